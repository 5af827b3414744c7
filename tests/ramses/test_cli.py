"""`assistant ramses ...` end to end, in English, French and Italian, through the `cli` fixture."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import assert_cli_refused

from assistant.games.ramses import GAME

ENVELOPE = {"session", "seq", "player", "move", "events", "text", "state"}


def status(cli: Any) -> Any:
    return cli.ok("ramses", "status", json=True).json


def test_new_and_first_turn_english(cli: Any) -> None:
    """ramses/setup and ramses/turn in English: new, reveal, found, status."""
    out = cli.ok("ramses", "new", "--players", "ana,bo,cy").out
    assert "Ramsès — base game" in out and "Now it is ana's turn." in out
    out = cli.ok("ramses", "reveal", "3", "golden", "crown").out
    assert "Card sought: golden crown (3)." in out
    out = cli.ok("ramses", "found").out
    assert "ana wins golden crown (3)." in out and "Now it is bo's turn." in out
    doc = status(cli)
    assert doc["current_player"] == "bo"
    assert doc["players"][0]["won"] == [{"value": 3, "treasure": "golden crown"}]
    assert doc["deck"] == {"drawn": 1, "left": 29, "back": 1}
    log = cli.ok("log").out
    assert "ana — reveals the card sought: golden crown (3)" in log


def test_french_session(cli: Any) -> None:
    """ramses/advanced in French: words typed in French, messages in French."""
    out = cli.ok("ramses", "new", "--players", "ana,bo", "--advanced", lang="fr").out
    assert "Ramsès — jeu avancé" in out and "C’est au tour d’ana." in out
    out = cli.ok("ramses", "reveal", "2", "couronne", lang="fr").out
    assert "Carte à trouver\u202f: couronne (2)." in out
    out = cli.ok("ramses", "token", "égyptologue", "2", lang="fr").out
    assert "ana garde le jeton égyptologue\u202f: 2 chapeaux en tout." in out
    out = cli.ok("ramses", "miss", "--scarab", lang="fr").out
    assert "ana continue grâce au scarabée (encore 1 utilisation)." in out
    out = cli.ok("ramses", "token", "MOMIE", lang="fr").out  # the next slide's token
    assert "ana prend la momie" in out
    out = cli.ok("ramses", "miss", lang="fr").out
    assert "C’est au tour de bo." in out
    out = cli.ok("ramses", "status", lang="fr").out
    assert "Chapeaux" in out and "ana a la momie" in out
    out = cli.ok("ramses", "found", lang="fr").out
    assert "bo gagne la carte couronne (2)." in out
    assert "ana passe ce tour (malédiction de la momie)" in out
    assert "C’est au tour de bo." in out
    out = cli.ok("log", lang="fr").out
    assert "trouve un jeton égyptologue à 2 chapeaux" in out
    error = assert_cli_refused(cli, "ramses", "found", lang="fr")
    assert error["message"].startswith("Aucune carte n’est face visible")


def test_italian_session_with_special_actions(cli: Any) -> None:
    """ramses/special-actions in Italian: names typed in Italian, explanations in Italian."""
    cli.ok("ramses", "new", "--players", "ana,bo", lang="it")
    treasures = ["corona", "vaso", "lampada", "anello", "pugnale", "amuleto", "calice"]
    treasures += ["statua", "papiro", "bracciale"]
    for i, treasure in enumerate(treasures):
        player = "ana" if i % 2 == 0 else "bo"
        cli.ok("ramses", "reveal", "1", treasure, lang="it")
        cli.ok("ramses", "found", "--player", player, lang="it")
    out = cli.ok("ramses", "special", "forza", lang="it").out
    assert out.startswith("Forza sovrumana:")
    assert status(cli)["special"] == "strength"
    cli.ok("ramses", "reveal", "2", "vaso", lang="it")
    cli.ok("ramses", "found", lang="it")
    out = cli.ok("ramses", "special", "scorpione", lang="it").out
    assert "Scorpione: la carta resta coperta. A partire da bo" in out
    out = cli.ok("ramses", "scorpion", "ana", "--give", "corona", lang="it").out
    assert "ana dà la carta corona (1) a bo." in out and "Ora tocca a bo." in out
    out = cli.ok("ramses", "status", lang="it").out
    assert "Azione speciale di questa carta: scorpione." in out
    out = cli.ok("ramses", "score", lang="it").out
    assert "Punteggio provvisorio" in out and "La partita non è ancora finita." in out


def test_duel_command(cli: Any) -> None:
    """ramses/duel: --stakes and --winner, --player for the loser who slid last."""
    cli.ok("ramses", "new", "--players", "ana,bo,cy")
    for i in range(10):
        cli.ok("ramses", "reveal", "2", ["crown", "vase", "lamp"][i % 3])
        cli.ok("ramses", "found")
    cli.ok("ramses", "special", "duel")  # bo against cy
    assert_cli_refused(cli, "ramses", "duel", "--stakes", "bo=crown,cy=vase", "--winner", "ana")
    assert_cli_refused(cli, "ramses", "duel", "--stakes", "bo=crown,cy=crown", "--winner", "bo")
    assert_cli_refused(
        cli, "ramses", "duel", "--stakes", "bo:crown,cy=vase", "--winner", "bo", code=2
    )
    assert_cli_refused(cli, "ramses", "duel", "--stakes", "bo=lamp,cy=vase", "--winner", "bo")
    out = cli.ok(
        "ramses", "duel", "--stakes", "bo=VASE,cy=la", "--winner", "cy", "--player", "bo"
    ).out
    assert "cy wins the duel and takes vase (2) and lamp (2)." in out
    assert "Now it is cy's turn." in out
    doc = status(cli)
    assert doc["players"][2]["cards"] == 4 and doc["players"][1]["cards"] == 2


def test_scorpion_drawn_command(cli: Any) -> None:
    """ramses/scorpion: --drawn for a stung player without cards."""
    cli.ok("ramses", "new", "--players", "ana,bo")
    cli.ok("ramses", "reveal", "1", "crown")
    cli.ok("ramses", "found")
    for _ in range(9):
        cli.ok("ramses", "reveal", "1", "crown")
        cli.ok("ramses", "miss")
        cli.ok("ramses", "found")
    cli.ok("ramses", "special", "scorpion")
    assert_cli_refused(cli, "ramses", "scorpion", "bo")
    assert_cli_refused(cli, "ramses", "scorpion", "bo", "--give", "crown")
    assert_cli_refused(cli, "ramses", "scorpion", "bo", "--drawn", ":", code=2)
    out = cli.ok("ramses", "scorpion", "bo", "--drawn", "3:vase").out
    assert "ana takes the top card of the deck: vase (3)." in out
    assert status(cli)["deck"]["drawn"] == 11


def test_refusals_exit_codes(cli: Any) -> None:
    """ramses/turn: illegal moves exit 3, bad words exit 2; nothing is recorded."""
    cli.ok("ramses", "new", "--players", "ana,bo", "--advanced")
    error = assert_cli_refused(cli, "ramses", "found")
    assert error["code"] == "move/illegal" and error["rule"] == "ramses/turn"
    error = assert_cli_refused(cli, "ramses", "reveal", "1", "crown", "--player", "bo")
    assert error["code"] == "turn/out-of-order"
    assert_cli_refused(cli, "ramses", "reveal", "5", "crown")
    assert_cli_refused(cli, "ramses", "reveal", "eins", "crown", code=2)  # one, un, uno: read
    assert_cli_refused(cli, "ramses", "reveal", "1", "crown", "--player", "zed", code=2)
    assert_cli_refused(cli, "ramses", "special", "sandstorm")
    assert_cli_refused(cli, "ramses", "special", "flood", code=2)
    cli.ok("ramses", "reveal", "1", "crown")
    assert_cli_refused(cli, "ramses", "token", "egyptologist", code=2)
    assert_cli_refused(cli, "ramses", "token", "mummy", "2", code=2)
    assert_cli_refused(cli, "ramses", "token", "egyptologist", "4")
    assert_cli_refused(cli, "ramses", "token", "pharaoh", code=2)
    cli.ok("ramses", "miss", "--scarab")
    cli.ok("ramses", "miss", "--scarab")
    error = assert_cli_refused(cli, "ramses", "miss", "--scarab")
    assert error["rule"] == "ramses/scarab"
    result = cli("ramses", "miss", "--scarab")
    assert result.code == 3 and "(ramses/scarab)" in result.err


def test_new_usage_errors(cli: Any) -> None:
    """ramses/setup: bad options exit 2, a bad player count exits 3."""
    assert cli("ramses", "new").code == 2
    assert cli("ramses", "new", "--solo", "--advanced").code == 2
    assert cli("ramses", "new", "--players", "ana").code == 3
    assert cli("ramses", "new", "--players", "a,b,c,d,e,f").code == 3
    result = cli("ramses", "new", "--players", "ana,bo", "--solo", json=True)
    assert result.code == 3 and result.json["error"]["rule"] == "ramses/solo"


def test_game_over_refuses_with_exit_3(cli: Any) -> None:
    """ramses/end: after the 30th card every move exits 3 with game/over."""
    cli.ok("ramses", "new", "--solo")
    for _ in range(30):
        cli.ok("ramses", "reveal", "1", "crown")
        cli.ok("ramses", "found")
    error = assert_cli_refused(cli, "ramses", "reveal", "1", "crown")
    assert error["code"] == "game/over"
    score = cli.ok("ramses", "score", json=True).json
    assert score["solo"] == {"cards": 30, "title": "pharaoh"}
    assert score["finished"] is True
    assert "Pharaon" in cli.ok("ramses", "score", lang="fr").out


def test_score_json_keys(cli: Any) -> None:
    """ramses/end: `score --json` has finished, winners and per-player keys."""
    cli.ok("ramses", "new", "--players", "ana,bo,cy", "--advanced")
    score = cli.ok("ramses", "score", json=True).json
    assert score["finished"] is False and score["winners"] is None
    assert set(score["players"][0]) >= {
        "name",
        "cards",
        "points",
        "egyptologists",
        "bonus",
        "total",
    }


def test_undo_after_found(cli: Any) -> None:
    """ramses/assistant: undo takes back the last accepted move."""
    cli.ok("ramses", "new", "--players", "ana,bo")
    cli.ok("ramses", "reveal", "2", "vase")
    cli.ok("ramses", "found")
    cli.ok("undo")
    assert status(cli)["current_player"] == "ana"
    assert status(cli)["target"] == {"value": 2, "treasure": "vase"}


@pytest.mark.parametrize(
    "command",
    [
        "new",
        "reveal",
        "found",
        "miss",
        "token",
        "special",
        "scorpion",
        "duel",
        "status",
        "score",
        "check",
    ],
)
def test_every_command_has_help_with_example(cli: Any, command: str) -> None:
    """ramses/assistant: each command explains itself with an example."""
    out = cli.ok("ramses", command, "--help").out
    assert "assistant ramses" in out


def test_rules_in_three_languages(cli: Any) -> None:
    """ramses/overview: the rulebook reads in English, French and Italian."""
    assert "memory game" in cli.ok("rules", "ramses", "overview").out
    assert "jeu de mémoire" in cli.ok("rules", "ramses", "overview", lang="fr").out
    assert "gioco di memoria" in cli.ok("rules", "ramses", "overview", lang="it").out
    hits = cli.ok("rules", "search", "momie", "--game", "ramses", lang="fr", json=True).json
    assert "ramses/mummy" in str(hits)


# -- the common envelope and `check` (issue: one game contract) -----------------------------------


def codes(doc: dict[str, Any]) -> list[str]:
    return [event["code"] for event in doc["events"]]


def test_acting_commands_answer_with_the_envelope(cli: Any) -> None:
    """ramses/turn: every acting command answers `--json` with the common envelope."""
    cli.ok("ramses", "new", "--players", "ana,bo", "--advanced")
    doc = cli.ok("ramses", "reveal", "3", "crown", json=True).json
    assert set(doc) == ENVELOPE and doc["seq"] == 1 and doc["player"] == "ana"
    assert doc["move"] == {"type": "reveal", "player": "ana", "value": 3, "treasure": "crown"}
    assert doc["events"][0] == {
        "code": "card/revealed",
        "text": "Card sought: crown (3).",
        "data": {"player": "ana", "value": 3, "treasure": "crown"},
    }
    assert doc["state"] == status(cli)
    doc = cli.ok("ramses", "token", "egyptologist", "2", json=True, lang="fr").json
    assert codes(doc) == ["egyptologist/kept"]
    assert doc["events"][0]["text"] == "ana garde le jeton égyptologue\u202f: 2 chapeaux en tout."
    assert doc["events"][0]["data"] == {"player": "ana", "hats": 2, "total": 2}
    doc = cli.ok("ramses", "miss", "--scarab", json=True).json
    assert codes(doc) == ["scarab/used", "card/sought"] and doc["events"][0]["data"]["left"] == 1
    assert doc["events"][1]["text"] == "Card sought: crown (3)."  # the next slide looks for it
    assert doc["events"][0]["text"] == "ana plays on with a scarab (1 use left)."
    last = cli.ok("ramses", "miss", "--scarab", json=True, lang="fr").json["events"][0]
    assert last["data"]["left"] == 0
    assert last["text"] == "ana continue grâce au scarabée, pour la dernière fois."
    doc = cli.ok("ramses", "found", json=True).json
    assert codes(doc) == ["card/won", "turn/next", "next/reveal"]
    assert doc["events"][1]["data"] == {"player": "bo"}
    assert doc["state"]["current_player"] == "bo"


def test_special_actions_events(cli: Any) -> None:
    """ramses/scorpion, ramses/duel: the events of specials, stings and duels."""
    cli.ok("ramses", "new", "--players", "ana,bo,cy")
    for i in range(10):
        cli.ok("ramses", "reveal", "2", ["crown", "vase", "lamp"][i % 3])
        doc = cli.ok("ramses", "found", json=True).json
    assert codes(doc) == ["card/won", "turn/next", "next/look-at-back", "next/reveal"]
    doc = cli.ok("ramses", "special", "scorpion", json=True).json
    assert codes(doc) == ["special/shown"] and doc["events"][0]["data"] == {"action": "scorpion"}
    doc = cli.ok("ramses", "scorpion", "cy", "--give", "lamp", json=True).json
    assert doc["player"] == "cy"
    assert codes(doc) == ["scorpion/card-given", "turn/next", "next/reveal"]
    assert doc["events"][0]["data"] == {"player": "cy", "to": "bo", "value": 2, "treasure": "lamp"}
    cli.ok("ramses", "reveal", "1", "vase")
    cli.ok("ramses", "found")  # ana
    doc = cli.ok("ramses", "special", "duel", json=True).json  # bo against cy
    assert doc["events"][0]["data"] == {"action": "duel", "duellists": ["bo", "cy"]}
    doc = cli.ok(
        "ramses", "duel", "--stakes", "bo=vase:2,cy=lamp", "--winner", "bo", json=True
    ).json
    assert doc["player"] == "bo"
    assert codes(doc) == ["duel/won", "turn/next", "next/reveal"]  # the duel card comes next
    assert doc["events"][0]["data"]["cards"] == [
        {"value": 2, "treasure": "vase"},
        {"value": 2, "treasure": "lamp"},
    ]


def test_game_over_event(cli: Any) -> None:
    """ramses/solo-ladder: the last card ends the game with its title."""
    cli.ok("ramses", "new", "--solo")
    for _ in range(30):
        cli.ok("ramses", "reveal", "1", "crown")
        doc = cli.ok("ramses", "found", json=True).json
    assert codes(doc) == ["card/won", "game/over"]
    assert doc["events"][-1]["data"] == {"cards": 30, "title": "pharaoh"}
    assert doc["state"]["finished"] is True


def check(cli: Any, *words: str, lang: str | None = None) -> tuple[int, Any]:
    """Run `ramses check WORDS` with --json; the journal must stay untouched."""
    log_before = cli.ok("log", json=True).json
    result = cli("ramses", "check", *words, json=True, lang=lang)
    assert cli.ok("log", json=True).json == log_before
    return result.code, result.json


def test_check_judges_as_if_it_were_their_turn(cli: Any) -> None:
    """ramses/turn: `check` takes the acting command's words; exit 0 legal, 3 not."""
    cli.ok("ramses", "new", "--players", "ana,bo,cy")
    code, doc = check(cli, "reveal", "2", "crown")
    assert code == 0 and doc["legal"] and doc["turn"] and doc["player"] == "ana"
    cli.ok("ramses", "reveal", "2", "crown")
    code, doc = check(cli, "found", "--player", "bo")
    assert code == 0 and doc["legal"] and not doc["turn"]
    assert doc["current_player"] == "ana" and doc["rule"] is None
    code, doc = check(cli, "reveal", "2", "crown")
    assert code == 3 and not doc["legal"] and doc["rule"] == "ramses/turn"
    assert doc["code"] == "move/illegal" and doc["reason"].startswith("A card is already face up")
    code, doc = check(cli, "miss", "--scarab")
    assert code == 3 and doc["rule"] == "ramses/scarab" and doc["turn"]
    out = cli("ramses", "check", "found", "--player", "bo").out
    assert "Yes, on bo's turn, bo can find the treasure sought and win the card." in out
    assert "It is ana's turn now." in out
    out = cli("ramses", "check", "found", "--player", "bo", lang="fr").out
    assert "Oui, quand ce sera son tour, bo pourra découvrir le trésor cherché" in out
    assert "C’est maintenant le tour d’ana." in out
    out = cli("ramses", "check", "miss", "--scarab", lang="it").out
    assert out.startswith("No, ana non può continuare con lo scarabeo") and "ramses/scarab" in out
    assert cli("ramses", "check", "miss", "--scarab").code == 3
    assert cli("ramses", "check", "score").code == 2  # not an acting command
    assert cli("ramses", "check", "found", "--player", "zed").code == 2


