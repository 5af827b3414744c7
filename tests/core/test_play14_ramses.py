"""Play-test 14 (French table) at Ramsès: a miss said in a sentence records the treasure
that showed, never the words around it (`raté pour Marc, c'est un poignard`)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.test_play_mode_games import logged

NEW = ("ramses", "new", "--players", "Lea,Marc,Zoe", "--advanced")


def started(cli: Any, treasure: str) -> None:
    cli.ok(*NEW)
    cli.ok("ramses", "reveal", "3", treasure)


@pytest.mark.parametrize(
    ("lang", "line", "crown", "treasure", "scarab"),
    [
        ("fr", "raté pour Lea, c'est un poignard", "couronne", "poignard", False),
        ("fr", "raté pour Lea c'est un poignard", "couronne", "poignard", False),
        ("fr", "raté c'est un poignard pour Lea", "couronne", "poignard", False),
        ("it", "sbagliato per Lea, è un pugnale", "corona", "pugnale", False),
        ("it", "sbagliato per Lea, era un pugnale", "corona", "pugnale", False),
        ("en", "missed for Lea, it's a dagger", "crown", "dagger", False),
        # the scarab said after a comma is read with the miss, never part of the treasure
        ("fr", "raté, c'est une lampe, elle joue son scarabée", "couronne", "lampe", True),
        (
            "fr",
            "raté, c'est un collier, mais Lea utilise son scarabée",
            "couronne",
            "collier",
            True,
        ),
        ("it", "sbagliato, era una lampada, lei usa il suo scarabeo", "corona", "lampada", True),
        ("it", "sbagliato, è una collana, ma Lea usa lo scarabeo", "corona", "collana", True),
        ("en", "missed, it's a lamp, she plays her scarab", "crown", "lamp", True),
    ],
)
def test_a_miss_said_in_a_sentence_records_the_treasure_alone(
    cli, prompt_lines, lang, line, crown, treasure, scarab
) -> None:
    """ramses/components, ramses/scarab: `pour NAME` and `c'est un` said with a miss, and a
    scarab said after a comma (`, elle joue son scarabée`), are no part of the treasure that
    showed: the miss records `poignard` for that player, with the scarab when said."""
    started(cli, crown)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {
        "type": "miss",
        "player": "Lea",
        "scarab": scarab,
        "treasure": treasure,
    }


@pytest.mark.parametrize(
    ("lang", "line", "crown"),
    [
        ("fr", "raté pour Marc, c'est un poignard", "couronne"),  # Lea's turn
        ("fr", "raté, c'est un collier, mais Marc utilise son scarabée", "couronne"),
        ("fr", "raté, c'est un beau grand poignard doré", "couronne"),
        ("fr", "raté, c'est un poignard de Marc", "couronne"),
    ],
)
def test_words_that_name_no_treasure_refuse_the_line(cli, prompt_lines, lang, line, crown) -> None:
    """ramses/components: words that cannot be part of a treasure's name (a remark after
    a comma, a player's name, too many words) refuse the whole line: nothing is recorded,
    so no made-up treasure counts among the board's 12."""
    started(cli, crown)
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert len(logged(cli)) == before, result.out
    assert "Error" in result.err or "Erreur" in result.err or "Errore" in result.err


NOT_READ = {"fr": "Non lu", "it": "Non letto", "en": "Not read"}


@pytest.mark.parametrize(
    ("lang", "line", "crown", "remark", "move"),
    [
        ("fr", "Lea le trouve, c'était la dernière carte", "couronne", "la dernière carte", {}),
        ("fr", "Lea trouve la couronne, la dernière carte", "couronne", "la dernière carte", {}),
        ("it", "Lea la trova, era l'ultima carta", "corona", "l'ultima carta", {}),
        ("en", "Lea finds it, it was the last card", "crown", "the last card", {}),
        (
            "fr",
            "raté, c'est un collier, la dernière carte",
            "couronne",
            "la dernière carte",
            {"scarab": False, "treasure": "collier"},
        ),
        (
            "it",
            "sbagliato, è una lampada, l'ultima carta",
            "corona",
            "l'ultima carta",
            {"scarab": False, "treasure": "lampada"},
        ),
    ],
)
def test_a_remark_about_the_card_after_a_find_is_named_not_read(
    cli, prompt_lines, lang, line, crown, remark, move
) -> None:
    """ramses/turn: a remark after the move (`, c'était la dernière carte`) holds the card's
    noun, no move: the move is recorded and the remark named as not read."""
    started(cli, crown)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    kind = "miss" if move else "found"
    assert logged(cli)[-1] == {"type": kind, "player": "Lea", **move}
    assert NOT_READ[lang] in result.out and remark in result.out


@pytest.mark.parametrize(
    ("lang", "line", "crown", "said"),
    [
        ("fr", "est-ce que Lea peut encore gagner ?", "couronne", "ne nomme aucun trésor"),
        ("fr", "Zoe peut-elle gagner ?", "couronne", "ne nomme aucun trésor"),
        ("it", "Zoe può ancora vincere?", "corona", "non nomina alcun tesoro"),
    ],
)
def test_who_can_still_win_is_never_a_treasure(cli, prompt_lines, lang, line, crown, said) -> None:
    """ramses/end: `gagner` asked with a card face up names no treasure: refused with the
    command that gives the points now; nothing recorded."""
    started(cli, crown)
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert len(logged(cli)) == before
    assert said in " ".join(result.err.replace("\u202f", " ").split())
