"""The rules of Through the Desert: setup, leaders, camels, water holes, oases, enclosures, turns.

Every refusal is a `RulesError` naming the section of `rulebooks/through-the-desert.yaml` that
forbids the move. `advance` applies a move once the platform's guard (game over, unknown
player, out of turn: `BaseGame.guard`) has passed, and returns the new state with the events
the move caused; nothing is changed when a move is refused (states are frozen values).

Enclosure (decision of GAMES.md): after every camel of the camel phase, each camel-free region
of hexes in play that touches the new camel is examined; a region whose only neighbours are
camels of the caravan that was just extended, mountains and the edge of the board in use
becomes an area owned by that caravan. Several areas can be closed by one camel. Leaders
do not enclose when they are placed (otherwise the very first leader would "enclose" the
whole empty board); they count in the ring of their caravan afterwards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from assistant.games import fold
from assistant.games.base import (
    Event,
    IllegalMoveError,
    InvalidMoveError,
    SetupError,
    Step,
)
from assistant.games.desert.board import (
    DEFAULT_BOARD,
    MARKERS_PER_VALUE,
    OASES,
    Board,
    BoardError,
    board_from_data,
)
from assistant.games.desert.commands import WATER as WATER_OPTION
from assistant.games.desert.moves import LeaderMove, Move, WaterMove
from assistant.games.desert.scoring import score
from assistant.games.desert.state import (
    CAMELS_PER_COLOUR,
    COLOURS,
    EMPTY,
    OASIS_POINTS,
    RETURNED_TO_BOX,
    SPEC,
    Area,
    Layout,
    State,
    camels_this_turn,
    caravan_colour,
    caravan_id,
    caravan_msg,
    caravan_player,
    colour_msg,
)
from assistant.messages import N_, Msg, Plural, Say

N_COLOURS = len(COLOURS)


# --------------------------------------------------------------------------- setup


def _setup_error(text: str, section: str = "setup", **args: Any) -> SetupError:
    return SetupError(Msg(text, args), SPEC.rule(section))


def initial_state(setup: Mapping[str, Any]) -> State:
    """The state before the first leader, from the setup recorded by `new`.

    setup keys: `players` (names in turn order), `board` (board data, see `board.py`),
    `oases` (5 palm-space names), `returned` (5 players: name -> colour id), `water`
    (cell name -> marker value already known), `hidden` (true: the values of the markers
    taken are not shown until the end; a table option, the rules are the same).
    """
    players = _players(setup.get("players"))
    n = len(players)
    try:
        board = board_from_data(setup.get("board"))
    except BoardError as error:
        first = error.problems[0]
        raise _setup_error(
            N_("The board of this game is not usable (line {line}: {problem})."),
            "boards",
            line=first.line,
            problem=first.msg,
        ) from error
    _check_board_fits(board, n)
    in_play = board.in_play(n)
    palms = [i for i, kind in enumerate(board.kinds) if kind == "palm" and in_play[i]]
    oases = _oases(board, palms, setup.get("oases"))
    water_holes = frozenset(
        i
        for i, kind in enumerate(board.kinds)
        if in_play[i] and (kind == "water" or (kind == "palm" and i not in oases))
    )
    adjacent = tuple(
        tuple(nb for nb in board.neighbours[i] if in_play[nb]) if in_play[i] else ()
        for i in range(board.size)
    )
    oasis_near = tuple(any(nb in oases for nb in board.neighbours[i]) for i in range(board.size))
    layout = Layout(board, in_play, adjacent, oases, water_holes, oasis_near)
    returned = _returned(players, setup.get("returned"))
    # One leader of each colour per player, whether it goes on the board or back to the box
    # with 5 players (a leader is a camel with its rider: it leaves with its camel).
    supply = (CAMELS_PER_COLOUR - RETURNED_TO_BOX[n] - n,) * N_COLOURS
    hand = tuple(tuple(c for c in range(N_COLOURS) if c != returned[p]) for p in range(n))
    state = State(
        layout=layout,
        players=players,
        returned=returned,
        occupant=(EMPTY,) * board.size,
        leaders=frozenset(),
        owner=(EMPTY,) * board.size,
        areas=(),
        caravans=((),) * (n * N_COLOURS),
        hand=hand,
        supply=supply,
        water_value=(0,) * board.size,
        taken_by=(EMPTY,) * board.size,
        reached=frozenset(),
        first_round=(),
        phase="leaders",
        seat=0,
        leader_turns=0,
        camel_turn=0,
        placed=0,
        hidden=_hidden(setup.get("hidden", False)),
    )
    water = setup.get("water") or {}
    if not isinstance(water, Mapping):
        raise _setup_error(N_("Water-hole values are given as CELL=VALUE."), "water-holes")
    for name, value in water.items():
        state = _record_water(state, str(name), value)
    return state


def as_turn_of(state: State, player: str) -> State:
    """The state at the start of `player`'s turn (for `judge`): their seat, no camel placed
    yet."""
    return replace(state, seat=state.players.index(player), placed=0)


def _hidden(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _setup_error(N_("The table option `hidden` is true or false."), "water-holes")
    return value


def _players(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or not all(isinstance(p, str) for p in value):
        raise _setup_error(N_("Give the players' names in turn order."))
    names = tuple(p.strip() for p in value)
    if any(not p for p in names):
        raise _setup_error(N_("A player's name is empty."))
    if not SPEC.min_players <= len(names) <= SPEC.max_players:
        raise _setup_error(
            N_("Through the Desert is played by {low} to {high} players, not {n}."),
            low=SPEC.min_players,
            high=SPEC.max_players,
            n=len(names),
        )
    folded = [fold(p) for p in names]
    for i, name in enumerate(folded):
        if name in folded[:i]:
            raise _setup_error(N_("Two players are called {name}."), name=names[i])
    return names


def board_misfit(board: Board, n: int) -> Msg | None:
    """Why `n` players cannot use `board` (with what to do instead), or None."""
    low, high = board.players
    if n > high and high < 4:
        return Msg(
            N_(
                "The board {board} holds only the part of the board used by 2 or 3 players: "
                "it cannot be used for {n}. For 4 or 5 players, type the part beyond the "
                "black line from your box, a row at a time: `assistant desert map extend "
                "my-board.yaml --from {example}` guides you and writes the whole board. "
                "Check it with `assistant desert map validate my-board.yaml`, then start the "
                "game with `--map my-board.yaml`."
            ),
            {"board": board.name, "n": n, "example": DEFAULT_BOARD},
        )
    if not low <= n <= high:
        return Msg(
            N_("The board {board} is made for {low} to {high} players, not {n}."),
            {"board": board.name, "low": low, "high": high, "n": n},
        )
    return None


def _check_board_fits(board: Board, n: int) -> None:
    problem = board_misfit(board, n)
    if problem is not None:
        raise SetupError(problem, SPEC.rule("boards"))


def _oases(board: Board, palms: list[int], value: Any) -> frozenset[int]:
    palm_names = ", ".join(board.cell_name(i) for i in palms)
    if value is None or value == []:
        if len(palms) == OASES:
            return frozenset(palms)
        raise _setup_error(
            N_(
                "Choose the {n} palm spaces that get an oasis, for example "
                "`--oases {example}` (palm spaces in play: {palms})."
            ),
            n=OASES,
            example=",".join(board.cell_name(i) for i in palms[:OASES]),
            palms=palm_names,
        )
    if not isinstance(value, list | tuple):
        raise _setup_error(N_("The oases are given as a list of cells."))
    chosen: list[int] = []
    for name in value:
        cell = board.cell_index(str(name))
        if cell is None or cell not in palms:
            raise _setup_error(
                N_("{cell} is not a palm space in play; the palm spaces are {palms}."),
                cell=name,
                palms=palm_names,
            )
        if cell in chosen:
            raise _setup_error(N_("{cell} is named twice among the oases."), cell=name)
        chosen.append(cell)
    if len(chosen) != OASES:
        raise _setup_error(
            N_("Exactly {n} oases are placed, on palm spaces; {found} given."),
            n=OASES,
            found=len(chosen),
        )
    return frozenset(chosen)


def _returned(players: tuple[str, ...], value: Any) -> tuple[int, ...]:
    n = len(players)
    given = value or {}
    if not isinstance(given, Mapping):
        raise _setup_error(N_("Returned leaders are given as PLAYER=COLOUR."), "leaders")
    if n < 5:
        if given:
            raise _setup_error(
                N_("Leaders are returned to the box only with 5 players."), "leaders"
            )
        return (EMPTY,) * n
    result = [EMPTY] * n
    by_name = {fold(p): i for i, p in enumerate(players)}
    for name, colour in given.items():
        index = by_name.get(fold(str(name)))
        if index is None:
            raise _setup_error(N_("{name} is not a player of this game."), "leaders", name=name)
        if colour not in COLOURS:
            raise _setup_error(N_("Unknown colour “{colour}”."), "leaders", colour=colour)
        result[index] = COLOURS.index(colour)
    missing = [players[i] for i in range(n) if result[i] == EMPTY]
    if missing:
        raise _setup_error(
            N_(
                "With 5 players each player returns one leader, all five of different colours: "
                "say which with `--returned {example}` (missing: {missing})."
            ),
            "leaders",
            example=_returned_example(players),
            missing=", ".join(missing),
        )
    if len(set(result)) != n:
        raise _setup_error(
            N_("The five returned leaders must all be of different colours."), "leaders"
        )
    return tuple(result)


def _returned_example(players: Sequence[str]) -> Msg:
    """`ana=yellow,bo=pink,...` with the colours in the reader's words (`ana=giallo,...`):
    a template of its own, which no catalog holds, so it is shown as it is."""
    template = ",".join(f"{{p{i}}}={{c{i}}}" for i in range(len(players)))
    args: dict[str, Any] = {}
    for i, player in enumerate(players):
        args[f"p{i}"] = player
        args[f"c{i}"] = colour_msg(i)
    return Msg(template, args)


# --------------------------------------------------------------------------- words -> indices


def colour_index(colour: str) -> int:
    if colour not in COLOURS:
        raise InvalidMoveError(
            Msg(N_("Unknown colour “{colour}”."), {"colour": colour}), SPEC.rule("components")
        )
    return COLOURS.index(colour)


def unknown_cell(board: Board, name: str) -> Msg:
    """`name` is no hex of `board`: the message names the board's range."""
    return Msg(
        N_("There is no cell {cell} on this board: columns A to {last}, rows 1 to {rows}."),
        {"cell": name, "last": chr(ord("A") + board.cols - 1), "rows": board.rows},
    )


