"""through-the-desert/boards: the board format, the shipped kosmos-2-3p, `map validate`."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from assistant.boards import load_board, read_board
from assistant.errors import UsageError
from assistant.games.desert.board import BoardError, board_from_data, check_board

# The reference transcription (shared/reference/through-the-desert-board.md, section 3c):
# coordinates [col,row], column 0 = A, row 0 = row 1.
IMPASSABLE = """[0,0] [0,1] [0,9] [0,10] [0,11] [0,12] [1,0] [1,11] [1,12] [2,11] [2,12] [3,12]
[4,12] [5,6] [5,7] [6,6] [6,7] [7,7] [8,7] [9,0] [9,7] [10,0] [10,12] [11,0] [11,12] [12,11]
[12,12] [13,11] [13,12] [14,10] [14,11] [14,12] [15,10] [15,11] [15,12] [16,9] [16,10] [16,11]
[16,12] [17,0] [17,8] [17,9] [17,10] [17,11] [17,12]"""
PALMS = "[16,2] [12,6] [9,2] [7,10] [3,2] [1,7]"
WATER = """[17,5] [16,0] [16,6] [15,4] [14,1] [14,6] [14,8] [13,4] [12,9] [11,1] [11,3] [11,5]
[11,8] [10,11] [9,8] [9,10] [8,4] [7,1] [7,3] [6,8] [6,11] [5,2] [5,4] [4,5] [4,9] [4,11] [3,0]
[3,8] [2,4] [1,3] [1,9] [0,5]"""


def coordinates(text: str) -> set[str]:
    return {f"{chr(65 + int(c))}{int(r) + 1}" for c, r in re.findall(r"\[(\d+),(\d+)\]", text)}


def test_boards_kosmos_matches_the_reference_transcription(desert: Any) -> None:
    """through-the-desert/boards: kosmos-2-3p is the reference data, cell for cell."""
    board = desert.board()
    names = {kind: set() for kind in ("desert", "water", "palm", "mountain", "off")}
    for cell, kind in enumerate(board.kinds):
        names[kind].add(board.cell_name(cell))
    assert names["mountain"] == coordinates(IMPASSABLE)
    assert names["palm"] == coordinates(PALMS)
    assert names["water"] == coordinates(WATER)
    assert (board.cols, board.rows) == (18, 13)
    counts = board.counts(2)
    assert (counts.playable, counts.desert, counts.water, counts.palm) == (189, 151, 32, 6)
    per_row = [
        sum(1 for c in range(18) if board.kinds[r * 18 + c] != "mountain") for r in range(13)
    ]
    assert per_row == [12, 17, 18, 18, 18, 18, 16, 13, 17, 15, 13, 9, 5]
    assert board.players == (2, 3) and not board.has_large_area()


def test_boards_cell_names(desert: Any) -> None:
    """through-the-desert/boards: column letter and row number, any case, as drawn."""
    board = desert.board()
    assert board.cell_index("A1") == 0
    assert board.cell_name(board.cell_index("c4")) == "C4"
    assert board.position(board.cell_index("C4")) == (2, 3)
    assert board.cell_index("R13") == 18 * 13 - 1
    assert board.cell_index("c04") == board.cell_index("C4")
    for bad in ("S1", "A14", "A0", "4C", "", "CC4"):
        assert board.cell_index(bad) is None


def test_boards_odd_q_neighbours(desert: Any) -> None:
    """through-the-desert/boards: odd columns sit half a hex lower (odd-q neighbours)."""
    board = desert.board()

    def around(name: str) -> set[str]:
        return {board.cell_name(n) for n in board.neighbours[board.cell_index(name)]}

    assert around("C4") == {"C3", "C5", "B3", "B4", "D3", "D4"}  # even column
    assert around("D4") == {"D3", "D5", "C4", "C5", "E4", "E5"}  # odd column
    assert around("A1") == {"A2", "B1"}
    assert around("R13") == {"R12", "Q13"}


def test_boards_round_trip(desert: Any) -> None:
    """through-the-desert/boards: what a session keeps rebuilds the same board."""
    board = desert.board()
    assert board_from_data(board.to_data()) == board
    full = board_from_data(desert.full_board_data())
    assert board_from_data(full.to_data()) == full


def test_boards_shipped_by_name() -> None:
    """through-the-desert/boards: `--map NAME` finds a shipped board."""
    assert load_board("kosmos-2-3p").name == "kosmos-2-3p"
    with pytest.raises(UsageError) as error:
        load_board("kosmos-4p")
    assert "kosmos-2-3p" in str(error.value)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "board.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def problems(tmp_path: Path, text: str) -> list[tuple[int, str]]:
    _, found = read_board(write(tmp_path, text))
    return [(p.line, p.msg.english()) for p in found]


GOOD = """board: tiny
players: 2-3
grid: |
  .P.P.P
  ..P.P.
  W.....
