"""Making the 4-5 player board from the 2-3 part: the part beyond the black line, line by line.

No public transcription of the part of the Kosmos board used only with 4 or 5 players
exists, so a table types it from its own box: `assistant desert map extend FILE` starts from
a 2-3 player board, asks on which side of it the black line runs, then takes the added rows
(or columns) one at a time, in the characters of the board file format. This module holds
the pure part: reading a typed line, building the grid and its `mask:`, and comparing a
2-5 board with the Kosmos box (7 palm spaces, 43 printed water holes; the added part brings
1 palm space and 11 printed water holes).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from assistant.games.desert.board import (
    CANONICAL,
    DEFAULT_LEGEND,
    MASK_LARGE_ONLY,
    MASK_USED,
    MAX_COLUMNS,
    MAX_ROWS,
    Board,
    check_board,
    column_letter,
)
from assistant.messages import N_, Msg, Plural

SIDES = ("below", "above", "right", "left")
SIDE_NAMES: dict[str, str] = {
    "below": N_("below"),
    "above": N_("above"),
    "right": N_("right"),
    "left": N_("left"),
}
SIDE_ALIASES: dict[str, tuple[str, ...]] = {
    "below": ("bas", "basso", "bottom", "under", "beneath", "sous", "au-dessous", "en-dessous"),
    "above": ("haut", "alto", "top", "au-dessus", "over"),
    "right": ("droit",),
}
"""More words for a side of the board than its name (`en bas`, `in basso`, `at the top`)."""
SIDE_LEADS = frozenset(
    {
        *("a", "au", "en", "sur", "du", "de", "la", "le", "cote", "par", "vers", "l'"),
        *("in", "di", "al", "da", "lato", "verso", "il", "su"),
        *("to", "on", "at", "the", "side", "of"),
    }
)
"""Words a side may be said after (`à droite`, `a destra`, `en bas`, `on the right`,
`du côté droit`), folded."""


def side_said(typed: str) -> str:
    """`à droite` -> `droite`, `in basso` -> `basso`: a side of the board said with its
    preposition and article, those words left out (the line as typed when nothing is left)."""
    from assistant.games import fold

    words = typed.replace("’", "'").split()
    at = 0
    while at < len(words) - 1 and fold(words[at]) in SIDE_LEADS:
        at += 1
    return " ".join(words[at:]) if words else typed


DIALOGUE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "undo": {"en": ("undo", "u"), "fr": ("annuler", "a"), "it": ("annulla", "a")},
    "done": {"en": ("done", "d"), "fr": ("fini", "terminé", "f"), "it": ("fatto", "fine", "f")},
    "quit": {"en": ("quit", "exit", "q"), "fr": ("quitter", "q"), "it": ("esci", "e")},
}
"""The words of `map extend`'s dialogue between the lines: every language's at every table
(any case, accents optional), the reader's first word shown. None is a line of a board: a
line is made of `.`, `W`, `P`, `M` and `-`."""


def palm_spaces(n: int) -> Msg:
    """`1 palm space`, `7 palm spaces`, in the reader's plural."""
    return Plural("{n} palm space", "{n} palm spaces", n)


def printed_water(n: int) -> Msg:
    """`1 printed water hole`, `43 printed water holes`, in the reader's plural."""
    return Plural("{n} printed water hole", "{n} printed water holes", n)


def dialogue_word(typed: str) -> str | None:
    """`undo`, `done` or `quit` for a word of the dialogue in any language, else None."""
    from assistant.games import fold

    key = fold(typed.strip())
    for word, by_lang in DIALOGUE_WORDS.items():
        if any(key == fold(each) for words in by_lang.values() for each in words):
            return word
    return None


def dialogue_shown(word: str, lang: str) -> str:
    """The word of the dialogue the reader is shown (`fini` at a French table)."""
    by_lang = DIALOGUE_WORDS[word]
    return by_lang.get(lang, by_lang["en"])[0]


# The Kosmos box (see reference/through-the-desert-board.md): the whole board and the part
# beyond the black line.
BOX_PALMS = 7
BOX_WATER = 43
ADDED_PALMS = 1
ADDED_WATER = 11