def cell_index(state: State, name: str) -> int:
    cell = state.board.cell_index(name)
    if cell is None:
        raise InvalidMoveError(unknown_cell(state.board, name), SPEC.rule("boards"))
    return cell


# --------------------------------------------------------------------------- water values


def _record_water(state: State, name: str, value: Any) -> State:
    cell = state.board.cell_index(name)
    if cell is None or cell not in state.layout.water_holes:
        holes = ", ".join(state.board.cell_name(i) for i in sorted(state.layout.water_holes))
        raise IllegalMoveError(
            Msg(
                N_("{cell} is not a water hole of this game (water holes: {holes})."),
                {"cell": name, "holes": holes},
            ),
            SPEC.rule("water-holes"),
        )
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 3:
        raise IllegalMoveError(
            Msg(N_("A water-hole marker is worth 1, 2 or 3, not {value}."), {"value": value}),
            SPEC.rule("water-holes"),
        )
    if state.taken_by[cell] != EMPTY:
        if state.water_value[cell] == value:
            return state
        raise IllegalMoveError(
            Msg(
                N_("The marker of {cell} was already taken by {player}, worth {value}."),
                {
                    "cell": state.board.cell_name(cell),
                    "player": state.players[state.taken_by[cell]],
                    "value": state.water_value[cell],
                },
            ),
            SPEC.rule("water-holes"),
        )
    used = sum(1 for i, v in enumerate(state.water_value) if v == value and i != cell)
    if used >= MARKERS_PER_VALUE:
        raise IllegalMoveError(
            Msg(
                N_("The game has only {n} markers worth {value}, and all are already recorded."),
                {"n": MARKERS_PER_VALUE, "value": value},
            ),
            SPEC.rule("water-holes"),
        )
    values = list(state.water_value)
    values[cell] = value
    return replace(state, water_value=tuple(values))


