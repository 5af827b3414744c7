"""The compact tracks of both editions, as the odds engine moves camels on them.

Internal to `odds`. Camels are numbers (their index in the edition's `colours`), dice too (their
index in `dice`). A node is one flat tuple: the camels from the back of the race to the front
(stacks bottom to top), then their spaces (never decreasing). Every outcome of a die is an
entry `(weight, land, tile, child, end)`:

* `weight`: how many equally likely faces give it (first edition: 1 per face of 3; second
  edition: 2 per face of a racing die and 1 per face of the grey die, so that every die
  weighs 6);
* `land`: the space the die takes the moving group to, before any tile (a tile placed there
  would change this entry, and only this one);
* `tile`: the space of the tile it landed on (0: none);
* `child`: the node after the move, or None when the race ends with it;
* `end`: then the racing camels `(first, second, last)` of the finished race.

`moves(node, die)` lists them once per node and die and keeps them (`Track.cache`): the leg
enumeration, each tile placement and the review all walk the same nodes, and a node's moves
are worked out once. Only the entries that land on a new tile are worked out again with it.

First edition: the rules' own movement function, `rules.roll`. Second edition: the same
compact movement in both directions (`roll_both_ways`), checked against the rules'
`second.move_unit` and `second.crazy_to_move` by the tests (every outcome of random legs).
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence

from assistant.games.camel_up.rules import LandingTable, landing_table
from assistant.games.camel_up.state import (
    COLOURS,
    CRAZY,
    DICE_2,
    DIE_FACES,
    GREY,
    RACING_2,
    TRACK_LENGTH,
)

FINISH = TRACK_LENGTH
Node = tuple[int, ...]
End = tuple[int, int, int]
Entry = tuple[int, int, int, "Node | None", "End | None"]
Entries = tuple[Entry, ...]
Last = tuple[int, int, int, End, bool]
"""A move of the last die of a leg, without the node it leads to: `(weight, land, tile,
(first, second, last), goes_on)`, goes_on False when it ends the race."""
Lasts = tuple[Last, ...]

MAX_DICE = 6
MASK_DICE: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(MAX_DICE) if mask >> d & 1) for mask in range(1 << MAX_DICE)
)
"""The dice of each bit mask, in index order."""


class Track:
    """What an edition's odds need: its camels and dice, how a die moves camels on a compact
    track with some tiles, the ranking of a node, and the cache of every node's moves.

    One `Track` is made for one set of tiles (`with_tile` makes the track of one more tile);
    it keeps the moves it has worked out.
    """

    edition: int = 1
    colours: tuple[str, ...] = COLOURS
    racing: tuple[str, ...] = COLOURS
    dice: tuple[str, ...] = COLOURS
    dice_per_leg: int = len(COLOURS)
    die_weight: int = len(DIE_FACES)
    """The total weight of one die's entries."""

    def __init__(self, tiles: Mapping[int, int]) -> None:
        self.tiles = dict(tiles)
        self.n = len(self.colours)
        self.cache: dict[Node, list[Entries | None]] = {}
        self.last_cache: dict[Node, list[Lasts | None]] = {}
        self.passive_cache: dict[Node, Entries] = {}
        self.ranks: dict[Node, End] = {}

    # -- what the edition says --------------------------------------------------------------

    def with_tile(self, space: int, side: int) -> Track:
        """The same edition with one more tile (a fresh cache)."""
        return type(self)({**self.tiles, space: side})

    def draws(self, mask: int) -> int:
        """How many dice of the pyramid `mask` still come out in this leg."""
        left = len(MASK_DICE[mask])
        return max(0, self.dice_per_leg - (len(self.dice) - left))

    def weight(self, mask: int, draws: int | None = None) -> int:
        """The total weight of the outcomes of the rest of the leg from `mask` (every order
        of the dice still to come out, every face): the common denominator of its odds."""
        left = len(MASK_DICE[mask])
        k = self.draws(mask) if draws is None else draws
        orders = math.factorial(left) // math.factorial(left - k)
        return orders * int(self.die_weight**k)

    def outcomes(self, mask: int) -> int:
        """How many distinct outcomes the rest of the leg has (every order and face, the
        grey die's six faces apart): n! 3^n for n dice in the first edition."""
        k = self.draws(mask)
        faces = [self.faces(d) for d in MASK_DICE[mask]]
        # Sum over the ordered choices of k dice of the product of their faces: by the
        # elementary symmetric polynomial e_k of the face counts, times k!.
        e = [1] + [0] * k
        for f in faces:
            for j in range(k, 0, -1):
                e[j] += e[j - 1] * f
        return e[k] * math.factorial(k)

    def faces(self, die: int) -> int:
        return len(DIE_FACES)

    def encode(self, stacks: Sequence[tuple[int, Sequence[str]]]) -> Node:
        index = {colour: i for i, colour in enumerate(self.colours)}
        order: list[int] = []
        spaces: list[int] = []
        for space, colours in sorted(stacks):
            for colour in colours:
                order.append(index[colour])
                spaces.append(space)
        return (*order, *spaces)

    def dice_mask(self, dice: Sequence[str] | frozenset[str]) -> int:
        mask = 0
        for i, die in enumerate(self.dice):
            if die in dice:
                mask |= 1 << i
        return mask

    # -- moves ------------------------------------------------------------------------------

    def moves(self, node: Node, die: int) -> Entries:
        """The entries of `die` from `node` (kept)."""
        per = self.cache.get(node)
        if per is None:
            per = self.cache[node] = [None] * len(self.dice)
        entries = per[die]
        if entries is None:
            entries = per[die] = self.work_out(node, die)
        return entries

    def last_moves(self, node: Node, die: int) -> Lasts:
        """The moves of `die` from `node` as the last die of the leg (kept). A node that
        keeps only some racing camels (`project`) is not ranked: its moves say only where
        they land."""
        per = self.last_cache.get(node)
        if per is None:
            per = self.last_cache[node] = [None] * len(self.dice)
        lasts = per[die]
        if lasts is None:
            if len(node) >> 1 < len(self.racing):
                lasts = tuple(
                    (w, land, tile, (0, 0, 0), child is not None)
                    for w, land, tile, child, _ in self.work_out(node, die)
                )
            else:
                lasts = self.work_out_last(node, die)
            per[die] = lasts
        return lasts

    def work_out(self, node: Node, die: int) -> Entries:
        raise NotImplementedError

    def passive_moves(self, node: Node) -> Entries:
        """The grey die's moves from `node`, each leading to a node without the crazy
        camels (`passive`: the grey die is then out) (kept)."""
        found = self.passive_cache.get(node)
        if found is None:
            found = self.passive_cache[node] = tuple(
                (w, land, tile, child if child is None else self.passive(child), end)
                for w, land, tile, child, end in self.moves(node, len(self.racing))
            )
        return found

    def passive(self, node: Node) -> Node:
        """`node` without its crazy camels (the racing camels' order and spaces): once the
        grey die is out, crazy camels only go where racing camels carry them, and change
        nothing of a leg's ranking, landings or end (a racing group lands on top of them or
        under them as on racing camels, and carries them along as it would not)."""
        n = len(node) >> 1
        racing = len(self.racing)
        keep = [x for x in range(n) if node[x] < racing]
        if len(keep) == n:
            return node
        return tuple(node[x] for x in keep) + tuple(node[n + x] for x in keep)

    def last_hits(self, node: Node, dice: Sequence[int], space: int) -> int:
        """The weight of the moves that take a group onto `space` when the last die of the
        leg is any of `dice` (a racing die takes its camel's group 1-3 spaces on; the grey
        die's moves are worked out)."""
        n = len(node) >> 1
        racing = len(self.racing)
        face = self.die_weight // len(DIE_FACES)
        camels = node[:n]
        hits = 0
        for die in dice:
            if die < racing:
                if die in camels:
                    gap = space - node[n + camels.index(die)]
                    if 0 < gap <= 3:
                        hits += face
            else:
                for w, land, _, _, _ in self.last_moves(node, die):
                    if land == space:
                        hits += w
        return hits

    def sample_move(self, node: Node, die: int, u: float) -> Node | None:
        """The node `die` leads to from `node` for a face drawn by `u` (uniform in [0, 1)),
        None when the race ends."""
        pick = u * self.die_weight
        entries = self.moves(node, die)
        for w, _, _, child, _ in entries:
            pick -= w
            if pick < 0:
                return child
        return entries[-1][3]

    def landing(self, node: Node, die: int, space: int) -> Entries:
        """The entries of `die` from `node` that land on `space` (not kept)."""
        return tuple(entry for entry in self.work_out(node, die) if entry[1] == space)

    def work_out_last(self, node: Node, die: int) -> Lasts:
        """The moves of `die` from `node` as the last die of the leg: only where each ends,
        ranked (no node built)."""
        raise NotImplementedError

    def landing_last(self, node: Node, die: int, space: int) -> Lasts:
        """The moves of `die` from `node` as the last die of the leg that land on `space`
        (not kept)."""
        return tuple(last for last in self.work_out_last(node, die) if last[1] == space)

    def rank(self, node: Node) -> End:
        """The racing camels `(first, second, last)` of a node (kept)."""
        found = self.ranks.get(node)
        if found is None:
            found = self.ranks[node] = self.work_out_rank(node)
        return found

    def work_out_rank(self, node: Node) -> End:
        n = self.n
        return node[n - 1], node[n - 2], node[0]

    def reachable(self, node: Node, space: int) -> bool:
        """Whether a later die may still take a group onto `space` from `node` (a cheap
        test, never False when it could)."""
        return node[len(node) >> 1] < space

    def carried_lands(self, node: Node) -> frozenset[int] | None:
        """Where the grey die may take a unit that changes the leg from `node` (None:
        anywhere; see `SecondTrack`)."""
        return None

    def project(
        self, node: Node, mask: int, space: int, after: int, cheers: Sequence[int] = ()
    ) -> tuple[Node, int]:
        """`node` with only what may still matter to the landings on a tile on `space`
        (`after`: the dice still to come out this leg; `cheers`: the spaces of the tiles
        that move a group on), and the dice mask that goes with it; an empty node when
        nothing may land there any more. Here: as they are."""
        return node, mask


