"""Tab completion and the prompt of table mode, driven by the game interface.

Nothing here names a command, a colour or a card: the commands, their words in three
languages, their options and the kind of each positional word come from the game's grammar
(`assistant.syntax`), the names of each kind from the grammar or `vocabulary(state)`, players
from the state and rule sections from the rulebook. Commands and names are offered in the
reader's language (`parier`, `bleu` at a French table) and matched in any language, case and
accents ignored, so `blu`, `ble` and `BLEU` all find the blue camel.

`complete` is pure logic over a `TablePrompt` (tested without a terminal); `prompt_session`
wraps it in prompt_toolkit.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from assistant import syntax
from assistant.errors import AssistantError
from assistant.games import fold
from assistant.messages import N_

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import CompleteEvent, Completion
    from prompt_toolkit.document import Document
    from prompt_toolkit.formatted_text import FormattedText

    from assistant.cli.prompt import TablePrompt


@dataclass(frozen=True)
class Candidate:
    """One completion: `text` replaces the word being typed; `display` and `meta` are shown."""

    text: str
    display: str
    meta: str = ""


def split_line(text: str) -> tuple[list[str], str, int]:
    """The finished words of `text`, the word under the cursor and where that word starts.

    Quotes group words as `syntax.split_line` reads them (a quote opens at the start of a
    word; an apostrophe inside one is a letter); an unclosed quote is part of the current word.
    """
    words: list[str] = []
    current = ""
    start: int | None = None
    quote: str | None = None
    for index, char in enumerate(text):
        if quote is not None:
            if char == quote and (index + 1 == len(text) or text[index + 1].isspace()):
                quote = None
            else:
                current += char
        elif char in "'\"" and start is None:
            quote = char
            start = index
        elif char.isspace():
            if start is not None:
                words.append(current)
                current, start = "", None
        else:
            start = index if start is None else start
            current += char
    return words, current, len(text) if start is None else start


def _quoted(text: str) -> str:
    from assistant.syntax import join_line

    return join_line([text])


def matching(
    word: str,
    names: Mapping[str, tuple[str, Sequence[str]]],
    meta: str = "",
    others: Mapping[str, tuple[str, Sequence[str]]] | None = None,
) -> list[Candidate]:
    """Names (shown -> (meta, the spellings it answers to)) that `word` starts, any case,
    accents optional; `others` (more spellings) are tried only when nothing matched, so `bl`
    offers blue alone at an English table, not white for the French `blanc`, while `gia`
    still finds yellow through the Italian `giallo`.

    A word with commas completes its last item: `white,ora` -> `white,orange`.
    """
    head, _, last = word.rpartition(",")
    head = head + "," if head or word.startswith(",") else ""
    key = fold(last)
    found = []
    for shown, (extra, spellings) in names.items():
        if any(fold(s).startswith(key) for s in (shown, *spellings)):
            found.append(Candidate(head + _quoted(shown) + " ", shown, extra or meta))
    if not found and others:  # nothing in the reader's language or English: the rest
        found = matching(word, others, meta)
    return found


def _plain(names: Iterable[str], meta: str = "") -> dict[str, tuple[str, Sequence[str]]]:
    return {name: (meta, ()) for name in names}


class Completions:
    """What may come next on a line at `table`, computed from the journal as it is now."""

    def __init__(self, table: TablePrompt) -> None:
        self.table = table
        self.t = table.t
        self.lang = self.t.lang
        self.session, self.game, self.state = table.snapshot()
        self.spec = self.game.spec
        self.grammar = self.game.grammar
        self.players = list(self.game.players(self.state))
        self.vocabulary = self.game.vocabulary(self.state)
        self.words = table.words(self.spec)

    # -- sources of words -------------------------------------------------------------------

    def commands(
        self, only_moves: bool = False, every_language: bool = False
    ) -> dict[str, tuple[str, Sequence[str]]]:
        """Command names in the reader's language, each answering to its spellings in that
        language (or in every language), with what it takes as a hint."""
        ids = [*self.grammar.ids(), "check"] if only_moves else list(self.words)
        absent = {c.id for c in self.grammar.commands if not c.offered(self.state)}
        result: dict[str, tuple[str, Sequence[str]]] = {}
        for key in (i for i in ids if i not in absent):
            term = self.words[key]
            meta = ""
            if key in self.grammar.ids():
                command = self.grammar.command(key)
                meta = " ".join(
                    syntax.metavar(self.grammar, p, self.lang) for p in command.positional
                )
            spellings = term.spellings() if every_language else term.spellings(self.lang)
            result[term.shown(self.lang)] = (meta, spellings)
        return result

    def match_commands(self, word: str, only_moves: bool = False) -> list[Candidate]:
        return matching(
            word,
            self.commands(only_moves),
            others=self.commands(only_moves, every_language=True),
        )

    def names(self, kind: syntax.Kind) -> dict[str, tuple[str, Sequence[str]]]:
        """The names of a kind of word in the reader's language, answering to their own
        spellings in that language and in English."""
        if kind.id == "player":
            return _plain(self.players)
        if kind.source == syntax.NAMES:
            scope = kind.scope(self.state) if kind.scope is not None else kind.names
            return {
                syntax.translated(english, self.lang): ("", (key, english))
                for key, english in kind.names.items()
                if key in scope
            }
        return _plain(self.vocabulary.get(kind.id, {}).values())

    def spellings(self, kind: syntax.Kind) -> dict[str, tuple[str, Sequence[str]]]:
        """The same names answering to their spellings in every language and aliases."""
        if kind.source != syntax.NAMES:
            return {}
        every = syntax.names_spellings(kind)
        scope = kind.scope(self.state) if kind.scope is not None else kind.names
        return {
            syntax.translated(english, self.lang): ("", every.every(key))
            for key, english in kind.names.items()
            if key in scope
        }

    def named(self, word: str, kind_id: str) -> list[Candidate]:
        kind = self.grammar.kind(kind_id)
        return matching(word, self.names(kind), others=self.spellings(kind))

    def sections(self) -> dict[str, tuple[str, Sequence[str]]]:
        from assistant import rulebook

        try:
            book = rulebook.load(self.spec.id)
        except (AssistantError, OSError):
            return {}
        result: dict[str, tuple[str, Sequence[str]]] = {
            rulebook.section_word(section, self.lang): (self.t.gettext(section.title), ())
            for section in book.sections
        }
        from assistant.syntax import COMMON_WORDS

        search = COMMON_WORDS["search"].shown(self.lang)
        result[search] = (self.t(N_("search the rules")), ("search",))
        return result

    # -- the line -------------------------------------------------------------------------

    def after(self, words: list[str], current: str) -> list[Candidate]:
        from assistant.cli.moves import names_player
        from assistant.cli.prompt import JOURNAL_COMMANDS, split_player
        from assistant.cli.spoken import CHECK

        words = self.table.strip_game(words) if words else words
        if not words:  # a command; else who plays (`bo: `), so `b` + Tab still gives `bet`
            return (
                matching(current, self.commands())
                or [
                    Candidate(f"{p}: ", f"{p}:", self.t(N_("who plays")))
                    for p in self.players
                    if fold(p).startswith(fold(current))
                ]
                or matching(current, self.commands(every_language=True))
            )
        player, words = split_player(words, lambda: self.players)
        if player is not None and not words:
            return self.match_commands(current, only_moves=True)
        if player is None and not self.names_move(words[0]):
            if not names_player(words[0], self.players):
                return []
            player, words = words[0], words[1:]  # `bo par` + Tab: `parier`, as after `bo: `
            if not words:
                return self.match_commands(current, only_moves=True)
        try:
            command = self.table.resolve(words[0])
        except AssistantError:
            return []
        rest = words[1:]
        if command == "help":
            return self.match_commands(current) if not rest else []
        if command == "rules":
            return matching(current, self.sections()) if not rest else []
        if command == CHECK:
            moves = {c.id: c.words for c in self.grammar.commands}
            if player is None and rest:  # `check bo ...`, `check bo: ...`: the player first
                named, after = split_player(rest, lambda: self.players)
                if named is not None:
                    player, rest = named, after
                elif names_player(rest[0], self.players) and not self.names_move(rest[0], moves):
                    player, rest = rest[0], rest[1:]
            if not rest:
                check = syntax.COMMON_WORDS["check"]
                return [
                    c
                    for c in self.match_commands(current, only_moves=True)
                    if not check.means(c.text.strip())
                ] or (
                    []
                    if player is not None
                    else [
                        Candidate(f"{p} ", p, self.t(N_("who plays")))
                        for p in self.players
                        if fold(p).startswith(fold(current))
                    ]
                )
            try:
                command = self.table.resolve(rest[0], moves)
            except AssistantError:
                return []
            rest = rest[1:]
        if command in self.grammar.ids():
            chosen = self.grammar.command(command)
            if chosen.instead and not chosen.offered(self.state):  # `tuile 7 ` in a second-
                chosen = self.grammar.command(chosen.instead)  # edition game: its spectator
            return self.move_arguments(chosen, rest, current)
        from assistant.cli.app import root_command
        from assistant.cli.moves import game_words

        if command in JOURNAL_COMMANDS and command not in game_words(self.spec):
            return self.click_arguments(root_command().get_command(None, command), rest, current)
        group = self.table.group(self.spec)
        return self.click_arguments(group.get_command(None, command), rest, current)

    def names_move(self, word: str, moves: dict[str, syntax.Term] | None = None) -> bool:
        """Whether `word` names one of `moves` (default: any command of the table)."""
        try:
            self.table.resolve(word, moves)
        except AssistantError:
            return False
        return True

    def move_arguments(
        self, command: syntax.Command, rest: list[str], current: str
    ) -> list[Candidate]:
        """Options of an acting command, and each word by the kind its place takes."""
        if current.startswith("-") and not current[1:2].isdigit():
            used = set()
            for word in rest:
                with contextlib.suppress(AssistantError):
                    used.add(syntax.find_option(command, word, self.lang).name)
            flags = {
                p.option.shown(self.lang): ("", p.option.spellings())
                for p in command.options
                if p.option is not None and (p.name not in used or p.many)
            }
            return matching(current, flags)
        positional = 0
        expects: syntax.Param | None = None
        for word in rest:
            if expects is not None:
                expects = None
            elif word.startswith("-") and not word[1:2].isdigit():
                try:
                    option = syntax.find_option(command, word, self.lang)
                except AssistantError:
                    continue
                expects = None if option.flag or "=" in word else option
            elif not self.grammar.filler(word):  # `parier sur le ` + Tab: the colours
                positional += 1
        if expects is not None:
            return self.named(current, expects.kind)
        params = command.positional
        param = params[positional] if positional < len(params) else None
        if param is None and params and params[-1].many:
            param = params[-1]
        if param is None:
            return []
        legal = self.legal(command, rest, param)
        if legal is not None:
            return matching(current, _plain(legal))
        return self.named(current, param.kind)

    def legal(
        self, command: syntax.Command, rest: list[str], param: syntax.Param
    ) -> Sequence[str] | None:
        """The words the game says fit `param` now (the legal hexes of a camel of the colour
        typed), or None to offer the kind's names."""
        if self.grammar.complete is None:
            return None
        values: syntax.Values = {}
        words = iter(w for w in rest if not self.grammar.filler(w))
        positional = iter(command.positional)
        for word in words:  # the words typed so far, each read on its own
            try:
                if word.startswith("-") and not word[1:2].isdigit():
                    option = syntax.find_option(command, word, self.lang)
                    if not option.flag:
                        given = next(words, "")
                        values[option.name] = syntax.read_value(
                            self.grammar, option, given, self.lang, self.state
                        )
                    continue
                typed = next(positional, None)
                if typed is not None:
                    values[typed.name] = syntax.read_value(
                        self.grammar, typed, word, self.lang, self.state
                    )
            except AssistantError:
                continue
        player = values.get("player")
        if player is not None:
            found = [p for p in self.players if fold(p).startswith(fold(player))]
            values["player"] = found[0] if len(found) == 1 else None
        if values.get("player") is None:
            values["player"] = self.game.current_player(self.state)
        return self.grammar.complete(self.state, command.id, values, param.name)

    def click_arguments(self, command: Any, rest: list[str], current: str) -> list[Candidate]:
        """Options of a command that is not a move (`status`, `log`...), offered in the
        reader's words (`--tout`) and matched in every language."""
        params = list(command.params) if command is not None else []
        options = {
            opt: param
            for param in params
            if getattr(param, "param_type_name", "") == "option" and not param.hidden
            for opt in param.opts
        }
        terms = syntax.option_words(self.grammar)
        typed = [syntax.option_named(word, list(options), terms) for word in rest]
        if current.startswith("-"):
            offered = [o for o in options if o not in typed and o.startswith("--")]

            def spelt(every: bool) -> dict[str, tuple[str, Sequence[str]]]:
                """The offered options, answering to their spellings in the reader's
                language and English (or in every language)."""
                return {
                    syntax.option_shown(o, self.lang, terms): (
                        "",
                        (o, *terms[o].spellings(None if every else self.lang))
                        if o in terms
                        else (o,),
                    )
                    for o in offered
                }

            return matching(current, spelt(False), others=spelt(True))
        if typed and typed[-1] is not None:
            param = options[typed[-1]]
            if not (param.is_flag or param.count):
                if param.name == "player":
                    return _plain_match(current, self.players)
                choices = getattr(param.type, "choices", None)
                return matching(current, _plain(str(c) for c in choices or ()))
        return []


def _plain_match(word: str, names: Iterable[str]) -> list[Candidate]:
    return matching(word, _plain(names))


def complete(table: TablePrompt, text: str) -> tuple[int, list[Candidate]]:
    """The candidates for the word under the cursor at the end of `text`, and where it starts."""
    words, current, start = split_line(text)
    return start, Completions(table).after(words, current)


# -- prompt_toolkit ---------------------------------------------------------------------------


def _completer(table: TablePrompt) -> Any:
    from prompt_toolkit.completion import Completer, Completion

    class TableCompleter(Completer):
        def get_completions(
            self, document: Document, complete_event: CompleteEvent
        ) -> Iterator[Completion]:
            text = document.text_before_cursor
            try:
                start, found = complete(table, text)
            except (AssistantError, LookupError, ValueError, sqlite3.Error):
                return  # a completion must never break the prompt
            for candidate in found:
                yield Completion(
                    candidate.text,
                    start - len(text),
                    display=candidate.display,
                    display_meta=candidate.meta,
                )

    return TableCompleter()


def prompt_words(table: TablePrompt) -> tuple[str, str]:
    """The session's name and whose turn it is, read from the journal (never fails)."""
    t = table.t
    try:
        name, player = table.prompt_parts()
        over = player is None and table.over()
    except (AssistantError, sqlite3.Error):  # redrawn every second: never fail
        name, player, over = table.name, "?", False
    # no one to play and the game not over: the final scoring waits (cards to reveal)
    return name, player or t(N_("game over") if over else N_("final scoring to finish"))


