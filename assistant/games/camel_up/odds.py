"""Camel Up odds: exact leg odds, race odds on the exact first leg, for a position of either
edition.

Pure and self-contained: a position is given with this module's own small input types
(`Position`, `DesertTile`), so the engine does not depend on the game's state classes. Nothing
here prints, reads files or keeps state between calls. What each action is worth to a player
is `odds_value.analyse`, built on the figures here; docs/camel-up-odds.md explains them all.

* **Leg odds, exact** (`leg_odds`): every outcome of the rest of the leg (every order of the
  dice still to come out, every face) is counted by the enumeration of
  `odds_leg.enumerate_leg`, which merges identical positions die by die. Every probability
  is a `Fraction`. In the first edition every outcome is equally likely; in the second, a
  face of the grey die (six faces) weighs half a face of a racing die (three).
* **Race odds** (`race_odds`): the outcomes in which the race ends this leg are counted
  exactly by the same enumeration; for the others, the position at the end of the leg is
  drawn from its exact distribution and only the later legs are played out
  (`odds_race.Sampler`), as many races as a standard error of 0.01 needs (or a number of
  races, or a time budget).

Camels are tracked as a compact track sorted from the back of the race to the front: the
camel order (stacks bottom to top inside a space) and the space of each camel, in one tuple
(the camels, then their spaces); see `odds_track`. The second edition's spectator tiles are
`DesertTile`s whose side is +1 (cheering) or -1 (booing).
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
from assistant.games.camel_up.odds_leg import Tally, enumerate_leg
from assistant.games.camel_up.odds_race import RACE_CHUNK as RACE_CHUNK
from assistant.games.camel_up.odds_race import Sampler
from assistant.games.camel_up.odds_track import Node, Track, track_of
from assistant.games.camel_up.state import COLOURS as COLOURS  # part of this module's API
from assistant.games.camel_up.state import (
    COMPONENTS,
    SIDE_STEPS,
    SPEC,
    SPECTATOR_STEPS,
    TRACK_LENGTH,
    Components,
    colour_msg,
)
from assistant.games.camel_up.state import Position as Track_
from assistant.messages import N_, Msg

FINISH = TRACK_LENGTH
"""The last space of the track; a group that moves past it ends the race."""

OASIS = SIDE_STEPS["oasis"]
MIRAGE = SIDE_STEPS["mirage"]
CHEERING = SPECTATOR_STEPS["cheering"]
BOOING = SPECTATOR_STEPS["booing"]
SIDE_NAMES: dict[int, str] = {step: side for side, step in SIDE_STEPS.items()}
SIDE_NAMES_2: dict[int, str] = {step: side for side, step in SPECTATOR_STEPS.items()}
SIDE_WORDS: dict[int, dict[int, str]] = {1: SIDE_NAMES, 2: SIDE_NAMES_2}
"""By edition, the name of each side of a player's tile (+1, -1)."""

LEG_TILES = COMPONENTS[1].ticket_values
"""The leg-bet tiles of one colour at the start of a leg, top first (first edition)."""

DEFAULT_RACE_SAMPLES = 20_000
"""Races played by `race_odds` when asked for a number of them without saying which."""
MAX_RACE_SAMPLES = 1_000_000
"""The most races `race_odds` is asked to simulate through the command (about ten seconds)."""
TARGET_STDERR = 0.01
"""The standard error the race odds reach by default (on each probability)."""
RACE_BUDGET = 1.0
"""Seconds the race simulation may take by default before it stops short of its target."""

# Sections of rulebooks/camel-up.yaml cited by the errors below.
RULE_COMPONENTS = SPEC.rule("components")
RULE_SETUP = SPEC.rule("setup")
RULE_DESERT = SPEC.rule("desert-tile")
RULE_COMPONENTS_2 = SPEC.rule("components-2")
RULE_SETUP_2 = SPEC.rule("setup-2")
RULE_SPECTATOR = SPEC.rule("spectator-tile")
RULE_LEG_END_2 = SPEC.rule("leg-end-2")

_FIRST_DICE = frozenset(COLOURS)

Stacks = tuple[tuple[int, tuple[str, ...]], ...]
"""Camels as stacks: (space, colours bottom to top), one entry per occupied space."""


def _colour_msg(colour: str) -> Msg:
    return colour_msg(colour)


# --------------------------------------------------------------------------------------------
# Input types


