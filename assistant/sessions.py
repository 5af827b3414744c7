"""The session journal: one SQLite file, one row per accepted move, history never lost.

A session is a game at one table: its name, its game id, the rules version it was started
under, the setup typed with `new` and the moves accepted since. The state of a session is
always what replaying its active moves over the setup gives; besides, a few cached columns
serve the listing (players, finished, the number of active moves) with a revision counter,
and the state after the last move (and after every `SNAPSHOT_EVERY`-th) is kept in `states`
(schema 4), all written in the same transaction as the move that changes them. A kept state
is only a shortcut for the replay: see `Journal.snapshot` and `Journal.states_trusted`.

Rows have a status: `active` (part of the game), `undone` (taken back by `undo`, can be
redone) or `dropped` (undone, then a new move was recorded in its place). Undo and redo only
change statuses; no row is ever deleted except by deleting the whole session.

What the file promises (docs/journal.md):

* Every change is one SQLite transaction in rollback-journal mode with `synchronous=EXTRA`
  (set on every connection): the file, the rollback journal and, after the journal is
  unlinked, its folder are synced, so a move is on disk before the command says it is
  recorded, and a crash or a power cut at any point leaves either the whole move or nothing.
* Ctrl-C before the commit rolls the move back; once the commit has begun it waits for it,
  and the command's answer says the move is recorded (`assistant.interrupts`).
* A `replay` is one transaction: killed, it leaves nothing of itself; stopped by a refused
  line or Ctrl-C, it keeps the lines before.
* Writers are serialised by `BEGIN IMMEDIATE`; one waiting longer than `LOCK_TIMEOUT` gets a
  storage error, never a half-written move.
* A file that is not this project's journal (no schema marker), a journal written by a newer
  version, a file cut short (its size not a whole number of pages), a journal holding schema
  objects this program did not make (a trigger, a view), or a stray write-ahead log beside a
  journal that does not use one is refused before anything is written; the first write of a
  process runs `PRAGMA integrity_check` (rows and their index entries agree) first.
* Rows are data: a stored value that is not plain JSON (nested deeper than `MAX_DEPTH`, a
  number out of range, NaN) or a move number out of range makes that row unreadable, which
  is a storage error naming the session and the move; `undo` still takes it back.

States are also cached per process (`Journal.states`): a command reads only the rows its
cached state has not seen, and an undo or redo (which bump the session's revision) makes it
read the session again, from the last kept state. A command's cost therefore does not grow
with the session's length, and replaying a long file costs linear time.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import sqlite3
import stat
import time
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from assistant import interrupts
from assistant.errors import StorageError, UsageError, storage
from assistant.messages import N_, Msg, os_reason

if TYPE_CHECKING:
    from pathlib import Path

    from assistant.games.base import Event, Game

S = TypeVar("S")

SCHEMA_VERSION = 4
APPLICATION_ID = 0x41737374  # "Asst" in the file header: this is the assistant's journal
LOCK_TIMEOUT = 10.0  # seconds a writer waits for another one before giving up
HEADER = b"SQLite format 3\x00"
MAX_DEPTH = 32  # how deep stored JSON may nest (a move nests 3 deep at most)
MAX_SEQ = 2**53  # move numbers beyond this are damage (JSON readers lose them)

# What a journal may hold besides the autoindexes SQLite makes itself: anything else (a
# trigger, a view, another table) was put there by another program and is refused unrun.
OBJECTS = {
    ("table", "meta"),
    ("table", "sessions"),
    ("table", "moves"),
    ("table", "sqlite_sequence"),
    ("index", "moves_by_status"),
    ("table", "states"),
}

TABLES = {
    "meta": {"key", "value"},
    "sessions": {
        "id",
        "name",
        "game",
        "setup",
        "players",
        "finished",
        "created",
        "updated",
        "rules_version",
        "moves",
        "revision",
        "lang",
    },
    "moves": {"session", "seq", "payload", "status", "created", "changed"},
    "states": {"session", "seq", "number", "kept", "tag", "body", "digest"},
}
V3_TABLES = {name: columns for name, columns in TABLES.items() if name != "states"}
V2_SESSIONS = TABLES["sessions"] - {"lang"}
V1_SESSIONS = V2_SESSIONS - {"rules_version", "moves", "revision"}

# The state kept after a move (schema 4): in a new journal and in the migration from 3.
STATES_TABLE = """
CREATE TABLE states (
    session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    number INTEGER NOT NULL,
    kept INTEGER NOT NULL DEFAULT 0,
    tag TEXT NOT NULL,
    body TEXT NOT NULL,
    digest TEXT NOT NULL,
    PRIMARY KEY (session, seq)
);
"""

SCHEMA = (
    """
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    setup TEXT NOT NULL,
    players TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    rules_version INTEGER NOT NULL DEFAULT 1,
    moves INTEGER NOT NULL DEFAULT 0,
    revision INTEGER NOT NULL DEFAULT 0,
    lang TEXT
);
CREATE TABLE moves (
    session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    payload TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active'
        CHECK (status IN ('active', 'undone', 'dropped')),
    created TEXT NOT NULL,
    changed TEXT NOT NULL,
    PRIMARY KEY (session, seq)
);
CREATE INDEX moves_by_status ON moves(session, status, seq);
"""
    + STATES_TABLE
)

# Schema 1 (no marker, no rules version, moves counted on every read) -> 2. Sessions
# recorded under schema 1 were played under version 1 of every game's rules.
MIGRATE_1_TO_2 = """
ALTER TABLE sessions ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE sessions ADD COLUMN moves INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET moves = (
    SELECT COUNT(*) FROM moves m WHERE m.session = sessions.id AND m.status = 'active'
);
CREATE INDEX IF NOT EXISTS moves_by_status ON moves(session, status, seq);
"""

# Schema 2 -> 3: each session remembers the language it is played in (NULL: the reader's
# environment decides, as it did for every session before).
MIGRATE_2_TO_3 = """
ALTER TABLE sessions ADD COLUMN lang TEXT;
"""

# Schema 3 -> 4: the state after a move is kept beside it (`states`), so that a command
# reads the last one back instead of replaying the session from its setup.
MIGRATE_3_TO_4 = STATES_TABLE
MIGRATIONS = {1: MIGRATE_1_TO_2, 2: MIGRATE_2_TO_3, 3: MIGRATE_3_TO_4}

WHAT_TO_DO = N_(
    "Nothing was changed. Move the file away (keep it if it matters), or set ASSISTANT_HOME "
    "to another folder to use a separate journal."
)


def _now() -> str:
    """The time now, in UTC, as `datetime.now(UTC).isoformat(timespec="seconds")` writes it
    (`2024-05-01T20:00:00+00:00`), without importing datetime."""
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime())


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number out of range: {text[:20]}")
    return value


def _no_constant(text: str) -> Any:
    raise ValueError(f"not a JSON number: {text}")


def _depth(value: Any) -> int:
    """How deep lists and objects nest in `value` (iteratively: no recursion limit)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, depth)
            if depth > MAX_DEPTH:
                break
            stack.extend((child, depth + 1) for child in item)
    return deepest


