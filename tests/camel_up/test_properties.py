"""Random legal games played to the end, with the invariants of the rules checked after every
move: money never below 0, always five camels, leg-bet tiles and pyramid tiles conserved,
desert tiles legal, every game ends, and replaying the recorded moves gives the same state.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from assistant.games.camel_up import GAME
from assistant.games.camel_up.moves import (
    Move,
    Reveal,
    Roll,
    format_position,
    format_tiles,
    parse_position,
    parse_tiles,
)
from assistant.games.camel_up.rules import legal_moves
from assistant.games.camel_up.state import (
    COLOURS,
    LEG_TILE_VALUES,
    PILES,
    SIDES,
    TRACK_LENGTH,
    Position,
    State,
)

NAMES = ("ana", "bo", "cy", "dan", "eve", "fay", "gus", "hal")
MAX_MOVES = 3000


@st.composite
def starts(draw: st.DrawFn) -> str:
    order = draw(st.permutations(COLOURS))
    spaces = [draw(st.sampled_from((1, 2, 3))) for _ in COLOURS]
    stacks: dict[int, list[str]] = {}
    for colour, space in zip(order, spaces, strict=True):
        stacks.setdefault(space, []).append(colour)
    return format_position(Position(tuple(sorted((s, tuple(c)) for s, c in stacks.items()))))


def check_invariants(state: State) -> None:
    assert all(p.money >= 0 for p in state.players)
    camels = state.position.camels()
    assert sorted(camels) == sorted(COLOURS)  # always five camels, each once
    assert all(stack for _, stack in state.position.stacks)
    beyond = [space for space, _ in state.position.stacks if space > TRACK_LENGTH]
    assert len(beyond) <= 1 and (not beyond or state.race_over)
    for colour in COLOURS:  # leg-bet tiles: on the board or in front of a player
        held = [face for p in state.players for c, face in p.leg_bets if c == colour]
        assert Counter(held) + Counter(state.leg_tiles_left(colour)) == Counter(LEG_TILE_VALUES)
        assert list(state.leg_tiles_left(colour)) == sorted(state.leg_tiles_left(colour))[::-1]
    taken = sum(p.pyramid_tiles for p in state.players)  # pyramid tiles: one per die out
    assert taken + len(state.dice_left) == len(COLOURS)
    assert len(set(state.dice_left)) == len(state.dice_left)
    owners = [t.owner for t in state.tiles]
    assert len(owners) == len(set(owners))
    spaces = sorted(t.space for t in state.tiles)
    assert all(b - a >= 2 for a, b in itertools.pairwise(spaces))
    assert all(2 <= s <= TRACK_LENGTH and not state.position.stack_at(s) for s in spaces)
    for name in state.names:
        cards = state.race_cards(name)
        known = [c.colour for c in cards if c.colour is not None]
        assert len(cards) <= len(COLOURS) and len(known) == len(set(known))


def reveal_moves(rng: random.Random, state: State) -> list[Move]:
    """Colours for every face-down card, each player's cards all different."""
    moves: list[Move] = []
    for name in state.names:
        free = list(state.race_cards_left(name))
        rng.shuffle(free)
        for pile in PILES:
            hidden = [c for c in state.pile(pile) if c.owner == name and c.colour is None]
            if hidden:
                colours = tuple(free[: len(hidden)])
                del free[: len(hidden)]
                moves.append(Reveal(name, pile, colours))
    return moves


