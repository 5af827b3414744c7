"""The rules of Ramsès as far as the assistant can check them: `initial_state`, `advance`.

`advance` runs once the platform's guard (`BaseGame.guard`: game over, unknown player, out
of turn) has passed. It checks the rules of the move (`IllegalMoveError`, or
`InvalidMoveError` for a card or a name that does not exist) and returns the new state with
the events the move caused: the card won, the scarab used, whose turn it is now, what the
table does next. Every error names the section of `rulebooks/ramses.yaml` that explains it.

Who may act depends on the phase: the player to move in play; anyone while a scorpion is
loose (whoever's slide shows a treasure is stung or finds a token); the two duellists in a
duel (`takes_turn` tells the guard, `_check_slider` checks the duellists).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from assistant.games import fold
from assistant.games.base import (
    Event,
    IllegalMoveError,
    InvalidMoveError,
    OutOfTurnError,
    RulesError,
    SetupError,
    Step,
)
from assistant.games.ramses.commands import WINNER as WINNER_OPTION
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
from assistant.games.ramses.scoring import final_msg, game_over_data
from assistant.games.ramses.state import (
    DECK_SIZE,
    EGYPTOLOGIST_TOKENS,
    FIRST_SPECIAL_BACK,
    HATS,
    MAX_TREASURES,
    MODES,
    SCARAB_USES,
    SOLO_PLAYERS,
    SPEC,
    SPECIAL_NAMES,
    SPECIALS,
    VALUES,
    Card,
    Seat,
    State,
)
from assistant.messages import N_, Msg, Plural, Say
from assistant.syntax import PLAYER_OPTION

if TYPE_CHECKING:
    pass

Events = list[Event]


def rule(section: str) -> str:
    return SPEC.rule(section)


def illegal(section: str, text: str, **args: Any) -> IllegalMoveError:
    return IllegalMoveError(Msg(text, args), rule=rule(section))


def invalid(section: str, text: str, **args: Any) -> InvalidMoveError:
    return InvalidMoveError(Msg(text, args), rule=rule(section))


def card_data(card: Card) -> dict[str, Any]:
    return {"value": card.value, "treasure": card.treasure}


# -- setup ---------------------------------------------------------------------------------


def initial_state(setup: Mapping[str, Any]) -> State:
    """A new game from `{"mode": "base" | "advanced" | "solo", "players": [names]}`, and
    `"hidden": true` when the table keeps the won cards secret (see `State.secret`).

    :raises SetupError: an unknown mode, a wrong number of players, a name twice.
    """
    mode = setup.get("mode", "base")
    raw = setup.get("players") or []
    if mode not in MODES:
        raise SetupError(
            Msg(N_("Unknown kind of game “{mode}”: base, advanced or solo."), {"mode": mode}),
            rule=rule("setup"),
        )
    if not isinstance(raw, list | tuple) or not all(isinstance(p, str) for p in raw):
        raise SetupError(Msg(N_("The players are a list of names.")), rule=rule("setup"))
    names = [p.strip() for p in raw]
    if any(not name for name in names):
        raise SetupError(Msg(N_("A player's name cannot be empty.")), rule=rule("setup"))
    folded = [fold(name) for name in names]
    if len(set(folded)) != len(folded):
        raise SetupError(
            Msg(N_("Each player needs a name of their own: {players}."), {"players": names}),
            rule=rule("setup"),
        )
    if mode == "solo":
        if len(names) != SOLO_PLAYERS:
            raise SetupError(
                Msg(
                    N_("The solo game has exactly one player, not {count}."), {"count": len(names)}
                ),
                rule=rule("solo"),
            )
    elif not SOLO_PLAYERS < len(names) <= SPEC.max_players:
        raise SetupError(
            Msg(
                N_(
                    "Ramsès is played by {low} to {high} players (or alone with --solo), "
                    "not {count}."
                ),
                {"low": SOLO_PLAYERS + 1, "high": SPEC.max_players, "count": len(names)},
            ),
            rule=rule("setup"),
        )
    hidden = setup.get("hidden", False)
    if not isinstance(hidden, bool):
        raise SetupError(
            Msg(N_("The hidden option is true or false, not “{value}”."), {"value": hidden}),
            rule=rule("hidden"),
        )
    return State(mode=mode, seats=tuple(Seat(name) for name in names), hidden=hidden)


# -- helpers -------------------------------------------------------------------------------


def pass_turn(state: State, slid_last: int, events: Events) -> State:
    """Play passes to the left of the player who slid last; a mummy holder skips that turn."""
    if state.solo:
        return replace(state, turn=0)
    nxt = state.left_of(slid_last)
    mummy = state.mummy
    if mummy == nxt:
        skipped = state.seats[nxt].name
        events.append(
            Event(
                "mummy/skipped",
                Msg(
                    N_("{player} skips this turn (mummy's curse) and puts the mummy back."),
                    {"player": skipped},
                ),
                {"player": skipped},
            )
        )
        mummy = None  # the mummy goes back beside the board; the turn passes on
        nxt = state.left_of(nxt)
    state = replace(state, turn=nxt, mummy=mummy)
    if not state.finished:
        player = state.seats[nxt].name
        events.append(
            Event(
                "turn/next",
                Msg(N_("Now it is {player}'s turn."), {"player": player}),
                {"player": player},
            )
        )
    return state


def edits(a: str, b: str) -> int:
    """The number of one-letter edits (insert, delete, replace, swap two neighbours) that
    turn `a` into `b`: the Damerau-Levenshtein distance (optimal string alignment)."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[i - 2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def near_treasure(state: State, word: str) -> str | None:
    """A treasure already seen whose name is a short edit away from `word` (one edit, two
    for names of 8 letters or more), the nearest first: `colier` is probably `collier`."""
    key = fold(word)
    best: tuple[int, str] | None = None
    for known in state.treasures:
        other = fold(known)
        distance = edits(key, other)
        allowed = 2 if min(len(key), len(other)) >= 8 else 1
        if distance <= allowed and (best is None or distance < best[0]):
            best = (distance, known)
    return best[1] if best is not None else None


