"""The state of one command invocation: global options, language, journal and output.

The root callback fills a `Runtime` from `--lang`, `--json` and `--session`; commands read it
with `current()`. `replay` runs each line of a file as a nested invocation with a child
runtime that shares the journal and prints nothing.

Output is written defensively, because a move may already be recorded when it is printed:

* names are data: the console never reads markup or emoji codes in what it prints, and
  control characters (escape sequences, bidi overrides) come out visibly as `\\x1b`;
* a stream that cannot encode a character gets a replacement instead of an exception, and
  `--json` falls back to ASCII escapes there;
* a closed pipe or a full disk on stdout is noted by `OutputGuard` instead of raised, so a
  recorded move never turns into an error that invites typing it again.
"""

from __future__ import annotations

import errno
import functools
import io
import json
import os
import re
import sys
import unicodedata
from collections.abc import Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TextIO

from assistant import interrupts
from assistant.errors import usage
from assistant.messages import N_, Msg, os_reason
from assistant.render import CONTROL, View, visible

if TYPE_CHECKING:
    from pathlib import Path

    from rich.console import Console

    from assistant.cli.kept import KeptTexts
    from assistant.i18n import Translator
    from assistant.sessions import Journal


@dataclass
class Runtime:
    """What one run of a command line knows: the root options, the session at work, the mode
    (a `check`, a replayed line, the table's prompt)."""

    lang_option: str | None = None
    json: bool = False
    session: str | None = None
    quiet: bool = False
    checking: bool = False  # under `check`: acting commands judge their move, record nothing
    exact: bool = False  # a `check` of a move as typed: no value a question may leave out
    argv: list[str] = field(default_factory=list)  # the line being run, global options first
    replaying: bool = False  # a line of a replayed file: `replay` itself is refused
    table: bool = False  # the table's prompt (`play`): hints are typed without `assistant`
    session_lang: str | None = None  # the language of the session at work (when no --lang)
    parent: Runtime | None = None
    answered: bool = False  # the command chose its exit code after answering (`play`)
    pinned: tuple[int, str] | None = None  # (id, name): the session of an open table
    _translator: Translator | None = field(default=None, repr=False)
    _journal: Journal | None = field(default=None, repr=False)

    @property
    def at_table(self) -> bool:
        """Whether this runs at the table's prompt (itself or a line of it)."""
        return self.table or (self.parent is not None and self.parent.at_table)

    def open_table(self) -> None:
        """This runtime is the table's prompt from now on (hints drop `assistant <game>`)."""
        self.table = True
        self._translator = None

    def use_session(self, session: Any) -> None:
        """Speak the language the session is played in, unless `--lang` chose another."""
        lang = getattr(session, "lang", None)
        if self.lang_option is None and lang and lang != self.session_lang:
            self.session_lang = lang
            self._translator = None

    def _language(self) -> str | None:
        if self.lang_option is not None:
            return self.lang_option
        if self.session_lang is not None:
            return self.session_lang
        return self.parent._language() if self.parent is not None else None

    @property
    def t(self) -> Translator:
        """The translator for the chosen language (negotiated on first use): `--lang`, else
        the session's, else the environment's."""
        if self._translator is None:
            from assistant.i18n import Translator, negotiate

            try:
                lang = negotiate(self._language())
            except ValueError:
                bad = str(self.lang_option)
                self.lang_option = None  # so the error itself can be shown
                raise usage(
                    "usage/unknown-language",
                    N_("Unknown language “{lang}”: choose en, fr or it."),
                    lang=bad,
                ) from None
            self._translator = Translator(lang, at_prompt=self.at_table)
            self._translator.commands = _commands_in_reader_words
            parent = self.parent._translator if self.parent is not None else None
            if parent is not None and parent.plain_prompt:  # a line of the plain prompt
                self._translator.plain_prompt = True
        return self._translator

    @property
    def journal(self) -> Journal:
        if self._journal is None:
            if self.parent is not None:
                self._journal = self.parent.journal
            else:
                from assistant.paths import journal_file
                from assistant.sessions import Journal

                self._journal = Journal.open(journal_file())
        return self._journal

    def use_journal(self, journal: Journal) -> None:
        self._journal = journal

    @property
    def opened_journal(self) -> Journal | None:
        """The journal if this invocation (or its parent) has opened it, without opening it."""
        if self._journal is None and self.parent is not None:
            return self.parent.opened_journal
        return self._journal

    @property
    def committed(self) -> bool:
        """Whether this invocation has committed a change to the journal."""
        journal = self.opened_journal
        return journal is not None and journal.committed

    @property
    def pin(self) -> tuple[int, str] | None:
        """The session an open table follows by its identity (see `Table.session`): a line
        that names it by the table's name acts on it, renamed or not."""
        if self.pinned is None and self.parent is not None:
            return self.parent.pin
        return self.pinned

    @property
    def in_replay(self) -> bool:
        return self.replaying or (self.parent is not None and self.parent.in_replay)

    def close(self) -> None:
        if self._journal is not None and self.parent is None:
            self._journal.close()
        self._journal = None

    def console(self, stderr: bool = False) -> Console:
        """A Rich console that prints names as data (see the module's docstring)."""
        return safe_console(sys.stderr if stderr else sys.stdout)

    def emit(self, doc: Any, human: View) -> None:
        """Print `doc` as one JSON document with `--json`, else call `human` to draw it."""
        if self.quiet:
            return
        if self.json:
            print_json(doc)
        else:
            human(self.console(), self.t)

    def say(self, text: str | Msg, **args: Any) -> None:
        """Print one translated line (not in JSON mode, not when quiet)."""
        if self.quiet or self.json:
            return
        self.console().print(self.t(text, **args), markup=False)


