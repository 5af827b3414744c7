"""Through the Desert boards as data: the hex grid, its cell names, its checks.

A board is a rectangle of hexes, one character per hex, in flat-topped columns where every
odd column (B, D, F, ...) sits half a hex lower than its neighbours ("odd-q"). Column 0 is
`A`, row 0 is row `1`, so a cell is named by its column letter and row number: `C4`.

Neighbours of the hex in column c, row r:

* even c: (c, r-1), (c, r+1), (c-1, r-1), (c-1, r), (c+1, r-1), (c+1, r)
* odd c:  (c, r-1), (c, r+1), (c-1, r),   (c-1, r+1), (c+1, r), (c+1, r+1)

This module is pure: it receives the board already read from its YAML file (a mapping with
`grid`, optional `mask`, `legend`, `players`, `board`, `label`) plus, when known, the line of
each row in the file so that every problem names the line to fix. The file format itself is
documented in `rulebooks/boards/README.md` and at the top of every shipped board.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from assistant.messages import N_, Msg, Plural

KINDS = ("desert", "water", "palm", "mountain", "off")
DEFAULT_LEGEND: dict[str, str] = {
    ".": "desert",
    "W": "water",
    "P": "palm",
    "M": "mountain",
    "-": "off",
}
CANONICAL = {kind: char for char, kind in DEFAULT_LEGEND.items()}
MASK_USED = "."
MASK_LARGE_ONLY = "x"
DEFAULT_BOARD = "kosmos-2-3p"  # the board shipped with the assistant, used when none is named
KNOWN_KEYS = ("board", "label", "source", "players", "legend", "grid", "mask")
MAX_COLUMNS = 26
MAX_ROWS = 99
MAX_PROBLEMS = 30  # listed in one message; the rest are counted
OASES = 5
MARKERS = 45
MARKERS_PER_VALUE = 15
PLAYABLE = frozenset({"desert", "water", "palm"})

_CELL = re.compile(r"^\s*([A-Za-z])\s*0*(\d{1,2})\s*$")


def column_letter(col: int) -> str:
    return chr(ord("A") + col)


def neighbours_of(col: int, row: int) -> tuple[tuple[int, int], ...]:
    """The six positions around (col, row) under the odd-q rule (some may be off the grid)."""
    if col % 2 == 0:
        return (
            (col, row - 1),
            (col, row + 1),
            (col - 1, row - 1),
            (col - 1, row),
            (col + 1, row - 1),
            (col + 1, row),
        )
    return (
        (col, row - 1),
        (col, row + 1),
        (col - 1, row),
        (col - 1, row + 1),
        (col + 1, row),
        (col + 1, row + 1),
    )


@dataclass(frozen=True)
class BoardLines:
    """Where things are in the board file, for messages: 1-based line numbers."""

    start: int = 1
    keys: Mapping[str, int] = field(default_factory=dict)
    grid_rows: Sequence[int] = ()
    mask_rows: Sequence[int] = ()
    legend: Mapping[str, int] = field(default_factory=dict)

    def key(self, name: str) -> int:
        return self.keys.get(name, self.start)

    def grid_row(self, row: int) -> int:
        if row < len(self.grid_rows):
            return self.grid_rows[row]
        return self.key("grid")

    def mask_row(self, row: int) -> int:
        if row < len(self.mask_rows):
            return self.mask_rows[row]
        return self.key("mask")


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a board file: the line to look at and what is wrong."""

    line: int
    msg: Msg


