"""`assistant camel odds` end to end: the JSON document, the session's position handed to the
engine, typed positions in three languages, seeds, exit codes and the game-over refusal."""

from __future__ import annotations

import io
import itertools
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from assistant.games.base import RulesError
from assistant.games.camel_up import GAME, odds_state
from assistant.games.camel_up import odds as engine
from assistant.games.camel_up.moves import Bet, Desert, Move, RaceBet, Roll
from assistant.games.camel_up.odds import (
    COLOURS,
    MIRAGE,
    OASIS,
    DesertTile,
    Position,
    parse_camels,
)
from assistant.games.camel_up.odds_value import Seat, analyse, to_json
from assistant.games.camel_up.rules import legal_moves
from assistant.i18n import Translator
from assistant.rulebook import load

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "camel-up"
TYPED = "1:blue 2:green,orange 3:yellow,white"
FRACTION = re.compile(r"^(0|1|[1-9]\d*/[1-9]\d*)$")


def odds(cli: Any, *args: str, lang: str | None = None) -> dict[str, Any]:
    doc: dict[str, Any] = cli.ok("camel", "odds", *args, lang=lang, json=True).json
    return doc


def engine_part(doc: dict[str, Any]) -> dict[str, Any]:
    """The engine's document: `odds --json` without the position and the session."""
    return {key: doc[key] for key in ("leg", "race", "actions", "holdings")}


# -- the JSON document -----------------------------------------------------------------------


def test_json_shape_fractions_and_sorting(cli: Any) -> None:
    """The issue's shape: exact "p/q" strings (0 and 1 as integers), every colour, the race
    with samples and standard error, the actions best first with English labels."""
    doc = odds(cli, "--camels", TYPED, "--tiles", "7:mirage 11:oasis", "--race-samples", "2000")
    assert list(doc)[:4] == ["leg", "race", "actions", "holdings"]
    for place in ("first", "second", "last"):
        assert list(doc["leg"][place]) == list(COLOURS)
        assert all(FRACTION.match(p) for p in doc["leg"][place].values())
        assert sum(Fraction(p) for p in doc["leg"][place].values()) == 1
    race = doc["race"]
    assert race["samples"] == 2000 and 0 < race["stderr"] < 0.02
    for pile in ("winner", "loser"):
        assert list(race[pile]) == list(COLOURS)
        assert sum(race[pile].values()) == pytest.approx(1, abs=1e-3)
    actions = doc["actions"]
    values = [a["ev"] for a in actions]
    assert values == sorted(values, reverse=True)
    labels = [a["action"] for a in actions]
    assert len(labels) == len(set(labels))
    assert {"pyramid", "bet blue", "desert 9 oasis", "winner white", "loser blue"} <= set(labels)
    assert all(
        re.match(r"^(pyramid|bet \w+|desert \d+ (oasis|mirage)|(winner|loser) \w+)$", label)
        for label in labels
    )
    for action in actions:
        if "exact" in action:
            assert round(float(Fraction(action["exact"])), 4) == action["ev"]
        else:
            assert action["action"].split()[0] in ("winner", "loser")
    assert doc["position"]["camels"] == TYPED
    assert doc["position"]["tiles"] == "7:mirage 11:oasis"
    assert doc["position"]["dice"] == list(COLOURS)
    assert doc["session"] is None


def test_certain_outcomes_are_written_0_and_1(cli: Any) -> None:
    """Only the white die left: white, on top of the leading stack, leads for sure."""
    doc = odds(cli, "--camels", TYPED, "--dice", "white", "--race-samples", "0")
    assert doc["leg"]["first"] == {
        "blue": "0",
        "green": "0",
        "orange": "0",
        "yellow": "0",
        "white": "1",
    }
    assert doc["leg"]["last"]["blue"] == "1"
    assert doc["position"]["dice"] == ["white"]


def test_race_samples_zero_skips_the_race(cli: Any) -> None:
    doc = odds(cli, "--camels", TYPED, "--race-samples", "0")
    assert doc["race"] is None
    assert not [a for a in doc["actions"] if a["action"].split()[0] in ("winner", "loser")]
    assert all("exact" in a for a in doc["actions"])
    shown = cli.ok("camel", "odds", "--camels", TYPED, "--race-samples", "0").out
    assert "--race-samples 0" in shown


