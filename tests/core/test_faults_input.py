"""Fault injection, continued (issue 26): an open table whose session changes elsewhere,
bytes that are not UTF-8, odd input that used to end in a traceback or a hang, names that
break exports or the game's own lines.

Every case ends with a clear message and the right exit code, never a traceback, and with
`--json` one valid UTF-8 JSON document.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.usefixtures("toy")

HERE = Path(__file__).resolve().parent
TOY_CLI = HERE / "toy_cli.py"


def run_toy(home: Path, *args: str | bytes, **options: Any) -> subprocess.CompletedProcess[bytes]:
    """`assistant ARGS` (with the toy game) in a process of its own; output as bytes."""
    env = dict(os.environ, ASSISTANT_HOME=str(home), NO_COLOR="1", COLUMNS="100")
    env.update(options.pop("env", {}))
    options.setdefault("capture_output", True)
    return subprocess.run(
        [sys.executable, str(TOY_CLI), *args], env=env, timeout=120, check=False, **options
    )


def toy_game(cli: Any, name: str, players: str = "ana,bo") -> None:
    cli.ok("toy", "new", "--players", players, "--name", name, "--target", "100")


def status(cli: Any, name: str) -> Any:
    return cli.ok("--session", name, "toy", "status", json=True).json


# -- 2. an open table follows its session by identity -----------------------------------------


@pytest.fixture
def table(cli: Any) -> Iterator[Any]:
    """A table open on `sun` (ana, bo), beside a session `sunday` (xa, xb)."""
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    toy_game(cli, "sun")
    toy_game(cli, "sunday", "xa,xb")
    runtime = Runtime()
    runtime.session = "sun"
    yield TablePrompt(runtime, "sun")
    runtime.close()


def test_a_table_follows_a_rename_made_elsewhere(cli: Any, table: Any) -> None:
    assert table.prompt_parts() == ("sun", "ana")
    cli.ok("sessions", "rename", "sun", "moon")  # another window
    assert table.run("add 2") == 0
    assert table.prompt_parts() == ("moon", "bo")
    assert status(cli, "moon")["total"] == 2
    assert status(cli, "sunday")["total"] == 0  # never the session "sun" is a prefix of
    assert table.run("log") == 0 and table.run("undo") == 0
    assert status(cli, "moon")["total"] == 0


def test_a_rename_between_reading_a_line_and_running_it(
    cli: Any, table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The race the name cannot win: the line's arguments say `sun`, the session is `moon`
    by the time the command looks it up; it is found by its identity all the same."""
    from assistant.cli.prompt import TablePrompt

    plan = TablePrompt.plan

    def plan_then_rename(self: Any, words: list[str]) -> Any:
        planned = plan(self, words)
        cli.ok("sessions", "rename", "sun", "moon")
        return planned

    with monkeypatch.context() as patch:
        patch.setattr(TablePrompt, "plan", plan_then_rename)
        assert table.run("add 3") == 0
    assert status(cli, "moon")["total"] == 3
    assert status(cli, "sunday")["total"] == 0


