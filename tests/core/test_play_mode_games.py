"""Table mode (`assistant play`) driving the four real games through the game interface.

Every test here is marked `real_game` (`pytest -m real_game` runs only these): they need the
games converted to the contract of `assistant/games/base.py` (`grammar`, `vocabulary`,
`format_move`, `random_move`, ...). Table mode itself knows nothing of any game; these tests
check that what each game declares is enough for it: moves typed at the prompt, refusals
with their rule in the reader's language, completion of names in the reader's language.
"""

from __future__ import annotations

import json
import random
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from assistant.games import SPECS

pytestmark = pytest.mark.real_game

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*/*.txt"))
GAME_IDS = [spec.id for spec in SPECS]


def command_lines(path: Path) -> list[list[str]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [words for words in (shlex.split(line, comments=True) for line in lines) if words]


# -- whole games typed at the prompt --------------------------------------------------------


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_an_example_typed_at_the_prompt_ends_as_its_replay(
    cli, prompt_lines, example: Path
) -> None:
    """The example's lines without `assistant <game>`, after its `new`, give the state that
    `replay` gives."""
    replayed = cli.ok("replay", str(example), json=True).json
    first, *rest = command_lines(example)
    game_cli = first[0]
    cli.ok(*first, "--name", "at-the-table")
    lines = [shlex.join(words[1:] if words[0] == game_cli else words) for words in rest]
    result = prompt_lines("\n".join(lines) + "\n")
    assert result.code == 0, result.err
    state = cli.ok("--session", "at-the-table", game_cli, "status", json=True).json
    assert state == replayed["state"]


def players_for(spec: Any) -> list[str]:
    count = max(spec.min_players, min(3, spec.max_players))
    return ["ana", "bo", "cy", "di", "ed"][:count]


@pytest.fixture
def started(clean_environment: Path) -> Iterator[Any]:
    """`start(game_id, seed)`: a session `table` of a random setup; returns (game, state)."""
    from assistant.cli.recording import create
    from assistant.cli.runtime import Runtime
    from assistant.games import BY_ID, load

    runtimes: list[Runtime] = []

    def start(game_id: str, seed: int = 7) -> tuple[Any, Any, random.Random]:
        rng = random.Random(seed)
        game = load(game_id)
        setup = game.random_setup(rng, players_for(BY_ID[game_id]))
        runtime = Runtime()
        runtimes.append(runtime)
        _, state = create(runtime, game_id, setup, "table")
        return game, state, rng

    yield start
    for runtime in runtimes:
        runtime.close()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_moves_in_the_cli_words_play_at_the_prompt(
    cli, prompt_lines, started, game_id
) -> None:
    """Lines written by `format_move` are taken at the prompt as by the one-shot command."""
    game, state, rng = started(game_id)
    lines = []
    for _ in range(40):
        move = game.random_move(state, rng)
        if move is None:
            break
        lines.append(shlex.join(game.format_move(move)))
        state = game.apply(state, move)
    result = prompt_lines("\n".join(lines) + "\n")
    assert result.code == 0, result.err
    shown = cli.ok("--session", "table", game.spec.cli, "status", json=True).json
    assert shown == json.loads(json.dumps(game.state_json(state)))
    checked = prompt_lines(f"check {lines[-1]}\n") if not game.is_finished(state) else None
    assert checked is None or checked.code in (0, 3)


def another_players_move(game: Any, state: Any, rng: random.Random) -> tuple[list[str], Any]:
    """Words of a legal move of the player to move, given to somebody else, and the
    `RulesError` the rules answer with."""
    from assistant.games.base import RulesError

    for _ in range(200):
        move = game.random_move(state, rng)
        words = game.format_move(move)
        if "--player" not in words or game.actor(move) is None:
            state = game.apply(state, move)
            continue
        at = words.index("--player") + 1
        others = [p for p in game.players(state) if p != words[at]]
        words[at] = others[0]
        try:
            game.step(state, game.parse_move(words, state))
        except RulesError as error:
            return words, error
        state = game.apply(state, move)
    raise AssertionError("no out-of-turn move found")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize(
    ("lang", "rule_line"),
    [
        ("en", "Rule “{title}” ({rule}): type `rules {section}` to read it."),
        (
            "fr",
            "Règle «\u202f{title}\u202f» ({rule})\u202f: tapez `règles {section}` pour la lire.",
        ),
        ("it", "Regola «{title}» ({rule}): scrivi `regole {section}` per leggerla."),
    ],
)
def test_a_refused_move_names_its_rule_in_the_readers_language(
    cli, prompt_lines, started, game_id, lang, rule_line
) -> None:
    from assistant import rulebook
    from assistant.i18n import Translator

    game, state, rng = started(game_id)
    words, error = another_players_move(game, state, rng)
    before = cli.ok("sessions", json=True).json["sessions"][0]["moves"]
    result = prompt_lines(f"{shlex.join(words)}\nstatus\n", lang=lang)
    assert result.code == 3
    t = Translator(lang)
    assert t.render(error.msg) in result.err
    section = rulebook.load(game_id).section(error.rule)
    assert section is not None
    expected = rule_line.format(  # the section by its name in the reader's language
        title=t.gettext(section.title),
        rule=error.rule,
        section=rulebook.section_word(section, lang),
    )
    assert expected in result.err.replace(" \n", " ").replace("\n", " ")  # however it wraps
    assert result.out  # the prompt went on: `status` answered
    assert cli.ok("sessions", json=True).json["sessions"][0]["moves"] == before


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize(
    ("lang", "rule_line"),
    [
        ("en", "Rule “{title}” ({rule}): type `assistant rules {game} {section}` to read it."),
        (
            "fr",
            "Règle «\u202f{title}\u202f» ({rule})\u202f: tapez `assistant règles {game} {section}` "
            "pour la lire.",
        ),
        (
            "it",
            "Regola «{title}» ({rule}): scrivi `assistant regole {game} {section}` per leggerla.",
        ),
    ],
)
def test_a_refused_move_one_shot_and_its_check_name_the_rule_by_its_title(
    cli, started, game_id, lang, rule_line
) -> None:
    """One-shot, the refusal and the `check` answer name the rule as the prompt does: its
    title in the reader's language, its id, and the command that shows it."""
    from assistant import rulebook
    from assistant.i18n import Translator

    game, state, rng = started(game_id)
    words, error = another_players_move(game, state, rng)
    section = rulebook.load(game_id).section(error.rule)
    assert section is not None
    expected = rule_line.format(
        title=Translator(lang).gettext(section.title),
        rule=error.rule,
        game=game_id,
        section=rulebook.section_word(section, lang),
    )
    result = cli("--session", "table", game.spec.cli, *words, lang=lang)
    assert result.code == 3, result.err
    assert expected in re.sub("[ \n]+", " ", result.err), result.err
    if game_id == "camel-up":  # a dispute: the answer names the rule the same way
        section = rulebook.load(game_id).section("camel-up/desert-tile")
        assert section is not None
        checked = cli("--session", "table", "camel", "check", "desert", "1", "oasis", lang=lang)
        assert checked.code == 3, checked.err
        expected = rule_line.format(
            title=Translator(lang).gettext(section.title),
            rule="camel-up/desert-tile",
            game=game_id,
            section=rulebook.section_word(section, lang),
        )
        assert expected in re.sub("[ \n]+", " ", checked.out), checked.out


# -- completion from each game's grammar and vocabulary -------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_names_complete_in_the_readers_language(started, game_id, lang) -> None:
    from assistant.cli.completion import complete
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    game, state, _ = started(game_id)
    runtime = Runtime(lang_option=lang)
    table = TablePrompt(runtime, "table")
    t = runtime.t
    from assistant import syntax

    tried = 0
    for command in game.grammar.commands:
        if not command.offered(state):
            continue  # another edition's
        word = command.words.shown(lang)  # the table's own word
        assert word in [c.text.strip() for c in complete(table, word[:-1] or word)[1]]
        first = command.positional[0] if command.positional else None
        kind = game.grammar.kind(first.kind) if first else None
        if kind is None or kind.source != syntax.NAMES:
            continue
        scope = kind.scope(state) if kind.scope is not None else kind.names  # its edition
        names = [name for key, name in kind.names.items() if key in scope]
        expected = list(dict.fromkeys(t.gettext(name) for name in names))
        _, found = complete(table, f"{word} ")
        assert [c.display for c in found] == expected
        tried += 1
    from assistant import rulebook

    _, sections = complete(table, syntax.COMMON_WORDS["rules"].shown(lang) + " ")
    words = {rulebook.section_word(s, lang) for s in rulebook.load(game_id).sections}
    assert words <= {c.display for c in sections}
    runtime.close()
    assert tried


@pytest.fixture
def camel(cli: Any) -> None:
    cli.ok(
        "camel", "new", "--players", "ana,bo,cy", "--start", "1:green,yellow,orange 3:blue,white"
    )


@pytest.fixture
def camel_table(camel: None) -> Iterator[Any]:
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    runtime = Runtime(lang_option="fr")
    yield TablePrompt(runtime, "camel-up-1")
    runtime.close()


def logged(cli: Any) -> list[dict[str, Any]]:
    """The moves of the current session's journal, as `log --json` gives them."""
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


def texts(table: Any, line: str) -> list[str]:
    from assistant.cli.completion import complete

    return [c.text.strip() for c in complete(table, line)[1]]


def test_camel_completion_at_a_french_table(camel_table) -> None:
    assert texts(camel_table, "py") == ["pyramide"]
    assert texts(camel_table, "ro") == ["pyramide"]  # the English word finds it too
    assert "bleu" in texts(camel_table, "roll ")
    assert texts(camel_table, "roll ble") == ["bleu"]
    assert texts(camel_table, "roll blu") == ["bleu"]  # the English name finds it too
    assert texts(camel_table, "bet ver") == ["vert"]
    assert texts(camel_table, "bet gia") == ["jaune"]  # giallo, in Italian
    assert texts(camel_table, "bo: bet bla") == ["blanc"]
    assert texts(camel_table, "check roll ora") == ["orange"]
    assert texts(camel_table, "roll bleu 2 --player c") == ["cy"]
    assert "tuile-desert" in texts(camel_table, "règles tui")
    camel_table.runtime._translator = None
    camel_table.runtime.lang_option = "it"
    assert texts(camel_table, "roll ver") == ["verde"]


# -- the lines of the issue, in Camel Up ----------------------------------------------------


def test_camel_lines_at_the_table(cli, prompt_lines, camel) -> None:
    result = prompt_lines(
        "bet verde\n"  # ana, in Italian
        "desert 7 mirage\n"  # bo
        "roll blue 2\n"  # cy
        "cy: bet blue\n"  # refused: ana's turn
        "ana: bet blue\n"
        "ro gre 1 --player bo\n"  # prefixes of the command and the colour
        "st\n"
        "log\n",
    )
    assert result.code == 3, result.err
    from assistant.games import load

    assert "It is ana's turn, not cy's." in result.err
    turn = load("camel-up").turn_section
    assert f"`rules {turn}`" in result.err
    moves = cli.ok("log", json=True).json["moves"]
    assert [(m["player"], m["move"]["type"]) for m in moves] == [
        ("ana", "bet"),
        ("bo", "desert"),
        ("cy", "roll"),
        ("ana", "bet"),
        ("bo", "roll"),
    ]
    assert "1. ana" in result.out


def test_camel_refusal_in_french_names_the_desert_tile_rule(cli, prompt_lines, camel) -> None:
    result = prompt_lines("desert 1 oasis\n", lang="fr")
    assert result.code == 3
    assert "Erreur" in result.err
    assert "(camel-up/desert-tile)\u202f: tapez `règles tuile-desert` pour la lire." in result.err
    assert "Tuile Désert" in result.err
    assert cli.ok("sessions", json=True).json["sessions"][0]["moves"] == 0


def test_camel_check_odds_undo_redo_rules_and_help(cli, prompt_lines, camel) -> None:
    result = prompt_lines("check desert 8 oasis --player cy\nodds\nroll blue 2\nundo\nredo\n")
    assert result.code == 0, result.err
    assert "Yes" in result.out
    assert "Undone: ana" in result.out
    assert "Redone: ana" in result.out
    section = prompt_lines("rules desert\n", json=True).json
    assert section["id"] == "camel-up/desert-tile"
    helped = prompt_lines("help\n", json=True).json
    assert {"roll", "bet", "desert"} <= {m["command"] for m in helped["moves"]}


def test_camel_json_lines_are_the_envelope(cli, prompt_lines, camel) -> None:
    doc = prompt_lines("roll blue 2\n", json=True).json
    assert set(doc) >= {"session", "seq", "player", "move", "events", "text", "state"}
    assert doc["move"]["type"] == "roll"


# -- the real prompt, in a pseudo-terminal --------------------------------------------------

pexpect = pytest.importorskip("pexpect")

ANSI = r"(?:\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r)*"


def loose(text: str) -> str:
    """`text` as a terminal may draw it (as in `test_play_mode.py`)."""
    import re

    return ANSI.join(r"(?: |\x1b\[\d*C)" if c == " " else re.escape(c) for c in text)


@pytest.mark.terminal
@pytest.mark.parametrize(("lang", "typed", "colour"), [("en", "bl", "blue"), ("fr", "ble", "bleu")])
def test_camel_prompt_completes_colours(cli, camel, clean_environment, lang, typed, colour) -> None:
    import os
    import time

    env = {**os.environ, "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1"}
    child = pexpect.spawn(
        sys.executable,
        ["-m", "assistant", "--lang", lang, "play"],
        env=env,
        encoding="utf-8",
        timeout=20,
        dimensions=(40, 120),
    )
    try:
        child.expect(loose("camel-up-1 · ana › "))
        child.send(f"roll {typed}\t")
        time.sleep(0.4)
        child.send("2\r")
        child.expect(loose("camel-up-1 · bo › "))
        child.sendcontrol("d")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    history = (clean_environment / "history" / "camel-up-1.txt").read_text(encoding="utf-8")
    assert f"+roll {colour} 2" in history
    assert cli.ok("log", json=True).json["moves"][0]["move"]["type"] == "roll"


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
@pytest.mark.parametrize("example", EXAMPLES[:1] + [e for e in EXAMPLES if "ramses" in str(e)][:1])
def test_help_shows_each_move_with_an_example_of_its_own(
    cli, prompt_lines, example: Path, lang: str
) -> None:
    """`help` at the prompt gives every move an example that uses that move, in the table's
    words (Ramsès's `found` is shown as `trouvé`, never as the `reveal` that comes first),
    and treasures named inside a notation in the table's language too."""
    first, *_ = command_lines(example)
    cli.ok("--lang", lang, *first)
    helped = prompt_lines("help\n", json=True).json
    for move in helped["moves"]:
        word = move["usage"].split()[0]
        assert move["example"].split()[:1] == [word], move
    if "ramses" in str(example) and lang != "en":
        duel = next(m for m in helped["moves"] if m["command"] == "duel")
        assert "=mask" not in duel["example"] and "=ma" in duel["example"]  # masque, maschera


@pytest.mark.parametrize(
    ("lang", "word", "words"),
    [("en", "where", "CELL"), ("fr", "où", "CASE"), ("it", "dove", "CASELLA")],
)
def test_help_shows_what_the_games_other_commands_take(
    cli, prompt_lines, lang: str, word: str, words: str
) -> None:
    """`help` at the prompt writes the game's other commands with their arguments in the
    table's words (`où CASE`, `choix COULEUR`), as it writes the moves."""
    cli.ok("--lang", lang, "desert", "new", "--players", "ana,bo", "--oases", "D3,J3,Q3,M7,B8")
    helped = prompt_lines("help\n", json=True).json
    where = next(c for c in helped["commands"] if c["command"] == "where")
    assert (where["word"], where["words"]) == (word, words)
    status = next(c for c in helped["commands"] if c["command"] == "status")
    assert status["words"] == ""
    shown = prompt_lines("help\n").out
    assert f"{word} {words}" in shown


def test_another_games_new_at_the_prompt_moves_the_table_to_it(cli, prompt_lines) -> None:
    """`desert nouvelle ...` at a Camel Up table (where `desert` alone is the desert tile)
    starts a Through the Desert game, and the table follows it, as after this game's `new`."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue,green 2:orange 3:yellow,white")
    lines = "desert nouvelle --joueurs zoe,yan --oasis D3,J3,Q3,M7,B8\nchef vert N8\n"
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    doc = cli.ok("desert", "status", json=True).json
    assert doc["game"] == "through-the-desert" and doc["current_player"] == "yan"
    assert cli.ok("log", json=True).json["moves"][0]["player"] == "zoe"


def test_a_player_named_before_odds_asks_for_that_player(cli, prompt_lines, camel) -> None:
    """`bo: cotes` is `cotes --joueur bo` (odds has a --player); before a command without
    one (`bo: état`) the name is still refused."""
    result = prompt_lines("bo: cotes --meilleures 3 --simulations 0\nbo: état\n", lang="fr")
    assert "Meilleures actions pour bo" in result.out
    assert "« bo: » dit qui joue, mais `état` n’est pas un coup." in result.err.replace(
        "\u202f", " "
    )


def test_a_game_started_before_any_session_hints_as_its_prompt_reads(cli, prompt_lines) -> None:
    """ramses/turn: `new` typed at the plain prompt answers with hints for the game's prompt
    that follows (`retourner VALEUR TRÉSOR`, no `assistant ramses`); a refused `new` there
    hints with the command line's words as that prompt takes them, without `assistant`."""
    refused = prompt_lines("ramses nouvelle --joueurs ana\n", lang="fr")
    assert refused.code == 3
    assert "`règles ramses mise-en-place`" in refused.err.replace("\n", " ")
    result = prompt_lines("ramses nouvelle --joueurs ana,bo\nraté\n", lang="fr")
    assert "Retournez la carte suivante\u202f: `retourner VALEUR TRÉSOR`." in result.out
    assert "assistant ramses" not in result.out + result.err


def test_a_check_may_end_with_a_question_mark(cli, prompt_lines, camel) -> None:
    """camel-up/desert-tile: a table asks `verifica deserto 7 oasi?` (or ` ?`, as French
    writes it); the question mark is not part of the move, one-shot or at the prompt."""
    assert cli("camel", "check", "desert", "7", "oasis?").code == 0
    assert cli("camel", "vérifier", "désert", "7", "oasis", "?", lang="fr").code == 0
    result = prompt_lines("verifica bo deserto 4 miraggio?\nverifica deserto 7 oasi ?\n", lang="it")
    assert result.code == 0, result.err
    assert "bo potrà mettere la sua tessera Deserto sulla casella 4, lato miraggio" in " ".join(
        result.out.split()
    )
    assert "Esempi" in prompt_lines("verifica ?\n", lang="it").out  # no move: the help


def test_a_camel_move_named_like_a_game_keeps_its_words_in_errors(prompt_lines, camel) -> None:
    """camel-up/desert-tile: at a Camel Up table `deserto` is the desert tile's command, though
    it also names Through the Desert: an error quotes `deserto CASELLA LATO`, not the
    English `desert`."""
    italian = prompt_lines("deserto 7 oasi di troppo\n", lang="it")
    assert "`deserto CASELLA LATO [--giocatore NOME]`" in " ".join(italian.err.split())
    french = prompt_lines("désert 7 oasis de trop\n", lang="fr")
    assert "`désert CASE FACE [--joueur NOM]`" in " ".join(french.err.split())


def test_a_player_named_first_without_a_colon(cli, prompt_lines, camel) -> None:
    """camel-up/turn: `bo parier bleu` is `bo: parier bleu` when `bo` is no command but a
    player and `parier` a command; out of turn it is refused as bo's move."""
    result = prompt_lines("ana parier vert\nbo parier vert\ncy parier vert\n", lang="fr")
    assert result.code == 0, result.err
    bets = [m for m in cli.ok("log", json=True).json["moves"] if m["move"]["type"] == "bet"]
    assert [m["move"]["player"] for m in bets] == ["ana", "bo", "cy"]
    refused = prompt_lines("bo parier bleu\n", lang="fr")
    assert refused.code == 3 and "C’est au tour d’ana, pas de bo." in refused.err


def test_a_move_said_in_the_past_after_the_players_name(cli, prompt_lines) -> None:
    """ramses/turn: `Léa a trouvé`, `bo ha sbagliato`: the auxiliary between the name and
    the move is left out; a name followed by `a` and no command is still refused (while a
    card is face up, as a treasure the pyramid would have shown that no one has seen)."""
    cli.ok("ramses", "new", "--players", "Léa,bo")
    lines = "retourner 3 couronne\nLéa a trouvé\nretourner 2 vase\nbo ha sbagliato\n"
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    moves = [(m["player"], m["move"]["type"]) for m in cli.ok("log", json=True).json["moves"]]
    assert moves[1] == ("Léa", "found") and moves[3] == ("bo", "miss")
    refused = prompt_lines("Léa a tout\n", lang="fr")  # a card is face up: `tout` is no treasure
    said = " ".join(refused.err.replace("\u202f", " ").split())
    assert refused.code == 2 and "Aucune carte n’a encore montré le trésor « tout »" in said
    assert len(cli.ok("log", json=True).json["moves"]) == 4


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "it",
            "Anna scopre una corona da 3\nlei ha sbagliato\nha trovato\n"
            "Anna gira la 2, vaso\nAnna sbaglia\nMarco trova\n"
            "Anna scopre la carta da trovare: maschera (1)\n",
        ),
        (
            "fr",
            "Anna retourne une couronne de 3\nelle a raté\na trouvé\n"
            "Anna révèle la carte : vase 2\nAnna rate\nil trouve\n"
            "Anna retourne la carte à trouver : masque (1)\n",
        ),
        (
            "en",
            "Anna reveals 3 crown\nshe missed\nMarco has found\n"
            "Anna reveals the card: vase 2\nAnna misses\nhe found\n"
            "Anna reveals the card sought: mask (1)\n",
        ),
    ],
)
def test_ramses_moves_as_a_table_says_them(cli, prompt_lines, lang: str, lines: str) -> None:
    """ramses/turn, ramses/cards: the verbs of the third person (`scopre`, `gira`,
    `retourne`, `révèle`, `reveals`, `trova`, `sbaglia`, `misses`), a pronoun or an
    auxiliary with the player left unsaid (`elle a raté`, `ha trovato`; `he found`, though
    `he` starts `help`), the card named as the log names it (`la carte à trouver : masque
    (1)`)."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    moves = [(m["player"], m["move"]["type"]) for m in cli.ok("log", json=True).json["moves"]]
    assert moves == [
        ("Anna", "reveal"),
        ("Anna", "miss"),
        ("Marco", "found"),
        ("Anna", "reveal"),
        ("Anna", "miss"),
        ("Marco", "found"),
        ("Anna", "reveal"),
    ]
    cards = [
        m["move"]["value"] for m in cli.ok("log", json=True).json["moves"] if "value" in m["move"]
    ]
    assert cards == [3, 2, 1]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "fr",
            "elle prend une tuile pyramide, le bleu fait 3\n"
            "bo prend la tuile Pari-Manche du chameau jaune\n"
            "je mets ma carte sur le vainqueur, orange\n"
            "ana prend une tuile Pyramide : le dé vert montre 2\n",
        ),
        (
            "it",
            "io prendo una tessera piramide, il blu fa 3\n"
            "lui prende la tessera Scommessa di Tappa del cammello giallo\n"
            "lei gioca la carta arancione sul mazzo del vincitore\n"
            "ana prende una tessera Piramide: il dado verde mostra 2\n",
        ),
        (
            "en",
            "she takes a pyramid tile, blue rolls 3\n"
            "bo takes the leg-bet tile of the yellow camel\n"
            "I put my race card on the winner pile, orange\n"
            "ana takes a pyramid tile: the green die shows 2\n",
        ),
    ],
)
def test_camel_moves_taken_as_a_table_says_them(cli, prompt_lines, camel, lang, lines) -> None:
    """camel-up/pyramid-tile, camel-up/leg-bet, camel-up/race-bet: a pronoun before a verb
    (`elle prend`, `je mets`, `lui prende`), the verb of taking, the component named noun
    first or last (`tuile Pyramide`, `a pyramid tile`, `tuile Pari-Manche`, `tessera
    Scommessa di Tappa`, `leg-bet tile`), `fait`, `fa`, `rolls`, a colon after the noun."""
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [(m["type"], m["player"]) for m in moves] == [
        ("roll", "ana"),
        ("bet", "bo"),
        ("race", "cy"),
        ("roll", "ana"),
    ]
    assert (moves[0]["colour"], moves[0]["value"]) == ("blue", 3)
    assert moves[1]["colour"] == "yellow" and moves[2]["colour"] == "orange"
    assert (moves[3]["colour"], moves[3]["value"]) == ("green", 2)


def test_a_move_typed_as_the_log_says_it_with_its_verb(cli, prompt_lines, camel) -> None:
    """camel-up/desert-tile, camel-up/race-bet: the log's sentence typed back, verb,
    possessive, the component's name and the comma included (`ana pose sa tuile désert sur
    la case 7, côté oasis`), at the prompt and after `check`; a verb alone is refused."""
    lines = (
        "ana pose sa tuile désert sur la case 7, côté oasis\n"
        "bo mette la tessera Deserto sulla casella 9, lato miraggio\n"
        "cy puts the blue race card on the winner pile\n"
        "vérifier ana pose sa tuile sur la case 5, côté mirage\n"
    )
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    assert "Oui, ana peut poser sa tuile Désert sur la case 5, face mirage" in " ".join(
        result.out.split()
    )
    moves = logged(cli)
    assert [(m["type"], m.get("space"), m.get("side")) for m in moves[:2]] == [
        ("desert", 7, "oasis"),
        ("desert", 9, "mirage"),
    ]
    assert moves[2] == {"type": "race", "player": "cy", "pile": "winner", "colour": "blue"}
    refused = prompt_lines("pose bleu\n", lang="fr")
    assert refused.code == 2 and "« pose » inconnu" in refused.err.replace("\u202f", " ")
    played = prompt_lines("verifica gioca la carta sul mazzo del perdente arancione\n", lang="it")
    assert "carta Scommessa di Gara del cammello arancione sul mazzo del perdente" in " ".join(
        played.out.split()
    )


def test_a_question_about_a_move_is_a_check(cli, prompt_lines, camel) -> None:
    """camel-up/desert-tile: `puis-je parier sur le bleu ?`, `bo peut poser sa tuile sur la
    case 11, côté oasis ?`, `posso scommettere sul verde?`, `can I bet blue?` are `check`:
    answered, nothing recorded."""
    lines = (
        "puis-je parier sur le bleu ?\n"
        "bo peut poser sa tuile sur la case 11, côté oasis ?\n"
        "posso scommettere sul verde?\n"
        "can I bet blue?\n"
    )
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    said = " ".join(result.out.split())
    assert said.count("Oui, ana peut prendre la tuile Pari-Manche du dessus, chameau bleu") == 2
    assert "bo pourra poser sa tuile Désert sur la case 11, face oasis" in said
    assert "chameau vert" in said
    assert cli.ok("log", json=True).json["moves"] == []
    refused = prompt_lines("bo peut poser sa tuile sur la case 1, côté oasis ?\n", lang="fr")
    assert refused.out.startswith("Non, bo ne peut pas poser sa tuile Désert sur la case 1")
    helped = " ".join(prompt_lines("aiuto\n", lang="it").out.split())
    example = re.search(r"senza registrare nulla: `(posso scommettere \w+\?)`", helped)
    assert example is not None, helped  # the help's example, in the infinitive, is answered
    assert prompt_lines(f"{example[1]}\n", lang="it").out.startswith("Sì, ana può prendere")


def test_a_verb_that_is_a_command_gives_way_to_the_component_named_after_it(
    cli, prompt_lines
) -> None:
    """through-the-desert/leaders: `poser` places a camel, but `poser le chef violet en C7`
    puts a leader (the component's command word right after the verb); `poser un chameau
    jaune en F3` stays a camel."""
    cli.ok("desert", "new", "--players", "léa,marc", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(
        "puis-je poser le chef violet en C7 ?\nposer le chef rose en K2\n", lang="fr"
    )
    assert result.code == 0, result.err
    assert "Oui, léa peut poser le chef violet en C7." in result.out.replace("\u202f", " ")
    moves = logged(cli)
    assert moves == [{"type": "leader", "player": "léa", "colour": "pink", "cell": "K2"}]
    camel = prompt_lines("vérifier poser un chameau jaune en F3\n", lang="fr")
    assert "ne peut pas poser un chameau jaune en F3" in " ".join(camel.out.split())


def test_a_partnership_said_as_the_log_says_it(cli, prompt_lines) -> None:
    """camel-up/partnership: `Léa s’associe avec Marc` (the log's words), `Zoé si allea con
    Paul`, `Inès partenariat avec Hugo` swap partnership cards."""
    cli.ok(
        "camel", "new", "--edition", "2", "--players", "Léa,Marc,Zoé,Paul,Inès,Hugo",
        "--start", "1:blue,red 2:green 3:yellow,purple 14:white 16:black",
    )  # fmt: skip
    lines = (
        "Léa s’associe avec Marc\nMarc pyramide bleu 1\nZoé si allea con Paul\n"
        "Paul pyramide vert 1\nInès partenariat avec Hugo\n"
    )
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    moves = logged(cli)
    pairs = [(m["player"], m["partner"]) for m in moves if m["type"] == "partner"]
    assert pairs == [("Léa", "Marc"), ("Zoé", "Paul"), ("Inès", "Hugo")]


def test_a_player_speaking_of_their_own_move(cli, prompt_lines, camel) -> None:
    """camel-up/leg-bet: `scommetto sul blu`, `tiro il verde 2` (the Italian first person),
    `je parie sur le jaune` (the French subject) are the moves; `j’échange` is still no
    command of Camel Up."""
    result = prompt_lines("scommetto sul blu\ntiro il verde 2\nje parie sur le jaune\n")
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [(m["type"], m.get("colour")) for m in moves] == [
        ("bet", "blue"),
        ("roll", "green"),
        ("bet", "yellow"),
    ]
    assert prompt_lines("j’échange\n", lang="fr").code == 2


def test_a_water_hole_and_a_leader_named_with_their_article(cli, prompt_lines) -> None:
    """through-the-desert/water-holes: `point d'eau Q1 vaut 2`, `le point d’eau D1 vaut 3`,
    `la pozza d'acqua H2 vale 1`: the component's name and its article around the values;
    `le chef rose en K9` is a leader, not `le` read as the start of `leader`."""
    cli.ok("desert", "new", "--players", "léa,marc", "--oases", "D3,J3,Q3,M7,B8")
    lines = (
        "point d'eau Q1 vaut 2\nle point d’eau D1 vaut 3\nla pozza d'acqua H2 vale 1\n"
        "le chef rose en K9\n"
    )
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [(m["type"], m["cell"]) for m in moves] == [
        ("water", "Q1"),
        ("water", "D1"),
        ("water", "H2"),
        ("leader", "K9"),
    ]
    assert [m.get("value") for m in moves[:3]] == [2, 3, 1]
    short = prompt_lines("po jaune F3\n", lang="fr")  # `point d’eau` makes no `po` ambiguous
    # `poser` while the leaders are placed: a leader (Grammar.in_state), not on a water hole
    said = " ".join(short.err.split())
    assert "ambigu" not in said and "Un chef ne peut pas commencer sur un point d" in said


def test_new_said_first_then_the_games_name(cli, prompt_lines) -> None:
    """camel-up/setup: `nuova partita di Camel Up --giocatori ...` before any game, then
    `nouvelle partie de désert ...` at its table, start those games (the name of one to four
    words after `new`), as `camel nuova ...` and `desert nouvelle ...` do."""
    lines = (
        "nuova partita di Camel Up --giocatori a,b"
        " --partenza '1:blu 2:verde,arancione 3:giallo,bianco'\n"
        "nouvelle partie de désert --joueurs a,b --oasis D3,J3,Q3,M7,B8\n"
        "nuova partita del tesoro del faraone --giocatori a,b --avventure 7,4,10,5,9\n"
    )
    result = prompt_lines(lines, lang="it")
    assert result.code == 0, result.err
    games = [s["game"] for s in cli.ok("sessions", json=True).json["sessions"]]
    assert sorted(games) == ["camel-up", "schatz-der-pharao", "through-the-desert"]


@pytest.mark.parametrize(
    ("new", "lang", "line", "move"),
    [
        (
            [
                "camel",
                "new",
                "--players",
                "ana,bo",
                "--start",
                "1:blue 2:green,orange 3:yellow,white",
            ],
            "fr",
            "bleu deux",
            {"type": "roll", "player": "ana", "colour": "blue", "value": 2},
        ),
        (
            ["pharao", "new", "--players", "ana,bo", "--adventures", "7,4,10,5,9"],
            "it",
            "scala 3",
            {"type": "play", "player": "ana", "card": "ladder", "value": 3},
        ),
        (
            ["ramses", "new", "--players", "ana,bo"],
            "fr",
            "3 couronne",
            {"type": "reveal", "player": "ana", "treasure": "couronne", "value": 3},
        ),
        (
            ["desert", "new", "--players", "ana,bo", "--oases", "D3,J3,Q3,M7,B8"],
            "fr",
            "jaune F2",
            {"type": "leader", "player": "ana", "colour": "yellow", "cell": "F2"},
        ),
    ],
)
def test_a_move_said_without_its_command_word(
    cli, prompt_lines, new: list[str], lang: str, line: str, move: dict[str, Any]
) -> None:
    """camel-up/pyramid-tile and the others: the values alone are the move a table says
    most (`bleu deux`, `scala 3`, `3 couronne`, `jaune F2`: a leader while leaders are
    placed)."""
    cli.ok(*new)
    result = prompt_lines(f"{line}\n", lang=lang)
    assert result.code == 0, result.err
    done = cli.ok("log", json=True).json["moves"][0]["move"]
    assert {k: done.get(k) for k in move} == move


def test_a_value_alone_is_refused_for_what_its_move_lacks(cli, prompt_lines, camel) -> None:
    """camel-up/pyramid-tile: `bleu` alone is a roll without its face (the roll's usage),
    `rouje 2` an unknown word."""
    refused = prompt_lines("bleu\nrouje 2\n", lang="fr")
    said = " ".join(refused.err.split()).replace("\u202f", " ")
    assert "Il manque VALEUR : `pyramide COULEUR" in said and "« rouje » inconnu" in said
    shown = " ".join(prompt_lines("aide\n", lang="fr").out.split()).replace("\u202f", " ")
    assert re.search(r"par ses seules valeurs : `(\w+) (\d)`, c’est `pyramide \1 \2`", shown)


def test_undo_the_last_move_as_a_table_says_it(cli, prompt_lines, camel) -> None:
    """`annulla l'ultima mossa`, `rétablir le dernier coup`: undo and redo, the words after
    them said, not taken; a word they do not say is still too many."""
    result = prompt_lines(
        "parier bleu\nannulla l'ultima mossa\nrétablir le dernier coup\nannuler tout\n"
    )
    assert result.code == 2 and "tout" in result.err
    assert [m["status"] for m in cli.ok("log", json=True).json["moves"]] == ["active"]
    assert prompt_lines("annule ça\n").code == 0
    assert cli.ok("log", json=True).json["moves"] == []
    assert "Nothing to undo" in prompt_lines("annulla quello\n").err  # not extra words


def test_an_italian_move_in_the_past_participle(cli, prompt_lines) -> None:
    """schatz-der-pharao/draw: `Anna ha giocato una scala da 3`, `Bruno ha pescato due carte`,
    `Carla ha scambiato una carta`: the participle after the auxiliary is the move."""
    cli.ok("pharao", "new", "--players", "Anna,Bruno,Carla", "--adventures", "7,4,10,5,9")
    lines = (
        "Anna ha giocato una scala da 3\nBruno ha pescato due carte\nCarla ha scambiato una carta\n"
    )
    result = prompt_lines(lines, lang="it")
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [m["type"] for m in moves] == ["play", "draw", "swap"]
    assert moves[0]["value"] == 3 and moves[1]["count"] == 2 and moves[2]["count"] == 1


def test_a_token_found_said_as_the_log_says_it(cli, prompt_lines) -> None:
    """ramses/tokens: `Léa trouve un jeton égyptologue à 2 chapeaux` (the log's words) is the
    token, though `trouve` alone says the card was found; `trouvé` then is found."""
    cli.ok("ramses", "new", "--players", "Léa,Marc", "--advanced")
    lines = "retourner 2 couronne\nLéa trouve un jeton égyptologue à 2 chapeaux\ntrouvé\n"
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [m["type"] for m in moves] == ["reveal", "token", "found"]
    assert moves[1]["kind"] == "egyptologist" and moves[1]["hats"] == 2


@pytest.mark.parametrize(
    ("lang", "line", "hats"),
    [
        ("it", "Léa trova un egittologo da 1 cappello", 1),
        ("it", "Léa trova un gettone con 2 cappelli", 2),
        ("fr", "Léa trouve un jeton avec 2 chapeaux", 2),
        ("fr", "jeton chapeau 3", 3),
    ],
)
def test_an_egyptologist_said_by_its_hats(cli, prompt_lines, lang, line, hats) -> None:
    """ramses/egyptologists: an egyptologist said with its hats (`da 1 cappello`), or a token
    said only with hats (`un gettone con 2 cappelli`): only egyptologists show hats; a
    kind not understood lists the kinds in the reader's words."""
    cli.ok("ramses", "new", "--players", "Léa,Marc", "--advanced")
    cli.ok("ramses", "reveal", "2", "couronne")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {
        "type": "token",
        "player": "Léa",
        "kind": "egyptologist",
        "hats": hats,
    }
    refused = prompt_lines("Léa trouve un jeton pipo\n", lang="fr")
    assert "égyptologue ou momie" in refused.err and "mummy" not in refused.err


def test_a_move_that_ends_with_a_question_mark_is_a_question(cli, prompt_lines) -> None:
    """through-the-desert/leaders: `Marc pose un chameau jaune en G2 ?` and `turquoise P4 ?`
    are asked, not played; `Léa pose jaune G2` is Léa's though `léa` starts `leader`;
    `à qui le tour ?` is whose turn (`à` starts no player); `quitter la table` with words
    after `quitter` leaves nothing; `état ?` is the status."""
    cli.ok("desert", "new", "--players", "Léa,Marc", "--oases", "D3,J3,Q3,M7,B8")
    lines = (
        "jaune F2\nLéa pose jaune G2\nMarc pose un chameau jaune en G2 ?\nturquoise P4 ?\n"
        "à qui le tour ?\nquitter la table\nétat ?\nrose I2\n"
    )
    result = prompt_lines(lines, lang="fr")
    said = " ".join(result.out.split())
    assert "Oui, Marc peut poser le chef turquoise en P4." in said
    assert said.count("Marc pose un chef (en main") == 1  # `état ?`: the status
    assert "C’est au tour de Marc." in said  # `à qui le tour ?`: that line alone
    assert "Non, Marc ne peut pas poser un chameau jaune en G2." in said
    errors = " ".join(result.err.split())
    assert "Léa a posé le chef de ce tour : c’est maintenant au tour de Marc." in errors
    assert "Mots en trop" in errors
    moves = logged(cli)
    assert [(m["player"], m["cell"]) for m in moves] == [("Léa", "F2"), ("Marc", "I2")]


def test_a_name_without_its_colon_is_a_whole_name_or_a_start_of_three_letters(
    cli, prompt_lines
) -> None:
    """camel-up/turn: `Anna parier vert` and `bru parier jaune` are Anna's and Bruno's bets;
    `br` would name Bruno too, but a word of one or two letters is a word of the line (`à
    qui le tour ?`: `à` starts `Anna`), so `br parier bleu` is refused."""
    start = "1:blue,orange 2:green 3:yellow,white"
    cli.ok("camel", "new", "--players", "Anna,Bruno", "--start", start)
    result = prompt_lines("Anna parier vert\nbru parier jaune\nbr parier bleu\n", lang="fr")
    assert result.code == 2 and "« br »" in result.err.replace("\u202f", " ")
    moves = logged(cli)
    assert [(m["player"], m["colour"]) for m in moves] == [("Anna", "green"), ("Bruno", "yellow")]


def test_tab_reads_past_the_words_around_a_value(camel_table) -> None:
    """`parier sur le ` + Tab offers the colours, `désert sur la case 7 côté ` the sides."""
    assert texts(camel_table, "parier sur le ") == ["bleu", "vert", "orange", "jaune", "blanc"]
    assert texts(camel_table, "parier sur le b") == ["bleu", "blanc"]
    assert texts(camel_table, "désert sur la case 7 côté ") == ["oasis", "mirage"]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "it",
            "Anna capo verde F9\nMarco capo giallo N4\nAnna capo rosa D5\nMarco capo viola N9\n"
            "Anna capo azzurro H7\nMarco capo turchese P8\nAnna capo giallo C10\n"
            "Marco capo verde L3\nAnna capo viola B6\nMarco capo rosa D7\n"
            "Anna piazza i cammelli verdi in E9\n",
        ),
        (
            "fr",
            "Anna chef vert F9\nMarco chef jaune N4\nAnna chef rose D5\nMarco chef mauve N9\n"
            "Anna chef turquoise H7\nMarco chef turquoise P8\nAnna chef jaune C10\n"
            "Marco chef vert L3\nAnna chef violet B6\nMarco chef rose D7\n"
            "Anna pose un chameau de la caravane verte en E9\n",
        ),
    ],
)
def test_desert_colours_said_as_a_table_says_them(cli, prompt_lines, lang: str, lines) -> None:
    """through-the-desert/leaders, through-the-desert/placement: the plural (`cammelli
    verdi`), the French rulebook's `mauve` for the purple camels, the Italian table's
    `azzurro` for the turquoise ones, and the camels and the caravan named around the
    colour (`un chameau de la caravane verte`) read as the colour typed."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    moves = logged(cli)
    leaders = [(m["player"], m["colour"], m["cell"]) for m in moves if m["type"] == "leader"]
    assert len(leaders) == 10
    assert ("Marco", "purple", "N9") in leaders and ("Anna", "turquoise", "H7") in leaders
    last = moves[-1]
    assert (last["type"], last["colour"], last["cell"]) == ("place", "green", "E9")


DESERT_LEADERS = (
    "Anna capo verde F9\nMarco capo giallo N4\nAnna capo rosa D5\nMarco capo viola N9\n"
    "Anna capo turchese H7\nMarco capo turchese P8\nAnna capo giallo C10\n"
    "Marco capo verde L3\nAnna capo viola B6\nMarco capo rosa D7\nAnna verde E9\n"
)


def test_two_camels_said_on_one_line(cli, prompt_lines) -> None:
    """through-the-desert/turn: a turn's two camels said on one line (`giallo N5 --pozza
    N5=2, giallo M5`, `verde E8 e verde D8`) are two moves, the player named first plays
    both; a second move refused stops there with its own reason, and the line is recorded
    whole or not at all (the first taken back, which the answer says; no answer of the
    line shown)."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    lines = DESERT_LEADERS + "Marco: giallo N5 --pozza N5=2, giallo M5\nAnna verde E8 e verde Z9\n"
    result = prompt_lines(lines, lang="it")
    moves = logged(cli)
    assert [(m["player"], m["colour"], m["cell"]) for m in moves[-2:]] == [
        ("Marco", "yellow", "N5"),
        ("Marco", "yellow", "M5"),
    ]
    assert moves[-2]["water"] == {"N5": 2}
    assert result.code == 3 and "Z9" in result.err  # the second of Anna’s moves: no such hex
    assert "Troppe parole" not in result.err
    assert "Niente di questa riga è registrato, nemmeno la sua prima mossa." in result.out
    assert "E8" not in result.out  # the answers of a line refused are never shown


def test_a_comma_inside_a_move_of_a_line_of_several(cli, prompt_lines, camel) -> None:
    """camel-up/desert-tile: `ana mette la sua tessera deserto sulla casella 6, lato oasi e bo
    scommette sul blu`: a part cut at a comma that does not read as typed is read with the
    next (a question's leave-out, the side, does not count when judging a line's moves)."""
    line = "ana mette la sua tessera deserto sulla casella 6, lato oasi e bo scommette sul blu"
    result = prompt_lines(line + "\n", lang="it")
    assert result.code == 0, result.err
    assert [(m["type"], m["player"]) for m in logged(cli)] == [("desert", "ana"), ("bet", "bo")]


def test_a_refused_line_keeps_the_redo_history(cli, prompt_lines, camel) -> None:
    """A line of several moves is one transaction: refused, it leaves the journal as it was,
    the move taken back before it still there to redo (not the line's own first move)."""
    lines = "parier sur le bleu\nparier sur le vert\nannuler\n"
    result = prompt_lines(lines + "vert 2 puis bleu 9\nrétablir\n", lang="fr")
    assert "Rien de cette ligne n’est enregistré" in result.out
    assert [(m["type"], m.get("colour")) for m in logged(cli)] == [
        ("bet", "blue"),
        ("bet", "green"),
    ]


def test_moves_on_one_line_in_french(cli, prompt_lines, camel) -> None:
    """camel-up/turn: `bleu 2 puis vert 3` is two rolls, each of the player whose turn it
    is; `cy : jaune 1 ; blanc 2` names cy for both, so the second is refused (a player's
    turn is one action) and the first taken back; a line one of whose moves does not read
    is refused whole, as typed (nothing recorded, not even the moves before it)."""
    result = prompt_lines("bleu 2 puis vert 3\n", lang="fr")
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [(m["player"], m["colour"], m["value"]) for m in moves] == [
        ("ana", "blue", 2),
        ("bo", "green", 3),
    ]
    refused = prompt_lines("cy : jaune 1 ; blanc 2\n", lang="fr")
    assert refused.code == 3
    assert "ont terminé le tour de cy" in " ".join(refused.err.split()), refused.err
    assert len(cli.ok("log", json=True).json["moves"]) == 2
    whole = prompt_lines("parier sur le mauve et le rose\n", lang="fr")
    assert whole.code == 2 and len(cli.ok("log", json=True).json["moves"]) == 2
    unread = prompt_lines("jaune 1 puis n’importe quoi\n", lang="fr")  # its second move
    assert unread.code == 2 and "Trop de mots" in unread.err  # the whole line's refusal
    assert len(cli.ok("log", json=True).json["moves"]) == 2  # nothing recorded


@pytest.mark.parametrize(
    ("lang", "lines", "near"),
    [
        (
            "it",
            "Anna scopre un vaso da 2\nAnna gira la corona\nAnna sbaglia\nMarco gira il vaso\n"
            "Anna scopre corona 3\nAnna gira un vaso\nMarco gira la coronna\n",
            "«coronna» è il tesoro cercato (corona)? Scrivi `trovato` se lo è",
        ),
        (
            "fr",
            "Anna retourne un vase de 2\nAnna retourne la couronne\nelle a raté\n"
            "Marco retourne le vase\nAnna retourne couronne 3\nAnna retourne un vase\n"
            "Marco retourne la couronnne\n",
            "« couronnne » est-il le trésor cherché (couronne) ? Dites `trouvé` si oui",
        ),
    ],
)
def test_the_treasure_a_pyramid_showed(cli, prompt_lines, lang: str, lines: str, near) -> None:
    """ramses/turn: while a card is face up, the treasure alone (`Marco gira il vaso`,
    `Anna retourne un vase`) is what the player's pyramid showed: `found` when it is the
    treasure sought, `miss` when another treasure already seen; a treasure not seen yet, or
    one spelt near the one sought, is refused with what to say instead."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    result = prompt_lines(lines, lang=lang)
    said = result.err.replace("\u202f", " ")
    moves = logged(cli)
    assert [(m["type"], m["player"]) for m in moves] == [
        ("reveal", "Anna"),
        ("miss", "Anna"),
        ("found", "Marco"),
        ("reveal", "Anna"),
        ("miss", "Anna"),
    ]
    unseen = "«corona»" if lang == "it" else "« couronne »"
    assert unseen in said and near.replace("\u202f", " ") in " ".join(said.split())
    assert result.code == 2


@pytest.mark.parametrize(
    ("lang", "undo", "redo"), [("fr", "annule", "rétablis"), ("it", "annulla", "rifai")]
)
def test_redo_said_as_a_table_says_it(cli, prompt_lines, camel, lang: str, undo, redo) -> None:
    """camel-up/turn: `rétablis`, `refais`, `rifai` put back the move undone, as `rétablir`
    and `ripristina` do (`rétablis` is no start of `rétablir`)."""
    result = prompt_lines(f"parier bleu\n{undo}\n{redo}\n", lang=lang)
    assert result.code == 0, result.err
    assert [m["move"]["type"] for m in cli.ok("log", json=True).json["moves"]] == ["bet"]


def test_a_second_camel_said_by_its_hex_alone(cli, prompt_lines) -> None:
    """through-the-desert/turn: `verde E10 --pozza E10=1, D9=3 e D10` is two green camels
    (the first move's last value replaced, its options left with it; the values' list goes
    on after a comma and a space, it ends no move); a question about two
    moves is not split (each would be judged without the other): it is refused whole."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    lines = DESERT_LEADERS + "Marco: giallo N5 --pozza N5=2, giallo M5\n"
    assert prompt_lines(lines, lang="it").code == 0
    asked = prompt_lines("posso piazzare verde E10 e D10?\n", lang="it")
    assert asked.code == 2 and "Troppe parole" in asked.err and asked.out == ""
    lines = "Anna: verde E10 --pozza E10=1, D9=3 e D10\nMarco piazza giallo M4 e M3\n"
    result = prompt_lines(lines)
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [(m["player"], m["colour"], m["cell"], m.get("water", {})) for m in moves[-4:]] == [
        ("Anna", "green", "E10", {"E10": 1, "D9": 3}),  # a list of values goes on after `, `
        ("Anna", "green", "D10", {}),
        ("Marco", "yellow", "M4", {}),
        ("Marco", "yellow", "M3", {}),
    ]


@pytest.mark.parametrize(
    ("lang", "line"),
    [("it", "Anna fa alleanza con Luca"), ("fr", "Anna fait alliance avec Luca")],
)
def test_a_partnership_made_as_a_table_says_it(cli, prompt_lines, lang: str, line: str) -> None:
    """camel-up/partnership: `fa alleanza con`, `fait alliance avec`: the verb of making left
    out, `alliance` a word of the partner command in French (and English) too."""
    cli.ok(
        "camel",
        "new",
        "--edition",
        "2",
        "--players",
        "Anna,Marco,Sara,Luca,Elena,Paolo",
        "--start",
        "1:blue,red 2:green 3:yellow,purple 14:white 16:black",
    )
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = cli.ok("log", json=True).json["moves"][0]["move"]
    assert (move["type"], move["player"], move["partner"]) == ("partner", "Anna", "Luca")


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("it", "punta sul vincitore arancione\nposso puntare sul perdente bianco?\n"),
        ("fr", "parier sur le vainqueur : orange\npuis-je parier sur le perdant blanc ?\n"),
    ],
)
def test_a_bet_said_of_a_pile_is_a_race_card(cli, prompt_lines, camel, lang, lines) -> None:
    """camel-up/race-bet: `punta sul vincitore arancione`, `parier sur le vainqueur :
    orange`: a bet said of the winner or loser pile is a race card on it (the question
    too); a bet on a colour stays a leg bet."""
    result = prompt_lines(
        lines + ("scommetti sul blu\n" if lang == "it" else "parier bleu\n"), lang=lang
    )
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [(m["type"], m["player"]) for m in moves] == [("race", "ana"), ("bet", "bo")]
    assert (moves[0]["pile"], moves[0]["colour"]) == ("winner", "orange")
    assert "loser" not in str(moves)  # the question recorded nothing


@pytest.mark.parametrize(
    ("lang", "line", "title"),
    [
        ("fr", "cotes pour bo", "Meilleures actions pour bo"),
        ("it", "quote per cy", "Azioni migliori per cy"),
        ("fr", "chances de cy ?", "Meilleures actions pour cy"),
        ("en", "odds for bo", "Best actions for bo"),
    ],
)
def test_odds_asked_for_a_player_named_last(cli, prompt_lines, camel, lang, line, title) -> None:
    """camel-up/turn: `cotes pour bo`, `quote per cy`: a player's whole name after `for`
    at the end of a command that takes a player is its `--player`; the status, which takes
    none, shows every player (`état pour bo`)."""
    result = prompt_lines(f"{line}\n", lang=lang)
    assert result.code == 0, result.err
    assert title in result.out
    status = prompt_lines("état pour bo\n", lang="fr")
    assert status.code == 0 and "Camel Up — camel-up-1" in status.out


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        ("fr", "quelles sont les chances de bo ?", "Meilleures actions pour bo"),
        ("it", "quali sono le quote?", "Azioni migliori per ana"),
        ("it", "qual è il punteggio?", "Giocatori"),
        ("en", "what is the score?", "Players"),
    ],
)
def test_a_question_about_what_the_table_sees(cli, prompt_lines, camel, lang, line, shown) -> None:
    """camel-up/money: `quelles sont les chances de bo ?`, `qual è il punteggio?`, `what is
    the score?`: the question's head and its article are left out before a command that
    is no move, its question mark too (a move asked about stays a `check`)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert shown in result.out, result.out[-600:]
    assert cli.ok("log", json=True).json["moves"] == []


@pytest.mark.parametrize(
    ("lang", "line", "colour", "face"),
    [
        ("it", "il giallo avanza di 2", "yellow", 2),
        ("it", "il dado arancione ha fatto 1", "orange", 1),
        ("it", "bianco +2", "white", 2),
        ("fr", "le jaune avance de deux cases", "yellow", 2),
        ("fr", "le dé vert a fait 1", "green", 1),
        ("fr", "le vert fait 3", "green", 3),
        ("en", "blue moves 2 spaces", "blue", 2),
    ],
)
def test_a_roll_said_as_a_camel_moving(cli, prompt_lines, camel, lang, line, colour, face) -> None:
    """camel-up/pyramid-tile: a roll said as the camel's move (`il giallo avanza di 2`, `le
    jaune avance de deux cases`, `bianco +2`, `le dé vert a fait 1`); an article before it
    starts no command (`le` starts `leg-bet`); a question about it is judged the same."""
    asked = prompt_lines(line + " ?\n", lang=lang)
    assert asked.code == 0, asked.err
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [(m["type"], m["colour"], m["value"]) for m in moves] == [("roll", colour, face)]


def test_desert_said_with_the_words_around_it(cli, prompt_lines) -> None:
    """through-the-desert/placement: `su E10`, `à M4`, a caravan made longer (`aggiunge un
    verde`, `ajoute un jaune`), and the other commands' values with the words around them
    (`dove è E10?`, `scelte per il verde`, `choix pour le jaune`)."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    setup = DESERT_LEADERS + "Marco: giallo N5 --pozza N5=2, giallo M5\n"
    assert prompt_lines(setup, lang="it").code == 0
    asked = prompt_lines("dove è E10?\nscelte per il verde\n", lang="it")
    assert asked.code == 0, asked.err
    assert "E10 è nella colonna E, riga 10" in " ".join(asked.out.split())
    assert "Anna, cammello verde:" in asked.out
    lines = "Anna mette un cammello verde su E10 --pozza E10=1\nAnna aggiunge un verde in D10\n"
    assert prompt_lines(lines, lang="it").code == 0
    french = prompt_lines(
        "choix pour le jaune\nMarco ajoute un jaune en M4\nMarco pose un chameau jaune à M3\n",
        lang="fr",
    )
    assert french.code == 0, french.err
    assert "Marco, chameau jaune :" in french.out.replace("\u202f", " ")
    moves = logged(cli)
    assert [(m["player"], m["cell"]) for m in moves[-4:]] == [
        ("Anna", "E10"),
        ("Anna", "D10"),
        ("Marco", "M4"),
        ("Marco", "M3"),
    ]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "it",
            "Anna scopre un vaso da 2\nAnna alza la piramide: corona\n"
            "Marco solleva la piramide: vaso\n",
        ),
        (
            "fr",
            "Anna retourne un vase de 2\nAnna soulève la pyramide : couronne\n"
            "Marco soulève la pyramide : vase\n",
        ),
    ],
)
def test_a_pyramid_lifted(cli, prompt_lines, lang: str, lines: str) -> None:
    """ramses/turn: `Marco alza la piramide: vaso`, `soulève la pyramide : vase`: lifting a
    pyramid is said with the treasure under it: `found` for the one sought, `miss` for
    another, even one no card has shown yet (the crown here)."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    moves = [(m["player"], m["move"]["type"]) for m in cli.ok("log", json=True).json["moves"]]
    assert moves == [("Anna", "reveal"), ("Anna", "miss"), ("Marco", "found")]


@pytest.mark.parametrize(
    ("lang", "line", "moves"),
    [
        ("fr", "3 couronne et raté", [("reveal", "couronne"), ("miss", None)]),
        ("it", "Anna scopre 3 corona e sbaglia", [("reveal", "corona"), ("miss", None)]),
        ("fr", "retourne 3 masque ; raté", [("reveal", "masque"), ("miss", None)]),
        ("fr", "Anna tire une carte : vase 2", [("reveal", "vase")]),
        ("fr", "Anna retourne la carte du dessus : un vase 2", [("reveal", "vase")]),
        ("fr", "Anna retourne un vase de valeur 2", [("reveal", "vase")]),
        ("it", "Anna pesca la prossima carta: vaso 2", [("reveal", "vaso")]),
        ("fr", "Anna retourne 2 lampe coup de chance", [("reveal", "lampe", True)]),
        ("it", "Anna scopre 3 corona, che fortuna", [("reveal", "corona", True)]),
    ],
)
def test_a_card_turned_over_as_a_table_says_it(cli, prompt_lines, lang, line, moves) -> None:
    """ramses/turn, ramses/lucky-reveal: the card's treasure keeps only its name: another
    move said after it is that move (`3 couronne et raté`), the words of the card drawn
    before it are left out (`tire une carte :`, `du dessus`, `de valeur 2`), and a lucky
    reveal said as a table says it (`coup de chance`, `che fortuna`) is the `--lucky` one."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    done = []
    for move in logged(cli):
        if move["type"] == "reveal":
            done.append(("reveal", move["treasure"], *((True,) if move.get("lucky") else ())))
        else:
            done.append((move["type"], None))
    assert done == moves


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "Anna retourne 3 scorpion", "« scorpion » est une action spéciale"),
        ("it", "Anna scopre 3 scorpione", "«scorpione» è un’azione speciale"),
        ("fr", "3 couronne et 2 vase", "Une carte est déjà face visible"),
        ("fr", "Anna retourne 2 lampe coup de bol elle est visible", "trop long"),
        ("it", "Anna scopre 2 lampada Marco", "«Marco» non ne fa parte"),
    ],
)
def test_what_no_treasure_is_named_with(cli, prompt_lines, lang, line, said) -> None:
    """ramses/turn, ramses/special-actions: a treasure's name holds no special action, no
    value, no player and no word of another move, and three words at most: such a card is
    refused (or, said with another move, split into the moves, the second here refused:
    two cards are not turned over at once)."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code in (2, 3)
    assert said in " ".join(result.err.replace("\u202f", " ").split())
    assert [m["treasure"] for m in logged(cli)] in ([], ["couronne"])


@pytest.mark.parametrize(
    ("lang", "lines", "moves"),
    [
        ("fr", "3 couronne\nAnna trouve la couronne\n", ["reveal", "found"]),
        ("it", "3 corona\nAnna ha trovato la corona!\n", ["reveal", "found"]),
        ("fr", "3 couronne\nraté, c'est un masque\n", ["reveal", "miss"]),
        ("fr", "3 couronne\nAnna trouve la momie\nAnna rate\n", ["reveal", "token", "miss"]),
        ("it", "3 corona\ngettone maledizione\nsbagliato\n", ["reveal", "token", "miss"]),
        (
            "fr",
            "3 couronne\nAnna trouve un égyptologue avec 2 chapeaux\ntrouvé !\n",
            ["reveal", "token", "found"],
        ),
    ],
)
def test_found_and_missed_said_with_what_showed(cli, prompt_lines, lang, lines, moves) -> None:
    """ramses/turn, ramses/tokens: `found` and `miss` said with the treasure that showed
    (`Léa trouve la couronne`, `raté, c'est un masque`) or with an exclamation mark; a token
    said found (`trouve la momie`) is that token; the mummy's curse by the rulebooks'
    name (`gettone maledizione`)."""
    cli.ok("ramses", "new", "--players", "Anna,Marco", "--advanced")
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    assert [m["type"] for m in logged(cli)] == moves


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "Marco trouve le vase", "Le trésor cherché, c’est « couronne », pas « vase »"),
        ("it", "Marco sbaglia la corona", "«corona» è il tesoro cercato"),
    ],
)
def test_found_or_missed_with_the_wrong_treasure(cli, prompt_lines, lang, line, said) -> None:
    """ramses/turn: `found` said with another treasure already seen than the one sought, or
    `miss` with the one sought, is refused: the words and the move disagree (words that
    name no treasure seen, `trouve enfin`, say nothing against the move)."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    cli.ok("ramses", "reveal", "2", "vase" if lang == "fr" else "vaso")
    cli.ok("ramses", "found")
    cli.ok("ramses", "reveal", "3", "couronne" if lang == "fr" else "corona")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 2
    assert said in " ".join(result.err.replace("\u202f", " ").split())
    assert len(logged(cli)) == 3
    assert prompt_lines("Marco trouve enfin\n", lang="fr").code == 0


@pytest.mark.parametrize(
    ("lang", "line", "symbol"),
    [
        ("fr", "Léa joue un sort et met le pion sur la pelle", "shovel"),
        ("fr", "Léa joue un sort et déplace le pion noir sur la torche", "torch"),
        ("it", "Léa gioca un incantesimo e sposta il segnalino sulla pala", "shovel"),
        ("it", "Léa gioca un incantesimo, segnalino sulla corda", "rope"),
        ("en", "Léa plays a spell and moves the marker to the rope", "rope"),
    ],
)
def test_a_spell_and_the_marker_said_together(cli, prompt_lines, lang, line, symbol) -> None:
    """schatz-der-pharao/spell: the marker a spell moves, said after it (`joue un
    sort et met le pion sur la pelle`): one move, the spell with its marker (the line is not
    split into a spell and a refused `marker`)."""
    cli.ok("pharao", "new", "--players", "Léa,Marc", "--adventures", "7,4,10,5,9")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [(m["card"], m.get("marker")) for m in moves] == [("spell", symbol)], moves


@pytest.mark.parametrize(
    ("lang", "line", "moves"),
    [
        (
            "fr",
            "Léa joue un sort et met le pion sur la corde, puis joue corde 3",
            [("spell", "rope"), ("rope", 3)],
        ),
        (
            "it",
            "Léa gioca un incantesimo e sposta il segnalino sulla corda poi gioca corda 3",
            [("spell", "rope"), ("rope", 3)],
        ),
        ("fr", "Léa joue un sort et pioche une carte", [("spell", None), ("draw", 1)]),
        ("it", "Léa gioca un incantesimo e pesca una carta", [("spell", None), ("draw", 1)]),
    ],
)
def test_a_spell_and_a_move_after_it_on_one_line(cli, prompt_lines, lang, line, moves) -> None:
    """schatz-der-pharao/spell: a spell said with its marker, then the move its player makes
    again, on one line: the words joined by `et` are read whole first (the spell with its
    marker); the draw pile's name is a draw's filler only, so `et pioche une carte` after a
    card is a draw, not words left out."""
    cli.ok("pharao", "new", "--players", "Léa,Marc", "--adventures", "7,4,10,5,9")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    done = [
        (m.get("card") or m["type"], m.get("marker", m.get("value", m.get("count"))))
        for m in logged(cli)
    ]
    assert done == moves


@pytest.mark.parametrize(
    ("lang", "lines", "moves"),
    [
        ("fr", "Léa prend deux cartes\nMarc tire une carte\n", [("draw", 2), ("draw", 1)]),
        ("it", "Léa prende due carte\n", [("draw", 2)]),
        ("fr", "Léa se défausse de 2 cartes\n", [("swap", 2)]),
        ("it", "Léa scarta due carte e ne pesca due\n", [("swap", 2)]),
        ("fr", "Léa échange 1 carte et en repioche 1\n", [("swap", 1)]),
        ("fr", "Léa joue un sort et laisse le pion noir en place\n", [("spell", None)]),
        ("it", "Léa gioca un incantesimo senza spostare il segnalino\n", [("spell", None)]),
        ("fr", "sort\nsort --pion pelle\n", [("spell", None), ("spell", "shovel")]),
    ],
)
def test_pharao_turns_in_the_rulebooks_words(cli, prompt_lines, lang, lines, moves) -> None:
    """schatz-der-pharao/draw, swap, spell: cards taken (`prend`, `tire`, `prende`), cards
    discarded and drawn again (`se défausse`, `scarta ... e ne pesca due`), a spell that
    leaves the marker (the log's own words); `sort`, the spell, no longer starts `sortir`
    (it left the table)."""
    cli.ok("pharao", "new", "--players", "Léa,Marc", "--adventures", "7,4,10,5,9")
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    done = [(m.get("card") or m["type"], m.get("marker", m.get("count"))) for m in logged(cli)]
    assert done == moves


@pytest.mark.parametrize(
    ("lang", "line"), [("fr", "où est le pion noir ?"), ("it", "dov'è il segnalino?")]
)
def test_where_is_the_marker(cli, prompt_lines, lang, line) -> None:
    """schatz-der-pharao/marker: `où est le pion noir ?`, `dov'è il segnalino?`: the status,
    which shows the marker."""
    cli.ok("pharao", "new", "--players", "Léa,Marc", "--adventures", "7,4,10,5,9")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert "[● échelle]" in result.out or "[● scala]" in result.out


@pytest.mark.parametrize(
    ("lang", "lines", "moves"),
    [
        (
            "fr",
            "3 couronne\nLéa soulève une pyramide dorée et trouve un égyptologue à 2 chapeaux\n",
            ["reveal", "token"],
        ),
        (
            "it",
            "3 corona\n"
            "Léa solleva una piramide d'oro e trova un gettone egittologo con 2 cappelli\n",
            ["reveal", "token"],
        ),
        (
            "it",
            "3 corona\nLéa solleva una piramide d'oro e trova un gettone con 2 cappelli\n",
            ["reveal", "token"],
        ),
        ("it", "3 corona\nLéa spinge una piramide d'oro e trova 3 cappelli\n", ["reveal", "token"]),
        (
            "fr",
            "3 couronne\nLéa pousse une pyramide dorée et trouve un jeton à 1 chapeau\n",
            ["reveal", "token"],
        ),
        ("it", "3 corona\nLéa trova un gettone da 1 cappello\n", ["reveal", "token"]),
        ("fr", "3 couronne\nLéa tombe sur la malédiction de la momie\n", ["reveal", "token"]),
        ("fr", "3 couronne\nLéa utilise son scarabée\n", ["reveal", "miss"]),
        ("fr", "3 couronne\nLéa trouve enfin\n", ["reveal", "found"]),
        ("fr", "3 couronne\nil la trouve\n", ["reveal", "found"]),  # play-test 8
        (
            "fr",
            "3 couronne\nLéa soulève une pyramide d'or et trouve un égyptologue à 3 chapeaux\n",
            ["reveal", "token"],
        ),
        (
            "fr",
            "3 couronne\nLéa lève une pyramide dorée et trouve un jeton chapeau 3\n",
            ["reveal", "token"],
        ),
        ("fr", "1 lampe ; Léa rate ; Paul trouve\n", ["reveal", "miss", "found"]),
        ("fr", "2 vase\nLéa rate avec son scarabée puis trouve\n", ["reveal", "miss", "found"]),
        ("fr", "2 vase\nLéa trouve et Paul retourne 3 couronne\n", ["reveal", "found", "reveal"]),
        ("fr", "2 vase\nraté ; trouvé\n", ["reveal", "miss", "found"]),
        (
            "fr",
            "2 vase\nLéa rate puis Paul soulève une pyramide dorée et trouve un égyptologue "
            "à 2 chapeaux, puis trouve\n",
            ["reveal", "miss", "token", "found"],
        ),
    ],
)
def test_ramses_tokens_and_turns_said_at_the_table(cli, prompt_lines, lang, lines, moves) -> None:
    """ramses/tokens, ramses/scarab, ramses/turn: a gold pyramid lifted and a token found
    under it (the token, not a wrong treasure, nor the card sought when the token is said by
    its noun or its hats alone: `trova un gettone con 2 cappelli`), the log's own `tombe
    sur la malédiction de la momie`, the scarab said as used, `trouve enfin`, and the later
    moves of a line that name their own player."""
    cli.ok("ramses", "new", "--players", "Léa,Paul", "--advanced")
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    assert [m["type"] for m in logged(cli)] == moves


def test_a_card_and_a_draw_said_together_are_two_moves(cli, prompt_lines) -> None:
    """schatz-der-pharao/turn: `joue échelle 8 et pioche une carte` is two moves, the second
    refused (one action a turn); nothing of it is left out silently, nor half recorded."""
    cli.ok("pharao", "new", "--players", "Léa,Marc", "--adventures", "7,4,10,5,9")
    result = prompt_lines("Léa joue échelle 3 et pioche une carte\n", lang="fr")
    assert result.code == 3
    assert "ont terminé le tour de Léa" in " ".join(result.err.split())
    assert logged(cli) == [] and "pas même son premier coup" in result.out


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        ("fr", "montre la carte", "A Anna"),
        ("it", "mostrami le minacce", "giallo"),
        ("en", "show the map", "A Anna"),
    ],
)
def test_asked_to_show_what_the_board_holds(cli, prompt_lines, lang, line, shown) -> None:
    """through-the-desert/boards: `montre la carte`, `mostrami le minacce`, `show the map`:
    a request to show is the command it names."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert shown in result.out


@pytest.mark.parametrize(
    ("lang", "lines", "players"),
    [
        ("it", "nuova partita di Ramsès con Anna, Marco e Sara\n", ["Anna", "Marco", "Sara"]),
        ("fr", "nouvelle partie de Ramsès avec Léa et Marc --avancé\n", ["Léa", "Marc"]),
        ("en", "ramses new with ana and bo\n", ["ana", "bo"]),
    ],
)
def test_a_new_game_with_its_players_named(cli, prompt_lines, lang, lines, players) -> None:
    """ramses/setup: `nuova partita di Ramsès con Anna, Marco e Sara`, `avec Léa et Marc`:
    the players named after *with* are the new game's `--players` (the options after them
    kept), at the plain prompt and at a game's table."""
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    doc = cli.ok("ramses", "status", json=True).json
    assert [p["name"] for p in doc["players"]] == players
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green 3:orange,yellow,white")
    again = prompt_lines(
        "nouvelle avec Zoé et Yan --départ '1:bleu 2:vert 3:orange,jaune,blanc'\n", lang="fr"
    )
    assert again.code == 0, again.err
    assert cli.ok("camel", "status", json=True).json["players"][0]["name"] == "Zoé"


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "nuova partita di Attraverso il deserto con Marco e Giulia --oasi D3,J3,Q3,M7,B8"),
        ("fr", "nouvelle partie de désert avec Marco et Giulia --oasis D3,J3,Q3,M7,B8"),
    ],
)
def test_a_new_game_of_the_same_game_said_in_words(cli, prompt_lines, lang, line) -> None:
    """through-the-desert/setup: a new game said in words at a table of the same game starts
    it, and the lines after it go to the new game (not to the one open before)."""
    cli.ok("desert", "new", "--players", "Léa,Paul", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(line + "\nMarco chef vert F9\n", lang=lang)
    assert result.code == 0, result.err
    assert cli.ok("desert", "status", json=True).json["players"] == ["Marco", "Giulia"]
    assert [m["player"] for m in logged(cli)] == ["Marco"]


@pytest.mark.parametrize(
    ("lang", "line", "mode"),
    [
        ("fr", "nouvelle partie de Ramsès en solo avec Léa", "solo"),
        ("it", "nuova partita di Ramsès avanzata con Anna e Marco", "advanced"),
        ("fr", "nouvelle partie de Ramsès avancée avec Léa et Paul", "advanced"),
    ],
)
def test_a_new_game_with_its_mode_said_in_words(cli, prompt_lines, lang, line, mode) -> None:
    """ramses/solo, ramses/advanced: a new game's mode said after its name (`en solo`,
    `avanzata`, `avancée`) is its option."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert cli.ok("ramses", "status", json=True).json["mode"] == mode


SECOND_START = " --départ '1:bleu,rouge 2:vert 3:jaune,violet 14:blanc 16:noir'"


@pytest.mark.parametrize(
    ("lang", "line", "edition"),
    [
        ("it", "nuova partita di Camel Up seconda edizione con Anna, Marco e Sara", 2),
        ("fr", "nouvelle partie de Camel Up deuxième édition avec Léa et Paul", 2),
        ("fr", "nouvelle partie de Camel Up de la deuxième édition avec Léa et Paul", 2),
        ("fr", "nouvelle partie de Camel Up 2 avec Léa et Paul", 2),
        ("it", "nuova partita di Camel Up edizione 2 con Anna e Marco", 2),
        ("fr", "nouvelle partie de Camel Up première édition avec Léa et Paul", 1),
    ],
)
def test_a_new_game_with_its_edition_said_in_words(cli, prompt_lines, lang, line, edition) -> None:
    """camel-up/editions: the edition said after the game's name (`seconda edizione`,
    `deuxième édition`, `Camel Up 2`) is `--edition`; the start is typed as always."""
    start = SECOND_START if edition == 2 else " --départ '1:vert,jaune 2:orange 3:bleu,blanc'"
    if lang == "it":
        start = start.replace("--départ", "--partenza")
    result = prompt_lines(line + start + "\n", lang=lang)
    assert result.code == 0, result.err
    assert cli.ok("camel", "status", json=True).json.get("edition", 1) == edition


def test_a_new_game_whose_name_starts_with_a_small_word(cli, prompt_lines) -> None:
    """through-the-desert/setup: `nouvelle partie de À travers le désert avec Léa et Marc
    ...`: a game's name that starts with a word said around names (`À`) is still found."""
    line = "nouvelle partie de À travers le désert avec Léa et Marc --oasis D3,J3,Q3,M7,B8\n"
    result = prompt_lines(line, lang="fr")
    assert result.code == 0, result.err
    doc = cli.ok("desert", "status", json=True).json
    assert doc["game"] == "through-the-desert" and doc["current_player"] == "Léa"


@pytest.mark.parametrize(
    ("lang", "lines", "moves"),
    [
        (
            "fr",
            "ana pose sa tuile désert en 8 côté oasis\nbo parie sur le bleu\ncy parie sur le bleu\n"
            "ana retourne sa tuile en 8 côté mirage\n",
            [("desert", 8, "oasis"), ("desert", 8, "mirage")],
        ),
        (
            "it",
            "ana mette la sua tessera deserto sulla 8 oasi\nbo punta sul blu\ncy punta sul blu\n"
            "ana gira la sua tessera deserto sulla 8 miraggio\n",
            [("desert", 8, "oasis"), ("desert", 8, "mirage")],
        ),
        ("fr", "ana pose une carte face cachée sur le vainqueur\n", [("race", "winner", None)]),
        ("it", "ana mette una carta coperta sul perdente\n", [("race", "loser", None)]),
        ("it", "ana punta sull'ultimo classificato\n", [("race", "loser", None)]),
        ("it", "ana scommette sul vincente della corsa: giallo\n", [("race", "winner", "yellow")]),
        ("fr", "ana parie sur le chameau victorieux\n", [("race", "winner", None)]),
        ("fr", "ana parie que le bleu sera dernier\n", [("race", "loser", "blue")]),
        ("fr", "le bleu avance d'une case\n", [("roll", "blue", 1)]),
        ("fr", "ana tire le dé vert qui fait 1\n", [("roll", "green", 1)]),
        ("it", "ana pesca un dado: blu 3\n", [("roll", "blue", 3)]),
        ("it", "ana lancia il dado verde: esce 2\n", [("roll", "green", 2)]),
        ("fr", "ana parie que le bleu va gagner\n", [("race", "winner", "blue")]),
        ("fr", "ana parie que le vert arrivera dernier\n", [("race", "loser", "green")]),
        ("it", "ana scommette che il blu vincerà\n", [("race", "winner", "blue")]),
        ("it", "ana scommette che il giallo arriva ultimo\n", [("race", "loser", "yellow")]),
        (
            "fr",
            "ana pose sa tuile désert en 8 côté oasis\nbo parie sur le bleu\ncy parie sur le bleu\n"
            "ana retourne sa tuile désert côté mirage\n",
            [("desert", 8, "oasis"), ("desert", 8, "mirage")],
        ),
        (
            "it",
            "ana mette la sua tessera sulla 8 oasi\nbo punta sul blu\ncy punta sul blu\n"
            "ana gira la sua tessera sul miraggio\n",
            [("desert", 8, "oasis"), ("desert", 8, "mirage")],
        ),
        ("fr", "le dé orange est sorti sur 2\n", [("roll", "orange", 2)]),
        (
            "it",
            "il blu avanza di 3, poi il giallo fa 1\n",
            [("roll", "blue", 3), ("roll", "yellow", 1)],
        ),
        ("it", "il dado verde è uscito con 2\n", [("roll", "green", 2)]),
        ("it", "ana: tessera piramide, blu 2\n", [("roll", "blue", 2)]),
    ],
)
def test_camel_moves_in_the_rulebooks_words(cli, prompt_lines, camel, lang, lines, moves) -> None:
    """camel-up/desert-tile, camel-up/race-bet, camel-up/pyramid-tile: a player's own tile
    turned over (`retourne sa tuile en 8 côté mirage`, `gira la sua tessera`), a card face
    down (`face cachée`, `coperta`), the piles by the rulebooks' names (`l'ultimo
    classificato`, `il vincente della corsa`, `le chameau victorieux`, `sera dernier`), a
    die that moved its camel `d'une case` or `est sorti sur 2`."""
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    done = []
    for move in logged(cli):
        if move["type"] == "desert":
            done.append(("desert", move["space"], move["side"]))
        elif move["type"] == "race":
            done.append(("race", move["pile"], move.get("colour")))
        elif move["type"] == "roll":
            done.append(("roll", move["colour"], move["value"]))
    assert done == moves


def test_a_commands_help_at_a_table_shows_its_sessions_examples(cli, prompt_lines) -> None:
    """camel-up/editions: `aide pyramide` at a second-edition table shows the edition's dice
    (no orange, no white die) and the session's players (no `bo`); a new game said with an
    option before *avec* (`--édition 2 avec Zoé, Yan et Léa`)."""
    line = (
        "nouvelle partie de camel --édition 2 avec Zoé, Yan et Léa "
        "--départ '1:bleu,rouge 2:vert 3:jaune,violet 14:blanc 16:noir'\n"
    )
    result = prompt_lines(line + "aide pyramide\naide partenaire\n", lang="fr")
    assert result.code == 0, result.err
    examples = result.out.split("Exemples")[1]
    assert "pyramide rouge 2" in examples and "--joueur Yan" in examples
    assert "orange" not in examples and "blanc 1" not in examples and " bo" not in examples
    assert "partenaire Yan" in result.out.split("Exemples")[2]


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        (
            "fr",
            "puis-je mettre ma tuile en 8 ?",
            "Oui, ana peut poser sa tuile Désert sur la case 8",
        ),
        ("fr", "puis-je poser ma tuile désert sur la case 1 ?", "Non, ana ne peut pas"),
        ("it", "posso mettere la mia tessera sulla 8?", "Sì, ana può mettere la sua tessera"),
    ],
)
def test_a_question_about_a_tiles_space(cli, prompt_lines, camel, lang, line, answer) -> None:
    """camel-up/desert-tile: a question about a space without the side is answered for the
    space (the side taken as oasis, which the answer says); recording still needs it."""
    result = prompt_lines(line + "\ndésert 8\n", lang=lang)
    assert answer in " ".join(result.out.replace("\u202f", " ").split())
    assert logged(cli) == [] and result.code == 2


def test_a_bet_in_the_answers_words_and_a_tile_turned_over(cli, prompt_lines, camel) -> None:
    """camel-up/leg-bet, camel-up/desert-tile: `prend le ticket de pari bleu` is a bet (`de`
    is not `dé`, the die); a tile turned over where it lies is said so."""
    result = prompt_lines(
        "ana prend le ticket de pari bleu\nbo pose sa tuile en 8 côté oasis\n"
        "cy parie sur le vert\nana parie sur le vert\nbo retourne sa tuile côté mirage\n",
        lang="fr",
    )
    assert result.code == 0, result.err
    assert [m["type"] for m in logged(cli)] == ["bet", "desert", "bet", "bet", "desert"]
    said = " ".join(result.out.replace("\u202f", " ").split())
    assert "bo retourne sa tuile Désert sur la case 8 : face mirage visible." in said


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "ana retourne sa tuile côté mirage", "ana n’a pas de tuile sur la piste"),
        ("it", "ana gira la sua tessera sul miraggio", "ana non ha una tessera sul Circuito"),
    ],
)
def test_turning_over_a_tile_not_on_the_track(cli, prompt_lines, camel, lang, line, said) -> None:
    """camel-up/desert-tile: a tile turned over by a player who has none on the track is
    refused with that reason (not a number expected where the side was said)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 2 and said in " ".join(result.err.replace("\u202f", " ").split())
    assert logged(cli) == []


def test_a_tile_says_how_many_camels_it_moved(cli, prompt_lines) -> None:
    """camel-up/desert-tile: a camel alone on an oasis goes on (no `on top` when the space is
    empty), in the reader's number: `le chameau continue jusqu’à la case 6`."""
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:green,yellow 2:orange 3:blue,white")
    result = prompt_lines("désert 5 oasis\norange 3\n", lang="fr")
    assert result.code == 0, result.err
    said = " ".join(result.out.replace("\u202f", " ").split())
    assert "ana gagne 1 pièce et le chameau continue jusqu’à la case 6." in said


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "qui ?"),
        ("fr", "qui gagne ?"),
        ("fr", "qui mène ?"),
        ("fr", "c'est à qui de jouer ?"),
        ("it", "chi vince?"),
        ("it", "chi ha vinto?"),
        ("it", "di chi è il turno?"),
        ("en", "who is winning?"),
        ("fr", "combien de chameaux reste-t-il ?"),
        ("fr", "où en est-on ?"),
        ("fr", "on en est où ?"),
        ("it", "a che punto siamo?"),
        ("fr", "qui a le plus d'argent ?"),
        ("fr", "qui est premier ?"),
        ("fr", "quel chameau est en tête ?"),
        ("fr", "combien d'argent a bo ?"),
        ("fr", "bo a combien ?"),
        ("it", "chi è primo?"),
        ("it", "quale cammello è in testa?"),
        ("it", "quanti soldi ha Marco?"),
        ("it", "tocca a me?"),
    ],
)
def test_who_leads_is_the_status(cli, prompt_lines, camel, lang, line) -> None:
    """camel-up/turn: `qui gagne ?`, `chi vince?`, `who is winning?`, `qui ?`, who is first,
    how much money a player has: a few lines answer (every player's money, best first, who
    leads, all level at the start, the leading camel and whose turn; `qui` no longer starts
    `quitter`); where the game stands and what is left: the status, then who leads."""
    result = prompt_lines(line + "\nstatus\n", lang=lang)
    assert result.code == 0, result.err
    asked = result.out.split("ana")[0]  # before the status asked after it
    brief = not any(w in line for w in ("où", "punto", "reste", "quel chameau", "quale"))
    turn = any(w in line for w in ("jouer", "turno", "tocca"))
    if turn:  # whose turn alone
        answer = result.out[: result.out.index("Camel Up —")]
        assert answer.splitlines() == [
            {"fr": "C’est au tour d’ana.", "it": "Ora tocca ad ana."}[lang]
        ]
        return
    if "bo" in line:  # bo's money alone
        assert result.out.startswith("bo a 3 pièces.\n"), result.out
        return
    if brief:
        answer = result.out[: result.out.index("Camel Up —")]
        assert len(answer.splitlines()) == 4, answer  # the totals, the lead, the camel, turn
        assert "ana 3, bo 3" in answer
    else:
        assert result.out.count("ana") >= 4, asked  # two status tables (the table stayed open)
    lead = {
        "fr": "Tout le monde à égalité (pièces\u202f: 3).",
        "it": "Tutti alla pari (monete: 3).",
    }
    assert lead.get(lang, "Everyone level (coins: 3).") in result.out  # asked, then said
    assert result.out.count(lead.get(lang, "Everyone level")[:7]) == 1  # not after `status`
    camel_said = {"fr": "Chameau de tête\u202f: blanc.", "it": "Cammello in testa: bianco."}
    assert camel_said.get(lang, "Leading camel: white.") in result.out


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        ("fr", "est-ce que je peux parier sur le bleu ?", "Oui"),
        ("fr", "je peux parier sur le bleu ?", "Oui"),
        ("fr", "bo peut-il parier sur le bleu ?", "bo pourra"),
        ("fr", "est-ce que bo peut parier sur le bleu ?", "bo pourra"),
        ("fr", "est-ce qu'ana peut mettre sa tuile en 1 oasis ?", "Non"),
    ],
)
def test_french_questions_about_a_move(cli, prompt_lines, camel, lang, line, answer) -> None:
    """camel-up/leg-bet, camel-up/desert-tile: `est-ce que je peux ... ?`, `je peux ... ?`,
    `bo peut-il ... ?`: a question about a move, answered, nothing recorded."""
    result = prompt_lines(line + "\n", lang=lang)
    assert answer in result.out + result.err
    assert cli.ok("log", json=True).json["moves"] == []


def test_where_may_i_put_it_is_the_choices(cli, prompt_lines) -> None:
    """through-the-desert/camels: `où puis-je poser le vert ?`, `dove posso mettere il
    verde?`, `où puis-je poser mon chef violet ?`: the choices of that colour (`where` alone
    finds a hex)."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    leader = prompt_lines("où puis-je poser mon chef violet ?\n", lang="fr")
    assert leader.code == 0 and "Anna, chef violet" in leader.out, leader.err
    asked = prompt_lines(DESERT_LEADERS + "posso mettere il giallo in M5?\n", lang="it")
    assert "Sì, Marco può mettere un cammello giallo in M5." in asked.out, asked.err
    prompt_lines("annulla\n" * 11, lang="it")  # the leaders taken back
    for lang, line in (
        ("fr", "où puis-je poser le vert ?"),
        ("it", "dove posso mettere il verde?"),
    ):
        result = prompt_lines(DESERT_LEADERS * (lang == "fr") + line + "\n", lang=lang)
        assert result.code == 0, result.err
        assert "Marco, " in result.out and "(a–" in result.out


def test_a_water_value_said_after_a_players_name(cli, prompt_lines) -> None:
    """through-the-desert/water-holes: `Léa: eau D1 2`: a water hole's value is no one's
    move; the name before it is left out, not refused as an option `water` lacks."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines("Marco: eau D1 2\n", lang="fr")
    assert result.code == 0, result.err
    assert [(m["type"], m["cell"], m["value"]) for m in logged(cli)] == [("water", "D1", 2)]


def test_blue_camels_and_a_camel_on_an_oasis(cli, prompt_lines) -> None:
    """through-the-desert/placement: `chameau bleu` is a turquoise one (no camel is blue);
    `sur l'oasis J3` is refused by the rule (an oasis takes no camel), not as extra words."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(
        DESERT_LEADERS + "Marco pose un chameau jaune sur l'oasis J3\n", lang="fr"
    )
    assert result.code == 3 and "J3 est une oasis" in result.err
    result = prompt_lines("Marco pose un chameau bleu en O8\n", lang="fr")
    assert result.code == 0, result.err
    assert (logged(cli)[-1]["colour"], logged(cli)[-1]["cell"]) == ("turquoise", "O8")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Marco pose un chameau jaune en N5 et un chameau jaune en M5"),
        ("it", "Marco mette un cammello giallo in N5 e un cammello giallo in M5"),
        ("it", "Marco mette giallo su N5 e giallo su M5"),
        ("fr", "Marco prolonge sa caravane jaune en N5, puis pose son chameau jaune en M5"),
        ("fr", "Marco pose deux chameaux jaunes en N5 et M5"),
        ("it", "Marco piazza un cammello giallo in N5 e un altro in M5"),
        ("fr", "Marco pose un chameau jaune en N5 et un autre en M5"),
    ],
)
def test_a_turns_camels_as_a_table_says_them(cli, prompt_lines, lang, line) -> None:
    """through-the-desert/turn: `un chameau` after `et` is a camel (`un` no start of
    `undo`), a possessive is left out (`son chameau`, `sa caravane`), `mette` without
    `cammello`; both camels recorded."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(DESERT_LEADERS + "pozza N5 2\n" + line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [(m["player"], m["cell"]) for m in logged(cli)[-2:]] == [
        ("Marco", "N5"),
        ("Marco", "M5"),
    ]


@pytest.mark.parametrize(
    ("lang", "line", "move"),
    [
        ("en", "ana bets on blue", ("bet", "blue")),
        ("en", "ana takes a pyramid tile and green rolls 2", ("roll", "green")),
        ("fr", "elle prend une tuile pyramide et le bleu fait 3", ("roll", "blue")),
        ("it", "lei prende una tessera piramide e il verde fa 2", ("roll", "green")),
    ],
)
def test_one_move_said_with_and(cli, prompt_lines, camel, lang, line, move) -> None:
    """camel-up/pyramid-tile: `prend une tuile pyramide et le bleu fait 3` is one move (the
    `and` inside it is read as the other words around the values, and the line is not two
    moves); `bets` is a word of the bet, as `plays` is of Pharao's play."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    moves = logged(cli)
    assert [(m["type"], m["colour"]) for m in moves] == [move]


@pytest.mark.parametrize(
    ("lang", "line"),
    [("it", "verifica speciale tempesta di sabbia"), ("fr", "vérifier spécial tempête de sable")],
)
def test_a_name_of_several_words_without_quotes(cli, prompt_lines, lang, line) -> None:
    """ramses/special-actions: `speciale tempesta di sabbia` reads the special action's name
    of several words without quotes (judged by the rules: none comes from deck 1)."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.err == "", result.err  # no refusal of the words
    assert "(ramses/special-actions)" in result.out
    assert ("tempesta di sabbia" if lang == "it" else "tempête de sable") in result.out


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "vérifier elle prend une tuile pyramide et le bleu fait 3", "le dé bleu montrant 3"),
        (
            "it",
            "verifica lei prende una tessera piramide, il verde fa 2",
            "il dado verde che mostra 2",
        ),
    ],
)
def test_check_leaves_a_subject_out(cli, prompt_lines, camel, lang, line, said) -> None:
    """camel-up/pyramid-tile: `vérifier elle prend ...` judges the move as the line without
    `vérifier` would record it: the subject pronoun left out; nothing recorded."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert said in result.out
    assert cli.ok("log", json=True).json["moves"] == []


@pytest.mark.parametrize(
    ("lang", "note"),
    [
        ("it", "Più mosse possono stare su una riga, unite da «e»: `verde M8 e turchese F5`."),
        ("en", "Several moves may share a line, joined by “and”: `green M8 and turquoise F5`."),
    ],
)
def test_help_says_several_moves_share_a_line(cli, prompt_lines, lang, note) -> None:
    """through-the-desert/turn: the prompt's help shows two moves on one line, from the
    move said by its values (after the leaders, two camels), in the table's words; the
    example it gives reads."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    assert prompt_lines(DESERT_LEADERS, lang="it").code == 0
    notes = prompt_lines("help\n", lang=lang, json=True).json["notes"]
    assert note in notes
    french = prompt_lines("aide\n", lang="fr", json=True).json["notes"]
    assert any("reliés par «\u202fet\u202f»" in n for n in french), french


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Anna sposta la sua tessera sulla 9 fischi"),
        ("fr", "Anna déplace sa tuile sur la 9, huées"),
    ],
)
def test_a_tile_moved_as_a_table_says_it(cli, prompt_lines, lang, line) -> None:
    """camel-up/spectator-tile: `sposta la sua tessera sulla 9`, `déplace sa tuile sur la 9`:
    the verb of moving left out before the tile's word; the tile moves."""
    cli.ok(
        "camel",
        "new",
        "--edition",
        "2",
        "--players",
        "Anna,Marco",
        "--start",
        "1:blue,red 2:green 3:yellow,purple 14:white 16:black",
    )
    cli.ok("camel", "spectator", "7", "cheering")
    cli.ok("camel", "bet", "blue")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    tiles = cli.ok("camel", "status", json=True).json["spectator_tiles"]
    assert [(t["space"], t["side"], t["owner"]) for t in tiles] == [(9, "booing", "Anna")]


@pytest.mark.parametrize(
    ("lang", "line", "move"),
    [
        ("it", "Anna pesca due carte dal mazzo", ("draw", 2)),
        ("it", "Anna mette giù una scala 3", ("play", 3)),
        ("fr", "Anna pose une échelle de 3", ("play", 3)),
        ("fr", "Anna pioche 2 cartes dans la pioche", ("draw", 2)),
        ("en", "Anna draws 2 cards from the deck", ("draw", 2)),
    ],
)
def test_pharao_cards_as_a_table_says_them(cli, prompt_lines, lang, line, move) -> None:
    """schatz-der-pharao/draw, schatz-der-pharao/play: a card laid down (`pose`, `mette
    giù`, `cala`), cards drawn from the pile (`dal mazzo`, `dans la pioche`, `from the
    deck`), `draws` and `swaps` in English."""
    cli.ok("pharao", "new", "--players", "Anna,Marco", "--adventures", "7,4,10,5,9")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    done = cli.ok("log", json=True).json["moves"][0]["move"]
    assert (done["type"], done.get("count", done.get("value"))) == move, done


def test_a_water_hole_marker_said_by_its_italian_name(cli, prompt_lines) -> None:
    """through-the-desert/water-holes: `il segnalino di D1 vale 2`, as the answers name the
    water-hole marker in Italian, records its value."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines("il segnalino di D1 vale 2\n", lang="it")
    assert result.code == 0, result.err
    move = cli.ok("log", json=True).json["moves"][0]["move"]
    assert (move["type"], move["cell"], move["value"]) == ("water", "D1", 2)


@pytest.mark.parametrize(
    ("lang", "line", "pile", "colour"),
    [
        ("fr", "parier que le bleu gagne", "winner", "blue"),
        ("it", "scommetti che il verde perde", "loser", "green"),
        ("en", "bet that white wins", "winner", "white"),
    ],
)
def test_a_bet_on_who_wins_the_race(cli, prompt_lines, camel, lang, line, pile, colour) -> None:
    """camel-up/race-bet: `parier que le bleu gagne`, `scommetti che il verde perde`: a bet
    said with the race's winning or losing is a race card on that pile."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = cli.ok("log", json=True).json["moves"][0]["move"]
    assert (move["type"], move["pile"], move["colour"]) == ("race", pile, colour)


def test_a_bet_said_with_its_value(cli, prompt_lines, camel) -> None:
    """camel-up/leg-bet: `parier sur le jaune à 5`, `scommetti sul giallo da 3`: the value
    said must be the top tile's; another is refused with the top one's (nothing recorded)."""
    assert prompt_lines("parier sur le jaune à 5\n", lang="fr").code == 0
    refused = prompt_lines("bo : parier sur le jaune à 5\n", lang="fr")
    said = " ".join(refused.err.replace("\u202f", " ").split())
    assert refused.code == 3 and "du chameau jaune sur le dessus de la pile vaut 3, pas 5" in said
    assert "(camel-up/leg-bet)" in said
    assert prompt_lines("bo: scommetti sul giallo da 3\n", lang="it").code == 0
    assert [(m["player"], m["colour"]) for m in logged(cli)] == [
        ("ana", "yellow"),
        ("bo", "yellow"),
    ]


DECK_ONE = ("couronne", "vase", "lampe", "bague", "poignard")
DECK_ONE += ("amulette", "calice", "statue", "papyrus", "bracelet")


def deck_two(cli: Any) -> None:
    """A French Ramsès game of Léa, Paul and Zoé at the second deck: the ten cards of the
    first found in turn (Léa: couronne, bague, calice, bracelet; Paul: vase, poignard,
    statue; Zoé: lampe, amulette, papyrus), Paul's turn."""
    cli.ok("ramses", "new", "--players", "Léa,Paul,Zoé", lang="fr")
    for treasure in DECK_ONE:
        cli.ok("ramses", "reveal", "1", treasure, lang="fr")
        cli.ok("ramses", "found", lang="fr")


@pytest.mark.parametrize(
    ("lang", "line", "action"),
    [
        ("fr", "tempête de sable !", "sandstorm"),
        ("fr", "il y a une tempête de sable", "sandstorm"),
        ("fr", "carte spéciale : scorpion", "scorpion"),
        ("fr", "c'est un scorpion", "scorpion"),
        ("fr", "scorpion !", "scorpion"),
        ("fr", "duel !", "duel"),
        ("fr", "spécial : tempête de sable", "sandstorm"),
        ("it", "c'è uno scorpione", "scorpion"),
        ("it", "forza sovrumana", "strength"),
    ],
)
def test_a_special_action_said_by_its_name(cli, prompt_lines, lang, line, action) -> None:
    """ramses/special-actions: the back of the card said by the action's name alone, as a
    table says it, is `special` (never a card whose treasure is `y` or `c'est`)."""
    deck_two(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {"type": "special", "player": "Paul", "action": action}


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Zoé est piquée par le scorpion et donne sa lampe à Paul"),
        ("fr", "Zoé se fait piquer et donne sa lampe"),
        ("fr", "le scorpion a piqué Zoé, elle donne la lampe"),
        ("fr", "Zoé donne la lampe 1 à Paul"),
        ("fr", "Zoé : scorpion, lampe"),
        ("it", "Zoé viene punta dallo scorpione e dà la lampe a Paul"),
        ("it", "Zoé è stata punta e dà la lampe"),
        ("it", "lo scorpione punge Zoé, che dà la lampe a Paul"),  # the answers' own words
    ],
)
def test_a_scorpion_said_in_words(cli, prompt_lines, lang, line) -> None:
    """ramses/scorpion: the sting said as a table says it, the stung player named first or
    after the verb and the card given after *donne*, *dà*: `scorpion Zoé --give lampe`."""
    deck_two(cli)
    cli.ok("ramses", "special", "scorpion")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert (move["type"], move["player"], move["give"]["treasure"]) == ("scorpion", "Zoé", "lampe")


def test_a_scorpion_card_given_to_the_wrong_neighbour(cli, prompt_lines) -> None:
    """ramses/scorpion: the card goes to the stung player's right-hand neighbour; naming
    another is refused with the rule (exit 3), nothing recorded; `le scorpion pique Paul`
    without the card asks which of his."""
    deck_two(cli)
    cli.ok("ramses", "special", "scorpion")
    before = logged(cli)
    result = prompt_lines("Zoé est piquée et donne sa lampe à Léa\n", lang="fr")
    assert result.code == 3
    assert "voisin de droite de Zoé, Paul, pas à Léa" in " ".join(result.err.split())
    asked = prompt_lines("le scorpion pique Paul\n", lang="fr")
    assert asked.code == 3 and "Indiquez quelle carte Paul donne à Léa" in asked.err
    assert logged(cli) == before


@pytest.mark.parametrize(
    ("line", "move"),
    [
        ("Paul pousse une pyramide et trouve la lampe", "found"),
        ("Paul glisse une pyramide rouge et voit la lampe", "found"),
        ("Paul pousse une pyramide et voit le vase", "miss"),
        ("Paul pousse une pyramide", "nothing"),
        ("Paul pousse une pyramide bleue", "nothing"),
        ("Paul pousse une pyramide : rien", "nothing"),
        ("Paul déplace une pyramide et rien n’apparaît", "nothing"),
        ("Paul trouve un diadème", None),
        ("Paul pousse une pyramide et ne trouve rien", "nothing"),
        ("Paul pousse trois pyramides d'un coup et trouve la lampe", "found"),
        ("combien de scarabées reste-t-il à Paul ?", "status"),  # a question: the status
        ("Paul soulève une pyramide rouge et trouve la lampe", "found"),
        ("Paul soulève une pyramide rouge", "nothing"),
        ("Paul solleva una piramide rossa e trova la lampe", "found"),  # the deck is French
        ("Paul solleva una piramide d oro", "nothing"),
        ("Paul alza una piramide blu: vase", "miss"),
        ("Paul pousse une pyramide et trouve le vase", "miss"),  # found what showed: a vase
        ("Paul déplace une pyramide et trouve le vase", "miss"),
        ("Paul sposta una piramide e trova la lampe", "found"),
        ("Paul pousse deux pyramides et trouve la lampe !", "found"),
        ("dessous il y a la lampe", "found"),
        ("sotto c'è un vase", "miss"),
        ("il y a un diadème", None),  # never shown by a card: refused, both ways out said
    ],
)
def test_a_pyramid_slid_said_in_words(cli, prompt_lines, line, move) -> None:
    """ramses/turn: a pyramid slid (or said lifted) is said with what it showed (`found`,
    `miss`, the treasure itself; its colour is no treasure); one that showed nothing records
    nothing (the player slides on: an answer, not an error, never a miss), and `found`
    naming a treasure no card has shown is refused, not the card sought."""
    deck_two(cli)
    cli.ok("ramses", "reveal", "4", "lampe")
    before = logged(cli)
    result = prompt_lines(line + "\n", lang="fr")
    if move == "nothing":
        assert result.code == 0 and logged(cli) == before
        assert "Rien à enregistrer" in result.out and not result.err
    elif move is None:
        assert result.code == 2 and logged(cli) == before
    elif move == "status":
        assert result.code == 0 and logged(cli) == before and "Paul" in result.out
    else:
        assert result.code == 0, result.err
        assert logged(cli)[-1]["type"] == move


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Anna sbaglia e usa lo scarabeo"),
        ("it", "Anna sbaglia, usa lo scarabeo"),
        ("it", "Anna sbaglia ma usa lo scarabeo"),
        ("fr", "Anna rate mais utilise son scarabée"),
        ("fr", "il rate encore et utilise encore son scarabée"),  # play-test 8
        ("fr", "elle rate et utilise son scarabée"),
        ("it", "Anna sbaglia ancora e usa di nuovo lo scarabeo"),
    ],
)
def test_a_miss_and_the_scarab_said_together(cli, prompt_lines, lang, line) -> None:
    """ramses/scarab: a miss and the scarab used said on one line are one move, `miss
    --scarab` (not a miss, then a scarab for the next player), `encore`, `ancora` said
    around it; `il`, `elle` are the player whose turn it is."""
    cli.ok("ramses", "new", "--players", "Anna,Marco", "--advanced")
    cli.ok("ramses", "reveal", "2", "corona")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {"type": "miss", "player": "Anna", "scarab": True}


def test_the_letters_of_choices_stand_after_a_water_value(cli, prompt_lines) -> None:
    """through-the-desert/water-holes: a marker's value recorded after `scelte` changes the
    gains, not the letters: `e` still places the camel on the hex lettered `e`."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    lines = DESERT_LEADERS + "scelte giallo\npozza N5 3\ne\n"
    result = prompt_lines(lines, lang="it")
    assert result.code == 0, result.err
    last = logged(cli)[-1]
    assert (last["player"], last["colour"], last["cell"]) == ("Marco", "yellow", "N5")


@pytest.mark.parametrize(
    ("lang", "line", "move"),
    [
        ("fr", "ana prend le ticket vert", ("bet", "green")),
        ("fr", "ana prend le ticket de pari vert", ("bet", "green")),
        ("it", "ana prende il biglietto verde", ("bet", "green")),
        ("it", "ana prende il biglietto scommessa verde", ("bet", "green")),
        ("fr", "ana prend une tuile pyramide, le bleu fait 2", ("roll", "blue")),
    ],
)
def test_a_ticket_said_by_its_noun_alone(cli, prompt_lines, camel, lang, line, move) -> None:
    """camel-up/leg-bet: a betting ticket said by its noun alone (`le ticket vert`, `il
    biglietto verde`) is a bet; `de` after it is no die (`ticket de pari vert`), and a
    pyramid's noun after `tuile` still names the pyramid."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    last = logged(cli)[-1]
    assert (last["type"], last["colour"]) == move


@pytest.mark.parametrize(
    ("lang", "line", "section"),
    [
        ("fr", "comment marche le scorpion ?", "Scorpion"),
        ("fr", "comment marche la tempête de sable ?", "Tempête de sable"),
        ("fr", "comment marche la momie ?", "La malédiction de la momie"),
        ("fr", "c'est quoi un scarabée ?", "Scarabée"),
        ("fr", "qu'est-ce qu'un égyptologue ?", "Égyptologues et bonus des chapeaux"),
        ("fr", "règles la momie", "La malédiction de la momie"),
        ("it", "come funziona lo scorpione?", "Scorpione"),
        ("it", "come si gioca il duello?", "Duello"),
        ("en", "how does the mummy work?", "The mummy's curse"),
    ],
)
def test_a_question_about_a_rule(cli, prompt_lines, lang, line, section) -> None:
    """`comment marche le scorpion ?`, `come funziona lo scorpione?`, `how does the mummy
    work?`: a question about a rule shows its section (its topic without articles, a name of
    several words, or the one section whose name holds the word), never a card turned
    over."""
    cli.ok("ramses", "new", "--players", "Léa,Paul")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.splitlines()[0].startswith(section + "  (ramses/")
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line", "suggested"),
    [
        ("fr", "ana gagne la manche", None),
        ("fr", "ana laisse le pion", None),
        ("it", "ana vince la tappa", None),
        ("fr", "anuler", "annuler"),
        ("it", "anulla", "annulla"),
        ("fr", "staus", "état"),
    ],
)
def test_a_verb_not_understood_is_no_typo(cli, prompt_lines, camel, lang, line, suggested) -> None:
    """A word not understood at the table's prompt is pointed to a command only when it is a
    close typo of it (`anuler`): a verb said (`gagne`, `vince`) is not offered `annuler`,
    `uscita` or `pyramide` (the commands are listed instead); nothing is recorded."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 2
    asked = {"fr": "Vouliez-vous dire", "it": "Forse intendevi"}[lang]
    if suggested is None:
        assert asked not in result.err
    else:
        assert f"{asked} {suggested}" in result.err
    assert logged(cli) == []


def test_face_down_cards_turned_over_in_the_third_person(cli, prompt_lines) -> None:
    """camel-up/reveal: a player's face-down card turned over as the table says it (`cy gira
    la sua carta coperta sul perdente: verde`, `bo retourne sa carte cachée sur le perdant :
    bleue`) is `reveal` of that player's cards (`coperta`, `cachée` said around them)."""
    cli.ok("replay", str(REPO / "examples" / "camel-up" / "full-game.txt"))
    for _ in range(3):
        cli.ok("undo")
    lines = "cy gira la sua carta coperta sul perdente: verde\n"
    assert prompt_lines(lines, lang="it").code == 0
    lines = "bo retourne sa carte cachée sur le perdant : bleue\nrévéler vainqueur blanc orange\n"
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    assert cli.ok("camel", "status", json=True).json["winners"] == ["cy"]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "le carte coperte del perdente sono verde e blu"),
        ("it", "le carte coperte sul perdente erano verde e blu"),
        ("fr", "les cartes cachées du perdant sont verte et bleue"),
    ],
)
def test_a_piles_face_down_cards_said_in_one_sentence(cli, prompt_lines, lang, line) -> None:
    """camel-up/reveal: the face-down cards of a pile said as what they are (`le carte
    coperte del perdente sono verde e blu`) are `reveal` of that pile, in placement order;
    not a race card (`carte`, `carta` name both)."""
    cli.ok("replay", str(REPO / "examples" / "camel-up" / "full-game.txt"))
    for _ in range(3):
        cli.ok("undo")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli)[-1]["colours"] == ["green", "blue"]
    result = prompt_lines("révéler vainqueur blanc orange\n", lang="fr")
    assert cli.ok("camel", "status", json=True).json["winners"] == ["cy"]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "ana scommette sul blu e bo sul verde"),
        ("fr", "ana parie sur le bleu et bo sur le vert"),
        ("fr", "ana parie sur le bleu et bo aussi"),
    ],
)
def test_two_players_bets_said_with_one_verb(cli, prompt_lines, camel, lang, line) -> None:
    """camel-up/leg-bet: a later move that names its player and no command takes the first
    move's verb (`e bo sul verde`: bo bets on green)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    second = "blue" if line.endswith("aussi") else "green"  # `et bo aussi`: the same bet
    assert [(m["player"], m["colour"]) for m in logged(cli)] == [("ana", "blue"), ("bo", second)]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Sara e Gio fanno alleanza"),
        ("fr", "Sara et Gio font alliance"),
        ("it", "Sara stringe un'alleanza con Gio"),
        ("it", "io mi alleo con Gio"),
    ],
)
def test_a_partnership_said_with_both_names(cli, prompt_lines, lang, line) -> None:
    """camel-up/partnership: two players joined by *and* before the partnership's word are
    the player and the partner; `posso allearmi con Gio?` is asked."""
    players = "Sara,Gio,Léa,Paul,Anna,Marco"
    start = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
    cli.ok("camel", "new", "--edition", "2", "--players", players, "--start", start)
    asked = prompt_lines("posso allearmi con Gio?\n", lang="it")
    assert asked.code == 0 and "Sì" in asked.out
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    last = logged(cli)[-1]
    assert (last["type"], last["player"], last["partner"]) == ("partner", "Sara", "Gio")


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "le chameau noir recule de 2", "Le chameau noir n’a pas de dé à lui"),
        ("it", "il nero torna indietro di 2", "Il cammello nero non ha un dado suo"),
        ("it", "il bianco arretra di 3", "Il cammello bianco non ha un dado suo"),
        ("it", "il bianco fa 2", "scrivi `piramide grigio bianco 2`"),
    ],
)
def test_a_crazy_camel_said_to_move_asks_for_the_grey_die(cli, prompt_lines, lang, line, said):
    """camel-up/grey-die: a crazy camel said to go back (`recule`, `torna indietro`,
    `arretra`) is refused with the grey die's rule: the die and the colour of its number
    are what the table types (the camel that moves may be the other one)."""
    start = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
    cli.ok("camel", "new", "--edition", "2", "--players", "ana,bo", "--start", start)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 3 and said in " ".join(result.err.split())
    assert "camel-up/grey-die" in result.err and logged(cli) == []


def test_duel_stakes_with_a_space_after_the_comma(cli, prompt_lines) -> None:
    """ramses/duel: `--mises Paul=vase, Zoé=lampe` is one list of stakes, as the table types
    it after a comma (not a word too many)."""
    deck_two(cli)
    cli.ok("ramses", "special", "duel")
    result = prompt_lines("duel --mises Paul=vase, Zoé=lampe --gagnant Zoé\n", lang="fr")
    assert result.code == 0, result.err
    last = logged(cli)[-1]
    assert last["type"] == "duel" and last["winner"] == "Zoé"


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Marco giallo N5, la pozza N5 vale 3"),
        ("it", "Marco giallo N5, la pozza vale 3"),
        ("it", "Marco mette un giallo in N5 che vale 3"),
        ("fr", "Marco pose un chameau jaune en N5, le point d'eau vaut 3"),
        ("fr", "Marco pose un chameau jaune sur le point d'eau N5 qui vaut 3"),
    ],
)
def test_a_water_value_said_after_the_camel_put_on_it(cli, prompt_lines, lang, line) -> None:
    """through-the-desert/water-holes: a marker's value said after the camel that reaches it,
    on the same line, is recorded with it: as a move of its own played first (`la pozza N5
    vale 3`, `Grammar.ahead`), or, without its hex, as the camel's `--water` for the camel's
    hex (`la pozza vale 3`, `qui vaut 3`: `Command.said`)."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    assert prompt_lines(DESERT_LEADERS, lang="it").code == 0
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    camel = logged(cli)[-1]
    assert (camel["colour"], camel["cell"]) == ("yellow", "N5")
    assert "N5 ~3" in result.out  # the marker's value, recorded with the camel


def test_a_short_question_gets_the_brief_status(cli, prompt_lines) -> None:
    """through-the-desert/turn: `qui mène ?`, `chi vince?` are answered with the brief status
    (the points, the camels left, whose turn: no map), `état` with the whole of it."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    asked = prompt_lines("qui mène ?\n", lang="fr").out
    assert len(asked.splitlines()) <= 8 and "___" not in asked and "Anna\u202f: 0" in asked
    assert "___" in prompt_lines("état\n", lang="fr").out
    assert len(prompt_lines("chi vince?\n", lang="it").out.splitlines()) <= 8


def test_a_turn_played_whole_says_so_when_the_same_player_goes_on(cli, prompt_lines) -> None:
    """through-the-desert/turn: a player who goes on after their turn's leader or camels
    is told their turn is played (not only whose turn it is); nothing of the line is kept."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    leader = prompt_lines("Anna capo verde F9 e capo giallo N4\n", lang="it")
    assert leader.code == 3
    said = " ".join(leader.err.split())
    assert "Anna ha piazzato il capocarovana di questo turno: ora tocca a Marco." in said
    assert logged(cli) == []
    assert prompt_lines(DESERT_LEADERS + "Marco giallo M5 e giallo M6\n", lang="it").code == 0
    line = "Anna pose un chameau vert en E8 et un autre en D8 et un autre en D9\n"
    camels = prompt_lines(line, lang="fr")
    said = " ".join(camels.err.replace("\u202f", " ").split())
    assert "Anna a posé les deux chameaux de ce tour : c’est maintenant au tour de Marco." in said


@pytest.mark.parametrize(
    ("lang", "line", "winner", "stakes"),
    [
        (
            "fr",
            "Zoé gagne le duel : Paul a misé son vase et Zoé sa lampe",
            "Zoé",
            ("vase", "lampe"),
        ),
        ("fr", "duel : Paul mise le vase, Zoé la lampe, Zoé gagne", "Zoé", ("vase", "lampe")),
        (
            "fr",
            "Paul et Zoé font un duel : Paul met le poignard, Zoé l'amulette, Paul gagne",
            "Paul",
            ("poignard", "amulette"),
        ),
        (
            "fr",
            "Zoé gagne le duel contre Paul : elle mise sa lampe et Paul son vase",
            "Zoé",
            ("vase", "lampe"),
        ),
        (
            "it",
            "Paul e Zoé fanno un duello: Paul mette il vase, Zoé la lampe, vince Zoé",
            "Zoé",
            ("vase", "lampe"),
        ),
        ("it", "Zoé vince il duello: lei punta la lampe, Paul il vase", "Zoé", ("vase", "lampe")),
    ],
)
def test_a_duel_said_in_words(cli, prompt_lines, lang, line, winner, stakes) -> None:
    """ramses/duel: a duel said as a table says it (`Zoé gagne le duel : Paul a misé son
    vase et Zoé sa lampe`, `… vince Zoé`): each stake a name and the treasure after it, the
    winner before or after a verb of winning (`Grammar.won`, `Command.said`), a pronoun for
    the winner named first."""
    deck_two(cli)
    cli.ok("ramses", "special", "duel")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert move["type"] == "duel" and move["winner"] == winner
    assert (move["stakes"]["Paul"]["treasure"], move["stakes"]["Zoé"]["treasure"]) == stakes


def test_a_slide_during_the_scorpion_and_the_scarab_asked(cli, prompt_lines) -> None:
    """ramses/scorpion, ramses/scarab: during a scorpion a slide that shows nothing says the
    slides go round until the sting (nothing recorded); `puis-je utiliser mon scarabée ?`
    and `posso usare lo scarabeo?` ask about `miss --scarab`."""
    deck_two(cli)
    cli.ok("ramses", "special", "scorpion")
    result = prompt_lines("Paul pousse une pyramide : rien\n", lang="fr")
    assert result.code == 0 and "pendant le scorpion" in " ".join(result.out.split())
    cli.ok("ramses", "new", "--players", "Anna,Marco", "--advanced")
    cli.ok("ramses", "reveal", "2", "corona")
    asked = prompt_lines("puis-je utiliser mon scarabée ?\nposso usare lo scarabeo?\n", lang="fr")
    assert "Oui, Anna peut continuer grâce au scarabée" in asked.out
    assert [m["type"] for m in logged(cli)] == ["reveal"]


def test_undo_after_a_line_of_several_moves_takes_them_back_together(cli, prompt_lines, camel):
    """A line of several moves is recorded as one: at the same table, a bare `undo` after it
    takes back all its moves together (one transaction), `redo` puts them back together,
    and an `undo` after a line of one move takes back one."""
    lines = "ana parie sur le bleu et bo sur le vert\nannule ça\nétat\nrétablir\n"
    result = prompt_lines(lines + "parier orange\nannuler\n", lang="fr")
    assert result.code == 0, result.err
    assert "Les 2 coups de cette ligne sont annulés ensemble." in result.out
    assert "Les 2 coups de cette ligne sont rétablis ensemble." in result.out
    assert [m["colour"] for m in logged(cli)] == ["blue", "green"]
    undone = result.out.split("annulés ensemble")[0].split("Annulé")[1:]
    assert "".join(undone).count("C’est au tour") == 1  # whose turn, once, at the end


def test_undo_and_redo_follow_the_lines_typed_back_and_forth(cli, prompt_lines) -> None:
    """Each line typed at the table stays one for `undo` and `redo`, however far back:
    after two lines of two moves, two bare `annulla` take back each line whole, and each
    `rifai` puts back what the last `annulla` took back, no more (a `rifai` never joins
    moves of two lines)."""
    cli.ok("ramses", "new", "--players", "Giulia,Marco,Sara")
    lines = "scopri 2 corona e sbagliato\nMarco sbaglia; Sara sbaglia\nannulla\nannulla\n"
    result = prompt_lines(lines + "rifai\nstato\n", lang="it")
    assert result.code == 0, result.err
    assert result.out.count("Le 2 mosse di quella riga sono annullate insieme.") == 2
    assert result.out.count("Le 2 mosse di quella riga sono ripristinate insieme.") == 1
    assert [m["type"] for m in logged(cli)] == ["reveal", "miss"]
    lines = "Marco sbaglia; Sara sbaglia\nannulla\nannulla\nrifai\n"
    result = prompt_lines(lines + "annulla l'ultima mossa\nannulla\nrifai\n", lang="it")
    assert result.code == 0, result.err
    assert [m["type"] for m in logged(cli)] == ["reveal"]


def test_undo_the_last_move_of_a_line_of_several_takes_back_that_one(
    cli, prompt_lines, camel
) -> None:
    """`annuler le dernier coup` after a line of two moves takes back the last move alone
    (the words say one move); a bare `annuler` then takes back the one before."""
    lines = "ana parie sur le bleu et bo sur le vert\nannuler le dernier coup\n"
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    assert "ensemble" not in result.out
    assert [m["colour"] for m in logged(cli)] == ["blue"]
    assert prompt_lines("annuler\n", lang="fr").code == 0
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "ana tire le dé gris, c'est un 1 blanc"),
        ("fr", "ana prend un ticket pyramide et tire le dé gris : 1 blanc"),
        ("it", "ana prende un biglietto piramide e tira il dado grigio: 1 bianco"),
    ],
)
def test_the_grey_die_said_with_c_est(cli, prompt_lines, lang, line) -> None:
    """camel-up/grey-die: `ana tire le dé gris, c'est un 1 blanc` is the grey die showing a
    white 1; so is the die drawn said after the ticket taken (`prende un biglietto piramide
    e tira il dado grigio: 1 bianco`)."""
    start = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
    cli.ok("camel", "new", "--edition", "2", "--players", "ana,bo", "--start", start)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert (move["colour"], move["value"], move.get("shown")) == ("grey", 1, "white")


def test_after_a_special_action_the_card_to_reveal_is_named(cli, prompt_lines) -> None:
    """ramses/special-actions: once a special action is resolved, the card to reveal next
    is the one whose back showed it, and the answer says so (not `the next card`)."""
    deck_two(cli)
    cli.ok("ramses", "special", "scorpion")
    out = prompt_lines("Zoé est piquée et donne sa lampe\n", lang="fr").out
    assert "Retournez la carte dont le dos montre l’action scorpion" in " ".join(out.split())


def test_a_leader_said_with_a_word_of_the_game_before_it(cli, prompt_lines) -> None:
    """through-the-desert/leaders: `Anna pose son dernier chef vert en F9`: a word the game
    says around its values (`dernier`) stands between the verb and the leader like an
    article, so the leader is no camel of colour `chef`."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines("Anna pose son dernier chef vert en F9\n", lang="fr")
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {"type": "leader", "player": "Anna", "colour": "green", "cell": "F9"}


IT, FR, EN = "blu,arancione,bianco", "bleu,orange,blanc", "blue,orange,white"


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "nuova partita di camel up con ana, bo e cy, partenza 1:verde,giallo 2:" + IT),
        ("fr", "nouvelle partie de camel avec ana, bo et cy, départ : 1:vert,jaune 2:" + FR),
        ("en", "new game of camel up with ana, bo and cy, start 1:green,yellow 2:" + EN),
    ],
)
def test_a_new_game_with_its_start_said_after_the_players(cli, prompt_lines, lang, line) -> None:
    """camel-up/setup: the start said without its dashes after the players ends their list
    (three players, not nine) and is the game's `--start`, its words one value."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    shown = cli.ok("camel", "status", json=True).json
    assert [p["name"] for p in shown["players"]] == ["ana", "bo", "cy"]
    assert shown["camels"] == "1:green,yellow 2:blue,orange,white"


def test_undo_that_after_a_refused_line_undoes_nothing(cli, prompt_lines, camel) -> None:
    """table/undo: `annulla quello` right after a refused line points at that line, which
    recorded nothing: nothing is undone; `annulla` alone still takes back the last move."""
    lines = "ana scommette sul blu\nbo fa volare il viola\nannulla quello\n"
    result = prompt_lines(lines, lang="it")
    assert [m["type"] for m in logged(cli)] == ["bet"]
    assert "non ha registrato nulla" in " ".join(result.out.split())
    assert prompt_lines("annulla\n", lang="it").code == 0
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "lines", "types"),
    [
        ("fr", "Léa retourne la première carte, c'est une lampe 3\nLéa ne trouve rien\n", ""),
        ("fr", "3 lampe\nLéa n'a rien trouvé\n", ""),
        ("fr", "3 lampe\nLéa trouve rien\n", ""),
        ("fr", "3 lampe\nLéa ne l'a pas trouvée\n", "miss"),
        ("fr", "3 lampe\nLéa ne l'a pas trouvée, c'est le vase\n", "miss"),
        ("fr", "3 lampe\nLéa l'a trouvée\n", "found"),
        ("it", "Léa gira la prima carta: è una lampada da 3\nLéa non trova niente\n", ""),
        ("it", "3 lampada\nLéa non ha trovato nulla\n", ""),
        ("it", "3 lampada\nLéa non l'ha trovata\n", "miss"),
        ("it", "3 lampada\nLéa l'ha trovata\n", "found"),
        ("en", "3 lamp\nLéa found nothing\n", ""),
        ("en", "3 lamp\nLéa didn't find it\n", "miss"),
    ],
)
def test_a_treasure_not_found_said_negated(cli, prompt_lines, lang, lines, types) -> None:
    """ramses/turn: `found` said negated is a miss (`ne l'a pas trouvée`, `non l'ha
    trovata`: another treasure showed), and with *nothing* (`ne trouve rien`, `non trova
    niente`) a pyramid that showed nothing: nothing recorded, the player slides on; the
    card turned over said with `c'est`/`è` and `la première carte` names its treasure."""
    cli.ok("ramses", "new", "--players", "Léa,Paul,Zoé", lang=lang)
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    moves = logged(cli)
    assert moves[0]["type"] == "reveal" and moves[0]["value"] == 3
    assert moves[0]["treasure"] in ("lampe", "lampada", "lamp")
    assert [m["type"] for m in moves[1:]] == ([types] if types else [])


def test_a_rules_section_at_the_table_shows_its_commands_as_typed_there(cli, prompt_lines) -> None:
    """ramses/duel: a section read at the table shows its commands without `assistant
    ramses` (`duello --poste …`), the action in the reader's words (`speciale duello`)."""
    cli.ok("ramses", "new", "--players", "Anna,Marco", lang="it")
    result = prompt_lines("regole duello\n", lang="it")
    said = " ".join(result.out.split())
    assert "duello --poste ana=corona,bo=vaso --vincitore bo" in said
    assert "assistant ramses" not in said and "ramses speciale" not in said
    assert "speciale duello" in said


def test_a_die_said_with_col_and_a_racing_dies_word_refused_as_its_value(
    cli, prompt_lines, camel
) -> None:
    """camel-up/turn: `uscito col 2` (col: with the) is the value; a word that is no value
    after a racing die is refused as the value, not as the grey die's colour of print
    (`nero o bianco`: no such choice in the first edition)."""
    assert prompt_lines("il dado verde è uscito col 2\n", lang="it").code == 0
    assert logged(cli)[-1]["colour"] == "green" and logged(cli)[-1]["value"] == 2
    refused = prompt_lines("il dado blu è uscito cole 2\n", lang="it")
    said = " ".join(refused.err.split())
    assert "non «cole»" in said and "nero" not in said


@pytest.mark.parametrize(
    ("lang", "line", "word"),
    [
        ("fr", "et sur le perdant elle avait le jaune", "« sur » inconnu"),
        ("it", "no aspetta", "«no» sconosciuto"),
        ("it", "no", "«no» sconosciuto"),
    ],
)
def test_short_words_of_speech_are_no_start_of_a_command(
    cli, prompt_lines, camel, lang, line, word
) -> None:
    """A line starting with `et` is not `état`, `no` not `nuova` (which then asked for the
    players): such words are refused as unknown, with no typo suggested."""
    result = prompt_lines(line + "\n", lang=lang)
    said = " ".join(result.err.replace("\u202f", " ").split())
    assert result.code == 2 and word.replace("\u202f", " ") in said
    assert "intendevi" not in said and "Vouliez-vous" not in said


# -- play-test 5: a second-edition table's words ---------------------------------------------


@pytest.fixture
def second_table(cli: Any) -> None:
    """A second-edition game of five (Zoé starts), as the French play-test had it."""
    start = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
    players = "Zoé,Yan,Léa,Paul,Inès"
    cli.ok("camel", "new", "--edition", "2", "--players", players, "--start", start)


@pytest.mark.parametrize(
    ("lang", "line", "side"),
    [
        ("fr", "Zoé pose sa tuile spectateur sur la case 6, côté encourageant", "cheering"),
        ("fr", "Zoé pose sa tuile spectateur sur la case 6, côté huant", "booing"),
        ("fr", "Zoé pose sa tuile spectateur en 6 côté qui encourage", "cheering"),
        ("fr", "Zoé pose sa tuile spectateur en 6 côté qui hue", "booing"),
        ("fr", "Zoé pose sa tuile spectateur en 6, huée", "booing"),
        ("fr", "Zoé pose sa tuile spectateur en 6, côté huées", "booing"),
        ("it", "Zoé mette la sua tessera spettatore sulla casella 6, lato tifo", "cheering"),
        ("it", "Zoé mette la sua tessera spettatore sulla 6, lato incoraggiamento", "cheering"),
        ("it", "Zoé mette la sua tessera spettatore sulla 6 lato che incoraggia", "cheering"),
        ("it", "Zoé mette la sua tessera spettatore sulla 6 lato che fischia", "booing"),
        ("it", "Zoé mette la sua tessera spettatore sulla casella 6, lato fischi", "booing"),
    ],
)
def test_a_spectator_tiles_side_in_a_tables_words(
    cli, prompt_lines, second_table, lang, line, side
) -> None:
    """camel-up/spectator-tile: the two sides as a table names them (`côté encourageant`,
    `côté huant`, `qui hue`, `lato incoraggiamento`, `lato che fischia`)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [(m["type"], m["space"], m["side"]) for m in logged(cli)] == [("spectator", 6, side)]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Zoé lance, c'est le bleu qui sort avec un 3"),
        ("fr", "c'est le bleu qui sort avec un 3"),
        ("it", "Zoé lancia, il blu esce con un 3"),
        ("it", "il blu esce con un 3"),
        ("it", "Zoé lancia, è uscito il blu con 3"),
    ],
)
def test_a_die_said_to_come_out(cli, prompt_lines, second_table, lang, line) -> None:
    """camel-up/pyramid-ticket: `c'est le bleu qui sort avec un 3`, `il blu esce con un 3`
    are the blue die showing 3."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [(m["type"], m["colour"], m["value"]) for m in logged(cli)] == [("roll", "blue", 3)]


@pytest.mark.parametrize(
    ("lang", "line", "asked", "noun"),
    [
        ("fr", "Zoé lance, le bleu galope 3", "Vouliez-vous dire", "pas « galope »"),
        ("it", "Zoé lancia, il blu galoppa 3", "Forse intendevi", "non «galoppa»"),
    ],
)
def test_a_word_not_understood_after_a_die_is_offered_no_crazy_camel(
    cli, prompt_lines, second_table, lang, line, asked, noun
) -> None:
    """A word not understood after a racing die is refused as its value, not as the grey
    die's number colour (black or white), with no far-fetched suggestion (`sort` was
    offered `noir`)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 2
    said = " ".join(result.err.replace("\u202f", " ").split())
    assert asked not in said and noun in said
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Zoé prend une carte arrivée et la met sur le vainqueur"),
        ("it", "Zoé prende una carta traguardo e la mette sul vincitore"),
    ],
)
def test_a_finish_card_taken_then_put_on_a_pile(
    cli, prompt_lines, second_table, lang, line
) -> None:
    """camel-up/finish-card: `prend une carte Arrivée et la met sur le vainqueur` (two
    verbs) is a finish card face down on the winner pile."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [(m["type"], m["pile"], m["colour"]) for m in logged(cli)] == [("race", "winner", None)]


@pytest.mark.parametrize(
    ("lang", "lines", "refused"),
    [
        (
            "fr",
            "Zoé prend le ticket jaune\nYan prend le deuxième ticket jaune\n",
            "Léa prend le deuxième ticket jaune\n",
        ),
        (
            "it",
            "Zoé prende il biglietto giallo\nYan prende il secondo biglietto giallo\n",
            "Léa prende il secondo biglietto giallo\n",
        ),
        (  # `premier` also names the winner pile: with a ticket, it is the first ticket
            "fr",
            "Zoé prend le premier ticket jaune\nYan prend le deuxième ticket jaune\n",
            "Léa prend le premier ticket jaune\n",
        ),
        (
            "it",
            "Zoé prende il primo biglietto giallo\nYan prende il secondo biglietto giallo\n",
            "Léa prende il primo biglietto giallo\n",
        ),
    ],
)
def test_a_betting_ticket_said_by_its_place(
    cli, prompt_lines, second_table, lang, lines, refused
) -> None:
    """camel-up/betting-ticket: `le deuxième ticket jaune` is taken when it is the one on
    top (the 5 gone); when it is not, the line is refused with the rule (tickets are taken
    from the top), as `le ticket jaune à 3` is."""
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    assert [(m["colour"], m["value"]) for m in logged(cli)] == [("yellow", 5), ("yellow", 3)]
    result = prompt_lines(refused, lang=lang)
    assert result.code == 3
    assert "camel-up/betting-ticket" in result.err and "2" in result.err
    assert len(logged(cli)) == 2 and all(m["type"] == "bet" for m in logged(cli))


@pytest.mark.parametrize(
    ("lang", "heading", "bet"),
    [
        (
            "fr",
            "Camel Up, deuxième édition",
            "Zoé — prend le ticket de pari jaune du dessus, qui vaut 5",
        ),
        (
            "it",
            "Camel Up, seconda edizione",
            "Zoé — prende il biglietto scommessa giallo in cima, da 5",
        ),
        ("en", "Camel Up, second edition", "Zoé — takes the top yellow betting ticket, worth 5"),
    ],
)
def test_the_log_gives_a_tickets_value_and_the_edition(
    cli, prompt_lines, second_table, lang, heading, bet
) -> None:
    """camel-up/betting-ticket: the log says what the ticket taken was worth, and a
    second-edition game's heading says its edition."""
    assert prompt_lines("Zoé bet yellow\n").code == 0
    log = cli.ok("log", lang=lang).out
    assert (
        log.splitlines()[0]
        == f"{ {'fr': 'Partie', 'it': 'Partita', 'en': 'Session'}[lang] } camel-up-1 — {heading}"
    )
    assert bet in " ".join(log.split())


def test_a_journal_bet_without_its_value_still_loads(cli, camel) -> None:
    """docs/journal.md: a bet stored before its value was kept (no `value`) still loads,
    replays and is described without it; a value that is not the top's is refused."""
    from assistant.games.camel_up import GAME
    from assistant.paths import data_home
    from assistant.sessions import Journal

    journal = Journal.open(data_home() / "journal.sqlite3")
    try:
        session = journal.get("camel-up-1")
        with journal.transaction():
            journal.append(session, {"type": "bet", "player": "ana", "colour": "blue"})
    finally:
        journal.close()
    status = cli.ok("camel", "status", json=True).json
    assert status["leg_tiles"]["blue"] == [3, 2] and status["current_player"] == "bo"
    assert "ana — takes the top blue leg-bet tile\n" in cli.ok("log").out
    assert cli.ok("camel", "bet", "blue", json=True).json["move"]["value"] == 3
    state = GAME.initial_state(
        {"players": ["ana", "bo"], "start": "1:green,yellow,orange 3:blue,white"}
    )
    move = GAME.move_from_json({"type": "bet", "player": "ana", "colour": "blue", "value": 3})
    verdict = GAME.judge(state, move)
    assert not verdict.legal and verdict.error is not None
    assert verdict.error.rule == "camel-up/leg-bet"


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        (
            "fr",
            "ana retourne sa carte cachée sur le dernier : bleu",
            "Carte cachée d’ana sur la pile « Pari sur le dernier » : bleu.",
        ),
        (
            "it",
            "ana gira la sua carta coperta sul perdente: blu",
            "Carta coperta di ana sul mazzo del perdente: blu.",
        ),
        (
            "fr",
            "révéler dernier bleu",
            "Cartes cachées de la pile « Pari sur le dernier » : bleu (ana).",
        ),
    ],
)
def test_a_face_down_card_turned_over_is_said_with_its_player(
    cli, prompt_lines, lang, line, answer
) -> None:
    """camel-up/reveal: the answer to a face-down card turned over names whose it was."""
    cli.ok("replay", str(REPO / "examples" / "camel-up" / "second-edition-4-players.txt"))
    for _ in range(2):
        cli.ok("undo")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert " ".join(answer.split()) in " ".join(result.out.split())


@pytest.mark.parametrize(
    ("lang", "lines", "said"),
    [
        (
            "fr",
            "révéler vainqueur rouge jaune\nana retourne sa carte cachée sur le dernier : rouge\n",
            "deux fois la carte Arrivée du chameau rouge",
        ),
        (
            "it",
            "rivela vincitore rosso giallo\nana gira la sua carta coperta sul perdente: rosso\n",
            "due volte la carta Traguardo del cammello rosso",
        ),
    ],
)
def test_a_finish_card_revealed_twice_is_refused_in_the_second_editions_words(
    cli, prompt_lines, lang, lines, said
) -> None:
    """camel-up/finish-card: one card of each colour per player; a second-edition table is
    told so of its finish cards, not of race cards."""
    cli.ok("replay", str(REPO / "examples" / "camel-up" / "second-edition-4-players.txt"))
    for _ in range(2):
        cli.ok("undo")
    result = prompt_lines(lines, lang=lang)
    assert result.code == 3
    assert said in " ".join(result.err.split())


def test_a_line_may_start_with_words_of_speech(cli, prompt_lines, camel) -> None:
    """`oups, annule ça`, `puis ana parie sur le vert`, `poi bo scommette sul blu`: the
    words a line starts with that say nothing of the move are left out."""
    lines = "parier bleu\noups, annule ça\npuis ana parie sur le vert\n"
    result = prompt_lines(lines, lang="fr")
    assert result.code == 0, result.err
    assert prompt_lines("poi bo scommette sul blu\n", lang="it").code == 0
    assert [(m["player"], m["colour"]) for m in logged(cli)] == [("ana", "green"), ("bo", "blue")]


@pytest.mark.parametrize(
    ("lang", "line", "title"),
    [
        ("it", "come funziona il miraggio?", "Tessera Deserto: oasi e miraggio"),
        ("fr", "c'est quoi un mirage ?", "Tuile Désert : oasis et mirage"),
    ],
)
def test_a_rule_question_shows_the_one_section_titled_by_its_word(
    cli, prompt_lines, camel, lang, line, title
) -> None:
    """camel-up/desert-tile: a rule question whose one word a single section's title holds
    (after its colon too) shows that section, not a list of matches."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.replace("\u202f", " ").splitlines()[0].startswith(title)


def test_a_whole_word_of_a_title_before_a_prefix_of_another(cli, prompt_lines) -> None:
    """through-the-desert/enclosure: `c'est quoi un territoire ?` is the section titled with
    that word (*Fermer un territoire*), not the one whose title starts with *territoires*."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines("c'est quoi un territoire ?\n", lang="fr")
    assert "(through-the-desert/fermer-un-territoire)" in result.out.splitlines()[0]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "qu'est-ce qui se passe si un chameau tombe sur une oasis ?"),
        ("it", "cosa succede se un cammello finisce sull'oasi?"),
        ("en", "what happens if a camel lands on an oasis?"),
    ],
)
def test_what_happens_if_searches_the_rules(cli, prompt_lines, camel, lang, line) -> None:
    """A question of what happens if … searches the rules (it was an unknown command)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert "camel-up/desert-tile" in result.out or "desert" in result.out.lower()


def test_a_later_move_of_a_line_after_the_turn_ended(cli, prompt_lines) -> None:
    """schatz-der-pharao/turn: `Giulia gioca una scala da 3 e una scala da 2`: the first
    card ends her turn; the second is refused as such (not only *tocca a Paolo*), nothing
    of the line recorded."""
    cli.ok("pharao", "new", "--players", "Giulia,Paolo,Chiara", "--adventures", "6,9,4,11,8")
    result = prompt_lines("Giulia gioca una scala da 3 e una scala da 2\n", lang="it")
    assert result.code == 3
    said = " ".join(result.err.split())
    assert "hanno chiuso il turno di Giulia: ora tocca a Paolo" in said
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("it", "Giulia passa", "Non si passa il turno al Tesoro del faraone"),
        ("fr", "Giulia passe son tour", "On ne passe pas son tour au Trésor du Pharaon"),
        ("en", "I pass", "No turn is passed in Der Schatz des Pharao"),
    ],
)
def test_a_turn_said_passed_is_refused_with_the_turn_rule(
    cli, prompt_lines, lang, line, said
) -> None:
    """schatz-der-pharao/turn: no game here lets a turn pass: `Giulia passa` is refused
    with the turn's rule and the moves a turn may be (not as an unknown command)."""
    cli.ok("pharao", "new", "--players", "Giulia,Paolo,Chiara", "--adventures", "6,9,4,11,8")
    result = prompt_lines(line + "\n", lang=lang)
    text = " ".join(result.err.replace("\u202f", " ").split())
    assert result.code == 3 and said in text and "schatz-der-pharao/turn" in text
    assert logged(cli) == []


def test_a_move_word_followed_by_a_colon(cli, prompt_lines) -> None:
    """ramses/turn: `Anna sbaglia: scettro` is the miss (the verb's colon was read as part
    of an unknown command, offered `sbagliato`)."""
    cli.ok("ramses", "new", "--players", "Anna,Marco,Sara", lang="it")
    result = prompt_lines("scopri 3 corona\nAnna sbaglia: scettro\n", lang="it")
    assert result.code == 0, result.err
    assert [m["type"] for m in logged(cli)] == ["reveal", "miss"]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "it",
            "nuova partita di Camel Up con Anna, Marco, Sara e Luca: blu e verde sulla 1, "
            "arancione sulla 2, giallo e bianco sulla 3",
        ),
        (
            "fr",
            "nouvelle partie de camel avec Anna, Marco, Sara et Luca : bleu et vert sur la 1, "
            "orange sur la 2, jaune et blanc sur la 3",
        ),
        (  # the last two spaces joined by `e`, as Italian lists are
            "it",
            "nuova partita di Camel Up con Anna, Marco, Sara e Luca: blu e verde sulla 1, "
            "arancione sulla 2 e giallo e bianco sulla 3",
        ),
        (  # each space said first, its camels after it; `con sopra`: the one on top
            "it",
            "nuova partita di Camel Up con Anna, Marco, Sara e Luca: sulla 1 il blu con sopra "
            "il verde, sulla 2 l'arancione, sulla 3 il giallo e il bianco",
        ),
        (
            "fr",
            "nouvelle partie de camel avec Anna, Marco, Sara et Luca : sur la 1 le bleu et le "
            "vert, sur la 2 l'orange, sur la 3 le jaune et le blanc",
        ),
    ],
)
def test_a_new_camel_game_with_its_start_said_in_words(cli, prompt_lines, lang, line) -> None:
    """camel-up/setup: after the players and a colon, the start said as a table says it,
    each space with its camels bottom to top (four players, not fifteen)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    shown = cli.ok("camel", "status", json=True).json
    assert [p["name"] for p in shown["players"]] == ["Anna", "Marco", "Sara", "Luca"]
    assert shown["camels"] == "1:blue,green 2:orange 3:yellow,white"


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "ana mette il miraggio sulla 7"),
        ("it", "miraggio 7"),
        ("fr", "ana pose le mirage sur la 7"),
        ("fr", "7 mirage"),
    ],
)
def test_a_desert_tile_said_by_its_side(cli, prompt_lines, camel, lang, line) -> None:
    """camel-up/desert-tile: the tile named by the side it shows (`mette il miraggio sulla
    7`, `miraggio 7`) is the desert tile there."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert logged(cli) == [{"type": "desert", "player": "ana", "space": 7, "side": "mirage"}]


def test_the_help_examples_name_the_tables_players(cli, prompt_lines) -> None:
    """camel-up/partnership: the help at a table names its players in the examples
    (`partenaire Yan`, not the sample `partenaire bo`)."""
    start = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
    players = "Zoé,Yan,Léa,Paul,Inès,Max"
    cli.ok("camel", "new", "--edition", "2", "--players", players, "--start", start)
    shown = " ".join(prompt_lines("aide\n", lang="fr").out.split())
    assert "par ex. partenaire Yan" in shown and "partenaire bo" not in shown


def test_a_missing_name_lists_its_choices(cli, prompt_lines, camel) -> None:
    """camel-up/desert-tile: a move missing a value named from a list (a tile's side) says
    the choices, in the reader's words (`Scelte possibili: oasi o miraggio.`)."""
    result = prompt_lines("ana mette la sua tessera sulla 9\n", lang="it")
    assert result.code == 2
    assert "Scelte possibili: oasi o miraggio." in " ".join(result.err.split())


@pytest.mark.parametrize(
    "line",
    ["Zoé est piquée et donne son scarabée d'or à Paul", "Zoé : scorpion, scarabée d'or"],
)
def test_a_stung_players_card_with_an_elided_word(cli, prompt_lines, line) -> None:
    """ramses/scorpion: a treasure whose name holds `d'` (`scarabée d'or`) is the card
    given, in a sentence too (it was read as `scarabée or`, a card Zoé has not)."""
    cli.ok("ramses", "new", "--players", "Léa,Paul,Zoé", lang="fr")
    deck = ["couronne", "vase", "scarabée d'or", "bague", "poignard", "amulette", "calice"]
    for treasure in [*deck, "statue", "papyrus", "bracelet"]:
        cli.ok("ramses", "reveal", "1", treasure, lang="fr")
        cli.ok("ramses", "found", lang="fr")
    cli.ok("ramses", "special", "scorpion", lang="fr")
    result = prompt_lines(line + "\n", lang="fr")
    assert result.code == 0, result.err
    assert logged(cli)[-1]["give"]["treasure"] == "scarabée d'or"


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "Zoé trouve le vase", "Pendant le scorpion, le joueur qui découvre un trésor"),
        ("fr", "Zoé pousse une pyramide et trouve le vase", "Zoé se fait piquer et donne"),
        ("it", "Zoé spinge una piramide e trova il vaso", "chi scopre un tesoro viene punto"),
        ("it", "Zoé spinge una piramide e trova il vaso", "lo scorpione punge Zoé, che dà"),
    ],
)
def test_a_treasure_uncovered_during_the_scorpion_asks_for_the_sting(
    cli, prompt_lines, lang, line, said
) -> None:
    """ramses/scorpion: during the scorpion, whoever uncovers a treasure is stung: the line
    is answered with the sting to say (not *it is Paul's turn, not Zoé's*)."""
    deck_two(cli)
    cli.ok("ramses", "special", "scorpion")
    before = logged(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 3 and said in " ".join(result.err.split())
    assert "ramses/scorpion" in result.err and logged(cli) == before


@pytest.mark.parametrize(
    ("lang", "line", "game"),
    [
        (
            "it",
            "nuova partita di Attraverso il deserto con Giulia e Marco, tabellone kosmos-2-3p, "
            "oasi D3, J3, M7, Q3 e B8",
            "through-the-desert",
        ),
        (
            "it",
            "nuova partita del Tesoro del Faraone con Giulia, Paolo e Chiara, "
            "avventure 6, 9, 4, 11 e 8",
            "schatz-der-pharao",
        ),
    ],
)
def test_a_new_game_with_several_options_said(cli, prompt_lines, lang, line, game) -> None:
    """through-the-desert/setup: options said without dashes after the players each end
    at the next one (the board's value no longer swallows `oasi …`), a list said with
    commas and `e`."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert cli.ok("sessions", json=True).json["sessions"][0]["game"] == game


@pytest.mark.parametrize(
    ("line", "types"),
    [
        ("Léa retourne la dernière carte : masque 1", ["reveal"]),
        ("Léa retourne 1 collier et le trouve tout de suite", ["reveal", "found"]),
        ("Léa retourne 1 collier et le trouve du premier coup", ["reveal", "found"]),
    ],
)
def test_ramses_lines_with_words_around_the_card(cli, prompt_lines, line, types) -> None:
    """ramses/turn: `la dernière carte` names no treasure (it suggested one called
    `dernière`); `tout de suite`, `du premier coup` after `trouve` are no treasure."""
    cli.ok("ramses", "new", "--players", "Léa,Paul", lang="fr")
    result = prompt_lines(line + "\n", lang="fr")
    assert result.code == 0, result.err
    assert [m["type"] for m in logged(cli)] == types


@pytest.mark.parametrize(
    ("lang", "line", "name"),
    [
        ("it", "quando finisce la partita?", "fine-della-partita"),
        ("fr", "comment finit la partie ?", "fin-de-la-partie"),
    ],
)
def test_when_the_game_ends_is_a_rules_question(cli, prompt_lines, lang, line, name) -> None:
    """through-the-desert/end: `quando finisce la partita?` shows the rules of the end, named
    in the table's words."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert f"(through-the-desert/{name})" in result.out.splitlines()[0]


def test_a_played_card_said_with_what_it_did(cli, prompt_lines) -> None:
    """schatz-der-pharao/turn: `joue une échelle 3 et réussit l'aventure` is the card played
    (what the table says it did is no word too many); `combien de cartes a Léa ?` is the
    status."""
    cli.ok("pharao", "new", "--players", "Léa,Paul,Zoé", "--adventures", "6,9,4,11,8")
    result = prompt_lines("Léa joue une échelle 3 et réussit l'aventure\n", lang="fr")
    assert result.code == 0, result.err
    assert [(m["type"], m["value"]) for m in logged(cli)] == [("play", 3)]
    asked = prompt_lines("combien de cartes a Paul ?\n", lang="fr")
    assert asked.code == 0 and "Paul" in asked.out


def test_a_last_leader_said_with_an_elided_article(cli, prompt_lines) -> None:
    """through-the-desert/leaders: `e infine Anna mette l'ultimo capo, il turchese, in M4`
    is the turquoise leader (`l'ultimo` was read as a colour)."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines("e infine Anna mette l'ultimo capo, il turchese, in M4\n", lang="it")
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert (move["type"], move["colour"], move["cell"]) == ("leader", "turquoise", "M4")


def test_the_same_move_again_for_another_player(cli, prompt_lines) -> None:
    """ramses/turn: `Paul aussi` after `Léa rate` is Paul's miss, and `Zoé aussi` after it
    Zoé's (it was read as a treasure `aussi`)."""
    cli.ok("ramses", "new", "--players", "Léa,Paul,Zoé", lang="fr")
    result = prompt_lines("4 collier\nLéa rate\nPaul aussi\nZoé aussi\n", lang="fr")
    assert result.code == 0, result.err
    assert [(m["type"], m["player"]) for m in logged(cli)[1:]] == [
        ("miss", "Léa"),
        ("miss", "Paul"),
        ("miss", "Zoé"),
    ]


def test_a_tile_turned_over_said_without_its_side(cli, prompt_lines) -> None:
    """camel-up/spectator-tile: `Anna gira la sua tessera` is the player's own tile (not the
    finish cards' `reveal`, which asked for a pile): refused on either side (a spectator tile
    moved goes to another space, play-test 7) before its side is asked; `Anna la mette sulla
    9` is asked the side, with its choices."""
    start = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
    cli.ok("camel", "new", "--edition", "2", "--players", "Anna,Bo", "--start", start)
    cli.ok("camel", "spectator", "7", "cheering")
    cli.ok("camel", "bet", "blue")
    result = prompt_lines("Anna gira la sua tessera\n", lang="it")
    assert result.code == 3 and "già sulla casella 7" in " ".join(result.err.split())
    result = prompt_lines("Anna mette la sua tessera sulla 9\n", lang="it")
    said = " ".join(result.err.split())
    assert result.code == 2 and "Manca LATO" in said and "applausi o fischi" in said
    refused = prompt_lines("Anna gira la sua tessera sul lato fischi\n", lang="it")
    assert refused.code == 3 and "camel-up/spectator-tile" in refused.err


@pytest.mark.parametrize("line", ["chi è di turno?", "quanti punti ha Giulia?", "chi vince?"])
def test_a_short_question_at_ramses_gets_a_short_answer(cli, prompt_lines, line) -> None:
    """ramses/turn: who leads: the points of every player, best first, who leads and whose
    turn, in three lines; whose turn: that line alone; a player's points: theirs alone."""
    cli.ok("ramses", "new", "--players", "Giulia,Marco,Sara")
    cli.ok("ramses", "reveal", "2", "corona")
    cli.ok("ramses", "found")
    result = prompt_lines(line + "\n", lang="it")
    assert result.code == 0, result.err
    answers = {
        "chi è di turno?": ["Ora tocca a Marco."],
        "quanti punti ha Giulia?": ["Giulia ha 2 punti."],
        "chi vince?": [
            "Punti: Giulia 2, Marco 0 e Sara 0.",
            "In testa: Giulia (punti: 2).",
            "Ora tocca a Marco.",
        ],
    }
    assert result.out.splitlines() == answers[line]


@pytest.mark.parametrize(
    ("lang", "line", "section"),
    [
        ("fr", "comment on compte les points à la fin ?", "decompte-final"),
        ("fr", "peut-on poser un chameau sur une oasis ?", "oasis"),
        ("fr", "on a le droit de poser un chameau sur une oasis ?", "oasis"),
        ("it", "si può mettere un cammello su un'oasi?", "oasi"),
    ],
)
def test_a_general_question_searches_the_rules(cli, prompt_lines, lang, line, section) -> None:
    """through-the-desert/placement: a question about the rules that reads as no move
    (`comment on compte …`, `peut-on …`, `si può …`) shows the section that speaks of it
    best, then names the next; nothing is recorded."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert f"(through-the-desert/{section})" in result.out.splitlines()[0], result.out
    assert logged(cli) == []


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        ("fr", "Anna a-t-elle le droit de poser un vert en E9 ?", "Oui, Anna peut poser"),
        ("fr", "ai-je le droit de poser un vert en E9 ?", "Oui, Anna peut poser"),
        ("fr", "est-ce qu'Anna a le droit de poser un vert en E9 ?", "Oui, Anna peut poser"),
        ("it", "Anna ha il diritto di mettere un verde in E9?", "Sì, Anna può mettere"),
        ("it", "si può mettere un verde in E9?", "Sì, Anna può mettere"),
    ],
)
def test_a_right_asked_is_a_dispute(cli, prompt_lines, lang, line, answer) -> None:
    """through-the-desert/placement: `a-t-elle le droit de …`, `ha il diritto di …`, `si
    può …`: the move asked about is judged, nothing recorded."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    prompt_lines(DESERT_LEADERS.rsplit("Anna verde E9\n", 1)[0], lang="it")
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert answer in result.out and len(logged(cli)) == before


@pytest.mark.parametrize(
    ("lang", "line", "title"),
    [
        ("it", "regola della mummia", "La maledizione della mummia"),
        ("fr", "règle du scarabée", "Scarabée"),
        ("en", "rule of the scorpion", "Scorpion"),
    ],
)
def test_the_rule_said_in_the_singular(cli, prompt_lines, lang, line, title) -> None:
    """ramses/mummy: `regola della mummia`, `règle du scarabée`: the rule asked for by the
    singular word is the section."""
    cli.ok("ramses", "new", "--players", "Giulia,Marco", "--advanced")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.splitlines()[0].startswith(title + "  (ramses/")


def test_the_cards_won_are_shown_with_their_value_in_brackets(cli) -> None:
    """ramses/scoring: the status lists each player's cards won as the answers name a card,
    `corona (2)`, not in the notation typed (`corona:2`)."""
    cli.ok("ramses", "new", "--players", "Giulia,Marco")
    cli.ok("ramses", "reveal", "2", "corona")
    cli.ok("ramses", "found")
    shown = cli.ok("ramses", "status", lang="it").out
    assert "Giulia: corona (2)" in " ".join(shown.split()) and "corona:2" not in shown


def test_a_treasure_found_said_a_letter_off_names_the_one_seen(cli, prompt_lines) -> None:
    """ramses/turn: `trova la coronna` while the necklace is sought: the crown seen before,
    a letter off, is named in the refusal (say `sbagliato` if it showed); nothing recorded."""
    cli.ok("ramses", "new", "--players", "Giulia,Marco,Sara")
    for line in ("reveal 2 corona", "found", "reveal 1 collana"):
        cli.ok("ramses", *line.split())
    result = prompt_lines("Marco trova la coronna\n", lang="it")
    assert result.code == 2
    assert "non «corona» («coronna»): scrivi `sbagliato`" in " ".join(result.err.split())
    assert len(logged(cli)) == 3


def test_a_race_over_with_cards_to_reveal_is_not_said_over_in_the_prompt(cli) -> None:
    """camel-up/reveal: once the race is over, while face-down race cards wait to be
    revealed, the prompt line says the final scoring is to finish (not *game over*); after
    the reveals, the game is over."""
    from assistant.cli.completion import message
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    cli.ok("replay", str(REPO / "examples" / "camel-up" / "full-game.txt"))
    for _ in range(3):
        cli.ok("undo")
    runtime = Runtime(lang_option="it")
    session = cli.ok("--json", "sessions").json["sessions"][0]["name"]
    runtime.session = session
    table = TablePrompt(runtime, session)
    try:
        text = "".join(part[1] for part in message(table))
        assert text == f"{session} · punteggio finale da completare › "
        for _ in range(3):
            cli.ok("redo")
        assert "".join(part[1] for part in message(table)) == f"{session} · partita finita › "
    finally:
        runtime.close()


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "on abandonne la partie", "`assistant parties supprimer camel-up-1 --oui`"),
        ("it", "abbandoniamo", "`assistant partite elimina camel-up-1 --sì`"),
    ],
)
def test_a_game_said_abandoned_is_kept_and_the_way_out_said(
    cli, prompt_lines, camel, lang, line, said
) -> None:
    """A game said abandoned at the table (`on abandonne la partie`) is not deleted on a
    word: the answer says it stays, how to leave the table and how to delete it."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert said in " ".join(result.out.split())
    assert cli.ok("--json", "sessions").json["sessions"][0]["name"] == "camel-up-1"


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        (
            "fr",
            "Anna dit que Marco n'a pas le droit de poser un jaune en N5, c'est vrai ?",
            "Anna se trompe. Oui, Marco peut poser un chameau jaune en N5.",
        ),
        (
            "it",
            "Anna dice che Marco non può mettere il giallo in N5 perché è vicino: ha ragione?",
            "Anna si sbaglia. Sì, Marco può mettere un cammello giallo in N5.",
        ),
        (
            "fr",
            "Anna dit que Marco ne peut pas poser un vert en A1 parce que c'est loin",
            "Anna a raison. Non, Marco ne peut pas poser un chameau vert en A1.",
        ),
        (
            "it",
            "Anna dice che Marco può mettere il verde in A1, è vero?",
            "Anna si sbaglia. No, Marco non può mettere un cammello verde in A1.",
        ),
    ],
)
def test_a_claim_about_a_move_is_the_question_of_that_move(
    cli, prompt_lines, lang, line, answer
) -> None:
    """through-the-desert/placement: a player's claim about another's move (`Anna dit que
    Marco n'a pas le droit de …, c'est vrai ?`, `Anna dice che Marco non può …: ha
    ragione?`, `… può …, è vero?`) is the question of that move, its reason left out; the
    answer says first whether the claim is right; nothing recorded."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    prompt_lines(DESERT_LEADERS, lang="it")
    before = logged(cli)
    result = prompt_lines(line + "\n", lang=lang)
    assert answer in " ".join(result.out.split()), result.out + result.err
    assert logged(cli) == before


def test_the_money_table_names_the_races_second_camel(cli) -> None:
    """camel-up/race-end: the money table's last row, the race, names its first and second
    camels, as each leg's row does (no empty *Second* cell)."""
    cli.ok("replay", str(REPO / "examples" / "camel-up" / "full-game.txt"))
    shown = cli.ok("camel", "status", lang="fr").out
    row = next(line for line in shown.splitlines() if line.startswith("│ course"))
    assert row.split("│")[2:4] == [" blanc   ", " orange   "], row


@pytest.mark.parametrize(
    ("lang", "line", "said", "code"),
    [
        (
            "fr",
            "est-ce que Marc a le droit de jouer maintenant ?",
            "Non : c’est au tour de Paul, pas de Marc.",
            0,
        ),
        ("fr", "Paul a-t-il le droit de jouer ?", "Oui, c’est au tour de Paul.", 0),
        ("it", "Marc può giocare adesso?", "No: tocca a Paul, non a Marc.", 0),
        ("it", "posso giocare?", "Sì, tocca a Paul.", 0),
        (
            "fr",
            "Marc dit que Léa n'a pas le droit de jouer, c'est vrai ?",
            "Marc a raison. Non : c’est au tour de Paul, pas de Léa.",
            0,
        ),
    ],
)
def test_may_a_player_play_is_whose_turn(cli, prompt_lines, lang, line, said, code) -> None:
    """ramses/turn: `est-ce que Marc a le droit de jouer ?`, `Marc può giocare adesso?`:
    yes if it is that player's turn, else whose it is (an answer: exit 0); a claim of it says first
    whether it is right; nothing recorded (never a treasure called `jouer`)."""
    cli.ok("ramses", "new", "--players", "Léa,Paul,Marc", "--advanced")
    cli.ok("ramses", "reveal", "2", "couronne")
    cli.ok("ramses", "miss")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == code, result.err
    assert said in " ".join(result.out.replace("\u202f", " ").split())
    assert len(logged(cli)) == 2


def test_a_face_down_card_turned_over_without_its_pile(cli, prompt_lines) -> None:
    """camel-up/reveal: `cy gira la sua carta: verde`, `cy scopre la sua: verde`: a player's
    face-down cards all on one pile are turned over there; a player with face-down cards on
    both piles is asked which pile (play-test 8)."""
    cli.ok("replay", str(REPO / "examples" / "camel-up" / "full-game.txt"))
    for _ in range(3):
        cli.ok("undo")
    result = prompt_lines("cy gira la sua carta: verde\n", lang="it")
    assert result.code == 0, result.err
    assert (logged(cli)[-1]["pile"], logged(cli)[-1]["colours"]) == ("loser", ["green"])
    asked = prompt_lines("bo scopre la sua: blu\n", lang="it")
    assert asked.code == 2 and "Indica quale mazzo: vincitore o perdente" in asked.err


def test_the_track_legend_leaves_out_a_tag_that_is_the_whole_name(cli) -> None:
    """camel-up/setup: the legend under the track explains each three-letter tag, but not
    one that is the colour's whole name (`Blu = blu` in Italian says nothing)."""
    start = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
    cli.ok("camel", "new", "--edition", "2", "--players", "a,b", "--start", start)
    shown = " ".join(cli.ok("camel", "status", lang="it").out.split())
    assert "Ver = verde" in shown and "Blu = blu" not in shown
    assert "Blu = blue" in " ".join(cli.ok("camel", "status").out.split())


def test_a_letter_of_old_choices_says_to_ask_again(cli, prompt_lines) -> None:
    """through-the-desert/placement: a letter typed once the turn has passed since the
    choices `scelte` showed says to ask again (not `c` read as an ambiguous command);
    nothing is recorded (play-test 9: the letters stand for the turn's second camel)."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    lines = DESERT_LEADERS + "scelte giallo\ngiallo N5 --pozza N5=2\nc\nc\n"
    result = prompt_lines(lines, lang="it")
    assert "«c» sceglie tra le possibilità che mostra `scelte`" in " ".join(result.err.split())
    assert "ambiguo" not in result.err


def test_where_may_a_named_player_put_a_camel(cli, prompt_lines) -> None:
    """through-the-desert/placement: `dove può mettere Sara il capo rosa?`: the choices of
    that player's colour, the name anywhere in the question."""
    cli.ok("desert", "new", "--players", "Anna,Marco,Sara", "--oases", "D3,J3,Q3,M7,B8")
    for line in ("dove può mettere Sara il capo rosa?", "dove può mettere il capo rosa Sara?"):
        result = prompt_lines(line + "\n", lang="it")
        assert result.code == 0, result.err
        assert result.out.startswith("Sara, capocarovana rosa:")
