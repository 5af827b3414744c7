"""Exports: SVG pictures, the HTML report, Markdown and replay files (issue 13).

* Every picture parses as XML and shows what the issue names: a hex per board cell with the
  camels, leaders, owned areas, water holes and oases where the state puts them; the camel
  stacks bottom to top on their spaces, desert tiles and dice; each pawn on its adventure
  and the marker's symbol; each player's cards and tokens; every player's name.
* Every HTML page parses (html.parser), is balanced, loads nothing from anywhere, is in the
  reader's language and holds the scoreboard, the winner sentence and the numbered moves.
* Markdown has the scoreboard, the winner sentence and the moves table, no raw JSON.
* A replay file rebuilds the same game: exported, then replayed into an empty journal, it
  gives the same `status --json`.

The pictures are drawn from the state's JSON documents checked in with each game's golden
examples (`tests/*/expected/*.json`: what `status --json` prints, the contract's
`state_json`). The platform parts run on the toy game. The round trip and the reports of
the real example games need the games on the contract (`standings`, `format_move`): those
tests are skipped, game by game, until a game has them.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from assistant.games import BY_ID, SPECS, load
from assistant.games.desert.board import board_from_data
from assistant.i18n import Translator
from assistant.render.svg.camel_up import stacks
from assistant.render.svg.common import to_string
from assistant.render.views import views_of
from assistant.yamlio import load_file

REPO = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"
EXPECTED = {
    "camel-up": REPO / "tests" / "camel_up" / "expected",
    "through-the-desert": REPO / "tests" / "desert" / "expected",
    "schatz-der-pharao": REPO / "tests" / "pharao" / "expected",
    "ramses": REPO / "tests" / "ramses" / "expected",
}
DOCS = [
    pytest.param(game, path, id=f"{game}-{path.stem}")
    for game, folder in EXPECTED.items()
    for path in sorted(folder.glob("*.json"))
]
BOARD = board_from_data(load_file(REPO / "rulebooks" / "boards" / "kosmos-2-3p.yaml")).to_data()


def setup_for(game: str) -> dict[str, Any]:
    return {"board": BOARD} if game == "through-the-desert" else {}


def draw(game: str, doc: dict[str, Any], lang: str = "en", session: str = "sunday") -> ET.Element:
    """The picture, serialised and parsed back as XML (what a viewer would read)."""
    views = views_of(BY_ID[game])  # the game's registered views draw its picture
    text = to_string(views.picture(doc, setup_for(game), Translator(lang), session))
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    return ET.fromstring(text)


def texts(root: ET.Element) -> list[str]:
    return [e.text or "" for e in root.iter(f"{SVG}text")]


def by_class(root: ET.Element, word: str) -> list[ET.Element]:
    return [e for e in root.iter() if word in (e.get("class") or "").split()]


def players_of(doc: dict[str, Any]) -> list[str]:
    return [p if isinstance(p, str) else p["name"] for p in doc["players"]]


# -- every picture ---------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "path"), DOCS)
def test_every_example_state_draws_as_an_svg_with_every_name(game: str, path: Path) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    root = draw(game, doc)
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
    title = root.find(f"{SVG}title")
    assert title is not None and "sunday" in (title.text or "")
    shown = " ".join(texts(root))
    for name in players_of(doc):
        assert name in shown, f"{name} is not in the picture"
    assert all(e.get("href") is None for e in root.iter())  # nothing loaded from anywhere


# -- Through the Desert ----------------------------------------------------------------------


def desert_doc() -> dict[str, Any]:
    path = EXPECTED["through-the-desert"] / "two-players.json"
    return dict(json.loads(path.read_text(encoding="utf-8")))


def hexes(root: ET.Element) -> dict[str, ET.Element]:
    return {e.get("id", "")[4:]: e for e in by_class(root, "hex")}


def test_desert_draws_a_hex_per_cell_of_the_board_with_its_kind() -> None:
    board = board_from_data(BOARD)
    root = draw("through-the-desert", desert_doc())
    found = hexes(root)
    cells = {board.cell_name(c): board.kinds[c] for c in range(board.size)}
    assert set(found) == {name for name, kind in cells.items() if kind != "off"}
    for name, element in found.items():
        assert cells[name] in element.get("class", "").split()
        assert element.find(f"{SVG}polygon") is not None
    # The labels players type: columns A-R and rows 1-13 along the edges.
    shown = texts(root)
    assert all(shown.count(chr(ord("A") + c)) >= 2 for c in range(board.cols))
    assert all(shown.count(str(r + 1)) >= 2 for r in range(board.rows))


def test_desert_camels_leaders_areas_water_and_oases_stand_where_the_state_puts_them() -> None:
    doc = desert_doc()
    root = draw("through-the-desert", doc)
    found = hexes(root)
    marks = {"ana": "A", "bo": "B"}
    for caravan in doc["caravans"]:
        for cell in caravan["cells"]:
            classes = found[cell].get("class", "").split()
            assert {"camel", caravan["colour"]} <= set(classes), cell
            assert ("leader" in classes) == (cell == caravan["leader"]), cell
            assert marks[caravan["player"]] in texts(found[cell])  # the owner's mark
    letters = {"yellow": "Y", "pink": "P", "purple": "V", "green": "G", "turquoise": "T"}
    leader = doc["caravans"][0]
    assert letters[leader["colour"]] in texts(found[leader["leader"]])  # colour as a letter
    for area in doc["areas"]:
        for cell in area["cells"]:
            fills = [p.get("fill", "") for p in found[cell].iter(f"{SVG}polygon")]
            assert any(f.startswith("url(#desert-area-") for f in fills), cell
            assert marks[area["player"]] in texts(found[cell])
    camels = {c for caravan in doc["caravans"] for c in caravan["cells"]}
    for hole in doc["water_holes"]:
        if hole["cell"] in camels:
            continue
        expected = "?" if hole["value"] is None else str(hole["value"])
        assert expected in texts(found[hole["cell"]]), hole
        assert found[hole["cell"]].find(f"{SVG}path") is not None  # the drop
    assert any(h["value"] is None for h in doc["water_holes"])  # "?" is exercised
    for oasis in doc["oases"]:
        assert found[oasis].find(f"{SVG}g") is not None  # the palm
    shown = " ".join(texts(root))
    assert "76 points" in shown and "63 points" in shown


def test_desert_empty_hexes_show_the_names_players_type() -> None:
    root = draw("through-the-desert", desert_doc())
    found = hexes(root)
    assert "M1" in texts(found["M1"])
    assert "C4" in texts(found["C4"])


# -- Camel Up --------------------------------------------------------------------------------


def camel_mid_game() -> dict[str, Any]:
    """The full game's final document, moved back into a leg: stacks, tiles, dice, bets."""
    path = EXPECTED["camel-up"] / "full-game.json"
    doc = dict(json.loads(path.read_text(encoding="utf-8")))
    doc.update(
        finished=False,
        race_over=False,
        winners=None,
        current_player="bo",
        leg=2,
        camels="2:green 6:blue,white,yellow 9:orange",
        dice_left=["green", "white"],
        desert_tiles=[
            {"space": 7, "side": "oasis", "owner": "bo"},
            {"space": 11, "side": "mirage", "owner": "cy"},
        ],
    )
    return doc


