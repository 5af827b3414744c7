"""Table mode: the prompt's start-up and the time per move, beside a one-shot command.

    .venv/bin/python benchmarks/table.py [--game toy|camel-up|...] [--moves 40]

For random games of GAME (drawn through the game interface: `random_setup`, `random_move`,
`format_move`), every move is typed twice in a temporary ASSISTANT_HOME:

* at `assistant play` in a pseudo-terminal: the time from Enter to the next prompt (the line is
  dispatched in-process, the move written to the journal, the prompt line recomputed);
* as the one-shot command `assistant --session S <game> WORDS...` (a whole process each).

Also: the prompt's start-up (spawn to first prompt, which shows the status first) and
`TablePrompt.run` alone, in this process. `toy` is the tiny game of the tests (`tests/core`), the
default while the real games are not on the game interface. Medians; the machine is shared and
noisy, so compare numbers from one run only. Bytecode caching is left on, as for a user.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
TOY = REPO / "tests" / "core" / "toy_main.py"
PROMPT_STARTS = "\x1b[?2004h"  # prompt_toolkit turns bracketed paste on as each prompt opens


def launcher(game_id: str) -> list[str]:
    return [sys.executable, str(TOY)] if game_id == "toy" else [sys.executable, "-m", "assistant"]


def random_games(game_id: str, moves: int, seed: int) -> list[tuple[dict[str, Any], list[str]]]:
    """Setups and the lines of their moves (in the CLI's words), `moves` lines in all."""
    from assistant.games import BY_ID, load

    game, spec, rng = load(game_id), BY_ID[game_id], random.Random(seed)
    players = ["ana", "bo", "cy", "di", "ed"][: max(spec.min_players, min(3, spec.max_players))]
    games: list[tuple[dict[str, Any], list[str]]] = []
    left = moves
    while left > 0:
        setup = game.random_setup(rng, players)
        state, lines = game.initial_state(setup), []
        while left > 0 and (move := game.random_move(state, rng)) is not None:
            lines.append(shlex.join(game.format_move(move)))
            state = game.apply(state, move)
            left -= 1
        games.append((setup, lines))
    return games


def create(game_id: str, setup: dict[str, Any], name: str) -> None:
    from assistant.cli.recording import create as create_session
    from assistant.cli.runtime import Runtime

    runtime = Runtime()
    try:
        create_session(runtime, game_id, setup, name)
    finally:
        runtime.close()


def at_the_prompt(
    game_id: str, name: str, lines: list[str], env: dict[str, str]
) -> tuple[float, list[float]]:
    """Start-up of `assistant play NAME` and the time of each line, in a pseudo-terminal."""
    import pexpect

    start = time.perf_counter()
    child = pexpect.spawn(
        launcher(game_id)[0],
        [*launcher(game_id)[1:], "play", name],
        env=env,
        encoding="utf-8",
        timeout=30,
        dimensions=(50, 150),
    )
    child.expect_exact(PROMPT_STARTS)
    started = time.perf_counter() - start
    child.delaybeforesend = None  # pexpect waits 50 ms before each send by default
    times = []
    for line in lines:
        sent = time.perf_counter()
        child.send(line + "\r")
        child.expect_exact(PROMPT_STARTS)
        times.append(time.perf_counter() - sent)
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    return started, times


def one_shot(game_id: str, name: str, lines: list[str], env: dict[str, str]) -> list[float]:
    from assistant.games import BY_ID

    cli = BY_ID[game_id].cli
    times = []
    for line in lines:
        start = time.perf_counter()
        subprocess.run(
            [*launcher(game_id), "--session", name, cli, *shlex.split(line)],
            env=env,
            check=True,
            capture_output=True,
        )
        times.append(time.perf_counter() - start)
    return times


def in_process(name: str, lines: list[str]) -> list[float]:
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    runtime = Runtime()
    runtime.session = name
    table = TablePrompt(runtime, name)
    times = []
    with contextlib.redirect_stdout(io.StringIO()):
        for line in lines:
            start = time.perf_counter()
            if table.run(line) != 0:
                raise SystemExit(f"refused: {line}")
            times.append(time.perf_counter() - start)
    runtime.close()
    return times


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:7.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="toy", help="toy (default) or a game id")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="10 moves")
    args = parser.parse_args()
    if args.quick:
        args.moves = 10
    if args.game == "toy":
        sys.path.insert(0, str(TOY.parent))
        import toy_main

        toy_main.register()
    with tempfile.TemporaryDirectory() as home:
        os.environ["ASSISTANT_HOME"] = home
        env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        starts, prompt, shots, direct = [], [], [], []
        for number, (setup, lines) in enumerate(random_games(args.game, args.moves, args.seed)):
            for where in ("prompt", "shot", "direct"):
                create(args.game, setup, f"{where}-{number}")
            started, times = at_the_prompt(args.game, f"prompt-{number}", lines, env)
            starts.append(started)
            prompt += times
            shots += one_shot(args.game, f"shot-{number}", lines, env)
            direct += in_process(f"direct-{number}", lines)
    print(f"{args.game}: {len(prompt)} moves in {len(starts)} games")
    print(f"prompt start-up (spawn to first prompt)    {ms(starts)}  ({len(starts)} starts)")
    print(f"a move at the prompt (Enter to next prompt) {ms(prompt)}")
    print(f"a move as a one-shot command (a process)    {ms(shots)}")
    print(f"TablePrompt.run alone, in process           {ms(direct)}")
    print(f"one-shot / prompt: {statistics.median(shots) / statistics.median(prompt):.1f}x")


if __name__ == "__main__":
    main()
