"""One test (or a few) per rule section of rulebooks/ramses.yaml; each names the rule id."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from helpers import assert_refused, play

from assistant.games.base import (
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    OutOfTurnError,
    SetupError,
)
from assistant.games.ramses import GAME, State
from assistant.games.ramses.chance import TREASURE_WORDS
from assistant.games.ramses.moves import (
    CardSpec,
    Duel,
    Found,
    Miss,
    Reveal,
    Scorpion,
    Special,
    Token,
    parse_card,
    reveal_words,
)
from assistant.games.ramses.rules import edits, in_full
from assistant.games.ramses.scoring import score as score_json

TREASURES = list(TREASURE_WORDS)


def new(mode: str = "base", players: Iterable[str] = ("ana", "bo", "cy")) -> State:
    return GAME.initial_state({"mode": mode, "players": list(players)})


def win(state: State, value: int = 1, treasure: str | None = None) -> State:
    """The current player reveals a card and finds it at once."""
    player = GAME.current_player(state)
    assert player is not None
    word = treasure or TREASURES[state.drawn % len(TREASURES)]
    return play(GAME, state, Reveal(player, value, word), Found(player))


def cards_of(state: State, name: str) -> list[tuple[str, int]]:
    return [(c.treasure, c.value) for c in state.seats[state.index(name)].cards]


def to_deck_two(state: State) -> State:
    """Ten cards won in turn order: the next card comes from the deck marked 2."""
    for _ in range(10):
        state = win(state)
    assert state.back == 2
    return state


# -- ramses/setup ----------------------------------------------------------------------------


def test_setup_players_two_to_five() -> None:
    """ramses/setup: the base and advanced games take 2 to 5 players."""
    assert GAME.players(new(players=["ana", "bo"])) == ("ana", "bo")
    assert len(GAME.players(new("advanced", ["a", "b", "c", "d", "e"]))) == 5
    for players in (["ana"], ["a", "b", "c", "d", "e", "f"]):
        with pytest.raises(SetupError) as info:
            new(players=players)
        assert info.value.rule == "ramses/setup"


def test_setup_names_distinct_and_mode_known() -> None:
    """ramses/setup: one name per player, a known kind of game."""
    with pytest.raises(SetupError):
        new(players=["ana", "ANA"])
    with pytest.raises(SetupError):
        new(players=["ana", " "])
    with pytest.raises(SetupError):
        GAME.initial_state({"mode": "expert", "players": ["a", "b"]})


def test_setup_first_named_begins() -> None:
    """ramses/setup: the first player named begins; nothing is drawn yet."""
    state = new()
    assert GAME.current_player(state) == "ana"
    assert state.drawn == 0 and state.back == 1 and state.target is None


# -- ramses/cards and ramses/components ---------------------------------------------------------


def test_cards_values_one_to_four() -> None:
    """ramses/cards: a card is worth 1 to 4."""
    state = new()
    for bad in (0, 5):
        assert_refused(GAME, state, Reveal("ana", bad, "crown"), InvalidMoveError, "ramses/cards")
    assert play(GAME, state, Reveal("ana", 4, "crown")).target is not None


def test_cards_treasure_spelling_is_remembered() -> None:
    """ramses/cards: case and accents do not matter; the first spelling stays."""
    state = play(GAME, new(), Reveal("ana", 2, "Crâne d'or"), Found("ana"))
    state = play(GAME, state, Reveal("bo", 3, "  crane   D'OR "), Found("bo"))
    assert state.treasures == ("Crâne d'or",)
    assert cards_of(state, "bo") == [("Crâne d'or", 3)]


def test_cards_deck_back_follows_the_count() -> None:
    """ramses/cards: cards 1-10 come from deck 1, 11-20 from deck 2, 21-30 from deck 3."""
    state = new()
    backs = []
    for _ in range(30):
        backs.append(state.back)
        state = win(state)
    assert backs == [1] * 10 + [2] * 10 + [3] * 10
    assert state.back is None and GAME.is_finished(state)


def test_components_twelve_treasures_at_most() -> None:
    """ramses/components: the board hides 12 treasures; a 13th word is refused."""
    state = new()
    for word in TREASURES:
        state = win(state, 1, word)
    thirteenth = Reveal("ana", 1, "crowns", new=True)  # the table insists it is new
    error = assert_refused(GAME, state, thirteenth, IllegalMoveError, "ramses/components")
    assert "crowns" in str(error)
    assert (
        play(GAME, state, Reveal(GAME.current_player(state) or "", 1, "CROWN")).target is not None
    )


def test_cards_a_typo_is_not_a_new_treasure() -> None:
    """ramses/cards: a name a short edit away from a treasure seen is refused as a typo,
    with the treasure it probably means, unless the move says the treasure is new."""
    state = play(GAME, new(), Reveal("ana", 2, "collier"), Found("ana"))
    for typo in ("colier", "Collierr", "cllier", "clolier"):
        error = assert_refused(GAME, state, Reveal("bo", 4, typo), IllegalMoveError, "ramses/cards")
        assert "did you mean collier?" in str(error)
    assert state.treasures == ("collier",)
    after = play(GAME, state, Reveal("bo", 4, "colier", new=True))
    assert after.treasures == ("collier", "colier")
    # names further apart, and long names two edits apart, are new without a word
    state = play(GAME, state, Reveal("bo", 1, "vase"), Found("bo"))
    assert play(GAME, state, Reveal("cy", 1, "mask")).treasures == ("collier", "vase", "mask")
    state = play(GAME, state, Reveal("cy", 1, "bracelet"), Found("cy"))
    assert_refused(GAME, state, Reveal("ana", 1, "bracleet"), IllegalMoveError, "ramses/cards")
    assert_refused(GAME, state, Reveal("ana", 1, "braceletss"), IllegalMoveError, "ramses/cards")
    assert play(GAME, state, Reveal("ana", 1, "bracken")).target is not None


def test_cards_a_typo_is_refused_for_cards_drawn_by_a_special_action() -> None:
    """ramses/cards: the typo check also covers a card drawn by a scorpion or a duel."""
    state = play(GAME, new(players=["ana", "bo"]), Reveal("ana", 1, "collier"), Found("ana"))
    while state.drawn < 10:  # ana wins every card; bo has none
        state = play(GAME, state, Reveal("bo", 1, "collier"), Miss("bo"), Found("ana"))
    assert GAME.current_player(state) == "bo" and cards_of(state, "bo") == []
    sting = play(GAME, state, Special("bo", "scorpion"))
    assert_refused(
        GAME, sting, Scorpion("bo", drawn=CardSpec("colier", 2)), IllegalMoveError, "ramses/cards"
    )
    after = play(GAME, sting, Scorpion("bo", drawn=CardSpec("colier", 2), new=True))
    assert ("colier", 2) in cards_of(after, "ana")
    duel = play(GAME, state, Special("bo", "duel"))
    stakes = (("bo", CardSpec("colier", 3)), ("ana", CardSpec("collier")))
    assert_refused(GAME, duel, Duel("ana", stakes, "ana"), IllegalMoveError, "ramses/cards")
    assert play(GAME, duel, Duel("ana", stakes, "ana", new=True)).treasures == ("collier", "colier")


def test_cards_edit_distance() -> None:
    """ramses/cards: one edit is an insertion, a deletion, a change or two letters swapped."""
    assert [edits(a, b) for a, b in [("colier", "collier"), ("collier", "cloiler")]] == [1, 2]
    assert [edits(a, b) for a, b in [("vase", "vsae"), ("", "ab"), ("mask", "vase")]] == [1, 2, 2]


def test_cards_parse_card_notation() -> None:
    """ramses/cards: a card is named `crown`, `crown:3` or `3:crown`."""
    assert parse_card("crown") == CardSpec("crown")
    assert parse_card("crown:3") == CardSpec("crown", 3)
    assert parse_card(" 3 : golden  mask ") == CardSpec("golden mask", 3)
    with pytest.raises(InvalidMoveError):
        parse_card("  ")


# -- ramses/turn ------------------------------------------------------------------------------


def test_turn_found_wins_card_and_passes_left() -> None:
    """ramses/turn: the target found, the player keeps the card; the next player plays."""
    state = play(GAME, new(), Reveal("ana", 3, "crown"), Found("ana"))
    assert cards_of(state, "ana") == [("crown", 3)]
    assert state.target is None and GAME.current_player(state) == "bo"


def test_turn_miss_passes_left_and_card_stays() -> None:
    """ramses/turn: a wrong treasure ends the turn; the same card is still sought."""
    state = play(GAME, new(), Reveal("ana", 3, "crown"), Miss("ana"), Miss("bo"), Miss("cy"))
    assert GAME.current_player(state) == "ana"
    assert state.target is not None and state.target.treasure == "crown"
    state = play(GAME, state, Found("ana"))
    assert GAME.current_player(state) == "bo"


def test_turn_only_the_current_player_acts() -> None:
    """ramses/turn: anyone but the player whose turn it is is refused."""
    state = new()
    assert_refused(GAME, state, Reveal("bo", 1, "crown"), OutOfTurnError, "ramses/turn")
    state = play(GAME, state, Reveal("ana", 1, "crown"))
    assert_refused(GAME, state, Found("cy"), OutOfTurnError, "ramses/turn")
    assert_refused(GAME, state, Miss("bo"), OutOfTurnError, "ramses/turn")
    assert_refused(GAME, state, Found("zed"), InvalidMoveError, "ramses/turn")


def test_turn_one_card_face_up_at_a_time() -> None:
    """ramses/turn: a card is revealed only when none is face up; found needs one."""
    state = new()
    assert_refused(GAME, state, Found("ana"), IllegalMoveError, "ramses/turn")
    assert_refused(GAME, state, Miss("ana"), IllegalMoveError, "ramses/turn")
    state = play(GAME, state, Reveal("ana", 1, "crown"))
    assert_refused(GAME, state, Reveal("ana", 2, "vase"), IllegalMoveError, "ramses/turn")


# -- ramses/special-actions -----------------------------------------------------------------------


def test_special_actions_start_with_deck_two() -> None:
    """ramses/special-actions: none on deck 1 cards; allowed for the 11th card."""
    state = new()
    for _ in range(9):
        state = win(state)
    assert_refused(
        GAME, state, Special("ana", "sandstorm"), IllegalMoveError, "ramses/special-actions"
    )
    state = win(state)
    player = GAME.current_player(state) or ""
    assert play(GAME, state, Special(player, "sandstorm")).special == "sandstorm"


def test_special_actions_before_the_card_is_turned_once() -> None:
    """ramses/special-actions: only before the reveal, once per card, by the player to act."""
    state = to_deck_two(new())
    player = GAME.current_player(state) or ""
    other = state.seats[state.left_of(state.turn)].name
    assert_refused(GAME, state, Special(other, "sandstorm"), OutOfTurnError, "ramses/turn")
    state = play(GAME, state, Special(player, "strength"))
    assert_refused(
        GAME, state, Special(player, "sandstorm"), IllegalMoveError, "ramses/special-actions"
    )
    state = play(GAME, state, Reveal(player, 2, "crown"))
    assert_refused(GAME, state, Special(player, "duel"), IllegalMoveError, "ramses/special-actions")
    assert_refused(
        GAME, state, Special(player, "flood"), InvalidMoveError, "ramses/special-actions"
    )


def test_sandstorm_changes_nothing_scored() -> None:
    """ramses/sandstorm: logged and explained; turn, cards and score unchanged."""
    state = to_deck_two(new())
    player = GAME.current_player(state) or ""
    after = play(GAME, state, Special(player, "sandstorm"))
    assert after.turn == state.turn and after.seats == state.seats
    assert GAME.state_json(after)["score"] == GAME.state_json(state)["score"]
    after = play(GAME, after, Reveal(player, 3, "crown"), Found(player))
    assert after.special is None


def test_strength_changes_nothing_scored() -> None:
    """ramses/strength: the card is revealed; play goes on as usual until it is found."""
    state = to_deck_two(new())
    player = GAME.current_player(state) or ""
    state = play(GAME, state, Special(player, "strength"), Reveal(player, 3, "crown"), Miss(player))
    assert state.special == "strength"
    finder = GAME.current_player(state) or ""
    state = play(GAME, state, Found(finder))
    assert state.special is None and ("crown", 3) in cards_of(state, finder)


# -- ramses/scorpion --------------------------------------------------------------------------


def scorpion_ready() -> State:
    state = to_deck_two(new())  # ana, bo, cy won cards in turn; ana to play
    assert GAME.current_player(state) == "bo"
    return play(GAME, state, Special("bo", "scorpion"))


def test_scorpion_stung_gives_card_to_right_neighbour() -> None:
    """ramses/scorpion: the stung player gives a won card to the right-hand neighbour."""
    state = scorpion_ready()
    card = cards_of(state, "cy")[0]
    before = len(cards_of(state, "bo"))
    state = play(GAME, state, Scorpion("cy", give=CardSpec(card[0])))
    assert len(cards_of(state, "bo")) == before + 1 and card in cards_of(state, "bo")
    assert GAME.current_player(state) == "ana"  # left of cy, the stung player
    assert state.special == "scorpion" and state.phase == "play"
    assert_refused(GAME, state, Special("ana", "duel"), IllegalMoveError, "ramses/special-actions")
    state = play(GAME, state, Reveal("ana", 2, "crown"))
    assert state.drawn == 11


def test_scorpion_no_card_neighbour_takes_top_card() -> None:
    """ramses/scorpion: a stung player with no card: the right neighbour takes the top card."""
    state = new(players=["ana", "bo", "cy", "dan"])
    for _ in range(10):  # ana, bo, cy win in turn; dan always misses
        player = GAME.current_player(state) or ""
        if player == "dan":
            state = play(GAME, state, Reveal("dan", 1, "crown"), Miss("dan"))
            state = play(GAME, state, Found(GAME.current_player(state) or ""))
        else:
            state = win(state)
    assert cards_of(state, "dan") == []
    player = GAME.current_player(state) or ""
    state = play(GAME, state, Special(player, "scorpion"))
    assert_refused(
        GAME, state, Scorpion("dan", give=CardSpec("crown")), IllegalMoveError, "ramses/scorpion"
    )
    assert_refused(GAME, state, Scorpion("dan"), InvalidMoveError, "ramses/scorpion")
    assert_refused(
        GAME, state, Scorpion("dan", drawn=CardSpec("vase")), InvalidMoveError, "ramses/scorpion"
    )
    drawn = state.drawn
    state = play(GAME, state, Scorpion("dan", drawn=CardSpec("vase", 2)))
    assert cards_of(state, "cy")[-1] == ("vase", 2)
    assert state.drawn == drawn + 1 and state.special is None
    assert GAME.current_player(state) == "ana"


def test_scorpion_card_stays_face_down_until_resolved() -> None:
    """ramses/scorpion: no reveal, found or miss while the scorpion is loose."""
    state = scorpion_ready()
    assert_refused(GAME, state, Reveal("bo", 1, "crown"), IllegalMoveError, "ramses/scorpion")
    assert_refused(GAME, state, Found("bo"), IllegalMoveError, "ramses/scorpion")
    assert_refused(GAME, new(), Scorpion("ana"), IllegalMoveError, "ramses/scorpion")


def test_scorpion_card_must_be_named_clearly() -> None:
    """ramses/scorpion: a card not held is refused; two values of one treasure need a value."""
    state = to_deck_two(new())
    # give cy a second vase with another value, then a scorpion stings cy
    state = play(GAME, state, Reveal("bo", 4, "vase"), Miss("bo"), Found("cy"))
    state = play(GAME, state, Special("ana", "scorpion"))
    cy = cards_of(state, "cy")
    assert ("vase", 4) in cy and ("vase", 1) in cy
    assert_refused(
        GAME, state, Scorpion("cy", give=CardSpec("vase")), InvalidMoveError, "ramses/scorpion"
    )
    assert_refused(
        GAME, state, Scorpion("cy", give=CardSpec("sword")), IllegalMoveError, "ramses/scorpion"
    )
    assert_refused(
        GAME, state, Scorpion("cy", give=CardSpec("vase", 3)), IllegalMoveError, "ramses/scorpion"
    )
    assert_refused(GAME, state, Scorpion("cy"), InvalidMoveError, "ramses/scorpion")
    state = play(GAME, state, Scorpion("cy", give=CardSpec("VASE", 4)))
    assert ("vase", 4) in cards_of(state, "bo")


def test_scorpion_two_players_and_prefix() -> None:
    """ramses/scorpion: with two players the right-hand neighbour is the other player."""
    state = to_deck_two(new(players=["ana", "bo"]))
    state = play(GAME, state, Special("ana", "scorpion"), Scorpion("ana", give=CardSpec("vas")))
    assert ("vase", 1) in cards_of(state, "bo")
    assert GAME.current_player(state) == "bo"


# -- ramses/duel ------------------------------------------------------------------------------


def duel_ready(players: Iterable[str] = ("ana", "bo", "cy")) -> State:
    state = to_deck_two(new(players=players))
    player = GAME.current_player(state) or ""
    return play(GAME, state, Special(player, "duel"))


def test_duel_winner_takes_both_stakes() -> None:
    """ramses/duel: the player to act and the left neighbour stake; the winner takes both."""
    state = duel_ready()  # bo to act: bo against cy
    assert state.duellists == (1, 2)
    bo, cy = cards_of(state, "bo"), cards_of(state, "cy")
    stakes = (("bo", CardSpec(bo[0][0])), ("cy", CardSpec(cy[0][0])))
    after = play(GAME, state, Duel("cy", stakes, "cy"))
    assert len(cards_of(after, "cy")) == len(cy) + 1
    assert len(cards_of(after, "bo")) == len(bo) - 1
    assert bo[0] in cards_of(after, "cy")
    assert GAME.current_player(after) == "ana"  # left of cy, who slid last
    assert after.drawn == state.drawn and after.special == "duel"


def test_duel_loser_slid_last() -> None:
    """ramses/duel: play goes on to the left of the duellist who slid last (--player)."""
    state = duel_ready()
    bo, cy = cards_of(state, "bo"), cards_of(state, "cy")
    stakes = (("bo", CardSpec(bo[0][0])), ("cy", CardSpec(cy[0][0])))
    after = play(GAME, state, Duel("bo", stakes, "cy"))
    assert GAME.current_player(after) == "cy"


def test_duel_rules_on_stakes_and_players() -> None:
    """ramses/duel: two duellists, different treasures, a winner among them."""
    state = duel_ready()
    bo, cy = cards_of(state, "bo"), cards_of(state, "cy")
    good = (("bo", CardSpec(bo[0][0])), ("cy", CardSpec(cy[0][0])))
    assert_refused(GAME, state, Duel("ana", good, "bo"), OutOfTurnError, "ramses/duel")
    assert_refused(GAME, state, Duel("bo", good, "ana"), IllegalMoveError, "ramses/duel")
    assert_refused(GAME, state, Duel("bo", good[:1], "bo"), IllegalMoveError, "ramses/duel")
    wrong = (("bo", CardSpec(bo[0][0])), ("ana", CardSpec("crown")))
    assert_refused(GAME, state, Duel("bo", wrong, "bo"), IllegalMoveError, "ramses/duel")
    same = play(
        GAME,
        new(players=["ana", "bo"]),
        *[
            m
            for v in range(10)
            for m in (
                Reveal("ana" if v % 2 == 0 else "bo", 1, "crown"),
                Found("ana" if v % 2 == 0 else "bo"),
            )
        ],
    )
    off = GAME.step(same, Special("ana", "duel"))  # only crowns between them: called off
    assert off.events[0].code == "duel/called-off"
    assert_refused(GAME, new(), Duel("ana", good, "ana"), IllegalMoveError, "ramses/duel")
    assert_refused(GAME, state, Reveal("bo", 2, "crown"), IllegalMoveError, "ramses/duel")


def test_duel_same_treasure_refused() -> None:
    """ramses/duel: the two stakes must show different treasures."""
    state = to_deck_two(new(players=["ana", "bo"]))
    state = play(GAME, state, Reveal("ana", 3, "vase"), Miss("ana"), Found("bo"))
    state = play(GAME, state, Special("ana", "duel"))
    stakes = (("ana", CardSpec("vase")), ("bo", CardSpec("vase", 3)))
    assert_refused(GAME, state, Duel("ana", stakes, "ana"), IllegalMoveError, "ramses/duel")


def test_duel_called_off_when_both_hold_one_treasure() -> None:
    """ramses/duel: both duellists hold cards of one treasure only: the duel card shows and
    the duel is called off at once; the duel card is turned face up and play goes on."""
    state = play(GAME, new(players=["ana", "bo"]), Reveal("ana", 1, "crown"), Found("ana"))
    while state.drawn < 10:
        player = GAME.current_player(state) or ""
        state = play(GAME, state, Reveal(player, 2, "crown"), Found(player))
    assert GAME.current_player(state) == "ana"
    step = GAME.step(state, Special("ana", "duel"))
    after = step.state
    assert [e.code for e in step.events] == ["duel/called-off", "next/reveal"]
    assert step.events[0].data == {"duellists": ["ana", "bo"]}
    assert after.phase == "play" and after.special == "duel" and after.drawn == 10
    assert GAME.current_player(after) == "ana"
    assert_refused(GAME, after, Special("ana", "duel"), IllegalMoveError, "ramses/special-actions")
    after = play(GAME, after, Reveal("ana", 3, "vase"))  # the duel card, face up
    assert after.target is not None and after.drawn == 11


def test_duel_called_off_when_the_card_drawn_shows_the_other_treasure() -> None:
    """ramses/duel: a duellist without cards draws from under the duel card a card of the
    only treasure the other holds: the duel is called off (recorded without --winner), the
    card goes back and the game is not stuck."""
    state = play(GAME, new(players=["ana", "bo"]), Reveal("ana", 1, "crown"), Found("ana"))
    while state.drawn < 10:
        state = play(GAME, state, Reveal("bo", 1, "crown"), Miss("bo"), Found("ana"))
    state = play(GAME, state, Special("bo", "duel"))
    stakes = (("bo", CardSpec("crown", 3)), ("ana", CardSpec("crown")))
    error = assert_refused(GAME, state, Duel("bo", stakes, "bo"), IllegalMoveError, "ramses/duel")
    assert "Record it without --winner" in str(error)
    step = GAME.step(state, Duel("bo", stakes, None))
    after = step.state
    assert [e.code for e in step.events] == ["duel/called-off", "next/reveal"]
    assert after.phase == "play" and after.special == "duel"
    assert after.drawn == state.drawn  # the card drawn went back under the duel card
    assert cards_of(after, "bo") == [] and len(cards_of(after, "ana")) == len(
        cards_of(state, "ana")
    )
    assert GAME.current_player(after) == "bo"
    after = play(GAME, after, Reveal("bo", 2, "vase"), Found("bo"))
    assert cards_of(after, "bo") == [("vase", 2)]


def test_duel_that_can_be_fought_needs_a_winner_and_different_stakes() -> None:
    """ramses/duel: a duellist holding another treasure must stake it; without --winner a
    duel that could be fought is refused."""
    state = to_deck_two(new(players=["ana", "bo"]))
    state = play(GAME, state, Reveal("ana", 3, "vase"), Miss("ana"), Found("bo"))
    state = play(GAME, state, Special("ana", "duel"))
    fought = (("ana", CardSpec("crown")), ("bo", CardSpec("vase", 3)))
    error = assert_refused(GAME, state, Duel("ana", fought, None), InvalidMoveError, "ramses/duel")
    assert "--winner" in str(error)
    same = (("ana", CardSpec("vase")), ("bo", CardSpec("vase", 3)))  # ana could stake a crown
    assert_refused(GAME, state, Duel("ana", same, None), IllegalMoveError, "ramses/duel")


def test_duel_without_card_stakes_card_under_duel_card() -> None:
    """ramses/duel: a duellist with no card stakes the card under the duel card."""
    state = play(GAME, new(players=["ana", "bo"]), Reveal("ana", 1, "crown"), Found("ana"))
    while state.drawn < 10:
        state = play(GAME, state, Reveal("bo", 1, "crown"), Miss("bo"), Found("ana"))
    assert cards_of(state, "bo") == [] and GAME.current_player(state) == "bo"
    state = play(GAME, state, Special("bo", "duel"))
    no_value = (("bo", CardSpec("lamp")), ("ana", CardSpec("crown")))
    assert_refused(GAME, state, Duel("bo", no_value, "bo"), InvalidMoveError, "ramses/duel")
    stakes = (("bo", CardSpec("lamp", 3)), ("ana", CardSpec("crown")))
    after = play(GAME, state, Duel("bo", stakes, "bo"))
    assert cards_of(after, "bo") == [("lamp", 3), ("crown", 1)]
    assert after.drawn == state.drawn + 1  # the card under the duel card
    assert GAME.current_player(after) == "ana"
    after = play(GAME, after, Reveal("ana", 2, "vase"))  # the duel card itself
    assert after.drawn == state.drawn + 2


def test_duel_impossible_without_cards_left() -> None:
    """ramses/duel: no card under the duel card for an empty-handed duellist: refused."""
    state = new(players=["ana", "bo"])
    while state.drawn < 29:
        player = GAME.current_player(state) or ""
        if player == "bo":
            state = play(GAME, state, Reveal("bo", 1, "crown"), Miss("bo"), Found("ana"))
        else:
            state = win(state, 1, "crown")
    assert cards_of(state, "bo") == [] and GAME.current_player(state) == "bo"
    assert_refused(GAME, state, Special("bo", "duel"), IllegalMoveError, "ramses/duel")


# -- ramses/end -------------------------------------------------------------------------------


def finish(state: State, winners_of: list[tuple[str, int]]) -> State:
    """Play the 30 cards: card i is won by winners_of[i] (name, value)."""
    for name, value in winners_of:
        while GAME.current_player(state) != name:
            if state.target is None:
                state = play(GAME, state, Reveal(GAME.current_player(state) or "", value, "crown"))
            state = play(GAME, state, Miss(GAME.current_player(state) or ""))
        if state.target is None:
            state = play(GAME, state, Reveal(name, value, "crown"))
        state = play(GAME, state, Found(name))
    return state


def test_end_most_points_wins() -> None:
    """ramses/end: the game ends with the 30th card; most points wins."""
    plan = [("ana", 4)] * 10 + [("bo", 1)] * 15 + [("cy", 1)] * 5
    state = finish(new(), plan)
    assert GAME.is_finished(state) and GAME.current_player(state) is None
    score = score_json(state)
    assert score["finished"] and score["winners"] == ["ana"]
    assert [(p["points"], p["cards"]) for p in score["players"]] == [(40, 10), (15, 15), (5, 5)]


def test_end_tie_broken_by_cards_then_shared() -> None:
    """ramses/end: tied on points, more cards wins; still tied, the win is shared."""
    plan = [("ana", 4)] * 5 + [("bo", 2)] * 10 + [("cy", 1)] * 15
    score = score_json(finish(new(), plan))
    assert [p["points"] for p in score["players"]] == [20, 20, 15]
    assert score["winners"] == ["bo"]
    plan = [("ana", 2)] * 10 + [("bo", 2)] * 10 + [("cy", 1)] * 10
    assert score_json(finish(new(), plan))["winners"] == ["ana", "bo"]


def test_end_finished_game_refuses_moves() -> None:
    """ramses/end: once the last card is won, every move is refused with game/over."""
    state = finish(new(), [("ana", 1)] * 30)
    for move in (
        Reveal("ana", 1, "crown"),
        Found("ana"),
        Miss("bo"),
        Special("ana", "sandstorm"),
        Scorpion("bo"),
        Token("ana", "mummy"),
    ):
        error = assert_refused(GAME, state, move, GameOverError, "ramses/end")
        assert error.code == "game/over"


# -- advanced: ramses/scarab, ramses/tokens, ramses/mummy, ramses/egyptologists -----------------


def test_scarab_twice_then_refused() -> None:
    """ramses/scarab: two uses per player, the turn goes on; a third use is refused."""
    state = play(GAME, new("advanced"), Reveal("ana", 2, "crown"))
    state = play(GAME, state, Miss("ana", scarab=True), Miss("ana", scarab=True))
    assert GAME.current_player(state) == "ana"
    assert state.seats[0].scarabs_used == 2
    assert_refused(GAME, state, Miss("ana", scarab=True), IllegalMoveError, "ramses/scarab")
    state = play(GAME, state, Miss("ana"), Miss("bo", scarab=True))
    assert GAME.state_json(state)["players"][1]["scarabs_left"] == 1


def test_scarab_third_use_says_to_type_miss() -> None:
    """ramses/scarab: the refusal of a third use tells the table what to record instead."""
    state = play(GAME, new("advanced"), Reveal("ana", 2, "crown"))
    state = play(GAME, state, Miss("ana", scarab=True), Miss("ana", scarab=True))
    error = assert_refused(GAME, state, Miss("ana", scarab=True), IllegalMoveError, "ramses/scarab")
    assert "`assistant ramses miss`" in str(error)


def test_scarab_only_in_the_advanced_game() -> None:
    """ramses/scarab: scarabs belong to the advanced game."""
    for mode, players in (("base", ["ana", "bo"]), ("solo", ["ana"])):
        state = play(GAME, new(mode, players), Reveal("ana", 1, "crown"))
        assert_refused(GAME, state, Miss("ana", scarab=True), IllegalMoveError, "ramses/scarab")


def test_tokens_only_in_advanced_game_during_a_slide() -> None:
    """ramses/tokens: advanced only, with a card face up, by the player sliding."""
    assert_refused(GAME, new(), Token("ana", "mummy"), IllegalMoveError, "ramses/tokens")
    state = new("advanced")
    assert_refused(GAME, state, Token("ana", "mummy"), IllegalMoveError, "ramses/tokens")
    state = play(GAME, state, Reveal("ana", 1, "crown"))
    assert_refused(GAME, state, Token("bo", "egyptologist", 1), OutOfTurnError, "ramses/turn")
    assert_refused(GAME, state, Token("ana", "sphinx"), InvalidMoveError, "ramses/tokens")
    state = play(GAME, state, Token("ana", "egyptologist", 3))
    assert state.seats[0].hats == (3,)


def test_tokens_during_scorpion_any_player() -> None:
    """ramses/tokens: during a scorpion the token goes to whoever slid (--player)."""
    state = to_deck_two(new("advanced"))
    state = play(GAME, state, Special("bo", "scorpion"), Token("ana", "egyptologist", 2))
    assert state.seats[0].hats == (2,)


def test_tokens_during_duel_only_duellists() -> None:
    """ramses/tokens: during a duel only the two duellists slide."""
    state = to_deck_two(new("advanced"))
    state = play(GAME, state, Special("bo", "duel"), Token("cy", "egyptologist", 1))
    assert_refused(GAME, state, Token("ana", "egyptologist", 1), OutOfTurnError, "ramses/duel")


def test_egyptologists_hats_one_to_three_thirteen_tokens() -> None:
    """ramses/egyptologists: tokens show 1-3 hats; there are 13."""
    state = play(GAME, new("advanced"), Reveal("ana", 1, "crown"))
    for bad in (0, 4, None):
        assert_refused(
            GAME, state, Token("ana", "egyptologist", bad), InvalidMoveError, "ramses/egyptologists"
        )
    for _ in range(13):  # one token per slide: each found on a new slide
        player = GAME.current_player(state) or ""
        state = play(GAME, state, Token(player, "egyptologist", 1), Miss(player))
    player = GAME.current_player(state) or ""
    assert_refused(
        GAME, state, Token(player, "egyptologist", 1), IllegalMoveError, "ramses/egyptologists"
    )


def test_tokens_one_per_slide() -> None:
    """ramses/tokens: a gold pyramid hides one token, so a slide yields one token; the
    next one comes with the next slide (after `found`, `miss` or a scarab)."""
    state = play(GAME, new("advanced"), Reveal("ana", 2, "crown"), Token("ana", "egyptologist", 3))
    for second in (Token("ana", "egyptologist", 3), Token("ana", "mummy")):
        error = assert_refused(GAME, state, second, IllegalMoveError, "ramses/tokens")
        assert "One token per slide" in str(error)
    assert GAME.judge(state, Token("ana", "egyptologist", 3)).legal is False
    state = play(GAME, state, Miss("ana", scarab=True), Token("ana", "egyptologist", 2))
    assert state.seats[0].hats == (3, 2)
    state = play(GAME, state, Miss("ana"), Token("bo", "mummy"), Found("bo"))
    state = play(GAME, state, Reveal("cy", 1, "vase"), Token("cy", "egyptologist", 1))
    assert [seat.hats for seat in state.seats] == [(3, 2), (), (1,)] and state.mummy == 1


def test_tokens_in_a_scorpion_come_from_the_player_stung() -> None:
    """ramses/tokens: in a scorpion the slide that shows a treasure ends it; a token found
    there is the stung player's, and it is the only one."""
    state = play(GAME, to_deck_two(new("advanced")), Special("bo", "scorpion"))
    state = play(GAME, state, Token("cy", "egyptologist", 3))
    assert_refused(GAME, state, Token("ana", "egyptologist", 2), IllegalMoveError, "ramses/tokens")
    error = assert_refused(
        GAME, state, Scorpion("bo", CardSpec("vase")), IllegalMoveError, "ramses/tokens"
    )
    assert "stung cy, not bo" in str(error)
    state = play(GAME, state, Scorpion("cy", CardSpec(cards_of(state, "cy")[0][0])))
    assert state.seats[2].hats == (3,) and GAME.current_player(state) == "ana"
    assert play(GAME, state, Reveal("ana", 1, "vase"), Token("ana", "mummy")).mummy == 0