def test_a_seed_repeats_the_race_odds(cli: Any) -> None:
    args = ("--camels", TYPED, "--race-samples", "3000")
    first = odds(cli, *args, "--seed", "11")
    assert odds(cli, *args, "--seed", "11") == first
    other = odds(cli, *args, "--seed", "12")
    assert other["leg"] == first["leg"]
    assert other["race"] != first["race"]


def test_engine_and_command_agree_on_a_typed_position(cli: Any) -> None:
    doc = odds(cli, "--camels", TYPED, "--tiles", "5:oasis 7:mirage:ana", "--seed", "3")
    position = Position(parse_camels(TYPED), (DesertTile(5, OASIS), DesertTile(7, MIRAGE, "ana")))
    assert engine_part(doc) == to_json(analyse(position, seed=3))
    assert doc["leg"]["coins"] == {"ana": doc["leg"]["landings"]["7"]}


# -- the current session ---------------------------------------------------------------------

START = "1:green,yellow,orange 3:blue,white"
MOVES: list[list[str]] = [
    ["bet", "blue"],  # ana: blue 5
    ["desert", "7", "mirage"],  # bo
    ["race", "winner", "orange"],  # ana, known
    ["race", "winner"],  # bo, face down
    ["roll", "orange", "2"],  # ana: orange onto blue,white on 3
    ["bet", "blue"],  # bo: blue 3
    ["desert", "9", "oasis"],  # ana
    ["roll", "white", "1"],  # bo: white,orange to 4
]


def to_move(words: list[str], player: str) -> Move:
    kind, *rest = words
    if kind == "bet":
        return Bet(player, rest[0])
    if kind == "desert":
        return Desert(player, int(rest[0]), rest[1])
    if kind == "roll":
        return Roll(player, rest[0], int(rest[1]))
    return RaceBet(player, rest[0], rest[1] if len(rest) > 1 else None)


@pytest.fixture
def midgame(cli: Any) -> Any:
    cli.ok("camel", "new", "--players", "ana,bo", "--start", START)
    for words in MOVES:
        cli.ok("camel", *words)
    return cli


def test_session_position_reaches_the_engine(midgame: Any) -> None:
    """The session's camels, tiles with owners, dice, leg tiles, own tile, race cards and
    piles are what the engine gets: the same as calling it with those values by hand."""
    status = midgame.ok("camel", "status", json=True).json
    assert status["current_player"] == "ana"
    doc = odds(midgame, "--race-samples", "3000", "--seed", "4")
    assert doc["session"] == "camel-up-1"
    leg_tiles = {"blue": [2], **{c: [5, 3, 2] for c in COLOURS if c != "blue"}}
    assert doc["position"] == {
        "camels": "1:green,yellow 3:blue 4:white,orange",
        "tiles": "7:mirage:bo 9:oasis:ana",
        "dice": ["blue", "green", "yellow"],
        "player": "ana",
        "to_play": "ana",
        "leg_tiles": leg_tiles,
        "desert_tile": {"space": 9, "side": "oasis"},
        "race_cards": ["blue", "green", "yellow", "white"],
        "race_piles": {"winner": ["orange", None], "loser": []},
        "bets": [{"colour": "blue", "tile": 5}],
        "cards": [{"pile": "winner", "colour": "orange", "payout": 8}],
    }
    by_hand = analyse(
        Position(
            parse_camels("1:green,yellow 3:blue 4:white,orange"),
            (DesertTile(7, MIRAGE, "bo"), DesertTile(9, OASIS, "ana")),
            frozenset({"blue", "green", "yellow"}),
        ),
        Seat(
            leg_tiles=tuple((c, tuple(v)) for c, v in leg_tiles.items()),
            race_cards=("blue", "green", "yellow", "white"),
            winner_pile=("orange", None),
            own_tile=9,
            bets=(("blue", 5),),
            cards=(("winner", "orange", 8),),
        ),
        race_samples=3000,
        seed=4,
    )
    assert engine_part(doc) == to_json(by_hand)
    labels = {a["action"] for a in doc["actions"]}
    assert "winner orange" not in labels and "loser orange" not in labels
    assert "desert 9 mirage" in labels and "desert 9 oasis" not in labels
    held = [h["holding"] for h in doc["holdings"]]
    assert held == ["bet blue", "desert 9 oasis", "winner orange"]


