"""Fixtures of the platform tests: the toy game registered like a real one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Register `toy_game` as the game `toy` (`assistant toy ...`, `rules toy`) through the
    public registry, and forget it afterwards."""
    from assistant import games

    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    import toy_game

    games.register(toy_game.SPEC)
    yield
    games.unregister("toy")
