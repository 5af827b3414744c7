"""The views of Camel Up: the answer of a move, its picture and its report's figures, money
chart and review of every decision."""

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


class CamelUpViews(BaseViews):
    has_picture = True

    def move_report(self, console: Console, t: Translator, outcome: Outcome[Any]) -> None:
        from assistant.render.camel_up import move_report

        move_report(console, t, outcome)

    def picture(
        self, state: Mapping[str, Any], setup: Mapping[str, Any], t: Translator, session: str
    ) -> ET.Element:
        from assistant.render.svg.camel_up import picture

        return picture(state, t, session)

    def figures(self, state: Mapping[str, Any], t: Translator) -> Figures:
        """Each player's money after every leg, what the race piles paid, the coins."""
        from assistant.render.camel_up import signed

        legs = list(state.get("legs") or [])
        final = state.get("final_scoring")
        heads = [t(N_("Player"))]
        heads += [t(N_("After leg {leg}"), leg=leg["leg"]) for leg in legs]
        if final:
            heads.append(t(N_("Race bets")))
        heads.append(t(N_("Coins")))
        rows = []
        for player in state["players"]:
            name = player["name"]
            row = [name]
            for leg in legs:
                after = next((p["after"] for p in leg["players"] if p["name"] == name), None)
                row.append("—" if after is None else str(after))
            if final:
                paid = sum(c["paid"] for c in final["cards"] if c["owner"] == name)
                row.append(signed(paid))  # −2, with the minus sign the other figures use
            row.append(str(player["money"]))
            rows.append(row)
        return heads, rows

    def charts(self, report: Report, t: Translator) -> list[ET.Element]:
        """The money of each player at the start, after each leg and after the race."""
        from assistant.render.svg.chart import line_chart

        state = report.state
        start = {p["name"]: p["money"] for p in report.history[0][0]["players"]}
        legs = list(state.get("legs") or [])
        labels = [t(N_("start"))] + [t(N_("leg {leg}"), leg=leg["leg"]) for leg in legs]
        final = state.get("final_scoring")
        if final:
            labels.append(t(N_("race")))
        series = []
        for name, _ in report.standings.totals:
            values = [float(start.get(name, 0))]
            for leg in legs:
                values += [float(p["after"]) for p in leg["players"] if p["name"] == name]
            if final:
                values.append(float(final["money"].get(name, 0)))
            series.append((name, values))
        if len(labels) < 2:
            return []
        title = t(N_("Money after each leg"))
        return [line_chart(title, labels, series, t(N_("coins")), ident="chart-money")]

    def sections(self, report: Report, t: Translator) -> list[ET.Element]:
        """Every decision reviewed (`assistant camel review`)."""
        from assistant.render.camel_review import decisions_section

        decisions = decisions_section(report.doc, t)
        return [] if decisions is None else [decisions]


VIEWS = CamelUpViews()
_CONFORMS: GameViews = VIEWS
