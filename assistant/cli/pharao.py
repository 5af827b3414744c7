"""`assistant pharao ...`: the commands of Der Schatz des Pharao that are not moves.

`new` and `status` live here; the acting commands (`draw`, `swap`, `play`, `marker`) and
`check` are generated from the game's grammar (`assistant.games.pharao.commands`) by
`assistant.cli.moves`, and `assistant.render.pharao` draws their result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli.gameapp import SessionNameOption, game_app, named_players, started, view
from assistant.cli.words import split_list
from assistant.errors import usage
from assistant.games.pharao import GAME
from assistant.messages import N_

if TYPE_CHECKING:
    import typer

app = game_app(GAME)


@app.command("new")
def new(
    players: Annotated[
        str | None, typer.Option("--players", help="The players in turn order, comma-separated.")
    ] = None,
    adventures: Annotated[
        str | None,
        typer.Option(
            "--adventures",
            help="The five adventure cards drawn, in row order (values 4-11); 12 is added last.",
        ),
    ] = None,
    name: SessionNameOption = None,
) -> None:
    """Start a game: players in turn order (the youngest first) and the row of adventures.

    Each player is dealt 5 cards; the marker starts on the ladder.

    Examples:

      assistant pharao new --players ana,bo,cy --adventures 7,4,10,5,9

      assistant pharao new --players ana,bo --adventures 11,6,8,4,5 --name sunday
    """
    setup: dict[str, Any] = {"players": named_players(GAME, players)}
    if adventures is not None:  # left out: the rules say what to type
        try:
            setup["adventures"] = [int(v) for v in split_list(adventures)]
        except ValueError:
            raise usage(
                "input/bad-adventures",
                N_("Adventures are numbers separated by commas, like 7,4,10,5,9."),
            ) from None
    started(GAME, setup, name, "assistant.render.pharao:new_game")


view(
    app,
    "status",
    GAME,
    help="The table: adventures and pawns, the marker, hands, displays and totals.\n\n"
    "Examples:\n\n  assistant pharao status\n\n  assistant --json pharao status",
    draw="assistant.render.pharao:status",
)