@dataclass(frozen=True)
class Extension:
    """A 2-3 player board and the lines added beyond its black line, nearest first.

    `below`/`above` add rows (each typed from column A rightwards); `right`/`left` add
    columns (each typed from row 1 downwards).
    """

    base: Board
    side: str
    lines: tuple[str, ...] = ()

    @property
    def adds_rows(self) -> bool:
        return self.side in ("below", "above")

    @property
    def length(self) -> int:
        """Hexes in one added line."""
        return self.base.cols if self.adds_rows else self.base.rows

    @property
    def room(self) -> int:
        """How many more lines the grid can take (26 columns, 99 rows at most)."""
        if self.adds_rows:
            return MAX_ROWS - self.base.rows - len(self.lines)
        return MAX_COLUMNS - self.base.cols - len(self.lines)

    def with_line(self, line: str) -> Extension:
        return Extension(self.base, self.side, (*self.lines, line))

    def undone(self) -> Extension:
        return Extension(self.base, self.side, self.lines[:-1])

    def next_name(self) -> str:
        """What the next line becomes on the whole board: `row 14`, `column S`. With lines
        added above or to the left, the new line is row 1 or column A."""
        index = len(self.lines)
        if self.side == "below":
            return f"{self.base.rows + index + 1}"
        if self.side == "right":
            return column_letter(self.base.cols + index)
        if self.side == "above":
            return "1"
        return "A"

    def grid(self) -> tuple[list[str], list[str]]:
        """The whole grid and its mask (`x` on the added part)."""
        base = list(self.base.grid)
        mask = [
            "".join(
                MASK_LARGE_ONLY if self.base.large_only[self.base.index(c, r)] else MASK_USED
                for c in range(self.base.cols)
            )
            for r in range(self.base.rows)
        ]
        lines = list(self.lines)
        if self.side == "below":
            return base + lines, mask + [MASK_LARGE_ONLY * len(line) for line in lines]
        if self.side == "above":
            added = lines[::-1]
            return added + base, [MASK_LARGE_ONLY * len(line) for line in added] + mask
        columns = lines if self.side == "right" else lines[::-1]
        grid_rows = []
        mask_rows = []
        for r in range(self.base.rows):
            extra = "".join(column[r] for column in columns)
            extra_mask = MASK_LARGE_ONLY * len(columns)
            if self.side == "right":
                grid_rows.append(base[r] + extra)
                mask_rows.append(mask[r] + extra_mask)
            else:
                grid_rows.append(extra + base[r])
                mask_rows.append(extra_mask + mask[r])
        return grid_rows, mask_rows

    def data(self, name: str, label: str = "") -> dict[str, Any]:
        """The board data of the whole board, for `board_from_data` and the file."""
        grid, mask = self.grid()
        return {
            "board": name,
            "label": label,
            "players": "2-5",
            "grid": grid,
            "mask": mask,
        }

    def problem(self, name: str) -> Msg | None:
        """Why the whole board cannot be written yet (no line added, or the first problem
        the board's check finds), or None when it can."""
        if not self.lines:
            return Msg(N_("no line added yet"))
        _, problems = check_board(self.data(name))
        return problems[0].msg if problems else None

    def file_text(self, name: str, label: str, start: str) -> str:
        """The board file `map extend` writes: a header saying how it was made, then the
        whole board (`players: 2-5`, its grid and its `mask:`). `label` is written as
        given (already in the reader's language), `start` is the board started from."""
        grid, mask = self.grid()
        side = SIDE_NAMES[self.side]
        added = len(self.lines)
        lines = [
            "# A board for `assistant desert` (Through the Desert), made with `assistant desert "
            "map",
            f"# extend`: the part for 2 or 3 players from {start}, and {added} "
            f"{'rows' if self.adds_rows else 'columns'} typed {side} it",
            "# (beyond the black line: `x` in the mask). Check it with",
            "# `assistant desert map validate FILE`.",
            f"board: {name}",
            f"label: {json.dumps(label, ensure_ascii=False)}",
            f'source: "{start} (2-3 players) + {added} lines typed {side} it"',
            "players: 2-5",
            "grid: |",
            *(f"  {row}" for row in grid),
            "mask: |",
            *(f"  {row}" for row in mask),
        ]
        return "\n".join(lines) + "\n"


def read_line(extension: Extension, typed: str) -> str | Msg:
    """The typed line in the board file's characters, or what is wrong with it.

    Spaces are ignored (`. . W .` is `..W.`); `w`, `p`, `m` are read as `W`, `P`, `M`.
    """
    text = "".join(typed.split())
    text = "".join(ch.upper() if ch in "wpm" else ch for ch in text)
    unknown = sorted({ch for ch in text if ch not in DEFAULT_LEGEND})
    if unknown:
        return Msg(
            N_("unknown character {chars}: type {known} (one per hex)"),
            {
                "chars": " ".join(f"“{ch}”" for ch in unknown),
                "known": " ".join(DEFAULT_LEGEND),
            },
        )
    if len(text) != extension.length:
        if extension.adds_rows:
            return Plural(
                "{n} hex typed, a row has {expected} (columns A to {last})",
                "{n} hexes typed, a row has {expected} (columns A to {last})",
                len(text),
                expected=extension.length,
                last=column_letter(extension.length - 1),
            )
        return Plural(
            "{n} hex typed, a column has {expected} (rows 1 to {expected})",
            "{n} hexes typed, a column has {expected} (rows 1 to {expected})",
            len(text),
            expected=extension.length,
        )
    return "".join(CANONICAL[DEFAULT_LEGEND[ch]] for ch in text)


