"""Play-test 11 findings at the Ramsès table (Italian and French): a slide that showed
nothing said before a find on one line, a duel's stakes said with pronouns, and the
questions and phrasing of a turn (the scorpion's neighbour, whose turn to reveal, the
reveal after the sandstorm, the whole row pushed)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.test_play_mode_games import logged


def said(text: str) -> str:
    return " ".join(text.replace("\u202f", " ").split())


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Luca spinge una piramide: niente; ne spinge un'altra e trova il pugnale"),
        ("it", "Luca: niente, poi trova il pugnale"),
        ("fr", "Luca pousse une pyramide : rien ; il en pousse une autre et trouve le pugnale"),
        ("fr", "Luca : rien, puis trouve le pugnale"),
        ("en", "Luca slides a pyramid: nothing; slides another and finds the pugnale"),
        ("en", "Luca: nothing, then finds the pugnale"),
    ],
)
def test_a_slide_that_showed_nothing_is_left_out_of_a_line(cli, prompt_lines, lang, line) -> None:
    """ramses/turn: a part of a line that says a pyramid slid and showed nothing records
    nothing and is left out; the find said after it is recorded, as on its own line."""
    cli.ok("ramses", "new", "--players", "Luca,Anna,Sara")
    cli.ok("ramses", "reveal", "3", "pugnale")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1]["type"] == "found" and logged(cli)[-1]["player"] == "Luca"


@pytest.mark.parametrize(
    ("lang", "line", "unread"),
    [
        (
            "it",
            "Luca spinge una piramide: niente; poi trova il pugnale d'oro antico e bello",
            "poi trova",
        ),
        (
            "fr",
            "Luca pousse une pyramide : rien ; puis trouve le poignard d'or antique et beau",
            "puis trouve",
        ),
        (
            "en",
            "Luca slides a pyramid: nothing; then finds the old golden dagger of the king",
            "then finds",
        ),
    ],
)
def test_a_move_after_a_slide_that_showed_nothing_is_never_dropped(
    cli, prompt_lines, lang, line, unread
) -> None:
    """ramses/turn: when the move said after a slide that showed nothing does not read,
    the answer names its words as not read (not a plain "nothing to record"); nothing
    is recorded."""
    cli.ok("ramses", "new", "--players", "Luca,Anna,Sara")
    cli.ok("ramses", "reveal", "3", "pugnale")
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code != 0
    assert unread in said(result.err) and "ramses/turn" in result.err
    assert len(logged(cli)) == before


@pytest.mark.parametrize(
    ("lang", "line", "winner", "slid"),
    [
        (
            "fr",
            "Marc remporte le duel contre Zoé : il mise son vase, elle sa lampe de 1, et c'est "
            "Zoé qui a poussé en dernier",
            "Marc",
            "Zoé",
        ),
        ("fr", "Zoé remporte le duel contre Marc : elle mise sa lampe, il son vase", "Zoé", "Zoé"),
        ("fr", "Marc gagne le duel : il a misé son vase, Zoé sa lampe", "Marc", "Marc"),
        ("it", "Marc vince il duello contro Zoé: lui punta il vase, lei la lampe", "Marc", "Marc"),
        ("it", "Zoé vince il duello: lei punta la lampe, lui il vase", "Zoé", "Zoé"),
        ("en", "Zoé wins the duel against Marc: she stakes her lampe, he his vase", "Zoé", "Zoé"),
    ],
)
def test_a_duels_stakes_said_with_pronouns(cli, prompt_lines, lang, line, winner, slid) -> None:
    """ramses/duel: a pronoun for a stake's owner (`il`, `elle`, `lui`, `lei`, `he`, `she`)
    is the duellist it can only be: the winner first, then the other duellist; one duel
    recorded with each stake its owner's."""
    from tests.core.test_play11_ramses import duel_of

    duel_of(cli, "Léa,Marc,Zoé")
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    moves = logged(cli)
    assert len(moves) == before + 1
    assert (moves[-1]["type"], moves[-1]["winner"], moves[-1]["player"]) == ("duel", winner, slid)
    assert moves[-1]["stakes"]["Marc"]["treasure"] == "vase"
    assert moves[-1]["stakes"]["Zoé"]["treasure"] == "lampe"


