"""`assistant camel ...` end to end, in a temporary ASSISTANT_HOME, in English, French and
Italian: commands, JSON shapes, exit codes, and the journal left untouched by refused moves.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "camel-up"

START = "1:green,yellow,orange 3:blue,white"


def start(cli: Any, players: str = "ana,bo,cy", lang: str | None = None) -> Any:
    return cli.ok("camel", "new", "--players", players, "--start", START, lang=lang)


def status(cli: Any) -> dict[str, Any]:
    doc: dict[str, Any] = cli.ok("camel", "status", json=True).json
    return doc


def codes(doc: dict[str, Any]) -> list[str]:
    """The event codes of an acting command's envelope, in order."""
    return [event["code"] for event in doc["events"]]


def event(doc: dict[str, Any], code: str) -> dict[str, Any]:
    """The data of the one event `code` of an acting command's envelope."""
    found = [e for e in doc["events"] if e["code"] == code]
    assert len(found) == 1, codes(doc)
    data: dict[str, Any] = found[0]["data"]
    return data


def test_status_json_shape(cli: Any) -> None:
    start(cli)
    cli.ok("camel", "bet", "blue")
    cli.ok("camel", "desert", "7", "mirage")
    cli.ok("camel", "desert", "11", "oasis")
    doc = status(cli)
    assert doc["game"] == "camel-up" and doc["leg"] == 1
    assert doc["current_player"] == "ana" and doc["finished"] is False
    assert doc["camels"] == START
    assert doc["tiles"] == "7:mirage 11:oasis"
    assert doc["dice_left"] == ["blue", "green", "orange", "yellow", "white"]
    assert doc["leg_tiles"]["blue"] == [3, 2] and doc["leg_tiles"]["green"] == [5, 3, 2]
    assert doc["players"][0] == {
        "name": "ana",
        "money": 3,
        "leg_bets": [["blue", 5]],
        "pyramid_tiles": 0,
        "race_cards_left": ["blue", "green", "orange", "yellow", "white"],
        "race_cards_in_hand": 5,
        "desert_tile": None,
    }
    assert doc["desert_tiles"] == [
        {"space": 7, "side": "mirage", "owner": "bo"},
        {"space": 11, "side": "oasis", "owner": "cy"},
    ]
    assert doc["winners"] is None
    assert doc["race_piles"] == {"winner": [], "loser": []}


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["blue", "mirage", "yellow", "winner", "white"]),
        ("fr", ["bleu", "mirage", "jaune", "vainqueur", "blanc"]),
        ("it", ["blu", "miraggio", "giallo", "vincitore", "bianco"]),
    ],
)
def test_a_turn_in_each_language(cli: Any, lang: str, words: list[str]) -> None:
    blue, mirage, yellow, winner, white = words
    start(cli, lang=lang)
    out = cli.ok("camel", "bet", blue, lang=lang).out
    terms = {"en": "leg-bet tile", "fr": "tuile Pari-Manche", "it": "tessera Scommessa di Tappa"}
    assert terms[lang] in out  # the box's own words (seeds 000 and 001)
    cli.ok("camel", "desert", "5", mirage, lang=lang)
    out = cli.ok("camel", "roll", yellow, "3", lang=lang).out
    assert yellow in out
    cli.ok("camel", "race", winner, white, lang=lang)
    doc = status(cli)
    assert doc["players"][0]["leg_bets"] == [["blue", 5]]
    assert doc["tiles"] == "5:mirage"
    assert doc["camels"] == "1:green 3:blue,white 4:yellow,orange"
    assert doc["race_piles"]["winner"] == [{"owner": "ana", "colour": "white"}]
    shown = cli.ok("camel", "status", lang=lang).out
    assert {"en": "Money", "fr": "Argent", "it": "Denaro"}[lang] in shown
    assert {"en": "bo's turn", "fr": "tour de bo", "it": "tocca a bo"}[lang] in shown


def test_names_any_case_accents_and_prefixes(cli: Any) -> None:
    start(cli)
    cli.ok("camel", "bet", "VERT")
    cli.ok("camel", "bet", "gia")  # giallo
    cli.ok("camel", "race", "perd", "Arancione")
    doc = status(cli)
    assert [p["leg_bets"] for p in doc["players"][:2]] == [[["green", 5]], [["yellow", 5]]]
    assert doc["race_piles"]["loser"] == [{"owner": "cy", "colour": "orange"}]


