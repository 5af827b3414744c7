"""`assistant camel review`: every decision valued as `camel odds` values it (camel-up/leg-bet,
camel-up/pyramid-tile, camel-up/race-bet, camel-up/leg-scoring), the value given up, and the
luck of every leg and of the race piles; on positions whose best action is known by hand, on
the recorded example game (finished, and cut short), on a random second-edition game with
partnerships; its JSON, its view in three languages, its section of the HTML report, the
progress bar and Ctrl-C."""

from __future__ import annotations

import html.parser
from pathlib import Path
from typing import Any

import pytest

from assistant.games.camel_up.moves import Bet, Roll
from assistant.games.camel_up.review import review, to_json
from tests.camel_up.test_cli_edition2 import finished_game

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "camel-up" / "full-game.txt"

LAST_DIE = (
    Roll("ana", "white", 3),  # white 3 -> 6, far ahead
    Roll("bo", "yellow", 1),  # 3:yellow
    Roll("ana", "orange", 2),  # 4:orange
    Roll("bo", "green", 1),  # 3:yellow,green
)
SETUP = {"players": ["ana", "bo"], "start": "1:blue 2:green,orange,yellow 3:white"}


def test_the_last_die_of_a_leg_with_one_camel_far_ahead() -> None:
    """Only blue's die is left: white (on 6) finishes the leg first whatever it shows, so
    the white 5 is worth 5 coins exactly and a pyramid tile 1: taking the pyramid tile gives
    4 up; taking the 5 gives nothing up."""
    took_pyramid = review(SETUP, [*LAST_DIE, Roll("ana", "blue", 2)])
    last = took_pyramid.decisions[-1]
    assert (last.n, last.leg, last.player, last.label) == (5, 1, "ana", "pyramid")
    assert last.best.label == "bet white" and last.best.ev == 5
    assert last.taken is not None and last.taken.ev == 1
    assert last.given_up == 4 and last.counted and last.stderr == 0
    took_bet = review(SETUP, [*LAST_DIE, Bet("ana", "white")])
    best = took_bet.decisions[-1]
    assert best.label == "bet white" and best.given_up == 0 and not best.counted
    # Luck: only pyramid tiles in leg 1, worth what they pay, so no luck at all.
    finished_leg = review(SETUP, [*LAST_DIE, Roll("ana", "blue", 2)])
    luck = {(part.part, part.player): part for part in finished_leg.luck}
    assert luck[1, "ana"].received == 3 and luck[1, "ana"].luck == 0
    assert luck[1, "bo"].received == 2 and luck[1, "bo"].luck == 0
    assert not finished_leg.race_scored and all(part.part == 1 for part in finished_leg.luck)
    ana = next(p for p in finished_leg.players if p.name == "ana")
    assert ana.given_up == 4 + sum(
        d.given_up for d in finished_leg.decisions[:-1] if d.player == "ana"
    )
    assert ana.costliest[0].n == 5


def test_the_example_game(cli: Any) -> None:
    """The recorded example: 30 decisions valued, the face-down cards with the colour
    revealed at the end, the money received adding up to the game's, what counts as given
    up only outside the noise."""
    cli.ok("replay", str(EXAMPLE))
    doc = cli.ok("camel", "review", json=True).json
    assert set(doc) == {
        "session",
        "edition",
        "finished",
        "race_scored",
        "target_stderr",
        "decisions",
        "legs",
        "race",
        "players",
        "unknown",
    }
    assert doc["session"] == "camel-up-1" and doc["finished"] and doc["edition"] == 1
    assert len(doc["decisions"]) == 30 and doc["unknown"] == 0
    assert doc["decisions"][6]["taken"] == "winner white"  # ana's face-down card
    for decision in doc["decisions"]:
        assert set(decision) == {
            "move",
            "leg",
            "player",
            "taken",
            "taken_value",
            "best",
            "best_value",
            "given_up",
            "counted",
            "stderr",
        }
        assert decision["best_value"] >= decision["taken_value"] - 1e-9
        assert decision["counted"] == (decision["given_up"] > 0)
        if decision["counted"]:
            assert decision["given_up"] > 2 * decision["stderr"]
    status = cli.ok("camel", "status", json=True).json
    money = {p["name"]: p["money"] for p in status["players"]}
    for player in doc["players"]:
        name = player["name"]
        received = sum(
            row["received"]
            for leg in doc["legs"]
            for row in leg["players"]
            if row["player"] == name
        )
        received += next(row["received"] for row in doc["race"] if row["player"] == name)
        assert received == money[name] - 3
        mine = [d for d in doc["decisions"] if d["player"] == name]
        assert player["given_up"] == pytest.approx(sum(d["given_up"] for d in mine), abs=1e-3)
        assert [c["move"] for c in player["costliest"]] == [
            d["move"] for d in sorted(mine, key=lambda d: (-d["given_up"], d["move"]))[:3]
        ]
    assert [leg["leg"] for leg in doc["legs"]] == [1, 2, 3]
    again = cli.ok("camel", "review", json=True).json
    assert again == doc  # the same seed, the same review


def test_a_game_cut_short(cli: Any, tmp_path: Path) -> None:
    """Unfinished: only the scored legs have luck, no race part; a face-down card whose
    colour nobody knows yet is not valued."""
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    cut = tmp_path / "cut.txt"
    kept = [line for line in lines if line.startswith("camel ")][:14]
    cut.write_text("\n".join(kept) + "\n", encoding="utf-8")
    cli.ok("replay", str(cut))
    doc = cli.ok("camel", "review", json=True).json
    assert not doc["finished"] and doc["race"] is None
    assert [leg["leg"] for leg in doc["legs"]] == [1]
    assert doc["unknown"] == 0
    face_down = next(d for d in doc["decisions"] if d["move"] == 7)
    assert face_down["taken"] is None and face_down["taken_value"] is None
    assert not face_down["counted"]


