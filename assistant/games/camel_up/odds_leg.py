"""The exact enumeration of the rest of a leg, shared by every desert placement.

Internal to `odds`, which documents the figures. Camels are numbers (their index in
`state.COLOURS`); a node is one flat tuple, the camels from the back of the race to the front
(stacks bottom to top), then their spaces; a layer maps the bit mask of the dice still hidden
to its nodes, each weighted by the number of outcome prefixes that reach it.

Every outcome of the rest of a leg with n dice left is an ordered sequence of (die, face)
pairs, all n! * 3**n of them equally likely, so every figure is an integer count over that
common denominator. The enumeration goes forward die by die and merges identical nodes; an
event (a group landing on a desert tile, the race ending) that happens with k dice still to
come counts for the k! * 3**k outcomes that share its prefix. Camels move through the rules'
own movement function, `rules.roll`.

**Sharing the leg across desert placements.** A desert tile put on space d changes nothing
until a group ends a die's move on d: until then every outcome goes exactly as without it.
So the enumeration without the tile (`enumerate_leg`) records every move that lands on a
watched space, and a placement (`placement`) only follows what happens from the first such
landing on: the paths that land on d, once without the tile (to take them away) and once per
side with it (to put them back as they go with the tile). The figures of the position with the
tile are then `base - without + with`, all counted exactly. A placement that no group can reach
this leg costs nothing; the others cost the share of the leg that passes over d. Where most
of the leg lands on d (the spaces right in front of the camels), following those outcomes
three times costs more than solving the leg twice more, so `placement_or_scratch` does that.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from assistant.games.camel_up.rules import LandingTable, landing_table, roll
from assistant.games.camel_up.state import COLOURS, DIE_FACES, TRACK_LENGTH

FINISH = TRACK_LENGTH
N_CAMELS = len(COLOURS)
SLOTS = TRACK_LENGTH + max(DIE_FACES) + 1
"""Length of a table indexed by the space a die takes a group to (before any desert tile)."""

Node = tuple[int, ...]
Layer = dict[int, dict[Node, int]]
Move = tuple[int, Node, int, int]
"""A move of the enumeration: (dice mask before it, node, index of the camel, face)."""
Starts = list[list[tuple[int, Node, int, int]]]
"""By space, the camels that may move from there at one die: (mask, node, index, weight)."""

MASK_DICE: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(N_CAMELS) if mask >> c & 1) for mask in range(1 << N_CAMELS)
)


def outcomes(n_dice: int) -> int:
    """How many equally likely outcomes a leg with `n_dice` dice left has: n! * 3**n."""
    faces: int = len(DIE_FACES) ** n_dice
    return math.factorial(n_dice) * faces


@dataclass
class Tally:
    """Integer counts over `total` equally likely outcomes of the rest of a leg.

    `landings`: groups landing on each desert tile (by space). `ended_first`, `ended_second`,
    `ended_last`: per camel, the outcomes in which the race ends during the leg with that
    camel first, second, last (first is the race winner, last the race loser). `final`: the
    position at the end of the leg (a node) of every outcome in which the race goes on, with
    its count. Counts may be negative in the partial tallies of a placement.
    """

    total: int
    landings: dict[int, int] = field(default_factory=dict)
    ended_first: list[int] = field(default_factory=lambda: [0] * N_CAMELS)
    ended_second: list[int] = field(default_factory=lambda: [0] * N_CAMELS)
    ended_last: list[int] = field(default_factory=lambda: [0] * N_CAMELS)
    final: dict[Node, int] = field(default_factory=dict)

    @property
    def ended(self) -> int:
        """Outcomes in which the race ends during this leg."""
        return sum(self.ended_first)

    def places(self) -> tuple[list[int], list[int], list[int]]:
        """Per camel, the outcomes in which it is first, second and last when the leg ends
        (when the race ends, if it does during the leg)."""
        first, second, last = self.ended_first[:], self.ended_second[:], self.ended_last[:]
        if self.final:
            n = len(next(iter(self.final))) // 2
            for node, count in self.final.items():
                first[node[n - 1]] += count
                second[node[n - 2]] += count
                last[node[0]] += count
        return first, second, last

    def shifted(self, minus: Tally, plus: Tally) -> Tally:
        """`self - minus + plus`, field by field (a placement's figures from the base's)."""

        def add(a: list[int], b: list[int], c: list[int]) -> list[int]:
            return [x - y + z for x, y, z in zip(a, b, c, strict=True)]

        landings = dict(self.landings)
        for sign, part in ((-1, minus), (1, plus)):
            for space, count in part.landings.items():
                landings[space] = landings.get(space, 0) + sign * count
        return Tally(
            self.total,
            landings,
            add(self.ended_first, minus.ended_first, plus.ended_first),
            add(self.ended_second, minus.ended_second, plus.ended_second),
            add(self.ended_last, minus.ended_last, plus.ended_last),
            combine(self.final, minus.final, plus.final),
        )


def combine(
    base: Mapping[Node, int], minus: Mapping[Node, int], plus: Mapping[Node, int]
) -> dict[Node, int]:
    """`base - minus + plus` for node counts, without the nodes that cancel out."""
    result = dict(base)
    for sign, part in ((-1, minus), (1, plus)):
        for node, count in part.items():
            value = result.get(node, 0) + sign * count
            if value:
                result[node] = value
            else:
                result.pop(node, None)
    return result


def difference(after: Mapping[Node, int], before: Mapping[Node, int]) -> dict[Node, int]:
    """`after - before` for node counts, without the nodes that cancel out."""
    return combine(after, before, {})


def _child(node: Node, n: int, i: int, j: int, to: int, k: int) -> Node:
    """The node after the camels at `i` to `j - 1` moved to space `to`, going in at index `k`
    among the others (see `rules.roll`)."""
    size = j - i
    if k == i:  # nobody overtaken: only the spaces change
        return node[: n + i] + (to,) * size + node[n + j :]
    rest = node[:i] + node[j:n]
    rest_spaces = node[n : n + i] + node[n + j :]
    return rest[:k] + node[i:j] + rest[k:] + rest_spaces[:k] + (to,) * size + rest_spaces[k:]


def _race_ends(tally: Tally, node: Node, n: int, i: int, j: int, reach: int) -> None:
    """The group at `i` to `j - 1` passed the finish: it is ahead of everyone, nothing else
    moves. Count the ranking for the `reach` outcomes that share this prefix."""
    tally.ended_first[node[j - 1]] += reach
    tally.ended_second[node[j - 2] if j - i > 1 else node[n - 1 if j < n else i - 1]] += reach
    tally.ended_last[node[0 if i else (j if j < n else i)]] += reach


def _step(
    layer: Layer,
    n: int,
    reach: int,
    table: LandingTable,
    tally: Tally,
    out: Layer,
    starts: Starts | None = None,
) -> None:
    """Reveal one more die from every node of `layer`: events go to `tally` (each weighted by
    `reach`, the outcomes sharing one prefix), the new nodes to `out`. `starts`, when given,
    collects by space every camel that may move from there: (mask, node, index, weight)."""
    landings = tally.landings
    for mask, nodes in layer.items():
        dice = MASK_DICE[mask]
        for node, count in nodes.items():
            weight = count * reach
            s = node[n:]
            for camel in dice:
                i = node.index(camel, 0, n)
                targets = out.setdefault(mask ^ (1 << camel), {})
                if starts is not None:
                    starts[s[i]].append((mask, node, i, count))
                rest: Node = ()
                for face in DIE_FACES:
                    j, to, k, tile = roll(s, i, face, table)
                    if tile:
                        landings[tile] += weight
                    if to > FINISH:
                        _race_ends(tally, node, n, i, j, weight)
                        continue
                    # `_child`, inline: the hottest line of the odds.
                    if k == i:  # nobody overtaken: only the spaces change
                        new = node[: n + i] + (to,) * (j - i) + node[n + j :]
                    else:
                        if not rest:
                            rest = node[:i] + node[j:n]
                            rest_spaces = s[:i] + s[j:]
                        new = (
                            rest[:k]
                            + node[i:j]
                            + rest[k:]
                            + rest_spaces[:k]
                            + (to,) * (j - i)
                            + rest_spaces[k:]
                        )
                    targets[new] = targets.get(new, 0) + count


def _step_moves(
    moves: Mapping[Move, int], n: int, reach: int, table: LandingTable, tally: Tally, out: Layer
) -> None:
    """Play the given moves (each with its weight) as `_step` plays every move of a layer."""
    landings = tally.landings
    for (mask, node, i, face), count in moves.items():
        j, to, k, tile = roll(node[n:], i, face, table)
        weight = count * reach
        if tile:
            landings[tile] += weight
        if to > FINISH:
            _race_ends(tally, node, n, i, j, weight)
            continue
        targets = out.setdefault(mask ^ (1 << node[i]), {})
        new = _child(node, n, i, j, to, k)
        targets[new] = targets.get(new, 0) + count


def enumerate_leg(
    node: Node, mask: int, tiles: Mapping[int, int], record: bool = False
) -> tuple[Tally, list[Starts]]:
    """Every outcome of the rest of the leg from `node` with the dice of `mask` hidden and the
    desert tiles `tiles` ({space: +1 oasis, -1 mirage}) on the track.

    With `record`, also returns for every die revealed (0 = the next one) the camels that may
    move, by the space they move from (`Starts`), for `placement`.
    """
    n = len(node) // 2
    n_dice = len(MASK_DICE[mask])
    tally = Tally(outcomes(n_dice), dict.fromkeys(tiles, 0))
    recorded: list[Starts] = []
    if n_dice == 0:
        tally.final[node] = 1
        return tally, recorded
    table = landing_table(tiles)
    layer: Layer = {mask: {node: 1}}
    for level in range(n_dice):
        starts: Starts | None = None
        if record:
            starts = [[] for _ in range(SLOTS)]
            recorded.append(starts)
        out: Layer = {}
        _step(layer, n, outcomes(n_dice - level - 1), table, tally, out, starts)
        layer = out
    tally.final = layer.get(0, {})
    return tally, recorded


def _landing_on(starts: Starts, space: int) -> Iterator[tuple[Move, int]]:
    """The moves among `starts` whose die takes the group onto `space`, with their weight."""
    for face in DIE_FACES:
        if space - face >= 1:
            for mask, node, i, count in starts[space - face]:
                yield (mask, node, i, face), count


def placement(
    recorded: Sequence[Starts],
    n: int,
    tiles: Mapping[int, int],
    space: int,
    sides: Sequence[int],
) -> tuple[Tally, dict[int, Tally]]:
    """What a desert tile on `space` changes: `(without, {side: with})`, where `without` counts
    the outcomes that land on `space`, from their first landing on, as they go without the
    tile, and `with[side]` the same outcomes as they go with the tile on that side. The figures
    with the tile are `base.shifted(without, with[side])`.

    :param recorded: `enumerate_leg(..., record=True)[1]`, the enumeration without the tile.
    :param tiles: the desert tiles of that enumeration (`space` is free and not next to one).
    """
    n_dice = len(recorded)
    total = outcomes(n_dice)
    without = Tally(total, dict.fromkeys(tiles, 0))
    with_tile = {side: Tally(total, dict.fromkeys({**tiles, space: side}, 0)) for side in sides}
    plain = landing_table(tiles)
    tables = {side: landing_table({**tiles, space: side}) for side in sides}
    landed: Layer = {}  # the outcomes that have landed on `space`, as they go without the tile
    moved: dict[int, Layer] = {side: {} for side in sides}  # the same with the tile
    for level in range(n_dice):
        reach = outcomes(n_dice - level - 1)
        # The first landings: every landing of the base, less those of the outcomes that
        # had already landed before.
        first = dict(_landing_on(recorded[level], space))
        if not first and not landed:
            continue
        again: Starts = [[] for _ in range(SLOTS)]
        out: Layer = {}
        _step(landed, n, reach, plain, without, out, again)
        for move, count in _landing_on(again, space):
            left = first[move] - count
            if left:
                first[move] = left
            else:
                del first[move]
        _step_moves(first, n, reach, plain, without, out)
        landed = out
        for side in sides:
            out = {}
            _step(moved[side], n, reach, tables[side], with_tile[side], out)
            _step_moves(first, n, reach, tables[side], with_tile[side], out)
            moved[side] = out
    without.final = landed.get(0, {})
    for side in sides:
        with_tile[side].final = moved[side].get(0, {})
    return without, with_tile


SCRATCH_SHARE = 0.2
"""When more than this share of the leg's moves land on a space, following the outcomes that
land there costs more than solving the leg again with the tile (measured on
benchmarks/odds.py positions: the spaces right in front of the camels)."""


def landing_share(recorded: Sequence[Starts], space: int) -> float:
    """The share of the moves of the enumeration that take a group onto `space`."""
    moves = sum(len(camels) for starts in recorded for camels in starts) * len(DIE_FACES)
    landing = sum(1 for starts in recorded for _ in _landing_on(starts, space))
    return landing / moves if moves else 0.0


def placement_or_scratch(
    base: Tally,
    root: tuple[Node, int],
    recorded: Sequence[Starts],
    tiles: Mapping[int, int],
    space: int,
    sides: Sequence[int],
) -> tuple[Tally, dict[int, Tally]]:
    """`placement`, or when most of the leg lands on `space` (`SCRATCH_SHARE`), the leg
    solved again with the tile: `(base, {side: the leg with the tile})`, which
    `base.shifted` turns into the same figures."""
    node, mask = root
    if landing_share(recorded, space) <= SCRATCH_SHARE:
        return placement(recorded, len(node) // 2, tiles, space, sides)
    return base, {side: enumerate_leg(node, mask, {**tiles, space: side})[0] for side in sides}
