"""The fast path: the common command lines run without Click or Typer.

Importing Typer, and building the command tree from the functions' type hints, cost more than
the commands people type most often take to run. `run` recognises those lines and calls the
same functions Click would, with the same values:

* `[ROOT OPTIONS] GAME WORD ...`: an acting command (its words go to `syntax.read` either
  way), `check ...`, one of the game's other commands without any words after it
  (`camel status`), or with plain options when its module lists it in `FAST_OPTIONS`
  (`camel odds --camels ...`: `read_options`, options in any language);
* `sessions`, `log` (`--all`), `sessions export NAME [--format F]`, `undo`, `redo` (their
  French and Italian names and options too: `parties --tout`);
* `rules WORDS...`, `play [SESSION]`;
* the root's `--help`.

Root options are `--lang LANG`, `--json` and `--session NAME` (`--opt=value` too), which
`app.hoist_global_options` has already put first. Any other line (another option, a
missing or unknown command, a help page other than the root's) is left to Click: `run`
returns None, having changed nothing.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from assistant.cli.runtime import Runtime, settle_root

if TYPE_CHECKING:
    from assistant.syntax import Term

Handler = Callable[[Runtime], Any]


def run(runtime: Runtime) -> int | None:
    """Run `runtime.argv` if it is a line the fast path knows; its exit code, else None."""
    options = root_options(runtime.argv)
    if options is None:
        return None
    lang, json_output, session, rest = options
    if rest and rest[0] in HELP_WORDS:
        handler: Handler | None = _root_help
    elif not rest or rest[0].startswith("-"):
        handler = None
    else:
        handler = _handler(rest[0], rest[1:])
    if handler is None:
        return None
    settle_root(runtime, lang, json_output, session)
    result = handler(runtime)
    if result is LEFT_TO_CLICK:
        return None
    return result if isinstance(result, int) else 0


LEFT_TO_CLICK = object()
"""What a handler returns when the line turns out to be one for Click after all (a game's
command that takes words: the command word had to be read first)."""

HELP_WORDS = ("--help", "-h")


def root_options(argv: Sequence[str]) -> tuple[str | None, bool, str | None, list[str]] | None:
    """`(lang, json, session, the rest)` as the root parses them; None for anything else
    before the command (an unknown option, `--version`, `--`, a missing value)."""
    lang: str | None = None
    json_output = False
    session: str | None = None
    i = 0
    args = list(argv)
    while i < len(args):
        arg = args[i]
        if arg == "--json":
            json_output = True
        elif arg in ("--lang", "--session"):
            if i + 1 >= len(args):
                return None
            if arg == "--lang":
                lang = args[i + 1]
            else:
                session = args[i + 1]
            i += 1
        elif arg.startswith("--lang="):
            lang = arg.partition("=")[2]
        elif arg.startswith("--session="):
            session = arg.partition("=")[2]
        elif arg in HELP_WORDS and all(a in HELP_WORDS for a in args[i:]):
            return lang, json_output, session, args[i:]
        elif arg.startswith("-"):
            return None
        else:
            break
        i += 1
    return lang, json_output, session, args[i:]


def _handler(name: str, words: list[str]) -> Handler | None:
    """What runs `name WORDS...`, or None when Click should."""
    from assistant.cli.app import lazy_commands, root_word

    lazy = lazy_commands()
    if name not in lazy:
        found = root_word(name)
        if found is None:
            return None  # unknown: Click says so, with its suggestions
        name = found
    module_name, _ = lazy[name]
    from assistant.games import BY_ID

    spec = next((s for s in BY_ID.values() if s.cli == name), None)
    if spec is not None:
        return _game(spec, module_name, words)
    if name in OPTIONS and words:
        words = _in_english(name, words)
    if name == "sessions" and words in ([], ["--all"]):
        return lambda runtime: _module(module_name).show_sessions(runtime, bool(words))
    if name == "sessions" and words[:1] == ["export"]:
        return _export(module_name, words[1:])
    if name == "log" and words in ([], ["--all"]):
        return lambda runtime: _module(module_name).log(everything=bool(words))
    if name in ("undo", "redo") and not words:
        return lambda runtime: getattr(_module(module_name), name)()
    if name == "rules" and not any(word.startswith("-") for word in words):
        return lambda runtime: _module(module_name).rules(words=list(words) or None)
    if name == "play" and len(words) <= 1 and not any(w.startswith("-") for w in words):
        return lambda runtime: _module(module_name).play(session=words[0] if words else None)
    return None


OPTIONS: dict[str, dict[str, bool]] = {
    "sessions": {"--all": False},
    "log": {"--all": False},
    "export": {"--format": True, "--output": True, "-o": True},
}
"""The options of the lines run here, by command (`sessions export`: `export`), each ->
whether it takes a value, as `syntax.english_options` reads them."""


def _in_english(name: str, words: list[str]) -> list[str]:
    """The words of `name` with their options in English (`--tout` -> `--all`), and
    `sessions`'s subcommand `export` in any language (`exporter`, `esporta`)."""
    from assistant.games import fold
    from assistant.syntax import COMMON_WORDS, english_options, option_words

    terms = option_words()
    if name == "sessions" and words and not words[0].startswith("-"):
        export = {fold(s) for s in COMMON_WORDS["export"].spellings()}
        if fold(words[0]) in export:
            return ["export", *english_options(words[1:], OPTIONS["export"], terms)[0]]
        return words
    return english_options(words, OPTIONS.get(name, {}), terms)[0]


