"""Camel Up odds: exact leg odds, Monte Carlo race odds and the expected value of every action.

Pure and self-contained: a position is given with this module's own small input types
(`Position`, `DesertTile`), so the engine does not depend on the game's state classes. Nothing
here prints, reads files or keeps state between calls.

How the exact leg odds are computed (see docs/camel-up-odds.md for the figures):

* Every outcome of the rest of the leg is an ordered sequence of (die, face) pairs: every
  remaining die equally likely to come out next, every face 1-3 equally likely. With n dice
  left there are n! * 3**n outcomes, all equally likely, so every probability is an integer
  count over that common denominator, turned into a `Fraction` only at the end.
* The enumeration goes forward die by die and merges identical states: a node is
  (camel order, camel spaces) under the set of dice still hidden, weighted by how many
  outcome prefixes reach it. Two orders of the same dice that do not interact reach the same
  node, so the 29,160 outcomes of a five-dice leg collapse to about a thousand nodes.
* Camels move through the rules' own movement function (`rules.roll`, the one the game and
  the race simulation use), on the compact track below.
* At the last die only the ranking counts: first, second and last are read straight from
  where the moving group goes in, without building the state, and the moves are shared by
  every node with the same spaces (a move depends only on the spaces and on which camel
  moves). A race that ends in the middle of the leg is scored at once with the weight of
  all the outcomes that share that prefix (m! * 3**m).

Camels are tracked as a compact track sorted from the back of the race to the front: the
camel order (stacks bottom to top inside a space) and the space of each camel, in one tuple
(the camels, then their spaces). Above is ahead for every ranking, so the leader is the last
camel and the last camel the first one.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Literal

from assistant.games.base import InvalidMoveError, SetupError
from assistant.games.camel_up import moves as notation
from assistant.games.camel_up.rules import landing_table, roll
from assistant.games.camel_up.scoring import race_payout
from assistant.games.camel_up.state import (
    COLOUR_NAMES,
    DIE_FACES,
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
RACE_CHUNK = 1_000

# Sections of rulebooks/camel-up.yaml cited by the errors below.
RULE_COMPONENTS = SPEC.rule("components")
RULE_SETUP = SPEC.rule("setup")
RULE_DESERT = SPEC.rule("desert-tile")

Stacks = tuple[tuple[int, tuple[str, ...]], ...]
"""Camels as stacks: (space, colours bottom to top), one entry per occupied space."""

ActionKind = Literal["bet", "pyramid", "desert", "winner", "loser"]


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


# --------------------------------------------------------------------------------------------
# Internal encoding

_Order = tuple[int, ...]
_Spaces = tuple[int, ...]
_Node = tuple[int, ...]
"""A node of the leg enumeration: the camels back to front, then their spaces, in one tuple."""

_INDEX = {colour: i for i, colour in enumerate(COLOURS)}
_MASK_DICE: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(len(COLOURS)) if mask >> c & 1) for mask in range(1 << len(COLOURS))
)
_FACE_1, _FACE_2, _FACE_3 = DIE_FACES


def _encode(position: Position) -> tuple[_Order, _Spaces, int, dict[int, int]]:
    """Camel order (back to front), aligned spaces, dice bit mask and {space: side}."""
    order: list[int] = []
    spaces: list[int] = []
    for space, colours in sorted(position.stacks):
        for colour in colours:
            order.append(_INDEX[colour])
            spaces.append(space)
    mask = 0
    for die in position.dice:
        mask |= 1 << _INDEX[die]
    return tuple(order), tuple(spaces), mask, {t.space: t.side for t in position.tiles}


@dataclass
class _Counts:
    """Integer outcome counts of a leg over `total` equally likely outcomes."""

    total: int
    first: list[int]
    second: list[int]
    last: list[int]
    landings: dict[int, int]
    race_ends: int


def _leg_counts(order: _Order, spaces: _Spaces, mask: int, tiles: Mapping[int, int]) -> _Counts:
    """Count first/second/last finishes and tile landings over every outcome of the leg.

    Every move goes through `rules.roll`: `(j, to, k, tile)` says that the camels at `i` to
    `j - 1` stop on `to` and go in at index `k` among the others (see its docstring).
    """
    n_dice = len(_MASK_DICE[mask])
    total = math.factorial(n_dice) * 3**n_dice
    first = [0] * len(COLOURS)
    second = [0] * len(COLOURS)
    last = [0] * len(COLOURS)
    landings = dict.fromkeys(tiles, 0)
    race_ends = 0
    if n_dice == 0:
        first[order[-1]] = second[order[-2]] = last[order[0]] = 1
        return _Counts(1, first, second, last, landings, 0)
    n = len(order)
    table = landing_table(tiles)
    move = roll
    layer: dict[int, dict[_Node, int]] = {mask: {order + spaces: 1}}
    for level in range(n_dice - 1):
        left = n_dice - level - 1
        # Outcomes that share one prefix at this depth: the orders and faces of the rest.
        weight = math.factorial(left) * 3**left
        following: dict[int, dict[_Node, int]] = {}
        for node_mask, nodes in layer.items():
            dice = _MASK_DICE[node_mask]
            for node, count in nodes.items():
                reach = count * weight
                s = node[n:]
                for camel in dice:
                    i = node.index(camel, 0, n)
                    targets = following.setdefault(node_mask ^ (1 << camel), {})
                    rest: _Order = ()
                    for face in DIE_FACES:
                        j, to, k, tile = move(s, i, face, table)
                        if tile:
                            landings[tile] += reach
                        size = j - i
                        if to > FINISH:
                            # The race ends: the group is ahead of everyone, nothing else moves.
                            race_ends += reach
                            first[node[j - 1]] += reach
                            second[
                                node[j - 2] if size > 1 else node[n - 1 if j < n else i - 1]
                            ] += reach
                            last[node[0 if i else (j if j < n else i)]] += reach
                            continue
                        if k == i:  # nobody overtaken: only the spaces change
                            new = node[: n + i] + (to,) * size + node[n + j :]
                        else:
                            if not rest:
                                rest = node[:i] + node[j:n]
                                rest_spaces = s[:i] + s[j:]
                            new = (
                                rest[:k]
                                + node[i:j]
                                + rest[k:]
                                + rest_spaces[:k]
                                + (to,) * size
                                + rest_spaces[k:]
                            )
                        targets[new] = targets.get(new, 0) + count
        layer = following
    # The last die: only the ranking counts. A move depends only on the spaces and on the
    # index of the camel, so nodes with the same spaces share their moves.
    moves: dict[tuple[_Spaces, int], tuple[tuple[int, int, int, int], ...]] = {}
    for node_mask, nodes in layer.items():
        camel = _MASK_DICE[node_mask][0]
        for node, reach in nodes.items():
            i = node.index(camel, 0, n)
            s = node[n:]
            outcomes = moves.get((s, i))
            if outcomes is None:
                outcomes = moves[s, i] = (
                    move(s, i, _FACE_1, table),
                    move(s, i, _FACE_2, table),
                    move(s, i, _FACE_3, table),
                )
            for j, to, k, tile in outcomes:
                if tile:
                    landings[tile] += reach
                if to > FINISH:
                    race_ends += reach
                # The new order is others[:k] + group + others[k:], where the group is
                # node[i:j] and the others node[:i] + node[j:n] (m of them).
                size = j - i
                m = n - size
                if k == m:
                    first[node[j - 1]] += reach
                    second[node[j - 2] if size > 1 else node[n - 1 if j < n else i - 1]] += reach
                else:
                    first[node[n - 1 if j < n else i - 1]] += reach
                    if k == m - 1:
                        second[node[j - 1]] += reach
                    elif j < n - 1:
                        second[node[n - 2]] += reach
                    else:
                        second[node[i - 1 if j == n - 1 else i - 2]] += reach
                last[node[i] if k == 0 else node[0 if i else j]] += reach
    return _Counts(total, first, second, last, landings, race_ends)


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


def leg_odds(position: Position) -> LegOdds:
    """The exact leg odds of `position`, every probability a `Fraction`."""
    order, spaces, mask, tiles = _encode(position)
    counts = _leg_counts(order, spaces, mask, tiles)
    total = counts.total

    def per_colour(values: list[int]) -> dict[str, Fraction]:
        return {colour: Fraction(values[i], total) for i, colour in enumerate(COLOURS)}

    landings = {space: Fraction(n, total) for space, n in sorted(counts.landings.items())}
    coins: dict[str, Fraction] = {}
    for tile in position.tiles:
        if tile.owner is not None:
            coins[tile.owner] = coins.get(tile.owner, Fraction(0)) + landings[tile.space]
    return LegOdds(
        first=per_colour(counts.first),
        second=per_colour(counts.second),
        last=per_colour(counts.last),
        landings=landings,
        coins=coins,
        race_ends=Fraction(counts.race_ends, total),
        outcomes=total,
    )


# --------------------------------------------------------------------------------------------
# Race odds

_PERMUTATIONS: tuple[tuple[int, ...], ...] = tuple(itertools.permutations(range(len(COLOURS))))
_FACES: tuple[tuple[int, ...], ...] = tuple(itertools.product((1, 2, 3), repeat=len(COLOURS)))


@dataclass(frozen=True)
class RaceOdds:
    """Estimated probability of each camel winning and losing the race.

    `stderr` is the largest standard error among the ten estimates, sqrt(p(1-p)/samples).
    """

    winner: dict[str, float]
    loser: dict[str, float]
    samples: int
    stderr: float


def _simulate(position: Position, samples: int, rng: random.Random) -> tuple[list[int], list[int]]:
    """Play the race to its end `samples` times; count winners and losers per camel index.

    The current leg uses the position's desert tiles and remaining dice; every later leg
    rolls all five dice with an empty track (the tiles go home when the leg ends). Camels move
    through the rules' `roll` on a compact track of two lists (camels back to front, spaces).
    """
    wins = [0] * len(COLOURS)
    losses = [0] * len(COLOURS)
    order, spaces, mask, tiles = _encode(position)
    base_camels, base_spaces = list(order), list(spaces)
    first_leg, later_legs = landing_table(tiles), landing_table({})
    first_orders = list(itertools.permutations(_MASK_DICE[mask]))
    uniform = rng.random
    move = roll
    n_first = len(first_orders)
    n_perm = len(_PERMUTATIONS)
    n_faces = len(_FACES)
    for _ in range(samples):
        camels = base_camels[:]
        where = base_spaces[:]
        dice: Sequence[int] = first_orders[int(uniform() * n_first)]
        table = first_leg
        while True:
            faces = _FACES[int(uniform() * n_faces)]
            for camel, face in zip(dice, faces, strict=False):
                i = camels.index(camel)
                j, to, k, _ = move(where, i, face, table)
                if k == i:  # nobody overtaken: only the spaces change
                    where[i:j] = [to] * (j - i)
                else:
                    group = camels[i:j]
                    del camels[i:j]
                    camels[k:k] = group
                    del where[i:j]
                    where[k:k] = [to] * len(group)
                if to > FINISH:
                    wins[camels[-1]] += 1
                    losses[camels[0]] += 1
                    break
            else:
                table = later_legs
                dice = _PERMUTATIONS[int(uniform() * n_perm)]
                continue
            break
    return wins, losses


def race_odds(
    position: Position,
    samples: int = DEFAULT_RACE_SAMPLES,
    seed: int | random.Random | None = None,
    tick: Callable[[], None] | None = None,
) -> RaceOdds:
    """Estimate who wins and who loses the race by playing it out `samples` times.

    :param seed: an int or a `random.Random` for repeatable figures; None draws a fresh seed.
    :param tick: called after every `RACE_CHUNK` samples (for a progress indicator); the
        figures do not depend on it.
    :raises ValueError: when `samples` is not positive.
    """
    if samples < 1:
        raise ValueError("samples must be positive")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    wins = [0] * len(COLOURS)
    losses = [0] * len(COLOURS)
    for done in range(0, samples, RACE_CHUNK):
        # The chunks draw from one generator in turn: the same figures as one long run.
        chunk_wins, chunk_losses = _simulate(position, min(RACE_CHUNK, samples - done), rng)
        wins = [a + b for a, b in zip(wins, chunk_wins, strict=True)]
        losses = [a + b for a, b in zip(losses, chunk_losses, strict=True)]
        if tick is not None:
            tick()
    winner = {c: wins[i] / samples for i, c in enumerate(COLOURS)}
    loser = {c: losses[i] / samples for i, c in enumerate(COLOURS)}
    stderr = max(math.sqrt(p * (1 - p) / samples) for p in (*winner.values(), *loser.values()))
    return RaceOdds(winner, loser, samples, stderr)


# --------------------------------------------------------------------------------------------
# Actions


@dataclass(frozen=True)
class ActionValue:
    """The expected coins an action brings the player to move.

    `ev` is a `Fraction` when exact (leg bets, the pyramid tile, desert tiles) and a float for
    race cards (from the simulated race odds). `colour`, `space` and `side` name the target.
    """

    kind: ActionKind
    ev: Fraction | float
    colour: str | None = None
    space: int | None = None
    side: int | None = None

    @property
    def exact(self) -> bool:
        return isinstance(self.ev, Fraction)

    @property
    def label(self) -> str:
        """Canonical English words, as typed after `assistant camel`: `bet blue`, `pyramid`,
        `desert 7 oasis`, `winner blue`, `loser blue`."""
        if self.kind == "pyramid":
            return "pyramid"
        if self.kind == "desert":
            return f"desert {self.space} {SIDE_NAMES[self.side or OASIS]}"
        return f"{self.kind} {self.colour}"


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


def race_card_payout(colour: str, pile: Sequence[str]) -> int:
    """What a correct race card of `colour` pays when laid on `pile` (known cards, first laid
    first): 8, 5, 3, 2, then 1, by how many cards of that colour lie before it."""
    return race_payout(1 + sum(1 for card in pile if card == colour))


def action_values(
    position: Position,
    *,
    leg: LegOdds | None = None,
    race: RaceOdds | None = None,
    leg_tiles: Mapping[str, Sequence[int]] | None = None,
    own_tile: int | None = None,
    race_cards: Iterable[str] = COLOURS,
    winner_pile: Sequence[str] = (),
    loser_pile: Sequence[str] = (),
    tick: Callable[[], None] | None = None,
) -> list[ActionValue]:
    """The expected value of every action open to the player to move, best first.

    * `bet <colour>` for each colour with a leg tile left (`leg_tiles`, top first; default
      5, 3, 2 for every colour): face if first, +1 if second, -1 otherwise.
    * `pyramid`: exactly 1, the coin of the tile (while a die is left). Revealing a die does
      not change the expected value of anything else: the die would come out anyway.
    * `desert <space> <side>` for every legal space and side: the expected landings of the
      tile this leg, computed exactly with the tile in place (it changes the camels' moves).
      When the player's tile already lies on `own_tile`, the value is the gain over leaving
      it there (new expected landings minus those it earns where it is), and leaving it as
      it is is not an action.
    * `winner <colour>` and `loser <colour>` for each race card the player still holds
      (`race_cards`), only when `race` is given: P * payout - (1 - P), the payout set by the
      cards of that colour already known on the pile.

    `tick` is called after each desert placement is solved (for a progress indicator).

    :raises SetupError: `own_tile` names a space without a desert tile.
    """
    leg = leg or leg_odds(position)
    stacks = leg_tiles if leg_tiles is not None else {c: LEG_TILES for c in COLOURS}
    actions: list[ActionValue] = []
    for colour in COLOURS:
        available = stacks.get(colour, ())
        if available:
            p1, p2 = leg.first[colour], leg.second[colour]
            ev = available[0] * p1 + p2 - (1 - p1 - p2)
            actions.append(ActionValue("bet", ev, colour=colour))
    if position.dice:
        actions.append(ActionValue("pyramid", Fraction(1)))

    placements = desert_placements(position, own_tile)
    current = leg.landings[own_tile] if own_tile is not None else Fraction(0)
    for space, side in placements:
        trial = position.with_tile(DesertTile(space, side), removing=own_tile)
        order, spaces, mask, tiles = _encode(trial)
        counts = _leg_counts(order, spaces, mask, tiles)
        ev = Fraction(counts.landings[space], counts.total) - current
        actions.append(ActionValue("desert", ev, space=space, side=side))
        if tick is not None:
            tick()

    if race is not None:
        held = set(race_cards)
        for colour in COLOURS:
            if colour in held:
                win, lose = race.winner[colour], race.loser[colour]
                win_ev = win * race_card_payout(colour, winner_pile) - (1 - win)
                lose_ev = lose * race_card_payout(colour, loser_pile) - (1 - lose)
                actions.append(ActionValue("winner", win_ev, colour=colour))
                actions.append(ActionValue("loser", lose_ev, colour=colour))
    actions.sort(key=lambda a: (-a.ev, a.label))
    return actions


# --------------------------------------------------------------------------------------------
# Everything at once, and JSON


@dataclass(frozen=True)
class Analysis:
    """Leg odds, race odds (None when skipped) and the actions, best first."""

    leg: LegOdds
    race: RaceOdds | None
    actions: list[ActionValue]


def analyse(
    position: Position,
    *,
    race_samples: int = DEFAULT_RACE_SAMPLES,
    seed: int | random.Random | None = None,
    leg_tiles: Mapping[str, Sequence[int]] | None = None,
    own_tile: int | None = None,
    race_cards: Iterable[str] = COLOURS,
    winner_pile: Sequence[str] = (),
    loser_pile: Sequence[str] = (),
    progress: Callable[[int, int], None] | None = None,
) -> Analysis:
    """Leg odds, race odds (skipped when `race_samples` is 0) and every action's value.

    :param progress: called as `progress(done, total)` after each step of work (the leg, each
        desert placement, each `RACE_CHUNK` race samples), for a progress indicator.
    """
    total = 1 + len(desert_placements(position, own_tile))
    total += -(-race_samples // RACE_CHUNK) if race_samples > 0 else 0
    done = 0

    def tick() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    leg = leg_odds(position)
    tick()
    race = race_odds(position, race_samples, seed, tick) if race_samples > 0 else None
    actions = action_values(
        position,
        leg=leg,
        race=race,
        leg_tiles=leg_tiles,
        own_tile=own_tile,
        race_cards=race_cards,
        winner_pile=winner_pile,
        loser_pile=loser_pile,
        tick=tick,
    )
    return Analysis(leg, race, actions)


def fraction_text(value: Fraction) -> str:
    """`401/2916`, or `0` and `1` for whole numbers."""
    return str(value)


def _rounded(value: float | Fraction, places: int = 4) -> float:
    return round(float(value), places)


def to_json(analysis: Analysis) -> dict[str, Any]:
    """The JSON document of `assistant camel odds --json`.

    `leg` holds exact fractions as "p/q" strings for every colour, plus the expected landings
    per desert tile (`landings`, by space; `coins`, by named owner) and the chance that the
    race ends this leg (`race_ends`); `race` is null when skipped;
    `actions` are sorted best first, `ev` rounded to 4 places and `exact` as "p/q" when exact.
    """
    leg = analysis.leg
    doc: dict[str, Any] = {
        "leg": {
            "first": {c: fraction_text(p) for c, p in leg.first.items()},
            "second": {c: fraction_text(p) for c, p in leg.second.items()},
            "last": {c: fraction_text(p) for c, p in leg.last.items()},
            "landings": {str(s): fraction_text(p) for s, p in leg.landings.items()},
            "race_ends": fraction_text(leg.race_ends),
            "coins": {owner: fraction_text(p) for owner, p in leg.coins.items()},
        },
        "race": None,
        "actions": [],
    }
    race = analysis.race
    if race is not None:
        doc["race"] = {
            "winner": {c: _rounded(p) for c, p in race.winner.items()},
            "loser": {c: _rounded(p) for c, p in race.loser.items()},
            "samples": race.samples,
            "stderr": _rounded(race.stderr),
        }
    for action in analysis.actions:
        entry: dict[str, Any] = {"action": action.label, "ev": _rounded(action.ev)}
        if isinstance(action.ev, Fraction):
            entry["exact"] = fraction_text(action.ev)
        doc["actions"].append(entry)
    return doc
