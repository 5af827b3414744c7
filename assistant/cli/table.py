"""`assistant play`: table mode, one prompt open for the whole game.

The table types a game's commands without the `assistant <game>` prefix (`roll blue 2`,
`bo: bet blue`, `st` for `status`). Every line is turned into the argument list of the
one-shot command and run in this process through `app.execute` with a child `Runtime` that
shares the journal, the way `replay` runs a file: a move pays no process start-up, and each
accepted move is in the journal as soon as its line is done. Nothing about a game is written
here: the commands come from the game's Click group, who acts from its `grammar`, the rule
sections from its rulebook.

With a terminal on both ends the prompt is prompt_toolkit's (history, completion, the session
and whose turn it is); otherwise lines are read from standard input with the same outputs and
no decoration, so scripts and tests can drive it.
"""

from __future__ import annotations

import shlex
import sqlite3
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import typer

from assistant.cli.runtime import Runtime, current, print_json
from assistant.errors import AssistantError, UsageError, usage
from assistant.games import BY_ID, load
from assistant.games.base import Game, GameSpec, RulesError
from assistant.messages import N_, Msg
from assistant.sessions import Session

app = typer.Typer(name="table", add_completion=False)

JOURNAL_COMMANDS = ("log", "undo", "redo")
"""Root commands that act on the table's session as they are."""
LEAVE = ("quit", "exit")
TABLE_COMMANDS = ("rules", "help", *LEAVE)
"""Commands of the prompt itself (`rules` is the root command, narrowed to this game)."""
CHECK = "check"


@dataclass(frozen=True)
class Plan:
    """What a line asks for: leave, show the help, or run `argv` (after `assistant`)."""

    action: str  # "leave", "help" or "run"
    argv: tuple[str, ...] = ()


