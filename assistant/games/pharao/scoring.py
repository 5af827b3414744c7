"""Where the players stand in Der Schatz des Pharao: adventures beaten, and the winner.

The race has no points: a player's total is the number of adventure cards beaten (0 to 6,
the sixth being the pharaoh's treasure). The first player to win the treasure wins alone,
and nobody else can have beaten six cards, so the winner always has the best total.
"""

from __future__ import annotations

from assistant.games.base import Standings
from assistant.games.pharao.state import State
from assistant.messages import N_, Msg


def standings(state: State) -> Standings:
    """Adventures beaten per player in seat order; the winner once someone has won."""
    return Standings(
        finished=state.finished,
        unit=Msg(N_("adventures beaten")),
        totals=tuple((seat.name, seat.beaten) for seat in state.seats),
        winners=(state.winner,) if state.winner is not None else (),
    )