def camels_on(root: ET.Element, space: int) -> list[str]:
    """The camels drawn on a space, bottom to top (by their height on the picture)."""
    group = next(e for e in root.iter() if e.get("id") == f"space-{space}")
    found = []
    for camel in by_class(group, "camel"):
        rect = camel.find(f"{SVG}rect")
        assert rect is not None
        found.append((-float(rect.get("y", "0")), camel.get("class", "").split()[1]))
    return [colour for _, colour in sorted(found)]


@pytest.mark.parametrize("notation", ["full-game", "mixed-languages", "mid-game"])
def test_camel_stacks_stand_bottom_to_top_on_their_spaces(notation: str) -> None:
    if notation == "mid-game":
        doc = camel_mid_game()
    else:
        doc = json.loads((EXPECTED["camel-up"] / f"{notation}.json").read_text(encoding="utf-8"))
    root = draw("camel-up", doc)
    where = stacks(doc["camels"])
    assert sum(len(s) for s in where.values()) == 5
    for space in range(1, 17):
        assert camels_on(root, space) == where.get(space, [])
    for space, colours in where.items():
        assert camels_on(root, space) == colours
        letters = [c[0].upper() for c in colours]
        group = next(e for e in root.iter() if e.get("id") == f"space-{space}")
        assert sorted(texts(group)).count(letters[0]) >= 1  # the colour's letter