def scorpion_of(cli: Any, players: str, action: str = "scorpion") -> None:
    """A game of three at the second deck, a scorpion (or `action`) declared: the second
    player, whose turn it is, is the one stung (their cards: vase, poignard, statue)."""
    from tests.core.test_play_mode_games import DECK_ONE

    cli.ok("ramses", "new", "--players", players)
    for treasure in DECK_ONE:
        cli.ok("ramses", "reveal", "1", treasure)
        cli.ok("ramses", "found")
    cli.ok("ramses", "special", action)


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        ("it", "Anna può dare l'anello a Marco?", "vicino di destra di Anna, Luca, non a Marco"),
        ("it", "Anna deve dare una carta a Marco?", "vicino di destra di Anna, Luca, non a Marco"),
        ("it", "Anna deve dare una carta a Luca?", "Sì: Anna dà una delle sue carte"),
        ("fr", "est-ce que Anna doit donner une carte à Marco ?", "voisin de droite d’Anna, Luca"),
        ("fr", "est-ce qu'Anna peut donner son vase à Luca ?", "Oui, Anna peut"),
        ("en", "can Anna give the vase to Marco?", "right-hand neighbour of Anna, Luca"),
        ("en", "must Anna give a card to Luca?", "Yes: Anna gives one of their cards"),
    ],
)
def test_the_scorpions_card_asked_about(cli, prompt_lines, lang, line, answer) -> None:
    """ramses/scorpion: a question of the card the stung player gives (`può dare`, `doit
    donner`, `must give`; a card said without its treasure: any of theirs) is answered as
    `check` would: no, with the rule, when it names another than the right-hand neighbour;
    yes when it names them. Nothing is recorded."""
    scorpion_of(cli, "Luca,Anna,Marco")
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert answer in said(result.out + result.err)
    if not answer.startswith(("Sì", "Oui", "Yes")):
        assert "ramses/scorpion" in result.out + result.err
    assert len(logged(cli)) == before


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        ("it", "Sara può scoprire la prossima carta?", "No. Tocca a Marco, non a Sara."),
        ("it", "Marco può scoprire la prossima carta?", "Sì, tocca a Marco"),
        ("fr", "Sara peut-elle retourner la carte suivante ?", "Non. C’est au tour de Marco"),
        ("fr", "est-ce que Marco peut retourner la prochaine carte ?", "Oui, c’est au tour"),
        ("en", "can Sara reveal the next card?", "No. It is Marco's turn, not Sara's."),
    ],
)
def test_who_may_reveal_the_next_card_asked(cli, prompt_lines, lang, line, answer) -> None:
    """ramses/turn: a question of whether a player may turn the next card over (`può
    scoprire la prossima carta?`) is answered with whose turn it is (no, with the rule, out
    of turn; yes, with the words to say the card, on theirs); nothing is recorded."""
    cli.ok("ramses", "new", "--players", "Marco,Sara,Luca")
    result = prompt_lines(line + "\n", lang=lang)
    assert answer in said(result.out + result.err)
    assert logged(cli) == []


def test_the_next_card_asked_while_one_is_face_up(cli, prompt_lines) -> None:
    """ramses/turn: while a card is face up the next is not turned over: the question is
    answered no, with the card face up."""
    cli.ok("ramses", "new", "--players", "Marco,Sara,Luca")
    cli.ok("ramses", "reveal", "2", "vaso")
    result = prompt_lines("Marco può scoprire la prossima carta?\n", lang="it")
    assert "C’è già una carta scoperta: vaso (2)" in said(result.out)
    assert len(logged(cli)) == 1


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Anna ruota il tabellone e scopre un vase da 3"),
        ("it", "Anna gira il tabellone di un quarto, poi scopre un vase da 3"),
        ("fr", "Anna tourne le plateau et retourne un vase de 3"),
        ("fr", "Anna fait tourner le plateau puis retourne 3 vase"),
        ("en", "Anna turns the board and reveals a vase 3"),
    ],
)
def test_the_card_revealed_after_the_board_turned(cli, prompt_lines, lang, line) -> None:
    """ramses/sandstorm: the board said turned before the card (`ruota il tabellone e scopre
    un vaso da 3`) is the sandstorm's turn, done at the table: the card is revealed."""
    scorpion_of(cli, "Luca,Anna,Marco", "sandstorm")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert (move["type"], move["value"], move["treasure"]) == ("reveal", 3, "vase")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Anna spinge tutta la fila e trova il papiro"),
        ("it", "Anna spinge l'intera fila e trova il papiro"),
        ("fr", "Anna pousse toute la rangée et trouve le papiro"),
        ("en", "Anna pushes the whole row and finds the papiro"),
    ],
)
def test_the_whole_row_pushed(cli, prompt_lines, lang, line) -> None:
    """ramses/strength: with superhuman strength a player pushes a whole row of
    pyramids (`tutta la fila`, `toute la rangée`, `the whole row`), read as pyramids slid:
    the treasure sought found."""
    scorpion_of(cli, "Luca,Anna,Sara", "strength")
    cli.ok("ramses", "reveal", "2", "papiro", "--new")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1]["type"] == "found" and logged(cli)[-1]["player"] == "Anna"
