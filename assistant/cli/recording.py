"""What every game's commands share: creating a session, recording a move, judging one.

The flow of a move: the command turns words into a move, the journal replays
the session through the game's pure rules (only the moves its cached state has not seen),
the new move is applied (a `RulesError` stops everything and nothing is written) and the
accepted move is appended in the same transaction. The move is reported only once that
transaction is committed.

Every acting command of every game goes through `record`, which answers with one JSON
envelope `{session, seq, player, move, events, text, state}`. `add_check` gives a game its
`check` command: the words of any acting command, judged instead of recorded (the acting
command itself runs with `Runtime.checking` set, so both take exactly the same words).
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from assistant.cli.runtime import Runtime
from assistant.errors import AssistantError, CommandExit, OpenChoice, StorageError, UsageError
from assistant.games import BY_ID, load
from assistant.games.base import Event, Game, RulesError, Verdict
from assistant.messages import N_, Msg, Plural, Say
from assistant.sessions import Outcome, Session, game_of, load_state, record_state, remember

if TYPE_CHECKING:
    from rich.console import Console

    from assistant.i18n import Translator
    from assistant.render import MoveView


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


def gone(name: str) -> StorageError:
    """The session an open table follows was deleted (by another window)."""
    return StorageError(
        "session/gone",
        Msg(
            N_("Session {name} was deleted in another window; this table is closed."),
            {"name": name},
        ),
    )


def named_session(runtime: Runtime) -> Session:
    """The session named by `--session`, else the current one, whatever its game (its rules
    are not loaded); its language is spoken from now on (see `current_session`)."""
    name = session_name(runtime)
    pin = runtime.pin
    if pin is not None and name == pin[1]:
        found = runtime.journal.by_id(pin[0])
        if found is None:
            raise gone(name)
        session = found
    else:
        session = runtime.journal.get(name)
    runtime.use_session(session)
    return session


def speak_session(runtime: Runtime, game_id: str | None = None) -> None:
    """Speak the language of the session a command is about (`--session`, else the current
    one; with `game_id`, only a session of that game) before its words are checked, when
    there is one; no session is not an error here (the command says so when it opens it)."""
    with contextlib.suppress(AssistantError):
        session = runtime.journal.get(session_name(runtime))
        if game_id is None or session.game == game_id:
            runtime.use_session(session)


def current_session(runtime: Runtime, game_id: str | None = None) -> Session:
    """The session named by `--session`, else the current one; of `game_id` if given.

    At an open table the table's session is found by its identity (`Runtime.pin`), so a
    rename in another window is followed and never leads to another session."""
    session = named_session(runtime)
    game_of(session)  # a game this copy does not know is a storage problem
    if game_id is not None and session.game != game_id:
        wrong = Msg(
            N_("Session {name} is a game of {game}, not of {wanted}."),
            {
                "name": session.name,
                "game": Msg(BY_ID[session.game].name),
                "wanted": Msg(BY_ID[game_id].name),
            },
        )
        way = way_to(runtime, game_id)
        raise StorageError("session/wrong-game", Msg("{wrong} {way}", {"wrong": wrong, "way": way}))
    return session


def way_to(runtime: Runtime, game_id: str) -> Msg:
    """How to go on with a game of `game_id` from a session of another game: the sessions
    of that game (the last changed first, three at most) and how to make one current, else
    how to start one."""
    spec = BY_ID[game_id]
    names = [s.name for s in runtime.journal.all() if s.game == game_id]
    if not names:
        return Msg(
            N_("There is no game of {wanted} yet: start one with `{new} ...`."),
            {"wanted": Msg(spec.name), "new": Say(spec.cli, "new")},
        )
    shown = names[:3] + (["…"] if len(names) > 3 else [])
    return Plural(
        "The game of {wanted} is {names}: `{use}` makes it current.",
        "The games of {wanted} are {names}: `{use}` makes the last one played current.",
        len(names),
        wanted=Msg(spec.name),
        names=shown,
        use=Say(None, "sessions", ("use", names[0])),
    )


def open_game(runtime: Runtime, game_id: str) -> tuple[Session, Game[Any, Any], Any]:
    """The current session of `game_id`, its rules and its state."""
    session = current_session(runtime, game_id)
    return session, game_of(session), load_state(runtime.journal, session)


def _nfc(value: Any) -> Any:
    """`value` (JSON-able) with every string in Unicode normal form C."""
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, Mapping):
        return {_nfc(k): _nfc(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_nfc(v) for v in value]
    return value


def check_players(players: list[str]) -> None:
    """Player names are data: one line without control characters, told apart whatever
    their case or Unicode form (`Ana` and `ana` are the same player), and never read as an
    option by the commands that name them (no leading `-`, no `=`).

    :raises UsageError: `input/bad-name` or `input/duplicate-name` (exit 2).
    """
    from assistant.cli.runtime import control_character

    seen: dict[str, str] = {}
    for player in players:
        bad = control_character(player)
        if bad is not None or not player.strip():
            raise UsageError(
                "input/bad-name",
                Msg(
                    N_("A player's name must be visible text on one line: “{name}”."),
                    {"name": player},
                ),
            )
        if player.strip().startswith("-") or "=" in player:
            # The games' own lines (`--player NAME`, `--discard NAME=3`) could not name them.
            raise UsageError(
                "input/bad-name",
                Msg(
                    N_(
                        "A player's name cannot start with “-” or hold “=”: “{name}”; the "
                        "commands that name players would read it as an option."
                    ),
                    {"name": player},
                ),
            )
        key = unicodedata.normalize("NFC", player).casefold()
        if key in seen:
            raise UsageError(
                "input/duplicate-name",
                Msg(
                    N_("Two players are called {name} and {other}: give them different names."),
                    {"name": seen[key], "other": player},
                ),
            )
        seen[key] = player


def create(
    runtime: Runtime, game_id: str, setup: Mapping[str, Any], name: str | None
) -> tuple[Session, Any]:
    """Start a session of `game_id` from `setup`; it becomes the current session.

    The setup's strings are stored in NFC, so a name typed composed or decomposed is the
    same name; players must be told apart (`check_players`).
    """
    game = load(game_id)
    setup = _nfc(dict(setup))
    state = game.initial_state(setup)  # validates the setup before anything is written
    players = list(game.players(state))
    check_players(players)
    journal = runtime.journal
    with journal.transaction():
        chosen = name or journal.default_name(game_id)
        session = journal.create(chosen, game_id, dict(setup), players, lang=runtime.t.lang)
    runtime.session = session.name
    top = runtime
    while top.parent is not None:
        top = top.parent
        top.session = session.name
    return session, state


SUPPOSED_TURN: ContextVar[bool] = ContextVar("supposed_turn", default=False)
"""Whether the move acted is a what-if (`que se passe-t-il si Léa tire le vert et fait 3 ?`,
taken back at once): a player's move out of turn is played as on their turn, as `check`
judges it."""


def its_turn(game: Game[Any, Any], state: Any, move: Any) -> Any:
    """The state `move` is played in under `SUPPOSED_TURN`: at the start of its player's
    turn when it is not theirs now (`Game.as_turn_of`), else `state`."""
    player = game.actor(move)
    if not SUPPOSED_TURN.get() or player is None or game.is_finished(state):
        return state
    if player not in game.players(state) or game.judge(state, move).turn:
        return state  # their turn, or a move bound to no turn (a card turned over)
    return game.as_turn_of(state, player)


def act(runtime: Runtime, game_id: str, build: Callable[[Any], Any]) -> Outcome[Any]:
    """Record the move `build(state)` in the current session of `game_id`.

    `build` receives the current state (to fill in whose turn it is, say) and returns the
    move; it may raise user errors. A `RulesError` from the rules leaves the journal as it was.
    """
    journal = runtime.journal
    with journal.transaction():
        session, game, before = open_game(runtime, game_id)
        move = build(before)
        before = its_turn(game, before, move)
        step = game.step(before, move)
        after = step.state
        payload = game.move_to_json(move)
        seq = journal.append(session, payload)
        journal.set_cached(session, list(game.players(after)), game.is_finished(after))
        record_state(journal, session, seq, after)
    # Committed (or, in a replay, part of the replay's transaction): only now is it news.
    remember(journal, session, seq, payload, after)
    return Outcome(session, game, before, after, move, seq, step.events)


def events_json(events: tuple[Event, ...], runtime: Runtime) -> list[dict[str, Any]]:
    """The events of a move for `--json`: code, text in the reader's language, data."""
    result = []
    for event in events:
        item: dict[str, Any] = {"code": event.code, "text": runtime.t.render(event.msg)}
        if event.data:
            item["data"] = dict(event.data)
        result.append(item)
    return result


