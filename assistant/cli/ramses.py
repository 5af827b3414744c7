"""`assistant ramses`: the commands of Ramsès that are not moves (`new`, `status`, `score`).

The acting commands (`reveal`, `found`, `miss`, `token`, `special`, `scorpion`, `duel`) and
`check` are generated from the game's grammar (`assistant.games.ramses.commands`) by
`assistant.cli.moves`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli import recording
from assistant.cli.lazyapp import App
from assistant.cli.runtime import current
from assistant.cli.words import split_list
from assistant.errors import usage
from assistant.games.ramses import GAME
from assistant.games.ramses.scoring import score as score_json
from assistant.messages import N_

if TYPE_CHECKING:
    import typer
    from rich.console import Console

    from assistant.i18n import Translator

GAME_ID = GAME.spec.id

app = App(
    name="ramses",
    help=GAME.spec.help,
    no_args_is_help=True,
    add_completion=False,
)


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
    session, state = recording.create(runtime, GAME_ID, setup, name)

    def human(console: Console, t: Translator) -> None:
        from assistant.render.ramses import new_game

        new_game(console, t, session.name, state)

    runtime.emit({"session": session.name, "state": GAME.state_json(state)}, human)


@app.command("status")
def status() -> None:
    """The table at a glance: card sought, deck and back in play, each player's cards,
    tokens, scarabs, who skips.

    Examples:

      assistant ramses status

      assistant --json ramses status
    """
    runtime = current()
    session, _, state = recording.open_game(runtime, GAME_ID)

    def human(console: Console, t: Translator) -> None:
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
    _, _, state = recording.open_game(runtime, GAME_ID)
    doc = score_json(state)

    def human(console: Console, t: Translator) -> None:
        from assistant.render import ramses as view

        view.score_view(console, t, state)

    runtime.emit(doc, human)
