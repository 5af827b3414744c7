"""Der Schatz des Pharao said at the table in words, as a French or Italian table types it.

The moves of a turn said in sentences (a spell and the marker it moves, the marker left
where it is after an exact hit, cards swapped, a card played with the words around it, a
curse's discard named by its symbol) and the answers a table reads back (a display past the
treasure said once). Every refusal names what is wrong and its rule, and records nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.real_game

ADVENTURES = ("--adventures", "7,4,10,5,9")


def logged(cli: Any) -> list[dict[str, Any]]:
    """The moves of the current session's journal, as `log --json` gives them."""
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


def said(text: str) -> str:
    """`text` on one line, French no-break spaces as plain ones."""
    return " ".join(text.replace("\u202f", " ").replace("\u00a0", " ").split())


def new(cli: Any, players: str = "Léa,Paul,Zoé") -> None:
    cli.ok("pharao", "new", "--players", players, *ADVENTURES)


def treasure_reached(cli: Any) -> None:
    """Zoé on the treasure with 8 on display: she beats her five adventures by exact hits
    (each time drawing a card as her second action) while Sara swaps a card."""
    cli.ok("pharao", "new", "--players", "Zoé,Sara", "--adventures", "4,5,6,7,8")
    for value in (4, 5, 6, 7, 8):
        cli.ok("pharao", "play", "ladder", str(value))
        cli.ok("pharao", "draw", "1")
        cli.ok("pharao", "swap", "1")
    cli.ok("pharao", "play", "ladder", "8")  # Zoé: 8 of 12


@pytest.mark.parametrize(
    ("lang", "shown", "once"),
    [
        ("fr", "Zoé dépasse 12 : rien ne se passe", "font 13"),
        ("it", "Zoé va oltre il 12: non succede nulla", "fanno 13"),
        ("en", "Zoé goes past 12: nothing happens", "13 of 12"),
    ],
)
def test_a_display_past_the_treasure_says_its_total_once(
    cli, prompt_lines, lang, shown, once
) -> None:
    """schatz-der-pharao/treasure: a display past 12 on the treasure: one line says what it
    means, the display line its total (said once, not twice)."""
    treasure_reached(cli)
    cli.ok("pharao", "swap", "1")  # Sara
    result = prompt_lines("échelle 5\n", lang=lang)
    assert result.code == 0, result.err
    text = said(result.out)
    assert shown in text and text.count("13") == 1 and once in text, text
    assert "del Zoé" not in text


def test_a_spell_as_the_last_card_says_what_beats_the_adventure(cli) -> None:
    """schatz-der-pharao/empty-hand: the note of a spell played as the last card says the
    empty hand beats the adventure (`grâce à la main vide`)."""
    cli.ok("pharao", "new", "--players", "Léa,Paul", *ADVENTURES)
    for _ in range(4):
        cli.ok("pharao", "play", "protection")
        cli.ok("pharao", "draw", "1")
    result = cli.ok("pharao", "check", "play", "spell", lang="fr")
    assert "le sort réussit l’aventure 7 grâce à la main vide" in said(result.out)
