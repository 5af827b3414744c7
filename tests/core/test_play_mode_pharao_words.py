"""Der Schatz des Pharao said at the table in words, as a French or Italian table types it.

The moves of a turn said in sentences (a spell and the marker it moves, the marker left
where it is after an exact hit, cards swapped, a card played with the words around it, a
curse's discard named by its symbol) and the answers a table reads back (a display past the
treasure said once). Every refusal names what is wrong and its rule, and records nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.real_game

ADVENTURES = ("--adventures", "7,4,10,5,9")


def logged(cli: Any) -> list[dict[str, Any]]:
    """The moves of the current session's journal, as `log --json` gives them."""
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


def said(text: str) -> str:
    """`text` on one line, French no-break spaces as plain ones."""
    return " ".join(text.replace("\u202f", " ").replace("\u00a0", " ").split())


def new(cli: Any, players: str = "Léa,Paul,Zoé") -> None:
    cli.ok("pharao", "new", "--players", players, *ADVENTURES)


@pytest.mark.parametrize(
    ("lang", "line", "symbol"),
    [
        ("fr", "Léa joue un sort et met le pion sur l'échelle", "ladder"),
        ("fr", "Léa joue un sort et met le pion sur l’échelle", "ladder"),
        ("fr", "Léa joue un sort et déplace le pion noir sur l'échelle", "ladder"),
        ("fr", "Léa joue un sort et met le pion sur la pelle", "shovel"),
        ("fr", "Léa joue un sort --pion l’échelle", "ladder"),
        ("it", "Léa gioca un incantesimo e sposta il segnalino sulla scala", "ladder"),
    ],
)
def test_a_spell_moves_the_marker_to_a_symbol_said_with_its_elided_article(
    cli, prompt_lines, lang, line, symbol
) -> None:
    """schatz-der-pharao/spell: `met le pion sur l'échelle` (either apostrophe): the elided
    article before the symbol is left out, as before `la pelle`; the spell is one move."""
    new(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [(m["card"], m.get("marker")) for m in logged(cli)] == [("spell", symbol)]


def exact_hit(cli: Any) -> None:
    """Léa hits her 7 exactly: she may move the marker (it is on the ladder) and plays
    again."""
    cli.ok("pharao", "play", "ladder", "7")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Léa laisse le pion où il est"),
        ("fr", "Léa laisse le pion noir en place"),
        ("fr", "Léa laisse le pion sur l'échelle"),
        ("fr", "Léa garde le pion sur l’échelle"),
        ("fr", "elle laisse le pion là où il est"),
        ("it", "Léa lascia il segnalino dov'è"),
        ("it", "Léa lascia il segnalino dov’è"),
        ("it", "Léa tiene il segnalino sulla scala"),
        ("en", "Léa leaves the marker where it is"),
    ],
)
def test_the_marker_left_where_it_is_after_an_exact_hit(cli, prompt_lines, lang, line) -> None:
    """schatz-der-pharao/exact-hit: the marker left where it is, said in words, is `marker`
    on the symbol it is on (it stays); Léa then plays again."""
    new(cli)
    exact_hit(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {"player": "Léa", "type": "marker", "symbol": "ladder"}
    state = cli.ok("pharao", "status", json=True).json
    assert state["current_player"] == "Léa" and not state["may_move_marker"]


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        (
            "fr",
            "Paul laisse le pion sur la pelle",
            "Le pion noir est sur l’échelle, pas sur la pelle : pour l’y déplacer, "
            "dites `pion pelle`.",
        ),
        (
            "it",
            "Paul tiene il segnalino sulla corda",
            "Il segnalino è sulla scala, non sulla corda: per spostarlo lì, scrivi "
            "`segnalino corda`.",
        ),
    ],
)
def test_the_marker_kept_on_another_symbol_is_refused(cli, prompt_lines, lang, line, shown):
    """schatz-der-pharao/exact-hit: the marker said kept on a symbol it is not on is refused
    with where it is and how to move it (exit 2), nothing recorded."""
    new(cli, "Paul,Léa")
    cli.ok("pharao", "play", "ladder", "7")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 2
    assert shown in said(result.err) and "(schatz-der-pharao/exact-hit)" in said(result.err)
    assert len(logged(cli)) == 1


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        ("fr", "Léa laisse le pion où il est", "Le pion noir reste de toute façon sur l’échelle"),
        ("it", "Léa lascia il segnalino dov'è", "Il segnalino resta comunque sulla scala"),
    ],
)
def test_the_marker_left_with_no_choice_to_make(cli, prompt_lines, lang, line, shown) -> None:
    """schatz-der-pharao/exact-hit: the marker left where it is with no exact hit to give a
    choice: nothing to record, and the answer says so with the rule (exit 3)."""
    new(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 3
    assert shown in said(result.err) and "(schatz-der-pharao/exact-hit)" in said(result.err)
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line", "count"),
    [
        ("fr", "Léa se défausse d'une carte", 1),
        ("fr", "Léa se défausse d’une carte et en repioche une", 1),
        ("fr", "Léa se défausse d'une carte et en pioche une autre", 1),
        ("fr", "Léa se défausse de 2 cartes et en pioche deux nouvelles", 2),
        ("it", "Léa scarta una carta e ne pesca un'altra", 1),
    ],
)
def test_a_swap_of_one_card_said_with_an_elided_article(cli, prompt_lines, lang, line, count):
    """schatz-der-pharao/swap: `d'une carte` is one card, and the cards drawn again may be
    said `une autre`, `deux nouvelles`, `un'altra`."""
    new(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli) == [{"player": "Léa", "type": "swap", "count": count}]


