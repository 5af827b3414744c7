"""Through the Desert on a small screen: windows of the board, lettered choices, threats.

Every view here fits 80 columns and 24 lines: `map --around`, `where` and `options` draw a
window of the board (its own column letters and row numbers on the edges) instead of the
whole board, `status --brief` takes at most 8 lines, and `summary_line` tells a move in one
line. The colours are marked on the map by `colour_marks`, in the reader's language (shapes
where the colour names share an initial), never by English initials outside English.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.text import Text

from assistant.games.base import Event
from assistant.games.desert.aids import (
    AREA_PAIRS_LIMIT,
    AreaValue,
    Choices,
    Gains,
    Largest,
    Threats,
)
from assistant.games.desert.board import Board
from assistant.games.desert.moves import LeaderMove, Move, PlaceMove, WaterMove
from assistant.games.desert.rules import turn_msg
from assistant.games.desert.scoring import score, standings
from assistant.games.desert.state import (
    COLOUR_MARKS,
    COLOUR_NAMES,
    COLOURS,
    SPEC,
    State,
    camels_this_turn,
    caravan_msg,
    colour_msg,
    marks_from,
)
from assistant.i18n import Translator
from assistant.messages import N_, Msg, Plural
from assistant.render.desert_map import (
    COLOUR_STYLE,
    Window,
    draw_window,
    player_tokens,
    window_around,
    window_columns,
    window_lines,
)

if TYPE_CHECKING:
    from assistant.games.desert.extend import Extension

SCREEN_WIDTH = 80
SCREEN_LINES = 24
MIN_ROWS = 3
AREAS_SHOWN = 6  # areas listed per group by `threats` (the most valuable first)


def colour_marks(t: Translator) -> dict[str, str]:
    """The mark of each colour on the maps in the reader's language (see `COLOUR_MARKS`);
    the English initials when a catalog gives anything but five different characters."""
    return marks_from(t.gettext(COLOUR_MARKS))


def colour_name(t: Translator, colour: int) -> str:
    return t.render(colour_msg(colour))


def width_of(console: Console) -> int:
    return min(console.width, SCREEN_WIDTH)


# --------------------------------------------------------------------------- windows


def legend_line(t: Translator, state: State | None) -> Text:
    """One line: the players' marks and the colours' marks (what the camels show)."""
    line = Text()
    if state is not None:
        tokens = player_tokens(list(state.players))
        line.append(
            "  ".join(f"{tok} {name}" for tok, name in zip(tokens, state.players, strict=True))
        )
        line.append(" │ ")
        marks = colour_marks(t)
        for i, colour in enumerate(COLOURS):
            if i:
                line.append(" ")
            line.append(marks[colour], COLOUR_STYLE[colour])
            line.append(f" {t.gettext(COLOUR_NAMES[colour])}")
    else:
        line.append(t(N_("~ water hole   P palm space (oasis or water hole)   ^^^ mountain")))
    return line


def print_window(
    console: Console,
    t: Translator,
    board: Board,
    state: State | None,
    n_players: int,
    frame: Window,
    target: int | None = None,
    choices: Mapping[int, str] | None = None,
) -> None:
    page = draw_window(board, state, n_players, frame, target, choices, colour_marks(t))
    for line in page.lines:
        console.print(line, soft_wrap=True)


def frame_for(
    console: Console, board: Board, cells: Sequence[int], rows: int, focus: int | None = None
) -> Window:
    return window_around(board, cells, window_columns(width_of(console)), rows, focus)


def around(
    console: Console,
    t: Translator,
    board: Board,
    state: State | None,
    n_players: int,
    cell: int,
    marked: bool = False,
    below: int = 1,
) -> None:
    """`map --around CELL` and `where CELL`: the window around one hex, the legend line,
    then `below` lines the caller prints (what is on the hex)."""
    rows = max(MIN_ROWS, (SCREEN_LINES - 1 - below - 4) // 2)
    frame = frame_for(console, board, [cell], rows, cell)
    print_window(console, t, board, state, n_players, frame, cell if marked else None)
    console.print(legend_line(t, state), style="dim", soft_wrap=False, overflow="ellipsis")


def around_view(
    console: Console,
    t: Translator,
    board: Board,
    state: State | None,
    n_players: int,
    cell: int,
    note: Msg | None,
) -> None:
    """`map --around CELL`: the note, the window around the hex, how hexes are named."""
    from assistant.render.desert import note_line

    note_line(console, t, note)
    around(console, t, board, state, n_players, cell, below=1)
    console.print(
        t(N_("A hex's name: the letter above it, the number on its line.")),
        style="dim",
        markup=False,
    )


def where_view(
    console: Console,
    t: Translator,
    board: Board,
    state: State | None,
    n_players: int,
    cell: int,
    note: Msg | None,
) -> None:
    """`where CELL`: the note, the window with the hex marked, what is on the hex."""
    from assistant.render.desert import cell_msg, note_line

    note_line(console, t, note)
    around(console, t, board, state, n_players, cell, marked=True, below=2)
    console.print(t.render(cell_msg(board, state, n_players, cell)), markup=False)


def extension_side(console: Console, t: Translator, extension: Extension) -> None:
    """`map extend`, once the side is known: lines added above or on the left rename the
    hexes of the 2-3 part (nothing to say below or on the right)."""
    from assistant.games.desert.extend import SIDE_NAMES

    if extension.side not in ("above", "left"):
        return
    console.print(
        t(
            N_(
                "Lines added {side} rename the hexes of the part for 2 or 3 players: "
                "with 4 or 5 players, use the names of the whole board."
            ),
            side=Msg(SIDE_NAMES[extension.side]),
        ),
        style="dim",
        markup=False,
    )


def extension_question(t: Translator, extension: Extension) -> str:
    """`map extend`: the question before each line (which row or column comes next)."""
    if extension.adds_rows:
        what = t(
            N_("Row {name} ({n} hexes, columns A to {last})"),
            name=extension.next_name(),
            n=extension.length,
            last=chr(ord("A") + extension.length - 1),
        )
    else:
        what = t(
            N_("Column {name} ({n} hexes, rows 1 to {n}, top first)"),
            name=extension.next_name(),
            n=extension.length,
        )
    from assistant.games.desert.extend import dialogue_shown

    words = {w: dialogue_shown(w, t.lang) for w in ("undo", "done", "quit")}
    return t(N_("{what}, or {undo}, {done}, {quit}:"), what=what, **words)


def extension_map(console: Console, t: Translator, extension: Extension, board_name: str) -> None:
    """`map extend`: the board with the lines added so far, a window on the newest lines
    (24 lines), and what they bring against the Kosmos box."""
    from assistant.games.desert.board import check_board
    from assistant.games.desert.extend import box_counts, palm_spaces, printed_water

    board, _ = check_board(extension.data(board_name))
    assert board is not None  # lines are checked one by one: the grid is well formed
    # every line undone: the edge of the 2-3 part where the next line goes
    added = [c for c in range(board.size) if board.large_only[c]] or [0, board.size - 1]
    newest = added[-1] if extension.side in ("below", "right") else added[0]
    rows = 8 if extension.adds_rows else board.rows
    frame = window_around(board, [newest], window_columns(min(console.width, 80)), rows, newest)
    print_window(console, t, board, None, 4, frame)
    counts = box_counts(board)
    console.print(
        t(
            N_(
                "Beyond the black line so far: {lines}, {palms}, {water} (the Kosmos box: "
                "1 palm space, 11 printed water holes)."
            ),
            lines=(
                Plural("{n} row", "{n} rows", len(extension.lines))
                if extension.adds_rows
                else Plural("{n} column", "{n} columns", len(extension.lines))
            ),
            palms=palm_spaces(counts.added_palms or 0),
            water=printed_water(counts.added_water or 0),
        ),
        style="dim",
        markup=False,
    )


def extension_written(console: Console, t: Translator, file: str, board: Board) -> None:
    """`map extend` done: the file written, the board's size, the Kosmos box compared."""
    from assistant.render.desert import box_lines

    console.print(
        t(
            N_(
                "{file} written: board {name}, {columns} columns × {rows} rows, for 2 to 5 "
                "players. Play on it with `assistant desert new --players ... --map {file}`."
            ),
            file=file,
            name=board.name,
            columns=board.cols,
            rows=board.rows,
        ),
        markup=False,
    )
    box_lines(console, t, board)


