"""`assistant log`, `undo`, `redo` and `replay`: the journal of the current session.

`replay` reads a file (or standard input) checked as a whole before anything runs: a regular
file, at most `MAX_BYTES`, UTF-8 with or without a BOM, lines of at most `MAX_LINE`
characters, no control characters, no nested `replay`. Its lines then run in one
transaction, each in a savepoint: a refused line is undone alone and the lines before it are
committed; Ctrl-C does the same at the line it interrupts (exit 130); a crash keeps nothing
of the replay. Ctrl-C is deferred while a line's outcome is being booked, so the count the
replay reports is always what the journal holds.
"""

from __future__ import annotations

import os
import signal
import stat
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar, Token
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli import collector
from assistant.cli.lazyapp import App
from assistant.cli.recording import current_session
from assistant.cli.runtime import Runtime, clean_word, control_character, current
from assistant.errors import (
    EXIT_INTERRUPTED,
    AssistantError,
    StorageError,
    exit_code_of,
    usage,
)
from assistant.games import BY_ID
from assistant.games.base import Game
from assistant.messages import N_, TURN_NOW, Msg, Plural, os_reason
from assistant.sessions import UNREADABLE, shortened
from assistant.syntax import split_line

if TYPE_CHECKING:
    import typer
    from rich.console import Console

    from assistant.i18n import Translator

MAX_BYTES = 4 * 1024 * 1024  # a replay file: about 100,000 lines of moves
MAX_LINE = 4096  # characters in one line
ROOT_OPTIONS_WITH_VALUE = ("--lang", "--session")

app = App(name="journal", add_completion=False)


def _move_line(number: int | None, player: str | None, text: str) -> str:
    prefix = f"{number:>3}. " if number is not None else "   ~ "
    return f"{prefix}{player + ' — ' if player else ''}{text}"


@app.command("log")
def log(
    everything: Annotated[
        bool, typer.Option("--all", help="Show undone moves too (marked with ~).")
    ] = False,
) -> None:
    """The moves of the current session, numbered: who did what.

    Examples:

      assistant log

      assistant --lang it log --all
    """
    from assistant.export import described_moves

    runtime = current()
    session = current_session(runtime)
    moves = described_moves(runtime.journal, session, everything)
    t = runtime.t
    doc: dict[str, Any] = {
        "session": session.name,
        "game": session.game,
        "moves": [
            {
                "n": m["n"],
                "player": m["player"],
                "status": m["status"],
                "move": m["move"],
                "text": t.render(m["msg"]),
                "closed": [t.render(line) for line in m["closed"]],
            }
            for m in moves
        ],
    }

    def human(console: Console, t: Translator) -> None:
        console.print(
            t(N_("Session {name} — {game}"), name=session.name, game=_title(session)),
            style="bold",
            markup=False,
        )
        if not moves:
            console.print(t(N_("No moves yet.")), markup=False)
        from rich.text import Text

        # One text for every line (as many prints cost as much again per move).
        lines = Text()
        for move in doc["moves"]:
            style = "dim strike" if move["status"] != "active" else ""
            lines.append(_move_line(move["n"], move["player"], move["text"]), style=style)
            lines.append("\n")
            for line in move["closed"]:  # a leg ends: its scoring, then a blank line
                lines.append(f"     {line}", style="bold")
                lines.append("\n\n")
        if lines:
            lines.right_crop(1)  # the last line's end: `print` ends the text with one
            console.print(lines)

    runtime.emit(doc, human)


def _title(session: Any) -> Msg:
    """The session's game, with its edition (`Camel Up, second edition`)."""
    from assistant.sessions import game_of

    try:
        return game_of(session).title(session.setup)
    except (KeyError, TypeError, ValueError, AttributeError):  # a setup no longer read
        return Msg(BY_ID[session.game].name)


def _described(game: Game[Any, Any], payload: dict[str, Any], raw: str) -> Msg:
    """What a stored move does, or its raw text when it can no longer be read."""
    try:
        return game.describe(game.move_from_json(payload))
    except UNREADABLE:
        return Msg(N_("(a stored move that cannot be read: {raw})"), {"raw": shortened(raw)})


