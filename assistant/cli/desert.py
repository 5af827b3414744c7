"""`assistant desert`: the commands of Through the Desert that are not moves.

`new`, `status`, `score`, `map`, `where`, `options` and `threats` live here; the acting
commands (`leader`, `place`, `water`) and `check` are generated from the game's grammar
(`assistant.games.desert.commands`) by `assistant.cli.moves`. Board files are read by
`assistant.boards`, the file `map extend` writes is made by `assistant.games.desert.extend`,
and the views are drawn by `assistant.render.desert` and `assistant.render.desert_aids`:
what is left here reads the command line, opens the game, calls the view and emits.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from assistant.boards import load_board
from assistant.cli import recording
from assistant.cli.gameapp import SessionNameOption, game_app, named_players, started, view
from assistant.cli.lazyapp import App, Option
from assistant.cli.runtime import current, write_file
from assistant.cli.words import choose, choose_player, split_list, vocabulary
from assistant.errors import UsageError, usage
from assistant.games.desert import GAME
from assistant.games.desert.board import DEFAULT_BOARD
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    import typer
    from rich.console import Console

    from assistant.games.desert import State
    from assistant.games.desert.board import Board
    from assistant.games.desert.extend import Extension
    from assistant.i18n import Translator

app = game_app(GAME)
map_app = App(
    name="map",
    help=(
        "Draw the board of the current game (or of a board file), or check a board file.\n\n"
        "Letters above and below, row numbers on both sides name every hex; caravans show "
        "their owner's initial, oases Ψ, water holes their values, owned areas are shaded.\n\n"
        "Examples:\n\n"
        "  assistant desert map\n\n"
        "  assistant desert map --labels\n\n"
        "  assistant desert map --map kosmos-2-3p --players 2\n\n"
        "  assistant desert map --around H11\n\n"
        "  assistant desert map --print -o board.svg\n\n"
        "  assistant desert map list\n\n"
        "  assistant desert map export kosmos-2-3p > my-board.yaml\n\n"
        "  assistant desert map validate my-board.yaml"
    ),
    invoke_without_command=True,
    no_args_is_help=False,
    add_completion=False,
)
app.add_typer(map_app, name="map")

WaterOption = Annotated[
    list[str] | None,
    Option(
        "--water",
        help="A water-hole marker's value, CELL=VALUE (repeat, or separate with commas).",
        metavar="CELL=VALUE",
    ),
]


# --------------------------------------------------------------------------- words


def colour_vocabulary() -> dict[str, list[str]]:
    from assistant.games.desert.state import COLOUR_ALIASES, COLOUR_NAMES

    return vocabulary(COLOUR_NAMES, COLOUR_ALIASES)


def parse_colour(word: str) -> str:
    return choose(word, colour_vocabulary(), N_("colour"))


def canonical_cell(board: Board, word: str) -> str:
    cell = board.cell_index(word)
    return board.cell_name(cell) if cell is not None else word.strip()


def parse_water(items: list[str] | None, board: Board) -> dict[str, int]:
    """`--water C1=2 --water D9=3,E6=1` -> {"C1": 2, "D9": 3, "E6": 1}, read as the
    grammar's `water` command reads its values (`commands.read_water`)."""
    from assistant.games.desert.commands import read_water

    values: dict[str, int] = {}
    for item in items or []:
        for cell, value in read_water(item):
            values[canonical_cell(board, cell)] = value
    return values


# --------------------------------------------------------------------------- new


