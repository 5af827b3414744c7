"""Start-up time: `assistant --json sessions` beside a bare `python -c pass`, in one run.

    .venv/bin/python benchmarks/startup.py [--runs 40]

Both commands run alternately, the same number of times, in a temporary ASSISTANT_HOME that
already holds a journal; the medians and their ratio are printed. The machine is shared and
noisy, so only the ratio within one run means much. Goal (issue 2): at most 8x.
Bytecode caching is left on (as on a user's machine), whatever this shell sets.
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


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True
    )
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args()
    script = Path(sys.executable).parent / "assistant"
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ASSISTANT_HOME=home)
        # Measure what a user gets: bytecode cached as Python normally does (this sandbox
        # sets PYTHONDONTWRITEBYTECODE, which would recompile every module on every start).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for _ in range(2):  # warm up: the journal and the bytecode caches exist
            subprocess.run(
                [str(script), "--json", "sessions"], env=env, check=True, capture_output=True
            )
        bare, ours = [], []
        for _ in range(args.runs):
            bare.append(timed([sys.executable, "-c", "pass"], env))
            ours.append(timed([str(script), "--json", "sessions"], env))
    b, o = statistics.median(bare) * 1000, statistics.median(ours) * 1000
    print(f"python -c pass            median {b:7.1f} ms  ({args.runs} runs)")
    print(f"assistant --json sessions median {o:7.1f} ms  ({args.runs} runs)")
    print(f"ratio {o / b:.1f}x  (goal: at most 8x)")


if __name__ == "__main__":
    main()
