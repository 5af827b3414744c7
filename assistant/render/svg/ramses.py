"""Ramsès as a picture: each player's won cards and tokens.

Drawn from the state's JSON document (`status --json`). One row per player: the name and the
points, every card won (its value large, its treasure below), the egyptologist tokens (the
hats on each), the scarabs left and the mummy. The solo game shows the title earned and the
cards thrown out.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from typing import Any

from assistant.i18n import Translator
from assistant.messages import N_, Plural
from assistant.render.svg.common import INK, MUTED, headed_document, sub, text

LEFT = 20.0
CARD_W = 44.0
CARD_H = 58.0
CARD_GAP = 5.0
NAME_W = 130.0
ROW = 96.0

#: A card's value shades its face: the deeper the gold, the more it is worth.
VALUE_FILL: dict[int, str] = {1: "#fbf3d5", 2: "#f6e3a1", 3: "#edc967", 4: "#d9a832"}
TREASURE_NAMES: dict[str, str] = {
    "crown": N_("crown"),
    "mask": N_("mask"),
    "vase": N_("vase"),
    "lamp": N_("lamp"),
    "ring": N_("ring"),
    "dagger": N_("dagger"),
    "amulet": N_("amulet"),
    "goblet": N_("goblet"),
    "statue": N_("statue"),
    "papyrus": N_("papyrus"),
    "bracelet": N_("bracelet"),
    "necklace": N_("necklace"),
}
MODE_NAMES: dict[str, str] = {
    "base": N_("base game"),
    "advanced": N_("advanced game"),
    "solo": N_("solo game"),
}
TITLE_NAMES: dict[str, str] = {
    "pharaoh": N_("Pharaoh"),
    "high-priest": N_("High Priest"),
    "grand-vizier": N_("Grand Vizier"),
    "architect": N_("Architect"),
    "guard": N_("Guard"),
    "embalmer": N_("Embalmer"),
    "scribe": N_("Scribe"),
    "peasant": N_("Peasant"),
    "nile-boatman": N_("Nile Boatman"),
    "camel-driver": N_("Camel Driver"),
    "water-carrier": N_("Water Carrier"),
    "desert-beetle": N_("Desert Beetle"),
}


def picture(doc: Mapping[str, Any], t: Translator, session: str = "") -> ET.Element:
    """Every player's cards and tokens (`doc` is the state's JSON document)."""
    players: list[dict[str, Any]] = list(doc["players"])
    most = max([8, *(int(p["cards"]) for p in players)])
    width = LEFT * 2 + NAME_W + most * (CARD_W + CARD_GAP)
    solo = doc.get("mode") == "solo"
    discarded = list(doc.get("discarded") or [])
    height = 74 + len(players) * ROW + (ROW if solo and discarded else 0) + 10
    if solo and discarded:
        width = max(width, LEFT * 2 + NAME_W + len(discarded) * (CARD_W * 0.7 + 3))
    game = t(N_("Ramsès"))
    names = [p["name"] for p in players]
    root = headed_document(
        width,
        height,
        game,
        session,
        t(N_("The cards won in {game}: {players}."), game=game, players=t.join(names)),
        _status_line(doc, t),
        LEFT,
    )

    y = 74.0
    for player in players:
        row = sub(root, "g", class_="player")
        sub(row, "line", x1=LEFT, y1=y - 8, x2=width - LEFT, y2=y - 8, stroke="#dddddd")
        text(row, LEFT, y + 14, player["name"], size=14, weight="bold", fit=NAME_W - 8)
        total = player.get("total", player.get("points", 0))
        cards = Plural("{n} card", "{n} cards", int(player["cards"]))
        if total is None:  # hidden information: the cards lie face down until the end
            text(row, LEFT, y + 32, t(cards), size=12)
        else:
            text(row, LEFT, y + 32, t(Plural("{n} point", "{n} points", int(total))), size=12)
            text(row, LEFT, y + 48, t(cards), size=11, fill=MUTED)
        x = LEFT + NAME_W
        won = player.get("won")
        for card in won if won is not None else [None] * int(player["cards"]):
            if card is None:
                _back(row, x, y)
            else:
                _card(row, x, y, card, t)
            x += CARD_W + CARD_GAP
        _tokens(row, player, t, LEFT + NAME_W, y + CARD_H + 20)
        y += ROW
    if solo and discarded:
        group = sub(root, "g", class_="discarded")
        sub(group, "line", x1=LEFT, y1=y - 8, x2=width - LEFT, y2=y - 8, stroke="#dddddd")
        text(group, LEFT, y + 14, t(N_("Thrown out")), size=13, weight="bold", fit=NAME_W - 8)
        text(
            group,
            LEFT,
            y + 32,
            t(Plural("{n} card", "{n} cards", len(discarded))),
            size=11,
            fill=MUTED,
        )
        x = LEFT + NAME_W
        for card in discarded:
            _card(group, x, y, card, t, scale=0.7, faded=True)
            x += CARD_W * 0.7 + 3
    return root


def _card(
    parent: ET.Element,
    x: float,
    y: float,
    card: Mapping[str, Any],
    t: Translator,
    scale: float = 1.0,
    faded: bool = False,
) -> None:
    """A treasure card: the value large, the treasure's name small."""
    value = card.get("value")
    treasure = str(card.get("treasure") or "")
    group = sub(parent, "g", class_=f"card {treasure}", opacity=0.6 if faded else None)
    w, h = CARD_W * scale, CARD_H * scale
    fill = VALUE_FILL.get(value, "#eeeeee") if isinstance(value, int) else "#eeeeee"
    sub(group, "rect", x=x, y=y, width=w, height=h, rx=4, fill=fill, stroke=INK, stroke_width=0.8)
    text(
        group,
        x + w / 2,
        y + h * 0.52,
        "?" if value is None else str(value),
        size=22 * scale,
        anchor="middle",
        weight="bold",
    )
    name = t(TREASURE_NAMES.get(treasure, treasure))
    text(group, x + w / 2, y + h - 6 * scale, name, size=8 * scale, anchor="middle", fit=w - 4)