def test_an_italian_table_rolls_with_its_own_verbs(cli: Any) -> None:
    """`tira` and `lancia` (what an Italian table says of a die) take a pyramid tile, as
    `piramide` and `dado` do; `lancer` is the French one."""
    start(cli)
    cli.ok("camel", "tira", "blu", "1", lang="it")
    cli.ok("camel", "lancia", "verde", "1", lang="it")
    cli.ok("camel", "lancer", "orange", "1", lang="fr")
    assert [p["pyramid_tiles"] for p in status(cli)["players"]] == [1, 1, 1]


def test_player_option_defaults_to_whose_turn(cli: Any) -> None:
    """camel-up/turn: --player names the current player (a prefix works)."""
    start(cli)
    cli.ok("camel", "bet", "blue", "--player", "AN")
    result = cli("camel", "bet", "blue", "--player", "cy", json=True)
    assert result.code == 3
    assert result.json["error"]["code"] == "turn/out-of-order"
    assert result.json["error"]["rule"] == "camel-up/turn"
    assert cli("camel", "bet", "blue", "--player", "zed").code == 2


ILLEGAL = [
    (["camel", "bet", "blue", "--player", "bo"], "turn/out-of-order", "camel-up/turn"),
    (["camel", "bet", "white"], "move/illegal", "camel-up/leg-bet"),
    (["camel", "desert", "1", "oasis"], "move/illegal", "camel-up/desert-tile"),
    (["camel", "desert", "3", "oasis"], "move/illegal", "camel-up/desert-tile"),
    (["camel", "desert", "8", "oasis"], "move/illegal", "camel-up/desert-tile"),
    (["camel", "desert", "20", "oasis"], "move/invalid", "camel-up/desert-tile"),
    (["camel", "roll", "orange", "2"], "move/illegal", "camel-up/pyramid-tile"),
    (["camel", "roll", "green", "4"], "move/invalid", "camel-up/pyramid-tile"),
    (["camel", "race", "winner", "blue"], "move/illegal", "camel-up/race-bet"),
    (["camel", "reveal", "winner", "blue"], "move/illegal", "camel-up/reveal"),
]


@pytest.fixture
def busy(cli: Any) -> Any:
    """A game in the middle of leg 1: white tiles gone, a die out, tiles and cards down."""
    start(cli, players="ana,bo")
    for move in (
        ["bet", "white"],
        ["bet", "white"],
        ["bet", "white"],
        ["desert", "7", "mirage"],
        ["roll", "orange", "1"],
        ["race", "winner"],
        ["race", "loser", "blue"],
        ["bet", "green"],
    ):
        cli.ok("camel", *move)
    return cli


@pytest.mark.parametrize(("args", "code", "rule"), ILLEGAL)
@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_illegal_moves_exit_3_and_change_nothing(
    busy: Any, args: list[str], code: str, rule: str, lang: str
) -> None:
    assert status(busy)["current_player"] == "ana"
    before = status(busy)
    log_before = busy.ok("log", json=True).json
    result = busy(*args, lang=lang, json=True)
    assert result.code == 3, result.out
    assert result.json["error"]["code"] == code
    assert result.json["error"]["rule"] == rule
    assert result.json["error"]["message"]
    assert status(busy) == before
    assert busy.ok("log", json=True).json == log_before
    human = busy(*args, lang=lang)
    assert human.code == 3 and rule in human.err and "Traceback" not in human.err


def test_usage_errors_exit_2(cli: Any) -> None:
    assert cli("camel", "new", "--players", "ana,bo", "--start", "1-blue").code == 2
    assert cli("camel", "new", "--players", "ana,bo", "--start", "1:bleu,pink").code == 2
    result = cli("camel", "new", "--players", "ana", "--start", START, json=True)
    assert result.code == 3 and result.json["error"]["rule"] == "camel-up/setup"
    result = cli("camel", "new", "--players", "ana,bo", "--start", "1:blue,green", json=True)
    assert result.code == 3 and result.json["error"]["code"] == "setup/invalid"
    assert result.json["error"]["message"] == (  # every camel missing, named together
        "The orange, yellow, and white camels are missing from the start: every camel starts once."
    )
    second = cli(
        "camel", "new", "--players", "ana,bo", "--edition", "2",
        "--start", "1:blu,rosso 2:verde 3:giallo 14:bianco 16:nero", lang="it",
    )  # fmt: skip
    assert second.code == 3
    assert "Il cammello viola manca alla partenza" in " ".join(second.err.split())
    start(cli)
    before = status(cli)
    assert cli("camel", "bet", "purpel").code == 2
    assert cli("camel", "bet", "bl", lang="fr").code == 2  # bleu or blanc?
    assert cli("camel", "roll", "blue", "zwei").code == 2  # two, deux, due are read
    assert cli("camel", "desert", "5", "sideways").code == 2
    assert status(cli) == before