"""


def test_boards_a_small_valid_board(tmp_path: Path) -> None:
    """through-the-desert/boards: a tiny board with 5 palm spaces is usable."""
    board, found = read_board(write(tmp_path, GOOD))
    assert found == [] and board is not None
    assert board.counts(2).palm == 5


def test_boards_unknown_character_and_shape_with_lines(tmp_path: Path) -> None:
    """through-the-desert/boards: problems name the line of the row."""
    text = GOOD.replace("  ..P.P.\n", "  ..P.Z.\n").replace("  W.....\n", "  W....\n")
    found = problems(tmp_path, text)
    assert found[0][0] == 5 and "“Z” at E2" in found[0][1]
    assert found[1][0] == 6 and "row 3 has 5 hexes" in found[1][1]


def test_boards_unknown_key_and_players(tmp_path: Path) -> None:
    """through-the-desert/boards: unknown keys and bad player ranges are reported."""
    text = "colour: red\n" + GOOD.replace("players: 2-3", "players: 1-7")
    found = problems(tmp_path, text)
    assert (1, found[0][1]) == found[0] and "unknown key `colour`" in found[0][1]
    assert found[1][0] == 3 and "players" in found[1][1]


def test_boards_counts(tmp_path: Path) -> None:
    """through-the-desert/boards: at least 5 palm spaces; at most 45 water-hole markers."""
    few = problems(tmp_path, GOOD.replace(".P.P.P", ".P.P.."))
    assert few and "4 palm spaces" in few[0][1] and few[0][0] == 3
    many = "board: wet\ngrid: |\n" + "".join("  PPPPP" + "W" * 10 + "\n" for _ in range(5))
    found = problems(tmp_path, many)
    assert any("only 45 markers" in text for _, text in found)


def test_boards_hexes_no_camel_can_reach(tmp_path: Path) -> None:
    """through-the-desert/boards: a pocket walled by mountains without desert is dead."""
    text = GOOD + "  MMMMMM\n  MWMMMM\n"
    found = problems(tmp_path, text)
    assert found == [(8, found[0][1])]
    assert "no camel can reach B5" in found[0][1]


def test_boards_mask(tmp_path: Path) -> None:
    """through-the-desert/boards: the mask has the grid's shape and only . and x."""
    text = GOOD.replace("players: 2-3", "players: 2-5") + "mask: |\n  ......\n  ..x?..\n"
    found = problems(tmp_path, text)
    assert any(line == 9 and "“?” at D2" in msg for line, msg in found)
    assert any("mask:` has 2 rows" in msg for _, msg in found)
    small = GOOD + "mask: |\n  ......\n  ......\n  ......\n"
    assert any("at most 3" in msg for _, msg in problems(tmp_path, small))


def test_boards_custom_legend(tmp_path: Path) -> None:
    """through-the-desert/boards: a legend may rename the characters."""
    text = (
        "board: legend\nlegend:\n  o: desert\n  p: palm\n  w: water\n  '#': mountain\n"
        "grid: |\n  opopop\n  oopopo\n  w#####\n"
    )
    board, found = read_board(write(tmp_path, text))
    assert found == [] and board is not None
    assert board.kinds[board.cell_index("B3")] == "mountain"
    bad = text.replace("'#': mountain", "'#': lava")
    assert any(line == 6 and "lava" in msg for line, msg in problems(tmp_path, bad))


def test_boards_not_yaml_or_not_a_board(tmp_path: Path) -> None:
    """through-the-desert/boards: broken YAML is reported with its line; a list is no board."""
    with pytest.raises(UsageError) as error:
        read_board(write(tmp_path, "grid: |\n  ...\n bad: [\n"))
    assert "line" in str(error.value)
    assert problems(tmp_path, "- 1\n- 2\n")[0][0] == 1
    with pytest.raises(BoardError):
        board_from_data({"grid": ""})
    board, found = check_board({"grid": ["...", "..."]})
    assert board is not None and "palm" in found[0].msg.english()
