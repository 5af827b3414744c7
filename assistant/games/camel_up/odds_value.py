"""What every action is worth to one player: the change in their expected money.

Built on the leg and race odds of `odds`, for both editions. An action's value is what it
brings the player (the leg-bet tile, the pyramid tile's coin, the landings of their desert or
spectator tile, the race card, the partner's best ticket) plus the change it makes to the
expected value of what they already hold: their leg-bet tiles of this leg, the ticket they may
copy from their partner and their tile on the track (exact), and their race cards on the piles
(from the race odds; exact only when the race surely ends this leg). Only a tile changes where
the camels go, so only tile actions change what is held; revealing a die (the pyramid tile)
changes no expectation, since that die would come out anyway.

The leg with each tile placement is not solved from scratch: `odds_leg` follows only the
outcomes that land on the new tile, and the race odds of each placement reuse the races
played for the position (`odds_race.Sampler`), topped up on the end positions that only the
tile makes possible. **Only as far as the answer needs**: asked for the `top` actions,
`analyse` bounds what each placement can be worth (the chance that a group lands on its space
at all, from the enumeration without it, and at most a third of a landing for every die still
to come) and values the placements best bound first, until no bound left can reach the
`top`-th value. Pure: no I/O, no state kept between calls.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Literal

from assistant.games.camel_up.odds import (
    COLOURS,
    LEG_TILES,
    OASIS,
    RACE_BUDGET,
    RACE_CHUNK,
    SIDE_WORDS,
    TARGET_STDERR,
    LegOdds,
    Position,
    RaceOdds,
    desert_placements,
    fraction_text,
    leg_odds_of,
    outcomes_of,
    race_odds_of,
)
from assistant.games.camel_up.odds_leg import (
    Firsts,
    Hits,
    PlacedTrack,
    RaceParts,
    Tally,
    combine,
    difference,
    enumerate_leg,
    landings_both,
    landings_on,
    landings_watched,
    placement,
    race_without,
)
from assistant.games.camel_up.odds_paired import Drawn, Pairs, paired_changes
from assistant.games.camel_up.odds_race import Sampler
from assistant.games.camel_up.odds_track import Node
from assistant.games.camel_up.scoring import race_payout
from assistant.games.camel_up.state import COMPONENTS, CRAZY, GREY

ActionKind = Literal["bet", "pyramid", "desert", "spectator", "winner", "loser", "partner"]
LegTiles = tuple[tuple[str, tuple[int, ...]], ...]
FULL_LEG_TILES: LegTiles = tuple((colour, LEG_TILES) for colour in COLOURS)
Tickets = tuple[tuple[tuple[str, int], ...], int]
"""A player's tickets this leg: their leg-bet tiles (colour, face) and their pyramid tiles."""

Value = Fraction | float
"""A `Fraction` when exact, a float when it rests on simulated race odds."""

PAIRED_SHARE = 8
"""With race cards held, one paired sample of what the tile placements change in them
(`odds_paired`) for every so many races the race odds played."""
PAIRED_LEAST = 100
"""The fewest paired samples."""
SCREEN_SAMPLES = 400
"""Without race cards held, the most paired samples of the leg alone that screen the tile
placements for the best actions asked for."""
SCREEN_ROUND = 100
"""They are played so many at a time, and no more once more could leave out no other
placement."""

SCREEN = 3.0
"""With race cards held, a placement is left out when its bound without the race cards
plus the change drawn in them and this many standard errors cannot reach the best
actions asked for."""

Placement = tuple[int, int]

