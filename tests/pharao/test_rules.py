"""One test (or a few) per rule section of rulebooks/schatz-der-pharao.yaml, each naming it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers import assert_refused, play

from assistant.errors import UsageError
from assistant.games.base import (
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    OutOfTurnError,
    SetupError,
)
from assistant.games.pharao import GAME
from assistant.games.pharao.moves import (
    Draw,
    Move,
    MoveMarker,
    PlayCurse,
    PlayEquipment,
    PlayProtection,
    PlaySpell,
    Swap,
    describe,
    move_from_json,
    move_to_json,
)
from assistant.games.pharao.state import Card, State

PLAYERS = ["ana", "bo", "cy"]


def start(players: list[str] | None = None, adventures: list[int] | None = None) -> State:
    return GAME.initial_state(
        {"players": players or PLAYERS, "adventures": adventures or [7, 4, 10, 5, 9]}
    )


def seat(state: State, name: str) -> object:
    return state.seat(name)


def conserved(state: State) -> None:
    assert state.cards_counted() == 56


def fix(state: State) -> State:
    """After a test arranged hands and displays by hand: the draw pile holds the rest."""
    others = state.cards_counted() - state.draw_pile
    return replace(state, draw_pile=56 - others)


# ----------------------------------------------------------------- schatz-der-pharao/setup


def test_setup_deals_five_each_and_puts_the_treasure_last() -> None:
    """schatz-der-pharao/setup"""
    state = start()
    assert state.adventures == (7, 4, 10, 5, 9, 12)
    assert [s.hand for s in state.seats] == [5, 5, 5]
    assert state.draw_pile == 41
    assert state.discard_pile == 0
    assert state.marker == "ladder"
    assert state.current == "ana"
    assert all(s.beaten == 0 and s.display == () for s in state.seats)
    conserved(state)


def test_setup_accepts_the_twelve_typed_last() -> None:
    """schatz-der-pharao/setup"""
    assert start(adventures=[7, 4, 10, 5, 9, 12]).adventures == (7, 4, 10, 5, 9, 12)


@pytest.mark.parametrize(
    ("players", "adventures"),
    [
        (["ana"], [7, 4, 10, 5, 9]),
        (["a", "b", "c", "d", "e", "f", "g"], [7, 4, 10, 5, 9]),
        (["ana", "Ana"], [7, 4, 10, 5, 9]),
        (["ana", "bo"], [7, 4, 10, 5]),
        (["ana", "bo"], [7, 4, 10, 5, 9, 11]),
        (["ana", "bo"], [7, 4, 10, 5, 12]),
        (["ana", "bo"], [3, 4, 10, 5, 9]),
        (["ana", "bo"], [7, 7, 10, 5, 9]),
    ],
)
def test_setup_refuses_impossible_tables(players: list[str], adventures: list[int]) -> None:
    """schatz-der-pharao/setup"""
    with pytest.raises(SetupError) as caught:
        GAME.initial_state({"players": players, "adventures": adventures})
    assert caught.value.rule == "schatz-der-pharao/setup"


@pytest.mark.parametrize("adventures", [[7, 4, 12, 5, 9], [12, 7, 4, 10, 5, 9], [7, 12, 4]])
def test_setup_the_twelve_among_the_five_is_named_as_the_treasure(adventures: list[int]) -> None:
    """schatz-der-pharao/setup: a 12 typed among the five is the treasure, which the assistant
    adds itself; the message says so instead of calling 12 no adventure card."""
    with pytest.raises(SetupError) as caught:
        GAME.initial_state({"players": PLAYERS, "adventures": adventures})
    text = str(caught.value)
    assert "The 12 is the pharaoh's treasure" in text and "There is no" not in text


def test_six_players_leave_26_cards_to_draw() -> None:
    """schatz-der-pharao/setup"""
    state = start(players=["a", "b", "c", "d", "e", "f"])
    assert state.draw_pile == 26
    conserved(state)


# ----------------------------------------------------------------- schatz-der-pharao/turn


def test_turn_one_action_then_the_next_player() -> None:
    """schatz-der-pharao/turn"""
    state = play(GAME, start(), Draw("ana", 1))
    assert state.current == "bo"
    state = play(GAME, state, Swap("bo", 1), PlayEquipment("cy", "ladder", 2))
    assert state.current == "ana"


def test_turn_out_of_order_is_refused() -> None:
    """schatz-der-pharao/turn"""
    error = assert_refused(GAME, start(), Draw("bo", 1), OutOfTurnError, "schatz-der-pharao/turn")
    assert error.code == "turn/out-of-order"


def test_turn_unknown_player_is_refused() -> None:
    """schatz-der-pharao/turn"""
    assert_refused(GAME, start(), Draw("zed", 1), InvalidMoveError, "schatz-der-pharao/turn")


# ----------------------------------------------------------------- schatz-der-pharao/draw


def test_draw_one_or_two() -> None:
    """schatz-der-pharao/draw"""
    state = play(GAME, start(), Draw("ana", 2))
    assert state.seat("ana").hand == 7
    assert state.draw_pile == 39
    assert_refused(GAME, state, Draw("bo", 3), IllegalMoveError, "schatz-der-pharao/draw")
    assert_refused(GAME, state, Draw("bo", 0), IllegalMoveError, "schatz-der-pharao/draw")


def test_draw_hand_limit_of_ten() -> None:
    """schatz-der-pharao/draw"""
    state = start()
    state = state.with_seat(0, hand=9)
    state = replace(state, draw_pile=state.draw_pile - 4)
    assert_refused(GAME, state, Draw("ana", 2), IllegalMoveError, "schatz-der-pharao/draw")
    state = play(GAME, state, Draw("ana", 1))
    assert state.seat("ana").hand == 10
    state = replace(state, turn=0)
    error = assert_refused(GAME, state, Draw("ana", 1), IllegalMoveError, "schatz-der-pharao/draw")
    assert "limit of 10" in str(error)


# ----------------------------------------------------------------- schatz-der-pharao/swap


def test_swap_keeps_the_hand_size_and_feeds_the_discard_pile() -> None:
    """schatz-der-pharao/swap"""
    state = play(GAME, start(), Swap("ana", 2))
    assert state.seat("ana").hand == 5
    assert (state.draw_pile, state.discard_pile) == (39, 2)
    assert state.current == "bo"
    conserved(state)


def test_swap_more_than_the_hand_holds_is_refused() -> None:
    """schatz-der-pharao/swap"""
    state = fix(start().with_seat(0, hand=1))
    assert_refused(GAME, state, Swap("ana", 2), IllegalMoveError, "schatz-der-pharao/swap")
    assert_refused(GAME, start(), Swap("ana", 3), IllegalMoveError, "schatz-der-pharao/swap")


def test_swap_with_no_card_in_hand_says_so() -> None:
    """schatz-der-pharao/swap: an empty hand has nothing to swap (not "holds only 0 cards")."""
    state = fix(start().with_seat(0, hand=0))
    error = assert_refused(GAME, state, Swap("ana", 1), IllegalMoveError, "schatz-der-pharao/swap")
    assert str(error) == "ana holds no card: there is nothing to swap."
    one = fix(start().with_seat(0, hand=1))
    assert str(
        assert_refused(GAME, one, Swap("ana", 2), IllegalMoveError, "schatz-der-pharao/swap")
    ) == ("ana holds only 1 card: cannot swap 2.")


# ----------------------------------------------------------------- schatz-der-pharao/play


def test_play_from_an_empty_hand_is_refused() -> None:
    """schatz-der-pharao/play"""
    state = fix(start().with_seat(0, hand=0))
    for move in (
        PlayEquipment("ana", "ladder", 2),
        PlaySpell("ana"),
        PlayCurse("ana"),
        PlayProtection("ana"),
    ):
        assert_refused(GAME, state, move, IllegalMoveError, "schatz-der-pharao/play")


def test_play_special_cards_whatever_the_marker() -> None:
    """schatz-der-pharao/play"""
    state = replace(start(), marker="torch")
    state = play(GAME, state, PlayProtection("ana"), PlayCurse("bo"), PlaySpell("cy"))
    assert state.seat("ana").display == (Card("protection"),)
    assert state.discard_pile == 2  # the curse and the spell
    conserved(state)


# ----------------------------------------------------------------- schatz-der-pharao/equipment


def test_equipment_only_the_symbol_under_the_marker() -> None:
    """schatz-der-pharao/equipment"""
    error = assert_refused(
        GAME,
        start(),
        PlayEquipment("ana", "rope", 3),
        IllegalMoveError,
        "schatz-der-pharao/equipment",
    )
    assert error.code == "move/illegal"
    assert str(error) == "The marker is on the ladder: a rope card cannot be played now."
    state = play(GAME, start(), PlayEquipment("ana", "ladder", 3))
    assert state.seat("ana").display == (Card("ladder", 3),)
    assert state.seat("ana").hand == 4


def test_equipment_value_must_be_plausible() -> None:
    """schatz-der-pharao/equipment"""
    assert_refused(
        GAME,
        start(),
        PlayEquipment("ana", "ladder", 0),
        InvalidMoveError,
        "schatz-der-pharao/equipment",
    )
    assert_refused(
        GAME,
        start(),
        PlayEquipment("ana", "ladder", 13),
        InvalidMoveError,
        "schatz-der-pharao/equipment",
    )


def test_equipment_of_other_symbols_still_counts() -> None:
    """schatz-der-pharao/equipment"""
    state = play(GAME, start(), PlayEquipment("ana", "ladder", 3), PlaySpell("bo", "rope"))
    state = play(GAME, state, Draw("bo", 1), Draw("cy", 1), PlayEquipment("ana", "rope", 3))
    assert state.seat("ana").total == 6
    assert state.seat("ana").beaten == 0


# ----------------------------------------------------------------- schatz-der-pharao/marker


def test_marker_starts_on_the_ladder_and_cannot_move_without_cause() -> None:
    """schatz-der-pharao/marker"""
    assert start().marker == "ladder"
    assert_refused(
        GAME, start(), MoveMarker("ana", "rope"), IllegalMoveError, "schatz-der-pharao/exact-hit"
    )


# ----------------------------------------------------------------- schatz-der-pharao/spell


def test_spell_moves_the_marker_and_plays_again() -> None:
    """schatz-der-pharao/spell"""
    state = play(GAME, start(), PlaySpell("ana", "torch"))
    assert state.marker == "torch"
    assert state.current == "ana"
    assert state.again == "spell"
    assert state.seat("ana").hand == 4
    assert state.discard_pile == 1
    state = play(GAME, state, PlayEquipment("ana", "torch", 2))
    assert state.current == "bo"


def test_spell_may_leave_the_marker() -> None:
    """schatz-der-pharao/spell"""
    state = play(GAME, start(), PlaySpell("ana"))
    assert state.marker == "ladder"
    assert state.current == "ana"


# ----------------------------------------------------------------- schatz-der-pharao/curse


def _displays(state: State, **cards: tuple[Card, ...]) -> State:
    for name, display in cards.items():
        state = state.with_seat(state.index(name), display=display)
    return fix(state)


def test_curse_single_choices_are_taken_without_asking() -> None:
    """schatz-der-pharao/curse"""
    state = _displays(
        start(),
        ana=(Card("ladder", 2),),
        bo=(Card("ladder", 3), Card("ladder", 3)),
        cy=(Card("protection"),),
    )
    after = play(GAME, state, PlayCurse("ana"))
    assert after.seat("ana").display == ()
    assert after.seat("bo").display == (Card("ladder", 3),)
    # cy shows only a protection: no equipment, so the curse misses cy.
    assert after.seat("cy").display == (Card("protection"),)
    assert after.discard_pile == state.discard_pile + 3
    conserved(after)


def test_curse_a_real_choice_must_be_named() -> None:
    """schatz-der-pharao/curse"""
    state = _displays(start(), bo=(Card("ladder", 3), Card("protection")))
    error = assert_refused(
        GAME, state, PlayCurse("ana"), InvalidMoveError, "schatz-der-pharao/curse"
    )
    assert "--discard bo=" in str(error)
    after = play(GAME, state, PlayCurse("ana", (("bo", Card("protection")),)))
    assert after.seat("bo").display == (Card("ladder", 3),)
    after = play(GAME, state, PlayCurse("ana", (("bo", Card("ladder", 3)),)))
    assert after.seat("bo").display == (Card("protection"),)


def test_curse_check_with_open_choices_says_yes_and_names_them() -> None:
    """schatz-der-pharao/curse: a curse is legal whatever the players give up, so a dispute
    about one whose choices are not named yet is answered yes, with the choices to give."""
    state = _displays(
        start(),
        ana=(Card("ladder", 4),),
        bo=(Card("ladder", 3), Card("protection")),
        cy=(Card("rope", 2), Card("rope", 2), Card("torch", 1)),
    )
    verdict = GAME.judge(state, PlayCurse("ana"))
    assert verdict.legal and verdict.turn and verdict.error is None
    assert [note.english() for note in verdict.notes] == [
        "To record it, say what bo and cy give up: ladder 3 or protection for bo and rope 2 "
        "or torch 1 for cy (e.g. `assistant pharao play curse --discard bo=ladder:3 "
        "--discard cy=rope:2`)."
    ]
    named = GAME.judge(state, PlayCurse("ana", (("bo", Card("protection")),)))
    assert named.legal and [n.english() for n in named.notes] == [
        "To record it, say what cy gives up: rope 2 or torch 1 (e.g. `assistant pharao play "
        "curse --discard bo=protection --discard cy=rope:2`)."
    ]
    planned = GAME.judge(state, PlayCurse("cy"))
    assert planned.legal and not planned.turn and len(planned.notes) == 1
    assert "say what bo and cy give up" in planned.notes[0].english()
    empty = fix(state.with_seat(0, hand=0))
    refusal = GAME.judge(empty, PlayCurse("ana"))
    assert not refusal.legal and refusal.error is not None
    assert refusal.error.rule == "schatz-der-pharao/play"
    # Recording it is still refused, with a real choice as the example.
    error = assert_refused(
        GAME, state, PlayCurse("ana"), InvalidMoveError, "schatz-der-pharao/curse"
    )
    assert str(error) == (
        "bo and cy must choose what to give up: ladder 3 or protection for bo and rope 2 or "
        "torch 1 for cy. Say which, e.g. `assistant pharao play curse --discard bo=ladder:3 "
        "--discard cy=rope:2`."
    )


def test_curse_discard_not_on_display_is_refused() -> None:
    """schatz-der-pharao/curse"""
    state = _displays(start(), bo=(Card("ladder", 3), Card("ladder", 2)))
    assert_refused(
        GAME,
        state,
        PlayCurse("ana", (("bo", Card("ladder", 5)),)),
        IllegalMoveError,
        "schatz-der-pharao/curse",
    )
    assert_refused(
        GAME,
        state,
        PlayCurse("ana", (("bo", Card("protection")),)),
        IllegalMoveError,
        "schatz-der-pharao/curse",
    )
    assert_refused(
        GAME,
        state,
        PlayCurse("ana", (("bo", Card("ladder", 3)), ("cy", Card("ladder", 3)))),
        IllegalMoveError,
        "schatz-der-pharao/curse",
    )
    assert_refused(
        GAME,
        state,
        PlayCurse("ana", (("bo", Card("ladder", 3)), ("bo", Card("ladder", 2)))),
        InvalidMoveError,
        "schatz-der-pharao/curse",
    )
    assert_refused(
        GAME,
        state,
        PlayCurse("ana", (("zed", Card("ladder", 3)),)),
        InvalidMoveError,
        "schatz-der-pharao/curse",
    )


def test_curse_hits_the_player_who_plays_it() -> None:
    """schatz-der-pharao/curse"""
    state = _displays(start(), ana=(Card("ladder", 4),))
    after = play(GAME, state, PlayCurse("ana"))
    assert after.seat("ana").display == ()
    assert after.current == "bo"


# ----------------------------------------------------------------- schatz-der-pharao/protection


def test_protection_sits_on_display_worth_nothing() -> None:
    """schatz-der-pharao/protection"""
    state = play(GAME, start(), PlayProtection("ana"), Draw("bo", 1), Draw("cy", 1))
    state = play(GAME, state, PlayProtection("ana"))
    ana = state.seat("ana")
    assert ana.display == (Card("protection"), Card("protection"))
    assert ana.total == 0
    conserved(state)


# ----------------------------------------------------------------- schatz-der-pharao/adventure


def test_adventure_passing_the_value_moves_one_card_and_clears_the_display() -> None:
    """schatz-der-pharao/adventure"""
    state = play(GAME, start(), PlayProtection("ana"), Draw("bo", 1), Draw("cy", 1))
    state = play(GAME, state, PlayEquipment("ana", "ladder", 4), Draw("bo", 1), Draw("cy", 1))
    state = play(GAME, state, PlayEquipment("ana", "ladder", 5))
    ana = state.seat("ana")
    assert ana.beaten == 1
    assert ana.display == ()
    assert state.discard_pile == 3  # protection, ladder 4, ladder 5
    assert state.current == "bo"  # passing is not an exact hit
    assert not state.may_move_marker
    conserved(state)


# ----------------------------------------------------------------- schatz-der-pharao/exact-hit


def test_exact_hit_may_move_the_marker_and_plays_again() -> None:
    """schatz-der-pharao/exact-hit"""
    state = play(GAME, start(), PlayEquipment("ana", "ladder", 7))
    assert state.seat("ana").beaten == 1
    assert state.current == "ana"
    assert state.may_move_marker
    state = play(GAME, state, MoveMarker("ana", "shovel"))
    assert state.marker == "shovel"
    assert state.current == "ana"
    assert_refused(
        GAME, state, MoveMarker("ana", "rope"), IllegalMoveError, "schatz-der-pharao/exact-hit"
    )
    state = play(GAME, state, Draw("ana", 1))
    assert state.current == "bo"


def test_exact_hit_the_marker_chance_ends_with_the_next_action() -> None:
    """schatz-der-pharao/exact-hit"""
    state = play(GAME, start(), PlayEquipment("ana", "ladder", 7), PlayProtection("ana"))
    assert state.current == "bo"
    assert_refused(
        GAME, state, MoveMarker("bo", "rope"), IllegalMoveError, "schatz-der-pharao/exact-hit"
    )


# ----------------------------------------------------------------- schatz-der-pharao/empty-hand


def test_empty_hand_beats_the_adventure_and_draws_five() -> None:
    """schatz-der-pharao/empty-hand"""
    state = _displays(start().with_seat(0, hand=1), ana=(Card("ladder", 2),))
    state = play(GAME, state, PlayProtection("ana"))
    ana = state.seat("ana")
    assert (ana.beaten, ana.hand, ana.display) == (1, 5, ())
    assert state.current == "bo"
    conserved(state)


def test_empty_hand_and_exact_hit_still_one_card() -> None:
    """schatz-der-pharao/empty-hand"""
    state = fix(start().with_seat(0, hand=1))
    state = play(GAME, state, PlayEquipment("ana", "ladder", 7))
    ana = state.seat("ana")
    assert (ana.beaten, ana.hand) == (1, 5)
    assert state.current == "ana"
    assert state.may_move_marker


def test_empty_hand_after_a_spell_keeps_the_extra_turn() -> None:
    """schatz-der-pharao/empty-hand"""
    state = fix(start().with_seat(0, hand=1))
    state = play(GAME, state, PlaySpell("ana", "rope"))
    assert state.seat("ana").beaten == 1
    assert state.seat("ana").hand == 5
    assert state.current == "ana"


def test_refill_with_too_few_cards_left() -> None:
    """schatz-der-pharao/empty-hand and schatz-der-pharao/draw-pile"""
    state = start().with_seat(0, hand=1)
    # hands 1 + 5 + 5 = 11; 3 cards to draw, 42 locked away on bo's display (as protections
    # could be), so the refill finds only the card played and those 3.
    bo = tuple(Card("protection") for _ in range(16)) + tuple(Card("rope", 1) for _ in range(26))
    state = state.with_seat(1, display=bo)
    state = replace(state, draw_pile=3, discard_pile=0)
    conserved(state)
    state = play(GAME, state, PlayEquipment("ana", "ladder", 2))
    ana = state.seat("ana")
    assert ana.beaten == 1
    assert ana.hand == 4  # 3 from the draw pile, then the reshuffled ladder 2
    assert state.reshuffles == 1
    conserved(state)


# ----------------------------------------------------------------- schatz-der-pharao/treasure


def _at_treasure(state: State, display: tuple[Card, ...], hand: int) -> State:
    return fix(state.with_seat(0, beaten=5, display=display, hand=hand))


def test_treasure_needs_exactly_twelve() -> None:
    """schatz-der-pharao/treasure"""
    state = _at_treasure(start(), (Card("ladder", 8),), 3)
    over = play(GAME, state, PlayEquipment("ana", "ladder", 5))
    assert over.seat("ana").beaten == 5
    assert over.winner is None
    assert over.current == "bo"
    win = play(GAME, state, PlayEquipment("ana", "ladder", 4))
    assert win.winner == "ana"
    assert win.seat("ana").beaten == 6
    conserved(win)


def test_treasure_an_empty_hand_does_not_win() -> None:
    """schatz-der-pharao/treasure"""
    state = _at_treasure(start(), (Card("ladder", 8),), 1)
    state = play(GAME, state, PlayEquipment("ana", "ladder", 1))
    ana = state.seat("ana")
    assert (ana.beaten, ana.hand, state.winner) == (5, 0, None)
    assert ana.display == (Card("ladder", 8), Card("ladder", 1))
    state = play(GAME, state, Draw("bo", 1), Draw("cy", 1))
    assert_refused(GAME, state, PlayProtection("ana"), IllegalMoveError, "schatz-der-pharao/play")
    assert_refused(GAME, state, Swap("ana", 1), IllegalMoveError, "schatz-der-pharao/swap")
    assert play(GAME, state, Draw("ana", 2)).seat("ana").hand == 2


def test_treasure_a_curse_that_leaves_twelve_wins_nothing() -> None:
    """schatz-der-pharao/treasure and schatz-der-pharao/adventure: only the acting player's
    own equipment card wins; a display a curse left at 12 wins neither at once nor later."""
    state = _at_treasure(
        start(), (Card("ladder", 8), Card("ladder", 4), Card("ladder", 1), Card("ladder", 1)), 6
    )
    state = play(GAME, state, PlayCurse("ana", (("ana", Card("ladder", 1)),)))
    assert state.winner is None  # 13 is not 12
    state = play(GAME, state, Draw("bo", 1), Draw("cy", 1))
    step = GAME.step(state, PlayCurse("ana", (("ana", Card("ladder", 1)),)))
    state = step.state
    assert state.seat("ana").total == 12
    assert state.winner is None and state.current == "bo"
    assert "treasure/not-by-curse" in [e.code for e in step.events]
    state = play(GAME, state, Draw("bo", 1), Draw("cy", 1))
    # Neither a protection, nor a spell, nor a draw or a swap collects the 12 later.
    for later in (PlayProtection("ana"), PlaySpell("ana"), Draw("ana", 1), Swap("ana", 1)):
        step = GAME.step(state, later)
        assert step.state.winner is None, later
        assert "game/won" not in [e.code for e in step.events]
    step = GAME.step(state, PlayProtection("ana"))
    assert [e.data for e in step.events if e.code == "treasure/not-laid"] == [
        {"player": "ana", "by": "protection"}
    ]
    # Another curse by the player on 12 wins nothing either.
    after = play(GAME, state, PlayCurse("ana", (("ana", Card("ladder", 8)),)))
    assert after.winner is None and after.seat("ana").total == 4


def test_treasure_a_curse_on_another_players_twelve_wins_nothing() -> None:
    """schatz-der-pharao/adventure: a curse beats nothing for anyone. bo's curse brings ana's
    display to 12; ana's next protection does not win, a later equipment card to 12 does."""
    state = _at_treasure(start(), (Card("ladder", 10), Card("ladder", 2), Card("ladder", 1)), 4)
    state = replace(state, turn=1)
    step = GAME.step(state, PlayCurse("bo", (("ana", Card("ladder", 1)),)))
    assert [e.data for e in step.events if e.code == "treasure/not-by-curse"] == [{"player": "ana"}]
    state = play(GAME, step.state, Draw("cy", 1))
    state = play(GAME, state, PlayProtection("ana"))
    assert state.winner is None and state.seat("ana").total == 12
    state = play(GAME, state, Draw("bo", 1), Draw("cy", 1))
    state = play(GAME, state, PlayCurse("ana", (("ana", Card("ladder", 2)),)))
    assert state.winner is None and state.seat("ana").total == 10
    state = play(GAME, state, Draw("bo", 1), Draw("cy", 1))
    won = play(GAME, state, PlayEquipment("ana", "ladder", 2))
    assert won.winner == "ana"


