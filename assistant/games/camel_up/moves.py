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

**Second edition.** The same moves name its colours (`Bet("ana", "red")`); the grey die is a
`Roll` of colour `grey` that also says in which colour its number is printed
(`Roll("ana", "grey", 2, shown="black")`: the rules decide which crazy camel moves); and two
moves of its own: `Spectator` (place or move one's spectator tile, cheering or booing side
up) and `Partner` (enter a partnership, 6+ players). `check_ids(move, edition)` refuses a
colour, a side or a move of the other edition with a message naming the editions. In JSON a
roll carries `shown` only for the grey die, so first-edition moves are stored as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from assistant.games.base import InvalidMoveError
from assistant.games.camel_up.state import (
    COLOURS,
    COMPONENTS,
    CRAZY,
    GREY,
    PILES,
    RACING_2,
    SIDES,
    SPEC,
    SPECTATOR_SIDES,
    Position,
    colour_msg,
    pile_msg,
    side_msg,
)
from assistant.messages import N_, Msg, Plural, Say

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


english_colour_2: Resolver = _chooser({c: c for c in (*RACING_2, *CRAZY)}, N_("colour"))
"""The camels of the second edition (racing and crazy), for its positions."""


def parse_position(text: str, colour: Resolver | None = None, *, signed: bool = False) -> Position:
    """Read `1:green,yellow,orange 3:blue,white` (each space bottom to top) into a `Position`.

    Only the notation is checked here (and that a space is not written twice); whether the
    position is a legal start, or one the rules can reach, is for the rules. `signed`
    accepts spaces behind the start (`0:` and `-1:`, where a crazy camel of the second
    edition carries units back over the line at the end of a race).

    :raises NotationError: `input/camels` when an item is not `SPACE:COLOUR,...` or a space
        is written twice; `input/unknown-name` for an unknown colour (or what `colour` raises).
    """
    resolve = colour or english_colour
    stacks: dict[int, tuple[str, ...]] = {}
    for item in _items(text, ";"):
        space, sep, names = item.partition(":")
        words = [w for w in names.split(",") if w.strip()]
        digits = space[1:] if signed and space.startswith("-") else space
        if not sep or not digits.isdecimal() or not words:
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


# -- moves ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bet:
    """Take the top leg-bet tile (betting ticket) of a colour.

    `value` is the top tile's value, as the table records it (the rules refuse another);
    None when not known (a journal written before it was kept, a move built by hand).
    """

    player: str
    colour: str
    value: int | None = None


@dataclass(frozen=True)
class Desert:
    """Place the player's desert tile on a space, or move it there, on one side."""

    player: str
    space: int
    side: str


@dataclass(frozen=True)
class Roll:
    """Take a pyramid tile; the die of `colour` came out showing `value`.

    Second edition: the grey die (`colour` "grey") also says in which colour its number is
    printed, `shown` "black" or "white"; every other die has `shown` None.
    """

    player: str
    colour: str
    value: int
    shown: str | None = None


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


@dataclass(frozen=True)
class Spectator:
    """Second edition: place the player's spectator tile on a space, or move it there, with
    the cheering or the booing side up."""

    player: str
    space: int
    side: str


@dataclass(frozen=True)
class Partner:
    """Second edition, 6+ players: `player` enters a partnership with `partner` for the rest
    of the leg (both partnership cards must be available)."""

    player: str
    partner: str


Move = Bet | Desert | Roll | RaceBet | Reveal | Spectator | Partner

KINDS: dict[str, type[Any]] = {
    "bet": Bet,
    "desert": Desert,
    "roll": Roll,
    "race": RaceBet,
    "reveal": Reveal,
    "spectator": Spectator,
    "partner": Partner,
}


