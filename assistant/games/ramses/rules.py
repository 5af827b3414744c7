"""The rules of Ramsès as far as the assistant can check them: `initial_state` and `apply`.

`apply` checks in this order: the game is over (`GameOverError`), the move is not the
player's to make (`OutOfTurnError`), then the rules of the move (`IllegalMoveError`, or
`InvalidMoveError` for a card or a name that does not exist). Every error names the section
of `rulebooks/ramses.yaml` that explains it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from assistant.games import fold
from assistant.games.base import (
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    OutOfTurnError,
    SetupError,
)
from assistant.games.ramses.moves import (
    CardSpec,
    Duel,
    Found,
    Miss,
    Move,
    Reveal,
    Scorpion,
    Special,
    Token,
    card_msg,
    clean_treasure,
)
from assistant.games.ramses.state import (
    DECK_SIZE,
    EGYPTOLOGIST_TOKENS,
    FIRST_SPECIAL_BACK,
    GAME_ID,
    HATS,
    MAX_PLAYERS,
    MAX_TREASURES,
    MIN_PLAYERS,
    MODES,
    SCARAB_USES,
    SPECIAL_NAMES,
    SPECIALS,
    VALUES,
    Card,
    Seat,
    State,
)
from assistant.messages import N_, Msg


def _rule(section: str) -> str:
    return f"{GAME_ID}/{section}"


def illegal(section: str, text: str, **args: Any) -> IllegalMoveError:
    return IllegalMoveError(Msg(text, args), rule=_rule(section))


def invalid(section: str, text: str, **args: Any) -> InvalidMoveError:
    return InvalidMoveError(Msg(text, args), rule=_rule(section))


# -- setup ---------------------------------------------------------------------------------


def initial_state(setup: Mapping[str, Any]) -> State:
    """A new game from `{"mode": "base" | "advanced" | "solo", "players": [names]}`.

    :raises SetupError: an unknown mode, a wrong number of players, a name twice.
    """
    mode = setup.get("mode", "base")
    raw = setup.get("players") or []
    if mode not in MODES:
        raise SetupError(
            Msg(N_("Unknown kind of game “{mode}”: base, advanced or solo."), {"mode": mode}),
            rule=_rule("setup"),
        )
    if not isinstance(raw, list | tuple) or not all(isinstance(p, str) for p in raw):
        raise SetupError(Msg(N_("The players are a list of names.")), rule=_rule("setup"))
    names = [p.strip() for p in raw]
    if any(not name for name in names):
        raise SetupError(Msg(N_("A player's name cannot be empty.")), rule=_rule("setup"))
    folded = [fold(name) for name in names]
    if len(set(folded)) != len(folded):
        raise SetupError(
            Msg(N_("Each player needs a name of their own: {players}."), {"players": names}),
            rule=_rule("setup"),
        )
    if mode == "solo":
        if len(names) != 1:
            raise SetupError(
                Msg(
                    N_("The solo game has exactly one player, not {count}."), {"count": len(names)}
                ),
                rule=_rule("solo"),
            )
    elif not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise SetupError(
            Msg(
                N_(
                    "Ramsès is played by {low} to {high} players (or alone with --solo), "
                    "not {count}."
                ),
                {"low": MIN_PLAYERS, "high": MAX_PLAYERS, "count": len(names)},
            ),
            rule=_rule("setup"),
        )
    return State(mode=mode, seats=tuple(Seat(name) for name in names))


# -- helpers -------------------------------------------------------------------------------


def advance(state: State, slid_last: int) -> State:
    """Play passes to the left of the player who slid last; a mummy holder skips that turn."""
    if state.solo:
        return replace(state, turn=0)
    nxt = state.left_of(slid_last)
    mummy = state.mummy
    if mummy == nxt:
        mummy = None  # the mummy goes back beside the board; the turn passes on
        nxt = state.left_of(nxt)
    return replace(state, turn=nxt, mummy=mummy)


def _register(state: State, treasure: str) -> tuple[State, str]:
    """The recorded spelling of `treasure`, adding it to the treasures seen if it is new."""
    word = clean_treasure(treasure)
    if not word:
        raise invalid("cards", N_("A card needs a treasure."))
    known = state.canonical_treasure(word)
    if known is not None:
        return state, known
    if len(state.treasures) >= MAX_TREASURES:
        raise illegal(
            "components",
            N_(
                "The board hides only {count} treasures and all are known: {known}. "
                "Is “{treasure}” one of them spelt another way?"
            ),
            count=MAX_TREASURES,
            known=", ".join(state.treasures),
            treasure=word,
        )
    return replace(state, treasures=(*state.treasures, word)), word


def _new_card(state: State, value: int | None, treasure: str, section: str) -> tuple[State, Card]:
    if value is None:
        raise invalid(
            section,
            N_("Say what the card drawn shows: TREASURE:VALUE, e.g. {treasure}:2."),
            treasure=clean_treasure(treasure),
        )
    if value not in VALUES:
        raise invalid("cards", N_("A card is worth 1 to 4 points, not {value}."), value=value)
    state, word = _register(state, treasure)
    return state, Card(value, word)


def _cards_text(cards: tuple[Card, ...]) -> str:
    return ", ".join(f"{c.treasure}:{c.value}" for c in cards) or "-"


def pick(state: State, index: int, spec: CardSpec, section: str) -> Card:
    """The card of seat `index` that `spec` names (treasure in any case, or a unique prefix)."""
    seat = state.seats[index]
    key = fold(clean_treasure(spec.treasure))
    matching = [c for c in seat.cards if fold(c.treasure) == key]
    if not matching and key:
        found = {fold(c.treasure) for c in seat.cards if fold(c.treasure).startswith(key)}
        if len(found) == 1:
            matching = [c for c in seat.cards if fold(c.treasure) in found]
    if not matching:
        raise illegal(
            section,
            N_("{player} has no card showing {treasure}; their cards: {cards}."),
            player=seat.name,
            treasure=spec.treasure,
            cards=_cards_text(seat.cards),
        )
    if spec.value is not None:
        worth = [c for c in matching if c.value == spec.value]
        if not worth:
            raise illegal(
                section,
                N_("{player} has no {treasure} card worth {value}; their cards: {cards}."),
                player=seat.name,
                treasure=matching[0].treasure,
                value=spec.value,
                cards=_cards_text(seat.cards),
            )
        matching = worth
    if len(set(matching)) > 1:
        raise invalid(
            section,
            N_(
                "{player} has more than one {treasure} card ({cards}): add the value, "
                "e.g. {example}."
            ),
            player=seat.name,
            treasure=matching[0].treasure,
            cards=_cards_text(tuple(sorted(set(matching), key=lambda c: c.value))),
            example=f"{matching[0].treasure}:{matching[0].value}",
        )
    return matching[0]


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def _hand_over(state: State, card: Card, target: int, source: int | None = None) -> State:
    """Give `card` to seat `target`, taken from seat `source` (None: from the deck)."""
    if source is not None:
        seat = state.seats[source]
        state = state.with_seat(source, replace(seat, cards=_without(seat.cards, card)))
    seat = state.seats[target]
    return state.with_seat(target, replace(seat, cards=(*seat.cards, card)))


# -- apply ---------------------------------------------------------------------------------


def apply(state: State, move: Move) -> State:
    """The state after `move`.

    :raises GameOverError: the game has ended.
    :raises OutOfTurnError: the move is not this player's to make now.
    :raises IllegalMoveError: the rules do not allow the move now.
    :raises InvalidMoveError: an unknown player, a value outside 1-4, an ambiguous card.
    """
    if state.finished:
        raise GameOverError(
            Msg(N_("The game is over: the deck is spent. See `ramses score`.")),
            rule=_rule("solo" if state.solo else "end"),
        )
    if move.player not in state.names:
        raise invalid(
            "setup",
            N_("There is no player {player} in this game: {players}."),
            player=move.player,
            players=", ".join(state.names),
        )
    _check_turn(state, move)
    if isinstance(move, Reveal):
        return _reveal(state, move)
    if isinstance(move, Found):
        return _found(state)
    if isinstance(move, Miss):
        return _miss(state, move)
    if isinstance(move, Token):
        return _token(state, move)
    if isinstance(move, Special):
        return _special(state, move)
    if isinstance(move, Scorpion):
        return _scorpion(state, move)
    return _duel(state, move)


def _check_turn(state: State, move: Move) -> None:
    current = state.seats[state.turn].name
    if isinstance(move, Scorpion):
        return  # anyone can be stung
    if state.phase == "duel" and isinstance(move, Duel | Token):
        a, b = (state.seats[i].name for i in state.duellists)
        if move.player not in (a, b):
            raise OutOfTurnError(
                Msg(
                    N_("The duel is between {a} and {b}, not {player}."),
                    {"a": a, "b": b, "player": move.player},
                ),
                rule=_rule("duel"),
            )
        return
    if state.phase == "scorpion" and isinstance(move, Token):
        return  # whoever's slide showed the treasure turned the gold pyramid over
    if isinstance(move, Duel):
        return  # no duel is on: the rules say so
    if move.player != current:
        raise OutOfTurnError.not_their_turn(current, move.player, _rule("turn"))


def _no_special_pending(state: State) -> None:
    if state.phase == "scorpion":
        raise illegal(
            "scorpion",
            N_(
                "The scorpion card stays face down until someone is stung: record it with "
                "`ramses scorpion NAME`."
            ),
        )
    if state.phase == "duel":
        raise illegal(
            "duel",
            N_(
                "The duel card stays face down until the duel is over: record it with "
                "`ramses duel --stakes ... --winner NAME`."
            ),
        )


def _reveal(state: State, move: Reveal) -> State:
    _no_special_pending(state)
    if state.target is not None:
        raise illegal(
            "turn",
            N_(
                "A card is already face up: {card}. It must be found before the next one is "
                "revealed."
            ),
            card=card_msg(state.target),
        )
    state, card = _new_card(state, move.value, move.treasure, "cards")
    return replace(state, target=card, drawn=state.drawn + 1)


def _need_target(state: State) -> Card:
    _no_special_pending(state)
    if state.target is None:
        raise illegal(
            "turn",
            N_("No card is face up: reveal the next one first (`ramses reveal VALUE TREASURE`)."),
        )
    return state.target


def _found(state: State) -> State:
    card = _need_target(state)
    seat = state.seats[state.turn]
    state = state.with_seat(state.turn, replace(seat, cards=(*seat.cards, card)))
    state = replace(state, target=None, special=None)
    return advance(state, state.turn)


def _miss(state: State, move: Miss) -> State:
    card = _need_target(state)
    seat = state.seats[state.turn]
    if move.scarab:
        if not state.advanced:
            raise illegal("scarab", N_("Scarabs belong to the advanced game."))
        if seat.scarabs_used >= SCARAB_USES:
            raise illegal(
                "scarab",
                N_("{player} has used their scarab twice already: the turn ends."),
                player=seat.name,
            )
        return state.with_seat(state.turn, replace(seat, scarabs_used=seat.scarabs_used + 1))
    if state.solo:
        return replace(state, target=None, special=None, discarded=(*state.discarded, card))
    return advance(state, state.turn)


def _token(state: State, move: Token) -> State:
    if not state.advanced:
        raise illegal("tokens", N_("Tokens belong to the advanced game."))
    if state.phase == "play" and state.target is None:
        raise illegal(
            "tokens",
            N_(
                "A token comes with the slide that showed a treasure: type it before the "
                "`found` or `miss` of that slide (no card is face up now)."
            ),
        )
    index = state.index(move.player)
    if move.kind == "mummy":
        return replace(state, mummy=index)
    if move.kind != "egyptologist":
        raise invalid(
            "tokens", N_("A token is an egyptologist or a mummy, not “{kind}”."), kind=move.kind
        )
    if move.hats not in HATS:
        raise invalid(
            "egyptologists",
            N_("An egyptologist token shows 1, 2 or 3 hats, not {hats}."),
            hats=move.hats,
        )
    if state.tokens_taken() >= EGYPTOLOGIST_TOKENS:
        raise illegal(
            "egyptologists",
            N_("All {count} egyptologist tokens have been found already."),
            count=EGYPTOLOGIST_TOKENS,
        )
    seat = state.seats[index]
    return state.with_seat(index, replace(seat, hats=(*seat.hats, move.hats)))


def _special(state: State, move: Special) -> State:
    if move.action not in SPECIALS:
        raise invalid(
            "special-actions",
            N_("Unknown special action “{action}”: sandstorm, scorpion, strength or duel."),
            action=move.action,
        )
    action = Msg(SPECIAL_NAMES[move.action])
    _no_special_pending(state)
    if state.target is not None:
        raise illegal(
            "special-actions",
            N_(
                "A special action shows on the back of the next card, before it is turned; "
                "{card} is face up now."
            ),
            card=card_msg(state.target),
        )
    back = state.back or 0
    if back < FIRST_SPECIAL_BACK:
        raise illegal(
            "special-actions",
            N_(
                "Special actions come from the deck marked 2 on; the next card is "
                "card {number} of 30, from deck {back}."
            ),
            number=state.drawn + 1,
            back=back,
        )
    if state.special is not None:
        raise illegal(
            "special-actions",
            N_("The back of the next card has been recorded already: {action}."),
            action=Msg(SPECIAL_NAMES[state.special]),
        )
    if state.solo and move.action != "sandstorm":
        raise illegal(
            "solo",
            N_("The solo game ignores every special action but the sandstorm, not {action}."),
            action=action,
        )
    if move.action == "duel":
        _duel_possible(state)
    phase = move.action if move.action in ("scorpion", "duel") else "play"
    return replace(state, special=move.action, phase=phase)


def _duel_possible(state: State) -> None:
    a, b = (state.seats[i] for i in state.duellists)
    empty = [seat.name for seat in (a, b) if not seat.cards]
    under = state.left - 1  # the duel card itself stays on top
    if len(empty) > under:
        raise illegal(
            "duel",
            N_(
                "The duel cannot be fought: {players} has no card and too few cards lie under "
                "the duel card. Reveal the card instead."
            ),
            players=", ".join(empty),
        )
    if a.cards and b.cards:
        treasures = {fold(c.treasure) for c in a.cards} | {fold(c.treasure) for c in b.cards}
        if len(treasures) < 2:
            raise illegal(
                "duel",
                N_(
                    "The duel cannot be fought: {a} and {b} hold only cards of the same "
                    "treasure. Reveal the card instead."
                ),
                a=a.name,
                b=b.name,
            )


def _scorpion(state: State, move: Scorpion) -> State:
    if state.phase != "scorpion":
        raise illegal(
            "scorpion",
            N_(
                "No scorpion is being resolved: record the back of the next card first with "
                "`ramses special scorpion`."
            ),
        )
    stung = state.index(move.player)
    right = state.right_of(stung)
    seat = state.seats[stung]
    if seat.cards:
        if move.drawn is not None:
            raise illegal(
                "scorpion",
                N_(
                    "{player} has cards: they give one to {right} (--give); nothing is taken "
                    "from the deck."
                ),
                player=seat.name,
                right=state.seats[right].name,
            )
        spec = move.give
        if spec is None:
            if len(set(seat.cards)) > 1:
                raise invalid(
                    "scorpion",
                    N_(
                        "Say which card {player} gives to {right}: --give TREASURE "
                        "(their cards: {cards})."
                    ),
                    player=seat.name,
                    right=state.seats[right].name,
                    cards=_cards_text(seat.cards),
                )
            spec = CardSpec(seat.cards[0].treasure)
        card = pick(state, stung, spec, "scorpion")
        state = _hand_over(state, card, right, source=stung)
    else:
        if move.give is not None:
            raise illegal(
                "scorpion",
                N_(
                    "{player} has no card to give: {right} takes the top card of the deck "
                    "instead (--drawn TREASURE:VALUE)."
                ),
                player=seat.name,
                right=state.seats[right].name,
            )
        drawn = move.drawn or CardSpec("")
        if not drawn.treasure:
            raise invalid(
                "scorpion",
                N_(
                    "{player} has no card: say what top card {right} takes with "
                    "--drawn TREASURE:VALUE."
                ),
                player=seat.name,
                right=state.seats[right].name,
            )
        state, card = _new_card(state, drawn.value, drawn.treasure, "scorpion")
        state = _hand_over(state, card, right)
        state = replace(state, drawn=state.drawn + 1, special=None)
    return advance(replace(state, phase="play"), stung)


def _duel(state: State, move: Duel) -> State:
    if state.phase != "duel":
        raise illegal(
            "duel",
            N_(
                "No duel is being fought: record the back of the next card first with "
                "`ramses special duel`."
            ),
        )
    first, second = state.duellists
    names = (state.seats[first].name, state.seats[second].name)
    staked = dict(move.stakes)
    if set(staked) != set(names) or len(move.stakes) != 2:
        raise illegal(
            "duel",
            N_(
                "The duel is between {a} and {b}: give one stake for each "
                "(--stakes {a}=TREASURE,{b}=TREASURE)."
            ),
            a=names[0],
            b=names[1],
        )
    if move.winner not in names:
        raise illegal(
            "duel",
            N_("The winner of the duel is {a} or {b}, not {winner}."),
            a=names[0],
            b=names[1],
            winner=move.winner,
        )
    stakes: list[tuple[int, Card, bool]] = []  # seat, card, taken from the deck
    for index in (first, second):
        seat = state.seats[index]
        spec = staked[seat.name]
        if seat.cards:
            stakes.append((index, pick(state, index, spec, "duel"), False))
            continue
        if state.drawn + 1 >= DECK_SIZE:
            raise illegal("duel", N_("No card is left under the duel card."))
        if spec.value is None:
            raise invalid(
                "duel",
                N_(
                    "{player} has no card yet and stakes the card under the duel card: "
                    "type it as TREASURE:VALUE."
                ),
                player=seat.name,
            )
        state, card = _new_card(state, spec.value, spec.treasure, "duel")
        state = replace(state, drawn=state.drawn + 1)
        stakes.append((index, card, True))
    if fold(stakes[0][1].treasure) == fold(stakes[1][1].treasure):
        raise illegal(
            "duel",
            N_("The two stakes must show different treasures, not {treasure} twice."),
            treasure=stakes[0][1].treasure,
        )
    winner = state.index(move.winner)
    for index, card, from_deck in stakes:
        state = _hand_over(state, card, winner, None if from_deck else index)
    return advance(replace(state, phase="play"), state.index(move.player))