def test_adventure_below_the_treasure_is_beaten_only_by_a_card_laid() -> None:
    """schatz-der-pharao/adventure: the value is reached with the equipment card laid; a
    curse, a spell or a protection beats nothing (unless it empties the hand)."""
    state = fix(start().with_seat(0, display=(Card("ladder", 5),), hand=3))
    after = play(GAME, state, PlayProtection("ana"))
    assert after.seat("ana").beaten == 0
    after = play(GAME, state, PlayEquipment("ana", "ladder", 2))
    assert after.seat("ana").beaten == 1
    last = fix(start().with_seat(0, display=(Card("ladder", 5),), hand=1))
    emptied = play(GAME, last, PlayProtection("ana"))
    assert emptied.seat("ana").beaten == 1  # the hand ran out: that is the player's own play


# ----------------------------------------------------------------- schatz-der-pharao/draw-pile


def test_draw_pile_is_reshuffled_when_it_runs_out() -> None:
    """schatz-der-pharao/draw-pile"""
    state = replace(start(), draw_pile=1, discard_pile=40)
    step = GAME.step(state, Draw("ana", 2))
    state = step.state
    assert state.seat("ana").hand == 7
    assert (state.draw_pile, state.discard_pile, state.reshuffles) == (39, 0, 1)
    assert step.events[0].code == "pile/reshuffled"
    assert step.events[0].data == {"cards": 40}
    assert "shuffled" in step.events[0].msg.english()
    conserved(state)


