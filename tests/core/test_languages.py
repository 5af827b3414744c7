"""French and Italian beyond the messages (issue 14): help pages, grammar around names and
colours, plural forms, French typography, suggestions and rule sections in the reader's
language, and no half-working shell completion."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from assistant.i18n import Translator, typography

NNBSP = "\u202f"
LANGS = ("fr", "it")


# -- the command tree ----------------------------------------------------------------------


def commands() -> Iterator[tuple[str, Any, Any]]:
    """`(path, command, context)` for every command and group of `assistant`."""
    from assistant.cli.app import lazy_commands, root_command
    from assistant.compat import click

    def walk(command: Any, ctx: Any, path: str) -> Iterator[tuple[str, Any, Any]]:
        yield path, command, ctx
        if hasattr(command, "list_commands"):
            for name in command.list_commands(ctx):
                if not path and name not in lazy_commands():
                    continue  # a test's toy game, left in the cached command tree
                sub = command.get_command(ctx, name)
                child = click.Context(sub, info_name=name, parent=ctx)
                yield from walk(sub, child, f"{path} {name}".strip())

    root = root_command()
    yield from walk(root, click.Context(root, info_name="assistant"), "")


def help_texts(command: Any, ctx: Any) -> list[str]:
    texts = [command.help] + [getattr(p, "help", None) for p in command.get_params(ctx)]
    return [t for t in texts if t]


def test_no_command_offers_a_shell_completion_option(cli) -> None:  # type: ignore[no-untyped-def]
    """Completion is either whole or absent: the groups used to offer Typer's, which answered
    "Shell bash not supported". Table mode keeps its own Tab completion."""
    for path, command, ctx in commands():
        options = {opt for p in command.get_params(ctx) for opt in getattr(p, "opts", ())}
        assert not {"--install-completion", "--show-completion"} & options, path
    for group in ("", "camel", "ramses", "sessions"):
        page = cli.ok(*group.split(), "--help").out
        assert "completion" not in page, group


@pytest.mark.parametrize("lang", LANGS)
def test_every_help_text_is_translated(lang: str) -> None:
    from assistant.cli.helptext import translate_help

    t = Translator(lang)
    untranslated = [
        (path, text)
        for path, command, ctx in commands()
        for text in help_texts(command, ctx)
        if translate_help(t, text) == text
    ]
    assert not untranslated


@pytest.mark.parametrize(
    ("args", "lang", "expected", "english"),
    [
        (("camel", "bet"), "fr", "Prend la tuile Pari-Manche du dessus", "Take the top leg-bet"),
        (("camel", "bet"), "it", "assistant camel scommetti giallo --giocatore bo", "bet yellow"),
        (("desert", "place"), "fr", "assistant desert poser vert M8", "place green"),
        (("pharao", "play"), "it", "assistant pharao gioca scala 3", "play ladder"),
        (("ramses", "check"), "fr", "assistant ramses vérifier jeton momie", "token mummy"),
        (("camel", "check"), "it", "assistant camel verifica scommetti blu", "check bet blue"),
        ((), "it", "Ramsès: le carte cercate e vinte", "the cards sought and won"),
    ],
)
def test_game_help_pages_speak_the_readers_language(
    cli,  # type: ignore[no-untyped-def]
    args: tuple[str, ...],
    lang: str,
    expected: str,
    english: str,
) -> None:
    page = cli.ok(*args, "--help", lang=lang).out
    flat = " ".join(page.split())
    assert expected in flat and english not in flat
    assert english in " ".join(cli.ok(*args, "--help").out.split())


@pytest.mark.parametrize("lang", ("en", *LANGS))
@pytest.mark.parametrize("game", ["camel", "desert", "pharao", "ramses"])
def test_a_games_command_list_is_one_sentence_each_wrapped(cli, lang: str, game: str) -> None:  # type: ignore[no-untyped-def]
    """`assistant <game> --help` lists every command with the first sentence of its help,
    wrapped under itself to the page's width (80 columns here: Click's most); the text
    above it is wrapped too (its example commands are kept whole)."""
    page = cli.ok(game, "--help", lang=lang).out
    text, listing = page.rsplit("\n\n", 1)
    prose = [line for line in text.splitlines() if not line.startswith("  assistant ")]
    assert max(len(line) for line in prose + listing.splitlines()) <= 80, page
    entries: list[str] = []
    for line in listing.splitlines()[1:]:
        if line[2] != " ":
            entries.append(line.split(maxsplit=1)[1])
        else:
            entries[-1] += " " + line.strip()
    assert len(entries) >= 6
    for entry in entries:
        assert not re.search(r"[.?!] [A-ZÀ-Þ]", entry), entry


# -- grammar -------------------------------------------------------------------------------


def camel_game(cli, *names: str) -> None:  # type: ignore[no-untyped-def]
    cli.ok(
        "camel",
        "new",
        "--players",
        ",".join(names),
        "--start",
        "1:green,yellow,orange 3:blue,white",
    )


@pytest.mark.parametrize(
    ("owner", "french", "italian"),
    [("ana", "d’ana", "ad ana"), ("Hugo", "d’Hugo", "a Hugo"), ("bo", "de bo", "a bo")],
)
def test_names_take_elision_in_french_and_ad_in_italian(
    cli,  # type: ignore[no-untyped-def]
    owner: str,
    french: str,
    italian: str,
) -> None:
    """camel-up/desert-tile: the tile belongs to a named player; the turn passes to them."""
    cli.ok(
        "camel", "new", "--players", f"{owner},cy", "--start", "1:green,yellow 3:blue,white,orange"
    )
    placed = cli.ok("camel", "desert", "6", "mirage", lang="fr").out
    assert "C’est au tour de cy." in placed
    refused = cli("camel", "desert", "6", "oasis", lang="fr")
    assert refused.code == 3
    assert f"La tuile Désert {french} est déjà sur la case 6." in refused.err
    # cy rolls orange (alone on top at 3) onto the mirage: the owner earns the coin.
    landed = cli.ok("camel", "roll", "orange", "3", lang="fr").out
    assert f"Mirage {french} sur la case 6{NNBSP}:" in landed
    assert f"C’est au tour {french}." in landed
    undone = cli.ok("undo", lang="it").out
    assert f"Ora tocca {italian}." not in undone  # cy again after the undo
    again = cli.ok("camel", "roll", "orange", "3", lang="it").out
    assert f"Ora tocca {italian}." in again


@pytest.mark.parametrize(
    ("colour", "french", "italian"),
    [
        ("orange", "parier sur l’orange (5)", "scommetti sull’arancione (5)"),
        ("white", "parier sur le blanc (5)", "scommetti sul bianco (5)"),
        ("yellow", "parier sur le jaune (5)", "scommetti sul giallo (5)"),
    ],
)
def test_colours_take_their_article_after_a_preposition(
    colour: str, french: str, italian: str
) -> None:
    from assistant.games.camel_up.state import COLOUR_NAMES
    from assistant.messages import Msg

    for lang, expected in (("fr", french), ("it", italian)):
        t = Translator(lang)
        label = Msg("bet {colour} ({face})", {"colour": Msg(COLOUR_NAMES[colour]), "face": 5})
        assert t(label) == expected


@pytest.mark.parametrize(
    ("lang", "game", "expected"),
    [
        ("fr", "Der Schatz des Pharao", "une partie du Trésor du Pharaon"),
        ("fr", "Through the Desert", "une partie d’À travers le désert"),
        ("fr", "Camel Up", "une partie de Camel Up"),
        ("it", "Der Schatz des Pharao", "una partita del Tesoro del faraone"),
        ("it", "Through the Desert", "una partita di Attraverso il deserto"),
    ],
)
def test_game_titles_contract_their_article(lang: str, game: str, expected: str) -> None:
    from assistant.messages import Msg

    msg = Msg(
        "Session {name} is a game of {game}, not of {wanted}.",
        {"name": "x", "game": Msg(game), "wanted": Msg("Ramsès")},
    )
    assert expected in Translator(lang).render(msg)


def test_pharao_symbols_take_their_feminine_article(cli) -> None:  # type: ignore[no-untyped-def]
    """schatz-der-pharao/marker: the marker stands on a symbol, named with its article."""
    cli.ok("pharao", "new", "--players", "ana,bo", "--adventures", "7,4,10,5,9")
    fr = cli("pharao", "check", "play", "rope", "3", lang="fr")
    assert "Le pion noir est sur l’échelle" in fr.out
    it = cli("pharao", "check", "play", "rope", "3", lang="it")
    assert "Il segnalino è sulla scala" in it.out


# -- plurals -------------------------------------------------------------------------------


def test_board_problems_count_in_the_right_form(cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    board = tmp_path / "tiny.yaml"
    board.write_text("board: tiny\nplayers: 2-5\ngrid: |\n  ...\n  ...\nmask: |\n  ...\n")
    errors = {
        lang: cli("desert", "map", "validate", str(board), lang=lang, json=True)
        for lang in ("en", "fr", "it")
    }
    assert all(result.code == 2 for result in errors.values())
    message = {lang: result.json["error"]["message"] for lang, result in errors.items()}
    assert "`mask:` has 1 row but `grid:` has 2" in message["en"]
    assert "`mask:` a 1 rangée mais `grid:` en a 2" in message["fr"]
    assert "`mask:` ha 1 riga ma `grid:` ne ha 2" in message["it"]


@pytest.mark.parametrize(
    ("lang", "one", "many"),
    [
        ("en", "Deck: 1 of 30 cards drawn", "Deck: 2 of 30 cards drawn"),
        ("fr", f"Pioche{NNBSP}: 1 carte tirée sur 30", f"Pioche{NNBSP}: 2 cartes tirées sur 30"),
        ("it", "Mazzo: 1 carta pescata su 30", "Mazzo: 2 carte pescate su 30"),
    ],
)
def test_the_ramses_deck_counts_in_the_right_form(cli, lang: str, one: str, many: str) -> None:  # type: ignore[no-untyped-def]
    cli.ok("ramses", "new", "--players", "ana,bo")
    cli.ok("ramses", "reveal", "2", "crown")
    assert one in cli.ok("ramses", "status", lang=lang).out
    cli.ok("ramses", "found")
    cli.ok("ramses", "reveal", "3", "vase")
    assert many in cli.ok("ramses", "status", lang=lang).out


@pytest.mark.parametrize(
    ("lang", "one", "many"),
    [
        ("en", "ana wins with 1 point.", "ana wins with 2 points."),
        ("fr", "ana gagne avec 1 point.", "ana gagne avec 2 points."),
        ("it", "ana vince con 1 punto.", "ana vince con 2 punti."),
    ],
)
def test_report_totals_count_in_the_right_form(lang: str, one: str, many: str) -> None:
    from assistant.games.base import Standings
    from assistant.messages import Msg
    from assistant.render.report import winner_sentence

    t = Translator(lang)
    for total, expected in ((1, one), (2, many)):
        standings = Standings(True, Msg("points"), (("ana", total), ("bo", 0)), ("ana",))
        assert winner_sentence(standings, t) == expected


# -- French typography ---------------------------------------------------------------------


def test_french_puts_a_narrow_no_break_space_before_high_punctuation() -> None:
    assert typography("fr", "Joueurs : ana ; bo ! Vraiment ? « oui » 3 %") == (
        f"Joueurs{NNBSP}: ana{NNBSP}; bo{NNBSP}! Vraiment{NNBSP}? «{NNBSP}oui{NNBSP}» 3{NNBSP}%"
    )
    assert typography("fr", "--start '1:bleu' et `mask:`") == "--start '1:bleu' et `mask:`"
    assert typography("it", "Giocatori: ana") == "Giocatori: ana"
    fr = Translator("fr")
    assert fr.typography("Joueurs: ana") == f"Joueurs{NNBSP}: ana"
    assert fr.percent(0.0031, 2) == f"0,31{NNBSP}%"
    assert Translator("it").percent(0.0031, 2) == "0,31%"
    assert Translator("en").percent(0.0031, 2) == "0.31%"


def test_french_output_keeps_its_punctuation_spaced(cli) -> None:  # type: ignore[no-untyped-def]
    camel_game(cli, "ana", "bo")
    error = cli("camel", "roll", "viert", "2", lang="fr").err
    assert error.startswith(f"Erreur{NNBSP}:") and f"vert{NNBSP}?" in error
    status = cli.ok("camel", "status", lang="fr").out
    assert f"{NNBSP}:" in status and not re.search(r"\w :", status)
    report = cli.ok("sessions", "export", "camel-up-1", "--format", "markdown", lang="fr").out
    assert f"- Commencée{NNBSP}:" in report or f"Joueurs{NNBSP}:" in report


def test_rich_keeps_a_french_colon_on_its_line() -> None:
    from io import StringIO

    from rich.console import Console

    text = Translator("fr")("Error: {message}", message="x" * 60)
    for width in range(8, 30):
        out = StringIO()
        Console(file=out, width=width, no_color=True).print(text, markup=False)
        assert not any(line.startswith(":") for line in out.getvalue().splitlines())


# -- suggestions and rule sections ---------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "typed", "suggested", "not_suggested"),
    [
        ("fr", "viert", "vert", "green"),
        ("it", "gialo", "giallo", "yellow"),
        ("en", "yelow", "yellow", "giallo"),
        ("fr", "blanco", "blanc", "white"),
    ],
)
def test_a_typo_suggests_the_nearest_name_in_the_language_typed(
    cli,  # type: ignore[no-untyped-def]
    lang: str,
    typed: str,
    suggested: str,
    not_suggested: str,
) -> None:
    result = cli("camel", "roll", typed, "2", lang=lang, json=True)
    assert result.code == 2
    message = result.json["error"]["message"]
    assert re.search(rf"\b{suggested}\b", message) and not_suggested not in message


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", ["camel-up", "tuile-desert"]),
        ("it", ["camel-up", "tessera-deserto"]),
        ("en", ["camel", "tessera-deserto"]),
        ("fr", ["camel-up", "tuile", "désert"]),
        ("fr", ["camel", "Tuile-Dés"]),
        ("it", ["camel", "tess-des"]),
        ("en", ["camel-up", "desert-tiles"]),
        ("en", ["camel-up", "desert-tile"]),
    ],
)
def test_rule_sections_answer_to_their_titles_slug(cli, lang: str, words: list[str]) -> None:  # type: ignore[no-untyped-def]
    doc = cli.ok("rules", *words, lang=lang, json=True).json
    assert doc["id"] == "camel-up/desert-tile"


@pytest.mark.parametrize(
    ("lang", "name", "section"),
    [
        ("fr", "fin-de-la-course", "race-end"),
        ("fr", "la-fin-de-la-course", "race-end"),
        ("it", "fine-della-corsa", "race-end"),
        ("fr", "argent", "money"),
    ],
)
def test_slugs_leave_a_leading_article_out(cli, lang: str, name: str, section: str) -> None:  # type: ignore[no-untyped-def]
    assert cli.ok("rules", "camel-up", name, lang=lang, json=True).json["id"] == (
        f"camel-up/{section}"
    )


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_rules_game_lists_the_slugs_of_the_readers_language(cli, lang: str) -> None:  # type: ignore[no-untyped-def]
    from assistant import rulebook
    from assistant.games import SPECS

    for spec in SPECS:
        doc = cli.ok("rules", spec.id, lang=lang, json=True).json
        names = [s["name"] for s in doc["sections"]]
        assert len(set(names)) == len(names), f"{spec.id}: two sections share a name"
        for entry in doc["sections"]:
            found = rulebook.find_section(spec.id, entry["name"])
            assert found.id == entry["id"]
    human = cli.ok("rules", "camel-up", lang=lang).out
    expected = {"en": "desert-tile", "fr": "tuile-desert", "it": "tessera-deserto"}[lang]
    assert expected in human


def test_every_slug_points_to_one_section_in_every_language() -> None:
    from assistant import rulebook

    for game in rulebook.available():
        owners: dict[str, set[str]] = {}
        for section in rulebook.load(game).sections:
            for name in rulebook.section_slugs(section).values():
                owners.setdefault(name, set()).add(section.id)
        shared = {name: ids for name, ids in owners.items() if len(ids) > 1}
        assert not shared, f"{game}: {json.dumps(sorted(shared))}"


def test_an_ambiguous_or_unknown_section_names_the_candidates_in_the_readers_language(
    cli,  # type: ignore[no-untyped-def]
) -> None:
    ambiguous = cli("rules", "camel-up", "tuile", lang="fr")
    assert ambiguous.code == 2
    assert "tuile-desert" in ambiguous.err and "tuiles-pari-manche" in ambiguous.err
    unknown = cli("rules", "camel-up", "tuilles", lang="fr", json=True)
    assert unknown.code == 2 and "tuile-desert" in unknown.json["error"]["message"]


@pytest.mark.parametrize(
    ("lang", "typed", "expected"),
    [
        ("it", "sesion", "Forse intendevi «partite»?"),
        ("fr", "partis", "Vouliez-vous dire « parties »"),
        ("fr", "reglez", "Vouliez-vous dire « règles »"),
        ("en", "regoel", "Did you mean 'rules'"),
    ],
)
def test_a_mistyped_root_command_suggests_the_readers_word(  # type: ignore[no-untyped-def]
    cli, lang: str, typed: str, expected: str
) -> None:
    """A root command mistyped in any language: exit 2 and the closest in the reader's
    words; `sessioni` (Italian) is read as `sessions`."""
    result = cli(typed, lang=lang)
    assert result.code == 2 and expected in " ".join(result.err.split())
    assert cli("sessioni", lang="it").code == 0


def test_a_sessions_language_reads_its_one_shot_words_and_quotes_usage_where_read(  # type: ignore[no-untyped-def]
    cli, prompt_lines
) -> None:
    """A session started in Italian: its one-shot moves, without --lang, are read and refused
    in Italian (names, metavars, options), and a usage line is quoted as typed where it is
    read: `assistant pharao gioca CARTA ...` in a shell, `gioca CARTA ...` at the prompt."""
    cli.ok("pharao", "new", "--players", "ana,bo", "--adventures", "7,4,10,5,9", lang="it")
    unknown = " ".join(cli("pharao", "play", "zzz").err.split())
    assert "«zzz» sconosciuto (carta)" in unknown and "scala, corda" in unknown
    missing = " ".join(cli("pharao", "play").err.split())
    assert "Manca CARTA: `assistant pharao gioca CARTA [VALORE]" in missing
    value = " ".join(cli("pharao", "play", "ladder", "3", "--player").err.split())
    assert "--giocatore vuole un valore: --giocatore NOME" in value
    at_table = " ".join(prompt_lines("gioca\n").err.split())
    assert "Manca CARTA: `gioca CARTA [VALORE]" in at_table and "assistant" not in at_table


def test_a_sessions_language_says_the_refusals_of_its_other_commands(cli) -> None:  # type: ignore[no-untyped-def]
    """`desert options` and `camel odds` on a session that remembers its language, without
    --lang: their refusals in that language (the session is opened before their words are
    read)."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", "D3,J3,Q3,M7,B8", lang="fr")
    colour = " ".join(cli("desert", "options", "zzz").err.split())
    assert "« zzz » inconnu (couleur)" in colour and "jaune, rose" in colour
    start = "1:blue 2:green,orange 3:yellow,white"
    cli.ok("camel", "new", "--players", "ana,bo", "--start", start, lang="it")
    typed = " ".join(cli("camel", "odds", "--tiles", "7:mirage").err.split())
    assert "descrivono una posizione inserita" in typed
    many = " ".join(cli("camel", "odds", "--race-samples", "99999999").err.split())
    assert "vale al massimo 1000000" in many
    option = cli("camel", "status", "--zzz")  # read by Click, before any command runs
    assert option.code == 2 and "Opzione sconosciuta: --zzz" in option.err
    assert "assistant camel stato --help" in option.err
    other_game = cli("desert", "status", "--zzz")  # the current session is not of this game
    assert "No such option: --zzz" in other_game.err


