"""Camel Up (2014, and its second edition of 2018): bets on a camel race with stacking
camels, desert tiles (spectator tiles) and race piles.

`GAME` is what the platform talks to (the `Game` protocol of `assistant.games.base`); the
rules live in `rules`, the scoring in `scoring`, the state in `state`, the moves and the
notations in `moves`, and the odds engine in `odds`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from assistant.games.base import BaseGame, Game, RulesError, Standings, Step
from assistant.games.camel_up import moves as _moves
from assistant.games.camel_up import rules as _rules
from assistant.games.camel_up import scoring as _scoring
from assistant.games.camel_up.commands import GRAMMAR
from assistant.games.camel_up.moves import Move, RaceBet, Reveal, format_position, format_tiles
from assistant.games.camel_up.scoring import final_json, leg_json
from assistant.games.camel_up.state import (
    COLOUR_NAMES,
    COLOUR_NAMES_2,
    DIE_NAMES,
    PILE_NAMES,
    PILES,
    SIDE_NAMES,
    SPEC,
    SPECTATOR_SIDE_NAMES,
    State,
)
from assistant.messages import Msg

if TYPE_CHECKING:
    import random


def summary(state: State) -> dict[str, Any]:
    """The JSON the scoreboard prints (`status --json`): canonical English ids throughout.

    `leg_tiles` lists what is left of each colour, top first; `race_cards_left` the colours a
    player is not known to have played (a face-down card may be one of them), and
    `race_cards_in_hand` how many cards the player still holds.

    Under the table's hidden option, while the race runs (`State.secret`), what the rules
    keep face down is left out: `race_cards_left` is `null` and every card on the race piles
    shows its owner with `colour` `null`; the counts stay. `hidden` (present only in
    sessions started with the option) says whether that is so now.

    The second edition has a document of its own (`summary_2`).
    """
    if state.edition == 2:
        return summary_2(state)
    secret = state.secret
    doc = {
        "game": SPEC.id,
        "leg": state.leg,
        "current_player": state.current,
        "finished": state.finished,
        "race_over": state.race_over,
        "camels": format_position(state.position),
        "ranking": list(state.position.ranking()),
        "tiles": format_tiles((t.space, t.side, None) for t in state.tiles),
        "desert_tiles": [{"space": t.space, "side": t.side, "owner": t.owner} for t in state.tiles],
        "dice_left": list(state.dice_left),
        "leg_tiles": {colour: list(values) for colour, values in state.leg_tiles},
        "leg_starter": state.players[state.leg_starter].name,
        "players": [
            {
                "name": p.name,
                "money": p.money,
                "leg_bets": [[colour, face] for colour, face in p.leg_bets],
                "pyramid_tiles": p.pyramid_tiles,
                "race_cards_left": None if secret else list(state.race_cards_left(p.name)),
                "race_cards_in_hand": state.race_cards_in_hand(p.name),
                "desert_tile": (
                    None
                    if (tile := state.tile_of(p.name)) is None
                    else {"space": tile.space, "side": tile.side}
                ),
            }
            for p in state.players
        ],
        "race_piles": {
            pile: [
                {"owner": c.owner, "colour": None if secret else c.colour} for c in state.pile(pile)
            ]
            for pile in PILES
        },
        "face_down_cards": state.face_down(),
        "legs": [leg_json(result) for result in state.legs],
        "final_scoring": None if state.final is None else final_json(state.final),
        "winners": None if state.final is None else list(state.final.winners),
    }
    if state.hidden:
        doc["hidden"] = secret
    return doc


def summary_2(state: State) -> dict[str, Any]:
    """`status --json` of the second edition: the first edition's keys where they mean the
    same (`leg_tiles` are the betting tickets, `pyramid_tiles` the pyramid tickets,
    `race_cards_*` and `race_piles` the finish cards), with `"edition": 2`; `camels` holds
    the crazy camels too (`14:white 16:black`), `ranking` only the racing camels;
    `spectator_tiles` (and each player's `spectator_tile`) replace the desert tiles; each
    player has a `partner` (null: none this leg) and, with 6+ players, a `partnership_card`
    (`available` or `partnership`); `partnerships` lists this leg's pairs in the order formed.
    """
    secret = state.secret
    pairs: list[list[str]] = []
    for p in state.players:
        if p.partner is not None and not any(p.name in pair for pair in pairs):
            pairs.append([p.name, p.partner])
    doc: dict[str, Any] = {
        "game": SPEC.id,
        "edition": 2,
        "leg": state.leg,
        "current_player": state.current,
        "finished": state.finished,
        "race_over": state.race_over,
        "camels": format_position(state.position),
        "ranking": list(state.ranking()),
        "crazy_camels": list(state.components.crazy),
        "tiles": format_tiles((t.space, t.side, None) for t in state.tiles),
        "spectator_tiles": [
            {"space": t.space, "side": t.side, "owner": t.owner} for t in state.tiles
        ],
        "dice_left": list(state.dice_left),
        "leg_tiles": {colour: list(values) for colour, values in state.leg_tiles},
        "leg_starter": state.players[state.leg_starter].name,
        "players": [
            {
                "name": p.name,
                "money": p.money,
                "leg_bets": [[colour, face] for colour, face in p.leg_bets],
                "pyramid_tiles": p.pyramid_tiles,
                "race_cards_left": None if secret else list(state.race_cards_left(p.name)),
                "race_cards_in_hand": state.race_cards_in_hand(p.name),
                "spectator_tile": (
                    None
                    if (tile := state.tile_of(p.name)) is None
                    else {"space": tile.space, "side": tile.side}
                ),
                "partner": p.partner,
                "partnership_card": None
                if not state.partnerships
                else ("available" if p.partner is None else "partnership"),
            }
            for p in state.players
        ],
        "partnerships": pairs,
        "race_piles": {
            pile: [
                {"owner": c.owner, "colour": None if secret else c.colour} for c in state.pile(pile)
            ]
            for pile in PILES
        },
        "face_down_cards": state.face_down(),
        "legs": [leg_json(result) for result in state.legs],
        "final_scoring": None if state.final is None else final_json(state.final),
        "winners": None if state.final is None else list(state.final.winners),
    }
    if state.hidden:
        doc["hidden"] = secret
    return doc


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

    def initial_state(self, setup: Mapping[str, Any]) -> State:
        return _rules.initial_state(setup)

    def random_setup(
        self, rng: random.Random, players: Sequence[str], edition: int = 1
    ) -> dict[str, Any]:
        """A valid setup; `edition` 2 gives a second-edition game (`"edition": 2`)."""
        setup: dict[str, Any] = {
            "players": list(players),
            "start": _rules.random_start(rng, edition),
        }
        if edition != 1:
            setup["edition"] = edition
        return setup

    def guard(self, state: State, move: Move) -> None:
        """The shared guard; in the second edition it cites that edition's turn section."""
        try:
            super().guard(state, move)
        except RulesError as error:
            if state.edition == 2 and error.rule in EDITION_2_SECTIONS:
                error.rule = EDITION_2_SECTIONS[error.rule]
            raise

    def advance(self, state: State, move: Move) -> Step[State]:
        return _rules.advance(state, move)

    def actor(self, move: Move) -> str | None:
        return move.player

    def takes_turn(self, move: Move) -> bool:
        return not isinstance(move, Reveal) and move.player is not None

    def as_turn_of(self, state: State, player: str) -> State:
        return _rules.as_turn_of(state, player)

    def players(self, state: State) -> Sequence[str]:
        return state.names()

    def current_player(self, state: State) -> str | None:
        return state.current

    def is_finished(self, state: State) -> bool:
        return state.finished

    def standings(self, state: State) -> Standings:
        return _scoring.standings(state)

    def state_json(self, state: State) -> dict[str, Any]:
        return summary(state)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return _moves.move_to_json(move)

    def move_from_json(self, data: Mapping[str, Any]) -> Move:
        return _moves.move_from_json(data)

    def describe(self, move: Move) -> Msg:
        return _moves.describe(move)

    def format_setup(self, setup: Mapping[str, Any]) -> list[str]:
        edition = setup.get("edition", 1)
        return [
            *(["--edition", str(edition)] if edition != 1 else []),
            "--players",
            ",".join(setup["players"]),
            "--start",
            str(setup["start"]),
        ]

    def attempt(self, move: Move) -> Msg | None:
        return _moves.attempt(move)

    def milestones(self, before: State, after: State) -> tuple[Msg, ...]:
        return _scoring.milestones(before, after)

    def as_seen(self, state: State, move: Move) -> Move:
        """Under the hidden option, while the race runs, a race card shows no colour."""
        if state.secret and isinstance(move, RaceBet) and move.colour is not None:
            return replace(move, colour=None)
        return move

    def random_move(self, state: State, rng: random.Random) -> Move | None:
        return _rules.random_move(state, rng)

    def vocabulary(self, state: State) -> Mapping[str, Mapping[str, str]]:
        """The names of the session's edition. Second edition: `colour` holds the racing
        and the crazy camels and the grey die, `crazy` the two colours the grey die's
        numbers are printed in, `side` the spectator tile's sides."""
        if state.edition == 2:
            return {
                "colour": {**COLOUR_NAMES_2, **DIE_NAMES},
                "crazy": {c: COLOUR_NAMES_2[c] for c in state.components.crazy},
                "side": dict(SPECTATOR_SIDE_NAMES),
                "pile": dict(PILE_NAMES),
                "player": {name: name for name in state.names()},
            }
        return {
            "colour": dict(COLOUR_NAMES),
            "side": dict(SIDE_NAMES),
            "pile": dict(PILE_NAMES),
            "player": {name: name for name in state.names()},
        }

    def legal_moves(self, state: State) -> list[Move]:
        """Every move the player to act may make (empty once the race is over)."""
        return _rules.legal_moves(state)


GAME = CamelUp()
_CONFORMS: Game[State, Move] = GAME

__all__ = ["GAME", "CamelUp", "State", "summary"]
