"""A tiny game used to test the platform alone: players add 1-3 to a counter; 10 wins.

It implements the `Game` protocol and a `toy` command group, exactly like the real games,
so the journal, undo/redo, log, replay and export can be tested without any real rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Annotated, Any

import typer

from assistant.cli import play
from assistant.cli.runtime import current
from assistant.games.base import (
    GameOverError,
    GameSpec,
    IllegalMoveError,
    Msg,
    OutOfTurnError,
    SetupError,
)

SPEC = GameSpec("toy", "Toy", ("toy",), 2, 4, "toy_game", "toy")


@dataclass(frozen=True)
class State:
    players: tuple[str, ...]
    total: int = 0
    turn: int = 0


@dataclass(frozen=True)
class Add:
    player: str
    amount: int


class ToyGame:
    spec = SPEC

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        players = tuple(setup["players"])
        if not 2 <= len(players) <= 4:
            raise SetupError(Msg("2 to 4 players"), "toy/setup")
        return State(players)

    def apply(self, state: State, move: Add) -> State:
        if self.is_finished(state):
            raise GameOverError(Msg("over"), "toy/end")
        if move.player != self.current_player(state):
            raise OutOfTurnError(Msg("not {player}'s turn", {"player": move.player}), "toy/turn")
        if not 1 <= move.amount <= 3 or state.total + move.amount > 10:
            raise IllegalMoveError(Msg("cannot add {n}", {"n": move.amount}), "toy/limit")
        return replace(state, total=state.total + move.amount, turn=state.turn + 1)

    def move_to_json(self, move: Add) -> dict[str, Any]:
        return {"player": move.player, "add": move.amount}

    def move_from_json(self, data: Mapping[str, Any]) -> Add:
        return Add(data["player"], data["add"])

    def describe(self, move: Add) -> Msg:
        return Msg("added {n}", {"n": move.amount})

    def players(self, state: State) -> tuple[str, ...]:
        return state.players

    def current_player(self, state: State) -> str | None:
        return None if self.is_finished(state) else state.players[state.turn % len(state.players)]

    def is_finished(self, state: State) -> bool:
        return state.total == 10

    def summary(self, state: State) -> dict[str, Any]:
        return {
            "total": state.total,
            "current_player": self.current_player(state),
            "finished": self.is_finished(state),
        }


GAME = ToyGame()

app = typer.Typer(name="toy", no_args_is_help=True)


@app.command("new")
def new(
    players: Annotated[str, typer.Option("--players")],
    name: Annotated[str | None, typer.Option("--name")] = None,
) -> None:
    runtime = current()
    session, state = play.create(runtime, "toy", {"players": players.split(",")}, name)
    runtime.emit(
        {"session": session.name} | GAME.summary(state), lambda c, t: c.print(session.name)
    )


@app.command("add")
def add(amount: int, player: Annotated[str | None, typer.Option("--player")] = None) -> None:
    runtime = current()
    outcome = play.act(runtime, "toy", lambda s: Add(play.acting_player(GAME, s, player), amount))
    runtime.emit(GAME.summary(outcome.after), lambda c, t: c.print(outcome.after.total))


@app.command("status")
def status() -> None:
    runtime = current()
    _, _, state = play.open_game(runtime, "toy")
    runtime.emit(GAME.summary(state), lambda c, t: c.print(f"total {state.total}"))
