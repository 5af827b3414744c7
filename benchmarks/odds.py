"""Benchmark of the Camel Up odds engine: `.venv/bin/python benchmarks/odds.py [--quick]`.

Prints, in one run, the median in-process time of the exact leg odds (all five dice left, two
desert tiles on the track) beside a naive enumeration of the 29,160 outcomes written here,
checks that both give the same fractions, then times a few harder positions, the race odds
(default samples: time and standard error) and a full analysis (every action's value).
"""

from __future__ import annotations

import argparse
import functools
import itertools
import platform
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.games.camel_up.odds import (
    COLOURS,
    Position,
    analyse,
    leg_odds,
    parse_camels,
    parse_dice,
    parse_tiles,
    race_odds,
)


def naive_leg(
    stacks: Sequence[tuple[int, Sequence[str]]], tiles: Mapping[int, int], dice: Iterable[str]
) -> dict[str, dict[str, Fraction]]:
    """Play every order of the dice with every face on a dict of lists, count the places."""
    pyramid = sorted(dice)
    counts: dict[str, Counter[str]] = {"first": Counter(), "second": Counter(), "last": Counter()}
    total = 0
    for order in itertools.permutations(pyramid):
        for faces in itertools.product((1, 2, 3), repeat=len(pyramid)):
            total += 1
            track = {s: list(cs) for s, cs in stacks}
            for colour, face in zip(order, faces, strict=True):
                space = next(s for s, cs in track.items() if colour in cs)
                cut = track[space].index(colour)
                group = track[space][cut:]
                track[space] = track[space][:cut]
                dest = space + face
                side = tiles.get(dest, 0)
                dest += side
                there = track.get(dest, [])
                track[dest] = group + there if side < 0 else there + group
                if dest > 16:
                    break
            ranking = [c for s in sorted(track) for c in track[s]]
            counts["first"][ranking[-1]] += 1
            counts["second"][ranking[-2]] += 1
            counts["last"][ranking[0]] += 1
    return {p: {c: Fraction(n[c], total) for c in COLOURS} for p, n in counts.items()}


def median_ms(run: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    times = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def position(camels: str, tiles: str = "", dice: str = ",".join(COLOURS)) -> Position:
    return Position(parse_camels(camels), parse_tiles(tiles), parse_dice(dice))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    fast_repeat, slow_repeat = (11, 3) if args.quick else (101, 7)
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}")

    bench = position("1:blue 2:green,orange 3:yellow,white", "5:oasis 7:mirage")
    ours, exact = median_ms(lambda: leg_odds(bench), fast_repeat)
    tiles = {t.space: t.side for t in bench.tiles}
    naive, reference = median_ms(lambda: naive_leg(bench.stacks, tiles, bench.dice), slow_repeat)
    same = (exact.first, exact.second, exact.last) == (
        reference["first"],
        reference["second"],
        reference["last"],
    )
    print("\nExact leg odds, five dice, two desert tiles (1:blue 2:green,orange 3:yellow,white;")
    print("5:oasis 7:mirage), median in-process:")
    print(f"  engine  {ours:8.2f} ms   (target: at most 20 ms)")
    print(f"  naive   {naive:8.2f} ms   ({exact.outcomes} outcomes)   speed-up x{naive / ours:.0f}")
    print(f"  same fractions: {same}")

    print("\nOther five-dice positions (engine median):")
    others = {
        "one stack of five": position("1:blue,green,orange,yellow,white", "3:mirage 6:oasis"),
        "spread out, two tiles": position(
            "1:blue 4:green 7:orange 10:yellow 13:white", "6:oasis 9:mirage"
        ),
        "finish crossed mid-leg": position(
            "10:white 13:blue,green 14:orange 15:yellow", "12:mirage 16:oasis"
        ),
    }
    for name, other in others.items():
        ms, _ = median_ms(functools.partial(leg_odds, other), fast_repeat)
        print(f"  {name:<24} {ms:8.2f} ms")

    print("\nRace odds from the benchmark position (default samples, seed 1..):")
    race_runs = [race_odds(bench, seed=seed) for seed in range(1, 4 if args.quick else 6)]
    race_ms, _ = median_ms(lambda: race_odds(bench, seed=7), 3 if args.quick else 5)
    last = race_runs[-1]
    print(f"  {last.samples} samples: {race_ms:.0f} ms median, standard error {last.stderr:.4f}")
    print("  (target: at most 0.005 in at most 1000 ms)")
    spread = {
        c: max(r.winner[c] for r in race_runs) - min(r.winner[c] for r in race_runs)
        for c in COLOURS
    }
    print("  winner spread across seeds: " + ", ".join(f"{c} {v:.4f}" for c, v in spread.items()))

    analysis_ms, _ = median_ms(lambda: analyse(bench, seed=1), 3)
    leg_only_ms, analysis = median_ms(lambda: analyse(bench, race_samples=0), 3)
    print("\nFull analysis (leg odds, every action, race odds):")
    print(f"  {analysis_ms:.0f} ms with the race, {leg_only_ms:.0f} ms without")
    print(f"  ({len(analysis.actions)} actions, each desert placement solved exactly)")


if __name__ == "__main__":
    main()
