"""The rules of Camel Up: the setup, the four actions, camel movement, the end of a leg and
of the race. Pure functions over the frozen `State`, for both editions: what only the
second edition has (crazy camels, the grey die, spectator tiles, partnerships) is in
`second`, and `State.components` says which colours, dice and tickets a game has.

The guard every game shares (the game is over, an unknown player, out of turn) is
`BaseGame.guard`; `advance` applies a move once it has passed and returns the new state with
the events the move caused. Every error names the rulebook section (`camel-up/<slug>`) that
forbids the move.

The movement rule is written once, in `roll`, on the compact track the odds engine also
works on: the rules, the exact leg odds and the race simulation all move camels through it.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from assistant.games.base import (
    Event,
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    RulesError,
    SetupError,
    Step,
)
from assistant.games.camel_up import second
from assistant.games.camel_up.moves import (
    Bet,
    Desert,
    Move,
    NotationError,
    Partner,
    RaceBet,
    Reveal,
    Roll,
    Spectator,
    check_ids,
    english_colour_2,
    parse_position,
)
from assistant.games.camel_up.scoring import final_json, leg_json, score_leg, score_race
from assistant.games.camel_up.state import (
    COLOURS,
    COMPONENTS,
    CRAZY,
    DIE_FACES,
    EDITIONS,
    GREY,
    PILES,
    SIDE_STEPS,
    SIDES,
    SPEC,
    START_SPACES,
    TRACK_LENGTH,
    DesertTile,
    LegResult,
    Player,
    Position,
    RaceCard,
    State,
    colour_msg,
    pile_msg,
    side_msg,
    start_problem,
)
from assistant.messages import N_, Msg, Plural, Say

if TYPE_CHECKING:
    pass

# -- setup ---------------------------------------------------------------------------------


def initial_state(setup: Mapping[str, Any]) -> State:
    """The state before the first turn: `setup` has `players` (in turn order, the first
    player first) and `start` (the camels in the position notation, bottom to top), and
    `"hidden": true` when the table keeps race cards secret in the status (`State.secret`);
    `"edition": 2` for the second edition (absent or 1: the first), whose start also has
    the crazy camels on 14-16 (`1:blue,red 2:green 3:yellow,purple 14:white 16:black`).

    :raises SetupError: wrong number of players, a name twice, an unknown edition, or a
        start that is not five camels on spaces 1-3 (and, in the second edition, the two
        crazy camels on 14-16).
    """
    edition = setup.get("edition", 1)
    if isinstance(edition, bool) or edition not in EDITIONS:
        raise SetupError(
            Msg(N_("Camel Up has editions 1 and 2, not “{value}”."), {"value": edition}),
            SPEC.rule("editions"),
        )
    components = COMPONENTS[edition]
    names = setup.get("players")
    if not isinstance(names, Sequence) or isinstance(names, str):
        raise SetupError(Msg(N_("The players are missing.")), SPEC.rule("setup"))
    names = [str(n).strip() for n in names]
    if not SPEC.min_players <= len(names) <= SPEC.max_players:
        raise SetupError(
            Msg(
                N_("Camel Up is played by {low} to {high} players, not {count}."),
                {"low": SPEC.min_players, "high": SPEC.max_players, "count": len(names)},
            ),
            components.rule("setup"),
        )
    folded = [n.casefold() for n in names]
    for name in names:
        if not name:
            raise SetupError(Msg(N_("A player's name is empty.")), components.rule("setup"))
        if folded.count(name.casefold()) > 1:
            raise SetupError(
                Msg(N_("Two players are called {name}."), {"name": name}),
                components.rule("setup"),
            )
    start = setup.get("start")
    if start is None:
        raise SetupError(_missing_start(edition), components.rule("setup"))
    if not isinstance(start, str):
        raise SetupError(
            Msg(N_("The start position of the camels is missing.")), components.rule("setup")
        )
    try:
        position = parse_position(start, english_colour_2 if edition == 2 else None)
    except NotationError as error:
        raise SetupError(error.msg, components.rule("setup")) from error
    if edition == 2:
        second.check_start(position)
    else:
        check_start(position)
    hidden = setup.get("hidden", False)
    if not isinstance(hidden, bool):
        raise SetupError(
            Msg(N_("The hidden option is true or false, not “{value}”."), {"value": hidden}),
            SPEC.rule("hidden"),
        )
    state = State(players=tuple(Player(n) for n in names), position=position, hidden=hidden)
    if edition == 1:
        return state
    return replace(
        state, edition=edition, dice_left=components.dice, leg_tiles=components.full_tickets()
    )


def _missing_start(edition: int) -> Msg:
    """What to type when `--start` is left out: where the dice of the setup put the camels,
    with an example of the edition's notation, in the words of the reader's catalog."""
    if edition == 2:
        return Msg(
            N_(
                "Roll the dice to place the camels as the rules say, then type where they "
                "stand, each space bottom to top, the crazy camels on 14 to 16 too: "
                "`--start '1:blue,red 2:green 3:yellow,purple 14:white 16:black'`."
            )
        )
    return Msg(
        N_(
            "Roll the dice to place the camels as the rules say, then type where they stand, "
            "each space bottom to top: `--start '1:green,yellow 2:orange 3:blue,white'`."
        )
    )


def check_start(position: Position) -> None:
    """Five camels, each once, on spaces 1 to 3 (where the first die roll puts them).

    :raises SetupError: otherwise.
    """
    problem = start_problem(position.camels(), COLOURS)
    if problem is not None:
        raise SetupError(problem, SPEC.rule("setup"))
    for space, _ in position.stacks:
        if space not in START_SPACES:
            raise SetupError(
                Msg(
                    N_("Camels start on spaces 1, 2 or 3 (the value of their die), not {space}."),
                    {"space": space},
                ),
                SPEC.rule("setup"),
            )


# -- movement ------------------------------------------------------------------------------

LandingTable = tuple[tuple[int, bool, int], ...]
"""For every space a die can take a group to: `(stop, under, tile)`, where the group stops,
whether it goes under the camels there, and the space of the desert tile it landed on (0:
none)."""


def landing_table(tiles: Mapping[int, int]) -> LandingTable:
    """Where a group that a die takes to each space stops, given the desert tiles on the
    track (`{space: +1 for an oasis, -1 for a mirage}`).

    A group that lands on a desert tile pays its owner (the caller does, from the tile space
    returned) and moves one more space: an oasis forward, on top of the camels there; a
    mirage back, under them. An oasis on 16 carries the group past the finish.
    """
    table = [(space, False, 0) for space in range(TRACK_LENGTH + max(DIE_FACES) + 1)]
    for space, step in tiles.items():
        table[space] = (space + step, step < 0, space)
    return tuple(table)


def roll(
    spaces: Sequence[int], i: int, face: int, table: LandingTable
) -> tuple[int, int, int, int]:
    """The movement rule: the camel at index `i` of a track moves `face` spaces, carrying
    every camel above it.

    A track lists the camels from the back of the race to the front, the camels of one space
    bottom to top (`Position.camels()`); `spaces` holds their spaces in that order (never
    decreasing). Only the spaces matter, so the same function moves camels named by colour
    (the rules) or by number (the odds), on tuples or on lists.

    Returns `(j, to, k, tile)`: the moving group is the camels at `i` to `j - 1`; it stops on
    space `to` (past `TRACK_LENGTH`: the race is over) and goes in at index `k` among the
    other camels (the track without the group), that is on top of the camels on `to`, or
    under them after a mirage; `tile` is the space of the desert tile it landed on (0: none).
    """
    start = spaces[i]
    j = bisect_right(spaces, start, i)
    to, under, tile = table[start + face]
    if under:
        k = bisect_left(spaces, to)  # under the camels there (those it left, after a 1)
        if k >= j:
            k -= j - i
    else:
        k = bisect_right(spaces, to, j) - j + i  # on top of the camels there
    return j, to, k, tile


@dataclass(frozen=True)
class Movement:
    """What one die did: which group moved from where to where, and the desert tile met."""

    colour: str
    value: int
    start: int
    group: tuple[str, ...]  # the camels that moved, bottom to top
    landed: int  # where the die took the group, before any desert tile
    tile: DesertTile | None  # the tile on `landed`, if any
    end: int  # where the group stopped
    under: bool  # put under the stack there (a mirage)
    crossed: bool  # past space 16: the race is over
    position: Position


def move_camel(
    position: Position, tiles: Sequence[DesertTile], colour: str, value: int
) -> Movement:
    """Move `colour` and every camel on top of it `value` spaces, desert tiles included."""
    camels, spaces = position.camels(), position.spaces()
    i = camels.index(colour)
    table = landing_table({t.space: SIDE_STEPS[t.side] for t in tiles})
    j, to, k, landed_on = roll(spaces, i, value, table)
    group = camels[i:j]
    others, other_spaces = camels[:i] + camels[j:], spaces[:i] + spaces[j:]
    after = Position.from_track(
        others[:k] + group + others[k:],
        other_spaces[:k] + (to,) * len(group) + other_spaces[k:],
    )
    tile = next((t for t in tiles if t.space == landed_on), None)
    start = spaces[i]
    under = tile is not None and SIDE_STEPS[tile.side] < 0
    return Movement(
        colour, value, start, group, start + value, tile, to, under, to > TRACK_LENGTH, after
    )


def movement_json(m: Movement) -> dict[str, Any]:
    """What a die did, as JSON (the data of the `camel/moved` event)."""
    return {
        "colour": m.colour,
        "value": m.value,
        "from": m.start,
        "group": list(m.group),
        "landed": m.landed,
        "desert_tile": None
        if m.tile is None
        else {"space": m.tile.space, "side": m.tile.side, "owner": m.tile.owner},
        "to": m.end,
        "under": m.under,
        "crossed_finish": m.crossed,
    }


# -- the moves -----------------------------------------------------------------------------


def advance(state: State, move: Move) -> Step[State]:
    """The state after `move` and the events it caused, once the shared guard has passed
    (the game is not over, the player exists and, but for a reveal, it is their turn).

    :raises GameOverError: the race is over (only `Reveal` is still taken, until every card
        is known).
    :raises IllegalMoveError: the move breaks a rule now.
    :raises InvalidMoveError: the move names something that does not exist.
    """
    if isinstance(move, Reveal):
        after, events = _reveal(state, move)
        return Step(after, (*events, *_closing(state, after)))
    if state.race_over:
        raise GameOverError(
            Msg(N_("The race is over: no more turns are played.")),
            state.components.rule("race-end"),
        )
    check_ids(move, state.edition)
    if isinstance(move, Roll):
        # moves the turn on itself (a leg or the race may end)
        after, events = _roll_2(state, move) if state.edition == 2 else _roll(state, move)
        return Step(after, (*events, *_closing(state, after)))
    if isinstance(move, Bet):
        after, event = _bet(state, move)
    elif isinstance(move, Desert):
        after, event = _desert(state, move)
    elif isinstance(move, Spectator):
        after, event = _spectator(state, move)
    elif isinstance(move, Partner):
        after, event = _partner(state, move)
    else:
        after, event = _race_bet(state, move)
    after = replace(after, turn=(state.turn + 1) % len(state.players))
    return Step(after, (event, *_closing(state, after)))


def takes_turn(state: State, move: Move) -> bool:
    """The turn hook: a reveal is nobody's turn (once the race is over the table, or each
    player, enters the colours of the face-down race cards); every other move is its
    player's."""
    return not isinstance(move, Reveal) and move.player is not None


