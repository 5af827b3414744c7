"""The Ramsès catalogs and rulebook: complete, consistent, cited correctly, in our own words."""

from __future__ import annotations

import gettext
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from assistant import rulebook

REPO = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")  # a format spec may follow the name


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_every_message_translated(lang: str) -> None:
    """ramses/assistant: every msgid has a translation with the same placeholders."""
    path = REPO / "locales" / lang / "LC_MESSAGES" / "ramses.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    template_path = REPO / "locales" / "ramses.pot"
    with template_path.open("rb") as handle:
        template = read_po(handle)
    assert {m.id for m in template if m.id} == {m.id for m in catalog if m.id}
    for message in catalog:
        if not message.id:
            continue
        assert not message.fuzzy, message.id
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = set(PLACEHOLDER.findall(ids[-1]))
        for string in strings:
            assert string, message.id
            assert set(PLACEHOLDER.findall(string)) <= expected | set(
                PLACEHOLDER.findall(ids[0])
            ), (message.id, string)
            if "{n}" not in expected:
                assert set(PLACEHOLDER.findall(string)) == expected, (message.id, string)
    with path.with_suffix(".mo").open("rb") as handle:  # the compiled catalog is up to date
        compiled = gettext.GNUTranslations(handle)
    for message in catalog:
        if message.id and isinstance(message.id, str):
            assert compiled.gettext(message.id) == message.string, message.id


def test_cited_rules_exist() -> None:
    """ramses/overview: every rule id the code cites is a section of the rulebook."""
    book = rulebook.load("ramses")
    ids = {section.id for section in book.sections}
    source = "".join(
        p.read_text(encoding="utf-8")
        for p in (REPO / "assistant" / "games" / "ramses").glob("*.py")
    )
    cited = set(re.findall(r'(?:illegal|invalid|rule)\(\s*"([a-z-]+)"', source))
    cited |= set(re.findall(r'_section = "([a-z-]+)"', source))
    assert cited, "no rule ids found"
    missing = {f"ramses/{c}" for c in cited} - ids
    assert not missing
    for section in book.sections:
        for link in section.see:
            assert link in ids, (section.id, link)


def test_rulebook_in_own_words() -> None:
    """ramses/overview: no run of 8 words copied from the seed rulebooks."""
    seeds = REPO.parent.parent / "shared" / "seeds"
    if not seeds.is_dir():
        seeds = Path("/work/shared/seeds")
    if not seeds.is_dir():
        pytest.skip("no seed rulebooks here")
    result = subprocess.run(
        [sys.executable, str(REPO / "tools" / "check_overlap.py"), str(seeds)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout
