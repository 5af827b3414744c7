"""The second edition of Camel Up (2018): one test (or a few) per rule section of
rulebooks/camel-up.yaml that the second edition adds, each naming its rule id, through the
game's public interface (`GAME.step` / `GAME.apply`, the moves and the JSON state).

The last test checks that every rule id an error of the second edition carries is a
section of the second edition's rulebook (or one the editions share).
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest
from helpers import assert_refused, play

from assistant import rulebook
from assistant.errors import UsageError
from assistant.games.base import (
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    OutOfTurnError,
    RulesError,
    SetupError,
)
from assistant.games.camel_up import GAME
from assistant.games.camel_up.moves import (
    Bet,
    Desert,
    Move,
    Partner,
    RaceBet,
    Reveal,
    Roll,
    Spectator,
    english_colour_2,
    format_position,
    parse_position,
)
from assistant.games.camel_up.state import (
    CRAZY,
    DICE_2,
    RACING_2,
    SECOND,
    DesertTile,
    Player,
    State,
)
from assistant.i18n import Translator

START = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"
SIX = ("ana", "bo", "cy", "dee", "eli", "fay")
apply = GAME.apply  # the shared guard, then the rules


def new(start: str = START, players: tuple[str, ...] = ("ana", "bo", "cy")) -> State:
    return GAME.initial_state({"players": list(players), "start": start, "edition": 2})


def at(
    camels: str, players: tuple[str | Player, ...] = ("ana", "bo", "cy"), **changes: Any
) -> State:
    """A second-edition state with any position (not only a start)."""
    people = tuple(p if isinstance(p, Player) else Player(p) for p in players)
    base = State(
        players=people,
        position=parse_position(camels, english_colour_2, signed=True),
        edition=2,
        dice_left=DICE_2,
        leg_tiles=SECOND.full_tickets(),
    )
    return replace(base, **changes)


def tiles(*items: tuple[int, str, str]) -> tuple[DesertTile, ...]:
    return tuple(DesertTile(space, side, owner) for space, side, owner in items)


def step(state: State, move: Move) -> tuple[State, dict[str, list[dict[str, Any]]]]:
    """The state after `move` and its events by code (their data)."""
    done = GAME.step(state, move)
    events: dict[str, list[dict[str, Any]]] = {}
    for event in done.events:
        events.setdefault(event.code, []).append(dict(event.data))
    return done.state, events


def camels(state: State) -> str:
    return format_position(state.position)


# -- camel-up/editions -----------------------------------------------------------------------


def test_editions_first_is_the_default_and_unchanged() -> None:
    """camel-up/editions: without `edition` (or with 1) the first edition, its JSON as before."""
    first = GAME.initial_state(
        {"players": ["ana", "bo"], "start": "1:blue,green,orange,yellow,white"}
    )
    explicit = GAME.initial_state(
        {"players": ["ana", "bo"], "start": "1:blue,green,orange,yellow,white", "edition": 1}
    )
    assert first == explicit and first.edition == 1
    doc = GAME.state_json(first)
    assert "edition" not in doc and "desert_tiles" in doc and "spectator_tiles" not in doc
    assert GAME.move_to_json(Roll("ana", "blue", 2)) == {
        "type": "roll",
        "player": "ana",
        "colour": "blue",
        "value": 2,
    }


@pytest.mark.parametrize("edition", [3, 0, True, "2", None])
def test_editions_unknown_edition_is_a_setup_error(edition: object) -> None:
    """camel-up/editions: only editions 1 and 2 exist."""
    with pytest.raises(SetupError) as caught:
        GAME.initial_state({"players": ["ana", "bo"], "start": START, "edition": edition})
    assert caught.value.rule == "camel-up/editions"


def test_editions_a_camel_of_the_other_edition_is_refused_naming_both() -> None:
    """camel-up/editions: `bet red` in a first-edition game, `bet orange` in a second."""
    first = GAME.initial_state(
        {"players": ["ana", "bo"], "start": "1:blue,green,orange,yellow,white"}
    )
    for move, word in [
        (Bet("ana", "red"), "racing camel of the second edition"),
        (Bet("ana", "black"), "crazy camel of the second edition"),
        (RaceBet("ana", "winner", "purple"), "racing camel of the second edition"),
        (Roll("ana", "grey", 2, "black"), "grey die belongs to the second edition"),
        (Spectator("ana", 7, "cheering"), "spectator tile belongs to the second edition"),
        (Partner("ana", "bo"), "Partnerships belong to the second edition"),
    ]:
        error = assert_refused(GAME, first, move, InvalidMoveError, "camel-up/editions")
        assert word in error.msg.english() and "first edition" in error.msg.english()
    error = assert_refused(GAME, first, Bet("ana", "black"), InvalidMoveError, "camel-up/editions")
    assert error.msg.english() == (
        "black is a crazy camel of the second edition; this session plays the first edition."
    )
    second = new()
    for move in (Bet("ana", "orange"), Roll("ana", "orange", 1), RaceBet("ana", "loser", "orange")):
        error = assert_refused(GAME, second, move, InvalidMoveError, "camel-up/editions")
        assert "first edition" in error.msg.english() and "second edition" in error.msg.english()
    error = assert_refused(
        GAME, second, Desert("ana", 7, "oasis"), InvalidMoveError, "camel-up/editions"
    )
    assert "desert tile belongs to the first edition" in error.msg.english()


def test_editions_words_read_the_sessions_colours() -> None:
    """camel-up/editions: the words of a move read the session's edition (prefixes of its
    own colours; the other edition's colours only by their exact id, for the rules to
    refuse)."""
    second, first = (
        new(),
        GAME.initial_state({"players": ["ana", "bo"], "start": "1:blue,green,orange,yellow,white"}),
    )
    assert GAME.parse_move(["bet", "pur"], second) == Bet("ana", "purple", 5)
    assert GAME.parse_move(["roll", "grey", "black", "2"], second) == Roll(
        "ana", "grey", 2, "black"
    )
    assert GAME.parse_move(["bet", "b"], first) == Bet("ana", "blue", 5)
    assert GAME.parse_move(["bet", "red"], first) == Bet("ana", "red")
    with pytest.raises(UsageError):  # `re` is no prefix of a first-edition camel
        GAME.parse_move(["bet", "re"], first)


# -- camel-up/overview-2 and camel-up/components-2 -------------------------------------------


def test_overview_2_six_dice_and_legs() -> None:
    """camel-up/overview-2: five racing camels, two crazy ones, six dice, played in legs."""
    state = new()
    assert state.leg == 1 and not state.race_over
    assert sorted(state.position.camels()) == sorted((*RACING_2, *CRAZY))
    assert state.dice_left == ("blue", "green", "yellow", "red", "purple", "grey")


def test_components_2_tickets_cards_and_colours() -> None:
    """camel-up/components-2: four tickets a colour (5, 3, 2, 2), five finish cards, no
    orange; an unknown colour is refused with the components."""
    state = new()
    assert {c: v for c, v in state.leg_tiles} == {c: (5, 3, 2, 2) for c in RACING_2}
    assert state.race_cards_in_hand("ana") == 5
    assert state.race_cards_left("bo") == RACING_2
    assert_refused(GAME, state, Bet("ana", "pink"), InvalidMoveError, "camel-up/components-2")


# -- camel-up/setup-2 ------------------------------------------------------------------------


def test_setup_2_start_players_and_coins() -> None:
    """camel-up/setup-2: 3 coins each, racing camels on 1-3, crazy camels on 14-16, the
    first name starts; 2 to 8 players."""
    state = new()
    assert [p.money for p in state.players] == [3, 3, 3] and state.current == "ana"
    assert camels(state) == START
    assert state.position.stack_at(14) == ("white",)
    assert new(players=("a", "b")).current == "a"
    assert len(new(players=tuple("abcdefgh")).players) == 8
    with pytest.raises(SetupError) as caught:
        new(players=tuple("abcdefghi"))
    assert caught.value.rule == "camel-up/setup-2"
    # Both crazy camels on one space: the second on top of the first.
    assert new("1:blue,red,green,yellow,purple 15:white,black").position.stack_at(15) == (
        "white",
        "black",
    )


@pytest.mark.parametrize(
    "start",
    [
        "1:blue,red 2:green 3:yellow,purple 13:white 16:black",  # crazy camel on 13
        "1:blue,red 2:green 14:yellow,purple,white 16:black",  # racing camels on 14
        "1:blue,red 2:green 3:yellow,purple 16:black",  # white missing
        "1:blue,red 2:green 3:yellow,purple,black 14:white 16:black",  # black twice
        "1:blue,red 2:green 3:yellow,purple 14:orange 16:black,white",  # a first-edition camel
        "1:blue,red 2:green 3:yellow 14:white 16:black",  # purple missing
    ],
)
def test_setup_2_bad_starts_are_refused(start: str) -> None:
    """camel-up/setup-2: every camel once, racing on 1-3, crazy on 14-16."""
    with pytest.raises(SetupError) as caught:
        new(start)
    assert caught.value.rule == "camel-up/setup-2"


def test_setup_2_random_starts_are_legal() -> None:
    """camel-up/setup-2: the random setup is always a legal second-edition start."""
    for seed in range(200):
        setup = GAME.random_setup(random.Random(seed), ["a", "b", "c"], edition=2)
        assert setup["edition"] == 2
        state = GAME.initial_state(setup)
        for space, stack in state.position.stacks:
            assert space in ((14, 15, 16) if set(stack) <= set(CRAZY) else (1, 2, 3))


# -- camel-up/turn-2 ---------------------------------------------------------------------------


def test_turn_2_one_action_then_the_next_player() -> None:
    """camel-up/turn-2: each action passes the turn; out of turn is refused citing the
    second edition's turn section."""
    state = new(players=SIX)
    state = play(
        GAME,
        state,
        Bet("ana", "red"),
        Spectator("bo", 8, "booing"),
        Roll("cy", "green", 1),
        RaceBet("dee", "winner"),
        Partner("eli", "fay"),
    )
    assert state.current == "fay"
    assert_refused(GAME, state, Bet("ana", "blue"), OutOfTurnError, "camel-up/turn-2")


# -- camel-up/betting-ticket ---------------------------------------------------------------------


def test_betting_ticket_five_three_two_two() -> None:
    """camel-up/betting-ticket: the tickets of a colour come 5, 3, 2 and 2, then none."""
    state = new(players=("ana", "bo"))
    state, events = step(state, Bet("ana", "purple"))
    assert events["leg-bet/taken"] == [{"player": "ana", "colour": "purple", "face": 5}]
    state = play(GAME, state, Bet("bo", "purple"), Bet("ana", "purple"), Bet("bo", "purple"))
    assert state.player("ana").leg_bets == (("purple", 5), ("purple", 2))
    assert state.player("bo").leg_bets == (("purple", 3), ("purple", 2))
    assert state.leg_tiles_left("purple") == ()
    assert_refused(GAME, state, Bet("ana", "purple"), IllegalMoveError, "camel-up/betting-ticket")


def test_betting_ticket_not_on_crazy_camels() -> None:
    """camel-up/betting-ticket: nobody bets on a crazy camel (a rules refusal, exit 3)."""
    state = new()
    error = assert_refused(
        GAME, state, Bet("ana", "white"), IllegalMoveError, "camel-up/betting-ticket"
    )
    assert "crazy camel" in error.msg.english()
    assert_refused(GAME, state, Bet("ana", "grey"), IllegalMoveError, "camel-up/grey-die")


# -- camel-up/spectator-tile ---------------------------------------------------------------------


def test_spectator_tile_placement_limits() -> None:
    """camel-up/spectator-tile: spaces 2-16, no camel, no tile there or next to it; one's
    own tile moves anywhere legal but never stays on its space (no flipping in place)."""
    state = new()
    rule = "camel-up/spectator-tile"
    assert_refused(GAME, state, Spectator("ana", 1, "cheering"), IllegalMoveError, rule)
    assert_refused(
        GAME, state, Spectator("ana", 2, "cheering"), IllegalMoveError, rule
    )  # green there
    assert_refused(
        GAME, state, Spectator("ana", 14, "booing"), IllegalMoveError, rule
    )  # white there
    assert_refused(GAME, state, Spectator("ana", 17, "booing"), InvalidMoveError, rule)
    assert_refused(GAME, state, Spectator("ana", 7, "sideways"), InvalidMoveError, rule)
    state, events = step(state, Spectator("ana", 7, "cheering"))
    assert events["spectator-tile/placed"] == [
        {"player": "ana", "space": 7, "side": "cheering", "from": None}
    ]
    assert_refused(GAME, state, Spectator("bo", 7, "booing"), IllegalMoveError, rule)
    assert_refused(GAME, state, Spectator("bo", 8, "booing"), IllegalMoveError, rule)
    assert_refused(GAME, state, Spectator("bo", 6, "booing"), IllegalMoveError, rule)
    state = play(GAME, state, Spectator("bo", 9, "booing"), Bet("cy", "blue"))
    # ana's own tile: not flipped in place, but may go next to where it was.
    error = assert_refused(GAME, state, Spectator("ana", 7, "booing"), IllegalMoveError, rule)
    assert "another space" in error.msg.english()
    assert_refused(
        GAME, state, Spectator("ana", 10, "booing"), IllegalMoveError, rule
    )  # next to bo's
    state, events = step(state, Spectator("ana", 6, "booing"))
    assert events["spectator-tile/moved"][0]["from"] == 7
    assert [(t.space, t.side, t.owner) for t in state.tiles] == [
        (6, "booing", "ana"),
        (9, "booing", "bo"),
    ]


def test_spectator_tile_cheering_and_booing_for_racing_camels() -> None:
    """camel-up/spectator-tile: the owner earns 1 coin; cheering sends the unit one space
    on (on top), booing one space back (underneath)."""
    state = at(
        "1:blue 3:red 5:green 14:white 16:black",
        tiles=tiles((4, "booing", "bo"), (6, "cheering", "cy")),
    )
    after, events = step(state, Roll("ana", "red", 1))
    assert camels(after) == "1:blue 3:red 5:green 14:white 16:black"  # back to 3, under nothing
    assert events["spectator-tile/paid"] == [{"owner": "bo", "space": 4, "side": "booing", "to": 3}]
    assert after.player("bo").money == 4 and after.player("ana").pyramid_tiles == 1
    after, events = step(state, Roll("ana", "blue", 3))  # lands on 4: back to 3, under red
    assert camels(after) == "3:blue,red 5:green 14:white 16:black"
    after, events = step(state, Roll("ana", "red", 3))  # 6 is cheering: on to 7
    assert camels(after) == "1:blue 5:green 7:red 14:white 16:black"
    assert after.player("cy").money == 4
    moved = replace(state, position=parse_position("5:green,red 7:blue", english_colour_2))
    after = apply(moved, Roll("ana", "green", 1))
    assert camels(after) == "7:blue,green,red"  # cheering: on top of blue


def test_spectator_tile_under_the_camels_it_left() -> None:
    """camel-up/spectator-tile: a unit that moved 1 onto a booing tile goes back under the
    camels it left."""
    state = at("5:green,red,blue 14:white 16:black", tiles=tiles((6, "booing", "bo")))
    after = apply(state, Roll("ana", "red", 1))
    assert camels(after) == "5:red,blue,green 14:white 16:black"


def test_spectator_tile_crazy_camels_obey_it_in_their_direction() -> None:
    """camel-up/spectator-tile: cheering sends a crazy camel one more space backward (on
    top), booing one space forward (underneath); its owner is paid like for any unit."""
    state = at(
        "1:blue,red,green,purple 11:yellow 14:white 16:black",
        tiles=tiles((12, "cheering", "bo")),
    )
    after, events = step(state, Roll("ana", "grey", 2, "white"))  # 14 -> 12, cheering -> 11
    assert camels(after) == "1:blue,red,green,purple 11:yellow,white 16:black"
    assert events["spectator-tile/paid"] == [
        {"owner": "bo", "space": 12, "side": "cheering", "to": 11}
    ]
    assert events["camel/moved"][0]["direction"] == "backward"
    assert after.player("bo").money == 4
    booing = at(
        "1:blue,red,green,purple 12:yellow 14:white 16:black",
        tiles=tiles((11, "booing", "cy")),
    )
    after = apply(booing, Roll("ana", "grey", 3, "white"))  # 14 -> 11, booing -> 12, under
    assert camels(after) == "1:blue,red,green,purple 12:white,yellow 16:black"
    assert after.player("cy").money == 4


def test_spectator_tile_cheering_on_16_ends_the_race() -> None:
    """camel-up/spectator-tile: a cheering tile on 16 carries racing camels over the line."""
    state = at(
        "1:blue,green,yellow,purple 14:red,white 15:black", tiles=tiles((16, "cheering", "bo"))
    )
    after, events = step(state, Roll("ana", "red", 2))
    assert after.race_over and camels(after) == "1:blue,green,yellow,purple 15:black 17:red,white"
    assert events["race/finished"] == [{"winner_camel": "red", "backward": False}]


# -- camel-up/pyramid-ticket ---------------------------------------------------------------------


def test_pyramid_ticket_one_die_per_leg() -> None:
    """camel-up/pyramid-ticket: the roller takes a pyramid ticket; a die out stays out;
    a die shows 1 to 3."""
    state = new()
    state, events = step(state, Roll("ana", "red", 2))
    assert events["pyramid-tile/taken"] == [{"player": "ana", "colour": "red", "value": 2}]
    assert state.player("ana").pyramid_tiles == 1 and "red" not in state.dice_left
    assert_refused(GAME, state, Roll("bo", "red", 1), IllegalMoveError, "camel-up/pyramid-ticket")
    assert_refused(GAME, state, Roll("bo", "blue", 4), InvalidMoveError, "camel-up/pyramid-ticket")
    state = play(GAME, state, Roll("bo", "grey", 1, "white"))
    assert_refused(
        GAME, state, Roll("cy", "grey", 1, "black"), IllegalMoveError, "camel-up/pyramid-ticket"
    )


# -- camel-up/crazy-camels ---------------------------------------------------------------------


def test_crazy_camels_carry_racers_backward() -> None:
    """camel-up/crazy-camels: a racing camel that lands on a crazy camel rides it; the grey
    die then takes it backward; a racing camel carries a crazy camel riding on it."""
    state = at("1:blue,red,green,purple 12:yellow 14:white 16:black")
    state = apply(state, Roll("ana", "yellow", 2))
    assert camels(state) == "1:blue,red,green,purple 14:white,yellow 16:black"
    told = GAME.step(state, Roll("bo", "grey", 3, "black")).events
    state = apply(state, Roll("bo", "grey", 3, "black"))  # white carries: it moves
    assert camels(state) == "1:blue,red,green,purple 11:white,yellow 16:black"
    moved = [e.msg for e in told if e.code == "camel/moved"]
    assert [Translator("en").render(m) for m in moved] == [
        "The white camel moves back from space 14 to space 11, carrying yellow."
    ]
    assert Translator("it").render(moved[0]) == (
        "Il cammello bianco torna indietro dalla casella 14 alla casella 11, portando con sé "
        "giallo."
    )
    lone = at("1:blue,red,green,purple 12:yellow 14:white 16:black")
    alone = GAME.step(lone, Roll("ana", "grey", 1, "black")).events
    assert [e.msg.english() for e in alone if e.code == "camel/moved"] == [
        "The black camel moves back from space 16 to space 15."
    ]
    carried = at("1:blue,red,green,purple 10:yellow,black 14:white")
    after = apply(carried, Roll("ana", "yellow", 2))
    assert camels(after) == "1:blue,red,green,purple 12:yellow,black 14:white"


def test_crazy_camels_back_over_the_start_end_the_race() -> None:
    """camel-up/crazy-camels: a crazy camel going back past space 1 crosses the start line."""
    state = at("1:white 4:blue,red,green,yellow,purple 16:black")
    after, events = step(state, Roll("ana", "grey", 2, "white"))
    assert after.race_over and camels(after) == "-1:white 4:blue,red,green,yellow,purple 16:black"
    assert events["race/finished"] == [{"winner_camel": "purple", "backward": True}]
    assert "start line" in GAME.step(state, Roll("ana", "grey", 2, "white")).events[3].msg.english()


# -- camel-up/grey-die ---------------------------------------------------------------------------


def grey(state: State, shown: str, value: int = 1) -> tuple[State, dict[str, Any]]:
    after, events = step(state, Roll(state.current or "", "grey", value, shown))
    return after, events["crazy-camel/chosen"][0]


def test_grey_die_the_colour_shown_moves() -> None:
    """camel-up/grey-die: without an exception, the colour of the number names the camel."""
    state = at("1:blue,red,green,yellow,purple 14:white 16:black")
    after, chosen = grey(state, "black", 2)
    assert chosen == {"shown": "black", "value": 2, "camel": "black", "reason": "shown"}
    assert camels(after) == "1:blue,red,green,yellow,purple 14:white,black"
    after, chosen = grey(state, "white", 3)
    assert chosen["camel"] == "white" and camels(after).endswith("11:white 16:black")


def test_grey_die_first_exception_the_only_carrier_moves() -> None:
    """camel-up/grey-die: if exactly one crazy camel carries racing camels, it moves,
    whatever the colour shown."""
    state = at("1:blue,red,green,yellow 10:white,purple 16:black")
    after, chosen = grey(state, "black", 1)
    assert chosen["camel"] == "white" and chosen["reason"] == "carrying"
    assert camels(after) == "1:blue,red,green,yellow 9:white,purple 16:black"
    # Carrying means any racing camel above it, even with the other crazy camel between.
    state = at("1:blue,red,green,yellow 10:white,black,purple")
    after, chosen = grey(state, "white", 1)
    assert chosen["reason"] == "on-top" and chosen["camel"] == "black"  # both carry purple
    state = at("1:blue,red,green,yellow 10:white,purple,black")
    after, chosen = grey(state, "black", 2)
    assert chosen == {"shown": "black", "value": 2, "camel": "white", "reason": "carrying"}
    assert camels(after) == "1:blue,red,green,yellow 8:white,purple,black"


def test_grey_die_an_exception_that_changes_nothing_is_not_told() -> None:
    """camel-up/grey-die: when the only carrier is the colour shown anyway, the table reads
    the plain message (the reason stays in the event's data)."""
    state = at("1:blue,red,green,yellow 10:black,purple 16:white")
    _, events = step(state, Roll("ana", "grey", 1, "black"))
    told = GAME.step(state, Roll("ana", "grey", 1, "black")).events[1]
    assert events["crazy-camel/chosen"][0]["reason"] == "carrying"
    assert told.msg.english() == "The grey die shows a black 1."  # the next line moves it
    moved = GAME.step(state, Roll("ana", "grey", 1, "white")).events[1].msg.english()
    assert "but only the black camel carries racing camels" in moved


def test_grey_die_second_exception_the_top_one_moves() -> None:
    """camel-up/grey-die: if one crazy camel sits directly on the other, the top one moves
    (the first exception is checked first)."""
    state = at("1:blue,red,green,yellow,purple 15:black,white")
    after, chosen = grey(state, "black", 1)
    assert chosen == {"shown": "black", "value": 1, "camel": "white", "reason": "on-top"}
    assert camels(after) == "1:blue,red,green,yellow,purple 14:white 15:black"
    # Not directly on it: a racing camel between them, so the first exception applies.
    state = at("1:blue,red,green,yellow 15:white,purple,black")
    after, chosen = grey(state, "black", 1)
    assert chosen["camel"] == "white" and chosen["reason"] == "carrying"


def test_grey_die_is_recorded_as_it_shows() -> None:
    """camel-up/grey-die: `roll grey black 2`; a crazy camel has no die; the grey die needs
    its colour; a racing die has none."""
    state = new()
    rule = "camel-up/grey-die"
    assert_refused(GAME, state, Roll("ana", "black", 2), IllegalMoveError, rule)
    assert_refused(GAME, state, Roll("ana", "grey", 2), InvalidMoveError, rule)
    assert_refused(GAME, state, Roll("ana", "grey", 2, "red"), InvalidMoveError, rule)
    assert_refused(GAME, state, Roll("ana", "blue", 2, "black"), InvalidMoveError, rule)
    move = Roll("ana", "grey", 2, "black")
    assert GAME.move_to_json(move) == {
        "type": "roll",
        "player": "ana",
        "colour": "grey",
        "value": 2,
        "shown": "black",
    }
    assert GAME.move_from_json(GAME.move_to_json(move)) == move
    assert GAME.format_move(move) == ["roll", "grey", "black", "2", "--player", "ana"]
    assert GAME.describe(move).english() == "takes a pyramid ticket: the grey die shows a black 2"


# -- camel-up/movement-2 -------------------------------------------------------------------------


def test_movement_2_units_stack_on_top_and_lines_are_written_beyond() -> None:
    """camel-up/movement-2: a unit carries the camels above it and lands on top; spaces past
    the finish are 17, 18...; behind the start 0, -1..."""
    state = at("2:blue,red,green 4:yellow 14:purple 15:white,black")
    after = apply(state, Roll("ana", "red", 2))
    assert camels(after) == "2:blue 4:yellow,red,green 14:purple 15:white,black"
    over = apply(
        at("15:blue,red 16:green 5:yellow,purple 3:white 10:black"), Roll("ana", "blue", 3)
    )
    assert camels(over) == "3:white 5:yellow,purple 10:black 16:green 18:blue,red"
    back = apply(
        at("1:white,blue 2:black 5:red,green,yellow,purple"), Roll("ana", "grey", 2, "black")
    )
    # white carries blue, black carries nothing: white moves, from 1 to -1.
    assert camels(back) == "-1:white,blue 2:black 5:red,green,yellow,purple"
    assert parse_position("-1:white,blue 0:red", english_colour_2, signed=True).stacks[0][0] == -1


# -- camel-up/ranking-2 --------------------------------------------------------------------------


def test_ranking_2_ignores_crazy_camels() -> None:
    """camel-up/ranking-2: only racing camels are ranked; a crazy camel between racing
    camels of one stack changes nothing; units behind the start are last in stack order."""
    state = at("3:blue 7:red,black,green 16:white 5:yellow,purple")
    assert state.ranking() == ("green", "red", "purple", "yellow", "blue")
    assert GAME.state_json(state)["ranking"] == ["green", "red", "purple", "yellow", "blue"]
    back = at("0:white,red,blue 3:green,yellow,purple 16:black")
    assert back.ranking() == ("purple", "yellow", "green", "blue", "red")


# -- camel-up/finish-card ------------------------------------------------------------------------


def test_finish_card_racing_colours_once_each() -> None:
    """camel-up/finish-card: one card per racing colour, none for crazy camels."""
    state = new(players=("ana", "bo"))
    rule = "camel-up/finish-card"
    error = assert_refused(GAME, state, RaceBet("ana", "winner", "black"), IllegalMoveError, rule)
    assert "crazy camel" in error.msg.english()
    state, events = step(state, RaceBet("ana", "winner", "red"))
    assert events["race-card/placed"] == [{"player": "ana", "pile": "winner", "colour": "red"}]
    state = play(GAME, state, RaceBet("bo", "loser"))
    assert_refused(GAME, state, RaceBet("ana", "loser", "red"), IllegalMoveError, rule)
    assert state.race_cards_left("ana") == ("blue", "green", "yellow", "purple")
    for colour in ("blue", "green", "yellow", "purple"):
        state = play(GAME, state, RaceBet("ana", "loser", colour), RaceBet("bo", "winner"))
    assert state.race_cards_in_hand("ana") == 0 and state.race_cards_in_hand("bo") == 0
    assert_refused(GAME, state, RaceBet("ana", "winner"), IllegalMoveError, rule)


def test_finish_card_reveal_names_racing_camels() -> None:
    """camel-up/finish-card: face-down finish cards are revealed with racing colours."""
    state = at("1:white 4:blue,red,green,yellow,purple 16:black")
    state = play(
        GAME,
        state,
        RaceBet("ana", "winner"),
        RaceBet("bo", "loser"),
        Roll("cy", "grey", 1, "white"),
    )
    assert state.race_over and not state.finished
    assert_refused(
        GAME, state, Reveal(None, "winner", ("white",)), IllegalMoveError, "camel-up/finish-card"
    )
    assert_refused(
        GAME, state, Reveal(None, "winner", ("orange",)), InvalidMoveError, "camel-up/editions"
    )
    state = play(GAME, state, Reveal(None, "winner", ("purple",)), Reveal("bo", "loser", ("blue",)))
    assert state.finished


# -- camel-up/leg-end-2 --------------------------------------------------------------------------


def five_dice(state: State) -> State:
    """Roll five dice of the leg, 1 each (the grey one shows white)."""
    for die in ("blue", "green", "yellow", "red", "grey"):
        state = apply(state, Roll(state.current or "", die, 1, "white" if die == "grey" else None))
    return state


def test_leg_end_2_after_the_fifth_die_one_stays_in() -> None:
    """camel-up/leg-end-2: the fifth die ends the leg (one die stays in the pyramid); then
    tickets, spectator tiles and partnership cards go back, all six dice go back, and the
    player left of the last roller starts."""
    state = new(players=SIX)
    state = play(
        GAME, state, Bet("ana", "red"), Spectator("bo", 8, "cheering"), Partner("cy", "dee")
    )
    assert state.current == "dee"
    before = state
    for die in ("blue", "green", "yellow", "red"):
        state = apply(state, Roll(state.current or "", die, 1))
    assert state.leg == 1 and state.dice_left == ("purple", "grey")
    state, events = step(state, Roll(state.current or "", "grey", 1, "white"))  # the fifth
    assert "leg/scored" in events and state.leg == 2
    assert state.dice_left == DICE_2 and state.tiles == ()
    assert {c: v for c, v in state.leg_tiles} == {c: (5, 3, 2, 2) for c in RACING_2}
    assert all(p.partner is None and not p.leg_bets and not p.pyramid_tiles for p in state.players)
    last_roller = before.names[(before.turn + 4) % 6]
    assert state.current == before.names[(before.names.index(last_roller) + 1) % 6]
    assert events["leg/scored"][0]["next_player"] == state.current
    assert "spectator_coins" in events["leg/scored"][0]["players"][0]


# -- camel-up/leg-scoring-2 ----------------------------------------------------------------------


def test_leg_scoring_2_tickets_and_pyramid_tickets() -> None:
    """camel-up/leg-scoring-2: the leader's tickets pay 5/3/2/2, the second's +1, others
    -1, pyramid tickets +1; one net amount per player, never below 0."""
    state = at("1:blue 2:green 3:yellow 5:purple 6:red 14:white 16:black", ("ana", "bo", "cy"))
    state = play(
        GAME,
        state,
        Bet("ana", "red"),
        Bet("bo", "red"),
        Bet("cy", "red"),
        Bet("ana", "red"),
        Bet("bo", "purple"),
        Bet("cy", "blue"),
    )
    state = replace(
        state, players=tuple(replace(p, money=0) if p.name == "cy" else p for p in state.players)
    )
    state = five_dice(state)
    result = state.legs[0]
    assert (result.first, result.second) == ("red", "purple")
    nets = {p.name: (p.net, p.after) for p in result.players}
    rollers = {"ana": 2, "bo": 2, "cy": 1}  # ana, bo, cy, ana, bo rolled
    assert nets["ana"] == (5 + 2 + rollers["ana"], 3 + 5 + 2 + 2)
    assert nets["bo"] == (3 + 1 + rollers["bo"], 3 + 3 + 1 + 2)
    assert nets["cy"] == (2 - 1 + rollers["cy"], 0 + 2)


# -- camel-up/race-end-2 -------------------------------------------------------------------------


def test_race_end_2_winner_loser_and_last_leg() -> None:
    """camel-up/race-end-2: the race ends when a racing unit passes 16; the leg is scored
    at once; winner and loser are racing camels; no more turns."""
    state = at("1:yellow,purple 15:green,red,black 16:blue 14:white", ("ana", "bo"))
    state = play(GAME, state, RaceBet("ana", "winner", "red"), RaceBet("bo", "loser", "yellow"))
    state, events = step(state, Roll("ana", "green", 2))
    assert camels(state) == "1:yellow,purple 14:white 16:blue 17:green,red,black"
    assert state.race_over and state.finished
    assert events["race/finished"] == [{"winner_camel": "red", "backward": False}]
    assert state.legs[-1].ended_by == "finish"
    assert state.final is not None
    assert (state.final.winner_camel, state.final.loser_camel) == ("red", "yellow")
    assert_refused(GAME, state, Bet("bo", "blue"), GameOverError, "camel-up/race-end-2")


def test_race_end_2_racers_carried_back_come_last() -> None:
    """camel-up/race-end-2: racing camels a crazy camel drags back over the start line are
    the least advanced, the lowest of them the loser."""
    state = at("1:white,red,blue 4:green,yellow,purple 16:black", ("ana", "bo"))
    state = play(GAME, state, RaceBet("ana", "loser", "red"), RaceBet("bo", "loser", "blue"))
    state = apply(state, Roll("ana", "grey", 1, "black"))  # white carries: it moves
    assert camels(state) == "0:white,red,blue 4:green,yellow,purple 16:black"
    assert state.final is not None
    assert state.final.loser_camel == "red" and state.final.winner_camel == "purple"
    assert state.ranking()[-2:] == ("blue", "red")
    money = dict(state.final.money)
    assert money["ana"] > money["bo"]


# -- camel-up/partnership ------------------------------------------------------------------------


def test_partnership_needs_six_players_and_available_cards() -> None:
    """camel-up/partnership: 6+ players, two available cards, not oneself, at most one
    partner a leg; the chosen player cannot refuse."""
    rule = "camel-up/partnership"
    assert_refused(
        GAME,
        new(players=("ana", "bo", "cy", "dee", "eli")),
        Partner("ana", "bo"),
        IllegalMoveError,
        rule,
    )
    state = new(players=SIX)
    assert_refused(GAME, state, Partner("ana", "ana"), IllegalMoveError, rule)
    assert_refused(GAME, state, Partner("ana", "zed"), InvalidMoveError, rule)
    state, events = step(state, Partner("ana", "cy"))
    assert events["partnership/formed"] == [{"player": "ana", "partner": "cy"}]
    assert state.player("ana").partner == "cy" and state.player("cy").partner == "ana"
    assert_refused(GAME, state, Partner("bo", "cy"), IllegalMoveError, rule)
    state = play(GAME, state, Partner("bo", "dee"))
    assert_refused(GAME, state, Partner("cy", "eli"), IllegalMoveError, rule)
    doc = GAME.state_json(state)
    assert doc["partnerships"] == [["ana", "cy"], ["bo", "dee"]]
    assert [p["partnership_card"] for p in doc["players"]] == [
        "partnership",
        "partnership",
        "partnership",
        "partnership",
        "available",
        "available",
    ]


def test_partnership_copies_the_most_valuable_ticket() -> None:
    """camel-up/partnership: at the leg scoring each partner adds the other's ticket worth
    the most when it pays, nothing otherwise; inside the one net amount."""
    state = at(
        "1:blue 2:green 3:yellow 5:purple 6:red 14:white 16:black",
        SIX,
    )
    state = play(
        GAME,
        state,
        Partner("ana", "bo"),
        Bet("bo", "red"),
        Bet("cy", "blue"),
        Partner("dee", "cy"),
        Partner("eli", "fay"),
        Bet("fay", "purple"),
    )
    state, events = step(
        state,
        Roll("ana", "blue", 1),
    )
    state = play(
        GAME,
        state,
        Roll("bo", "green", 1),
        Roll("cy", "yellow", 1),
        Roll("dee", "grey", 1, "white"),
    )
    state, events = step(state, Roll("eli", "purple", 1))  # the fifth die: purple on red's 6
    result = state.legs[0]
    assert (result.first, result.second) == ("purple", "red")
    items = {p.name: p.items for p in result.players}
    copied = {p: [i for i in items[p] if i.kind == "partner"] for p in items}
    # bo's tickets: red 5 (second: +1) and a pyramid ticket (+1): the first of the best.
    assert [(i.amount, i.copied, i.partner) for i in copied["ana"]] == [(1, "second", "bo")]
    # bo copies ana's pyramid ticket (+1).
    assert [(i.amount, i.copied) for i in copied["bo"]] == [(1, "pyramid")]
    # cy's only ticket pays -1 and a pyramid ticket +1: dee copies the pyramid ticket.
    assert [(i.amount, i.copied) for i in copied["dee"]] == [(1, "pyramid")]
    # fay's purple 5 is first: eli copies 5; fay copies eli's pyramid ticket.
    assert [(i.amount, i.copied, i.colour, i.face) for i in copied["eli"]] == [
        (5, "first", "purple", 5)
    ]
    nets = {p.name: p.net for p in result.players}
    assert nets["eli"] == 1 + 5  # a pyramid ticket, and the copy of fay's purple 5
    assert nets["fay"] == 5 + 1  # purple 5, and the copy of eli's pyramid ticket
    copies = events["partnership/copied"]
    assert {c["player"] for c in copies} == {"ana", "bo", "cy", "dee", "eli", "fay"}
    assert next(c for c in copies if c["player"] == "eli")["amount"] == 5
    assert all(p.partner is None for p in state.players)  # cards back, available


def test_partnership_copies_nothing_negative() -> None:
    """camel-up/partnership: a partner whose tickets all cost money gives nothing to copy."""
    state = at("1:blue 2:green 3:yellow 5:purple 6:red 14:white 16:black", SIX)
    state = play(GAME, state, Partner("ana", "bo"), Bet("bo", "blue"))
    for die in ("green", "yellow", "purple", "grey", "red"):
        state = apply(state, Roll(state.current or "", die, 1, "white" if die == "grey" else None))
    leg = state.legs[0]
    ana = next(p for p in leg.players if p.name == "ana")
    assert not [i for i in ana.items if i.kind == "partner"]
    assert ana.net == 1  # her own pyramid ticket (the red die), nothing copied from bo


# -- the shared sections in the second edition ---------------------------------------------------


def test_money_and_hidden_in_the_second_edition() -> None:
    """camel-up/money and camel-up/hidden: money never below 0; the hidden option keeps
    finish cards' colours out of the status while the race runs."""
    state = GAME.initial_state(
        {"players": ["ana", "bo"], "start": START, "edition": 2, "hidden": True}
    )
    state = play(GAME, state, RaceBet("ana", "winner", "red"))
    doc = GAME.state_json(state)
    assert doc["hidden"] is True and doc["race_piles"]["winner"] == [
        {"owner": "ana", "colour": None}
    ]
    assert doc["players"][0]["race_cards_left"] is None


def test_status_json_shape_of_the_second_edition() -> None:
    """camel-up/components-2: `status --json` of the second edition."""
    state = play(
        GAME,
        new(players=SIX),
        Bet("ana", "red"),
        Spectator("bo", 7, "booing"),
        Partner("cy", "fay"),
    )
    doc = GAME.state_json(state)
    assert json.loads(json.dumps(doc)) == doc
    assert doc["game"] == "camel-up" and doc["edition"] == 2
    assert doc["camels"] == START and doc["crazy_camels"] == ["black", "white"]
    assert doc["ranking"] == ["purple", "yellow", "green", "red", "blue"]
    assert doc["tiles"] == "7:booing"
    assert doc["spectator_tiles"] == [{"space": 7, "side": "booing", "owner": "bo"}]
    assert doc["dice_left"] == list(DICE_2)
    assert doc["leg_tiles"]["red"] == [3, 2, 2] and doc["leg_tiles"]["blue"] == [5, 3, 2, 2]
    assert doc["players"][0] == {
        "name": "ana",
        "money": 3,
        "leg_bets": [["red", 5]],
        "pyramid_tiles": 0,
        "race_cards_left": list(RACING_2),
        "race_cards_in_hand": 5,
        "spectator_tile": None,
        "partner": None,
        "partnership_card": "available",
    }
    assert doc["players"][1]["spectator_tile"] == {"space": 7, "side": "booing"}
    assert doc["players"][2]["partner"] == "fay"
    assert doc["partnerships"] == [["cy", "fay"]]
    for key in ("race_piles", "face_down_cards", "legs", "final_scoring", "winners", "leg_starter"):
        assert key in doc
    few = GAME.state_json(new())
    assert few["players"][0]["partnership_card"] is None and few["partnerships"] == []


# -- every rule an error of the second edition cites exists ----------------------------------


def test_second_edition_refusals_cite_its_sections() -> None:
    """camel-up/editions: every refusal of a random second-edition game cites a section of
    the second edition (or one both editions share)."""
    book = rulebook.load("camel-up").for_edition(2)
    ids = {s.id for s in book.sections}
    rng = random.Random(7)
    for _ in range(30):
        state = GAME.initial_state(
            GAME.random_setup(rng, list(SIX[: rng.randint(2, 6)]), edition=2)
        )
        history: list[Move] = []
        while (move := GAME.random_move(state, rng)) is not None:
            for old in history[-8:]:
                try:
                    apply(state, old)
                except RulesError as error:
                    assert error.rule in ids, (error.rule, error.msg.english())
            state = apply(state, move)
            history.append(move)
