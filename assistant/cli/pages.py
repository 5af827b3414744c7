"""Help pages kept as they were drawn, like Python keeps a module's bytecode.

Drawing a help page costs a one-shot command most of its time: Rich, and for a game's or a
command's page Typer and Click, are loaded and the panels are laid out, for a page that comes
out the same every time. `shown_or_kept` runs a help line (`... --help`, `... -h`) as usual
the first time, noting what it writes to standard output, and keeps that page beside the
package's bytecode (`assistant/__pycache__/pages/`); the next time the same line is typed in
the same conditions, the kept page is written out as it is.

"The same conditions" are everything the page is made from, in the key of the kept file:
the words of the line; every environment variable Rich, Typer, Click or the assistant read to
choose the language, the width, the colours and the terminal's abilities; whether each of
standard input, output and error is a terminal, and its size; the output stream's kind and
encoding; the Python; and the size and time of every file the page may be made from (the
package's modules, the catalogs, the rulebooks, the first module of Rich and of Typer). A
page is kept only when the line succeeded and nothing asked for the output's binary buffer
(what is written there is not noted). `ASSISTANT_NO_KEPT_PAGES=1` turns it off; a folder
that cannot be written keeps nothing.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any

HELP_WORDS = ("--help", "-h")
ENVIRONMENT = re.compile(
    r"(TERM|COLORTERM|NO_COLOR|FORCE_COLOR|CLICOLOR\w*|TTY_\w+|COLUMNS|LINES|TERMINAL_WIDTH"
    r"|UNICODE_VERSION|GITHUB_ACTIONS|PY_COLORS|_?TYPER_\w+|JUPYTER_\w+|DATABRICKS_\w+"
    r"|LANGUAGE|LANG|LC_\w+|PYTHONIOENCODING|PYTHONUTF8|PYTHONLEGACYWINDOWSSTDIO"
    r"|ASSISTANT_\w+|HOME|XDG_\w+)"
)
"""The variables a help page may depend on (Rich's, Typer's and Click's, the locale's, the
assistant's own): a page drawn under other values of these is another page."""

KEPT = 200
"""At most this many pages are kept; beyond it, the oldest go."""

_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the package


def is_help_line(argv: Sequence[str]) -> bool:
    """A line asking for a help page: its last word is `--help` or `-h`, and it names no
    session (whose language could change the page)."""
    return (
        bool(argv)
        and argv[-1] in HELP_WORDS
        and not any(a == "--session" or a.startswith("--session=") for a in argv)
    )


def shown_or_kept(argv: Sequence[str], run: Callable[[], Any]) -> Any:
    """The kept page of `argv` written out (0), else what `run()` returns, its page kept."""
    if os.environ.get("ASSISTANT_NO_KEPT_PAGES"):
        return run()
    path = page_path(argv)
    if path is None:
        return run()
    try:
        with open(path, encoding="utf-8") as file:
            page = file.read()
    except (OSError, ValueError):
        page = None
    if page is not None:
        sys.stdout.write(page)
        sys.stdout.flush()
        return 0
    recorder = _Recorder(sys.stdout)
    sys.stdout = recorder
    try:
        result = run()
    finally:
        sys.stdout = recorder.stream
    if result in (None, 0) and not recorder.bypassed and recorder.parts:
        _keep(path, "".join(recorder.parts))
    return result


class _Recorder:
    """Standard output, noting the text written through it; `bypassed` once anything asked
    for its binary buffer (what is written there is not noted)."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.parts: list[str] = []
        self.bypassed = False

    def write(self, text: Any) -> int:
        written: int = self.stream.write(text)
        if isinstance(text, str):
            self.parts.append(text)
        return written

    def __getattr__(self, name: str) -> Any:
        if name == "buffer":
            self.bypassed = True
        return getattr(self.stream, name)


def page_path(argv: Sequence[str]) -> str | None:
    """Where the page of `argv` drawn in this process's conditions is kept (None: one of
    the files it is made from cannot be read: nothing is kept)."""
    import hashlib
    import json

    stamp = _sources_stamp()
    if stamp is None:
        return None
    key = {
        "format": 1,
        "argv": list(argv),
        "environment": sorted((k, v) for k, v in os.environ.items() if ENVIRONMENT.fullmatch(k)),
        "terminals": [_terminal(fd) for fd in (0, 1, 2)],
        "output": _output(sys.stdout),
        "python": [sys.version, sys.platform, sys.executable],
        "sources": stamp,
    }
    digest = hashlib.sha256(json.dumps(key).encode("utf-8")).hexdigest()[:40]
    return os.path.join(_HERE, "__pycache__", "pages", f"{digest}.txt")


def _output(stream: Any) -> list[Any]:
    """What the page is written to: its kind, whether it is a terminal, its encoding."""
    try:
        terminal = bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        terminal = None
    kind = f"{type(stream).__module__}.{type(stream).__qualname__}"
    return [kind, terminal, getattr(stream, "encoding", None), getattr(stream, "errors", None)]


def _terminal(fd: int) -> list[Any]:
    try:
        if not os.isatty(fd):
            return [False]
        size = os.get_terminal_size(fd)
        return [True, size.columns, size.lines]
    except OSError:
        return [None]


def _sources_stamp() -> list[Any] | None:
    """Size and time of every file a page may be made from."""
    from importlib.machinery import PathFinder

    from assistant.paths import resource_folder

    found: list[Any] = []
    try:
        for folder in (_HERE, resource_folder("locales"), resource_folder("rulebooks")):
            _stamp_folder(folder, found)
        for name in ("rich", "typer"):  # installed whole: their first module says which
            spec = PathFinder.find_spec(name)
            if spec is None or spec.origin is None:
                return None
            info = os.stat(spec.origin)
            found.append([spec.origin, info.st_mtime_ns, info.st_size])
    except OSError:
        return None
    return found


def _stamp_folder(folder: str, found: list[Any]) -> None:
    for entry in sorted(os.scandir(folder), key=lambda e: e.name):
        if entry.is_dir(follow_symlinks=False):
            if entry.name != "__pycache__":
                _stamp_folder(entry.path, found)
        elif entry.name.endswith((".py", ".mo", ".md", ".yaml", ".json")):
            info = entry.stat()
            found.append([entry.path, info.st_mtime_ns, info.st_size])


def _keep(path: str, page: str) -> None:
    """`page` written to `path` whole or not at all; the oldest pages beyond `KEPT` go."""
    folder = os.path.dirname(path)
    temporary = f"{path}.{os.getpid()}"
    try:
        os.makedirs(folder, exist_ok=True)
        with open(temporary, "w", encoding="utf-8") as file:
            file.write(page)
        os.replace(temporary, path)
        pages = sorted(os.scandir(folder), key=lambda e: e.stat().st_mtime_ns)
        for entry in pages[: max(0, len(pages) - KEPT)]:
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
