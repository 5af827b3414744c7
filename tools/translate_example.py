"""Write a recorded game in another language's words: every move line through the game's
grammar (`parier bleu --joueur bo`), the other commands and their options by their words in
that language, names in notations (`--départ 1:vert,jaune`) and the examples' words
(treasures) translated.
Comments are left out: a header in the target language is written by hand.

    python tools/translate_example.py examples/camel-up/full-game.txt fr > out.txt
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from assistant import syntax
from assistant.games import SPECS, load


def notation(text: str, grammar: syntax.Grammar, lang: str) -> str:
    """Names of the game's kinds inside a notation (`1:green,yellow`, `bo=crown:2`): the
    fixed names and the examples' words (treasures), translated."""
    names = {
        english: syntax.translated(english, lang)
        for kind in grammar.kinds.values()
        for english in (*kind.names.values(), *kind.samples)
    }
    for english in sorted((n for n in names if " " in n), key=len, reverse=True):
        text = text.replace(english, names[english])
    return re.sub(r"[^\W\d_]+", lambda m: names.get(m.group(), m.group()), text)


def translate(line: str, lang: str) -> str | None:
    words = syntax.split_line(line)
    if not words:
        return None
    spec = next(s for s in SPECS if s.cli == words[0])
    grammar = load(spec.id).grammar
    if words[1] in grammar.ids():
        rest = [w if w.startswith("-") else notation(w, grammar, lang) for w in words[2:]]
        body = syntax.translate_example(grammar, syntax.join_line([words[1], *rest]), lang)
        return f"{spec.cli} {body}"
    term = grammar.others.get(words[1]) or syntax.COMMON_WORDS.get(words[1])
    head = term.shown(lang) if term is not None else words[1]
    options = syntax.option_words(grammar)
    rest = [
        notation(w, grammar, lang)
        if not w.startswith("-")
        else syntax.option_shown(w, lang, options)
        for w in words[2:]
    ]
    return syntax.join_line([spec.cli, head, *rest])


def main() -> None:
    source, lang = Path(sys.argv[1]), sys.argv[2]
    for line in source.read_text(encoding="utf-8").splitlines():
        translated = translate(line, lang)
        if translated is not None:
            print(translated)


if __name__ == "__main__":
    main()
