"""The session journal through the CLI: record, refuse, undo/redo, log, replay, export."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("toy")


def status(cli) -> dict:
    return cli.ok("toy", "status", json=True).json


def test_new_game_becomes_current_with_a_readable_default_name(cli) -> None:
    first = cli.ok("toy", "new", "--players", "ana,bo", json=True).json
    second = cli.ok("toy", "new", "--players", "ana,bo", json=True).json
    assert (first["session"], second["session"]) == ("toy-1", "toy-2")
    listing = cli.ok("sessions", json=True).json
    assert listing["current"] == "toy-2"
    names = {s["name"] for s in listing["sessions"]}
    assert names == {"toy-1", "toy-2"}


def test_accepted_moves_are_recorded_and_listed(cli) -> None:
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "evening")
    cli.ok("toy", "add", "2")
    cli.ok("toy", "add", "3")
    row = cli.ok("sessions", json=True).json["sessions"][0]
    assert row["name"] == "evening"
    assert row["game"] == "toy"
    assert row["players"] == ["ana", "bo"]
    assert row["moves"] == 2
    assert row["finished"] is False
    assert row["last_change"]
    assert status(cli)["total"] == 5


def test_a_refused_move_writes_nothing_and_exits_3(cli, clean_environment: Path) -> None:
    cli.ok("toy", "new", "--players", "ana,bo")
    cli.ok("toy", "add", "3")
    journal = clean_environment / "journal.sqlite3"
    before = journal.read_bytes()
    result = cli("toy", "add", "9", json=True)
    assert result.code == 3
    assert result.json == {
        "error": {"code": "move/illegal", "rule": "toy/limit", "message": "cannot add 9"}
    }
    out_of_turn = cli("toy", "add", "1", "--player", "ana", json=True)
    assert out_of_turn.code == 3
    assert out_of_turn.json["error"]["code"] == "turn/out-of-order"
    assert journal.read_bytes() == before
    assert cli.ok("sessions", json=True).json["sessions"][0]["moves"] == 1


def test_rules_error_is_printed_without_traceback_in_human_mode(cli) -> None:
    cli.ok("toy", "new", "--players", "ana,bo")
    result = cli("toy", "add", "9")
    assert result.code == 3
    assert "Traceback" not in result.err
    assert "Error: cannot add 9" in result.err
    assert "assistant rules toy limit" in result.err


def test_player_option_accepts_any_case_and_prefix_and_rejects_strangers(cli) -> None:
    cli.ok("toy", "new", "--players", "ana,bo")
    cli.ok("toy", "add", "1", "--player", "AN")
    stranger = cli("toy", "add", "1", "--player", "zed", json=True)
    assert stranger.code == 2
    assert stranger.json["error"]["code"] == "input/unknown-name"


def test_undo_and_redo_keep_history(cli) -> None:
    cli.ok("toy", "new", "--players", "ana,bo")
    cli.ok("toy", "add", "2")
    cli.ok("toy", "add", "3")
    undone = cli.ok("undo", json=True).json
    assert undone["undone"]["move"] == {"player": "bo", "add": 3}
    assert undone["current_player"] == "bo"
    assert status(cli)["total"] == 2
    cli.ok("redo")
    assert status(cli)["total"] == 5
    cli.ok("undo")
    cli.ok("toy", "add", "1")  # a new move: the undone one can no longer be redone
    nothing = cli("redo", json=True)
    assert nothing.code == 4
    assert nothing.json["error"]["code"] == "session/nothing-to-redo"
    exported = cli.ok("sessions", "export", "toy-1", json=True).json
    assert [(m["seq"], m["status"]) for m in exported["moves"]] == [
        (1, "active"),
        (2, "dropped"),
        (3, "active"),
    ]
    assert exported["state"]["total"] == 3


def test_undo_with_nothing_to_undo_is_a_session_error(cli) -> None:
    cli.ok("toy", "new", "--players", "ana,bo")
    result = cli("undo")
    assert result.code == 4
    assert "Nothing to undo" in result.err


def test_log_numbers_moves_and_names_players_in_the_chosen_language(cli) -> None:
    cli.ok("toy", "new", "--players", "ana,bo")
    cli.ok("toy", "add", "2")
    cli.ok("toy", "add", "1")
    cli.ok("undo")
    doc = cli.ok("log", json=True).json
    assert [(m["n"], m["player"], m["text"]) for m in doc["moves"]] == [(1, "ana", "added 2")]
    everything = cli.ok("log", "--all", json=True).json
    assert [m["status"] for m in everything["moves"]] == ["active", "undone"]
    human = cli.ok("log", lang="fr")
    assert "1. ana — added 2" in human.out
    assert "Partie toy-1" in human.out


def test_session_option_acts_on_another_session(cli) -> None:
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "one")
    cli.ok("toy", "new", "--players", "cy,di", "--name", "two")
    cli.ok("--session", "one", "toy", "add", "3")
    assert cli.ok("--session", "one", "toy", "status", json=True).json["total"] == 3
    assert status(cli)["total"] == 0
    missing = cli("--session", "nope", "toy", "status", json=True)
    assert missing.code == 4
    assert missing.json["error"]["code"] == "session/not-found"


def test_sessions_use_rename_delete(cli) -> None:
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "one")
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "two")
    cli.ok("sessions", "use", "one")
    assert cli.ok("sessions", json=True).json["current"] == "one"
    cli.ok("sessions", "rename", "one", "sunday")
    assert cli.ok("sessions", json=True).json["current"] == "sunday"
    taken = cli("sessions", "rename", "sunday", "two")
    assert taken.code == 4
    refused = cli("sessions", "delete", "two")
    assert refused.code == 2
    missing = cli("sessions", "delete", "zzz", lang="it")  # said missing before any --yes
    assert missing.code == 4 and "Non esiste una partita di nome zzz." in missing.err
    cli.ok("sessions", "delete", "two", "--yes")
    assert [s["name"] for s in cli.ok("sessions", json=True).json["sessions"]] == ["sunday"]
    no_name = cli("toy", "new", "--players", "ana,bo", "--name", "sunday")
    assert no_name.code == 4


def test_export_markdown_is_translated(cli) -> None:
    cli.ok("toy", "new", "--players", "ana,bo")
    cli.ok("toy", "add", "2")
    page = cli.ok("sessions", "export", "toy-1", "--format", "markdown", lang="it").out
    assert page.startswith("# toy-1")
    assert "## Mosse" in page
    assert "| 1 | ana | added 2 |" in page
    assert "Ultima modifica" in page
    assert '"total"' not in page  # a report, not a JSON dump


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_replay_runs_a_file_and_shows_the_state(cli, tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "# a short game\n\ntoy new --players ana,bo\ntoy add 3   # ana\ntoy add 3\n"
        "toy add 2\ntoy add 2\n",
    )
    result = cli.ok("replay", str(path))
    assert "5 commands replayed" in result.out
    assert "total 10" in result.out
    doc = cli.ok("replay", str(path), json=True).json
    assert doc["commands"] == 5
    assert doc["session"] == "toy-2"
    assert doc["state"] == {"total": 10, "current_player": None, "finished": True}
    assert cli.ok("sessions", json=True).json["sessions"][0]["finished"] is True


def test_replay_stops_at_the_first_refused_line(cli, tmp_path: Path) -> None:
    path = write(tmp_path, "toy new --players ana,bo\ntoy add 3\n# comment\ntoy add 8\ntoy add 1\n")
    result = cli("replay", str(path), json=True)
    assert result.code == 3
    error = result.json["error"]
    assert error["code"] == "move/illegal"
    assert error["rule"] == "toy/limit"
    assert "line 4" in error["message"]
    assert "cannot add 8" in error["message"]
    assert status(cli)["total"] == 3  # the lines before it stay recorded


def test_replay_dry_run_records_nothing(cli, tmp_path: Path) -> None:
    path = write(tmp_path, "toy new --players ana,bo\ntoy add 3\n")
    doc = cli.ok("replay", "--dry-run", str(path), json=True).json
    assert doc["dry_run"] is True
    assert doc["state"]["total"] == 3
    assert cli.ok("sessions", json=True).json["sessions"] == []
    bad = write(tmp_path, "toy new --players ana,bo\ntoy add 3\ntoy add 9\n")
    assert cli("replay", "--dry-run", str(bad)).code == 3
    assert cli.ok("sessions", json=True).json["sessions"] == []


def test_replay_reports_usage_errors_and_unreadable_files(cli, tmp_path: Path) -> None:
    missing = cli("replay", str(tmp_path / "absent.txt"), json=True)
    assert missing.code == 2
    path = write(tmp_path, "toy new --players ana,bo\ntoy jump\n")
    result = cli("replay", str(path), json=True)
    assert result.code == 2
    assert "line 2" in result.json["error"]["message"]
    nested = write(tmp_path, "replay other.txt\n")
    assert cli("replay", str(nested)).code == 2


def test_replay_never_reuses_the_state_of_a_deleted_session(cli, tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "toy new --players ana,bo --name a\ntoy add 3\nsessions delete a --yes\n"
        "toy new --players ana,bo --name a\ntoy add 1\n",
    )
    doc = cli.ok("replay", str(path), json=True).json
    assert doc["state"]["total"] == 1
    assert status(cli)["total"] == 1


def test_the_listing_is_plain_lines_on_a_pipe_and_a_page_on_a_terminal(
    cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Thousands of sessions list quickly: plain tab-separated lines when the output is not
    a terminal (a heading line, then one line per session, `*` on the current one), the
    last changed on a terminal, with how many more there are (`--all`: every one)."""
    import sys

    from assistant.cli import sessions as listing

    for n in range(5):
        cli.ok("toy", "new", "--players", "ana,bo", "--name", f"s{n}")
    lines = cli.ok("sessions").out.splitlines()
    assert lines[0].split("\t") == [
        "",
        "Name",
        "Game",
        "Players",
        "Moves",
        "Last change",
        "Finished",
        "Language",
    ]
    assert [line.split("\t")[:2] for line in lines[1:]] == [
        ["*", "s4"],
        ["", "s3"],
        ["", "s2"],
        ["", "s1"],
        ["", "s0"],
    ]
    assert lines[1].split("\t")[3:5] == ["ana, bo", "0"]
    french = cli.ok("sessions", lang="fr").out.splitlines()[0]
    assert french.split("\t")[1:3] == ["Nom", "Jeu"]
    monkeypatch.setattr(listing, "PAGE", 3)
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    page = cli.ok("sessions").out
    assert "s4" in page and "s2" in page and "s1" not in page
    assert "The 3 last changed of 5 sessions" in " ".join(page.split())
    whole = cli.ok("sessions", "--all").out
    assert "s0" in whole and "last changed of" not in whole
    assert len(cli.ok("sessions", json=True).json["sessions"]) == 5


@pytest.mark.parametrize(("lang", "heading"), [("en", "Name"), ("fr", "Nom"), ("it", "Nome")])
def test_the_page_at_80_columns_shows_names_and_dates_whole(
    cli, monkeypatch: pytest.MonkeyPatch, lang: str, heading: str
) -> None:
    """On a terminal of 80 columns, in every language, the table of sessions fits: every
    session's name (what the table types) and every date whole, never cut with "…"."""
    from assistant.cli import sessions as listing

    for name in ("through-the-desert-12", "schatz-der-pharao-3", "x"):
        cli.ok("toy", "new", "--players", "ana,bo,cy,dan", "--name", name)
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr(listing, "PAGE", 10)
    page = re.sub(r"\x1b\[[0-9;]*m", "", cli.ok("sessions", lang=lang).out)  # no colours
    lines = page.splitlines()
    assert heading in page and "…" not in page, page
    assert max(len(line.rstrip()) for line in lines) <= 80, page
    for name in ("through-the-desert-12", "schatz-der-pharao-3"):
        assert any(name in line.split() for line in lines), name
    assert sum(bool(re.search(r"\b\d{4}-\d{2}-\d{2}\b", line)) for line in lines) == 3
