"""Camel Up (2014): bets on a camel race with stacking camels, desert tiles and race piles.

`GAME` is what the platform talks to (the `Game` protocol of `assistant.games.base`); the
rules live in `rules`, the scoring in `scoring`, the state in `state` and the moves and
notations in `moves`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from assistant.games import BY_ID
from assistant.games.base import GameSpec
from assistant.games.camel_up import moves as _moves
from assistant.games.camel_up import rules as _rules
from assistant.games.camel_up.moves import Move, format_position, format_tiles
from assistant.games.camel_up.scoring import final_json, leg_json
from assistant.games.camel_up.state import COLOURS, GAME_ID, PILES, State
from assistant.messages import Msg


def summary(state: State) -> dict[str, Any]:
    """The JSON the scoreboard prints (`status --json`): canonical English ids throughout.

    `leg_tiles` lists what is left of each colour, top first; `race_cards_left` the colours a
    player is not known to have played (a face-down card may be one of them), and
    `race_cards_in_hand` how many cards the player still holds.
    """
    return {
        "game": GAME_ID,
        "leg": state.leg,
        "current_player": state.current,
        "finished": state.finished,
        "race_over": state.race_over,
        "camels": format_position(state.position),
        "ranking": list(state.position.ranking()),
        "tiles": format_tiles(tuple((t.space, t.side) for t in state.tiles)),
        "desert_tiles": [{"space": t.space, "side": t.side, "owner": t.owner} for t in state.tiles],
        "dice_left": list(state.dice_left),
        "leg_tiles": {colour: list(values) for colour, values in state.leg_tiles},
        "leg_starter": state.players[state.leg_starter].name,
        "players": [
            {
                "name": p.name,
                "money": p.money,
                "leg_bets": [[colour, face] for colour, face in p.leg_bets],
                "pyramid_tiles": p.pyramid_tiles,
                "race_cards_left": list(state.race_cards_left(p.name)),
                "race_cards_in_hand": state.race_cards_in_hand(p.name),
                "desert_tile": (
                    None
                    if (tile := state.tile_of(p.name)) is None
                    else {"space": tile.space, "side": tile.side}
                ),
            }
            for p in state.players
        ],
        "race_piles": {
            pile: [{"owner": c.owner, "colour": c.colour} for c in state.pile(pile)]
            for pile in PILES
        },
        "face_down_cards": state.face_down(),
        "legs": [leg_json(result) for result in state.legs],
        "final_scoring": None if state.final is None else final_json(state.final),
        "winners": None if state.final is None else list(state.final.winners),
    }


class CamelUp:
    """The `Game` protocol for Camel Up."""

    spec: GameSpec = BY_ID[GAME_ID]
    colours = COLOURS

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        return _rules.initial_state(setup)

    def apply(self, state: State, move: Move) -> State:
        return _rules.apply(state, move)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return _moves.move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return _moves.move_from_json(data)

    def describe(self, move: Move) -> Msg:
        return _moves.describe(move)

    def players(self, state: State) -> Sequence[str]:
        return state.names()

    def current_player(self, state: State) -> str | None:
        return state.current

    def is_finished(self, state: State) -> bool:
        return state.finished

    def summary(self, state: State) -> dict[str, Any]:
        return summary(state)

    def legal_moves(self, state: State) -> list[Move]:
        return _rules.legal_moves(state)


GAME = CamelUp()

__all__ = ["GAME", "CamelUp", "State", "summary"]
