"""The rulebooks' Markdown drawn exactly as Rich's `Markdown` draws it, without markdown-it.

Rich's `Markdown` parses with markdown-it and imports Pygments: more than half of what
`assistant rules camel desert-tile` takes. The rulebooks' texts use a small part of Markdown:
paragraphs, lists (`- `, `1. `) and inline code; `markdown(text)` draws those with Rich's
own parts, styles and spacing, and hands any other text to Rich's `Markdown` (a test draws
every section of every rulebook in every language both ways, and compares).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderResult

# Anything outside paragraphs, simple lists and `code`: Rich's Markdown draws it.
_OTHER = re.compile(
    r"[*_\[\]<\\&~|\t]|^ *[#>]|^ {4}|^ *(?:```|---|===)|^ *[-=]+ *$|  $", re.MULTILINE
)
_BULLET = re.compile(r"^([-+*]) +(?=\S)")
_NUMBER = re.compile(r"^(\d{1,9})([.)]) +(?=\S)")
_CODE = re.compile(r"`([^`]+)`")


@dataclass
class _Block:
    """A paragraph or a list of the text being drawn."""

    kind: str  # "paragraph", "bullet", "ordered"
    lines: list[str] = field(default_factory=list)  # a paragraph's lines
    items: list[list[_Block]] = field(default_factory=list)  # a list's items' blocks
    start: int = 1


def markdown(text: str) -> Any:
    """A renderable of `text`: drawn here when it is plain enough, else by Rich."""
    blocks = _parse(text)
    if blocks is None:
        from rich.markdown import Markdown

        return Markdown(text)
    return _Markdown(blocks)


def _parse(text: str) -> list[_Block] | None:
    """Paragraphs and lists of `text` (as markdown-it reads them), or None for anything
    else (then Rich reads it)."""
    if _OTHER.search(text) or any(line.count("`") % 2 for line in text.split("\n")):
        return None
    blocks: list[_Block] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if line.startswith(" "):
            return None
        marker = _BULLET.match(line) or _NUMBER.match(line)
        if marker is None:
            paragraph = _Block("paragraph")
            while i < len(lines) and lines[i].strip():
                if paragraph.lines and (_BULLET.match(lines[i]) or _starts_list(lines[i])):
                    break
                paragraph.lines.append(lines[i].strip())
                i += 1
            blocks.append(paragraph)
            continue
        found = _list(lines, i)
        if found is None:
            return None
        block, i = found
        blocks.append(block)
    return blocks


def _starts_list(line: str) -> bool:
    """An ordered item interrupts a paragraph only when it is numbered 1."""
    number = _NUMBER.match(line)
    return number is not None and number.group(1) == "1"


def _list(lines: list[str], i: int) -> tuple[_Block, int] | None:
    """A tight list from line `i`: its items, each one paragraph (lines indented under the
    marker, or lazy continuation lines). None for a loose list or anything nested."""
    first = _BULLET.match(lines[i]) or _NUMBER.match(lines[i])
    assert first is not None
    ordered = first.re is _NUMBER
    block = _Block("ordered" if ordered else "bullet")
    if ordered:
        block.start = int(first.group(1))
    symbol = first.group(2) if ordered else first.group(1)
    while i < len(lines):
        marker = _BULLET.match(lines[i]) or _NUMBER.match(lines[i])
        if marker is None:
            break
        if (marker.re is _NUMBER) != ordered:
            return None
        if (marker.group(2) if ordered else marker.group(1)) != symbol:
            return None
        width = marker.end()
        paragraph = _Block("paragraph", [lines[i][width:].strip()])
        i += 1
        while i < len(lines) and lines[i].strip():
            line = lines[i]
            if _BULLET.match(line) or _NUMBER.match(line):
                break
            indent = len(line) - len(line.lstrip(" "))
            if 0 < indent < width or indent >= width + 4:
                return None  # nested or indented content Rich's parser may read otherwise
            paragraph.lines.append(line.strip())
            i += 1
        block.items.append([paragraph])
        if i < len(lines) and not lines[i].strip():
            j = i
            while j < len(lines) and not lines[j].strip():
                j += 1
            following = lines[j] if j < len(lines) else ""
            if _BULLET.match(following) or _NUMBER.match(following):
                return None  # a blank line between items: a loose list
            break
    return block, i


class _Markdown:
    """The blocks, drawn as `rich.markdown.Markdown.__rich_console__` draws them."""

    def __init__(self, blocks: list[_Block]) -> None:
        self.blocks = blocks

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        from rich.segment import Segment
        from rich.style import StyleStack

        options = options.update(height=None)
        stack = StyleStack(console.get_style("none", default="none"))
        for index, block in enumerate(self.blocks):
            if index or block.kind != "paragraph":
                # Rich starts a new line once any element has closed, its items' included.
                yield Segment.line()
            yield from self._block(console, options, stack, block)

    def _block(
        self, console: Console, options: ConsoleOptions, stack: Any, block: _Block
    ) -> Iterator[Any]:
        if block.kind == "paragraph":
            yield from console.render(self._text(console, stack, block), options)
            return
        yield from self._items(console, options, stack, block)

    def _text(self, console: Console, stack: Any, block: _Block) -> Any:
        from rich.text import Text

        stack.push(console.get_style("markdown.paragraph", default="none"))
        text = Text(justify="left")
        for number, line in enumerate(block.lines):
            if number:
                text.append(" ", stack.current)
            at = 0
            for code in _CODE.finditer(line):
                if code.start() > at:
                    text.append(line[at : code.start()], stack.current)
                stack.push(console.get_style("markdown.code", default="none"))
                text.append(_code_content(code.group(1)), stack.current)
                stack.pop()
                at = code.end()
            if at < len(line):
                text.append(line[at:], stack.current)
        stack.pop()
        return text

    def _items(
        self, console: Console, options: ConsoleOptions, stack: Any, block: _Block
    ) -> Iterator[Any]:
        from rich.containers import Renderables
        from rich.segment import Segment

        new_line = Segment("\n")
        last_number = block.start + len(block.items)
        for index, item in enumerate(block.items):
            stack.push(console.get_style("markdown.item", default="none"))
            style = stack.current
            elements = Renderables([self._text(console, stack, b) for b in item])
            stack.pop()
            if block.kind == "bullet":
                render_options = options.update(width=options.max_width - 3)
                lines = console.render_lines(elements, render_options, style=style)
                mark_style = console.get_style("markdown.item.bullet", default="none")
                first, other = Segment(" • ", mark_style), Segment(" " * 3, mark_style)
            else:
                width = len(str(last_number)) + 2
                render_options = options.update(width=options.max_width - width)
                lines = console.render_lines(elements, render_options, style=style)
                mark_style = console.get_style("markdown.item.number", default="none")
                numeral = f"{block.start + index}".rjust(width - 1) + " "
                first, other = Segment(numeral, mark_style), Segment(" " * width, mark_style)
            for number, line in enumerate(lines):
                yield first if number == 0 else other
                yield from line
                yield new_line


def _code_content(text: str) -> str:
    """A code span's content as CommonMark reads it: one leading and trailing space dropped
    when both are there and it is not all spaces."""
    if len(text) > 2 and text.startswith(" ") and text.endswith(" ") and text.strip():
        return text[1:-1]
    return text