def test_draw_pile_and_discards_too_small() -> None:
    """schatz-der-pharao/draw-pile"""
    bo = tuple(Card("protection") for _ in range(16)) + tuple(Card("rope", 1) for _ in range(24))
    state = start().with_seat(1, display=bo)
    state = replace(state, draw_pile=1, discard_pile=0)
    conserved(state)
    assert_refused(GAME, state, Draw("ana", 2), IllegalMoveError, "schatz-der-pharao/draw-pile")
    assert play(GAME, state, Draw("ana", 1)).draw_pile == 0


# ----------------------------------------------------------------- schatz-der-pharao/end


def test_end_the_winner_stops_the_game() -> None:
    """schatz-der-pharao/end"""
    state = _at_treasure(start(), (Card("ladder", 10),), 3)
    state = play(GAME, state, PlayEquipment("ana", "ladder", 2))
    assert GAME.is_finished(state)
    assert GAME.current_player(state) is None
    assert GAME.state_json(state)["winners"] == ["ana"]
    for move in (Draw("bo", 1), Draw("ana", 1), MoveMarker("ana", "rope"), PlaySpell("cy")):
        error = assert_refused(GAME, state, move, GameOverError, "schatz-der-pharao/end")
        assert error.code == "game/over"


# ----------------------------------------------------------------- schatz-der-pharao/tracking


def test_tracking_never_more_than_40_equipment_on_display() -> None:
    """schatz-der-pharao/tracking"""
    bo = tuple(Card("rope", 1) for _ in range(40))
    state = start().with_seat(1, display=bo)
    state = replace(state, draw_pile=1)
    conserved(state)
    assert_refused(
        GAME,
        state,
        PlayEquipment("ana", "ladder", 2),
        IllegalMoveError,
        "schatz-der-pharao/tracking",
    )


def test_tracking_never_more_than_16_protections_on_display() -> None:
    """schatz-der-pharao/tracking"""
    bo = tuple(Card("protection") for _ in range(16))
    state = start().with_seat(1, display=bo)
    state = replace(state, draw_pile=25)
    conserved(state)
    assert_refused(
        GAME, state, PlayProtection("ana"), IllegalMoveError, "schatz-der-pharao/tracking"
    )


def test_tracking_state_json_shape() -> None:
    """schatz-der-pharao/tracking: the keys of `status --json`."""
    state = play(GAME, start(), PlayEquipment("ana", "ladder", 3), PlayProtection("bo"))
    doc = GAME.state_json(state)
    assert doc["marker"] == "ladder"
    assert doc["current_player"] == "cy"
    assert doc["finished"] is False
    assert doc["winners"] is None
    assert doc["adventures"] == [7, 4, 10, 5, 9, 12]
    assert doc["draw_pile"] == 41
    assert doc["players"][0] == {
        "name": "ana",
        "hand": 4,
        "display": [["ladder", 3]],
        "beaten": 0,
        "total": 3,
        "next_adventure": 7,
    }
    assert doc["players"][1]["display"] == [["protection", None]]


