"""Through the Desert at the prompt: a water hole's marker value said in words within a line
of several camels (through-the-desert/water-holes, through-the-desert/turn), a second camel
said `un autre` after one, and the questions the status answers."""

from __future__ import annotations

from typing import Any

import pytest

LEADERS = (
    "Anna capo verde F9\nMarco capo giallo N4\nAnna capo rosa D5\nMarco capo viola N9\n"
    "Anna capo turchese H7\nMarco capo turchese P8\nAnna capo giallo C10\n"
    "Marco capo verde L3\nAnna capo viola B6\nMarco capo rosa D7\nAnna verde E9\n"
    "Marco: giallo N5 --pozza N5=2, giallo M5\n"
)
"""The leaders, Anna's first camel and Marco's turn: Anna's green caravan (E9) is next to the
water holes E10 and D9, and to D10."""


def logged(cli: Any) -> list[dict[str, Any]]:
    """The moves of the current session's journal, as `log --json` gives them."""
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


@pytest.fixture
def desert(cli: Any, prompt_lines: Any) -> Any:
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    assert prompt_lines(LEADERS, lang="it").code == 0
    return cli


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Anna met un vert en E10, le marqueur vaut 1, et un vert en D10"),
        ("fr", "Anna met un vert en E10, le jeton vaut 1, et un vert en D10"),
        ("fr", "Anna met un vert en E10, le point d'eau vaut 1, et un vert en D10"),
        ("fr", "Anna met un vert en E10 (marqueur de 1) et un vert en D10"),
        ("fr", "Anna met un vert en E10 (vaut 1) et un vert en D10"),
        ("fr", "Anna pose un vert en E10 qui vaut 1 et un autre en D10"),
        ("fr", "Anna pose un vert en E10, le marqueur vaut 1, et un autre en D10"),
        ("it", "Anna mette un verde in E10, il segnalino vale 1, e un verde in D10"),
        ("it", "Anna mette un verde in E10, la pozza vale 1, e un verde in D10"),
        ("it", "Anna mette un verde in E10 (segnalino da 1) e un verde in D10"),
        ("it", "Anna piazza un verde in E10 che vale 1 e un altro in D10"),
        ("it", "Anna piazza un verde in E10 (vale 1) e un altro in D10"),
    ],
)
def test_a_marker_value_said_after_its_camel_in_a_line_of_two(
    desert: Any, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/water-holes: `le marqueur vaut 1`, `il segnalino vale 1`, `(marqueur
    de 1)`, `(vale 1)` after a camel give the value of the marker it takes, within that
    move; `un autre en D10` after `qui vaut 1` is another camel of the same colour."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    moves = logged(desert)
    assert [(m["type"], m["colour"], m["cell"], m.get("water", {})) for m in moves[-2:]] == [
        ("place", "green", "E10", {"E10": 1}),
        ("place", "green", "D10", {}),
    ]
    assert len(moves) == 15  # 10 leaders, 3 camels before, and these two: no water move


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("it", "Anna: verde D8 e verde D9 e la pozza vale 1"),
        ("fr", "Anna : vert D8 et vert D9 et le point d'eau vaut 1"),
    ],
)
def test_a_marker_value_said_after_two_camels_joined_by_and(
    desert: Any, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/water-holes: `verde D8 e verde D9 e la pozza vale 1`: the value
    is the marker the second camel takes, within its move (it was read as a hex `vale`)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    moves = logged(desert)
    assert [(m["colour"], m["cell"], m.get("water", {})) for m in moves[-2:]] == [
        ("green", "D8", {}),
        ("green", "D9", {"D9": 1}),
    ]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Anna pose un vert en E8 et un autre en E10, le point d'eau E10 vaut 1"),
        ("fr", "Anna pose un vert en E8 puis un vert en E10, le marqueur E10 vaut 1"),
        ("it", "Anna piazza un verde in E8 e un altro in E10, la pozza E10 vale 1"),
    ],
)
def test_a_marker_value_said_by_its_hex_is_logged_within_the_move(
    desert: Any, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/water-holes: `…, le point d'eau E10 vaut 1` after the camel put on
    E10 is recorded within that camel's move, as `qui vaut 1` is (one entry in the log)."""
    result = prompt_lines(line + "\nlog\n", lang=lang)
    assert result.code == 0, result.err
    moves = logged(desert)
    assert [(m["type"], m["cell"], m.get("water", {})) for m in moves[-2:]] == [
        ("place", "E8", {}),
        ("place", "E10", {"E10": 1}),
    ]
    assert [m["type"] for m in moves].count("water") == 0
    assert "E10=1" in result.out


def test_a_marker_of_another_hex_is_still_its_own_move(desert: Any, prompt_lines: Any) -> None:
    """through-the-desert/water-holes: a value said after a camel for a hex that camel's words
    do not name (`vert E10, le point d'eau D9 vaut 3, et vert D10`) is a marker value of
    its own, recorded before the camels (the first of them may need it)."""
    result = prompt_lines("Anna: vert E10 --eau E10=1, le point d'eau D9 vaut 3, et vert D10\n")
    assert result.code == 0, result.err
    moves = logged(desert)
    assert [(m["type"], m.get("cell")) for m in moves[-3:]] == [
        ("water", "D9"),
        ("place", "E10"),
        ("place", "D10"),
    ]


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("fr", "Anna met un vert en E10 (bof)", "Trop de mots"),
        ("it", "Anna mette un verde in E10 (boh)", "Troppe parole"),
    ],
)
def test_a_bracket_that_says_no_value_is_refused_for_itself(
    desert: Any, prompt_lines: Any, lang: str, line: str, said: str
) -> None:
    """through-the-desert/placement: words in brackets that say no marker value are refused
    as extra words of the camel, not as an unknown verb (`met`, `mette`)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 2
    err = " ".join(result.err.split())
    assert said in err and ("(bof)" in err or "(boh)" in err)
    assert "met" not in err.split("`")[0] and "mette" not in err.split("`")[0]
    assert len(logged(desert)) == 13


@pytest.mark.parametrize(
    ("lang", "line", "shown"),
    [
        ("fr", "combien de chameaux reste-t-il ?", "Chameaux restants"),  # of no colour
        ("fr", "qui a le plus de points ?", "En tête\u202f: Marco (points\u202f: "),
        ("it", "chi ha più punti?", "In testa: Marco (punti: "),
        ("fr", "combien de marqueurs a Marco ?", "Marco a pris "),  # what Marco holds: a line
        ("it", "quante pozze ha Marco?", "Marco ha preso "),
    ],
)
def test_questions_the_status_answers(
    desert: Any, prompt_lines: Any, lang: str, line: str, shown: str
) -> None:
    """through-the-desert/end: how many camels are left, who has the most points: the brief
    status (the camels left beside the board, and who leads); the camels of one colour are
    said in a sentence (tests/core/test_play11_search_desert.py)."""
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert shown in result.out


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Marco pose son dernier chef, le rose, en D7"),
        ("it", "Marco mette il suo ultimo capo, il rosa, in D7"),
    ],
)
def test_a_leader_with_its_colour_said_between_commas(
    cli: Any, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/leaders: `son dernier chef, le rose, en D7` is the pink leader on D7
    (`le` alone between commas is no colour: not `lemon`, a yellow leader on a hex `rose`)."""
    cli.ok("desert", "new", "--players", "Anna,Marco", "--oases", "D3,J3,Q3,M7,B8")
    before = LEADERS.split("Marco capo rosa D7\n")[0]
    assert prompt_lines(before, lang="it").code == 0
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    last = logged(cli)[-1]
    assert (last["type"], last["player"], last["colour"], last["cell"]) == (
        "leader",
        "Marco",
        "pink",
        "D7",
    )


def test_a_camel_put_down_while_the_leaders_are_placed_is_a_leader(
    cli: Any, prompt_lines: Any
) -> None:
    """through-the-desert/leaders: while the leaders are placed, `Zoé pose le turquoise en
    C15`, `Marco mette il rosa in H5` can only be a leader; once they are all placed, the
    same words are a camel."""
    cli.ok("desert", "new", "--players", "Zoé,Marco", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines("Zoé pose le turquoise en F2\n", lang="fr")
    assert result.code == 0, result.err
    result = prompt_lines("Marco mette il rosa in H5\n", lang="it")
    assert result.code == 0, result.err
    moves = [m["move"] for m in cli.ok("log", json=True).json["moves"]]
    assert [(m["type"], m["colour"], m["cell"]) for m in moves] == [
        ("leader", "turquoise", "F2"),
        ("leader", "pink", "H5"),
    ]
