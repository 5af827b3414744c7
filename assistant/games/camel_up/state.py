"""The state of a game of Camel Up, as frozen values, for both editions.

Everything a later reader (the scoreboard, an odds module) needs is here and nothing is
derived twice: the camel stacks, the desert tiles with side and owner, the dice still in the
pyramid, the leg-bet tiles left, each player's money and tiles, the two race piles in
placement order (a face-down card has an owner but no colour until it is revealed), the
results of every scored leg and, once known, the final scoring.

Colours, sides and piles are canonical English ids (`blue`, `oasis`, `winner`); their
display names are message ids marked with `N_` so a front end can translate them.

**Editions.** The first edition (2014) is the default; the second (2018, `State.edition`
2) has five other racing colours, two crazy camels run backward by a grey die, betting
tickets 5, 3, 2, 2, spectator tiles instead of desert tiles and, with 6 or more players,
partnerships. What differs is gathered in `Components` (`State.components`): the rules read
their colours, dice and tickets from there. The second edition reuses the first edition's
value types under their first-edition names: a spectator tile is a `DesertTile` whose side
is `cheering` or `booing`, a betting ticket is a leg-bet tile, a finish card a race card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from assistant.games import BY_ID
from assistant.messages import N_, Msg

SPEC = BY_ID["camel-up"]
"""The registry's facts about the game: its id, names and player counts."""

COLOURS: tuple[str, ...] = ("blue", "green", "orange", "yellow", "white")
COLOUR_NAMES: dict[str, str] = {
    "blue": N_("blue"),
    "green": N_("green"),
    "orange": N_("orange"),
    "yellow": N_("yellow"),
    "white": N_("white"),
}
SIDES: tuple[str, ...] = ("oasis", "mirage")
SIDE_NAMES: dict[str, str] = {"oasis": N_("oasis"), "mirage": N_("mirage")}
SIDE_STEPS: dict[str, int] = {"oasis": 1, "mirage": -1}
"""Where a desert tile sends a group that lands on it: one space on, or one space back."""
PILES: tuple[str, ...] = ("winner", "loser")
PILE_NAMES: dict[str, str] = {"winner": N_("winner"), "loser": N_("loser")}

# -- the second edition (2018) ---------------------------------------------------------------

RACING_2: tuple[str, ...] = ("blue", "green", "yellow", "red", "purple")
"""The racing camels of the second edition, in the order of their dice."""
CRAZY: tuple[str, ...] = ("black", "white")
"""The crazy camels of the second edition: they run backward, moved by the grey die."""
GREY = "grey"
"""The grey die: it moves a crazy camel; the colour of its number names which one."""
DICE_2: tuple[str, ...] = (*RACING_2, GREY)
COLOUR_NAMES_2: dict[str, str] = {
    "blue": N_("blue"),
    "green": N_("green"),
    "yellow": N_("yellow"),
    "red": N_("red"),
    "purple": N_("purple"),
    "black": N_("black"),
    "white": N_("white"),
}
"""The camels of the second edition, racing then crazy (the vocabulary of its colours)."""
DIE_NAMES: dict[str, str] = {GREY: N_("grey")}
COLOUR_ALIASES: dict[str, tuple[str, ...]] = {
    "blue": ("bleue",),
    "green": ("verte",),
    "yellow": ("gialla",),
    "white": ("blanche", "bianca"),
    "red": ("rossa",),
    "purple": ("violette",),
    "black": ("noire", "nera"),
    "grey": ("grise", "grigia"),
}
"""The feminine forms a French or Italian table may type (`la tuile bleue`, `la carta
gialla`): typed input only, for every colour word."""
SPECTATOR_SIDES: tuple[str, ...] = ("cheering", "booing")
SPECTATOR_SIDE_NAMES: dict[str, str] = {"cheering": N_("cheering"), "booing": N_("booing")}
SPECTATOR_STEPS: dict[str, int] = {"cheering": 1, "booing": -1}
"""Where a spectator tile sends a unit that lands on it, counted in the unit's own direction
of travel: one space on (on top), or one space back (underneath)."""
TICKET_VALUES_2: tuple[int, ...] = (5, 3, 2, 2)  # top of the stack first
CRAZY_START: dict[int, int] = {1: 16, 2: 15, 3: 14}
"""Where a crazy camel starts for each grey number rolled at setup."""
PARTNERSHIP_PLAYERS = 6
"""From this many players on, each player has a partnership card."""
EDITIONS: tuple[int, ...] = (1, 2)

_ALL_COLOUR_NAMES: dict[str, str] = {**COLOUR_NAMES, **COLOUR_NAMES_2, **DIE_NAMES}
_ALL_SIDE_NAMES: dict[str, str] = {**SIDE_NAMES, **SPECTATOR_SIDE_NAMES}

TRACK_LENGTH = 16
START_SPACES: tuple[int, ...] = (1, 2, 3)
DIE_FACES: tuple[int, ...] = (1, 2, 3)
LEG_TILE_VALUES: tuple[int, ...] = (5, 3, 2)  # top of the stack first
RACE_PAYOUTS: tuple[int, ...] = (8, 5, 3, 2)  # then 1 for every further correct card
RACE_PAYOUT_REST = 1
RACE_PENALTY = 1
STARTING_MONEY = 3


def colour_msg(colour: str) -> Msg:
    """The name of a camel or die colour of either edition (an unknown id as it is)."""
    return Msg(_ALL_COLOUR_NAMES.get(colour, colour))


def start_problem(camels: Sequence[str], colours: Sequence[str]) -> Msg | None:
    """What is wrong with the camels of a start (each of `colours` exactly once): every
    camel missing, named together, else the first one written twice; None when none is."""
    from assistant.messages import Plural

    missing = [colour_msg(c) for c in colours if c not in camels]
    if missing:
        return Plural(
            "The {camels} camel is missing from the start: every camel starts once.",
            "The {camels} camels are missing from the start: every camel starts once.",
            len(missing),
            camels=missing,
        )
    for colour in colours:
        count = camels.count(colour)
        if count != 1:
            return Msg(
                N_("The {colour} camel must start exactly once (found {count} times)."),
                {"colour": colour_msg(colour), "count": count},
            )
    return None


def side_msg(side: str) -> Msg:
    """The name of a desert tile's or a spectator tile's side."""
    return Msg(_ALL_SIDE_NAMES.get(side, side))


def pile_msg(pile: str) -> Msg:
    return Msg(PILE_NAMES[pile])


@dataclass(frozen=True)
class Components:
    """What an edition puts in the box, as the rules read it.

    :param racing: the camels one can bet on, in the order of their dice.
    :param crazy: the camels that run backward (none in the first edition).
    :param dice: the dice of a full pyramid.
    :param dice_per_leg: how many dice come out before a leg ends.
    :param ticket_values: the leg-bet tiles (betting tickets) of one colour, top first.
    :param sides: the sides of a player's tile (desert or spectator tile).
    :param rules: this edition's section for each section of the first edition that it
        replaces (`leg-bet` -> `betting-ticket`); the first edition maps each to itself.
    """

    edition: int
    racing: tuple[str, ...]
    crazy: tuple[str, ...]
    dice: tuple[str, ...]
    dice_per_leg: int
    ticket_values: tuple[int, ...]
    sides: tuple[str, ...]
    rules: dict[str, str]

    def rule(self, section: str) -> str:
        """The full id of this edition's section for the first edition's `section`:
        `rule("leg-bet")` is `camel-up/leg-bet`, or `camel-up/betting-ticket` in the second."""
        return SPEC.rule(self.rules.get(section, section))

    def full_tickets(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        return tuple((c, self.ticket_values) for c in self.racing)


FIRST = Components(
    edition=1,
    racing=COLOURS,
    crazy=(),
    dice=COLOURS,
    dice_per_leg=len(COLOURS),
    ticket_values=LEG_TILE_VALUES,
    sides=SIDES,
    rules={},
)
SECOND = Components(
    edition=2,
    racing=RACING_2,
    crazy=CRAZY,
    dice=DICE_2,
    dice_per_leg=5,
    ticket_values=TICKET_VALUES_2,
    sides=SPECTATOR_SIDES,
    rules={
        "components": "components-2",
        "setup": "setup-2",
        "turn": "turn-2",
        "leg-bet": "betting-ticket",
        "desert-tile": "spectator-tile",
        "pyramid-tile": "pyramid-ticket",
        "race-bet": "finish-card",
        "race-end": "race-end-2",
    },
)
COMPONENTS: dict[int, Components] = {1: FIRST, 2: SECOND}


Stack = tuple[str, ...]
"""Camels on one space, bottom to top."""


@dataclass(frozen=True)
class Position:
    """Where the camels are: `(space, stack)` pairs sorted by space, stacks bottom to top.

    A space past the finish (17 or more) appears only once a group has crossed the line;
    in the second edition, a space behind the start (0, -1, ...) only once a crazy camel
    has carried a unit back over the line.
    """

    stacks: tuple[tuple[int, Stack], ...]

    def locate(self, colour: str) -> tuple[int, int]:
        """`(space, height)` of a camel; height 0 is the bottom of its stack."""
        for space, stack in self.stacks:
            if colour in stack:
                return space, stack.index(colour)
        raise KeyError(colour)

    def stack_at(self, space: int) -> Stack:
        for where, stack in self.stacks:
            if where == space:
                return stack
        return ()

    def with_stack(self, space: int, stack: Stack) -> Position:
        """This position with the stack on `space` replaced (an empty stack removes it)."""
        others = [(s, st) for s, st in self.stacks if s != space]
        if stack:
            others.append((space, stack))
        return Position(tuple(sorted(others)))

    def ranking(self) -> tuple[str, ...]:
        """Every camel, leader first: the furthest space first, higher in a stack ahead."""
        order: list[str] = []
        for _, stack in sorted(self.stacks, reverse=True):
            order.extend(reversed(stack))
        return tuple(order)

    def camels(self) -> tuple[str, ...]:
        """Every camel from the back of the race to the front (a stack bottom to top)."""
        return tuple(c for _, stack in self.stacks for c in stack)

    def spaces(self) -> tuple[int, ...]:
        """The space of each camel of `camels()`, in the same order (never decreasing)."""
        return tuple(space for space, stack in self.stacks for _ in stack)

    @classmethod
    def from_track(cls, camels: Sequence[str], spaces: Sequence[int]) -> Position:
        """The position of `camels()` and `spaces()`: the compact track the movement rule
        works on (see `rules.roll`)."""
        stacks: list[tuple[int, Stack]] = []
        for colour, space in zip(camels, spaces, strict=True):
            if stacks and stacks[-1][0] == space:
                stacks[-1] = (space, (*stacks[-1][1], colour))
            else:
                stacks.append((space, (colour,)))
        return cls(tuple(stacks))


@dataclass(frozen=True)
class DesertTile:
    """A player's tile on the track: its space, its side and whose it is."""

    space: int
    side: str
    owner: str


@dataclass(frozen=True)
class RaceCard:
    """A card on a race pile: its owner always, its colour once known (None: face down)."""

    owner: str
    colour: str | None


@dataclass(frozen=True)
class Player:
    """One player's money and what they hold this leg."""

    name: str
    money: int = STARTING_MONEY
    leg_bets: tuple[tuple[str, int], ...] = ()  # (colour, face) in the order taken
    pyramid_tiles: int = 0
    desert_coins: int = 0  # paid to this player by camels landing on the tile, this leg
    partner: str | None = None  # second edition, 6+ players: the partner of this leg


@dataclass(frozen=True)
class LegItem:
    """One reason in a leg scoring: a leg-bet tile, the pyramid tiles, or a floor at 0."""

    kind: str  # "first", "second", "other" (a leg-bet tile), "pyramid", "partner"
    amount: int
    colour: str | None = None
    face: int | None = None
    count: int = 1
    partner: str | None = None  # "partner": whose ticket is copied
    copied: str | None = None  # "partner": the kind of the copied ticket (first ... pyramid)


@dataclass(frozen=True)
class PlayerLeg:
    """What one player gained and lost at the end of a leg, item by item."""

    name: str
    items: tuple[LegItem, ...]
    net: int  # the sum of the items
    before: int
    after: int  # before + net, never below 0
    desert_coins: int  # already paid during the leg, shown for the record


@dataclass(frozen=True)
class LegResult:
    """The end of a leg: the first two camels, what ended it and each player's payout."""

    leg: int
    first: str
    second: str
    ended_by: str  # "dice" (fifth die) or "finish" (a group crossed the line)
    players: tuple[PlayerLeg, ...]
    next_player: str | None
    edition: int = 1


@dataclass(frozen=True)
class CardResult:
    """One race card turned over at the end of the race, and whether it pays."""

    pile: str
    owner: str
    colour: str
    correct: bool
    rank: int | None  # 1 for the first correct card of the pile, ...
    amount: int  # what the card is worth (+8 ... +1, or -1)
    paid: int  # the actual change of money (a penalty is waived at 0)
    money_after: int


@dataclass(frozen=True)
class FinalResult:
    """The end of the race: the camels first and last, the cards turned over, the money."""

    winner_camel: str
    loser_camel: str
    cards: tuple[CardResult, ...]
    money: tuple[tuple[str, int], ...]
    winners: tuple[str, ...]


def full_leg_tiles() -> tuple[tuple[str, tuple[int, ...]], ...]:
    return tuple((c, LEG_TILE_VALUES) for c in COLOURS)


@dataclass(frozen=True)
class State:
    """The whole game at one moment: players, camels, tiles, dice and piles."""

    players: tuple[Player, ...]
    position: Position
    tiles: tuple[DesertTile, ...] = ()  # sorted by space
    dice_left: tuple[str, ...] = COLOURS  # in the order of COLOURS
    leg_tiles: tuple[tuple[str, tuple[int, ...]], ...] = field(default_factory=full_leg_tiles)
    winner_pile: tuple[RaceCard, ...] = ()  # placement order: first placed first
    loser_pile: tuple[RaceCard, ...] = ()
    turn: int = 0  # index of the player to act
    leg_starter: int = 0
    legs: tuple[LegResult, ...] = ()
    race_over: bool = False
    final: FinalResult | None = None
    hidden: bool = False  # the table's option: race cards show as counts while the race runs
    edition: int = 1  # 2: the second edition (2018)

    # -- reading -------------------------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, in seat order."""
        return tuple(p.name for p in self.players)

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def leg_tiles_left(self, colour: str) -> tuple[int, ...]:
        return dict(self.leg_tiles)[colour]

    def pile(self, pile: str) -> tuple[RaceCard, ...]:
        return self.winner_pile if pile == "winner" else self.loser_pile

    def tile_at(self, space: int) -> DesertTile | None:
        for tile in self.tiles:
            if tile.space == space:
                return tile
        return None

    def tile_of(self, owner: str) -> DesertTile | None:
        for tile in self.tiles:
            if tile.owner == owner:
                return tile
        return None

    def race_cards(self, name: str) -> tuple[RaceCard, ...]:
        return tuple(c for c in self.winner_pile + self.loser_pile if c.owner == name)

    def race_cards_left(self, name: str) -> tuple[str, ...]:
        """Colours of `name` not known to be on a pile (a face-down card may be one of them)."""
        used = {c.colour for c in self.race_cards(name)}
        return tuple(c for c in self.components.racing if c not in used)

    def race_cards_in_hand(self, name: str) -> int:
        return len(self.components.racing) - len(self.race_cards(name))

    @property
    def components(self) -> Components:
        """What the edition of this game puts in the box."""
        return COMPONENTS[self.edition]

    def ranking(self) -> tuple[str, ...]:
        """The racing camels, leader first (crazy camels are not ranked)."""
        crazy = self.components.crazy
        return tuple(c for c in self.position.ranking() if c not in crazy)

    @property
    def partnerships(self) -> bool:
        """Whether the players have partnership cards (second edition, 6+ players)."""
        return self.edition == 2 and len(self.players) >= PARTNERSHIP_PLAYERS

    def face_down(self, pile: str | None = None) -> int:
        piles = PILES if pile is None else (pile,)
        return sum(1 for p in piles for c in self.pile(p) if c.colour is None)

    @property
    def leg(self) -> int:
        """The leg being played (after the finish: the last one, already scored)."""
        return len(self.legs) if self.race_over else len(self.legs) + 1

    @property
    def finished(self) -> bool:
        """Over for good: the race has ended and every race card is known and scored."""
        return self.final is not None

    @property
    def current(self) -> str | None:
        """The name of the player to act; None once the race is over."""
        return None if self.race_over else self.players[self.turn].name

    @property
    def secret(self) -> bool:
        """Whether race cards show as counts only: the table chose the hidden option
        (`new --hidden`) and the race is still on. Once it is over the piles are turned over,
        so the colours known are shown."""
        return self.hidden and not self.race_over

    # -- changing ------------------------------------------------------------------------

    def with_player(self, player: Player) -> State:
        return replace(
            self, players=tuple(player if p.name == player.name else p for p in self.players)
        )
