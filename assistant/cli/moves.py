"""`assistant <game> ...`: the game's command group, its acting commands generated from its
grammar (`assistant.syntax`), its other commands (`new`, `status`, `odds`...) from its module.

A command word of any language (`parier`, `scommetti`), any case and by a unique prefix finds
its command; the words after it are read by `syntax.read`, never by Click, so every error is
the assistant's own, in the reader's language. `check` followed by the words of any acting
command judges the move instead of recording it. `--help` (or `-h`) after an acting command
shows its help in the reader's words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from assistant import syntax
from assistant.cli import recording
from assistant.cli.runtime import Runtime
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
        # and language: the session, now open, may have set the reader's
        return syntax.read_move(game, command, words, runtime.t.lang, state)

    from assistant.render.views import views_of

    views = views_of(BY_ID[spec.id])  # as registered now (a game registered again: its own)
    recording.record(runtime, spec.id, build, views.move_report)


def act_or_help(
    runtime: Runtime, spec: GameSpec, command: syntax.Command, words: list[str]
) -> None:
    """An acting command: its help when a help word is among `words`, else the move."""
    if any(word in HELP_WORDS for word in words):
        show_help(runtime, spec, command)
        return
    run_move(runtime, spec, command, words)


def check(runtime: Runtime, spec: GameSpec, words: list[str]) -> None:
    """`check WORDS...`: the words of any acting command, judged instead of recorded."""
    grammar = load(spec.id).grammar
    if not words or words[0] in HELP_WORDS:
        show_check_help(runtime, spec)
        return
    command = syntax.command_named(grammar, words[0], runtime.t.lang)
    if any(word in HELP_WORDS for word in words[1:]):
        show_help(runtime, spec, command)
        return
    runtime.checking = True
    try:
        run_move(runtime, spec, command, words[1:])
    finally:
        runtime.checking = False


def command_words(grammar: syntax.Grammar, others: list[str]) -> dict[str, syntax.Term]:
    """Every command of a game's group, id -> its words: the acting commands, `check` and
    the others (in English only when the grammar and the platform have no words for them)."""
    words: dict[str, syntax.Term] = {c.id: c.words for c in grammar.commands}
    words["check"] = syntax.COMMON_WORDS["check"]
    for name in others:
        words[name] = (
            grammar.others.get(name)
            or syntax.COMMON_WORDS.get(name)
            or syntax.term(name, name, name)
        )
    return words


def other_commands(spec: GameSpec) -> list[str]:
    """The names of a game's other commands (`new`, `status`...), from its module's app
    without building it (a test's game on Typer: from its group in the command tree)."""
    import importlib

    from assistant.cli.lazyapp import App

    module = importlib.import_module(spec.cli_module)
    if isinstance(module.app, App):
        return module.app.names()
    from assistant.cli.app import root_command

    group: Any = root_command().get_command(None, spec.cli)
    return list(group.other_names())


def game_words(spec: GameSpec) -> dict[str, syntax.Term]:
    """Every command of a game's group, id -> its words (see `command_words`)."""
    return command_words(load(spec.id).grammar, other_commands(spec))


def find_command(words: dict[str, syntax.Term], word: str, lang: str) -> str:
    """The id of the command `word` names (any language, any case, a unique prefix).

    :raises UsageError: no command of this game is called so.
    """
    if word in words:
        return word
    return syntax.resolve(word, syntax.term_spellings(words), N_("command"), lang)


SENTENCE_END = re.compile(r"(?<=[.?!])[ \t\n]+(?=[A-ZÀ-ÖØ-Þ«“`])")
"""Where a sentence ends: `.`, `?` or `!`, a space, then a capital (or a quote)."""


def first_sentence(text: str) -> str:
    """The first sentence of the first paragraph, on one line (narrow no-break spaces kept:
    they are not breaks)."""
    first = text.strip().split("\n\n", 1)[0]
    return SENTENCE_END.split(re.sub(r"[ \t\n]+", " ", first), maxsplit=1)[0]


def group_usage(t: Translator, spec: GameSpec) -> str:
    from assistant.cli.helptext import USAGE

    return f"{t.gettext(USAGE)} assistant {spec.cli} {t.gettext(COMMAND_METAVAR)} ..."


# -- help -----------------------------------------------------------------------------------------


def two_columns(rows: list[tuple[str, str]], width: int) -> list[str]:
    """Two columns, the second wrapped under itself: `  NAME   what it is ...`."""
    import textwrap

    left = max(len(name) for name, _ in rows) + 4
    lines = []
    for name, text in rows:
        wrapped = textwrap.wrap(text, max(20, width - left)) or [""]
        lines.append(f"  {name.ljust(left - 2)}{wrapped[0]}")
        lines.extend(" " * left + more for more in wrapped[1:])
    return lines


def paragraphs(text: str, width: int) -> str:
    """`text`'s paragraphs filled to `width`; an indented one (an example command) kept as
    it is, broken before an option if it is longer (`helptext.folded_examples`)."""
    import textwrap

    from assistant.cli.helptext import folded_examples

    parts = text.split("\n\n")
    return "\n\n".join(
        folded_examples(p, width) if p[:1].isspace() else textwrap.fill(p, width) for p in parts
    )


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
    lines.append(paragraphs(t.gettext(command.summary), width))
    if command.details:
        lines += ["", paragraphs(t.gettext(command.details), width)]
    rows: list[tuple[str, str]] = []
    for param in command.all_params:
        name = syntax.metavar(grammar, param, lang)
        if param.option is not None:
            flag = param.option.shown(lang)
            name = flag if param.flag else f"{flag} {name}"
        rows.append((name, t.gettext(param.help)))
    if rows:
        lines += ["", t.gettext(N_("Arguments and options:")), *two_columns(rows, width)]
    if command.examples:
        lines += ["", t.gettext(EXAMPLES)]
        for example in command.examples:
            shown = syntax.translate_example(grammar, example, lang)
            body, hash_, comment = shown.partition("  #")
            text = prefix + body + (f"  # {t.gettext(comment.strip())}" if hash_ else "")
            lines.append(f"  {text}")
    from assistant.cli.helptext import folded_examples

    return folded_examples("\n".join(lines), width)


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
    from assistant.cli.helptext import folded_examples

    text = folded_examples("\n".join(lines), min(runtime.console().width, 100))
    if runtime.json:
        from assistant.cli.runtime import print_json

        print_json({"help": text})
        return
    runtime.console().print(text, markup=False, highlight=False, soft_wrap=True)
