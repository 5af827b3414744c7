"""Der Schatz des Pharao (Wolfgang Kramer, 1996): the rules as a pure package.

`GAME` is the object the platform talks to (the `Game` protocol of `assistant.games.base`).
Hands are hidden at the table, so the state keeps their sizes only; see `state.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from assistant.games.base import BaseGame, Game, Standings, Step, Verdict
from assistant.games.pharao import moves, rules, scoring
from assistant.games.pharao.commands import GRAMMAR
from assistant.games.pharao.moves import Move, PlayCurse
from assistant.games.pharao.state import (
    ADVENTURE_HIGH,
    ADVENTURE_LOW,
    ADVENTURES_DRAWN,
    CARD_NAMES,
    SPEC,
    SYMBOLS,
    State,
)
from assistant.messages import Msg

if TYPE_CHECKING:
    import random


class Pharao(BaseGame[State, Move]):
    """Der Schatz des Pharao behind the `Game` protocol."""

    spec = SPEC
    grammar = GRAMMAR
    turn_section = "turn"
    end_section = "end"

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        return rules.initial_state(setup)

    def random_setup(self, rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
        adventures = rng.sample(range(ADVENTURE_LOW, ADVENTURE_HIGH + 1), ADVENTURES_DRAWN)
        return {"players": list(players), "adventures": adventures}

    def advance(self, state: State, move: Move) -> Step[State]:
        return rules.advance(state, move)

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

    def actor(self, move: Move) -> str | None:
        return move.player

    def as_turn_of(self, state: State, player: str) -> State:
        return rules.as_turn_of(state, player)

    def players(self, state: State) -> Sequence[str]:
        return [seat.name for seat in state.seats]

    def current_player(self, state: State) -> str | None:
        return state.current

    def is_finished(self, state: State) -> bool:
        return state.finished

    def standings(self, state: State) -> Standings:
        return scoring.standings(state)

    def state_json(self, state: State) -> dict[str, Any]:
        """The JSON document of `status --json` (canonical English ids)."""
        return {
            "game": SPEC.id,
            "marker": state.marker,
            "current_player": state.current,
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

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return moves.move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return moves.move_from_json(data)

    def describe(self, move: Move) -> Msg:
        return moves.describe(move)

    def format_setup(self, setup: Mapping[str, Any]) -> list[str]:
        return [
            "--players",
            ",".join(setup["players"]),
            "--adventures",
            ",".join(str(v) for v in setup["adventures"]),
        ]

    def attempt(self, move: Move) -> Msg | None:
        return moves.attempt(move)

    def random_move(self, state: State, rng: random.Random) -> Move | None:
        return rules.random_move(state, rng)

    def vocabulary(self, state: State) -> Mapping[str, Mapping[str, str]]:
        return {
            "card": dict(CARD_NAMES),
            "symbol": {symbol: CARD_NAMES[symbol] for symbol in SYMBOLS},
            "player": {seat.name: seat.name for seat in state.seats},
        }


GAME = Pharao()
_CONFORMS: Game[State, Move] = GAME

__all__ = ["GAME", "Pharao"]
