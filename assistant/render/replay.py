"""A session as a replay file: the lines, as typed after `assistant`, that rebuild it.

The first line starts the game (`<game> new ...` with the setup and `--name`), then one line
per move still in the game (undone moves are left out), written by the game's own
`format_move` in canonical English words with `--player`, so `assistant replay FILE` into an
empty journal gives the same state. Words are quoted for the shell-like reader of `replay`
(`shlex`), so names with spaces or quotes survive.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Mapping
from typing import Any

from assistant.games import BY_ID, load
from assistant.i18n import Translator
from assistant.messages import N_


def _players(setup: Mapping[str, Any]) -> list[str]:
    return ["--players", ",".join(str(p) for p in setup["players"])]


def _camel(setup: Mapping[str, Any]) -> list[str]:
    edition = setup.get("edition", 1)
    return [
        *(["--edition", str(edition)] if edition != 1 else []),
        *_players(setup),
        "--start",
        str(setup["start"]),
    ]


def _pharao(setup: Mapping[str, Any]) -> list[str]:
    return [*_players(setup), "--adventures", ",".join(str(v) for v in setup["adventures"])]


def _ramses(setup: Mapping[str, Any]) -> list[str]:
    mode = setup.get("mode", "base")
    if mode == "solo":
        players = list(setup.get("players") or [])
        return ["--solo"] if players in ([], ["solo"]) else ["--solo", *_players(setup)]
    return [*_players(setup), *(["--advanced"] if mode == "advanced" else [])]


def shipped_board(data: Mapping[str, Any]) -> str | None:
    """The name of the shipped board whose data `data` is, if it is one."""
    from assistant.games.desert.board import BoardError, board_from_data
    from assistant.paths import resource_dir
    from assistant.yamlio import load_file

    name = str(data.get("board", ""))
    path = resource_dir("rulebooks") / "boards" / f"{name}.yaml"
    if not name or "/" in name or not path.is_file():
        return None
    try:
        shipped = board_from_data(load_file(path)).to_data()
    except (BoardError, OSError, ValueError):
        return None
    return name if shipped == dict(data) else None


def _desert(setup: Mapping[str, Any]) -> list[str]:
    board = setup["board"]
    words = [
        *_players(setup),
        "--map",
        shipped_board(board) or f"{board.get('board', 'board')}.yaml",
    ]
    if setup.get("oases"):
        words += ["--oases", ",".join(setup["oases"])]
    if setup.get("returned"):
        words += ["--returned", ",".join(f"{p}={c}" for p, c in setup["returned"].items())]
    if setup.get("water"):
        words += ["--water", ",".join(f"{c}={v}" for c, v in setup["water"].items())]
    return words


#: How each game's setup is typed after `assistant <cli> new`.
SETUP_WORDS: dict[str, Callable[[Mapping[str, Any]], list[str]]] = {
    "camel-up": _camel,
    "through-the-desert": _desert,
    "schatz-der-pharao": _pharao,
    "ramses": _ramses,
}


def new_words(game_id: str, setup: Mapping[str, Any], name: str) -> list[str]:
    """The words after `assistant` that start this session: `camel new ... --name NAME`."""
    words = SETUP_WORDS.get(game_id, _players)(setup)
    return [BY_ID[game_id].cli, "new", *words, "--name", name]


def replay_text(doc: Mapping[str, Any], t: Translator) -> str:
    """The replay file of an exported session (`doc` as `export_json` builds it)."""
    game_id = doc["game"]
    spec = BY_ID[game_id]
    game = load(game_id)
    lines = [
        "# " + t(N_("{name} — {game}"), name=doc["name"], game=t(spec.name)),
        "# "
        + t(
            N_("Rebuild it with: assistant replay FILE (into a journal without {name})"),
            name=doc["name"],
        ),
    ]
    setup = doc["setup"]
    if game_id == "through-the-desert" and shipped_board(setup["board"]) is None:
        lines.append(
            "# "
            + t(
                N_("This game uses its own board: keep its file as {file} beside this one."),
                file=f"{setup['board'].get('board', 'board')}.yaml",
            )
        )
    lines.append(shlex.join(new_words(game_id, setup, doc["name"])))
    for entry in doc["moves"]:
        if entry["status"] != "active":
            continue
        move = game.move_from_json(entry["move"])
        lines.append(shlex.join([spec.cli, *game.format_move(move)]))
    return "\n".join(lines) + "\n"