class BoardError(ValueError):
    """A board that cannot be used; `problems` lists every issue found, with its line."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        super().__init__("; ".join(f"line {p.line}: {p.msg.english()}" for p in problems))
        self.problems = tuple(problems)


@dataclass(frozen=True)
class AreaCounts:
    """How many hexes of each kind are in play in one part of the board."""

    desert: int
    water: int
    palm: int
    mountain: int

    @property
    def playable(self) -> int:
        return self.desert + self.water + self.palm

    def to_json(self) -> dict[str, int]:
        return {
            "playable": self.playable,
            "desert": self.desert,
            "water_holes": self.water,
            "palm_spaces": self.palm,
            "mountains": self.mountain,
        }


@dataclass(frozen=True)
class Board:
    """A validated board: the grid, the part left out with 2-3 players and the neighbours."""

    name: str
    label: str
    players: tuple[int, int]
    grid: tuple[str, ...]
    mask: tuple[str, ...] | None
    cols: int
    rows: int
    kinds: tuple[str, ...]
    large_only: tuple[bool, ...]
    neighbours: tuple[tuple[int, ...], ...]

    @property
    def size(self) -> int:
        return self.cols * self.rows

    def index(self, col: int, row: int) -> int:
        return row * self.cols + col

    def position(self, cell: int) -> tuple[int, int]:
        return cell % self.cols, cell // self.cols

    def cell_name(self, cell: int) -> str:
        col, row = self.position(cell)
        return f"{column_letter(col)}{row + 1}"

    def cell_index(self, name: str) -> int | None:
        """The cell named `name` (`C4`, `c04`), or None if it is not on this grid."""
        match = _CELL.match(name)
        if match is None:
            return None
        col = ord(match.group(1).upper()) - ord("A")
        row = int(match.group(2)) - 1
        if not (0 <= col < self.cols and 0 <= row < self.rows):
            return None
        return self.index(col, row)

    def has_large_area(self) -> bool:
        """Can 4 or 5 players use this board?"""
        return self.players[1] >= 4

    def in_play(self, n_players: int) -> tuple[bool, ...]:
        """Which cells camels may use with `n_players` (the mask applies with 2 or 3)."""
        small = n_players <= 3
        return tuple(
            kind in PLAYABLE and not (small and self.large_only[i])
            for i, kind in enumerate(self.kinds)
        )

    def counts(self, n_players: int) -> AreaCounts:
        active = self.in_play(n_players)
        found = dict.fromkeys(KINDS, 0)
        for i, kind in enumerate(self.kinds):
            if active[i] or (kind == "mountain" and not (n_players <= 3 and self.large_only[i])):
                found[kind] += 1
        return AreaCounts(found["desert"], found["water"], found["palm"], found["mountain"])

    def to_data(self) -> dict[str, Any]:
        """The board as plain JSON-able data (what a session's setup keeps)."""
        data: dict[str, Any] = {
            "board": self.name,
            "label": self.label,
            "players": f"{self.players[0]}-{self.players[1]}",
            "grid": list(self.grid),
        }
        if self.mask is not None:
            data["mask"] = list(self.mask)
        return data


def _rows_of(value: Any) -> list[str] | None:
    if isinstance(value, str):
        return [line.rstrip() for line in value.strip("\n").split("\n")]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return [v.rstrip() for v in value]
    return None


def _parse_players(value: Any) -> tuple[int, int] | None:
    if value is None:
        return (2, 5)
    if isinstance(value, int):
        return (value, value) if 2 <= value <= 5 else None
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        low, high = value
    elif isinstance(value, str):
        match = re.fullmatch(r"\s*(\d)\s*(?:-\s*(\d)\s*)?", value)
        if match is None:
            return None
        low = int(match.group(1))
        high = int(match.group(2) or low)
    else:
        return None
    if not 2 <= low <= high <= 5:
        return None
    return (low, high)


def board_from_data(data: Any, lines: BoardLines | None = None) -> Board:
    """Check board data read from a file (or kept in a session) and build the `Board`.

    :raises BoardError: listing every problem found, each with its line in the file.
    """
    board, problems = check_board(data, lines)
    if board is None or problems:
        raise BoardError(problems)
    return board


def check_board(data: Any, lines: BoardLines | None = None) -> tuple[Board | None, list[Problem]]:
    """Every problem of a board: shape, characters, counts, hexes no camel can reach."""
    return _Checker(lines or BoardLines()).run(data)


class _Checker:
    """Reads board data part by part, collecting every problem with its line."""

    def __init__(self, where: BoardLines) -> None:
        self.where = where
        self.problems: list[Problem] = []
        self.more = 0  # problems found past `MAX_PROBLEMS`

    def add(self, line: int, text: str | Msg, **args: Any) -> None:
        """A problem on `line`: an English template and its arguments, or a ready `Msg`
        (a `Plural` when a count meets a noun). Past `MAX_PROBLEMS` they are only counted."""
        if len(self.problems) >= MAX_PROBLEMS:
            self.more += 1
            return
        self.problems.append(Problem(line, text if isinstance(text, Msg) else Msg(text, args)))

    def run(self, data: Any) -> tuple[Board | None, list[Problem]]:
        board, problems = self._run(data)
        if self.more:
            problems = [
                *problems,
                Problem(
                    problems[-1].line,
                    Plural(
                        "and {n} more problem",
                        "and {n} more problems",
                        self.more,
                    ),
                ),
            ]
        return board, problems

    def _run(self, data: Any) -> tuple[Board | None, list[Problem]]:
        where = self.where
        if not isinstance(data, Mapping):
            self.add(where.start, N_("a board file is a mapping with at least `grid:`"))
            return None, self.problems
        for key in data:
            if key not in KNOWN_KEYS:
                self.add(
                    where.key(str(key)),
                    N_("unknown key `{key}` (known keys: {known})"),
                    key=key,
                    known=", ".join(KNOWN_KEYS),
                )
        name = data.get("board", "custom")
        if not isinstance(name, str) or not name.strip():
            self.add(where.key("board"), N_("`board:` must be a short name"))
            name = "custom"
        label = data.get("label", "")
        if not isinstance(label, str):
            self.add(where.key("label"), N_("`label:` must be text"))
            label = ""
        players = _parse_players(data.get("players"))
        if players is None:
            self.add(
                where.key("players"),
                N_("`players:` must be a range of player counts such as 2-3 or 2-5"),
            )
            players = (2, 5)
        legend = self.legend(data.get("legend"))
        rows = _rows_of(data.get("grid"))
        if rows is None or not rows or not any(rows):
            self.add(
                where.key("grid"), N_("`grid:` must hold the rows of the board, one line per row")
            )
            return None, self.problems
        grid = self.grid(rows, legend)
        mask = self.mask(data.get("mask"), len(rows), len(rows[0]), players)
        if self.problems:
            return None, self.problems
        board = _build(name.strip(), label.strip(), players, grid, mask)
        self.problems.extend(_check_counts(board, where))
        return board, self.problems

    def legend(self, raw: Any) -> dict[str, str]:
        if raw is None:
            return dict(DEFAULT_LEGEND)
        if not isinstance(raw, Mapping):
            self.add(self.where.key("legend"), N_("`legend:` maps one character to a kind of hex"))
            return dict(DEFAULT_LEGEND)
        legend: dict[str, str] = {}
        for char, kind in raw.items():
            line = self.where.legend.get(str(char), self.where.key("legend"))
            if not isinstance(char, str) or len(char) != 1 or char.isspace():
                self.add(line, N_("legend key {char} must be one visible character"), char=char)
            elif kind not in KINDS:
                self.add(
                    line,
                    N_("legend: unknown kind `{kind}` for {char} (kinds: {kinds})"),
                    kind=kind,
                    char=char,
                    kinds=", ".join(KINDS),
                )
            else:
                legend[char] = str(kind)
        return legend

    def grid(self, rows: list[str], legend: Mapping[str, str]) -> tuple[str, ...]:
        """The rows in the canonical characters (`.` `W` `P` `M` `-`)."""
        where = self.where
        width = len(rows[0])
        if len(rows) > MAX_ROWS:
            self.add(where.key("grid"), N_("at most {n} rows are supported"), n=MAX_ROWS)
        if width > MAX_COLUMNS:
            self.add(
                where.grid_row(0), N_("at most {n} columns (A to Z) are supported"), n=MAX_COLUMNS
            )
        canonical: list[str] = []
        for r, row in enumerate(rows):
            if len(row) != width:
                self.add(
                    where.grid_row(r),
                    Plural(
                        "row {row} has {n} hex but row 1 has {expected}; every row needs "
                        "one character per column",
                        "row {row} has {n} hexes but row 1 has {expected}; every row needs "
                        "one character per column",
                        len(row),
                        row=r + 1,
                        expected=width,
                    ),
                )
            line = ""
            for c in range(width):
                char = row[c] if c < len(row) else "-"
                kind = legend.get(char)
                if kind is None:
                    self.add(
                        where.grid_row(r),
                        N_("unknown character “{char}” at {cell} (known: {known})"),
                        char=char,
                        cell=f"{column_letter(c)}{r + 1}" if c < MAX_COLUMNS else f"#{c + 1}",
                        known=" ".join(legend),
                    )
                    kind = "off"
                line += CANONICAL[kind]
            canonical.append(line)
        return tuple(canonical)

    def mask(
        self, raw: Any, height: int, width: int, players: tuple[int, int]
    ) -> tuple[str, ...] | None:
        """The mask in canonical characters (`.` always, `x` 4-5 players only), or None."""
        if raw is None:
            return None
        where = self.where
        rows = _rows_of(raw)
        if rows is None:
            self.add(where.key("mask"), N_("`mask:` must hold one line per row, like `grid:`"))
            return None
        if len(rows) != height:
            self.add(
                where.key("mask"),
                Plural(
                    "`mask:` has {n} row but `grid:` has {expected}",
                    "`mask:` has {n} rows but `grid:` has {expected}",
                    len(rows),
                    expected=height,
                ),
            )
        canonical: list[str] = []
        for r in range(height):
            row = rows[r] if r < len(rows) else ""
            if r < len(rows) and len(row) != width:
                self.add(
                    where.mask_row(r),
                    Plural(
                        "mask row {row} has {n} character but the grid has {expected} columns",
                        "mask row {row} has {n} characters but the grid has {expected} columns",
                        len(row),
                        row=r + 1,
                        expected=width,
                    ),
                )
            line = ""
            for c in range(width):
                char = row[c] if c < len(row) else MASK_USED
                if char.lower() == MASK_LARGE_ONLY:
                    line += MASK_LARGE_ONLY
                    continue
                if char != MASK_USED:
                    self.add(
                        where.mask_row(r),
                        N_(
                            "unknown mask character “{char}” at {cell}: use . (always in play) "
                            "or x (only with 4 or 5 players)"
                        ),
                        char=char,
                        cell=f"{column_letter(c)}{r + 1}",
                    )
                line += MASK_USED
            canonical.append(line)
        if players[1] < 4:
            self.add(
                where.key("mask"),
                N_(
                    "a mask marks the part used only by 4 or 5 players, but `players:` allows "
                    "at most {n}"
                ),
                n=players[1],
            )
        return tuple(canonical)


@cache
def _build(
    name: str,
    label: str,
    players: tuple[int, int],
    grid: tuple[str, ...],
    mask: tuple[str, ...] | None,
) -> Board:
    rows, cols = len(grid), len(grid[0])
    kinds = tuple(DEFAULT_LEGEND[grid[r][c]] for r in range(rows) for c in range(cols))
    large_only = tuple(
        mask is not None and mask[r][c] == MASK_LARGE_ONLY for r in range(rows) for c in range(cols)
    )
    neighbours = tuple(
        tuple(nr * cols + nc for nc, nr in neighbours_of(c, r) if 0 <= nc < cols and 0 <= nr < rows)
        for r in range(rows)
        for c in range(cols)
    )
    return Board(name, label, players, grid, mask, cols, rows, kinds, large_only, neighbours)


def _check_counts(board: Board, where: BoardLines) -> list[Problem]:
    """Problems of the parts in use: too few palm spaces, too many water holes, dead hexes."""
    problems: list[Problem] = []
    counts: list[tuple[int, Msg]] = []
    if board.players[0] <= 3:
        counts.append((3, Msg(N_("with 2 or 3 players"))))
    if board.players[1] >= 4:
        counts.append((4, Msg(N_("with 4 or 5 players"))))
    for n, part in counts:
        found = board.counts(n)
        if found.palm < OASES:
            problems.append(
                Problem(
                    where.key("grid"),
                    Plural(
                        "{part}: {n} palm space in play, at least {needed} are needed "
                        "for the oases",
                        "{part}: {n} palm spaces in play, at least {needed} are needed "
                        "for the oases",
                        found.palm,
                        part=part,
                        needed=OASES,
                    ),
                )
            )
        markers = found.water + max(found.palm - OASES, 0)
        if markers > MARKERS:
            problems.append(
                Problem(
                    where.key("grid"),
                    Msg(
                        N_(
                            "{part}: {found} water holes (palm spaces without an oasis "
                            "included) but the game has only {markers} markers"
                        ),
                        {"part": part, "found": markers, "markers": MARKERS},
                    ),
                )
            )
        for component in _components(board, board.in_play(n)):
            if any(board.kinds[i] == "desert" for i in component):
                continue
            first = min(component)
            cells = [board.cell_name(i) for i in sorted(component)]
            problems.append(
                Problem(
                    where.grid_row(first // board.cols),
                    Plural(
                        "{part}: no camel can reach {cells}: it is cut off by mountains "
                        "and has no desert hex for a leader",
                        "{part}: no camel can reach {cells}: they are cut off by mountains "
                        "and have no desert hex for a leader",
                        len(cells),
                        part=part,
                        cells=", ".join(cells),
                    ),
                )
            )
    return problems


def _components(board: Board, active: Sequence[bool]) -> list[set[int]]:
    seen: set[int] = set()
    found: list[set[int]] = []
    for start, on in enumerate(active):
        if not on or start in seen:
            continue
        component = {start}
        stack = [start]
        while stack:
            cell = stack.pop()
            for nb in board.neighbours[cell]:
                if active[nb] and nb not in component:
                    component.add(nb)
                    stack.append(nb)
        seen |= component
        found.append(component)
    return found
