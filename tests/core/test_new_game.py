"""A fifth game is one registry entry: the toy game of the tests (`toy_game.py`, its rulebook
`toy_rulebook.yaml`), made a game through `assistant.games.register` only, is played
one-shot, at the prompt, exported in every format and read back from its replay, with
nothing of the assistant patched. (The contract tests play it too: `test_contract.py`.)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from assistant import games

HERE = Path(__file__).resolve().parent


@pytest.fixture
def fifth(monkeypatch: pytest.MonkeyPatch) -> Any:
    """The toy game registered as a new game would be: its spec, once."""
    monkeypatch.syspath_prepend(str(HERE))
    import toy_game

    spec = games.register(toy_game.SPEC)
    yield spec
    games.unregister(spec.id)
    assert "toy" not in games.BY_ID


def test_the_registry_is_the_one_place(fifth: Any) -> None:
    assert games.BY_ID["toy"] is fifth
    assert games.find_spec("TOY") is fifth
    assert games.load("toy").spec == fifth
    with pytest.raises(ValueError, match="camel"):
        games.register(games.GameSpec("camel-two", "Two", ("camel",), 2, 4, "x", "camel2"))


def test_one_shot_commands(cli: Any, fifth: Any) -> None:
    assert "toy" in cli.ok("--help").out
    made = cli.ok("toy", "new", "--players", "ana,bo", "--name", "five", json=True).json
    assert made["session"] == "five" and made["current_player"] == "ana"
    moved = cli.ok("toy", "add", "2", json=True).json
    assert moved["player"] == "ana" and moved["state"]["total"] == 2
    judged = cli("toy", "check", "add", "3", "--player", "ana", json=True)
    assert judged.code == 0 and judged.json["legal"] and judged.json["turn"] is False
    refused = cli("toy", "add", "9", json=True)
    assert refused.code == 3 and refused.json["error"]["rule"] == "toy/limit"
    assert cli.ok("toy", "status", json=True).json["total"] == 2
    assert [m["move"] for m in cli.ok("log", json=True).json["moves"]][-1]["add"] == 2
    cli.ok("undo")
    assert cli.ok("toy", "status", json=True).json["total"] == 0
    assert "How much to add" in cli.ok("rules", "toy", "toy/limit").out


def test_at_the_prompt(cli: Any, fifth: Any, prompt_lines: Any) -> None:
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "five")
    shown = prompt_lines("add 3\nbo: add 2\nrules limit\nquit\n")
    assert shown.code == 0 and "How much to add" in shown.out
    assert cli.ok("toy", "status", json=True).json["total"] == 5


def test_every_export_format(cli: Any, fifth: Any, tmp_path: Path) -> None:
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "five")
    for amount in ("3", "3", "3", "1"):
        cli.ok("toy", "add", amount)
    before = cli.ok("toy", "status", json=True).json
    assert before["finished"] is True
    doc = json.loads(cli.ok("sessions", "export", "five").out)
    assert doc["game"] == "toy" and len(doc["moves"]) == 4
    assert "ana" in cli.ok("sessions", "export", "five", "--format", "markdown").out
    assert "<html" in cli.ok("sessions", "export", "five", "--format", "html").out
    # A game registers no picture of its own yet (its views): svg is refused, cleanly.
    svg = cli("sessions", "export", "five", "--format", "svg", json=True)
    assert (svg.code, svg.json["error"]["code"]) == (2, "usage/no-picture")
    lines = tmp_path / "five.txt"
    cli.ok("sessions", "export", "five", "--format", "replay", "-o", str(lines))
    cli.ok("sessions", "delete", "five", "--yes")
    cli.ok("replay", str(lines))
    assert cli.ok("--session", "five", "toy", "status", json=True).json == before
