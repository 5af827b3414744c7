"""Table mode (`assistant play`) on the toy game: lines read from standard input, completion,
the prompt line, history, and the real prompt in a pseudo-terminal.

The tests that drive the four real games are in `test_play_mode_games.py` (marked
`real_game`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent


pytestmark = pytest.mark.usefixtures("toy")


def new_game(cli: Any, players: str = "ana,bo,cy", name: str | None = None) -> None:
    cli.ok("toy", "new", "--players", players, *(["--name", name] if name else []))


def total(cli: Any) -> int:
    return int(cli.ok("toy", "status", json=True).json["total"])


# -- lines from standard input --------------------------------------------------------------


def test_lines_are_the_game_commands_without_the_prefix(cli, prompt_lines) -> None:
    new_game(cli)
    result = prompt_lines("add 2\nadd 3\n# a comment\n\nstatus\n")
    assert result.code == 0, result.err
    assert result.out.splitlines() == [
        "ana added 2",
        "  total 2",
        "bo added 3",
        "  total 5",
        "total 5",
    ]
    assert result.err == ""
    assert cli.ok("sessions", json=True).json["sessions"][0]["moves"] == 2


def test_the_outputs_are_those_of_the_one_shot_commands(cli, prompt_lines) -> None:
    new_game(cli, name="here")
    new_game(cli, name="there")
    at_table = prompt_lines("add 2\nstatus\n", "--session", "here", json=True)
    cli.ok("sessions", "use", "there")
    one_shot = [cli.ok("toy", "add", "2", json=True).json, cli.ok("toy", "status", json=True).json]
    # The same documents, one per line read (JSON Lines).
    at_table_docs = [json.loads(line) for line in at_table.out.splitlines()]
    assert at_table_docs == json.loads(json.dumps(one_shot).replace('"there"', '"here"'))


def test_a_refused_move_says_why_and_which_rule_records_nothing_and_goes_on(
    cli, prompt_lines
) -> None:
    new_game(cli)
    result = prompt_lines("add 9\nadd 1\nadd 2 --player ana\nadd 1\n")
    assert result.code == 3  # the first refused line's code
    assert "Error: cannot add 9" in result.err
    assert "Rule “How much to add” (toy/limit): type `rules limit` to read it." in result.err
    assert "Error: It is bo's turn, not ana's." in result.err
    assert "`rules turn`" in result.err
    assert result.out.splitlines() == ["ana added 1", "  total 1", "bo added 1", "  total 2"]
    assert total(cli) == 2


def test_a_refusal_in_french_and_italian(cli, prompt_lines) -> None:
    new_game(cli)
    french = prompt_lines("add 9\n", lang="fr")
    assert "Erreur" in french.err
    assert (  # the table's own word for `rules`
        "Règle «\u202fHow much to add\u202f» (toy/limit)\u202f: tapez `règles limit` pour la lire."
        in french.err
    )
    italian = prompt_lines("add 9\n", lang="it")
    assert (
        "Regola «How much to add» (toy/limit): scrivi `regole limit` per leggerla." in italian.err
    )


def test_json_lines_give_one_document_each_errors_included(cli, prompt_lines) -> None:
    new_game(cli)
    result = prompt_lines("add 1\nadd 9\n", json=True)
    decoder = __import__("json").JSONDecoder()
    docs, text = [], result.out.strip()
    while text:
        doc, end = decoder.raw_decode(text)
        docs.append(doc)
        text = text[end:].strip()
    assert docs[0]["move"] == {"player": "ana", "add": 1}
    assert docs[1] == {
        "error": {"code": "move/illegal", "rule": "toy/limit", "message": "cannot add 9"}
    }


def test_unique_prefixes_of_commands(cli, prompt_lines) -> None:
    new_game(cli)
    result = prompt_lines("ad 1\nst\nSTA\nr\nzzz\n")
    assert result.out.splitlines() == ["ana added 1", "  total 1", "total 1", "total 1"]
    assert "“r” could be more than one command: redo or rules." in result.err
    assert "Unknown command “zzz”" in result.err
    assert result.code == 2


def test_who_plays_by_option_or_by_a_leading_name(cli, prompt_lines) -> None:
    new_game(cli)
    result = prompt_lines("add 1 --player ana\nbo: add 1\nCY:add 1\nan: add 1\n")
    assert result.code == 0, result.err
    assert [line for line in result.out.splitlines() if "added" in line] == [
        "ana added 1",
        "bo added 1",
        "cy added 1",
        "ana added 1",
    ]
    refused = prompt_lines("cy: add 1\nzed: add 1\nbo: status\nbo:\n")
    assert "It is bo's turn, not cy's." in refused.err
    assert "Unknown player “zed”" in refused.err
    assert "“bo:” names who plays; `status` is not a move." in refused.err
    assert "What does bo do?" in refused.err
    assert total(cli) == 4


def test_a_leading_name_of_several_words_or_with_a_space_before_its_colon(
    cli, prompt_lines
) -> None:
    """`Anne Marie: add 1` (a name of two words), `bo : add 1` (French puts a space before
    the colon), `anne m: add 1` (the start of the name); a line whose words hold a colon
    after an option is no name."""
    new_game(cli, players="Anne Marie,bo,cy")
    result = prompt_lines("Anne Marie: add 1\nbo : add 1\ncy: add 1\nanne m: add 1\n")
    assert result.code == 0, result.err
    assert [line for line in result.out.splitlines() if "added" in line] == [
        "Anne Marie added 1",
        "bo added 1",
        "cy added 1",
        "Anne Marie added 1",
    ]
    refused = prompt_lines("zed marie: add 1\n")
    assert refused.code == 2 and "zed" in refused.err
    assert total(cli) == 4


def test_check_judges_without_recording(cli, prompt_lines) -> None:
    new_game(cli)
    result = prompt_lines("check add 3 --player bo\ncy: check ad 9\nch add 2\n")
    assert result.code == 0  # a "no" is an answer, not a refused line
    lines = result.out.splitlines()
    assert lines[0] == "Yes, on bo's turn: bo added 3."
    assert "It is ana's turn now." in lines
    assert "No, refused: cy added 9." in lines  # the toy game has no infinitive phrase
    assert "Yes, allowed: ana added 2." in lines
    assert total(cli) == 0


def test_log_undo_and_redo_act_on_the_table_session(cli, prompt_lines) -> None:
    new_game(cli, name="evening")
    new_game(cli, name="other")  # current now, but the table is on "evening"
    result = prompt_lines("add 2\nadd 1\nundo\nlog\nredo\n", "--session", "evening")
    assert result.code == 0, result.err
    assert "Undone: bo — added 1" in result.out
    assert "  1. ana — added 2" in result.out
    assert "Redone: bo — added 1" in result.out
    assert cli.ok("sessions", json=True).json["current"] == "other"


def test_the_session_argument_opens_a_named_session(cli, prompt_lines) -> None:
    new_game(cli, name="sunday")
    new_game(cli, name="monday")
    assert prompt_lines("add 3\n", "play", "sunday").code == 0
    sessions = {s["name"]: s["moves"] for s in cli.ok("sessions", json=True).json["sessions"]}
    assert sessions == {"sunday": 1, "monday": 0}
    missing = prompt_lines("status\n", "play", "tuesday")
    assert missing.code == 4
    assert "There is no session named tuesday." in missing.err


def test_without_a_session_the_lines_start_a_game_first(cli, prompt_lines) -> None:
    """No session yet: the lines are command lines until one starts a game (or makes a
    session current); the table then opens on it. The first refused line gives the code."""
    result = prompt_lines("add 3\ntoy new --players ana,bo\nadd 3\nadd 2\n")
    assert result.code == 2 and "No game is open yet, so “add” is no command" in result.err
    assert total(cli) == 5
    assert [s["moves"] for s in cli.ok("sessions", json=True).json["sessions"]] == [2]


def test_without_a_session_nothing_opens_when_the_lines_end(cli, prompt_lines) -> None:
    assert prompt_lines("").code == 0
    assert prompt_lines("quit\n").code == 0
    assert cli.ok("sessions", json=True).json["sessions"] == []


def test_new_at_the_prompt_moves_the_table_to_the_new_session(cli, prompt_lines) -> None:
    new_game(cli, name="first")
    result = prompt_lines("add 2\nnew --players di,ed --name second\nadd 1\n")
    assert result.code == 0, result.err
    sessions = {s["name"]: s["moves"] for s in cli.ok("sessions", json=True).json["sessions"]}
    assert sessions == {"first": 1, "second": 1}
    assert "di added 1" in result.out


def test_rules_at_the_prompt_are_this_games(cli, prompt_lines) -> None:
    new_game(cli)
    contents = prompt_lines("rules\n", json=True).json
    assert [s["id"] for s in contents["sections"]] == ["toy/turn", "toy/limit", "toy/end"]
    section = prompt_lines("rules lim\n", json=True).json
    assert section["id"] == "toy/limit"
    found = prompt_lines("rules counter reaches\n", json=True).json
    assert found["results"][0]["id"] == "toy/end"
    french = prompt_lines("rules end\n", lang="fr")
    assert "Fin de la partie" in french.out


def test_help_lists_the_moves_and_the_table_commands(cli, prompt_lines) -> None:
    new_game(cli)
    doc = prompt_lines("help\n", json=True).json
    assert doc["moves"] == [
        {
            "command": "add",
            "usage": "add NUMBER [--player NAME]",
            "text": "Add 1 to 3 to the counter.",
            "example": "add 2",
        }
    ]
    assert [row["command"] for row in doc["table"]] == [
        "check",
        "log",
        "undo",
        "redo",
        "rules",
        "help",
        "quit",
    ]
    assert [row["command"] for row in doc["commands"]] == ["new", "status"]
    french = prompt_lines("help\n", lang="fr").out
    assert "ajouter NOMBRE [--joueur NOM]" in french
    assert "par ex. ajouter 2" in french
    assert "vérifier" in french and "annuler" in french and "quitter" in french
    options = prompt_lines("help add\n")
    assert "--player" in options.out
    italian = prompt_lines("help aggiungi\n", lang="it")
    assert "aggiungi NUMERO [--giocatore NOME]" in italian.out


def test_quit_and_exit_stop_reading(cli, prompt_lines) -> None:
    new_game(cli)
    for word in ("quit", "exit", "q"):
        result = prompt_lines(f"{word}\nadd 1\n")
        assert result.code == 0
        assert result.out == ""
    assert total(cli) == 0


def test_play_cannot_run_inside_replay(cli, tmp_path: Path) -> None:
    new_game(cli)
    script = tmp_path / "script.txt"
    script.write_text("toy add 1\nplay\n", encoding="utf-8")
    result = cli("replay", str(script))
    assert result.code == 2
    assert "line 2" in result.err


# -- the table object: the prompt line, moves from elsewhere, history -----------------------


@pytest.fixture
def table(cli: Any) -> Iterator[Any]:
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    new_game(cli, name="evening")
    runtime = Runtime(lang_option="fr")
    runtime.session = "evening"
    yield TablePrompt(runtime, "evening")
    runtime.close()


def test_the_prompt_line_follows_the_journal(cli, table) -> None:
    assert table.prompt_parts() == ("evening", "ana")
    table.run("add 3")
    assert table.prompt_parts() == ("evening", "bo")
    cli.ok("toy", "add", "3")  # another window, another connection to the journal
    assert table.prompt_parts() == ("evening", "cy")


def test_moves_from_another_window_are_told(cli, table) -> None:
    table.follow()
    assert table.changed_elsewhere() == ([], False)
    cli.ok("toy", "add", "2")
    cli.ok("toy", "add", "1")
    moves, other = table.changed_elsewhere()
    assert [table.t.render(m) for m in moves] == ["1. ana — added 2", "2. bo — added 1"]
    assert not other
    assert table.changed_elsewhere() == ([], False)
    cli.ok("undo")
    assert table.changed_elsewhere() == ([], True)


def test_moves_elsewhere_are_told_after_an_undo_and_a_redo_too(cli, table) -> None:
    """The table reads only the moves after those it has seen while the revision stays; an
    undo or a redo elsewhere makes it read them all again (a redone move is told as new)."""
    cli.ok("toy", "add", "2")
    cli.ok("toy", "add", "1")
    table.follow()
    cli.ok("undo")
    cli.ok("toy", "add", "3")
    assert table.changed_elsewhere() == ([], True)
    cli.ok("undo")
    assert table.changed_elsewhere() == ([], True)
    cli.ok("redo")
    moves, other = table.changed_elsewhere()
    assert [table.t.render(m) for m in moves] == ["2. bo — added 3"] and not other
    cli.ok("toy", "add", "1")
    moves, other = table.changed_elsewhere()
    assert [table.t.render(m) for m in moves] == ["3. cy — added 1"] and not other


def test_game_over_shows_in_the_prompt_line(cli, table) -> None:
    from assistant.cli.completion import message

    for _ in range(5):
        table.run("add 2")
    assert table.prompt_parts() == ("evening", None)
    text = "".join(part[1] for part in message(table))
    assert text == "evening · partie finie › "


def test_history_is_kept_per_session_under_the_data_folder(clean_environment: Path) -> None:
    from assistant.cli.prompt import history_path

    assert history_path("camel-up-2") == clean_environment / "history" / "camel-up-2.txt"
    assert history_path("a/b c").parent == clean_environment / "history"
    assert history_path("a/b c").name == "a%2Fb%20c.txt"


# -- completion, without a terminal ---------------------------------------------------------


def words(table: Any, text: str) -> list[str]:
    from assistant.cli.completion import complete

    _, found = complete(table, text)
    assert all(c.text.endswith(" ") for c in found)
    return [c.text.strip() for c in found]


def english(table: Any) -> Any:
    table.runtime._translator = None
    table.runtime.lang_option = "en"
    return table


def test_completes_commands_and_players_at_the_start(table) -> None:
    # a French table: its own words first, every language when they give nothing
    assert words(table, "st") == ["état"]
    assert words(table, "r") == ["rétablir", "règles"]
    assert "ajouter" in words(table, "")
    assert words(table, "aj") == ["ajouter"]
    assert words(table, "bo: ") == ["ajouter", "vérifier"]
    english(table)
    assert words(table, "st") == ["status"]
    assert words(table, "r") == ["redo", "rules"]
    assert words(table, "a") == ["add"]  # commands first
    assert words(table, "an") == ["ana:"]  # then who plays
    assert words(table, "bo: ") == ["add", "check"]


def test_completes_after_a_name_of_several_words(cli) -> None:
    """`Anne Marie: ` completed like `bo: `: the moves, in the reader's words."""
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    new_game(cli, players="Anne Marie,bo", name="night")
    runtime = Runtime(lang_option="fr")
    runtime.session = "night"
    try:
        table = TablePrompt(runtime, "night")
        assert words(table, "Anne") == ["Anne Marie:"]
        assert words(table, "Anne Marie: ") == ["ajouter", "vérifier"]
        assert words(table, "anne marie : aj") == ["ajouter"]
    finally:
        runtime.close()