def test_camel_desert_tiles_show_side_and_owner_and_the_dice_left() -> None:
    doc = camel_mid_game()
    root = draw("camel-up", doc)
    for tile in doc["desert_tiles"]:
        group = next(e for e in root.iter() if e.get("id") == f"space-{tile['space']}")
        (found,) = by_class(group, "tile")
        assert tile["side"] in found.get("class", "")
        words = texts(found)
        assert tile["owner"] in words
        assert ("+1" if tile["side"] == "oasis" else "−1") in words
    dice = {e.get("class", "").split()[1]: e for e in by_class(root, "die")}
    assert set(dice) == {"blue", "green", "orange", "yellow", "white"}
    for colour, element in dice.items():
        assert ("rolled" in element.get("class", "")) == (colour not in doc["dice_left"])


def test_camel_picture_in_french_and_italian() -> None:
    doc = camel_mid_game()
    assert "Dés dans la pyramide" in " ".join(texts(draw("camel-up", doc, "fr")))
    assert "Dadi nella piramide" in " ".join(texts(draw("camel-up", doc, "it")))


# -- Der Schatz des Pharao -------------------------------------------------------------------


@pytest.mark.parametrize("name", ["full-game", "reshuffle"])
def test_pharao_pawns_stand_on_the_last_adventure_beaten_and_the_marker_is_shown(
    name: str,
) -> None:
    doc = json.loads((EXPECTED["schatz-der-pharao"] / f"{name}.json").read_text(encoding="utf-8"))
    root = draw("schatz-der-pharao", doc)
    columns = {e.get("id"): e for e in by_class(root, "adventure")}
    assert len(columns) == len(doc["adventures"]) + 1
    for number, value in enumerate(doc["adventures"], start=1):
        assert str(value) in texts(columns[f"adventure-{number}"])
    pawns = by_class(root, "pawn")
    assert len(pawns) == len(doc["players"])
    for player, pawn in zip(doc["players"], pawns, strict=True):
        assert player["name"] in texts(pawn)
        body = pawn.find(f"{SVG}circle")
        assert body is not None
        column = (float(body.get("cx", "0")) - 20 - 10) / 96
        assert column == player["beaten"]
    (marked,) = by_class(root, "marked")
    assert doc["marker"] in marked.get("class", "").split()


# -- Ramsès ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["advanced-3-players", "base-game", "solo"])
def test_ramses_shows_every_card_won_and_the_tokens(name: str) -> None:
    doc = json.loads((EXPECTED["ramses"] / f"{name}.json").read_text(encoding="utf-8"))
    root = draw("ramses", doc)
    rows = by_class(root, "player")
    assert len(rows) == len(doc["players"])
    for player, row in zip(doc["players"], rows, strict=True):
        cards = by_class(row, "card")
        assert len(cards) == len(player["won"])
        for card, won in zip(cards, player["won"], strict=True):
            assert won["treasure"] in card.get("class", "")
            assert str(won["value"]) in texts(card)
        for hats in player.get("tokens") or []:
            assert str(hats) in texts(row)
    if doc["mode"] == "solo":
        assert "Guard" in " ".join(texts(root))
        assert len(by_class(root, "discarded")[0].findall(f"{SVG}g")) == len(doc["discarded"])


# -- names are data --------------------------------------------------------------------------

ODD = '<b>ana</b> & "bo"'


def test_names_are_escaped_in_every_picture() -> None:
    camel = camel_mid_game()
    camel["players"][0] = {**camel["players"][0], "name": ODD}
    camel["desert_tiles"][0]["owner"] = ODD
    desert = desert_doc()
    desert["players"] = [ODD, "bo"]
    for item in desert["caravans"] + desert["areas"]:
        item["player"] = ODD if item["player"] == "ana" else item["player"]
    desert["score"]["players"][0]["name"] = ODD
    for game, doc in (("camel-up", camel), ("through-the-desert", desert)):
        root = draw(game, doc, session=ODD)
        assert any(ODD in t for t in texts(root))
        assert root.find(f"{SVG}b") is None
        title = root.find(f"{SVG}title")
        assert title is not None and ODD in (title.text or "")


