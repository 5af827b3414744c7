"""Statistics across sessions, computed from plain records of the games played.

Nothing here reads the journal: `assistant/cli/stats.py` turns each session into a `Record`
(its game, when its last move was recorded, the standings the rules give at its end) and
this module filters and counts them, so the counting is tested with hand-made records.

* Only finished games count; the others are counted apart (`Stats.unfinished`), under the
  same filters, for the note that says they were left out.
* A player is the same person in every session where the names compare equal once in
  Unicode NFC and casefolded (`Café`, `CAFÉ` and a decomposed `café`), as session names do;
  the name shown is the spelling of their latest game.
* A shared win counts as a win for each winner. A place counts the players ahead: those
  with a higher total, and those with the same total whom the rules made winners (a Ramsès
  tie on points won on cards puts the loser second).
* Scores are only compared within one game and one unit (Ramsès solo counts cards won,
  the other Ramsès games points): each (game, unit) gets a table of its own.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from assistant.games.base import Standings
from assistant.messages import Msg

RECENT = 10  # how many of a player's latest results are listed
CSV_COLUMNS = ("date", "game", "session", "player", "score", "rank", "winner")
# A cell starting with one of these is a formula to a spreadsheet (OWASP "CSV injection").
_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def player_key(name: str) -> str:
    """The form of a player's name that says who they are: NFC, then casefolded (as
    `assistant.sessions.name_key` does for session names)."""
    return unicodedata.normalize("NFC", name).casefold()


@dataclass(frozen=True)
class Result:
    """One player's result in one game: total, place (1 = best) and whether they won."""

    player: str
    score: int
    rank: int
    winner: bool


@dataclass(frozen=True)
class Record:
    """One session as the statistics see it.

    :param when: when its last active move was recorded (ISO 8601 with a UTC offset).
    :param unit: what the scores count (`coins`, `points`, ...), from `Standings.unit`.
    :param results: one per player, in seat order (scores so far if not finished).
    """

    session: str
    game: str
    when: str
    unit: Msg
    results: tuple[Result, ...]
    finished: bool = True

    @property
    def moment(self) -> datetime:
        return moment(self.when)

    def has(self, key: str) -> bool:
        return any(player_key(r.player) == key for r in self.results)


def moment(stamp: str) -> datetime:
    """An ISO time stamp as an aware datetime (UTC when the stamp has no offset)."""
    from datetime import UTC

    try:
        found = datetime.fromisoformat(stamp)
    except ValueError:
        return datetime.min.replace(tzinfo=UTC)
    return found if found.tzinfo is not None else found.replace(tzinfo=UTC)


def local_day(stamp: str) -> date:
    """The day of `stamp` where the reader is (the machine's time zone)."""
    return moment(stamp).astimezone().date()


def results_of(standings: Standings) -> tuple[Result, ...]:
    """Each player's total, place and win, in seat order, from the game's standings."""
    winners = set(standings.winners)
    results = []
    for player, total in standings.totals:
        ahead = sum(
            1
            for other, score in standings.totals
            if score > total or (score == total and other in winners and player not in winners)
        )
        results.append(Result(player, total, ahead + 1, player in winners))
    return tuple(results)


@dataclass(frozen=True)
class Filters:
    """What `--game`, `--player` and `--since` keep: a game id, a player's name, a day."""

    game: str | None = None
    player: str | None = None
    since: date | None = None

    def keeps(self, record: Record) -> bool:
        if self.game is not None and record.game != self.game:
            return False
        if self.player is not None and not record.has(player_key(self.player)):
            return False
        return self.since is None or local_day(record.when) >= self.since

    def results(self, record: Record) -> tuple[Result, ...]:
        """The results of `record` the tables show: only the chosen player's, with --player."""
        if self.player is None:
            return record.results
        key = player_key(self.player)
        return tuple(r for r in record.results if player_key(r.player) == key)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "player": self.player,
            "since": self.since.isoformat() if self.since else None,
        }


@dataclass(frozen=True)
class Outcome:
    """One line of a player's recent results."""

    session: str
    when: str
    score: int
    rank: int
    winner: bool
    players: int  # how many played that game

    def to_json(self) -> dict[str, Any]:
        return {
            "session": self.session,
            "finished": self.when,
            "score": self.score,
            "rank": self.rank,
            "winner": self.winner,
            "players": self.players,
        }


@dataclass(frozen=True)
class PlayerLine:
    """A player's figures in one game (one unit): games played, wins and scores."""

    player: str
    played: int
    wins: int
    average: float
    best: int
    last: int
    recent: tuple[Outcome, ...]  # the latest first, at most RECENT

    @property
    def win_rate(self) -> float:
        return self.wins / self.played if self.played else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "played": self.played,
            "wins": self.wins,
            "win_rate": round(self.win_rate, 4),
            "average": round(self.average, 2),
            "best": self.best,
            "last": self.last,
            "recent": [o.to_json() for o in self.recent],
        }


@dataclass(frozen=True)
class GameTable:
    """The figures of one game, counted in one unit, over the games kept."""

    game: str
    unit: Msg
    records: tuple[Record, ...]  # oldest first
    players: tuple[PlayerLine, ...]  # most wins first

    @property
    def played(self) -> int:
        return len(self.records)

    def to_json(self, name: str) -> dict[str, Any]:
        return {
            "game": self.game,
            "name": name,
            "unit": self.unit.english(),
            "played": self.played,
            "first": self.records[0].when if self.records else None,
            "last": self.records[-1].when if self.records else None,
            "players": [p.to_json() for p in self.players],
        }


