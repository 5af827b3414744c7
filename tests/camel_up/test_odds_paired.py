"""What a tile changes in the race cards held, from paired races (camel-up/race-bet,
camel-up/desert-tile, camel-up/spectator-tile): the rest of the leg played on lists moves
camels as the engine's tracks do, tiles included; the paired estimate agrees with the exact
change when the race surely ends this leg, and its standard error is the spread of the
estimate from one seed to another."""

from __future__ import annotations

import random
import statistics
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.camel_up.odds import (
    Position,
    desert_placements,
    parse_camels,
    parse_dice,
    parse_tiles,
)
from assistant.games.camel_up.odds_paired import Drawn, paired_changes
from assistant.games.camel_up.odds_race import leg
from assistant.games.camel_up.odds_track import (
    GREY_DIE,
    FirstTrack,
    SecondTrack,
    step_table,
)
from assistant.games.camel_up.odds_value import Seat, analyse
from assistant.games.camel_up.state import CRAZY, RACING_2

COLOURS_1 = ("blue", "green", "orange", "yellow", "white")


@st.composite
def boards(draw: st.DrawFn, edition: int) -> tuple[tuple[tuple[int, tuple[str, ...]], ...], dict]:
    """Camels anywhere on 1-16 (bottom to top in a random order) and up to three tiles on
    spaces without camels."""
    colours = (*RACING_2, *CRAZY) if edition == 2 else COLOURS_1
    order = draw(st.permutations(colours))
    spaces = draw(st.lists(st.integers(1, 16), min_size=len(order), max_size=len(order)))
    stacks: dict[int, list[str]] = {}
    for space, colour in zip(spaces, order, strict=True):
        stacks.setdefault(space, []).append(colour)
    free = [s for s in range(2, 17) if s not in stacks]
    chosen = draw(st.lists(st.sampled_from(free), max_size=3, unique=True)) if free else []
    tiles = {space: draw(st.sampled_from((1, -1))) for space in chosen}
    return tuple((s, tuple(c)) for s, c in sorted(stacks.items())), tiles


@settings(max_examples=150, deadline=None)
@given(boards(1), st.integers(0, 4), st.integers(1, 3))
def test_a_first_edition_move_on_lists_is_the_engines(board, die: int, face: int) -> None:
    stacks, tiles = board
    track = FirstTrack(tiles)
    node = track.encode(stacks)
    n = len(node) // 2
    camels, where = list(node[:n]), list(node[n:])
    numbers = iter([0.0, (face - 0.5) / 6])
    going = leg(camels, where, [die], 1, step_table(tiles), numbers.__next__)
    child = track.faces_of(node, die, (face,))[0][3]
    assert going == (child is not None)
    if child is not None:
        assert (*camels, *where) == child


@settings(max_examples=200, deadline=None)
@given(boards(2), st.integers(0, 5), st.integers(0, 5))
def test_a_second_edition_move_on_lists_is_the_engines(board, die: int, f: int) -> None:
    stacks, tiles = board
    track = SecondTrack(tiles)
    node = track.encode(stacks)
    n = len(node) // 2
    camels, where = list(node[:n]), list(node[n:])
    numbers = iter([0.0, (f + 0.5) / 6])
    going = leg(camels, where, [die], 1, step_table(tiles), numbers.__next__)
    free = die == GREY_DIE and track.crazy_to_move(node) is None  # the colour shown decides
    u = (f + 0.5) / 6 if free else (f % 3 + 0.5) / 3
    child = track.sample_move(node, die, u)
    assert going == (child is not None)
    if child is not None:
        assert (*camels, *where) == child


def test_paired_races_agree_with_the_exact_change_when_the_race_surely_ends() -> None:
    """Blue on 16 crosses whenever its die comes out: every paired sample ends in this leg,
    and the estimate falls within four standard errors of the exact change."""
    position = Position(
        parse_camels("1:green,orange,yellow 12:white 16:blue"), dice=parse_dice("white,blue")
    )
    cards = (("winner", "white", 8), ("loser", "green", 5))
    seat = Seat(race_cards=("orange", "yellow"), cards=cards)
    analysis = analyse(position, seat, race_samples=500, seed=1)
    exact = {(a.space, a.side): a.held_race for a in analysis.actions if a.kind == "desert"}
    assert exact and all(isinstance(v, Fraction) for v in exact.values())
    assert any(exact.values())
    cards = [(0, COLOURS_1.index("white"), 9), (1, COLOURS_1.index("green"), 6)]
    found = paired_changes(
        1, position.stacks, {}, position.dice, list(exact), 3000, random.Random(7), cards=cards
    )
    for placement, value in exact.items():
        mean, error, _, _ = found[placement]
        assert abs(mean - float(value or 0)) <= 4 * error + 1e-9, (placement, mean, value)