# --------------------------------------------------------------------------- legality


def _unusable(state: State, cell: int) -> Msg | None:
    """Why no camel may ever stand on `cell`, or None."""
    layout = state.layout
    name = state.board.cell_name(cell)
    if layout.in_play[cell]:
        if cell in layout.oases:
            return Msg(N_("{cell} is an oasis: no camel may stand on it."), {"cell": name})
        return None
    kind = state.board.kinds[cell]
    if kind == "mountain":
        return Msg(N_("{cell} is a mountain."), {"cell": name})
    if kind == "off":
        return Msg(N_("{cell} is outside the board."), {"cell": name})
    return Msg(
        N_("{cell} is in the part of the board left out with 2 or 3 players."), {"cell": name}
    )


def _occupied(state: State, cell: int) -> Msg | None:
    caravan = state.occupant[cell]
    if caravan == EMPTY:
        return None
    return Msg(
        N_("{cell} already holds a {colour} camel of {player}."),
        {
            "cell": state.board.cell_name(cell),
            "colour": colour_msg(caravan_colour(caravan)),
            "player": state.players[caravan_player(caravan)],
        },
    )


def leader_error(state: State, player: int, colour: int, cell: int) -> IllegalMoveError | None:
    """Why `player` may not put the `colour` leader on `cell` now, or None."""

    def refuse(text: str, section: str = "leaders", **args: Any) -> IllegalMoveError:
        return IllegalMoveError(Msg(text, args), SPEC.rule(section))

    name = state.board.cell_name(cell)
    if state.phase != "leaders":
        return refuse(
            N_("Every leader is already on the board: now camels are placed with `{command}`."),
            command=Say("desert", "place"),
        )
    if colour == state.returned[player]:
        return refuse(
            N_("{player} gave the {colour} leader back at the start (5 players)."),
            player=state.players[player],
            colour=colour_msg(colour),
        )
    if colour not in state.hand[player]:
        where = next(c for c in state.caravans[caravan_id(player, colour)] if c in state.leaders)
        return refuse(
            N_(
                "The {colour} leader of {player} is already on the board, at {cell}. Still in "
                "hand: {left}."
            )
            if state.hand[player]
            else N_("The {colour} leader of {player} is already on the board, at {cell}."),
            colour=colour_msg(colour),
            player=state.players[player],
            cell=state.board.cell_name(where),
            left=[colour_msg(c) for c in state.hand[player]],
        )
    if state.leader_turns < state.n_players and colour in state.first_round:
        open_colours = [c for c in state.hand[player] if c not in state.first_round]
        if open_colours:
            return refuse(
                N_(
                    "In the first round of leaders each player takes a colour nobody has "
                    "placed yet; {colour} is taken. Still free for {player}: {free}."
                ),
                "first-round",
                colour=colour_msg(colour),
                player=state.players[player],
                free=[colour_msg(c) for c in open_colours],
            )
    problem = _unusable(state, cell) or _occupied(state, cell)
    if problem is not None:
        return IllegalMoveError(problem, SPEC.rule("leaders"))
    if cell in state.layout.water_holes:
        return refuse(N_("A leader may not start on a water hole ({cell})."), cell=name)
    if state.layout.oasis_near[cell]:
        oasis = next(nb for nb in state.board.neighbours[cell] if nb in state.layout.oases)
        return refuse(
            N_(
                "{cell} is next to the oasis at {oasis}: a leader cannot be placed next to an "
                "oasis."
            ),
            cell=name,
            oasis=state.board.cell_name(oasis),
        )
    for nb in state.board.neighbours[cell]:
        if nb in state.leaders:
            other = state.occupant[nb]
            return refuse(
                N_(
                    "{cell} is next to the {colour} leader of {player} at {other}: leaders "
                    "never start side by side."
                ),
                cell=name,
                colour=colour_msg(caravan_colour(other)),
                player=state.players[caravan_player(other)],
                other=state.board.cell_name(nb),
            )
    return None


