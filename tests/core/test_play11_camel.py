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


def logged(cli: Any) -> list[dict[str, Any]]:
    """The moves of the current session's journal."""
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


def reveals(cli: Any, count: int) -> list[tuple[Any, ...]]:
    return [(m.get("player"), m["pile"], m["colours"]) for m in logged(cli)[-count:]]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("fr", "sur le dernier, cy avait mis le vert\nsur le vainqueur, bo avait mis l'orange\n"),
        (
            "it",
            "sul perdente, cy aveva messo il verde\nsul vincitore, bo aveva messo l'arancione\n",
        ),
        ("en", "on the loser, cy had put green\non the winner, bo had put orange\n"),
    ],
)
def test_a_face_down_card_said_with_its_pile_first(cli, prompt_lines, race_over, lang, lines):
    """camel-up/reveal: after the race, a card said to have been put on a pile, the pile
    said first (`sur le dernier, Inès avait mis le violet`), is that card turned over."""
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    assert reveals(cli, 2) == [("cy", "loser", ["green"]), ("bo", "winner", ["orange"])]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "fr",
            "la carte cachée d'ana sur le vainqueur est blanche\ncelle de bo est orange aussi\n",
        ),
        ("it", "la carta coperta di ana sul vincitore è bianca\nquella di bo è arancione\n"),
        ("en", "reveal winner white --player ana\nthat of bo is orange too\n"),
    ],
)
def test_the_card_of_another_player_on_the_same_pile(cli, prompt_lines, race_over, lang, lines):
    """camel-up/reveal: `celle de bo est orange aussi` right after ana's card on the winner
    pile is bo's face-down card on that pile."""
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    assert reveals(cli, 2) == [("ana", "winner", ["white"]), ("bo", "winner", ["orange"])]


def test_the_card_of_another_player_with_no_move_before(cli, prompt_lines, race_over) -> None:
    """camel-up/reveal: `celle de bo est orange` with no card turned over just before at
    the prompt says to give the whole move."""
    before = len(logged(cli))
    result = prompt_lines("celle de bo est orange\n", lang="fr")
    assert result.code == 2
    assert "« celle de bo » renvoie au coup enregistré juste avant" in result.err.replace(
        "\u202f", " "
    )
    assert len(logged(cli)) == before


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        ("fr", "Zoé demande : quelles sont les cotes ?", "Valeurs pour Zoé"),
        ("it", "Zoé chiede: quali sono le probabilità?", "Valori per Zoé"),
        ("en", "Zoé asks: what are the odds?", "Values for Zoé"),
    ],
)
def test_a_question_said_to_be_asked_by_a_player(prompt_lines, lang, line, expected) -> None:
    """camel-up/odds: `Zoé demande : quelles sont les cotes ?` is the odds for Zoé, as
    `quelles sont les cotes pour Zoé ?` is."""
    text = said(prompt_lines, lang, line)
    assert expected in text
    assert "demande" not in text and "chiede" not in text


@pytest.mark.parametrize(
    ("lang", "lines", "expected"),
    [
        (
            "fr",
            ("Léa pose sa tuile sur la 4 côté huées", "vert 2"),
            "recule jusqu’à la case 3, sous les chameaux jaune et violet.",
        ),
        (
            "it",
            ("Léa mette la sua tessera sulla 4 lato fischi", "verde 2"),
            "alla casella 3, sotto i cammelli giallo e viola.",
        ),
        (
            "fr",
            ("Léa pose sa tuile sur la 4 côté acclamations", "jaune 2", "vert 2"),
            "continue jusqu’à la case 5, au-dessus des chameaux jaune et violet.",
        ),
        (
            "en",
            ("Léa puts her tile on 4 cheering side", "yellow 2", "green 2"),
            "goes on to space 5, on top of the yellow and purple camels.",
        ),
    ],
)
def test_a_spectator_tile_names_the_camels_it_sends_a_unit_by(
    prompt_lines, lang, lines, expected
) -> None:
    """camel-up/spectator-tile: a unit sent on or back by a tile is said on top of or
    underneath the camels there, named (`…, sous le chameau jaune`), as a die's move says."""
    assert expected in said(prompt_lines, lang, *lines)