def test_tokens_in_a_duel_keep_the_duel_protocol() -> None:
    """ramses/duel: a duel is recorded at its end, so its many slides may bring several
    tokens, each by one of the two duellists."""
    state = play(GAME, to_deck_two(new("advanced")), Special("bo", "duel"))
    state = play(GAME, state, Token("bo", "egyptologist", 1), Token("cy", "egyptologist", 2))
    state = play(GAME, state, Token("bo", "mummy"), Token("bo", "egyptologist", 3))
    assert [seat.hats for seat in state.seats] == [(), (1, 3), (2,)]


def test_mummy_skips_next_turn() -> None:
    """ramses/mummy: the finder skips their next turn, then the mummy goes back."""
    state = play(GAME, new("advanced"), Reveal("ana", 1, "crown"), Token("ana", "mummy"))
    assert state.mummy == 0
    state = play(GAME, state, Miss("ana"), Miss("bo"), Miss("cy"))
    assert GAME.current_player(state) == "bo" and state.mummy is None
    state = play(GAME, state, Miss("bo"), Miss("cy"))
    assert GAME.current_player(state) == "ana"


def test_mummy_handed_on() -> None:
    """ramses/mummy: another player finding a mummy takes it over; the holder plays again."""
    state = play(
        GAME, new("advanced"), Reveal("ana", 1, "crown"), Token("ana", "mummy"), Miss("ana")
    )
    state = play(GAME, state, Token("bo", "mummy"))
    assert state.mummy == 1
    state = play(GAME, state, Miss("bo"), Miss("cy"))
    assert GAME.current_player(state) == "ana"
    state = play(GAME, state, Miss("ana"))
    assert GAME.current_player(state) == "cy"  # bo skips