@dataclass(frozen=True)
class DesertTile:
    """A player's tile on the track: `side` is +1 (oasis; cheering in the second edition) or
    -1 (mirage; booing); `owner` is optional."""

    space: int
    side: int
    owner: str | None = None


@dataclass(frozen=True)
class Position:
    """What the odds depend on: the camels, the players' tiles, the dice still in the pyramid
    and the edition (1: the first, the default; 2: the second, with its crazy camels, the
    grey die and spectator tiles). The dice default to a full pyramid.

    :raises SetupError: a position the rules cannot produce (a colour missing or twice, a space
        off the track, a camel on a tile, two tiles side by side, a second-edition pyramid
        with fewer than two dice, ...).
    """

    stacks: Stacks
    tiles: tuple[DesertTile, ...] = ()
    dice: frozenset[str] = field(default_factory=lambda: frozenset(COLOURS))
    edition: int = 1

    def __post_init__(self) -> None:
        if self.edition not in COMPONENTS:
            raise SetupError(
                Msg(N_("Camel Up has editions 1 and 2, not “{value}”."), {"value": self.edition}),
                SPEC.rule("editions"),
            )
        if self.edition == 2 and self.dice == _FIRST_DICE:  # the default: a full pyramid
            object.__setattr__(self, "dice", frozenset(self.components.dice))
        self._check_camels()
        self._check_dice()
        self._check_tiles()

    @property
    def components(self) -> Components:
        return COMPONENTS[self.edition]

    @property
    def racing(self) -> tuple[str, ...]:
        """The camels one can bet on, in the order of their dice."""
        return self.components.racing

    def _rule(self, section: str) -> str:
        return self.components.rule(section)

    def _check_camels(self) -> None:
        seen: list[str] = []
        spaces: set[int] = set()
        rule = self._rule("setup")
        for space, colours in self.stacks:
            if not 1 <= space <= FINISH:
                raise SetupError(
                    Msg(N_("Space {space} is off the track (1 to 16)."), {"space": space}),
                    rule=rule,
                )
            if space in spaces:
                raise SetupError(
                    Msg(N_("Space {space} is given twice."), {"space": space}), rule=rule
                )
            if not colours:
                raise SetupError(
                    Msg(N_("Space {space} is given without any camel."), {"space": space}),
                    rule=rule,
                )
            spaces.add(space)
            seen.extend(colours)
        camels = (*self.components.racing, *self.components.crazy)
        for colour in seen:
            if colour not in camels:
                raise InvalidMoveError(
                    Msg(N_("There is no camel called {colour}."), {"colour": colour}),
                    rule=self._rule("components"),
                )
            if seen.count(colour) > 1:
                raise SetupError(
                    Msg(N_("The {colour} camel is given twice."), {"colour": _colour_msg(colour)}),
                    rule=rule,
                )
        for colour in camels:
            if colour not in seen:
                raise SetupError(
                    Msg(N_("The {colour} camel is missing."), {"colour": _colour_msg(colour)}),
                    rule=rule,
                )

    def _check_dice(self) -> None:
        for die in self.dice:
            if die not in self.components.dice:
                raise InvalidMoveError(
                    Msg(N_("There is no die called {colour}."), {"colour": die}),
                    rule=self._rule("components"),
                )
        if self.edition == 2 and len(self.dice) < 2:
            raise SetupError(
                Msg(
                    N_(
                        "A leg of the second edition ends when one die is left in the pyramid: "
                        "a leg in progress has at least two dice in it, not {count}."
                    ),
                    {"count": len(self.dice)},
                ),
                rule=RULE_LEG_END_2,
            )

    def _check_tiles(self) -> None:
        rule = self._rule("desert-tile")
        second = self.edition == 2
        spaces = {space for space, _ in self.stacks}
        tile_spaces = [tile.space for tile in self.tiles]
        for tile in self.tiles:
            if not 2 <= tile.space <= FINISH:
                text = (
                    N_("A spectator tile lies on a space from 2 to 16, not on {space}.")
                    if second
                    else N_("A desert tile lies on a space from 2 to 16, not on {space}.")
                )
                raise SetupError(Msg(text, {"space": tile.space}), rule=rule)
            if tile.side not in (1, -1):
                text = (
                    N_("A spectator tile shows its cheering (+1) or its booing (-1) side.")
                    if second
                    else N_("A desert tile shows its oasis (+1) or its mirage (-1) side.")
                )
                raise SetupError(Msg(text), rule=rule)
            if tile_spaces.count(tile.space) > 1:
                text = (
                    N_("Two spectator tiles lie on space {space}.")
                    if second
                    else N_("Two desert tiles lie on space {space}.")
                )
                raise SetupError(Msg(text, {"space": tile.space}), rule=rule)
            if tile.space + 1 in tile_spaces:
                text = (
                    N_("The spectator tiles on {a} and {b} are side by side.")
                    if second
                    else N_("The desert tiles on {a} and {b} are side by side.")
                )
                raise SetupError(Msg(text, {"a": tile.space, "b": tile.space + 1}), rule=rule)
            if tile.space in spaces:
                text = (
                    N_("A camel stands on the spectator tile on space {space}.")
                    if second
                    else N_("A camel stands on the desert tile on space {space}.")
                )
                raise SetupError(Msg(text, {"space": tile.space}), rule=rule)

    def tile_at(self, space: int) -> DesertTile | None:
        """The tile on `space`, if any."""
        return next((tile for tile in self.tiles if tile.space == space), None)

    def with_tile(self, tile: DesertTile, removing: int | None = None) -> Position:
        """This position with `tile` added, after taking away the tile on `removing` if given."""
        kept = tuple(t for t in self.tiles if t.space != removing)
        return Position(self.stacks, (*kept, tile), self.dice, self.edition)

    def track(self, without: int | None = None) -> Track:
        """The engine's track of this position's edition and tiles (but the one on
        `without`)."""
        return track_of(self.edition, {t.space: t.side for t in self.tiles if t.space != without})