def envelope(runtime: Runtime, outcome: Outcome[Any]) -> dict[str, Any]:
    """The one JSON answer of every acting command of every game."""
    game = outcome.game
    seen = game.as_seen(outcome.after, outcome.move)  # the hidden option's secrets left out
    return {
        "session": outcome.session.name,
        "seq": outcome.seq,
        "player": game.actor(outcome.move),
        "move": game.move_to_json(seen),
        "events": events_json(outcome.events, runtime),
        "text": runtime.t.render(game.describe(seen, outcome.after)),
        "state": game.state_json(outcome.after),
    }


def record(
    runtime: Runtime, game_id: str, build: Callable[[Any], Any], view: MoveView
) -> Outcome[Any] | None:
    """Record the move `build(state)` and answer with the envelope (or the game's `view` of
    it on a terminal).

    Under `check` (`runtime.checking`) the move is judged instead and nothing is recorded;
    `None` is returned then.
    """
    if runtime.checking:
        judge(runtime, game_id, build)
        return None
    outcome = act(runtime, game_id, build)
    runtime.emit(envelope(runtime, outcome), lambda console, t: view(console, t, outcome))
    return outcome


# -- disputes -----------------------------------------------------------------------------------


def judge(runtime: Runtime, game_id: str, build: Callable[[Any], Any]) -> None:
    """Answer a dispute about the move `build(state)`: legal by the rules as if it were the
    player's turn, and whether it is their turn now. Exit 0 when legal, 3 when not."""
    _, game, state = open_game(runtime, game_id)
    try:
        move = build(state)
    except OpenChoice as open_choice:  # `peut-elle mettre un chameau en F3 ?`: which colours
        if runtime.exact:
            raise
        answer = runtime.t.render(open_choice.answer)
        doc = {
            "legal": True,
            "moves": [game.move_to_json(m) for m in open_choice.moves],
            "text": answer,
        }
        runtime.emit(doc, lambda console, t: console.print(answer, style="bold", markup=False))
        return
    except RulesError as refused:  # refused as it is read (`… a Marco`: no neighbour of hers)
        refused_read(runtime, refused)
        raise CommandExit(3) from refused
    verdict = game.judge(state, move)
    emit_verdict(runtime, game, game.as_seen(state, move), verdict, state)
    if not verdict.legal:
        raise CommandExit(3)