def test_a_first_edition_die_and_mirage_name_the_camels(prompt_lines) -> None:
    """camel-up/desert-tile, camel-up/movement: in the first edition a die's camels landing
    on others are said on top of them, and a mirage's underneath them, named."""
    lines = (
        "nuova partita di Camel Up con Anna, Marco e Luca: blu e verde sulla 1, giallo "
        "sulla 2, arancione e bianco sulla 3\n"
        "Anna mette il miraggio sulla 5\n"
        "Marco prende una tessera piramide, il giallo fa 2\n"
        "Luca prende una tessera piramide, il blu fa 3\n"
        "Anna prende una tessera piramide, l'arancione fa 2\n"
    )
    result = prompt_lines(lines, lang="it")
    text = " ".join(result.out.split())
    assert "dalla casella 1 alla casella 4, sopra il cammello giallo." in text
    assert "arretrano fino alla casella 4, sotto i cammelli giallo, blu e verde." in text


def test_a_die_said_with_tirare_or_as_the_last_one(cli, prompt_lines) -> None:
    """camel-up/pyramid-tile: `tirare`, `lanciare` name the die drawn; `l'ultimo dado, il
    verde`, `le dernier dé, le bleu`, `the last die, orange` are that die."""
    lines = (
        "nuova partita di Camel Up con Anna, Marco e Luca: blu e verde sulla 1, giallo "
        "sulla 2, arancione e bianco sulla 3\n"
        "Anna tira l'ultimo dado, il verde: 3\n"
        "Marco lance le dernier dé, le bleu : 2\n"
        "Luca rolls the last die, orange: 1\n"
        "Anna può tirare l'arancione?\n"
    )
    result = prompt_lines(lines, lang="it")
    assert "«tirare» sconosciuto" not in result.err
    rolls = [(m["colour"], m["value"]) for m in logged(cli)]
    assert rolls == [("green", 3), ("blue", 2), ("orange", 1)]


def test_the_export_follows_the_money_and_names_the_edition(cli) -> None:
    """camel-up/spectator-tile, camel-up/reveal: the Markdown export's leg lines give the
    coins a player's tile earned during the leg, its title the edition, and one card
    turned over is one card."""
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "camel-up"
    cli.ok("replay", str(example / "second-edition-4-players.txt"))
    fr = cli.ok("sessions", "export", "camel-up-1", "--format", "markdown", lang="fr").out
    fr = fr.replace("\u202f", " ")
    assert fr.startswith("# camel-up-1 — Camel Up, deuxième édition\n")
    assert "cy +1 → 5 (+1 de la tuile Spectateur pendant la manche)" in fr
    assert "dévoile la carte cachée de la pile « Pari sur le dernier » : bleu |" in fr
    assert "dévoile les cartes cachées de la pile « Pari sur le vainqueur » : rouge et" in fr
    it = cli.ok("sessions", "export", "camel-up-1", "--format", "markdown", lang="it").out
    assert it.startswith("# camel-up-1 — Camel Up, seconda edizione\n")
    assert "cy +1 → 5 (+1 dalla tessera Spettatore durante la tappa)" in it
    en = cli.ok("sessions", "export", "camel-up-1", "--format", "markdown", lang="en").out
    assert "cy +1 → 5 (+1 from the spectator tile during the leg)" in en


def test_a_bet_asked_after_the_end_and_the_top_tickets_value(cli, prompt_lines) -> None:
    """camel-up/leg-bet, camel-up/race-end: `verifica scommetti blu` once the game is over
    says that no one can; a bet asked about names the top tile's value."""
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "camel-up" / "full-game.txt"
    cli.ok("replay", str(example))
    over = cli("camel", "verifica", "scommetti", "blu", lang="it")
    assert over.code == 3
    assert " ".join(over.out.split()).startswith(
        "No, nessuno può prendere la tessera Scommessa di Tappa in cima, cammello blu, da 5."
    )
    lines = (
        "nuova partita di Camel Up con Anna, Marco e Luca: blu e verde sulla 1, giallo "
        "sulla 2, arancione e bianco sulla 3\n"
        "Anna scommette sul blu\n"
        "Marco può ancora scommettere sul blu?\n"
    )
    asked = " ".join(prompt_lines(lines, lang="it").out.split())
    assert "Sì, Marco può prendere la tessera Scommessa di Tappa in cima, cammello blu, da 3." in (
        asked
    )
