"""What a tile placement changes in the race cards held, from paired races.

Internal to `odds_value`, which documents the figures. A tile placed now lies on the track
for the rest of this leg only, so it changes the race through where the camels stand when
the leg ends. Each sample draws the rest of this leg (the order of the dice and their faces)
and the random numbers of the later legs once, and plays them twice or more: on the track as
it is, and with each placement that the leg as played lands on (a move that lands on no
space whose tile differs plays the same with the tile, so the race goes the same). Playing
both from the same random numbers makes their difference far less noisy than two
independent estimates: a camel one space further on wins the same races almost always, and
only where the tile changes the winner (or the last camel) does the sample count.

Samples are independent, so the mean of the differences is unbiased and its standard error
is that of the sample: both are returned with the value.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterator, Mapping, Sequence

from assistant.games.camel_up.odds_race import RACE_CHUNK, leg_1, leg_2, race_1, race_2, rank
from assistant.games.camel_up.odds_track import MASK_DICE, step_table, track_of

RACE_NUMBERS = 16
"""Random numbers drawn ahead for the later legs of a sample (two a leg); a longer race
goes on with more, the same for every play of the sample. A sample takes the same random
numbers from the generator whichever placements it plays, so a placement's figure does not
depend on the others asked for."""

Placement = tuple[int, int]


def paired_changes(
    edition: int,
    stacks: Sequence[tuple[int, Sequence[str]]],
    tiles: Mapping[int, int],
    dice: frozenset[str],
    placements: Sequence[Placement],
    cards: Sequence[tuple[int, int, int]],
    samples: int,
    rng: random.Random,
    own: int | None = None,
    tick: Callable[[], None] | None = None,
) -> dict[Placement, tuple[float, float]]:
    """For each placement `(space, side)`, the change it makes to the expected value of the
    race `cards` held, `(place, camel, weight)` (place 0: the winner pile, 1: the loser
    pile; `weight`: the card's payout plus one), and the standard error of that estimate,
    from `samples` paired samples. The player's `own` tile (its space in `tiles`) leaves
    its space when they place it elsewhere. `tick` is called after every `RACE_CHUNK`
    samples."""
    track = track_of(edition, {})
    node = track.encode(stacks)
    n = len(node) >> 1
    camels0, where0 = list(node[:n]), list(node[n:])
    mask = track.dice_mask(dice)
    pyramid = list(MASK_DICE[mask])
    draws = track.draws(mask)
    rest = {space: side for space, side in tiles.items() if space != own}
    base = step_table(tiles)
    tables = {p: step_table({**rest, p[0]: p[1]}) for p in placements}
    moved = {own} if own is not None else set()
    triggers = {p: {p[0]} | moved for p in placements}
    leg = leg_2 if edition == 2 else leg_1
    race = race_2 if edition == 2 else race_1
    uniform = rng.random

    def score(camels: list[int]) -> int:
        ends = rank(camels, edition)
        return sum(weight for place, camel, weight in cards if ends[place] == camel)

    sums = dict.fromkeys(placements, 0)
    squares = dict.fromkeys(placements, 0)
    for count in range(1, samples + 1):
        if tick is not None and not count % RACE_CHUNK:
            tick()
        leg_numbers = [uniform() for _ in range(2 * draws)]
        race_numbers = [uniform() for _ in range(RACE_NUMBERS)]
        seed = uniform()
        camels, where = camels0[:], where0[:]
        landed: set[int] = set()
        if leg(camels, where, pyramid[:], draws, base, iter(leg_numbers).__next__, landed):
            race(camels, where, itertools.chain(race_numbers, _more(seed)).__next__)
        before = score(camels)
        for placement in placements:
            if landed.isdisjoint(triggers[placement]):
                continue
            camels, where = camels0[:], where0[:]
            table = tables[placement]
            if leg(camels, where, pyramid[:], draws, table, iter(leg_numbers).__next__, None):
                race(camels, where, itertools.chain(race_numbers, _more(seed)).__next__)
            change = score(camels) - before
            if change:
                sums[placement] += change
                squares[placement] += change * change
    return {p: _mean_error(sums[p], squares[p], samples) for p in placements}


def _more(seed: float) -> Iterator[float]:
    """The random numbers of a long race after those drawn ahead: the same for every play
    of a sample (from `seed`), drawn only when a play needs them."""
    rng = random.Random(seed)
    while True:
        yield rng.random()


def _mean_error(total: int, squares: int, samples: int) -> tuple[float, float]:
    mean = total / samples
    if samples < 2:
        return mean, 0.0
    variance = max(0.0, (squares - samples * mean * mean) / (samples - 1))
    return mean, math.sqrt(variance / samples)
