"""`assistant camel`: the commands of Camel Up that are not moves: `new`, `status`, `odds`,
`review`.

The acting commands (`bet`, `desert`, `roll`, `race`, `reveal`) and `check` are generated
from the game's grammar (`assistant.games.camel_up.commands`) by `assistant.cli.moves`; the
words of a typed position (`--start`, `--camels` and the rest) are read by
`assistant.games.camel_up.words`. Nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from functools import partial
from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli import recording
from assistant.cli.gameapp import SessionNameOption, game_app, named_players, started, view
from assistant.cli.lazyapp import Option
from assistant.cli.runtime import current
from assistant.games.camel_up import GAME
from assistant.games.camel_up.moves import format_position, parse_position
from assistant.games.camel_up.state import State
from assistant.games.camel_up.words import (
    check_race_samples,
    colour_id,
    colour_id_2,
    reading,
    refuse_typed_options,
    typed_question,
)
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    import typer
    from rich.console import Console

    from assistant.cli.runtime import Runtime
    from assistant.games.camel_up.odds_state import OddsQuestion
    from assistant.i18n import Translator

GAME_ID = GAME.spec.id

app = game_app(GAME)


# -- the commands ------------------------------------------------------------------------------


@app.command("new")
def new(
    players: Annotated[
        str | None,
        typer.Option(
            "--players", help="The players in turn order, the first player first: ana,bo,cy."
        ),
    ] = None,
    start: Annotated[
        str | None,
        typer.Option(
            "--start",
            help="Where the first roll put the camels, each space bottom to top: "
            "'1:green,yellow,orange 3:blue,white'.",
        ),
    ] = None,
    hidden: Annotated[
        bool,
        typer.Option(
            "--hidden",
            help="Hidden information: while the race runs, status shows how many race cards "
            "each player holds and who played on which pile, never their colours.",
        ),
    ] = False,
    name: SessionNameOption = None,
    edition: Annotated[
        int,
        typer.Option(
            "--edition",
            min=1,
            max=2,
            help="1: the first edition (2014, the default); 2: the second edition (2018), "
            "with crazy camels on 14-16 in --start: '1:blue,red 2:green 3:yellow,purple "
            "14:white 16:black'.",
        ),
    ] = 1,
) -> None:
    """Start a game: 2 to 8 players with 3 coins each, camels on spaces 1-3.

    Examples:

      assistant camel new --players ana,bo,cy --start '1:green,yellow,orange 3:blue,white'

      assistant camel new --players ana,bo --start '1:blue,green 2:orange,yellow,white' --hidden
    """

    runtime = current()
    setup: dict[str, Any] = {"players": named_players(GAME, players)}
    if start is not None:  # left out: the rules say what to type
        with reading():
            reader = colour_id_2 if edition == 2 else colour_id
            position = parse_position(start, partial(reader, lang=runtime.t.lang))
        setup["start"] = format_position(position)
    if hidden:
        setup["hidden"] = True
    if edition != 1:
        setup["edition"] = edition
    started(GAME, setup, name, "assistant.render.camel_up:new_game")


view(
    app,
    "status",
    GAME,
    help="The track, the dice and tiles left, the race piles, the money and whose turn it is.\n\n"
    "Examples:\n\n  assistant camel status\n\n  assistant --json camel status",
    draw="assistant.render.camel_up:status",
)


# -- odds --------------------------------------------------------------------------------------

PROGRESS_AFTER = 0.5
"""Seconds of work before `odds` shows a progress bar (on stderr, in a terminal only)."""

FAST_OPTIONS = ("odds",)
"""The commands whose plain options the fast path reads without Click (`cli.fast`)."""

# The options of `odds`, named apart so that the command reads on one screen.
PlayerOption = Annotated[
    str | None,
    Option(
        "--player",
        help="Whose actions to value (any player of the session; default: whose turn). "
        "With --camels: the owner name of your tile (besides 'me').",
    ),
]
CamelsOption = Annotated[
    str | None,
    Option(
        "--camels",
        help="A position instead of the current session's, each space bottom to top: "
        "'1:blue 2:green,orange 3:yellow,white'.",
    ),
]
TilesOption = Annotated[
    str | None,
    Option(
        "--tiles",
        help="Tiles of the typed position: '7:mirage 11:oasis' (second edition: "
        "'7:cheering 11:booing'); an owner may follow, 'me' for yours: 7:mirage:me.",
    ),
]
DiceOption = Annotated[
    str | None,
    Option(
        "--dice",
        help="Dice still in the pyramid in the typed position (default: all of them; "
        "second edition: at least two, grey included).",
    ),
]
LegTilesOption = Annotated[
    str | None,
    Option(
        "--leg-tiles",
        help="Typed position: the top leg-bet tile left per colour, '-' for none: "
        "'blue:3 green:-' (default: all of them, less the tiles of --bets).",
    ),
]
RaceCardsOption = Annotated[
    str | None,
    Option(
        "--race-cards",
        help="Typed position: the colours of your race cards still in hand, '-' for "
        "none (default: all five).",
    ),
]
BetsOption = Annotated[
    str | None,
    Option(
        "--bets",
        help="Typed position: the leg-bet tiles you hold this leg: 'white:5 blue:3'.",
    ),
]
TypedEditionOption = Annotated[
    int | None,
    Option(
        "--edition",
        min=1,
        max=2,
        help="Typed position: 1, the first edition (default), or 2, the second, with the "
        "crazy camels in --camels: '1:blue,red 2:green 3:yellow,purple 14:white 16:black'.",
    ),
]
RaceSamplesOption = Annotated[
    int | None,
    Option(
        "--race-samples",
        min=0,
        help="Races the race odds stand for, at most 1,000,000; 0 skips them (and the "
        "race cards). Default: as many as a standard error of --race-error needs.",
    ),
]
RaceErrorOption = Annotated[
    float,
    Option(
        "--race-error",
        min=0.001,
        max=0.1,
        help="The standard error the race odds reach by default (0.001 to 0.1), within "
        "a second of simulation.",
    ),
]
SeedOption = Annotated[
    int | None, Option("--seed", help="Seed of the race simulation (repeatable).")
]
TopOption = Annotated[
    int,
    Option(
        "--top",
        min=0,
        help="Actions shown, best first (0: all; --json: all). Tile placements that "
        "cannot reach them are not valued.",
    ),
]


@app.command("odds")
def odds(
    player: PlayerOption = None,
    camels: CamelsOption = None,
    tiles: TilesOption = None,
    dice: DiceOption = None,
    leg_tiles: LegTilesOption = None,
    race_cards: RaceCardsOption = None,
    bets: BetsOption = None,
    edition: TypedEditionOption = None,
    race_samples: RaceSamplesOption = None,
    race_error: RaceErrorOption = 0.01,
    seed: SeedOption = None,
    top: TopOption = 10,
) -> None:
    """Exact leg odds, race odds and what every action is worth to a player.

    An action's value is the change in the player's expected money: what it brings, plus
    what it changes in the bets they already hold. Without --camels: the position of the
    current session (either edition), for the player to move or --player.

    Examples:

      assistant camel odds

      assistant camel odds --player bo --race-samples 5000

      assistant camel odds --camels '1:blue 2:green,orange 3:yellow,white' --tiles 7:mirage:me

      assistant camel odds --camels '1:green,yellow 2:orange 3:blue,white' --bets white:5

      assistant camel odds --camels '1:blue,green 3:white 4:orange,yellow' --leg-tiles white:-

      assistant --json camel odds --camels '1:blue,green,orange,yellow,white' --dice blue

      assistant camel odds --edition 2 --camels '1:blue,red 2:green,yellow,purple 15:white,black'
    """
    from assistant.games.camel_up.odds_value import to_json

    runtime = current()
    state: State | None = None
    session_name: str | None = None
    if camels is None:
        recording.speak_session(runtime)  # the refusals below in the session's language
        check_race_samples(race_samples)
        refuse_typed_options((tiles, dice, leg_tiles, race_cards, bets, edition), runtime.t.lang)
        session, _, state = recording.open_game(runtime, GAME_ID)
        session_name = session.name
        question = _session_question(state, player)
    else:
        check_race_samples(race_samples)
        question = typed_question(
            camels,
            tiles,
            dice,
            player=player,
            leg_tiles=leg_tiles,
            race_cards=race_cards,
            bets=bets,
            edition=edition or 1,
            lang=runtime.t.lang,
        )
    wanted = None if runtime.json or top == 0 else top
    with _progress_bar(runtime) as progress:
        analysis = question.analyse(race_samples, seed, progress, top=wanted, target=race_error)

    doc = {**to_json(analysis), "position": question.to_json(), "session": session_name}

    def human(console: Console, t: Translator) -> None:
        from assistant.render.camel_odds import odds_report

        odds_report(console, t, analysis, question, state=state, session=session_name, top=top)

    runtime.emit(doc, human)


def _session_question(state: State, player: str | None) -> OddsQuestion:
    """The question of the session's position, for `player` (default: whose turn)."""
    from assistant.games.camel_up.odds_state import question_of

    who = recording.acting_player(GAME, state, player) if player is not None else None
    return question_of(state, who)


