"""`assistant stats`: statistics across sessions (issue 25, part 1).

* The counting (`assistant.stats`) on hand-made records: shared wins, ties broken by the
  rules, names that differ by case or Unicode form, units kept apart, the last ten results,
  the filters, the note on unfinished games, the CSV cells.
* The command on a journal built through the CLI: the shipped example games replayed (some
  with their players renamed: `ANA`, `Zoé`, a decomposed `ZOÉ`), a session renamed, one
  deleted, one unfinished, one whose last move was undone, one damaged by hand; each game
  recorded on a day of its own (the journal's clock is set by the test). Then `--json`,
  the table in three languages, `--game` (aliases), `--player`, `--since`, the CSV read
  back with `csv`, the HTML page parsed with `html.parser`.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
import unicodedata
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from assistant.games.base import Standings
from assistant.messages import Msg
from assistant.stats import (
    CSV_COLUMNS,
    Filters,
    Record,
    compute,
    csv_rows,
    player_key,
    results_of,
    to_csv,
    to_json,
)

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"
COINS, POINTS, CARDS = Msg("coins"), Msg("points"), Msg("cards won")
ZOE_NFD = "ZOE\u0301"  # ZOÉ with the accent as a combining character


@pytest.fixture(autouse=True)
def utc() -> Iterator[None]:
    """Days are the reader's: run in UTC, whatever the machine says."""
    saved = os.environ.get("TZ")
    os.environ["TZ"] = "UTC"
    time.tzset()
    yield
    if saved is None:
        os.environ.pop("TZ", None)
    else:
        os.environ["TZ"] = saved
    time.tzset()


# -- the counting, on hand-made records ----------------------------------------------------------


def stamp(day: int, hour: int = 20) -> str:
    return datetime(2025, 3, day, hour, tzinfo=UTC).isoformat()


def record(
    session: str,
    day: int,
    scores: dict[str, int],
    winners: tuple[str, ...],
    game: str = "camel-up",
    unit: Msg = COINS,
    finished: bool = True,
) -> Record:
    standings = Standings(finished, unit, tuple(scores.items()), winners)
    return Record(session, game, stamp(day), unit, results_of(standings), finished)


def test_places_count_the_players_ahead_and_the_winners_of_a_tie() -> None:
    shared = results_of(Standings(True, COINS, (("a", 15), ("b", 15), ("c", 13)), ("a", "b")))
    assert [(r.rank, r.winner) for r in shared] == [(1, True), (1, True), (3, False)]
    # Ramsès: equal points, the rules give the win to the one with more cards.
    broken = results_of(Standings(True, POINTS, (("cy", 20), ("dan", 20), ("ana", 16)), ("dan",)))
    assert {r.player: r.rank for r in broken} == {"dan": 1, "cy": 2, "ana": 3}
    # Equal totals and nobody ahead: the same place.
    level = results_of(Standings(True, POINTS, (("a", 9), ("b", 9), ("c", 12)), ("c",)))
    assert {r.player: r.rank for r in level} == {"c": 1, "a": 2, "b": 2}


def test_a_shared_win_counts_for_each_winner() -> None:
    stats = compute(
        [
            record("one", 1, {"lea": 15, "sara": 15, "noe": 13}, ("lea", "sara")),
            record("two", 2, {"lea": 9, "sara": 20, "noe": 13}, ("sara",)),
        ]
    )
    (table,) = stats.games
    lines = {p.player: p for p in table.players}
    assert (lines["lea"].wins, lines["sara"].wins, lines["noe"].wins) == (1, 2, 0)
    assert lines["lea"].win_rate == 0.5 and lines["sara"].win_rate == 1.0
    assert (lines["lea"].average, lines["lea"].best, lines["lea"].last) == (12.0, 15, 9)
    assert [p.player for p in table.players] == ["sara", "lea", "noe"]
    assert [o.rank for o in lines["sara"].recent] == [1, 1]
    assert sum(p.wins for p in stats.players) == 3  # two games, three wins


