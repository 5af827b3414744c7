"""Help in the reader's language: `--help` of every command through the Babel catalogs.

The help of a command is its docstring and the `help=` texts of its options, in English, as
Typer and Click expect. `assistant.babel_extract.extract_cli` puts those texts into the
catalogs (beside the `N_()` messages of the same module), and `install()` makes Typer's help
formatter show them translated: while one help page is drawn, the command's texts, its
options' texts and names (`--joueurs`), its subcommands' one-line summaries and the few
words of the layout (panel titles, "Usage:", "[required]") are swapped for their
translations, then put back. The examples of every help text are shown in the reader's
words (`localized_examples`).

Nothing of this runs unless a help page is drawn, so it costs nothing at start-up.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from assistant.messages import N_

if TYPE_CHECKING:
    from assistant.i18n import Translator

# The words of Typer's layout, by the name of the constant that holds them in its rich layout
# (`compat.LAYOUT_CONSTANTS`).
LAYOUT = {
    "ARGUMENTS_PANEL_TITLE": N_("Arguments"),
    "OPTIONS_PANEL_TITLE": N_("Options"),
    "COMMANDS_PANEL_TITLE": N_("Commands"),
    "DEFAULT_STRING": N_("[default: {}]"),
    "REQUIRED_LONG_STRING": N_("[required]"),
}
USAGE = N_("Usage:")
OPTIONS_METAVAR = N_("[OPTIONS]")
SUBCOMMAND_METAVAR = N_("COMMAND [ARGS]...")

METAVARS = {
    "adventures": N_("VALUES"),
    "bets": N_("TILES"),
    "camels": N_("CAMELS"),
    "cell": N_("CELL"),
    "colour": N_("COLOUR"),
    "dice": N_("COLOURS"),
    "file": N_("FILE"),
    "fmt": N_("FORMAT"),
    "game": N_("GAME"),
    "lang": N_("LANG"),
    "language": N_("LANG"),
    "leg_tiles": N_("TILES"),
    "map_": N_("BOARD"),
    "board": N_("BOARD"),
    "name": N_("NAME"),
    "new": N_("NEW-NAME"),
    "oases": N_("CELLS"),
    "old": N_("NAME"),
    "output": N_("FILE"),
    "player": N_("NAME"),
    "players": N_("NAMES"),
    "race_cards": N_("COLOURS"),
    "returned": N_("NAME=COLOUR"),
    "session": N_("SESSION"),
    "since": N_("DATE"),
    "side": N_("SIDE"),
    "source": N_("BOARD"),
    "start": N_("CAMELS"),
    "tiles": N_("TILES"),
    "water": N_("CELL=VALUE"),
    "words": N_("WORDS"),
}
"""The names of the non-move commands' arguments and option values, by parameter, as help
and errors show them in the reader's language (`CASE`, `NOMS`); others by their type."""
BY_TYPE = {
    "integer": N_("NUMBER"),
    "int": N_("NUMBER"),
    "int range": N_("NUMBER"),
    "float": N_("NUMBER"),
    "float range": N_("NUMBER"),
    "path": N_("FILE"),
    "choice": N_("CHOICE"),
}


def metavar(param: Any) -> str:
    """The English name (a catalog message id) of what a parameter takes."""
    name = getattr(param, "name", "") or ""
    type_name = getattr(getattr(param, "type", None), "name", "")
    if BY_TYPE.get(type_name) == N_("NUMBER"):  # `desert map --players 4`: a number, not names
        return N_("NUMBER")
    if name in METAVARS:
        return METAVARS[name]
    if getattr(param, "metavar", None) and param.metavar.upper() == param.metavar:
        return str(param.metavar)
    return BY_TYPE.get(type_name, N_("TEXT"))


HELP_OPTION = N_("Show this message and exit.")
EXAMPLES = N_("Examples:")

_installed = False


