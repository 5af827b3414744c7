"""The table aids of `assistant.games.desert.aids`, on positions built by hand (issue 22).

Lettered choices (through-the-desert/placement, leaders): every legal hex, lettered in
reading order, with what it brings, and the letters read back. Threats
(through-the-desert/enclosure, oases, scoring, end): the areas a player could close with the
camels of their next turn, checked against a brute force over every legal sequence of one
or two camels on random positions; the oases within reach; the largest caravans; the
fewest turns before a colour runs out.

Geometry used (kosmos-2-3p, odd columns half a hex lower): C1 and D1 sit in the top-left
corner, their only other neighbours E1, E2, D2 and C2; H7 is a pocket of the central
mountains whose only neighbours in play are H6 and I7.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.base import InvalidMoveError
from assistant.games.desert import GAME, aids
from assistant.games.desert.moves import LeaderMove, WaterMove
from assistant.games.desert.rules import (
    _put,
    effects_of,
    legal_leader_cells,
    legal_placements,
)
from assistant.games.desert.state import COLOURS, State, caravan_id

YELLOW, PINK = COLOURS.index("yellow"), COLOURS.index("pink")


def names(state: State, cells: Any) -> list[str]:
    return [state.board.cell_name(c) for c in cells]


# --------------------------------------------------------------------------- letters


def test_letters_run_a_to_z_then_aa() -> None:
    assert [aids.letter(i) for i in (0, 1, 25, 26, 27, 51, 52, 701, 702)] == [
        "a",
        "b",
        "z",
        "aa",
        "ab",
        "az",
        "ba",
        "zz",
        "aaa",
    ]


@given(st.integers(0, 5000))
def test_a_letter_reads_back_to_its_index(index: int) -> None:
    word = aids.letter(index)
    assert aids.letter_index(word) == index
    assert aids.letter_index(word.upper()) == index


@pytest.mark.parametrize("word", ["", "1", "a1", "é", "abcd", " "])
def test_words_that_are_not_letters(word: str) -> None:
    assert aids.letter_index(word) is None


# --------------------------------------------------------------------------- choices


def test_leader_choices_are_the_legal_leader_hexes_in_reading_order(desert: Any) -> None:
    """through-the-desert/leaders: the lettered hexes are exactly the legal ones."""
    state = desert.leader(desert.new(3), "yellow", "F2")  # ana; now bo
    found = aids.choices(state, 1, PINK)
    assert found.kind == "leader" and found.reason is None
    cells = [o.cell for o in found.options]
    assert cells == sorted(legal_leader_cells(state, 1, PINK)) == sorted(cells)
    assert [o.letter for o in found.options[:3]] == ["a", "b", "c"]
    assert all(not o.gains for o in found.options)
    assert desert.cell(state, "F2") not in cells and desert.cell(state, "G2") not in cells


def test_no_leader_choice_says_why(desert: Any) -> None:
    """through-the-desert/first-round: a colour already taken in the first round."""
    state = desert.leader(desert.new(3), "yellow", "F2")
    taken = aids.choices(state, 1, YELLOW)
    assert taken.options == () and taken.reason is not None
    assert "yellow is taken" in taken.reason.english()
    placed = aids.choices(state, 0, YELLOW)
    assert placed.options == () and "already on the board, at F2" in str(placed.reason)


def test_camel_choices_with_their_gains(desert: Any) -> None:
    """through-the-desert/placement, water-holes, oases, enclosure: what each hex brings."""
    state = desert.position(desert.new(), {"E1": (0, "yellow"), "E2": (0, "yellow")})
    state = desert.water(state, "D1", 2)
    state = desert.position(
        state, {"E1": (0, "yellow"), "E2": (0, "yellow"), "D2": (0, "yellow")}, water={"D1": 2}
    )
    found = aids.choices(state, 0, YELLOW)
    by_cell = {state.board.cell_name(o.cell): o for o in found.options}
    assert list(by_cell) == sorted(by_cell, key=lambda n: (int(n[1:]), n[0]))
    assert set(by_cell) == {
        state.board.cell_name(c) for colour, c in legal_placements(state, 0) if colour == YELLOW
    }
    closing = by_cell["C2"].gains
    assert [names(state, a.cells) for a in closing.areas] == [["C1", "D1"]]
    assert closing.water == ((desert.cell(state, "D1"), 2),)
    assert closing.points == 2 + 2  # the marker and two area hexes
    assert by_cell["D1"].gains.water == ((desert.cell(state, "D1"), 2),)
    assert not by_cell["F1"].gains


def test_camel_choices_reach_an_oasis_and_take_an_unknown_marker(desert: Any) -> None:
    """through-the-desert/oases: a camel next to an oasis brings 5; an unknown marker is
    counted apart."""
    state = desert.position(desert.new(), {"I2": (1, "yellow")}, seat=1)
    found = aids.choices(state, 1, YELLOW)
    by_cell = {state.board.cell_name(o.cell): o.gains for o in found.options}
    assert by_cell["J2"].oases == (desert.cell(state, "J3"),) and by_cell["J2"].points == 5
    assert by_cell["H2"].water == ((desert.cell(state, "H2"), 0),)
    assert by_cell["H2"].unknown == 1 and by_cell["H2"].points == 0


def test_letters_stay_the_same_until_the_next_camel(desert: Any) -> None:
    """A marker value read on the table changes the gains, never the letters."""
    state = desert.position(desert.new(), {"I2": (1, "yellow")}, seat=1)
    before = aids.choices(state, 1, YELLOW)
    after = aids.choices(GAME.apply(state, WaterMove("H2", 3)), 1, YELLOW)
    assert [(o.letter, o.cell) for o in before.options] == [
        (o.letter, o.cell) for o in after.options
    ]
    letter = before.letter_of(desert.cell(state, "H2"))
    assert letter is not None
    assert aids.cell_for_letter(state, "bo", "yellow", letter) == "H2"
    assert aids.cell_for_letter(state, "bo", "yellow", letter.upper()) == "H2"


def test_a_letter_that_names_no_hex_is_refused(desert: Any) -> None:
    """through-the-desert/placement: the refusal gives the letters there are."""
    state = desert.position(desert.new(), {"I2": (1, "yellow")}, seat=1)
    last = aids.choices(state, 1, YELLOW).options[-1].letter
    with pytest.raises(InvalidMoveError) as caught:
        aids.cell_for_letter(state, "bo", "yellow", "zz")
    assert f"a to {last}" in str(caught.value)
    assert caught.value.rule == "through-the-desert/placement"
    with pytest.raises(InvalidMoveError) as none:
        aids.cell_for_letter(state, "bo", "pink", "a")  # bo has no pink caravan here
    assert "no free hex" in str(none.value)


def test_legal_cells_for_completion(desert: Any) -> None:
    """What completion may offer: legal hexes only, per move kind and colour."""
    fresh = desert.new(3)
    leaders = aids.legal_cells(fresh, "leader", "ana", "yellow")
    assert "K12" not in leaders and "K3" not in leaders  # a water hole; next to an oasis
    assert leaders == names(fresh, sorted(legal_leader_cells(fresh, 0, YELLOW)))
    assert aids.legal_cells(fresh, "place", "ana", "yellow") == []
    state = desert.position(desert.new(), {"I2": (1, "yellow"), "C10": (1, "pink")}, seat=1)
    yellow = aids.legal_cells(state, "place", "bo", "yellow")
    assert yellow == names(state, aids.camel_cells(state, 1, YELLOW))
    anything = aids.legal_cells(state, "place", "bo")
    assert set(yellow) < set(anything)
    assert aids.legal_cells(state, "leader", "bo", "yellow") == []


# --------------------------------------------------------------------------- threats


def closable(state: State, player: int, camels: int) -> dict[tuple[str, ...], set[tuple[str, ...]]]:
    return {
        tuple(names(state, c.area.cells)): {tuple(names(state, p)) for p in c.placements}
        for c in aids.closable_areas(state, player, camels)
    }


def test_an_area_closed_by_one_camel(desert: Any) -> None:
    """through-the-desert/enclosure: the corner C1 D1 closes with C2."""
    state = desert.position(
        desert.new(), {"E1": (1, "yellow"), "E2": (1, "yellow"), "D2": (1, "yellow")}
    )
    assert closable(state, 1, 2)[("C1", "D1")] == {("C2",)}
    assert closable(state, 1, 1)[("C1", "D1")] == {("C2",)}


def test_an_area_that_needs_two_camels(desert: Any) -> None:
    """Two camels of one turn: D2 and C2 both, in either order; one camel is not enough."""
    state = desert.position(desert.new(), {"E1": (1, "yellow"), "E2": (1, "yellow")})
    assert closable(state, 1, 2)[("C1", "D1")] == {("C2", "D2")}
    assert ("C1", "D1") not in closable(state, 1, 1)
    found = aids.threats(state, 0)
    area = next(a for a in found.areas if names(state, a.area.cells) == ["C1", "D1"])
    assert area.player == 1 and area.colour == YELLOW


def test_another_caravan_keeps_an_area_open(desert: Any) -> None:
    """through-the-desert/enclosure: a camel of any other caravan on the rim keeps it open."""
    state = desert.position(
        desert.new(), {"E1": (1, "yellow"), "E2": (1, "yellow"), "D2": (0, "pink")}
    )
    assert ("C1", "D1") not in closable(state, 1, 2)
    assert ("C1", "D1") not in closable(state, 0, 2)


def test_the_last_camel_of_a_colour_closes_alone(desert: Any) -> None:
    """through-the-desert/end: with one camel left of the colour, no pair of it."""
    state = desert.position(desert.new(), {"E1": (1, "yellow"), "E2": (1, "yellow")})
    supply = list(state.supply)
    supply[YELLOW] = 1
    assert ("C1", "D1") not in closable(replace(state, supply=tuple(supply)), 1, 2)


def test_area_value_counts_hexes_markers_and_oases(desert: Any) -> None:
    """through-the-desert/scoring: hexes (oases excepted), markers inside, new oases."""
    state = desert.position(desert.new(), {"H6": (0, "yellow")}, water={"D1": 2})
    value = aids.area_value(state, caravan_id(0, YELLOW), [desert.cell(state, "H7")])
    assert (value.hexes, value.value, value.water, value.new_oases) == (1, 1, (), ())
    corner = aids.area_value(
        state, caravan_id(0, YELLOW), [desert.cell(state, "C1"), desert.cell(state, "D1")]
    )
    assert corner.value == 2 + 2
    oasis = [desert.cell(state, c) for c in ("J3", "J4")]
    with_oasis = aids.area_value(state, caravan_id(0, YELLOW), oasis)
    assert with_oasis.hexes == 1 and with_oasis.value == 1 + 5


def brute_force(state: State, player: int, camels: int) -> dict[Any, set[tuple[int, ...]]]:
    """Every area closed by a legal sequence of `camels` camels (the rules engine itself),
    keeping the fewest camels per area."""
    turn = replace(state, seat=player, placed=0, phase="camels")
    turn = replace(turn, water_value=tuple(v or 1 for v in turn.water_value))
    found: dict[Any, set[tuple[int, ...]]] = {}

    def closes(s: State, colour: int, cell: int) -> list[tuple[int, ...]]:
        own = caravan_id(player, colour)
        occupant = list(s.occupant)
        occupant[cell] = own
        return [tuple(r) for r in effects_of(s, own, cell, occupant).areas]

    for colour, cell in legal_placements(turn, player):
        for region in closes(turn, colour, cell):
            found.setdefault((colour, region), set()).add((cell,))
        if camels < 2:
            continue
        after = _put(turn, player, colour, cell, False, [])
        for second_colour, second in legal_placements(after, player):
            for region in closes(after, second_colour, second):
                found.setdefault((second_colour, region), set()).add(tuple(sorted((cell, second))))
    return {
        key: {p for p in ways if len(p) == 1 or not any((c,) in ways for c in p)}
        for key, ways in found.items()
    }


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(2, 5), moves=st.integers(0, 60))
def test_closable_areas_match_a_brute_force(desert: Any, seed: int, n: int, moves: int) -> None:
    """The fast search finds exactly the areas that some legal sequence of one or two camels
    of the player's next turn closes, with the same minimal placements."""
    rng = random.Random(seed)
    players = list(desert.NAMES[:n])
    state = GAME.initial_state(GAME.random_setup(rng, players))
    while state.phase != "camels":
        move = GAME.random_move(state, rng)
        if move is None:
            return
        state = GAME.apply(state, move)
    for _ in range(moves):
        move = GAME.random_move(state, rng)
        if move is None or state.phase != "camels":
            break
        following = GAME.apply(state, move)
        if following.phase != "camels":
            break
        state = following
    for player in range(n):
        for camels in (1, 2):
            fast = {
                (c.colour, c.area.cells): set(c.placements)
                for c in aids.closable_areas(state, player, camels)
            }
            assert fast == brute_force(state, player, camels)


