"""Rulebook files: their format, errors with line numbers, lookup, search and extraction."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from assistant import rulebook
from assistant.babel_extract import extract_rulebook
from assistant.errors import UsageError
from assistant.i18n import Translator

GOOD = """\
game: ramses
sections:
  - id: ramses/goal
    title: Goal
    text: |
      Find the treasures.
    see: [ramses/turn]
  - id: ramses/turn
    title: A turn
    text: Slide one pyramid. Mirages are not part of this game.
"""


@pytest.fixture
def books(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(rulebook, "rulebook_path", lambda game: tmp_path / f"{game}.yaml")
    rulebook.load.cache_clear()
    yield tmp_path
    rulebook.load.cache_clear()


def test_a_good_rulebook_loads(books: Path) -> None:
    (books / "ramses.yaml").write_text(GOOD)
    book = rulebook.load("ramses")
    assert [s.id for s in book.sections] == ["ramses/goal", "ramses/turn"]
    assert book.sections[0].text == "Find the treasures."
    assert book.sections[0].see == ("ramses/turn",)
    assert rulebook.find_section("ramses", "turn").title == "A turn"
    assert rulebook.find_section("ramses", "ramses/goal").title == "Goal"
    assert rulebook.find_section("ramses", "tu").id == "ramses/turn"


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        ("game: ramses\nsections: [\n", 3, "not valid YAML"),
        ("game: ramses\nsections:\n  - id: ramses/a\n    title: A\n", 3, "`text`"),
        (GOOD.replace("ramses/turn\n    title", "other/turn\n    title"), 8, "must start with"),
        (GOOD.replace("[ramses/turn]", "[ramses/nowhere]"), 3, "unknown section"),
        (GOOD.replace("ramses/turn\n    title", "ramses/goal\n    title"), 8, "twice"),
    ],
)
def test_a_bad_rulebook_names_its_line(books: Path, text: str, line: int, problem: str) -> None:
    (books / "ramses.yaml").write_text(text)
    with pytest.raises(UsageError) as caught:
        rulebook.load("ramses")
    message = str(caught.value)
    assert f"line {line}" in message
    assert problem in message


def test_unknown_section_suggests_the_closest(books: Path) -> None:
    (books / "ramses.yaml").write_text(GOOD)
    with pytest.raises(UsageError) as caught:
        rulebook.find_section("ramses", "goals")
    assert caught.value.code == "rules/unknown-section"
    assert "Closest: goal." in str(caught.value)


def test_search_ignores_case_and_accents_and_ranks(books: Path) -> None:
    (books / "ramses.yaml").write_text(GOOD)
    t = Translator("en")
    for query in ("mirage", "MIRAGES", "mîrage"):
        hits = rulebook.search(query, t, ["ramses"])
        assert [h.section.id for h in hits] == ["ramses/turn"], query
    hits = rulebook.search("treasures pyramid", t, ["ramses"])
    assert {h.section.id for h in hits} == {"ramses/goal", "ramses/turn"}
    assert rulebook.search("xylophone", t, ["ramses"]) == []


def test_game_aliases_in_three_languages() -> None:
    for word, game in [
        ("camel", "camel-up"),
        ("Camel-Up", "camel-up"),
        ("desert", "through-the-desert"),
        ("durch-die-wueste", "through-the-desert"),
        ("a-travers-le-desert", "through-the-desert"),
        ("à travers le désert", "through-the-desert"),
        ("attraverso-il-deserto", "through-the-desert"),
        ("schatz-der-pharao", "schatz-der-pharao"),
        ("pharao", "schatz-der-pharao"),
        ("tresor-du-pharaon", "schatz-der-pharao"),
        ("Ramsès", "ramses"),
    ]:
        assert rulebook.resolve_game(word) == game


def test_the_extractor_yields_titles_and_texts_with_lines() -> None:
    found = list(extract_rulebook(io.BytesIO(GOOD.encode()), [], [], {}))
    assert found == [
        (3, None, "Goal", ["title of ramses/goal"]),
        (3, None, "Find the treasures.", ["text of ramses/goal"]),
        (8, None, "A turn", ["title of ramses/turn"]),
        (8, None, "Slide one pyramid. Mirages are not part of this game.", ["text of ramses/turn"]),
    ]


def test_the_extractor_is_registered_for_pybabel() -> None:
    from importlib.metadata import entry_points

    names = {ep.name: ep.value for ep in entry_points(group="babel.extractors")}
    assert names["assistant_rulebook"] == "assistant.babel_extract:extract_rulebook"


def test_unknown_game_is_exit_2_without_traceback(cli) -> None:
    result = cli("rules", "chess")
    assert result.code == 2
    assert "Unknown game “chess”" in result.err
    assert "Traceback" not in result.err
    as_json = cli("rules", "chess", json=True)
    assert as_json.json["error"]["code"] == "rules/unknown-game"


def test_search_needs_words(cli) -> None:
    assert cli("rules", "search").code == 2