def test_mummy_two_players() -> None:
    """ramses/mummy: with two players the other one plays twice in a row."""
    state = play(
        GAME, new("advanced", ["ana", "bo"]), Reveal("ana", 1, "crown"), Token("ana", "mummy")
    )
    state = play(GAME, state, Found("ana"), Reveal("bo", 1, "vase"), Miss("bo"))
    assert GAME.current_player(state) == "bo" and state.mummy is None


def bonus_for(hats: list[int], mode: str = "advanced") -> list[int]:
    names = [f"p{i}" for i in range(len(hats))]
    state = new(mode, names)
    state = play(GAME, state, Reveal("p0", 1, "crown"))
    seats = tuple(
        seat.__class__(seat.name, hats=(h,) if h else ())
        for seat, h in zip(state.seats, hats, strict=True)
    )
    state = State(mode=mode, seats=seats, target=state.target, drawn=1, treasures=("crown",))
    return [row["bonus"] for row in score_json(state)["players"]]


@pytest.mark.parametrize(
    ("hats", "bonus"),
    [
        ([5, 3, 1], [6, 3, 2]),
        ([5, 5, 1], [6, 6, 2]),  # tied first: second place skipped, next is third
        ([5, 3, 3, 1], [6, 3, 3, 0]),  # tied second: third place skipped
        ([4, 0, 0], [6, 0, 0]),  # no hats, no bonus
        ([0, 0, 0], [0, 0, 0]),
        ([2, 2, 2, 1], [6, 6, 6, 0]),  # project decision: three tied fill places 1-3
        ([3, 1, 2, 0, 3], [6, 0, 2, 0, 6]),
        ([3, 3, 3, 2, 1], [6, 6, 6, 0, 0]),  # k = 3 tied for most: the next 2 places go
        ([4, 2, 2, 1, 1], [6, 3, 3, 0, 0]),  # k = 2 tied second: third is not awarded
    ],
)
def test_egyptologists_hat_bonus(hats: list[int], bonus: list[int]) -> None:
    """ramses/egyptologists: most hats 6, second 3, third 2; ties share and skip."""
    assert bonus_for(hats) == bonus


