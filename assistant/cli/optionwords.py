"""The options of the commands that are not moves, in the reader's words.

The acting commands read their own options (`syntax.read`); the others (`camel new`,
`sessions export`, `stats`...) are Click commands declared in English (`--players`). Their
French and Italian words are in one table, `syntax.OPTION_WORDS` and each game's
`Grammar.options`; this module applies it to Click's commands:

* `in_english`: before Click parses a command's words, every option typed in any language
  (`--joueurs`, `--giocatori`, `--OASIS=D3`) is written as the English option the command
  declares (a group's subcommand typed in French or Italian too: `parties exporter`);
* `shown_opts`: an option's names as a help page or an error shows them to the reader.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from assistant import syntax
from assistant.games import fold


def words_of(ctx: Any) -> dict[str, syntax.Term]:
    """The option words of the commands under `ctx`: its game's (the grammar of the game
    group above it) and the platform's."""
    while ctx is not None:
        grammar = getattr(ctx.command, "grammar", None)
        if isinstance(grammar, syntax.Grammar):
            return syntax.option_words(grammar)
        ctx = ctx.parent
    return syntax.option_words()


def declared(command: Any) -> dict[str, bool]:
    """A Click command's options, each name (`--output`, `-o`) -> whether it takes a value."""
    result: dict[str, bool] = {}
    for param in getattr(command, "params", ()):
        if getattr(param, "param_type_name", "") != "option":
            continue
        takes = not (param.is_flag or param.count)
        for name in param.opts:
            result[name] = takes
        for name in param.secondary_opts:
            result[name] = False
    return result


def subcommand(group: Any, word: str) -> str:
    """The name of `group`'s subcommand that `word` names (its name, or its words in any
    language, any case, accents optional); `word` itself when none."""
    names = list(group.list_commands(None))
    if word in names:
        return word
    key = fold(word)
    for name in names:
        term = syntax.COMMON_WORDS.get(name)
        if term is not None and key in {fold(s) for s in term.spellings()}:
            return str(name)
    return word


def in_english(command: Any, args: list[str], words: Mapping[str, syntax.Term]) -> list[str]:
    """`args` of `command` with its options (and a group's subcommand and its options) in
    English, as Click reads them. A game's group reads its own words (`GameGroup`)."""
    if command is None or getattr(command, "grammar", None) is not None:
        return list(args)
    group = hasattr(command, "list_commands")
    result, at = syntax.english_options(args, declared(command), words, until_positional=group)
    if not group or at >= len(result) or result[at] == "--":
        return result
    name = subcommand(command, result[at])
    rest = in_english(command.get_command(None, name), result[at + 1 :], words)
    return [*result[:at], name, *rest]


def shown_opts(param: Any, lang: str, words: Mapping[str, syntax.Term]) -> list[str]:
    """An option's names as `lang` writes them (`--joueurs`; `-o` stays)."""
    return [syntax.option_shown(name, lang, words) for name in param.opts]


def hint(param: Any, ctx: Any, lang: str) -> str:
    """An option as Click's errors name it (`'--players'`), in `lang`'s words."""
    return " / ".join(f"'{name}'" for name in shown_opts(param, lang, words_of(ctx)))
