"""The Click command tree of `assistant`: what runs a command line the fast path does not
(`assistant.cli.fast`), and what the help pages and the tests walk.

The groups are loaded lazily: a command group's module is imported, and its Typer app built,
only when that group is run or its help is shown; a game's group (`assistant.cli.moves`)
builds its acting commands from the grammar and its other commands from the module only when
one of them is asked for. Importing this module imports Typer.
"""

from __future__ import annotations

import difflib
import functools
import importlib
import re
import sys
from typing import TYPE_CHECKING, Annotated, Any, ClassVar

import typer

from assistant.cli.app import (
    JSON_HELP,
    LANG_HELP,
    ROOT_HELP,
    SESSION_HELP,
    VERSION_HELP,
    lazy_commands,
    root_word,
)
from assistant.cli.lazyapp import App, app_help, typer_app
from assistant.cli.runtime import current, print_json, settle_root
from assistant.compat import TyperGroup
from assistant.games import BY_ID
from assistant.games.base import GameSpec
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    from assistant.i18n import OneOf


class LazyGroup(TyperGroup):
    """A group whose subcommands are imported on first use; a game's group is a `GameGroup`
    (its acting commands generated from its grammar). A command's name in French or Italian
    (`annuler`, `regole`) finds it too."""

    loaded: ClassVar[set[str]] = set()
    """Names of lazily loaded commands: one no longer registered (a test's game) is gone."""

    def list_commands(self, ctx: Any) -> list[str]:
        lazy = lazy_commands()
        kept = [name for name in self.commands if name in lazy or name not in self.loaded]
        return [*kept, *(name for name in lazy if name not in self.commands)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        lazy = lazy_commands()
        if cmd_name in self.loaded and cmd_name not in lazy:
            return None
        if cmd_name not in self.commands and cmd_name in lazy:
            module_name, inner = lazy[cmd_name]
            try:
                module = importlib.import_module(module_name)
            except ModuleNotFoundError as exc:
                if exc.name != module_name:
                    raise
                return None  # a game not installed in this copy
            spec = next((s for s in BY_ID.values() if s.cli == cmd_name), None)
            if spec is not None:
                command = game_group(spec, module)
            elif inner is not None and isinstance(module.app, App):
                command = module.app.click(inner)  # that command alone
                command.name = cmd_name
                tidy(command)
            else:
                command = typer.main.get_command(typer_app(module.app))
                if inner is not None and isinstance(command, TyperGroup):
                    command = command.commands[inner]
                command.name = cmd_name
                tidy(command)
            self.commands[cmd_name] = command
            self.loaded.add(cmd_name)
        return self.commands.get(cmd_name)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        """A root command by its name in any language; suggest the closest on a typo."""
        from assistant.compat import ClickUsageError as UsageError

        if args and args[0] not in self.list_commands(ctx):
            found = root_word(args[0])
            if found is not None:
                args = [found, *args[1:]]
        try:
            name, command, rest = super().resolve_command(ctx, args)
        except UsageError as error:
            if args and error.message.startswith("No such command"):  # ours, not Typer's
                close = _close_commands(args[0], ctx)
                message = error.message.split(" Did you mean", 1)[0].rstrip(".")
                found = ", ".join(repr(name) for name in close)
                error.message = f"{message}. Did you mean {found}?" if close else f"{message}."
            raise
        from assistant.cli.optionwords import in_english
        from assistant.syntax import option_words

        return name, command, in_english(command, rest, option_words())


def game_group(spec: GameSpec, module: Any) -> Any:
    """`assistant <game>`: the acting commands from the grammar, the rest from the module's
    app, each built only when it is asked for."""
    from assistant.cli.groups import GameGroup

    app = module.app

    def names() -> list[str]:
        if isinstance(app, App):
            return app.names()
        return list(whole().commands)

    @functools.cache
    def whole() -> Any:  # a test's game declares its commands on Typer directly
        group = typer.main.get_command(app)
        tidy(group)
        return group

    def other(name: str) -> Any:
        if isinstance(app, App):
            command = app.click(name)
            if command is not None:
                tidy(command)
            return command
        return whole().commands.get(name)

    return GameGroup(spec, names, other, app_help(app))


app = typer.Typer(
    cls=LazyGroup,
    add_completion=False,
    no_args_is_help=True,
    help=ROOT_HELP,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def show_version(value: bool) -> None:
    """`--version` / `-V`: the program and its version, like git and pip print theirs."""
    if value:
        from assistant import __version__

        if "--json" in current().argv:  # eager: --json may not be parsed yet
            print_json({"program": "assistant", "version": __version__})
        else:
            sys.stdout.write(f"assistant {__version__}\n")
        raise typer.Exit(0)


@app.callback()
def root(
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            "-V",
            help=VERSION_HELP,
            is_eager=True,
            callback=show_version,
        ),
    ] = False,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            help=LANG_HELP,
            metavar="LANG",
        ),
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help=JSON_HELP)] = False,
    session: Annotated[
        str | None,
        typer.Option("--session", help=SESSION_HELP),
    ] = None,
) -> None:
    settle_root(current(), lang, json_output, session)


