"""The recorded games in examples/camel-up: the checked-in expectations (which the golden
replay of `tests/core/test_every_game.py` compares with) agree with the money after every leg
and at the end as worked out by hand in the example's comments.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "camel-up"
EXPECTED = Path(__file__).parent / "expected"

# Worked out by hand in the comments of each example file, leg by leg.
BY_HAND: dict[str, dict[str, Any]] = {
    "full-game": {
        "legs": [
            ("yellow", "white", {"ana": 4, "bo": 7, "cy": 7}),
            ("orange", "yellow", {"ana": 8, "bo": 9, "cy": 10}),
            ("white", "orange", {"ana": 8, "bo": 11, "cy": 13}),
        ],
        "camels": ("white", "green"),
        "final": {"ana": 16, "bo": 9, "cy": 20},
        "winners": ["cy"],
    },
    "mixed-languages": {
        "legs": [
            ("blue", "yellow", {"lea": 4, "marco": 0, "noe": 6, "sara": 6}),
            ("yellow", "blue", {"lea": 7, "marco": 0, "noe": 8, "sara": 9}),
            ("yellow", "blue", {"lea": 8, "marco": 0, "noe": 13, "sara": 15}),
        ],
        "camels": ("yellow", "green"),
        "final": {"lea": 15, "marco": 0, "noe": 13, "sara": 15},
        "winners": ["lea", "sara"],
    },
}

NAMES = sorted(
    p.stem for p in EXAMPLES.glob("*.txt") if len(p.suffixes) == 1
)  # the second edition's games are checked by their replay, not worked out by hand


def test_every_example_has_an_expectation() -> None:
    assert sorted(p.stem for p in EXAMPLES.glob("*.txt") if len(p.suffixes) == 1) == NAMES
    assert sorted(p.stem for p in EXPECTED.glob("*.json")) == NAMES
    for path in EXAMPLES.glob("*.txt"):
        assert "--name" not in path.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_replay_matches_expectation(cli: Any, name: str, lang: str) -> None:
    replayed = cli.ok("replay", str(EXAMPLES / f"{name}.txt"), lang=lang)
    assert "Final" in replayed.out or "final" in replayed.out  # the scoreboard is shown
    status = cli.ok("camel", "status", json=True).json
    expected = json.loads((EXPECTED / f"{name}.json").read_text(encoding="utf-8"))
    assert status == expected


@pytest.mark.parametrize("name", sorted(BY_HAND))
def test_money_after_every_leg_as_worked_out_by_hand(name: str) -> None:
    """camel-up/leg-scoring and camel-up/final-scoring on whole games, to the coin."""
    expected = json.loads((EXPECTED / f"{name}.json").read_text(encoding="utf-8"))
    hand = BY_HAND[name]
    legs = [
        (leg["first"], leg["second"], {p["name"]: p["after"] for p in leg["players"]})
        for leg in expected["legs"]
    ]
    assert legs == hand["legs"]
    final = expected["final_scoring"]
    assert (final["winner_camel"], final["loser_camel"]) == hand["camels"]
    assert final["money"] == hand["final"]
    assert {p["name"]: p["money"] for p in expected["players"]} == hand["final"]
    assert expected["winners"] == hand["winners"]
    assert expected["finished"] is True and expected["current_player"] is None


def test_replay_twice_gives_two_equal_sessions(cli: Any) -> None:
    path = str(EXAMPLES / "mixed-languages.txt")
    first = cli.ok("replay", path, json=True).json
    second = cli.ok("replay", path, json=True).json
    assert first["session"] != second["session"]
    assert first["state"] == second["state"]
