"""Write `docs/commands.md`: every game's acting commands and their words in English, French
and Italian, from the games' grammars (the one source of the words), and the words of the
other commands and of their options.

    python tools/commands_doc.py          # rewrite docs/commands.md
    python tools/commands_doc.py --check  # exit 1 if it is not up to date (the tests run it)
"""

from __future__ import annotations

import sys
from pathlib import Path

from assistant import syntax
from assistant.games import SPECS, load
from assistant.i18n import Translator

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "docs" / "commands.md"


def cell(words: tuple[str, ...]) -> str:
    return ", ".join(f"`{w}`" for w in words)


def page() -> str:
    lines = [
        "# The words of every game",
        "",
        "Written by `python tools/commands_doc.py` from each game's grammar",
        "(`assistant/games/<game>/commands.py`): do not edit by hand. Every word of every",
        "language is accepted at every table, in any case, accents optional, and a unique start",
        "of a word will do; the first word of a language is the one its help and hints show.",
        "At the prompt the words come without `assistant <game>`.",
        "",
    ]
    english = Translator("en")
    for spec in SPECS:
        grammar = load(spec.id).grammar
        lines += [f"## {english.gettext(spec.name)} (`assistant {spec.cli}`)", ""]
        lines += ["| command | English | français | italiano | what it records |"]
        lines += ["| --- | --- | --- | --- | --- |"]
        for command in grammar.commands:
            terms = command.words
            usage = syntax.usage_line(grammar, command, "en")
            lines.append(
                f"| `{usage}` | {cell(terms.en)} | {cell(terms.fr)} | {cell(terms.it)} "
                f"| {command.summary} |"
            )
        options = {p.option for c in grammar.commands for p in c.options if p.option}
        if options:
            lines += [
                "",
                "Options: "
                + "; ".join(
                    f"{cell(o.en)} / {cell(o.fr)} / {cell(o.it)}"
                    for o in sorted(options, key=lambda o: o.en[0])
                )
                + ".",
            ]
        others = dict(grammar.others)
        if others:
            lines += [
                "",
                "Other commands: "
                + "; ".join(f"{cell(t.en)} / {cell(t.fr)} / {cell(t.it)}" for t in others.values())
                + ".",
            ]
        if grammar.options:
            lines += [
                "",
                "Options of the other commands: "
                + "; ".join(
                    f"{cell(t.en)} / {cell(t.fr)} / {cell(t.it)}" for t in grammar.options.values()
                )
                + ".",
            ]
        lines.append("")
    lines += [
        "## Every game and the table",
        "",
        "| command | English | français | italiano |",
        "| --- | --- | --- | --- |",
    ]
    for key, term in syntax.COMMON_WORDS.items():
        lines.append(f"| {key} | {cell(term.en)} | {cell(term.fr)} | {cell(term.it)} |")
    lines += [
        "",
        "## The options of every game and the platform",
        "",
        "The options of the commands that are not moves (`new`, `sessions export`, `stats`...);",
        "a game's own are listed with the game.",
        "",
        "| option | English | français | italiano |",
        "| --- | --- | --- | --- |",
    ]
    for key, term in syntax.OPTION_WORDS.items():
        lines.append(f"| {key} | {cell(term.en)} | {cell(term.fr)} | {cell(term.it)} |")
    return "\n".join(lines) + "\n"


def main() -> int:
    text = page()
    if "--check" in sys.argv:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != text:
            print(f"{TARGET} is not up to date: run python tools/commands_doc.py")
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