def leg_one(cli: Any) -> None:
    start(cli)
    for move in (
        ["bet", "white"],
        ["desert", "5", "oasis"],
        ["bet", "white"],
        ["roll", "yellow", "2"],
        ["roll", "blue", "2"],
        ["desert", "8", "mirage"],
        ["race", "winner"],
        ["roll", "white", "2"],
        ["roll", "green", "3"],
        ["bet", "orange"],
    ):
        cli.ok("camel", *move)


def test_leg_summary_in_json_and_text(cli: Any) -> None:
    """camel-up/leg-end: the fifth die prints what each player earned and why."""
    leg_one(cli)
    doc = cli.ok("camel", "roll", "orange", "1", json=True).json
    assert codes(doc) == [
        "pyramid-tile/taken",
        "camel/moved",
        "desert-tile/paid",
        "leg/scored",
        "turn/next",
    ]
    summary = event(doc, "leg/scored")
    assert (summary["leg"], summary["first"], summary["second"]) == (1, "yellow", "white")
    assert summary["next_player"] == "cy"
    ana = summary["players"][0]
    assert [(i["kind"], i["colour"], i["amount"]) for i in ana["items"]] == [
        ("second", "white", 1),
        ("other", "orange", -1),
        ("pyramid", None, 1),
    ]
    assert (ana["before"], ana["after"]) == (3, 4)
    assert summary["players"][2]["desert_coins"] == 2
    assert event(doc, "camel/moved")["under"] is True and event(doc, "camel/moved")["to"] == 7
    assert doc["state"]["leg"] == 2 and doc["state"]["current_player"] == "cy"
    cli.ok("undo")
    assert status(cli)["leg"] == 1
    out = cli.ok("redo", lang="fr").out
    assert out
    text = cli.ok("log", lang="it").out
    assert "tessera Piramide" in text  # the box's word (seed 001)
    assert "Punteggio della tappa 1 (giallo primo, bianco secondo): ana +1 → 4" in text


def test_leg_summary_human_in_french(cli: Any) -> None:
    leg_one(cli)
    out = cli.ok("camel", "roll", "orange", "1", lang="fr").out
    assert "Décompte de la manche 1" in out
    assert "blanc 5 (deuxième)\u202f: +1" in out
    assert "déjà payée" in out or "déjà payées" in out
    assert "La manche 2 commence avec cy." in out


def test_face_down_cards_then_reveal_then_final(cli: Any) -> None:
    """camel-up/reveal: the final scoring waits for every face-down card."""
    cli.ok("replay", str(EXAMPLES / "full-game.txt"))
    cli.ok("undo")
    cli.ok("undo")
    cli.ok("undo")
    doc = status(cli)
    assert doc["race_over"] is True and doc["finished"] is False and doc["face_down_cards"] == 4
    assert doc["final_scoring"] is None and doc["winners"] is None
    assert "camel reveal" in cli.ok("camel", "status").out
    result = cli("camel", "reveal", "winner", "white", json=True)
    assert result.code == 3 and result.json["error"]["rule"] == "camel-up/reveal"
    first = cli.ok("camel", "reveal", "winner", "white", "orange", json=True).json
    assert codes(first) == ["race-card/revealed", "race/reveal-needed"]
    result = cli("camel", "reveal", "loser", "orange", "--player", "bo", json=True)
    assert result.code == 3 and result.json["error"]["rule"] == "camel-up/race-bet"
    cli.ok("camel", "reveal", "loser", "green", "--player", "cy")
    out = cli.ok("camel", "reveal", "perdente", "blu", "--player", "bo", lang="it").out
    assert "Punteggio finale: bianco vince la corsa, verde arriva ultimo." in out
    assert "Vince: cy." in out
    assert status(cli)["winners"] == ["cy"]


