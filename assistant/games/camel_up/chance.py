"""Chance and random play in Camel Up: random setups (a start as the setup rolls make it)
and random legal moves, reveals after the finish included, for the generic random-game tests
(`Game.random_setup`, `Game.random_move`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from assistant.games.camel_up.moves import Move, Reveal, Roll
from assistant.games.camel_up.rules import legal_moves
from assistant.games.camel_up.state import (
    COLOURS,
    CRAZY,
    CRAZY_START,
    PILES,
    RACING_2,
    START_SPACES,
    State,
)


def random_setup(rng: random.Random, players: Sequence[str], edition: int = 1) -> dict[str, Any]:
    """A valid setup; `edition` 2 gives a second-edition game (`"edition": 2`)."""
    setup: dict[str, Any] = {"players": list(players), "start": random_start(rng, edition)}
    if edition != 1:
        setup["edition"] = edition
    return setup


def random_start(rng: random.Random, edition: int = 1) -> str:
    """A start as the first roll makes it: each camel on the space its die shows, the camels
    of a space stacked in a random order (for the generic random-game tests)."""
    if edition == 2:
        return _random_start_2(rng)
    order = list(COLOURS)
    rng.shuffle(order)
    stacks: dict[int, list[str]] = {}
    for colour in order:
        stacks.setdefault(rng.choice(START_SPACES), []).append(colour)
    return " ".join(f"{space}:{','.join(stacks[space])}" for space in sorted(stacks))


def _random_start_2(rng: random.Random) -> str:
    """A start as the setup rolls make it: racing camels on 1-3 stacked in a random order,
    then each crazy camel on 16, 15 or 14 for a grey 1, 2 or 3 (the second on top)."""
    order = list(RACING_2)
    rng.shuffle(order)
    stacks: dict[int, list[str]] = {}
    for colour in order:
        stacks.setdefault(rng.choice(START_SPACES), []).append(colour)
    crazy = list(CRAZY)
    rng.shuffle(crazy)
    for colour in crazy:
        stacks.setdefault(CRAZY_START[rng.choice(START_SPACES)], []).append(colour)
    return " ".join(f"{space}:{','.join(stacks[space])}" for space in sorted(stacks))


def reveal_moves(state: State, rng: random.Random) -> list[Move]:
    """Reveals that together give every face-down card a colour, each player's cards all
    different: per player and pile, or a whole pile at once."""
    free = {name: list(state.race_cards_left(name)) for name in state.names}
    for colours in free.values():
        rng.shuffle(colours)
    chosen: dict[tuple[str, str], list[str]] = {}
    for pile in PILES:
        for card in state.pile(pile):
            if card.colour is None:
                chosen.setdefault((card.owner, pile), []).append(free[card.owner].pop())
    moves: list[Move] = []
    for pile in PILES:
        owners = [c.owner for c in state.pile(pile) if c.colour is None]
        if owners and rng.random() < 0.5:
            queues = {owner: list(chosen[(owner, pile)]) for owner in set(owners)}
            moves.append(Reveal(None, pile, tuple(queues[owner].pop(0) for owner in owners)))
            continue
        for owner in dict.fromkeys(owners):
            moves.append(Reveal(owner, pile, tuple(chosen[(owner, pile)])))
    return moves


def random_move(state: State, rng: random.Random) -> Move | None:
    """A random legal move: a die with its value half of the time (so that games end), else
    any other action; after the finish, a reveal; None once the game is over."""
    if state.finished:
        return None
    if state.race_over:
        return rng.choice(reveal_moves(state, rng))
    legal = legal_moves(state)
    rolls = [m for m in legal if isinstance(m, Roll)]
    others = [m for m in legal if not isinstance(m, Roll)]
    if rolls and (not others or rng.random() < 0.5):
        return rng.choice(rolls)
    kinds: dict[type[Any], list[Move]] = {}
    for move in others:
        kinds.setdefault(type(move), []).append(move)
    return rng.choice(kinds[rng.choice(list(kinds))])
