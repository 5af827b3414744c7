"""One test (or a few) per rule section of rulebooks/camel-up.yaml, each naming its rule id.

The last test checks that every section id is named by some test in this folder and that
every rule id an error can carry is a section of the rulebook.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from helpers import assert_refused, play

from assistant.games.base import (
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    OutOfTurnError,
    SetupError,
)
from assistant.games.camel_up import GAME
from assistant.games.camel_up.moves import (
    Bet,
    Desert,
    Move,
    RaceBet,
    Reveal,
    Roll,
    format_position,
    parse_position,
)
from assistant.games.camel_up.rules import initial_state, move_camel
from assistant.games.camel_up.scoring import race_payout, winners
from assistant.games.camel_up.state import (
    COLOURS,
    DesertTile,
    Player,
    RaceCard,
    State,
)

REPO = Path(__file__).resolve().parents[2]
START = "1:green,yellow,orange 3:blue,white"
apply = GAME.apply  # the shared guard, then the rules


def new(start: str = START, players: tuple[str, ...] = ("ana", "bo", "cy")) -> State:
    return initial_state({"players": list(players), "start": start})


def at(
    camels: str, players: tuple[str | Player, ...] = ("ana", "bo", "cy"), **changes: object
) -> State:
    """A state with any position (not only a start), for rules about the middle of a game."""
    people = tuple(p if isinstance(p, Player) else Player(p) for p in players)
    base = State(players=people, position=parse_position(camels))
    return replace(base, **changes)  # type: ignore[arg-type]


# -- camel-up/overview and camel-up/components ---------------------------------------------


def test_components_five_colours_sixteen_spaces() -> None:
    """camel-up/components: five camels and dice, 15 leg-bet tiles (5, 3, 2), 5 race cards."""
    state = new()
    assert COLOURS == ("blue", "green", "orange", "yellow", "white")
    assert sorted(state.position.camels()) == sorted(COLOURS)
    assert {c: v for c, v in state.leg_tiles} == {c: (5, 3, 2) for c in COLOURS}
    assert len(state.dice_left) == 5
    assert state.race_cards_in_hand("ana") == 5
    assert_refused(GAME, state, Bet("ana", "pink"), InvalidMoveError, "camel-up/components")
    # A camel of the second edition is named as such (camel-up/editions).
    assert_refused(GAME, state, Bet("ana", "purple"), InvalidMoveError, "camel-up/editions")


def test_overview_one_race_in_legs() -> None:
    """camel-up/overview: the race is played in legs, the game ends after the finish."""
    state = new()
    assert state.leg == 1 and not state.race_over and not state.finished


# -- camel-up/setup --------------------------------------------------------------------------


def test_setup_three_coins_and_stacks_bottom_to_top() -> None:
    """camel-up/setup: 3 coins each, camels stacked as typed, the first name starts."""
    state = new()
    assert [p.money for p in state.players] == [3, 3, 3]
    assert state.position.stack_at(1) == ("green", "yellow", "orange")
    assert state.current == "ana"
    assert format_position(state.position) == START


@pytest.mark.parametrize(
    "players",
    [("ana",), tuple("abcdefghi"), ("ana", "ANA"), ("ana", "")],
)
def test_setup_player_count_and_names(players: tuple[str, ...]) -> None:
    """camel-up/setup: 2 to 8 players with different names."""
    with pytest.raises(SetupError) as caught:
        new(players=players)
    assert caught.value.rule == "camel-up/setup"


def test_setup_eight_players_allowed() -> None:
    """camel-up/setup: eight is the most."""
    assert len(new(players=tuple("abcdefgh")).players) == 8


@pytest.mark.parametrize(
    "start",
    [
        "1:green,yellow 3:blue,white",  # orange missing
        "1:green,yellow,orange,blue 3:blue,white",  # blue twice
        "1:green,yellow,orange 4:blue,white",  # space 4
        "1 green",  # not the notation
        "1:green,yellow,orange 1:blue,white",  # space written twice
        "1:green,yellow,orange 3:blue,purple",
    ],
)
def test_setup_start_position(start: str) -> None:
    """camel-up/setup: each of the five camels once, on spaces 1 to 3."""
    with pytest.raises(SetupError) as caught:
        new(start=start)
    assert caught.value.rule == "camel-up/setup"


# -- camel-up/turn ---------------------------------------------------------------------------


def test_turn_one_action_each_clockwise() -> None:
    """camel-up/turn: one action a turn, in the order of the players."""
    state = play(GAME, new(), Bet("ana", "blue"), Bet("bo", "blue"))
    assert state.current == "cy"
    state = play(GAME, state, RaceBet("cy", "winner"))
    assert state.current == "ana"


def test_turn_out_of_order_refused() -> None:
    """camel-up/turn: only the player whose turn it is may act."""
    error = assert_refused(GAME, new(), Bet("bo", "blue"), OutOfTurnError, "camel-up/turn")
    assert error.code == "turn/out-of-order"
    assert_refused(GAME, new(), Bet("zed", "blue"), InvalidMoveError, "camel-up/turn")


# -- camel-up/leg-bet ------------------------------------------------------------------------


def test_leg_bet_takes_top_tile_5_3_2_then_none() -> None:
    """camel-up/leg-bet: 5, then 3, then 2; a colour with no tile left is refused."""
    state = play(GAME, new(), Bet("ana", "blue"), Bet("bo", "blue"), Bet("cy", "blue"))
    assert [p.leg_bets for p in state.players] == [(("blue", 5),), (("blue", 3),), (("blue", 2),)]
    assert state.leg_tiles_left("blue") == ()
    error = assert_refused(GAME, state, Bet("ana", "blue"), IllegalMoveError, "camel-up/leg-bet")
    assert error.code == "move/illegal"


def test_leg_bet_no_limit_per_player() -> None:
    """camel-up/leg-bet: a player may hold several tiles, of one colour too."""
    state = play(GAME, new(players=("ana", "bo")), Bet("ana", "blue"), Bet("bo", "green"))
    state = play(GAME, state, Bet("ana", "blue"), Bet("bo", "green"), Bet("ana", "white"))
    assert state.player("ana").leg_bets == (("blue", 5), ("blue", 3), ("white", 5))


# -- camel-up/desert-tile ------------------------------------------------------------------


def test_desert_tile_placement_rules() -> None:
    """camel-up/desert-tile: not space 1, not on a camel, not on or next to another tile."""
    state = new()
    assert_refused(GAME, state, Desert("ana", 1, "oasis"), IllegalMoveError, "camel-up/desert-tile")
    assert_refused(GAME, state, Desert("ana", 3, "oasis"), IllegalMoveError, "camel-up/desert-tile")
    assert_refused(
        GAME, state, Desert("ana", 17, "oasis"), InvalidMoveError, "camel-up/desert-tile"
    )
    assert_refused(GAME, state, Desert("ana", 0, "oasis"), InvalidMoveError, "camel-up/desert-tile")
    state = play(GAME, state, Desert("ana", 7, "mirage"))
    for space in (6, 7, 8):
        assert_refused(
            GAME, state, Desert("bo", space, "oasis"), IllegalMoveError, "camel-up/desert-tile"
        )
    state = play(GAME, state, Desert("bo", 9, "oasis"))
    assert [(t.space, t.side, t.owner) for t in state.tiles] == [
        (7, "mirage", "ana"),
        (9, "oasis", "bo"),
    ]
    assert_refused(GAME, state, Desert("cy", 8, "oasis"), IllegalMoveError, "camel-up/desert-tile")
    play(GAME, state, Desert("cy", 16, "oasis"))  # spaces 2 to 16


def test_desert_tile_moving_own_tile() -> None:
    """camel-up/desert-tile: the old place of one's own tile does not count; no no-op."""
    state = play(GAME, new(), Desert("ana", 7, "mirage"), Bet("bo", "blue"), Bet("cy", "blue"))
    moved = play(GAME, state, Desert("ana", 8, "oasis"))  # next to its own old place
    assert [(t.space, t.side) for t in moved.tiles] == [(8, "oasis")]
    flipped = play(GAME, state, Desert("ana", 7, "oasis"))
    assert [(t.space, t.side) for t in flipped.tiles] == [(7, "oasis")]
    assert_refused(
        GAME, state, Desert("ana", 7, "mirage"), IllegalMoveError, "camel-up/desert-tile"
    )