_JSON_LINES: ContextVar[bool] = ContextVar("json_lines", default=False)


@contextmanager
def json_lines() -> Iterator[None]:
    """JSON documents written one per line (JSON Lines) while this lasts: for a command that
    answers once per line it reads (`play` with lines piped in)."""
    token = _JSON_LINES.set(True)
    try:
        yield
    finally:
        _JSON_LINES.reset(token)


def print_json(doc: Any) -> None:
    """One JSON document on stdout: UTF-8 where the stream takes it, ASCII escapes elsewhere;
    control characters that JSON allows raw (DEL, C1, bidi overrides) are escaped too.
    Indented, or on one line under `json_lines()`."""
    ascii_only = not _is_utf8(sys.stdout)
    if _JSON_LINES.get():
        text = json.dumps(doc, ensure_ascii=ascii_only)
    else:
        text = indented(doc, ascii_only)
    if not ascii_only:
        text = _RAW_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    sys.stdout.write(text + "\n")


def indented(doc: Any, ascii_only: bool = False) -> str:
    """`json.dumps(doc, ensure_ascii=ascii_only, indent=2)`, written faster: with `indent`,
    `json` leaves its C encoder for a general one in Python, which the long documents (a log
    or an export of thousands of moves) wait for. Anything but plain JSON data (keys that are
    not strings, numbers that are not finite) goes to `json.dumps` itself."""
    from json.encoder import encode_basestring, encode_basestring_ascii

    quote = encode_basestring_ascii if ascii_only else encode_basestring
    parts: list[str] = []
    add = parts.append
    infinite = (float("inf"), float("-inf"))

    def write(value: Any, pad: str) -> None:
        kind = type(value)
        if kind not in (str, dict, list, tuple, int, float) and value not in (None, True, False):
            kind = next(
                (k for k in (str, dict, list, tuple, int, float) if isinstance(value, k)), kind
            )
        if kind is str:
            add(quote(value))
        elif kind is dict:
            if not value:
                add("{}")
                return
            inner = pad + "  "
            separator = "{\n" + inner
            for key, item in value.items():
                if type(key) is not str:
                    raise _NotPlain
                add(separator)
                add(quote(key))
                add(": ")
                write(item, inner)
                separator = ",\n" + inner
            add("\n" + pad + "}")
        elif kind is list or kind is tuple:
            if not value:
                add("[]")
                return
            inner = pad + "  "
            separator = "[\n" + inner
            for item in value:
                add(separator)
                write(item, inner)
                separator = ",\n" + inner
            add("\n" + pad + "]")
        elif value is None:
            add("null")
        elif value is True:
            add("true")
        elif value is False:
            add("false")
        elif kind is int:
            add(int.__repr__(value))
        elif kind is float:
            if value != value or value in infinite:
                raise _NotPlain
            add(float.__repr__(value))
        else:
            raise _NotPlain

    try:
        write(doc, "")
    except (_NotPlain, RecursionError):
        return json.dumps(doc, ensure_ascii=ascii_only, indent=2)
    return "".join(parts)