# ----------------------------------------------------------------- moves as data


@pytest.mark.parametrize(
    "move",
    [
        Draw("ana", 2),
        Swap("bo", 1),
        PlayEquipment("cy", "torch", 4),
        PlaySpell("ana"),
        PlaySpell("ana", "rope"),
        PlayCurse("bo"),
        PlayCurse("bo", (("ana", Card("ladder", 3)), ("cy", Card("protection")))),
        PlayProtection("cy"),
        MoveMarker("ana", "shovel"),
    ],
)
def test_moves_round_trip_and_read_well(move: object) -> None:
    """schatz-der-pharao/turn: every move is stored as JSON and described for the log."""
    data = move_to_json(move)  # type: ignore[arg-type]
    assert data["player"] in PLAYERS
    assert move_from_json(data) == move
    assert describe(move).english()  # type: ignore[arg-type]


def test_move_from_bad_json() -> None:
    """schatz-der-pharao/turn"""
    with pytest.raises(InvalidMoveError):
        move_from_json({"player": "ana", "type": "fly"})
    with pytest.raises(InvalidMoveError):
        move_from_json({"player": "ana", "action": "fly"})
    with pytest.raises(InvalidMoveError):
        move_from_json({"type": "draw", "count": 1})


def test_moves_are_stored_with_type_and_old_journals_still_read() -> None:
    """schatz-der-pharao/turn: `"type"` is written; `"action"` (older journals) is read."""
    assert move_to_json(Draw("ana", 2)) == {"player": "ana", "type": "draw", "count": 2}
    old = [
        ({"player": "ana", "action": "draw", "count": 2}, Draw("ana", 2)),
        ({"player": "bo", "action": "swap", "count": 1}, Swap("bo", 1)),
        (
            {"player": "cy", "action": "play", "card": "torch", "value": 4},
            PlayEquipment("cy", "torch", 4),
        ),
        ({"player": "ana", "action": "play", "card": "spell", "marker": None}, PlaySpell("ana")),
        (
            {"player": "bo", "action": "play", "card": "curse", "discards": [["cy", ["rope", 2]]]},
            PlayCurse("bo", (("cy", Card("rope", 2)),)),
        ),
        ({"player": "cy", "action": "play", "card": "protection"}, PlayProtection("cy")),
        ({"player": "ana", "action": "marker", "symbol": "shovel"}, MoveMarker("ana", "shovel")),
    ]
    for data, move in old:
        assert move_from_json(data) == move


