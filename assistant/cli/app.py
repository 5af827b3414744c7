"""The root command: global options, lazily loaded command groups, errors and exit codes.

Start-up matters at the table, so a command group's module is imported only when that group
is run (or when the full help is shown); `assistant --json sessions` never imports a game.

Every way a command can end maps to one exit code (README, "Exit codes"): user
errors to 2, 3 or 4 with a translated message (one JSON document with `--json`), journal
failures that SQLite reports to 4, Ctrl-C to 130, a group called without a subcommand to its
help (and 2). Output that fails after a move was committed never changes the exit code (see
`runtime.OutputGuard`).
"""

from __future__ import annotations

import contextlib
import difflib
import errno
import functools
import importlib
import io
import json
import re
import sys
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Annotated, Any, ClassVar

import typer

from assistant import interrupts
from assistant.cli.runtime import (
    Runtime,
    check_arguments,
    clean_words,
    current,
    guarded_output,
    print_json,
    pushed,
    tidy_terminal_size,
    write_error_line,
)
from assistant.compat import TyperGroup
from assistant.errors import (
    EXIT_INTERRUPTED,
    EXIT_STORAGE,
    EXIT_USAGE,
    AssistantError,
    Interrupted,
    UsageError,
    exit_code_of,
)
from assistant.games import BY_ID
from assistant.games.base import GameSpec
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    from assistant.i18n import Translator

# name -> (module, command inside the module's app or None for the whole app); the games'
# groups come from the registry (`lazy_commands`).
LAZY: dict[str, tuple[str, str | None]] = {
    "rules": ("assistant.cli.rules", "rules"),
    "sessions": ("assistant.cli.sessions", None),
    "log": ("assistant.cli.journal", "log"),
    "undo": ("assistant.cli.journal", "undo"),
    "redo": ("assistant.cli.journal", "redo"),
    "replay": ("assistant.cli.journal", "replay"),
    "play": ("assistant.cli.table", "play"),
    "stats": ("assistant.cli.stats", "stats"),
}


def lazy_commands() -> dict[str, tuple[str, str | None]]:
    """Every root command loaded on first use: the groups of the registered games (in
    registry order), then `LAZY`."""
    return {**{spec.cli: (spec.cli_module, None) for spec in BY_ID.values()}, **LAZY}


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
            else:
                command = typer.main.get_command(module.app)
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
            return super().resolve_command(ctx, args)
        except UsageError as error:
            if args and "Did you mean" not in error.message:
                close = difflib.get_close_matches(args[0], self.list_commands(ctx))
                if close:
                    found = ", ".join(repr(name) for name in close)
                    error.message = f"{error.message.rstrip('.')}. Did you mean {found}?"
            raise


ROOT_WORDS = ("undo", "redo", "log", "rules")
"""Root commands that also answer to their French and Italian names (`annuler`, `regole`)."""


def root_word(word: str) -> str | None:
    """The root command `word` names in French or Italian (exact, any case, accents
    optional), or None."""
    from assistant.games import fold
    from assistant.syntax import COMMON_WORDS

    key = fold(word)
    for name in ROOT_WORDS:
        if key in {fold(w) for w in COMMON_WORDS[name].spellings()}:
            return name
    return None


def game_group(spec: GameSpec, module: Any) -> Any:
    """`assistant <game>`: the acting commands from the grammar, the rest from the module's
    Typer app (built only when one of them is asked for)."""
    from assistant.cli.moves import GameGroup

    def others() -> Any:
        group = typer.main.get_command(module.app)
        tidy(group)
        return group

    return GameGroup(spec, others, module.app.info.help or "")


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


def error_document(error: AssistantError, runtime: Runtime) -> dict[str, Any]:
    return {
        "error": {
            "code": error.code,
            "rule": error.rule,
            "message": runtime.t.render(error.msg),
        }
    }


def report(error: AssistantError, runtime: Runtime) -> None:
    """Show a user error: JSON on stdout with `--json`, else a translated line on stderr."""
    if runtime.json:
        print_json(error_document(error, runtime))
        return
    t = runtime.t
    console = runtime.console(stderr=True)
    console.print(t(N_("Error: {message}"), message=t.render(error.msg)), markup=False)
    if error.rule:
        from assistant.cli.recording import rule_line

        rule_line(console, t, error.rule)


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
    from assistant import compat as click
    from assistant.cli.helptext import metavar

    ctx = getattr(error, "ctx", None)
    param = getattr(error, "param", None)
    hint: Msg | str | None = None
    if param is not None and ctx is not None:
        hint = param.get_error_hint(ctx)  # an option: its flags, as typed
        if getattr(param, "param_type_name", "") == "argument":
            hint = Msg(metavar(param))  # an argument: its name in the reader's language
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


