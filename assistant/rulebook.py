"""Rulebooks: `rulebooks/<game>.yaml` loaded into sections, looked up by id, searched.

A rulebook file holds the English source of every rule section of one game:

```yaml
game: camel-up
sections:
  - id: camel-up/desert-tile     # stable: errors and `check` answers cite it
    title: Desert tiles
    text: |
      Paragraphs in the project's own words. A line starting with "- " is a bullet.
    see: [camel-up/movement]     # optional links to other sections
    edition: 2                   # optional: a section of one edition of the game only
```

A game printed in several editions tags the sections that belong to one edition only
(`edition: N`); untagged sections hold for every edition. `Rulebook.for_edition(N)` is what
a reader of that edition sees (`assistant rules camel-up --edition 2`).

Titles and texts are message ids: `pybabel extract` pulls them out through
`assistant.babel_extract`, and the French and Italian catalogs carry the translations.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from assistant.errors import usage
from assistant.games import BY_ID, fold
from assistant.i18n import Translator
from assistant.messages import N_
from assistant.paths import resource_folder

if TYPE_CHECKING:
    pass


@dataclass(frozen=True)
class Section:
    """One section of a rulebook: its id, title, text and the sections it points to."""

    id: str
    title: str
    text: str
    see: tuple[str, ...]
    line: int
    edition: int | None = None  # None: every edition of the game


@dataclass(frozen=True)
class Rulebook:
    """A game's rulebook in one language: its sections in order."""

    game: str
    sections: tuple[Section, ...]

    def section(self, section_id: str) -> Section | None:
        for section in self.sections:
            if section.id == section_id:
                return section
        return None

    @property
    def editions(self) -> tuple[int, ...]:
        """The editions some section is tagged with (empty: the game has one edition)."""
        return tuple(sorted({s.edition for s in self.sections if s.edition is not None}))

    def for_edition(self, edition: int | None) -> Rulebook:
        """The sections a reader of `edition` sees (None: every section)."""
        if edition is None:
            return self
        kept = tuple(s for s in self.sections if s.edition in (None, edition))
        return Rulebook(self.game, kept)


def rulebook_path(game_id: str) -> str:
    """The rulebook file of a game: the one its registry entry names, else the shipped one."""
    spec = BY_ID.get(game_id)
    if spec is not None and spec.rulebook:
        return spec.rulebook
    return os.path.join(resource_folder("rulebooks"), f"{game_id}.yaml")


def parse(data: object, source: str) -> Rulebook:
    """Check the shape of a loaded rulebook; problems name the file and the line."""
    from assistant.yamlio import LineDict

    def bad(line: int, problem: str, **args: object) -> Exception:
        return usage(
            "rulebook/invalid",
            N_("{source}, line {line}: {problem}"),
            source=source,
            line=line,
            problem=problem.format(**args),
        )

    if not isinstance(data, LineDict) or not isinstance(data.get("game"), str):
        raise bad(1, "a rulebook starts with `game:` and `sections:`")
    raw_sections = data.get("sections")
    if not isinstance(raw_sections, list) or not raw_sections:
        raise bad(data.line, "`sections:` must be a non-empty list")
    sections: list[Section] = []
    seen: set[str] = set()
    for raw in raw_sections:
        line = raw.line if isinstance(raw, LineDict) else data.line
        if not isinstance(raw, dict):
            raise bad(line, "each section is a mapping with id, title and text")
        for key in ("id", "title", "text"):
            if not isinstance(raw.get(key), str) or not raw[key].strip():
                raise bad(line, "the section needs a non-empty `{key}`", key=key)
        section_id = raw["id"].strip()
        if not section_id.startswith(data["game"] + "/"):
            raise bad(
                line, "section id {id} must start with {game}/", id=section_id, game=data["game"]
            )
        if section_id in seen:
            raise bad(line, "section id {id} appears twice", id=section_id)
        seen.add(section_id)
        see = raw.get("see") or []
        if not isinstance(see, list) or not all(isinstance(s, str) for s in see):
            raise bad(line, "`see:` must be a list of section ids")
        edition = raw.get("edition")
        if edition is not None and (
            isinstance(edition, bool) or not isinstance(edition, int) or edition < 1
        ):
            raise bad(line, "`edition:` must be a positive whole number")
        sections.append(
            Section(
                section_id, raw["title"].strip(), raw["text"].strip(), tuple(see), line, edition
            )
        )
    book_prefix = data["game"] + "/"
    for section in sections:
        for link in section.see:
            other_game = link.split("/", 1)[0] in BY_ID and not link.startswith(book_prefix)
            if link not in seen and not other_game:
                raise bad(section.line, "unknown section {id} in `see:`", id=link)
    return Rulebook(data["game"], tuple(sections))