# ----------------------------------------------------------------- the CLI's words


WORDS = [
    (Draw("ana", 2), ["draw", "2", "--player", "ana"]),
    (Swap("bo", 1), ["swap", "1", "--player", "bo"]),
    (PlayEquipment("cy", "torch", 4), ["play", "torch", "4", "--player", "cy"]),
    (PlaySpell("ana"), ["play", "spell", "--player", "ana"]),
    (PlaySpell("ana", "rope"), ["play", "spell", "--marker", "rope", "--player", "ana"]),
    (PlayCurse("bo"), ["play", "curse", "--player", "bo"]),
    (
        PlayCurse("bo", (("ana", Card("ladder", 3)), ("cy", Card("protection")))),
        [
            "play",
            "curse",
            "--discard",
            "ana=ladder:3",
            "--discard",
            "cy=protection",
            "--player",
            "bo",
        ],
    ),
    (PlayProtection("cy"), ["play", "protection", "--player", "cy"]),
    (MoveMarker("ana", "shovel"), ["marker", "shovel", "--player", "ana"]),
]


@pytest.mark.parametrize(("move", "words"), WORDS)
def test_moves_in_the_cli_words(move: Move, words: list[str]) -> None:
    """schatz-der-pharao/turn: `format_move` writes the CLI's words, `parse_move` reads them."""
    assert GAME.format_move(move) == words
    assert GAME.parse_move(words, start()) == move


