"""The rulebook and the French and Italian catalogs of the `pharao` domain are complete."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from assistant.rulebook import load

REPO = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")  # a format spec may follow the name


def test_every_rule_cited_by_the_code_exists() -> None:
    """schatz-der-pharao/tracking: errors and `check` answers cite real sections."""
    book = load("schatz-der-pharao")
    ids = {section.id for section in book.sections}
    sources = [
        REPO / "assistant" / "games" / "pharao" / "rules.py",
        REPO / "assistant" / "games" / "pharao" / "moves.py",
        REPO / "assistant" / "cli" / "pharao.py",
    ]
    cited: set[str] = set()
    for source in sources:
        text = source.read_text(encoding="utf-8")
        cited |= {f"schatz-der-pharao/{s}" for s in re.findall(r'rule\("([\w-]+)"\)', text)}
        cited |= set(re.findall(r'"(schatz-der-pharao/[\w-]+)"', text))
    assert cited
    assert cited <= ids, cited - ids


def test_every_rule_section_has_a_test() -> None:
    """Each rule section (beyond the overview and the box contents) is named by a test."""
    tests = "".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("test_*.py"))
    for section in load("schatz-der-pharao").sections:
        if section.id.endswith(("/overview", "/components")):
            continue
        assert section.id in tests, section.id


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_catalog_is_complete(lang: str) -> None:
    """Every message is translated, with the same placeholders, and nothing is fuzzy."""
    path = REPO / "locales" / lang / "LC_MESSAGES" / "pharao.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    assert (path.with_suffix(".mo")).is_file()
    count = 0
    for message in catalog:
        if not message.id:
            continue
        count += 1
        assert not message.fuzzy, message.id
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(strings), message.id
        wanted = set(PLACEHOLDER.findall(ids[-1])) - {"n"}
        for string in strings:
            assert set(PLACEHOLDER.findall(string)) - {"n"} == wanted, (message.id, string)
    assert count > 100
