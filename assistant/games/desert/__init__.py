"""Through the Desert (Knizia): the pure rules behind `assistant desert`.

Boards are data (`board.py`: a board's cells and problems; `boards.py` the shipped ones,
`extend.py` a board's part for 4-5 players made at the table); `aids.py` answers the table's
questions (options, threats, areas left open).

The shape of every game package: `state.py` the frozen `State` and the names of things,
`moves.py` the moves (their JSON and their words), `commands.py` the grammar of the acting
commands, `rules.py` the rules (`initial_state`, `advance`, `as_turn_of`; enclosures
included), `chance.py` random setups and moves, `scoring.py` the points, the standings and
the status document (`state_json`). `GAME`, here, is what the platform talks to (the `Game`
protocol of `assistant.games.base`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from assistant.games.base import BaseGame, Game, Standings, Step, Verdict
from assistant.games.desert import chance, moves, rules, scoring
from assistant.games.desert.commands import GRAMMAR
from assistant.games.desert.moves import Move, WaterMove
from assistant.games.desert.state import COLOUR_NAMES, COLOURS, SPEC, State
from assistant.messages import Msg

if TYPE_CHECKING:
    import random

__all__ = ["GAME", "Desert", "Move", "State"]


class Desert(BaseGame[State, Move]):
    """Through the Desert behind the platform's `Game` interface."""

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
        return None if isinstance(move, WaterMove) else move.player

    def as_turn_of(self, state: State, player: str) -> State:
        return rules.as_turn_of(state, player)

    def judge(self, state: State, move: Move) -> Verdict:
        """As every game, except that a camel whose only problem is a marker value not
        recorded yet is legal: the answer is yes, with a note asking for the value."""
        verdict = super().judge(state, move)
        error = verdict.error
        if isinstance(error, rules.ValueNeededError):
            return replace(verdict, legal=True, error=None, notes=(rules.value_note(error.cells),))
        return verdict

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

    def left(self, state: State, words: Sequence[str]) -> Msg | None:
        """The camels of the one colour `words` name beside the board (`il reste combien de
        roses ?`, `quanti cammelli rosa restano?`); None when they name no colour or two."""
        from assistant.games.desert.aids import camels_left
        from assistant.games.desert.commands import colour_named

        named = {colour_named(w.strip("?？!")) for w in words} - {None}
        if len(named) != 1:
            return None
        return camels_left(state, COLOURS.index(str(named.pop())))

    # -- moves and words -----------------------------------------------------------------------

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return moves.move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return moves.move_from_json(data)

    def describe(self, move: Move, state: State | None = None) -> Msg:
        return moves.describe(move)

    def attempt(self, move: Move, state: State | None = None) -> Msg | None:
        return moves.attempt(move)

    def turn_over(self, state: State, player: str) -> Msg | None:
        return rules.turn_over(state, player)

    def format_setup(self, setup: Mapping[str, Any], lang: str = "en") -> list[str]:
        """`--players ... --map NAME` (a shipped board by its name, a board of the table's
        own as `NAME.yaml`, a file to keep beside the replay), then the oases, returned
        leaders (their colours in `lang`'s words) and water-hole values."""
        from assistant.games.desert.boards import shipped_name
        from assistant.syntax import translated

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
            returned = setup["returned"].items()
            words += [
                "--returned",
                ",".join(f"{p}={translated(COLOUR_NAMES[c], lang)}" for p, c in returned),
            ]
        if setup.get("water"):
            words += ["--water", ",".join(f"{c}={v}" for c, v in setup["water"].items())]
        return words

    def vocabulary(self, state: State) -> Mapping[str, Mapping[str, str]]:
        board = state.board
        return {
            "colour": dict(COLOUR_NAMES),
            "cell": {
                board.cell_name(c): board.cell_name(c)
                for c in range(board.size)
                if state.layout.in_play[c]
            },
            "player": {name: name for name in state.names},
        }


GAME = Desert()
_CONFORMS: Game[State, Move] = GAME
