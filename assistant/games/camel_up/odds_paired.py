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
from typing import NamedTuple

from assistant.games.camel_up.odds_race import RACE_CHUNK, leg, race_1, race_2, rank
from assistant.games.camel_up.odds_track import MASK_DICE, StepTable, step_table, track_of

RACE_NUMBERS = 16
"""Random numbers drawn ahead for the later legs of a sample (two a leg); a longer race
goes on with more, the same for every play of the sample. A sample takes the same random
numbers from the generator whichever placements it plays, so a placement's figure does not
depend on the others asked for."""

Placement = tuple[int, int]


class Drawn(NamedTuple):
    """What paired samples say of one placement: the change in the race cards held and its
    standard error (0, 0 when none are held), and the whole change in the player's money
    (coins of the tile this leg, leg-bet tiles, their own tile's coins, race cards) with a
    standard error widened by one sample's most (for screening: a change seen in no
    sample is not taken as surely nothing)."""

    race: float
    race_error: float
    total: float
    total_error: float


def paired_changes(
    edition: int,
    stacks: Sequence[tuple[int, Sequence[str]]],
    tiles: Mapping[int, int],
    dice: frozenset[str],
    placements: Sequence[Placement],
    samples: int,
    rng: random.Random,
    *,
    cards: Sequence[tuple[int, int, int]] = (),
    tickets: Sequence[Sequence[int]] | None = None,
    own: int | None = None,
    tick: Callable[[], None] | None = None,
) -> dict[Placement, Drawn]:
    """For each placement `(space, side)`, what it changes from `samples` paired samples:
    in the race `cards` held, `(place, camel, weight)` (place 0: the winner pile, 1: the
    loser pile; `weight`: the card's payout plus one; the race is played on only when some
    are held), and in the player's money this leg: the tile's landings, what the leg-bet
    tiles held pay (`tickets[first][second]`, by the racing camels first and second when
    the leg ends), the coins of their `own` tile (its space in `tiles`), which leaves its
    space when they place it elsewhere. `tick` is called after every `RACE_CHUNK`
    samples."""
    pairs = Pairs(edition, stacks, tiles, dice, placements, cards, tickets, own)
    for count in range(1, samples + 1):
        if tick is not None and not count % RACE_CHUNK:
            tick()
        pairs.sample(rng.random)
    return pairs.found(samples)


class Pairs:
    """The plays of `paired_changes` and what they add up to so far: `sample` plays one
    more paired sample, `found(samples)` says what the `samples` played so far say."""

    def __init__(
        self,
        edition: int,
        stacks: Sequence[tuple[int, Sequence[str]]],
        tiles: Mapping[int, int],
        dice: frozenset[str],
        placements: Sequence[Placement],
        cards: Sequence[tuple[int, int, int]],
        tickets: Sequence[Sequence[int]] | None,
        own: int | None,
    ) -> None:
        track = track_of(edition, {})
        node = track.encode(stacks)
        n = len(node) >> 1
        self.camels, self.where = list(node[:n]), list(node[n:])
        mask = track.dice_mask(dice)
        self.pyramid = list(MASK_DICE[mask])
        self.draws = track.draws(mask)
        rest = {space: side for space, side in tiles.items() if space != own}
        self.base = step_table(tiles)
        self.tables = {p: step_table({**rest, p[0]: p[1]}) for p in placements}
        moved = {own} if own is not None else set()
        self.triggers = {p: {p[0]} | moved for p in placements}
        self.race = race_2 if edition == 2 else race_1
        self.edition = edition
        self.racing = len(track.racing)
        self.cards = cards
        self.tickets = tickets
        self.own = own
        self.race_sums = dict.fromkeys(placements, 0)
        self.race_squares = dict.fromkeys(placements, 0)
        self.sums = dict.fromkeys(placements, 0)
        self.squares = dict.fromkeys(placements, 0)
        self.largest = dict.fromkeys(placements, 1)

    def paid(self, camels: list[int]) -> int:
        """What the leg-bet tiles held pay for the ranking of `camels`."""
        if self.tickets is None:
            return 0
        order = [c for c in camels if c < self.racing] if self.edition == 2 else camels
        return self.tickets[order[-1]][order[-2]]

    def score(self, camels: list[int]) -> int:
        """What the race cards held are worth (less one coin each) for the race's end."""
        if not self.cards:
            return 0
        ends = rank(camels, self.edition)
        return sum(weight for place, camel, weight in self.cards if ends[place] == camel)

    def play(
        self, table: StepTable, numbers: list[float], later: list[float], seed: float
    ) -> tuple[list[int], list[int], int]:
        """The rest of the leg with the tiles of `table` from the leg's `numbers`: the
        camels where the leg leaves them (or where the race ended), the spaces landed on,
        and what the leg-bet tiles then pay; the race played on from the `later` numbers
        when race cards are held."""
        camels, where = self.camels[:], self.where[:]
        landed: list[int] = []
        going = leg(
            camels, where, self.pyramid[:], self.draws, table, iter(numbers).__next__, landed
        )
        paid = self.paid(camels)
        if going and self.cards:
            self.race(camels, where, itertools.chain(later, _more(seed)).__next__)
        return camels, landed, paid

    def sample(self, uniform: Callable[[], float]) -> None:
        """One paired sample: the leg and the race as they are, then with each placement
        the leg lands on (or on the player's own tile)."""
        numbers = [uniform() for _ in range(2 * self.draws)]
        later = [uniform() for _ in range(RACE_NUMBERS)]
        seed = uniform()
        camels, landed, paid = self.play(self.base, numbers, later, seed)
        held = paid + (landed.count(self.own) if self.own is not None else 0)  # as it is
        before = self.score(camels)
        spaces = set(landed)
        for placement, triggers in self.triggers.items():
            if spaces.isdisjoint(triggers):
                continue
            camels, lands, paid = self.play(self.tables[placement], numbers, later, seed)
            drawn = self.score(camels) - before
            change = lands.count(placement[0]) + paid - held + drawn
            if self.cards:
                self.race_sums[placement] += drawn
                self.race_squares[placement] += drawn * drawn
            self.sums[placement] += change
            self.squares[placement] += change * change
            self.largest[placement] = max(self.largest[placement], abs(change))

    def found(self, samples: int) -> dict[Placement, Drawn]:
        result: dict[Placement, Drawn] = {}
        for p, total in self.sums.items():
            race_part = _mean_error(self.race_sums[p], self.race_squares[p], samples)
            mean, error = _mean_error(total, self.squares[p], samples)
            result[p] = Drawn(*race_part, mean, math.hypot(error, self.largest[p] / samples))
        return result


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
