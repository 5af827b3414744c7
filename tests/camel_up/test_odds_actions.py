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
    desert_spaces,
    format_camels,
    format_tiles,
    leg_odds,
    parse_bets,
    parse_camels,
    parse_dice,
    parse_leg_tiles,
    parse_tiles,
)
from assistant.games.camel_up.odds_value import (
    ActionValue,
    Seat,
    analyse,
    race_card_payout,
    to_json,
)

START = parse_camels("1:blue 2:green,orange 3:yellow,white")
CERTAIN = Position(
    parse_camels("1:green,orange,yellow 14:white 16:blue"), dice=parse_dice("white,blue")
)
"""Blue on 16 crosses with any face: the race ends this leg whatever the dice (exact odds)."""


def values(position: Position, seat: Seat | None = None, samples: int = 0) -> list[ActionValue]:
    return analyse(position, seat, race_samples=samples, seed=1).actions


def test_leg_bet_value() -> None:
    """camel-up/leg-bet: the top tile pays its face if first, 1 if second, else costs 1."""
    position = Position(START, parse_tiles("5:oasis"), parse_dice("blue,green,white"))
    leg = leg_odds(position)
    left = (("blue", (3, 2)), ("green", ()), ("white", (5, 3, 2)))
    bets = {a.colour: a for a in values(position, Seat(leg_tiles=left)) if a.kind == "bet"}
    assert set(bets) == {"blue", "white"}
    for colour, face in (("blue", 3), ("white", 5)):
        p1, p2 = leg.first[colour], leg.second[colour]
        assert bets[colour].ev == face * p1 + p2 - (1 - p1 - p2)
        assert bets[colour].face == face and bets[colour].held == 0
        assert isinstance(bets[colour].ev, Fraction)


def test_pyramid_tile_is_worth_one_coin() -> None:
    """camel-up/pyramid-tile: the coin of the tile; the die itself changes no expectation,
    not even of the bets held."""
    seat = Seat(bets=(("white", 5), ("blue", 3)))
    assert [a.ev for a in values(Position(START), seat) if a.kind == "pyramid"] == [Fraction(1)]
    no_dice = values(Position(START, dice=frozenset()))
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
    """camel-up/race-bet: P * payout - (1 - P), the payout set by the known cards of that
    colour already on the pile, only for the cards the player holds; exact when the race
    surely ends this leg."""
    race = analyse(CERTAIN, race_samples=100).race
    assert race is not None and race.exact
    seat = Seat(
        race_cards=("blue", "white"),
        winner_pile=("blue", "green", None, "blue"),
        loser_pile=("white",),
    )
    cards = {a.label: a.ev for a in values(CERTAIN, seat, 100) if a.kind in ("winner", "loser")}
    assert set(cards) == {"winner blue", "loser blue", "winner white", "loser white"}
    win, lose = race.counted_winner, race.counted_loser
    assert cards["winner blue"] == win["blue"] * 3 - (1 - win["blue"])
    assert cards["winner white"] == win["white"] * 8 - (1 - win["white"])
    assert cards["loser white"] == lose["white"] * 5 - (1 - lose["white"])
    assert cards["loser blue"] == -1
    assert all(isinstance(v, Fraction) for v in cards.values())
    assert not [a for a in values(Position(START)) if a.kind in ("winner", "loser")]


def test_actions_are_sorted_best_first() -> None:
    actions = values(Position(START, parse_tiles("7:mirage")), samples=500)
    evs = [float(a.ev) for a in actions]
    assert evs == sorted(evs, reverse=True)
    labels = [a.label for a in actions]
    assert "pyramid" in labels and "bet blue" in labels and "desert 9 oasis" in labels
    assert "winner blue" in labels and "loser white" in labels
    assert len(labels) == len(set(labels))


def test_own_tile_must_exist() -> None:
    with pytest.raises(SetupError):
        analyse(Position(START, parse_tiles("7:mirage")), Seat(own_tile=8))


