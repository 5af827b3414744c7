"""What every picture shares: the SVG document, text, colours, patterns and small glyphs.

The pictures are built as `xml.etree.ElementTree` elements, so every name, a player's
included, is escaped by the library and never pasted into markup. Elements are made in the
SVG namespace's default form (`<svg xmlns="http://www.w3.org/2000/svg">`, plain tag names),
so the same tree serialises as a standalone `.svg` file and inline in an HTML page.

Colours are never the only carrier of meaning: camels and caravans carry a letter, players a
mark (an initial or a number) and, in charts, a marker shape and a dash pattern of their own.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence

SVG_NS = "http://www.w3.org/2000/svg"
FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
INK = "#222222"
MUTED = "#6b6b6b"
PAPER = "#ffffff"

#: Okabe & Ito's palette, readable with every common colour-vision deficiency; one per seat.
PLAYER_COLOURS: tuple[str, ...] = (
    "#0072B2",
    "#E69F00",
    "#009E73",
    "#CC79A7",
    "#D55E00",
    "#56B4E9",
    "#000000",
    "#F0E442",
)
#: Chart markers and line dashes, one per seat, so that lines differ without colour.
MARKERS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "down", "cross", "plus")
DASHES: tuple[str, ...] = ("", "7 3", "2 3", "9 3 2 3", "4 4", "12 4", "1 2")


def number(value: float) -> str:
    """A coordinate as short text, to a tenth of a pixel: `12`, `12.5`."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _attrs(attrs: dict[str, object]) -> dict[str, str]:
    """Python keywords to SVG attributes: `stroke_width` -> `stroke-width`, numbers to text;
    `class_` -> `class`; `None` values are left out."""
    result: dict[str, str] = {}
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        result[name] = number(value) if isinstance(value, float | int) else str(value)
    return result


def sub(parent: ET.Element, tag: str, **attrs: object) -> ET.Element:
    """A child element with attributes given as keywords (see `_attrs`)."""
    return ET.SubElement(parent, tag, _attrs(attrs))


def document(width: float, height: float, title: str, description: str = "") -> ET.Element:
    """An empty picture of `width` x `height` with its accessible title and description."""
    root = ET.Element(
        "svg",
        _attrs(
            {
                "xmlns": SVG_NS,
                "version": "1.1",
                "width": math.ceil(width),
                "height": math.ceil(height),
                "viewBox": f"0 0 {math.ceil(width)} {math.ceil(height)}",
                "font_family": FONT,
                "fill": INK,
                "role": "img",
            }
        ),
    )
    ET.SubElement(root, "title").text = title
    if description:
        ET.SubElement(root, "desc").text = description
    sub(root, "rect", x=0, y=0, width=math.ceil(width), height=math.ceil(height), fill=PAPER)
    return root


def headed_document(
    width: float,
    height: float,
    game: str,
    session: str | None,
    description: str,
    status: str,
    margin: float,
) -> ET.Element:
    """A picture headed like every game's: "session — game" in bold, the status line below."""
    title = f"{session} — {game}" if session else game
    root = document(width, height, title, description)
    text(root, margin, 26, title, size=17, weight="bold")
    text(root, margin, 46, status, size=12, fill=MUTED, fit=width - 2 * margin)
    return root


def defs(root: ET.Element) -> ET.Element:
    """The picture's `<defs>` (created on first use, right after the title)."""
    found = root.find("defs")
    if found is None:
        found = ET.Element("defs")
        root.insert(2 if root.find("desc") is not None else 1, found)
    return found


def text(
    parent: ET.Element,
    x: float,
    y: float,
    content: str,
    size: float = 12,
    anchor: str = "start",
    weight: str | None = None,
    fill: str = INK,
    fit: float | None = None,
    **attrs: object,
) -> ET.Element:
    """A line of text; `fit` squeezes it into that width when it would be longer."""
    element = sub(
        parent,
        "text",
        x=x,
        y=y,
        font_size=size,
        text_anchor=anchor if anchor != "start" else None,
        font_weight=weight,
        fill=None if fill == INK else fill,
        **attrs,
    )
    element.text = content
    if fit is not None and text_width(content, size) > fit:
        element.set("textLength", number(fit))
        element.set("lengthAdjust", "spacingAndGlyphs")
    return element


