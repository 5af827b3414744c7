"""Play-test findings at the Ramsès table (Italian and French): the treasures a miss names
count with the cards' towards the board's 12, a remark after a card, and the duellist
who played last said in words."""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.test_play_mode_games import logged

OTHERS = ("diadema", "pugnale", "lampada", "maschera", "scettro", "anello", "collana")
OTHERS += ("statua", "ankh", "scarabeo")
"""Ten treasures of the cards, besides the crown and the one a miss names: twelve in all."""

FULL = {
    "it": "Il tabellone nasconde solo 12 tesori",
    "fr": "Le plateau ne cache que 12 trésors",
    "en": "The board hides only 12 treasures",
}
RULE = {"it": "ramses/components", "fr": "ramses/components", "en": "ramses/components"}


def said(text: str) -> str:
    return " ".join(text.replace("\u202f", " ").split())


def cards_found(cli: Any, treasures: tuple[str, ...]) -> None:
    for treasure in treasures:
        cli.ok("ramses", "reveal", "2", treasure)
        cli.ok("ramses", "found")


@pytest.mark.parametrize(
    ("lang", "miss", "card"),
    [
        ("it", "Anna spinge una piramide e trova un vaso", "Anna scopre un gufo da 3"),
        ("it", "Anna sbaglia, era un vaso", "Anna scopre un gufo da 3"),
        ("fr", "Anna pousse une pyramide et trouve un vase", "Anna retourne un hibou de 3"),
        ("fr", "Anna rate, c'est un vase", "Anna retourne un hibou de 3"),
        ("en", "Anna slides a pyramid and finds a vase", "Anna reveals an owl 3"),
    ],
)
def test_a_treasure_named_in_a_miss_counts_towards_the_twelve(
    cli, prompt_lines, lang, miss, card
) -> None:
    """ramses/components: a treasure no card has shown, named in a miss, is one of the
    board's 12 treasures: after it and 11 more on cards, a 13th card is refused with the
    rule, in the reader's language; the miss records the treasure that showed."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    cli.ok("ramses", "reveal", "3", "corona")
    result = prompt_lines(miss + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1]["type"] == "miss" and logged(cli)[-1]["treasure"] in ("vaso", "vase")
    cli.ok("ramses", "found")
    cards_found(cli, OTHERS)
    before = len(logged(cli))
    result = prompt_lines(card + "\n", lang=lang)
    assert FULL[lang] in said(result.err) and RULE[lang] in result.err
    assert len(logged(cli)) == before


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Marco sbaglia: vaso"),
        ("it", "Marco spinge una piramide e trova un vaso"),
        ("fr", "Marco rate : vase"),
        ("fr", "Marco soulève une pyramide : vase"),
        ("en", "Marco misses, it's a vase"),
    ],
)
def test_a_13th_treasure_named_in_a_miss_is_refused(cli, prompt_lines, lang, line) -> None:
    """ramses/components: once 12 treasures are known, a miss naming another is refused
    as a 13th card is (the same message, the rule named), nothing recorded; a miss naming
    one of them, or none, is still a miss."""
    cli.ok("ramses", "new", "--players", "Anna,Marco,Sara")
    cards_found(cli, ("corona", "gufo", *OTHERS))
    cli.ok("ramses", "reveal", "3", "corona")
    cli.ok("ramses", "miss")
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code != 0
    assert FULL[lang] in said(result.err) and RULE[lang] in result.err
    assert len(logged(cli)) == before
    known = {"it": "Marco sbaglia: gufo", "fr": "Marco rate : gufo", "en": "Marco misses: gufo"}
    result = prompt_lines(known[lang] + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {
        "type": "miss",
        "player": "Marco",
        "scarab": False,
        "treasure": "gufo",
    }


def test_a_miss_named_near_a_known_treasure_adds_none(cli) -> None:
    """ramses/components: a miss naming a treasure a letter off a known one is that one (no
    13th treasure); a miss naming none records none; its one-shot words name it too."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    cards_found(cli, ("corona", "gufo", *OTHERS))
    cli.ok("ramses", "reveal", "3", "corona")
    cli.ok("ramses", "miss", "pugnalle")
    cli.ok("ramses", "miss")
    assert logged(cli)[-1] == {"type": "miss", "player": "Marco", "scarab": False}
    refused = cli("ramses", "miss", "elmo", lang="it")
    assert refused.code == 3 and "«elmo»" in refused.err


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Sara scopre una statua da 2, per fortuna è già visibile"),
        ("it", "Sara scopre una statua da 2, che fortuna"),
        ("it", "Sara scopre una statua da 2, si vede già, è visibile"),
        ("fr", "Sara retourne une statue de 2, heureusement elle est déjà visible"),
        ("fr", "Sara retourne une statue de 2, coup de chance, elle est déjà visible"),
        ("en", "Sara reveals a statue 2, luckily it is already showing"),
    ],
)
def test_a_remark_after_a_card_that_says_its_treasure_shows(cli, prompt_lines, lang, line) -> None:
    """ramses/lucky-reveal: a remark after a card and a comma that says its treasure already
    shows on the board (`per fortuna è già visibile`, `heureusement elle est déjà visible`)
    is the lucky reveal: the card is won at once."""
    cli.ok("ramses", "new", "--players", "Sara,Marco")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert (move["type"], move["value"], move.get("lucky")) == ("reveal", 2, True)
    assert move["treasure"] in ("statua", "statue")


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        ("it", "Sara scopre una statua da 2, che bello", "Non letto: «che bello»"),
        ("fr", "Sara retourne une statue de 2, enfin", "Non lu\u202f: «\u202fenfin\u202f»"),
        ("en", "Sara reveals a statue 2, at long last", "Not read: “at long last”"),
    ],
)
def test_a_remark_after_a_card_that_says_no_game_fact(
    cli, prompt_lines, lang, line, answer
) -> None:
    """ramses/turn: a remark after a card and a comma that says no game fact is named as
    not read, the card recorded (it was refused before the table's remarks were read at
    every game); another move after the comma is still that move."""
    cli.ok("ramses", "new", "--players", "Sara,Marco")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert answer in result.out, result.out
    assert [(m["type"], m["value"], m.get("lucky")) for m in logged(cli)] == [("reveal", 2, None)]
    cli.ok("undo")
    two = {"it": "Sara scopre una statua da 2, Sara sbaglia", "fr": "Sara retourne 2 statue, rate"}
    two["en"] = "Sara reveals a statue 2, misses"
    result = prompt_lines(two[lang] + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [m["type"] for m in logged(cli)] == ["reveal", "miss"]


def duel_of(cli: Any, players: str) -> None:
    """A game of three at the second deck, a duel declared: the second player, whose turn
    it is, against the third (the first deck's cards found in turn, `DECK_ONE`)."""
    from tests.core.test_play_mode_games import DECK_ONE

    cli.ok("ramses", "new", "--players", players)
    for treasure in DECK_ONE:
        cli.ok("ramses", "reveal", "1", treasure)
        cli.ok("ramses", "found")
    cli.ok("ramses", "special", "duel")


@pytest.mark.parametrize(
    ("lang", "players", "line", "slid"),
    [
        (
            "it",
            "Anna,Marco,Sara",
            "Sara vince il duello: Marco ha puntato il vase e Sara la lampe, "
            "l'ultimo a giocare è stato Marco",
            "Marco",
        ),
        (
            "it",
            "Anna,Marco,Sara",
            "Sara vince il duello contro Marco: Marco ha puntato il vase e Sara la lampe, "
            "l'ultima a spingere è stata Sara",
            "Sara",
        ),
        (
            "fr",
            "Léa,Paul,Zoé",
            "Zoé gagne le duel : Paul a misé son vase et Zoé sa lampe, le dernier à jouer, "
            "c'est Paul",
            "Paul",
        ),
        (
            "fr",
            "Léa,Paul,Zoé",
            "Zoé gagne le duel : Paul a misé son vase et Zoé sa lampe, le dernier à avoir "
            "poussé est Paul",
            "Paul",
        ),
        (
            "en",
            "Léa,Paul,Zoé",
            "Zoé wins the duel against Paul: Paul staked his vase and Zoé her lampe, the last "
            "to play was Paul",
            "Paul",
        ),
    ],
)
def test_the_last_to_play_in_a_duel_said_first(cli, prompt_lines, lang, players, line, slid):
    """ramses/duel: the duellist who played last said with the last first (`l'ultimo a
    giocare è stato Marco`: `è` is *is*, no *and*; `le dernier à jouer, c'est Paul`, the
    name after a comma) is the duel's `--player`; one duel recorded."""
    duel_of(cli, players)
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    moves = logged(cli)
    winner = players.split(",")[2]
    assert len(moves) == before + 1
    assert (moves[-1]["type"], moves[-1]["winner"], moves[-1]["player"]) == ("duel", winner, slid)
    loser = players.split(",")[1]
    assert moves[-1]["stakes"][loser]["treasure"] == "vase"
    assert moves[-1]["stakes"][winner]["treasure"] == "lampe"


def test_an_accented_e_joins_no_moves(cli, prompt_lines) -> None:
    """ramses/turn: `e` (*and*) joins two moves said on one line, `è` (*is*) never does:
    `Anna sbaglia, è un vaso` is one miss, with its treasure."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    result = prompt_lines("Anna scopre 3 corona e sbaglia\n", lang="it")
    assert result.code == 0, result.err
    assert [m["type"] for m in logged(cli)] == ["reveal", "miss"]
    result = prompt_lines("Marco sbaglia, è un vaso\n", lang="it")
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {
        "type": "miss",
        "player": "Marco",
        "scarab": False,
        "treasure": "vaso",
    }