def as_turn_of(state: State, player: str) -> State:
    """The state as if it were `player`'s turn (for judging a move planned for later)."""
    return replace(state, turn=state.names.index(player))


def _not_racing(state: State, colour: str | None, section: str, text: str) -> None:
    """Second edition: a crazy camel (or the grey die) named where only racing camels go;
    `section` is the first edition's section of the move (`leg-bet`, `race-bet`), `text`
    the refusal."""
    if state.edition != 2 or colour is None or colour in state.components.racing:
        return
    if colour == GREY:
        raise IllegalMoveError(
            Msg(N_("There is no grey camel: the grey die moves the crazy camels.")),
            SPEC.rule("grey-die"),
        )
    raise IllegalMoveError(
        Msg(text, {"colour": colour_msg(colour)}), state.components.rule(section)
    )


def _bet(state: State, move: Bet) -> tuple[State, Event]:
    _not_racing(
        state,
        move.colour,
        "leg-bet",
        N_("{colour} is a crazy camel: betting tickets are only for the five racing camels."),
    )
    left = state.leg_tiles_left(move.colour)
    if not left:
        text = (
            N_("No {colour} betting ticket is left in this leg.")
            if state.edition == 2
            else N_("No {colour} leg-bet tile is left in this leg.")
        )
        raise IllegalMoveError(
            Msg(text, {"colour": colour_msg(move.colour)}), state.components.rule("leg-bet")
        )
    face, rest = left[0], left[1:]
    if move.value is not None and move.value != face:
        text = (
            N_(
                "The top {colour} betting ticket is worth {top}, not {said}: they are taken "
                "from the top."
            )
            if state.edition == 2
            else N_(
                "The top {colour} leg-bet tile is worth {top}, not {said}: they are taken "
                "from the top."
            )
        )
        raise IllegalMoveError(
            Msg(text, {"colour": colour_msg(move.colour), "top": face, "said": move.value}),
            state.components.rule("leg-bet"),
        )
    player = state.player(move.player)
    player = replace(player, leg_bets=(*player.leg_bets, (move.colour, face)))
    leg_tiles = tuple((c, rest if c == move.colour else v) for c, v in state.leg_tiles)
    taken = (
        N_("{player} takes the {colour} betting ticket worth {face}.")
        if state.edition == 2
        else N_("{player} takes the {colour} leg-bet tile worth {face}.")
    )
    event = Event(
        "leg-bet/taken",
        Msg(taken, {"player": move.player, "colour": colour_msg(move.colour), "face": face}),
        {"player": move.player, "colour": move.colour, "face": face},
    )
    return replace(state.with_player(player), leg_tiles=leg_tiles), event


