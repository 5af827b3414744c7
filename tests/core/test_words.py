"""Names typed at the table: any language, any case, accents optional, prefixes, typos."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.cli.words import choose, split_list, vocabulary
from assistant.errors import UsageError
from assistant.i18n import Translator

CHOICES = vocabulary(
    {"blue": "blue", "white": "white", "yellow": "yellow", "shovel": "shovel", "ladder": "ladder"},
    {"shovel": ["Schaufel"], "ladder": ["Leiter"]},
)


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("blue", "blue"),
        ("BLEU", "blue"),
        ("blu", "blue"),
        ("Bianco", "white"),
        ("echelle", "ladder"),
        ("ÉCHELLE", "ladder"),
        ("jau", "yellow"),
        ("schauf", "shovel"),
    ],
)
def test_names_in_any_language_case_and_accent(word: str, expected: str) -> None:
    assert choose(word, CHOICES, "colour") == expected


def test_ambiguous_prefix_is_refused_with_candidates() -> None:
    from assistant.cli.runtime import Runtime, pushed

    assert choose("b", CHOICES, "colour") == "blue"  # English first: only blue starts so
    with pushed(Runtime(lang_option="fr")), pytest.raises(UsageError) as caught:
        choose("b", CHOICES, "colour")  # bleu or blanc
    assert caught.value.code == "input/ambiguous-name"
    assert "blue or white" in Translator("en").render(caught.value.msg)
    assert "bleu ou blanc" in Translator("fr").render(caught.value.msg)


def test_typo_gets_a_suggestion() -> None:
    with pytest.raises(UsageError) as caught:
        choose("yelow", CHOICES, "colour")
    assert caught.value.code == "input/unknown-name"
    assert "Did you mean yellow?" in str(caught.value)


def test_split_list() -> None:
    assert split_list("ana, bo,,cy ") == ["ana", "bo", "cy"]


@pytest.mark.parametrize(("lang", "suggested"), [("fr", "état"), ("it", "stato"), ("en", "status")])
def test_a_typo_closer_to_another_languages_word_is_named_in_the_readers(
    cli: Any, lang: str, suggested: str
) -> None:
    """`statuts` is closest to the English `status`: a French table is offered `état`."""
    result = cli("camel", "statuts", lang=lang)
    assert result.code == 2 and f"{suggested}" in result.err.split("?")[0].split()[-1]