def test_a_table_whose_session_is_deleted_closes_with_a_message(
    cli: Any, table: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    table.follow()
    cli.ok("sessions", "delete", "sun", "--yes")
    capsys.readouterr()
    assert table.run("help") == 0  # help and quit still work
    assert table.run("add 1") is None  # the table is closed ...
    assert table.gone
    err = capsys.readouterr().err
    assert "Session sun was deleted in another window; this table is closed." in err
    assert status(cli, "sunday")["total"] == 0  # ... and nothing went to another session
    assert table.run("quit") is None
    assert table.prompt_parts  # the prompt line does not fail either
    from assistant.cli.completion import message

    assert "sun" in "".join(part[1] for part in message(table))


def test_a_piped_table_and_another_process(tmp_path: Path) -> None:
    """The issue's scenario with real processes: `play sun` reading lines from a pipe while
    another process renames, then deletes, its session."""
    home = tmp_path / "home"
    for name, players in (("sun", "ana,bo"), ("sunday", "xa,xb")):
        made = run_toy(home, "toy", "new", "--players", players, "--name", name)
        assert made.returncode == 0, made.stderr
    env = dict(os.environ, ASSISTANT_HOME=str(home), NO_COLOR="1")
    process = subprocess.Popen(
        [sys.executable, str(HERE / "toy_main.py"), "--json", "play", "sun"],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdin is not None and process.stdout is not None

    def line(text: str) -> Any:
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(text + "\n")
        process.stdin.flush()
        return json.loads(process.stdout.readline())

    try:
        assert line("add 1")["session"] == "sun"
        assert run_toy(home, "sessions", "rename", "sun", "moon").returncode == 0
        moved = line("add 2")
        assert (moved["session"], moved["player"]) == ("moon", "bo")
        assert run_toy(home, "sessions", "delete", "moon", "--yes").returncode == 0
        closed = line("add 1")
        assert closed["error"]["code"] == "session/gone"
        _, err = process.communicate("add 1\n", timeout=60)
    finally:
        process.kill()
        process.wait()
    assert process.returncode == 4
    assert "Traceback" not in err
    left = json.loads(run_toy(home, "--json", "sessions").stdout)["sessions"]
    assert [(row["name"], row["moves"]) for row in left] == [("sunday", 0)]


# -- 3. bytes that are not UTF-8 ---------------------------------------------------------------


NOT_UTF8 = b"ren\xe9"  # "rené" typed on a Latin-1 terminal under a UTF-8 locale


@pytest.mark.parametrize(
    "args",
    [
        (b"toy", b"new", b"--players", NOT_UTF8 + b",bo"),
        (b"toy", b"new", b"--players", b"ana,bo", b"--name", NOT_UTF8),
        (b"--session", NOT_UTF8, b"toy", b"status"),
        (b"sessions", b"use", NOT_UTF8),
        (b"sessions", b"rename", b"one", NOT_UTF8),
        (b"sessions", b"delete", NOT_UTF8, b"--yes"),
        (b"sessions", b"export", NOT_UTF8),
        (b"play", NOT_UTF8),
        (b"toy", b"add", b"1", b"--player", NOT_UTF8),
    ],
    ids=["players", "new-name", "session", "use", "rename", "delete", "export", "play", "player"],
)
def test_arguments_that_are_not_utf8_are_refused_at_the_door(tmp_path: Path, args: Any) -> None:
    home = tmp_path / "home"
    assert run_toy(home, "toy", "new", "--players", "ana,bo", "--name", "one").returncode == 0
    journal = (home / "journal.sqlite3").read_bytes()
    human = run_toy(home, *args)
    assert human.returncode == 2, human.stderr
    err = human.stderr.decode("utf-8")  # the message itself is valid UTF-8
    position = next(i for i, a in enumerate(args, start=1) if NOT_UTF8 in a)
    assert f"Argument {position} is not UTF-8 text: byte \\xe9" in " ".join(err.split())
    assert "Traceback" not in err
    machine = run_toy(home, "--json", *args)
    assert machine.returncode == 2
    error = json.loads(machine.stdout.decode("utf-8"))["error"]
    assert error["code"] == "input/not-utf8" and "\\xe9" in error["message"]
    assert (home / "journal.sqlite3").read_bytes() == journal


def test_lines_that_are_not_utf8_are_refused_one_by_one(tmp_path: Path) -> None:
    """At the prompt (lines piped in) each such line is refused with its position and the
    table goes on; a replayed file or standard input is refused naming the line."""
    home = tmp_path / "home"
    assert run_toy(home, "toy", "new", "--players", "ana,bo", "--name", "one").returncode == 0
    lines = b"add 1\nadd 1 --player " + NOT_UTF8 + b"\nadd 2\n"
    played = run_toy(home, "--json", "play", input=lines)
    docs = [json.loads(line) for line in played.stdout.decode("utf-8").splitlines()]
    assert [doc.get("seq") for doc in docs] == [1, None, 2]
    assert docs[1]["error"]["code"] == "input/not-utf8"
    assert "character 19 (“add 1 --player ren\\xe9”)" in docs[1]["error"]["message"]
    assert played.returncode == 2 and b"Traceback" not in played.stderr
    replayed = run_toy(home, "--json", "replay", "-", input=b"toy add 1\n" + lines)
    error = json.loads(replayed.stdout.decode("utf-8"))["error"]
    assert replayed.returncode == 2 and "line 3 is not UTF-8" in error["message"]
    status = json.loads(run_toy(home, "--json", "toy", "status").stdout)
    assert status["total"] == 3


def test_in_process_arguments_with_lone_surrogates(cli: Any) -> None:
    result = cli("toy", "new", "--players", "ren\udce9,bo", json=True)
    assert result.code == 2 and result.json["error"]["code"] == "input/not-utf8"
    result.out.encode("utf-8")  # never a lone surrogate in the output
    assert cli.ok("sessions", json=True).json["sessions"] == []


# -- 6. tracebacks and hangs from odd input -------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "ramses new --players ana,bo",
        "ramses reveal ² crown",
        "ramses reveal crown ²",
        "ramses reveal crown:²",
        "ramses reveal " + "9" * 5000 + " crown",
        "camel new --players ana,bo --start '²:blue 2:green,orange 3:yellow,white'",
        "desert new --players ana,bo --water C1=²",
        "toy new --players ana,bo",
        "toy add " + "9" * 5000,
        "toy add ³",
        "--session " + "1" * 5000 + " toy status",
    ],
)
def test_odd_numbers_are_usage_errors(cli: Any, line: str) -> None:
    import shlex

    result = cli(*shlex.split(line), json=True)
    assert "Traceback" not in result.err
    if " new " in f" {line} ":
        assert result.code in (0, 2), result
        return
    assert result.code == 2, result
    if "5000" in line or "9" * 200 in line or "1" * 200 in line:
        assert result.json["error"]["code"] == "input/number-too-long"
        assert "5000 digits" in result.json["error"]["message"]


