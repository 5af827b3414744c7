"""Benchmark: every legal camel placement for the player whose turn it is.

    python benchmarks/desert.py [EXAMPLE.txt] [--repeat N]

Replays a recorded game (default: examples/through-the-desert/two-players.txt) through the
pure rules, and at every position of the camel phase times `legal_placements` for the
player to move (median of --repeat runs each). Prints the median over the positions and
the slowest position. The target is under 5 ms.
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.cli.desert import load_board  # noqa: E402
from assistant.games.desert import GAME, LeaderMove, PlaceMove, WaterMove  # noqa: E402
from assistant.games.desert.rules import legal_placements  # noqa: E402


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "example",
        nargs="?",
        default=str(ROOT / "examples" / "through-the-desert" / "two-players.txt"),
    )
    parser.add_argument("--repeat", type=int, default=50)
    options = parser.parse_args()
    states = positions(Path(options.example))
    timings: list[float] = []
    sizes: list[int] = []
    for state in states:
        samples = []
        for _ in range(options.repeat):
            start = time.perf_counter()
            found = legal_placements(state, state.seat)
            samples.append(time.perf_counter() - start)
        timings.append(statistics.median(samples) * 1000)
        sizes.append(len(found))
    print(
        f"legal placements for the player to move, {len(states)} positions of "
        f"{Path(options.example).name}"
    )
    print(f"  median {statistics.median(timings):.3f} ms, slowest {max(timings):.3f} ms")
    print(
        f"  legal placements per position: median {statistics.median(sizes):.0f}, max {max(sizes)}"
    )
    print(f"  target: under 5 ms -> {'OK' if max(timings) < 5 else 'TOO SLOW'}")


if __name__ == "__main__":
    main()
