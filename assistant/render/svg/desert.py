"""Through the Desert as a picture: every hex of the board and what stands on it.

Drawn from two documents: the board of the session's setup (the grid kept with the session,
as `desert map --json` describes it) and the state as `status --json` prints it. Hexes are
flat-topped, in columns, odd columns half a hex lower, as on the printed board and in the
terminal map; column letters and row numbers run along the four edges, and every empty hex
shows the name players type (`C4`).

A camel is its caravan's colour with the owner's mark in the middle and the colour's letter
below it (so the colour is never the only clue); a leader adds a star. An owned area is
hatched in its owner's own pattern and shows the owner's mark.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from assistant.games.desert.board import Board, board_from_data
from assistant.i18n import Translator
from assistant.messages import N_, Plural
from assistant.render.svg.common import (
    INK,
    drop,
    hatch,
    headed_document,
    hexagon,
    ink_on,
    mountain,
    palm,
    player_colour,
    player_marks,
    points,
    star,
    sub,
    text,
)

RADIUS = 22.0
STEP_X = RADIUS * 1.5
STEP_Y = RADIUS * math.sqrt(3)
MARGIN_X = 30.0
TOP = 62.0

CARAVAN_FILL: dict[str, str] = {
    "yellow": "#f6d32d",
    "pink": "#f4a6c8",
    "purple": "#6f3a9b",
    "green": "#3fa34d",
    "turquoise": "#27b5c9",
}


def caravan_letters(t: Translator) -> dict[str, str]:
    """The mark of each caravan colour, as on the terminal map, in the reader's language
    (English initials in capitals: `V` for violet, purple; shapes where the colour names of
    the language share an initial)."""
    from assistant.games.desert.state import COLOUR_MARKS, marks_from

    return {colour: mark.upper() for colour, mark in marks_from(t.gettext(COLOUR_MARKS)).items()}


CARAVAN_NAMES: dict[str, str] = {
    "yellow": N_("yellow"),
    "pink": N_("pink"),
    "purple": N_("purple"),
    "green": N_("green"),
    "turquoise": N_("turquoise"),
}
SAND = "#f4e6bf"
SAND_EDGE = "#c2a56b"
ROCK = "#a39382"
ROCK_EDGE = "#7d6e5f"
WATER = "#1f78c8"
OASIS = "#1e7d32"
LEFT_OUT = "#efefef"


def board_of(setup: Mapping[str, Any]) -> Board:
    """The board kept in a session's setup (the grid as data)."""
    return board_from_data(setup["board"])


def centre(col: int, row: int) -> tuple[float, float]:
    x = MARGIN_X + RADIUS + col * STEP_X
    y = TOP + STEP_Y / 2 + row * STEP_Y + (col % 2) * STEP_Y / 2
    return x, y


@dataclass(frozen=True)
class _Scene:
    """What lies on the board, by cell name, and how each player is drawn."""

    camels: dict[str, tuple[str, str, bool]]  # cell: (player, colour, leader)
    owned: dict[str, str]  # cell: the player whose area it is in
    oases: set[str]
    water: dict[str, Any]  # water hole: its value (None: face down or unknown)
    taken: set[str]  # water holes whose marker was taken
    patterns: dict[str, str]  # player: the fill of their areas
    marks: list[str]
    seat: dict[str, int]
    letters: dict[str, str]
    in_play: tuple[bool, ...]


def picture(
    doc: Mapping[str, Any], setup: Mapping[str, Any], t: Translator, session: str = ""
) -> ET.Element:
    """The board of a game of Through the Desert (`doc` is the state's JSON document)."""
    board = board_of(setup)
    players: list[str] = list(doc["players"])
    width = 2 * MARGIN_X + 2 * RADIUS + (board.cols - 1) * STEP_X
    board_bottom = TOP + (board.rows + 0.5) * STEP_Y
    legend_top = board_bottom + 30
    legend_rows = 3 + math.ceil(len(players) / 3)
    height = legend_top + legend_rows * 24 + 10
    game = t(N_("Through the Desert"))
    root = headed_document(
        width,
        height,
        game,
        session,
        t(
            N_("The board of {game}: {players}."),
            game=game,
            players=t.join(players),
        ),
        _status_line(doc, t),
        MARGIN_X,
    )
    scene = _scene(root, doc, board, t)
    _coordinates(root, board, width, board_bottom)
    hexes = sub(root, "g", stroke_linejoin="round")
    for cell in range(board.size):
        if board.kinds[cell] != "off":
            _hex(hexes, board, cell, scene)
    in_play = scene.in_play
    left_out = any(
        kind in ("desert", "water", "palm") and not in_play[cell]
        for cell, kind in enumerate(board.kinds)
    )
    _legend(root, t, players, scene.marks, scene.patterns, legend_top, left_out)
    return root


