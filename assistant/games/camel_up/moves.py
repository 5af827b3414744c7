"""Moves of Camel Up and the two notations: camel positions and desert tiles.

A position is written `SPACE:camels` with the camels of a space bottom to top, groups
separated by spaces: `1:green,yellow,orange 3:blue,white`. Desert tiles are written
`SPACE:side`: `7:mirage 11:oasis`. `parse_*` and `format_*` are paired and round-trip on
canonical ids; the parsers take an optional resolver so a front end can accept colour and
side names in other languages (the default accepts the canonical English ids only).

Moves are value types; each carries the acting player (`None` only for `Reveal` made by the
scorekeeper for the whole table) and round-trips through JSON.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from assistant.games.base import InvalidMoveError
from assistant.games.camel_up.state import (
    COLOURS,
    GAME_ID,
    PILES,
    SIDES,
    Position,
    colour_msg,
    pile_msg,
    side_msg,
)
from assistant.messages import N_, Msg

Resolver = Callable[[str], str]


class NotationError(ValueError):
    """A position or tile list that cannot be read; `msg` says where."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(msg.english())
        self.msg = msg


def _exact(choices: tuple[str, ...], what: str) -> Resolver:
    def resolve(word: str) -> str:
        key = word.strip().lower()
        if key in choices:
            return key
        raise NotationError(
            Msg(
                N_("Unknown {what} “{word}” (expected one of {choices})."),
                {"what": Msg(what), "word": word, "choices": ", ".join(choices)},
            )
        )

    return resolve


_GROUP = re.compile(r"^\s*(\d+)\s*:\s*(.+?)\s*$")


def _groups(text: str) -> list[tuple[int, str]]:
    """`"1:a,b 3:c"` -> [(1, "a,b"), (3, "c")]; spaces after commas are allowed."""
    compact = re.sub(r"\s*([,:])\s*", r"\1", text.strip())
    if not compact:
        return []
    result = []
    for chunk in compact.split():
        match = _GROUP.match(chunk)
        if match is None:
            raise NotationError(
                Msg(
                    N_("Cannot read “{chunk}”: write SPACE:NAMES, for example {example}."),
                    {"chunk": chunk, "example": "3:blue,white"},
                )
            )
        result.append((int(match.group(1)), match.group(2)))
    return result


def parse_position(text: str, colour: Resolver | None = None) -> Position:
    """Read `1:green,yellow,orange 3:blue,white` (bottom to top) into a `Position`.

    Only the notation is checked here (and that a space is not written twice); whether the
    position is a legal start is for the rules.

    :raises NotationError: the text is not in the notation or names an unknown colour.
    """
    resolve = colour or _exact(COLOURS, N_("colour"))
    stacks: dict[int, tuple[str, ...]] = {}
    for space, names in _groups(text):
        if space in stacks:
            raise NotationError(Msg(N_("Space {space} is written twice."), {"space": space}))
        stacks[space] = tuple(resolve(name) for name in names.split(",") if name.strip())
    return Position(tuple(sorted(stacks.items())))


def format_position(position: Position) -> str:
    return " ".join(f"{space}:{','.join(stack)}" for space, stack in position.stacks)


def parse_tiles(text: str, side: Resolver | None = None) -> tuple[tuple[int, str], ...]:
    """Read `7:mirage 11:oasis` into `((7, "mirage"), (11, "oasis"))`.

    :raises NotationError: the text is not in the notation or names an unknown side.
    """
    resolve = side or _exact(SIDES, N_("side"))
    result: dict[int, str] = {}
    for space, name in _groups(text):
        if space in result:
            raise NotationError(Msg(N_("Space {space} is written twice."), {"space": space}))
        result[space] = resolve(name)
    return tuple(sorted(result.items()))


def format_tiles(tiles: tuple[tuple[int, str], ...]) -> str:
    return " ".join(f"{space}:{side}" for space, side in tiles)


# -- moves ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bet:
    """Take the top leg-bet tile of a colour."""

    player: str
    colour: str


@dataclass(frozen=True)
class Desert:
    """Place the player's desert tile on a space, or move it there, on one side."""

    player: str
    space: int
    side: str


@dataclass(frozen=True)
class Roll:
    """Take a pyramid tile; the die of `colour` came out showing `value`."""

    player: str
    colour: str
    value: int


@dataclass(frozen=True)
class RaceBet:
    """Put a race card on the winner or loser pile; `colour` None means face down."""

    player: str
    pile: str
    colour: str | None = None


