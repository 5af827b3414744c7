"""A French or Italian table types the options of every command in its own words (issue 19:
"every verb and keyword has English, French and Italian words"): `camel nouvelle --joueurs`,
`desert nuova --giocatori --oasi`, `parties exporter --formato`, `statistiques --depuis`. One
table holds the words (`syntax.OPTION_WORDS` and each game's `Grammar.options`); the Click
commands read them before they parse, help pages and errors show them, the replay export
writes them and reads them back."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from assistant import syntax
from assistant.games import fold
from tests.core.test_languages import commands

CAMEL_START = "1:green,yellow,orange 3:blue,white"
BOARD_2_5 = Path(__file__).with_name("made-up-board-2-5.yaml")


def options_of(command: Any) -> list[str]:
    return [
        name
        for param in command.params
        if getattr(param, "param_type_name", "") == "option"
        for name in param.opts
        if name.startswith("--")
    ]


def words_at(ctx: Any) -> dict[str, syntax.Term]:
    from assistant.cli.optionwords import words_of

    return words_of(ctx)


# -- the table --------------------------------------------------------------------------------


def test_every_option_of_every_command_has_french_and_italian_words() -> None:
    missing = []
    for path, command, ctx in commands():
        words = words_at(ctx)
        for option in options_of(command):
            term = words.get(option)
            if term is None or not term.fr or not term.it:
                missing.append(f"{path or 'assistant'} {option}")
    assert not missing, missing


def test_no_two_options_of_a_command_share_a_spelling() -> None:
    """A word typed in any language names one option of the command, never two."""
    for path, command, ctx in commands():
        words = words_at(ctx)
        seen: dict[str, str] = {}
        for option in options_of(command):
            for spelling in {fold(s) for s in (option, *words[option].spellings())}:
                assert seen.setdefault(spelling, option) == option, (path, spelling)


def test_a_word_names_the_option_in_any_language_case_and_accents() -> None:
    words = syntax.option_words()
    declared = {"--players": True, "--hidden": False, "--name": True, "-o": True}
    read = syntax.english_options(
        ["--JOUEURS", "ana,bo", "--cache", "--nome=x", "-o", "--nom", "--", "--joueurs"],
        declared,
        words,
    )[0]
    assert read == ["--players", "ana,bo", "--hidden", "--name=x", "-o", "--nom", "--", "--joueurs"]
    assert syntax.option_named("--giocat", list(declared), words) == "--players"  # a start
    assert syntax.option_named("--nam", list(declared), words) == "--name"
    assert syntax.option_named("--n", list(declared), words) is None  # --nom or --nascosto
    assert syntax.option_named("--nope", list(declared), words) is None


# -- every game's `new` and the platform's commands, in French and in Italian -----------------


def test_each_game_starts_with_french_options_only(cli: Any) -> None:
    cli.ok(
        "camel",
        "nouvelle",
        "--joueurs",
        "ana,bo",
        "--départ",
        CAMEL_START,
        "--caché",
        "--nom",
        "chameaux",
        "--édition",
        "1",
        lang="fr",
    )
    cli.ok(
        "desert",
        "nouvelle",
        "--JOUEURS",
        "ana,bo",
        "--plateau=kosmos-2-3p",
        "--oasis",
        "D3,J3,Q3,M7,B8",
        "--eau",
        "D1=2",
        "--nom",
        "desert",
        lang="fr",
    )
    cli.ok(
        "pharao",
        "nouvelle",
        "--joueurs",
        "ana,bo,cy",
        "--aventures",
        "7,4,10,5,9",
        "--nom",
        "pharaon",
        lang="fr",
    )
    cli.ok(
        "ramses", "nouvelle", "--joueurs", "ana,bo,cy", "--avancee", "--nom", "ramses", lang="fr"
    )
    sessions = {s["name"]: s for s in cli.ok("sessions", json=True).json["sessions"]}
    assert set(sessions) == {"chameaux", "desert", "pharaon", "ramses"}
    desert = cli.ok("--session", "desert", "desert", "status", json=True).json
    assert desert["players"] == ["ana", "bo"]
    assert desert["oases"] == ["D3", "J3", "Q3", "M7", "B8"]
    assert {"cell": "D1", "value": 2, "taken_by": None} in desert["water_holes"]
    assert desert["hidden"] is False
    assert cli.ok("--session", "chameaux", "camel", "status", json=True).json["hidden"] is True
    cli.ok("ramses", "nouvelle", "--solo", lang="fr")


def test_each_game_starts_with_italian_options_only(cli: Any) -> None:
    cli.ok(
        "camel",
        "nuova",
        "--giocatori",
        "ana,bo",
        "--partenza",
        CAMEL_START,
        "--nascosta",
        "--nome",
        "cammelli",
        lang="it",
    )
    cli.ok(
        "desert",
        "nuova",
        "--giocatori",
        "a,b,c,d,e",
        "--mappa",
        str(BOARD_2_5),
        "--oasi",
        "D3,J3,Q3,M7,B8",
        "--restituiti",
        "a=rosa,b=verde,c=giallo,d=viola,e=turchese",
        "--nome",
        "deserto",
        lang="it",
    )
    cli.ok(
        "pharao",
        "nuova",
        "--giocatori",
        "ana,bo",
        "--avventure",
        "11,6,8,4,5",
        "--nome",
        "faraone",
        lang="it",
    )
    cli.ok("ramses", "nuova", "--giocatori", "ana,bo", "--avanzata", "--nome", "ramses", lang="it")
    names = {s["name"] for s in cli.ok("sessions", json=True).json["sessions"]}
    assert names == {"cammelli", "deserto", "faraone", "ramses"}


def test_the_platforms_options_in_french(cli: Any, tmp_path: Path) -> None:
    cli.ok("replay", "examples/camel-up/full-game.txt")
    name = cli.ok("sessions", json=True).json["current"]
    odds = cli.ok(
        "camel",
        "cotes",
        "--chameaux",
        "1:bleu 2:vert,orange 3:jaune,blanc",
        "--dés",
        "bleu,vert",
        "--simulations",
        "0",
        "--graine",
        "1",
        lang="fr",
        json=True,
    )
    assert odds.json["session"] is None
    out = tmp_path / "partie.txt"
    cli.ok("parties", "exporter", name, "--format", "replay", "--sortie", str(out), lang="fr")
    assert out.read_text(encoding="utf-8").count("\n") > 10
    stats = cli.ok(
        "statistiques", "--jeu", "camel", "--joueur", "ana", "--depuis", "2000-01-01", json=True
    )
    assert stats.json["games"]
    assert "mirage" in cli.ok("règles", "search", "mirage", "--jeu", "camel", lang="fr").out
    cli.ok("règles", "camel-up", "--édition", "2", lang="fr")
    assert cli.ok("journal", "--tout", lang="fr").out
    cli.ok("parties", "--tout", lang="fr")
    cli.ok("camel", "état", "--partie", name, lang="fr")
    cli.ok("rejouer", "--essai", "examples/ramses/solo.txt", lang="fr")
    cli.ok("parties", "supprimer", name, "--oui", lang="fr")
    assert name not in {s["name"] for s in cli.ok("sessions", json=True).json["sessions"]}


def test_the_platforms_options_in_italian(cli: Any, tmp_path: Path) -> None:
    cli.ok("replay", "examples/through-the-desert/two-players.txt")
    name = cli.ok("sessions", json=True).json["current"]
    cli.ok("desert", "mappa", "--etichette", "--giocatori", "2", lang="it")
    cli.ok("desert", "scelte", "giallo", "--giocatore", "bo", "--intorno", "H11", lang="it")
    cli.ok("desert", "stato", "--breve", lang="it")
    cli.ok("desert", "dove", "D7", "--tabellone", "kosmos-2-3p", lang="it")
    out = tmp_path / "partita.html"
    cli.ok("partite", "esporta", name, "--formato=html", "--uscita", str(out), lang="it")
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    cli.ok("statistiche", "--gioco", "desert", "--dal", "2000-01-01", lang="it")
    cli.ok("registro", "--tutto", "--partita", name, lang="it")
    cli.ok("partite", "elimina", name, "--sì", lang="it")


# -- what the reader reads ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "shown", "english"),
    [
        ("fr", ("--joueurs", "--départ", "--caché"), "--players"),
        ("it", ("--giocatori", "--partenza", "--nascosto"), "--start"),
    ],
)
def test_help_shows_the_readers_options(
    cli: Any, lang: str, shown: tuple[str, ...], english: str
) -> None:
    page = cli.ok("camel", "new", "--help", lang=lang).out
    assert all(word in page for word in shown), page
    assert not re.search(rf"(?<![\w-]){english}\b", page), page


@pytest.mark.parametrize(
    ("lang", "args", "expected"),
    [
        ("fr", ("camel", "nouvelle", "--départ", "1:bleu", "--joueurs"), "--joueurs attend"),
        ("it", ("camel", "nuova", "--partenza", "1:blu", "--giocatori"), "--giocatori vuole"),
        ("fr", ("camel", "nouvelle", "--jouers", "ana,bo"), "--joueurs\u202f?"),
        ("it", ("camel", "nuova", "--giocatorri", "ana,bo"), "--giocatori?"),
        ("fr", ("parties", "exporter", "x", "--formt", "json"), "--format\u202f?"),
    ],
)
def test_errors_name_the_readers_options(
    cli: Any, lang: str, args: tuple[str, ...], expected: str
) -> None:
    result = cli(*args, lang=lang)
    assert result.code == 2
    assert expected in result.err, result.err
    assert f"assistant {args[0]} {args[1]} --help" in result.err  # the reader's words too


# -- the replay export, in the reader's words, read back --------------------------------------

NEW = {
    "camel": ("camel", "new", "--players", "ana,bo", "--start", CAMEL_START, "--hidden"),
    "desert": (
        "desert",
        "new",
        "--players",
        "ana,bo",
        "--oases",
        "D3,J3,Q3,M7,B8",
        "--water",
        "D1=2",
    ),
    "ramses": ("ramses", "new", "--players", "ana,bo,cy", "--advanced"),
    "pharao": ("pharao", "new", "--players", "ana,bo", "--adventures", "7,4,10,5,9"),
}
MOVES = {
    "camel": [("roll", "blue", "2"), ("bet", "green")],
    "desert": [("leader", "yellow", "F2")],
    "ramses": [("reveal", "3", "crown")],
    "pharao": [("swap", "1")],
}


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize("game", sorted(NEW))
def test_the_replay_export_writes_the_readers_options_and_reads_them_back(
    cli: Any, tmp_path: Path, game: str, lang: str
) -> None:
    from assistant.games import SPECS, load

    cli.ok(*NEW[game], "--name", "original")
    for move in MOVES[game]:
        cli.ok(game, *move)
    before = cli.ok(game, "status", json=True).json
    file = tmp_path / "game.txt"
    cli.ok("sessions", "export", "original", "--format", "replay", "-o", str(file), lang=lang)
    first = next(line for line in file.read_text(encoding="utf-8").splitlines() if line[:1] != "#")
    spec = next(s for s in SPECS if s.cli == game)
    words = syntax.option_words(load(spec.id).grammar)
    written = [w for w in syntax.split_line(first) if w.startswith("--")]
    english = [w for w in NEW[game] if w.startswith("--")] + ["--name"]
    assert {words[w].shown(lang) for w in english} <= set(written), first
    assert set(written) <= {term.shown(lang) for term in words.values()}, first
    assert syntax.split_line(first)[1] == syntax.COMMON_WORDS["new"].shown(lang)
    cli.ok("sessions", "delete", "original", "--yes")
    cli.ok("replay", str(file))
    assert cli.ok(game, "status", json=True).json == before


# -- completion at the prompt -----------------------------------------------------------------


def test_the_prompt_completes_options_in_the_tables_language(cli: Any) -> None:
    from assistant.cli.completion import complete
    from assistant.cli.prompt import TablePrompt
    from assistant.cli.runtime import Runtime

    cli.ok("camel", "new", "--players", "ana,bo", "--start", CAMEL_START, "--name", "x")
    for lang, typed, expected in (
        ("fr", "cotes --ch", ["--chameaux"]),
        ("fr", "cotes --cam", ["--chameaux"]),  # any language, shown in the table's
        ("it", "quote --gioc", ["--giocatore"]),
        ("it", "quote --giocatore ", ["ana", "bo"]),
        ("en", "odds --ca", ["--camels"]),
    ):
        runtime = Runtime(lang_option=lang)
        runtime.session = "x"
        table = TablePrompt(runtime, "x")
        found = [c.text.strip() for c in complete(table, typed)[1]]
        runtime.close()
        assert found == expected, (lang, typed, found)


@pytest.mark.parametrize(
    ("lang", "new", "names", "english"),
    [
        (
            "fr",
            (
                "camel",
                "new",
                "--players",
                "ana,bo",
                "--start",
                "1:blue,green 2:orange,yellow,white",
            ),
            "'1:bleu,vert 2:orange,jaune,blanc'",
            ("blue", "green", "yellow", "white"),
        ),
        (
            "it",
            (
                *("camel", "new", "--edition", "2", "--players", "ana,bo"),
                *("--start", "1:blue,red 2:green 3:yellow,purple 14:white 16:black"),
            ),
            "'1:blu,rosso 2:verde 3:giallo,viola 14:bianco 16:nero'",
            ("blue", "red", "green", "yellow", "purple", "white", "black"),
        ),
        (
            "fr",
            (
                *("desert", "new", "--players", "a,b,c,d,e", "--map", str(BOARD_2_5)),
                *("--oases", "D3,J3,Q3,M7,B8"),
                *("--returned", "a=pink,b=green,c=yellow,d=purple,e=turquoise"),
            ),
            "a=rose,b=vert,c=jaune,d=violet,e=turquoise",
            ("pink", "green", "yellow", "purple"),
        ),
    ],
)
def test_the_replay_export_writes_the_setups_names_in_the_readers_words(
    cli: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    new: tuple[str, ...],
    names: str,
    english: tuple[str, ...],
) -> None:
    """The camels of `--start` and the leaders of `--returned` in the reader's words: the
    replay's first line has no English name, and it reads back to the same game."""
    cli.ok(*new, "--name", "original")
    before = cli.ok(new[0], "status", json=True).json
    file = tmp_path / "game.txt"
    cli.ok("sessions", "export", "original", "--format", "replay", "-o", str(file), lang=lang)
    (tmp_path / "made-up-2-5.yaml").write_bytes(BOARD_2_5.read_bytes())  # kept beside it
    monkeypatch.chdir(tmp_path.parent)  # the replay finds the board beside its file
    first = next(line for line in file.read_text(encoding="utf-8").splitlines() if line[:1] != "#")
    assert names in first
    assert not set(english) & set(re.split(r"[\s,:=']+", first)), first
    cli.ok("sessions", "delete", "original", "--yes")
    cli.ok("replay", str(file))
    assert cli.ok(new[0], "status", json=True).json == before