@cache
def load(game_id: str) -> Rulebook:
    """The rulebook of `game_id`, read once per process; the sections parsed from the YAML
    are kept beside the package's bytecode (`__pycache__/rulebook.GAME.json`, for as long
    as the file keeps its size and time): reading YAML takes longer than most commands."""
    path = os.fspath(rulebook_path(game_id))
    found = _cached(game_id, path)
    if found is not None:
        return found
    from assistant.yamlio import load_file

    book = parse(load_file(path), path)
    _keep(game_id, path, book)
    return book


CACHE_FORMAT = 1


def _cache_file(game_id: str) -> str:
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(here, "__pycache__", f"rulebook.{game_id}.json")


def _stamp(path: str) -> list[Any] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return [CACHE_FORMAT, path, info.st_mtime_ns, info.st_size]


def _cached(game_id: str, path: str) -> Rulebook | None:
    stamp = _stamp(path)
    try:
        with open(_cache_file(game_id), encoding="utf-8") as file:
            data = json.load(file)
        if stamp is None or data["stamp"] != stamp or data["game"] != game_id:
            return None
        sections = tuple(
            Section(s[0], s[1], s[2], tuple(s[3]), s[4], s[5]) for s in data["sections"]
        )
        return Rulebook(game_id, sections)
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return None


def _keep(game_id: str, path: str, book: Rulebook) -> None:
    stamp = _stamp(path)
    if stamp is None or book.game != game_id:
        return
    data = {
        "stamp": stamp,
        "game": game_id,
        "sections": [
            [s.id, s.title, s.text, list(s.see), s.line, s.edition] for s in book.sections
        ],
    }
    target = _cache_file(game_id)
    temporary = f"{target}.{os.getpid()}"
    try:
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(temporary, "w", encoding="utf-8") as file:
            json.dump(data, file, ensure_ascii=False)
        os.replace(temporary, target)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def available() -> list[str]:
    """Ids of the registered games whose rulebook is there, in registry order."""
    return [spec.id for spec in BY_ID.values() if os.path.isfile(rulebook_path(spec.id))]


def resolve_game(word: str) -> str:
    from assistant.games import find_spec

    spec = find_spec(word)
    if spec is None:
        names = ", ".join(BY_ID)
        raise usage(
            "rules/unknown-game",
            N_("Unknown game “{game}”. The games are: {games}."),
            game=word,
            games=names,
        )
    return spec.id


def slug(title: str) -> str:
    """The name a section answers to in one language: its title up to a colon, lower case,
    accents dropped, without a leading article, words joined by dashes (`Tuile désert :
    oasis et mirage` -> `tuile-desert`, `Tessera deserto: oasi e miraggio` ->
    `tessera-deserto`)."""
    words = _SLUG_WORD.findall(fold(title.split(":", 1)[0]))
    if len(words) > 1 and words[0] in _ARTICLES:
        words = words[1:]
    return "-".join(words)


_SLUG_WORD = re.compile(r"[^\W_]+")
_ARTICLES = frozenset(
    {"the", "a", "an", "le", "la", "les", "l", "un", "une", "il", "lo", "i", "gli"}
)
"""Leading articles a slug leaves out (`La fin d’une manche` -> `fin-d-une-manche`)."""


def section_slugs(section: Section) -> dict[str, str]:
    """The slug of `section`'s title in every offered language, by language code."""
    from assistant.i18n import LANGUAGES

    return {lang: slug(Translator(lang).gettext(section.title)) for lang in LANGUAGES}


