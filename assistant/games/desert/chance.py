"""Chance and random play: random setups (boards included) and random legal moves.

The generic contract tests play random games through the `Game` interface; what is drawn
here makes them meet every rule of the game: boards of random shape with a part used only
by 4 or 5 players, oases on random palm spaces, leaders returned with 5 players, and the
water-hole markers, which are chance: some values are read at the start, some on the table
(`water` moves, corrections included) and the others are given with the camel that takes
them (`place ... --water CELL=VALUE`), always within the 15 markers of each value.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from assistant.games.desert.board import MARKERS_PER_VALUE, OASES, board_from_data, check_board
from assistant.games.desert.moves import LeaderMove, Move, PlaceMove, WaterMove
from assistant.games.desert.rules import effects_of, legal_leader_cells, legal_placements
from assistant.games.desert.state import COLOURS, EMPTY, State, caravan_id

VALUES = (1, 2, 3)
WATER_MOVES = 0.08  # how often a random move is a marker read on the table


def random_board(rng: random.Random) -> dict[str, Any]:
    """Board data for 2 to 5 players: desert, water holes, mountains, 6 or 7 palm spaces in
    the part every player count uses, and a few rows beyond the black line (4-5 players)."""
    while True:
        cols, rows, extra = rng.randint(12, 18), rng.randint(9, 12), rng.randint(3, 5)
        grid = [
            "".join(rng.choices(".WM", weights=(83, 11, 6))[0] for _ in range(cols))
            for _ in range(rows + extra)
        ]
        deserts = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "."]
        for r, c in rng.sample(deserts, rng.randint(OASES + 1, OASES + 2)):
            grid[r] = grid[r][:c] + "P" + grid[r][c + 1 :]
        data = {
            "board": "random",
            "players": "2-5",
            "grid": grid,
            "mask": ["." * cols] * rows + ["x" * cols] * extra,
        }
        board, problems = check_board(data)
        if board is not None and not problems:
            return data


def random_setup(rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
    """A valid setup for `players` on a random board, some marker values known at the start."""
    data = random_board(rng)
    board = board_from_data(data)
    in_play = board.in_play(len(players))
    palms = [i for i, kind in enumerate(board.kinds) if kind == "palm" and in_play[i]]
    oases = rng.sample(palms, OASES)
    holes = [
        i
        for i, kind in enumerate(board.kinds)
        if in_play[i] and (kind == "water" or (kind == "palm" and i not in oases))
    ]
    bag = [value for value in VALUES for _ in range(MARKERS_PER_VALUE)]
    rng.shuffle(bag)
    known = rng.sample(holes, rng.randint(0, len(holes)))
    returned = dict(zip(players, rng.sample(COLOURS, len(COLOURS)), strict=False))
    return {
        "players": list(players),
        "board": data,
        "oases": [board.cell_name(i) for i in oases],
        "returned": returned if len(players) == len(COLOURS) else {},
        "water": {board.cell_name(cell): bag[i] for i, cell in enumerate(known)},
        "hidden": rng.random() < 0.3,
    }


def _free_values(state: State, cell: int) -> list[int]:
    """The marker values still in the box for `cell` (15 markers of each value)."""
    values = state.water_value
    used = {v: sum(1 for i, w in enumerate(values) if w == v and i != cell) for v in VALUES}
    return [v for v in VALUES if used[v] < MARKERS_PER_VALUE]


def random_move(state: State, rng: random.Random) -> Move | None:
    """A random legal move: now and then a marker read on the table, else a leader or a
    camel of the player to move (with the values of the unknown markers it takes)."""
    if state.phase == "over":
        return None
    name = state.board.cell_name
    untaken = sorted(c for c in state.layout.water_holes if state.taken_by[c] == EMPTY)
    if untaken and rng.random() < WATER_MOVES:
        cell = rng.choice(untaken)
        values = _free_values(state, cell)
        if values:
            return WaterMove(name(cell), rng.choice(values))
    seat = state.seat
    player = state.players[seat]
    if state.phase == "leaders":
        hand = state.hand[seat]
        free = [c for c in hand if c not in state.first_round]
        colours = free if state.leader_turns < state.n_players and free else list(hand)
        if not colours:
            return None
        colour = rng.choice(colours)
        cells = legal_leader_cells(state, seat, colour)
        if not cells:
            return None
        return LeaderMove(player, COLOURS[colour], name(rng.choice(cells)))
    options = legal_placements(state, seat)
    if not options:
        return None
    colour, cell = rng.choice(options)
    caravan = caravan_id(seat, colour)
    occupant = list(state.occupant)
    occupant[cell] = caravan
    counts = {v: sum(1 for w in state.water_value if w == v) for v in VALUES}
    water: list[tuple[str, int]] = []
    for hole in effects_of(state, caravan, cell, occupant).water:
        if state.water_value[hole] == 0:
            value = rng.choice([v for v in VALUES if counts[v] < MARKERS_PER_VALUE])
            counts[value] += 1
            water.append((name(hole), value))
    return PlaceMove(player, COLOURS[colour], name(cell), tuple(water))
