"""Every private or patched API of Typer, Click and Rich the assistant relies on, in one place.

Nothing else in the assistant imports `typer._click`, `typer.core`, `typer.rich_utils` or a
private module of Rich, nor patches one of their classes: when an upgrade moves or changes one
of these, this module (and `tests/core/test_compat.py`, which checks each of them) is the one
place to look at. `pyproject.toml` bounds the versions this was checked with.

* Typer (0.26 to 0.28) carries its own copy of Click as `typer._click`; the command groups of
  the assistant are Click objects, so they import Click (and its exceptions) from here.
* Help in the reader's language (`assistant.cli.helptext`) wraps Typer's `format_help` of
  every command and group (`wrap_format_help`) and swaps the words of Typer's rich layout,
  module constants of `typer.rich_utils` (`LAYOUT_CONSTANTS`, `layout_module`).
* French typography (`assistant.i18n`) keeps no-break spaces inside words when Rich wraps a
  line: Rich's word pattern `rich._wrap.re_word` is replaced (`glue_rich_words`).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typer import _click as click
    from typer._click.exceptions import (
        BadOptionUsage,
        BadParameter,
        ClickException,
        MissingParameter,
        NoArgsIsHelpError,
        NoSuchOption,
    )
    from typer._click.exceptions import UsageError as ClickUsageError
    from typer.core import TyperCommand, TyperGroup

_TYPER_NAMES = {
    "click": ("typer._click", None),
    "BadOptionUsage": ("typer._click.exceptions", "BadOptionUsage"),
    "BadParameter": ("typer._click.exceptions", "BadParameter"),
    "ClickException": ("typer._click.exceptions", "ClickException"),
    "MissingParameter": ("typer._click.exceptions", "MissingParameter"),
    "NoArgsIsHelpError": ("typer._click.exceptions", "NoArgsIsHelpError"),
    "NoSuchOption": ("typer._click.exceptions", "NoSuchOption"),
    "ClickUsageError": ("typer._click.exceptions", "UsageError"),
    "TyperCommand": ("typer.core", "TyperCommand"),
    "TyperGroup": ("typer.core", "TyperGroup"),
}
"""The names this module gives from Typer's copy of Click, imported on first use: the
French typography's Rich patch below (`glue_rich_words`) must not load Typer."""


def __getattr__(name: str) -> Any:
    if name not in _TYPER_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    module_name, attribute = _TYPER_NAMES[name]
    module = importlib.import_module(module_name)
    value = module if attribute is None else getattr(module, attribute)
    globals()[name] = value
    return value


__all__ = [
    "LAYOUT_CONSTANTS",
    "BadOptionUsage",
    "BadParameter",
    "ClickException",
    "ClickUsageError",
    "MissingParameter",
    "NoArgsIsHelpError",
    "NoSuchOption",
    "TyperCommand",
    "TyperGroup",
    "click",
    "glue_rich_words",
    "layout_module",
    "rich_wrap_loaded",
    "wrap_format_help",
]

# -- Typer's help layout ------------------------------------------------------------------------

LAYOUT_CONSTANTS = (
    "ARGUMENTS_PANEL_TITLE",
    "OPTIONS_PANEL_TITLE",
    "COMMANDS_PANEL_TITLE",
    "DEFAULT_STRING",
    "REQUIRED_LONG_STRING",
)
"""The module constants of `typer.rich_utils` that hold the English words of the help layout
(panel titles, `[default: ...]`, `[required]`), which the help swaps while it is drawn."""


def layout_module() -> ModuleType:
    """`typer.rich_utils`, whose `LAYOUT_CONSTANTS` the help swaps (imported on demand: only a
    help page needs it)."""
    from typer import rich_utils

    return rich_utils


def help_width() -> int:
    """The width Typer draws a help page at (its console's: `COLUMNS`, the terminal, 80)."""
    return int(layout_module()._get_rich_console().width)


FormatHelp = Callable[[Any, Any, Any], None]


def wrap_format_help(wrapper: Callable[[FormatHelp, Any, Any, Any], None]) -> None:
    """Replace `format_help` of Typer's command and group classes by
    `wrapper(original, command, ctx, formatter)`, which calls `original(command, ctx,
    formatter)` to draw the page."""
    from typer.core import TyperCommand, TyperGroup

    for cls in (TyperCommand, TyperGroup):
        original = cls.format_help

        def format_help(
            self: Any, ctx: Any, formatter: Any, _original: FormatHelp = original
        ) -> None:
            wrapper(_original, self, ctx, formatter)

        setattr(cls, "format_help", format_help)  # noqa: B010 - a patch, on purpose


# -- Rich's line wrapping -------------------------------------------------------------------------

RICH_WRAP = "rich._wrap"
"""Rich's private module that splits text into words when it wraps a line."""


def rich_wrap_loaded() -> bool:
    """Whether Rich's wrapping module is loaded (a JSON-only command never loads it)."""
    return RICH_WRAP in sys.modules


def glue_rich_words(glue: str) -> None:
    """Make Rich keep the characters of `glue` (no-break spaces) inside words when it wraps a
    line, instead of breaking the line there."""
    from rich import _wrap

    _wrap.re_word = re.compile(rf"[^\S{glue}]*(?:[^\s]|[{glue}])+[^\S{glue}]*")
