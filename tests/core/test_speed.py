"""Issue 24, fast at every size: what the speed-ups must not change.

* The common command lines run without Click or Typer (`assistant.cli.fast`) and answer
  exactly as the Click tree does: same output, same exit code, same journal.
* A one-shot `--json` status or move loads no Rich, no prompt_toolkit, no Typer, no Babel and
  no odds (checked in a process of its own, as a user runs it).
* What was written out to avoid loading a library gives that library's answers: the root's
  help (Typer), the rulebooks' Markdown (Rich with markdown-it), the catalogs read lazily
  (gettext), list patterns and locale negotiation and report dates (Babel), indented JSON.
* The journal's kept states read back to the very states the rules make (`snapshot`), and
  the methods `dataclasses` writes are the same when they come from the cache.
"""

from __future__ import annotations

import io
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from assistant.games import BY_ID, SPECS, load

REPO = Path(__file__).resolve().parents[2]


# -- one process, as a user runs it ----------------------------------------------------------

LOADED = """
import json, sys
from assistant.cli.app import main
code = main(sys.argv[1:])
sys.stderr.write("\\nMODULES " + json.dumps(sorted(sys.modules)) + "\\n")
sys.exit(code)
"""

NEVER_ON_JSON = (
    "rich", "prompt_toolkit", "typer", "babel", "click", "markdown_it", "yaml", "inspect",
)  # fmt: skip


