"""Drawing Through the Desert: the board (drawn by `desert_map`), the turn, the scores.

On the map an empty hex shows its name; a camel shows its owner's initial and a colour letter
(a leader adds `*`) on the camel's colour; an oasis is `Ψ`; a water hole `~` and its value
(`~?` when not recorded); an owned area is shaded `░` with its owner's initial; mountains are
`^^^`; the part left out with 2 or 3 players `···`. Letters and row numbers on every edge
name the hexes whatever they show.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.text import Text

from assistant.games.desert.board import Board, column_letter
from assistant.games.desert.moves import LeaderMove, PlaceMove, WaterMove
from assistant.games.desert.rules import turn_msg
from assistant.games.desert.scoring import score
from assistant.games.desert.state import (
    COLOUR_NAMES,
    COLOURS,
    EMPTY,
    SPEC,
    State,
    caravan_colour,
    caravan_msg,
    caravan_player,
    colour_msg,
)
from assistant.i18n import Translator
from assistant.messages import N_, Msg, Plural
from assistant.render import MOVE_BEFORE, fit_table, titled
from assistant.render.desert_map import COLOUR_STYLE, draw, player_tokens

if TYPE_CHECKING:
    from assistant.sessions import Outcome


def board_map(
    console: Console,
    t: Translator,
    state: State | None,
    board: Board | None = None,
    n_players: int = 3,
    labels: bool = False,
    target: int | None = None,
) -> None:
    """The board with its legend, fitted to the terminal (see `desert_map`)."""
    shown = state.board if state is not None else board
    assert shown is not None
    players = state.n_players if state is not None else n_players
    if shown.label:
        console.print(
            t(N_("Board {name}: {label}"), name=shown.name, label=t.gettext(shown.label)),
            style="dim",
            markup=False,
        )
    from assistant.render.desert_aids import colour_marks

    marks = colour_marks(t)
    pages = draw(shown, state, players, console.width, labels, target, marks)
    for number, page in enumerate(pages, 1):
        if len(pages) > 1:
            console.print(
                t(
                    N_("Columns {first} to {last} (part {n} of {count})"),
                    first=column_letter(page.first),
                    last=column_letter(page.last),
                    n=number,
                    count=len(pages),
                ),
                style="bold",
                markup=False,
            )
        for line in page.lines:
            console.print(line, soft_wrap=True)
    legend = Text()
    if state is not None and not labels:
        tokens = player_tokens(list(state.players))
        legend.append(
            "   ".join(f"{tok} {name}" for tok, name in zip(tokens, state.players, strict=True))
        )
        legend.append("      ")
        legend.append("   ".join(f"{marks[c]} {t.gettext(COLOUR_NAMES[c])}" for c in COLOURS))
        legend.append("\n")
        legend.append(
            t(
                N_(
                    "* leader   Ψ oasis   ~2 water hole and its value (~? not recorded)   "
                    "░A░ area owned by A   ^^^ mountain"
                )
            )
        )
    elif labels:
        legend.append(t(N_("Every hex shows its name; its colour shows what is on it.")))
    else:
        legend.append(t(N_("~ water hole   P palm space (oasis or water hole)   ^^^ mountain")))
    if any(shown.large_only) and players <= 3:
        legend.append("   ")
        legend.append(t(N_("··· left out with 2 or 3 players")))
    legend.append("\n")
    legend.append(
        t(
            N_(
                "A hex's name: the letter above it, the number on the line through its middle "
                "(each row number twice: for A, C, E…, then half a hex lower for B, D, F…)."
            )
        )
    )
    console.print(legend, style="dim")


def cell_json(board: Board, state: State | None, n_players: int, cell: int) -> dict[str, Any]:
    """One cell of the board: its kind, whether it is in play and what is on it."""
    in_play = state.layout.in_play if state is not None else board.in_play(n_players)
    entry: dict[str, Any] = {
        "cell": board.cell_name(cell),
        "kind": board.kinds[cell],
        "in_play": in_play[cell],
    }
    if state is not None and in_play[cell]:
        if cell in state.layout.oases:
            entry["oasis"] = True
        if cell in state.layout.water_holes:
            taker = state.taken_by[cell]
            hidden = taker != EMPTY and state.secret
            entry["water"] = None if hidden else state.water_value[cell] or None
            entry["taken_by"] = state.players[taker] if taker != EMPTY else None
        caravan = state.occupant[cell]
        if caravan != EMPTY:
            entry["camel"] = {
                "player": state.players[caravan_player(caravan)],
                "colour": COLOURS[caravan_colour(caravan)],
                "leader": cell in state.leaders,
            }
        area = state.owner[cell]
        if area != EMPTY:
            entry["owned_by"] = state.players[state.areas[area].player]
    return entry


def board_json(board: Board, state: State | None, n_players: int) -> dict[str, Any]:
    """The board cell by cell (what `map --json` prints)."""
    return {
        "board": board.name,
        "label": board.label,
        "columns": board.cols,
        "rows": board.rows,
        "cells": [cell_json(board, state, n_players, cell) for cell in range(board.size)],
    }


def cell_msg(board: Board, state: State | None, n_players: int, cell: int) -> Msg:
    """`D7 is in column D, row 7: a water hole, its marker worth 2.` (for `where`)."""
    col, row = board.position(cell)
    return Msg(
        N_("{cell} is in column {column}, row {row}: {what}."),
        {
            "cell": board.cell_name(cell),
            "column": column_letter(col),
            "row": row + 1,
            "what": _cell_content(board, state, n_players, cell),
        },
    )


def _cell_content(board: Board, state: State | None, n_players: int, cell: int) -> Msg:
    kind = board.kinds[cell]
    in_play = state.layout.in_play if state is not None else board.in_play(n_players)
    if kind == "off":
        return Msg(N_("outside the board"))
    if kind == "mountain":
        return Msg(N_("a mountain"))
    if not in_play[cell]:
        return Msg(N_("in the part of the board left out with 2 or 3 players"))
    if state is None:
        if kind == "water":
            return Msg(N_("a water hole"))
        if kind == "palm":
            return Msg(N_("a palm space (an oasis, or a water hole if no oasis goes there)"))
        return Msg(N_("desert"))
    caravan = state.occupant[cell]
    if caravan != EMPTY:
        args = {
            "colour": colour_msg(caravan_colour(caravan)),
            "player": state.players[caravan_player(caravan)],
        }
        if cell in state.leaders:
            return Msg(N_("the {colour} leader of {player}"), args)
        return Msg(N_("a {colour} camel of {player}"), args)
    area = state.owner[cell]
    if area != EMPTY:
        owned = state.areas[area]
        return Msg(
            N_("inside the area enclosed by the {caravan} of {player}"),
            {"caravan": caravan_msg(owned.colour), "player": state.players[owned.player]},
        )
    if cell in state.layout.oases:
        return Msg(N_("an oasis"))
    if cell in state.layout.water_holes:
        value = state.water_value[cell]
        if value:
            return Msg(N_("a water hole, its marker worth {value}"), {"value": value})
        return Msg(N_("a water hole, its marker's value not recorded yet"))
    return Msg(N_("empty desert"))


def board_counts_json(board: Board) -> dict[str, Any]:
    parts: dict[str, Any] = {}
    if board.players[0] <= 3:
        parts["2-3"] = board.counts(3).to_json()
    if board.players[1] >= 4:
        parts["4-5"] = board.counts(4).to_json()
    return {
        "board": board.name,
        "label": board.label,
        "players": list(board.players),
        "columns": board.cols,
        "rows": board.rows,
        "in_play": parts,
    }


def board_counts(console: Console, t: Translator, source: str, board: Board) -> None:
    console.print(
        t(
            N_(
                "{file}: board {name} is usable ({columns} columns × {rows} rows, {low} to "
                "{high} players)."
            ),
            file=source,
            name=board.name,
            columns=board.cols,
            rows=board.rows,
            low=board.players[0],
            high=board.players[1],
        ),
        markup=False,
    )
    for key, counts in board_counts_json(board)["in_play"].items():
        console.print(
            t(
                N_(
                    "With {players} players: {playable} hexes in play ({desert} desert, "
                    "{water} water holes, {palms} palm spaces)."
                ),
                players=key,
                playable=counts["playable"],
                desert=counts["desert"],
                water=counts["water_holes"],
                palms=counts["palm_spaces"],
            ),
            markup=False,
        )
    if not board.has_large_area():
        console.print(
            t(N_("This board has no part for 4 or 5 players.")), style="dim", markup=False
        )


def boards_table(console: Console, t: Translator, boards: list[Board]) -> None:
    table = titled(t(N_("Boards")))
    table.add_column(t(N_("Name")), style="bold")
    table.add_column(t(N_("Players")), justify="right")
    table.add_column(t(N_("Hexes in play")), justify="right")
    table.add_column(t(N_("Description")))
    for board in boards:
        counts = board_counts_json(board)["in_play"]
        table.add_row(
            board.name,
            f"{board.players[0]}–{board.players[1]}",
            " / ".join(str(c["playable"]) for c in counts.values()),
            t.gettext(board.label),
        )
    console.print(table)


def box_json(board: Board, t: Translator) -> dict[str, Any]:
    """What `map validate --json` adds for a 2-5 board: the box counts and the warnings."""
    from assistant.games.desert.extend import box_counts, box_warnings

    if not board.has_large_area():
        return {}
    return {
        "box": box_counts(board).to_json(),
        "warnings": [t.render(w) for w in box_warnings(board)],
    }


def box_lines(console: Console, t: Translator, board: Board) -> None:
    """A 2-5 board against the Kosmos box: its counts, then a line per difference."""
    from assistant.games.desert.extend import box_counts, box_warnings, palm_spaces, printed_water

    if not board.has_large_area():
        return
    found = box_counts(board)
    console.print(
        t(
            N_("Whole board: {palms}, {water}."),
            palms=palm_spaces(found.palms),
            water=printed_water(found.water),
        ),
        markup=False,
    )
    for warning in box_warnings(board):
        console.print(t(N_("Warning: {text}"), text=warning), style="bold", markup=False)


def printable_written(console: Console, t: Translator, board: Board, file: str) -> None:
    """`map --print -o FILE`: the printable board written."""
    console.print(
        t(
            N_("The board {board}, every hex named, written to {file} (A3 landscape)."),
            board=board.name,
            file=file,
        ),
        markup=False,
    )


def note_line(console: Console, t: Translator, note: Msg | None) -> None:
    """Why a board is drawn without a game (none is open), dimmed; nothing without a note."""
    if note is not None:
        console.print(t.render(note), style="dim", markup=False)


def board_view(
    console: Console,
    t: Translator,
    board: Board,
    state: State | None,
    n_players: int,
    labels: bool,
    note: Msg | None,
) -> None:
    """`map`: the note, then the board (the game's pieces on it when there is a game)."""
    note_line(console, t, note)
    board_map(console, t, state, board=board, n_players=n_players, labels=labels)


def new_game(console: Console, t: Translator, name: str, state: State) -> None:
    """`new`: the session's name, the board, the hidden markers' line and whose turn."""
    console.print(
        t(N_("New game of Through the Desert: {name}"), name=name), style="bold", markup=False
    )
    board_map(console, t, state)
    hidden_line(console, t, state)
    turn_line(console, t, state)


# --------------------------------------------------------------------------- turns and moves


# Events the move report leaves to the lines after it: the turn line and the final score.
SHOWN_APART = ("turn/next",)


def turn_line(console: Console, t: Translator, state: State) -> None:
    """Whose turn it is and what they do, or the end of the game."""
    if state.phase == "over":
        console.print(winners_text(t, score(state).winners or ()), style="bold", markup=False)
        return
    console.print(t.render(turn_msg(state)), style="bold", markup=False)


def move_report(console: Console, t: Translator, outcome: Outcome[State]) -> None:
    """What was recorded, what it brought, and who plays next; at the table's prompt, one
    line (the points now and what the move took) instead of the whole account."""
    move = outcome.move
    state = outcome.after
    if t.at_prompt and state.phase != "over":
        from assistant.render.desert_aids import summary_line

        line = summary_line(t, outcome.before, state, move, outcome.events)
        console.print(line, markup=False)
        before = outcome.before.supply
        if any(n != before[i] and n <= LAST_CAMELS for i, n in enumerate(state.supply)):
            last_camels_line(console, t, state)  # once per change, not after every move
        return
    if isinstance(move, WaterMove):
        console.print(
            t(N_("Water hole {cell}: marker worth {value}."), cell=move.cell, value=move.value),
            markup=False,
        )
        return
    colour = colour_msg(COLOURS.index(move.colour))
    if isinstance(move, LeaderMove):
        text = t(
            N_("{player}: {colour} leader on {cell}."),
            player=move.player,
            colour=colour,
            cell=move.cell,
        )
    else:
        assert isinstance(move, PlaceMove)
        text = t(
            N_("{player}: {colour} camel on {cell}."),
            player=move.player,
            colour=colour,
            cell=move.cell,
        )
    console.print(text, markup=False)
    for event in outcome.events:
        if event.code in SHOWN_APART or _said_before(event, move, state):
            continue
        style = "bold" if event.code in ("area/closed", "game/over") else None
        console.print("  " + t.render(event.msg), style=style, markup=False)
    if state.phase == "over":
        score_table(console, t, state)
    else:
        last_camels_line(console, t, state)
        turn_line(console, t, state)


def _said_before(event: Any, move: PlaceMove, state: State) -> bool:
    """Whether `event` is the end of the game that the line's move before `move` said was
    coming (`Léa pose son dernier turquoise en B9 et un jaune en D4`: the turquoise says the
    game ends with this turn, the yellow does not say it again)."""
    gone = [COLOURS[i] for i in range(len(COLOURS)) if state.supply[i] == 0]
    return (
        event.code == "game/over" and MOVE_BEFORE.get() and bool(gone) and move.colour not in gone
    )


LAST_CAMELS = 2
"""A colour with this many camels or fewer beside the board is named after each move: the
game ends with the turn that places the last camel of a colour."""


def last_camels_line(console: Console, t: Translator, state: State) -> None:
    """The colours nearly gone from beside the board, while camels are placed."""
    if state.phase != "camels":
        return
    gone = [colour_msg(i) for i in range(len(COLOURS)) if state.supply[i] == 0]
    if gone:  # the end comes with this turn: its player may still have a camel to place
        text = N_("The last {colour} camel is on the board: the game ends with this turn.")
        console.print(t(text, colour=gone[0]), style="bold", markup=False)
        return
    few = [
        t(N_("{colour}: {n}"), n=state.supply[i], colour=colour_msg(i))
        for i in range(len(COLOURS))
        if 0 < state.supply[i] <= LAST_CAMELS
    ]
    if few:
        text = N_(
            "Last camels beside the board: {camels}. The game ends with the turn that places "
            "the last camel of a colour."
        )
        console.print(t(text, camels=few), style="bold", markup=False)


def supply_line(console: Console, t: Translator, state: State) -> None:
    parts = [
        Text(f" {t.gettext(COLOUR_NAMES[c])} {state.supply[i]} ", COLOUR_STYLE[c])
        for i, c in enumerate(COLOURS)
    ]
    line = Text(t(N_("Camels beside the board:")) + " ")
    for part in parts:
        line.append_text(part)
        line.append(" ")
    console.print(line)


def status(console: Console, t: Translator, state: State, session_name: str) -> None:
    """The whole table: the map, the camels left, the points so far and whose turn it is."""
    console.print(
        t(
            N_("{game} — session {name}"),
            game=Msg(SPEC.name),
            name=session_name,
        ),
        style="bold",
        markup=False,
    )
    board_map(console, t, state)
    supply_line(console, t, state)
    hidden_line(console, t, state)
    score_table(console, t, state)
    if state.phase != "over":
        turn_line(console, t, state)


def hidden_line(console: Console, t: Translator, state: State) -> None:
    """A reminder that this table keeps the markers taken face down (while it does)."""
    if state.secret:
        console.print(
            t(
                N_(
                    "Hidden information: the water-hole markers taken stay face down; their "
                    "values count in the final score."
                )
            ),
            style="dim",
            markup=False,
        )


def score_table(console: Console, t: Translator, state: State) -> None:
    """The scoreboard with its breakdown; provisional until the game ends.

    While the table keeps the markers secret (`State.secret`), the water column counts the
    markers each player took and the total is the points in sight, without them.
    """
    result = score(state)
    secret = state.secret
    if result.finished:
        title = t(N_("Final score"))
    elif secret:
        title = t(
            N_(
                "Points in sight (water-hole markers stay face down until the end; largest "
                "caravans provisional)"
            )
        )
    else:
        title = t(N_("Points so far (largest caravans provisional)"))
    table = titled(title)
    table.add_column(t(N_("Player")), style="bold")
    table.add_column(t(N_("Markers taken") if secret else N_("Water holes")), justify="right")
    table.add_column(t(N_("Oases")), justify="right")
    table.add_column(t(N_("Areas")), justify="right")
    table.add_column(t(N_("Largest caravans")))  # text that may wrap: from the left
    table.add_column(t(N_("In sight") if secret else N_("Total")), justify="right", style="bold")
    for player in result.players:
        largest = ", ".join(
            f"{t.gettext(COLOUR_NAMES[COLOURS[c]])} {points}" for c, _, points in player.largest
        )
        table.add_row(
            player.name,
            str(len(player.water_markers)) if secret else str(player.water),
            str(player.oases),
            str(player.areas),
            f"{player.caravans}" + (f" ({largest})" if largest else ""),
            str(player.shown if secret else player.total),
        )
    fit_table(console, table)  # the headings wrap before the largest caravans do
    console.print(table)
    sizes = titled(t(N_("Caravan sizes")))
    sizes.add_column(t(N_("Colour")))
    for name in state.players:
        sizes.add_column(name, justify="right")
    for c, colour in enumerate(COLOURS):
        sizes.add_row(
            Text(t.gettext(COLOUR_NAMES[colour]), COLOUR_STYLE[colour]),
            *[
                "–" if state.returned[p] == c else str(result.sizes[c][p])
                for p in range(state.n_players)
            ],
        )
    console.print(sizes)
    if result.winners is not None:
        console.print(winners_text(t, result.winners), style="bold", markup=False)


def winners_text(t: Translator, winners: tuple[str, ...]) -> str:
    return t.render(
        Plural(
            "Game over. Winner: {winners}.",
            "Game over. Winners (tied): {winners}.",
            len(winners),
            winners=t.join(list(winners)),
        )
    )