def test_check_advanced_scorpion_and_duel(cli: Any) -> None:
    """ramses/tokens, ramses/scorpion, ramses/duel: who may act during a special action."""
    cli.ok("ramses", "new", "--players", "ana,bo,cy", "--advanced")
    cli.ok("ramses", "reveal", "2", "crown")
    code, doc = check(cli, "miss", "--scarab")
    assert code == 0 and doc["legal"] and doc["turn"]
    code, doc = check(cli, "token", "mummy", "--player", "cy")
    assert code == 0 and doc["legal"] and not doc["turn"]
    for i in range(10):
        if i:
            cli.ok("ramses", "reveal", "2", ["crown", "vase", "lamp"][i % 3])
        cli.ok("ramses", "found")
    cli.ok("ramses", "special", "scorpion")  # bo turned it; anyone may be stung
    code, doc = check(cli, "token", "egyptologist", "1", "--player", "cy")
    assert code == 0 and doc["legal"] and doc["turn"]
    code, doc = check(cli, "scorpion", "ana", "--give", "crown")
    assert code == 0 and doc["legal"] and doc["turn"] and doc["player"] == "ana"
    code, doc = check(cli, "scorpion", "ana", "--give", "vase")
    assert code == 3 and doc["rule"] == "ramses/scorpion"
    code, doc = check(cli, "found")
    assert code == 3 and doc["rule"] == "ramses/scorpion"
    cli.ok("ramses", "scorpion", "ana", "--give", "crown")  # bo gets it, bo plays next
    cli.ok("ramses", "reveal", "1", "ring")
    cli.ok("ramses", "found")
    cli.ok("ramses", "special", "duel")  # cy against ana
    code, doc = check(cli, "token", "mummy", "--player", "ana")
    assert code == 0 and doc["legal"] and doc["turn"]
    code, doc = check(cli, "token", "mummy", "--player", "bo")
    assert code == 3 and doc["rule"] == "ramses/duel" and doc["code"] == "turn/out-of-order"
    code, doc = check(cli, "duel", "--stakes", "cy=lamp,ana=crown", "--winner", "ana")
    assert code == 0 and doc["legal"] and doc["turn"] and doc["player"] == "ana"
    code, doc = check(cli, "duel", "--stakes", "cy=lamp,ana=vase", "--winner", "ana")
    assert (
        code == 3
        and doc["rule"] == "ramses/duel"
        and "ana has no card showing vase" in doc["reason"]
    )


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_formatted_moves_record_the_same_move(cli: Any, seed: int) -> None:
    """ramses/assistant: `assistant ramses *format_move(m)` records exactly `m`."""
    rng = random.Random(seed)
    players = ["ana", "bo", "cy", "dee", "eli"][: rng.randint(1, 5)]
    setup = GAME.random_setup(rng, players)
    mode = {"base": [], "advanced": ["--advanced"], "solo": ["--solo"]}[setup["mode"]]
    cli.ok("ramses", "new", "--players", ",".join(players), *mode)
    state = GAME.initial_state(setup)
    while (move := GAME.random_move(state, rng)) is not None:
        doc = cli.ok("ramses", *GAME.format_move(move), json=True).json
        assert GAME.move_from_json(doc["move"]) == move
        state = GAME.apply(state, move)
        assert doc["state"] == GAME.state_json(state)
    assert GAME.is_finished(state)