@dataclass
class Table:
    """A session open at the prompt; every question re-reads the journal."""

    runtime: Runtime
    name: str
    seen: list[int] | None = field(default=None)
    failed: int = 0
    """The exit code of the first refused line (0 while none was)."""

    @property
    def t(self) -> Any:
        return self.runtime.t

    # -- what the journal says now ------------------------------------------------------

    def session(self) -> Session:
        return self.runtime.journal.get(self.name)

    def snapshot(self) -> tuple[Session, Game[Any, Any], Any]:
        """The session, its rules and its state, as the journal has them now."""
        from assistant.sessions import load_state

        session = self.session()
        return session, load(session.game), load_state(self.runtime.journal, session)

    def spec(self) -> GameSpec:
        return BY_ID[self.session().game]

    def group(self, spec: GameSpec | None = None) -> Any:
        """The game's Click group (`assistant camel`), from the command tree."""
        from assistant.cli.app import root_command

        spec = spec or self.spec()
        return root_command().get_command(None, spec.cli)

    def game_commands(self, spec: GameSpec | None = None) -> list[str]:
        group = self.group(spec)
        if group is None:
            return []
        return [
            name
            for name in group.list_commands(None)
            if not getattr(group.get_command(None, name), "hidden", False)
        ]

    def commands(self) -> list[str]:
        """Every command name the prompt takes: the game's, the journal's, its own."""
        spec = self.spec()
        names = self.game_commands(spec)
        names += [name for name in load(spec.id).grammar if name not in names]
        return [*names, *(n for n in (*JOURNAL_COMMANDS, *TABLE_COMMANDS) if n not in names)]

    def prompt_parts(self) -> tuple[str, str | None]:
        """The session's name and whose turn it is (`None` once the game is over)."""
        session, game, state = self.snapshot()
        return session.name, None if game.is_finished(state) else game.current_player(state)

    # -- reading a line -------------------------------------------------------------------

    def resolve(self, word: str, names: Iterable[str]) -> str:
        """A command from its name or a unique prefix (`st` = `status`), any case."""
        from assistant.cli.words import choose

        return choose(word, {name: [name] for name in names}, N_("command"))

    def plan(self, words: list[str]) -> Plan:
        """The one-shot arguments for the words of a line (already split like a shell)."""
        player, words = split_player(words)
        if not words:
            raise usage("table/nothing-to-do", N_("What does {player} do?"), player=player)
        spec = self.spec()
        command = self.resolve(words[0], self.commands())
        rest = words[1:]
        if command in LEAVE:
            return Plan("leave")
        if command == "help":
            return Plan("help", tuple(rest))
        grammar = load(spec.id).grammar
        if player is not None:
            if command not in grammar and command != CHECK:
                raise usage(
                    "table/not-a-move",
                    N_("“{player}:” names who plays; `{command}` is not a move."),
                    player=player,
                    command=command,
                )
            rest = [*rest, "--player", player]
        if command == CHECK and rest and not rest[0].startswith("-"):
            rest = [self.resolve(rest[0], grammar), *rest[1:]]
        if command == "rules":
            return Plan("run", tuple(rules_argv(spec, rest)))
        session = ("--session", self.name)
        if command in JOURNAL_COMMANDS and command not in self.game_commands(spec):
            return Plan("run", (*session, command, *rest))
        return Plan("run", (*session, spec.cli, command, *rest))

    def run(self, line: str) -> int | None:
        """Run one line; its exit code, or `None` when the line leaves the table."""
        from assistant.cli.app import execute

        try:
            words = shlex.split(line, comments=True)
        except ValueError as exc:
            return self.fail(usage("input/bad-line", "{detail}", detail=str(exc)))
        if not words:
            return 0
        try:
            plan = self.plan(words)
        except AssistantError as refused:
            return self.fail(refused)
        if plan.action == "leave":
            return None
        if plan.action == "help":
            return self.help(list(plan.argv))
        child = Runtime(parent=self.runtime)
        code, error = execute(plan.argv, child)
        if error is not None:
            self.fail(error)
        self.follow()
        return code

    def follow(self) -> None:
        """After a line: the session may have changed (`new`), note the moves seen."""
        name = self.runtime.session
        if name is not None and name != self.name:
            self.name = name
        self.seen = self.active()

    def active(self) -> list[int] | None:
        try:
            return [row.seq for row in self.runtime.journal.moves(self.session())]
        except (AssistantError, sqlite3.Error):
            return None

    def changed_elsewhere(self) -> tuple[list[Msg], bool]:
        """Moves recorded by another window since the last line (and whether the journal
        changed in another way: an undo, say)."""
        before, now = self.seen, self.active()
        if before is None or now is None or now == before:
            return [], False
        self.seen = now
        if now[: len(before)] != before:
            return [], True
        session, game, state = self.snapshot()
        rows = {row.seq: row for row in self.runtime.journal.moves(session)}
        said = []
        for number, seq in enumerate(now[len(before) :], start=len(before) + 1):
            payload = rows[seq].payload
            move = game.as_seen(state, game.move_from_json(payload))
            said.append(
                Msg(
                    "{n}. {player}{move}",
                    {
                        "n": number,
                        "player": f"{payload['player']} — " if payload.get("player") else "",
                        "move": game.describe(move),
                    },
                )
            )
        return said, False

    # -- answers ------------------------------------------------------------------------------

    def fail(self, error: AssistantError | RulesError) -> int:
        """Show a refused line: the reason and the rule, in the reader's language."""
        from assistant.cli.app import error_document
        from assistant.errors import exit_code_of
        from assistant.render.table import refusal

        code = exit_code_of(error)
        self.failed = self.failed or code
        if self.runtime.json:
            print_json(error_document(error, self.runtime))
        else:
            command = getattr(error, "command_path", None)
            words = command.split()[2:] if command else []
            title = rule_title(error.rule, self.t) if error.rule else None
            refusal(self.runtime.console(stderr=True), self.t, error, title, words)
        return code

    def help(self, words: list[str]) -> int:
        from assistant.cli.app import execute
        from assistant.render.table import help_doc, help_view

        if words:
            try:
                command = self.resolve(words[0], self.commands())
            except AssistantError as unknown:
                return self.fail(unknown)
            if command not in TABLE_COMMANDS or command == "rules":
                argv = ("rules",) if command == "rules" else self.plan([command]).argv
                code, error = execute((*argv, "--help"), Runtime(parent=self.runtime))
                return self.fail(error) if error is not None else code
        spec = self.spec()
        game = load(spec.id)
        doc = help_doc(self.t, spec, game.grammar, self.game_commands(spec))
        self.runtime.emit(doc, lambda console, t: help_view(console, t, doc))
        return 0


