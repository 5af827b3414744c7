"""Aids at the table: lettered choices for the next camel, and the threats on the board.

Pure functions of a `State` (nothing here changes the game):

* `choices(state, player, colour)`: every hex where that player's next camel of that colour
  (or, while leaders are placed, that leader) may go, lettered `a`, `b`, ... in reading
  order (row, then column), each with what it brings. The letters depend only on the
  position, so they stay the same until the next camel or leader is placed.
  `cell_for_letter` turns a letter back into the hex; `legal_cells` gives the hexes a move
  kind may use (for completion).
* `threats(state, viewer)`: the areas each player could close on their next turn with the
  camels they may place (and how), the oases each caravan can still reach, the largest
  caravan of each colour and its margin, the camels left of each colour and the fewest
  turns before one runs out (which ends the game).

An area is closed by at most two camels of one caravan: every other camel only adds a camel
of another caravan next to it, which keeps it open. A hex can belong to a closed area only
if no camel of another caravan touches it ("safe" for that caravan); the search works on the
connected groups of safe hexes and the unsafe hexes at their rim, so that it stays fast on
a crowded board.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from assistant.games.base import InvalidMoveError
from assistant.games.desert.rules import (
    effects_of,
    legal_leader_cells,
)
from assistant.games.desert.state import (
    COLOURS,
    EMPTY,
    OASIS_POINTS,
    SPEC,
    State,
    camels_this_turn,
    caravan_colour,
    caravan_id,
    caravan_msg,
    colour_msg,
)
from assistant.messages import N_, Msg, Plural, Say

N_COLOURS = len(COLOURS)
AREA_PAIRS_LIMIT = 6  # placements shown per area by the views (JSON lists them all)


# --------------------------------------------------------------------------- letters


def letter(index: int) -> str:
    """`a` ... `z`, then `aa`, `ab`, ... (0-based index)."""
    text = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        text = chr(ord("a") + rest) + text
    return text


def letter_index(word: str) -> int | None:
    """The index a letter stands for (`a` -> 0, `aa` -> 26), or None if it is not one."""
    word = word.strip().lower()
    if not word or not word.isascii() or not word.isalpha() or len(word) > 3:
        return None
    index = 0
    for char in word:
        index = index * 26 + ord(char) - ord("a") + 1
    return index - 1


# --------------------------------------------------------------------------- areas


@dataclass(frozen=True)
class AreaValue:
    """A camel-free area a caravan would own: its hexes and what lies inside."""

    cells: tuple[int, ...]
    oases: tuple[int, ...]  # oasis hexes inside (they score no area point)
    water: tuple[tuple[int, int], ...]  # markers still inside: (cell, value; 0 unknown)
    new_oases: tuple[int, ...]  # oases inside the caravan has not reached yet: 5 each

    @property
    def hexes(self) -> int:
        """The area's points at the end: one per hex, oases excepted."""
        return len(self.cells) - len(self.oases)

    @property
    def unknown(self) -> int:
        """Markers inside whose value is not recorded yet."""
        return sum(1 for _, value in self.water if not value)

    @property
    def value(self) -> int:
        """Hexes, markers (known values) and oases not reached yet, in points."""
        return (
            self.hexes + sum(value for _, value in self.water) + OASIS_POINTS * len(self.new_oases)
        )


def area_value(state: State, caravan: int, cells: Iterable[int]) -> AreaValue:
    layout = state.layout
    inside = tuple(sorted(cells))
    return AreaValue(
        cells=inside,
        oases=tuple(c for c in inside if c in layout.oases),
        water=tuple(
            (c, state.water_value[c])
            for c in inside
            if c in layout.water_holes and state.taken_by[c] == EMPTY
        ),
        new_oases=tuple(
            c for c in inside if c in layout.oases and (caravan, c) not in state.reached
        ),
    )


# --------------------------------------------------------------------------- choices


