"""The state of a game of Der Schatz des Pharao, as far as the table can see it.

Hands are hidden, so the assistant keeps only their sizes. What lies face up is known
exactly: each player's display (equipment cards with their symbol and value, protections),
the marker on the pharaoh card, the row of adventures and every pawn. The draw pile and the
discard pile are kept as counts. Hands, displays and both piles always add up to the 56
pyramid cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from assistant.games import BY_ID
from assistant.messages import N_, Msg

#: The registry's facts about this game: its id, player counts and `SPEC.rule(section)`.
SPEC = BY_ID["schatz-der-pharao"]

SYMBOLS: tuple[str, ...] = ("ladder", "rope", "shovel", "torch")
SPECIALS: tuple[str, ...] = ("spell", "curse", "protection")
PROTECTION = "protection"

#: English names (catalog message ids) of every card kind a player can name.
CARD_NAMES: dict[str, str] = {
    "ladder": N_("ladder"),
    "rope": N_("rope"),
    "shovel": N_("shovel"),
    "torch": N_("torch"),
    "spell": N_("spell"),
    "curse": N_("curse"),
    "protection": N_("protection"),
}

#: Names on the German edition and the spellings of the seed rulebooks, accepted as input.
CARD_ALIASES: dict[str, tuple[str, ...]] = {
    "ladder": ("échelle", "scala", "Leiter"),
    "rope": ("corde", "corda", "Seil"),
    "shovel": ("pelle", "pala", "Schaufel"),
    "torch": ("torche", "torcia", "Fackel"),
    "spell": ("sort", "incantesimo", "Zauber"),
    "curse": ("malédiction", "maledizione", "Fluch"),
    "protection": ("protezione", "Schutz"),
}

PYRAMID_CARDS = 56
EQUIPMENT_CARDS = 40
SPECIAL_CARDS = 16
HAND_START = 5
HAND_LIMIT = 10
REFILL = 5
ADVENTURES_DRAWN = 5
ADVENTURE_LOW = 4
ADVENTURE_HIGH = 11
TREASURE = 12
MIN_VALUE = 1
MAX_VALUE = 12
START_MARKER = "ladder"


def listing(items: list[Msg]) -> Msg:
    """Several messages as one, separated by commas (each part still translated)."""
    template = ", ".join(f"{{m{i}}}" for i in range(len(items)))
    return Msg(template, {f"m{i}": item for i, item in enumerate(items)})


@dataclass(frozen=True)
class Card:
    """A face-up card on a display: an equipment card (symbol and value) or a protection."""

    kind: str
    value: int | None = None

    @property
    def is_equipment(self) -> bool:
        return self.kind in SYMBOLS

    def to_json(self) -> list[str | int | None]:
        return [self.kind, self.value]

    def msg(self) -> Msg:
        """The card as words: `ladder 3`, `protection`."""
        name = Msg(CARD_NAMES[self.kind])
        if self.value is None:
            return name
        return Msg("{name} {value}", {"name": name, "value": self.value})


@dataclass(frozen=True)
class Seat:
    """One player: the size of the hand, the display in front of them, adventures beaten."""

    name: str
    hand: int
    display: tuple[Card, ...] = ()
    beaten: int = 0

    @property
    def total(self) -> int:
        """The sum of the equipment values on display (protections count nothing)."""
        return sum(c.value or 0 for c in self.display if c.is_equipment)

    @property
    def protections(self) -> int:
        return sum(1 for c in self.display if c.kind == PROTECTION)

    @property
    def equipment(self) -> tuple[Card, ...]:
        return tuple(c for c in self.display if c.is_equipment)


@dataclass(frozen=True)
class State:
    """Everything the assistant knows about a game in progress.

    `turn` is the seat index of the player to act; `current` is that player's name (None
    once someone has won). `again` says why that player acts again (`spell` or `exact`) when
    the previous action was theirs too; `may_move_marker` is true right after an exact hit,
    until the player's next action. What a move caused is not kept here: the rules return it
    as events along with the new state.
    """

    seats: tuple[Seat, ...]
    adventures: tuple[int, ...]
    marker: str = START_MARKER
    draw_pile: int = PYRAMID_CARDS
    discard_pile: int = 0
    turn: int = 0
    again: str | None = None
    may_move_marker: bool = False
    winner: str | None = None
    reshuffles: int = 0

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, in seat order."""
        return tuple(seat.name for seat in self.seats)

    @property
    def finished(self) -> bool:
        return self.winner is not None

    @property
    def current(self) -> str | None:
        """The name of the player to act; None once the game is over."""
        return None if self.finished else self.seats[self.turn].name

    @property
    def acting(self) -> Seat:
        """The seat of the player to act (the winner's, once the game is over)."""
        return self.seats[self.turn]

    def index(self, name: str) -> int:
        for i, seat in enumerate(self.seats):
            if seat.name == name:
                return i
        raise KeyError(name)

    def seat(self, name: str) -> Seat:
        return self.seats[self.index(name)]

    def with_seat(self, i: int, **changes: Any) -> State:
        seats = list(self.seats)
        seats[i] = replace(seats[i], **changes)
        return replace(self, seats=tuple(seats))

    def target(self, seat: Seat) -> int | None:
        """The value of the next adventure of `seat` (None once they have reached the treasure)."""
        if seat.beaten >= len(self.adventures):
            return None
        return self.adventures[seat.beaten]

    def on_last(self, seat: Seat) -> bool:
        return seat.beaten == len(self.adventures) - 1

    def cards_counted(self) -> int:
        """Hands + displays + draw pile + discard pile: always 56."""
        return sum(s.hand + len(s.display) for s in self.seats) + self.draw_pile + self.discard_pile