def section_word(section: Section, lang: str) -> str:
    """What a reader of `lang` types for `section`: its title's slug in that language when
    the title is translated (`tuile-desert`), else its short id (`desert-tile`)."""
    short = section.id.split("/", 1)[1]
    if lang == "en":
        return short
    slugs = section_slugs(section)
    return slugs[lang] if slugs.get(lang) and slugs[lang] != slugs["en"] else short


def section_slug(game_id: str, section_id: str, lang: str) -> str | None:
    """`section_word` of a section given by its short id; None for an unknown section."""
    section = load(game_id).section(f"{game_id}/{section_id}")
    return None if section is None else section_word(section, lang)


def section_name(section: Section, translator: Translator) -> str:
    """What a reader types for `section`: its short id in English, its title's slug in the
    other languages."""
    if translator.lang == "en":
        return section.id.split("/", 1)[1]
    return slug(translator.gettext(section.title))


def _words_start(key: list[str], name: list[str]) -> bool:
    """Each typed word starts the word of `name` at its place: `tuile-des` -> tuile-desert."""
    return 0 < len(key) <= len(name) and all(
        k and n.startswith(k) for k, n in zip(key, name, strict=False)
    )


def _matching(
    book: Rulebook, raw: str
) -> tuple[str, dict[str, set[str]], list[Section], list[Section]]:
    """What `raw` (lower case) names in `book`: its slug, every section's names, the
    sections one of whose names it is, and those one of whose names it starts, word by word."""
    key = slug(raw.rsplit("/", 1)[-1].replace(":", " "))
    names = {s.id: {s.id.split("/", 1)[1], *section_slugs(s).values()} for s in book.sections}
    exact = [s for s in book.sections if key in names[s.id]]
    started = [
        s
        for s in book.sections
        if any(_words_start(key.split("-"), n.split("-")) for n in names[s.id])
    ]
    return key, names, exact, started


def names_a_section(game_id: str, word: str) -> bool:
    """Whether `word` names one section of `game_id` or starts the names of several (what
    `find_section` answers or calls ambiguous), rather than none."""
    raw = word.strip().lower()
    book = load(game_id)
    if book.section(raw if "/" in raw else f"{game_id}/{raw}") is not None:
        return True
    _, _, exact, started = _matching(book, raw)
    return bool(exact or started)


def near_section(game_id: str, word: str) -> Section | None:
    """The one section of `game_id` whose name `word` misspells by a letter or two
    (`desrt-tile`, `tuile-dessert`), when it is a name with a dash (the form the hints
    give); None when none is that close or two are."""
    import difflib

    raw = word.strip().lower()
    if "-" not in raw:
        return None
    book = load(game_id)
    _, names, _, _ = _matching(book, raw)
    best: dict[str, float] = {}
    for section in book.sections:
        for name in names[section.id]:
            ratio = difflib.SequenceMatcher(None, raw, name).ratio()
            best[section.id] = max(best.get(section.id, 0.0), ratio)
    ranked = sorted(best.items(), key=lambda item: -item[1])
    if not ranked or ranked[0][1] < 0.85:
        return None
    if len(ranked) > 1 and ranked[1][1] >= ranked[0][1] - 0.05:
        return None
    return book.section(ranked[0][0])


