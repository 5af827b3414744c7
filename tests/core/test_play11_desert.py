"""Through the Desert at the table, play-test 11 (an Italian table): two letters of
`options` on one line, each read from the list shown; the water value, the returned leaders
and remarks said in the table's words; the leader asked about without its colour; the
suggestion of a mistyped command in the table's language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.core.test_play7_desert import placed, started

pytestmark = pytest.mark.real_game

OPTIONS = {"fr": "choix jaune", "it": "scelte giallo", "en": "options yellow"}
"""Marco's yellow camels (leader on N4): a N3 · b M4 · c O4 · d M5 · e N5 (water) · f O5;
once M4 is taken, `d` would be O4."""


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Marco prende la b e poi la d"),
        ("it", "b e d"),
        ("it", "Marco mette un giallo sulla b e uno sulla d"),
        ("it", "prendo la b e poi la d"),
        ("fr", "Marco met un jaune sur la b et un autre sur la d"),
        ("fr", "je prends la b puis la d"),
        ("en", "b and d"),
        ("en", "Marco puts a yellow on b and one on d"),
    ],
)
def test_two_letters_on_one_line_are_read_from_the_list_shown(
    cli: Any, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/placement: two letters of `options` said on one line are both
    read from the list shown (M4 and M5), not the second from the list after the first
    camel, which nobody saw (play-test 11: `d` recorded as another hex)."""
    started(cli, prompt_lines)
    result = prompt_lines(f"{OPTIONS[lang]}\n{line}\n", lang=lang)
    assert result.code == 0, result.err
    assert [cell for _, _, cell, _ in placed(cli)[-2:]] == ["M4", "M5"]


