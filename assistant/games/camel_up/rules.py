"""The rules of Camel Up: the setup, the four actions, camel movement, the end of a leg and
of the race. Pure functions over the frozen `State`.

`apply` checks in the platform's order: the game is over (`GameOverError`), someone acts out
of turn (`OutOfTurnError`), then the rules of the action. Every error names the rulebook
section (`camel-up/<slug>`) that forbids the move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from assistant.games.base import (
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    OutOfTurnError,
    RulesError,
    SetupError,
)
from assistant.games.camel_up.moves import (
    Bet,
    Desert,
    Move,
    NotationError,
    RaceBet,
    Reveal,
    Roll,
    check_ids,
    parse_position,
)
from assistant.games.camel_up.scoring import score_leg, score_race
from assistant.games.camel_up.state import (
    COLOURS,
    DIE_FACES,
    GAME_ID,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PILES,
    SIDES,
    START_SPACES,
    TRACK_LENGTH,
    DesertTile,
    Player,
    Position,
    RaceCard,
    State,
    colour_msg,
    full_leg_tiles,
    pile_msg,
    side_msg,
)
from assistant.messages import N_, Msg, Plural


def rule(slug: str) -> str:
    return f"{GAME_ID}/{slug}"


# -- setup ---------------------------------------------------------------------------------


def initial_state(setup: Mapping[str, Any]) -> State:
    """The state before the first turn: `setup` has `players` (in turn order, the first
    player first) and `start` (the camels in the position notation, bottom to top).

    :raises SetupError: wrong number of players, a name twice, or a start that is not
        five camels on spaces 1-3.
    """
    names = setup.get("players")
    if not isinstance(names, Sequence) or isinstance(names, str):
        raise SetupError(Msg(N_("The players are missing.")), rule("setup"))
    names = [str(n).strip() for n in names]
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise SetupError(
            Msg(
                N_("Camel Up is played by {low} to {high} players, not {count}."),
                {"low": MIN_PLAYERS, "high": MAX_PLAYERS, "count": len(names)},
            ),
            rule("setup"),
        )
    folded = [n.casefold() for n in names]
    for name in names:
        if not name:
            raise SetupError(Msg(N_("A player's name is empty.")), rule("setup"))
        if folded.count(name.casefold()) > 1:
            raise SetupError(
                Msg(N_("Two players are called {name}."), {"name": name}), rule("setup")
            )
    start = setup.get("start")
    if not isinstance(start, str):
        raise SetupError(Msg(N_("The start position of the camels is missing.")), rule("setup"))
    try:
        position = parse_position(start)
    except NotationError as error:
        raise SetupError(error.msg, rule("setup")) from error
    check_start(position)
    return State(players=tuple(Player(n) for n in names), position=position)


def check_start(position: Position) -> None:
    """Five camels, each once, on spaces 1 to 3 (where the first die roll puts them).

    :raises SetupError: otherwise.
    """
    camels = position.camels()
    for colour in COLOURS:
        count = camels.count(colour)
        if count != 1:
            raise SetupError(
                Msg(
                    N_("The {colour} camel must start exactly once (found {count} times)."),
                    {"colour": colour_msg(colour), "count": count},
                ),
                rule("setup"),
            )
    for space, _ in position.stacks:
        if space not in START_SPACES:
            raise SetupError(
                Msg(
                    N_("Camels start on spaces 1, 2 or 3 (the value of their die), not {space}."),
                    {"space": space},
                ),
                rule("setup"),
            )


# -- movement ------------------------------------------------------------------------------


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
    start, height = position.locate(colour)
    stack = position.stack_at(start)
    group, staying = stack[height:], stack[:height]
    after = position.with_stack(start, staying)
    landed = start + value
    tile = None
    if landed <= TRACK_LENGTH:
        tile = next((t for t in tiles if t.space == landed), None)
    end, under = landed, False
    if tile is not None:
        if tile.side == "oasis":
            end = landed + 1
        else:
            end, under = landed - 1, True
    there = after.stack_at(end)
    after = after.with_stack(end, group + there if under else there + group)
    return Movement(
        colour, value, start, group, landed, tile, end, under, end > TRACK_LENGTH, after
    )


# -- the moves -----------------------------------------------------------------------------


def apply(state: State, move: Move) -> State:
    """The state after `move`.

    :raises GameOverError: the race is over (only `Reveal` is still taken, until every card
        is known).
    :raises OutOfTurnError: the move is not by the player whose turn it is.
    :raises IllegalMoveError: the move breaks a rule now.
    :raises InvalidMoveError: the move names something that does not exist.
    """
    if isinstance(move, Reveal):
        return _reveal(state, move)
    if state.race_over:
        raise GameOverError(
            Msg(N_("The race is over: no more turns are played.")), rule("race-end")
        )
    if move.player not in state.names():
        raise InvalidMoveError(
            Msg(N_("{player} is not playing in this game."), {"player": move.player}),
            rule("turn"),
        )
    current = state.current
    if current is not None and move.player != current:
        raise OutOfTurnError.not_their_turn(current, move.player, rule("turn"))
    check_ids(move)
    if isinstance(move, Bet):
        after = _bet(state, move)
    elif isinstance(move, Desert):
        after = _desert(state, move)
    elif isinstance(move, Roll):
        return _roll(state, move)  # moves the turn on itself (a leg or the race may end)
    else:
        after = _race_bet(state, move)
    return replace(after, turn=(state.turn + 1) % len(state.players))


def _bet(state: State, move: Bet) -> State:
    left = state.leg_tiles_left(move.colour)
    if not left:
        raise IllegalMoveError(
            Msg(
                N_("No {colour} leg-bet tile is left in this leg."),
                {"colour": colour_msg(move.colour)},
            ),
            rule("leg-bet"),
        )
    face, rest = left[0], left[1:]
    player = state.player(move.player)
    player = replace(player, leg_bets=(*player.leg_bets, (move.colour, face)))
    leg_tiles = tuple((c, rest if c == move.colour else v) for c, v in state.leg_tiles)
    return replace(state.with_player(player), leg_tiles=leg_tiles)


def desert_problem(state: State, player: str, space: int, side: str) -> RulesError | None:
    """Why `player` may not put the desert tile on `space` with `side` up (None: legal)."""
    if not 1 <= space <= TRACK_LENGTH:
        return InvalidMoveError(
            Msg(
                N_("The track has spaces 1 to {last}, not {space}."),
                {"last": TRACK_LENGTH, "space": space},
            ),
            rule("desert-tile"),
        )
    if space == 1:
        return IllegalMoveError(
            Msg(N_("A desert tile never goes on space 1.")), rule("desert-tile")
        )
    if state.position.stack_at(space):
        return IllegalMoveError(
            Msg(N_("Space {space} has a camel on it."), {"space": space}), rule("desert-tile")
        )
    mine = state.tile_of(player)
    if mine is not None and mine.space == space and mine.side == side:
        return IllegalMoveError(
            Msg(
                N_("Your desert tile is already on space {space}, {side} side."),
                {"space": space, "side": side_msg(side)},
            ),
            rule("desert-tile"),
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
                rule("desert-tile"),
            )
        if abs(tile.space - space) == 1:
            return IllegalMoveError(
                Msg(
                    N_("Space {space} is next to {owner}'s desert tile on space {other}."),
                    {"space": space, "owner": tile.owner, "other": tile.space},
                ),
                rule("desert-tile"),
            )
    return None


def _desert(state: State, move: Desert) -> State:
    problem = desert_problem(state, move.player, move.space, move.side)
    if problem is not None:
        raise problem
    tiles = [t for t in state.tiles if t.owner != move.player]
    tiles.append(DesertTile(move.space, move.side, move.player))
    return replace(state, tiles=tuple(sorted(tiles, key=lambda t: t.space)))


def _roll(state: State, move: Roll) -> State:
    if move.value not in DIE_FACES:
        raise InvalidMoveError(
            Msg(N_("A die shows 1, 2 or 3, not {value}."), {"value": move.value}),
            rule("pyramid-tile"),
        )
    if move.colour not in state.dice_left:
        raise IllegalMoveError(
            Msg(
                N_("The {colour} die has already come out of the pyramid in this leg."),
                {"colour": colour_msg(move.colour)},
            ),
            rule("pyramid-tile"),
        )
    roller = state.player(move.player)
    state = state.with_player(replace(roller, pyramid_tiles=roller.pyramid_tiles + 1))
    movement = move_camel(state.position, state.tiles, move.colour, move.value)
    if movement.tile is not None:
        owner = state.player(movement.tile.owner)
        state = state.with_player(
            replace(owner, money=owner.money + 1, desert_coins=owner.desert_coins + 1)
        )
    state = replace(
        state,
        position=movement.position,
        dice_left=tuple(c for c in state.dice_left if c != move.colour),
    )
    next_turn = (state.turn + 1) % len(state.players)
    if movement.crossed:
        state = _end_leg(state, "finish", None)
        return _final_if_known(replace(state, race_over=True))
    if not state.dice_left:
        return _end_leg(state, "dice", next_turn)
    return replace(state, turn=next_turn)


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
        dice_left=COLOURS,
        leg_tiles=full_leg_tiles(),
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


def _race_bet(state: State, move: RaceBet) -> State:
    if state.race_cards_in_hand(move.player) == 0:
        raise IllegalMoveError(
            Msg(N_("{player} has no race card left."), {"player": move.player}),
            rule("race-bet"),
        )
    if move.colour is not None and move.colour not in state.race_cards_left(move.player):
        raise IllegalMoveError(
            Msg(
                N_("{player} has already played the {colour} race card."),
                {"player": move.player, "colour": colour_msg(move.colour)},
            ),
            rule("race-bet"),
        )
    card = RaceCard(move.player, move.colour)
    if move.pile == "winner":
        return replace(state, winner_pile=(*state.winner_pile, card))
    return replace(state, loser_pile=(*state.loser_pile, card))


def _reveal(state: State, move: Reveal) -> State:
    if state.finished:
        raise GameOverError(
            Msg(N_("The game is over: every race card is known and scored.")),
            rule("final-scoring"),
        )
    if not state.race_over:
        raise IllegalMoveError(
            Msg(N_("The race piles are turned over only once the race has ended.")),
            rule("reveal"),
        )
    if move.player is not None and move.player not in state.names():
        raise InvalidMoveError(
            Msg(N_("{player} is not playing in this game."), {"player": move.player}),
            rule("turn"),
        )
    check_ids(move)
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
            Msg(text, {"pile": pile_msg(move.pile), "player": move.player}), rule("reveal")
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
            rule("reveal"),
        )
    cards = list(pile)
    for index, colour in zip(hidden, move.colours, strict=True):
        cards[index] = RaceCard(cards[index].owner, colour)
    if move.pile == "winner":
        state = replace(state, winner_pile=tuple(cards))
    else:
        state = replace(state, loser_pile=tuple(cards))
    for name in state.names():
        known = [c.colour for c in state.race_cards(name) if c.colour is not None]
        for colour in COLOURS:
            if known.count(colour) > 1:
                raise IllegalMoveError(
                    Msg(
                        N_(
                            "{player} would have played the {colour} race card twice: "
                            "each player has one card of each colour."
                        ),
                        {"player": name, "colour": colour_msg(colour)},
                    ),
                    rule("race-bet"),
                )
    return _final_if_known(state)


# -- enumerations (tests, odds, `check`) ----------------------------------------------------


def legal_moves(state: State) -> list[Move]:
    """Every move the player to act may make (empty once the race is over)."""
    name = state.current
    if name is None:
        return []
    moves: list[Move] = [Bet(name, c) for c in COLOURS if state.leg_tiles_left(c)]
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


def movement_json(m: Movement) -> dict[str, Any]:
    """What a die did, as JSON (the acting command prints it beside the move)."""
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