def camel_error(state: State, player: int, colour: int, cell: int) -> IllegalMoveError | None:
    """Why `player` may not put a `colour` camel on `cell` now, or None."""

    def refuse(text: str, section: str = "placement", **args: Any) -> IllegalMoveError:
        return IllegalMoveError(Msg(text, args), SPEC.rule(section))

    name = state.board.cell_name(cell)
    if state.phase == "leaders":
        return refuse(
            N_(
                "The leaders are not all on the board yet: {player} places a leader with "
                "`{command}`."
            ),
            "leaders",
            player=state.players[state.seat],
            command=Say("desert", "leader"),
        )
    if colour == state.returned[player]:
        return refuse(
            N_("{player} has no {caravan} (that leader went back to the box)."),
            "setup",
            player=state.players[player],
            caravan=caravan_msg(colour),
        )
    if state.supply[colour] <= 0:
        return refuse(
            N_("No {colour} camel is left beside the board."), "end", colour=colour_msg(colour)
        )
    problem = _unusable(state, cell) or _occupied(state, cell)
    if problem is not None:
        return IllegalMoveError(problem, SPEC.rule("placement"))
    area = state.owner[cell]
    if area != EMPTY:
        owned = state.areas[area]
        return refuse(
            N_(
                "{cell} is in the area enclosed by the {caravan} of {player}: "
                "nobody may place a camel there any more."
            ),
            "owned-areas",
            cell=name,
            caravan=caravan_msg(owned.colour),
            player=state.players[owned.player],
        )
    own = caravan_id(player, colour)
    adjacent = state.layout.adjacent[cell]
    if not any(state.occupant[nb] == own for nb in adjacent):
        return refuse(
            N_("{cell} does not touch the {caravan} of {player}."),
            cell=name,
            caravan=caravan_msg(colour),
            player=state.players[player],
        )
    for nb in adjacent:
        other = state.occupant[nb]
        if other != EMPTY and other != own and caravan_colour(other) == colour:
            return refuse(
                N_(
                    "{cell} touches the {caravan} of {other} (at {at}): caravans of "
                    "the same colour belonging to different players may never touch."
                ),
                cell=name,
                caravan=caravan_msg(colour),
                other=state.players[caravan_player(other)],
                at=state.board.cell_name(nb),
            )
    return None


