"""Shared fixtures: a private ASSISTANT_HOME per test and an in-process CLI runner."""

from __future__ import annotations

import io
import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

# "ci" (the default) is derandomized: the same examples on every run, so CI never flakes;
# "explore" draws new random games each run and plays more of them.
settings.register_profile(
    "ci",
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "explore", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=20, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))  # `import helpers`


SLOW = (
    "tests/core/test_wheel.py::*",
    "tests/core/test_quality.py::test_tool_is_clean*",
    "tests/core/test_documented_commands.py::*",
    "tests/core/test_contract.py::test_random_games_keep_the_contract*",
    "tests/core/test_contract.py::test_camel_up_second_edition_keeps_the_contract",
    "tests/core/test_interrupts.py::*",
    "tests/core/test_faults.py::test_kill_9*",
    "tests/core/test_faults.py::test_streams_that_are_not_utf8*",
    "tests/core/test_faults.py::test_sigint_*",
    "tests/core/test_faults_input.py::test_a_piped_table_and_another_process",
    "tests/core/test_fuzz_cli.py::*",
    "tests/core/test_overlap.py::test_no_text_of_the_project_repeats_a_seed_rulebook",
    "tests/*/test_properties*.py::*",
    "tests/camel_up/test_odds_vs_rules.py::*",
    "tests/desert/test_aids.py::test_closable_areas_match_a_brute_force",
)
"""Tests of a second or more, or that start processes (builds, signals, terminals): the
`slow` marker. `pytest -m "not slow"` is the quick local lane; CI runs everything."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    import fnmatch

    for item in items:
        where = item.nodeid.split("[", 1)[0]
        if item.get_closest_marker("terminal") or any(
            fnmatch.fnmatch(where, pattern) for pattern in SLOW
        ):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Every test gets an empty data folder and a neutral language environment."""
    home = tmp_path / "home"
    monkeypatch.setenv("ASSISTANT_HOME", str(home))
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("COLUMNS", "120")
    monkeypatch.setenv("NO_COLOR", "1")
    return home


@dataclass
class Result:
    code: int
    out: str
    err: str

    @property
    def json(self) -> Any:
        return json.loads(self.out)


class Cli:
    """Runs `assistant ARGS...` in-process, the way the console script does."""

    def __init__(self, capsys: pytest.CaptureFixture[str]) -> None:
        self.capsys = capsys

    def __call__(self, *args: str, lang: str | None = None, json: bool = False) -> Result:
        from assistant.cli.app import main

        argv = [*(["--lang", lang] if lang else []), *(["--json"] if json else []), *args]
        self.capsys.readouterr()
        code = main(argv)
        captured = self.capsys.readouterr()
        return Result(code, captured.out, captured.err)

    def ok(self, *args: str, lang: str | None = None, json: bool = False) -> Result:
        """Run and insist on exit 0 (the output is shown when it is not)."""
        result = self(*args, lang=lang, json=json)
        assert result.code == 0, f"{args} -> {result.code}\n{result.out}\n{result.err}"
        return result


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Iterator[Cli]:
    yield Cli(capsys)


@pytest.fixture
def prompt_lines(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> Any:
    """`prompt_lines(LINES, *ARGS)`: `assistant ARGS... play` with LINES on standard input
    (ARGS may hold `play` itself, to give it a session): table mode without a terminal."""

    def run(lines: str, *args: str, lang: str | None = None, json: bool = False) -> Result:
        monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
        return cli(*(args if "play" in args else (*args, "play")), lang=lang, json=json)

    return run


@pytest.fixture
def race_over(cli: Any) -> None:
    """The example Camel Up game replayed up to its face-down cards: ana and bo face down
    on the winner pile, cy and bo on the loser pile."""
    example = Path(__file__).resolve().parent.parent / "examples" / "camel-up" / "full-game.txt"
    cli.ok("replay", str(example))
    for _ in range(3):
        cli.ok("undo")