def test_oases_within_reach_and_out_of_it(desert: Any) -> None:
    """through-the-desert/oases, placement: camels needed at least; the hexes next to
    another player's caravan of the same colour are closed to a caravan, so other pink
    caravans around the oasis D3 keep ana's pink caravan away from it."""
    pink_walls = {"F3": (1, "pink"), "D1": (1, "pink"), "C5": (2, "pink"), "B2": (2, "pink")}
    open_state = desert.position(desert.new(3), {"E5": (0, "pink"), "I2": (1, "yellow")})
    ana = aids.oasis_reach(open_state, 0, PINK)
    assert ana is not None
    assert {state_name: n for state_name, n in named(open_state, ana.reachable)}["D3"] == 1
    walled = desert.position(
        desert.new(3), {"E5": (0, "pink"), "I2": (1, "yellow"), **pink_walls}, seat=1
    )
    ana = aids.oasis_reach(walled, 0, PINK)
    assert ana is not None
    assert "D3" in names(walled, ana.unreachable)
    assert "D3" not in dict(named(walled, ana.reachable))
    bo = aids.oasis_reach(walled, 1, YELLOW)
    assert bo is not None and dict(named(walled, bo.reachable))["J3"] == 1
    assert aids.oasis_reach(walled, 0, YELLOW) is None  # no yellow caravan for ana
    state = desert.place(walled, "yellow", "J2", player="bo")
    reached = aids.oasis_reach(state, 1, YELLOW)
    assert reached is not None and names(state, reached.reached) == ["J3"]


