"""The table aids end to end, in English, French and Italian (issue 22).

`options` (lettered hexes on a window of the board), `threats`, `status --brief`,
`map --around`, `where`, `map --print`, `map extend` (piped lines), `map validate`
against the Kosmos box, a 4- and 5-player game on the board made with `map extend`, the
report's "what was left open", and the one-line move summary. Every view that must fit a
small screen is checked at 80 columns and 24 lines; no French or Italian map shows an
English colour initial.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest

from assistant.games.desert import GAME
from assistant.games.desert.moves import PlaceMove
from assistant.i18n import Translator

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "through-the-desert" / "two-players.txt"
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
# The part beyond the black line of a made-up board: 1 palm space, 11 water holes.
ROWS = [
    "..................",
    "...P....W.........",
    "....WW.W.WW.W.W...",
    "MM....W..W....W.MM",
]
HEADINGS = {"en": "ana, yellow camel:", "fr": "ana, chameau jaune", "it": "ana, cammello giallo"}


def flat(text: str) -> str:
    return " ".join(text.split())


def fits_a_small_screen(text: str) -> None:
    lines = text.rstrip("\n").split("\n")
    assert len(lines) <= 24, f"{len(lines)} lines:\n{text}"
    assert max(len(line) for line in lines) <= 80, text


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")


def started(cli: Any) -> None:
    """A 2-player game on kosmos-2-3p with every leader placed: ana to play one camel."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES)
    for colour, cell in LEADERS:
        cli.ok("desert", "leader", colour, cell)


def late(cli: Any) -> None:
    """The example game two camels before its end: ana to place two camels."""
    cli.ok("replay", str(EXAMPLE))
    cli.ok("undo")
    cli.ok("undo")


def moves(cli: Any) -> int:
    return len(cli.ok("log", json=True).json["moves"])


# --------------------------------------------------------------------------- options


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_cli_options_letter_the_legal_hexes(cli: Any, small_screen: None, lang: str) -> None:
    """through-the-desert/placement: every lettered hex is a legal camel, and only those."""
    started(cli)
    before = moves(cli)
    out = cli.ok("desert", "options", "yellow", lang=lang).out
    fits_a_small_screen(out)
    assert HEADINGS[lang] in flat(out)
    doc = cli.ok("desert", "options", "yellow", json=True).json
    assert set(doc) >= {"colour", "player", "options"}
    assert (doc["colour"], doc["player"], doc["kind"]) == ("yellow", "ana", "camel")
    letters = [o["letter"] for o in doc["options"]]
    assert letters == [chr(ord("a") + i) for i in range(len(letters))]
    for option in doc["options"]:
        assert re.search(rf"/ {option['letter']} \\", out), option
        assert cli("desert", "check", "place", "yellow", option["cell"]).code == 0
    cells = {o["cell"] for o in doc["options"]}
    assert "H2" not in cells and cli("desert", "check", "place", "yellow", "H2").code == 3
    assert moves(cli) == before  # nothing recorded