@app.command("new")
def new(
    players: Annotated[
        str | None, typer.Option("--players", help="Names in turn order, separated by commas.")
    ] = None,
    map_: Annotated[
        str,
        typer.Option(
            "--map",
            help="A shipped board's name or the path of a board file (default: kosmos-2-3p).",
            metavar="NAME|FILE",
            show_default=False,  # the help says it
        ),
    ] = DEFAULT_BOARD,
    oases: Annotated[
        str | None,
        typer.Option("--oases", help="The 5 palm spaces that get an oasis, e.g. D3,J3,Q3,M7,B8."),
    ] = None,
    returned: Annotated[
        str | None,
        typer.Option(
            "--returned",
            help="5 players: the leader each player gives back, all colours different "
            "(ana=pink,bo=green,...).",
        ),
    ] = None,
    water: WaterOption = None,
    hidden: Annotated[
        bool,
        typer.Option(
            "--hidden",
            help="Keep the water-hole markers taken face down: `status` and `score` show how "
            "many each player took, not their values, until the game is over.",
        ),
    ] = False,
    name: SessionNameOption = None,
) -> None:
    """Start a game: players in turn order, the board, the oases, known water-hole values.

    Palm spaces without an oasis become water holes. Water-hole values can be given now
    (`--water D1=2,D9=3`) or later with `water`, at the latest when a camel takes the marker.
    With `--hidden` the markers taken stay face down, as in the box: the score in sight
    leaves their values out until the end (the final score counts them all).

    Examples:

      assistant desert new --players ana,bo --oases D3,J3,Q3,M7,B8

      assistant desert new --players ana,bo --oases D3,J3,Q3,M7,B8 --hidden

      assistant desert new --players ana,bo,cy --map kosmos-2-3p --oases D3,J3,Q3,M7,H11

      assistant desert new --players a,b,c,d,e --map my-board.yaml \\
        --oases D3,J3,Q3,M7,B8 \\
        --returned a=pink,b=green,c=yellow,d=purple,e=turquoise
    """
    names = named_players(GAME, players)
    board = load_board(map_)
    setup: dict[str, Any] = {
        "players": names,
        "board": board.to_data(),
        "oases": [canonical_cell(board, c) for c in split_list(oases or "")],
        "returned": parse_returned(returned, names),
        "water": parse_water(water, board),
    }
    if hidden:
        setup["hidden"] = True
    started(GAME, setup, name, "assistant.render.desert:new_game")


RETURN_SAID = frozenset(
    {
        *("il", "lo", "la", "le", "l'", "the", "son", "sa", "suo", "his", "her", "their"),
        *("rend", "rende", "restituisce", "returns", "gives", "back", "rida"),
        *("chef", "meneur", "capo", "capocarovana", "leader", "ses", "its"),
    }
)
"""The words a table says between a player and the leader they give back (`Anna restituisce
il rosa`, `Léa rend le rose`), folded."""


def parse_returned(returned: str | None, names: list[str]) -> dict[str, str]:
    """`--returned ana=pink,bo=green,...`: the leader each player gives back (5 players);
    also as said (`Anna rosa`, `Anna restituisce il rosa`, `Léa rend le rose`)."""
    from assistant.games import fold

    found: dict[str, str] = {}
    for item in split_list(returned or ""):
        who, sep, colour = item.partition("=")
        said = item.split()
        if not sep and len(said) > 1 and all(fold(w) in RETURN_SAID for w in said[1:-1]):
            who, sep, colour = said[0], "=", said[-1]
        if not sep:
            raise usage(
                "input/bad-returned",
                N_(
                    "Write a returned leader as PLAYER=COLOUR (for example ana=pink), "
                    "not “{given}”."
                ),
                given=item,
            )
        found[choose_player(who, names)] = parse_colour(colour)
    return found


# --------------------------------------------------------------------------- views


@app.command("status")
def status(
    brief: Annotated[
        bool,
        typer.Option(
            "--brief", help="Only the points, the camels left and whose turn (8 lines at most)."
        ),
    ] = False,
) -> None:
    """The board, whose turn it is, the supplies and the points so far.

    Examples:

      assistant desert status

      assistant desert status --brief

      assistant --json desert status
    """
    runtime = current()
    session, _, state = recording.open_game(runtime, GAME.spec.id)

    def human(console: Console, t: Translator) -> None:
        if brief:
            from assistant.render.desert_aids import brief_status

            brief_status(console, t, state, session.name)
            return
        from assistant.render import desert as view

        view.status(console, t, state, session.name)

    runtime.emit(GAME.state_json(state), human)


view(
    app,
    "score",
    GAME,
    help="Points per player with the breakdown: water, oases, areas, largest caravans.\n\n"
    "During the game the largest-caravan bonuses are provisional; after the last turn this is\n"
    "the final score and names the winners.\n\n"
    "Examples:\n\n  assistant desert score\n\n  assistant --json desert score",
    draw="assistant.render.desert:score_table",
    doc=lambda state: GAME.state_json(state)["score"],
    named=False,
)


PlayersOption = Annotated[
    int | None,
    Option(
        "--players",
        help="Draw the board's part for this many players, without the game's pieces.",
    ),
]
LabelsOption = Annotated[
    bool,
    Option("--labels", help="Write every hex's name in it instead of what is on it."),
]
BoardOption = Annotated[
    str | None,
    Option(
        "--map",
        help="Draw this board (a shipped name or a file) instead of the current game's.",
        metavar="NAME|FILE",
    ),
]


