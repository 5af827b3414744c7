"""Der Schatz des Pharao (Wolfgang Kramer, 1996): the rules as a pure package.

Hands are hidden at the table, so the state keeps their sizes only (see `state.py`).

The shape of every game package: `state.py` the frozen `State` and the names of things,
`moves.py` the moves (their JSON and their words), `commands.py` the grammar of the acting
commands, `rules.py` the rules (`initial_state`, `advance`, `as_turn_of`), `chance.py` random
setups and moves, `scoring.py` the standings and the status document (`state_json`). `GAME`,
here, is what the platform talks to (the `Game` protocol of `assistant.games.base`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from assistant.games.base import BaseGame, Game, Standings, Step, Verdict
from assistant.games.pharao import chance, moves, rules, scoring
from assistant.games.pharao.commands import GRAMMAR
from assistant.games.pharao.moves import Move, PlayCurse
from assistant.games.pharao.state import CARD_NAMES, SPEC, SYMBOLS, State
from assistant.messages import Msg

if TYPE_CHECKING:
    import random

__all__ = ["GAME", "Move", "Pharao", "State"]


class Pharao(BaseGame[State, Move]):
    """Der Schatz des Pharao behind the `Game` protocol."""

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

    def turn_over(self, state: State, player: str) -> Msg | None:
        return rules.turn_over(state, player)

    def judge(self, state: State, move: Move) -> Verdict:
        """As `BaseGame.judge`; a curse whose words leave a player's choice open is judged
        with the choice filled in (which card goes does not make a curse legal or not), and
        the verdict's notes say which choices the table will have to give, and what a legal
        move will do when it matters (`rules.verdict_notes`)."""
        notes: tuple[Msg, ...] = ()
        judged = move
        if isinstance(move, PlayCurse):
            judged, notes = rules.complete_curse(state, move)
        verdict = super().judge(state, judged)
        if not verdict.legal:
            return verdict
        trial = state if verdict.turn else rules.as_turn_of(state, move.player)
        return replace(verdict, notes=notes + rules.verdict_notes(trial, move))

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

    def describe(self, move: Move, state: State | None = None) -> Msg:
        return moves.describe(move)

    def attempt(self, move: Move, state: State | None = None) -> Msg | None:
        return moves.attempt(move)

    def format_setup(self, setup: Mapping[str, Any], lang: str = "en") -> list[str]:
        return [
            "--players",
            ",".join(setup["players"]),
            "--adventures",
            ",".join(str(v) for v in setup["adventures"]),
        ]

    def vocabulary(self, state: State) -> Mapping[str, Mapping[str, str]]:
        return {
            "card": dict(CARD_NAMES),
            "symbol": {symbol: CARD_NAMES[symbol] for symbol in SYMBOLS},
            "player": {name: name for name in state.names},
        }


GAME = Pharao()
_CONFORMS: Game[State, Move] = GAME
