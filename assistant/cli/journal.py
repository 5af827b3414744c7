"""`assistant log`, `undo`, `redo` and `replay`: the journal of the current session."""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Annotated, Any

import typer

from assistant.cli.play import current_session
from assistant.cli.runtime import Runtime, current
from assistant.errors import AssistantError, StorageError, UsageError, exit_code_of, usage
from assistant.games import BY_ID, load
from assistant.games.base import RulesError
from assistant.messages import N_, Msg

app = typer.Typer(name="journal", add_completion=False)


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
            }
            for m in moves
        ],
    }

    def human(console: Any, t: Any) -> None:
        console.print(
            t(N_("Session {name} — {game}"), name=session.name, game=Msg(BY_ID[session.game].name)),
            style="bold",
            markup=False,
        )
        if not moves:
            console.print(t(N_("No moves yet.")), markup=False)
        for move in doc["moves"]:
            style = "dim strike" if move["status"] != "active" else None
            console.print(
                _move_line(move["n"], move["player"], move["text"]), style=style, markup=False
            )

    runtime.emit(doc, human)


def _step(runtime: Runtime, forward: bool) -> None:
    from assistant.sessions import load_state

    journal = runtime.journal
    with journal.transaction():
        session = current_session(runtime)
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
        game = load(session.game)
        state = load_state(journal, session)
        journal.set_cached(session, list(game.players(state)), game.is_finished(state))
    msg = game.describe(game.move_from_json(row.payload))
    player = row.payload.get("player")
    doc = {
        "session": session.name,
        "redone" if forward else "undone": {
            "player": player,
            "move": row.payload,
            "text": runtime.t.render(msg),
        },
        "current_player": game.current_player(state),
    }

    def human(console: Any, t: Any) -> None:
        what = (player + " — " if player else "") + t.render(msg)
        text = N_("Redone: {move}") if forward else N_("Undone: {move}")
        console.print(t(text, move=what), markup=False)
        now = game.current_player(state)
        if now:
            console.print(t(N_("Now it is {player}'s turn."), player=now), markup=False)

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

    Example: assistant redo
    """
    _step(current(), forward=True)


class ReplayStopped(AssistantError):
    """A line of a replayed file was refused; carries the line and the underlying error."""

    def __init__(self, path: str, line: int, text: str, error: AssistantError | RulesError) -> None:
        super().__init__(
            error.code,
            Msg(
                N_("{file}, line {line} ({command}): {reason}"),
                {"file": path, "line": line, "command": text, "reason": error.msg},
            ),
            error.rule,
        )
        self.exit_code = exit_code_of(error)


@app.command("replay")
def replay(
    file: Annotated[
        Path, typer.Argument(help="A text file: one command per line, as typed after `assistant`.")
    ],
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Check every line; record nothing.")
    ] = False,
) -> None:
    """Run the commands of FILE in order, then show the game's state.

    One command per line as typed after `assistant` (`camel roll blue 2`); blank lines and
    `#` comments are skipped. The first refused line stops the replay: its number and the
    reason are shown, the lines before it stay recorded (nothing at all with --dry-run).
    The recorded games under examples/ ship with the program: their paths work anywhere.

    Examples:

      assistant replay examples/camel-up/full-game.txt

      assistant replay --dry-run my-game.txt
    """
    from assistant.cli.app import execute
    from assistant.paths import shipped
    from assistant.sessions import Journal

    runtime = current()
    file = shipped(file)
    try:
        lines = file.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise usage(
            "input/unreadable",
            N_("Cannot read {source}: {reason}"),
            source=str(file),
            reason=str(exc),
        ) from exc
    journal = runtime.journal
    if dry_run:
        journal = Journal.in_memory_copy(journal)
    commands = 0
    for number, line in enumerate(lines, start=1):
        try:
            args = shlex.split(line, comments=True)
        except ValueError as exc:
            raise ReplayStopped(
                str(file),
                number,
                line.strip(),
                usage("input/bad-line", "{detail}", detail=str(exc)),
            ) from exc
        if not args:
            continue
        if "replay" in args[:3]:
            raise ReplayStopped(
                str(file),
                number,
                line.strip(),
                usage("replay/nested", N_("A replayed file cannot itself run `replay`.")),
            )
        child = Runtime(parent=runtime, quiet=True)
        child.use_journal(journal)
        _, error = execute(args, child)
        if error is not None:
            raise ReplayStopped(str(file), number, line.strip(), error)
        commands += 1
    _finish_replay(runtime, journal, str(file), commands, dry_run)


def _finish_replay(runtime: Runtime, journal: Any, path: str, commands: int, dry_run: bool) -> None:
    from assistant.cli.app import execute
    from assistant.sessions import load_state

    name = runtime.session or journal.current_name()
    session = journal.find(name) if name else None
    doc: dict[str, Any] = {"file": path, "commands": commands, "dry_run": dry_run, "session": None}
    if session is not None:
        game = load(session.game)
        doc["session"] = session.name
        doc["state"] = game.state_json(load_state(journal, session))
    if runtime.json:
        runtime.emit(doc, lambda console, t: None)
        return
    text = (
        N_("{file}: {count} commands checked, nothing recorded (dry run).")
        if dry_run
        else N_("{file}: {count} commands replayed.")
    )
    runtime.say(text, file=path, count=commands)
    if session is not None:
        runtime.say(N_("Session: {name}"), name=session.name)
        shown = Runtime(parent=runtime)
        shown.use_journal(journal)
        _, error = execute(["--session", session.name, BY_ID[session.game].cli, "status"], shown)
        if error is not None:  # pragma: no cover - the status of a replayed game never fails
            raise UsageError(error.code, error.msg)
