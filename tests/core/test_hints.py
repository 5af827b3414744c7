"""Every hint the assistant prints at the table's prompt can be typed back there: a
command the table knows, in the table's words, never "unknown command" (it may still be
refused by the rules, or ask for the value a placeholder stands for)."""

from __future__ import annotations

import io
import random
import re
import sys
from typing import Any

import pytest

from assistant import syntax
from assistant.games import SPECS, load

HINT = re.compile(r"`([^`]+)`")


def players(spec: Any) -> list[str]:
    return ["ana", "bo", "cy"][: max(spec.min_players, min(3, spec.max_players))]


def bad_lines(game: Any, state: Any, rng: random.Random, lang: str) -> list[str]:
    """Lines that a table gets wrong: another player's move, a move out of its phase."""
    lines = []
    for command in game.grammar.commands:
        word = command.words.shown(lang)
        lines.append(word)  # its words missing
        lines.append(f"{word} --nope")
    move = game.random_move(state, rng)
    if move is not None:
        words = game.format_move(move, lang)
        lines.append(syntax.join_line(words))
        others = [p for p in game.players(state) if p != game.actor(move)]
        if others and game.actor(move) is not None:
            lines.append(f"{others[0]}: " + syntax.join_line(words[: words.index(words[-2])]))
    return lines


def unknown_command(error: Any) -> bool:
    what = getattr(error, "msg", None) and error.msg.args.get("what")
    return error.code == "input/unknown-name" and getattr(what, "text", "") == "command"


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
@pytest.mark.parametrize("game_id", [spec.id for spec in SPECS])
def test_hints_typed_back_are_commands(cli, monkeypatch, game_id: str, lang: str) -> None:
    from assistant.cli.app import execute
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.recording import create
    from assistant.cli.runtime import Runtime

    spec = next(s for s in SPECS if s.id == game_id)
    game = load(game_id)
    rng = random.Random(11)
    runtime = Runtime(lang_option=lang)
    _, state = create(runtime, game_id, game.random_setup(rng, players(spec)), "table")
    runtime.close()
    text = ""
    for _ in range(12):  # a stretch of a game, with refusals on the way
        lines = bad_lines(game, state, rng, lang)
        move = game.random_move(state, rng)
        if move is None:
            break
        lines.append(syntax.join_line(game.format_move(move, lang)))
        monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
        result = cli("--lang", lang, "play", "table")
        text += result.out + result.err
        state = game.apply(state, move)
    hints = {h.strip() for h in HINT.findall(text)}
    assert hints, "the refusals printed no hint to type"
    table_runtime = Runtime(lang_option=lang)
    table_runtime.open_table()
    table = TablePrompt(table_runtime, "table")
    checked = 0
    for hint in sorted(hints):
        words = syntax.split_line(hint)
        if not words or words[0] == "assistant" or words[0].startswith("-"):
            continue  # a shell line (`assistant sessions ...`) or an option: not a line
        plan = table.plan(words)  # raises on an unknown command
        if plan.action == "run":
            _, error = execute(plan.argv, Runtime(parent=table_runtime))
            assert error is None or not unknown_command(error), (hint, error)
        checked += 1
    table_runtime.close()
    assert checked
