"""Race odds on the exact first leg: only the legs after the current one are simulated.

Internal to `odds`, which documents the figures. The exact enumeration of the current leg
(`odds_leg.enumerate_leg`) already gives, with their exact probabilities, the outcomes in which
the race ends this leg (with its winner and loser) and the positions at the end of the leg in
which it goes on: a few hundred to a few thousand distinct nodes. So the race is not played
from the start: the end of the current leg is drawn from that exact distribution, and only the
later legs (a full pyramid, no tile: the tiles go home) are played out.

Of `samples` races, the share that ends this leg is counted, not played: only the others are
drawn. The draw is systematic: evenly spaced points over the cumulative distribution with
one random offset, so every end position gets its share of the races to within one, and the
estimate is unbiased (several draws in a row, each unbiased, add up to an unbiased one). The
results are kept per end position (`Sampler`), so what a tile changes in the race odds
(another distribution over end positions, from `odds_leg.placement`) can be estimated from
the same races and a further draw over the positions the tile moves weight to or from (used
when the race surely ends this leg but a tile may make it go on; otherwise `odds_paired`
plays paired races with `leg`, `race_1`, `race_2`).

Both editions move camels with the compact movement of `odds_track` (the first edition's is
the rules' `rules.roll`), on two plain lists changed in place.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from bisect import bisect_right
from collections.abc import Callable, Mapping, Sequence

from assistant.games.camel_up.odds_track import (
    BLACK,
    FINISH,
    GREY_DIE,
    MASK_DICE,
    N_RACING,
    WHITE,
    FirstTrack,
    Node,
    SecondTrack,
    StepTable,
    Track,
    roll_both_ways,
)
from assistant.games.camel_up.state import DIE_FACES

RACE_CHUNK = 1_000
"""Races between two calls of the progress callback."""

_PERMUTATIONS_5: tuple[tuple[int, ...], ...] = tuple(itertools.permutations(range(5)))
_FACES_5: tuple[tuple[int, ...], ...] = tuple(itertools.product(DIE_FACES, repeat=5))
_ORDERS_6: tuple[tuple[int, ...], ...] = tuple(p[:5] for p in itertools.permutations(range(6)))
_FACES_6: tuple[tuple[int, ...], ...] = tuple(itertools.product(range(6), repeat=5))
"""Second edition: a face of 0-5 for each of the five dice drawn: a racing die shows
`f % 3 + 1`; the grey die shows `f % 3 + 1` in black for f < 3, in white otherwise."""


class Sampler:
    """Races played out from positions at the start of a leg, kept per position.

    `results[node]` is `[races, wins per camel..., losses per camel...]`; `expected[node]` the
    number of races the draws were expected to give that position (for `mean`).
    """

    def __init__(
        self,
        rng: random.Random,
        tick: Callable[[], None] | None = None,
        track: Track | None = None,
    ) -> None:
        self.track = track or FirstTrack({})
        self.racing = len(self.track.racing)
        self.rng = rng
        self.tick = tick
        self.played = 0
        self.started = time.perf_counter()
        self.results: dict[Node, list[int]] = {}
        self.expected: dict[Node, float] = {}
        self.pre_results: dict[tuple[int, Node], list[int]] = {}
        self.pre_expected: dict[tuple[int, Node], float] = {}
        """As `results` and `expected`, for the races drawn from a node before the last
        die of the leg (`draw_pre`)."""
        self.orders: dict[
            int, tuple[Mapping[tuple[int, Node], int], list[tuple[int, Node]], list[int]]
        ] = {}
        """The positions before the last die in order, with their cumulative weights, per
        `Tally.prefinal` drawn from (by its id: drawn from again round after round)."""

    def elapsed(self) -> float:
        """Seconds since the sampler was made."""
        return time.perf_counter() - self.started

    def play(self, node: Node, races: int, keep: bool = True) -> list[int]:
        """Play `races` more races from `node`, a position at the start of a leg, count their
        winners and losers and return the counts of these races (kept with the node's for
        `mean` unless `keep` is False)."""
        if races <= 0:
            return [0] * (1 + 2 * self.racing)
        counts = self.results.setdefault(node, [0] * (1 + 2 * self.racing)) if keep else None
        if self.track.edition == 2:
            new = _play_2(node, races, self.rng.random)
        else:
            new = _play_1(node, races, self.rng.random)
        if counts is not None:
            for i, count in enumerate(new):
                counts[i] += count
        before = self.played
        self.played += races
        if self.tick is not None:
            for _ in range(before // RACE_CHUNK, self.played // RACE_CHUNK):
                self.tick()
        return new

    def draw(
        self,
        weights: Mapping[Node, float],
        races: int,
        wins: list[int] | None = None,
        losses: list[int] | None = None,
    ) -> dict[Node, int]:
        """Spread `races` races over the positions of `weights` in proportion, systematically
        (evenly spaced points over the cumulative weights, one random offset: each position
        gets its share to within one), play them, add their winners and losers to `wins`
        and `losses` when given, and return how many each position got."""
        mass = sum(weights.values())
        offset = self.rng.random()
        shares: dict[Node, int] = {}
        done = 0
        cumulative = 0.0
        for node in sorted(weights):
            self.expected[node] = self.expected.get(node, 0.0) + races * weights[node] / mass
            cumulative += weights[node]
            upto = math.ceil(cumulative * races / mass - offset)
            if upto > done:
                shares[node] = upto - done
                done = upto
        n = self.racing
        for node, count in shares.items():
            new = self.play(node, count)
            if wins is not None and losses is not None:
                for c in range(n):
                    wins[c] += new[1 + c]
                    losses[c] += new[1 + n + c]
        return shares

    def draw_prefinal(
        self,
        prefinal: Mapping[tuple[int, Node], int],
        races: int,
        wins: list[int],
        losses: list[int],
    ) -> None:
        """`draw` from the nodes before the last die of the leg (`Tally.prefinal`, weighted
        by the outcomes that go on from each): each race first plays that last die, drawn
        among the moves that do not end the race (with the leg's tiles), then the later
        legs."""
        order = self.orders.get(id(prefinal))
        if order is None or order[0] is not prefinal:
            keys = sorted(prefinal)
            weights = itertools.accumulate(map(prefinal.__getitem__, keys))
            order = self.orders[id(prefinal)] = (prefinal, keys, list(weights))
        _, keys, cumulatives = order
        mass = cumulatives[-1]
        offset = self.rng.random()
        done = 0
        starts: dict[Node, int] = {}
        for key, cumulative in zip(keys, cumulatives, strict=True):
            upto = math.ceil(cumulative * races / mass - offset)
            if upto <= done:
                continue
            share = upto - done
            done = upto
            mask, node = key
            dice = MASK_DICE[mask]
            for _ in range(share):
                child = self.last_die(node, dice)
                starts[child] = starts.get(child, 0) + 1
        n = self.racing
        for node in sorted(starts):
            new = self.play(node, starts[node], keep=False)
            for c in range(n):
                wins[c] += new[1 + c]
                losses[c] += new[1 + n + c]

    def last_die(self, node: Node, dice: Sequence[int]) -> Node:
        """The node after the leg's last die from `node`: a die of `dice` and a face, drawn
        again until the race goes on (`Track.sample_move`)."""
        uniform = self.rng.random
        while True:
            die = dice[int(uniform() * len(dice))]
            child = self.track.sample_move(node, die, uniform())
            if child is not None:
                return child

    def draw_pre(self, weights: Mapping[tuple[int, Node], float], races: int) -> None:
        """`draw` over nodes before the last die of the leg, `(mask, node)`: each race first
        plays that last die (one of the dice of `mask`), drawn among the moves after which
        the race goes on (on `track`, without tiles: as `Track.last_moves` goes), then the
        later legs; kept per node before the last die for `mean`."""
        mass = sum(weights.values())
        offset = self.rng.random()
        done = 0
        cumulative = 0.0
        for key in sorted(weights):
            self.pre_expected[key] = self.pre_expected.get(key, 0.0) + races * weights[key] / mass
            cumulative += weights[key]
            upto = math.ceil(cumulative * races / mass - offset)
            if upto <= done:
                continue
            share = upto - done
            done = upto
            mask, node = key
            dice = MASK_DICE[mask]
            starts: dict[Node, int] = {}
            for _ in range(share):
                child = self.last_die(node, dice)
                starts[child] = starts.get(child, 0) + 1
            counts = self.pre_results.setdefault(key, [0] * (1 + 2 * self.racing))
            for start in sorted(starts):
                new = self.play(start, starts[start], keep=False)
                for i, count in enumerate(new):
                    counts[i] += count

    def draw_leg(
        self, node: Node, mask: int, races: int, wins: list[int], losses: list[int]
    ) -> None:
        """Second edition, when the leg was enumerated without the crazy camels once the
        grey die is out (`Tally.start`): each race plays the rest of this leg from `node`
        (the dice of `mask` in the pyramid, the leg's tiles), again until the race goes on,
        which draws from the exact distribution of the end of the leg, then the later
        legs."""
        uniform = self.rng.random
        track = self.track
        assert isinstance(track, SecondTrack)
        draws = track.draws(mask)
        dice = MASK_DICE[mask]
        table = track.table
        n = len(node) >> 1
        camels0, spaces0 = list(node[:n]), list(node[n:])
        starts: dict[Node, int] = {}
        for _ in range(races):
            while True:
                camels, where = camels0[:], spaces0[:]
                if leg(camels, where, list(dice), draws, table, uniform):
                    break
            start = (*camels, *where)
            starts[start] = starts.get(start, 0) + 1
        n = self.racing
        for start in sorted(starts):
            new = self.play(start, starts[start], keep=False)
            for c in range(n):
                wins[c] += new[1 + c]
                losses[c] += new[1 + n + c]

    def mean(
        self, weights: Mapping[Node, int], pre: Mapping[tuple[int, Node], int] | None = None
    ) -> tuple[list[float], list[float]]:
        """Σ weight × P(camel wins), Σ weight × P(camel comes last) over the positions of
        `weights`, from every race drawn so far: each race counts 1 / (the races its position
        was expected to get), which keeps the estimate unbiased whatever the draws were
        (every position of `weights` must have been given a share by some draw). With
        `pre`, the same over nodes before the last die, from `draw_pre`."""
        n = self.racing
        wins = [0.0] * n
        losses = [0.0] * n
        parts = [(weights, self.results, self.expected)]
        if pre:
            parts.append((pre, self.pre_results, self.pre_expected))  # type: ignore[arg-type]
        for part, results, expected in parts:
            for key, weight in part.items():
                counts = results.get(key)
                if counts is None:
                    continue
                scale = weight / expected[key]
                for c in range(n):
                    wins[c] += scale * counts[1 + c]
                    losses[c] += scale * counts[1 + n + c]
        return wins, losses


def _play_1(node: Node, races: int, uniform: Callable[[], float]) -> list[int]:
    """First edition: `races` races from `node`, every leg all five dice, no tile."""
    n = len(node) // 2
    counts = [0] * (1 + 2 * n)
    counts[0] = races
    base_camels, base_spaces = list(node[:n]), list(node[n:])
    for _ in range(races):
        camels = base_camels[:]
        race_1(camels, base_spaces[:], uniform)
        counts[1 + camels[-1]] += 1
        counts[1 + n + camels[0]] += 1
    return counts


def race_1(camels: list[int], where: list[int], uniform: Callable[[], float]) -> None:
    """First edition: the race played on from the lists (camels bottom to top, back to
    front, and their spaces), changed in place, to its end: every leg all five dice, no
    tile; the movement of `rules.roll` on a bare track, inline. Two random numbers a leg."""
    n_perm, n_faces = len(_PERMUTATIONS_5), len(_FACES_5)
    while True:
        dice = _PERMUTATIONS_5[int(uniform() * n_perm)]
        faces = _FACES_5[int(uniform() * n_faces)]
        for camel, face in zip(dice, faces, strict=True):
            i = camels.index(camel)
            start = where[i]
            j = bisect_right(where, start, i)
            to = start + face
            k = bisect_right(where, to, j) - j + i
            if k == i:  # nobody overtaken: only the spaces change
                where[i:j] = [to] * (j - i)
            else:
                group = camels[i:j]
                del camels[i:j]
                camels[k:k] = group
                del where[i:j]
                where[k:k] = [to] * len(group)
            if to > FINISH:
                return


def rank(camels: Sequence[int], edition: int) -> tuple[int, int]:
    """The winner and the last of a race just ended, from its camels bottom to top and
    back to front (the second edition's racing camels only)."""
    if edition == 2:
        racing = [c for c in camels if c < N_RACING]
        return racing[-1], racing[0]
    return camels[-1], camels[0]


def crazy_to_move(camels: list[int], where: list[int]) -> int | None:
    """`SecondTrack.crazy_to_move` on lists: the only crazy camel carrying racing camels,
    else one sitting directly on the other, else None (the colour shown decides)."""
    b = camels.index(BLACK)
    w = camels.index(WHITE)
    top = len(where) - 1
    on_b = b < top and where[b + 1] == where[b]
    on_w = w < top and where[w + 1] == where[w]
    if not on_b and not on_w:
        return None  # nothing on either
    carries_b = on_b and _carries(camels, where, b)
    carries_w = on_w and _carries(camels, where, w)
    if carries_b != carries_w:
        return BLACK if carries_b else WHITE
    if b and b - 1 == w and where[w] == where[b]:
        return BLACK
    if w and w - 1 == b and where[w] == where[b]:
        return WHITE
    return None


def leg(
    camels: list[int],
    where: list[int],
    dice: list[int],
    draws: int,
    table: StepTable,
    uniform: Callable[[], float],
    landed: list[int] | None = None,
) -> bool:
    """The rest of a leg, either edition: `draws` of `dice` out of the pyramid, in a random
    order, each with a random face (two random numbers a die: the second edition's grey die
    takes its six faces from the second, a racing die `f % 3 + 1`), moving the camels on
    the lists in place (`roll_both_ways` with the tiles of `table`: the first edition's
    oasis and mirage move as cheering and booing tiles do); the spaces landed on appended
    to `landed`; False as soon as the race ends."""
    for _ in range(draws):
        die = dice.pop(int(uniform() * len(dice)))
        f = int(uniform() * 6)
        if die == GREY_DIE:
            camel = crazy_to_move(camels, where)
            if camel is None:
                camel = BLACK if f < 3 else WHITE
            direction = -1
        else:
            camel, direction = die, 1
        i = camels.index(camel)
        j, land, to, k, _ = roll_both_ways(where, i, f % 3 + 1, direction, table)
        if landed is not None:
            landed.append(land)
        group = camels[i:j]
        del camels[i:j]
        camels[k:k] = group
        del where[i:j]
        where[k:k] = [to] * len(group)
        if to > FINISH or to < 1:
            return False
    return True


def _carries(camels: list[int], where: list[int], i: int) -> bool:
    """Whether a racing camel stands above the camel at `i`, in its stack."""
    space = where[i]
    last = len(where)
    x = i + 1
    while x < last and where[x] == space:
        if camels[x] < N_RACING:
            return True
        x += 1
    return False


def _play_2(node: Node, races: int, uniform: Callable[[], float]) -> list[int]:
    """Second edition: `races` races from `node`, every leg five of the six dice, no tile;
    rankings leave the crazy camels out."""
    n = len(node) // 2
    counts = [0] * (1 + 2 * N_RACING)
    counts[0] = races
    losses = 1 + N_RACING
    base_camels, base_spaces = list(node[:n]), list(node[n:])
    for _ in range(races):
        camels = base_camels[:]
        race_2(camels, base_spaces[:], uniform)
        racing = [c for c in camels if c < N_RACING]
        counts[1 + racing[-1]] += 1
        counts[losses + racing[0]] += 1
    return counts


def race_2(camels: list[int], where: list[int], uniform: Callable[[], float]) -> None:
    """Second edition: the race played on from the lists, changed in place, to its end:
    every leg five of the six dice, no tile. `roll_both_ways` on a bare track, inline: a
    racing unit goes on top of the camels where it stops, ahead of those it passes; a crazy
    one on top of those it stops on, behind those it passes. Two random numbers a leg."""
    orders, all_faces = _ORDERS_6, _FACES_6
    n_orders, n_faces = len(orders), len(all_faces)
    while True:
        dice = orders[int(uniform() * n_orders)]
        faces = all_faces[int(uniform() * n_faces)]
        for die, f in zip(dice, faces, strict=True):
            if die == GREY_DIE:
                camel = crazy_to_move(camels, where)
                if camel is None:
                    camel = BLACK if f < 3 else WHITE
                i = camels.index(camel)
                start = where[i]
                j = bisect_right(where, start, i)
                to = start - f % 3 - 1
                k = bisect_right(where, to, 0, i)
            else:
                i = camels.index(die)
                start = where[i]
                j = bisect_right(where, start, i)
                to = start + f % 3 + 1
                k = bisect_right(where, to, j) - j + i
            if k == i:  # nobody passed: only the spaces change
                where[i:j] = [to] * (j - i)
            else:
                group = camels[i:j]
                del camels[i:j]
                camels[k:k] = group
                del where[i:j]
                where[k:k] = [to] * len(group)
            if to > FINISH or to < 1:
                return