def move_to_json(move: Move) -> dict[str, Any]:
    if isinstance(move, Bet):
        bet: dict[str, Any] = {"type": "bet", "player": move.player, "colour": move.colour}
        if move.value is not None:
            bet["value"] = move.value
        return bet
    if isinstance(move, Desert):
        return {"type": "desert", "player": move.player, "space": move.space, "side": move.side}
    if isinstance(move, Roll):
        data: dict[str, Any] = {
            "type": "roll",
            "player": move.player,
            "colour": move.colour,
            "value": move.value,
        }
        if move.shown is not None:
            data["shown"] = move.shown
        return data
    if isinstance(move, RaceBet):
        return {"type": "race", "player": move.player, "pile": move.pile, "colour": move.colour}
    if isinstance(move, Spectator):
        return {
            "type": "spectator",
            "player": move.player,
            "space": move.space,
            "side": move.side,
        }
    if isinstance(move, Partner):
        return {"type": "partner", "player": move.player, "partner": move.partner}
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
            value = data.get("value")  # (journals written before it was kept have none)
            return Bet(
                str(data["player"]), str(data["colour"]), None if value is None else int(value)
            )
        if kind == "desert":
            return Desert(str(data["player"]), int(data["space"]), str(data["side"]))
        if kind == "roll":
            shown = data.get("shown")
            return Roll(
                str(data["player"]),
                str(data["colour"]),
                int(data["value"]),
                None if shown is None else str(shown),
            )
        if kind == "spectator":
            return Spectator(str(data["player"]), int(data["space"]), str(data["side"]))
        if kind == "partner":
            return Partner(str(data["player"]), str(data["partner"]))
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


EITHER = "either"
"""The side of a tile asked about without one (`puis-je mettre ma tuile en 5 ?`): the move
is judged for both sides (`open_sides`), never recorded."""


ANY_DIE = "any"
"""The colour of a die asked about without one (`Luca può tirare il dado?`): the roll is
judged for every die left in the pyramid (`open_roll`), never recorded."""
ANY_FACE = 0
"""The face of a die asked about without one (`puis-je lancer le dé bleu ?`)."""


def open_roll(move: Move) -> bool:
    """Whether `move` is a roll asked about without its colour or its face."""
    return isinstance(move, Roll) and (move.colour == ANY_DIE or move.value == ANY_FACE)


def open_roll_attempt(move: Roll, edition: int) -> Msg:
    """A roll asked about without its face, or its die, for `check`'s answer."""
    second = edition == 2
    if move.colour == ANY_DIE:
        return Msg(
            N_("take a pyramid ticket, whichever die comes out")
            if second
            else N_("take a pyramid tile, whichever die comes out")
        )
    text = (
        N_("take a pyramid ticket with the {colour} die, whatever it shows")
        if second
        else N_("take a pyramid tile with the {colour} die, whatever it shows")
    )
    return Msg(text, {"colour": colour_msg(move.colour)})


def open_sides(move: Move) -> tuple[str, ...]:
    """The sides a tile asked about without one may take (none for any other move)."""
    if isinstance(move, Desert) and move.side == EITHER:
        return SIDES
    if isinstance(move, Spectator) and move.side == EITHER:
        return SPECTATOR_SIDES
    return ()


OPEN_ATTEMPTS = {
    # (the tile, how many of its sides are legal: all, none, one) -> the phrase
    (Desert, "all"): N_("put the desert tile on space {space}, either side up"),
    (Desert, "none"): N_("put the desert tile on space {space}, whichever side is up"),
    (Desert, "one"): N_("put the desert tile on space {space}, {side} side up only"),
    (Spectator, "all"): N_("put the spectator tile on space {space}, either side up"),
    (Spectator, "none"): N_("put the spectator tile on space {space}, whichever side is up"),
    (Spectator, "one"): N_("put the spectator tile on space {space}, {side} side up only"),
}


def open_attempt(move: Desert | Spectator, legal: Sequence[str]) -> Msg:
    """A tile asked about without its side, for `check`'s answer: on either side, on
    neither, or on the one side `legal` holds."""
    sides = open_sides(move)
    many = "one" if 0 < len(legal) < len(sides) else "all" if legal else "none"
    side = side_msg(legal[0]) if legal else ""
    return Msg(OPEN_ATTEMPTS[type(move), many], {"space": move.space, "side": side})


