"""through-the-desert/water-holes: the table option `hidden` (markers taken stay face down).

Under `new --hidden` (setup key `"hidden": true`) the score is computed as always, but until
the game is over `status` and `score` (human and JSON), the events and the exports show how
many markers each player took and the points in sight, never the markers' values. At the end
everything is shown.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from assistant.games.base import SetupError
from assistant.games.desert import GAME
from assistant.games.desert.scoring import score

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "through-the-desert" / "two-players.txt"
OASES = "D3,J3,Q3,M7,B8"


def flat(text: str) -> str:
    return " ".join(text.split())


# --------------------------------------------------------------------------- rules level


def test_hidden_setup_key(desert: Any) -> None:
    """The option is stored in the setup; anything but true or false is refused."""
    assert desert.new(hidden=True).hidden is True
    assert desert.new().hidden is False
    with pytest.raises(SetupError):
        desert.new(hidden="yes")


def test_hidden_scoring_exact_shown_without_values(desert: Any) -> None:
    """Scoring stays exact; the JSON and the standings leave the values out until the end."""
    state = desert.position(desert.new(hidden=True), {"E1": (0, "yellow")}, water={"D1": 3})
    step = desert.place_step(state, "yellow", "D1")
    state = step.state
    [taken] = [e for e in step.events if e.code == "water/taken"]
    assert taken.data["value"] is None and "3" not in taken.msg.english()
    assert score(state).players[0].water == 3  # exact
    doc = GAME.state_json(state)
    assert doc["hidden"] is True and doc["score"]["hidden"] is True
    ana = doc["score"]["players"][0]
    assert "water" not in ana and ana["markers"] == 1
    assert ana["water_markers"] == [{"cell": "D1", "value": None}]
    assert ana["total"] == score(state).players[0].total - 3
    assert {"cell": "D1", "value": None, "taken_by": "ana"} in doc["water_holes"]
    standings = GAME.standings(state)
    assert dict(standings.totals)["ana"] == ana["total"]
    assert standings.unit.english() == "points in sight"
    over = replace(state, phase="over")
    final = GAME.state_json(over)
    assert final["score"]["hidden"] is False and final["hidden"] is True
    assert final["score"]["players"][0]["water"] == 3
    assert final["score"]["players"][0]["water_markers"] == [{"cell": "D1", "value": 3}]
    assert GAME.standings(over).winners


def test_hidden_untaken_markers_stay_public(desert: Any) -> None:
    """Markers still on the board lie face up: their values are shown."""
    state = desert.new(hidden=True, water={"D1": 2})
    assert {"cell": "D1", "value": 2, "taken_by": None} in GAME.state_json(state)["water_holes"]


# --------------------------------------------------------------------------- the commands


def hidden_example(tmp_path: Path) -> Path:
    text = EXAMPLE.read_text(encoding="utf-8").replace(
        f"desert new --players ana,bo --oases {OASES}",
        f"desert new --players ana,bo --oases {OASES} --hidden",
    )
    assert "--hidden" in text
    path = tmp_path / "hidden.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_cli_hidden_game_shows_counts_until_the_end(cli: Any, tmp_path: Path) -> None:
    """A whole recorded game under --hidden: counts while it goes on, everything at the end."""
    cli.ok("replay", str(EXAMPLE))
    open_doc = cli.ok("desert", "score", json=True).json
    cli.ok("replay", str(hidden_example(tmp_path)))
    final = cli.ok("desert", "score", json=True).json
    assert final == open_doc  # the end shows everything, exactly as without the option
    assert "Final score" in cli.ok("desert", "score").out
    cli.ok("undo")  # one camel back: the game goes on
    doc = cli.ok("desert", "status", json=True).json
    assert doc["hidden"] is True and doc["finished"] is False
    players = doc["score"]["players"]
    assert all("water" not in p and p["markers"] > 0 for p in players)
    assert all(m["value"] is None for p in players for m in p["water_markers"])
    assert all(h["value"] is None for h in doc["water_holes"] if h["taken_by"])
    out = flat(cli.ok("desert", "status").out)
    assert "Markers taken" in out and "Points in sight" in out and "Hidden information" in out
    fr = flat(cli.ok("desert", "score", lang="fr").out)
    assert "Marqueurs pris" in fr
    it = flat(cli.ok("desert", "score", lang="it").out)
    assert "Segnalini presi" in it
    svg = cli.ok("sessions", "export", doc_session(cli), "--format", "svg").out
    assert "points in sight" in svg
    markdown = cli.ok("sessions", "export", doc_session(cli), "--format", "markdown").out
    assert "points in sight" in markdown


def doc_session(cli: Any) -> str:
    return str(cli.ok("sessions", json=True).json["current"])


def test_cli_hidden_events_and_setup(cli: Any) -> None:
    """`new --hidden` keeps `"hidden": true` in the setup; the event hides the value."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES, "--hidden")
    export = cli.ok("sessions", "export", doc_session(cli), "--format", "json").out
    assert '"hidden": true' in export
    for colour, cell in [
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
    ]:
        cli.ok("desert", "leader", colour, cell)
    doc = cli.ok("desert", "place", "yellow", "F3", "--water", "F3=3", json=True).json
    [taken] = [e for e in doc["events"] if e["code"] == "water/taken"]
    assert taken["data"]["value"] is None and "face down" in taken["text"]
    out = flat(cli.ok("desert", "place", "pink", "L2", "--water", "L2=2").out)
    assert "bo takes the marker of the water hole L2 and keeps it face down." in out
    assert "worth 2" not in out
