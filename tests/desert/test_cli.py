"""`assistant desert` end to end, in English, French and Italian, with exit codes."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
OASES = "D3,J3,Q3,M7,B8"
LEADERS = [
    ("yellow", "F2"),
    ("pink", "K2"),
    ("pink", "E5"),
    ("yellow", "K5"),
    ("purple", "A4"),
    ("purple", "N4"),
    ("green", "C10"),
    ("green", "G10"),
    ("turquoise", "P9"),
    ("turquoise", "K9"),
]


def flat(text: str) -> str:
    """Output without the line breaks Rich adds to fit the terminal."""
    return " ".join(text.split())


def started(cli: Any, lang: str | None = None) -> None:
    """A 2-player game on kosmos-2-3p with every leader placed: ana to play one camel."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES, lang=lang)
    for colour, cell in LEADERS:
        cli.ok("desert", "leader", colour, cell, lang=lang)


def test_cli_new_and_status_json(cli: Any) -> None:
    """through-the-desert/setup: `new` records the board, oases, supplies."""
    doc = cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES, json=True).json
    state = doc["state"]
    assert state["board"] == "kosmos-2-3p"
    assert state["supply"] == dict.fromkeys(["yellow", "pink", "purple", "green", "turquoise"], 22)
    assert state["current_player"] == "ana" and state["phase"] == "leaders"
    assert {"cell": "H11", "value": None, "taken_by": None} in state["water_holes"]
    status = cli.ok("desert", "status", json=True).json
    assert status["oases"] == ["J3", "B8", "D3", "M7", "Q3"] or sorted(status["oases"]) == sorted(
        OASES.split(",")
    )


def test_cli_a_short_game_in_english(cli: Any) -> None:
    """through-the-desert/turn, placement, water-holes: camels, markers, scoreboard."""
    started(cli)
    out = cli.ok("desert", "place", "yellow", "E2").out
    assert "ana: yellow camel on E2." in flat(out) and "bo places 2 camels this turn." in flat(out)
    cli.ok("desert", "water", "L2", "3")
    out = cli.ok("desert", "place", "pink", "L2").out
    assert "bo takes the marker of the water hole L2, worth 3." in flat(out)
    out = cli.ok("desert", "place", "pink", "J2").out
    assert "reaches the oasis J3: 5 points" in flat(out)
    score = cli.ok("desert", "score", json=True).json
    assert score["finished"] is False and score["winners"] is None
    bo = next(p for p in score["players"] if p["name"] == "bo")
    assert {k: bo[k] for k in ("water", "oases", "areas")} == {"water": 3, "oases": 5, "areas": 0}
    assert bo["total"] == bo["water"] + bo["oases"] + bo["areas"] + bo["caravans"]
    status = cli.ok("desert", "status").out
    assert "Points so far" in flat(status) and "ana places 2 camels this turn." in flat(status)
    assert "Ay*" in flat(status) and "Bp " in flat(status)  # owners' initials on the map
    log = cli.ok("log").out
    assert "pink camel on L2" in flat(log)


def test_cli_place_with_water_value_on_the_move(cli: Any) -> None:
    """through-the-desert/water-holes: the value can come with the camel that takes it."""
    started(cli)
    before = cli.ok("desert", "status", json=True).out
    result = cli("desert", "place", "yellow", "F3")
    assert result.code == 3
    assert "F3" in flat(result.err) and "assistant desert water F3 VALUE" in flat(result.err)
    assert cli.ok("desert", "status", json=True).out == before
    cli.ok("desert", "place", "yellow", "F3", "--water", "F3=2")
    score = cli.ok("desert", "score", json=True).json
    assert score["players"][0]["water"] == 2


ILLEGAL_LEADERS = [
    ("yellow", "D1"),  # water hole
    ("yellow", "D3"),  # oasis
    ("yellow", "C3"),  # next to an oasis
    ("yellow", "A1"),  # mountain
    ("yellow", "G2"),  # next to a leader
    ("yellow", "F2"),  # occupied
    ("yellow", "K4"),  # first round: yellow already placed by ana
]


@pytest.mark.parametrize(("colour", "cell"), ILLEGAL_LEADERS)
def test_cli_illegal_leader_refused_nothing_recorded(cli: Any, colour: str, cell: str) -> None:
    """through-the-desert/leaders, first-round: exit 3 and the journal is untouched."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES)
    cli.ok("desert", "leader", "yellow", "F2")
    before = cli.ok("desert", "status", json=True).out
    result = cli("desert", "leader", colour, cell)
    assert result.code == 3, result.err
    assert "(through-the-desert/" in flat(result.err)
    assert cli.ok("desert", "status", json=True).out == before


ILLEGAL_CAMELS = [
    ("yellow", "F4", None),  # does not touch the yellow caravan
    ("yellow", "D3", None),  # oasis
    ("yellow", "F2", None),  # occupied
    ("green", "C10", None),  # occupied by a leader
    ("pink", "L2", None),  # touches bo's pink caravan at K2
    ("yellow", "E2", "bo"),  # out of turn
    ("purple", "B4", None),  # water hole with unknown value
]


@pytest.mark.parametrize(("colour", "cell", "player"), ILLEGAL_CAMELS)
def test_cli_illegal_camel_refused_nothing_recorded(
    cli: Any, colour: str, cell: str, player: str | None
) -> None:
    """through-the-desert/placement, turn, water-holes: exit 3, nothing recorded."""
    started(cli)
    before = cli.ok("desert", "status", json=True).out
    extra = ["--player", player] if player else []
    result = cli("desert", "place", colour, cell, *extra)
    assert result.code == 3, result.err
    assert cli.ok("desert", "status", json=True).out == before
    error = cli("desert", "place", colour, cell, *extra, json=True).json["error"]
    assert error["rule"].startswith("through-the-desert/")
    assert error["code"] in ("move/illegal", "turn/out-of-order")


def test_cli_usage_errors(cli: Any) -> None:
    """Unknown colours and malformed options are usage errors (exit 2); no session is 4."""
    assert cli("desert", "status").code == 4
    started(cli)
    result = cli("desert", "place", "yelow", "E2")
    assert result.code == 2 and "Did you mean yellow?" in flat(result.err)
    assert cli("desert", "place", "yellow", "E2", "--water", "F3:2").code == 2
    assert cli("desert", "place", "yellow", "Z99").code == 3  # no such cell: move/invalid


@pytest.mark.parametrize(
    ("lang", "words", "hint"),
    [
        ("en", ["place", "yellow"], "`assistant desert options yellow` shows each hex it may"),
        ("fr", ["chameau", "jaune"], "`assistant desert choix jaune` montre chaque case"),
        ("it", ["piazza", "giallo"], "`assistant desert scelte giallo` mostra ogni casella"),
    ],
)
def test_a_camel_without_its_hex_says_how_to_see_where(
    cli: Any, lang: str, words: list[str], hint: str
) -> None:
    """through-the-desert/placement: the hex left out, the error says which command lists
    the hexes a camel of that colour may take."""
    started(cli)
    result = cli("desert", *words, lang=lang)
    assert result.code == 2 and hint in flat(result.err)


def test_cli_check_explains(cli: Any) -> None:
    """`check` takes the acting command's words: yes or no, the rule, whose turn it is."""
    started(cli)
    yes = cli.ok("desert", "check", "place", "yellow", "E2", json=True).json
    assert yes["legal"] is True and yes["turn"] is True
    assert yes["rule"] is None and yes["code"] is None and yes["reason"] is None
    assert yes["move"] == {"type": "place", "player": "ana", "colour": "yellow", "cell": "E2"}
    no = cli("desert", "check", "place", "yellow", "E4", json=True)
    assert no.code == 3
    assert no.json["legal"] is False and "does not touch" in no.json["reason"]
    assert no.json["rule"] == "through-the-desert/placement"
    assert no.json["code"] == "move/illegal"
    leader = cli("desert", "check", "leader", "yellow", "E4", json=True)
    assert leader.code == 3 and leader.json["rule"] == "through-the-desert/leaders"
    out = flat(cli("desert", "check", "place", "yellow", "E4").out)
    assert out.startswith("No, ana cannot put a yellow camel on E4.")  # a refusal reads as one
    assert "(through-the-desert/placement)" in out
    assert cli.ok("desert", "status", json=True).json["to_place"] == 1
    assert len(cli.ok("log", json=True).json["moves"]) == len(LEADERS)  # nothing recorded