PER_DIE = 1 / 3
"""A die lands a group on a given space with a chance of at most one in three (one face of
three; the grey die: one face of six for each crazy camel)."""


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
    down (they set what a new card pays). `own_tile`: the space of their tile on the
    track. `bets`: the leg-bet tiles they took this leg, (colour, face). `cards`: their race
    cards on the piles whose colour is known, (pile, colour, what it pays if right).
    Second edition, 6+ players: `partner`, the tickets of their partner of this leg (they
    may copy the best one); `partners`, the players they may enter a partnership with now,
    with their tickets. The defaults are those of the first edition (`Seat.fresh(2)` for
    the second).
    """

    leg_tiles: LegTiles = FULL_LEG_TILES
    race_cards: tuple[str, ...] = COLOURS
    winner_pile: tuple[str | None, ...] = ()
    loser_pile: tuple[str | None, ...] = ()
    own_tile: int | None = None
    bets: tuple[tuple[str, int], ...] = ()
    cards: tuple[tuple[str, str, int], ...] = ()
    partner: Tickets | None = None
    partners: tuple[tuple[str, Tickets], ...] = ()

    @classmethod
    def fresh(cls, edition: int = 1) -> Seat:
        """Every leg-bet tile and race card of the edition available, nothing held."""
        components = COMPONENTS[edition]
        return cls(leg_tiles=components.full_tickets(), race_cards=components.racing)

    def pile(self, pile: str) -> tuple[str | None, ...]:
        return self.winner_pile if pile == "winner" else self.loser_pile


@dataclass(frozen=True)
class ActionValue:
    """What an action is worth to the asking player: `ev = coins + held + held_race`.

    `coins`: what it brings itself (the leg-bet tile's expected payout, the pyramid tile's
    coin, the expected landings of the tile this leg, the race card's expected payout, the
    partner's best ticket). `held`: the change it makes to the expected value of the
    player's leg-bet tiles, of the ticket they copy from their partner and of their tile
    where it lies now (exact). `held_race`: the change to their race cards on the piles
    (from the race odds; None when not worked out: the race part skipped). `face` is the
    leg-bet tile's face; `colour`, `space`, `side`, `partner` name the target.
    """

    kind: ActionKind
    coins: Value
    held: Fraction = Fraction(0)
    held_race: Value | None = Fraction(0)
    colour: str | None = None
    space: int | None = None
    side: int | None = None
    face: int | None = None
    partner: str | None = None
    error: float | None = None
    """The standard error of `held_race` when it is drawn from paired races (a tile
    placement with race cards held, the race going on after this leg); None otherwise."""

    @property
    def ev(self) -> Value:
        race = self.held_race
        return self.coins + self.held + (0 if race is None else race)

    @property
    def exact(self) -> bool:
        return isinstance(self.ev, Fraction)

    @property
    def label(self) -> str:
        """Canonical English words, as typed after `assistant camel`: `bet blue`, `pyramid`,
        `desert 7 oasis`, `spectator 7 cheering`, `winner blue`, `loser blue`, `partner bo`."""
        if self.kind == "pyramid":
            return "pyramid"
        if self.kind in ("desert", "spectator"):
            edition = 2 if self.kind == "spectator" else 1
            return f"{self.kind} {self.space} {SIDE_WORDS[edition][self.side or OASIS]}"
        if self.kind == "partner":
            return f"partner {self.partner}"
        return f"{self.kind} {self.colour}"


@dataclass(frozen=True)
class Holding:
    """Something the asking player holds and its expected value now.

    `bet`: a leg-bet tile (`colour`, `face`); `tile`: their tile (`space`, `side`), worth its
    expected landings this leg; `card`: a race card on a pile (`pile`, `colour`, `face` =
    what it pays if right), None when the race part is skipped; `partner`: the ticket they
    may copy from their partner (`partner` names them).
    """

    kind: Literal["bet", "tile", "card", "partner"]
    value: Value | None
    colour: str | None = None
    face: int | None = None
    space: int | None = None
    side: int | None = None
    pile: str | None = None
    partner: str | None = None
    edition: int = 1

    @property
    def label(self) -> str:
        """`bet white`, `desert 7 mirage`, `spectator 7 booing`, `winner blue`, `partner`:
        the words that took it."""
        if self.kind == "tile":
            word = "spectator" if self.edition == 2 else "desert"
            return f"{word} {self.space} {SIDE_WORDS[self.edition][self.side or OASIS]}"
        if self.kind == "partner":
            return "partner" if self.partner is None else f"partner {self.partner}"
        return f"{self.pile if self.kind == 'card' else 'bet'} {self.colour}"


@dataclass(frozen=True)
class Unvalued:
    """A tile placement left out because it cannot reach the actions asked for: worth at
    most `bound`."""

    kind: ActionKind
    space: int
    side: int
    bound: float


@dataclass(frozen=True)
class Analysis:
    """Leg odds, race odds (None when skipped), the actions best first, what is held, and
    the tile placements not valued (`unvalued`, when only the best actions were asked for).
    """

    leg: LegOdds
    race: RaceOdds | None
    actions: list[ActionValue]
    holdings: list[Holding]
    unvalued: list[Unvalued]
    edition: int = 1


# -- what is held, as a function of the leg's outcome ----------------------------------------


def _ticket_reward(colour: str, face: int, first: str, second: str) -> int:
    return face if colour == first else 1 if colour == second else -1


def _copy_reward(tickets: Tickets, first: str, second: str) -> int:
    """What a partner copies from `tickets`: the best reward, when positive (a pyramid
    ticket is worth 1), else nothing."""
    bets, pyramid = tickets
    best = 1 if pyramid else 0
    for colour, face in bets:
        best = max(best, _ticket_reward(colour, face, first, second))
    return best


def _leg_value(
    pairs: Mapping[tuple[int, int], int],
    racing: Sequence[str],
    total: int,
    bets: Iterable[tuple[str, int]] = (),
    partner: Tickets | None = None,
) -> Fraction:
    """Expected payout of leg-bet tiles (the face if first, 1 if second, else -1) and of
    the partner's ticket copied, over the outcomes counted by `pairs` ((first, second):
    count)."""
    bets = tuple(bets)
    if not bets and partner is None:
        return Fraction(0)
    value = 0
    for (a, b), count in pairs.items():
        first, second = racing[a], racing[b]
        amount = sum(_ticket_reward(colour, face, first, second) for colour, face in bets)
        if partner is not None:
            amount += _copy_reward(partner, first, second)
        value += amount * count
    return Fraction(value, total)


def _card_value(chance: Value, payout: int) -> Value:
    """A race card's expected payout: `payout` if right, -1 if wrong."""
    return chance * payout - (1 - chance)


# -- the analysis ----------------------------------------------------------------------------