def find_section(game_id: str, word: str, translator: Translator | None = None) -> Section:
    """A section by its full id (`camel-up/desert-tile`), its short id (`desert-tile`) or the
    slug of its title in English, French or Italian (`tuile-desert`, `tessera-deserto`),
    each also by a unique prefix, word by word (`tuile-des`, `tess-des`).

    :param translator: the reader's, for the closest names shown when nothing matches.
    :raises AssistantError: `rules/unknown-section` (exit 2).
    """
    book = load(game_id)
    raw = word.strip().lower()
    full = raw if "/" in raw else f"{game_id}/{raw}"
    section = book.section(full)
    if section is not None:
        return section
    key, names, exact, started = _matching(book, raw)
    reader = translator or Translator("en")
    for matches in (exact, started):
        if len(matches) == 1:
            return matches[0]
        if matches:
            close = [section_name(s, reader) for s in matches]
            break
    else:
        import difflib

        named = {n: s for s in reversed(book.sections) for n in names[s.id]}
        nearest = difflib.get_close_matches(key, sorted(named), n=len(named), cutoff=0.5)
        # each section once, in the reader's words (not `protezione, protection`)
        close = list(dict.fromkeys(section_name(named[n], reader) for n in nearest))[:3]
    if not close:
        raise usage(
            "rules/unknown-section",
            N_(
                "No section “{section}” in the rules of {game}, and no rule speaks of it: "
                "`assistant rules {game}` lists the sections."
            ),
            section=word,
            game=game_id,
        )
    raise usage(
        "rules/unknown-section",
        N_("No section “{section}” in the rules of {game}. Closest: {close}."),
        section=word,
        game=game_id,
        close=", ".join(close),
    )


_WORD = re.compile(r"\w+", re.UNICODE)


def _tokens(text: str) -> list[str]:
    return _WORD.findall(fold(text))


@dataclass(frozen=True)
class Hit:
    """A section found by a search, with its score."""

    game: str
    section: Section
    score: float


_STEMMERS = {"en": "english", "fr": "french", "it": "italian"}

_QUESTION_WORDS = {
    "en": "the and for with how many much can could does did what when where who which why "
    "are was were there this that you your his her its our their from into any all may might "
    "should will would have has had happen happens two three four five",
    "fr": "les des une pour avec dans sur par que qui quoi quand comment combien est sont peut "
    "peuvent puis peux faut fait quel quelle quels quelles elle ils elles nous vous mon ton son "
    "mes tes ses leur leurs cette ces cet aux passe deux trois quatre cinq",
    "it": "gli una uno per con del della dei delle degli nel nella nei nelle sul sulla che chi "
    "cosa come quando quanto quanta quanti quante dove perche quale quali posso puoi puo "
    "possono possiamo devo deve succede succedono accade sono questo questa quello quella mio "
    "mia suo sua loro due tre quattro cinque",
}
"""Words of a question that say nothing of its subject (`quante carte posso pescare` is
about drawing cards; `deux chameaux`, `due cammelli` are about camels, not the two editions),
per language, folded. In a game's dozen sections such a word found in
one of them (`quante` in a sentence about the draw pile) would weigh as much as the subject.
"""


@cache
def _stemmer(lang: str) -> Callable[[str], str]:
    """The Snowball stemmer of a language, memoised word by word (the same words come back
    in every section): `cammelli` and `cammello` both give `cammell`, `finisce` and `fine`
    give `fin`, `mummies` and `mummy` give `mummi`; in French, a verb in `-re` by the stem
    of its singular (`_verb_stem`: `rebattre` and `rebat` give `rebat`)."""
    import snowballstemmer

    stem = snowballstemmer.stemmer(_STEMMERS.get(lang, "english")).stemWord
    if lang != "fr":
        return cache(stem)

    def french(word: str) -> str:
        return _verb_stem(stem(word))

    return cache(french)


_INFINITIVE_RE = re.compile(r"(?<=[^aeiouy])r$")
_DOUBLED_T = re.compile(r"tt$")


def _verb_stem(found: str) -> str:
    """The French stem of a verb in `-re` as its singular forms say it: Snowball keeps the
    `r` of the infinitive (`battre`: `battr`, `prendre`: `prendr`), which `bat`, `bats`,
    `prend` do not have, and the double `t` of `battre`, `mettre` is single in `bat`,
    `met`; so `rebattre`, `rebattez` and `rebat` all give `rebat`, `prendre` and `prends`
    `prend`. Any stem so ending loses its `r` (`autre`, `autres`: `aut`)."""
    return _DOUBLED_T.sub("t", _INFINITIVE_RE.sub("", found))