# -- second pass (issue 15): reveal words, the lucky reveal, full cards in the log, duels
# called off, the third scarab, hidden information ---------------------------------------


@pytest.mark.parametrize(
    "words", [["3", "crown"], ["crown", "3"], ["crown:3"], ["3:crown"], ["CROWN", "3"]]
)
def test_reveal_value_and_treasure_in_either_order(cli: Any, words: list[str]) -> None:
    """ramses/cards: `reveal crown 3` is taken like `reveal 3 crown`, `crown:3`, `3:crown`."""
    cli.ok("ramses", "new", "--players", "ana,bo")
    cli.ok("ramses", "reveal", *words)
    target = status(cli)["target"]
    assert target["value"] == 3 and target["treasure"].casefold() == "crown"


def test_reveal_without_a_value_is_a_usage_error_in_three_languages(cli: Any) -> None:
    """ramses/cards: no value among the words: exit 2, the forms that work, nothing recorded."""
    cli.ok("ramses", "new", "--players", "ana,bo")
    error = assert_cli_refused(cli, "ramses", "reveal", "golden", "crown", code=2)
    assert "in either order" in error["message"]
    fr = cli("ramses", "reveal", "couronne", lang="fr")
    assert fr.code == 2 and "dans l’ordre que vous voulez" in fr.err
    assert "`assistant ramses retourner 3 couronne`" in fr.err.replace(" \n", " ")
    it = cli("ramses", "reveal", "corona", lang="it")
    assert it.code == 2 and "nell’ordine che vuoi" in it.err  # Italian says "tu"


