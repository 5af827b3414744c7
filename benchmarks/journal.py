"""The journal at length: `replay` of long games, recorded and dry run, and one more move.

    .venv/bin/python benchmarks/journal.py [--lines 500,1000,2000] [--runs 3]

Each case runs `assistant replay FILE` in a fresh process and a fresh ASSISTANT_HOME, on a
generated game of the toy game of the tests (`toy new --target ...` then N lines
`toy add 1`), so the numbers measure the journal and the CLI rather than any game's rules.
It prints, per length, the median wall and CPU time of a recorded replay and of a
`--dry-run`, the per-line cost (the time above a one-line replay, divided by N), and then the
time of one more `toy add 1` at the end of each recorded game.

Goals (issue 11): the per-line cost of a recorded replay at the longest length within 1.5x
of the cost at the shortest, and recording within 1.5x of `--dry-run`.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOY = ROOT / "tests" / "core" / "toy_cli.py"


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(args: list[str], home: Path) -> tuple[float, float]:
    """Wall and CPU seconds of `assistant ARGS` (with the toy game) in `home`."""
    env = dict(os.environ, ASSISTANT_HOME=str(home))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cpu, start = children_cpu(), time.perf_counter()
    subprocess.run(
        [sys.executable, str(TOY), *args],
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    return time.perf_counter() - start, children_cpu() - cpu


def game(folder: Path, lines: int) -> Path:
    path = folder / f"toy-{lines}.txt"
    body = "".join("toy add 1\n" for _ in range(lines))
    path.write_text(f"toy new --players ana,bo --target {lines + 10}\n{body}", encoding="utf-8")
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", default="500,1000,2000")
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    lengths = [int(n) for n in options.lines.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = {n: game(folder, n) for n in [1, *lengths]}
        results: dict[tuple[int, str], tuple[float, float]] = {}
        after: dict[int, float] = {}
        for n, path in files.items():
            for mode in ("recorded", "dry-run"):
                walls, cpus = [], []
                for r in range(options.runs):
                    home = folder / f"home-{n}-{mode}-{r}"
                    extra = ["--dry-run"] if mode == "dry-run" else []
                    wall, cpu = run(["replay", *extra, str(path)], home)
                    walls.append(wall)
                    cpus.append(cpu)
                    if mode == "recorded":
                        more = [run(["toy", "add", "1"], home)[0] for _ in range(3)]
                        after.setdefault(n, statistics.median(more))
                results[n, mode] = statistics.median(walls), statistics.median(cpus)
        print(
            f"{'lines':>6} {'mode':>9} {'wall s':>8} {'cpu s':>8} "
            f"{'wall ms/line':>13} {'cpu ms/line':>12}"
        )
        per_line: dict[tuple[int, str, int], float] = {}
        for n in lengths:
            for mode in ("recorded", "dry-run"):
                wall, cpu = results[n, mode]
                for i, value in enumerate((wall, cpu)):
                    base = results[1, mode][i]
                    per_line[n, mode, i] = (value - base) / (n - 1) * 1000
                print(
                    f"{n:>6} {mode:>9} {wall:8.2f} {cpu:8.2f} "
                    f"{per_line[n, mode, 0]:13.3f} {per_line[n, mode, 1]:12.3f}"
                )
        short, long = lengths[0], lengths[-1]
        for i, what in enumerate(("wall", "cpu")):
            growth = per_line[long, "recorded", i] / per_line[short, "recorded", i]
            print(f"{what}: per-line cost of a recorded replay, {long} vs {short}: {growth:.2f}x")
            for n in lengths:
                ratio = per_line[n, "recorded", i] / per_line[n, "dry-run", i]
                print(f"{what}: recorded vs dry run per line at {n} lines: {ratio:.2f}x")
        for n in lengths:
            print(f"one more `toy add 1` after {n} moves: {after[n] * 1000:.0f} ms")
        print(f"one-line replay (start-up): {results[1, 'recorded'][0] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
