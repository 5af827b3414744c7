"""Turning what the table types into canonical ids, for the commands that are not moves
(`new --start`, `odds --camels`, `--returned`...): the same reader as the moves' words
(`assistant.syntax.resolve`): any language, any case, accents optional, a unique prefix, and
on a typo the closest name in the reader's language.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from assistant import syntax
from assistant.messages import N_, Msg


class Vocabulary(dict[str, list[str]]):
    """Spellings per id, remembering each id's English name (its catalog message id) and
    which language each spelling belongs to."""

    def __init__(self, english: Mapping[str, str], aliases: Mapping[str, Iterable[str]]) -> None:
        kind = syntax.Kind(
            "names",
            N_("name"),
            syntax.term("NAME", "NOM", "NOME"),
            names=dict(english),
            aliases={key: tuple(words) for key, words in aliases.items()},
        )
        self.spellings = syntax.names_spellings(kind)
        super().__init__({key: list(self.spellings.every(key)) for key in english})
        self.english = dict(english)

    def name(self, key: str) -> Msg:
        """The id's name, to be shown in the reader's language."""
        return Msg(self.english.get(key, key))


def vocabulary(
    english: Mapping[str, str], aliases: Mapping[str, Iterable[str]] | None = None
) -> Vocabulary:
    """Spellings per id: `english` maps id -> English name (a catalog message id); the French
    and Italian names come from the catalogs, `aliases` adds more."""
    return Vocabulary(english, aliases or {})


def _reader_language() -> str:
    from assistant.cli.runtime import current
    from assistant.errors import AssistantError

    try:
        return current().t.lang
    except AssistantError:
        return "en"


def choose(word: str, choices: Mapping[str, Sequence[str]], what: str) -> str:
    """The id in `choices` (a `Vocabulary`, or id -> spellings) that `word` names.

    :param what: an English noun for messages (`colour`, `side`), marked with `N_`.
    :raises UsageError: `input/unknown-name` or `input/ambiguous-name` (exit 2).
    """
    if isinstance(choices, Vocabulary):
        return syntax.resolve(word, choices.spellings, what, _reader_language(), shown=choices.name)
    spellings = syntax.Spellings({key: {"": tuple(names)} for key, names in choices.items()})
    return syntax.resolve(word, spellings, what, _reader_language())


def choose_player(word: str, players: Sequence[str]) -> str:
    """A player's name as recorded, from any case or an unambiguous prefix."""
    return choose(word, {p: [p] for p in players}, N_("player"))


def split_list(text: str) -> list[str]:
    """`ana,bo, cy` -> ['ana', 'bo', 'cy'] (empty items dropped)."""
    return [item.strip() for item in text.split(",") if item.strip()]