@pytest.mark.parametrize(
    ("lang", "word", "group"),
    [
        ("it", "deserto", "desert"),
        ("fr", "désert", "desert"),
        ("it", "Attraverso-il-deserto", "desert"),
        ("fr", "a-travers-le-desert", "desert"),
        ("fr", "pharaon", "pharao"),
        ("it", "faraone", "pharao"),
        ("fr", "Ramsès", "ramses"),
    ],
)
def test_a_game_is_called_by_its_name_in_the_readers_language(  # type: ignore[no-untyped-def]
    cli, lang: str, word: str, group: str
) -> None:
    """An Italian table types `assistant deserto nuova ...`, a French one `assistant pharaon`:
    a game's group answers to its names of every language (`deserto` was an unknown
    command)."""
    page = cli.ok(word, "--help", lang=lang).out
    assert f"assistant {group} " in " ".join(page.split())


def test_a_game_started_by_its_italian_name(cli) -> None:  # type: ignore[no-untyped-def]
    cli.ok("deserto", "nuova", "--giocatori", "ana,bo", "--oasi", "D3,J3,Q3,M7,B8", lang="it")
    assert cli.ok("deserto", "stato", json=True).json["game"] == "through-the-desert"


def test_feminine_colour_words_are_read(cli) -> None:  # type: ignore[no-untyped-def]
    """A French table says `la tuile bleue`, `la caravane verte`; an Italian one `la carta
    gialla`: the feminine forms name the same colours, in moves and in the start notation."""
    cli.ok("camel", "nouvelle", "--joueurs", "ana,bo", "--départ",
           "1:bleue 2:verte,orange 3:jaune,blanche", lang="fr")  # fmt: skip
    doc = cli.ok("camel", "parier", "bleue", lang="fr", json=True).json
    assert doc["move"]["colour"] == "blue"
    doc = cli.ok("camel", "scommetti", "gialla", lang="it", json=True).json
    assert doc["move"]["colour"] == "yellow"
    cli.ok("desert", "nouvelle", "--joueurs", "ana,bo", "--oasis", "D3,J3,Q3,M7,B8", lang="fr")
    doc = cli.ok("desert", "chef", "verte", "N8", lang="fr", json=True).json
    assert doc["move"]["colour"] == "green"


