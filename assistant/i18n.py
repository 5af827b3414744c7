"""Languages: negotiation with Babel, gettext catalogs per domain, list and number formatting.

English is the source language: message ids are English and an English reader needs no
catalog. French and Italian catalogs live in `locales/<lang>/LC_MESSAGES/<domain>.mo`, one
domain for the platform and one per game, all merged into one lookup at run time. Anything
missing from a catalog falls back to English, never to an empty string.

Everything here is lazy: nothing is negotiated or loaded until the first word is translated,
so a command that prints only JSON pays nothing for it.
"""

from __future__ import annotations

import gettext
import os
import re
import struct
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, Literal

from assistant.messages import Msg

if TYPE_CHECKING:
    pass

ListStyle = Literal["standard", "standard-short", "or", "or-short"]

LANGUAGES: tuple[str, ...] = ("en", "fr", "it")


def domains() -> tuple[str, ...]:
    """The catalog domains: the platform's, then one per registered game."""
    from assistant.games import BY_ID

    return ("assistant", *(spec.domain for spec in BY_ID.values() if spec.domain))


def _locales_folder() -> str:
    from assistant.paths import resource_folder

    return resource_folder("locales")


def negotiate(explicit: str | None = None, environ: dict[str, str] | None = None) -> str:
    """The language to speak: `explicit` if given, else the environment, else English.

    The environment is read like gettext does: LANGUAGE (a colon-separated list), LC_ALL,
    LC_MESSAGES, LANG; the first one set decides, and Babel picks the best of en, fr, it.
    Raises `ValueError` for an explicit language that is not offered.
    """
    if explicit:
        code = explicit.strip().lower().replace("-", "_").split("_")[0]
        if code not in LANGUAGES:
            raise ValueError(explicit)
        return code
    env = os.environ if environ is None else environ
    preferred: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if not value:
            continue
        for part in value.split(":"):
            ident = part.split(".")[0].split("@")[0]
            if ident and ident not in ("C", "POSIX"):
                preferred.append(ident)
        if preferred or var != "LANGUAGE":
            break
    if not preferred:
        return "en"
    found = negotiate_locale(preferred, LANGUAGES)
    return found if found in LANGUAGES else "en"


def negotiate_locale(preferred: Sequence[str], available: Sequence[str]) -> str | None:
    """Babel's `negotiate_locale(preferred, available, sep="_")` for available locales that
    are bare language codes (its aliases then never match), without importing Babel: the
    first preferred locale offered as it is, or by its language (`fr_CA`: `fr`); as Babel,
    it is returned as written (a test compares the two)."""
    offered = [a.lower() for a in available if a]
    for locale in preferred:
        if locale.lower() in offered:
            return locale
        parts = locale.split("_")
        if len(parts) > 1 and parts[0].lower() in offered:
            return parts[0]
    return None


def load_catalog(lang: str, domain: str) -> gettext.GNUTranslations:
    """The compiled catalog of one domain; raises `FileNotFoundError` if it is missing."""
    path = os.path.join(_locales_folder(), lang, "LC_MESSAGES", f"{domain}.mo")
    with open(path, "rb") as handle:
        return gettext.GNUTranslations(handle)


class _MoTable(Mapping[Any, str]):
    """The messages of a `.mo` file, looked up in its sorted table of original strings
    (binary search) instead of decoded all at once: a command reads a few dozen of the
    thousands of messages of the catalogs it loads. It is the mapping `GNUTranslations`
    builds (`msgid` or `(msgid, plural form)` keys), read on demand."""

    def __init__(self, buf: bytes, count: int, originals: int, translations: int, ii: str):
        self.buf, self.count, self.ii = buf, count, ii
        self.originals, self.translations = originals, translations

    def entry(self, table: int, index: int) -> bytes:
        length, offset = struct.unpack_from(self.ii, self.buf, table + 8 * index)
        return self.buf[offset : offset + length]

    def find(self, key: bytes, prefix: bool = False) -> int:
        """The index of the original string `key` (starting with it when `prefix`), or -1."""
        low, high = 0, self.count
        while low < high:
            middle = (low + high) // 2
            if self.entry(self.originals, middle) < key:
                low = middle + 1
            else:
                high = middle
        if low < self.count:
            found = self.entry(self.originals, low)
            if found == key or (prefix and found.startswith(key)):
                return low
        return -1

    def __iter__(self) -> Iterator[Any]:
        for index in range(self.count):
            original = self.entry(self.originals, index)
            if b"\x00" in original:
                forms = self.entry(self.translations, index).split(b"\x00")
                msgid = original.split(b"\x00")[0].decode()
                yield from ((msgid, form) for form in range(len(forms)))
            else:
                yield original.decode()

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __getitem__(self, key: Any) -> str:
        if not isinstance(key, str | tuple):
            raise KeyError(key)
        if isinstance(key, tuple):
            msgid, form = key
            at = self.find(msgid.encode() + b"\x00", prefix=True)
            if at < 0:
                raise KeyError(key)
            forms = self.entry(self.translations, at).split(b"\x00")
            if not 0 <= form < len(forms):
                raise KeyError(key)
            return forms[form].decode()
        at = self.find(key.encode())
        if at < 0:
            raise KeyError(key)
        return self.entry(self.translations, at).decode()