@dataclass(frozen=True)
class Gains:
    """What one camel brings at once (and the areas it closes, scored at the end)."""

    water: tuple[tuple[int, int], ...]  # markers taken: (cell, value; 0 unknown)
    oases: tuple[int, ...]  # oases reached for the first time: 5 points each
    areas: tuple[AreaValue, ...]  # areas closed

    @property
    def points(self) -> int:
        """The points the camel is sure to bring: markers of known value, oases reached,
        area hexes (markers and oases inside an area are in `water` and `oases`)."""
        return (
            sum(value for _, value in self.water)
            + OASIS_POINTS * len(self.oases)
            + sum(area.hexes for area in self.areas)
        )

    @property
    def unknown(self) -> int:
        """Markers taken whose value is not recorded yet."""
        return sum(1 for _, value in self.water if not value)

    def __bool__(self) -> bool:
        return bool(self.water or self.oases or self.areas)


NO_GAINS = Gains((), (), ())


@dataclass(frozen=True)
class Option:
    """One lettered place a camel may go, with what it would gain."""

    letter: str
    cell: int
    gains: Gains


@dataclass(frozen=True)
class Choices:
    """The lettered hexes for one player's next camel (or leader) of one colour.

    `kind` is `leader` while the leaders are placed, else `camel`; `reason` says why there
    is no choice at all (None when there are some, or when the hexes are merely all taken).
    """

    player: int
    colour: int
    kind: str
    options: tuple[Option, ...]
    reason: Msg | None = None

    def cell_of(self, word: str) -> int | None:
        index = letter_index(word)
        if index is None or index >= len(self.options):
            return None
        return self.options[index].cell

    def letter_of(self, cell: int) -> str | None:
        for option in self.options:
            if option.cell == cell:
                return option.letter
        return None


def camel_cells(state: State, player: int, colour: int) -> list[int]:
    """The hexes where `player` may put a camel of `colour` now (whoever's turn it is), in
    reading order."""
    if state.phase != "camels" or state.supply[colour] <= 0:
        return []
    own = caravan_id(player, colour)
    occupant = state.occupant
    owner = state.owner
    adjacent = state.layout.adjacent
    oases = state.layout.oases
    found: set[int] = set()
    seen: set[int] = set()
    for cell in state.caravans[own]:
        for nb in adjacent[cell]:
            if nb in seen:
                continue
            seen.add(nb)
            if occupant[nb] != EMPTY or owner[nb] != EMPTY or nb in oases:
                continue
            if all(
                occupant[x] == EMPTY or occupant[x] == own or occupant[x] % N_COLOURS != colour
                for x in adjacent[nb]
            ):
                found.add(nb)
    return sorted(found)


def _leader_phase_reason(state: State, player: int, colour: int) -> Msg | None:
    """Why `player` cannot put the `colour` leader anywhere (colour-wide reasons only)."""
    name = state.players[player]
    if colour == state.returned[player]:
        return Msg(
            N_("{player} gave the {colour} leader back at the start (5 players)."),
            {"player": name, "colour": colour_msg(colour)},
        )
    if colour not in state.hand[player]:
        cells = state.caravans[caravan_id(player, colour)]
        return Msg(
            N_(
                "The {colour} leader of {player} is already on the board, at {cell}; camels "
                "follow once every leader is placed."
            ),
            {
                "colour": colour_msg(colour),
                "player": name,
                "cell": state.board.cell_name(cells[0]),
            },
        )
    if state.leader_turns < state.n_players and colour in state.first_round:
        free = [c for c in state.hand[player] if c not in state.first_round]
        if free:
            return Msg(
                N_(
                    "In the first round of leaders each player takes a colour nobody has "
                    "placed yet; {colour} is taken. Still free for {player}: {free}."
                ),
                {
                    "colour": colour_msg(colour),
                    "player": name,
                    "free": [colour_msg(c) for c in free],
                },
            )
    return None


def _camel_phase_reason(state: State, player: int, colour: int) -> Msg | None:
    name = state.players[player]
    if state.phase == "over":
        return Msg(N_("The game is over."))
    if colour == state.returned[player]:
        return Msg(
            N_("{player} has no {caravan} (that leader went back to the box)."),
            {"player": name, "caravan": caravan_msg(colour)},
        )
    if state.supply[colour] <= 0:
        return Msg(
            N_("No {colour} camel is left beside the board."), {"colour": colour_msg(colour)}
        )
    return Msg(
        N_("The {caravan} of {player} has no free hex around it: it cannot grow any more."),
        {"caravan": caravan_msg(colour), "player": name},
    )