def test_completes_the_move_after_check_and_a_player_named_first(cli) -> None:
    """`vérifier bo ` + Tab: the moves (not `vérifier` again), as after `bo: `; `vérifier a`
    + Tab with no move of that start: the players."""
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    new_game(cli, players="ana,bo", name="night")
    runtime = Runtime(lang_option="fr")
    runtime.session = "night"
    try:
        table = TablePrompt(runtime, "night")
        assert words(table, "vérifier bo ") == ["ajouter"]
        assert words(table, "vérifier bo: aj") == ["ajouter"]
        assert words(table, "vérifier an") == ["ana"]
        assert words(table, "vérifier aj") == ["ajouter"]
        assert words(table, "bo aj") == ["ajouter"]  # a name without its colon, then Tab
        assert words(table, "bo ajouter ") == words(table, "bo: ajouter ")
        assert words(table, "zed aj") == []
    finally:
        runtime.close()


def test_completes_options_and_player_names(table) -> None:
    assert words(table, "ajouter 1 --j") == ["--joueur"]
    assert words(table, "add 1 --p") == ["--joueur"]  # any language, shown in the table's
    assert words(table, "add 1 --player ") == ["ana", "bo", "cy"]
    assert words(table, "add 1 --joueur B") == ["bo"]
    assert words(table, "vérifier add 1 --player c") == ["cy"]
    assert words(table, "log --") == ["--tout"]
    assert words(table, "log --a") == ["--tout"]  # any language, shown in the table's
    english(table)
    assert words(table, "add 1 --p") == ["--player"]
    assert words(table, "log --") == ["--all"]