def test_parse_move_defaults_and_edition_names() -> None:
    """schatz-der-pharao/play: without --player the move is the current player's; the
    edition names of the cards are read too."""
    state = start()
    assert GAME.parse_move(["play", "Leiter", "3"], state) == PlayEquipment("ana", "ladder", 3)
    assert GAME.parse_move(["play", "Zauber", "--marker", "Seil"], state) == PlaySpell(
        "ana", "rope"
    )
    assert GAME.parse_move(["draw", "1", "--player", "BO"], state) == Draw("bo", 1)


@pytest.mark.parametrize(
    "words",
    [
        [],
        ["fly"],
        ["draw"],
        ["draw", "x"],
        ["draw", "1", "--player", "zed"],
        ["draw", "1", "--player"],
        ["play", "ladder"],
        ["play", "wand", "3"],
        ["play", "spell", "3"],
        ["play", "spell", "--marker", "curse"],
        ["play", "ladder", "3", "--marker", "rope"],
        ["play", "protection", "--discard", "bo=protection"],
        ["play", "curse", "--discard", "bo"],
        ["play", "curse", "--discard", "bo=protection:2"],
        ["play", "curse", "--discard", "bo=ladder:x"],
        ["marker", "rope", "--discard", "bo=ladder:2"],
    ],
)
def test_parse_move_refuses_what_is_no_move(words: list[str]) -> None:
    """Words that name no move are a usage error (exit 2), before any rule is asked."""
    with pytest.raises(UsageError) as caught:
        GAME.parse_move(words, start())
    assert caught.value.code.startswith("input/")


# ----------------------------------------------------------------- the game contract


def test_judge_a_move_planned_for_another_turn() -> None:
    """schatz-der-pharao/turn: judged by the rules as on the player's own turn."""
    state = play(GAME, start(), PlayEquipment("ana", "ladder", 7))  # exact hit: ana again
    verdict = GAME.judge(state, PlayEquipment("bo", "ladder", 2))
    assert (verdict.legal, verdict.turn, verdict.current) == (True, False, "ana")
    assert GAME.judge(state, MoveMarker("ana", "rope")).legal
    late = GAME.judge(state, MoveMarker("bo", "rope"))
    assert not late.legal and late.error is not None
    assert late.error.rule == "schatz-der-pharao/exact-hit"
    turn = GAME.as_turn_of(state, "cy")
    assert (turn.current, turn.again, turn.may_move_marker) == ("cy", None, False)


def test_standings_count_adventures_and_name_the_winner() -> None:
    """schatz-der-pharao/end"""
    state = play(GAME, start(), PlayEquipment("ana", "ladder", 8))
    standings = GAME.standings(state)
    assert standings.totals == (("ana", 1), ("bo", 0), ("cy", 0))
    assert not standings.finished and standings.winners == ()
    won = play(
        GAME, _at_treasure(start(), (Card("ladder", 10),), 3), PlayEquipment("ana", "ladder", 2)
    )
    standings = GAME.standings(won)
    assert standings.finished and standings.winners == ("ana",)
    assert standings.ranking()[0] == (1, "ana", 6)


def test_events_say_what_a_curse_and_a_spell_caused() -> None:
    """schatz-der-pharao/curse and schatz-der-pharao/spell: events with codes and data."""
    state = _displays(start(), bo=(Card("ladder", 3), Card("protection")), cy=(Card("rope", 2),))
    step = GAME.step(state, PlayCurse("ana", (("bo", Card("protection")),)))
    assert [(e.code, dict(e.data)) for e in step.events] == [
        ("curse/discarded", {"player": "bo", "card": ["protection", None]}),
        ("curse/discarded", {"player": "cy", "card": ["rope", 2]}),
        ("turn/next", {"player": "bo"}),
    ]
    step = GAME.step(start(), PlaySpell("ana", "torch"))
    assert [(e.code, dict(e.data)) for e in step.events] == [
        ("marker/moved", {"symbol": "torch", "from": "ladder"}),
        ("turn/again", {"player": "ana", "reason": "spell"}),
    ]


def test_events_of_an_empty_hand_and_of_the_treasure() -> None:
    """schatz-der-pharao/empty-hand and schatz-der-pharao/treasure"""
    state = fix(start().with_seat(0, hand=1))
    codes = [e.code for e in GAME.step(state, PlayEquipment("ana", "ladder", 7)).events]
    assert codes == [
        "adventure/beaten",
        "adventure/one-card-only",
        "hand/refilled",
        "marker/may-move",
        "display/total",
    ]
    state = _at_treasure(start(), (Card("ladder", 8),), 1)
    step = GAME.step(state, PlayEquipment("ana", "ladder", 5))
    assert [e.code for e in step.events] == [
        "treasure/overshot",
        "treasure/empty-hand",
        "display/total",
        "turn/next",
    ]
    state = _at_treasure(start(), (Card("ladder", 8),), 3)
    step = GAME.step(state, PlayEquipment("ana", "ladder", 4))
    assert [e.code for e in step.events] == ["game/won"]
    assert step.events[0].data["player"] == "ana"