def _register(state: State, treasure: str, new: bool = False) -> tuple[State, str]:
    """The recorded spelling of `treasure`, adding it to the treasures seen if it is new.

    A word a short edit away from a treasure already seen is refused as a likely typo,
    unless the table says it is a new treasure (`new`)."""
    word = clean_treasure(treasure)
    if not word:
        raise invalid("cards", N_("A card needs a treasure."))
    known = state.canonical_treasure(word)
    if known is not None:
        return state, known
    near = near_treasure(state, word) if not new else None
    if near is not None:
        raise illegal(
            "cards",
            N_(
                "No treasure “{treasure}” has been seen yet: did you mean {known}? If it "
                "really is a treasure not seen before, add --new."
            ),
            treasure=word,
            known=near,
        )
    return _one_more(state, word), word


def _one_more(state: State, word: str) -> State:
    """`word` added to the treasures seen: the board's 12 at most (refused beyond)."""
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
    return replace(state, treasures=(*state.treasures, word))


def _shown(state: State, treasure: str | None) -> State:
    """The wrong treasure a miss names, added to the treasures seen when no card has shown it
    (nor a name a short edit away, taken for that one): the board hides 12 at most."""
    word = clean_treasure(treasure or "")
    if not word or state.canonical_treasure(word) or near_treasure(state, word):
        return state
    return _one_more(state, word)


def _new_card(
    state: State, value: int | None, treasure: str, section: str, new: bool = False
) -> tuple[State, Card]:
    if value is None:
        raise invalid(
            section,
            N_("Say what the card drawn shows: TREASURE:VALUE, e.g. {treasure}:2."),
            treasure=clean_treasure(treasure),
        )
    if value not in VALUES:
        raise invalid("cards", N_("A card is worth 1 to 4 points, not {value}."), value=value)
    state, word = _register(state, treasure, new)
    return state, Card(value, word)


