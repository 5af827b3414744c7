"""A French or Italian table plays in its own words: the recorded games of `examples/`
written with French or Italian words only (`*.fr.txt`, `*.it.txt`) end exactly as the English
game they translate, whether replayed or typed line by line at the prompt of a table of that
language (issue: one grammar per game, in three languages)."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from assistant import syntax
from assistant.games import SPECS, load

REPO = Path(__file__).resolve().parents[2]
TRANSLATED = sorted(
    path for lang in ("fr", "it") for path in (REPO / "examples").glob(f"*/*.{lang}.txt")
)
ENGLISH_WORDS = {
    "camel": ("bet", "desert", "roll", "race", "reveal", "--player", "new", "--players", "--start"),
    "desert": ("leader", "place", "water", "--player", "--water", "new", "--players", "--oases"),
    "ramses": (
        *("reveal", "found", "miss", "token", "special", "--player", "--scarab", "new"),
        *("--players", "--advanced"),
    ),
}


def lines_of(path: Path) -> list[list[str]]:
    text = path.read_text(encoding="utf-8").splitlines()
    return [words for words in map(syntax.split_line, text) if words]


def final(cli: Any, game: str) -> dict[str, Any]:
    doc: dict[str, Any] = cli.ok(game, "status", json=True).json
    if game == "ramses":  # the table's own treasure words: compare the scores
        doc = cli.ok(game, "score", json=True).json
    return doc


def test_the_three_tables_of_the_issue_have_their_game() -> None:
    names = {f"{p.parent.name}/{p.name}" for p in TRANSLATED}
    assert {
        "camel-up/full-game.fr.txt",
        "through-the-desert/two-players.it.txt",
        "ramses/advanced-3-players.fr.txt",
    } <= names


@pytest.mark.parametrize("path", TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_only_the_languages_words(path: Path) -> None:
    """Every command word and option is the language's own, never the English one."""
    lang = path.suffixes[-2].lstrip(".")
    for words in lines_of(path):
        game = next(s for s in SPECS if s.cli == words[0])
        english = set(ENGLISH_WORDS.get(game.cli, ()))
        assert not english & set(words[1:]), words
        grammar = load(game.id).grammar
        if words[1] in {c.words.shown(lang) for c in grammar.commands}:
            continue
        assert words[1] == syntax.COMMON_WORDS["new"].shown(lang) or words[1] in {
            t.shown(lang) for t in (*grammar.others.values(), *syntax.COMMON_WORDS.values())
        }, words


@pytest.mark.parametrize("path", TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_translated_game_ends_as_the_english_one(cli: Any, path: Path) -> None:
    english = path.with_name(path.name.split(".")[0] + ".txt")
    game = lines_of(path)[0][0]
    cli.ok("replay", str(english))
    expected = final(cli, game)
    cli.ok("sessions", "delete", cli.ok("sessions", json=True).json["current"], "--yes")
    cli.ok("replay", str(path))
    assert final(cli, game) == expected


@pytest.mark.parametrize("path", TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_typed_at_the_prompt_of_that_language(
    cli: Any, monkeypatch: pytest.MonkeyPatch, path: Path
) -> None:
    """After the game's `new`, the lines as a table of that language types them: without the
    game's word, at a prompt opened in that language."""
    lang = path.suffixes[-2].lstrip(".")
    english = path.with_name(path.name.split(".")[0] + ".txt")
    first, *rest = lines_of(path)
    cli.ok("replay", str(english))
    expected = final(cli, first[0])
    cli.ok("sessions", "delete", cli.ok("sessions", json=True).json["current"], "--yes")
    cli.ok(*first, "--name", "at-the-table", lang=lang)
    typed = "\n".join(syntax.join_line(words[1:]) for words in rest) + "\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    result = cli("play", "at-the-table")  # the session remembers its language
    assert result.code == 0, result.err
    assert "Error" not in result.err and "Erreur" not in result.err
    assert final(cli, first[0]) == expected
    assert json.dumps(expected)  # a real game: something to compare
