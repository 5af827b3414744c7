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


def test_its_own_views_reach_every_front_end(
    cli: Any, fifth: Any, prompt_lines: Any, tmp_path: Path
) -> None:
    """Registering views (`GameSpec.views`) is all it takes for the move's answer, the
    picture, the report and the replay file to draw the game its own way."""
    import dataclasses
    import xml.etree.ElementTree as ET

    games.register(dataclasses.replace(fifth, views="toy_views"))
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "five")
    assert "counter now 3" in cli.ok("toy", "add", "3").out
    assert "counter now 5" in prompt_lines("bo: add 2\nquit\n").out
    svg = ET.fromstring(cli.ok("sessions", "export", "five", "--format", "svg").out)
    assert svg.get("id") == "toy-picture" and "five: 5" in "".join(svg.itertext())
    page = cli.ok("sessions", "export", "five", "--format", "html").out
    assert 'id="toy-picture"' in page and ">Counter</th>" in page
    assert "Toy moves: 2" in page and page.index("Toy moves") < page.index('class="moves"')
    lines = cli.ok("sessions", "export", "five", "--format", "replay").out.splitlines()
    assert "# played with the toy's views" in lines


GAME_FILES = ("camel", "desert", "pharao", "ramses")
"""Parts of a file's name that make it one game's own module (its rules, commands, views)."""


def test_the_shared_modules_name_no_game() -> None:
    """Every module that is not one game's own works from the registry: no id or command
    word of a game appears in it as a value (a branch on `"camel-up"`, say)."""
    import ast

    root = Path(games.__file__).resolve().parents[1]
    words = {w for spec in games.SPECS for w in (spec.id, spec.cli)}
    shared = [
        path
        for path in sorted(root.rglob("*.py"))
        if "games" not in path.relative_to(root).parts[:-1]
        and not any(part in path.stem for part in GAME_FILES)
    ]
    assert len(shared) > 30
    found = [
        f"{path.relative_to(root)}:{node.lineno}: {node.value!r}"
        for path in shared
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and node.value in words
    ]
    assert found == []
