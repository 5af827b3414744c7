"""A game's command group as Click objects, for the Click tree (`assistant.cli.tree`): what
runs the lines the fast path leaves to Click, and what help pages and the tests walk.

The acting commands and `check` are plain Click commands generated from the grammar (the
words after them are read by `assistant.cli.moves`, never by Click); the other commands
(`new`, `status`, `odds`...) come from the game's module, and only the one asked for is built
from its Typer function (`assistant.cli.lazyapp`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from assistant import syntax
from assistant.cli import moves
from assistant.cli.runtime import current
from assistant.compat import TyperCommand, TyperGroup, click
from assistant.games import load
from assistant.games.base import GameSpec
from assistant.messages import N_

if TYPE_CHECKING:
    pass


class MoveCommand(TyperCommand):
    """One acting command: every word after it goes to `syntax.read`."""

    def __init__(self, spec: GameSpec, command: syntax.Command) -> None:
        super().__init__(
            name=command.id, help=command.summary, add_help_option=False, context_settings={}
        )
        self.spec = spec
        self.command = command

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.args = list(args)
        return []

    def invoke(self, ctx: click.Context) -> Any:
        moves.act_or_help(current(), self.spec, self.command, list(ctx.args))
        return None

    def get_short_help_str(self, limit: int = 45) -> str:
        return self.command.summary


class CheckCommand(TyperCommand):
    """`check WORDS...`: the words of any acting command, judged instead of recorded."""

    def __init__(self, spec: GameSpec) -> None:
        super().__init__(name="check", help=moves.CHECK_SUMMARY, add_help_option=False)
        self.spec = spec

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.args = list(args)
        return []

    def invoke(self, ctx: click.Context) -> Any:
        moves.check(current(), self.spec, list(ctx.args))
        return None


class GameGroup(TyperGroup):
    """`assistant <game>`: generated acting commands, `check`, and the module's others.

    :param names: the other commands' names, in order (known without building them).
    :param other: builds the Click command of one of the others.
    """

    def __init__(
        self,
        spec: GameSpec,
        names: Callable[[], list[str]],
        other: Callable[[str], click.Command | None],
        help_text: str,
    ) -> None:
        super().__init__(name=spec.cli, help=help_text)
        self.spec = spec
        self._names = names
        self._other = other
        self._built: dict[str, click.Command | None] = {}

    @property
    def grammar(self) -> syntax.Grammar:
        return load(self.spec.id).grammar

    @functools.cached_property
    def others(self) -> list[str]:
        return list(self._names())

    def other_names(self) -> list[str]:
        return self.others

    def other(self, name: str) -> click.Command | None:
        """The Click command of one of the others (built once, alone)."""
        if name not in self._built:
            self._built[name] = self._other(name)
        return self._built[name]

    def words(self) -> dict[str, syntax.Term]:
        """Every command of the group, id -> its words (see `moves.command_words`)."""
        return moves.command_words(self.grammar, self.others)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [*self.grammar.ids(), "check", *self.others]

    def find(self, word: str, lang: str) -> str:
        """The id of the command `word` names (any language, any case, a unique prefix).

        :raises UsageError: no command of this game is called so.
        """
        return moves.find_command(
            self.words(), word, lang, lambda: moves.offered(current(), self.spec)
        )

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.grammar.ids():
            return MoveCommand(self.spec, self.grammar.command(cmd_name))
        if cmd_name == "check":
            return CheckCommand(self.spec)
        if cmd_name not in self.others:
            return None
        return self.other(cmd_name)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        from assistant.cli.optionwords import in_english

        name = self.find(args[0], current().t.lang)
        command = self.get_command(ctx, name)
        if isinstance(command, (MoveCommand, CheckCommand)):
            return name, command, args[1:]  # their words are read by `syntax.read`
        words = syntax.option_words(self.grammar)
        return name, command, in_english(command, args[1:], words)

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from assistant.cli.helptext import help_translator, translate_help

        t = help_translator()
        width = min(max(formatter.width, 40), 100)
        lines = [
            moves.group_usage(t, self.spec),
            "",
            moves.paragraphs(translate_help(t, self.help or "").rstrip(), width),
            "",
        ]
        lines.append(t.gettext(N_("Commands:")))
        words = self.words()
        rows = [(words[c.id].shown(t.lang), t.gettext(c.summary)) for c in self.grammar.commands]
        check = moves.first_sentence(t.gettext(moves.CHECK_SUMMARY))
        rows.append((words["check"].shown(t.lang), check))
        for name in self.others:
            command = self.other(name)
            summary = (command.help or "") if command is not None else ""
            rows.append(
                (words[name].shown(t.lang), moves.first_sentence(translate_help(t, summary)))
            )
        lines.extend(moves.two_columns(rows, width))
        formatter.write("\n".join(lines) + "\n")
