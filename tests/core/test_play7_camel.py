"""Play-test 7 at a Camel Up table (French and Italian): the words that were not understood."""

from __future__ import annotations

from typing import Any

import pytest

START_1 = "1:green,yellow 2:orange 3:blue,white"
START_2 = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"


def logged(cli: Any) -> list[dict[str, Any]]:
    """The moves of the current session's journal, as `log --json` gives them."""
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


def flat(text: str) -> str:
    return " ".join(text.replace("\u202f", " ").split())


@pytest.fixture
def first(cli: Any) -> None:
    cli.ok("camel", "new", "--players", "Léa,Paul,Zoé", "--start", START_1)


@pytest.fixture
def second(cli: Any) -> None:
    cli.ok("camel", "new", "--edition", "2", "--players", "Anna,Bruno,Zoé", "--start", START_2)


def bets(cli: Any) -> list[tuple[str, str, int | None]]:
    return [(m["player"], m["colour"], m.get("value")) for m in logged(cli) if m["type"] == "bet"]


def test_a_colour_taken_is_a_leg_bet_tile(cli, prompt_lines, first) -> None:
    """camel-up/leg-bet: `Léa prend la tuile bleue` is the blue leg-bet tile, not her desert
    tile; `Paul prend la bleue à 3` is the blue tile worth 3, not a die showing 3; a pyramid
    tile taken is still a die (`prend une tuile pyramide, le blanc fait 2`)."""
    lines = (
        "Léa prend la tuile bleue\nPaul prend la bleue à 3\n"
        "Zoé prend une tuile pyramide, le blanc fait 2\nLéa prend la bleue à 2\n"
    )
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    assert bets(cli) == [("Léa", "blue", 5), ("Paul", "blue", 3), ("Léa", "blue", 2)]
    assert [m["colour"] for m in logged(cli) if m["type"] == "roll"] == ["white"]


def test_a_colour_taken_without_its_value_is_the_top_tile(cli, prompt_lines, first) -> None:
    """camel-up/leg-bet: `Léa prend la bleue`, `Paul prend le vert`, `Anna prende il blu`:
    the colour's top leg-bet tile; a die taken without its face is still a die, refused for
    the face it lacks."""
    result = prompt_lines("Léa prend la bleue\nPaul prend le vert\n", lang="fr")
    assert result.code == 0, result.err
    result = prompt_lines("Zoé prende il blu\n", lang="it")
    assert result.code == 0, result.err
    assert bets(cli) == [("Léa", "blue", 5), ("Paul", "green", 5), ("Zoé", "blue", 3)]
    result = prompt_lines("Léa prend le dé bleu\n", lang="fr")
    assert "VALEUR" in result.out + result.err and len(logged(cli)) == 3


def test_a_colour_taken_is_a_betting_ticket_in_italian(cli, prompt_lines, second) -> None:
    """camel-up/betting-ticket: `Anna prende la tessera blu` and `Bruno prende il blu da 3`
    are betting tickets (second edition); `takes the green tile` in English too."""
    lines = "Anna prende la tessera blu\nBruno prende il blu da 3\n"
    result = prompt_lines(lines, lang="it")
    assert result.code == 0, result.err
    result = prompt_lines("Zoé takes the green tile\n", lang="en")
    assert result.code == 0, result.err
    assert bets(cli) == [("Anna", "blue", 5), ("Bruno", "blue", 3), ("Zoé", "green", 5)]


def test_a_value_said_that_is_not_the_top_tile(cli, prompt_lines, first) -> None:
    """camel-up/leg-bet: `Léa prend la bleue à 3` while the 5 is on top is refused for the
    value (not as a die that shows 1, 2 or 3)."""
    result = prompt_lines("Léa prend la bleue à 3\n", lang="fr")
    assert result.code == 3 and "vaut 5, pas 3" in flat(result.err)
    assert "camel-up/leg-bet" in result.err


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("fr", "Léa retourne le dé bleu : 1\nPaul sort le dé vert, il fait 1\n"),
        ("it", "Léa gira il dado blu: 1\nPaul tira fuori il dado verde: 1\n"),
    ],
)
def test_a_die_turned_over_or_taken_out(cli, prompt_lines, first, lang, lines) -> None:
    """camel-up/pyramid-tile: `retourne le dé bleu : 1`, `sort le dé vert, il fait 1`,
    `gira il dado blu: 1`: the die drawn, not the race piles turned over nor leaving."""
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    rolls = [(m["colour"], m["value"]) for m in logged(cli) if m["type"] == "roll"]
    assert rolls == [("blue", 1), ("green", 1)]


def test_a_card_turned_over_is_still_a_reveal(cli, prompt_lines, first) -> None:
    """camel-up/reveal: `retourne sa carte cachée sur le vainqueur : blanche` is still the
    reveal (refused while the race runs), though `retourne le dé` is a die."""
    result = prompt_lines("Léa retourne sa carte cachée sur le vainqueur : blanche\n", lang="fr")
    assert result.code == 3 and "camel-up/reveal" in result.err


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Léa parie aussi sur le bleu"),
        ("it", "Léa scommette anche sul blu"),
        ("en", "Léa bets on blue too"),
    ],
)
def test_also_inside_a_bet(cli, prompt_lines, first, lang, line) -> None:
    """camel-up/leg-bet: `Paul parie aussi sur le bleu`: `aussi` is said around the bet."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert bets(cli) == [("Léa", "blue", 5)]


def test_a_colour_of_no_camel_with_a_die_value(cli, prompt_lines, first) -> None:
    """camel-up/pyramid-tile: `rose 2` names a colour of no camel: the colour is refused with
    the edition's colours (not as an unknown command); a command mistyped stays one, a camel
    of the other edition is refused with the editions' rule."""
    result = prompt_lines("rose 2\n", lang="fr")
    said = flat(result.err)
    assert result.code == 2 and "« rose » inconnu (couleur)" in said
    assert "bleu, vert, orange, jaune ou blanc" in said
    assert "(commande)" in flat(prompt_lines("staus 2\n", lang="fr").err)
    other = prompt_lines("rouge 2\n", lang="fr")
    assert other.code == 3 and "deuxième édition" in flat(other.err)
    italian = prompt_lines("marrone 2\n", lang="it")
    assert "«marrone» sconosciuto (colore)" in flat(italian.err)
    assert logged(cli) == []


def test_a_tile_asked_about_without_its_side(cli, prompt_lines, first) -> None:
    """camel-up/desert-tile: a question about a space without the side is answered for both
    sides: yes on either, no on neither (with the reason), or the one side only (with why not
    the other)."""
    either = prompt_lines("est-ce que je peux mettre ma tuile en 5 ?\n", lang="fr")
    assert "Oui, Léa peut poser sa tuile Désert sur la case 5, d’un côté comme de l’autre" in (
        flat(either.out)
    )
    neither = prompt_lines("puis-je mettre ma tuile en 3 ?\n", lang="fr")
    said = flat(neither.out)
    assert "Non, Léa ne peut pas poser sa tuile Désert sur la case 3, ni d’un côté ni de" in said
    assert "Il y a un chameau sur la case 3" in said
    cli.ok("camel", "desert", "5", "oasis")
    one = prompt_lines("Léa peut-elle mettre sa tuile en 5 ?\n", lang="fr")
    said = flat(one.out)
    assert "Léa pourra poser sa tuile Désert sur la case 5, face mirage seulement" in said
    assert "Côté oasis : La tuile Désert de Léa est déjà sur la case 5" in said
    italian = prompt_lines("posso mettere la mia tessera sulla 9?\n", lang="it")
    assert "sulla casella 9, su uno qualsiasi dei due lati" in flat(italian.out)
    english = prompt_lines("can Paul put his tile on 9?\n", lang="en")
    assert "put the desert tile on space 9, either side up" in flat(english.out)
    assert len(logged(cli)) == 1


def test_a_spectator_tile_asked_about_without_its_side(cli, prompt_lines, second) -> None:
    """camel-up/spectator-tile: `posso mettere la mia tessera sulla 6?` in a second-edition
    game is the spectator tile, asked for both sides."""
    result = prompt_lines("posso mettere la mia tessera sulla 6?\n", lang="it")
    assert result.code == 0, result.err
    assert "Anna può mettere la tessera Spettatore sulla casella 6, su uno qualsiasi" in flat(
        result.out
    )
    refused = prompt_lines("posso mettere la mia tessera sulla 2?\n", lang="it")
    assert "No, Anna non può" in flat(refused.out)
    assert "né da un lato né dall’altro. Sulla casella 2 c’è un cammello" in flat(refused.out)


def test_a_tile_without_its_side_refused_for_the_turn_first(cli, prompt_lines, second) -> None:
    """camel-up/turn-2, camel-up/spectator-tile: a tile said without its side is refused out
    of turn (`Anna gira la sua tessera` on Bruno's turn) or for its space (`sulla 2`, a camel
    there) before its side is asked; said right, the side is still asked."""
    cli.ok("camel", "spectator", "7", "cheering")
    turn = prompt_lines("Anna gira la sua tessera\n", lang="it")
    assert turn.code == 3 and "Tocca a Bruno, non ad Anna" in flat(turn.err)
    space = prompt_lines("Bruno mette la sua tessera spettatore sulla 2\n", lang="it")
    assert space.code == 3 and "Sulla casella 2 c’è un cammello" in flat(space.err)
    asked = prompt_lines("Bruno mette la sua tessera spettatore sulla 10\n", lang="it")
    assert asked.code == 2 and "Manca LATO" in flat(asked.err)
    french = prompt_lines("Anna retourne sa tuile\n", lang="fr")
    assert french.code == 3 and "C’est au tour de Bruno, pas d’Anna" in flat(french.err)
    assert len(logged(cli)) == 1