def message(table: TablePrompt) -> FormattedText:
    """`camel-up-2 · ana › `: the session and whose turn it is, read from the journal."""
    from prompt_toolkit.formatted_text import FormattedText

    name, who = prompt_words(table)
    return FormattedText([("class:session", name), ("", " · "), ("class:player", who), ("", " › ")])


@dataclass
class EarlyPrompt:
    """The first prompt, drawn before prompt_toolkit is loaded (which takes about as long as
    everything before it): the table sees the prompt at once, and what it types meanwhile
    waits in the terminal, unechoed, for prompt_toolkit to read as if typed at its prompt.

    `attrs` are the terminal's settings found, given back by `hand_over` just before
    prompt_toolkit takes the terminal (it keeps what it finds, to restore when it leaves)."""

    fd: int
    attrs: list[Any]
    done: bool = False

    def hand_over(self) -> None:
        """Back to the start of the line, where prompt_toolkit draws the same prompt over this
        one, and the terminal's settings as they were (keys typed meanwhile stay unread)."""
        import sys
        import termios

        if self.done:
            return
        self.done = True
        with contextlib.suppress(OSError, ValueError):
            sys.stdout.write("\r")
            sys.stdout.flush()
        with contextlib.suppress(termios.error, OSError):
            termios.tcsetattr(self.fd, termios.TCSANOW, self.attrs)


