"""Random legal games of the second edition played to the end, with its invariants checked
after every move: seven camels, each once; money never below 0; betting tickets and
pyramid tickets conserved; a leg ends after five dice, one die staying in the pyramid;
spectator tiles legal; partnerships paired; units only cross a line at the end of the
race; every game ends; and the moves replay through JSON and words to the same state.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from assistant.games.camel_up import GAME
from assistant.games.camel_up.chance import reveal_moves
from assistant.games.camel_up.moves import Move, Partner, Roll, format_position, parse_position
from assistant.games.camel_up.moves import english_colour_2 as colour_2
from assistant.games.camel_up.rules import legal_moves
from assistant.games.camel_up.state import (
    CRAZY,
    DICE_2,
    RACING_2,
    TICKET_VALUES_2,
    TRACK_LENGTH,
    State,
)

NAMES = ("ana", "bo", "cy", "dan", "eve", "fay", "gus", "hal")
MAX_MOVES = 3000


@st.composite
def starts(draw: st.DrawFn) -> str:
    """A second-edition start as its setup rolls make it."""
    return GAME.random_setup(draw(st.randoms(use_true_random=False)), ["a", "b"], edition=2)[
        "start"
    ]


def check_invariants(state: State, rolled_in_leg: int) -> None:
    assert all(p.money >= 0 for p in state.players)
    camels = state.position.camels()
    assert sorted(camels) == sorted((*RACING_2, *CRAZY))  # seven camels, each once
    assert all(stack for _, stack in state.position.stacks)
    crossed = [s for s, _ in state.position.stacks if s > TRACK_LENGTH or s < 1]
    assert len(crossed) <= 1 and (not crossed or state.race_over)
    assert state.ranking() == tuple(c for c in state.position.ranking() if c in RACING_2)
    for colour in RACING_2:  # betting tickets: on the board or in front of a player
        held = [face for p in state.players for c, face in p.leg_bets if c == colour]
        assert Counter(held) + Counter(state.leg_tiles_left(colour)) == Counter(TICKET_VALUES_2)
    taken = sum(p.pyramid_tiles for p in state.players)  # pyramid tickets: one per die out
    assert taken == rolled_in_leg and taken + len(state.dice_left) == len(DICE_2)
    assert len(state.dice_left) >= 2 or state.race_over  # the fifth die ends the leg
    assert set(state.dice_left) <= set(DICE_2)
    owners = [t.owner for t in state.tiles]
    assert len(owners) == len(set(owners))
    spaces = sorted(t.space for t in state.tiles)
    assert all(b - a >= 2 for a, b in pairwise(spaces))
    assert all(2 <= s <= TRACK_LENGTH and not state.position.stack_at(s) for s in spaces)
    assert {t.side for t in state.tiles} <= {"cheering", "booing"}
    for p in state.players:  # partnerships come in pairs, only with 6+ players
        if p.partner is not None:
            assert state.partnerships and state.player(p.partner).partner == p.name
    for name in state.names:
        cards = state.race_cards(name)
        known = [c.colour for c in cards if c.colour is not None]
        assert len(cards) <= 5 and len(known) == len(set(known))
        assert set(known) <= set(RACING_2)


@given(st.integers(2, 8), starts(), st.randoms(use_true_random=False))
def test_random_games_keep_the_invariants_and_end(
    count: int, start: str, rng: random.Random
) -> None:
    """Half of the turns reveal a die, the others any legal action (uniformly)."""
    setup = {"players": list(NAMES[:count]), "start": start, "edition": 2}
    state = GAME.initial_state(setup)
    played: list[Move] = []
    rolled = 0
    while not state.finished:
        assert len(played) < MAX_MOVES, "the game does not end"
        if state.race_over:
            moves = reveal_moves(state, rng)
            assert moves, "face-down cards left but nothing to reveal"
        else:
            legal = legal_moves(state)
            assert legal
            me = state.player(state.current or "")
            free = [p for p in state.players if p.partner is None and p.name != me.name]
            can_partner = count >= 6 and me.partner is None and bool(free)
            assert any(isinstance(m, Partner) for m in legal) == can_partner
            rolls = [m for m in legal if isinstance(m, Roll)]
            moves = [rng.choice(rolls if rng.random() < 0.5 else legal)]
        for move in moves:
            legs = len(state.legs)
            before = GAME.state_json(state)
            words = GAME.format_move(move)
            assert GAME.parse_move(words, state) == move
            state = GAME.apply(state, move)
            played.append(move)
            if isinstance(move, Roll):
                rolled += 1
            if len(state.legs) > legs:
                assert rolled == 5 or state.race_over  # the fifth die, or the finish
                rolled = 0
            check_invariants(state, rolled)
            assert GAME.state_json(state) != before  # no move is a pass
    assert state.final is not None and state.current is None
    assert state.final.winner_camel in RACING_2 and state.final.loser_camel in RACING_2
    best = max(money for _, money in state.final.money)
    assert all(dict(state.final.money)[w] == best for w in state.final.winners)
    # replaying the moves through their JSON form gives the same state
    replayed = GAME.initial_state(setup)
    for move in played:
        replayed = GAME.apply(replayed, GAME.move_from_json(GAME.move_to_json(move)))
    assert replayed == state


@given(st.data())
def test_legal_moves_are_accepted(data: st.DataObject) -> None:
    """Whatever `legal_moves` offers in the second edition, `apply` takes."""
    count = data.draw(st.integers(2, 8))
    setup = {"players": list(NAMES[:count]), "start": data.draw(starts()), "edition": 2}
    state = GAME.initial_state(setup)
    for _ in range(data.draw(st.integers(0, 40))):
        legal = legal_moves(state)
        if not legal:
            break
        state = GAME.apply(state, data.draw(st.sampled_from(legal)))
    for move in legal_moves(state):
        GAME.apply(state, move)


@given(st.randoms(use_true_random=False))
def test_finished_positions_round_trip_in_the_notation(rng: random.Random) -> None:
    """Positions of the second edition, lines crossed included (17, 0, -1), round-trip."""
    state = GAME.initial_state(GAME.random_setup(rng, ["a", "b", "c"], edition=2))
    while (move := GAME.random_move(state, rng)) is not None:
        state = GAME.apply(state, move)
    text = format_position(state.position)
    assert parse_position(text, colour_2, signed=True) == state.position
