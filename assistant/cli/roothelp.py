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
import json
import os
import re
import sys
from typing import TYPE_CHECKING, Any

from assistant.cli.kept import KeptTexts, write_json
from assistant.cli.runtime import Runtime
from assistant.messages import N_

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

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
    known here (a test's game declared on Typer): the Click tree draws the page then.

    The other commands' helps are their docstrings: they are kept beside the package's
    bytecode (`__pycache__/roothelp.json`, for as long as the modules keep their size and
    time), so the page is drawn without importing the modules."""
    from assistant.cli.app import lazy_commands
    from assistant.games import BY_ID

    lazy = lazy_commands()
    stamp = _stamp(lazy)
    cached = _cached(stamp) if stamp is not None else None
    found = []
    for name, (module_name, inner) in lazy.items():
        spec = next((s for s in BY_ID.values() if s.cli == name), None)
        if spec is not None:
            if not spec.help or module_name != spec.cli_module:
                return None
            found.append((name, spec.help))
        elif cached is not None and name in cached:
            found.append((name, cached[name]))
        else:
            text = _module_help(module_name, inner)
            if text is None:
                return None
            found.append((name, text))
    if stamp is not None and cached is None:
        _keep(stamp, dict(found))
    return found


def _module_help(module_name: str, inner: str | None) -> str | None:
    from assistant.cli.lazyapp import App

    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError:
        return None
    app = getattr(module, "app", None)
    if not isinstance(app, App):
        return None
    if inner is None:
        return app.help
    function = app.function(inner)
    return None if function is None else inspect.getdoc(function) or ""


_HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the package
_CACHE = os.path.join(_HERE, "__pycache__", "roothelp.json")


def _stamp(lazy: dict[str, tuple[str, str | None]]) -> list[Any] | None:
    """What the kept helps were read from: every module's file, size and time."""
    stamp: list[Any] = []
    for name, (module_name, inner) in lazy.items():
        if not module_name.startswith("assistant."):
            return None
        path = os.path.join(_HERE, *module_name.split(".")[1:]) + ".py"
        try:
            info = os.stat(path)
        except OSError:
            return None
        stamp.append([name, module_name, inner, info.st_mtime_ns, info.st_size])
    return stamp


def _cached(stamp: list[Any]) -> dict[str, str] | None:
    try:
        with open(_CACHE, encoding="utf-8") as file:
            data = json.load(file)
        if data["stamp"] != stamp or not isinstance(data["helps"], dict):
            return None
        return {str(k): str(v) for k, v in data["helps"].items()}
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _keep(stamp: list[Any], helps: dict[str, str]) -> None:
    write_json(_CACHE, {"stamp": stamp, "helps": helps})


_TRANSLATED = KeptTexts("roothelp")


def _translated(t: Translator, text: str) -> str:
    """`text` as `helptext.translate_help` gives it, kept for the next page (`KeptTexts`)."""
    from assistant.cli.helptext import translate_help

    if t.lang == "en":
        return translate_help(t, text)
    return _TRANSLATED.get(t.lang, text, lambda: translate_help(t, text))


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


def _terminal_columns() -> int:
    """`shutil.get_terminal_size().columns`, without importing shutil."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def _usage(args: str) -> str:
    """Click's usage line after its `Usage:` (`HelpFormatter.write_usage`), wrapped as it
    wraps it."""
    import textwrap

    width = max(min(_terminal_columns(), 80) - 2, 50)
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


_EMOJI = re.compile(r"(:(\S*?)(?:(?:\-)(emoji|text))?:)")  # Rich's emoji codes


def _markup(text: str, style: str = "") -> Any:
    """`Text.from_markup(text, style=style)`; Rich's table of emoji codes (a long module) is
    loaded only for a text that could hold one (without, the text is the same)."""
    from rich.text import Text

    return Text.from_markup(text, style=style, emoji=bool(_EMOJI.search(text)))


def _draw(console: Console, t: Translator, commands: list[tuple[str, str]]) -> None:
    """The page: the usage line, the root's text, the options panel, the commands panel."""
    from assistant.cli.helptext import OPTIONS_METAVAR, SUBCOMMAND_METAVAR, USAGE

    highlighters = _highlighters()
    highlighter = highlighters[0]
    usage = t.gettext(USAGE) + _usage(
        f"{t.gettext(OPTIONS_METAVAR)} {t.gettext(SUBCOMMAND_METAVAR)}"
    )
    from rich.padding import Padding

    console.print(Padding(highlighter(usage), 1), style=STYLE_USAGE_COMMAND)
    _draw_text(console, t, highlighter)
    _draw_options(console, t, highlighters)
    _draw_commands(console, t, highlighter, commands)


def _panel_table(highlight: bool) -> Table:
    """A borderless table laid out as Typer lays out the rows of a help panel."""
    from rich.table import Table

    return Table(
        highlight=highlight,
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


def _panel(console: Console, t: Translator, table: Table, title: str) -> None:
    from rich.panel import Panel

    from assistant.cli.helptext import LAYOUT

    console.print(
        Panel(
            table,
            border_style=STYLE_PANEL_BORDER,
            title=_markup(t.gettext(LAYOUT[title])),
            title_align="left",
        )
    )


def _draw_text(console: Console, t: Translator, highlighter: Any) -> None:
    """The root's text: its first paragraph, then the rest (the examples) dimmed."""
    from rich.align import Align
    from rich.console import Group
    from rich.padding import Padding
    from rich.text import Text

    from assistant.cli.app import ROOT_HELP
    from assistant.cli.helptext import folded_examples

    text = inspect.cleandoc(folded_examples(_translated(t, ROOT_HELP), max(40, console.width - 2)))
    first, *rest = text.partition("\f")[0].split("\n\n")
    first = inspect.cleandoc(first.replace("\n", " ").strip())
    parts: list[Any] = [highlighter(_markup(first))]
    if rest:
        parts.append(Text(""))
        others = inspect.cleandoc("\n\n".join(rest))
        parts.append(highlighter(_markup(others, style=STYLE_HELPTEXT)))
    console.print(Padding(Align(Group(*parts), pad=False), (0, 1, 1, 1)))


def _draw_options(console: Console, t: Translator, highlighters: Any) -> None:
    """The root's options panel."""
    from rich.columns import Columns
    from rich.text import Text

    from assistant.cli.app import JSON_HELP, LANG_HELP, SESSION_HELP, VERSION_HELP
    from assistant.cli.helptext import HELP_OPTION
    from assistant.syntax import OPTION_WORDS

    highlighter, negative, types = highlighters
    options = [
        ("--version", "-V", "", VERSION_HELP),
        ("--lang", "", t.gettext(N_("LANG")), LANG_HELP),
        ("--json", "", "", JSON_HELP),
        ("--session", "", t.gettext(N_("SESSION")), SESSION_HELP),
        ("--help", "-h", "", HELP_OPTION),
    ]
    table = _panel_table(highlight=True)
    for english, short, metavar, help_text in options:
        long = OPTION_WORDS[english].shown(t.lang)
        help_line = inspect.cleandoc(_translated(t, help_text).replace("\n", " ").strip())
        table.add_row(
            highlighter(long),
            highlighter(short),
            negative(""),
            negative(""),
            types(Text(metavar, style=STYLE_TYPES, overflow="fold")),
            Columns([highlighter(_markup(help_line))]),
        )
    _panel(console, t, table, "OPTIONS_PANEL_TITLE")


def _draw_commands(
    console: Console, t: Translator, highlighter: Any, commands: list[tuple[str, str]]
) -> None:
    """The commands panel: each command and the first paragraph of its help."""
    from rich.text import Text

    from assistant.cli.app import ROOT_WORDS
    from assistant.cli.helptext import summary
    from assistant.syntax import COMMON_WORDS

    commands = [
        (COMMON_WORDS[name].shown(t.lang) if name in ROOT_WORDS else name, text)
        for name, text in commands
    ]
    listing = _panel_table(highlight=False)
    width = max((len(name) for name, _ in commands), default=0)
    listing.add_column(style=STYLE_COMMANDS_FIRST_COLUMN, no_wrap=True, width=width)
    listing.add_column("Description", justify="left", no_wrap=False, ratio=10)
    for name, help_text in commands:
        short = summary(_translated(t, help_text))
        first_paragraph = inspect.cleandoc(short).split("\n\n")[0].strip()
        first_paragraph = inspect.cleandoc(first_paragraph)
        listing.add_row(Text(name), highlighter(_markup(first_paragraph)))
    _panel(console, t, listing, "COMMANDS_PANEL_TITLE")
