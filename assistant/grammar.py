"""Grammar where a name or a colour meets an article or a preposition, per language.

A translated template asks for it with a format spec on the placeholder, so the translator
decides, and English templates need nothing:

    fr  "C’est au tour {player:de}."        ana -> "C’est au tour d’ana", bo -> "de bo"
    fr  "parier sur {colour:le}"            orange -> "sur l’orange", bleu -> "sur le bleu"
    it  "Ora tocca {player:a}."             ana -> "Ora tocca ad ana", bo -> "a bo"
    it  "scommetti {colour:su}"             giallo -> "sul giallo", arancione -> "sull’arancione"

Specs per language (a capital first letter gives a capital first letter: `{colour:Le}`):

* French: `de` (d’/de; a title's own article contracts: du Trésor du Pharaon, des X),
  `à` before a name or title (à ana, au Trésor du Pharaon, aux X), `le` (l’/le), `la`
  (l’/la), `du` (de l’/du), `au` (à l’/au), `que` (qu’/que). Elision before a vowel or a
  mute h (names are taken as mute).
* Italian, before a name or a title: `e` (ed before e-, else e: Ana ed Eva; lists of names
  join so too), `a` (ad before a-, else a), `de` (di), both
  contracting a title's own article (al Tesoro del faraone, del Tesoro del faraone).
  Masculine nouns: `il` (l’/lo/il), `di` (dell’/dello/del), `al` (all’/allo/al), `da`
  (dall’/dallo/dal), `in` (nell’/nello/nel), `su` (sull’/sullo/sul); feminine: `la`,
  `della`, `alla`, `dalla`, `nella`, `sulla` (l’ before a vowel). `lo` goes before
  s + consonant, z, gn, ps, pn, x, y and i + vowel. A number counts as spoken: 8, 11 and
  80 start with a vowel (dell’8 %, sull’11).

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
    """Whether a French word starts with a vowel sound: a vowel, a mute `h`, or a `y`
    before a consonant (`d’Yves`, `d’Yvonne`; but `de Yann`, `de Yacine`)."""
    plain = _plain(text)
    if plain[:1] == "y":
        return len(plain) > 1 and plain[1] not in "aeiouy"
    return bool(plain) and plain[0] in "aeiouh"


def _italian_vowel(text: str) -> bool:
    plain = _plain(text)
    if plain[:1].isdigit():
        return _italian_number_vowel(plain)
    return bool(plain) and plain[0] in "aeiou"


def _italian_number_vowel(plain: str) -> bool:
    """Whether a number said in Italian starts with a vowel: otto, ottanta, ottocento,
    ottomila...; uno, undici, undicimila (and 1,5 = uno virgola cinque)."""
    whole = ""
    for char in plain:
        if char.isdigit():
            whole += char
        elif char not in ".\u202f\u00a0 " or not whole:
            break
    if whole.startswith("8"):
        return True
    return whole in ("1", "11") or (len(whole) == 5 and whole.startswith("11"))


def _italian_lo(text: str) -> bool:
    """Whether a masculine word takes `lo` (lo zaino, lo scudo, lo gnomo, lo iato; a number
    said from zero: lo 0,2%)."""
    plain = _plain(text)
    if plain[:1] == "0":
        return True
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


def _leading_article(word: str, articles: dict[str, str]) -> str | None:
    """`word` with its own leading article replaced by a contracted form from `articles`
    (article -> contraction, `’` kept after an elided article); `None` if it has none."""
    for article, contracted in articles.items():
        if article.endswith(APOSTROPHE):
            if word.lower().startswith(article) and len(word) > len(article):
                return contracted + _title(word, word[len(article) :])
        elif word.lower().startswith(article + " ") and len(word) > len(article) + 1:
            return f"{contracted} {_title(word, word[len(article) + 1 :])}"
    return None


def _title(word: str, rest: str) -> str:
    """A title keeps a capital once its article is gone: Il tesoro -> del Tesoro."""
    return rest[:1].upper() + rest[1:] if word[:1].isupper() else rest


def _with_article(plain: Callable[[str], str], articles: dict[str, str]) -> Callable[[str], str]:
    def apply(word: str) -> str:
        contracted = _leading_article(word, articles)
        return contracted if contracted is not None else plain(word)

    return apply


def _italian_articles(prep: str, stem: str) -> dict[str, str]:
    """The articulated forms of an Italian preposition: a -> al, allo, alla, all’, ai..."""
    return {
        "il": f"{stem}l",
        "lo": f"{stem}llo",
        "la": f"{stem}lla",
        "l" + APOSTROPHE: f"{stem}ll" + APOSTROPHE,
        "i": f"{stem}i",
        "gli": f"{stem}gli",
        "le": f"{stem}lle",
    }


def _italian_a(word: str) -> str:
    return f"ad {word}" if _plain(word).startswith("a") else f"a {word}"


def _italian_e(word: str) -> str:
    return f"ed {word}" if _plain(word).startswith("e") else f"e {word}"


RULES: dict[str, dict[str, Callable[[str], str]]] = {
    "fr": {
        "de": _with_article(_elide("de", "d", _french_vowel), {"le": "du", "les": "des"}),
        "à": _with_article(lambda w: f"à {w}", {"le": "au", "les": "aux"}),
        "le": _elide("le", "l", _french_vowel),
        "la": _elide("la", "l", _french_vowel),
        "du": lambda w: f"de l{APOSTROPHE}{w}" if _french_vowel(w) else f"du {w}",
        "au": lambda w: f"à l{APOSTROPHE}{w}" if _french_vowel(w) else f"au {w}",
        "que": _elide("que", "qu", _french_vowel),
    },
    "it": {
        "a": _with_article(_italian_a, _italian_articles("a", "a")),
        "e": _italian_e,
        "de": _with_article(lambda w: f"di {w}", _italian_articles("di", "de")),
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
