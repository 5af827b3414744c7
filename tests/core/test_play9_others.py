"""Play-test 9 at French and Italian tables (Ramsès, Camel Up, Pharao): the words that were
not understood and the answers that were worded wrong."""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.test_play_mode_games import deck_two, logged
from tests.core.test_play_mode_pharao_words import ADVENTURES, exact_hit


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "Zoé gagne le duel : Paul a misé son vase et Zoé sa lampe, "
            "c'est Paul qui a poussé en dernier",
        ),
        (
            "fr",
            "Zoé gagne le duel contre Paul : Paul a misé son vase et Zoé sa lampe, "
            "Paul a poussé en dernier",
        ),
        (
            "it",
            "Zoé vince il duello contro Paul: Paul ha puntato il vase e Zoé la lampe, "
            "è Paul che ha spinto per ultimo",
        ),
        (
            "it",
            "Zoé vince il duello contro Paul: Paul ha puntato il vase e Zoé la lampe, "
            "Paul ha spinto per ultimo",
        ),
        ("fr", "Zoé gagne le duel : Paul a misé son vase et Zoé sa lampe, Paul a joué en dernier"),
        (
            "en",
            "Zoé wins the duel against Paul: Paul staked his vase and Zoé her lamp, Paul slid last",
        ),
    ],
)
def test_the_duellist_who_slid_last_said_in_words(cli, prompt_lines, lang, line) -> None:
    """ramses/duel: the duellist who slid last said after the stakes (`c'est Paul qui a
    poussé en dernier`, `è Paul che ha spinto per ultimo`, `Paul slid last`) is the duel's
    `--player`, with or without `contre Paul` after the duel's word; one duel recorded."""
    deck_two(cli)
    cli.ok("ramses", "special", "duel")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert move["type"] == "duel" and move["winner"] == "Zoé" and move["player"] == "Paul"
    assert (move["stakes"]["Paul"]["treasure"], move["stakes"]["Zoé"]["treasure"]) == (
        "vase",
        "lampe",
    )


def test_a_duellist_who_slid_last_must_be_in_the_duel(cli, prompt_lines) -> None:
    """ramses/duel: `c'est Léa qui a poussé en dernier` when Léa is no duellist is refused,
    nothing recorded."""
    deck_two(cli)
    cli.ok("ramses", "special", "duel")
    before = len(logged(cli))
    line = "Zoé gagne le duel : Paul a misé son vase et Zoé sa lampe, c'est Léa qui a poussé\n"
    result = prompt_lines(line, lang="fr")
    assert "Léa" in result.err and len(logged(cli)) == before


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        ("fr", "est-ce que Paul peut encore utiliser son scarabée ?", "Non, Paul ne peut pas"),
        ("fr", "puis-je encore utiliser mon scarabée ?", "Non, Paul ne peut pas"),
        ("it", "Paul può ancora usare il suo scarabeo?", "No, Paul non può"),
        ("it", "posso ancora usare lo scarabeo?", "No, Paul non può"),
        ("en", "can Paul still use his scarab?", "No, Paul cannot"),
    ],
)
def test_a_scarab_still_asked(cli, prompt_lines, lang, line, answer) -> None:
    """ramses/scarab: `peut encore`, `può ancora`, `can … still`: an adverb between the
    modal and the move asks about the move (`check miss --scarab`), nothing recorded."""
    deck_two(cli)
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert answer in " ".join(result.out.replace("\u202f", " ").split()) + result.err
    assert len(logged(cli)) == before


START_1 = "1:green,yellow 2:orange 3:blue,white"
START_2 = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"


@pytest.mark.parametrize(
    ("edition", "lang", "line", "side"),
    [
        (2, "fr", "Zoé retourne sa tuile spectateur côté huées et la pose sur la 11", "booing"),
        (2, "fr", "Zoé remet sa tuile spectateur sur la 11, côté huées", "booing"),
        (2, "it", "Zoé gira la tessera sul lato fischi e la mette sulla 11", "booing"),
        (2, "it", "Zoé rimette la sua tessera spettatore sulla 11, lato fischi", "booing"),
        (2, "en", "Zoé puts her spectator tile back on 11, booing side", "booing"),
        (1, "fr", "Zoé retourne sa tuile désert côté mirage et la pose sur la 11", "mirage"),
        (1, "fr", "Zoé remet sa tuile sur la 11, côté mirage", "mirage"),
        (1, "it", "Zoé gira la tessera sul lato miraggio e la mette sulla 11", "mirage"),
        (1, "it", "Zoé rimette la sua tessera sulla 11, lato oasi", "oasis"),
    ],
)
def test_a_tile_turned_and_put_or_put_back(cli, prompt_lines, edition, lang, line, side) -> None:
    """camel-up/spectator-tile, camel-up/desert-tile: a tile turned over and put down in
    one sentence (`… et la pose sur la 11`, `… e la mette sulla 11`: the tile said again by
    its pronoun) and a tile put back (`remet`, `rimette`) are the tile's move."""
    start = START_2 if edition == 2 else START_1
    cli.ok(
        "camel", "new", "--edition", str(edition), "--players", "Anna,Zoé,Paul", "--start", start
    )
    cli.ok("camel", "bet", "blue")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    kind = "spectator" if edition == 2 else "desert"
    assert (move["type"], move["player"], move["space"], move["side"]) == (kind, "Zoé", 11, side)


