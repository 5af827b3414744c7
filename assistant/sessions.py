"""The session journal: one SQLite file, one row per accepted move, history never lost.

A session is a game at one table: its name, its game id, the setup typed with `new` and the
moves accepted since. The state of a session is always what replaying its active moves over
the setup gives; nothing else is stored but a few cached columns for the listing (players,
finished) that are rewritten in the same transaction as the move that changes them.

Rows have a status: `active` (part of the game), `undone` (taken back by `undo`, can be
redone) or `dropped` (undone, then a new move was recorded in its place). Undo and redo only
change statuses; no row is ever deleted except by deleting the whole session.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from assistant.errors import StorageError, storage
from assistant.messages import N_, Msg

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    setup TEXT NOT NULL,
    players TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
    session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    payload TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active'
        CHECK (status IN ('active', 'undone', 'dropped')),
    created TEXT NOT NULL,
    changed TEXT NOT NULL,
    PRIMARY KEY (session, seq)
);
"""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Session:
    id: int
    name: str
    game: str
    setup: dict[str, Any]
    players: list[str]
    finished: bool
    created: str
    updated: str
    moves: int = 0


@dataclass(frozen=True)
class MoveRow:
    seq: int
    payload: dict[str, Any]
    status: str
    created: str
    changed: str


class Journal:
    """Access to the journal file. All writes happen inside `transaction()`."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.db = connection
        # States already computed in this process, keyed by the exact active moves that
        # produced them, so a replayed file does not replay its session once per line.
        self.states: dict[int, tuple[list[tuple[int, dict[str, Any]]], Any]] = {}
        self.db.row_factory = sqlite3.Row
        self.db.execute("PRAGMA foreign_keys = ON")
        self._ensure_schema()

    @classmethod
    def open(cls, path: Path) -> Journal:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(path, isolation_level=None, timeout=10)
            return cls(connection)
        except (OSError, sqlite3.Error) as exc:
            raise storage(
                "storage/unavailable",
                N_("Cannot open the journal {path}: {reason}"),
                path=str(path),
                reason=str(exc),
            ) from exc

    @classmethod
    def in_memory_copy(cls, other: Journal) -> Journal:
        """A private copy of `other` in memory, for dry runs that must leave no trace."""
        copy = sqlite3.connect(":memory:", isolation_level=None)
        other.db.backup(copy)
        return cls(copy)

    def close(self) -> None:
        self.db.close()

    def _ensure_schema(self) -> None:
        try:
            found = self.db.execute("PRAGMA user_version").fetchone()[0]
            if found == 0:
                self.db.executescript(SCHEMA)
                self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            elif found > SCHEMA_VERSION:
                raise storage(
                    "storage/too-new",
                    N_("The journal was written by a newer version of the assistant."),
                )
        except sqlite3.DatabaseError as exc:
            raise storage(
                "storage/corrupt", N_("The journal cannot be read: {reason}"), reason=str(exc)
            ) from exc

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One atomic unit of work; `BEGIN IMMEDIATE` serialises concurrent writers."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        else:
            self.db.execute("COMMIT")

    # -- current session -------------------------------------------------------------------

    def current_name(self) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key = 'current'").fetchone()
        return None if row is None else str(row[0])

    def set_current(self, name: str) -> None:
        self.get(name)
        self.db.execute(
            "INSERT INTO meta(key, value) VALUES('current', ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (name,),
        )

    # -- sessions --------------------------------------------------------------------------

    def _session(self, row: sqlite3.Row) -> Session:
        return Session(
            id=row["id"],
            name=row["name"],
            game=row["game"],
            setup=json.loads(row["setup"]),
            players=json.loads(row["players"]),
            finished=bool(row["finished"]),
            created=row["created"],
            updated=row["updated"],
            moves=row["moves"],
        )

    _SELECT = (
        "SELECT s.*, (SELECT COUNT(*) FROM moves m WHERE m.session = s.id "
        "AND m.status = 'active') AS moves FROM sessions s"
    )

    def all(self) -> list[Session]:
        rows = self.db.execute(self._SELECT + " ORDER BY s.updated DESC, s.id DESC").fetchall()
        return [self._session(row) for row in rows]

    def find(self, name: str) -> Session | None:
        row = self.db.execute(self._SELECT + " WHERE s.name = ?", (name,)).fetchone()
        if row is None:
            row = self.db.execute(
                self._SELECT + " WHERE lower(s.name) = lower(?)", (name,)
            ).fetchone()
        return None if row is None else self._session(row)

    def get(self, name: str) -> Session:
        found = self.find(name)
        if found is None:
            raise storage("session/not-found", N_("There is no session named {name}."), name=name)
        return found

    def default_name(self, game: str) -> str:
        taken = {s.name for s in self.all()}
        n = 1
        while f"{game}-{n}" in taken:
            n += 1
        return f"{game}-{n}"

    def create(self, name: str, game: str, setup: dict[str, Any], players: list[str]) -> Session:
        check_name(name)
        if self.find(name) is not None:
            raise storage(
                "session/name-taken",
                N_("A session named {name} exists already; choose another --name."),
                name=name,
            )
        now = _now()
        self.db.execute(
            "INSERT INTO sessions(name, game, setup, players, finished, created, updated) "
            "VALUES (?, ?, ?, ?, 0, ?, ?)",
            (name, game, json.dumps(setup), json.dumps(players), now, now),
        )
        self.set_current(name)
        return self.get(name)

    def rename(self, old: str, new: str) -> Session:
        session = self.get(old)
        check_name(new)
        clash = self.find(new)
        if clash is not None and clash.id != session.id:
            raise storage(
                "session/name-taken", N_("A session named {name} exists already."), name=new
            )
        self.db.execute(
            "UPDATE sessions SET name = ?, updated = ? WHERE id = ?", (new, _now(), session.id)
        )
        if self.current_name() == session.name:
            self.set_current(new)
        return self.get(new)

    def delete(self, name: str) -> None:
        session = self.get(name)
        self.states.pop(session.id, None)
        self.db.execute("DELETE FROM moves WHERE session = ?", (session.id,))
        self.db.execute("DELETE FROM sessions WHERE id = ?", (session.id,))
        if self.current_name() == session.name:
            self.db.execute("DELETE FROM meta WHERE key = 'current'")

    def set_cached(self, session: Session, players: list[str], finished: bool) -> None:
        self.db.execute(
            "UPDATE sessions SET players = ?, finished = ?, updated = ? WHERE id = ?",
            (json.dumps(players), int(finished), _now(), session.id),
        )

    # -- moves -----------------------------------------------------------------------------

    def moves(self, session: Session, *, everything: bool = False) -> list[MoveRow]:
        query = "SELECT * FROM moves WHERE session = ?"
        if not everything:
            query += " AND status = 'active'"
        rows = self.db.execute(query + " ORDER BY seq", (session.id,)).fetchall()
        return [
            MoveRow(r["seq"], json.loads(r["payload"]), r["status"], r["created"], r["changed"])
            for r in rows
        ]

    def append(self, session: Session, payload: dict[str, Any]) -> int:
        """Record an accepted move; moves undone before it can no longer be redone."""
        now = _now()
        self.db.execute(
            "UPDATE moves SET status = 'dropped', changed = ? "
            "WHERE session = ? AND status = 'undone'",
            (now, session.id),
        )
        seq = self._next_seq(session)
        self.db.execute(
            "INSERT INTO moves(session, seq, payload, status, created, changed) "
            "VALUES (?, ?, ?, 'active', ?, ?)",
            (session.id, seq, json.dumps(payload, ensure_ascii=False), now, now),
        )
        return seq

    def _next_seq(self, session: Session) -> int:
        row = self.db.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM moves WHERE session = ?", (session.id,)
        ).fetchone()
        return int(row[0]) + 1

    def undo(self, session: Session) -> MoveRow | None:
        """Mark the last active move undone; `None` when there is nothing to undo."""
        row = self.db.execute(
            "SELECT seq FROM moves WHERE session = ? AND status = 'active' "
            "ORDER BY seq DESC LIMIT 1",
            (session.id,),
        ).fetchone()
        if row is None:
            return None
        return self._set_status(session, int(row[0]), "undone")

    def redo(self, session: Session) -> MoveRow | None:
        """Reactivate the earliest undone move; `None` when there is nothing to redo."""
        row = self.db.execute(
            "SELECT seq FROM moves WHERE session = ? AND status = 'undone' ORDER BY seq LIMIT 1",
            (session.id,),
        ).fetchone()
        if row is None:
            return None
        return self._set_status(session, int(row[0]), "active")

    def _set_status(self, session: Session, seq: int, status: str) -> MoveRow:
        now = _now()
        self.db.execute(
            "UPDATE moves SET status = ?, changed = ? WHERE session = ? AND seq = ?",
            (status, now, session.id, seq),
        )
        row = self.db.execute(
            "SELECT * FROM moves WHERE session = ? AND seq = ?", (session.id, seq)
        ).fetchone()
        return MoveRow(
            row["seq"], json.loads(row["payload"]), row["status"], row["created"], row["changed"]
        )


def check_name(name: str) -> None:
    if not name.strip() or len(name) > 80 or any(c in name for c in "\n\r\t"):
        raise StorageError(
            "session/bad-name",
            Msg(
                N_("A session name must be 1 to 80 characters on one line: “{name}”."),
                {"name": name},
            ),
        )


def load_state(journal: Journal, session: Session) -> Any:
    """The state of `session`: its setup replayed with every active move, through the rules.

    A state computed earlier in this process from the same setup and a prefix of the same
    active moves is reused; only the moves after it are applied.
    """
    from assistant.games import load

    game = load(session.game)
    rows = journal.moves(session)
    moves = [(row.seq, row.payload) for row in rows]
    cached = journal.states.get(session.id)
    if cached is not None and moves[: len(cached[0])] == cached[0]:
        done, state = len(cached[0]), cached[1]
    else:
        done, state = 0, game.initial_state(session.setup)
    for row in rows[done:]:
        state = game.apply(state, game.move_from_json(row.payload))
    journal.states[session.id] = (moves, state)
    return state


def remember(
    journal: Journal, session: Session, seq: int, payload: dict[str, Any], state: Any
) -> None:
    """Note the state reached by recording move `seq` (see `load_state`)."""
    cached = journal.states.get(session.id)
    if cached is not None:
        journal.states[session.id] = ([*cached[0], (seq, payload)], state)