# --------------------------------------------------------------------------- options


def gains_text(t: Translator, board: Board, gains: Gains) -> str:
    """`marker ~3 F5 · oasis J3 +5 · area of 4 hexes +4 = 12 points` (empty: no gain)."""
    name = board.cell_name
    parts: list[str] = []
    if gains.water:
        markers = " ".join(f"~{value or '?'} {name(cell)}" for cell, value in gains.water)
        parts.append(
            t(Plural("marker {markers}", "markers {markers}", len(gains.water), markers=markers))
        )
    for oasis in gains.oases:
        parts.append(t(N_("oasis {cell} +5"), cell=name(oasis)))
    for area in gains.areas:
        parts.append(
            t(
                Plural(
                    "area of {n} hex +{points}",
                    "area of {n} hexes +{points}",
                    len(area.cells),
                    points=area.hexes,
                )
            )
        )
    if not parts:
        return ""
    if gains.unknown and not gains.points:
        total = t(N_("? points"))
    else:
        total = t(Plural("{n} point", "{n} points", gains.points))
        if gains.unknown:
            total += " + ?"
    return " · ".join(parts) + " = " + total


def choices_json(state: State, found: Choices) -> dict[str, Any]:
    """`options --json`: `{"colour", "player", "kind", "options": [...], "reason"}`."""
    name = state.board.cell_name
    return {
        "colour": COLOURS[found.colour],
        "player": state.players[found.player],
        "kind": found.kind,
        "options": [
            {"letter": o.letter, "cell": name(o.cell), "gains": gains_json(state, o.gains)}
            for o in found.options
        ],
        "reason": found.reason.english() if found.reason is not None else None,
    }


