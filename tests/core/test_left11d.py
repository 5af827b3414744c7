"""Play-test 11, Camel Up: questions and moves said as a French or Italian table says them,
the words of the answers, and the export's money."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.real_game

START = {
    "fr": "nouvelle partie de Camel Up deuxième édition avec Léa, Marc et Zoé : bleu et rouge "
    "sur la 1, vert sur la 2, jaune et violet sur la 3, blanc sur la 14 et noir sur la 16",
    "it": "nuova partita di Camel Up seconda edizione con Léa, Marc e Zoé: blu e rosso sulla 1, "
    "verde sulla 2, giallo e viola sulla 3, bianco sulla 14 e nero sulla 16",
    "en": "new game of Camel Up second edition with Léa, Marc and Zoé: blue and red on 1, "
    "green on 2, yellow and purple on 3, white on 14 and black on 16",
}
"""A second-edition game of three, Léa first, said in each language."""


def said(prompt_lines: Any, lang: str, *lines: str) -> str:
    """What the table answers to LINES after the start, its whitespace made single."""
    result = prompt_lines("\n".join((START[lang], *lines)) + "\n", lang=lang)
    return " ".join(f"{result.out}\n{result.err}".split())


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        ("fr", "est-ce que Marc peut parier sur le blanc pour la victoire ?", "chameau fou"),
        ("fr", "est-ce que Marc peut parier sur le bleu pour la défaite ?", "pile du dernier"),
        ("it", "Marc può scommettere sul bianco per la vittoria?", "cammello pazzo"),
        ("it", "Marc può scommettere sul blu per la sconfitta?", "mazzo del perdente"),
        ("en", "can Marc bet on white for the win?", "crazy camel"),
        ("en", "can Marc bet on blue for the loss?", "loser pile"),
    ],
)
def test_finish_card_said_for_the_win_or_the_loss(prompt_lines, lang, line, expected) -> None:
    """camel-up/finish-card: a bet `pour la victoire`, `per la sconfitta` is a finish card on
    that pile, not a betting ticket worth `pour`."""
    text = said(prompt_lines, lang, line)
    assert expected in text
    assert "pour »" not in text and "«per»" not in text