@dataclass
class _Change:
    """What a placement changes, from the base (the leg without the player's own tile)."""

    landings: int  # on the new tile
    pairs: dict[tuple[int, int], int] | None  # the leg's outcomes with the tile, or None
    ends: dict[tuple[int, int, int], int]  # the race ending this leg, with minus without
    final: dict[Node, int]  # the end positions, with minus without
    pre: dict[tuple[int, Node], int] = field(default_factory=dict)
    """With `_Work.pre`: the outcomes that go on, by the node before the last die (as it
    goes without the tile), with minus without; `final` then only puts right the last
    die's landings on the tile."""


class _Work:
    """The shared work of one analysis, worked out once: the leg, what bounds each tile
    placement, and each placement's change.

    First edition: the leg without the player's own tile (`base`) and its first landings on
    every free space (`odds_leg.enumerate_leg` with `watch`); a placement follows only the
    outcomes that land on it (`landings_on`, `placement`), and the tile where it lies is one
    more placement. Second edition: the leg as it is, counting its landings on every space
    for the bounds (`Hits`). When the player holds something a tile changes (and their tile
    is not on the track), its first landings on every free space too, and the outcomes that
    never land on each (`never`): a placement follows only those that land (`placement`).
    When only a tile's landings are wanted, the first landings on the spaces `_watched`
    names (`landings_watched`); elsewhere, and when the player's tile moves, a
    placement plays the leg again with the tile, sharing its moves (`landings_both`, both
    sides at once, or `enumerate_leg` on a `PlacedTrack`).
    """

    def __init__(
        self,
        position: Position,
        own: int | None,
        watch: Sequence[int],
        finals: bool,
        never: bool = False,
        tickets: bool = False,
    ) -> None:
        self.position = position
        self.finals = finals
        self.landings_only = not never
        """A placement is worth its landings alone (nothing held that a tile changes)."""
        self.own = own
        # With race cards held, no ticket and no tile of the player's on the track, a
        # placement's race changes are drawn from the nodes before the last die
        # (`_Change.pre`): neither an end position nor a ranking is built.
        self.pre = finals and never and own is None and not tickets
        self.second = position.edition == 2
        self.track = position.track(without=None if self.second else own)
        self.node = self.track.encode(position.stacks)
        self.mask = self.track.dice_mask(position.dice)
        self.hits = Hits()
        if self.second:
            # Watched (when what the player holds makes a placement play the whole leg):
            # a placement then follows only the outcomes that land on it.
            base, firsts = enumerate_leg(
                self.track,
                self.node,
                self.mask,
                watch,
                finals and not self.pre,
                self.hits,
                passive=not finals,
                never=never,
            )
        else:
            base, firsts = enumerate_leg(
                self.track, self.node, self.mask, watch, finals and not self.pre, never=never
            )
        self.base = base
        self.firsts: Firsts = firsts or Firsts(base.total, 0, [], {}, {}, {})
        self.changes: dict[tuple[int, int], _Change] = {}
        self.moved = 0.0
        if self.second and own is not None:
            # The player's tile moved away: from a landing on its old space on, the leg
            # goes otherwise, and a die may then take a group onto the new space with one
            # face in three at most (the dice still to come after each such landing).
            self.moved = self.hits.later(own) / (3 * base.total)
        tiles = self.track.tiles.items()
        self.cheers = sorted(s for s, step in tiles if step > 0 and s != own)

    def bound(self, space: int) -> tuple[float, float]:
        """At most how many landings a tile on `space` may see, and at most the chance
        that one lands there at all."""
        if self.second:
            most = self.hits.most(space) / (3 * self.base.total) + self.moved
            firsts = self.firsts
            if space in firsts.fields:  # the first landings, exact (no tile of theirs moved)
                # (only those that may change the leg, when `effective`: what a placement
                # may swing in what the player holds)
                chance = firsts.landed(space) / firsts.total
                if firsts.effective:
                    return most, chance
                return min(most, firsts.bound(space, PER_DIE)), chance
            return most, min(1.0, most)
        firsts = self.firsts
        return firsts.bound(space, PER_DIE), firsts.landed(space) / firsts.total

    def closer(self, space: int, side: int) -> float | None:
        """A tighter bound on the landings a tile on `space`, `side` up, may see (second
        edition: `Hits.most` with the side); None when there is none (the first edition's
        is tight already)."""
        if not self.second:
            return None
        most = self.hits.most(space, side, self.cheers) / (3 * self.base.total) + self.moved
        return min(most, self.bound(space)[0])

    def change(self, space: int, side: int, landings_only: bool) -> _Change:
        found = self.changes.get((space, side))
        if found is not None and (found.pairs is not None or landings_only):
            return found
        if self.second:
            found = self._change_2(space, side, landings_only)
        elif landings_only:
            found = _Change(landings_on(self.track, self.firsts, space, side), None, {}, {})
        elif self.firsts.keeps_never:
            found = self._followed(space, side)
        else:
            without, with_tile = placement(self.track, self.firsts, space, side, finals=self.finals)
            assert without is not None
            shifted = self.base.shifted(without, with_tile)
            found = _Change(
                with_tile.landings[space],
                shifted.pairs(),
                _minus_counts(with_tile.ends, without.ends),
                difference(with_tile.final, without.final),
            )
        self.changes[space, side] = found
        return found

    def _change_2(self, space: int, side: int, landings_only: bool) -> _Change:
        if landings_only:
            if space in self.firsts.fields:
                cheering, booing = landings_watched(self.track, self.firsts, space)
            else:
                cheering, booing = landings_both(self.track, self.node, self.mask, space, self.own)
            if (space, -side) not in self.changes:  # the other side, worked out with it
                self.changes[space, -side] = _Change(booing if side > 0 else cheering, None, {}, {})
            return _Change(cheering if side > 0 else booing, None, {}, {})
        if self.firsts.keeps_never:
            return self._followed(space, side)
        placed = PlacedTrack(self.track, space, side, self.own)
        tally, _ = enumerate_leg(
            placed, self.node, self.mask, (), self.finals, passive=not self.finals
        )
        return _Change(
            tally.landings[space],
            tally.pairs(),
            _minus_counts(tally.ends, self.base.ends),
            difference(tally.final, self.base.final),
        )

    def _followed(self, space: int, side: int) -> _Change:
        """A placement from the first landings on `space`: the outcomes that land there
        followed with the tile, those that never do read off the leg's packed counts."""
        race: RaceParts | None = ({}, {}) if self.pre else None
        _, plus = placement(
            self.track,
            self.firsts,
            space,
            side,
            without=False,
            finals=self.finals and not self.pre,
            passive=not self.finals,
            race=race,
        )
        ends, final = self.firsts.landing_part(space)
        landings = plus.landings[space] + self.firsts.early.get(space, 0)
        if race is not None:  # no ticket held: the outcomes by first and second not wanted
            pre, finals = race_without(self.track, self.firsts, space)
            return _Change(
                landings,
                {},
                combine(plus.ends, ends, {}),
                difference(race[1], finals),
                combine(race[0], pre, {}),
            )
        return _Change(
            landings,
            combine(self.firsts.never_pairs(space), {}, plus.pairs()),
            combine(plus.ends, ends, {}),
            difference(plus.final, final),
        )

    def actual(self, own: int | None, side: int) -> Tally:
        """The leg as it is: the base with the player's own tile where it lies."""
        if own is None or self.second:
            return self.base
        without, with_tile = placement(self.track, self.firsts, own, side, finals=self.finals)
        assert without is not None
        return self.base.shifted(without, with_tile)

    def mine(self, own: int | None, side: int) -> _Change | None:
        """What the player's own tile changes, from the base (None: nothing)."""
        if own is None or self.second:
            return None
        return self.change(own, side, False)