class FirstTrack(Track):
    """The first edition: five camels, five dice of 1-3, desert tiles."""

    def __init__(self, tiles: Mapping[int, int]) -> None:
        super().__init__(tiles)
        self.table: LandingTable = landing_table(tiles)

    def work_out(self, node: Node, die: int) -> Entries:
        return self.faces_of(node, die, DIE_FACES)

    def sample_move(self, node: Node, die: int, u: float) -> Node | None:
        return self.faces_of(node, die, (DIE_FACES[int(u * len(DIE_FACES))],))[0][3]

    def landing(self, node: Node, die: int, space: int) -> Entries:
        n = len(node) >> 1
        face = space - node[n + node.index(die, 0, n)]
        return self.faces_of(node, die, (face,)) if face in DIE_FACES else ()

    def faces_of(self, node: Node, die: int, faces: Sequence[int]) -> Entries:
        """The entries of `die` for `faces`: `rules.roll`, inline (the hottest code of the
        odds; the tests check it against the rules). A node may leave out the camels that
        no longer matter (`odds_leg.landings_on`): its length gives its camels."""
        n = len(node) >> 1
        s = node[n:]
        i = node.index(die, 0, n)
        start = s[i]
        j = bisect_right(s, start, i)
        size = j - i
        table = self.table
        entries: list[Entry] = []
        rest: Node = ()
        rest_spaces: Node = ()
        for face in faces:
            land = start + face
            to, under, tile = table[land]
            if to > FINISH:  # the group is ahead of everyone, nothing else moves
                first = node[j - 1]
                second = node[j - 2] if size > 1 else node[n - 1 if j < n else i - 1]
                last = node[0 if i else (j if j < n else i)]
                entries.append((1, land, tile, None, (first, second, last)))
                continue
            if under:  # under the camels there (those it left, after a 1)
                k = bisect_left(s, to)
                if k >= j:
                    k -= size
            else:  # on top of them
                k = bisect_right(s, to, j) - size
            if k == i:  # nobody overtaken: only the spaces change
                child = node[: n + i] + (to,) * size + node[n + j :]
            else:
                if not rest:
                    rest = node[:i] + node[j:n]
                    rest_spaces = s[:i] + s[j:]
                child = (
                    rest[:k]
                    + node[i:j]
                    + rest[k:]
                    + rest_spaces[:k]
                    + (to,) * size
                    + rest_spaces[k:]
                )
            entries.append((1, land, tile, child, None))
        return tuple(entries)

    def work_out_last(self, node: Node, die: int) -> Lasts:
        n = len(node) >> 1
        s = node[n:]
        i = node.index(die, 0, n)
        start = s[i]
        j = bisect_right(s, start, i)
        size = j - i
        m = n - size  # the camels that do not move
        table = self.table
        lasts: list[Last] = []
        for face in DIE_FACES:
            land = start + face
            to, under, tile = table[land]
            if to > FINISH:
                first = node[j - 1]
                second = node[j - 2] if size > 1 else node[n - 1 if j < n else i - 1]
                last = node[0 if i else (j if j < n else i)]
                lasts.append((1, land, tile, (first, second, last), False))
                continue
            if under:
                k = bisect_left(s, to)
                if k >= j:
                    k -= size
            else:
                k = bisect_right(s, to, j) - size
            # the others are node[x] for x < i, node[x + size] from there on
            if k == m:
                first = node[j - 1]
                second = node[j - 2] if size > 1 else node[m - 1 if m - 1 < i else m - 1 + size]
            else:
                first = node[m - 1 if m - 1 < i else m - 1 + size]
                second = node[j - 1] if k == m - 1 else node[m - 2 if m - 2 < i else m - 2 + size]
            last = node[i] if k == 0 else node[0 if i else size]
            lasts.append((1, land, tile, (first, second, last), True))
        return tuple(lasts)


# -- the second edition ------------------------------------------------------------------------

OFFSET = 4
"""Second edition: tables are indexed by `land + OFFSET` (a die takes a crazy camel down to
-2, a tile one more space)."""
TABLE_SIZE = FINISH + max(DIE_FACES) + 1 + OFFSET + 1

StepTable = tuple[tuple[int, int], ...]
"""Second edition: by `land + OFFSET`, `(step, tile)`: +1 cheering, -1 booing, 0 no tile,
and the tile's space."""


def step_table(tiles: Mapping[int, int]) -> StepTable:
    table = [(0, 0)] * TABLE_SIZE
    for space, step in tiles.items():
        table[space + OFFSET] = (step, space)
    return tuple(table)


def roll_both_ways(
    spaces: Sequence[int], i: int, face: int, direction: int, table: StepTable
) -> tuple[int, int, int, int, int]:
    """The movement of the second edition on a compact track: the camel at `i` and every
    camel above it move `face` spaces in `direction` (+1 racing, -1 crazy). A unit that stops
    on a spectator tile moves one more space: cheering on in its direction (on top), booing
    back against it (underneath, under the camels it may have just left).

    Returns `(j, land, to, k, tile)`: the unit is the camels at `i` to `j - 1`; the die takes
    it to `land`, it stops on `to` and goes in at index `k` among the others; `tile` is the
    space of the tile it met (0: none).
    """
    start = spaces[i]
    j = bisect_right(spaces, start, i)
    land = start + direction * face
    step, tile = table[land + OFFSET]
    to = land + step * direction
    size = j - i
    if step < 0:  # underneath the camels there
        k = bisect_left(spaces, to) - (size if start < to else 0)
    else:  # on top of them
        k = bisect_right(spaces, to) - (size if start <= to else 0)
    return j, land, to, k, tile


N_RACING = len(RACING_2)
NOWHERE = -OFFSET + 1
"""The landing space of a move that moves nothing (never a tile's space)."""
BLACK = N_RACING + CRAZY.index("black")
WHITE = N_RACING + CRAZY.index("white")
GREY_DIE = DICE_2.index(GREY)


class SecondTrack(Track):
    """The second edition: five racing camels and their dice, two crazy camels moved
    backward by the grey die (six faces), six dice in the pyramid and five out per leg,
    spectator tiles for units going either way."""

    edition = 2
    colours = (*RACING_2, *CRAZY)
    racing = RACING_2
    dice = DICE_2
    dice_per_leg = 5
    die_weight = 6

    def __init__(self, tiles: Mapping[int, int]) -> None:
        super().__init__(tiles)
        self.table = step_table(tiles)
        self.orders: dict[Node, End] = {}
        """The ranking of each order of the seven camels met (kept)."""
        self.carried: dict[Node, frozenset[int]] = {}

    def faces(self, die: int) -> int:
        return 2 * len(DIE_FACES) if die == GREY_DIE else len(DIE_FACES)

    def crazy_to_move(self, node: Node) -> int | None:
        """The crazy camel the grey die moves whatever colour it shows (None: the one of the
        colour shown): the only one carrying racing camels, else one sitting directly on
        the other (`second.crazy_to_move`)."""
        n = len(node) >> 1
        s = node[n:]
        b = node.index(BLACK, 0, n) + 1
        w = node.index(WHITE, 0, n) + 1
        if (b == n or s[b] != s[b - 1]) and (w == n or s[w] != s[w - 1]):
            return None  # nothing on either
        carrying = []
        for camel in (BLACK, WHITE):
            i = node.index(camel, 0, n)
            j = bisect_right(s, s[i], i)
            if any(node[x] < N_RACING for x in range(i + 1, j)):
                carrying.append(camel)
        if len(carrying) == 1:
            return carrying[0]
        for camel in (BLACK, WHITE):
            i = node.index(camel, 0, n)
            if i and s[i - 1] == s[i] and node[i - 1] >= N_RACING:
                return camel
        return None

    def carried_lands(self, node: Node) -> frozenset[int] | None:
        """Where the grey die may take a unit carrying a racing camel from `node` (a whole
        node), before any tile: a unit of crazy camels alone that the grey die moves
        changes nothing of the leg once it is out (`passive`), wherever it lands (kept)."""
        found = self.carried.get(node)
        if found is None:
            n = len(node) >> 1
            s = node[n:]
            camel = self.crazy_to_move(node)
            lands: set[int] = set()
            for crazy in (BLACK, WHITE) if camel is None else (camel,):
                i = node.index(crazy, 0, n)
                j = bisect_right(s, s[i], i)
                if any(node[x] < N_RACING for x in range(i + 1, j)):
                    lands.update(s[i] - face for face in DIE_FACES)
            found = self.carried[node] = frozenset(lands)
        return found

    def project(
        self, node: Node, mask: int, space: int, after: int, cheers: Sequence[int] = ()
    ) -> tuple[Node, int]:
        """Once no racing camel can cross the finish this leg and neither crazy camel can
        come within reach of `space` (or the grey die is out), only the racing camels behind
        `space` may still land there: the node keeps them alone (empty when there is none).
        The others' dice then move nothing (`NOTHING`), so only how many of them are left
        matters: the mask keeps the dice of the camels kept and, for the others, as many of
        the lowest dice of camels left out. Camels whose die is out are left out too, and
        the others named by their order (below), so that such nodes merge.

        In the `after` dice still to come out, a racing camel goes at most 3 spaces a die,
        and one more for each cheering tile (`cheers`, their spaces in order) ahead of it
        that it meets: once each, as to meet one again it must be carried back first, by
        more than the one space it gains; no camel behind the front one can go further. A
        race that ends with the last die changes no landing: what matters is whether it
        may end before."""
        n = len(node) >> 1
        if mask >> GREY_DIE & 1 and BLACK in node[:n]:
            nearest = min(node[n + node.index(BLACK, 0, n)], node[n + node.index(WHITE, 0, n)])
            if nearest <= space + 4:
                return self._project_crazy(node, mask, space, after, cheers, nearest)
        spaces = node[n:]
        if self._may_end(node, after, cheers):
            return node, mask
        behind = bisect_left(spaces, space)
        # Too far behind to reach the tile: nobody lands on such a camel's stack either.
        lo = bisect_left(spaces, space - 3 * after - min(after, bisect_left(cheers, space)))
        kept = [x for x in range(lo, behind) if node[x] < N_RACING and mask >> node[x] & 1]
        if not kept:
            return (), 0
        # Only where groups land matters now, not who leads, and a camel whose die is out
        # moves only when one under it does: the camels left are those whose die is still
        # to come, named 0, 1, 2... from the back, so that nodes differing only by colours
        # merge (the dice of the others, as many of the next numbers).
        live = (1 << len(kept)) - 1
        inert = _lowest(ALL_DICE & ~live, MASK_COUNT[mask] - len(kept))
        return tuple(range(len(kept))) + tuple(spaces[x] for x in kept), live | inert

    def _may_end(self, node: Node, after: int, cheers: Sequence[int]) -> bool:
        """Whether a racing camel of `node` may cross the finish before the last of the
        `after` dice still to come (see `project`)."""
        n = len(node) >> 1
        x = n - 1
        while x >= 0 and node[x] >= N_RACING:
            x -= 1
        if x < 0:
            return False
        front = node[n + x]
        before = after - 1
        boosts = min(before, len(cheers) - bisect_right(cheers, front)) if cheers else 0
        return front + 3 * before + boosts > FINISH

    def _project_crazy(
        self, node: Node, mask: int, space: int, after: int, cheers: Sequence[int], nearest: int
    ) -> tuple[Node, int]:
        """`project` while the grey die may still move a crazy camel standing near the tile
        (`nearest`: the crazy camel nearest the start): the crazy camels are kept, and every
        racing camel but those that can matter neither to the tile nor to them: one so far
        behind both that it reaches neither (nor can a crazy camel come back onto it before
        the last die: it would come from further than four spaces), or one beyond the tile
        with every crazy camel further on than it reaches or than four spaces (a crazy camel
        coming back onto it, or one it carries, could land on the tile, or change which
        crazy camel the grey die moves). Kept whole when a crazy camel may cross the start
        line (or a racing one the finish) before the last die."""
        n = len(node) >> 1
        spaces = node[n:]
        reach = 3 * after + (min(after, len(cheers)) if cheers else 0)
        low = min(space, nearest)
        far = max(reach, 4)
        if spaces[0] + reach >= low and bisect_right(spaces, space) >= bisect_left(
            spaces, nearest - far
        ):
            return node, mask  # none to leave out
        if (after > 1 and nearest <= 4) or self._may_end(node, after, cheers):
            return node, mask
        kept = []
        for x in range(n):
            camel, where = node[x], spaces[x]
            if camel < N_RACING and (
                where + reach < low or (where > space and nearest > where + far)
            ):
                continue
            kept.append(x)
        if len(kept) == n:  # as it is: its moves are the leg's own, already worked out
            return node, mask
        return self._named(node, mask, kept)

    def _named(self, node: Node, mask: int, kept: Sequence[int]) -> tuple[Node, int]:
        """The camels of `node` at `kept` (crazy ones among them), the racing ones named by
        their order: those whose die is still to come 0, 1, 2... from the back, the others 4,
        3..., so that nodes differing only by colours merge; the mask with their dice, the
        grey die, and as many of the next numbers as dice of camels left out."""
        n = len(node) >> 1
        labels = []
        live = dead = 0
        fresh, spent = 0, N_RACING - 1
        for x in kept:
            camel = node[x]
            if camel >= N_RACING:
                labels.append(camel)
            elif mask >> camel & 1:
                labels.append(fresh)
                live |= 1 << fresh
                fresh += 1
            else:
                labels.append(spent)
                dead |= 1 << spent
                spent -= 1
        grey = mask & (1 << GREY_DIE)
        inert = _lowest(RACING_DICE & ~(live | dead), MASK_COUNT[mask & ~grey] - fresh)
        return (*labels, *(node[n + x] for x in kept)), live | grey | inert

    def work_out(self, node: Node, die: int) -> Entries:
        n = len(node) >> 1
        if n < self.n and (BLACK if die == GREY_DIE else die) not in node[:n]:
            return ((6, NOWHERE, 0, node, None),)  # a die whose camel no longer matters
        if die != GREY_DIE:
            return self._unit(node, die, 1, 2)
        camel = self.crazy_to_move(node)
        if camel is not None:
            return self._unit(node, camel, -1, 2)
        return self._unit(node, BLACK, -1, 1) + self._unit(node, WHITE, -1, 1)

    def _unit(
        self,
        node: Node,
        camel: int,
        direction: int,
        weight: int,
        faces: Sequence[int] = DIE_FACES,
    ) -> Entries:
        """The entries of the unit of `camel` moved 1-3 spaces in `direction`, each of
        `weight`: `roll_both_ways`, inline (the hottest code of the second edition's odds)."""
        n = len(node) >> 1
        s = node[n:]
        i = node.index(camel, 0, n)
        start = s[i]
        j = bisect_right(s, start, i)
        size = j - i
        table = self.table
        entries: list[Entry] = []
        rest: Node = ()
        rest_spaces: Node = ()
        for face in faces:
            land = start + direction * face
            step, tile = table[land + OFFSET]
            to = land + step * direction
            if step < 0:  # underneath the camels there
                k = bisect_left(s, to) - (size if start < to else 0)
            else:  # on top of them
                k = bisect_right(s, to) - (size if start <= to else 0)
            if k == i:  # nobody overtaken: only the spaces change
                child = node[: n + i] + (to,) * size + node[n + j :]
            else:
                if not rest:
                    rest = node[:i] + node[j:n]
                    rest_spaces = s[:i] + s[j:]
                child = (
                    rest[:k]
                    + node[i:j]
                    + rest[k:]
                    + rest_spaces[:k]
                    + (to,) * size
                    + rest_spaces[k:]
                )
            if to > FINISH or to < 1:
                entries.append((weight, land, tile, None, self.work_out_rank(child)))
            else:
                entries.append((weight, land, tile, child, None))
        return tuple(entries)

    def landing(self, node: Node, die: int, space: int) -> Entries:
        n = len(node) >> 1
        if n < self.n and (BLACK if die == GREY_DIE else die) not in node[:n]:
            return ()
        if die != GREY_DIE:
            face = space - node[(len(node) >> 1) + node.index(die, 0, len(node) >> 1)]
            return self._unit(node, die, 1, 2, (face,)) if face in DIE_FACES else ()
        if n < self.n:
            return tuple(entry for entry in self.work_out(node, die) if entry[1] == space)
        camel = self.crazy_to_move(node)
        units = ((BLACK, 1), (WHITE, 1)) if camel is None else ((camel, 2),)
        entries: Entries = ()
        for crazy, weight in units:
            face = node[n + node.index(crazy, 0, n)] - space
            if face in DIE_FACES:
                entries += self._unit(node, crazy, -1, weight, (face,))
        return entries

    def landing_last(self, node: Node, die: int, space: int) -> Lasts:
        n = len(node) >> 1
        if n < self.n:
            return super().landing_last(node, die, space)
        if die != GREY_DIE:
            face = space - node[n + node.index(die, 0, n)]
            return self._unit_last(node, die, 1, 2, (face,)) if face in DIE_FACES else ()
        camel = self.crazy_to_move(node)
        units = ((BLACK, 1), (WHITE, 1)) if camel is None else ((camel, 2),)
        lasts: Lasts = ()
        for crazy, weight in units:
            face = node[n + node.index(crazy, 0, n)] - space
            if face in DIE_FACES:
                lasts += self._unit_last(node, crazy, -1, weight, (face,))
        return lasts

    def work_out_last(self, node: Node, die: int) -> Lasts:
        n = len(node) >> 1
        if n < self.n and (BLACK if die == GREY_DIE else die) not in node[:n]:
            return ((6, NOWHERE, 0, (0, 0, 0), True),)
        if die != GREY_DIE:
            return self._unit_last(node, die, 1, 2)
        camel = self.crazy_to_move(node)
        if camel is not None:
            return self._unit_last(node, camel, -1, 2)
        return self._unit_last(node, BLACK, -1, 1) + self._unit_last(node, WHITE, -1, 1)

    def _unit_last(
        self,
        node: Node,
        camel: int,
        direction: int,
        weight: int,
        faces: Sequence[int] = DIE_FACES,
    ) -> Lasts:
        n = len(node) >> 1
        s = node[n:]
        i = node.index(camel, 0, n)
        start = s[i]
        j = bisect_right(s, start, i)
        size = j - i
        table = self.table
        group = node[i:j]
        rest = node[:i] + node[j:n]
        ranks = self.orders
        lasts: list[Last] = []
        for face in faces:
            land = start + direction * face
            step, tile = table[land + OFFSET]
            to = land + step * direction
            if step < 0:
                k = bisect_left(s, to) - (size if start < to else 0)
            else:
                k = bisect_right(s, to) - (size if start <= to else 0)
            order = rest[:k] + group + rest[k:]
            end = ranks.get(order)
            if end is None:
                racing = [c for c in order if c < N_RACING]
                end = ranks[order] = (racing[-1], racing[-2], racing[0])
            lasts.append((weight, land, tile, end, 1 <= to <= FINISH))
        return tuple(lasts)

    def sample_move(self, node: Node, die: int, u: float) -> Node | None:
        """`Track.sample_move` (the same face for the same `u`), working out only the move
        drawn."""
        if die != GREY_DIE:
            return self._unit(node, die, 1, 2, (DIE_FACES[int(u * 3)],))[0][3]
        camel = self.crazy_to_move(node)
        if camel is not None:
            return self._unit(node, camel, -1, 2, (DIE_FACES[int(u * 3)],))[0][3]
        pick = int(u * 6)
        camel = BLACK if pick < 3 else WHITE
        return self._unit(node, camel, -1, 1, (DIE_FACES[pick % 3],))[0][3]

    def passive(self, node: Node) -> Node:
        n = len(node) >> 1
        if n != self.n:
            return super().passive(node)
        a = node.index(BLACK, 0, n)
        b = node.index(WHITE, 0, n)
        if a > b:
            a, b = b, a
        return (
            node[:a]
            + node[a + 1 : b]
            + node[b + 1 : n + a]
            + node[n + a + 1 : n + b]
            + node[n + b + 1 :]
        )

    def work_out_rank(self, node: Node) -> End:
        racing = [c for c in node[: len(node) >> 1] if c < N_RACING]
        if len(racing) < 2:  # a node cut down to what may land on a tile: not ranked
            return 0, 0, 0
        return racing[-1], racing[-2], racing[0]

    def reachable(self, node: Node, space: int) -> bool:
        """A racing camel behind `space` or a crazy camel beyond it (no camel ever stands on
        a tile's space: whoever lands there moves on)."""
        n = len(node) >> 1
        for camel, where in zip(node[:n], node[n:], strict=True):
            if (where < space) if camel < N_RACING else (where > space):
                return True
        return False


ALL_DICE = (1 << MAX_DICE) - 1
RACING_DICE = (1 << N_RACING) - 1
MASK_COUNT = tuple(len(dice) for dice in MASK_DICE)


def _lowest(bits: int, count: int) -> int:
    """The `count` lowest bits of `bits`."""
    chosen = 0
    while count:
        low = bits & -bits
        chosen |= low
        bits ^= low
        count -= 1
    return chosen


def track_of(edition: int, tiles: Mapping[int, int]) -> Track:
    """The track of an edition with its tiles (`{space: +1 or -1}`)."""
    return SecondTrack(tiles) if edition == 2 else FirstTrack(tiles)
