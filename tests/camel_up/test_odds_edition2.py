"""Odds of the second edition (camel-up/leg-end-2, camel-up/grey-die, camel-up/crazy-camels,
camel-up/movement-2, camel-up/spectator-tile, camel-up/betting-ticket, camel-up/partnership,
camel-up/race-end-2): the exact leg odds equal a brute-force enumeration through the rules'
own `second.move_unit` and `second.crazy_to_move` (every order of the dice still to come out
of the pyramid, five a leg, every face, the grey die's six faces equally likely), the value
of every spectator placement and partnership equals the change in the player's money added
up outcome by outcome the same way, and the race odds agree with a simulation through the
rules within three standard errors."""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction
from typing import Any

import pytest

from assistant.games.base import SetupError
from assistant.games.camel_up import second
from assistant.games.camel_up.odds import (
    DesertTile,
    Position,
    leg_odds,
    parse_camels,
    parse_tiles,
    race_odds,
)
from assistant.games.camel_up.odds_value import Seat, analyse
from assistant.games.camel_up.state import CRAZY, GREY, RACING_2
from assistant.games.camel_up.state import DesertTile as StateTile
from assistant.games.camel_up.state import Position as StatePosition

Outcome = tuple[int, list[str], list[int], bool]
"""(weight, racing camels leader first, tile spaces landed on, the race ended)."""


def faces(die: str) -> list[tuple[int, str | None, int]]:
    """(weight, colour shown, value): a racing die 1-3, the grey die 1-3 in black or white."""
    if die == GREY:
        return [(1, shown, v) for shown in CRAZY for v in (1, 2, 3)]
    return [(2, None, v) for v in (1, 2, 3)]


def outcomes(position: Position) -> Iterator[Outcome]:
    """Every outcome of the rest of the leg, played through the rules, with its weight (the
    number of equally likely die draws and faces it stands for, completions included)."""
    tiles = [
        StateTile(t.space, "cheering" if t.side == 1 else "booing", t.owner or "?")
        for t in position.tiles
    ]

    def completions(left: int, draws: int) -> int:
        result = 1
        for i in range(draws):
            result *= (left - i) * 6
        return result

    def walk(
        where: StatePosition, dice: list[str], draws: int, weight: int, landed: list[int]
    ) -> Iterator[Outcome]:
        if draws == 0:
            yield weight, ranking(where), landed, False
            return
        for die in dice:
            rest = [d for d in dice if d != die]
            for w, shown, value in faces(die):
                if die == GREY:
                    assert shown is not None
                    camel, _ = second.crazy_to_move(where, shown)
                    moved = second.move_unit(where, tiles, die, camel, value, second.BACKWARD)
                else:
                    moved = second.move_unit(where, tiles, die, die, value, second.FORWARD)
                now = landed + ([moved.tile.space] if moved.tile else [])
                if moved.crossed:
                    full = weight * w * completions(len(rest), draws - 1)
                    yield full, ranking(moved.position), now, True
                else:
                    yield from walk(moved.position, rest, draws - 1, weight * w, now)

    start = StatePosition(tuple(sorted(position.stacks)))
    yield from walk(start, sorted(position.dice), len(position.dice) - 1, 1, [])


def ranking(where: StatePosition) -> list[str]:
    return [c for c in where.ranking() if c not in CRAZY]


def brute(position: Position) -> dict[str, Any]:
    total = 0
    first = dict.fromkeys(RACING_2, 0)
    second_ = dict.fromkeys(RACING_2, 0)
    last = dict.fromkeys(RACING_2, 0)
    landings = {t.space: 0 for t in position.tiles}
    ends = 0
    for weight, order, landed, ended in outcomes(position):
        total += weight
        first[order[0]] += weight
        second_[order[1]] += weight
        last[order[-1]] += weight
        for space in landed:
            landings[space] += weight
        ends += weight if ended else 0
    return {
        "first": {c: Fraction(n, total) for c, n in first.items()},
        "second": {c: Fraction(n, total) for c, n in second_.items()},
        "last": {c: Fraction(n, total) for c, n in last.items()},
        "landings": {s: Fraction(n, total) for s, n in landings.items()},
        "race_ends": Fraction(ends, total),
    }


