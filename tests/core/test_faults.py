"""Fault injection: the journal and the CLI under hostile conditions (issue 11).

Damaged, foreign and locked journals, rows that no longer replay, names that look like
markup or terminal control, output that cannot be written, hostile replay files, Ctrl-C
and `kill -9` in the middle of a replay, several writers at once. Every case must end with
a clear message and the right exit code, never a traceback; a journal that is refused or
damaged is left byte for byte as it was.
"""

from __future__ import annotations

import errno
import hashlib
import io
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from assistant import sessions
from assistant.sessions import APPLICATION_ID, Journal

pytestmark = pytest.mark.usefixtures("toy")

TOY_CLI = Path(__file__).resolve().parent / "toy_cli.py"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def journal_path(home: Path) -> Path:
    return home / "journal.sqlite3"


def game(cli: Any, *moves: int, name: str = "one", players: str = "ana,bo") -> None:
    cli.ok("toy", "new", "--players", players, "--name", name, "--target", "100")
    for amount in moves:
        cli.ok("toy", "add", str(amount))


def run_toy(home: Path, *args: str, **options: Any) -> subprocess.CompletedProcess[str]:
    """`assistant ARGS` (with the toy game) in a process of its own."""
    env = dict(os.environ, ASSISTANT_HOME=str(home), NO_COLOR="1", COLUMNS="120")
    env.update(options.pop("env", {}))
    options.setdefault("stdout", subprocess.PIPE)
    options.setdefault("stderr", subprocess.PIPE)
    return subprocess.run(
        [sys.executable, str(TOY_CLI), *args],
        env=env,
        text=True,
        errors="replace",
        timeout=120,
        check=False,
        **options,
    )


# -- damaged journals ------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [*range(5), -1])
def test_random_bytes_mid_file_never_spread_and_never_crash(
    cli: Any, clean_environment: Path, seed: int
) -> None:
    """Damage SQLite notices (a page that does not parse) and damage it does not (values of
    the wrong type, broken JSON): reads answer or fail with exit 4, writes are refused by the
    structure check before the first write, and the file keeps its bytes."""
    game(cli, *([1] * 40), name="long")
    game(cli, 1, 2, name="short")
    path = journal_path(clean_environment)
    data = bytearray(path.read_bytes())
    rng = random.Random(seed)
    if seed < 0:  # the headers of every page but the first: damage SQLite must notice
        for page in range(4096, len(data), 4096):
            data[page : page + 8] = bytes([0xFF] * 8)
    else:
        start = rng.randrange(4096, len(data) - 600)
        for i in range(start, start + rng.choice([16, 200, 600])):
            data[i] = rng.randrange(256)
    path.write_bytes(bytes(data))
    before = digest(path)
    for args in (("sessions",), ("toy", "status"), ("log",), ("sessions", "export", "short")):
        result = cli(*args, json=True)
        assert result.code in (0, 4), (args, result)
        assert isinstance(result.json, dict)  # one JSON document either way
    try:
        damaged = sqlite3.connect(path).execute("PRAGMA quick_check").fetchone()[0] != "ok"
    except sqlite3.DatabaseError:
        damaged = True
    for args in (("toy", "add", "1"), ("undo",)):
        result = cli(*args, json=True)
        assert result.code in ((4,) if damaged else (0, 3, 4)), (args, result)
    if damaged:
        assert digest(path) == before
    if seed < 0:
        assert damaged


