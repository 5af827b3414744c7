"""Ramsès (Ravensburger): the rules package behind `assistant ramses`.

The assistant follows the cards, the turns, the advanced game's tokens and scarabs, the
special actions and the final score; where the treasures lie under the pyramids stays the
players' memory game. `GAME` implements the platform's `Game` protocol.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from assistant.games import BY_ID
from assistant.games.base import GameSpec
from assistant.games.ramses import moves, rules, scoring
from assistant.games.ramses.moves import (
    CardSpec,
    Duel,
    Found,
    Miss,
    Move,
    Reveal,
    Scorpion,
    Special,
    Token,
    parse_card,
)
from assistant.games.ramses.report import report
from assistant.games.ramses.state import Card, Seat, State, title_for
from assistant.messages import Msg

__all__ = [
    "GAME",
    "Card",
    "CardSpec",
    "Duel",
    "Found",
    "Miss",
    "Move",
    "Ramses",
    "Reveal",
    "Scorpion",
    "Seat",
    "Special",
    "State",
    "Token",
    "parse_card",
    "report",
    "title_for",
]


class Ramses:
    """The `Game` protocol for Ramsès: base, advanced and solo games."""

    spec: GameSpec = BY_ID["ramses"]

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
        return state.names

    def current_player(self, state: State) -> str | None:
        return state.current

    def is_finished(self, state: State) -> bool:
        return state.finished

    def summary(self, state: State) -> dict[str, Any]:
        return scoring.summary(state)

    def score(self, state: State) -> dict[str, Any]:
        return scoring.score(state)


GAME = Ramses()
