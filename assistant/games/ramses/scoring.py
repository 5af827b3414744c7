"""Final scoring, the JSON summary and the solo ladder.

Points are the values of the cards won. In the advanced game the egyptologist hats earn a
bonus: most hats 6, second 3, third 2. Tied players all get the points of the place they
share and the places they fill after it are not awarded (two players tied first get 6 each
and the next one is third, with 2); a player without hats gets nothing. Most points wins,
then most cards; still tied, the win is shared.
"""

from __future__ import annotations

from typing import Any

from assistant.games.ramses.state import HAT_BONUS, SCARAB_USES, State, title_for


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


def score(state: State) -> dict[str, Any]:
    """What `ramses score --json` prints: every player's cards, points, hats, bonus, total."""
    bonus = hat_bonus(state)
    rows = [
        {
            "name": seat.name,
            "cards": len(seat.cards),
            "points": seat.points,
            "egyptologists": seat.hat_count,
            "bonus": bonus[i],
            "total": seat.points + bonus[i],
        }
        for i, seat in enumerate(state.seats)
    ]
    doc: dict[str, Any] = {"finished": state.finished, "winners": None, "players": rows}
    if state.solo:
        cards = len(state.seats[0].cards)
        doc["solo"] = {"cards": cards, "title": title_for(cards)}
    elif state.finished:
        best = max((row["total"], row["cards"]) for row in rows)
        doc["winners"] = [row["name"] for row in rows if (row["total"], row["cards"]) == best]
    return doc


def summary(state: State) -> dict[str, Any]:
    """What `ramses status --json` prints (and what the golden replays compare)."""
    scored = {row["name"]: row for row in score(state)["players"]}
    players = []
    for i, seat in enumerate(state.seats):
        row: dict[str, Any] = {
            "name": seat.name,
            "cards": len(seat.cards),
            "won": [card.to_json() for card in seat.cards],
            "points": seat.points,
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
        "game": "ramses",
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
    return doc