def test_log_and_reports_separate_the_legs_with_their_scoring(cli: Any) -> None:
    """camel-up/leg-scoring: `log`, the Markdown export and the HTML moves list end each
    leg with its scoring, then go on with the next leg; the race piles close the race."""
    cli.ok("replay", str(EXAMPLES / "full-game.txt"))
    out = cli.ok("log").out
    flat = " ".join(out.split())
    leg1 = (
        "Leg 1 scored (yellow first, white second): ana +1 → 4, bo +3 → 7 (+1 from the "
        "desert tile during the leg), and cy +2 → 7 (+2 from the desert tile during the leg)."
    )
    assert f"the orange die shows 1 {leg1} 12. cy — takes the top yellow leg-bet tile" in flat
    assert "\n\n 12. cy" in out  # a blank line before the next leg
    assert flat.count(" scored (") == 4
    assert "Race piles scored (white won the race, green came last): ana +8 → 16" in flat
    moves = cli.ok("log", json=True).json["moves"]
    assert moves[10]["closed"] == [leg1] and moves[11]["closed"] == []
    fr = " ".join(cli.ok("log", lang="fr").out.split())
    assert "Décompte de la manche 1 (jaune premier, blanc deuxième) : ana +1 → 4" in fr
    markdown = cli.ok("sessions", "export", "camel-up-1", "--format", "markdown").out
    assert f"| 11 | bo | takes a pyramid tile: the orange die shows 1 |\n\n**{leg1}**\n\n| #" in (
        markdown
    )
    assert markdown.count("| # | Player | Move |") == 4  # three legs and the reveals after them
    html = cli.ok("sessions", "export", "camel-up-1", "--format", "html", lang="it").out
    assert '<p class="closed">Punteggio della tappa 1 (giallo primo, bianco secondo)' in html
    assert html.count('<p class="closed">') == 4
    assert ">−2</td>" in html and ">-2</td>" not in html  # bo's race bets, minus sign


def test_race_end_json_and_game_over(cli: Any) -> None:
    """camel-up/race-end: the crossing move carries the leg summary and the final scoring."""
    cli.ok("replay", str(EXAMPLES / "mixed-languages.txt"))
    cli.ok("undo")
    doc = cli.ok("camel", "roll", "yellow", "2", json=True).json
    assert event(doc, "camel/moved")["crossed_finish"] is True
    assert event(doc, "leg/scored")["players"][3]["after"] == 15
    assert event(doc, "race/scored")["winners"] == ["lea", "sara"]
    assert event(doc, "game/over")["winners"] == ["lea", "sara"]
    assert codes(doc)[-4:] == ["race/finished", "leg/scored", "race/scored", "game/over"]
    before = status(cli)
    for args in (
        ["bet", "blue"],
        ["roll", "white", "1"],
        ["race", "winner"],
        ["desert", "10", "oasis", "--player", "lea"],
        ["reveal", "winner", "blue"],
    ):
        result = cli("camel", *args, json=True)
        assert result.code == 3 and result.json["error"]["code"] == "game/over"
    assert status(cli) == before
    out = cli.ok("camel", "status", lang="fr").out
    assert "Victoire partagée\u202f: lea et sara." in out


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_check_desert(cli: Any, lang: str) -> None:
    """camel-up/desert-tile: `check` takes the acting command's words and answers with the
    reason and the rule; exit 3 when the move is not legal; records nothing."""
    start(cli)
    cli.ok("camel", "desert", "7", "oasis")
    before = status(cli)
    result = cli("camel", "check", "desert", "8", "mirage", lang=lang, json=True)
    assert result.code == 3
    doc = result.json
    assert doc["legal"] is False and doc["turn"] is True
    assert doc["code"] == "move/illegal" and doc["rule"] == "camel-up/desert-tile"
    assert doc["reason"] and doc["player"] == "bo"
    doc = cli.ok("camel", "check", "desert", "9", "mirage", lang=lang, json=True).json
    assert doc["legal"] is True and doc["turn"] is True and doc["rule"] is None
    assert doc["move"] == {"type": "desert", "player": "bo", "space": 9, "side": "mirage"}
    assert status(cli) == before
    human = cli("camel", "check", "desert", "8", "mirage", lang=lang)
    assert human.code == 3 and "camel-up/desert-tile" in human.out
    cli.ok("rules", "camel-up", "desert-tile", lang=lang)