def read_json(text: str) -> Any:
    """`text` read as plain JSON data, as the journal stores it: finite numbers, lists and
    objects nested at most `MAX_DEPTH` deep.

    :raises ValueError: anything else (nesting that would exhaust the stack included).
    """
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError as exc:
        raise ValueError("nested too deep") from exc
    # Fewer brackets than the depth allowed cannot nest deeper (the rows of every move).
    if text.count("[") + text.count("{") > MAX_DEPTH and _depth(value) > MAX_DEPTH:
        raise ValueError("nested too deep")
    return value


UNREADABLE = (LookupError, TypeError, ValueError, AttributeError, ArithmeticError, RecursionError)
"""What reading a stored setup or move may raise when the row is damaged or hand-made."""


def shortened(text: str, limit: int = 200) -> str:
    """`text` cut to `limit` characters (with an ellipsis), for messages about damaged rows."""
    return text if len(text) <= limit else text[:limit] + "…"


def name_key(name: str) -> str:
    """The form of a session name used for uniqueness and lookup: NFC, then casefolded."""
    return unicodedata.normalize("NFC", name).casefold()


@dataclass(frozen=True)
class Session:
    """One session as the listing sees it; `setup` is read from its JSON on first use."""

    id: int
    name: str
    game: str
    setup_json: str
    players: list[str]
    finished: bool
    created: str
    updated: str
    moves: int = 0
    rules_version: int = 1
    revision: int = 0
    lang: str | None = None
    """The language the session is played in (None: the reader's environment decides)."""
    damaged: bool = False  # the cached players could not be read

    @property
    def setup(self) -> dict[str, Any]:
        try:
            setup = read_json(self.setup_json)
        except ValueError as exc:
            raise self.damage(N_("its setup cannot be read ({reason})"), reason=str(exc)) from exc
        if not isinstance(setup, dict):
            raise self.damage(N_("its setup cannot be read ({reason})"), reason="not an object")
        return setup

    def damage(self, what: str, **args: Any) -> StorageError:
        """A storage error about this session: `what` went wrong with one of its rows."""
        return StorageError(
            "storage/bad-row",
            Msg(
                N_(
                    "Session {name} is damaged: {what}. The other sessions are not affected; "
                    "`assistant sessions export {name}` shows what is left of it."
                ),
                {"name": self.name, "what": Msg(what, args)},
            ),
        )


@dataclass(frozen=True)
class MoveRow:
    """One move of the journal: its number, what was typed and whether it is active."""

    seq: int
    payload: dict[str, Any]
    status: str
    created: str
    changed: str
    readable: bool = True  # False: the stored JSON could not be read (`payload` is empty)
    raw: str = ""


@dataclass
class Cached:
    """A state computed in this process: the session's revision, how many active moves
    (up to `last_seq`) produced it; `base` is the state at the start, which the snapshots
    refer to (`assistant.snapshot`)."""

    revision: int
    last_seq: int
    count: int
    state: Any
    base: Any = None


@dataclass(frozen=True)
class Snapshot:
    """A stored state: after the active move `seq`, the `number`-th active move."""

    seq: int
    number: int
    state: Any


SNAPSHOT_EVERY = 32
"""Every 32nd state of a session is kept for good; of the others only the last one is kept,
so a one-shot command after an undo replays at most 31 moves."""

KEY_FILE = "snapshots.key"


def _folder_key(journal: str, create: bool) -> bytes | None:
    """The key in `KEY_FILE` beside `journal`, made (atomically) when `create` and missing."""
    folder = os.path.dirname(journal)
    path = os.path.join(folder, KEY_FILE)
    try:
        with open(path, "rb") as file:
            key = file.read(64)
        return key if len(key) == 32 else None
    except FileNotFoundError:
        if not create:
            return None
    except OSError:
        return None
    temporary = os.path.join(folder, f".{KEY_FILE}.{os.getpid()}")
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, os.urandom(32))
            os.fsync(fd)
        finally:
            os.close(fd)
        # Whole or absent. Two processes making one at once: the last one's stays, and the
        # snapshots the other signs meanwhile are passed over (and made again) later.
        os.replace(temporary, path)
    except OSError:
        return None
    return _folder_key(journal, False)


def _signed(key: bytes, session: int, seq: int, number: int, tag: str, body: str) -> str:
    try:
        from _blake2 import blake2b
    except ImportError:  # pragma: no cover - CPython always has it
        from hashlib import blake2b
    text = f"{session}\n{seq}\n{number}\n{tag}\n{body}".encode()
    return blake2b(text, key=key, digest_size=16).hexdigest()


def state_tag(game: str, cls: type) -> str:
    """What a snapshot must have been written under to be read: the encoding, the game and
    its rules version, this program's version and the layout of the state's classes."""
    import zlib

    from assistant import __version__, snapshot
    from assistant.games import BY_ID

    spec = BY_ID.get(game)
    rules = spec.rules_version if spec is not None else 0
    layout = zlib.crc32(snapshot.shape(cls).encode())
    return f"{snapshot.FORMAT}/{game}/{rules}/{__version__}/{layout:08x}"


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """A recorded move: the session, the states before and after, the move and its events
    (what `cli.recording.act` returns and a game's `move_report` view draws)."""

    session: Session
    game: Game[Any, Any]
    before: S
    after: S
    move: Any
    seq: int
    events: tuple[Event, ...] = ()


def _payload(raw: str) -> tuple[dict[str, Any], bool]:
    try:
        payload = read_json(raw)
    except ValueError:
        return {}, False
    if not isinstance(payload, dict):
        return {}, False
    return payload, True


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) else default


def _seq_ok(seq: Any) -> bool:
    return isinstance(seq, int) and 1 <= seq <= MAX_SEQ


def _move_row(row: sqlite3.Row) -> MoveRow:
    """A move as stored; `readable` is False when its payload is not a plain JSON object or
    its number is not a whole number in range (a hand-made or damaged row)."""
    raw = row["payload"]
    payload, readable = _payload(raw) if isinstance(raw, str) else ({}, False)
    seq = row["seq"]
    return MoveRow(
        seq if _seq_ok(seq) else -1,
        payload,
        str(row["status"]),
        str(row["created"]),
        str(row["changed"]),
        readable and _seq_ok(seq),
        str(raw),
    )