class MissingCommand(AssistantError):
    """A group run without its subcommand: `run` shows the group's help (not with --json)."""

    def __init__(self, ctx: Any) -> None:
        path = ctx.command_path
        lister = getattr(ctx.command, "list_commands", None)
        names = list(lister(ctx)) if lister is not None else []
        super().__init__(
            "usage/missing-command",
            Msg(
                N_("`{command}` needs a command: {commands}. See `{command} --help`."),
                {"command": path, "commands": ", ".join(names)},
            ),
        )
        self.ctx = ctx


NOTHING_RECORDED = N_("Interrupted: nothing was recorded.")
RECORDED_BEFORE = N_(
    "Interrupted. What was recorded before stays in the journal (see `assistant log`)."
)
HELD = N_(
    "Ctrl-C came while the command was recording: it finished first, and what it recorded "
    "is in the journal (see `assistant log`); do not run it again."
)


def interrupted(recorded: bool = False) -> Interrupted:
    """Ctrl-C: before anything of the command was committed, nothing was recorded; after
    (`play` stopped between two lines), what was recorded stays."""
    return Interrupted("interrupted", Msg(RECORDED_BEFORE if recorded else NOTHING_RECORDED))


def _commits(runtime: Runtime) -> int:
    journal = runtime.opened_journal
    return journal.commits if journal is not None else 0


def storage_failure(exc: BaseException, runtime: Runtime) -> AssistantError | None:
    """A journal failure that SQLite reported (locked, read-only, damaged, disk full), as a
    storage error; None for any other exception."""
    sqlite3 = sys.modules.get("sqlite3")
    if sqlite3 is None or not isinstance(exc, sqlite3.Error):
        return None
    from assistant.sessions import storage_error

    journal = runtime.opened_journal
    return storage_error(exc, journal.where if journal is not None else "journal.sqlite3")


def execute(argv: Sequence[str], runtime: Runtime) -> tuple[int, AssistantError | None]:
    """Run one command line in `runtime`; return its exit code and the user error, if any.

    Nothing here prints an error: `run` does for the console script, `replay` does with the
    line number of the file. Words are read as NFC, without zero-width characters; bytes
    that are not UTF-8 and numbers too long to read are refused before anything runs.
    """
    from assistant.compat import ClickException, NoArgsIsHelpError

    try:
        check_arguments(argv)
    except UsageError as refused:
        return EXIT_USAGE, refused
    runtime.argv = hoist_global_options(clean_words(argv))
    before = _commits(runtime)
    with pushed(runtime), _silenced(runtime.quiet):
        group = root_command()
        try:
            result = group.main(args=runtime.argv, prog_name="assistant", standalone_mode=False)
        except AssistantError as error:
            return exit_code_of(error), error
        except NoArgsIsHelpError as error:
            return EXIT_USAGE, MissingCommand(error.ctx)
        except ClickException as error:
            ctx = getattr(error, "ctx", None)
            if ctx is not None and error.format_message() == "Missing command.":
                return EXIT_USAGE, MissingCommand(ctx)
            wrapped = AssistantError("usage/invalid", usage_message(error))
            wrapped.command_path = ctx.command_path if ctx is not None else "assistant"
            return EXIT_USAGE, wrapped
        except (typer.Abort, KeyboardInterrupt):  # Ctrl-C, or the end of input at a prompt
            return EXIT_INTERRUPTED, interrupted(_commits(runtime) > before)
        except OSError as exc:
            if exc.filename is None:
                raise
            # A file named on the command line that the command did not expect to fail
            # (a name too long for the system, say): unreadable input.
            return EXIT_USAGE, AssistantError(
                "input/unreadable",
                Msg(
                    N_("Cannot read {source}: {reason}"),
                    {"source": str(exc.filename), "reason": exc.strerror or str(exc)},
                ),
            )
        except Exception as exc:
            failure = storage_failure(exc, runtime)
            if failure is None:
                raise
            return EXIT_STORAGE, failure
    code = result if isinstance(result, int) else 0
    if code == EXIT_INTERRUPTED and not runtime.answered:  # Typer's Exit(130) for Ctrl-C
        return code, interrupted(_commits(runtime) > before)
    return code, None


