"""Play-test 12's findings at the French and Italian tables: a supposed move that reads as
none asks the rules, a game's name with its article glued on, and another player's card
said after a card revealed with its pile first."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]


def logged(cli: Any) -> list[dict[str, Any]]:
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


def test_a_supposed_move_that_makes_no_move_asks_the_rules(cli, prompt_lines) -> None:
    """camel-up/desert-tile: `et si Marc pose son mirage en 7 ?` in a second-edition game
    (no mirage there) is a question about the rules, not an unknown command `si`."""
    start = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
    cli.ok("camel", "new", "--players", "Léa,Marc", "--edition", "2", "--start", start)
    result = prompt_lines("et si Marc pose son mirage en 7 ?\n", lang="fr")
    assert result.code == 0, result.err
    assert "(camel-up/" in result.out.splitlines()[0] and "inconnu" not in result.err
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "nouvelle partie d'À travers le désert avec Léa et Marc, oasis D3, J3, Q3, M7 et B8",
        ),
        (
            "it",
            "nuova partita dell'Attraverso il deserto con Anna e Marco, oasi D3, J3, Q3, M7 e B8",
        ),
    ],
)
def test_a_game_named_with_its_article_glued_on(cli, prompt_lines, lang, line) -> None:
    """through-the-desert/setup: `nouvelle partie d'À travers le désert …` starts the game
    (the elided article is no word of its name)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert cli.ok("sessions", json=True).json["sessions"][0]["game"] == "through-the-desert"


def test_another_players_card_after_a_card_said_pile_first(cli, prompt_lines) -> None:
    """camel-up/reveal: `celle de bo est orange aussi` after `sur le dernier, cy avait mis le
    vert` is bo's card on the loser pile (the word `le` of the first line is no colour to
    replace)."""
    cli.ok("replay", str(REPO / "examples" / "camel-up" / "full-game.txt"))
    for _ in range(3):
        cli.ok("undo")
    lines = "sur le dernier, cy avait mis le vert\ncelle de bo est orange aussi\n"
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    moves = [(m.get("player"), m["pile"], m["colours"]) for m in logged(cli)[-2:]]
    assert moves == [("cy", "loser", ["green"]), ("bo", "loser", ["orange"])]


def test_a_supposed_move_naming_no_hex_asks_the_rules(cli, prompt_lines) -> None:
    """through-the-desert/end: `cosa succede se Giulia mette l'ultimo rosa?` names no hex
    (`l'ultimo`): the rules answer it, not a refusal of a camel on hex «l'ultimo»."""
    cli.ok("desert", "new", "--players", "Giulia,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines("cosa succede se Giulia mette l'ultimo rosa?\n", lang="it")
    assert result.code == 0, result.err
    first = result.out.splitlines()[0]
    assert first == "Fine della partita  (through-the-desert/fine-della-partita)", result.out
    assert "in l'ultimo" not in result.out + result.err


def test_a_question_answered_first_by_the_section_titled_with_its_words(prompt_lines) -> None:
    """schatz-der-pharao/curse: before any game, `come funziona la maledizione?` shows the
    section titled *Maledizione*, before Ramsès' *La maledizione della mummia*."""
    result = prompt_lines("come funziona la maledizione?\n", lang="it")
    assert result.code == 0, result.err
    assert result.out.splitlines()[0] == "Maledizione  (schatz-der-pharao/maledizione)"


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "combien de cartes a Léa ?", "Léa a gagné 1 carte."),
        ("fr", "combien de cartes a gagné Marc ?", "Marc a gagné 0 carte."),
        ("it", "quante carte ha vinto Léa?", "Léa ha vinto 1 carta."),
        ("en", "how many cards has Léa won?", "Léa has won 1 card."),
    ],
)
def test_the_cards_a_ramses_player_won_asked_in_words(cli, prompt_lines, lang, line, said):
    """ramses/end: the cards a player won, asked in words, are said in one line (it showed a
    rules section)."""
    cli.ok("ramses", "new", "--players", "Léa,Marc")
    cli.ok("ramses", "reveal", "2", "crown")
    cli.ok("ramses", "found")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.strip() == said, result.out