_SESSION_COLUMNS = (
    "id",
    "name",
    "game",
    "setup",
    "players",
    "finished",
    "created",
    "updated",
    "moves",
    "rules_version",
    "revision",
    "lang",
)


def _session_of(row: tuple[Any, ...]) -> Session:
    """`Journal._session` of a row of `_SESSION_COLUMNS` as a plain tuple."""
    sid, name, game, setup, players_json, finished, created, updated = row[:8]
    moves, rules_version, revision, lang = row[8:]
    damaged = not (
        type(name) is str
        and type(game) is str
        and type(setup) is str
        and type(players_json) is str
        and type(created) is str
        and type(updated) is str
        and type(sid) is int
        and type(finished) is int
        and type(moves) is int
        and type(rules_version) is int
        and type(revision) is int
    )
    players: list[str] = []
    try:
        found = json.loads(players_json)  # see `Journal._session`
        if type(found) is not list or not all(type(p) is str for p in found):
            raise ValueError(found)
        players = found
    except (ValueError, TypeError, RecursionError):
        damaged = True
    return Session(
        id=_int(sid),
        name=str(name),
        game=str(game),
        setup_json=str(setup),
        players=players,
        finished=bool(_int(finished)),
        created=str(created),
        updated=str(updated),
        moves=_int(moves),
        rules_version=_int(rules_version, 1),
        revision=_int(revision),
        lang=lang if isinstance(lang, str) else None,
        damaged=damaged,
    )