def test_a_second_edition_game_with_partnerships() -> None:
    setup, moves = finished_game(seed=5, players=6)
    result = review(setup, moves)
    doc = to_json(result)
    assert doc["edition"] == 2 and doc["finished"]
    assert result.decisions and len(result.players) == 6
    labels = {d.label.split()[0] for d in result.decisions}
    assert "pyramid" in labels
    for d in result.decisions:
        assert d.best.ev >= (d.taken.ev if d.taken is not None else d.best.ev) - 1e-9


def test_the_view_in_three_languages(cli: Any) -> None:
    cli.ok("replay", str(EXAMPLE))
    english = cli.ok("camel", "review").out
    assert "Decisions" in english and "Costliest decisions of ana" in english
    assert "race piles" in english
    french = cli.ok("camel", "review", lang="fr").out
    assert "Décisions" in french
    assert "coûteuses d’ana" in french  # the name elides the preposition
    italian = cli.ok("camel", "review", lang="it").out
    assert "Decisioni" in italian and "Fortuna" in italian


@pytest.mark.parametrize(
    ("lang", "first", "better", "piles"),
    [
        ("en", "1 · leg 1 · ana: bet white (5)", "better: ", "race piles"),
        (
            "fr",
            "1 · manche 1 · ana\u202f: parier sur le blanc (5)",
            "mieux\u202f: ",
            "piles de course",
        ),
        ("it", "1 · tappa 1 · ana: scommetti sul bianco (5)", "meglio: ", "mazzi della corsa"),
    ],
)
def test_at_80_columns_a_decision_takes_two_lines_not_a_tall_cell(
    cli: Any, monkeypatch: pytest.MonkeyPatch, lang: str, first: str, better: str, piles: str
) -> None:
    """The decisions' table needs its actions on one line; narrower (80 columns), each
    decision is a line and the best action then is the next one, and the luck table drops
    its side lines rather than wrap its cells. Wide enough, the table."""
    cli.ok("replay", str(EXAMPLE))
    monkeypatch.setenv("COLUMNS", "80")
    out = cli.ok("camel", "review", lang=lang).out
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(first))
    assert lines[at + 1].startswith("    " + better)
    assert max(len(line.rstrip()) for line in lines) <= 80
    end = next(i for i, line in enumerate(lines) if i > at and line[:1] not in " 0123456789")
    starts = {line.split(" · ")[0] for line in lines[at:end] if not line.startswith(" ")}
    assert all(start.isdigit() for start in starts), starts  # none wraps to the margin
    costliest = next(i for i, line in enumerate(lines) if line.endswith(":") and i > end)
    assert lines[costliest + 1].startswith("  ") and lines[costliest + 2].startswith("  ")
    row = next(line for line in lines if piles in line)  # the luck of the race piles
    assert row.count(":") == 3  # one cell per player, none wrapped
    monkeypatch.setenv("COLUMNS", "400")
    wide = cli.ok("camel", "review", lang=lang).out
    assert not any(line.startswith(first) for line in wide.splitlines()) and "┃" in wide


class _Ids(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.headings: list[str] = []
        self._heading = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs).get("id")
        if found:
            self.ids.append(found)
        self._heading = tag == "h2"

    def handle_data(self, data: str) -> None:
        if self._heading and data.strip():
            self.headings.append(data.strip())
            self._heading = False


def test_the_html_report_has_a_decisions_section(cli: Any, tmp_path: Path) -> None:
    cli.ok("replay", str(EXAMPLE))
    for lang, heading in (("en", "Decisions"), ("fr", "Décisions"), ("it", "Decisioni")):
        out = tmp_path / f"report-{lang}.html"
        cli.ok("sessions", "export", "camel-up-1", "--format", "html", "-o", str(out), lang=lang)
        parser = _Ids()
        parser.feed(out.read_text(encoding="utf-8"))
        assert "decisions" in parser.ids and "chart-given-up" in parser.ids
        assert heading in parser.headings


def test_progress_on_stderr_and_ctrl_c(cli: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import assistant.cli.camel as camel_cli
    import assistant.games.camel_up.review as engine

    cli.ok("replay", str(EXAMPLE))
    monkeypatch.setattr(camel_cli, "PROGRESS_AFTER", 0.0)
    monkeypatch.setenv("FORCE_COLOR", "1")  # stderr counts as a terminal
    shown = cli.ok("camel", "review")
    assert "Reviewing the decisions" in shown.err and "Reviewing" not in shown.out
    assert cli.ok("camel", "review", json=True).err == ""

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(engine, "review", interrupted)
    stopped = cli("camel", "review", json=True)
    assert stopped.code == 130
    assert '"decisions"' not in stopped.out


def test_at_80_columns_a_face_down_card_names_only_the_best_action(
    cli: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A race card still face down has no value: its second line names the best action
    then, with no amount given up."""
    lines = [
        line
        for line in EXAMPLE.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    part = tmp_path / "part.txt"
    part.write_text("\n".join(lines[:9]) + "\n", encoding="utf-8")  # ends on `race winner`
    cli.ok("replay", str(part))
    monkeypatch.setenv("COLUMNS", "80")
    out = cli.ok("camel", "review", lang="it").out.splitlines()
    at = next(i for i, line in enumerate(out) if line.startswith("7 · tappa 1 · ana: una carta"))
    assert out[at + 1].startswith("    l’azione migliore allora: ")
    assert "lasciato" not in out[at + 1] + out[at + 2]