def cards_text(cards: tuple[Card, ...]) -> str:
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
            cards=cards_text(seat.cards),
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
                cards=cards_text(seat.cards),
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
            cards=cards_text(tuple(sorted(set(matching), key=lambda c: c.value))),
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


# -- advance -------------------------------------------------------------------------------


def advance(state: State, move: Move) -> Step[State]:
    """The state after `move` and the events it caused, once the guard has passed.

    :raises IllegalMoveError: the rules do not allow the move now.
    :raises InvalidMoveError: a value outside 1-4, an unknown token or action, an ambiguous card.
    :raises OutOfTurnError: a token or a duel for a player who is not a duellist.
    """
    events: Events = []
    if isinstance(move, Reveal):
        state = _reveal(state, move, events)
    elif isinstance(move, Found):
        state = _found(state, events)
    elif isinstance(move, Miss):
        state = _miss(state, move, events)
    elif isinstance(move, Token):
        state = _token(state, move, events)
    elif isinstance(move, Special):
        state = _special(state, move, events)
    elif isinstance(move, Scorpion):
        state = _scorpion(state, move, events)
    else:
        state = _duel(state, move, events)
    if not isinstance(move, Token):
        state = replace(state, token_by=None)  # the slide is over: the next may show a token
    events.extend(_what_next(state))
    return Step(state, tuple(events))


def _what_next(state: State) -> Events:
    """The end of the game, or what the table does next when no card is face up."""
    if state.finished:
        return [Event("game/over", final_msg(state), game_over_data(state))]
    if state.phase != "play" or state.target is not None:
        return []
    events: Events = []
    if (state.back or 0) >= FIRST_SPECIAL_BACK and state.special is None:
        events.append(
            Event(
                "next/look-at-back",
                Msg(
                    N_(
                        "Deck {back}: look at the back of the next card; if it shows an action, "
                        "type `{command}` before revealing it."
                    ),
                    {"back": state.back, "command": Say("ramses", "special")},
                ),
                {"back": state.back},
            )
        )
    text = (
        N_("Reveal the next card: `{command}`.")
        if state.special is None
        else N_("Reveal the card whose back shows the {special}: `{command}`.")
    )
    special = Msg(SPECIAL_NAMES[state.special]) if state.special in SPECIAL_NAMES else None
    events.append(
        Event("next/reveal", Msg(text, {"command": Say("ramses", "reveal"), "special": special}))
    )
    return events


def as_turn_of(state: State, player: str) -> State:
    """The state at the start of `player`'s turn (for `judge`): their seat, no token found
    on this slide yet."""
    return replace(state, turn=state.index(player), token_by=None)


def takes_turn(state: State, move: Move) -> bool:
    """The turn hook: whether the guard's turn rule applies. Tokens follow the phase; a
    sting or the end of a duel may be recorded for another player than the one to move."""
    if isinstance(move, Scorpion | Duel):
        return False
    if isinstance(move, Token):
        return state.phase == "play"
    return True


def _check_slider(state: State, move: Token | Duel) -> None:
    """During a duel only the duellists slide: a token or the duel's last slide is theirs."""
    if state.phase != "duel":
        return
    a, b = (state.seats[i].name for i in state.duellists)
    if move.player not in (a, b):
        raise OutOfTurnError(
            Msg(
                N_("The duel is between {a} and {b}, not {player}."),
                {"a": a, "b": b, "player": move.player},
            ),
            rule=rule("duel"),
        )


def _no_special_pending(state: State) -> None:
    if state.phase == "scorpion":
        raise illegal(
            "scorpion",
            N_(
                "The scorpion card stays face down until someone is stung: record it with "
                "`{command}`."
            ),
            command=Say("ramses", "scorpion"),
        )
    if state.phase == "duel":
        raise illegal(
            "duel",
            N_("The duel card stays face down until the duel is over: record it with `{command}`."),
            command=Say("ramses", "duel", ("--stakes", None, "--winner", None)),
        )


