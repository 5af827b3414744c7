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
from assistant.syntax import PLAYER_OPTION as COMMON_PLAYER


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


TABLE_HELP: tuple[tuple[str, str, str], ...] = (
    ("check", N_("MOVE…"), N_("would this move be legal, and why not? Records nothing")),
    ("log", "", N_("the moves so far, numbered")),
    ("undo", "", N_("take the last move back")),
    ("redo", "", N_("put back the move taken back last")),
    ("rules", N_("[SECTION]"), N_("the rules of this game, one section by its name, or a search")),
    ("help", N_("[COMMAND]"), N_("this help, or the words and options of one command")),
    ("quit", "", N_("leave the prompt (Ctrl-D too); everything stays recorded")),
)


def help_doc(t: Translator, spec: GameSpec, group: Any) -> dict[str, Any]:
    """The help of the prompt as data, in the reader's words: every move with its words, what
    it does and an example; the game's other commands; the prompt's own."""
    from assistant.games import load
    from assistant.syntax import COMMON_WORDS, translate_example, usage_line

    grammar = load(spec.id).grammar
    lang = t.lang
    moves = [
        {
            "command": command.id,
            "usage": usage_line(grammar, command, lang),
            "text": t.gettext(command.summary),
            "example": translate_example(grammar, command.examples[0], lang).partition("  #")[0]
            if command.examples
            else "",
        }
        for command in grammar.commands
    ]
    words = group.words()
    others = []
    for name in group.other_names():
        summary = group.other(name).get_short_help_str(200)
        others.append(
            {
                "command": name,
                "word": words[name].shown(lang),
                "text": first_line(t, summary),
            }
        )
    own = [
        {
            "command": name,
            "word": (words.get(name) or COMMON_WORDS[name]).shown(lang),
            "words": t.gettext(args) if args else "",
            "text": t.gettext(text),
        }
        for name, args, text in TABLE_HELP
    ]
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
            t(
                N_("Who plays: `{option} NAME` after the words, or `NAME:` before them."),
                option=COMMON_PLAYER.shown(lang),
            ),
            t(N_("Tab completes, ↑ recalls earlier lines, Ctrl-C clears the line.")),
        ],
    }


def first_line(t: Translator, text: str) -> str:
    from assistant.cli.helptext import translate_help
    from assistant.cli.moves import first_sentence

    return first_sentence(translate_help(t, text))


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
        grid.add_row(Text(row["word"]), Text(row["text"]))
    for row in doc["table"]:
        grid.add_row(Text(f"{row['word']} {row['words']}".strip()), Text(row["text"]))
    console.print(t(N_("At the table")), style="bold underline", markup=False)
    console.print(grid)
    for note in doc["notes"]:
        console.print(note, markup=False, style="dim")
    console.print()
