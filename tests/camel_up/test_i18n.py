"""The camel_up catalogs: complete, not fuzzy, same placeholders, compiled, and the names the
table types (colours, sides, piles) as the project decided them."""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from assistant.games.camel_up.state import COLOUR_NAMES, PILE_NAMES, SIDE_NAMES
from assistant.i18n import Translator, load_catalog
from assistant.rulebook import load

LOCALES = Path(__file__).resolve().parents[2] / "locales"
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")  # a format spec may follow the name


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_catalog_complete_and_consistent(lang: str) -> None:
    template = read_po((LOCALES / "camel_up.pot").open("rb"))
    with (LOCALES / lang / "LC_MESSAGES" / "camel_up.po").open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    wanted = {m.id if isinstance(m.id, str) else tuple(m.id) for m in template if m.id}
    found = {m.id if isinstance(m.id, str) else tuple(m.id): m for m in catalog if m.id}
    assert wanted <= set(found), wanted - set(found)
    for key, message in found.items():
        if key not in wanted:
            continue
        assert not message.fuzzy, key
        sources = [key] if isinstance(key, str) else list(key)
        raw = message.string or ""
        strings = [raw] if isinstance(raw, str) else list(raw)
        assert strings and all(s.strip() for s in strings), key
        allowed = [placeholders(source) for source in sources]
        for string in strings:
            assert placeholders(string) in allowed, (key, string)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_compiled_catalog_loads(lang: str) -> None:
    catalog = load_catalog(lang, "camel_up")
    assert isinstance(catalog, gettext.GNUTranslations)
    assert catalog.gettext("blue") != "blue"


def test_names_the_table_types() -> None:
    expected = {
        "fr": {
            "blue": "bleu",
            "green": "vert",
            "orange": "orange",
            "yellow": "jaune",
            "white": "blanc",
            "oasis": "oasis",
            "mirage": "mirage",
            "winner": "vainqueur",
            "loser": "dernier",  # « Pari sur le dernier », the box's pile
        },
        "it": {
            "blue": "blu",
            "green": "verde",
            "orange": "arancione",
            "yellow": "giallo",
            "white": "bianco",
            "oasis": "oasi",
            "mirage": "miraggio",
            "winner": "vincitore",
            "loser": "perdente",
        },
    }
    names = {**COLOUR_NAMES, **SIDE_NAMES, **PILE_NAMES}
    for lang, table in expected.items():
        t = Translator(lang)
        assert {key: t.gettext(names[key]) for key in table} == table


def test_the_desert_tile_is_the_italian_box_s_miraggio() -> None:
    """camel-up/desert-tile in the words of the Italian box (every section is translated:
    `tests/core/test_every_game.py`)."""
    desert = load("camel-up").section("camel-up/desert-tile")
    assert desert is not None
    assert "miraggio" in Translator("it").gettext(desert.text)
    assert "miraggio" in Translator("it").gettext(desert.title)
