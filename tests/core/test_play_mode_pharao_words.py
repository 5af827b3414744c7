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
        ("it", "Léa gioca un incantesimo e rimette il segnalino sulla scala", "ladder"),
        ("it", "Léa gioca un incantesimo e riporta il segnalino sulla scala", "ladder"),
        ("it", "Léa lancia un incantesimo e porta il segnalino sulla torcia", "torch"),
        ("fr", "Léa joue un sort et ramène le pion sur la pelle", "shovel"),
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
        ("fr", "Léa laisse le pion où il était"),
        ("fr", "Léa ne déplace pas le pion"),
        ("fr", "elle ne touche pas au pion"),
        ("fr", "le pion reste où il est"),
        ("fr", "Léa : le pion noir reste sur l’échelle"),
        ("it", "Léa non sposta il segnalino"),
        ("it", "il segnalino resta dov'era"),
        ("it", "il segnalino rimane sulla scala"),
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
            "fr",
            "le pion reste sur la pelle",
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


@pytest.mark.parametrize(
    ("lang", "line", "discards"),
    [
        (
            "fr",
            "Zoé joue une malédiction et Paul perd sa protection",
            [["Paul", ["protection", None]]],
        ),
        (
            "fr",
            "Zoé joue une malédiction (Paul perd la carte protection)",
            [["Paul", ["protection", None]]],
        ),
        (
            "fr",
            "Zoé joue une malédiction : Paul se défausse de son échelle",
            [["Paul", ["ladder", 2]]],
        ),
        ("fr", "Zoé lance une malédiction, Paul donne l'échelle 2", [["Paul", ["ladder", 2]]]),
        (
            "it",
            "Zoé gioca una maledizione e Paul cede la sua protezione",
            [["Paul", ["protection", None]]],
        ),
        ("it", "Zoé gioca una maledizione (Paul cede la carta scala 2)", [["Paul", ["ladder", 2]]]),
        ("en", "Zoé plays a curse and Paul gives up his ladder", [["Paul", ["ladder", 2]]]),
    ],
)
def test_a_curse_said_with_what_a_player_gives_up(cli, prompt_lines, lang, line, discards) -> None:
    """schatz-der-pharao/curse: what a player with a choice gives up, said after the curse
    (`et Paul perd sa protection`, the log's own `(Paul perd la carte protection)`), is the
    curse's `--discard`; the others hit lose their only card as usual."""
    new(cli)
    paul_shows_a_ladder_and_a_protection(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1]["discards"] == discards
    displays = [p["display"] for p in cli.ok("pharao", "status", json=True).json["players"]]
    assert displays[0] == [] and len(displays[1]) == 1


@pytest.mark.parametrize(
    ("lang", "line", "card"),
    [
        ("fr", "Léa joue une malédiction et perd sa protection", ["protection", None]),
        ("fr", "Léa joue une malédiction, elle se défausse de son échelle", ["ladder", 3]),
        ("it", "Léa gioca una maledizione e cede la scala 3", ["ladder", 3]),
    ],
)
def test_a_curse_said_with_what_its_own_player_gives_up(cli, prompt_lines, lang, line, card):
    """schatz-der-pharao/curse: no name before the verb (`et perd sa protection`, `elle se
    défausse de ...`): the card given up is the curse's own player's."""
    new(cli, "Léa,Paul")
    for line_ in ("play ladder 3", "draw 1", "play protection", "draw 1"):
        cli.ok("pharao", *line_.split())
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1]["discards"] == [["Léa", card]]


def test_a_curse_said_with_a_card_not_shown_is_refused(cli, prompt_lines) -> None:
    """schatz-der-pharao/curse: a card said given up that the player does not show is
    refused with the rule (exit 3), nothing recorded."""
    new(cli)
    paul_shows_a_ladder_and_a_protection(cli)
    result = prompt_lines("Zoé joue une malédiction et Paul perd sa corde\n", lang="fr")
    assert result.code == 3
    assert "Paul n’a pas posé de corde" in said(result.err), result.err
    assert "(schatz-der-pharao/curse)" in said(result.err) and len(logged(cli)) == 5