def _back(parent: ET.Element, x: float, y: float) -> None:
    """A card won, face down (the hidden-information option): no value, no treasure."""
    group = sub(parent, "g", class_="card face-down")
    sub(group, "rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=4, fill="#6d4c41", stroke=INK)
    sub(
        group,
        "rect",
        x=x + 5,
        y=y + 5,
        width=CARD_W - 10,
        height=CARD_H - 10,
        rx=2,
        fill="none",
        stroke="#d9a832",
        stroke_width=1.2,
    )


def _tokens(
    parent: ET.Element, player: Mapping[str, Any], t: Translator, x: float, y: float
) -> None:
    """Egyptologist tokens (hats), scarabs left, the mummy."""
    parts: list[str] = []
    tokens = list(player.get("tokens") or [])
    for hats in tokens:
        sub(parent, "circle", cx=x + 8, cy=y - 4, r=8, fill="#8d6e63", stroke=INK, stroke_width=0.8)
        text(parent, x + 8, y, str(hats), size=10, anchor="middle", weight="bold", fill="#ffffff")
        x += 20
    if tokens:
        hats = int(player.get("egyptologists", sum(tokens)))
        parts.append(t(Plural("{n} hat", "{n} hats", hats)))
    if "scarabs_left" in player:
        scarabs = int(player["scarabs_left"])
        parts.append(t(Plural("{n} scarab left", "{n} scarabs left", scarabs)))
    if player.get("mummy"):
        parts.append(t(N_("mummy")))
    if player.get("bonus"):
        parts.append(t(N_("bonus {n}"), n=player["bonus"]))
    if parts:
        text(parent, x + 6, y, " · ".join(parts), size=11, fill=MUTED)


def _status_line(doc: Mapping[str, Any], t: Translator) -> str:
    mode = str(doc.get("mode") or "")
    parts = [t(MODE_NAMES[mode])] if mode in MODE_NAMES else []
    score = doc.get("score") or {}
    solo = score.get("solo")
    if solo and solo.get("title"):
        title = t(TITLE_NAMES.get(solo["title"], solo["title"]))
        parts.append(t(N_("title earned: {title}"), title=title))
    winners = score.get("winners") or []
    if doc.get("finished") and winners:
        parts.append(
            t(
                Plural(
                    "{winners} wins.",
                    "{winners} win.",
                    len(winners),
                    winners=t.join(winners),
                )
            )
        )
    elif doc.get("current_player"):
        parts.append(t(N_("{player} to play"), player=doc["current_player"]))
    if doc.get("hidden"):
        parts.append(t(N_("cards won face down")))
    deck = doc.get("deck") or {}
    if "left" in deck:
        parts.append(t(Plural("{n} card left", "{n} cards left", int(deck["left"]))))
    return " · ".join(parts)
