"""The game contract, checked the same way on every registered game (issue: one game contract),
and on the toy game of the tests, registered through the public registry like a fifth game.

Random legal games are played through the `Game` interface only; on every move and at the
end the test checks what every front end relies on:

* every drawn move is judged legal on its player's turn, and a move planned by another
  player for their own turn is judged legal too, with `turn` false;
* moves round-trip through the journal's JSON and through the CLI's words
  (`format_move` then `parse_move`);
* the JSON state is plain JSON (it survives `json.dumps`/`json.loads` unchanged);
* every refusal (moves that were legal a few moves ago, moves out of turn) is a `RulesError`
  citing a rule section that exists in the rulebook, with its title in the French and
  Italian catalogs, and its message renders in all three languages;
* replaying the journal gives the same state as playing live;
* the standings agree with the game: winners only at the end, among the players, each with
  the best total.
"""

from __future__ import annotations

import functools
import json
import random
import sqlite3
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games import SPECS, load
from assistant.games.base import Game, RulesError
from assistant.i18n import Translator, _catalogs
from assistant.rulebook import load as load_rulebook
from assistant.sessions import Journal, load_state

NAMES = ("ana", "bo", "cy", "dee", "eli", "fay", "gus", "hal")
MAX_MOVES = 700
STALE = 6  # how many moves back a move is replayed against the present state


GAME_IDS = [*(spec.id for spec in SPECS), "toy"]
"""The games that ship, and the toy game (`tests/core/toy_game.py`), a game of the tests."""


@pytest.fixture
def registered(request: pytest.FixtureRequest, game_id: str) -> Game[Any, Any]:
    """The game `game_id`, the toy game registered first (`assistant.games.register`)."""
    if game_id == "toy":
        request.getfixturevalue("toy")
    return load(game_id)


@functools.cache
def catalog_ids(lang: str) -> frozenset[str]:
    """Every message id of `lang`'s catalogs (read once: a refusal looks up one title)."""
    catalogs = _catalogs(lang)
    ids: set[str] = set()
    while catalogs is not None:
        ids.update(str(k) for k in getattr(catalogs, "_catalog", {}))
        catalogs = getattr(catalogs, "_fallback", None)
    return frozenset(ids)


def check_refusal(game: Game[Any, Any], error: RulesError) -> None:
    assert error.rule, f"{error.code}: {error.msg.english()} cites no rule"
    book = load_rulebook(game.spec.id)
    section = book.section(error.rule)
    assert section is not None, f"{error.rule} is not a section of {game.spec.id}"
    for lang in ("fr", "it") if game.spec.domain else ():  # a game with catalogs
        assert section.title in catalog_ids(lang), f"{error.rule} title missing in {lang}"
    for lang in ("en", "fr", "it"):
        assert Translator(lang).render(error.msg).strip()


def play_random_game(game: Game[Any, Any], seed: int) -> None:
    rng = random.Random(seed)
    spec = game.spec
    count = rng.randint(spec.min_players, min(spec.max_players, len(NAMES)))
    players = list(NAMES[:count])
    setup = game.random_setup(rng, players)
    state = game.initial_state(json.loads(json.dumps(setup)))
    assert list(game.players(state)) == players
    history: list[Any] = []
    for _ in range(MAX_MOVES):
        snapshot = game.state_json(state)
        assert json.loads(json.dumps(snapshot)) == snapshot
        move = game.random_move(state, rng)
        if move is None:
            break
        # The move in the journal's JSON and in the CLI's words.
        stored = json.loads(json.dumps(game.move_to_json(move)))
        assert game.move_from_json(stored) == move
        words = game.format_move(move)
        assert all(isinstance(w, str) and w for w in words)
        assert game.parse_move(words, state) == move, words
        verdict = game.judge(state, move)
        assert verdict.legal and verdict.turn, verdict.error
        # A move another player plans for their own turn is judged on the rules alone.
        current = game.current_player(state)
        others = [p for p in game.players(state) if p != current]
        if current is not None and others:
            other = rng.choice(others)
            planned = game.random_move(game.as_turn_of(state, other), rng)
            if planned is not None and game.actor(planned) == other:
                judged = game.judge(state, planned)
                assert judged.legal and not judged.turn, (planned, judged.error)
                with pytest.raises(RulesError) as out_of_turn:
                    game.apply(state, planned)
                check_refusal(game, out_of_turn.value)
        # Moves legal a few moves ago: applied now they are accepted or refused with a rule.
        for old in history[-STALE:]:
            try:
                game.apply(state, old)
            except RulesError as error:
                check_refusal(game, error)
        step = game.step(state, move)
        for event in step.events:
            assert event.code and Translator("fr").render(event.msg).strip()
            assert json.loads(json.dumps(dict(event.data))) == dict(event.data)
        state = step.state
        history.append(move)

    # Replaying the journal gives the state reached live.
    journal = Journal(sqlite3.connect(":memory:", isolation_level=None))
    session = journal.create("contract", spec.id, setup, players)
    for move in history:
        journal.append(session, game.move_to_json(move))
    replayed = load_state(Journal(journal.db), journal.get("contract"))
    assert game.state_json(replayed) == game.state_json(state)

    standings = game.standings(state)
    assert standings.finished == game.is_finished(state)
    assert [p for p, _ in standings.totals] == players
    if standings.finished:
        assert standings.winners and set(standings.winners) <= set(players)
        best = max(total for _, total in standings.totals)
        totals = dict(standings.totals)
        assert all(totals[w] == best for w in standings.winners), standings
        assert game.current_player(state) is None
        assert game.random_move(state, rng) is None
    else:
        assert not standings.winners
    assert json.loads(json.dumps(standings.to_json())) == standings.to_json()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_games_keep_the_contract(registered: Game[Any, Any]) -> None:
    game = registered

    @settings(max_examples=12)
    @given(seed=st.integers(0, 2**32 - 1))
    def run(seed: int) -> None:
        play_random_game(game, seed)

    run()


def test_camel_up_second_edition_keeps_the_contract() -> None:
    """Camel Up's second edition (`"edition": 2` in the setup) through the same interface."""
    from assistant.games.camel_up import CamelUp

    class SecondEdition(CamelUp):
        def random_setup(
            self, rng: random.Random, players: Any, edition: int = 2
        ) -> dict[str, Any]:
            return super().random_setup(rng, players, edition)

    game = SecondEdition()

    @settings(max_examples=12)
    @given(seed=st.integers(0, 2**32 - 1))
    def run(seed: int) -> None:
        play_random_game(game, seed)

    run()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_is_registered_once(registered: Game[Any, Any]) -> None:
    game = registered
    spec = game.spec
    assert spec.domain or spec.id == "toy", "the catalogs of a game that ships"
    assert spec.rules_version >= 1
    assert spec.min_players <= spec.max_players
    assert load_rulebook(spec.id).sections
    assert game.grammar, "the acting commands of the game"
    from assistant.cli.app import root_command

    group = root_command().get_command(None, spec.cli)
    commands = group.list_commands(None)
    for name in [*game.grammar.ids(), "check", "status", "new"]:
        assert name in commands, f"assistant {spec.cli} {name}"
