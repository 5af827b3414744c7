"""Translation primitives shared by every layer: `Msg`, `N_` and `Plural`.

Game logic is pure and never translates; it speaks in `Msg` values (an English template, the
gettext message id, plus its arguments) that a front end renders in the reader's language.
This module is a leaf: it imports nothing of the assistant, so `games/`, `errors.py` and
`i18n.py` can all depend on it without depending on each other.

* `N_("...")` marks an English literal for `pybabel extract`; it returns the text unchanged.
* `Msg(N_("{colour} is out"), {"colour": colour_msg})`: arguments that are themselves `Msg`
  values are translated too, so a colour inside a sentence comes out in the reader's language.
* `Plural(N_("one card"), N_("{n} cards"), n)` picks the plural form of the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


def N_(text: str) -> str:
    """Mark `text` for extraction by `pybabel extract`; translation happens at display time."""
    return text


TURN_NOW = N_("Now it is {player}'s turn.")
"""The line after an undo or redo that says whose turn it is (the table's prompt, undoing a
line of several moves, says it once: it knows the line by this text)."""


@dataclass(frozen=True)
class Msg:
    """A translatable message: an English template with `{name}` placeholders and arguments.

    `plural` and `n` select a plural form (`ngettext`) when given.
    """

    text: str
    args: Mapping[str, Any] = field(default_factory=dict)
    plural: str | None = None
    n: int | None = None

    def english(self) -> str:
        """The message in English, without any catalog (for logs and `str()`)."""
        template = self.text if self.n is None or self.n == 1 else (self.plural or self.text)
        values = {k: _english(v) for k, v in self.args.items()}
        return template.format(**values)

    def __str__(self) -> str:
        return self.english()


def _english(value: Any) -> Any:
    """An argument in English: a message's text; a list as English lists it (`ana, bo
    and cy`; `or` for alternatives, `i18n.OneOf`)."""
    if hasattr(value, "english"):
        return value.english()
    if not isinstance(value, (list, tuple)):
        return value
    words = [str(_english(v)) for v in value]
    last = " or " if type(value).__name__ == "OneOf" else " and "
    return last.join([", ".join(words[:-1]), words[-1]] if len(words) > 1 else words)


@dataclass(frozen=True)
class Say:
    """A command the reader can type, as an argument of a message: shown in the syntax of
    the place it is read and in the reader's words (`reveal VALEUR TRÉSOR` at the prompt,
    `assistant ramses reveal VALEUR TRÉSOR` in a shell).

    :param game: the game's word on the command line (`ramses`); None for the root's own
        commands (`undo`, `rules`).
    :param command: the command's canonical id (`reveal`, `special`, `status`).
    :param words: the words after the command, in English ids (`("scorpion",)` after
        `special`); `None` stands for the next argument's name (`VALUE`); no words at all:
        the names of every required argument.
    :param whole: every argument and option instead (the usage line an error quotes).
    :param spoken: at the table's prompt, this sentence instead: the move as the table
        says it (`Léa joue une malédiction : Marc perd la pelle 3`), not its options.
    """

    game: str | None
    command: str
    words: tuple[str | None, ...] = ()
    whole: bool = False
    spoken: Msg | None = None

    def english(self) -> str:
        """As written in a shell, in English (for logs and `str()`)."""
        try:
            from assistant.syntax import say

            return say(self, "en", at_prompt=False)
        except (ImportError, KeyError, StopIteration):
            head = ["assistant", *([self.game] if self.game else []), self.command]
            return " ".join([*head, *(w or "..." for w in self.words)])

    def __str__(self) -> str:
        return self.english()


def Plural(singular: str, plural: str, n: int, **args: Any) -> Msg:
    """A message with a plural form chosen by `n` (extracted with the keyword `Plural:1,2`).

    `n` is also available to the template as `{n}`.
    """
    return Msg(singular, {"n": n, **args}, plural=plural, n=n)


_OS_REASONS = {
    "ENOENT": N_("no such file or folder"),
    "EACCES": N_("permission denied"),
    "EPERM": N_("not permitted"),
    "EISDIR": N_("it is a folder"),
    "ENOTDIR": N_("a part of the path is not a folder"),
    "ENOSPC": N_("no space left on the disk"),
    "EROFS": N_("the disk is read-only"),
    "ENAMETOOLONG": N_("the name is too long"),
    "EEXIST": N_("it exists already"),
}
"""The system's reasons a file operation fails that a table meets, by errno name."""


def os_reason(exc: BaseException) -> Msg | str:
    """Why a file operation failed, in the reader's words when the reason is a common one
    (the system's own words otherwise: they are in the language of its locale)."""
    import errno

    code = getattr(exc, "errno", None)
    name = errno.errorcode.get(code) if isinstance(code, int) else None
    if name in _OS_REASONS:
        return Msg(_OS_REASONS[name])
    return getattr(exc, "strerror", None) or str(exc)
