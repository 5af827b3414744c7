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


def test_the_readme_is_what_a_newcomer_reads_first() -> None:
    """At most 12 KB: what it is, the install, the quick start, one table per language, the
    exit codes and the links; the manual and the references live in docs/."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    assert len(text.encode("utf-8")) <= 12 * 1024
    for heading in ("## Quick start", "## Install", "## At the table", "## Exit codes"):
        assert heading in text
    assert "--lang fr" in text and "--lang it" in text


LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path: Path) -> set[str]:
    """The anchors GitHub gives the headings of a Markdown file."""
    found = set()
    fence = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fence = not fence
        elif not fence and line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            slug = re.sub(r"[^\w\- ]", "", title).replace(" ", "-")
            found.add(slug)
    return found


def broken_links(pages: list[Path]) -> list[str]:
    """Relative links of `pages` to a file that is not there or a heading it does not have."""
    broken = []
    for page in pages:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target):
                continue  # a web address: not followed (no network)
            name, _, anchor = target.partition("#")
            path = (page.parent / name).resolve() if name else page
            if not path.exists():
                broken.append(f"{page.name}: {target}")
            elif anchor and path.suffix == ".md" and anchor not in anchors(path):
                broken.append(f"{page.name}: {target} (no such heading)")
    return broken


def test_every_link_of_the_docs_leads_somewhere() -> None:
    pages = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
    assert sum(len(LINK.findall(page.read_text(encoding="utf-8"))) for page in pages) > 40
    assert broken_links(pages) == []


def test_the_link_check_finds_a_broken_link(tmp_path: Path) -> None:
    page = tmp_path / "a.md"
    page.write_text(
        "# Top\n\n## Exit codes\n\n[ok](#exit-codes) [gone](b.md) [bad](#exit) "
        "[web](https://example.org)\n",
        encoding="utf-8",
    )
    assert anchors(page) == {"top", "exit-codes"}
    assert broken_links([page]) == ["a.md: b.md", "a.md: #exit (no such heading)"]