# -- the result in words ---------------------------------------------------------------------


def test_winner_sentence_and_scoreboard_order() -> None:
    from assistant.games.base import Standings
    from assistant.messages import Msg
    from assistant.render.report import ranking, winner_sentence

    t, fr = Translator("en"), Translator("fr")
    coins = Msg("coins")
    one = Standings(True, coins, (("ana", 16), ("bo", 9), ("cy", 20)), ("cy",))
    assert winner_sentence(one, t) == "cy wins with 20 coins."
    assert winner_sentence(one, fr) == "cy gagne avec 20 pièces."
    tie = Standings(True, coins, (("lea", 15), ("noe", 13), ("sara", 15)), ("lea", "sara"))
    assert winner_sentence(tie, t) == "lea and sara share the win with 15 coins each."
    broken = Standings(True, Msg("points"), (("cy", 20), ("dan", 20), ("ana", 16)), ("dan",))
    assert winner_sentence(broken, t) == "dan wins with 20 points."
    assert [p for _, p, _ in ranking(broken)] == ["dan", "cy", "ana"]  # the tie's winner first
    going = Standings(False, coins, (("ana", 5), ("bo", 7), ("cy", 7)))
    assert (
        winner_sentence(going, t) == "The game is not over yet; bo and cy lead with 7 coins each."
    )
    solo = Standings(True, Msg("cards"), (("solo", 13),), ("solo",))
    assert winner_sentence(solo, t) == "The game is over: solo ends with 13 cards."
    assert winner_sentence(Standings(True, coins, (("a", 1), ("b", 1))), t) == "The game is over."


# -- HTML and Markdown on the toy game -------------------------------------------------------

VOID = {"meta", "link", "br", "hr", "img", "input", "col", "area", "base", "source", "wbr"}