# --------------------------------------------------------------------------------------------
# Notation: the game's one reader (`moves.parse_position`, `moves.parse_tiles`), in the engine's
# input types


def parse_camels(text: str, colour: Callable[[str], str] | None = None, edition: int = 1) -> Stacks:
    """Read stacks written `1:blue 2:green,orange 3:yellow,white` (colours bottom to top;
    `;` separates items too): the reader of `camel new --start`, `moves.parse_position`.

    :param colour: turns a typed word into a colour id (the CLI passes its multilingual
        chooser); by default the edition's English ids, any case, unambiguous prefixes.
    :raises NotationError: `input/camels` when the text cannot be read.
    """
    if colour is None and edition == 2:
        colour = notation.english_colour_2
    return notation.parse_position(text, colour).stacks


english_side_2: Callable[[str], str] = notation._chooser(
    {"cheering": "cheering", "booing": "booing", "+1": "cheering", "+": "cheering"}
    | {"-1": "booing", "-": "booing"},
    N_("side"),
)
"""The sides of a spectator tile in English (or +1 / -1), any case, unambiguous prefixes."""


def format_camels(stacks: Stacks) -> str:
    """The notation `parse_camels` reads: `1:blue 2:green,orange`."""
    return notation.format_position(Track_(tuple(sorted(stacks))))


def parse_tiles(
    text: str, side: Callable[[str], str] | None = None, edition: int = 1
) -> tuple[DesertTile, ...]:
    """Read tiles written `7:mirage 11:oasis` (second edition: `7:cheering 11:booing`),
    optionally with an owner: `7:mirage:ana` (`moves.parse_tiles`).

    :param side: turns a typed word into a side id; by default the edition's English words
        (or +1 / -1), any case, unambiguous prefixes.
    :raises NotationError: `input/tiles` when the text cannot be read.
    """
    if side is None and edition == 2:
        side = english_side_2
    steps = {**SIDE_STEPS, **SPECTATOR_STEPS}
    return tuple(
        DesertTile(space, steps[side_id], owner)
        for space, side_id, owner in notation.parse_tiles(text, side)
    )


def format_tiles(tiles: Iterable[DesertTile], edition: int = 1) -> str:
    """The notation `parse_tiles` reads: `7:mirage:ana 11:oasis` (`7:booing:ana` in the
    second edition)."""
    names = SIDE_WORDS[edition]
    return notation.format_tiles((t.space, names[t.side], t.owner) for t in tiles)


def parse_dice(text: str, colour: Callable[[str], str] | None = None) -> frozenset[str]:
    """Read the dice still in the pyramid: `blue,green` (commas or spaces; empty: none)."""
    return frozenset(notation.parse_colours(text, colour))


def _words(text: str) -> list[str]:
    """`"blue: 3, green:-"` -> ["blue:3", "green:-"]: items split on spaces, `,` and `;`."""
    return re.sub(r"\s*:\s*", ":", text.strip()).replace(",", " ").replace(";", " ").split()


