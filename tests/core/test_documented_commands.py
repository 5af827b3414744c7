"""Every command the documentation shows runs as written (issue: conventions and languages).

* README.md and docs/*.md: the command lines of every shell block (```sh, ```console or a
  plain ``` block) run in order, file by file, in one fresh ASSISTANT_HOME and a scratch
  folder holding the repository's `examples/` and the files the docs ask the reader to make
  by hand (`HAND_MADE`). A line is expected to exit 0 unless its comment says otherwise
  (`# ... exit 3 ...`). A block that starts a game of its own starts with its own `new`;
  later blocks of the same file go on from where the earlier left off. Transcripts belong in
  ```text blocks, which are not run.
* `--help` of every command: the lines after "Example:"/"Examples:" that run `assistant`,
  as the reader sees them (the translated help shows its own examples; a line ending in a
  backslash goes on on the next), run in order in English, French and Italian, after the
  game's own `new` example, or after the prelude of `PRELUDES` for the commands that need a
  game further on.

A command line is `assistant ...`, `NAME=value assistant ...` or `... | assistant ...`.
Simple lines run in-process; the others (pipes, redirections, variables) run in bash with the
installed console script first on the PATH. `camel odds` lines run with a small sample of
races (`--race-samples 300` at most): the lines check the words, the odds engine's own
tests check the figures.
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from assistant.games import SPECS

REPO = Path(__file__).resolve().parents[2]
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
SHELL_BLOCKS = {"", "sh", "shell", "bash", "console"}
EXPECTED = re.compile(r"#.*\bexit (?:code )?(\d+)")
SHELL_SYNTAX = re.compile(r"[|<>;&`$]")
# A line that runs the program: `assistant ...`, `NAME=value assistant ...` (a variable for
# that command only) or `... | assistant ...`.
RUNS_ASSISTANT = re.compile(r"^(?:[A-Za-z_]\w*=\S*\s+)*assistant\s|\|\s*assistant\s")


@dataclass(frozen=True)
class Line:
    where: str
    text: str
    expected: int


def documented_lines(path: Path) -> Iterator[Line]:
    """The `assistant` command lines of the shell blocks of a Markdown file, in order."""
    fence: str | None = None
    pending = ""
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        stripped = raw.strip()
        if stripped.startswith("```"):
            fence = None if fence is not None else stripped[3:].strip().lower()
            continue
        if fence is None or fence not in SHELL_BLOCKS:
            continue
        if stripped.startswith("$ "):
            stripped = stripped[2:]
        if pending:
            stripped, pending = pending + " " + stripped, ""
        if stripped.endswith("\\"):
            pending = stripped[:-1].strip()
            continue
        if RUNS_ASSISTANT.search(stripped):
            found = EXPECTED.search(stripped)
            yield Line(
                f"{path.relative_to(REPO)}:{number}", stripped, int(found[1]) if found else 0
            )


ODDS_SAMPLES = 300
"""The most races a documented `camel odds` line simulates here."""


def _any_of(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


def _camel_words() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """`camel odds` and its `--race-samples` in every language (`camel cotes --simulations`)."""
    from assistant.games import load

    grammar = load("camel-up").grammar
    odds = _any_of(grammar.others["odds"].spellings())
    samples = _any_of(grammar.options["--race-samples"].spellings())
    return re.compile(rf"\bcamel\s+(?:{odds})\b"), re.compile(rf"(?:{samples})[ =](\d+)")


ODDS, SAMPLES = _camel_words()


def small_sample(text: str) -> str:
    """A `camel odds` line with at most `ODDS_SAMPLES` races (the default is 20,000), in any
    language."""
    if not ODDS.search(text):
        return text
    found = SAMPLES.search(text)
    if found is None:
        head, hash_, comment = text.partition(" #")
        return f"{head.rstrip()} --race-samples {ODDS_SAMPLES}{hash_}{comment}"
    fewer = min(int(found[1]), ODDS_SAMPLES)
    return text[: found.start()] + f"--race-samples {fewer}" + text[found.end() :]


def run_line(line: Line, home: Path, folder: Path) -> tuple[int, str]:
    """Run one documented line; its exit code and what it printed (for the failure report).

    Plain lines run in-process (the console script's `main`), lines with shell syntax in bash.
    """
    line = Line(line.where, small_sample(line.text), line.expected)
    words = shlex.split(line.text, comments=True)
    if SHELL_SYNTAX.search(line.text.split("#")[0]) or not words or words[0] != "assistant":
        done = subprocess.run(
            ["bash", "-c", line.text],
            cwd=folder,
            env=environment(home),
            capture_output=True,
            text=True,
            timeout=120,
        )
        return done.returncode, done.stdout[-2000:] + done.stderr[-2000:]
    import contextlib
    import io

    from assistant.cli.app import main

    saved_home, saved_cwd = os.environ.get("ASSISTANT_HOME"), Path.cwd()
    out, err = io.StringIO(), io.StringIO()
    try:
        os.environ["ASSISTANT_HOME"] = str(home)
        os.chdir(folder)
        saved_stdin = sys.stdin
        sys.stdin = io.StringIO("")  # `play` reads piped lines: none here
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(words[1:])
        finally:
            sys.stdin = saved_stdin
    finally:
        os.chdir(saved_cwd)
        if saved_home is None:
            os.environ.pop("ASSISTANT_HOME", None)
        else:
            os.environ["ASSISTANT_HOME"] = saved_home
    return code, out.getvalue()[-2000:] + err.getvalue()[-2000:]


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["ASSISTANT_HOME"] = str(home)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env.pop("LANG", None)
    return env


# Files the documentation names as the reader's own, under each language's name: a board
# file for 4 or 5 players (a made-up one: no such board ships), a game typed line by line and
# the rows a table types for `desert map extend`.
HAND_MADE = {
    **dict.fromkeys(
        ("my-board.yaml", "mon-plateau.yaml", "mio-tabellone.yaml"),
        REPO / "tests" / "core" / "made-up-board-2-5.yaml",
    ),
    **dict.fromkeys(
        ("my-game.txt", "ma-partie.txt", "mia-partita.txt"),
        REPO / "examples" / "camel-up" / "mixed-languages.txt",
    ),
    # the rows beyond the black line of a made-up board, typed for `desert map extend`
    **dict.fromkeys(
        ("my-rows.txt", "mes-rangees.txt", "mie-righe.txt"),
        REPO / "tests" / "core" / "rows-beyond-the-black-line.txt",
    ),
}


def scratch(tmp_path: Path) -> tuple[Path, Path]:
    """A fresh ASSISTANT_HOME and a working folder with `examples/` and the hand-made files."""
    home, folder = tmp_path / "home", tmp_path / "work"
    folder.mkdir()
    shutil.copytree(REPO / "examples", folder / "examples")
    for name, source in HAND_MADE.items():
        shutil.copyfile(source, folder / name)
    return home, folder


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_every_documented_command_runs_as_written(path: Path, tmp_path: Path) -> None:
    lines = list(documented_lines(path))
    if not lines:
        pytest.skip(f"{path.name} shows no command")
    home, folder = scratch(tmp_path)
    for line in lines:
        code, shown = run_line(line, home, folder)
        assert code == line.expected, f"{line.where}: {line.text} -> {code}\n{shown}"


# -- the examples of --help -------------------------------------------------------------------

# Commands whose examples need more than a new game: lines run first (after `cd` into the
# scratch folder). A command's entry, else its group's, replaces the game's `new`.

# the race of the example game, its face-down race cards not revealed yet
CAMEL_RACE_OVER = ["grep -v '^camel reveal' examples/camel-up/full-game.txt | assistant replay -"]
# the example game up to its first camel
DESERT_LEADERS_PLACED = [
    "sed '/^# Camels/q' examples/through-the-desert/two-players.txt | assistant replay -"
]
# the example game's first deck: ana, bo, cy, dan; dan has no card
RAMSES_DECK_2 = ["sed '/^# --- deck 2/q' examples/ramses/base-game.txt | assistant replay -"]
RAMSES_ADVANCED = ["assistant ramses new --players ana,bo,cy --advanced"]
ONE_GAME = ["assistant replay examples/camel-up/full-game.txt"]


PRELUDES: dict[tuple[str, ...], list[str]] = {
    ("camel", "reveal"): CAMEL_RACE_OVER,
    ("desert", "place"): DESERT_LEADERS_PLACED,
    ("desert", "check"): DESERT_LEADERS_PLACED,
    ("ramses", "miss"): RAMSES_ADVANCED,
    ("ramses", "token"): RAMSES_ADVANCED,
    ("ramses", "check"): [*RAMSES_ADVANCED, "assistant ramses reveal 2 crown"],
    ("ramses", "special"): RAMSES_DECK_2,
    ("ramses", "scorpion"): RAMSES_DECK_2,
    ("ramses", "duel"): RAMSES_DECK_2,
    ("sessions",): [*ONE_GAME, "assistant replay examples/camel-up/mixed-languages.txt"],
    ("log",): ONE_GAME,
    ("undo",): ONE_GAME,
    ("redo",): ONE_GAME,
    ("stats",): [*ONE_GAME, "assistant replay examples/camel-up/mixed-languages.txt"],
}


def help_examples(text: str) -> list[str]:
    """The lines of a help text after `Example:`/`Examples:` (any language) that run
    `assistant` (a line ending in a backslash goes on on the next one)."""
    lines: list[str] = []
    started = False
    pending = ""
    for raw in text.splitlines():
        stripped = raw.strip()
        head = stripped.split(":", 1)
        if len(head) == 2 and head[0].strip().lower() in EXAMPLE_HEADS:
            started = True
            stripped = head[1].strip()
        if pending:
            stripped, pending = pending + " " + stripped, ""
        if stripped.endswith("\\"):
            pending = stripped[:-1].strip()
            continue
        if started and RUNS_ASSISTANT.search(stripped):
            lines.append(stripped)
    return lines


EXAMPLE_HEADS = {"example", "examples", "exemple", "exemples", "esempio", "esempi"}


@functools.cache
def command_tree() -> list[tuple[tuple[str, ...], str]]:
    """Every command of the tree with its (English) help text, lazily loaded groups included
    (walked once)."""
    from assistant.cli.app import root_command

    found: list[tuple[tuple[str, ...], str]] = []

    def walk(command: object, path: tuple[str, ...]) -> None:
        found.append((path, getattr(command, "help", None) or ""))
        names = getattr(command, "list_commands", None)
        if names is None:
            return
        for name in names(None):
            sub = getattr(command, "get_command")(None, name)  # noqa: B009
            if sub is not None and not getattr(sub, "hidden", False):
                walk(sub, (*path, name))

    walk(root_command(), ())
    return found


GAME_GROUPS = tuple(spec.cli for spec in SPECS)


def prelude(path: tuple[str, ...], tree: dict[tuple[str, ...], str]) -> list[str]:
    """What runs before a command's examples: its entry in PRELUDES, else the game's own
    `new` example (the first), else nothing."""
    for length in range(len(path), 0, -1):
        if path[:length] in PRELUDES:
            return PRELUDES[path[:length]]
    if path and path[0] in GAME_GROUPS and path[1:2] != ("new",):
        return help_examples(tree.get((path[0], "new"), ""))[:1]
    return []


HELP_CASES = [
    (path, lang)
    for path, text in command_tree()
    if help_examples(text)
    for lang in ("en", "fr", "it")
]


@pytest.mark.parametrize(
    ("path", "lang"),
    HELP_CASES,
    ids=[f"{' '.join(p) or 'assistant'}-{lang}" for p, lang in HELP_CASES],
)
def test_every_help_example_runs_as_written(
    path: tuple[str, ...], lang: str, tmp_path: Path
) -> None:
    from assistant.cli.helptext import translate_help
    from assistant.i18n import Translator

    tree = dict(command_tree())
    examples = help_examples(translate_help(Translator(lang), tree[path]))
    assert examples, f"the {lang} help of {path} lost its examples"
    home, folder = scratch(tmp_path)
    where = f"help of assistant {' '.join(path)} ({lang})"
    for text in prelude(path, tree):
        code, shown = run_line(Line(where, text, 0), home, folder)
        assert code == 0, f"prelude of {where}: {text} -> {code}\n{shown}"
    for text in examples:
        found = EXPECTED.search(text)
        line = Line(where, text, int(found[1]) if found else 0)
        code, shown = run_line(line, home, folder)
        assert code == line.expected, f"{where}: {text} -> {code}\n{shown}"