def test_desert_tile_oasis_pays_owner_and_lands_on_top() -> None:
    """camel-up/desert-tile: the owner earns 1 at once; oasis +1 on top of camels there."""
    state = at("3:blue 6:green", tiles=(DesertTile(5, "oasis", "bo"),))
    state = play(GAME, state, Roll("ana", "blue", 2))
    assert state.position.stack_at(6) == ("green", "blue")
    assert state.player("bo").money == 4 and state.player("bo").desert_coins == 1


def test_desert_tile_mirage_goes_underneath() -> None:
    """camel-up/desert-tile: mirage -1, the group goes under the camels there."""
    state = at("3:blue,white 4:green", tiles=(DesertTile(5, "mirage", "cy"),))
    state = play(GAME, state, Roll("ana", "blue", 2))
    assert state.position.stack_at(4) == ("blue", "white", "green")
    assert state.player("cy").money == 4


def test_desert_tile_mirage_back_to_the_start_space() -> None:
    """camel-up/desert-tile: after a 1 onto a mirage the group slides under those it left."""
    state = at("4:green,blue,white", tiles=(DesertTile(5, "mirage", "cy"),))
    state = play(GAME, state, Roll("ana", "blue", 1))
    assert state.position.stack_at(4) == ("blue", "white", "green")


