"""The root command: global options, lazily loaded command groups, errors and exit codes.

Start-up matters at the table, so a command group's module is imported only when that group
is run (or when the full help is shown); `assistant --json sessions` never imports a game.
"""

from __future__ import annotations

import contextlib
import difflib
import functools
import importlib
import re
import sys
from collections.abc import Sequence
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from assistant.cli.runtime import Runtime, current, print_json, pushed
from assistant.errors import EXIT_USAGE, AssistantError, exit_code_of
from assistant.games import SPECS
from assistant.games.base import RulesError
from assistant.messages import N_, Msg

# name -> (module, command inside the module's app or None for the whole app); the games'
# groups come from the registry.
LAZY: dict[str, tuple[str, str | None]] = {
    **{spec.cli: (spec.cli_module, None) for spec in SPECS},
    "rules": ("assistant.cli.rules", "rules"),
    "sessions": ("assistant.cli.sessions", None),
    "log": ("assistant.cli.journal", "log"),
    "undo": ("assistant.cli.journal", "undo"),
    "redo": ("assistant.cli.journal", "redo"),
    "replay": ("assistant.cli.journal", "replay"),
    "play": ("assistant.cli.table", "play"),
}


class LazyGroup(TyperGroup):
    """A group whose subcommands are imported on first use."""

    def list_commands(self, ctx: Any) -> list[str]:
        return [*self.commands, *(name for name in LAZY if name not in self.commands)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name not in self.commands and cmd_name in LAZY:
            module_name, inner = LAZY[cmd_name]
            try:
                module = importlib.import_module(module_name)
            except ModuleNotFoundError as exc:
                if exc.name != module_name:
                    raise
                return None  # a game not installed in this copy
            command = typer.main.get_command(module.app)
            if inner is not None and isinstance(command, TyperGroup):
                command = command.commands[inner]
            command.name = cmd_name
            self.commands[cmd_name] = command
        return self.commands.get(cmd_name)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        """Suggest the closest command on a typo, lazily loaded commands included."""
        from typer._click.exceptions import UsageError

        try:
            return super().resolve_command(ctx, args)
        except UsageError as error:
            if args and "Did you mean" not in error.message:
                close = difflib.get_close_matches(args[0], self.list_commands(ctx))
                if close:
                    found = ", ".join(repr(name) for name in close)
                    error.message = f"{error.message.rstrip('.')}. Did you mean {found}?"
            raise


app = typer.Typer(
    cls=LazyGroup,
    add_completion=False,
    no_args_is_help=True,
    help=(
        "A companion for physical board games: keeps the score, enforces the rules and "
        "answers disputes for Camel Up, Through the Desert, Der Schatz des Pharao and Ramsès.\n\n"
        "Examples:\n\n"
        "  assistant camel new --players ana,bo --start '1:blue 2:green,orange 3:yellow,white'\n\n"
        "  assistant camel roll blue 2\n\n"
        "  assistant --lang fr rules camel-up desert-tile\n\n"
        "  assistant --json sessions"
    ),
    context_settings={"help_option_names": ["-h", "--help"]},
)


def show_version(value: bool) -> None:
    """`--version` / `-V`: the program and its version, like git and pip print theirs."""
    if value:
        from assistant import __version__

        sys.stdout.write(f"assistant {__version__}\n")
        raise typer.Exit(0)


@app.callback()
def root(
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            "-V",
            help="Print the version and exit.",
            is_eager=True,
            callback=show_version,
        ),
    ] = False,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            help="Language of the output: en, fr or it (default: from LANGUAGE, LC_ALL, "
            "LC_MESSAGES, LANG; else English).",
            metavar="LANG",
        ),
    ] = None,
    json_output: Annotated[
        bool, typer.Option("--json", help="Print one JSON document (errors too).")
    ] = False,
    session: Annotated[
        str | None,
        typer.Option("--session", help="Work on this session instead of the current one."),
    ] = None,
) -> None:
    runtime = current()
    parent = runtime.parent
    runtime.lang_option = lang if lang is not None else (parent.lang_option if parent else None)
    runtime.json = json_output or (parent.json if parent else False)
    runtime.session = session if session is not None else (parent.session if parent else None)
    if lang is not None:
        runtime.t  # noqa: B018 - fail early on an unknown language


@functools.cache
def root_command() -> Any:
    """The Click command tree, built once per process: a replayed file runs many lines, and
    building a group from its Typer functions costs more than running most moves."""
    from assistant.cli.helptext import install

    install()
    return typer.main.get_command(app)


def error_document(error: AssistantError | RulesError, runtime: Runtime) -> dict[str, Any]:
    return {
        "error": {
            "code": error.code,
            "rule": error.rule,
            "message": runtime.t.render(error.msg),
        }
    }


def report(error: AssistantError | RulesError, runtime: Runtime) -> None:
    """Show a user error: JSON on stdout with `--json`, else a translated line on stderr."""
    if runtime.json:
        print_json(error_document(error, runtime))
        return
    t = runtime.t
    console = runtime.console(stderr=True)
    console.print(t(N_("Error: {message}"), message=t.render(error.msg)), markup=False)
    if error.rule:
        game, _, section = error.rule.partition("/")
        console.print(
            t(
                N_("Rule {rule}: see `assistant rules {game} {section}`."),
                rule=error.rule,
                game=game,
                section=section,
            ),
            markup=False,
            style="dim",
        )


def _flag_before_command(argv: Sequence[str], flag: str) -> str | bool | None:
    """Find a root option in raw arguments, for errors raised before the root callback ran."""
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == flag:
            return argv[i + 1] if flag == "--lang" and i + 1 < len(argv) else True
        if arg.startswith(flag + "="):
            return arg.split("=", 1)[1]
        if not arg.startswith("-"):
            break
        i += 2 if arg in ("--lang", "--session") else 1
    return None


