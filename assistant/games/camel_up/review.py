"""A review of every decision of a game of Camel Up, either edition: choices and luck.

At each decision (every move but a reveal, while the race runs) the acting player's options
are valued as `camel odds` values them (`odds_value.analyse`: the change in their expected
money, exact for the leg, the race part simulated with its standard error): the value of the
action taken, of the best action at that moment, and the value given up, the difference. A
decision whose best action lies within two standard errors of the one taken (both resting
on the simulated race) gives nothing up: the difference is noise.

**Luck**, for each scored leg and for the race piles: the money a player received (the leg's
scoring with the coins their tile earned during it; the race cards paid at the end) against
what their own decisions could expect when they were made (the values of the actions they
took: `coins + held` for the leg, the race cards and what a tile changed in them for the
race). Received = expected + luck, so over a game the money each player made is the sum of
what they chose to expect and of their luck (money never below 0 aside). What the other
players do to a player's prospects (a tile in front of their camel) counts as luck.

Face-down race cards are valued with the colour revealed at the end (the player knew it);
while it is unknown, that decision is not valued. Pure: no I/O; `progress(done, total)` is
called after every decision.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from assistant.games.camel_up.moves import (
    Bet,
    Desert,
    Move,
    Partner,
    RaceBet,
    Reveal,
    Roll,
    Spectator,
)
from assistant.games.camel_up.odds import TARGET_STDERR
from assistant.games.camel_up.odds_state import question_of
from assistant.games.camel_up.odds_value import ActionValue, race_card_payout
from assistant.games.camel_up.rules import advance, initial_state
from assistant.games.camel_up.state import SIDE_STEPS, SPECTATOR_STEPS, State

NOISE = 2.0
"""A difference within this many standard errors is not counted as given up."""
COSTLIEST = 3
"""The decisions shown per player, costliest first."""

_STEPS = {**SIDE_STEPS, **SPECTATOR_STEPS}


@dataclass(frozen=True)
class Decision:
    """One decision: move number `n` (1-based, among the active moves), its leg and player,
    the action taken and the best one (`ActionValue`s of the analysis at that moment).

    `taken` is None when its value cannot be known (a face-down race card whose colour is
    not revealed yet). `given_up`: best minus taken, 0 when within `noise` (two standard
    errors of the difference) or when nothing is known; `counted` says whether it counts.
    """

    n: int
    leg: int
    player: str
    label: str
    taken: ActionValue | None
    best: ActionValue
    given_up: float
    noise: float
    counted: bool
    stderr: float

    @property
    def taken_value(self) -> float | None:
        return None if self.taken is None else float(self.taken.ev)

    @property
    def best_value(self) -> float:
        return float(self.best.ev)


@dataclass(frozen=True)
class Luck:
    """What a player received in one part of the game (`leg` number, or 0 for the race
    piles) against what their decisions could expect: `luck = received - expected`."""

    part: int
    player: str
    received: int
    expected: float

    @property
    def luck(self) -> float:
        return self.received - self.expected


@dataclass(frozen=True)
class PlayerReview:
    """One player's totals: the value given up over their decisions, their luck over the
    scored parts, and their costliest decisions (at most `COSTLIEST`)."""

    name: str
    decisions: int
    given_up: float
    luck: float
    costliest: tuple[Decision, ...]


@dataclass(frozen=True)
class Review:
    """The review of a game: its decisions, the luck of every scored part, each player's
    totals. `finished`: the game is over; `race_scored`: the race piles are paid."""

    edition: int
    decisions: tuple[Decision, ...]
    luck: tuple[Luck, ...]
    players: tuple[PlayerReview, ...]
    finished: bool
    race_scored: bool
    target: float
    legs: int = 0
    unknown: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


def label_of(move: Move, colour: str | None = None) -> str | None:
    """The action label (`ActionValue.label`) of a move, or None for a reveal. `colour`
    names a face-down race card's colour, when known."""
    if isinstance(move, Bet):
        return f"bet {move.colour}"
    if isinstance(move, Desert):
        return f"desert {move.space} {move.side}"
    if isinstance(move, Spectator):
        return f"spectator {move.space} {move.side}"
    if isinstance(move, Roll):
        return "pyramid"
    if isinstance(move, RaceBet):
        chosen = move.colour or colour
        return None if chosen is None else f"{move.pile} {chosen}"
    if isinstance(move, Partner):
        return f"partner {move.partner}"
    return None


