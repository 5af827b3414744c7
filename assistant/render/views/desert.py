"""The views of Through the Desert: the answer of a move, the board's picture, the report's
points by kind and what was left open, the replay's note on a board of the table's own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from assistant.messages import N_
from assistant.render.views import BaseViews, Figures, GameViews

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

    from rich.console import Console

    from assistant.i18n import Translator
    from assistant.render.report import Report
    from assistant.sessions import Outcome

KINDS: tuple[tuple[str, str], ...] = (
    ("caravans", N_("Largest caravans")),
    ("water", N_("Water holes")),
    ("oases", N_("Oases")),
    ("areas", N_("Areas")),
)


class DesertViews(BaseViews):
    has_picture = True

    def move_report(self, console: Console, t: Translator, outcome: Outcome[Any]) -> None:
        from assistant.render.desert import move_report

        move_report(console, t, outcome)

    def picture(
        self, state: Mapping[str, Any], setup: Mapping[str, Any], t: Translator, session: str
    ) -> ET.Element:
        from assistant.render.svg.desert import picture

        return picture(state, setup, t, session)

    def figures(self, state: Mapping[str, Any], t: Translator) -> Figures:
        """Each player's points by kind."""
        heads = [t(N_("Player")), *(t(label) for _, label in KINDS), t(N_("Total"))]
        rows = [
            [p["name"], *(str(p.get(kind, 0)) for kind, _ in KINDS), str(p["total"])]
            for p in state["score"]["players"]
        ]
        return heads, rows

    def charts(self, report: Report, t: Translator) -> list[ET.Element]:
        """The points by kind, then the totals move by move."""
        from assistant.render.svg.chart import stacked_bars

        score = report.state["score"]["players"]
        kinds = stacked_bars(
            t(N_("Points by kind")),
            [t(label) for _, label in KINDS],
            [(p["name"], [float(p.get(kind, 0)) for kind, _ in KINDS]) for p in score],
            t(N_("points")),
            ident="chart-kinds",
        )
        return [kinds, *super().charts(report, t)]

    def last_sections(self, report: Report, t: Translator) -> list[ET.Element]:
        """What was left open: the areas one turn could close, the oases in reach..."""
        from assistant.render.desert_aids import left_open
        from assistant.render.report import table_section

        if report.end is None:
            return []
        return [table_section(t(N_("What was left open")), left_open(t, report.end), t)]

    def replay_notes(self, setup: Mapping[str, Any], t: Translator) -> Sequence[str]:
        """A board of the table's own must be kept beside the replay file."""
        from assistant.games.desert.boards import shipped_name

        board = setup["board"]
        if shipped_name(board) is not None:
            return ()
        return (
            t(
                N_("This game uses its own board: keep its file as {file} beside this one."),
                file=f"{board.get('board', 'board')}.yaml",
            ),
        )


VIEWS = DesertViews()
_CONFORMS: GameViews = VIEWS