def _minus_counts(a: Mapping[Any, int], b: Mapping[Any, int]) -> dict[Any, int]:
    return difference(a, b)


def analyse(
    position: Position,
    seat: Seat | None = None,
    *,
    race_samples: int | None = None,
    seed: int | random.Random | None = None,
    progress: Callable[[int, int], None] | None = None,
    top: int | None = None,
    force: Iterable[tuple[int, int]] = (),
    target: float = TARGET_STDERR,
    budget: float | None = RACE_BUDGET,
) -> Analysis:
    """Leg odds, race odds, every action's value for the player of `seat` (default: a fresh
    seat of the position's edition, every leg-bet tile and race card available, nothing
    held) and what they hold, worth now.

    :param race_samples: the races the race odds stand for; 0 skips the race part (and the
        race cards); None (the default) plays as many as a standard error of `target`
        needs, within `budget` seconds.
    :param progress: called as `progress(done, total)` after each step of work (the leg, each
        tile space, each `RACE_CHUNK` races), for a progress indicator.
    :param top: value the tile placements only as far as the `top` best actions need (the
        others are listed in `Analysis.unvalued` with a bound); None values them all.
    :param force: tile placements (space, side) valued whatever `top` says.
    :raises SetupError: `seat.own_tile` names a space without a tile.
    :raises ValueError: the seat names colours of the other edition.
    """
    edition = position.edition
    seat = seat or Seat.fresh(edition)
    if any(colour not in position.racing for colour, _ in seat.leg_tiles):
        raise ValueError("the seat's leg-bet tiles are of the other edition")
    own = seat.own_tile
    placements = desert_placements(position, own)
    own_tile = position.tile_at(own) if own is not None else None
    own_side = own_tile.side if own_tile is not None else 0
    spaces = sorted({space for space, _ in placements} | ({own} if own is not None else set()))
    tick = _Ticks(progress, _steps(race_samples, len(spaces), bool(seat.cards)))
    cards_held = bool(seat.cards) and race_samples != 0
    work, actual, exact_cards = _leg_work(position, seat, spaces, own_side, cards_held)
    tick()
    leg = leg_odds_of(actual, position.tiles, outcomes_of(position))
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    sampler = Sampler(rng, tick, actual.track or work.track)
    race: RaceOdds | None = None
    if race_samples != 0:
        race = race_odds_of(actual, race_samples, sampler, target=target, budget=budget)
    base = _Base.of(actual, position.racing, seat)
    actions = _taking_actions(position, seat, base, race)
    tile_kind: ActionKind = "spectator" if edition == 2 else "desert"
    drawn = race if cards_held and not exact_cards else None
    bounds, paired = _bounds_of(
        position, seat, work, base, placements, actions, drawn, rng, tick, top, force
    )
    known = None if exact_cards else (paired or {})
    valued, unvalued = _value_placements(work, seat, base, bounds, actions, top, force, known)
    for _ in spaces:
        tick()
    cards = paired if drawn is not None else None
    if cards is not None:
        held_race: Mapping[Placement, Value | None] = {p: cards[p].race for p in valued}
    else:
        mine = work.mine(own, own_side) if cards_held else None
        changes = {p: work.changes[p] for p in valued}
        held_race = _race_changes(seat, changes, mine, base.total, race, sampler)
    tick.finish()  # fewer races played than announced
    for (space, side), held in valued.items():
        coins = Fraction(work.changes[space, side].landings, base.total)
        race_part = held_race.get((space, side), Fraction(0))
        error = cards[space, side].race_error if cards is not None else None
        actions.append(
            ActionValue(tile_kind, coins, held, race_part, space=space, side=side, error=error)
        )
    actions.sort(key=lambda a: (-a.ev, a.label))
    unvalued.sort(key=lambda u: (-u.bound, u.space, u.side))
    holdings = _holdings(seat, base, race, own_side, edition)
    return Analysis(leg, race, actions, holdings, unvalued, edition)


