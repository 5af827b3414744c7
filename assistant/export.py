"""Exporting a session: JSON, Markdown, an HTML report, an SVG picture or a replay file."""

from __future__ import annotations

from typing import Any

from assistant.games import load
from assistant.i18n import Translator
from assistant.sessions import Journal, Session


def described_moves(journal: Journal, session: Session, everything: bool) -> list[dict[str, Any]]:
    """The moves of `session` with who made them and a translatable description."""
    game = load(session.game)
    rows = journal.moves(session, everything=everything)
    result = []
    number = 0
    for row in rows:
        move = game.move_from_json(row.payload)
        if row.status == "active":
            number += 1
        result.append(
            {
                "n": number if row.status == "active" else None,
                "seq": row.seq,
                "player": row.payload.get("player"),
                "status": row.status,
                "move": row.payload,
                "msg": game.describe(move),
                "created": row.created,
            }
        )
    return result


def export_json(journal: Journal, session: Session) -> dict[str, Any]:
    from assistant.sessions import load_state

    game = load(session.game)
    state = load_state(journal, session)
    moves = described_moves(journal, session, everything=True)
    return {
        "name": session.name,
        "game": session.game,
        "players": session.players,
        "created": session.created,
        "last_change": session.updated,
        "finished": game.is_finished(state),
        "setup": session.setup,
        "moves": [
            {key: value for key, value in m.items() if key != "msg"} | {"text": str(m["msg"])}
            for m in moves
        ],
        "state": game.state_json(state),
    }


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
