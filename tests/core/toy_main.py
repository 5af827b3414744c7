"""Run the assistant with the toy game registered, as its own process:

    python tests/core/toy_main.py ARGS...     # the same as `assistant ARGS...`, plus `toy`

The pseudo-terminal tests of table mode and `benchmarks/table.py` start it, since the toy
game is not a game that ships. `TOY_SIGINT_AT=POINT` sends SIGINT to the process at the first
fault point called POINT (see `assistant.interrupts`), for the Ctrl-C tests.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def register() -> None:
    """Register `toy_game` as the game `toy`, with `toy_rulebook.yaml` as its rules."""
    sys.path.insert(0, str(HERE))
    import toy_game

    from assistant import games

    games.register(toy_game.SPEC)


def arm() -> None:
    """Send SIGINT at the first fault point named by `TOY_SIGINT_AT`, if set."""
    point = os.environ.get("TOY_SIGINT_AT")
    if not point:
        return
    from assistant import interrupts

    fired: list[str] = []

    def hook(name: str) -> None:
        if name == point and not fired:
            fired.append(name)
            os.kill(os.getpid(), signal.SIGINT)

    interrupts.FAULT = hook


if __name__ == "__main__":
    register()
    arm()
    from assistant.cli.app import main

    sys.exit(main())