def _reveal(state: State, move: Reveal, events: Events) -> State:
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
    state, card = _new_card(state, move.value, move.treasure, "cards", move.new)
    if move.lucky:
        return _lucky(replace(state, drawn=state.drawn + 1), card, events)
    events.append(
        Event(
            "card/revealed",
            Msg(N_("Card sought: {card}."), {"card": card_msg(card)}),
            {"player": move.player, **card_data(card)},
        )
    )
    return replace(state, target=card, drawn=state.drawn + 1)


def _lucky(state: State, card: Card, events: Events) -> State:
    """The lucky reveal: the card's treasure already shows on the board, so the player who
    turned it over wins it at once and the turn ends."""
    seat = state.seats[state.turn]
    events.append(
        Event(
            "card/won",
            Msg(
                N_(
                    "Lucky reveal: the treasure of {card} already shows on the board; {player} "
                    "wins the card at once."
                ),
                {"player": seat.name, "card": card_msg(card)},
            ),
            {"player": seat.name, **card_data(card), "lucky": True},
        )
    )
    state = state.with_seat(state.turn, replace(seat, cards=(*seat.cards, card)))
    state = replace(state, target=None, special=None)
    return pass_turn(state, state.turn, events)


def _need_target(state: State) -> Card:
    _no_special_pending(state)
    if state.target is None:
        raise illegal(
            "turn",
            N_("No card is face up: reveal the next one first (`{command}`)."),
            command=Say("ramses", "reveal"),
        )
    return state.target


def _found(state: State, events: Events) -> State:
    card = _need_target(state)
    seat = state.seats[state.turn]
    events.append(
        Event(
            "card/won",
            Msg(N_("{player} wins {card}."), {"player": seat.name, "card": card_msg(card)}),
            {"player": seat.name, **card_data(card)},
        )
    )
    state = state.with_seat(state.turn, replace(seat, cards=(*seat.cards, card)))
    state = replace(state, target=None, special=None)
    return pass_turn(state, state.turn, events)


def _miss(state: State, move: Miss, events: Events) -> State:
    seat = state.seats[state.turn]
    left = SCARAB_USES - seat.scarabs_used
    if move.scarab and state.target is None and state.advanced and left > 0:
        _no_special_pending(state)  # `Marco può ancora usare il suo scarabeo?` between cards
        still = Plural(
            "{player} still has their scarab ({n} use left), but it is used right after a "
            "wrong treasure, and no card is face up now.",
            "{player} still has their scarab ({n} uses left), but it is used right after a "
            "wrong treasure, and no card is face up now.",
            left,
            player=seat.name,
        )
        raise IllegalMoveError(still, rule=rule("scarab"))
    card = _need_target(state)
    state = _shown(state, move.treasure)  # `Sara sbaglia: vaso`: a 13th treasure is refused
    if move.scarab:
        if not state.advanced:
            raise illegal("scarab", N_("Scarabs belong to the advanced game."))
        if seat.scarabs_used >= SCARAB_USES:
            raise illegal(
                "scarab",
                N_(
                    "{player} has used their scarab twice already: the turn ends. Record the "
                    "wrong treasure with `{command}`."
                ),
                player=seat.name,
                command=Say("ramses", "miss"),
            )
        left = SCARAB_USES - seat.scarabs_used - 1
        said: Msg = (
            Plural(
                "{player} plays on with a scarab ({n} use left).",
                "{player} plays on with a scarab ({n} uses left).",
                left,
                player=seat.name,
            )
            if left
            else Msg(N_("{player} plays on with a scarab, its last use."), {"player": seat.name})
        )
        events.append(Event("scarab/used", said, {"player": seat.name, "left": left}))
        events.append(_still_sought(card))
        return state.with_seat(state.turn, replace(seat, scarabs_used=seat.scarabs_used + 1))
    if state.solo:
        events.append(
            Event(
                "card/thrown-out",
                Msg(N_("The card {card} is thrown out."), {"card": card_msg(card)}),
                card_data(card),
            )
        )
        return replace(state, target=None, special=None, discarded=(*state.discarded, card))
    said = Msg(N_("A wrong treasure for {player}: the turn ends."), {"player": seat.name})
    events.append(Event("turn/missed", said, {"player": seat.name}))
    state = pass_turn(state, state.turn, events)
    events.append(_still_sought(card))
    return state


