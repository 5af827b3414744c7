"""Final scoring, the standings, the JSON state and the solo ladder.

Points are the values of the cards won. In the advanced game the egyptologist hats earn a
bonus: most hats 6, second 3, third 2. Tied players all get the points of the place they
share and the places they fill after it are not awarded (two players tied first get 6 each
and the next one is third, with 2); a player without hats gets nothing. Most points wins,
then most cards; still tied, the win is shared. The solo game counts the cards won and reads
the title from the ladder.
"""

from __future__ import annotations

from typing import Any

from assistant.games.base import Count, Standings
from assistant.games.ramses.state import (
    HAT_BONUS,
    SCARAB_USES,
    SPEC,
    TITLE_NAMES,
    State,
    title_for,
)
from assistant.messages import N_, Msg, Plural

CARDS_NOUNS = frozenset({"cartes", "carte", "cards", "card"})
"""What the cards a player won are asked by (`combien de cartes a Léa ?`), folded."""

CARDS_EXTRAS = frozenset(
    {*("gagne", "gagnees", "remporte", "remportees"), *("vinto", "vinte", "preso", "prese")}
    | {"won", "taken"}
)
"""Other words of a question of the cards won (`combien de cartes a gagné Léa ?`), folded."""


def cards_won(state: State) -> Count:
    """The cards each player won, said in a sentence when asked (`Léa has won 3 cards.`)."""
    said = tuple((seat.name, won_said(seat.name, len(seat.cards))) for seat in state.seats)
    return Count(CARDS_NOUNS, said, CARDS_EXTRAS)


def won_said(player: str, n: int) -> Msg:
    """`Léa has won 3 cards.`"""
    return Plural("{player} has won {n} card.", "{player} has won {n} cards.", n, player=player)


def hat_bonus(state: State) -> list[int]:
    """The bonus of each seat: its place among the players with hats (ties share a place)."""
    if not state.advanced:
        return [0] * len(state.seats)
    hats = [seat.hat_count for seat in state.seats]
    bonus = []
    for mine in hats:
        if mine == 0:
            bonus.append(0)
            continue
        place = 1 + sum(1 for other in hats if other > mine)
        bonus.append(HAT_BONUS.get(place, 0))
    return bonus


def standings(state: State) -> Standings:
    """Points (cards plus hat bonus) per player and, at the end, the winners: most points,
    then most cards. Solo: the cards won; the one player wins once the deck is spent.
    Under the hidden option, until the end: the number of cards won, which is all the table
    sees of them."""
    if state.solo:
        seat = state.seats[0]
        return Standings(
            state.finished,
            Msg(N_("cards won")),
            ((seat.name, len(seat.cards)),),
            (seat.name,) if state.finished else (),
            counts=(cards_won(state),),
        )
    if state.secret:
        counts = tuple((seat.name, len(seat.cards)) for seat in state.seats)
        return Standings(False, Msg(N_("cards won")), counts, counts=(cards_won(state),))
    bonus = hat_bonus(state)
    totals = tuple((seat.name, seat.points + bonus[i]) for i, seat in enumerate(state.seats))
    winners: tuple[str, ...] = ()
    if state.finished:
        keys = {
            seat.name: (total, len(seat.cards))
            for seat, (_, total) in zip(state.seats, totals, strict=True)
        }
        best = max(keys.values())
        winners = tuple(name for name, key in keys.items() if key == best)
    cards = tuple((seat.name, len(seat.cards)) for seat in state.seats)
    return Standings(
        state.finished,
        Msg(N_("points")),
        totals,
        winners,
        cards,
        Msg(N_("cards won")),
        counts=(cards_won(state),),
    )