@pytest.mark.parametrize(
    ("lang", "yes", "now"),
    [
        ("en", "Yes, on cy's turn, cy can put the desert tile on space 9", "It is bo's turn now."),
        ("fr", "Oui, quand ce sera son tour, cy pourra poser sa tuile Désert sur la case 9", "bo"),
        ("it", "Sì, quando sarà il suo turno, cy potrà mettere la sua tessera Deserto", "bo"),
    ],
)
def test_check_a_move_planned_for_a_later_turn(cli: Any, lang: str, yes: str, now: str) -> None:
    """camel-up/turn: `--player` judges the move as if it were that player's turn, and says
    separately whose turn it is now."""
    start(cli)
    cli.ok("camel", "desert", "7", "oasis")
    doc = cli.ok("camel", "check", "desert", "9", "oasis", "--player", "cy", json=True).json
    assert doc["legal"] is True and doc["turn"] is False
    assert (doc["player"], doc["current_player"]) == ("cy", "bo")
    out = cli.ok("camel", "check", "desert", "9", "oasis", "--player", "cy", lang=lang).out
    assert yes in out and now in out
    result = cli("camel", "check", "desert", "8", "oasis", "--player", "cy", json=True)
    assert result.code == 3 and result.json["turn"] is False
    assert result.json["rule"] == "camel-up/desert-tile"


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", ["vérifier", "cy", "désert", "9", "oasis"]),
        ("fr", ["vérifier", "cy:", "désert", "9", "oasis"]),
        ("it", ["verifica", "--giocatore", "cy", "deserto", "9", "oasi"]),
        ("en", ["check", "CY:desert", "9", "oasis"]),
    ],
)
def test_check_names_the_player_first(cli: Any, lang: str, words: list[str]) -> None:
    """camel-up/turn: a table asks about a player first (`vérifier cy désert 9 oasis`, `cy:`,
    or `--player` before the command's word): the same as `--player` after it."""
    start(cli)
    cli.ok("camel", "desert", "7", "oasis")
    doc = cli.ok("camel", *words, lang=lang, json=True).json
    assert (doc["legal"], doc["player"], doc["current_player"]) == (True, "cy", "bo")
    result = cli("camel", "check", "zoe", "desert", "9", "oasis", lang=lang)
    assert result.code == 2 and "zoe" in result.err  # no player of that name: no command


def test_check_names_the_player_first_at_the_prompt(cli: Any, prompt_lines: Any) -> None:
    """At the table's prompt too: `vérifier cy désert 9 oasis`, `verifica cy: deserto 9 oasi`
    (the name was read as an unknown command)."""
    start(cli)
    cli.ok("camel", "desert", "7", "oasis")
    french = prompt_lines("vérifier cy désert 9 oasis\nvérifier Cy: désert 8 oasis\n", lang="fr")
    out = " ".join(french.out.split())
    assert "Oui, quand ce sera son tour, cy pourra poser sa tuile Désert sur la case 9" in out
    assert "Non, cy ne peut pas poser sa tuile Désert sur la case 8" in out
    italian = prompt_lines("verifica cy: deserto 9 oasi\nverifica zoe deserto 9 oasi\n", lang="it")
    assert "cy potrà mettere la sua tessera Deserto" in " ".join(italian.out.split())
    assert "«zoe» sconosciuto (comando)" in italian.err


