"""What an action is worth to a player: the change in their expected money (camel-up/leg-bet,
camel-up/desert-tile, camel-up/pyramid-tile, camel-up/race-bet, camel-up/leg-scoring),
checked against a naive enumeration written here that plays every order and face of the dice
left on a dict of lists and adds up the player's money outcome by outcome."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.camel_up.odds import (
    COLOURS,
    DesertTile,
    Position,
    desert_placements,
    parse_camels,
    parse_dice,
    parse_tiles,
)
from assistant.games.camel_up.odds_value import Seat, analyse

END = 16
PAYOUTS = (8, 5, 3, 2, 1)


def play(
    stacks: Sequence[tuple[int, Sequence[str]]],
    tiles: Mapping[int, tuple[int, str | None]],
    order: Sequence[str],
    faces: Sequence[int],
) -> tuple[list[str], list[int | None], bool]:
    """Play one outcome: (ranking back to front, the tile spaces landed on, race over)."""
    track = {s: list(cs) for s, cs in stacks}
    landed: list[int | None] = []
    for colour, face in zip(order, faces, strict=True):
        space = next(s for s, cs in track.items() if colour in cs)
        cut = track[space].index(colour)
        group = track[space][cut:]
        track[space] = track[space][:cut]
        dest = space + face
        side = 0
        if dest in tiles:
            landed.append(dest)
            side = tiles[dest][0]
            dest += side
        there = track.get(dest, [])
        track[dest] = group + there if side < 0 else there + group
        if dest > END:
            return [c for s in sorted(track) for c in track[s]], landed, True
    return [c for s in sorted(track) for c in track[s]], landed, False


def outcomes(
    stacks: Sequence[tuple[int, Sequence[str]]],
    tiles: Mapping[int, tuple[int, str | None]],
    dice: Iterable[str],
) -> list[tuple[list[str], list[int | None], bool]]:
    """Every equally likely outcome of the rest of the leg, played out."""
    pyramid = sorted(dice)
    return [
        play(stacks, tiles, order, faces)
        for order in itertools.permutations(pyramid)
        for faces in itertools.product((1, 2, 3), repeat=len(pyramid))
    ]


def naive_money(
    stacks: Sequence[tuple[int, Sequence[str]]],
    tiles: Mapping[int, tuple[int, str | None]],
    dice: Iterable[str],
    *,
    me: str = "me",
    bets: Sequence[tuple[str, int]] = (),
    cards: Sequence[tuple[str, str, int]] = (),
    played: list[tuple[list[str], list[int | None], bool]] | None = None,
) -> Fraction:
    """The expected money `me` gets from the rest of the leg: the leg-bet tiles held, paid on
    the ranking at the end of the leg; a coin per group landing on a desert tile of theirs;
    and, when the race surely ends this leg, the race cards held (payout if right, else -1).
    `played`: the outcomes, when already played out."""
    total = Fraction(0)
    every = played if played is not None else outcomes(stacks, tiles, dice)
    for ranking, landed, over in every:
        first, second = ranking[-1], ranking[-2]
        for colour, face in bets:
            total += face if colour == first else 1 if colour == second else -1
        total += sum(1 for space in landed if space is not None and tiles[space][1] == me)
        if cards:
            assert over, "the race must end this leg for the cards to be counted"
            for pile, colour, payout in cards:
                right = colour == (first if pile == "winner" else ranking[0])
                total += payout if right else -1
    return total / len(every)


def tiles_of(position: Position) -> dict[int, tuple[int, str | None]]:
    return {t.space: (t.side, t.owner) for t in position.tiles}


def pos(camels: str, tiles: str = "", dice: str = ",".join(COLOURS)) -> Position:
    return Position(parse_camels(camels), parse_tiles(tiles), parse_dice(dice))


def check_values(position: Position, seat: Seat, spaces: Iterable[int] | None = None) -> None:
    """Every action's value (leg-bet tiles, pyramid, desert) equals the naive change in the
    player's expected money; what they hold is worth its naive expectation. Race cards held
    only where the race surely ends this leg (then the race odds are exact). `spaces`: the
    desert spaces to check (default: all)."""
    analysis = analyse(position, seat, race_samples=500 if seat.cards else 0, seed=1)
    tiles = tiles_of(position)
    bets, cards = seat.bets, seat.cards
    played = outcomes(position.stacks, tiles, position.dice)
    now = naive_money(position.stacks, tiles, position.dice, bets=bets, cards=cards, played=played)
    by_label = {a.label: a for a in analysis.actions}
    checked = set(spaces) if spaces is not None else None
    for space, side in desert_placements(position, seat.own_tile):
        if checked is not None and space not in checked:
            continue
        moved = {s: t for s, t in tiles.items() if s != seat.own_tile}
        moved[space] = (side, "me")
        after = naive_money(position.stacks, moved, position.dice, bets=bets, cards=cards)
        action = by_label[f"desert {space} {'oasis' if side > 0 else 'mirage'}"]
        assert action.exact
        assert action.ev == after - now, action.label
    for colour, left in seat.leg_tiles:
        if left:
            bet = [(colour, left[0])]
            alone = naive_money(
                position.stacks, tiles, position.dice, me="", bets=bet, played=played
            )
            action = by_label[f"bet {colour}"]
            assert action.face == left[0] and action.ev == alone
    if position.dice:
        assert by_label["pyramid"].ev == 1
    assert sum((h.value or 0) for h in analysis.holdings) == now


def test_the_issue_example_ranks_the_pyramid_tile_above_two_desert_tiles() -> None:
    """The issue's worked example: `camel new --players ana,bo --start "1:green,yellow
    2:orange 3:blue,white"`, `bet white` twice; ana holds the white 5. Each desert tile next to
    the camels lowers her white bet (by 0.12, 0.40, 0.48, 0.40), so the tiles on 5 are worth
    less than the pyramid tile, those on 4 still more."""
    position = pos("1:green,yellow 2:orange 3:blue,white")
    left = tuple((c, (2,) if c == "white" else (5, 3, 2)) for c in COLOURS)
    seat = Seat(leg_tiles=left, bets=(("white", 5),))
    actions = {a.label: a for a in analyse(position, seat, race_samples=0).actions}
    lowered = {
        label: round(float(actions[label].held), 2)
        for label in ("desert 4 mirage", "desert 4 oasis", "desert 5 mirage", "desert 5 oasis")
    }
    assert lowered == {
        "desert 4 mirage": -0.12,
        "desert 4 oasis": -0.40,
        "desert 5 mirage": -0.48,
        "desert 5 oasis": -0.40,
    }
    assert round(float(actions["desert 4 mirage"].coins), 2) == 1.51
    pyramid = actions["pyramid"].ev
    assert actions["desert 4 mirage"].ev > actions["desert 4 oasis"].ev > pyramid
    assert actions["desert 5 mirage"].ev < pyramid and actions["desert 5 oasis"].ev < pyramid
    assert actions["bet white"].face == 2
    check_values(position, seat, spaces=(4, 5))  # five dice: the naive way is slow


def test_values_with_bets_and_an_own_tile_equal_the_naive_change_in_money() -> None:
    """camel-up/desert-tile, camel-up/leg-scoring: moving one's own tile also changes the
    leg-bet tiles held; the value is the whole change in expected money."""
    position = pos(
        "2:blue 4:green,orange 6:yellow 7:white", "9:mirage:me 12:oasis:bo", "blue,green,white"
    )
    seat = Seat(own_tile=9, bets=(("yellow", 5), ("white", 3), ("blue", 2)))
    check_values(position, seat)


@st.composite
def situations(draw: st.DrawFn) -> tuple[Position, Seat]:
    """Random positions with up to three dice, an own desert tile or not, and a few bets."""
    spaces = draw(st.lists(st.integers(1, 12), min_size=5, max_size=5))
    colours = draw(st.permutations(COLOURS))
    stacks: dict[int, list[str]] = {}
    for space, colour in zip(spaces, colours, strict=True):
        stacks.setdefault(space, []).append(colour)
    tiles: list[DesertTile] = []
    for owner in ("me", "bo"):
        taken = {t.space for t in tiles}
        free = [s for s in range(2, END + 1) if s not in stacks and not {s - 1, s, s + 1} & taken]
        if free and draw(st.booleans()):
            side = draw(st.sampled_from((1, -1)))
            tiles.append(DesertTile(draw(st.sampled_from(free)), side, owner))
    dice = draw(st.lists(st.sampled_from(COLOURS), min_size=1, max_size=3, unique=True))
    position = Position(
        tuple((s, tuple(cs)) for s, cs in sorted(stacks.items())), tuple(tiles), frozenset(dice)
    )
    bets = draw(st.lists(st.tuples(st.sampled_from(COLOURS), st.sampled_from((5, 3, 2)))))
    own = next((t.space for t in tiles if t.owner == "me"), None)
    return position, Seat(own_tile=own, bets=tuple(bets[:3]))


@settings(max_examples=25, deadline=None)
@given(situations())
def test_random_values_equal_the_naive_change_in_money(situation: tuple[Position, Seat]) -> None:
    check_values(*situation)


def test_race_cards_held_count_exactly_when_the_race_surely_ends() -> None:
    """camel-up/race-bet, camel-up/race-end: blue on 16 crosses whenever its die comes out,
    so the race ends this leg whatever the dice and the race odds are exact. A tile on 15
    decides whether white, landing there, ends on top of blue (oasis) or stays behind
    (mirage, which changes nothing that counts): it changes what the race cards held are
    worth, exactly."""
    position = pos("1:green,orange,yellow 14:white 16:blue", "", "white,blue")
    cards = (("winner", "white", 8), ("loser", "green", 5), ("winner", "blue", 3))
    seat = Seat(race_cards=("orange", "yellow"), cards=cards, bets=(("white", 5),))
    analysis = analyse(position, seat, race_samples=500, seed=1)
    assert analysis.race is not None and analysis.race.exact and analysis.race.simulated == 0
    check_values(position, seat)
    held = {(h.pile, h.colour): h.value for h in analysis.holdings if h.kind == "card"}
    now = naive_money(position.stacks, {}, position.dice, cards=[cards[0]])
    assert held["winner", "white"] == now
    actions = {a.label: a for a in analysis.actions}
    oasis, mirage = actions["desert 15 oasis"], actions["desert 15 mirage"]
    assert isinstance(oasis.held_race, Fraction) and oasis.held_race > 0  # white wins more
    assert mirage.held_race == 0  # white back on 14 instead of 15: the same winner
    for action in analysis.actions:
        if action.kind in ("winner", "loser"):
            assert isinstance(action.ev, Fraction), action.label
    winner = analysis.race.counted_winner
    orange = actions["winner orange"]
    assert orange.ev == winner["orange"] * 8 - (1 - winner["orange"])


@pytest.mark.parametrize("skip", [True, False])
def test_race_cards_held_are_not_valued_without_the_race(skip: bool) -> None:
    """With the race part skipped, a race card held has no value and the desert actions say
    that they did not count it (None)."""
    position = pos("1:blue 2:green,orange 3:yellow,white")
    seat = Seat(cards=(("winner", "white", 8),))
    analysis = analyse(position, seat, race_samples=0 if skip else 2000, seed=3)
    card = next(h for h in analysis.holdings if h.kind == "card")
    desert = [a for a in analysis.actions if a.kind == "desert"]
    if skip:
        assert card.value is None and all(a.held_race is None for a in desert)
    else:
        assert isinstance(card.value, float)
        assert any(isinstance(a.held_race, float) and a.held_race for a in desert)