def early_prompt(table: TablePrompt) -> EarlyPrompt | None:
    """Draw the table's first prompt as prompt_toolkit will: the session in cyan, the player
    in bold (see `paint_early`)."""
    import os

    name, who = prompt_words(table)
    session = name if "NO_COLOR" in os.environ else f"\x1b[36m{name}\x1b[0m"
    return paint_early(f"{session} · \x1b[1m{who}\x1b[0m › ")


def paint_early(text: str) -> EarlyPrompt | None:
    """Draw a first prompt (`text`, with its colours) before prompt_toolkit is loaded, the
    terminal set as prompt_toolkit sets it (keys read one by one, not echoed, Ctrl-C a key),
    so that nothing typed meanwhile is lost or shown twice. None where prompt_toolkit would
    not draw it so (a dumb terminal) or the terminal cannot be set."""
    import os
    import sys

    if os.environ.get("TERM", "") in ("dumb", "unknown"):
        return None
    try:
        import termios
    except ImportError:  # not a Unix terminal
        return None
    try:
        fd = sys.stdin.fileno()
        attrs = termios.tcgetattr(fd)
        raw = [*attrs[:6], list(attrs[6])]
        raw[0] &= ~(termios.IXON | termios.IXOFF | termios.ICRNL | termios.INLCR | termios.IGNCR)
        raw[3] &= ~(termios.ECHO | termios.ICANON | termios.IEXTEN | termios.ISIG)
        raw[6][termios.VMIN] = 1
        termios.tcsetattr(fd, termios.TCSANOW, raw)
    except (AttributeError, OSError, ValueError, termios.error):
        return None
    early = EarlyPrompt(fd, attrs)
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except (OSError, ValueError):
        early.hand_over()
        return None
    return early