def test_desert_tile_oasis_on_16_crosses_the_finish() -> None:
    """camel-up/desert-tile: an oasis on space 16 sends the group past the finish."""
    state = at("14:blue 1:green,yellow,orange,white", tiles=(DesertTile(16, "oasis", "cy"),))
    state = play(GAME, state, Roll("ana", "blue", 2))
    assert state.race_over and state.position.stack_at(17) == ("blue",)
    assert state.final is not None and state.final.winner_camel == "blue"
    assert state.legs[-1].players[2].desert_coins == 1


def test_desert_tiles_go_home_at_leg_end() -> None:
    """camel-up/desert-tile: the tiles stay until the end of the leg."""
    state = at("1:green,yellow,orange 3:blue,white", tiles=(DesertTile(10, "oasis", "bo"),))
    state = replace(state, dice_left=("blue",))
    state = play(GAME, state, Roll("ana", "blue", 1))
    assert state.tiles == ()


# -- camel-up/pyramid-tile ---------------------------------------------------------------------


def test_pyramid_tile_each_die_once_per_leg() -> None:
    """camel-up/pyramid-tile: a die already out this leg is refused; values 1 to 3 only."""
    state = play(GAME, new(), Roll("ana", "blue", 1))
    assert state.player("ana").pyramid_tiles == 1 and "blue" not in state.dice_left
    assert_refused(GAME, state, Roll("bo", "blue", 2), IllegalMoveError, "camel-up/pyramid-tile")
    for value in (0, 4):
        assert_refused(
            GAME, state, Roll("bo", "green", value), InvalidMoveError, "camel-up/pyramid-tile"
        )


# -- camel-up/movement ---------------------------------------------------------------------------


def test_movement_carries_camels_on_top() -> None:
    """camel-up/movement: a camel carries those above it; those below stay."""
    moved = move_camel(parse_position(START), (), "yellow", 3)
    assert format_position(moved.position) == "1:green 3:blue,white 4:yellow,orange"
    assert moved.group == ("yellow", "orange")


def test_movement_lands_on_top() -> None:
    """camel-up/movement: a group ending on camels is put on top of them."""
    moved = move_camel(parse_position(START), (), "orange", 2)
    assert moved.position.stack_at(3) == ("blue", "white", "orange")


# -- camel-up/ranking ------------------------------------------------------------------------------


def test_ranking_further_then_higher() -> None:
    """camel-up/ranking: further along is ahead; higher in a stack is ahead."""
    position = parse_position("2:white,yellow 5:green,blue,orange")
    assert position.ranking() == ("orange", "blue", "green", "yellow", "white")


# -- camel-up/race-bet ------------------------------------------------------------------------


def test_race_bet_each_colour_once_per_player() -> None:
    """camel-up/race-bet: one card per colour; face-down cards keep owner and order."""
    state = play(GAME, new(players=("ana", "bo")), RaceBet("ana", "winner", "blue"))
    state = play(GAME, state, RaceBet("bo", "winner"))
    assert state.winner_pile == (RaceCard("ana", "blue"), RaceCard("bo", None))
    assert_refused(
        GAME, state, RaceBet("ana", "loser", "blue"), IllegalMoveError, "camel-up/race-bet"
    )
    assert state.race_cards_left("ana") == ("green", "orange", "yellow", "white")


def test_race_bet_no_card_left() -> None:
    """camel-up/race-bet: five cards, then none."""
    state = at(START, loser_pile=tuple(RaceCard("ana", None) for _ in COLOURS))
    assert state.race_cards_in_hand("ana") == 0 and state.race_cards_left("ana") == COLOURS
    assert_refused(GAME, state, RaceBet("ana", "winner"), IllegalMoveError, "camel-up/race-bet")


# -- camel-up/leg-end --------------------------------------------------------------------------


def test_leg_end_after_fifth_die_resets_and_next_starter() -> None:
    """camel-up/leg-end: fifth die -> scoring, tiles back, dice back, next starter."""
    state = play(
        GAME,
        new(),
        Bet("ana", "orange"),
        Desert("bo", 8, "oasis"),
        Roll("cy", "blue", 1),
        Roll("ana", "green", 1),
        Roll("bo", "orange", 1),
        Roll("cy", "yellow", 1),
    )
    assert state.leg == 1 and len(state.dice_left) == 1
    state = play(GAME, state, Roll("ana", "white", 1))
    assert state.leg == 2 and state.dice_left == COLOURS and state.tiles == ()
    assert {c: v for c, v in state.leg_tiles} == {c: (5, 3, 2) for c in COLOURS}
    assert all(p.pyramid_tiles == 0 and p.leg_bets == () for p in state.players)
    assert state.current == "bo" and state.players[state.leg_starter].name == "bo"
    assert state.legs[0].next_player == "bo"


# -- camel-up/leg-scoring ------------------------------------------------------------------------


def test_leg_scoring_first_second_other_pyramid() -> None:
    """camel-up/leg-scoring: face value for the leader, +1 second, -1 other, +1 pyramid."""
    state = at(
        "4:green 6:blue 7:orange,white,yellow",
        dice_left=("green",),
        players=(
            Player("ana", 3, (("yellow", 5), ("white", 3), ("blue", 5)), 1),
            Player("bo", 3, (("yellow", 3), ("yellow", 2)), 0),
            Player("cy", 3, (), 0),
        ),
    )
    state = play(GAME, state, Roll("ana", "green", 1))  # green 4 -> 5, still last
    result = state.legs[0]
    assert (result.first, result.second) == ("yellow", "white")
    assert [p.net for p in result.players] == [5 + 1 - 1 + 2, 3 + 2, 0]
    assert [p.money for p in state.players] == [10, 8, 3]


def test_leg_scoring_clamped_at_zero_as_one_net_amount() -> None:
    """camel-up/leg-scoring: one net amount per player, never below 0."""
    state = at(
        "4:green 6:blue 7:orange,white,yellow",
        dice_left=("green",),
        players=(
            Player("ana", 1, (("green", 5), ("blue", 5), ("orange", 5), ("yellow", 3)), 0),
            Player("bo", 0, (("green", 3),), 0),
        ),
    )
    state = play(GAME, state, Roll("ana", "green", 1))
    assert [(p.net, p.after) for p in state.legs[0].players] == [(-3 + 3 + 1, 2), (-1, 0)]


# -- camel-up/race-end ---------------------------------------------------------------------------


def test_race_end_scores_the_leg_at_once_and_stops_play() -> None:
    """camel-up/race-end: past 16 the race stops, the leg is scored with dice left."""
    state = at(
        "5:green 14:yellow,blue 15:orange,white",
        players=(Player("ana", 3, (("blue", 5),)), Player("bo", 3, (("orange", 5),))),
    )
    state = play(GAME, state, Roll("ana", "yellow", 3))
    assert state.race_over and state.current is None
    assert state.position.stack_at(17) == ("yellow", "blue")
    assert state.legs[-1].ended_by == "finish"
    assert (state.legs[-1].first, state.legs[-1].second) == ("blue", "yellow")
    assert [p.money for p in state.players] == [3 + 5 + 1, 3 - 1]
    assert state.final is not None
    assert (state.final.winner_camel, state.final.loser_camel) == ("blue", "green")
    error = assert_refused(GAME, state, Bet("bo", "blue"), GameOverError, "camel-up/race-end")
    assert error.code == "game/over"


# -- camel-up/final-scoring -------------------------------------------------------------------


def test_final_scoring_payouts_in_pile_order() -> None:
    """camel-up/final-scoring: 8, 5, 3, 2, then 1; wrong cards -1; winner pile first."""
    assert [race_payout(n) for n in range(1, 8)] == [8, 5, 3, 2, 1, 1, 1]
    names = ("a", "b", "c", "d", "e", "f")
    winner = (*tuple(RaceCard(n, "blue") for n in names[:5]), RaceCard("f", "green"))
    loser = (RaceCard("f", "white"), RaceCard("a", "white"))
    state = at(
        "1:white,green,orange,yellow 15:blue", players=names, winner_pile=winner, loser_pile=loser
    )
    state = play(GAME, state, Roll("a", "blue", 2))
    assert state.final is not None
    assert [c.amount for c in state.final.cards] == [8, 5, 3, 2, 1, -1, 8, 5]
    leg_money = {p.name: p.after for p in state.legs[-1].players}
    assert leg_money["a"] == 4  # the pyramid tile
    assert dict(state.final.money) == {
        "a": 4 + 8 + 5,
        "b": 8,
        "c": 6,
        "d": 5,
        "e": 4,
        "f": 3 - 1 + 8,
    }


def test_final_scoring_penalty_waived_at_zero_card_by_card() -> None:
    """camel-up/final-scoring: each wrong card costs 1, never below 0, in pile order."""
    state = at(
        "1:white,green,orange,yellow 15:blue",
        players=(Player("ana", 0), Player("bo", 0)),
        winner_pile=(RaceCard("bo", "green"), RaceCard("bo", "blue")),
        loser_pile=(RaceCard("bo", "orange"),),
    )
    state = play(GAME, state, Roll("ana", "blue", 3))
    assert state.final is not None
    assert [(c.amount, c.paid, c.money_after) for c in state.final.cards] == [
        (-1, 0, 0),
        (8, 8, 8),
        (-1, -1, 7),
    ]


def test_final_scoring_most_money_wins_ties_share() -> None:
    """camel-up/final-scoring: the most money wins; a tie shares the win."""
    assert winners([("ana", 9), ("bo", 12), ("cy", 12)]) == ("bo", "cy")
    assert winners([("ana", 9), ("bo", 8)]) == ("ana",)


# -- camel-up/money ---------------------------------------------------------------------------


def test_money_starts_at_three_and_never_drops_below_zero() -> None:
    """camel-up/money: 3 coins each; nobody owes money."""
    state = at(
        "1:green 2:blue 3:orange 4:white 5:yellow",
        dice_left=("green",),
        players=(Player("ana", 0, (("blue", 5), ("orange", 5))), Player("bo")),
    )
    state = play(GAME, state, Roll("ana", "green", 1))
    assert state.player("ana").money == 0
    assert new().player("bo").money == 3


# -- camel-up/reveal ----------------------------------------------------------------------------


def finished_with_face_down() -> State:
    state = at(
        "1:white,green,orange,yellow 15:blue",
        winner_pile=(RaceCard("ana", None), RaceCard("bo", "blue"), RaceCard("cy", None)),
        loser_pile=(RaceCard("bo", None),),
    )
    return play(GAME, state, Roll("ana", "blue", 3))


def test_reveal_before_the_end_is_refused() -> None:
    """camel-up/reveal: the piles are turned over only after the race."""
    state = play(GAME, new(), RaceBet("ana", "winner"))
    assert_refused(
        GAME, state, Reveal(None, "winner", ("blue",)), IllegalMoveError, "camel-up/reveal"
    )


def test_reveal_then_final_scoring() -> None:
    """camel-up/reveal: colours in placement order; the final scoring follows the last one."""
    state = finished_with_face_down()
    assert state.race_over and state.final is None and state.face_down() == 3
    assert_refused(
        GAME, state, Reveal(None, "winner", ("blue",)), IllegalMoveError, "camel-up/reveal"
    )
    assert_refused(
        GAME, state, Reveal("ana", "loser", ("blue",)), IllegalMoveError, "camel-up/reveal"
    )
    state = play(GAME, state, Reveal(None, "winner", ("blue", "green")))
    assert state.final is None
    assert [c.colour for c in state.winner_pile] == ["blue", "blue", "green"]
    state = play(GAME, state, Reveal("bo", "loser", ("white",)))
    assert state.final is not None and state.finished
    assert [c.amount for c in state.final.cards] == [8, 5, -1, 8]
    assert_refused(
        GAME, state, Reveal(None, "loser", ("white",)), GameOverError, "camel-up/race-end"
    )


def test_reveal_checks_colours_differ_per_player() -> None:
    """camel-up/reveal: a player cannot turn out to have two cards of one colour."""
    state = finished_with_face_down()
    assert_refused(
        GAME, state, Reveal("bo", "loser", ("blue",)), IllegalMoveError, "camel-up/race-bet"
    )


def test_game_protocol_round_trip() -> None:
    """camel-up/turn: moves round-trip through JSON with a player key; describe is English."""
    moves: list[Move] = [
        Bet("ana", "blue"),
        Desert("bo", 7, "mirage"),
        Roll("cy", "white", 3),
        RaceBet("ana", "winner"),
        RaceBet("ana", "loser", "green"),
        Reveal(None, "winner", ("blue", "green")),
        Reveal("bo", "loser", ("white",)),
    ]
    for move in moves:
        data = GAME.move_to_json(move)
        assert "player" in data
        assert GAME.move_from_json(data) == move
        assert GAME.describe(move).english()
    with pytest.raises(InvalidMoveError):
        GAME.move_from_json({"type": "dance", "player": "ana"})