class LazyCatalog(gettext.GNUTranslations):
    """`GNUTranslations` over a `_MoTable` (the same answers, without decoding every message
    when the catalog is opened). The original strings of a `.mo` file are sorted (the format
    wants them so for a binary search; Babel and msgfmt write them so, and a test checks
    every catalog shipped): they are not sorted again here. A file that is not UTF-8, or
    whose first original is not the header, is read the standard way."""

    def _parse(self, fp: Any) -> None:
        buf = fp.read()
        magic = struct.unpack("<I", buf[:4])[0]
        ii = "<II" if magic == self.LE_MAGIC else ">II"
        head = "<4I" if magic == self.LE_MAGIC else ">4I"
        if magic not in (self.LE_MAGIC, self.BE_MAGIC):
            raise OSError(0, "Bad magic number", getattr(fp, "name", ""))
        version, count, originals, translations = struct.unpack(head, buf[4:20])
        table = _MoTable(buf, count, originals, translations, ii)
        if version >> 16 not in self.VERSIONS or count == 0 or table.entry(originals, 0) != b"":
            return self._standard(buf)
        self.plural = lambda n: int(n != 1)
        info: dict[str, str] = vars(self)["_info"]
        last = None  # the catalog's description, read as `GNUTranslations._parse` reads it
        for line in table.entry(translations, 0).split(b"\n"):
            item = line.decode().strip()
            if not item or (item.startswith("#-#-#-#-#") and item.endswith("#-#-#-#-#")):
                continue
            key = value = None
            if ":" in item:
                key, value = item.split(":", 1)
                key, value = key.strip().lower(), value.strip()
                info[key] = value
                last = key
            elif last:
                info[last] += "\n" + item
            if key == "content-type" and value is not None:
                self._charset = value.split("charset=")[1]
            elif key == "plural-forms" and value is not None:
                self.plural = gettext.c2py(value.split(";")[1].split("plural=")[1])
        if (self._charset or "").lower().replace("_", "-") not in ("utf-8", "utf8"):
            return self._standard(buf)
        self._catalog = table
        return None

    def _standard(self, buf: bytes) -> None:
        import io

        super()._parse(io.BytesIO(buf))


@cache
def _catalogs(lang: str) -> gettext.NullTranslations:
    merged = gettext.NullTranslations()
    if lang == "en":
        return merged
    first: gettext.NullTranslations | None = None
    for domain in domains():
        try:
            path = os.path.join(_locales_folder(), lang, "LC_MESSAGES", f"{domain}.mo")
            with open(path, "rb") as handle:
                catalog = LazyCatalog(handle)
        except FileNotFoundError:
            continue
        if first is None:
            first = catalog
        else:
            first.add_fallback(catalog)
    return first or merged


def catalog_gettext(lang: str, text: str) -> str:
    """`text` from the catalogs of `lang` as written there (no typography added)."""
    return _catalogs(lang).gettext(text)


NARROW_NBSP = "\u202f"
_FRENCH_SPACE = re.compile(r"(?<=\S)[ \u00a0](?=[:;!?»%])|(?<=«)[ \u00a0]")


def typography(lang: str, text: str) -> str:
    """French spacing: a narrow no-break space before `: ; ! ? %` and `»` and after `«`,
    where the text has a space (or none is wanted elsewhere: `1:blue` stays as it is).

    Other languages are returned as they are.
    """
    if lang != "fr" or not text:
        return text
    if not _rich_glued:
        _glue_rich_words()
    return _FRENCH_SPACE.sub(NARROW_NBSP, text)


