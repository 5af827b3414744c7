"""One test (or a few) per rule section of rulebooks/through-the-desert.yaml, citing its id."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import assert_rule

from assistant.games.base import (
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    OutOfTurnError,
    SetupError,
)
from assistant.games.desert import GAME
from assistant.games.desert.rules import legal_placements
from assistant.games.desert.scoring import score
from assistant.games.desert.state import camels_this_turn

# --------------------------------------------------------------------------- setup


@pytest.mark.parametrize(("n", "supply"), [(2, 22), (3, 26)])
def test_setup_supplies_per_player_count(desert: Any, n: int, supply: int) -> None:
    """through-the-desert/setup: 34 per colour, minus 10 (2 players) or 5 (3), minus leaders."""
    state = desert.new(n)
    assert state.supply == (supply,) * 5
    assert all(hand == (0, 1, 2, 3, 4) for hand in state.hand)


def test_setup_supplies_four_and_five_players(desert: Any) -> None:
    """through-the-desert/setup: 4 players keep 30 per colour; with 5 players each returns one
    leader, which leaves the game with its camel: 34 - 5 = 29 per colour."""
    four = desert.new(4, board=desert.full_board_data())
    assert four.supply == (30,) * 5
    returned = {"ana": "yellow", "bo": "pink", "cy": "purple", "di": "green", "ed": "turquoise"}
    five = desert.new(5, board=desert.full_board_data(), returned=returned)
    assert five.supply == (29,) * 5
    assert five.hand[0] == (1, 2, 3, 4)
    assert GAME.state_json(five)["returned"] == returned


def test_setup_five_players_need_returned_leaders_all_different(desert: Any) -> None:
    """through-the-desert/setup: with 5 players, the returned leaders are of 5 colours."""
    board = desert.full_board_data()
    with pytest.raises(SetupError) as missing:
        desert.new(5, board=board)
    assert "--returned" in str(missing.value)
    same = {"ana": "pink", "bo": "pink", "cy": "purple", "di": "green", "ed": "turquoise"}
    with pytest.raises(SetupError):
        desert.new(5, board=board, returned=same)
    with pytest.raises(SetupError):
        desert.new(2, returned={"ana": "pink"})


def test_setup_player_count_and_names(desert: Any) -> None:
    """through-the-desert/setup: 2 to 5 players with different names."""
    with pytest.raises(SetupError):
        desert.new(1)
    with pytest.raises(SetupError):
        GAME.initial_state({**desert.setup(2), "players": ["ana", "ANA"]})


def test_setup_oases_on_palm_spaces_others_become_water_holes(desert: Any) -> None:
    """through-the-desert/setup: 5 oases on palm spaces; the palm space left is a water hole."""
    state = desert.new()
    assert desert.names(state, state.layout.oases) == sorted(desert.OASES)
    assert state.board.cell_index("H11") in state.layout.water_holes
    assert len(state.layout.water_holes) == 33
    for bad in (["D3", "J3", "Q3", "M7"], ["D3", "J3", "Q3", "M7", "C4"], ["D3"] * 5):
        with pytest.raises(SetupError) as error:
            desert.new(oases=bad)
        assert_rule(error.value, "through-the-desert/setup")
    with pytest.raises(SetupError) as error:
        desert.new(oases=[])
    assert "H11" in str(error.value)


def test_setup_water_values_at_start(desert: Any) -> None:
    """through-the-desert/water-holes: values can be recorded in the setup."""
    state = desert.new(water={"D1": 2, "H11": 3})
    assert state.water_value[desert.cell(state, "D1")] == 2
    with pytest.raises(IllegalMoveError):
        desert.new(water={"C4": 2})


# --------------------------------------------------------------------------- boards


def test_boards_four_players_refused_on_the_small_board(desert: Any) -> None:
    """through-the-desert/boards: 4-5 players need a board with the 4-5 player part."""
    with pytest.raises(SetupError) as error:
        desert.new(4)
    assert_rule(error.value, "through-the-desert/boards")
    text = str(error.value)
    assert "map extend my-board.yaml --from kosmos-2-3p" in text and "--map my-board.yaml" in text


def test_boards_mask_leaves_out_the_large_part_with_three(desert: Any) -> None:
    """through-the-desert/boards: the masked part is used with 4-5 players only."""
    board = desert.full_board_data()
    three = desert.new(3, board=board)
    four = desert.new(4, board=board)
    assert sum(three.layout.in_play) == 189
    assert sum(four.layout.in_play) == 189 + 5 * 18
    with pytest.raises(IllegalMoveError) as error:
        desert.leader(three, "yellow", "F16")
    assert "2 or 3 players" in str(error.value)


def test_boards_unknown_cell(desert: Any) -> None:
    """through-the-desert/boards: a cell outside the grid does not exist."""
    state = desert.new()
    with pytest.raises(InvalidMoveError) as error:
        desert.leader(state, "yellow", "Z40")
    assert_rule(error.value, "through-the-desert/boards")


# --------------------------------------------------------------------------- leaders


@pytest.mark.parametrize(
    ("cell", "why"),
    [
        ("D1", "water hole"),
        ("D3", "oasis"),
        ("C3", "next to the oasis"),
        ("A1", "mountain"),
        ("H11", "water hole"),  # a palm space without an oasis
    ],
)
def test_leaders_forbidden_hexes(desert: Any, cell: str, why: str) -> None:
    """through-the-desert/leaders: not on a water hole or an oasis, not next to an oasis."""
    with pytest.raises(IllegalMoveError) as error:
        desert.leader(desert.new(), "yellow", cell)
    assert_rule(error.value, "through-the-desert/leaders")
    assert why in str(error.value)


def test_leaders_never_touch_another_leader(desert: Any) -> None:
    """through-the-desert/leaders: not next to any leader, own ones included."""
    state = desert.leader(desert.new(), "yellow", "F2")
    with pytest.raises(IllegalMoveError) as error:
        desert.leader(state, "pink", "G2")  # bo, next to ana's leader
    assert_rule(error.value, "through-the-desert/leaders")
    with pytest.raises(IllegalMoveError):
        desert.leader(state, "pink", "F2")  # occupied
    state = desert.leader(state, "pink", "K2")
    with pytest.raises(IllegalMoveError) as own:
        desert.leader(state, "purple", "E2")  # ana, next to her own yellow leader
    assert "leader" in str(own.value)
    state = desert.leader(state, "purple", "F4")
    assert state.phase == "leaders"


def test_leaders_each_colour_once(desert: Any) -> None:
    """through-the-desert/leaders: one leader per colour per player."""
    state = desert.leader(desert.new(), "yellow", "F2")
    state = desert.leader(state, "pink", "K2")
    with pytest.raises(IllegalMoveError) as error:
        desert.leader(state, "yellow", "F5")
    from assistant.i18n import Translator

    said = Translator("en").render(error.value.msg)
    assert "already on the board, at F2. Still in hand: pink, purple, green, and turquoise." in said
    assert_rule(error.value, "through-the-desert/leaders")


def test_leaders_then_camels_not_before(desert: Any) -> None:
    """through-the-desert/leaders: camels only once every leader is out."""
    state = desert.leader(desert.new(), "yellow", "F2")
    with pytest.raises(IllegalMoveError) as error:
        desert.place(state, "pink", "K3")
    assert_rule(error.value, "through-the-desert/leaders")


def test_leaders_alternate_then_camel_phase(desert: Any) -> None:
    """through-the-desert/leaders and turn: one leader a turn; then the first player starts."""
    state = desert.new()
    cells = ["F2", "K2", "E5", "K5", "A4", "N4", "C10", "G10", "P9", "K9"]
    colours = ["yellow", "pink", "pink", "yellow", "purple", "purple", "green", "green",
               "turquoise", "turquoise"]  # fmt: skip
    for i, (colour, cell) in enumerate(zip(colours, cells, strict=True)):
        assert state.seat == i % 2
        state = desert.leader(state, colour, cell)
    assert state.phase == "camels"
    assert state.seat == 0
    assert state.supply == (22,) * 5


# --------------------------------------------------------------------------- first round


def test_first_round_colour_taken(desert: Any) -> None:
    """through-the-desert/first-round: round 1, no colour another player already placed."""
    state = desert.leader(desert.new(), "yellow", "F2")
    with pytest.raises(IllegalMoveError) as error:
        desert.leader(state, "yellow", "K2")
    assert_rule(error.value, "through-the-desert/first-round")
    state = desert.leader(state, "pink", "K2")
    # second round: the limit is gone
    state = desert.leader(state, "pink", "E5")
    state = desert.leader(state, "yellow", "K5")
    assert state.leader_turns == 4


def test_first_round_lifted_when_nothing_else_is_left(desert: Any) -> None:
    """through-the-desert/first-round: with 5 players, lifted if every colour in hand is taken."""
    returned = {"ana": "yellow", "bo": "pink", "cy": "purple", "di": "green", "ed": "turquoise"}
    state = desert.new(5, board=desert.full_board_data(), returned=returned)
    # ana pink, bo yellow, cy green, di turquoise: ed (no turquoise) holds yellow, pink,
    # purple, green -> purple is free.
    state = desert.leader(state, "pink", "F2")
    state = desert.leader(state, "yellow", "K2")
    state = desert.leader(state, "green", "E5")
    state = desert.leader(state, "turquoise", "K5")
    with pytest.raises(IllegalMoveError) as error:
        desert.leader(state, "yellow", "A4")
    assert "Still free for ed" in str(error.value)
    # a different order: ed's every colour is taken -> any of them is allowed.
    state = desert.new(5, board=desert.full_board_data(), returned=returned)
    for colour, cell in [("pink", "F2"), ("yellow", "K2"), ("green", "E5"), ("purple", "K5")]:
        state = desert.leader(state, colour, cell)
    assert state.seat == 4
    state = desert.leader(state, "yellow", "A4")
    assert state.leader_turns == 5


# --------------------------------------------------------------------------- turns


def test_turn_out_of_order(desert: Any) -> None:
    """through-the-desert/turn: only the player whose turn it is acts."""
    with pytest.raises(OutOfTurnError) as error:
        desert.leader(desert.new(), "yellow", "F2", player="bo")
    assert_rule(error.value, "through-the-desert/turn")


def test_turn_opening_quota_two_players(desert: Any) -> None:
    """through-the-desert/turn: with 2 players the first player opens with 1 camel, then 2."""
    state = desert.position(desert.new(), {"F2": (0, "yellow"), "K2": (1, "yellow")}, camel_turn=0)
    assert camels_this_turn(state) == 1
    state = desert.place(state, "yellow", "E2")
    assert state.seat == 1 and camels_this_turn(state) == 2
    state = desert.place(state, "yellow", "K3")
    assert state.seat == 1
    state = desert.place(state, "yellow", "K4")
    assert state.seat == 0 and camels_this_turn(state) == 2


def test_turn_opening_quota_three_players(desert: Any) -> None:
    """through-the-desert/turn: with 3 or more, the first two players open with 1 camel."""
    camels = {"F2": (0, "yellow"), "K2": (1, "yellow"), "B6": (2, "pink")}
    state = desert.position(desert.new(3), camels, camel_turn=0)
    state = desert.place(state, "yellow", "E2")
    assert state.seat == 1
    state = desert.place(state, "yellow", "K3")
    assert state.seat == 2
    state = desert.place(state, "pink", "B7")
    assert state.seat == 2
    state = desert.place(state, "pink", "C7")
    assert state.seat == 0 and camels_this_turn(state) == 2


# --------------------------------------------------------------------------- placement


def test_placement_next_to_own_caravan(desert: Any) -> None:
    """through-the-desert/placement: a camel touches its own caravan of that colour."""
    state = desert.position(desert.new(), {"F2": (0, "yellow"), "K2": (0, "pink")})
    with pytest.raises(IllegalMoveError) as error:
        desert.place(state, "yellow", "F4")
    assert_rule(error.value, "through-the-desert/placement")
    with pytest.raises(IllegalMoveError):
        desert.place(state, "yellow", "K3")  # touches pink, not yellow
    with pytest.raises(IllegalMoveError):
        desert.place(state, "green", "F3")  # no green caravan at all
    after = desert.place(state, "yellow", "E2")
    assert after.supply[0] == state.supply[0] - 1


def test_placement_never_touches_same_colour_of_another_player(desert: Any) -> None:
    """through-the-desert/placement: two caravans of one colour never touch."""
    state = desert.position(desert.new(), {"F2": (0, "yellow"), "H3": (1, "yellow")})
    with pytest.raises(IllegalMoveError) as error:
        desert.place(state, "yellow", "G3")
    assert_rule(error.value, "through-the-desert/placement")
    assert "bo" in str(error.value)
    # other colours may be touched freely
    state = desert.position(desert.new(), {"F2": (0, "yellow"), "H3": (1, "pink")})
    desert.place(state, "yellow", "G3")


def test_placement_not_on_oasis_mountain_or_camel(desert: Any) -> None:
    """through-the-desert/placement: empty desert or water holes only."""
    state = desert.position(
        desert.new(), {"E2": (0, "yellow"), "E3": (0, "yellow"), "G8": (0, "pink")}
    )
    for cell in ("D3", "G7", "E3"):  # oasis, mountain, own camel
        with pytest.raises(IllegalMoveError) as error:
            desert.place(state, "yellow" if cell != "G7" else "pink", cell)
        assert_rule(error.value, "through-the-desert/placement")


def test_legal_placements_match_the_checks(desert: Any) -> None:
    """through-the-desert/placement: the fast generator agrees with the move checks."""
    state = desert.position(
        desert.new(),
        {"F2": (0, "yellow"), "F3": (0, "yellow"), "H3": (1, "yellow"), "K5": (0, "green")},
    )
    legal = set(legal_placements(state, 0))
    for cell in range(state.board.size):
        for colour in range(5):
            name = state.board.cell_name(cell)
            try:
                desert.place(state, ("yellow", "pink", "purple", "green", "turquoise")[colour],
                             name, water=_all_water(state))  # fmt: skip
                ok = True
            except IllegalMoveError:
                ok = False
            assert ok == ((colour, cell) in legal), (name, colour)


def _all_water(state: Any) -> dict[str, int]:
    holes = sorted(state.layout.water_holes)
    return {state.board.cell_name(c): 1 + i % 3 for i, c in enumerate(holes)}


# --------------------------------------------------------------------------- water holes


def test_water_holes_marker_taken(desert: Any) -> None:
    """through-the-desert/water-holes: a camel on a water hole takes the marker."""
    state = desert.position(desert.new(), {"E1": (0, "yellow")}, water={"D1": 3})
    step = desert.place_step(state, "yellow", "D1")
    assert score(step.state).players[0].water == 3
    assert desert.codes(step) == ["water/taken"]
    assert step.events[0].data == {"player": "ana", "colour": "yellow", "cell": "D1", "value": 3}


def test_water_holes_unknown_value_refused_then_given_on_the_move(desert: Any) -> None:
    """through-the-desert/water-holes: an unknown value stops the camel; --water fixes it."""
    state = desert.position(desert.new(), {"E1": (0, "yellow")})
    with pytest.raises(IllegalMoveError) as error:
        desert.place(state, "yellow", "D1")
    assert_rule(error.value, "through-the-desert/water-holes")
    text = str(error.value)
    assert "D1" in text and "assistant desert water D1 VALUE" in text and "--water D1=" in text
    state = desert.place(state, "yellow", "D1", water={"D1": 2})
    assert score(state).players[0].water == 2


def test_water_holes_unknown_value_judged_legal_with_a_note(desert: Any) -> None:
    """through-the-desert/water-holes: the rules allow the camel; only the value is missing,
    so a dispute is answered yes, with a note asking for the value (enclosed holes too)."""
    from assistant.games.desert.moves import PlaceMove

    state = desert.position(desert.new(), {"E1": (0, "yellow")})
    verdict = GAME.judge(state, PlaceMove("ana", "yellow", "D1"))
    assert verdict.legal and verdict.error is None and len(verdict.notes) == 1
    assert "--water D1=VALUE" in verdict.notes[0].english()
    given = GAME.judge(state, PlaceMove("ana", "yellow", "D1", (("D1", 2),)))
    assert given.legal and not given.notes
    wrong = GAME.judge(state, PlaceMove("ana", "yellow", "H5"))
    assert not wrong.legal and not wrong.notes


def test_water_holes_value_checks(desert: Any) -> None:
    """through-the-desert/water-holes: only water holes, values 1-3, 15 markers per value."""
    state = desert.new()
    for cell, value in (("C4", 2), ("D1", 4), ("D1", 0)):
        with pytest.raises(IllegalMoveError) as error:
            desert.water(state, cell, value)
        assert_rule(error.value, "through-the-desert/water-holes")
    holes = sorted(state.layout.water_holes)
    for cell in holes[:15]:
        state = desert.water(state, state.board.cell_name(cell), 3)
    with pytest.raises(IllegalMoveError) as error:
        desert.water(state, state.board.cell_name(holes[15]), 3)
    assert "15" in str(error.value)
    state = desert.water(state, state.board.cell_name(holes[0]), 1)  # a correction is fine


def test_water_holes_taken_marker_cannot_change(desert: Any) -> None:
    """through-the-desert/water-holes: a taken marker keeps its value."""
    state = desert.position(desert.new(), {"E1": (0, "yellow")}, water={"D1": 3})
    state = desert.place(state, "yellow", "D1")
    with pytest.raises(IllegalMoveError):
        desert.water(state, "D1", 1)
    assert desert.water(state, "D1", 3).water_value == state.water_value


# --------------------------------------------------------------------------- oases


def test_oases_once_per_caravan_several_caravans(desert: Any) -> None:
    """through-the-desert/oases: 5 points the first time a caravan reaches an oasis."""
    camels = {"C2": (0, "yellow"), "E4": (0, "pink"), "E5": (1, "green")}
    state = desert.position(desert.new(), camels)
    step = desert.place_step(state, "yellow", "C3")  # next to D3
    assert desert.codes(step) == ["oasis/reached"]
    assert step.events[0].data == {
        "player": "ana",
        "colour": "yellow",
        "oasis": "D3",
        "points": 5,
    }
    step = desert.place_step(step.state, "yellow", "C4")  # next to D3 again: nothing more
    assert "oasis/reached" not in desert.codes(step)
    step = desert.place_step(step.state, "green", "D4", player="bo")  # bo's green: scores too
    assert desert.codes(step)[:1] == ["oasis/reached"]
    state = step.state
    assert score(state).players[0].oases == 5
    assert score(state).players[1].oases == 5


def test_oases_two_caravans_of_one_player(desert: Any) -> None:
    """through-the-desert/oases: each caravan of a player scores the oasis."""
    camels = {"C2": (0, "yellow"), "E4": (0, "pink")}
    state = desert.position(desert.new(), camels)
    state = desert.place(state, "yellow", "C3")
    state = desert.place(state, "pink", "D4")
    assert score(state).players[0].oases == 10


# --------------------------------------------------------------------------- owned areas


def test_owned_areas_closed_to_everyone(desert: Any) -> None:
    """through-the-desert/owned-areas: nobody places inside an owned area, owner included."""
    state = desert.position(desert.new(), {"H6": (0, "yellow"), "J6": (1, "pink")})
    state = desert.place(state, "yellow", "I7")  # encloses H7 with the mountains
    assert desert.area_cells(state) == [["H7"]]
    with pytest.raises(IllegalMoveError) as own:
        desert.place(state, "yellow", "H7")
    assert_rule(own.value, "through-the-desert/owned-areas")
    state = desert.place(state, "yellow", "I6")
    with pytest.raises(IllegalMoveError) as other:
        desert.place(state, "pink", "H7")
    assert_rule(other.value, "through-the-desert/owned-areas")


# --------------------------------------------------------------------------- end


def test_end_after_the_turn_that_empties_a_colour(desert: Any) -> None:
    """through-the-desert/end: the turn is finished, then the game ends."""
    state = desert.position(desert.new(), {"F2": (0, "yellow"), "K2": (0, "pink")})
    from dataclasses import replace

    state = replace(state, supply=(1, 5, 5, 5, 5))
    state = desert.place(state, "yellow", "E2")
    assert state.supply[0] == 0 and state.phase == "camels" and state.seat == 0
    with pytest.raises(IllegalMoveError) as error:
        desert.place(state, "yellow", "F4")
    assert_rule(error.value, "through-the-desert/end")
    step = desert.place_step(state, "pink", "K3")
    state = step.state
    assert state.phase == "over"
    assert GAME.current_player(state) is None and GAME.is_finished(state)
    from assistant.i18n import Translator

    assert desert.codes(step)[-1] == "game/over"  # and why: the colour that ran out
    assert Translator("en").render(step.events[-1].msg) == (
        "The last yellow camel is on the board: the game is over."
    )
    with pytest.raises(GameOverError) as over:
        desert.place(state, "pink", "K4", player="bo")
    assert_rule(over.value, "through-the-desert/end")
    with pytest.raises(GameOverError):
        desert.water(state, "D1", 2)


# --------------------------------------------------------------------------- blocked


def test_blocked_player_is_skipped(desert: Any) -> None:
    """through-the-desert/blocked: a player with no legal camel loses the turn."""
    # bo has no caravan with room: the pink leader at H7 is walled in by mountains and
    # ana's yellow camels.
    camels = {"H6": (0, "yellow"), "I7": (0, "yellow"), "H7": (1, "pink")}
    state = desert.position(desert.new(), camels)
    assert legal_placements(state, 1) == []
    state = desert.place(state, "yellow", "G6")
    step = desert.place_step(state, "yellow", "F6")
    assert step.state.seat == 0
    assert desert.codes(step) == ["turn/skipped"]
    assert step.events[0].data == {"player": "bo"}
    assert step.events[-1].data == {"player": "ana", "phase": "camels", "to_place": 2}


def test_blocked_everyone_ends_the_game(desert: Any) -> None:
    """through-the-desert/blocked: if nobody can place a camel, the game ends."""
    from dataclasses import replace

    from assistant.games.desert.state import Area

    state = desert.position(desert.new(), {"H6": (0, "yellow"), "H7": (1, "pink")})
    keep = {desert.cell(state, "I7")}
    owner = tuple(
        0 if state.layout.in_play[c] and state.occupant[c] == -1 and c not in keep else -1
        for c in range(state.board.size)
    )
    state = replace(state, owner=owner, areas=(Area(1, 4, (), ()),))
    step = desert.place_step(state, "yellow", "I7")
    assert step.state.phase == "over"
    codes = ["turn/skipped", "turn/skipped", "turn/skipped", "game/over"]
    assert desert.codes(step) == codes
    assert step.events[-1].data == {"winners": ["ana"]}
    from assistant.i18n import Translator

    assert Translator("en").render(step.events[-1].msg) == (
        "No player can place a camel any more: the game is over."
    )


# --------------------------------------------------------------------------- scoring


def test_scoring_largest_caravan_and_ties(desert: Any) -> None:
    """through-the-desert/scoring: 10 for the largest caravan of a colour, 5 each on a tie."""
    camels = {
        "F2": (0, "yellow"),
        "F3": (0, "yellow"),
        "K2": (1, "yellow"),
        "A4": (0, "pink"),
        "K5": (1, "pink"),
    }
    result = score(desert.position(desert.new(), camels, witness=False))
    by_name = {p.name: p for p in result.players}
    assert by_name["ana"].caravans == 10 + 5
    assert by_name["bo"].caravans == 5
    assert result.winners is None


def test_scoring_winners_share_ties(desert: Any) -> None:
    """through-the-desert/scoring: tied totals share the win."""
    camels = {"F2": (0, "yellow"), "K2": (1, "pink")}
    state = desert.position(desert.new(), camels, witness=False)
    from dataclasses import replace

    result = score(replace(state, phase="over"))
    assert result.winners == ("ana", "bo")
    assert [p.total for p in result.players] == [10, 10]