def legal_placements(state: State, player: int) -> list[tuple[int, int]]:
    """Every (colour, cell) where `player` may put a camel now, ignoring whose turn it is."""
    if state.phase != "camels":
        return []
    occupant = state.occupant
    owner = state.owner
    adjacent = state.layout.adjacent
    oases = state.layout.oases
    result: list[tuple[int, int]] = []
    for colour in range(N_COLOURS):
        if state.supply[colour] <= 0:
            continue
        own = caravan_id(player, colour)
        seen: set[int] = set()
        for cell in state.caravans[own]:
            for nb in adjacent[cell]:
                if nb in seen:
                    continue
                seen.add(nb)
                if occupant[nb] != EMPTY or owner[nb] != EMPTY or nb in oases:
                    continue
                for x in adjacent[nb]:
                    other = occupant[x]
                    if other != EMPTY and other != own and other % N_COLOURS == colour:
                        break
                else:
                    result.append((colour, nb))
    return result


def has_placement(state: State, player: int) -> bool:
    return bool(legal_placements(state, player))


def legal_leader_cells(state: State, player: int, colour: int) -> list[int]:
    return [
        cell
        for cell in range(state.board.size)
        if state.layout.in_play[cell] and leader_error(state, player, colour, cell) is None
    ]


# --------------------------------------------------------------------------- effects


@dataclass(frozen=True)
class Effects:
    """What one camel placed brings: water holes, oases and enclosed areas."""

    water: tuple[int, ...]  # water holes whose markers the player takes
    oases: tuple[int, ...]  # oases newly reached (5 points each)
    areas: tuple[tuple[int, ...], ...]  # newly enclosed regions


def enclosed_regions(
    occupant: Sequence[int], owner: Sequence[int], layout: Layout, cell: int
) -> list[tuple[int, ...]]:
    """The camel-free regions next to `cell` bounded only by its caravan, mountains and edge."""
    own = occupant[cell]
    adjacent = layout.adjacent
    seen: set[int] = set()
    regions: list[tuple[int, ...]] = []
    for start in adjacent[cell]:
        if start in seen or occupant[start] != EMPTY or owner[start] != EMPTY:
            continue
        region = [start]
        seen.add(start)
        closed = True
        index = 0
        while index < len(region):
            here = region[index]
            index += 1
            for nb in adjacent[here]:
                other = occupant[nb]
                if other != EMPTY:
                    if other != own:
                        closed = False
                elif owner[nb] == EMPTY and nb not in seen:
                    seen.add(nb)
                    region.append(nb)
        if closed:
            regions.append(tuple(sorted(region)))
    return regions