def choices(state: State, player: int, colour: int) -> Choices:
    """Every legal hex for `player`'s next `colour` camel (or leader), lettered in reading
    order, with what each brings. Whose turn it is does not matter (a player may look
    ahead); the hexes are those of the position as it is."""
    if state.phase == "leaders":
        reason = _leader_phase_reason(state, player, colour)
        cells = [] if reason is not None else legal_leader_cells(state, player, colour)
        leaders = tuple(Option(letter(i), cell, NO_GAINS) for i, cell in enumerate(cells))
        return Choices(player, colour, "leader", leaders, reason)
    cells = camel_cells(state, player, colour)
    if not cells:
        return Choices(player, colour, "camel", (), _camel_phase_reason(state, player, colour))
    own = caravan_id(player, colour)
    options: list[Option] = []
    occupant = list(state.occupant)
    for i, cell in enumerate(cells):
        occupant[cell] = own
        found = effects_of(state, own, cell, occupant)
        occupant[cell] = EMPTY
        gains = Gains(
            water=tuple((c, state.water_value[c]) for c in found.water),
            oases=found.oases,
            areas=tuple(area_value(state, own, region) for region in found.areas),
        )
        options.append(Option(letter(i), cell, gains))
    return Choices(player, colour, "camel", tuple(options))


def cell_for_letter(state: State, player: str, colour: str, word: str) -> str:
    """The hex that `word` (a letter of `choices`) names for `player`'s next `colour` camel
    or leader, by name (`F5`).

    :raises InvalidMoveError: no such letter in this position (the message gives the range).
    """
    found = choices(state, state.players.index(player), COLOURS.index(colour))
    cell = found.cell_of(word)
    if cell is not None:
        return state.board.cell_name(cell)
    rule = SPEC.rule("placement" if found.kind == "camel" else "leaders")
    args: dict[str, object] = {"colour": colour_msg(found.colour), "player": player}
    if not found.options:
        args["reason"] = found.reason or Msg(N_("every hex around it is taken."))
        text = (
            N_("There is no hex for the {colour} camel of {player}: {reason}")
            if found.kind == "camel"
            else N_("There is no hex for the {colour} leader of {player}: {reason}")
        )
        raise InvalidMoveError(Msg(text, args), rule)
    args.update(
        word=word,
        first=found.options[0].letter,
        last=found.options[-1].letter,
        options=Say("desert", "options", (colour,)),
    )
    text = (
        N_(
            "“{word}” is not one of the letters for the {colour} camel of {player}: {first} "
            "to {last} (see `{options}`)."
        )
        if found.kind == "camel"
        else N_(
            "“{word}” is not one of the letters for the {colour} leader of {player}: {first} "
            "to {last} (see `{options}`)."
        )
    )
    raise InvalidMoveError(Msg(text, args), rule)


def legal_cells(state: State, kind: str, player: str, colour: str | None = None) -> list[str]:
    """The hexes (by name, reading order) a move of `kind` (`leader` or `place`) by `player`
    may use now, for `colour` or, without one, for any colour the player could use. Empty
    when that kind of move is not possible now (for completion: offer only these)."""
    p = state.players.index(player)
    colours = [COLOURS.index(colour)] if colour is not None else list(range(N_COLOURS))
    cells: set[int] = set()
    for c in colours:
        if kind == "leader":
            if state.phase == "leaders" and _leader_phase_reason(state, p, c) is None:
                cells.update(legal_leader_cells(state, p, c))
        elif kind == "place":
            cells.update(camel_cells(state, p, c))
    return [state.board.cell_name(c) for c in sorted(cells)]


# --------------------------------------------------------------------------- threats


@dataclass(frozen=True)
class Closable:
    """An area `player` could close with the camels of one turn, and how."""

    player: int
    colour: int
    area: AreaValue
    placements: tuple[tuple[int, ...], ...]  # each one or two hexes, fewest camels first


@dataclass(frozen=True)
class OasisReach:
    """The oases of one caravan: reached, reachable (with the camels needed), out of reach."""

    player: int
    colour: int
    reached: tuple[int, ...]
    reachable: tuple[tuple[int, int], ...]  # (oasis, camels needed at least)
    unreachable: tuple[int, ...]


@dataclass(frozen=True)
class Largest:
    """The largest caravan of one colour: sizes per player, who leads, by how much."""

    colour: int
    sizes: tuple[tuple[int, int], ...]  # (player, size), largest first
    leaders: tuple[int, ...]  # players with the largest caravan (several: a tie)
    margin: int  # over the next caravan (0 when tied)


