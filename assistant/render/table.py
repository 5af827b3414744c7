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
from assistant.messages import N_, Msg, Say


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
        t(
            N_("Type `{help}` for the commands; Tab completes; Ctrl-D leaves."),
            help=Say(None, "help"),
        ),
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
        game, _, section = error.rule.partition("/")
        if title:
            text = N_("Rule “{title}” ({rule}): type `{command}` to read it.")
        else:
            text = N_("Rule {rule}: type `{command}` to read it.")
        rules = Say(None, "rules", (game, section))
        console.print(
            t(text, title=title, rule=error.rule, command=rules), markup=False, style="dim"
        )
    if command:
        console.print(
            t(
                N_("Type `{command}` for its words and options."),
                command=Say(None, "help", (command[-1],)),
            ),
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


def help_view(console: Console, t: Translator, doc: Mapping[str, Any]) -> None:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
    for move in doc["moves"]:
        grid.add_row(Text(move["usage"]), Text(move["text"]))
        if move["example"]:
            example = t(N_("e.g. {example}"), example=move["example"])
            grid.add_row(Text(""), Text(example, style="dim"))
    console.print(t(N_("Moves")), style="bold underline", markup=False)
    console.print(grid)
    console.print()
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column()
    for row in doc["commands"]:
        grid.add_row(Text(f"{row['word']} {row['words']}".strip()), Text(row["text"]))
    for row in doc["table"]:
        grid.add_row(Text(f"{row['word']} {row['words']}".strip()), Text(row["text"]))
    console.print(t(N_("At the table")), style="bold underline", markup=False)
    console.print(grid)
    for note in doc["notes"]:
        console.print(note, markup=False, style="dim")
    console.print()