_NO_SUCH_COMMAND = re.compile(
    r"No such command '(?P<name>.+?)'\.(?: Did you mean (?P<close>.+)\?)?$"
)
_EXTRA_ARGUMENTS = re.compile(r"Got unexpected extra argument\(s\) \((?P<extra>.*)\)$")
_NOT_A_NUMBER = re.compile(r"'(?P<value>.*)' is not a valid (?:int|integer)\.$")


def usage_message(error: Exception) -> Msg:
    """Click's usage errors in the reader's language (the common ones; others stay English)."""
    from typer._click import exceptions as click

    ctx = getattr(error, "ctx", None)
    param = getattr(error, "param", None)
    hint = param.get_error_hint(ctx) if param is not None and ctx is not None else None
    if isinstance(error, click.MissingParameter) and hint:
        if param is not None and param.param_type_name == "option":
            return Msg(N_("Missing option {name}."), {"name": hint})
        return Msg(N_("Missing argument {name}."), {"name": hint})
    if isinstance(error, click.NoSuchOption):
        if error.possibilities:
            return Msg(
                N_("No such option: {name}. Did you mean {close}?"),
                {"name": error.option_name, "close": ", ".join(sorted(error.possibilities))},
            )
        return Msg(N_("No such option: {name}."), {"name": error.option_name})
    if isinstance(error, click.BadParameter) and hint:
        number = _NOT_A_NUMBER.match(error.message)
        if number:
            return Msg(
                N_("Invalid value for {name}: {value} is not a whole number."),
                {"name": hint, "value": number["value"]},
            )
        return Msg(
            N_("Invalid value for {name}: {detail}"), {"name": hint, "detail": error.message}
        )
    text = error.format_message() if isinstance(error, click.ClickException) else str(error)
    found = _NO_SUCH_COMMAND.match(text)
    if found and found["close"]:
        return Msg(
            N_("No such command {name}. Did you mean {close}?"),
            {"name": found["name"], "close": found["close"]},
        )
    if found:
        return Msg(N_("No such command {name}."), {"name": found["name"]})
    found = _EXTRA_ARGUMENTS.match(text)
    if found:
        return Msg(N_("Unexpected extra words: {extra}."), {"extra": found["extra"]})
    return Msg("{detail}", {"detail": text})


GLOBAL_FLAGS = ("--json",)
GLOBAL_VALUED = ("--lang", "--session")


def hoist_global_options(argv: Sequence[str]) -> list[str]:
    """Move `--lang X`, `--json` and `--session X` found after the command to the front.

    Like git and gh, the global options work anywhere on the line: `assistant camel status
    --json` is `assistant --json camel status`. Words after `--` are left alone.
    """
    front: list[str] = []
    rest: list[str] = []
    i = 0
    args = list(argv)
    while i < len(args):
        arg = args[i]
        if arg == "--":
            rest.extend(args[i:])
            break
        name = arg.split("=", 1)[0]
        if arg in GLOBAL_FLAGS or (name in GLOBAL_VALUED and "=" in arg):
            front.append(arg)
        elif arg in GLOBAL_VALUED and i + 1 < len(args):
            front.extend(args[i : i + 2])
            i += 1
        else:
            rest.append(arg)
        i += 1
    return [*front, *rest]


def execute(
    argv: Sequence[str], runtime: Runtime
) -> tuple[int, AssistantError | RulesError | None]:
    """Run one command line in `runtime`; return its exit code and the user error, if any.

    Nothing here prints an error: `run` does for the console script, `replay` does with the
    line number of the file.
    """
    from typer._click.exceptions import ClickException  # Typer ships its own copy of Click

    runtime.argv = hoist_global_options(argv)
    with pushed(runtime):
        group = root_command()
        try:
            result = group.main(args=runtime.argv, prog_name="assistant", standalone_mode=False)
            return (result if isinstance(result, int) else 0), None
        except (AssistantError, RulesError) as error:
            return exit_code_of(error), error
        except ClickException as error:
            wrapped = AssistantError("usage/invalid", usage_message(error))
            ctx = getattr(error, "ctx", None)
            wrapped.command_path = ctx.command_path if ctx is not None else "assistant"  # type: ignore[attr-defined]
            return EXIT_USAGE, wrapped
        except typer.Abort:
            return 1, None


def run(argv: Sequence[str], runtime: Runtime) -> int:
    """Run one command line and show its error, if any, as the user expects."""
    code, error = execute(argv, runtime)
    if error is not None:
        _settle_options(argv, runtime)
        report(error, runtime)
        command_path = getattr(error, "command_path", None)
        if command_path and not runtime.json:
            hint = runtime.t(N_("Try `{command} --help`."), command=command_path)
            sys.stderr.write(hint + "\n")
    return code


def _settle_options(argv: Sequence[str], runtime: Runtime) -> None:
    argv = hoist_global_options(argv)
    if not runtime.json and _flag_before_command(argv, "--json"):
        runtime.json = True
    lang = _flag_before_command(argv, "--lang")
    if runtime.lang_option is None and isinstance(lang, str):
        runtime.lang_option = lang
    with contextlib.suppress(AssistantError):
        runtime.t  # noqa: B018


def main(argv: Sequence[str] | None = None) -> int:
    """The console script: run `argv` (default: the process arguments) and return the code."""
    runtime = Runtime()
    try:
        return run(sys.argv[1:] if argv is None else argv, runtime)
    except BrokenPipeError:
        return 1
    finally:
        runtime.close()
