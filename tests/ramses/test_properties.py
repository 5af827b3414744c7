"""Random legal games (hypothesis): the invariants hold on every step of every game.

- the 30 cards are conserved: in hands + thrown out + face up + still in the deck = 30;
- a scarab is never used more than twice, and a third use is refused without a change;
- at most 13 egyptologist tokens are taken;
- every move survives the journal's JSON round trip;
- the score adds up, and a finished game refuses every move with `game/over`.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from assistant.games.base import GameOverError, IllegalMoveError
from assistant.games.ramses import GAME, State
from assistant.games.ramses.chance import TREASURE_WORDS
from assistant.games.ramses.moves import (
    CardSpec,
    Duel,
    Found,
    Miss,
    Reveal,
    Scorpion,
    Special,
    Token,
)
from assistant.games.ramses.scoring import score as score_json

TREASURES = list(TREASURE_WORDS)
NAMES = ["ana", "bo", "cy", "dan", "eve"]


def check_invariants(state: State) -> None:
    in_hands = state.cards_in_hands()
    face_up = 1 if state.target is not None else 0
    assert in_hands + len(state.discarded) + face_up + state.left == 30
    assert 0 <= state.drawn <= 30
    assert all(0 <= seat.scarabs_used <= 2 for seat in state.seats)
    assert state.tokens_taken() <= 13
    assert all(h in (1, 2, 3) for seat in state.seats for h in seat.hats)
    assert len(state.treasures) <= 12
    assert (GAME.current_player(state) is None) == GAME.is_finished(state)
    score = score_json(state)
    assert sum(p["cards"] for p in score["players"]) == in_hands
    for row in score["players"]:
        assert row["total"] == row["points"] + row["bonus"]
        assert row["bonus"] in (0, 2, 3, 6)


def card(draw: Any, with_value: bool = True) -> CardSpec:
    treasure = draw(st.sampled_from(TREASURES))
    return CardSpec(treasure, draw(st.integers(1, 4)) if with_value else None)


def own_card(draw: Any, state: State, index: int) -> CardSpec:
    """A card of seat `index`, named with its value (never ambiguous)."""
    chosen = draw(st.sampled_from(state.seats[index].cards))
    return CardSpec(chosen.treasure.upper(), chosen.value)


def next_move(draw: Any, state: State) -> Any:
    """A legal move for `state`, chosen at random."""
    me = state.seats[state.turn].name
    if state.phase == "scorpion":
        stung = draw(st.integers(0, len(state.seats) - 1))
        name = state.seats[stung].name
        if state.seats[stung].cards:
            return Scorpion(name, give=own_card(draw, state, stung))
        return Scorpion(name, drawn=card(draw))
    if state.phase == "duel":
        first, second = state.duellists
        stakes = []
        for index in (first, second):
            if state.seats[index].cards:
                stakes.append((state.seats[index].name, own_card(draw, state, index)))
            else:
                stakes.append((state.seats[index].name, card(draw)))
        if stakes[0][1].treasure.lower() == stakes[1][1].treasure.lower():
            # find a pair with different treasures, or the drawn stake changes treasure
            for index, pos in ((second, 1), (first, 0)):
                seat = state.seats[index]
                others = [
                    c
                    for c in seat.cards
                    if c.treasure.lower() != stakes[1 - pos][1].treasure.lower()
                ]
                if others:
                    stakes[pos] = (seat.name, CardSpec(others[0].treasure, others[0].value))
                    break
                if not seat.cards:
                    word = next(t for t in TREASURES if t != stakes[1 - pos][1].treasure.lower())
                    stakes[pos] = (seat.name, CardSpec(word, 2))
                    break
        winner = draw(st.sampled_from([stakes[0][0], stakes[1][0]]))
        slid = draw(st.sampled_from([winner, stakes[0][0], stakes[1][0]]))
        return Duel(slid, tuple(stakes), winner)
    if state.target is None:
        if (state.back or 0) >= 2 and state.special is None and draw(st.integers(0, 3)) == 0:
            actions = ["sandstorm"] if state.solo else ["sandstorm", "scorpion", "strength", "duel"]
            action = draw(st.sampled_from(actions))
            if action != "duel" or duel_possible(state):
                return Special(me, action)
        return Reveal(me, draw(st.integers(1, 4)), draw(st.sampled_from(TREASURES)))
    roll = draw(st.integers(0, 9))
    if state.token_by is not None and roll in (0, 1):
        roll = 3  # one token per slide (ramses/tokens)
    if state.advanced and roll == 0 and state.tokens_taken() < 13:
        return Token(me, "egyptologist", draw(st.integers(1, 3)))
    if state.advanced and roll == 1:
        return Token(me, "mummy")
    if state.advanced and roll == 2 and state.seats[state.turn].scarabs_used < 2:
        return Miss(me, scarab=True)
    if roll <= 5:
        return Found(me)
    return Miss(me)


def duel_possible(state: State) -> bool:
    a, b = (state.seats[i] for i in state.duellists)
    empty = sum(1 for seat in (a, b) if not seat.cards)
    if empty > state.left - 1:
        return False
    if a.cards and b.cards:
        return len({c.treasure for c in a.cards} | {c.treasure for c in b.cards}) >= 2
    return True


@given(
    st.data(),
    st.sampled_from(["base", "advanced", "solo"]),
    st.integers(2, 5),
)
def test_random_legal_games_keep_invariants(data: Any, mode: str, count: int) -> None:
    """ramses/cards, ramses/scarab, ramses/end: invariants on random legal games."""
    players = NAMES[:1] if mode == "solo" else NAMES[:count]
    state = GAME.initial_state({"mode": mode, "players": players})
    check_invariants(state)
    steps = 0
    while not GAME.is_finished(state):
        steps += 1
        assert steps < 2000
        move = next_move(data.draw, state)
        assert GAME.move_from_json(GAME.move_to_json(move)) == move
        state = GAME.apply(state, move)
        check_invariants(state)
        seat = state.seats[state.turn]
        if state.advanced and state.target is not None and seat.scarabs_used == 2:
            try:
                GAME.apply(state, Miss(seat.name, scarab=True))
            except IllegalMoveError as error:
                assert error.rule == "ramses/scarab"
            else:  # pragma: no cover - a third scarab use must be refused
                raise AssertionError("a third scarab use was accepted")
    # finished: every kind of move is refused
    name = state.seats[0].name
    for move in (
        Reveal(name, 1, "crown"),
        Found(name),
        Miss(name),
        Token(name, "mummy"),
        Special(name, "sandstorm"),
        Scorpion(name),
        Duel(name, (), name),
    ):
        try:
            GAME.apply(state, move)
        except GameOverError:
            pass
        else:  # pragma: no cover
            raise AssertionError(f"{move} accepted after the end")
    if mode == "solo":
        assert state.cards_in_hands() + len(state.discarded) == 30
    else:
        assert state.cards_in_hands() == 30
        assert score_json(state)["winners"] == list(GAME.standings(state).winners)
