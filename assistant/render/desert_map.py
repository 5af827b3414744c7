"""The Through the Desert board in a terminal: a honeycomb where every cell can be found.

The board is drawn as flat-topped hexes, odd columns half a hex lower, every hex three
characters wide:

      A   B   C
     ___     ___
  1 /A1 \\___/C1 \\  1
  1 \\___/B1 \\___/  1
     A   B   C

Column letters stand above and below the board, row numbers on both sides. Every row number
is written twice: on the line of the even columns (A, C, E, ...) and, half a hex lower, on
the line of the odd columns (B, D, F, ...). A hex's name is therefore the letter above it and
the number on the line through its middle, whatever the hex shows (a camel, a water hole, an
oasis). `labels=True` writes every hex's own name in it instead; `target` marks one hex
(`» «` around it, around its letter and its row numbers) for `desert where`.

When the honeycomb (4 characters a column) is wider than the terminal, the same board is
drawn without hex borders, 3 characters a column (the stagger alone shows the hexes); when
even that is too wide, the honeycomb is cut into bands of columns, each a page with its own
labels.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rich.text import Text

from assistant.games.desert.board import Board, column_letter
from assistant.games.desert.state import (
    COLOURS,
    EMPTY,
    State,
    caravan_colour,
    caravan_player,
)

COLOUR_STYLE = {
    "yellow": "bold black on yellow",
    "pink": "bold black on plum1",
    "purple": "bold white on purple",
    "green": "bold black on green3",
    "turquoise": "bold black on dark_turquoise",
}
COLOUR_LETTER = {"yellow": "y", "pink": "p", "purple": "v", "green": "g", "turquoise": "t"}
CHOICE = "bold black on bright_white"  # a lettered hex of `desert options`
BORDER = "grey50"
AREA_STYLE = "on grey30"
LABEL = "bold"
TARGET = "bold reverse"
MARK_LEFT = "»"
MARK_RIGHT = "«"
LEFT = 3  # row numbers (2 characters) and a space
RIGHT = 3  # a space and the row numbers
MIN_BAND = 2


@dataclass(frozen=True)
class Page:
    """One drawing of (part of) the board: its columns and its lines."""

    first: int  # first column drawn
    last: int  # last column drawn
    lines: tuple[Text, ...]


@dataclass(frozen=True)
class Shape:
    """How the board fits a terminal: honeycomb or borderless, and the bands of columns."""

    compact: bool
    bands: tuple[tuple[int, int], ...]  # (first, last) columns of each page


def honeycomb_width(columns: int) -> int:
    return LEFT + 4 * columns + 1 + RIGHT


def compact_width(columns: int) -> int:
    return LEFT + 3 * columns + RIGHT


def shape(board: Board, width: int | None) -> Shape:
    """The drawing that fits `width` characters (None: no limit)."""
    cols = board.cols
    if width is None or honeycomb_width(cols) <= width:
        return Shape(False, ((0, cols - 1),))
    if compact_width(cols) <= width:
        return Shape(True, ((0, cols - 1),))
    per_page = max(MIN_BAND, (width - LEFT - RIGHT - 1) // 4)
    bands = tuple((c, min(c + per_page, cols) - 1) for c in range(0, cols, per_page))
    return Shape(False, bands)


def player_tokens(players: Sequence[str]) -> list[str]:
    """One character per player for the map: initials, or 1-5 when two initials clash."""
    initials = [p[:1].upper() or "?" for p in players]
    if len(set(initials)) == len(initials):
        return initials
    return [str(i + 1) for i in range(len(players))]


def cell_look(
    board: Board,
    cell: int,
    state: State | None,
    in_play: Sequence[bool],
    tokens: Sequence[str],
    labels: bool = False,
    marks: Mapping[str, str] | None = None,
) -> tuple[str, str] | None:
    """The three characters shown in `cell` and their style (None: nothing is drawn).

    `marks`: the mark of each colour (`colour_marks`); the English initials by default."""
    marks = marks or COLOUR_LETTER
    kind = board.kinds[cell]
    if kind == "off":
        return None
    name = (board.cell_name(cell) + "  ")[:3]
    if kind == "mountain":
        return (name, "grey42") if labels else ("^^^", "grey42")
    if not in_play[cell]:
        return (name, "grey35") if labels else ("···", "grey35")
    if state is None:
        if kind == "water":
            return (name, "bold blue") if labels else ("~  ", "bold blue")
        if kind == "palm":
            return (name, "bold green") if labels else ("P  ", "bold green")
        return name, "grey62"
    caravan = state.occupant[cell]
    if caravan != EMPTY:
        colour = COLOURS[caravan_colour(caravan)]
        if labels:
            return name, COLOUR_STYLE[colour]
        mark = "*" if cell in state.leaders else " "
        token = tokens[caravan_player(caravan)]
        return f"{token}{marks[colour]}{mark}", COLOUR_STYLE[colour]
    area = state.owner[cell]
    if area != EMPTY:
        if labels:
            return name, AREA_STYLE
        token = tokens[state.areas[area].player]
        if cell in state.layout.oases:
            return "░Ψ░", f"bold green {AREA_STYLE}"
        return f"░{token}░", AREA_STYLE
    if cell in state.layout.oases:
        return (name, "bold green") if labels else (" Ψ ", "bold green")
    if cell in state.layout.water_holes:
        if labels:
            return name, "bold blue"
        value = state.water_value[cell]
        return f"~{value or '?'} ", "bold blue"
    return name, "grey62"


class _Canvas:
    """Characters and styles on a grid, turned into lines of Rich text."""

    def __init__(self, width: int, height: int) -> None:
        self.chars = [[" "] * width for _ in range(height)]
        self.styles: list[list[str | None]] = [[None] * width for _ in range(height)]

    def put(self, y: int, x: int, text: str, style: str | None) -> None:
        for i, ch in enumerate(text):
            self.chars[y][x + i] = ch
            self.styles[y][x + i] = style

    def lines(self) -> tuple[Text, ...]:
        result: list[Text] = []
        for chars, styles in zip(self.chars, self.styles, strict=True):
            text = Text()
            for ch, style in zip(chars, styles, strict=True):
                text.append(ch, style or "")
            text.rstrip()
            result.append(text)
        return tuple(result)


def draw(
    board: Board,
    state: State | None,
    n_players: int,
    width: int | None = None,
    labels: bool = False,
    target: int | None = None,
    marks: Mapping[str, str] | None = None,
) -> list[Page]:
    """The board as pages of styled lines that fit `width` characters."""
    in_play = state.layout.in_play if state is not None else board.in_play(n_players)
    tokens = player_tokens(state.players) if state is not None else []
    found = shape(board, width)
    every_row = (0, board.rows - 1)
    return [
        _page(
            board,
            state,
            in_play,
            tokens,
            (first, last),
            every_row,
            found.compact,
            labels,
            target,
            marks,
        )
        for first, last in found.bands
    ]


@dataclass(frozen=True)
class Window:
    """The part of the board a small screen shows: columns and rows, both inclusive."""

    first_col: int
    last_col: int
    first_row: int
    last_row: int

    def holds(self, board: Board, cell: int) -> bool:
        col, row = board.position(cell)
        return self.first_col <= col <= self.last_col and self.first_row <= row <= self.last_row


def window_lines(rows: int) -> int:
    """Lines of a honeycomb window of `rows` rows: letters, top edge, two lines a row, the
    lower edge of the odd columns, letters."""
    return 2 * rows + 4


def window_columns(width: int) -> int:
    """How many columns of honeycomb fit `width` characters."""
    return max(MIN_BAND, (width - LEFT - RIGHT - 1) // 4)


def window_around(
    board: Board, cells: Iterable[int], max_cols: int, max_rows: int, focus: int | None = None
) -> Window:
    """The window of at most `max_cols` x `max_rows` that shows `cells` (all of them when
    they fit, else as many as fit around `focus`, or around their middle), as large as
    allowed so that the hexes around are seen too."""
    positions = [board.position(c) for c in cells]
    if focus is not None:
        positions.append(board.position(focus))
    if not positions:
        positions = [(board.cols // 2, board.rows // 2)]
    centre = board.position(focus) if focus is not None else None

    def span(low: int, high: int, size: int, limit: int, middle: int | None) -> tuple[int, int]:
        count = min(limit, size)
        if high - low + 1 > count:
            middle = middle if middle is not None else (low + high) // 2
            low = middle - (count - 1) // 2
        else:
            low -= (count - (high - low + 1)) // 2
        low = max(0, min(low, size - count))
        return low, low + count - 1

    cols = [c for c, _ in positions]
    rows = [r for _, r in positions]
    first_col, last_col = span(
        min(cols), max(cols), board.cols, max_cols, centre[0] if centre else None
    )
    first_row, last_row = span(
        min(rows), max(rows), board.rows, max_rows, centre[1] if centre else None
    )
    return Window(first_col, last_col, first_row, last_row)


def draw_window(
    board: Board,
    state: State | None,
    n_players: int,
    frame: Window,
    target: int | None = None,
    choices: Mapping[int, str] | None = None,
    marks: Mapping[str, str] | None = None,
) -> Page:
    """One window of the board in honeycomb, with its own letters and row numbers on the
    edges; `choices` writes a letter (`a`, `b`, ...) on some hexes (`desert options`)."""
    in_play = state.layout.in_play if state is not None else board.in_play(n_players)
    tokens = player_tokens(state.players) if state is not None else []
    return _page(
        board,
        state,
        in_play,
        tokens,
        (frame.first_col, frame.last_col),
        (frame.first_row, frame.last_row),
        False,
        False,
        target,
        marks,
        choices,
    )


def _row_numbers(
    canvas: _Canvas,
    columns: tuple[int, int],
    rows: tuple[int, int],
    top: int,
    right: int,
    target_pos: tuple[int, int] | None,
) -> None:
    """The row numbers on both sides of the window, the target's row marked » «."""
    first, last = columns
    first_row, last_row = rows
    parities = {col % 2 for col in range(first, last + 1)}
    for row in range(first_row, last_row + 1):
        for parity in sorted(parities):
            y = top + 2 * (row - first_row) + parity
            marked = (
                target_pos is not None
                and target_pos[1] == row
                and target_pos[0] % 2 == parity
                and first <= target_pos[0] <= last
            )
            canvas.put(y, 0, f"{row + 1:>2}", TARGET if marked else LABEL)
            canvas.put(y, right + 1, f"{row + 1:<2}", TARGET if marked else LABEL)
            if marked:
                canvas.put(y, 2, MARK_LEFT, TARGET)
                canvas.put(y, right, MARK_RIGHT, TARGET)


