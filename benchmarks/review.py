"""Benchmark of `assistant camel review`: `.venv/bin/python benchmarks/review.py [--quick]`.

Replays `examples/camel-up/full-game.txt` into a temporary ASSISTANT_HOME and times the review
of every decision of that game: in-process (the engine, `review.review`) and as the one-shot
command (`assistant camel review`, start-up included), medians of a few runs. Goal: at most
20 s on this 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.games.camel_up import GAME  # noqa: E402
from assistant.games.camel_up.review import review  # noqa: E402

EXAMPLE = ROOT / "examples" / "camel-up" / "full-game.txt"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    runs = 2 if args.quick else 5
    script = str(Path(sys.executable).parent / "assistant")
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}, "
        f"{os.cpu_count()} cores"
    )
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ASSISTANT_HOME=home)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run([script, "replay", str(EXAMPLE)], env=env, check=True, capture_output=True)
        exported = subprocess.run(
            [script, "--json", "sessions", "export", "camel-up-1", "--format", "json"],
            env=env,
            check=True,
            capture_output=True,
            text=True,
        )
        doc = json.loads(exported.stdout)
        moves = [GAME.move_from_json(m["move"]) for m in doc["moves"] if m["status"] == "active"]
        engine: list[float] = []
        command: list[float] = []
        for run in range(runs):
            start = time.perf_counter()
            result = review(doc["setup"], moves, seed=run)
            engine.append(time.perf_counter() - start)
            start = time.perf_counter()
            subprocess.run([script, "camel", "review"], env=env, check=True, capture_output=True)
            command.append(time.perf_counter() - start)
    print(f"\nReview of {EXAMPLE.name}: {len(result.decisions)} decisions, medians of {runs} runs")
    print(f"  engine (review.review)         {statistics.median(engine):6.2f} s")
    print(f"  one-shot `assistant camel review` {statistics.median(command):6.2f} s   (goal 20 s)")


if __name__ == "__main__":
    main()