@pytest.fixture
def piped(cli: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """`piped(LINES)`: `assistant --json play one` with LINES on standard input."""

    def run(lines: str) -> Any:
        monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
        result = cli("play", "one", json=True)
        return result, [json.loads(line) for line in result.out.splitlines()]

    toy_game(cli, "one")
    return run


@pytest.mark.parametrize(
    ("line", "code"),
    [
        ("map validate a\0b", "input/control-character"),
        ("add 1\x1b[2J", "input/control-character"),
        ("add " + "1" * 1_000_000, "input/line-too-long"),
        ("add 1 --player " + "x" * 5000, "input/line-too-long"),
        ("add " + "9" * 2000, "input/number-too-long"),
    ],
    ids=["nul", "escape", "1-MB", "long-name", "long-number"],
)
def test_odd_lines_at_the_prompt_are_refused_and_the_table_goes_on(
    cli: Any, piped: Any, line: str, code: str
) -> None:
    result, docs = piped(f"add 1\n{line}\nadd 2\n")
    assert [doc.get("seq") for doc in docs] == [1, None, 2]
    assert docs[1]["error"]["code"] == code
    assert result.code == 2 and "Traceback" not in result.err
    assert status(cli, "one")["total"] == 3


@pytest.mark.skipif(os.name != "posix", reason="closing standard input")
def test_play_with_standard_input_closed(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert run_toy(home, "toy", "new", "--players", "ana,bo").returncode == 0
    for args in (("play",), ("--json", "play"), ("replay", "-")):
        closed = run_toy(home, *args, stdin=None, preexec_fn=lambda: os.close(0))
        assert closed.returncode == 0, (args, closed.stderr)
        assert b"Traceback" not in closed.stderr


@pytest.mark.parametrize("columns", ["99999999999999999999", "0", "-3", "abc", "", "1e3"])
def test_any_columns_value_prints_and_never_overflows(
    cli: Any, monkeypatch: pytest.MonkeyPatch, columns: str
) -> None:
    toy_game(cli, "one")
    cli.ok("toy", "add", "1")
    monkeypatch.setenv("COLUMNS", columns)
    monkeypatch.setenv("LINES", columns)
    assert "Usage" in cli.ok("--help").out
    assert "Usage" in cli.ok("sessions", "--help").out
    assert "one" in cli.ok("sessions").out
    assert "added 1" in cli.ok("log").out
    assert cli.ok("rules").out.strip()
    usable = columns.isdecimal() and 20 <= int(columns) <= 1000
    assert os.environ["COLUMNS"] == (columns if usable else "1000" if len(columns) > 6 else "80")


def test_an_assistant_home_naming_an_unknown_user(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ASSISTANT_HOME", "~nosuchuser-of-this-system/x")
    for args in (("sessions",), ("toy", "new", "--players", "ana,bo"), ("play",)):
        result = cli(*args, json=True)
        assert result.code == 4, (args, result)
        assert result.json["error"]["code"] == "storage/bad-home"
        assert "~nosuchuser-of-this-system/x" in result.json["error"]["message"]


def test_history_file_names_stay_short_and_distinct(clean_environment: Path) -> None:
    """42 two-byte letters made a name of 256 bytes: every Enter failed to save the line."""
    from assistant.cli.prompt import history_path

    long_names = ["é" * 42, "é" * 80, "é" * 79 + "a", "日" * 80, "a/" * 40]
    paths = [history_path(name) for name in long_names]
    assert len(set(paths)) == len(paths)
    for name, path in zip(long_names, paths, strict=True):
        assert len(path.name.encode()) <= 255 and path.parent == clean_environment / "history"
        assert path.name.startswith("%C3%A9" if name[0] == "é" else path.name[:3])
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("+line\n", encoding="utf-8")  # the file system takes it
    assert history_path("camel-up-2").name == "camel-up-2.txt"  # short names as before


def test_board_files_are_capped_and_their_problems_counted(cli: Any, tmp_path: Path) -> None:
    """100,000 unknown keys took 47 s and 308 MB: a board file is at most 64 KB, and a
    message lists 30 problems and counts the rest."""
    grid = "grid: |\n  .....\n  .....\n"
    huge = tmp_path / "huge.yaml"
    huge.write_text(grid + "".join(f"k{i}: 1\n" for i in range(100_000)), encoding="utf-8")
    result = cli("desert", "map", "validate", str(huge), json=True)
    assert result.code == 2 and result.json["error"]["code"] == "input/too-large"
    assert "64 KB" in result.json["error"]["message"]
    many = tmp_path / "many.yaml"
    many.write_text(grid + "".join(f"k{i}: 1\n" for i in range(5_000)), encoding="utf-8")
    result = cli("desert", "map", "validate", str(many), json=True)
    assert result.code == 2 and result.json["error"]["code"] == "board/invalid"
    lines = result.json["error"]["message"].splitlines()
    assert len(lines) == 31
    assert lines[-1].endswith("and 4970 more problems")
    refused = cli("desert", "new", "--players", "ana,bo", "--map", str(huge), json=True)
    assert refused.code == 2 and refused.json["error"]["code"] == "input/too-large"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_given_as_a_board_file_is_not_a_regular_file(cli: Any, tmp_path: Path) -> None:
    fifo = tmp_path / "board.yaml"
    os.mkfifo(fifo)
    for args in (
        ("desert", "map", "validate", str(fifo)),
        ("desert", "new", "--players", "ana,bo", "--map", str(fifo)),
    ):
        result = cli(*args, json=True)
        assert result.code == 2
        assert result.json["error"]["code"] == "input/not-a-file"
        assert "not a regular file" in result.json["error"]["message"]


# -- 7. names in exports, names the games cannot write, help as JSON, messages ------------------


NEW_GAMES = {
    "camel-up": ("camel", "--start", "1:blue 2:green,orange 3:yellow,white"),
    "through-the-desert": ("desert", "--oases", "D3,J3,Q3,M7,B8"),
    "schatz-der-pharao": ("pharao", "--adventures", "7,4,10,5,9"),
    "ramses": ("ramses",),
}


@pytest.mark.parametrize("game", NEW_GAMES)
@pytest.mark.parametrize("odd", ["\uffff", "\ufffe"], ids=["U+FFFF", "U+FFFE"])
def test_names_xml_cannot_carry_keep_every_picture_well_formed(
    cli: Any, game: str, odd: str
) -> None:
    import xml.etree.ElementTree as ET

    group, *options = NEW_GAMES[game]
    cli.ok(group, "new", "--players", f"a{odd}na,bo{odd}", "--name", f"s{odd}n", *options)
    svg = cli.ok("sessions", "export", f"s{odd}n", "--format", "svg").out
    root = ET.fromstring(svg.split("\n", 1)[1])  # well-formed XML
    text = "".join(root.itertext())
    assert odd not in svg and "a\ufffdna" in text
    html = cli.ok("sessions", "export", f"s{odd}n", "--format", "html").out
    assert odd not in html


@pytest.mark.parametrize("players", ["ana,b=o", "a=1,bo", "-x,bo", "ana, -bo", "--player,bo"])
def test_names_the_commands_would_read_as_options_are_refused_at_new(
    cli: Any, players: str
) -> None:
    result = cli("toy", "new", f"--players={players}", json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == "input/bad-name"
    assert "cannot start with" in result.json["error"]["message"]
    assert cli.ok("sessions", json=True).json["sessions"] == []


@pytest.mark.parametrize(
    "args",
    [
        ("sessions", "--json", "-h"),
        ("sessions", "-h", "--json"),
        ("toy", "add", "--help", "--json"),
        ("--json", "sessions", "--help"),
    ],
)
def test_help_under_json_is_one_json_document(cli: Any, args: Any) -> None:
    result = cli(*args)
    assert result.code == 0
    assert set(result.json) == {"help"} and "Usage" in result.json["help"]


def test_help_for_a_command_at_a_json_table(cli: Any, piped: Any) -> None:
    result, docs = piped("help add\nhelp\nhelp rules\n")
    assert result.code == 0
    assert "Usage" in docs[0]["help"] and "Usage" in docs[2]["help"]
    assert "help" not in docs[1] or not isinstance(docs[1]["help"], str)


def test_markdown_keeps_html_entities_in_names_as_typed(cli: Any) -> None:
    cli.ok("toy", "new", "--players", "&amp;,&lt;b&gt;", "--name", "&copy;")
    cli.ok("toy", "add", "1")
    text = cli.ok("sessions", "export", "&copy;", "--format", "markdown").out
    assert "\\&copy;" in text and "\\&amp;" in text and "\\&lt;b\\&gt;" in text
    assert "&amp;" not in text.replace("\\&amp;", "")


def test_a_journal_moved_away_under_an_open_table_says_so(
    cli: Any, table: Any, clean_environment: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table.follow()
    journal = clean_environment / "journal.sqlite3"
    journal.rename(clean_environment / "elsewhere.sqlite3")
    capsys.readouterr()
    assert table.run("add 1") == 4
    err = " ".join(capsys.readouterr().err.split())
    assert "was moved or deleted while it was open; nothing was recorded" in err
    assert "writable" not in err


def test_a_reader_holding_its_lock_is_not_called_a_writer(
    cli: Any, clean_environment: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    from assistant import sessions

    toy_game(cli, "one")
    monkeypatch.setattr(sessions, "LOCK_TIMEOUT", 0.2)
    reader = sqlite3.connect(clean_environment / "journal.sqlite3", isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT * FROM moves").fetchall()  # a shared lock, held
    try:
        result = cli("toy", "add", "1", json=True)
    finally:
        reader.execute("ROLLBACK")
        reader.close()
    assert result.code == 4 and result.json["error"]["code"] == "storage/locked"
    message = result.json["error"]["message"]
    assert "busy (reading or writing it)" in message and "nothing was recorded" in message
    assert status(cli, "one")["total"] == 0
