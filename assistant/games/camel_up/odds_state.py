"""What the odds engine is asked, for a typed position or for a player of a game.

`assistant camel odds` works on two inputs: a position typed on the command line (camels,
tiles, dice, and what the asking player has left and holds) or the state of the current
session, for any of its players, in either edition. Both become an `OddsQuestion`: the
engine's `Position` plus the player's `Seat` (the leg-bet tiles left, their race cards, the
cards known on the race piles, their desert or spectator tile, their leg-bet tiles and race
cards held, and in the second edition with 6+ players their partner's tickets and the players
they may partner with). Pure: no I/O.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from assistant.games.base import GameOverError, SetupError
from assistant.games.camel_up.odds import (
    RACE_BUDGET,
    SIDE_WORDS,
    TARGET_STDERR,
    DesertTile,
    Position,
    format_camels,
    format_tiles,
)
from assistant.games.camel_up.odds_value import (
    Analysis,
    LegTiles,
    Seat,
    Tickets,
    analyse,
    race_card_payout,
)
from assistant.games.camel_up.state import (
    COMPONENTS,
    SIDE_STEPS,
    SPEC,
    SPECTATOR_STEPS,
    State,
    colour_msg,
)
from assistant.messages import N_, Msg

RULE_LEG_BET = SPEC.rule("leg-bet")
RULE_DESERT = SPEC.rule("desert-tile")
RULE_BETTING_TICKET = SPEC.rule("betting-ticket")
RULE_SPECTATOR = SPEC.rule("spectator-tile")

ME = ("me", "moi", "io")
"""Owner names of a typed desert tile that mean the asking player (en, fr, it)."""


@dataclass(frozen=True)
class OddsQuestion:
    """A position and the player the actions are valued for.

    `player` is the asking player's name (None for a typed position: "me"); `to_play` the
    player whose turn it is (None for a typed position). `typed` tells a typed position.
    """

    position: Position
    seat: Seat = field(default_factory=Seat)
    player: str | None = None
    to_play: str | None = None
    typed: bool = True

    @property
    def edition(self) -> int:
        return self.position.edition

    @property
    def own_tile(self) -> int | None:
        return self.seat.own_tile

    def analyse(
        self,
        race_samples: int | None = None,
        seed: int | random.Random | None = None,
        progress: Callable[[int, int], None] | None = None,
        *,
        top: int | None = None,
        force: Sequence[tuple[int, int]] = (),
        target: float = TARGET_STDERR,
        budget: float | None = RACE_BUDGET,
    ) -> Analysis:
        """Leg odds, race odds (none when `race_samples` is 0; None: as many races as the
        standard error `target` needs), the actions best first and what the player holds
        (`odds_value.analyse`). A face-down card on a pile may be of any colour, so only the
        cards of known colour count towards a race card's payout: with face-down cards on a
        pile, a race card is worth at most what the engine reports."""
        return analyse(
            self.position,
            self.seat,
            race_samples=race_samples,
            seed=seed,
            progress=progress,
            top=top,
            force=force,
            target=target,
            budget=budget,
        )

    def to_json(self) -> dict[str, Any]:
        """The position and the player's situation, canonical English ids throughout."""
        own = self.position.tile_at(self.own_tile) if self.own_tile is not None else None
        seat = self.seat
        edition = self.edition
        doc: dict[str, Any] = {} if edition == 1 else {"edition": edition}
        tile_key = "spectator_tile" if edition == 2 else "desert_tile"
        doc |= {
            "camels": format_camels(self.position.stacks),
            "tiles": format_tiles(self.position.tiles, edition),
            "dice": [c for c in self.position.components.dice if c in self.position.dice],
            "player": self.player,
            "to_play": self.to_play,
            "leg_tiles": {colour: list(values) for colour, values in seat.leg_tiles},
            tile_key: None
            if own is None
            else {"space": own.space, "side": SIDE_WORDS[edition][own.side]},
            "race_cards": list(seat.race_cards),
            "race_piles": {"winner": list(seat.winner_pile), "loser": list(seat.loser_pile)},
            "bets": [{"colour": colour, "tile": face} for colour, face in seat.bets],
            "cards": [
                {"pile": pile, "colour": colour, "payout": payout}
                for pile, colour, payout in seat.cards
            ],
        }
        if seat.partner is not None or seat.partners:
            doc["partner"] = None if seat.partner is None else _tickets_json(seat.partner)
            doc["partners"] = {name: _tickets_json(t) for name, t in seat.partners}
        return doc


def _tickets_json(tickets: Tickets) -> dict[str, Any]:
    bets, pyramid = tickets
    return {"bets": [{"colour": c, "tile": f} for c, f in bets], "pyramid_tickets": pyramid}


