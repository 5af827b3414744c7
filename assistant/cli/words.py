"""Turning what the table types into canonical ids.

Every name a user types (a colour, a symbol, a side, a player) is matched in any case, with
or without accents, in English, French or Italian (plus any edition aliases a game adds), and
by an unambiguous prefix. A typo gets the closest name as a suggestion, spelt in the language
the typo was in.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence

from assistant.errors import UsageError
from assistant.games import fold
from assistant.i18n import OneOf, names_in_all_languages
from assistant.messages import N_, Msg


class Vocabulary(dict[str, list[str]]):
    """Spellings per id, remembering each id's English name (its catalog message id)."""

    def __init__(self, spellings: Mapping[str, list[str]], english: Mapping[str, str]) -> None:
        super().__init__(spellings)
        self.english = dict(english)

    def name(self, key: str) -> Msg:
        """The id's name, to be shown in the reader's language."""
        return Msg(self.english.get(key, key))


def vocabulary(
    english: Mapping[str, str], aliases: Mapping[str, Iterable[str]] | None = None
) -> Vocabulary:
    """Spellings per id: `english` maps id -> English name (a catalog message id);
    the French and Italian names come from the catalogs, `aliases` adds more."""
    translated = names_in_all_languages(english.values())
    result: dict[str, list[str]] = {}
    for key, name in english.items():
        spellings = [key, *translated[name]]
        spellings.extend((aliases or {}).get(key, ()))
        result[key] = spellings
    return Vocabulary(result, english)


def _names(choices: Mapping[str, Sequence[str]], keys: Iterable[str]) -> OneOf:
    if isinstance(choices, Vocabulary):
        return OneOf(choices.name(key) for key in keys)
    return OneOf(keys)


def choose(word: str, choices: Mapping[str, Sequence[str]], what: str) -> str:
    """The id in `choices` (id -> spellings) that `word` names.

    :param what: an English noun for messages (`colour`, `side`), marked with `N_`.
    :raises UsageError: `input/unknown-name` or `input/ambiguous-name` (exit 2).
    """
    key = fold(word.strip())
    if not key:
        raise UsageError(
            "input/unknown-name",
            Msg(N_("An empty {what} was given."), {"what": Msg(what)}),
        )
    exact = {i for i, names in choices.items() if key in {fold(n) for n in names}}
    if len(exact) == 1:
        return exact.pop()
    prefixed = {i for i, names in choices.items() if any(fold(n).startswith(key) for n in names)}
    if len(prefixed) == 1:
        return prefixed.pop()
    if len(prefixed) > 1 or len(exact) > 1:
        candidates = [key for key in choices if key in (exact or prefixed)]
        raise UsageError(
            "input/ambiguous-name",
            Msg(
                N_("“{word}” could be more than one {what}: {candidates}."),
                {"word": word, "what": Msg(what), "candidates": _names(choices, candidates)},
            ),
        )
    close = suggestion(key, choices)
    if close is not None:
        raise UsageError(
            "input/unknown-name",
            Msg(
                N_("Unknown {what} “{word}”. Did you mean {suggestion}?"),
                {"word": word, "what": Msg(what), "suggestion": close},
            ),
        )
    raise UsageError(
        "input/unknown-name",
        Msg(
            N_("Unknown {what} “{word}”. Choose one of: {choices}."),
            {"word": word, "what": Msg(what), "choices": _names(choices, choices)},
        ),
    )


def suggestion(key: str, choices: Mapping[str, Sequence[str]]) -> str | None:
    """The spelling closest to the folded typo `key`, as it is written in its own language.

    The typist's language shows in the typo (`gialo` is Italian, `violet` French), so the
    suggestion is the nearest spelling itself (`giallo`, `vert`), not the id behind it; a
    canonical id (`yellow`, `egyptologist`) is shown as its English name.
    """
    english = choices.english if isinstance(choices, Vocabulary) else {}
    spellings: dict[str, str] = {}
    for key_id, names in choices.items():
        for name in names:
            shown = english.get(key_id, name) if name == key_id else name
            spellings.setdefault(fold(name), shown)
    close = difflib.get_close_matches(key, list(spellings), n=1, cutoff=0.6)
    return spellings[close[0]] if close else None


def choose_player(word: str, players: Sequence[str]) -> str:
    """A player's name as recorded, from any case or an unambiguous prefix."""
    return choose(word, {p: [p] for p in players}, N_("player"))


def split_list(text: str) -> list[str]:
    """`ana,bo, cy` -> ['ana', 'bo', 'cy'] (empty items dropped)."""
    return [item.strip() for item in text.split(",") if item.strip()]
