"""The leg shared across desert placements (camel-up/desert-tile, camel-up/movement): the
figures of every placement, worked out from the enumeration without the tile and the outcomes
that land on it, equal those of the leg enumerated from scratch with the tile in place."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.camel_up.odds import (
    COLOURS,
    DesertTile,
    Position,
    desert_spaces,
    encode,
    parse_camels,
    parse_dice,
    parse_tiles,
)
from assistant.games.camel_up.odds_leg import (
    SCRATCH_SHARE,
    enumerate_leg,
    landing_share,
    placement,
    placement_or_scratch,
)

END = 16


def check_sharing(position: Position) -> None:
    node, mask, tiles = encode(position)
    base, recorded = enumerate_leg(node, mask, tiles, record=True)
    assert base == enumerate_leg(node, mask, tiles)[0]
    for space in desert_spaces(position):
        without, with_tile = placement(recorded, len(node) // 2, tiles, space, (1, -1))
        for side in (1, -1):
            shared = base.shifted(without, with_tile[side])
            scratch = enumerate_leg(node, mask, {**tiles, space: side})[0]
            assert shared.places() == scratch.places(), (space, side)
            assert {s: n for s, n in shared.landings.items()} == scratch.landings, (space, side)
            assert shared.ended_first == scratch.ended_first
            assert shared.ended_second == scratch.ended_second
            assert shared.ended_last == scratch.ended_last
            assert shared.final == scratch.final, (space, side)
        either = placement_or_scratch(base, (node, mask), recorded, tiles, space, (1, -1))
        for side in (1, -1):
            auto = base.shifted(either[0], either[1][side])
            scratch = enumerate_leg(node, mask, {**tiles, space: side})[0]
            assert auto.places() == scratch.places() and auto.final == scratch.final


@st.composite
def positions(draw: st.DrawFn, max_dice: int = 5) -> Position:
    spaces = draw(st.lists(st.integers(1, END), min_size=5, max_size=5))
    if draw(st.booleans()):  # crowd them near the finish half the time
        spaces = [min(END, 9 + s % 8) for s in spaces]
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


@settings(max_examples=40, deadline=None)
@given(positions(max_dice=3))
def test_placements_equal_the_leg_from_scratch(position: Position) -> None:
    check_sharing(position)


@settings(max_examples=4, deadline=None)
@given(positions(max_dice=5))
def test_placements_equal_the_leg_from_scratch_with_five_dice(position: Position) -> None:
    check_sharing(position)


def test_the_benchmark_and_issue_positions() -> None:
    for camels, tiles in (
        ("1:blue 2:green,orange 3:yellow,white", "5:oasis 7:mirage"),
        ("1:green,yellow 2:orange 3:blue,white", ""),
        ("10:white 13:blue,green 14:orange 15:yellow", "12:mirage"),
    ):
        check_sharing(Position(parse_camels(camels), parse_tiles(tiles)))
    check_sharing(
        Position(parse_camels("4:blue 6:green 7:orange,white 9:yellow"), dice=parse_dice("blue"))
    )


def test_the_spaces_in_front_of_the_camels_are_solved_again() -> None:
    """Most moves of the issue's example land on 4 or 5: there the leg is solved again with
    the tile (cheaper than following the landings); farther spaces are shared."""
    position = Position(parse_camels("1:green,yellow 2:orange 3:blue,white"))
    node, mask, tiles = encode(position)
    _, recorded = enumerate_leg(node, mask, tiles, record=True)
    shares = {space: landing_share(recorded, space) for space in desert_spaces(position)}
    assert shares[4] > SCRATCH_SHARE and shares[5] > SCRATCH_SHARE
    assert all(shares[space] < SCRATCH_SHARE for space in range(6, 17))
    assert shares[13] == 0  # out of reach this leg: nothing to follow