def test_lucky_reveal_in_one_command(cli: Any) -> None:
    """ramses/lucky-reveal: `reveal ... --lucky` records the card, gives it, ends the turn."""
    cli.ok("ramses", "new", "--players", "ana,bo,cy")
    out = cli.ok("ramses", "reveal", "2", "vase", "--lucky").out
    assert (
        "Lucky reveal: the treasure of vase (2) already shows on the board; ana wins the card "
        "at once." in " ".join(out.split())
    )
    assert "Now it is bo's turn." in out
    doc = status(cli)
    assert doc["target"] is None and doc["players"][0]["won"] == [{"value": 2, "treasure": "vase"}]
    envelope = cli.ok("ramses", "reveal", "crown:4", "--lucky", json=True).json
    assert envelope["move"]["lucky"] is True and envelope["events"][0]["code"] == "card/won"
    fr = cli.ok("ramses", "reveal", "1", "masque", "--lucky", lang="fr").out
    assert "Coup de chance\u202f: le trésor de la carte masque (1) est déjà visible" in fr
    log = cli.ok("log").out
    assert "ana — reveals vase (2), whose treasure already shows on the board, and wins" in log
    it = cli.ok("log", lang="it").out
    assert "il cui tesoro è già visibile sul tabellone" in it
    assert cli.ok("ramses", "check", "reveal", "3", "lamp", "--lucky").code == 0


