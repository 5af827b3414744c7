"""Where the players stand in Der Schatz des Pharao: adventures beaten, the winner, and the
whole state as `status --json` prints it (`state_json`).

The race has no points: a player's total is the number of adventure cards beaten (0 to 6,
the sixth being the pharaoh's treasure). The first player to win the treasure wins alone,
and nobody else can have beaten six cards, so the winner always has the best total.
"""

from __future__ import annotations

from typing import Any

from assistant.games.base import Count, Standings
from assistant.games.pharao.state import SPEC, State
from assistant.messages import N_, Msg, Plural

HAND_NOUNS = frozenset({"cartes", "carte", "cards", "card"})
"""What the cards in a hand are asked by (`combien de cartes a Zoé en main ?`), folded."""

HAND_EXTRAS = frozenset({"main", "mano", "hand", "sa", "sua", "her", "his", "their"})
"""Other words of a question of a hand (`en main`, `in mano`, `in his hand`), folded."""

BEATEN_NOUNS = frozenset({"aventures", "aventure", "avventure", "adventures", "adventure"})
"""What the adventures beaten are asked by (`combien d'aventures a réussi Léa ?`), folded."""

BEATEN_EXTRAS = frozenset(
    {
        *("reussi", "reussies", "gagne", "gagnees", "battu", "battues", "vaincu", "vaincues"),
        *("superato", "superate", "vinto", "vinte", "completato", "completate"),
        *("won", "beaten", "beat", "cleared"),
    }
)
"""Other words of a question of the adventures beaten, folded."""


def standings(state: State) -> Standings:
    """Adventures beaten per player in seat order; the winner once someone has won. The
    cards in each hand and the adventures beaten are said in a sentence when asked."""
    hands = Count(
        HAND_NOUNS,
        tuple((seat.name, hand_said(seat.name, seat.hand)) for seat in state.seats),
        HAND_EXTRAS,
    )
    beaten = Count(
        BEATEN_NOUNS,
        tuple((seat.name, beaten_said(seat.name, seat.beaten)) for seat in state.seats),
        BEATEN_EXTRAS,
    )
    return Standings(
        finished=state.finished,
        unit=Msg(N_("adventures beaten")),
        totals=tuple((seat.name, seat.beaten) for seat in state.seats),
        winners=(state.winner,) if state.winner is not None else (),
        counts=(hands, beaten),
    )


def hand_said(player: str, n: int) -> Msg:
    """`Zoé has 5 cards in hand.`"""
    return Plural(
        "{player} has {n} card in hand.", "{player} has {n} cards in hand.", n, player=player
    )


def beaten_said(player: str, n: int) -> Msg:
    """`Zoé has beaten 2 adventures.` (said the same way as the prompt's totals)."""
    return Plural(
        "{player} has beaten {n} adventure.", "{player} has beaten {n} adventures.", n,
        player=player,
    )  # fmt: skip


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
