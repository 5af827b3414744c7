"""Rich views of every state and answer: the only place that draws.

Each view takes a Rich console and a translator (`View`; a recorded move's view also takes
the `Outcome`: `MoveView`); plain text comes out automatically when stdout is not a terminal,
and `NO_COLOR` is honoured by Rich.

Names (players, sessions) are data, never markup or terminal control. The consoles the CLI
hands out (`Runtime.console`) already read no markup and show control characters visibly;
`plain` and `escaped` do the same for a view that builds its own `Text` or markup string.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from collections.abc import Sequence

    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from assistant.i18n import Translator
    from assistant.sessions import Outcome


class View(Protocol):
    """What draws an answer on the screen: `Runtime.emit(doc, view)` calls it when the reader
    did not ask for JSON."""

    def __call__(self, console: Console, t: Translator, /) -> None: ...


class MoveView(Protocol):
    """A game's view of a recorded move (`GameViews.move_report`, `render.views`): what the
    move did and what it changed."""

    def __call__(self, console: Console, t: Translator, outcome: Outcome[Any], /) -> None: ...


MOVE_BEFORE: ContextVar[bool] = ContextVar("move_before", default=False)
"""Whether the move drawn follows another move of the same line (the table's line of several
moves, `Léa pose son dernier turquoise en B9 et un jaune en D4`): what that move's answer
said (`the game ends with this turn`) is not said again."""


# Characters that move the cursor, change the terminal or reorder text: C0 (but newline and
# tab), DEL, C1, line and paragraph separators, bidi embeddings, overrides and isolates.
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def visible(text: str) -> str:
    """`text` with every control character shown as an escape (`\\x1b`, `\\u202e`)."""
    if not CONTROL.search(text):
        return text
    return CONTROL.sub(_escape, text)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def plain(text: str, style: str = "") -> Text:
    """A name or other user text as a Rich `Text`: never read as markup, controls visible."""
    from rich.text import Text

    return Text(visible(text), style=style)


def escaped(text: str) -> str:
    """A name to put inside a markup string (`f"[bold]{escaped(name)}[/]"`)."""
    from rich.markup import escape

    return escape(visible(text))


def titled(title: str, **options: Any) -> Table:
    """A Rich `Table` under `title` (left), at least as wide as the title when the screen
    allows: Rich wraps a title to its table's width, which broke a sentence over two lines
    above a narrow table ("Décompte de la manche 2 : bleu premier, rouge" / "deuxième.")."""
    from rich.cells import cell_len
    from rich.table import Table

    return Table(title=title, title_justify="left", min_width=cell_len(title), **options)


def compact(table: Any) -> None:
    """`table` (a Rich `Table`) without its side lines and one space after each column, for
    a screen too narrow for it (not Rich's `collapse_padding`, which empties a one-wide
    column like the turn's ▶)."""
    from rich import box

    table.box, table.show_edge, table.padding = box.SIMPLE_HEAD, False, (0, 1, 0, 0)


def natural_width(console: Console, table: Any) -> int:
    """The width `table` takes with every cell on one line."""
    return int(console.measure(table, options=console.options.update_width(10_000)).maximum)


def fit_table(console: Console, table: Any) -> None:
    """Make `table` fit the console's width without cutting a word: without its side lines
    (`compact`) when it is wider, with one space between columns if it must, then each
    column given at least its longest word and the rest of the room shared in proportion
    to what the columns would take on one line. (Rich's own shrinking may leave a column
    too little room and cut its words: a session's name, a date.) What cannot fit even so
    is left to Rich."""
    if natural_width(console, table) <= console.width:
        return
    compact(table)
    share_room(console, table, ((0, 1, 0, 0), (0, 0, 0, 0)))


def share_room(console: Console, table: Any, paddings: Sequence[Any] = (None,)) -> None:
    """Give each column of `table` at least its longest word and share the rest of the
    console's width in proportion to what the columns would take on one line, with the
    first of `paddings` (None: the table's own) that lets every column have its longest
    word; nothing when even the last does not, or the table fits on one line."""
    room = console.width - table._extra_width  # the lines between the columns
    options = console.options.update_width(10_000)
    for padding in paddings:
        if padding is not None:
            table.padding = padding
        ranges = [table._measure_column(console, options, column) for column in table.columns]
        least = [r.minimum for r in ranges]
        most = [max(r.maximum, r.minimum) for r in ranges]
        if sum(most) <= room:
            return
        if sum(least) <= room:
            break
    else:
        return
    spare = room - sum(least)
    growth = [m - n for m, n in zip(most, least, strict=True)]
    total = sum(growth) or 1
    widths = [n + spare * g // total for n, g in zip(least, growth, strict=True)]
    for column, width in zip(table.columns, widths, strict=True):
        column.width = max(1, width - table._get_padding_width(column._index))