@dataclass(frozen=True)
class SupplyOutlook:
    """Camels left of one colour and the fewest turns (this one counted) before the last
    one may be placed, on whose turn."""

    colour: int
    left: int
    turns: int | None  # None: none left, or nobody can place that colour any more
    player: int | None


@dataclass(frozen=True)
class Threats:
    """What the other players could do next: areas to close, oases, the largest caravans."""

    viewer: int | None
    camels: tuple[int, ...]  # per player: camels of their next turn (0: none)
    areas: tuple[Closable, ...]
    oases: tuple[OasisReach, ...]
    largest: tuple[Largest, ...]
    supply: tuple[SupplyOutlook, ...]


def next_turn_camels(state: State, player: int) -> int:
    """How many camels `player` places on their next turn (the rest of this one when it is
    theirs); 0 while the leaders are placed; 2 once the game is over (what was left open)."""
    if state.phase == "over":
        return 2
    if state.phase == "leaders":
        return 0
    if player == state.seat:
        return camels_this_turn(state) - state.placed
    turn = state.camel_turn + (player - state.seat) % state.n_players
    singles = 1 if state.n_players == 2 else 2
    return 1 if turn < singles else 2


class _Zones:
    """The hexes a caravan could enclose: free hexes no other caravan touches, grouped."""

    def __init__(self, state: State, own: int) -> None:
        layout = state.layout
        occupant, owner = state.occupant, state.owner
        self.adjacent = layout.adjacent
        size = state.board.size
        free = [
            layout.in_play[c] and occupant[c] == EMPTY and owner[c] == EMPTY for c in range(size)
        ]
        safe = [
            free[c] and all(occupant[x] in (EMPTY, own) for x in layout.adjacent[c])
            for c in range(size)
        ]
        self.free = free
        self.safe = safe
        zone = [EMPTY] * size
        members: list[list[int]] = []
        rims: list[frozenset[int]] = []
        for start in range(size):
            if not safe[start] or zone[start] != EMPTY:
                continue
            number = len(members)
            group = [start]
            zone[start] = number
            rim: set[int] = set()
            index = 0
            while index < len(group):
                here = group[index]
                index += 1
                for nb in self.adjacent[here]:
                    if not free[nb]:
                        continue
                    if safe[nb]:
                        if zone[nb] == EMPTY:
                            zone[nb] = number
                            group.append(nb)
                    else:
                        rim.add(nb)
            members.append(group)
            rims.append(frozenset(rim))
        self.zone = zone
        self.members = members
        self.member_sets = [frozenset(group) for group in members]
        self.rims = rims
        self._cache: dict[tuple[int, frozenset[int]], dict[int, tuple[int, ...] | None]] = {}

    def closed(self, start: int, gaps: frozenset[int]) -> tuple[int, ...] | None:
        """The region of `start` once camels stand on `gaps`, if nothing but the caravan,
        the mountains and the edge surround it; else None."""
        if not self.safe[start] or start in gaps:
            return None
        number = self.zone[start]
        rim = self.rims[number]
        inside = gaps & self.member_sets[number]
        if not inside:
            if rim <= gaps:
                return tuple(sorted(self.members[number]))
            return None
        key = (number, frozenset(inside | (gaps & rim)))
        regions = self._cache.get(key)
        if regions is None:
            regions = self._split(number, gaps)
            self._cache[key] = regions
        return regions.get(start)

    def _split(self, number: int, gaps: frozenset[int]) -> dict[int, tuple[int, ...] | None]:
        """The pieces of zone `number` without `gaps`: each closed piece, or None when it
        touches a free hex outside the zone that is not a gap."""
        result: dict[int, tuple[int, ...] | None] = {}
        zone = self.zone
        for start in self.members[number]:
            if start in gaps or start in result:
                continue
            piece = [start]
            seen = {start}
            closed = True
            index = 0
            while index < len(piece):
                here = piece[index]
                index += 1
                for nb in self.adjacent[here]:
                    if nb in seen or nb in gaps or not self.free[nb]:
                        continue
                    if zone[nb] != number:
                        closed = False  # a free hex another caravan touches
                        continue
                    seen.add(nb)
                    piece.append(nb)
            value = tuple(sorted(piece)) if closed else None
            for cell in piece:
                result[cell] = value
        return result


