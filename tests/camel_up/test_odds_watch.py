"""Second edition (camel-up/spectator-tile, camel-up/movement-2): a spectator placement
worked out from the first landings of the leg's own enumeration (`enumerate_leg` with
`watch`: the outcomes that never land on a space counted apart in packed fields, and only
those that land followed again with the tile) equals the leg enumerated again with the
tile in place (`enumerate_leg` on a `PlacedTrack`, itself checked against the rules played
out in `test_odds_edition2.py`): its landings, the leg's outcomes by first and second (what
tickets and a partner's copy are worth), the race's ends and the end positions of the leg
(what race cards are worth), on random positions with and without the crazy camels left
out once the grey die is out; the landings alone (`landings_watched`) equal the short way
(`landings_both`); and the values of every action with tickets held and a partner equal
the player's money added up outcome by outcome through the rules. First edition
(camel-up/desert-tile), with tickets held: the same, against the base less the outcomes
that land as they go without the tile plus as they go with it (`test_odds_leg.py` checks
that against the leg solved again)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction

import pytest
from hypothesis import given, settings

from assistant.games.camel_up.odds import DesertTile, Position, desert_placements, parse_camels
from assistant.games.camel_up.odds_leg import (
    PlacedTrack,
    combine,
    difference,
    enumerate_leg,
    landings_both,
    landings_watched,
)
from assistant.games.camel_up.odds_track import MASK_DICE, Node, Track
from assistant.games.camel_up.odds_value import Seat, _Work, analyse
from assistant.games.camel_up.state import RACING_2
from tests.camel_up.test_odds_edition2 import money, random_position
from tests.camel_up.test_odds_leg import positions
from tests.camel_up.test_odds_leg2 import near_the_end


def the_long_way(position: Position, finals: bool, tickets: bool = True) -> None:
    """Every placement of `position` worked out from the first landings against the leg
    enumerated again with the tile. With `finals` and no `tickets` (race cards held
    alone), the end positions a placement changes come as the nodes before the last die
    (`_Change.pre`) and the last die's landings on the tile put right (`_Change.final`):
    played out (`expanded`), they are the end positions of the leg played again."""
    placements = desert_placements(position)
    spaces = sorted({space for space, _ in placements})
    work = _Work(position, None, spaces, finals, never=True, tickets=tickets)
    track, node, mask = work.track, work.node, work.mask
    base, _ = enumerate_leg(track, node, mask, (), finals, passive=not finals)
    assert work.base.ends == base.ends
    if not work.pre:
        assert work.base.pairs() == base.pairs()
        assert work.base.final == base.final and work.base.prefinal == base.prefinal
    for space, side in placements:
        whole, _ = enumerate_leg(
            PlacedTrack(track, space, side), node, mask, (), finals, passive=not finals
        )
        change = work.change(space, side, False)
        key = (position, space, side, finals)
        assert change.landings == whole.landings[space], key
        assert change.ends == difference(whole.ends, base.ends), key
        if work.pre:
            final = combine(expanded(track, change.pre), {}, change.final)
            assert final == difference(whole.final, base.final), key
            continue
        assert change.pairs == whole.pairs(), key
        assert change.final == difference(whole.final, base.final), key


def expanded(track: Track, pre: Mapping[tuple[int, Node], int]) -> dict[Node, int]:
    """The nodes before the last die, weighted by the outcomes that go on from them, played
    out: the end positions of the leg (every move of the last die after which the race goes
    on, on `track`)."""
    final: dict[Node, int] = {}
    for (mask, node), weight in pre.items():
        moves = [e for die in MASK_DICE[mask] for e in track.moves(node, die) if e[3] is not None]
        on = sum(e[0] for e in moves)
        assert weight % on == 0
        for w, _, _, child, _ in moves:
            assert child is not None
            final[child] = final.get(child, 0) + weight // on * w
    return {nd: count for nd, count in final.items() if count}


@pytest.mark.parametrize("seed", range(24))
def test_a_placement_from_the_first_landings_equals_the_leg_played_again(seed: int) -> None:
    rng = random.Random(seed)
    position = random_position(rng, rng.choice((2, 3, 4, 5))) if seed % 4 else near_the_end(rng)
    the_long_way(position, finals=seed % 2 == 0)


@pytest.mark.parametrize("seed", range(24))
def test_race_cards_alone_from_the_nodes_before_the_last_die(seed: int) -> None:
    """Second edition, race cards held and no ticket: a placement's end positions from
    the nodes before the last die equal the leg played again."""
    rng = random.Random(100 + seed)
    position = random_position(rng, rng.choice((2, 3, 4, 5))) if seed % 4 else near_the_end(rng)
    the_long_way(position, finals=True, tickets=False)


def test_a_leg_start_from_the_first_landings() -> None:
    for camels in (
        "1:blue,red 2:green 3:yellow,purple 14:white 16:black",
        "4:yellow,purple 7:red 8:white 10:green,blue,black",
    ):
        the_long_way(Position(parse_camels(camels, edition=2), edition=2), finals=False)


@pytest.mark.parametrize("seed", range(24))
def test_the_landings_alone_from_the_first_landings(seed: int) -> None:
    """`landings_watched` equals `landings_both`, whether the enumeration kept the
    outcomes that never land (holdings) or only the first landings (and, for the last die,
    only how many land)."""
    rng = random.Random(seed)
    position = random_position(rng, rng.choice((2, 3, 4, 5, 6))) if seed % 4 else near_the_end(rng)
    spaces = sorted({space for space, _ in desert_placements(position)})
    # the outcomes that never land kept (holdings) with the end positions built: every
    # landing a first one (not so without them: `Firsts.effective`)
    finals = seed % 2 == 0
    work = _Work(position, None, spaces, finals, never=finals and seed % 4 == 0)
    for space in spaces:
        short = landings_both(work.track, work.node, work.mask, space)
        assert landings_watched(work.track, work.firsts, space) == short, (position, space)


@pytest.mark.parametrize("seed", range(6))
def test_tickets_held_on_random_positions_are_worth_the_change_in_money(seed: int) -> None:
    """camel-up/spectator-tile, camel-up/leg-bet: with tickets held (so that every
    placement is worked out from the first landings), each spectator placement is worth the
    change in the player's expected money, outcome by outcome through the rules."""
    rng = random.Random(100 + seed)
    position = random_position(rng, rng.choice((3, 4)))
    position = Position(position.stacks, position.tiles, position.dice, 2)
    bets = tuple((colour, rng.choice((5, 3, 2))) for colour in rng.sample(RACING_2, 2))
    fresh = Seat.fresh(2)
    seat = Seat(leg_tiles=fresh.leg_tiles, race_cards=fresh.race_cards, bets=bets)
    analysis = analyse(position, seat, race_samples=0)
    held = money(position, bets=bets)
    spectators = [a for a in analysis.actions if a.kind == "spectator"]
    assert len(spectators) == len(desert_placements(position))
    for action in spectators:
        assert action.space is not None and action.side is not None
        placed = position.with_tile(DesertTile(action.space, action.side, "me"))
        assert action.ev == money(placed, bets=bets) - held, (position, action.label)
        assert isinstance(action.ev, Fraction)