@pytest.mark.parametrize(
    ("lang", "yes", "option"),
    [
        ("en", "Yes, ana can put", "--water F3=VALUE"),
        ("fr", "Oui, ana peut poser", "--eau F3=VALEUR"),
        ("it", "Sì, ana può mettere", "--pozza F3=VALORE"),
    ],
)
def test_cli_check_a_water_hole_of_unknown_value_is_legal(
    cli: Any, lang: str, yes: str, option: str
) -> None:
    """through-the-desert/water-holes: a camel may take a marker whose value is not recorded
    yet; `check` says yes and asks for the value, recording without it is refused."""
    started(cli)
    answer = cli.ok("desert", "check", "place", "yellow", "F3", lang=lang)
    out = flat(answer.out)
    assert out.startswith(yes) and option in out  # the option in the reader's words
    doc = cli.ok("desert", "check", "place", "yellow", "F3", json=True).json
    assert doc["legal"] is True and doc["code"] is None and doc["reason"] is None
    assert "--water F3=VALUE" in doc["notes"][0]
    known = cli.ok("desert", "check", "place", "yellow", "F3", "--water", "F3=2", json=True).json
    assert known["legal"] is True and known["notes"] == []
    refused = cli("desert", "place", "yellow", "F3")
    assert refused.code == 3 and "--water F3=VALUE" in flat(refused.err)
    wrong = cli("desert", "check", "place", "yellow", "E4", json=True)
    assert wrong.code == 3 and wrong.json["notes"] == []
    assert len(cli.ok("log", json=True).json["moves"]) == len(LEADERS)


def test_cli_check_a_move_planned_for_another_turn(cli: Any) -> None:
    """through-the-desert/turn: `check --player` judges the rules as if it were their turn."""
    started(cli)
    planned = cli.ok("desert", "check", "place", "pink", "K3", "--player", "bo")
    out = flat(planned.out)
    assert out.startswith("Yes, on bo's turn, bo can put a pink camel on K3.")
    assert "It is ana's turn now." in out
    doc = cli.ok("desert", "check", "place", "pink", "K3", "--player", "bo", json=True).json
    assert doc["legal"] is True and doc["turn"] is False
    assert doc["player"] == "bo" and doc["current_player"] == "ana"
    no = cli("desert", "check", "place", "pink", "E4", "--player", "bo", json=True)
    assert no.code == 3 and no.json["turn"] is False
    assert no.json["rule"] == "through-the-desert/placement"  # the rule, not the turn
    water = cli.ok("desert", "check", "place", "purple", "B4", json=True).json  # unknown marker
    assert water["legal"] is True and "--water B4=VALUE" in water["notes"][0]
    given = ["desert", "check", "place", "purple", "B4", "--water", "B4=2"]
    assert cli.ok(*given, json=True).json["legal"] is True
    table = cli.ok("desert", "check", "water", "D1", "2", json=True).json
    assert table["legal"] is True and table["turn"] is True and table["player"] is None
    assert cli("desert", "check", "roll", "2").code == 2  # not an acting command
    assert len(cli.ok("log", json=True).json["moves"]) == len(LEADERS)