def help_translator() -> Translator:
    """The reader's translator, also when `--help` cut the line short before `--lang` was
    read (eager options run first): the raw arguments are looked at then."""
    from assistant.cli.runtime import current

    runtime = current()
    if runtime.lang_option is None:
        argv = runtime.argv
        for i, arg in enumerate(argv):
            if arg == "--lang" and i + 1 < len(argv):
                runtime.lang_option = argv[i + 1]
                break
            if arg.startswith("--lang="):
                runtime.lang_option = arg.split("=", 1)[1]
                break
    try:
        return runtime.t
    except Exception:  # an unknown language: the help still shows, in English
        from assistant.i18n import Translator

        return Translator("en")


@contextmanager
def translated(command: Any, ctx: Any, t: Translator) -> Iterator[None]:
    """Swap the English help texts around `command` for `t`'s, and put them back after."""
    from assistant.compat import layout_module

    rich_utils = layout_module()

    saved: list[tuple[Any, str, Any]] = []

    def swap(obj: Any, attr: str, value: Any) -> None:
        saved.append((obj, attr, obj.__dict__.get(attr, _MISSING)))
        setattr(obj, attr, value)

    game = _game_of(ctx)
    from assistant.compat import help_width

    width = max(40, help_width() - 2)  # a column of margin on each side

    def swap_text(obj: Any, attr: str) -> None:
        text = getattr(obj, attr, None)
        if isinstance(text, str) and text:
            shown = unwrapped(translate_help(t, text))
            localized = localized_spans(shown, t.lang, game)
            swap(obj, attr, folded_examples(localized, width + hidden_indent(localized)))

    for attr in ("help", "short_help", "epilog"):
        swap_text(command, attr)
    from assistant.cli.optionwords import shown_opts, words_of

    words = words_of(ctx)
    for param in command.get_params(ctx):
        swap_text(param, "help")
        if getattr(param, "param_type_name", "") == "option":
            swap(param, "opts", shown_opts(param, t.lang, words))
        if not getattr(param, "is_flag", False) and getattr(param, "name", None) != "help":
            swap(param, "metavar", t.gettext(metavar(param)))
            if getattr(param, "param_type_name", "") == "argument":
                swap(param, "type", _Untyped(param.type))
                swap(param, "get_usage_pieces", _usage_pieces(param))
    list_commands = getattr(command, "list_commands", None)
    if list_commands is not None:
        for name in list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None:
                root = ctx.parent is None
                swap(sub, "name", subcommand_word(command, name, t.lang, root=root))
                swap_text(sub, "help")
                short = getattr(sub, "short_help", None) or sub.help
                if isinstance(short, str) and short:
                    swap(sub, "short_help", summary(translate_help(t, short)))
    for constant, english in LAYOUT.items():
        swap(rich_utils, constant, t.gettext(english))
    if getattr(command, "options_metavar", None):
        swap(command, "options_metavar", t.gettext(OPTIONS_METAVAR))
    if getattr(command, "subcommand_metavar", None):
        swap(command, "subcommand_metavar", t.gettext(SUBCOMMAND_METAVAR))
    parent = ctx
    while parent is not None and parent.parent is not None:
        swap(parent, "info_name", reader_word(parent, t.lang))
        parent = parent.parent
    usage: Callable[[Any], str] = command.get_usage
    prefix = "Usage:"
    swap(
        command,
        "get_usage",
        lambda c: (
            t.gettext(USAGE) + usage(c)[len(prefix) :] if usage(c).startswith(prefix) else usage(c)
        ),
    )
    try:
        yield
    finally:
        for obj, attr, value in reversed(saved):
            if value is _MISSING:
                delattr(obj, attr)
            else:
                setattr(obj, attr, value)


def _game_of(ctx: Any) -> str | None:
    """The command word of the game whose commands `ctx` is in (`desert` for `desert map
    list`), else None."""
    from assistant.games import BY_ID

    path: list[str] = []
    while ctx is not None:
        path.append(getattr(ctx.command, "name", None) or "")
        ctx = ctx.parent
    clis = {spec.cli for spec in BY_ID.values()}
    return next((name for name in reversed(path) if name in clis), None)


