"""The French and Italian catalogs are complete, current and really loaded.

For every domain (`locales/<domain>.cfg`): the messages extracted from the sources *now* are
all translated in fr and it, none is fuzzy, placeholders match the English, the committed
.mo files say what the .po files say, and the run-time loader returns real catalogs.
"""

from __future__ import annotations

import gettext
import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

from assistant.i18n import Translator, _catalogs, domains, load_catalog

REPO = Path(__file__).resolve().parents[2]
LOCALES = REPO / "locales"
LANGS = ("fr", "it")
KEYWORDS = {"N_": None, "Plural": (1, 2)}
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")

DOMAINS_PRESENT = sorted(p.stem for p in LOCALES.glob("*.cfg"))


@cache
def extracted(domain: str) -> frozenset[str]:
    """Message ids the sources and rulebooks of `domain` hold today."""
    with (LOCALES / f"{domain}.cfg").open() as handle:
        method_map, options_map = parse_mapping_cfg(handle)
    ids = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
        str(REPO), method_map, options_map, keywords=KEYWORDS, strip_comment_tags=True
    ):
        ids.add(message if isinstance(message, str) else message[0])
    return frozenset(ids)


@cache
def po(domain: str, lang: str) -> Catalog:
    path = LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"
    with path.open("rb") as handle:
        return read_po(handle)


def test_every_domain_has_a_mapping_and_is_known_to_the_loader() -> None:
    assert set(DOMAINS_PRESENT) == set(domains())
    assert "assistant" in DOMAINS_PRESENT


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", DOMAINS_PRESENT)
def test_catalog_is_complete_and_not_fuzzy(domain: str, lang: str) -> None:
    assert extracted(domain), f"{domain}: its mapping file finds no messages"
    catalog = po(domain, lang)
    missing, fuzzy, placeholders = [], [], []
    for msgid in sorted(extracted(domain)):
        message = catalog.get(msgid)
        if message is None:
            # plural messages are keyed by their singular form
            message = next(
                (m for m in catalog if isinstance(m.id, tuple) and m.id[0] == msgid), None
            )
        strings = (
            list(message.string)
            if message and isinstance(message.string, tuple)
            else [message.string if message else ""]
        )
        if message is None or not all(strings):
            missing.append(msgid)
            continue
        if message.fuzzy:
            fuzzy.append(msgid)
        ids = list(message.id) if isinstance(message.id, tuple) else [message.id]
        wanted = set().union(*(set(PLACEHOLDER.findall(i)) for i in ids))
        for string in strings:
            if set(PLACEHOLDER.findall(string)) != wanted:
                placeholders.append((msgid, string))
    assert not missing, f"{lang}/{domain}: untranslated: {missing[:10]}"
    assert not fuzzy, f"{lang}/{domain}: fuzzy: {fuzzy[:10]}"
    assert not placeholders, f"{lang}/{domain}: placeholders differ: {placeholders[:5]}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", DOMAINS_PRESENT)
def test_compiled_catalog_matches_po(domain: str, lang: str) -> None:
    compiled = load_catalog(lang, domain)
    assert type(compiled) is gettext.GNUTranslations
    stale = []
    for message in po(domain, lang):
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            got = compiled.ngettext(message.id[0], message.id[1], 1)
            want = message.string[0]
        else:
            got, want = compiled.gettext(message.id), message.string
        if want and got != want:
            stale.append(message.id)
    assert not stale, (
        f"{lang}/{domain}.mo is older than the .po; run tools/i18n.py compile: {stale[:5]}"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_runtime_loads_real_catalogs_not_null_translations(lang: str) -> None:
    merged = _catalogs(lang)
    assert isinstance(merged, gettext.GNUTranslations), "catalog silently fell back to English"
    assert Translator(lang).gettext("Players") != "Players"


def test_english_needs_no_catalog_and_falls_back_to_the_source() -> None:
    t = Translator("en")
    assert t.gettext("Players") == "Players"
    assert Translator("fr").gettext("a message nobody translated") == "a message nobody translated"


@pytest.mark.parametrize("lang", LANGS)
def test_a_message_shared_by_two_domains_is_translated_the_same_way(lang: str) -> None:
    seen: dict[str, tuple[str, str]] = {}
    clashes = []
    for domain in DOMAINS_PRESENT:
        if not (LOCALES / lang / "LC_MESSAGES" / f"{domain}.po").exists():
            continue
        for message in po(domain, lang):
            if not message.id or isinstance(message.id, tuple) or not message.string:
                continue
            if message.id in seen and seen[message.id][1] != message.string:
                clashes.append((message.id, seen[message.id], (domain, message.string)))
            seen.setdefault(message.id, (domain, message.string))
    assert not clashes, clashes[:5]
