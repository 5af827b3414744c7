"""The moves of Der Schatz des Pharao: their JSON form (for the journal), their description
and the CLI's words for them.

Every move names the player who makes it. `move_from_json(move_to_json(m)) == m` and
`parse_move(format_move(m), state) == m` for every move. The JSON form is what the journal
stores, one object per accepted move: `{"player", "type", ...}`. Journals written before the
game contract say `"action"` instead of `"type"`; both are read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from assistant.games.base import InvalidMoveError
from assistant.games.pharao.state import (
    CARD_NAMES,
    PROTECTION,
    SPEC,
    SYMBOLS,
    Card,
    listing,
)
from assistant.messages import N_, Msg, Plural


@dataclass(frozen=True)
class Draw:
    """Take 1 or 2 cards from the draw pile."""

    player: str
    count: int


@dataclass(frozen=True)
class Swap:
    """Discard 1 or 2 cards from the hand, then draw as many."""

    player: str
    count: int


@dataclass(frozen=True)
class PlayEquipment:
    """Put an equipment card (symbol and printed value) on the display."""

    player: str
    symbol: str
    value: int


@dataclass(frozen=True)
class PlaySpell:
    """Play a spell: the marker may move (`marker` None: it stays), then play again."""

    player: str
    marker: str | None = None


@dataclass(frozen=True)
class PlayCurse:
    """Play a curse; `discards` names what a player gives up when they have a choice."""

    player: str
    discards: tuple[tuple[str, Card], ...] = ()


@dataclass(frozen=True)
class PlayProtection:
    """Put a protection on the display."""

    player: str


@dataclass(frozen=True)
class MoveMarker:
    """After an exact hit: move the marker of the pharaoh card to `symbol`."""

    player: str
    symbol: str


Move = Draw | Swap | PlayEquipment | PlaySpell | PlayCurse | PlayProtection | MoveMarker


def card_from_json(data: Any) -> Card:
    """`["ladder", 3]` or `["protection", null]` -> a `Card`."""
    if not isinstance(data, (list, tuple)) or len(data) != 2:
        raise _bad(data)
    kind, value = data
    if kind == PROTECTION and value is None:
        return Card(PROTECTION)
    if kind in SYMBOLS and isinstance(value, int) and not isinstance(value, bool):
        return Card(kind, value)
    raise _bad(data)


def _bad(data: Any) -> InvalidMoveError:
    return InvalidMoveError(
        Msg(N_("Not a move of this game: {data}."), {"data": str(data)}), SPEC.rule("turn")
    )


def move_to_json(move: Move) -> dict[str, Any]:
    match move:
        case Draw(player, count):
            return {"player": player, "type": "draw", "count": count}
        case Swap(player, count):
            return {"player": player, "type": "swap", "count": count}
        case PlayEquipment(player, symbol, value):
            return {"player": player, "type": "play", "card": symbol, "value": value}
        case PlaySpell(player, marker):
            return {"player": player, "type": "play", "card": "spell", "marker": marker}
        case PlayCurse(player, discards):
            return {
                "player": player,
                "type": "play",
                "card": "curse",
                "discards": [[name, card.to_json()] for name, card in discards],
            }
        case PlayProtection(player):
            return {"player": player, "type": "play", "card": PROTECTION}
        case MoveMarker(player, symbol):
            return {"player": player, "type": "marker", "symbol": symbol}
    raise _bad(move)  # pragma: no cover - every move is matched above


def move_from_json(data: Mapping[str, Any]) -> Move:
    """The move stored as `data`; `"action"` (journals written before `"type"`) is read too."""
    player = data.get("player")
    action = data.get("type", data.get("action"))
    if not isinstance(player, str):
        raise _bad(dict(data))
    if action in ("draw", "swap") and isinstance(data.get("count"), int):
        return (Draw if action == "draw" else Swap)(player, int(data["count"]))
    if action == "marker" and data.get("symbol") in SYMBOLS:
        return MoveMarker(player, str(data["symbol"]))
    if action == "play":
        card = data.get("card")
        if card in SYMBOLS and isinstance(data.get("value"), int):
            return PlayEquipment(player, str(card), int(data["value"]))
        if card == "spell":
            marker = data.get("marker")
            if marker is None or marker in SYMBOLS:
                return PlaySpell(player, marker)
        if card == "curse":
            raw = data.get("discards") or []
            discards = tuple(
                (str(item[0]), card_from_json(item[1]))
                for item in raw
                if isinstance(item, (list, tuple)) and len(item) == 2
            )
            if len(discards) == len(raw):
                return PlayCurse(player, discards)
        if card == PROTECTION:
            return PlayProtection(player)
    raise _bad(dict(data))


def symbol_msg(symbol: str) -> Msg:
    return Msg(CARD_NAMES[symbol])


def describe(move: Move) -> Msg:
    """What the move was, in words (for `assistant log`)."""
    match move:
        case Draw(_, count):
            return Plural("draws {n} card", "draws {n} cards", count)
        case Swap(_, count):
            return Plural("swaps {n} card", "swaps {n} cards", count)
        case PlayEquipment(_, symbol, value):
            return Msg(N_("plays {card}"), {"card": Card(symbol, value).msg()})
        case PlaySpell(_, None):
            return Msg(N_("plays a spell and leaves the marker where it is"))
        case PlaySpell(_, marker) if marker is not None:
            return Msg(
                N_("plays a spell and moves the marker to {symbol}"),
                {"symbol": symbol_msg(marker)},
            )
        case PlayCurse(_, ()):
            return Msg(N_("plays a curse"))
        case PlayCurse(_, discards):
            chosen = [
                Msg(N_("{player} gives up {card}"), {"player": name, "card": card.msg()})
                for name, card in discards
            ]
            return Msg(N_("plays a curse ({choices})"), {"choices": listing(chosen)})
        case PlayProtection(_):
            return Msg(N_("plays a protection"))
        case MoveMarker(_, symbol):
            # neutral: the marker may stay where it is (`laisse le pion où il est`)
            return Msg(N_("puts the marker on {symbol}"), {"symbol": symbol_msg(symbol)})
    raise _bad(move)  # pragma: no cover


def attempt(move: Move) -> Msg:
    """The move as an infinitive phrase after `can` (`play rope 6`), for `check`."""
    match move:
        case Draw(_, count):
            return Plural("draw {n} card", "draw {n} cards", count)
        case Swap(_, count):
            return Plural("swap {n} card", "swap {n} cards", count)
        case PlayEquipment(_, symbol, value):
            return Msg(N_("play {card}"), {"card": Card(symbol, value).msg()})
        case PlaySpell(_, None):
            return Msg(N_("play a spell and leave the marker where it is"))
        case PlaySpell(_, marker) if marker is not None:
            return Msg(
                N_("play a spell and move the marker to {symbol}"),
                {"symbol": symbol_msg(marker)},
            )
        case PlayCurse(_, ()):
            return Msg(N_("play a curse"))
        case PlayCurse(_, discards):
            chosen = [
                Msg(N_("{player} gives up {card}"), {"player": name, "card": card.msg()})
                for name, card in discards
            ]
            return Msg(N_("play a curse ({choices})"), {"choices": listing(chosen)})
        case PlayProtection(_):
            return Msg(N_("play a protection"))
        case MoveMarker(_, symbol):
            return Msg(N_("put the marker on {symbol}"), {"symbol": symbol_msg(symbol)})
    raise _bad(move)  # pragma: no cover
