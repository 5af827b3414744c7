"""The code stays formatted, lint-free and type-checked (ruff and strict mypy)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


@pytest.mark.parametrize(
    "command",
    [["ruff", "check", "."], ["ruff", "format", "--check", "."], ["mypy"]],
    ids=["ruff-check", "ruff-format", "mypy"],
)
def test_tool_is_clean(command: list[str]) -> None:
    result = subprocess.run(
        [tool(command[0]), *command[1:]], cwd=REPO, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


MAX_FUNCTION_LINES = 80


def long_functions(root: Path, base: Path = REPO) -> list[str]:
    """`path:line name (N lines)` for every function under `root` longer than the limit
    (paths relative to `base`)."""
    import ast

    found = []
    for path in sorted(root.rglob("*.py")):
        where = str(path.relative_to(base))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > MAX_FUNCTION_LINES:
                found.append(f"{where}:{node.lineno} {node.name} ({length} lines)")
    return found


def test_no_function_is_longer_than_80_lines() -> None:
    """A function a newcomer can read on one screen or two (decorators aside, the whole
    definition counts: signature, docstring and body)."""
    assert long_functions(REPO / "assistant") == []


def test_the_size_check_finds_a_long_function(tmp_path: Path) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    (tmp_path / "long.py").write_text(f"def long() -> None:\n{body}\n", encoding="utf-8")
    assert [line.split()[1] for line in long_functions(tmp_path, tmp_path)] == ["long"]