def _shown(
    runtime: Any, board_word: str | None, players: int | None
) -> tuple[Board, State | None, int, Msg | None]:
    """What `map` and `where` draw: the board, the game on it (or None), the player count
    and a note saying why no game is shown.

    `--map` or `--players` draw a board alone; else the current game, when the current
    session is a game of Through the Desert (or `--session` names one); else the default
    board.
    """
    board: Board | None = load_board(board_word) if board_word is not None else None
    state: State | None = None
    note: Msg | None = None
    if board is None:
        name = runtime.session or runtime.journal.current_name()
        session = runtime.journal.get(name) if name is not None else None
        if runtime.session is not None or (session is not None and session.game == GAME.spec.id):
            _, _, state = recording.open_game(runtime, GAME.spec.id)
            board = state.board
        else:
            board = load_board(DEFAULT_BOARD)
            note = Msg(
                N_("No game of Through the Desert is open: this is the board {board}."),
                {"board": DEFAULT_BOARD},
            )
    assert board is not None
    if state is not None and players is None:
        return board, state, state.n_players, None
    count = players if players is not None else min(max(3, board.players[0]), board.players[1])
    _check_players(board, count)
    return board, None, count, note


def _check_players(board: Board, n: int) -> None:
    from assistant.games.desert.rules import board_misfit

    problem = board_misfit(board, n)
    if problem is not None:
        raise UsageError("board/players", problem, GAME.rule("boards"))


@map_app.callback()
def map_(
    ctx: typer.Context,
    board: BoardOption = None,
    players: PlayersOption = None,
    labels: LabelsOption = False,
    around_cell: Annotated[
        str | None,
        typer.Option(
            "--around",
            help="Draw only the part of the board around this hex (fits 80 x 24).",
            metavar="CELL",
        ),
    ] = None,
    print_: Annotated[
        bool,
        typer.Option(
            "--print",
            help="The empty board with every hex named, to print on A3 landscape: SVG, or "
            "HTML when the file given with -o ends in .html.",
        ),
    ] = False,
    output: Annotated[
        Path | None,
        typer.Option("-o", "--output", help="With --print: the file to write (.svg or .html)."),
    ] = None,
) -> None:
    """Draw the board: the current game's, or a board alone (the default one when no game
    is open)."""
    if ctx.invoked_subcommand is not None:
        return
    from assistant.render import desert as view

    runtime = current()
    shown, state, count, note = _shown(runtime, board, players)
    if print_ or output is not None:
        print_board(runtime, shown, count, output)
        return
    target = cell_on(shown, around_cell) if around_cell is not None else None

    def human(console: Console, t: Translator) -> None:
        if target is None:
            view.board_view(console, t, shown, state, count, labels, note)
            return
        from assistant.render.desert_aids import around_view

        around_view(console, t, shown, state, count, target, note)

    runtime.emit(view.board_json(shown, state, count), human)


@app.command("where")
def where(
    cell: Annotated[str, typer.Argument(help="The hex to find, e.g. D7.")],
    board: BoardOption = None,
    players: PlayersOption = None,
) -> None:
    """Find one hex on the board. It shows the part of the map around it (80 columns, 24
    lines) with that hex marked » «, its letter and its row numbers marked too, and what is
    on it.

    Examples:

      assistant desert where D7

      assistant desert where h11 --map kosmos-2-3p
    """
    from assistant.render import desert as view

    runtime = current()
    shown, state, count, note = _shown(runtime, board, players)
    target = cell_on(shown, cell)
    doc = {"board": shown.name, **view.cell_json(shown, state, count, target)}

    def human(console: Console, t: Translator) -> None:
        from assistant.render.desert_aids import where_view

        where_view(console, t, shown, state, count, target, note)

    runtime.emit(doc, human)


