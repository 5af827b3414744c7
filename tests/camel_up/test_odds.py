"""Exact leg odds (camel-up/movement, camel-up/desert-tile, camel-up/race-end) against an
independent naive enumeration written here, which plays out every order and every face on a
dict of lists and shares no code with the engine."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.camel_up.odds import (
    COLOURS,
    DesertTile,
    Position,
    leg_odds,
    parse_camels,
    parse_dice,
    parse_tiles,
)
from assistant.games.camel_up.odds_value import ActionValue, Seat, analyse

END = 16


def _move(
    track: dict[int, list[str]], tiles: Mapping[int, int], colour: str, face: int
) -> tuple[int, int | None]:
    """Move `colour` and all above it; return (where it ended, tile space landed on)."""
    space = next(s for s, camels in track.items() if colour in camels)
    camels = track[space]
    cut = camels.index(colour)
    group = camels[cut:]
    track[space] = camels[:cut]
    dest = space + face
    landed = None
    side = 0
    if dest in tiles:
        landed = dest
        side = tiles[dest]
        dest += side
    there = track.get(dest, [])
    track[dest] = group + there if side == -1 else there + group
    return dest, landed


def naive_leg(
    stacks: Sequence[tuple[int, Sequence[str]]], tiles: Mapping[int, int], dice: Iterable[str]
) -> tuple[dict[str, dict[str, Fraction]], dict[int, Fraction], Fraction]:
    """({'first'|'second'|'last': {colour: P}}, {tile space: landings}, P(race ends))."""
    pyramid = sorted(dice)
    places: dict[str, Counter[str]] = {"first": Counter(), "second": Counter(), "last": Counter()}
    landings: Counter[int] = Counter()
    ends = 0
    total = 0
    for order in itertools.permutations(pyramid):
        for faces in itertools.product((1, 2, 3), repeat=len(pyramid)):
            total += 1
            track = {s: list(cs) for s, cs in stacks}
            for colour, face in zip(order, faces, strict=True):
                dest, landed = _move(track, tiles, colour, face)
                if landed is not None:
                    landings[landed] += 1
                if dest > END:
                    ends += 1
                    break
            ranking = [c for s in sorted(track) for c in track[s]]  # back to front
            places["first"][ranking[-1]] += 1
            places["second"][ranking[-2]] += 1
            places["last"][ranking[0]] += 1
    assert total == math.factorial(len(pyramid)) * 3 ** len(pyramid)
    odds = {
        place: {c: Fraction(counter[c], total) for c in COLOURS}
        for place, counter in places.items()
    }
    return odds, {s: Fraction(landings[s], total) for s in tiles}, Fraction(ends, total)


def check_against_naive(position: Position) -> None:
    odds = leg_odds(position)
    tiles = {t.space: t.side for t in position.tiles}
    places, landings, ends = naive_leg(position.stacks, tiles, position.dice)
    assert odds.first == places["first"]
    assert odds.second == places["second"]
    assert odds.last == places["last"]
    assert odds.landings == landings
    assert odds.race_ends == ends
    n = len(position.dice)
    assert odds.outcomes == (math.factorial(n) * 3**n if n else 1)
    for place in (odds.first, odds.second, odds.last):
        assert sum(place.values()) == 1
        assert all(isinstance(p, Fraction) for p in place.values())


def pos(camels: str, tiles: str = "", dice: str = ",".join(COLOURS)) -> Position:
    return Position(parse_camels(camels), parse_tiles(tiles), parse_dice(dice))


START = "1:blue 2:green,orange 3:yellow,white"

CASES = {
    # all five dice and two tiles: the benchmark position
    "start, five dice, two tiles": (START, "5:oasis 7:mirage", "blue,green,orange,yellow,white"),
    "start, no tiles": (START, "", "blue,green,orange,yellow,white"),
    # a group landing on a mirage goes back under a stack (also under what it left behind)
    "mirage under a stack": (
        "3:blue 5:green,orange,yellow 9:white",
        "6:mirage",
        "green,orange,blue",
    ),
    "mirage back onto the space just left": (
        "4:blue,green,orange 10:yellow,white",
        "5:mirage",
        "green,orange,yellow,blue",
    ),
    # an oasis on 16 carries the group past the finish
    "oasis on 16": ("12:white 13:blue 14:green,orange 15:yellow", "16:oasis", "blue,green,orange"),
    "mirage on 16": (
        "13:blue,green 14:orange 15:yellow,white",
        "16:mirage 11:oasis",
        "green,yellow,white",
    ),
    # the race ends in the middle of the leg: the rest of the dice never move
    "finish crossed mid-leg": (
        "10:white 13:blue,green 14:orange 15:yellow",
        "12:mirage",
        "blue,green,orange,yellow,white",
    ),
    "one stack of five near the end": (
        "15:blue,green,orange,yellow,white",
        "",
        "white,green,orange,blue",
    ),
    "partial dice": ("2:blue 4:green 6:orange,yellow 8:white", "3:oasis 10:mirage", "orange,white"),
    "one die": ("1:blue,green 2:orange 3:yellow,white", "4:mirage", "green"),
    "no die left": ("1:blue,green 2:orange 3:yellow,white", "5:oasis", ""),
}


@pytest.mark.parametrize("case", list(CASES))
def test_exact_leg_odds_equal_naive_enumeration(case: str) -> None:
    """camel-up/movement, camel-up/desert-tile, camel-up/race-end: engine == naive."""
    camels, tiles, dice = CASES[case]
    position = pos(camels, tiles, dice)
    check_against_naive(position)
    if case == "finish crossed mid-leg":
        assert 0 < leg_odds(position).race_ends < 1


def test_mirage_puts_the_group_under_the_stack() -> None:
    """camel-up/desert-tile: green steps onto the mirage on 6 and slides back under blue,
    so blue (not green) is second behind orange."""
    odds = leg_odds(pos("1:yellow,white 5:blue,green 7:orange", "6:mirage:ana", "green"))
    zero, third = Fraction(0), Fraction(1, 3)
    assert odds.first == {**dict.fromkeys(COLOURS, zero), "orange": third, "green": 2 * third}
    assert odds.second == {**dict.fromkeys(COLOURS, zero), "blue": third, "orange": 2 * third}
    assert odds.last["yellow"] == 1
    assert odds.landings == {6: third}
    assert odds.coins == {"ana": third}


def test_oasis_on_16_ends_the_race() -> None:
    """camel-up/desert-tile, camel-up/race-end: blue lands on the oasis on 16 (or beyond) and
    passes the finish; when blue's die comes out first, green never moves."""
    position = pos("15:blue 1:green 2:orange,yellow,white", "16:oasis", "blue,green")
    odds = leg_odds(position)
    half = Fraction(1, 2)
    assert odds.first["blue"] == 1
    assert odds.race_ends == 1
    assert odds.landings == {16: Fraction(1, 3)}
    assert odds.last["green"] == half and odds.last["orange"] == half
    assert odds.second["white"] == half and odds.second["green"] == half
    check_against_naive(position)


def test_no_dice_left_ranks_the_position_as_it_is() -> None:
    """camel-up/leg-scoring: with the pyramid empty the leg is decided."""
    odds = leg_odds(pos("1:blue,green 2:orange 3:yellow,white", "", ""))
    assert odds.first["white"] == 1 and odds.second["yellow"] == 1 and odds.last["blue"] == 1
    assert odds.outcomes == 1


@st.composite
def positions(draw: st.DrawFn, max_dice: int = 4) -> Position:
    """Random legal positions: stacks anywhere on 1-16, up to two legal tiles, few dice."""
    spaces = draw(st.lists(st.integers(1, END), min_size=5, max_size=5))
    if draw(st.booleans()):  # crowd them near the finish half the time
        spaces = [min(END, 10 + s % 7) for s in spaces]
    colours = draw(st.permutations(COLOURS))
    stacks: dict[int, list[str]] = {}
    for space, colour in zip(spaces, colours, strict=True):
        stacks.setdefault(space, []).append(colour)
    tiles: list[DesertTile] = []
    for _ in range(draw(st.integers(0, 2))):
        taken = {t.space for t in tiles}
        free = [s for s in range(2, END + 1) if s not in stacks and not {s - 1, s, s + 1} & taken]
        if free:
            tiles.append(DesertTile(draw(st.sampled_from(free)), draw(st.sampled_from((1, -1)))))
    dice = draw(st.lists(st.sampled_from(COLOURS), max_size=max_dice, unique=True))
    return Position(
        tuple((s, tuple(cs)) for s, cs in sorted(stacks.items())), tuple(tiles), frozenset(dice)
    )


@given(positions())
def test_random_positions_equal_naive_enumeration(position: Position) -> None:
    """camel-up/movement: the engine agrees with the naive enumeration on random positions."""
    check_against_naive(position)


@settings(max_examples=6)
@given(positions(max_dice=5))
def test_random_positions_with_five_dice_equal_naive_enumeration(position: Position) -> None:
    """camel-up/movement: the same with up to five dice (fewer examples: the naive way is slow)."""
    check_against_naive(position)


def naive_landings_with(position: Position, tile: DesertTile, removing: int | None) -> Fraction:
    tiles = {t.space: t.side for t in position.tiles if t.space != removing}
    tiles[tile.space] = tile.side
    _, landings, _ = naive_leg(position.stacks, tiles, position.dice)
    return landings[tile.space]


def desert_actions(position: Position, own_tile: int | None = None) -> list[ActionValue]:
    seat = Seat(own_tile=own_tile)
    return [a for a in analyse(position, seat, race_samples=0).actions if a.kind == "desert"]


def test_desert_tile_values_equal_naive_landings() -> None:
    """camel-up/desert-tile: with nothing else held, each placement's value is its exact
    expected landings, computed with the tile in place (it changes the moves)."""
    position = pos("2:blue 4:green,orange 6:yellow 7:white", "9:mirage", "blue,green,yellow")
    actions = desert_actions(position)
    assert {(a.space, a.side) for a in actions} == {
        (s, side) for s in (3, 5, 11, 12, 13, 14, 15, 16) for side in (1, -1)
    }
    for action in actions:
        assert action.space is not None and action.side is not None
        tile = DesertTile(action.space, action.side)
        assert action.ev == action.coins == naive_landings_with(position, tile, None)
        assert action.held == 0
    assert any(a.ev > 0 for a in actions)


def test_moving_own_tile_values_the_gain() -> None:
    """camel-up/desert-tile: moving one's own tile is worth new landings minus old ones; its
    old place is free (flip in place allowed), leaving it as it is is not an action."""
    position = pos(
        "2:blue 4:green,orange 6:yellow 7:white", "9:mirage 11:oasis", "blue,green,white"
    )
    old = leg_odds(position).landings[9]
    actions = desert_actions(position, own_tile=9)
    places = {(a.space, a.side) for a in actions}
    assert (9, 1) in places and (9, -1) not in places
    assert (8, 1) in places and (10, 1) not in places and (12, 1) not in places
    for action in actions:
        assert action.space is not None and action.side is not None
        tile = DesertTile(action.space, action.side)
        assert action.coins == naive_landings_with(position, tile, 9)
        assert action.held == -old
        assert action.ev == naive_landings_with(position, tile, 9) - old