def test_a_space_said_with_an_elided_preposition_and_digits(cli, prompt_lines, first) -> None:
    """camel-up/desert-tile: `sull'8`, `sull’11` are spaces 8 and 11, as `sull'otto` and
    `sulla 8` are, in moves and in questions."""
    lines = (
        "Léa mette il miraggio sull'8\n"
        "Paul: posso mettere il miraggio sull’11?\n"
        "Paul mette la sua tessera sull'11 dal lato oasi\n"
    )
    result = prompt_lines(lines, lang="it")
    assert result.code == 0, result.err
    assert "Sì, Paul può mettere la sua tessera Deserto sulla casella 11" in flat(result.out)
    tiles = [(m["space"], m["side"]) for m in logged(cli) if m["type"] == "desert"]
    assert tiles == [(8, "mirage"), (11, "oasis")]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "fr",
            "la carte cachée de cy sur le perdant est verte\n"
            "la carte cachée de bo sur le dernier est bleue\n",
        ),
        ("it", "la carta coperta di cy sul perdente è verde\nla carta di bo sul perdente è blu\n"),
    ],
)
def test_a_face_down_card_said_with_its_owner(cli, prompt_lines, lang, lines) -> None:
    """camel-up/reveal: `la carte cachée de cy sur le perdant est verte`, `la carta coperta di
    cy sul perdente è verde`: cy's face-down card turned over (`est`, `è` say what it is; a
    card put face down, `pose une carte cachée sur le dernier`, stays a race card)."""
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "camel-up" / "full-game.txt"
    cli.ok("replay", str(example))
    for _ in range(3):
        cli.ok("undo")
    cli.ok("camel", "reveal", "winner", "white", "orange")
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    reveals = [(m.get("player"), m["pile"], m["colours"]) for m in logged(cli)[-2:]]
    assert reveals == [("cy", "loser", ["green"]), ("bo", "loser", ["blue"])]
    assert cli.ok("camel", "status", json=True).json["winners"] == ["cy"]


def test_a_card_put_face_down_is_still_a_race_card(cli, prompt_lines, first) -> None:
    """camel-up/race-bet: `Léa pose une carte cachée sur le dernier : bleu` is a race card."""
    result = prompt_lines("Léa pose une carte cachée sur le dernier : bleu\n", lang="fr")
    assert result.code == 0, result.err
    assert [m["type"] for m in logged(cli)] == ["race"]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Léa mette l'arancione sul perdente"),
        ("fr", "Léa pose l'orange sur le perdant"),
        ("en", "Léa puts orange on the loser pile"),
    ],
)
def test_a_colour_put_on_a_pile_is_a_race_card(cli, prompt_lines, first, lang, line) -> None:
    """camel-up/race-bet: a colour put on a pile, with no word of a card (`mette l'arancione
    sul perdente`), is a race card, not a desert tile; asked, it is judged as one."""
    asked = prompt_lines("posso mettere l'arancione sul perdente?\n", lang="it")
    assert asked.code == 0 and "Sì, Léa può" in flat(asked.out), asked.err
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [(m["type"], m["pile"], m["colour"]) for m in logged(cli)] == [
        ("race", "loser", "orange")
    ]


def test_a_tile_asked_about_with_its_value_is_a_leg_bet(cli, prompt_lines, first) -> None:
    """camel-up/leg-bet: `est-ce que Zoé peut prendre la verte à 5 ?` asks about the green
    leg-bet tile worth 5, not a die showing 5 (`puis-je prendre la verte ?` neither)."""
    result = prompt_lines("est-ce que Léa peut prendre la verte à 5 ?\n", lang="fr")
    assert result.code == 0, result.err
    assert "Pari-Manche" in result.out and "Pyramide" not in result.out
    later = prompt_lines("est-ce que Léa peut prendre la verte à 3 ?\n", lang="fr")
    assert "Non, Léa ne peut pas prendre la tuile Pari-Manche" in flat(later.out)
    assert "camel-up/leg-bet" in later.out
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line"),
    [("fr", "l'état des piles ?"), ("fr", "état de la course"), ("it", "lo stato dei soldi?")],
)
def test_the_status_of_a_part_of_the_game(cli, prompt_lines, first, lang, line) -> None:
    """camel-up/race-bet: the status asked for one of its parts (`l'état des piles ?`, an
    elided article glued to the command's word) is the status, which shows every part."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert "Camel Up — camel-up-1" in result.out


def test_a_start_said_in_both_orders(cli, prompt_lines) -> None:
    """camel-up/setup-2: each part of a start said in words between commas goes its own way:
    the space first (`sulla 2 il viola con sopra il blu`) or the camels first (`il bianco
    sulla 14 e il nero sulla 16`)."""
    line = (
        "nuova partita di Camel Up seconda edizione con Anna, Marco e Sara: sulla 1 il "
        "giallo, sulla 2 il viola con sopra il blu, sulla 3 il verde e il rosso, il bianco "
        "sulla 14 e il nero sulla 16\n"
    )
    result = prompt_lines(line, lang="it")
    assert result.code == 0, result.err
    shown = cli.ok("camel", "status", json=True).json
    assert shown["camels"] == "1:yellow 2:purple,blue 3:green,red 14:white 16:black"