def split_player(words: list[str]) -> tuple[str | None, list[str]]:
    """`bo: bet blue` and `bo:bet blue` -> ("bo", ["bet", "blue"]); other lines unchanged."""
    head = words[0]
    if head.startswith("-") or ":" not in head:
        return None, words
    player, _, rest = head.partition(":")
    if not player or "/" in player:
        return None, words
    return player, ([rest] if rest else []) + words[1:]


def rules_argv(spec: GameSpec, words: list[str]) -> list[str]:
    """`rules` at the table: this game's contents, a section by id or prefix, else a search."""
    from assistant import rulebook

    if not words:
        return ["rules", spec.id]
    if words[0].lower() == "search":
        return ["rules", "search", *words[1:], "--game", spec.id]
    if len(words) == 1:
        try:
            return ["rules", spec.id, rulebook.find_section(spec.id, words[0]).id]
        except UsageError:
            pass
    return ["rules", "search", *words, "--game", spec.id]


def rule_title(rule: str, t: Any) -> str | None:
    """The title of rule `game/section` in the reader's language (`None` if unknown)."""
    from assistant import rulebook

    game_id = rule.partition("/")[0]
    try:
        section = rulebook.load(game_id).section(rule)
    except (AssistantError, OSError):
        return None
    return None if section is None else str(t.gettext(section.title))


def history_path(name: str) -> Path:
    """Where the lines typed at a session's prompt are kept: one file per session."""
    from urllib.parse import quote

    from assistant.paths import data_home

    return data_home() / "history" / f"{quote(name, safe='')}.txt"


# -- the two ways of reading lines ----------------------------------------------------------


def read_lines(table: Table, lines: Iterable[str]) -> int:
    """Run lines as typed, without a prompt: the code of the first refused line, else 0
    (a `check` answered "no" is an answer, not a refusal: it does not count)."""
    for line in lines:
        if table.run(line) is None:
            break
    return table.failed


def interactive(table: Table) -> int:
    """The prompt: runs until `quit`, `exit` or Ctrl-D; always exit 0."""
    from assistant.cli.completion import prompt_session
    from assistant.render.table import banner, elsewhere, farewell

    runtime = table.runtime
    session, game, state = table.snapshot()
    if not runtime.json:  # the state first, then the banner just above the prompt
        if "status" in table.game_commands(game.spec):
            table.run("status")
        banner(runtime.console(), table.t, session, game.spec, list(game.players(state)))
    table.follow()
    prompt = None
    history_of = None
    while True:
        if prompt is None or history_of != table.name:
            prompt, history_of = prompt_session(table), table.name
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
        except KeyboardInterrupt:
            runtime.console(stderr=True).print(table.t(N_("Interrupted.")), markup=False)
    if not runtime.json:
        farewell(runtime.console(), table.t, table.name)
    return 0


@app.command("play")
def play(
    session: Annotated[
        str | None,
        typer.Argument(help="The session to open (default: the current one).", show_default=False),
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
    from assistant.cli.play import session_name

    runtime = current()
    if runtime.parent is not None:
        raise usage("table/nested", N_("`play` opens a prompt; it cannot run inside another."))
    name = runtime.journal.get(session or session_name(runtime)).name
    runtime.session = name
    table = Table(runtime, name)
    if sys.stdin.isatty() and sys.stdout.isatty():
        code = interactive(table)
    else:  # lines piped in: with --json, one JSON document per line (JSON Lines)
        from assistant.cli.runtime import json_lines

        with json_lines():
            code = read_lines(table, sys.stdin)
    if code:
        raise typer.Exit(code)
