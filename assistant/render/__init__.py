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
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from rich.console import Console
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