def effects_of(
    state: State, caravan: int, cell: int, occupant: Sequence[int], encloses: bool = True
) -> Effects:
    """What putting a camel of `caravan` on `cell` brings (occupant already updated).

    Leaders do not enclose (`encloses=False`): while they are being placed, the rest of the
    board is still waiting for the other caravans, so it is not surrounded by anyone.
    """
    layout = state.layout
    water: list[int] = []
    if cell in layout.water_holes and state.taken_by[cell] == EMPTY:
        water.append(cell)
    reached: list[int] = [
        nb
        for nb in state.board.neighbours[cell]
        if nb in layout.oases and (caravan, nb) not in state.reached
    ]
    areas = enclosed_regions(occupant, state.owner, layout, cell) if encloses else []
    for region in areas:
        for inside in region:
            if inside in layout.water_holes and state.taken_by[inside] == EMPTY:
                water.append(inside)
            if (
                inside in layout.oases
                and (caravan, inside) not in state.reached
                and inside not in reached
            ):
                reached.append(inside)
    return Effects(tuple(water), tuple(reached), tuple(areas))


class ValueNeededError(IllegalMoveError):
    """A camel that may go where it is placed, but takes markers whose values are unknown.

    Recording it is refused until the values are given; `check` answers that the move is
    legal and asks for them (`cells`: the water holes, by name).
    """

    def __init__(self, msg: Msg, rule: str, cells: Sequence[str]) -> None:
        super().__init__(msg, rule)
        self.cells = tuple(cells)


VALUE = N_("VALUE")
"""A value still to give, as the reader writes it (`--water D1=VALUE`)."""


def _missing_values(state: State, cells: Iterable[int]) -> None:
    missing = [state.board.cell_name(c) for c in cells if state.water_value[c] == 0]
    if not missing:
        return
    first = missing[0]
    value = Msg(VALUE)
    spoken = _said_after(missing)
    given = Plural(
        "This camel takes the marker of the water hole {cells}, whose value is not "
        "recorded. Give it first with `{command}`, or add `{option} {first}={value}` to "
        "this command.",
        "This camel takes the markers of the water holes {cells}, whose values are "
        "not recorded. Give them first with `{command}` (one per hole), or add "
        "`{option} {first}={value}` (one per hole) to this command.",
        len(missing),
        cells=", ".join(missing),
        first=first,
        command=Say("desert", "water", (first, None)),
        option=WATER_OPTION,
        value=value,
    )
    text = Msg("{given} {spoken}", {"given": given, "spoken": spoken})
    raise ValueNeededError(text, SPEC.rule("water-holes"), missing)


def _said_after(cells: Sequence[str]) -> Msg:
    """How a table says a marker's value after the camel (`…, la pozza L6 vale 2`)."""
    return Plural(
        "Or say it after the camel: `…, the water hole {first} is worth 2`.",
        "Or say each after the camel: `…, the water hole {first} is worth 2`.",
        len(cells),
        first=cells[0],
    )


def value_note(cells: Sequence[str]) -> Msg:
    """What `check` adds to a yes when the camel takes markers of unknown value: the
    option to give, and the words a table says."""
    return Msg("{given} {spoken}", {"given": _value_given(cells), "spoken": _said_after(cells)})


def _value_given(cells: Sequence[str]) -> Msg:
    value = Msg(VALUE)
    return Plural(
        "The camel takes the marker of the water hole {cells}, whose value is not recorded "
        "yet: give it when you record the move, with `{option} {first}={value}`.",
        "The camel takes the markers of the water holes {cells}, whose values are not "
        "recorded yet: give them when you record the move, with `{option} {first}={value}` "
        "(one per hole).",
        len(cells),
        cells=", ".join(cells),
        first=cells[0],
        option=WATER_OPTION,
        value=value,
    )


def _put(
    state: State, player: int, colour: int, cell: int, leader: bool, events: list[Event]
) -> State:
    """Put a camel (or a leader) on the board and collect what it brings."""
    caravan = caravan_id(player, colour)
    occupant = list(state.occupant)
    occupant[cell] = caravan
    found = effects_of(state, caravan, cell, occupant, encloses=not leader)
    _missing_values(state, found.water)
    taken = _take_water(state, player, colour, found.water, events)
    reached = _reach_oases(state, player, colour, found.oases, events)
    owner, areas = _close_areas(state, player, colour, found.areas, events)
    caravans = list(state.caravans)
    caravans[caravan] = (*caravans[caravan], cell)
    supply = state.supply
    if not leader:
        supply = tuple(s - 1 if c == colour else s for c, s in enumerate(supply))
    return replace(
        state,
        occupant=tuple(occupant),
        leaders=state.leaders | {cell} if leader else state.leaders,
        owner=owner,
        areas=areas,
        caravans=tuple(caravans),
        supply=supply,
        taken_by=taken,
        reached=reached,
    )


