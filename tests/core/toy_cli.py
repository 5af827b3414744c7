"""`python tests/core/toy_cli.py ARGS...`: the assistant with the toy game registered.

For the tests that need a real process (signals, closed pipes, `/dev/full`, several writers
at once) and for `benchmarks/journal.py`: the same console script, plus `assistant toy`.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def register() -> None:
    """Make `toy` a game of this process, exactly as the `toy` fixture does."""
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    import toy_game

    from assistant import games

    games.register(toy_game.SPEC)


def main() -> int:
    register()
    from assistant.cli.app import main as assistant

    return assistant()


if __name__ == "__main__":
    sys.exit(main())
