"""`assistant --help` without Click or Typer: the same page, drawn the same way.

Typer draws a group's help with Rich (`typer.rich_utils.rich_format_help`): the usage line,
the help text, an Options panel and a Commands panel. Loading Typer and its help module, and
every command group to list them, takes longer than the page takes to draw; so the root's page
is drawn here with the same Rich parts and styles, from the texts the Click tree would use:
the root options' help (`assistant.cli.app`), each game group's help from the registry
(`GameSpec.help`), each other command's help from its module's `App` (its docstring),
translated as `assistant.cli.helptext` translates them. A test compares this page with the
one the Click tree draws, in each language.
"""

from __future__ import annotations

import importlib
import inspect
import sys
from typing import TYPE_CHECKING, Any

from assistant.cli.runtime import Runtime
from assistant.messages import N_

if TYPE_CHECKING:
    from rich.console import Console

    from assistant.i18n import Translator

# Typer's styles (`typer.rich_utils`).
STYLE_OPTION = "bold cyan"
STYLE_SWITCH = "bold green"
STYLE_NEGATIVE_OPTION = "bold magenta"
STYLE_NEGATIVE_SWITCH = "bold red"
STYLE_TYPES = "bold yellow"
STYLE_TYPES_SEPARATOR = "dim"
STYLE_USAGE = "yellow"
STYLE_USAGE_COMMAND = "bold"
STYLE_HELPTEXT = "dim"
STYLE_PANEL_BORDER = "dim"
STYLE_COMMANDS_FIRST_COLUMN = "bold cyan"


def summaries() -> list[tuple[str, str]] | None:
    """`(name, English help)` of every root command, in order; None when one of them is not
    known here (a test's game declared on Typer): the Click tree draws the page then."""
    from assistant.cli.app import LAZY
    from assistant.cli.lazyapp import App
    from assistant.games import BY_ID

    found = []
    for name, (module_name, inner) in LAZY.items():
        spec = next((s for s in BY_ID.values() if s.cli == name), None)
        if spec is not None:
            if not spec.help or module_name != spec.cli_module:
                return None
            found.append((name, spec.help))
            continue
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            return None
        app = getattr(module, "app", None)
        if not isinstance(app, App):
            return None
        if inner is None:
            found.append((name, app.help))
            continue
        function = app.function(inner)
        if function is None:
            return None
        found.append((name, inspect.getdoc(function) or ""))
    return found


def show(runtime: Runtime) -> Any:
    """Print the root's help; `fast.LEFT_TO_CLICK` when only the Click tree can."""
    from assistant.cli.fast import LEFT_TO_CLICK

    commands = summaries()
    if commands is None:
        return LEFT_TO_CLICK
    from rich.console import Console  # first: French spaces are glued for Rich's wrapping

    from assistant.cli.helptext import help_translator

    t = help_translator()
    console = _console(Console)
    _draw(console, t, commands)
    sys.stdout.write("\n")  # Click echoes the (empty) text Typer's help returns
    return None


def _console(console_class: Any) -> Console:
    """The console Typer draws help with (`rich_utils._get_rich_console`)."""
    import os

    from rich.theme import Theme

    width = os.environ.get("TERMINAL_WIDTH")
    force = True if (os.getenv("GITHUB_ACTIONS") or os.getenv("FORCE_COLOR")) else None
    if os.getenv("PY_COLORS"):
        force = True
    if os.getenv("_TYPER_FORCE_DISABLE_TERMINAL"):
        force = False
    console: Console = console_class(
        theme=Theme(
            {
                "option": STYLE_OPTION,
                "switch": STYLE_SWITCH,
                "negative_option": STYLE_NEGATIVE_OPTION,
                "negative_switch": STYLE_NEGATIVE_SWITCH,
                "types": STYLE_TYPES,
                "types_sep": STYLE_TYPES_SEPARATOR,
                "usage": STYLE_USAGE,
            }
        ),
        highlighter=_highlighters()[0],
        color_system="auto",
        force_terminal=force,
        width=int(width) if width else None,
    )
    return console


def _highlighters() -> tuple[Any, Any, Any]:
    from rich.highlighter import RegexHighlighter

    class OptionHighlighter(RegexHighlighter):
        highlights = [  # noqa: RUF012 - Rich's own class attribute
            r"(^|\W)(?P<switch>\-\w+)(?![a-zA-Z0-9])",
            r"(^|\W)(?P<option>\-\-[\w\-]+)(?![a-zA-Z0-9])",
            r"(?P<types>\<[^\>]+\>)",
            r"(?P<usage>Usage: )",
        ]

    class NegativeOptionHighlighter(RegexHighlighter):
        highlights = [  # noqa: RUF012
            r"(^|\W)(?P<negative_switch>\-\w+)(?![a-zA-Z0-9])",
            r"(^|\W)(?P<negative_option>\-\-[\w\-]+)(?![a-zA-Z0-9])",
        ]

    class TypesHighlighter(RegexHighlighter):
        highlights = [  # noqa: RUF012
            r"^(?P<types_sep>(\[|<))",
            r"(?P<types_sep>\|)",
            r"(?P<types_sep>(\]|>))(\.\.\.)?$",
        ]

    return OptionHighlighter(), NegativeOptionHighlighter(), TypesHighlighter()


