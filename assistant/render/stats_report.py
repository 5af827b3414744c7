"""Statistics across sessions as one HTML page, and the words the screen shares with it.

The page is built like a game report (`assistant.render.report`): the same stylesheet,
tables and charts (`assistant.render.svg.chart`), inline SVG, no script, no font, no image
and no link, a print stylesheet for A4, every text escaped by ElementTree. It never
imports Rich.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from assistant.games import BY_ID
from assistant.i18n import Translator
from assistant.messages import N_, Msg, Plural
from assistant.render.report import STYLE, _el, _table, capital
from assistant.stats import GameTable, Outcome, Stats, local_day, player_key, seats

EXTRA_STYLE = """
.note { color: #7a4b00; margin: .3em 0; }
.legend { color: #555; font-size: .88em; margin: .2em 0 .8em; }
h3 { font-size: 1.02em; margin: 1.2em 0 .4em; }
.places { font-variant-numeric: tabular-nums; white-space: nowrap; }
@media print {
  h3 { break-after: avoid; }
  .charts svg { max-height: 80mm; }
}
"""


# -- words shared with the screen --------------------------------------------------------------


def game_name(game: str, t: Translator) -> str:
    spec = BY_ID.get(game)
    return t(spec.name) if spec is not None else game


def day_text(stamp: str, t: Translator) -> str:
    """The day of a time stamp, where the reader is, in their language (`12 Jan 2025`)."""
    from babel.dates import format_date

    return str(format_date(local_day(stamp), format="medium", locale=t.lang))


def places(outcomes: Sequence[Outcome]) -> str:
    """The places of the latest results, newest first, a star on each win: `1★ 2 1★ 3`."""
    return " ".join(f"{o.rank}★" if o.winner else str(o.rank) for o in outcomes)


def rate(value: float, t: Translator) -> str:
    return t.percent(value, digits=0)


def player_heads(t: Translator) -> list[str]:
    return [
        t(N_("Player")),
        t(N_("Played")),
        t(N_("Wins")),
        t(N_("Win rate")),
        t(N_("Average")),
        t(N_("Best")),
        t(N_("Last")),
        t(N_("Latest places")),
    ]


def player_rows(table: GameTable, t: Translator) -> list[list[str]]:
    return [
        [
            p.player,
            str(p.played),
            str(p.wins),
            rate(p.win_rate, t),
            t.number(p.average, 1),
            str(p.best),
            str(p.last),
            places(p.recent),
        ]
        for p in table.players
    ]


def places_legend(t: Translator) -> str:
    return t(N_("Latest places: the last ten games, newest first; ★ marks a win."))


def overall_heads(t: Translator) -> list[str]:
    return [t(N_("Player")), t(N_("Played")), t(N_("Wins")), t(N_("Win rate"))]


def overall_rows(stats: Stats, t: Translator) -> list[list[str]]:
    return [[p.player, str(p.played), str(p.wins), rate(p.win_rate, t)] for p in stats.players]


def count_note(stats: Stats, t: Translator) -> list[str]:
    """What was left out, in words: unfinished sessions, sessions that cannot be read."""
    notes = []
    if stats.unfinished:
        notes.append(
            t(
                Plural(
                    "{n} unfinished session is left out.",
                    "{n} unfinished sessions are left out.",
                    stats.unfinished,
                )
            )
        )
    for skipped in stats.skipped:
        notes.append(
            t(
                N_("Session {name} cannot be read and is left out: {reason}"),
                name=skipped.session,
                reason=skipped.msg,
            )
        )
    return notes


def table_title(table: GameTable, stats: Stats, t: Translator) -> str:
    """The game's name; with its unit when the game has another table (Ramsès solo counts
    cards won, the other Ramsès games points)."""
    name = game_name(table.game, t)
    if sum(1 for other in stats.games if other.game == table.game) > 1:
        return t(N_("{game} ({unit})"), game=name, unit=table.unit)
    return name


def table_heading(table: GameTable, t: Translator) -> str:
    """`2 finished games, scores in coins`."""
    return t(
        N_("{games}, scores in {unit}"),
        games=Plural("{n} finished game", "{n} finished games", table.played),
        unit=table.unit,
    )


def summary(stats: Stats, t: Translator) -> str:
    """How many finished games, and over which days."""
    games = Plural("{n} finished game", "{n} finished games", stats.finished)
    if not stats.records:
        if any((stats.filters.game, stats.filters.player, stats.filters.since)):
            return t(N_("No finished game matches."))
        return t(N_("No finished game yet."))
    first, last = day_text(stats.records[0].when, t), day_text(stats.records[-1].when, t)
    if first == last:
        return t(N_("{games} on {day}."), games=games, day=first)
    return t(N_("{games}, from {first} to {last}."), games=games, first=first, last=last)


def filters_line(stats: Stats, t: Translator) -> str | None:
    """The filters in words (`Only the games of Camel Up, with ana, ...`), or None."""
    from babel.dates import format_date

    f = stats.filters
    parts: list[str] = []
    if f.game is not None:
        parts.append(
            t(N_("of {game}"), game=Msg(BY_ID[f.game].name) if f.game in BY_ID else f.game)
        )
    if f.player is not None:
        shown = stats.players[0].player if len(stats.players) == 1 else f.player
        parts.append(t(N_("with {player}"), player=shown))
    if f.since is not None:
        since = str(format_date(f.since, format="medium", locale=t.lang))
        parts.append(t(N_("finished on {day} or later"), day=since))
    if not parts:
        return None
    return t(N_("Only the games {filters}."), filters=", ".join(parts))


def last_games(table: GameTable, stats: Stats, t: Translator) -> list[list[str]]:
    """The latest games (newest first, at most ten): day, session, players by place."""
    rows = []
    for record in reversed(table.records[-10:]):
        ranked = sorted(record.results, key=lambda r: (r.rank, player_key(r.player)))
        result = ", ".join(f"{r.player} {r.score}" + (" ★" if r.winner else "") for r in ranked)
        rows.append([day_text(record.when, t), record.session, result])
    return rows


# -- charts -------------------------------------------------------------------------------------


def _seats(table: GameTable, stats: Stats) -> dict[str, int]:
    """Each player's seat in the charts (colour, marker, dash): the same on the whole page
    when there are few enough players for a colour each, else the table's own order, so
    that the lines of one chart never share a colour."""
    from assistant.render.svg.common import PLAYER_COLOURS

    if len(stats.players) <= len(PLAYER_COLOURS):
        return seats(stats)
    return {player_key(p.player): i for i, p in enumerate(table.players)}


def wins_over_time(table: GameTable, stats: Stats, t: Translator, ident: str) -> ET.Element:
    """Each player's wins so far, game after game (a line per player)."""
    from assistant.render.svg.chart import line_chart

    seat = _seats(table, stats)
    keys = [player_key(p.player) for p in table.players]
    series = []
    for p, key in zip(table.players, keys, strict=True):
        wins, values = 0, []
        for record in table.records:
            wins += sum(1 for r in record.results if player_key(r.player) == key and r.winner)
            values.append(float(wins))
        series.append((p.player, values))
    return line_chart(
        t(N_("Wins over time")),
        [str(i + 1) for i in range(table.played)],
        series,
        t(N_("wins")),
        t(N_("games, oldest first")),
        ident=ident,
        seats=[seat.get(k, i) for i, k in enumerate(keys)],
        whole=True,
    )


def score_per_game(table: GameTable, stats: Stats, t: Translator, ident: str) -> ET.Element:
    """Each player's score in every game (a gap where they did not play)."""
    from assistant.render.svg.chart import line_chart

    seat = _seats(table, stats)
    keys = [player_key(p.player) for p in table.players]
    series = []
    for p, key in zip(table.players, keys, strict=True):
        values: list[float | None] = []
        for record in table.records:
            score = next((r.score for r in record.results if player_key(r.player) == key), None)
            values.append(None if score is None else float(score))
        series.append((p.player, values))
    unit = t.render(table.unit)
    return line_chart(
        t(N_("Score per game")),
        [str(i + 1) for i in range(table.played)],
        series,
        unit,
        t(N_("games, oldest first")),
        ident=ident,
        seats=[seat.get(k, i) for i, k in enumerate(keys)],
        bridge=True,
        whole=True,
    )


def wins_by_game(stats: Stats, t: Translator) -> ET.Element:
    """Every player's wins, one bar each, split by game."""
    from assistant.render.svg.chart import stacked_bars

    games = list(dict.fromkeys(g.game for g in stats.games))  # Ramsès solo is Ramsès too
    bars = []
    for p in stats.players:
        key = player_key(p.player)
        wins = dict.fromkeys(games, 0.0)
        for table in stats.games:
            wins[table.game] += sum(x.wins for x in table.players if player_key(x.player) == key)
        bars.append((p.player, [wins[g] for g in games]))
    names = [game_name(g, t) for g in games]

    def total(n: float) -> str:
        return t(Plural("{n} win", "{n} wins", int(n)))

    return stacked_bars(t(N_("Wins by game")), names, bars, total, ident="chart-wins-by-game")


# -- the page -----------------------------------------------------------------------------------


def html(stats: Stats, t: Translator) -> str:
    """The statistics as one self-contained HTML page in the reader's language."""
    from assistant import __version__

    title = t(N_("Game statistics"))
    page = ET.Element("html", {"lang": t.lang})
    head = _el(page, "head")
    _el(head, "meta", charset="utf-8")
    _el(head, "meta", name="viewport", content="width=device-width, initial-scale=1")
    _el(head, "title", title)
    _el(head, "style", STYLE + EXTRA_STYLE)
    body = _el(page, "body")

    header = _el(body, "header")
    _el(header, "h1", title)
    _el(header, "p", summary(stats, t), class_="meta")
    only = filters_line(stats, t)
    if only:
        _el(header, "p", only, class_="meta")
    for note in count_note(stats, t):
        _el(header, "p", note, class_="note")

    if len({g.game for g in stats.games}) > 1:
        section = _el(body, "section", class_="overall")
        _el(section, "h2", t(N_("All games")))
        _table(section, overall_heads(t), overall_rows(stats, t), numeric=(1, 2, 3))
        if any(p.wins for p in stats.players):
            charts = _el(section, "div", class_="charts")
            _el(charts, "figure").append(wins_by_game(stats, t))

    for index, table in enumerate(stats.games):
        section = _el(body, "section", class_="game", id=f"game-{index + 1}")
        _el(section, "h2", table_title(table, stats, t))
        _el(section, "p", capital(table_heading(table, t)), class_="meta")
        element = _table(
            section, player_heads(t), player_rows(table, t), numeric=(1, 2, 3, 4, 5, 6)
        )
        for row in element.iter("tr"):
            cells = list(row)
            if cells and cells[-1].tag == "td":
                cells[-1].set("class", "places")
        _el(section, "p", places_legend(t), class_="legend")
        if table.played > 1:
            charts = _el(section, "div", class_="charts")
            _el(charts, "figure").append(wins_over_time(table, stats, t, f"chart-wins-{index + 1}"))
            _el(charts, "figure").append(
                score_per_game(table, stats, t, f"chart-scores-{index + 1}")
            )
        _el(section, "h3", t(N_("Latest games")))
        _table(
            section, [t(N_("Day")), t(N_("Session")), t(N_("Result"))], last_games(table, stats, t)
        )

    _el(body, "footer", t(N_("Exported by assistant {version}."), version=__version__))
    ET.indent(page, space=" ")
    return "<!DOCTYPE html>\n" + ET.tostring(page, encoding="unicode", method="html") + "\n"