@dataclass(frozen=True)
class Overall:
    """A player over every game kept: games played and wins (scores do not add up across
    games)."""

    player: str
    played: int
    wins: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.played if self.played else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "played": self.played,
            "wins": self.wins,
            "win_rate": round(self.win_rate, 4),
        }


@dataclass(frozen=True)
class Skipped:
    """A session that could not be read (damaged, or a game this copy does not know)."""

    session: str
    code: str
    msg: Msg


@dataclass(frozen=True)
class Stats:
    """The statistics asked for: the finished games kept, per game and per player."""

    filters: Filters
    records: tuple[Record, ...]  # the finished games kept, oldest first
    games: tuple[GameTable, ...]
    players: tuple[Overall, ...]
    unfinished: int = 0
    skipped: tuple[Skipped, ...] = field(default=())

    @property
    def finished(self) -> int:
        return len(self.records)


def _ordered(records: Iterable[Record]) -> list[Record]:
    return sorted(records, key=lambda r: (r.moment, r.session))


def _names(records: Sequence[Record], filters: Filters) -> dict[str, str]:
    """Each player's key -> the spelling of their latest game."""
    names: dict[str, str] = {}
    for record in records:  # oldest first: later spellings win
        for result in filters.results(record):
            names[player_key(result.player)] = result.player
    return names


def _player_line(name: str, key: str, records: Sequence[Record]) -> PlayerLine:
    outcomes = [
        Outcome(r.session, r.when, res.score, res.rank, res.winner, len(r.results))
        for r in records
        for res in r.results
        if player_key(res.player) == key
    ]
    scores = [o.score for o in outcomes]
    return PlayerLine(
        player=name,
        played=len(outcomes),
        wins=sum(o.winner for o in outcomes),
        average=sum(scores) / len(scores),
        best=max(scores),
        last=scores[-1],
        recent=tuple(reversed(outcomes[-RECENT:])),
    )


def compute(
    records: Iterable[Record], filters: Filters | None = None, skipped: Sequence[Skipped] = ()
) -> Stats:
    """The statistics of the finished `records` that `filters` keep."""
    filters = filters or Filters()
    kept = [r for r in records if filters.keeps(r)]
    finished = _ordered(r for r in kept if r.finished)
    names = _names(finished, filters)
    groups: dict[tuple[str, str], list[Record]] = {}
    for record in finished:
        groups.setdefault((record.game, record.unit.text), []).append(record)
    tables = []
    for (game, _), group in groups.items():
        unit = group[-1].unit
        keys = list(dict.fromkeys(player_key(r.player) for g in group for r in filters.results(g)))
        lines = [_player_line(names[key], key, group) for key in keys]
        lines.sort(key=lambda p: (-p.wins, -p.win_rate, -p.average, player_key(p.player)))
        tables.append(GameTable(game, unit, tuple(group), tuple(lines)))
    tables.sort(key=lambda t: (-t.played, t.game, t.unit.text))
    overall: dict[str, list[Result]] = {}
    for record in finished:
        for result in filters.results(record):
            overall.setdefault(player_key(result.player), []).append(result)
    players = [
        Overall(names[key], len(results), sum(r.winner for r in results))
        for key, results in overall.items()
    ]
    players.sort(key=lambda p: (-p.wins, -p.win_rate, -p.played, player_key(p.player)))
    return Stats(
        filters,
        tuple(finished),
        tuple(tables),
        tuple(players),
        unfinished=sum(1 for r in kept if not r.finished),
        skipped=tuple(skipped),
    )


def seats(stats: Stats) -> dict[str, int]:
    """A fixed index per player (by key), for a colour, marker and dash in every chart."""
    return {player_key(p.player): i for i, p in enumerate(stats.players)}


# -- machine formats -------------------------------------------------------------------------


def to_json(stats: Stats, game_names: dict[str, str]) -> dict[str, Any]:
    """The `--json` document (`game_names`: id -> name as the reader reads it)."""
    return {
        "filters": stats.filters.to_json(),
        "finished": stats.finished,
        "unfinished": stats.unfinished,
        "skipped": [{"session": s.session, "code": s.code} for s in stats.skipped],
        "players": [p.to_json() for p in stats.players],
        "games": [t.to_json(game_names.get(t.game, t.game)) for t in stats.games],
        "sessions": [
            {
                "session": r.session,
                "game": r.game,
                "finished": r.when,
                "unit": r.unit.english(),
                "results": [
                    {"player": x.player, "score": x.score, "rank": x.rank, "winner": x.winner}
                    for x in stats.filters.results(r)
                ],
            }
            for r in stats.records
        ],
    }


def _cell(text: str) -> str:
    """A name safe in a spreadsheet: one that would start a formula gets an apostrophe."""
    return "'" + text if text.startswith(_FORMULA) else text


def csv_rows(stats: Stats) -> list[list[str]]:
    """One row per player per finished game, oldest game first, players by place."""
    rows = []
    for record in stats.records:
        day = moment(record.when).astimezone().strftime("%Y-%m-%d %H:%M:%S")
        results = sorted(stats.filters.results(record), key=lambda r: r.rank)
        for result in results:
            rows.append(
                [
                    day,
                    record.game,
                    _cell(record.session),
                    _cell(result.player),
                    str(result.score),
                    str(result.rank),
                    "1" if result.winner else "0",
                ]
            )
    return rows


def to_csv(stats: Stats) -> str:
    """The CSV text (RFC 4180: commas, quotes where needed, CRLF line ends), header first."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(CSV_COLUMNS)
    writer.writerows(csv_rows(stats))
    return buffer.getvalue()
