"""Benchmark: legal placements, lettered choices and threats; `options` and `threats` beside
`status` as one-shot commands.

    python benchmarks/desert.py [EXAMPLE.txt] [--repeat N] [--runs N]

Replays a recorded game (default: examples/through-the-desert/two-players.txt) through the
pure rules, and at every position of the camel phase times `legal_placements` for the
player to move, `aids.choices` for each of their colours and `aids.threats` (median of
--repeat runs each): the median over the positions and the slowest. Target for
`legal_placements`: under 5 ms.

Then the one-shot commands a table types, late in the same game (its last two camels
undone): `desert status`, `desert options purple`, `desert threats`, each run --runs times
in turn with the others (so that all three share the machine's noise), in a temporary
ASSISTANT_HOME, bytecode cached as on a user's machine. Prints the medians and their ratio
to `status`. Target: at most 2 for `options` and `threats`. The machine is shared: only the
ratios of one run mean much.
"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.boards import load_board  # noqa: E402
from assistant.games.desert import GAME, aids  # noqa: E402
from assistant.games.desert.moves import LeaderMove, PlaceMove, WaterMove  # noqa: E402
from assistant.games.desert.rules import legal_placements  # noqa: E402

ONE_SHOTS: dict[str, list[str]] = {
    "status": ["desert", "status"],
    "options": ["desert", "options", "purple"],
    "threats": ["desert", "threats"],
}


def positions(example: Path) -> list[Any]:
    """The states of the camel phase of a recorded game, in order."""
    state: Any = None
    found = []
    for line in example.read_text(encoding="utf-8").splitlines():
        words = shlex.split(line, comments=True)
        if not words:
            continue
        command, args = words[1], words[2:]
        if command == "new":
            board = load_board(args[args.index("--map") + 1] if "--map" in args else "kosmos-2-3p")
            setup = {
                "players": args[args.index("--players") + 1].split(","),
                "board": board.to_data(),
                "oases": args[args.index("--oases") + 1].split(","),
            }
            state = GAME.initial_state(setup)
            continue
        if command == "water":
            state = GAME.apply(state, WaterMove(args[0], int(args[1])))
            continue
        player = state.players[state.seat]
        if command == "leader":
            state = GAME.apply(state, LeaderMove(player, args[0], args[1]))
        elif command == "place":
            water = tuple(
                (cell, int(value))
                for i, word in enumerate(args)
                if word == "--water"
                for cell, value in [args[i + 1].split("=")]
            )
            state = GAME.apply(state, PlaceMove(player, args[0], args[1], water))
        if state.phase == "camels":
            found.append(state)
    return found


def median_ms(call: Callable[[], Any], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1000


def pure(states: list[Any], repeat: int, name: str) -> None:
    placements = [median_ms(lambda s=s: legal_placements(s, s.seat), repeat) for s in states]
    sizes = [len(legal_placements(s, s.seat)) for s in states]
    choices = [
        median_ms(lambda s=s: [aids.choices(s, s.seat, c) for c in range(5)], repeat)
        for s in states
    ]
    outlook = [median_ms(lambda s=s: aids.threats(s, s.seat), max(3, repeat // 10)) for s in states]
    print(f"pure functions, {len(states)} positions of the camel phase of {name}")
    print(
        f"  legal placements: median {statistics.median(placements):.3f} ms, slowest "
        f"{max(placements):.3f} ms; per position median {statistics.median(sizes):.0f}, "
        f"max {max(sizes)}"
    )
    print(f"  target: under 5 ms -> {'OK' if max(placements) < 5 else 'TOO SLOW'}")
    print(
        f"  choices, all 5 colours: median {statistics.median(choices):.2f} ms, slowest "
        f"{max(choices):.2f} ms"
    )
    print(f"  threats: median {statistics.median(outlook):.2f} ms, slowest {max(outlook):.2f} ms")


def one_shots(example: Path, runs: int) -> None:
    script = str(Path(sys.executable).parent / "assistant")
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ASSISTANT_HOME=home, COLUMNS="80")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for words in (["replay", str(example)], ["undo"], ["undo"]):
            subprocess.run([script, *words], env=env, check=True, capture_output=True)
        times: dict[str, list[float]] = {name: [] for name in ONE_SHOTS}
        for words in ONE_SHOTS.values():  # warm up: bytecode caches exist
            subprocess.run([script, *words], env=env, check=True, capture_output=True)
        for _ in range(runs):
            for name, words in ONE_SHOTS.items():
                start = time.perf_counter()
                subprocess.run(
                    [script, *words],
                    env=env,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    check=True,
                )
                times[name].append(time.perf_counter() - start)
    base = statistics.median(times["status"])
    print(f"one-shot commands late in {example.name} (two camels before the end), {runs} runs")
    for name, words in ONE_SHOTS.items():
        median = statistics.median(times[name])
        print(
            f"  {'assistant ' + ' '.join(words):<34} {median * 1000:7.1f} ms  x{median / base:.2f}"
        )
    worst = max(statistics.median(times[n]) for n in ("options", "threats")) / base
    print(
        f"  target: options and threats at most 2x status -> {'OK' if worst <= 2 else 'TOO SLOW'}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "example",
        nargs="?",
        default=str(ROOT / "examples" / "through-the-desert" / "two-players.txt"),
    )
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--quick", action="store_true", help="5 repeats and 5 runs")
    options = parser.parse_args()
    if options.quick:
        options.repeat, options.runs = 5, 5
    example = Path(options.example)
    pure(positions(example), options.repeat, example.name)
    one_shots(example, options.runs)


if __name__ == "__main__":
    main()
