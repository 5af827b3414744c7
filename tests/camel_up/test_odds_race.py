"""Race odds (camel-up/race-end, camel-up/race-bet) against an independent simulation
written here: `random.shuffle` of the pyramid, `randint` faces, a dict of lists."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

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
    biggest = max(se(p, samples) for p in (*ours.winner.values(), *ours.loser.values()))
    assert ours.stderr == pytest.approx(biggest)


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
