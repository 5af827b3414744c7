"""Where the players stand in Der Schatz des Pharao: adventures beaten, the winner, and the
whole state as `status --json` prints it (`state_json`).

The race has no points: a player's total is the number of adventure cards beaten (0 to 6,
the sixth being the pharaoh's treasure). The first player to win the treasure wins alone,
and nobody else can have beaten six cards, so the winner always has the best total.
"""

from __future__ import annotations

from typing import Any

from assistant.games.base import Standings
from assistant.games.pharao.state import SPEC, State
from assistant.messages import N_, Msg


def standings(state: State) -> Standings:
    """Adventures beaten per player in seat order; the winner once someone has won."""
    return Standings(
        finished=state.finished,
        unit=Msg(N_("adventures beaten")),
        totals=tuple((seat.name, seat.beaten) for seat in state.seats),
        winners=(state.winner,) if state.winner is not None else (),
    )


def state_json(state: State) -> dict[str, Any]:
    """The JSON document of `status --json` (canonical English ids)."""
    return {
        "game": SPEC.id,
        "marker": state.marker,
        "current_player": state.current,
        "finished": state.finished,
        "winners": [state.winner] if state.winner is not None else None,
        "adventures": list(state.adventures),
        "draw_pile": state.draw_pile,
        "discard_pile": state.discard_pile,
        "reshuffles": state.reshuffles,
        "plays_again": state.again,
        "may_move_marker": state.may_move_marker,
        "players": [
            {
                "name": seat.name,
                "hand": seat.hand,
                "display": [card.to_json() for card in seat.display],
                "beaten": seat.beaten,
                "total": seat.total,
                "next_adventure": state.target(seat),
            }
            for seat in state.seats
        ],
    }
