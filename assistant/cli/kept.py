"""Texts put in the reader's words once and kept beside the package's bytecode, like Python
keeps a module's bytecode (`assistant/__pycache__/<name>.<lang>.json`).

Putting a text's examples and code spans in the reader's words (`cli.helptext`) reads the
games' grammars, which costs more than the page that shows the text (the root's help, a rules
section). The kept texts hold for as long as the files they are made from keep their size and
time: the language's catalogs, the grammars and the modules that read them. Failing to keep
them is fine: they are made again.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from typing import Any

_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the package


class KeptTexts:
    """`get(lang, key, make)`: the text kept under `key`, else `make()`, kept for next time."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.lang: str | None = None
        self.texts: dict[str, str] = {}

    def get(self, lang: str, key: str, make: Callable[[], str]) -> str:
        if self.lang != lang:
            self.lang, self.texts = lang, self._read(lang)
        found = self.texts.get(key)
        if found is None:
            found = self.texts[key] = make()
            stamp = sources_stamp(lang)
            if stamp is not None:
                write_json(self._path(lang), {"stamp": stamp, "texts": self.texts})
        return found

    def _path(self, lang: str) -> str:
        return os.path.join(_HERE, "__pycache__", f"{self.name}.{lang}.json")

    def _read(self, lang: str) -> dict[str, str]:
        stamp = sources_stamp(lang)
        try:
            with open(self._path(lang), encoding="utf-8") as file:
                data = json.load(file)
            if stamp is None or data["stamp"] != stamp:
                return {}
            return {str(k): str(v) for k, v in data["texts"].items()}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return {}


def sources_stamp(lang: str) -> list[Any] | None:
    """Size and time of every file a text in `lang`'s words is made from (None: one is
    missing, as for a game registered from outside the package: nothing is kept)."""
    from assistant.games import BY_ID
    from assistant.paths import resource_folder

    catalogs = os.path.join(resource_folder("locales"), lang, "LC_MESSAGES")
    try:
        paths = [os.path.join(catalogs, name) for name in sorted(os.listdir(catalogs))]
    except OSError:
        return None
    modules = ["syntax", "cli.helptext", "cli.app", "cli.moves", "games"]
    modules += [f"{spec.module.removeprefix('assistant.')}.commands" for spec in BY_ID.values()]
    modules += [spec.cli_module.removeprefix("assistant.") for spec in BY_ID.values()]
    for module in modules:
        base = os.path.join(_HERE, *module.split("."))
        paths.append(base + ".py" if os.path.exists(base + ".py") else base + "/__init__.py")
    stamp: list[Any] = []
    for path in paths:
        try:
            info = os.stat(path)
        except OSError:
            return None
        stamp.append([path, info.st_mtime_ns, info.st_size])
    return stamp


def write_json(path: str, data: Any) -> None:
    """`data` written to `path` whole or not at all."""
    temporary = f"{path}.{os.getpid()}"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "w", encoding="utf-8") as file:
            json.dump(data, file, ensure_ascii=False)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
