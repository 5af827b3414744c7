"""`map extend`'s dialogue as a pure function (`extend.answer`): what each typed line does
to the board being typed, in the words of any table (rule through-the-desert/boards)."""

from __future__ import annotations

import pytest

from assistant.boards import load_board
from assistant.games.desert.extend import Extension, answer
from assistant.i18n import Translator

ROW = "." * 18


@pytest.fixture
def start() -> Extension:
    return Extension(load_board("kosmos-2-3p"), "below")


@pytest.mark.parametrize(
    ("undo", "done", "quit"),
    [("undo", "done", "quit"), ("Annuler", "TERMINE", "q"), ("annulla", "fatto", "esci")],
)
def test_every_table_s_words(start: Extension, undo: str, done: str, quit: str) -> None:
    """A row, undone, typed again, then `done`; `quit` ends without a board."""
    one = answer(start, ROW, "whole")
    assert one.redraw and one.extension.lines == ("." * 18,) and one.said is None
    back = answer(one.extension, undo, "whole")
    assert back.redraw and back.extension.lines == ()
    again = answer(back.extension, " ".join(ROW), "whole").extension
    assert answer(again, done, "whole").end == "done"
    assert answer(again, quit, "whole").end == "quit"


def test_refusals_and_notes(start: Extension) -> None:
    """`undo` with nothing typed is a note; `done` with nothing typed, a short row and an
    unknown character are refusals, with the error a piped dialogue stops on."""
    t = Translator("fr")
    nothing = answer(start, "undo", "whole")
    assert nothing.code == "" and nothing.said is not None and not nothing.redraw
    assert t.render(nothing.said) == "Rien à annuler."
    empty = answer(start, "done", "whole")
    assert empty.code == "board/invalid" and empty.end == ""
    short = answer(start, "....", "whole")
    assert short.code == "input/bad-line" and short.extension == start
    assert "4 hexes typed, a row has 18" in Translator("en").render(short.said)
    odd = answer(start, "..x" + "." * 15, "whole")
    assert odd.code == "input/bad-line" and "“x”" in t.render(odd.said)
