"""Der Schatz des Pharao (Wolfgang Kramer, 1996): the rules as a pure package.

`GAME` is the object the platform talks to (the `Game` protocol of `assistant.games.base`).
Hands are hidden at the table, so the state keeps their sizes only; see `state.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from assistant.games import BY_ID
from assistant.games.base import GameSpec
from assistant.games.pharao import moves, rules
from assistant.games.pharao.moves import Move
from assistant.games.pharao.state import GAME_ID, State
from assistant.messages import Msg


class Pharao:
    """Der Schatz des Pharao behind the `Game` protocol."""

    spec: GameSpec = BY_ID[GAME_ID]

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        return rules.initial_state(setup)

    def apply(self, state: State, move: Move) -> State:
        return rules.apply(state, move)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return moves.move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return moves.move_from_json(data)

    def describe(self, move: Move) -> Msg:
        return moves.describe(move)

    def players(self, state: State) -> Sequence[str]:
        return [seat.name for seat in state.seats]

    def current_player(self, state: State) -> str | None:
        return None if state.finished else state.current.name

    def is_finished(self, state: State) -> bool:
        return state.finished

    def summary(self, state: State) -> dict[str, Any]:
        """The JSON document of `status --json` (canonical English ids)."""
        return {
            "game": GAME_ID,
            "marker": state.marker,
            "current_player": self.current_player(state),
            "finished": state.finished,
            "winners": [state.winner] if state.winner is not None else None,
            "adventures": list(state.adventures),
            "draw_pile": state.draw_pile,
            "discard_pile": state.discard_pile,
            "reshuffles": state.reshuffles,
            "plays_again": state.again,
            "may_move_marker": state.may_move_marker,
            "players": [
                {
                    "name": seat.name,
                    "hand": seat.hand,
                    "display": [card.to_json() for card in seat.display],
                    "beaten": seat.beaten,
                    "total": seat.total,
                    "next_adventure": state.target(seat),
                }
                for seat in state.seats
            ],
        }


GAME = Pharao()

__all__ = ["GAME", "Pharao"]