def test_third_scarab_tells_the_player_to_type_miss(cli: Any) -> None:
    """ramses/scarab: a third scarab use is refused and the message says to record `miss`."""
    cli.ok("ramses", "new", "--players", "ana,bo", "--advanced")
    cli.ok("ramses", "reveal", "1", "crown")
    cli.ok("ramses", "miss", "--scarab")
    cli.ok("ramses", "miss", "--scarab")
    error = assert_cli_refused(cli, "ramses", "miss", "--scarab")
    assert "Record the wrong treasure with `assistant ramses miss`." in error["message"]
    fr = cli("ramses", "miss", "--scarab", lang="fr")
    assert "Enregistrez le mauvais trésor avec `assistant ramses raté`." in fr.err.replace(
        " \n", " "
    )
    out = cli.ok("ramses", "miss").out
    assert "Now it is bo's turn." in out


def test_scorpion_log_names_the_card_in_full(cli: Any) -> None:
    """ramses/scorpion: without --give, or with a prefix, the log and `--json log` name the
    card given in full, in three languages."""
    cli.ok("ramses", "new", "--players", "ana,bo,cy")
    cli.ok("ramses", "reveal", "3", "sword")
    cli.ok("ramses", "found")  # ana: sword 3
    cli.ok("ramses", "reveal", "2", "lamp")
    cli.ok("ramses", "found")  # bo: lamp 2
    for _ in range(8):
        cli.ok("ramses", "reveal", "1", "vase")
        while status(cli)["current_player"] != "cy":
            cli.ok("ramses", "miss")
        cli.ok("ramses", "found")
    cli.ok("ramses", "special", "scorpion")
    cli.ok("ramses", "scorpion", "ana")
    last = cli.ok("log", json=True).json["moves"][-1]
    assert last["move"]["give"] == {"treasure": "sword", "value": 3}
    assert last["text"] == "is stung by the scorpion and gives sword (3) to cy on their right"
    assert "?" not in cli.ok("log").out
    shown = " ".join(cli.ok("log", lang="fr").out.split())
    assert "donne la carte sword (3) à cy, son voisin de droite" in shown
    cli.ok("undo")
    cli.ok("ramses", "scorpion", "bo", "--give", "la")
    last = cli.ok("log", json=True).json["moves"][-1]
    assert last["move"]["give"] == {"treasure": "lamp", "value": 2}
    assert "lamp (2)" in cli.ok("log", lang="it").out