def score(state: State) -> dict[str, Any]:
    """What `ramses score --json` prints: every player's cards, points, hats, bonus, total.

    Under the hidden option, until the end, `points` and `total` are `null` (the values of
    face-down cards) and `hidden` is true; the hat bonus is shown, the tokens being kept in
    view.
    """
    bonus = hat_bonus(state)
    secret = state.secret
    rows = [
        {
            "name": seat.name,
            "cards": len(seat.cards),
            "points": None if secret else seat.points,
            "egyptologists": seat.hat_count,
            "bonus": bonus[i],
            "total": None if secret else seat.points + bonus[i],
        }
        for i, seat in enumerate(state.seats)
    ]
    doc: dict[str, Any] = {"finished": state.finished, "winners": None, "players": rows}
    if state.hidden:
        doc["hidden"] = secret
    if state.solo:
        cards = len(state.seats[0].cards)
        doc["solo"] = {"cards": cards, "title": title_for(cards)}
    elif state.finished:
        doc["winners"] = list(standings(state).winners)
    return doc


def final_msg(state: State) -> Msg:
    """The end of the game: the winners, or the solo title."""
    if state.solo:
        cards = len(state.seats[0].cards)
        return Plural(
            "The deck is spent: {n} card won, title: {title}.",
            "The deck is spent: {n} cards won, title: {title}.",
            cards,
            title=Msg(TITLE_NAMES[title_for(cards)]),
        )
    table = standings(state)
    winners = table.winners
    if len(winners) == 1:
        points = dict(table.totals)
        tied = [name for name, total in table.totals if total == points[winners[0]]]
        if len(tied) > 1:  # tied on points: the most cards decide
            return Msg(
                N_(
                    "The game is over. {player} wins: tied on points with {others}, "
                    "{player} has won the most cards."
                ),
                {"player": winners[0], "others": [n for n in tied if n != winners[0]]},
            )
        return Msg(N_("The game is over. {player} wins."), {"player": winners[0]})
    return Msg(N_("The game is over. Shared win: {players}."), {"players": list(winners)})


def game_over_data(state: State) -> dict[str, Any]:
    """The data of the `game/over` event: the winners, or the solo cards and title."""
    if state.solo:
        cards = len(state.seats[0].cards)
        return {"cards": cards, "title": title_for(cards)}
    return {"winners": list(standings(state).winners)}


def state_json(state: State) -> dict[str, Any]:
    """What `ramses status --json` prints (and what the golden replays compare).

    Under the hidden option, until the end, each player's `won`, `points` and `total` are
    `null` and `cards` is all that shows of them; `hidden` says whether that is so now
    (the key appears only in sessions started with the option).
    """
    scored = {row["name"]: row for row in score(state)["players"]}
    secret = state.secret
    players = []
    for i, seat in enumerate(state.seats):
        row: dict[str, Any] = {
            "name": seat.name,
            "cards": len(seat.cards),
            "won": None if secret else [card.to_json() for card in seat.cards],
            "points": None if secret else seat.points,
        }
        if state.advanced:
            row |= {
                "egyptologists": seat.hat_count,
                "tokens": list(seat.hats),
                "scarabs_left": SCARAB_USES - seat.scarabs_used,
                "mummy": state.mummy == i,
            }
        row |= {"bonus": scored[seat.name]["bonus"], "total": scored[seat.name]["total"]}
        players.append(row)
    doc: dict[str, Any] = {
        "game": SPEC.id,
        "mode": state.mode,
        "finished": state.finished,
        "current_player": state.current,
        "phase": state.phase,
        "target": state.target.to_json() if state.target else None,
        "special": state.special,
        "deck": {"drawn": state.drawn, "left": state.left, "back": state.back},
        "treasures": list(state.treasures),
        "players": players,
        "score": score(state),
    }
    if state.advanced:
        doc["mummy"] = state.seats[state.mummy].name if state.mummy is not None else None
    if state.solo:
        doc["discarded"] = [card.to_json() for card in state.discarded]
    if state.phase == "duel":
        doc["duel"] = [state.seats[i].name for i in state.duellists]
    if state.hidden:
        doc["hidden"] = secret
    return doc