@map_app.command("validate")
def validate(
    file: Annotated[Path, typer.Argument(help="A board file (YAML).")],
) -> None:
    """Check a board file: shape, characters, counts, hexes no camel can reach.

    Every problem is reported with its line. Exit code 2 when the board cannot be used.
    A board for 2 to 5 players is also compared with the Kosmos box (7 palm spaces and 43
    printed water holes in all, 1 and 11 of them beyond the black line): a difference is a
    warning, with exit code 0 (other editions may differ).

    Examples:

      assistant desert map export kosmos-2-3p > my-board.yaml

      assistant desert map validate my-board.yaml

      assistant --lang it desert map validate rulebooks/boards/kosmos-2-3p.yaml
    """
    from assistant.boards import load_file
    from assistant.render import desert as view

    runtime = current()
    file, board = load_file(file)
    doc = {"file": str(file), "valid": True, **view.board_counts_json(board)}
    doc.update(view.box_json(board, runtime.t))

    def human(console: Console, t: Translator) -> None:
        view.board_counts(console, t, str(file), board)
        view.box_lines(console, t, board)

    runtime.emit(doc, human)


@map_app.command("list")
def list_boards() -> None:
    """The boards shipped with the assistant (use one with `new --map NAME`).

    Example: assistant desert map list
    """
    from assistant.boards import shipped_boards
    from assistant.render import desert as view

    runtime = current()
    boards = [load_board(name) for name in shipped_boards()]
    doc = {"boards": [view.board_counts_json(b) for b in boards]}

    def human(console: Console, t: Translator) -> None:
        view.boards_table(console, t, boards)

    runtime.emit(doc, human)


@map_app.command("export")
def export(
    name: Annotated[
        str, typer.Argument(help="A shipped board (see `map list`).", metavar="NAME")
    ] = DEFAULT_BOARD,
) -> None:
    """Print a shipped board file, to start a table's own board from: redirect it into a
    file, change the grid to match your board (add the part for 4 or 5 players with a
    `mask:`), check it with `map validate`, then play on it with `new --map FILE`.

    Examples:

      assistant desert map export kosmos-2-3p > my-board.yaml

      assistant desert map validate my-board.yaml
    """
    import sys

    from assistant.boards import shipped_text

    runtime = current()
    text = shipped_text(name)
    if runtime.quiet:
        return
    if runtime.json:
        from assistant.cli.runtime import print_json

        print_json({"board": name, "file": f"{name}.yaml", "text": text})
        return
    sys.stdout.write(text)


# =========================================================================== table aids
#
# Commands that help a real table (issue 22): lettered choices for the next camel, the
# threats on the board, windows of the board that fit 80 x 24, the board to print, and the
# 4-5 player board typed with the table's help. They record nothing; the pure work is in
# `assistant.games.desert.aids` and `assistant.games.desert.extend`.


def cell_on(board: Board, word: str) -> int:
    """The hex `word` names on `board`, or a usage error (exit 2) giving the board's range."""
    from assistant.games.desert.rules import unknown_cell

    target = board.cell_index(word)
    if target is None:
        raise UsageError("input/unknown-cell", unknown_cell(board, word), GAME.rule("boards"))
    return target


def print_board(runtime: Any, board: Board, count: int, output: Path | None) -> None:
    """`map --print [-o FILE]`: the empty board to print (A3 landscape), SVG or HTML."""
    import sys

    from assistant.render.svg.desert_print import html_text, svg_text

    suffix = output.suffix.lower() if output is not None else ".svg"
    if suffix not in (".svg", ".html", ".htm"):
        raise usage(
            "usage/print-format",
            N_("The printable board is written as .svg or .html, not “{file}”."),
            file=str(output),
        )
    text = (html_text if suffix != ".svg" else svg_text)(board, count, runtime.t)
    if output is None:
        if runtime.json:
            from assistant.cli.runtime import print_json

            print_json({"board": board.name, "format": "svg", "file": None, "text": text})
        elif not runtime.quiet:
            sys.stdout.write(text)
        return
    write_file(output, text)

    def human(console: Console, t: Translator) -> None:
        from assistant.render.desert import printable_written

        printable_written(console, t, board, str(output))

    runtime.emit(
        {"board": board.name, "format": suffix.lstrip(".")[:4], "file": str(output)}, human
    )


def _player_index(state: State, word: str | None) -> int | None:
    from assistant.cli.words import choose_player

    if word is not None:
        return state.players.index(choose_player(word, list(state.players)))
    return state.seat if state.phase != "over" else None


