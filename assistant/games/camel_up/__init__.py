"""Camel Up (2014, and its second edition of 2018): bets on a camel race with stacking
camels, desert tiles (spectator tiles) and race piles.

`second.py` holds what the second edition adds to the rules; `odds*.py` the odds engine
(`assistant camel odds`).

The shape of every game package: `state.py` the frozen `State` and the names of things,
`moves.py` the moves (their JSON and their notations), `commands.py` the grammar of the acting
commands, `rules.py` the rules (`initial_state`, `advance`, `as_turn_of`, the turn hook
`takes_turn`), `chance.py` random setups and moves, `scoring.py` the legs, the race, the
standings and the status document (`state_json`). `GAME`, here, is what the platform talks
to (the `Game` protocol of `assistant.games.base`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from assistant.games.base import BaseGame, Game, RulesError, Standings, Step, Verdict
from assistant.games.camel_up import chance, moves, rules, scoring
from assistant.games.camel_up.commands import GRAMMAR
from assistant.games.camel_up.moves import Desert, Move, RaceBet, Roll, Spectator
from assistant.games.camel_up.state import (
    COLOUR_NAMES,
    COLOUR_NAMES_2,
    CRAZY,
    DIE_NAMES,
    GREY,
    PILE_NAMES,
    SIDE_NAMES,
    SPEC,
    SPECTATOR_SIDE_NAMES,
    State,
    colour_msg,
    side_msg,
)
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    import random

__all__ = ["GAME", "CamelUp", "Move", "State"]

EDITION_2_SECTIONS = {
    SPEC.rule("turn"): SPEC.rule("turn-2"),
    SPEC.rule("race-end"): SPEC.rule("race-end-2"),
}
"""Sections the shared guard cites, replaced by the second edition's own."""


