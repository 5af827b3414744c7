"""`assistant play`: table mode, one prompt open for the whole game.

The table types a game's commands without the `assistant <game>` prefix (`roll blue 2`,
`bo: bet blue`, `st` for `status`), in English, French or Italian (`parier bleu`,
`scommetti blu`); a line copied from a shell (`assistant camel bet blue`) works too. Each
line is planned and run by `assistant.cli.prompt.TablePrompt` (a move pays no process
start-up, and each accepted move is in the journal as soon as its line is done).

With a terminal on both ends the prompt is prompt_toolkit's (history, completion from
`assistant.cli.completion`, the session and whose turn it is); otherwise lines are read from
standard input with the same outputs and no decoration, so scripts and tests can drive it.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli import collector
from assistant.cli.lazyapp import App
from assistant.cli.prompt import TablePrompt
from assistant.cli.runtime import Runtime, current
from assistant.errors import AssistantError, CommandExit, exit_code_of, usage
from assistant.games import fold
from assistant.messages import N_

if TYPE_CHECKING:
    import typer

    from assistant.i18n import Translator

app = App(name="table", add_completion=False)


# -- the two ways of reading lines ----------------------------------------------------------


def read_lines(table: TablePrompt, lines: Iterable[str]) -> int:
    """Run lines as typed, without a prompt: the code of the first refused line, else 0
    (a `check` answered "no" is an answer, not a refusal: it does not count)."""
    for line in lines:
        if table.run(line) is None:
            break
    return table.failed


def interactive(table: TablePrompt, show_status: bool = True) -> int:
    """The prompt: runs until `quit`, `exit` or Ctrl-D; always exit 0. `show_status`: the
    state first (not when the game was just started here: its `new` showed it)."""
    from assistant.cli.completion import early_prompt, prompt_session
    from assistant.render.table import banner, elsewhere, farewell

    runtime = table.runtime
    session, game, state = table.snapshot()
    if not runtime.json:  # the state first, then the banner just above the prompt
        if show_status and "status" in table.words(game.spec):
            table.run("status")
        banner(runtime.console(), table.t, session, game.spec, list(game.players(state)))
    table.follow()
    prompt = None
    history_of = None
    early = early_prompt(table)  # seen now; prompt_toolkit loads while the table reads it
    while True:
        try:
            if prompt is None or history_of != table.name:
                prompt, history_of = prompt_session(table), table.name
                collector.release(freeze=True)  # started: the prompt is about to show
        finally:
            if early is not None:  # prompt_toolkit draws it again, keys typed meanwhile in
                early.hand_over()
                early = None
        try:
            line = prompt.prompt()
        except KeyboardInterrupt:
            continue  # Ctrl-C: the line is dropped, the prompt stays
        except EOFError:
            break
        moves, other = table.changed_elsewhere()
        if (moves or other) and not runtime.json:
            elsewhere(runtime.console(), table.t, moves, other)
        try:
            if table.run(line) is None:
                break
        except KeyboardInterrupt:  # before the line recorded anything (see `TablePrompt.run`)
            from assistant.cli.app import NOTHING_RECORDED

            runtime.console(stderr=True).print(table.t(NOTHING_RECORDED), markup=False)
    if not runtime.json and not table.gone:
        farewell(runtime.console(), table.t, table.name)
    return 0


# -- before the first game --------------------------------------------------------------------

NO_GAME_YET = N_(
    "No game yet: start one here with its `new` command, as on the command line (Tab "
    "completes). Type `{help}` for an example of each game; Ctrl-D leaves."
)


NOT_YET = N_(
    "No game is open yet, so “{word}” is no command here: start a game with its `{new}` "
    "command first (`{help}` shows one for each game)."
)


def new_examples(t: Translator) -> list[str]:
    """Each game's first `new` example of its help, in the reader's words, without
    `assistant`."""
    from assistant.cli.helptext import EXAMPLE_LINE, command_line
    from assistant.games import SPECS

    found = []
    for spec in SPECS:
        for line in t.gettext(spec.help).split("\n"):
            example = EXAMPLE_LINE.match(line)
            if example and f" {spec.cli} new " in f" {example['line']} ":
                shown = command_line(example["line"], t.lang, as_written=True)
                found.append(shown.removeprefix("assistant "))
                break
    return found


def first_game(runtime: Runtime, lines: Iterator[str] | None) -> tuple[str | None, int, bool]:
    """No session yet: lines are run as the command line would run them (`camel new ...`,
    `sessions use NAME`, `rules ...`) until one makes a session current. Returns its name
    (None when the reader leaves first: `quit`, Ctrl-D, the end of the lines), the exit
    code of the first refused line (0: none) and whether the line was a game's `new` (which
    showed the state). `lines`: the piped lines, or None for a terminal's prompt."""
    from assistant.cli.app import execute, lazy_commands, report, root_word
    from assistant.cli.prompt import LEAVE
    from assistant.cli.spoken import new_game_first, rules_question
    from assistant.syntax import COMMON_WORDS, split_line

    t = runtime.t
    t.plain_prompt = True  # its refusals' hints are typed here without `assistant`
    console = runtime.console()
    failed = 0
    if lines is None and not runtime.json:
        shown = COMMON_WORDS["help"].shown(t.lang)
        console.print(t(NO_GAME_YET, help=shown), markup=False, style="dim")
    read = _plain_prompt(t.lang) if lines is None else lines.__next__
    while True:
        try:
            line = read()
        except (StopIteration, EOFError):
            return None, failed, False
        except KeyboardInterrupt:
            continue
        try:
            words = split_line(line)
        except AssistantError as refused:
            report(refused, runtime)
            failed = failed or exit_code_of(refused)
            continue
        words = new_game_first(words[1:] if words[:1] == ["assistant"] else words)
        if not words:
            continue
        if any(COMMON_WORDS[word].means(words[0]) for word in LEAVE):
            return None, failed, False
        if COMMON_WORDS["help"].means(words[0]):
            for example in new_examples(t):
                console.print(f"  {example}", markup=False, highlight=False)
            continue
        asked = rules_question(words)  # `que se passe-t-il si … ?`: every game's rules
        words = [*asked, "--answer"] if asked is not None else words
        head = words[0]
        if not head.startswith("-") and root_word(head) is None and head not in lazy_commands():
            no_game = usage(  # `parier bleu`: a move, with no game open
                "table/no-game",
                NOT_YET,
                word=head,
                new=COMMON_WORDS["new"].shown(t.lang),
                help=COMMON_WORDS["help"].shown(t.lang),
            )
            report(no_game, runtime)
            failed = failed or exit_code_of(no_game)
            continue
        starts = len(words) > 1 and COMMON_WORDS["new"].means(words[1])
        # A game's `new` answers as the game's prompt that follows will read (`reveal VALUE
        # TREASURE`, not `assistant ramses reveal ...`); a refusal is the plain prompt's.
        code, error = execute(words, Runtime(parent=runtime, table=starts))
        if error is not None:
            report(error, runtime)
        failed = failed or code
        current = runtime.journal.current_name()
        if current is not None:
            return current, failed, starts


