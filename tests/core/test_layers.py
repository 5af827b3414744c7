"""The layers of `docs/architecture.md` hold: what each part of the package may import.

Every `import` of every module is read (at the top, inside functions and under
`TYPE_CHECKING` alike), so a lazy import cannot hide a dependency the page does not show.
The few deliberate lookups against the grain are listed in `THROUGH_THE_REGISTRY` with why.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "assistant"

FOUNDATION = (
    "messages",
    "errors",
    "paths",
    "yamlio",
    "grammar",
    "interrupts",
    "i18n",
    "fastclasses",
)
LIBRARIES_OF_THE_FRONT_ENDS = ("typer", "click", "rich", "prompt_toolkit")

FORBIDDEN: dict[str, tuple[str, ...]] = {
    # the foundation speaks to nothing above it
    **{
        part: (
            "assistant.games",
            "assistant.syntax",
            "assistant.sessions",
            "assistant.render",
            "assistant.export",
            "assistant.cli",
            "assistant.compat",
            "sqlite3",
            *LIBRARIES_OF_THE_FRONT_ENDS,
        )
        for part in FOUNDATION
    },
    # the rules are pure: no storage, no drawing, no terminal, no command line
    "games": (
        "assistant.sessions",
        "assistant.render",
        "assistant.export",
        "assistant.cli",
        "assistant.compat",
        "assistant.stats",
        "sqlite3",
        *LIBRARIES_OF_THE_FRONT_ENDS,
    ),
    "syntax": (
        "assistant.sessions",
        "assistant.render",
        "assistant.export",
        "assistant.cli",
        "sqlite3",
        *LIBRARIES_OF_THE_FRONT_ENDS,
    ),
    "stats": ("assistant.sessions", "assistant.render", "assistant.cli", "sqlite3", "rich"),
    "rulebook": ("assistant.sessions", "assistant.render", "assistant.cli", "sqlite3"),
    # the journal stores and replays; it never draws nor reads a command line
    "sessions": (
        "assistant.render",
        "assistant.export",
        "assistant.cli",
        "assistant.compat",
        *LIBRARIES_OF_THE_FRONT_ENDS,
    ),
    "snapshot": (
        "assistant.render",
        "assistant.export",
        "assistant.cli",
        "assistant.compat",
        *LIBRARIES_OF_THE_FRONT_ENDS,
    ),
    # board files are read and checked beside the journal: no drawing, no command line
    "boards": (
        "assistant.sessions",
        "assistant.render",
        "assistant.export",
        "assistant.cli",
        "assistant.compat",
        "sqlite3",
        *LIBRARIES_OF_THE_FRONT_ENDS,
    ),
    # the views draw what they are given; they never read a command line
    "render": ("assistant.cli", "assistant.compat", "typer", "click", "prompt_toolkit"),
    "export": ("assistant.cli", "typer", "click", "prompt_toolkit"),
}

THROUGH_THE_REGISTRY = {
    # A `Say` (a command the reader can type) is shown in the words of the game's grammar.
    ("messages", "assistant.syntax"),
    ("i18n", "assistant.syntax"),
    # The catalog domains are the registered games'.
    ("i18n", "assistant.games"),
    # Rich's line breaking is taught the no-break spaces once Rich is loaded (the one patch
    # of a library, in `compat`).
    ("i18n", "assistant.compat"),
}


def part_of(path: Path) -> str:
    """`games` for assistant/games/camel_up/rules.py, `i18n` for assistant/i18n.py."""
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return parts[0]


def imports(path: Path) -> Iterator[tuple[int, str]]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.lineno, node.module
            if node.module == "assistant":  # from assistant import compat, interrupts
                yield from ((node.lineno, f"assistant.{alias.name}") for alias in node.names)


def reaches(name: str, target: str) -> bool:
    return name == target or name.startswith(target + ".")


def crossings(root: Path) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        part = part_of(path) if root == PACKAGE else path.stem
        for line, name in imports(path):
            for target in FORBIDDEN.get(part, ()):
                if reaches(name, target) and (part, target) not in THROUGH_THE_REGISTRY:
                    found.append(f"{path.relative_to(root)}:{line}: {part} imports {name}")
    return found


def test_every_layer_imports_only_what_is_below_it() -> None:
    assert crossings(PACKAGE) == []


def test_only_compat_touches_the_private_parts_of_a_library() -> None:
    private = [
        f"{path.relative_to(PACKAGE)}:{line}: {name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "compat.py"
        for line, name in imports(path)
        if name.split(".")[0] in LIBRARIES_OF_THE_FRONT_ENDS
        and any(piece.startswith("_") for piece in name.split(".")[1:])
    ]
    assert private == []


@pytest.mark.parametrize(
    ("module", "line"),
    [
        ("games", "from assistant.cli.runtime import current"),
        ("render", "from assistant.cli.moves import first_sentence"),
        ("sessions", "import rich"),
        ("boards", "from assistant.render.desert import box_lines"),
        ("messages", "from assistant.render import plain"),
    ],
)
def test_a_crossing_is_found(tmp_path: Path, module: str, line: str) -> None:
    (tmp_path / f"{module}.py").write_text(f"def f() -> None:\n    {line}\n", encoding="utf-8")
    assert len(crossings(tmp_path)) == 1
