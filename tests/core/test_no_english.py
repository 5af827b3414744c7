"""No English in French or Italian output (issue: one grammar per game): every help page of
the command tree and a sample of errors, read in French and in Italian, show none of the
English words that used to leak (argument names, metavariables, the usage line)."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from tests.core.test_languages import commands

LEAKS = (
    "Usage",
    "COMMAND",
    "ARGS",
    "COLOUR",
    "COLOURS",
    "CELL",
    "VALUE",
    "NAME",
    "NAMES",
    "PLAYER",
    "TEXT",
    "INTEGER",
    "NUMBER",
    "GAME",
    "BOARD",
    "CAMELS",
    "TILES",
    "search",
    "<str>",
    "<int>",
    "<path>",
    "side",
    "space",
    "[required]",
    "Show this message",
    "Missing argument",
    "Invalid value",
    "is not one of",
    "is not in the range",
    "is not a valid",
    "requires an argument",
)
"""English words that must not show in a French or Italian page (whole words)."""
ITALIAN_ONLY = ("OPTIONS", "SECTION")  # the French for them is the same word
FRENCH_ONLY = ("FILE",)  # the Italian for it is the same word


def leaks(text: str, lang: str) -> list[str]:
    words = LEAKS + (ITALIAN_ONLY if lang == "it" else FRENCH_ONLY)
    found = []
    for word in words:
        pattern = re.escape(word) if not word[0].isalnum() else rf"(?<![\w-]){re.escape(word)}\b"
        if re.search(pattern, text):
            found.append(word)
    return found


def paths() -> list[str]:
    return sorted({path for path, _, _ in commands()})


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_every_help_page_speaks_only_the_readers_language(cli: Any, lang: str) -> None:
    bad = {}
    for path in paths():
        page = cli(*path.split(), "--help", lang=lang)
        assert page.code == 0, (path, page.err)
        found = leaks(page.out, lang)
        usage = next(line for line in page.out.splitlines() if line.strip())
        if "{" in usage:  # Typer's `{NAME}`: the arguments as the game's commands show them
            found.append(usage.strip())
        if found:
            bad[path or "assistant"] = found
    assert not bad, bad


ERRORS = (
    ("desert", "where"),
    ("sessions", "export", "--format", "pdf"),
    ("camel", "odds", "--top", "-3"),
    ("camel", "odds", "--top", "two"),
    ("camel", "odds", "--race-error", "abc"),
    ("camel", "odds", "--race-error", "0.5"),
    ("sessions", "rename", "x"),
    ("camel", "new"),
    ("camel", "bet"),
    ("camel", "desert", "7"),
    ("camel", "desert", "x", "oasis"),
    ("camel", "roll", "blue", "zwei"),
    ("camel", "bet", "blue", "--nope"),
    ("camel", "bet", "blue", "green"),
    ("desert", "place", "yellow"),
    ("pharao", "play", "ladder"),
    ("pharao", "draw", "--player"),
    ("ramses", "reveal", "crown"),
    ("ramses", "duel"),
    ("ramses", "token", "egyptologist"),
    ("rules", "camel-up", "nope"),
    ("log", "--nope"),
    ("stats", "--player"),
    ("camel", "odds", "--player"),
    ("sessions", "export", "--format"),
    ("desert", "new", "--players", "ana,bo", "--oases"),
)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_errors_speak_only_the_readers_language(cli: Any, lang: str) -> None:
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue,green 2:orange,yellow,white")
    bad = {}
    for args in ERRORS:
        result = cli(*args, lang=lang)
        assert result.code in (2, 3, 4), (args, result.out)
        found = leaks(result.err, lang)
        if found:
            bad[" ".join(args)] = (found, result.err)
    assert not bad, bad


# -- the options and the examples of the help pages --------------------------------------------


def english_options(lang: str) -> set[str]:
    """The English options that have other words in `lang` (`--players`, not `--json`)."""
    from assistant import syntax
    from assistant.games import SPECS, load

    terms = syntax.option_words()
    for spec in SPECS:
        terms.update(syntax.option_words(load(spec.id).grammar))
    return {english for english, term in terms.items() if term.shown(lang) != english}


def english_commands(lang: str) -> set[str]:
    """The English command words that have other words in `lang` (`new`, `bet`, `sessions`;
    not `camel`, the game's word)."""
    from assistant import syntax
    from assistant.cli.moves import game_words
    from assistant.games import SPECS

    terms = dict(syntax.COMMON_WORDS)
    for spec in SPECS:
        terms.update(game_words(spec))
    return {term.english() for term in terms.values() if term.shown(lang) != term.english()}


def example_command_words(page: str) -> list[str]:
    """The command words of the examples of a help page: the word after `assistant` and its
    options, and after a game's word."""
    from assistant.games import SPECS

    games = {spec.cli for spec in SPECS}
    found = []
    for line in page.splitlines():
        words = line.strip().split()
        if words[:1] != ["assistant"]:
            continue
        i = 1
        while i < len(words) and words[i].startswith("-"):
            i += 2 if words[i] in ("--lang", "--session") else 1
        if i < len(words) and words[i] in games:
            i += 1
        if i < len(words):
            found.append(words[i])
    return found


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_help_pages_show_the_readers_options_and_command_words(cli: Any, lang: str) -> None:
    options = english_options(lang)
    pattern = re.compile(
        r"(?<![\w-])("
        + "|".join(map(re.escape, sorted(options, key=len, reverse=True)))
        + r")(?![\w-])"
    )
    commands = english_commands(lang)
    bad = {}
    for path in paths():
        page = cli.ok(*path.split(), "--help", lang=lang).out
        found = set(pattern.findall(page))
        found |= {word for word in example_command_words(page) if word in commands}
        if found:
            bad[path or "assistant"] = sorted(found)
    assert not bad, bad


def wrapped_examples(page: str) -> list[str]:
    """Example lines of a help page that the page wrapped in the middle of the command: an
    example line (`assistant ...`, or one going on after a `\\`) followed by a line that
    starts at the page's margin."""
    lines = page.splitlines()
    found = []
    for line, after in itertools.pairwise(lines):
        example = line.startswith((" assistant ", "   assistant ")) or (
            line.startswith("   ") and line.rstrip().endswith("\\")
        )
        if example and re.match(r"^ ?[^\s╭│]", after):
            found.append(f"{line.strip()} // {after.strip()}")
    # The pages drawn without Rich (a game's commands, an acting command's help) are left
    # to the terminal to wrap: an example longer than the screen would be cut there.
    found += [line for line in lines if line.lstrip().startswith("assistant ") and len(line) > 80]
    return found


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_no_help_example_is_wrapped_at_80_columns(
    cli: Any, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """French and Italian words are longer: an example too long for the page is broken
    before an option with a `\\`, never wrapped by the page in the middle of a word."""
    monkeypatch.setenv("COLUMNS", "80")
    bad = {}
    for path in paths():
        page = cli(*path.split(), "--help", lang=lang)
        found = wrapped_examples(page.out)
        if found:
            bad[path or "assistant"] = found
    assert not bad, bad


def test_a_long_example_is_folded_before_its_options_and_reads_back_the_same() -> None:
    from assistant.cli.helptext import folded_examples

    line = (
        "  assistant camel quote --edizione 2 --cammelli '1:blu,rosso 2:verde,giallo,viola "
        "15:bianco,nero' --tessere 7:miraggio:io --dadi blu,verde"
    )
    text = f"Esempi:\n\n{line}\n\n  assistant camel quote\n\nAltro testo lungo " + "x" * 90
    folded = folded_examples(text).split("\n")
    assert folded[:2] == ["Esempi:", ""]
    example = folded[2 : folded.index("", 2)]
    assert example == [
        "  assistant camel quote --edizione 2 \\",
        "    --cammelli '1:blu,rosso 2:verde,giallo,viola 15:bianco,nero' \\",
        "    --tessere 7:miraggio:io --dadi blu,verde",
    ]
    assert all(len(piece) <= 78 for piece in example)
    assert " ".join(piece.strip().removesuffix(" \\") for piece in example) == line.strip()
    assert folded[-3:] == ["  assistant camel quote", "", "Altro testo lungo " + "x" * 90]
    commented = (
        "  assistant camel vérifier révéler vainqueur bleu,vert  # code 3 : la course est finie"
    )
    assert folded_examples(commented).split("\n") == [
        "  assistant camel vérifier révéler vainqueur bleu,vert \\",
        "    # code 3 : la course est finie",  # a shell reads the two lines as one
    ]
    going_on = "  assistant desert nuova --giocatori a,b,c,d,e --tabellone mio-tabellone.yaml \\"
    assert folded_examples(going_on + "\n    --oasi D3").split("\n") == [
        "  assistant desert nuova --giocatori a,b,c,d,e \\",
        "    --tabellone mio-tabellone.yaml \\",
        "    --oasi D3",
    ]


def test_an_example_that_fits_once_typer_dedents_it_is_not_folded(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Typer dedents what follows a help's first paragraph once more: an example at the
    margin there is measured so (it was folded for two spaces it never shows)."""
    from assistant.cli.helptext import typer_layout

    assert typer_layout("First.\n\n    Examples:\n\n      x y\n") == "First.\n\nExamples:\n\nx y"
    assert typer_layout("First.\n\n    Prose.\n    Examples:\n\n      x y") == (
        "First.\n\nProse.\nExamples:\n\n  x y"
    )
    monkeypatch.setenv("COLUMNS", "80")
    page = cli.ok("sessions", "export", "--help", lang="it").out
    line = "assistant --lang it partite esporta camel-up-1 --formato html -o partita.html"
    assert line in [row.strip() for row in page.splitlines()]