def typer_layout(text: str) -> str:
    """`text` indented as Typer's help shows it: the whole dedented, then what follows the
    first paragraph dedented again on its own (`inspect.cleandoc` both times, which leaves
    the first line of each out of the count). An example is folded by its length there."""
    text = inspect.cleandoc(text)
    first, blank, rest = text.partition("\n\n")
    return f"{first}{blank}{inspect.cleandoc(rest)}" if blank else text


def hidden_indent(text: str) -> int:
    """How much of its examples' indentation Typer's help does not show (`typer_layout`):
    they are folded by the length they are shown at."""
    first = next((found for found in map(EXAMPLE_LINE.match, text.split("\n")) if found), None)
    if first is None:
        return 0
    for line in typer_layout(text).split("\n"):
        if line.strip() == first["line"].strip():
            return len(first["indent"]) - (len(line) - len(line.lstrip()))
    return 0


def unwrapped(text: str) -> str:
    """`text` with the line breaks inside its prose paragraphs made spaces: Typer's rich
    help keeps them after the first paragraph and then wraps again, which leaves half-empty
    lines. Examples and lists (lines indented or starting with `-`) keep their lines."""
    paragraphs = text.split("\n\n")
    for index, paragraph in enumerate(paragraphs):
        lines = paragraph.split("\n")
        if len(lines) > 1 and not any(
            line[:1].isspace() or line.startswith(("-", "\b", "•")) for line in lines
        ):
            paragraphs[index] = " ".join(line.strip() for line in lines)
    return "\n\n".join(paragraphs)


def reader_word(ctx: Any, lang: str) -> str:
    """The word of the command of `ctx` in `lang` (`nouvelle` for `camel new`), as the usage
    line of its help shows it; a game's word stays."""
    name = str(ctx.info_name or "")
    if ctx.parent is None:
        return name
    return subcommand_word(ctx.parent.command, name, lang, root=ctx.parent.parent is None)


def subcommand_word(group: Any, name: str, lang: str, *, root: bool = False) -> str:
    """The word of `group`'s subcommand `name` in `lang`: a game's command by its grammar, a
    root command (`root`) or a subcommand (`sessions export`) by `syntax.COMMON_WORDS`."""
    from assistant import syntax
    from assistant.cli.app import ROOT_WORDS

    words = getattr(group, "words", None)
    if getattr(group, "grammar", None) is not None and callable(words):
        term = words().get(name)
    elif root:
        term = syntax.COMMON_WORDS.get(name) if name in ROOT_WORDS else None
    else:
        term = syntax.COMMON_WORDS.get(name)
    return term.shown(lang) if term is not None else name


def reader_path(ctx: Any, lang: str) -> str:
    """`ctx.command_path` in `lang`'s words (`assistant camel nouvelle`)."""
    words = []
    while ctx is not None:
        words.append(reader_word(ctx, lang) if ctx.parent is not None else str(ctx.info_name))
        ctx = ctx.parent
    return " ".join(reversed(words))


def translate_help(t: Translator, text: str) -> str:
    """A help text in `t`'s language: the whole text if the catalogs have it, else paragraph
    by paragraph (a help assembled from pieces, like `check`'s: its description, `Examples:`
    and one example per paragraph), each keeping its indentation; its examples and the
    commands in its code spans in the reader's words (`localized_examples`,
    `localized_spans`)."""
    whole = t.gettext(text)
    if t.lang == "en":
        return whole
    if whole == text:
        paragraphs = []
        for paragraph in text.split("\n\n"):
            body = paragraph.lstrip()
            lead = paragraph[: len(paragraph) - len(body)]
            paragraphs.append(lead + t.gettext(body) if body else paragraph)
        whole = "\n\n".join(paragraphs)
    return localized_spans(localized_examples(whole, t.lang), t.lang)


EXAMPLE_LINE = re.compile(r"^(?P<indent>[ \t]+)(?P<line>assistant\s.*)$")