@pytest.mark.parametrize(
    ("lang", "line", "marker"),
    [
        ("fr", "Léa joue un sort et garde le pion sur l'échelle", None),
        ("fr", "Léa joue un sort sans déplacer le pion", None),
        ("fr", "Léa joue un sort et ne déplace pas le pion", None),
        ("it", "Léa gioca un incantesimo e non sposta il segnalino", None),
        ("fr", "Léa joue un sort pour mettre le pion sur la torche", "torch"),
        ("fr", "Léa joue un sort et choisit la torche", "torch"),
        ("it", "Léa gioca un incantesimo per spostare il segnalino sulla torcia", "torch"),
    ],
)
def test_a_spell_said_with_what_becomes_of_the_marker(cli, prompt_lines, lang, line, marker):
    """schatz-der-pharao/spell: a spell that leaves the marker (`garde le pion sur
    l'échelle`, where it is; `sans déplacer`, `ne déplace pas`) or moves it (`pour mettre le
    pion sur la torche`, `choisit la torche`)."""
    new(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [(m["card"], m.get("marker")) for m in logged(cli)] == [("spell", marker)]


def test_a_spell_said_to_leave_the_marker_on_another_symbol(cli, prompt_lines) -> None:
    """schatz-der-pharao/spell: a spell said to leave the marker on a symbol it is not on
    is refused (exit 2) with how to move it there, nothing recorded: never read as moving
    it."""
    new(cli)
    result = prompt_lines("Léa joue un sort et laisse le pion sur la corde\n", lang="fr")
    assert result.code == 2
    text = said(result.err)
    assert "Le pion noir est sur l’échelle, pas sur la corde" in text, text
    assert "`jouer sort --pion corde`" in text and logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Léa déplace le pion noir vers la corde"),
        ("fr", "le pion va sur la corde"),
        ("fr", "le pion noir passe sur la corde"),
        ("it", "il segnalino va sulla corda"),
        ("it", "Léa mette il segnalino sulla corda"),
    ],
)
def test_the_marker_moved_after_an_exact_hit_in_words(cli, prompt_lines, lang, line) -> None:
    """schatz-der-pharao/exact-hit: the marker moved after an exact hit said as a table
    says it (`vers la corde`, `va sur la corde`, the answer's own `passe sur la corde`)."""
    new(cli)
    exact_hit(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {"player": "Léa", "type": "marker", "symbol": "rope"}


@pytest.mark.parametrize(
    ("lang", "log"),
    [
        ("fr", "Léa — place le pion noir sur l’échelle"),
        ("it", "Léa — mette il segnalino sulla scala"),
    ],
)
def test_the_log_of_a_marker_left_where_it_is(cli, prompt_lines, lang, log) -> None:
    """schatz-der-pharao/exact-hit: the log of the marker left where it is says where it
    was put, not that it moved."""
    new(cli)
    exact_hit(cli)
    prompt_lines("Léa laisse le pion où il est\n", lang="fr")
    assert log in cli.ok("log", lang=lang).out


@pytest.mark.parametrize(
    ("lang", "line", "count"),
    [
        ("fr", "Léa défausse deux cartes et en reprend deux", 2),
        ("it", "Léa scarta due carte e ne prende due", 2),
        ("fr", "Léa échange une carte avec la pioche", 1),
    ],
)
def test_a_swap_said_with_the_cards_taken_again(cli, prompt_lines, lang, line, count) -> None:
    """schatz-der-pharao/swap: the cards drawn again said with a verb of taking."""
    new(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli) == [{"player": "Léa", "type": "swap", "count": count}]


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        ("fr", "Léa pioche", "Combien de cartes, 1 ou 2 ? Par exemple `piocher 2`."),
        ("it", "Léa scambia", "Quante carte, 1 o 2? Per esempio `scambia 2`."),
    ],
)
def test_a_draw_or_a_swap_without_its_count(cli, prompt_lines, lang, line, shown) -> None:
    """schatz-der-pharao/draw: a draw or a swap said without its count is refused with the
    choice and an example (exit 2), nothing recorded."""
    new(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 2 and shown in said(result.err), result.err
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "lines", "shown"),
    [
        (
            "fr",
            "Léa joue un sort\nelle met le pion sur la torche\n",
            "Un sort déplace le pion noir au moment où il est joué : dites le symbole avec "
            "lui (`jouer sort --pion torche`) ; pour changer un sort déjà enregistré, "
            "annulez-le d’abord (`annuler`).",
        ),
        (
            "it",
            "Léa gioca un incantesimo\nLéa sposta il segnalino sulla torcia\n",
            "(`gioca incantesimo --segnalino torcia`)",
        ),
    ],
)
def test_the_marker_said_after_its_spell_on_a_line_of_its_own(
    cli, prompt_lines, lang, lines, shown
) -> None:
    """schatz-der-pharao/spell: the marker moved on a line after the spell that left it is
    refused with how to say it with the spell (exit 3); the spell stays recorded."""
    new(cli)
    result = prompt_lines(lines, lang=lang)
    assert result.code == 3
    assert shown in said(result.err) and "(schatz-der-pharao/spell)" in said(result.err)
    assert [(m["card"], m.get("marker")) for m in logged(cli)] == [("spell", None)]


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        (
            "fr",
            "Il manque SYMBOLE : `pion SYMBOLE [--joueur NOM]`. Pour le laisser où il est, "
            "dites `laisser`.",
        ),
        ("it", "Per lasciarlo dov’è, scrivi `lascia`."),
    ],
)
def test_the_marker_without_its_symbol(cli, prompt_lines, lang, shown) -> None:
    """schatz-der-pharao/exact-hit: the marker said without its symbol is refused with the
    words to leave it where it is (exit 2), nothing recorded."""
    new(cli)
    exact_hit(cli)
    result = prompt_lines(("pion" if lang == "fr" else "segnalino") + "\n", lang=lang)
    assert result.code == 2 and shown in said(result.err), result.err
    assert len(logged(cli)) == 1