def _usage(args: str) -> str:
    """Click's usage line after its `Usage:` (`HelpFormatter.write_usage`), wrapped as it
    wraps it."""
    import shutil
    import textwrap

    width = max(min(shutil.get_terminal_size().columns, 80) - 2, 50)
    prefix = "Usage: assistant "
    if width >= len(prefix) + 20:
        indent = " " * len(prefix)
        wrapper = textwrap.TextWrapper(
            width, initial_indent=prefix, subsequent_indent=indent, replace_whitespace=False
        )
        text = wrapper.fill(args)
    else:
        text = (
            prefix
            + "\n"
            + textwrap.TextWrapper(
                width, initial_indent=" " * 4, subsequent_indent=" " * 4, replace_whitespace=False
            ).fill(args)
        )
    return text.rstrip("\n")[len("Usage:") :]


def _draw(console: Console, t: Translator, commands: list[tuple[str, str]]) -> None:
    from rich.align import Align
    from rich.columns import Columns
    from rich.console import Group
    from rich.padding import Padding
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    from assistant.cli.app import JSON_HELP, LANG_HELP, ROOT_HELP, SESSION_HELP, VERSION_HELP
    from assistant.cli.helptext import (
        HELP_OPTION,
        LAYOUT,
        OPTIONS_METAVAR,
        SUBCOMMAND_METAVAR,
        USAGE,
        summary,
        translate_help,
    )

    highlighter, negative, types = _highlighters()
    usage = t.gettext(USAGE) + _usage(
        f"{t.gettext(OPTIONS_METAVAR)} {t.gettext(SUBCOMMAND_METAVAR)}"
    )
    console.print(Padding(highlighter(usage), 1), style=STYLE_USAGE_COMMAND)

    text = inspect.cleandoc(translate_help(t, ROOT_HELP))
    first, *rest = text.partition("\f")[0].split("\n\n")
    first = inspect.cleandoc(first.replace("\n", " ").strip())
    parts: list[Any] = [highlighter(Text.from_markup(first))]
    if rest:
        parts.append(Text(""))
        others = inspect.cleandoc("\n\n".join(rest))
        parts.append(highlighter(Text.from_markup(others, style=STYLE_HELPTEXT)))
    console.print(Padding(Align(Group(*parts), pad=False), (0, 1, 1, 1)))

    options = [
        ("--version", "-V", "", VERSION_HELP),
        ("--lang", "", t.gettext(N_("LANG")), LANG_HELP),
        ("--json", "", "", JSON_HELP),
        ("--session", "", t.gettext(N_("SESSION")), SESSION_HELP),
        ("--help", "-h", "", HELP_OPTION),
    ]
    table = Table(
        highlight=True,
        show_header=False,
        expand=True,
        box=None,
        show_lines=False,
        leading=0,
        border_style=None,
        row_styles=None,
        pad_edge=False,
        padding=(0, 1),
    )
    for long, short, metavar, help_text in options:
        help_line = inspect.cleandoc(translate_help(t, help_text).replace("\n", " ").strip())
        table.add_row(
            highlighter(long),
            highlighter(short),
            negative(""),
            negative(""),
            types(Text(metavar, style=STYLE_TYPES, overflow="fold")),
            Columns([highlighter(Text.from_markup(help_line))]),
        )
    console.print(
        Panel(
            table,
            border_style=STYLE_PANEL_BORDER,
            title=t.gettext(LAYOUT["OPTIONS_PANEL_TITLE"]),
            title_align="left",
        )
    )

    listing = Table(
        highlight=False,
        show_header=False,
        expand=True,
        box=None,
        show_lines=False,
        leading=0,
        border_style=None,
        row_styles=None,
        pad_edge=False,
        padding=(0, 1),
    )
    width = max((len(name) for name, _ in commands), default=0)
    listing.add_column(style=STYLE_COMMANDS_FIRST_COLUMN, no_wrap=True, width=width)
    listing.add_column("Description", justify="left", no_wrap=False, ratio=10)
    for name, help_text in commands:
        short = summary(translate_help(t, help_text))
        first_paragraph = inspect.cleandoc(short).split("\n\n")[0].strip()
        first_paragraph = inspect.cleandoc(first_paragraph)
        listing.add_row(Text(name), highlighter(Text.from_markup(first_paragraph)))
    console.print(
        Panel(
            listing,
            border_style=STYLE_PANEL_BORDER,
            title=t.gettext(LAYOUT["COMMANDS_PANEL_TITLE"]),
            title_align="left",
        )
    )
