"""The exact enumeration of the rest of a leg, and what a new tile changes in it.

Internal to `odds`, which documents the figures. The camels move on a compact track
(`odds_track`): a node is one flat tuple (the camels from the back to the front, then their
spaces), a layer maps the bit mask of the dice still in the pyramid to its nodes, each
weighted by the outcome prefixes that reach it.

Every outcome of the rest of a leg is an ordered sequence of dice with their faces; weighted
by their faces (`Track.weight`), every figure is an integer count over one common
denominator. The enumeration goes forward die by die and merges identical nodes; an event (a
group landing on a tile, the race ending) with k dice still to come counts for every
outcome sharing its prefix. The moves of a node are worked out once (`Track.moves`).

**A new tile changes nothing until a group ends a die's move on its space**: until then
every outcome goes exactly as without it. So the enumeration without the tile (`enumerate_leg`
with `watch`) follows, for every space watched at once, the count of the outcome prefixes
that have not landed there yet (one packed integer per node, a field per space), and records
every *first* landing. A placement (`placement`) then only follows the outcomes from their
first landing on: as they go with the tile (`with`), and, when more than the tile's own
landings is wanted, as they go without it (`without`, to take them away). The figures with
the tile are `base - without + with`, all exact. The first landings also give, for free, the
chance that a group lands on the space at all, from which `Firsts.bound` bounds what a tile
there can earn, so that a placement can be left out when it cannot matter.

**The last die of the leg builds no node.** Most of the work of a leg is its last die, and
what it leads to is wanted only through the ranking it leaves and, for the race odds, the
position the next leg starts from. So unless the positions at the end of the leg are asked
for (`finals`), the last die is played without building them (`Track.work_out_last`): its
outcomes are counted by their ranking (`Tally.ranks`), and the nodes before it, with the
weight of the outcomes that go on from each (`Tally.prefinal`), stand for the end of the leg:
the race simulation draws one of them and plays its last die (`odds_race.Sampler`).

**Second edition.** Once the grey die is out, the crazy camels change nothing of the leg:
`enumerate_leg(..., passive=True)` leaves them out of the nodes from then on, and nodes that
differ only by where they stand merge (the race then plays the rest of the leg again,
`Tally.start`). A spectator tile's landings are worked out for both sides at once, by
playing the leg again from the start, the outcomes that have not landed on the space yet
followed once for both, and every node cut down to what may still land there
(`landings_both`, `SecondTrack.project`); the bounds that decide which placements are worth
it come from the landings counted by level and kind of die (`Hits`).
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from assistant.games.camel_up.odds_track import (
    FINISH,
    MASK_DICE,
    OFFSET,
    TABLE_SIZE,
    End,
    Entries,
    Lasts,
    Node,
    Track,
)

K = TypeVar("K")
Layer = dict[int, dict[Node, int]]
Key = tuple[int, Node, int]
"""A move of the enumeration before its face: (dice mask before it, node, die)."""

FIELD_BITS = 32
FIELD = (1 << FIELD_BITS) - 1


@dataclass
class Tally:
    """Integer counts over `total` (weighted) outcomes of the rest of a leg.

    `landings`: groups landing on each tile (by space). `ends`: the outcomes in which the
    race ends during the leg, by its racing camels `(first, second, last)` (first is the
    race winner, last the race loser). The outcomes in which the race goes on are either
    in `final`, by the node at the end of the leg, or (when the last die built no node) in
    `ranks`, by the ranking at the end of the leg, with `prefinal`: for each node before
    the last die, `(mask, node)`, the outcomes that go on from it. Counts may be negative
    in the partial tallies of a placement. `racing`: how many racing camels (0 ..
    racing - 1); `track`: the track the leg was played on (its tiles).
    """

    total: int
    racing: int
    landings: dict[int, int] = field(default_factory=dict)
    ends: dict[End, int] = field(default_factory=dict)
    final: dict[Node, int] = field(default_factory=dict)
    ranks: dict[End, int] = field(default_factory=dict)
    prefinal: dict[tuple[int, Node], int] = field(default_factory=dict)
    track: Track | None = field(default=None, compare=False, repr=False)
    start: tuple[Node, int] | None = field(default=None, compare=False)
    """Set when the nodes of `final` and `prefinal` leave the crazy camels out once the grey
    die is out (`enumerate_leg(..., passive=True)`): the node and dice the leg was
    enumerated from, for the race to play this leg again from."""

    @property
    def goes_on(self) -> bool:
        """Whether the race may go on after this leg."""
        return bool(self.final or self.prefinal)

    def _per_camel(self, place: int) -> list[int]:
        counts = [0] * self.racing
        for end, count in self.ends.items():
            counts[end[place]] += count
        return counts

    @property
    def ended(self) -> int:
        """Outcomes in which the race ends during this leg."""
        return sum(self.ends.values())

    @property
    def ended_first(self) -> list[int]:
        return self._per_camel(0)

    @property
    def ended_second(self) -> list[int]:
        return self._per_camel(1)

    @property
    def ended_last(self) -> list[int]:
        return self._per_camel(2)

    def ranked(self) -> dict[End, int]:
        """Every outcome by its racing camels `(first, second, last)` when the leg ends (when
        the race ends, if it does during the leg)."""
        result = combine(self.ends, {}, self.ranks)
        if self.final:
            assert self.track is not None
            rank = self.track.rank
            for node, count in self.final.items():
                end = rank(node)
                result[end] = result.get(end, 0) + count
        return result

    def places(self) -> tuple[list[int], list[int], list[int]]:
        """Per racing camel, the outcomes in which it is first, second and last when the leg
        ends (when the race ends, if it does during the leg)."""
        first, second, last = ([0] * self.racing for _ in range(3))
        for (a, b, c), count in self.ranked().items():
            first[a] += count
            second[b] += count
            last[c] += count
        return first, second, last

    def pairs(self) -> dict[tuple[int, int], int]:
        """The outcomes by the racing camels `(first, second)` when the leg ends."""
        result: dict[tuple[int, int], int] = {}
        for (a, b, _), count in self.ranked().items():
            result[a, b] = result.get((a, b), 0) + count
        return result

    def shifted(self, minus: Tally, plus: Tally) -> Tally:
        """`self - minus + plus`, field by field (a placement's figures from the base's)."""
        landings = dict(self.landings)
        for sign, part in ((-1, minus), (1, plus)):
            for space, count in part.landings.items():
                landings[space] = landings.get(space, 0) + sign * count
        return Tally(
            self.total,
            self.racing,
            landings,
            combine(self.ends, minus.ends, plus.ends),
            combine(self.final, minus.final, plus.final),
            combine(self.ranks, minus.ranks, plus.ranks),
            combine(self.prefinal, minus.prefinal, plus.prefinal),
            plus.track or self.track,
        )


def combine(base: Mapping[K, int], minus: Mapping[K, int], plus: Mapping[K, int]) -> dict[K, int]:
    """`base - minus + plus` for counts, without the keys that cancel out."""
    result = dict(base)
    for sign, part in ((-1, minus), (1, plus)):
        for key, count in part.items():
            value = result.get(key, 0) + sign * count
            if value:
                result[key] = value
            else:
                result.pop(key, None)
    return result


def difference(after: Mapping[Node, int], before: Mapping[Node, int]) -> dict[Node, int]:
    """`after - before` for node counts, without the nodes that cancel out."""
    return combine(after, before, {})


# -- stepping ----------------------------------------------------------------------------------


def _step(
    track: Track,
    layer: Layer,
    reach: int,
    tally: Tally,
    out: Layer,
    hits: Rows | None = None,
    prefinal: dict[tuple[int, Node], int] | None = None,
    passive: bool = False,
) -> None:
    """Reveal one more die from every node of `layer`: events go to `tally` (each weighted by
    `reach`, the outcomes sharing one prefix), the new nodes to `out`. With `hits` (the
    level's rows of `Hits`), every move adds its outcomes to the row of its kind of die at
    `land + OFFSET`. With `prefinal` (the last die of the leg), each node adds there the
    outcomes that go on from it. With `passive`, the grey die's moves lead to nodes without
    the crazy camels (`Track.passive_moves`)."""
    landings = tally.landings
    ends = tally.ends
    cache = track.cache
    work_out = track.work_out
    n_dice = len(track.dice)
    racing = len(track.racing)
    passive_moves = track.passive_moves if passive else None
    for mask, nodes in layer.items():
        dice = MASK_DICE[mask]
        outs = [out.setdefault(mask ^ (1 << die), {}) for die in dice]
        rows = [_row(hits, die, mask, racing) for die in dice] if hits is not None else None
        for node, count in nodes.items():
            per = cache.get(node)
            if per is None:
                per = cache[node] = [None] * n_dice
            on = 0
            for index, (die, targets) in enumerate(zip(dice, outs, strict=True)):
                found = per[die]
                if passive_moves is not None and die >= racing:
                    found = passive_moves(node)
                elif found is None:
                    found = per[die] = work_out(node, die)
                entries: Entries = found
                row = rows[index] if rows is not None else None
                for w, land, tile, child, end in entries:
                    if row is not None:
                        row[land + OFFSET] += count * w * reach
                    if tile:
                        landings[tile] += count * w * reach
                    if child is None:
                        assert end is not None
                        ends[end] = ends.get(end, 0) + count * w * reach
                    else:
                        targets[child] = targets.get(child, 0) + count * w
                        on += count * w
            if prefinal is not None and on:
                prefinal[mask, node] = prefinal.get((mask, node), 0) + on


def _step_last(track: Track, layer: Layer, tally: Tally, hits: Rows | None = None) -> None:
    """Reveal the last die of the leg from every node of `layer`, building no node: the
    outcomes go to `tally.ranks` (or `ends`) and the weight that goes on from each node to
    `tally.prefinal` (`hits`: as for `_step`)."""
    landings = tally.landings
    ends = tally.ends
    ranks = tally.ranks
    prefinal = tally.prefinal
    cache = track.last_cache
    work_out = track.work_out_last
    n_dice = len(track.dice)
    racing = len(track.racing)
    for mask, nodes in layer.items():
        dice = MASK_DICE[mask]
        rows = [_row(hits, die, mask, racing) for die in dice] if hits is not None else None
        for node, count in nodes.items():
            per = cache.get(node)
            if per is None:
                per = cache[node] = [None] * n_dice
            on = 0
            for index, die in enumerate(dice):
                lasts = per[die]
                if lasts is None:
                    lasts = per[die] = work_out(node, die)
                row = rows[index] if rows is not None else None
                for w, land, tile, end, goes_on in lasts:
                    weight = count * w
                    if row is not None:
                        row[land + OFFSET] += weight
                    if tile:
                        landings[tile] += weight
                    if goes_on:
                        ranks[end] = ranks.get(end, 0) + weight
                        on += weight
                    else:
                        ends[end] = ends.get(end, 0) + weight
            if on:
                prefinal[mask, node] = prefinal.get((mask, node), 0) + on


Rows = list[list[int]]
"""A level's landings by kind of die (`Hits`), each indexed by `land + OFFSET`."""

RACING_GREY_LEFT, RACING_GREY_OUT, GREY_DIE_KIND = range(3)


def _row(hits: Rows, die: int, mask: int, racing: int) -> list[int]:
    """The row of a move of `die` out of the dice of `mask`: the grey die's, or a racing
    die's with the grey die still to come after it, or not."""
    if die >= racing:
        return hits[GREY_DIE_KIND]
    return hits[RACING_GREY_LEFT if mask >> racing else RACING_GREY_OUT]


@dataclass
class Hits:
    """Second edition: the landings of the leg without a new tile, on every space, by level
    and kind of die, and where camels stand at each level; what a new tile on a space may
    see is bounded from them (`most`).

    `rows[level][kind][land + OFFSET]`: the weighted outcomes in which the die of that
    level takes a group to `land` (kinds: a racing die with the grey die still to come
    after it, a racing die without, the grey die). `spaces[level]`: every space a camel
    stands on before that die, in any node; `crazy[level]`: the nearest to the start a
    crazy camel stands then."""

    rows: list[Rows] = field(default_factory=list)
    spaces: list[list[int]] = field(default_factory=list)
    crazy: list[int] = field(default_factory=list)

    def level(self, track: Track, layer: Layer, last: bool = False) -> Rows:
        """The rows of the next level, noting where the camels of `layer` stand (not
        before the `last` die: nothing comes after its landings)."""
        rows = [[0] * TABLE_SIZE for _ in range(3)]
        self.rows.append(rows)
        n = track.n
        racing = len(track.racing)
        spaces: set[int] = set()
        crazy = FINISH + OFFSET
        for mask, nodes in layer.items() if not last else ():
            for node in nodes:
                spaces.update(node[len(node) >> 1 :])
            if mask >> racing:  # the grey die still to come
                for node in nodes:
                    for x in range(racing, n):
                        crazy = min(crazy, node[n + node.index(x, 0, n)])
        self.spaces.append(sorted(spaces))
        self.crazy.append(crazy)
        return rows

    def most(self, space: int, side: int = 0, cheers: Sequence[int] = ()) -> int:
        """At most how many times a new tile on `space` sees a group land, in weighted
        outcomes times 3. Until the first landing, the leg goes as without the
        tile; after it, a die takes a group onto the tile with one face in three at most,
        and not before the nearest camel behind it may reach it (3 spaces a die, and one
        more for each cheering tile of `cheers` on the way), or at once when the group went
        back behind the tile (`side` -1 for a racing die, +1 for the grey die) or the grey
        die is still to come with a crazy camel within three spaces beyond it or anywhere
        behind. Every landing without the tile counts so, not only the first. With `side`
        0: each landing followed by a third of a landing per die still to come."""
        index = space + OFFSET
        draws = len(self.rows)
        total = 0
        for level, rows in enumerate(self.rows):
            after = draws - level - 1
            for kind, row in enumerate(rows):
                count = row[index]
                if not count:
                    continue
                first = 1
                ahead = side and after and (side > 0) != (kind == GREY_DIE_KIND)
                if ahead and (kind != RACING_GREY_LEFT or self.crazy[level] > space + 3):
                    first = self._nearest(level, space, cheers)
                total += count * (3 + max(0, after - first + 1))
        return total

    def _nearest(self, level: int, space: int, cheers: Sequence[int]) -> int:
        """The fewest dice the nearest camel behind `space` at `level` needs to reach it."""
        spaces = self.spaces[level]
        below = bisect_left(spaces, space)
        if not below:
            return NEVER
        where = spaces[below - 1]
        gap = space - where
        boosts = bisect_left(cheers, space) - bisect_right(cheers, where)
        dice = -(-gap // 3)
        while dice > 1 and 3 * (dice - 1) + min(dice - 1, boosts) >= gap:
            dice -= 1
        return dice

    def later(self, space: int) -> int:
        """The landings on `space`, each times the dice still to come after it."""
        draws = len(self.rows)
        return sum(
            row[space + OFFSET] * (draws - level - 1)
            for level, rows in enumerate(self.rows)
            for row in rows
        )


NEVER = 99
"""More dice than a leg has."""


@dataclass
class Firsts:
    """The first landings on the watched spaces, from `enumerate_leg(..., watch=...)`.

    `moves[space][level]`: the moves (mask, node, die) from which a die may take a group onto
    `space` for the first time at that level (0: the next die), with the count of outcome
    prefixes reaching them that have never landed there. `chance[space]`: the weighted
    outcomes in which a group lands there at least once; `later[space]`: the same, each
    times the dice still to come out after that first landing.
    """

    total: int
    draws: int
    reaches: list[int]
    moves: dict[int, list[dict[Key, int]]]
    chance: dict[int, int]
    later: dict[int, int]
    fields: dict[int, int] = field(default_factory=dict)
    """Second edition: the field of each watched space in the packed counts below."""
    clean: Tally | None = None
    """Second edition: the leg's `ends`, `ranks` and `final` in packed counts, field f
    counting the outcomes that never landed on the f-th watched space (`never_pairs`,
    `landing_part`)."""
    lasts: dict[int, int] = field(default_factory=dict)
    """Second edition: the first landings by the last die of the leg, on each space."""
    effective: bool = False
    """Second edition, with `keeps_never` and the crazy camels left out once the grey die
    is out: only the landings that may change the leg count as first landings (not the grey
    die's moving a unit of crazy camels alone, `SecondTrack.carried_lands`); those others,
    before any first landing, are counted in `early`."""
    early: dict[int, int] = field(default_factory=dict)
    keeps_never: bool = False
    """Whether `clean` and `pairs` count the outcomes that never land on each space (else
    they count only all of them, field 0)."""
    pairs: dict[tuple[int, int], int] = field(default_factory=dict)
    """Second edition: the leg's outcomes by first and second (`Tally.pairs`) in packed
    counts as `clean`."""
    before_last: Layer = field(default_factory=dict)
    """With `keeps_never`: the nodes before the last die of the leg, in packed counts as
    `clean` (for `race_without`)."""
    ons: dict[tuple[int, Node], int] = field(default_factory=dict)
    """`going_on` of the nodes before the last die asked so far (kept)."""
    going: list[tuple[tuple[int, Node], int, int]] = field(default_factory=list)
    """`before_last` as `((mask, node), packed counts, going_on)`, without the nodes from
    which the race never goes on (worked out once, by `race_without`)."""

    def never_pairs(self, space: int) -> dict[tuple[int, int], int]:
        """The outcomes that never land on `space` (second edition, `space` watched,
        `keeps_never`) by first and second (`Tally.pairs`): the same with a new tile there
        as without it."""
        assert self.keeps_never
        return _field(self.pairs, FIELD_BITS * self.fields[space])

    def landing_part(self, space: int) -> tuple[dict[End, int], dict[Node, int]]:
        """The race's ends and the end positions of the leg of the outcomes that land on
        `space` (second edition, `space` watched, `keeps_never`): all of them less those
        that never land there, which go the same with a new tile there as without it."""
        assert self.clean is not None and self.keeps_never
        shift = FIELD_BITS * self.fields[space]
        return _landing_field(self.clean.ends, shift), _landing_field(self.clean.final, shift)

    def landed(self, space: int) -> int:
        """Weighted outcomes with a group landing on `space` at least once."""
        return self.chance.get(space, 0)

    def bound(self, space: int, per_die: float) -> float:
        """At most how many groups a tile on `space` sees land on it, on average: the first
        landing, then at most `per_die` for every die still to come."""
        return (self.chance.get(space, 0) + per_die * self.later.get(space, 0)) / self.total


def _landing_field(packed: Mapping[K, int], shift: int) -> dict[K, int]:
    """Field 0 less one field of packed counts, without the keys that count nothing."""
    return {key: v for key, vec in packed.items() if (v := (vec & FIELD) - (vec >> shift & FIELD))}


def _field(packed: Mapping[K, int], shift: int) -> dict[K, int]:
    """One field of packed counts, without the keys that count nothing."""
    return {key: v for key, vec in packed.items() if (v := vec >> shift & FIELD)}


def _step_watch(
    track: Track,
    layer: Layer,
    reach: int,
    tally: Tally,
    out: Layer,
    fields: list[int],
    level: int,
    firsts: Firsts,
) -> None:
    """`_step` on packed counts: field 0 counts the outcome prefixes, field f those that
    never landed on the f-th watched space. Records the first landings."""
    landings = tally.landings
    ends = tally.ends
    cache = track.cache
    work_out = track.work_out
    n_dice = len(track.dice)
    moves = firsts.moves
    chance = firsts.chance
    clear = [~(FIELD << (FIELD_BITS * f)) for f in range(max(fields) + 1)]
    for mask, nodes in layer.items():
        dice = MASK_DICE[mask]
        outs = [out.setdefault(mask ^ (1 << die), {}) for die in dice]
        for node, vec in nodes.items():
            count = vec & FIELD
            per = cache.get(node)
            if per is None:
                per = cache[node] = [None] * n_dice
            for die, targets in zip(dice, outs, strict=True):
                entries = per[die]
                if entries is None:
                    entries = per[die] = work_out(node, die)
                for w, land, tile, child, end in entries:
                    passed = vec
                    f = fields[land + OFFSET]
                    if f:
                        clean = vec >> (FIELD_BITS * f) & FIELD
                        if clean:
                            moves[land][level][mask, node, die] = clean
                            chance[land] += clean * w * reach
                            passed = vec & clear[f]
                    if tile:
                        landings[tile] += count * w * reach
                    if child is None:
                        assert end is not None
                        ends[end] = ends.get(end, 0) + count * w * reach
                    else:
                        targets[child] = targets.get(child, 0) + (passed if w == 1 else passed * w)


def _step_watch_last(
    track: Track, layer: Layer, tally: Tally, fields: list[int], level: int, firsts: Firsts
) -> None:
    """`_step_last` on packed counts, recording the first landings (see `_step_watch`)."""
    landings = tally.landings
    ends = tally.ends
    ranks = tally.ranks
    prefinal = tally.prefinal
    cache = track.last_cache
    work_out = track.work_out_last
    n_dice = len(track.dice)
    moves = firsts.moves
    chance = firsts.chance
    for mask, nodes in layer.items():
        dice = MASK_DICE[mask]
        for node, vec in nodes.items():
            count = vec & FIELD
            per = cache.get(node)
            if per is None:
                per = cache[node] = [None] * n_dice
            on = 0
            for die in dice:
                lasts = per[die]
                if lasts is None:
                    lasts = per[die] = work_out(node, die)
                for w, land, tile, end, goes_on in lasts:
                    f = fields[land + OFFSET]
                    if f:
                        clean = vec >> (FIELD_BITS * f) & FIELD
                        if clean:
                            moves[land][level][mask, node, die] = clean
                            chance[land] += clean * w
                    weight = count * w
                    if tile:
                        landings[tile] += weight
                    if goes_on:
                        ranks[end] = ranks.get(end, 0) + weight
                        on += weight
                    else:
                        ends[end] = ends.get(end, 0) + weight
            if on:
                key = (mask, node)
                prefinal[key] = prefinal.get(key, 0) + on


def _step_clean(
    track: Track,
    layer: Layer,
    reach: int,
    out: Layer,
    level: int,
    firsts: Firsts,
    rows: Rows | None,
    passive: bool,
) -> None:
    """`_step_watch` for the second edition: each field also counts the race's ends of the
    outcomes that never landed on its space (`firsts.clean`), the moves count in `rows`
    (`Hits`), and with `passive` the grey die's moves lead to nodes without the crazy
    camels (as `_step`)."""
    clean = firsts.clean
    assert clean is not None
    landings = clean.landings
    ends = clean.ends
    fields = _fields_table(firsts)
    cache = track.cache
    work_out = track.work_out
    n_dice = len(track.dice)
    racing = len(track.racing)
    passive_moves = track.passive_moves if passive else None
    moves = firsts.moves
    chance = firsts.chance
    early = firsts.early
    clear = [~(FIELD << (FIELD_BITS * f)) for f in range(len(firsts.fields) + 1)]
    keep = firsts.keeps_never
    for mask, nodes in layer.items():
        dice = MASK_DICE[mask]
        outs = [out.setdefault(mask ^ (1 << die), {}) for die in dice]
        kinds = [_row(rows, die, mask, racing) for die in dice] if rows is not None else None
        for node, vec in nodes.items():
            count = vec & FIELD
            per = cache.get(node)
            if per is None:
                per = cache[node] = [None] * n_dice
            for index, (die, targets) in enumerate(zip(dice, outs, strict=True)):
                found = per[die]
                if passive_moves is not None and die >= racing:
                    found = passive_moves(node)
                elif found is None:
                    found = per[die] = work_out(node, die)
                entries: Entries = found
                row = kinds[index] if kinds is not None else None
                lands = track.carried_lands(node) if firsts.effective and die >= racing else None
                for w, land, tile, child, end in entries:
                    if row is not None:
                        row[land + OFFSET] += count * w * reach
                    passed = vec
                    f = fields[land + OFFSET]
                    if f:
                        first = vec >> (FIELD_BITS * f) & FIELD
                        if first and lands is not None and land not in lands:
                            early[land] += first * w * reach  # changes nothing of the leg
                        elif first:
                            moves[land][level][mask, node, die] = first
                            chance[land] += first * w * reach
                            passed = vec & clear[f]
                    if tile:
                        landings[tile] += count * w * reach
                    if child is None:
                        assert end is not None
                        lost = passed if keep else count
                        ends[end] = ends.get(end, 0) + lost * w * reach
                    else:
                        targets[child] = targets.get(child, 0) + passed * w


def _step_clean_last(
    track: Track, layer: Layer, level: int, firsts: Firsts, rows: Rows | None
) -> None:
    """`_step_watch_last` for the second edition, in packed counts as `_step_clean`."""
    clean = firsts.clean
    assert clean is not None
    landings = clean.landings
    ends = clean.ends
    ranks = clean.ranks
    prefinal = clean.prefinal
    fields = _fields_table(firsts)
    cache = track.last_cache
    work_out = track.work_out_last
    n_dice = len(track.dice)
    racing = len(track.racing)
    moves = firsts.moves
    chance = firsts.chance
    clear = [~(FIELD << (FIELD_BITS * f)) for f in range(len(firsts.fields) + 1)]
    keep = firsts.keeps_never
    early = firsts.early
    for mask, nodes in layer.items():
        dice = MASK_DICE[mask]
        kinds = [_row(rows, die, mask, racing) for die in dice] if rows is not None else None
        for node, vec in nodes.items():
            count = vec & FIELD
            whole = vec if keep else count
            per = cache.get(node)
            if per is None:
                per = cache[node] = [None] * n_dice
            on = 0
            for index, die in enumerate(dice):
                lasts = per[die]
                if lasts is None:
                    lasts = per[die] = work_out(node, die)
                row = kinds[index] if kinds is not None else None
                lands = track.carried_lands(node) if firsts.effective and die >= racing else None
                for w, land, tile, end, goes_on in lasts:
                    if row is not None:
                        row[land + OFFSET] += count * w
                    passed = whole
                    f = fields[land + OFFSET]
                    if f:
                        first = vec >> (FIELD_BITS * f) & FIELD
                        if first and lands is not None and land not in lands:
                            early[land] += first * w  # changes nothing of the leg
                        elif first:
                            chance[land] += first * w
                            if keep:  # else only how many land there (`Firsts.lasts`)
                                moves[land][level][mask, node, die] = first
                                passed = vec & clear[f]
                    if tile:
                        landings[tile] += count * w
                    if goes_on:
                        ranks[end] = ranks.get(end, 0) + passed * w
                        on += count * w
                    else:
                        ends[end] = ends.get(end, 0) + passed * w
            if on:
                prefinal[mask, node] = prefinal.get((mask, node), 0) + on


def _fields_table(firsts: Firsts) -> list[int]:
    """The field of each space, by `space + OFFSET` (0: not watched)."""
    fields = [0] * TABLE_SIZE
    for space, f in firsts.fields.items():
        fields[space + OFFSET] = f
    return fields


def _enumerate_clean(
    track: Track,
    node: Node,
    mask: int,
    watched: Sequence[int],
    reaches: list[int],
    tally: Tally,
    finals: bool,
    hits: Hits | None,
    passive: bool,
    never: bool,
) -> Firsts:
    """`enumerate_leg` with `watch`, second edition: the first landings on every watched
    space, and (with `never`) the outcomes that never land on each (`Firsts.never`), into
    `tally` too."""
    draws = len(reaches)
    firsts = Firsts(
        tally.total,
        draws,
        reaches,
        {space: [{} for _ in range(draws)] for space in watched},
        dict.fromkeys(watched, 0),
        dict.fromkeys(watched, 0),
        {space: f for f, space in enumerate(watched, 1)},
        Tally(tally.total, tally.racing, dict(tally.landings), track=track),
        keeps_never=never,
        effective=never and passive and len(track.colours) > len(track.racing),
        early=dict.fromkeys(watched, 0),
    )
    clean = firsts.clean
    assert clean is not None
    passive = passive and len(track.colours) > len(track.racing)
    if passive:
        tally.start = clean.start = (node, mask)
        if not mask >> len(track.racing):
            node = track.passive(node)
    full = sum(1 << (FIELD_BITS * f) for f in range(len(watched) + 1))
    packed: Layer = {mask: {node: full}}
    for level in range(draws):
        before = dict(firsts.chance)
        rows = hits.level(track, packed, level == draws - 1) if hits is not None else None
        if level == draws - 1 and never:
            firsts.before_last = packed
        if level == draws - 1 and not finals:
            _step_clean_last(track, packed, level, firsts, rows)
            firsts.lasts = {space: firsts.chance[space] - before[space] for space in watched}
            break
        out: Layer = {}
        _step_clean(track, packed, reaches[level], out, level, firsts, rows, passive)
        if level == draws - 1:  # the nodes before the last die, for the race
            scratch = Tally(1, 0, dict.fromkeys(track.tiles, 0))
            for m, nodes in packed.items():
                plain = {m: {nd: v & FIELD for nd, v in nodes.items()}}
                _step(track, plain, 1, scratch, {}, None, clean.prefinal, passive)
        packed = out
        for space in watched:
            firsts.later[space] += (firsts.chance[space] - before[space]) * (draws - level - 1)
    else:
        clean.final = _merged(packed)
    pairs = firsts.pairs
    for (a, b, _), vec in clean.ranked().items() if never else ():
        pairs[a, b] = pairs.get((a, b), 0) + vec
    tally.landings = clean.landings
    tally.ends = _field(clean.ends, 0)
    tally.ranks = _field(clean.ranks, 0)
    tally.final = _field(clean.final, 0)
    tally.prefinal = clean.prefinal
    return firsts


def enumerate_leg(
    track: Track,
    node: Node,
    mask: int,
    watch: Iterable[int] = (),
    finals: bool = False,
    hits: Hits | None = None,
    passive: bool = False,
    never: bool = False,
) -> tuple[Tally, Firsts | None]:
    """Every outcome of the rest of the leg from `node` with the dice of `mask` in the
    pyramid, on `track` (its tiles). With `watch` (spaces without a tile), also the first
    landings on each of them (`Firsts`), for `placement`. With `finals`, the nodes at the
    end of the leg are built (`Tally.final`), else the last die builds none (`Tally.ranks`,
    `Tally.prefinal`). With `hits` (and no `watch`), every move counts there where it
    lands, for the bounds on what a new tile may see (`Hits`). With `passive` (and no
    `watch`), once the grey die is out the nodes leave the crazy camels out (`Track.passive`:
    they change nothing of the leg any more), so that nodes differing only by them merge;
    the positions at the end of the leg are then cut down too (`Tally.start`)."""
    draws = track.draws(mask)
    total = track.weight(mask)
    left = len(MASK_DICE[mask])
    reaches = [
        _falling(left - level - 1, draws - level - 1) * int(track.die_weight ** (draws - level - 1))
        for level in range(draws)
    ]
    tally = Tally(total, len(track.racing), dict.fromkeys(track.tiles, 0), track=track)
    watched = sorted(set(watch))
    firsts: Firsts | None = None
    if draws == 0:
        tally.final[node] = 1
    elif not watched:
        _enumerate_plain(track, node, mask, reaches, tally, finals, hits, passive)
    elif track.edition == 2 or never:
        firsts = _enumerate_clean(
            track, node, mask, watched, reaches, tally, finals, hits, passive, never
        )
    else:
        fields = [0] * TABLE_SIZE
        for f, space in enumerate(watched, 1):
            fields[space + OFFSET] = f
        firsts = Firsts(
            total,
            draws,
            reaches,
            {space: [{} for _ in range(draws)] for space in watched},
            dict.fromkeys(watched, 0),
            dict.fromkeys(watched, 0),
        )
        full = sum(1 << (FIELD_BITS * f) for f in range(len(watched) + 1))
        packed: Layer = {mask: {node: full}}
        for level in range(draws):
            before = dict(firsts.chance)
            if level == draws - 1 and not finals:
                _step_watch_last(track, packed, tally, fields, level, firsts)
                break
            out: Layer = {}
            _step_watch(track, packed, reaches[level], tally, out, fields, level, firsts)
            if level == draws - 1:  # the nodes before the last die, for the race
                scratch = Tally(1, 0, dict.fromkeys(track.tiles, 0))
                for m, nodes in packed.items():
                    plain = {m: {nd: v & FIELD for nd, v in nodes.items()}}
                    _step(track, plain, 1, scratch, {}, None, tally.prefinal)
            packed = out
            for space in watched:
                firsts.later[space] += (firsts.chance[space] - before[space]) * (draws - level - 1)
        else:
            tally.final = {nd: v & FIELD for nd, v in _merged(packed).items()}
    if firsts is None and watched:
        firsts = Firsts(total, draws, reaches, {}, {}, {})
    return tally, firsts


def _enumerate_plain(
    track: Track,
    node: Node,
    mask: int,
    reaches: list[int],
    tally: Tally,
    finals: bool,
    hits: Hits | None,
    passive: bool,
) -> None:
    """`enumerate_leg` without `watch`, into `tally` (`reaches[level]`: the outcomes sharing
    one prefix at each level)."""
    draws = len(reaches)
    passive = passive and len(track.colours) > len(track.racing)
    if passive:
        tally.start = (node, mask)
        if not mask >> len(track.racing):
            node = track.passive(node)
    layer: Layer = {mask: {node: 1}}
    for level in range(draws):
        rows = hits.level(track, layer, level == draws - 1) if hits is not None else None
        if level == draws - 1 and not finals:
            _step_last(track, layer, tally, rows)
            return
        out: Layer = {}
        last = tally.prefinal if level == draws - 1 else None
        _step(track, layer, reaches[level], tally, out, rows, last, passive)
        layer = out
    tally.final = _merged(layer)


def _falling(n: int, k: int) -> int:
    result = 1
    for i in range(k):
        result *= n - i
    return result


def _merged(layer: Layer) -> dict[Node, int]:
    """The nodes of a layer whatever the dice left (the end of the leg)."""
    if len(layer) == 1:
        return next(iter(layer.values()))
    merged: dict[Node, int] = {}
    for nodes in layer.values():
        for node, count in nodes.items():
            merged[node] = merged.get(node, 0) + count
    return merged


# -- a new tile ----------------------------------------------------------------------------


class PlacedTrack(Track):
    """`base` with one more tile on `space` (and, when the player moves their tile, without
    the one on `removed`): the moves that land on neither are the base's (shared, worked out
    once), the others are worked out again."""

    def __init__(self, base: Track, space: int, side: int, removed: int | None = None) -> None:
        self.base = base
        self.space = space
        self.removed = removed
        tiles = {s: t for s, t in base.tiles.items() if s != removed}
        self.own = type(base)({**tiles, space: side})
        self.own.ranks = base.ranks  # a ranking is the same whatever the tiles
        self.edition = base.edition
        self.colours = base.colours
        self.racing = base.racing
        self.dice = base.dice
        self.dice_per_leg = base.dice_per_leg
        self.die_weight = base.die_weight
        self.tiles = self.own.tiles
        self.n = base.n
        self.cache = {}
        self.last_cache = {}
        self.passive_cache = {}
        self.ranks = base.ranks
        self.landings: dict[tuple[Node, int], Entries] = {}

    def faces(self, die: int) -> int:
        return self.base.faces(die)

    def passive(self, node: Node) -> Node:
        return self.base.passive(node)

    def with_tile(self, space: int, side: int) -> Track:
        return self.own.with_tile(space, side)

    def landing(self, node: Node, die: int, space: int) -> Entries:
        """The entries of `die` that land on the new tile (kept)."""
        key = (node, die)
        found = self.landings.get(key)
        if found is None:
            found = self.landings[key] = self.own.landing(node, die, space)
        return found

    def _changed(self, land: int) -> bool:
        return land == self.space or land == self.removed

    def work_out(self, node: Node, die: int) -> Entries:
        entries = self.base.moves(node, die)
        space, removed = self.space, self.removed
        for entry in entries:
            if entry[1] == space or entry[1] == removed:
                break
        else:
            return entries
        if removed is not None:
            return self.own.work_out(node, die)
        kept = tuple(entry for entry in entries if entry[1] != space)
        return kept + self.landing(node, die, space)

    def work_out_last(self, node: Node, die: int) -> Lasts:
        known = self.base.last_cache.get(node)
        if (known is None or known[die] is None) and len(node) >> 1 >= len(self.racing):
            return self.own.work_out_last(node, die)  # new to the base: worked out once, here
        lasts = self.base.last_moves(node, die)
        if not any(self._changed(last[1]) for last in lasts):
            return lasts
        if self.removed is not None or len(node) >> 1 < len(self.racing):
            return self.own.work_out_last(node, die)
        space = self.space
        kept = tuple(last for last in lasts if last[1] != space)
        return kept + self.own.landing_last(node, die, space)

    def work_out_rank(self, node: Node) -> End:
        return self.base.work_out_rank(node)

    def reachable(self, node: Node, space: int) -> bool:
        return self.base.reachable(node, space)


def _step_placed(
    placed: PlacedTrack,
    layer: Layer,
    reach: int,
    tally: Tally,
    out: Layer,
    prefinal: dict[tuple[int, Node], int] | None = None,
    passive: bool = False,
) -> None:
    """`_step` on the track with the new tile: the base's moves, but those that land on the
    tile, worked out again with it (`prefinal`, `passive`: as for `_step`)."""
    base = placed.base
    racing = len(base.racing) if passive else len(base.dice)
    space = placed.space
    landing = placed.landing
    landings = tally.landings
    ends = tally.ends
    cache = base.cache
    work_out = base.work_out
    n_dice = len(base.dice)
    for mask, nodes in layer.items():
        dice = MASK_DICE[mask]
        outs = [out.setdefault(mask ^ (1 << die), {}) for die in dice]
        for node, count in nodes.items():
            per = cache.get(node)
            if per is None:
                per = cache[node] = [None] * n_dice
            on = 0
            for die, targets in zip(dice, outs, strict=True):
                if die >= racing:  # the grey die, to nodes without the crazy camels
                    on += _inject(placed.passive_moves(node), count, reach, tally, targets)
                    continue
                entries = per[die]
                if entries is None:
                    entries = per[die] = work_out(node, die)
                hit = False
                for w, land, tile, child, end in entries:
                    if land == space:
                        hit = True
                        continue
                    if tile:
                        landings[tile] += count * w * reach
                    if child is None:
                        assert end is not None
                        ends[end] = ends.get(end, 0) + count * w * reach
                    else:
                        targets[child] = targets.get(child, 0) + count * w
                        on += count * w
                if hit:
                    on += _inject(landing(node, die, space), count, reach, tally, targets)
            if prefinal is not None and on:
                prefinal[mask, node] = prefinal.get((mask, node), 0) + on


def _inject(
    entries: Entries, count: int, reach: int, tally: Tally, targets: dict[Node, int]
) -> int:
    """Play `entries` from a node reached by `count` outcome prefixes; return the outcomes
    that go on."""
    on = 0
    for w, _, tile, child, end in entries:
        if tile:
            tally.landings[tile] += count * w * reach
        if child is None:
            assert end is not None
            tally.ends[end] = tally.ends.get(end, 0) + count * w * reach
        else:
            targets[child] = targets.get(child, 0) + count * w
            on += count * w
    return on


def placement(
    base: Track,
    firsts: Firsts,
    space: int,
    side: int,
    *,
    without: bool = True,
    landings_only: bool = False,
    finals: bool = False,
    passive: bool = False,
    race: RaceParts | None = None,
) -> tuple[Tally | None, Tally]:
    """What a tile on `space` (`side` up) changes: `(without, with)`, where `without` counts
    the outcomes that land on `space`, from their first landing on, as they go without the
    tile, and `with` the same outcomes as they go with it. The figures with the tile are
    `base.shifted(without, with)`.

    With `without=False` the first part is not worked out (None). With `landings_only`,
    only `with.landings[space]` is right: the outcomes that can no longer land on the tile
    are dropped early, and nothing else is counted. With `finals`, the nodes at the end of
    the leg are built (as `enumerate_leg(..., finals=True)`). With `passive` (second
    edition, `without=False`), the nodes leave the crazy camels out once the grey die is
    out, as the enumeration's did. With `race` (and neither `finals` nor `passive`), the
    last die is played for the race only (`_last_race`): `with` then counts only the
    landings on the tile and the race's ends, and the outcomes that go on after the leg
    are added to `race`.

    :param firsts: the first landings of the enumeration without the tile, `space` watched.
    """
    placed = PlacedTrack(base, space, side)
    racing = len(base.racing)
    with_tile = Tally(firsts.total, racing, dict.fromkeys(placed.tiles, 0), track=placed.own)
    away = Tally(firsts.total, racing, dict.fromkeys(base.tiles, 0), track=base)
    moved: Layer = {}
    landed: Layer = {}
    levels = firsts.moves.get(space, [])
    last = firsts.draws - 1
    for level in range(firsts.draws):
        first = levels[level] if level < len(levels) else {}
        if not first and not moved and not landed:
            continue
        if level == last and not finals:
            if race is not None:
                _last_race(placed, moved, first, with_tile, firsts.ons, race)
            else:
                _last_placed(placed, moved, first, with_tile, landings_only)
            if without:
                _last_away(base, space, landed, first, away)
            break
        reach = firsts.reaches[level]
        final_die = level == last and not landings_only
        moved = _level_placed(
            placed, moved, first, reach, with_tile, final_die, landings_only, passive
        )
        if without:
            landed = _level_away(base, space, landed, first, reach, away, final_die)
    else:
        with_tile.final = _merged(moved)
        away.final = _merged(landed)
    if landings_only:
        with_tile.ends.clear()
        with_tile.ranks.clear()
        with_tile.prefinal.clear()
        with_tile.final.clear()
    return (away if without else None), with_tile


RaceParts = tuple[dict[tuple[int, Node], int], dict[Node, int]]
"""The outcomes of a leg that go on after it, for the race: by the node before the last die
(`(mask, node)`, weighted by the outcomes that go on from it as the last die goes without a
new tile) and by the node at the end of the leg."""


def going_on(track: Track, mask: int, node: Node, ons: dict[tuple[int, Node], int]) -> int:
    """The weight of the last die's moves from `node` (one of the dice of `mask`) after
    which the race goes on, on `track` (kept in `ons`): every move when no die can end the
    race from it (`_far`)."""
    key = (mask, node)
    found = ons.get(key)
    if found is None and _far(node, len(track.racing)):
        found = ons[key] = track.die_weight * len(MASK_DICE[mask])
    elif found is None:
        found = ons[key] = sum(
            last[0] for die in MASK_DICE[mask] for last in track.last_moves(node, die) if last[4]
        )
    return found


def _far(node: Node, racing: int) -> bool:
    """Whether no die can end the race from `node`, whatever tile it lands on: no racing
    camel (its number under `racing`) within four spaces of the finish, no crazy camel
    within four spaces of the start (second edition: going back past space 1)."""
    n = len(node) >> 1
    for i in range(n):
        if node[i] < racing:
            if node[n + i] + 4 > FINISH:
                return False
        elif node[n + i] - 4 < 1:
            return False
    return True


def _add_going_on(entries: Entries, count: int, into: dict[Node, int]) -> None:
    for w, _, _, child, _ in entries:
        if child is not None:
            into[child] = into.get(child, 0) + count * w


def _last_race(
    placed: PlacedTrack,
    moved: Layer,
    first: Mapping[Key, int],
    tally: Tally,
    ons: dict[tuple[int, Node], int],
    race: RaceParts,
) -> None:
    """The last die with the new tile when only the landings on it, the race's ends and
    the race are wanted (no ranking: `tally.ranks` and `tally.prefinal` stay empty, and
    `tally.landings` counts only the new tile's). A node before it reached by `count`
    followed outcomes counts `count` times its moves that go on without the tile (`pre`,
    every move when no die can end the race from it, with or without the tile), and its
    moves that land on the tile are put right by their end nodes (`ends`: less their end
    without the tile, plus their end with it); a first landing by the last die counts by
    its end node with the tile."""
    pre, finals = race
    space = placed.space
    base = placed.base
    ends = tally.ends
    whole = base.die_weight
    racing = len(base.racing)
    for mask, nodes in moved.items():
        dice = MASK_DICE[mask]
        for node, count in nodes.items():
            far = _far(node, racing)
            on = whole * len(dice) if far else going_on(base, mask, node, ons)
            if on:
                pre[mask, node] = pre.get((mask, node), 0) + count * on
            for die in dice:
                if not far:
                    for w, land, _, end, goes_on in base.last_moves(node, die):
                        if not goes_on and land != space:
                            ends[end] = ends.get(end, 0) + count * w
                without = base.landing(node, die, space)
                if without:
                    _add_going_on(without, -count, finals)
                    _add_landing(placed.landing(node, die, space), count, tally, finals)
    for (_, node, die), count in first.items():
        _add_landing(placed.landing(node, die, space), count, tally, finals)


def _add_landing(entries: Entries, count: int, tally: Tally, finals: dict[Node, int]) -> None:
    """Moves that land on the new tile by the last die: the tile's landings, the race's
    ends, the end nodes of those after which it goes on."""
    for w, _, tile, child, end in entries:
        weight = count * w
        tally.landings[tile] += weight
        if child is None:
            assert end is not None
            tally.ends[end] = tally.ends.get(end, 0) + weight
        else:
            finals[child] = finals.get(child, 0) + weight


def race_without(base: Track, firsts: Firsts, space: int) -> RaceParts:
    """The outcomes that land on `space` and go on after the leg, as they go without a tile
    there (`RaceParts`): those that landed before the last die by the node before it, those
    whose last die lands there first by their end node (`space` watched, `keeps_never`,
    the enumeration's nodes before the last die kept)."""
    shift = FIELD_BITS * firsts.fields[space]
    if not firsts.going:  # the nodes before the last die from which the race may go on
        firsts.going = [
            ((mask, node), vec, on)
            for mask, nodes in firsts.before_last.items()
            for node, vec in nodes.items()
            if (on := going_on(base, mask, node, firsts.ons))
        ]
    pre = {
        key: landed * on
        for key, vec, on in firsts.going
        if (landed := (vec & FIELD) - (vec >> shift & FIELD))
    }
    ends: dict[Node, int] = {}
    levels = firsts.moves.get(space, [])
    last = firsts.draws - 1
    for (_, node, die), count in (levels[last] if 0 <= last < len(levels) else {}).items():
        _add_going_on(base.landing(node, die, space), count, ends)
    return pre, ends


def _level_placed(
    placed: PlacedTrack,
    moved: Layer,
    first: Mapping[Key, int],
    reach: int,
    tally: Tally,
    final_die: bool,
    landings_only: bool,
    passive: bool = False,
) -> Layer:
    """One die of a placement, with the tile: from the outcomes that have landed on it
    (`moved`) and from those landing on it now for the first time (`first`); the next
    layer (`final_die`: the nodes before the last die go to `tally.prefinal`). With
    `landings_only`, the nodes from which no group can reach the tile any more are dropped.
    With `passive`, the grey die leads to nodes without the crazy camels."""
    space = placed.space
    out: Layer = {}
    prefinal = tally.prefinal if final_die else None
    if moved:
        _step_placed(placed, moved, reach, tally, out, prefinal, passive)
    grey = len(placed.racing) if passive else len(placed.dice)
    for (mask, node, die), count in first.items():
        targets = out.setdefault(mask ^ (1 << die), {})
        entries = placed.landing(node, die, space)
        if die >= grey:
            entries = tuple(
                (w, land, tile, child if child is None else placed.passive(child), end)
                for w, land, tile, child, end in entries
            )
        on = _inject(entries, count, reach, tally, targets)
        if final_die and on:
            key = (mask, node)
            tally.prefinal[key] = tally.prefinal.get(key, 0) + on
    if landings_only:
        reachable = placed.base.reachable
        out = {
            mask: kept
            for mask, nodes in out.items()
            if (kept := {nd: c for nd, c in nodes.items() if reachable(nd, space)})
        }
    return out


def _level_away(
    base: Track,
    space: int,
    landed: Layer,
    first: Mapping[Key, int],
    reach: int,
    tally: Tally,
    final_die: bool,
) -> Layer:
    """One die of a placement, without the tile: the same outcomes as `_level_placed`
    follows, as they go on the base track (to be taken away from the base's figures)."""
    out: Layer = {}
    if landed:
        _step(base, landed, reach, tally, out, None, tally.prefinal if final_die else None)
    for (mask, node, die), count in first.items():
        targets = out.setdefault(mask ^ (1 << die), {})
        entries = base.moves(node, die)
        on = _inject(tuple(e for e in entries if e[1] == space), count, reach, tally, targets)
        if final_die and on:
            key = (mask, node)
            tally.prefinal[key] = tally.prefinal.get(key, 0) + on
    return out


def _last_away(
    base: Track, space: int, landed: Layer, first: Mapping[Key, int], tally: Tally
) -> None:
    """The last die without the tile, for the outcomes `_last_placed` follows with it."""
    _step_last(base, landed, tally)
    for (mask, node, die), count in first.items():
        _inject_last(base.last_moves(node, die), space, mask, node, count, tally)


def _inject_last(lasts: Lasts, space: int, mask: int, node: Node, count: int, tally: Tally) -> None:
    """Play the last-die moves of `lasts` that land on `space`, from a node reached by
    `count` outcome prefixes."""
    on = 0
    for w, land, tile, end, goes_on in lasts:
        if land != space:
            continue
        weight = count * w
        if tile:
            tally.landings[tile] += weight
        if goes_on:
            tally.ranks[end] = tally.ranks.get(end, 0) + weight
            on += weight
        else:
            tally.ends[end] = tally.ends.get(end, 0) + weight
    if on:
        tally.prefinal[mask, node] = tally.prefinal.get((mask, node), 0) + on


def _last_placed(
    placed: PlacedTrack,
    moved: Layer,
    first: Mapping[Key, int],
    tally: Tally,
    landings_only: bool,
) -> None:
    """The last die with the new tile: from the outcomes that have landed on it (`moved`)
    and from those landing on it now for the first time (`first`)."""
    space = placed.space
    if landings_only:  # only what lands on the tile
        hits = 0
        last_hits = placed.base.last_hits
        for mask, nodes in moved.items():
            dice = MASK_DICE[mask]
            for node, count in nodes.items():
                hits += count * last_hits(node, dice, space)
        for (_, node, die), count in first.items():
            hits += count * last_hits(node, (die,), space)
        tally.landings[space] += hits
        return
    _step_last(placed, moved, tally)
    for (mask, node, die), count in first.items():
        _inject_last(placed.own.landing_last(node, die, space), space, mask, node, count, tally)


def landings_on(base: Track, firsts: Firsts, space: int, side: int) -> int:
    """The landings (weighted outcomes) on a new tile on `space`, `side` up, first edition.

    From their first landing on, only the camels behind `space` matter: the others never
    come back, and those behind move by their own dice and the dice of camels under them.
    So a node whose front camels cannot end the race this leg keeps only the camels behind
    the tile, and the dice of those camels: the other dice come out in between and change
    nothing. Its count is scaled so that it still counts outcomes of the whole leg (with m
    of p dice kept, every outcome of the m dice stands for p! 3^p / (m! 3^m) of the leg).
    """
    if base.edition != 1:
        return placement(base, firsts, space, side, without=False, landings_only=True)[1].landings[
            space
        ]
    placed = PlacedTrack(base, space, side)
    tally = Tally(firsts.total, len(base.racing), dict.fromkeys(placed.tiles, 0))
    levels = firsts.moves.get(space, [])
    weights = [math.factorial(m) * 3**m for m in range(len(base.dice) + 1)]
    pending: Layer = {}
    for level in range(firsts.draws):
        out: Layer = {}
        for mask, nodes in pending.items():
            m = len(MASK_DICE[mask])
            if m == 1:
                _last_placed(placed, {mask: nodes}, {}, tally, True)
            else:
                _step_placed(placed, {mask: nodes}, weights[m - 1], tally, out)
        first = levels[level] if level < len(levels) else {}
        for (mask, node, die), count in first.items():
            targets = out.setdefault(mask ^ (1 << die), {})
            _inject(placed.landing(node, die, space), count, firsts.reaches[level], tally, targets)
        pending = {}
        for mask, nodes in out.items():
            if mask == 0:
                continue
            for node, count in nodes.items():
                key, kept, scale = _behind(node, mask, space, weights)
                if scale:
                    into = pending.setdefault(kept, {})
                    into[key] = into.get(key, 0) + count * scale
    while pending:
        out = {}
        for mask, nodes in pending.items():
            m = len(MASK_DICE[mask])
            if m == 1:
                _last_placed(placed, {mask: nodes}, {}, tally, True)
            else:
                _step_placed(placed, {mask: nodes}, weights[m - 1], tally, out)
        pending = {mask: nodes for mask, nodes in out.items() if mask and nodes}
    return tally.landings[space]


def landings_scratch(
    base: Track, node: Node, mask: int, space: int, side: int, removed: int | None = None
) -> int:
    """The landings (weighted outcomes) on a new tile on `space`, `side` up (the tile on
    `removed` taken away), second edition: `landings_both`, the side asked for."""
    return landings_both(base, node, mask, space, removed)[0 if side > 0 else 1]


def landings_both(
    base: Track, node: Node, mask: int, space: int, removed: int | None = None
) -> tuple[int, int]:
    """The landings (weighted outcomes) on a new tile on `space`, cheering and booing (the
    tile on `removed` taken away), second edition: the leg played again with the tile,
    sharing the base's moves, each node keeping only what may still matter
    (`SecondTrack.project`). Until a group lands on the space both sides go alike, so the
    outcomes that have not landed there yet are followed once for both (`_step_shared`),
    and each side from its first landing on."""
    sides = (PlacedTrack(base, space, 1, removed), PlacedTrack(base, space, -1, removed))
    hits = [0, 0]
    draws = base.draws(mask)
    left = len(MASK_DICE[mask])
    cheers = sorted(s for s, step in sides[0].tiles.items() if step > 0)
    project = base.project
    shared: Layer = {mask: {node: 1}}
    apart: list[Layer] = [{}, {}]
    for level in range(draws):
        after = draws - level - 1
        if not after:
            last_hits = base.last_hits
            both = sum(
                count * last_hits(nd, MASK_DICE[m], space)
                for m, nodes in shared.items()
                for nd, count in nodes.items()
            )
            for k in (0, 1):
                tally = Tally(1, 0, {space: 0})
                _last_placed(sides[k], apart[k], {}, tally, True)
                hits[k] += both + tally.landings[space]
            break
        reach = _falling(left - level - 1, after) * int(base.die_weight**after)
        outs: list[Layer] = [{}, {}]
        out: Layer = {}
        _step_shared(sides, shared, reach, hits, out, outs)
        for k in (0, 1):
            if apart[k]:
                tally = Tally(1, 0, dict.fromkeys(sides[k].tiles, 0))
                _step(sides[k], apart[k], reach, tally, outs[k])
                hits[k] += tally.landings[space]
        shared = _projected(project, out, space, after, cheers)
        apart = [_projected(project, layer, space, after, cheers) for layer in outs]
    return hits[0], hits[1]


def landings_watched(base: Track, firsts: Firsts, space: int) -> tuple[int, int]:
    """`landings_both` from the first landings of the leg's own enumeration (`firsts`,
    `space` watched, second edition, no tile of the player's moved): only the outcomes
    from their first landing on are followed, for each side, cut down as there."""
    assert not firsts.effective  # every landing a first one
    sides = (PlacedTrack(base, space, 1), PlacedTrack(base, space, -1))
    hits = [0, 0]
    cheers = sorted(s for s, step in sides[0].tiles.items() if step > 0)
    levels = firsts.moves.get(space, [])
    apart: list[Layer] = [{}, {}]
    for level in range(firsts.draws):
        first = levels[level] if level < len(levels) else {}
        after = firsts.draws - level - 1
        if not after:
            last = firsts.lasts.get(space, 0) if firsts.lasts else None
            for k in (0, 1):
                tally = Tally(1, 0, {space: 0})
                _last_placed(sides[k], apart[k], {} if last is not None else first, tally, True)
                hits[k] += tally.landings[space] + (last or 0)
            break
        reach = firsts.reaches[level]
        for k in (0, 1):
            out: Layer = {}
            tally = Tally(1, 0, dict.fromkeys(sides[k].tiles, 0))
            if apart[k]:
                _step(sides[k], apart[k], reach, tally, out)
            for (mask, node, die), count in first.items():
                targets = out.setdefault(mask ^ (1 << die), {})
                _inject(sides[k].landing(node, die, space), count, reach, tally, targets)
            hits[k] += tally.landings[space]
            apart[k] = _projected(base.project, out, space, after, cheers)
    return hits[0], hits[1]


def _step_shared(
    sides: tuple[PlacedTrack, PlacedTrack],
    layer: Layer,
    reach: int,
    hits: list[int],
    out: Layer,
    outs: list[Layer],
) -> None:
    """One die from nodes whose outcomes have not landed on the new tile yet: the moves
    that do not land there stay shared (`out`), those that do go on with each side's tile
    (`outs`), counted as a landing of both."""
    cheering = sides[0]
    space = cheering.space
    for mask, nodes in layer.items():
        dice = MASK_DICE[mask]
        for die in dice:
            child_mask = mask ^ (1 << die)
            targets = out.setdefault(child_mask, {})
            for node, count in nodes.items():
                hit = False
                for w, land, _, child, _ in cheering.moves(node, die):
                    if land == space:
                        hit = True
                    elif child is not None:
                        targets[child] = targets.get(child, 0) + count * w
                if hit:
                    for k in (0, 1):
                        into = outs[k].setdefault(child_mask, {})
                        for w, _, _, child, _ in sides[k].landing(node, die, space):
                            hits[k] += count * w * reach
                            if child is not None:
                                into[child] = into.get(child, 0) + count * w


def _projected(
    project: Callable[[Node, int, int, int, Sequence[int]], tuple[Node, int]],
    layer: Layer,
    space: int,
    after: int,
    cheers: Sequence[int],
) -> Layer:
    """The nodes of `layer` cut down to what may still land on `space` (`Track.project`),
    merged."""
    result: Layer = {}
    for m, nodes in layer.items():
        for nd, count in nodes.items():
            kept, km = project(nd, m, space, after, cheers)
            if kept:
                into = result.get(km)
                if into is None:
                    into = result[km] = {}
                into[kept] = into.get(kept, 0) + count
    return result


def _behind(node: Node, mask: int, space: int, weights: list[int]) -> tuple[Node, int, int]:
    """`node` with only the camels behind `space` and their dice: `(node, mask, scale)`;
    scale 0 when no camel is behind; the node as it is (scale 1) when its front camels may
    end the race this leg."""
    n = len(node) >> 1
    s = node[n:]
    behind = bisect_left(s, space)
    if not behind:
        return node, mask, 0
    p = len(MASK_DICE[mask])
    if behind == n or s[-1] + 4 * p > FINISH:
        return node, mask, 1
    kept = 0
    for camel in node[:behind]:
        kept |= mask & (1 << camel)
    if not kept:
        return node, mask, 0
    return node[:behind] + s[:behind], kept, weights[p] // weights[len(MASK_DICE[kept])]


def scratch(base: Track, node: Node, mask: int, space: int, side: int) -> Tally:
    """The leg solved again with a tile on `space`, sharing the base's moves."""
    placed = PlacedTrack(base, space, side)
    tally, _ = enumerate_leg(placed, node, mask)
    tally.track = placed.own
    return tally
