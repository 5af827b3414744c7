"""Start-up time of typical one-shot commands beside a bare `python -c pass`, in one run.

    .venv/bin/python benchmarks/startup.py [--runs 30] [--before OTHER/.venv/bin/assistant]

Every command runs alternately with the others, the same number of times, in a temporary
ASSISTANT_HOME that holds a Camel Up session; the medians and their ratio to `python -c pass`
are printed. With `--before`, a second installed copy (an older checkout's console script)
runs the same commands in the same loop, so "before" and "after" share the machine's noise.
The machine is shared and noisy: only ratios within one run mean much. Goal: at most 8x for
`--json sessions`. Bytecode caching is left on (as on a user's machine).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COMMANDS: list[list[str]] = [
    ["--json", "sessions"],
    ["--help"],
    ["--lang", "fr", "--help"],
    ["camel", "status"],
    ["--lang", "it", "camel", "status"],
]
SETUP = ["camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white"]


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
    )
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--before", help="another copy's console script, measured alongside")
    args = parser.parse_args()
    scripts = {"now": str(Path(sys.executable).parent / "assistant")}
    if args.before:
        scripts = {"before": args.before, **scripts}
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ASSISTANT_HOME=home, COLUMNS="100")
        # Measure what a user gets: bytecode cached as Python normally does (this sandbox
        # sets PYTHONDONTWRITEBYTECODE, which would recompile every module on every start).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        first = next(iter(scripts.values()))
        subprocess.run([first, *SETUP], env=env, check=True, capture_output=True)
        for script in scripts.values():  # warm up: bytecode caches exist
            for command in COMMANDS:
                subprocess.run([script, *command], env=env, check=True, capture_output=True)
        bare: list[float] = []
        times: dict[tuple[str, int], list[float]] = {}
        for _ in range(args.runs):
            bare.append(timed([sys.executable, "-c", "pass"], env))
            for label, script in scripts.items():
                for i, command in enumerate(COMMANDS):
                    times.setdefault((label, i), []).append(timed([script, *command], env))
    b = statistics.median(bare) * 1000
    print(f"{'python -c pass':<34} {'':>8} median {b:7.1f} ms  ({args.runs} runs)")
    for i, command in enumerate(COMMANDS):
        for label in scripts:
            ms = statistics.median(times[(label, i)]) * 1000
            text = "assistant " + " ".join(command)
            print(f"{text:<34} {label:>8} median {ms:7.1f} ms  ratio {ms / b:4.1f}x")


if __name__ == "__main__":
    main()