def test_the_help_of_check_shows_the_player_named_first(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its last example names the player first; its text is filled to the page's width (it
    was one long line, cut mid-word by an 80-column terminal)."""
    monkeypatch.setenv("COLUMNS", "80")
    page = cli.ok("camel", "check", "--help", lang="fr").out
    assert page.rstrip().splitlines()[-1] == "  assistant camel vérifier bo désert 7 mirage"
    assert "nommez d’abord le joueur" in page and "--joueur et le nom" in page
    assert max(len(line) for line in page.splitlines()) <= 80


@pytest.mark.parametrize(
    ("lang", "listed", "absent"),
    [
        ("fr", "parier, désert, pyramide, course ou révéler", "spectateur"),
        ("it", "scommetti, deserto, piramide, corsa o rivela", "spettatore"),
    ],
)
def test_an_unknown_command_lists_this_editions_commands_in_the_readers_words(
    cli: Any, lang: str, listed: str, absent: str
) -> None:
    """A word that names no command lists the commands of the session's edition, in the
    reader's words (it listed `bet, desert, roll...` in English, and the second edition's
    `spectator` and `partner` at a first-edition table)."""
    start(cli)
    for words in (["check", "xyz"], ["xyz"]):
        result = cli("camel", *words, lang=lang)
        message = " ".join(result.err.split())
        assert result.code == 2 and absent not in message, message
        assert all(
            word in message
            for word in listed.replace(" ou ", ", ").replace(" o ", ", ").split(", ")
        )
    assert listed in " ".join(cli("camel", "check", "xyz", lang=lang).err.split())
    assert "bet," not in " ".join(cli("camel", "xyz", lang=lang).err.split())


def test_check_other_actions(cli: Any) -> None:
    start(cli)
    cli.ok("camel", "roll", "blue", "1")
    result = cli("camel", "check", "roll", "blue", "2", json=True)
    assert result.code == 3 and result.json["rule"] == "camel-up/pyramid-tile"
    assert cli.ok("camel", "check", "roll", "green", "3", json=True).json["legal"] is True
    assert cli.ok("camel", "check", "bet", "blue", json=True).json["legal"] is True
    assert cli.ok("camel", "check", "race", "loser", json=True).json["legal"] is True
    assert cli.ok("camel", "check", "race", "loser", "blanc", json=True).json["legal"] is True
    result = cli("camel", "check", "reveal", "winner", "blue", json=True)
    assert result.code == 3 and result.json["rule"] == "camel-up/reveal"
    assert cli("camel", "check", "status").code == 2  # not an acting command
    assert status(cli)["current_player"] == "bo"


def test_acting_commands_answer_with_the_envelope(cli: Any) -> None:
    """Every acting command: {session, seq, player, move, events, text, state}."""
    start(cli)
    doc = cli.ok("camel", "bet", "blue", json=True).json
    assert list(doc) == ["session", "seq", "player", "move", "events", "text", "state"]
    assert (doc["seq"], doc["player"]) == (1, "ana")
    assert doc["move"] == {"type": "bet", "player": "ana", "colour": "blue", "value": 5}
    assert doc["text"] == "takes the top blue leg-bet tile, worth 5"
    assert doc["events"] == [
        {
            "code": "leg-bet/taken",
            "text": "ana takes the blue leg-bet tile worth 5.",
            "data": {"player": "ana", "colour": "blue", "face": 5},
        },
        {
            "code": "turn/next",
            "text": "Now it is bo's turn.",
            "data": {"player": "bo", "leg": 1},
        },
    ]
    assert doc["state"] == status(cli)
    doc = cli.ok("camel", "roll", "vert", "2", lang="fr", json=True).json
    assert event(doc, "camel/moved")["group"] == ["green", "yellow", "orange"]
    moved = next(e for e in doc["events"] if e["code"] == "camel/moved")
    assert moved["text"].startswith("Le dé vert montre 2")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_format_move_words_record_the_same_move(cli: Any, seed: int) -> None:
    """camel-up/turn: `assistant camel *format_move(m)` records exactly `m` (every kind of
    move: bets, desert tiles, rolls, race cards, reveals after the finish), and `check` with
    the same words calls it legal."""
    import random

    from assistant.games.camel_up import GAME

    rng = random.Random(seed)
    players = ["ana", "bo", "cy", "dee"][: 2 + seed % 3]
    setup = GAME.random_setup(rng, players)
    cli.ok("camel", "new", "--players", ",".join(players), "--start", setup["start"])
    state = GAME.initial_state(setup)
    kinds: set[str] = set()
    while (move := GAME.random_move(state, rng)) is not None:
        words = GAME.format_move(move)
        assert cli.ok("camel", "check", *words, json=True).json["legal"] is True, words
        done = cli.ok("camel", *words, json=True).json
        assert GAME.move_from_json(done["move"]) == move, words
        state = GAME.apply(state, move)
        assert done["state"] == GAME.state_json(state)
        kinds.add(type(move).__name__)
    assert {"Bet", "Desert", "Roll", "RaceBet", "Reveal"} <= kinds, kinds
    assert status(cli)["finished"] is True


def test_rules_search_miraggio_finds_the_desert_tile(cli: Any) -> None:
    for lang, word in (("it", "miraggio"), ("fr", "mirage"), ("en", "Mirage")):
        doc = cli.ok("rules", "search", word, lang=lang, json=True).json
        assert doc["results"][0]["id"] == "camel-up/desert-tile"
    out = cli.ok("rules", "camel-up", lang="it").out
    assert "Tessera Deserto: oasi e miraggio" in out


def test_help_of_every_command(cli: Any) -> None:
    for command in ("new", "bet", "desert", "roll", "race", "reveal", "status", "check"):
        out = cli.ok("camel", command, "--help").out
        assert "assistant camel" in out


def test_a_group_crossing_the_line_is_said_to_cross_it(cli: Any) -> None:
    """camel-up/race-end: the finish line lies after space 16; no "space 17" is named."""
    lines = (EXAMPLES / "full-game.txt").read_text(encoding="utf-8").splitlines()
    moves = [word for line in lines if (word := line.split("#")[0].strip())]
    last = moves.index("camel roll orange 3")
    for words in moves[:last]:
        cli.ok(*shlex.split(words))
    out = cli.ok("camel", "roll", "orange", "3", lang="fr").out
    assert "orange et blanc franchissent la ligne d’arrivée depuis la case 14." in out
    assert "17" not in out.split("Décompte")[0]
    cli.ok("undo")
    out = cli.ok("camel", "roll", "orange", "3").out
    assert "The orange die shows 3: orange and white cross the finish line from space 14." in out


@pytest.mark.parametrize(
    ("value", "count", "fr", "it", "en"),
    [
        (0.72, 0, "0,72 pièce espérée", "0,72 monete attese", "0.72 coins expected"),
        (1.0, 1, "1,00 pièce espérée", "1,00 moneta attesa", "1.00 coin expected"),
        (1.5, 0, "1,50 pièce espérée", "1,50 monete attese", "1.50 coins expected"),
        (2.25, 2, "2,25 pièces espérées", "2,25 monete attese", "2.25 coins expected"),
    ],
)
def test_expected_coins_agree_with_their_number(
    value: float, count: int, fr: str, it: str, en: str
) -> None:
    """camel-up/desert-tile (odds): French puts a decimal below 2 in the singular."""
    from assistant.i18n import Translator
    from assistant.messages import Plural
    from assistant.render.camel_odds import decimal_count

    assert decimal_count(value) == count
    for lang, expected in (("fr", fr), ("it", it), ("en", en)):
        t = Translator(lang)
        text = t(
            Plural(
                "Desert tile on space {space} ({owner}): {coins} coin expected this leg.",
                "Desert tile on space {space} ({owner}): {coins} coins expected this leg.",
                count,
                space=9,
                owner="bo",
                coins=t.number(value, 2),
            )
        )
        assert expected in text, text


def test_italian_bet_and_reveal_in_the_infinitive_too(cli: Any) -> None:
    """camel-up/leg-bet: `scommettere blu` and `puntare blu` are `scommetti blu`."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white")
    assert "tessera Scommessa di Tappa" in cli.ok("camel", "scommettere", "blu", lang="it").out
    assert "tessera Scommessa di Tappa" in cli.ok("camel", "puntare", "blu", lang="it").out


