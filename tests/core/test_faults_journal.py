"""Fault injection on the journal file, continued (issue 26, points 4 and 5).

* Every connection to the journal syncs the way docs/journal.md promises (`synchronous=EXTRA`:
  the folder is synced once the rollback journal is unlinked, so a power cut cannot bring
  it back and roll a reported move back).
* Damage the structure check used to miss: a row and its index entry that disagree, rows
  written by hand (nesting 200,000 deep, `1e999`, a move number of 2^63-1 or of text,
  players nested deep), a file cut short by one byte, a trigger or a view put in the file.
  Each is exit 4 with a message, never a traceback; the file keeps its bytes; `log` and
  `undo` keep working where a row is bad.
"""

from __future__ import annotations

import hashlib
import io
import json
import sqlite3
import sys
from pathlib import Path
from typing import Any, ClassVar

import pytest

from assistant import sessions
from assistant.sessions import Journal

pytestmark = pytest.mark.usefixtures("toy")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def journal_path(home: Path) -> Path:
    return home / "journal.sqlite3"


def game(cli: Any, *moves: int, name: str = "one") -> None:
    cli.ok("toy", "new", "--players", "ana,bo", "--name", name, "--target", "100")
    for amount in moves:
        cli.ok("toy", "add", str(amount))


def sql(home: Path, *statements: str) -> str:
    """Run statements on the journal as another program would; the file's new digest."""
    db = sqlite3.connect(journal_path(home))
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()
    return digest(journal_path(home))


# -- 4. a power cut keeps every reported move -----------------------------------------------


class Recorded(sqlite3.Connection):
    """A connection that notes, when it is closed, how it was set to sync."""

    seen: ClassVar[list[tuple[str, int, str]]] = []

    def close(self) -> None:
        if not getattr(self, "_noted", False):
            self._noted = True
            name = self.execute("PRAGMA database_list").fetchone()[2]
            synchronous = self.execute("PRAGMA synchronous").fetchone()[0]
            mode = self.execute("PRAGMA journal_mode").fetchone()[0]
            Recorded.seen.append((name, synchronous, mode))
        super().close()


