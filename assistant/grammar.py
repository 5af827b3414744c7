"""Grammar where a name or a colour meets an article or a preposition, per language.

A translated template asks for it with a format spec on the placeholder, so the translator
decides, and English templates need nothing:

    fr  "C’est au tour {player:de}."        ana -> "C’est au tour d’ana", bo -> "de bo"
    fr  "parier sur {colour:le}"            orange -> "sur l’orange", bleu -> "sur le bleu"
    it  "Ora tocca {player:a}."             ana -> "Ora tocca ad ana", bo -> "a bo"
    it  "scommetti {colour:su}"             giallo -> "sul giallo", arancione -> "sull’arancione"

Specs per language (a capital first letter gives a capital first letter: `{colour:Le}`):

* French: `de` (d’/de), `le` (l’/le), `la` (l’/la), `du` (de l’/du), `au` (à l’/au),
  `que` (qu’/que). Elision before a vowel or a mute h (names are taken as mute).
* Italian, masculine: `il` (l’/lo/il), `di` (dell’/dello/del), `a` for a name (ad before
  a-, else a), `al` (all’/allo/al), `da` (dall’/dallo/dal), `in` (nell’/nello/nel), `su`
  (sull’/sullo/sul); feminine: `la`, `della`, `alla`, `dalla`, `nella`, `sulla` (l’ before
  a vowel). `lo` goes before s + consonant, z, gn, ps, pn, x, y and i + vowel.

`Word` carries the language with the text so `str.format` can apply the spec; any other
spec (`{name:>8}`) formats as usual.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

APOSTROPHE = "’"


def _plain(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _french_vowel(text: str) -> bool:
    plain = _plain(text)
    return bool(plain) and plain[0] in "aeiouh"


def _italian_vowel(text: str) -> bool:
    plain = _plain(text)
    return bool(plain) and plain[0] in "aeiou"


def _italian_lo(text: str) -> bool:
    """Whether a masculine word takes `lo` (lo zaino, lo scudo, lo gnomo, lo iato)."""
    plain = _plain(text)
    if len(plain) < 2:
        return plain[:1] in ("z", "x", "y")
    first, second = plain[0], plain[1]
    if first == "s" and second not in "aeiou":
        return True
    if first in "zxy":
        return True
    if plain[:2] in ("gn", "ps", "pn"):
        return True
    return first == "i" and second in "aeiou"


def _elide(full: str, short: str, vowel: Callable[[str], bool]) -> Callable[[str], str]:
    def apply(word: str) -> str:
        return f"{short}{APOSTROPHE}{word}" if vowel(word) else f"{full} {word}"

    return apply


def _italian_masculine(il: str, lo: str, elided: str) -> Callable[[str], str]:
    def apply(word: str) -> str:
        if _italian_lo(word):
            return f"{lo} {word}"
        if _italian_vowel(word):
            return f"{elided}{APOSTROPHE}{word}"
        return f"{il} {word}"

    return apply


def _italian_a(word: str) -> str:
    return f"ad {word}" if _plain(word).startswith("a") else f"a {word}"


RULES: dict[str, dict[str, Callable[[str], str]]] = {
    "fr": {
        "de": _elide("de", "d", _french_vowel),
        "le": _elide("le", "l", _french_vowel),
        "la": _elide("la", "l", _french_vowel),
        "du": lambda w: f"de l{APOSTROPHE}{w}" if _french_vowel(w) else f"du {w}",
        "au": lambda w: f"à l{APOSTROPHE}{w}" if _french_vowel(w) else f"au {w}",
        "que": _elide("que", "qu", _french_vowel),
    },
    "it": {
        "a": _italian_a,
        "il": _italian_masculine("il", "lo", "l"),
        "di": _italian_masculine("del", "dello", "dell"),
        "al": _italian_masculine("al", "allo", "all"),
        "da": _italian_masculine("dal", "dallo", "dall"),
        "in": _italian_masculine("nel", "nello", "nell"),
        "su": _italian_masculine("sul", "sullo", "sull"),
        "la": _elide("la", "l", _italian_vowel),
        "della": _elide("della", "dell", _italian_vowel),
        "alla": _elide("alla", "all", _italian_vowel),
        "dalla": _elide("dalla", "dall", _italian_vowel),
        "nella": _elide("nella", "nell", _italian_vowel),
        "sulla": _elide("sulla", "sull", _italian_vowel),
    },
}


def inflect(lang: str, spec: str, word: str) -> str | None:
    """`word` with the article or preposition `spec` of `lang`; `None` if `spec` is not one."""
    rule = RULES.get(lang, {}).get(spec.lower())
    if rule is None:
        return None
    result = rule(word)
    return result[:1].upper() + result[1:] if spec[:1].isupper() else result


class Word(str):
    """A text argument of a message that knows the language it is shown in."""

    lang: str

    def __new__(cls, text: str, lang: str) -> Word:
        word = super().__new__(cls, text)
        word.lang = lang
        return word

    def __format__(self, spec: str) -> str:
        if spec:
            inflected = inflect(self.lang, spec, str(self))
            if inflected is not None:
                return inflected
        return format(str(self), spec)