def test_names_that_differ_by_case_or_unicode_form_are_one_player() -> None:
    nfc, nfd = "Zoé", unicodedata.normalize("NFD", "zoé")
    assert nfc != nfd and player_key(nfc) == player_key(nfd) == player_key("ZOÉ")
    stats = compute(
        [
            record("one", 1, {nfc: 10, "bo": 5}, (nfc,)),
            record("two", 2, {"ZOÉ": 3, "bo": 5}, ("bo",)),
            record("three", 3, {nfd: 8, "BO": 2}, (nfd,)),
        ]
    )
    (table,) = stats.games
    assert [(p.player, p.played, p.wins) for p in table.players] == [(nfd, 3, 2), ("BO", 3, 1)]
    # the name shown is the spelling of the latest game; the results are newest first
    assert [o.session for o in table.players[0].recent] == ["three", "two", "one"]


def test_the_last_ten_results_newest_first() -> None:
    records = [record(f"g{d}", d, {"ana": d, "bo": 30 - d}, ("bo",)) for d in range(1, 15)]
    stats = compute(records)
    ana = next(p for p in stats.games[0].players if p.player == "ana")
    assert ana.played == 14 and ana.best == 14 and ana.last == 14
    assert [o.score for o in ana.recent] == list(range(14, 4, -1))


def test_scores_are_compared_within_one_game_and_one_unit() -> None:
    stats = compute(
        [
            record("r1", 1, {"ana": 30, "bo": 20}, ("ana",), "ramses", POINTS),
            record("solo", 2, {"ana": 13}, ("ana",), "ramses", CARDS),
            record("c1", 3, {"ana": 12, "bo": 20}, ("bo",)),
        ]
    )
    assert sorted((t.game, t.unit.text, t.played) for t in stats.games) == [
        ("camel-up", "coins", 1),
        ("ramses", "cards won", 1),
        ("ramses", "points", 1),
    ]
    ana = {p.player: p for p in stats.players}["ana"]
    assert (ana.played, ana.wins) == (3, 2)


def test_filters_and_the_unfinished_games_they_keep() -> None:
    records = [
        record("c1", 1, {"ana": 12, "bo": 20}, ("bo",)),
        record("d1", 5, {"Ana": 70, "cy": 60}, ("Ana",), "through-the-desert", POINTS),
        record("c2", 8, {"ANA": 20, "cy": 3}, ("ANA",)),
        record("c3", 9, {"bo": 3, "cy": 0}, (), finished=False),
        record("c4", 10, {"ana": 3, "cy": 0}, (), finished=False),
    ]
    every = compute(records)
    assert (every.finished, every.unfinished) == (3, 2)
    camel = compute(records, Filters(game="camel-up"))
    assert (camel.finished, camel.unfinished) == (2, 2)
    bo = compute(records, Filters(player="BO"))
    assert (bo.finished, bo.unfinished) == (1, 1)
    assert [p.player for t in bo.games for p in t.players] == ["bo"]  # bo's lines only
    since = compute(records, Filters(since=date(2025, 3, 5)))
    assert [r.session for r in since.records] == ["d1", "c2"] and since.unfinished == 2
    doc = to_json(compute(records, Filters(player="ana")), {})
    assert doc["filters"] == {"game": None, "player": "ana", "since": None}
    assert [s["session"] for s in doc["sessions"]] == ["c1", "d1", "c2"]
    assert all(len(s["results"]) == 1 for s in doc["sessions"])
    assert doc["players"] == [{"player": "ANA", "played": 3, "wins": 2, "win_rate": 0.6667}]


def test_since_is_a_day_where_the_reader_is() -> None:
    late = Record("late", "camel-up", "2025-03-04T23:30:00+00:00", COINS, (), True)
    assert compute([late], Filters(since=date(2025, 3, 5))).finished == 0
    os.environ["TZ"] = "Asia/Tokyo"  # 08:30 on 5 March there
    time.tzset()
    assert compute([late], Filters(since=date(2025, 3, 5))).finished == 1


