"""What the table should hear after a move: what changed, what to do next.

Pure: a list of `Msg` computed from the states before and after; the command prints them in
the reader's language.
"""

from __future__ import annotations

from assistant.games.ramses.moves import Duel, Found, Miss, Move, Reveal, Scorpion, Special, Token
from assistant.games.ramses.moves import card_msg as card
from assistant.games.ramses.scoring import score
from assistant.games.ramses.state import (
    FIRST_SPECIAL_BACK,
    SCARAB_USES,
    TITLE_NAMES,
    State,
)
from assistant.messages import N_, Msg, Plural


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
                "type `ramses scorpion NAME` for the player stung."
            ),
            {"player": player},
        )
    a, b = (state.seats[i].name for i in state.duellists)
    return Msg(
        N_(
            "Duel between {a} and {b}: the card stays face down; each stakes a card won "
            "(different treasures; with none, the card under the duel card). {a} starts; whoever's "
            "treasure shows first loses. Then type `ramses duel --stakes {a}=TREASURE,"
            "{b}=TREASURE --winner NAME`."
        ),
        {"a": a, "b": b},
    )


def report(before: State, after: State, move: Move) -> list[Msg]:
    """The lines to show after `move` (accepted by the rules) turned `before` into `after`."""
    lines: list[Msg] = []
    if isinstance(move, Reveal) and after.target is not None:
        lines.append(Msg(N_("Card sought: {card}."), {"card": card(after.target)}))
    elif isinstance(move, Found) and before.target is not None:
        lines.append(
            Msg(N_("{player} wins {card}."), {"player": move.player, "card": card(before.target)})
        )
    elif isinstance(move, Miss):
        if move.scarab:
            left = SCARAB_USES - after.seats[after.index(move.player)].scarabs_used
            lines.append(
                Plural(
                    "{player} plays on with a scarab ({n} use left).",
                    "{player} plays on with a scarab ({n} uses left).",
                    left,
                    player=move.player,
                )
            )
        elif after.solo and before.target is not None:
            lines.append(Msg(N_("The card {card} is thrown out."), {"card": card(before.target)}))
    elif isinstance(move, Token):
        lines.extend(_token_lines(before, after, move))
    elif isinstance(move, Special):
        lines.append(special_help(after, move.action))
    elif isinstance(move, Scorpion):
        right = after.seats[after.right_of(after.index(move.player))].name
        given = after.seats[after.index(right)].cards[-1]
        if before.seats[before.index(move.player)].cards:
            lines.append(
                Msg(
                    N_("{player} gives {card} to {right}."),
                    {"player": move.player, "card": card(given), "right": right},
                )
            )
        else:
            lines.append(
                Msg(
                    N_("{right} takes the top card of the deck: {card}."),
                    {"right": right, "card": card(given)},
                )
            )
    elif isinstance(move, Duel):
        won = after.seats[after.index(move.winner)].cards[-2:]
        lines.append(
            Msg(
                N_("{winner} wins the duel and takes {cards}."),
                {"winner": move.winner, "cards": [card(c) for c in won]},
            )
        )
    lines.extend(_turn_lines(before, after, move))
    return lines


def _token_lines(before: State, after: State, move: Token) -> list[Msg]:
    if move.kind == "mummy":
        holder = before.mummy
        if holder is not None and before.seats[holder].name != move.player:
            return [
                Msg(
                    N_(
                        "{holder} hands the mummy on to {player}: {player} skips their next turn, "
                        "{holder} does not."
                    ),
                    {"holder": before.seats[holder].name, "player": move.player},
                )
            ]
        return [
            Msg(N_("{player} takes the mummy and skips their next turn."), {"player": move.player})
        ]
    hats = after.seats[after.index(move.player)].hat_count
    return [
        Plural(
            "{player} keeps the egyptologist token: {n} hat in all.",
            "{player} keeps the egyptologist token: {n} hats in all.",
            hats,
            player=move.player,
        )
    ]


def _turn_lines(before: State, after: State, move: Move) -> list[Msg]:
    lines: list[Msg] = []
    if before.mummy is not None and after.mummy is None:
        lines.append(
            Msg(
                N_("{player} skips this turn (mummy's curse) and puts the mummy back."),
                {"player": before.seats[before.mummy].name},
            )
        )
    if after.finished:
        lines.extend(final_lines(after))
        return lines
    if after.phase != "play":
        return lines
    passed = isinstance(move, Found | Scorpion | Duel) or (
        isinstance(move, Miss) and not move.scarab
    )
    if not after.solo and (passed or after.turn != before.turn):
        lines.append(Msg(N_("Now it is {player}'s turn."), {"player": after.current}))
    if after.target is None:
        if (after.back or 0) >= FIRST_SPECIAL_BACK and after.special is None:
            lines.append(
                Msg(
                    N_(
                        "Deck {back}: look at the back of the next card; if it shows an action, "
                        "type `ramses special ACTION` before revealing it."
                    ),
                    {"back": after.back},
                )
            )
        lines.append(Msg(N_("Reveal the next card: `ramses reveal VALUE TREASURE`.")))
    return lines


def final_lines(state: State) -> list[Msg]:
    """The end of the game: the winners, or the solo title."""
    scored = score(state)
    if state.solo:
        solo = scored["solo"]
        return [
            Plural(
                "The deck is spent: {n} card won, title: {title}.",
                "The deck is spent: {n} cards won, title: {title}.",
                solo["cards"],
                title=Msg(TITLE_NAMES[solo["title"]]),
            )
        ]
    winners = scored["winners"] or []
    if len(winners) == 1:
        return [Msg(N_("The game is over. {player} wins."), {"player": winners[0]})]
    return [Msg(N_("The game is over. Shared win: {players}."), {"players": winners})]