def _step(runtime: Runtime, forward: bool) -> None:
    """Undo or redo. Undo works even when the session no longer replays (a stored move that
    today's rules refuse): that is how such a move is taken back; the answer then warns that
    the session is still not playable. Redo refuses to bring such a move back."""
    from assistant.sessions import game_of, keep_state, load_state

    journal = runtime.journal
    problem: StorageError | None = None
    state: Any = None
    with journal.transaction():
        session = current_session(runtime)
        game = game_of(session)
        row = journal.redo(session) if forward else journal.undo(session)
        if row is None:
            raise StorageError(
                "session/nothing-to-redo" if forward else "session/nothing-to-undo",
                Msg(
                    N_("Nothing to redo in {name}.")
                    if forward
                    else N_("Nothing to undo in {name}."),
                    {"name": session.name},
                ),
            )
        try:
            state = load_state(journal, session)
        except StorageError as error:
            if forward:
                raise
            problem = error
        else:
            journal.set_cached(session, list(game.players(state)), game.is_finished(state))
            keep_state(journal, session)
    from assistant.export import seen_move, table_view

    view = state if problem is None else table_view(journal, session)
    shown, described = seen_move(game, view, row.payload) if row.readable else (row.raw, None)
    msg = described or _described(game, row.payload, row.raw)
    player = row.payload.get("player") if isinstance(row.payload.get("player"), str) else None
    now = game.current_player(state) if problem is None else None
    doc: dict[str, Any] = {
        "session": session.name,
        "redone" if forward else "undone": {
            "player": player,
            "move": shown,
            "text": runtime.t.render(msg),
        },
        "current_player": now,
    }
    if problem is not None:
        doc["warning"] = {"code": problem.code, "message": runtime.t.render(problem.msg)}

    def human(console: Console, t: Translator) -> None:
        what = (player + " — " if player else "") + t.render(msg)
        text = N_("Redone: {move}") if forward else N_("Undone: {move}")
        console.print(t(text, move=what), markup=False)
        if now:
            console.print(t(TURN_NOW, player=now), markup=False)
        if problem is not None:
            runtime.console(stderr=True).print(
                t(N_("Warning: {message}"), message=t.render(problem.msg)), markup=False
            )

    runtime.emit(doc, human)


@app.command("undo")
def undo() -> None:
    """Take back the last move of the current session (it can be redone; nothing is lost).

    Example: assistant undo
    """
    _step(current(), forward=False)


@app.command("redo")
def redo() -> None:
    """Put back the move taken back last by `undo`.

    Examples:

      assistant undo

      assistant redo
    """
    _step(current(), forward=True)


class ReplayStopped(AssistantError):
    """A line of a replayed file was refused; carries the line and the underlying error.

    :param note: what became of the other lines (recorded, nothing replayed, dry run).
    """

    def __init__(
        self,
        path: str,
        line: int,
        text: str,
        error: AssistantError,
        note: Msg | None = None,
    ) -> None:
        template = N_("{file}, line {line} ({command}): {reason}")
        if note is not None:
            template = N_("{file}, line {line} ({command}): {reason} {note}")
        super().__init__(
            error.code,
            Msg(
                template,
                {"file": path, "line": line, "command": text, "reason": error.msg, "note": note},
            ),
            error.rule,
        )
        self.exit_code = exit_code_of(error)


NOTHING_REPLAYED = Msg(N_("Nothing was replayed."))


def _kept(count: int, dry_run: bool) -> Msg:
    """What stays of a replay stopped after `count` lines."""
    if dry_run:
        return Msg(N_("Nothing was recorded (dry run)."))
    if count == 0:
        return Msg(N_("Nothing was recorded."))
    return Plural(
        "{n} command before it stays recorded.",
        "{n} commands before it stay recorded.",
        count,
    )