def test_csv_cells_never_start_a_formula() -> None:
    stats = compute([record("=cmd|' /C calc'!A0", 1, {"@SUM(A1)": 4, "-2": 3, "ana": 9}, ("ana",))])
    rows = list(csv.reader(io.StringIO(to_csv(stats), newline="")))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [row[3] for row in rows[1:]] == ["ana", "'@SUM(A1)", "'-2"]
    assert {row[2] for row in rows[1:]} == {"'=cmd|' /C calc'!A0"}
    assert [row[4:] for row in csv_rows(stats)] == [
        ["9", "1", "1"],
        ["4", "2", "0"],
        ["3", "3", "0"],
    ]


def test_nothing_to_count() -> None:
    stats = compute([])
    assert (stats.finished, stats.unfinished, stats.games, stats.players) == (0, 0, (), ())
    assert to_csv(stats).splitlines() == [",".join(CSV_COLUMNS)]


# -- the command, on a journal built through the CLI ---------------------------------------------


def renamed(text: str, names: dict[str, str]) -> str:
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")
    return pattern.sub(lambda m: names[m.group(1)], text)


def main(*args: str) -> int:
    from assistant.cli.app import main as run

    return run(list(args))


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The journal every CLI test starts from (copied): a game a day from 1 March 2025.

    finished: camel-up-1 renamed sunday (cy wins), camel-up-2 (lea and sara share the win),
    ramses-1 (cy and dan tie on points, dan wins), schatz-der-pharao-1 with ana typed ANA and
    bo typed ZOÉ decomposed (ANA wins), through-the-desert-1 with ana typed Zoé (Zoé wins);
    unfinished: schatz-der-pharao-2 (a reshuffle, ana and bo), camel-up-3 (the whole game,
    its last move undone); deleted: ramses-2 (the solo game).
    """
    folder = tmp_path_factory.mktemp("stats-journal")
    home = folder / "home"
    clock = [datetime(2025, 2, 28, 20, 0, tzinfo=UTC)]

    def now() -> str:
        clock[0] += timedelta(seconds=1)
        return clock[0].isoformat(timespec="seconds")

    def replay(name: str, names: dict[str, str] | None = None) -> None:
        clock[0] += timedelta(days=1)
        source = EXAMPLES / name
        text = source.read_text(encoding="utf-8")
        if names:
            text = renamed(text, names)
        path = folder / name.replace("/", "-")
        path.write_text(text, encoding="utf-8")
        assert main("replay", str(path)) == 0, name

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ASSISTANT_HOME", str(home))
        patch.setattr("assistant.sessions._now", now)
        replay("camel-up/full-game.txt")  # 1 March
        replay("camel-up/mixed-languages.txt")  # 2 March
        replay("ramses/base-game.txt")  # 3 March
        replay("schatz-der-pharao/full-game.txt", {"ana": "ANA", "bo": ZOE_NFD})  # 4 March
        replay("through-the-desert/two-players.txt", {"ana": "Zoé"})  # 5 March
        replay("schatz-der-pharao/reshuffle.txt")  # 6 March
        replay("ramses/solo.txt")  # 7 March, deleted below
        replay("camel-up/full-game.txt")  # 8 March, its last move undone below
        assert main("undo") == 0
        assert main("sessions", "rename", "camel-up-1", "sunday") == 0
        assert main("sessions", "delete", "ramses-2", "--yes") == 0
    return home / "journal.sqlite3"


@pytest.fixture
def journal(built: Path, clean_environment: Path) -> Path:
    """A copy of the built journal in this test's ASSISTANT_HOME."""
    clean_environment.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copy(built, clean_environment / "journal.sqlite3"))


