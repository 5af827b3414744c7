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
import sqlite3
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from assistant import syntax
from assistant.cli import recording
from assistant.cli.runtime import Runtime
from assistant.errors import OpenChoice, UsageError
from assistant.games import BY_ID, fold, load
from assistant.games.base import GameSpec
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    from assistant.i18n import Translator
    from assistant.syntax import Term

CHECK_PLAYER_FIRST = N_(
    "Another player's move: name the player first, as the last example does (a colon may "
    "follow the name), or add {option} and the name at the end."
)

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
        try:
            return syntax.read_move(game, command, words, runtime.t.lang, state)
        except UsageError as error:
            asked = runtime.checking and not runtime.exact  # a question, as typed
            if asked and isinstance(error, OpenChoice) and len(error.moves) == 1:
                return error.moves[0]  # `peut-elle mettre un chameau en F3 ?`: its one colour
            found = found_words(command, words, state, game)
            further: UsageError | None = None  # what the words lack once the state told more
            if found is not None:
                try:
                    return syntax.read_move(game, command, found, runtime.t.lang, state)
                except UsageError as later:
                    if later.code == "input/missing-words":
                        further = later  # `gira la sua tessera`: its space found, the side
            if (further or error).code == "input/missing-words" and not runtime.exact:
                tried = (open_move(game, command, w, runtime.t.lang, state) for w in (words, found))
                move = next((m for m in tried if m is not None), None)
                if move is not None and runtime.checking:
                    return move  # `puis-je mettre ma tuile en 5 ?`: judged for either side
                if move is not None:
                    refused_whatever(game, state, move)
            missing = not_found(command, words, state, game)
            raise (missing or further or error) from None

    from assistant.render.views import views_of

    views = views_of(BY_ID[spec.id])  # as registered now (a game registered again: its own)
    recording.record(runtime, spec.id, build, views.move_report)


def acting_player(words: list[str], state: Any, game: Any) -> str | None:
    """Who plays the move of `words`: its `--player`, else whoever's turn it is."""
    if "--player" in words[:-1]:
        return words[words.index("--player") + 1]
    return game.current_player(state) if state is not None else None


def found_words(
    command: syntax.Command, words: list[str], state: Any, game: Any
) -> list[str] | None:
    """The words of a move with its positionals left out that the state tells
    (`Param.found`: the space of the player's own tile, turned over), first; None when
    there are none."""
    player = acting_player(words, state, game)
    added = [
        value
        for p in command.positional
        if p.found is not None and (value := p.found(state, player)) is not None
    ]
    return [*added, *words] if added else None


def not_found(
    command: syntax.Command, words: list[str], state: Any, game: Any
) -> UsageError | None:
    """The refusal of a move said without a positional the state does not tell either
    (`retourne sa tuile côté mirage` with no tile on the track), when the command has one."""
    from assistant.games import number_word

    if any(any(ch.isdigit() for ch in w) or number_word(w) is not None for w in words):
        return None  # a space was said: its refusal is the words' own
    player = acting_player(words, state, game)
    for param in command.positional:
        if param.found is not None and param.found_none and param.found(state, player) is None:
            return UsageError("input/nothing-found", Msg(param.found_none, {"player": player}))
    return None


def open_move(
    game: Any, command: syntax.Command, words: list[str] | None, lang: str, state: Any
) -> Any | None:
    """The move of words that leave out only positionals a question may leave out
    (`Param.asked`: a tile's side, a die's colour and face), built with them None: the game
    judges it for every value (`puis-je mettre ma tuile en 5 ?`, `Luca può tirare il
    dado?`); None when the words lack more or do not read. The command the state offers
    `instead` reads them when it does not offer this one."""
    if command.instead and state is not None and not command.offered(state):
        command = game.grammar.command(command.instead)  # `tessera` in the second edition
    for retry, added in asked_words(command, words) if words is not None else ():
        try:
            values = syntax.read(game.grammar, command, retry, lang, state)
        except UsageError:
            continue
        values.update(dict.fromkeys(added))
        return syntax.build(game, command, values, state, lang)
    return None


def refused_whatever(game: Any, state: Any, move: Any) -> None:
    """A move said without a value a question may leave out (`Anna gira la sua tessera`) is
    refused before that value is asked for when no value would make it legal: out of turn,
    or for the rules' reason (a camel on the space).

    :raises RulesError: the refusal, the turn's first.
    """
    verdict = game.judge(state, move)
    if not verdict.turn:
        game.apply(state, move)  # the guard refuses it: another player's turn, or the end
    if not verdict.legal and verdict.error is not None:
        raise verdict.error