@contextlib.contextmanager
def _silenced(quiet: bool) -> Iterator[None]:
    """Nothing reaches stdout from a quiet run (a replayed line asking for `--help`)."""
    if not quiet:
        yield
        return
    with contextlib.redirect_stdout(io.StringIO()):
        yield


def _help_as_json(argv: Sequence[str], runtime: Runtime) -> tuple[int, Any]:
    """`--json ... --help`: the help text, as one JSON document `{"help": text}`."""
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        code, error = execute(argv, runtime)
    text = buffer.getvalue()
    try:
        json.loads(text)
    except ValueError:
        if text.strip():
            print_json({"help": text})
    else:
        sys.stdout.write(text)
    return code, error


def run(argv: Sequence[str], runtime: Runtime) -> int:
    """Run one command line and show its error, if any, as the user expects."""
    asks_help = "--help" in argv or "-h" in argv
    if asks_help and _flag_before_command(hoist_global_options(argv), "--json"):
        code, error = _help_as_json(argv, runtime)
    else:
        code, error = execute(argv, runtime)
    if error is not None:
        _settle_options(argv, runtime)
        if isinstance(error, MissingCommand) and not runtime.json:
            text = error.ctx.get_help()  # Typer's rich help prints itself and gives ""
            if text:
                sys.stdout.write(text.rstrip("\n") + "\n")
            return code
        report(error, runtime)
        command_path = error.command_path
        if command_path and not runtime.json:
            write_error_line(runtime.t(N_("Try `{command} --help`."), command=command_path))
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


RECORDED_BUT = N_(
    "The command failed after recording: what it recorded is safe in the journal (see "
    "`assistant log`); do not run it again."
)


def _translator(runtime: Runtime) -> Translator:
    try:
        return runtime.t
    except AssistantError:
        from assistant.i18n import Translator

        return Translator("en")


def main(argv: Sequence[str] | None = None) -> int:
    """The console script: run `argv` (default: the process arguments) and return the code.

    Output failures (a closed pipe, a full disk) never change the exit code of a command that
    committed to the journal; otherwise they are a storage problem (4), except a reader that
    went away (EPIPE), which is nobody's error. A bug that surfaces after a commit still shows
    its traceback, after a line saying that what was recorded is safe.

    Ctrl-C before a commit: exit 130, "nothing was recorded". Once a commit has begun it is
    held until the answer is printed (`assistant.interrupts`): the exit code stays, and a line
    says that what the command recorded is in the journal.
    """
    runtime = Runtime()
    tidy_terminal_size()
    with guarded_output() as out:
        try:
            return _main(argv, runtime, out)
        finally:
            interrupts.release()


def _main(argv: Sequence[str] | None, runtime: Runtime, out: Any) -> int:
    stopped = False
    try:
        code = run(sys.argv[1:] if argv is None else argv, runtime)
    except KeyboardInterrupt:
        stopped = True
        interrupts.hold()  # a second Ctrl-C does not cut the message short
        code = EXIT_INTERRUPTED
        text = RECORDED_BEFORE if runtime.committed else NOTHING_RECORDED
        write_error_line(_translator(runtime)(text))
    except Exception:
        if runtime.committed:
            write_error_line(_translator(runtime)(RECORDED_BUT))
        raise
    finally:
        committed = runtime.committed
        runtime.close()
    if interrupts.noted() and committed and not stopped:
        write_error_line(_translator(runtime)(HELD))
    out.flush()
    failure = out.failure
    if failure is None or failure.errno == errno.EPIPE:
        return code
    reason = failure.strerror or str(failure)
    t = _translator(runtime)
    if committed:
        write_error_line(
            t(
                N_(
                    "The output could not be written ({reason}), but what the command "
                    "recorded is safe in the journal: do not run it again."
                ),
                reason=reason,
            )
        )
        return code
    write_error_line(t(N_("Cannot write the output: {reason}"), reason=reason))
    return code if code else EXIT_STORAGE
