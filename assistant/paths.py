"""Where the assistant finds its shipped data and where it keeps the journal."""

from __future__ import annotations

import os
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

_HERE = os.path.dirname(os.path.realpath(__file__))


def resource_folder(name: str) -> str:
    """`resource_dir(name)` as a string (without importing pathlib)."""
    inside = os.path.join(_HERE, name)
    if os.path.isdir(inside):
        return inside
    return os.path.join(os.path.dirname(_HERE), name)


def resource_dir(name: str) -> Path:
    """The shipped folder `name` (`rulebooks`, `locales`, `examples`, `docs`).

    In a wheel the folders live inside the package; in a source checkout or an editable install
    they stay at the top of the repository, beside the package.
    """
    from pathlib import Path

    return Path(resource_folder(name))


REPLAYED_FROM: ContextVar[Path | None] = ContextVar("replayed_from", default=None)
"""The folder of the file `replay` is running (None: none, or standard input)."""


def beside_replay(path: Path) -> Path:
    """`path`; or, for a relative path the current folder does not have while a file is
    replayed, the one beside that file (a table's own board, `--map my-board.yaml`, kept
    beside the replay the export wrote)."""
    folder = REPLAYED_FROM.get()
    try:
        if folder is None or path.is_absolute() or path.exists():
            return path
    except OSError:  # a name the system refuses: the caller reports it
        return path
    candidate = folder / path
    return candidate if candidate.exists() else path


SHIPPED = ("examples", "docs", "rulebooks")
"""The folders of the repository that the wheel carries too (inside the package)."""


def shipped(path: Path) -> Path:
    """`path` if it exists; else, for a relative path into a shipped folder
    (`examples/camel-up/full-game.txt`, `rulebooks/boards/kosmos-2-3p.yaml`), the copy that
    ships with the program, so the paths the help and the docs cite work from any folder of
    an installed copy. Anything else comes back unchanged, for the caller's own error."""
    try:
        if path.exists() or path.is_absolute() or not path.parts or path.parts[0] not in SHIPPED:
            return path
    except OSError:  # a name the system refuses (too long, say): the caller reports it
        return path
    inside = resource_dir(path.parts[0]).joinpath(*path.parts[1:])
    return inside if inside.exists() else path


def data_home() -> Path:
    """The folder holding the journal: `ASSISTANT_HOME`, else the platform's user data folder.

    :raises StorageError: `storage/bad-home` (exit 4): `ASSISTANT_HOME` starts with `~user`
        for a user this system does not know.
    """
    from pathlib import Path

    return Path(data_folder())


def journal_file() -> str:
    """The journal's path: `journal.sqlite3` in `data_home()`."""
    return os.path.join(data_folder(), "journal.sqlite3")


def data_folder() -> str:
    """`data_home()` as a string, as `pathlib` writes it (without importing it).

    :raises StorageError: `storage/bad-home`.
    """
    override = os.environ.get("ASSISTANT_HOME")
    if override:
        expanded = os.path.expanduser(override)
        if expanded.startswith("~"):  # `~nosuchuser/x`, which `Path.expanduser` refuses
            from assistant.errors import storage
            from assistant.messages import N_

            raise storage(
                "storage/bad-home",
                N_(
                    "ASSISTANT_HOME is “{path}”, but no user's home folder is called that way. "
                    "Set ASSISTANT_HOME to a folder (or unset it) and try again."
                ),
                path=override,
            )
        return _as_pathlib_writes(expanded)
    import platformdirs

    return _as_pathlib_writes(platformdirs.user_data_dir("assistant", appauthor=False))


def _as_pathlib_writes(path: str) -> str:
    """`str(PurePosixPath(path))` on POSIX: no empty or `.` parts, no trailing slash."""
    if os.sep != "/":
        from pathlib import Path

        return str(Path(path))
    root = "//" if path.startswith("//") and not path.startswith("///") else "/"
    root = root if path.startswith("/") else ""
    parts = [part for part in path.split("/") if part and part != "."]
    return (root + "/".join(parts)) or "."