def _plain_prompt(lang: str) -> Callable[[], str]:
    """The prompt before the first game; Tab completes a game, its `new` and that command's
    options, and the root commands that need no game, in `lang`'s words."""
    from assistant.cli.completion import paint_early

    early = paint_early("› ")  # seen now; prompt_toolkit loads while the table reads it
    try:
        return _first_words_prompt(lang)
    finally:
        if early is not None:  # prompt_toolkit draws it again, keys typed meanwhile in
            early.hand_over()


def _first_words_prompt(lang: str) -> Callable[[], str]:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import Completer, Completion

    class FirstWords(Completer):
        def get_completions(self, document: Any, complete_event: Any) -> Iterator[Completion]:
            text = document.text_before_cursor
            words = text.split()
            current = "" if not words or text[-1:].isspace() else words.pop()
            key = fold(current)
            try:
                found = first_game_words(words, lang)
            except (AssistantError, LookupError, ValueError):
                return  # a completion must never break the prompt
            for word in found:
                if fold(word).startswith(key):
                    yield Completion(word + " ", start_position=-len(current), display=word)

    session: PromptSession[str] = PromptSession(completer=FirstWords(), complete_while_typing=False)
    return lambda: session.prompt("› ")


FIRST_ROOT_WORDS = ("rules", "sessions", "replay", "stats")
"""The root commands that mean something before any game."""


