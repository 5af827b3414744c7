"""Through the Desert's board files: found by name or path, read with limits, checked with
their line numbers.

The rules package (`assistant.games.desert.board`) checks a board's data and never reads a
file; this module reads the YAML file (a shipped board of `rulebooks/boards/` or a table's
own), finds the line of every key and row, and reports every problem with its file and line.
It sits beside the journal, above `games/`, and draws nothing: the command line and the
views call it.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from assistant.errors import UsageError, usage
from assistant.games.desert import GAME
from assistant.games.desert.boards import boards_dir
from assistant.messages import N_, Msg, os_reason

if TYPE_CHECKING:
    from assistant.games.desert.board import Board, BoardLines, Problem

MAX_BOARD_BYTES = 64 * 1024
"""The largest board file read (a board of 26 columns and 99 rows takes about 3 KB)."""


def shipped_boards() -> list[str]:
    return sorted(p.stem for p in boards_dir().glob("*.yaml"))


def board_path(word: str) -> Path:
    """The file a `--map` word means: a shipped board's name, else a path."""
    from assistant.paths import beside_replay, shipped

    named = boards_dir() / f"{word}.yaml"
    try:
        path = shipped(beside_replay(Path(word).expanduser()))
    except RuntimeError:  # `~nosuchuser/...`: the path as written, reported below
        path = Path(word)
    if path.is_file() or path.exists():  # not a regular file: `read_board` says so
        return path
    if "/" not in word and not word.endswith((".yaml", ".yml")) and named.is_file():
        return named
    if "/" in word or word.endswith((".yaml", ".yml")):
        raise usage(
            "input/unreadable",
            N_("Cannot read the board file {file}: no such file."),
            file=word,
        )
    raise usage(
        "board/unknown",
        N_("Unknown board “{name}”. Shipped boards: {boards}; or give the path of a board file."),
        name=word,
        boards=", ".join(shipped_boards()),
    )


def shipped_text(name: str) -> str:
    """The text of the shipped board file `name` (`map export`), or a usage error."""
    if name not in shipped_boards():
        raise usage(
            "board/unknown",
            N_("Unknown board “{name}”. Shipped boards: {boards}."),
            name=name,
            boards=", ".join(shipped_boards()),
        )
    return (boards_dir() / f"{name}.yaml").read_text(encoding="utf-8")


def _lines(text: str) -> BoardLines:
    """Where the keys and rows of a board file are, for messages (1-based lines)."""
    import yaml

    from assistant.games.desert.board import BoardLines

    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:  # already reported by the data loader
        return BoardLines()
    if not isinstance(root, yaml.MappingNode):
        return BoardLines(start=root.start_mark.line + 1 if root is not None else 1)
    keys: dict[str, int] = {}
    rows: dict[str, list[int]] = {"grid": [], "mask": []}
    legend: dict[str, int] = {}
    for key_node, value in root.value:
        key = str(key_node.value)
        keys[key] = key_node.start_mark.line + 1
        if key in rows:
            if isinstance(value, yaml.ScalarNode) and value.style in ("|", ">"):
                first = value.start_mark.line + 2
                content = str(value.value).strip("\n").split("\n")
                skipped = len(str(value.value)) - len(str(value.value).lstrip("\n"))
                rows[key] = [first + skipped + i for i in range(len(content))]
            elif isinstance(value, yaml.SequenceNode):
                rows[key] = [item.start_mark.line + 1 for item in value.value]
        if key == "legend" and isinstance(value, yaml.MappingNode):
            for char_node, _ in value.value:
                legend[str(char_node.value)] = char_node.start_mark.line + 1
    return BoardLines(
        start=root.start_mark.line + 1,
        keys=keys,
        grid_rows=rows["grid"],
        mask_rows=rows["mask"],
        legend=legend,
    )


def problems_error(source: str, problems: Sequence[Problem]) -> UsageError:
    """One error listing every problem of a board file, each with the file and the line."""
    parts = {
        f"p{i}": Msg(
            N_("{file}, line {line}: {problem}"), {"file": source, "line": p.line, "problem": p.msg}
        )
        for i, p in enumerate(problems)
    }
    template = "\n".join("{" + key + "}" for key in parts)
    return UsageError("board/invalid", Msg(template, parts), GAME.rule("boards"))


def read_board(path: Path) -> tuple[Board | None, list[Problem]]:
    """Read and check a board file: the board (or None) and the problems found. Only a
    regular file of at most `MAX_BOARD_BYTES` is read."""
    from assistant.games.desert.board import check_board
    from assistant.yamlio import load_text

    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):  # a FIFO would never end, a device neither
            raise usage(
                "input/not-a-file",
                N_("Cannot read the board file {file}: it is not a regular file."),
                file=str(path),
            )
        with open(path, "rb") as handle:
            data = handle.read(MAX_BOARD_BYTES + 1)
        if len(data) > MAX_BOARD_BYTES:
            raise usage(
                "input/too-large",
                N_("The board file {file} is larger than {size} KB: a board file holds one board."),
                file=str(path),
                size=MAX_BOARD_BYTES // 1024,
            )
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise usage(
            "input/unreadable",
            N_("Cannot read the board file {file}: {reason}"),
            file=str(path),
            reason=os_reason(exc),
        ) from exc
    return check_board(load_text(text, str(path)), _lines(text))


def load_board(word: str) -> Board:
    """The board named or stored in `word`; every problem is reported with its line."""
    path = board_path(word)
    board, problems = read_board(path)
    if board is None or problems:
        raise problems_error(str(path), problems)
    return board


def load_file(file: Path) -> tuple[Path, Board]:
    """`map validate FILE`: the file read (a path into a shipped folder works from any
    folder) and its board; a missing file or any problem is a usage error with its line."""
    from assistant.paths import shipped

    file = shipped(file)
    if not file.exists():
        raise usage(
            "input/unreadable",
            N_("Cannot read the board file {file}: no such file."),
            file=str(file),
        )
    board, problems = read_board(file)
    if board is None or problems:
        raise problems_error(str(file), problems)
    return file, board