def search(
    words: str,
    translator: Translator,
    games: Iterable[str] | None = None,
    editions: Mapping[str, int] | None = None,
    preferred: Mapping[str, int] | None = None,
) -> list[Hit]:
    """Sections ranked by how well they match `words` in the reader's language.

    `editions` limits a game to the sections of one of its editions (`{"camel-up": 2}`);
    `preferred` keeps every edition but ranks the sections of another edition lower.

    Case and accents are ignored; words of one or two letters (`of`, `de`, `la`) and the
    words of a question (`how many`, `combien`, `quante`, `posso`) only count when nothing
    else is asked; a number counts (`supera il 12`: the treasure's section says `12`). A
    word matches a word of the section with the same stem in the reader's language
    (`cammello` finds `cammelli`, `finit` finds `fin`) and, at half weight, one it starts
    (`mirag` finds `mirage`, `miraggi`) or one made from it with a prefix (`compte` finds
    `décompte`). A word of the title counts
    most; a word found in few sections weighs more than one found in many (`quando`,
    `when`, `carte` weigh little), in the game's sections or in all the rulebooks (`fine`,
    said once in Pharao's, speaks of the end of every game), its repeats count less and
    less, and long sections are not favoured for their length (Okapi BM25). Two words asked
    one after the other, or with only words the section does not say between them, that a
    section says side by side count once more (`pioche vide` in `la pioche est vide`,
    `mazzo ... pesco` in `pescare e il mazzo`).
    """
    terms = [t for t in _tokens(words) if t]
    terms = [t for t in terms if len(t) > 2 or t.isdecimal()] or terms  # `of`, `la`: alone
    asked = set(_QUESTION_WORDS["en"].split()) | set(
        _QUESTION_WORDS.get(translator.lang, "").split()
    )
    terms = [t for t in terms if t not in asked] or terms  # `how`, `quante`, `combien`
    if not terms:
        return []
    sections: list[tuple[str, Section, list[str], list[str]]] = []
    for game_id in available():
        book = load(game_id).for_edition((editions or {}).get(game_id))
        for section in book.sections:
            title = _tokens(translator.gettext(section.title))
            body = _tokens(translator.gettext(section.text))
            if translator.lang != "en":
                # The section id and English title help a reader who types the English word.
                body += _tokens(section.id.replace("-", " ")) + _tokens(section.title)
            sections.append((game_id, section, title, body))
    if not sections:
        return []
    stem = _stemmer(translator.lang)
    found = [_occurrences(terms, title, body, stem, asked) for _, _, title, body in sections]
    counts = [row for row, _ in found]
    searched = set(games or available())
    mine = [i for i, (game_id, *_) in enumerate(sections) if game_id in searched]
    if not mine:
        return []
    # a word common in the game's sections or in all the rulebooks weighs little: `fine`
    # once in Pharao's sections is in every game's end, `points` in most of the Desert's
    idf = [min(a, b) for a, b in zip(_idf([counts[i] for i in mine]), _idf(counts), strict=True)]
    sections = [sections[i] for i in mine]
    scores = _bm25([counts[i] for i in mine], sections, [found[i][1] for i in mine], idf)
    hits: list[Hit] = []
    for (game_id, section, *_), score in zip(sections, scores, strict=True):
        if score:
            chosen = (preferred or {}).get(game_id)
            if chosen is not None and section.edition not in (None, chosen):
                score *= 0.75  # the other edition's section, after this edition's
            hits.append(Hit(game_id, section, score))
    hits.sort(key=lambda h: (-h.score, h.section.id))
    return hits


