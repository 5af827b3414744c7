"""The French and Italian review of issue 23, kept as tests wherever a pattern can catch a
mistake: Italian speaks to one player ("tu"), no English word is left in a translation,
French puts a narrow no-break space before its high punctuation, each language keeps one
quote style, and the box's own words (seeds 000, 001 and 004) replace the old ones.

Text that is not prose is left out of every check: code in backticks, placeholders,
options, file paths, quoted shell words and the example lines of the help pages.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parents[2] / "locales"
DOMAINS = sorted(p.stem for p in LOCALES.glob("*.cfg"))
NOT_PROSE = re.compile(
    r"`[^`]*`"  # code
    r"|\{[^{}]*\}"  # placeholders
    r"|--[\w-]+"  # options
    r"|\S+/\S+"  # paths, rule ids, camel-up/desert-tile
    r"|\b\w+(?:-\w+)+\b"  # camel-up-1, kosmos-2-3p
    r"|'[^'\n]*'"  # shell words
    r"|^\s{2,}(?:assistant|printf) .*$"  # example lines
    r"|^\s{2,}--.*$",
    re.MULTILINE,
)
# « and » are symbols, not quotes, in these messages (the map legend and the finish column).
SYMBOLS = ("» = ", "« = ", "» «")


@cache
def catalog(domain: str, lang: str) -> Catalog:
    with (LOCALES / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as handle:
        return read_po(handle)


def translations(lang: str, domain: str | None = None) -> Iterator[tuple[str, Message, str]]:
    """Every translated string of `lang` (of `domain`, or of every domain) with its message."""
    for name in [domain] if domain else DOMAINS:
        for message in catalog(name, lang):
            if not message.id:
                continue
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for string in strings:
                if string:
                    yield name, message, string


def msgid(message: Message) -> str:
    return message.id[0] if isinstance(message.id, tuple) else message.id


def prose(text: str) -> str:
    """`text` without what is not prose; a placeholder stays as a word (`«{name}»` keeps
    its quotes tight)."""
    return NOT_PROSE.sub(lambda found: "X" if found.group().startswith("{") else " ", text)


def offenders(lang: str, pattern: re.Pattern[str], domain: str | None = None) -> list[str]:
    found = []
    for name, _message, string in translations(lang, domain):
        hits = pattern.findall(prose(string))
        if hits:
            found.append(f"{name}: {hits[:3]} in {string[:90]!r}")
    return found


# Second person plural, which Italian never uses for one player: imperatives with a pronoun
# (registratelo, scrivetela), "vostro", "voi", and verbs whose -ete/-ite form is no
# participle.
VOI = re.compile(
    r"\b(?:\w+[aei]te(?:lo|la|li|le|ne|ci)|vostr[oaie]|voi|avete|siete|volete|potete|dovete"
    r"|scrivete|aggiungete|scegliete|mettete|omettete|leggete|tenete|vedete|chiudete"
    r"|scoprite|riempite|dividete|digitate)\b",
    re.IGNORECASE,
)


def test_italian_speaks_to_one_player_with_tu() -> None:
    """Issue 23 (words, 5): every Italian catalog says "tu", none "voi"."""
    assert offenders("it", VOI) == []


def test_the_italian_voi_pattern_catches_what_the_review_found() -> None:
    assert VOI.findall(prose("scoprite prima la successiva; registratelo; il vostro turno"))
    assert not VOI.findall(prose("scopri prima la successiva; le carte giocate e scartate"))


ENGLISH = re.compile(
    r"\b(?:the|and|with|you|your|which|player|players|cards|tile|tiles|camels|treasure"
    r"|shows|wins)\b"
)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_no_english_word_is_left_in_a_translation(lang: str) -> None:
    """Issue 23 (words, 8): prose is translated whole; commands and names may stay."""
    assert offenders(lang, ENGLISH) == []


def test_french_puts_a_narrow_space_before_high_punctuation() -> None:
    """Issue 23 (words, 8): U+202F before : ; ! ? » % and after «, in the catalogs
    themselves, so that help pages and every text built from them are right too."""
    plain = re.compile(r"[ \u00a0][:;!?»%]|«[ \u00a0]")
    found = [
        f"{name}: {string[:90]!r}"
        for name, message, string in translations("fr")
        if not any(symbol in msgid(message) for symbol in SYMBOLS) and plain.search(string)
    ]
    assert found == []


def test_one_quote_style_per_language() -> None:
    """Issue 23 (words, 8): English “…”, French « … » with narrow spaces, Italian «…»."""
    english = [
        msgid(message)
        for name in DOMAINS
        for message in catalog(name, "fr")
        if message.id and re.search(r"[«»\"]", prose(msgid(message)))
        if not any(symbol in msgid(message) for symbol in SYMBOLS)
    ]
    assert english == []
    assert offenders("fr", re.compile(r"[“”\"]")) == []
    italian = re.compile(r"[“”\"]|«\s(?!=)|\s»(?! =| «)")  # « = : a legend symbol
    assert offenders("it", italian) == []


@pytest.mark.parametrize(
    ("lang", "domain", "old"),
    [
        # Camel Up, seed 000: tuile Pari-Manche, carte Pari-Course, tuile Désert, tuile
        # Pyramide, marqueur Premier joueur, « Pari sur le vainqueur / le dernier ».
        (
            "fr",
            "camel_up",
            r"[Tt]uiles? de pari|[Cc]artes? de course|[Tt]uiles? désert|[Tt]uiles? pyramide"
            r"|marqueur de premier joueur|[Pp]ile du (?:vainqueur|perdant)",
        ),
        # Camel Up, seed 001: tessera Scommessa di Tappa, carta Scommessa di Gara, tessera
        # Deserto, tessera Piramide, indicatore Giocatore Iniziale, Circuito, riserva.
        (
            "it",
            "camel_up",
            r"[Cc]art[ae] corsa|[Tt]esser[ae] scommessa|[Tt]esser[ae] deserto"
            r"|[Tt]esser[ae] piramide|percorso|\bbanca\b|segnalino di primo giocatore|sulle mazzi",
        ),
        # Through the Desert, seed 002: « la plus grande caravane ».
        ("fr", "desert", r"plus longues? caravanes?|caravanes? la plus longue"),
        # Ramsès, seed 004: the board (plateau de jeu), the tray (calage), one word for a
        # slide (pousser, poussée).
        ("fr", "ramses", r"\bgrille\b|plateau inférieur|gliss|coulisse"),
        ("it", "ramses", r"scorrere|scivol"),
        # Der Schatz des Pharao: plural agreement and "reaches or passes".
        ("it", "pharao", r"si può pescare più|raggiunge il suo numero"),
    ],
)
def test_the_box_s_own_words(lang: str, domain: str, old: str) -> None:
    """Issue 23 (words, 4 and 8): the old words are gone from every message of the game."""
    assert offenders(lang, re.compile(old), domain) == []


@pytest.mark.parametrize(
    "command",
    [(), ("camel",), ("camel", "race"), ("ramses",), ("pharao", "play"), ("desert",), ("log",)],
)
def test_french_help_pages_keep_their_narrow_spaces(cli, command: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 (words, 8): the help pages, the group's list of commands included, show the
    narrow no-break spaces of the catalogs."""
    out = cli.ok(*command, "--help", lang="fr").out
    assert re.findall(r"\w [:;!?»]|« ", out) == []
    assert "\u202f:" in out
