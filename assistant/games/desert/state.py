"""The state of a game of Through the Desert, as a frozen value, and the names of its colours.

Cells are indices into the board (`row * columns + column`); players and camel colours are
indices into `State.players` and `COLOURS` (the seat of the player to move is `State.seat`,
their name `State.current`). A caravan is one player's camels of one colour,
identified by `caravan_id(player, colour)`; per-cell facts are tuples indexed by cell so that
legal placements are computed in a fraction of a millisecond.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.games import BY_ID
from assistant.games.desert.board import Board
from assistant.messages import N_, Msg

SPEC = BY_ID["through-the-desert"]

COLOURS: tuple[str, ...] = ("yellow", "pink", "purple", "green", "turquoise")
COLOUR_NAMES: dict[str, str] = {
    "yellow": N_("yellow"),
    "pink": N_("pink"),
    "purple": N_("purple"),
    "green": N_("green"),
    "turquoise": N_("turquoise"),
}
# "the yellow caravan" as a whole, so that languages can make the colour agree with the noun.
CARAVAN_NAMES: dict[str, str] = {
    "yellow": N_("yellow caravan"),
    "pink": N_("pink caravan"),
    "purple": N_("purple caravan"),
    "green": N_("green caravan"),
    "turquoise": N_("turquoise caravan"),
}
# The mark of each colour on the maps (terminal and pictures), in the order of COLOURS: one
# character each, all different. English uses initials; a language whose colour names share
# an initial (French violet/vert, Italian viola/verde) uses shapes, never English initials.
# TRANSLATORS: five different one-character marks for the camel colours on the maps, in this
# order: yellow, pink, purple, green, turquoise. Initials of the colour names when they are
# all different, else shapes such as ●▲■◆▼ (never the English initials).
COLOUR_MARKS = N_("ypvgt")
ENGLISH_MARKS = dict(zip(COLOURS, "ypvgt", strict=True))


def marks_from(translated: str) -> dict[str, str]:
    """Colour -> its map mark, from the translated `COLOUR_MARKS` (the English initials
    when the translation is not five different characters)."""
    distinct = len(translated) == len(set(translated)) == len(COLOURS)
    if distinct and not any(ch.isspace() for ch in translated):
        return dict(zip(COLOURS, translated, strict=True))
    return dict(ENGLISH_MARKS)


# Names other editions give the same camels, in the three languages (typed input only; ids
# stay the English ones).
COLOUR_ALIASES: dict[str, tuple[str, ...]] = {
    "yellow": ("lemon", "citron", "limone", "gialla", "jaunes", "gialli", "gialle"),
    "pink": ("salmon", "saumon", "salmone", "roses"),
    "purple": (
        *("lilac", "lavender", "lilas", "lavande", "lilla", "lavanda", "violette"),
        *("mauve", "mauves", "violets", "violettes"),
    ),
    "green": ("verte", "verts", "vertes", "verdi"),
    "turquoise": (
        *("mint", "menthe", "menta", "turquoises", "turchesi"),
        *("azzurro", "azzurra", "azzurri", "azzurre"),
        *("blue", "bleu", "bleus", "blu", "cyan"),  # no blue camel: the turquoise ones
    ),
}
"""Also the feminine forms of a caravan's colour (`la caravane verte`, `la carovana gialla`),
the plurals (`deux chameaux verts`, `due cammelli gialli`), the French rulebook's `mauve` and
the Italian table's `azzurro` (and anyone's `bleu`, `blu`: no camel is blue) for the
turquoise camels."""
CAMELS_PER_COLOUR = 34
RETURNED_TO_BOX = {2: 10, 3: 5, 4: 0, 5: 0}
OASIS_POINTS = 5
LARGEST_POINTS = 10
TIED_POINTS = 5

EMPTY = -1


def colour_msg(colour: int) -> Msg:
    """The colour's name, translated at display (`yellow`)."""
    return Msg(COLOUR_NAMES[COLOURS[colour]])


def caravan_msg(colour: int) -> Msg:
    """`yellow caravan`, translated as a whole (the colour agrees with the noun)."""
    return Msg(CARAVAN_NAMES[COLOURS[colour]])


def caravan_id(player: int, colour: int) -> int:
    return player * len(COLOURS) + colour


def caravan_player(caravan: int) -> int:
    return caravan // len(COLOURS)


def caravan_colour(caravan: int) -> int:
    return caravan % len(COLOURS)


@dataclass(frozen=True)
class Layout:
    """What does not change during a game: the board in play, the oases, the water holes."""

    board: Board
    in_play: tuple[bool, ...]
    adjacent: tuple[tuple[int, ...], ...]  # neighbours that are in play
    oases: frozenset[int]
    water_holes: frozenset[int]  # printed water holes and palm spaces without an oasis
    oasis_near: tuple[bool, ...]  # next to an oasis


@dataclass(frozen=True)
class Area:
    """An area owned by the caravan that enclosed it."""

    player: int
    colour: int
    cells: tuple[int, ...]
    oases: tuple[int, ...]  # oasis hexes inside (they score no area point)

    @property
    def points(self) -> int:
        return len(self.cells) - len(self.oases)


@dataclass(frozen=True)
class State:
    """The whole game at one moment: the board, its camels, the players' supplies."""

    layout: Layout
    players: tuple[str, ...]
    returned: tuple[int, ...]  # colour each player gave back (5 players), else EMPTY
    occupant: tuple[int, ...]  # per cell: caravan id or EMPTY
    leaders: frozenset[int]  # cells holding a leader
    owner: tuple[int, ...]  # per cell: index into `areas` or EMPTY
    areas: tuple[Area, ...]
    caravans: tuple[tuple[int, ...], ...]  # per caravan id: its cells, in placement order
    hand: tuple[tuple[int, ...], ...]  # per player: colours of the leaders not yet placed
    supply: tuple[int, ...]  # per colour: camels left beside the board
    water_value: tuple[int, ...]  # per cell: marker value 1-3, 0 when unknown or no hole
    taken_by: tuple[int, ...]  # per cell: player who took the water-hole marker, or EMPTY
    reached: frozenset[tuple[int, int]]  # (caravan id, oasis cell) scored
    first_round: tuple[int, ...]  # colours of the leaders placed in the first round
    phase: str  # "leaders", "camels" or "over"
    seat: int  # index of the player to move (of the last one once the game is over)
    leader_turns: int
    camel_turn: int
    placed: int
    hidden: bool = False  # table option: taken markers stay face down until the end
    last_colour: int = EMPTY  # the colour of the last camel put (this turn's while `placed`)

    @property
    def board(self) -> Board:
        return self.layout.board

    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, in seat order (the same as `players`)."""
        return self.players

    @property
    def current(self) -> str | None:
        """The name of the player to move; None once the game is over."""
        return None if self.phase == "over" else self.players[self.seat]

    @property
    def finished(self) -> bool:
        return self.phase == "over"

    @property
    def secret(self) -> bool:
        """Whether the values of the markers taken are kept out of sight now: the table
        chose `--hidden` and the game is not over (scoring itself always uses them)."""
        return self.hidden and self.phase != "over"


def camels_this_turn(state: State) -> int:
    """How many camels the current turn places: 1 for the opening turns, then 2."""
    singles = 1 if state.n_players == 2 else 2
    return 1 if state.camel_turn < singles else 2
