"""`que se passe-t-il si … ?`, `cosa succede se … ?`, `what happens if …?` about a move: the
move is tried in a journal transaction taken back at once; its answer is shown, then that
nothing is recorded. A move the rules refuse gets `check`'s answer; words that say no move
search the rules."""

from __future__ import annotations

from typing import Any

import pytest

START = "1:blue 2:green,orange 3:yellow,white"


def logged(cli: Any) -> list[dict[str, Any]]:
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


@pytest.mark.parametrize(
    ("lang", "line", "moved", "told"),
    [
        (
            "it",
            "cosa succede se Luca tira l'arancione e fa 3?",
            "arancione va dalla casella 2 alla casella 5",
            "Era una domanda: non è stato registrato niente.",
        ),
        (
            "fr",
            "que se passe-t-il si Luca lance l'orange et fait 3 ?",
            "orange va de la case 2 à la case 5",
            "C’était une question\u202f: rien n’est enregistré.",
        ),
        (
            "en",
            "what happens if Luca rolls orange 3?",
            "orange moves from space 2 to space 5",
            "That was a question: nothing is recorded.",
        ),
    ],
)
def test_a_move_supposed_is_shown_and_not_recorded(cli, prompt_lines, lang, line, moved, told):
    """camel-up/movement: the die's move is told (orange carries nothing: yellow and white
    are on 3), the journal stays empty, and the turn is still Luca's."""
    cli.ok("camel", "new", "--players", "Luca,Anna", "--start", START)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert moved in result.out and told in result.out, result.out
    assert logged(cli) == []
    assert cli.ok("camel", "status", json=True).json["current_player"] == "Luca"


def test_a_move_supposed_that_the_rules_refuse_gets_the_check_answer(cli, prompt_lines):
    """camel-up/desert-tile: `et si Luca pose son mirage en 3 ?` (camels on 3) is answered no,
    with the rule, as `vérifier` answers; a question's "no" is no failed line (exit 0)."""
    cli.ok("camel", "new", "--players", "Luca,Anna", "--start", START)
    result = prompt_lines("et si Luca pose son mirage en 3 ?\n", lang="fr")
    assert result.code == 0, result.err
    assert "Non, Luca ne peut pas poser sa tuile Désert sur la case 3" in result.out, result.out
    assert "camel-up/desert-tile" in result.out + result.err
    assert logged(cli) == []


def test_undo_after_a_supposed_move_has_nothing_to_take_back(cli, prompt_lines) -> None:
    """camel-up/turn: the move supposed never was: `annulla` after it finds nothing to undo,
    and the next real move is recorded as the first."""
    cli.ok("camel", "new", "--players", "Luca,Anna", "--start", START)
    lines = "cosa succede se Luca tira il blu e fa 2?\nannulla\nLuca tira il verde: 1\n"
    result = prompt_lines(lines, lang="it")
    assert "Niente da annullare" in result.out + result.err
    assert [m["type"] for m in logged(cli)] == ["roll"]
    assert logged(cli)[0]["colour"] == "green"


def test_a_question_that_says_no_move_searches_the_rules(cli, prompt_lines) -> None:
    """schatz-der-pharao/draw-pile: `cosa succede se il mazzo finisce?` says no move: the
    rules answer it."""
    cli.ok("pharao", "new", "--players", "Anna,Luca", "--adventures", "7,4,10,5,9")
    result = prompt_lines("cosa succede se il mazzo finisce?\n", lang="it")
    assert result.code == 0, result.err
    assert "Era una domanda" not in result.out
    assert "(schatz-der-pharao/" in result.out.splitlines()[0]