def test_cli_json_envelope(cli: Any) -> None:
    """Acting commands answer with the envelope every game shares; `state` is `status`."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES)
    doc = cli.ok("desert", "leader", "yellow", "F2", json=True).json
    assert set(doc) == {"session", "seq", "player", "move", "events", "text", "state"}
    assert doc["player"] == "ana" and doc["seq"] == 1
    assert doc["move"] == {"type": "leader", "player": "ana", "colour": "yellow", "cell": "F2"}
    assert doc["text"] == "puts the yellow leader on F2"
    assert [e["code"] for e in doc["events"]] == ["turn/next"]
    assert doc["events"][0]["data"] == {"player": "bo", "phase": "leaders", "to_place": 1}
    assert doc["events"][0]["text"].startswith("bo places a leader")
    assert doc["state"] == cli.ok("desert", "status", json=True).json
    water = cli.ok("desert", "water", "L2", "3", json=True).json
    assert water["player"] is None and water["events"] == [] and water["seq"] == 2
    for colour, cell in LEADERS[1:]:
        cli.ok("desert", "leader", colour, cell)
    cli.ok("desert", "place", "yellow", "E2")
    doc = cli.ok("desert", "place", "pink", "L2", json=True, lang="fr").json
    assert doc["player"] == "bo" and doc["text"] == "pose un chameau rose en L2"
    taken = doc["events"][0]
    assert taken["code"] == "water/taken"
    assert taken["data"] == {"player": "bo", "colour": "pink", "cell": "L2", "value": 3}
    assert "L2" in taken["text"] and "3" in taken["text"]
    assert doc["state"]["to_place"] == 1 and doc["state"]["current_player"] == "bo"


def test_cli_takes_the_words_of_format_move(cli: Any, desert: Any) -> None:
    """Random moves recorded with `assistant desert *format_move(move)` are those moves."""
    from assistant.games.desert import GAME

    rng = random.Random(11)
    cli.ok("desert", "new", "--players", "ana,bo,cy", "--oases", "D3,J3,Q3,M7,H11")
    state = desert.new(3, oases=["D3", "J3", "Q3", "M7", "H11"])
    kinds: set[str] = set()
    while (move := GAME.random_move(state, rng)) is not None:
        doc = cli.ok("desert", *GAME.format_move(move), json=True).json
        assert GAME.move_from_json(doc["move"]) == move
        state = GAME.apply(state, move)
        assert doc["state"] == GAME.state_json(state)
        kinds.add(doc["move"]["type"] + ("+water" if doc["move"].get("water") else ""))
    assert GAME.is_finished(state)
    assert kinds == {"water", "leader", "place", "place+water"}


def test_cli_french(cli: Any) -> None:
    """French names are accepted and the answers are in French."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES, lang="fr")
    out = cli.ok("desert", "leader", "jaune", "F2", lang="fr").out
    assert "ana : chef jaune en F2." in flat(out)
    result = cli("desert", "leader", "vert", "G2", lang="fr")
    assert result.code == 3 and "touche le chef jaune d’ana en F2" in flat(result.err)
    out = cli.ok("desert", "leader", "lilas", "K2", lang="fr").out  # an edition alias
    assert "chef violet en K2" in flat(out)
    check = cli("desert", "check", "leader", "rose", "C3", lang="fr")
    assert check.code == 3
    assert "Non, ana ne peut pas poser le chef rose en C3." in flat(check.out)
    assert "touche l’oasis en D3 : un chef ne peut pas être posé à côté d’une oasis" in flat(
        check.out
    )
    assert "Points à ce stade" in cli.ok("desert", "status", lang="fr").out


def test_cli_italian(cli: Any) -> None:
    """Italian names are accepted and the answers are in Italian."""
    started(cli, lang="it")
    out = cli.ok("desert", "place", "giallo", "E2", lang="it").out
    assert "ana: cammello giallo in E2." in flat(out)
    result = cli("desert", "place", "giallo", "F3", lang="it")  # bo's turn
    assert result.code == 3 and "F3 non tocca la carovana gialla di bo." in flat(result.err)
    out = cli.ok("desert", "cammelli", "lavanda", "N3", lang="it").out  # bo's purple caravan
    assert "cammello viola in N3" in flat(out)  # `cammelli`, as the turn's quota says them
    assert "Punti finora" in cli.ok("desert", "score", lang="it").out
    assert "Punti finora" in cli.ok("desert", "classifica", lang="it").out  # the standings
    assert "Points à ce stade" in cli.ok("desert", "classement", lang="fr").out


def test_cli_four_players_need_a_full_board(cli: Any) -> None:
    """through-the-desert/boards: refused on kosmos-2-3p, with how to supply a board."""
    result = cli("desert", "new", "--players", "a,b,c,d", "--oases", OASES)
    assert result.code == 3
    err = flat(result.err)
    assert "map extend my-board.yaml --from kosmos-2-3p" in err and "--map my-board.yaml" in err
    fr = cli("desert", "new", "--players", "a,b,c,d", "--oases", OASES, lang="fr")
    assert "tapez la partie au-delà de la ligne noire" in flat(fr.err)