def _still_sought(card: Card) -> Event:
    """The card face up, said again after a wrong treasure: the next slide looks for it."""
    return Event(
        "card/sought", Msg(N_("Card sought: {card}."), {"card": card_msg(card)}), card_data(card)
    )


def _token(state: State, move: Token, events: Events) -> State:
    if not state.advanced:
        raise illegal("tokens", N_("Tokens belong to the advanced game."))
    _check_slider(state, move)
    if state.phase == "play" and state.target is None:
        raise illegal(
            "tokens",
            N_(
                "A token comes with the slide that showed a treasure: type it before the "
                "`{found}` or `{miss}` of that slide (no card is face up now)."
            ),
            found=Say("ramses", "found"),
            miss=Say("ramses", "miss"),
        )
    if state.phase != "duel":
        _one_token_per_slide(state, move)
        state = replace(state, token_by=move.player)
    index = state.index(move.player)
    if move.kind == "mummy":
        holder = state.mummy
        if holder is not None and holder != index:
            before = state.seats[holder].name
            events.append(
                Event(
                    "mummy/handed-on",
                    Msg(
                        N_(
                            "{holder} hands the mummy on to {player}: {player} skips their "
                            "next turn, {holder} does not."
                        ),
                        {"holder": before, "player": move.player},
                    ),
                    {"from": before, "to": move.player},
                )
            )
        else:
            events.append(
                Event(
                    "mummy/taken",
                    Msg(
                        N_("{player} takes the mummy and skips their next turn."),
                        {"player": move.player},
                    ),
                    {"player": move.player},
                )
            )
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
    seat = replace(seat, hats=(*seat.hats, move.hats))
    events.append(
        Event(
            "egyptologist/kept",
            Plural(
                "{player} keeps the egyptologist token: {n} hat in all.",
                "{player} keeps the egyptologist token: {n} hats in all.",
                seat.hat_count,
                player=move.player,
            ),
            {"player": move.player, "hats": move.hats, "total": seat.hat_count},
        )
    )
    return state.with_seat(index, seat)


def _one_token_per_slide(state: State, move: Token) -> None:
    """Outside duels a token comes with the slide that showed a treasure, and one gold
    pyramid hides one token: a second token before that slide is recorded is refused."""
    finder = state.token_by
    if finder is None:
        return
    if state.phase == "scorpion":
        raise illegal(
            "tokens",
            N_(
                "One token per slide: {finder} has already found a token on the slide that "
                "showed a treasure, and that slide ends the scorpion. Type `{command}` now."
            ),
            finder=finder,
            command=Say("ramses", "scorpion", (finder,)),
        )
    raise illegal(
        "tokens",
        N_(
            "One token per slide: {finder} has already found a token on this slide (a gold "
            "pyramid hides one token). Type the slide's `{found}` or `{miss}` first."
        ),
        finder=finder,
        found=Say("ramses", "found"),
        miss=Say("ramses", "miss"),
    )