def _scene(root: ET.Element, doc: Mapping[str, Any], board: Board, t: Translator) -> _Scene:
    players: list[str] = list(doc["players"])
    camels: dict[str, tuple[str, str, bool]] = {}
    for caravan in doc["caravans"]:
        for cell in caravan["cells"]:
            camels[cell] = (caravan["player"], caravan["colour"], cell == caravan["leader"])
    owned: dict[str, str] = {}
    for area in doc["areas"]:
        for cell in area["cells"]:
            owned[cell] = area["player"]
    patterns = {
        name: hatch(root, f"desert-area-{i}", player_colour(i), i, background="#e9e1cf")
        for i, name in enumerate(players)
    }
    return _Scene(
        camels=camels,
        owned=owned,
        oases=set(doc["oases"]),
        water={hole["cell"]: hole["value"] for hole in doc["water_holes"]},
        taken={hole["cell"] for hole in doc["water_holes"] if hole.get("taken_by")},
        patterns=patterns,
        marks=player_marks(players),
        seat={name: i for i, name in enumerate(players)},
        letters=caravan_letters(t),
        in_play=board.in_play(len(players)),
    )


def _coordinates(root: ET.Element, board: Board, width: float, board_bottom: float) -> None:
    """The column letters above and below the board, the row numbers on both sides."""
    labels = sub(root, "g", font_size=11, font_weight="bold", fill=INK, text_anchor="middle")
    for col in range(board.cols):
        x, _ = centre(col, 0)
        letter = chr(ord("A") + col)
        label = sub(labels, "text", x=x, y=TOP - 4)
        label.text = letter
        label = sub(labels, "text", x=x, y=board_bottom + 14)
        label.text = letter
    for row in range(board.rows):
        _, y = centre(0, row)
        label = sub(labels, "text", x=MARGIN_X - 14, y=y + 4)
        label.text = str(row + 1)
        _, y = centre(board.cols - 1, row)
        label = sub(labels, "text", x=width - MARGIN_X + 14, y=y + 4)
        label.text = str(row + 1)


def _hex(hexes: ET.Element, board: Board, cell: int, scene: _Scene) -> None:
    """One hex of the board and what lies on it."""
    kind = board.kinds[cell]
    col, row = board.position(cell)
    name = board.cell_name(cell)
    x, y = centre(col, row)
    group = sub(hexes, "g", id=f"hex-{name}", class_=f"hex {kind}")
    shape = points(hexagon(x, y, RADIUS - 0.6))
    if kind == "mountain":
        sub(group, "polygon", points=shape, fill=ROCK, stroke=ROCK_EDGE, stroke_width=1)
        mountain(group, x, y + 2, RADIUS * 0.9, "#5e5146")
        return
    if not scene.in_play[cell]:
        sub(
            group,
            "polygon",
            points=shape,
            fill=LEFT_OUT,
            stroke="#c8c8c8",
            stroke_width=1,
            stroke_dasharray="2 2",
        )
        return
    camel = scene.camels.get(name)
    owner = scene.owned.get(name)
    fill = SAND
    if camel is not None:
        fill = CARAVAN_FILL[camel[1]]
    elif owner is not None:
        fill = scene.patterns[owner]
    sub(group, "polygon", points=shape, fill=fill, stroke=SAND_EDGE, stroke_width=1)
    if kind == "palm":
        sub(
            group,
            "polygon",
            points=points(hexagon(x, y, RADIUS - 4)),
            fill="none",
            stroke=OASIS,
            stroke_width=1.2,
            stroke_dasharray="3 2",
        )
    if camel is not None:
        _camel(group, x, y, camel, scene.marks[scene.seat[camel[0]]], scene.letters)
        return
    glyph = name in scene.oases or name in scene.water
    low = 6 if owner is not None else 3
    if name in scene.oases:
        palm(group, x, y + low, RADIUS * 0.8, OASIS)
    elif name in scene.water:
        _water(group, x, y + low, scene.water[name], name in scene.taken)
    if owner is not None:
        mark = scene.marks[scene.seat[owner]]
        if glyph:
            _badge(group, x, y - 7, mark, size=9)
        else:
            _badge(group, x, y + 4, mark, size=13)
    elif not glyph:
        text(group, x, y + 3.5, name, size=9, anchor="middle", fill="#8a7a55")


def _camel(
    group: ET.Element,
    x: float,
    y: float,
    camel: tuple[str, str, bool],
    mark: str,
    letters: dict[str, str],
) -> None:
    """A camel: the owner's mark, the colour's mark and, for a leader, a star."""
    _, colour, leader = camel
    ink = ink_on(CARAVAN_FILL[colour])
    group.set("class", group.get("class", "") + f" camel {colour}" + (" leader" if leader else ""))
    text(group, x, y + 4, mark, size=14, anchor="middle", weight="bold", fill=ink)
    text(group, x, y + 15, letters[colour], size=8, anchor="middle", fill=ink)
    if leader:
        sub(
            group,
            "polygon",
            points=points(hexagon(x, y, RADIUS - 2.5)),
            fill="none",
            stroke=INK,
            stroke_width=2.2,
        )
        star(
            group, x, y - 11, 5, fill=ink, stroke=INK if ink != INK else "#ffffff", stroke_width=0.6
        )


