"""What every game's commands share: creating a session, loading it, recording a move, checking one.

The flow is the one of DESIGN.md: the command turns words into a move, the journal replays
the session through the game's pure `apply`, the new move is applied (a `RulesError` stops
everything and nothing is written) and the accepted move is appended in the same
transaction.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from assistant.cli.runtime import Runtime
from assistant.errors import StorageError
from assistant.games import BY_ID, load
from assistant.games.base import N_, Game, Msg, RulesError
from assistant.sessions import Session, load_state, remember

S = TypeVar("S")


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """A recorded move: the session, the states before and after, and the move."""

    session: Session
    game: Game[Any, Any]
    before: S
    after: S
    move: Any
    seq: int


def session_name(runtime: Runtime) -> str:
    name = runtime.session or runtime.journal.current_name()
    if name is None:
        raise StorageError(
            "session/none",
            Msg(
                N_(
                    "No current session. Start a game with `assistant <game> new ...` "
                    "or pick one with `assistant sessions use NAME`."
                )
            ),
        )
    return name


def current_session(runtime: Runtime, game_id: str | None = None) -> Session:
    """The session named by `--session`, else the current one; of `game_id` if given."""
    session = runtime.journal.get(session_name(runtime))
    if game_id is not None and session.game != game_id:
        raise StorageError(
            "session/wrong-game",
            Msg(
                N_("Session {name} is a game of {game}, not of {wanted}."),
                {
                    "name": session.name,
                    "game": Msg(BY_ID[session.game].name),
                    "wanted": Msg(BY_ID[game_id].name),
                },
            ),
        )
    return session


def open_game(runtime: Runtime, game_id: str) -> tuple[Session, Game[Any, Any], Any]:
    """The current session of `game_id`, its rules and its state."""
    session = current_session(runtime, game_id)
    return session, load(game_id), load_state(runtime.journal, session)


def create(
    runtime: Runtime, game_id: str, setup: Mapping[str, Any], name: str | None
) -> tuple[Session, Any]:
    """Start a session of `game_id` from `setup`; it becomes the current session."""
    game = load(game_id)
    state = game.initial_state(setup)  # validates the setup before anything is written
    journal = runtime.journal
    with journal.transaction():
        chosen = name or journal.default_name(game_id)
        session = journal.create(chosen, game_id, dict(setup), list(game.players(state)))
    runtime.session = session.name
    top = runtime
    while top.parent is not None:
        top = top.parent
        top.session = session.name
    return session, state


def act(runtime: Runtime, game_id: str, build: Callable[[Any], Any]) -> Outcome[Any]:
    """Record the move `build(state)` in the current session of `game_id`.

    `build` receives the current state (to fill in whose turn it is, say) and returns the
    move; it may raise user errors. A `RulesError` from the rules leaves the journal as it was.
    """
    journal = runtime.journal
    with journal.transaction():
        session, game, before = open_game(runtime, game_id)
        move = build(before)
        after = game.apply(before, move)
        payload = game.move_to_json(move)
        seq = journal.append(session, payload)
        journal.set_cached(session, list(game.players(after)), game.is_finished(after))
    remember(journal, session, seq, json.loads(json.dumps(payload)), after)
    return Outcome(session, game, before, after, move, seq)


@dataclass(frozen=True)
class Verdict:
    legal: bool
    error: RulesError | None


def check(runtime: Runtime, game_id: str, build: Callable[[Any], Any]) -> Verdict:
    """Would the move `build(state)` be accepted? Records nothing."""
    _, game, state = open_game(runtime, game_id)
    try:
        game.apply(state, build(state))
    except RulesError as error:
        return Verdict(False, error)
    return Verdict(True, None)


def emit_verdict(runtime: Runtime, verdict: Verdict, question: Msg, rule: str) -> None:
    """Answer a `check`: yes or no, the reason and the rule, in the asker's language."""
    error = verdict.error
    rule_id = error.rule if error is not None and error.rule else rule
    t = runtime.t
    reason = t.render(error.msg) if error is not None else None
    doc = {
        "legal": verdict.legal,
        "question": t.render(question),
        "code": error.code if error is not None else None,
        "rule": rule_id,
        "reason": reason,
    }

    def human(console: Any, t: Any) -> None:
        answer = t(N_("Yes")) if verdict.legal else t(N_("No"))
        style = "bold green" if verdict.legal else "bold red"
        console.print(f"[{style}]{answer}[/] — {t.render(question)}", highlight=False)
        if reason:
            console.print(reason, markup=False)
        game, _, section = rule_id.partition("/")
        console.print(
            t(
                N_("Rule {rule}: see `assistant rules {game} {section}`."),
                rule=rule_id,
                game=game,
                section=section,
            ),
            markup=False,
            style="dim",
        )

    runtime.emit(doc, human)


def acting_player(game: Game[Any, Any], state: Any, word: str | None) -> str:
    """Who a move is for: `--player WORD` (any case, a prefix) or whose turn it is.

    An unknown name is a usage error (exit 2); a known player out of turn is left to the
    rules, which refuse it with `turn/out-of-order`. When the game is over nobody's turn is
    left: the rules refuse the move with `game/over`.
    """
    from assistant.cli.words import choose_player

    if word is not None:
        return choose_player(word, list(game.players(state)))
    return game.current_player(state) or ""