def test_a_french_table_may_call_the_winner_pile_gagnant(cli) -> None:  # type: ignore[no-untyped-def]
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white")
    doc = cli.ok("camel", "course", "gagnant", "vert", lang="fr", json=True).json
    assert doc["move"]["pile"] == "winner"
    doc = cli.ok("camel", "course", "gagnante", "bleu", lang="fr", json=True).json
    assert doc["move"]["pile"] == "winner"  # la carte gagnante
    doc = cli.ok("camel", "course", "dernière", "jaune", lang="fr", json=True).json
    assert doc["move"]["pile"] == "loser"


@pytest.mark.parametrize(
    ("game", "new", "lang", "word"),
    [
        ("camel", ["--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white"],
         "it", "punteggio"),
        ("pharao", ["--players", "ana,bo", "--adventures", "7,4,10,5,9"], "fr", "décompte"),
        ("pharao", ["--players", "ana,bo", "--adventures", "7,4,10,5,9"], "en", "score"),
    ],
)  # fmt: skip
def test_the_score_of_a_game_without_a_score_command_is_its_status(  # type: ignore[no-untyped-def]
    cli, game: str, new: list[str], lang: str, word: str
) -> None:
    """Camel Up and Der Schatz des Pharao show the score in their status: `punteggio`,
    `décompte` or `score` there asks for it (it was an unknown command)."""
    cli.ok(game, "new", *new)
    assert cli.ok(game, word, lang=lang, json=True).json == cli.ok(game, "status", json=True).json
