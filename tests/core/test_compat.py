"""The private APIs of Typer, Click and Rich that `assistant.compat` relies on are still
there and still behave: when an upgrade breaks one, this fails and names it.

Nothing else in `assistant/` may reach them: a search of the sources checks that too.
"""

from __future__ import annotations

import importlib.metadata
import re
from pathlib import Path
from typing import Any

import pytest

from assistant import compat

REPO = Path(__file__).resolve().parents[2]
UPGRADE = "an upgrade of {what} broke `assistant/compat.py`: {detail}"


def broke(what: str, detail: str) -> str:
    return UPGRADE.format(what=what, detail=detail)


def test_typer_still_carries_its_click() -> None:
    for name in ("Context", "Command", "Parameter", "HelpFormatter", "ClickException"):
        assert hasattr(compat.click, name), broke("Typer", f"typer._click.{name} is gone")
    assert issubclass(compat.TyperGroup, compat.click.Command), broke("Typer", "TyperGroup")
    assert issubclass(compat.TyperCommand, compat.click.Command), broke("Typer", "TyperCommand")
    for error in (compat.MissingParameter, compat.NoSuchOption, compat.BadParameter):
        assert issubclass(error, compat.ClickUsageError), broke("Typer", error.__name__)
    assert issubclass(compat.ClickUsageError, compat.ClickException), broke("Typer", "errors")
    assert issubclass(compat.NoArgsIsHelpError, compat.ClickException), broke("Typer", "errors")


def test_typer_layout_constants_are_words() -> None:
    layout = compat.layout_module()
    for constant in compat.LAYOUT_CONSTANTS:
        value = getattr(layout, constant, None)
        assert isinstance(value, str) and value, broke(
            "Typer", f"typer.rich_utils.{constant} is no longer a text"
        )


def test_help_layout_is_swapped_while_a_page_is_drawn(cli: Any) -> None:
    """The panel titles come from the constants the help swaps, and are put back after."""
    layout = compat.layout_module()
    english = {name: getattr(layout, name) for name in compat.LAYOUT_CONSTANTS}
    page = cli.ok("--lang", "it", "sessions", "--help").out
    assert "─ Opzioni ─" in page and "─ Comandi ─" in page, broke(
        "Typer", f"the help's panel titles no longer come from typer.rich_utils:\n{page}"
    )
    assert {name: getattr(layout, name) for name in compat.LAYOUT_CONSTANTS} == english


def test_format_help_is_still_the_hook_of_every_help_page(cli: Any) -> None:
    for cls in (compat.TyperCommand, compat.TyperGroup):
        assert callable(getattr(cls, "format_help", None)), broke("Typer", "format_help")
    from assistant.cli.helptext import install

    install()  # the help's own wrapper first, as every run has it
    seen: list[str] = []
    saved = {cls: cls.__dict__["format_help"] for cls in (compat.TyperCommand, compat.TyperGroup)}

    def spy(original: Any, command: Any, ctx: Any, formatter: Any) -> None:
        seen.append(ctx.command_path)
        original(command, ctx, formatter)

    try:
        compat.wrap_format_help(spy)
        cli.ok("sessions", "--help")
        cli.ok("rules", "--help")
    finally:
        for cls, method in saved.items():
            setattr(cls, "format_help", method)  # noqa: B010
    assert seen == ["assistant sessions", "assistant rules"], broke(
        "Typer", "format_help no longer draws the help pages"
    )


def test_rich_still_wraps_words_with_its_pattern() -> None:
    from rich import _wrap
    from rich.console import Console

    assert isinstance(getattr(_wrap, "re_word", None), re.Pattern), broke(
        "Rich", "rich._wrap.re_word is gone"
    )
    compat.glue_rich_words("\u202f")
    assert compat.rich_wrap_loaded()
    console = Console(width=20, record=True, color_system=None)
    console.print("un deux trois quatre\u202f: cinq", markup=False)
    lines = console.export_text().splitlines()
    assert not any(line.startswith(":") for line in lines), broke(
        "Rich", f"no-break spaces break lines again: {lines}"
    )


@pytest.mark.parametrize("package", ["typer", "rich"])
def test_installed_versions_are_within_the_bounds(package: str) -> None:
    """`pyproject.toml` bounds what this module was checked with (an upper bound each)."""
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(rf'"{package}>=([\d.]+),<([\d.]+)"', text)
    assert found, f"{package} has no upper bound in pyproject.toml"

    def version(text: str) -> tuple[int, ...]:
        return tuple(int(part) for part in text.split(".")[:2])

    installed = version(importlib.metadata.version(package))
    assert version(found[1]) <= installed < version(found[2])


def code_of(path: Path) -> str:
    """A module's code without its comments and strings (which may name an API to explain
    why it is not used)."""
    import io
    import tokenize

    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    kept = (t.string for t in tokens if t.type not in (tokenize.COMMENT, tokenize.STRING))
    return " ".join(kept)


PRIVATE = re.compile(
    r"typer \. _click|typer \. core|typer \. rich_utils|rich \. _|from rich import _"
)


def test_no_other_module_reaches_the_private_apis() -> None:
    offenders = [
        str(path.relative_to(REPO))
        for path in (REPO / "assistant").rglob("*.py")
        if path.name != "compat.py" and PRIVATE.search(code_of(path))
    ]
    assert offenders == []


def test_the_private_api_check_reads_code_not_comments(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("# typer.core is not used\nx = 1\n", encoding="utf-8")
    assert not PRIVATE.search(code_of(module))
    module.write_text("from typer.core import TyperGroup\n", encoding="utf-8")
    assert PRIVATE.search(code_of(module))
