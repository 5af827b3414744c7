"""Benchmark of the Camel Up odds engine: `.venv/bin/python benchmarks/odds.py [--quick]`.

Prints, in one run and interleaved (the machine's load hits both sides alike):

* the exact leg odds (all five dice, two desert tiles) beside a naive enumeration of the
  29,160 outcomes written here, checking that both give the same fractions;
* the leg with every desert placement: shared (`odds_leg.placement_or_scratch`, as the engine
  does) against each placement solved from scratch, checking that both give the same figures;
* the race odds on the exact first leg beside a naive simulation written here (pure Python,
  a dict of lists, each race moving stacks die by die from the position, `random.shuffle`
  and `randint`, the same number of races) and beside the engine's own movement loop playing
  every leg (what the race odds did before), from the start of a race and from a position
  where the race may end this leg; the figures agree within three standard errors;
* a full analysis (every action's value for a player holding a bet and a race card).
"""

from __future__ import annotations

import argparse
import itertools
import math
import platform
import random
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
    desert_spaces,
    encode,
    leg_odds,
    parse_camels,
    parse_dice,
    parse_tiles,
    race_odds,
)
from assistant.games.camel_up.odds_leg import MASK_DICE, enumerate_leg, placement_or_scratch
from assistant.games.camel_up.odds_value import Seat, analyse
from assistant.games.camel_up.rules import landing_table, roll

END = 16
Stacks = Sequence[tuple[int, Sequence[str]]]


def _move(track: dict[int, list[str]], tiles: Mapping[int, int], colour: str, face: int) -> int:
    space = next(s for s, cs in track.items() if colour in cs)
    cut = track[space].index(colour)
    group = track[space][cut:]
    track[space] = track[space][:cut]
    dest = space + face
    side = tiles.get(dest, 0)
    dest += side
    there = track.get(dest, [])
    track[dest] = group + there if side < 0 else there + group
    return dest


