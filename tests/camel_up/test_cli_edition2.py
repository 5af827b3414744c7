"""The second edition of Camel Up end to end, in a temporary ASSISTANT_HOME: `camel new
--edition 2`, the status (human and JSON), refusals naming the editions (exit 3, nothing
recorded), `rules` by edition, and every export of a second-edition game.

The moves that need words of their own (spectator tiles, the grey die, partnerships) are
recorded here straight into the journal, as `replay` of a file would.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from assistant.games.camel_up import GAME
from assistant.games.camel_up.moves import Move, Partner, Roll, Spectator

START = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
SIX = "ana,bo,cy,dee,eli,fay"


def new(cli: Any, players: str = "ana,bo,cy", lang: str | None = None) -> Any:
    return cli.ok(
        "camel", "new", "--edition", "2", "--players", players, "--start", START, lang=lang
    )


def record(name: str, *moves: Move) -> None:
    """Append moves to session `name` of the test's journal (the rules judge them first)."""
    from assistant.paths import data_home
    from assistant.sessions import Journal, load_state

    journal = Journal.open(data_home() / "journal.sqlite3")
    try:
        session = journal.get(name)
        state = load_state(journal, session)
        with journal.transaction():
            for move in moves:
                state = GAME.apply(state, move)
                journal.append(session, GAME.move_to_json(move))
    finally:
        journal.close()


def finished_game(seed: int = 3, players: int = 6) -> tuple[dict[str, Any], list[Move]]:
    """A random second-edition game played to its end."""
    rng = random.Random(seed)
    setup = GAME.random_setup(rng, ["ana", "bo", "cy", "dee", "eli", "fay"][:players], edition=2)
    state = GAME.initial_state(setup)
    moves: list[Move] = []
    while (move := GAME.random_move(state, rng)) is not None:
        state = GAME.apply(state, move)
        moves.append(move)
    return setup, moves


def test_new_edition_2_and_status_json(cli: Any) -> None:
    doc = cli.ok(
        "camel", "new", "--edition", "2", "--players", SIX, "--start", START, json=True
    ).json
    assert doc["state"]["edition"] == 2 and doc["state"]["camels"] == START
    state = cli.ok("camel", "status", json=True).json
    assert state["edition"] == 2 and state["dice_left"][-1] == "grey"
    assert state["leg_tiles"]["purple"] == [5, 3, 2, 2]
    assert [p["partnership_card"] for p in state["players"]] == ["available"] * 6
    envelope = cli.ok("camel", "bet", "rosso", json=True).json
    assert envelope["move"] == {"type": "bet", "player": "ana", "colour": "red", "value": 5}
    assert envelope["events"][0]["text"] == "ana takes the red betting ticket worth 5."
    human = cli.ok("camel", "status", lang="it").out
    assert "Camel Up, seconda edizione" in human and "«Bi" in human and "Alleato" in human


def test_start_in_other_languages_and_bad_starts(cli: Any) -> None:
    french = "1:bleu,rouge 2:vert 3:jaune,violet 14:blanc 16:noir"
    doc = cli.ok(
        "camel", "new", "--edition", "2", "--players", "a,b", "--start", french, json=True
    ).json
    assert doc["state"]["camels"] == START
    missing = cli(
        "camel",
        "new",
        "--edition",
        "2",
        "--players",
        "a,b",
        "--start",
        "1:blue,red,green,yellow,purple",
        json=True,
    )
    assert missing.code == 3 and missing.json["error"]["rule"] == "camel-up/setup-2"
    assert cli("camel", "new", "--edition", "3", "--players", "a,b", "--start", START).code == 2
    orange = cli("camel", "new", "--edition", "2", "--players", "a,b", "--start", "1:orange")
    assert orange.code == 2  # not a camel of the second edition: the words cannot be read