def gains_json(state: State, gains: Gains) -> dict[str, Any]:
    name = state.board.cell_name
    return {
        "water": [{"cell": name(c), "value": v or None} for c, v in gains.water],
        "oases": [name(c) for c in gains.oases],
        "areas": [area_json(state, area) for area in gains.areas],
        "points": gains.points,
        "unknown_markers": gains.unknown,
    }


def area_json(state: State, area: AreaValue) -> dict[str, Any]:
    name = state.board.cell_name
    return {
        "cells": [name(c) for c in area.cells],
        "hexes": area.hexes,
        "water": [{"cell": name(c), "value": v or None} for c, v in area.water],
        "oases": [name(c) for c in area.oases],
        "new_oases": [name(c) for c in area.new_oases],
        "value": area.value,
    }


def options_view(
    console: Console,
    t: Translator,
    state: State,
    found: Choices,
    focus: int | None = None,
) -> None:
    """The window around the caravan (or `focus`) with the lettered hexes, and the list;
    all of it within 80 columns and 24 lines."""
    board = state.board
    player = state.players[found.player]
    colour = colour_msg(found.colour)
    camel = found.kind == "camel"
    if not found.options:
        console.print(
            t(
                N_("No hex for the {colour} camel of {player}.")
                if camel
                else N_("No hex for the {colour} leader of {player}."),
                colour=colour,
                player=player,
            ),
            style="bold",
            markup=False,
        )
        if found.reason is not None:
            console.print(t.render(found.reason), markup=False)
        return
    caravan = list(state.caravans[found.player * len(COLOURS) + found.colour])
    cells = [o.cell for o in found.options]
    letters = {o.cell: o.letter for o in found.options}
    width = width_of(console)
    first, last = found.options[0].letter, found.options[-1].letter
    args = {
        "player": player,
        "colour": colour,
        "letters": first if first == last else f"{first}–{last}",
    }
    heading = _options_heading(t, camel, len(cells), args)
    rows = board.rows
    while True:
        if found.kind == "camel":
            frame = frame_for(console, board, [*caravan, *cells], rows)
        else:
            frame = frame_for(console, board, cells, rows, focus)
        if focus is not None and found.kind == "camel":
            frame = frame_for(console, board, [focus], rows, focus)
        inside = [o for o in found.options if frame.holds(board, o.cell)]
        listed = found.options if found.kind == "camel" else tuple(inside)
        lines = _list_lines(t, state, listed, frame, width)
        outside = len(found.options) - len(inside)
        used = 1 + window_lines(frame.last_row - frame.first_row + 1) + 1 + len(lines)
        used += 1 if outside else 0
        if used <= SCREEN_LINES or rows <= MIN_ROWS:
            break
        rows -= 1
    console.print(heading, style="bold", markup=False)
    print_window(console, t, board, state, state.n_players, frame, None, letters)
    console.print(legend_line(t, state), style="dim", soft_wrap=False, overflow="ellipsis")
    for line in lines:
        console.print(line, markup=False, soft_wrap=False, overflow="ellipsis")
    if outside:
        more = (
            Plural(  # listed, marked
                "{n} more outside this window (marked *): `--around CELL` moves it.",
                "{n} more outside this window (marked *): `--around CELL` moves it.",
                outside,
            )
            if found.kind == "camel"
            else Plural(  # a leader's: not listed (there may be a hundred)
                "{n} more outside this window: `--around CELL` moves it.",
                "{n} more outside this window: `--around CELL` moves it.",
                outside,
            )
        )
        console.print(t(more), style="dim", markup=False)


