"""`assistant sessions`: list, choose, rename, delete and export the games kept in the journal."""

from __future__ import annotations

import sys
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli.lazyapp import App
from assistant.cli.runtime import Runtime, current, write_file
from assistant.errors import usage
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    import typer

app = App(
    name="sessions",
    help=(
        "The games kept in the journal. Without a subcommand: list them.\n\n"
        "Examples:\n\n"
        "  assistant sessions\n\n"
        "  assistant sessions use camel-up-2\n\n"
        "  assistant sessions export camel-up-2 --format markdown > game.md"
    ),
    invoke_without_command=True,
    no_args_is_help=False,
    add_completion=False,
)

if TYPE_CHECKING:
    pass


def _row(session: Any, current_name: str | None) -> dict[str, Any]:
    row = {
        "name": session.name,
        "game": session.game,
        "players": session.players,
        "moves": session.moves,
        "last_change": session.updated,
        "finished": session.finished,
        "current": session.name == current_name,
        "rules_version": session.rules_version,
        "lang": session.lang,
    }
    if session.damaged:
        row["damaged"] = True
    return row


PAGE = 40
"""How many sessions the listing shows on a terminal (the last changed first) without
`--all`: a table of thousands of rows takes seconds to draw and nobody reads it."""


@app.callback()
def list_sessions(
    ctx: typer.Context,
    everything: Annotated[
        bool,
        typer.Option(
            "--all", help="On a terminal too, list every session (not only the last changed)."
        ),
    ] = False,
) -> None:
    """List the sessions: name, game, players, moves, last change, finished, language."""
    if ctx.invoked_subcommand is not None:
        return
    show_sessions(current(), everything)


def show_sessions(runtime: Runtime, everything: bool = False) -> None:
    """`assistant sessions` without a subcommand (the fast path calls it directly).

    `--json` lists every session; so do plain lines, one per session, when the output is
    not a terminal (a file, a pipe); a terminal gets a table of the `PAGE` last changed
    (all of them with `--all`), and how many more there are."""
    journal = runtime.journal
    active = journal.current_name()
    paged = not runtime.json and not everything and sys.stdout.isatty()
    found = journal.all(limit=PAGE + 1 if paged else None)
    if paged and len(found) > PAGE:
        total, found = journal.count(), found[:PAGE]
    else:
        total = len(found)
    rows = [_row(s, active) for s in found]
    if runtime.json:
        runtime.emit({"current": active, "sessions": rows}, lambda console, t: None)
        return
    if runtime.quiet:
        return
    t = runtime.t
    if not rows:
        runtime.say(N_("No sessions yet. Start one with `assistant camel new --help`."))
        return
    if not paged:
        from assistant.render.sessions import sessions_lines

        sys.stdout.write(sessions_lines(rows, t))
        return
    from assistant.render import fit_table
    from assistant.render.sessions import sessions_table

    console = runtime.console()
    table = sessions_table(rows, t)
    fit_table(console, table)  # names and dates whole at 80 columns, in every language
    console.print(table)
    if total > len(rows):
        console.print(
            t(
                N_(
                    "The {shown} last changed of {total} sessions; `assistant sessions --all` "
                    "lists them all (`--json`: as data)."
                ),
                shown=len(rows),
                total=total,
            ),
            markup=False,
            style="dim",
        )


@app.command("use")
def use(name: Annotated[str, typer.Argument(help="The session to make current.")]) -> None:
    """Make NAME the current session: the game commands act on it.

    Example: assistant sessions use camel-up-2
    """
    runtime = current()
    journal = runtime.journal
    with journal.transaction():
        session = journal.get(name)
        journal.set_current(session.name)
    runtime.emit(
        {"current": session.name},
        lambda console, t: console.print(
            t(N_("Current session: {name}."), name=session.name), markup=False
        ),
    )


@app.command("rename")
def rename(
    old: Annotated[str, typer.Argument(help="The session's name now.")],
    new: Annotated[str, typer.Argument(help="Its new name.")],
) -> None:
    """Rename a session; its moves stay as they are.

    Example: assistant sessions rename camel-up-1 sunday-game
    """
    runtime = current()
    journal = runtime.journal
    with journal.transaction():
        session = journal.rename(old, new)
    runtime.emit(
        {"renamed": old, "name": session.name},
        lambda console, t: console.print(
            t(N_("Session {old} is now called {new}."), old=old, new=session.name), markup=False
        ),
    )


