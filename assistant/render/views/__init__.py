"""What each game shows, registered next to its rules: `GameSpec.views` names a module of
this package whose `VIEWS` implements `GameViews`. The front ends (the answer of a move, the
SVG picture, the HTML and Markdown reports, the replay export, `sessions export`) ask
`views_of(spec)` and never name a game.

A game without views of its own gets `BaseViews`: the events of a move as lines, no picture,
no figures beyond the scoreboard, a chart of the totals move by move. Every view imports
what it draws with only when it is drawn (Rich for the terminal, ElementTree for pictures),
so asking for one costs nothing on the paths that print JSON.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

    from rich.console import Console

    from assistant.games.base import GameSpec
    from assistant.i18n import Translator
    from assistant.render.report import Report
    from assistant.sessions import Outcome

Figures = tuple[list[str], list[list[str]]]
"""Headings and rows of a table of the report (empty: no table)."""


class GameViews(Protocol):
    """The views of one game."""

    has_picture: bool
    """Whether `picture` draws anything (`sessions export --format svg`)."""

    def move_report(self, console: Console, t: Translator, outcome: Outcome[Any]) -> None:
        """What the table reads after a move is recorded."""
        ...

    def picture(
        self, state: Mapping[str, Any], setup: Mapping[str, Any], t: Translator, session: str
    ) -> ET.Element:
        """The position as an SVG element (from `status --json` and the setup)."""
        ...

    def figures(self, state: Mapping[str, Any], t: Translator) -> Figures:
        """The report's table of how each total came about."""
        ...

    def charts(self, report: Report, t: Translator) -> list[ET.Element]:
        """The report's charts of what changes over the game."""
        ...

    def sections(self, report: Report, t: Translator) -> list[ET.Element]:
        """The report's own sections of the game (a review of decisions, what was left
        open), after its charts."""
        ...

    def last_sections(self, report: Report, t: Translator) -> list[ET.Element]:
        """The report's sections after the moves (what was left open)."""
        ...

    def replay_notes(self, setup: Mapping[str, Any], t: Translator) -> Sequence[str]:
        """Comment lines a replay file needs (a board file to keep beside it)."""
        ...


class BaseViews:
    """The views of a game that draws nothing of its own."""

    has_picture = False

    def move_report(self, console: Console, t: Translator, outcome: Outcome[Any]) -> None:
        show_events(console, t, outcome)

    def picture(
        self, state: Mapping[str, Any], setup: Mapping[str, Any], t: Translator, session: str
    ) -> ET.Element:
        raise KeyError(f"{session}: no picture")

    def figures(self, state: Mapping[str, Any], t: Translator) -> Figures:
        return [], []

    def charts(self, report: Report, t: Translator) -> list[ET.Element]:
        from assistant.render.report import totals_chart

        return totals_chart(report, t)

    def sections(self, report: Report, t: Translator) -> list[ET.Element]:
        return []

    def last_sections(self, report: Report, t: Translator) -> list[ET.Element]:
        return []

    def replay_notes(self, setup: Mapping[str, Any], t: Translator) -> Sequence[str]:
        return ()


def show_events(console: Console, t: Translator, outcome: Outcome[Any]) -> None:
    """The plain view of a move: who did what, then one line per event."""
    game = outcome.game
    player = game.actor(outcome.move)
    text = t.render(game.describe(game.as_seen(outcome.after, outcome.move), outcome.after))
    console.print(f"{player} {text}" if player else text, markup=False)
    for event in outcome.events:
        console.print(f"  {t.render(event.msg)}", markup=False)


def views_of(spec: GameSpec) -> GameViews:
    """The registered views of a game (`BaseViews` when it has none)."""
    if not spec.views:
        return BaseViews()
    found: GameViews = importlib.import_module(spec.views).VIEWS
    return found


_CONFORMS: GameViews = BaseViews()
