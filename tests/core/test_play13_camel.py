"""Play-test 13, Camel Up: face-down race cards revealed in words, bets said for the final
win, second-edition words, the start said in words, and the words of the answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.test_play11_camel import logged, reveals

pytestmark = pytest.mark.real_game

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("fr", "sur le vainqueur, bo avait mis l'orange\ncelle d'ana est blanche\n"),
        ("it", "sul vincitore, bo aveva messo l'arancione\nquella di ana è bianca\n"),
        ("en", "on the winner, bo had put orange\nthat of ana is white\n"),
    ],
)
def test_the_last_card_of_a_pile_said_as_another_players(cli, prompt_lines, race_over, lang, lines):
    """camel-up/reveal: `celle d'ana est blanche` after bo's card on the winner pile is
    ana's card, the last face-down one there: the colour replaces bo's, not the pile's
    word (it answered "give 1 colour, not 2")."""
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    assert reveals(cli, 2) == [("bo", "winner", ["orange"]), ("ana", "winner", ["white"])]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("fr", "sur le vainqueur, bo avait mis l'orange\net cy avait mis le vert\n"),
        ("it", "sul vincitore, bo aveva messo l'arancione\ne cy aveva messo il verde\n"),
        ("en", "on the winner, bo had put orange\nand cy had put green\n"),
        ("fr", "cy avait mis le vert\n"),
    ],
)
def test_a_card_said_put_before_its_pile_left_out(cli, prompt_lines, race_over, lang, lines):
    """camel-up/reveal: after the race, `et cy avait mis le vert` (cy's only face-down card
    is on the loser pile) is that card turned over, not a leg bet refused because the
    race is over."""
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    assert reveals(cli, 1) == [("cy", "loser", ["green"])]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "sur le dernier, cy avait mis le vert et bo le bleu"),
        ("fr", "sur le dernier, cy avait mis le vert, bo le bleu"),
        ("it", "sul perdente, cy aveva messo il verde e bo il blu"),
        ("en", "on the loser, cy had put green and bo blue"),
    ],
)
def test_two_cards_of_a_pile_said_in_one_line(cli, prompt_lines, race_over, lang, line):
    """camel-up/reveal: `sur le dernier, cy avait mis le vert et bo le bleu`: the pile said
    first is the pile of both cards, the second said with the first one's verb."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert reveals(cli, 2) == [("cy", "loser", ["green"]), ("bo", "loser", ["blue"])]


SECOND = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
"""A second-edition start: every camel on the track."""


@pytest.mark.parametrize(
    ("lang", "line", "pile"),
    [
        ("it", "Paolo punta sul rosso per la vittoria finale", "winner"),
        ("it", "Paolo punta sul rosso per la sconfitta finale", "loser"),
        ("fr", "Paolo parie sur le rouge pour la victoire finale", "winner"),
        ("en", "Paolo bets on red for the final win", "winner"),
    ],
)
def test_a_finish_card_said_for_the_final_win(cli, prompt_lines, lang, line, pile) -> None:
    """camel-up/finish-card: `per la vittoria finale` is the winner pile (it was refused
    with the loser pile suggested)."""
    cli.ok("camel", "new", "--players", "Paolo,Marc", "--edition", "2", "--start", SECOND)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli) == [{"type": "race", "player": "Paolo", "pile": pile, "colour": "red"}]