def question_of(state: State, player: str | None = None) -> OddsQuestion:
    """The question for `player` (default: the player to move) in `state`.

    The player's race cards in hand are the colours not known to be on a pile: when some of
    their cards lie face down, a colour among these may already be played. Their cards of
    known colour on the piles are held, each worth what it pays where it lies.

    :raises GameOverError: the race is over; nothing is left to bet on.
    """
    if state.race_over or state.current is None:
        raise GameOverError(
            Msg(N_("The race is over: there are no odds left to work out.")),
            SPEC.rule("race-end"),
        )
    player = player or state.current
    steps = {**SIDE_STEPS, **SPECTATOR_STEPS}
    position = Position(
        state.position.stacks,
        tuple(DesertTile(t.space, steps[t.side], t.owner) for t in state.tiles),
        frozenset(state.dice_left),
        state.edition,
    )
    mine = state.tile_of(player)
    winner_pile = tuple(c.colour for c in state.winner_pile)
    loser_pile = tuple(c.colour for c in state.loser_pile)
    cards = tuple(
        (pile, card.colour, race_card_payout(card.colour, [c.colour for c in cards[:i]]))
        for pile, cards in (("winner", state.winner_pile), ("loser", state.loser_pile))
        for i, card in enumerate(cards)
        if card.owner == player and card.colour is not None
    )
    me = state.player(player)
    partner: Tickets | None = None
    partners: tuple[tuple[str, Tickets], ...] = ()
    if state.partnerships:
        if me.partner is not None:
            other = state.player(me.partner)
            partner = (other.leg_bets, other.pyramid_tiles)
        else:
            partners = tuple(
                (p.name, (p.leg_bets, p.pyramid_tiles))
                for p in state.players
                if p.name != player and p.partner is None
            )
    seat = Seat(
        leg_tiles=state.leg_tiles,
        race_cards=state.race_cards_left(player) if state.race_cards_in_hand(player) else (),
        winner_pile=winner_pile,
        loser_pile=loser_pile,
        own_tile=mine.space if mine is not None else None,
        bets=me.leg_bets,
        cards=cards,
        partner=partner,
        partners=partners,
    )
    return OddsQuestion(position, seat, player, state.current, typed=False)


# -- a typed position ------------------------------------------------------------------------


def leg_tiles_left(
    tops: dict[str, int | None], bets: Sequence[tuple[str, int]], edition: int = 1
) -> LegTiles:
    """The leg-bet tiles left per colour: for a colour in `tops`, from that top tile down
    (None: none left); for the others, the tiles below the lowest one the player holds, or
    all of them (second edition: 5, 3, 2, 2; holding one 2 leaves the other).

    :raises SetupError: a tile both held by the player and left on its stack (rule leg-bet).
    """
    components = COMPONENTS[edition]
    faces = components.ticket_values
    left: list[tuple[str, tuple[int, ...]]] = []
    for colour in components.racing:
        held = [face for c, face in bets if c == colour]
        if colour in tops:
            top = tops[colour]
            values = () if top is None else faces[faces.index(top) :]
        elif held:
            lowest = min(held)
            # below the last tile of that face the player took
            at = [i for i, face in enumerate(faces) if face == lowest][: held.count(lowest)]
            values = faces[at[-1] + 1 :]
        else:
            values = faces
        for face in held:
            if held.count(face) + values.count(face) > faces.count(face):
                only = held.count(face) > faces.count(face) == 1
                raise SetupError(
                    Msg(
                        N_("There is only one {colour} leg-bet tile {face}.")
                        if only
                        else N_(
                            "The {colour} leg-bet tile {face} is both held and left on its stack."
                        ),
                        {"colour": colour_msg(colour), "face": face},
                    ),
                    rule=components.rule("leg-bet"),
                )
        left.append((colour, values))
    return tuple(left)


def typed_question(
    position: Position,
    *,
    player: str | None = None,
    tops: dict[str, int | None] | None = None,
    race_cards: Sequence[str] | None = None,
    bets: Sequence[tuple[str, int]] = (),
) -> OddsQuestion:
    """The question of a typed position for its asking player: the tile owned by `me` (or
    by `player` when named) is theirs; `tops` the top leg-bet tile left per colour given;
    `race_cards` the colours still in their hand (None: all of the edition); `bets` the
    leg-bet tiles they hold.

    :raises SetupError: the player owns two tiles (rule desert-tile, spectator-tile), or a
        leg-bet tile is both held and left (rule leg-bet, betting-ticket).
    """
    edition = position.edition
    racing = position.racing
    names = {*ME, *((player.casefold(),) if player else ())}
    mine = [t for t in position.tiles if t.owner is not None and t.owner.casefold() in names]
    if len(mine) > 1:
        raise SetupError(
            Msg(
                N_("A player has one spectator tile, not two: spaces {a} and {b}.")
                if edition == 2
                else N_("A player has one desert tile, not two: spaces {a} and {b}."),
                {"a": mine[0].space, "b": mine[1].space},
            ),
            rule=position.components.rule("desert-tile"),
        )
    fresh = Seat.fresh(edition)
    seat = Seat(
        leg_tiles=leg_tiles_left(tops or {}, bets, edition) if (tops or bets) else fresh.leg_tiles,
        race_cards=tuple(c for c in racing if race_cards is None or c in race_cards),
        own_tile=mine[0].space if mine else None,
        bets=tuple(bets),
    )
    return OddsQuestion(position, seat, player)
