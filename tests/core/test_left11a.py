"""Play-test findings of the French and Italian tables (round 11, part a)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "rebattre"),
        ("fr", "remélanger"),
        ("fr", "rebat"),
        ("fr", "rebattre la défausse"),
        ("fr", "quand est-ce qu'on rebat les cartes ?"),
        ("it", "rimescolare"),
        ("it", "rimescola il mazzo"),
        ("en", "reshuffle"),
        ("en", "shuffle the discard pile"),
    ],
)
def test_a_reshuffle_said_with_any_verb_finds_the_draw_pile(cli, lang: str, words: str) -> None:
    """schatz-der-pharao/draw-pile: `rebattre`, `rebat`, `rebattre la défausse` (a verb in
    -re by its stem: rebattre, rebat, bat), `rimescola il mazzo`, `reshuffle` lead to the
    section on the draw pile running out."""
    found = cli.ok("rules", "pharao", *words.split(), lang=lang, json=True).json
    assert found["results"][0]["id"] == "schatz-der-pharao/draw-pile", found["results"][:3]
