"""Camel Up odds: exact leg odds, race odds on the exact first leg, for a position.

Pure and self-contained: a position is given with this module's own small input types
(`Position`, `DesertTile`), so the engine does not depend on the game's state classes. Nothing
here prints, reads files or keeps state between calls. What each action is worth to a player
is `odds_value.analyse`, built on the figures here; docs/camel-up-odds.md explains them all.

* **Leg odds, exact** (`leg_odds`): every outcome of the rest of the leg (every order of the
  dice left, every face) is counted, all equally likely, by the enumeration of
  `odds_leg.enumerate_leg`, which merges identical positions die by die and moves camels with
  the rules' own `rules.roll`. Every probability is a `Fraction`.
* **Race odds** (`race_odds`): the outcomes in which the race ends this leg are counted
  exactly by the same enumeration; for the others, the position at the end of the leg is
  drawn from its exact distribution and only the later legs are played out
  (`odds_race.Sampler`).

Camels are tracked as a compact track sorted from the back of the race to the front: the
camel order (stacks bottom to top inside a space) and the space of each camel, in one tuple
(the camels, then their spaces). Above is ahead for every ranking, so the leader is the last
camel and the last camel the first one.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from assistant.games.base import InvalidMoveError, SetupError
from assistant.games.camel_up import moves as notation
from assistant.games.camel_up.odds_leg import Node, Tally, enumerate_leg
from assistant.games.camel_up.odds_race import RACE_CHUNK as RACE_CHUNK
from assistant.games.camel_up.odds_race import Sampler
from assistant.games.camel_up.state import (
    COLOUR_NAMES,
    LEG_TILE_VALUES,
    SIDE_STEPS,
    SPEC,
    TRACK_LENGTH,
)
from assistant.games.camel_up.state import COLOURS as COLOURS  # part of this module's API
from assistant.games.camel_up.state import Position as Track
from assistant.messages import N_, Msg

FINISH = TRACK_LENGTH
"""The last space of the track; a group that moves past it ends the race."""

OASIS = SIDE_STEPS["oasis"]
MIRAGE = SIDE_STEPS["mirage"]
SIDE_NAMES: dict[int, str] = {step: side for side, step in SIDE_STEPS.items()}

LEG_TILES = LEG_TILE_VALUES
"""The leg-bet tiles of one colour at the start of a leg, top first."""

DEFAULT_RACE_SAMPLES = 20_000
MAX_RACE_SAMPLES = 1_000_000
"""The most races `race_odds` is asked to simulate through the command (about ten seconds)."""

# Sections of rulebooks/camel-up.yaml cited by the errors below.
RULE_COMPONENTS = SPEC.rule("components")
RULE_SETUP = SPEC.rule("setup")
RULE_DESERT = SPEC.rule("desert-tile")

Stacks = tuple[tuple[int, tuple[str, ...]], ...]
"""Camels as stacks: (space, colours bottom to top), one entry per occupied space."""


def _colour_msg(colour: str) -> Msg:
    return Msg(COLOUR_NAMES.get(colour, colour))


# --------------------------------------------------------------------------------------------
# Input types


@dataclass(frozen=True)
class DesertTile:
    """A desert tile on the track: `side` is +1 (oasis) or -1 (mirage); `owner` is optional."""

    space: int
    side: int
    owner: str | None = None


@dataclass(frozen=True)
class Position:
    """What the odds depend on: the camels, the desert tiles and the dice still in the pyramid.

    :raises SetupError: a position the rules cannot produce (a colour missing or twice, a space
        off the track, a camel on a desert tile, two desert tiles side by side, ...).
    """

    stacks: Stacks
    tiles: tuple[DesertTile, ...] = ()
    dice: frozenset[str] = field(default_factory=lambda: frozenset(COLOURS))

    def __post_init__(self) -> None:
        seen: list[str] = []
        spaces: set[int] = set()
        for space, colours in self.stacks:
            if not 1 <= space <= FINISH:
                raise SetupError(
                    Msg(N_("Space {space} is off the track (1 to 16)."), {"space": space}),
                    rule=RULE_SETUP,
                )
            if space in spaces:
                raise SetupError(
                    Msg(N_("Space {space} is given twice."), {"space": space}), rule=RULE_SETUP
                )
            if not colours:
                raise SetupError(
                    Msg(N_("Space {space} is given without any camel."), {"space": space}),
                    rule=RULE_SETUP,
                )
            spaces.add(space)
            seen.extend(colours)
        for colour in seen:
            if colour not in COLOURS:
                raise InvalidMoveError(
                    Msg(N_("There is no camel called {colour}."), {"colour": colour}),
                    rule=RULE_COMPONENTS,
                )
            if seen.count(colour) > 1:
                raise SetupError(
                    Msg(N_("The {colour} camel is given twice."), {"colour": _colour_msg(colour)}),
                    rule=RULE_SETUP,
                )
        for colour in COLOURS:
            if colour not in seen:
                raise SetupError(
                    Msg(N_("The {colour} camel is missing."), {"colour": _colour_msg(colour)}),
                    rule=RULE_SETUP,
                )
        for die in self.dice:
            if die not in COLOURS:
                raise InvalidMoveError(
                    Msg(N_("There is no die called {colour}."), {"colour": die}),
                    rule=RULE_COMPONENTS,
                )
        tile_spaces = [tile.space for tile in self.tiles]
        for tile in self.tiles:
            if not 2 <= tile.space <= FINISH:
                raise SetupError(
                    Msg(
                        N_("A desert tile lies on a space from 2 to 16, not on {space}."),
                        {"space": tile.space},
                    ),
                    rule=RULE_DESERT,
                )
            if tile.side not in (OASIS, MIRAGE):
                raise SetupError(
                    Msg(N_("A desert tile shows its oasis (+1) or its mirage (-1) side.")),
                    rule=RULE_DESERT,
                )
            if tile_spaces.count(tile.space) > 1:
                raise SetupError(
                    Msg(N_("Two desert tiles lie on space {space}."), {"space": tile.space}),
                    rule=RULE_DESERT,
                )
            if tile.space + 1 in tile_spaces:
                raise SetupError(
                    Msg(
                        N_("The desert tiles on {a} and {b} are side by side."),
                        {"a": tile.space, "b": tile.space + 1},
                    ),
                    rule=RULE_DESERT,
                )
            if tile.space in spaces:
                raise SetupError(
                    Msg(
                        N_("A camel stands on the desert tile on space {space}."),
                        {"space": tile.space},
                    ),
                    rule=RULE_DESERT,
                )

    def tile_at(self, space: int) -> DesertTile | None:
        """The desert tile on `space`, if any."""
        return next((tile for tile in self.tiles if tile.space == space), None)

    def with_tile(self, tile: DesertTile, removing: int | None = None) -> Position:
        """This position with `tile` added, after taking away the tile on `removing` if given."""
        kept = tuple(t for t in self.tiles if t.space != removing)
        return Position(self.stacks, (*kept, tile), self.dice)


# --------------------------------------------------------------------------------------------
# Notation: the game's one reader (`moves.parse_position`, `moves.parse_tiles`), in the engine's
# input types


def parse_camels(text: str, colour: Callable[[str], str] | None = None) -> Stacks:
    """Read stacks written `1:blue 2:green,orange 3:yellow,white` (colours bottom to top;
    `;` separates items too): the reader of `camel new --start`, `moves.parse_position`.

    :param colour: turns a typed word into a colour id (the CLI passes its multilingual
        chooser); by default English ids, any case, unambiguous prefixes.
    :raises NotationError: `input/camels` when the text cannot be read.
    """
    return notation.parse_position(text, colour).stacks


def format_camels(stacks: Stacks) -> str:
    """The notation `parse_camels` reads: `1:blue 2:green,orange`."""
    return notation.format_position(Track(tuple(sorted(stacks))))


def parse_tiles(text: str, side: Callable[[str], str] | None = None) -> tuple[DesertTile, ...]:
    """Read desert tiles written `7:mirage 11:oasis`, optionally with an owner: `7:mirage:ana`
    (`moves.parse_tiles`).

    :param side: turns a typed word into `oasis` or `mirage`; by default the English words
        (or +1 / -1), any case, unambiguous prefixes.
    :raises NotationError: `input/tiles` when the text cannot be read.
    """
    return tuple(
        DesertTile(space, SIDE_STEPS[side_id], owner)
        for space, side_id, owner in notation.parse_tiles(text, side)
    )


def format_tiles(tiles: Iterable[DesertTile]) -> str:
    """The notation `parse_tiles` reads: `7:mirage:ana 11:oasis`."""
    return notation.format_tiles((t.space, SIDE_NAMES[t.side], t.owner) for t in tiles)


def parse_dice(text: str, colour: Callable[[str], str] | None = None) -> frozenset[str]:
    """Read the dice still in the pyramid: `blue,green` (commas or spaces; empty: none)."""
    return frozenset(notation.parse_colours(text, colour))


def _words(text: str) -> list[str]:
    """`"blue: 3, green:-"` -> ["blue:3", "green:-"]: items split on spaces, `,` and `;`."""
    return re.sub(r"\s*:\s*", ":", text.strip()).replace(",", " ").replace(";", " ").split()


def parse_leg_tiles(text: str, colour: Callable[[str], str] | None = None) -> dict[str, int | None]:
    """Read the top leg-bet tile left per colour, `blue:3 green:- white:2` (`-`: none left),
    into `{"blue": 3, "green": None, "white": 2}`; colours not written are not in the result.

    :raises NotationError: `input/leg-tiles` when an item is not `COLOUR:TILE` with a tile of
        5, 3, 2 or `-`, or a colour is written twice; `input/unknown-name` for a colour.
    """
    resolve = colour or notation.english_colour
    tops: dict[str, int | None] = {}
    for item in _words(text):
        word, _, top = item.partition(":")
        if not word or top not in ("-", *map(str, LEG_TILES)):
            raise notation.NotationError(
                "input/leg-tiles",
                Msg(
                    N_(
                        "Cannot read the leg-bet tiles “{item}”: write the colour and the top "
                        "tile left, 5, 3, 2 or - for none, e.g. blue:3 green:-."
                    ),
                    {"item": item},
                ),
            )
        chosen = resolve(word)
        if chosen in tops:
            raise notation.NotationError(
                "input/leg-tiles",
                Msg(N_("The colour of “{item}” is written twice."), {"item": item}),
            )
        tops[chosen] = None if top == "-" else int(top)
    return tops


def parse_bets(text: str, colour: Callable[[str], str] | None = None) -> list[tuple[str, int]]:
    """Read leg-bet tiles held, `white:5 blue:3`, into `[("white", 5), ("blue", 3)]`.

    :raises NotationError: `input/bets` when an item is not `COLOUR:TILE` with a tile of 5, 3
        or 2; `input/unknown-name` for a colour.
    """
    resolve = colour or notation.english_colour
    bets: list[tuple[str, int]] = []
    for item in _words(text):
        word, _, face = item.partition(":")
        if not word or face not in map(str, LEG_TILES):
            raise notation.NotationError(
                "input/bets",
                Msg(
                    N_(
                        "Cannot read the leg-bet tile “{item}”: write the colour and the "
                        "tile, 5, 3 or 2, e.g. white:5 blue:3."
                    ),
                    {"item": item},
                ),
            )
        bets.append((resolve(word), int(face)))
    return bets


# --------------------------------------------------------------------------------------------
# Internal encoding

_INDEX = {colour: i for i, colour in enumerate(COLOURS)}


def encode(position: Position, without: int | None = None) -> tuple[Node, int, dict[int, int]]:
    """The engine's view of `position`: its node (camels back to front, then their spaces),
    the bit mask of the dice left and the desert tiles as {space: side}, leaving out the tile
    on `without` if given."""
    order: list[int] = []
    spaces: list[int] = []
    for space, colours in sorted(position.stacks):
        for colour in colours:
            order.append(_INDEX[colour])
            spaces.append(space)
    mask = 0
    for die in position.dice:
        mask |= 1 << _INDEX[die]
    tiles = {t.space: t.side for t in position.tiles if t.space != without}
    return (*order, *spaces), mask, tiles


# --------------------------------------------------------------------------------------------
# Leg odds


@dataclass(frozen=True)
class LegOdds:
    """Exact odds of the rest of the current leg.

    `first`, `second`, `last`: probability per colour of holding that place when the leg ends
    (or when the race ends, if it does during the leg). `landings`: expected number of groups
    landing on each desert tile (by space), which is the expected coins of its owner; `coins`
    sums them per named owner. `race_ends`: probability that the race ends during this leg.
    `outcomes`: how many equally likely outcomes were counted (n! * 3**n for n dice).
    """

    first: dict[str, Fraction]
    second: dict[str, Fraction]
    last: dict[str, Fraction]
    landings: dict[int, Fraction]
    coins: dict[str, Fraction]
    race_ends: Fraction
    outcomes: int


def per_colour(counts: Iterable[int], total: int) -> dict[str, Fraction]:
    """{colour: count / total} for counts listed in the order of `COLOURS`."""
    return {colour: Fraction(n, total) for colour, n in zip(COLOURS, counts, strict=True)}


def leg_odds_of(tally: Tally, tiles: Iterable[DesertTile]) -> LegOdds:
    """The leg odds counted by `tally`; `tiles` (the tiles on the track) name the owners."""
    total = tally.total
    first, second, last = tally.places()
    landings = {space: Fraction(n, total) for space, n in sorted(tally.landings.items())}
    coins: dict[str, Fraction] = {}
    for tile in tiles:
        if tile.owner is not None:
            coins[tile.owner] = coins.get(tile.owner, Fraction(0)) + landings[tile.space]
    return LegOdds(
        first=per_colour(first, total),
        second=per_colour(second, total),
        last=per_colour(last, total),
        landings=landings,
        coins=coins,
        race_ends=Fraction(tally.ended, total),
        outcomes=total,
    )


def leg_tally(position: Position) -> Tally:
    """The exact enumeration of the rest of the leg of `position` (see `odds_leg`)."""
    node, mask, tiles = encode(position)
    return enumerate_leg(node, mask, tiles)[0]


def leg_odds(position: Position) -> LegOdds:
    """The exact leg odds of `position`, every probability a `Fraction`."""
    return leg_odds_of(leg_tally(position), position.tiles)


# --------------------------------------------------------------------------------------------
# Race odds


@dataclass(frozen=True)
class RaceOdds:
    """Probability of each camel winning and losing the race.

    `counted_winner` and `counted_loser` are exact: the probability that the race ends during
    this leg with that camel winning (losing), from the leg enumeration; `ends_this_leg` is
    their total. Of `samples` races, that share is counted, not played: only the other
    `simulated` races are, their current leg ending as the enumeration says and their later
    legs played out. `exact` when the race surely ends this leg: nothing is simulated and the
    figures equal the counted fractions. `stderr` is the largest standard error of the ten
    estimates, `(1 - ends_this_leg) * sqrt(p(1-p)/simulated)` for the share p among the
    simulated races.
    """

    winner: dict[str, float]
    loser: dict[str, float]
    samples: int
    stderr: float
    ends_this_leg: Fraction = Fraction(0)
    counted_winner: dict[str, Fraction] = field(default_factory=dict)
    counted_loser: dict[str, Fraction] = field(default_factory=dict)
    simulated: int = 0

    @property
    def exact(self) -> bool:
        """Whether every figure is exact (the race surely ends during this leg)."""
        return self.ends_this_leg == 1

    def chance(self, pile: str, colour: str) -> Fraction | float:
        """P(`colour` wins) for the winner pile, P(it comes last) for the loser pile: a
        `Fraction` when exact."""
        if self.exact:
            return (self.counted_winner if pile == "winner" else self.counted_loser)[colour]
        return (self.winner if pile == "winner" else self.loser)[colour]


def race_odds_of(tally: Tally, samples: int, sampler: Sampler) -> RaceOdds:
    """The race odds of the leg counted by `tally`: the outcomes in which the race ends this
    leg exactly; for the others, of `samples` races, the share that goes on is drawn from the
    end positions by `sampler` and played out.

    :raises ValueError: when `samples` is not positive.
    """
    if samples < 1:
        raise ValueError("samples must be positive")
    total = tally.total
    counted_winner = per_colour(tally.ended_first, total)
    counted_loser = per_colour(tally.ended_last, total)
    ends = Fraction(tally.ended, total)
    winner = {c: float(p) for c, p in counted_winner.items()}
    loser = {c: float(p) for c, p in counted_loser.items()}
    if not tally.final:
        return RaceOdds(winner, loser, samples, 0.0, ends, counted_winner, counted_loser)
    simulated = max(1, round(samples * (1 - ends)))
    shares = sampler.draw(tally.final, simulated)
    wins = [0] * len(COLOURS)
    losses = [0] * len(COLOURS)
    for node in shares:
        counts = sampler.results[node]
        for c in range(len(COLOURS)):
            wins[c] += counts[1 + c]
            losses[c] += counts[1 + len(COLOURS) + c]
    rest = 1 - float(ends)
    seen = [n / simulated for n in (*wins, *losses)]
    stderr = rest * max(math.sqrt(p * (1 - p) / simulated) for p in seen)
    for c, colour in enumerate(COLOURS):
        winner[colour] += rest * wins[c] / simulated
        loser[colour] += rest * losses[c] / simulated
    return RaceOdds(winner, loser, samples, stderr, ends, counted_winner, counted_loser, simulated)


def race_odds(
    position: Position,
    samples: int = DEFAULT_RACE_SAMPLES,
    seed: int | random.Random | None = None,
    tick: Callable[[], None] | None = None,
) -> RaceOdds:
    """Who wins and who loses the race: exactly for the outcomes in which it ends this leg,
    from `samples` races played out from the exact end of this leg for the others.

    :param seed: an int or a `random.Random` for repeatable figures; None draws a fresh seed.
    :param tick: called after every `RACE_CHUNK` races played (for a progress indicator);
        the figures do not depend on it.
    :raises ValueError: when `samples` is not positive.
    """
    if samples < 1:
        raise ValueError("samples must be positive")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    return race_odds_of(leg_tally(position), samples, Sampler(rng, tick))


# --------------------------------------------------------------------------------------------
# Where a desert tile may go


def desert_spaces(position: Position, own_tile: int | None = None) -> list[int]:
    """Spaces where the player may put a desert tile: 2-16, no camel, no tile, not next to a
    tile. When the player moves their own tile (on `own_tile`), its old place does not count."""
    camels = {space for space, _ in position.stacks}
    tiles = {t.space for t in position.tiles if t.space != own_tile}
    return [s for s in range(2, FINISH + 1) if s not in camels and not {s - 1, s, s + 1} & tiles]


def desert_placements(position: Position, own_tile: int | None = None) -> list[tuple[int, int]]:
    """Every (space, side) where the player may put their desert tile; when it already lies on
    `own_tile`, every move or flip of it (leaving it as it is is not a move).

    :raises SetupError: `own_tile` names a space without a desert tile.
    """
    current_side = 0
    if own_tile is not None:
        tile = position.tile_at(own_tile)
        if tile is None:
            raise SetupError(
                Msg(N_("There is no desert tile on space {space}."), {"space": own_tile}),
                rule=RULE_DESERT,
            )
        current_side = tile.side
    return [
        (space, side)
        for space in desert_spaces(position, own_tile)
        for side in (OASIS, MIRAGE)
        if not (space == own_tile and side == current_side)
    ]


def fraction_text(value: Fraction) -> str:
    """`401/2916`, or `0` and `1` for whole numbers."""
    return str(value)