class Journal:
    """Access to the journal file. All writes happen inside `transaction()`."""

    def __init__(self, connection: sqlite3.Connection, path: Path | str | None = None) -> None:
        self.db = connection
        self.path = path
        # States already computed in this process, so a replayed file does not replay its
        # session once per line (see `load_state`).
        self.states: dict[int, Cached] = {}
        self.committed = False  # a write transaction was committed by this process
        self.commits = 0  # how many
        self._savepoints = 0
        self._checked = False  # `PRAGMA integrity_check` passed before the first write
        self._hold = True  # a commit holds Ctrl-C until the answer is printed (`interrupts`)
        self._ready = False  # the schema is in place (commits note the file's change counter)
        self._counter: int | None = None  # the file's change counter when the write began
        self._fd: int | None = None  # the file, to read that counter (`_change_counter`)
        self._key: bytes | None = None  # the key of this folder's snapshots (`snapshot_key`)
        self._keyed = False
        self._copied_trust = True  # an in-memory copy: whether its original's snapshots were
        self.db.row_factory = sqlite3.Row
        try:
            self.db.execute("PRAGMA foreign_keys = ON")
            self.db.execute("PRAGMA cell_size_check = ON")  # notice more damage on reads
            # A power cut right after a commit must not bring the rollback journal back:
            # EXTRA syncs the folder once the journal is unlinked (FULL does not).
            self.db.execute("PRAGMA synchronous = EXTRA")
            self.db.execute("PRAGMA trusted_schema = OFF")  # a crafted schema runs no functions
            self._ensure_schema()
            self._ready = True
        except sqlite3.Error as exc:
            raise storage_error(exc, self.where) from exc

    @property
    def where(self) -> str:
        return str(self.path) if self.path is not None else ":memory:"

    @classmethod
    def open(cls, path: Path | str) -> Journal:
        """Open (or start) the journal at `path`, refusing files that are not ours."""
        refuse_foreign(path)
        try:
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
            connection = sqlite3.connect(path, isolation_level=None, timeout=LOCK_TIMEOUT)
        except (OSError, sqlite3.Error) as exc:
            raise storage(
                "storage/unavailable",
                N_("Cannot open the journal {path}: {reason}"),
                path=str(path),
                reason=str(exc),
            ) from exc
        try:
            return cls(connection, path)
        except BaseException:
            connection.close()
            raise

    @classmethod
    def in_memory_copy(cls, other: Journal) -> Journal:
        """A private copy of `other` in memory, for dry runs that must leave no trace."""
        copy = sqlite3.connect(":memory:", isolation_level=None)
        try:
            other.db.backup(copy)
        except sqlite3.Error as exc:
            raise storage_error(exc, other.where) from exc
        journal = cls(copy)
        journal.states = {key: Cached(**vars(c)) for key, c in other.states.items()}
        journal._key, journal._keyed = other.snapshot_key(), True
        journal._copied_trust = other.states_trusted()
        return journal

    def close(self) -> None:
        self.db.close()
        if self._fd is not None:  # only now that SQLite holds no lock on the file
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None

    # -- the schema ------------------------------------------------------------------------

    def _ensure_schema(self) -> None:
        """Check the schema marker and version; start or migrate the journal when needed.

        Nothing is written to a file that is refused (another program's database, a newer
        journal): the decision is taken before the write lock is asked for.
        """
        if self._plan(*self._inspect()) != "ready":
            self._check_objects()
            with self._quietly(), self.transaction():  # under the write lock: another
                action = self._plan(*self._inspect())  # process may be doing the same
                self._check_objects()
                if action == "create":
                    for statement in SCHEMA.split(";"):
                        if statement.strip():
                            self.db.execute(statement)
                elif action.startswith("migrate"):
                    start = int(action.removeprefix("migrate-"))
                    steps = [MIGRATIONS[v] for v in range(start, SCHEMA_VERSION)]
                    for statement in ";".join(steps).split(";"):
                        if statement.strip():
                            self.db.execute(statement)
                self.db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        self._check_tables(self._inspect()[2])
        self._check_objects()

    @contextmanager
    def _quietly(self) -> Iterator[None]:
        """Commits that are no answer to the user (starting the journal) hold no Ctrl-C."""
        self._hold = False
        try:
            yield
        finally:
            self._hold = True

    def _check_objects(self) -> None:
        """Refuse a journal holding schema objects this program did not make: a trigger
        would run on our writes, a view or a table is nobody's. Nothing has run yet."""
        strange = sorted(
            f"{kind} {name}"
            for kind, name in self.db.execute("SELECT type, name FROM sqlite_master")
            if (str(kind), str(name)) not in OBJECTS
            and not (kind == "index" and str(name).startswith("sqlite_autoindex_"))
        )
        if strange:
            raise storage(
                "storage/unknown-schema",
                N_(
                    "The journal {path} holds schema objects the assistant did not make "
                    "({objects}): another program changed it. {advice}"
                ),
                path=self.where,
                objects=", ".join(strange[:5]),
                advice=Msg(WHAT_TO_DO),
            )

    def _plan(self, marker: int, version: int, tables: dict[str, set[str]]) -> str:
        """`ready`, `create` (an empty file), `migrate-1`, `migrate-2` or `migrate-3` (an
        older schema), or a refusal."""
        if marker == APPLICATION_ID:
            if version > SCHEMA_VERSION:
                raise storage(
                    "storage/too-new",
                    N_(
                        "The journal {path} was written by a newer version of the assistant "
                        "(journal format {found}; this version reads up to {known}). Nothing "
                        "was changed. Update the assistant to use it, or set ASSISTANT_HOME "
                        "to another folder."
                    ),
                    path=self.where,
                    found=version,
                    known=SCHEMA_VERSION,
                )
            if version == SCHEMA_VERSION:
                return "ready"
            if version == 2 and tables.get("sessions") == V2_SESSIONS:
                return "migrate-2"
            if version == 3 and "states" not in tables:
                return "migrate-3"
        elif marker == 0 and version == 0 and not tables:
            return "create"
        elif marker == 0 and version == 1 and self._looks_like_v1(tables):
            return "migrate-1"
        raise self._foreign()

    def _inspect(self) -> tuple[int, int, dict[str, set[str]]]:
        marker = int(self.db.execute("PRAGMA application_id").fetchone()[0])
        version = int(self.db.execute("PRAGMA user_version").fetchone()[0])
        names = [
            str(row[0])
            for row in self.db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        tables = {
            name: {
                str(col[0])
                for col in self.db.execute("SELECT name FROM pragma_table_info(?)", (name,))
            }
            for name in names
        }
        return marker, version, tables

    @staticmethod
    def _looks_like_v1(tables: dict[str, set[str]]) -> bool:
        return (
            set(tables) == set(V3_TABLES)
            and tables["meta"] == TABLES["meta"]
            and tables["moves"] == TABLES["moves"]
            and tables["sessions"] == V1_SESSIONS
        )

    def _check_tables(self, tables: dict[str, set[str]]) -> None:
        for name, columns in TABLES.items():
            missing = columns - tables.get(name, set())
            if missing:
                what = name if name not in tables else f"{name}.{min(missing)}"
                raise storage(
                    "storage/corrupt",
                    N_(
                        "The journal {path} is damaged: its table {table} is missing. "
                        "Nothing was changed; restore a copy, or move the file away to start "
                        "a new journal."
                    ),
                    path=self.where,
                    table=what,
                )

    def _foreign(self) -> StorageError:
        return StorageError(
            "storage/not-a-journal",
            Msg(
                N_("The file {path} is not a journal of the assistant. {advice}"),
                {"path": self.where, "advice": Msg(WHAT_TO_DO)},
            ),
        )

    # -- transactions ------------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One atomic unit of work; `BEGIN IMMEDIATE` serialises concurrent writers.

        Inside another transaction (a line of a replay) it is a savepoint: a refused move
        rolls back that line only, and nothing is on disk before the outer commit.
        """
        if self.db.in_transaction:
            self._savepoints += 1
            name = f"step{self._savepoints}"
            self.db.execute(f"SAVEPOINT {name}")
            try:
                yield
            except BaseException:
                self._undo_savepoint(name)
                raise
            else:
                self.db.execute(f"RELEASE {name}")
            return
        try:
            self.begin()
            yield
        except BaseException:
            self.rollback()
            raise
        self.commit()

    def _undo_savepoint(self, name: str) -> None:
        self.states.clear()
        with interrupts.deferred():
            try:
                self.db.execute(f"ROLLBACK TO {name}")
                self.db.execute(f"RELEASE {name}")
            except sqlite3.Error:
                self.rollback()

    def savepoint(self, name: str) -> None:
        """Mark a point inside the open transaction that `release` keeps and `undo_to` undoes."""
        self.db.execute(f"SAVEPOINT {name}")

    def release(self, name: str) -> None:
        self.db.execute(f"RELEASE {name}")

    def undo_to(self, name: str) -> None:
        """Forget everything since `savepoint(name)`, keeping what came before."""
        self._undo_savepoint(name)

    def begin(self) -> None:
        """Start a write transaction. The first one of the process checks the file
        (`PRAGMA integrity_check`, about 1 µs per move: its pages, and that every row and its
        index entries agree): a damaged journal is never written to, so the damage cannot
        spread and the file stays as it was. A journal that another program wrote to since
        this program last did loses its snapshots (`states_trusted`)."""
        try:
            self.db.execute("BEGIN IMMEDIATE")
            self._counter = self._change_counter()  # before this transaction writes a page
            interrupts.fault("begin")
            problems = ["ok"]
            if not self._checked:
                problems = [str(row[0]) for row in self.db.execute("PRAGMA integrity_check(3)")]
        except BaseException:
            self.rollback()
            raise
        if problems != ["ok"]:
            self.rollback()
            raise storage(
                "storage/corrupt",
                N_(
                    "The journal {path} is damaged ({reason}). Nothing was changed; restore "
                    "a copy, or move the file away to start a new journal."
                ),
                path=self.where,
                reason="; ".join(problems),
            )
        self._checked = True
        if self._ready:
            try:
                if not self._trusted(self._counter):
                    self.db.execute("DELETE FROM states")
                    self._copied_trust = True
            except BaseException:
                self.rollback()
                raise

    def commit(self) -> None:
        """Commit; Ctrl-C waits while SQLite commits (syncs, unlink, unlock), and from then
        on is held until the command has answered (`interrupts.hold`). The change counter the
        file will have once committed is noted in it first (see `states_trusted`)."""
        with interrupts.deferred():
            try:
                interrupts.fault("commit")
                if self._ready and self._counter is not None:
                    self.db.execute(
                        "INSERT INTO meta(key, value) VALUES('written', ?) "
                        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                        (str((self._counter + 1) % 2**32),),
                    )
                self.db.execute("COMMIT")
            except BaseException:
                self.rollback()
                raise
            self.committed = True
            self.commits += 1
            if self._hold and self.path is not None:
                interrupts.hold()
            interrupts.fault("committed")

    # -- trusting the snapshots ----------------------------------------------------------

    def _change_counter(self) -> int | None:
        """The file change counter of the journal's header (bytes 24-27), which SQLite adds
        one to at every commit of any program; None for a journal in memory or unreadable."""
        if self.path is None:
            return None
        try:
            if self._fd is None:
                # Kept open until `close`: closing a descriptor of the file would drop the
                # locks SQLite holds on it in this process (POSIX record locks).
                self._fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
            data = os.pread(self._fd, 4, 24)
        except OSError:
            return None
        return int.from_bytes(data, "big") if len(data) == 4 else None

    def _trusted(self, counter: int | None) -> bool:
        if self.path is None:
            return self._copied_trust
        row = self.db.execute("SELECT value FROM meta WHERE key = 'written'").fetchone()
        return counter is not None and row is not None and row[0] == str(counter)

    def states_trusted(self) -> bool:
        """Whether the snapshots can be read: this program made the journal's last commit.

        Every commit of this program notes in the journal the change counter the file will
        have once it is committed; a program that writes the file otherwise (the `sqlite3`
        shell, a script) moves the counter without noting it. The snapshots are then not
        read, since the moves they stand for may have been changed, and the next write of
        this program drops them all (`begin`).
        """
        if self.db.in_transaction and self._counter is not None:
            return True  # `begin` has settled it
        if self.path is None:
            return self._copied_trust
        # The note first: SQLite restores a file left by a crash before it reads anything.
        row = self.db.execute("SELECT value FROM meta WHERE key = 'written'").fetchone()
        counter = self._change_counter()
        return counter is not None and row is not None and row[0] == str(counter)

    def snapshot_key(self, create: bool = False) -> bytes | None:
        """The secret that signs this folder's snapshots (`snapshots.key` beside the
        journal, made on first use): a snapshot from another folder or another machine, or
        crafted, is never read. None when the key cannot be read or made."""
        if self._keyed and (self._key is not None or not create):
            return self._key
        self._keyed = True
        path = self.path
        self._key = os.urandom(32) if path is None else _folder_key(os.fspath(path), create)
        return self._key

    def rollback(self) -> None:
        """Forget everything since `begin` (and the states computed meanwhile)."""
        self.states.clear()
        with interrupts.deferred():
            if self.db.in_transaction:
                with contextlib.suppress(sqlite3.Error):  # SQLite may have rolled back already
                    self.db.execute("ROLLBACK")

    def _write(self, sql: str, args: tuple[Any, ...] = ()) -> None:
        """One statement that changes the journal (inside a transaction)."""
        self.db.execute(sql, args)
        interrupts.fault("write")

    # -- current session -------------------------------------------------------------------

    def current_name(self) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key = 'current'").fetchone()
        return None if row is None else str(row[0])

    def set_current(self, name: str) -> None:
        session = self.get(name)
        self._write(
            "INSERT INTO meta(key, value) VALUES('current', ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (session.name,),
        )

    # -- sessions --------------------------------------------------------------------------

    def _session(self, row: sqlite3.Row) -> Session:
        """A session from its row; values of the wrong type (damage SQLite did not notice)
        mark it `damaged` instead of failing the whole listing."""
        texts = ("name", "game", "setup", "players", "created", "updated")
        numbers = ("id", "finished", "moves", "rules_version", "revision")
        damaged = not all(isinstance(row[k], str) for k in texts) or not all(
            isinstance(row[k], int) for k in numbers
        )
        players: list[str] = []
        try:
            # Only a list of strings is taken: what `read_json` would refuse besides (NaN,
            # 1e999, nesting too deep) is no such list either, so plain JSON reads it here.
            found = json.loads(row["players"])
            if type(found) is not list or not all(type(p) is str for p in found):
                raise ValueError(found)
            players = found
        except (ValueError, TypeError, RecursionError):
            damaged = True
        return Session(
            id=_int(row["id"]),
            name=str(row["name"]),
            game=str(row["game"]),
            setup_json=str(row["setup"]),
            players=players,
            finished=bool(_int(row["finished"])),
            created=str(row["created"]),
            updated=str(row["updated"]),
            moves=_int(row["moves"]),
            rules_version=_int(row["rules_version"], 1),
            revision=_int(row["revision"]),
            lang=row["lang"] if isinstance(row["lang"], str) else None,
            damaged=damaged,
        )

    def all(self, limit: int | None = None) -> list[Session]:
        """The sessions, the last changed first (the first `limit` only, when given)."""
        columns = ", ".join(_SESSION_COLUMNS)
        query = f"SELECT {columns} FROM sessions ORDER BY updated DESC, id DESC"
        cursor = self.db.cursor()
        cursor.row_factory = None  # plain tuples: thousands of sessions list quickly
        rows = cursor.execute(
            query + (" LIMIT ?" if limit is not None else ""),
            ((limit,) if limit is not None else ()),
        )
        return [_session_of(row) for row in rows.fetchall()]

    def count(self) -> int:
        """How many sessions the journal holds."""
        return _int(self.db.execute("SELECT COUNT(*) FROM sessions").fetchone()[0])

    def find(self, name: str) -> Session | None:
        """The session called `name`: exactly, else the same letters in any case and
        Unicode normal form (`Café` finds `café`, composed or not)."""
        row = self.db.execute("SELECT * FROM sessions WHERE name = ?", (name,)).fetchone()
        if row is None:
            key = name_key(name)
            ids = [
                _int(found[0])
                for found in self.db.execute("SELECT id, name FROM sessions")
                if name_key(str(found[1])) == key
            ]
            if len(ids) != 1:
                return None
            row = self.db.execute("SELECT * FROM sessions WHERE id = ?", (ids[0],)).fetchone()
        return None if row is None else self._session(row)

    def by_id(self, session_id: int) -> Session | None:
        """The session with this identity, whatever it is called now (None: deleted)."""
        row = self.db.execute("SELECT * FROM sessions WHERE id = ?", (session_id,)).fetchone()
        return None if row is None else self._session(row)

    def get(self, name: str) -> Session:
        """The session called `name` (see `find`), else the one session whose name starts
        with it (any case): `sessions use schatz` finds `schatz-der-pharao-1`.

        :raises StorageError: `session/not-found` (exit 4) when nothing matches.
        :raises UsageError: `session/ambiguous` (exit 2) naming the sessions that match.
        """
        found = self.find(name)
        if found is not None:
            return found
        key = name_key(name)
        matches = sorted(n for n in self.names() if key and name_key(n).startswith(key))
        if len(matches) == 1:
            found = self.find(matches[0])
            if found is not None:
                return found
        if len(matches) > 1:
            from assistant.i18n import OneOf

            raise UsageError(
                "session/ambiguous",
                Msg(
                    N_("“{name}” could be more than one session: {matches}."),
                    {"name": name, "matches": OneOf(matches)},
                ),
            )
        raise storage("session/not-found", N_("There is no session named {name}."), name=name)

    def names(self) -> list[str]:
        return [str(row[0]) for row in self.db.execute("SELECT name FROM sessions")]

    def last_moves(self) -> dict[int, str]:
        """When each session's last active move was recorded (ISO time, UTC), by session id;
        a session without active moves is not in it. Undone moves do not count."""
        rows = self.db.execute(
            "SELECT session, MAX(created) FROM moves WHERE status = 'active' GROUP BY session"
        )
        return {_int(row[0]): str(row[1]) for row in rows.fetchall()}

    def default_name(self, game: str) -> str:
        taken = {name_key(name) for name in self.names()}
        n = 1
        while name_key(f"{game}-{n}") in taken:
            n += 1
        return f"{game}-{n}"

    def _clash(self, name: str, other_than: int | None = None) -> None:
        key = name_key(name)
        for row in self.db.execute("SELECT id, name FROM sessions"):
            if name_key(str(row[1])) == key and row[0] != other_than:
                raise storage(
                    "session/name-taken",
                    N_("A session named {name} exists already; choose another --name."),
                    name=str(row[1]),
                )

    def create(
        self,
        name: str,
        game: str,
        setup: dict[str, Any],
        players: list[str],
        rules_version: int | None = None,
        lang: str | None = None,
    ) -> Session:
        """A new session, made current. `rules_version` defaults to the game's today;
        `lang` is the language it is played in."""
        name = check_name(name)
        self._clash(name)
        if rules_version is None:
            from assistant.games import BY_ID

            spec = BY_ID.get(game)
            rules_version = spec.rules_version if spec is not None else 1
        now = _now()
        self._write(
            "INSERT INTO sessions(name, game, setup, players, finished, created, updated, "
            "rules_version, lang) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?)",
            (name, game, json.dumps(setup), json.dumps(players), now, now, rules_version, lang),
        )
        self.set_current(name)
        return self.get(name)

    def rename(self, old: str, new: str) -> Session:
        session = self.get(old)
        new = check_name(new)
        self._clash(new, other_than=session.id)
        self._write(
            "UPDATE sessions SET name = ?, updated = ? WHERE id = ?", (new, _now(), session.id)
        )
        if self.current_name() == session.name:
            self.set_current(new)
        return self.get(new)

    def set_lang(self, name: str, lang: str) -> Session:
        """Play session `name` in `lang` from now on."""
        session = self.get(name)
        self.db.execute(
            "UPDATE sessions SET lang = ?, updated = ? WHERE id = ?", (lang, _now(), session.id)
        )
        return self.get(session.name)

    def delete(self, name: str) -> None:
        session = self.get(name)
        self.states.pop(session.id, None)
        self._write("DELETE FROM states WHERE session = ?", (session.id,))
        self._write("DELETE FROM moves WHERE session = ?", (session.id,))
        self._write("DELETE FROM sessions WHERE id = ?", (session.id,))
        if self.current_name() == session.name:
            self._write("DELETE FROM meta WHERE key = 'current'")

    def set_cached(self, session: Session, players: list[str], finished: bool) -> None:
        self._write(
            "UPDATE sessions SET players = ?, finished = ?, updated = ? WHERE id = ?",
            (json.dumps(players), int(finished), _now(), session.id),
        )

    def counters(self, session: Session) -> tuple[int, int]:
        """The session's revision and number of active moves, as stored now."""
        row = self.db.execute(
            "SELECT revision, moves FROM sessions WHERE id = ?", (session.id,)
        ).fetchone()
        if row is None:
            raise storage(
                "session/not-found", N_("There is no session named {name}."), name=session.name
            )
        return _int(row[0]), _int(row[1])

    # -- moves -----------------------------------------------------------------------------

    def moves(self, session: Session, *, everything: bool = False, after: int = 0) -> list[MoveRow]:
        """The moves of `session` in order: the active ones (all with `everything`), those
        after seq `after` only when given."""
        query = "SELECT * FROM moves WHERE session = ? AND seq > ?"
        if not everything:
            query += " AND status = 'active'"
        rows = self.db.execute(query + " ORDER BY seq", (session.id, after)).fetchall()
        return [_move_row(r) for r in rows]

    def append(self, session: Session, payload: dict[str, Any]) -> int:
        """Record an accepted move; moves undone before it can no longer be redone."""
        now = _now()
        self.db.execute(  # the states after moves that can no longer come back
            "DELETE FROM states WHERE session = ? AND seq IN "
            "(SELECT seq FROM moves WHERE session = ? AND status = 'undone')",
            (session.id, session.id),
        )
        self._write(
            "UPDATE moves SET status = 'dropped', changed = ? "
            "WHERE session = ? AND status = 'undone'",
            (now, session.id),
        )
        seq = self._next_seq(session)
        self._write(
            "INSERT INTO moves(session, seq, payload, status, created, changed) "
            "VALUES (?, ?, ?, 'active', ?, ?)",
            (session.id, seq, json.dumps(payload, ensure_ascii=False), now, now),
        )
        self._write("UPDATE sessions SET moves = moves + 1 WHERE id = ?", (session.id,))
        return seq

    # -- snapshots ---------------------------------------------------------------------------

    def save_state(self, session: Session, seq: int, number: int, state: Any, base: Any) -> None:
        """Keep `state`, reached by the active move `seq` (the `number`-th), in the open
        transaction; every `SNAPSHOT_EVERY`-th for good, the others until the next one. A
        state the snapshots cannot write (`assistant.snapshot`) is simply not kept."""
        from assistant.snapshot import SnapshotError, encode

        key = self.snapshot_key(create=True)
        if key is None or not self.states_trusted():
            return
        try:
            tag = state_tag(session.game, type(state))
            body = encode(state, base)
        except SnapshotError:
            return
        kept = int(number % SNAPSHOT_EVERY == 0)
        self.db.execute(
            "INSERT OR REPLACE INTO states(session, seq, number, kept, tag, body, digest) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                session.id,
                seq,
                number,
                kept,
                tag,
                body,
                _signed(key, session.id, seq, number, tag, body),
            ),
        )
        interrupts.fault("write")
        if not kept:
            self.db.execute(
                "DELETE FROM states WHERE session = ? AND kept = 0 AND seq <> ?",
                (session.id, seq),
            )

    def snapshot(self, session: Session, base: Any) -> Snapshot | None:
        """The latest usable state kept of `session`: after a move that is active, signed
        with this folder's key, written under today's rules and program, and read back
        whole (`base`: the state at the start). Anything else is passed over."""
        from assistant.snapshot import SnapshotError, decode

        key = self.snapshot_key()
        if key is None or not self.states_trusted():
            return None
        rows = self.db.execute(  # from the last kept state back (not over every move)
            "SELECT s.seq, s.number, s.tag, s.body, s.digest FROM states s "
            "WHERE s.session = ? AND EXISTS (SELECT 1 FROM moves m WHERE m.session = s.session "
            "AND m.seq = s.seq AND m.status = 'active') ORDER BY s.seq DESC LIMIT 3",
            (session.id,),
        ).fetchall()
        tag: str | None = None
        for seq, number, stored, body, digest in rows:
            if not (_seq_ok(seq) and isinstance(number, int) and number >= 1):
                continue
            if not (isinstance(stored, str) and isinstance(body, str)):
                continue
            tag = tag or state_tag(session.game, type(base))
            if stored != tag or digest != _signed(key, session.id, seq, number, stored, body):
                continue
            try:
                return Snapshot(seq, number, decode(type(base), body, base))
            except SnapshotError:
                continue
        return None

    def _next_seq(self, session: Session) -> int:
        """One more than the highest move number in range (a damaged row whose number is
        text or out of range is skipped: it stays unreadable, and `undo` takes it back)."""
        row = self.db.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM moves WHERE session = ? "
            "AND typeof(seq) = 'integer' AND seq BETWEEN 1 AND ?",
            (session.id, MAX_SEQ - 1),
        ).fetchone()
        return _int(row[0]) + 1

    def undo(self, session: Session) -> MoveRow | None:
        """Mark the last active move undone; `None` when there is nothing to undo."""
        row = self.db.execute(
            "SELECT rowid FROM moves WHERE session = ? AND status = 'active' "
            "ORDER BY seq DESC LIMIT 1",
            (session.id,),
        ).fetchone()
        if row is None:
            return None
        return self._set_status(session, row[0], "undone", -1)

    def redo(self, session: Session) -> MoveRow | None:
        """Reactivate the earliest undone move; `None` when there is nothing to redo."""
        row = self.db.execute(
            "SELECT rowid FROM moves WHERE session = ? AND status = 'undone' ORDER BY seq LIMIT 1",
            (session.id,),
        ).fetchone()
        if row is None:
            return None
        return self._set_status(session, row[0], "active", +1)

    def _set_status(self, session: Session, rowid: int, status: str, change: int) -> MoveRow:
        """Change the status of one row, found by its rowid (its seq may be damaged)."""
        now = _now()
        self._write(
            "UPDATE moves SET status = ?, changed = ? WHERE rowid = ?", (status, now, rowid)
        )
        self._write(
            "UPDATE sessions SET moves = moves + ?, revision = revision + 1 WHERE id = ?",
            (change, session.id),
        )
        row = self.db.execute("SELECT * FROM moves WHERE rowid = ?", (rowid,)).fetchone()
        return _move_row(row)