def localized_examples(text: str, lang: str) -> str:
    """Every example of a help text (an indented line that runs `assistant`) in `lang`'s
    words (`command_line`)."""
    if lang == "en" or "assistant" not in text:
        return text
    lines = text.split("\n")
    for index, line in enumerate(lines):
        found = EXAMPLE_LINE.match(line)
        if found:
            lines[index] = found["indent"] + command_line(found["line"], lang)
    return "\n".join(lines)


EXAMPLE_WIDTH = 78
"""The longest example line of a help page at 80 columns, its indentation included (the
page is drawn with a column of margin on each side): a longer one would be wrapped in the
middle of its command. Help pages fold at their own width (`compat.help_width`)."""


def folded_examples(text: str, width: int = EXAMPLE_WIDTH) -> str:
    """Every example of `text` longer than `width` (a line that runs `assistant`, or one that
    goes on after a `\\`) broken before its options, each line but the last ending in ` \\`
    and the lines after the first indented two spaces more: the page never wraps a command
    in the middle (French and Italian words are longer), and each example stays one command
    to copy. A quoted word is never broken."""
    lines: list[str] = []
    going_on = False
    for line in text.split("\n"):
        example = EXAMPLE_LINE.match(line) is not None or (going_on and line[:1].isspace())
        going_on = example and line.rstrip().endswith("\\")
        if example and len(line) > width:
            lines.extend(_folded(line, width, more="  " if EXAMPLE_LINE.match(line) else ""))
        else:
            lines.append(line)
    return "\n".join(lines)


def _folded(line: str, width: int, more: str) -> list[str]:
    body = line.lstrip()
    indent = line[: len(line) - len(body)]
    tail = ""
    if body.endswith(" \\"):
        body, tail = body[:-2].rstrip(), " \\"
    pieces = _before_options(body)
    folded: list[str] = []
    current = indent + pieces[0]
    for piece in pieces[1:]:
        if len(current) + 1 + len(piece) + 2 > width:
            folded.append(current + " \\")
            current = indent + more + piece
        else:
            current += " " + piece
    folded.append(current + tail)
    return folded


def _before_options(command: str) -> list[str]:
    """`command` cut at each space before an option (`--x`, `-o`) or a comment (`# ...`,
    which then goes on the next line: a shell reads the lines joined), outside quotes."""
    pieces: list[str] = []
    start = 0
    quote = ""
    for i, char in enumerate(command):
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "#" and command[i - 1 : i] == " " and command[start:i].strip():
            pieces.append(command[start:i].strip())
            pieces.append(command[i:].strip())  # the rest is the comment
            return pieces
        elif char == " " and command[i + 1 : i + 2] == "-" and command[start:i].strip():
            pieces.append(command[start:i].strip())
            start = i + 1
    pieces.append(command[start:].strip())
    return pieces


ROOT_VALUED = ("--lang", "--session")


def command_line(line: str, lang: str, *, as_written: bool = False) -> str:
    """A command line of an example in `lang`'s words: `assistant camel new --players ana,bo`
    -> `assistant camel nouvelle --joueurs ana,bo`. The game's word stays; the command word
    becomes the reader's (an acting command's arguments too, through
    `syntax.translate_example`), so do a group's subcommand and every option with words; the
    values are left as they are (the catalogs give them in the reader's language). A
    comment after `  #` is kept; a line that does not read stays as it is. `as_written`: a
    line a catalog wrote, whose values and options are already the reader's: only the words
    of the commands change (`reveal crown 3` keeps its order)."""
    from assistant import syntax
    from assistant.errors import UsageError

    body, hash_, comment = line.partition("  #")
    try:
        words = syntax.split_line(body, comments=False)
    except UsageError:
        return line
    root_words = syntax.option_words()
    shown = ["assistant"]
    i = 1
    while i < len(words) and words[i].startswith("-"):
        head, eq, value = words[i].partition("=")
        shown.append(syntax.option_shown(head, lang, root_words) + eq + value)
        if head in ROOT_VALUED and not eq and i + 1 < len(words):
            shown.append(words[i + 1])
            i += 1
        i += 1
    rest = _command_words(words[i:], lang, as_written) if i < len(words) else None
    if rest is None:
        return line
    text = syntax.join_line([*shown, *rest])
    return f"{text}  #{comment}" if hash_ else text


