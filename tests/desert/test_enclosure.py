"""through-the-desert/enclosure: the cases of issue 4, on the shipped kosmos-2-3p board.

Useful geometry (odd-q, odd columns half a hex lower):
- C1 and D1 sit in the top-left corner: their only other neighbours are E1, E2, D2, C2.
- H7 is a pocket of the central mountains: its only neighbours in play are H6 and I7.
- G1 and I1 on the top edge are both closed off by F1-G2-H2-I2 plus H1.
- The oasis B8 with B7, B9, A8, A9, C8, C9 and the water hole B10 is ringed by
  A7-B6-C7-D7-D8-D9-C10-C11-B11 and the left edge.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from assistant.games.base import IllegalMoveError
from assistant.games.desert import GAME
from assistant.games.desert.moves import LeaderMove
from assistant.games.desert.scoring import score
from assistant.games.desert.state import caravan_id

YELLOW = "yellow"


def ana(*cells: str, colour: str = YELLOW) -> dict[str, tuple[int, str]]:
    return {cell: (0, colour) for cell in cells}


def test_enclosure_helped_by_the_edge(desert: Any) -> None:
    """through-the-desert/enclosure: the board's edge completes the ring."""
    state = desert.position(desert.new(), ana("E1", "E2", "D2"), water={"D1": 2})
    step = desert.place_step(state, YELLOW, "C2")
    state = step.state
    assert desert.area_cells(state) == [["C1", "D1"]]
    assert desert.codes(step) == ["water/taken", "area/closed"]
    assert step.events[1].data == {
        "player": "ana",
        "colour": "yellow",
        "cells": ["C1", "D1"],
        "points": 2,
    }
    result = score(state).players[0]
    assert result.areas == 2 and result.water == 2


def test_enclosure_helped_by_the_mountains(desert: Any) -> None:
    """through-the-desert/enclosure: mountains complete the ring."""
    state = desert.position(desert.new(), ana("H6"))
    state = desert.place(state, YELLOW, "I7")
    assert desert.area_cells(state) == [["H7"]]
    assert score(state).players[0].areas == 1


def test_enclosure_needs_one_colour(desert: Any) -> None:
    """through-the-desert/enclosure: a ring of two colours encloses nothing."""
    state = desert.position(desert.new(), {**ana("H6"), **ana("I6", colour="pink")})
    state = desert.place(state, "pink", "I7")
    assert state.areas == ()


def test_enclosure_needs_one_player(desert: Any) -> None:
    """through-the-desert/enclosure: a ring of two players encloses nothing."""
    state = desert.position(desert.new(), {**ana("H6"), "I6": (1, "pink")}, seat=1)
    state = desert.place(state, "pink", "I7")
    assert state.areas == ()


def test_enclosure_prevented_by_a_camel_inside(desert: Any) -> None:
    """through-the-desert/enclosure: any camel inside the ring prevents it."""
    camels = {**ana("E1", "E2", "D2"), "C1": (1, "green")}
    state = desert.position(desert.new(), camels, water={"D1": 2})
    state = desert.place(state, YELLOW, "C2")
    assert state.areas == ()
    assert score(state).players[0].water == 0


def test_enclosure_two_areas_at_once(desert: Any) -> None:
    """through-the-desert/enclosure: one camel may close several areas."""
    state = desert.position(desert.new(), ana("F1", "G2", "H2", "I2"))
    step = desert.place_step(state, YELLOW, "H1")
    state = step.state
    assert sorted(desert.area_cells(state)) == [["G1"], ["I1"]]
    assert desert.codes(step) == ["area/closed", "area/closed"]
    assert score(state).players[0].areas == 2


def test_enclosure_with_an_oasis_and_water_holes(desert: Any) -> None:
    """through-the-desert/enclosure: markers inside are taken, the oasis scores, its hex not."""
    ring = ("A7", "B6", "C7", "D7", "D9", "C10", "C11", "B11")
    state = desert.position(desert.new(), ana(*ring))
    with pytest.raises(IllegalMoveError) as error:
        desert.place(state, YELLOW, "D8")
    assert error.value.rule == "through-the-desert/water-holes"
    assert "B10" in str(error.value)
    step = desert.place_step(state, YELLOW, "D8", water={"B10": 3})
    state = step.state
    assert desert.area_cells(state) == [["A8", "A9", "B10", "B7", "B8", "B9", "C8", "C9"]]
    area = state.areas[0]
    assert area.points == 7 and desert.names(state, area.oases) == ["B8"]
    assert sorted(desert.codes(step)) == ["area/closed", "oasis/reached", "water/taken"]
    result = score(state).players[0]
    assert (result.areas, result.oases, result.water) == (7, 5, 3)


def test_enclosure_oasis_already_reached_scores_once(desert: Any) -> None:
    """through-the-desert/oases + enclosure: an oasis reached before scores nothing more."""
    state = desert.position(desert.new(), ana("N1", "O2", "O3", "P3", "Q4"), water={"Q1": 1})
    q3 = desert.cell(state, "Q3")
    state = replace(state, reached=frozenset({(caravan_id(0, 0), q3)}))
    step = desert.place_step(state, YELLOW, "R4")
    state = step.state
    assert desert.area_cells(state) == [["O1", "P1", "P2", "Q1", "Q2", "Q3", "R2", "R3"]]
    assert sorted(desert.codes(step)) == ["area/closed", "water/taken"]
    assert score(state).players[0].areas == 7


def test_enclosure_closed_area_stays_with_its_caravan(desert: Any) -> None:
    """through-the-desert/owned-areas: the owned hexes refuse camels of any colour."""
    state = desert.position(desert.new(), {**ana("H6"), **ana("G6", colour="pink")})
    state = desert.place(state, YELLOW, "I7")
    for colour in (YELLOW, "pink"):
        with pytest.raises(IllegalMoveError) as error:
            desert.place(state, colour, "H7")
        assert error.value.rule == "through-the-desert/owned-areas"


def test_enclosure_not_by_leaders(desert: Any) -> None:
    """through-the-desert/enclosure: leaders being placed enclose nothing (the empty board
    around the first leader is not an area)."""
    step = GAME.step(desert.new(), LeaderMove("ana", YELLOW, "F2"))
    assert step.state.areas == ()
    assert desert.codes(step) == []
    assert [e.data for e in step.events] == [{"player": "bo", "phase": "leaders", "to_place": 1}]


def test_enclosure_cutting_the_board(desert: Any) -> None:
    """through-the-desert/enclosure: a caravan that cuts off a camel-free part of the board
    owns it, however large, when no other camel touches it (decision of GAMES.md)."""
    # Column E is even: a full column of yellow camels (E1 to E12; E13 is a mountain)
    # separates columns A-D from the rest of the board.
    wall = [f"E{row}" for row in range(1, 13)]
    state = desert.position(desert.new(), ana(*wall[:-1]))
    values = {state.board.cell_name(c): 1 + c % 3 for c in state.layout.water_holes}
    state = desert.place(state, YELLOW, "E12", water=values)
    west = [c for c in range(state.board.size) if state.layout.in_play[c] and c % 18 < 4]
    assert desert.area_cells(state) == [desert.names(state, west)]
    area = state.areas[0]
    assert desert.names(state, area.oases) == ["B8", "D3"]
    assert area.points == len(west) - 2
    assert score(state).players[0].oases == 10