def best_option(found: Choices) -> Any:
    """The option that brings the most points at once (the first in reading order of the
    best), None when none brings any."""
    best = max(found.options, key=lambda o: o.gains.points, default=None)
    return best if best is not None and best.gains else None


def every_colour_json(state: State, every: Sequence[Choices]) -> dict[str, Any]:
    """`options --json` with no colour: per colour, the hexes and the best of them."""
    name = state.board.cell_name
    colours = []
    for found in every:
        best = best_option(found)
        colours.append(
            {
                "colour": COLOURS[found.colour],
                "hexes": len(found.options),
                "best": None
                if best is None
                else {"cell": name(best.cell), "gains": gains_json(state, best.gains)},
                "reason": found.reason.english() if found.reason is not None else None,
            }
        )
    player = state.players[every[0].player] if every else None
    kind = every[0].kind if every else None
    return {"player": player, "kind": kind, "colours": colours}


def _first_round_lifted(state: State, seat: int) -> bool:
    """Whether the first round's limit of leaders (a colour nobody has placed) is lifted for
    `seat`: every colour they hold is already taken this round."""
    hand = state.hand[seat]
    first = state.leader_turns < state.n_players
    return first and bool(hand) and all(c in state.first_round for c in hand)


def every_colour_view(
    console: Console, t: Translator, state: State, every: Sequence[Choices]
) -> None:
    """For each colour: how many hexes the player's next camel (leader) of it has, and the
    one that brings most; then how to see one colour's hexes with their letters."""
    if not every:
        return
    player = state.players[every[0].player]
    camel = every[0].kind == "camel"
    heading = (
        N_("Where the next camel of {player} may go, colour by colour:")
        if camel
        else N_("Where the next leader of {player} may go, colour by colour:")
    )
    console.print(t(heading, player=player), style="bold", markup=False)
    for found in every:
        best = best_option(found)
        if not found.options:
            what = t.render(found.reason) if found.reason is not None else t(N_("no hex"))
        else:
            what = t(Plural("{n} hex", "{n} hexes", len(found.options)))
            if best is not None:
                gained = gains_text(t, state.board, best.gains)
                what += " — " + t(
                    N_("best: {cell}, {gains}"), cell=state.board.cell_name(best.cell), gains=gained
                )
            elif camel:
                what += " — " + t(N_("none brings points at once"))
        console.print(_coloured(t, "  ", found.colour, what), overflow="fold")
    if not camel and _first_round_lifted(state, every[0].player):
        note = N_(
            "(first round: every colour {player} holds is already taken, so {player} may "
            "choose any of them.)"
        )
        console.print(t(note, player=player), markup=False)
    shown = colour_name(t, next((f for f in every if f.options), every[0]).colour)
    if t.at_prompt:  # the command as typed at the table, in the reader's words
        hint = t.with_commands(
            t(N_("`options {colour}` shows one colour's hexes, each with a letter."), colour=shown),
            "desert",
        )
    else:
        hint = t(
            N_("`assistant desert options {colour}` shows one colour's hexes, each with a letter."),
            colour=shown,
        )
    console.print(hint, style="dim", markup=False)


