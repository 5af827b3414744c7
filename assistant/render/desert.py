"""Drawing Through the Desert: the hex board, the turn, the scores.

The board is drawn as a honeycomb of flat-topped hexes, odd columns half a hex lower, every
hex three characters wide:

     A   B   C
     ___     ___
 1  /A1 \\___/C1 \\
    \\___/B1 \\___/

An empty hex shows its name; a camel shows its owner's initial and a colour letter (a
leader adds `*`) on the camel's colour; an oasis is `Ψ`; a water hole `~` and its value
(`~?` when not recorded); an owned area is shaded `░` with its owner's initial; mountains are
`^^^`; the part left out with 2 or 3 players `···`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from assistant.games.desert.board import Board
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
    caravan_player,
    colour_msg,
)
from assistant.i18n import Translator
from assistant.messages import N_, Msg, Plural

if TYPE_CHECKING:
    from assistant.cli.play import Outcome

COLOUR_STYLE = {
    "yellow": "bold black on yellow",
    "pink": "bold black on plum1",
    "purple": "bold white on purple",
    "green": "bold black on green3",
    "turquoise": "bold black on dark_turquoise",
}
COLOUR_LETTER = {"yellow": "y", "pink": "p", "purple": "v", "green": "g", "turquoise": "t"}
BORDER = "grey50"
AREA_STYLE = "on grey30"
MARGIN = 4
TOP = 1


def player_tokens(players: tuple[str, ...] | list[str]) -> list[str]:
    """One character per player for the map: initials, or 1-5 when two initials clash."""
    initials = [p[:1].upper() or "?" for p in players]
    if len(set(initials)) == len(initials):
        return initials
    return [str(i + 1) for i in range(len(players))]


def _cell_look(
    board: Board, cell: int, state: State | None, in_play: tuple[bool, ...], tokens: list[str]
) -> tuple[str, str] | None:
    """The three characters shown in `cell` and their style (None: nothing is drawn)."""
    kind = board.kinds[cell]
    if kind == "off":
        return None
    if kind == "mountain":
        return "^^^", "grey42"
    if not in_play[cell]:
        return "···", "grey35"
    name = board.cell_name(cell)
    label = (name + "  ")[:3]
    if state is None:
        if kind == "water":
            return "~  ", "bold blue"
        if kind == "palm":
            return "P  ", "bold green"
        return label, "grey62"
    caravan = state.occupant[cell]
    if caravan != EMPTY:
        colour = COLOURS[caravan_colour(caravan)]
        mark = "*" if cell in state.leaders else " "
        token = tokens[caravan_player(caravan)]
        return f"{token}{COLOUR_LETTER[colour]}{mark}", COLOUR_STYLE[colour]
    area = state.owner[cell]
    if area != EMPTY:
        token = tokens[state.areas[area].player]
        if cell in state.layout.oases:
            return "░Ψ░", f"bold green {AREA_STYLE}"
        return f"░{token}░", AREA_STYLE
    if cell in state.layout.oases:
        return " Ψ ", "bold green"
    if cell in state.layout.water_holes:
        value = state.water_value[cell]
        return f"~{value or '?'} ", "bold blue"
    return label, "grey62"


def draw_lines(board: Board, state: State | None, n_players: int) -> list[Text]:
    """The honeycomb as lines of styled text."""
    in_play = state.layout.in_play if state is not None else board.in_play(n_players)
    tokens = player_tokens(list(state.players)) if state is not None else []
    width = MARGIN + 4 * board.cols + 1
    height = TOP + 2 * board.rows + 2
    chars = [[" "] * width for _ in range(height)]
    styles: list[list[str | None]] = [[None] * width for _ in range(height)]

    def put(y: int, x: int, text: str, style: str | None) -> None:
        for i, ch in enumerate(text):
            chars[y][x + i] = ch
            styles[y][x + i] = style

    for c in range(board.cols):
        put(0, MARGIN + 4 * c + 2, chr(ord("A") + c), "bold")
    for r in range(board.rows):
        put(TOP + 2 * r + 1, 0, f"{r + 1:>2}", "bold")
    for cell in range(board.size):
        look = _cell_look(board, cell, state, in_play, tokens)
        if look is None:
            continue
        col, row = board.position(cell)
        x = MARGIN + 4 * col
        y = TOP + 2 * row + col % 2
        if chars[y][x + 1] == " ":
            put(y, x + 1, "___", BORDER)
        put(y + 1, x, "/", BORDER)
        put(y + 1, x + 1, look[0], look[1])
        put(y + 1, x + 4, "\\", BORDER)
        put(y + 2, x, "\\", BORDER)
        put(y + 2, x + 1, "___", BORDER)
        put(y + 2, x + 4, "/", BORDER)
    lines: list[Text] = []
    for y in range(height):
        text = Text()
        for x in range(width):
            text.append(chars[y][x], styles[y][x] or "")
        text.rstrip()
        lines.append(text)
    while lines and not lines[-1].plain.strip():
        lines.pop()
    return lines


def board_map(
    console: Console,
    t: Translator,
    state: State | None,
    board: Board | None = None,
    n_players: int = 3,
) -> None:
    """The board with its legend."""
    shown = state.board if state is not None else board
    assert shown is not None
    players = state.n_players if state is not None else n_players
    if shown.label:
        console.print(
            t(N_("Board {name}: {label}"), name=shown.name, label=t.gettext(shown.label)),
            style="dim",
            markup=False,
        )
    for line in draw_lines(shown, state, players):
        console.print(line, soft_wrap=True)
    legend = Text()
    if state is not None:
        tokens = player_tokens(list(state.players))
        legend.append(
            "   ".join(f"{tok} {name}" for tok, name in zip(tokens, state.players, strict=True))
        )
        legend.append("      ")
        legend.append(
            "   ".join(f"{COLOUR_LETTER[c]} {t.gettext(COLOUR_NAMES[c])}" for c in COLOURS)
        )
        legend.append("\n")
        legend.append(
            t(
                N_(
                    "* leader   Ψ oasis   ~2 water hole and its value (~? not recorded)   "
                    "░A░ area owned by A   ^^^ mountain"
                )
            )
        )
    else:
        legend.append(t(N_("~ water hole   P palm space (oasis or water hole)   ^^^ mountain")))
    if any(shown.large_only) and players <= 3:
        legend.append("   ")
        legend.append(t(N_("··· left out with 2 or 3 players")))
    console.print(legend, style="dim")


def board_json(board: Board, state: State | None, n_players: int) -> dict[str, Any]:
    """The board cell by cell (what `map --json` prints)."""
    in_play = state.layout.in_play if state is not None else board.in_play(n_players)
    cells = []
    for cell in range(board.size):
        entry: dict[str, Any] = {
            "cell": board.cell_name(cell),
            "kind": board.kinds[cell],
            "in_play": in_play[cell],
        }
        if state is not None and in_play[cell]:
            if cell in state.layout.oases:
                entry["oasis"] = True
            if cell in state.layout.water_holes:
                entry["water"] = state.water_value[cell] or None
                taker = state.taken_by[cell]
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
        cells.append(entry)
    return {
        "board": board.name,
        "label": board.label,
        "columns": board.cols,
        "rows": board.rows,
        "cells": cells,
    }


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
    table = Table(title=t(N_("Boards")), title_justify="left")
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


# --------------------------------------------------------------------------- turns and moves


# Events the move report leaves to the lines after it: the turn line and the final score.
SHOWN_APART = ("turn/next", "game/over")


def turn_line(console: Console, t: Translator, state: State) -> None:
    """Whose turn it is and what they do, or the end of the game."""
    if state.phase == "over":
        console.print(winners_text(t, score(state).winners or ()), style="bold", markup=False)
        return
    console.print(t.render(turn_msg(state)), style="bold", markup=False)


def move_report(console: Console, t: Translator, outcome: Outcome[State]) -> None:
    """What was recorded, what it brought, and who plays next."""
    move = outcome.move
    state = outcome.after
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
        if event.code in SHOWN_APART:
            continue
        style = "bold" if event.code == "area/closed" else None
        console.print("  " + t.render(event.msg), style=style, markup=False)
    if state.phase == "over":
        score_table(console, t, state)
    else:
        turn_line(console, t, state)


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
    score_table(console, t, state)
    if state.phase != "over":
        turn_line(console, t, state)


def score_table(console: Console, t: Translator, state: State) -> None:
    """The scoreboard with its breakdown; provisional until the game ends."""
    result = score(state)
    title = (
        t(N_("Final score"))
        if result.finished
        else t(N_("Points so far (largest caravans provisional)"))
    )
    table = Table(title=title, title_justify="left")
    table.add_column(t(N_("Player")), style="bold")
    table.add_column(t(N_("Water holes")), justify="right")
    table.add_column(t(N_("Oases")), justify="right")
    table.add_column(t(N_("Areas")), justify="right")
    table.add_column(t(N_("Largest caravans")), justify="right")
    table.add_column(t(N_("Total")), justify="right", style="bold")
    for player in result.players:
        largest = ", ".join(
            f"{t.gettext(COLOUR_NAMES[COLOURS[c]])} {points}" for c, _, points in player.largest
        )
        table.add_row(
            player.name,
            str(player.water),
            str(player.oases),
            str(player.areas),
            f"{player.caravans}" + (f" ({largest})" if largest else ""),
            str(player.total),
        )
    console.print(table)
    sizes = Table(title=t(N_("Caravan sizes")), title_justify="left")
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