def full_board_file(tmp_path: Path) -> Path:
    grid = (REPO / "rulebooks" / "boards" / "kosmos-2-3p.yaml").read_text(encoding="utf-8")
    body = grid.split("grid: |\n", 1)[1]
    rows = [line.strip() for line in body.splitlines() if line.strip()]
    extra = ["." * 18, "..P" + "." * 15, "." * 18]
    lines = ["board: home-made", "players: 2-5", "grid: |"]
    lines += [f"  {row}" for row in rows + extra]
    lines += ["mask: |"] + ["  " + "." * 18] * len(rows) + ["  " + "x" * 18] * len(extra)
    path = tmp_path / "full.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_cli_five_players_on_a_board_file(cli: Any, tmp_path: Path) -> None:
    """through-the-desert/setup, boards: a table's own board and the returned leaders."""
    path = full_board_file(tmp_path)
    assert cli.ok("desert", "map", "validate", str(path)).out.count("hexes in play") == 2
    returned = "a=pink,b=green,c=yellow,d=purple,e=turquoise"
    doc = cli.ok(
        "desert", "new", "--players", "a,b,c,d,e", "--map", str(path), "--oases", OASES,
        "--returned", returned, json=True,
    ).json  # fmt: skip
    assert doc["state"]["board"] == "home-made"
    assert doc["state"]["supply"]["pink"] == 29  # the returned leaders left with their camels
    assert doc["state"]["leaders_in_hand"]["a"] == ["yellow", "purple", "green", "turquoise"]
    result = cli("desert", "leader", "pink", "F2")
    assert result.code == 3 and "gave the pink leader back" in flat(result.err)
    cli.ok("desert", "leader", "yellow", "F2")
    assert len(cli.ok("desert", "map", json=True).json["cells"]) == 18 * 16
    bad = cli("desert", "new", "--players", "a,b,c,d,e", "--map", str(path), "--oases", OASES,
              "--returned", "a=pink,b=pink,c=yellow,d=purple,e=turquoise")  # fmt: skip
    assert bad.code == 3
    none = cli("desert", "new", "--players", "a,b,c,d,e", "--map", str(path), "--oases", OASES,
               lang="it")  # fmt: skip
    assert none.code == 3  # the example to type, in the reader's option and colour words
    assert "--restituiti a=giallo,b=rosa,c=viola,d=verde,e=turchese" in flat(none.err)
    typed = cli("desert", "nuova", "--giocatori", "a,b,c,d,e", "--tabellone", str(path),
                "--oasi", OASES, "--restituiti", "a=giallo,b=rosa,c=viola,d=verde,e=turchese",
                lang="it")  # fmt: skip
    assert typed.code == 0, typed.err


def test_cli_board_file_errors_name_file_and_line(cli: Any, tmp_path: Path) -> None:
    """through-the-desert/boards: `map validate` and `--map FILE` report file and line."""
    path = tmp_path / "broken.yaml"
    path.write_text("board: broken\ngrid: |\n  ..P.P\n  .P.Q.\n  P..\n", encoding="utf-8")
    result = cli("desert", "map", "validate", str(path))
    assert result.code == 2
    assert f"{path}, line 4: unknown character “Q” at D2" in flat(result.err)
    assert f"{path}, line 5: row 3 has 3 hexes" in flat(result.err)
    it = cli("desert", "map", "validate", str(path), lang="it")
    assert f"{path}, riga 4: carattere «Q» sconosciuto in D2" in flat(it.err)
    new = cli("desert", "new", "--players", "a,b", "--map", str(path), json=True)
    assert new.code == 2 and "line 4" in new.json["error"]["message"]
    missing = cli("desert", "new", "--players", "a,b", "--map", str(tmp_path / "none.yaml"))
    assert missing.code == 2
    unknown = cli("desert", "new", "--players", "a,b", "--map", "atlantis")
    assert unknown.code == 2 and "kosmos-2-3p" in flat(unknown.err)


def test_cli_map_views(cli: Any) -> None:
    """The map: cell labels, oases, water holes with values, a board without a game."""
    out = cli.ok("desert", "map", "--map", "kosmos-2-3p").out
    assert "C4" in flat(out) and "R8" in flat(out) and "^^^" in flat(out)
    assert "kosmos-2-3p" in cli.ok("desert", "map", "list").out
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES, "--water", "D1=2")
    out = cli.ok("desert", "map").out
    assert "~2" in flat(out) and " Ψ " in flat(out) and "~?" in flat(out)
    cells = {c["cell"]: c for c in cli.ok("desert", "map", json=True).json["cells"]}
    assert cells["D1"]["water"] == 2 and cells["D3"]["oasis"] is True
    assert cells["A1"]["in_play"] is False