def asked_words(command: syntax.Command, words: list[str]) -> list[tuple[list[str], list[str]]]:
    """The words of a move asked about with its last positionals left out that a question
    may leave out (`Param.asked`: the side of a tile, a die's colour and face), with them:
    each way of adding the last one, the last two... of them, with the names of the
    positionals added (none when the command has none)."""
    at = next((i for i, w in enumerate(words) if w.startswith("-")), len(words))
    asked = [p for p in command.positional if p.asked is not None]
    return [
        (
            [*words[:at], *(str(p.asked) for p in asked[-n:]), *words[at:]],
            [p.name for p in asked[-n:]],
        )
        for n in range(1, len(asked) + 1)
    ]


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
    words = asked(words)
    if not words or words[0] in HELP_WORDS:
        show_check_help(runtime, spec)
        return
    words = _player_first(runtime, spec, words)
    terms = {c.id: c.words for c in grammar.commands}
    found = find_command(terms, words[0], runtime.t.lang, lambda: offered(runtime, spec))
    command = grammar.command(found)
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


def find_command(
    words: dict[str, syntax.Term],
    word: str,
    lang: str,
    offered: Callable[[], set[str] | None] | None = None,
) -> str:
    """The id of the command `word` names (any language, any case, a unique prefix).

    `offered`, asked only when `word` names no command, gives the commands the session in
    play offers (None: unknown): the message then lists those alone, in the reader's words
    (a first-edition table is not offered `spectator`), and a prefix unique among them is
    taken, as at the table's prompt.

    :raises UsageError: no command of this game is called so.
    """
    if word in words:
        return word

    def named(among: dict[str, syntax.Term]) -> str:
        return syntax.resolve(
            word,
            syntax.term_spellings(among),
            N_("command"),
            lang,
            shown=lambda key: among[key].shown(lang),
        )

    try:
        return named(words)
    except UsageError:
        kept = offered() if offered is not None else None
        if kept is None or not kept & set(words):
            raise
        return named({key: term for key, term in words.items() if key in kept})


def _session_state(runtime: Runtime, spec: GameSpec) -> Any | None:
    """The state of the session a command is about when it is a game of `spec`, for a
    message or a reading of its words; None without one (or when it cannot be read: the
    command then says why)."""
    from assistant.errors import AssistantError

    try:
        return recording.open_game(runtime, spec.id)[2]
    except (AssistantError, sqlite3.Error):
        return None


def offered(runtime: Runtime, spec: GameSpec) -> set[str] | None:
    """The acting commands the session in play offers (its edition's), with the others
    of the group; None without a session of this game."""
    state = _session_state(runtime, spec)
    if state is None:
        return None
    grammar = load(spec.id).grammar
    absent = {c.id for c in grammar.commands if not c.offered(state)}
    return set(game_words(spec)) - absent


def names_player(word: str, players: Iterable[str]) -> bool:
    """Whether `word` is one of `players`' names, or the start of exactly one (any case,
    accents optional): how a table names a player before a move (`check bo ...`)."""
    key = fold(word)
    if not key:
        return False
    folded = [fold(player) for player in players]
    return key in folded or sum(player.startswith(key) for player in folded) == 1


def player_first(word: str, commands: Mapping[str, Term], players: Iterable[str]) -> bool:
    """Whether a line's first `word` names a player rather than one of `commands`: it is no
    command's word, it names a player (`names_player`) by their whole name or a start of
    three letters or more (`à` or `a` starts `Anna` but is a word of the line), and where it
    starts a command's word it is that player's whole name (`Léa`, where `léa` starts
    `leader`)."""
    if any(term.means(word) for term in commands.values()) or not names_player(word, players):
        return False
    whole = fold(word) in {fold(player) for player in players}
    try:
        syntax.resolve(word, syntax.term_spellings(commands), N_("command"))
    except UsageError:
        return whole or len(fold(word)) >= 3
    return whole


def asked(words: list[str]) -> list[str]:
    """The words of a question without its question mark: `check desert 7 oasis?` (or
    ` ?`, as French writes it) is `check desert 7 oasis`."""
    if not words:
        return words
    last = words[-1].rstrip().rstrip("?？").rstrip("\u00a0\u202f ")
    return [*words[:-1], last] if last else words[:-1]