def test_egyptologists_no_bonus_in_base_game() -> None:
    """ramses/egyptologists: the bonus belongs to the advanced game."""
    assert bonus_for([3, 1], mode="base") == [0, 0]


def test_advanced_bonus_decides_the_winner() -> None:
    """ramses/advanced: the hat bonus counts in the total that decides the winner."""
    state = new("advanced", ["ana", "bo"])
    state = play(GAME, state, Reveal("ana", 1, "crown"), Miss("ana"))
    state = play(GAME, state, Token("bo", "egyptologist", 1), Found("bo"))
    plan = [("ana", 1)] * 15 + [("bo", 1)] * 14
    state = finish(state, plan)
    score = score_json(state)
    assert [(p["points"], p["bonus"], p["total"]) for p in score["players"]] == [
        (15, 0, 15),
        (15, 6, 21),
    ]
    assert score["winners"] == ["bo"]


# -- ramses/solo ------------------------------------------------------------------------------


def test_solo_one_player() -> None:
    """ramses/solo: exactly one player."""
    with pytest.raises(SetupError) as info:
        new("solo", ["ana", "bo"])
    assert info.value.rule == "ramses/solo"


def test_solo_miss_throws_the_card_out() -> None:
    """ramses/solo: a wrong treasure discards the card; the next one is revealed."""
    state = play(GAME, new("solo", ["me"]), Reveal("me", 2, "crown"), Miss("me"))
    assert state.target is None and len(state.discarded) == 1
    assert GAME.current_player(state) == "me"
    state = play(GAME, state, Reveal("me", 1, "vase"), Found("me"))
    assert cards_of(state, "me") == [("vase", 1)]


def test_solo_only_sandstorm() -> None:
    """ramses/solo: special actions are ignored except the sandstorm."""
    state = new("solo", ["me"])
    for _ in range(10):
        state = play(GAME, state, Reveal("me", 1, "crown"), Miss("me"))
    for action in ("scorpion", "strength", "duel"):
        assert_refused(GAME, state, Special("me", action), IllegalMoveError, "ramses/solo")
    assert play(GAME, state, Special("me", "sandstorm")).special == "sandstorm"


def test_solo_ends_when_deck_spent() -> None:
    """ramses/solo: when the deck is spent the game is over and scored with a title."""
    state = new("solo", ["me"])
    for i in range(30):
        state = play(GAME, state, Reveal("me", 1, "crown"), Found("me") if i < 13 else Miss("me"))
    assert GAME.is_finished(state)
    assert score_json(state)["solo"] == {"cards": 13, "title": "guard"}
    assert_refused(GAME, state, Reveal("me", 1, "crown"), GameOverError, "ramses/end")


# the seed's ladder, written out as ranges of cards
LADDER = [
    (range(21, 31), "pharaoh"),
    (range(19, 21), "high-priest"),
    (range(17, 19), "grand-vizier"),
    (range(15, 17), "architect"),
    (range(13, 15), "guard"),
    (range(11, 13), "embalmer"),
    (range(9, 11), "scribe"),
    (range(7, 9), "peasant"),
    (range(5, 7), "nile-boatman"),
    (range(3, 5), "camel-driver"),
    (range(1, 3), "water-carrier"),
    (range(0, 1), "desert-beetle"),
]