@pytest.mark.parametrize(
    ("lang", "words", "rule", "example"),
    [
        ("fr", ["camel", "nouvelle", "--joueurs", "a,b"], "camel-up/setup", "--départ '1:vert"),
        (
            "it",
            ["camel", "nuova", "--giocatori", "a,b", "--edizione", "2"],
            "camel-up/setup-2",
            "14:bianco 16:nero'",
        ),
        ("en", ["camel", "new", "--players", "a,b"], "camel-up/setup", "--start '1:green"),
    ],
)
def test_a_new_game_without_its_start_says_what_to_type(
    cli: Any, lang: str, words: list[str], rule: str, example: str
) -> None:
    """The start is what the table's dice did: left out, the error gives the notation with an
    example in the table's words and the setup rule, not Click's bare missing option."""
    result = cli(*words, lang=lang)
    assert result.code == 3 and example in " ".join(result.err.split())
    assert rule in result.err
    assert cli("sessions", json=True).json["sessions"] == []


@pytest.mark.parametrize(
    ("edition", "words", "rule", "text"),
    [
        (1, ["bet", "red"], "camel-up/editions", "red is a racing camel of the second edition"),
        (1, ["bet", "noir"], "camel-up/editions", "black is a crazy camel of the second edition"),
        (1, ["roll", "grey", "2"], "camel-up/editions", "grey die belongs to the second"),
        (2, ["bet", "white"], "camel-up/betting-ticket", "white is a crazy camel"),
        (2, ["bet", "orange"], "camel-up/editions", "orange is a camel of the first edition"),
        (2, ["race", "winner", "black"], "camel-up/finish-card", "black is a crazy camel"),
        (2, ["desert", "7", "oasis"], "camel-up/editions", "desert tile belongs to the first"),
        (2, ["desert", "7", "oasis"], "camel-up/editions", "`assistant camel spectator 7 SIDE`"),
        (1, ["spectator", "7", "cheering"], "camel-up/editions", "`assistant camel desert 7 SIDE`"),
        (2, ["roll", "black", "2"], "camel-up/grey-die", "grey die moves the crazy camels"),
    ],
)
def test_the_other_editions_camels_are_refused_with_exit_3(
    cli: Any, edition: int, words: list[str], rule: str, text: str
) -> None:
    if edition == 1:
        cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue,green,orange,yellow,white")
    else:
        new(cli)
    before = cli.ok("log", json=True).json
    result = cli("camel", *words, json=True)
    assert result.code == 3, result.out
    assert result.json["error"]["rule"] == rule
    assert text in result.json["error"]["message"]
    assert cli.ok("log", json=True).json == before  # nothing recorded
    checked = cli("camel", "check", *words, json=True)
    assert checked.code == 3 and checked.json["rule"] == rule
    assert cli("camel", *words, lang="fr").code == 3


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        ("fr", "désert 7 oasis", "`spectateur 7 FACE`, côté acclamations ou huées"),
        ("it", "deserto 7 oasi", "`spettatore 7 LATO`, lato applausi o fischi"),
    ],
)
def test_a_desert_tile_at_a_second_edition_table_names_the_spectator_command(
    cli: Any, prompt_lines: Any, lang: str, line: str, shown: str
) -> None:
    """camel-up/editions: the table typed the first edition's tile; the refusal says what to
    type instead, in its words and in the syntax of the prompt."""
    new(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 3 and shown in " ".join(result.err.split())


@pytest.mark.parametrize(
    ("lang", "words", "side"),
    [
        ("en", ["tile", "7", "cheering"], "cheering"),
        ("fr", ["tuile", "7", "acclamations"], "cheering"),
        ("fr", ["désert", "7", "huées"], "booing"),
        ("it", ["tessera", "7", "fischi"], "booing"),
        ("it", ["tessera", "7", "tifo"], "cheering"),
        ("it", ["tessera", "7", "fischio"], "booing"),
        ("fr", ["désert", "7", "sifflets"], "booing"),
        ("fr", ["tuile", "7", "applaudissements"], "cheering"),
    ],
)
def test_the_tile_word_with_a_spectator_side_is_the_spectator_tile(
    cli: Any, lang: str, words: list[str], side: str
) -> None:
    """camel-up/spectator-tile: a table of the second edition that says "tile" (or the
    first edition's "desert") with a cheering or booing side means its spectator tile; the
    same words in a first-edition game are the desert tile's, and an unknown side names the
    session's own sides."""
    new(cli)
    assert cli("camel", "check", *words, lang=lang).code == 0
    cli.ok("camel", *words, lang=lang)
    tiles = cli.ok("camel", "status", json=True).json["spectator_tiles"]
    assert [(t["space"], t["side"], t["owner"]) for t in tiles] == [(7, side, "ana")]
    wrong = cli("camel", words[0], "8", "oasi", lang=lang, json=True)
    assert wrong.code == 3 and wrong.json["error"]["rule"] == "camel-up/editions"
    unknown = cli("camel", words[0], "8", "zzz", lang="fr")
    assert unknown.code == 2 and "acclamations ou huées" in unknown.err
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue,green,orange,yellow,white")
    assert cli("camel", "check", "spectator", "7", "oasis").code == 0  # the desert tile


def test_the_prompt_completes_the_tile_word_with_the_sessions_sides(cli: Any) -> None:
    """camel-up/spectator-tile: at the prompt of a second-edition game, the tile word (or
    the first edition's `désert`) completes the spectator tile's sides."""
    from assistant.cli.completion import complete
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    new(cli)
    for lang, typed, expected in (
        ("fr", "tuile 7 ", ["acclamations", "huées"]),
        ("fr", "désert 7 h", ["huées"]),
        ("it", "tessera 7 ", ["applausi", "fischi"]),
        ("en", "check tile 7 ", ["cheering", "booing"]),
    ):
        runtime = Runtime(lang_option=lang)
        runtime.session = "camel-up-1"
        table = TablePrompt(runtime, "camel-up-1")
        found = [c.text.strip() for c in complete(table, typed)[1]]
        runtime.close()
        assert found == expected, (lang, typed, found)


def test_rules_show_the_sessions_edition(cli: Any) -> None:
    first = [s["id"] for s in cli.ok("rules", "camel-up", json=True).json["sections"]]
    assert "camel-up/desert-tile" in first and "camel-up/spectator-tile" not in first
    assert "camel-up/editions" in first and "camel-up/money" in first
    second = cli.ok("rules", "camel-up", "--edition", "2", json=True).json
    ids = [s["id"] for s in second["sections"]]
    assert second["edition"] == 2
    assert "camel-up/grey-die" in ids and "camel-up/desert-tile" not in ids
    assert "camel-up/final-scoring" in ids  # shared by both editions
    assert cli("rules", "camel-up", "--edition", "3").code == 2
    assert cli("rules", "desert", "--edition", "2").code == 2
    new(cli)
    current = [s["id"] for s in cli.ok("rules", "camel", json=True).json["sections"]]
    assert current == ids
    found = cli.ok("rules", "search", "mirage", "--game", "camel", json=True).json["results"]
    # every edition is searched, and the sections of one edition say which
    assert found[0]["id"] == "camel-up/desert-tile" and found[0]["edition"] == 1
    assert not cli.ok("rules", "search", "mirage", "--game", "camel", "--edition", "2",
                      json=True).json["results"]  # fmt: skip
    page = cli.ok("rules", "search", "miraggio", lang="it").out
    assert "Edizione" in page and "tessera-deserto" in page
    found = cli.ok("rules", "search", "booing", json=True).json["results"]
    assert found[0]["id"] == "camel-up/spectator-tile"
    french = cli.ok("rules", "camel", "de-gris", lang="fr", json=True).json
    assert french["id"] == "camel-up/grey-die" and french["title"] == "Le dé gris"
    italian = cli.ok("rules", "camel", "cammelli-pazzi", lang="it").out
    assert "dado grigio" in italian


def test_moves_of_the_second_edition_in_status_and_log(cli: Any) -> None:
    new(cli, SIX)
    record(
        "camel-up-1",
        Spectator("ana", 15, "cheering"),
        Roll("bo", "grey", 1, "black"),
        Partner("cy", "eli"),
    )
    doc = cli.ok("camel", "status", json=True).json
    assert doc["camels"] == "1:blue,red 2:green 3:yellow,purple 14:white,black"
    assert doc["players"][0]["money"] == 4  # black stopped on ana's cheering tile
    assert doc["partnerships"] == [["cy", "eli"]]
    log = cli.ok("log", lang="fr").out
    assert "s’associe avec eli" in log and "le dé gris montre un 1 noir" in log
    human = cli.ok("camel", "status", lang="fr").out
    assert "Tuiles Spectateur" in human and "acclamations" in human


def test_an_italian_partnership_reads_ana_ed_eva(cli: Any) -> None:
    """camel-up/partnership: in Italian, a partner whose name starts with an e- is joined
    with `ed` (lists of names too: `test_grammar`)."""
    new(cli, "Ana,Bo,Cy,Dan,Eva,Flo", lang="it")
    said = cli.ok("camel", "alleanza", "eva", lang="it").out
    assert "Ana ed Eva si scambiano le carte Alleanza" in said


def test_every_export_of_a_finished_second_edition_game(cli: Any, tmp_path: Any) -> None:
    setup, moves = finished_game()
    from assistant.paths import data_home
    from assistant.sessions import Journal

    data_home().mkdir(parents=True, exist_ok=True)
    journal = Journal.open(data_home() / "journal.sqlite3")
    with journal.transaction():
        session = journal.create("second", "camel-up", setup, list(setup["players"]))
        for move in moves:
            journal.append(session, GAME.move_to_json(move))
    journal.close()
    for lang in ("en", "fr", "it"):
        for fmt in ("svg", "html", "markdown", "replay"):
            out = tmp_path / f"second-{lang}.{fmt}"
            cli.ok("sessions", "export", "second", "--format", fmt, "-o", str(out), lang=lang)
            assert out.read_text(encoding="utf-8")
    svg = (tmp_path / "second-en.svg").read_text(encoding="utf-8")
    assert "camel black crazy" in svg and "Camel Up, second edition" in svg
    replay = (tmp_path / "second-en.replay").read_text(encoding="utf-8")
    assert "camel new --edition 2 --players" in replay
    cli.ok("sessions", "use", "second")
    status = cli.ok("camel", "status").out
    assert "Camel Up, second edition" in status
    state = cli.ok("camel", "status", json=True).json
    assert state["finished"] and state["winners"]


@pytest.mark.parametrize(
    ("lang", "roll", "reveal", "first"),
    [
        ("en", "e.g. roll red 2", "e.g. reveal winner red,purple", "e.g. roll orange 3"),
        ("fr", "par ex. pyramide rouge 2", "par ex. révéler vainqueur rouge,violet", "orange"),
    ],
)
def test_the_tables_help_gives_examples_of_the_sessions_edition(
    cli: Any, prompt_lines: Any, lang: str, roll: str, reveal: str, first: str
) -> None:
    """At a second-edition table, `help` shows a roll and a reveal with that edition's
    camels (no orange camel, no white die); a first-edition table keeps its own."""
    new(cli, lang=lang)
    shown = " ".join(prompt_lines("help\n", lang=lang).out.split())
    assert roll in shown and reveal in shown
    assert "orange" not in shown and "blanc" not in shown and "white 1" not in shown
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue,green 2:orange,yellow,white")
    first_edition = " ".join(prompt_lines("help\n", lang=lang).out.split())
    assert first in first_edition and "rouge" not in first_edition


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_six_players_status_fits_80_columns_with_whole_headings(
    cli: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """The players' table of six players with partners, at 80 columns: every heading's
    words whole (no "…"), no line wider than the screen, drawn without its side lines when
    they do not fit (Italian), the mark of whose turn it is kept; at 120 columns the usual
    lines."""
    monkeypatch.setenv("COLUMNS", "80")
    new(cli, SIX, lang=lang)
    out = cli.ok("camel", "status", lang=lang).out
    players = out[out.index(GAME_WORDS[lang]) :]
    assert "…" not in players
    assert max(len(line.rstrip()) for line in out.splitlines()) <= 80
    assert ("┃" in players) == (lang != "it")  # Italian's longer words: without side lines
    turn = [line for line in players.splitlines() if "▶" in line]
    assert len(turn) == 1 and "ana" in turn[0]  # the turn's mark, side lines or not
    monkeypatch.setenv("COLUMNS", "120")
    assert "┃" in cli.ok("camel", "status", lang=lang).out


GAME_WORDS = {"en": "Players", "fr": "Joueurs", "it": "Giocatori"}


@pytest.mark.parametrize(
    ("lang", "bet", "roll", "card", "check"),
    [
        (
            "en",
            "takes the top red betting ticket, worth 5",
            "takes a pyramid ticket: the blue die shows 2",
            "puts the blue finish card on the winner pile",
            "can take the top green betting ticket",
        ),
        (
            "fr",
            "prend le ticket de pari rouge du dessus, qui vaut 5",
            "prend un ticket pyramide : le dé bleu montre 2",
            "pose sa carte Arrivée du chameau bleu sur la pile du vainqueur",
            "peut prendre le ticket de pari du dessus, chameau vert",
        ),
        (
            "it",
            "prende il biglietto scommessa rosso in cima, da 5",
            "prende un biglietto piramide: il dado blu mostra 2",
            "mette la sua carta Traguardo del cammello blu sul mazzo del vincitore",
            "può prendere il biglietto scommessa in cima, cammello verde",
        ),
    ],
)
def test_the_log_and_check_name_the_second_editions_components(
    cli: Any, lang: str, bet: str, roll: str, card: str, check: str
) -> None:
    """camel-up/betting-ticket, camel-up/pyramid-ticket, camel-up/finish-card: a
    second-edition game's log, move answers and `check` speak of betting tickets, pyramid
    tickets and finish cards (in the box's words of each language), never of the first
    edition's leg-bet tiles, pyramid tiles and race cards."""
    new(cli, lang=lang)
    assert cli.ok("camel", "bet", "red", json=True).json["text"] == bet
    cli.ok("camel", "roll", "blue", "2")
    cli.ok("camel", "race", "winner", "blue")
    log = " ".join(cli.ok("log").out.split())
    assert bet in log and roll in log and card in log
    assert check in " ".join(cli.ok("camel", "check", "bet", "green").out.split())
    first = cli.ok(
        "camel", "new", "--players", "ana,bo", "--start", "1:blue,green,orange,yellow,white"
    )
    assert first.code == 0
    assert "leg-bet tile" in cli.ok("camel", "bet", "blue", json=True, lang="en").json["text"]


@pytest.mark.parametrize(
    ("lang", "secret", "nobody"),
    [
        ("en", "finish cards are secret", "Nobody played a finish card."),
        ("fr", "les cartes Arrivée sont secrètes", "Personne n’a joué de carte Arrivée."),
        ("it", "le carte Traguardo sono segrete", "Nessuno ha giocato una carta Traguardo."),
    ],
)
def test_hidden_information_and_the_final_scoring_speak_of_finish_cards(
    cli: Any, lang: str, secret: str, nobody: str
) -> None:
    """camel-up/hidden, camel-up/final-scoring: a second-edition game says finish cards."""
    import io

    from rich.console import Console

    from assistant.games.camel_up.state import FinalResult
    from assistant.i18n import Translator
    from assistant.render.camel_up import final_scoring

    cli.ok(
        *("camel", "new", "--edition", "2", "--players", "ana,bo", "--start", START, "--hidden"),
        lang=lang,
    )
    assert secret in " ".join(cli.ok("camel", "status").out.split())
    out = io.StringIO()
    final = FinalResult("red", "blue", (), (("ana", 3), ("bo", 3)), ("ana", "bo"))
    final_scoring(Console(file=out, width=100), Translator(lang), final, edition=2)
    assert nobody in out.getvalue()


@pytest.mark.parametrize(
    ("lang", "in_hand", "unknown"),
    [
        ("en", "4 finish cards in hand, among", "a finish card may be worth less"),
        ("fr", "4 cartes Arrivée en main, parmi", "une carte Arrivée peut valoir moins"),
        ("it", "4 carte Traguardo in mano, tra", "una carta Traguardo può valere meno"),
    ],
)
def test_odds_speak_of_finish_cards_in_hand_and_face_down(
    cli: Any, monkeypatch: pytest.MonkeyPatch, lang: str, in_hand: str, unknown: str
) -> None:
    """camel-up/finish-card: `odds` in a second-edition game, a card played face down."""
    monkeypatch.setenv("COLUMNS", "200")
    new(cli, lang=lang)
    cli.ok("camel", "race", "winner")
    out = " ".join(cli.ok("camel", "odds", "--player", "ana", "--race-samples", "200").out.split())
    assert in_hand in out and unknown in out


LEG_TWO_FR = """ana: parier rouge
bo: pyramide jaune 3
cy: spectateur 13 acclamations
dan: pyramide rouge 2
ana: pyramide bleu 3
bo: pyramide gris noir 3
cy: pyramide violet 1
dan: spectateur 16 acclamations
ana: pyramide violet 3
bo: pyramide jaune 3
cy: pyramide vert 3
dan: pyramide rouge 2
ana: course dernier
bo: pyramide gris blanc 3
"""


def test_a_legs_scoring_sentence_stays_on_one_line_above_a_narrow_table(
    cli: Any, prompt_lines: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rich wraps a table's title to the table's width: leg 2's scoring, a narrow table,
    was announced as "Décompte de la manche 2 : bleu premier, rouge" then "deuxième."."""
    monkeypatch.setenv("COLUMNS", "100")
    cli.ok("camel", "nouvelle", "--édition", "2", "--joueurs", "ana,bo,cy,dan", "--départ",
           "1:jaune 2:violet,bleu 3:vert,rouge 14:blanc 16:noir", lang="fr")  # fmt: skip
    out = prompt_lines(LEG_TWO_FR, lang="fr").out.replace("\u202f", " ")
    lines = [line.rstrip() for line in out.splitlines()]
    assert "Décompte de la manche 1 : bleu premier, rouge deuxième." in lines
    assert "Décompte de la manche 2 : bleu premier, rouge deuxième." in lines


def test_a_misspelt_shown_colour_of_the_grey_die_is_still_the_typo(cli: Any) -> None:
    """camel-up/grey-die: `piramide grigio nerro 2` names the typo (nero), as before."""
    new(cli)
    refused = cli("camel", "piramide", "grigio", "nerro", "2", lang="it")
    assert refused.code == 2 and "Forse intendevi nero?" in refused.err


def test_the_grey_die_said_as_the_log_says_it(cli: Any) -> None:
    """camel-up/grey-die: `il dado grigio mostra un 2 bianco` (the log's sentence) and
    `piramide grigio 2 bianco` give the value before its colour: the grey die, a white 2."""
    new(cli)
    done = cli.ok("camel", "dado", "grigio", "mostra", "un", "2", "bianco", lang="it", json=True)
    assert done.json["move"] == {
        "type": "roll",
        "player": "ana",
        "colour": "grey",
        "value": 2,
        "shown": "white",
    }
    cli.ok("undo")
    assert cli("camel", "piramide", "grigio", "2", "bianco", lang="it").code == 0


def test_a_player_named_like_an_article_is_still_a_name(cli: Any) -> None:
    """camel-up/partnership: `di` is an Italian preposition the reader may drop, but a line
    that reads as typed is read so: `alleanza di` with a player named Di."""
    new(cli, "ana,bo,cy,Di,eli,fay", lang="it")
    said = cli.ok("camel", "alleanza", "di", lang="it").out
    assert "ana e Di si scambiano le carte Alleanza" in said


@pytest.mark.parametrize(
    ("lang", "words", "said"),
    [
        ("en", ["roll", "grey", "3", "white"], "with the grey die showing a white 3."),
        ("fr", ["pyramide", "gris", "2", "noir"], "le dé gris montrant un 2 noir."),
        ("it", ["piramide", "grigio", "1", "bianco"], "con il dado grigio che mostra un 1 bianco."),
    ],
)
def test_check_of_the_grey_die_names_the_colour_shown(
    cli: Any, lang: str, words: list[str], said: str
) -> None:
    """camel-up/crazy-camels: `check` of a grey roll says the colour the die shows, as the
    move's own answer does (it said only the number)."""
    new(cli)
    out = " ".join(cli.ok("camel", "check", *words, lang=lang).out.split())
    assert said in out, out


def test_a_tile_sends_a_crazy_camel_the_way_the_board_shows(cli: Any) -> None:
    """camel-up/spectator-tile: a booing tile sends a crazy camel one space against its
    travel, towards the finish on the board: the answer says it is sent back to space 14
    (neither that it falls back nor that it goes on), in every language; a racing camel on a
    booing tile falls back.
    Another player's tile already there is named with its owner, not `your`."""
    new(cli)
    cli.ok("camel", "spectator", "13", "booing")
    out = cli.ok("camel", "roll", "grey", "white", "1").out
    assert (
        "ana's booing tile on space 13: ana earns 1 coin and the camel is sent back to space 14."
        in out
    )
    cli.ok("undo")
    assert (
        "il cammello viene rimandato alla casella 14"
        in cli.ok("camel", "roll", "grey", "white", "1", lang="it").out
    )
    cli.ok("undo")
    cli.ok("camel", "spectator", "4", "booing", "--player", "bo")
    out = cli.ok("camel", "roll", "yellow", "1", "--player", "cy").out
    assert "the 2 camels fall back to space 3" in out
    refused = cli("camel", "check", "spectator", "13", "cheering", "--player", "ana", lang="fr")
    assert "La tuile Spectateur d’ana est déjà sur la case 13" in " ".join(refused.out.split())


@pytest.mark.parametrize("lang", ["fr", "it", "en"])
def test_six_players_with_longer_names_fit_80_columns(
    cli: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """The players' table of six players whose names are longer (`Marco`) still fits 80
    columns whole: its last column keeps its right side (the names count when the table is
    measured, and the room left is shared so Rich's own shrinking cannot overflow)."""
    monkeypatch.setenv("COLUMNS", "80")
    new(cli, "Sara,Gio,Léa,Paul,Anna,Marco", lang=lang)
    out = cli.ok("camel", "status", lang=lang).out
    players = out[out.index(GAME_WORDS[lang]) :].splitlines()
    assert max(len(line.rstrip()) for line in players) <= 80
    assert "…" not in "\n".join(players)
    framed = [line.rstrip() for line in players if line.startswith(("┏", "└"))]
    assert all(line.endswith(("┓", "┘")) for line in framed)  # side lines whole, or none
    marco = [line.rstrip() for line in players if "Marco" in line]
    assert marco and all(line.endswith(("│", "—")) for line in marco)