def test_duel_called_off_from_the_command_line(cli: Any) -> None:
    """ramses/duel: a drawn card showing the other's only treasure calls the duel off:
    the stakes without --winner; with --winner it is refused with that advice."""
    cli.ok("ramses", "new", "--players", "ana,bo")
    cli.ok("ramses", "reveal", "1", "crown")
    cli.ok("ramses", "found")
    for _ in range(9):
        cli.ok("ramses", "reveal", "1", "crown")
        cli.ok("ramses", "miss")
        cli.ok("ramses", "found")
    cli.ok("ramses", "special", "duel")  # bo (no card) against ana (crowns only)
    error = assert_cli_refused(
        cli, "ramses", "duel", "--stakes", "bo=crown:3,ana=crown", "--winner", "bo"
    )
    assert "Record it without --winner" in error["message"]
    out = cli.ok("ramses", "duel", "--stakes", "bo=crown:3,ana=crown").out
    assert "The duel is called off: bo and ana cannot stake different treasures." in out
    doc = status(cli)
    assert doc["phase"] == "play" and doc["deck"]["drawn"] == 10 and doc["current_player"] == "bo"
    log = cli.ok("log").out
    assert "calls the duel off" in log
    cli.ok("ramses", "reveal", "2", "vase")  # the duel card, face up
    cli.ok("undo")
    cli.ok("undo")
    fr = cli.ok("ramses", "duel", "--stakes", "bo=crown:3,ana=crown", lang="fr").out
    assert "Le duel est annulé" in fr


