"""What the odds engine is asked, for a typed position or for a player of a game.

`assistant camel odds` works on two inputs: a position typed on the command line (camels,
desert tiles, dice, and what the asking player has left and holds) or the state of the
current session, for any of its players. Both become an `OddsQuestion`: the engine's
`Position` plus the player's `Seat` (the leg-bet tiles left, their race cards, the cards
known on the race piles, their desert tile, their leg-bet tiles and race cards held).
Pure: no I/O.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from assistant.games.base import GameOverError, SetupError
from assistant.games.camel_up.odds import (
    COLOURS,
    DEFAULT_RACE_SAMPLES,
    LEG_TILES,
    SIDE_NAMES,
    DesertTile,
    Position,
    format_camels,
    format_tiles,
)
from assistant.games.camel_up.odds_value import (
    FULL_LEG_TILES,
    Analysis,
    LegTiles,
    Seat,
    analyse,
    race_card_payout,
)
from assistant.games.camel_up.state import COLOUR_NAMES, SIDE_STEPS, SPEC, State
from assistant.messages import N_, Msg

RULE_LEG_BET = SPEC.rule("leg-bet")
RULE_DESERT = SPEC.rule("desert-tile")

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
    def own_tile(self) -> int | None:
        return self.seat.own_tile

    def analyse(
        self,
        race_samples: int = DEFAULT_RACE_SAMPLES,
        seed: int | random.Random | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> Analysis:
        """Leg odds, race odds (none when `race_samples` is 0), the actions best first and
        what the player holds. A face-down card on a pile may be of any colour, so only the
        cards of known colour count towards a race card's payout: with face-down cards on a
        pile, a race card is worth at most what the engine reports."""
        return analyse(
            self.position, self.seat, race_samples=race_samples, seed=seed, progress=progress
        )

    def to_json(self) -> dict[str, Any]:
        """The position and the player's situation, canonical English ids throughout."""
        own = self.position.tile_at(self.own_tile) if self.own_tile is not None else None
        seat = self.seat
        return {
            "camels": format_camels(self.position.stacks),
            "tiles": format_tiles(self.position.tiles),
            "dice": [c for c in COLOURS if c in self.position.dice],
            "player": self.player,
            "to_play": self.to_play,
            "leg_tiles": {colour: list(values) for colour, values in seat.leg_tiles},
            "desert_tile": None
            if own is None
            else {"space": own.space, "side": SIDE_NAMES[own.side]},
            "race_cards": list(seat.race_cards),
            "race_piles": {"winner": list(seat.winner_pile), "loser": list(seat.loser_pile)},
            "bets": [{"colour": colour, "tile": face} for colour, face in seat.bets],
            "cards": [
                {"pile": pile, "colour": colour, "payout": payout}
                for pile, colour, payout in seat.cards
            ],
        }


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
    position = Position(
        state.position.stacks,
        tuple(DesertTile(t.space, SIDE_STEPS[t.side], t.owner) for t in state.tiles),
        frozenset(state.dice_left),
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
    seat = Seat(
        leg_tiles=state.leg_tiles,
        race_cards=state.race_cards_left(player) if state.race_cards_in_hand(player) else (),
        winner_pile=winner_pile,
        loser_pile=loser_pile,
        own_tile=mine.space if mine is not None else None,
        bets=state.player(player).leg_bets,
        cards=cards,
    )
    return OddsQuestion(position, seat, player, state.current, typed=False)


# -- a typed position ------------------------------------------------------------------------


def leg_tiles_left(tops: dict[str, int | None], bets: Sequence[tuple[str, int]]) -> LegTiles:
    """The leg-bet tiles left per colour: for a colour in `tops`, from that top tile down
    (None: none left); for the others, the tiles below the lowest one the player holds, or
    all of them.

    :raises SetupError: a tile both held by the player and left on its stack (rule leg-bet).
    """
    left: list[tuple[str, tuple[int, ...]]] = []
    for colour in COLOURS:
        held = [face for c, face in bets if c == colour]
        if colour in tops:
            top = tops[colour]
            values = () if top is None else LEG_TILES[LEG_TILES.index(top) :]
        elif held:
            values = LEG_TILES[LEG_TILES.index(min(held)) + 1 :]
        else:
            values = LEG_TILES
        for face in held:
            if face in values or held.count(face) > 1:
                raise SetupError(
                    Msg(
                        N_("The {colour} leg-bet tile {face} is both held and left on its stack."),
                        {"colour": Msg(COLOUR_NAMES[colour]), "face": face},
                    )
                    if face in values
                    else Msg(
                        N_("There is only one {colour} leg-bet tile {face}."),
                        {"colour": Msg(COLOUR_NAMES[colour]), "face": face},
                    ),
                    rule=RULE_LEG_BET,
                )
        left.append((colour, values))
    return tuple(left)


def typed_question(
    position: Position,
    *,
    player: str | None = None,
    tops: dict[str, int | None] | None = None,
    race_cards: Sequence[str] = COLOURS,
    bets: Sequence[tuple[str, int]] = (),
) -> OddsQuestion:
    """The question of a typed position for its asking player: the desert tile owned by `me`
    (or by `player` when named) is theirs; `tops` the top leg-bet tile left per colour
    given; `race_cards` the colours still in their hand; `bets` the leg-bet tiles they hold.

    :raises SetupError: the player owns two desert tiles (rule desert-tile), or a leg-bet
        tile is both held and left (rule leg-bet).
    """
    names = {*ME, *((player.casefold(),) if player else ())}
    mine = [t for t in position.tiles if t.owner is not None and t.owner.casefold() in names]
    if len(mine) > 1:
        raise SetupError(
            Msg(
                N_("A player has one desert tile, not two: spaces {a} and {b}."),
                {"a": mine[0].space, "b": mine[1].space},
            ),
            rule=RULE_DESERT,
        )
    seat = Seat(
        leg_tiles=leg_tiles_left(tops or {}, bets) if (tops or bets) else FULL_LEG_TILES,
        race_cards=tuple(c for c in COLOURS if c in race_cards),
        own_tile=mine[0].space if mine else None,
        bets=tuple(bets),
    )
    return OddsQuestion(position, seat, player)