def test_a_damaged_schema_page_is_exit_4_and_untouched(cli: Any, clean_environment: Path) -> None:
    game(cli, 1)
    path = journal_path(clean_environment)
    data = bytearray(path.read_bytes())
    data[100:400] = bytes(range(256)) + bytes(44)
    path.write_bytes(bytes(data))
    before = digest(path)
    result = cli("sessions", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/corrupt"
    assert "Traceback" not in cli("toy", "add", "1").err
    assert digest(path) == before


def test_a_dropped_table_is_named(cli: Any, clean_environment: Path) -> None:
    game(cli, 1)
    path = journal_path(clean_environment)
    db = sqlite3.connect(path)
    db.execute("DROP TABLE moves")
    db.commit()
    db.close()
    before = digest(path)
    result = cli("toy", "status", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/corrupt"
    assert "moves" in result.json["error"]["message"]
    assert digest(path) == before


def test_a_file_that_is_not_a_database_is_refused_untouched(
    cli: Any, clean_environment: Path
) -> None:
    clean_environment.mkdir(parents=True)
    path = journal_path(clean_environment)
    path.write_bytes(b"my shopping list\n" * 200)
    before = digest(path)
    result = cli("toy", "new", "--players", "ana,bo", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/not-a-journal"
    assert "ASSISTANT_HOME" in result.json["error"]["message"]
    assert digest(path) == before


@pytest.mark.parametrize("marker", [0, 0x12345678], ids=["no-marker", "other-program"])
def test_another_programs_database_is_refused_untouched(
    cli: Any, clean_environment: Path, marker: int
) -> None:
    clean_environment.mkdir(parents=True)
    path = journal_path(clean_environment)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE recipes (name TEXT, steps TEXT)")
    db.execute("INSERT INTO recipes VALUES ('bread', 'knead')")
    db.execute(f"PRAGMA application_id = {marker}")
    db.commit()
    db.close()
    before = digest(path)
    for args in (("sessions",), ("toy", "new", "--players", "ana,bo")):
        result = cli(*args, json=True)
        assert result.code == 4
        assert result.json["error"]["code"] == "storage/not-a-journal"
    assert digest(path) == before


def test_a_journal_from_a_newer_version_is_refused_untouched(
    cli: Any, clean_environment: Path
) -> None:
    game(cli, 1)
    path = journal_path(clean_environment)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 7")
    db.commit()
    db.close()
    before = digest(path)
    result = cli("toy", "add", "1", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/too-new"
    assert "Update the assistant" in result.json["error"]["message"]
    assert digest(path) == before


def test_a_stray_wal_file_is_refused_and_nothing_is_touched(
    cli: Any, clean_environment: Path, tmp_path: Path
) -> None:
    game(cli, 1, 2)
    path = journal_path(clean_environment)
    # A real write-ahead log, from a copy of the journal that went on in WAL mode.
    other = tmp_path / "copy.sqlite3"
    other.write_bytes(path.read_bytes())
    db = sqlite3.connect(other)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA wal_autocheckpoint = 0")
    db.execute("DELETE FROM moves")
    db.commit()
    wal = Path(str(other) + "-wal")
    stray = path.with_name(path.name + "-wal")
    stray.write_bytes(wal.read_bytes())
    db.close()
    before, wal_before = digest(path), digest(stray)
    result = cli("sessions", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/stray-wal"
    assert digest(path) == before and digest(stray) == wal_before
    stray.unlink()
    assert cli.ok("sessions", json=True).json["sessions"][0]["moves"] == 2


def test_a_lock_held_too_long_is_exit_4(
    cli: Any, clean_environment: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game(cli, 1)
    monkeypatch.setattr(sessions, "LOCK_TIMEOUT", 0.2)
    holder = sqlite3.connect(journal_path(clean_environment), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        result = cli("toy", "add", "1", json=True)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/locked"
    assert cli.ok("toy", "status", json=True).json["total"] == 1


def test_a_read_only_journal_reads_and_refuses_writes(
    cli: Any, clean_environment: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite opened read-only (as for a file or folder without write permission; tested
    through SQLite's own read-only mode, since this suite may run as root)."""
    game(cli, 1)
    path = journal_path(clean_environment)
    before = digest(path)
    connect = sqlite3.connect

    def read_only(target: Any, **options: Any) -> sqlite3.Connection:
        return connect(f"file:{target}?mode=ro", uri=True, **options)

    monkeypatch.setattr(sessions.sqlite3, "connect", read_only)
    assert cli.ok("toy", "status", json=True).json["total"] == 1
    assert cli.ok("sessions", json=True).json["sessions"][0]["moves"] == 1
    result = cli("toy", "add", "1", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/read-only"
    assert digest(path) == before


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user")
@pytest.mark.parametrize("what", ["file", "folder"])
def test_read_only_permissions(cli: Any, clean_environment: Path, what: str) -> None:
    game(cli, 1)
    path = journal_path(clean_environment)
    target = path if what == "file" else clean_environment
    mode = target.stat().st_mode
    target.chmod(0o555 if what == "folder" else 0o444)
    try:
        assert cli.ok("toy", "status", json=True).json["total"] == 1
        result = cli("toy", "add", "1", json=True)
        assert result.code == 4
        assert result.json["error"]["code"] in ("storage/read-only", "storage/unavailable")
    finally:
        target.chmod(mode)


def test_a_folder_at_the_journal_path_is_refused(cli: Any, clean_environment: Path) -> None:
    journal_path(clean_environment).mkdir(parents=True)
    result = cli("sessions", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/not-a-journal"


# -- bad rows: one session unusable, the others fine -----------------------------------------------


def corrupt(home: Path, sql: str, *args: Any) -> str:
    db = sqlite3.connect(journal_path(home))
    db.execute(sql, args)
    db.commit()
    db.close()
    return digest(journal_path(home))


def test_invalid_json_in_a_move_spoils_one_session_only(cli: Any, clean_environment: Path) -> None:
    game(cli, 1, 2, name="bad")
    game(cli, 3, name="good")
    before = corrupt(
        clean_environment,
        "UPDATE moves SET payload = '{not json' WHERE seq = 2 AND session = "
        "(SELECT id FROM sessions WHERE name = 'bad')",
    )
    result = cli("--session", "bad", "toy", "status", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/bad-row"
    message = result.json["error"]["message"]
    assert "bad" in message and "move 2" in message and "{not json" in message
    assert digest(journal_path(clean_environment)) == before
    assert cli.ok("toy", "status", json=True).json["total"] == 3
    assert cli.ok("toy", "add", "1")
    assert len(cli.ok("sessions", json=True).json["sessions"]) == 2
    log = cli.ok("--session", "bad", "log", json=True).json
    assert "cannot be read" in log["moves"][1]["text"]
    exported = cli.ok("sessions", "export", "bad", json=True).json
    assert exported["state"] is None and exported["problem"]["code"] == "storage/bad-row"
    # The damaged move is the last one: undo takes it back and the session plays again.
    cli.ok("--session", "bad", "undo")
    assert cli.ok("--session", "bad", "toy", "status", json=True).json["total"] == 1


def test_a_damaged_setup_or_player_list_does_not_break_the_listing(
    cli: Any, clean_environment: Path
) -> None:
    game(cli, 1, name="bad")
    game(cli, 2, name="good")
    corrupt(clean_environment, "UPDATE sessions SET setup = '[[', players = 'x' WHERE name = 'bad'")
    listing = cli.ok("sessions", json=True).json["sessions"]
    assert {row["name"] for row in listing} == {"bad", "good"}
    assert next(row for row in listing if row["name"] == "bad")["damaged"] is True
    assert "(damaged)" in cli.ok("sessions").out
    result = cli("--session", "bad", "toy", "status", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/bad-row"
    assert "setup" in result.json["error"]["message"]
    assert cli.ok("toy", "status", json=True).json["total"] == 2


def test_an_unknown_game_id_is_a_storage_error_for_that_session(
    cli: Any, clean_environment: Path
) -> None:
    game(cli, 1, name="odd")
    game(cli, 2, name="good")
    corrupt(clean_environment, "UPDATE sessions SET game = 'chess-9000' WHERE name = 'odd'")
    assert "chess-9000" in cli.ok("sessions").out
    for args in (("log",), ("undo",), ("toy", "status"), ("sessions", "export", "odd")):
        result = cli("--session", "odd", *args, json=True)
        assert result.code == 4, args
        assert result.json["error"]["code"] == "storage/unknown-game"
    assert cli.ok("toy", "status", json=True).json["total"] == 2


# -- rules versions (issue 10, item 6) -------------------------------------------------------------


def stale_move(home: Path, session: str = "one") -> str:
    """Make move 2 of `session` one that today's rules refuse (ana twice in a row)."""
    return corrupt(
        home,
        'UPDATE moves SET payload = \'{"player": "ana", "add": 1}\' WHERE seq = 2 AND '
        "session = (SELECT id FROM sessions WHERE name = ?)",
        session,
    )


def test_a_move_that_no_longer_replays_is_a_storage_error_naming_it(
    cli: Any, clean_environment: Path
) -> None:
    game(cli, 1, 1, 1)
    before = stale_move(clean_environment)
    for args in (("toy", "status"), ("toy", "add", "1"), ("toy", "check", "add", "1")):
        result = cli(*args, json=True)
        assert result.code == 4, args
        error = result.json["error"]
        assert error["code"] == "storage/move-no-longer-replays"
        assert "Session one" in error["message"] and "move 2" in error["message"]
        assert "It is bo's turn" in error["message"] and "undo" in error["message"]
    assert digest(journal_path(clean_environment)) == before
    # Undo works while the session is broken, and warns until the bad move is gone.
    first = cli.ok("undo", json=True).json
    assert first["warning"]["code"] == "storage/move-no-longer-replays"
    second = cli.ok("undo", json=True).json
    assert "warning" not in second
    assert second["undone"]["move"] == {"player": "ana", "add": 1}
    assert cli.ok("toy", "status", json=True).json["total"] == 1
    refused = cli("redo", json=True)
    assert refused.code == 4
    assert refused.json["error"]["code"] == "storage/move-no-longer-replays"


def test_the_message_names_both_rules_versions_when_they_differ(
    cli: Any, clean_environment: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from assistant import games

    game(cli, 1, 1)
    stale_move(clean_environment)
    games.register(dataclasses.replace(games.BY_ID["toy"], rules_version=2))
    message = cli("toy", "status", json=True).json["error"]["message"]
    assert "rules version 1" in message and "version 2" in message


def test_sessions_record_the_rules_version_of_their_game(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from assistant import games

    game(cli, 1, name="old")
    games.register(dataclasses.replace(games.BY_ID["toy"], rules_version=3))
    game(cli, 1, name="new")
    versions = {
        row["name"]: row["rules_version"] for row in cli.ok("sessions", json=True).json["sessions"]
    }
    assert versions == {"old": 1, "new": 3}
    assert cli.ok("sessions", "export", "new", json=True).json["rules_version"] == 3


V1_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE, game TEXT NOT NULL,
    setup TEXT NOT NULL, players TEXT NOT NULL, finished INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL, updated TEXT NOT NULL);
CREATE TABLE moves (
    session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE, seq INTEGER NOT NULL,
    payload TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'active'
        CHECK (status IN ('active', 'undone', 'dropped')),
    created TEXT NOT NULL, changed TEXT NOT NULL, PRIMARY KEY (session, seq));
PRAGMA user_version = 1;
"""


def test_a_journal_of_schema_1_is_migrated_and_keeps_working(
    cli: Any, clean_environment: Path
) -> None:
    clean_environment.mkdir(parents=True)
    db = sqlite3.connect(journal_path(clean_environment))
    db.executescript(V1_SCHEMA)
    now = "2024-05-01T20:00:00+00:00"
    db.execute(
        "INSERT INTO sessions(name, game, setup, players, created, updated) "
        'VALUES (\'Sunday\', \'toy\', \'{"players": ["ana", "bo"]}\', \'["ana", "bo"]\', ?, ?)',
        (now, now),
    )
    for seq, (who, status) in enumerate(
        [("ana", "active"), ("bo", "active"), ("ana", "dropped"), ("ana", "active")], start=1
    ):
        db.execute(
            "INSERT INTO moves VALUES (1, ?, ?, ?, ?, ?)",
            (seq, json.dumps({"player": who, "add": 1}), status, now, now),
        )
    db.execute("INSERT INTO meta VALUES ('current', 'Sunday')")
    db.commit()
    db.close()
    listing = cli.ok("sessions", json=True).json["sessions"]
    assert listing[0]["moves"] == 3 and listing[0]["rules_version"] == 1
    assert cli.ok("toy", "status", json=True).json["total"] == 3
    cli.ok("toy", "add", "2")
    cli.ok("undo")
    assert cli.ok("toy", "status", json=True).json["total"] == 3
    db = sqlite3.connect(journal_path(clean_environment))
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.execute("PRAGMA user_version").fetchone()[0] == sessions.SCHEMA_VERSION
    db.close()


# -- names are data --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players", ["[/],bo", "[red]ana,bo[/red]", "[bold]x[/bold],[link]z[/link]"]
)
def test_markup_in_names_is_printed_as_typed(cli: Any, players: str) -> None:
    cli.ok("toy", "new", "--players", players, "--name", "[b]night[/b]")
    cli.ok("toy", "add", "1")
    first = players.split(",")[0]
    for args in (("toy", "status"), ("sessions",), ("log",), ("undo",)):
        result = cli.ok(*args)
        assert "Traceback" not in result.err
    assert f"{first} — added 1" in cli.ok("log", "--all").out
    assert "[b]night[/b]" in cli.ok("sessions").out


def test_control_characters_are_refused_in_new_names_and_shown_in_old_ones(
    cli: Any, clean_environment: Path
) -> None:
    bad = cli("toy", "new", "--players", "\x1b[2Jana,bo", json=True)
    assert bad.code == 2 and bad.json["error"]["code"] == "input/bad-name"
    assert cli("toy", "new", "--players", "ana,bo", "--name", "x\x1b[2J").code == 4
    game(cli, 1)
    corrupt(clean_environment, "UPDATE sessions SET name = 'evil\x1b[2J\u202e' WHERE name = 'one'")
    out = cli.ok("sessions").out
    assert "\x1b" not in out and "\u202e" not in out
    assert "evil\\x1b[2J\\u202e" in out
    doc = cli.ok("sessions", json=True)
    assert "\u202e" not in doc.out and doc.json["sessions"][0]["name"] == "evil\x1b[2J\u202e"


def test_names_are_normalised_and_compared_without_case(cli: Any) -> None:
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "caf\u00e9")
    taken = cli("toy", "new", "--players", "ana,bo", "--name", "CAFE\u0301", json=True)
    assert taken.code == 4 and taken.json["error"]["code"] == "session/name-taken"
    assert cli.ok("--session", "CAF\u00c9", "toy", "status", json=True).json["total"] == 0
    assert cli.ok("--session", "cafe\u0301", "toy", "status").code == 0
    twins = cli("toy", "new", "--players", "\u00c9lodie,e\u0301lodie", json=True)
    assert twins.code == 2 and twins.json["error"]["code"] == "input/duplicate-name"
    typed = cli.ok("--json", "toy", "new", "--players", "Zo\u0065\u0308,bo", "--name", "z").json
    assert typed["session"] == "z"
    assert cli.ok("sessions", json=True).json["sessions"][0]["players"][0] == "Zo\u00eb"


def test_zero_width_characters_are_dropped_from_words(cli: Any) -> None:
    cli.ok("toy", "new", "--players", "ana,bo")
    cli.ok("toy", "add", "1\u200b")
    cli.ok("toy", "add", "1", "--player", "\ufeffbo\u200b")
    assert cli.ok("toy", "status", json=True).json["total"] == 2


# -- output that fails after a move was recorded ---------------------------------------------------


class Broken(io.StringIO):
    def __init__(self, error: int) -> None:
        super().__init__()
        self.error = error

    def write(self, text: str) -> int:
        raise OSError(self.error, os.strerror(self.error))


@pytest.mark.parametrize("error", [errno.ENOSPC, errno.EIO, errno.EPIPE])
def test_output_failing_after_a_move_does_not_invite_a_retry(
    cli: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], error: int
) -> None:
    from assistant.cli.app import main

    game(cli)
    with monkeypatch.context() as patch:
        patch.setattr(sys, "stdout", Broken(error))
        code = main(["toy", "add", "1"])
    err = capsys.readouterr().err
    assert code == 0
    if error != errno.EPIPE:
        assert "safe in the journal" in err and "do not run it again" in err
    assert cli.ok("toy", "status", json=True).json["total"] == 1


def test_output_failing_for_a_command_that_records_nothing_is_exit_4(
    cli: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from assistant.cli.app import main

    game(cli)
    with monkeypatch.context() as patch:
        patch.setattr(sys, "stdout", Broken(errno.ENOSPC))
        code = main(["sessions"])
    err = capsys.readouterr().err
    assert code == 4
    assert "Cannot write the output" in err


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
def test_dev_full_and_closed_pipes_in_real_processes(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert run_toy(home, "toy", "new", "--players", "ana,bo").returncode == 0
    with open("/dev/full", "w") as full:
        added = run_toy(home, "toy", "add", "1", stdout=full)
        listed = run_toy(home, "sessions", stdout=full)
    assert added.returncode == 0, added.stderr
    assert "do not run it again" in added.stderr and "Traceback" not in added.stderr
    assert listed.returncode == 4 and "Traceback" not in listed.stderr
    env = dict(os.environ, ASSISTANT_HOME=str(home))
    process = subprocess.Popen(
        [sys.executable, str(TOY_CLI), "--json", "toy", "add", "1"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None
    process.stdout.close()  # the reader goes away before the answer is written
    _, err = process.communicate(timeout=60)
    assert process.returncode == 0 and b"Traceback" not in err
    status = run_toy(home, "--json", "toy", "status")
    assert json.loads(status.stdout)["total"] == 2


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_streams_that_are_not_utf8(tmp_path: Path, encoding: str) -> None:
    home = tmp_path / "home"
    env = {"PYTHONIOENCODING": encoding}
    assert (
        run_toy(home, "toy", "new", "--players", "zoë,bo→", "--name", "soirée", env=env).returncode
        == 0
    )
    assert run_toy(home, "toy", "add", "1", env=env).returncode == 0
    for args in (["sessions"], ["log"], ["toy", "status"], ["--lang", "fr", "log"]):
        human = run_toy(home, *args, env=env)
        assert human.returncode == 0, (args, human.stderr)
        assert "Traceback" not in human.stderr
        machine = run_toy(home, "--json", *args, env=env)
        assert machine.returncode == 0, (args, machine.stderr)
        machine.stdout.encode("ascii")  # JSON falls back to \\u escapes
        json.loads(machine.stdout)
    assert "soirée" in json.loads(run_toy(home, "--json", "sessions", env=env).stdout)["current"]


def test_columns_zero_still_prints(cli: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    game(cli, 1)
    monkeypatch.setenv("COLUMNS", "0")
    assert "one" in cli.ok("sessions").out
    assert "added 1" in cli.ok("log").out


# -- a group without its subcommand ----------------------------------------------------------------


def test_a_group_without_subcommand_shows_help_or_one_json_error(cli: Any) -> None:
    human = cli("toy")
    assert human.code == 2
    assert "Usage" in human.out and "Error" not in human.err
    machine = cli("toy", json=True)
    assert machine.code == 2
    assert machine.json["error"]["code"] == "usage/missing-command"
    assert "add" in machine.json["error"]["message"]
    root = cli(json=True)
    assert root.code == 2 and root.json["error"]["code"] == "usage/missing-command"


# -- hostile replay files --------------------------------------------------------------------------


def write(tmp_path: Path, text: str, name: str = "game.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/null", "folder"])
def test_replay_reads_only_regular_files(cli: Any, tmp_path: Path, target: str) -> None:
    if target == "folder":
        target = str(tmp_path)
    elif not Path(target).exists():
        pytest.skip(f"no {target}")
    result = cli("replay", target, json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == "input/not-a-file"


def test_replay_size_and_line_caps(
    cli: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from assistant.cli import journal

    long_line = write(tmp_path, "toy new --players ana,bo\n" + "toy add " + "1" * 1_000_000)
    started = time.perf_counter()
    result = cli("replay", str(long_line), json=True)
    assert time.perf_counter() - started < 5
    assert result.code == 2
    assert result.json["error"]["code"] == "input/line-too-long"
    assert "line 2" in result.json["error"]["message"]
    assert cli.ok("sessions", json=True).json["sessions"] == []  # checked before running
    monkeypatch.setattr(journal, "MAX_BYTES", 100)
    big = write(tmp_path, "toy new --players ana,bo\n" + "toy add 1\n" * 20, "big.txt")
    result = cli("replay", str(big), json=True)
    assert result.code == 2 and result.json["error"]["code"] == "input/too-large"


def test_replay_takes_a_bom_and_drops_zero_width_characters(cli: Any, tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufefftoy new --players ana,bo\ntoy add 1\u200b\r\n".encode())
    assert cli.ok("replay", str(path), json=True).json["state"]["total"] == 1


def test_replay_refuses_control_characters_and_bad_encoding(cli: Any, tmp_path: Path) -> None:
    control = write(tmp_path, "toy new --players ana,bo\ntoy add 1\x07\n")
    result = cli("replay", str(control), json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == "input/control-character"
    assert "line 2" in result.json["error"]["message"]
    latin = tmp_path / "latin.txt"
    latin.write_bytes("toy new --players zoë,bo\n".encode("latin-1"))
    result = cli("replay", str(latin), json=True)
    assert result.code == 2 and "UTF-8" in result.json["error"]["message"]


@pytest.mark.parametrize(
    "line",
    [
        "replay {self}",
        "--lang fr --json replay {self}",
        "--session=x replay {self}",
        "--json --lang it replay --dry-run {self}",
    ],
)
def test_a_replay_cannot_nest_replays_at_any_position(cli: Any, tmp_path: Path, line: str) -> None:
    path = tmp_path / "self.txt"
    path.write_text("toy new --players ana,bo\n" + line.format(self=path) + "\n", encoding="utf-8")
    result = cli("replay", str(path), json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == "replay/nested"
    assert "line 2" in result.json["error"]["message"]


def test_a_replay_may_search_the_rules_for_replay(cli: Any, tmp_path: Path) -> None:
    path = write(tmp_path, "toy new --players ana,bo\nrules search replay\ntoy add 1\n")
    assert cli.ok("replay", str(path), json=True).json["commands"] == 3


def test_replay_reads_standard_input(cli: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    data = io.BytesIO(b"toy new --players ana,bo\ntoy add 2\n")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(data))
    assert cli.ok("replay", "-", json=True).json["state"]["total"] == 2


# -- Ctrl-C, kill -9, several writers --------------------------------------------------------------


def test_ctrl_c_stops_a_replay_at_the_interrupted_line(
    cli: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import toy_game

    advance = toy_game.ToyGame.advance

    def interrupted(self: Any, state: Any, move: Any) -> Any:
        if state.total == 4:
            raise KeyboardInterrupt
        return advance(self, state, move)

    monkeypatch.setattr(toy_game.ToyGame, "advance", interrupted)
    path = write(tmp_path, "toy new --players ana,bo --target 50\n" + "toy add 1\n" * 9)
    result = cli("replay", str(path), json=True)
    assert result.code == 130
    message = result.json["error"]["message"]
    assert "line 6" in message and "interrupted" in message
    assert "5 commands before it stay recorded." in message
    assert cli.ok("toy", "status", json=True).json["total"] == 4
    human = cli("replay", str(path))
    assert human.code == 130 and "Traceback" not in human.err


WRITER = (
    "import sys; sys.path.insert(0, {folder!r}); import toy_cli; toy_cli.register()\n"
    "from assistant.cli.app import main\n"
    "{loop}\n"
)


def recorded(home: Path) -> tuple[int, list[int]]:
    """The total of the current toy session and its active seqs, read straight from SQLite."""
    db = sqlite3.connect(journal_path(home))
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    seqs = [row[0] for row in db.execute("SELECT seq FROM moves WHERE status = 'active'")]
    total = sum(
        json.loads(row[0])["add"]
        for row in db.execute("SELECT payload FROM moves WHERE status = 'active'")
    )
    db.close()
    return total, seqs


@pytest.mark.skipif(os.name != "posix", reason="signals")
def test_sigint_during_a_real_replay_keeps_exactly_what_it_reports(tmp_path: Path) -> None:
    home = tmp_path / "home"
    path = write(tmp_path, "toy new --players ana,bo --target 5000\n" + "toy add 1\n" * 3000)
    env = dict(os.environ, ASSISTANT_HOME=str(home))
    for delay in (0.6, 0.9, 1.5, 2.5):  # a slow machine may not have started the replay
        process = subprocess.Popen(
            [sys.executable, str(TOY_CLI), "--json", "replay", str(path)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        time.sleep(delay)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=120)
        if process.returncode == 0:
            continue  # the replay was faster than the signal
        assert process.returncode == 130, err
        assert "Traceback" not in err
        message = json.loads(out)["error"]["message"]
        if "nothing was recorded" in message.lower():  # interrupted before the first line
            continue
        kept = int(message.split(": interrupted. ")[1].split(" command")[0])
        total, seqs = recorded(home)
        assert total == kept - 1  # the `toy new` line records no move
        assert seqs == list(range(1, total + 1))
        return
    pytest.skip("the machine replayed faster than the signal came")


@pytest.mark.skipif(os.name != "posix", reason="signals")
def test_kill_9_leaves_whole_moves_and_no_part_of_a_replay(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert run_toy(home, "toy", "new", "--players", "ana,bo", "--target", "9000").returncode == 0
    env = dict(os.environ, ASSISTANT_HOME=str(home))
    adds = WRITER.format(folder=str(TOY_CLI.parent), loop="while True: main(['toy', 'add', '1'])")
    path = write(tmp_path, "toy add 1\n" * 2000)
    rng = random.Random(11)
    for round_ in range(4):
        before, _ = recorded(home)
        command = (
            [sys.executable, "-c", adds]
            if round_ % 2 == 0
            else [sys.executable, str(TOY_CLI), "replay", str(path)]
        )
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        time.sleep(0.4 + rng.random() * 0.5)
        process.kill()
        process.wait()
        total, seqs = recorded(home)  # integrity_check passes, rolled back if needed
        assert len(seqs) == total and seqs == sorted(seqs)
        if round_ % 2:
            assert total in (before, before + 2000)  # a replay is all or nothing
        status = run_toy(home, "--json", "toy", "status")
        assert status.returncode == 0, status.stderr
        assert json.loads(status.stdout)["total"] == total


def test_concurrent_writers_lose_and_double_nothing(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert run_toy(home, "toy", "new", "--players", "ana,bo", "--target", "9000").returncode == 0
    env = dict(os.environ, ASSISTANT_HOME=str(home))
    script = WRITER.format(
        folder=str(TOY_CLI.parent),
        loop="sys.exit(max(main(['toy', 'add', '1']) for _ in range(15)))",
    )
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", script],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        for _ in range(4)
    ]
    for writer in writers:
        _, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err
    total, seqs = recorded(home)
    assert total == 60 and seqs == list(range(1, 61))


def test_a_journal_object_is_reusable_after_a_failed_transaction(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path / "j.sqlite3")
    with journal.transaction():
        session = journal.create("a", "toy", {"players": ["x", "y"]}, ["x", "y"])
    with pytest.raises(KeyboardInterrupt), journal.transaction():
        journal.append(session, {"player": "x", "add": 1})
        with journal.transaction():
            journal.append(session, {"player": "y", "add": 1})
            raise KeyboardInterrupt
    assert journal.moves(session) == []
    assert not journal.db.in_transaction


def test_an_unexpected_file_error_is_unreadable_input(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A command that trips on a file named on the command line (as `desert map validate`
    did on a 300-character path) answers exit 2, not a traceback."""
    import toy_game

    def too_long(self: Any, state: Any) -> Any:
        raise OSError(errno.ENAMETOOLONG, os.strerror(errno.ENAMETOOLONG), "x" * 300)

    game(cli)
    monkeypatch.setattr(toy_game.ToyGame, "state_json", too_long)
    result = cli("toy", "status", json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == "input/unreadable"
    assert result.json["error"]["message"].endswith(": the name is too long")
    italian = cli("toy", "status", lang="it")
    assert italian.code == 2 and "il nome è troppo lungo" in italian.err


@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        ("en", "no such file or folder"),
        ("fr", "fichier ou dossier introuvable"),
        ("it", "file o cartella inesistente"),
    ],
)
def test_the_systems_reason_in_the_readers_words(
    cli: Any, tmp_path: Path, lang: str, reason: str
) -> None:
    """A file that is not there, named to `replay`: the reason in the reader's language,
    not the system's English."""
    result = cli("replay", str(tmp_path / "missing.txt"), lang=lang)
    said = " ".join(result.err.split())  # the message is wrapped to the terminal
    assert result.code == 2 and reason in said
    assert "No such file or directory" not in said


def test_a_bug_after_the_commit_says_the_move_is_safe(
    cli: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from assistant.cli.app import main
    from assistant.render import views

    game(cli)

    def broken_view(*args: Any) -> None:
        raise RuntimeError("a bug in a view")

    with monkeypatch.context() as patch, pytest.raises(RuntimeError):
        patch.setattr(views.BaseViews, "move_report", broken_view)
        main(["toy", "add", "1"])
    assert "do not run it again" in capsys.readouterr().err
    assert cli.ok("--session", "one", "toy", "status", json=True).json["total"] == 1
