"""Chance and random play in Ramsès: random setups and random legal moves, every kind of
action included, for the generic random-game tests (`Game.random_setup`, `Game.random_move`).

Where the treasures lie is the players' memory game: a card turned shows whatever treasure
is drawn here (a known one, or a new word while fewer than 12 are known).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from assistant.games import fold
from assistant.games.ramses.moves import (
    CardSpec,
    Duel,
    Found,
    Miss,
    Move,
    Reveal,
    Scorpion,
    Special,
    Token,
)
from assistant.games.ramses.rules import duel_problem
from assistant.games.ramses.state import (
    EGYPTOLOGIST_TOKENS,
    FIRST_SPECIAL_BACK,
    HATS,
    MAX_TREASURES,
    SCARAB_USES,
    SOLO_PLAYERS,
    SPECIALS,
    VALUES,
    State,
)

TREASURE_WORDS = (
    "crown",
    "mask",
    "vase",
    "lamp",
    "ring",
    "dagger",
    "amulet",
    "goblet",
    "statue",
    "papyrus",
    "bracelet",
    "necklace",
)


def random_setup(rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
    """The solo game for one player; the base or the advanced game for more."""
    if len(players) == SOLO_PLAYERS:
        return {"mode": "solo", "players": list(players)}
    return {"mode": rng.choice(("base", "advanced")), "players": list(players)}


def _treasure(state: State, rng: random.Random, avoid: str | None = None) -> str:
    """A treasure for a new card: a known one, or a new word while fewer than 12 are known."""
    fresh = [w for w in TREASURE_WORDS if state.canonical_treasure(w) is None]
    choices = [*state.treasures, *fresh[: MAX_TREASURES - len(state.treasures)]]
    if avoid is not None:
        choices = [w for w in choices if fold(w) != fold(avoid)]
    return rng.choice(choices)


def _own(state: State, index: int, rng: random.Random) -> CardSpec:
    """A card of seat `index`, named by its treasure and value (never ambiguous)."""
    card = rng.choice(state.seats[index].cards)
    return CardSpec(card.treasure, card.value)


def _stakes(state: State, rng: random.Random) -> tuple[tuple[str, CardSpec], ...]:
    """One stake per duellist, of different treasures (a duellist without cards stakes the
    card under the duel card, typed with its value)."""
    first, second = state.duellists
    a, b = state.seats[first], state.seats[second]
    if a.cards and b.cards:
        pairs = [(x, y) for x in a.cards for y in b.cards if fold(x.treasure) != fold(y.treasure)]
        x, y = rng.choice(pairs)
        return ((a.name, CardSpec(x.treasure, x.value)), (b.name, CardSpec(y.treasure, y.value)))
    if a.cards:
        mine = _own(state, first, rng)
        drawn = CardSpec(_treasure(state, rng, avoid=mine.treasure), rng.choice(VALUES))
        return ((a.name, mine), (b.name, drawn))
    if b.cards:
        theirs = _own(state, second, rng)
        drawn = CardSpec(_treasure(state, rng, avoid=theirs.treasure), rng.choice(VALUES))
        return ((a.name, drawn), (b.name, theirs))
    one = CardSpec(_treasure(state, rng), rng.choice(VALUES))
    # the second card is new to the assistant too: count the first one's treasure as known
    seen = (
        state
        if state.canonical_treasure(one.treasure)
        else replace(state, treasures=(*state.treasures, one.treasure))
    )
    two = CardSpec(_treasure(seen, rng, avoid=one.treasure), rng.choice(VALUES))
    return ((a.name, one), (b.name, two))


def _called_off_stakes(state: State, rng: random.Random) -> tuple[tuple[str, CardSpec], ...] | None:
    """Stakes that call the duel off, when a duellist without cards draws from under the
    duel card a card of the only treasure the other can stake (or both draw one treasure)."""
    first, second = state.duellists
    a, b = state.seats[first], state.seats[second]
    if a.cards and b.cards:
        return None
    if not a.cards and not b.cards:
        treasure = _treasure(state, rng)
        return ((a.name, CardSpec(treasure, rng.choice(VALUES))), (b.name, CardSpec(treasure, 1)))
    holder = a if a.cards else b
    if len({fold(c.treasure) for c in holder.cards}) != 1:
        return None
    card = holder.cards[0]
    drawn = CardSpec(card.treasure, rng.choice(VALUES))
    own = CardSpec(card.treasure, card.value)
    return ((a.name, own if a.cards else drawn), (b.name, own if b.cards else drawn))


def _token_move(state: State, player: str, rng: random.Random) -> Token | None:
    """Now and then, in the advanced game, a token found by `player` (outside duels, one
    per slide)."""
    if not state.advanced or rng.random() >= 0.15:
        return None
    if state.phase != "duel" and state.token_by is not None:
        return None
    if state.tokens_taken() < EGYPTOLOGIST_TOKENS and rng.random() < 0.7:
        return Token(player, "egyptologist", rng.choice(HATS))
    return Token(player, "mummy")


def random_move(state: State, rng: random.Random) -> Move | None:
    """A random legal move, every kind of action included; `None` once the game is over.

    While a scorpion is loose or a duel is fought the move is another player's than the one
    who turned the card (a slider stung, a token found, the duel's last slide), so that a
    move drawn for a player planning their own turn is never also theirs to make now.
    """
    if state.finished:
        return None
    me = state.seats[state.turn].name
    if state.phase == "scorpion":
        count = len(state.seats)
        slider = state.seats[(state.turn + rng.randint(1, count - 1)) % count]
        if state.token_by is not None:  # the slide that showed a treasure stung its finder
            slider = state.seats[state.index(state.token_by)]
        token = _token_move(state, slider.name, rng)
        if token is not None:
            return token
        if not slider.cards:
            return Scorpion(slider.name, drawn=CardSpec(_treasure(state, rng), rng.choice(VALUES)))
        if len(set(slider.cards)) == 1 and rng.random() < 0.3:
            return Scorpion(slider.name)
        return Scorpion(slider.name, give=_own(state, state.index(slider.name), rng))
    if state.phase == "duel":
        _, second = state.duellists
        other = state.seats[second].name
        token = _token_move(state, other, rng)
        if token is not None:
            return token
        off = _called_off_stakes(state, rng)
        if off is not None and rng.random() < 0.5:
            return Duel(me, off, None)
        stakes = _stakes(state, rng)
        return Duel(other, stakes, rng.choice((stakes[0][0], stakes[1][0])))
    if state.target is None:
        backs = (state.back or 0) >= FIRST_SPECIAL_BACK and state.special is None
        if backs and rng.random() < 0.3:
            action = rng.choice(["sandstorm"] if state.solo else list(SPECIALS))
            if action != "duel" or duel_problem(state) is None:
                return Special(me, action)
        lucky = rng.random() < 0.08
        return Reveal(me, rng.choice(VALUES), _treasure(state, rng), lucky)
    token = _token_move(state, me, rng)
    if token is not None:
        return token
    roll = rng.random()
    if state.advanced and roll < 0.1 and state.seats[state.turn].scarabs_used < SCARAB_USES:
        return Miss(me, scarab=True)
    if roll < 0.55:
        return Found(me)
    return Miss(me)