@app.command("delete")
def delete(
    name: Annotated[str, typer.Argument(help="The session to delete.")],
    yes: Annotated[
        bool, typer.Option("--yes", help="Confirm: the session is gone for good.")
    ] = False,
) -> None:
    """Delete a session and all its moves. Needs --yes.

    Example: assistant sessions delete camel-up-1 --yes
    """
    runtime = current()
    journal = runtime.journal
    if not yes:
        journal.get(name)  # a session that does not exist is said so first
        raise usage(
            "usage/confirm",
            N_("Deleting {name} loses its moves for good; add --yes to confirm."),
            name=name,
        )
    with journal.transaction():
        session = journal.get(name)
        journal.delete(session.name)
    runtime.emit(
        {"deleted": session.name},
        lambda console, t: console.print(
            t(N_("Session {name} deleted."), name=session.name), markup=False
        ),
    )


LANGUAGE_NAMES = {"en": N_("English"), "fr": N_("French"), "it": N_("Italian")}


@app.command("lang")
def lang(
    name: Annotated[str, typer.Argument(help="The session.")],
    language: Annotated[str, typer.Argument(help="en, fr or it.", metavar="LANG")],
) -> None:
    """Play a session in another language: its prompt, its one-shot commands, its log and
    its exports speak it from now on (unless --lang asks for another).

    Examples:

      assistant sessions lang camel-up-1 fr

      assistant sessions lang camel-up-1 it
    """
    from assistant.i18n import negotiate

    runtime = current()
    try:
        chosen = negotiate(language)
    except ValueError:
        raise usage(
            "usage/unknown-language",
            N_("Unknown language “{lang}”: choose en, fr or it."),
            lang=language,
        ) from None
    journal = runtime.journal
    with journal.transaction():
        session = journal.set_lang(name, chosen)
    runtime.use_session(session)
    runtime.emit(
        {"session": session.name, "lang": chosen},
        lambda console, t: console.print(
            t(
                N_("Session {name} is played in {language} from now on."),
                name=session.name,
                language=Msg(LANGUAGE_NAMES[chosen]),
            ),
            markup=False,
        ),
    )


class ExportFormat(StrEnum):
    json = "json"
    markdown = "markdown"
    html = "html"
    svg = "svg"
    replay = "replay"


@app.command("export")
def export(
    name: Annotated[
        str | None,
        typer.Argument(
            help="The session to export (default: the current one).", show_default=False
        ),
    ] = None,
    fmt: Annotated[
        ExportFormat,
        typer.Option("--format", help="json, markdown, html, svg or replay.", case_sensitive=False),
    ] = ExportFormat.json,
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", help="Write to this file instead of the screen."),
    ] = None,
) -> None:
    """Export a session: the data (json), a report (markdown, html), a picture of the
    position (svg) or the lines that rebuild it (replay).

    Examples:

      assistant sessions export camel-up-1 --format json > game.json

      assistant sessions export --format html -o game.html

      assistant --lang fr sessions export camel-up-1 --format html -o game.html

      assistant sessions export camel-up-1 --format svg -o board.svg

      assistant sessions export camel-up-1 --format replay -o game.txt
    """
    from assistant import export as exports
    from assistant.cli.recording import session_name

    runtime = current()
    journal = runtime.journal
    session = journal.get(name if name is not None else session_name(runtime))
    runtime.use_session(session)
    doc = exports.export_json(journal, session)
    if fmt is ExportFormat.svg:
        from assistant.games import BY_ID
        from assistant.render.views import views_of

        if not views_of(BY_ID[session.game]).has_picture:
            raise usage(
                "usage/no-picture",
                N_("There is no picture of a game of {game}."),
                game=session.game,
            )
    if output is None and (fmt is ExportFormat.json or runtime.json):
        from assistant.cli.runtime import print_json

        print_json(doc)
        return
    if fmt is ExportFormat.json:
        import json

        text = json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
    else:
        text = getattr(exports, f"export_{fmt.value}")(doc, runtime.t)
    if output is None:
        import typer

        typer.echo(text, nl=False)
        return
    write_file(output, text)
    runtime.emit(
        {"session": session.name, "format": fmt.value, "file": str(output)},
        lambda console, t: console.print(
            t(N_("Session {name} written to {file}."), name=session.name, file=str(output)),
            markup=False,
        ),
    )
