"""Exporting a session: JSON, Markdown, an HTML report, an SVG picture or a replay file.

An export is also how what is left of a damaged session is saved: a move that can no longer
be read is exported as its stored text, and a session that no longer replays is exported
with its moves, no final state and the reason (`problem`).
"""

from __future__ import annotations

from typing import Any

from assistant.errors import StorageError
from assistant.i18n import Translator
from assistant.messages import N_, Msg
from assistant.sessions import UNREADABLE, Journal, Session, game_of, shortened


def table_view(journal: Journal, session: Session) -> Any:
    """The state that decides what the table may see of the recorded moves (`Game.as_seen`):
    the session's state now, or, when it no longer replays, its state at the start (so that
    the hidden option still keeps its secrets); `None` when not even the setup can be read."""
    from assistant.games.base import RulesError
    from assistant.sessions import load_state

    try:
        return load_state(journal, session)
    except StorageError:
        pass
    try:
        return game_of(session).initial_state(session.setup)
    except (RulesError, KeyError, TypeError, ValueError, AttributeError):
        return None


def seen_move(game: Any, view: Any, payload: dict[str, Any]) -> tuple[dict[str, Any], Msg | None]:
    """A stored move as the table may see it in the state `view` (see `table_view`): its JSON
    and its description (`None` when it cannot be read)."""
    try:
        move = game.move_from_json(payload)
    except UNREADABLE:
        return payload, None
    if view is not None:
        move = game.as_seen(view, move)
        payload = game.move_to_json(move)
    return payload, game.describe(move, view)


def closed_after(
    game: Any, setup: Any, rows: list[Any], states: list[Any] | None = None
) -> dict[int, tuple[Msg, ...]]:
    """What each active move closed (`Game.milestones`: a Camel Up leg and its scoring), by
    the move's seq; the moves are replayed from the setup, up to the first that fails (the
    states on the way are added to `states`: the setup's, then one after each move)."""
    from assistant.games.base import BaseGame, RulesError

    closed: dict[int, tuple[Msg, ...]] = {}
    if states is None and getattr(type(game), "milestones", None) is BaseGame.milestones:
        return closed  # a game that never closes a part of itself: nothing to replay for
    try:
        state = game.initial_state(setup)
        if states is not None:
            states.append(state)
        for row in rows:
            if row.status != "active":
                continue
            after = game.apply(state, game.move_from_json(row.payload))
            found = game.milestones(state, after)
            if found:
                closed[row.seq] = found
            state = after
            if states is not None:
                states.append(state)
    except (RulesError, KeyError, TypeError, ValueError, AttributeError):
        pass  # a damaged session: what replayed is kept
    return closed


class Exported(dict[str, Any]):
    """`export_json`'s document, with the states its replay went through (`states`: the
    setup's, then one after each active move, as far as they replay), so that a report made
    from it does not replay the session a second time (`render.report.gather`)."""

    states: list[Any] | None = None


def described_moves(
    journal: Journal, session: Session, everything: bool, states: list[Any] | None = None
) -> list[dict[str, Any]]:
    """The moves of `session` with who made them and a translatable description, as the
    table may see them now (the hidden option's secrets left out while they are secret),
    and the parts of the game each one closed (`closed`: a Camel Up leg and its scoring).
    The states of the replay are added to `states` when given (see `closed_after`)."""
    game = game_of(session)
    view = table_view(journal, session)
    rows = journal.moves(session, everything=everything)
    closed = closed_after(game, session.setup, rows, states)
    result = []
    number = 0
    for row in rows:
        payload: Any = row.raw
        msg = None
        if row.readable:
            payload, msg = seen_move(game, view, row.payload)
        if msg is None:
            msg = Msg(N_("(a stored move that cannot be read: {raw})"), {"raw": shortened(row.raw)})
        if row.status == "active":
            number += 1
        player = row.payload.get("player")
        result.append(
            {
                "n": number if row.status == "active" else None,
                "seq": row.seq,
                "player": player if isinstance(player, str) else None,
                "status": row.status,
                "move": payload,
                "msg": msg,
                "closed": closed.get(row.seq, ()),
                "created": row.created,
            }
        )
    return result


def export_json(journal: Journal, session: Session) -> dict[str, Any]:
    from assistant.sessions import load_state

    game = game_of(session)
    states: list[Any] = []
    moves = described_moves(journal, session, everything=True, states=states)
    doc = Exported(
        {
            "name": session.name,
            "game": session.game,
            "rules_version": session.rules_version,
            "players": session.players,
            "created": session.created,
            "last_change": session.updated,
            "finished": session.finished,
            "setup": None,
            "moves": [
                {key: value for key, value in m.items() if key not in ("msg", "closed")}
                | {"text": str(m["msg"]), "closed": [str(line) for line in m["closed"]]}
                for m in moves
            ],
            "state": None,
        }
    )
    doc.states = states
    try:
        doc["setup"] = session.setup
        state = load_state(journal, session)
    except StorageError as error:
        doc["problem"] = {"code": error.code, "message": error.msg.english()}
        return doc
    doc["finished"] = game.is_finished(state)
    doc["state"] = game.state_json(state)
    return doc


def export_markdown(doc: dict[str, Any], t: Translator) -> str:
    """A readable page in the reader's language: scoreboard, winner sentence, moves table."""
    from assistant.render.report import gather, markdown

    return markdown(gather(doc), t)


def export_html(doc: dict[str, Any], t: Translator) -> str:
    """One self-contained HTML page: picture, scoreboard, figures, charts and moves."""
    from assistant.render.report import gather, html

    return html(gather(doc), t)


def export_svg(doc: dict[str, Any], t: Translator) -> str:
    """The position of the game as one SVG document.

    :raises KeyError: the game has no picture.
    """
    from assistant.games import BY_ID
    from assistant.render.svg.common import to_string
    from assistant.render.views import views_of

    views = views_of(BY_ID[doc["game"]])
    return to_string(views.picture(doc["state"], doc["setup"], t, doc["name"]))


def export_replay(doc: dict[str, Any], t: Translator) -> str:
    """The lines that rebuild the session with `assistant replay`."""
    from assistant.render.replay import replay_text

    return replay_text(doc, t)