def _asyncio_without_tls() -> None:
    """Load asyncio (prompt_toolkit's application runs on it) without `ssl`.

    asyncio imports `ssl` only to offer TLS connections, and takes its absence in its stride
    (`ssl = None`); the prompt opens no connection, and loading OpenSSL's libraries costs a few
    milliseconds of the first prompt. So `ssl` is marked absent while asyncio loads, and the
    mark is taken away at once: an `import ssl` later in the process loads it as usual. Nothing
    changes when asyncio or ssl is loaded already."""
    import sys

    if "asyncio" in sys.modules or "ssl" in sys.modules:
        return
    sys.modules["ssl"] = None  # type: ignore[assignment]  # import ssl: ImportError
    try:
        import asyncio  # noqa: F401
    finally:
        del sys.modules["ssl"]


def prompt_session(table: TablePrompt) -> PromptSession[str]:
    """The prompt of `table`: its own history file, completion, the live prompt line."""
    _asyncio_without_tls()
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory
    from prompt_toolkit.styles import Style

    from assistant.cli.prompt import history_path

    path = history_path(table.name)
    path.parent.mkdir(parents=True, exist_ok=True)
    return PromptSession(
        lambda: message(table),
        history=FileHistory(str(path)),
        completer=_completer(table),
        complete_while_typing=False,
        style=Style.from_dict({"session": "ansicyan", "player": "bold"}),
        refresh_interval=1.0,
    )