@pytest.mark.parametrize("cards", range(31))
def test_solo_ladder(cards: int) -> None:
    """ramses/solo-ladder: the title for every possible number of cards kept."""
    from assistant.games.ramses.state import title_for

    expected = next(title for span, title in LADDER if cards in span)
    assert title_for(cards) == expected


# -- ramses/lucky-reveal ----------------------------------------------------------------------


def test_lucky_reveal_wins_the_card_at_once_and_ends_the_turn() -> None:
    """ramses/lucky-reveal: the treasure of the card turned over already shows: the player
    wins it at once, the turn passes, and the next card is to be revealed."""
    state = play(GAME, new(), Reveal("ana", 3, "crown"), Found("ana"))
    step = GAME.step(state, Reveal("bo", 2, "vase", lucky=True))
    after = step.state
    assert [e.code for e in step.events] == ["card/won", "turn/next", "next/reveal"]
    assert step.events[0].data == {"player": "bo", "value": 2, "treasure": "vase", "lucky": True}
    assert cards_of(after, "bo") == [("vase", 2)]
    assert after.target is None and after.drawn == 2 and GAME.current_player(after) == "cy"
    assert after.treasures == ("crown", "vase")
    assert_refused(GAME, after, Found("cy"), IllegalMoveError, "ramses/turn")


