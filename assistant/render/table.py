"""What table mode (`assistant play`) draws besides the commands' own output: the opening
line, the help, a refused line, moves recorded in another window, the goodbye."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from assistant.games.base import GameSpec
from assistant.i18n import Translator
from assistant.messages import N_, Msg

KIND_NAMES = {"int": N_("number"), "text": N_("word")}
"""The two kinds of positional words that name no vocabulary (see `Game.grammar`)."""


def kind_name(t: Translator, kind: str) -> str:
    """A kind of word as a metavariable in the reader's language: `colour` -> `COULEUR`."""
    return t.gettext(KIND_NAMES.get(kind, kind)).upper().replace(" ", "-")


def banner(
    console: Console, t: Translator, session: Any, spec: GameSpec, players: Sequence[str]
) -> None:
    console.print(
        t(
            N_("{game} — session {name}, players {players}."),
            game=Msg(spec.name),
            name=session.name,
            players=list(players),
        ),
        markup=False,
        style="bold",
    )
    console.print(
        t(N_("Type `help` for the commands; Tab completes; Ctrl-D leaves.")),
        markup=False,
        style="dim",
    )


def farewell(console: Console, t: Translator, name: str) -> None:
    console.print(
        t(N_("Session {name} stays recorded; `assistant play {name}` opens it again."), name=name),
        markup=False,
        style="dim",
    )


def refusal(
    console: Console,
    t: Translator,
    error: Any,
    title: str | None,
    command: Sequence[str],
) -> None:
    """A refused line: the reason, the rule it breaks and how to read that rule here."""
    console.print(t(N_("Error: {message}"), message=t.render(error.msg)), markup=False)
    if error.rule:
        section = error.rule.partition("/")[2]
        if title:
            text = N_("Rule “{title}” ({rule}): type `rules {section}` to read it.")
        else:
            text = N_("Rule {rule}: type `rules {section}` to read it.")
        console.print(
            t(text, title=title, rule=error.rule, section=section), markup=False, style="dim"
        )
    if command:
        console.print(
            t(N_("Type `help {command}` for its words and options."), command=command[-1]),
            markup=False,
            style="dim",
        )


def elsewhere(console: Console, t: Translator, moves: Sequence[Msg], other: bool) -> None:
    """Moves recorded by another window since the last line."""
    if other:
        console.print(
            t(N_("The moves of this session were changed in another window.")),
            markup=False,
            style="yellow",
        )
        return
    console.print(t(N_("Recorded in another window:")), markup=False, style="yellow")
    for move in moves:
        console.print("  " + t.render(move), markup=False)


TABLE_HELP: tuple[tuple[str, str], ...] = (
    ("check", N_("would this move be legal, and why not? Records nothing")),
    ("status", N_("the state of the game")),
    ("log", N_("the moves so far, numbered")),
    ("undo", N_("take the last move back")),
    ("redo", N_("put back the move taken back last")),
    ("rules", N_("the rules of this game, one section by its name, or a search")),
    ("help", N_("this help, or the words and options of one command")),
    ("quit", N_("leave the prompt (Ctrl-D too); everything stays recorded")),
)


def help_doc(
    t: Translator, spec: GameSpec, grammar: Mapping[str, Sequence[str]], commands: Sequence[str]
) -> dict[str, Any]:
    """The help of the prompt as data: the moves with their words, the game's other commands
    and the prompt's own, in the reader's language."""
    moves = [
        {"command": name, "words": [kind_name(t, kind) for kind in grammar[name]]}
        for name in grammar
    ]
    words = {
        "check": t(N_("MOVE…")),
        "rules": t(N_("[SECTION]")),
        "help": t(N_("[COMMAND]")),
        "quit": "· exit",
    }
    own = [
        {"command": name, "words": words.get(name, ""), "text": t(text)}
        for name, text in TABLE_HELP
        if name in commands or name not in ("check", "status")
    ]
    others = [c for c in commands if c not in grammar and c not in {row[0] for row in TABLE_HELP}]
    return {
        "game": spec.id,
        "moves": moves,
        "commands": others,
        "table": own,
        "notes": [
            t(
                N_("The game’s commands without `assistant {cli}`; a unique prefix is enough."),
                cli=spec.cli,
            ),
            t(N_("Who plays: `--player NAME` after the words, or `NAME:` before them.")),
            t(N_("Tab completes, ↑ recalls earlier lines, Ctrl-C clears the line.")),
        ],
    }


def help_view(console: Console, t: Translator, doc: Mapping[str, Any]) -> None:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
    for move in doc["moves"]:
        grid.add_row(Text(move["command"]), Text(" ".join(move["words"])))
    console.print(t(N_("Moves")), style="bold underline", markup=False)
    console.print(grid)
    if doc["commands"]:
        console.print(t(N_("Also: {commands}"), commands=", ".join(doc["commands"])), markup=False)
    console.print()
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
    for row in doc["table"]:
        grid.add_row(Text(f"{row['command']} {row['words']}".strip()), Text(row["text"]))
    console.print(t(N_("At the table")), style="bold underline", markup=False)
    console.print(grid)
    console.print()
    for note in doc["notes"]:
        console.print(note, markup=False, style="dim")
