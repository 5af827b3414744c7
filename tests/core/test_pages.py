"""Help pages kept as drawn (`assistant.cli.pages`): the page shown again is the very page the
line draws, in every language and width, on a pipe and in a terminal; nothing else is kept."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pexpect
import pytest

from assistant.cli import pages
from tests.core.test_speed import run_loaded


def run(home: Path, args: list[str], **env: str) -> tuple[int, str, list[str]]:
    """The line in a process of its own, 100 columns wide, pages kept unless `env` says."""
    return run_loaded(home, *args, **{"COLUMNS": "100", "ASSISTANT_NO_KEPT_PAGES": "", **env})


LINES = [
    ["--help"],
    ["--lang", "fr", "--help"],
    ["--lang", "it", "camel", "--help"],
    ["desert", "leader", "--help"],
    ["--lang", "fr", "rules", "-h"],
]


@pytest.mark.parametrize("args", LINES, ids=" ".join)
@pytest.mark.parametrize("columns", ["100", "61"])
def test_a_kept_page_is_the_page_the_line_draws(
    tmp_path: Path, args: list[str], columns: str
) -> None:
    drawn = run(tmp_path, args, ASSISTANT_NO_KEPT_PAGES="1", COLUMNS=columns)
    first = run(tmp_path, args, COLUMNS=columns)
    again = run(tmp_path, args, COLUMNS=columns)
    assert drawn[0] == first[0] == again[0] == 0
    assert drawn[1] == first[1] == again[1] and drawn[1].strip()
    assert "rich" not in {m.split(".")[0] for m in again[2]}  # written out as kept


def test_pages_of_other_widths_and_languages_are_other_pages(tmp_path: Path) -> None:
    wide = run(tmp_path, ["camel", "--help"], COLUMNS="100")[1]
    narrow = run(tmp_path, ["camel", "--help"], COLUMNS="60")[1]
    french = run(tmp_path, ["camel", "--help"], COLUMNS="100", LANGUAGE="fr")[1]
    assert max(map(len, narrow.splitlines())) <= 60 < max(map(len, wide.splitlines()))
    assert "Utilisation" in french and "Utilisation" not in wide
    assert run(tmp_path, ["camel", "--help"], COLUMNS="100")[1] == wide


def test_a_failed_help_line_is_not_kept(tmp_path: Path) -> None:
    for _ in range(2):
        code, out, modules = run(tmp_path, ["nosuch", "--help"])
        assert code == 2 and not out.strip()
        assert "typer" in {m.split(".")[0] for m in modules}  # drawn again, not kept


def spawn(home: Path, args: list[str], **env: str) -> str:
    environment = dict(os.environ, ASSISTANT_HOME=str(home), TERM="xterm-256color")
    environment.pop("ASSISTANT_NO_KEPT_PAGES", None)
    environment.pop("COLUMNS", None)
    environment.update(env)
    child = pexpect.spawn(
        sys.executable,
        ["-c", "import sys; from assistant.cli.app import main; sys.exit(main())", *args],
        env=environment,
        encoding="utf-8",
        timeout=60,
        dimensions=(40, 90),
    )
    out = child.read()
    child.close()
    assert child.exitstatus == 0, out
    return str(out)


def test_in_a_terminal_the_kept_page_keeps_its_colours(tmp_path: Path) -> None:
    args = ["--lang", "it", "--help"]
    drawn = spawn(tmp_path, args, ASSISTANT_NO_KEPT_PAGES="1")
    assert "\x1b[" in drawn  # colours, in a terminal
    assert spawn(tmp_path, args) == drawn == spawn(tmp_path, args)
    assert "\x1b[" not in run(tmp_path, args)[1]  # on a pipe: the page without colours


def test_a_page_written_around_the_recorder_is_not_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pages, "_HERE", str(tmp_path))
    monkeypatch.delenv("ASSISTANT_NO_KEPT_PAGES", raising=False)
    (tmp_path / "module.py").write_text("x = 1\n")
    path = pages.page_path(["--help"])
    assert path is not None and path.startswith(str(tmp_path))

    def bypassing() -> int:
        sys.stdout.write("half ")
        sys.stdout.buffer.write(b"of a page\n")
        return 0

    def whole() -> int:
        sys.stdout.write("a page\n")
        return 0

    assert pages.shown_or_kept(["--help"], bypassing) == 0
    assert not Path(path).exists()
    assert pages.shown_or_kept(["--help"], whole) == 0
    assert Path(path).read_text() == "a page\n"
    assert pages.shown_or_kept(["--help"], bypassing) == 0  # the kept page, not the line


def test_a_changed_source_is_another_page_and_the_oldest_pages_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pages, "_HERE", str(tmp_path))
    module = tmp_path / "module.py"
    module.write_text("x = 1\n")
    before = pages.page_path(["--help"])
    os.utime(module, ns=(1, 1))
    after = pages.page_path(["--help"])
    assert before and after and before != after
    assert pages.page_path(["camel", "--help"]) != after
    monkeypatch.setattr(pages, "KEPT", 3)
    for i in range(5):
        pages._keep(str(tmp_path / "__pycache__" / "pages" / f"{i}.txt"), f"page {i}\n")
        path = tmp_path / "__pycache__" / "pages" / f"{i}.txt"
        os.utime(path, ns=(i + 10, i + 10))
    left = sorted(p.name for p in (tmp_path / "__pycache__" / "pages").iterdir())
    assert left == ["2.txt", "3.txt", "4.txt"]


def test_lines_that_are_not_help_pages(tmp_path: Path) -> None:
    assert pages.is_help_line(["camel", "--help"]) and pages.is_help_line(["-h"])
    assert not pages.is_help_line(["--session", "s", "camel", "--help"])
    assert not pages.is_help_line(["--session=s", "--help"])
    assert not pages.is_help_line(["camel", "status"]) and not pages.is_help_line([])