def special_help(state: State, action: str) -> Msg:
    """How the table resolves a special action, and what to type afterwards."""
    player = state.seats[state.turn].name
    if action == "sandstorm":
        return Msg(
            N_("Sandstorm: turn the board a quarter turn clockwise, then reveal the card as usual.")
        )
    if action == "strength":
        return Msg(
            N_(
                "Superhuman strength: reveal the card; until it is found, each player in turn "
                "may push 1 to 7 pyramids of a row at once."
            )
        )
    if action == "scorpion":
        return Msg(
            N_(
                "Scorpion: the card stays face down. Starting with {player}, each player in turn "
                "slides one pyramid (never the one just moved) until a treasure shows; then "
                "type `{command}` for the player stung."
            ),
            {"player": player, "command": Say("ramses", "scorpion")},
        )
    a, b = (state.seats[i].name for i in state.duellists)
    return Msg(
        N_(
            "Duel between {a} and {b}: the card stays face down; each stakes a card won "
            "(different treasures; a duellist with no card stakes the card under the duel "
            "card). {a} starts; whoever's treasure shows first loses. Then type `{command}`, "
            "adding `{player} {name}` when the loser slid last (play goes on to the left of "
            "the last to slide). Leave out {winner} if they cannot stake different treasures: "
            "the duel is called off."
        ),
        {
            "a": a,
            "b": b,
            "command": Say("ramses", "duel", ("--stakes", None, "--winner", None)),
            "winner": WINNER_OPTION,
            "player": PLAYER_OPTION,
            "name": Msg(NAME),
        },
    )


NAME = N_("NAME")
"""A player's name still to give, as the reader writes it (`--player NAME`)."""


def _special(state: State, move: Special, events: Events) -> State:
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
        if one_treasure_between(state):
            state = replace(state, special="duel")
            events.append(_called_off(state, drawn=False))
            return state
    phase = move.action if move.action in ("scorpion", "duel") else "play"
    state = replace(state, special=move.action, phase=phase)
    data: dict[str, Any] = {"action": move.action}
    if move.action == "duel":
        data["duellists"] = [state.seats[i].name for i in state.duellists]
    events.append(Event("special/shown", special_help(state, move.action), data))
    return state


def one_treasure_between(state: State) -> bool:
    """Whether both duellists hold cards and all of them show one treasure: the duel cannot
    be fought and is called off as soon as the duel card shows."""
    a, b = (state.seats[i] for i in state.duellists)
    if not (a.cards and b.cards):
        return False
    return len({fold(c.treasure) for c in (*a.cards, *b.cards)}) < 2


def _called_off(state: State, drawn: bool) -> Event:
    """The duel is called off: no two different treasures can be staked (decision recorded
    in GAMES.md). A card drawn from under the duel card goes back; the duel card is turned
    face up and play goes on with the player whose turn it is."""
    a, b = (state.seats[i].name for i in state.duellists)
    if drawn:
        text = N_(
            "The duel is called off: {a} and {b} cannot stake different treasures. The card "
            "drawn goes back under the duel card, and the duel card is turned face up."
        )
    else:
        text = N_(
            "The duel is called off: {a} and {b} hold cards of only one treasure between them, "
            "so they cannot stake different treasures. The duel card is turned face up."
        )
    return Event("duel/called-off", Msg(text, {"a": a, "b": b}), {"duellists": [a, b]})


def duel_problem(state: State) -> IllegalMoveError | None:
    """Why the duel on the back of the next card cannot be fought (`None`: it can)."""
    a, b = (state.seats[i] for i in state.duellists)
    empty = [seat.name for seat in (a, b) if not seat.cards]
    under = state.left - 1  # the duel card itself stays on top
    if len(empty) > under:
        return illegal(
            "duel",
            N_(
                "The duel cannot be fought: {players} has no card and too few cards lie under "
                "the duel card. Reveal the card instead."
            ),
            players=", ".join(empty),
        )
    return None


def _duel_possible(state: State) -> None:
    problem = duel_problem(state)
    if problem is not None:
        raise problem


def _could_differ(state: State, stakes: list[tuple[int, Card, bool]]) -> bool:
    """Whether the duellists could have staked different treasures: a duellist with cards
    may stake any of them, one without stakes the card drawn from under the duel card."""
    options = [
        [card] if from_deck else list(state.seats[index].cards) for index, card, from_deck in stakes
    ]
    return any(fold(x.treasure) != fold(y.treasure) for x in options[0] for y in options[1])


