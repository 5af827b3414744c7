"""Charts for the report: numbers over time (a line per player) and totals by kind.

Each player keeps one colour, one marker shape and one dash pattern in every chart, and the
lines are labelled with the names at their ends, so no chart needs colour to be read.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence

from assistant.render.svg.common import (
    DASHES,
    INK,
    MARKERS,
    MUTED,
    document,
    hatch,
    ink_on,
    marker,
    player_colour,
    sub,
    text,
    text_width,
)

WIDTH = 680.0
HEIGHT = 300.0
LEFT = 50.0
RIGHT = 120.0
TOP = 48.0
BOTTOM = 46.0

#: The kinds of a stacked bar: fill colours from the same colour-blind-safe palette.
KIND_COLOURS: tuple[str, ...] = ("#0072B2", "#56B4E9", "#009E73", "#E69F00", "#CC79A7", "#D55E00")


def nice_top(value: float) -> tuple[float, float]:
    """A round top for an axis reaching `value`, and the step between its ticks."""
    if value <= 0:
        return 1.0, 1.0
    raw = value / 5
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    return math.ceil(value / step) * step, step


def line_chart(
    title: str,
    x_labels: Sequence[str],
    series: Sequence[tuple[str, Sequence[float | None]]],
    y_label: str,
    x_label: str = "",
    ident: str = "chart",
    seats: Sequence[int] | None = None,
    bridge: bool = False,
    whole: bool = False,
) -> ET.Element:
    """One line per `(name, values)`; `values[i]` is drawn at `x_labels[i]`. A `None`
    value is a gap (a player who sat out a game): the line stops there and goes on at the
    next value, or, with `bridge`, goes straight on to it.

    :param seats: each series' seat (for its colour, marker and dash), in order by default.
    :param whole: the values are whole numbers (wins, points): no tick between two of them.
    """
    root = document(WIDTH, HEIGHT, title)
    root.set("id", ident)
    root.set("class", "chart line-chart")
    text(root, 16, 20, title, size=14, weight="bold")
    plot_w = WIDTH - LEFT - RIGHT
    plot_h = HEIGHT - TOP - BOTTOM
    known = [v for _, values in series for v in values if v is not None]
    highest = max([0.0, *known])
    lowest = min([0.0, *known])
    top, step = nice_top(highest - lowest)
    if whole and step < 1:
        top, step = float(math.ceil(top)), 1.0
    top += lowest
    span = top - lowest or 1.0
    count = max(len(x_labels), 2)

    def at(index: int, value: float) -> tuple[float, float]:
        x = LEFT + plot_w * index / (count - 1)
        y = TOP + plot_h * (1 - (value - lowest) / span)
        return x, y

    axes = sub(root, "g", class_="axes", font_size=10, fill=MUTED)
    tick = lowest
    while tick <= top + 1e-9:
        _, y = at(0, tick)
        sub(axes, "line", x1=LEFT, y1=y, x2=LEFT + plot_w, y2=y, stroke="#e4e4e4")
        text(axes, LEFT - 6, y + 3.5, _short(tick), size=10, anchor="end", fill=MUTED)
        tick += step
    sub(axes, "line", x1=LEFT, y1=TOP, x2=LEFT, y2=TOP + plot_h, stroke=MUTED)
    sub(axes, "line", x1=LEFT, y1=TOP + plot_h, x2=LEFT + plot_w, y2=TOP + plot_h, stroke=MUTED)
    every = max(1, math.ceil(len(x_labels) / 14))
    for i, label in enumerate(x_labels):
        last = len(x_labels) - 1
        if i != last and (i % every or last - i < every):
            continue  # thinned out, and never crowding the last label
        x, _ = at(i, lowest)
        sub(axes, "line", x1=x, y1=TOP + plot_h, x2=x, y2=TOP + plot_h + 4, stroke=MUTED)
        text(axes, x, TOP + plot_h + 16, label, size=10, anchor="middle", fill=MUTED)
    text(root, 16, TOP - 12, y_label, size=10, fill=MUTED)
    if x_label:
        text(root, LEFT + plot_w / 2, HEIGHT - 8, x_label, size=10, anchor="middle", fill=MUTED)

    ends: list[tuple[float, str, str]] = []
    lines = sub(root, "g", class_="series")
    dense = len(x_labels) > 24
    for index, (name, values) in enumerate(series):
        seat = seats[index] if seats is not None else index
        end = _series(
            lines,
            name,
            [None if v is None else at(i, v) for i, v in enumerate(values)],
            seat,
            bridge,
            dense,
        )
        if end is not None:
            ends.append(end)
    _end_labels(root, ends, LEFT + plot_w + 10)
    return root


def _series(
    lines: ET.Element,
    name: str,
    where: Sequence[tuple[float, float] | None],
    seat: int,
    bridge: bool,
    dense: bool,
) -> tuple[float, str, str] | None:
    """One series of a line chart, at `where` (`None`: a gap); where its name goes
    (`(y, name, colour)`), or None when it has no point at all."""
    colour = player_colour(seat)
    group = sub(lines, "g", class_="line")
    ET.SubElement(group, "title").text = name
    runs: list[list[tuple[float, float]]] = [[]]
    for point in where:
        if point is None:
            if runs[-1] and not bridge:
                runs.append([])
        else:
            runs[-1].append(point)
    coords = [point for run in runs for point in run]
    if not coords:
        return None
    dash = DASHES[seat % len(DASHES)]
    for run in runs:
        if len(run) < 2:
            continue
        sub(
            group,
            "polyline",
            points=" ".join(f"{x:.1f},{y:.1f}" for x, y in run),
            fill="none",
            stroke=colour,
            stroke_width=2.2,
            stroke_dasharray=dash or None,
            stroke_linejoin="round",
        )
    shape = MARKERS[seat % len(MARKERS)]
    alone = {run[0] for run in runs if len(run) == 1}  # a point no line reaches
    for i, (x, y) in enumerate(coords):
        if dense and i != len(coords) - 1 and (x, y) not in alone:
            continue
        marker(group, shape, x, y, 7, fill=colour, stroke="#ffffff", stroke_width=0.8)
    return coords[-1][1], name, colour


def _end_labels(root: ET.Element, ends: list[tuple[float, str, str]], x: float) -> None:
    """The names at the lines' ends, pushed apart so that they never overlap."""
    placed: list[float] = []
    group = sub(root, "g", class_="names")
    for y, name, colour in sorted(ends):
        y = max(y + 4, placed[-1] + 13 if placed else y + 4)
        placed.append(y)
        text(
            group,
            x,
            y,
            name,
            size=11,
            weight="bold",
            fill=colour if colour != "#F0E442" else INK,
            fit=RIGHT - 14,
        )


