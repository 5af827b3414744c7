"""A game report: the whole session as one HTML page, or as Markdown.

Both are built on the game contract: the session's setup and active moves are replayed through
the game's rules, the standings (`Game.standings`) give the scoreboard and the winners, the
moves are told by `Game.describe` and `Game.actor`, and the state's JSON document (what
`status --json` prints, `Game.state_json`) is what the game's views (`render.views`) draw the
picture, the final figures, the charts and the game's own sections from.

The HTML page is self-contained: styles inline, pictures and charts as inline SVG, no script,
no font, no image and no link that would reach the network. It is written in the reader's
language and has a print stylesheet for A4. Every text, names included, goes through
ElementTree, which escapes it.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from assistant.games import BY_ID, load
from assistant.games.base import Game, Standings
from assistant.i18n import Translator
from assistant.messages import N_, Msg, Plural
from assistant.render.views import views_of


@dataclass(frozen=True)
class Played:
    """One move of the game, numbered from 1: who made it and what it did."""

    n: int
    player: str | None
    msg: Msg
    closed: tuple[Msg, ...] = ()  # what the move closed (`Game.milestones`): a leg scored


def chapters(moves: Sequence[Played]) -> list[tuple[list[Played], tuple[Msg, ...]]]:
    """The moves cut after each move that closed a part of the game (a Camel Up leg): each
    chapter's moves and the lines that close it (none for the chapter still open)."""
    parts: list[tuple[list[Played], tuple[Msg, ...]]] = []
    current: list[Played] = []
    for move in moves:
        current.append(move)
        if move.closed:
            parts.append((current, move.closed))
            current = []
    if current:
        parts.append((current, ()))
    return parts


@dataclass(frozen=True)
class Report:
    """A session replayed: its export document, the end state and every state on the way.

    :param history: `(state JSON, standings)` at the start and after every move.
    """

    doc: Mapping[str, Any]
    game: Game[Any, Any]
    state: Mapping[str, Any]
    standings: Standings
    moves: tuple[Played, ...]
    history: tuple[tuple[Mapping[str, Any], Standings], ...]
    end: Any = None  # the game's own state at the end (Through the Desert: what was left open)

    @property
    def game_id(self) -> str:
        return str(self.doc["game"])


def gather(doc: Mapping[str, Any]) -> Report:
    """Replay an exported session (`export_json`'s document) through the game's rules."""
    game = load(doc["game"])
    # The states `export_json` replayed, when they are the ones the moves shown lead to
    # (under the hidden option the moves shown keep their secrets: they are replayed here).
    replayed = getattr(doc, "states", None) if not doc["setup"].get("hidden") else None
    state = replayed[0] if replayed else game.initial_state(doc["setup"])
    history = [(game.state_json(state), game.standings(state))]
    moves: list[Played] = []
    for entry in doc["moves"]:
        if entry["status"] != "active":
            continue
        move = game.move_from_json(entry["move"])
        done = len(moves) + 1
        if replayed is not None and done < len(replayed):
            before, state = state, replayed[done]
        else:
            before, state = state, game.apply(state, move)
        closed = game.milestones(before, state)
        moves.append(Played(len(moves) + 1, game.actor(move), game.describe(move, state), closed))
        history.append((game.state_json(state), game.standings(state)))
    end, standings = history[-1]
    if standings.finished and doc["setup"].get("hidden"):
        # The hidden-information option keeps things face down until the end only: the
        # report of a finished game shows every step as it really was.
        return gather({**doc, "setup": {k: v for k, v in doc["setup"].items() if k != "hidden"}})
    return Report(doc, game, end, standings, tuple(moves), tuple(history), state)


# -- words -----------------------------------------------------------------------------------


