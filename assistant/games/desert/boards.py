"""The boards that ship with the game (`rulebooks/boards/*.yaml`), by name.

Read-only data of the package, like the rulebooks: a replay file names a shipped board by its
name and a board of the table's own by a file to keep beside it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any


def boards_dir() -> Path:
    """Where the shipped boards are (`assistant.boards` reads them for the commands)."""
    from assistant.paths import resource_dir

    return resource_dir("rulebooks") / "boards"


def shipped_name(data: Mapping[str, Any]) -> str | None:
    """The name of the shipped board whose data `data` is, if it is one."""
    from assistant.games.desert.board import BoardError, board_from_data
    from assistant.yamlio import load_file

    name = str(data.get("board", ""))
    path = boards_dir() / f"{name}.yaml"
    if not name or "/" in name or not path.is_file():
        return None
    try:
        shipped = board_from_data(load_file(path)).to_data()
    except (BoardError, OSError, ValueError):
        return None
    return name if shipped == dict(data) else None