def _after(state: State, own: int, legal: Sequence[int], first: int, taken: set[int]) -> list[int]:
    """The legal hexes of caravan `own` once its camel stands on `first` (closing `taken`)."""
    layout = state.layout
    occupant = state.occupant
    colour = caravan_colour(own)
    found = {c for c in legal if c != first and c not in taken}
    for nb in layout.adjacent[first]:
        if nb in found or nb in taken or occupant[nb] != EMPTY or state.owner[nb] != EMPTY:
            continue
        if nb in layout.oases:
            continue
        if all(
            occupant[x] == EMPTY or occupant[x] == own or occupant[x] % N_COLOURS != colour
            for x in layout.adjacent[nb]
        ):
            found.add(nb)
    return sorted(found)


def closable_areas(state: State, player: int, camels: int) -> list[Closable]:
    """Every area `player` could close with `camels` (1 or 2) camels of one turn."""
    found: dict[tuple[int, tuple[int, ...]], list[tuple[int, ...]]] = {}
    if camels <= 0 or state.phase == "leaders":
        return []
    for colour in range(N_COLOURS):
        own = caravan_id(player, colour)
        if not state.caravans[own] or state.supply[colour] <= 0:
            continue
        scan = state if state.phase == "camels" else _as_camel_phase(state)
        legal = camel_cells(scan, player, colour)
        if not legal:
            continue
        zones = _Zones(state, own)
        singles: dict[int, list[tuple[int, ...]]] = {}
        for gap in legal:
            regions = _regions(zones, state, gap, frozenset({gap}))
            singles[gap] = regions
            for region in regions:
                found.setdefault((own, region), []).append((gap,))
        if camels < 2 or state.supply[colour] < 2:
            continue
        done: set[frozenset[int]] = set()
        for first in legal:
            taken = {c for region in singles[first] for c in region}
            for second in _after(state, own, legal, first, taken):
                pair = frozenset({first, second})
                if pair in done:
                    continue
                done.add(pair)
                for region in _regions(zones, state, second, pair):
                    if (first,) in found.get((own, region), ()) or (second,) in found.get(
                        (own, region), ()
                    ):
                        continue
                    found.setdefault((own, region), []).append(tuple(sorted(pair)))
    result = []
    for (own, region), placements in found.items():
        result.append(
            Closable(
                player,
                caravan_colour(own),
                area_value(state, own, region),
                tuple(sorted(set(placements), key=lambda p: (len(p), p))),
            )
        )
    return result


def _as_camel_phase(state: State) -> State:
    """A finished game seen as if the camels went on (what was left open)."""
    return replace(state, phase="camels")


def _regions(zones: _Zones, state: State, cell: int, gaps: frozenset[int]) -> list[tuple[int, ...]]:
    """The areas a camel on `cell` closes when the caravan's camels stand on `gaps`."""
    regions: list[tuple[int, ...]] = []
    for nb in state.layout.adjacent[cell]:
        region = zones.closed(nb, gaps)
        if region is not None and region not in regions:
            regions.append(region)
    return regions


def oasis_reach(state: State, player: int, colour: int) -> OasisReach | None:
    """The oases of one caravan (None when the caravan is not on the board)."""
    own = caravan_id(player, colour)
    cells = state.caravans[own]
    if not cells:
        return None
    layout = state.layout
    occupant, owner = state.occupant, state.owner
    oases = sorted(layout.oases)
    reached = tuple(o for o in oases if (own, o) in state.reached)

    def passable(cell: int) -> bool:
        if occupant[cell] != EMPTY or owner[cell] != EMPTY or cell in layout.oases:
            return False
        return all(
            occupant[x] == EMPTY or occupant[x] == own or occupant[x] % N_COLOURS != colour
            for x in layout.adjacent[cell]
        )

    distance: dict[int, int] = {}
    frontier = []
    for cell in cells:
        for nb in layout.adjacent[cell]:
            if nb not in distance and passable(nb):
                distance[nb] = 1
                frontier.append(nb)
    index = 0
    while index < len(frontier):
        here = frontier[index]
        index += 1
        for nb in layout.adjacent[here]:
            if nb not in distance and passable(nb):
                distance[nb] = distance[here] + 1
                frontier.append(nb)
    left = state.supply[colour]
    reachable: list[tuple[int, int]] = []
    unreachable: list[int] = []
    for oasis in oases:
        if oasis in reached:
            continue
        steps = [distance[nb] for nb in layout.adjacent[oasis] if nb in distance]
        if steps and min(steps) <= left:
            reachable.append((oasis, min(steps)))
        else:
            unreachable.append(oasis)
    reachable.sort(key=lambda item: (item[1], item[0]))
    return OasisReach(player, colour, reached, tuple(reachable), tuple(unreachable))


