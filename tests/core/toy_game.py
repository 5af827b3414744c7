"""A tiny game used to test the platform alone: players add 1-3 to a counter up to 10.

The setup may set another target (`toy new --target 3000`), which gives the journal tests
and the benchmark games of any length.

It implements the `Game` interface on `BaseGame` and a `toy` command group, exactly like the
real games, so the journal, undo/redo, log, replay, export and `check` can be tested without
any real rules. It is made a game through the public registry only:
`assistant.games.register(SPEC)` (see `tests/core/conftest.py`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Annotated, Any

import typer

from assistant.cli import recording
from assistant.cli.runtime import current
from assistant.games.base import (
    BaseGame,
    Event,
    Game,
    GameSpec,
    IllegalMoveError,
    SetupError,
    Standings,
    Step,
)
from assistant.messages import Msg
from assistant.syntax import Command, Grammar, Param, term

HERE = Path(__file__).resolve().parent

SPEC = GameSpec(
    "toy",
    "Toy",
    ("toy",),
    2,
    4,
    module="toy_game",
    cli="toy",
    cli_module="toy_game",
    rulebook=str(HERE / "toy_rulebook.yaml"),
)
"""The toy game's one registry entry: rules and commands in this module, its rulebook
beside it (`assistant.games.register(SPEC)` makes it a game of the process)."""


@dataclass(frozen=True)
class State:
    players: tuple[str, ...]
    total: int = 0
    turn: int = 0
    scores: tuple[int, ...] = ()
    target: int = 10

    @property
    def names(self) -> tuple[str, ...]:
        return self.players

    @property
    def finished(self) -> bool:
        return self.total == self.target

    @property
    def current(self) -> str | None:
        return None if self.finished else self.players[self.turn % len(self.players)]


@dataclass(frozen=True)
class Add:
    player: str
    amount: int


GRAMMAR = Grammar(
    game="toy",
    commands=(
        Command(
            "add",
            term("add", "ajouter", "aggiungi"),
            "Add 1 to 3 to the counter.",
            (Param("amount", "int", "How much: 1, 2 or 3."),),
            examples=("add 2", "add 3 --player bo"),
            build=lambda values, state: Add(values["player"], values["amount"]),
            values=lambda move: {"amount": move.amount, "player": move.player},
            moves=(Add,),
        ),
    ),
    kinds={},
)


class ToyGame(BaseGame[State, Add]):
    spec = SPEC
    grammar = GRAMMAR
    turn_section = "turn"
    end_section = "end"

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        players = tuple(setup["players"])
        if not SPEC.min_players <= len(players) <= SPEC.max_players:
            raise SetupError(Msg("2 to 4 players"), "toy/setup")
        return State(players, scores=(0,) * len(players), target=int(setup.get("target", 10)))

    def random_setup(self, rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
        return {"players": list(players)}

    def advance(self, state: State, move: Add) -> Step[State]:
        if not 1 <= move.amount <= 3 or state.total + move.amount > state.target:
            raise IllegalMoveError(Msg("cannot add {n}", {"n": move.amount}), "toy/limit")
        seat = state.players.index(move.player)
        scores = tuple(s + move.amount if i == seat else s for i, s in enumerate(state.scores))
        after = replace(state, total=state.total + move.amount, turn=state.turn + 1, scores=scores)
        return Step(after, (Event("toy/total", Msg("total {n}", {"n": after.total})),))

    def actor(self, move: Add) -> str | None:
        return move.player

    def as_turn_of(self, state: State, player: str) -> State:
        seat = state.players.index(player)
        turn = state.turn - state.turn % len(state.players) + seat
        return replace(state, turn=turn)

    def move_to_json(self, move: Add) -> dict[str, Any]:
        return {"player": move.player, "add": move.amount}

    def move_from_json(self, data: Mapping[str, Any]) -> Add:
        return Add(data["player"], data["add"])

    def describe(self, move: Add, state: State | None = None) -> Msg:
        return Msg("added {n}", {"n": move.amount})

    def random_move(self, state: State, rng: random.Random) -> Add | None:
        player = self.current_player(state)
        if player is None:
            return None
        return Add(player, rng.randint(1, min(3, state.target - state.total)))

    def vocabulary(self, state: State) -> Mapping[str, Mapping[str, str]]:
        return {"player": {p: p for p in state.players}}

    def standings(self, state: State) -> Standings:
        totals = tuple(zip(state.players, state.scores, strict=True))
        winners: tuple[str, ...] = ()
        if self.is_finished(state):
            best = max(state.scores)
            winners = tuple(p for p, s in totals if s == best)
        return Standings(self.is_finished(state), Msg("points"), totals, winners)

    def state_json(self, state: State) -> dict[str, Any]:
        return {
            "total": state.total,
            "current_player": self.current_player(state),
            "finished": self.is_finished(state),
        }


GAME = ToyGame()
_CONFORMS: Game[State, Add] = GAME

app = typer.Typer(name="toy", no_args_is_help=True)


@app.command("new")
def new(
    players: Annotated[str, typer.Option("--players")],
    name: Annotated[str | None, typer.Option("--name")] = None,
    target: Annotated[int, typer.Option("--target")] = 10,
) -> None:
    runtime = current()
    setup: dict[str, Any] = {"players": players.split(",")}
    if target != 10:
        setup["target"] = target
    session, state = recording.create(runtime, "toy", setup, name)
    runtime.emit(
        {"session": session.name} | GAME.state_json(state), lambda c, t: c.print(session.name)
    )


@app.command("status")
def status() -> None:
    runtime = current()
    _, _, state = recording.open_game(runtime, "toy")
    runtime.emit(GAME.state_json(state), lambda c, t: c.print(f"total {state.total}"))
