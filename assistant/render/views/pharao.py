"""The views of Der Schatz des Pharao: the answer of a move, the table's picture, the
report's adventures and the chart of adventures beaten move by move."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from assistant.messages import N_
from assistant.render.views import BaseViews, Figures, GameViews

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

    from rich.console import Console

    from assistant.i18n import Translator
    from assistant.render.report import Report
    from assistant.sessions import Outcome


class PharaoViews(BaseViews):
    has_picture = True

    def move_report(self, console: Console, t: Translator, outcome: Outcome[Any]) -> None:
        from assistant.render.pharao import move_report

        move_report(console, t, outcome)

    def picture(
        self, state: Mapping[str, Any], setup: Mapping[str, Any], t: Translator, session: str
    ) -> ET.Element:
        from assistant.render.svg.pharao import picture

        return picture(state, t, session)

    def figures(self, state: Mapping[str, Any], t: Translator) -> Figures:
        """Adventures beaten, cards in hand, the display's total and the next adventure."""
        heads = [
            t(N_("Player")),
            t(N_("Adventures beaten")),
            t(N_("Cards in hand")),
            t(N_("Total on display")),
            t(N_("Next adventure")),
        ]
        rows = [
            [
                p["name"],
                f"{p['beaten']} / {len(state['adventures'])}",
                str(p["hand"]),
                str(p["total"]),
                "—" if p["next_adventure"] is None else str(p["next_adventure"]),
            ]
            for p in state["players"]
        ]
        return heads, rows

    def charts(self, report: Report, t: Translator) -> list[ET.Element]:
        """The adventures each player has beaten, move by move."""
        from assistant.render.svg.chart import line_chart

        moves = [str(i) for i in range(len(report.history))]
        if len(moves) < 2:
            return []
        series = [
            (name, [float(beaten(state, name)) for state, _ in report.history])
            for name, _ in report.standings.totals
        ]
        title = t(N_("Adventures beaten, move by move"))
        unit, axis = t(N_("adventures")), t(N_("moves"))
        return [line_chart(title, moves, series, unit, axis, ident="chart-progress")]


def beaten(state: Mapping[str, Any], name: str) -> int:
    return next((int(p["beaten"]) for p in state["players"] if p["name"] == name), 0)


VIEWS = PharaoViews()
_CONFORMS: GameViews = VIEWS