def check_name(name: str) -> str:
    """A session name as stored: NFC, 1 to 80 characters, one line, no control characters.

    :raises StorageError: `session/bad-name`.
    """
    name = unicodedata.normalize("NFC", name).strip()
    bad = any(unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") for c in name)
    if not name or len(name) > 80 or bad:
        raise StorageError(
            "session/bad-name",
            Msg(
                N_(
                    "A session name must be 1 to 80 characters on one line, without control "
                    "characters: “{name}”."
                ),
                {"name": name},
            ),
        )
    return name


def _stat(name: str) -> os.stat_result | None:
    """`os.stat(name)`, None where `Path.exists` says False (no such file, a parent that is
    not a folder, a loop of links); other failures (no permission) are raised."""
    try:
        return os.stat(name)
    except OSError as exc:
        if exc.errno in (errno.ENOENT, errno.ENOTDIR, errno.EBADF, errno.ELOOP):
            return None
        raise
    except ValueError:  # a NUL in the name
        return None


def refuse_foreign(path: Path | str) -> None:
    """Refuse, before SQLite touches anything, a file that cannot be our journal.

    SQLite would adopt a `-wal` file lying beside a journal that does not use one (and
    rewrite the journal from it), and would open anything at all as an empty database.
    """
    name = os.fspath(path)
    wal = name + "-wal"
    try:
        found = _stat(name)
        if found is None:
            size = 0
        elif not stat.S_ISREG(found.st_mode):
            raise storage(
                "storage/not-a-journal",
                N_("The journal {path} is not a regular file. {advice}"),
                path=str(path),
                advice=Msg(WHAT_TO_DO),
            )
        else:
            size = found.st_size
        header = b""
        if size:
            with open(name, "rb") as file:
                header = file.read(100)
        wal_found = _stat(wal) is not None
        hot = _stat(name + "-journal")
        recovering = hot is not None and hot.st_size > 0
    except OSError as exc:
        raise storage(
            "storage/unavailable",
            N_("Cannot open the journal {path}: {reason}"),
            path=str(path),
            reason=os_reason(exc),
        ) from exc
    if header and (len(header) < 100 or not header.startswith(HEADER)):
        raise storage(
            "storage/not-a-journal",
            N_("The file {path} is not a journal of the assistant. {advice}"),
            path=str(path),
            advice=Msg(WHAT_TO_DO),
        )
    page = int.from_bytes(header[16:18], "big") if len(header) >= 18 else 0
    page = 65536 if page == 1 else page
    if header and not recovering and page >= 512 and size % page:
        # SQLite would read the missing bytes as zeros. (A rollback journal left by a
        # crash may still restore the file: then SQLite decides.)
        raise storage(
            "storage/corrupt",
            N_(
                "The journal {path} is cut short ({size} bytes, not a whole number of pages "
                "of {page} bytes): part of it is missing. Nothing was changed; restore a "
                "copy, or move the file away to start a new journal."
            ),
            path=str(path),
            size=size,
            page=page,
        )
    uses_wal = len(header) >= 20 and header[18] == 2
    if wal_found and not uses_wal:
        raise storage(
            "storage/stray-wal",
            N_(
                "A write-ahead log {wal} lies beside the journal {path}, which does not use "
                "one: it may come from another copy of the journal, and opening it would "
                "rewrite the journal. Nothing was changed; move {wal} away (keep it if it "
                "matters) and try again."
            ),
            wal=str(wal),
            path=str(path),
        )


def storage_error(exc: sqlite3.Error, where: str) -> StorageError:
    """What a failed SQLite call means for the user, as a storage error (exit 4)."""
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    reason = str(exc)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in reason:
        return storage(
            "storage/locked",
            N_(
                "Another program has kept the journal {path} busy (reading or writing it) "
                "for over {seconds} seconds; nothing was recorded. Try again in a moment."
            ),
            path=where,
            seconds=int(LOCK_TIMEOUT),
        )
    if name == "SQLITE_READONLY_DBMOVED":
        return storage(
            "storage/moved",
            N_(
                "The journal {path} was moved or deleted while it was open; nothing was "
                "recorded. Put the file back, or set ASSISTANT_HOME to the folder it is in "
                "now, and try again."
            ),
            path=where,
        )
    if name.startswith("SQLITE_READONLY") or "readonly" in reason:
        return storage(
            "storage/read-only",
            N_(
                "The journal {path} cannot be written ({reason}); nothing was recorded. Make "
                "the file and its folder writable, or set ASSISTANT_HOME to another folder."
            ),
            path=where,
            reason=reason,
        )
    if name.startswith("SQLITE_FULL"):
        return storage(
            "storage/full",
            N_("The disk holding the journal {path} is full; nothing was recorded."),
            path=where,
        )
    if name.startswith("SQLITE_CANTOPEN") or name.startswith("SQLITE_IOERR"):
        return storage(
            "storage/unavailable",
            N_(
                "The journal {path} cannot be read or written ({reason}); nothing was "
                "recorded. Check that the file and its folder are readable and writable."
            ),
            path=where,
            reason=reason,
        )
    return storage(
        "storage/corrupt",
        N_(
            "The journal {path} is damaged ({reason}). Nothing was changed; restore a copy, "
            "or move the file away to start a new journal."
        ),
        path=where,
        reason=reason,
    )


# -- states -----------------------------------------------------------------------------------


def game_of(session: Session) -> Game[Any, Any]:
    """The rules of `session`'s game.

    :raises StorageError: `storage/unknown-game`: a game this copy does not have.
    """
    from assistant.games import BY_ID, load

    if session.game not in BY_ID:
        raise StorageError(
            "storage/unknown-game",
            Msg(
                N_(
                    "Session {name} is a game of “{game}”, which this version of the "
                    "assistant does not know. The other sessions are not affected."
                ),
                {"name": session.name, "game": session.game},
            ),
        )
    return load(session.game)


def no_longer_replays(session: Session, number: int, reason: Msg) -> StorageError:
    """A stored move that today's rules refuse: a storage problem, not the user's move."""
    from assistant.games import BY_ID

    spec = BY_ID.get(session.game)
    today = spec.rules_version if spec is not None else session.rules_version
    if today != session.rules_version:
        text = N_(
            "Session {name}: stored move {number} no longer replays under the rules of this "
            "version (it was recorded under rules version {then}, these are version {now}): "
            "{reason} Nothing was changed; `assistant --session {name} undo` takes moves "
            "back from the last one."
        )
    else:
        text = N_(
            "Session {name}: stored move {number} no longer replays: {reason} Nothing was "
            "changed; `assistant --session {name} undo` takes moves back from the last one."
        )
    return StorageError(
        "storage/move-no-longer-replays",
        Msg(
            text,
            {
                "name": session.name,
                "number": number,
                "then": session.rules_version,
                "now": today,
                "reason": reason,
            },
        ),
    )


def load_state(journal: Journal, session: Session) -> Any:
    """The state of `session`: its setup replayed with every active move, through the rules.

    A state computed earlier in this process is reused when the session's revision (bumped
    by undo and redo) has not changed: only the moves recorded since are read and applied.
    Else the latest state the journal keeps (`Journal.snapshot`) is read back, and only the
    moves after it are applied; a session without a usable one is replayed from its setup.

    :raises StorageError: the session's setup or one of its moves cannot be read, or no
        longer replays under today's rules (naming the move), or its game is unknown.
    """
    from assistant.games.base import RulesError

    game = game_of(session)
    revision, count = journal.counters(session)
    cached = journal.states.get(session.id)
    rows: list[MoveRow] = []
    if cached is not None and cached.revision == revision and cached.count <= count:
        rows = journal.moves(session, after=cached.last_seq)
        if cached.count + len(rows) != count:
            cached = None
    else:
        cached = None  # undone or redone since (or never seen): read it again
    if cached is None:
        try:
            base = game.initial_state(session.setup)
        except RulesError as error:
            raise session.damage(
                N_("its setup is no longer valid: {reason}"), reason=error.msg
            ) from error
        except UNREADABLE as exc:
            raise session.damage(
                N_("its setup cannot be read ({reason})"), reason=shortened(repr(exc))
            ) from exc
        kept = journal.snapshot(session, base) if count else None
        if kept is not None and kept.number <= count:
            rows = journal.moves(session, after=kept.seq)
            if kept.number + len(rows) == count:
                cached = Cached(revision, kept.seq, kept.number, kept.state, base)
        if cached is None:
            cached = Cached(revision, 0, 0, base, base)
            rows = journal.moves(session)
    state, done, last, base = cached.state, cached.count, cached.last_seq, cached.base
    try:
        for row in rows:
            number = done + 1
            unreadable: BaseException | None = None
            try:
                if not row.readable:
                    raise ValueError(row.raw)
                move = game.move_from_json(row.payload)
                state = game.apply(state, move)
            except RulesError as error:
                raise no_longer_replays(session, number, error.msg) from error
            except UNREADABLE as exc:  # a hand-made row the rules cannot even read
                unreadable = exc
            if unreadable is not None:
                raise session.damage(
                    N_("its move {number} cannot be read: {raw}"),
                    number=number,
                    raw=shortened(row.raw),
                ) from unreadable
            done, last = number, row.seq
    finally:
        # What replayed is worth keeping, even when a later move fails.
        journal.states[session.id] = Cached(revision, last, done, state, base)
    return state


def keep_state(journal: Journal, session: Session) -> None:
    """Keep the state `load_state` has just reached for `session` in the journal (inside
    the transaction that changed the session: an undo, a redo)."""
    cached = journal.states.get(session.id)
    if cached is not None and cached.count:
        journal.save_state(session, cached.last_seq, cached.count, cached.state, cached.base)


def record_state(journal: Journal, session: Session, seq: int, state: Any) -> None:
    """Keep `state`, reached by move `seq` just appended to `session` (in the move's
    transaction, after `load_state` read the state before it)."""
    cached = journal.states.get(session.id)
    if cached is not None and cached.last_seq < seq:
        journal.save_state(session, seq, cached.count + 1, state, cached.base)


def remember(
    journal: Journal, session: Session, seq: int, payload: dict[str, Any], state: Any
) -> None:
    """Note the state reached by recording move `seq` (see `load_state`)."""
    cached = journal.states.get(session.id)
    if cached is not None and cached.last_seq < seq:
        journal.states[session.id] = Cached(
            cached.revision, seq, cached.count + 1, state, cached.base
        )