def desert_problem(state: State, player: str, space: int, side: str) -> RulesError | None:
    """Why `player` may not put the desert tile on `space` with `side` up (None: legal)."""
    if not 1 <= space <= TRACK_LENGTH:
        return InvalidMoveError(
            Msg(
                N_("The track has spaces 1 to {last}, not {space}."),
                {"last": TRACK_LENGTH, "space": space},
            ),
            SPEC.rule("desert-tile"),
        )
    if space == 1:
        return IllegalMoveError(
            Msg(N_("A desert tile never goes on space 1.")), SPEC.rule("desert-tile")
        )
    if state.position.stack_at(space):
        return IllegalMoveError(
            Msg(N_("Space {space} has a camel on it."), {"space": space}),
            SPEC.rule("desert-tile"),
        )
    mine = state.tile_of(player)
    if mine is not None and mine.space == space and mine.side == side:
        return IllegalMoveError(
            Msg(
                N_("{player}'s desert tile is already on space {space}, {side} side."),
                {"player": player, "space": space, "side": side_msg(side)},
            ),
            SPEC.rule("desert-tile"),
        )
    for tile in state.tiles:
        if tile.owner == player:
            continue  # the old place of one's own tile does not count
        if tile.space == space:
            return IllegalMoveError(
                Msg(
                    N_("{owner}'s desert tile is already on space {space}."),
                    {"owner": tile.owner, "space": space},
                ),
                SPEC.rule("desert-tile"),
            )
        if abs(tile.space - space) == 1:
            return IllegalMoveError(
                Msg(
                    N_("Space {space} is next to {owner}'s desert tile on space {other}."),
                    {"space": space, "owner": tile.owner, "other": tile.space},
                ),
                SPEC.rule("desert-tile"),
            )
    return None


def _desert(state: State, move: Desert) -> tuple[State, Event]:
    problem = desert_problem(state, move.player, move.space, move.side)
    if problem is not None:
        raise problem
    return _tile_put(
        state,
        move.player,
        move.space,
        move.side,
        "desert-tile",
        N_("{player} puts the desert tile on space {space}, {side} side."),
        N_("{player} moves the desert tile from space {old} to space {space}, {side} side."),
    )


def _spectator(state: State, move: Spectator) -> tuple[State, Event]:
    problem = second.spectator_problem(state, move.player, move.space, move.side)
    if problem is not None:
        raise problem
    return _tile_put(
        state,
        move.player,
        move.space,
        move.side,
        "spectator-tile",
        N_("{player} puts the spectator tile on space {space}, {side} side."),
        N_("{player} moves the spectator tile from space {old} to space {space}, {side} side."),
    )