def test_the_journal_counted(cli: Any, journal: Path) -> None:
    doc = cli.ok("stats", json=True).json
    assert (doc["finished"], doc["unfinished"], doc["skipped"]) == (5, 2, [])
    sessions = [s["session"] for s in doc["sessions"]]
    assert sessions == [
        "sunday",
        "camel-up-2",
        "ramses-1",
        "schatz-der-pharao-1",
        "through-the-desert-1",
    ]
    assert [s["finished"][:10] for s in doc["sessions"]] == [f"2025-03-0{d}" for d in range(1, 6)]
    overall = {p["player"]: (p["played"], p["wins"]) for p in doc["players"]}
    assert overall == {
        "ANA": (3, 1),  # ana in Camel Up and Ramsès, ANA in Pharao (the latest spelling)
        "Zoé": (2, 1),  # ZOÉ (typed decomposed) in Pharao, Zoé in Through the Desert
        "bo": (3, 0),
        "cy": (3, 1),
        "dan": (1, 1),
        "lea": (1, 1),
        "sara": (1, 1),
        "noe": (1, 0),
        "marco": (1, 0),
    }
    games = {g["game"]: g for g in doc["games"]}
    assert list(games) == [
        "camel-up",
        "ramses",
        "schatz-der-pharao",
        "through-the-desert",
    ]
    camel = {p["player"]: p for p in games["camel-up"]["players"]}
    assert [camel[n]["wins"] for n in ("cy", "lea", "sara", "ANA", "bo")] == [1, 1, 1, 0, 0]
    (lea,) = camel["lea"]["recent"]
    assert lea["finished"].startswith("2025-03-02T20:") and lea["finished"].endswith("+00:00")
    assert {k: v for k, v in lea.items() if k != "finished"} == {
        "session": "camel-up-2",
        "score": 15,
        "rank": 1,
        "winner": True,
        "players": 4,
    }
    ramses = {p["player"]: p["recent"][0]["rank"] for p in games["ramses"]["players"]}
    assert ramses == {"dan": 1, "cy": 2, "ANA": 3, "bo": 3}
    assert games["ramses"]["unit"] == "points" and games["camel-up"]["unit"] == "coins"
    assert "ramses-2" not in json.dumps(doc) and "camel-up-1" not in json.dumps(doc)


def test_an_undone_move_does_not_count_and_redo_brings_the_game_back(
    cli: Any, journal: Path
) -> None:
    assert cli.ok("stats", json=True).json["unfinished"] == 2
    cli.ok("--session", "camel-up-3", "redo")
    doc = cli.ok("stats", "--game", "camel", json=True).json
    assert (doc["finished"], doc["unfinished"]) == (3, 0)
    assert doc["sessions"][-1]["session"] == "camel-up-3"


def test_filters_on_the_command_line(cli: Any, journal: Path) -> None:
    desert = cli.ok("stats", "--game", "a-travers-le-desert", json=True).json
    assert [g["game"] for g in desert["games"]] == ["through-the-desert"]
    assert desert["filters"]["game"] == "through-the-desert" and desert["unfinished"] == 0
    pharao = cli.ok("stats", "--game", "Trésor-du-Pharaon", json=True).json
    assert (pharao["finished"], pharao["unfinished"]) == (1, 1)
    zoe = cli.ok("stats", "--player", "zoé", json=True).json
    assert [s["session"] for s in zoe["sessions"]] == [
        "schatz-der-pharao-1",
        "through-the-desert-1",
    ]
    assert [p["player"] for g in zoe["games"] for p in g["players"]] == ["Zoé", "Zoé"]
    ana = cli.ok("stats", "--player", "Ana", json=True).json
    assert (ana["finished"], ana["unfinished"]) == (3, 2)  # both unfinished games have ana
    since = cli.ok("stats", "--since", "2025-03-04", json=True).json
    assert [s["session"] for s in since["sessions"]] == [
        "schatz-der-pharao-1",
        "through-the-desert-1",
    ]
    assert since["unfinished"] == 2
    assert cli.ok("stats", "--since", "2025-03-09", json=True).json["finished"] == 0


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (("--since", "yesterday"), "input/bad-date"),
        (("--since", "2025-02-30"), "input/bad-date"),
        (("--game", "monopoly"), "input/unknown-game"),
        (("-o", "stats.txt"), "usage/output-needs-format"),
        (("--format", "csv", "-o", "/"), "output/unwritable"),
    ],
)
def test_usage_errors(cli: Any, journal: Path, args: tuple[str, ...], code: str) -> None:
    result = cli("stats", *args, json=True)
    assert result.code == 2 and result.json["error"]["code"] == code
    plain = cli("stats", *args, lang="it")
    assert plain.code == 2 and "Errore" in plain.err and "Traceback" not in plain.err


