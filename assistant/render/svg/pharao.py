"""Der Schatz des Pharao as a picture: the adventure row with the pawns, the black marker.

Drawn from the state's JSON document (`status --json`). The five adventures and the treasure
stand in a row after the start; each player's pawn (a colour, a mark and the name) stands on
the last adventure the player has beaten. The pharaoh card shows its four symbols with the
black marker on one of them. Below: each player's hand size, the cards on display and their
total against the next adventure.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

from assistant.i18n import Translator
from assistant.messages import N_, Plural
from assistant.render.svg.common import (
    INK,
    MUTED,
    headed_document,
    ink_on,
    player_colour,
    player_marks,
    sub,
    text,
)

LEFT = 20.0
COLUMN = 96.0
CARD_W = 78.0
CARD_H = 100.0
ROW_TOP = 90.0
PAWN_ROW = 24.0
GOLD = "#e9c46a"
CARD = "#f7efe0"

SYMBOL_NAMES: dict[str, str] = {
    "ladder": N_("ladder"),
    "rope": N_("rope"),
    "shovel": N_("shovel"),
    "torch": N_("torch"),
}
CARD_NAMES: dict[str, str] = {
    **SYMBOL_NAMES,
    "spell": N_("spell"),
    "curse": N_("curse"),
    "protection": N_("protection"),
}


def picture(doc: Mapping[str, Any], t: Translator, session: str = "") -> ET.Element:
    """The adventure row, the pawns and the marker (`doc` is the state's JSON document)."""
    adventures: list[int] = list(doc["adventures"])
    players: list[dict[str, Any]] = list(doc["players"])
    names = [p["name"] for p in players]
    marks = player_marks(names)
    columns = len(adventures) + 1
    width = max(LEFT * 2 + columns * COLUMN, 700)
    crowd = max([1, *(sum(1 for p in players if p["beaten"] == c) for c in range(columns))])
    pawns_top = ROW_TOP + CARD_H + 26
    marker_top = pawns_top + crowd * PAWN_ROW + 30
    table_top = marker_top + 128
    height = table_top + 34 + len(players) * 58
    game = t(N_("Der Schatz des Pharao"))
    root = headed_document(
        width,
        height,
        game,
        session,
        t(N_("The adventure row of {game}: {players}."), game=game, players=t.join(names)),
        _status_line(doc, t),
        LEFT,
    )

    row = sub(root, "g", class_="adventures")
    for column in range(columns):
        _adventure(row, t, column, adventures)

    pawns = sub(root, "g", class_="pawns")
    filled = [0] * columns
    for seat, player in enumerate(players):
        column = min(int(player["beaten"]), columns - 1)
        x = LEFT + column * COLUMN
        y = pawns_top + filled[column] * PAWN_ROW
        filled[column] += 1
        group = sub(pawns, "g", class_="pawn")
        _pawn(group, x + 10, y, player_colour(seat), marks[seat])
        text(group, x + 24, y + 5, player["name"], size=12, weight="bold", fit=COLUMN - 28)

    _pharaoh_card(root, t, str(doc["marker"]), marker_top)
    _players(root, doc, t, marks, table_top)
    return root


def _adventure(row: ET.Element, t: Translator, column: int, adventures: list[int]) -> None:
    """One card of the adventure row: the start (column 0), an adventure, the treasure."""
    x = LEFT + column * COLUMN
    group = sub(row, "g", id=f"adventure-{column}", class_="adventure")
    if column == 0:
        sub(
            group,
            "rect",
            x=x,
            y=ROW_TOP,
            width=CARD_W,
            height=CARD_H,
            rx=8,
            fill="none",
            stroke=MUTED,
            stroke_dasharray="5 4",
        )
        text(
            group,
            x + CARD_W / 2,
            ROW_TOP + CARD_H / 2 + 5,
            t(N_("start")),
            size=13,
            anchor="middle",
            fill=MUTED,
            fit=CARD_W - 10,
        )
        return
    treasure = column == len(adventures)
    text(group, x + CARD_W / 2, ROW_TOP - 8, str(column), size=11, anchor="middle", fill=MUTED)
    sub(
        group,
        "rect",
        x=x,
        y=ROW_TOP,
        width=CARD_W,
        height=CARD_H,
        rx=8,
        fill=GOLD if treasure else CARD,
        stroke=INK,
        stroke_width=1.2,
    )
    text(
        group,
        x + CARD_W / 2,
        ROW_TOP + 58,
        str(adventures[column - 1]),
        size=34,
        anchor="middle",
        weight="bold",
    )
    label = t(N_("treasure")) if treasure else t(N_("adventure"))
    text(
        group,
        x + CARD_W / 2,
        ROW_TOP + CARD_H - 12,
        label,
        size=10,
        anchor="middle",
        fill=MUTED if not treasure else INK,
        fit=CARD_W - 10,
    )


def _pawn(parent: ET.Element, x: float, y: float, fill: str, mark: str) -> None:
    """A pawn: a head and a body in the player's colour, the player's mark on it."""
    sub(
        parent,
        "path",
        d=f"M {x - 9} {y + 10} L {x - 5} {y - 2} L {x + 5} {y - 2} L {x + 9} {y + 10} Z",
        fill=fill,
        stroke=INK,
        stroke_width=0.8,
    )
    sub(parent, "circle", cx=x, cy=y - 6, r=6, fill=fill, stroke=INK, stroke_width=0.8)
    text(parent, x, y + 8, mark, size=8, anchor="middle", weight="bold", fill=ink_on(fill))


def symbol(parent: ET.Element, kind: str, x: float, y: float, size: float) -> None:
    """A line drawing of a symbol (ladder, rope, shovel, torch) in a `size` box at (x, y)."""
    s = size
    line = {
        "stroke": INK,
        "stroke_width": max(s / 14, 1.2),
        "fill": "none",
        "stroke_linecap": "round",
    }
    if kind == "ladder":
        sub(
            parent,
            "path",
            d=f"M {x + s * 0.3} {y} L {x + s * 0.3} {y + s} M {x + s * 0.7} {y} "
            f"L {x + s * 0.7} {y + s}",
            **line,
        )
        for step in (0.2, 0.45, 0.7, 0.92):
            sub(
                parent,
                "path",
                d=f"M {x + s * 0.3} {y + s * step} L {x + s * 0.7} {y + s * step}",
                **line,
            )
    elif kind == "rope":
        sub(
            parent,
            "path",
            d=f"M {x + s * 0.5} {y} C {x + s * 0.9} {y + s * 0.2} "
            f"{x + s * 0.1} {y + s * 0.4} {x + s * 0.5} {y + s * 0.55} C {x + s * 0.9} "
            f"{y + s * 0.7} {x + s * 0.1} {y + s * 0.85} {x + s * 0.5} {y + s}",
            **line,
        )
    elif kind == "shovel":
        sub(parent, "path", d=f"M {x + s * 0.5} {y} L {x + s * 0.5} {y + s * 0.55}", **line)
        sub(parent, "path", d=f"M {x + s * 0.35} {y} L {x + s * 0.65} {y}", **line)
        sub(
            parent,
            "path",
            d=f"M {x + s * 0.3} {y + s * 0.55} L {x + s * 0.7} {y + s * 0.55} "
            f"L {x + s * 0.62} {y + s * 0.9} L {x + s * 0.5} {y + s} L {x + s * 0.38} "
            f"{y + s * 0.9} Z",
            fill=INK,
        )
    elif kind == "torch":
        sub(parent, "path", d=f"M {x + s * 0.5} {y + s * 0.45} L {x + s * 0.5} {y + s}", **line)
        sub(
            parent,
            "path",
            d=f"M {x + s * 0.5} {y} C {x + s * 0.8} {y + s * 0.2} "
            f"{x + s * 0.7} {y + s * 0.45} {x + s * 0.5} {y + s * 0.45} C {x + s * 0.3} "
            f"{y + s * 0.45} {x + s * 0.2} {y + s * 0.2} {x + s * 0.5} {y} Z",
            fill="#e76f51",
            stroke=INK,
            stroke_width=0.8,
        )


def _pharaoh_card(root: ET.Element, t: Translator, marker: str, top: float) -> None:
    """The four symbols of the pharaoh card; the black marker stands on one of them."""
    group = sub(root, "g", class_="pharaoh-card")
    text(group, LEFT, top, t(N_("Pharaoh card: the black marker")), size=12, weight="bold")
    box = 104.0
    sub(
        group, "rect", x=LEFT, y=top + 10, width=box * 4 + 8, height=80, rx=8, fill=CARD, stroke=INK
    )
    for i, kind in enumerate(SYMBOL_NAMES):
        x = LEFT + 4 + i * box
        cell = sub(group, "g", class_="symbol " + kind + (" marked" if kind == marker else ""))
        if kind == marker:
            sub(
                cell,
                "rect",
                x=x + 2,
                y=top + 14,
                width=box - 4,
                height=72,
                rx=6,
                fill="#ffffff",
                stroke=INK,
                stroke_width=2.5,
            )
            sub(cell, "circle", cx=x + box - 18, cy=top + 30, r=10, fill="#000000")
        symbol(cell, kind, x + 14, top + 24, 34)
        text(
            cell,
            x + box / 2,
            top + 78,
            t(SYMBOL_NAMES[kind]),
            size=11,
            anchor="middle",
            weight="bold" if kind == marker else None,
            fit=box - 10,
        )


def _players(
    root: ET.Element, doc: Mapping[str, Any], t: Translator, marks: list[str], top: float
) -> None:
    group = sub(root, "g", class_="players")
    text(group, LEFT, top, t(N_("Players: hand, cards on display, total")), size=12, weight="bold")
    y = top + 16
    for seat, player in enumerate(doc["players"]):
        row = sub(group, "g", class_="player")
        _pawn(row, LEFT + 10, y + 22, player_colour(seat), marks[seat])
        text(row, LEFT + 26, y + 20, player["name"], size=13, weight="bold", fit=110)
        hand = Plural("{n} card in hand", "{n} cards in hand", int(player["hand"]))
        text(row, LEFT + 26, y + 36, t(hand), size=10, fill=MUTED, fit=110)
        x = LEFT + 150
        for kind, value in player["display"]:
            sub(row, "rect", x=x, y=y + 2, width=40, height=48, rx=4, fill=CARD, stroke=INK)
            if kind in SYMBOL_NAMES:
                symbol(row, kind, x + 8, y + 6, 24)
            else:
                text(
                    row,
                    x + 20,
                    y + 24,
                    t(CARD_NAMES.get(kind, kind)),
                    size=8,
                    anchor="middle",
                    fit=36,
                )
            if value is not None:
                text(row, x + 20, y + 46, str(value), size=13, anchor="middle", weight="bold")
            x += 44
        target = player.get("next_adventure")
        if target is not None:
            summary = t(N_("total {total} of {target}"), total=player["total"], target=target)
        else:
            summary = t(N_("every adventure beaten"))
        text(row, max(x + 8, LEFT + 330), y + 30, summary, size=12)
        y += 58


def _status_line(doc: Mapping[str, Any], t: Translator) -> str:
    parts = []
    if doc.get("winners"):
        parts.append(
            t(N_("{winner} has won the pharaoh's treasure."), winner=t.join(doc["winners"]))
        )
    elif doc.get("current_player"):
        parts.append(t(N_("{player} to play"), player=doc["current_player"]))
    parts.append(
        t(
            N_("draw pile: {draw} · discard pile: {discard}"),
            draw=doc["draw_pile"],
            discard=doc["discard_pile"],
        )
    )
    return " · ".join(parts)
