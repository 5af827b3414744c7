"""`assistant play`: table mode, one prompt open for the whole game.

The table types a game's commands without the `assistant <game>` prefix (`roll blue 2`,
`bo: bet blue`, `st` for `status`), in English, French or Italian (`parier bleu`,
`scommetti blu`); a line copied from a shell (`assistant camel bet blue`) works too. Each
line is planned and run by `assistant.cli.prompt.TablePrompt` (a move pays no process
start-up, and each accepted move is in the journal as soon as its line is done).

With a terminal on both ends the prompt is prompt_toolkit's (history, completion from
`assistant.cli.completion`, the session and whose turn it is); otherwise lines are read from
standard input with the same outputs and no decoration, so scripts and tests can drive it.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Annotated

from assistant.cli import collector
from assistant.cli.lazyapp import App
from assistant.cli.prompt import TablePrompt
from assistant.cli.runtime import current
from assistant.errors import CommandExit, usage
from assistant.messages import N_

if TYPE_CHECKING:
    import typer

app = App(name="table", add_completion=False)


# -- the two ways of reading lines ----------------------------------------------------------


def read_lines(table: TablePrompt, lines: Iterable[str]) -> int:
    """Run lines as typed, without a prompt: the code of the first refused line, else 0
    (a `check` answered "no" is an answer, not a refusal: it does not count)."""
    for line in lines:
        if table.run(line) is None:
            break
    return table.failed


def interactive(table: TablePrompt) -> int:
    """The prompt: runs until `quit`, `exit` or Ctrl-D; always exit 0."""
    from assistant.cli.completion import prompt_session
    from assistant.render.table import banner, elsewhere, farewell

    runtime = table.runtime
    session, game, state = table.snapshot()
    if not runtime.json:  # the state first, then the banner just above the prompt
        if "status" in table.words(game.spec):
            table.run("status")
        banner(runtime.console(), table.t, session, game.spec, list(game.players(state)))
    table.follow()
    prompt = None
    history_of = None
    while True:
        if prompt is None or history_of != table.name:
            prompt, history_of = prompt_session(table), table.name
            collector.release(freeze=True)  # started: the prompt is about to show
        try:
            line = prompt.prompt()
        except KeyboardInterrupt:
            continue  # Ctrl-C: the line is dropped, the prompt stays
        except EOFError:
            break
        moves, other = table.changed_elsewhere()
        if (moves or other) and not runtime.json:
            elsewhere(runtime.console(), table.t, moves, other)
        try:
            if table.run(line) is None:
                break
        except KeyboardInterrupt:  # before the line recorded anything (see `TablePrompt.run`)
            from assistant.cli.app import NOTHING_RECORDED

            runtime.console(stderr=True).print(table.t(NOTHING_RECORDED), markup=False)
    if not runtime.json and not table.gone:
        farewell(runtime.console(), table.t, table.name)
    return 0


@app.command("play")
def play(
    session: Annotated[
        str | None,
        typer.Argument(help="The session to open (default: the current one).", show_default=False),
    ] = None,
) -> None:
    """Open a prompt on a session for the whole game: type the game's commands without
    `assistant <game>` (`roll blue 2`, `bo: bet blue`, `st` for status), plus `check ...`,
    `log`, `undo`, `redo`, `rules [SECTION]`, `help` and `quit`.

    Tab completes commands, names, players and rule sections in your language; up-arrow
    recalls earlier lines. Every accepted move is written to the journal at once. When
    standard input is not a terminal, lines are read from it without a prompt (exit code:
    the first refused line's, else 0; with --json, one JSON document per line).

    Examples:

      assistant camel new --players ana,bo --name sunday \\
        --start '1:blue 2:green,orange 3:yellow,white'

      assistant play

      assistant --lang fr play sunday

      printf 'roll blue 2\\nstatus\\n' | assistant play
    """
    from assistant.cli.recording import session_name

    runtime = current()
    if runtime.parent is not None:
        raise usage("table/nested", N_("`play` opens a prompt; it cannot run inside another."))
    found = runtime.journal.get(session or session_name(runtime))
    runtime.session = found.name
    runtime.open_table()
    runtime.use_session(found)
    table = TablePrompt(runtime, found.name, id=found.id, game=found.game)
    stdin = sys.stdin  # None when closed (`play <&-`): no lines to read
    if stdin is not None and stdin.isatty() and sys.stdout.isatty():
        code = interactive(table)
    else:  # lines piped in: with --json, one JSON document per line (JSON Lines)
        from assistant.cli.runtime import json_lines

        if stdin is not None and hasattr(stdin, "reconfigure"):
            with contextlib.suppress(OSError, ValueError):  # bytes that are not UTF-8 are
                stdin.reconfigure(errors="surrogateescape")  # refused line by line
        collector.release()  # a piped game may be long: its garbage is collected as it goes
        with json_lines():
            code = read_lines(table, stdin if stdin is not None else [])
    if code:
        runtime.answered = True  # each line was answered: 130 here is no Ctrl-C of `play`
        raise CommandExit(code)
