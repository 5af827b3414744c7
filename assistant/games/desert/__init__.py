"""Through the Desert (Knizia): the pure rules behind `assistant desert`.

`GAME` implements the platform's `Game` interface on `BaseGame` (which guards every move:
game over, unknown player, out of turn). Boards are data (`board.py`); the state is a frozen
value (`state.py`); the moves, their JSON and their words are in `moves.py`; `rules.py`
validates and applies moves, enclosures included, and says what each move caused;
`scoring.py` counts the points; `chance.py` draws random setups and moves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from assistant.games.base import BaseGame, Game, GameSpec, Standings, Step, Verdict
from assistant.games.desert import chance, moves, rules
from assistant.games.desert.board import Board, BoardError, BoardLines, Problem, board_from_data
from assistant.games.desert.commands import GRAMMAR
from assistant.games.desert.moves import LeaderMove, Move, PlaceMove, WaterMove
from assistant.games.desert.scoring import score, standings
from assistant.games.desert.state import (
    COLOUR_NAMES,
    COLOURS,
    EMPTY,
    SPEC,
    State,
    caravan_id,
)
from assistant.messages import Msg

if TYPE_CHECKING:
    import random

__all__ = [
    "COLOURS",
    "GAME",
    "Board",
    "BoardError",
    "BoardLines",
    "DesertGame",
    "LeaderMove",
    "Move",
    "PlaceMove",
    "Problem",
    "State",
    "WaterMove",
    "board_from_data",
]


class DesertGame(BaseGame[State, Move]):
    """Through the Desert behind the platform's `Game` interface."""

    spec: ClassVar[GameSpec] = SPEC
    grammar = GRAMMAR
    turn_section = "turn"
    end_section = "end"

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        return rules.initial_state(setup)

    def random_setup(self, rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
        return chance.random_setup(rng, players)

    def advance(self, state: State, move: Move) -> Step[State]:
        return rules.advance(state, move)

    def judge(self, state: State, move: Move) -> Verdict:
        """As every game, except that a camel whose only problem is a marker value not
        recorded yet is legal: the answer is yes, with a note asking for the value."""
        verdict = super().judge(state, move)
        error = verdict.error
        if isinstance(error, rules.ValueNeededError):
            return replace(verdict, legal=True, error=None, notes=(rules.value_note(error.cells),))
        return verdict

    def actor(self, move: Move) -> str | None:
        return None if isinstance(move, WaterMove) else move.player

    def as_turn_of(self, state: State, player: str) -> State:
        """The state at the start of `player`'s turn: their seat, no camel placed yet."""
        return replace(state, seat=state.players.index(player), placed=0)

    def players(self, state: State) -> Sequence[str]:
        return state.players

    def current_player(self, state: State) -> str | None:
        return state.current

    def is_finished(self, state: State) -> bool:
        return state.phase == "over"

    def standings(self, state: State) -> Standings:
        return standings(state)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return moves.move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return moves.move_from_json(data)

    def describe(self, move: Move) -> Msg:
        return moves.describe(move)

    def attempt(self, move: Move) -> Msg | None:
        return moves.attempt(move)

    def format_setup(self, setup: Mapping[str, Any]) -> list[str]:
        """`--players ... --map NAME` (a shipped board by its name, a board of the table's
        own as `NAME.yaml`, a file to keep beside the replay), then the oases, returned
        leaders and water-hole values."""
        from assistant.games.desert.boards import shipped_name

        board = setup["board"]
        words = [
            "--players",
            ",".join(setup["players"]),
            "--map",
            shipped_name(board) or f"{board.get('board', 'board')}.yaml",
        ]
        if setup.get("oases"):
            words += ["--oases", ",".join(setup["oases"])]
        if setup.get("returned"):
            words += ["--returned", ",".join(f"{p}={c}" for p, c in setup["returned"].items())]
        if setup.get("water"):
            words += ["--water", ",".join(f"{c}={v}" for c, v in setup["water"].items())]
        return words

    def random_move(self, state: State, rng: random.Random) -> Move | None:
        return chance.random_move(state, rng)

    def vocabulary(self, state: State) -> Mapping[str, Mapping[str, str]]:
        board = state.board
        return {
            "colour": dict(COLOUR_NAMES),
            "cell": {
                board.cell_name(c): board.cell_name(c)
                for c in range(board.size)
                if state.layout.in_play[c]
            },
            "player": {p: p for p in state.players},
        }

    def to_place(self, state: State) -> int | None:
        """How many leaders or camels the player to move still places this turn."""
        if state.phase == "camels":
            return rules.camels_this_turn(state) - state.placed
        if state.phase == "leaders":
            return 1
        return None

    def state_json(self, state: State) -> dict[str, Any]:
        """What `status --json` prints: board, phase, supplies, caravans, areas, score.

        With the table option `hidden`, until the game is over, the values of the markers
        taken are null and the score counts the points in sight (see `scoring`).
        """
        board = state.board
        name = board.cell_name
        caravans = []
        for p, player in enumerate(state.players):
            for colour, colour_id in enumerate(COLOURS):
                cells = state.caravans[caravan_id(p, colour)]
                if not cells:
                    continue
                caravans.append(
                    {
                        "player": player,
                        "colour": colour_id,
                        "leader": name(cells[0]),
                        "size": len(cells),
                        "cells": [name(c) for c in cells],
                    }
                )
        return {
            "game": SPEC.id,
            "board": board.name,
            "players": list(state.players),
            "phase": state.phase,
            "finished": state.phase == "over",
            "current_player": state.current,
            "to_place": self.to_place(state),
            "supply": dict(zip(COLOURS, state.supply, strict=True)),
            "leaders_in_hand": {
                player: [COLOURS[c] for c in state.hand[p]]
                for p, player in enumerate(state.players)
            },
            "returned": {
                player: COLOURS[state.returned[p]]
                for p, player in enumerate(state.players)
                if state.returned[p] != EMPTY
            },
            "hidden": state.hidden,
            "oases": [name(c) for c in sorted(state.layout.oases)],
            "water_holes": [
                {
                    "cell": name(c),
                    "value": (
                        None
                        if state.secret and state.taken_by[c] != EMPTY
                        else state.water_value[c] or None
                    ),
                    "taken_by": (
                        state.players[state.taken_by[c]] if state.taken_by[c] != EMPTY else None
                    ),
                }
                for c in sorted(state.layout.water_holes)
            ],
            "caravans": caravans,
            "areas": [
                {
                    "player": state.players[area.player],
                    "colour": COLOURS[area.colour],
                    "cells": [name(c) for c in area.cells],
                    "points": area.points,
                }
                for area in state.areas
            ],
            "score": score(state).to_json(state),
        }


GAME = DesertGame()
_CONFORMS: Game[State, Move] = GAME