def parse_leg_tiles(
    text: str, colour: Callable[[str], str] | None = None, edition: int = 1
) -> dict[str, int | None]:
    """Read the top leg-bet tile left per colour, `blue:3 green:- white:2` (`-`: none left),
    into `{"blue": 3, "green": None, "white": 2}`; colours not written are not in the result.

    :raises NotationError: `input/leg-tiles` when an item is not `COLOUR:TILE` with a tile of
        5, 3, 2 or `-`, or a colour is written twice; `input/unknown-name` for a colour.
    """
    resolve = colour or (notation.english_colour_2 if edition == 2 else notation.english_colour)
    faces = COMPONENTS[edition].ticket_values
    tops: dict[str, int | None] = {}
    for item in _words(text):
        word, _, top = item.partition(":")
        if not word or top not in ("-", *map(str, faces)):
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


def parse_bets(
    text: str, colour: Callable[[str], str] | None = None, edition: int = 1
) -> list[tuple[str, int]]:
    """Read leg-bet tiles held, `white:5 blue:3`, into `[("white", 5), ("blue", 3)]`.

    :raises NotationError: `input/bets` when an item is not `COLOUR:TILE` with a tile of 5, 3
        or 2; `input/unknown-name` for a colour.
    """
    resolve = colour or (notation.english_colour_2 if edition == 2 else notation.english_colour)
    faces = COMPONENTS[edition].ticket_values
    bets: list[tuple[str, int]] = []
    for item in _words(text):
        word, _, face = item.partition(":")
        if not word or face not in map(str, faces):
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


def encode(position: Position, without: int | None = None) -> tuple[Node, int, dict[int, int]]:
    """The engine's view of `position`: its node (camels back to front, then their spaces),
    the bit mask of the dice left and the tiles as {space: side}, leaving out the tile on
    `without` if given."""
    track = position.track(without)
    return track.encode(position.stacks), track.dice_mask(position.dice), dict(track.tiles)


# --------------------------------------------------------------------------------------------
# Leg odds


@dataclass(frozen=True)
class LegOdds:
    """Exact odds of the rest of the current leg.

    `first`, `second`, `last`: probability per racing colour of holding that place when the
    leg ends (or when the race ends, if it does during the leg). `landings`: expected number
    of groups landing on each tile (by space), which is the expected coins of its owner;
    `coins` sums them per named owner. `race_ends`: probability that the race ends during
    this leg. `outcomes`: how many outcomes were counted (every order and face of the dice
    still to come out: n! 3^n for n dice in the first edition; 320,760 at the start of a leg
    of the second).
    """

    first: dict[str, Fraction]
    second: dict[str, Fraction]
    last: dict[str, Fraction]
    landings: dict[int, Fraction]
    coins: dict[str, Fraction]
    race_ends: Fraction
    outcomes: int


def per_colour(
    counts: Iterable[int], total: int, colours: tuple[str, ...] = COLOURS
) -> dict[str, Fraction]:
    """{colour: count / total} for counts listed in the order of `colours`."""
    return {colour: Fraction(n, total) for colour, n in zip(colours, counts, strict=True)}


def leg_odds_of(tally: Tally, tiles: Iterable[DesertTile], outcomes: int = 0) -> LegOdds:
    """The leg odds counted by `tally`; `tiles` (the tiles on the track) name the owners."""
    total = tally.total
    racing = tally.track.racing if tally.track is not None else COLOURS
    first, second, last = tally.places()
    landings = {space: Fraction(n, total) for space, n in sorted(tally.landings.items())}
    coins: dict[str, Fraction] = {}
    for tile in tiles:
        if tile.owner is not None:
            coins[tile.owner] = coins.get(tile.owner, Fraction(0)) + landings[tile.space]
    return LegOdds(
        first=per_colour(first, total, racing),
        second=per_colour(second, total, racing),
        last=per_colour(last, total, racing),
        landings=landings,
        coins=coins,
        race_ends=Fraction(tally.ended, total),
        outcomes=outcomes or total,
    )