def test_lucky_reveal_in_the_solo_game_and_as_the_last_card() -> None:
    """ramses/lucky-reveal: in the solo game the player keeps the card and goes on; a lucky
    last card ends the game."""
    state = new("solo", ["ana"])
    state = play(GAME, state, Reveal("ana", 4, "crown", lucky=True))
    assert cards_of(state, "ana") == [("crown", 4)] and state.target is None
    while state.drawn < 29:
        state = play(GAME, state, Reveal("ana", 1, "vase"), Miss("ana"))
    state = play(GAME, state, Reveal("ana", 1, "vase", lucky=True))
    assert GAME.is_finished(state) and len(cards_of(state, "ana")) == 2


def test_lucky_reveal_not_while_a_card_is_face_up_or_a_special_is_pending() -> None:
    """ramses/lucky-reveal: it is a reveal like any other: one card face up at a time."""
    state = play(GAME, new(), Reveal("ana", 3, "crown"))
    assert_refused(
        GAME, state, Reveal("ana", 2, "vase", lucky=True), IllegalMoveError, "ramses/turn"
    )
    state = to_deck_two(new())
    player = GAME.current_player(state) or ""
    state = play(GAME, state, Special(player, "scorpion"))
    assert_refused(
        GAME, state, Reveal(player, 2, "vase", lucky=True), IllegalMoveError, "ramses/scorpion"
    )


