"""The leg shared across desert placements (camel-up/desert-tile, camel-up/movement): the
figures of every placement, worked out from the enumeration without the tile and the outcomes
that land on it, equal those of the leg enumerated from scratch with the tile in place; the
last die played without building its positions counts the same as with them; the bound on a
tile's landings holds."""

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
from assistant.games.camel_up.odds_leg import enumerate_leg, landings_on, placement
from assistant.games.camel_up.odds_track import FirstTrack

END = 16


def check_sharing(position: Position) -> None:
    node, mask, tiles = encode(position)
    spaces = desert_spaces(position)
    for finals in (True, False):
        track = FirstTrack(tiles)
        base, firsts = enumerate_leg(track, node, mask, spaces, finals)
        plain, _ = enumerate_leg(FirstTrack(tiles), node, mask, (), finals)
        assert base == plain  # watching the first landings changes nothing
        assert firsts is not None
        for space in spaces:
            for side in (1, -1):
                without, with_tile = placement(track, firsts, space, side, finals=finals)
                assert without is not None
                shared = base.shifted(without, with_tile)
                scratch, _ = enumerate_leg(
                    FirstTrack({**tiles, space: side}), node, mask, (), finals
                )
                assert shared.places() == scratch.places(), (space, side)
                assert shared.landings == scratch.landings, (space, side)
                assert shared.ends == scratch.ends
                assert shared.final == scratch.final, (space, side)
                assert shared.prefinal == scratch.prefinal, (space, side)
                assert landings_on(track, firsts, space, side) == scratch.landings[space]
                # the bound on the landings a tile there may see
                assert scratch.landings[space] / scratch.total <= firsts.bound(space, 1 / 3)
                assert firsts.landed(space) <= scratch.landings[space]


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


def test_the_last_die_builds_no_position_but_counts_the_same() -> None:
    """The rankings of the last die equal those of the positions it leads to, and the
    positions before it carry the outcomes that go on."""
    position = Position(
        parse_camels("1:green,yellow 2:orange 3:blue,white"), parse_tiles("6:oasis")
    )
    node, mask, tiles = encode(position)
    full, _ = enumerate_leg(FirstTrack(tiles), node, mask, (), True)
    light, _ = enumerate_leg(FirstTrack(tiles), node, mask, (), False)
    assert not light.final and full.final
    assert full.ranked() == light.ranked()
    assert full.places() == light.places() and full.landings == light.landings
    assert full.prefinal == light.prefinal
    assert sum(light.prefinal.values()) == sum(full.final.values())