def test_json_document_shape() -> None:
    """The `camel odds --json` shape: exact "p/q" strings, every colour, best first, the
    parts of each value, what is exact in the race, what is held."""
    position = Position(START, parse_tiles("5:oasis 7:mirage:ana"))
    seat = Seat(own_tile=7, bets=(("white", 5),), cards=(("winner", "blue", 8),))
    doc = json.loads(json.dumps(to_json(analyse(position, seat, race_samples=2000, seed=5))))
    assert list(doc) == ["leg", "race", "actions", "holdings"]
    for place in ("first", "second", "last"):
        assert set(doc["leg"][place]) == set(COLOURS)
        assert sum(Fraction(v) for v in doc["leg"][place].values()) == 1
    assert doc["leg"]["first"]["blue"] == str(leg_odds(position).first["blue"])
    assert "/" in doc["leg"]["first"]["blue"]
    assert doc["leg"]["race_ends"] == "0"
    race = doc["race"]
    assert set(race["winner"]) == set(COLOURS) == set(race["loser"])
    assert race["samples"] == race["simulated"] == 2000 and 0 < race["stderr"] < 0.02
    assert race["exact"] is False and race["ends_this_leg"] == "0"
    assert race["counted"]["winner"] == dict.fromkeys(COLOURS, "0")
    evs = [a["ev"] for a in doc["actions"]]
    assert evs == sorted(evs, reverse=True)
    pyramid = next(a for a in doc["actions"] if a["action"] == "pyramid")
    assert pyramid == {
        "action": "pyramid",
        "ev": 1.0,
        "exact": "1",
        "coins": 1.0,
        "held": 0.0,
        "held_race": 0.0,
    }
    bet = next(a for a in doc["actions"] if a["action"] == "bet blue")
    assert bet["tile"] == 5
    for action in doc["actions"]:
        assert action["ev"] == pytest.approx(
            action["coins"] + action["held"] + action["held_race"], abs=2e-4
        )
        if action["action"].startswith("desert"):
            assert "exact" not in action  # the race cards held make it simulated
            assert action["held"] != 0  # the own tile and the white bet
            assert 0 <= action["held_race_error"] < 0.5  # drawn from paired races
        else:
            assert "held_race_error" not in action
    assert doc["holdings"][0] == {
        "holding": "bet white",
        "tile": 5,
        "value": doc["holdings"][0]["value"],
        "exact": doc["holdings"][0]["exact"],
    }
    assert doc["holdings"][1]["holding"] == "desert 7 mirage"
    assert doc["holdings"][1]["exact"] == "191/648"
    card = doc["holdings"][2]
    assert card["holding"] == "winner blue" and card["payout"] == 8 and "exact" not in card
    certain = to_json(analyse(Position(START, dice=frozenset()), race_samples=0))
    landings = leg_odds(position).landings
    assert doc["leg"]["landings"] == {"5": str(landings[5]), "7": "191/648"}
    assert doc["leg"]["coins"] == {"ana": "191/648"}
    assert certain["race"] is None and certain["holdings"] == []
    assert certain["leg"]["first"]["white"] == "1" and certain["leg"]["first"]["blue"] == "0"
    assert all("held_race" not in a for a in certain["actions"])


def test_json_of_an_exact_race() -> None:
    doc = to_json(analyse(CERTAIN, race_samples=100))
    race = doc["race"]
    assert race["exact"] is True and race["ends_this_leg"] == "1" and race["simulated"] == 0
    assert race["stderr"] == 0
    assert sum(Fraction(p) for p in race["counted"]["winner"].values()) == 1
    for action in doc["actions"]:
        assert "exact" in action, action


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
    """The CLI's progress indicator: steps rise one by one up to the announced total (the
    leg, each desert space, each 1,000 races)."""
    seen: list[tuple[int, int]] = []
    position = Position(START, parse_tiles("7:mirage"), parse_dice("blue,green,orange"))
    analysis = analyse(
        position, race_samples=2500, seed=2, progress=lambda d, t: seen.append((d, t))
    )
    spaces = len({a.space for a in analysis.actions if a.kind == "desert"})
    total = 1 + spaces + 3
    assert seen == [(d, total) for d in range(1, total + 1)]
    assert analysis.race == analyse(position, race_samples=2500, seed=2).race


def test_leg_tiles_and_bets_notation() -> None:
    assert parse_leg_tiles("blue:3 green:- WHITE : 2") == {"blue": 3, "green": None, "white": 2}
    assert parse_leg_tiles("") == {}
    assert parse_bets("white:5, blue:3") == [("white", 5), ("blue", 3)]
    for bad in ("blue", "blue:4", "blue:3 blue:2", ":3"):
        with pytest.raises(NotationError) as error:
            parse_leg_tiles(bad)
        assert error.value.code == "input/leg-tiles"
    for bad in ("white", "white:-", "white:1"):
        with pytest.raises(NotationError) as error:
            parse_bets(bad)
        assert error.value.code == "input/bets"
    with pytest.raises(NotationError) as error:
        parse_bets("whte:5")
    assert error.value.code == "input/unknown-name"