def amount(total: int, unit: Msg) -> Msg:
    """`1 point`, `3 coins`: a total with its unit in the plural form the count asks for."""
    if unit.text == "points":
        return Plural("{n} point", "{n} points", total)
    if unit.text == "coins":
        return Plural("{n} coin", "{n} coins", total)
    if unit.text == "adventures beaten":
        return Plural("{n} adventure beaten", "{n} adventures beaten", total)
    if unit.text == "cards won":
        return Plural("{n} card won", "{n} cards won", total)
    if unit.text == "cards":
        return Plural("{n} card", "{n} cards", total)
    return Msg("{n} {unit}", {"n": total, "unit": unit})


def winner_sentence(standings: Standings, t: Translator) -> str:
    """The result in words: who won (with what), or who leads while the game goes on."""
    unit = standings.unit
    totals = dict(standings.totals)
    if standings.finished:
        winners = list(standings.winners)
        if len(standings.totals) == 1:
            player, total = standings.totals[0]
            return t(
                N_("The game is over: {player} ends with {amount}."),
                player=player,
                amount=amount(total, unit),
            )
        if not winners:
            return t(N_("The game is over."))
        scores = {totals.get(w) for w in winners}
        if len(winners) == 1 or len(scores) == 1:
            total = totals.get(winners[0], 0)
            return t(
                Plural(
                    "{winners} wins with {amount}.",
                    "{winners} share the win with {amount} each.",
                    len(winners),
                    winners=winners,
                    amount=amount(total, unit),
                )
            )
        return t(N_("{winners} share the win."), winners=winners)
    if not standings.totals:
        return t(N_("The game is not over yet."))
    best = max(totals.values())
    leaders = [p for p, total in standings.totals if total == best]
    return t(
        Plural(
            "The game is not over yet; {leaders} leads with {amount}.",
            "The game is not over yet; {leaders} lead with {amount} each.",
            len(leaders),
            leaders=leaders,
            amount=amount(best, unit),
        )
    )


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def ranking(standings: Standings) -> list[tuple[int, str, int]]:
    """`Standings.ranking()` with the winners first among equal totals (a tie broken by the
    rules, such as Ramsès's most cards, shows who won it)."""
    winners = set(standings.winners)
    return sorted(standings.ranking(), key=lambda row: (row[0], row[1] not in winners))


def scoreboard(report: Report, t: Translator) -> tuple[list[str], list[list[str]]]:
    """Headings and rows of the scoreboard: place, player, total (winners marked)."""
    winners = set(report.standings.winners)
    rows = [
        [str(place), player + (" ★" if player in winners else ""), str(total)]
        for place, player, total in ranking(report.standings)
    ]
    return [t(N_("Place")), t(N_("Player")), capital(t.render(report.standings.unit))], rows


def figures(report: Report, t: Translator) -> tuple[list[str], list[list[str]]]:
    """The game's own final figures: how each player's total came about (its views')."""
    return views_of(BY_ID[report.game_id]).figures(report.state, t)


def charts(report: Report, t: Translator) -> list[ET.Element]:
    """The numbers that change over time, as SVG charts (none when there is nothing to show):
    the game's views draw them."""
    return views_of(BY_ID[report.game_id]).charts(report, t)


def totals_chart(report: Report, t: Translator) -> list[ET.Element]:
    """Each player's total move by move (nothing before the second move)."""
    from assistant.render.svg.chart import line_chart

    moves = [str(i) for i in range(len(report.history))]
    if len(moves) < 2:
        return []
    unit = t.render(report.standings.unit)
    series = [
        (name, [float(dict(standings.totals).get(name, 0)) for _, standings in report.history])
        for name, _ in report.standings.totals
    ]
    title = t(N_("{unit}, move by move"), unit=capital(unit))
    return [line_chart(title, moves, series, unit, t(N_("moves")), ident="chart-totals")]


# -- HTML ------------------------------------------------------------------------------------

STYLE = """
:root { color-scheme: light; }
body { font-family: "DejaVu Sans", Verdana, Arial, Helvetica, sans-serif; color: #222;
  background: #fff; margin: 0 auto; max-width: 1080px; padding: 24px; line-height: 1.45; }
h1 { font-size: 1.6em; margin: 0 0 .2em; }
h2 { font-size: 1.2em; margin: 1.6em 0 .5em; border-bottom: 1px solid #ddd; padding-bottom: .2em; }
.meta { color: #555; margin: 0; }
.winner { font-size: 1.25em; font-weight: bold; margin: .6em 0; }
table { border-collapse: collapse; margin: .4em 0; }
th, td { padding: .25em .7em; border-bottom: 1px solid #e2e2e2; text-align: left;
  vertical-align: top; }
th { background: #f3f0e8; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.win td { font-weight: bold; }
figure { margin: .5em 0; }
svg { max-width: 100%; height: auto; }
.moves td:first-child { color: #666; }
.moves table { font-size: .92em; }
.moves p.closed { font-weight: bold; margin: .3em 0 1.2em; }
footer { color: #777; font-size: .85em; margin-top: 2em; }
@page { size: A4; margin: 14mm 12mm; }
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  h2 { break-after: avoid; }
  figure, .result, .figures, tr { break-inside: avoid; }
  .picture svg { max-height: 150mm; width: auto; }
  .charts svg { max-height: 95mm; width: auto; }
  thead { display: table-header-group; }
  .moves table { font-size: 8.5pt; }
  .moves td, .moves th { padding: .1em .5em; }
}
"""


def _el(parent: ET.Element, tag: str, words: str | None = None, **attrs: str) -> ET.Element:
    """A child element with its text (`words`) and attributes (`class_` for `class`)."""
    element = ET.SubElement(parent, tag, {k.rstrip("_"): v for k, v in attrs.items()})
    if words is not None:
        element.text = words
    return element


def _table(
    parent: ET.Element,
    heads: Sequence[str],
    rows: Sequence[Sequence[str]],
    numeric: Sequence[int] = (),
    highlight: Sequence[int] = (),
) -> ET.Element:
    table = _el(parent, "table")
    head = _el(_el(table, "thead"), "tr")
    for i, heading in enumerate(heads):
        _el(head, "th", heading, scope="col", **({"class_": "num"} if i in numeric else {}))
    body = _el(table, "tbody")
    for r, row in enumerate(rows):
        line = _el(body, "tr", **({"class_": "win"} if r in highlight else {}))
        for i, cell in enumerate(row):
            _el(line, "td", cell, **({"class_": "num"} if i in numeric else {}))
    return table


def _when(stamp: str, t: Translator) -> str:
    """An ISO time stamp in the reader's way (`12 Jan 2025, 20:15`); as it is if unreadable."""
    from datetime import datetime

    try:
        moment = datetime.fromisoformat(stamp)
    except (TypeError, ValueError):
        return str(stamp)
    months = MONTHS.get(t.lang)
    if months is None:
        from babel.dates import format_datetime

        return str(format_datetime(moment, format="medium", locale=t.lang))
    month = months[moment.month - 1]
    if t.lang == "en":  # Babel's medium date and time (CLDR), without loading its data
        hour = moment.hour % 12 or 12
        half = "AM" if moment.hour < 12 else "PM"
        clock = f"{hour}:{moment.minute:02}:{moment.second:02}\u202f{half}"
        return f"{month} {moment.day}, {moment.year}, {clock}"
    clock = f"{moment.hour:02}:{moment.minute:02}:{moment.second:02}"
    return f"{moment.day} {month} {moment.year}, {clock}"


MONTHS = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    "fr": (
        "janv.",
        "févr.",
        "mars",
        "avr.",
        "mai",
        "juin",
        "juil.",
        "août",
        "sept.",
        "oct.",
        "nov.",
        "déc.",
    ),
    "it": ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"),
}
"""The abbreviated months of Babel's medium dates (a test compares `_when` with Babel)."""


