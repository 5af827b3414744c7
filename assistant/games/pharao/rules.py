"""The rules of Der Schatz des Pharao: setting up, checking and applying every move.

`advance(state, move)` returns the state after the move with the events it caused, or
raises a `RulesError` naming the rulebook section that forbids it. The game-over /
unknown-player / out-of-turn guard runs before it, once for every game (`BaseGame.guard`).

What the assistant cannot see it takes on trust: a card played is whatever the table says
it is, as long as the player holds at least one card and the card is allowed now. What it
can see it checks: hand sizes, the hand limit, the marker, what lies on each display, the
pile counts, and every consequence (adventures beaten, refills, the winner).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from assistant.games.base import (
    Event,
    IllegalMoveError,
    InvalidMoveError,
    SetupError,
    Step,
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
    CARD_NAMES,
    EQUIPMENT_CARDS,
    HAND_LIMIT,
    HAND_START,
    MAX_VALUE,
    MIN_VALUE,
    PROTECTION,
    PYRAMID_CARDS,
    REFILL,
    SPEC,
    SPECIAL_CARDS,
    SYMBOLS,
    TREASURE,
    Card,
    Seat,
    State,
)
from assistant.messages import N_, Msg, Plural, Say

if TYPE_CHECKING:
    pass

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
        raise SetupError(Msg(N_("Name the players: --players ana,bo,cy.")), SPEC.rule("setup"))
    names = [p.strip() for p in players]
    if not SPEC.min_players <= len(names) <= SPEC.max_players:
        raise SetupError(
            Msg(
                N_("Der Schatz des Pharao is played by {low} to {high} players, not {n}."),
                {"low": SPEC.min_players, "high": SPEC.max_players, "n": len(names)},
            ),
            SPEC.rule("setup"),
        )
    if len({n.casefold() for n in names}) != len(names):
        raise SetupError(Msg(N_("Two players have the same name.")), SPEC.rule("setup"))
    raw = setup.get("adventures")
    if not isinstance(raw, (list, tuple)) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in raw
    ):
        raise SetupError(
            Msg(N_("Give the five adventures drawn, in row order: --adventures 7,4,10,5,9.")),
            SPEC.rule("setup"),
        )
    values = list(raw)
    if len(values) == ADVENTURES_DRAWN + 1 and values[-1] == TREASURE:
        values = values[:-1]
    if TREASURE in values:
        raise SetupError(
            Msg(
                N_(
                    "The 12 is the pharaoh's treasure: it always closes the row and the "
                    "assistant adds it itself. Give the five adventures drawn from 4 to 11, "
                    "in row order."
                )
            ),
            SPEC.rule("setup"),
        )
    if len(values) != ADVENTURES_DRAWN:
        raise SetupError(
            Msg(
                N_("Five adventures are laid out before the treasure, not {n}."),
                {"n": len(values)},
            ),
            SPEC.rule("setup"),
        )
    for value in values:
        if not ADVENTURE_LOW <= value <= ADVENTURE_HIGH:
            raise SetupError(
                Msg(
                    N_("There is no adventure card {value}: they go from 4 to 11 (12 is last)."),
                    {"value": value},
                ),
                SPEC.rule("setup"),
            )
    if len(set(values)) != len(values):
        raise SetupError(
            Msg(N_("Each adventure card exists once: {values} repeats one."), {"values": values}),
            SPEC.rule("setup"),
        )
    seats = tuple(Seat(name, HAND_START) for name in names)
    return State(
        seats=seats,
        adventures=(*values, TREASURE),
        draw_pile=PYRAMID_CARDS - HAND_START * len(names),
    )


# --------------------------------------------------------------------------- helpers

Events = list[Event]
"""What a move has caused so far; `advance` hands it back as a tuple with the new state."""


def _take(state: State, i: int, wanted: int, events: Events) -> State:
    """Player `i` draws `wanted` cards (fewer if not that many are left anywhere).

    When the draw pile runs out the discard pile is shuffled into a new one.
    """
    got = 0
    draw, discard, reshuffles = state.draw_pile, state.discard_pile, state.reshuffles
    while got < wanted:
        if draw == 0:
            if discard == 0:
                break
            events.append(
                Event(
                    "pile/reshuffled",
                    Plural(
                        "The draw pile is empty: {n} discarded card is shuffled into a new one.",
                        "The draw pile is empty: {n} discarded cards are shuffled into a new one.",
                        discard,
                    ),
                    {"cards": discard},
                )
            )
            draw, discard, reshuffles = discard, 0, reshuffles + 1
        step = min(draw, wanted - got)
        draw -= step
        got += step
    seat = state.seats[i]
    state = replace(state, draw_pile=draw, discard_pile=discard, reshuffles=reshuffles)
    return state.with_seat(i, hand=seat.hand + got)


def _available(state: State) -> int:
    return state.draw_pile + state.discard_pile


def _next_turn(state: State, again: str | None, events: Events) -> State:
    if state.finished:
        return replace(state, again=None)
    if again is not None:
        return replace(state, again=again)
    state = replace(state, turn=(state.turn + 1) % len(state.seats), again=None)
    name = state.seats[state.turn].name
    events.append(
        Event(
            "turn/next", Msg(N_("Now it is {player}'s turn."), {"player": name}), {"player": name}
        )
    )
    return state


def _adventure_msg(state: State, seat: Seat) -> Msg:
    number = seat.beaten + 1
    value = state.adventures[seat.beaten]
    if number == len(state.adventures):
        return Msg(N_("the pharaoh's treasure (12)"))
    return Msg(N_("adventure {number} ({value})"), {"number": number, "value": value})


def _settle(state: State, i: int, again: str | None, events: Events, play: str) -> State:
    """`_beat_or_not`, and the acting player's display against their next adventure when an
    equipment card was laid or an adventure beaten (said before whose turn it is)."""
    start, beaten = len(events), state.seats[i].beaten
    state = _beat_or_not(state, i, again, events, play)
    seat = state.seats[i]
    if not state.finished and (play == "equipment" or seat.beaten != beaten):
        turn = [k for k in range(start, len(events)) if events[k].code == "turn/next"]
        events.insert(turn[0] if turn else len(events), display_event(state, seat))
    return state


def display_event(state: State, seat: Seat) -> Event:
    """`ana's display: 5 of 8.`: what the player has laid against their next adventure."""
    target = state.target(seat)
    data = {"player": seat.name, "total": seat.total, "target": target}
    return Event(
        "display/total",
        Msg(N_("{player}'s display: {total} of {target}."), data),
        data,
    )


def _beat_or_not(state: State, i: int, again: str | None, events: Events, play: str) -> State:
    """After player `i` put a card down (`play`: `equipment`, `protection`, `spell` or
    `curse`): beat an adventure, refill, win, pass the turn.

    An adventure falls only by the acting player's own play: the equipment card they lay
    brings the display to its value (only exactly 12 for the treasure), or the card they
    play empties their hand (never for the treasure). A display a curse left at a value
    beats nothing, then or later. Either way the pawn moves one card and the display is
    discarded; an empty hand draws 5; an exact hit lets the player move the marker and
    play again.
    """
    seat = state.seats[i]
    target = state.target(seat)
    assert target is not None  # a player who reached the treasure ended the game
    last = state.on_last(seat)
    total = seat.total
    laid = play == "equipment"
    reached = laid and (total == target if last else total >= target)
    exact = total == target
    emptied = seat.hand == 0
    if last and not reached:
        _treasure_missed(seat, play, events)
        return _next_turn(state, again, events)
    if not (reached or emptied):
        return _next_turn(state, again, events)
    what = _adventure_msg(state, seat)
    beaten = {
        "player": seat.name,
        "adventure": seat.beaten + 1,
        "value": target,
        "by": ("exact" if exact else "reached") if reached else "empty-hand",
    }
    state = replace(state, discard_pile=state.discard_pile + len(seat.display))
    state = state.with_seat(i, display=(), beaten=seat.beaten + 1)
    if last:
        events.append(
            Event(
                "game/won",
                Msg(
                    N_("{player} reaches exactly 12 and wins the pharaoh's treasure!"),
                    {"player": seat.name},
                ),
                beaten,
            )
        )
        return _next_turn(replace(state, winner=seat.name, may_move_marker=False), None, events)
    if reached and exact:
        text = N_("Exact hit: {player} beats {adventure}.")
    elif reached:
        text = N_("{player} beats {adventure}.")
    else:
        text = N_("{player}'s hand is empty: {player} beats {adventure}.")
    events.append(
        Event("adventure/beaten", Msg(text, {"player": seat.name, "adventure": what}), beaten)
    )
    return _after_beaten(state, i, reached and exact, reached and emptied, again, events)


def _treasure_missed(seat: Seat, play: str, events: Events) -> None:
    """Why a card on the treasure did not win it: 12 not laid by equipment, more than 12, or
    an empty hand (which never wins the treasure)."""
    total = seat.total
    who = {"player": seat.name}
    if total == TREASURE and play != "curse":
        events.append(_twelve_not_laid(seat.name, play))
    if total > TREASURE:
        events.append(
            Event(
                "treasure/overshot",
                Msg(  # the total itself is the `display/total` line's, said once
                    N_(
                        "{player} goes past 12: nothing happens, the treasure needs exactly 12 "
                        "(the cards stay until a curse takes one)."
                    ),
                    {"player": seat.name, "total": total},
                ),
                {"player": seat.name, "total": total},
            )
        )
    if seat.hand == 0:
        events.append(
            Event(
                "treasure/empty-hand",
                Msg(
                    N_("{player}'s hand is empty, but an empty hand does not win the treasure."),
                    who,
                ),
                who,
            )
        )


def _after_beaten(
    state: State, i: int, exact: bool, both: bool, again: str | None, events: Events
) -> State:
    """Once player `i` beat an adventure: an empty hand draws 5 (`both`: the hand emptied
    as the display reached the value: the pawn still moves one card), an exact hit lets the
    player move the marker and play again."""
    name = state.seats[i].name
    who = {"player": name}
    if both:
        events.append(
            Event(
                "adventure/one-card-only",
                Msg(N_("The hand is empty too, but the pawn still moves only one card.")),
                who,
            )
        )
    if state.seats[i].hand == 0:
        before = state.seats[i].hand
        state = _take(state, i, REFILL, events)
        got = state.seats[i].hand - before
        events.append(
            Event(
                "hand/refilled",
                Plural(
                    "{player} draws {n} new card.",
                    "{player} draws {n} new cards.",
                    got,
                    player=name,
                ),
                {"player": name, "cards": got},
            )
        )
    if exact:
        state = replace(state, may_move_marker=True)
        events.append(
            Event(
                "marker/may-move",
                Msg(
                    N_("{player} may move the marker (`{command}`) and plays again."),
                    {**who, "command": Say("pharao", "marker")},
                ),
                who,
            )
        )
        return _next_turn(state, "exact", events)
    return _next_turn(state, again, events)


def _twelve_not_laid(player: str, play: str) -> Event:
    """A display worth exactly 12 on the treasure that no equipment card just made 12."""
    return Event(
        "treasure/not-laid",
        Msg(
            N_(
                "{player}'s display is worth exactly 12, but only an equipment card laid to "
                "make 12 wins the treasure."
            ),
            {"player": player},
        ),
        {"player": player, "by": play},
    )


# --------------------------------------------------------------------------- moves


def _need_cards(seat: Seat) -> None:
    if seat.hand == 0:
        raise IllegalMoveError(
            Msg(N_("{player} has no card in hand to play."), {"player": seat.name}),
            SPEC.rule("play"),
        )


def _draw(state: State, i: int, count: int, events: Events) -> State:
    seat = state.seats[i]
    if count not in (1, 2):
        raise IllegalMoveError(
            Msg(N_("A player draws 1 or 2 cards, not {n}."), {"n": count}), SPEC.rule("draw")
        )
    if seat.hand + count > HAND_LIMIT:
        raise IllegalMoveError(
            Msg(
                N_("{player} holds {held} cards: drawing {n} would pass the limit of 10."),
                {"player": seat.name, "held": seat.hand, "n": count},
            ),
            SPEC.rule("draw"),
        )
    if _available(state) < count:
        raise IllegalMoveError(
            Plural(
                "Only {n} card is left in the draw and discard piles together.",
                "Only {n} cards are left in the draw and discard piles together.",
                _available(state),
            ),
            SPEC.rule("draw-pile"),
        )
    return _next_turn(_take(state, i, count, events), None, events)


def _swap(state: State, i: int, count: int, events: Events) -> State:
    seat = state.seats[i]
    if count not in (1, 2):
        raise IllegalMoveError(
            Msg(N_("A player swaps 1 or 2 cards, not {n}."), {"n": count}), SPEC.rule("swap")
        )
    if seat.hand == 0:
        raise IllegalMoveError(
            Msg(N_("{player} holds no card: there is nothing to swap."), {"player": seat.name}),
            SPEC.rule("swap"),
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
            SPEC.rule("swap"),
        )
    state = replace(state, discard_pile=state.discard_pile + count)
    state = state.with_seat(i, hand=seat.hand - count)
    return _next_turn(_take(state, i, count, events), None, events)


def _play_card(state: State, i: int) -> State:
    """The card leaves the hand (its destination is up to the caller)."""
    seat = state.seats[i]
    _need_cards(seat)
    return state.with_seat(i, hand=seat.hand - 1)


def _equipment(state: State, i: int, symbol: str, value: int, events: Events) -> State:
    if symbol not in SYMBOLS:
        raise InvalidMoveError(
            Msg(N_("{card} is not an equipment card."), {"card": symbol}),
            SPEC.rule("equipment"),
        )
    if not MIN_VALUE <= value <= MAX_VALUE:
        raise InvalidMoveError(
            Msg(
                N_("An equipment card is worth 1 to 12, not {value}."),
                {"value": value},
            ),
            SPEC.rule("equipment"),
        )
    if symbol != state.marker:
        raise IllegalMoveError(
            Msg(
                N_("The marker is on the {marker}: a {symbol} card cannot be played now."),
                {"marker": symbol_msg(state.marker), "symbol": symbol_msg(symbol)},
            ),
            SPEC.rule("equipment"),
        )
    state = _play_card(state, i)
    on_display = sum(len(s.equipment) for s in state.seats)
    if on_display >= EQUIPMENT_CARDS:
        raise IllegalMoveError(
            Msg(N_("All 40 equipment cards are already on display.")), SPEC.rule("tracking")
        )
    seat = state.seats[i]
    state = state.with_seat(i, display=(*seat.display, Card(symbol, value)))
    return _settle(state, i, None, events, "equipment")


def _protection(state: State, i: int, events: Events) -> State:
    state = _play_card(state, i)
    if sum(s.protections for s in state.seats) >= SPECIAL_CARDS:
        raise IllegalMoveError(
            Msg(N_("There are only 16 special cards; they are all on display already.")),
            SPEC.rule("tracking"),
        )
    seat = state.seats[i]
    state = state.with_seat(i, display=(*seat.display, Card(PROTECTION)))
    return _settle(state, i, None, events, "protection")


def _marker_moved(symbol: str, before: str) -> Event:
    return Event(
        "marker/moved",
        Msg(N_("The marker moves to {symbol}."), {"symbol": symbol_msg(symbol)}),
        {"symbol": symbol, "from": before},
    )


def _spell(state: State, i: int, marker: str | None, events: Events) -> State:
    if marker is not None and marker not in SYMBOLS:
        raise InvalidMoveError(
            Msg(N_("{symbol} is not a symbol of the pharaoh card."), {"symbol": marker}),
            SPEC.rule("spell"),
        )
    state = _play_card(state, i)
    state = replace(state, discard_pile=state.discard_pile + 1)
    if marker is not None and marker != state.marker:
        events.append(_marker_moved(marker, state.marker))
        state = replace(state, marker=marker)
    state = _settle(state, i, "spell", events, "spell")
    if state.finished:
        return state
    name = state.seats[i].name
    events.append(
        Event(
            "turn/again",
            Msg(N_("{player} plays again."), {"player": name}),
            {"player": name, "reason": "spell"},
        )
    )
    return state


def choices(seat: Seat) -> list[Card]:
    """The distinct cards `seat` may give up to a curse (empty: the curse misses them)."""
    if not seat.equipment:
        return []
    found: list[Card] = []
    for card in seat.display:
        if card not in found:
            found.append(card)
    return found


def discard_example(player: str, card: Card) -> Msg:
    """A curse discard in the CLI's words, names in the reader's language: `bo=ladder:3`."""
    if card.value is None:
        return Msg("{player}={card}", {"player": player, "card": Msg(CARD_NAMES[card.kind])})
    return Msg(
        "{player}={card}:{value}",
        {"player": player, "card": Msg(CARD_NAMES[card.kind]), "value": card.value},
    )


def open_choices(state: State, move: PlayCurse) -> list[tuple[str, list[Card]]]:
    """The players a curse hits who have a real choice that `move` does not name, each with
    the cards they may give up (empty: every choice is named, or nobody has one)."""
    named = {name for name, _ in move.discards}
    return [
        (seat.name, options)
        for seat in state.seats
        if seat.name not in named and len(options := choices(seat)) > 1
    ]


def complete_curse(state: State, move: PlayCurse) -> tuple[PlayCurse, tuple[Msg, ...]]:
    """`move` with every open choice filled in (the first card each could give up), and a
    note of the choices the table will have to give when it records the curse. Legality does
    not depend on which card a player gives up, so a dispute can be answered without them."""
    missing = open_choices(state, move)
    if not missing:
        return move, ()
    filled = move.discards + tuple((name, options[0]) for name, options in missing)
    note = Plural(
        "To record it, say what {players} gives up: {choices} (e.g. `{example}`).",
        "To record it, say what {players} give up: {choices} (e.g. `{example}`).",
        len(missing), **curse_choices(move, missing),
    )  # fmt: skip
    return PlayCurse(move.player, filled), (note,)


def curse_choices(move: PlayCurse, missing: list[tuple[str, list[Card]]]) -> dict[str, Any]:
    """The arguments of a message on the choices a curse needs: the players who must choose
    what it takes (`players`), their cards (`choices`: `shovel 3 or shovel 2 for Marc and
    shovel 1 or shovel 4 for Zoé`) and the curse with their first cards given up (`example`:
    its options in a shell, the table's words at its prompt)."""
    from assistant.i18n import OneOf

    choices: Msg | list[Msg] = Msg("{cards}", {"cards": OneOf(c.msg() for c in missing[0][1])})
    if len(missing) > 1:
        choices = [
            Msg(
                N_("{cards} for {player}"), {"cards": OneOf(c.msg() for c in cards), "player": name}
            )
            for name, cards in missing
        ]
    given = [*move.discards, *((name, cards[0]) for name, cards in missing)]
    options = [w for name, card in given for w in ("--discard", discard_word(name, card))]
    losses = [
        Msg(N_("{player} loses the {card}"), {"player": name, "card": card.msg()})
        for name, card in given
    ]
    spoken = Msg(N_("{player} plays a curse: {losses}"), {"player": move.player, "losses": losses})
    example = Say("pharao", "play", ("curse", *options), spoken=spoken)
    return {"players": [name for name, _ in missing], "choices": choices, "example": example}


def discard_word(player: str, card: Card) -> str:
    """A curse discard as the command line's option takes it, in English: `bo=ladder:3`."""
    return f"{player}={card.kind}" + ("" if card.value is None else f":{card.value}")


def _curse(state: State, i: int, discards: tuple[tuple[str, Card], ...], events: Events) -> State:
    state = _play_card(state, i)
    chosen = _chosen_discards(state, discards)
    state = replace(state, discard_pile=state.discard_pile + 1)
    curse = PlayCurse(state.seats[i].name, discards)
    missing = open_choices(state, curse)
    if missing:
        refusal = Plural(
            "{players} must choose what to give up: {choices}. Say which, e.g. `{example}`.",
            "{players} must choose what to give up: {choices}. Say which, e.g. `{example}`.",
            len(missing), **curse_choices(curse, missing),
        )  # fmt: skip
        raise InvalidMoveError(refusal, SPEC.rule("curse"))
    for j, seat in enumerate(state.seats):
        options = choices(seat)
        if not options:
            continue
        card = chosen.get(seat.name)
        if card is None:
            card = options[0]
        state = _give_up(state, j, card, events)
    return _settle(state, i, None, events, "curse")


def _chosen_discards(state: State, discards: tuple[tuple[str, Card], ...]) -> dict[str, Card]:
    """The card each player named gives up to a curse, checked: a player of the game, once,
    with that card on display."""
    names = [s.name for s in state.seats]
    chosen: dict[str, Card] = {}
    for name, given in discards:
        if name not in names:
            raise InvalidMoveError(
                Msg(N_("{player} does not play in this game."), {"player": name}),
                SPEC.rule("curse"),
            )
        if name in chosen:
            raise InvalidMoveError(
                Msg(N_("{player} gives up only one card to a curse."), {"player": name}),
                SPEC.rule("curse"),
            )
        options = choices(state.seat(name))
        if not options:
            raise IllegalMoveError(
                Msg(
                    N_("{player} has no equipment on display: the curse takes nothing."),
                    {"player": name},
                ),
                SPEC.rule("curse"),
            )
        if given not in options:
            raise IllegalMoveError(
                Msg(
                    N_("{player} has no {card} on display."), {"player": name, "card": given.msg()}
                ),
                SPEC.rule("curse"),
            )
        chosen[name] = given
    return chosen


def _give_up(state: State, j: int, card: Card, events: Events) -> State:
    """Player `j` discards `card` from their display to a curse."""
    seat = state.seats[j]
    display = list(seat.display)
    display.remove(card)
    state = state.with_seat(j, display=tuple(display))
    state = replace(state, discard_pile=state.discard_pile + 1)
    if card.kind != PROTECTION:
        text = N_("{player} gives up {card}.")
    elif seat.protections == 1:
        text = N_("{player} gives up their protection.")
    else:
        text = N_("{player} gives up one of their protections.")
    events.append(
        Event(
            "curse/discarded",
            Msg(text, {"player": seat.name, "card": card.msg()}),
            {"player": seat.name, "card": card.to_json()},
        )
    )
    left = state.seats[j]
    if state.on_last(left) and left.total == TREASURE:
        events.append(
            Event(
                "treasure/not-by-curse",
                Msg(
                    N_(
                        "{player}'s display is worth exactly 12 after the curse, but a "
                        "curse beats nothing: only an equipment card laid to make 12 wins "
                        "the treasure."
                    ),
                    {"player": left.name},
                ),
                {"player": left.name},
            )
        )
    return state


def _marker(state: State, symbol: str, events: Events) -> State:
    if not state.may_move_marker and symbol == state.marker:
        raise IllegalMoveError(  # `laisse le pion où il est` with no choice to make
            Msg(
                N_(
                    "The marker stays on {symbol} anyway: where it goes is chosen only right "
                    "after an exact hit (or with a spell). Nothing to record."
                ),
                {"symbol": symbol_msg(symbol)},
            ),
            SPEC.rule("exact-hit"),
        )
    if not state.may_move_marker and state.again == "spell" and symbol in SYMBOLS:
        raise IllegalMoveError(  # `Zoé joue un sort`, then `elle met le pion sur la torche`
            Msg(
                N_(
                    "A spell moves the marker as it is played: say the symbol with it "
                    "(`{move}`); to change a spell already recorded, take it back first "
                    "(`{undo}`)."
                ),
                {
                    "move": Say("pharao", "play", ("spell", "--marker", symbol)),
                    "undo": Say(None, "undo"),
                },
            ),
            SPEC.rule("spell"),
        )
    if not state.may_move_marker:
        raise IllegalMoveError(
            Msg(N_("The marker moves only right after an exact hit (or with a spell).")),
            SPEC.rule("exact-hit"),
        )
    if symbol not in SYMBOLS:
        raise InvalidMoveError(
            Msg(N_("{symbol} is not a symbol of the pharaoh card."), {"symbol": symbol}),
            SPEC.rule("exact-hit"),
        )
    if symbol == state.marker:
        events.append(
            Event(
                "marker/stayed",
                Msg(N_("The marker stays on {symbol}."), {"symbol": symbol_msg(symbol)}),
                {"symbol": symbol},
            )
        )
    else:
        events.append(_marker_moved(symbol, state.marker))
    return replace(state, marker=symbol, may_move_marker=False)


def advance(state: State, move: Move) -> Step[State]:
    """The state after `move` and what it caused, once the guard has passed (the move is
    for the player whose turn it is, and the game goes on).

    :raises IllegalMoveError: the rules forbid the move now.
    :raises InvalidMoveError: the move names something that does not exist.
    """
    i = state.index(move.player)
    events: Events = []
    if not isinstance(move, MoveMarker):
        state = replace(state, may_move_marker=False)
    match move:
        case Draw(_, count):
            state = _draw(state, i, count, events)
        case Swap(_, count):
            state = _swap(state, i, count, events)
        case PlayEquipment(_, symbol, value):
            state = _equipment(state, i, symbol, value, events)
        case PlayProtection(_):
            state = _protection(state, i, events)
        case PlaySpell(_, marker):
            state = _spell(state, i, marker, events)
        case PlayCurse(_, discards):
            state = _curse(state, i, discards, events)
        case MoveMarker(_, symbol):
            state = _marker(state, symbol, events)
        case _:  # pragma: no cover - every move is matched above
            raise InvalidMoveError(
                Msg(N_("Not a move of this game: {data}."), {"data": str(move)}),
                SPEC.rule("turn"),
            )
    return Step(state, tuple(events))


def _equipment_note(total: int, target: int, treasure: bool, last_card: bool) -> str:
    """What an equipment card bringing the display to `total` will do (for `check`)."""
    if treasure and total == target:
        return N_("{total} makes exactly 12: {player} wins the treasure.")
    if treasure and total > target:
        return N_("{total} passes the 12: nothing happens, the treasure needs exactly 12.")
    if total == target and last_card:
        return N_(
            "{total} hits the {target} exactly with the last card in hand: {player} beats "
            "it, draws 5 new cards, may move the marker and plays again."
        )
    if total == target:
        return N_(
            "{total} hits the {target} exactly: {player} beats it, may move the marker and "
            "plays again."
        )
    if total > target and last_card:
        return N_(
            "{total} passes the {target} with the last card in hand: {player} beats it "
            "(one adventure only), draws 5 new cards and the turn ends."
        )
    if total > target:
        return N_("{total} passes the {target}: {player} beats it and the turn ends.")
    if last_card and not treasure:
        return N_(
            "{total} of {target}, but it is {player}'s last card: the empty hand beats the "
            "{target} (the display is discarded, 5 new cards are drawn)."
        )
    return N_("{player}'s display: {total} of {target}.")


def verdict_notes(state: State, move: Move) -> tuple[Msg, ...]:
    """What a legal move will do, when it matters, for `check`'s answer: the display
    against the adventure (`13 passes the 12`), an adventure beaten, an empty hand, and the
    project's three decisions (the discards are reshuffled only when a card must be drawn;
    a spell or an exact hit as the last card beats the adventure by the empty hand and the
    player still plays again). `state` is the table as the move would find it."""
    seat = state.seat(move.player)
    target = state.target(seat)
    if target is None:
        return ()
    treasure = state.on_last(seat)
    played = isinstance(move, PlayEquipment | PlaySpell | PlayCurse | PlayProtection)
    last_card = played and seat.hand == 1
    args: dict[str, Any] = {"player": seat.name, "target": target}
    notes: list[Msg] = []
    if isinstance(move, PlayEquipment):
        total = seat.total + move.value
        # reaching the target, the sum said: `5 + 7 makes exactly 12` (not `12 … 12`)
        shown = f"{seat.total} + {move.value}" if seat.total and total >= target else total
        args["total"] = shown
        text = _equipment_note(total, target, treasure, last_card)
        notes.append(Msg(text, args))
        if treasure and last_card and total != target:
            notes.append(
                Msg(
                    N_("It is {player}'s last card, but an empty hand does not win the treasure."),
                    args,
                )
            )
    elif last_card and treasure:
        notes.append(
            Msg(
                N_("It is {player}'s last card, but an empty hand does not win the treasure."), args
            )
        )
    elif last_card and isinstance(move, PlaySpell):
        notes.append(
            Msg(
                N_(
                    "It is {player}'s last card: the spell beats the {target} by the empty hand "
                    "(the display is discarded, 5 new cards are drawn) and {player} still plays "
                    "again."
                ),
                args,
            )
        )
    elif last_card:
        notes.append(
            Msg(
                N_(
                    "It is {player}'s last card: the empty hand beats the {target} (the display "
                    "is discarded, 5 new cards are drawn)."
                ),
                args,
            )
        )
    wanted = move.count if isinstance(move, Draw | Swap) else 0
    if wanted and state.draw_pile < wanted:
        notes.append(
            Plural(
                "The draw pile holds {n} card: the discard pile is shuffled into a new draw "
                "pile when it runs out.",
                "The draw pile holds {n} cards: the discard pile is shuffled into a new draw "
                "pile when it runs out.",
                state.draw_pile,
            )
        )
    return tuple(notes)


def turn_over(state: State, player: str) -> Msg | None:
    """Why `player` cannot play now when the player to act plays again (after an exact hit
    or a spell: `Marco gioca torcia 5` right after Anna's exact hit); None otherwise (the
    usual refusal, whose turn it is)."""
    current = state.current
    if current is None or current == player or state.again not in ("exact", "spell"):
        return None
    text = (
        N_("It is {current}'s turn, not {player}'s: {current} plays again after an exact hit.")
        if state.again == "exact"
        else N_("It is {current}'s turn, not {player}'s: {current} plays again after a spell.")
    )
    return Msg(text, {"current": current, "player": player})


def as_turn_of(state: State, player: str) -> State:
    """The table as it would be at the start of `player`'s turn: nobody plays again and the
    marker chance of an exact hit is gone."""
    return replace(state, turn=state.index(player), again=None, may_move_marker=False)
