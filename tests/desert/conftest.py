"""Helpers for the Through the Desert tests: the shipped board, new games, ready-made positions."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from assistant.games.base import Step
from assistant.games.desert import GAME, State
from assistant.games.desert.board import Board, board_from_data
from assistant.games.desert.moves import LeaderMove, PlaceMove, WaterMove
from assistant.games.desert.state import COLOURS, EMPTY, caravan_id

REPO = Path(__file__).resolve().parents[2]
KOSMOS_FILE = REPO / "rulebooks" / "boards" / "kosmos-2-3p.yaml"
OASES = ["D3", "J3", "Q3", "M7", "B8"]


class Desert:
    """Small builders shared by the tests (a fixture, since tests are not a package)."""

    OASES = OASES
    NAMES = ("ana", "bo", "cy", "di", "ed")

    def board(self) -> Board:
        import yaml

        return board_from_data(yaml.safe_load(KOSMOS_FILE.read_text(encoding="utf-8")))

    def board_data(self) -> dict[str, Any]:
        return self.board().to_data()

    def full_board_data(self) -> dict[str, Any]:
        """A made-up 2-5 board: the Kosmos grid plus 5 masked rows of desert below, one of
        them with a seventh palm space (tests only: the real 4-5 part is not transcribed)."""
        grid = list(self.board().grid)
        width = len(grid[0])
        extra = ["." * width] * 2 + ["...P" + "." * (width - 4)] + ["." * width] * 2
        return {
            "board": "test-full",
            "players": "2-5",
            "grid": grid + extra,
            "mask": ["." * width] * len(grid) + ["x" * width] * len(extra),
        }

    def setup(self, n: int = 2, **extra: Any) -> dict[str, Any]:
        data: dict[str, Any] = {
            "players": list(self.NAMES[:n]),
            "board": self.board_data(),
            "oases": list(OASES),
        }
        data.update(extra)
        return data

    def new(self, n: int = 2, **extra: Any) -> State:
        return GAME.initial_state(self.setup(n, **extra))

    def cell(self, state: State, name: str) -> int:
        index = state.board.cell_index(name)
        assert index is not None, name
        return index

    def leader(self, state: State, colour: str, cell: str, player: str | None = None) -> State:
        who = player or state.players[state.seat]
        return GAME.apply(state, LeaderMove(who, colour, cell))

    def place(
        self,
        state: State,
        colour: str,
        cell: str,
        player: str | None = None,
        water: Mapping[str, int] | None = None,
    ) -> State:
        return self.place_step(state, colour, cell, player, water).state

    def place_step(
        self,
        state: State,
        colour: str,
        cell: str,
        player: str | None = None,
        water: Mapping[str, int] | None = None,
    ) -> Step[State]:
        """The state after the camel and the events it caused."""
        who = player or state.players[state.seat]
        return GAME.step(state, PlaceMove(who, colour, cell, tuple((water or {}).items())))

    def codes(self, step: Step[State]) -> list[str]:
        """The codes of the events a move caused, without the turn passing on."""
        return [e.code for e in step.events if e.code != "turn/next"]

    def water(self, state: State, cell: str, value: int) -> State:
        return GAME.apply(state, WaterMove(cell, value))

    def position(
        self,
        state: State,
        camels: Mapping[str, tuple[int, str]],
        seat: int = 0,
        camel_turn: int = 5,
        water: Mapping[str, int] | None = None,
        witness: bool = True,
    ) -> State:
        """A camel-phase position: `camels` maps cell -> (player, colour); the first cell
        listed for a caravan holds its leader. Supplies shrink by the camels placed.

        `witness` adds ana's turquoise leader at N10, far from everything: with a single
        caravan on the board, the whole empty board would count as enclosed by it."""
        if witness:
            camels = {"N10": (0, "turquoise"), **camels}
        occupant = list(state.occupant)
        caravans = [list(c) for c in state.caravans]
        leaders: set[int] = set()
        supply = list(state.supply)
        for name, (player, colour) in camels.items():
            cell = self.cell(state, name)
            caravan = caravan_id(player, COLOURS.index(colour))
            occupant[cell] = caravan
            if not caravans[caravan]:
                leaders.add(cell)
            else:
                supply[COLOURS.index(colour)] -= 1
            caravans[caravan].append(cell)
        values = list(state.water_value)
        for name, value in (water or {}).items():
            values[self.cell(state, name)] = value
        return replace(
            state,
            occupant=tuple(occupant),
            caravans=tuple(tuple(c) for c in caravans),
            leaders=frozenset(leaders),
            supply=tuple(supply),
            hand=((),) * state.n_players,
            phase="camels",
            seat=seat,
            leader_turns=5 * state.n_players,
            camel_turn=camel_turn,
            placed=0,
            water_value=tuple(values),
        )

    def names(self, state: State, cells: Any) -> list[str]:
        return sorted(state.board.cell_name(c) for c in cells)

    def area_cells(self, state: State) -> list[list[str]]:
        return [self.names(state, area.cells) for area in state.areas]

    def empty(self) -> int:
        return EMPTY


@pytest.fixture(scope="session")
def desert() -> Desert:
    return Desert()