def _take_water(
    state: State, player: int, colour: int, holes: Iterable[int], events: list[Event]
) -> tuple[int, ...]:
    """The water-hole markers a camel takes: who holds each marker now."""
    name = state.board.cell_name
    who = state.players[player]
    taken = list(state.taken_by)
    for hole in holes:
        taken[hole] = player
        value = state.water_value[hole]
        if state.hidden:  # the table keeps taken markers face down: the value is not told
            text = Msg(
                N_("{player} takes the marker of the water hole {cell} and keeps it face down."),
                {"player": who, "cell": name(hole)},
            )
        else:
            text = Msg(
                N_("{player} takes the marker of the water hole {cell}, worth {points}."),
                {"player": who, "cell": name(hole), "points": value},
            )
        shown = None if state.hidden else value
        events.append(
            Event(
                "water/taken",
                text,
                {"player": who, "colour": COLOURS[colour], "cell": name(hole), "value": shown},
            )
        )
    return tuple(taken)


def _reach_oases(
    state: State, player: int, colour: int, oases: Iterable[int], events: list[Event]
) -> frozenset[tuple[int, int]]:
    """The oases a caravan reaches (5 points each, once per caravan and oasis)."""
    name = state.board.cell_name
    who = state.players[player]
    caravan = caravan_id(player, colour)
    reached = set(state.reached)
    for oasis in oases:
        reached.add((caravan, oasis))
        events.append(
            Event(
                "oasis/reached",
                Msg(
                    N_("The {caravan} of {player} reaches the oasis {cell}: 5 points."),
                    {"caravan": caravan_msg(colour), "player": who, "cell": name(oasis)},
                ),
                {
                    "player": who,
                    "colour": COLOURS[colour],
                    "oasis": name(oasis),
                    "points": OASIS_POINTS,
                },
            )
        )
    return frozenset(reached)


def _close_areas(
    state: State,
    player: int,
    colour: int,
    regions: Iterable[tuple[int, ...]],
    events: list[Event],
) -> tuple[tuple[int, ...], tuple[Area, ...]]:
    """The areas a camel encloses: the owner of each cell and the areas, updated."""
    name = state.board.cell_name
    who = state.players[player]
    owner = list(state.owner)
    areas = list(state.areas)
    for region in regions:
        area = Area(player, colour, region, tuple(c for c in region if c in state.layout.oases))
        for inside in region:
            owner[inside] = len(areas)
        areas.append(area)
        cells = [name(c) for c in region]
        events.append(
            Event(
                "area/closed",
                Plural(
                    "The {caravan} of {player} encloses {n} hex ({cells}), worth {points} at "
                    "the end.",
                    "The {caravan} of {player} encloses {n} hexes ({cells}), worth {points} at "
                    "the end.",
                    len(region),
                    caravan=caravan_msg(colour),
                    player=who,
                    cells=" ".join(cells),
                    points=area.points,
                ),
                {"player": who, "colour": COLOURS[colour], "cells": cells, "points": area.points},
            )
        )
    return tuple(owner), tuple(areas)


# --------------------------------------------------------------------------- turns


def _skipped(state: State, seat: int) -> Event:
    player = state.players[seat]
    return Event(
        "turn/skipped",
        Msg(N_("{player} cannot place any camel: the turn passes."), {"player": player}),
        {"player": player},
    )


def _over(state: State, colour: int | None = None) -> Event:
    """The end of the game and why: the last camel of `colour` is on the board, or (None)
    no player can place a camel any more."""
    winners = score(state).winners or ()
    why = (
        Msg(N_("No player can place a camel any more: the game is over."))
        if colour is None
        else Msg(
            N_("The last {colour} camel is on the board: the game is over."),
            {"colour": colour_msg(colour)},
        )
    )
    return Event("game/over", why, {"winners": list(winners)})


def turn_msg(state: State) -> Msg:
    """What the player to move does now: a leader (from the hand), or N camels."""
    player = state.players[state.seat]
    if state.phase == "leaders":
        return Msg(
            N_("{player} places a leader (in hand: {colours})."),
            {"player": player, "colours": [colour_msg(c) for c in state.hand[state.seat]]},
        )
    if state.placed:
        return Msg(N_("{player} places 1 more camel this turn."), {"player": player})
    return Plural(
        "{player} places {n} camel this turn.",
        "{player} places {n} camels this turn.",
        camels_this_turn(state),
        player=player,
    )


