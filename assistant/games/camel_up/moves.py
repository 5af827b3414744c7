"""Moves of Camel Up, the one notation of positions and desert tiles, and the CLI's words.

**Positions.** A position lists each occupied space as `SPACE:camels`, the camels of a space
bottom to top, separated by commas: `1:green,yellow,orange 3:blue,white`. Items are separated
by spaces or `;` (`1:blue;2:green,orange`), and spaces around `:` and `,` are allowed.
**Desert tiles** are written `SPACE:side`, an owner may follow: `7:mirage 11:oasis:ana`;
the side is `oasis` or `mirage` (or `+1` / `-1`); items are separated by spaces, `;` or `,`.
**Dice** (and any list of colours) are written `blue,green` (commas or spaces).

This is the only reader of these notations: `camel new --start`, `camel odds --camels/--tiles
/--dice`, the rules and the odds engine all go through it. `parse_*` and `format_*` are paired
and round-trip on canonical ids; the parsers take an optional resolver so a front end can
accept names in other languages (the default accepts the English ids, any case, and
unambiguous prefixes).

Moves are value types; each carries the acting player (`None` only for `Reveal` made by the
scorekeeper for the whole table) and round-trips through JSON and through the CLI's words
(`format_move` / `parse_move`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from assistant.games.base import InvalidMoveError
from assistant.games.camel_up.state import (
    COLOURS,
    PILES,
    SIDES,
    SPEC,
    Position,
    colour_msg,
    pile_msg,
    side_msg,
)
from assistant.messages import N_, Msg

Resolver = Callable[[str], str]
Tile = tuple[int, str, str | None]
"""A desert tile in the notation: `(space, side, owner)`, the owner None when not given."""


class NotationError(ValueError):
    """A position, tile list or colour list that cannot be read; `msg` says where.

    :param code: `input/camels`, `input/tiles` or `input/unknown-name` (the front end's
        usage-error code).
    """

    def __init__(self, code: str, msg: Msg) -> None:
        super().__init__(msg.english())
        self.code = code
        self.msg = msg


def _chooser(choices: Mapping[str, str], what: str) -> Resolver:
    """English ids (and the extra spellings of `choices`), any case, unambiguous prefixes."""

    def resolve(word: str) -> str:
        key = word.strip().replace("\u2212", "-").casefold()
        if key in choices:
            return choices[key]
        found = {v for k, v in choices.items() if key and k[0].isalpha() and k.startswith(key)}
        if len(found) == 1:
            return found.pop()
        raise NotationError(
            "input/unknown-name",
            Msg(
                N_("Unknown {what} “{word}” (expected one of {choices})."),
                {
                    "what": Msg(what),
                    "word": word,
                    "choices": ", ".join(dict.fromkeys(choices.values())),
                },
            ),
        )

    return resolve


english_colour: Resolver = _chooser({c: c for c in COLOURS}, N_("colour"))
english_side: Resolver = _chooser(
    {
        "oasis": "oasis",
        "mirage": "mirage",
        "+1": "oasis",
        "+": "oasis",
        "-1": "mirage",
        "-": "mirage",
    },
    N_("side"),
)


def _items(text: str, separators: str) -> list[str]:
    """`"1: a, b;3:c"` -> ["1:a,b", "3:c"]: no space around `:` and `,`, items split on
    white space and on `separators`."""
    compact = re.sub(r"\s*([,:])\s*", r"\1", text.strip())
    for separator in separators:
        compact = compact.replace(separator, " ")
    return compact.split()


def parse_position(text: str, colour: Resolver | None = None) -> Position:
    """Read `1:green,yellow,orange 3:blue,white` (each space bottom to top) into a `Position`.

    Only the notation is checked here (and that a space is not written twice); whether the
    position is a legal start, or one the rules can reach, is for the rules.

    :raises NotationError: `input/camels` when an item is not `SPACE:COLOUR,...` or a space
        is written twice; `input/unknown-name` for an unknown colour (or what `colour` raises).
    """
    resolve = colour or english_colour
    stacks: dict[int, tuple[str, ...]] = {}
    for item in _items(text, ";"):
        space, sep, names = item.partition(":")
        words = [w for w in names.split(",") if w.strip()]
        if not sep or not space.isdecimal() or not words:
            raise NotationError(
                "input/camels",
                Msg(
                    N_(
                        "Cannot read the camels at “{item}”: write space:colour,colour "
                        "bottom to top, e.g. 1:blue 2:green,orange."
                    ),
                    {"item": item},
                ),
            )
        if int(space) in stacks:
            raise NotationError(
                "input/camels", Msg(N_("Space {space} is written twice."), {"space": int(space)})
            )
        stacks[int(space)] = tuple(resolve(w) for w in words)
    return Position(tuple(sorted(stacks.items())))


def format_position(position: Position) -> str:
    """The notation `parse_position` reads: `1:green,yellow,orange 3:blue,white`."""
    return " ".join(f"{space}:{','.join(stack)}" for space, stack in position.stacks)


def parse_tiles(text: str, side: Resolver | None = None) -> tuple[Tile, ...]:
    """Read `7:mirage 11:oasis:ana` into `((7, "mirage", None), (11, "oasis", "ana"))`,
    sorted by space.

    :raises NotationError: `input/tiles` when an item is not `SPACE:SIDE[:OWNER]` or a space
        is written twice; `input/unknown-name` for an unknown side (or what `side` raises).
    """
    resolve = side or english_side
    tiles: dict[int, Tile] = {}
    for item in _items(text, ";,"):
        parts = item.split(":")
        if len(parts) not in (2, 3) or not parts[0].isdecimal() or not parts[1]:
            raise NotationError(
                "input/tiles",
                Msg(
                    N_(
                        "Cannot read the desert tile “{item}”: write space:oasis or "
                        "space:mirage, e.g. 7:mirage 11:oasis."
                    ),
                    {"item": item},
                ),
            )
        space = int(parts[0])
        if space in tiles:
            raise NotationError(
                "input/tiles", Msg(N_("Space {space} is written twice."), {"space": space})
            )
        owner = parts[2] if len(parts) == 3 and parts[2] else None
        tiles[space] = (space, resolve(parts[1]), owner)
    return tuple(tiles[space] for space in sorted(tiles))


def format_tiles(tiles: Iterable[Tile]) -> str:
    """The notation `parse_tiles` reads: `7:mirage 11:oasis:ana` (an owner only if known)."""
    return " ".join(
        f"{space}:{side}" + (f":{owner}" if owner else "")
        for space, side, owner in sorted(tiles, key=lambda tile: tile[0])
    )


def parse_colours(text: str, colour: Resolver | None = None) -> tuple[str, ...]:
    """Read a list of colours, `blue,green` (commas or spaces; empty: none), in order.

    :raises NotationError: `input/unknown-name` for an unknown colour (or what `colour` raises).
    """
    resolve = colour or english_colour
    return tuple(resolve(word) for word in text.replace(",", " ").split())


def format_colours(colours: Sequence[str]) -> str:
    return ",".join(colours)


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
        Msg(N_("Not a Camel Up move: {data}"), {"data": dict(data)}), SPEC.rule("turn")
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
            N_("puts the {colour} race card on the {pile} pile"),
            {"colour": colour_msg(move.colour), "pile": pile_msg(move.pile)},
        )
    return Msg(
        N_("reveals the face-down cards of the {pile} pile: {colours}"),
        {"pile": pile_msg(move.pile), "colours": [colour_msg(c) for c in move.colours]},
    )


def attempt(move: Move) -> Msg | None:
    """The move as an infinitive phrase after `can` (`take the top blue leg-bet tile`), for
    the answers of `check`; `None` for a move nobody owns."""
    if isinstance(move, Bet):
        return Msg(N_("take the top {colour} leg-bet tile"), {"colour": colour_msg(move.colour)})
    if isinstance(move, Desert):
        return Msg(
            N_("put the desert tile on space {space}, {side} side"),
            {"space": move.space, "side": side_msg(move.side)},
        )
    if isinstance(move, Roll):
        return Msg(
            N_("take a pyramid tile with the {colour} die showing {value}"),
            {"colour": colour_msg(move.colour), "value": move.value},
        )
    if isinstance(move, RaceBet):
        if move.colour is None:
            return Msg(
                N_("put a race card face down on the {pile} pile"), {"pile": pile_msg(move.pile)}
            )
        return Msg(
            N_("put the {colour} race card on the {pile} pile"),
            {"colour": colour_msg(move.colour), "pile": pile_msg(move.pile)},
        )
    if move.player is None:
        return None
    return Msg(
        N_("reveal the face-down cards of the {pile} pile: {colours}"),
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
                SPEC.rule("components"),
            )
    if isinstance(move, Desert) and move.side not in SIDES:
        raise InvalidMoveError(
            Msg(N_("A desert tile has no side “{side}”."), {"side": move.side}),
            SPEC.rule("desert-tile"),
        )
    if isinstance(move, RaceBet | Reveal) and move.pile not in PILES:
        raise InvalidMoveError(
            Msg(N_("There is no race pile “{pile}”."), {"pile": move.pile}),
            SPEC.rule("race-bet"),
        )


# -- the CLI's words -------------------------------------------------------------------------


def format_move(move: Move) -> list[str]:
    """The words after `assistant camel` that record exactly `move`, canonical English ids:
    `["roll", "blue", "2", "--player", "ana"]`. `parse_move` reads them back."""
    words: list[str]
    if isinstance(move, Bet):
        words = ["bet", move.colour]
    elif isinstance(move, Desert):
        words = ["desert", str(move.space), move.side]
    elif isinstance(move, Roll):
        words = ["roll", move.colour, str(move.value)]
    elif isinstance(move, RaceBet):
        words = ["race", move.pile, *([move.colour] if move.colour is not None else [])]
    else:
        words = ["reveal", move.pile, format_colours(move.colours)]
    if move.player is not None:
        words += ["--player", move.player]
    return words


def parse_move(words: Sequence[str], players: Sequence[str], current: str | None) -> Move:
    """The move that `words` (as `format_move` writes them) name; without `--player` the
    player is `current` (a reveal without `--player` is for the whole pile).

    :raises InvalidMoveError: the words name no Camel Up move.
    """
    rest = list(words)
    player: str | None = None
    if "--player" in rest:
        at = rest.index("--player")
        if at + 1 >= len(rest):
            raise _not_a_move(words)
        player = _player(rest[at + 1], players)
        del rest[at : at + 2]
    try:
        match rest:
            case ["bet", colour]:
                return Bet(player or current or "", english_colour(colour))
            case ["desert", space, side] if space.isdecimal():
                return Desert(player or current or "", int(space), english_side(side))
            case ["roll", colour, value] if value.isdecimal():
                return Roll(player or current or "", english_colour(colour), int(value))
            case ["race", pile, *colour] if len(colour) <= 1:
                chosen = english_colour(colour[0]) if colour else None
                return RaceBet(player or current or "", _pile(pile), chosen)
            case ["reveal", pile, *colours] if colours:
                return Reveal(player, _pile(pile), parse_colours(" ".join(colours)))
    except NotationError as error:
        raise InvalidMoveError(error.msg, SPEC.rule("turn")) from error
    raise _not_a_move(words)


def _pile(word: str) -> str:
    return _chooser({p: p for p in PILES}, N_("pile"))(word)


def _player(word: str, players: Sequence[str]) -> str:
    for name in players:
        if name.casefold() == word.casefold():
            return name
    raise InvalidMoveError(
        Msg(N_("There is no player {player} in this game."), {"player": word}), SPEC.rule("turn")
    )


def _not_a_move(words: Sequence[str]) -> InvalidMoveError:
    return InvalidMoveError(
        Msg(N_("“{words}” is not a Camel Up move."), {"words": " ".join(words)}),
        SPEC.rule("turn"),
    )
