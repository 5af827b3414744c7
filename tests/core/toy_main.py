"""Run the assistant with the toy game registered, as its own process:

    python tests/core/toy_main.py ARGS...     # the same as `assistant ARGS...`, plus `toy`

The pseudo-terminal tests of table mode and `benchmarks/table.py` start it, since the toy
game is not a game that ships.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def register() -> None:
    """Register `toy_game` as the game `toy`, with `toy_rulebook.yaml` as its rules."""
    sys.path.insert(0, str(HERE))
    import toy_game

    from assistant import games, rulebook
    from assistant.cli import app

    games.BY_ID["toy"] = toy_game.SPEC
    find_spec = games.find_spec

    def find(word: str) -> games.GameSpec | None:
        return toy_game.SPEC if word == "toy" else find_spec(word)

    games.find_spec = find
    app.LAZY["toy"] = ("toy_game", None)
    shipped = rulebook.rulebook_path

    def path(game_id: str) -> Path:
        return HERE / "toy_rulebook.yaml" if game_id == "toy" else shipped(game_id)

    rulebook.rulebook_path = path  # type: ignore[assignment]


if __name__ == "__main__":
    register()
    from assistant.cli.app import main

    sys.exit(main())
