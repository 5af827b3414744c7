"""`assistant desert`: the commands of Through the Desert that are not moves.

`new`, `status`, `score`, `map` and `where` live here; the acting commands (`leader`,
`place`, `water`) and `check` are generated from the game's grammar
(`assistant.games.desert.commands`) by `assistant.cli.moves`. Board files are read here (the
rules package never reads files) and checked with their line numbers.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from assistant.cli import play
from assistant.cli.runtime import current
from assistant.cli.words import choose, choose_player, split_list, vocabulary
from assistant.errors import UsageError, usage
from assistant.games.desert import GAME
from assistant.games.desert.board import DEFAULT_BOARD
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    from assistant.games.desert import State
    from assistant.games.desert.board import Board, BoardLines, Problem

app = typer.Typer(
    name="desert",
    help=(
        "Through the Desert (Knizia): leaders, camels, water holes, oases, enclosed areas "
        "and the final score, on a board kept as data.\n\n"
        "Examples:\n\n"
        "  assistant desert new --players ana,bo --oases D3,J3,Q3,M7,B8\n\n"
        "  assistant desert water Q1 2\n\n"
        "  assistant desert leader yellow F2\n\n"
        "  assistant desert check leader pink I2\n\n"
        "  assistant desert status"
    ),
    no_args_is_help=True,
    add_completion=False,
)
map_app = typer.Typer(
    name="map",
    help=(
        "Draw the board of the current game (or of a board file), or check a board file.\n\n"
        "Letters above and below, row numbers on both sides name every hex; caravans show "
        "their owner's initial, oases Ψ, water holes their values, owned areas are shaded.\n\n"
        "Examples:\n\n"
        "  assistant desert map\n\n"
        "  assistant desert map --labels\n\n"
        "  assistant desert map --map kosmos-2-3p --players 2\n\n"
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
    typer.Option(
        "--water",
        help="A water-hole marker's value, CELL=VALUE (repeat, or separate with commas).",
        metavar="CELL=VALUE",
    ),
]


# --------------------------------------------------------------------------- boards


def boards_dir() -> Path:
    from assistant.paths import resource_dir

    return resource_dir("rulebooks") / "boards"


def shipped_boards() -> list[str]:
    return sorted(p.stem for p in boards_dir().glob("*.yaml"))


def board_path(word: str) -> Path:
    """The file a `--map` word means: a shipped board's name, else a path."""
    from assistant.paths import shipped

    named = boards_dir() / f"{word}.yaml"
    try:
        path = shipped(Path(word).expanduser())
    except RuntimeError:  # `~nosuchuser/...`: the path as written, reported below
        path = Path(word)
    if path.is_file() or path.exists():  # not a regular file: `read_board` says so
        return path
    if "/" not in word and not word.endswith((".yaml", ".yml")) and named.is_file():
        return named
    if "/" in word or word.endswith((".yaml", ".yml")):
        raise usage(
            "input/unreadable",
            N_("Cannot read the board file {file}: no such file."),
            file=word,
        )
    raise usage(
        "board/unknown",
        N_("Unknown board “{name}”. Shipped boards: {boards}; or give the path of a board file."),
        name=word,
        boards=", ".join(shipped_boards()),
    )


def _lines(text: str) -> BoardLines:
    """Where the keys and rows of a board file are, for messages (1-based lines)."""
    import yaml

    from assistant.games.desert.board import BoardLines

    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:  # already reported by the data loader
        return BoardLines()
    if not isinstance(root, yaml.MappingNode):
        return BoardLines(start=root.start_mark.line + 1 if root is not None else 1)
    keys: dict[str, int] = {}
    rows: dict[str, list[int]] = {"grid": [], "mask": []}
    legend: dict[str, int] = {}
    for key_node, value in root.value:
        key = str(key_node.value)
        keys[key] = key_node.start_mark.line + 1
        if key in rows:
            if isinstance(value, yaml.ScalarNode) and value.style in ("|", ">"):
                first = value.start_mark.line + 2
                content = str(value.value).strip("\n").split("\n")
                skipped = len(str(value.value)) - len(str(value.value).lstrip("\n"))
                rows[key] = [first + skipped + i for i in range(len(content))]
            elif isinstance(value, yaml.SequenceNode):
                rows[key] = [item.start_mark.line + 1 for item in value.value]
        if key == "legend" and isinstance(value, yaml.MappingNode):
            for char_node, _ in value.value:
                legend[str(char_node.value)] = char_node.start_mark.line + 1
    return BoardLines(
        start=root.start_mark.line + 1,
        keys=keys,
        grid_rows=rows["grid"],
        mask_rows=rows["mask"],
        legend=legend,
    )