def first_edition_the_long_way(position: Position, own: int | None) -> None:
    """First edition, with the player's tile on `own` (None: none): every placement from
    the first landings and the outcomes that never land (`never=True`) equals the base less
    the outcomes that land as they go without the tile plus as they go with it."""
    spaces = sorted(
        {space for space, _ in desert_placements(position, own)} | ({own} if own else set())
    )
    for finals in (True, False):
        short = _Work(position, own, spaces, finals, never=True, tickets=True)
        long = _Work(position, own, spaces, finals)
        assert short.base == long.base
        # Race cards alone (no ticket, no tile of the player's): the end positions from the
        # nodes before the last die (`_Change.pre`), played out.
        cards = _Work(position, own, spaces, finals, never=True) if own is None else None
        for space, side in [*desert_placements(position, own)] + ([(own, 1)] if own else []):
            a, b = short.change(space, side, False), long.change(space, side, False)
            key = (position, own, space, side, finals)
            assert (a.landings, a.pairs, a.ends, a.final) == (
                b.landings,
                b.pairs,
                b.ends,
                b.final,
            ), key
            if cards is not None and finals:
                c = cards.change(space, side, False)
                final = combine(expanded(cards.track, c.pre), {}, c.final)
                assert (c.landings, c.ends, final) == (b.landings, b.ends, b.final), key


@settings(max_examples=30, deadline=None)
@given(positions(max_dice=4))
def test_first_edition_placements_from_the_first_landings(position: Position) -> None:
    first_edition_the_long_way(position, None)
    if position.tiles:
        first_edition_the_long_way(position, position.tiles[0].space)


def test_first_edition_race_start_from_the_first_landings() -> None:
    first_edition_the_long_way(Position(parse_camels("1:green,yellow 2:orange 3:blue,white")), None)


@pytest.mark.parametrize("seed", range(8))
def test_with_tickets_held_the_placements_left_out_are_bounded(seed: int) -> None:
    """With tickets held (the outcomes that never land on a space paying the same with a
    tile there), the placements left out of the best `top` are worth at most their bound,
    below the `top`-th value, and the best `top` are those of a full valuation."""
    rng = random.Random(200 + seed)
    if seed % 2:
        position = random_position(rng, rng.choice((3, 4)))
        fresh = Seat.fresh(2)
        colours = rng.sample(RACING_2, 2)
    else:
        position = Position(parse_camels("1:green,yellow 2:orange 3:blue,white"))
        fresh = Seat()
        colours = rng.sample(["blue", "green", "orange", "yellow", "white"], 2)
    bets = tuple((colour, rng.choice((5, 3, 2))) for colour in colours)
    seat = Seat(leg_tiles=fresh.leg_tiles, race_cards=fresh.race_cards, bets=bets)
    top = rng.choice((3, 5, 8))
    full = analyse(position, seat, race_samples=0)
    best = analyse(position, seat, race_samples=0, top=top, seed=seed)
    assert [a.ev for a in best.actions[:top]] == [a.ev for a in full.actions[:top]]
    values = {(a.space, a.side): float(a.ev) for a in full.actions if a.space is not None}
    for left in best.unvalued:
        assert values[left.space, left.side] <= left.bound + 1e-12
        assert left.bound < float(full.actions[top - 1].ev) + 1e-12
