"""Camel Up as a picture: the 16 spaces, the camel stacks, desert tiles, dice and bets.

Drawn from the state's JSON document (`status --json`). The track is laid out in a row, space
1 on the left; camels past the finish line stand in the finish column(s) after space 16. A
stack is drawn bottom to top, each camel in its colour with the colour's letter on it; a
desert tile shows +1 (oasis) or −1 (mirage) and its owner's name. Below: the dice still in
the pyramid (the rolled ones dashed), the leg-bet tiles left and every player's coins, leg
bets and desert tile.

Second edition (`"edition": 2` in the document): camels have a head, racing camels facing
the finish and the crazy camels (black, white) facing backward; spectator tiles show +1
(cheering) or −1 (booing); a unit carried back over the start line stands in a column
before space 1; the pyramid holds the grey die too.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

from assistant.i18n import Translator
from assistant.messages import N_, Plural
from assistant.render.svg.common import INK, MUTED, headed_document, ink_on, sub, text

TRACK = 16
SPACE = 58.0
CAMEL_W = 48.0
CAMEL_H = 20.0
LEFT = 20.0
TRACK_TOP = 84.0
STACK_BOTTOM = TRACK_TOP + 130.0
TRACK_BOTTOM = TRACK_TOP + 152.0

CAMEL_FILL: dict[str, str] = {
    "blue": "#2f6fd6",
    "green": "#2e9d49",
    "orange": "#f08a24",
    "yellow": "#f7d33b",
    "white": "#f7f7f2",
}
CAMEL_LETTER: dict[str, str] = {
    "blue": "B",
    "green": "G",
    "orange": "O",
    "yellow": "Y",
    "white": "W",
}
CAMEL_NAMES: dict[str, str] = {
    "blue": N_("blue"),
    "green": N_("green"),
    "orange": N_("orange"),
    "yellow": N_("yellow"),
    "white": N_("white"),
}
# The second edition's colours (its dice in their order: five racing, then grey).
FILL_2: dict[str, str] = {
    "blue": "#2f6fd6",
    "green": "#2e9d49",
    "yellow": "#f7d33b",
    "red": "#d63a2f",
    "purple": "#8a4fc2",
    "grey": "#9b9b9b",
    "black": "#222222",
    "white": "#f7f7f2",
}
LETTER_2: dict[str, str] = {
    "blue": "B",
    "green": "G",
    "yellow": "Y",
    "red": "R",
    "purple": "P",
    "grey": "±",
    "black": "K",
    "white": "W",
}
NAMES_2: dict[str, str] = {
    "blue": N_("blue"),
    "green": N_("green"),
    "yellow": N_("yellow"),
    "red": N_("red"),
    "purple": N_("purple"),
    "grey": N_("grey"),
    "black": N_("black"),
    "white": N_("white"),
}
DICE_2 = ("blue", "green", "yellow", "red", "purple", "grey")
CRAZY = ("black", "white")
CHEERING = "#d9ecf7"
BOOING = "#efd6d6"
SAND = "#f4e6bf"
SAND_EDGE = "#c2a56b"
OASIS = "#cfe8c6"
MIRAGE = "#e6d3b3"

_SPACE = re.compile(r"^\s*(-?\d+)\s*:\s*(.*)$")


def stacks(notation: str) -> dict[int, list[str]]:
    """`"1:green,yellow 3:blue"` -> {1: ["green", "yellow"], 3: ["blue"]}, bottom to top."""
    found: dict[int, list[str]] = {}
    for part in re.split(r"[\s;]+(?=-?\d+\s*:)", notation.strip()):
        match = _SPACE.match(part)
        if match is None:
            continue
        colours = [c.strip() for c in match.group(2).split(",") if c.strip()]
        found[int(match.group(1))] = colours
    return found


def space_x(space: int, shift: float = 0.0) -> float:
    """The left edge of a space (spaces past 16 are the finish columns); `shift` makes room
    for columns behind the start (second edition)."""
    x = LEFT + shift + (space - 1) * SPACE
    if space > TRACK:
        x += 14
    if space < 1:
        x -= 14
    return x


def picture(doc: Mapping[str, Any], t: Translator, session: str = "") -> ET.Element:
    """The track of a game of Camel Up (`doc` is the state's JSON document)."""
    camels = stacks(doc["camels"])
    second = doc.get("edition") == 2
    last = max([TRACK + 1, *camels])
    first = min([1, *camels])
    shift = (1 - first) * SPACE + (14 if first < 1 else 0)
    players: list[dict[str, Any]] = list(doc["players"])
    width = space_x(last, shift) + SPACE + LEFT
    players_top = TRACK_BOTTOM + 148
    height = players_top + 26 * len(players) + 16
    game = t(N_("Camel Up, second edition")) if second else t(N_("Camel Up"))
    names = [p["name"] for p in players]
    root = headed_document(
        width,
        height,
        game,
        session,
        t(N_("The camel track of {game}: {players}."), game=game, players=t.join(names)),
        _status_line(doc, t),
        LEFT,
    )

    found = doc["spectator_tiles"] if second else doc["desert_tiles"]
    tiles = {tile["space"]: tile for tile in found}
    track = sub(root, "g", class_="track")
    for space in range(first, last + 1):
        x = space_x(space, shift)
        group = sub(track, "g", id=f"space-{space}", class_="space")
        finish = space > TRACK or space < 1
        sub(
            group,
            "rect",
            x=x + 2,
            y=TRACK_TOP,
            width=SPACE - 4,
            height=TRACK_BOTTOM - TRACK_TOP,
            rx=5,
            fill="#ffffff" if finish else SAND,
            stroke=SAND_EDGE,
            stroke_dasharray="4 3" if finish else None,
        )
        text(
            group,
            x + SPACE / 2,
            TRACK_BOTTOM - 6,
            str(space),
            size=13,
            anchor="middle",
            weight="bold",
            fill=MUTED if finish else INK,
        )
        tile = tiles.get(space)
        if tile is not None:
            _tile(group, x, tile, t)
        for level, colour in enumerate(camels.get(space, [])):
            y = STACK_BOTTOM - (level + 1) * CAMEL_H
            if second:
                _camel_2(group, x + (SPACE - CAMEL_W) / 2, y, colour, marks(t, second))
            else:
                _camel(group, x + (SPACE - CAMEL_W) / 2, y, colour, marks(t, second))
    _finish_line(root, t, shift)
    if first < 1:
        _start_line(root, t, shift)
    _dice_and_bets(root, doc, t, TRACK_BOTTOM + 34)
    _players(root, doc, t, players_top)
    return root


def marks(t: Translator, second: bool) -> dict[str, str]:
    """What is written on each camel, die and tile besides its colour: the English initial,
    else the first letters of the colour's name in the reader's language (`Ble`, `Bla`:
    initials would clash in French and Italian)."""
    letters = LETTER_2 if second else CAMEL_LETTER
    if t.lang == "en":
        return letters
    names = NAMES_2 if second else CAMEL_NAMES
    return {
        colour: letter if colour == "grey" else t.gettext(names[colour])[:3].capitalize()
        for colour, letter in letters.items()
    }


def _camel(parent: ET.Element, x: float, y: float, colour: str, mark: Mapping[str, str]) -> None:
    fill = CAMEL_FILL.get(colour, "#cccccc")
    group = sub(parent, "g", class_=f"camel {colour}")
    sub(
        group,
        "rect",
        x=x,
        y=y + 1,
        width=CAMEL_W,
        height=CAMEL_H - 2,
        rx=4,
        fill=fill,
        stroke=INK,
        stroke_width=1,
    )
    text(
        group,
        x + CAMEL_W / 2,
        y + CAMEL_H - 6,
        mark.get(colour, colour[:1].upper()),
        size=12,
        anchor="middle",
        weight="bold",
        fill=ink_on(fill),
    )


def _camel_2(parent: ET.Element, x: float, y: float, colour: str, mark: Mapping[str, str]) -> None:
    """A camel of the second edition: racing camels face the finish (head on the right),
    crazy camels face backward (head on the left, the body outlined in dashes)."""
    fill = FILL_2.get(colour, "#cccccc")
    crazy = colour in CRAZY
    group = sub(parent, "g", class_=f"camel {colour}" + (" crazy" if crazy else ""))
    body_x = x + (6 if crazy else 0)
    sub(
        group,
        "rect",
        x=body_x,
        y=y + 1,
        width=CAMEL_W - 6,
        height=CAMEL_H - 2,
        rx=4,
        fill=fill,
        stroke=INK,
        stroke_width=1,
        stroke_dasharray="3 2" if crazy else None,
    )
    tip, base = (x, x + 7) if crazy else (x + CAMEL_W, x + CAMEL_W - 7)
    sub(
        group,
        "polygon",
        class_="head",
        points=f"{base},{y + 3} {tip},{y + 7} {base},{y + 11}",
        fill=fill,
        stroke=INK,
        stroke_width=1,
    )
    text(
        group,
        body_x + (CAMEL_W - 6) / 2,
        y + CAMEL_H - 6,
        mark.get(colour, colour[:1].upper()),
        size=12,
        anchor="middle",
        weight="bold",
        fill=ink_on(fill),
    )


def _tile(parent: ET.Element, x: float, tile: Mapping[str, Any], t: Translator) -> None:
    """A desert tile: +1 oasis or −1 mirage, with its owner's name; a spectator tile of the
    second edition: +1 cheering or −1 booing, rounder."""
    side = tile["side"]
    spectator = side in ("cheering", "booing")
    plus = side in ("oasis", "cheering")
    words = {
        "oasis": N_("oasis"),
        "mirage": N_("mirage"),
        "cheering": N_("cheering"),
        "booing": N_("booing"),
    }
    group = sub(parent, "g", class_=f"tile spectator {side}" if spectator else f"tile {side}")
    sub(
        group,
        "rect",
        x=x + 5,
        y=STACK_BOTTOM - 54,
        width=SPACE - 10,
        height=52,
        rx=10 if spectator else 4,
        fill=(CHEERING if plus else BOOING) if spectator else (OASIS if plus else MIRAGE),
        stroke=INK,
        stroke_dasharray=None if plus else "3 2",
    )
    centre = x + SPACE / 2
    mark = "+1" if plus else "−1"
    text(group, centre, STACK_BOTTOM - 32, mark, size=16, anchor="middle", weight="bold")
    shown = t(words[side])
    text(group, centre, STACK_BOTTOM - 19, shown, size=9, anchor="middle", fit=SPACE - 14)
    owner = str(tile.get("owner") or "")
    text(
        group,
        centre,
        STACK_BOTTOM - 7,
        owner,
        size=9,
        anchor="middle",
        weight="bold",
        fit=SPACE - 14,
    )


def _start_line(root: ET.Element, t: Translator, shift: float) -> None:
    """A line before space 1, when a crazy camel has carried a unit back over it."""
    x = space_x(1, shift) - 8
    sub(
        root,
        "rect",
        class_="start",
        x=x,
        y=TRACK_TOP,
        width=4,
        height=TRACK_BOTTOM - TRACK_TOP,
        fill=INK,
    )
    text(root, x + 2, TRACK_TOP - 8, t(N_("start")), size=11, anchor="end", weight="bold")


def _finish_line(root: ET.Element, t: Translator, shift: float = 0.0) -> None:
    """A checkered strip between space 16 and the finish columns."""
    x = space_x(TRACK + 1, shift) - 12
    group = sub(root, "g", class_="finish")
    size = 5.0
    rows = int((TRACK_BOTTOM - TRACK_TOP) // size)
    for row in range(rows):
        for col in range(2):
            if (row + col) % 2 == 0:
                sub(
                    group,
                    "rect",
                    x=x + col * size,
                    y=TRACK_TOP + row * size,
                    width=size,
                    height=size,
                    fill=INK,
                )
    text(root, x + 5, TRACK_TOP - 8, t(N_("finish")), size=11, anchor="start", weight="bold")


def _dice_and_bets(root: ET.Element, doc: Mapping[str, Any], t: Translator, top: float) -> None:
    group = sub(root, "g", class_="pyramid")
    text(group, LEFT, top, t(N_("Dice in the pyramid")), size=12, weight="bold")
    left = set(doc["dice_left"])
    second = doc.get("edition") == 2
    fills = {c: FILL_2[c] for c in DICE_2} if second else CAMEL_FILL
    letters = marks(t, second)
    names = NAMES_2 if second else CAMEL_NAMES
    x = LEFT
    for colour, fill in fills.items():
        rolled = colour not in left
        die = sub(group, "g", class_=f"die {colour}" + (" rolled" if rolled else ""))
        sub(
            die,
            "rect",
            x=x,
            y=top + 10,
            width=30,
            height=30,
            rx=5,
            fill="#ffffff" if rolled else fill,
            stroke=MUTED if rolled else INK,
            stroke_dasharray="3 2" if rolled else None,
        )
        text(
            die,
            x + 15,
            top + 30,
            letters[colour],
            size=13,
            anchor="middle",
            weight="bold",
            fill=MUTED if rolled else ink_on(fill),
        )
        text(die, x + 15, top + 54, t(names[colour]), size=9, anchor="middle", fit=44)
        x += 48
    text(group, LEFT, top + 72, t(N_("dashed: rolled in this leg")), size=10, fill=MUTED)

    bets = sub(root, "g", class_="leg-tiles")
    x = LEFT + (310 if second else 290)
    title = (
        N_("Betting tickets left (top first)") if second else N_("Leg-bet tiles left (top first)")
    )
    text(bets, x, top, t(title), size=12, weight="bold")
    for colour, values in doc["leg_tiles"].items():
        fill = (FILL_2 if second else CAMEL_FILL).get(colour, "#cccccc")
        sub(bets, "rect", x=x, y=top + 10, width=30, height=30, rx=3, fill=fill, stroke=INK)
        label = str(values[0]) if values else "—"
        ink = ink_on(fill)
        text(bets, x + 15, top + 32, label, size=14, anchor="middle", weight="bold", fill=ink)
        text(bets, x + 3, top + 19, letters.get(colour, "?"), size=8, fill=ink)
        rest = " ".join(str(v) for v in values[1:])
        text(bets, x + 15, top + 54, rest, size=10, anchor="middle", fill=MUTED)
        x += 48


def _players(root: ET.Element, doc: Mapping[str, Any], t: Translator, top: float) -> None:
    group = sub(root, "g", class_="players")
    text(group, LEFT, top - 22, t(N_("Players")), size=12, weight="bold")
    y = top
    second = doc.get("edition") == 2
    fills = FILL_2 if second else CAMEL_FILL
    letters = marks(t, second)
    for player in doc["players"]:
        row = sub(group, "g", class_="player")
        if player["name"] == doc.get("current_player"):
            sub(
                row,
                "polygon",
                points=f"{LEFT},{y - 11} {LEFT + 9},{y - 6} {LEFT},{y - 1}",
                fill=INK,
            )
        text(row, LEFT + 14, y, player["name"], size=13, weight="bold", fit=120)
        coins = Plural("{n} coin", "{n} coins", int(player["money"]))
        text(row, LEFT + 140, y, t(coins), size=12)
        x = LEFT + 230
        for colour, face in player["leg_bets"]:
            fill = fills.get(colour, "#cccccc")
            sub(row, "rect", x=x, y=y - 14, width=30, height=18, rx=3, fill=fill, stroke=INK)
            label = f"{letters.get(colour, '?')}{face}"
            text(
                row,
                x + 15,
                y - 1,
                label,
                size=11,
                anchor="middle",
                weight="bold",
                fill=ink_on(fill),
            )
            x += 34
        tile = player.get("desert_tile")
        extra = []
        if tile is not None:
            side = t(N_("oasis")) if tile["side"] == "oasis" else t(N_("mirage"))
            extra.append(t(N_("desert tile: {side} on {space}"), side=side, space=tile["space"]))
        spectator = player.get("spectator_tile")
        if spectator is not None:
            side = t(N_("cheering")) if spectator["side"] == "cheering" else t(N_("booing"))
            extra.append(
                t(N_("spectator tile: {side} on {space}"), side=side, space=spectator["space"])
            )
        if second and player.get("pyramid_tiles"):
            extra.append(
                t(Plural("{n} pyramid ticket", "{n} pyramid tickets", player["pyramid_tiles"]))
            )
        elif player.get("pyramid_tiles"):
            extra.append(
                t(Plural("{n} pyramid tile", "{n} pyramid tiles", player["pyramid_tiles"]))
            )
        if player.get("partner"):
            extra.append(t(N_("partner: {player}"), player=player["partner"]))
        if extra:
            text(row, max(x + 8, LEFT + 360), y, " · ".join(extra), size=11, fill=MUTED)
        y += 26


def _status_line(doc: Mapping[str, Any], t: Translator) -> str:
    if doc.get("finished"):
        winners = doc.get("winners") or []
        if winners:
            return t(
                Plural(
                    "The race is over; {winners} wins.",
                    "The race is over; {winners} win.",
                    len(winners),
                    winners=t.join(winners),
                )
            )
        return t(N_("The race is over."))
    parts = [t(N_("Leg {leg}"), leg=doc["leg"])]
    if doc.get("current_player"):
        parts.append(t(N_("{player} to play"), player=doc["current_player"]))
    piles = doc.get("race_piles") or {}
    for pile, label in (("winner", N_("winner pile")), ("loser", N_("loser pile"))):
        cards = len(piles.get(pile) or [])
        if cards:
            count = t(Plural("{n} card", "{n} cards", cards))
            parts.append(t.typography(f"{t(label)}: {count}"))
    return " · ".join(parts)