def _options_heading(t: Translator, camel: bool, count: int, args: dict[str, Any]) -> str:
    """`ana, yellow camel: 12 hexes (a–l)`."""
    if camel:
        return t(
            Plural(
                "{player}, {colour} camel: {n} hex ({letters})",
                "{player}, {colour} camel: {n} hexes ({letters})",
                count,
                **args,
            )
        )
    return t(
        Plural(
            "{player}, {colour} leader: {n} hex ({letters})",
            "{player}, {colour} leader: {n} hexes ({letters})",
            count,
            **args,
        )
    )


def _list_lines(
    t: Translator, state: State, options: Sequence[Any], frame: Window, width: int
) -> list[str]:
    """One line per choice that brings something, then the others packed on few lines."""
    name = state.board.cell_name
    lines: list[str] = []
    plain: list[str] = []
    for option in options:
        gained = gains_text(t, state.board, option.gains)
        where = name(option.cell)
        if not frame.holds(state.board, option.cell):
            where += "*"
        if gained:
            lines.append(f"{option.letter:>2} {where:<4} {gained}")
        else:
            plain.append(f"{option.letter} {where}")
    if plain:
        label = t(N_("nothing more:")) if lines else ""
        current = label
        for item in plain:
            if current and current != label:
                piece = f" · {item}"
            else:
                piece = f" {item}" if current else item
            if current != label and len(current) + len(piece) > width:
                lines.append(current)
                current, piece = "", item
            current += piece
        lines.append(current)
    return lines


# --------------------------------------------------------------------------- threats


def threats_json(state: State, found: Threats) -> dict[str, Any]:
    name = state.board.cell_name
    players = state.players
    return {
        "player": players[found.viewer] if found.viewer is not None else None,
        "camels_next_turn": {players[p]: n for p, n in enumerate(found.camels)},
        "areas": [
            {
                "player": players[a.player],
                "colour": COLOURS[a.colour],
                **area_json(state, a.area),
                "placements": [[name(c) for c in p] for p in a.placements],
            }
            for a in found.areas
        ],
        "oases": [
            {
                "player": players[r.player],
                "colour": COLOURS[r.colour],
                "reached": [name(c) for c in r.reached],
                "reachable": [{"oasis": name(c), "camels": n} for c, n in r.reachable],
                "unreachable": [name(c) for c in r.unreachable],
            }
            for r in found.oases
        ],
        "largest": [
            {
                "colour": COLOURS[g.colour],
                "sizes": {players[p]: size for p, size in g.sizes},
                "leaders": [players[p] for p in g.leaders],
                "margin": g.margin,
            }
            for g in found.largest
        ],
        "supply": [
            {
                "colour": COLOURS[s.colour],
                "left": s.left,
                "turns": s.turns,
                "player": players[s.player] if s.player is not None else None,
            }
            for s in found.supply
        ],
    }


def placements_text(state: State, placements: Sequence[tuple[int, ...]]) -> str:
    """`D2 | E1+F1 | …` (at most a few; the JSON has them all)."""
    name = state.board.cell_name
    shown = ["+".join(name(c) for c in p) for p in placements[:AREA_PAIRS_LIMIT]]
    if len(placements) > AREA_PAIRS_LIMIT:
        shown.append("…")
    return " | ".join(shown)


def area_line(t: Translator, state: State, area: AreaValue) -> str:
    """`3 hexes C1 D1 E2, worth 7: 3 hexes, markers ~2 ~?, oasis Q3 +5`."""
    name = state.board.cell_name
    cells = " ".join(name(c) for c in area.cells)
    if len(area.cells) > 8:
        cells = " ".join(name(c) for c in area.cells[:8]) + " …"
    parts = [t(Plural("{n} hex", "{n} hexes", area.hexes))]
    if area.water:
        markers = " ".join(f"~{v or '?'}" for _, v in area.water)
        parts.append(
            t(Plural("marker {markers}", "markers {markers}", len(area.water), markers=markers))
        )
    for oasis in area.new_oases:
        parts.append(t(N_("oasis {cell} +5"), cell=name(oasis)))
    if len(parts) == 1:
        return t(
            Plural(
                "{n} hex ({cells}), worth {value}",
                "{n} hexes ({cells}), worth {value}",
                len(area.cells),
                cells=cells,
                value=area.value,
            )
        )
    return t(
        Plural(
            "{n} hex ({cells}), worth {value}: {parts}",
            "{n} hexes ({cells}), worth {value}: {parts}",
            len(area.cells),
            cells=cells,
            value=area.value,
            parts=", ".join(parts),
        )
    )


