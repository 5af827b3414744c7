"""`assistant <game> ...`: the game's command group, its acting commands generated from its
grammar (`assistant.syntax`), its other commands (`new`, `status`, `odds`...) from its module.

A command word of any language (`parier`, `scommetti`), any case and by a unique prefix finds
its command; the words after it are read by `syntax.read`, never by Click, so every error is
the assistant's own, in the reader's language. `check` followed by the words of any acting
command judges the move instead of recording it. `--help` (or `-h`) after an acting command
shows its help in the reader's words.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from assistant import syntax
from assistant.cli import recording
from assistant.cli.runtime import Runtime, current
from assistant.compat import TyperCommand, TyperGroup, click
from assistant.games import BY_ID, load
from assistant.games.base import GameSpec
from assistant.messages import N_

if TYPE_CHECKING:
    from assistant.i18n import Translator

HELP_WORDS = ("--help", "-h")
COMMAND_METAVAR = N_("COMMAND")

CHECK_SUMMARY = N_(
    "Would an action be legal? Give the words of the acting command, as you would to record "
    "it; the move is judged by the rules as if it were that player's turn, and the answer "
    "also says whose turn it is. Records nothing. Exit 0 when legal, 3 when not."
)


def run_move(runtime: Runtime, spec: GameSpec, command: syntax.Command, words: list[str]) -> None:
    """Record (or, under `check`, judge) the move the words of `command` name."""
    game = load(spec.id)
    lang = runtime.t.lang
    if runtime.session is None and runtime.journal.current_name() is None:
        syntax.read(game.grammar, command, words, lang)  # words wrong without a session

    def build(state: Any) -> Any:  # the words are read in the session's state (its edition)
        values = syntax.read(game.grammar, command, words, lang, state)
        return syntax.build(game, command, values, state, lang)

    from assistant.render.views import views_of

    views = views_of(BY_ID[spec.id])  # as registered now (a game registered again: its own)
    recording.record(runtime, spec.id, build, views.move_report)


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
        runtime = current()
        if any(word in HELP_WORDS for word in ctx.args):
            show_help(runtime, self.spec, self.command)
            return None
        run_move(runtime, self.spec, self.command, list(ctx.args))
        return None

    def get_short_help_str(self, limit: int = 45) -> str:
        return self.command.summary


class CheckCommand(TyperCommand):
    """`check WORDS...`: the words of any acting command, judged instead of recorded."""

    def __init__(self, spec: GameSpec) -> None:
        super().__init__(name="check", help=CHECK_SUMMARY, add_help_option=False)
        self.spec = spec

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.args = list(args)
        return []

    def invoke(self, ctx: click.Context) -> Any:
        runtime = current()
        words = list(ctx.args)
        grammar = load(self.spec.id).grammar
        if not words or words[0] in HELP_WORDS:
            show_check_help(runtime, self.spec)
            return None
        command = syntax.command_named(grammar, words[0], runtime.t.lang)
        if any(word in HELP_WORDS for word in words[1:]):
            show_help(runtime, self.spec, command)
            return None
        runtime.checking = True
        try:
            run_move(runtime, self.spec, command, words[1:])
        finally:
            runtime.checking = False
        return None


class GameGroup(TyperGroup):
    """`assistant <game>`: generated acting commands, `check`, and the module's others."""

    def __init__(self, spec: GameSpec, others: Callable[[], TyperGroup], help_text: str) -> None:
        super().__init__(name=spec.cli, help=help_text)
        self.spec = spec
        self._others = others

    @property
    def grammar(self) -> syntax.Grammar:
        return load(self.spec.id).grammar

    @functools.cached_property
    def others(self) -> TyperGroup:
        return self._others()

    def other_names(self) -> list[str]:
        return list(self.others.list_commands(click.Context(self.others)))

    def words(self) -> dict[str, syntax.Term]:
        """Every command of the group, id -> its words (the others in English only when the
        grammar and the platform have no words for them)."""
        words: dict[str, syntax.Term] = {c.id: c.words for c in self.grammar.commands}
        words["check"] = syntax.COMMON_WORDS["check"]
        for name in self.other_names():
            words[name] = (
                self.grammar.others.get(name)
                or syntax.COMMON_WORDS.get(name)
                or syntax.term(name, name, name)
            )
        return words

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [*self.grammar.ids(), "check", *self.other_names()]

    def find(self, word: str, lang: str) -> str:
        """The id of the command `word` names (any language, any case, a unique prefix).

        :raises UsageError: no command of this game is called so.
        """
        words = self.words()
        if word in words:
            return word
        return syntax.resolve(word, syntax.term_spellings(words), N_("command"), lang)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.grammar.ids():
            return MoveCommand(self.spec, self.grammar.command(cmd_name))
        if cmd_name == "check":
            return CheckCommand(self.spec)
        command: click.Command | None = self.others.get_command(ctx, cmd_name)
        return command

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = self.find(args[0], current().t.lang)
        return name, self.get_command(ctx, name), args[1:]

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from assistant.cli.helptext import help_translator, translate_help

        t = help_translator()
        lines = [group_usage(t, self.spec), "", translate_help(t, self.help or "").rstrip(), ""]
        lines.append(t.gettext(N_("Commands:")))
        words = self.words()
        rows = [(words[c.id].shown(t.lang), t.gettext(c.summary)) for c in self.grammar.commands]
        rows.append((words["check"].shown(t.lang), first_sentence(t.gettext(CHECK_SUMMARY))))
        for name in self.other_names():
            command = self.others.get_command(ctx, name)
            summary = (command.help or "") if command is not None else ""
            rows.append((words[name].shown(t.lang), first_sentence(translate_help(t, summary))))
        width = max(len(row[0]) for row in rows) + 2
        lines.extend(f"  {word.ljust(width)}{text}" for word, text in rows)
        formatter.write("\n".join(lines) + "\n")


