"""One Camel Up notation (camel-up/setup, camel-up/desert-tile): `camel new --start`, `camel
odds --camels/--tiles/--dice`, the rules and the odds engine read positions, desert tiles and
dice with one reader (`moves.parse_position`, `moves.parse_tiles`, `moves.parse_colours`)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assistant.games.camel_up import odds
from assistant.games.camel_up.moves import (
    NotationError,
    format_position,
    format_tiles,
    parse_colours,
    parse_position,
    parse_tiles,
)
from assistant.games.camel_up.state import COLOURS

SPACED = "1:blue 2:green,orange 3:yellow,white"
WRITINGS = [
    "1:blue;2:green,orange;3:yellow,white",
    "1:blue; 2:green, orange; 3:yellow, white",
    " 3 : yellow , WHITE  1:Blue 2:gre,ora ",
    "1:blue\n2:green,orange\n3:yellow,white",
]


@pytest.mark.parametrize("text", WRITINGS)
def test_every_writing_of_a_position_reads_the_same(text: str) -> None:
    assert format_position(parse_position(text)) == SPACED
    assert odds.parse_camels(text) == parse_position(SPACED).stacks


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("1blue", "input/camels"),
        ("x:blue", "input/camels"),
        ("1:", "input/camels"),
        ("1:blue 1:green", "input/camels"),
        ("1:purple", "input/unknown-name"),
    ],
)
def test_unreadable_positions(text: str, code: str) -> None:
    for read in (parse_position, odds.parse_camels):
        with pytest.raises(NotationError) as error:
            read(text)
        assert error.value.code == code


def test_tiles_carry_an_owner_everywhere() -> None:
    tiles = parse_tiles("11:oasis 7:mirage:ana; 9:+1,13:-1:bo")
    assert tiles == (
        (7, "mirage", "ana"),
        (9, "oasis", None),
        (11, "oasis", None),
        (13, "mirage", "bo"),
    )
    assert format_tiles(tiles) == "7:mirage:ana 9:oasis 11:oasis 13:mirage:bo"
    assert odds.format_tiles(odds.parse_tiles(format_tiles(tiles))) == format_tiles(tiles)
    assert odds.parse_tiles("7:mirage:ana") == (odds.DesertTile(7, odds.MIRAGE, "ana"),)


def test_dice_are_a_list_of_colours() -> None:
    assert parse_colours("white, blue green") == ("white", "blue", "green")
    assert odds.parse_dice("white, blue green") == frozenset({"white", "blue", "green"})
    assert parse_colours("") == ()


@given(st.permutations(COLOURS), st.lists(st.integers(1, 19), min_size=5, max_size=5))
def test_the_odds_read_what_the_game_writes(colours: list[str], spaces: list[int]) -> None:
    stacks: dict[int, list[str]] = {}
    for space, colour in zip(spaces, colours, strict=True):
        stacks.setdefault(space, []).append(colour)
    text = ";".join(f"{s}:{','.join(cs)}" for s, cs in stacks.items())
    position = parse_position(text)
    assert odds.parse_camels(text) == position.stacks
    assert odds.format_camels(position.stacks) == format_position(position)
    assert parse_position(format_position(position)) == position


# -- the CLI ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", WRITINGS[:2])
def test_new_and_odds_take_the_same_text(cli: Any, text: str) -> None:
    """The issue's example: refused by `new --start`, accepted by `odds --camels`; now both."""
    typed = cli.ok(
        "camel",
        "odds",
        "--camels",
        text,
        "--tiles",
        "7:mirage:ana",
        "--race-samples",
        "0",
        json=True,
    ).json
    assert typed["position"]["camels"] == SPACED
    assert typed["position"]["tiles"] == "7:mirage:ana"
    assert typed["leg"]["coins"] == {"ana": typed["leg"]["landings"]["7"]}
    cli.ok("camel", "new", "--players", "ana,bo", "--start", text)
    state = cli.ok("camel", "status", json=True).json
    assert state["camels"] == SPACED
    from_session = cli.ok("camel", "odds", "--race-samples", "0", json=True).json
    assert (
        from_session["leg"]["first"]
        == cli.ok("camel", "odds", "--camels", text, "--race-samples", "0", json=True).json["leg"][
            "first"
        ]
    )


@pytest.mark.parametrize(
    ("start", "code", "named"),
    [
        ("1:blue 2green,orange 3:yellow,white", "input/camels", "2green,orange"),
        ("1:blue 1:green,orange 3:yellow,white", "input/camels", "1"),
        ("1:blue 2:green,orange 3:yellow,whte", "input/unknown-name", "whte"),
    ],
)
def test_new_and_odds_refuse_the_same_text_alike(
    cli: Any, start: str, code: str, named: str
) -> None:
    for args in (
        ("camel", "new", "--players", "ana,bo", "--start", start),
        ("camel", "odds", "--camels", start, "--race-samples", "0"),
    ):
        result = cli(*args, json=True)
        assert result.code == 2, args
        assert result.json["error"]["code"] == code
        assert named in result.json["error"]["message"]
