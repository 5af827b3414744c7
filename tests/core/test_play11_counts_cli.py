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
    assert "Zoé a 5 cartes en main" not in result.out, result.out


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


def curse_table(cli) -> None:
    """Léa to play; Marc shows shovel 3 and shovel 2, Zoé shovel 1 and shovel 4."""
    cli.ok("pharao", "new", "--players", "Léa,Marc,Zoé", "--adventures", "7,4,10,5,9")
    for move in (
        ("play", "spell", "--marker", "shovel"),
        ("draw", "2"),
        ("play", "shovel", "3"),
        ("play", "shovel", "1"),
        ("draw", "1"),
        ("play", "shovel", "2"),
        ("play", "shovel", "4"),
    ):
        cli.ok("pharao", *move)


def discards(cli) -> list[list[object]]:
    moves = cli.ok("log", json=True).json["moves"]
    return [[who, *card] for who, card in moves[-1]["move"]["discards"]]


@pytest.mark.parametrize(
    ("lang", "line", "example"),
    [
        (
            "fr",
            "Léa joue une malédiction",
            "Léa joue une malédiction : Marc perd la pelle 3 et Zoé perd la pelle 1",
        ),
        (
            "it",
            "Léa gioca una maledizione",
            "Léa gioca una maledizione: Marc perde la pala 3 e Zoé perde la pala 1",
        ),
        (
            "en",
            "Léa plays a curse",
            "Léa plays a curse: Marc loses the shovel 3 and Zoé loses the shovel 1",
        ),
    ],
)
def test_a_curse_names_every_choice_it_needs(cli, prompt_lines, lang, line, example) -> None:
    """schatz-der-pharao/curse: a curse that needs two players' choices is refused once,
    naming both, with an example in the table's words that records it (play-test 11, P2)."""
    curse_table(cli)
    result = prompt_lines(f"{line}\n", lang=lang)
    said = " ".join(result.err.split())
    assert "Marc" in said and "Zoé" in said and "--" not in said
    assert f"`{example}`" in said.replace("\u202f", " ")
    assert "pelle 1 ou pelle 4 pour Zoé" in said or lang != "fr"
    result = prompt_lines(f"{example}\n", lang=lang)
    assert result.code == 0, result.err
    assert discards(cli) == [["Marc", "shovel", 3], ["Zoé", "shovel", 1]]


def test_a_curse_with_one_choice_said_asks_for_the_other(cli, prompt_lines) -> None:
    """schatz-der-pharao/curse: the choice said is kept in the example of the one missing."""
    curse_table(cli)
    result = prompt_lines("Léa joue une malédiction : Marc perd la pelle 2\n", lang="fr")
    said = " ".join(result.err.split())
    assert "Zoé doit choisir quelle carte céder : pelle 1 ou pelle 4." in said
    assert "Marc perd la pelle 2 et Zoé perd la pelle 1`" in said


def test_a_curse_on_the_command_line_gives_its_options(cli) -> None:
    """schatz-der-pharao/curse: a one-shot command's refusal and a check's note give the
    options, one per player."""
    curse_table(cli)
    result = cli("pharao", "jouer", "malédiction", lang="fr")
    said = " ".join(result.err.split())
    assert "Marc et Zoé doivent choisir" in said
    assert "--défausse Marc=pelle:3 --défausse Zoé=pelle:1`" in said
    result = cli.ok("pharao", "check", "play", "curse", lang="it")
    said = " ".join(result.out.split())
    assert "indica cosa cedono Marc e Zoé: pala 3 o pala 2 per Marc e pala 1 o pala 4" in said
    assert "--scarta Marc=pala:3 --scarta Zoé=pala:1`" in said


def test_a_command_on_another_game_says_how_to_switch(cli) -> None:
    """sessions/use: a one-shot command of a game while the current session is of another
    says which sessions of that game there are and how to make one current, or how to
    start one (play-test 11, O4)."""
    cli.ok("ramses", "new", "--players", "Léa,Marc", lang="fr")
    result = cli("pharao", "vérifier", "jouer", "corde", "3", lang="fr")
    said = " ".join(result.err.split())
    assert result.code == 4
    assert "pas du Trésor du Pharaon. Il n’y a encore aucune partie du Trésor du Pharaon" in said
    assert "`assistant pharao nouvelle ...`" in said
    cli.ok(*PHARAO, lang="it")
    cli.ok("sessions", "use", "ramses-1")
    result = cli("pharao", "verifica", "gioca", "corda", "3", lang="it")
    said = " ".join(result.err.split())
    assert result.code == 4
    assert "La partita del Tesoro del faraone è schatz-der-pharao-1:" in said
    assert "`assistant partite usa schatz-der-pharao-1`" in said
    cli.ok(*PHARAO)
    cli.ok("sessions", "use", "ramses-1")
    result = cli("--lang", "en", "pharao", "status")
    said = " ".join(result.err.split())
    assert "are schatz-der-pharao-2 and schatz-der-pharao-1:" in said
    assert "`assistant sessions use schatz-der-pharao-2`" in said


@pytest.mark.parametrize(
    ("lang", "typed", "expected"),
    [
        ("it", ("desert", "mappa", "valida", "x.yaml"), "Forse intendevi «convalida»?"),
        ("fr", ("desert", "carte", "valide", "x.yaml"), "Vouliez-vous dire « valider » ?"),
        ("en", ("desert", "map", "validat", "x.yaml"), "Did you mean “validate”?"),
        ("fr", ("parties", "utilise", "x"), "Vouliez-vous dire « utiliser » ?"),
        ("it", ("partite", "elimin", "x"), "Forse intendevi «elimina»?"),
    ],
)
def test_a_mistyped_subcommand_suggests_the_readers_word(cli, lang, typed, expected) -> None:
    """sessions/use: a group's subcommand mistyped (`desert mappa valida`, `parties
    utilise`): exit 2 and the closest in the reader's words and quotes, not Click's
    English name."""
    result = cli(*typed, lang=lang)
    assert result.code == 2
    assert expected in " ".join(result.err.split()).replace("\u202f", " ")