@dataclass(frozen=True)
class Reply:
    """What one typed line of the dialogue does.

    :param extension: the extension after the line.
    :param said: what to tell the table; with `code`, a refusal (a dialogue read from a
        pipe stops there with that error), else a note.
    :param redraw: the board changed: draw it again.
    :param end: `done` (a usable board to write), `quit` (nothing written), or "" (go on).
    """

    extension: Extension
    said: Msg | None = None
    code: str = ""
    redraw: bool = False
    end: str = ""


def answer(extension: Extension, typed: str, name: str) -> Reply:
    """The dialogue's answer to `typed` (a line of hexes, or `undo`, `done`, `quit` in any
    language), for the board to be called `name`."""
    word = dialogue_word(typed)
    if word == "quit":
        return Reply(extension, end="quit")
    if word == "undo":
        if not extension.lines:
            return Reply(extension, Msg(N_("Nothing to undo.")))
        return Reply(extension.undone(), redraw=True)
    if word == "done":
        problem = extension.problem(name)
        if problem is None:
            return Reply(extension, end="done")
        said = Msg(N_("The board is not usable yet: {problem}"), {"problem": problem})
        return Reply(extension, said, "board/invalid")
    line = read_line(extension, typed)
    if not isinstance(line, str):
        said = Msg(N_("“{typed}”: {problem}"), {"typed": typed, "problem": line})
        return Reply(extension, said, "input/bad-line")
    if extension.room <= 0:
        return Reply(extension, Msg(N_("The board cannot grow any more.")), "input/too-many")
    return Reply(extension.with_line(line), redraw=True)


@dataclass(frozen=True)
class BoxCounts:
    """Palm spaces and printed water holes: the whole board and the added part."""

    palms: int
    water: int
    added_palms: int | None  # None: no part for 4 or 5 players is marked
    added_water: int | None

    def to_json(self) -> dict[str, Any]:
        return {
            "palm_spaces": self.palms,
            "water_holes": self.water,
            "added_palm_spaces": self.added_palms,
            "added_water_holes": self.added_water,
            "box": {
                "palm_spaces": BOX_PALMS,
                "water_holes": BOX_WATER,
                "added_palm_spaces": ADDED_PALMS,
                "added_water_holes": ADDED_WATER,
            },
        }


def box_counts(board: Board) -> BoxCounts:
    """The counts of the whole board (as used by 4 or 5 players)."""
    kinds = board.kinds
    palms = sum(1 for k in kinds if k == "palm")
    water = sum(1 for k in kinds if k == "water")
    if board.mask is None:
        return BoxCounts(palms, water, None, None)
    added_palms = sum(1 for i, k in enumerate(kinds) if k == "palm" and board.large_only[i])
    added_water = sum(1 for i, k in enumerate(kinds) if k == "water" and board.large_only[i])
    return BoxCounts(palms, water, added_palms, added_water)


def box_warnings(board: Board) -> list[Msg]:
    """How a 2-5 board differs from the Kosmos box (warnings: other editions differ)."""
    if not board.has_large_area():
        return []
    found = box_counts(board)
    warnings: list[Msg] = []
    if (found.palms, found.water) != (BOX_PALMS, BOX_WATER):
        warnings.append(
            Msg(
                N_(
                    "The whole board has {palms} and {water}; the Kosmos board has {box_palms} "
                    "and {box_water}. Check the hexes typed (other editions may differ)."
                ),
                {
                    "palms": palm_spaces(found.palms),
                    "water": printed_water(found.water),
                    "box_palms": palm_spaces(BOX_PALMS),
                    "box_water": printed_water(BOX_WATER),
                },
            )
        )
    if found.added_palms is not None and (found.added_palms, found.added_water) != (
        ADDED_PALMS,
        ADDED_WATER,
    ):
        warnings.append(
            Msg(
                N_(
                    "The part for 4 or 5 players has {palms} and {water}; on the Kosmos board "
                    "it brings {box_palms} and {box_water}."
                ),
                {
                    "palms": palm_spaces(found.added_palms),
                    "water": printed_water(found.added_water or 0),
                    "box_palms": palm_spaces(ADDED_PALMS),
                    "box_water": printed_water(ADDED_WATER),
                },
            )
        )
    return warnings