def problems_error(source: str, problems: Sequence[Problem]) -> UsageError:
    """One error listing every problem of a board file, each with the file and the line."""
    parts = {
        f"p{i}": Msg(
            N_("{file}, line {line}: {problem}"), {"file": source, "line": p.line, "problem": p.msg}
        )
        for i, p in enumerate(problems)
    }
    template = "\n".join("{" + key + "}" for key in parts)
    return UsageError("board/invalid", Msg(template, parts), GAME.rule("boards"))


MAX_BOARD_BYTES = 64 * 1024
"""The largest board file read (a board of 26 columns and 99 rows takes about 3 KB)."""


def read_board(path: Path) -> tuple[Board | None, list[Problem]]:
    """Read and check a board file: the board (or None) and the problems found. Only a
    regular file of at most `MAX_BOARD_BYTES` is read."""
    from assistant.games.desert.board import check_board
    from assistant.yamlio import load_text

    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):  # a FIFO would never end, a device neither
            raise usage(
                "input/not-a-file",
                N_("Cannot read the board file {file}: it is not a regular file."),
                file=str(path),
            )
        with open(path, "rb") as handle:
            data = handle.read(MAX_BOARD_BYTES + 1)
        if len(data) > MAX_BOARD_BYTES:
            raise usage(
                "input/too-large",
                N_("The board file {file} is larger than {size} KB: a board file holds one board."),
                file=str(path),
                size=MAX_BOARD_BYTES // 1024,
            )
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise usage(
            "input/unreadable",
            N_("Cannot read the board file {file}: {reason}"),
            file=str(path),
            reason=getattr(exc, "strerror", None) or str(exc),
        ) from exc
    return check_board(load_text(text, str(path)), _lines(text))


def load_board(word: str) -> Board:
    """The board named or stored in `word`; every problem is reported with its line."""
    path = board_path(word)
    board, problems = read_board(path)
    if board is None or problems:
        raise problems_error(str(path), problems)
    return board


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
    """`--water C1=2 --water D9=3,E6=1` -> {"C1": 2, "D9": 3, "E6": 1}."""
    values: dict[str, int] = {}
    for item in items or []:
        for part in split_list(item):
            cell, sep, value = part.partition("=")
            if not sep or not value.strip().isdecimal():
                raise usage(
                    "input/bad-water",
                    N_("Write a water-hole value as CELL=VALUE, for example C1=2; not “{given}”."),
                    given=part,
                )
            values[canonical_cell(board, cell)] = int(value)
    return values


# --------------------------------------------------------------------------- new