CODE_SPAN = re.compile(r"`([^`\n]+(?:\n[^`\n]+)?)`")
"""A code span, on one line or broken over two (as a catalog's wrapped paragraph has it)."""


def localized_spans(text: str, lang: str, game: str | None = None) -> str:
    """`text` with every code span that runs a command in `lang`'s words: `assistant ...`,
    a game's or a root command's line without `assistant` (`ramses special duel`, `sessions
    use NAME`) and, with `game` (a game's command word), one of its commands alone (`reveal
    3 crown`, `found`). Other spans (`--lucky`, `crown`) are left as they are."""
    if lang == "en":
        return text

    def span(found: re.Match[str]) -> str:
        code = found[1]
        if "\n" in code:  # a span broken over two lines is one command
            shown = _span_in(" ".join(code.split()), lang, game)
            return f"`{shown}`" if shown != " ".join(code.split()) else found[0]
        return f"`{_span_in(code, lang, game)}`"

    return CODE_SPAN.sub(span, text)


def _span_in(code: str, lang: str, game: str | None) -> str:
    """One code span of `localized_spans`."""
    from assistant.cli.app import ROOT_WORDS, lazy_commands, root_word
    from assistant.games import BY_ID

    first = code.split(None, 1)[0]
    if first == "assistant":
        return command_line(code, lang, as_written=True)
    clis = {spec.cli for spec in BY_ID.values()}
    # A game's other names are not read here: at a Camel Up prompt, `deserto CASELLA LATO`
    # is the desert tile's command, not the game Through the Desert.
    if first in clis or first in lazy_commands() or root_word(first) in ROOT_WORDS:
        prefix = "assistant "
    elif game is not None and first in _english_commands(game):
        prefix = f"assistant {game} "
    else:
        return code
    line = command_line(prefix + code, lang, as_written=True)
    return line[len(prefix) :] if line.startswith(prefix) else code


def _english_commands(game: str) -> set[str]:
    """The command words of the game whose command word is `game`, in English."""
    from assistant.cli import moves
    from assistant.games import BY_ID

    spec = next((s for s in BY_ID.values() if s.cli == game), None)
    return set() if spec is None else set(moves.game_words(spec))


def _command_words(words: list[str], lang: str, as_written: bool = False) -> list[str] | None:
    """`command_line` after the root options: a game's command or a root command."""
    import importlib

    from assistant import syntax
    from assistant.cli.app import ROOT_WORDS, lazy_commands, root_word
    from assistant.games import BY_ID

    name, args = words[0], words[1:]
    spec = next((s for s in BY_ID.values() if s.cli == name), None)
    if spec is not None:
        return [spec.cli, *_game_words(spec, args, lang, as_written)]
    if name.startswith("<") and args and args[0] in syntax.COMMON_WORDS:  # `<game> new ...`
        return [name, syntax.COMMON_WORDS[args[0]].shown(lang), *args[1:]]
    lazy = lazy_commands()
    found = name if name in lazy else root_word(name)
    if found is None:
        return None
    term = syntax.COMMON_WORDS.get(found)
    head = term.shown(lang) if term is not None and found in ROOT_WORDS else found
    module_name, inner = lazy[found]
    try:
        app = importlib.import_module(module_name).app
    except ModuleNotFoundError:
        return None
    subcommands = _subcommands(app, inner) if found != "rules" else ["search"]
    return [head, *_other_words(args, syntax.option_words(), lang, subcommands)]


