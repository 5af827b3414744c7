"""`assistant ramses`: follow a game of Ramsès card by card (base, advanced, solo)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import typer

from assistant.cli import play
from assistant.cli.runtime import Runtime, current
from assistant.cli.words import choose, choose_player, split_list, vocabulary
from assistant.errors import usage
from assistant.games.base import RulesError
from assistant.games.ramses import (
    GAME,
    CardSpec,
    Duel,
    Found,
    Miss,
    Reveal,
    Scorpion,
    Special,
    State,
    Token,
    parse_card,
)
from assistant.games.ramses.moves import TOKEN_NAMES, Move, reveal_words
from assistant.games.ramses.rules import in_full
from assistant.games.ramses.scoring import score as score_json
from assistant.games.ramses.state import SPECIAL_NAMES
from assistant.messages import N_

if TYPE_CHECKING:
    from rich.console import Console

    from assistant.i18n import Translator

GAME_ID = GAME.spec.id

app = typer.Typer(
    name="ramses",
    help=(
        "Ramsès: the cards sought and won, turns, special actions, advanced tokens, score.\n\n"
        "Examples:\n\n"
        "  assistant ramses new --players ana,bo,cy --advanced\n\n"
        "  assistant ramses reveal 3 crown\n\n"
        "  assistant ramses check found --player bo\n\n"
        "  assistant ramses found\n\n"
        "  assistant ramses score"
    ),
    no_args_is_help=True,
    add_completion=False,
)

PlayerOption = Annotated[
    str | None,
    typer.Option("--player", help="Who acts (default: whose turn it is).", show_default=False),
]
NewOption = Annotated[
    bool,
    typer.Option(
        "--new",
        help="The treasure is one not seen yet, although its name is close to one already "
        "seen (without it, `colier` after `collier` is refused as a typo).",
    ),
]


def _show(console: Console, t: Translator, outcome: play.Outcome[State]) -> None:
    """What the table hears after a move: its events, and the score once the game is over
    (which announces the end: the `game/over` event is not said twice)."""
    from assistant.render import ramses as view

    finished = outcome.after.finished
    said = (e.msg for e in outcome.events if not (finished and e.code == "game/over"))
    view.lines(console, t, said)
    if finished:
        view.score_view(console, t, outcome.after)


def _record(runtime: Runtime, build: Callable[[State], Move]) -> None:
    """Record the move `build(state)` (or judge it under `check`) and answer with the
    common envelope, or tell the table what happened and what comes next."""
    play.record(runtime, GAME_ID, build, _show)


def _player(state: State, word: str | None) -> str:
    return play.acting_player(GAME, state, word)


def _card(text: str) -> CardSpec:
    try:
        return parse_card(text)
    except RulesError as error:
        raise usage("input/bad-card", "{detail}", detail=error.msg) from None


@app.command("new")
def new(
    players: Annotated[
        str | None,
        typer.Option("--players", help="Names in seating order, clockwise; the first begins."),
    ] = None,
    advanced: Annotated[
        bool, typer.Option("--advanced", help="Scarabs, mummy and egyptologists.")
    ] = False,
    solo: Annotated[bool, typer.Option("--solo", help="The solo game, with its ladder.")] = False,
    hidden: Annotated[
        bool,
        typer.Option(
            "--hidden",
            help="Hidden information: status and score show how many cards each player won, "
            "not their values or treasures, until the game is over.",
        ),
    ] = False,
    name: Annotated[str | None, typer.Option("--name", help="Name of the session.")] = None,
) -> None:
    """Start a game of Ramsès: base (2-5 players), --advanced, or --solo.

    Examples:

      assistant ramses new --players ana,bo,cy

      assistant ramses new --players ana,bo,cy --advanced --name friday

      assistant ramses new --players ana,bo,cy --hidden

      assistant ramses new --solo
    """
    runtime = current()
    if advanced and solo:
        raise usage(
            "usage/conflicting-options",
            N_("Choose --advanced or --solo: the solo game uses the base material."),
        )
    names = split_list(players or "")
    if not names:
        if not solo:
            raise usage(
                "usage/missing-players",
                N_("Name the players: --players ana,bo,cy (or play alone with --solo)."),
            )
        names = ["solo"]
    mode = "solo" if solo else "advanced" if advanced else "base"
    setup: dict[str, Any] = {"mode": mode, "players": names}
    if hidden:
        setup["hidden"] = True
    session, state = play.create(runtime, GAME_ID, setup, name)

    def human(console: Any, t: Any) -> None:
        from assistant.render import ramses as view

        view.status(console, t, state, session.name)
        console.print(
            t(N_("Reveal the next card: `ramses reveal VALUE TREASURE`.")),
            markup=False,
            style="dim",
        )

    runtime.emit({"session": session.name, "state": GAME.state_json(state)}, human)


@app.command("reveal")
def reveal(
    card: Annotated[
        list[str],
        typer.Argument(
            help="The card turned face up: its value (1 to 4) and its treasure in your own "
            "words, in either order (3 crown, crown 3, crown:3).",
            show_default=False,
        ),
    ],
    lucky: Annotated[
        bool,
        typer.Option(
            "--lucky",
            help="Its treasure already shows on the board: the player wins the card at once "
            "and the turn ends.",
        ),
    ] = False,
    new: NewOption = False,
    player: PlayerOption = None,
) -> None:
    """Turn the next card face up: the treasure sought and its value.

    Examples:

      assistant ramses reveal 3 crown

      assistant ramses found

      assistant ramses reveal vase 2 --lucky

      assistant ramses reveal 1 golden scarab
    """
    runtime = current()
    words = reveal_words(card)
    if words is None:
        raise usage(
            "input/bad-card",
            N_(
                "Give the card's value (1 to 4) and its treasure, in either order: "
                "`ramses reveal 3 crown` or `ramses reveal crown 3` (not “{given}”)."
            ),
            given=" ".join(card),
        )
    value, treasure = words
    _record(runtime, lambda state: Reveal(_player(state, player), value, treasure, lucky, new))


@app.command("found")
def found(player: PlayerOption = None) -> None:
    """The player revealed the treasure sought: they win the card and the turn passes.

    Examples:

      assistant ramses reveal 3 crown

      assistant ramses found

      assistant ramses reveal 1 vase

      assistant ramses found --player bo
    """
    runtime = current()
    _record(runtime, lambda state: Found(_player(state, player)))


@app.command("miss")
def miss(
    scarab: Annotated[
        bool, typer.Option("--scarab", help="Advanced: use a scarab to play on (twice a game).")
    ] = False,
    player: PlayerOption = None,
) -> None:
    """A wrong treasure showed: the turn passes (solo: the card is thrown out).

    Examples:

      assistant ramses reveal 2 crown

      assistant ramses miss --scarab

      assistant ramses miss
    """
    runtime = current()
    _record(runtime, lambda state: Miss(_player(state, player), scarab))


@app.command("token")
def token(
    kind: Annotated[str, typer.Argument(help="egyptologist or mummy.")],
    hats: Annotated[
        int | None, typer.Argument(help="For an egyptologist: the hats on the token, 1-3.")
    ] = None,
    player: PlayerOption = None,
) -> None:
    """Advanced: a token found under a gold pyramid (type it before `found` or `miss`).

    Examples:

      assistant ramses reveal 2 crown

      assistant ramses token egyptologist 2

      assistant ramses miss

      assistant ramses token mummy

      assistant ramses found
    """
    runtime = current()
    chosen = choose(kind, vocabulary(TOKEN_NAMES), N_("token"))
    if chosen == "egyptologist" and hats is None:
        raise usage(
            "usage/missing-hats",
            N_(
                "How many hats does the egyptologist token show? e.g. `ramses token "
                "egyptologist 2`."
            ),
        )
    if chosen == "mummy" and hats is not None:
        raise usage("usage/extra-argument", N_("A mummy token has no hats."))
    _record(runtime, lambda state: Token(_player(state, player), chosen, hats))


@app.command("special")
def special(
    action: Annotated[str, typer.Argument(help="sandstorm, scorpion, strength or duel.")],
    player: PlayerOption = None,
) -> None:
    """The back of the next card shows a special action (deck 2 on): resolve it first.

    The examples go on from the first deck of examples/ramses/base-game.txt.

    Examples:

      assistant ramses special sandstorm

      assistant ramses reveal 2 necklace

      assistant ramses found

      assistant --lang fr ramses special scorpion
    """
    runtime = current()
    chosen = choose(action, vocabulary(SPECIAL_NAMES), N_("special action"))
    _record(runtime, lambda state: Special(_player(state, player), chosen))


@app.command("scorpion")
def scorpion(
    stung: Annotated[str, typer.Argument(help="The player stung: whose slide showed a treasure.")],
    give: Annotated[
        str | None,
        typer.Option("--give", help="The card the stung player gives: TREASURE or TREASURE:VALUE."),
    ] = None,
    drawn: Annotated[
        str | None,
        typer.Option(
            "--drawn",
            help="Stung player without cards: the top card the right-hand neighbour takes, "
            "TREASURE:VALUE.",
        ),
    ] = None,
    new: NewOption = False,
) -> None:
    """The scorpion stung a player: they give a card to their right-hand neighbour.

    The stung player slid last: play goes on to their left.

    The examples go on from the first deck of examples/ramses/base-game.txt,
    where dan has no card yet.

    Examples:

      assistant ramses special scorpion

      assistant ramses scorpion bo --give crown

      assistant ramses reveal 2 necklace

      assistant ramses found

      assistant ramses special scorpion

      assistant ramses scorpion dan --drawn bracelet:3
    """
    runtime = current()
    give_spec = _card(give) if give is not None else None
    drawn_spec = _card(drawn) if drawn is not None else None

    def build(state: State) -> Move:
        who = choose_player(stung, list(state.names))
        return in_full(state, Scorpion(who, give_spec, drawn_spec, new))

    _record(runtime, build)


@app.command("duel")
def duel(
    stakes: Annotated[
        str,
        typer.Option(
            "--stakes",
            help="Each duellist's stake: ana=TREASURE,bo=TREASURE (TREASURE:VALUE for a card "
            "drawn from under the duel card, or to tell two cards apart).",
        ),
    ],
    winner: Annotated[
        str | None,
        typer.Option(
            "--winner",
            help="Who won the duel. Leave it out when the duellists cannot stake different "
            "treasures: the duel is called off.",
            show_default=False,
        ),
    ] = None,
    player: Annotated[
        str | None,
        typer.Option(
            "--player",
            help="The duellist who slid last (default: the winner; for a duel called off, "
            "the player whose turn it is); play goes on to their left.",
            show_default=False,
        ),
    ] = None,
    new: NewOption = False,
) -> None:
    """A duel is over: the winner takes both stakes (or, without --winner, the duel is
    called off because the duellists cannot stake different treasures).

    The example goes on from the first deck of examples/ramses/base-game.txt:
    cy duels dan, who has no card yet and stakes the card under the duel
    card; cy slides last and uncovers her own mask.

    Examples:

      assistant ramses special duel

      assistant ramses duel --stakes cy=mask,dan=vase:2 --winner dan --player cy
    """
    runtime = current()

    def build(state: State) -> Move:
        names = list(state.names)
        pairs = []
        for item in split_list(stakes):
            who, sep, card = item.partition("=")
            if not sep or not card.strip():
                raise usage(
                    "usage/bad-stakes",
                    N_("Write the stakes as NAME=TREASURE pairs: ana=crown,bo=vase (“{item}”)."),
                    item=item,
                )
            pairs.append((choose_player(who, names), _card(card)))
        champion = choose_player(winner, names) if winner is not None else None
        if player is not None:
            slid = choose_player(player, names)
        else:
            slid = champion or state.current or names[0]
        return in_full(state, Duel(slid, tuple(pairs), champion, new))

    _record(runtime, build)


@app.command("status")
def status() -> None:
    """The table at a glance: card sought, deck and back in play, each player's cards,
    tokens, scarabs, who skips.

    Examples:

      assistant ramses status

      assistant --json ramses status
    """
    runtime = current()
    session, _, state = play.open_game(runtime, GAME_ID)

    def human(console: Any, t: Any) -> None:
        from assistant.render import ramses as view

        view.status(console, t, state, session.name)

    runtime.emit(GAME.state_json(state), human)


@app.command("score")
def score() -> None:
    """The score: card points, hat bonus (advanced), winners; solo: the title earned.

    In a game started with --hidden, only the number of cards each player won shows until
    the game is over; then the whole score does.

    Examples:

      assistant ramses score

      assistant --json --lang it ramses score
    """
    runtime = current()
    _, _, state = play.open_game(runtime, GAME_ID)
    doc = score_json(state)

    def human(console: Any, t: Any) -> None:
        from assistant.render import ramses as view

        view.score_view(console, t, state)

    runtime.emit(doc, human)


play.add_check(
    app,
    GAME,
    (
        N_("assistant ramses check found --player bo"),
        N_("assistant ramses check miss --scarab"),
        N_("assistant ramses check token mummy --player cy"),
        N_("assistant ramses check token egyptologist 2"),
        N_("assistant ramses check reveal 3 vase  # exit 3: a card is sought"),
    ),
)