def test_odds_for_another_player(midgame: Any) -> None:
    """--player: bo's actions, valued with bo's bets, tile and cards, while ana is to play;
    the leg and race odds are the same."""
    ana = odds(midgame, "--race-samples", "1000", "--seed", "2")
    bo = odds(midgame, "--player", "B", "--race-samples", "1000", "--seed", "2")
    assert bo["position"]["player"] == "bo" and bo["position"]["to_play"] == "ana"
    assert bo["position"]["desert_tile"] == {"space": 7, "side": "mirage"}
    assert bo["position"]["bets"] == [{"colour": "blue", "tile": 3}]
    assert bo["position"]["cards"] == []  # bo's card lies face down
    assert bo["position"]["race_cards"] == list(COLOURS)  # one of them is face down
    assert bo["leg"] == ana["leg"] and bo["race"] == ana["race"]
    assert [h["holding"] for h in bo["holdings"]] == ["bet blue", "desert 7 mirage"]
    assert "desert 7 oasis" in {a["action"] for a in bo["actions"]}
    out = midgame.ok("camel", "odds", "--player", "bo", "--race-samples", "0").out
    assert "Values for bo, as if it were their turn (ana is to play)." in out
    assert "What bo holds, worth now" in out
    assert "blue leg-bet tile 3" in out and "desert tile on space 7, mirage" in out
    unknown = midgame("camel", "odds", "--player", "zed", json=True)
    assert unknown.code == 2 and "zed" in unknown.json["error"]["message"]


def test_session_odds_equal_the_typed_position(midgame: Any) -> None:
    """After a few moves, the odds of the session equal those of the same position typed
    with --camels, --tiles and --dice (same seed)."""
    status = midgame.ok("camel", "status", json=True).json
    tiles = " ".join(f"{t['space']}:{t['side']}" for t in status["desert_tiles"])
    typed = odds(
        midgame,
        "--camels",
        status["camels"],
        "--tiles",
        tiles,
        "--dice",
        ",".join(status["dice_left"]),
        "--seed",
        "9",
        "--race-samples",
        "3000",
    )
    session = odds(midgame, "--seed", "9", "--race-samples", "3000")
    assert session["leg"]["first"] == typed["leg"]["first"]
    assert session["leg"]["second"] == typed["leg"]["second"]
    assert session["leg"]["last"] == typed["leg"]["last"]
    assert session["leg"]["landings"] == typed["leg"]["landings"]
    assert session["leg"]["coins"] == {
        "bo": typed["leg"]["landings"]["7"],
        "ana": typed["leg"]["landings"]["9"],
    }
    assert session["race"] == typed["race"]
    # Only the player's situation differs: the typed position assumes a fresh leg.
    assert typed["position"]["player"] is None and typed["position"]["desert_tile"] is None


def test_session_desert_actions_are_the_legal_moves(midgame: Any) -> None:
    """camel-up/desert-tile: the desert actions valued are exactly the legal desert moves."""
    state = GAME.initial_state({"players": ["ana", "bo"], "start": START})
    for i, words in enumerate(MOVES):
        state = GAME.apply(state, to_move(words, ("ana", "bo")[i % 2]))
    legal = {f"desert {m.space} {m.side}" for m in legal_moves(state) if isinstance(m, Desert)}
    doc = odds(midgame, "--race-samples", "0")
    assert {a["action"] for a in doc["actions"] if a["action"].startswith("desert")} == legal