def describe(move: Move, edition: int = 1) -> Msg:
    """What the move did, in a few words, for `assistant log`, in the words of `edition`
    (its betting tickets, pyramid tickets and finish cards in the second)."""
    second = edition == 2
    if isinstance(move, Bet):
        return _describe_bet(move, second)
    if isinstance(move, Desert) and move.side == EITHER:
        return Msg(
            N_("puts the desert tile on space {space}, side not said"), {"space": move.space}
        )
    if isinstance(move, Desert):
        return Msg(
            N_("puts the desert tile on space {space}, {side} side"),
            {"space": move.space, "side": side_msg(move.side)},
        )
    if isinstance(move, Roll):
        if move.shown is not None:
            return Msg(
                N_("takes a pyramid ticket: the grey die shows a {shown} {value}"),
                {"shown": colour_msg(move.shown), "value": move.value},
            )
        text = (
            N_("takes a pyramid ticket: the {colour} die shows {value}")
            if second
            else N_("takes a pyramid tile: the {colour} die shows {value}")
        )
        return Msg(text, {"colour": colour_msg(move.colour), "value": move.value})
    if isinstance(move, Spectator) and move.side == EITHER:
        return Msg(
            N_("puts the spectator tile on space {space}, side not said"), {"space": move.space}
        )
    if isinstance(move, Spectator):
        return Msg(
            N_("puts the spectator tile on space {space}, {side} side"),
            {"space": move.space, "side": side_msg(move.side)},
        )
    if isinstance(move, Partner):
        return Msg(N_("enters a partnership with {partner}"), {"partner": move.partner})
    if isinstance(move, RaceBet):
        if move.colour is None:
            text = (
                N_("puts a finish card face down on the {pile} pile")
                if second
                else N_("puts a race card face down on the {pile} pile")
            )
            return Msg(text, {"pile": pile_msg(move.pile)})
        text = (
            N_("puts the {colour} finish card on the {pile} pile")
            if second
            else N_("puts the {colour} race card on the {pile} pile")
        )
        return Msg(text, {"colour": colour_msg(move.colour), "pile": pile_msg(move.pile)})
    return Plural(
        "reveals the face-down card of the {pile} pile: {colours}",
        "reveals the face-down cards of the {pile} pile: {colours}",
        len(move.colours),
        pile=pile_msg(move.pile),
        colours=[colour_msg(c) for c in move.colours],
    )


def _describe_bet(move: Bet, second: bool) -> Msg:
    """`takes the top blue betting ticket, worth 5` (its value when the move kept it)."""
    if move.value is None:
        text = (
            N_("takes the top {colour} betting ticket")
            if second
            else N_("takes the top {colour} leg-bet tile")
        )
    else:
        text = (
            N_("takes the top {colour} betting ticket, worth {value}")
            if second
            else N_("takes the top {colour} leg-bet tile, worth {value}")
        )
    return Msg(text, {"colour": colour_msg(move.colour), "value": move.value})


def attempt(move: Move, edition: int = 1) -> Msg | None:
    """The move as an infinitive phrase after `can` (`take the top blue leg-bet tile`), for
    the answers of `check`, in the words of `edition`; `None` for a move nobody owns."""
    second = edition == 2
    if isinstance(move, Bet):
        if move.value is None:  # none left
            text = (
                N_("take the top {colour} betting ticket")
                if second
                else N_("take the top {colour} leg-bet tile")
            )
        else:
            text = (
                N_("take the top {colour} betting ticket, worth {value}")
                if second
                else N_("take the top {colour} leg-bet tile, worth {value}")
            )
        return Msg(text, {"colour": colour_msg(move.colour), "value": move.value})
    if isinstance(move, Desert):
        return Msg(
            N_("put the desert tile on space {space}, {side} side"),
            {"space": move.space, "side": side_msg(move.side)},
        )
    if isinstance(move, Roll):
        if move.shown is not None:
            return Msg(
                N_("take a pyramid ticket with the grey die showing a {shown} {value}"),
                {"shown": colour_msg(move.shown), "value": move.value},
            )
        text = (
            N_("take a pyramid ticket with the {colour} die showing {value}")
            if second
            else N_("take a pyramid tile with the {colour} die showing {value}")
        )
        return Msg(text, {"colour": colour_msg(move.colour), "value": move.value})
    if isinstance(move, RaceBet):
        if move.colour is None:
            text = (
                N_("put a finish card face down on the {pile} pile")
                if second
                else N_("put a race card face down on the {pile} pile")
            )
            return Msg(text, {"pile": pile_msg(move.pile)})
        text = (
            N_("put the {colour} finish card on the {pile} pile")
            if second
            else N_("put the {colour} race card on the {pile} pile")
        )
        return Msg(text, {"colour": colour_msg(move.colour), "pile": pile_msg(move.pile)})
    if isinstance(move, Spectator):
        return Msg(
            N_("put the spectator tile on space {space}, {side} side"),
            {"space": move.space, "side": side_msg(move.side)},
        )
    if isinstance(move, Partner):
        return Msg(N_("enter a partnership with {partner}"), {"partner": move.partner})
    if move.player is None:
        return None
    return Plural(
        "reveal the face-down card of the {pile} pile: {colours}",
        "reveal the face-down cards of the {pile} pile: {colours}",
        len(move.colours),
        pile=pile_msg(move.pile),
        colours=[colour_msg(c) for c in move.colours],
    )