class CamelUp(BaseGame[State, Move]):
    """The `Game` protocol for Camel Up.

    A reveal is not a turn: once the race is over nobody is to move, and the table (or each
    player, `--player`) enters the colours of the face-down race cards. The game is finished
    when every card is known and the final scoring is done.
    """

    spec = SPEC
    grammar = GRAMMAR
    turn_section = "turn"
    end_section = "race-end"

    # -- the rules ---------------------------------------------------------------------------

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        return rules.initial_state(setup)

    def advance(self, state: State, move: Move) -> Step[State]:
        return rules.advance(state, move)

    def actor(self, move: Move) -> str | None:
        return move.player

    def as_turn_of(self, state: State, player: str) -> State:
        return rules.as_turn_of(state, player)

    def takes_turn(self, state: State, move: Move) -> bool:
        return rules.takes_turn(state, move)

    def turn_rule(self, state: State | None) -> str:
        rule = super().turn_rule(state)
        return EDITION_2_SECTIONS[rule] if state is not None and state.edition == 2 else rule

    def guard(self, state: State, move: Move) -> None:
        """The shared guard; in the second edition it cites that edition's turn section."""
        try:
            super().guard(state, move)
        except RulesError as error:
            if state.edition == 2 and error.rule in EDITION_2_SECTIONS:
                error.rule = EDITION_2_SECTIONS[error.rule]
            raise

    # -- chance --------------------------------------------------------------------------------

    def random_setup(
        self, rng: random.Random, players: Sequence[str], edition: int = 1
    ) -> dict[str, Any]:
        """A valid setup; `edition` 2 gives a second-edition game (`"edition": 2`)."""
        return chance.random_setup(rng, players, edition)

    def random_move(self, state: State, rng: random.Random) -> Move | None:
        return chance.random_move(state, rng)

    # -- scoring and status ----------------------------------------------------------------------

    def standings(self, state: State) -> Standings:
        return scoring.standings(state)

    def state_json(self, state: State) -> dict[str, Any]:
        return scoring.state_json(state)

    def milestones(self, before: State, after: State) -> tuple[Msg, ...]:
        return scoring.milestones(before, after)

    def lead_note(self, state: State) -> Msg | None:
        ranking = state.ranking()
        if not ranking:
            return None
        return Msg(N_("Leading camel: {colour}."), {"colour": colour_msg(ranking[0])})

    def title(self, setup: Mapping[str, Any]) -> Msg:
        if setup.get("edition") == 2:
            return Msg(N_("Camel Up, second edition"))
        return Msg(self.spec.name)

    # -- moves and words -----------------------------------------------------------------------

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return moves.move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return moves.move_from_json(data)

    def describe(self, move: Move, state: State | None = None) -> Msg:
        return moves.describe(move, state.edition if state is not None else 1)

    def attempt(self, move: Move, state: State | None = None) -> Msg | None:
        """A tile asked about without its side: on which sides it may go (`open_attempt`)."""
        if isinstance(move, Roll) and moves.open_roll(move):
            return moves.open_roll_attempt(move, state.edition if state is not None else 1)
        sides = moves.open_sides(move)
        if sides and state is not None and isinstance(move, (Desert, Spectator)):
            judged = self.each_side(state, move, sides)
            return moves.open_attempt(move, [side for side, v in judged if v.legal])
        return moves.attempt(move, state.edition if state is not None else 1)

    def each_side(
        self, state: State, move: Desert | Spectator, sides: Sequence[str]
    ) -> list[tuple[str, Verdict]]:
        """The verdict on a tile for each of `sides`."""
        judge = super().judge
        return [(side, judge(state, replace(move, side=side))) for side in sides]

    def judge(self, state: State, move: Move) -> Verdict:
        """A tile asked about without its side (`moves.EITHER`) is judged for each side:
        legal when one is, a note giving why another is not; refused, with the first side's
        reason (and the other's, when it differs)."""
        if isinstance(move, Roll) and moves.open_roll(move):
            return self.judge_open_roll(state, move)
        sides = moves.open_sides(move)
        if not sides or not isinstance(move, (Desert, Spectator)):
            return super().judge(state, move)
        judged = self.each_side(state, move, sides)
        first = judged[0][1]
        said = first.error.msg if first.error is not None else None
        legal = any(v.legal for _, v in judged)
        notes = tuple(
            Msg(N_("{side} side up: {reason}"), {"side": side_msg(side), "reason": v.error.msg})
            for side, v in judged
            if v.error is not None and (legal or v.error.msg != said)
        )
        error = None if legal else first.error
        return Verdict(legal, first.turn, first.player, first.current, error, notes)

    def judge_open_roll(self, state: State, move: Roll) -> Verdict:
        """A roll asked about without its die or face: legal when some die left in the
        pyramid (the one said, if said) may come out; else the first die's refusal."""
        judge = super().judge
        if move.colour != moves.ANY_DIE:
            colours: tuple[str, ...] = (move.colour,)
        else:  # the grey die, whose roll needs its colour of print, only when alone
            colours = tuple(c for c in state.dice_left if c != GREY) or state.dice_left
        shown = {GREY: CRAZY[0]}
        tried = [
            judge(state, replace(move, colour=c, value=1, shown=move.shown or shown.get(c)))
            for c in colours or state.components.racing[:1]
        ]
        return next((v for v in tried if v.legal), tried[0])

    def as_seen(self, state: State, move: Move) -> Move:
        """Under the hidden option, while the race runs, a race card shows no colour."""
        if state.secret and isinstance(move, RaceBet) and move.colour is not None:
            return replace(move, colour=None)
        return move

    def format_setup(self, setup: Mapping[str, Any], lang: str = "en") -> list[str]:
        """`--players ... --start '1:green,yellow ...'`, the camels in `lang`'s words."""
        from assistant.syntax import translated

        edition = setup.get("edition", 1)
        names = COLOUR_NAMES_2 if edition == 2 else COLOUR_NAMES
        start = " ".join(
            f"{space}:{','.join(translated(names[c], lang) for c in stack.split(','))}"
            for space, _, stack in (item.partition(":") for item in str(setup["start"]).split())
        )
        return [
            *(["--edition", str(edition)] if edition != 1 else []),
            "--players",
            ",".join(setup["players"]),
            "--start",
            start,
        ]

    def vocabulary(self, state: State) -> Mapping[str, Mapping[str, str]]:
        """The names of the session's edition. Second edition: `colour` holds the racing
        and the crazy camels and the grey die, `crazy` the two colours the grey die's
        numbers are printed in, `side` the spectator tile's sides."""
        players = {name: name for name in state.names}
        if state.edition == 2:
            return {
                "colour": {**COLOUR_NAMES_2, **DIE_NAMES},
                "crazy": {c: COLOUR_NAMES_2[c] for c in state.components.crazy},
                "side": dict(SPECTATOR_SIDE_NAMES),
                "pile": dict(PILE_NAMES),
                "player": players,
            }
        return {
            "colour": dict(COLOUR_NAMES),
            "side": dict(SIDE_NAMES),
            "pile": dict(PILE_NAMES),
            "player": players,
        }


GAME = CamelUp()
_CONFORMS: Game[State, Move] = GAME