OVERVIEW = {
    "en": ("Where the next camel of bo may go, colour by colour:", "pink: ", "best: J2, oasis J3"),
    "fr": ("Où peut aller le prochain chameau de bo, couleur par couleur", "rose", "la meilleure"),
    "it": (
        "Dove può andare il prossimo cammello di bo, colore per colore:",
        "rosa:",
        "la migliore",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_cli_options_without_a_colour_give_every_colour_briefly(
    cli: Any, small_screen: None, lang: str
) -> None:
    """through-the-desert/placement: `options` alone (`scelte`, `choix`): for each colour, how
    many hexes the next camel has and the one that brings most, as `options COLOUR` lists
    them; then how to see one colour's letters."""
    started(cli)
    cli.ok("desert", "place", "yellow", "E2")
    every = cli.ok("desert", "options", json=True).json
    assert (every["player"], every["kind"]) == ("bo", "camel")
    for entry in every["colours"]:
        one = cli.ok("desert", "options", entry["colour"], json=True).json["options"]
        assert entry["hexes"] == len(one)
        points = [o["gains"]["points"] for o in one]
        if entry["best"] is not None:
            assert entry["best"]["gains"]["points"] == max(points)
    pink = next(e for e in every["colours"] if e["colour"] == "pink")
    assert pink["best"]["cell"] == "J2" and pink["best"]["gains"]["oases"] == ["J3"]
    out = cli.ok("desert", "options", lang=lang).out
    fits_a_small_screen(out)
    heading, colour, best = OVERVIEW[lang]
    text = flat(out.replace("\u202f", " "))
    assert heading in text and colour in text and best in text
    assert "desert " + {"en": "options", "fr": "choix", "it": "scelte"}[lang] in text


def test_cli_options_say_what_each_hex_brings(cli: Any, small_screen: None) -> None:
    """through-the-desert/water-holes, oases: markers and oases in the list and the JSON."""
    started(cli)
    cli.ok("desert", "place", "yellow", "E2")
    cli.ok("desert", "water", "L2", "3")
    doc = cli.ok("desert", "options", "pink", json=True).json
    by_cell = {o["cell"]: o for o in doc["options"]}
    assert doc["player"] == "bo"
    assert by_cell["L2"]["gains"]["water"] == [{"cell": "L2", "value": 3}]
    assert by_cell["J2"]["gains"]["oases"] == ["J3"] and by_cell["J2"]["gains"]["points"] == 5
    out = cli.ok("desert", "options", "pink").out
    assert f"{by_cell['L2']['letter']} L2 marker ~3 L2 = 3 points" in flat(out)
    fr = cli.ok("desert", "options", "rose", lang="fr").out
    assert "oasis J3 +5 = 5 points" in flat(fr) and "marqueur ~3 L2" in flat(fr)
    it = cli.ok("desert", "options", "rosa", lang="it").out
    assert "segnalino ~3 L2 = 3 punti" in flat(it)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_maps_show_no_english_colour_initial(cli: Any, small_screen: None, lang: str) -> None:
    """French and Italian share an initial for purple and green: the maps use shapes."""
    started(cli)
    for args in (("desert", "options", "yellow"), ("desert", "map"), ("desert", "where", "H5")):
        out = cli.ok(*args, lang=lang).out
        assert "A●*" in out and "B▲*" in out, args
        assert not re.search(r"[AB][ypvgt][* ]", out), args
    english = cli.ok("desert", "map").out
    assert "Ay*" in english and "Bp*" in english


def test_cli_options_for_a_leader(cli: Any, small_screen: None) -> None:
    """through-the-desert/leaders: before the camels, the hexes for that leader; the
    window moves with --around; a colour taken in the first round has none, and says why."""
    cli.ok("desert", "new", "--players", "ana,bo,cy", "--oases", OASES)
    cli.ok("desert", "leader", "yellow", "F2")
    doc = cli.ok("desert", "options", "pink", json=True).json
    assert doc["kind"] == "leader" and doc["player"] == "bo"
    cells = {o["cell"] for o in doc["options"]}
    assert "K12" not in cells and "K3" not in cells and "G2" not in cells
    out = cli.ok("desert", "options", "pink").out
    fits_a_small_screen(out)
    assert "outside this window:" in flat(out)
    around = cli.ok("desert", "options", "pink", "--around", "H12").out
    fits_a_small_screen(around)
    assert "12 /" in around
    none = cli.ok("desert", "options", "yellow")
    assert "No hex for the yellow leader of bo." in flat(none.out)
    assert "yellow is taken" in flat(none.out)
    doc = cli.ok("desert", "options", "yellow", json=True).json
    assert doc["options"] == [] and "yellow is taken" in doc["reason"]


def test_cli_options_refusals(cli: Any) -> None:
    """Unknown colour, player or hex: exit 2; no game: exit 4."""
    assert cli("desert", "options", "yellow").code == 4
    started(cli)
    assert cli("desert", "options", "orange").code == 2
    assert cli("desert", "options", "yellow", "--player", "zed").code == 2
    bad = cli("desert", "options", "yellow", "--around", "Z99")
    assert bad.code == 2 and "There is no cell Z99" in flat(bad.err)
    other = cli.ok("desert", "options", "yellow", "--player", "bo", json=True).json
    assert other["player"] == "bo" and other["options"]


# --------------------------------------------------------------------------- threats


@pytest.mark.parametrize(
    ("lang", "others", "mine"),
    [
        ("en", "Areas the others could close on their next turn:", "closed by N1+M2"),
        ("fr", "Territoires que les autres pourraient encercler", "encerclé par N1+M2"),
        ("it", "Aree che gli altri potrebbero chiudere", "chiusa da N1+M2"),
    ],
)
def test_cli_threats_late_in_the_example(cli: Any, lang: str, others: str, mine: str) -> None:
    """through-the-desert/enclosure, oases, end: the areas, oases, leaders and supplies."""
    late(cli)
    before = moves(cli)
    out = cli.ok("desert", "threats", lang=lang).out
    assert others in flat(out) and mine in flat(out)
    assert moves(cli) == before


def test_cli_threats_json(cli: Any) -> None:
    late(cli)
    doc = cli.ok("desert", "threats", json=True).json
    assert doc["player"] == "ana" and doc["camels_next_turn"] == {"ana": 2, "bo": 2}
    area = next(a for a in doc["areas"] if a["cells"] == ["M1"])
    assert area["player"] == "bo" and area["colour"] == "yellow"
    assert area["placements"] == [["N1", "M2"]] and area["value"] == 1  # reading order
    corner = [a for a in doc["areas"] if a["player"] == "ana" and "Q1" in a["cells"]]
    assert corner and all(a["water"][0] == {"cell": "Q1", "value": 2} for a in corner)
    yellow = next(g for g in doc["largest"] if g["colour"] == "yellow")
    assert yellow == {
        "colour": "yellow",
        "sizes": {"bo": 19, "ana": 1},
        "leaders": ["bo"],
        "margin": 18,
    }
    purple = next(s for s in doc["supply"] if s["colour"] == "purple")
    assert purple == {"colour": "purple", "left": 2, "turns": 1, "player": "ana"}
    bo_yellow = next(o for o in doc["oases"] if (o["player"], o["colour"]) == ("bo", "yellow"))
    assert bo_yellow["reached"] == ["D3", "J3", "M7"]
    seen_by_bo = cli.ok("desert", "threats", "--player", "bo", json=True).json
    assert seen_by_bo["player"] == "bo" and seen_by_bo["areas"] == doc["areas"]


def test_cli_threats_after_the_end_and_before_the_camels(cli: Any) -> None:
    cli.ok("replay", str(EXAMPLE))
    out = cli.ok("desert", "threats").out
    assert "The game is over: what was left open." in flat(out)
    assert cli.ok("desert", "threats", json=True).json["player"] is None
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES)
    out = cli.ok("desert", "threats").out
    assert "none can be closed while the leaders are placed" in flat(out)


# --------------------------------------------------------------------------- small screens


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_map_around_and_where_fit_80_by_24(cli: Any, small_screen: None, lang: str) -> None:
    """A window of the board with its own letters and row numbers on the edges."""
    late(cli)
    around = cli.ok("desert", "map", "--around", "H11", lang=lang).out
    fits_a_small_screen(around)
    assert re.search(r"^11 /", around, re.M) and re.search(r"11\s*$", around, re.M)
    assert around.split("\n")[0].split() == list("ABCDEFGHIJKLMNOPQR")
    where = cli.ok("desert", "where", "B2", lang=lang).out
    fits_a_small_screen(where)
    assert "»B2 «" in where and re.search(r"^ 1 /", where, re.M)
    assert cli("desert", "map", "--around", "S1").code == 2


@pytest.mark.parametrize(
    ("lang", "camels"),
    [("en", "Camels left:"), ("fr", "Chameaux restants\u202f:"), ("it", "Cammelli rimasti:")],
)
def test_status_brief_takes_eight_lines_at_most(
    cli: Any, small_screen: None, tmp_path: Path, lang: str, camels: str
) -> None:
    board = tmp_path / "whole.yaml"
    board.write_text(
        (REPO / "tests" / "core" / "made-up-board-2-5.yaml").read_text(encoding="utf-8")
    )
    cli.ok(
        "desert",
        "new",
        "--players",
        "ana,bo,cy,di,ed",
        "--map",
        str(board),
        "--oases",
        OASES,
        "--returned",
        "ana=pink,bo=green,cy=yellow,di=purple,ed=turquoise",
    )
    out = cli.ok("desert", "status", "--brief", lang=lang).out
    lines = out.rstrip("\n").split("\n")
    assert len(lines) <= 8 and max(len(line) for line in lines) <= 80
    assert camels in out and "29" in out


def test_summary_line_tells_a_move_in_one_line(desert: Any) -> None:
    """What the lead shows after each move at the prompt: the move, what it took, the
    points now and who plays next."""
    from assistant.render.desert_aids import summary_line

    state = desert.position(desert.new(), {"I2": (1, "yellow")}, seat=1, water={"H2": 1})
    step = GAME.step(state, PlaceMove("bo", "yellow", "J2"))
    line = summary_line(
        Translator("en"), state, step.state, PlaceMove("bo", "yellow", "J2"), step.events
    )
    assert "\n" not in line and len(line) <= 80
    assert line.startswith("bo: yellow camel on J2 · oasis J3 +5 — ana ")
    assert "bo 15" in line and line.endswith("— then bo: 1 camel")
    step = GAME.step(step.state, PlaceMove("bo", "yellow", "H2"))
    fr = summary_line(
        Translator("fr"), state, step.state, PlaceMove("bo", "yellow", "H2"), step.events
    )
    assert "chameau jaune en H2 · marqueur H2 ~1" in fr and "bo 16" in fr


# --------------------------------------------------------------------------- printing


def test_map_print_writes_the_named_board_on_a3(cli: Any, tmp_path: Path) -> None:
    svg = tmp_path / "board.svg"
    out = cli.ok("desert", "map", "--print", "-o", str(svg)).out
    assert "board.svg" in out
    text = svg.read_text(encoding="utf-8")
    assert 'width="420mm"' in text and 'height="297mm"' in text
    for name in ("C1", "H11", "D3", "R8", "J13"):
        assert f">{name}</text>" in text, name
    assert text.count('class="hex mountain"') == 45 and text.count('class="hex palm"') == 6
    html = tmp_path / "plateau.html"
    cli.ok("desert", "map", "--print", "-o", str(html), lang="fr")
    page = html.read_text(encoding="utf-8")
    assert "size: A3 landscape" in page and "À travers le désert — plateau kosmos-2-3p" in page
    whole = tmp_path / "whole.svg"
    made_up = REPO / "tests" / "core" / "made-up-board-2-5.yaml"
    cli.ok("desert", "map", "--map", str(made_up), "--players", "4", "--print", "-o", str(whole))
    assert 'class="black-line"' in whole.read_text(encoding="utf-8")
    bad = cli("desert", "map", "--print", "-o", str(tmp_path / "board.png"))
    assert bad.code == 2 and ".svg or .html" in flat(bad.err)
    assert cli("desert", "map", "--print", "-o", str(tmp_path / "no" / "dir.svg")).code == 2
    doc = cli.ok("desert", "map", "--print", "-o", str(svg), json=True).json
    assert doc == {"board": "kosmos-2-3p", "format": "svg", "file": str(svg)}


# --------------------------------------------------------------------------- map extend


def typed(monkeypatch: pytest.MonkeyPatch, *lines: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))