def random_position(rng: random.Random, dice: int) -> Position:
    camels = [*RACING_2, *CRAZY]
    rng.shuffle(camels)
    stacks: dict[int, list[str]] = {}
    for camel in camels:
        near = rng.random() < 0.5
        stacks.setdefault(rng.randint(1, 16) if not near else rng.randint(6, 11), []).append(camel)
    tiles: list[DesertTile] = []
    for _ in range(rng.randint(0, 2)):
        free = [
            s for s in range(2, 17) if s not in stacks and all(abs(s - t.space) > 1 for t in tiles)
        ]
        if free:
            tiles.append(DesertTile(rng.choice(free), rng.choice((1, -1)), "ana"))
    pyramid = rng.sample([*RACING_2, GREY], dice)
    return Position(
        tuple((s, tuple(cs)) for s, cs in sorted(stacks.items())),
        tuple(tiles),
        frozenset(pyramid),
        2,
    )


@pytest.mark.parametrize("seed", range(24))
def test_exact_leg_odds_equal_the_rules_played_out(seed: int) -> None:
    rng = random.Random(seed)
    position = random_position(rng, rng.choice((2, 3, 4)))
    leg = leg_odds(position)
    expected = brute(position)
    assert leg.first == expected["first"], position
    assert leg.second == expected["second"], position
    assert leg.last == expected["last"], position
    assert leg.landings == expected["landings"], position
    assert leg.race_ends == expected["race_ends"], position


def test_a_leg_start_counts_320760_outcomes() -> None:
    """Six dice in the pyramid, five come out: 600 orders with the grey die (486 faces
    each) and 120 without (243), 320,760 outcomes; the odds of a leg start agree with the
    rules on a position where every racing camel is stacked with a crazy camel in reach."""
    start = Position(
        parse_camels("1:blue,red 2:green 3:yellow,purple 14:white 16:black", edition=2),
        edition=2,
    )
    assert leg_odds(start).outcomes == 320_760
    near = Position(
        parse_camels("4:blue,white 5:green 6:black,red,yellow 7:purple", edition=2),
        parse_tiles("9:cheering:ana", edition=2),
        frozenset({"blue", "red", "grey", "yellow"}),
        2,
    )
    leg = leg_odds(near)
    expected = brute(near)
    assert (leg.first, leg.second, leg.last) == (
        expected["first"],
        expected["second"],
        expected["last"],
    )
    assert leg.landings == expected["landings"]


def test_one_die_left_is_not_a_leg_in_progress() -> None:
    """camel-up/leg-end-2: the leg ends when one die is left in the pyramid."""
    stacks = parse_camels("1:blue,red 2:green 3:yellow,purple 14:white 16:black", edition=2)
    with pytest.raises(SetupError) as error:
        Position(stacks, dice=frozenset({"blue"}), edition=2)
    assert error.value.rule == "camel-up/leg-end-2"


def money(
    position: Position,
    *,
    bets: Sequence[tuple[str, int]] = (),
    partner: tuple[Sequence[tuple[str, int]], int] | None = None,
    me: str = "me",
) -> Fraction:
    """The player's expected money from this leg, outcome by outcome: their tickets, the
    partner's best ticket copied (when positive) and their tile's coins."""
    mine = {t.space for t in position.tiles if t.owner == me}
    total = 0
    value = 0
    for weight, order, landed, _ in outcomes(position):
        total += weight
        amount = sum(1 for space in landed if space in mine)
        first, runner = order[0], order[1]

        def reward(colour: str, face: int) -> int:
            return face if colour == first else 1 if colour == runner else -1  # noqa: B023

        amount += sum(reward(c, f) for c, f in bets)
        if partner is not None:
            best = 1 if partner[1] else 0
            for colour, face in partner[0]:
                best = max(best, reward(colour, face))
            amount += best
        value += weight * amount
    return Fraction(value, total)


POSITION = Position(
    parse_camels("3:blue,red 4:green 6:yellow,purple 9:white 11:black", edition=2),
    parse_tiles("13:booing:bo", edition=2),
    frozenset({"blue", "yellow", "grey", "red"}),
    2,
)