def read_lines(file: Path) -> tuple[str, list[str]]:
    """The name to show for `file` and its lines: a regular file or `-` (standard input),
    at most `MAX_BYTES`, UTF-8 with or without a byte-order mark.

    :raises UsageError: `input/unreadable`, `input/not-a-file` or `input/too-large` (exit 2).
    """
    source = str(file)
    limit = Msg(N_("{size} MB"), {"size": MAX_BYTES // (1024 * 1024)})
    try:
        if source == "-":
            source = "-"
            stream = sys.stdin.buffer if sys.stdin is not None else None
            data = stream.read(MAX_BYTES + 1) if stream is not None else b""
        else:
            info = os.stat(file)
            if not stat.S_ISREG(info.st_mode):
                raise usage(
                    "input/not-a-file",
                    N_(
                        "{source} is not a regular file: replay reads a text file, or "
                        "standard input with `-`."
                    ),
                    source=source,
                )
            if info.st_size > MAX_BYTES:
                data = b"x" * (MAX_BYTES + 1)
            else:
                with open(file, "rb") as handle:
                    data = handle.read(MAX_BYTES + 1)
    except (OSError, ValueError) as exc:
        reason = os_reason(exc)
        raise usage(
            "input/unreadable", N_("Cannot read {source}: {reason}"), source=source, reason=reason
        ) from exc
    if len(data) > MAX_BYTES:
        raise usage(
            "input/too-large",
            N_("{source} is larger than {limit}: a replay file holds one command per line."),
            source=source,
            limit=limit,
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise usage(
            "input/unreadable",
            N_("Cannot read {source}: line {line} is not UTF-8 text."),
            source=source,
            line=line,
        ) from exc
    return source, [line.removesuffix("\r") for line in text.split("\n")]


def command_word(args: Sequence[str]) -> str | None:
    """The command a line runs (`replay` in `--lang fr --json replay x.txt`, `rejouer x.txt`
    or `--partie x rigioca x.txt`)."""
    from assistant.cli.app import hoist_global_options, root_word

    args = hoist_global_options(args)
    i = 0
    while i < len(args):
        if args[i] in ROOT_OPTIONS_WITH_VALUE:
            i += 2
        elif args[i].startswith("-"):
            i += 1
        else:
            return root_word(args[i]) or args[i]
    return None


def parse_lines(source: str, lines: list[str]) -> list[tuple[int, str, list[str]]]:
    """`(number, text, words)` of every command of a replay file, or the first line that
    cannot be one (too long, a control character, unbalanced quotes, a nested replay)."""
    commands = []
    for number, raw in enumerate(lines, start=1):
        if len(raw) > MAX_LINE:
            raise ReplayStopped(
                source,
                number,
                raw[:40] + "…",
                usage(
                    "input/line-too-long",
                    N_("the line is {length} characters long; at most {limit} are read."),
                    length=len(raw),
                    limit=MAX_LINE,
                ),
                NOTHING_REPLAYED,
            )
        line = clean_word(raw)
        text = line.strip()
        bad = control_character(line)
        if bad is not None:
            raise ReplayStopped(
                source,
                number,
                text[:40],
                usage(
                    "input/control-character",
                    N_("a control character ({char}) cannot be part of a command."),
                    char=bad,
                ),
                NOTHING_REPLAYED,
            )
        try:
            args = split_line(line)
        except AssistantError as exc:
            raise ReplayStopped(source, number, text, exc, NOTHING_REPLAYED) from exc
        if not args:
            continue
        if command_word(args) == "replay":
            raise ReplayStopped(
                source,
                number,
                text,
                usage("replay/nested", N_("A replayed file cannot itself run `replay`.")),
                NOTHING_REPLAYED,
            )
        commands.append((number, text, args))
    return commands


@contextmanager
def deferred_interrupts() -> Iterator[tuple[Any, Any]]:
    """`(allow, defer)`: Ctrl-C is held back (and delivered at the next `allow`) except
    between `allow()` and `defer()`. Where signals cannot be masked both do nothing."""
    if not hasattr(signal, "pthread_sigmask") or (
        threading.current_thread() is not threading.main_thread()
    ):
        yield (lambda: None), (lambda: None)
        return
    sigint = {signal.SIGINT}
    saved = signal.pthread_sigmask(signal.SIG_BLOCK, sigint)
    try:
        yield (
            lambda: signal.pthread_sigmask(signal.SIG_UNBLOCK, sigint),
            lambda: signal.pthread_sigmask(signal.SIG_BLOCK, sigint),
        )
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, saved)


@contextmanager
def _reset(var: ContextVar[Any], token: Token[Any]) -> Iterator[None]:
    """`var` back to what it was before `token`'s change, when the block ends."""
    try:
        yield
    finally:
        var.reset(token)


@app.command("replay")
def replay(
    file: Annotated[
        Path,
        typer.Argument(
            help="A text file (or - for standard input): one command per line, as typed "
            "after `assistant`."
        ),
    ],
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Check every line; record nothing.")
    ] = False,
) -> None:
    """Run the commands of FILE in order, then show the game's state.

    One command per line as typed after `assistant` (`camel roll blue 2`); blank lines and
    `#` comments are skipped. The first refused line stops the replay: its number and the
    reason are shown, the lines before it stay recorded (nothing at all with --dry-run).
    Ctrl-C stops it the same way (exit 130).
    The recorded games under examples/ ship with the program: their paths work anywhere.

    Examples:

      assistant replay examples/camel-up/full-game.txt

      assistant replay --dry-run my-game.txt

      assistant replay - < my-game.txt
    """
    from assistant.cli.app import execute
    from assistant.paths import REPLAYED_FROM, shipped
    from assistant.sessions import Journal

    runtime = current()
    if runtime.in_replay:
        raise usage("replay/nested", N_("A replayed file cannot itself run `replay`."))
    source, lines = read_lines(shipped(file))
    commands = parse_lines(source, lines)
    collector.release()  # a long file: its lines' garbage is collected as it goes
    journal = runtime.journal
    if dry_run:
        journal = Journal.in_memory_copy(journal)
    done = 0
    stopped: ReplayStopped | None = None
    folder = REPLAYED_FROM.set(shipped(file).parent if str(file) != "-" else None)
    with deferred_interrupts() as (allow, defer), _reset(REPLAYED_FROM, folder):
        journal.begin()  # the whole replay is one transaction, each line a savepoint
        try:
            for number, text, args in commands:
                journal.savepoint("line")
                try:
                    allow()
                    child = Runtime(parent=runtime, quiet=True, replaying=True)
                    child.use_journal(journal)
                    _, error = execute(args, child)
                    defer()
                except KeyboardInterrupt:
                    defer()
                    error = ReplayInterrupted.marker()
                if error is not None:
                    journal.undo_to("line")
                    if error.code == "interrupted":
                        stopped = ReplayInterrupted(source, number, text, done, dry_run)
                    else:
                        stopped = ReplayStopped(source, number, text, error, _kept(done, dry_run))
                    break
                journal.release("line")
                done += 1
        except BaseException:
            journal.rollback()
            raise
        journal.commit()
    if stopped is not None:
        raise stopped
    _finish_replay(runtime, journal, source, done, dry_run)


class ReplayInterrupted(ReplayStopped):
    """Ctrl-C during a replay: the interrupted line is undone, the lines before it kept."""

    def __init__(self, path: str, line: int, text: str, done: int, dry_run: bool) -> None:
        reason = AssistantError("replay/interrupted", Msg(N_("interrupted.")))
        super().__init__(path, line, text, reason, _kept(done, dry_run))
        self.exit_code = EXIT_INTERRUPTED

    @staticmethod
    def marker() -> AssistantError:
        return AssistantError("interrupted", Msg(N_("Interrupted.")))


def _finish_replay(runtime: Runtime, journal: Any, path: str, commands: int, dry_run: bool) -> None:
    from assistant.cli.app import execute
    from assistant.sessions import load_state

    name = runtime.session or journal.current_name()
    session = journal.find(name) if name else None
    doc: dict[str, Any] = {"file": path, "commands": commands, "dry_run": dry_run, "session": None}
    if session is not None:
        doc["session"] = session.name
        try:
            from assistant.sessions import game_of

            doc["state"] = game_of(session).state_json(load_state(journal, session))
        except StorageError:
            session = None  # recorded all the same: the error shows with its own command
    if runtime.json:
        runtime.emit(doc, lambda console, t: None)
        return
    text = (
        Plural(
            "{file}: {n} command checked, nothing recorded (dry run).",
            "{file}: {n} commands checked, nothing recorded (dry run).",
            commands,
            file=path,
        )
        if dry_run
        else Plural(
            "{file}: {n} command replayed.", "{file}: {n} commands replayed.", commands, file=path
        )
    )
    runtime.say(text)
    if session is not None:
        runtime.say(N_("Session: {name}"), name=session.name)
        shown = Runtime(parent=runtime)
        shown.use_journal(journal)
        _, error = execute(["--session", session.name, BY_ID[session.game].cli, "status"], shown)
        if error is not None:  # Ctrl-C in a dry run: its lines were checked, not recorded
            raise error
