"""The state of a game of Ramsès as the assistant sees it: cards, turns, tokens.

The pyramids and the board stay a memory game for the players; the assistant never knows
where a treasure lies. It knows the 30 objective cards only as they come out of the deck
(the table types the value and the treasure of each one), who holds which card, whose turn
it is, the advanced game's tokens and scarabs, and which special action is being resolved.

Everything here is a frozen dataclass: `advance` returns a new state, never changes one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from assistant.games import BY_ID, fold
from assistant.games.base import GameSpec
from assistant.messages import N_

SPEC: GameSpec = BY_ID["ramses"]

DECK_SIZE = 30
CARDS_PER_BACK = 10
VALUES = (1, 2, 3, 4)
MAX_TREASURES = 12  # one treasure per 2 x 2 block of the board
SCARAB_USES = 2
EGYPTOLOGIST_TOKENS = 13
HATS = (1, 2, 3)
HAT_BONUS = {1: 6, 2: 3, 3: 2}  # place -> points
FIRST_SPECIAL_BACK = 2  # special actions appear from the deck marked 2 on
SOLO_PLAYERS = 1  # the solo game; the others take more, up to `SPEC.max_players`

MODES = ("base", "advanced", "solo")
SPECIALS = ("sandstorm", "scorpion", "strength", "duel")
SPECIAL_NAMES = {
    "sandstorm": N_("sandstorm"),
    "scorpion": N_("scorpion"),
    "strength": N_("superhuman strength"),
    "duel": N_("duel"),
}
MODE_NAMES = {
    "base": N_("base game"),
    "advanced": N_("advanced game"),
    "solo": N_("solo game"),
}

# The solo ladder of the seed rulebook: (fewest cards for the title, title id, English name),
# from the top down. More than 20 cards makes a pharaoh; 0 cards a desert beetle.
SOLO_LADDER: tuple[tuple[int, str, str], ...] = (
    (21, "pharaoh", N_("Pharaoh")),
    (19, "high-priest", N_("High Priest")),
    (17, "grand-vizier", N_("Grand Vizier")),
    (15, "architect", N_("Architect")),
    (13, "guard", N_("Guard")),
    (11, "embalmer", N_("Embalmer")),
    (9, "scribe", N_("Scribe")),
    (7, "peasant", N_("Peasant")),
    (5, "nile-boatman", N_("Nile Boatman")),
    (3, "camel-driver", N_("Camel Driver")),
    (1, "water-carrier", N_("Water Carrier")),
    (0, "desert-beetle", N_("Desert Beetle")),
)
TITLE_NAMES = {title: name for _, title, name in SOLO_LADDER}


@dataclass(frozen=True)
class Card:
    """An objective card: the treasure it shows (as the table typed it) and its value 1-4."""

    value: int
    treasure: str

    def to_json(self) -> dict[str, object]:
        return {"value": self.value, "treasure": self.treasure}


@dataclass(frozen=True)
class Seat:
    """One player: the cards won, the egyptologist tokens kept, the scarab uses spent."""

    name: str
    cards: tuple[Card, ...] = ()
    hats: tuple[int, ...] = ()  # one entry per egyptologist token: its number of hats
    scarabs_used: int = 0

    @property
    def points(self) -> int:
        return sum(card.value for card in self.cards)

    @property
    def hat_count(self) -> int:
        return sum(self.hats)


@dataclass(frozen=True)
class State:
    """A game in progress.

    `turn` is the seat of the player to move (`current` is their name). `drawn` counts the
    cards taken from the deck so far (revealed, taken by a scorpion's neighbour, staked from
    under a duel card): the back in play follows from it. `target` is the card face up, the
    treasure sought. `phase` is `play`, or `scorpion`/`duel` while that special action is
    being resolved (the card on top is not turned yet). `special` is the action shown on the
    back of the card on top (or of the card face up) once the table
    has declared it; `None` when its back is plain or not looked at yet. `hidden` is the
    table's hidden-information option: the cards won lie face down, so what is shown of them
    is their number only, until the game is over (the score itself stays exact).
    `token_by` names the player who found a token on the slide being recorded: one gold
    pyramid hides at most one token, so outside duels a slide yields one token, recorded
    before that slide's `found`, `miss` or scorpion sting.
    """

    mode: str
    seats: tuple[Seat, ...]
    turn: int = 0
    drawn: int = 0
    target: Card | None = None
    phase: str = "play"
    special: str | None = None
    mummy: int | None = None  # the seat holding the mummy: it skips its next turn
    discarded: tuple[Card, ...] = ()  # solo: cards thrown out after a wrong treasure
    treasures: tuple[str, ...] = ()  # distinct treasures seen, first spelling
    hidden: bool = False  # the table's option: won cards show as counts until the end
    token_by: str | None = None  # outside duels: who found a token on the slide in progress

    # -- derived facts -------------------------------------------------------------------

    @property
    def solo(self) -> bool:
        return self.mode == "solo"

    @property
    def advanced(self) -> bool:
        return self.mode == "advanced"

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def left(self) -> int:
        """Cards still in the deck."""
        return DECK_SIZE - self.drawn

    @property
    def back(self) -> int | None:
        """The number on the back of the next card of the deck (None when it is spent)."""
        if self.drawn >= DECK_SIZE:
            return None
        return self.drawn // CARDS_PER_BACK + 1

    @property
    def finished(self) -> bool:
        return self.drawn >= DECK_SIZE and self.target is None and self.phase == "play"

    @property
    def current(self) -> str | None:
        return None if self.finished else self.seats[self.turn].name

    @property
    def secret(self) -> bool:
        """Whether the won cards are shown as counts only: the table chose the hidden
        option (`new --hidden`) and the game is not over yet."""
        return self.hidden and not self.finished

    def index(self, name: str) -> int:
        return self.names.index(name)

    def left_of(self, index: int) -> int:
        """The neighbour on the left, who plays next (play goes clockwise)."""
        return (index + 1) % len(self.seats)

    def right_of(self, index: int) -> int:
        return (index - 1) % len(self.seats)

    @property
    def duellists(self) -> tuple[int, int]:
        """The player whose turn it is and their left-hand neighbour."""
        return self.turn, self.left_of(self.turn)

    def tokens_taken(self) -> int:
        return sum(len(seat.hats) for seat in self.seats)

    def cards_in_hands(self) -> int:
        return sum(len(seat.cards) for seat in self.seats)

    def with_seat(self, index: int, seat: Seat) -> State:
        seats = list(self.seats)
        seats[index] = seat
        return replace(self, seats=tuple(seats))

    def canonical_treasure(self, word: str) -> str | None:
        """The spelling already recorded for `word` (any case, accents optional), if any."""
        key = fold(word)
        for known in self.treasures:
            if fold(known) == key:
                return known
        return None


def title_for(cards: int) -> str:
    """The solo title earned with `cards` cards won (the seed's ladder)."""
    for fewest, title, _ in SOLO_LADDER:
        if cards >= fewest:
            return title
    return SOLO_LADDER[-1][1]
