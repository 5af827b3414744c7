"""The rules of Der Schatz des Pharao: setting up, checking and applying every move.

`apply(state, move)` returns the state after the move or raises a `RulesError` naming the
rulebook section that forbids it. Checks come in a fixed order: the game is over, the move
is out of turn, then the rules of the move itself.

What the assistant cannot see it takes on trust: a card played is whatever the table says
it is, as long as the player holds at least one card and the card is allowed now. What it
can see it checks: hand sizes, the hand limit, the marker, what lies on each display, the
pile counts, and every consequence (adventures beaten, refills, the winner).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from assistant.games.base import (
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    OutOfTurnError,
    SetupError,
)
from assistant.games.pharao.moves import (
    Draw,
    Move,
    MoveMarker,
    PlayCurse,
    PlayEquipment,
    PlayProtection,
    PlaySpell,
    Swap,
    symbol_msg,
)
from assistant.games.pharao.state import (
    ADVENTURE_HIGH,
    ADVENTURE_LOW,
    ADVENTURES_DRAWN,
    EQUIPMENT_CARDS,
    HAND_LIMIT,
    HAND_START,
    MAX_VALUE,
    MIN_VALUE,
    PROTECTION,
    PYRAMID_CARDS,
    REFILL,
    SPECIAL_CARDS,
    SYMBOLS,
    TREASURE,
    Card,
    Seat,
    State,
    listing,
    rule,
)
from assistant.messages import N_, Msg, Plural

MIN_PLAYERS = 2
MAX_PLAYERS = 6


# --------------------------------------------------------------------------- setup


def initial_state(setup: Mapping[str, Any]) -> State:
    """The table after dealing: `setup` is `{"players": [...], "adventures": [5 values]}`.

    The five adventures are the ones drawn, in row order; the treasure (12) is added last.
    A sixth value is accepted when it is the 12.
    """
    players = setup.get("players")
    if not isinstance(players, (list, tuple)) or not all(
        isinstance(p, str) and p.strip() for p in players
    ):
        raise SetupError(Msg(N_("Name the players: --players ana,bo,cy.")), rule("setup"))
    names = [p.strip() for p in players]
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise SetupError(
            Msg(
                N_("Der Schatz des Pharao is played by 2 to 6 players, not {n}."),
                {"n": len(names)},
            ),
            rule("setup"),
        )
    if len({n.casefold() for n in names}) != len(names):
        raise SetupError(Msg(N_("Two players have the same name.")), rule("setup"))
    raw = setup.get("adventures")
    if not isinstance(raw, (list, tuple)) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in raw
    ):
        raise SetupError(
            Msg(N_("Give the five adventures drawn, in row order: --adventures 7,4,10,5,9.")),
            rule("setup"),
        )
    values = list(raw)
    if len(values) == ADVENTURES_DRAWN + 1 and values[-1] == TREASURE:
        values = values[:-1]
    if len(values) != ADVENTURES_DRAWN:
        raise SetupError(
            Msg(
                N_("Five adventures are laid out before the treasure, not {n}."),
                {"n": len(values)},
            ),
            rule("setup"),
        )
    for value in values:
        if not ADVENTURE_LOW <= value <= ADVENTURE_HIGH:
            raise SetupError(
                Msg(
                    N_("There is no adventure card {value}: they go from 4 to 11 (12 is last)."),
                    {"value": value},
                ),
                rule("setup"),
            )
    if len(set(values)) != len(values):
        raise SetupError(
            Msg(N_("Each adventure card exists once: {values} repeats one."), {"values": values}),
            rule("setup"),
        )
    seats = tuple(Seat(name, HAND_START) for name in names)
    return State(
        seats=seats,
        adventures=(*values, TREASURE),
        draw_pile=PYRAMID_CARDS - HAND_START * len(names),
    )


# --------------------------------------------------------------------------- helpers


def _take(state: State, i: int, wanted: int) -> State:
    """Player `i` draws `wanted` cards (fewer if not that many are left anywhere).

    When the draw pile runs out the discard pile is shuffled into a new one.
    """
    got = 0
    events = list(state.events)
    draw, discard, reshuffles = state.draw_pile, state.discard_pile, state.reshuffles
    while got < wanted:
        if draw == 0:
            if discard == 0:
                break
            events.append(
                Plural(
                    "The draw pile is empty: {n} discarded card is shuffled into a new one.",
                    "The draw pile is empty: {n} discarded cards are shuffled into a new one.",
                    discard,
                )
            )
            draw, discard, reshuffles = discard, 0, reshuffles + 1
        step = min(draw, wanted - got)
        draw -= step
        got += step
    seat = state.seats[i]
    state = replace(
        state,
        draw_pile=draw,
        discard_pile=discard,
        reshuffles=reshuffles,
        events=tuple(events),
    )
    return state.with_seat(i, hand=seat.hand + got)


def _available(state: State) -> int:
    return state.draw_pile + state.discard_pile


def _next_turn(state: State, again: str | None) -> State:
    if state.finished:
        return replace(state, again=None)
    if again is not None:
        return replace(state, again=again)
    return replace(state, turn=(state.turn + 1) % len(state.seats), again=None)


def _event(state: State, msg: Msg) -> State:
    return replace(state, events=(*state.events, msg))


def _adventure_msg(state: State, seat: Seat) -> Msg:
    number = seat.beaten + 1
    value = state.adventures[seat.beaten]
    if number == len(state.adventures):
        return Msg(N_("the pharaoh's treasure (12)"))
    return Msg(N_("adventure {number} ({value})"), {"number": number, "value": value})


def _settle(state: State, i: int, again: str | None) -> State:
    """After player `i` put a card down: beat an adventure, refill, win, pass the turn.

    An adventure falls when the equipment on display reaches its value (only exactly 12 for
    the treasure) or when the hand is empty (never for the treasure). Either way the pawn
    moves one card and the display is discarded; an empty hand draws 5; an exact hit lets
    the player move the marker and play again.
    """
    seat = state.seats[i]
    target = state.target(seat)
    assert target is not None  # a player who reached the treasure ended the game
    last = state.on_last(seat)
    total = seat.total
    reached = total == target if last else total >= target
    exact = total == target
    emptied = seat.hand == 0
    if last and not reached:
        if total > TREASURE:
            state = _event(
                state,
                Msg(
                    N_("{player} has {total} on display: the treasure needs exactly 12."),
                    {"player": seat.name, "total": total},
                ),
            )
        if emptied:
            state = _event(
                state,
                Msg(
                    N_("{player}'s hand is empty, but an empty hand does not win the treasure."),
                    {"player": seat.name},
                ),
            )
        return _next_turn(state, again)
    if not (reached or emptied):
        return _next_turn(state, again)
    what = _adventure_msg(state, seat)
    state = replace(state, discard_pile=state.discard_pile + len(seat.display))
    state = state.with_seat(i, display=(), beaten=seat.beaten + 1)
    if last:
        state = _event(
            state,
            Msg(
                N_("{player} reaches exactly 12 and wins the pharaoh's treasure!"),
                {"player": seat.name},
            ),
        )
        return _next_turn(replace(state, winner=seat.name, may_move_marker=False), None)
    if reached and exact:
        text = N_("Exact hit: {player} beats {adventure}.")
    elif reached:
        text = N_("{player} beats {adventure}.")
    else:
        text = N_("{player}'s hand is empty: {player} beats {adventure}.")
    state = _event(state, Msg(text, {"player": seat.name, "adventure": what}))
    if reached and emptied:
        state = _event(
            state,
            Msg(
                N_("The hand is empty too, but the pawn still moves only one card."),
            ),
        )
    if emptied:
        before = state.seats[i].hand
        state = _take(state, i, REFILL)
        state = _event(
            state,
            Plural(
                "{player} draws {n} new card.",
                "{player} draws {n} new cards.",
                state.seats[i].hand - before,
                player=seat.name,
            ),
        )
    if reached and exact:
        state = replace(state, may_move_marker=True)
        state = _event(
            state,
            Msg(
                N_("{player} may move the marker (`pharao marker SYMBOL`) and plays again."),
                {"player": seat.name},
            ),
        )
        return _next_turn(state, "exact")
    return _next_turn(state, again)


# --------------------------------------------------------------------------- moves


def _check_turn(state: State, player: str) -> int:
    if state.finished:
        raise GameOverError(
            Msg(
                N_("The game is over: {winner} has won the pharaoh's treasure."),
                {"winner": state.winner},
            ),
            rule("end"),
        )
    names = [s.name for s in state.seats]
    if player not in names:
        raise InvalidMoveError(
            Msg(N_("{player} does not play in this game."), {"player": player}), rule("turn")
        )
    if player != state.current.name:
        raise OutOfTurnError.not_their_turn(state.current.name, player, rule("turn"))
    return state.turn


def _need_cards(seat: Seat) -> None:
    if seat.hand == 0:
        raise IllegalMoveError(
            Msg(N_("{player} has no card in hand to play."), {"player": seat.name}),
            rule("play"),
        )


def _draw(state: State, i: int, count: int) -> State:
    seat = state.seats[i]
    if count not in (1, 2):
        raise IllegalMoveError(
            Msg(N_("A player draws 1 or 2 cards, not {n}."), {"n": count}), rule("draw")
        )
    if seat.hand + count > HAND_LIMIT:
        raise IllegalMoveError(
            Msg(
                N_("{player} holds {held} cards: drawing {n} would pass the limit of 10."),
                {"player": seat.name, "held": seat.hand, "n": count},
            ),
            rule("draw"),
        )
    if _available(state) < count:
        raise IllegalMoveError(
            Plural(
                "Only {n} card is left in the draw and discard piles together.",
                "Only {n} cards are left in the draw and discard piles together.",
                _available(state),
            ),
            rule("draw-pile"),
        )
    return _next_turn(_take(state, i, count), None)


def _swap(state: State, i: int, count: int) -> State:
    seat = state.seats[i]
    if count not in (1, 2):
        raise IllegalMoveError(
            Msg(N_("A player swaps 1 or 2 cards, not {n}."), {"n": count}), rule("swap")
        )
    if seat.hand < count:
        raise IllegalMoveError(
            Plural(
                "{player} holds only {n} card: cannot swap {wanted}.",
                "{player} holds only {n} cards: cannot swap {wanted}.",
                seat.hand,
                player=seat.name,
                wanted=count,
            ),
            rule("swap"),
        )
    state = replace(state, discard_pile=state.discard_pile + count)
    state = state.with_seat(i, hand=seat.hand - count)
    return _next_turn(_take(state, i, count), None)


def _play_card(state: State, i: int) -> State:
    """The card leaves the hand (its destination is up to the caller)."""
    seat = state.seats[i]
    _need_cards(seat)
    return state.with_seat(i, hand=seat.hand - 1)


def _equipment(state: State, i: int, symbol: str, value: int) -> State:
    if symbol not in SYMBOLS:
        raise InvalidMoveError(
            Msg(N_("{card} is not an equipment card."), {"card": symbol}), rule("equipment")
        )
    if not MIN_VALUE <= value <= MAX_VALUE:
        raise InvalidMoveError(
            Msg(
                N_("An equipment card is worth 1 to 12, not {value}."),
                {"value": value},
            ),
            rule("equipment"),
        )
    if symbol != state.marker:
        raise IllegalMoveError(
            Msg(
                N_("The marker is on {marker}: a {symbol} card cannot be played now."),
                {"marker": symbol_msg(state.marker), "symbol": symbol_msg(symbol)},
            ),
            rule("equipment"),
        )
    state = _play_card(state, i)
    on_display = sum(len(s.equipment) for s in state.seats)
    if on_display >= EQUIPMENT_CARDS:
        raise IllegalMoveError(
            Msg(N_("All 40 equipment cards are already on display.")), rule("tracking")
        )
    seat = state.seats[i]
    state = state.with_seat(i, display=(*seat.display, Card(symbol, value)))
    return _settle(state, i, None)


def _protection(state: State, i: int) -> State:
    state = _play_card(state, i)
    if sum(s.protections for s in state.seats) >= SPECIAL_CARDS:
        raise IllegalMoveError(
            Msg(N_("There are only 16 special cards; they are all on display already.")),
            rule("tracking"),
        )
    seat = state.seats[i]
    state = state.with_seat(i, display=(*seat.display, Card(PROTECTION)))
    return _settle(state, i, None)


def _spell(state: State, i: int, marker: str | None) -> State:
    if marker is not None and marker not in SYMBOLS:
        raise InvalidMoveError(
            Msg(N_("{symbol} is not a symbol of the pharaoh card."), {"symbol": marker}),
            rule("spell"),
        )
    state = _play_card(state, i)
    state = replace(state, discard_pile=state.discard_pile + 1)
    if marker is not None and marker != state.marker:
        state = _event(
            replace(state, marker=marker),
            Msg(N_("The marker moves to {symbol}."), {"symbol": symbol_msg(marker)}),
        )
    state = _settle(state, i, "spell")
    if state.finished:
        return state
    return _event(state, Msg(N_("{player} plays again."), {"player": state.seats[i].name}))


def _choices(seat: Seat) -> list[Card]:
    """The distinct cards `seat` may give up to a curse (empty: the curse misses them)."""
    if not seat.equipment:
        return []
    found: list[Card] = []
    for card in seat.display:
        if card not in found:
            found.append(card)
    return found


def _curse(state: State, i: int, discards: tuple[tuple[str, Card], ...]) -> State:
    state = _play_card(state, i)
    names = [s.name for s in state.seats]
    chosen: dict[str, Card] = {}
    for name, given in discards:
        if name not in names:
            raise InvalidMoveError(
                Msg(N_("{player} does not play in this game."), {"player": name}), rule("curse")
            )
        if name in chosen:
            raise InvalidMoveError(
                Msg(N_("{player} gives up only one card to a curse."), {"player": name}),
                rule("curse"),
            )
        options = _choices(state.seat(name))
        if not options:
            raise IllegalMoveError(
                Msg(
                    N_("{player} has no equipment on display: the curse takes nothing."),
                    {"player": name},
                ),
                rule("curse"),
            )
        if given not in options:
            raise IllegalMoveError(
                Msg(
                    N_("{player} has no {card} on display."), {"player": name, "card": given.msg()}
                ),
                rule("curse"),
            )
        chosen[name] = given
    state = replace(state, discard_pile=state.discard_pile + 1)
    for j, seat in enumerate(state.seats):
        options = _choices(seat)
        if not options:
            continue
        card = chosen.get(seat.name)
        if card is None:
            if len(options) > 1:
                raise InvalidMoveError(
                    Msg(
                        N_(
                            "{player} must choose what to give up: {choices}. "
                            "Say it with --discard {player}=CARD."
                        ),
                        {"player": seat.name, "choices": listing([c.msg() for c in options])},
                    ),
                    rule("curse"),
                )
            card = options[0]
        display = list(seat.display)
        display.remove(card)
        state = state.with_seat(j, display=tuple(display))
        state = replace(state, discard_pile=state.discard_pile + 1)
        state = _event(
            state,
            Msg(N_("{player} gives up {card}."), {"player": seat.name, "card": card.msg()}),
        )
    return _settle(state, i, None)


def _marker(state: State, i: int, symbol: str) -> State:
    if not state.may_move_marker:
        raise IllegalMoveError(
            Msg(N_("The marker moves only right after an exact hit (or with a spell).")),
            rule("exact-hit"),
        )
    if symbol not in SYMBOLS:
        raise InvalidMoveError(
            Msg(N_("{symbol} is not a symbol of the pharaoh card."), {"symbol": symbol}),
            rule("exact-hit"),
        )
    if symbol == state.marker:
        event = Msg(N_("The marker stays on {symbol}."), {"symbol": symbol_msg(symbol)})
    else:
        event = Msg(N_("The marker moves to {symbol}."), {"symbol": symbol_msg(symbol)})
    return _event(replace(state, marker=symbol, may_move_marker=False), event)


def apply(state: State, move: Move) -> State:
    """The state after `move`.

    :raises GameOverError: someone has already won.
    :raises OutOfTurnError: it is not this player's turn.
    :raises IllegalMoveError: the rules forbid the move now.
    :raises InvalidMoveError: the move names something that does not exist.
    """
    i = _check_turn(state, move.player)
    state = replace(state, events=())
    if not isinstance(move, MoveMarker):
        state = replace(state, may_move_marker=False)
    match move:
        case Draw(_, count):
            return _draw(state, i, count)
        case Swap(_, count):
            return _swap(state, i, count)
        case PlayEquipment(_, symbol, value):
            return _equipment(state, i, symbol, value)
        case PlayProtection(_):
            return _protection(state, i)
        case PlaySpell(_, marker):
            return _spell(state, i, marker)
        case PlayCurse(_, discards):
            return _curse(state, i, discards)
        case MoveMarker(_, symbol):
            return _marker(state, i, symbol)
    raise InvalidMoveError(  # pragma: no cover - every move is matched above
        Msg(N_("Not a move of this game: {data}."), {"data": str(move)}), rule("turn")
    )
