"""Second edition (camel-up/spectator-tile, camel-up/movement-2): the landings on a new
spectator tile worked out the short way (`landings_both`: both sides followed once until a
group lands on the space, nodes cut down to what may still land there, named by order and
merged, the last die counted without its moves) equal the leg enumerated again with the
tile in place (`enumerate_leg` on a `PlacedTrack`, itself checked against the rules played
out in `test_odds_edition2.py`), for both sides of every legal space, with and without the
player's own tile moved away; and the bounds the best actions are chosen with are never
below them."""

from __future__ import annotations

import random

import pytest

from assistant.games.camel_up.odds import DesertTile, Position, desert_spaces, parse_camels
from assistant.games.camel_up.odds_leg import PlacedTrack, enumerate_leg, landings_both
from assistant.games.camel_up.odds_track import GREY_DIE
from assistant.games.camel_up.odds_value import _Work
from assistant.games.camel_up.state import CRAZY, GREY, RACING_2
from tests.camel_up.test_odds_edition2 import random_position


def check(position: Position, removed: int | None = None) -> None:
    work = _Work(position, removed, [], False)
    track, node, mask = work.track, work.node, work.mask
    for space in desert_spaces(position, removed):
        short = landings_both(track, node, mask, space, removed)
        for side, found in zip((1, -1), short, strict=True):
            placed = PlacedTrack(track, space, side, removed)
            whole, _ = enumerate_leg(placed, node, mask)
            assert found == whole.landings[space], (position, space, side)
            landings = found / whole.total
            closer = work.closer(space, side)
            assert closer is not None
            assert landings <= closer + 1e-12 <= work.bound(space)[0] + 2e-12, (space, side)


@pytest.mark.parametrize("seed", range(40))
def test_the_short_way_counts_the_landings_of_the_leg_with_the_tile(seed: int) -> None:
    rng = random.Random(seed)
    position = random_position(rng, rng.choice((2, 3, 4, 4, 5)))
    check(position)
    own = [t.space for t in position.tiles]
    if own:
        check(position, rng.choice(own))


def near_the_end(rng: random.Random) -> Position:
    """Racing camels a few dice from the finish, a cheering tile or two in front of them
    (a race that may end before the last die), crazy camels anywhere."""
    stacks: dict[int, list[str]] = {}
    for camel in RACING_2:
        stacks.setdefault(rng.randint(7, 12), []).append(camel)
    for camel in CRAZY:
        stacks.setdefault(rng.randint(1, 16), []).append(camel)
    tiles: list[DesertTile] = []
    for _ in range(rng.randint(1, 2)):
        free = [
            s for s in range(8, 17) if s not in stacks and all(abs(s - t.space) > 1 for t in tiles)
        ]
        if free:
            tiles.append(DesertTile(rng.choice(free), rng.choice((1, 1, -1)), "ana"))
    return Position(
        tuple((s, tuple(cs)) for s, cs in sorted(stacks.items())),
        tuple(tiles),
        frozenset(rng.sample([*RACING_2, GREY], rng.choice((3, 4)))),
        2,
    )


@pytest.mark.parametrize("seed", range(30))
def test_the_short_way_near_the_finish(seed: int) -> None:
    rng = random.Random(seed)
    position = near_the_end(rng)
    check(position)
    check(position, position.tiles[0].space)


def test_a_leg_start_and_a_race_near_its_end() -> None:
    for camels in (
        "1:blue,red 2:green 3:yellow,purple 14:white 16:black",
        "11:blue 12:red,white 13:green,yellow 14:purple 16:black",
        "1:blue,black 2:green,white,red 4:yellow,purple",
    ):
        check(Position(parse_camels(camels, edition=2), edition=2))
    # The player's cheering tile on 16 moved away: without it, no group crosses the finish
    # from the nodes cut down, though with it one would.
    moved = Position(
        parse_camels("2:black,red 4:purple 6:yellow 7:white 11:green 13:blue", edition=2),
        (DesertTile(16, 1, "me"),),
        edition=2,
    )
    check(moved, 16)


@pytest.mark.parametrize("seed", range(16))
def test_crazy_camels_left_out_once_the_grey_die_is_out(seed: int) -> None:
    """Once the grey die is out, the crazy camels change nothing of the leg: enumerated
    without them from then on (`passive`), the tally is the same (places, the race's ends,
    landings) and its positions before the last die are the same, the crazy camels left
    out (`leg_odds`, so enumerated, is checked against the rules in `test_odds_edition2`)."""
    rng = random.Random(seed)
    position = random_position(rng, rng.choice((4, 5, 6))) if seed % 3 else near_the_end(rng)
    track = position.track()
    node, mask = track.encode(position.stacks), track.dice_mask(position.dice)
    whole, _ = enumerate_leg(track, node, mask)
    cut, _ = enumerate_leg(position.track(), node, mask, passive=True)
    assert cut.start == (node, mask)
    assert (cut.places(), cut.ends, cut.landings) == (whole.places(), whole.ends, whole.landings)
    projected: dict[tuple[int, tuple[int, ...]], int] = {}
    for (m, before), count in whole.prefinal.items():
        key = (m, before if m >> GREY_DIE & 1 else track.passive(before))
        projected[key] = projected.get(key, 0) + count
    assert cut.prefinal == projected