def _leg_work(
    position: Position, seat: Seat, spaces: Sequence[int], own_side: int, cards_held: bool
) -> tuple[_Work, Tally, bool]:
    """The shared work, the leg as it is, and whether the change a placement makes in the
    race cards held is exact: with race cards held, it is drawn from paired races
    (`odds_paired`), unless the race surely ends this leg (then the leg is followed with
    each placement to its end rankings)."""
    work = _work_of(position, seat, spaces, False)
    actual = work.actual(seat.own_tile, own_side)
    if not cards_held or actual.goes_on:
        return work, actual, False
    work = _work_of(position, seat, spaces, True)
    return work, work.actual(seat.own_tile, own_side), True


def _work_of(position: Position, seat: Seat, spaces: Sequence[int], cards: bool) -> _Work:
    """The shared work of the analysis. With `cards`, each placement is followed to the end
    rankings of the leg, for the race cards held."""
    own = seat.own_tile
    landings_only = not seat.bets and seat.partner is None and not cards
    watched = _watched(position, spaces, own, landings_only)
    tickets = bool(seat.bets) or seat.partner is not None
    return _Work(position, own, watched, cards, not landings_only, tickets)


def _bounds_of(
    position: Position,
    seat: Seat,
    work: _Work,
    base: _Base,
    placements: Sequence[Placement],
    taking: Sequence[ActionValue],
    cards: RaceOdds | None,
    rng: random.Random,
    tick: Callable[[], None],
    top: int | None,
    force: Iterable[Placement],
) -> tuple[_Bounds | _Screened, dict[Placement, Drawn] | None]:
    """What each placement may be worth (`_Bounds`), and what paired samples say of the
    placements that bound keeps, with the bounds screened by it: when the change in the
    race cards held is to be drawn (`cards`, the race odds), and when only the `top` best
    actions are wanted (a placement whose drawn value and `SCREEN` standard errors cannot
    reach them is not valued). None when neither."""
    rigorous = _Bounds(work, seat, placements, base)
    if cards is None and (top is None or work.finals or not work.second):
        return rigorous, None
    wanted = _reachable(rigorous, taking, top, force)
    if cards is None and len(wanted) <= len(set(force)):
        return rigorous, None
    fixed = [float(a.ev) for a in taking]
    paired = _paired_changes(position, seat, wanted, cards, rng, tick, fixed, top)
    cardless = _Bounds(work, replace(seat, cards=()), placements, base) if cards else rigorous
    return _Screened(rigorous, cardless, paired), paired


def _reachable(
    bounds: _Bounds, taking: Sequence[ActionValue], top: int | None, force: Iterable[Placement]
) -> list[Placement]:
    """The placements whose bound reaches the `top` best of the `taking` actions (all of
    them when `top` is None or fewer actions are taken; the `force`d ones whatever)."""
    fixed = sorted((float(a.ev) for a in taking), reverse=True)
    if top is None or len(fixed) < top:
        return list(bounds)
    forced = set(force)
    return [p for p in bounds if p in forced or bounds[p] >= fixed[top - 1]]


