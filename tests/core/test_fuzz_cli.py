"""A fuzzer over every command's arguments: whatever is typed, no traceback, an exit code in
{0, 2, 3, 4}, and with `--json` exactly one JSON document on stdout (issue 11).

The command tree is walked through Click, so a command added later is fuzzed too. Each
example runs in a fresh copy of a small journal (two toy sessions). Words are drawn from the
command's own options and choices, names that exist, and hostile text: markup, escape
sequences, bidi overrides, zero-width characters, decomposed accents, huge numbers, special
files, bytes that are not UTF-8 (as `surrogateescape` reads them), characters XML cannot
carry. The derandomized `ci` profile runs the default number of examples per command group;
`HYPOTHESIS_PROFILE=explore` (or `FUZZ_EXAMPLES=5000`) fuzzes much longer.
"""

from __future__ import annotations

import io
import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytestmark = pytest.mark.usefixtures("toy")

HOSTILE = [
    "",
    " ",
    "-",
    "--",
    "-1",
    "0",
    "3",
    "99999999999999999999999",
    "1e3",
    "nan",
    "ana",
    "ANA",
    "bo",
    "one",
    "two",
    "toy",
    "[/]",
    "[red]ana",
    "[bold]x[/bold]",
    "\x1b[2J",
    "\x1b]0;title\x07",
    "\u202eevil",
    "blue\u200b",
    "\ufeffone",
    "café",
    "cafe\u0301",
    "ÉLODIE",
    "%s%n",
    "{name}",
    "{0}",
    "\\",
    "'",
    '"',
    "x\ny",
    "a" * 300,
    "/dev/zero",
    "/dev/full",
    "/",
    ".",
    "replay",
    "--json",
    "--lang",
    "fr",
    "--session",
    "--help",
    "--yes",
    "--all",
    "--dry-run",
    "--format",
    "markdown",
    "--player",
    "--players",
    "ana,bo",
    "ana,ana",
    "[/],bo",
    # issue 26: bytes that are not UTF-8, odd digits, names the games cannot write back,
    # characters XML cannot carry, HTML entities, a home folder of nobody.
    "ren\udce9",
    "ren\udce9,bo",
    "²",
    "crown:²",
    "9" * 5000,
    "a=b",
    "-x,bo",
    "ana,b=o",
    "\uffff",
    "x\ufffe,bo",
    "&amp;",
    "~nosuchuser/x",
]
WORDS = st.one_of(
    st.sampled_from(HOSTILE),
    st.text(st.characters(codec="utf-8", exclude_characters="\x00"), max_size=12),
    st.integers(-5, 20).map(str),
)


def commands(group: Any, ctx: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command path under `group`, groups included (a group alone is fuzzed too)."""
    found = [path]
    if hasattr(group, "list_commands"):
        for name in group.list_commands(ctx):
            sub = group.get_command(ctx, name)
            if sub is not None:
                found += commands(sub, ctx, (*path, name))
    return found


def words_of(command: Any) -> list[str]:
    """The option names and choices a command takes."""
    words: list[str] = []
    for param in getattr(command, "params", []):
        words += list(getattr(param, "opts", []))
        words += [str(c) for c in getattr(param.type, "choices", None) or []]
    return words


def resolve(path: tuple[str, ...]) -> Any:
    import typer

    from assistant.cli.app import root_command

    group = root_command()
    ctx = typer.Context(group)
    command = group
    for name in path:
        command = command.get_command(ctx, name)
    return command


def top_commands() -> list[Any]:
    """One parameter per top-level command (and one for the bare `assistant`)."""
    from assistant.cli.app import lazy_commands

    return [pytest.param(name, id=name or "(root)") for name in ["", *lazy_commands(), "toy"]]


@pytest.mark.parametrize("top", top_commands())
def test_any_arguments_end_cleanly(
    cli: Any, tmp_path: Path, top: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import typer

    from assistant.cli.app import root_command

    monkeypatch.setenv("HOME", str(tmp_path))  # nothing fuzzed may touch the real home
    monkeypatch.chdir(tmp_path)  # nor write files (`-o NAME`) into the checkout

    cli.ok("toy", "new", "--players", "ana,bo", "--name", "one", "--target", "30")
    cli.ok("toy", "add", "2")
    cli.ok("toy", "new", "--players", "[/],bo,cy", "--name", "two")
    cli.ok("toy", "add", "1")
    template = Path(os.environ["ASSISTANT_HOME"]) / "journal.sqlite3"
    script = tmp_path / "lines.txt"
    script.write_text("toy add 1\n# comment\ntoy add [/]\n\x1b[2J\n", encoding="utf-8")

    group = root_command()
    if top:
        paths = [(top, *p) for p in commands(group.get_command(typer.Context(group), top), None)]
    else:
        paths = [()]
    vocabulary = sorted({w for p in paths for w in words_of(resolve(p))})
    tokens = st.one_of(WORDS, st.sampled_from([*vocabulary, str(script)]))
    examples = int(os.environ.get("FUZZ_EXAMPLES", settings.default.max_examples))
    counter = iter(range(10**9))

    @settings(
        max_examples=examples,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        deadline=None,
    )
    @given(
        path=st.sampled_from(paths),
        rest=st.lists(tokens, max_size=6),
        root=st.lists(
            st.sampled_from(["--json", "--lang", "fr", "it", "--session", "two"]), max_size=3
        ),
        as_json=st.booleans(),
    )
    def run(path: tuple[str, ...], rest: list[str], root: list[str], as_json: bool) -> None:
        home = tmp_path / f"home-{next(counter)}"
        home.mkdir()
        shutil.copy(template, home / "journal.sqlite3")
        os.environ["ASSISTANT_HOME"] = str(home)
        argv = [*root, *path, *rest]
        # `play` reads lines from standard input when it is not a terminal: two lines each run.
        monkeypatch.setattr("sys.stdin", io.StringIO("toy add 1\nstatus\n"))
        result = cli(*argv, json=as_json)
        mode = "--json " if as_json else ""
        shown = f"assistant {mode}{argv!r} -> {result.code}\n{result.out}\n{result.err}"
        assert result.code in (0, 2, 3, 4), shown
        assert "Traceback" not in result.err + result.out, shown
        (result.out + result.err).encode("utf-8")  # valid UTF-8: no byte echoed raw
        if as_json and "play" in path and result.out.count("\n") != 1 and "\n  " not in result.out:
            # `play` answers each line it reads with one JSON document (JSON Lines).
            docs = [json.loads(line) for line in result.out.splitlines()]
            assert all(isinstance(doc, dict) for doc in docs), shown
        elif as_json:
            doc = json.loads(result.out)  # exactly one document: extra text fails here
            assert isinstance(doc, dict), shown
            if result.code:
                assert set(doc) == {"error"} and doc["error"]["message"], shown

    saved = os.environ["ASSISTANT_HOME"]
    try:
        run()
    finally:
        os.environ["ASSISTANT_HOME"] = saved
