"""The README's quick start stays exactly two commands, and CI runs the second one."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def quick_start() -> list[str]:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.*?)\n```", section, flags=re.S)


def test_two_commands_and_ci_runs_the_test_one() -> None:
    commands = quick_start()
    assert len(commands) == 2
    assert all("\n" not in c for c in commands)
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()[-1]
    assert ci == commands[1]
    assert "pytest" in commands[1]


def test_the_main_job_replays_a_shipped_example() -> None:
    main_job = quick_start()[0]
    example = re.search(r"replay (\S+)", main_job)
    assert example is not None
    assert (REPO / example.group(1)).is_file()
