"""The table is told when a colour's last camels are beside the board
(through-the-desert/end): the game ends with the turn that places the last of a colour."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from assistant.games.desert import GAME
from assistant.games.desert.moves import LeaderMove, PlaceMove, WaterMove
from assistant.games.desert.rules import legal_leader_cells, legal_placements
from assistant.games.desert.state import COLOURS

NAMES = ["ana", "bo"]
OASES = "D3,J3,Q3,M7,B8"


def game_lines(seed: int, board: Any, left: int = 3) -> tuple[list[str], str]:
    """The lines of a random legal game up to a turn whose player may place, as the turn's
    first camel, a camel of a colour with `left` beside the board, and that move."""
    rng = random.Random(seed)
    state = GAME.initial_state(
        {"players": NAMES, "board": board, "oases": OASES.split(","), "returned": {}}
    )
    lines = []
    holes = sorted(state.layout.water_holes)
    for hole in holes:
        cell = state.board.cell_name(hole)
        value = rng.choice((1, 2, 3))
        state = GAME.apply(state, WaterMove(cell, value))
        lines.append(f"desert water {cell} {value}")
    while state.phase == "leaders":
        p = state.seat
        free = [c for c in state.hand[p] if c not in state.first_round]
        colour = rng.choice(free if state.leader_turns < len(NAMES) and free else state.hand[p])
        cell = state.board.cell_name(rng.choice(legal_leader_cells(state, p, colour)))
        state = GAME.apply(state, LeaderMove(NAMES[p], COLOURS[colour], cell))
        lines.append(f"desert leader {COLOURS[colour]} {cell} --player {NAMES[p]}")
    while state.phase == "camels":
        p = state.seat
        options = legal_placements(state, p)
        last = [(c, cell) for c, cell in options if state.supply[c] == left]
        last = last if not state.placed else []
        if last:
            colour, cell = last[0]
            name = state.board.cell_name(cell)
            return lines, f"{NAMES[p]}: place {COLOURS[colour]} {name}"
        colour, cell = rng.choice(options)
        name = state.board.cell_name(cell)
        state = GAME.apply(state, PlaceMove(NAMES[p], COLOURS[colour], name, ()))
        lines.append(f"desert place {COLOURS[colour]} {name} --player {NAMES[p]}")
    raise AssertionError("no colour came down to 3")


def replayed(cli: Any, tmp_path: Path, lines: list[str], move: str) -> str:
    """A new game and `lines` replayed into a session; the `move` to type after them."""
    script = tmp_path / "game.txt"
    new = f"desert new --players {','.join(NAMES)} --oases {OASES}"
    script.write_text("\n".join([new, *lines]) + "\n", encoding="utf-8")
    cli.ok("replay", str(script))
    return move


def test_the_last_camels_of_a_colour_are_named(
    cli: Any, prompt_lines: Any, desert: Any, tmp_path: Path
) -> None:
    """A random legal game replayed to the turn before a colour comes down to 2: the move
    that does it at the prompt names the last camels and how the game ends."""
    move = replayed(cli, tmp_path, *game_lines(7, desert.board_data()))
    result = prompt_lines(move + "\n", lang="fr")
    assert result.code == 0, result.err
    said = " ".join(result.out.replace("\u202f", " ").split())
    assert "Derniers chameaux à côté du plateau : violet : 2." in said
    assert "La partie s’arrête avec le tour qui pose le dernier chameau d’une couleur" in said


def test_the_last_camel_of_a_colour_placed_first_in_a_turn(
    cli: Any, prompt_lines: Any, desert: Any, tmp_path: Path
) -> None:
    """The last camel of a colour placed as the turn's first: the game ends with this turn,
    and the answer says so before the turn's second camel."""
    move = replayed(cli, tmp_path, *game_lines(7, desert.board_data(), left=1))
    result = prompt_lines(move + "\n", lang="it")
    assert result.code == 0, result.err
    said = " ".join(result.out.split())
    assert "è sul tabellone: la partita finisce con questo turno." in said


def test_the_last_camels_are_named_once_per_change(
    cli: Any, prompt_lines: Any, desert: Any, tmp_path: Path
) -> None:
    """A line of the turn's two camels, the first bringing purple down to 1: the last
    camels are named after that move only, not again after the turquoise one, which
    changed nothing of them."""
    replayed(cli, tmp_path, *game_lines(7, desert.board_data(), left=2))
    result = prompt_lines("ana piazza viola J6 e turchese I2\n", lang="it")
    assert result.code == 0, result.err
    said = " ".join(result.out.split())
    assert said.count("Ultimi cammelli accanto al tabellone: viola: 1.") == 1
    assert said.index("viola: 1.") < said.index("cammello turchese in I2")
