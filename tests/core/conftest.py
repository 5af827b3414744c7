"""Fixtures of the platform tests: the toy game registered like a real one."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register `toy_game` as the game `toy` with the command group `assistant toy`."""
    from assistant import games
    from assistant.cli import app

    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    import toy_game

    monkeypatch.setitem(games.BY_ID, "toy", toy_game.SPEC)
    monkeypatch.setitem(app.LAZY, "toy", ("toy_game", None))
