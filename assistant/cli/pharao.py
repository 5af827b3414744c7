"""`assistant pharao ...`: the commands of Der Schatz des Pharao that are not moves.

`new` and `status` live here; the acting commands (`draw`, `swap`, `play`, `marker`) and
`check` are generated from the game's grammar (`assistant.games.pharao.commands`) by
`assistant.cli.moves`, and `assistant.render.pharao` draws their result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli import recording
from assistant.cli.lazyapp import App
from assistant.cli.runtime import current
from assistant.cli.words import split_list
from assistant.errors import usage
from assistant.games.pharao import GAME
from assistant.messages import N_

if TYPE_CHECKING:
    import typer

app = App(
    name="pharao",
    help=GAME.spec.help,
    no_args_is_help=True,
    add_completion=False,
)

if TYPE_CHECKING:
    from rich.console import Console

    from assistant.i18n import Translator


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
    session, state = recording.create(runtime, GAME.spec.id, setup, name)
    doc = {"session": session.name, "state": GAME.state_json(state)}

    def human(console: Console, t: Translator) -> None:
        from assistant.render.pharao import new_game

        new_game(console, t, session.name, state)

    runtime.emit(doc, human)


@app.command("status")
def status() -> None:
    """The table: adventures and pawns, the marker, hands, displays and totals.

    Examples:

      assistant pharao status

      assistant --json pharao status
    """
    runtime = current()
    session, _, state = recording.open_game(runtime, GAME.spec.id)

    def human(console: Any, t: Any) -> None:
        from assistant.render.pharao import status as view

        view(console, t, state, session.name)

    runtime.emit(GAME.state_json(state), human)