def first_sentence(text: str) -> str:
    """The first paragraph on one line (narrow no-break spaces kept: they are not breaks)."""
    first = text.strip().split("\n\n", 1)[0]
    return re.sub(r"[ \t\n]+", " ", first)


def group_usage(t: Translator, spec: GameSpec) -> str:
    from assistant.cli.helptext import USAGE

    return f"{t.gettext(USAGE)} assistant {spec.cli} {t.gettext(COMMAND_METAVAR)} ..."


# -- help -----------------------------------------------------------------------------------------


def _rows(rows: list[tuple[str, str]], width: int) -> list[str]:
    """Two columns, the second wrapped under itself: `  NAME   what it is ...`."""
    import textwrap

    left = max(len(name) for name, _ in rows) + 4
    lines = []
    for name, text in rows:
        wrapped = textwrap.wrap(text, max(20, width - left)) or [""]
        lines.append(f"  {name.ljust(left - 2)}{wrapped[0]}")
        lines.extend(" " * left + more for more in wrapped[1:])
    return lines


def _paragraph(text: str, width: int) -> str:
    import textwrap

    return "\n".join(textwrap.fill(part, width) for part in text.split("\n\n"))


def help_text(
    t: Translator,
    spec: GameSpec,
    command: syntax.Command,
    *,
    at_prompt: bool = False,
    width: int = 80,
) -> str:
    """The help of an acting command in the reader's words: usage, what it does, its
    arguments and options, examples (in the syntax of where it is read)."""
    from assistant.cli.helptext import EXAMPLES, USAGE

    grammar = load(spec.id).grammar
    lang = t.lang
    prefix = "" if at_prompt else f"assistant {spec.cli} "
    lines = [f"{t.gettext(USAGE)} {syntax.usage_line(grammar, command, lang, prefix)}", ""]
    lines.append(_paragraph(t.gettext(command.summary), width))
    if command.details:
        lines += ["", _paragraph(t.gettext(command.details), width)]
    rows: list[tuple[str, str]] = []
    for param in command.all_params:
        name = syntax.metavar(grammar, param, lang)
        if param.option is not None:
            flag = param.option.shown(lang)
            name = flag if param.flag else f"{flag} {name}"
        rows.append((name, t.gettext(param.help)))
    if rows:
        lines += ["", t.gettext(N_("Arguments and options:")), *_rows(rows, width)]
    if command.examples:
        lines += ["", t.gettext(EXAMPLES)]
        for example in command.examples:
            shown = syntax.translate_example(grammar, example, lang)
            body, hash_, comment = shown.partition("  #")
            text = prefix + body + (f"  # {t.gettext(comment.strip())}" if hash_ else "")
            lines.append(f"  {text}")
    return "\n".join(lines)


def show_help(runtime: Runtime, spec: GameSpec, command: syntax.Command) -> None:
    t = runtime.t
    width = min(runtime.console().width, 100)
    text = help_text(t, spec, command, at_prompt=t.at_prompt, width=width)
    if runtime.json:
        from assistant.cli.runtime import print_json

        print_json({"help": text})
        return
    runtime.console().print(text, markup=False, highlight=False, soft_wrap=True)


def show_check_help(runtime: Runtime, spec: GameSpec) -> None:
    from assistant.cli.helptext import EXAMPLES, USAGE

    t = runtime.t
    grammar = load(spec.id).grammar
    prefix = "" if t.at_prompt else f"assistant {spec.cli} "
    check = syntax.COMMON_WORDS["check"].shown(t.lang)
    lines = [
        f"{t.gettext(USAGE)} {prefix}{check} {t.gettext(COMMAND_METAVAR)} ...",
        "",
        t.gettext(CHECK_SUMMARY),
        "",
        t.gettext(EXAMPLES),
    ]
    for example in grammar.check_examples:
        shown = syntax.translate_example(grammar, example, t.lang)
        body, hash_, comment = shown.partition("  #")
        text = f"{prefix}{check} {body}" + (f"  # {t.gettext(comment.strip())}" if hash_ else "")
        lines.append(f"  {text}")
    text = "\n".join(lines)
    if runtime.json:
        from assistant.cli.runtime import print_json

        print_json({"help": text})
        return
    runtime.console().print(text, markup=False, highlight=False, soft_wrap=True)