def naive_leg(
    stacks: Stacks, tiles: Mapping[int, int], dice: Iterable[str]
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
                if _move(track, tiles, colour, face) > END:
                    break
            ranking = [c for s in sorted(track) for c in track[s]]
            counts["first"][ranking[-1]] += 1
            counts["second"][ranking[-2]] += 1
            counts["last"][ranking[0]] += 1
    return {p: {c: Fraction(n[c], total) for c in COLOURS} for p, n in counts.items()}


def naive_race(
    stacks: Stacks, tiles: Mapping[int, int], dice: Iterable[str], samples: int, seed: int
) -> dict[str, float]:
    """Winner frequencies over `samples` races, each played die by die from the position."""
    rng = random.Random(seed)
    wins: Counter[str] = Counter()
    for _ in range(samples):
        track = {s: list(cs) for s, cs in stacks}
        pyramid = sorted(dice)
        leg_tiles = tiles
        over = False
        while not over:
            rng.shuffle(pyramid)
            for colour in pyramid:
                dest = _move(track, leg_tiles, colour, rng.randint(1, 3))
                if dest > END:
                    wins[track[dest][-1]] += 1
                    over = True
                    break
            pyramid = list(COLOURS)
            leg_tiles = {}
    return {c: wins[c] / samples for c in COLOURS}


_PERMUTATIONS = tuple(itertools.permutations(range(len(COLOURS))))
_FACES = tuple(itertools.product((1, 2, 3), repeat=len(COLOURS)))


def every_leg(position: Position, samples: int, seed: int) -> list[int]:
    """The engine's own optimised loop (`rules.roll` on two lists) playing every leg of every
    race, the first one included: how the race odds were worked out before."""
    rng = random.Random(seed)
    uniform = rng.random
    node, mask, tiles = encode(position)
    n = len(node) // 2
    first_orders = list(itertools.permutations(MASK_DICE[mask]))
    first_table, later = landing_table(tiles), landing_table({})
    wins = [0] * len(COLOURS)
    for _ in range(samples):
        camels, where = list(node[:n]), list(node[n:])
        dice: Sequence[int] = first_orders[int(uniform() * len(first_orders))]
        table = first_table
        while True:
            faces = _FACES[int(uniform() * len(_FACES))]
            for camel, face in zip(dice, faces, strict=False):
                i = camels.index(camel)
                j, to, k, _ = roll(where, i, face, table)
                group = camels[i:j]
                del camels[i:j]
                camels[k:k] = group
                del where[i:j]
                where[k:k] = [to] * len(group)
                if to > END:
                    wins[camels[-1]] += 1
                    break
            else:
                table = later
                dice = _PERMUTATIONS[int(uniform() * len(_PERMUTATIONS))]
                continue
            break
    return wins


def timed(run: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = run()
    return (time.perf_counter() - start) * 1000, result


def interleaved(runs: dict[str, Callable[[int], Any]], repeat: int) -> dict[str, list[float]]:
    """Milliseconds of each run, `repeat` rounds taking turns (round r gets seed r)."""
    times: dict[str, list[float]] = {name: [] for name in runs}
    for r in range(repeat):
        for name, run in runs.items():
            ms, _ = timed(lambda run=run, r=r: run(r))  # type: ignore[misc]
            times[name].append(ms)
    return times


def position(camels: str, tiles: str = "", dice: str = ",".join(COLOURS)) -> Position:
    return Position(parse_camels(camels), parse_tiles(tiles), parse_dice(dice))


def leg_section(bench: Position, fast: int, slow: int) -> None:
    tiles = {t.space: t.side for t in bench.tiles}
    times = interleaved(
        {
            "engine": lambda _: leg_odds(bench),
            "naive": lambda _: naive_leg(bench.stacks, tiles, bench.dice),
        },
        slow,
    )
    times["engine"] += interleaved({"engine": lambda _: leg_odds(bench)}, fast)["engine"]
    exact, reference = leg_odds(bench), naive_leg(bench.stacks, tiles, bench.dice)
    same = (exact.first, exact.second, exact.last) == (
        reference["first"],
        reference["second"],
        reference["last"],
    )
    ours, naive = statistics.median(times["engine"]), statistics.median(times["naive"])
    print("\nExact leg odds, five dice, two desert tiles (1:blue 2:green,orange 3:yellow,white;")
    print("5:oasis 7:mirage), median in-process:")
    print(f"  engine  {ours:8.2f} ms   (target: at most 20 ms)")
    print(f"  naive   {naive:8.2f} ms   ({exact.outcomes} outcomes)   speed-up x{naive / ours:.0f}")
    print(f"  same fractions: {same}")
    others = {
        "one stack of five": position("1:blue,green,orange,yellow,white", "3:mirage 6:oasis"),
        "spread out, two tiles": position(
            "1:blue 4:green 7:orange 10:yellow 13:white", "6:oasis 9:mirage"
        ),
        "finish crossed mid-leg": position(
            "10:white 13:blue,green 14:orange 15:yellow", "12:mirage 16:oasis"
        ),
    }
    print("Other five-dice positions (engine median):")
    for name, other in others.items():
        ms = statistics.median(interleaved({name: lambda _, o=other: leg_odds(o)}, fast)[name])
        print(f"  {name:<24} {ms:8.2f} ms")


def placements_once(where: Position, shared: bool) -> Any:
    """Every desert placement of `where` (both sides): shared, or each from scratch."""
    node, mask, tiles = encode(where)
    spaces = desert_spaces(where)
    if shared:
        base, recorded = enumerate_leg(node, mask, tiles, record=True)
        parts = {
            s: placement_or_scratch(base, (node, mask), recorded, tiles, s, (1, -1)) for s in spaces
        }
        return {
            (s, side): base.shifted(parts[s][0], parts[s][1][side]).places()
            for s in spaces
            for side in (1, -1)
        }
    return {
        (s, side): enumerate_leg(node, mask, {**tiles, s: side})[0].places()
        for s in spaces
        for side in (1, -1)
    }


def placements_section(repeat: int) -> None:
    print("\nThe leg with every desert placement (both sides), shared vs from scratch:")
    cases = {
        "benchmark position": position("1:blue 2:green,orange 3:yellow,white", "5:oasis 7:mirage"),
        "the issue's example": position("1:green,yellow 2:orange 3:blue,white"),
    }
    for label, where in cases.items():
        times = interleaved(
            {
                "shared": lambda _, w=where: placements_once(w, True),
                "scratch": lambda _, w=where: placements_once(w, False),
            },
            repeat,
        )
        shared, scratch = placements_once(where, True), placements_once(where, False)
        a, b = statistics.median(times["shared"]), statistics.median(times["scratch"])
        print(
            f"  {label:<20} {len(shared)} placements: shared {a:6.1f} ms, "
            f"from scratch {b:6.1f} ms (x{b / a:.1f}); same figures: {shared == scratch}"
        )


def race_section(samples: int, repeat: int) -> None:
    print(f"\nRace odds, {samples:,} races each, medians of {repeat} interleaved runs:")
    for label, where in (
        ("start of a race", position("1:blue 2:green,orange 3:yellow,white", "5:oasis 7:mirage")),
        (
            "the race may end this leg",
            position("12:blue 13:green,orange 14:yellow 15:white", "9:mirage"),
        ),
    ):
        tiles = {t.space: t.side for t in where.tiles}
        times = interleaved(
            {
                "engine": lambda seed, w=where: race_odds(w, samples, seed=seed),
                "naive": lambda seed, w=where, t=tiles: naive_race(
                    w.stacks, t, w.dice, samples, seed
                ),
                "loop": lambda seed, w=where: every_leg(w, samples, seed),
            },
            repeat,
        )
        ours = race_odds(where, samples, seed=99)
        theirs = naive_race(where.stacks, tiles, where.dice, samples, 98)
        worst = max(
            abs(ours.winner[c] - theirs[c])
            / math.hypot(ours.stderr, math.sqrt(theirs[c] * (1 - theirs[c]) / samples) or 1e-9)
            for c in COLOURS
        )
        e, n, lp = (statistics.median(times[k]) for k in ("engine", "naive", "loop"))
        print(f"  {label} (the race ends this leg with P = {float(ours.ends_this_leg):.3f}):")
        print(f"    engine, exact first leg   {e:7.0f} ms   standard error {ours.stderr:.4f}")
        print(f"    naive simulation          {n:7.0f} ms   engine x{n / e:.1f} faster")
        print(f"    optimised loop, all legs  {lp:7.0f} ms   engine x{lp / e:.1f} faster")
        print(f"    largest gap to the naive figures: {worst:.1f} standard errors")


def analysis_section(repeat: int) -> None:
    issue = position("1:green,yellow 2:orange 3:blue,white")
    left = tuple((c, (2,) if c == "white" else (5, 3, 2)) for c in COLOURS)
    seat = Seat(leg_tiles=left, bets=(("white", 5),))
    holder = Seat(leg_tiles=left, bets=(("white", 5),), cards=(("winner", "white", 8),))
    times = interleaved(
        {
            "no race": lambda _: analyse(issue, seat, race_samples=0),
            "with race": lambda seed: analyse(issue, seat, seed=seed),
            "race cards held": lambda seed: analyse(issue, holder, seed=seed),
        },
        repeat,
    )
    analysis = analyse(issue, seat, race_samples=0)
    print("\nFull analysis of the issue's example (ana holds the white 5), median:")
    alone = statistics.median(times["no race"])
    print(f"  {len(analysis.actions)} actions without the race: {alone:.0f} ms")
    print(f"  with the race (20,000 races): {statistics.median(times['with race']):.0f} ms")
    print(
        "  holding a race card too (its change under each desert tile): "
        f"{statistics.median(times['race cards held']):.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    fast, slow = (11, 3) if args.quick else (51, 5)
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}")
    bench = position("1:blue 2:green,orange 3:yellow,white", "5:oasis 7:mirage")
    leg_section(bench, fast, slow)
    placements_section(slow)
    race_section(20_000, slow)
    analysis_section(slow)


if __name__ == "__main__":
    main()