def _tile_put(
    state: State, player: str, space: int, side: str, kind: str, placed: str, moved: str
) -> tuple[State, Event]:
    """`player`'s tile (a desert tile, or the second edition's spectator tile: `kind`) put
    on `space`, `side` up, or moved there: the event `<kind>/placed` or `<kind>/moved`."""
    old = state.tile_of(player)
    tiles = [t for t in state.tiles if t.owner != player]
    tiles.append(DesertTile(space, side, player))
    args = {"player": player, "space": space, "side": side_msg(side)}
    data = {"player": player, "space": space, "side": side}
    if old is None:
        event = Event(f"{kind}/placed", Msg(placed, args), {**data, "from": None})
    elif old.space == space:  # turned over where it lies (first edition)
        turned = N_("{player} turns the desert tile over on space {space}: {side} side up.")
        event = Event(f"{kind}/moved", Msg(turned, args), {**data, "from": old.space})
    else:
        event = Event(
            f"{kind}/moved", Msg(moved, {**args, "old": old.space}), {**data, "from": old.space}
        )
    return replace(state, tiles=tuple(sorted(tiles, key=lambda t: t.space))), event


def _partner(state: State, move: Partner) -> tuple[State, Event]:
    problem = second.partner_problem(state, move.player, move.partner)
    if problem is not None:
        raise problem
    one, other = state.player(move.player), state.player(move.partner)
    state = state.with_player(replace(one, partner=move.partner))
    state = state.with_player(replace(other, partner=move.player))
    event = Event(
        "partnership/formed",
        Msg(
            N_(
                "{player} and {partner} swap partnership cards: they are partners for the "
                "rest of this leg."
            ),
            {"player": move.player, "partner": move.partner},
        ),
        {"player": move.player, "partner": move.partner},
    )
    return state, event


def _roll(state: State, move: Roll) -> tuple[State, list[Event]]:
    if move.value not in DIE_FACES:
        raise InvalidMoveError(
            Msg(N_("A die shows 1, 2 or 3, not {value}."), {"value": move.value}),
            SPEC.rule("pyramid-tile"),
        )
    if move.colour not in state.dice_left:
        raise IllegalMoveError(
            Msg(
                N_("The {colour} die has already come out of the pyramid in this leg."),
                {"colour": colour_msg(move.colour)},
            ),
            SPEC.rule("pyramid-tile"),
        )
    roller = state.player(move.player)
    state = state.with_player(replace(roller, pyramid_tiles=roller.pyramid_tiles + 1))
    movement = move_camel(state.position, state.tiles, move.colour, move.value)
    events = [
        Event(
            "pyramid-tile/taken",
            Msg(N_("{player} takes a pyramid tile."), {"player": move.player}),
            {"player": move.player, "colour": move.colour, "value": move.value},
        ),
        _moved_event(movement),
    ]
    state = _rolled(state, movement, move.colour, events, _paid_event)
    next_turn = (state.turn + 1) % len(state.players)
    if movement.crossed:
        events.append(
            Event(
                "race/finished",
                Msg(N_("The finish line is crossed: the race is over!")),
                {"winner_camel": movement.group[-1]},
            )
        )
        state = _end_leg(state, "finish", None)
        return _final_if_known(replace(state, race_over=True)), events
    if not state.dice_left:
        return _end_leg(state, "dice", next_turn), events
    return replace(state, turn=next_turn), events


def _check_die_2(state: State, move: Roll) -> None:
    """A die of the second edition as the table reads it: a face of 1-3, a racing die still
    in the pyramid, the grey die with the colour its number is printed in."""
    rule = SPEC.rule("pyramid-ticket")
    if move.value not in DIE_FACES:
        raise InvalidMoveError(
            Msg(N_("A die shows 1, 2 or 3, not {value}."), {"value": move.value}), rule
        )
    if move.colour in CRAZY:
        raise IllegalMoveError(
            Msg(
                N_(
                    "The {colour} camel has no die of its own: the grey die moves the crazy "
                    "camels. If the grey die shows a {value} printed in {colour}, say "
                    "`{roll}` (the camel that moves may be the other one)."
                ),
                {
                    "colour": colour_msg(move.colour),
                    "value": move.value,
                    "roll": Say("camel", "roll", (GREY, move.colour, str(move.value))),
                },
            ),
            SPEC.rule("grey-die"),
        )
    if move.colour == GREY and move.shown not in CRAZY:
        raise InvalidMoveError(
            Msg(N_("The grey die's numbers are printed in black or white: say which one.")),
            SPEC.rule("grey-die"),
        )
    if move.colour != GREY and move.shown is not None:
        raise InvalidMoveError(
            Msg(
                N_("Only the grey die shows a colour besides its number, not the {colour} die."),
                {"colour": colour_msg(move.colour)},
            ),
            SPEC.rule("grey-die"),
        )
    if move.colour not in state.dice_left:
        raise IllegalMoveError(
            Msg(
                N_("The {colour} die has already come out of the pyramid in this leg."),
                {"colour": colour_msg(move.colour)},
            ),
            rule,
        )