class _NotPlain(Exception):
    pass


# -- names as data ------------------------------------------------------------------------------

# Escaped in JSON: raw control characters, bidi marks, and lone surrogates (bytes that
# were not UTF-8, which no UTF-8 output can carry).
_RAW_IN_JSON = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]")
# Invisible characters dropped from every word typed (a zero-width space pasted with a name).
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))


def clean_word(word: str) -> str:
    """A typed word as the assistant reads it: NFC, without zero-width characters."""
    return unicodedata.normalize("NFC", word).translate(_INVISIBLE)


def clean_words(words: Iterable[str]) -> list[str]:
    return [clean_word(word) for word in words]


MAX_DIGITS = 100
"""The longest run of digits a word may hold: no count in these games comes near it, and
Python refuses to read numbers of more than 4,300 digits."""


def _surrogate(char: str) -> bool:
    return "\ud800" <= char <= "\udfff"


def shown_bytes(text: str) -> str:
    """`text` with the bytes that were not UTF-8 (read as lone surrogates by Python's
    `surrogateescape`) shown as `\xe9`: printable, and valid UTF-8 in any output."""
    return "".join(
        (f"\\x{ord(c) - 0xDC00:02x}" if ord(c) >= 0xDC80 else f"\\u{ord(c):04x}")
        if _surrogate(c)
        else c
        for c in text
    )


def not_utf8(text: str) -> tuple[int, str] | None:
    """Where `text` holds a byte that was not UTF-8: its 1-based character position and
    the byte as `\xe9`; None when it is all text."""
    for index, char in enumerate(text):
        if _surrogate(char):
            return index + 1, shown_bytes(char)
    return None


def check_arguments(words: Sequence[str]) -> None:
    """Refuse at the door what no command can take: bytes that are not UTF-8 (a Latin-1
    terminal under a UTF-8 locale) and numbers too long to read.

    :raises UsageError: `input/not-utf8` or `input/number-too-long` (exit 2), naming the
        argument and the position.
    """
    for number, word in enumerate(words, start=1):
        bad = not_utf8(word)
        if bad is not None:
            raise usage(
                "input/not-utf8",
                N_(
                    "Argument {n} is not UTF-8 text: byte {byte} at character {position} "
                    "(“{shown}”). Type it again in UTF-8, or set the terminal's encoding to "
                    "UTF-8."
                ),
                n=number,
                byte=bad[1],
                position=bad[0],
                shown=shown_bytes(word),
            )
        digits = max((len(run) for run in _DIGITS.findall(word)), default=0)
        if digits > MAX_DIGITS:
            raise usage(
                "input/number-too-long",
                N_(
                    "Argument {n} holds a number of {digits} digits; no count in these games "
                    "needs more than {limit}."
                ),
                n=number,
                digits=digits,
                limit=MAX_DIGITS,
            )


_DIGITS = re.compile(r"\d+")


def control_character(text: str) -> str | None:
    """The first control character of `text` (tab allowed) as `U+0007`, or None."""
    for char in text:
        if char != "\t" and (unicodedata.category(char) == "Cc" or CONTROL.match(char)):
            return f"U+{ord(char):04X}"
    return None


def _is_utf8(stream: Any) -> bool:
    encoding = str(getattr(stream, "encoding", None) or "utf-8").lower().replace("_", "-")
    return encoding in ("utf-8", "utf8")