@pytest.mark.parametrize(
    ("lang", "line", "discards"),
    [
        ("fr", "Zoé joue une malédiction et Paul garde sa protection", [["Paul", ["ladder", 2]]]),
        (
            "fr",
            "Zoé joue une malédiction, Paul garde son échelle et perd la protection",
            [["Paul", ["protection", None]]],
        ),
        (
            "fr",
            "Zoé joue une malédiction et Paul conserve sa protection mais perd son échelle",
            [["Paul", ["ladder", 2]]],
        ),
        ("it", "Zoé gioca una maledizione e Paul tiene la scala", [["Paul", ["protection", None]]]),
        ("en", "Zoé plays a curse and Paul keeps his protection", [["Paul", ["ladder", 2]]]),
    ],
)
def test_a_curse_said_with_the_card_a_player_keeps(cli, prompt_lines, lang, line, discards):
    """schatz-der-pharao/curse: a player said to keep a card (`Paul garde sa protection`)
    gives up the other card they show; said with the card given up too (`garde son échelle
    et perd la protection`), that card."""
    new(cli)
    paul_shows_a_ladder_and_a_protection(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1]["discards"] == discards


@pytest.mark.parametrize(
    ("lang", "asked"),
    [
        ("fr", "Paul garde la carte protection : quelle carte cède-t-on à la malédiction ?"),
        ("it", "Paul tiene la carta protezione: quale carta cede alla maledizione?"),
    ],
)
def test_a_card_kept_among_several_asks_which_is_given_up(cli, prompt_lines, lang, asked):
    """schatz-der-pharao/curse: a card said kept when two or more others are shown asks
    which is given up, with the cards shown and the rule; nothing is recorded."""
    new(cli)
    paul_shows_a_ladder_and_a_protection(cli)
    cli.ok("pharao", "draw", "1")  # Zoé
    cli.ok("pharao", "draw", "1")  # Léa
    cli.ok("pharao", "play", "ladder", "1")  # Paul: a protection, a ladder 2 and a ladder 1
    line = {"fr": "Zoé joue une malédiction et Paul garde sa protection"}
    line["it"] = "Zoé gioca una maledizione e Paul tiene la protezione"
    result = prompt_lines(line[lang] + "\n", lang=lang)
    text = said(result.err)
    assert asked in text and "(schatz-der-pharao/curse)" in text, text
    assert {"fr": "échelle 2, échelle 1", "it": "scala 2, scala 1"}[lang] in text, text
    assert len(logged(cli)) == 8


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Nouvelle partie du Trésor du Pharaon schatz-der-pharao-1 : Léa, Paul et Zoé."),
        ("it", "Nuova partita del Tesoro del faraone schatz-der-pharao-1: Léa, Paul e Zoé."),
    ],
)
def test_a_new_game_names_the_game_and_its_players(cli, lang, said) -> None:
    """schatz-der-pharao/setup: the answer to `new` names the game, the players and who
    starts, as the other games' do."""
    result = cli.ok("pharao", "new", "--players", "Léa,Paul,Zoé", *ADVENTURES, lang=lang)
    assert said in " ".join(result.out.replace("\u202f", " ").split())


