"""`assistant pharao ...`: the commands of Der Schatz des Pharao.

Thin on purpose: words become a move here, the rules package judges it, the journal records
it (`play.record`, one JSON envelope for every acting command) and `assistant.render.pharao`
draws the result. `check` is the generic one: the words of any acting command, judged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

import typer

from assistant.cli import play
from assistant.cli.runtime import current
from assistant.cli.words import choose, split_list, vocabulary
from assistant.errors import usage
from assistant.games.pharao import GAME
from assistant.games.pharao.moves import (
    Draw,
    Move,
    MoveMarker,
    PlayCurse,
    PlayEquipment,
    PlayProtection,
    PlaySpell,
    Swap,
)
from assistant.games.pharao.state import (
    CARD_ALIASES,
    CARD_NAMES,
    PROTECTION,
    SPECIALS,
    SYMBOLS,
    Card,
    State,
)
from assistant.messages import N_, Msg

app = typer.Typer(
    name="pharao",
    help=(
        "Der Schatz des Pharao: track a game, check every play, announce the winner.\n\n"
        "Examples:\n\n"
        "  assistant pharao new --players ana,bo,cy --adventures 7,4,10,5,9\n\n"
        "  assistant pharao play ladder 3\n\n"
        "  assistant --lang fr pharao status"
    ),
    no_args_is_help=True,
    add_completion=False,
)

PlayerOption = Annotated[
    str | None,
    typer.Option("--player", help="Who acts (default: whose turn it is).", show_default=False),
]


def _cards(kinds: tuple[str, ...]) -> dict[str, list[str]]:
    return vocabulary({k: CARD_NAMES[k] for k in kinds}, CARD_ALIASES)


def _symbol(word: str) -> str:
    return choose(word, _cards(SYMBOLS), N_("symbol"))


def _card_kind(word: str) -> str:
    return choose(word, _cards(SYMBOLS + SPECIALS), N_("card"))


def _discard(text: str, players: list[str]) -> tuple[str, Card]:
    """`bo=ladder:3` or `cy=protection` -> (player, Card)."""
    from assistant.cli.words import choose_player

    who, sep, what = text.partition("=")
    if not sep or not who.strip() or not what.strip():
        raise usage(
            "input/bad-discard",
            N_("Write a curse discard as PLAYER=SYMBOL:VALUE or PLAYER=protection, not “{given}”."),
            given=text,
        )
    player = choose_player(who, players)
    word, _, value = what.partition(":")
    kind = choose(word, _cards((*SYMBOLS, PROTECTION)), N_("card"))
    if kind == PROTECTION:
        if value.strip():
            raise usage(
                "input/bad-discard",
                N_("A protection has no value: write {player}=protection."),
                player=player,
            )
        return player, Card(PROTECTION)
    try:
        number = int(value)
    except ValueError:
        raise usage(
            "input/bad-discard",
            N_("Give the value of the equipment card to give up: {player}=SYMBOL:VALUE."),
            player=player,
        ) from None
    return player, Card(kind, number)


def _build_play(
    state: State,
    player_word: str | None,
    card: str,
    value: int | None,
    marker: str | None,
    discards: list[str] | None,
) -> Move:
    """The move for `play CARD [VALUE] [--marker S] [--discard ...]`."""
    player = play.acting_player(GAME, state, player_word)
    kind = _card_kind(card)
    name = Msg(CARD_NAMES[kind])
    if marker is not None and kind != "spell":
        raise usage("input/misplaced-option", N_("--marker goes with a spell only."))
    if discards and kind != "curse":
        raise usage("input/misplaced-option", N_("--discard goes with a curse only."))
    if kind in SYMBOLS:
        if value is None:
            raise usage(
                "input/missing-value",
                N_("Give the value printed on the card: `pharao play {card} 3`."),
                card=name,
            )
        return PlayEquipment(player, kind, value)
    if value is not None:
        raise usage("input/extra-value", N_("A {card} card has no value."), card=name)
    if kind == "spell":
        return PlaySpell(player, _symbol(marker) if marker is not None else None)
    if kind == "curse":
        players = list(GAME.players(state))
        return PlayCurse(player, tuple(_discard(d, players) for d in discards or []))
    return PlayProtection(player)


def _record(build: Callable[[State], Move]) -> None:
    """Record the move `build(state)` and show what it did (under `check`: judge it)."""
    from assistant.render.pharao import outcome

    play.record(current(), GAME.spec.id, build, outcome)


@app.command("new")
def new(
    players: Annotated[
        str, typer.Option("--players", help="The players in turn order, comma-separated.")
    ],
    adventures: Annotated[
        str,
        typer.Option(
            "--adventures",
            help="The five adventure cards drawn, in row order (values 4-11); 12 is added last.",
        ),
    ],
    name: Annotated[
        str | None, typer.Option("--name", help="A name for the session.", show_default=False)
    ] = None,
) -> None:
    """Start a game: players in turn order (the youngest first) and the row of adventures.

    Each player is dealt 5 cards; the marker starts on the ladder.

    Examples:

      assistant pharao new --players ana,bo,cy --adventures 7,4,10,5,9

      assistant pharao new --players ana,bo --adventures 11,6,8,4,5 --name sunday
    """
    runtime = current()
    try:
        values = [int(v) for v in split_list(adventures)]
    except ValueError:
        raise usage(
            "input/bad-adventures",
            N_("Adventures are numbers separated by commas, like 7,4,10,5,9."),
        ) from None
    setup = {"players": split_list(players), "adventures": values}
    session, state = play.create(runtime, GAME.spec.id, setup, name)
    doc = {"session": session.name, "state": GAME.state_json(state)}

    def human(console: Any, t: Any) -> None:
        from assistant.render.pharao import status

        console.print(t(N_("New game: {name}"), name=session.name), markup=False, style="bold")
        status(console, t, state, None)

    runtime.emit(doc, human)


@app.command("draw")
def draw(
    count: Annotated[int, typer.Argument(help="How many cards: 1 or 2.")],
    player: PlayerOption = None,
) -> None:
    """Take 1 or 2 cards from the draw pile (a hand holds at most 10).

    Examples:

      assistant pharao draw 2

      assistant pharao draw 1 --player bo
    """
    _record(lambda state: Draw(play.acting_player(GAME, state, player), count))


@app.command("swap")
def swap(
    count: Annotated[int, typer.Argument(help="How many cards: 1 or 2.")],
    player: PlayerOption = None,
) -> None:
    """Discard 1 or 2 cards from the hand, then draw as many.

    Example: assistant pharao swap 2
    """
    _record(lambda state: Swap(play.acting_player(GAME, state, player), count))


@app.command("play")
def play_card(
    card: Annotated[
        str,
        typer.Argument(
            help="ladder, rope, shovel, torch (with the VALUE), spell, curse or protection."
        ),
    ],
    value: Annotated[
        int | None,
        typer.Argument(help="The value printed on an equipment card.", show_default=False),
    ] = None,
    marker: Annotated[
        str | None,
        typer.Option(
            "--marker", help="With a spell: move the marker to this symbol.", show_default=False
        ),
    ] = None,
    discard: Annotated[
        list[str] | None,
        typer.Option(
            "--discard",
            help="With a curse: what a player with a choice gives up, PLAYER=SYMBOL:VALUE or "
            "PLAYER=protection (repeat the option for each player).",
            show_default=False,
        ),
    ] = None,
    player: PlayerOption = None,
) -> None:
    """Play one card: equipment of the symbol under the marker, or a special card.

    Examples:

      assistant pharao play ladder 3

      assistant --lang fr pharao play échelle 2

      assistant pharao play protection

      assistant pharao play ladder 2

      assistant pharao play spell --marker rope

      assistant pharao play curse --discard ana=ladder:3
    """
    _record(lambda state: _build_play(state, player, card, value, marker, discard))


@app.command("marker")
def marker(
    symbol: Annotated[str, typer.Argument(help="ladder, rope, shovel or torch.")],
    player: PlayerOption = None,
) -> None:
    """Move the marker of the pharaoh card, right after an exact hit.

    Examples:

      assistant pharao play ladder 7

      assistant pharao marker rope
    """
    _record(lambda state: MoveMarker(play.acting_player(GAME, state, player), _symbol(symbol)))


@app.command("status")
def status() -> None:
    """The table: adventures and pawns, the marker, hands, displays and totals.

    Examples:

      assistant pharao status

      assistant --json pharao status
    """
    from assistant.render.pharao import status as view

    runtime = current()
    session, _, state = play.open_game(runtime, GAME.spec.id)
    runtime.emit(GAME.state_json(state), lambda console, t: view(console, t, state, session.name))


play.add_check(
    app,
    GAME,
    (
        N_("assistant pharao check play ladder 3"),
        N_("assistant pharao check play ladder 2 --player bo"),
        N_("assistant pharao check draw 2"),
        N_("assistant pharao check swap 1"),
        N_("assistant pharao check play spell --marker torch"),
        N_("assistant pharao check play curse"),
        N_("assistant pharao check play rope 3  # exit 3: the marker is on ladder"),
    ),
)
