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


def described_moves(journal: Journal, session: Session, everything: bool) -> list[dict[str, Any]]:
    """The moves of `session` with who made them and a translatable description."""
    game = game_of(session)
    rows = journal.moves(session, everything=everything)
    result = []
    number = 0
    for row in rows:
        try:
            msg = game.describe(game.move_from_json(row.payload)) if row.readable else None
        except UNREADABLE:
            msg = None
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
                "move": row.payload if row.readable else row.raw,
                "msg": msg,
                "created": row.created,
            }
        )
    return result


def export_json(journal: Journal, session: Session) -> dict[str, Any]:
    from assistant.sessions import load_state

    game = game_of(session)
    moves = described_moves(journal, session, everything=True)
    doc: dict[str, Any] = {
        "name": session.name,
        "game": session.game,
        "rules_version": session.rules_version,
        "players": session.players,
        "created": session.created,
        "last_change": session.updated,
        "finished": session.finished,
        "setup": None,
        "moves": [
            {key: value for key, value in m.items() if key != "msg"} | {"text": str(m["msg"])}
            for m in moves
        ],
        "state": None,
    }
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
    from assistant.render.svg import picture
    from assistant.render.svg.common import to_string

    return to_string(picture(doc["game"], doc["state"], doc["setup"], t, doc["name"]))


def export_replay(doc: dict[str, Any], t: Translator) -> str:
    """The lines that rebuild the session with `assistant replay`."""
    from assistant.render.replay import replay_text

    return replay_text(doc, t)