def _roll_2(state: State, move: Roll) -> tuple[State, list[Event]]:
    """A die of the second edition: a racing die moves its camel forward; the grey die moves
    a crazy camel backward (which one: `second.crazy_to_move`). The leg ends after the fifth
    die of the six; the race as soon as a unit crosses a line."""
    _check_die_2(state, move)
    roller = state.player(move.player)
    state = state.with_player(replace(roller, pyramid_tiles=roller.pyramid_tiles + 1))
    taken = {"player": move.player, "colour": move.colour, "value": move.value}
    if move.shown is not None:
        taken["shown"] = move.shown
    events = [
        Event(
            "pyramid-tile/taken",
            Msg(N_("{player} takes a pyramid ticket."), {"player": move.player}),
            taken,
        )
    ]
    if move.shown is not None:
        camel, reason = second.crazy_to_move(state.position, move.shown)
        events.append(_crazy_event(move.shown, move.value, camel, reason))
        movement = second.move_unit(
            state.position, state.tiles, GREY, camel, move.value, second.BACKWARD
        )
    else:
        movement = second.move_unit(
            state.position, state.tiles, move.colour, move.colour, move.value, second.FORWARD
        )
    events.append(_unit_moved_event(movement))
    state = _rolled(state, movement, move.colour, events, _spectator_paid_event)
    next_turn = (state.turn + 1) % len(state.players)
    if movement.crossed:
        backward = movement.end < 1
        text = (
            N_("The {camel} camel crosses the start line going backward: the race is over!")
            if backward
            else N_("The finish line is crossed: the race is over!")
        )
        events.append(
            Event(
                "race/finished",
                Msg(text, {"camel": colour_msg(movement.camel)}),
                {"winner_camel": state.ranking()[0], "backward": backward},
            )
        )
        state = _end_leg(state, "finish", None)
        return _final_if_known(replace(state, race_over=True)), events
    if len(state.components.dice) - len(state.dice_left) >= state.components.dice_per_leg:
        return _end_leg(state, "dice", next_turn), events
    return replace(state, turn=next_turn), events


def _crazy_event(shown: str, value: int, camel: str, reason: str) -> Event:
    texts = {
        "shown": N_("The grey die shows a {shown} {value}."),  # the move's line says the rest
        "carrying": N_(
            "The grey die shows a {shown} {value}, but only the {camel} camel carries racing "
            "camels: the {camel} camel moves backward."
        ),
        "on-top": N_(
            "The grey die shows a {shown} {value}, but the {camel} camel sits directly on the "
            "other crazy camel: the {camel} camel moves backward."
        ),
    }
    said = reason if camel != shown else "shown"  # an exception that changes nothing: unsaid
    return Event(
        "crazy-camel/chosen",
        Msg(
            texts[said],
            {"shown": colour_msg(shown), "value": value, "camel": colour_msg(camel)},
        ),
        {"shown": shown, "value": value, "camel": camel, "reason": reason},
    )


def _on_top(m: second.UnitMovement | Movement, among: Collection[str] | None = None) -> Msg | None:
    """`on top of the white camel`: the camels a unit lands on, where it stays; None when it
    lands on no camel (or on none of `among`: a racing unit is said to be on top only of a
    crazy camel), or a tile moves it on."""
    stack = m.position.stack_at(m.landed)
    beneath = stack[: len(stack) - len(m.group)]
    if m.tile is not None or not beneath or (among is not None and not set(beneath) & set(among)):
        return None
    return _camels_by(beneath, under=False)


def _camels_by(camels: Sequence[str], under: bool) -> Msg:
    """`on top of the white camel`, `underneath the yellow and purple camels`: where a
    group stands by the other `camels` of its stack."""
    if under:
        return Plural(
            "underneath the {camels} camel",
            "underneath the {camels} camels",
            len(camels),
            camels=[colour_msg(c) for c in camels],
        )
    return Plural(
        "on top of the {camels} camel",
        "on top of the {camels} camels",
        len(camels),
        camels=[colour_msg(c) for c in camels],
    )


def _die_moved(m: second.UnitMovement | Movement, colour: str, beneath: Msg | None) -> Msg:
    """`The blue die shows 2: blue moves from space 3 to space 5`, and `, {beneath}` when
    said (`on top of the yellow camel`)."""
    args = {
        "colour": colour_msg(colour),
        "value": m.value,
        "group": [colour_msg(c) for c in m.group],
        "start": m.start,
        "landed": m.landed,
    }
    if beneath is None:
        return Plural(
            "The {colour} die shows {value}: {group} moves from space {start} to space {landed}.",
            "The {colour} die shows {value}: {group} move from space {start} to space {landed}.",
            len(m.group),
            **args,
        )
    return Plural(
        "The {colour} die shows {value}: {group} moves from space {start} to space "
        "{landed}, {beneath}.",
        "The {colour} die shows {value}: {group} move from space {start} to space "
        "{landed}, {beneath}.",
        len(m.group),
        **args,
        beneath=beneath,
    )


def _unit_moved_event(m: second.UnitMovement) -> Event:
    if m.direction == second.FORWARD:
        # on top of the camels where it stops, as in the first edition (a crazy camel
        # among them may carry it back)
        said = _die_moved(m, m.die, _on_top(m))
        return Event("camel/moved", said, second.movement_json(m))
    args = {"camel": colour_msg(m.camel), "start": m.start, "landed": m.landed}
    carried = [colour_msg(c) for c in m.group if c != m.camel]
    beneath = _on_top(m)
    if beneath is not None:  # `… to space 14, on top of the white camel`
        said = (
            Msg(
                N_(
                    "The {camel} camel moves back from space {start} to space {landed}, "
                    "carrying {carried}, {beneath}."
                ),
                {**args, "carried": carried, "beneath": beneath},
            )
            if carried
            else Msg(
                N_("The {camel} camel moves back from space {start} to space {landed}, {beneath}."),
                {**args, "beneath": beneath},
            )
        )
        return Event("camel/moved", said, second.movement_json(m))
    return Event(
        "camel/moved",
        Msg(
            N_(
                "The {camel} camel moves back from space {start} to space {landed}, carrying "
                "{carried}."
            ),
            {**args, "carried": carried},
        )
        if carried
        else Msg(N_("The {camel} camel moves back from space {start} to space {landed}."), args),
        second.movement_json(m),
    )