@app.command("new")
def new(
    players: Annotated[
        str, typer.Option("--players", help="Names in turn order, separated by commas.")
    ],
    map_: Annotated[
        str,
        typer.Option(
            "--map",
            help="A shipped board's name or the path of a board file (default: kosmos-2-3p).",
            metavar="NAME|FILE",
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
    name: Annotated[str | None, typer.Option("--name", help="A name for the session.")] = None,
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
    runtime = current()
    names = split_list(players)
    board = load_board(map_)
    returned_map: dict[str, str] = {}
    for item in split_list(returned or ""):
        who, sep, colour = item.partition("=")
        if not sep:
            raise usage(
                "input/bad-returned",
                N_(
                    "Write a returned leader as PLAYER=COLOUR (for example ana=pink), "
                    "not “{given}”."
                ),
                given=item,
            )
        returned_map[choose_player(who, names)] = parse_colour(colour)
    setup: dict[str, Any] = {
        "players": names,
        "board": board.to_data(),
        "oases": [canonical_cell(board, c) for c in split_list(oases or "")],
        "returned": returned_map,
        "water": parse_water(water, board),
    }
    if hidden:
        setup["hidden"] = True
    session, state = play.create(runtime, GAME.spec.id, setup, name)
    doc = {"session": session.name, "state": GAME.state_json(state)}

    def human(console: Any, t: Any) -> None:
        from assistant.render import desert as view

        console.print(
            t(N_("New game of Through the Desert: {name}"), name=session.name),
            style="bold",
            markup=False,
        )
        view.board_map(console, t, state)
        view.hidden_line(console, t, state)
        view.turn_line(console, t, state)

    runtime.emit(doc, human)


# --------------------------------------------------------------------------- moves


# --------------------------------------------------------------------------- views


@app.command("status")
def status() -> None:
    """The board, whose turn it is, the supplies and the points so far.

    Examples:

      assistant desert status

      assistant --json desert status
    """
    from assistant.render import desert as view

    runtime = current()
    session, _, state = play.open_game(runtime, GAME.spec.id)

    def human(console: Any, t: Any) -> None:
        view.status(console, t, state, session.name)

    runtime.emit(GAME.state_json(state), human)


@app.command("score")
def score() -> None:
    """Points per player with the breakdown: water, oases, areas, largest caravans.

    During the game the largest-caravan bonuses are provisional; after the last turn this is
    the final score and names the winners.

    Examples:

      assistant desert score

      assistant --json desert score
    """
    from assistant.render import desert as view

    runtime = current()
    _, _, state = play.open_game(runtime, GAME.spec.id)
    doc = GAME.state_json(state)["score"]

    def human(console: Any, t: Any) -> None:
        view.score_table(console, t, state)

    runtime.emit(doc, human)


PlayersOption = Annotated[
    int | None,
    typer.Option(
        "--players",
        help="Draw the board's part for this many players, without the game's pieces.",
    ),
]
LabelsOption = Annotated[
    bool,
    typer.Option("--labels", help="Write every hex's name in it instead of what is on it."),
]
BoardOption = Annotated[
    str | None,
    typer.Option(
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
            _, _, state = play.open_game(runtime, GAME.spec.id)
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
) -> None:
    """Draw the board: the current game's, or a board alone (the default one when no game
    is open)."""
    if ctx.invoked_subcommand is not None:
        return
    from assistant.render import desert as view

    runtime = current()
    shown, state, count, note = _shown(runtime, board, players)

    def human(console: Any, t: Any) -> None:
        if note is not None:
            console.print(t.render(note), style="dim", markup=False)
        view.board_map(console, t, state, board=shown, n_players=count, labels=labels)

    runtime.emit(view.board_json(shown, state, count), human)


@app.command("where")
def where(
    cell: Annotated[str, typer.Argument(help="The hex to find, e.g. D7.")],
    board: BoardOption = None,
    players: PlayersOption = None,
) -> None:
    """Find one hex on the board: the map with that hex marked » «, its letter and its row
    numbers marked too, and what is on it.

    Examples:

      assistant desert where D7

      assistant desert where h11 --map kosmos-2-3p
    """
    from assistant.render import desert as view

    runtime = current()
    shown, state, count, note = _shown(runtime, board, players)
    target = shown.cell_index(cell)
    if target is None:
        raise UsageError(
            "input/unknown-cell",
            Msg(
                N_("There is no cell {cell} on this board: columns A to {last}, rows 1 to {rows}."),
                {
                    "cell": cell,
                    "last": chr(ord("A") + shown.cols - 1),
                    "rows": shown.rows,
                },
            ),
            GAME.rule("boards"),
        )
    doc = {"board": shown.name, **view.cell_json(shown, state, count, target)}

    def human(console: Any, t: Any) -> None:
        if note is not None:
            console.print(t.render(note), style="dim", markup=False)
        view.board_map(console, t, state, board=shown, n_players=count, target=target)
        console.print(t.render(view.cell_msg(shown, state, count, target)), markup=False)

    runtime.emit(doc, human)


@map_app.command("validate")
def validate(
    file: Annotated[Path, typer.Argument(help="A board file (YAML).")],
) -> None:
    """Check a board file: shape, characters, counts, hexes no camel can reach.

    Every problem is reported with its line. Exit code 2 when the board cannot be used.

    Examples:

      assistant desert map export kosmos-2-3p > my-board.yaml

      assistant desert map validate my-board.yaml

      assistant --lang it desert map validate rulebooks/boards/kosmos-2-3p.yaml
    """
    from assistant.paths import shipped
    from assistant.render import desert as view

    runtime = current()
    file = shipped(file)
    if not file.exists():
        raise usage(
            "input/unreadable",
            N_("Cannot read the board file {file}: no such file."),
            file=str(file),
        )
    board, problems = read_board(file)
    if board is None or problems:
        raise problems_error(str(file), problems)
    doc = {"file": str(file), "valid": True, **view.board_counts_json(board)}

    def human(console: Any, t: Any) -> None:
        view.board_counts(console, t, str(file), board)

    runtime.emit(doc, human)


@map_app.command("list")
def list_boards() -> None:
    """The boards shipped with the assistant (use one with `new --map NAME`).

    Example: assistant desert map list
    """
    from assistant.render import desert as view

    runtime = current()
    boards = [load_board(name) for name in shipped_boards()]
    doc = {"boards": [view.board_counts_json(b) for b in boards]}

    def human(console: Any, t: Any) -> None:
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

    runtime = current()
    if name not in shipped_boards():
        raise usage(
            "board/unknown",
            N_("Unknown board “{name}”. Shipped boards: {boards}."),
            name=name,
            boards=", ".join(shipped_boards()),
        )
    text = (boards_dir() / f"{name}.yaml").read_text(encoding="utf-8")
    if runtime.quiet:
        return
    if runtime.json:
        from assistant.cli.runtime import print_json

        print_json({"board": name, "file": f"{name}.yaml", "text": text})
        return
    sys.stdout.write(text)
