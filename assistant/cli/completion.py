"""Tab completion and the prompt of table mode, driven by the game interface.

Nothing here names a command, a colour or a card: the commands come from the game's Click
group and the table's own commands, the positional words from the game's `grammar` (the
kind of each word) and `vocabulary(state)` (the names of each kind), options from the Click
command, players from the state and rule sections from the rulebook. Names are offered in the
reader's language (`bleu` at a French table) and matched in any language, case and accents
ignored, so `blu`, `ble` and `BLEU` all find the blue camel.

`complete` is pure logic over a `Table` (tested without a terminal); `prompt_session` wraps it
in prompt_toolkit.
"""

from __future__ import annotations

import shlex
import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from assistant.errors import AssistantError
from assistant.games import fold
from assistant.games.base import RulesError
from assistant.messages import N_

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import CompleteEvent, Completion
    from prompt_toolkit.document import Document
    from prompt_toolkit.formatted_text import FormattedText

    from assistant.cli.table import Table


@dataclass(frozen=True)
class Candidate:
    """One completion: `text` replaces the word being typed; `display` and `meta` are shown."""

    text: str
    display: str
    meta: str = ""


def split_line(text: str) -> tuple[list[str], str, int]:
    """The finished words of `text`, the word under the cursor and where that word starts.

    Quotes group words as in a shell; an unclosed quote is part of the current word.
    """
    words: list[str] = []
    current = ""
    start: int | None = None
    quote: str | None = None
    for index, char in enumerate(text):
        if quote is not None:
            if char == quote:
                quote = None
            else:
                current += char
        elif char in "'\"":
            quote = char
            start = index if start is None else start
        elif char.isspace():
            if start is not None:
                words.append(current)
                current, start = "", None
        else:
            start = index if start is None else start
            current += char
    return words, current, len(text) if start is None else start


