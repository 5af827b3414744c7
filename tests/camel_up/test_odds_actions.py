"""Action values (camel-up/leg-bet, camel-up/pyramid-tile, camel-up/desert-tile,
camel-up/race-bet), the position notation and the JSON document of the odds."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assistant.games.base import InvalidMoveError, SetupError
from assistant.games.camel_up.moves import NotationError
from assistant.games.camel_up.odds import (
    COLOURS,
    DesertTile,
    Position,
    RaceOdds,
    action_values,
    analyse,
    desert_spaces,
    format_camels,
    format_tiles,
    leg_odds,
    parse_camels,
    parse_dice,
    parse_tiles,
    race_card_payout,
    to_json,
)

START = parse_camels("1:blue 2:green,orange 3:yellow,white")


def even_race() -> RaceOdds:
    winner = {"blue": 0.5, "green": 0.2, "orange": 0.1, "yellow": 0.1, "white": 0.1}
    loser = {"blue": 0.0, "green": 0.1, "orange": 0.2, "yellow": 0.3, "white": 0.4}
    return RaceOdds(winner, loser, 1000, 0.016)


def test_leg_bet_value() -> None:
    """camel-up/leg-bet: the top tile pays its face if first, 1 if second, else costs 1."""
    position = Position(START, parse_tiles("5:oasis"), parse_dice("blue,green,white"))
    leg = leg_odds(position)
    tiles = {"blue": [3, 2], "green": [], "white": [5, 3, 2]}
    bets = {a.colour: a.ev for a in action_values(position, leg_tiles=tiles) if a.kind == "bet"}
    assert set(bets) == {"blue", "white"}
    for colour, face in (("blue", 3), ("white", 5)):
        p1, p2 = leg.first[colour], leg.second[colour]
        assert bets[colour] == face * p1 + p2 - (1 - p1 - p2)
        assert isinstance(bets[colour], Fraction)


def test_pyramid_tile_is_worth_one_coin() -> None:
    """camel-up/pyramid-tile: the coin of the tile; the die itself changes no expectation."""
    actions = action_values(Position(START))
    assert [a.ev for a in actions if a.kind == "pyramid"] == [Fraction(1)]
    no_dice = action_values(Position(START, dice=frozenset()))
    assert not [a for a in no_dice if a.kind == "pyramid"]  # no die, no pyramid tile


def test_legal_desert_spaces() -> None:
    """camel-up/desert-tile: 2-16, no camel, no tile, not next to a tile; moving one's own
    tile, its old place does not count."""
    position = Position(
        parse_camels("1:blue 2:green,orange 3:yellow 9:white"), parse_tiles("5:oasis 12:mirage")
    )
    assert desert_spaces(position) == [7, 8, 10, 14, 15, 16]
    assert desert_spaces(position, own_tile=12) == [7, 8, 10, 11, 12, 13, 14, 15, 16]
    assert 1 not in desert_spaces(Position(parse_camels("5:blue,green,orange,yellow,white")))


def test_race_card_payouts() -> None:
    """camel-up/race-bet: 8, 5, 3, 2, then 1 by the correct cards laid before."""
    assert race_card_payout("blue", []) == 8
    assert race_card_payout("blue", ["green", "blue"]) == 5
    assert race_card_payout("blue", ["blue", "green", "blue"]) == 3
    assert race_card_payout("blue", ["blue"] * 3) == 2
    assert race_card_payout("blue", ["blue"] * 4) == 1
    assert race_card_payout("blue", ["blue"] * 9) == 1


def test_race_card_values_use_the_piles() -> None:
    """camel-up/race-bet: P * payout - (1 - P), only for the cards the player holds."""
    race = even_race()
    actions = action_values(
        Position(START),
        race=race,
        race_cards=["blue", "white"],
        winner_pile=["blue", "green", "blue"],
        loser_pile=["white"],
    )
    values = {a.label: a.ev for a in actions if a.kind in ("winner", "loser")}
    assert set(values) == {"winner blue", "loser blue", "winner white", "loser white"}
    assert values["winner blue"] == pytest.approx(0.5 * 3 - 0.5)
    assert values["loser white"] == pytest.approx(0.4 * 5 - 0.6)
    assert values["winner white"] == pytest.approx(0.1 * 8 - 0.9)
    assert values["loser blue"] == pytest.approx(-1.0)
    assert not [a for a in action_values(Position(START)) if a.kind in ("winner", "loser")]


def test_actions_are_sorted_best_first() -> None:
    actions = action_values(Position(START, parse_tiles("7:mirage")), race=even_race())
    values = [float(a.ev) for a in actions]
    assert values == sorted(values, reverse=True)
    labels = [a.label for a in actions]
    assert "pyramid" in labels and "bet blue" in labels and "desert 9 oasis" in labels
    assert len(labels) == len(set(labels))


def test_own_tile_must_exist() -> None:
    with pytest.raises(SetupError):
        action_values(Position(START, parse_tiles("7:mirage")), own_tile=8)


def test_json_document_shape() -> None:
    """The `camel odds --json` shape: exact "p/q" strings, every colour, best first."""
    position = Position(START, parse_tiles("5:oasis 7:mirage:ana"))
    doc = json.loads(json.dumps(to_json(analyse(position, race_samples=2000, seed=5))))
    for place in ("first", "second", "last"):
        assert set(doc["leg"][place]) == set(COLOURS)
        assert sum(Fraction(v) for v in doc["leg"][place].values()) == 1
    assert doc["leg"]["first"]["blue"] == str(leg_odds(position).first["blue"])
    assert "/" in doc["leg"]["first"]["blue"]
    assert doc["leg"]["race_ends"] == "0"
    assert set(doc["race"]["winner"]) == set(COLOURS) == set(doc["race"]["loser"])
    assert doc["race"]["samples"] == 2000 and 0 < doc["race"]["stderr"] < 0.02
    evs = [a["ev"] for a in doc["actions"]]
    assert evs == sorted(evs, reverse=True)
    pyramid = next(a for a in doc["actions"] if a["action"] == "pyramid")
    assert pyramid == {"action": "pyramid", "ev": 1.0, "exact": "1"}
    certain = to_json(analyse(Position(START, dice=frozenset()), race_samples=0))
    landings = leg_odds(position).landings
    assert doc["leg"]["landings"] == {"5": str(landings[5]), "7": "191/648"}
    assert doc["leg"]["coins"] == {"ana": "191/648"}
    assert certain["race"] is None
    assert certain["leg"]["first"]["white"] == "1" and certain["leg"]["first"]["blue"] == "0"


def test_parse_and_format_round_trip() -> None:
    stacks = parse_camels("3:Yellow,WHITE 1:blue  2:green,ora")
    assert stacks == ((1, ("blue",)), (2, ("green", "orange")), (3, ("yellow", "white")))
    assert format_camels(stacks) == "1:blue 2:green,orange 3:yellow,white"
    tiles = parse_tiles("11:oasis 7:mirage:ana 9:+1")
    assert tiles == (DesertTile(7, -1, "ana"), DesertTile(9, 1), DesertTile(11, 1))
    assert format_tiles(tiles) == "7:mirage:ana 9:oasis 11:oasis"
    assert parse_dice("blue, green") == frozenset({"blue", "green"})
    assert parse_dice("") == frozenset()


def test_parsers_take_a_word_resolver() -> None:
    """The CLI passes its multilingual chooser: `bleu` -> blue."""
    french = {"bleu": "blue", "vert": "green", "orange": "orange", "jaune": "yellow"}
    french["blanc"] = "white"
    stacks = parse_camels("1:bleu 2:vert,orange 3:jaune,blanc", colour=french.__getitem__)
    assert stacks == START
    sides = {"oasi": "oasis", "miraggio": "mirage"}
    assert parse_tiles("4:miraggio:ana", side=sides.__getitem__) == (DesertTile(4, -1, "ana"),)


@pytest.mark.parametrize("text", ["1blue", "x:blue", "1:", "blue:1", "1:blue 1:green"])
def test_unreadable_camels(text: str) -> None:
    with pytest.raises(NotationError) as error:
        parse_camels(text)
    assert error.value.code == "input/camels"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("7", "input/tiles"),
        ("7:sand", "input/unknown-name"),
        ("x:oasis", "input/tiles"),
        ("7:o:a:b", "input/tiles"),
        ("7:oasis 7:mirage", "input/tiles"),
    ],
)
def test_unreadable_tiles(text: str, code: str) -> None:
    with pytest.raises(NotationError) as error:
        parse_tiles(text)
    assert error.value.code == code


@pytest.mark.parametrize(
    ("camels", "tiles"),
    [
        ("1:blue 2:green,orange 3:yellow", ""),  # white missing
        ("1:blue,blue 2:green,orange 3:yellow,white", ""),  # blue twice
        ("0:blue 2:green,orange 3:yellow,white", ""),  # off the track
        ("17:blue 2:green,orange 3:yellow,white", ""),  # past the finish
        ("1:blue 2:green,orange 3:yellow,white", "3:oasis"),  # a camel on a tile
        ("1:blue 2:green,orange 3:yellow,white", "6:oasis 7:mirage"),  # side by side
        ("1:blue 2:green,orange 3:yellow,white", "1:oasis"),  # never on space 1
    ],
)
def test_positions_the_rules_cannot_produce(camels: str, tiles: str) -> None:
    """camel-up/setup, camel-up/desert-tile."""
    with pytest.raises(SetupError) as error:
        Position(parse_camels(camels), parse_tiles(tiles))
    assert error.value.rule in ("camel-up/setup", "camel-up/desert-tile")


def test_unknown_die() -> None:
    with pytest.raises(InvalidMoveError):
        Position(START, dice=frozenset({"purple"}))


@given(st.permutations(COLOURS), st.lists(st.integers(1, 16), min_size=5, max_size=5))
def test_notation_round_trips(colours: list[str], spaces: list[int]) -> None:
    stacks: dict[int, list[str]] = {}
    for space, colour in zip(spaces, colours, strict=True):
        stacks.setdefault(space, []).append(colour)
    parsed = parse_camels(" ".join(f"{s}:{','.join(cs)}" for s, cs in stacks.items()))
    assert parse_camels(format_camels(parsed)) == parsed
    assert Position(parsed).stacks == parsed


def test_progress_counts_every_step() -> None:
    """The CLI's progress indicator: steps rise one by one up to the announced total."""
    seen: list[tuple[int, int]] = []
    position = Position(START, parse_tiles("7:mirage"), parse_dice("blue,green,orange"))
    analysis = analyse(
        position, race_samples=2500, seed=2, progress=lambda d, t: seen.append((d, t))
    )
    desert = sum(1 for a in analysis.actions if a.kind == "desert")
    total = 1 + desert + 3
    assert seen == [(d, total) for d in range(1, total + 1)]
    assert analysis.race == analyse(position, race_samples=2500, seed=2).race
