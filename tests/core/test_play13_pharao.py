"""Play-test 13 (Italian and French tables), Der Schatz des Pharao at the prompt.

A total restated after the move that made it (`Giulia mette una torcia da 9, fa 12!`) is a
remark, not a second card; a later move refused because the line's own first moves ended
the game says so; what-if questions said with such a remark; the corrections a table says.
"""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.real_game


def logged(cli: Any) -> list[dict[str, Any]]:
    """The moves of the current session's journal, as `log --json` gives them."""
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


def said(text: str) -> str:
    """`text` on one line, French no-break spaces as plain ones."""
    return " ".join(text.replace("\u202f", " ").replace("\u00a0", " ").split())


def status(cli: Any) -> dict[str, Any]:
    return dict(cli.ok("pharao", "status", json=True).json)


def new(cli: Any) -> None:
    cli.ok("pharao", "new", "--players", "Giulia,Marco", "--adventures", "4,5,6,7,8")


def at_the_treasure(cli: Any) -> None:
    """Giulia beats the five adventures with exact hits, moves the marker to the torch and
    lays a torch 3 before the 12; Marco draws: Giulia's turn, 3 of 12, torch under the
    marker."""
    new(cli)
    for value in ("4", "5", "6", "7", "8"):
        cli.ok("pharao", "play", "ladder", value)
    cli.ok("pharao", "marker", "torch")
    cli.ok("pharao", "play", "torch", "3")
    cli.ok("pharao", "draw", "1")


@pytest.mark.parametrize(
    ("lang", "line", "unread"),
    [
        ("it", "Giulia mette una torcia da 9, fa 12!", "«fa 12»"),
        ("it", "Giulia gioca una torcia da 9 e fa 12", "«fa 12»"),
        ("it", "Giulia gioca una torcia da 9, fa 12 e vince", "«fa 12 e vince»"),
        ("it", "Giulia mette una torcia da 9 e arriva a 12", "«arriva a 12»"),
        ("fr", "Giulia joue une torche de 9, ça fait 12 !", "« ça fait 12 »"),
        ("fr", "Giulia pose une torche de 9 et fait 12", "« fait 12 »"),
        ("en", "Giulia plays torch 9, makes 12", "“makes 12”"),
    ],
)
def test_a_total_restated_after_the_winning_card_is_a_remark(
    cli, prompt_lines, lang, line, unread
) -> None:
    """schatz-der-pharao/treasure: `…, fa 12!` after the card that makes exactly 12 only
    restates its total: the win is recorded, the remark named as not read; never a second
    card (`torcia 12`) refused because the game is over."""
    at_the_treasure(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {"player": "Giulia", "type": "play", "card": "torch", "value": 9}
    assert status(cli)["winners"] == ["Giulia"]
    assert unread in said(result.out)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Giulia gioca una scala da 3, fa 3"),
        ("fr", "Giulia joue une échelle de 3, ça fait 3"),
        ("en", "Giulia plays ladder 3, makes 3"),
        ("it", "Giulia gioca una scala da 3 e fa 3"),
    ],
)
def test_a_total_restated_after_a_card_is_no_second_card(cli, prompt_lines, lang, line) -> None:
    """schatz-der-pharao/equipment: `…, fa 3` is not a ladder 3 played again: one card."""
    new(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli) == [{"player": "Giulia", "type": "play", "card": "ladder", "value": 3}]


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        (
            "it",
            "Giulia gioca torcia 9 e pesca una carta",
            "Le mosse scritte prima di questa, nella stessa riga, hanno chiuso la partita",
        ),
        (
            "fr",
            "Giulia joue torche 9 puis Marco pioche 2 cartes",
            "Les coups dits avant celui-ci sur la même ligne ont terminé la partie",
        ),
        ("en", "Giulia plays torch 9 and draws 1", "The line's moves before this one ended"),
    ],
)
def test_a_move_after_the_lines_winning_move_says_the_line_ended_the_game(
    cli, prompt_lines, lang, line, shown
) -> None:
    """schatz-der-pharao/end: a later move of a line whose first move wins is refused as
    following the end the line itself made, not as if the game had been over before; the
    line is one transaction: nothing recorded, the game goes on."""
    at_the_treasure(cli)
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert shown in said(result.err)
    assert "no move is accepted" not in result.err
    assert len(logged(cli)) == before and status(cli)["winners"] is None


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        (
            "it",
            "Marco gioca torcia 5",
            "Tocca ad Anna, non a Marco: Anna gioca di nuovo dopo un valore esatto.",
        ),
        (
            "fr",
            "Marco joue torche 5",
            "C’est au tour d’Anna, pas de Marco : Anna rejoue après une valeur exacte.",
        ),
        (
            "en",
            "Marco plays torch 5",
            "It is Anna's turn, not Marco's: Anna plays again after an exact hit.",
        ),
    ],
)
def test_out_of_turn_after_an_exact_hit_says_the_player_plays_again(
    cli, prompt_lines, lang, line, shown
) -> None:
    """schatz-der-pharao/exact-hit and schatz-der-pharao/turn: after Anna's exact hit,
    Marco's card is refused with why it is still Anna's turn: she plays again."""
    cli.ok("pharao", "new", "--players", "Anna,Marco", "--adventures", "7,4,10,5,9")
    cli.ok("pharao", "play", "ladder", "7")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 3
    assert shown in said(result.err)
    assert len(logged(cli)) == 1


