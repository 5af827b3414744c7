"""Ctrl-C at every point of a command that writes (issue 26, point 1).

`assistant.interrupts.FAULT` is called at each point where a signal can arrive: after
`BEGIN`, after every statement that changes the journal, just before and just after SQLite
commits, and on every write to stdout or stderr; the test adds one before and after every
SQL statement. A first run lists a command's points; then
the command runs again once per point, from the same journal, with a real SIGINT sent to
the process at that point. Whatever the point, the answer and the journal agree:

* exit 130, a message saying nothing was recorded (or, for a replay, how many lines were),
  and the journal as it was (or holding exactly those lines); or
* exit 0, the whole answer, a line saying the Ctrl-C came while recording and that what was
  recorded is in the journal, and the journal holding the move.

Never a recorded move reported as interrupted, never a traceback, never a Ctrl-C that
escapes the command or stays pending after it.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from assistant import interrupts, sessions

pytestmark = [
    pytest.mark.usefixtures("toy"),
    pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="POSIX signals"),
]

HERE = Path(__file__).resolve().parent
NOTHING = "Interrupted: nothing was recorded."
HELD = "Ctrl-C came while the command was recording: it finished first"


class Traced(sqlite3.Connection):
    """A connection with a fault point before and after every statement it runs, as if
    the signal arrived while SQLite was at work (Python raises it when the call returns)."""

    def execute(self, *args: Any, **kwargs: Any) -> Any:
        interrupts.fault("sql")
        cursor = super().execute(*args, **kwargs)
        interrupts.fault("sql")
        return cursor


@pytest.fixture(autouse=True)
def traced(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every journal connection of the test is `Traced`."""
    connect = sqlite3.connect

    def traced_connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        return connect(*args, factory=Traced, **kwargs)

    monkeypatch.setattr(sessions.sqlite3, "connect", traced_connect)


@pytest.fixture
def journal(clean_environment: Path) -> Iterator[Callable[[], None]]:
    """`restore()`: put back the journal as it is when the test calls the fixture's
    `save` (the first call saves)."""
    saved: list[bytes] = []
    path = clean_environment / "journal.sqlite3"

    def restore() -> None:
        if not saved:
            saved.append(path.read_bytes())
        path.write_bytes(saved[0])
        for extra in ("-journal", "-wal"):
            Path(str(path) + extra).unlink(missing_ok=True)

    yield restore
    interrupts.FAULT = None


def points(run: Callable[[], Any]) -> list[str]:
    seen: list[str] = []
    interrupts.FAULT = seen.append
    try:
        run()
    finally:
        interrupts.FAULT = None
    return seen


def with_sigint_at(index: int, run: Callable[[], Any]) -> Any:
    """Run `run()` with SIGINT sent to this process at its `index`-th fault point."""
    calls = iter(range(10**6))

    def hook(point: str) -> None:
        if next(calls) == index:
            # To this thread, as Ctrl-C reaches the command's one thread: a test runner
            # with threads of its own (pytest-xdist) would otherwise take it on another.
            signal.pthread_kill(threading.get_ident(), signal.SIGINT)

    interrupts.FAULT = hook
    try:
        return run()
    except KeyboardInterrupt:  # pragma: no cover - what the test is for
        pytest.fail(f"Ctrl-C escaped the command at point {index}")
    finally:
        interrupts.FAULT = None
        assert signal.SIGINT not in signal.sigpending()
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def documents(text: str) -> list[Any]:
    """The JSON documents of `text`, one per line or indented (`play`'s own error)."""
    decoder = json.JSONDecoder()
    docs, at = [], 0
    while text[at:].strip():
        at += len(text[at:]) - len(text[at:].lstrip())
        doc, at = decoder.raw_decode(text, at)
        docs.append(doc)
    return docs


def total(cli: Any) -> int:
    return int(cli.ok("--session", "one", "toy", "status", json=True).json["total"])


def new_game(cli: Any) -> None:
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "one", "--target", "100")
    cli.ok("toy", "add", "1")


@pytest.mark.parametrize("as_json", [True, False], ids=["json", "human"])
def test_sigint_at_every_point_of_a_move(cli: Any, journal: Any, as_json: bool) -> None:
    new_game(cli)
    journal()
    seen = points(lambda: cli.ok("toy", "add", "2", json=as_json))
    assert {"begin", "write", "commit", "committed", "output"} <= set(seen)
    commit = seen.index("commit")
    for index, point in enumerate(seen):
        journal()
        result = with_sigint_at(index, lambda: cli("toy", "add", "2", json=as_json))
        where = f"SIGINT at point {index} ({point})\n{result}"
        assert "Traceback" not in result.err, where
        if index < commit:  # before the commit: rolled back, and said so
            assert result.code == 130, where
            assert NOTHING in (result.json["error"]["message"] if as_json else result.err)
            assert total(cli) == 1, where
        else:  # the commit had begun: recorded, answered in full, and said so
            assert result.code == 0, where
            assert HELD in result.err, where
            if as_json:
                assert result.json["move"] == {"player": "bo", "add": 2}, where
            else:
                assert "bo added 2" in result.out, where
            assert total(cli) == 3, where


@pytest.mark.parametrize(
    "args",
    [
        ("toy", "new", "--players", "cy,di", "--name", "two"),
        ("undo",),
        ("sessions", "rename", "one", "uno"),
        ("sessions", "delete", "one", "--yes"),
    ],
    ids=["new", "undo", "rename", "delete"],
)
def test_sigint_at_every_point_of_other_writes(cli: Any, journal: Any, args: Any) -> None:
    new_game(cli)
    journal()

    def listing() -> Any:  # the sessions, whatever the time of their last change
        doc = cli.ok("sessions", json=True).json
        for row in doc["sessions"]:
            row.pop("last_change")
        return doc

    before = listing()
    seen = points(lambda: cli.ok(*args, json=True))
    after = listing()
    assert after != before
    commit = seen.index("commit")
    for index in range(len(seen)):
        journal()
        result = with_sigint_at(index, lambda: cli(*args, json=True))
        now = listing()
        assert "Traceback" not in result.err
        if index < commit:
            assert (result.code, now) == (130, before), (index, result)
            assert NOTHING in result.json["error"]["message"]
        else:
            assert (result.code, now) == (0, after), (index, result)
            assert HELD in result.err


def test_sigint_at_every_point_of_a_replay(cli: Any, journal: Any, tmp_path: Path) -> None:
    """A signal while a line runs stops the replay at that line (the lines before stay, and
    the message counts them); between lines it stops the next one; from the commit on, the
    replay finishes, prints the game's state and exits 0 (never 2)."""
    new_game(cli)
    journal()
    script = tmp_path / "three.txt"
    script.write_text("toy add 1\ntoy add 1\ntoy add 1\n", encoding="utf-8")
    for as_json in (True, False):
        seen = points(lambda j=as_json: cli.ok("replay", str(script), json=j))
        for index in range(len(seen)):
            journal()
            result = with_sigint_at(index, lambda j=as_json: cli("replay", str(script), json=j))
            where = f"SIGINT at point {index} ({seen[index]})\n{result}"
            assert "Traceback" not in result.err, where
            added = total(cli) - 1
            if result.code == 0:
                assert added == 3 and HELD in result.err, where
                assert "total" in result.out, where  # the state was shown in full
                continue
            assert result.code == 130, where
            message = result.json["error"]["message"] if as_json else result.err
            message = " ".join(message.split())  # the terminal's line breaks
            if NOTHING in message:  # before the replay began (opening the journal)
                assert added == 0, where
                continue
            assert f"line {added + 1} (toy add 1): interrupted." in message, where
            kept = "Nothing was recorded." if added == 0 else f"{added} command"
            assert kept in message, where


def test_sigint_at_every_point_of_lines_piped_to_play(
    cli: Any, journal: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each line answers for itself: a move interrupted before its commit is refused as not
    recorded and the table goes on; one interrupted during or after it is answered in full."""
    new_game(cli)
    journal()
    lines = "add 1\nadd 2\nstatus\n"

    def play() -> Any:
        monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
        return cli("play", "one", json=True)

    seen = points(play)
    for index in range(len(seen)):
        journal()
        result = with_sigint_at(index, play)
        where = f"SIGINT at point {index} ({seen[index]})\n{result}"
        assert "Traceback" not in result.err, where
        docs = documents(result.out)
        moves = [doc for doc in docs if "seq" in doc]
        errors = [doc["error"] for doc in docs if "error" in doc]
        assert total(cli) == 1 + sum(doc["move"]["add"] for doc in moves), where
        if result.code == 0:
            assert HELD in result.err and not errors, where
        else:
            assert result.code == 130, where
            said = [e["message"] for e in errors] + [result.err]
            assert any(NOTHING in text or "What was recorded before" in text for text in said)


# -- real processes ---------------------------------------------------------------------


def run_armed(home: Path, point: str, *args: str, **options: Any) -> Any:
    """`assistant ARGS` (toy game) in a process of its own, SIGINT sent at the first
    `point` (see `toy_main.py`)."""
    env = dict(
        os.environ, ASSISTANT_HOME=str(home), NO_COLOR="1", COLUMNS="100", TOY_SIGINT_AT=point
    )
    return subprocess.run(
        [sys.executable, str(HERE / "toy_main.py"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        **options,
    )


@pytest.mark.parametrize("point", ["write", "commit", "committed", "output"])
def test_a_real_process_at_each_kind_of_point(tmp_path: Path, point: str) -> None:
    home = tmp_path / "home"
    assert run_armed(home, "", "toy", "new", "--players", "ana,bo").returncode == 0
    added = run_armed(home, point, "--json", "toy", "add", "2")
    status = json.loads(run_armed(home, "", "--json", "toy", "status").stdout)
    assert "Traceback" not in added.stderr
    if point == "write":
        assert added.returncode == 130 and NOTHING in added.stdout
        assert status["total"] == 0
    else:
        assert added.returncode == 0 and HELD in added.stderr
        assert json.loads(added.stdout)["seq"] == 1
        assert status["total"] == 2


@pytest.mark.skipif(shutil.which("strace") is None, reason="needs strace")
def test_sigint_when_sqlite_unlinks_its_rollback_journal(tmp_path: Path) -> None:
    """The attack of the issue, without any hook: strace sends SIGINT when the process
    deletes the rollback journal, that is in the middle of SQLite's commit."""
    home = tmp_path / "home"
    assert run_armed(home, "", "toy", "new", "--players", "ana,bo").returncode == 0
    traced = subprocess.run(
        [
            "strace",
            "-f",
            "-qq",
            "-o",
            os.devnull,
            "-e",
            "trace=unlink,unlinkat",
            "-e",
            "inject=unlink,unlinkat:signal=SIGINT:when=1",
            sys.executable,
            str(HERE / "toy_main.py"),
            "toy",
            "add",
            "2",
        ],
        env=dict(os.environ, ASSISTANT_HOME=str(home), NO_COLOR="1"),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    if "ptrace" in traced.stderr or "Operation not permitted" in traced.stderr:
        pytest.skip("ptrace is not allowed here")
    status = json.loads(run_armed(home, "", "--json", "toy", "status").stdout)
    assert status["total"] == 2
    assert traced.returncode == 0, traced.stderr
    assert "ana added 2" in traced.stdout and HELD in traced.stderr


ANSI = r"(?:\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r)*"


def loose(text: str) -> str:
    """A regex for `text` as a terminal draws it (as in `test_play_mode.py`)."""
    import re

    return ANSI.join(r"(?: |\x1b\[\d*C)" if char == " " else re.escape(char) for char in text)


@pytest.mark.terminal
def test_sigint_while_the_prompt_commits_a_move(tmp_path: Path) -> None:
    """At the prompt in a terminal: the move is answered, the note follows, the table goes
    on, and a later Ctrl-C on an empty prompt still just drops the line."""
    import pexpect

    home = tmp_path / "home"
    assert run_armed(home, "", "toy", "new", "--players", "ana,bo", "--name", "eve").returncode == 0
    env = {
        **os.environ,
        "ASSISTANT_HOME": str(home),
        "TERM": "xterm",
        "PROMPT_TOOLKIT_NO_CPR": "1",
        "TOY_SIGINT_AT": "committed",
    }
    child = pexpect.spawn(
        sys.executable,
        [str(HERE / "toy_main.py"), "play"],
        env=env,
        encoding="utf-8",
        timeout=20,
        dimensions=(30, 100),
    )
    try:
        child.expect(loose("ana › "))
        child.send("add 2\r")
        child.expect(loose("ana added 2"))
        child.expect(loose("it finished first"))
        child.expect(loose("bo › "))
        child.sendcontrol("c")
        child.expect(loose("bo › "))
        child.send("add 1\r")
        child.expect(loose("bo added 1"))
        child.expect(loose("ana › "))  # keys typed before the prompt would be lost
        child.sendcontrol("d")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    status = json.loads(run_armed(home, "", "--json", "toy", "status").stdout)
    assert status["total"] == 3