def first_game_words(before: list[str], lang: str) -> list[str]:
    """What may come after the words `before` at the prompt before the first game: a game
    or a root command, then a game's `new`, then the options of that `new`."""
    from assistant.cli.app import root_command
    from assistant.games import BY_ID, find_spec, load
    from assistant.syntax import COMMON_WORDS, option_shown, option_words

    before = before[1:] if before[:1] == ["assistant"] else before
    if not before:
        roots = [COMMON_WORDS[name].shown(lang) for name in FIRST_ROOT_WORDS]
        return [*(spec.cli for spec in BY_ID.values()), *roots]
    spec = find_spec(before[0])
    if spec is None:
        return []
    new = COMMON_WORDS["new"]
    if len(before) == 1:
        return [new.shown(lang)]
    if not new.means(before[1]):
        return []
    command = root_command().get_command(None, spec.cli).get_command(None, "new")
    words = option_words(load(spec.id).grammar)
    return [
        option_shown(opt, lang, words)
        for param in getattr(command, "params", ())
        for opt in param.opts[:1]
        if opt.startswith("--") and opt != "--help"
    ]


@app.command("play")
def play(
    session: Annotated[
        str | None,
        typer.Argument(
            help="The session to open (default: the current one; with none yet, the prompt "
            "first takes a game's `new`).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Open a prompt on a session for the whole game: type the game's commands without
    `assistant <game>` (`roll blue 2`, `bo: bet blue`, `st` for status), plus `check ...`,
    `log`, `undo`, `redo`, `rules [SECTION]`, `help` and `quit`.

    Tab completes commands, names, players and rule sections in your language; up-arrow
    recalls earlier lines. Every accepted move is written to the journal at once. When
    standard input is not a terminal, lines are read from it without a prompt (exit code:
    the first refused line's, else 0; with --json, one JSON document per line).

    Examples:

      assistant camel new --players ana,bo --name sunday \\
        --start '1:blue 2:green,orange 3:yellow,white'

      assistant play

      assistant --lang fr play sunday

      printf 'roll blue 2\\nstatus\\n' | assistant play
    """
    from assistant.cli.recording import session_name

    runtime = current()
    if runtime.parent is not None:
        raise usage("table/nested", N_("`play` opens a prompt; it cannot run inside another."))
    stdin = sys.stdin  # None when closed (`play <&-`): no lines to read
    terminal = stdin is not None and stdin.isatty() and sys.stdout.isatty()
    piped = None
    if stdin is not None and not terminal:  # lines piped in
        if hasattr(stdin, "reconfigure"):
            with contextlib.suppress(OSError, ValueError):  # bytes that are not UTF-8 are
                stdin.reconfigure(errors="surrogateescape")  # refused line by line
        piped = iter(stdin)
    name = session or runtime.session or runtime.journal.current_name()
    failed = 0
    shown = False
    if name is None and stdin is not None:  # no game yet: the table starts one here
        from assistant.cli.runtime import json_lines

        with json_lines() if piped is not None else contextlib.nullcontext():
            name, failed, shown = first_game(runtime, piped)
        if name is None:
            _leave(runtime, failed)
            return
    found = runtime.journal.get(name or session_name(runtime))
    runtime.session = found.name
    runtime.open_table()
    runtime.use_session(found)
    table = TablePrompt(runtime, found.name, id=found.id, game=found.game)
    table.failed = failed
    if terminal:
        code = interactive(table, show_status=not shown)
    else:  # lines piped in: with --json, one JSON document per line (JSON Lines)
        from assistant.cli.runtime import json_lines

        collector.release()  # a piped game may be long: its garbage is collected as it goes
        with json_lines():
            code = read_lines(table, piped if piped is not None else [])
    if code:
        runtime.answered = True  # each line was answered: 130 here is no Ctrl-C of `play`
        raise CommandExit(code)


def _leave(runtime: Runtime, failed: int) -> None:
    """Before any game: leave with the first refused line's code, if any."""
    if failed:
        runtime.answered = True
        raise CommandExit(failed)
