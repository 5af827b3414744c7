"""Fault injection, continued (issue 26): an open table whose session changes elsewhere,
bytes that are not UTF-8, odd input that used to end in a traceback or a hang, names that
break exports or the game's own lines.

Every case ends with a clear message and the right exit code, never a traceback, and with
`--json` one valid UTF-8 JSON document.
"""

from __future__ import annotations

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
    from assistant.cli.runtime import Runtime
    from assistant.cli.table import Table

    toy_game(cli, "sun")
    toy_game(cli, "sunday", "xa,xb")
    runtime = Runtime()
    runtime.session = "sun"
    yield Table(runtime, "sun")
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
    from assistant.cli.table import Table

    plan = Table.plan

    def plan_then_rename(self: Any, words: list[str]) -> Any:
        planned = plan(self, words)
        cli.ok("sessions", "rename", "sun", "moon")
        return planned

    with monkeypatch.context() as patch:
        patch.setattr(Table, "plan", plan_then_rename)
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