@given(st.integers(2, 8), starts(), st.randoms(use_true_random=False))
def test_random_games_keep_the_invariants_and_end(
    count: int, start: str, rng: random.Random
) -> None:
    """Half of the turns take a pyramid tile, the others any legal action (uniformly)."""
    setup = {"players": list(NAMES[:count]), "start": start}
    state = GAME.initial_state(setup)
    played: list[Move] = []
    while not state.finished:
        assert len(played) < MAX_MOVES, "the game does not end"
        if state.race_over:
            moves = reveal_moves(rng, state)
            assert moves, "face-down cards left but nothing to reveal"
        else:
            legal = legal_moves(state)
            assert legal
            rolls = [m for m in legal if isinstance(m, Roll)]
            moves = [rng.choice(rolls if rng.random() < 0.5 else legal)]
        for move in moves:
            before = GAME.state_json(state)
            state = GAME.apply(state, move)
            played.append(move)
            check_invariants(state)
            assert GAME.state_json(state) != before  # no move is a pass
    assert state.final is not None and state.current is None
    assert set(state.final.winners) <= set(state.names) and state.final.winners
    best = max(money for _, money in state.final.money)
    assert all(dict(state.final.money)[w] == best for w in state.final.winners)
    assert [p.money for p in state.players] == [m for _, m in state.final.money]
    # replaying the journal (moves through their JSON form) gives the same state
    replayed = GAME.initial_state(setup)
    for move in played:
        replayed = GAME.apply(replayed, GAME.move_from_json(GAME.move_to_json(move)))
    assert replayed == state
    assert GAME.state_json(replayed) == GAME.state_json(state)


@given(st.data())
def test_legal_moves_are_accepted(data: st.DataObject) -> None:
    """Whatever `legal_moves` offers, `apply` takes (a few random steps in)."""
    state = GAME.initial_state({"players": ["ana", "bo", "cy"], "start": data.draw(starts())})
    for _ in range(data.draw(st.integers(0, 30))):
        legal = legal_moves(state)
        if not legal:
            break
        state = GAME.apply(state, data.draw(st.sampled_from(legal)))
    for move in legal_moves(state):
        GAME.apply(state, move)


@st.composite
def positions(draw: st.DrawFn) -> Position:
    order = draw(st.permutations(COLOURS))
    spaces = draw(st.lists(st.integers(1, 17), min_size=5, max_size=5))
    stacks: dict[int, list[str]] = {}
    for colour, space in zip(order, spaces, strict=True):
        stacks.setdefault(space, []).append(colour)
    return Position(tuple(sorted((s, tuple(c)) for s, c in stacks.items())))


@given(positions())
def test_position_notation_round_trips(position: Position) -> None:
    text = format_position(position)
    assert parse_position(text) == position
    assert format_position(parse_position(text.replace(",", ", "))) == text


@given(
    st.dictionaries(
        st.integers(2, 16),
        st.tuples(st.sampled_from(SIDES), st.sampled_from([None, "ana", "Bo"])),
        max_size=6,
    ).map(lambda d: tuple((space, side, owner) for space, (side, owner) in sorted(d.items())))
)
def test_tile_notation_round_trips(tiles: tuple[tuple[int, str, str | None], ...]) -> None:
    assert parse_tiles(format_tiles(tiles)) == tiles
    text = format_tiles(tiles)
    assert parse_tiles(text.replace(" ", ";").replace(":", " : ")) == tiles


@given(st.integers(2, 5), starts(), st.randoms(use_true_random=False))
def test_replaying_the_journal_gives_the_same_state(
    count: int, start: str, rng: random.Random
) -> None:
    """Moves appended to the SQLite journal and replayed by `load_state` give the same state,
    also after undoing the last move (undo never loses history)."""
    import sqlite3

    from assistant.sessions import Journal, load_state

    journal = Journal(sqlite3.connect(":memory:", isolation_level=None))
    setup = {"players": list(NAMES[:count]), "start": start}
    session = journal.create("random", "camel-up", setup, list(NAMES[:count]))
    state = GAME.initial_state(setup)
    history = [state]
    while not state.race_over and len(history) < 120:
        move = rng.choice(legal_moves(state))
        state = GAME.apply(state, move)
        journal.append(session, GAME.move_to_json(move))
        history.append(state)
    assert load_state(journal, session) == state
    journal.undo(session)
    assert load_state(journal, session) == history[-2]
    journal.redo(session)
    assert load_state(journal, session) == state
    journal.close()