@pytest.mark.parametrize(
    ("lang", "side", "words", "written"),
    [
        ("en", "below", ("undo", "done", "quit"), "written: board"),
        ("fr", "dessous", ("annuler", "fini", "quitter"), "écrit"),
        ("it", "sotto", ("annulla", "fatto", "esci"), "scritto"),
    ],
)
def test_map_extend_builds_the_whole_board(
    cli: Any,
    monkeypatch: pytest.MonkeyPatch,
    small_screen: None,
    tmp_path: Path,
    lang: str,
    side: str,
    words: tuple[str, str, str],
    written: str,
) -> None:
    """through-the-desert/boards: rows typed one at a time, an undo, a bad row, `done`, in
    the table's words, which the questions show."""
    target = tmp_path / "whole.yaml"
    undo, done, quit = words
    typed(monkeypatch, side, ROWS[0], "..x", ROWS[1], undo, ROWS[1], *ROWS[2:], done.upper())
    out = cli.ok("desert", "map", "extend", str(target), lang=lang).out
    assert written in out
    assert f"{undo}, {done}, {quit}" in out
    assert "..x" in out and "18" in out
    text = target.read_text(encoding="utf-8")
    assert "players: 2-5" in text and "mask: |" in text
    board = cli.ok("desert", "map", "validate", str(target), json=True).json
    assert board["in_play"]["4-5"]["palm_spaces"] == 7
    assert board["in_play"]["4-5"]["water_holes"] == 43
    assert board["warnings"] == []
    assert board["box"]["added_palm_spaces"] == 1 and board["box"]["added_water_holes"] == 11
    cli.ok(
        "desert", "new", "--players", "a,b,c,d", "--map", str(target), "--oases", "D3,J3,Q3,M7,D15"
    )
    state = cli.ok("desert", "status", json=True).json
    assert state["supply"]["yellow"] == 30 and state["board"] == "whole"
    cli.ok(
        "desert",
        "new",
        "--players",
        "a,b,c,d,e",
        "--map",
        str(target),
        "--oases",
        "D3,J3,Q3,M7,D15",
        "--returned",
        "a=pink,b=green,c=yellow,d=purple,e=turquoise",
    )
    state = cli.ok("desert", "status", json=True).json
    assert state["supply"]["pink"] == 29 and state["returned"]["a"] == "pink"
    assert cli.ok("desert", "leader", "yellow", "H14").code == 0  # a hex beyond the line


