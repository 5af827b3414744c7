"""`assistant ramses`: the commands of Ramsès that are not moves (`new`, `status`, `score`).

The acting commands (`reveal`, `found`, `miss`, `token`, `special`, `scorpion`, `duel`) and
`check` are generated from the game's grammar (`assistant.games.ramses.commands`) by
`assistant.cli.moves`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli.gameapp import SessionNameOption, game_app, started, view
from assistant.cli.words import split_list
from assistant.errors import UsageError, usage
from assistant.games.ramses import GAME
from assistant.games.ramses.scoring import score
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    import typer

app = game_app(GAME)


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
    name: SessionNameOption = None,
) -> None:
    """Start a game of Ramsès: base (2-5 players), --advanced, or --solo.

    Examples:

      assistant ramses new --players ana,bo,cy

      assistant ramses new --players ana,bo,cy --advanced --name friday

      assistant ramses new --players ana,bo,cy --hidden

      assistant ramses new --solo
    """
    if advanced and solo:
        raise usage(
            "usage/conflicting-options",
            N_("Choose --advanced or --solo: the solo game uses the base material."),
        )
    names = split_list(players or "")
    if not names:
        if not solo:
            raise UsageError(
                "usage/missing-players",
                Msg(N_("Name the players: --players ana,bo,cy (or play alone with --solo).")),
                rule=GAME.rule("setup"),
            )
        names = ["solo"]
    mode = "solo" if solo else "advanced" if advanced else "base"
    setup: dict[str, Any] = {"mode": mode, "players": names}
    if hidden:
        setup["hidden"] = True
    started(GAME, setup, name, "assistant.render.ramses:new_game")


view(
    app,
    "status",
    GAME,
    help="The table at a glance: card sought, deck and back in play, each player's cards,\n"
    "tokens, scarabs, who skips.\n\n"
    "Examples:\n\n  assistant ramses status\n\n  assistant --json ramses status",
    draw="assistant.render.ramses:status",
)
view(
    app,
    "score",
    GAME,
    help="The score: card points, hat bonus (advanced), winners; solo: the title earned.\n\n"
    "In a game started with --hidden, only the number of cards each player won shows until\n"
    "the game is over; then the whole score does.\n\n"
    "Examples:\n\n  assistant ramses score\n\n  assistant --json --lang it ramses score",
    draw="assistant.render.ramses:score_view",
    doc=score,
    named=False,
)
