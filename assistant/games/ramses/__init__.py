"""Ramsès (Ravensburger): the rules package behind `assistant ramses`.

The assistant follows the cards, the turns, the advanced game's tokens and scarabs, the
special actions and the final score; where the treasures lie under the pyramids stays the
players' memory game.

The shape of every game package: `state.py` the frozen `State` and the names of things,
`moves.py` the moves (their JSON and their words), `commands.py` the grammar of the acting
commands, `rules.py` the rules (`initial_state`, `advance`, `as_turn_of`, the turn hook
`takes_turn`), `chance.py` random setups and moves, `scoring.py` the standings and the status
document (`state_json`). `GAME`, here, is what the platform talks to (the `Game` protocol of
`assistant.games.base`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from assistant.games.base import BaseGame, Game, Standings, Step
from assistant.games.ramses import chance, moves, rules, scoring
from assistant.games.ramses.commands import GRAMMAR, stung_said
from assistant.games.ramses.moves import TOKEN_NAMES, Found, Miss, Move, Scorpion
from assistant.games.ramses.state import SPEC, SPECIAL_NAMES, State
from assistant.messages import Msg

if TYPE_CHECKING:
    import random

__all__ = ["GAME", "Move", "Ramses", "State"]


class Ramses(BaseGame[State, Move]):
    """The `Game` interface for Ramsès: base, advanced and solo games."""

    spec = SPEC
    grammar = GRAMMAR
    turn_section = "turn"
    end_section = "end"

    # -- the rules ---------------------------------------------------------------------------

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        return rules.initial_state(setup)

    def advance(self, state: State, move: Move) -> Step[State]:
        return rules.advance(state, move)

    def actor(self, move: Move) -> str | None:
        return move.player

    def as_turn_of(self, state: State, player: str) -> State:
        return rules.as_turn_of(state, player)

    def takes_turn(self, state: State, move: Move) -> bool:
        return rules.takes_turn(state, move)

    # -- chance --------------------------------------------------------------------------------

    def random_setup(self, rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
        return chance.random_setup(rng, players)

    def random_move(self, state: State, rng: random.Random) -> Move | None:
        return chance.random_move(state, rng)

    # -- scoring and status ----------------------------------------------------------------------

    def standings(self, state: State) -> Standings:
        return scoring.standings(state)

    def state_json(self, state: State) -> dict[str, Any]:
        return scoring.state_json(state)

    # -- moves and words -----------------------------------------------------------------------

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return moves.move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return moves.move_from_json(data)

    def guard(self, state: State, move: Move) -> None:
        """The shared guard; during the scorpion, a treasure said found or missed is the
        sting to say (whoever uncovers a treasure is stung), before whose turn it is."""
        if isinstance(move, (Found, Miss)) and state.phase == "scorpion":
            raise stung_said(move.player)
        super().guard(state, move)

    def describe(self, move: Move, state: State | None = None) -> Msg:
        neighbour = None  # the seats never change: any state of the session names them
        if isinstance(move, Scorpion) and state is not None and move.player in state.names:
            neighbour = state.names[state.right_of(state.index(move.player))]
        return moves.describe(move, neighbour)

    def attempt(self, move: Move, state: State | None = None) -> Msg | None:
        return moves.attempt(move)

    def format_setup(self, setup: Mapping[str, Any], lang: str = "en") -> list[str]:
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

    def vocabulary(self, state: State) -> Mapping[str, Mapping[str, str]]:
        return {
            "player": {name: name for name in state.names},
            "token": dict(TOKEN_NAMES),
            "special": dict(SPECIAL_NAMES),
            "treasure": {word: word for word in state.treasures},
        }


GAME = Ramses()
_CONFORMS: Game[State, Move] = GAME
