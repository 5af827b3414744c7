"""Benchmark of the Camel Up odds engine: `.venv/bin/python benchmarks/odds.py [--quick]`.

Prints, in one run and interleaved (the machine's load hits both sides of a comparison alike):

* the exact leg odds, first edition (all five dice, two desert tiles), beside a naive
  enumeration of the 29,160 outcomes written here, checking that both give the same
  fractions;
* the exact leg odds of the second edition at the start of a leg (six dice in the pyramid,
  five come out: 320,760 outcomes), target 150 ms in-process;
* every desert placement valued (both sides), and only as far as the ten best actions need;
* the race odds beside a FAIR naive simulation written here: a camel-to-space map, stacks as
  lists, no scan of every space, each race played die by die from the position with the
  cheapest random draws; the same number of races, the figures agreeing within three
  standard errors; and the adaptive default (as many races as a standard error of 0.01
  needs);
* second-edition leg starts drawn at random: the default analysis in-process (median and
  slowest), and the slowest as a one-shot command;
* with holdings a tile changes (tickets, race cards on the piles), the default analysis
  in-process;
* the whole one-shot command, `assistant camel odds` with its default settings (and the
  second edition's `--race-samples 0`, and its `--json`, which values every placement),
  beside `python -c pass` from the same venv, taking turns, medians: the ratios
  docs/camel-up-odds.md quotes (targets 22x and 25x, and 250 ms); then the same from a
  second-edition session whose player has a finish card of known colour on a pile.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.games.camel_up.odds import (
    COLOURS,
    DesertTile,
    Position,
    desert_placements,
    format_camels,
    format_tiles,
    leg_odds,
    parse_camels,
    parse_dice,
    parse_tiles,
    race_odds,
)
from assistant.games.camel_up.odds_value import Seat, analyse
from assistant.games.camel_up.state import CRAZY, RACING_2

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


def fair_race(
    stacks: Stacks, tiles: Mapping[int, int], dice: Iterable[str], samples: int, seed: int
) -> dict[str, float]:
    """Winner frequencies over `samples` races, each played die by die from the position: a
    camel-to-space map and the stacks as lists (no scan of every space), the dice shuffled
    and the faces drawn with one `random()` each."""
    rng = random.Random(seed)
    uniform = rng.random
    shuffle = rng.shuffle
    wins: Counter[str] = Counter()
    first_dice = sorted(dice)
    for _ in range(samples):
        where = {c: s for s, cs in stacks for c in cs}
        track = {s: list(cs) for s, cs in stacks}
        pyramid = list(first_dice)
        leg_tiles = tiles
        over = False
        while not over:
            shuffle(pyramid)
            for colour in pyramid:
                space = where[colour]
                stack = track[space]
                cut = stack.index(colour)
                group = stack[cut:]
                del stack[cut:]
                if not stack:
                    del track[space]
                dest = space + 1 + int(uniform() * 3)
                side = leg_tiles.get(dest, 0)
                dest += side
                there = track.get(dest)
                if there is None:
                    track[dest] = group
                elif side < 0:
                    there[:0] = group
                else:
                    there.extend(group)
                for camel in group:
                    where[camel] = dest
                if dest > END:
                    wins[track[dest][-1]] += 1
                    over = True
                    break
            pyramid = list(COLOURS)
            leg_tiles = {}
    return {c: wins[c] / samples for c in COLOURS}


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


def position(camels: str, tiles: str = "", dice: str | None = None, edition: int = 1) -> Position:
    stacks = parse_camels(camels, edition=edition)
    pyramid = parse_dice(dice) if dice is not None else None
    tiles_ = parse_tiles(tiles, edition=edition)
    if pyramid is None:
        return Position(stacks, tiles_, edition=edition)
    return Position(stacks, tiles_, pyramid, edition)


BENCH = ("1:blue 2:green,orange 3:yellow,white", "5:oasis 7:mirage")
ISSUE = "1:green,yellow 2:orange 3:blue,white"
SECOND = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"


def leg_section(fast: int, slow: int) -> None:
    bench = position(*BENCH)
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
    print(f"  engine  {ours:8.2f} ms")
    print(f"  naive   {naive:8.2f} ms   ({exact.outcomes} outcomes)   speed-up x{naive / ours:.0f}")
    print(f"  same fractions: {same}")
    second = position(SECOND, edition=2)
    ms = statistics.median(interleaved({"2": lambda _: leg_odds(second)}, fast)["2"])
    print(f"Second edition, start of a leg ({SECOND}), six dice, five come out:")
    print(f"  engine  {ms:8.2f} ms   ({leg_odds(second).outcomes:,} outcomes; target 150 ms)")


def placements_section(repeat: int) -> None:
    print("\nEvery desert (spectator) placement valued, and only as far as the 10 best need:")
    cases = {
        "benchmark position": position(*BENCH),
        "the issue's example": position(ISSUE),
        "one stack of five": position("1:blue,green,orange,yellow,white"),
        "second edition, leg start": position(SECOND, edition=2),
    }
    for label, where in cases.items():
        times = interleaved(
            {
                "all": lambda _, w=where: analyse(w, race_samples=0),
                "top": lambda _, w=where: analyse(w, race_samples=0, top=10),
            },
            repeat,
        )
        whole, top = analyse(where, race_samples=0), analyse(where, race_samples=0, top=10)
        same = whole.actions[:10] == top.actions[:10]
        a, b = statistics.median(times["all"]), statistics.median(times["top"])
        n = len(desert_placements(where))
        print(
            f"  {label:<26} {n} placements: all {a:6.1f} ms, for the top 10 {b:6.1f} ms "
            f"({len(top.unvalued)} left out); same top 10: {same}"
        )


def race_section(samples: int, repeat: int) -> None:
    print(f"\nRace odds, medians of {repeat} interleaved runs:")
    for label, where in (
        ("start of a race", position(*BENCH)),
        (
            "the race may end this leg",
            position("12:blue 13:green,orange 14:yellow 15:white", "9:mirage"),
        ),
    ):
        tiles = {t.space: t.side for t in where.tiles}
        times = interleaved(
            {
                "engine": lambda seed, w=where: race_odds(w, samples, seed=seed),
                "naive": lambda seed, w=where, t=tiles: fair_race(
                    w.stacks, t, w.dice, samples, seed
                ),
                "adaptive": lambda seed, w=where: race_odds(w, None, seed=seed),
            },
            repeat,
        )
        ours = race_odds(where, samples, seed=99)
        theirs = fair_race(where.stacks, tiles, where.dice, samples, 98)
        worst = max(
            abs(ours.winner[c] - theirs[c])
            / math.hypot(ours.stderr, math.sqrt(theirs[c] * (1 - theirs[c]) / samples) or 1e-9)
            for c in COLOURS
        )
        adaptive = race_odds(where, None, seed=99)
        e, n, a = (statistics.median(times[k]) for k in ("engine", "naive", "adaptive"))
        print(f"  {label} (the race ends this leg with P = {float(ours.ends_this_leg):.3f}):")
        print(f"    engine, {samples:,} races      {e:7.0f} ms   standard error {ours.stderr:.4f}")
        print(f"    fair naive, {samples:,} races  {n:7.0f} ms   engine x{n / e:.1f} faster")
        print(
            f"    engine, adaptive (0.01)    {a:7.0f} ms   {adaptive.simulated:,} races played, "
            f"standard error {adaptive.stderr:.4f}"
        )
        print(f"    largest gap to the naive figures: {worst:.1f} standard errors")


def analysis_section(repeat: int) -> None:
    issue = position(ISSUE)
    left = tuple((c, (2,) if c == "white" else (5, 3, 2)) for c in COLOURS)
    seat = Seat(leg_tiles=left, bets=(("white", 5),))
    holder = Seat(leg_tiles=left, bets=(("white", 5),), cards=(("winner", "white", 8),))
    times = interleaved(
        {
            "no race": lambda _: analyse(issue, seat, race_samples=0),
            "with race": lambda seed: analyse(issue, seat, seed=seed),
            "top 10": lambda seed: analyse(issue, seat, seed=seed, top=10),
            "race cards held": lambda seed: analyse(issue, holder, seed=seed),
        },
        repeat,
    )
    print("\nFull analysis of the issue's example (ana holds the white 5), median in-process:")
    for name, values in times.items():
        print(f"  {name:<16} {statistics.median(values):6.0f} ms")


def holdings_section(repeat: int) -> None:
    """The default analysis (the ten best actions, the race to a standard error of 0.01)
    when the player holds something a tile changes: leg-bet tiles (betting tickets), race
    cards of known colour on the piles, their own tile on the track."""
    fresh2 = Seat.fresh(2)
    left2 = tuple((c, t[1:] if c == "blue" else t) for c, t in fresh2.leg_tiles)
    left1 = tuple((c, (3, 2) if c in ("white", "blue") else (5, 3, 2)) for c in COLOURS)
    second = position(SECOND, edition=2)
    issue = position(ISSUE)
    five = position("1:blue,green,orange,yellow,white")
    cases: dict[str, tuple[Position, Seat]] = {
        "2nd ed. leg start, the blue 5 held": (second, replace(fresh2, leg_tiles=left2, bets=HELD)),
        "2nd ed. leg start, a finish card on the winner pile": (
            second,
            replace(fresh2, cards=(("winner", "blue", 8),), winner_pile=("blue",)),
        ),
        "1st ed. race start, two 5s held": (issue, Seat(leg_tiles=left1, bets=BETS_1)),
        "1st ed. race start, two 5s and two race cards held": (
            issue,
            Seat(
                leg_tiles=left1,
                bets=BETS_1,
                cards=(("winner", "white", 8), ("loser", "green", 8)),
                winner_pile=("white",),
                loser_pile=("green",),
            ),
        ),
        "1st ed. one stack of five, a race card held": (
            five,
            Seat(cards=(("winner", "white", 8),), winner_pile=("white",)),
        ),
    }
    times = interleaved(
        {
            label: lambda seed, w=where, s=seat: analyse(w, s, seed=seed, top=10)
            for label, (where, seat) in cases.items()
        },
        repeat,
    )
    print("\nWith holdings a tile changes, the default analysis in-process (medians):")
    for label, values in times.items():
        print(f"  {label:<52} {statistics.median(values):6.0f} ms")


HELD = (("blue", 5),)
BETS_1 = (("white", 5), ("blue", 5))

ONE_SHOT: list[tuple[str, list[str]]] = [
    ("race start (the issue's example)", ["camel", "odds", "--camels", ISSUE]),
    ("one stack of five", ["camel", "odds", "--camels", "1:blue,green,orange,yellow,white"]),
    (
        "mid-race, two tiles",
        [
            "camel",
            "odds",
            "--camels",
            "3:blue 5:green 6:orange,yellow 9:white",
            "--tiles",
            "11:mirage 14:oasis",
        ],
    ),
    (
        "near the finish",
        [
            "camel",
            "odds",
            "--camels",
            "9:blue 12:green 13:orange,yellow 14:white",
            "--tiles",
            "11:mirage",
        ],
    ),
    ("a session mid-leg", ["camel", "odds"]),
    ("second edition, leg start", ["camel", "odds", "--edition", "2", "--camels", SECOND]),
    (
        "second edition, --race-samples 0",
        ["camel", "odds", "--edition", "2", "--camels", SECOND, "--race-samples", "0"],
    ),
    (
        "second edition, --json (every placement)",
        ["--json", "camel", "odds", "--edition", "2", "--camels", SECOND],
    ),
    (
        "second edition, the blue 5 held",
        ["camel", "odds", "--edition", "2", "--camels", SECOND, "--bets", "blue:5"],
    ),
    (
        "race start, two 5s held",
        ["camel", "odds", "--camels", ISSUE, "--bets", "white:5 blue:5"],
    ),
]


SESSION = [
    ["camel", "new", "--players", "ana,bo", "--start", ISSUE],
    ["camel", "bet", "white"],
    ["camel", "desert", "5", "mirage"],
    ["camel", "roll", "orange", "2"],
]
"""A session three moves into a leg, for the lines that ask about it."""

CARDS = [
    ["camel", "new", "--edition", "2", "--players", "ana,bo", "--start", SECOND],
    ["camel", "race", "winner", "blue"],
    ["camel", "race", "loser", "green"],
]
"""A second-edition session at the first leg's start, but for a finish card of known colour
on each pile (ana's blue on the winner pile, bo's green on the loser pile)."""


def one_shot_section(
    runs: int,
    lines: list[tuple[str, list[str]]] = ONE_SHOT,
    session: Sequence[list[str]] = SESSION,
) -> None:
    """Each command against `python -c pass`, taking turns, medians of `runs` (first the
    moves of `session`, for the lines that ask about it)."""
    script = str(Path(sys.executable).parent / "assistant")
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ASSISTANT_HOME=home, COLUMNS="100")
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode cached, as on a user's machine
        for words in session:
            subprocess.run([script, *words], env=env, check=True, capture_output=True)
        commands = {"pass": [sys.executable, "-c", "pass"]}
        commands |= {label: [script, *words] for label, words in lines}
        for command in commands.values():  # warm up
            subprocess.run(command, env=env, check=True, capture_output=True)
        times: dict[str, list[float]] = {label: [] for label in commands}
        for _ in range(runs):
            for label, command in commands.items():
                start = time.perf_counter()
                subprocess.run(command, env=env, check=True, capture_output=True)
                times[label].append(time.perf_counter() - start)
    bare = statistics.median(times["pass"]) * 1000
    print(
        f"\nOne-shot `assistant camel odds`, default settings, medians of {runs} runs taking turns:"
    )
    print(f"  {'python -c pass':<36} {bare:7.1f} ms")
    for label, _ in lines:
        ms = statistics.median(times[label]) * 1000
        print(f"  {label:<36} {ms:7.1f} ms   {ms / bare:5.1f}x")


def random_leg_start(rng: random.Random) -> Position:
    """A second-edition leg start: the seven camels on random spaces (half of them drawn
    among 6-11), 0-2 spectator tiles, the six dice in the pyramid."""
    camels = [*RACING_2, *CRAZY]
    rng.shuffle(camels)
    stacks: dict[int, list[str]] = {}
    for camel in camels:
        space = rng.randint(6, 11) if rng.random() < 0.5 else rng.randint(1, 16)
        stacks.setdefault(space, []).append(camel)
    tiles: list[DesertTile] = []
    for _ in range(rng.randint(0, 2)):
        free = [
            s for s in range(2, 17) if s not in stacks and all(abs(s - t.space) > 1 for t in tiles)
        ]
        if free:
            tiles.append(DesertTile(rng.choice(free), rng.choice((1, -1))))
    return Position(
        tuple((s, tuple(cs)) for s, cs in sorted(stacks.items())), tuple(tiles), edition=2
    )


def spread_section(count: int, runs: int) -> None:
    """`count` random second-edition leg starts (seeded): the analysis `camel odds` makes by
    default (the ten best actions, the race to a standard error of 0.01), in-process; then
    the slowest as a one-shot command beside `python -c pass`, taking turns."""
    times = []
    for seed in range(count):
        where = random_leg_start(random.Random(seed))
        ms = min(timed(lambda w=where: analyse(w, seed=1, top=10))[0] for _ in range(2))
        times.append((ms, seed, where))
    times.sort(key=lambda t: t[0])
    slowest = times[-1][2]
    print(f"\nSecond edition, {count} random leg starts, the default analysis in-process:")
    median = statistics.median(t[0] for t in times)
    print(
        f"  median {median:6.0f} ms, slowest {times[-1][0]:6.0f} ms "
        f"({format_camels(slowest.stacks)}; {format_tiles(slowest.tiles, 2) or 'no tile'})"
    )
    words = ["camel", "odds", "--edition", "2", "--camels", format_camels(slowest.stacks)]
    if slowest.tiles:
        words += ["--tiles", format_tiles(slowest.tiles, 2)]
    one_shot_section(runs, [("the slowest, one-shot", words)], session=())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    fast, slow, runs, spread = (5, 2, 5, 8) if args.quick else (21, 5, 15, 40)
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}, "
        f"{os.cpu_count()} cores"
    )
    leg_section(fast, slow)
    placements_section(slow)
    race_section(20_000, slow)
    analysis_section(slow)
    holdings_section(slow)
    one_shot_section(runs)
    card = ["camel", "odds", "--player", "ana"]
    one_shot_section(runs, [("2nd ed. leg start, a finish card held", card)], session=CARDS)
    spread_section(spread, runs)


if __name__ == "__main__":
    main()