def _scorpion(state: State, move: Scorpion, events: Events) -> State:
    if state.phase != "scorpion":
        raise illegal(
            "scorpion",
            N_(
                "No scorpion is being resolved: record the back of the next card first with "
                "`{command}`."
            ),
            command=Say("ramses", "special", ("scorpion",)),
        )
    finder = state.token_by
    if finder is not None and finder != move.player:
        raise illegal(
            "tokens",
            N_(
                "{finder} found a token under the gold pyramid of the slide that showed a "
                "treasure, so the scorpion stung {finder}, not {player}."
            ),
            finder=finder,
            player=move.player,
        )
    stung = state.index(move.player)
    if state.seats[stung].cards:
        state = _scorpion_gives(state, move, stung, events)
    else:
        state = _scorpion_draws(state, move, stung, events)
    return pass_turn(replace(state, phase="play"), stung, events)


def _scorpion_gives(state: State, move: Scorpion, stung: int, events: Events) -> State:
    """The stung player gives one of their cards to their right-hand neighbour."""
    right = state.right_of(stung)
    seat = state.seats[stung]
    neighbour = state.seats[right].name
    if move.drawn is not None:
        raise illegal(
            "scorpion",
            N_(
                "{player} has cards: they give one to {right} (--give); nothing is taken "
                "from the deck."
            ),
            player=seat.name,
            right=neighbour,
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
                right=neighbour,
                cards=cards_text(seat.cards),
            )
        spec = CardSpec(seat.cards[0].treasure)
    card = pick(state, stung, spec, "scorpion")
    state = _hand_over(state, card, right, source=stung)
    events.append(
        Event(
            "scorpion/card-given",
            Msg(
                N_("{player} gives {card} to {right}."),
                {"player": seat.name, "card": card_msg(card), "right": neighbour},
            ),
            {"player": seat.name, "to": neighbour, **card_data(card)},
        )
    )
    return state


def _scorpion_draws(state: State, move: Scorpion, stung: int, events: Events) -> State:
    """The stung player has no card: their right-hand neighbour takes the deck's top card."""
    right = state.right_of(stung)
    seat = state.seats[stung]
    neighbour = state.seats[right].name
    if move.give is not None:
        raise illegal(
            "scorpion",
            N_(
                "{player} has no card to give: {right} takes the top card of the deck "
                "instead (--drawn TREASURE:VALUE)."
            ),
            player=seat.name,
            right=neighbour,
        )
    drawn = move.drawn or CardSpec("")
    if not drawn.treasure:
        raise invalid(
            "scorpion",
            N_(
                "{player} has no card: say what top card {right} takes with --drawn TREASURE:VALUE."
            ),
            player=seat.name,
            right=neighbour,
        )
    state, card = _new_card(state, drawn.value, drawn.treasure, "scorpion", move.new)
    state = _hand_over(state, card, right)
    state = replace(state, drawn=state.drawn + 1, special=None)
    events.append(
        Event(
            "scorpion/card-drawn",
            Msg(
                N_("{right} takes the top card of the deck: {card}."),
                {"right": neighbour, "card": card_msg(card)},
            ),
            {"player": seat.name, "to": neighbour, **card_data(card)},
        )
    )
    return state


def _check_duel_words(move: Duel, names: tuple[str, str]) -> None:
    """One stake for each duellist, and a winner who is one of them."""
    if set(dict(move.stakes)) != set(names) or len(move.stakes) != 2:
        raise illegal(
            "duel",
            N_(
                "The duel is between {a} and {b}: give one stake for each "
                "(--stakes {a}=TREASURE,{b}=TREASURE)."
            ),
            a=names[0],
            b=names[1],
        )
    if move.winner is not None and move.winner not in names:
        raise illegal(
            "duel",
            N_("The winner of the duel is {a} or {b}, not {winner}."),
            a=names[0],
            b=names[1],
            winner=move.winner,
        )


def _duel_stakes(
    state: State, move: Duel, staked: dict[str, CardSpec]
) -> tuple[State, list[tuple[int, Card, bool]]]:
    """The two stakes, `(seat, card, taken from the deck)`: a duellist without cards stakes
    the card under the duel card (drawn now, with its value)."""
    stakes: list[tuple[int, Card, bool]] = []
    for index in state.duellists:
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
        state, card = _new_card(state, spec.value, spec.treasure, "duel", move.new)
        state = replace(state, drawn=state.drawn + 1)
        stakes.append((index, card, True))
    return state, stakes