_rich_glued = False


def _glue_rich_words() -> None:
    """Rich wraps lines at any Unicode space, no-break ones included, which would put a
    French `:` alone at the start of a line: make it keep them inside words
    (`assistant.compat`). Done only once Rich is loaded anyway (a JSON-only command
    never loads it)."""
    global _rich_glued
    from assistant.compat import glue_rich_words, rich_wrap_loaded

    if not rich_wrap_loaded():
        return
    glue_rich_words("\u00a0\u2007\u202f")
    _rich_glued = True


LIST_PATTERNS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {
        "standard": (" and ", ", and "),
        "standard-short": (" & ", ", & "),
        "or": (" or ", ", or "),
        "or-short": (" or ", ", or "),
    },
    "fr": {
        "standard": (" et ", " et "),
        "standard-short": (" et ", " et "),
        "or": (" ou ", " ou "),
        "or-short": (" ou ", " ou "),
    },
    "it": {
        "standard": (" e ", " e "),
        "standard-short": (" e ", " e "),
        "or": (" o ", " o "),
        "or-short": (" o ", " o "),
    },
}
"""How two words, and the last of several, are joined: Babel's (CLDR's) list patterns of
each offered language and style (a test compares them with Babel's)."""


NUMBER_SYMBOLS: dict[str, tuple[str, str, str]] = {
    "en": (".", ",", "%"),
    "fr": (",", NARROW_NBSP, NARROW_NBSP + "%"),
    "it": (",", ".", "%"),
}
"""The decimal sign, the group sign and what follows a percentage in each offered
language: Babel's (CLDR's) symbols and percent patterns, the French no-break space before
`%` narrowed (a test compares `number` and `percent` with Babel's)."""


def written_number(value: float, digits: int, lang: str, percent: bool = False) -> str | None:
    """`value` (times 100 with `percent`) as Babel formats it with `digits` decimals in
    `lang` (its value read as decimal text, rounded half to even, grouped by three); None
    for a language not offered or a value Babel writes otherwise (not finite, huge)."""
    symbols = NUMBER_SYMBOLS.get(lang)
    if symbols is None or not abs(value) < 1e15:  # NaN too
        return None
    from decimal import Decimal

    exact = Decimal(str(value))
    if percent:
        exact = exact.scaleb(2)
    rounded = exact.quantize(Decimal(1).scaleb(-digits))
    whole, _, part = f"{abs(rounded):f}".partition(".")
    decimal_sign, group_sign, after = symbols
    head = len(whole) % 3 or 3
    groups = [whole[:head]] + [whole[i : i + 3] for i in range(head, len(whole), 3)]
    text = ("-" if rounded.is_signed() else "") + group_sign.join(groups)
    if digits:
        text += decimal_sign + part
    return text + after if percent else text


class OneOf(tuple[Any, ...]):
    """Arguments shown as alternatives: `blue, green or white` in the reader's language."""


