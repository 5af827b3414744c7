"""through-the-desert/boards: the map a table can find its way on.

Every hex is findable from the letters above and below and the row numbers on both sides
(each row number twice: even columns, then odd columns half a hex lower); `--labels` writes
the names in place; `where` marks one hex; the drawing fits the terminal (honeycomb,
borderless, or parts of whole columns); `map` without a game draws the default board; `map
export` prints a shipped board file.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from assistant.games.desert.board import Board, board_from_data, column_letter
from assistant.render.desert_map import draw

REPO = Path(__file__).resolve().parents[2]
KOSMOS = REPO / "rulebooks" / "boards" / "kosmos-2-3p.yaml"
OASES = "D3,J3,Q3,M7,B8"


def flat(text: str) -> str:
    return " ".join(text.split())


def wide_board(cols: int, rows: int = 12) -> Board:
    """A board of `cols` columns: desert, a few water holes, 6 palm spaces on row 2."""
    grid = []
    for r in range(rows):
        row = "".join("W" if (c + 2 * r) % 9 == 0 else "." for c in range(cols))
        grid.append(row)
    grid[1] = "".join("P" if c in (1, 4, 7, 10, 13, 16) else "." for c in range(cols))
    return board_from_data({"board": f"wide-{cols}", "players": "2-5", "grid": grid})


def plain_lines(board: Board, width: int | None, labels: bool = False, target: int | None = None):
    return [
        (page.first, page.last, [line.plain for line in page.lines])
        for page in draw(board, None, 3, width, labels, target)
    ]


def findable(board: Board, lines: list[str], first: int, last: int) -> set[str]:
    """The names of the hexes written in place (`--labels`) whose name agrees with the
    letter above and below their column and the numbers on both ends of their line."""
    top, bottom = lines[0], lines[-1]
    found: set[str] = set()
    for line in lines[1:-1]:
        left = re.match(r"\s*(\d+)", line)
        right = re.search(r"(\d+)\s*$", line)
        if left is None or right is None:
            continue
        assert left.group(1) == right.group(1), line
        for match in re.finditer(r"([A-Z])(\d+)", line[3:]):
            x = match.start() + 3
            letter, number = match.group(1), match.group(2)
            centre = x + 1
            above = top[centre] if centre < len(top) else " "
            below = bottom[centre] if centre < len(bottom) else " "
            if above == letter == below and number == left.group(1):
                found.add(letter + number)
    assert all(first <= ord(name[0]) - 65 <= last for name in found)
    return found


def board_names(board: Board) -> set[str]:
    return {board.cell_name(c) for c in range(board.size) if board.kinds[c] != "off"}


@pytest.fixture(scope="module")
def kosmos() -> Board:
    import yaml

    return board_from_data(yaml.safe_load(KOSMOS.read_text(encoding="utf-8")))


# --------------------------------------------------------------------------- drawing


def test_map_every_cell_is_findable_from_the_edges(kosmos: Board) -> None:
    """Letters above and below, row numbers on both sides of both lines of every row."""
    [(first, last, lines)] = plain_lines(kosmos, 80, labels=True)
    assert (first, last) == (0, 17)
    assert max(len(line) for line in lines) <= 80
    assert findable(kosmos, lines, first, last) == board_names(kosmos)
    for row in range(1, 14):
        numbered = [line for line in lines if re.match(rf"\s*{row}\s", line)]
        assert len(numbered) == 2  # the even columns' line, then the odd columns' half line
        assert all(re.search(rf"\s{row}$", line) for line in numbered)
    letters = "".join(column_letter(c) for c in range(18))
    assert lines[0].split() == list(letters) == lines[-1].split()


def test_map_without_labels_keeps_the_same_grid(kosmos: Board) -> None:
    """The usual map shows contents (`~`, `P`, `^^^`) where the labels view shows names."""
    [(_, _, usual)] = plain_lines(kosmos, 80)
    [(_, _, named)] = plain_lines(kosmos, 80, labels=True)
    assert len(usual) == len(named)
    assert [line[:3] for line in usual] == [line[:3] for line in named]
    assert "~  " in usual[2] and "P  " in "".join(usual) and "^^^" in usual[2]
    d1 = kosmos.cell_index("D1")
    assert d1 is not None
    assert "D1" in named[3] and "D1" not in usual[3]


@pytest.mark.parametrize("width", [80, 120])
def test_map_a_21_column_board_fits(width: int) -> None:
    """21 columns: borderless at 80 (3 characters a column), the honeycomb at 120."""
    board = wide_board(21)
    pages = plain_lines(board, width, labels=True)
    assert len(pages) == 1
    first, last, lines = pages[0]
    assert max(len(line) for line in lines) <= width
    assert findable(board, lines, first, last) == board_names(board)
    honeycomb = any("\\___/" in line for line in lines)
    assert honeycomb == (width == 120)


def test_map_a_board_too_wide_is_cut_into_parts() -> None:
    """26 columns at 80: parts of whole columns, each with its own letters and numbers."""
    board = wide_board(26)
    pages = plain_lines(board, 80, labels=True)
    assert len(pages) == 2
    names: set[str] = set()
    for first, last, lines in pages:
        assert max(len(line) for line in lines) <= 80
        names |= findable(board, lines, first, last)
    assert names == board_names(board)
    assert [(first, last) for first, last, _ in pages] == [(0, 17), (18, 25)]


def test_map_where_marks_one_hex(kosmos: Board) -> None:
    """`where`: the hex, its column letter (above and below) and its row numbers marked."""
    d7 = kosmos.cell_index("D7")
    [(_, _, lines)] = plain_lines(kosmos, 80, target=d7)
    marked = [line for line in lines if "»" in line]
    assert lines[0].count("»D«") == 1 and lines[-1].count("»D«") == 1
    [row] = [line for line in marked if "»D7 «" in line]
    assert row.startswith(" 7»") and row.endswith("«7")
    assert sum("»" in line for line in lines) == 3  # letters above and below, and the row


# --------------------------------------------------------------------------- the commands


def test_cli_map_without_a_game_draws_the_default_board(cli: Any) -> None:
    """`map` with no game open: the default board, said so; `where` too."""
    result = cli.ok("desert", "map")
    assert "No game of Through the Desert is open: this is the board kosmos-2-3p." in flat(
        result.out
    )
    assert "C11" in result.out and "\n13 \\" in result.out
    doc = cli.ok("desert", "map", json=True).json
    assert doc["board"] == "kosmos-2-3p" and len(doc["cells"]) == 18 * 13
    fr = cli.ok("desert", "map", lang="fr").out
    assert "Aucune partie" in flat(fr)
    where = cli.ok("desert", "where", "h11").out
    assert "H11 is in column H, row 11: a palm space" in flat(where)
    assert "»H11«" in where


def test_cli_map_labels_and_where_in_a_game(cli: Any) -> None:
    """`map --labels` writes names over camels; `where` says what stands there."""
    cli.ok("desert", "new", "--players", "ana,bo", "--oases", OASES, "--water", "D1=2")
    cli.ok("desert", "leader", "yellow", "F2")
    usual = cli.ok("desert", "map").out
    assert "Ay*" in usual and "~2" in usual
    named = cli.ok("desert", "map", "--labels").out
    assert "Ay*" not in named and "/F2 \\" in named and "/D1 \\" in named
    assert "/D1 \\" not in usual
    assert "Every hex shows its name" in flat(named)
    assert "F2 is in column F, row 2: the yellow leader of ana." in flat(
        cli.ok("desert", "where", "F2").out
    )
    assert "D1 is in column D, row 1: a water hole, its marker worth 2." in flat(
        cli.ok("desert", "where", "d1").out
    )
    it = cli.ok("desert", "where", "F2", lang="it").out
    assert "F2 è nella colonna F, riga 2" in flat(it)
    fr = cli.ok("desert", "where", "D1", lang="fr").out
    assert "D1 est dans la colonne D, rangée 1" in flat(fr)
    doc = cli.ok("desert", "where", "F2", json=True).json
    assert doc["cell"] == "F2" and doc["camel"] == {
        "player": "ana",
        "colour": "yellow",
        "leader": True,
    }
    bad = cli("desert", "where", "Z9")
    assert bad.code == 2 and "There is no cell Z9 on this board" in flat(bad.err)
    assert len(cli.ok("log", json=True).json["moves"]) == 1


@pytest.mark.parametrize(
    ("lang", "text", "source", "file"),
    [
        ("en", "it cannot be used for 4", "--from", "my-board.yaml"),
        ("fr", "il ne peut pas servir à 4", "--source", "mon-plateau.yaml"),
        ("it", "non può servire a 4", "--origine", "mio-tabellone.yaml"),
    ],
)
def test_cli_map_refuses_a_player_count_the_board_cannot_serve(
    cli: Any, lang: str, text: str, source: str, file: str
) -> None:
    """through-the-desert/boards: `map --players 4` on a 2-3 player board says why."""
    result = cli("desert", "map", "--map", "kosmos-2-3p", "--players", "4", lang=lang)
    assert result.code == 2
    assert text in flat(result.err)
    assert f"{file} {source} kosmos-2-3p" in flat(result.err)  # the reader's option and file
    assert "rulebooks/" not in result.err
    assert cli("desert", "map", "--players", "7").code == 2
    assert cli.ok("desert", "map", "--players", "2").code == 0


def test_cli_four_players_refusal_points_to_map_extend(cli: Any) -> None:
    """through-the-desert/boards: the refusal names a command, not a repository path."""
    result = cli("desert", "new", "--players", "a,b,c,d", "--oases", OASES)
    assert result.code == 3
    assert "assistant desert map extend my-board.yaml --from kosmos-2-3p" in flat(result.err)
    assert "rulebooks/" not in result.err and "docs/" not in result.err


def test_cli_map_export_prints_a_shipped_board(cli: Any, tmp_path: Path) -> None:
    """`map export`: the file as shipped, to redirect and edit; it validates as it is."""
    out = cli.ok("desert", "map", "export", "kosmos-2-3p").out
    assert out == KOSMOS.read_text(encoding="utf-8")
    assert cli.ok("desert", "map", "export").out == out
    assert "map export" in out and "mask:" in out
    path = tmp_path / "mine.yaml"
    path.write_text(out, encoding="utf-8")
    assert cli.ok("desert", "map", "validate", str(path)).code == 0
    doc = cli.ok("desert", "map", "export", json=True).json
    assert doc["board"] == "kosmos-2-3p" and doc["text"] == out
    unknown = cli("desert", "map", "export", "atlantis")
    assert unknown.code == 2 and "kosmos-2-3p" in flat(unknown.err)
