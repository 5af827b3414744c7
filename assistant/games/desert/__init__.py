"""Through the Desert (Knizia): the pure rules behind `assistant desert`.

`GAME` implements the platform's `Game` protocol. Boards are data (`board.py`); the state is a
frozen value (`state.py`); `rules.py` validates and applies moves, including enclosures;
`scoring.py` counts the points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from assistant.games import BY_ID
from assistant.games.base import GameSpec, InvalidMoveError
from assistant.games.desert.board import Board, BoardError, BoardLines, Problem, board_from_data
from assistant.games.desert.rules import (
    GAME_ID,
    apply_move,
    camels_this_turn,
    colour_msg,
    legal_placements,
    new_state,
    rule,
)
from assistant.games.desert.scoring import score
from assistant.games.desert.state import (
    COLOURS,
    EMPTY,
    LeaderMove,
    Move,
    PlaceMove,
    State,
    WaterMove,
    caravan_id,
)
from assistant.messages import N_, Msg

__all__ = [
    "COLOURS",
    "GAME",
    "Board",
    "BoardError",
    "BoardLines",
    "DesertGame",
    "LeaderMove",
    "PlaceMove",
    "Problem",
    "State",
    "WaterMove",
    "board_from_data",
]


class DesertGame:
    """Through the Desert behind the platform's `Game` protocol."""

    spec: GameSpec = BY_ID[GAME_ID]

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        return new_state(setup)

    def apply(self, state: State, move: Move) -> State:
        return apply_move(state, move)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        if isinstance(move, WaterMove):
            return {"type": "water", "player": None, "cell": move.cell, "value": move.value}
        data: dict[str, Any] = {
            "type": "leader" if isinstance(move, LeaderMove) else "place",
            "player": move.player,
            "colour": move.colour,
            "cell": move.cell,
        }
        if isinstance(move, PlaceMove) and move.water:
            data["water"] = dict(move.water)
        return data

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        kind = data.get("type")
        try:
            if kind == "water":
                return WaterMove(str(data["cell"]), int(data["value"]))
            if kind == "leader":
                return LeaderMove(str(data["player"]), str(data["colour"]), str(data["cell"]))
            if kind == "place":
                water = tuple((str(c), int(v)) for c, v in (data.get("water") or {}).items())
                return PlaceMove(str(data["player"]), str(data["colour"]), str(data["cell"]), water)
        except (KeyError, TypeError, ValueError):
            pass
        raise InvalidMoveError(
            Msg(N_("Not a move of Through the Desert: {data}"), {"data": dict(data)}),
            rule("turn"),
        )

    def describe(self, move: Move) -> Msg:
        if isinstance(move, WaterMove):
            return Msg(
                N_("water hole {cell} is worth {value}"), {"cell": move.cell, "value": move.value}
            )
        colour = colour_msg(COLOURS.index(move.colour))
        if isinstance(move, LeaderMove):
            return Msg(N_("{colour} leader on {cell}"), {"colour": colour, "cell": move.cell})
        if move.water:
            values = ", ".join(f"{c}={v}" for c, v in move.water)
            return Msg(
                N_("{colour} camel on {cell} (water holes: {values})"),
                {"colour": colour, "cell": move.cell, "values": values},
            )
        return Msg(N_("{colour} camel on {cell}"), {"colour": colour, "cell": move.cell})

    def players(self, state: State) -> Sequence[str]:
        return state.players

    def current_player(self, state: State) -> str | None:
        return None if state.phase == "over" else state.players[state.current]

    def is_finished(self, state: State) -> bool:
        return state.phase == "over"

    def legal_moves(self, state: State) -> list[PlaceMove]:
        """The camels the player whose turn it is may place (empty outside the camel phase)."""
        if state.phase != "camels":
            return []
        name = state.players[state.current]
        board = state.board
        return [
            PlaceMove(name, COLOURS[colour], board.cell_name(cell))
            for colour, cell in legal_placements(state, state.current)
        ]

    def summary(self, state: State) -> dict[str, Any]:
        board = state.board
        name = board.cell_name
        to_place: int | None = None
        if state.phase == "camels":
            to_place = camels_this_turn(state) - state.placed
        elif state.phase == "leaders":
            to_place = 1
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
            "game": GAME_ID,
            "board": board.name,
            "players": list(state.players),
            "phase": state.phase,
            "finished": state.phase == "over",
            "current_player": self.current_player(state),
            "to_place": to_place,
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
            "oases": [name(c) for c in sorted(state.layout.oases)],
            "water_holes": [
                {
                    "cell": name(c),
                    "value": state.water_value[c] or None,
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