def leg_tally(position: Position, finals: bool = True, passive: bool = False) -> Tally:
    """The exact enumeration of the rest of the leg of `position` (see `odds_leg`); with
    `finals` the positions at the end of the leg are built (`Tally.final`), else only
    their rankings and the positions before the last die (`Tally.ranks`, `prefinal`);
    `passive`: the crazy camels left out once the grey die is out (`enumerate_leg`)."""
    track = position.track()
    node = track.encode(position.stacks)
    mask = track.dice_mask(position.dice)
    return enumerate_leg(track, node, mask, finals=finals, passive=passive)[0]


def outcomes_of(position: Position) -> int:
    """How many outcomes the rest of the leg of `position` has (every order and face)."""
    track = position.track()
    return track.outcomes(track.dice_mask(position.dice))


def leg_odds(position: Position) -> LegOdds:
    """The exact leg odds of `position`, every probability a `Fraction`."""
    tally = leg_tally(position, False, passive=True)
    return leg_odds_of(tally, position.tiles, outcomes_of(position))


# --------------------------------------------------------------------------------------------
# Race odds


@dataclass(frozen=True)
class RaceOdds:
    """Probability of each racing camel winning and losing the race.

    `counted_winner` and `counted_loser` are exact: the probability that the race ends during
    this leg with that camel winning (losing), from the leg enumeration; `ends_this_leg` is
    their total. Of `samples` races, that share is counted, not played: only the other
    `simulated` races are, their current leg ending as the enumeration says and their later
    legs played out. `exact` when the race surely ends this leg: nothing is simulated and the
    figures equal the counted fractions. `stderr` is the largest standard error of the
    estimates, `(1 - ends_this_leg) * sqrt(p(1-p)/simulated)` for the share p among the
    simulated races. `target`: the standard error asked for (None: a number of races was
    asked for); `short` when the time budget ran out before it was reached.
    """

    winner: dict[str, float]
    loser: dict[str, float]
    samples: int
    stderr: float
    ends_this_leg: Fraction = Fraction(0)
    counted_winner: dict[str, Fraction] = field(default_factory=dict)
    counted_loser: dict[str, Fraction] = field(default_factory=dict)
    simulated: int = 0
    target: float | None = None
    short: bool = False

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


def race_odds_of(
    tally: Tally,
    samples: int | None,
    sampler: Sampler,
    *,
    target: float = TARGET_STDERR,
    budget: float | None = RACE_BUDGET,
) -> RaceOdds:
    """The race odds of the leg counted by `tally`: the outcomes in which the race ends this
    leg exactly; for the others, the share that goes on is drawn from the end positions by
    `sampler` and played out: `samples` races in all (those that end this leg counted), or,
    with `samples` None, as many as a standard error of `target` needs (at most
    0.25 / target^2, which always reaches it), or what `budget` seconds allow.

    :raises ValueError: when `samples` is not positive.
    """
    if samples is not None and samples < 1:
        raise ValueError("samples must be positive")
    total = tally.total
    racing = tally.track.racing if tally.track is not None else COLOURS
    counted_winner = per_colour(tally.ended_first, total, racing)
    counted_loser = per_colour(tally.ended_last, total, racing)
    ends = Fraction(tally.ended, total)
    winner = {c: float(p) for c, p in counted_winner.items()}
    loser = {c: float(p) for c, p in counted_loser.items()}
    wanted = None if samples is not None else target
    if not tally.goes_on:
        return RaceOdds(
            winner, loser, samples or 0, 0.0, ends, counted_winner, counted_loser, 0, wanted
        )
    rest = 1 - float(ends)
    n = len(racing)
    wins = [0] * n
    losses = [0] * n
    short = False
    draw = _drawer(tally, rest, sampler, wins, losses)
    if samples is not None:
        simulated = max(1, round(samples * (1 - ends)))
        draw(simulated)
    else:
        cap = max(1, math.ceil(0.25 * rest * rest / (target * target)))
        simulated = 0
        batch = min(cap, FIRST_BATCH)
        while True:
            draw(batch)
            simulated += batch
            spread = max(p * (1 - p) for p in _shares(wins, losses, simulated))
            if rest * math.sqrt(spread / simulated) <= target or simulated >= cap:
                break
            if budget is not None and sampler.elapsed() > budget:
                short = True
                break
            needed = math.ceil(spread * rest * rest / (target * target) * 1.05)
            batch = min(cap - simulated, max(MIN_BATCH, needed - simulated))
        samples = max(simulated, round(simulated / rest))
    seen = _shares(wins, losses, simulated)
    stderr = rest * max(math.sqrt(p * (1 - p) / simulated) for p in seen)
    for c, colour in enumerate(racing):
        winner[colour] += rest * wins[c] / simulated
        loser[colour] += rest * losses[c] / simulated
    return RaceOdds(
        winner,
        loser,
        samples,
        stderr,
        ends,
        counted_winner,
        counted_loser,
        simulated,
        wanted,
        short,
    )