def test_every_connection_syncs_the_folder_after_each_commit(
    cli: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, clean_environment: Path
) -> None:
    """`synchronous=EXTRA` (3) and the rollback journal (`delete`) on every connection the
    commands open, whatever they do: create, record, undo, redo, rename, list, export,
    replay (dry run too), play."""
    connect = sqlite3.connect
    opened: list[sqlite3.Connection] = []

    def recording(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        db = connect(*args, factory=Recorded, **kwargs)
        opened.append(db)
        return db

    monkeypatch.setattr(sessions.sqlite3, "connect", recording)
    Recorded.seen = []
    script = tmp_path / "lines.txt"
    script.write_text("toy add 1\ntoy add 2\n", encoding="utf-8")
    game(cli, 1, 2)
    for args in (
        ("undo",),
        ("redo",),
        ("log",),
        ("sessions",),
        ("sessions", "rename", "one", "uno"),
        ("sessions", "export", "uno", "--format", "markdown"),
        ("replay", str(script)),
        ("replay", "--dry-run", str(script)),
    ):
        cli.ok(*args)
    monkeypatch.setattr(sys, "stdin", io.StringIO("add 1\nundo\n"))
    cli.ok("play")
    for db in opened:  # those still open (the dry run's copy in memory waits for the GC)
        db.close()
    files = [entry for entry in Recorded.seen if entry[0]]
    assert len(Recorded.seen) == len(opened) > 10  # every connection was seen
    assert len(files) >= 10
    assert all(entry[0] == str(journal_path(clean_environment)) for entry in files)
    assert {(sync, mode) for _, sync, mode in files} == {(3, "delete")}
    memory = [entry for entry in Recorded.seen if not entry[0]]  # the dry run's copy
    assert memory and {sync for _, sync, _ in memory} == {3}


def test_a_journal_opened_directly_syncs_too(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path / "j.sqlite3")
    try:
        assert journal.db.execute("PRAGMA synchronous").fetchone()[0] == 3
        assert journal.db.execute("PRAGMA trusted_schema").fetchone()[0] == 0
    finally:
        journal.close()


# -- 5. damage the structure check used to miss ---------------------------------------------


def test_a_row_whose_index_entry_disagrees_is_never_written_to(
    cli: Any, clean_environment: Path
) -> None:
    """The status of move 2 changed behind the index's back (the index is hidden from
    SQLite while the row is changed): `quick_check` passes, the first write's
    `integrity_check` does not."""
    game(cli, 1, 2, 3)
    home = clean_environment
    db = sqlite3.connect(journal_path(home))
    root, text = db.execute(
        "SELECT rootpage, sql FROM sqlite_master WHERE name = 'moves_by_status'"
    ).fetchone()
    db.close()
    hide = "DELETE FROM sqlite_master WHERE name = 'moves_by_status'"
    sql(home, "PRAGMA writable_schema = ON", hide)
    sql(home, "UPDATE moves SET status = 'undone' WHERE seq = 2")
    before = sql(
        home,
        "PRAGMA writable_schema = ON",
        f"INSERT INTO sqlite_master VALUES ('index', 'moves_by_status', 'moves', {root}, '{text}')",
    )
    check = sqlite3.connect(journal_path(home))
    assert check.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    assert check.execute("PRAGMA integrity_check").fetchone()[0] != "ok"
    check.close()
    for args in (("toy", "add", "1"), ("undo",), ("sessions", "rename", "one", "two")):
        result = cli(*args, json=True)
        assert result.code == 4, (args, result)
        assert result.json["error"]["code"] == "storage/corrupt"
    assert digest(journal_path(home)) == before


DEEP = "[" * 200_000 + "]" * 200_000

HAND_MADE_MOVES = {
    "nested-200000-deep": ("payload", f"'{DEEP}'"),
    "1e999": ("payload", """'{"player": "bo", "add": 1e999}'"""),
    "NaN": ("payload", """'{"player": "bo", "add": NaN}'"""),
    "seq-2^63-1": ("seq", str(2**63 - 1)),
    "seq-as-text": ("seq", "'three'"),
    "seq-as-real": ("seq", "2.5"),
}


@pytest.mark.parametrize("column,value", HAND_MADE_MOVES.values(), ids=HAND_MADE_MOVES.keys())
def test_hand_made_moves_are_storage_errors_that_undo_takes_back(
    cli: Any, clean_environment: Path, column: str, value: str
) -> None:
    game(cli, 1, 2)
    game(cli, 3, name="good")
    before = sql(
        clean_environment,
        f"UPDATE moves SET {column} = {value} WHERE seq = 2 AND session = "
        "(SELECT id FROM sessions WHERE name = 'one')",
    )
    for args in (("toy", "status"), ("toy", "add", "1"), ("toy", "check", "add", "1")):
        result = cli("--session", "one", *args, json=True)
        assert result.code == 4, (args, result)
        assert result.json["error"]["code"] == "storage/bad-row", (args, result)
        assert "move 2" in result.json["error"]["message"]
        assert len(result.json["error"]["message"]) < 1000  # the raw row is cut short
        assert "Traceback" not in result.err
    assert digest(journal_path(clean_environment)) == before
    listing = cli.ok("sessions", json=True).json["sessions"]
    assert {row["name"] for row in listing} == {"one", "good"}
    log = cli.ok("--session", "one", "log", "--all", json=True).json
    assert "cannot be read" in log["moves"][-1]["text"]
    exported = cli.ok("sessions", "export", "one", json=True).json
    assert exported["problem"]["code"] == "storage/bad-row"
    assert cli.ok("--session", "good", "toy", "status", json=True).json["total"] == 3
    # `undo` takes the bad move back, and the session plays on.
    cli.ok("--session", "one", "undo", json=True)
    assert cli.ok("--session", "one", "toy", "status", json=True).json["total"] == 1
    cli.ok("--session", "one", "toy", "add", "2")
    assert cli.ok("--session", "one", "toy", "status", json=True).json["total"] == 3
    refused = cli("--session", "one", "redo", json=True)  # the new move dropped it anyway
    assert refused.code == 4


HAND_MADE_SESSIONS = {
    "players-nested-deep": ("players", f"'{DEEP}'"),
    "players-1e999": ("players", "'[1e999]'"),
    "setup-nested-deep": ("setup", f"'{DEEP}'"),
    "setup-1e999": ("setup", """'{"players": ["ana", "bo"], "target": 1e999}'"""),
}


@pytest.mark.parametrize("column,value", HAND_MADE_SESSIONS.values(), ids=HAND_MADE_SESSIONS.keys())
def test_hand_made_sessions_spoil_themselves_only(
    cli: Any, clean_environment: Path, column: str, value: str
) -> None:
    game(cli, 1, name="bad")
    game(cli, 2, name="good")
    sql(clean_environment, f"UPDATE sessions SET {column} = {value} WHERE name = 'bad'")
    listing = cli.ok("sessions", json=True).json["sessions"]
    assert {row["name"] for row in listing} == {"bad", "good"}
    if column == "players":
        assert next(row for row in listing if row["name"] == "bad")["damaged"] is True
    else:
        result = cli("--session", "bad", "toy", "status", json=True)
        assert result.code == 4 and result.json["error"]["code"] == "storage/bad-row"
        assert "setup" in result.json["error"]["message"]
    for args in (("log",), ("sessions", "export", "bad")):
        result = cli("--session", "bad", *args, json=True)
        assert result.code in (0, 4) and "Traceback" not in result.err
        json.loads(result.out)
    assert cli.ok("--session", "good", "toy", "status", json=True).json["total"] == 2


def test_a_journal_cut_short_by_one_byte_is_refused_untouched(
    cli: Any, clean_environment: Path
) -> None:
    game(cli, 1, 2)
    path = journal_path(clean_environment)
    path.write_bytes(path.read_bytes()[:-1])
    before = digest(path)
    for args in (("sessions",), ("toy", "status"), ("toy", "add", "1")):
        result = cli(*args, json=True)
        assert result.code == 4
        assert result.json["error"]["code"] == "storage/corrupt"
        assert "cut short" in result.json["error"]["message"]
    assert digest(path) == before


def test_a_journal_left_by_a_crash_is_left_to_sqlite_to_restore(
    cli: Any, clean_environment: Path
) -> None:
    """A rollback journal beside the file (a writer was killed): SQLite restores the file
    from it, so its size is not judged before."""
    game(cli, 1)
    path = journal_path(clean_environment)
    hot = path.with_name(path.name + "-journal")
    hot.write_bytes(b"")  # an empty journal is not hot: SQLite ignores it
    path.write_bytes(path.read_bytes() + b"\0" * 100)
    assert cli("sessions", json=True).code == 4  # an empty journal is no excuse
    hot.write_bytes(b"x" * 512)
    result = cli("sessions", json=True)
    assert "Traceback" not in result.err  # SQLite's own answer, whatever it is
    json.loads(result.out)


@pytest.mark.parametrize(
    "statement",
    [
        "CREATE TRIGGER evil AFTER INSERT ON moves BEGIN UPDATE sessions SET name = 'pwned'; END",
        "CREATE VIEW peek AS SELECT name FROM sessions",
        "CREATE TABLE extra (x)",
        "CREATE INDEX moves_by_payload ON moves(payload)",
    ],
    ids=["trigger", "view", "table", "index"],
)
def test_schema_objects_another_program_added_are_refused_unrun(
    cli: Any, clean_environment: Path, statement: str
) -> None:
    game(cli, 1)
    before = sql(clean_environment, statement)
    for args in (("sessions",), ("toy", "add", "1"), ("undo",)):
        result = cli(*args, json=True)
        assert result.code == 4, (args, result)
        assert result.json["error"]["code"] == "storage/unknown-schema"
        assert "did not make" in result.json["error"]["message"]
    assert digest(journal_path(clean_environment)) == before
    db = sqlite3.connect(journal_path(clean_environment))
    assert db.execute("SELECT name FROM sessions").fetchall() == [("one",)]
    db.close()


# -- issue 24: the states kept beside the moves (snapshots) ----------------------------------


def states(home: Path) -> list[tuple[int, int, int]]:
    """`(seq, number, kept)` of every state the journal keeps, in order."""
    db = sqlite3.connect(journal_path(home))
    rows = db.execute("SELECT seq, number, kept FROM states ORDER BY session, seq").fetchall()
    db.close()
    return [tuple(row) for row in rows]


def total(cli: Any, session: str = "one") -> int:
    return int(cli.ok("--session", session, "toy", "status", json=True).json["total"])


def patch_bytes(path: Path, old: bytes, new: bytes) -> None:
    """Change bytes of the file in place, as a bad disk would: SQLite is not told."""
    data = path.read_bytes()
    assert data.count(old) >= 1, old
    path.write_bytes(data.replace(old, new, 1))


def test_the_state_after_each_move_is_kept_and_read_back(
    cli: Any, clean_environment: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last state, and every 32nd, are kept in the move's transaction; a command reads
    the last one instead of replaying the session (and an undo replays 31 moves at most)."""
    game(cli, *([1] * 40))
    assert states(clean_environment) == [(32, 32, 1), (40, 40, 0)]
    import toy_game

    applied: list[int] = []
    real = toy_game.ToyGame.advance
    monkeypatch.setattr(
        toy_game.ToyGame, "advance", lambda self, s, m: applied.append(1) or real(self, s, m)
    )
    assert total(cli) == 40 and applied == []
    cli.ok("undo")
    assert 0 < len(applied) < 32  # from the state kept after move 32
    assert states(clean_environment) == [(32, 32, 1), (39, 39, 0)]
    applied.clear()
    assert total(cli) == 39 and applied == []
    cli.ok("toy", "add", "2")
    assert total(cli) == 41 and states(clean_environment)[-1] == (41, 40, 0)


def test_a_damaged_state_is_passed_over_and_made_again(cli: Any, clean_environment: Path) -> None:
    """A kept state whose bytes changed on disk (SQLite does not notice: a bad sector) fails
    its signature: the session is replayed instead, right; the next move keeps a new one."""
    game(cli, 1, 2, 3)
    path = journal_path(clean_environment)
    db = sqlite3.connect(path)
    body = db.execute("SELECT body FROM states").fetchone()[0]
    db.close()
    assert '"total"' not in body and "6" in body  # the toy's state as its fields' values
    patch_bytes(path, body.encode(), body.replace("6", "9", 1).encode())
    assert total(cli) == 6
    log = cli.ok("log", json=True).json
    assert [m["n"] for m in log["moves"]] == [1, 2, 3]
    cli.ok("undo")
    assert total(cli) == 3
    cli.ok("toy", "add", "1")
    assert total(cli) == 4
    assert states(clean_environment) == [(4, 3, 0)]


@pytest.mark.parametrize("what", ["tag", "number", "seq", "body", "digest"])
def test_states_another_program_wrote_are_never_read(
    cli: Any, clean_environment: Path, what: str
) -> None:
    """A journal changed by another program (here the `sqlite3` module) loses the trust in
    its kept states: they are not read (the moves are), and the next write drops them."""
    game(cli, 1, 2)
    game(cli, 3, name="two")
    values = {
        "tag": "'1/toy/1/0/00000000'",
        "number": "1",
        "seq": "1",
        "body": '\'[["ana","bo"],99,0,[99,0],100]\'',
        "digest": "'00'",
    }
    sql(
        clean_environment,
        f"UPDATE states SET {what} = {values[what]} WHERE session = "
        "(SELECT id FROM sessions WHERE name = 'one')",
    )
    assert total(cli) == 3
    assert total(cli, "two") == 3
    cli.ok("--session", "two", "toy", "add", "1")  # a write: the old states are dropped
    assert states(clean_environment) == [(2, 2, 0)]
    assert total(cli) == 3 and total(cli, "two") == 4


def test_a_move_changed_by_hand_below_a_kept_state_is_still_found(
    cli: Any, clean_environment: Path
) -> None:
    """The kept state stands for moves that may have changed since: a move another program
    rewrote is found as it always was (exit 4 naming it), and undo takes it back."""
    game(cli, 1, 1, 1)
    sql(
        clean_environment,
        'UPDATE moves SET payload = \'{"player": "ana", "add": 1}\' WHERE seq = 2',
    )
    result = cli("toy", "status", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/move-no-longer-replays"
    assert "move 2" in result.json["error"]["message"]
    assert cli.ok("undo", json=True).json["warning"]["code"] == "storage/move-no-longer-replays"
    cli.ok("undo")
    assert total(cli) == 1


def test_a_state_kept_under_other_rules_or_another_program_is_not_read(
    cli: Any, clean_environment: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A state is read only by the rules and the program that wrote it: under a new rules
    version (or layout of the state, or program version) the session is replayed."""
    import dataclasses

    import toy_game

    from assistant import games

    game(cli, 2, 2)
    newer = dataclasses.replace(games.BY_ID["toy"], rules_version=2)
    monkeypatch.setitem(games.BY_ID, "toy", newer)
    applied: list[int] = []
    real = toy_game.ToyGame.advance
    monkeypatch.setattr(
        toy_game.ToyGame, "advance", lambda self, s, m: applied.append(1) or real(self, s, m)
    )
    assert total(cli) == 4 and len(applied) == 2
    monkeypatch.setattr("assistant.__version__", "99.0")
    cli.ok("toy", "add", "1")
    db = sqlite3.connect(journal_path(clean_environment))
    assert db.execute("SELECT tag FROM states").fetchone()[0].startswith("1/toy/2/99.0/")
    db.close()


def test_states_of_another_folder_are_never_read(
    cli: Any, clean_environment: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A journal copied from elsewhere (or crafted) brings states signed with another key:
    they are not read; the moves are."""
    game(cli, 1, 2)
    other = tmp_path / "other"
    other.mkdir()
    (other / "journal.sqlite3").write_bytes(journal_path(clean_environment).read_bytes())
    (other / "snapshots.key").write_bytes(bytes(32))
    monkeypatch.setenv("ASSISTANT_HOME", str(other))
    import toy_game

    applied: list[int] = []
    real = toy_game.ToyGame.advance
    monkeypatch.setattr(
        toy_game.ToyGame, "advance", lambda self, s, m: applied.append(1) or real(self, s, m)
    )
    assert total(cli) == 3 and len(applied) == 2


def test_a_dropped_states_table_is_named_and_nothing_is_written(
    cli: Any, clean_environment: Path
) -> None:
    game(cli, 1)
    before = sql(clean_environment, "DROP TABLE states")
    for args in (("toy", "status"), ("toy", "add", "1"), ("undo",)):
        result = cli(*args, json=True)
        assert result.code == 4, (args, result)
        assert result.json["error"]["code"] == "storage/corrupt"
        assert "states" in result.json["error"]["message"]
    assert digest(journal_path(clean_environment)) == before


V3_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE, game TEXT NOT NULL,
    setup TEXT NOT NULL, players TEXT NOT NULL, finished INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL, updated TEXT NOT NULL, rules_version INTEGER NOT NULL DEFAULT 1,
    moves INTEGER NOT NULL DEFAULT 0, revision INTEGER NOT NULL DEFAULT 0, lang TEXT);
CREATE TABLE moves (
    session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, seq INTEGER NOT NULL,
    payload TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'active'
        CHECK (status IN ('active', 'undone', 'dropped')),
    created TEXT NOT NULL, changed TEXT NOT NULL, PRIMARY KEY (session, seq));
CREATE INDEX moves_by_status ON moves(session, status, seq);
"""


def test_a_journal_of_schema_3_gains_the_states_table(cli: Any, clean_environment: Path) -> None:
    clean_environment.mkdir(parents=True)
    db = sqlite3.connect(journal_path(clean_environment))
    db.executescript(V3_SCHEMA)
    db.execute(f"PRAGMA application_id = {sessions.APPLICATION_ID}")
    db.execute("PRAGMA user_version = 3")
    now = "2024-05-01T20:00:00+00:00"
    db.execute(
        "INSERT INTO sessions(name, game, setup, players, created, updated, moves) VALUES "
        '(\'one\', \'toy\', \'{"players": ["ana", "bo"], "target": 100}\', '
        '\'["ana", "bo"]\', ?, ?, 2)',
        (now, now),
    )
    for seq, who in ((1, "ana"), (2, "bo")):
        db.execute(
            "INSERT INTO moves VALUES (1, ?, ?, 'active', ?, ?)",
            (seq, json.dumps({"player": who, "add": 2}), now, now),
        )
    db.execute("INSERT INTO meta VALUES ('current', 'one')")
    db.commit()
    db.close()
    assert total(cli) == 4
    cli.ok("toy", "add", "1")
    assert total(cli) == 5 and states(clean_environment) == [(3, 3, 0)]
    db = sqlite3.connect(journal_path(clean_environment))
    assert db.execute("PRAGMA user_version").fetchone()[0] == sessions.SCHEMA_VERSION == 4
    db.close()


def test_each_commit_notes_the_change_counter_the_file_gets(
    cli: Any, clean_environment: Path
) -> None:
    """What tells this program's commits from another program's: the file change counter of
    the SQLite header, noted in the journal by the commit that sets it."""
    game(cli, 1, 2)
    data = journal_path(clean_environment).read_bytes()
    counter = int.from_bytes(data[24:28], "big")
    db = sqlite3.connect(journal_path(clean_environment))
    noted = db.execute("SELECT value FROM meta WHERE key = 'written'").fetchone()[0]
    db.close()
    assert noted == str(counter)
    journal = Journal.open(journal_path(clean_environment))
    try:
        assert journal.states_trusted()
    finally:
        journal.close()