def _page(
    board: Board,
    state: State | None,
    in_play: Sequence[bool],
    tokens: Sequence[str],
    columns: tuple[int, int],
    rows: tuple[int, int],
    compact: bool,
    labels: bool,
    target: int | None,
    marks: Mapping[str, str] | None = None,
    choices: Mapping[int, str] | None = None,
) -> Page:
    first, last = columns
    first_row, last_row = rows
    step = 3 if compact else 4
    inner = 0 if compact else 1  # where the three characters of a hex start
    count = last - first + 1
    right = LEFT + step * count + (0 if compact else 1)  # the column after the board
    top = 1 if compact else 2  # the line through the middle of the first row's even hexes
    shown_rows = last_row - first_row + 1
    height = top + 2 * shown_rows + (0 if compact else 1)  # the line of the letters below
    canvas = _Canvas(right + RIGHT, height + 1)
    target_pos = board.position(target) if target is not None else None

    def x_of(col: int) -> int:
        return LEFT + step * (col - first)

    def middle(col: int, row: int) -> int:
        return top + 2 * (row - first_row) + col % 2

    for col in range(first, last + 1):
        letter = column_letter(col)
        x = x_of(col) + inner + 1
        for y in (0, height):
            canvas.put(y, x, letter, LABEL)
            if target_pos is not None and target_pos[0] == col:
                canvas.put(y, x - 1, f"{MARK_LEFT}{letter}{MARK_RIGHT}", TARGET)
    _row_numbers(canvas, columns, rows, top, right, target_pos)
    for row in range(first_row, last_row + 1):
        for col in range(first, last + 1):
            cell = board.index(col, row)
            look = cell_look(board, cell, state, in_play, tokens, labels, marks)
            if look is None:
                continue
            if choices is not None and cell in choices:
                look = (f"{choices[cell]:^3}", CHOICE)
            x, y = x_of(col), middle(col, row)
            if not compact:
                if canvas.chars[y - 1][x + 1] == " ":
                    canvas.put(y - 1, x + 1, "___", BORDER)
                canvas.put(y, x, "/", BORDER)
                canvas.put(y, x + 4, "\\", BORDER)
                canvas.put(y + 1, x, "\\", BORDER)
                canvas.put(y + 1, x + 1, "___", BORDER)
                canvas.put(y + 1, x + 4, "/", BORDER)
            canvas.put(y, x + inner, look[0], look[1])
    if target is not None and target_pos is not None and first <= target_pos[0] <= last:
        col, row = target_pos
        if first_row <= row <= last_row:
            x, y = x_of(col), middle(col, row)
            name = (board.cell_name(target) + "  ")[:3]
            left = x if not compact else x - 1
            canvas.put(y, left, MARK_LEFT, TARGET)
            canvas.put(y, x + inner, name, TARGET)
            canvas.put(y, x + inner + 3, MARK_RIGHT, TARGET)
    return Page(first, last, canvas.lines())