@functools.cache
def _safe_console_class() -> type[Console]:
    from rich.console import Console
    from rich.segment import Segment

    class SafeConsole(Console):
        """Strings are shown as they are (no markup, no emoji codes), with control
        characters visible; so are the segments of any `Text` a view builds itself."""

        def render_str(self, text: str, **options: Any) -> Any:
            return super().render_str(visible(text), **options)

        def render(self, renderable: Any, options: Any = None) -> Iterable[Segment]:
            for segment in super().render(renderable, options):
                if segment.control is None and CONTROL.search(segment.text):
                    yield Segment(visible(segment.text), segment.style, None)
                else:
                    yield segment

    return SafeConsole


TERMINAL_SIZES = {"COLUMNS": (20, 80, 1000), "LINES": (5, 25, 1000)}
"""Variable: (smallest taken, used when the value is unusable, largest taken)."""


def tidy_terminal_size() -> None:
    """Make `COLUMNS` and `LINES` values every console can use: a value that is not a whole
    number or is too small (`COLUMNS=0` printed nothing) becomes the usual size, a huge one
    (which overflowed) the largest taken. Rich and Typer's help read them too."""
    for name, (smallest, usual, largest) in TERMINAL_SIZES.items():
        value = os.environ.get(name)
        if value is None:
            continue
        value = value.strip()
        if not (value.isascii() and value.isdecimal()) or int(value) < smallest:
            os.environ[name] = str(usual)
        elif len(value) > 6 or int(value) > largest:
            os.environ[name] = str(largest)


def safe_console(file: TextIO) -> Console:
    """A console that never reads markup or emoji codes and shows control characters.

    Views that want markup pass `markup=True` to `print`; names must then go through
    `assistant.render.escaped`.
    """
    tidy_terminal_size()
    return _safe_console_class()(file=file, highlight=False, markup=False, emoji=False)


class HeldOutput:
    """What is written to `sys.stdout` and `sys.stderr` inside `with` it, held in order:
    `release` writes it out, else it is dropped (a line of several moves shows its answers
    only once it is recorded whole). The consoles made meanwhile still see the terminal
    (`isatty`, `fileno`, `encoding` are the real stream's)."""

    def __init__(self) -> None:
        self.chunks: list[tuple[TextIO, str]] = []
        self.saved: tuple[TextIO, TextIO] | None = None

    def __enter__(self) -> HeldOutput:
        self.saved = (sys.stdout, sys.stderr)
        sys.stdout = _Held(self.chunks, sys.stdout)
        sys.stderr = _Held(self.chunks, sys.stderr)
        return self

    def __exit__(self, *exc: object) -> None:
        assert self.saved is not None
        sys.stdout, sys.stderr = self.saved

    def release(self, last_only: Collection[str] = ()) -> None:
        """Write out what was held; of the texts of `last_only`, only the last one written
        (`undo` of a line of several moves: whose turn it is, once, at the end)."""
        chunks = self.chunks
        shown = [i for i, (_, text) in enumerate(chunks) if text in last_only]
        if len(shown) > 1:
            chunks = [chunk for i, chunk in enumerate(chunks) if i not in shown[:-1]]
        streams = []
        for stream, text in chunks:
            stream.write(text)
            if stream not in streams:
                streams.append(stream)
        for stream in streams:
            stream.flush()
        self.chunks.clear()


class _Held(io.TextIOBase):
    """A stream whose writes `HeldOutput` keeps."""

    def __init__(self, chunks: list[tuple[TextIO, str]], stream: TextIO) -> None:
        super().__init__()
        self.chunks = chunks
        self.stream = stream

    def write(self, text: str) -> int:
        self.chunks.append((self.stream, text))
        return len(text)

    def isatty(self) -> bool:
        return self.stream.isatty()

    def fileno(self) -> int:
        return self.stream.fileno()

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return str(getattr(self.stream, "encoding", None) or "utf-8")


# -- output that cannot fail a recorded move ------------------------------------------------------


