"""Random legal games (hypothesis) keep the invariants of Through the Desert.

Every game is played to its end with random legal leaders and camels (water-hole values
drawn from the 45 markers); after every move: supplies never negative, caravans connected,
no two same-colour caravans of different players touch, owned areas hold no camel, taken
markers lie under a camel or inside an area, and the score adds up.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.desert import GAME, State
from assistant.games.desert.moves import LeaderMove, PlaceMove, WaterMove
from assistant.games.desert.rules import legal_leader_cells, legal_placements
from assistant.games.desert.scoring import score
from assistant.games.desert.state import COLOURS, EMPTY, caravan_colour, caravan_player


def check_invariants(state: State) -> None:
    layout = state.layout
    assert all(s >= 0 for s in state.supply)
    for caravan, cells in enumerate(state.caravans):
        for cell in cells:
            assert state.occupant[cell] == caravan
            assert layout.in_play[cell] and cell not in layout.oases
        if cells:  # connected, starting at its leader
            assert cells[0] in state.leaders
            reached = {cells[0]}
            stack = [cells[0]]
            while stack:
                here = stack.pop()
                for nb in layout.adjacent[here]:
                    if state.occupant[nb] == caravan and nb not in reached:
                        reached.add(nb)
                        stack.append(nb)
            assert reached == set(cells)
    for cell, caravan in enumerate(state.occupant):
        if caravan == EMPTY:
            continue
        assert state.owner[cell] == EMPTY, "an owned area holds a camel"
        for nb in layout.adjacent[cell]:
            other = state.occupant[nb]
            if other != EMPTY and caravan_colour(other) == caravan_colour(caravan):
                assert caravan_player(other) == caravan_player(caravan)
    for index, area in enumerate(state.areas):
        for cell in area.cells:
            assert state.owner[cell] == index and state.occupant[cell] == EMPTY
    for cell, taker in enumerate(state.taken_by):
        if taker != EMPTY:
            assert cell in layout.water_holes and state.water_value[cell] in (1, 2, 3)
            under = state.occupant[cell]
            if under != EMPTY:
                assert caravan_player(under) == taker
            else:
                assert state.areas[state.owner[cell]].player == taker
    for player in score(state).players:
        assert player.total == player.water + player.oases + player.areas + player.caravans
        assert player.total >= 0


def random_game(
    seed: int,
    n: int,
    board: dict[str, Any],
    early_values: bool,
    returned: dict[str, str] | None = None,
) -> State:
    rng = random.Random(seed)
    names = ["ana", "bo", "cy", "di", "ed"][:n]
    setup = {
        "players": names,
        "board": board,
        "oases": ["D3", "J3", "Q3", "M7", "B8"],
        "returned": returned or {},
    }
    state = GAME.initial_state(setup)
    holes = sorted(state.layout.water_holes)
    bag = [1] * 15 + [2] * 15 + [3] * 15
    rng.shuffle(bag)
    values = {state.board.cell_name(h): bag[i] for i, h in enumerate(holes)}
    if early_values:
        for cell, value in values.items():
            state = GAME.apply(state, WaterMove(cell, value))
    moves = 0
    while state.phase == "leaders":
        p = state.seat
        free = [c for c in state.hand[p] if c not in state.first_round]
        colour = rng.choice(free if state.leader_turns < n and free else list(state.hand[p]))
        cell = rng.choice(legal_leader_cells(state, p, colour))
        move = LeaderMove(names[p], COLOURS[colour], state.board.cell_name(cell))
        state = GAME.apply(state, move)
        assert GAME.move_from_json(GAME.move_to_json(move)) == move
        check_invariants(state)
    while state.phase == "camels":
        p = state.seat
        options = legal_placements(state, p)
        assert options, "a player without a legal camel must have been skipped"
        colour, cell = rng.choice(options)
        water = tuple(values.items())  # all values given on the move: harmless when known
        move = PlaceMove(names[p], COLOURS[colour], state.board.cell_name(cell), water)
        state = GAME.apply(state, move)
        assert GAME.move_from_json(GAME.move_to_json(move)) == move
        check_invariants(state)
        moves += 1
    assert state.phase == "over" and GAME.current_player(state) is None
    assert 0 in state.supply or all(not legal_placements(state, p) for p in range(n))
    assert score(state).winners
    return state


@given(seed=st.integers(0, 2**32), n=st.sampled_from([2, 3]), early=st.booleans())
def test_random_legal_games_keep_the_invariants(
    desert: Any, seed: int, n: int, early: bool
) -> None:
    """Invariants over whole random games (through-the-desert/placement, enclosure, end)."""
    random_game(seed, n, desert.board_data(), early)


@settings(max_examples=10)
@given(seed=st.integers(0, 2**32), n=st.sampled_from([4, 5]))
def test_random_games_four_and_five_players(desert: Any, seed: int, n: int) -> None:
    """The same invariants with 4 and 5 players on a board with a 4-5 player part."""
    colours = random.Random(seed).sample(COLOURS, 5)
    returned = dict(zip(["ana", "bo", "cy", "di", "ed"], colours, strict=True)) if n == 5 else {}
    state = random_game(seed, n, desert.full_board_data(), False, returned)
    if n == 5:
        assert all(len(state.caravans[p * 5 + COLOURS.index(c)]) == 0
                   for p, c in enumerate(colours))  # fmt: skip