def test_every_spectator_placement_and_partnership_is_worth_the_change_in_money() -> None:
    """camel-up/spectator-tile, camel-up/partnership: each action's value is the change in
    the player's expected money, added up over every outcome through the rules."""
    bets = (("yellow", 5), ("blue", 2))
    partner_tickets = ((("purple", 3),), 1)
    seat = Seat.fresh(2)
    seat = Seat(
        leg_tiles=seat.leg_tiles,
        race_cards=seat.race_cards,
        bets=bets,
        partners=(("cy", partner_tickets),),
    )
    analysis = analyse(POSITION, seat, race_samples=0)
    held = money(POSITION, bets=bets)
    spectators = [a for a in analysis.actions if a.kind == "spectator"]
    assert len(spectators) == 2 * len(
        [s for s in range(2, 17) if s not in (3, 4, 6, 9, 11) and abs(s - 13) > 1]
    )
    for action in spectators:
        assert action.space is not None and action.side is not None
        placed = POSITION.with_tile(DesertTile(action.space, action.side, "me"))
        assert action.ev == money(placed, bets=bets) - held, action.label
        assert action.label.startswith("spectator ")
    (partnership,) = [a for a in analysis.actions if a.kind == "partner"]
    assert partnership.label == "partner cy"
    assert partnership.ev == money(POSITION, partner=partner_tickets)
    assert {h.label for h in analysis.holdings} == {"bet yellow", "bet blue"}


def test_moving_ones_spectator_tile_and_copying_a_partner() -> None:
    """The player's tile on 13 moves (never flips in place); the partner's best ticket held
    is valued and changes with the tile."""
    partner_tickets = ((("green", 5),), 0)
    seat = Seat(
        leg_tiles=Seat.fresh(2).leg_tiles,
        race_cards=RACING_2,
        own_tile=13,
        partner=partner_tickets,
    )
    position = Position(
        POSITION.stacks, (DesertTile(13, -1, "me"),), POSITION.dice, POSITION.edition
    )
    analysis = analyse(position, seat, race_samples=0)
    labels = {a.label for a in analysis.actions}
    assert "spectator 13 cheering" not in labels and "spectator 13 booing" not in labels
    now = money(position, partner=partner_tickets)
    for action in analysis.actions:
        if action.kind != "spectator":
            continue
        assert action.space is not None and action.side is not None
        moved = Position(
            position.stacks,
            (DesertTile(action.space, action.side, "me"),),
            position.dice,
            position.edition,
        )
        assert action.ev == money(moved, partner=partner_tickets) - now, action.label
    copied = next(h for h in analysis.holdings if h.kind == "partner")
    assert copied.value == money(POSITION, partner=partner_tickets)


def test_the_best_actions_only_value_what_they_need() -> None:
    """`top`: the placements left out are worth less than the top actions (their bound, or
    what paired samples of the leg say of them with three standard errors, says so), and
    those valued are worth what a full analysis says."""
    full = analyse(POSITION, race_samples=0)
    top = analyse(POSITION, race_samples=0, top=5, seed=5)
    assert top.actions[:5] == full.actions[:5]
    fifth = float(full.actions[4].ev)
    assert top.unvalued
    values = {a.label: float(a.ev) for a in full.actions}
    for left in top.unvalued:
        label = f"spectator {left.space} {'cheering' if left.side == 1 else 'booing'}"
        assert values[label] <= left.bound < fifth + 1e-12


def naive_race(
    position: Position, races: int, seed: int
) -> tuple[dict[str, float], dict[str, float]]:
    """Races played to the end through the rules: five dice a leg, the tiles gone after."""
    rng = random.Random(seed)
    wins = dict.fromkeys(RACING_2, 0)
    losses = dict.fromkeys(RACING_2, 0)
    tiles0 = [
        StateTile(t.space, "cheering" if t.side == 1 else "booing", "x") for t in position.tiles
    ]
    for _ in range(races):
        where = StatePosition(tuple(sorted(position.stacks)))
        pyramid: Iterable[str] = sorted(position.dice)
        tiles = tiles0
        over = False
        while not over:
            order = list(pyramid)
            rng.shuffle(order)
            for die in order[: len(order) - 1]:
                value = rng.randint(1, 3)
                if die == GREY:
                    camel, _ = second.crazy_to_move(where, rng.choice(CRAZY))
                    moved = second.move_unit(where, tiles, die, camel, value, second.BACKWARD)
                else:
                    moved = second.move_unit(where, tiles, die, die, value, second.FORWARD)
                where = moved.position
                if moved.crossed:
                    order_now = ranking(where)
                    wins[order_now[0]] += 1
                    losses[order_now[-1]] += 1
                    over = True
                    break
            pyramid = [*RACING_2, GREY]
            tiles = []
    return {c: n / races for c, n in wins.items()}, {c: n / races for c, n in losses.items()}