def _paired_changes(
    position: Position,
    seat: Seat,
    placements: Sequence[Placement],
    cards: RaceOdds | None,
    rng: random.Random,
    tick: Callable[[], None],
    fixed: Sequence[float],
    top: int | None,
) -> dict[Placement, Drawn]:
    """What paired samples say of each placement (`odds_paired`): with the race cards held
    (`cards`, the race odds), one sample for every `PAIRED_SHARE` races the race odds
    played (at least `PAIRED_LEAST`); else of the leg alone, `SCREEN_ROUND` at a time, up
    to `SCREEN_SAMPLES`, while more samples may leave out a placement that those so far
    keep (against the `top`-th value as the `fixed` values of the actions that cost nothing
    and the figures so far guess it)."""
    if not placements:
        return {}
    racing = position.racing
    tickets = None
    if seat.bets or seat.partner is not None:
        tickets = [
            [int(_leg_value({(a, b): 1}, racing, 1, seat.bets, seat.partner)) for b in range(5)]
            for a in range(5)
        ]
    tiles = {tile.space: tile.side for tile in position.tiles}
    args = (position.edition, position.stacks, tiles, position.dice, placements)
    if cards is not None:
        colours = position.track().colours
        held = [
            (0 if pile == "winner" else 1, colours.index(colour), payout + 1)
            for pile, colour, payout in seat.cards
        ]
        samples = max(PAIRED_LEAST, -(-cards.simulated // PAIRED_SHARE))
        return paired_changes(
            *args, samples, rng, cards=held, tickets=tickets, own=seat.own_tile, tick=tick
        )
    pairs = Pairs(*args, (), tickets, seat.own_tile)
    done = 0
    while True:
        for _ in range(SCREEN_ROUND):
            pairs.sample(rng.random)
        done += SCREEN_ROUND
        found = pairs.found(done)
        guess = sorted([*fixed, *(d.total for d in found.values())], reverse=True)
        if done >= SCREEN_SAMPLES or top is None or len(guess) < top:
            return found
        beat = guess[top - 1]  # the top-th value, as the figures so far guess it
        shrink = SCREEN * math.sqrt(done / SCREEN_SAMPLES)
        if not any(
            d.total + SCREEN * d.total_error >= beat > d.total + shrink * d.total_error
            for d in found.values()
        ):
            return found


def _watched(
    position: Position, spaces: Sequence[int], own: int | None, landings_only: bool
) -> list[int]:
    """The spaces whose first landings the leg's enumeration records (`_Work`). First
    edition: all. Second edition, when the player's tile lies on the track: none (a
    placement plays the leg again). Else all when a placement is worth more than its
    landings (it then follows only the outcomes landing on it); and when it is worth its
    landings alone, those that a racing camel stands within six spaces of and from which a
    crazy camel stands within four spaces with the grey die in the pyramid: there the leg
    played again with the tile can be cut down little (`SecondTrack.project`), and
    following only the outcomes from their first landing on costs less (the others are
    seldom valued: a cheap bound leaves them out)."""
    if position.edition == 1:
        return list(spaces)
    if own is not None:
        return []
    if not landings_only:
        return list(spaces)
    if GREY not in position.dice:
        return []
    crazy = min(space for space, camels in position.stacks for camel in camels if camel in CRAZY)
    racing = [space for space, camels in position.stacks if any(c not in CRAZY for c in camels)]
    return [
        space
        for space in spaces
        if crazy <= space + 4 and any(space - 6 <= where < space for where in racing)
    ]


def _steps(race_samples: int | None, spaces: int, cards: bool) -> int:
    """The steps of work `analyse` announces: the leg, each tile space, and each
    `RACE_CHUNK` races (three when their number is not set), twice when race cards are
    held (the races of the placements)."""
    chunks = -(-(race_samples or 0) // RACE_CHUNK) if race_samples else 3
    if race_samples == 0:
        chunks = 0
    return 1 + spaces + chunks * (2 if cards else 1)


class _Ticks:
    """Called after each step of work: `progress(done, total)`, never past the `total`
    announced; `finish` makes up for the steps announced and not taken."""

    def __init__(self, progress: Callable[[int, int], None] | None, total: int) -> None:
        self.progress = progress
        self.total = total
        self.done = 0

    def __call__(self) -> None:
        self.done += 1
        if self.progress is not None and self.done <= self.total:
            self.progress(self.done, self.total)

    def finish(self) -> None:
        while self.done < self.total:
            self()


@dataclass(frozen=True)
class _Base:
    """The leg as it is, for the asking player: its outcomes by first and second (`pairs`,
    over `total`), and what they hold in it now: their tile's expected landings
    (`own_coins`), and their leg-bet tiles with the ticket they copy from their partner
    (`held_leg`)."""

    racing: Sequence[str]
    total: int
    pairs: dict[tuple[int, int], int]
    own_coins: Fraction
    held_leg: Fraction

    @classmethod
    def of(cls, actual: Tally, racing: Sequence[str], seat: Seat) -> _Base:
        total = actual.total
        pairs = actual.pairs()
        own = seat.own_tile
        own_coins = Fraction(actual.landings[own], total) if own is not None else Fraction(0)
        held_leg = _leg_value(pairs, racing, total, seat.bets, seat.partner)
        return cls(racing, total, pairs, own_coins, held_leg)

    def value(
        self, bets: Iterable[tuple[str, int]] = (), partner: Tickets | None = None
    ) -> Fraction:
        """The expected payout of `bets` and of copying `partner`'s best ticket this leg."""
        return _leg_value(self.pairs, self.racing, self.total, bets, partner)


def _taking_actions(
    position: Position, seat: Seat, base: _Base, race: RaceOdds | None
) -> list[ActionValue]:
    """The actions that change nothing of what is held: a leg-bet tile of each colour left,
    the pyramid tile, a race card of each colour in hand on either pile (unless the race
    part is skipped), a partnership with each player available."""
    actions: list[ActionValue] = []
    for colour, left in seat.leg_tiles:
        if left:
            bet = base.value([(colour, left[0])])
            actions.append(ActionValue("bet", bet, colour=colour, face=left[0]))
    if position.dice:
        actions.append(ActionValue("pyramid", Fraction(1)))
    if race is not None:
        piles: tuple[ActionKind, ActionKind] = ("winner", "loser")
        for colour in position.racing:
            if colour in seat.race_cards:
                for kind in piles:
                    payout = race_card_payout(colour, seat.pile(kind))
                    card = _card_value(race.chance(kind, colour), payout)
                    actions.append(ActionValue(kind, card, colour=colour))
    for name, tickets in seat.partners:
        copy = base.value((), tickets)
        actions.append(ActionValue("partner", copy, partner=name))
    return actions


class _Bounds(dict[tuple[int, int], float]):
    """At most what each tile placement may be worth to the player: the landings it may
    see, and, by the chance that a group lands on it (or on the player's tile), at most
    all that their tickets and race cards may swing, less what their tile earns now.
    `closer(placement)`: the same with a tighter bound on the landings, worked out on
    demand (None: none)."""

    def __init__(
        self, work: _Work, seat: Seat, placements: Sequence[tuple[int, int]], base: _Base
    ) -> None:
        swing = sum(face + 1 for _, face in seat.bets)
        cards = sum(payout + 1 for _, _, payout in seat.cards)
        if seat.partner is not None:
            swing += max([1, *(face for _, face in seat.partner[0])])
        own = seat.own_tile
        own_chance = work.bound(own)[1] if own is not None else 0.0
        self.work = work
        self.rest = {
            (space, side): (work.bound(space)[1] + own_chance) * (swing + cards)
            - float(base.own_coins)
            for space, side in placements
        }
        if swing and own is None and work.firsts.keeps_never:
            self._sharper(seat, base, cards)
        super().__init__(
            {
                placement: work.bound(placement[0])[0] + self.rest[placement]
                for placement in placements
            }
        )

    def _sharper(self, seat: Seat, base: _Base, cards: int) -> None:
        """With tickets held (or a partner's copied) and no tile of the player's on the
        track, the outcomes that never land on a space pay the same with a tile there: the
        tickets may gain at most their best payout on those that land, less what they pay
        there now."""
        racing = base.racing
        best = max(
            _leg_value({(a, b): 1}, racing, 1, seat.bets, seat.partner)
            for a in range(len(racing))
            for b in range(len(racing))
            if a != b
        )
        firsts = self.work.firsts
        for space, side in self.rest:
            chance = firsts.landed(space) / firsts.total
            never = _leg_value(
                firsts.never_pairs(space), racing, base.total, seat.bets, seat.partner
            )
            gain = float(best) * chance - float(base.held_leg - never)
            self.rest[space, side] = min(self.rest[space, side], gain + chance * cards)

    def closer(self, placement: tuple[int, int]) -> float | None:
        landings = self.work.closer(*placement)
        return None if landings is None else min(self[placement], landings + self.rest[placement])


class _Screened(dict[Placement, float]):
    """What each placement may be worth, screened by paired samples (`Drawn`): for those
    drawn, the least of the `rigorous` bound, the bound without the race cards (`cardless`)
    plus the change drawn in them, and the whole change drawn, each drawn figure with
    `SCREEN` standard errors; for the others the `rigorous` bound."""

    def __init__(
        self, rigorous: _Bounds, cardless: _Bounds, paired: Mapping[Placement, Drawn]
    ) -> None:
        self.rigorous = rigorous
        self.cardless = cardless
        self.margin = {p: d.race + SCREEN * d.race_error for p, d in paired.items()}
        bounds = {}
        for p, bound in rigorous.items():
            drawn = paired.get(p)
            if drawn is not None:
                bound = min(
                    bound,
                    cardless[p] + self.margin[p],
                    drawn.total + SCREEN * drawn.total_error,
                )
            bounds[p] = bound
        super().__init__(bounds)

    def closer(self, placement: Placement) -> float | None:
        if placement not in self.margin:
            return self.rigorous.closer(placement)
        landings = self.cardless.closer(placement)
        if landings is None:
            return None
        return min(self[placement], landings + self.margin[placement])


def _value_placements(
    work: _Work,
    seat: Seat,
    base: _Base,
    bounds: _Bounds | _Screened,
    taking: Sequence[ActionValue],
    top: int | None,
    force: Iterable[Placement],
    paired: Mapping[Placement, Drawn] | None,
) -> tuple[dict[Placement, Fraction], list[Unvalued]]:
    """The tile placements valued, best bound first, as far as the `top` best actions need
    (all of them when `top` is None; the `force`d ones whatever it says): the change each
    makes to what the player holds (exact, the race cards aside), and the placements left
    out with their bound. With race cards held, the change in them is `paired` (drawn: 0
    when not there); when it is not known yet (None: the race ends this leg, it is worked
    out exactly after), only the `taking` actions say what a placement must beat."""
    forced = set(force)
    tile_kind: ActionKind = "spectator" if work.second else "desert"
    order = sorted(bounds, key=lambda p: (-bounds[p], p))
    fixed = sorted((float(a.ev) for a in taking), reverse=True)
    valued: dict[Placement, Fraction] = {}
    unvalued: list[Unvalued] = []
    values: list[float] = []
    landings_only = work.landings_only
    for space, side in order:
        if top is not None and (space, side) not in forced:
            best = sorted(fixed + ([] if paired is None else values), reverse=True)
            if len(best) >= top and bounds[space, side] < best[top - 1]:
                unvalued.append(Unvalued(tile_kind, space, side, bounds[space, side]))
                continue
            closer = bounds.closer((space, side)) if len(best) >= top else None
            if closer is not None and closer < best[top - 1]:
                unvalued.append(Unvalued(tile_kind, space, side, closer))
                continue
        change = work.change(space, side, landings_only)
        held = -base.own_coins
        if not landings_only:
            assert change.pairs is not None
            held += _leg_value(change.pairs, base.racing, base.total, seat.bets, seat.partner)
            held -= base.held_leg
        valued[space, side] = held
        drawn = paired[space, side].race if paired and (space, side) in paired else 0.0
        values.append(float(Fraction(change.landings, base.total) + held) + drawn)
    return valued, unvalued


def _holdings(
    seat: Seat, base: _Base, race: RaceOdds | None, own_side: int, edition: int
) -> list[Holding]:
    """What the player holds, worth now: their leg-bet tiles, their tile where it lies,
    their race cards on the piles (None when the race part is skipped), the ticket they
    copy from their partner."""
    holdings = [
        Holding("bet", base.value([(colour, face)]), colour=colour, face=face, edition=edition)
        for colour, face in seat.bets
    ]
    if seat.own_tile is not None:
        holdings.append(
            Holding("tile", base.own_coins, space=seat.own_tile, side=own_side, edition=edition)
        )
    for pile, colour, payout in seat.cards:
        worth = _card_value(race.chance(pile, colour), payout) if race is not None else None
        holdings.append(
            Holding("card", worth, colour=colour, face=payout, pile=pile, edition=edition)
        )
    if seat.partner is not None:
        holdings.append(Holding("partner", base.value((), seat.partner), edition=edition))
    return holdings


def _race_changes(
    seat: Seat,
    changes: Mapping[tuple[int, int], _Change],
    mine: _Change | None,
    total: int,
    race: RaceOdds | None,
    sampler: Sampler,
) -> dict[tuple[int, int], Value | None]:
    """For each tile placement, the change in the expected value of the player's race cards
    on the piles: exact for the outcomes in which the race ends this leg, from the races
    played out from each end position (or node before the last die, `_Change.pre`) for
    the others. Empty when the player holds no such
    card; None for every placement when the race part is skipped."""
    if not seat.cards:
        return {}
    if race is None:
        return dict.fromkeys(changes, None)
    index = {colour: i for i, colour in enumerate(sampler.track.racing)}
    nothing = _Change(0, None, {}, {})
    mine = mine or nothing
    shifts: dict[tuple[int, int], dict[Node, int]] = {}
    moved: dict[Node, float] = {}
    moved_pre: dict[tuple[int, Node], float] = {}
    for key, change in changes.items():
        shift = difference(change.final, mine.final)
        shifts[key] = shift
        for node, count in shift.items():
            moved[node] = max(moved.get(node, 0.0), float(abs(count)))
        for pre, count in change.pre.items():
            moved_pre[pre] = max(moved_pre.get(pre, 0.0), float(abs(count)))
    _draw_shifts(sampler, moved, moved_pre, max(race.simulated, 1))
    result: dict[tuple[int, int], Value | None] = {}
    for key, change in changes.items():
        shift = shifts[key]
        wins, losses = sampler.mean(shift, change.pre)
        value: Value = Fraction(0)
        for pile, colour, payout in seat.cards:
            c = index[colour]
            place = 0 if pile == "winner" else 2
            ended = sum(n for end, n in change.ends.items() if end[place] == c)
            was = sum(n for end, n in mine.ends.items() if end[place] == c)
            delta: Value = Fraction(ended - was, total)
            if shift or change.pre:
                delta += (wins if pile == "winner" else losses)[c] / total
            value += delta * (payout + 1)
        result[key] = value
    return result


def _draw_shifts(
    sampler: Sampler,
    moved: Mapping[Node, float],
    moved_pre: Mapping[tuple[int, Node], float],
    races: int,
) -> None:
    """As many races again as the race odds played (`races`), over the positions some tile
    moves weight to or from, in proportion to the most any tile moves there: end positions
    (`moved`) and nodes before the last die (`moved_pre`), shared between them by weight,
    each part at least one race when it weighs anything."""
    mass, mass_pre = sum(moved.values()), sum(moved_pre.values())
    if not mass + mass_pre:
        return
    share = round(races * mass_pre / (mass + mass_pre))
    if moved_pre:
        share = max(1, share)
    if moved:
        share = min(share, races - 1) if races > 1 else 0
        sampler.draw(moved, max(1, races - share))
    if moved_pre:
        sampler.draw_pre(moved_pre, max(1, share))


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
    `holdings` what the player holds, with its value now; `unvalued` (only when some tile
    placements were left out) those placements with the most each may be worth.
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
    if analysis.edition != 1:
        doc = {"edition": analysis.edition, **doc}
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
            "target": race.target,
        }
        if race.short:
            doc["race"]["short"] = True
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
            if action.error is not None:
                entry["held_race_error"] = _rounded(action.error)
        doc["actions"].append(entry)
    for holding in analysis.holdings:
        item: dict[str, Any] = {"holding": holding.label}
        if holding.kind == "bet":
            item["tile"] = holding.face
        elif holding.kind == "card":
            item["payout"] = holding.face
        item["value"] = None if holding.value is None else _rounded(holding.value)
        doc["holdings"].append(_exact(item, holding.value))
    if analysis.unvalued:
        doc["unvalued"] = [
            {
                "action": ActionValue(u.kind, 0, space=u.space, side=u.side).label,
                "at_most": _rounded(u.bound),
            }
            for u in analysis.unvalued
        ]
    return doc