def test_session_human_view(midgame: Any) -> None:
    out = midgame.ok("camel", "odds", "--race-samples", "500", "--seed", "1", "--top", "0").out
    assert "ana is to play." in out
    assert "Their desert tile lies on space 9, oasis side" in out
    assert "Winner pile, first card first: ana (orange), bo (?)." in out
    assert "Face-down cards count as unknown colours" in out
    assert "Desert tile on space 7 (bo):" in out
    assert "flip the desert tile on space 9 to mirage" in out
    assert "move the desert tile to space 10, oasis" in out
    assert "bet blue (2)" in out and "take a pyramid tile" in out
    assert "blue race card on the loser pile" in out
    assert "What ana holds, worth now" in out
    assert "orange race card on the winner pile (8 if right)" in out
    assert "simulated" in out


# -- languages -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "camels", "tiles", "dice", "words"),
    [
        (
            "fr",
            "1:bleu 2:vert,orange 3:jaune,blanc",
            "7:mirage",
            "bleu,vert,blanc",
            [
                "parier sur le bleu (5)",
                "prendre une tuile Pyramide",
                "Chameau",
                "Premier",
                "Dernier",
                "Meilleures actions",
                "tuile Désert sur la case 9, face mirage",
                "carte Pari-Course du chameau",
                "Gagne la course",
            ],
        ),
        (
            "it",
            "1:blu 2:verde,arancione 3:giallo,bianco",
            "7:miraggio",
            "blu,verde,bianco",
            [
                "scommetti sul blu (5)",
                "prendi una tessera Piramide",
                "Cammello",
                "Primo",
                "Ultimo",
                "Azioni migliori",
                "tessera Deserto sulla casella 9, lato miraggio",
                "carta Scommessa di Gara del cammello bianco sul mazzo del vincitore",
                "Vince la corsa",
            ],
        ),
    ],
)
def test_typed_position_in_french_and_italian(
    cli: Any, lang: str, camels: str, tiles: str, dice: str, words: list[str]
) -> None:
    args = ("--race-samples", "1000", "--seed", "2")
    english = odds(
        cli, "--camels", TYPED, "--tiles", "7:mirage", "--dice", "blue,green,white", *args
    )
    translated = odds(cli, "--camels", camels, "--tiles", tiles, "--dice", dice, *args, lang=lang)
    assert translated == english  # the JSON keeps the English ids and labels
    out = cli.ok(
        "camel",
        "odds",
        "--camels",
        camels,
        "--tiles",
        tiles,
        "--dice",
        dice,
        *args,
        "--top",
        "0",
        lang=lang,
    ).out
    for word in words:
        assert word in out, word
    assert re.search(r"\d,\d\u202f?%", out)  # a decimal comma in the percentages


def test_loose_spacing_and_signs_in_the_notation(cli: Any) -> None:
    loose = odds(
        cli,
        "--camels",
        "1: blue 2:green, orange 3 :yellow,white",
        "--tiles",
        "7:-1 11:+1",
        "--race-samples",
        "0",
    )
    strict = odds(cli, "--camels", TYPED, "--tiles", "7:mirage 11:oasis", "--race-samples", "0")
    assert loose == strict


# -- refusals ------------------------------------------------------------------------------

BAD_INPUT = [
    (["--camels", "1:blue 2:green,orange 3:yellow,whte"], "input/unknown-name", "whte"),
    (["--camels", "1:blue 2green,orange 3:yellow,white"], "input/camels", "2green,orange"),
    (
        ["--camels", "1:blue 2:green,orange 3:yellow,white", "--tiles", "7:foo"],
        "input/unknown-name",
        "foo",
    ),
    (["--camels", "1:blue 2:green,orange 3:yellow,white", "--tiles", "7"], "input/tiles", "7"),
    (
        ["--camels", "1:blue 2:green,orange 3:yellow,white", "--dice", "blue,purple"],
        "input/other-edition",  # a camel of the second edition
        "purple",
    ),
    (["--camels", "1:blue 2:green,orange 3:yellow,white", "--dice", ""], "input/dice", "--dice"),
    (["--camels", ""], "input/camels", "--camels"),
    (["--tiles", "7:mirage"], "input/needs-camels", "--camels"),
    (["--bets", "white:5"], "input/needs-camels", "--bets"),
    (["--camels", TYPED, "--leg-tiles", "blue:4"], "input/leg-tiles", "blue:4"),
    (["--camels", TYPED, "--bets", "white:1"], "input/bets", "white:1"),
    (["--camels", TYPED, "--race-cards", "blue,purple"], "input/other-edition", "purple"),
    (["--camels", TYPED, "--race-samples", "1000001"], "input/race-samples", "1000000"),
]