class Page(HTMLParser):
    """A page read with html.parser: its tags (balanced), attributes and text."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.words: list[str] = []
        self.feed(text)
        self.close()
        assert not self.stack, f"unclosed: {self.stack}"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.words.append(data.strip())

    @property
    def text(self) -> str:
        return " ".join(self.words)

    def count(self, tag: str) -> int:
        return sum(1 for t, _ in self.tags if t == tag)


def check_self_contained(raw: str, page: Page) -> None:
    """No script, no stylesheet link, no image and no address anywhere."""
    assert page.count("script") == 0 and page.count("link") == 0 and page.count("img") == 0
    for tag, attrs in page.tags:
        for key, value in attrs.items():
            assert key not in ("src", "href", "xlink:href"), (tag, key, value)
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", raw)
    assert "@import" not in raw and "url(http" not in raw


def toy_game(cli: Any, *players: str, name: str = "friday") -> None:
    cli.ok("toy", "new", "--players", ",".join(players), "--name", name)


@pytest.mark.usefixtures("toy")
def test_html_report_is_one_self_contained_page_with_the_result_and_the_moves(cli: Any) -> None:
    toy_game(cli, "ana", "bo")
    for amount in ("3", "2", "3"):
        cli.ok("toy", "add", amount)
    cli.ok("toy", "add", "1")
    cli.ok("undo")  # undone moves are not part of the report
    cli.ok("toy", "add", "2")
    raw = cli.ok("sessions", "export", "friday", "--format", "html").out
    assert raw.startswith("<!DOCTYPE html>")
    page = Page(raw)
    check_self_contained(raw, page)
    assert ("html", {"lang": "en"}) in page.tags
    assert page.count("style") == 1
    assert "ana wins with 6 points." in page.text
    assert "The game is over" not in page.text
    assert "Result" in page.text and "Moves" in page.text
    rows = [t for t, _ in page.tags if t == "tr"]
    assert len(rows) == 1 + 2 + 1 + 4  # scoreboard head and rows, moves head and rows
    assert "1 ana added 3 2 bo added 2 3 ana added 3 4 bo added 2" in page.text
    assert page.count("svg") == 1  # the chart of points after each move (no picture: a toy)


@pytest.mark.usefixtures("toy")
def test_html_report_is_in_the_readers_language_and_prints_on_a4(cli: Any) -> None:
    toy_game(cli, "ana", "bo")
    cli.ok("toy", "add", "2")
    raw = cli.ok("sessions", "export", "friday", "--format", "html", lang="fr").out
    page = Page(raw)
    assert ("html", {"lang": "fr"}) in page.tags
    assert "Coups" in page.text and "Résultat" in page.text
    assert "La partie n’est pas finie" in page.text
    assert "@page { size: A4" in raw and "@media print" in raw
    italian = Page(cli.ok("sessions", "export", "friday", "--format", "html", lang="it").out)
    assert ("html", {"lang": "it"}) in italian.tags and "Risultato" in italian.text


@pytest.mark.usefixtures("toy")
def test_markdown_has_the_scoreboard_the_winner_sentence_and_the_moves_and_no_json(
    cli: Any,
) -> None:
    toy_game(cli, "ana", "bo", "cy")
    for amount in ("3", "3", "3", "1"):
        cli.ok("toy", "add", amount)
    page = cli.ok("sessions", "export", "friday", "--format", "markdown").out
    assert page.startswith("# friday — Toy\n")
    assert "ana wins with 4 points." in page
    assert "| 1 | ana ★ | 4 |" in page
    assert "| 2 | bo | 3 |" in page and "| 2 | cy | 3 |" in page
    assert "| 4 | ana | added 1 |" in page
    assert "{" not in page and "```" not in page


@pytest.mark.usefixtures("toy")
def test_names_are_escaped_in_html_and_markdown(cli: Any) -> None:
    toy_game(cli, "<b>an|a</b>", "bo", name="<i>x</i>")
    cli.ok("toy", "add", "2")
    raw = cli.ok("sessions", "export", "<i>x</i>", "--format", "html").out
    page = Page(raw)
    assert page.count("b") == 0 and page.count("i") == 0
    assert "<b>an|a</b>" in page.text and "<i>x</i>" in page.text
    markdown = cli.ok("sessions", "export", "<i>x</i>", "--format", "markdown").out
    assert "\\<b\\>an\\|a\\</b\\>" in markdown
    assert "<b>" not in markdown


@pytest.mark.usefixtures("toy")
def test_replay_file_rebuilds_the_same_game(cli: Any, monkeypatch: Any, tmp_path: Path) -> None:
    toy_game(cli, "ana", "bo", name="long evening")
    for amount in ("3", "1", "2"):
        cli.ok("toy", "add", amount)
    cli.ok("toy", "add", "1")
    cli.ok("undo")
    before = cli.ok("toy", "status", json=True).json
    target = tmp_path / "game.txt"
    done = cli.ok(
        "sessions", "export", "long evening", "--format", "replay", "-o", str(target), json=True
    ).json
    assert done == {"session": "long evening", "format": "replay", "file": str(target)}
    lines = [line for line in target.read_text(encoding="utf-8").splitlines()]
    commands = [line for line in lines if line and not line.startswith("#")]
    assert commands == [
        "toy new --players ana,bo --name 'long evening'",
        "toy add 3 --player ana",
        "toy add 1 --player bo",
        "toy add 2 --player ana",
    ]
    monkeypatch.setenv("ASSISTANT_HOME", str(tmp_path / "empty"))
    cli.ok("replay", str(target))
    assert cli.ok("sessions", json=True).json["current"] == "long evening"
    assert cli.ok("toy", "status", json=True).json == before


@pytest.mark.usefixtures("toy")
def test_export_to_a_file_and_its_errors(cli: Any, tmp_path: Path) -> None:
    toy_game(cli, "ana", "bo")
    target = tmp_path / "report.html"
    said = cli.ok("sessions", "export", "friday", "--format", "html", "-o", str(target))
    assert "written to" in said.out
    Page(target.read_text(encoding="utf-8"))
    saved = tmp_path / "game.json"
    cli.ok("sessions", "export", "friday", "-o", str(saved))
    assert json.loads(saved.read_text(encoding="utf-8"))["name"] == "friday"
    nowhere = cli(
        "sessions", "export", "friday", "--format", "html", "-o", str(tmp_path / "no" / "x")
    )
    assert nowhere.code == 2 and "Cannot write" in nowhere.err
    picture_less = cli("sessions", "export", "friday", "--format", "svg", json=True)
    assert picture_less.code == 2
    assert picture_less.json["error"]["code"] == "usage/no-picture"
    assert cli("sessions", "export", "nope", "--format", "svg").code == 4


@pytest.mark.usefixtures("toy")
def test_export_without_a_name_exports_the_current_session(cli: Any, tmp_path: Path) -> None:
    """`sessions export` (`parties exporter`, `partite esporta`) without a name: the current
    session, or the one of `--session`; none at all is exit 4, in the reader's words."""
    none = cli("sessions", "export", "--format", "replay", lang="it")
    assert none.code == 4 and "Nessuna partita in corso" in none.err
    toy_game(cli, "ana", "bo")
    assert cli.ok("sessions", "export", json=True).json["name"] == "friday"
    target = tmp_path / "rapport.html"
    said = cli.ok("parties", "exporter", "--format", "html", "-o", str(target), lang="fr")
    assert "friday" in said.out and target.exists()
    toy_game(cli, "cy", "dan", name="saturday")
    assert cli.ok("--session", "friday", "sessions", "export", json=True).json["name"] == "friday"
    assert cli.ok("partite", "esporta", json=True).json["name"] == "saturday"


