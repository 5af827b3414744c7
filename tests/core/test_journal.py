"""The journal itself: transactions, statuses, copies, unreadable files."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.errors import StorageError
from assistant.sessions import Journal


@pytest.fixture
def journal(tmp_path: Path) -> Journal:
    return Journal.open(tmp_path / "j.sqlite3")


def test_a_failed_transaction_leaves_nothing(journal: Journal) -> None:
    with journal.transaction():
        session = journal.create("a", "toy", {"players": ["x", "y"]}, ["x", "y"])
    with pytest.raises(RuntimeError), journal.transaction():
        journal.append(session, {"player": "x", "add": 1})
        raise RuntimeError("the rules said no")
    assert journal.moves(session) == []


def test_statuses_move_but_rows_stay(journal: Journal) -> None:
    with journal.transaction():
        session = journal.create("a", "toy", {}, [])
        for n in range(3):
            journal.append(session, {"n": n})
        journal.undo(session)
        journal.undo(session)
        assert journal.redo(session).payload == {"n": 1}
        journal.append(session, {"n": 9})
    rows = journal.moves(session, everything=True)
    assert [(r.seq, r.status) for r in rows] == [
        (1, "active"),
        (2, "active"),
        (3, "dropped"),
        (4, "active"),
    ]
    assert [r.payload["n"] for r in journal.moves(session)] == [0, 1, 9]
    assert journal.get("a").moves == 3


def test_in_memory_copy_leaves_the_file_alone(journal: Journal, tmp_path: Path) -> None:
    with journal.transaction():
        journal.create("a", "toy", {}, [])
    copy = Journal.in_memory_copy(journal)
    with copy.transaction():
        copy.append(copy.get("a"), {"n": 1})
        copy.create("b", "toy", {}, [])
    assert [s.name for s in journal.all()] == ["a"]
    assert journal.moves(journal.get("a")) == []


def test_names_are_found_case_insensitively_and_must_be_sane(journal: Journal) -> None:
    with journal.transaction():
        journal.create("Sunday", "toy", {}, [])
    assert journal.get("sunday").name == "Sunday"
    with pytest.raises(StorageError):
        journal.create("   ", "toy", {}, [])
    with pytest.raises(StorageError):
        journal.create("two\nlines", "toy", {}, [])


def test_an_unreadable_journal_is_a_storage_error(tmp_path: Path, cli, clean_environment) -> None:
    clean_environment.mkdir(parents=True)
    (clean_environment / "journal.sqlite3").write_bytes(b"this is not a database" * 100)
    result = cli("sessions", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "storage/not-a-journal"


def test_a_journal_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "j.sqlite3"
    Journal.open(path).db.execute("PRAGMA user_version = 99")
    with pytest.raises(StorageError) as caught:
        Journal.open(path)
    assert caught.value.code == "storage/too-new"