def test_a_letter_on_a_second_line_is_still_refused(cli: Any, prompt_lines: Any) -> None:
    """through-the-desert/placement: on two lines, a letter whose hex changed is still
    refused, nothing recorded."""
    started(cli, prompt_lines)
    result = prompt_lines("scelte giallo\nb\nd\n", lang="it")
    assert "Le lettere di `scelte` sono cambiate" in " ".join(result.err.split())
    assert [cell for _, _, cell, _ in placed(cli)[-1:]] == ["M4"]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Marco prende la b e poi la e, la pozza vale 1"),
        ("fr", "je prends la b puis la e, le point d'eau vaut 1"),
        ("en", "options yellow\ne, the marker is worth 1"),
    ],
)
def test_a_letter_then_a_water_value_on_one_line(
    cli: Any, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/water-holes: `…, la pozza vale 1` after the second letter of a
    line is the value of the marker that camel takes (not a marker on a hex named `vale`)."""
    started(cli, prompt_lines)
    lines = line if line.startswith("options") else f"{OPTIONS[lang]}\n{line}"
    result = prompt_lines(lines + "\n", lang=lang)
    assert result.code == 0, result.err
    assert placed(cli)[-1][2:] == ("N5", {"N5": 1})


@pytest.mark.parametrize(
    ("lang", "line"),
    [("it", "la pozza N5 vale 3"), ("fr", "le point d'eau N5 vaut 3"), ("en", "marker N5 is 3")],
)
def test_a_marker_said_with_its_verb(cli: Any, prompt_lines: Any, lang: str, line: str) -> None:
    """through-the-desert/water-holes: a marker's value said with its verb (`la pozza N5
    vale 3`) is recorded; `vale` alone names no hex."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert cli.ok("log", json=True).json["moves"][-1]["move"]["value"] == 3


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Marco mette un giallo sulla pozza N5 da 3 e poi uno in M4"),
        ("it", "Marco mette un giallo in N5 da 3 e poi uno in M4"),
        ("fr", "Marco met un jaune sur le point d'eau N5 de 3 puis un autre en M4"),
        ("en", "Marco puts a yellow on the water hole N5 of 3 and another on M4"),
    ],
)
def test_a_water_hole_named_before_its_value(
    cli: Any, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/water-holes: a camel put `sulla pozza N5 da 3` is the camel on N5
    with a marker of 3 (not the marker's command with a colour for its hex)."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [(cell, water) for _, _, cell, water in placed(cli)[-2:]] == [
        ("N5", {"N5": 3}),
        ("M4", {}),
    ]


def test_a_hex_that_is_no_water_hole_said_with_a_value(cli: Any, prompt_lines: Any) -> None:
    """through-the-desert/water-holes: `sulla pozza M4 da 3` where M4 holds no water hole
    is refused by the rule (M4 is no water hole), not as a number expected."""
    started(cli, prompt_lines)
    result = prompt_lines("Marco mette un giallo sulla pozza M4 da 3\n", lang="it")
    assert "M4 non è una pozza" in result.err


BOARD = Path(__file__).with_name("made-up-board-2-5.yaml")

RETURNED = {"Ana": "pink", "Bo": "green", "Cy": "yellow", "Di": "purple", "Eva": "turquoise"}


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "it",
            "nuova partita di Attraverso il deserto con Ana, Bo, Cy, Di e Eva, tabellone {board}, "
            "oasi D3, J3, M7, H11 e D16, restituiti Ana rosa, Bo verde, Cy giallo, Di viola e Eva "
            "turchese",
        ),
        (
            "it",
            "nuova partita di Attraverso il deserto con Ana, Bo, Cy, Di e Eva, tabellone {board}, "
            "oasi D3, J3, M7, H11 e D16; restituiti: Ana restituisce il rosa, Bo il verde, "
            "Cy il giallo, Di il viola e Eva il turchese",
        ),
        (
            "fr",
            "nouvelle partie de À travers le désert avec Ana, Bo, Cy, Di et Eva, plateau {board}, "
            "oasis D3, J3, M7, H11 et D16 ; rendus : Ana rend le rose, Bo le vert, Cy le jaune, "
            "Di le violet et Eva le turquoise",
        ),
        (
            "en",
            "new desert with Ana, Bo, Cy, Di and Eva, map {board}, oases D3, J3, M7, H11 and D16, "
            "returned Ana pink, Bo green, Cy yellow, Di purple and Eva turquoise",
        ),
    ],
)
def test_the_returned_leaders_said_in_words(
    cli: Any, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/setup: the leaders given back at five said as a table says them
    (`restituiti Anna rosa, …`, `rendus : Léa rend le rose, Marc le vert …`); a `;` ends
    the list of oases."""
    result = prompt_lines(line.format(board=BOARD) + "\n", lang=lang)
    assert result.code == 0, result.err
    status = cli.ok("desert", "status", json=True).json
    assert status["returned"] == RETURNED
    assert status["oases"] == ["D3", "J3", "M7", "H11", "D16"]


@pytest.mark.parametrize(
    ("lang", "args", "said"),
    [
        ("it", ("desert", "mappa", "valida"), "Forse intendevi «convalida»?"),
        ("fr", ("desert", "carte", "valide"), "Vouliez-vous dire «\u202fvalider\u202f»\u202f?"),
        ("en", ("desert", "map", "valdate"), "Did you mean “validate”?"),
        ("it", ("partite", "esport"), "Forse intendevi «esporta»?"),
        ("fr", ("partis",), "Vouliez-vous dire «\u202fparties\u202f»\u202f?"),
    ],
)
def test_a_mistyped_command_is_suggested_in_the_readers_words(
    cli: Any, lang: str, args: tuple[str, ...], said: str
) -> None:
    """A mistyped command or subcommand: the closest in the reader's words and quotes
    (`convalida`, not `'validate'`), read from any language's spelling."""
    result = cli(*args, "x.yaml", lang=lang)
    assert result.code == 2
    assert said in result.err.replace("\n", " ")


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("it", "Marco, dove posso mettere il mio capocarovana?", "capocarovana di Marco"),
        ("it", "quali colori può mettere Marco?", "capocarovana di Marco"),
        ("fr", "quelles couleurs peut poser Marco ?", "chef de Marco"),
        ("fr", "Marco, où puis-je poser mon chef ?", "chef de Marco"),
        ("en", "where can I put my leader?", "leader of Anna"),
    ],
)
def test_a_leader_asked_about_without_its_colour(
    cli: Any, prompt_lines: Any, lang: str, line: str, said: str
) -> None:
    """through-the-desert/leaders: where a player may put their leader, or which colours,
    asked with no colour: the choices colour by colour, as `options` gives them."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert said in result.out.splitlines()[0]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("it", "(primo giro: tutti i colori di Eva sono già presi, quindi Eva può"),
        ("fr", "(premier tour\u202f: toutes les couleurs d"),
        ("en", "(first round: every colour Eva holds is already taken, so Eva may"),
    ],
)
def test_the_first_round_limit_lifted_is_said(
    cli: Any, prompt_lines: Any, lang: str, said: str
) -> None:
    """through-the-desert/first-round: when every colour a player holds is taken in the
    first round of leaders, `options` says that any of them may be chosen."""
    cli.ok(
        "desert", "new", "--players", "Ana,Bo,Cy,Di,Eva", "--map", str(BOARD),
        "--oases", "D3,J3,M7,H11,D16",
        "--returned", "Ana=pink,Bo=green,Cy=yellow,Di=purple,Eva=turquoise",
    )  # fmt: skip
    for move in ("yellow F9", "pink N4", "purple K6", "green G14"):
        cli.ok("desert", "leader", *move.split())
    result = prompt_lines({"it": "scelte", "fr": "choix", "en": "options"}[lang] + "\n", lang=lang)
    assert result.code == 0, result.err
    assert said in " ".join(result.out.split()).replace(" :", "\u202f:")


@pytest.mark.parametrize(
    ("lang", "line", "note"),
    [
        (
            "it",
            "Marco mette un giallo in M4 e un altro in M5, vicino all'oasi",
            "Non letto: «vicino all'oasi»",
        ),
        (
            "fr",
            "Marco met un jaune en M4 et un autre en M5, près de l'oasis",
            "Non lu\u202f: «\u202fprès de l'oasis\u202f»",
        ),
        ("en", "Marco puts a yellow on M4 and another on M5, near the oasis", "Not read: “near"),
    ],
)
def test_a_remark_after_the_moves_is_left_out_and_said(
    cli: Any, prompt_lines: Any, lang: str, line: str, note: str
) -> None:
    """A remark after the moves of a line, past a comma, that says nothing of the game (no
    digit, no player, no command or value): the moves are recorded, the remark named as not
    read (play-test 11: `…, vicino all'oasi` refused the whole line)."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [cell for _, _, cell, _ in placed(cli)[-2:]] == ["M4", "M5"]
    assert note in result.out.replace("\n", " ")


def test_a_remark_naming_a_colour_is_no_remark(cli: Any, prompt_lines: Any) -> None:
    """A part after the comma that names a value of the game is not left out: the line is
    refused as before, nothing recorded."""
    started(cli, prompt_lines)
    before = len(placed(cli))
    result = prompt_lines("Marco mette un giallo in M4, vicino al verde\n", lang="it")
    assert result.code != 0
    assert len(placed(cli)) == before


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("it", "posso mettere il giallo in N5?", "`…, la pozza N5 vale 2`"),
        ("fr", "puis-je poser le jaune en N5 ?", "`…, le point d’eau N5 vaut 2`"),
        ("en", "can I put the yellow on N5?", "`…, the water hole N5 is worth 2`"),
    ],
)
def test_a_question_on_a_water_hole_says_the_spoken_value(
    cli: Any, prompt_lines: Any, lang: str, line: str, said: str
) -> None:
    """through-the-desert/water-holes: a yes to a camel on a water hole whose marker is
    unknown also says how the table gives the value (`…, la pozza N5 vale 2`)."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert said in " ".join(result.out.split())