def test_the_table_in_three_languages(cli: Any, journal: Path) -> None:
    en = cli.ok("stats").out
    assert "5 finished games, from Mar 1, 2025 to Mar 5, 2025." in en
    assert "2 unfinished sessions are left out." in en
    assert "Camel Up — 2 finished games, scores in coins" in en
    assert re.search(r"lea\s+1\s+1\s+100%\s+15\.0\s+15\s+15\s+1★", en)
    fr = cli.ok("stats", lang="fr").out
    assert "5 parties terminées, du 1 mars 2025 au 5 mars 2025." in fr
    assert "2 parties non terminées sont laissées de côté." in fr
    assert "Le Trésor du Pharaon — 1 partie terminée, scores en aventures réussies" in fr
    assert "Victoires" in fr and "100\u202f%" in fr and "15,0" in fr
    it = cli.ok("stats", "--player", "ana", lang="it").out
    assert "3 partite finite, dal 1 mar 2025 al 4 mar 2025." in it
    assert "Solo le partite con ANA." in it
    assert "2 partite non finite sono escluse." in it and "Vittorie" in it
    one_day = cli.ok("stats", "--since", "2025-03-05", lang="fr").out  # games of one day
    assert re.search(r"\d parties? terminées? le 5 mars 2025\.", one_day), one_day


def test_a_session_that_cannot_be_read_is_left_out_and_named(cli: Any, journal: Path) -> None:
    with sqlite3.connect(journal) as db:
        db.execute(
            "UPDATE moves SET payload = '{' WHERE seq = 3 AND session = "
            "(SELECT id FROM sessions WHERE name = 'ramses-1')"
        )
    db.close()
    doc = cli.ok("stats", json=True).json
    assert doc["skipped"] == [{"session": "ramses-1", "code": "storage/bad-row"}]
    assert doc["finished"] == 4
    shown = cli.ok("stats").out
    assert "Session ramses-1 cannot be read and is left out" in shown


def test_csv_read_back_with_the_standard_library(cli: Any, journal: Path, tmp_path: Path) -> None:
    target = tmp_path / "games.csv"
    done = cli.ok("stats", "--format", "csv", "-o", str(target), json=True).json
    assert done == {"format": "csv", "file": str(target), "finished": 5, "unfinished": 2}
    with target.open(newline="", encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert len(rows) == 3 + 4 + 4 + 3 + 2  # one row per player per finished game
    sunday = [r for r in rows if r["session"] == "sunday"]
    assert [(r["player"], r["score"], r["rank"], r["winner"]) for r in sunday] == [
        ("cy", "20", "1", "1"),
        ("ana", "16", "2", "0"),
        ("bo", "9", "3", "0"),
    ]
    shared = [r["player"] for r in rows if r["session"] == "camel-up-2" and r["winner"] == "1"]
    assert sorted(shared) == ["lea", "sara"]
    assert re.fullmatch(r"2025-03-01 20:\d\d:\d\d", rows[0]["date"])
    assert [r["date"][:10] for r in rows] == sorted(r["date"][:10] for r in rows)
    assert {r["game"] for r in rows} == {
        "camel-up",
        "ramses",
        "schatz-der-pharao",
        "through-the-desert",
    }
    # the same rows on standard output, and the note on standard error only
    result = cli("stats", "--format", "csv")
    assert result.code == 0 and result.out == target.read_bytes().decode("utf-8")
    assert "2 unfinished sessions are left out." in result.err
    assert "\ufeff" not in result.out and result.out.count("\r\n") == len(rows) + 1


class Page(HTMLParser):
    """A page read with html.parser: balanced tags, attributes, text."""

    VOID = frozenset({"meta", "link", "br", "hr", "img", "input", "col", "source", "wbr"})

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.words: list[str] = []
        self.feed(text)
        self.close()
        assert not self.stack, f"unclosed: {self.stack}"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.words.append(data.strip())

    @property
    def text(self) -> str:
        return " ".join(self.words)

    def having(self, tag: str, **attrs: str) -> list[dict[str, str | None]]:
        return [
            a
            for t, a in self.tags
            if t == tag and all(str(a.get(k, "")).split().count(v) for k, v in attrs.items())
        ]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            ("Game statistics", "All games", "Wins over time", "Score per game", "Latest games"),
        ),
        ("fr", ("Statistiques des parties", "Tous les jeux", "Victoires au fil du temps")),
        ("it", ("Statistiche delle partite", "Tutti i giochi", "Punteggio per partita")),
    ],
)
def test_the_html_page(
    cli: Any, journal: Path, tmp_path: Path, lang: str, words: tuple[str, ...]
) -> None:
    target = tmp_path / "stats.html"
    cli.ok("stats", "--format", "html", "-o", str(target), lang=lang)
    raw = target.read_text(encoding="utf-8")
    assert raw.startswith("<!DOCTYPE html>")
    page = Page(raw)
    assert page.having("html")[0]["lang"] == lang
    for word in words:
        assert word in page.text, word
    # self-contained: nothing to fetch, no script
    assert not page.having("script") and not page.having("link") and not page.having("img")
    assert not re.search(r"(?:src|href)\s*=|url\((?!#)|https?://(?!www\.w3\.org)", raw)
    assert "@page { size: A4" in raw
    # a section per game, with its table; charts where a game was played more than once
    sections = page.having("section", **{"class": "game"})
    assert len(sections) == 4
    charts = [a.get("id") for a in page.having("svg")]
    assert charts == ["chart-wins-by-game", "chart-wins-1", "chart-scores-1"]
    assert len(page.having("table")) == 1 + 4 + 4  # all games, then per game: players, latest
    assert page.text.count("★") >= 5 and "sunday" in page.text and "Zoé" in page.text
    assert "camel-up-3" not in page.text and "ramses-2" not in page.text
    # the chart of Camel Up's scores: a line per player, the names at their ends
    camel = raw.split('id="chart-scores-1"', 1)[1].split("</svg>", 1)[0]
    for name in ("cy", "lea", "sara", "ANA", "bo", "noe", "marco"):
        assert f">{name}</text>" in camel, name