@pytest.mark.parametrize(
    ("lang", "lines", "card"),
    [
        ("fr", "Léa joue sa dernière carte, une échelle 3\n", ["ladder", 3]),
        ("fr", "Léa joue une échelle qui vaut 5\n", ["ladder", 5]),
        ("fr", "Léa lance un sort\n", ["spell", None]),
        ("fr", "Léa pose une protection devant elle\n", ["protection", None]),
        ("fr", "Léa lance une malédiction\n", ["curse", None]),
        ("it", "Léa gioca l'ultima carta, una scala 3\n", ["ladder", 3]),
        ("it", "Léa gioca una scala che vale 5\n", ["ladder", 5]),
        ("it", "Léa mette una protezione davanti a sé\n", ["protection", None]),
        ("it", "Léa lancia una maledizione\n", ["curse", None]),
        ("it", "Léa lancia un incantesimo\n", ["spell", None]),
    ],
)
def test_a_card_played_with_the_words_around_it(cli, prompt_lines, lang, lines, card) -> None:
    """schatz-der-pharao/play: a card said with the words a table puts around it (the last
    card of a hand, its value said `qui vaut`, `che vale`, a card cast, a protection put in
    front of its player) is that card played."""
    new(cli)
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert [move.get("card"), move.get("value", move.get("marker"))] == card


def paul_shows_a_ladder_and_a_protection(cli: Any) -> None:
    """Léa shows a ladder 3, Paul a protection and a ladder 2; Zoé is to play."""
    for line in ("ladder 3", "protection", "draw 1", "draw 1", "ladder 2"):
        cli.ok("pharao", *(line.split() if line.startswith("draw") else ["play", *line.split()]))


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "malédiction --défausse Paul=échelle"),
        ("fr", "jouer malédiction --défausse paul=l'échelle"),
        ("it", "maledizione --scarta Paul=scala"),
    ],
)
def test_a_curse_discard_named_by_its_symbol_alone(cli, prompt_lines, lang, line) -> None:
    """schatz-der-pharao/curse: `--défausse Paul=échelle` while Paul shows a single ladder
    is that ladder, its value taken from the display (and written in the journal)."""
    new(cli)
    paul_shows_a_ladder_and_a_protection(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1]["discards"] == [["Paul", ["ladder", 2]]]


def test_a_curse_discard_by_its_symbol_when_several_show_it(cli, prompt_lines) -> None:
    """schatz-der-pharao/curse: a symbol alone names no card when the display shows it with
    different values: refused with the cards and an example (exit 2), nothing recorded."""
    new(cli, "Léa,Paul")
    for line in ("ladder 3", "ladder 2", "ladder 2", "protection"):
        cli.ok("pharao", "play", *line.split())
    result = prompt_lines("malédiction --défausse Léa=échelle\n", lang="fr")
    assert result.code == 2
    text = said(result.err)
    assert "Léa a posé plusieurs cartes échelle (échelle 2, échelle 3)" in text, text
    assert "--défausse Léa=échelle:2" in text and "(schatz-der-pharao/curse)" in text
    assert len(logged(cli)) == 4


def treasure_reached(cli: Any) -> None:
    """Zoé on the treasure with 8 on display: she beats her five adventures by exact hits
    (each time drawing a card as her second action) while Sara swaps a card."""
    cli.ok("pharao", "new", "--players", "Zoé,Sara", "--adventures", "4,5,6,7,8")
    for value in (4, 5, 6, 7, 8):
        cli.ok("pharao", "play", "ladder", str(value))
        cli.ok("pharao", "draw", "1")
        cli.ok("pharao", "swap", "1")
    cli.ok("pharao", "play", "ladder", "8")  # Zoé: 8 of 12


@pytest.mark.parametrize(
    ("lang", "shown", "once"),
    [
        ("fr", "Zoé dépasse 12 : rien ne se passe", "font 13"),
        ("it", "Zoé va oltre il 12: non succede nulla", "fanno 13"),
        ("en", "Zoé goes past 12: nothing happens", "13 of 12"),
    ],
)
def test_a_display_past_the_treasure_says_its_total_once(
    cli, prompt_lines, lang, shown, once
) -> None:
    """schatz-der-pharao/treasure: a display past 12 on the treasure: one line says what it
    means, the display line its total (said once, not twice)."""
    treasure_reached(cli)
    cli.ok("pharao", "swap", "1")  # Sara
    result = prompt_lines("échelle 5\n", lang=lang)
    assert result.code == 0, result.err
    text = said(result.out)
    assert shown in text and text.count("13") == 1 and once in text, text
    assert "del Zoé" not in text


def test_a_spell_as_the_last_card_says_what_beats_the_adventure(cli) -> None:
    """schatz-der-pharao/empty-hand: the note of a spell played as the last card says the
    empty hand beats the adventure (`grâce à la main vide`)."""
    cli.ok("pharao", "new", "--players", "Léa,Paul", *ADVENTURES)
    for _ in range(4):
        cli.ok("pharao", "play", "protection")
        cli.ok("pharao", "draw", "1")
    result = cli.ok("pharao", "check", "play", "spell", lang="fr")
    assert "le sort réussit l’aventure 7 grâce à la main vide" in said(result.out)