@pytest.mark.parametrize(
    ("line", "move"),
    [
        (
            "Paolo mette la sua tessera spettatore sulla 5, dal lato degli applausi",
            {"type": "spectator", "player": "Paolo", "space": 5, "side": "cheering"},
        ),
        (
            "Paolo mette la sua tessera sulla 9 dal lato dei fischi",
            {"type": "spectator", "player": "Paolo", "space": 9, "side": "booing"},
        ),
        (
            "Paolo mette la sua tessera sulla 9 dalla parte dei fischi",
            {"type": "spectator", "player": "Paolo", "space": 9, "side": "booing"},
        ),
        (
            "Paolo tira il grigio, viene un 3 bianco",
            {"type": "roll", "player": "Paolo", "colour": "grey", "value": 3, "shown": "white"},
        ),
    ],
)
def test_the_spectator_side_and_the_grey_die_said_in_italian(cli, prompt_lines, line, move):
    """camel-up/spectator-tile, camel-up/crazy-camels: `dal lato dei fischi` is the booing
    side, `viene un 3 bianco` the grey die's white 3 (`«dei» sconosciuto (lato)`)."""
    cli.ok("camel", "new", "--players", "Paolo,Marc", "--edition", "2", "--start", SECOND)
    result = prompt_lines(line + "\n", lang="it")
    assert result.code == 0, result.err
    got = logged(cli)[0]
    assert {key: got.get(key) for key in move} == move


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "nouvelle partie de Camel Up avec Léa, Marc, Zoé et Inès, départ : bleu et vert en 1, "
            "orange en 2, jaune et blanc en 3",
        ),
        (
            "fr",
            "nouvelle partie de Camel Up avec Léa, Marc, Zoé et Inès, départ : case 1 bleu et "
            "vert, case 2 orange, case 3 jaune puis blanc dessus",
        ),
        (
            "it",
            "nuova partita di Camel Up con Anna, Marco e Luca, partenza: blu e verde sull'1, "
            "arancione sul 2, giallo e bianco sul 3",
        ),
        (
            "en",
            "new game of Camel Up with Ann, Bob and Cy, start: blue and green on 1, orange on 2, "
            "yellow and white on 3",
        ),
    ],
)
def test_the_start_said_in_words_after_the_players(cli, prompt_lines, lang, line) -> None:
    """camel-up/setup: `…, départ : bleu et vert en 1, orange en 2, …` after the players is
    the start `1:blue,green 2:orange 3:yellow,white`, bottom to top in the order said (it
    was refused as camels `bleu,vert` with no space)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert cli.ok("camel", "status", json=True).json["camels"] == (
        "1:blue,green 2:orange 3:yellow,white"
    )


def test_the_winner_named_with_de_elided(cli, prompt_lines, tmp_path) -> None:
    """camel-up/final-scoring: the winner of a finished game is `Victoire d’Inès`, not `de
    Inès`."""
    text = (REPO / "examples" / "camel-up" / "full-game.txt").read_text(encoding="utf-8")
    game = tmp_path / "game.txt"
    game.write_text(text.replace("cy", "Inès"), encoding="utf-8")
    cli.ok("replay", str(game))
    result = prompt_lines("qui a gagné ?\n", lang="fr")
    assert result.code == 0, result.err
    assert "Victoire d’Inès (pièces\u202f: 20)." in result.out


@pytest.mark.parametrize(
    ("lang", "line", "said", "unsaid"),
    [
        ("fr", "règles les deux éditions", "tuiles Pari-Manche de 5, 3 et 2", "de manche de"),
        ("fr", "règles tuile désert", "ne la déplacent jamais", "ne bouge plus"),
        ("it", "regole tessera deserto", "non la spostano mai", "restano al loro posto"),
        ("en", "rules desert tile", "never move a desert tile", "stay where they are"),
    ],
)
def test_the_words_of_the_rules_sections(cli, prompt_lines, lang, line, said, unsaid) -> None:
    """camel-up/editions, camel-up/desert-tile: no `Pari-Manche de manche`; the desert tile
    stays when camels land on it, and its owner may still move it (no contradiction)."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:green,yellow 2:orange 3:blue,white")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    text = " ".join(result.out.split())
    assert said in text and unsaid not in text


@pytest.mark.parametrize(
    ("lang", "line", "said", "moved"),
    [
        (
            "fr",
            "que se passe-t-il si Inès tire le vert et fait 3 ?",
            "C’est au tour de Marc maintenant, pas d’Inès",
            "vert va de la case 1 à la case 4",
        ),
        (
            "it",
            "cosa succede se Inès tira il verde e fa 3?",
            "Ora tocca a Marc, non a Inès",
            "verde va dalla casella 1 alla casella 4",
        ),
        (
            "en",
            "what happens if Inès rolls green 3?",
            "It is Marc's turn now, not Inès's",
            "green moves from space 1 to space 4",
        ),
    ],
)
def test_a_what_if_of_a_player_whose_turn_it_is_not(cli, prompt_lines, lang, line, said, moved):
    """camel-up/pyramid-tile: a what-if of Inès's roll on Marc's turn shows what the roll
    would do on her turn (it only said she could), says whose turn it is, records nothing."""
    start = "1:blue,green 2:orange 3:yellow,white"
    cli.ok("camel", "new", "--players", "Léa,Marc,Zoé,Inès", "--start", start)
    cli.ok("camel", "bet", "blue")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    text = " ".join(result.out.split())
    assert said in text and moved in text and text.index(said) < text.index(moved)
    assert len(logged(cli)) == 1
    assert cli.ok("camel", "status", json=True).json["current_player"] == "Marc"
