"""Exporting a session as a JSON document or a Markdown page."""

from __future__ import annotations

from typing import Any

from assistant.games import BY_ID, load
from assistant.i18n import Translator
from assistant.messages import N_
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
        f"# {doc['name']} — {t(BY_ID[doc['game']].name)}",
        "",
        f"- {label['players']}: {t.join(doc['players'])}",
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
        text = t.render(game.describe(game.move_from_json(move["move"])))
        if move["status"] != "active":
            text = f"~~{text}~~ ({label['undone']})"
        number = move["n"] if move["n"] is not None else ""
        lines.append(f"| {number} | {move['player'] or ''} | {text} |")
    lines += [
        "",
        f"## {label['state']}",
        "",
        "```json",
        json.dumps(doc["state"], ensure_ascii=False, indent=2),
        "```",
        "",
    ]
    return "\n".join(lines)
