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

from collections.abc import Sequence
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
) -> tuple[str, str] | None:
    """The three characters shown in `cell` and their style (None: nothing is drawn)."""
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
        return f"{token}{COLOUR_LETTER[colour]}{mark}", COLOUR_STYLE[colour]
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
) -> list[Page]:
    """The board as pages of styled lines that fit `width` characters."""
    in_play = state.layout.in_play if state is not None else board.in_play(n_players)
    tokens = player_tokens(state.players) if state is not None else []
    found = shape(board, width)
    return [
        _page(board, state, in_play, tokens, first, last, found.compact, labels, target)
        for first, last in found.bands
    ]


def _page(
    board: Board,
    state: State | None,
    in_play: Sequence[bool],
    tokens: Sequence[str],
    first: int,
    last: int,
    compact: bool,
    labels: bool,
    target: int | None,
) -> Page:
    step = 3 if compact else 4
    inner = 0 if compact else 1  # where the three characters of a hex start
    count = last - first + 1
    right = LEFT + step * count + (0 if compact else 1)  # the column after the board
    top = 1 if compact else 2  # the line through the middle of A1
    height = top + 2 * board.rows + (0 if compact else 1)  # the line of the letters below
    canvas = _Canvas(right + RIGHT, height + 1)
    target_pos = board.position(target) if target is not None else None

    def x_of(col: int) -> int:
        return LEFT + step * (col - first)

    def middle(col: int, row: int) -> int:
        return top + 2 * row + col % 2

    for col in range(first, last + 1):
        letter = column_letter(col)
        x = x_of(col) + inner + 1
        for y in (0, height):
            canvas.put(y, x, letter, LABEL)
            if target_pos is not None and target_pos[0] == col:
                canvas.put(y, x - 1, f"{MARK_LEFT}{letter}{MARK_RIGHT}", TARGET)
    parities = {col % 2 for col in range(first, last + 1)}
    for row in range(board.rows):
        for parity in sorted(parities):
            y = top + 2 * row + parity
            number = f"{row + 1:>2}"
            marked = (
                target_pos is not None
                and target_pos[1] == row
                and target_pos[0] % 2 == parity
                and first <= target_pos[0] <= last
            )
            canvas.put(y, 0, number, TARGET if marked else LABEL)
            canvas.put(y, right + 1, f"{row + 1:<2}", TARGET if marked else LABEL)
            if marked:
                canvas.put(y, 2, MARK_LEFT, TARGET)
                canvas.put(y, right, MARK_RIGHT, TARGET)
    for row in range(board.rows):
        for col in range(first, last + 1):
            cell = board.index(col, row)
            look = cell_look(board, cell, state, in_play, tokens, labels)
            if look is None:
                continue
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
        x, y = x_of(col), middle(col, row)
        name = (board.cell_name(target) + "  ")[:3]
        left = x if not compact else x - 1
        canvas.put(y, left, MARK_LEFT, TARGET)
        canvas.put(y, x + inner, name, TARGET)
        canvas.put(y, x + inner + 3, MARK_RIGHT, TARGET)
    return Page(first, last, canvas.lines())
