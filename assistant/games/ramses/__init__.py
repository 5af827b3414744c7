"""Ramsès (Ravensburger): the rules package behind `assistant ramses`.

The assistant follows the cards, the turns, the advanced game's tokens and scarabs, the
special actions and the final score; where the treasures lie under the pyramids stays the
players' memory game. `GAME` implements the platform's `Game` interface on `BaseGame`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from assistant.games.base import BaseGame, Game, GameSpec, Standings, Step
from assistant.games.ramses import moves, rules, scoring
from assistant.games.ramses.commands import GRAMMAR
from assistant.games.ramses.moves import (
    TOKEN_NAMES,
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
from assistant.games.ramses.state import SPEC, SPECIAL_NAMES, Card, Seat, State, title_for
from assistant.messages import Msg

if TYPE_CHECKING:
    import random

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
    "title_for",
]


class Ramses(BaseGame[State, Move]):
    """The `Game` interface for Ramsès: base, advanced and solo games."""

    spec: ClassVar[GameSpec] = SPEC
    grammar = GRAMMAR
    turn_section = "turn"
    end_section = "end"

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        return rules.initial_state(setup)

    def random_setup(self, rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
        return rules.random_setup(rng, list(players))

    def advance(self, state: State, move: Move) -> Step[State]:
        return rules.advance(state, move)

    def takes_turn_in(self, state: State, move: Move) -> bool:
        return rules.slider_may_act(state, move)

    def actor(self, move: Move) -> str | None:
        return move.player

    def as_turn_of(self, state: State, player: str) -> State:
        return replace(state, turn=state.index(player), token_by=None)

    def players(self, state: State) -> Sequence[str]:
        return state.names

    def current_player(self, state: State) -> str | None:
        return state.current

    def is_finished(self, state: State) -> bool:
        return state.finished

    def standings(self, state: State) -> Standings:
        return scoring.standings(state)

    def state_json(self, state: State) -> dict[str, Any]:
        return scoring.state_json(state)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return moves.move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return moves.move_from_json(data)

    def describe(self, move: Move) -> Msg:
        return moves.describe(move)

    def format_setup(self, setup: Mapping[str, Any]) -> list[str]:
        mode = setup.get("mode", "base")
        players = list(setup.get("players") or [])
        if mode == "solo":
            return (
                ["--solo"]
                if players in ([], ["solo"])
                else ["--solo", "--players", ",".join(players)]
            )
        words = ["--players", ",".join(players)]
        return [*words, "--advanced"] if mode == "advanced" else words

    def attempt(self, move: Move) -> Msg | None:
        return moves.attempt(move)

    def random_move(self, state: State, rng: random.Random) -> Move | None:
        return rules.random_move(state, rng)

    def vocabulary(self, state: State) -> Mapping[str, Mapping[str, str]]:
        return {
            "player": {name: name for name in state.names},
            "token": dict(TOKEN_NAMES),
            "special": dict(SPECIAL_NAMES),
            "treasure": {word: word for word in state.treasures},
        }


GAME = Ramses()
_CONFORMS: Game[State, Move] = GAME