@pytest.mark.parametrize(
    ("lang", "one", "two"), [("en", "1 win", "0 wins"), ("fr", "1 victoire", "0 victoire")]
)
def test_the_wins_chart_counts_in_words_that_fit(
    cli: Any, journal: Path, lang: str, one: str, two: str
) -> None:
    """Each bar ends with its total in the language's plural, inside the picture."""
    import xml.etree.ElementTree as ET

    from assistant.render.svg.common import text_width

    raw = cli.ok("stats", "--format", "html", lang=lang).out
    found = re.search(r'<svg[^>]*id="chart-wins-by-game".*?</svg>', raw, re.S)
    assert found
    root = ET.fromstring(found[0])
    width = float(root.get("viewBox", "").split()[2])
    totals = [
        e
        for e in root.iter()
        if e.tag.endswith("text") and re.fullmatch(r"\d+ \w+", (e.text or "").strip())
    ]
    labels = {(e.text or "").strip() for e in totals}
    assert {one, two} <= labels, labels
    for e in totals:
        assert float(e.get("x", "0")) + text_width(e.text or "", 11) <= width, e.text


def test_html_to_standard_output_and_an_empty_journal(cli: Any) -> None:
    result = cli.ok("stats", "--format", "html")
    page = Page(result.out)
    assert "No finished game yet." in page.text and not page.having("svg")
    assert cli.ok("stats").out.strip() == "No finished game yet."
    assert cli.ok("stats", "--player", "nobody").out.splitlines()[0] == "No finished game matches."


@pytest.mark.parametrize(
    "args",
    [
        ["--json", "stats"],
        ["stats", "--format", "csv"],
        ["stats", "--format", "html"],
        ["stats", "--format", "json", "--lang", "fr"],
    ],
)
def test_json_csv_and_html_never_load_rich(journal: Path, args: list[str]) -> None:
    code = (
        "import sys\n"
        "from assistant.cli.app import main\n"
        f"code = main({args!r})\n"
        "loaded = sorted(m for m in sys.modules if m == 'rich' or m.startswith('rich.'))\n"
        "print(code, loaded, file=sys.stderr)\n"
    )
    env = dict(os.environ, ASSISTANT_HOME=str(journal.parent))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False
    )
    assert done.stderr.strip().splitlines()[-1] == "0 []", done.stderr