def _spectator_paid_event(m: second.UnitMovement, tile: DesertTile) -> Event:
    text = (
        N_("{owner}'s cheering tile on space {landed}: {owner} earns 1 coin and {movement}.")
        if tile.side == "cheering"
        else N_("{owner}'s booing tile on space {landed}: {owner} earns 1 coin and {movement}.")
    )
    crazy = m.group[0] in CRAZY
    movement = _went_on(m.group, m.end, m.position, tile.side == "cheering", crazy)
    return Event(
        "spectator-tile/paid",
        Msg(text, {"owner": tile.owner, "landed": m.landed, "movement": movement}),
        {"owner": tile.owner, "space": tile.space, "side": tile.side, "to": m.end},
    )


WENT_ON: dict[str, tuple[str, str]] = {
    "on": (N_("the camel goes on to space {end}"), N_("the {n} camels go on to space {end}")),
    "sent": (
        N_("the camel is sent back to space {end}"),
        N_("the {n} camels are sent back to space {end}"),
    ),
    "back": (
        N_("the camel falls back to space {end}"),
        N_("the {n} camels fall back to space {end}"),
    ),
}
"""What a tile did to a group, by how it went: on towards the finish line, back towards the
start, or sent back against a crazy camel's own way (towards the finish line): one camel,
several."""


def _went_on(
    group: Sequence[str], end: int, after: Position, forward: bool, crazy: bool = False
) -> Msg:
    """What a tile did to the group that landed on it: `the camel goes on to space 8`, `the 2
    camels fall back to space 6, underneath the yellow camel` (where others stand).
    `forward`: the tile sends the group on in its direction of travel (on top) rather than
    back against it (underneath); a crazy camel travels backward: sent on, it *falls back*
    (to the start), sent back against its way, it *is sent back* (to the finish). `crazy`:
    the group is led by a crazy camel (second edition; the first edition's white camel
    races)."""
    n = len(group)
    way = "sent" if crazy and not forward else "on" if forward != crazy else "back"
    one, many = WENT_ON[way]
    went = Msg(one if n == 1 else many, {"n": n, "end": end})
    stack = after.stack_at(end)
    others = stack[: len(stack) - n] if forward else stack[n:]
    if not others:
        return went
    return Msg(N_("{went}, {where}"), {"went": went, "where": _camels_by(others, not forward)})


def _rolled(
    state: State,
    movement: Any,
    die: str,
    events: list[Event],
    paid: Callable[[Any, DesertTile], Event],
) -> State:
    """`state` after a die moved camels (`movement`): the owner of the tile they landed on
    paid a coin (the `paid` event), the camels where they stopped, the die out of the
    pyramid."""
    if movement.tile is not None:
        owner = state.player(movement.tile.owner)
        state = state.with_player(
            replace(owner, money=owner.money + 1, desert_coins=owner.desert_coins + 1)
        )
        events.append(paid(movement, movement.tile))
    return replace(
        state,
        position=movement.position,
        dice_left=tuple(c for c in state.dice_left if c != die),
    )


def _moved_event(m: Movement) -> Event:
    if m.landed <= TRACK_LENGTH:  # `… to space 6, on top of the yellow camel`
        return Event("camel/moved", _die_moved(m, m.colour, _on_top(m)), movement_json(m))
    return Event(  # the finish line lies after space 16: no space 17 to name
        "camel/moved",
        Plural(
            "The {colour} die shows {value}: {group} crosses the finish line from space {start}.",
            "The {colour} die shows {value}: {group} cross the finish line from space {start}.",
            len(m.group),
            colour=colour_msg(m.colour),
            value=m.value,
            group=[colour_msg(c) for c in m.group],
            start=m.start,
        ),
        movement_json(m),
    )


def _paid_event(m: Movement, tile: DesertTile) -> Event:
    if tile.side == "oasis" and m.end > TRACK_LENGTH:
        movement = (
            Msg(N_("the camel goes on over the finish line"))
            if len(m.group) == 1
            else Msg(N_("the {n} camels go on over the finish line"), {"n": len(m.group)})
        )
    else:
        movement = _went_on(m.group, m.end, m.position, tile.side == "oasis")
    text = (
        N_("{owner}'s oasis on space {landed}: {owner} earns 1 coin and {movement}.")
        if tile.side == "oasis"
        else N_("{owner}'s mirage on space {landed}: {owner} earns 1 coin and {movement}.")
    )
    return Event(
        "desert-tile/paid",
        Msg(text, {"owner": tile.owner, "landed": m.landed, "movement": movement}),
        {"owner": tile.owner, "space": tile.space, "side": tile.side, "to": m.end},
    )


def _end_leg(state: State, ended_by: str, next_turn: int | None) -> State:
    """Score the leg, give the tiles back, send desert tiles home and refill the pyramid;
    `next_turn` starts the next leg (None: the race is over)."""
    next_player = None if next_turn is None else state.players[next_turn].name
    result = score_leg(state, ended_by, next_player)
    money = {p.name: p.after for p in result.players}
    players = tuple(Player(p.name, money[p.name]) for p in state.players)
    after = replace(
        state,
        players=players,
        tiles=(),
        dice_left=state.components.dice,
        leg_tiles=state.components.full_tickets(),
        legs=(*state.legs, result),
    )
    if next_turn is None:
        return after
    return replace(after, leg_starter=next_turn, turn=next_turn)


