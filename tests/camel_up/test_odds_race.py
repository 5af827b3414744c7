"""Race odds (camel-up/race-end, camel-up/race-bet) against an independent simulation
written here: `random.shuffle` of the pyramid, `randint` faces, a dict of lists, every race
played from the position (the engine counts the races that end this leg exactly and plays
only the later legs)."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

import pytest

from assistant.games.camel_up.odds import (
    COLOURS,
    Position,
    parse_camels,
    parse_dice,
    parse_tiles,
    race_odds,
)

END = 16


def _move(track: dict[int, list[str]], tiles: Mapping[int, int], colour: str, face: int) -> int:
    space = next(s for s, camels in track.items() if colour in camels)
    camels = track[space]
    cut = camels.index(colour)
    group = camels[cut:]
    track[space] = camels[:cut]
    dest = space + face
    side = tiles.get(dest, 0)
    dest += side
    there = track.get(dest, [])
    track[dest] = group + there if side == -1 else there + group
    return dest


def naive_race(
    stacks: Sequence[tuple[int, Sequence[str]]],
    tiles: Mapping[int, int],
    dice: Iterable[str],
    samples: int,
    seed: int,
) -> tuple[dict[str, float], dict[str, float]]:
    """Winner and loser frequencies over `samples` races played to the end."""
    rng = random.Random(seed)
    wins: Counter[str] = Counter()
    losses: Counter[str] = Counter()
    for _ in range(samples):
        track = {s: list(cs) for s, cs in stacks}
        pyramid = sorted(dice)  # a fixed start order: the same figures in every process
        leg_tiles: Mapping[int, int] = tiles
        over = False
        while not over:
            rng.shuffle(pyramid)
            for colour in pyramid:
                dest = _move(track, leg_tiles, colour, rng.randint(1, 3))
                if dest > END:
                    wins[track[dest][-1]] += 1
                    rear = min(s for s, cs in track.items() if cs)
                    losses[track[rear][0]] += 1
                    over = True
                    break
            pyramid = list(COLOURS)
            leg_tiles = {}  # desert tiles go home when the leg ends
    return (
        {c: wins[c] / samples for c in COLOURS},
        {c: losses[c] / samples for c in COLOURS},
    )


def se(p: float, n: int) -> float:
    return math.sqrt(p * (1 - p) / n)


CASES = {
    "near the end, tiles, partial dice": (
        "10:blue 11:green,orange 12:yellow 13:white",
        "14:oasis 8:mirage",
        "blue,orange,white",
    ),
    "start of the race": (
        "1:blue 2:green,orange 3:yellow,white",
        "5:oasis 7:mirage",
        ",".join(COLOURS),
    ),
    "ends this leg in some outcomes": (
        "12:blue 13:green,orange 14:yellow 15:white",
        "9:mirage",
        "blue,orange,white",
    ),
    "leg over, tiles go home": ("6:blue,green 8:orange 9:yellow,white", "10:oasis", ""),
}


@pytest.mark.parametrize("case", list(CASES))
def test_race_odds_agree_with_a_naive_simulation(case: str) -> None:
    """camel-up/race-end: within three standard errors of an independent simulation."""
    camels, tiles, dice = CASES[case]
    position = Position(parse_camels(camels), parse_tiles(tiles), parse_dice(dice))
    samples = 6000
    ours = race_odds(position, samples=samples, seed=11)
    theirs_w, theirs_l = naive_race(
        position.stacks, {t.space: t.side for t in position.tiles}, position.dice, samples, 12
    )
    assert ours.samples == samples
    for ours_p, theirs in ((ours.winner, theirs_w), (ours.loser, theirs_l)):
        assert math.isclose(sum(ours_p.values()), 1)
        for colour in COLOURS:
            a, b = ours_p[colour], theirs[colour]
            assert abs(a - b) <= 3 * math.hypot(se(a, samples), se(b, samples)) + 1e-12, colour
    # Only the races that go on after this leg are played, and the error is theirs.
    rest = 1 - float(ours.ends_this_leg)
    assert ours.simulated == round(samples * rest)
    biggest = max(se(p, samples) for p in (*ours.winner.values(), *ours.loser.values()))
    assert 0 < ours.stderr <= 1.5 * biggest


def test_race_odds_are_repeatable_with_a_seed() -> None:
    position = Position(parse_camels("1:blue 2:green,orange 3:yellow,white"))
    assert race_odds(position, 500, seed=3) == race_odds(position, 500, seed=3)
    assert race_odds(position, 500, seed=random.Random(3)) == race_odds(position, 500, seed=3)


def test_a_certain_race() -> None:
    """camel-up/race-end: blue on 16 with its die left must cross this leg; green is the
    bottom camel of the rearmost stack."""
    position = Position(
        parse_camels("16:blue 2:green,orange,yellow,white"), dice=parse_dice("blue")
    )
    odds = race_odds(position, samples=200, seed=1)
    assert odds.winner["blue"] == 1 and odds.loser["green"] == 1
    assert odds.stderr == 0


def test_samples_must_be_positive() -> None:
    with pytest.raises(ValueError):
        race_odds(Position(parse_camels("1:blue,green,orange,yellow,white")), samples=0)


def naive_leg_ends(
    stacks: Sequence[tuple[int, Sequence[str]]], tiles: Mapping[int, int], dice: Iterable[str]
) -> tuple[dict[str, Fraction], dict[str, Fraction]]:
    """Over every order and face of the dice left: P(the race ends this leg and c wins),
    P(it ends this leg and c comes last)."""
    wins: Counter[str] = Counter()
    losses: Counter[str] = Counter()
    total = 0
    pyramid = sorted(dice)
    for order in itertools.permutations(pyramid):
        for faces in itertools.product((1, 2, 3), repeat=len(pyramid)):
            total += 1
            track = {s: list(cs) for s, cs in stacks}
            for colour, face in zip(order, faces, strict=True):
                dest = _move(track, tiles, colour, face)
                if dest > END:
                    wins[track[dest][-1]] += 1
                    rear = min(s for s, cs in track.items() if cs)
                    losses[track[rear][0]] += 1
                    break
    return (
        {c: Fraction(wins[c], total) for c in COLOURS},
        {c: Fraction(losses[c], total) for c in COLOURS},
    )


def test_the_races_that_end_this_leg_are_counted_exactly() -> None:
    """camel-up/race-end: the share of the race odds that the leg enumeration gives is exact
    and equal to a naive enumeration; only the rest is simulated."""
    camels, tiles, dice = CASES["ends this leg in some outcomes"]
    position = Position(parse_camels(camels), parse_tiles(tiles), parse_dice(dice))
    odds = race_odds(position, samples=3000, seed=5)
    table = {t.space: t.side for t in position.tiles}
    winners, losers = naive_leg_ends(position.stacks, table, position.dice)
    assert odds.counted_winner == winners and odds.counted_loser == losers
    assert 0 < odds.ends_this_leg == sum(winners.values()) < 1
    assert not odds.exact and odds.samples == 3000
    assert odds.simulated == round(3000 * (1 - odds.ends_this_leg)) == 1000
    for colour in COLOURS:
        assert odds.winner[colour] >= float(winners[colour]) - 1e-12


def test_a_race_that_surely_ends_this_leg_is_exact() -> None:
    """camel-up/race-end: blue on 16 crosses with any face: every figure is counted."""
    position = Position(
        parse_camels("1:green,orange,yellow 14:white 16:blue"), dice=parse_dice("white,blue")
    )
    odds = race_odds(position, samples=1000, seed=2)
    table: dict[int, int] = {}
    winners, losers = naive_leg_ends(position.stacks, table, position.dice)
    assert odds.exact and odds.simulated == 0 and odds.stderr == 0
    assert odds.counted_winner == winners and odds.counted_loser == losers
    assert odds.winner == {c: float(p) for c, p in winners.items()}
    assert odds.chance("winner", "white") == winners["white"]


def test_the_end_of_the_leg_is_drawn_in_proportion() -> None:
    """Systematic draw: every end position gets its share of the races to within one."""
    from assistant.games.camel_up.odds import leg_tally
    from assistant.games.camel_up.odds_race import Sampler

    position = Position(
        parse_camels("1:blue 2:green,orange 3:yellow,white"), dice=parse_dice("blue,green,white")
    )
    tally = leg_tally(position)
    mass = sum(tally.final.values())
    shares = Sampler(random.Random(4)).draw(tally.final, 1000)
    assert sum(shares.values()) == 1000
    for node, count in tally.final.items():
        assert abs(shares.get(node, 0) - 1000 * count / mass) < 1


def test_held_race_cards_follow_a_desert_tile() -> None:
    """camel-up/race-bet, camel-up/desert-tile: what a desert tile changes in a race card held
    agrees with two independent simulations, with and without the tile."""
    from assistant.games.camel_up.odds_value import Seat, analyse

    camels, dice = "10:blue 11:green,orange 12:yellow 13:white", "blue,orange,yellow"
    position = Position(parse_camels(camels), dice=parse_dice(dice))
    seat = Seat(cards=(("winner", "yellow", 8),))
    samples = 8000
    analysis = analyse(position, seat, race_samples=samples, seed=21)
    action = next(a for a in analysis.actions if a.label == "desert 14 oasis")
    assert isinstance(action.held_race, float)
    ours = action.held_race / 9  # the change in P(yellow wins), times 8 + 1
    before, _ = naive_race(position.stacks, {}, position.dice, samples, 22)
    after, _ = naive_race(position.stacks, {14: 1}, position.dice, samples, 23)
    theirs = after["yellow"] - before["yellow"]
    error = math.sqrt(se(after["yellow"], samples) ** 2 + 2 * se(before["yellow"], samples) ** 2)
    assert abs(ours - theirs) <= 3 * error