class OutputGuard:
    """stdout or stderr as the commands see it: a write that fails (a closed pipe, a full
    disk) is noted in `failure` instead of raised, and later writes are dropped."""

    def __init__(self, stream: TextIO | None) -> None:
        self.stream = stream
        self.failure: OSError | None = None
        if stream is None:
            self.failure = OSError(errno.EBADF, os.strerror(errno.EBADF))

    def write(self, text: str) -> int:
        interrupts.fault("output")
        if self.failure is None and self.stream is not None:
            try:
                try:
                    self.stream.write(text)
                except UnicodeEncodeError:
                    encoding = getattr(self.stream, "encoding", None) or "ascii"
                    self.stream.write(text.encode(encoding, "replace").decode(encoding))
            except (OSError, ValueError) as exc:
                self._fail(exc)
        return len(text)

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if self.failure is None and self.stream is not None:
            try:
                self.stream.flush()
            except (OSError, ValueError) as exc:
                self._fail(exc)

    def _fail(self, exc: OSError | ValueError) -> None:
        if isinstance(exc, OSError):
            self.failure = exc
        else:  # writing to a closed file
            self.failure = OSError(errno.EBADF, str(exc))
        # What is still buffered would fail again when Python exits: send it nowhere.
        with suppress(OSError, ValueError, AttributeError):
            fd = self.stream.fileno() if self.stream is not None else -1
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, fd)
            os.close(null)

    def isatty(self) -> bool:
        return self.failure is None and self.stream is not None and self.stream.isatty()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


@contextmanager
def guarded_output() -> Iterator[OutputGuard]:
    """Install `OutputGuard`s on stdout and stderr (with `errors="replace"` on streams that
    are not UTF-8) for one run of the console script; yields the stdout guard."""
    saved = sys.stdout, sys.stderr
    for stream in saved:
        if stream is not None and not _is_utf8(stream) and hasattr(stream, "reconfigure"):
            with suppress(OSError, ValueError):
                stream.reconfigure(errors="replace")
    out, err = OutputGuard(saved[0]), OutputGuard(saved[1])
    sys.stdout, sys.stderr = out, err
    try:
        yield out
    finally:
        out.flush()
        err.flush()
        sys.stdout, sys.stderr = saved


def write_file(path: Path, text: str, *, newline: str | None = None) -> None:
    """`text` written to the file `path` a command was asked to write (`-o FILE`).

    :raises UsageError: `output/unwritable`, naming the file and the system's reason.
    """
    try:
        path.write_text(text, encoding="utf-8", newline=newline)
    except OSError as exc:
        raise usage(
            "output/unwritable",
            N_("Cannot write {file}: {reason}"),
            file=str(path),
            reason=os_reason(exc),
        ) from exc


def write_error_line(text: str) -> None:
    """One line on stderr that never raises."""
    with suppress(OSError, ValueError):
        sys.stderr.write(text + "\n")
        sys.stderr.flush()


def settle_root(runtime: Runtime, lang: str | None, json_output: bool, session: str | None) -> None:
    """What the root options say, for the whole command: `--lang`, `--json` and `--session`
    (a line of a replay or of the table inherits its parent's unless it gives its own).

    :raises UsageError: `usage/unknown-language`.
    """
    parent = runtime.parent
    runtime.lang_option = lang if lang is not None else (parent.lang_option if parent else None)
    runtime.json = json_output or (parent.json if parent else False)
    runtime.session = session if session is not None else (parent.session if parent else None)
    if lang is not None:
        runtime.t  # noqa: B018 - fail early on an unknown language


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


def _commands_in_reader_words(text: str, lang: str, game: str | None) -> str:
    """`Translator.commands`: the command words of code spans in the reader's words (the
    grammar and the command tree, loaded only for a message that shows a command). A game's
    own texts (its rules sections) are kept once made (`cli.kept`)."""
    from assistant.cli.helptext import localized_spans

    if game is None:
        return localized_spans(text, lang, game)
    from assistant.cli.kept import KeptTexts

    global _RULE_TEXTS
    if _RULE_TEXTS is None:
        _RULE_TEXTS = KeptTexts("rules")
    return _RULE_TEXTS.get(lang, f"{game}\n{text}", lambda: localized_spans(text, lang, game))


_RULE_TEXTS: KeptTexts | None = None