def test_completes_rule_sections_with_their_titles_in_the_readers_language(table) -> None:
    from assistant.cli.completion import complete

    _, found = complete(table, "règles ")
    shown = {c.display: c.meta for c in found}
    assert shown["fin-de-la-partie"] == "Fin de la partie"  # its French name
    assert shown["limit"] == "How much to add"  # no French title: its id
    assert "chercher" in shown
    assert words(table, "aide an") == ["annuler"]


def test_the_word_under_the_cursor_is_what_gets_replaced() -> None:
    from assistant.cli.completion import split_line

    assert split_line("roll bl") == (["roll"], "bl", 5)
    assert split_line("roll ") == (["roll"], "", 5)
    assert split_line("rules 'end of") == (["rules"], "end of", 6)
    assert split_line("") == ([], "", 0)


@pytest.fixture
def painted(table: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The toy game with a move whose words are names: `paint COLOUR N`."""
    from dataclasses import replace

    import toy_game

    from assistant.syntax import Command, Kind, Param, term

    colour = Kind(
        "colour",
        "colour",
        term("COLOUR", "COULEUR", "COLORE"),
        names={c: c for c in ("blue", "green", "orange", "white")},
    )
    paint = Command(
        "paint",
        term("paint", "peindre", "dipingi"),
        "Paint.",
        (Param("colour", "colour", "A colour.", many=True), Param("n", "int", "How many.")),
    )
    grammar = replace(
        toy_game.GRAMMAR,
        commands=(*toy_game.GRAMMAR.commands, paint),
        kinds={"colour": colour},
    )

    class Painted(toy_game.ToyGame):
        pass

    Painted.grammar = grammar  # type: ignore[assignment]
    monkeypatch.setattr(toy_game, "GAME", Painted())
    return table


def test_names_come_from_the_vocabulary_in_the_readers_language(painted) -> None:
    assert words(painted, "paint ") == ["bleu", "vert", "orange", "blanc"]
    assert words(painted, "paint BL") == ["bleu", "blanc"]
    assert words(painted, "paint blu") == ["bleu"]  # the English name answers too
    assert words(painted, "paint verd") == ["vert"]  # and the Italian one
    assert words(painted, "paint bleu ") == []  # a number: nothing to offer
    assert words(painted, "check paint v") == ["vert"]
    painted.runtime._translator = None
    painted.runtime.lang_option = "it"
    assert words(painted, "paint ") == ["blu", "verde", "arancione", "bianco"]
    assert words(painted, "paint bianco,ar") == ["bianco,arancione"]
    painted.runtime._translator = None
    painted.runtime.lang_option = "en"
    assert words(painted, "paint bl") == ["blue"]  # not white for the French "blanc"
    assert words(painted, "paint verd") == ["green"]  # nothing English: other languages


def test_the_help_names_the_kinds_of_words_in_the_readers_language(painted, prompt_lines) -> None:
    doc = prompt_lines("help\n", "--session", "evening", lang="it", json=True).json
    usages = [move["usage"] for move in doc["moves"]]
    assert "dipingi COLORE... NUMERO [--giocatore NOME]" in usages


# -- the real prompt in a pseudo-terminal ---------------------------------------------------

pexpect = pytest.importorskip("pexpect")

ANSI = r"(?:\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r)*"


def loose(text: str) -> str:
    """A regex for `text` as a terminal shows it: escape sequences may come between chars,
    and a space may be drawn as a move of the cursor."""
    import re

    return ANSI.join(r"(?: |\x1b\[\d*C)" if char == " " else re.escape(char) for char in text)


@pytest.fixture
def terminal(clean_environment: Path) -> Iterator[Any]:
    """`spawn(*args)`: `assistant ARGS... play` with the toy game, in a pseudo-terminal."""
    import os

    children: list[Any] = []

    def spawn(*args: str) -> Any:
        env = {**os.environ, "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1"}
        child = pexpect.spawn(
            sys.executable,
            [str(HERE / "toy_main.py"), *args, "play"],
            env=env,
            encoding="utf-8",
            timeout=20,
            dimensions=(30, 100),
        )
        children.append(child)
        return child

    yield spawn
    for child in children:
        child.close(force=True)


def typed(child: Any, *keys: str) -> None:
    """Type `keys`, letting each Tab's completion land first (prompt_toolkit completes in
    the background: keys typed ahead would overtake it)."""
    import time

    for key in keys:
        child.send(key)
        if key.endswith("\t"):
            time.sleep(0.4)


def history(home: Path, name: str) -> list[str]:
    path = home / "history" / f"{name}.txt"
    return [line[1:] for line in path.read_text(encoding="utf-8").splitlines() if line[:1] == "+"]


@pytest.mark.terminal
def test_the_prompt_in_a_terminal(cli, terminal, clean_environment: Path) -> None:
    new_game(cli, name="evening")
    child = terminal()
    child.expect(loose("total 0"))  # the status first, then what the prompt is
    child.expect(loose("Toy — session evening, players ana, bo, and cy."))
    child.expect(loose("evening · ana › "))
    typed(child, "ad\t", "2\r")  # Tab completes the command
    child.expect(loose("ana added 2"))
    child.expect(loose("evening · bo › "))
    child.send("add 9\r")
    child.expect(loose("Error: cannot add 9"))
    child.expect(loose("type `rules limit` to read it."))
    child.expect(loose("evening · bo › "))
    typed(child, "add 1 --player c\t", "\r")  # out of turn: the prompt stays open
    child.expect(loose("It is bo's turn, not cy's."))
    child.expect(loose("evening · bo › "))
    child.send("something long")
    child.sendcontrol("c")  # Ctrl-C drops the line
    child.expect(loose("evening · bo › "))
    child.send("\x1b[A\x1b[A\x1b[A\r")  # three lines back: "add 2"
    child.expect(loose("bo added 2"))
    child.expect(loose("evening · cy › "))
    cli.ok("--session", "evening", "toy", "add", "1")  # another window
    child.expect(loose("ana"), timeout=5)  # the prompt line follows by itself (redrawn in part)
    child.send("\r")
    child.expect(loose("Recorded in another window:"))
    child.expect(loose("3. cy — added 1"))
    child.expect(loose("evening · ana › "))
    child.sendcontrol("d")
    child.expect(loose("Session evening stays recorded"))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert history(clean_environment, "evening") == [
        "add 2",
        "add 9",
        "add 1 --player cy ",
        "add 2",
    ]
    assert total(cli) == 5


@pytest.mark.terminal
def test_history_survives_the_prompt_and_quit_leaves_with_0(cli, terminal) -> None:
    new_game(cli, name="evening")
    first = terminal()
    first.expect(loose("evening · ana › "))
    typed(first, "st\t", "\r")
    first.expect(loose("evening · ana › "))
    first.send("quit\r")
    first.expect(pexpect.EOF)
    first.close()
    assert first.exitstatus == 0
    again = terminal()
    again.expect(loose("evening · ana › "))
    again.send("\x1b[A\x1b[A")  # back past `quit` to the completed `status `
    again.expect(loose("status"))
    again.send("\r")
    again.expect(loose("total 0"))
    again.send("exit\r")
    again.expect(pexpect.EOF)
    again.close()
    assert again.exitstatus == 0


@pytest.mark.terminal
@pytest.mark.parametrize(
    ("lang", "over", "error"),
    [("fr", "partie finie", "Erreur"), ("it", "partita finita", "Errore")],
)
def test_the_prompt_speaks_the_readers_language(cli, terminal, lang, over, error) -> None:
    new_game(cli, players="ana,bo", name="soir")
    child = terminal("--lang", lang)
    child.expect(loose("soir · ana › "))
    child.send("add 9\r")
    child.expect(loose(error))
    child.expect(loose("`regole limit`" if lang == "it" else "`règles limit`"))
    for _ in range(5):
        child.send("add 2\r")
        child.expect(loose("added 2"))
    child.expect(loose(f"soir · {over} › "))
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_tab_before_the_first_game_offers_a_game_its_new_and_its_options() -> None:
    from assistant.cli.table import first_game_words

    first = first_game_words([], "it")
    assert {"camel", "desert", "pharao", "ramses", "regole", "partite"} <= set(first)
    assert first_game_words(["deserto"], "it") == ["nuova"]
    assert "--giocatori" in first_game_words(["deserto", "nuova"], "it")
    assert "--départ" in first_game_words(["assistant", "camel", "nouvelle"], "fr")
    assert first_game_words(["camel", "statut"], "fr") == []


@pytest.mark.terminal
def test_the_prompt_starts_the_first_game(cli, terminal) -> None:
    """`assistant play` with no session yet: a plain prompt says how to start a game and
    takes its `new`; the table then opens on it."""
    child = terminal("--lang", "fr")
    child.expect(loose("Pas encore de partie"))
    child.expect(loose("›"))
    child.send("aide\r")
    child.expect(loose("camel nouvelle --joueurs"))
    child.expect(loose("ramses nouvelle"))
    child.expect(loose("›"))  # keys typed before the prompt would be lost
    typed(child, "to\t", "nou\t")  # Tab completes the game, then its `new` in French
    child.expect(loose("toy nouvelle"))
    child.send("--players ana,bo --name soir\r")
    child.expect(loose("soir · ana › "))
    child.send("add 2\r")
    child.expect(loose("ana added 2"))
    child.expect(loose("soir · bo › "))  # a Ctrl-D typed before the prompt would be lost
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert cli.ok("toy", "status", json=True).json["total"] == 2


@pytest.mark.terminal
def test_tab_shows_every_player_then_completes_one(cli, terminal, clean_environment) -> None:
    new_game(cli, name="evening")
    child = terminal()
    child.expect(loose("evening · ana › "))
    typed(child, "add 1 --player \t")
    child.expect(loose("ana"))
    child.expect(loose("bo"))
    child.expect(loose("cy"))
    child.sendcontrol("c")
    child.expect(loose("evening · ana › "))
    typed(child, "add 1 --pl\t", "A\t", "\r")
    child.expect(loose("ana added 1"))
    child.expect(loose("evening · bo › "))  # keys typed before the prompt would be lost
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    assert "add 1 --player ana " in history(clean_environment, "evening")


def test_an_unclosed_quote_is_quoted_without_its_line_end(cli, prompt_lines) -> None:
    """A piped line's quote never closed: the message quotes what was typed, on one line."""
    new_game(cli)
    refused = prompt_lines('add "3\n', lang="fr")
    assert refused.code == 2
    assert 'Un guillemet ouvert à «\u202f"3\u202f» n’est jamais fermé.' in refused.err


def test_before_the_first_game_hints_are_typed_without_assistant(cli, prompt_lines) -> None:
    """schatz-der-pharao/setup: at the prompt before any game, a refusal's hint is written as
    typed there (`règles schatz-der-pharao mise-en-place`), not the shell's `assistant …`."""
    result = prompt_lines("pharao nouvelle --joueurs Léa,Paul\n", lang="fr")
    said = " ".join(result.err.split())
    assert "`règles schatz-der-pharao mise-en-place`" in said and "`assistant" not in said