def largest(state: State) -> list[Largest]:
    """Per colour with at least one caravan: sizes, leaders and the margin."""
    result: list[Largest] = []
    for colour in range(N_COLOURS):
        sizes = sorted(
            (
                (p, len(state.caravans[caravan_id(p, colour)]))
                for p in range(state.n_players)
                if state.caravans[caravan_id(p, colour)]
            ),
            key=lambda item: (-item[1], item[0]),
        )
        if not sizes:
            continue
        best = sizes[0][1]
        leaders = tuple(p for p, size in sizes if size == best)
        following = next((size for _, size in sizes if size < best), 0)
        margin = 0 if len(leaders) > 1 else best - following
        result.append(Largest(colour, tuple(sizes), leaders, margin))
    return result


def camels_left(state: State, colour: int) -> Msg:
    """`There are 26 pink camels left.`, `There is no pink camel left.`: the camels of a
    colour beside the board, said whole so that the colour agrees with the noun."""
    n = state.supply[colour]
    if n <= 0:
        return Msg(
            (
                N_("There is no yellow camel left."),
                N_("There is no pink camel left."),
                N_("There is no purple camel left."),
                N_("There is no green camel left."),
                N_("There is no turquoise camel left."),
            )[colour]
        )
    return (
        Plural("There is {n} yellow camel left.", "There are {n} yellow camels left.", n),
        Plural("There is {n} pink camel left.", "There are {n} pink camels left.", n),
        Plural("There is {n} purple camel left.", "There are {n} purple camels left.", n),
        Plural("There is {n} green camel left.", "There are {n} green camels left.", n),
        Plural("There is {n} turquoise camel left.", "There are {n} turquoise camels left.", n),
    )[colour]


def supply_outlook(state: State) -> list[SupplyOutlook]:
    """Per colour: camels left, and the fewest turns (the current one counted) before the
    last may be placed, if every turn from now placed as many of that colour as it can."""
    result: list[SupplyOutlook] = []
    n = state.n_players
    singles = 1 if n == 2 else 2
    for colour in range(N_COLOURS):
        left = state.supply[colour]
        holders = [p for p in range(n) if state.caravans[caravan_id(p, colour)]]
        if state.phase == "leaders":
            holders = [p for p in range(n) if state.returned[p] != colour]
        if left <= 0 or state.phase == "over" or not holders:
            result.append(SupplyOutlook(colour, left, None, None))
            continue
        if state.phase == "leaders":
            seat, turn, places = 0, 0, 1
        else:
            seat, turn = state.seat, state.camel_turn
            places = camels_this_turn(state) - state.placed
        remaining = left
        turns = 0
        while True:
            turns += 1
            if seat in holders:
                remaining -= places
            if remaining <= 0:
                break
            seat = (seat + 1) % n
            turn += 1
            places = 1 if turn < singles else 2
        result.append(SupplyOutlook(colour, left, turns, seat))
    return result


def threats(state: State, viewer: int | None = None) -> Threats:
    """The whole outlook of the position, seen by `viewer` (None: nobody in particular).

    Areas are sorted by value, the most valuable first; while the leaders are placed there
    is no area to close yet."""
    camels = tuple(next_turn_camels(state, p) for p in range(state.n_players))
    areas: list[Closable] = []
    for p in range(state.n_players):
        areas.extend(closable_areas(state, p, camels[p]))
    areas.sort(key=lambda a: (-a.area.value, a.player, a.colour, a.area.cells))
    reach = [
        found
        for p in range(state.n_players)
        for c in range(N_COLOURS)
        if (found := oasis_reach(state, p, c)) is not None
    ]
    return Threats(
        viewer,
        camels,
        tuple(areas),
        tuple(reach),
        tuple(largest(state)),
        tuple(supply_outlook(state)),
    )