COMPLETION_OPTIONS = ("install_completion", "show_completion")


def tidy(command: Any) -> None:
    """Make a command group loaded from a module behave like the rest of the tree.

    * Called without arguments it fails like any other command (a missing subcommand or
      argument) instead of printing its help as an error: `run` shows the help itself, and
      `--json` gets one error document.
    * Typer's `--install-completion` (which edits the user's shell start-up file) is only
      offered where the root app asks for it, that is nowhere.
    """
    command.no_args_is_help = False
    command.params = [p for p in command.params if p.name not in COMPLETION_OPTIONS]
    for sub in getattr(command, "commands", {}).values():
        tidy(sub)


@functools.cache
def root_command() -> Any:
    """The Click command tree, built once per process: a replayed file runs many lines, and
    building a group from its Typer functions costs more than running most moves."""
    from assistant.cli.helptext import install

    install()
    group = typer.main.get_command(app)
    tidy(group)
    return group


def _reader_lang() -> str:
    try:
        return current().t.lang
    except Exception:  # an unknown language: the error is shown in English
        return "en"


def _close_commands(typed: str, ctx: Any) -> list[str]:
    """The commands of `ctx`'s group (their English names) closest to `typed` in any
    language's words: `sessions` for `sessioni` or `partis`, `validate` for `valida` under
    `desert map` (`usage_message` shows them in the reader's)."""
    from assistant.games import fold

    spellings: dict[str, str] = {}
    for name in ctx.command.list_commands(ctx):
        term = _command_term(ctx, name)
        for spelling in (name, *(term.spellings() if term is not None else ())):
            spellings.setdefault(fold(spelling), name)
    close = difflib.get_close_matches(fold(typed), list(spellings), n=3, cutoff=0.6)
    return list(dict.fromkeys(spellings[c] for c in close))


def _command_term(ctx: Any, name: str) -> Any:
    """The words of the command `name` of `ctx`'s group in every language (a root command
    only when it answers to them, `ROOT_WORDS`); None when it has only its name."""
    from assistant.cli.app import ROOT_WORDS
    from assistant.syntax import COMMON_WORDS

    if ctx.parent is None and name not in ROOT_WORDS:
        return None
    return COMMON_WORDS.get(name)


def _commands_shown(names: list[str], ctx: Any, lang: str) -> OneOf:
    """Commands of `ctx`'s group in `lang`'s words, each quoted as the language quotes."""
    from assistant.i18n import OneOf

    shown = []
    for name in names:
        term = _command_term(ctx, name)
        shown.append(term.shown(lang) if term is not None else name)
    return OneOf(Msg(N_("'{name}'"), {"name": name}) for name in dict.fromkeys(shown))


def _close_options(typed: str, ctx: Any, lang: str) -> list[str]:
    """The options of `ctx`'s command closest to `typed`, in `lang`'s words (`--joueurs` for
    `--jouers` or `--player`)."""
    from assistant.cli.optionwords import declared, words_of
    from assistant.games import fold
    from assistant.syntax import option_shown

    if ctx is None:
        return []
    words = words_of(ctx)
    spellings: dict[str, str] = {}
    for option in declared(ctx.command):
        term = words.get(option)
        for spelling in (option, *(term.spellings() if term is not None else ())):
            spellings.setdefault(fold(spelling), option)
    close = difflib.get_close_matches(fold(typed), list(spellings), n=3, cutoff=0.75)
    return sorted({option_shown(spellings[c], lang, words) for c in close})


_NO_SUCH_COMMAND = re.compile(
    r"No such command '(?P<name>.+?)'\.(?: Did you mean (?P<close>.+)\?)?$"
)
_EXTRA_ARGUMENTS = re.compile(r"Got unexpected extra argument\(s\) \((?P<extra>.*)\)$")
_NEEDS_VALUE = re.compile(r"Option '(?P<name>[^']+)' requires (?:an argument|\d+ arguments)\.$")


