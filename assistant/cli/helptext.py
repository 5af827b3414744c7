"""Help in the reader's language: `--help` of every command through the Babel catalogs.

The help of a command is its docstring and the `help=` texts of its options, in English, as
Typer and Click expect. `assistant.babel_extract.extract_cli` puts those texts into the
catalogs (beside the `N_()` messages of the same module), and `install()` makes Typer's help
formatter show them translated: while one help page is drawn, the command's texts, its
options' texts, its subcommands' one-line summaries and the few words of the layout (panel
titles, "Usage:", "[required]") are swapped for their translations, then put back.

Nothing of this runs unless a help page is drawn, so it costs nothing at start-up.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from assistant.messages import N_

if TYPE_CHECKING:
    from assistant.i18n import Translator

# The words of Typer's layout, by the name of the constant that holds them in its rich layout
# (`compat.LAYOUT_CONSTANTS`).
LAYOUT = {
    "ARGUMENTS_PANEL_TITLE": N_("Arguments"),
    "OPTIONS_PANEL_TITLE": N_("Options"),
    "COMMANDS_PANEL_TITLE": N_("Commands"),
    "DEFAULT_STRING": N_("[default: {}]"),
    "REQUIRED_LONG_STRING": N_("[required]"),
}
USAGE = N_("Usage:")
OPTIONS_METAVAR = N_("[OPTIONS]")
SUBCOMMAND_METAVAR = N_("COMMAND [ARGS]...")

METAVARS = {
    "adventures": N_("VALUES"),
    "bets": N_("TILES"),
    "camels": N_("CAMELS"),
    "cell": N_("CELL"),
    "dice": N_("COLOURS"),
    "file": N_("FILE"),
    "fmt": N_("FORMAT"),
    "game": N_("GAME"),
    "lang": N_("LANG"),
    "language": N_("LANG"),
    "leg_tiles": N_("TILES"),
    "map_": N_("BOARD"),
    "board": N_("BOARD"),
    "name": N_("NAME"),
    "new": N_("NAME"),
    "oases": N_("CELLS"),
    "old": N_("NAME"),
    "output": N_("FILE"),
    "player": N_("NAME"),
    "players": N_("NAMES"),
    "race_cards": N_("COLOURS"),
    "returned": N_("NAME=COLOUR"),
    "session": N_("SESSION"),
    "start": N_("CAMELS"),
    "tiles": N_("TILES"),
    "water": N_("CELL=VALUE"),
    "words": N_("WORDS"),
}
"""The names of the non-move commands' arguments and option values, by parameter, as help
and errors show them in the reader's language (`CASE`, `NOMS`); others by their type."""
BY_TYPE = {"integer": N_("NUMBER"), "path": N_("FILE"), "choice": N_("CHOICE")}


def metavar(param: Any) -> str:
    """The English name (a catalog message id) of what a parameter takes."""
    name = getattr(param, "name", "") or ""
    if name in METAVARS:
        return METAVARS[name]
    if getattr(param, "metavar", None) and param.metavar.upper() == param.metavar:
        return str(param.metavar)
    type_name = getattr(getattr(param, "type", None), "name", "")
    return BY_TYPE.get(type_name, N_("TEXT"))


HELP_OPTION = N_("Show this message and exit.")
EXAMPLES = N_("Examples:")

_installed = False


def help_translator() -> Translator:
    """The reader's translator, also when `--help` cut the line short before `--lang` was
    read (eager options run first): the raw arguments are looked at then."""
    from assistant.cli.runtime import current

    runtime = current()
    if runtime.lang_option is None:
        argv = runtime.argv
        for i, arg in enumerate(argv):
            if arg == "--lang" and i + 1 < len(argv):
                runtime.lang_option = argv[i + 1]
                break
            if arg.startswith("--lang="):
                runtime.lang_option = arg.split("=", 1)[1]
                break
    try:
        return runtime.t
    except Exception:  # an unknown language: the help still shows, in English
        from assistant.i18n import Translator

        return Translator("en")