def _final_if_known(state: State) -> State:
    """Once the race is over and every race card is known: the final scoring."""
    if not state.race_over or state.face_down() or state.final is not None:
        return state
    final = score_race(state)
    money = dict(final.money)
    players = tuple(replace(p, money=money[p.name]) for p in state.players)
    return replace(state, players=players, final=final)


def _race_bet(state: State, move: RaceBet) -> tuple[State, Event]:
    second_edition = state.edition == 2
    rule = state.components.rule("race-bet")
    _not_racing(
        state,
        move.colour,
        "race-bet",
        N_("{colour} is a crazy camel: finish cards name only the five racing camels."),
    )
    if state.race_cards_in_hand(move.player) == 0:
        text = (
            N_("{player} has no finish card left.")
            if second_edition
            else N_("{player} has no race card left.")
        )
        raise IllegalMoveError(Msg(text, {"player": move.player}), rule)
    if move.colour is not None and move.colour not in state.race_cards_left(move.player):
        text = (
            (
                N_("{player} has already played that finish card.")
                if second_edition
                else N_("{player} has already played that race card.")
            )
            if state.secret  # the hidden option: no colour
            else N_("{player} has already played the {colour} finish card.")
            if second_edition
            else N_("{player} has already played the {colour} race card.")
        )
        raise IllegalMoveError(
            Msg(text, {"player": move.player, "colour": colour_msg(move.colour)}), rule
        )
    card = RaceCard(move.player, move.colour)
    shown = None if state.secret else move.colour  # the hidden option: face down till the end
    if second_edition:
        text = (
            N_("{player} puts a finish card face down on the {pile} pile.")
            if shown is None
            else N_("{player} puts the {colour} finish card on the {pile} pile.")
        )
    else:
        text = (
            N_("{player} puts a race card face down on the {pile} pile.")
            if shown is None
            else N_("{player} puts the {colour} race card on the {pile} pile.")
        )
    event = Event(
        "race-card/placed",
        Msg(
            text,
            {
                "player": move.player,
                "pile": pile_msg(move.pile),
                "colour": colour_msg(shown) if shown else "",
            },
        ),
        {"player": move.player, "pile": move.pile, "colour": shown},
    )
    if move.pile == "winner":
        return replace(state, winner_pile=(*state.winner_pile, card)), event
    return replace(state, loser_pile=(*state.loser_pile, card)), event


def _reveal(state: State, move: Reveal) -> tuple[State, list[Event]]:
    if not state.race_over:
        raise IllegalMoveError(
            Msg(N_("The race piles are turned over only once the race has ended.")),
            SPEC.rule("reveal"),
        )
    check_ids(move, state.edition)
    for colour in move.colours:
        _not_racing(
            state,
            colour,
            "race-bet",
            N_("{colour} is a crazy camel: finish cards name only the five racing camels."),
        )
    pile = state.pile(move.pile)
    hidden = [
        i
        for i, card in enumerate(pile)
        if card.colour is None and (move.player is None or card.owner == move.player)
    ]
    if not hidden:
        text = (
            N_("No face-down card is left on the {pile} pile.")
            if move.player is None
            else N_("{player} has no face-down card on the {pile} pile.")
        )
        raise IllegalMoveError(
            Msg(text, {"pile": pile_msg(move.pile), "player": move.player}),
            SPEC.rule("reveal"),
        )
    if len(move.colours) != len(hidden):
        raise IllegalMoveError(
            Plural(
                "The {pile} pile holds {n} face-down card here: give {n} colour, not {given}.",
                "The {pile} pile holds {n} face-down cards here: give {n} colours, not {given}.",
                len(hidden),
                pile=pile_msg(move.pile),
                given=len(move.colours),
            ),
            SPEC.rule("reveal"),
        )
    cards = list(pile)
    for index, colour in zip(hidden, move.colours, strict=True):
        cards[index] = RaceCard(cards[index].owner, colour)
    if move.pile == "winner":
        state = replace(state, winner_pile=tuple(cards))
    else:
        state = replace(state, loser_pile=tuple(cards))
    for name in state.names:
        known = [c.colour for c in state.race_cards(name) if c.colour is not None]
        for colour in state.components.racing:
            if known.count(colour) > 1:
                text = (
                    N_(
                        "{player} would have played the {colour} finish card twice: each "
                        "player has one card of each colour."
                    )
                    if state.edition == 2
                    else N_(
                        "{player} would have played the {colour} race card twice: "
                        "each player has one card of each colour."
                    )
                )
                raise IllegalMoveError(
                    Msg(text, {"player": name, "colour": colour_msg(colour)}),
                    state.components.rule("race-bet"),
                )
    event = Event(
        "race-card/revealed",
        _revealed(move, [cards[i] for i in hidden]),
        {
            "player": move.player,
            "pile": move.pile,
            "cards": [
                {"owner": cards[i].owner, "colour": cards[i].colour, "position": i + 1}
                for i in hidden
            ],
        },
    )
    return _final_if_known(state), [event]


def _revealed(move: Reveal, cards: list[RaceCard]) -> Msg:
    """Whose the cards turned over were: `Léa's face-down card on the winner pile: purple`,
    or for the whole pile `purple (Léa) and red (Paul)`."""
    if move.player is not None:
        return Plural(
            "{player}'s face-down card on the {pile} pile: {colours}.",
            "{player}'s face-down cards on the {pile} pile: {colours}.",
            len(cards),
            player=move.player,
            pile=pile_msg(move.pile),
            colours=[colour_msg(c.colour) for c in cards if c.colour is not None],
        )
    owned = [
        Msg(N_("{colour} ({player})"), {"colour": colour_msg(c.colour), "player": c.owner})
        for c in cards
        if c.colour is not None
    ]
    return Msg(
        N_("Face-down cards of the {pile} pile: {colours}."),
        {"pile": pile_msg(move.pile), "colours": owned},
    )