def check_ids(move: Move, edition: int = 1) -> None:
    """Colours, sides and piles of a move must be canonical ids of the session's edition
    (front ends translate); a move of the other edition is refused.

    :raises InvalidMoveError: an id that does not exist in this edition, or a move of the
        other edition (citing `camel-up/editions`).
    """
    components = COMPONENTS[edition]
    _check_kind(move, edition)
    colours: tuple[str | None, ...] = ()
    if isinstance(move, Bet | Roll | RaceBet):
        colours = (move.colour,)
    elif isinstance(move, Reveal):
        colours = move.colours
    known = (*components.racing, *components.crazy) + ((GREY,) if edition == 2 else ())
    for colour in colours:
        if colour is not None and colour not in known:
            raise _unknown_colour(colour, edition)
    if isinstance(move, Roll) and move.shown is not None and edition == 1:
        raise _other_edition(
            N_("The grey die belongs to the second edition; this session plays the first edition.")
        )
    if isinstance(move, Desert) and move.side not in SIDES:
        raise InvalidMoveError(
            Msg(N_("A desert tile has no side “{side}”."), {"side": move.side}),
            SPEC.rule("desert-tile"),
        )
    if isinstance(move, Spectator) and move.side not in SPECTATOR_SIDES:
        raise InvalidMoveError(
            Msg(
                N_("A spectator tile has no side “{side}”: it is cheering or booing."),
                {"side": move.side},
            ),
            SPEC.rule("spectator-tile"),
        )
    if isinstance(move, RaceBet | Reveal) and move.pile not in PILES:
        raise InvalidMoveError(
            Msg(N_("There is no race pile “{pile}”."), {"pile": move.pile}),
            components.rule("race-bet"),
        )


def _check_kind(move: Move, edition: int) -> None:
    """A move that exists only in the other edition."""
    if edition == 2 and isinstance(move, Desert):
        raise _other_edition(
            N_(
                "The desert tile belongs to the first edition; this session plays the second "
                "edition, with spectator tiles: `{command}`, cheering or booing."
            ),
            command=Say("camel", "spectator", (str(move.space), None)),
        )
    if edition == 1 and isinstance(move, Spectator):
        raise _other_edition(
            N_(
                "The spectator tile belongs to the second edition; this session plays the "
                "first edition, with desert tiles: `{command}`, oasis or mirage."
            ),
            command=Say("camel", "desert", (str(move.space), None)),
        )
    if edition == 1 and isinstance(move, Partner):
        raise _other_edition(
            N_("Partnerships belong to the second edition; this session plays the first edition.")
        )


def _other_edition(text: str, **args: Any) -> InvalidMoveError:
    return InvalidMoveError(Msg(text, args), SPEC.rule("editions"))


def _unknown_colour(colour: str, edition: int) -> InvalidMoveError:
    if edition == 1 and colour in CRAZY:
        return _other_edition(
            N_(
                "{colour} is a crazy camel of the second edition; this session plays the "
                "first edition."
            ),
            colour=colour_msg(colour),
        )
    if edition == 1 and colour in RACING_2:
        return _other_edition(
            N_(
                "{colour} is a racing camel of the second edition; this session plays the "
                "first edition."
            ),
            colour=colour_msg(colour),
        )
    if edition == 1 and colour == GREY:
        return _other_edition(
            N_("The grey die belongs to the second edition; this session plays the first edition.")
        )
    if edition == 2 and colour in COLOURS:
        return _other_edition(
            N_("{colour} is a camel of the first edition; this session plays the second edition."),
            colour=colour_msg(colour),
        )
    return InvalidMoveError(
        Msg(N_("There is no {colour} camel."), {"colour": colour}),
        COMPONENTS[edition].rule("components"),
    )