def test_random_moves_cover_every_kind_of_move() -> None:
    """schatz-der-pharao/turn: the random legal moves the contract test plays draw, swap,
    play every kind of card (spells with and without the marker, curses with and without
    chosen discards) and move the marker; draws reshuffle the discards."""
    import random

    seen: set[str] = set()
    codes: set[str] = set()
    for seed in range(30):
        rng = random.Random(seed)
        state = GAME.initial_state(GAME.random_setup(rng, PLAYERS))
        while (move := GAME.random_move(state, rng)) is not None:
            kind = type(move).__name__
            if isinstance(move, PlaySpell):
                kind += "+marker" if move.marker else ""
            if isinstance(move, PlayCurse):
                kind += "+discards" if move.discards else ""
            seen.add(kind)
            step = GAME.step(state, move)
            codes |= {event.code for event in step.events}
            state = step.state
        # Over, or the corner case of decision 11: nothing is legal with both piles empty.
        assert GAME.is_finished(state) or state.draw_pile + state.discard_pile == 0
    assert seen == {
        "Draw",
        "Swap",
        "PlayEquipment",
        "PlaySpell",
        "PlaySpell+marker",
        "PlayCurse",
        "PlayCurse+discards",
        "PlayProtection",
        "MoveMarker",
    }
    assert {"pile/reshuffled", "hand/refilled", "game/won", "curse/discarded"} <= codes


# ------------------------------------------ what `check` says a legal move will do (issue 23)


def notes(state: State, move: object) -> list[str]:
    verdict = GAME.judge(state, move)  # type: ignore[arg-type]
    assert verdict.legal, verdict.error
    return [str(note) for note in verdict.notes]


def test_check_says_where_an_equipment_card_brings_the_display() -> None:
    """schatz-der-pharao/adventure and schatz-der-pharao/treasure: "yes, and 7 + 6 passes
    the 12" (the sum said, play-test 8); below the number, the display against the
    adventure ("5 of 7")."""
    treasure = _at_treasure(start(), (Card("ladder", 7),), 3)
    assert notes(treasure, PlayEquipment("ana", "ladder", 6)) == [
        "7 + 6 passes the 12: nothing happens, the treasure needs exactly 12."
    ]
    assert notes(treasure, PlayEquipment("ana", "ladder", 5)) == [
        "7 + 5 makes exactly 12: ana wins the treasure."
    ]
    state = fix(start().with_seat(0, display=(Card("ladder", 3),)))
    assert notes(state, PlayEquipment("ana", "ladder", 2)) == ["ana's display: 5 of 7."]
    assert notes(state, PlayEquipment("ana", "ladder", 4)) == [
        "3 + 4 hits the 7 exactly: ana beats it, may move the marker and plays again."
    ]
    assert notes(state, PlayEquipment("ana", "ladder", 6)) == [
        "3 + 6 passes the 7: ana beats it and the turn ends."
    ]
    assert notes(state, Draw("ana", 1)) == []  # nothing worth saying


def test_check_states_the_decisions_on_the_last_card() -> None:
    """schatz-der-pharao/empty-hand (decisions, GAMES.md): a spell as the last card beats
    the adventure by the empty hand and the player still plays again; an exact hit with the
    last card beats it once, draws 5, may move the marker and plays again; no empty hand
    wins the treasure."""
    last = fix(start().with_seat(0, hand=1, display=(Card("ladder", 3),)))
    assert notes(last, PlaySpell("ana", None)) == [
        "It is ana's last card: the spell beats the 7 by the empty hand (the display is "
        "discarded, 5 new cards are drawn) and ana still plays again."
    ]
    after = play(GAME, last, PlaySpell("ana", None))
    assert after.seat("ana").beaten == 1 and after.current == "ana" and after.seat("ana").hand == 5
    assert notes(last, PlayEquipment("ana", "ladder", 4)) == [
        "3 + 4 hits the 7 exactly with the last card in hand: ana beats it, draws 5 new cards, may "
        "move the marker and plays again."
    ]
    assert notes(last, PlayEquipment("ana", "ladder", 1))[0].startswith(
        "4 of 7, but it is ana's last card: the empty hand beats the 7"
    )
    assert notes(last, PlayProtection("ana")) == [
        "It is ana's last card: the empty hand beats the 7 (the display is discarded, 5 new "
        "cards are drawn)."
    ]
    treasure = _at_treasure(start(), (Card("ladder", 7),), 1)
    assert notes(treasure, PlaySpell("ana", None)) == [
        "It is ana's last card, but an empty hand does not win the treasure."
    ]


def test_check_states_the_reshuffle_decision() -> None:
    """schatz-der-pharao/draw-pile (decision, GAMES.md): the discards become the new draw
    pile only when a card must be drawn and the draw pile is empty; `check` says when."""
    state = start()
    state = replace(state, draw_pile=1, discard_pile=state.draw_pile - 1)
    assert notes(state, Draw("ana", 2)) == [
        "The draw pile holds 1 card: the discard pile is shuffled into a new draw pile when it "
        "runs out."
    ]
    assert notes(state, Draw("ana", 1)) == []
    step = GAME.step(state, Draw("ana", 2))
    assert [e.code for e in step.events] == ["pile/reshuffled", "turn/next"]


def test_each_equipment_card_says_the_display_against_the_next_adventure() -> None:
    """schatz-der-pharao/equipment: after a card is laid, "ana's display: 5 of 7", and after
    an adventure is beaten, the display against the next one."""
    state = fix(start().with_seat(0, display=(Card("ladder", 3),)))
    step = GAME.step(state, PlayEquipment("ana", "ladder", 2))
    shown = [e for e in step.events if e.code == "display/total"]
    assert [str(e.msg) for e in shown] == ["ana's display: 5 of 7."]
    assert dict(shown[0].data) == {"player": "ana", "total": 5, "target": 7}
    step = GAME.step(state, PlayEquipment("ana", "ladder", 5))
    assert [str(e.msg) for e in step.events if e.code == "display/total"] == [
        "ana's display: 0 of 4."
    ]