def threats_view(console: Console, t: Translator, state: State, found: Threats) -> None:
    players = state.players
    viewer = found.viewer
    if state.phase == "over":
        console.print(t(N_("The game is over: what was left open.")), style="bold", markup=False)
    elif viewer is not None:
        console.print(
            t(
                N_("Threats and chances, seen by {player}. {turn}"),
                player=players[viewer],
                turn=turn_msg(state),
            ),
            style="bold",
            markup=False,
        )
    if state.phase == "leaders":
        console.print(
            t(N_("Areas: none can be closed while the leaders are placed.")), markup=False
        )
    else:
        for title, areas in _threat_groups(t, state, found):
            _areas_list(console, t, state, title, areas)
    _oases_lines(console, t, state, found)
    console.print(t(N_("Largest caravans:")), style="bold", markup=False)
    for g in found.largest:
        console.print(_coloured(t, "  ", g.colour, _largest_line(t, players, g)))
    console.print(
        t(N_("Camels left (the fewest turns before the colour runs out, ending the game):")),
        style="bold",
        markup=False,
    )
    for s in found.supply:
        if s.turns is None or s.player is None:
            rest = str(s.left)
        else:
            rest = t(
                Plural(
                    "{left}, {n} turn ({player})",
                    "{left}, {n} turns ({player})",
                    s.turns,
                    left=s.left,
                    player=players[s.player],
                )
            )
        console.print(_coloured(t, "  ", s.colour, rest))


def _largest_line(t: Translator, players: Sequence[str], g: Largest) -> str:
    """`Sara 7, Luca 6 (Sara leads by 1)`; a tie said of the tied players only: `Sara 7
    and Luca 7 tied, then Anna 6, Marco 6`."""
    if len(g.leaders) < 2:
        sizes = ", ".join(f"{players[p]} {size}" for p, size in g.sizes)
        lead = t(N_("{player} leads by {n}"), player=players[g.leaders[0]], n=g.margin)
        return f"{sizes} ({lead})"
    tied = [f"{players[p]} {size}" for p, size in g.sizes if p in g.leaders]
    rest = ", ".join(f"{players[p]} {size}" for p, size in g.sizes if p not in g.leaders)
    if not rest:
        return t(N_("{tied} tied"), tied=tied)
    return t(N_("{tied} tied, then {rest}"), tied=tied, rest=rest)


def _threat_groups(t: Translator, state: State, found: Threats) -> list[tuple[str, list[Any]]]:
    """The areas that can be closed, with their headings: all of them, or (seen by a
    player) the others' and the player's own."""
    players = state.players
    viewer = found.viewer
    groups: list[tuple[str, list[Any]]] = []
    if viewer is None:
        groups.append((t(N_("Areas that can be closed:")), list(found.areas)))
    else:
        groups.append(
            (
                t(N_("Areas the others could close on their next turn:")),
                [a for a in found.areas if a.player != viewer],
            )
        )
        groups.append(
            (
                t(
                    Plural(
                        "Areas {player} could close with the {n} camel of the next turn:",
                        "Areas {player} could close with the {n} camels of the next turn:",
                        found.camels[viewer],
                        player=players[viewer],
                    )
                ),
                [a for a in found.areas if a.player == viewer],
            )
        )
    return groups


def _areas_list(
    console: Console, t: Translator, state: State, title: str, areas: list[Any]
) -> None:
    players = state.players
    console.print(title, style="bold", markup=False)
    if not areas:
        console.print("  " + t(N_("none")), markup=False)
    for a in areas[:AREAS_SHOWN]:
        who = t(
            N_("{player}, {caravan}"),
            player=players[a.player],
            caravan=caravan_msg(a.colour),
        )
        console.print(t.typography(f"  {who}: {area_line(t, state, a.area)}"), markup=False)
        console.print(
            "    "
            + t(
                N_("closed by {placements}"),
                placements=placements_text(state, a.placements),
            ),
            style="dim",
            markup=False,
        )
    if len(areas) > AREAS_SHOWN:
        console.print(
            "  "
            + t(
                Plural(
                    "… and {n} more (`--json` lists them all)",
                    "… and {n} more (`--json` lists them all)",
                    len(areas) - AREAS_SHOWN,
                )
            ),
            style="dim",
            markup=False,
        )