@pytest.mark.parametrize(
    ("words", "card"),
    [
        (["3", "crown"], (3, "crown")),
        (["crown", "3"], (3, "crown")),
        (["crown:3"], (3, "crown")),
        (["3:crown"], (3, "crown")),
        (["2", "golden", "mask"], (2, "golden mask")),
        (["golden", "mask", "2"], (2, "golden mask")),
        (["golden mask:2"], (2, "golden mask")),
        (["crown"], None),
        (["one", "crown"], (1, "crown")),
        (["trois", "couronne"], (3, "couronne")),
        (["vaso", "Due"], (2, "vaso")),
        (["un", "vase"], None),
        (["una", "corona"], None),
        (["masque", "d'or", "quatre"], (4, "masque d'or")),
        (["cinque", "terre", "3"], (3, "cinque terre")),
        (["la", "corona", "2"], (2, "corona")),
        (["una", "corona", "da", "2"], (2, "corona")),
        (["1", "il", "vaso"], (1, "vaso")),
        (["l'amulette", "3"], (3, "amulette")),
        (["the", "golden", "mask", "2"], (2, "golden mask")),
        ([], None),
        (["crown:"], None),
        (["la", "5,", "corona"], (5, "corona")),
        (["une", "couronne", "de", "3"], (3, "couronne")),
        (["la", "carte", ":", "vase", "2"], (2, "vase")),
        # the log's own words typed back
        (["la", "carte", "à", "trouver", ":", "masque", "(1)"], (1, "masque")),
        (["la", "carta", "da", "trovare:", "corona", "(3)"], (3, "corona")),
        (["the", "card", "sought:", "crown", "(3)"], (3, "crown")),
    ],
)
def test_cards_reveal_words_in_either_order(words: list[str], card: Any) -> None:
    """ramses/cards: `reveal` takes the value and the treasure in either order, the value in
    digits or in words (but `un vase` is a treasure named without a value), the treasure
    without its article (`la corona` is `corona`), commas and brackets aside, and the log's
    own words before them (`la carte à trouver : masque (1)`)."""
    assert reveal_words(words) == card
    if card is not None:
        move = GAME.parse_move(["reveal", *words], new())
        assert (move.value, move.treasure) == card


# -- the cards a move names, in full (the log) ----------------------------------------------


def test_scorpion_card_is_recorded_in_full() -> None:
    """ramses/scorpion: `scorpion NAME` without --give, or with a prefix, is completed to the
    card given, so the journal and the log name it in full."""
    state = play(GAME, new(players=["ana", "bo"]), Reveal("ana", 3, "sword"), Found("ana"))
    state = play(GAME, state, Reveal("bo", 2, "vase"), Found("bo"))
    while state.drawn < 10:
        state = play(GAME, state, Reveal("ana", 1, "vase"), Miss("ana"), Found("bo"))
    state = play(GAME, state, Special("ana", "scorpion"))
    full = in_full(state, Scorpion("ana"))
    assert full == Scorpion("ana", give=CardSpec("sword", 3))
    assert GAME.describe(full).english() == (
        "is stung by the scorpion and gives sword (3) to the right-hand neighbour"
    )
    assert in_full(state, Scorpion("ana", give=CardSpec("sw"))) == full
    assert in_full(state, Scorpion("ana", give=CardSpec("SWORD"))) == full
    ambiguous = Scorpion("bo")  # bo holds several different cards: left for the rules
    assert in_full(state, ambiguous) == ambiguous
    assert_refused(GAME, state, ambiguous, InvalidMoveError, "ramses/scorpion")
    assert GAME.apply(state, full) == GAME.apply(state, Scorpion("ana"))


def test_duel_stakes_are_recorded_in_full() -> None:
    """ramses/duel: a stake named by a prefix is recorded as the full card."""
    state = duel_ready()
    bo, cy = cards_of(state, "bo"), cards_of(state, "cy")
    move = Duel("cy", (("bo", CardSpec(bo[0][0][:2])), ("cy", CardSpec(cy[0][0]))), "cy")
    full = in_full(state, move)
    assert full.stakes == (("bo", CardSpec(*bo[0])), ("cy", CardSpec(*cy[0])))


# -- ramses/hidden ----------------------------------------------------------------------------


def test_hidden_option_shows_counts_until_the_end() -> None:
    """ramses/hidden: the won cards show as counts, no points, until the last card is won;
    the score itself stays exact and shows everything at the end."""
    setup = {"mode": "advanced", "players": ["ana", "bo"], "hidden": True}
    state = GAME.initial_state(setup)
    plain = GAME.initial_state({"mode": "advanced", "players": ["ana", "bo"]})
    moves: list[Any] = [Reveal("ana", 3, "crown"), Token("ana", "egyptologist", 2), Found("ana")]
    state, plain = play(GAME, state, *moves), play(GAME, plain, *moves)
    doc = GAME.state_json(state)
    assert doc["hidden"] is True
    ana = doc["players"][0]
    assert (ana["cards"], ana["won"], ana["points"], ana["total"]) == (1, None, None, None)
    assert (ana["egyptologists"], ana["bonus"]) == (2, 6)  # tokens are kept face up
    assert [row["points"] for row in doc["score"]["players"]] == [None, None]
    assert GAME.standings(state).totals == (("ana", 1), ("bo", 0))  # cards won
    assert "hidden" not in GAME.state_json(plain)
    while not GAME.is_finished(state):
        player = GAME.current_player(state) or ""
        state = play(GAME, state, Reveal(player, 2, "vase"), Found(player))
        plain = play(GAME, plain, Reveal(player, 2, "vase"), Found(player))
    final = GAME.state_json(state)
    assert final.pop("hidden") is False and final["score"].pop("hidden") is False
    assert final == GAME.state_json(plain)
    assert GAME.standings(state) == GAME.standings(plain)


def test_hidden_option_must_be_true_or_false() -> None:
    """ramses/hidden: the setup key is a boolean."""
    with pytest.raises(SetupError) as caught:
        GAME.initial_state({"players": ["ana", "bo"], "hidden": 1})
    assert caught.value.rule == "ramses/hidden"


# -- moves round-trip ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        Reveal("ana", 3, "golden mask"),
        Found("bo"),
        Miss("cy", scarab=True),
        Token("ana", "egyptologist", 2),
        Token("ana", "mummy"),
        Special("bo", "strength"),
        Scorpion("cy", give=CardSpec("crown", 3)),
        Scorpion("cy", drawn=CardSpec("vase", 2)),
        Duel("ana", (("ana", CardSpec("crown")), ("bo", CardSpec("lamp", 3))), "bo"),
        Duel("ana", (("ana", CardSpec("crown")), ("bo", CardSpec("crown", 3))), None),
        Reveal("bo", 2, "vase", lucky=True),
    ],
)
def test_moves_round_trip(move: Any) -> None:
    """ramses/assistant: every move is stored in the journal and read back unchanged."""
    data = GAME.move_to_json(move)
    assert data["player"] == move.player
    assert GAME.move_from_json(data) == move
    assert GAME.describe(move).english()