def test_out_of_turn_after_a_spell_says_the_player_plays_again(cli, prompt_lines) -> None:
    """schatz-der-pharao/spell: a spell's player plays again; another's card says so."""
    cli.ok("pharao", "new", "--players", "Anna,Marco", "--adventures", "7,4,10,5,9")
    cli.ok("pharao", "play", "spell")
    result = prompt_lines("Marco gioca scala 3\n", lang="it")
    assert "Anna gioca di nuovo dopo un incantesimo." in said(result.err)


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        ("it", "Anna lascia il segnalino dov'è", "Anna — lascia il segnalino sulla scala"),
        ("fr", "Anna laisse le pion où il est", "Anna — laisse le pion noir sur l’échelle"),
        ("en", "Anna leaves the marker where it is", "Anna — leaves the marker on ladder"),
    ],
)
def test_the_marker_kept_is_answered_as_left_not_put(cli, prompt_lines, lang, line, shown) -> None:
    """schatz-der-pharao/exact-hit: the marker left where it is is recorded as `marker` on
    its symbol, and the answer says it was left there (not *puts the marker on*)."""
    cli.ok("pharao", "new", "--players", "Anna,Marco", "--adventures", "7,4,10,5,9")
    cli.ok("pharao", "play", "ladder", "7")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert shown in said(result.out)
    assert logged(cli)[-1] == {"player": "Anna", "type": "marker", "symbol": "ladder"}


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        (
            "it",
            "Le mosse scritte prima di questa, nella stessa riga, hanno chiuso il turno di Anna: "
            "ora tocca a Marco",
        ),
        (
            "fr",
            "Les coups dits avant celui-ci sur la même ligne ont terminé le tour d’Anna : "
            "c’est maintenant à Marco de jouer",
        ),
    ],
)
def test_a_second_card_of_a_line_after_the_turn_ended_says_the_same_line(
    cli, prompt_lines, lang, shown
) -> None:
    """schatz-der-pharao/turn: `Anna gioca corda 4 e poi corda 3`: the moves before it in
    the same line ended Anna's turn (not *the line before this one*)."""
    cli.ok("pharao", "new", "--players", "Anna,Marco", "--adventures", "7,4,10,5,9")
    line = {"it": "Anna gioca scala 3 e poi scala 2", "fr": "Anna joue échelle 3 puis échelle 2"}
    result = prompt_lines(line[lang] + "\n", lang=lang)
    assert shown in said(result.err)
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        (
            "it",
            "cosa succede se Giulia mette una torcia da 9, fa 12?",
            "Era una domanda: non è stato registrato niente.",
        ),
        (
            "it",
            "cosa succede se Giulia gioca una torcia da 9 e fa 12?",
            "Era una domanda: non è stato registrato niente.",
        ),
        (
            "fr",
            "que se passe-t-il si Giulia joue une torche de 9, ça fait 12 ?",
            "C’était une question : rien n’est enregistré.",
        ),
        (
            "en",
            "what happens if Giulia plays torch 9, makes 12?",
            "That was a question: nothing is recorded.",
        ),
    ],
)
def test_a_what_if_with_the_total_restated_plays_the_move_out(
    cli, prompt_lines, lang, line, shown
) -> None:
    """schatz-der-pharao/treasure: `cosa succede se Giulia mette una torcia da 9, fa 12?`
    is the torch tried and taken back (Giulia would win), not a rules section (spells)."""
    at_the_treasure(cli)
    before = logged(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    text = said(result.out)
    assert shown in text
    assert "12" in text and "(schatz-der-pharao/" not in text
    assert logged(cli) == before and status(cli)["winners"] is None


@pytest.mark.parametrize(
    ("lang", "line", "title"),
    [
        ("it", "cosa succede se Giulia supera il 12?", "Il tesoro del faraone"),
        ("fr", "que se passe-t-il si Giulia dépasse 12 ?", "Le trésor du pharaon"),
        ("en", "what happens if Giulia goes past 12?", "The pharaoh's treasure"),
    ],
)
def test_a_what_if_of_passing_the_twelve_answers_the_treasure(
    cli, prompt_lines, lang, line, title
) -> None:
    """schatz-der-pharao/treasure: a number asked about counts in the rules search (`12`,
    said in the treasure's section), so passing the 12 is answered by the treasure (exactly
    12 needed), not by *Beating an adventure* (which says `or more`)."""
    at_the_treasure(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert said(result.out).startswith(title)


@pytest.mark.parametrize(
    ("lang", "line", "card"),
    [
        ("it", "Giulia può vincere con una torcia da 9?", "conquista il tesoro"),
        ("fr", "Giulia peut-elle gagner avec une torche de 9 ?", "remporte le trésor"),
        ("fr", "est-ce que Giulia peut gagner avec une torche de 10 ?", "Giulia dépasse 12"),
        ("en", "can Giulia win with torch 9?", "wins the pharaoh's treasure"),
    ],
)
def test_can_a_card_win_is_played_out_as_a_question(cli, prompt_lines, lang, line, card) -> None:
    """schatz-der-pharao/treasure: `Giulia può vincere con una torcia da 9?` is the card
    tried and taken back: the answer says whether it wins; nothing is recorded."""
    at_the_treasure(cli)
    before = logged(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert card in said(result.out)
    assert logged(cli) == before


def test_can_a_card_win_refused_by_the_marker_says_no(cli, prompt_lines) -> None:
    """schatz-der-pharao/equipment: a rope while the marker is on the torch: no, and why."""
    at_the_treasure(cli)
    result = prompt_lines("Giulia può vincere con una corda da 12?\n", lang="it")
    assert "No, Giulia non può giocare corda 12." in said(result.out + result.err)


@pytest.mark.parametrize(
    ("lang", "line", "told"),
    [
        (
            "it",
            "no aspetta, era un 5, annulla",
            "«era un 5» non viene registrato da solo: per registrare la mossa così, scrivi "
            "`Giulia gioca una scala da 5`.",
        ),
        (
            "fr",
            "oups, annule, c'était une échelle de 5",
            "« c'était une échelle de 5 » n’est pas enregistré tout seul : pour enregistrer "
            "le coup avec, tapez `Giulia joue une échelle de 5`.",
        ),
        (
            "en",
            "sorry, undo, it was a 5",
            "“it was a 5” is not recorded by itself: to record the move with it, type "
            "`Giulia plays a ladder 5`.",
        ),
    ],
)
def test_an_undo_said_with_the_right_value_undoes_and_says_what_to_type(
    cli, prompt_lines, lang, line, told
) -> None:
    """schatz-der-pharao/turn: `no aspetta, era un 5, annulla` after `Giulia gioca una scala
    da 3`: the ladder 3 is undone, the 5 is not played by itself, and the answer gives the
    line that records the move with it."""
    new(cli)
    first = {
        "it": "Giulia gioca una scala da 3",
        "fr": "Giulia joue une échelle de 3",
        "en": "Giulia plays a ladder 3",
    }
    result = prompt_lines(first[lang] + "\n" + line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert told in said(result.out)
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "pardon, Giulia joue échelle 3"),
        ("fr", "ah non pardon, Giulia joue échelle 3"),
        ("it", "scusa, Giulia gioca scala 3"),
        ("it", "no aspetta, Giulia gioca scala 3"),
        ("en", "sorry, Giulia plays ladder 3"),
        ("en", "no wait, Giulia plays ladder 3"),
    ],
)
def test_a_move_after_a_correction_lead_in_is_read(cli, prompt_lines, lang, line) -> None:
    """schatz-der-pharao/play: `pardon, …`, `ah non pardon, …`, `no aspetta, …` start a
    corrected move as `bon, …` and `oups, …` do."""
    new(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli) == [{"player": "Giulia", "type": "play", "card": "ladder", "value": 3}]
