"""The state of one command invocation: global options, language, journal and output.

The root callback fills a `Runtime` from `--lang`, `--json` and `--session`; commands read it
with `current()`. `replay` runs each line of a file as a nested invocation with a child
runtime that shares the journal and prints nothing.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from assistant.errors import usage
from assistant.messages import N_

if TYPE_CHECKING:
    from rich.console import Console

    from assistant.i18n import Translator
    from assistant.sessions import Journal


@dataclass
class Runtime:
    lang_option: str | None = None
    json: bool = False
    session: str | None = None
    quiet: bool = False
    checking: bool = False  # under `check`: acting commands judge their move, record nothing
    argv: list[str] = field(default_factory=list)  # the line being run, global options first
    parent: Runtime | None = None
    _translator: Translator | None = field(default=None, repr=False)
    _journal: Journal | None = field(default=None, repr=False)

    @property
    def t(self) -> Translator:
        """The translator for the chosen language (negotiated on first use)."""
        if self._translator is None:
            from assistant.i18n import Translator, negotiate

            try:
                lang = negotiate(self.lang_option)
            except ValueError:
                bad = str(self.lang_option)
                self.lang_option = None  # so the error itself can be shown
                raise usage(
                    "usage/unknown-language",
                    N_("Unknown language “{lang}”: choose en, fr or it."),
                    lang=bad,
                ) from None
            self._translator = Translator(lang)
        return self._translator

    @property
    def journal(self) -> Journal:
        if self._journal is None:
            if self.parent is not None:
                self._journal = self.parent.journal
            else:
                from assistant.paths import data_home
                from assistant.sessions import Journal

                self._journal = Journal.open(data_home() / "journal.sqlite3")
        return self._journal

    def use_journal(self, journal: Journal) -> None:
        self._journal = journal

    def close(self) -> None:
        if self._journal is not None and self.parent is None:
            self._journal.close()
        self._journal = None

    def console(self, stderr: bool = False) -> Console:
        from rich.console import Console

        return Console(file=sys.stderr if stderr else sys.stdout, highlight=False)

    def emit(self, doc: Any, human: Callable[[Console, Translator], None]) -> None:
        """Print `doc` as one JSON document with `--json`, else call `human` to draw it."""
        if self.quiet:
            return
        if self.json:
            print_json(doc)
        else:
            human(self.console(), self.t)

    def say(self, text: str, **args: Any) -> None:
        """Print one translated line (not in JSON mode, not when quiet)."""
        if self.quiet or self.json:
            return
        self.console().print(self.t(text, **args), markup=False)


def print_json(doc: Any) -> None:
    sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=2) + "\n")


_STACK: list[Runtime] = []


def current() -> Runtime:
    if not _STACK:
        _STACK.append(Runtime())
    return _STACK[-1]


@contextmanager
def pushed(runtime: Runtime) -> Iterator[Runtime]:
    _STACK.append(runtime)
    try:
        yield runtime
    finally:
        _STACK.pop()
