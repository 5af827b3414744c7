"""`assistant stats`: who wins what, over the finished games of the journal.

The journal is read here (each session replayed through its rules, as `status` does); the
counting is `assistant.stats`, on plain records. JSON, CSV and HTML never import Rich: only
the table on the screen does.
"""

from __future__ import annotations

from datetime import date
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

from assistant.cli.lazyapp import App
from assistant.cli.runtime import Runtime, current, write_file
from assistant.errors import StorageError, usage
from assistant.messages import N_, Msg, Plural

if TYPE_CHECKING:
    import typer
    from rich.console import Console

    from assistant.i18n import Translator
    from assistant.sessions import Journal
    from assistant.stats import Record, Skipped, Stats

app = App(name="stats", add_completion=False)


class StatsFormat(StrEnum):
    table = "table"
    json = "json"
    csv = "csv"
    html = "html"


def game_id(word: str) -> str:
    """The game named by `word` (an id or an alias in any language).

    :raises UsageError: `input/unknown-game`, naming the games.
    """
    from assistant.games import BY_ID, find_spec

    spec = find_spec(word)
    if spec is None:
        raise usage(
            "input/unknown-game",
            N_("Unknown game “{game}”. The games are: {games}."),
            game=word,
            games=", ".join(BY_ID),
        )
    return spec.id


def day(word: str) -> date:
    """`--since`: an ISO 8601 date.

    :raises UsageError: `input/bad-date`.
    """
    try:
        return date.fromisoformat(word.strip())
    except ValueError:
        raise usage(
            "input/bad-date",
            N_(
                "--since takes a date written year-month-day (ISO 8601), such as {example}, "
                "not “{date}”."
            ),
            example="2025-03-01",
            date=word,
        ) from None


def records(journal: Journal, game: str | None) -> tuple[list[Record], list[Skipped]]:
    """Every session of the journal (of `game` only, when given) as a record; the sessions
    that cannot be read, apart. Sessions the journal lists as unfinished are not replayed."""
    from assistant.sessions import game_of, load_state
    from assistant.stats import Record, Result, Skipped, results_of

    found: list[Record] = []
    skipped: list[Skipped] = []
    times = journal.last_moves()
    for session in journal.all():
        if game is not None and session.game != game:
            continue
        when = times.get(session.id, session.created)
        if not session.finished and not session.damaged:
            results = tuple(Result(p, 0, 1, False) for p in session.players)
            found.append(Record(session.name, session.game, when, Msg(""), results, False))
            continue
        try:
            rules = game_of(session)
            standings = rules.standings(load_state(journal, session))
        except StorageError as error:
            skipped.append(Skipped(session.name, error.code, error.msg))
            continue
        found.append(
            Record(
                session.name,
                session.game,
                when,
                standings.unit,
                results_of(standings),
                standings.finished,
            )
        )
    return found, skipped


def game_names(stats: Stats, t: Translator) -> dict[str, str]:
    from assistant.games import BY_ID

    return {g.game: t(BY_ID[g.game].name) for g in stats.games if g.game in BY_ID}


@app.command("stats")
def stats(
    game: Annotated[
        str | None, typer.Option("--game", help="Only this game (any of its names).")
    ] = None,
    player: Annotated[
        str | None,
        typer.Option("--player", help="Only the games of this player, and their results."),
    ] = None,
    since: Annotated[
        str | None,
        typer.Option("--since", help="Only games finished on this day or later (YYYY-MM-DD)."),
    ] = None,
    fmt: Annotated[
        StatsFormat,
        typer.Option("--format", help="table, json, csv or html.", case_sensitive=False),
    ] = StatsFormat.table,
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", help="Write to this file instead of the screen."),
    ] = None,
) -> None:
    """Statistics over the finished games of the journal, per game and per player: games
    played, wins (a shared win counts for each winner), win rate, average, best and last
    scores, the last ten results. Unfinished sessions are left out and counted.

    Examples:

      assistant stats

      assistant stats --game camel --player ana

      assistant stats --since 2025-01-01 --json

      assistant --lang fr stats --format html -o stats.html

      assistant stats --format csv -o games.csv
    """
    from assistant.stats import Filters, compute, to_json

    runtime = current()
    filters = Filters(
        game_id(game) if game is not None else None,
        player.strip() if player is not None and player.strip() else None,
        day(since) if since is not None else None,
    )
    if output is not None and fmt is StatsFormat.table:
        raise usage(
            "usage/output-needs-format",
            N_("-o writes a file: choose its format with --format csv, html or json."),
        )
    found, skipped = records(runtime.journal, filters.game)
    result = compute(found, filters, skipped)
    if output is None and (fmt is StatsFormat.json or runtime.json):
        from assistant.cli.runtime import print_json

        print_json(to_json(result, game_names(result, runtime.t)))
        return
    if fmt is StatsFormat.table:
        runtime.emit({}, lambda console, t: _show(console, t, result))
        return
    text = _text(result, fmt, runtime.t)
    if output is None:
        import typer

        typer.echo(text, nl=False)
        from assistant.render.stats_report import count_note

        for note in count_note(result, runtime.t):
            typer.echo(note, err=True)
        return
    _write(runtime, result, fmt, text, output)


def _write(runtime: Runtime, result: Stats, fmt: StatsFormat, text: str, output: Path) -> None:
    """`-o FILE`: the statistics written to a file, and a line that says so."""
    write_file(output, text, newline="")

    def human(console: Console, t: Translator) -> None:
        from assistant.render.stats_report import count_note

        console.print(
            t(
                N_("Statistics of {games} written to {file}."),
                games=Plural("{n} finished game", "{n} finished games", result.finished),
                file=str(output),
            ),
            markup=False,
        )
        for note in count_note(result, t):
            console.print(note, markup=False, style="dim")

    runtime.emit(
        {
            "format": fmt.value,
            "file": str(output),
            "finished": result.finished,
            "unfinished": result.unfinished,
        },
        human,
    )


def _text(result: Stats, fmt: StatsFormat, t: Translator) -> str:
    import json

    from assistant.stats import to_csv, to_json

    if fmt is StatsFormat.csv:
        return to_csv(result)
    if fmt is StatsFormat.html:
        from assistant.render.stats_report import html

        return html(result, t)
    return json.dumps(to_json(result, game_names(result, t)), ensure_ascii=False, indent=2) + "\n"


def _show(console: Console, t: Translator, result: Stats) -> None:
    from assistant.render.stats import show

    show(console, t, result)
