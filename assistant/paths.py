"""Where the assistant finds its shipped data and where it keeps the journal."""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def resource_dir(name: str) -> Path:
    """The shipped folder `name` (`rulebooks`, `locales`, `examples`, `docs`).

    In a wheel the folders live inside the package; in a source checkout or an editable install
    they stay at the top of the repository, beside the package.
    """
    inside = _PACKAGE / name
    if inside.is_dir():
        return inside
    return _PACKAGE.parent / name


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
    override = os.environ.get("ASSISTANT_HOME")
    if override:
        try:
            return Path(override).expanduser()
        except RuntimeError as exc:  # `~nosuchuser/x`
            from assistant.errors import storage
            from assistant.messages import N_

            raise storage(
                "storage/bad-home",
                N_(
                    "ASSISTANT_HOME is “{path}”, but no user's home folder is called that way. "
                    "Set ASSISTANT_HOME to a folder (or unset it) and try again."
                ),
                path=override,
            ) from exc
    import platformdirs

    return Path(platformdirs.user_data_dir("assistant", appauthor=False))