def told(state: Any, move: Any, lang: str, code: str) -> list[str]:
    """The messages of `code` that `move` tells from `state`, rendered in `lang`, on one
    line each (narrow spaces as spaces)."""
    from assistant.games.camel_up import GAME
    from assistant.i18n import Translator

    render = Translator(lang).render
    events = GAME.step(state, move).events
    return [render(e.msg).replace("\u202f", " ") for e in events if e.code == code]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "le chameau est renvoyé à la case 12, sous le chameau jaune."),
        (
            "it",
            "il cammello viene rimandato alla casella 12, sotto il cammello giallo.",
        ),
        (
            "en",
            "the camel is sent back to space 12, underneath the yellow camel.",
        ),
    ],
)
def test_a_crazy_camel_sent_back_by_a_booing_tile(lang, said) -> None:
    """camel-up/spectator-tile: a crazy camel on a booing tile is sent back one space against
    its own way (towards the finish line): said so (*est renvoyé*, *viene rimandato*, *is
    sent back*), not as a camel that goes on."""
    from assistant.games.camel_up.moves import Roll
    from tests.camel_up.test_rules_edition2 import at, tiles

    booing = at(
        "1:blue,red,green,purple 12:yellow 14:white 16:black",
        ("ana", "Zoé", "cy"),
        tiles=tiles((11, "booing", "Zoé")),
    )
    (paid,) = told(booing, Roll("ana", "grey", 3, "white"), lang, "spectator-tile/paid")
    assert paid.endswith(said)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "jaune, bleu et vert vont de la case 10 à la case 13, au-dessus du chameau noir."),
        (
            "it",
            "giallo, blu e verde vanno dalla casella 10 alla casella 13, sopra il cammello nero.",
        ),
        ("en", "blue, and green move from space 10 to space 13, on top of the black camel."),
    ],
)
def test_camels_landing_on_a_crazy_camel(lang, said) -> None:
    """camel-up/crazy-camels: racing camels that stop on a crazy camel ride it: the move says
    so (*au-dessus du chameau noir*); landing where only racing camels stand says nothing
    more."""
    from assistant.games.camel_up.moves import Roll
    from tests.camel_up.test_rules_edition2 import at

    state = at("1:red 2:purple 10:yellow,blue,green 13:black 16:white")
    (moved,) = told(state, Roll("ana", "yellow", 3), lang, "camel/moved")
    assert moved.endswith(said)
    (plain,) = told(state, Roll("ana", "purple", 1), "en", "camel/moved")
    assert plain.endswith("purple moves from space 2 to space 3.")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Léa gioca un incantesimo senza spostare il segnalino, era la sua ultima carta"),
        ("fr", "Léa joue un sort sans déplacer le pion, c'était sa dernière carte"),
        ("en", "Léa plays a spell without moving the marker, it was her last card"),
    ],
)
def test_a_spell_said_to_be_the_last_card(cli, prompt_lines, lang, line) -> None:
    """schatz-der-pharao/spell, schatz-der-pharao/empty-hand: the last card said after the
    play (`era la sua ultima carta`, `c'était sa dernière carte`) is the play's words, not
    its value: the spell that leaves the marker."""
    cli.ok("pharao", "new", "--players", "Léa,Paul", *ADVENTURES)
    for _ in range(4):
        cli.ok("pharao", "play", "protection")
        cli.ok("pharao", "draw", "1")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert (move.get("card"), move.get("marker")) == ("spell", None), move


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "lascialo lì"),
        ("it", "Léa lascia il segnalino dov'è"),
        ("fr", "laisse-le là"),
        ("fr", "laisse le pion où il est"),
        ("en", "leave it there"),
    ],
)
def test_the_marker_left_said_by_its_pronoun(cli, prompt_lines, lang, line) -> None:
    """schatz-der-pharao/exact-hit: after an exact hit, the marker left where it is said by
    its pronoun (`lascialo lì`, `laisse-le là`) is `keep`: `marker` on its own symbol."""
    cli.ok("pharao", "new", "--players", "Léa,Paul,Zoé", *ADVENTURES)
    exact_hit(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {"player": "Léa", "type": "marker", "symbol": "ladder"}


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The black camel moves back from space 16 to space 14, on top of the white camel."),
        ("it", "dalla casella 16 alla casella 14, sopra il cammello bianco."),
        ("fr", "recule de la case 16 à la case 14, au-dessus du chameau blanc."),
    ],
)
def test_a_crazy_camel_landing_on_another_says_on_top(cli, lang, said) -> None:
    """camel-up/crazy-camels: the grey die's crazy camel that stops on other camels is said
    to be on top of them, as racing camels that stop on a crazy camel are."""
    cli.ok("camel", "new", "--edition", "2", "--players", "ana,bo", "--start",
           "1:blue,red 2:green 3:yellow,purple 14:white 16:black")  # fmt: skip
    out = cli.ok("camel", "roll", "grey", "black", "2", lang=lang).out
    assert said in " ".join(out.replace("\u202f", " ").split())