def _revealed(setup: Mapping[str, Any], moves: Sequence[Move]) -> dict[int, str]:
    """For each face-down race card placed by move i, the colour revealed at the end."""
    state = initial_state(setup)
    placed: dict[tuple[str, int], int] = {}
    for i, move in enumerate(moves):
        if isinstance(move, RaceBet) and move.colour is None and not state.race_over:
            placed[move.pile, len(state.pile(move.pile))] = i
        state = advance(state, move).state
    found: dict[int, str] = {}
    for (pile, index), i in placed.items():
        cards = state.pile(pile)
        if index < len(cards) and cards[index].colour is not None:
            found[i] = str(cards[index].colour)
    return found


def review(
    setup: Mapping[str, Any],
    moves: Sequence[Move],
    *,
    seed: int = 0,
    target: float = TARGET_STDERR,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Review the game of `setup` played with `moves` (the active moves, in order).

    :param seed: the race simulation of decision i uses seed `seed + i` (repeatable).
    :param target: the standard error of the race odds at each decision.
    :raises RulesError: a move the rules refuse (a damaged game).
    """
    revealed = _revealed(setup, moves)
    state = initial_state(setup)
    decisions: list[Decision] = []
    expected: dict[tuple[int, str], float] = {}
    total = sum(1 for move in moves if not isinstance(move, Reveal))
    done = 0
    unknown = 0
    for i, move in enumerate(moves):
        if not isinstance(move, Reveal) and not state.race_over:
            decision = _decide(state, move, i, revealed.get(i), seed, target)
            if decision is None:
                unknown += 1
            else:
                decisions.append(decision)
                if decision.taken is not None:
                    leg_part = float(decision.taken.coins + decision.taken.held)
                    race_part = float(decision.taken.held_race or 0)
                    if decision.taken.kind in ("winner", "loser"):
                        leg_part, race_part = 0.0, float(decision.taken.ev)
                    key = (decision.leg, decision.player)
                    expected[key] = expected.get(key, 0.0) + leg_part
                    race_key = (0, decision.player)
                    expected[race_key] = expected.get(race_key, 0.0) + race_part
        if not isinstance(move, Reveal):
            done += 1
            if progress is not None:
                progress(done, total)
        state = advance(state, move).state
    luck = _luck(state, expected)
    players = _players(state, decisions, luck)
    return Review(
        edition=state.edition,
        decisions=tuple(decisions),
        luck=tuple(luck),
        players=players,
        finished=state.finished,
        race_scored=state.final is not None,
        target=target,
        legs=len(state.legs),
        unknown=unknown,
    )


def _decide(
    state: State, move: Move, index: int, colour: str | None, seed: int, target: float
) -> Decision | None:
    player = getattr(move, "player", None)
    if player is None:
        return None
    question = question_of(state, player)
    label = label_of(move, colour)
    force: list[tuple[int, int]] = []
    if isinstance(move, Desert | Spectator):
        force.append((move.space, _STEPS[move.side]))
    analysis = question.analyse(None, seed + index, top=1, force=force, target=target)
    by_label = {action.label: action for action in analysis.actions}
    taken = by_label.get(label) if label is not None else None
    best = analysis.actions[0]
    cards = question.seat.cards
    race = analysis.race
    se_best = _action_stderr(best, question.seat, race.stderr if race else 0.0, cards)
    if taken is None:
        return Decision(index + 1, state.leg, player, label or "", None, best, 0.0, 0.0, False, 0.0)
    se_taken = _action_stderr(taken, question.seat, race.stderr if race else 0.0, cards)
    difference = float(best.ev) - float(taken.ev)
    noise = NOISE * math.hypot(se_best, se_taken)
    counted = difference > noise and difference > 1e-12
    return Decision(
        index + 1,
        state.leg,
        player,
        taken.label,
        taken,
        best,
        difference if counted else 0.0,
        noise,
        counted,
        math.hypot(se_best, se_taken),
    )


def _action_stderr(
    action: ActionValue, seat: Any, stderr: float, cards: Sequence[tuple[str, str, int]]
) -> float:
    """The standard error of an action's value: 0 when exact; a race card's `(payout + 1)`
    times the race odds' standard error (the largest over their probabilities); a tile's
    change in the race cards held, that of its paired races (`ActionValue.error`), or
    else the race odds' summed over those cards."""
    if action.exact:
        return 0.0
    if action.error is not None:
        return action.error
    if action.kind in ("winner", "loser"):
        assert action.colour is not None
        return (race_card_payout(action.colour, seat.pile(action.kind)) + 1) * stderr
    return sum(payout + 1 for _, _, payout in cards) * stderr


def _luck(state: State, expected: Mapping[tuple[int, str], float]) -> list[Luck]:
    """The luck of every scored leg and, once paid, of the race piles."""
    found: list[Luck] = []
    for result in state.legs:
        for p in result.players:
            received = p.after - p.before + p.desert_coins
            found.append(
                Luck(result.leg, p.name, received, expected.get((result.leg, p.name), 0.0))
            )
    if state.final is not None:
        paid: dict[str, int] = {}
        for card in state.final.cards:
            paid[card.owner] = paid.get(card.owner, 0) + card.paid
        for name in state.names:
            found.append(Luck(0, name, paid.get(name, 0), expected.get((0, name), 0.0)))
    return found


def _players(
    state: State, decisions: Sequence[Decision], luck: Sequence[Luck]
) -> tuple[PlayerReview, ...]:
    result = []
    for name in state.names:
        mine = [d for d in decisions if d.player == name]
        costly = sorted((d for d in mine if d.counted), key=lambda d: (-d.given_up, d.n))
        result.append(
            PlayerReview(
                name,
                len(mine),
                sum(d.given_up for d in mine),
                sum(part.luck for part in luck if part.player == name),
                tuple(costly[:COSTLIEST]),
            )
        )
    return tuple(result)


# -- JSON ------------------------------------------------------------------------------------


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def decision_json(decision: Decision) -> dict[str, Any]:
    return {
        "move": decision.n,
        "leg": decision.leg,
        "player": decision.player,
        "taken": decision.label or None,
        "taken_value": _rounded(decision.taken_value),
        "best": decision.best.label,
        "best_value": _rounded(decision.best_value),
        "given_up": _rounded(decision.given_up),
        "counted": decision.counted,
        "stderr": _rounded(decision.stderr),
    }


def to_json(result: Review) -> dict[str, Any]:
    """The document of `assistant camel review --json` (docs/camel-up-odds.md)."""
    parts: dict[str, list[dict[str, Any]]] = {}
    for part in result.luck:
        parts.setdefault(str(part.part), []).append(
            {
                "player": part.player,
                "received": part.received,
                "expected": _rounded(part.expected),
                "luck": _rounded(part.luck),
            }
        )
    return {
        "edition": result.edition,
        "finished": result.finished,
        "race_scored": result.race_scored,
        "target_stderr": result.target,
        "decisions": [decision_json(d) for d in result.decisions],
        "legs": [
            {"leg": int(part), "players": rows} for part, rows in parts.items() if part != "0"
        ],
        "race": parts.get("0"),
        "players": [
            {
                "name": p.name,
                "decisions": p.decisions,
                "given_up": _rounded(p.given_up),
                "luck": _rounded(p.luck),
                "costliest": [decision_json(d) for d in p.costliest],
            }
            for p in result.players
        ],
        "unknown": result.unknown,
    }