def refused_read(runtime: Runtime, refused: RulesError) -> None:
    """The answer to a dispute about a move the rules refuse as it is read: no, the reason
    and its rule."""
    doc = {
        "legal": False,
        "code": refused.code,
        "rule": refused.rule,
        "reason": runtime.t.render(refused.msg),
    }

    def human(console: Console, t: Translator) -> None:
        console.print(t(N_("No.")), style="bold red", markup=False, highlight=False)
        console.print(t.render(refused.msg), markup=False)
        if refused.rule:
            rule_line(console, t, refused.rule)

    runtime.emit(doc, human)


def verdict_json(
    runtime: Runtime, game: Game[Any, Any], move: Any, verdict: Verdict, state: Any = None
) -> dict[str, Any]:
    error = verdict.error
    return {
        "legal": verdict.legal,
        "turn": verdict.turn,
        "player": verdict.player,
        "current_player": verdict.current,
        "move": game.move_to_json(move),
        "text": runtime.t.render(game.describe(move, state)),
        "code": error.code if error is not None else None,
        "rule": error.rule if error is not None else None,
        "reason": runtime.t.render(error.msg) if error is not None else None,
        "notes": [runtime.t.render(note) for note in verdict.notes],
    }


def verdict_answer(game: Game[Any, Any], move: Any, verdict: Verdict, state: Any = None) -> Msg:
    """The first line of `check`'s answer: a refusal reads as one ("No, ana cannot put the
    desert tile on space 1, oasis side."), a yes says who can do what, and when."""
    player = verdict.player
    attempt = game.attempt(move, state) if player else None
    if player and attempt is not None:
        args = {"player": player, "action": attempt}
        if verdict.legal and verdict.turn:
            return Msg(N_("Yes, {player} can {action}."), args)
        if verdict.legal:
            return Msg(N_("Yes, on {player}'s turn, {player} can {action}."), args)
        return Msg(N_("No, {player} cannot {action}."), args)
    unowned = game.attempt(move, state) if not player and not verdict.legal else None
    if unowned is not None:  # no one to name: the game is over, no one's turn
        return Msg(N_("No, no one can {action}."), {"action": unowned})
    action = game.describe(move, state)
    if player:  # a move nobody owns (a die, a marker) has no one to name
        action = Msg("{player} {action}", {"player": player, "action": action})
    if verdict.legal and verdict.turn:
        return Msg(N_("Yes, allowed: {action}."), {"action": action})
    if verdict.legal:
        return Msg(N_("Yes, on {player}'s turn: {action}."), {"player": player, "action": action})
    return Msg(N_("No, refused: {action}."), {"action": action})


