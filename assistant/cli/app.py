"""The root command: global options, lazily loaded command groups, errors and exit codes.

Start-up matters at the table, so nothing is imported that a command does not use: the
common command lines (a game's status or moves, `check`, `log`, `undo`, `sessions`, `rules`,
the root `--help`) are run by the fast path (`assistant.cli.fast`) without Click or Typer;
any other line goes through the Click tree (`assistant.cli.tree`), where a command group's
module is imported only when that group is run or its help is shown. `assistant --json
sessions` never imports a game.

Every way a command can end maps to one exit code (README, "Exit codes"): user errors to
2, 3 or 4 with a translated message (one JSON document with `--json`), journal failures that
SQLite reports to 4, Ctrl-C to 130, a group called without a subcommand to its help (and 2).
Output that fails after a move was committed never changes the exit code (see
`runtime.OutputGuard`).
"""

from __future__ import annotations

import contextlib
import errno
import io
import json
import sys
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from assistant import interrupts
from assistant.cli import collector
from assistant.cli.runtime import (
    Runtime,
    check_arguments,
    clean_words,
    guarded_output,
    print_json,
    pushed,
    tidy_terminal_size,
    write_error_line,
)
from assistant.errors import (
    EXIT_INTERRUPTED,
    EXIT_STORAGE,
    EXIT_USAGE,
    AssistantError,
    CommandExit,
    Interrupted,
    UsageError,
    exit_code_of,
)
from assistant.games import BY_ID
from assistant.messages import N_, Msg, os_reason

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


ROOT_HELP = N_(
    "A companion for physical board games: keeps the score, enforces the rules and "
    "answers disputes for Camel Up, Through the Desert, Der Schatz des Pharao and Ramsès.\n\n"
    "Examples:\n\n"
    "  assistant camel new --players ana,bo --start '1:blue 2:green,orange 3:yellow,white'\n\n"
    "  assistant camel roll blue 2\n\n"
    "  assistant --lang fr rules camel-up desert-tile\n\n"
    "  assistant --json sessions"
)


# The help of the root options (`assistant.cli.tree` declares them; the fast path draws the
# root's help from here too, see `assistant.cli.roothelp`).
VERSION_HELP = N_("Print the version and exit.")
LANG_HELP = N_(
    "Language of the output: en, fr or it (default: from LANGUAGE, LC_ALL, LC_MESSAGES, "
    "LANG; else English)."
)
JSON_HELP = N_("Print one JSON document (errors too).")
SESSION_HELP = N_("Work on this session instead of the current one.")


def root_command() -> Any:
    """The Click command tree (built once per process; see `assistant.cli.tree`)."""
    from assistant.cli.tree import root_command as tree

    return tree()


ROOT_WORDS = ("undo", "redo", "log", "rules", "sessions", "replay", "play", "stats")
"""Root commands that also answer to their French and Italian names (`annuler`, `regole`)."""


def root_word(word: str) -> str | None:
    """The root command `word` names in French or Italian (exact, any case, accents
    optional), a game's group by any of its names (`deserto`, `a-travers-le-desert`), or
    None."""
    from assistant.games import fold
    from assistant.syntax import COMMON_WORDS

    key = fold(word)
    for name in ROOT_WORDS:
        if key in {fold(w) for w in COMMON_WORDS[name].spellings()}:
            return name
    from assistant.games import find_spec

    spec = find_spec(word)  # a game by its name in any language: `deserto`, `pharaon`
    return spec.cli if spec is not None else None


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


GLOBAL_FLAGS = ("--json",)
GLOBAL_VALUED = ("--lang", "--session")