def html(report: Report, t: Translator) -> str:
    """The report as one self-contained HTML page in the reader's language."""
    from assistant import __version__

    doc = report.doc
    game_name = t.render(report.game.title(report.doc["setup"]))  # with its edition
    title = t(N_("{name} — {game}"), name=doc["name"], game=game_name)
    page = ET.Element("html", {"lang": t.lang})
    head = _el(page, "head")
    _el(head, "meta", charset="utf-8")
    _el(head, "meta", name="viewport", content="width=device-width, initial-scale=1")
    _el(head, "title", title)
    _el(head, "style", STYLE)
    body = _el(page, "body")

    _header(body, report, t, title)
    _results(body, report, t)
    _moves(body, report, t)
    _el(body, "footer", t(N_("Exported by assistant {version}."), version=__version__))
    ET.indent(page, space=" ")
    from assistant.render.svg.common import xml_safe

    xml_safe(page)  # its pictures are SVG inside the page
    return "<!DOCTYPE html>\n" + ET.tostring(page, encoding="unicode", method="html") + "\n"


def _header(body: ET.Element, report: Report, t: Translator, title: str) -> None:
    """The title, the players, when the game started and changed, how many moves."""
    doc = report.doc
    header = _el(body, "header")
    _el(header, "h1", title)
    players = [player for player, _ in report.standings.totals] or list(doc["players"])
    _el(header, "p", t(N_("Players: {players}"), players=t.join(players)), class_="meta")
    _el(
        header,
        "p",
        t(
            N_("Started {started} · last change {changed} · {count}"),
            started=_when(doc["created"], t),
            changed=_when(doc["last_change"], t),
            count=Plural("{n} move", "{n} moves", len(report.moves)),
        ),
        class_="meta",
    )
    setup = _el(header, "p", t(N_("Set up with: ")), class_="meta")
    _el(setup, "code", setup_line(report, t))


def setup_line(report: Report, t: Translator) -> str:
    """How the game was set out, as the command that starts it in the reader's words
    (`desert nuova --giocatori … --oasi D3,J3,Q3,M7,B8 --restituiti anna=rosa,…`): the
    board, the oases, the start of the camels, the adventures drawn."""
    from assistant.render.replay import new_words
    from assistant.syntax import join_line

    return join_line(new_words(report.game_id, report.doc["setup"], None, t.lang))


def _results(body: ET.Element, report: Report, t: Translator) -> None:
    """The result, the picture of the table, the figures, the charts and the game's own
    sections."""
    doc = report.doc
    result = _el(body, "section", class_="result")
    _el(result, "h2", t(N_("Result")))
    _el(result, "p", winner_sentence(report.standings, t), class_="winner")
    heads, rows = scoreboard(report, t)
    winners = set(report.standings.winners)
    highlight = [
        i for i, (_, player, _) in enumerate(ranking(report.standings)) if player in winners
    ]
    _table(result, heads, rows, numeric=(0, 2), highlight=highlight)

    views = views_of(BY_ID[report.game_id])
    if views.has_picture:
        section = _el(body, "section", class_="picture")
        finished = report.standings.finished
        _el(section, "h2", t(N_("The table at the end")) if finished else t(N_("The table now")))
        figure = _el(section, "figure")
        figure.append(views.picture(report.state, doc["setup"], t, str(doc["name"])))

    heads, rows = figures(report, t)
    if rows:
        section = _el(body, "section", class_="figures")
        finished = report.standings.finished
        _el(section, "h2", t(N_("Final figures")) if finished else t(N_("Figures so far")))
        _table(section, heads, rows, numeric=tuple(range(1, len(heads))))

    drawn = charts(report, t)
    if drawn:
        section = _el(body, "section", class_="charts")
        _el(section, "h2", t(N_("Over the game")))
        for chart in drawn:
            _el(section, "figure").append(chart)

    body.extend(views.sections(report, t))