def test_map_extend_undo_back_to_the_start(
    cli: Any, monkeypatch: pytest.MonkeyPatch, small_screen: None, tmp_path: Path
) -> None:
    """Every typed line undone: the board is redrawn from its edge, the table types on."""
    target = tmp_path / "whole.yaml"
    typed(monkeypatch, ROWS[0], "undo", "undo", *ROWS, "done")
    result = cli.ok("desert", "map", "extend", str(target), "--side", "below")
    assert "0 rows, 0 palm spaces" in flat(result.out)
    assert "Nothing to undo." in result.out and "players: 2-5" in target.read_text("utf-8")


def test_map_extend_columns_on_the_left(
    cli: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Columns typed top to bottom; added on the left they become column A."""
    target = tmp_path / "wide.yaml"
    column = "." * 13
    typed(monkeypatch, column, "P" + "." * 12, "done")
    result = cli.ok("desert", "map", "extend", str(target), "--side", "left", "--name", "wide")
    assert "rename the hexes" in flat(result.out)
    board = cli.ok("desert", "map", "validate", str(target), json=True).json
    assert board["columns"] == 20 and board["board"] == "wide"
    assert any("palm spaces" in w for w in board["warnings"])


def test_map_extend_json_and_refusals(
    cli: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The end of input before `done`: exit 2, nothing written; a bad line with --json: exit
    2; an existing file needs --force; a board that already has its 4-5 part is refused."""
    target = tmp_path / "whole.yaml"
    typed(monkeypatch, "below", ROWS[0])
    ended = cli("desert", "map", "extend", str(target))
    assert ended.code == 2 and "nothing was written" in flat(ended.err)
    assert not target.exists()
    typed(monkeypatch, "sideways", "below", "quit")
    stopped = cli("desert", "map", "extend", str(target))
    assert stopped.code == 2 and "Stopped" in flat(stopped.err)
    assert "sideways" in stopped.out  # the unknown side, asked again
    typed(monkeypatch, ROWS[0][:5])
    bad = cli("desert", "map", "extend", str(target), "--side", "below", json=True)
    assert bad.code == 2 and "5 hexes typed, a row has 18" in bad.json["error"]["message"]
    typed(monkeypatch, *ROWS, "done")
    doc = cli.ok("desert", "map", "extend", str(target), "--side", "below", json=True).json
    assert doc["added"] == 4 and doc["rows"] == 17 and doc["warnings"] == []
    typed(monkeypatch, *ROWS, "done")
    exists = cli("desert", "map", "extend", str(target), "--side", "below")
    assert exists.code == 2 and "--force" in flat(exists.err)
    typed(monkeypatch, ROWS[0], "done")
    cli.ok("desert", "map", "extend", str(target), "--side", "below", "--force")
    again = cli("desert", "map", "extend", str(tmp_path / "x.yaml"), "--from", str(target))
    assert again.code == 2 and "already has a part for 4 or 5 players" in flat(again.err)


@pytest.mark.parametrize(
    ("lang", "warning"),
    [
        ("en", "the Kosmos board has 7 palm spaces and 43 printed water holes"),
        ("fr", "celui de Kosmos a 7 cases palmier et 43 points d’eau imprimés"),
        ("it", "quello Kosmos ha 7 caselle palma e 43 pozze stampate"),
    ],
)
def test_validate_compares_a_whole_board_with_the_box(cli: Any, lang: str, warning: str) -> None:
    """A 2-5 board whose counts differ from the Kosmos box: a warning, exit 0."""
    made_up = REPO / "tests" / "core" / "made-up-board-2-5.yaml"
    out = cli.ok("desert", "map", "validate", str(made_up), lang=lang).out
    assert warning in flat(out)
    shipped = cli.ok("desert", "map", "validate", str(REPO / "rulebooks/boards/kosmos-2-3p.yaml"))
    assert "Warning" not in shipped.out


# --------------------------------------------------------------------------- report


@pytest.mark.parametrize(
    ("lang", "title"),
    [("en", "What was left open"), ("fr", "Ce qui est resté ouvert"), ("it", "rimasto aperto")],
)
def test_report_ends_with_what_was_left_open(
    cli: Any, tmp_path: Path, lang: str, title: str
) -> None:
    cli.ok("replay", str(EXAMPLE))
    page = tmp_path / "report.html"
    cli.ok(
        "sessions", "export", "through-the-desert-1", "--format", "html", "-o", str(page), lang=lang
    )
    html = page.read_text(encoding="utf-8")
    section = html[html.index('class="left-open"') :]
    assert title in section and "H6+I7" in section


@pytest.mark.parametrize(
    ("lang", "players", "board"),
    [
        ("en", "--players NUMBER", "--from BOARD"),
        ("fr", "--joueurs NOMBRE", "--source PLATEAU"),
        ("it", "--giocatori NUMERO", "--origine TABELLONE"),
    ],
)
def test_help_names_what_each_option_takes(cli: Any, lang: str, players: str, board: str) -> None:
    """`map --players` takes a number (not names), `map extend --from` a board (not camels)."""
    shown = re.sub(r"[│ ]+", " ", cli.ok("desert", "map", "--help", lang=lang).out)
    assert f" {players} " in shown, shown
    extend = re.sub(r"[│ ]+", " ", cli.ok("desert", "map", "extend", "--help", lang=lang).out)
    assert f" {board} " in extend and "CAMELS" not in extend, extend


def test_options_without_a_colour_at_the_table(cli: Any, prompt_lines: Any) -> None:
    """At the prompt `scelte` alone gives every colour, and its hint is typed as at the
    table (`scelte giallo`, without `assistant desert`)."""
    started(cli)
    result = prompt_lines("scelte\n", lang="it")
    assert result.code == 0, result.err
    text = flat(result.out)
    assert "Dove può andare il prossimo cammello di ana, colore per colore:" in text
    assert "`scelte giallo` mostra le caselle di un colore" in text
    assert "assistant desert" not in text