@pytest.mark.parametrize(("args", "code", "named"), BAD_INPUT)
def test_bad_notation_exits_2_naming_the_item(
    cli: Any, args: list[str], code: str, named: str
) -> None:
    result = cli("camel", "odds", *args, json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == code
    assert named in result.json["error"]["message"]
    human = cli("camel", "odds", *args, lang="fr")
    from assistant.games.camel_up import GAME
    from assistant.syntax import option_shown, option_words

    in_french = option_shown(named, "fr", option_words(GAME.grammar))  # `--dés` for `--dice`
    assert human.code == 2 and in_french in human.err and not human.out


def test_bad_option_values_exit_2(cli: Any) -> None:
    assert cli("camel", "odds", "--camels", TYPED, "--race-samples", "-1").code == 2
    assert cli("camel", "odds", "--camels", TYPED, "--top", "x").code == 2


@pytest.mark.parametrize(
    ("args", "rule"),
    [
        (["--camels", "1:blue 2:green,orange 3:yellow"], "camel-up/setup"),
        (["--camels", "1:blue 2:green,orange 3:yellow,white 4:blue"], "camel-up/setup"),
        (["--camels", "1:blue 2:green,orange 17:yellow,white"], "camel-up/setup"),
        (["--camels", TYPED, "--tiles", "5:oasis 6:mirage"], "camel-up/desert-tile"),
        (["--camels", TYPED, "--tiles", "3:oasis"], "camel-up/desert-tile"),
        (["--camels", TYPED, "--tiles", "5:oasis:me 9:mirage:me"], "camel-up/desert-tile"),
        (["--camels", TYPED, "--bets", "white:5", "--leg-tiles", "white:5"], "camel-up/leg-bet"),
        (["--camels", TYPED, "--bets", "white:3 white:3"], "camel-up/leg-bet"),
    ],
)
def test_impossible_positions_exit_3_citing_a_rule_section(
    cli: Any, args: list[str], rule: str
) -> None:
    result = cli("camel", "odds", *args, json=True)
    assert result.code == 3
    assert result.json["error"] == {
        "code": "setup/invalid",
        "rule": rule,
        "message": result.json["error"]["message"],
    }
    assert load("camel-up").section(rule) is not None


def test_no_session_exits_4(cli: Any) -> None:
    result = cli("camel", "odds", json=True)
    assert result.code == 4
    assert result.json["error"]["code"] == "session/none"


def test_game_over_is_refused(cli: Any, tmp_path: Path) -> None:
    """camel-up/race-end: once the race is over there is nothing left to bet on (exit 3),
    also while face-down cards still wait to be revealed; nothing is recorded."""
    lines = (EXAMPLES / "full-game.txt").read_text(encoding="utf-8").splitlines()
    unrevealed = tmp_path / "unrevealed.txt"
    unrevealed.write_text(
        "\n".join(line for line in lines if not line.startswith("camel reveal")) + "\n",
        encoding="utf-8",
    )
    for script in (unrevealed, EXAMPLES / "full-game.txt"):
        cli.ok("replay", str(script))
        before = cli.ok("camel", "status", json=True).json
        assert before["race_over"] is True
        result = cli("camel", "odds", json=True)
        assert result.code == 3
        assert result.json["error"]["code"] == "game/over"
        assert result.json["error"]["rule"] == "camel-up/race-end"
        human = cli("camel", "odds", lang="it")
        assert human.code == 3 and "La corsa è finita" in human.err
        assert cli.ok("camel", "status", json=True).json == before


def test_engine_rule_ids_are_rulebook_sections() -> None:
    """Every rule the engine cites is a section of rulebooks/camel-up.yaml."""
    book = load("camel-up")
    cited = {
        value
        for module in (engine, odds_state)
        for name, value in vars(module).items()
        if name.startswith("RULE_") and isinstance(value, str)
    }
    assert cited and all(book.section(rule) is not None for rule in cited), cited
    bad = [
        lambda: Position(((1, ("blue", "green", "orange", "yellow", "purple")),)),
        lambda: Position(parse_camels(TYPED), dice=frozenset({"purple"})),
        lambda: Position(parse_camels(TYPED), (DesertTile(1, OASIS),)),
        lambda: Position(parse_camels(TYPED), (DesertTile(5, 2),)),
        lambda: Position(((1, ("blue", "green", "orange", "yellow")),)),
        lambda: analyse(Position(parse_camels(TYPED)), Seat(own_tile=9)),
    ]
    for make in bad:
        with pytest.raises(RulesError) as error:
            make()
        assert book.section(error.value.rule or "") is not None, error.value.rule


# -- the progress indicator ------------------------------------------------------------------


def test_progress_shows_only_after_the_delay() -> None:
    from assistant.render.camel_up import delayed_progress

    for after, shown in ((0.0, True), (60.0, False)):
        buffer = io.StringIO()
        console = Console(file=buffer, force_terminal=True, width=80)
        with delayed_progress(console, Translator("fr"), after=after) as update:
            update(1, 4)
            update(4, 4)
        assert ("Calcul des chances" in buffer.getvalue()) is shown


def test_progress_goes_to_stderr_and_never_with_json(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import assistant.cli.camel as camel_cli

    monkeypatch.setattr(camel_cli, "PROGRESS_AFTER", 0.0)
    monkeypatch.setenv("FORCE_COLOR", "1")  # stderr counts as a terminal
    args = ("camel", "odds", "--camels", TYPED, "--race-samples", "2000")
    human = cli.ok(*args)
    assert "Working out the odds" in human.err
    assert "Working out the odds" not in human.out
    quiet = cli.ok(*args, json=True)
    assert quiet.err == ""
    assert quiet.json["race"]["samples"] == 2000


# -- the player's situation in a typed position ------------------------------------------------

ISSUE = "1:green,yellow 2:orange 3:blue,white"


def test_a_typed_position_with_bets_equals_the_session(cli: Any) -> None:
    """The issue's example typed with --bets and --leg-tiles gives the same values as the
    session it comes from (ana holds the white 5, bo took the white 3)."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", ISSUE)
    cli.ok("camel", "bet", "white")
    cli.ok("camel", "bet", "white")
    args = ("--race-samples", "1000", "--seed", "6")
    session = odds(cli, *args)
    typed = odds(cli, "--camels", ISSUE, "--bets", "white:5", "--leg-tiles", "white:2", *args)
    assert engine_part(typed) == engine_part(session)
    inferred = odds(cli, "--camels", ISSUE, "--bets", "white:5", *args)
    assert inferred["position"]["leg_tiles"]["white"] == [3, 2]
    by_label = {a["action"]: a for a in session["actions"]}
    assert by_label["desert 4 mirage"]["ev"] > by_label["pyramid"]["ev"]
    assert by_label["desert 5 mirage"]["ev"] < by_label["pyramid"]["ev"]
    assert by_label["bet white"]["tile"] == 2
    assert session["holdings"] == [
        {"holding": "bet white", "tile": 5, "value": 1.6646, "exact": "809/486"}
    ]


def test_my_desert_tile_and_race_cards_in_a_typed_position(cli: Any) -> None:
    """`:me` (or the --player name) marks the player's own desert tile: desert actions move
    or flip it; --race-cards says which race cards are left ('-': none)."""
    base = ("--camels", TYPED, "--race-samples", "500", "--seed", "1")
    mine = odds(cli, *base, "--tiles", "7:mirage:me 11:oasis:bo", "--race-cards", "blue")
    assert mine["position"]["desert_tile"] == {"space": 7, "side": "mirage"}
    assert mine["position"]["race_cards"] == ["blue"]
    labels = {a["action"] for a in mine["actions"]}
    assert "desert 7 oasis" in labels and "desert 7 mirage" not in labels
    assert {label for label in labels if label.split()[0] in ("winner", "loser")} == {
        "winner blue",
        "loser blue",
    }
    assert mine["holdings"][0]["holding"] == "desert 7 mirage"
    named = odds(cli, *base, "--tiles", "7:mirage:Ana 11:oasis:bo", "--player", "ana")
    assert named["position"]["desert_tile"] == mine["position"]["desert_tile"]
    assert named["position"]["player"] == "ana"
    french = odds(cli, *base, "--tiles", "7:mirage:moi", "--race-cards", "-", lang="fr")
    assert french["position"]["desert_tile"] is not None
    assert not [a for a in french["actions"] if a["action"].split()[0] in ("winner", "loser")]
    out = cli.ok(
        "camel", "odds", *base, "--tiles", "7:mirage:me", "--bets", "blue:5", "--top", "0"
    ).out
    assert "What you hold, worth now" in out and "blue leg-bet tile 5" in out
    assert "move the desert tile to space 9, oasis" in out


def test_race_samples_have_a_documented_maximum(cli: Any) -> None:
    """Issue 14: a huge --race-samples is refused at once (exit 2) with the maximum named,
    before any session is opened."""
    result = cli("camel", "odds", "--race-samples", "99999999999999", json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == "input/race-samples"
    assert "1000000" in result.json["error"]["message"]
    assert "1,000,000" in cli.ok("camel", "odds", "--help").out


def test_every_example_of_the_help_runs_as_written(cli: Any) -> None:
    """Issue 14: each example of `camel odds --help` runs as written (in a session with
    players ana and bo for those without --camels)."""
    import shlex

    cli.ok("camel", "new", "--players", "ana,bo", "--start", ISSUE)
    text = cli.ok("camel", "odds", "--help").out
    examples = [line.strip() for line in text.splitlines() if line.strip().startswith("assistant")]
    assert len(examples) >= 5
    for example in examples:
        words = shlex.split(example)[1:]
        result = cli(*words)
        assert result.code == 0, (example, result.err)
        if "--json" in words:
            assert result.json["leg"]["first"]["white"] == "1"


@pytest.mark.parametrize(
    ("lang", "title", "first"),
    [("fr", "Meilleures actions", "Valeur :"), ("it", "Azioni migliori", "Valore:")],
)
def test_the_best_actions_fit_80_columns_in_two_lines_each(
    cli: Any, monkeypatch: pytest.MonkeyPatch, lang: str, title: str, first: str
) -> None:
    """French and Italian labels are long ("carte Pari-Course du chameau bleu sur la pile
    « Pari sur le dernier »"): at 80 columns the headings wrap first and each action takes
    at most two lines (it took three)."""
    monkeypatch.setenv("COLUMNS", "80")
    out = cli.ok("camel", "odds", "--camels", "1:green,yellow 2:orange 3:blue,white",
                 "--seed", "1", lang=lang).out.replace("\u202f", " ")  # fmt: skip
    lines = out.splitlines()
    body = lines[next(i for i, x in enumerate(lines) if x.startswith(title)) :]
    body = body[next(i for i, x in enumerate(body) if x.startswith("──")) + 1 :]
    body = body[: next(i for i, x in enumerate(body) if x.startswith(first))]
    ranks = [i for i, x in enumerate(body) if re.match(r"^ ?\d+ ", x)]
    assert len(ranks) == 10, body
    assert all(b - a <= 2 for a, b in itertools.pairwise([*ranks, len(body)]))
    assert max(len(x) for x in lines) <= 80


def test_a_typed_tile_of_ones_own_is_said_yours(cli: Any) -> None:
    """camel-up/desert-tile: a typed position's own tile (`2:mirage:moi`, `2:miraggio:io`)
    is the reader's, not a player called moi."""
    for lang, tiles, said in (
        ("fr", "5:mirage:moi", "case 5 : mirage (la vôtre)"),
        ("it", "5:miraggio:io", "casella 5: miraggio (la tua)"),
    ):
        out = cli.ok(
            "camel", "odds", "--camels", TYPED, "--tiles", tiles, "--race-samples", "0", lang=lang
        ).out
        assert said in " ".join(out.replace("\u202f", " ").split())