def test_a_word_too_many_after_the_value_is_said_so(cli: Any) -> None:
    """camel-up/pyramid-tile: `roll blue 2 more` has a word too many; it was read as the
    grey die's colour and refused as `2` (colour): black or white."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white")
    refused = cli("camel", "piramide", "blu", "2", "altro", lang="it")
    assert refused.code == 2
    said = " ".join(refused.err.split())
    assert "Troppe parole per" in said and ": altro." in said and "nero" not in said


def test_a_refused_check_gives_its_rule_under_the_reason_then_whose_turn(cli: Any) -> None:
    """camel-up/desert-tile: the answer to another player's refused move reads: no, why,
    which rule, and last whose turn it is now."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white")
    refused = cli("camel", "check", "bo", "desert", "3", "oasis", lang="it")
    assert refused.code == 3
    lines = [line for line in refused.out.splitlines() if line.strip()]
    assert lines[0].startswith("No, bo non può")
    assert lines[-1] == "Ora è il turno di ana."
    assert "(camel-up/desert-tile)" in " ".join(lines[1:-1])


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", ["parier", "sur", "le", "bleu"]),
        ("fr", ["parier", "sur", "l’orange"]),
        ("it", ["scommetti", "sul", "blu"]),
        ("it", ["scommetti", "sull'arancione"]),
        ("en", ["bet", "on", "the", "blue"]),
    ],
)
def test_a_bet_typed_as_the_answers_word_it(cli: Any, lang: str, words: list[str]) -> None:
    """camel-up/leg-bet: the articles and prepositions of the answers (`parier sur
    l’orange`, `scommetti sul giallo`) may be typed back."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white")
    cli.ok("camel", *words, lang=lang)
    bets = cli.ok("camel", "status", json=True).json["players"][0]["leg_bets"]
    assert bets in ([["blue", 5]], [["orange", 5]])


def test_the_words_around_a_desert_tile_and_a_roll(cli: Any) -> None:
    """camel-up/desert-tile: `désert sur la case 7 côté oasis`, `deserto sulla casella 9 lato
    miraggio`, `lancer le vert 2`; a wrong colour among such words is named itself."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white")
    cli.ok("camel", "désert", "sur", "la", "case", "7", "côté", "oasis", lang="fr")
    cli.ok("camel", "deserto", "sulla", "casella", "9", "lato", "miraggio", lang="it")
    cli.ok("camel", "lancer", "le", "vert", "2", lang="fr")
    assert cli("camel", "check", "roll", "the", "blue", "die", "2").code == 0
    pile = ["course", "sur", "la", "pile", "du", "vainqueur", "bleu"]
    assert cli("camel", "vérifier", *pile, lang="fr").code == 0
    assert cli("camel", "verifica", "piramide", "dado", "blu", "mostra", "2", lang="it").code == 0
    tiles = cli.ok("camel", "status", json=True).json["desert_tiles"]
    assert [(t["space"], t["side"]) for t in tiles] == [(7, "oasis"), (9, "mirage")]
    refused = cli("camel", "parier", "sur", "le", "rouje", lang="fr")
    assert refused.code == 2 and "« rouje » inconnu" in refused.err.replace("\u202f", " ")