def run_loaded(home: Path, *args: str, **environment: str) -> tuple[int, str, list[str]]:
    """Run a command line in a process of its own: its exit code, output and the modules it
    loaded (`environment`: variables set for it)."""
    env = dict(os.environ, ASSISTANT_HOME=str(home))
    env.update(environment)
    done = subprocess.run(
        [sys.executable, "-c", LOADED, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    modules = json.loads(done.stderr.rsplit("MODULES ", 1)[1])
    return done.returncode, done.stdout, modules


def top(modules: list[str]) -> set[str]:
    return {name.split(".")[0] for name in modules}


NEW = {
    "camel": ["--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white"],
    "desert": ["--players", "ana,bo", "--oases", "D3,J3,Q3,M7,B8"],
    "pharao": ["--players", "ana,bo", "--adventures", "7,4,10,5,9"],
    "ramses": ["--players", "ana,bo"],
}
MOVE = {
    "camel": ["roll", "blue", "2"],
    "desert": ["leader", "yellow", "F2"],
    "pharao": ["swap", "1"],
    "ramses": ["reveal", "3", "crown"],
}


@pytest.mark.parametrize("cli_name", sorted(NEW))
def test_json_status_and_moves_load_no_drawing_no_typer_no_odds(
    tmp_path: Path, cli_name: str
) -> None:
    home = tmp_path / "home"
    code, _, _ = run_loaded(home, cli_name, "new", *NEW[cli_name])
    assert code == 0
    for args in (
        ["--json", cli_name, "status"],
        ["--json", cli_name, *MOVE[cli_name]],
        ["--json", cli_name, "check", *MOVE[cli_name]],
        ["--json", "undo"],
        ["--json", "log"],
        ["--json", "sessions"],
    ):
        code, out, modules = run_loaded(home, *args)
        assert code in (0, 3), (args, out)
        json.loads(out)
        assert not top(modules) & set(NEVER_ON_JSON), (args, top(modules) & set(NEVER_ON_JSON))
        odds = [m for m in modules if m.startswith("assistant.games.camel_up.odds")]
        assert not odds, (args, odds)
        assert "assistant.cli.tree" not in modules  # the Click tree was not built


def test_odds_with_options_loads_no_typer_no_babel_and_json_odds_no_drawing(tmp_path: Path) -> None:
    home = tmp_path / "home"
    typed = ["camel", "odds", "--camels", "1:blue,red 2:green 3:yellow,purple 14:white 16:black"]
    for args in (
        ["--json", *typed, "--edition", "2", "--race-samples", "0"],
        ["--lang", "fr", *typed, "--édition=2", "--simulations", "100", "--graine", "1"],
    ):
        code, out, modules = run_loaded(home, *args)
        assert code == 0 and out.strip(), args
        assert not top(modules) & {"typer", "click", "babel"}, args
        assert "assistant.cli.tree" not in modules
        if "--json" in args:
            json.loads(out)
            assert not top(modules) & set(NEVER_ON_JSON), args


def test_help_and_rules_load_no_typer_and_no_markdown_parser(tmp_path: Path) -> None:
    home = tmp_path / "home"
    for args in (["--help"], ["--lang", "fr", "--help"], ["rules", "camel", "desert-tile"]):
        code, out, modules = run_loaded(home, *args)
        assert code == 0 and out.strip()
        assert not top(modules) & {"typer", "click", "markdown_it", "yaml", "babel"}, args


AT_THE_PROMPT = """
import gc, json, sys
from assistant.cli.app import main
code = main(sys.argv[1:])
sys.stderr.write("\\nAFTER " + json.dumps({"running": gc.isenabled(),
    "frozen": gc.get_freeze_count(), "modules": sorted(sys.modules)}) + "\\n")
sys.exit(code)
"""


@pytest.mark.terminal
def test_the_prompt_starts_with_the_collector_held_and_without_openssl(tmp_path: Path) -> None:
    """The first prompt of `play`: the cyclic collector is held while it starts and runs
    again at the prompt, the start-up's objects set apart (`gc.freeze`); OpenSSL's libraries
    are not loaded (asyncio without `ssl`; wcwidth before 0.3 does not load hashlib; a history
    file name is hashed only when long)."""
    pexpect = pytest.importorskip("pexpect")
    home = tmp_path / "home"
    assert run_loaded(home, "camel", "new", *NEW["camel"])[0] == 0
    env = {**os.environ, "ASSISTANT_HOME": str(home), "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1"}
    err = tmp_path / "err"
    child = pexpect.spawn(
        "/bin/sh", ["-c", f'"{sys.executable}" -c "$0" play 2>"{err}"', AT_THE_PROMPT],
        env=env, encoding="utf-8", timeout=30, dimensions=(40, 110),
    )  # fmt: skip
    child.expect_exact("\x1b[?2004h")  # prompt_toolkit's prompt is open (bracketed paste on)
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    after = json.loads(err.read_text(encoding="utf-8").rsplit("AFTER ", 1)[1])
    assert after["running"] and after["frozen"] > 10_000
    assert "prompt_toolkit" in after["modules"]
    assert not {"_hashlib", "_ssl", "ssl"} & set(after["modules"])
    assert "asyncio" in after["modules"]


@pytest.mark.terminal
@pytest.mark.parametrize("lang", ["fr", "it"])
def test_the_first_prompt_shows_before_prompt_toolkit_and_keeps_what_is_typed(
    tmp_path: Path, lang: str
) -> None:
    """The first prompt is drawn before prompt_toolkit is loaded; a move typed at once, while
    prompt_toolkit loads, is not lost, not shown twice and is recorded; and the terminal is
    given back as it was found (echo, lines, Ctrl-C as a signal)."""
    pexpect = pytest.importorskip("pexpect")
    home = tmp_path / "home"
    assert run_loaded(home, "camel", "new", *NEW["camel"])[0] == 0
    env = {**os.environ, "ASSISTANT_HOME": str(home), "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1"}
    env.pop("NO_COLOR", None)
    child = pexpect.spawn(
        "/bin/sh",
        ["-c", f'"{sys.executable}" -m assistant --lang {lang} play; stty -a; echo STTY-DONE'],
        env=env, encoding="utf-8", timeout=30, dimensions=(40, 110),
    )  # fmt: skip
    child.expect_exact("\x1b[36mcamel-up-1\x1b[0m · \x1b[1mana\x1b[0m › ")
    assert "\x1b[?2004h" not in child.before  # prompt_toolkit's prompt is not open yet
    move = {"fr": "lancer bleu 2", "it": "tira blu 2"}[lang]
    child.send(move + "\r")  # typed at once, before prompt_toolkit reads the terminal
    child.expect_exact("\x1b[?2004h")
    assert move.split()[-2] not in child.before  # not echoed before prompt_toolkit draws it
    said = {"fr": "Le dé bleu montre 2", "it": "Il dado blu mostra 2"}[lang]
    child.expect_exact(said)
    assert move in child.before  # drawn by prompt_toolkit, as typed
    child.expect_exact("\x1b[?2004h")  # the next prompt
    child.sendcontrol("d")
    child.expect_exact("STTY-DONE")
    settings = child.before.split()  # `stty -a` after `play`: the terminal as it was
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert {"echo", "icanon", "isig", "icrnl"} <= set(settings), settings
    log = json.loads(run_loaded(home, "--json", "log")[1])["moves"]
    assert [m["move"] for m in log] == [
        {"type": "roll", "player": "ana", "colour": "blue", "value": 2}
    ]


@pytest.mark.terminal
def test_the_prompt_before_the_first_game_shows_early_too(tmp_path: Path) -> None:
    """Before any game, the prompt `› ` is drawn before prompt_toolkit loads, and a line
    typed at once is read by it."""
    pexpect = pytest.importorskip("pexpect")
    env = {**os.environ, "ASSISTANT_HOME": str(tmp_path), "TERM": "xterm"}
    env["PROMPT_TOOLKIT_NO_CPR"] = "1"
    child = pexpect.spawn(
        sys.executable, ["-m", "assistant", "--lang", "it", "play"],
        env=env, encoding="utf-8", timeout=30, dimensions=(40, 110),
    )  # fmt: skip
    child.expect_exact("Ctrl-D per uscire.")
    child.expect_exact("› ")
    assert "\x1b[?2004h" not in child.before
    child.send("aiuto\r")
    child.expect_exact("\x1b[?2004h")
    child.expect_exact("ramses nuova --giocatori")  # each game's `new`, in the table's words
    child.expect_exact("\x1b[?2004h")  # the next prompt
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_asyncio_loaded_for_the_prompt_leaves_ssl_importable() -> None:
    """asyncio loaded without `ssl` for the prompt: `import ssl` still works afterwards."""
    probe = (
        "import sys\n"
        "from assistant.cli.completion import _asyncio_without_tls\n"
        "_asyncio_without_tls()\n"
        "import asyncio.base_events as b\n"
        "assert 'ssl' not in sys.modules and b.ssl is None\n"
        "import ssl\n"
        "print(ssl.OPENSSL_VERSION[:7])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("OpenSSL")


def test_the_collector_is_held_by_a_command_and_runs_for_piped_lines(
    cli: Any, prompt_lines: Any, tmp_path: Path
) -> None:
    """A one-shot command runs with the collector held, and gives it back. Lines piped
    into `play` or replayed from a file (a long game, maybe) are run with it on, and
    nothing is set apart."""
    import gc

    seen: list[bool] = []
    from assistant.cli import table

    real = table.read_lines

    def watched(*args: Any) -> int:
        seen.append(gc.isenabled())
        return real(*args)

    frozen = gc.get_freeze_count()
    cli.ok("camel", "new", *NEW["camel"])
    from assistant.cli import recording

    during: list[bool] = []
    load_state = recording.load_state

    def loading(*args: Any) -> Any:
        during.append(gc.isenabled())
        return load_state(*args)

    with pytest.MonkeyPatch.context() as patch:  # a one-shot command: held while it runs
        patch.setattr(recording, "load_state", loading)
        cli.ok("camel", "status", json=True)
    assert during and not any(during) and gc.isenabled()
    replayed = tmp_path / "moves.txt"
    replayed.write_text("camel roll blue 2\ncamel bet green\n", encoding="utf-8")
    during.clear()
    with pytest.MonkeyPatch.context() as patch:  # `replay`: on for its lines
        patch.setattr(recording, "load_state", loading)
        cli.ok("replay", str(replayed))
    assert len(during) >= 2 and all(during) and gc.get_freeze_count() == frozen
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(table, "read_lines", watched)
        assert prompt_lines("roll yellow 2\n").code == 0
    assert seen == [True] and gc.isenabled() and gc.get_freeze_count() == frozen
    gc.disable()
    try:  # held by someone else before: left held
        assert prompt_lines("status\n").code == 0
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_translated_root_help_reads_no_game_once_kept(tmp_path: Path, lang: str) -> None:
    """The root page in French or Italian puts its examples in the reader's words from the
    grammars once; later pages read the kept texts, as fast as the English one."""
    home = tmp_path / "home"
    first = run_loaded(home, "--lang", lang, "--help")
    again = run_loaded(home, "--lang", lang, "--help")
    assert first[0] == again[0] == 0 and first[1] == again[1]
    packages = {"camel_up", "desert", "pharao", "ramses"}
    read = [m for m in again[2] if m.split(".")[2:3] and m.split(".")[2] in packages]
    assert not read and "assistant.sessions" not in again[2], read


# -- the fast path answers as Click does -------------------------------------------------------

LINES: list[tuple[str, ...]] = [
    ("camel", "status"),
    ("--json", "camel", "status"),
    ("--lang", "fr", "camel", "status"),
    ("--lang", "it", "--json", "camel", "st"),
    ("camel", "roll", "blue", "2"),
    ("--json", "camel", "roll", "green", "2"),
    ("camel", "lancer", "bleu", "3"),
    ("camel", "roll", "blue", "7"),
    ("--json", "camel", "roll", "purple", "1"),
    ("camel", "check", "roll", "blue", "2"),
    ("--json", "camel", "check", "bet", "blue", "--player", "bo"),
    ("camel", "check", "desert", "1", "oasis"),
    ("camel", "roll", "--help"),
    ("--lang", "it", "camel", "scommetti", "-h"),
    ("camel", "check"),
    ("camel", "nope"),
    ("--json", "camel", "nope"),
    ("camel", "bet", "blue"),
    ("log",),
    ("--json", "log", "--all"),
    ("--lang", "fr", "journal"),
    ("undo",),
    ("--json", "annuler"),
    ("redo",),
    ("--json", "redo"),
    ("sessions",),
    ("--json", "sessions"),
    ("sessions", "--all"),
    ("sessions", "export", "camel-up-1"),
    ("sessions", "export", "camel-up-1", "--format", "markdown"),
    ("--lang", "fr", "sessions", "export", "camel-up-1", "--format=HTML"),
    ("sessions", "export", "camel-up-1", "--format", "pdf"),
    ("sessions", "export", "nobody"),
    ("rules",),
    ("rules", "camel"),
    ("--lang", "fr", "rules", "camel", "tuile-desert"),
    ("--json", "rules", "pharao", "curse"),
    ("rules", "camel", "nowhere"),
    ("--help",),
    ("-h",),
    ("--lang", "it", "--help"),
    ("--json", "--help"),
    ("--lang", "xx", "camel", "status"),
    ("--session", "nobody", "camel", "status"),
    ("--session=camel-up-1", "camel", "status", "--json"),
    # `camel odds` with plain options: read by `fast.read_options`, or left to Click.
    ("camel", "odds", "--race-samples", "0"),
    ("--json", "camel", "odds", "--race-samples=300", "--seed", "-4", "--top", "3"),
    (
        "--json",
        "camel",
        "odds",
        "--camels",
        "1:blue 2:green,orange 3:yellow,white",
        "--race-samples",
        "0",
    ),
    (
        "camel",
        "odds",
        "--camels",
        "1:blue,red 2:green 3:yellow,purple 14:white 16:black",
        "--edition",
        "2",
        "--dice",
        "blue,grey",
        "--race-samples",
        "200",
        "--seed",
        "1",
        "--race-error",
        ".05",
        "--top",
        "0",
        "--player",
        "me",
    ),
    ("--lang", "fr", "camel", "odds", "--race-samples", "2000000"),
    ("camel", "odds", "--tiles", "7:mirage"),
    ("camel", "odds", "--top", "deux"),
    ("--lang", "fr", "camel", "odds", "--top", "-1"),
    ("--lang", "it", "camel", "odds", "--race-error", "0.5"),
    ("--lang", "it", "camel", "odds", "--race-error", "1e-2", "--race-samples", "0"),
    ("camel", "odds", "--top", "1_0", "--race-samples", "0"),
    ("--lang", "fr", "camel", "odds", "--nope", "1"),
    ("--lang", "it", "camel", "odds", "--top"),
    ("camel", "odds", "--top", "2", "--top", "3", "--race-samples", "0"),
    ("camel", "odds", "--edition", "3", "--camels", "1:blue"),
    ("camel", "odds", "--race-samples", "0", "-h"),
    ("--lang", "fr", "camel", "cotes", "--simulations", "0", "--chameaux", "1:bleu 2:vert,orange"),
    ("--lang", "it", "--json", "camel", "odds", "--simulazioni=0", "--seme", "3"),
    ("camel", "odds", "--race-s", "0", "--top", "2"),
    ("--lang", "fr", "camel", "cotes", "--simulations", "deux"),
    ("--lang", "it", "camel", "odds", "--simulazioni", "0", "--simulazioni", "0"),
]


def _run(cli: Any, home: Path, line: tuple[str, ...], fast: bool) -> Any:
    from assistant.cli import fast as fast_path

    with pytest.MonkeyPatch.context() as patch:
        if not fast:
            patch.setattr(fast_path, "run", lambda runtime: None)
            # A fresh tree, as in a new process: the root's help lists the groups loaded
            # earlier in the process first.
            from assistant.cli.tree import root_command

            root_command.cache_clear()
        result = cli(*line)
    return result.code, result.out, result.err, _journal_rows(home)


def _journal_rows(home: Path) -> Any:
    import sqlite3

    path = home / "journal.sqlite3"
    if not path.exists():
        return None
    db = sqlite3.connect(path)
    try:
        moves = db.execute("SELECT session, seq, payload, status FROM moves ORDER BY 1, 2")
        found = moves.fetchall()
        found += db.execute("SELECT name, moves, revision, lang FROM sessions").fetchall()
        return found
    finally:
        db.close()


def test_the_fast_path_answers_exactly_as_click(cli: Any, clean_environment: Path) -> None:
    """Every line from the same journal, once by the fast path and once by Click: the same
    output, errors, exit code, and journal afterwards."""
    home = clean_environment
    cli.ok("camel", "new", "--players", "ana,bo", *NEW["camel"][2:])
    cli.ok("camel", "roll", "orange", "1")
    saved = home.parent / "saved"
    shutil.copytree(home, saved)
    for line in LINES:
        answers = []
        for fast in (True, False):
            shutil.rmtree(home)
            shutil.copytree(saved, home)
            answers.append(_run(cli, home, line, fast))
        assert answers[0] == answers[1], line


def test_the_fast_path_leaves_to_click_what_it_does_not_know(clean_environment: Path) -> None:
    from assistant.cli.fast import root_options

    assert root_options(["--lang", "fr", "--json", "camel", "status"]) == (
        "fr",
        True,
        None,
        ["camel", "status"],
    )
    for argv in (["--version"], ["--lang"], ["--", "camel"], ["-x", "camel"], ["--jsonx"]):
        assert root_options(argv) is None, argv


def test_odds_options_are_read_as_click_reads_them_or_left_to_click() -> None:
    """`camel odds` with plain options is read without Click, to the values Click gives;
    anything else (an unknown option, a help, a number written otherwise or out of range, an
    option twice or without its value) is left to Click, which answers it (the lines above)."""
    import inspect

    from assistant.cli import camel
    from assistant.cli.fast import read_options
    from assistant.syntax import option_words

    odds = camel.app.function("odds")
    assert odds is not None
    command = camel.app.click("odds")
    defaults = {p.name: p.default for p in inspect.signature(odds).parameters.values()}
    read = [
        ["--camels", "1:blue 2:green", "--tiles=7:mirage:me", "--dice", "blue"],
        ["--race-samples", "0", "--top", "007", "--race-error", "0.1", "--seed", "-3"],
        ["--edition", "2", "--race-error", ".001", "--leg-tiles", "-", "--race-cards", "-"],
        ["--player", "bets", "--bets", "white:5", "--race-samples=1000000"],
        [],
    ]
    for words in read:
        values = read_options(camel, "odds", odds, words)
        assert values is not None, words
        parsed = command.make_context("odds", list(words)).params
        assert {**defaults, **values} == parsed, words
    left = [
        ["--nope", "1"],
        ["--top"],
        ["--top", "2", "--top", "3"],
        ["--top", "deux"],
        ["--top", "-1"],
        ["--top", "1_0"],
        ["--race-error", "1e-2"],
        ["--race-error", "0.5"],
        ["--edition", "3"],
        ["--camels", "--tiles"],
        ["--help"],
        ["-h"],
        ["1:blue"],
    ]
    for words in left:
        assert read_options(camel, "odds", odds, words) is None, words
    assert read_options(camel, "status", odds, []) is None  # not in FAST_OPTIONS
    # The game's option words in any language, and unique starts, as the Click tree reads
    # them (`syntax.english_options`).
    terms = option_words(load("camel-up").grammar)
    for typed, english in (
        (["--chameaux", "1:bleu", "--simulations=0"], ["--camels", "1:bleu", "--race-samples=0"]),
        (
            ["--cammelli", "1:blu", "--erreur", "0.02"],
            ["--camels", "1:blu", "--race-error", "0.02"],
        ),
        (["--race-s", "5", "--CAMELS", "1:blue"], ["--race-samples", "5", "--camels", "1:blue"]),
    ):
        values = read_options(camel, "odds", odds, typed, terms)
        assert values == read_options(camel, "odds", odds, english), typed
        parsed = command.make_context("odds", english).params
        assert {**defaults, **values} == parsed, typed
    assert read_options(camel, "odds", odds, ["--simulations", "deux"], terms) is None


def test_the_registry_and_the_modules_agree() -> None:
    """The root's help lists the games from the registry: their texts are the modules'; the
    names of each module's commands are those of the Typer app built from it, in order."""
    import importlib

    import typer

    from assistant.cli.app import lazy_commands
    from assistant.cli.lazyapp import App

    for spec in SPECS:
        module = importlib.import_module(spec.cli_module)
        assert spec.help == module.app.help, spec.id
    for module_name, _ in set(lazy_commands().values()):
        app = importlib.import_module(module_name).app
        assert isinstance(app, App), module_name
        group = typer.main.get_command(app.typer)
        names = list(getattr(group, "commands", {group.name: group}))
        assert app.names() == names or len(names) == 1, module_name


def test_status_needs_no_arguments_in_any_game() -> None:
    import importlib

    from assistant.cli.fast import _bare

    for spec in SPECS:
        status = importlib.import_module(spec.cli_module).app.function("status")
        assert status is not None and _bare(status), spec.id


def test_bare_tells_a_function_with_a_required_argument() -> None:
    from assistant.cli.fast import _bare

    def positional(a: int, b: int = 1) -> None: ...
    def keyword(*, a: int) -> None: ...
    def both(a: int = 1, *, b: int = 2) -> None: ...

    assert not _bare(positional) and not _bare(keyword) and _bare(both) and _bare(lambda: 0)


def test_a_class_without_a_docstring_still_gets_the_signature_as_its_doc() -> None:
    """`dataclasses` imports `inspect` only when a class has no docstring (fastclasses)."""
    code = (
        "import sys, assistant, dataclasses\n"
        "print('inspect' in sys.modules)\n"
        "@dataclasses.dataclass\n"
        "class Plain:\n"
        "    a: int\n"
        "print(Plain.__doc__.startswith('Plain('), 'inspect' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True", "True"]


# -- what was written out gives the library's answers -------------------------------------------


def test_list_patterns_and_negotiation_are_babels() -> None:
    from babel.core import negotiate_locale as babels
    from babel.lists import format_list

    from assistant.i18n import LANGUAGES, Translator, negotiate_locale

    for lang in LANGUAGES:
        t = Translator(lang)
        for style in ("standard", "standard-short", "or", "or-short"):
            for n in range(1, 6):
                words = ["ana", "bo", "cy", "di", "flo"][:n]
                assert t.join(words, style) == format_list(words, style=style, locale=lang)
    # Beyond Babel's patterns, on purpose: Italian joins with `ed` before an e- (Ana ed Eva).
    assert Translator("it").join(["ana", "eva"]) == "ana ed eva"
    for preferred in (
        ["fr"],
        ["fr_FR"],
        ["FR"],
        ["Fr_CA"],
        ["de_DE", "it_IT"],
        ["en_US"],
        ["pt_BR"],
        ["it-IT"],
        ["fr_FR_x"],
        [],
    ):
        assert negotiate_locale(preferred, LANGUAGES) == babels(
            preferred, list(LANGUAGES), sep="_"
        ), preferred


def test_numbers_and_percentages_are_babels() -> None:
    """`Translator.number` and `percent`, written out for the offered languages, give
    Babel's text: rounding half to even on the decimal text, groups, signs, negative zero."""
    from babel.core import Locale
    from babel.numbers import format_decimal, format_percent

    from assistant.i18n import LANGUAGES, NARROW_NBSP, Translator, written_number

    rng = random.Random(24)
    values: list[float] = [0.125, 0.135, 0.165, 0.00995, 0.99995, 999.995, -0.5, -1e-7, 0.0]
    values += [-0.0, 320_760, 1, 12_345_678_901_234, 1e-7, 2.675, 1.005, 0.0449999]
    values += [rng.random() for _ in range(300)] + [rng.uniform(-9, 9) for _ in range(300)]
    values += [round(rng.uniform(-99, 99), 3) for _ in range(300)]
    values += [rng.randrange(10**9) for _ in range(100)]
    for lang in LANGUAGES:
        t = Translator(lang)
        percent = Locale.parse(lang).percent_formats[None].pattern
        for value in values:
            for digits in (0, 1, 2, 3):
                pattern = "#,##0." + "0" * digits if digits else "#,##0"
                assert t.number(value, digits) == format_decimal(
                    value, format=pattern, locale=lang
                ), (lang, value, digits)
                pattern = percent.replace("0", "0." + "0" * digits, 1) if digits else percent
                expected = format_percent(value, format=pattern, locale=lang)
                if lang == "fr":
                    expected = expected.replace("\u00a0", NARROW_NBSP)
                assert t.percent(value, digits) == expected, (lang, value, digits)
    for value in (float("nan"), float("inf"), 1e15):
        assert written_number(value, 2, "en") is None  # Babel writes them
    assert written_number(0.5, 1, "de") is None


def test_catalogs_read_lazily_answer_as_gettext() -> None:
    from assistant.i18n import LazyCatalog, _locales_folder, domains, load_catalog

    for lang in ("fr", "it"):
        for domain in domains():
            standard = load_catalog(lang, domain)
            path = os.path.join(_locales_folder(), lang, "LC_MESSAGES", f"{domain}.mo")
            with open(path, "rb") as handle:
                lazy = LazyCatalog(handle)
            assert type(lazy._catalog).__name__ == "_MoTable"  # really read lazily
            assert lazy._info == standard._info
            assert dict(lazy._catalog) == standard._catalog  # the same mapping, read lazily
            for key in standard._catalog:
                if isinstance(key, tuple):
                    for n in range(12):
                        assert lazy.ngettext(key[0], "x", n) == standard.ngettext(key[0], "x", n)
                else:
                    assert lazy.gettext(key) == standard.gettext(key)
            assert lazy.gettext("no such message") == "no such message"


def test_report_dates_are_babels() -> None:
    from datetime import UTC, datetime, timedelta

    from babel.dates import format_datetime

    from assistant.i18n import Translator
    from assistant.render.report import _when

    rng = random.Random(24)
    for lang in ("en", "fr", "it"):
        for i in range(500):
            moment = datetime(2020, 1, 1, tzinfo=UTC) + timedelta(seconds=rng.randrange(10**9))
            if i % 4 == 0:
                moment = moment.replace(hour=rng.choice([0, 11, 12, 23]))
            stamp = moment.isoformat(timespec="seconds")
            expected = format_datetime(datetime.fromisoformat(stamp), "medium", locale=lang)
            assert _when(stamp, Translator(lang)) == expected


def test_indented_json_is_json_dumps() -> None:
    from enum import IntEnum, StrEnum

    from assistant.cli.runtime import indented
    from assistant.export import Exported

    class Colour(StrEnum):
        blue = "blue"

    class Count(IntEnum):
        three = 3

    docs: list[Any] = [
        Exported({"moves": [Colour.blue, Count.three, {"x": Colour.blue}]}),
        {Colour.blue: 1},
        {},
        [],
        {"a": [], "b": {}, "c": [1, 2.5, -0.0, 1e300, True, False, None]},
        ["é", "\u2028", '"', "\\", "\x1b", "\ud800"],
        {"k": {"n": [{}, [[]], {"x": (1, 2)}]}},
        "text",
        3,
        2**80,
        {1: "a key that is not text"},
        [float("nan")],
    ]
    for doc in docs:
        for ascii_only in (False, True):
            assert indented(doc, ascii_only) == json.dumps(doc, ensure_ascii=ascii_only, indent=2)


@pytest.mark.parametrize("width", [30, 64, 100])
def test_rulebook_markdown_is_drawn_as_rich_draws_it(width: int) -> None:
    from rich.console import Console
    from rich.markdown import Markdown

    from assistant import rulebook
    from assistant.i18n import Translator
    from assistant.render.markdown import _parse, markdown

    drawn_here = 0
    for game in rulebook.available():
        for section in rulebook.load(game).sections:
            for lang in ("en", "fr", "it"):
                text = Translator(lang).gettext(section.text)
                drawn_here += _parse(text) is not None
                for color in (False, True):
                    outputs = []
                    for renderable in (Markdown(text), markdown(text)):
                        buffer = io.StringIO()
                        console = Console(
                            file=buffer,
                            width=width,
                            force_terminal=color,
                            color_system="truecolor" if color else None,
                        )
                        console.print(renderable)
                        outputs.append(buffer.getvalue())
                    assert outputs[0] == outputs[1], (section.id, lang, color)
    assert drawn_here > 200  # nearly all of them are drawn without markdown-it


def test_markdown_beyond_the_rulebooks_is_left_to_rich() -> None:
    from assistant.render.markdown import _parse

    for text in ("# Title", "> quote", "a *stress*", "[a](b)", "    code", "a\n===", "x `y"):
        assert _parse(text) is None, text
    assert _parse("a\nb\n\n- one\n- two `x`\n\nthe end") is not None


# -- states kept and dataclasses compiled once --------------------------------------------------


@pytest.mark.parametrize("game_id", sorted(BY_ID))
def test_states_read_back_to_the_same_states(game_id: str) -> None:
    from assistant import snapshot

    game, rng = load(game_id), random.Random(game_id)
    spec = BY_ID[game_id]
    players = ["ana", "bo", "cy", "di"][: max(spec.min_players, min(3, spec.max_players))]
    for _ in range(4):
        base = state = game.initial_state(game.random_setup(rng, players))
        cls: Any = type(state)
        while True:
            text = snapshot.encode(state, base)
            assert snapshot.decode(cls, text, base) == state
            assert snapshot.decode(cls, snapshot.encode(state), None) == state
            move = game.random_move(state, rng)
            if move is None:
                break
            state = game.apply(state, move)


@pytest.mark.usefixtures("toy")
def test_a_snapshot_builds_nothing_but_the_declared_types() -> None:
    import toy_game

    from assistant import snapshot

    cls: Any = toy_game.State
    good = snapshot.encode(toy_game.State(("ana", "bo"), 3, 1, (2, 1), 10))
    assert snapshot.decode(cls, good).total == 3
    for text in (
        '[["ana","bo"],"3",1,[2,1],10]',
        '[["ana","bo"],3,1,[2,1]]',
        '[["ana","bo"],true,1,[2,1],10]',
        '{"__class__": "os.system"}',
        '[["ana",{"a":1}],3,1,[2,1],10]',
        "[[",
    ):
        with pytest.raises(snapshot.SnapshotError):
            snapshot.decode(cls, text)
    with pytest.raises(snapshot.SnapshotError):
        snapshot.encode(toy_game.State(["ana"], 3))  # type: ignore[arg-type]


PROBE = """
import dataclasses, json, sys, types
import assistant.fastclasses as cache
module = types.ModuleType("assistant.probe")
sys.modules["assistant.probe"] = module
exec(
    "from dataclasses import dataclass, field\\n"
    "@dataclass(frozen=True)\\n"
    "class Probe:\\n"
    "    a: int\\n"
    "    b: tuple = ()\\n"
    "    c: 'str | None' = None\\n"
    "    d: list = field(default_factory=list, compare=False, hash=False)\\n",
    module.__dict__,
)
p = module.Probe(1, (2,), "x")
try:
    p.a = 3
    frozen = False
except dataclasses.FrozenInstanceError:
    frozen = True
seen = [repr(p), p == module.Probe(1, (2,), "x"), hash(p) == hash(module.Probe(1, (2,), "x"))]
print(json.dumps([*seen, frozen, "assistant.probe" in cache._modules]))
"""


def test_dataclass_methods_from_the_cache_are_the_compiled_ones() -> None:
    """A class of the package made twice, once compiling its methods and once from the cache
    file, behaves the same; `ASSISTANT_NO_CLASS_CACHE=1` turns the cache off."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cache = REPO / "assistant" / "__pycache__"

    def probe(environment: dict[str, str]) -> list[Any]:
        done = subprocess.run(
            [sys.executable, "-c", PROBE],
            env=environment,
            capture_output=True,
            text=True,
            check=True,
        )
        found: list[Any] = json.loads(done.stdout)
        return found

    try:
        first, second = probe(env), probe(env)
        assert list(cache.glob("assistant.probe.dataclasses.*"))
        plain = probe(dict(env, ASSISTANT_NO_CLASS_CACHE="1"))
    finally:
        for leftover in cache.glob("assistant.probe.dataclasses.*"):
            leftover.unlink()
    assert first == second == [*plain[:-1], True]
    assert plain[-1] is False and first[:4] == ["Probe(a=1, b=(2,), c='x', d=[])", True, True, True]


def test_reports_made_from_the_export_replay_match_a_fresh_replay(cli: Any) -> None:
    """The report reuses the states `export_json` replayed: the same page as replaying."""
    from assistant.cli.runtime import Runtime
    from assistant.export import export_html, export_json, export_markdown
    from assistant.i18n import Translator

    cli.ok("replay", str(REPO / "examples" / "camel-up" / "full-game.txt"))
    runtime = Runtime()
    try:
        session = runtime.journal.get(runtime.journal.current_name() or "")
        doc = export_json(runtime.journal, session)
        assert doc.states
        t = Translator("fr")
        assert export_html(doc, t) == export_html(dict(doc), t)
        assert export_markdown(doc, t) == export_markdown(dict(doc), t)
    finally:
        runtime.close()


def test_every_class_of_the_package_has_a_docstring() -> None:
    """`dataclasses` imports `inspect` (a sixth of a one-shot start-up) to write the doc of
    a class without one: no dataclass of the package may lack its docstring."""
    code = """
import importlib, pkgutil, sys
import assistant, dataclasses
missing = []
class Spy:
    def __getattr__(self, name):
        cls = sys._getframe(1).f_locals.get("cls")
        missing.append(f"{cls.__module__}.{cls.__qualname__}")
        import inspect
        return getattr(inspect, name)
dataclasses.inspect = Spy()
for found in pkgutil.walk_packages(assistant.__path__, "assistant."):
    if not found.name.endswith("babel_extract"):
        importlib.import_module(found.name)
print("\\n".join(missing))
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == []
