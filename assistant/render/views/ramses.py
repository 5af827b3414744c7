"""The views of Ramsès: the answer of a move, the board's picture and the report's card
points (hats and bonus in the advanced game)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from assistant.messages import N_
from assistant.render.views import BaseViews, Figures, GameViews

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

    from rich.console import Console

    from assistant.i18n import Translator
    from assistant.sessions import Outcome


class RamsesViews(BaseViews):
    has_picture = True

    def move_report(self, console: Console, t: Translator, outcome: Outcome[Any]) -> None:
        from assistant.render.ramses import move_report

        move_report(console, t, outcome)

    def picture(
        self, state: Mapping[str, Any], setup: Mapping[str, Any], t: Translator, session: str
    ) -> ET.Element:
        from assistant.render.svg.ramses import picture

        return picture(state, t, session)

    def figures(self, state: Mapping[str, Any], t: Translator) -> Figures:
        """Cards, card points (hats and bonus in the advanced game) and the total; nothing
        while the cards won stay face down (the hidden option)."""
        if state.get("hidden"):
            return [], []
        advanced = state.get("mode") == "advanced"
        heads = [t(N_("Player")), t(N_("Cards")), t(N_("Card points"))]
        if advanced:
            heads += [t(N_("Hats")), t(N_("Bonus"))]
        heads.append(t(N_("Total")))
        rows = []
        for p in state["score"]["players"]:
            row = [p["name"], str(p["cards"]), str(p["points"])]
            if advanced:
                row += [str(p.get("egyptologists", 0)), str(p.get("bonus", 0))]
            rows.append([*row, str(p["total"])])
        return heads, rows


VIEWS = RamsesViews()
_CONFORMS: GameViews = VIEWS