def test_duel_called_off_as_soon_as_it_shows(cli: Any) -> None:
    """ramses/duel: both duellists hold one treasure between them: `special duel` calls it
    off at once, in Italian too."""
    cli.ok("ramses", "new", "--players", "ana,bo")
    for _ in range(10):
        cli.ok("ramses", "reveal", "1", "crown")
        cli.ok("ramses", "found")
    out = cli.ok("ramses", "special", "duel", lang="it").out
    assert "Il duello è annullato" in out
    assert status(cli)["phase"] == "play"


def test_hidden_option_status_and_score_in_three_languages(cli: Any) -> None:
    """ramses/hidden: under --hidden, status and score show counts, no values or points,
    until the end; then everything."""
    doc = cli.ok("ramses", "new", "--players", "ana,bo", "--advanced", "--hidden", json=True)
    assert doc.json["state"]["hidden"] is True
    cli.ok("ramses", "reveal", "3", "crown")
    cli.ok("ramses", "token", "egyptologist", "2")
    cli.ok("ramses", "found")
    doc = status(cli)
    assert doc["players"][0]["won"] is None and doc["players"][0]["cards"] == 1
    assert doc["players"][0]["points"] is None and doc["players"][0]["total"] is None
    score = cli.ok("ramses", "score", json=True).json
    assert score["hidden"] is True and score["players"][0]["points"] is None
    for lang, note in (
        (None, "Hidden information: the cards won lie face down"),
        ("fr", "Information cachée\u202f: les cartes gagnées sont face cachée"),
        ("it", "Informazione nascosta: le carte vinte sono coperte"),
    ):
        for command in ("status", "score"):
            out = cli.ok("ramses", command, lang=lang).out
            assert note in out and "crown:3" not in out and "Points" not in out
            assert "Punti" not in out
    picture = cli.ok("sessions", "export", "ramses-1", "--format", "svg").out
    assert picture.count("face-down") == 1 and "crown" not in picture
    report = cli.ok("sessions", "export", "ramses-1", "--format", "html").out
    assert "Card points" not in report and "Cards won, move by move" in report
    while not status(cli)["finished"]:
        cli.ok("ramses", "reveal", "1", "vase")
        cli.ok("ramses", "found")
    report = cli.ok("sessions", "export", "ramses-1", "--format", "html").out
    assert "Card points" in report and "Points, move by move" in report
    final = status(cli)
    assert final["hidden"] is False and final["players"][0]["won"][0] == {
        "value": 3,
        "treasure": "crown",
    }
    out = cli.ok("ramses", "score").out
    assert "Final score" in out and "Hidden information" not in out
    svg = cli.ok("sessions", "export", "ramses-1", "--format", "svg").out
    assert "face-down" not in svg


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_table_mode_completes_the_treasure_of_reveal(cli: Any, lang: str) -> None:
    """ramses/cards: at `assistant play`, `reveal 3 ` completes the treasures seen so far
    (the grammar gives `reveal` a treasure word, not free text)."""
    from assistant.cli.completion import complete
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    cli.ok("ramses", "new", "--players", "ana,bo")
    cli.ok("ramses", "reveal", "3", "crown")
    cli.ok("ramses", "found")
    cli.ok("ramses", "reveal", "2", "golden mask")
    cli.ok("ramses", "found")
    runtime = Runtime(lang_option=lang)
    table = TablePrompt(runtime, "ramses-1")
    try:
        found = [c.display for c in complete(table, "reveal 3 cr")[1]]
        assert found == ["crown"]
        assert {c.display for c in complete(table, "reveal 1 ")[1]} == {
            "crown",
            "golden mask",
        }
    finally:
        runtime.close()


def test_a_typo_is_refused_and_new_says_the_treasure_is_new(cli: Any) -> None:
    """ramses/cards: `reveal 4 colier` after `collier` asks "did you mean collier?" and
    changes nothing; `--new` records a treasure not seen before, and the journal replays."""
    cli.ok("ramses", "new", "--players", "ana,bo")
    cli.ok("ramses", "reveal", "2", "collier")
    cli.ok("ramses", "found")
    error = assert_cli_refused(cli, "ramses", "reveal", "4", "colier")
    assert "did you mean collier?" in error["message"] and error["rule"] == "ramses/cards"
    error = assert_cli_refused(cli, "ramses", "reveal", "4", "colier", lang="fr")
    assert "vouliez-vous dire collier\u202f?" in error["message"]
    error = assert_cli_refused(cli, "ramses", "reveal", "4", "colier", lang="it")
    assert "intendevi collier?" in error["message"]
    code, doc = check(cli, "reveal", "4", "colier")
    assert code == 3 and doc["rule"] == "ramses/cards"
    code, doc = check(cli, "reveal", "4", "colier", "--new")
    assert code == 0 and doc["legal"]
    cli.ok("ramses", "reveal", "4", "colier", "--new")
    assert status(cli)["treasures"] == ["collier", "colier"]
    assert cli.ok("log", json=True).json["moves"][-1]["move"]["new"] is True


