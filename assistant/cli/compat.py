"""Every private API of Typer, Click and Rich the assistant relies on, in one place.

Typer (0.26 to 0.28) carries its own copy of Click as `typer._click`; the command groups of
the assistant are Click objects, so they import Click from here. A test
(`tests/core/test_compat.py`) fails loudly when an upgrade moves or changes one of these.
"""

from __future__ import annotations

from typer import _click as click
from typer.core import TyperCommand, TyperGroup

__all__ = ["TyperCommand", "TyperGroup", "click"]