def hoist_global_options(argv: Sequence[str]) -> list[str]:
    """Move `--lang X`, `--json` and `--session X` found after the command to the front.

    Like git and gh, the global options work anywhere on the line: `assistant camel status
    --json` is `assistant --json camel status`. Words after `--` are left alone. `--session`
    in French or Italian (`--partie`, `--partita`) is written `--session`.
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
        if name not in GLOBAL_VALUED and _session_word(name):
            arg = "--session" + arg[len(name) :]
            name = "--session"
        if arg in GLOBAL_FLAGS or (name in GLOBAL_VALUED and "=" in arg):
            front.append(arg)
        elif arg in GLOBAL_VALUED and i + 1 < len(args):
            front.extend((arg, args[i + 1]))
            i += 1
        else:
            rest.append(arg)
        i += 1
    return [*front, *rest]


def _session_word(name: str) -> bool:
    """Whether `name` is `--session` in French or Italian (`--partie`, `--partita`)."""
    if not name.startswith("--p"):
        return False  # the common case, without reading the words
    from assistant.games import fold
    from assistant.syntax import OPTION_WORDS

    return fold(name) in {fold(s) for s in OPTION_WORDS["--session"].spellings()}


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
    try:
        check_arguments(argv)
    except UsageError as refused:
        return EXIT_USAGE, refused
    runtime.argv = hoist_global_options(clean_words(argv))
    before = _commits(runtime)
    with pushed(runtime), _silenced(runtime.quiet):
        try:
            result = _dispatch(runtime)
        except AssistantError as error:
            return exit_code_of(error), error
        except CommandExit as done:  # a command that chose its exit code (`check`: 3)
            result = done.code
        except KeyboardInterrupt:  # in the fast path (Typer makes it an exit code 130)
            result = EXIT_INTERRUPTED
        except EOFError:  # the end of input at a prompt, as Click has it
            write_error_line("")
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
                    {"source": str(exc.filename), "reason": os_reason(exc)},
                ),
            )
        except Exception as exc:
            answer = _click_failure(exc, runtime, before)
            if answer is not None:
                return answer
            failure = storage_failure(exc, runtime)
            if failure is None:
                raise
            return EXIT_STORAGE, failure
    code = result if isinstance(result, int) else 0
    if code == EXIT_INTERRUPTED and not runtime.answered:  # Typer's Exit(130) for Ctrl-C
        return code, interrupted(_commits(runtime) > before)
    return code, None


def _dispatch(runtime: Runtime) -> Any:
    """Run `runtime.argv`: a help page kept from an earlier run (`pages`), else by the fast
    path when it knows the line, else by Click."""
    try:
        if runtime.parent is None and runtime.argv and runtime.argv[-1] in ("--help", "-h"):
            from assistant.cli import pages

            if pages.is_help_line(runtime.argv):
                return pages.shown_or_kept(runtime.argv, lambda: _run_line(runtime))
        return _run_line(runtime)
    except OSError as exc:
        if exc.errno == errno.EPIPE:  # as Typer does
            raise SystemExit(1) from exc
        raise


def _run_line(runtime: Runtime) -> Any:
    from assistant.cli.fast import run as run_fast

    code = run_fast(runtime)
    if code is not None:
        return code
    group = root_command()
    return group.main(args=runtime.argv, prog_name="assistant", standalone_mode=False)


def _click_failure(
    exc: Exception, runtime: Runtime, before: int
) -> tuple[int, AssistantError | None] | None:
    """What Click's own exceptions mean (None: not one of them; Click is only loaded by
    the lines it runs)."""
    if "typer" not in sys.modules:
        return None
    import typer

    from assistant.compat import ClickException, NoArgsIsHelpError

    if isinstance(exc, NoArgsIsHelpError):
        return EXIT_USAGE, MissingCommand(exc.ctx)
    if isinstance(exc, ClickException):
        from assistant.cli.tree import usage_message

        # A word the root cannot resolve fails before its callback reads `--lang`: read it
        # now, so that the message and its command path are in the reader's language; a
        # game's command speaks the language of the game's current session (`--lang` aside).
        _settle_options(runtime.argv, runtime)
        _speak_game_session(getattr(exc, "ctx", None), runtime)

        ctx = getattr(exc, "ctx", None)
        if ctx is not None and exc.format_message() == "Missing command.":
            return EXIT_USAGE, MissingCommand(ctx)
        from assistant.cli.helptext import reader_path

        wrapped = AssistantError("usage/invalid", usage_message(exc))
        lang = _translator(runtime).lang
        wrapped.command_path = (
            reader_path(ctx, lang) if ctx is not None else _typed_path(runtime.argv)
        )
        return EXIT_USAGE, wrapped
    if isinstance(exc, typer.Abort):  # the end of input at a prompt
        return EXIT_INTERRUPTED, interrupted(_commits(runtime) > before)
    return None


def _typed_path(argv: Sequence[str]) -> str:
    """The command a line names, as typed (`assistant statistiche`): the words after the
    root options up to the first option, for an error Click raised without its context
    (an option's value missing)."""
    words: list[str] = []
    skip = False
    for word in argv:
        if skip:
            skip = False
        elif word in GLOBAL_VALUED:
            skip = True
        elif word.startswith("-"):
            if words:
                break
        else:
            words.append(word)
    return " ".join(["assistant", *words])


def _speak_game_session(ctx: Any, runtime: Runtime) -> None:
    """The language of the current session when `ctx` is a command of its game's group."""
    from assistant.cli.groups import GameGroup
    from assistant.cli.recording import speak_session

    while ctx is not None:
        if isinstance(ctx.command, GameGroup):
            speak_session(runtime, ctx.command.spec.id)
            return
        ctx = ctx.parent


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
    collector.hold()
    try:
        runtime = Runtime()
        tidy_terminal_size()
        with guarded_output() as out:
            try:
                return _main(argv, runtime, out)
            finally:
                interrupts.release()
    finally:
        collector.release()


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
    reason = os_reason(failure)
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