def emit_verdict(
    runtime: Runtime, game: Game[Any, Any], move: Any, verdict: Verdict, state: Any = None
) -> None:
    """Yes or no, the move in words, the reason and the rule, in the asker's language
    (`state`: the session's, for the words of its edition)."""
    doc = verdict_json(runtime, game, move, verdict, state)

    def human(console: Console, t: Translator) -> None:
        answer = verdict_answer(game, move, verdict, state)
        style = "bold green" if verdict.legal else "bold red"
        console.print(t.render(answer), style=style, markup=False, highlight=False)
        error = verdict.error
        if error is not None:  # the reason, then its rule
            console.print(t.render(error.msg), markup=False)
            if error.rule:
                rule_line(console, t, error.rule)
        for note in verdict.notes:
            console.print(t.render(note), markup=False)
        if not verdict.turn and verdict.current is not None:
            console.print(
                t(N_("It is {current}'s turn now."), current=verdict.current), markup=False
            )

    runtime.emit(doc, human)


def rule_line(console: Console, t: Translator, rule: str) -> None:
    """`Rule “Desert tiles” (camel-up/desert-tile): type `assistant rules camel-up
    desert-tile` to read it.` (at the table's prompt: `rules desert-tile`), the title and the
    command in the reader's words."""
    console.print(t(rule_hint(rule, t)), markup=False, style="dim")


def rule_hint(rule: str, t: Translator) -> Msg:
    """Where to read rule `game/section`, in the syntax of where it is read, with the
    section's title in the reader's language when the rulebook has it."""
    game, _, section = rule.partition("/")
    title = rule_title(rule, t)
    command = Say(None, "rules", (game, section))
    if title is None:
        return Msg(
            N_("Rule {rule}: type `{command}` to read it."), {"rule": rule, "command": command}
        )
    return Msg(
        N_("Rule “{title}” ({rule}): type `{command}` to read it."),
        {"title": title, "rule": rule, "command": command},
    )


def rule_title(rule: str, t: Translator) -> str | None:
    """The title of rule `game/section` in the reader's language (`None` if unknown)."""
    from assistant import rulebook
    from assistant.errors import AssistantError

    game_id = rule.partition("/")[0]
    try:
        section = rulebook.load(game_id).section(rule)
    except (AssistantError, OSError):
        return None
    return None if section is None else str(t.gettext(section.title))


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
