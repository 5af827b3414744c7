"""The Through the Desert board to print: every hex named, big, on one A3 landscape sheet.

The physical board has no coordinates. This sheet, laid beside the box, gives every hex the
name the assistant uses (`C4`), large enough to read from a seat: the empty board with the
mountains, the palm spaces and the printed water holes drawn, the column letters and row
numbers along the four edges and, on a board for 2 to 5 players, the black line that closes
the part used by 2 or 3 players. Units are millimetres (the SVG is 420 x 297 mm).
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Callable

from assistant.games.desert.board import Board, column_letter
from assistant.i18n import Translator
from assistant.messages import N_
from assistant.render.svg.common import (
    INK,
    MUTED,
    document,
    drop,
    hexagon,
    mountain,
    number,
    palm,
    points,
    sub,
    text,
    to_string,
)

PAGE_WIDTH = 420.0  # A3 landscape, millimetres
PAGE_HEIGHT = 297.0
MARGIN = 12.0
HEADER = 14.0  # the title line
FOOTER = 12.0  # the legend line
LABELS = 9.0  # letters and numbers around the board
SAND = "#f8efd6"
SAND_EDGE = "#b89c62"
ROCK = "#b7aa9c"
ROCK_EDGE = "#8a7c6d"
WATER = "#1f78c8"
PALM = "#1e7d32"
LEFT_OUT = "#ececec"
LINE = "#000000"


def _radius(board: Board) -> float:
    """The largest hex radius that fits the board, its labels, title and legend."""
    width = PAGE_WIDTH - 2 * MARGIN - 2 * LABELS
    height = PAGE_HEIGHT - 2 * MARGIN - HEADER - FOOTER - 2 * LABELS
    by_width = width / (1.5 * (board.cols - 1) + 2)
    by_height = height / (math.sqrt(3) * (board.rows + 0.5))
    return min(by_width, by_height)


def sheet(board: Board, n_players: int, t: Translator) -> ET.Element:
    """The empty board for `n_players` (4 or 5: the whole board) as an A3 SVG."""
    radius = _radius(board)
    step_x = 1.5 * radius
    step_y = math.sqrt(3) * radius
    board_width = step_x * (board.cols - 1) + 2 * radius
    board_height = step_y * (board.rows + 0.5)
    left = (PAGE_WIDTH - board_width) / 2
    top = (
        MARGIN
        + HEADER
        + LABELS
        + (PAGE_HEIGHT - 2 * MARGIN - HEADER - FOOTER - 2 * LABELS - board_height) / 2
    )
    in_play = board.in_play(n_players)
    title = t(N_("Through the Desert — board {name}"), name=board.name)
    if board.has_large_area() and n_players <= 3:
        part = t(N_("the part inside the black line is played by 2 or 3 players"))
    elif board.has_large_area():
        part = t(N_("the whole board is played by 4 or 5 players"))
    else:
        part = t(N_("the part played by 2 or 3 players"))
    root = document(
        PAGE_WIDTH,
        PAGE_HEIGHT,
        title,
        t(N_("Every hex of the board with its name, to print on A3 landscape.")),
    )
    root.set("width", f"{number(PAGE_WIDTH)}mm")
    root.set("height", f"{number(PAGE_HEIGHT)}mm")
    text(root, MARGIN, MARGIN + 6, title, size=7, weight="bold")
    text(root, PAGE_WIDTH - MARGIN, MARGIN + 3, part, size=4.2, anchor="end", fill=MUTED)
    text(
        root,
        PAGE_WIDTH - MARGIN,
        MARGIN + 9,
        t(N_("A hex's name: its column letter, then its row number.")),
        size=4.2,
        anchor="end",
        fill=MUTED,
    )

    def centre(col: int, row: int) -> tuple[float, float]:
        x = left + radius + col * step_x
        y = top + step_y / 2 + row * step_y + (col % 2) * step_y / 2
        return x, y

    label_size = radius * 0.75
    labels = sub(root, "g", class_="labels", font_weight="bold", fill=INK, text_anchor="middle")
    for col in range(board.cols):
        x, _ = centre(col, 0)
        for y in (top - 2.5, top + board_height + label_size + 1.5):
            sub(labels, "text", x=x, y=y, font_size=label_size).text = column_letter(col)
    for row in range(board.rows):
        for col, x in ((0, left - LABELS / 2 - 1), (board.cols - 1, left + board_width + 5.5)):
            _, y = centre(col, row)
            label = sub(labels, "text", x=x, y=y + label_size * 0.35, font_size=label_size)
            label.text = str(row + 1)

    hexes = sub(root, "g", stroke_linejoin="round")
    for cell in range(board.size):
        if board.kinds[cell] != "off":
            _hex(hexes, board, cell, centre(*board.position(cell)), radius, in_play[cell])
    if board.mask is not None:
        _black_line(root, board, centre, radius)
    _legend(root, t, board, radius)
    return root


def _hex(
    hexes: ET.Element,
    board: Board,
    cell: int,
    at: tuple[float, float],
    radius: float,
    in_play: bool,
) -> None:
    """One hex of the printed board: its kind drawn, its name written."""
    kind = board.kinds[cell]
    x, y = at
    name = board.cell_name(cell)
    name_size = radius * 0.62
    group = sub(hexes, "g", id=f"hex-{name}", class_=f"hex {kind}")
    shape = points(hexagon(x, y, radius))
    if kind == "mountain":
        sub(group, "polygon", points=shape, fill=ROCK, stroke=ROCK_EDGE, stroke_width=0.4)
        mountain(group, x, y - radius * 0.1, radius * 0.9, "#6f6256")
        text(group, x, y + radius * 0.62, name, size=radius * 0.3, anchor="middle", fill=INK)
        return
    fill = SAND if in_play else LEFT_OUT
    sub(group, "polygon", points=shape, fill=fill, stroke=SAND_EDGE, stroke_width=0.4)
    if kind == "palm":
        palm(group, x, y - radius * 0.42, radius * 0.55, PALM)
        sub(
            group,
            "polygon",
            points=points(hexagon(x, y, radius * 0.86)),
            fill="none",
            stroke=PALM,
            stroke_width=0.5,
            stroke_dasharray="1.5 1",
        )
    elif kind == "water":
        drop(group, x, y - radius * 0.42, radius * 0.42, fill=WATER)
    low = kind in ("palm", "water")
    text(
        group,
        x,
        y + (radius * 0.52 if low else name_size * 0.36),
        name,
        size=name_size,
        anchor="middle",
        weight="bold",
        fill=INK,
    )


def _black_line(
    root: ET.Element,
    board: Board,
    centre: Callable[[int, int], tuple[float, float]],
    radius: float,
) -> None:
    """The thick line between the hexes of 2-3 players and those of 4-5 players only."""
    group = sub(root, "g", class_="black-line", stroke=LINE, stroke_width=1.6, fill="none")
    group.set("stroke-linecap", "round")
    for cell in range(board.size):
        if board.kinds[cell] == "off" or board.large_only[cell]:
            continue
        corners = hexagon(*centre(*board.position(cell)), radius)
        for nb in board.neighbours[cell]:
            if board.kinds[nb] == "off" or not board.large_only[nb]:
                continue
            other = hexagon(*centre(*board.position(nb)), radius)
            shared = [p for p in corners if any(math.dist(p, q) < radius * 0.05 for q in other)]
            if len(shared) == 2:
                (x1, y1), (x2, y2) = shared
                sub(group, "line", x1=x1, y1=y1, x2=x2, y2=y2)


def _legend(root: ET.Element, t: Translator, board: Board, radius: float) -> None:
    y = PAGE_HEIGHT - MARGIN
    x = MARGIN
    size = 4.2
    legend = sub(root, "g", class_="legend")
    sub(
        legend,
        "polygon",
        points=points(hexagon(x + 3, y - 1.5, 3)),
        fill=ROCK,
        stroke=ROCK_EDGE,
        stroke_width=0.3,
    )
    text(legend, x + 8, y, t(N_("mountains")), size=size)
    x += 45
    palm(legend, x + 3, y - 1.5, 5, PALM)
    text(legend, x + 8, y, t(N_("palm space (an oasis, or a water hole)")), size=size)
    x += 95
    drop(legend, x + 3, y - 1, 3.5, fill=WATER)
    text(legend, x + 8, y, t(N_("printed water hole")), size=size)
    x += 55
    if board.mask is not None:
        sub(legend, "line", x1=x, y1=y - 1.5, x2=x + 8, y2=y - 1.5, stroke=LINE, stroke_width=1.6)
        text(
            legend,
            x + 11,
            y,
            t(N_("black line: beyond it, hexes played only by 4 or 5 players")),
            size=size,
        )
    del radius


def svg_text(board: Board, n_players: int, t: Translator) -> str:
    return to_string(sheet(board, n_players, t))


def html_text(board: Board, n_players: int, t: Translator) -> str:
    """The sheet in an HTML page that prints on one A3 landscape sheet."""
    page = ET.Element("html", {"lang": t.lang})
    head = ET.SubElement(page, "head")
    ET.SubElement(head, "meta", {"charset": "utf-8"})
    root = sheet(board, n_players, t)
    title = root.find("title")
    ET.SubElement(head, "title").text = title.text if title is not None else board.name
    ET.SubElement(head, "style").text = (
        "@page { size: A3 landscape; margin: 0; }\n"
        "html, body { margin: 0; padding: 0; background: #fff; }\n"
        "svg { display: block; width: 420mm; height: 297mm; }\n"
        "@media screen { svg { width: 100%; height: auto; } }\n"
    )
    body = ET.SubElement(page, "body")
    body.append(root)
    ET.indent(page, space=" ")
    return "<!DOCTYPE html>\n" + ET.tostring(page, encoding="unicode", method="html") + "\n"