# -- the example games (they need the games on the contract) ---------------------------------

EXAMPLES = sorted((REPO / "examples").glob("*/*.txt"))


def example_params() -> list[Any]:
    """Every example of every registered game (`examples/<game id>/`)."""
    return [
        pytest.param(spec.id, path, id=f"{spec.id}-{path.stem}")
        for spec in SPECS
        for path in sorted((REPO / "examples" / spec.id).glob("*.txt"))
    ]


def test_every_example_is_covered() -> None:
    assert len(example_params()) == len(EXAMPLES)


def status_of(cli: Any, game_id: str, session: str) -> Any:
    cli_name = next(s.cli for s in SPECS if s.id == game_id)
    return cli.ok("--session", session, cli_name, "status", json=True).json


@pytest.mark.parametrize(("game_id", "path"), example_params())
def test_example_round_trips_through_a_replay_export(
    cli: Any, monkeypatch: Any, tmp_path: Path, game_id: str, path: Path
) -> None:
    cli.ok("replay", str(path))
    session = cli.ok("sessions", json=True).json["current"]
    before = status_of(cli, game_id, session)
    target = tmp_path / "export.txt"
    cli.ok("sessions", "export", session, "--format", "replay", "-o", str(target))
    monkeypatch.setenv("ASSISTANT_HOME", str(tmp_path / "empty"))
    cli.ok("replay", str(target))
    assert cli.ok("sessions", json=True).json["current"] == session
    assert status_of(cli, game_id, session) == before


@pytest.mark.parametrize(("game_id", "path"), example_params())
def test_example_reports_and_picture(cli: Any, game_id: str, path: Path) -> None:
    cli.ok("replay", str(path))
    session = cli.ok("sessions", json=True).json["current"]
    state = status_of(cli, game_id, session)
    svg = cli.ok("sessions", "export", session, "--format", "svg").out
    root = ET.fromstring(svg)
    shown = " ".join(texts(root))
    for name in players_of(state):
        assert name in shown
    game = load(game_id)
    from assistant.paths import data_home
    from assistant.sessions import Journal, load_state

    journal = Journal.open(data_home() / "journal.sqlite3")
    standings = game.standings(load_state(journal, journal.get(session)))
    journal.close()
    for lang in ("en", "fr", "it"):
        raw = cli.ok("sessions", "export", session, "--format", "html", lang=lang).out
        page = Page(raw)
        check_self_contained(raw, page)
        assert ("html", {"lang": lang}) in page.tags
        assert page.count("svg") >= 2  # the picture and at least one chart
        for name in players_of(state):
            assert name in page.text
        for winner in standings.winners:
            assert winner in page.text
    moves = len(cli.ok("log", json=True).json["moves"])
    markdown = cli.ok("sessions", "export", session, "--format", "markdown").out
    assert f"| {moves} |" in markdown
    assert "```" not in markdown and '"state"' not in markdown