def _oases_lines(console: Console, t: Translator, state: State, found: Threats) -> None:
    """Per caravan: the oases reached, those it can reach (camels needed), those it cannot."""
    players = state.players
    name = state.board.cell_name
    console.print(
        t(N_("Oases (camels needed at least to reach them):")), style="bold", markup=False
    )
    for r in found.oases:
        parts = []
        if r.reached:
            parts.append(t(N_("reached {oases}"), oases=" ".join(name(c) for c in r.reached)))
        if r.reachable:
            parts.append(
                t(
                    N_("can reach {oases}"),
                    oases=", ".join(f"{name(c)} {n}" for c, n in r.reachable),
                )
            )
        if r.unreachable:
            parts.append(
                t(N_("out of reach {oases}"), oases=" ".join(name(c) for c in r.unreachable))
            )
        console.print(_coloured(t, f"  {players[r.player]} ", r.colour, " · ".join(parts)))


def _coloured(t: Translator, prefix: str, colour: int, rest: str) -> Text:
    """`prefix` + the colour's name on its colour + `: ` + `rest` (French spacing kept)."""
    name = colour_name(t, colour)
    line = Text(t.typography(f"{prefix}{name}: {rest}"))
    line.stylize(COLOUR_STYLE[COLOURS[colour]], len(prefix), len(prefix) + len(name))
    return line


# --------------------------------------------------------------------------- brief status


def brief_status(console: Console, t: Translator, state: State, session_name: str) -> None:
    """Scores, supplies and whose turn in at most 8 lines."""
    console.print(
        t(N_("{game} — session {name}"), game=Msg(SPEC.name), name=session_name),
        style="bold",
        markup=False,
        overflow="ellipsis",
        soft_wrap=False,
    )
    result = score(state)
    secret = state.secret
    for p in result.players:
        if secret:
            text = t(
                N_(
                    "{player}: {total} in sight (markers taken {markers}, oases {oases}, "
                    "areas {areas}, caravans {caravans})"
                ),
                player=p.name,
                total=p.shown,
                markers=len(p.water_markers),
                oases=p.oases,
                areas=p.areas,
                caravans=p.caravans,
            )
        else:
            text = t(
                N_(
                    "{player}: {total} (water {water}, oases {oases}, areas {areas}, "
                    "caravans {caravans})"
                ),
                player=p.name,
                total=p.total,
                water=p.water,
                oases=p.oases,
                areas=p.areas,
                caravans=p.caravans,
            )
        console.print(text, markup=False, overflow="ellipsis", soft_wrap=False)
    line = Text(t(N_("Camels left:")) + " ")
    for i, colour in enumerate(COLOURS):
        if i:
            line.append(" ")
        line.append(f"{t.gettext(COLOUR_NAMES[colour])} {state.supply[i]}", COLOUR_STYLE[colour])
    console.print(line, overflow="ellipsis", soft_wrap=False)
    if state.phase == "over":
        from assistant.render.desert import winners_text

        console.print(winners_text(t, result.winners or ()), style="bold", markup=False)
    else:
        console.print(t.render(turn_msg(state)), style="bold", markup=False)


# --------------------------------------------------------------------------- one line