def _export(module_name: str, words: list[str]) -> Handler | None:
    """`sessions export [NAME] [--format FORMAT]` (a file to write, `-o`, is left to Click)."""
    names: list[str] = []
    chosen: str | None = None
    i = 0
    while i < len(words):
        word = words[i]
        if word == "--format" and i + 1 < len(words) and chosen is None:
            chosen, i = words[i + 1], i + 2
            continue
        if word.startswith("--format=") and chosen is None:
            chosen = word.partition("=")[2]
        elif word.startswith("-"):
            return None
        else:
            names.append(word)
        i += 1
    if len(names) > 1:
        return None

    def handle(runtime: Runtime) -> Any:
        module = _module(module_name)
        formats = {f.value: f for f in module.ExportFormat}
        fmt = formats.get((chosen or "json").lower())
        if fmt is None:
            return LEFT_TO_CLICK  # Click names the formats
        return module.export(names[0] if names else None, fmt, None)

    return handle


def _module(name: str) -> Any:
    return importlib.import_module(name)


def _game(spec: Any, module_name: str, words: list[str]) -> Handler | None:
    """`GAME WORD ...`: an acting command, `check`, or another command without words."""
    from assistant.cli.lazyapp import App

    if not words or words[0].startswith("-"):
        return None
    try:
        module = _module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return None  # a game not installed in this copy: Click says so
    app = module.app
    if not isinstance(app, App):
        return None  # a test's game, declared on Typer directly
    first, rest = words[0], words[1:]

    def handle(runtime: Runtime) -> Any:
        from assistant.cli import moves
        from assistant.games import load
        from assistant.syntax import option_words

        grammar = load(spec.id).grammar
        words = moves.command_words(grammar, app.names())
        # The language only matters to the message of a word that names no command.
        found = (
            first
            if first in words
            else moves.find_command(
                words, first, runtime.t.lang, lambda: moves.offered(runtime, spec)
            )
        )
        if found in grammar.ids():
            return moves.act_or_help(runtime, spec, grammar.command(found), rest)
        if found == "check":
            return moves.check(runtime, spec, rest)
        function = app.function(found)
        if function is None:
            return LEFT_TO_CLICK
        if not rest and _bare(function):
            return function()
        values = read_options(module, found, function, rest, option_words(grammar))
        if values is None:
            return LEFT_TO_CLICK
        return function(**values)

    return handle


FAST_KEYS = frozenset({"help", "min", "max", "metavar", "show_default"})
"""What an option may declare besides its names for the fast path to read it."""
SIMPLE_NUMBER = {
    int: re.compile(r"-?[0-9]+"),
    float: re.compile(r"-?([0-9]+(\.[0-9]*)?|\.[0-9]+)"),
}
"""The numbers the fast path reads itself (anything else, `1_000` or `1e-2`, Click reads)."""


