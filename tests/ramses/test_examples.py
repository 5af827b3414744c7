"""The recorded games of examples/ramses/, their results worked out by hand from the example
file (the cards each player ends with, the hats, the bonus and the winners), so that a wrong
expectation cannot slip in by regenerating the JSON of expected/ (the golden replays
compare with it in `tests/core/test_every_game.py`).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "ramses"


def replay(cli: Any, name: str) -> dict[str, Any]:
    doc = cli.ok("replay", str(EXAMPLES / f"{name}.txt"), json=True).json
    assert doc["session"] is not None
    state: dict[str, Any] = doc["state"]
    return state


def hand(cards: str) -> Counter[tuple[str, int]]:
    """'crown 2, vase 1' -> Counter({('crown', 2): 1, ('vase', 1): 1})."""
    result: Counter[tuple[str, int]] = Counter()
    for item in cards.split(","):
        treasure, value = item.split()
        result[(treasure, int(value))] += 1
    return result


def held(player: dict[str, Any]) -> Counter[tuple[str, int]]:
    return Counter((c["treasure"], c["value"]) for c in player["won"])


def test_base_game_by_hand(cli: Any) -> None:
    """ramses/end: base game, cy and dan tie on 20 points; dan has more cards and wins."""
    state = replay(cli, "base-game")
    players = {p["name"]: p for p in state["players"]}
    by_hand = {
        "ana": "lamp 2, statue 2, ring 1, mask 3, dagger 2, necklace 3, crown 1, statue 2",
        "bo": "vase 1, papyrus 1, lamp 3, statue 4, crown 4, bracelet 3",
        "cy": "mask 2, amulet 2, bracelet 3, crown 3, goblet 2, vase 4, mask 4",
        "dan": "necklace 2, vase 2, dagger 1, ring 3, amulet 3, goblet 1, papyrus 3, ring 4, "
        "amulet 1",
    }
    for name, cards in by_hand.items():
        assert held(players[name]) == hand(cards), name
    assert {n: (p["cards"], p["points"]) for n, p in players.items()} == {
        "ana": (8, 16),
        "bo": (6, 16),
        "cy": (7, 20),
        "dan": (9, 20),
    }
    assert state["score"]["winners"] == ["dan"]
    assert state["finished"] and state["deck"] == {"drawn": 30, "left": 0, "back": None}


def test_advanced_game_by_hand(cli: Any) -> None:
    """ramses/egyptologists: advanced game for three; tied hats share 6, bo third gets 2."""
    state = replay(cli, "advanced-3-players")
    players = {p["name"]: p for p in state["players"]}
    by_hand = {
        "ana": "crown 2, vase 1, ring 1, goblet 2, papyrus 2, mask 3, vase 2, amulet 3, "
        "lamp 3, statue 4, mask 4, vase 3, papyrus 4",
        "bo": "dagger 2, amulet 1, statue 1, necklace 3, goblet 2, dagger 2, ring 3, "
        "necklace 4, goblet 4, ring 2",
        "cy": "lamp 2, bracelet 3, mask 1, crown 2, papyrus 3, bracelet 3, crown 4",
    }
    for name, cards in by_hand.items():
        assert held(players[name]) == hand(cards), name
    score = {p["name"]: p for p in state["score"]["players"]}
    assert score == {
        "ana": {
            "name": "ana",
            "cards": 13,
            "points": 34,
            "egyptologists": 6,
            "bonus": 6,
            "total": 40,
        },
        "bo": {
            "name": "bo",
            "cards": 10,
            "points": 24,
            "egyptologists": 1,
            "bonus": 2,
            "total": 26,
        },
        "cy": {"name": "cy", "cards": 7, "points": 18, "egyptologists": 6, "bonus": 6, "total": 24},
    }
    assert state["score"]["winners"] == ["ana"]
    assert [p["scarabs_left"] for p in state["players"]] == [0, 0, 2]
    assert [p["tokens"] for p in state["players"]] == [[2, 2, 1, 1], [1], [3, 3]]
    assert state["mummy"] is None


def test_solo_game_by_hand(cli: Any) -> None:
    """ramses/solo-ladder: 13 cards kept, 17 thrown out: Guard."""
    state = replay(cli, "solo")
    assert state["score"]["solo"] == {"cards": 13, "title": "guard"}
    assert len(state["discarded"]) == 17
    score = cli.ok("ramses", "score", json=True).json
    assert score["solo"] == {"cards": 13, "title": "guard"}
    assert score["finished"] is True
    text = cli.ok("ramses", "score", lang="fr").out
    assert "Garde" in text
    assert "Guardia" in cli.ok("ramses", "score", lang="it").out


def test_examples_replay_human(cli: Any) -> None:
    """ramses/assistant: `assistant replay` ends with the status and its scoreboard."""
    out = cli.ok("replay", str(EXAMPLES / "advanced-3-players.txt")).out
    assert "120 commands replayed" in out
    assert "ana ★" in out and "40" in out
