"""The commands a French or Italian page shows are typed in the reader's words (issue 19):
a rules section says `assistant ramses raté`, not `assistant ramses miss`; an error names
`assistant desert carte valider`, not `assistant desert map validate`. The catalogs write
the values and the options in the reader's language; the command words come from the
grammars when the text is shown (`Translator.commands`)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from assistant import rulebook
from assistant.games import BY_ID

SPAN = re.compile(r"`assistant (?:--\S+ \S+ )*(\S+)(?: (\S+))?")


def english_words(lang: str) -> dict[str, set[str]]:
    """Each game's command words that are English and not `lang`'s (`miss`, `bet`, `map`;
    in Italian `scorpion` too, which is French)."""
    from assistant.cli import moves

    found = {}
    for spec in BY_ID.values():
        words = moves.game_words(spec)
        found[spec.cli] = {word for word, term in words.items() if word not in term.spellings(lang)}
    return found


def english_commands_in(text: str, english: dict[str, set[str]]) -> list[str]:
    return [
        found[0]
        for found in SPAN.finditer(text)
        if found[1] in english and found[2] in english[found[1]]
    ]


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_no_rules_section_shows_an_english_command(cli: Any, lang: str) -> None:
    """ramses/scorpion: also a command broken over two lines of the catalog's paragraph."""
    english = english_words(lang)
    left = []
    shown = 0
    for game_id in rulebook.available():
        for section in rulebook.load(game_id).sections:
            doc = cli.ok("rules", game_id, section.id.split("/", 1)[1], lang=lang, json=True)
            left += english_commands_in(doc.json["text"], english)
            shown += doc.json["text"].count("`assistant ")
    assert shown > 20  # the rules do show commands
    assert not left, left


def test_a_rules_section_shows_the_commands_in_the_readers_words(cli: Any) -> None:
    """ramses/turn: a wrong treasure (`miss`) and the right one (`found`)."""
    fr = cli.ok("rules", "ramses", "turn", lang="fr").out
    assert "assistant ramses raté" in fr and "assistant ramses trouvé" in fr
    it = cli.ok("rules", "ramses", "turn", lang="it", json=True).json["text"]
    assert "assistant ramses sbagliato" in it and "`assistant ramses miss`" not in it
    en = cli.ok("rules", "ramses", "turn").out
    assert "assistant ramses miss" in en


def test_a_span_keeps_what_the_catalog_wrote_after_the_command(cli: Any) -> None:
    """ramses/cards: a card typed in either order stays in the order written; only the
    command word is the reader's."""
    text = cli.ok("rules", "ramses", "cards", lang="fr", json=True).json["text"]
    assert "`retourner couronne 3`" in text and "`retourner 3:couronne`" in text
    assert "`reveal " not in text


@pytest.mark.parametrize(
    ("lang", "command"),
    [
        ("fr", "assistant desert carte étendre mon-plateau.yaml --source kosmos-2-3p"),
        ("it", "assistant desert mappa estendi mio-tabellone.yaml --origine kosmos-2-3p"),
    ],
)
def test_an_error_names_its_commands_in_the_readers_words(
    cli: Any, lang: str, command: str
) -> None:
    result = cli("desert", "map", "--map", "kosmos-2-3p", "--players", "4", lang=lang)
    assert result.code == 2
    assert command in " ".join(result.err.split())
    json = cli("desert", "map", "--map", "kosmos-2-3p", "--players", "4", lang=lang, json=True)
    assert command in json.json["error"]["message"]


def test_the_contents_of_a_rulebook_name_the_rules_command_in_the_readers_words(
    cli: Any,
) -> None:
    assert "`assistant regole ramses SEZIONE`" in cli.ok("rules", "ramses", lang="it").out


@pytest.mark.parametrize(
    ("lang", "words"),
    [("fr", "`assistant <jeu> nouvelle ...`"), ("it", "`assistant <gioco> nuova ...`")],
)
def test_a_pattern_of_a_command_is_in_the_readers_words(cli: Any, lang: str, words: str) -> None:
    """No session yet: the way to start one is written as the reader types it."""
    result = cli("camel", "status", lang=lang)
    assert result.code != 0 and words in " ".join(result.err.split())


@pytest.mark.parametrize(
    ("lang", "words", "shown"),
    [
        ("fr", ("retourner", "²", "couronne"), "`assistant ramses retourner couronne 3`"),
        ("it", ("scopri", "²", "corona"), "`assistant ramses scopri corona 3`"),
    ],
)
def test_a_hint_shows_the_sample_words_in_the_readers_language(
    cli: Any, lang: str, words: tuple[str, ...], shown: str
) -> None:
    """Ramsès's bad card: both examples name the treasure as the reader's box does."""
    cli.ok("ramses", "new", "--players", "ana,bo", lang=lang)
    result = cli("ramses", *words, lang=lang)
    assert result.code == 2 and shown in " ".join(result.err.split())
    assert "crown" not in result.err