def test_the_standard_error_is_the_spread_from_seed_to_seed() -> None:
    """Thirty estimates of the same changes from thirty seeds spread as their standard
    errors say (mid-race, a tile right in front of the camels and one further on)."""
    position = Position(parse_camels("3:blue 5:green 6:orange,yellow 9:white"))
    placements = [(7, 1), (8, -1), (10, 1)]
    cards = [(0, COLOURS_1.index("orange"), 9)]
    runs = [
        paired_changes(
            1, position.stacks, {}, position.dice, placements, 150, random.Random(seed), cards=cards
        )
        for seed in range(30)
    ]
    for placement in placements:
        means = [run[placement][0] for run in runs]
        errors = [run[placement][1] for run in runs]
        spread = statistics.stdev(means)
        assert 0.6 <= spread / statistics.mean(errors) <= 1.6, (placement, spread)


def test_the_players_own_tile_leaves_its_space() -> None:
    """With the player's tile on 8, moving it to 12 changes the race from the outcomes that
    land on 8 or 12, not only on 12: a tile moved onto a space nobody reaches still
    changes the race cards held when the old space was in the way."""
    position = Position(parse_camels("3:blue 5:green 6:orange,yellow 7:white"))
    tiles = {8: 1}
    cards = [(0, COLOURS_1.index("white"), 9)]
    found = paired_changes(
        1, position.stacks, tiles, position.dice, [(16, -1)], 400, random.Random(3), cards=cards
    )
    still = paired_changes(
        1,
        position.stacks,
        tiles,
        position.dice,
        [(16, -1)],
        400,
        random.Random(3),
        cards=cards,
        own=8,
    )
    assert found[16, -1][:3] == (0.0, 0.0, 0.0)  # nobody reaches 16 this leg
    assert still[16, -1].race != 0  # the oasis on 8 is gone: white lands on 8, not 9
    assert still[16, -1].total < 0  # and the coins it earned there


def test_every_placement_valued_has_its_error() -> None:
    """From the analysis: with a finish card held and the race going on, every spectator
    placement valued has a standard error, other actions none."""
    position = Position(
        parse_camels("1:blue,red 2:green 3:yellow,purple 14:white 16:black", edition=2),
        edition=2,
    )
    seat = Seat(**{**Seat.fresh(2).__dict__, "cards": (("winner", "blue", 8),)})
    analysis = analyse(position, seat, seed=2, top=None)
    for action in analysis.actions:
        if action.kind == "spectator":
            assert action.error is not None and 0 <= action.error < 0.5
            assert (action.space, action.side) in desert_placements(position)
        else:
            assert action.error is None


def test_a_placement_figure_does_not_depend_on_the_others_asked_for() -> None:
    position = Position(parse_camels("3:blue 5:green 6:orange,yellow 9:white"))
    cards = [(0, COLOURS_1.index("orange"), 9), (1, COLOURS_1.index("blue"), 6)]
    every = desert_placements(position)
    alone = [(7, 1), (12, -1)]

    def drawn(placements: list[tuple[int, int]]) -> dict[tuple[int, int], Drawn]:
        return paired_changes(
            1, position.stacks, {}, position.dice, placements, 300, random.Random(11), cards=cards
        )

    assert {p: drawn(every)[p] for p in alone} == drawn(alone)


def test_with_race_cards_held_the_best_actions_are_those_of_a_full_valuation() -> None:
    """camel-up/race-bet: with a finish card held and the race going on, `top` leaves out
    only placements whose screening bound (their bound without the card, plus the change
    drawn and three standard errors) is under the `top`-th value; those valued are worth
    what a full valuation from the same seed says, and every placement is valued or left
    out."""
    position = Position(
        parse_camels("1:blue,red 2:green 3:yellow,purple 14:white 16:black", edition=2),
        edition=2,
    )
    seat = Seat(**{**Seat.fresh(2).__dict__, "cards": (("winner", "blue", 8),)})
    full = analyse(position, seat, seed=4)
    best = analyse(position, seat, seed=4, top=10)
    assert best.actions[:10] == full.actions[:10]
    assert best.unvalued
    tenth = float(full.actions[9].ev)
    values = {(a.space, a.side): float(a.ev) for a in full.actions if a.space is not None}
    for left in best.unvalued:
        assert values[left.space, left.side] <= left.bound < tenth + 1e-12
    seen = {(a.space, a.side) for a in best.actions if a.space is not None}
    seen |= {(u.space, u.side) for u in best.unvalued}
    assert seen == set(desert_placements(position))