def named(state: State, pairs: Any) -> list[tuple[str, int]]:
    return [(state.board.cell_name(c), n) for c, n in pairs]


def test_oases_out_of_reach_when_the_supply_is_short(desert: Any) -> None:
    state = desert.position(desert.new(), {"I2": (1, "yellow")})
    supply = list(state.supply)
    supply[YELLOW] = 2
    found = aids.oasis_reach(replace(state, supply=tuple(supply)), 1, YELLOW)
    assert found is not None
    assert all(n <= 2 for _, n in found.reachable)
    assert names(state, [c for c, _ in found.reachable]) == ["J3"]
    assert len(found.unreachable) == 4


def test_largest_caravans_and_their_margins(desert: Any) -> None:
    """through-the-desert/scoring: the leader of each colour and the margin; a tie."""
    state = desert.position(
        desert.new(),
        {
            "I2": (1, "yellow"),
            "J2": (1, "yellow"),
            "K2": (1, "yellow"),
            "C5": (0, "yellow"),
            "E8": (0, "pink"),
            "F11": (1, "pink"),
        },
    )
    found = {COLOURS[g.colour]: g for g in aids.largest(state)}
    assert found["yellow"].leaders == (1,) and found["yellow"].margin == 2
    assert found["pink"].leaders == (0, 1) and found["pink"].margin == 0
    assert "green" not in found