def stacked_bars(
    title: str,
    kinds: Sequence[str],
    bars: Sequence[tuple[str, Sequence[float]]],
    unit: str | Callable[[float], str],
    ident: str = "bars",
) -> ET.Element:
    """A horizontal bar per `(name, values by kind)`, split into its kinds, total at the end
    (`unit`: the word after it, or the whole label of a total, for a plural: `1 win`).

    Every part is labelled with its value when it is wide enough, and has its own hatching
    besides its colour. The bars leave room for the longest total's label.
    """
    row = 34.0
    legend_h = 28.0
    height = TOP + len(bars) * row + legend_h + 20
    name_w = 110.0
    root = document(WIDTH, height, title)
    root.set("id", ident)
    root.set("class", "chart bar-chart")
    text(root, 16, 22, title, size=14, weight="bold")
    labels = [
        unit(sum(values)) if callable(unit) else f"{_short(sum(values))} {unit}"
        for _, values in bars
    ]
    plot_w = WIDTH - name_w - 40 - max([40.0, *(text_width(label, 11) for label in labels)])
    highest = max([1.0, *(sum(values) for _, values in bars)])
    top, _ = nice_top(highest)
    fills = [
        hatch(root, f"{ident}-kind-{i}", "#ffffff", i + 2, background=KIND_COLOURS[i])
        if i % 2
        else KIND_COLOURS[i % len(KIND_COLOURS)]
        for i in range(len(kinds))
    ]
    y = TOP
    for (name, values), label in zip(bars, labels, strict=True):
        group = sub(root, "g", class_="bar")
        ET.SubElement(group, "title").text = name
        text(group, 16, y + row / 2 + 2, name, size=12, weight="bold", fit=name_w - 20)
        x = 16 + name_w
        for i, value in enumerate(values):
            w = plot_w * value / top
            if w <= 0:
                continue
            sub(
                group,
                "rect",
                x=x,
                y=y + 4,
                width=w,
                height=row - 12,
                fill=fills[i],
                stroke="#ffffff",
                stroke_width=1,
            )
            _part_label(group, x + w / 2, y + row / 2, w, value, i)
            x += w
        text(group, x + 6, y + row / 2 + 1, label, size=11, weight="bold")
        y += row
    x = 16.0
    y += 14
    for i, kind in enumerate(kinds):
        sub(
            root,
            "rect",
            x=x,
            y=y - 10,
            width=18,
            height=12,
            fill=fills[i],
            stroke=INK,
            stroke_width=0.5,
        )
        text(root, x + 24, y, kind, size=11)
        x += 36 + text_width(kind, 11)
    return root


def _part_label(group: ET.Element, x: float, y: float, w: float, value: float, i: int) -> None:
    """The value of a part of a bar, centred on (`x`, `y`), when the part is wide enough."""
    label = _short(value)
    if w < text_width(label, 11) + 6:
        return
    colour = KIND_COLOURS[i % len(KIND_COLOURS)]
    sub(
        group,
        "rect",
        x=x - text_width(label, 11) / 2 - 2,
        y=y - 10,
        width=text_width(label, 11) + 4,
        height=14,
        fill=colour,
        rx=2,
    )
    text(group, x, y + 1, label, size=11, anchor="middle", weight="bold", fill=ink_on(colour))


def _short(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