def _duel(state: State, move: Duel, events: Events) -> State:
    if state.phase != "duel":
        raise illegal(
            "duel",
            N_("No duel is being fought: record the back of the next card first with `{command}`."),
            command=Say("ramses", "special", ("duel",)),
        )
    _check_slider(state, move)
    first, second = state.duellists
    names = (state.seats[first].name, state.seats[second].name)
    staked = dict(move.stakes)
    _check_duel_words(move, names)
    before = state
    state, stakes = _duel_stakes(state, move, staked)
    if fold(stakes[0][1].treasure) == fold(stakes[1][1].treasure):
        if _could_differ(before, stakes):
            raise illegal(
                "duel",
                N_("The two stakes must show different treasures, not {treasure} twice."),
                treasure=stakes[0][1].treasure,
            )
        if move.winner is not None:
            raise illegal(
                "duel",
                N_(
                    "{a} and {b} cannot stake different treasures ({treasure} only): the duel "
                    "is called off and nobody wins it. Record it without --winner."
                ),
                a=names[0],
                b=names[1],
                treasure=stakes[0][1].treasure,
            )
        events.append(_called_off(before, drawn=True))
        return replace(before, phase="play")
    if move.winner is None:
        raise invalid(
            "duel",
            N_(
                "The stakes show different treasures, so the duel is fought: say who won it "
                "with --winner NAME."
            ),
        )
    winner = state.index(move.winner)
    for index, card, from_deck in stakes:
        state = _hand_over(state, card, winner, None if from_deck else index)
    won = [card for _, card, _ in stakes]
    events.append(
        Event(
            "duel/won",
            Msg(
                N_("{winner} wins the duel and takes {cards}."),
                {"winner": move.winner, "cards": [card_msg(c) for c in won]},
            ),
            {"winner": move.winner, "cards": [card_data(c) for c in won]},
        )
    )
    return pass_turn(replace(state, phase="play"), state.index(move.player), events)


# -- the cards a move names, in full ---------------------------------------------------------


def _in_full(state: State, index: int, spec: CardSpec | None, section: str) -> CardSpec | None:
    """The card of seat `index` that `spec` names, as its full treasure and value; a card
    drawn from the deck keeps its value with the spelling already recorded."""
    seat = state.seats[index]
    if seat.cards:
        if spec is None:
            if len(set(seat.cards)) != 1:
                return None
            spec = CardSpec(seat.cards[0].treasure)
        card = pick(state, index, spec, section)
        return CardSpec(card.treasure, card.value)
    if spec is None:
        return None
    known = state.canonical_treasure(spec.treasure)
    return CardSpec(known or clean_treasure(spec.treasure), spec.value)


def in_full(state: State, move: Move) -> Move:
    """`move` with every card it names written out in full (`scorpion bo` or `--give sw`
    becomes `--give sword:3`; a stake `cr` becomes `crown:2`), so that the journal, the log
    and `--json log` name the card that changed hands. A move whose cards cannot be told
    apart is returned as it is: the rules refuse it with the reason."""
    try:
        if isinstance(move, Scorpion) and state.phase == "scorpion":
            stung = state.index(move.player)
            if state.seats[stung].cards:
                give = _in_full(state, stung, move.give, "scorpion")
                return replace(move, give=give) if give is not None else move
            drawn = _in_full(state, stung, move.drawn, "scorpion")
            return replace(move, drawn=drawn) if drawn is not None else move
        if isinstance(move, Duel) and state.phase == "duel":
            stakes = []
            for name, spec in move.stakes:
                full = _in_full(state, state.index(name), spec, "duel")
                stakes.append((name, full if full is not None else spec))
            return replace(move, stakes=tuple(stakes))
    except (RulesError, ValueError):
        return move
    return move