def _player_first(runtime: Runtime, spec: GameSpec, words: list[str]) -> list[str]:
    """`check bo desert 4 mirage`, `check bo: desert 4 mirage` and `check --player bo
    desert 4 mirage` are `check desert 4 mirage --player bo`: a table asks about a player
    first. A first word that names a command stays one; one that only starts a command's
    word is a player whose whole name it is (`Léa`, where `léa` starts `leader`)."""
    if len(words) < 2:
        return words
    if syntax.PLAYER_OPTION.means(words[0]) and len(words) > 2:
        return [*words[2:], "--player", words[1]]
    head = words[0]
    if head.startswith("-"):
        return words
    name, colon, after = head.partition(":")
    grammar = load(spec.id).grammar
    terms = {c.id: c.words for c in grammar.commands}
    if not colon and any(term.means(head) for term in terms.values()):
        return words  # a command's word, not a name (and no session to read)
    state = _session_state(runtime, spec)
    players = load(spec.id).players(state) if state is not None else []
    if not (names_player(name, players) if colon else player_first(head, terms, players)):
        return words
    rest = ([after] if after else []) + words[1:]
    return [*rest, "--player", name] if rest else words


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
    state: Any = None,
) -> str:
    """The help of an acting command in the reader's words: usage, what it does, its
    arguments and options, examples (in the syntax of where it is read; with the `state`
    of a session, those that fit it, another player's name its own)."""
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
    examples = session_examples(grammar, command, state, spec)
    if examples:
        lines += ["", t.gettext(EXAMPLES)]
        for example in examples:
            shown = syntax.translate_example(grammar, example, lang)
            body, hash_, comment = shown.partition("  #")
            text = prefix + body + (f"  # {t.gettext(comment.strip())}" if hash_ else "")
            lines.append(f"  {text}")
    from assistant.cli.helptext import folded_examples

    return folded_examples("\n".join(lines), width)


def session_examples(
    grammar: syntax.Grammar, command: syntax.Command, state: Any, spec: GameSpec
) -> list[str]:
    """A command's examples; with a session's `state`, those that fit it (its edition's
    camels: `syntax.fits`; the narrower `other_examples` alone when some fit) with the
    `--player` they name replaced by one of the session's players."""
    if state is None:
        return list(command.examples)
    narrower = [e for e in command.other_examples if syntax.fits(grammar, command, e, state)]
    fitting = narrower or [e for e in command.examples if syntax.fits(grammar, command, e, state)]
    fitting = fitting or list(command.examples)
    players = list(load(spec.id).players(state))
    shown = []
    for example in fitting:
        line = example
        if players:  # the examples' players, ana, bo, cy..., are the session's in turn
            line = re.sub(
                r"(?<![\w-])(ana|bo|cy|dan|eve)(?![\w-])",
                lambda m: players[EXAMPLE_PLAYERS.index(m.group(1)) % len(players)],
                example,
            )
        if line not in shown:
            shown.append(line)
    return shown


EXAMPLE_PLAYERS = ("ana", "bo", "cy", "dan", "eve")
"""The players the commands' examples name, first to fifth."""


def show_help(runtime: Runtime, spec: GameSpec, command: syntax.Command) -> None:
    t = runtime.t
    width = min(runtime.console().width, 100)
    state = _session_state(runtime, spec)
    text = help_text(t, spec, command, at_prompt=t.at_prompt, width=width, state=state)
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
    width = min(runtime.console().width, 100)
    lines = [
        f"{t.gettext(USAGE)} {prefix}{check} {t.gettext(COMMAND_METAVAR)} ...",
        "",
        paragraphs(t.gettext(CHECK_SUMMARY), width),
        "",
        paragraphs(t(CHECK_PLAYER_FIRST, option=syntax.PLAYER_OPTION.shown(t.lang)), width),
        "",
        t.gettext(EXAMPLES),
    ]
    player_first = None
    for example in grammar.check_examples:
        shown = syntax.translate_example(grammar, example, t.lang)
        body, hash_, comment = shown.partition("  #")
        text = f"{prefix}{check} {body}" + (f"  # {t.gettext(comment.strip())}" if hash_ else "")
        lines.append(f"  {text}")
        named = re.fullmatch(r"(.+) --player (\S+)", example)
        if player_first is None and named is not None:  # the same, the player named first
            move = syntax.translate_example(grammar, named[1], t.lang)
            player_first = f"  {prefix}{check} {named[2]} {move}"
    if player_first is not None:
        lines.append(player_first)
    from assistant.cli.helptext import folded_examples

    text = folded_examples("\n".join(lines), width)
    if runtime.json:
        from assistant.cli.runtime import print_json

        print_json({"help": text})
        return
    runtime.console().print(text, markup=False, highlight=False, soft_wrap=True)
