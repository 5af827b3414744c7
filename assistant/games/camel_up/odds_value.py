"""What every action is worth to one player: the change in their expected money.

Built on the leg and race odds of `odds`. An action's value is what it brings the player (the
leg-bet tile, the pyramid tile's coin, the landings of their desert tile, the race card) plus
the change it makes to the expected value of what they already hold: their leg-bet tiles of
this leg and their desert tile on the track (exact), and their race cards on the piles (from
the race odds; exact only when the race surely ends this leg). Only a desert tile changes
where the camels go, so only desert actions change what is held; revealing a die (the
pyramid tile) changes no expectation, since that die would come out anyway.

The leg with each desert placement is not solved from scratch: `odds_leg.placement` follows
only the outcomes that land on the new tile, and the race odds of each placement reuse the
races played for the position (`odds_race.Sampler`), topped up on the end positions that
only the tile makes possible. Pure: no I/O, no state kept between calls.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from assistant.games.camel_up.odds import (
    COLOURS,
    DEFAULT_RACE_SAMPLES,
    LEG_TILES,
    OASIS,
    RACE_CHUNK,
    SIDE_NAMES,
    LegOdds,
    Position,
    RaceOdds,
    desert_placements,
    encode,
    fraction_text,
    leg_odds_of,
    race_odds_of,
)
from assistant.games.camel_up.odds_leg import (
    Node,
    Tally,
    difference,
    enumerate_leg,
    placement_or_scratch,
)
from assistant.games.camel_up.odds_race import Sampler
from assistant.games.camel_up.scoring import race_payout

ActionKind = Literal["bet", "pyramid", "desert", "winner", "loser"]
LegTiles = tuple[tuple[str, tuple[int, ...]], ...]
FULL_LEG_TILES: LegTiles = tuple((colour, LEG_TILES) for colour in COLOURS)

Value = Fraction | float
"""A `Fraction` when exact, a float when it rests on simulated race odds."""


def race_card_payout(colour: str, pile: Iterable[str | None]) -> int:
    """What a correct race card of `colour` pays when laid on `pile` (cards first laid first,
    None for a face-down card): 8, 5, 3, 2, then 1, by how many cards of that colour lie
    before it. A face-down card is not counted, so with some on the pile this is the most
    the card may pay."""
    return race_payout(1 + sum(1 for card in pile if card == colour))


@dataclass(frozen=True)
class Seat:
    """The asking player: what they may still take and what they already hold.

    `leg_tiles`: the leg-bet tiles left per colour, top first (the table's, shared by all).
    `race_cards`: the colours of the race cards still in their hand. `winner_pile`,
    `loser_pile`: the colours of the cards on the piles, first laid first, None when face
    down (they set what a new card pays). `own_tile`: the space of their desert tile on the
    track. `bets`: the leg-bet tiles they took this leg, (colour, face). `cards`: their race
    cards on the piles whose colour is known, (pile, colour, what it pays if right).
    """

    leg_tiles: LegTiles = FULL_LEG_TILES
    race_cards: tuple[str, ...] = COLOURS
    winner_pile: tuple[str | None, ...] = ()
    loser_pile: tuple[str | None, ...] = ()
    own_tile: int | None = None
    bets: tuple[tuple[str, int], ...] = ()
    cards: tuple[tuple[str, str, int], ...] = ()

    def pile(self, pile: str) -> tuple[str | None, ...]:
        return self.winner_pile if pile == "winner" else self.loser_pile


@dataclass(frozen=True)
class ActionValue:
    """What an action is worth to the asking player: `ev = coins + held + held_race`.

    `coins`: what it brings itself (the leg-bet tile's expected payout, the pyramid tile's
    coin, the expected landings of the desert tile this leg, the race card's expected payout).
    `held`: the change it makes to the expected value of the player's leg-bet tiles and of
    their desert tile where it lies now (exact). `held_race`: the change to their race cards
    on the piles (from the race odds; None when not worked out: the race part skipped).
    `face` is the leg-bet tile's face; `colour`, `space`, `side` name the target.
    """

    kind: ActionKind
    coins: Value
    held: Fraction = Fraction(0)
    held_race: Value | None = Fraction(0)
    colour: str | None = None
    space: int | None = None
    side: int | None = None
    face: int | None = None

    @property
    def ev(self) -> Value:
        return self.coins + self.held + (self.held_race or 0)

    @property
    def exact(self) -> bool:
        return isinstance(self.ev, Fraction)

    @property
    def label(self) -> str:
        """Canonical English words, as typed after `assistant camel`: `bet blue`, `pyramid`,
        `desert 7 oasis`, `winner blue`, `loser blue`."""
        if self.kind == "pyramid":
            return "pyramid"
        if self.kind == "desert":
            return f"desert {self.space} {SIDE_NAMES[self.side or OASIS]}"
        return f"{self.kind} {self.colour}"


@dataclass(frozen=True)
class Holding:
    """Something the asking player holds and its expected value now.

    `bet`: a leg-bet tile (`colour`, `face`); `tile`: their desert tile (`space`, `side`),
    worth its expected landings this leg; `card`: a race card on a pile (`pile`, `colour`,
    `face` = what it pays if right), None when the race part is skipped.
    """

    kind: Literal["bet", "tile", "card"]
    value: Value | None
    colour: str | None = None
    face: int | None = None
    space: int | None = None
    side: int | None = None
    pile: str | None = None

    @property
    def label(self) -> str:
        """`bet white`, `desert 7 mirage`, `winner blue`: the words that took it."""
        if self.kind == "tile":
            return f"desert {self.space} {SIDE_NAMES[self.side or OASIS]}"
        return f"{self.pile if self.kind == 'card' else 'bet'} {self.colour}"


@dataclass(frozen=True)
class Analysis:
    """Leg odds, race odds (None when skipped), the actions best first, what is held."""

    leg: LegOdds
    race: RaceOdds | None
    actions: list[ActionValue]
    holdings: list[Holding]


@dataclass
class _Change:
    """What a desert placement changes in the leg, relative to the position without it."""

    places: tuple[list[int], list[int], list[int]]
    landings: int  # on the new tile
    ended_first: list[int]
    ended_last: list[int]
    final: dict[Node, int]


def _minus(a: Sequence[int], b: Sequence[int]) -> list[int]:
    return [x - y for x, y in zip(a, b, strict=True)]


def _change(without: Tally, with_tile: Tally, space: int) -> _Change:
    places = tuple(_minus(w, o) for w, o in zip(with_tile.places(), without.places(), strict=True))
    return _Change(
        (places[0], places[1], places[2]),
        with_tile.landings[space],
        _minus(with_tile.ended_first, without.ended_first),
        _minus(with_tile.ended_last, without.ended_last),
        difference(with_tile.final, without.final),
    )


def _bets_value(
    bets: Iterable[tuple[str, int]], places: Sequence[Sequence[int]], total: int
) -> Fraction:
    """Expected payout of leg-bet tiles: the face if first, 1 if second, else -1."""
    index = {colour: i for i, colour in enumerate(COLOURS)}
    value = Fraction(0)
    for colour, face in bets:
        first, second = places[0][index[colour]], places[1][index[colour]]
        value += Fraction(face * first + second - (total - first - second), total)
    return value


def _card_value(chance: Value, payout: int) -> Value:
    """A race card's expected payout: `payout` if right, -1 if wrong."""
    return chance * payout - (1 - chance)


def _leg_and_placements(
    position: Position,
    own: int | None,
    own_side: int,
    placements: Sequence[tuple[int, int]],
    spaces: Sequence[int],
    tick: Callable[[], None],
) -> tuple[Tally, dict[tuple[int, int], _Change]]:
    """The leg of `position` (exact) and what each desert placement changes in it, from one
    enumeration without the player's own tile, shared by every placement (`odds_leg`). The
    player's tile where it lies (`own`, `own_side`) is one more placement."""
    node, mask, tiles = encode(position, without=own)
    base, recorded = enumerate_leg(node, mask, tiles, record=bool(spaces))
    tick()
    changes: dict[tuple[int, int], _Change] = {}
    actual = base
    for space in spaces:
        sides = [side for s, side in placements if s == space]
        if space == own:
            sides.append(own_side)
        without, with_tile = placement_or_scratch(base, (node, mask), recorded, tiles, space, sides)
        for side in sides:
            changes[space, side] = _change(without, with_tile[side], space)
        if space == own:
            actual = base.shifted(without, with_tile[own_side])
        tick()
    return actual, changes


def analyse(
    position: Position,
    seat: Seat | None = None,
    *,
    race_samples: int = DEFAULT_RACE_SAMPLES,
    seed: int | random.Random | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Analysis:
    """Leg odds, race odds (skipped when `race_samples` is 0), every action's value for the
    player of `seat` (default: a fresh seat, every leg-bet tile and race card available,
    nothing held) and what they hold, worth now.

    :param progress: called as `progress(done, total)` after each step of work (the leg, each
        desert space, each `RACE_CHUNK` races), for a progress indicator.
    :raises SetupError: `seat.own_tile` names a space without a desert tile.
    """
    seat = seat or Seat()
    own = seat.own_tile
    placements = desert_placements(position, own)
    own_tile = position.tile_at(own) if own is not None else None
    own_side = own_tile.side if own_tile is not None else 0
    spaces = sorted({space for space, _ in placements} | ({own} if own is not None else set()))
    chunks = -(-race_samples // RACE_CHUNK) if race_samples > 0 else 0
    total_steps = 1 + len(spaces) + chunks * (2 if seat.cards else 1)
    done = 0

    def tick() -> None:
        nonlocal done
        done += 1
        if progress is not None and done <= total_steps:
            progress(done, total_steps)

    actual, changes = _leg_and_placements(position, own, own_side, placements, spaces, tick)
    leg = leg_odds_of(actual, position.tiles)

    race: RaceOdds | None = None
    sampler = Sampler(seed if isinstance(seed, random.Random) else random.Random(seed), tick)
    if race_samples > 0:
        race = race_odds_of(actual, race_samples, sampler)
    total = actual.total
    places = actual.places()
    own_coins = Fraction(actual.landings[own], total) if own is not None else Fraction(0)
    held_bets = _bets_value(seat.bets, places, total)
    mine = changes.get((own, own_side)) if own is not None else None
    held_race = _race_changes(seat, changes, mine, total, race, sampler, race_samples)
    while done < total_steps:  # fewer races played than announced: those ending this leg
        tick()

    actions: list[ActionValue] = []
    for colour, left in seat.leg_tiles:
        if left:
            bet = _bets_value([(colour, left[0])], places, total)
            actions.append(ActionValue("bet", bet, colour=colour, face=left[0]))
    if position.dice:
        actions.append(ActionValue("pyramid", Fraction(1)))
    for space, side in placements:
        change = changes[space, side]
        moved = tuple(
            _minus(
                [a + b for a, b in zip(base_place, new, strict=True)],
                mine.places[p] if mine is not None else [0] * len(COLOURS),
            )
            for p, (base_place, new) in enumerate(zip(places, change.places, strict=True))
        )
        # `places` already include the player's own tile where it lies (`mine`): take it
        # away and put the new tile in.
        held = _bets_value(seat.bets, moved, total) - held_bets - own_coins
        actions.append(
            ActionValue(
                "desert",
                Fraction(change.landings, total),
                held,
                held_race.get((space, side), Fraction(0)),
                space=space,
                side=side,
            )
        )
    if race is not None:
        piles: tuple[ActionKind, ActionKind] = ("winner", "loser")
        for colour in COLOURS:
            if colour in seat.race_cards:
                for kind in piles:
                    payout = race_card_payout(colour, seat.pile(kind))
                    card = _card_value(race.chance(kind, colour), payout)
                    actions.append(ActionValue(kind, card, colour=colour))
    actions.sort(key=lambda a: (-a.ev, a.label))

    holdings = [
        Holding("bet", _bets_value([(colour, face)], places, total), colour=colour, face=face)
        for colour, face in seat.bets
    ]
    if own is not None:
        holdings.append(Holding("tile", own_coins, space=own, side=own_side))
    for pile, colour, payout in seat.cards:
        worth = _card_value(race.chance(pile, colour), payout) if race is not None else None
        holdings.append(Holding("card", worth, colour=colour, face=payout, pile=pile))
    return Analysis(leg, race, actions, holdings)


def _race_changes(
    seat: Seat,
    changes: Mapping[tuple[int, int], _Change],
    mine: _Change | None,
    total: int,
    race: RaceOdds | None,
    sampler: Sampler,
    samples: int,
) -> dict[tuple[int, int], Value | None]:
    """For each desert placement, the change in the expected value of the player's race
    cards on the piles: exact for the outcomes in which the race ends this leg, from the
    races played out from each end position for the others. Empty when the player holds
    no such card; None for every placement when the race part is skipped."""
    if not seat.cards:
        return {}
    if race is None:
        return dict.fromkeys(changes, None)
    index = {colour: i for i, colour in enumerate(COLOURS)}
    nothing = _Change(([], [], []), 0, [0] * len(COLOURS), [0] * len(COLOURS), {})
    mine = mine or nothing
    shifts: dict[tuple[int, int], dict[Node, int]] = {}
    moved: dict[Node, float] = {}
    for key, change in changes.items():
        shift = difference(change.final, mine.final)
        shifts[key] = shift
        for node, count in shift.items():
            moved[node] = max(moved.get(node, 0.0), float(abs(count)))
    if moved:
        # As many races again, over the end positions some tile moves weight to or from, in
        # proportion to the most any tile moves there.
        sampler.draw(moved, samples)
    result: dict[tuple[int, int], Value | None] = {}
    for key, change in changes.items():
        shift = shifts[key]
        wins, losses = sampler.mean(shift)
        value: Value = Fraction(0)
        for pile, colour, payout in seat.cards:
            c = index[colour]
            ended = change.ended_first if pile == "winner" else change.ended_last
            was = mine.ended_first if pile == "winner" else mine.ended_last
            delta: Value = Fraction(ended[c] - was[c], total)
            if shift:
                delta += (wins if pile == "winner" else losses)[c] / total
            value += delta * (payout + 1)
        result[key] = value
    return result


# --------------------------------------------------------------------------------------------
# JSON


def _rounded(value: Value, places: int = 4) -> float:
    return round(float(value), places)


def _exact(entry: dict[str, Any], value: Value | None) -> dict[str, Any]:
    if isinstance(value, Fraction):
        entry["exact"] = fraction_text(value)
    return entry


def to_json(analysis: Analysis) -> dict[str, Any]:
    """The JSON document of `assistant camel odds --json` (docs/camel-up-odds.md#json).

    `leg` holds exact fractions as "p/q" strings; `race` the race odds (null when skipped),
    with which part is exact; `actions` best first, `ev` rounded to 4 places, its parts
    `coins`, `held`, `held_race`, and `exact` ("p/q") when the whole value is exact;
    `holdings` what the player holds, with its value now.
    """
    leg = analysis.leg
    doc: dict[str, Any] = {
        "leg": {
            "first": {c: fraction_text(p) for c, p in leg.first.items()},
            "second": {c: fraction_text(p) for c, p in leg.second.items()},
            "last": {c: fraction_text(p) for c, p in leg.last.items()},
            "landings": {str(s): fraction_text(p) for s, p in leg.landings.items()},
            "race_ends": fraction_text(leg.race_ends),
            "coins": {owner: fraction_text(p) for owner, p in leg.coins.items()},
        },
        "race": None,
        "actions": [],
        "holdings": [],
    }
    cards = any(holding.kind == "card" for holding in analysis.holdings)
    race = analysis.race
    if race is not None:
        doc["race"] = {
            "winner": {c: _rounded(p) for c, p in race.winner.items()},
            "loser": {c: _rounded(p) for c, p in race.loser.items()},
            "exact": race.exact,
            "ends_this_leg": fraction_text(race.ends_this_leg),
            "counted": {
                "winner": {c: fraction_text(p) for c, p in race.counted_winner.items()},
                "loser": {c: fraction_text(p) for c, p in race.counted_loser.items()},
            },
            "samples": race.samples,
            "simulated": race.simulated,
            "stderr": _rounded(race.stderr),
        }
    for action in analysis.actions:
        entry: dict[str, Any] = {"action": action.label}
        if action.face is not None:
            entry["tile"] = action.face
        entry["ev"] = _rounded(action.ev)
        _exact(entry, action.ev)
        entry["coins"] = _rounded(action.coins)
        entry["held"] = _rounded(action.held)
        if cards:
            held_race = action.held_race
            entry["held_race"] = None if held_race is None else _rounded(held_race)
        doc["actions"].append(entry)
    for holding in analysis.holdings:
        item: dict[str, Any] = {"holding": holding.label}
        if holding.kind == "bet":
            item["tile"] = holding.face
        elif holding.kind == "card":
            item["payout"] = holding.face
        item["value"] = None if holding.value is None else _rounded(holding.value)
        doc["holdings"].append(_exact(item, holding.value))
    return doc