def _water(group: ET.Element, x: float, y: float, value: int | None, taken: bool) -> None:
    """A water hole: a drop and its value (`?` until it is read out); hollow once taken."""
    if taken:
        drop(group, x - 6, y, 11, fill="none", stroke=WATER, stroke_width=1.2)
    else:
        drop(group, x - 6, y, 11, fill=WATER)
    label = "?" if value is None else str(value)
    text(group, x + 7, y + 4, label, size=13, anchor="middle", weight="bold", fill=WATER)


def _badge(group: ET.Element, x: float, y: float, mark: str, size: float = 10) -> None:
    """The owner's mark on an owned hex: dark text on a light disc, readable on any hatch."""
    sub(group, "circle", cx=x, cy=y - size * 0.35, r=size * 0.68, fill="#ffffff", opacity=0.85)
    text(group, x, y, mark, size=size, anchor="middle", weight="bold")


def _status_line(doc: Mapping[str, Any], t: Translator) -> str:
    """`ana 76 points · bo 63 points · game over` (or whose turn it is)."""
    totals = {p["name"]: p["total"] for p in doc.get("score", {}).get("players", [])}
    if doc.get("score", {}).get("hidden"):  # markers face down: the points in sight
        from assistant.games.desert.scoring import in_sight

        parts = [t(in_sight(name, total)) for name, total in totals.items()]
    else:
        parts = [
            t(Plural("{player}: {n} point", "{player}: {n} points", total, player=name))
            for name, total in totals.items()
        ]
    if doc.get("finished"):
        parts.append(t(N_("game over")))
    elif doc.get("current_player"):
        parts.append(t(N_("{player} to play"), player=doc["current_player"]))
    return " · ".join(parts)


def _legend(
    root: ET.Element,
    t: Translator,
    players: list[str],
    marks: list[str],
    patterns: Mapping[str, str],
    top: float,
    left_out: bool,
) -> None:
    legend = sub(root, "g", class_="legend", font_size=11, fill=INK)
    y = top
    x = MARGIN_X
    for i, name in enumerate(players):
        if i and i % 3 == 0:
            y += 24
            x = MARGIN_X
        sub(legend, "rect", x=x, y=y - 12, width=24, height=16, fill=patterns[name], stroke=INK)
        _badge(legend, x + 12, y, marks[i], size=10)
        label = t(N_("{mark} {player}: camels and owned areas"), mark=marks[i], player=name)
        text(legend, x + 30, y, label, size=11, fit=170)
        x += 205
    y += 26
    x = MARGIN_X
    for colour, fill in CARAVAN_FILL.items():
        sub(
            legend,
            "polygon",
            points=points(hexagon(x + 9, y - 4, 9)),
            fill=fill,
            stroke=SAND_EDGE,
        )
        mark = caravan_letters(t)[colour]
        text(legend, x + 9, y, mark, size=9, anchor="middle", fill=ink_on(fill))
        text(legend, x + 22, y, t(CARAVAN_NAMES[colour]), size=11)
        x += 100
    y += 26
    x = MARGIN_X
    star(legend, x + 8, y - 4, 7, fill="#ffffff", stroke=INK, stroke_width=1)
    text(legend, x + 20, y, t(N_("leader")), size=11)
    x += 90
    palm(legend, x + 8, y - 2, 16, OASIS)
    text(legend, x + 20, y, t(N_("oasis")), size=11)
    x += 85
    drop(legend, x + 6, y - 2, 10, fill=WATER)
    text(legend, x + 14, y, "2", size=12, weight="bold", fill=WATER)
    text(legend, x + 26, y, t(N_("water hole and its value (? not known yet)")), size=11, fit=210)
    x += 245
    drop(legend, x + 6, y - 2, 10, fill="none", stroke=WATER, stroke_width=1.2)
    text(legend, x + 14, y, t(N_("taken")), size=11)
    x += 70
    sub(
        legend,
        "polygon",
        points=points(hexagon(x + 9, y - 4, 9)),
        fill="none",
        stroke=OASIS,
        stroke_dasharray="3 2",
    )
    text(legend, x + 22, y, t(N_("palm space")), size=11)
    y += 24
    x = MARGIN_X
    sub(legend, "polygon", points=points(hexagon(x + 9, y - 4, 9)), fill=ROCK, stroke=ROCK_EDGE)
    text(legend, x + 22, y, t(N_("mountains")), size=11)
    x += 120
    if not left_out:
        return
    sub(
        legend,
        "polygon",
        points=points(hexagon(x + 9, y - 4, 9)),
        fill=LEFT_OUT,
        stroke="#c8c8c8",
        stroke_dasharray="2 2",
    )
    text(legend, x + 22, y, t(N_("left out with this number of players")), size=11)
