"""Random legal games (hypothesis): the invariants hold after every accepted move.

- every hand holds 0 to 10 cards;
- cards are conserved: hands + displays + draw pile + discard pile = 56;
- pawns never move backwards, and by at most one card a move;
- once someone has won, every move is refused with `game/over`.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from assistant.games.base import GameOverError
from assistant.games.pharao import GAME
from assistant.games.pharao.moves import Draw, Move, MoveMarker, PlayProtection
from assistant.games.pharao.state import State


def check_invariants(before: State, after: State) -> None:
    assert after.cards_counted() == 56
    assert all(0 <= seat.hand <= 10 for seat in after.seats)
    assert all(seat.total >= 0 for seat in after.seats)
    assert after.draw_pile >= 0 and after.discard_pile >= 0
    for old, new in zip(before.seats, after.seats, strict=True):
        assert old.name == new.name
        assert old.beaten <= new.beaten <= old.beaten + 1
    moved = sum(new.beaten - old.beaten for old, new in zip(before.seats, after.seats, strict=True))
    assert moved <= 1
    if after.finished:
        assert after.seat(after.winner or "").beaten == len(after.adventures)
        assert GAME.current_player(after) is None
    else:
        assert all(seat.beaten < len(after.adventures) for seat in after.seats)


def random_game(seed: int, players: int, steps: int) -> tuple[State, list[Move]]:
    """A random legal game through `GAME.random_move` (which tries every kind of move)."""
    rnd = random.Random(seed)
    names = ["ana", "bo", "cy", "dan", "eve", "fay"][:players]
    state = GAME.initial_state(GAME.random_setup(rnd, names))
    played: list[Move] = []
    for _ in range(steps):
        move = GAME.random_move(state, rnd)
        if move is None:
            # Over, or nothing legal: possible only with every card out of the piles.
            assert state.finished or state.draw_pile + state.discard_pile == 0
            break
        after = GAME.apply(state, move)
        check_invariants(state, after)
        assert GAME.move_from_json(GAME.move_to_json(move)) == move
        state = after
        played.append(move)
    return state, played


@given(
    seed=st.integers(min_value=0, max_value=2**32),
    players=st.integers(min_value=2, max_value=6),
)
def test_random_legal_games_keep_the_invariants(seed: int, players: int) -> None:
    """schatz-der-pharao/tracking, /draw, /adventure, /end: invariants of random games."""
    state, _ = random_game(seed, players, steps=400)
    if state.finished:
        winner = state.winner or ""
        for name in GAME.players(state):
            for move in (Draw(name, 1), PlayProtection(name), MoveMarker(name, "rope")):
                try:
                    GAME.apply(state, move)
                except GameOverError:
                    continue
                raise AssertionError(f"{move} accepted after {winner} won")


@given(seed=st.integers(min_value=0, max_value=2**32))
def test_replaying_the_moves_gives_the_same_state(seed: int) -> None:
    """schatz-der-pharao/turn: the journal (moves as JSON) rebuilds the same game."""
    state, moves = random_game(seed, 3, steps=150)
    names = list(GAME.players(state))
    again = GAME.initial_state({"players": names, "adventures": list(state.adventures[:-1])})
    for move in moves:
        again = GAME.apply(again, GAME.move_from_json(GAME.move_to_json(move)))
    assert GAME.state_json(again) == GAME.state_json(state)


def test_most_random_games_find_a_winner() -> None:
    """schatz-der-pharao/end: the random games really reach the treasure and stop."""
    results: list[dict[str, Any]] = []
    for seed in range(30):
        state, moves = random_game(seed, 2 + seed % 5, steps=800)
        results.append({"finished": state.finished, "moves": len(moves)})
    assert sum(r["finished"] for r in results) >= 20
