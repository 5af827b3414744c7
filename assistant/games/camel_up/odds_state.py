"""What the odds engine is asked, for a typed position or for the player to move in a game.

`assistant camel odds` works on two inputs: a position typed on the command line (camels,
desert tiles, dice) or the state of the current session. Both become an `OddsQuestion`: the
engine's `Position` plus what the player to move may still do (the leg-bet tiles left, their
own desert tile, their race cards, the cards already known on the race piles). Pure: no I/O.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from assistant.games.base import GameOverError
from assistant.games.camel_up.odds import (
    COLOURS,
    DEFAULT_RACE_SAMPLES,
    LEG_TILES,
    OASIS,
    Analysis,
    DesertTile,
    Position,
    analyse,
    format_camels,
    format_tiles,
)
from assistant.games.camel_up.state import SIDE_STEPS, SPEC, State
from assistant.messages import N_, Msg

LegTiles = tuple[tuple[str, tuple[int, ...]], ...]
Pile = tuple[str | None, ...]
"""Colours of the cards of a race pile in placement order; None for a face-down card."""


@dataclass(frozen=True)
class OddsQuestion:
    """A position and what the player to move may still do.

    `player` is None for a typed position; then every leg-bet tile (5, 3, 2) and race card is
    taken as available and both race piles as empty. `own_tile` is the space of the player's
    desert tile when it lies on the track.
    """

    position: Position
    player: str | None = None
    leg_tiles: LegTiles | None = None
    own_tile: int | None = None
    race_cards: tuple[str, ...] = COLOURS
    winner_pile: Pile = ()
    loser_pile: Pile = ()

    def analyse(
        self,
        race_samples: int = DEFAULT_RACE_SAMPLES,
        seed: int | random.Random | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> Analysis:
        """Leg odds, race odds (none when `race_samples` is 0) and the actions, best first.

        Only the cards whose colour is known count on the race piles (a face-down card may be
        of any colour), so the value of a race card is at most what the engine reports.
        """
        return analyse(
            self.position,
            race_samples=race_samples,
            seed=seed,
            leg_tiles=None if self.leg_tiles is None else dict(self.leg_tiles),
            own_tile=self.own_tile,
            race_cards=self.race_cards,
            winner_pile=[c for c in self.winner_pile if c is not None],
            loser_pile=[c for c in self.loser_pile if c is not None],
            progress=progress,
        )

    def to_json(self) -> dict[str, Any]:
        """The position and the player's options, canonical English ids throughout."""
        own = self.position.tile_at(self.own_tile) if self.own_tile is not None else None
        return {
            "camels": format_camels(self.position.stacks),
            "tiles": format_tiles(self.position.tiles),
            "dice": [c for c in COLOURS if c in self.position.dice],
            "player": self.player,
            "leg_tiles": {
                colour: list(values)
                for colour, values in (self.leg_tiles or tuple((c, LEG_TILES) for c in COLOURS))
            },
            "desert_tile": None
            if own is None
            else {"space": own.space, "side": "oasis" if own.side == OASIS else "mirage"},
            "race_cards": list(self.race_cards),
            "race_piles": {"winner": list(self.winner_pile), "loser": list(self.loser_pile)},
        }


def question_of(state: State) -> OddsQuestion:
    """The question for the player to move in `state`.

    The player's race cards are the colours not known to be on a pile: when some of their
    cards lie face down, a colour among these may already be played.

    :raises GameOverError: the race is over; nothing is left to bet on.
    """
    player = state.current
    if state.race_over or player is None:
        raise GameOverError(
            Msg(N_("The race is over: there are no odds left to work out.")),
            SPEC.rule("race-end"),
        )
    position = Position(
        state.position.stacks,
        tuple(DesertTile(t.space, SIDE_STEPS[t.side], t.owner) for t in state.tiles),
        frozenset(state.dice_left),
    )
    mine = state.tile_of(player)
    return OddsQuestion(
        position=position,
        player=player,
        leg_tiles=state.leg_tiles,
        own_tile=mine.space if mine is not None else None,
        race_cards=state.race_cards_left(player) if state.race_cards_in_hand(player) else (),
        winner_pile=tuple(c.colour for c in state.winner_pile),
        loser_pile=tuple(c.colour for c in state.loser_pile),
    )
