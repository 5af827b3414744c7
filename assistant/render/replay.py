"""A session as a replay file: the lines, as typed after `assistant`, that rebuild it.

The first line starts the game (`<game> new ...` with the setup and `--name`, in the reader's
words: `camel nouvelle --joueurs ...`), then one line per move still in the game (undone moves
are left out), written by the game's own `format_move` in the reader's words (`parier bleu
--joueur ana` for a French reader, the canonical English ids in English) with who plays, so
`assistant replay FILE` into an empty journal gives the same state in any language. Words are
quoted for the reader of `replay` (`syntax.split_line`), so names with spaces or quotes
survive.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from assistant.games import BY_ID, load
from assistant.i18n import Translator
from assistant.messages import N_
from assistant.syntax import join_line


def new_words(
    game_id: str, setup: Mapping[str, Any], name: str | None, lang: str = "en"
) -> list[str]:
    """The words after `assistant` that start this session: `camel new ... --name NAME`, its
    command and options in `lang`'s words (`camel nouvelle --joueurs ...`); no `--name`
    when `name` is None."""
    from assistant.syntax import COMMON_WORDS, option_shown, option_words

    game = load(game_id)
    words = [*game.format_setup(setup, lang)]
    if setup.get("hidden") is True:  # the hidden-information option is part of the setup
        words.append("--hidden")
    words += ["--name", name] if name is not None else []
    options = option_words(game.grammar)
    shown = [option_shown(w, lang, options) if w.startswith("--") else w for w in words]
    return [BY_ID[game_id].cli, COMMON_WORDS["new"].shown(lang), *shown]


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
    from assistant.render.views import views_of

    lines += ["# " + note for note in views_of(spec).replay_notes(setup, t)]
    lines.append(join_line(new_words(game_id, setup, doc["name"], t.lang)))
    for entry in doc["moves"]:
        if entry["status"] != "active":
            continue
        move = game.move_from_json(entry["move"])
        lines.append(join_line([spec.cli, *game.format_move(move, t.lang)]))
    return "\n".join(lines) + "\n"