def test_one_token_per_slide(cli: Any) -> None:
    """ramses/tokens: a second token on one slide is refused, by `check` too."""
    cli.ok("ramses", "new", "--players", "ana,bo,cy", "--advanced")
    cli.ok("ramses", "reveal", "2", "crown")
    cli.ok("ramses", "token", "egyptologist", "3")
    code, doc = check(cli, "token", "egyptologist", "3")
    assert code == 3 and doc["rule"] == "ramses/tokens"
    error = assert_cli_refused(cli, "ramses", "token", "egyptologist", "3")
    assert error["message"].startswith("One token per slide: ana has already found a token")
    error = assert_cli_refused(cli, "ramses", "token", "mummy", lang="it")
    assert error["message"].startswith("Un solo gettone per spinta")
    cli.ok("ramses", "miss")
    cli.ok("ramses", "token", "mummy")  # bo's slide
    assert status(cli)["mummy"] == "bo"


def test_the_end_is_announced_once(cli: Any) -> None:
    """ramses/end: the move that wins the last card says once that the game is over, with
    the final score; in every language."""
    for lang, end in ((None, "The game is over."), ("fr", "La partie est terminée."), ("it", None)):
        cli.ok("ramses", "new", "--players", "ana,bo", lang=lang)
        for _ in range(29):
            cli.ok("ramses", "reveal", "1", "crown")
            cli.ok("ramses", "found")
        cli.ok("ramses", "reveal", "1", "crown")
        out = cli.ok("ramses", "found", lang=lang).out
        final = cli.ok("ramses", "score", lang=lang).out.splitlines()[-1]
        assert out.count(final) == 1, out
        assert end is None or final.startswith(end)


def test_after_a_miss_the_card_sought_is_said_again(cli: Any) -> None:
    """ramses/turn: a wrong treasure passes the turn, and the answer says so; the next
    player is told what to seek."""
    cli.ok("ramses", "new", "--players", "ana,bo")
    cli.ok("ramses", "reveal", "3", "golden", "crown")
    out = cli.ok("ramses", "miss").out
    assert out.splitlines() == [
        "A wrong treasure for ana: the turn ends.",
        "Now it is bo's turn.",
        "Card sought: golden crown (3).",
    ]
    out = cli.ok("ramses", "miss", lang="it").out
    assert "Carta da trovare: golden crown (3)." in out


def test_the_duel_instruction_says_who_slid_last(cli: Any) -> None:
    """ramses/duel: the instruction shown with the duel card names `--player` for a loser
    who slid last, since play goes on to the left of the last to slide."""
    cli.ok("ramses", "new", "--players", "ana,bo,cy")
    for i in range(10):
        cli.ok("ramses", "reveal", "2", ["crown", "vase", "lamp"][i % 3])
        cli.ok("ramses", "found")
    out = " ".join(cli.ok("ramses", "special", "duel").out.split())
    assert "adding `--player NAME` when the loser slid last" in out
    out = " ".join(cli.ok("ramses", "status", lang="fr").out.split())
    assert "en ajoutant `--joueur NOM` si c’est le perdant qui a poussé en dernier" in out


def test_a_scarab_or_luck_said_without_dashes(cli: Any) -> None:
    """ramses/scarab, ramses/lucky-reveal: `sbagliato scarabeo`, `raté scarabée` and `scopri
    3 vaso fortuna` end with the flag's word, without its dashes."""
    cli.ok("ramses", "new", "--players", "ana,bo", "--advanced")
    cli.ok("ramses", "scopri", "2", "corona", lang="it")
    doc = cli.ok("ramses", "sbagliato", "scarabeo", lang="it", json=True).json
    assert doc["move"] == {"type": "miss", "player": "ana", "scarab": True}
    words = ["raté", "avec", "le", "scarabée"]  # only fillers before the flag's word
    doc = cli.ok("ramses", *words, lang="fr", json=True).json
    assert doc["move"] == {"type": "miss", "player": "ana", "scarab": True}
    cli.ok("ramses", "trovato", lang="it")
    doc = cli.ok("ramses", "scopri", "3", "vaso", "fortuna", lang="it", json=True).json
    assert doc["move"]["lucky"] is True and doc["move"]["treasure"] == "vaso"