def test_cli_rules_in_three_languages(cli: Any) -> None:
    """The rules of the whole game in en, fr and it."""
    en = cli.ok("rules", "through-the-desert", "enclosure").out
    fr = cli.ok("rules", "desert", "enclosure", lang="fr").out
    it = cli.ok("rules", "desert", "enclosure", lang="it").out
    assert "Enclosing an area" in en
    assert "Fermer un territoire" in fr  # the French rulebook's word
    assert "Chiudere un’area" in it


def test_cli_example_replays(cli: Any) -> None:
    """The recorded example replays and ends by itself with the final scoreboard."""
    example = REPO / "examples" / "through-the-desert" / "two-players.txt"
    out = cli.ok("replay", str(example)).out
    assert "Final score" in flat(out) and "Game over. Winner: ana." in flat(out)
    again = cli("desert", "place", "pink", "K3", "--player", "bo")
    assert again.code == 3 and "game is over" in flat(again.err)


@pytest.mark.parametrize(("lang", "largest"), [("fr", "25 (jaune 5,"), ("it", "25 (giallo 5,")])
def test_the_points_table_fits_80_columns_its_largest_caravans_read_from_the_left(
    cli: Any, monkeypatch: pytest.MonkeyPatch, lang: str, largest: str
) -> None:
    """French and Italian headings are long: at 80 columns the headings wrap first, and the
    largest caravans (text that may wrap) start at the column's left."""
    started(cli)
    monkeypatch.setenv("COLUMNS", "80")
    lines = cli.ok("desert", "status", lang=lang).out.splitlines()
    assert max(len(line) for line in lines) <= 80
    at = next(i for i, line in enumerate(lines) if line.startswith(("ana ", "│ ana ")))
    row, more = lines[at], lines[at + 1]  # five colours: the text goes on the next line
    column = row.index(largest)
    assert more[column].strip("│ ") and not more[column - 1].strip("│ "), (row, more)


def test_a_hex_after_its_preposition(cli: Any) -> None:
    """through-the-desert/leaders: `chef jaune en F2`, `capo rosa in K2`, as the answers
    word them."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", "D3,J3,Q3,M7,B8")
    cli.ok("desert", "chef", "jaune", "en", "F2", lang="fr")
    cli.ok("desert", "capo", "rosa", "in", "K2", lang="it")
    cli.ok("desert", "pozza", "Q1", "vale", "2", lang="it")
    holes = cli.ok("desert", "status", json=True).json["water_holes"]
    assert {"cell": "Q1", "value": 2, "taken_by": None} in holes
    caravans = cli.ok("desert", "status", json=True).json["caravans"]
    assert [(c["colour"], c["leader"]) for c in caravans] == [("yellow", "F2"), ("pink", "K2")]


def test_a_camel_typed_with_its_article_and_noun(cli: Any) -> None:
    """through-the-desert/placement: `poser un chameau jaune en F3` and `piazza un cammello
    giallo in F3` are read as `poser jaune F3` (the rules then judge it: exit 3 while the
    leaders are out, not a usage error)."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", "D3,J3,Q3,M7,B8")
    french = cli("desert", "vérifier", "poser", "un", "chameau", "jaune", "en", "F3", lang="fr")
    italian = cli("desert", "verifica", "piazza", "un", "cammello", "giallo", "in", "F3", lang="it")
    assert (french.code, italian.code) == (3, 3)
    assert "chameau jaune en F3" in " ".join(french.out.split())


def test_check_a_player_whose_name_starts_a_command(cli: Any) -> None:
    """through-the-desert/leaders: `check Léa place yellow G2` asks about Léa, though `léa`
    starts `leader`; `check lead ...` (no player's whole name) stays the start of `leader`."""
    cli.ok("desert", "new", "--players", "Léa,Marc", "--oases", OASES)
    asked = cli("desert", "vérifier", "Léa", "poser", "jaune", "G2", lang="fr", json=True)
    assert asked.code == 3 and asked.json["player"] == "Léa"
    assert asked.json["rule"] == "through-the-desert/leaders"
    assert cli("desert", "check", "lead", "pink", "I2", json=True).json["legal"] is True