def _option_shown(name: str, lang: str) -> str:
    """An English option in `lang`'s words: the platform's, else the first game's that has
    it (`--oases`: `--oasi`)."""
    from assistant import syntax
    from assistant.games import BY_ID, load

    for words in (syntax.option_words(), *(load(g).grammar.options for g in BY_ID)):
        if name in words:
            return syntax.option_shown(name, lang, words)
    return name


_NOT_A_NUMBER = re.compile(r"'(?P<value>.*)' is not a valid (?:int|integer)(?: range)?\.$")
_NOT_A_REAL = re.compile(r"'(?P<value>.*)' is not a valid float(?: range)?\.$")
_OUT_OF_RANGE = re.compile(r"(?P<value>\S+) is not in the range (?P<range>.+)\.$")
_NOT_A_CHOICE = re.compile(r"'(?P<value>.*)' is not (?:one of )?(?P<choices>'.*')\.$")


def usage_message(error: Exception) -> Msg:
    """Click's usage errors in the reader's language (the common ones; others stay English)."""
    from assistant import compat as click
    from assistant.cli.helptext import metavar
    from assistant.cli.optionwords import hint as option_hint

    ctx = getattr(error, "ctx", None)
    param = getattr(error, "param", None)
    lang = _reader_lang()
    hint: Msg | str | None = None
    if param is not None and ctx is not None:
        hint = param.get_error_hint(ctx)
        if getattr(param, "param_type_name", "") == "option":
            hint = option_hint(param, ctx, lang)  # an option: its names, in the reader's words
        if getattr(param, "param_type_name", "") == "argument":
            hint = Msg(metavar(param))  # an argument: its name in the reader's language
    if isinstance(error, click.MissingParameter) and hint:
        if param is not None and param.param_type_name == "option":
            return Msg(N_("Missing option {name}."), {"name": hint})
        return Msg(N_("Missing argument {name}."), {"name": hint})
    if isinstance(error, click.BadOptionUsage) and _NEEDS_VALUE.match(error.message):
        # `--giocatore` at the end of the line, its value missing (Click's parser gives no
        # context: the option is named in the reader's words from every game's options)
        return Msg(
            N_("{option} needs a value."), {"option": _option_shown(error.option_name, lang)}
        )
    if isinstance(error, click.NoSuchOption):
        close = _close_options(error.option_name, ctx, lang)
        if close:
            return Msg(
                N_("No such option: {name}. Did you mean {close}?"),
                {"name": error.option_name, "close": ", ".join(close)},
            )
        return Msg(N_("No such option: {name}."), {"name": error.option_name})
    if isinstance(error, click.BadParameter) and hint:
        number = _NOT_A_NUMBER.match(error.message)
        if number:
            return Msg(
                N_("Invalid value for {name}: {value} is not a whole number."),
                {"name": hint, "value": number["value"]},
            )
        real = _NOT_A_REAL.match(error.message)
        if real:
            return Msg(
                N_("Invalid value for {name}: {value} is not a number."),
                {"name": hint, "value": real["value"]},
            )
        bounds = _OUT_OF_RANGE.match(error.message)
        if bounds:
            return Msg(
                N_("Invalid value for {name}: {value} is out of range ({range})."),
                {"name": hint, "value": bounds["value"], "range": bounds["range"]},
            )
        choice = _NOT_A_CHOICE.match(error.message)
        if choice:
            from assistant.i18n import OneOf

            choices = OneOf(c.strip().strip("'") for c in choice["choices"].split(","))
            return Msg(
                N_("Invalid value for {name}: {value} is not one of {choices}."),
                {"name": hint, "value": choice["value"], "choices": choices},
            )
        return Msg(
            N_("Invalid value for {name}: {detail}"), {"name": hint, "detail": error.message}
        )
    text = error.format_message() if isinstance(error, click.ClickException) else str(error)
    found = _NO_SUCH_COMMAND.match(text)
    close = _close_commands(found["name"], ctx) if found is not None and ctx is not None else []
    if found is not None and close:
        return Msg(
            N_("No such command {name}. Did you mean {close}?"),
            {"name": found["name"], "close": _commands_shown(close, ctx, lang)},
        )
    if found:
        return Msg(N_("No such command {name}."), {"name": found["name"]})
    found = _EXTRA_ARGUMENTS.match(text)
    if found:
        return Msg(N_("Unexpected extra words: {extra}."), {"extra": found["extra"]})
    return Msg("{detail}", {"detail": text})