@contextmanager
def translated(command: Any, ctx: Any, t: Translator) -> Iterator[None]:
    """Swap the English help texts around `command` for `t`'s, and put them back after."""
    from assistant.compat import layout_module

    rich_utils = layout_module()

    saved: list[tuple[Any, str, Any]] = []

    def swap(obj: Any, attr: str, value: Any) -> None:
        saved.append((obj, attr, obj.__dict__.get(attr, _MISSING)))
        setattr(obj, attr, value)

    def swap_text(obj: Any, attr: str) -> None:
        text = getattr(obj, attr, None)
        if isinstance(text, str) and text:
            swap(obj, attr, translate_help(t, text))

    for attr in ("help", "short_help", "epilog"):
        swap_text(command, attr)
    for param in command.get_params(ctx):
        swap_text(param, "help")
        if not getattr(param, "is_flag", False) and getattr(param, "name", None) != "help":
            swap(param, "metavar", t.gettext(metavar(param)))
            if getattr(param, "param_type_name", "") == "argument":
                swap(param, "type", _Untyped(param.type))
    list_commands = getattr(command, "list_commands", None)
    if list_commands is not None:
        for name in list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None:
                swap_text(sub, "help")
                short = getattr(sub, "short_help", None) or sub.help
                if isinstance(short, str) and short:
                    swap(sub, "short_help", summary(translate_help(t, short)))
    for constant, english in LAYOUT.items():
        swap(rich_utils, constant, t.gettext(english))
    if getattr(command, "options_metavar", None):
        swap(command, "options_metavar", t.gettext(OPTIONS_METAVAR))
    if getattr(command, "subcommand_metavar", None):
        swap(command, "subcommand_metavar", t.gettext(SUBCOMMAND_METAVAR))
    usage: Callable[[Any], str] = command.get_usage
    prefix = "Usage:"
    swap(
        command,
        "get_usage",
        lambda c: (
            t.gettext(USAGE) + usage(c)[len(prefix) :] if usage(c).startswith(prefix) else usage(c)
        ),
    )
    try:
        yield
    finally:
        for obj, attr, value in reversed(saved):
            if value is _MISSING:
                delattr(obj, attr)
            else:
                setattr(obj, attr, value)


def translate_help(t: Translator, text: str) -> str:
    """A help text in `t`'s language: the whole text if the catalogs have it, else paragraph
    by paragraph (a help assembled from pieces, like `check`'s: its description, `Examples:`
    and one example per paragraph), each keeping its indentation."""
    whole = t.gettext(text)
    if whole != text or t.lang == "en":
        return whole
    paragraphs = []
    for paragraph in text.split("\n\n"):
        body = paragraph.lstrip()
        lead = paragraph[: len(paragraph) - len(body)]
        paragraphs.append(lead + t.gettext(body) if body else paragraph)
    return "\n\n".join(paragraphs)


def summary(text: str) -> str:
    """The first paragraph of a help text on one line, as a group's list of commands shows
    it (Typer's rich mode keeps the docstring's line breaks there, which cuts the summary at
    the wrong places once it is translated or the terminal is narrower)."""
    first = text.strip().split("\n\n", 1)[0]
    # Plain whitespace only: the no-break spaces of French typography stay where they are.
    return " ".join(re.split(r"[ \t\r\n]+", first))


class _Missing:
    pass


class _Untyped:
    """An argument's type that shows no `<str>` beside its name in help."""

    def __init__(self, wrapped: Any) -> None:
        self._wrapped = wrapped

    def get_metavar(self, *args: Any, **kwargs: Any) -> str:
        return ""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._wrapped, name)


_MISSING = _Missing()


def install() -> None:
    """Make every Typer command and group draw its help in the reader's language."""
    global _installed
    if _installed:
        return
    from assistant.compat import wrap_format_help

    def format_help(original: Any, command: Any, ctx: Any, formatter: Any) -> None:
        with translated(command, ctx, help_translator()):
            original(command, ctx, formatter)

    wrap_format_help(format_help)
    _installed = True