class Translator:
    """Turns `Msg` values and English strings into the chosen language."""

    commands: Callable[[str, str, str | None], str] | None = None
    """`(text, lang, game)` -> `text` with its code spans of commands (`assistant ramses
    reveal 3 couronne`) in `lang`'s words; set by the command line, which knows the words
    (the catalogs write the values and options in the reader's words, the command words
    stay as the commands are declared). None: text is left as the catalogs have it."""

    def __init__(self, lang: str, *, at_prompt: bool = False) -> None:
        self.lang = lang
        self.at_prompt = at_prompt
        """Whether the reader types at the table's prompt (hints drop `assistant <game>`)."""
        self.plain_prompt = False
        """Whether the reader types at the prompt before any game, where the command line's
        words are typed without `assistant` (hints drop it)."""

    def with_commands(self, text: str, game: str | None = None) -> str:
        """`text` with its commands in code spans in the reader's words (`commands`); with
        `game` (a game's command word: `ramses`), a span that starts with one of its
        commands too (`reveal 3 crown`)."""
        if self.lang == "en" or self.commands is None or "`" not in text:
            return text
        return self.commands(text, self.lang, game)

    @property
    def catalogs(self) -> gettext.NullTranslations:
        return _catalogs(self.lang)

    def gettext(self, text: str) -> str:
        """`text` in the reader's language (French typography included), else as it is."""
        if not text:
            return text
        return typography(self.lang, self.catalogs.gettext(text))

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The form for `n` by the language's plural rule (the catalog's `Plural-Forms`)."""
        return typography(self.lang, self.catalogs.ngettext(singular, plural, n))

    def typography(self, text: str) -> str:
        """For text assembled outside the catalogs (`f"{label}: {value}"`): French spacing."""
        if self.lang == "fr":
            text = re.sub(r"(?<=\S):(?=\s|$)", " :", text)
        return typography(self.lang, text)

    def __call__(self, message: Msg | str, /, **args: Any) -> str:
        if isinstance(message, str):
            message = Msg(message, args)
        return self.render(message)

    def render(self, message: Msg) -> str:
        if message.n is not None and message.plural is not None:
            template = self.ngettext(message.text, message.plural, message.n)
        else:
            template = self.gettext(message.text)
        values = {key: self._value(value) for key, value in message.args.items()}
        try:
            return self.with_commands(template.format(**values))
        except (KeyError, IndexError, ValueError):
            # A broken translation must not hide the message: fall back to English.
            return message.text.format(**values)

    def _value(self, value: Any) -> Any:
        """An argument ready for the template: translated, joined, and, for text, able to
        take an article or preposition of the language (`{player:de}`, see `grammar`)."""
        from assistant.grammar import Word
        from assistant.messages import Say

        if isinstance(value, Say) and self.at_prompt and value.spoken is not None:
            return Word(self.render(value.spoken), self.lang)
        if isinstance(value, Say):
            from assistant.syntax import say

            said = say(value, self.lang, self.at_prompt)
            if self.plain_prompt:  # before any game: the command line's words, typed bare
                said = said.removeprefix("assistant ")
            return Word(said, self.lang)
        if "assistant.syntax" in sys.modules:
            from assistant.syntax import Term

            if isinstance(value, Term):  # an option's words: the reader's
                return Word(value.shown(self.lang), self.lang)
        if isinstance(value, Msg):
            return Word(self.render(value), self.lang)
        if isinstance(value, OneOf):
            return Word(self.join([self._value(v) for v in value], style="or"), self.lang)
        if isinstance(value, (list, tuple)):
            return Word(self.join([self._value(v) for v in value]), self.lang)
        if isinstance(value, str):
            return Word(value, self.lang)
        return value

    def join(self, items: Sequence[Any], style: ListStyle = "standard") -> str:
        """A list in the language's own way: `ana, bo, and cy`, `ana, bo et cy`, `ana, bo e
        cy` (Babel's list patterns, written out for the offered languages: loading Babel's
        locale data would cost more than most commands)."""
        words = [str(item) for item in items]
        if not words:
            return ""
        patterns = LIST_PATTERNS.get(self.lang)
        if patterns is None:
            from babel.lists import format_list

            return str(format_list(words, style=style, locale=self.lang))
        two, last = patterns[style]
        if len(words) == 1:
            return words[0]
        if self.lang == "it" and last == " e " and words[-1][:1] in ("e", "E", "é", "É", "è", "È"):
            two = last = " ed "  # Ana ed Eva, as an Italian writes it before an e-
        if len(words) == 2:
            return words[0] + two + words[1]
        return ", ".join(words[:-1]) + last + words[-1]

    def number(self, value: float, digits: int = 2) -> str:
        """`value` with `digits` decimals and the language's separators (`1,234.5`,
        `1 234,5`, `1.234,5`): Babel's, written out for the offered languages."""
        written = written_number(value, digits, self.lang)
        if written is not None:
            return written
        from babel.numbers import format_decimal

        pattern = "#,##0." + "0" * digits if digits else "#,##0"
        return str(format_decimal(value, format=pattern, locale=self.lang))

    def percent(self, value: float, digits: int = 1) -> str:
        """`value` as a percentage with `digits` decimals, spaced as the language wants
        (`31.5%`, `31,5 %` with a narrow no-break space, `31,5%`)."""
        written = written_number(value, digits, self.lang, percent=True)
        if written is not None:
            return written
        from babel.core import Locale
        from babel.numbers import format_percent

        pattern = Locale.parse(self.lang).percent_formats[None].pattern
        if digits:
            pattern = pattern.replace("0", "0." + "0" * digits, 1)
        text = str(format_percent(value, format=pattern, locale=self.lang))
        return text.replace("\u00a0", NARROW_NBSP) if self.lang == "fr" else text