@dataclass(frozen=True)
class Reveal:
    """The colours of face-down cards of a pile, in placement order.

    `player` None: every face-down card of the pile; a name: only that player's.
    """

    player: str | None
    pile: str
    colours: tuple[str, ...]


Move = Bet | Desert | Roll | RaceBet | Reveal

KINDS: dict[str, type[Any]] = {
    "bet": Bet,
    "desert": Desert,
    "roll": Roll,
    "race": RaceBet,
    "reveal": Reveal,
}


def move_to_json(move: Move) -> dict[str, Any]:
    if isinstance(move, Bet):
        return {"type": "bet", "player": move.player, "colour": move.colour}
    if isinstance(move, Desert):
        return {"type": "desert", "player": move.player, "space": move.space, "side": move.side}
    if isinstance(move, Roll):
        return {"type": "roll", "player": move.player, "colour": move.colour, "value": move.value}
    if isinstance(move, RaceBet):
        return {"type": "race", "player": move.player, "pile": move.pile, "colour": move.colour}
    return {
        "type": "reveal",
        "player": move.player,
        "pile": move.pile,
        "colours": list(move.colours),
    }


def move_from_json(data: Mapping[str, Any]) -> Move:
    """The move recorded as `data` by `move_to_json`.

    :raises InvalidMoveError: `data` is not a Camel Up move.
    """
    try:
        kind = data["type"]
        if kind == "bet":
            return Bet(str(data["player"]), str(data["colour"]))
        if kind == "desert":
            return Desert(str(data["player"]), int(data["space"]), str(data["side"]))
        if kind == "roll":
            return Roll(str(data["player"]), str(data["colour"]), int(data["value"]))
        if kind == "race":
            colour = data.get("colour")
            return RaceBet(
                str(data["player"]), str(data["pile"]), None if colour is None else str(colour)
            )
        if kind == "reveal":
            player = data.get("player")
            return Reveal(
                None if player is None else str(player),
                str(data["pile"]),
                tuple(str(c) for c in data["colours"]),
            )
    except (KeyError, TypeError, ValueError):
        pass
    raise InvalidMoveError(
        Msg(N_("Not a Camel Up move: {data}"), {"data": dict(data)}), f"{GAME_ID}/turn"
    )


def describe(move: Move) -> Msg:
    """What the move did, in a few words, for `assistant log`."""
    if isinstance(move, Bet):
        return Msg(N_("takes the top {colour} leg-bet tile"), {"colour": colour_msg(move.colour)})
    if isinstance(move, Desert):
        return Msg(
            N_("puts the desert tile on space {space}, {side} side"),
            {"space": move.space, "side": side_msg(move.side)},
        )
    if isinstance(move, Roll):
        return Msg(
            N_("takes a pyramid tile: the {colour} die shows {value}"),
            {"colour": colour_msg(move.colour), "value": move.value},
        )
    if isinstance(move, RaceBet):
        if move.colour is None:
            return Msg(
                N_("puts a race card face down on the {pile} pile"), {"pile": pile_msg(move.pile)}
            )
        return Msg(
            N_("puts a {colour} race card on the {pile} pile"),
            {"colour": colour_msg(move.colour), "pile": pile_msg(move.pile)},
        )
    return Msg(
        N_("reveals the face-down cards of the {pile} pile: {colours}"),
        {"pile": pile_msg(move.pile), "colours": [colour_msg(c) for c in move.colours]},
    )


def check_ids(move: Move) -> None:
    """Colours, sides and piles of a move must be canonical ids (front ends translate).

    :raises InvalidMoveError: an id that does not exist.
    """
    colours: tuple[str | None, ...] = ()
    if isinstance(move, Bet | Roll | RaceBet):
        colours = (move.colour,)
    elif isinstance(move, Reveal):
        colours = move.colours
    for colour in colours:
        if colour is not None and colour not in COLOURS:
            raise InvalidMoveError(
                Msg(N_("There is no {colour} camel."), {"colour": colour}),
                f"{GAME_ID}/components",
            )
    if isinstance(move, Desert) and move.side not in SIDES:
        raise InvalidMoveError(
            Msg(N_("A desert tile has no side “{side}”."), {"side": move.side}),
            f"{GAME_ID}/desert-tile",
        )
    if isinstance(move, RaceBet | Reveal) and move.pile not in PILES:
        raise InvalidMoveError(
            Msg(N_("There is no race pile “{pile}”."), {"pile": move.pile}),
            f"{GAME_ID}/race-bet",
        )
