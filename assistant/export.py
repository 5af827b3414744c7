"""Exporting a session as a JSON document or a Markdown page.

An export is also how what is left of a damaged session is saved: a move that can no longer
be read is exported as its stored text, and a session that no longer replays is exported
with its moves, no final state and the reason (`problem`).
"""

from __future__ import annotations

from typing import Any

from assistant.errors import StorageError
from assistant.games import BY_ID, load
from assistant.i18n import Translator
from assistant.messages import N_, Msg
from assistant.render import visible
from assistant.sessions import Journal, Session, game_of


def described_moves(journal: Journal, session: Session, everything: bool) -> list[dict[str, Any]]:
    """The moves of `session` with who made them and a translatable description."""
    game = game_of(session)
    rows = journal.moves(session, everything=everything)
    result = []
    number = 0
    for row in rows:
        try:
            msg = game.describe(game.move_from_json(row.payload)) if row.readable else None
        except (KeyError, TypeError, ValueError, AttributeError):
            msg = None
        if msg is None:
            msg = Msg(N_("(a stored move that cannot be read: {raw})"), {"raw": row.raw})
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
    """A readable page in the reader's language: header, moves, final state as JSON."""
    import json

    game = load(doc["game"])
    label = {
        "players": t(N_("Players")),
        "started": t(N_("Started")),
        "changed": t(N_("Last change")),
        "finished": t(N_("Finished")),
        "moves": t(N_("Moves")),
        "player": t(N_("Player")),
        "move": t(N_("Move")),
        "state": t(N_("Final state")),
        "undone": t(N_("undone")),
    }
    finished = t(N_("yes")) if doc["finished"] else t(N_("no"))
    lines = [
        f"# {visible(doc['name'])} — {t(BY_ID[doc['game']].name)}",
        "",
        f"- {label['players']}: {visible(t.join(doc['players']))}",
        f"- {label['started']}: {doc['created']}",
        f"- {label['changed']}: {doc['last_change']}",
        f"- {label['finished']}: {finished}",
        "",
        f"## {label['moves']}",
        "",
        f"| # | {label['player']} | {label['move']} |",
        "| --- | --- | --- |",
    ]
    for move in doc["moves"]:
        try:
            text = t.render(game.describe(game.move_from_json(move["move"])))
        except (KeyError, TypeError, ValueError, AttributeError):
            text = move["text"]
        if move["status"] != "active":
            text = f"~~{text}~~ ({label['undone']})"
        number = move["n"] if move["n"] is not None else ""
        lines.append(f"| {number} | {_cell(move['player'] or '')} | {_cell(text)} |")
    lines += ["", f"## {label['state']}", ""]
    if "problem" in doc:
        lines += [visible(doc["problem"]["message"]), ""]
    else:
        lines += ["```json", json.dumps(doc["state"], ensure_ascii=False, indent=2), "```", ""]
    return "\n".join(lines)


def _cell(text: str) -> str:
    """User text inside a Markdown table: control characters visible, pipes escaped."""
    return visible(text).replace("|", "\\|")