@app.command("options")
def options(
    colour: Annotated[
        str | None,
        typer.Argument(
            help="The colour of the camel (or leader) to place; none: every colour, briefly."
        ),
    ] = None,
    player: Annotated[
        str | None,
        typer.Option("--player", help="Whose camel (default: whose turn it is)."),
    ] = None,
    around_cell: Annotated[
        str | None,
        typer.Option(
            "--around",
            help="Centre the window on this hex (choices outside it are still listed).",
            metavar="CELL",
        ),
    ] = None,
) -> None:
    """Every hex where the next camel of that colour may go, each with a letter. The letters
    a, b, c… follow the reading order (row, then column) on a window of the board around the
    caravan, each hex with what it brings: a water-hole marker, an oasis reached, an area
    closed. While the leaders are
    placed, the hexes for that leader. The letters stay the same until the next camel or
    leader is placed. Fits 80 columns and 24 lines. With no colour: for each colour, how many
    hexes and the one that brings most.

    Examples:

      assistant desert options yellow

      assistant desert options

      assistant desert options pink --player bo

      assistant --json desert options green
    """
    from assistant.games.desert.aids import choices
    from assistant.games.desert.state import COLOURS
    from assistant.render.desert_aids import (
        choices_json,
        every_colour_json,
        every_colour_view,
        options_view,
    )

    runtime = current()
    _, _, state = recording.open_game(runtime, GAME.spec.id)  # first: the session's language
    seat = _player_index(state, player)
    who = seat if seat is not None else state.seat
    if colour is None:
        every = [choices(state, who, index) for index in range(len(COLOURS))]

        def overview(console: Console, t: Translator) -> None:
            every_colour_view(console, t, state, every)

        runtime.emit(every_colour_json(state, every), overview)
        return
    chosen = parse_colour(colour)
    focus = cell_on(state.board, around_cell) if around_cell is not None else None
    found = choices(state, who, COLOURS.index(chosen))
    doc = choices_json(state, found)
    if found.reason is not None:
        doc["reason"] = runtime.t.render(found.reason)

    def human(console: Console, t: Translator) -> None:
        options_view(console, t, state, found, focus)

    runtime.emit(doc, human)


@app.command("threats")
def threats(
    player: Annotated[
        str | None,
        typer.Option("--player", help="Whose point of view (default: whose turn it is)."),
    ] = None,
) -> None:
    """What the board holds for the next turns. It shows every area a player could close on
    their next turn with the camels they may place (its hexes, what it is worth, the placements
    that close it), the oases each caravan can still reach and those out of its reach, the
    largest caravan of each colour and its margin, the camels left of each colour and the
    fewest turns before one runs out (which ends the game).

    Examples:

      assistant desert threats

      assistant desert threats --player bo

      assistant --json desert threats
    """
    from assistant.games.desert.aids import threats as outlook
    from assistant.render.desert_aids import threats_json, threats_view

    runtime = current()
    _, _, state = recording.open_game(runtime, GAME.spec.id)
    viewer = _player_index(state, player)
    found = outlook(state, viewer)

    def human(console: Console, t: Translator) -> None:
        threats_view(console, t, state, found)

    runtime.emit(threats_json(state, found), human)


@map_app.command("extend")
def extend(
    file: Annotated[Path, typer.Argument(help="The board file to write (YAML).")],
    source: Annotated[
        str,
        typer.Option(
            "--from",
            help="The board for 2 or 3 players to start from (a shipped name or a file).",
            metavar="NAME|FILE",
        ),
    ] = DEFAULT_BOARD,
    side: Annotated[
        str | None,
        typer.Option(
            "--side",
            help="Where the part beyond the black line lies: below, above, right or left.",
        ),
    ] = None,
    name: Annotated[
        str | None, typer.Option("--name", help="The board's short name (default: the file's).")
    ] = None,
    force: Annotated[bool, typer.Option("--force", help="Replace FILE if it exists.")] = False,
) -> None:
    """Make the board for 4 or 5 players with the table's help: from the part for 2 or 3
    players (drawn first), type the rows (or columns) beyond the black line one at a time,
    one character per hex as in a board file (. desert, W water hole, P palm space, M
    mountain, - outside the board). `undo` takes back the last one, `done` writes FILE (a
    `players: 2-5` board with its `mask:`), `quit` stops without writing. The board is
    redrawn after each line, and compared with the Kosmos box at the end. Lines can be piped
    in.

    Examples:

      assistant desert map extend my-whole-board.yaml --side below < my-rows.txt
    """
    from assistant.games.desert.extend import Extension

    runtime = current()
    base = load_board(source)
    if base.has_large_area():
        raise usage(
            "board/already-whole",
            N_("The board {board} already has a part for 4 or 5 players."),
            board=base.name,
        )
    if file.exists() and not force:
        raise usage(
            "output/exists",
            N_("{file} exists already: give another file, or --force to replace it."),
            file=str(file),
        )
    console = runtime.console()
    t = runtime.t
    talk = not runtime.json and not runtime.quiet
    if talk:
        from assistant.render import desert as view

        view.board_map(console, t, None, board=base, n_players=3, labels=True)
    extension = Extension(base, _extend_side(runtime, side, talk))
    if talk:
        from assistant.render.desert_aids import extension_side

        extension_side(console, t, extension)
    board_name = name or file.stem
    extension = _extend_lines(runtime, extension, board_name, talk)
    _write_extension(runtime, extension, file, board_name, source)


