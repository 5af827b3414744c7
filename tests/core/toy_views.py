"""The toy game's own views (registered with `GameSpec.views="toy_views"`): a one-line
answer to a move, a picture of the counter, one row of figures and a section of its own."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from typing import Any

from assistant.render.views import BaseViews, Figures, GameViews


class ToyViews(BaseViews):
    has_picture = True

    def move_report(self, console: Any, t: Any, outcome: Any) -> None:
        console.print(f"counter now {outcome.after.total}", markup=False)

    def picture(
        self, state: Mapping[str, Any], setup: Mapping[str, Any], t: Any, session: str
    ) -> ET.Element:
        svg = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "id": "toy-picture"})
        ET.SubElement(svg, "text").text = f"{session}: {state['total']}"
        return svg

    def figures(self, state: Mapping[str, Any], t: Any) -> Figures:
        return ["Counter"], [[str(state["total"])]]

    def sections(self, report: Any, t: Any) -> list[ET.Element]:
        section = ET.Element("section", {"class": "toy-own"})
        ET.SubElement(section, "h2").text = f"Toy moves: {len(report.moves)}"
        return [section]

    def replay_notes(self, setup: Mapping[str, Any], t: Any) -> Sequence[str]:
        return ("played with the toy's views",)


VIEWS = ToyViews()
_CONFORMS: GameViews = VIEWS