def text_width(content: str, size: float) -> float:
    """A rough width of `content` at `size` (DejaVu Sans averages about 0.6 em a glyph)."""
    return len(content) * size * 0.6


def ink_on(fill: str) -> str:
    """Black or white, whichever reads better on the colour `fill` (`#rrggbb`)."""
    red, green, blue = (int(fill[i : i + 2], 16) / 255 for i in (1, 3, 5))

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    luminance = 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    return "#000000" if luminance > 0.22 else "#ffffff"


def player_colour(seat: int) -> str:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def player_marks(players: Sequence[str]) -> list[str]:
    """One short mark per player: the initials, or 1, 2, 3... when two initials clash
    (the same rule as the terminal map)."""
    initials = [p[:1].upper() or "?" for p in players]
    if len(set(initials)) == len(initials):
        return initials
    return [str(i + 1) for i in range(len(players))]


def points(coords: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{number(x)},{number(y)}" for x, y in coords)


def hexagon(cx: float, cy: float, radius: float) -> list[tuple[float, float]]:
    """The corners of a flat-topped hexagon."""
    return [
        (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
        for a in range(0, 360, 60)
    ]


def star(parent: ET.Element, cx: float, cy: float, radius: float, **attrs: object) -> ET.Element:
    """A five-pointed star (the mark of a leader)."""
    corners = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + 36 * i)
        corners.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return sub(parent, "polygon", points=points(corners), **attrs)


def drop(parent: ET.Element, cx: float, cy: float, size: float, **attrs: object) -> ET.Element:
    """A water drop whose round part is centred on (cx, cy)."""
    r = size / 2
    path = (
        f"M {number(cx)} {number(cy - r * 2.0)} "
        f"C {number(cx + r * 0.4)} {number(cy - r * 1.2)} {number(cx + r)} "
        f"{number(cy - r * 0.6)} {number(cx + r)} {number(cy)} "
        f"A {number(r)} {number(r)} 0 0 1 {number(cx - r)} {number(cy)} "
        f"C {number(cx - r)} {number(cy - r * 0.6)} {number(cx - r * 0.4)} "
        f"{number(cy - r * 1.2)} {number(cx)} {number(cy - r * 2.0)} Z"
    )
    return sub(parent, "path", d=path, **attrs)


def palm(parent: ET.Element, cx: float, cy: float, size: float, fill: str) -> ET.Element:
    """A palm tree: a trunk and four leaves (the mark of an oasis)."""
    group = sub(parent, "g", fill=fill, stroke=fill)
    s = size / 2
    sub(
        group,
        "path",
        d=f"M {number(cx)} {number(cy + s)} Q {number(cx + s * 0.15)} {number(cy)} "
        f"{number(cx)} {number(cy - s * 0.55)}",
        fill="none",
        stroke_width=max(size / 9, 1.2),
        stroke_linecap="round",
    )
    for dx, dy in ((-1, -0.2), (1, -0.2), (-0.8, 0.25), (0.8, 0.25)):
        sub(
            group,
            "path",
            d=f"M {number(cx)} {number(cy - s * 0.55)} Q {number(cx + dx * s * 0.5)} "
            f"{number(cy - s * 1.05)} {number(cx + dx * s)} {number(cy - s * 0.55 + dy * s)}",
            fill="none",
            stroke_width=max(size / 8, 1.4),
            stroke_linecap="round",
        )
    return group


def mountain(parent: ET.Element, cx: float, cy: float, size: float, fill: str) -> ET.Element:
    """Two peaks (the mark of mountains)."""
    s = size / 2
    return sub(
        parent,
        "polygon",
        points=points(
            [
                (cx - s, cy + s * 0.6),
                (cx - s * 0.35, cy - s * 0.6),
                (cx, cy),
                (cx + s * 0.35, cy - s * 0.8),
                (cx + s, cy + s * 0.6),
            ]
        ),
        fill=fill,
    )


def marker(
    parent: ET.Element, shape: str, cx: float, cy: float, size: float, **attrs: object
) -> ET.Element:
    """A chart marker: circle, square, triangle, diamond, down (triangle), cross or plus."""
    s = size / 2
    if shape == "circle":
        return sub(parent, "circle", cx=cx, cy=cy, r=s, **attrs)
    if shape == "square":
        return sub(parent, "rect", x=cx - s, y=cy - s, width=size, height=size, **attrs)
    shapes: dict[str, list[tuple[float, float]]] = {
        "triangle": [
            (cx, cy - s * 1.15),
            (cx + s * 1.1, cy + s * 0.8),
            (cx - s * 1.1, cy + s * 0.8),
        ],
        "down": [(cx, cy + s * 1.15), (cx + s * 1.1, cy - s * 0.8), (cx - s * 1.1, cy - s * 0.8)],
        "diamond": [(cx, cy - s * 1.3), (cx + s * 1.1, cy), (cx, cy + s * 1.3), (cx - s * 1.1, cy)],
    }
    if shape in shapes:
        return sub(parent, "polygon", points=points(shapes[shape]), **attrs)
    segments = (
        ((-s, -s, s, s), (-s, s, s, -s)) if shape == "cross" else ((-s, 0, s, 0), (0, -s, 0, s))
    )
    group = sub(parent, "g")
    for x1, y1, x2, y2 in segments:
        sub(
            group,
            "line",
            x1=cx + x1,
            y1=cy + y1,
            x2=cx + x2,
            y2=cy + y2,
            stroke=attrs.get("fill", INK),
            stroke_width=size / 3.5,
        )
    return group


def hatch(root: ET.Element, ident: str, colour: str, style: int, background: str = "none") -> str:
    """Define a hatching pattern (one `style` per player: / \\ x - | dots) and return the
    `url(#...)` to fill with."""
    pattern = sub(
        defs(root),
        "pattern",
        id=ident,
        patternUnits="userSpaceOnUse",
        width=8,
        height=8,
    )
    sub(pattern, "rect", x=0, y=0, width=8, height=8, fill=background)
    kind = style % 6
    line = {"stroke": colour, "stroke_width": 1.6}
    if kind == 0:
        sub(pattern, "path", d="M -2 2 L 2 -2 M 0 8 L 8 0 M 6 10 L 10 6", **line)
    elif kind == 1:
        sub(pattern, "path", d="M -2 6 L 2 10 M 0 0 L 8 8 M 6 -2 L 10 2", **line)
    elif kind == 2:
        sub(pattern, "path", d="M 0 0 L 8 8 M 8 0 L 0 8", **line)
    elif kind == 3:
        sub(pattern, "path", d="M 0 4 L 8 4", **line)
    elif kind == 4:
        sub(pattern, "path", d="M 4 0 L 4 8", **line)
    else:
        sub(pattern, "circle", cx=4, cy=4, r=1.6, fill=colour)
    return f"url(#{ident})"


# Characters XML 1.0 does not allow anywhere (ElementTree writes them as they are, and the
# document is then not well-formed): C0 controls but tab and newlines, lone surrogates,
# U+FFFE and U+FFFF.
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_safe(root: ET.Element) -> ET.Element:
    """`root` with every character XML cannot carry, in text and attributes, replaced by
    U+FFFD (a name with U+FFFF in it would make the document unreadable)."""
    for element in root.iter():
        if element.text:
            element.text = _NOT_XML.sub("\ufffd", element.text)
        if element.tail:
            element.tail = _NOT_XML.sub("\ufffd", element.tail)
        for key, value in element.attrib.items():
            element.attrib[key] = _NOT_XML.sub("\ufffd", value)
    return root


def to_string(root: ET.Element) -> str:
    """The picture as a standalone SVG file (UTF-8, with the XML declaration); characters
    XML does not allow are replaced (`xml_safe`)."""
    xml_safe(root)
    ET.indent(root, space=" ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