@pytest.mark.parametrize(
    ("camels", "dice"),
    [
        ("8:blue,red 10:green 12:yellow,purple 14:white 15:black", "blue,green,grey,purple"),
        # a leg start (the rest of the leg played again until the race goes on)
        (
            "3:blue 5:green,white 6:red 8:yellow,purple 11:black",
            "blue,green,yellow,red,purple,grey",
        ),
        # the race goes on with P < 0.01 (its end positions drawn from the leg instead)
        ("14:blue,red,green 15:yellow,purple 3:white 2:black", "blue,green,yellow,red,purple,grey"),
    ],
)
def test_race_odds_agree_with_the_rules_played_out(camels: str, dice: str) -> None:
    position = Position(parse_camels(camels, edition=2), dice=frozenset(dice.split(",")), edition=2)
    ours = race_odds(position, 6000, seed=5)
    theirs_win, theirs_lose = naive_race(position, 3000, 6)
    for colour in RACING_2:
        for mine, theirs in ((ours.winner, theirs_win), (ours.loser, theirs_lose)):
            p = theirs[colour]
            error = math.hypot(ours.stderr, math.sqrt(p * (1 - p) / 3000))
            assert abs(mine[colour] - p) <= 3 * error + 1e-9, colour
    adaptive = race_odds(position, None, seed=5)
    assert adaptive.stderr <= 0.01 and adaptive.target == 0.01


@pytest.mark.parametrize(
    ("camels", "dice", "placement", "colour"),
    [
        # a leg start: the cheering tile in front of the leading stack
        (
            "3:blue 5:green,white 6:red 8:yellow,purple 11:black",
            "blue,green,yellow,red,purple,grey",
            "spectator 9 cheering",
            "yellow",
        ),
        # mid-leg, near the finish: a booing tile on the crazy camels' way back
        (
            "8:blue,red 10:green 12:yellow,purple 14:white 15:black",
            "blue,green,grey,purple",
            "spectator 13 booing",
            "purple",
        ),
    ],
)
def test_held_race_cards_follow_a_spectator_tile(
    camels: str, dice: str, placement: str, colour: str
) -> None:
    """camel-up/race-bet, camel-up/spectator-tile: what a spectator tile changes in a race
    card held (drawn from the nodes before the leg's last die) agrees with two races played
    out through the rules, with and without the tile."""
    position = Position(parse_camels(camels, edition=2), dice=frozenset(dice.split(",")), edition=2)
    seat = Seat(
        leg_tiles=Seat.fresh(2).leg_tiles,
        race_cards=(),
        cards=(("winner", colour, 8),),
        winner_pile=(colour,),
    )
    samples = 8000
    analysis = analyse(position, seat, race_samples=samples, seed=21)
    action = next(a for a in analysis.actions if a.label == placement)
    assert isinstance(action.held_race, float) and action.space is not None
    ours = action.held_race / 9  # the change in P(colour wins), times 8 + 1
    side = 1 if placement.endswith("cheering") else -1
    placed = position.with_tile(DesertTile(action.space, side, "me"))
    races = 4000
    before, _ = naive_race(position, races, 22)
    after, _ = naive_race(placed, races, 23)
    theirs = after[colour] - before[colour]

    def se(p: float) -> float:
        return math.sqrt(p * (1 - p) / races)

    error = math.sqrt(se(after[colour]) ** 2 + 2 * se(before[colour]) ** 2)
    assert abs(ours - theirs) <= 3 * error, (ours, theirs, error)