def read_options(
    module: Any,
    name: str,
    function: Callable[..., Any],
    words: Sequence[str],
    terms: Mapping[str, Term] | None = None,
) -> dict[str, Any] | None:
    """The values of `words`, `--option VALUE` or `--option=VALUE`, for a command its module
    lists in `FAST_OPTIONS`, converted and checked as Click would; the options in any
    language of `terms` (the game's option words: `--chameaux`), as the Click tree reads
    them (`syntax.english_options`). None for anything the fast path leaves to Click:
    another command, an option it does not declare (a help) or gives twice, a value that
    looks like an option, a number written otherwise than plainly or out of its range
    (Click then says why, in the reader's words)."""
    if name not in getattr(module, "FAST_OPTIONS", ()):
        return None
    declared = _declared(module, function)
    if declared is None:
        return None
    if terms is not None:
        from assistant.syntax import english_options

        words = english_options(words, dict.fromkeys(declared, True), terms)[0]
    values: dict[str, Any] = {}
    i = 0
    while i < len(words):
        option, equals, value = words[i].partition("=")
        found = declared.get(option) if option.startswith("--") else None
        if found is None:
            return None
        if not equals:
            if i + 1 >= len(words):
                return None
            i += 1
            value = words[i]
        parameter, kind, low, high = found
        if parameter in values or value.startswith("--"):
            return None
        if kind is not str:
            if not SIMPLE_NUMBER[kind].fullmatch(value):
                return None
            number = kind(value)
            if (low is not None and number < low) or (high is not None and number > high):
                return None
            values[parameter] = number
        else:
            values[parameter] = value
        i += 1
    return values


Declared = dict[str, tuple[str, type, float | None, float | None]]


def _declared(module: Any, function: Callable[..., Any]) -> Declared | None:
    """`{"--name": (parameter, type, min, max)}` for a function whose every parameter is an
    option of a module-level alias (`lazyapp.Option`) of type str, int or float (None
    allowed); None otherwise."""
    import typing

    from assistant.cli.lazyapp import Later, declared_alias

    declared: Declared = {}
    annotations = function.__annotations__
    for parameter in _parameters(function):
        alias = declared_alias(module, str(annotations.get(parameter)))
        metadata: tuple[Any, ...] = getattr(alias, "__metadata__", None) or ()
        if len(metadata) != 1 or not isinstance(metadata[0], Later):
            return None
        later = metadata[0]
        if later.kind != "Option" or not set(later.options) <= FAST_KEYS:
            return None
        kinds = [t for t in _union(typing.get_args(alias)[0]) if t is not type(None)]
        if len(kinds) != 1 or kinds[0] not in (str, int, float):
            return None
        names = [n for n in later.args if isinstance(n, str) and n.startswith("--")]
        if not names or len(names) != len(later.args):
            return None
        low, high = later.options.get("min"), later.options.get("max")
        for option in names:
            declared[option] = (parameter, kinds[0], low, high)
    return declared


def _union(kind: Any) -> tuple[Any, ...]:
    """The members of `X | None` (a plain type: itself)."""
    import types
    import typing

    if isinstance(kind, types.UnionType) or typing.get_origin(kind) is typing.Union:
        return typing.get_args(kind)
    return (kind,)


def _parameters(function: Callable[..., Any]) -> tuple[str, ...]:
    """The names of the parameters of `function`, read from its code (not with `inspect`,
    which a one-shot command is better off not importing)."""
    code = function.__code__
    return code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]


def _bare(function: Callable[..., Any]) -> bool:
    """Whether `function` runs with no arguments at all (every parameter has a default)."""
    code = function.__code__  # read without `inspect`, as `_parameters`
    return (
        len(function.__defaults__ or ()) == code.co_argcount
        and len(function.__kwdefaults__ or {}) == code.co_kwonlyargcount
    )


def _root_help(runtime: Runtime) -> Any:
    from assistant.cli.roothelp import show

    return show(runtime)
