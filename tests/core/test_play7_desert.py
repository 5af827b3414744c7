"""Through the Desert at the table, play-test 7 (French and Italian tables): a second camel
said as `un autre`, `un altro` (with a water value, or on its own line), a letter of
`options` with a water value, a colour of no camel of the game, a camel asked about with no
colour, and the water value asked for in the words that a table says."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.real_game

LEADERS = (
    "Anna capo verde F9\nMarco capo giallo N4\nAnna capo rosa D5\nMarco capo viola N9\n"
    "Anna capo turchese H7\nMarco capo turchese P8\nAnna capo giallo C10\n"
    "Marco capo verde L3\nAnna capo viola B6\nMarco capo rosa D7\nAnna verde E9\n"
)
"""Every leader out, then Anna's one camel: Marco's turn of two camels (turquoise leader on
P8: O8, P7 plain, O7 and O9 water holes)."""


def started(cli: Any, prompt_lines: Any) -> None:
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    assert prompt_lines(LEADERS, lang="it").code == 0


def placed(cli: Any) -> list[tuple[str, str, str, dict[str, int]]]:
    moves = [m["move"] for m in cli.ok("log", json=True).json["moves"]]
    return [
        (m["player"], m["colour"], m["cell"], m.get("water", {}))
        for m in moves
        if m["type"] == "place"
    ]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Marco met un turquoise en O8 et un autre en O7 qui vaut 2"),
        ("fr", "Marco pose un turquoise en O8 et un autre en O7 (marqueur de 2)"),
        ("it", "Marco mette un turchese in O8 e un altro in O7 che vale 2"),
        ("en", "Marco puts a turquoise on O8 and another on O7 (marker of 2)"),
    ],
)
def test_a_water_value_said_on_the_second_camel_of_a_line(
    cli, prompt_lines, lang: str, line: str
) -> None:
    """through-the-desert/water-holes: `… et un autre en O7 qui vaut 2`, `(marqueur de 2)`:
    the second camel, said by its hex alone, is read as the first with its hex replaced,
    and takes the value said after it."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert placed(cli)[-2:] == [
        ("Marco", "turquoise", "O8", {}),
        ("Marco", "turquoise", "O7", {"O7": 2}),
    ]


@pytest.mark.parametrize(
    ("lang", "second"),
    [
        ("fr", "et un autre en P7"),
        ("fr", "un autre turquoise en P7"),
        ("it", "Marco mette un altro turchese in P7"),
        ("it", "e un altro in P7"),
        ("en", "and another on P7"),
    ],
)
def test_a_second_camel_said_on_its_own_line(cli, prompt_lines, lang: str, second: str) -> None:
    """through-the-desert/turn: a second camel on a line of its own (`et un autre en P7`):
    the colour of the camel the player put this turn (or the colour said)."""
    started(cli, prompt_lines)
    result = prompt_lines("Marco pose un turquoise en O8\n" + second + "\n", lang=lang)
    assert result.code == 0, result.err
    assert placed(cli)[-1] == ("Marco", "turquoise", "P7", {})


def test_another_camel_once_the_turn_has_passed_asks_the_colour(cli, prompt_lines) -> None:
    """through-the-desert/turn: `et un autre en E8` when the player whose turn it is has put
    no camel yet: nothing recorded, the colours they may put there are said."""
    started(cli, prompt_lines)
    lines = "Marco pose un turquoise en O8 et un autre en P7\nun autre en E8\n"
    result = prompt_lines(lines, lang="fr")
    assert result.code == 2
    assert "Quelle couleur\u202f? Anna peut poser en E8 un chameau vert" in result.err
    assert len(placed(cli)) == 3


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "d, le point d'eau vaut 3"),
        ("fr", "d qui vaut 3"),
        ("it", "d, la pozza vale 3"),
        ("en", "d, the water hole is worth 3"),
    ],
)
def test_a_letter_of_options_with_a_water_value(cli, prompt_lines, lang: str, line: str) -> None:
    """through-the-desert/water-holes: after `options turquoise`, a letter followed by the
    value of the marker its hex holds (`e qui vaut 3`): that camel, with that value."""
    started(cli, prompt_lines)
    options = {"fr": "choix turquoise", "it": "scelte turchese", "en": "options turquoise"}
    result = prompt_lines(options[lang] + "\n" + line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert placed(cli)[-1] == ("Marco", "turquoise", "O9", {"O9": 3})


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "Marco met un orange en O5", "«\u202forange\u202f» inconnu (couleur)"),
        ("fr", "Marco pose un orange en O5", "«\u202forange\u202f» inconnu (couleur)"),
        ("it", "Marco mette un arancione in O5", "«arancione» sconosciuto (colore)"),
    ],
)
def test_a_colour_of_no_camel_of_the_game(cli, prompt_lines, lang: str, line: str, said) -> None:
    """through-the-desert/setup: a colour of no camel (`orange`) is said unknown, with the
    five colours, whatever the verb (`met` is no unknown command, `orange` no `jaune`)."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 2
    assert said in result.err
    assert "jaune, rose, violet, vert ou turquoise" in result.err or "giallo, rosa" in result.err
    assert "Vouliez-vous dire" not in result.err


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("it", "posso mettere il mio cammello in M5?", "Sì, Marco può mettere un cammello giallo"),
        ("fr", "est-ce que je peux poser un chameau en M5 ?", "Oui, Marco peut poser un chameau"),
        ("fr", "est-ce que je peux poser un chameau en A1 ?", "A1 est une montagne"),
    ],
)
def test_a_camel_asked_about_without_its_colour(
    cli, prompt_lines, lang: str, line: str, said: str
) -> None:
    """through-the-desert/placement: a question about a camel with no colour answers for
    the one colour the player may put there (play-test 9), or why none, never `M5` as a
    colour."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert said in " ".join((result.out + result.err).split())
    assert "(colore)" not in result.err and "(couleur)" not in result.err
    assert len(placed(cli)) == 1


@pytest.mark.parametrize(
    ("lang", "said"),
    [("it", "`…, la pozza O9 vale 2`"), ("fr", "`…, le point d’eau O9 vaut 2`")],
)
def test_the_water_value_asked_for_in_spoken_words(cli, prompt_lines, lang, said) -> None:
    """through-the-desert/water-holes: the refusal of a camel on a marker of unknown value
    also says the spoken form, which then records it."""
    started(cli, prompt_lines)
    result = prompt_lines("Marco pose un turquoise en O9\n", lang=lang)
    assert result.code == 3
    assert said in " ".join(result.err.split())
    spoken = said.strip("`").replace("…", "Marco pose un turquoise en O9")
    assert prompt_lines(spoken + "\n", lang=lang).code == 0
    assert placed(cli)[-1] == ("Marco", "turquoise", "O9", {"O9": 2})
