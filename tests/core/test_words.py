"""Names typed at the table: any language, any case, accents optional, prefixes, typos."""

from __future__ import annotations

import pytest

from assistant.cli.words import choose, split_list
from assistant.errors import UsageError

CHOICES = {
    "blue": ["blue", "bleu", "blu"],
    "white": ["white", "blanc", "bianco"],
    "yellow": ["yellow", "jaune", "giallo"],
    "shovel": ["shovel", "pelle", "pala", "Schaufel"],
    "ladder": ["ladder", "échelle", "scala", "Leiter"],
}


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
    with pytest.raises(UsageError) as caught:
        choose("b", CHOICES, "colour")
    assert caught.value.code == "input/ambiguous-name"
    assert "blue, white" in str(caught.value)


def test_typo_gets_a_suggestion() -> None:
    with pytest.raises(UsageError) as caught:
        choose("yelow", CHOICES, "colour")
    assert caught.value.code == "input/unknown-name"
    assert "Did you mean yellow?" in str(caught.value)


def test_split_list() -> None:
    assert split_list("ana, bo,,cy ") == ["ana", "bo", "cy"]