@pytest.mark.parametrize(
    ("lang", "line", "discards"),
    [
        (
            "it",
            "Giulia gioca una maledizione: Marco tiene la protezione e Sara perde la scala",
            [["Sara", ["ladder", 2]], ["Marco", ["ladder", 1]]],
        ),
        (
            "it",
            "Giulia gioca una maledizione e Marco tiene la protezione, Sara perde la scala",
            [["Sara", ["ladder", 2]], ["Marco", ["ladder", 1]]],
        ),
        (
            "fr",
            "Giulia joue une malédiction : Sara perd son échelle et Marco garde sa protection",
            [["Sara", ["ladder", 2]], ["Marco", ["ladder", 1]]],
        ),
        (
            "fr",
            "Giulia joue une malédiction, Marco garde son échelle et perd sa protection",
            [["Marco", ["protection", None]]],
        ),
    ],
)
def test_a_curse_said_with_several_players_keeping_and_giving_up(
    cli, prompt_lines, lang, line, discards
) -> None:
    """schatz-der-pharao/curse: a curse said with what several players keep and give up, in
    any order (`Marco tiene la protezione e Sara perde la scala`): each keep gives up the
    one other card shown; a player said to keep one card and give up another gives up that
    one (play-test 8)."""
    cli.ok("pharao", "new", "--players", "Giulia,Marco,Sara", *ADVENTURES)
    for move in ("play ladder 3", "play protection", "play ladder 2", "draw 1"):
        cli.ok("pharao", *move.split())
    cli.ok("pharao", "play", "ladder", "1")  # Marco: a protection and a ladder 1
    cli.ok("pharao", "draw", "1")  # Sara
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1]["discards"] == discards


def test_a_line_stopped_by_a_player_whose_turn_never_came(cli, prompt_lines) -> None:
    """schatz-der-pharao/turn: `Paul pioche 2 cartes ; Zoé joue échelle 5 ; Léa joue …`
    after Zoé's exact hit: Zoé plays again, so Léa is told whose turn it is, not that the
    line ended her turn (it never began); nothing of the line is recorded (play-test 8)."""
    cli.ok("pharao", "new", "--players", "Léa,Paul,Zoé", "--adventures", "5,4,10,7,9")
    cli.ok("pharao", "draw", "1")  # Léa
    line = "Paul pioche 2 cartes ; Zoé joue échelle 5 ; Léa joue un sort\n"
    result = prompt_lines(line, lang="fr")
    assert result.code == 3
    text = said(result.err)
    assert "C’est au tour de Zoé, pas de Léa : Zoé rejoue après une valeur exacte." in text
    assert "ont terminé" not in text
    assert len(logged(cli)) == 1


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Marco gioca la scala 3 e vince il tesoro!"),
        ("it", "Marco gioca l'ultima carta che ha, una scala 3"),
        ("fr", "Marco joue une échelle 3 et remporte le trésor"),
    ],
)
def test_a_card_said_with_what_it_wins_or_what_it_is(cli, prompt_lines, lang, line) -> None:
    """schatz-der-pharao/equipment: what a card is said to win (`e vince il tesoro!`) and
    the words around the last card (`l'ultima carta che ha, una …`) are said around it
    (play-test 8); the card is played."""
    new(cli, "Marco,Sara")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {"player": "Marco", "type": "play", "card": "ladder", "value": 3}