@pytest.mark.parametrize(
    ("lang", "words", "pile", "colour"),
    [
        ("fr", "carte Arrivée du chameau rouge sur la pile du dernier", "loser", "red"),
        ("fr", "course bleu vainqueur", "winner", "blue"),
        ("it", "carta Traguardo del cammello verde sul mazzo del vincitore", "winner", "green"),
        ("en", "race the purple camel's finish card on the loser pile", "loser", "purple"),
    ],
)
def test_a_finish_card_typed_as_the_answers_word_it(
    cli: Any, lang: str, words: str, pile: str, colour: str
) -> None:
    """camel-up/finish-card: the answer names the card's colour before its pile, with the
    card's name (`carte Arrivée`, `carta Traguardo`): typed back, it is that card; the
    colour may come before the pile."""
    cli.ok(
        "camel", "new", "--edition", "2", "--players", "ana,bo",
        "--start", "1:blue,red 2:green 3:yellow,purple 14:white 16:black",
    )  # fmt: skip
    cli.ok("camel", *words.replace("'s", "").split(), lang=lang)
    piles = cli.ok("camel", "status", json=True).json["race_piles"]
    assert piles[pile] == [{"owner": "ana", "colour": colour}]


def test_a_line_that_reads_as_typed_is_never_read_the_other_way_round(cli: Any) -> None:
    """camel-up/desert-tile: `désert oasis 7` is the oasis on 7 (the values the other way
    round); a wrong value either way round is still refused with what is wrong in it."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white")
    cli.ok("camel", "désert", "oasis", "7", lang="fr")
    tiles = cli.ok("camel", "status", json=True).json["desert_tiles"]
    assert [(t["space"], t["side"]) for t in tiles] == [(7, "oasis")]
    refused = cli("camel", "deserto", "oasi", "nove", "x", lang="it")
    assert refused.code == 2 and "«oasi»" in refused.err  # the reading as typed
    assert cli.ok("camel", "status", json=True).json["desert_tiles"] == tiles


def test_the_odds_by_the_words_a_table_says(cli: Any, prompt_lines: Any) -> None:
    """`probabilità`, `probabilités`, `chances` ask for the odds as `quote`, `cotes` and
    `odds` do, at the prompt and one-shot."""
    start(cli)
    italian = prompt_lines("probabilità --migliori 2 --simulazioni 0\n", lang="it")
    assert "Azioni migliori per ana" in italian.out, italian.out
    assert "sconosciuto" not in italian.err
    for lang, word in (("fr", "probabilités"), ("fr", "chances"), ("en", "chances")):
        doc = cli.ok("camel", word, "--race-samples", "0", "--top", "1", lang=lang, json=True)
        assert doc.json["actions"], (lang, word)


def test_the_first_editions_white_camel_goes_on_from_an_oasis(cli: Any) -> None:
    """camel-up/desert-tile: in the first edition the white camel races like the others:
    an oasis sends it on, and the answer says so (not *falls back*, the second edition's
    crazy white camel's words)."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue,green 2:orange 3:yellow,white")
    cli.ok("camel", "desert", "5", "oasis")
    out = " ".join(cli.ok("camel", "roll", "white", "2").out.split())
    assert "ana earns 1 coin and the camel goes on to space 6" in out
