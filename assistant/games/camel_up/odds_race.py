"""Race odds on the exact first leg: only the legs after the current one are simulated.

Internal to `odds`, which documents the figures. The exact enumeration of the current leg
(`odds_leg.enumerate_leg`) already gives, with their exact probabilities, the outcomes in which
the race ends this leg (with its winner and loser) and the positions at the end of the leg in
which it goes on: a few hundred to a few thousand distinct nodes. So the race is not played
from the start: the end of the current leg is drawn from that exact distribution, and only the
later legs (all five dice, no desert tile: the tiles go home) are played out, by the rules'
own `rules.roll`.

Of `samples` races, the share that ends this leg is counted, not played: only the others are
drawn. The draw is systematic: evenly spaced points over the cumulative distribution with
one random offset, so every end position gets its share of the races to within one, and the
estimate is unbiased. The results are kept per end position (`Sampler`), so what a desert
tile changes in the race odds (another distribution over end positions, from
`odds_leg.placement`) is estimated from the same races and a further draw over the positions
the tile moves weight to or from.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Mapping

from assistant.games.camel_up.odds_leg import FINISH, N_CAMELS, Node
from assistant.games.camel_up.rules import landing_table, roll
from assistant.games.camel_up.state import DIE_FACES

_PERMUTATIONS: tuple[tuple[int, ...], ...] = tuple(itertools.permutations(range(N_CAMELS)))
_FACES: tuple[tuple[int, ...], ...] = tuple(itertools.product(DIE_FACES, repeat=N_CAMELS))
_PLAIN = landing_table({})

RACE_CHUNK = 1_000
"""Races between two calls of the progress callback."""


class Sampler:
    """Races played out from positions at the start of a leg, kept per position.

    `results[node]` is `[races, wins per camel..., losses per camel...]`; `expected[node]` the
    number of races the draws were expected to give that position (for `mean`).
    """

    def __init__(self, rng: random.Random, tick: Callable[[], None] | None = None) -> None:
        self.rng = rng
        self.tick = tick
        self.played = 0
        self.results: dict[Node, list[int]] = {}
        self.expected: dict[Node, float] = {}

    def play(self, node: Node, races: int) -> None:
        """Play `races` more races from `node`, a position at the start of a leg (all five
        dice, no desert tile), and count their winners and losers."""
        if races <= 0:
            return
        counts = self.results.setdefault(node, [0] * (1 + 2 * N_CAMELS))
        counts[0] += races
        n = len(node) // 2
        wins = 1
        losses = 1 + N_CAMELS
        uniform = self.rng.random
        move = roll
        table = _PLAIN
        n_perm, n_faces = len(_PERMUTATIONS), len(_FACES)
        base_camels, base_spaces = list(node[:n]), list(node[n:])
        for _ in range(races):
            camels = base_camels[:]
            where = base_spaces[:]
            while True:
                dice = _PERMUTATIONS[int(uniform() * n_perm)]
                faces = _FACES[int(uniform() * n_faces)]
                for camel, face in zip(dice, faces, strict=True):
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
                        counts[wins + camels[-1]] += 1
                        counts[losses + camels[0]] += 1
                        break
                else:
                    continue
                break
        before = self.played
        self.played += races
        if self.tick is not None:
            for _ in range(before // RACE_CHUNK, self.played // RACE_CHUNK):
                self.tick()

    def draw(self, weights: Mapping[Node, float], races: int) -> dict[Node, int]:
        """Spread `races` races over the positions of `weights` in proportion, systematically
        (evenly spaced points over the cumulative weights, one random offset: each position
        gets its share to within one), play them, and return how many each position got."""
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
        for node, count in shares.items():
            self.play(node, count)
        return shares

    def mean(self, weights: Mapping[Node, int]) -> tuple[list[float], list[float]]:
        """Σ weight × P(camel wins), Σ weight × P(camel comes last) over the positions of
        `weights`, from every race drawn so far: each race counts 1 / (the races its position
        was expected to get), which keeps the estimate unbiased whatever the draws were
        (every position of `weights` must have been given a share by some draw)."""
        wins = [0.0] * N_CAMELS
        losses = [0.0] * N_CAMELS
        for node, weight in weights.items():
            counts = self.results.get(node)
            if counts is None:
                continue
            scale = weight / self.expected[node]
            for c in range(N_CAMELS):
                wins[c] += scale * counts[1 + c]
                losses[c] += scale * counts[1 + N_CAMELS + c]
        return wins, losses
