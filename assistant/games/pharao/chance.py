"""Chance and random play in Der Schatz des Pharao: random setups and random legal moves,
for the generic random-game tests (`Game.random_setup`, `Game.random_move`).

Draws and reshuffles are chance the table resolves; the state keeps counts only, so a draw
is a move like any other.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from assistant.games.base import RulesError
from assistant.games.pharao.moves import (
    Draw,
    Move,
    MoveMarker,
    PlayCurse,
    PlayEquipment,
    PlayProtection,
    PlaySpell,
    Swap,
)
from assistant.games.pharao.rules import advance, choices
from assistant.games.pharao.state import (
    ADVENTURE_HIGH,
    ADVENTURE_LOW,
    ADVENTURES_DRAWN,
    SYMBOLS,
    TREASURE,
    Card,
    State,
)


def random_setup(rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
    """A valid setup for `players`: the adventure cards drawn at random."""
    adventures = rng.sample(range(ADVENTURE_LOW, ADVENTURE_HIGH + 1), ADVENTURES_DRAWN)
    return {"players": list(players), "adventures": adventures}


def _candidates(state: State, rng: random.Random) -> list[tuple[float, Move]]:
    """Moves worth trying for the player to act, with weights (the rules sort out which
    are legal). Every kind of move is there; equipment weighs most so that games end."""
    me = state.acting
    name = me.name
    target = state.target(me) or TREASURE
    need = target - me.total
    found: list[tuple[float, Move]] = [
        (1.0, Draw(name, 1)),
        (1.0, Draw(name, 2)),
        (0.7, Swap(name, 1)),
        (0.7, Swap(name, 2)),
        (0.8, PlaySpell(name, rng.choice((None, *SYMBOLS)))),
        (0.6, PlayProtection(name)),
    ]
    for value in {need, need - 1, rng.randint(1, 6), rng.randint(1, 12)}:
        found.append((5.0, PlayEquipment(name, state.marker, value)))
    discards: list[tuple[str, Card]] = []
    for seat in state.seats:
        options = choices(seat)
        if len(options) > 1 or (options and rng.random() < 0.3):
            discards.append((seat.name, rng.choice(options)))
    found.append((0.8, PlayCurse(name, tuple(discards))))
    if state.may_move_marker:
        found.append((4.0, MoveMarker(name, rng.choice(SYMBOLS))))
    return found


def random_move(state: State, rng: random.Random) -> Move | None:
    """A random legal move for the player to act (None once the game is over, or in the one
    corner case where nothing is legal: an empty hand on the treasure with both piles empty).

    Draws and reshuffles are chance the table resolves; the state keeps counts only, so a
    draw is a move like any other.
    """
    if state.finished:
        return None
    candidates = _candidates(state, rng)
    order = sorted(candidates, key=lambda item: rng.random() ** (1.0 / item[0]), reverse=True)
    for _, move in order:
        try:
            advance(state, move)
        except RulesError:
            continue
        return move
    return None