def _tickets(bets: list[tuple[int, int]]) -> list[list[int]]:
    """What leg-bet tiles `(camel, face)` pay by the camels first and second."""

    def reward(camel: int, face: int, first: int, second: int) -> int:
        return face if camel == first else 1 if camel == second else -1

    return [[sum(reward(c, f, a, b) for c, f in bets) for b in range(5)] for a in range(5)]


@pytest.mark.parametrize(
    ("edition", "camels", "tiles", "dice", "bets", "own"),
    [
        (1, "1:green,yellow 2:orange 3:blue,white", "", "", [], None),
        (1, "3:blue 5:green 6:orange,yellow 9:white", "8:oasis:me 12:mirage", "", [(0, 5)], 8),
        (2, "1:blue,red 2:green 3:yellow,purple 14:white 16:black", "", "", [(0, 5)], None),
        (2, "6:blue 8:purple,black,green 10:red 11:yellow 16:white", "13:booing:me", "", [], 13),
        (
            2,
            "4:yellow,purple 7:red 8:white 10:green,blue,black",
            "",
            "blue,red,grey",
            [(3, 3)],
            None,
        ),
    ],
)
def test_the_whole_change_drawn_agrees_with_the_exact_leg(
    edition: int, camels: str, tiles: str, dice: str, bets: list[tuple[int, int]], own: int | None
) -> None:
    """camel-up/desert-tile, camel-up/spectator-tile, camel-up/leg-bet: what the paired
    samples of the leg say a placement changes in the player's money (its landings, their
    leg-bet tiles, their own tile's coins) falls within four standard errors of the exact
    value of a full analysis, for every placement, with and without tickets or a tile of
    their own."""
    stacks = parse_camels(camels, edition=edition)
    laid = parse_tiles(tiles, edition=edition)
    if dice:
        position = Position(stacks, laid, frozenset(dice.split(",")), edition)
    else:
        position = Position(stacks, laid, edition=edition)
    racing = position.racing
    fresh = Seat.fresh(edition)
    held = tuple((racing[c], f) for c, f in bets)
    left = tuple(
        (colour, tuple(t for t in faces if (colour, t) not in held))
        for colour, faces in fresh.leg_tiles
    )
    seat = replace(fresh, leg_tiles=left, bets=held, own_tile=own)
    analysis = analyse(position, seat, race_samples=0)
    exact = {(a.space, a.side): a.ev for a in analysis.actions if a.space is not None}
    found = paired_changes(
        edition,
        position.stacks,
        {tile.space: tile.side for tile in position.tiles},
        position.dice,
        list(exact),
        3000,
        random.Random(edition * 10 + len(bets)),
        tickets=_tickets(bets) if bets else None,
        own=own,
    )
    for placement, value in exact.items():
        drawn = found[placement]
        assert abs(drawn.total - float(value)) <= 4 * drawn.total_error, (placement, value, drawn)


@pytest.mark.parametrize("seed", range(6))
def test_screened_placements_leave_the_best_actions_as_they_are(seed: int) -> None:
    """camel-up/spectator-tile, camel-up/desert-tile: on random leg starts of both
    editions, with a ticket held or not, the ten best actions when paired samples screen
    the placements are those of a full valuation, and every placement left out is worth
    less than the tenth."""
    rng = random.Random(300 + seed)
    edition = 2 if seed % 2 else 1
    colours = [*RACING_2, *CRAZY] if edition == 2 else list(COLOURS_1)
    rng.shuffle(colours)
    stacks: dict[int, list[str]] = {}
    for colour in colours:
        stacks.setdefault(rng.randint(1, 12), []).append(colour)
    position = Position(tuple((s, tuple(c)) for s, c in sorted(stacks.items())), edition=edition)
    seat = Seat.fresh(edition)
    if seed % 3 == 0:
        colour = rng.choice(position.racing)
        left = tuple((c, t[1:] if c == colour else t) for c, t in seat.leg_tiles)
        seat = replace(seat, leg_tiles=left, bets=((colour, 5),))
    full = analyse(position, seat, race_samples=0)
    best = analyse(position, seat, race_samples=0, top=10, seed=seed)
    assert [a.ev for a in best.actions[:10]] == [a.ev for a in full.actions[:10]]
    values = {(a.space, a.side): a.ev for a in full.actions if a.space is not None}
    for left_out in best.unvalued:
        assert values[left_out.space, left_out.side] <= full.actions[9].ev
