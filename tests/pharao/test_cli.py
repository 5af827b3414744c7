"""`assistant pharao ...` end to end, in English, French and Italian, through the `cli` fixture."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from helpers import assert_cli_refused

from assistant.games.pharao import GAME

REPO = Path(__file__).resolve().parents[2]
FULL_GAME = REPO / "examples" / "schatz-der-pharao" / "full-game.txt"


def new(cli: Any, *extra: str) -> Any:
    return cli.ok(
        "pharao", "new", "--players", "ana,bo,cy", "--adventures", "7,4,10,5,9", *extra, json=True
    )


def status(cli: Any) -> dict[str, Any]:
    doc: dict[str, Any] = cli.ok("pharao", "status", json=True).json
    return doc


def moves(cli: Any) -> int:
    return len(cli.ok("log", json=True).json["moves"])


def test_new_and_status_json_shape(cli: Any) -> None:
    """schatz-der-pharao/setup: `status --json` has the keys and shapes of the issue."""
    created = new(cli)
    assert created.json["session"]
    cli.ok("pharao", "play", "ladder", "3")
    cli.ok("pharao", "play", "protection")
    doc = status(cli)
    assert doc["marker"] == "ladder"
    assert doc["current_player"] == "cy"
    assert doc["finished"] is False
    assert doc["winners"] is None
    assert doc["adventures"] == [7, 4, 10, 5, 9, 12]
    assert doc["draw_pile"] == 41
    ana, bo, cy = doc["players"]
    assert ana == {
        "name": "ana",
        "hand": 4,
        "display": [["ladder", 3]],
        "beaten": 0,
        "total": 3,
        "next_adventure": 7,
    }
    assert bo["display"] == [["protection", None]]
    assert cy["hand"] == 5


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["ladder", "Ladder", "lad"]),
        ("fr", ["échelle", "ECHELLE", "Leiter"]),
        ("it", ["scala", "Scala", "leiter"]),
    ],
)
def test_symbols_in_every_language(cli: Any, lang: str, words: list[str]) -> None:
    """schatz-der-pharao/equipment: symbols in English, French, Italian and German."""
    new(cli)
    for word in words:
        cli.ok("pharao", "play", word, "1", lang=lang)
    assert [p["display"] for p in status(cli)["players"]] == [[["ladder", 1]]] * 3


@pytest.mark.parametrize(
    ("lang", "draw", "play", "swap"),
    [
        ("en", ["draw", "two"], ["play", "ladder", "Three"], ["swap", "one"]),
        ("fr", ["piocher", "deux", "cartes"], ["jouer", "échelle", "trois"], ["échanger", "une"]),
        (
            "it",
            ["pesca", "due", "carte"],
            ["gioca", "una", "scala", "da", "tre"],
            ["scambia", "una", "carta"],
        ),
    ],
)
def test_counts_and_values_in_words(
    cli: Any, lang: str, draw: list[str], play: list[str], swap: list[str]
) -> None:
    """schatz-der-pharao/turn: a table may spell a number out (`pesca due`), in its language;
    a number word of no language is still refused with exit 2."""
    new(cli)
    cli.ok("pharao", *draw, lang=lang)
    cli.ok("pharao", *play, lang=lang)
    cli.ok("pharao", *swap, lang=lang)
    doc = status(cli)
    assert [p["hand"] for p in doc["players"]] == [7, 4, 5]
    assert doc["players"][1]["display"] == [["ladder", 3]]
    refused = cli("pharao", draw[0], "zwei", lang=lang)
    assert refused.code == 2
    assert "zwei" in refused.err
    assert status(cli) == doc


@pytest.mark.parametrize(
    ("symbol", "word"),
    [
        ("rope", "corde"),
        ("rope", "corda"),
        ("rope", "Seil"),
        ("shovel", "pelle"),
        ("shovel", "pala"),
        ("shovel", "Schaufel"),
        ("torch", "torche"),
        ("torch", "torcia"),
        ("torch", "Fackel"),
        ("ladder", "scala"),
    ],
)
def test_spell_marker_names(cli: Any, symbol: str, word: str) -> None:
    """schatz-der-pharao/spell: the marker symbol in every language."""
    new(cli)
    cli.ok("pharao", "play", "spell", "--marker", word)
    assert status(cli)["marker"] == symbol


@pytest.mark.parametrize(
    ("word", "kind"),
    [
        ("sort", "spell"),
        ("incantesimo", "spell"),
        ("Zauber", "spell"),
        ("malédiction", "curse"),
        ("maledizione", "curse"),
        ("Fluch", "curse"),
        ("protection", "protection"),
        ("protezione", "protection"),
        ("Schutz", "protection"),
    ],
)
def test_special_card_names(cli: Any, word: str, kind: str) -> None:
    """schatz-der-pharao/play: special cards in every language."""
    new(cli)
    result = cli.ok("pharao", "play", word, json=True)
    assert result.json["move"]["card"] == kind


def test_outputs_in_three_languages(cli: Any) -> None:
    """schatz-der-pharao/exact-hit: what a move says, in en, fr and it."""
    new(cli)
    en = cli.ok("pharao", "play", "ladder", "7").out
    assert "Exact hit: ana beats adventure 1 (7)." in en
    fr = cli.ok("pharao", "marker", "corde", lang="fr").out
    assert "Le pion noir passe sur la corde." in fr
    it = cli.ok("pharao", "draw", "2", lang="it").out
    assert "pesca 2 carte" in it
    assert "Ora tocca a bo." in it


def test_human_status_draws_the_table(cli: Any) -> None:
    """schatz-der-pharao/adventure: the terminal view shows pawns, marker, hands, totals."""
    new(cli)
    cli.ok("pharao", "play", "ladder", "7")
    cli.ok("pharao", "draw", "1")
    cli.ok("pharao", "play", "ladder", "3")
    out = cli.ok("pharao", "status").out
    for text in ("Adventures", "Start", "6 · 12 treasure", "ladder 3", "3 / 7", "Draw pile: 40"):
        assert text in out
    fr = cli.ok("pharao", "status", lang="fr").out
    for text in ("Aventures", "Départ", "Pion noir", "échelle 3", "Pioche\u202f: 40"):
        assert text in fr
    it = cli.ok("pharao", "status", lang="it").out
    for text in ("Avventure", "Partenza", "Segnalino", "scala 3", "Mazzo: 40"):
        assert text in it


def test_refused_wrong_symbol(cli: Any) -> None:
    """schatz-der-pharao/equipment"""
    new(cli)
    assert_cli_refused(
        cli, "pharao", "play", "rope", "3", error="move/illegal", rule="schatz-der-pharao/equipment"
    )
    assert_cli_refused(
        cli,
        "pharao",
        "play",
        "corda",
        "3",
        error="move/illegal",
        rule="schatz-der-pharao/equipment",
        lang="it",
    )


def test_refused_out_of_turn(cli: Any) -> None:
    """schatz-der-pharao/turn"""
    new(cli)
    assert_cli_refused(
        cli,
        "pharao",
        "draw",
        "1",
        "--player",
        "bo",
        error="turn/out-of-order",
        rule="schatz-der-pharao/turn",
    )
    cli.ok("pharao", "draw", "1", "--player", "ana")
    cli.ok("pharao", "draw", "1", "--player", "BO")


def test_refused_drawing_past_ten(cli: Any) -> None:
    """schatz-der-pharao/draw"""
    new(cli)
    for _ in range(2):
        cli.ok("pharao", "draw", "2")
        cli.ok("pharao", "draw", "1")
        cli.ok("pharao", "draw", "1")
    cli.ok("pharao", "draw", "1")  # ana: 5 + 2 + 2 + 1 = 10
    cli.ok("pharao", "draw", "2")
    cli.ok("pharao", "draw", "2")
    assert status(cli)["players"][0]["hand"] == 10
    assert_cli_refused(
        cli, "pharao", "draw", "1", error="move/illegal", rule="schatz-der-pharao/draw"
    )
    assert_cli_refused(
        cli, "pharao", "draw", "3", error="move/illegal", rule="schatz-der-pharao/draw"
    )
    verdict = cli("pharao", "check", "draw", "1", json=True)
    assert verdict.code == 3
    assert verdict.json["legal"] is False
    assert verdict.json["rule"] == "schatz-der-pharao/draw"


def test_refused_swapping_more_than_the_hand(cli: Any) -> None:
    """schatz-der-pharao/swap"""
    new(cli)
    assert_cli_refused(
        cli, "pharao", "swap", "3", error="move/illegal", rule="schatz-der-pharao/swap"
    )
    cli.ok("pharao", "swap", "2")
    assert status(cli)["players"][0]["hand"] == 5


def _to_the_treasure_with_an_empty_hand(cli: Any) -> None:
    """ana beats five adventures with exact hits, then empties her hand before the 12."""
    cli.ok("pharao", "new", "--players", "ana,bo", "--adventures", "4,5,6,7,8", json=True)
    for value in ("4", "5", "6", "7", "8"):
        cli.ok("pharao", "play", "ladder", value)
    # The fifth exact hit also emptied the hand: five new cards, and ana plays again.
    assert status(cli)["players"][0] | {"display": []} == {
        "name": "ana",
        "hand": 5,
        "display": [],
        "beaten": 5,
        "total": 0,
        "next_adventure": 12,
    }
    for _ in range(5):
        cli.ok("pharao", "play", "ladder", "1")
        cli.ok("pharao", "swap", "1")
    doc = status(cli)
    assert doc["players"][0]["hand"] == 0
    assert doc["players"][0]["total"] == 5
    assert doc["players"][0]["beaten"] == 5
    assert doc["current_player"] == "ana"


def test_refused_playing_from_an_empty_hand(cli: Any) -> None:
    """schatz-der-pharao/play and schatz-der-pharao/treasure"""
    _to_the_treasure_with_an_empty_hand(cli)
    assert_cli_refused(
        cli, "pharao", "play", "protection", error="move/illegal", rule="schatz-der-pharao/play"
    )
    assert_cli_refused(
        cli, "pharao", "play", "ladder", "7", error="move/illegal", rule="schatz-der-pharao/play"
    )
    assert_cli_refused(
        cli, "pharao", "swap", "1", error="move/illegal", rule="schatz-der-pharao/swap"
    )
    cli.ok("pharao", "draw", "2")


def test_refused_curse_discard_not_on_display(cli: Any) -> None:
    """schatz-der-pharao/curse"""
    new(cli)
    cli.ok("pharao", "play", "ladder", "2")
    cli.ok("pharao", "play", "ladder", "3")
    cli.ok("pharao", "play", "protection")
    cli.ok("pharao", "play", "ladder", "1")
    assert_cli_refused(
        cli,
        "pharao",
        "play",
        "curse",
        "--discard",
        "bo=ladder:4",
        error="move/illegal",
        rule="schatz-der-pharao/curse",
    )
    assert_cli_refused(
        cli,
        "pharao",
        "play",
        "curse",
        "--discard",
        "cy=protection",
        error="move/illegal",
        rule="schatz-der-pharao/curse",
    )
    # ana has two different cards on display: her choice is needed.
    assert_cli_refused(
        cli, "pharao", "play", "curse", error="move/invalid", rule="schatz-der-pharao/curse"
    )
    done = cli.ok("pharao", "play", "Fluch", "--discard", "ana=scala:1", lang="fr", json=True).json
    displays = [p["display"] for p in done["state"]["players"]]
    assert displays == [[["ladder", 2]], [], [["protection", None]]]
    assert done["state"]["discard_pile"] == 3


def test_curse_discard_usage_errors(cli: Any) -> None:
    """schatz-der-pharao/curse: malformed --discard is a usage error (exit 2); a symbol
    without its value (`bo=ladder`) is well formed: the ladder bo shows (here none, which
    the rules refuse)."""
    new(cli)
    assert cli("pharao", "play", "curse", "--discard", "bo=ladder").code == 3
    for bad in ("bo", "bo=", "bo=ladder:x", "bo=protection:2", "zed=ladder:2"):
        result = cli("pharao", "play", "curse", "--discard", bad)
        assert result.code == 2, bad
    assert cli("pharao", "play", "ladder", "1", "--discard", "bo=ladder:2").code == 2
    assert cli("pharao", "play", "ladder", "1", "--marker", "rope").code == 2


def test_refused_marker_without_exact_hit(cli: Any) -> None:
    """schatz-der-pharao/exact-hit"""
    new(cli)
    assert_cli_refused(
        cli, "pharao", "marker", "rope", error="move/illegal", rule="schatz-der-pharao/exact-hit"
    )
    cli.ok("pharao", "play", "ladder", "8")  # passes the 7: no exact hit
    assert_cli_refused(
        cli, "pharao", "marker", "rope", error="move/illegal", rule="schatz-der-pharao/exact-hit"
    )
    cli.ok("pharao", "play", "ladder", "7")  # bo hits the 7 exactly
    cli.ok("pharao", "marker", "Fackel")
    assert status(cli)["marker"] == "torch"
    assert_cli_refused(
        cli, "pharao", "marker", "rope", error="move/illegal", rule="schatz-der-pharao/exact-hit"
    )


def test_refused_after_the_end(cli: Any) -> None:
    """schatz-der-pharao/end"""
    cli.ok("replay", str(FULL_GAME))
    doc = status(cli)
    assert doc["finished"] is True
    assert doc["winners"] == ["ana"]
    assert doc["current_player"] is None
    for args in (
        ("pharao", "draw", "1"),
        ("pharao", "draw", "1", "--player", "bo"),
        ("pharao", "play", "spell"),
        ("pharao", "marker", "rope", "--player", "cy"),
    ):
        assert_cli_refused(cli, *args, error="game/over", rule="schatz-der-pharao/end")
    verdict = cli("pharao", "check", "play", "ladder", "3", json=True)
    assert verdict.code == 3
    assert verdict.json["legal"] is False
    assert verdict.json["code"] == "game/over"


def test_usage_errors_exit_2(cli: Any) -> None:
    """schatz-der-pharao/play: unknown names and missing values are usage errors."""
    new(cli)
    before = status(cli)
    for args in (
        ("pharao", "play", "laddr", "3"),
        ("pharao", "play", "ladder"),
        ("pharao", "play", "spell", "3"),
        ("pharao", "play", "spell", "--marker", "curse"),
        ("pharao", "marker", "wand"),
        ("pharao", "draw", "1", "--player", "zed"),
        ("pharao", "check", "fly", "1"),
        ("pharao", "check", "draw"),
        ("pharao", "check", "draw", "x"),
    ):
        result = cli(*args)
        assert result.code == 2, args
        assert "Traceback" not in result.err
    assert "Did you mean ladder?" in cli("pharao", "play", "laddr", "3").err
    assert status(cli) == before
    bad = cli("pharao", "new", "--players", "ana", "--adventures", "7,4,10,5,9", json=True)
    assert bad.code == 3
    assert bad.json["error"]["code"] == "setup/invalid"
    assert cli("pharao", "new", "--players", "ana,bo", "--adventures", "7,x").code == 2


def test_check_answers_in_three_languages(cli: Any) -> None:
    """schatz-der-pharao/equipment: `check` takes the words of `play`, says yes or no and why.

    Exit 0 when the move is legal, 3 when it is not; nothing is recorded either way.
    """
    new(cli)
    before = status(cli)
    yes = cli.ok("pharao", "check", "play", "ladder", "3", json=True).json
    assert yes["legal"] is True and yes["turn"] is True
    assert yes["code"] is None and yes["rule"] is None and yes["reason"] is None
    assert yes["move"] == {"player": "ana", "type": "play", "card": "ladder", "value": 3}
    no = cli("pharao", "check", "play", "rope", "3", json=True)
    assert no.code == 3
    assert no.json["legal"] is False and no.json["turn"] is True
    assert no.json["code"] == "move/illegal"
    assert no.json["rule"] == "schatz-der-pharao/equipment"
    fr = cli("pharao", "check", "play", "corde", "3", lang="fr")
    assert fr.code == 3
    assert "Le pion noir est sur l’échelle\u202f: une carte corde" in fr.out
    en = cli("pharao", "check", "play", "rope", "3")
    assert "The marker is on the ladder: a rope card cannot be played now." in en.out
    it = cli("pharao", "check", "play", "corda", "3", lang="it")
    assert "Il segnalino è sulla scala: ora non si può giocare una carta corda." in it.out
    assert cli("pharao", "check", "marker", "rope", json=True).code == 3
    assert cli.ok("pharao", "check", "swap", "2", json=True).json["legal"] is True
    assert cli.ok("pharao", "check", "draw", "2", json=True).json["legal"] is True
    curse = cli("pharao", "check", "play", "curse", "--discard", "bo=ladder:2", json=True)
    assert curse.code == 3
    assert curse.json["rule"] == "schatz-der-pharao/curse"
    assert cli.ok("pharao", "check", "play", "spell", "--marker", "torch").code == 0
    assert status(cli) == before
    assert moves(cli) == 0


def test_check_curse_with_a_choice_left_open(cli: Any) -> None:
    """schatz-der-pharao/curse: `check play curse` says yes to a legal curse whose choices are
    not given yet and names the choices; recording it without them is refused with a real
    example, in three languages."""
    new(cli)
    cli.ok("pharao", "play", "ladder", "3")
    cli.ok("pharao", "play", "ladder", "2")
    cli.ok("pharao", "play", "protection")
    cli.ok("pharao", "play", "protection")  # ana: ladder 3 and a protection
    doc = cli.ok("pharao", "check", "play", "curse", "--player", "cy", json=True).json
    assert doc["legal"] is True and doc["turn"] is False and doc["reason"] is None
    assert doc["notes"] == [
        "To record it, say what ana gives up: ladder 3 or protection (e.g. `assistant pharao "
        "play curse --discard ana=ladder:3`)."
    ]
    en = cli.ok("pharao", "check", "play", "curse", "--player", "cy").out
    assert "Yes, on cy's turn, cy can play a curse." in en and "say what ana gives up" in en
    fr = cli.ok("pharao", "check", "play", "curse", "--player", "cy", lang="fr").out
    assert "Pour l’enregistrer, indiquez ce qu’ana cède\u202f: échelle 3 ou protection" in fr
    it = cli.ok("pharao", "check", "play", "maledizione", "--player", "cy", lang="it").out
    assert "maledizione --scarta ana=scala:3`)" in " ".join(it.split())
    named = cli.ok(
        "pharao", "check", "play", "curse", "--discard", "ana=protection", "--player", "cy"
    )
    assert "To record" not in named.out
    cli.ok("pharao", "play", "ladder", "1")  # bo: ladder 2, ladder 1
    assert_cli_refused(
        cli, "pharao", "play", "curse", error="move/invalid", rule="schatz-der-pharao/curse"
    )
    error = cli("pharao", "play", "curse", json=True).json["error"]["message"]
    assert "--discard ana=ladder:3" in error and "CARD" not in error
    fr_error = cli("pharao", "play", "curse", lang="fr")
    assert "--défausse ana=échelle:3 --défausse bo=échelle:2`" in " ".join(fr_error.err.split())
    recorded = cli.ok(
        "pharao", "play", "curse", "--discard", "ana=ladder:3", "--discard", "bo=ladder:1"
    )
    assert "ana gives up ladder 3." in recorded.out
    assert "bo gives up ladder 1." in recorded.out


def test_a_spell_says_once_that_the_player_plays_again(cli: Any) -> None:
    """schatz-der-pharao/spell: the extra turn is announced once, in every language."""
    new(cli)
    out = cli.ok("pharao", "play", "spell", "--marker", "rope").out
    assert out.count("plays again") == 1 and "ana plays again after a spell." in out
    fr = cli.ok("pharao", "play", "sort", lang="fr").out
    assert fr.count("rejoue") == 1
    it = cli.ok("pharao", "play", "incantesimo", lang="it").out
    assert it.count("gioca di nuovo") + it.count("rigioca") == 1, it


def test_new_with_the_twelve_among_the_five(cli: Any) -> None:
    """schatz-der-pharao/setup: the 12 typed among the five is named as the treasure."""
    result = cli("pharao", "new", "--players", "ana,bo", "--adventures", "7,4,12,5,9", json=True)
    assert result.code == 3
    assert result.json["error"]["message"].startswith("The 12 is the pharaoh's treasure")
    fr = cli("pharao", "new", "--players", "ana,bo", "--adventures", "7,4,12,5,9", lang="fr")
    assert "Le 12 est le trésor du pharaon" in fr.out + fr.err


def test_new_without_the_adventures_says_what_to_type(cli: Any) -> None:
    """schatz-der-pharao/setup: `new` without `--adventures` says to give the five drawn,
    with an example in the reader's words and the rule (it said Click's bare `Il manque
    l’option '--aventures'`); nothing is started."""
    fr = cli("pharao", "nouvelle", "--joueurs", "Léa,Marc", lang="fr")
    assert fr.code == 3
    said = " ".join(fr.err.split()).replace("\u202f", " ")
    assert "Indiquez les cinq aventures tirées, dans l’ordre de la rangée" in said
    assert "--aventures 7,4,10,5,9" in said and "schatz-der-pharao/setup" in said
    it = cli("pharao", "nuova", "--giocatori", "Léa,Marc", lang="it")
    assert it.code == 3 and "--avventure 7,4,10,5,9" in " ".join(it.err.split())
    assert cli.ok("sessions", json=True).json["sessions"] == []


def test_check_judges_a_move_planned_for_another_turn(cli: Any) -> None:
    """schatz-der-pharao/turn: `check ... --player bo` judges bo's move as on bo's turn."""
    new(cli)
    planned = cli.ok("pharao", "check", "play", "ladder", "2", "--player", "bo", json=True).json
    assert planned["legal"] is True
    assert planned["turn"] is False
    assert planned["player"] == "bo" and planned["current_player"] == "ana"
    it = cli.ok("pharao", "check", "play", "scala", "2", "--player", "bo", lang="it").out
    assert "Sì, quando sarà il suo turno, bo potrà giocare scala 2." in it
    assert "Le carte davanti a bo fanno 2 su 7." in it  # what the move will do
    assert "Ora è il turno di ana." in it
    wrong = cli("pharao", "check", "play", "corda", "3", "--player", "bo", json=True)
    assert wrong.code == 3
    assert wrong.json["turn"] is False
    assert wrong.json["rule"] == "schatz-der-pharao/equipment"
    # After ana's exact hit only ana may move the marker; bo's own turn gives him no chance.
    cli.ok("pharao", "play", "ladder", "7")
    assert cli.ok("pharao", "check", "marker", "rope", json=True).json["legal"] is True
    late = cli("pharao", "check", "marker", "rope", "--player", "bo", json=True)
    assert late.code == 3 and late.json["rule"] == "schatz-der-pharao/exact-hit"


def test_acting_commands_answer_with_the_envelope(cli: Any) -> None:
    """schatz-der-pharao/exact-hit: one JSON envelope; events with code, text and data."""
    new(cli)
    done = cli.ok("pharao", "play", "ladder", "7", json=True).json
    assert set(done) == {"session", "seq", "player", "move", "events", "text", "state"}
    assert done["seq"] == 1 and done["player"] == "ana"
    assert done["move"] == {"player": "ana", "type": "play", "card": "ladder", "value": 7}
    assert done["text"] == "plays ladder 7"
    codes = [e["code"] for e in done["events"]]
    assert codes == ["adventure/beaten", "marker/may-move", "display/total"]
    assert done["events"][0]["data"] == {
        "player": "ana",
        "adventure": 1,
        "value": 7,
        "by": "exact",
    }
    assert done["events"][0]["text"] == "Exact hit: ana beats adventure 1 (7)."
    assert done["state"] == status(cli)
    fr = cli.ok("pharao", "marker", "corde", lang="fr", json=True).json
    assert fr["events"] == [
        {
            "code": "marker/moved",
            "text": "Le pion noir passe sur la corde.",
            "data": {"symbol": "rope", "from": "ladder"},
        }
    ]
    turn = cli.ok("pharao", "draw", "1", json=True).json
    assert turn["events"] == [
        {"code": "turn/next", "text": "Now it is bo's turn.", "data": {"player": "bo"}}
    ]


@pytest.mark.parametrize("seed", range(4))
def test_formatted_moves_are_recorded_as_they_are(cli: Any, seed: int) -> None:
    """schatz-der-pharao/turn: `assistant pharao *format_move(m)` records exactly `m`, and
    `check` with the same words calls it legal."""
    rng = random.Random(seed)
    players = ["ana", "bo", "cy", "dee"][: 2 + seed % 3]
    setup = GAME.random_setup(rng, players)
    adventures = ",".join(str(v) for v in setup["adventures"])
    cli.ok("pharao", "new", "--players", ",".join(players), "--adventures", adventures)
    state = GAME.initial_state(setup)
    kinds: set[str] = set()
    for _ in range(60):
        move = GAME.random_move(state, rng)
        if move is None:
            break
        words = GAME.format_move(move)
        assert cli.ok("pharao", "check", *words, json=True).json["legal"] is True
        done = cli.ok("pharao", *words, json=True).json
        assert GAME.move_from_json(done["move"]) == move, words
        state = GAME.apply(state, move)
        assert done["state"] == GAME.state_json(state)
        kinds.add(type(move).__name__)
    assert {"PlayEquipment", "Draw"} <= kinds


def test_log_and_undo(cli: Any) -> None:
    """schatz-der-pharao/turn: moves read well in the log and can be taken back."""
    new(cli)
    cli.ok("pharao", "play", "ladder", "7")
    cli.ok("pharao", "marker", "rope")
    cli.ok("pharao", "play", "spell", "--marker", "torch")
    log = cli.ok("log", lang="fr").out
    assert "ana — joue échelle 7" in log
    assert "ana — place le pion noir sur la corde" in log
    assert "joue un sort et place le pion noir sur la torche" in log
    cli.ok("undo")
    assert status(cli)["marker"] == "rope"
    cli.ok("redo")
    assert status(cli)["marker"] == "torch"


def test_rules_in_three_languages(cli: Any) -> None:
    """schatz-der-pharao/curse: the rules text in en, fr and it."""
    assert "Curse" in cli.ok("rules", "pharao", "curse").out
    assert "Malédiction" in cli.ok("rules", "pharao", "curse", lang="fr").out
    assert "Maledizione" in cli.ok("rules", "pharao", "curse", lang="it").out
    contents = cli.ok("rules", "schatz-der-pharao", json=True).json
    assert contents
    hits = cli.ok("rules", "search", "pioche", "--game", "pharao", lang="fr", json=True).json
    assert any(r["id"] == "schatz-der-pharao/draw" for r in hits["results"])


def test_italian_commands_in_the_infinitive_too(cli: Any) -> None:
    """schatz-der-pharao/turn: an Italian table may type the verb as the rulebook's titles
    have it (`pescare`, `giocare`), and `cambia`, the word the answers use for a swap."""
    new(cli)
    assert "ana — pesca 2 carte" in cli.ok("pharao", "pescare", "2", lang="it").out
    assert "bo — cambia 1 carta" in cli.ok("pharao", "cambia", "1", lang="it").out
    assert "cy — gioca scala 3" in cli.ok("pharao", "giocare", "scala", "3", lang="it").out


@pytest.mark.parametrize(
    ("lang", "words", "other"),
    [
        ("en", ["play", "spell", "rope"], ["play", "ladder", "rope"]),
        ("fr", ["jouer", "sort", "corde"], ["jouer", "échelle", "corde"]),
        ("it", ["gioca", "incantesimo", "corda"], ["gioca", "scala", "corda"]),
    ],
)
def test_a_spell_names_its_symbol_right_after(
    cli: Any, lang: str, words: list[str], other: list[str]
) -> None:
    """schatz-der-pharao/spell: `gioca incantesimo corda` is `--segnalino corda`; after an
    equipment card a symbol is still no value (exit 2, nothing recorded)."""
    new(cli)
    cli.ok("pharao", *words, lang=lang)
    assert status(cli)["marker"] == "rope"
    before = moves(cli)
    refused = cli("pharao", *other, lang=lang)
    assert refused.code == 2 and other[-1] in refused.err
    assert moves(cli) == before


@pytest.mark.parametrize(
    ("lang", "words", "hint"),
    [
        (
            "fr",
            ["jouer", "échelle", "7"],
            "déplacer le pion noir (`assistant pharao pion",
        ),
        (
            "it",
            ["gioca", "scala", "7"],
            "spostare il segnalino (`assistant pharao segnalino",
        ),
        ("en", ["play", "ladder", "7"], "may first move the marker (`assistant pharao marker"),
    ],
)
def test_an_exact_hit_says_once_that_the_marker_may_move(
    cli: Any, lang: str, words: list[str], hint: str
) -> None:
    """schatz-der-pharao/exact-hit: the answer to an exact hit says once, on its last line,
    that the player plays again and may first move the marker, with the command for it."""
    new(cli)
    out = " ".join(cli.ok("pharao", *words, lang=lang).out.split())
    assert out.count(hint) == 1 and out.endswith("`).")  # the last line, and only there
    marker = {"fr": "pion", "it": "segnalino", "en": "marker"}[lang]
    assert out.count(f"`assistant pharao {marker}") == 1


@pytest.mark.parametrize(
    ("lang", "section", "said", "english"),
    [
        ("fr", "spell", "jouer sort --pion torche", ("spell", "torch")),
        ("it", "spell", "gioca incantesimo --segnalino torcia", ("spell", "torch")),
        ("fr", "exact-hit", "pion corde", ("marker", "rope")),
        ("it", "exact-hit", "segnalino corda", ("marker", "rope")),
    ],
)
def test_the_rules_commands_are_in_the_readers_words_values_too(
    cli: Any, lang: str, section: str, said: str, english: tuple[str, ...]
) -> None:
    """schatz-der-pharao/spell: the command a rule quotes names the card and the symbol in the
    reader's words, not only the command word."""
    text = " ".join(cli.ok("rules", "pharao", section, lang=lang).out.split())
    assert said in text
    assert not any(f" {word} " in text for word in english)


def test_curse_discards_listed_after_a_comma_and_a_space(cli: Any) -> None:
    """schatz-der-pharao/curse: `--discard ana=ladder:1, bo=ladder:3` (a list typed with a
    space after its comma) is two discards, as `--discard` twice would be."""
    new(cli)
    cli.ok("pharao", "play", "ladder", "2")
    cli.ok("pharao", "play", "ladder", "3")
    cli.ok("pharao", "play", "protection")
    cli.ok("pharao", "play", "ladder", "1")
    out = cli.ok("pharao", "play", "curse", "--discard", "ana=ladder:1,", "bo=ladder:3").out
    assert "ana gives up ladder 1." in out and "bo gives up ladder 3." in out
    cli.ok("undo")
    out = cli.ok(
        "pharao", "gioca", "maledizione", "--scarta", "ana=scala:1,bo=scala:3", lang="it"
    ).out
    assert "ana cede la carta scala 1." in out