def _quoted(text: str) -> str:
    return shlex.quote(text) if any(c.isspace() or c in "'\"" for c in text) else text


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

    def __init__(self, table: Table) -> None:
        from assistant.render.table import kind_name

        self.table = table
        self.t = table.t
        self.session, self.game, self.state = table.snapshot()
        self.spec = self.game.spec
        self.grammar = self.game.grammar
        self.players = list(self.game.players(self.state))
        self.vocabulary = self.game.vocabulary(self.state)
        self.group = table.group(self.spec)
        self.kind_name = kind_name

    # -- sources of words -------------------------------------------------------------------

    def commands(self, only_moves: bool = False) -> dict[str, tuple[str, Sequence[str]]]:
        names = list(self.grammar) if only_moves else self.table.commands()
        if only_moves:
            names.append("check")
        return {
            name: (" ".join(self.kind_name(self.t, k) for k in self.grammar.get(name, ())), ())
            for name in names
        }

    def names(self, kind: str) -> dict[str, tuple[str, Sequence[str]]]:
        """The names of a kind of word in the reader's language, answering to every spelling."""
        if kind == "player":
            return _plain(self.players)
        found = self.vocabulary.get(kind, {})
        if kind in getattr(self.game, "literal_kinds", ()):  # the table's own words
            return _plain(found.values())
        return {self.t.gettext(english): ("", (key, english)) for key, english in found.items()}

    def spellings(self, kind: str) -> dict[str, tuple[str, Sequence[str]]]:
        """The same names answering to their French and Italian spellings as well."""
        from assistant.i18n import names_in_all_languages

        found = self.vocabulary.get(kind, {})
        if kind in getattr(self.game, "literal_kinds", ()):
            return {}
        every = names_in_all_languages(found.values())
        return {self.t.gettext(english): ("", every[english]) for english in found.values()}

    def named(self, word: str, kind: str) -> list[Candidate]:
        return matching(word, self.names(kind), others=self.spellings(kind))

    def sections(self) -> dict[str, tuple[str, Sequence[str]]]:
        from assistant import rulebook

        try:
            book = rulebook.load(self.spec.id)
        except (AssistantError, OSError):
            return {}
        result: dict[str, tuple[str, Sequence[str]]] = {
            section.id.split("/", 1)[1]: (self.t.gettext(section.title), ())
            for section in book.sections
        }
        result["search"] = (self.t(N_("search the rules")), ())
        return result

    # -- the line -------------------------------------------------------------------------

    def after(self, words: list[str], current: str) -> list[Candidate]:
        from assistant.cli.table import CHECK, JOURNAL_COMMANDS, split_player

        if not words:  # a command; else who plays (`bo: `), so `b` + Tab still gives `bet`
            return matching(current, self.commands()) or [
                Candidate(f"{p}: ", f"{p}:", self.t(N_("who plays")))
                for p in self.players
                if fold(p).startswith(fold(current))
            ]
        player, words = split_player(words)
        if player is not None and not words:
            return matching(current, self.commands(only_moves=True))
        try:
            command = self.table.resolve(words[0], self.table.commands())
        except AssistantError:
            return []
        rest = words[1:]
        if command == "help":
            return matching(current, self.commands()) if not rest else []
        if command == "rules":
            return matching(current, self.sections()) if not rest else []
        if command == CHECK:
            if not rest:
                return matching(current, self.commands(only_moves=True))
            try:
                command = self.table.resolve(rest[0], self.grammar)
            except AssistantError:
                return []
            rest = rest[1:]
        if command in JOURNAL_COMMANDS and command not in self.table.game_commands(self.spec):
            from assistant.cli.app import root_command

            return self.arguments(root_command().get_command(None, command), (), rest, current)
        click_command = None if self.group is None else self.group.get_command(None, command)
        return self.arguments(click_command, self.grammar.get(command, ()), rest, current)

    def arguments(
        self, command: Any, kinds: Sequence[str], rest: list[str], current: str
    ) -> list[Candidate]:
        """Options of the Click command, values of `--player`, positional words by kind."""
        params = list(command.params) if command is not None else []
        options = {
            opt: param
            for param in params
            if getattr(param, "param_type_name", "") == "option" and not param.hidden
            for opt in param.opts
        }
        if current.startswith("-"):
            used = set(rest)
            return matching(
                current, _plain(o for o in options if o not in used and o.startswith("--"))
            )
        positional = 0
        expects: Any = None
        for word in rest:
            if expects is not None:
                expects = None
            elif word in options:
                param = options[word]
                expects = None if param.is_flag or param.count else param
            elif not word.startswith("-"):
                positional += 1
        if expects is not None:
            name = expects.name or ""
            if name == "player" or name in self.vocabulary:
                return self.named(current, name)
            choices = getattr(expects.type, "choices", None)
            return matching(current, _plain(str(c) for c in choices or ()))
        if positional < len(kinds):
            return self.named(current, kinds[positional])
        if kinds and any(getattr(p, "nargs", 1) == -1 for p in params):
            return self.named(current, kinds[-1])
        return []


def complete(table: Table, text: str) -> tuple[int, list[Candidate]]:
    """The candidates for the word under the cursor at the end of `text`, and where it starts."""
    words, current, start = split_line(text)
    return start, Completions(table).after(words, current)


# -- prompt_toolkit ---------------------------------------------------------------------------


def _completer(table: Table) -> Any:
    from prompt_toolkit.completion import Completer, Completion

    class TableCompleter(Completer):
        def get_completions(
            self, document: Document, complete_event: CompleteEvent
        ) -> Iterator[Completion]:
            text = document.text_before_cursor
            try:
                start, found = complete(table, text)
            except (AssistantError, RulesError, LookupError, ValueError, sqlite3.Error):
                return  # a completion must never break the prompt
            for candidate in found:
                yield Completion(
                    candidate.text,
                    start - len(text),
                    display=candidate.display,
                    display_meta=candidate.meta,
                )

    return TableCompleter()


def message(table: Table) -> FormattedText:
    """`camel-up-2 · ana › `: the session and whose turn it is, read from the journal."""
    from prompt_toolkit.formatted_text import FormattedText

    t = table.t
    try:
        name, player = table.prompt_parts()
    except (AssistantError, RulesError, sqlite3.Error):  # redrawn every second: never fail
        name, player = table.name, "?"
    who = player if player is not None else t(N_("game over"))
    return FormattedText([("class:session", name), ("", " · "), ("class:player", who), ("", " › ")])


def prompt_session(table: Table) -> PromptSession[str]:
    """The prompt of `table`: its own history file, completion, the live prompt line."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory
    from prompt_toolkit.styles import Style

    from assistant.cli.table import history_path

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