def _drawer(
    tally: Tally, rest: float, sampler: Sampler, wins: list[int], losses: list[int]
) -> Callable[[int], None]:
    """What plays `races` more races that go on after the leg of `tally` (its share `rest`),
    adding their winners and losers to `wins` and `losses`."""
    if tally.start is not None and rest < REPLAY_AT_LEAST and tally.track is not None:
        # Playing the leg again until the race goes on would take too many tries: the end
        # positions themselves, from the leg enumerated with its crazy camels throughout.
        tally = enumerate_leg(tally.track, *tally.start)[0]

    def draw(races: int) -> None:
        if tally.start is not None:
            sampler.draw_leg(*tally.start, races, wins, losses)
        elif tally.prefinal:
            sampler.draw_prefinal(tally.prefinal, races, wins, losses)
        else:
            sampler.draw(tally.final, races, wins, losses)

    return draw


REPLAY_AT_LEAST = 0.01
"""The least chance that the race goes on this leg for which a race plays the rest of the
leg again until it does (`Sampler.draw_leg`)."""

FIRST_BATCH = 600
"""Races played before the adaptive simulation first estimates how many it needs."""
MIN_BATCH = 100


def _shares(wins: list[int], losses: list[int], simulated: int) -> list[float]:
    return [count / simulated for count in (*wins, *losses)]


def race_odds(
    position: Position,
    samples: int | None = DEFAULT_RACE_SAMPLES,
    seed: int | random.Random | None = None,
    tick: Callable[[], None] | None = None,
    *,
    target: float = TARGET_STDERR,
    budget: float | None = RACE_BUDGET,
) -> RaceOdds:
    """Who wins and who loses the race: exactly for the outcomes in which it ends this leg,
    from races played out from the exact end of this leg for the others: `samples` races,
    or with `samples` None as many as a standard error of `target` needs (see
    `race_odds_of`).

    :param seed: an int or a `random.Random` for repeatable figures; None draws a fresh seed.
    :param tick: called after every `RACE_CHUNK` races played (for a progress indicator);
        the figures do not depend on it.
    :raises ValueError: when `samples` is not positive.
    """
    if samples is not None and samples < 1:
        raise ValueError("samples must be positive")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    tally = leg_tally(position, False, passive=True)
    sampler = Sampler(rng, tick, tally.track or position.track())
    return race_odds_of(tally, samples, sampler, target=target, budget=budget)


# --------------------------------------------------------------------------------------------
# Where a player's tile may go


def desert_spaces(position: Position, own_tile: int | None = None) -> list[int]:
    """Spaces where the player may put their tile: 2-16, no camel, no tile, not next to a
    tile. When the player moves their own tile (on `own_tile`), its old place does not count
    (second edition: a move goes to another space)."""
    camels = {space for space, _ in position.stacks}
    tiles = {t.space for t in position.tiles if t.space != own_tile}
    return [
        s
        for s in range(2, FINISH + 1)
        if s not in camels
        and not {s - 1, s, s + 1} & tiles
        and not (position.edition == 2 and s == own_tile)
    ]


def desert_placements(position: Position, own_tile: int | None = None) -> list[tuple[int, int]]:
    """Every (space, side) where the player may put their tile; when it already lies on
    `own_tile`, every move or flip of it (leaving it as it is is not a move; in the second
    edition neither is flipping it in place).

    :raises SetupError: `own_tile` names a space without a tile.
    """
    current_side = 0
    if own_tile is not None:
        tile = position.tile_at(own_tile)
        if tile is None:
            text = (
                N_("There is no spectator tile on space {space}.")
                if position.edition == 2
                else N_("There is no desert tile on space {space}.")
            )
            raise SetupError(
                Msg(text, {"space": own_tile}), rule=position.components.rule("desert-tile")
            )
        current_side = tile.side
    return [
        (space, side)
        for space in desert_spaces(position, own_tile)
        for side in (1, -1)
        if not (space == own_tile and side == current_side)
    ]


def fraction_text(value: Fraction) -> str:
    """`401/2916`, or `0` and `1` for whole numbers."""
    return str(value)