def _progress_bar(
    runtime: Runtime, what: Msg | None = None
) -> AbstractContextManager[Callable[[int, int], None] | None]:
    """A progress callback drawing a bar on stderr after `PROGRESS_AFTER` seconds of work,
    in a terminal only (none with --json or --quiet); `what` describes the work (default:
    working out the odds)."""
    if runtime.json or runtime.quiet:
        return nullcontext(None)
    console = runtime.console(stderr=True)
    if not console.is_terminal:
        return nullcontext(None)
    from assistant.render.camel_up import delayed_progress

    return delayed_progress(console, runtime.t, PROGRESS_AFTER, what)


# -- review ------------------------------------------------------------------------------------


@app.command("review")
def review(
    session: Annotated[
        str | None,
        typer.Argument(help="The session to review (default: --session, else the current one)."),
    ] = None,
    seed: Annotated[
        int,
        typer.Option(
            "--seed", help="Seed of the race simulations (the same seed, the same review)."
        ),
    ] = 0,
    race_error: Annotated[
        float,
        typer.Option(
            "--race-error",
            min=0.001,
            max=0.1,
            help="The standard error of the race odds at each decision (0.001 to 0.1).",
        ),
    ] = 0.01,
) -> None:
    """Every decision of a Camel Up game valued: what the action taken was worth to its
    player, what the best one was worth then, what was given up; and each leg's luck.

    Values as `camel odds` gives them (the change in the player's expected money); a
    decision within two standard errors of the best is not counted as given up. Luck: the
    money received in a leg (or from the race piles) against what the player's own
    decisions could expect. Finished or not, either edition; nothing is recorded.

    Examples:

      assistant camel review

      assistant --json camel review camel-up-1 --seed 7
    """
    from assistant.games.camel_up.review import review as run_review
    from assistant.games.camel_up.review import to_json

    runtime = current()
    if session is not None:
        runtime.session = session
    chosen = recording.current_session(runtime, GAME_ID)
    moves = [GAME.move_from_json(row.payload) for row in runtime.journal.moves(chosen)]

    with _progress_bar(runtime, Msg(N_("Reviewing the decisions…"))) as progress:
        result = run_review(chosen.setup, moves, seed=seed, target=race_error, progress=progress)

    def human(console: Any, t: Any) -> None:
        from assistant.render.camel_review import review_report

        review_report(console, t, result, chosen.name)

    runtime.emit({"session": chosen.name, **to_json(result)}, human)
