"""Play-test 11 (French table), findings P1, P2, O4 and the command line's suggestions."""

from __future__ import annotations

import pytest

PHARAO = ("pharao", "new", "--players", "Zoé,Marc,Léa", "--adventures", "7,4,10,5,9")


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "combien de cartes a Zoé en main ?", "Zoé a 5 cartes en main."),
        ("fr", "Zoé a combien de cartes ?", "Zoé a 5 cartes en main."),
        ("fr", "combien d'aventures a réussi Marc ?", "Marc a réussi 0 aventure."),
        ("it", "quante carte ha in mano Zoé?", "Zoé ha 5 carte in mano."),
        ("it", "quante carte ha Zoé?", "Zoé ha 5 carte in mano."),
        ("it", "Léa quante carte ha?", "Léa ha 5 carte in mano."),
        ("en", "how many cards does Zoé hold?", "Zoé has 5 cards in hand."),
        ("en", "how many adventures has Léa beaten?", "Léa has beaten 0 adventures."),
    ],
)
def test_a_count_asked_in_words_is_said_in_one_line(cli, prompt_lines, lang, line, said) -> None:
    """schatz-der-pharao/tracking: a player's cards in hand asked in words is the one
    sentence of the status's count, not a rules search (play-test 11, P1)."""
    cli.ok(*PHARAO)
    result = prompt_lines(f"{line}\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.strip().splitlines()[-1] == said.replace(" ?", "\u202f?")


def test_a_count_with_other_words_is_not_taken_for_the_hand(cli, prompt_lines) -> None:
    """schatz-der-pharao/tracking: a question of cards with a word the hand's count does not
    take (`posé`: the cards laid down) is not answered with the hand."""
    cli.ok(*PHARAO)
    result = prompt_lines("combien de cartes a posé Zoé ?\n", lang="fr")
    assert "en main" not in result.out


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "combien de tuiles pyramide a Léa ?", "Léa a pris 1 tuile Pyramide pendant"),
        ("it", "quante tessere piramide ha Marc?", "Marc ha preso 0 tessere Piramide in"),
        ("en", "how many pyramid tiles has Léa taken?", "Léa has taken 1 pyramid tile this"),
    ],
)
def test_the_pyramid_tiles_of_a_player_asked_in_words(cli, prompt_lines, lang, line, said) -> None:
    """camel-up/pyramid-tile: a player's pyramid tiles asked in words, in one line."""
    cli.ok(
        "camel", "new", "--players", "Léa,Marc", "--start", "1:green,yellow 2:orange 3:blue,white"
    )
    cli.ok("camel", "pyramid", "blue", "2", "--player", "Léa")
    result = prompt_lines(f"{line}\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.strip().splitlines()[-1].startswith(said)


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "combien de marqueurs a Léa ?", "Léa a pris 0 marqueur de point d’eau (0 point)."),
        ("it", "quanti segnalini ha Marc?", "Marc ha preso 0 segnalini pozza (0 punti)."),
        ("en", "how many markers does Léa have?", "Léa has taken 0 water-hole markers (0 points)."),
    ],
)
def test_the_water_markers_of_a_player_asked_in_words(cli, prompt_lines, lang, line, said) -> None:
    """through-the-desert/water-holes: a player's water-hole markers asked in words, in one
    line with their points."""
    cli.ok("desert", "new", "--players", "Léa,Marc", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(f"{line}\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.strip().splitlines()[-1] == said
