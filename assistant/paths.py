"""Where the assistant finds its shipped data and where it keeps the journal."""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def resource_dir(name: str) -> Path:
    """The shipped folder `name` (`rulebooks`, `locales`).

    In a wheel the folders live inside the package; in a source checkout or an editable install
    they stay at the top of the repository, beside the package.
    """
    inside = _PACKAGE / name
    if inside.is_dir():
        return inside
    return _PACKAGE.parent / name


def data_home() -> Path:
    """The folder holding the journal: `ASSISTANT_HOME`, else the platform's user data folder."""
    override = os.environ.get("ASSISTANT_HOME")
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("assistant", appauthor=False))