def summary_line(
    t: Translator, before: State, after: State, move: Move, events: Sequence[Event]
) -> str:
    """One line after a move: what it was and took, the points now, who plays next.

    `bo: pink camel on L2 · marker L2 ~3 · oasis J3 +5 — ana 12, bo 18 — then ana: 2 camels`
    (the points are those in sight while the markers stay face down)."""
    del before  # the events say what changed
    if isinstance(move, WaterMove):
        head = t(N_("Water hole {cell}: marker worth {value}."), cell=move.cell, value=move.value)
        return head
    colour = colour_msg(COLOURS.index(move.colour))
    if isinstance(move, LeaderMove):
        head = t(
            N_("{player}: {colour} leader on {cell}"),
            player=move.player,
            colour=colour,
            cell=move.cell,
        )
    else:
        assert isinstance(move, PlaceMove)
        head = t(
            N_("{player}: {colour} camel on {cell}"),
            player=move.player,
            colour=colour,
            cell=move.cell,
        )
    parts = [head]
    for event in events:
        data = event.data
        if event.code == "water/taken":
            value = data.get("value")
            parts.append(t(N_("marker {cell} ~{value}"), cell=data["cell"], value=value or "?"))
        elif event.code == "oasis/reached":
            parts.append(t(N_("oasis {cell} +5"), cell=data["oasis"]))
        elif event.code == "area/closed":
            parts.append(
                t(
                    Plural(
                        "area of {n} hex +{points}",
                        "area of {n} hexes +{points}",
                        len(data["cells"]),
                        points=data["points"],
                    )
                )
            )
    points = standings(after)
    totals = ", ".join(f"{player} {total}" for player, total in points.totals)
    if after.phase == "over":
        tail = t(N_("game over"))
    elif after.phase == "leaders":
        tail = t(N_("then {player}: a leader"), player=after.players[after.seat])
    else:
        tail = t(
            Plural(
                "then {player}: {n} camel",
                "then {player}: {n} camels",
                camels_this_turn(after) - after.placed,
                player=after.players[after.seat],
            )
        )
    return " · ".join(parts) + f" — {totals} — {tail}"


# --------------------------------------------------------------------------- report


ReportTable = tuple[str, list[str], list[list[str]]]
"""A table of a report: its title, its headings and its rows."""


def left_open(t: Translator, state: State) -> list[ReportTable]:
    """The tables of the report's last section, "What was left open": the areas one turn
    could close, the oases still within reach, the margins of the largest caravans and,
    while the game goes on, the camels left. Each table: (title, headings, rows)."""
    from assistant.games.desert.aids import threats

    found = threats(state)
    players = state.players
    name = state.board.cell_name
    tables: list[ReportTable] = []
    finished = state.phase == "over"
    rows = [
        [
            players[a.player],
            t.render(caravan_msg(a.colour)),
            " ".join(name(c) for c in a.area.cells),
            str(a.area.value),
            placements_text(state, a.placements),
        ]
        for a in found.areas
    ]
    tables.append(
        (
            t(N_("Areas one more turn (two camels) would have closed"))
            if finished
            else t(N_("Areas the next turn of each player could close")),
            [t(N_("Player")), t(N_("Caravan")), t(N_("Hexes")), t(N_("Worth")), t(N_("By"))],
            rows,
        )
    )
    tables.append(_oases_table(t, state, found))
    tables.append(
        (
            t(N_("Largest caravans and their margins")),
            [t(N_("Colour")), t(N_("Sizes")), t(N_("Margin"))],
            [
                [
                    colour_name(t, g.colour),
                    ", ".join(f"{players[p]} {size}" for p, size in g.sizes),
                    t(N_("tied")) if len(g.leaders) > 1 else str(g.margin),
                ]
                for g in found.largest
            ],
        )
    )
    if not finished:
        tables.append(
            (
                t(N_("Camels left, and the fewest turns before a colour runs out")),
                [t(N_("Colour")), t(N_("Camels left")), t(N_("Turns"))],
                [
                    [
                        colour_name(t, s.colour),
                        str(s.left),
                        "—"
                        if s.turns is None or s.player is None
                        else f"{s.turns} ({players[s.player]})",
                    ]
                    for s in found.supply
                ],
            )
        )
    return tables


def _oases_table(t: Translator, state: State, found: Threats) -> ReportTable:
    """The oases not reached yet, per caravan: within reach (camels needed) or not."""
    players = state.players
    name = state.board.cell_name
    return (
        t(N_("Oases not reached, with the camels left")),
        [
            t(N_("Player")),
            t(N_("Caravan")),
            t(N_("Within reach (camels)")),
            t(N_("Out of reach")),
        ],
        [
            [
                players[r.player],
                t.render(caravan_msg(r.colour)),
                ", ".join(f"{name(c)} ({n})" for c, n in r.reachable) or "—",
                " ".join(name(c) for c in r.unreachable) or "—",
            ]
            for r in found.oases
            if r.reachable or r.unreachable
        ],
    )