def test_fewest_turns_before_a_colour_runs_out(desert: Any) -> None:
    """through-the-desert/end: every turn places as many of that colour as it can."""
    state = desert.position(desert.new(3), {"I2": (1, "yellow"), "C5": (0, "pink")}, seat=0)
    supply = list(state.supply)
    supply[YELLOW], supply[PINK] = 3, 1
    state = replace(state, supply=tuple(supply), camel_turn=5, placed=1)
    found = {COLOURS[s.colour]: s for s in aids.supply_outlook(state)}
    # only bo has a yellow caravan: ana's turn (1), bo places 2 (2), cy (3), ana (4), bo (5)
    assert (found["yellow"].turns, found["yellow"].player) == (5, 1)
    assert (found["pink"].turns, found["pink"].player) == (1, 0)
    assert found["green"].turns is None  # nobody has a green caravan


def test_opening_turns_place_one_camel(desert: Any) -> None:
    state = desert.position(desert.new(3), {"I2": (1, "yellow")}, seat=0, camel_turn=0)
    assert [aids.next_turn_camels(state, p) for p in range(3)] == [1, 1, 2]
    two = desert.position(desert.new(2), {"I2": (1, "yellow")}, seat=0, camel_turn=0)
    assert [aids.next_turn_camels(two, p) for p in range(2)] == [1, 2]


def test_no_area_while_the_leaders_are_placed(desert: Any) -> None:
    state = GAME.apply(desert.new(), LeaderMove("ana", "yellow", "F2"))
    found = aids.threats(state, 0)
    assert found.areas == () and found.camels == (0, 0)
    assert [names(state, r.reached) for r in found.oases] == [[]]