def _closing(before: State, after: State) -> list[Event]:
    """The events every move may end with: a leg scored, the race piles scored and the
    winners, or else what comes next (reveals, or whose turn it is)."""
    events = [
        Event(
            "leg/scored",
            Msg(
                N_("Leg {leg} scored: {first} first, {second} second."),
                {
                    "leg": result.leg,
                    "first": colour_msg(result.first),
                    "second": colour_msg(result.second),
                },
            ),
            leg_json(result),
        )
        for result in after.legs[len(before.legs) :]
    ]
    for result in after.legs[len(before.legs) :]:
        events += _copied_events(before, result)
    final = after.final
    if final is not None and before.final is None:
        events.append(
            Event(
                "race/scored",
                Msg(
                    N_("Final scoring: {winner} wins the race, {loser} comes last."),
                    {
                        "winner": colour_msg(final.winner_camel),
                        "loser": colour_msg(final.loser_camel),
                    },
                ),
                final_json(final),
            )
        )
        text = N_("Winner: {players}.") if len(final.winners) == 1 else N_("Shared win: {players}.")
        events.append(
            Event(
                "game/over",
                Msg(text, {"players": list(final.winners)}),
                {"winners": list(final.winners), "money": dict(final.money)},
            )
        )
    elif after.race_over:
        hidden = after.face_down()
        events.append(
            Event(
                "race/reveal-needed",
                Plural(
                    "The race is over. {n} face-down race card must be revealed before the "
                    "final scoring ({counts}): `{command}`.",
                    "The race is over. {n} face-down race cards must be revealed before the "
                    "final scoring ({counts}): `{command}`.",
                    hidden,
                    command=Say("camel", "reveal"),
                    counts=[
                        Msg("{pile}: {count}", {"pile": pile_msg(p), "count": after.face_down(p)})
                        for p in PILES
                        if after.face_down(p)
                    ],
                ),
                {pile: after.face_down(pile) for pile in PILES},
            )
        )
    elif after.current is not None:
        events.append(
            Event(
                "turn/next",
                Msg(N_("Now it is {player}'s turn."), {"player": after.current}),
                {"player": after.current, "leg": after.leg},
            )
        )
    return events


def _copied_events(before: State, result: LegResult) -> list[Event]:
    """Second edition: what each partner copied at the leg scoring (or that nothing was)."""
    events = []
    for player in result.players:
        partner = before.player(player.name).partner
        if partner is None:
            continue
        item = next((i for i in player.items if i.kind == "partner"), None)
        data = {
            "player": player.name,
            "partner": partner,
            "copied": None if item is None else item.copied,
            "colour": None if item is None else item.colour,
            "face": None if item is None else item.face,
            "amount": 0 if item is None else item.amount,
        }
        if item is None:
            msg = Msg(
                N_("{player} copies nothing from {partner}: no ticket of theirs pays."),
                {"player": player.name, "partner": partner},
            )
        elif item.copied == "pyramid":
            msg = Msg(
                N_("{player} copies a pyramid ticket of {partner}: +{amount}."),
                {"player": player.name, "partner": partner, "amount": item.amount},
            )
        else:
            msg = Msg(
                N_("{player} copies {partner}'s {colour} {face} ticket: +{amount}."),
                {
                    "player": player.name,
                    "partner": partner,
                    "colour": colour_msg(item.colour or ""),
                    "face": item.face,
                    "amount": item.amount,
                },
            )
        events.append(Event("partnership/copied", msg, data))
    return events


# -- enumerations (random games, `check`) -------------------------------------------------


def legal_moves(state: State) -> list[Move]:
    """Every move the player to act may make (empty once the race is over)."""
    name = state.current
    if name is None:
        return []
    if state.edition == 2:
        return _legal_moves_2(state, name)
    moves: list[Move] = [_top_bet(state, name, c) for c in COLOURS if state.leg_tiles_left(c)]
    moves += [
        Desert(name, space, side)
        for space in range(1, TRACK_LENGTH + 1)
        for side in SIDES
        if desert_problem(state, name, space, side) is None
    ]
    moves += [Roll(name, c, v) for c in state.dice_left for v in DIE_FACES]
    if state.race_cards_in_hand(name):
        for pile in PILES:
            moves.append(RaceBet(name, pile, None))
            moves += [RaceBet(name, pile, c) for c in state.race_cards_left(name)]
    return moves


def _top_bet(state: State, name: str, colour: str) -> Bet:
    return Bet(name, colour, state.leg_tiles_left(colour)[0])


def _legal_moves_2(state: State, name: str) -> list[Move]:
    components = state.components
    moves: list[Move] = [
        _top_bet(state, name, c) for c in components.racing if state.leg_tiles_left(c)
    ]
    moves += [
        Spectator(name, space, side)
        for space in range(1, TRACK_LENGTH + 1)
        for side in components.sides
        if second.spectator_problem(state, name, space, side) is None
    ]
    for die in state.dice_left:
        if die == GREY:
            moves += [Roll(name, GREY, v, shown) for shown in CRAZY for v in DIE_FACES]
        else:
            moves += [Roll(name, die, v) for v in DIE_FACES]
    if state.race_cards_in_hand(name):
        for pile in PILES:
            moves.append(RaceBet(name, pile, None))
            moves += [RaceBet(name, pile, c) for c in state.race_cards_left(name)]
    moves += [
        Partner(name, other)
        for other in state.names
        if second.partner_problem(state, name, other) is None
    ]
    return moves