def _occurrences(
    terms: list[str],
    title: list[str],
    body: list[str],
    stem: Callable[[str], str],
    between: Collection[str] = (),
) -> tuple[list[tuple[float, float]], list[tuple[int, int]]]:
    """How often each term occurs in a section's title and in its text: 1 for a word of the
    same stem, 1/2 for a word it starts or makes with a prefix (`_derived`) or for the term
    without its prefix (`rimescolare`: `mescola`); and the pairs `(i, j)` of terms said
    together in the title or the text, `j` the next term after `i` that the section says:
    side by side, either way round, with only words of one or two letters or of `between`
    (the words of a question) in between (`la pioche est vide` for `pioche vide`)."""
    row = []
    places: list[tuple[set[int], set[int]]] = []
    for term in terms:
        term_stem = stem(term)
        # `rimescolare` finds `mescola`: the term without a prefix, by its stem
        bases = {stem(term[len(p) :]) for p in PREFIXES if term.startswith(p) and len(term) > 6}
        heads = {base[:3] for base in bases}
        found = [0.0, 0.0]
        at: tuple[set[int], set[int]] = (set(), set())
        for field, tokens in enumerate((title, body)):
            place = 0
            for token in tokens:
                if (len(token) <= 2 and not token.isdecimal()) or token in between:
                    continue  # not a word of its own between two others
                place += 1
                if token == term or (token[:3] == term[:3] and stem(token) == term_stem):
                    found[field] += 1
                    at[field].add(place)
                elif len(term) >= 3 and (
                    token.startswith(term)
                    or (len(term_stem) >= 4 and token.startswith(term_stem))
                    or _derived(token, term)
                    or _derived_stem(token, term_stem, stem)
                    or (token[:3] in heads and stem(token) in bases)
                ):
                    found[field] += 0.5
        row.append((found[0], found[1]))
        places.append(at)
    # a term the section does not say is skipped: `mazzo` and `pesco` of `il mazzo è finito,
    # se pesco?` are said together in `se bisogna pescare e il mazzo è vuoto`
    said = [i for i, at in enumerate(places) if at[0] or at[1]]
    near = [
        (i, j)
        for i, j in pairwise(said)
        if any(
            a + 1 in places[j][field] or a - 1 in places[j][field]
            for field in (0, 1)
            for a in places[i][field]
        )
    ]
    return row, near


PREFIXES = ("de", "re", "ri", "dis", "un")
"""Prefixes that make a word of another (folded: `décompte` of `compte`, `ricarica` of
`carica`, `redraw` of `draw`): a section's word so made from a word asked counts as a word
it starts (half)."""


def _derived(token: str, term: str) -> bool:
    """`token` is `term` with one of the `PREFIXES` before it (`decompte`, `compte`; by
    their stems, `rebat` of `battre`)."""
    extra = len(token) - len(term)
    return 2 <= extra <= 3 and token.endswith(term) and token[:extra] in PREFIXES


def _idf(counts: list[list[tuple[float, float]]]) -> list[float]:
    """How rare each term is among the sections whose `counts` are given (BM25's weight)."""
    total = len(counts)
    having = [sum(1 for row in counts if row[i][0] or row[i][1]) for i in range(len(counts[0]))]
    return [math.log(1 + (total - n + 0.5) / (n + 0.5)) for n in having]


def _derived_stem(token: str, term_stem: str, stem: Callable[[str], str]) -> bool:
    """`token` is made with a prefix from a word of stem `term_stem` (`rebat` of `battre`);
    only a token whose letters after a prefix start as the stem does is stemmed."""
    head = term_stem[:3]
    return (
        len(term_stem) >= 3
        and head in (token[2:5], token[3:6])
        and _derived(stem(token), term_stem)
    )


def _bm25(
    counts: list[list[tuple[float, float]]],
    sections: list[tuple[str, Section, list[str], list[str]]],
    near: list[list[tuple[int, int]]],
    idf: list[float],
) -> list[float]:
    """Each section's Okapi BM25 score from the terms' `counts` (title, text): a term of the
    title counts, once, twice the most the text can give (k1 + 1). Two words of the question
    said together in a section (`near`) add once what the rarer of them can give in the
    text, so `la pioche est vide` outranks a section about the empty hand that draws."""
    total = len(sections)
    average = sum(len(body) for *_, body in sections) / total
    k1, b = 1.2, 0.75
    scores = []
    for (*_, body), row, pairs in zip(sections, counts, near, strict=True):
        size = len(body) / average
        score = 0.0
        for weight, (in_title, in_body) in zip(idf, row, strict=True):
            score += 2 * weight * (k1 + 1) * min(in_title, 1.0)
            score += weight * in_body * (k1 + 1) / (in_body + k1 * (1 - b + b * size))
        score += sum((k1 + 1) * (idf[i] + idf[j]) / 2 for i, j in pairs)
        scores.append(score)
    return scores