def _read(runtime: Any, prompt: str, talk: bool) -> str:
    """One line from the table (piped lines too); the end of input is a usage error."""
    import sys

    typing = sys.stdin is not None and sys.stdin.isatty()
    if talk:
        runtime.console().print(prompt, style="bold", markup=False, end=" " if typing else "")
    try:
        line = sys.stdin.readline() if sys.stdin is not None else ""
    except KeyboardInterrupt:
        if typing:  # the message goes under the question, not after the `^C` on its line
            runtime.console().print()
        raise
    if talk and not typing:  # piped lines: show each one after its question
        runtime.console().print(" " + line.rstrip("\n"), markup=False)
    if not line:
        from assistant.games.desert.extend import dialogue_shown

        raise usage(
            "input/ended",
            N_("The input ended before `{done}`: nothing was written."),
            done=dialogue_shown("done", runtime.t.lang),
        )
    from assistant.cli.runtime import clean_word

    return clean_word(line.strip())


def _extend_side(runtime: Any, side: str | None, talk: bool) -> str:
    from assistant.cli.words import choose, vocabulary
    from assistant.games.desert.extend import SIDE_ALIASES, SIDE_NAMES, dialogue_word, side_said
    from assistant.i18n import OneOf

    sides = vocabulary(SIDE_NAMES, SIDE_ALIASES)
    if side is not None:
        return choose(side_said(side), sides, N_("side of the board"))
    t = runtime.t
    while True:
        word = _read(
            runtime,
            t(
                N_("Where is the part beyond the black line: {sides}?"),
                sides=OneOf(Msg(SIDE_NAMES[s]) for s in SIDE_NAMES),
            ),
            talk,
        )
        if dialogue_word(word) == "quit":
            raise usage("input/stopped", N_("Stopped: nothing was written."))
        try:
            return choose(side_said(word), sides, N_("side of the board"))
        except UsageError as error:
            if not talk:
                raise
            runtime.console().print(t.render(error.msg), markup=False)


def _extend_lines(runtime: Any, extension: Extension, board_name: str, talk: bool) -> Extension:
    """The lines typed (or piped) until `done` or `quit`, each answered by the pure dialogue
    (`extend.answer`): a refusal ends piped input (`--json`, `--quiet`), and is said at the
    table, which types again."""
    from assistant.games.desert.extend import answer
    from assistant.render.desert_aids import extension_map, extension_question

    while True:
        reply = answer(
            extension, _read(runtime, extension_question(runtime.t, extension), talk), board_name
        )
        if reply.end == "quit":
            raise usage("input/stopped", N_("Stopped: nothing was written."))
        if reply.said is not None and reply.code and not talk:
            raise UsageError(reply.code, reply.said)
        if reply.said is not None and talk:
            runtime.console().print(runtime.t.render(reply.said), markup=False)
        extension = reply.extension
        if reply.end == "done":
            return extension
        if reply.redraw and talk:
            extension_map(runtime.console(), runtime.t, extension, board_name)


def _write_extension(
    runtime: Any, extension: Extension, file: Path, board_name: str, start: str
) -> None:
    from assistant.games.desert.board import board_from_data
    from assistant.render.desert import box_json

    label = runtime.t(
        N_("Whole board for 2 to 5 players ({start} and the part typed at the table)"),
        start=start,
    )
    write_file(file, extension.file_text(board_name, label, start))
    board = board_from_data(extension.data(board_name, label))
    doc = {
        "file": str(file),
        "board": board_name,
        "side": extension.side,
        "added": len(extension.lines),
        "columns": board.cols,
        "rows": board.rows,
        **box_json(board, runtime.t),
    }

    def human(console: Console, t: Translator) -> None:
        from assistant.render.desert_aids import extension_written

        extension_written(console, t, str(file), board)

    runtime.emit(doc, human)
