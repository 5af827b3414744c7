"""The odds engine against the rules engine (camel-up/movement, camel-up/desert-tile,
camel-up/race-end, camel-up/ranking): on random positions of a game in the middle of a leg,
every order of the dice left and every face is played through the rules' `apply`, and the
distribution of the leg's first, second and last camel, of the desert-tile coins and of the
race ending must equal the odds engine's exact fractions.

Both engines move camels with the same `rules.roll`, but everything around it (stacks as
tuples of colours against the compact track, scoring the leg, paying the tiles) is separate,
so this ties the game and the odds together.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.camel_up import GAME
from assistant.games.camel_up.moves import Roll
from assistant.games.camel_up.odds import leg_odds
from assistant.games.camel_up.odds_state import question_of
from assistant.games.camel_up.state import (
    COLOURS,
    DIE_FACES,
    SIDES,
    TRACK_LENGTH,
    DesertTile,
    Player,
    Position,
    State,
)

PLAYERS = ("ana", "bo", "cy")


@st.composite
def middle_of_a_leg(draw: st.DrawFn, most_dice: int = 3) -> State:
    """Camels anywhere on the track (stacks in any order), up to two desert tiles with
    owners where the rules allow them, and some dice still in the pyramid."""
    order = draw(st.permutations(COLOURS))
    spaces = draw(st.lists(st.integers(1, TRACK_LENGTH), min_size=5, max_size=5))
    stacks: dict[int, list[str]] = {}
    for colour, space in zip(order, spaces, strict=True):
        stacks.setdefault(space, []).append(colour)
    tiles: list[DesertTile] = []
    for owner in draw(st.lists(st.sampled_from(PLAYERS), max_size=2, unique=True)):
        space = draw(st.integers(2, TRACK_LENGTH))
        if space in stacks or any(abs(t.space - space) <= 1 for t in tiles):
            continue
        tiles.append(DesertTile(space, draw(st.sampled_from(SIDES)), owner))
    dice = draw(st.lists(st.sampled_from(COLOURS), min_size=1, max_size=most_dice, unique=True))
    return State(
        players=tuple(Player(name) for name in PLAYERS),
        position=Position(tuple(sorted((s, tuple(c)) for s, c in stacks.items()))),
        tiles=tuple(sorted(tiles, key=lambda t: t.space)),
        dice_left=tuple(c for c in COLOURS if c in dice),
        turn=draw(st.integers(0, len(PLAYERS) - 1)),
    )


def play_out(state: State) -> tuple[dict[str, Counter[str]], Counter[str], int, int]:
    """Every order and face of the dice left, through the rules: counts of first, second and
    last, desert-tile coins per owner, races ended, over `n! * 3**n` outcomes.

    A leg that ends early (a group past the finish) counts once for every way the dice still
    in the pyramid could have come out.
    """
    places: dict[str, Counter[str]] = {"first": Counter(), "second": Counter(), "last": Counter()}
    coins: Counter[str] = Counter()
    ended = 0
    legs = len(state.legs)

    def walk(state: State, weight_left: int) -> None:
        nonlocal ended
        for colour in state.dice_left:
            for face in DIE_FACES:
                after = GAME.apply(state, Roll(state.current or "", colour, face))
                if len(after.legs) == legs:
                    walk(after, weight_left - 1)
                    continue
                left = weight_left - 1  # dice that never came out
                weight = math.factorial(left) * 3**left
                result = after.legs[-1]
                places["first"][result.first] += weight
                places["second"][result.second] += weight
                places["last"][after.position.ranking()[-1]] += weight
                for player in result.players:
                    coins[player.name] += player.desert_coins * weight
                ended += weight if after.race_over else 0

    n = len(state.dice_left)
    walk(state, n)
    return places, coins, ended, math.factorial(n) * 3**n


def check(state: State) -> None:
    odds = leg_odds(question_of(state).position)
    places, coins, ended, total = play_out(state)
    assert odds.outcomes == total
    for place, counts in places.items():
        expected = {colour: Fraction(counts[colour], total) for colour in COLOURS}
        assert getattr(odds, place) == expected, place
    owners = {tile.owner for tile in state.tiles}
    assert odds.coins == {owner: Fraction(coins[owner], total) for owner in owners}
    assert odds.race_ends == Fraction(ended, total)


@settings(max_examples=60)
@given(middle_of_a_leg())
def test_leg_odds_equal_the_rules_played_out(state: State) -> None:
    check(state)


@settings(max_examples=4)
@given(middle_of_a_leg(most_dice=5))
def test_leg_odds_equal_the_rules_played_out_with_more_dice(state: State) -> None:
    check(state)


def test_the_examples_that_matter() -> None:
    """Hand-picked: a mirage under a stack, a mirage back onto the space just left, an oasis
    on 16 that ends the race, a stack of five."""
    at = State(players=tuple(Player(name) for name in PLAYERS), position=Position(()))
    cases = [
        ("3:blue 5:green,orange,yellow 9:white", [(6, "mirage", "bo")], "green,orange,blue"),
        ("4:blue,green,orange 10:yellow,white", [(5, "mirage", "cy")], "green,orange,blue"),
        ("10:white 13:blue,green 14:orange 15:yellow", [(16, "oasis", "ana")], "blue,white,yellow"),
        (
            "2:blue,green,orange,yellow,white",
            [(4, "oasis", "ana"), (6, "mirage", "bo")],
            "blue,white,green",
        ),
    ]
    from assistant.games.camel_up.moves import parse_position

    for camels, tiles, dice in cases:
        state = replace(
            at,
            position=parse_position(camels),
            tiles=tuple(DesertTile(*tile) for tile in tiles),
            dice_left=tuple(c for c in COLOURS if c in dice.split(",")),
        )
        check(state)