def turn_over(state: State, player: str) -> Msg | None:
    """`player` has just played their whole turn (the seat before the current one, nothing
    placed yet in the new turn): their turn's camels, or leader, are placed; None otherwise
    (the usual refusal)."""
    if state.phase == "over" or state.placed or player not in state.players:
        return None
    if state.players[(state.seat - 1) % state.n_players] != player:
        return None
    current = state.players[state.seat]
    if state.phase == "leaders":
        return Msg(
            N_("{player} has placed the leader of this turn: it is {current}'s turn now."),
            {"player": player, "current": current},
        )
    if state.camel_turn == 0:
        return None  # the camels' first turn follows the leaders'
    allowed = camels_this_turn(replace(state, camel_turn=state.camel_turn - 1))
    text = (
        N_("{player} has placed the one camel of this turn: it is {current}'s turn now.")
        if allowed == 1
        else N_("{player} has placed the two camels of this turn: it is {current}'s turn now.")
    )
    return Msg(text, {"player": player, "current": current})


def _next_turn(state: State) -> Event:
    to_place = 1 if state.phase == "leaders" else camels_this_turn(state)
    return Event(
        "turn/next",
        turn_msg(state),
        {"player": state.players[state.seat], "phase": state.phase, "to_place": to_place},
    )


def _start_camel_turn(state: State, seat: int, turn: int, events: list[Event]) -> State:
    """Give the turn to `seat` or, if they cannot place a camel, to the next who can."""
    n = state.n_players
    for step in range(n):
        candidate = (seat + step) % n
        trial = replace(state, seat=candidate, camel_turn=turn + step, placed=0)
        if has_placement(trial, candidate):
            events.append(_next_turn(trial))
            return trial
        events.append(_skipped(state, candidate))
    over = replace(state, phase="over", placed=0)
    events.append(_over(over))
    return over


def _after_camel(state: State, events: list[Event]) -> State:
    placed = state.placed + 1
    state = replace(state, placed=placed)
    if placed < camels_this_turn(state) and has_placement(state, state.seat):
        return state
    if placed < camels_this_turn(state):
        events.append(_skipped(state, state.seat))
    if any(s <= 0 for s in state.supply):
        over = replace(state, phase="over")
        events.append(_over(over, next(c for c, s in enumerate(state.supply) if s <= 0)))
        return over
    return _start_camel_turn(
        state, (state.seat + 1) % state.n_players, state.camel_turn + 1, events
    )


def _after_leader(state: State, player: int, colour: int, events: list[Event]) -> State:
    hand = list(state.hand)
    hand[player] = tuple(c for c in hand[player] if c != colour)
    first_round = state.first_round
    if state.leader_turns < state.n_players:
        first_round = (*first_round, colour)
    state = replace(
        state,
        hand=tuple(hand),
        first_round=first_round,
        leader_turns=state.leader_turns + 1,
    )
    if any(hand):
        following = (player + 1) % state.n_players
        while not state.hand[following]:  # pragma: no cover - hands are always the same size
            following = (following + 1) % state.n_players
        state = replace(state, seat=following)
        events.append(_next_turn(state))
        return state
    started = replace(state, phase="camels")
    return _start_camel_turn(started, 0, 0, events)


# --------------------------------------------------------------------------- apply


def advance(state: State, move: Move) -> Step[State]:
    """The state after `move` and the events it caused, or a `RulesError` naming the rule.

    The platform's guard has already refused a move after the end, for an unknown player or
    out of turn (`BaseGame.guard`).
    """
    if isinstance(move, WaterMove):
        return Step(_record_water(state, move.cell, move.value))
    player = state.players.index(move.player)
    colour = colour_index(move.colour)
    cell = cell_index(state, move.cell)
    events: list[Event] = []
    if isinstance(move, LeaderMove):
        error = leader_error(state, player, colour, cell)
        if error is not None:
            raise error
        state = _put(state, player, colour, cell, True, events)
        return Step(_after_leader(state, player, colour, events), tuple(events))
    for name, value in move.water:
        state = _record_water(state, name, value)
    error = camel_error(state, player, colour, cell)
    if error is not None:
        raise error
    state = replace(_put(state, player, colour, cell, False, events), last_colour=colour)
    return Step(_after_camel(state, events), tuple(events))