def _game_words(spec: Any, args: list[str], lang: str, as_written: bool = False) -> list[str]:
    """`command_line` after a game's word: its command and what follows, in `lang`'s words."""
    import importlib

    from assistant import syntax
    from assistant.cli import moves
    from assistant.errors import UsageError
    from assistant.games import load

    if not args:
        return []
    grammar = load(spec.id).grammar
    words = moves.game_words(spec)
    try:
        found = moves.find_command(words, args[0], "en")
        if found in grammar.ids() and as_written:
            return [words[found].shown(lang), *args[1:]]
        if found == "check" and len(args) > 1 and as_written:
            acting = syntax.command_named(grammar, args[1]).id
            return [words[found].shown(lang), words[acting].shown(lang), *args[2:]]
        if found in grammar.ids():
            line = syntax.join_line([found, *args[1:]])
            shown = syntax.translate_example(grammar, line, lang)
            if shown == line:  # a pattern (`reveal VALUE TREASURE`): the command's word
                return [words[found].shown(lang), *args[1:]]
            return syntax.split_line(shown)
        if found == "check" and len(args) > 1:
            acting = syntax.command_named(grammar, args[1]).id
            tail = syntax.translate_example(grammar, syntax.join_line([acting, *args[2:]]), lang)
            return [words[found].shown(lang), *syntax.split_line(tail)]
    except UsageError:
        return args
    app = importlib.import_module(spec.cli_module).app
    subcommands = _subcommands(app, found)
    options = syntax.option_words(grammar)
    return [words[found].shown(lang), *_other_words(args[1:], options, lang, subcommands)]


def _subcommands(app: Any, inner: str | None) -> list[str]:
    """The subcommands of a module's app (`inner` None) or of its group `inner`; [] for a
    command."""
    from assistant.cli.lazyapp import App

    if not isinstance(app, App):
        return []
    if inner is None:
        return app.names()
    for group, options in app.groups:
        if options.get("name") == inner:
            return group.names()
    return []


def _other_words(
    args: list[str], options: dict[str, Any], lang: str, subcommands: list[str]
) -> list[str]:
    """The words after a command that is not a move: its options (and a group's subcommand)
    in `lang`'s words, everything else as it is."""
    from assistant import syntax

    result = []
    for word in args:
        if word.startswith("--"):
            head, eq, value = word.partition("=")
            found = syntax.option_named(head, list(options), options)
            result.append(
                (syntax.option_shown(found, lang, options) if found else head) + eq + value
            )
        elif word in subcommands and word in syntax.COMMON_WORDS:
            result.append(syntax.COMMON_WORDS[word].shown(lang))
            subcommands = []
        else:
            result.append(word)
    return result


def summary(text: str) -> str:
    """The first paragraph of a help text on one line, as a group's list of commands shows
    it (Typer's rich mode keeps the docstring's line breaks there, which cuts the summary at
    the wrong places once it is translated or the terminal is narrower)."""
    first = text.strip().split("\n\n", 1)[0]
    # Plain whitespace only: the no-break spaces of French typography stay where they are.
    return " ".join(re.split(r"[ \t\r\n]+", first))


class _Missing:
    pass


def _usage_pieces(param: Any) -> Callable[[Any], list[str]]:
    """An argument in the usage line as the game's commands show theirs: `NOM` when it is
    required, `[NOM]` when not (Typer writes a required one `{NOM}`)."""

    def pieces(ctx: Any) -> list[str]:
        shown = str(param.metavar)
        return [shown if param.required or shown.startswith("[") else f"[{shown}]"]

    return pieces


class _Untyped:
    """An argument's type that shows no `<str>` beside its name in help."""

    def __init__(self, wrapped: Any) -> None:
        self._wrapped = wrapped

    def get_metavar(self, *args: Any, **kwargs: Any) -> str:
        return ""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._wrapped, name)


_MISSING = _Missing()


def install() -> None:
    """Make every Typer command and group draw its help in the reader's language."""
    global _installed
    if _installed:
        return
    from assistant.compat import wrap_format_help

    def format_help(original: Any, command: Any, ctx: Any, formatter: Any) -> None:
        with translated(command, ctx, help_translator()):
            original(command, ctx, formatter)

    wrap_format_help(format_help)
    _installed = True