def _moves(body: ET.Element, report: Report, t: Translator) -> None:
    """Every move, chapter by chapter, then the game's last sections (what was left open in
    Through the Desert)."""
    section = _el(body, "section", class_="moves")
    _el(section, "h2", t(N_("Moves")))
    for moves, closed in chapters(report.moves):
        _table(
            section,
            ["#", t(N_("Player")), t(N_("Move"))],
            [[str(m.n), m.player or "", t.render(m.msg)] for m in moves],
            numeric=(0,),
        )
        for line in closed:
            _el(section, "p", t.render(line), class_="closed")
    if not report.moves:
        _el(section, "p", t(N_("No moves yet.")))
    body.extend(views_of(BY_ID[report.game_id]).last_sections(report, t))


def table_section(
    title: str, tables: Sequence[tuple[str, Sequence[str], Sequence[Sequence[str]]]], t: Translator
) -> ET.Element:
    """A section of the report with its title and, for each (heading, heads, rows), a
    sub-heading and its table (`None.` when it has no rows)."""
    section = ET.Element("section", {"class": "left-open"})
    _el(section, "h2", title)
    for heading, heads, rows in tables:
        _el(section, "h3", heading)
        if rows:
            _table(section, heads, rows)
        else:
            _el(section, "p", t(N_("None.")))
    return section


# -- Markdown --------------------------------------------------------------------------------

_MARKDOWN_SPECIAL = "\\`*_[]<>|~&"


def md_escape(text: str) -> str:
    """`text` safe in a Markdown paragraph or table cell: special characters escaped (`&`
    too, or a name such as `&amp;` would be shown as `&`)."""
    return "".join("\\" + c if c in _MARKDOWN_SPECIAL else c for c in str(text))


def _md_table(
    heads: Sequence[str], rows: Sequence[Sequence[str]], numeric: Sequence[int]
) -> list[str]:
    lines = ["| " + " | ".join(md_escape(h) for h in heads) + " |"]
    lines.append(
        "| " + " | ".join("---:" if i in numeric else "---" for i in range(len(heads))) + " |"
    )
    for row in rows:
        lines.append("| " + " | ".join(md_escape(cell) for cell in row) + " |")
    return lines


def markdown(report: Report, t: Translator) -> str:
    """The report as Markdown: the scoreboard, the winner sentence and the moves table."""
    doc = report.doc
    game_name = t.render(report.game.title(report.doc["setup"]))  # with its edition
    players = [player for player, _ in report.standings.totals] or list(doc["players"])
    started, changed, result = t(N_("Started")), t(N_("Last change")), t(N_("Result"))
    lines = [
        "# " + md_escape(t(N_("{name} — {game}"), name=doc["name"], game=game_name)),
        "",
        "- " + md_escape(t(N_("Players: {players}"), players=t.join(players))),
        t.typography(f"- {md_escape(started)}: {_when(doc['created'], t)}"),
        t.typography(f"- {md_escape(changed)}: {_when(doc['last_change'], t)}"),
        "- " + md_escape(t(N_("Set up with: ")) + setup_line(report, t)),
        "",
        f"## {md_escape(result)}",
        "",
        md_escape(winner_sentence(report.standings, t)),
        "",
    ]
    heads, rows = scoreboard(report, t)
    lines += _md_table(heads, rows, numeric=(0, 2))
    lines += ["", "## " + md_escape(t(N_("Moves"))), ""]
    for number, (moves, closed) in enumerate(chapters(report.moves)):
        if number:
            lines.append("")
        lines += _md_table(
            ["#", t(N_("Player")), t(N_("Move"))],
            [[str(m.n), m.player or "", t.render(m.msg)] for m in moves],
            numeric=(0,),
        )
        for line in closed:
            lines += ["", "**" + md_escape(t.render(line)) + "**"]
    if not report.moves:
        lines.append(md_escape(t(N_("No moves yet."))))
    return "\n".join(lines) + "\n"
