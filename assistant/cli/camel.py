"""`assistant camel`: keep a game of Camel Up at the table, one command per action.

The commands turn words (colour, side and pile names in English, French or Italian) into
moves; the rules decide, the journal records (`play.record`, one JSON envelope for every
acting command), the renderer shows. Nothing here knows a rule. `check` takes the words of
any acting command and judges the move instead of recording it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import TYPE_CHECKING, Annotated, Any

import typer

from assistant.cli import play
from assistant.cli.runtime import current
from assistant.errors import UsageError
from assistant.games.camel_up import GAME
from assistant.games.camel_up.moves import (
    Bet,
    Desert,
    Move,
    NotationError,
    RaceBet,
    Reveal,
    Roll,
    format_position,
    parse_position,
)
from assistant.games.camel_up.state import (
    COLOUR_NAMES,
    COLOUR_NAMES_2,
    DIE_NAMES,
    PILE_NAMES,
    SIDE_NAMES,
    State,
)
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    from assistant.games.camel_up.odds_state import OddsQuestion

GAME_ID = GAME.spec.id

app = typer.Typer(
    name="camel",
    help=(
        "Camel Up: record every action at the table, enforce the rules, pay out legs and the "
        "race. Colour names in English, French or Italian.\n\n"
        "Examples:\n\n"
        "  assistant camel new --players ana,bo,cy --start '1:green,yellow,orange 3:blue,white'\n\n"
        "  assistant camel bet blue\n\n"
        "  assistant camel roll orange 3\n\n"
        "  assistant camel check desert 8 oasis --player cy\n\n"
        "  assistant --lang fr camel status\n\n"
        "  assistant camel odds --camels '1:blue 2:green,orange 3:yellow,white'"
    ),
    no_args_is_help=True,
    add_completion=False,
)

PILE_ALIASES = {"winner": ["first", "win"], "loser": ["last", "lose", "dernier", "ultimo"]}
SIDE_SIGNS = {"+1": "oasis", "+": "oasis", "-1": "mirage", "-": "mirage"}

PlayerOption = Annotated[
    str | None,
    typer.Option("--player", help="Who acts (any case, a prefix will do); default: whose turn."),
]


# -- words -----------------------------------------------------------------------------------


def colour_id(word: str) -> str:
    """A camel of the first edition in any language, prefixes too."""
    from assistant.cli.words import choose, vocabulary

    return choose(word, vocabulary(COLOUR_NAMES), N_("colour"))


def move_colour_id(word: str) -> str:
    """The colour of a move: a first-edition colour in any language (prefixes too); else
    the exact name of a second-edition camel or of the grey die, which the rules accept
    or refuse by the session's edition (`bet red` in a first-edition game: exit 3, naming
    the editions)."""
    try:
        return colour_id(word)
    except UsageError:
        found = exact_colour_2(word)
        if found is None:
            raise
        return found


def exact_colour_2(word: str) -> str | None:
    """The second-edition colour (camel or grey die) `word` names exactly, in any language."""
    from assistant.cli.words import vocabulary
    from assistant.games import fold

    key = fold(word.strip())
    for colour, names in vocabulary({**COLOUR_NAMES_2, **DIE_NAMES}).items():
        if key in {fold(n) for n in names}:
            return colour
    return None


def colour_id_2(word: str) -> str:
    """A camel of the second edition (racing or crazy) in any language, prefixes too."""
    from assistant.cli.words import choose, vocabulary

    return choose(word, vocabulary(COLOUR_NAMES_2), N_("colour"))


def side_id(word: str) -> str:
    """`oasis` or `mirage`: a side name in any language, or `+1` / `-1`."""
    from assistant.cli.words import choose, vocabulary

    key = word.strip().replace("\u2212", "-")
    if key in SIDE_SIGNS:
        return SIDE_SIGNS[key]
    return choose(word, vocabulary(SIDE_NAMES), N_("side"))


def pile_id(word: str) -> str:
    from assistant.cli.words import choose, vocabulary

    return choose(word, vocabulary(PILE_NAMES, PILE_ALIASES), N_("pile"))


def colour_list(words: list[str]) -> tuple[str, ...]:
    from assistant.cli.words import split_list

    return tuple(move_colour_id(w) for word in words for w in split_list(word))


@contextmanager
def reading() -> Iterator[None]:
    """Notation that cannot be read is a usage error (exit 2) with the reader's code."""
    try:
        yield
    except NotationError as error:
        raise UsageError(error.code, error.msg) from error


# -- recording a move --------------------------------------------------------------------------


def acting(state: State, player: str | None) -> str:
    """`--player` as recorded (any case, a prefix), else whose turn it is."""
    return play.acting_player(GAME, state, player)


def record(build: Callable[[State], Move]) -> None:
    """Record the move `build(state)` (or judge it, under `check`) and show what it did."""
    from assistant.render.camel_up import move_report

    play.record(current(), GAME_ID, build, move_report)


# -- the commands ------------------------------------------------------------------------------


@app.command("new")
def new(
    players: Annotated[
        str,
        typer.Option(
            "--players", help="The players in turn order, the first player first: ana,bo,cy."
        ),
    ],
    start: Annotated[
        str,
        typer.Option(
            "--start",
            help="Where the first roll put the camels, each space bottom to top: "
            "'1:green,yellow,orange 3:blue,white'.",
        ),
    ],
    hidden: Annotated[
        bool,
        typer.Option(
            "--hidden",
            help="Hidden information: while the race runs, status shows how many race cards "
            "each player holds and who played on which pile, never their colours.",
        ),
    ] = False,
    name: Annotated[
        str | None, typer.Option("--name", help="A name for the session (default: camel-up-N).")
    ] = None,
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
    from assistant.cli.words import split_list

    runtime = current()
    with reading():
        position = parse_position(start, colour_id_2 if edition == 2 else colour_id)
    setup: dict[str, Any] = {"players": split_list(players), "start": format_position(position)}
    if hidden:
        setup["hidden"] = True
    if edition != 1:
        setup["edition"] = edition
    session, state = play.create(runtime, GAME_ID, setup, name)

    def human(console: Any, t: Any) -> None:
        from assistant.render.camel_up import status

        console.print(
            t(
                N_("New game {name}: {players}. {first} starts."),
                name=session.name,
                players=t.join(list(state.names())),
                first=state.names()[0],
            ),
            markup=False,
        )
        status(console, t, state, session.name)

    runtime.emit({"session": session.name, "state": GAME.state_json(state)}, human)


@app.command("bet")
def bet(
    colour: Annotated[str, typer.Argument(help="The colour of the camel: blue, vert, giallo...")],
    player: PlayerOption = None,
) -> None:
    """Take the top leg-bet tile of a colour (5, then 3, then 2 in a leg).

    Examples:

      assistant camel bet blue

      assistant camel bet jaune --player bo
    """
    chosen = move_colour_id(colour)
    record(lambda state: Bet(acting(state, player), chosen))


@app.command("desert")
def desert(
    space: Annotated[int, typer.Argument(help="A space of the track, 2 to 16.")],
    side: Annotated[
        str, typer.Argument(help="oasis (+1) or mirage (-1); fr oasis/mirage, it oasi/miraggio.")
    ],
    player: PlayerOption = None,
) -> None:
    """Put your desert tile on a space, or move it there, oasis or mirage side up.

    Examples:

      assistant camel desert 7 mirage

      assistant camel desert 11 oasi --player bo
    """
    chosen = side_id(side)
    record(lambda state: Desert(acting(state, player), space, chosen))


@app.command("roll")
def roll(
    colour: Annotated[str, typer.Argument(help="The colour of the die that came out.")],
    value: Annotated[int, typer.Argument(help="What it shows: 1, 2 or 3.")],
    player: PlayerOption = None,
) -> None:
    """Take a pyramid tile: the die of COLOUR came out showing VALUE; its camel moves.

    Examples:

      assistant camel roll orange 3

      assistant camel roll bianco 1 --player bo
    """
    chosen = move_colour_id(colour)
    record(lambda state: Roll(acting(state, player), chosen, value))


@app.command("race")
def race(
    pile: Annotated[
        str, typer.Argument(help="winner or loser (fr vainqueur/perdant, it vincitore/perdente).")
    ],
    colour: Annotated[
        str | None,
        typer.Argument(help="The card's colour; leave it out to record the card face down."),
    ] = None,
    player: PlayerOption = None,
) -> None:
    """Put a race card on the winner or loser pile; without COLOUR it stays face down.

    Examples:

      assistant camel race winner blue

      assistant camel race loser
    """
    chosen_pile = pile_id(pile)
    chosen = move_colour_id(colour) if colour is not None else None
    record(lambda state: RaceBet(acting(state, player), chosen_pile, chosen))


@app.command("reveal")
def reveal(
    pile: Annotated[str, typer.Argument(help="winner or loser.")],
    colours: Annotated[
        list[str],
        typer.Argument(help="The colours of the face-down cards, first placed first: blue,green."),
    ],
    player: Annotated[
        str | None,
        typer.Option("--player", help="Only this player's face-down cards of the pile."),
    ] = None,
) -> None:
    """After the race: the colours of the face-down cards of a pile, in placement order.

    The examples end the race of examples/camel-up/full-game.txt.

    Examples:

      assistant camel reveal winner white,orange

      assistant camel reveal loser blue --player bo

      assistant camel reveal loser green
    """
    from assistant.cli.words import choose_player

    chosen_pile = pile_id(pile)
    chosen = colour_list(colours)

    def build(state: State) -> Move:
        who = choose_player(player, list(state.names())) if player is not None else None
        return Reveal(who, chosen_pile, chosen)

    record(build)


@app.command("status")
def status() -> None:
    """The track, the dice and tiles left, the race piles, the money and whose turn it is.

    Examples:

      assistant camel status

      assistant --json camel status
    """
    runtime = current()
    session, _, state = play.open_game(runtime, GAME_ID)

    def human(console: Any, t: Any) -> None:
        from assistant.render.camel_up import status as view

        view(console, t, state, session.name)

    runtime.emit(GAME.state_json(state), human)


# -- odds --------------------------------------------------------------------------------------

PROGRESS_AFTER = 0.5
"""Seconds of work before `odds` shows a progress bar (on stderr, in a terminal only)."""

TYPED_ONLY = ("--tiles", "--dice", "--leg-tiles", "--race-cards", "--bets", "--edition")


def dice_id_2(word: str) -> str:
    """A die of the second edition (racing or grey) in any language, prefixes too."""
    from assistant.cli.words import choose, vocabulary
    from assistant.games.camel_up.state import RACING_2

    names = {c: COLOUR_NAMES_2[c] for c in RACING_2}
    return choose(word, vocabulary({**names, **DIE_NAMES}), N_("die"))


def racing_id_2(word: str) -> str:
    """A racing camel of the second edition in any language, prefixes too."""
    from assistant.cli.words import choose, vocabulary
    from assistant.games.camel_up.state import RACING_2

    return choose(word, vocabulary({c: COLOUR_NAMES_2[c] for c in RACING_2}), N_("colour"))


def spectator_side_id(word: str) -> str:
    """`cheering` or `booing`: a side name in any language, or `+1` / `-1`."""
    from assistant.cli.words import choose, vocabulary
    from assistant.games.camel_up.state import SPECTATOR_SIDE_NAMES

    key = word.strip().replace("\u2212", "-")
    signs = {"+1": "cheering", "+": "cheering", "-1": "booing", "-": "booing"}
    if key in signs:
        return signs[key]
    return choose(word, vocabulary(SPECTATOR_SIDE_NAMES), N_("side"))


def typed_question(
    camels: str,
    tiles: str | None,
    dice: str | None,
    *,
    player: str | None = None,
    leg_tiles: str | None = None,
    race_cards: str | None = None,
    bets: str | None = None,
    edition: int = 1,
) -> OddsQuestion:
    """The `OddsQuestion` of a position typed with `--camels`, `--tiles` and `--dice` (the
    notation of `camel new --start`, read by the same reader), and the asking player's
    situation: `--leg-tiles`, `--race-cards`, `--bets`, their tile owned by `me`. In the
    second edition the camels include the crazy ones, the dice the grey die and the tiles
    are spectator tiles (`7:cheering:me`)."""
    from assistant.games.camel_up import odds_state
    from assistant.games.camel_up.odds import (
        Position,
        parse_bets,
        parse_camels,
        parse_dice,
        parse_leg_tiles,
    )
    from assistant.games.camel_up.odds import parse_tiles as parse_desert
    from assistant.games.camel_up.state import COMPONENTS

    second = edition == 2
    colour = colour_id_2 if second else colour_id
    racing = racing_id_2 if second else colour_id
    with reading():
        stacks = parse_camels(camels, colour)
        if not stacks:
            example = (
                "'1:blue,red 2:green 3:yellow,purple 14:white 16:black'"
                if second
                else "'1:blue 2:green,orange 3:yellow,white'"
            )
            raise UsageError(
                "input/camels",
                Msg(N_("Give every camel with --camels, e.g. {example}."), {"example": example}),
            )
        desert = parse_desert(tiles or "", spectator_side_id if second else side_id)
        full = frozenset(COMPONENTS[edition].dice)
        pyramid = full if dice is None else parse_dice(dice, dice_id_2 if second else colour_id)
        tops = parse_leg_tiles(leg_tiles or "", racing, edition)
        held = parse_bets(bets or "", racing, edition)
        hand = (
            None
            if race_cards is None
            else ()
            if race_cards.strip() == "-"
            else parse_dice(race_cards, racing)
        )
    if not pyramid:
        raise UsageError(
            "input/dice",
            Msg(N_("Name at least one die still in the pyramid, e.g. --dice blue,green.")),
        )
    return odds_state.typed_question(
        Position(stacks, desert, pyramid, edition),
        player=player,
        tops=tops,
        race_cards=None if hand is None else tuple(hand),
        bets=held,
    )


@app.command("odds")
def odds(
    player: Annotated[
        str | None,
        typer.Option(
            "--player",
            help="Whose actions to value (any player of the session; default: whose turn). "
            "With --camels: the owner name of your tile (besides 'me').",
        ),
    ] = None,
    camels: Annotated[
        str | None,
        typer.Option(
            "--camels",
            help="A position instead of the current session's, each space bottom to top: "
            "'1:blue 2:green,orange 3:yellow,white'.",
        ),
    ] = None,
    tiles: Annotated[
        str | None,
        typer.Option(
            "--tiles",
            help="Tiles of the typed position: '7:mirage 11:oasis' (second edition: "
            "'7:cheering 11:booing'); an owner may follow, 'me' for yours: 7:mirage:me.",
        ),
    ] = None,
    dice: Annotated[
        str | None,
        typer.Option(
            "--dice",
            help="Dice still in the pyramid in the typed position (default: all of them; "
            "second edition: at least two, grey included).",
        ),
    ] = None,
    leg_tiles: Annotated[
        str | None,
        typer.Option(
            "--leg-tiles",
            help="Typed position: the top leg-bet tile left per colour, '-' for none: "
            "'blue:3 green:-' (default: all of them, less the tiles of --bets).",
        ),
    ] = None,
    race_cards: Annotated[
        str | None,
        typer.Option(
            "--race-cards",
            help="Typed position: the colours of your race cards still in hand, '-' for "
            "none (default: all five).",
        ),
    ] = None,
    bets: Annotated[
        str | None,
        typer.Option(
            "--bets",
            help="Typed position: the leg-bet tiles you hold this leg: 'white:5 blue:3'.",
        ),
    ] = None,
    edition: Annotated[
        int | None,
        typer.Option(
            "--edition",
            min=1,
            max=2,
            help="Typed position: 1, the first edition (default), or 2, the second, with the "
            "crazy camels in --camels: '1:blue,red 2:green 3:yellow,purple 14:white 16:black'.",
        ),
    ] = None,
    race_samples: Annotated[
        int | None,
        typer.Option(
            "--race-samples",
            min=0,
            help="Races the race odds stand for, at most 1,000,000; 0 skips them (and the "
            "race cards). Default: as many as a standard error of --race-error needs.",
        ),
    ] = None,
    race_error: Annotated[
        float,
        typer.Option(
            "--race-error",
            min=0.001,
            max=0.1,
            help="The standard error the race odds reach by default (0.001 to 0.1), within "
            "a second of simulation.",
        ),
    ] = 0.01,
    seed: Annotated[
        int | None, typer.Option("--seed", help="Seed of the race simulation (repeatable).")
    ] = None,
    top: Annotated[
        int,
        typer.Option(
            "--top",
            min=0,
            help="Actions shown, best first (0: all; --json: all). Tile placements that "
            "cannot reach them are not valued.",
        ),
    ] = 10,
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

      assistant --json camel odds --camels '1:bleu,verde,arancione,jaune,bianco' --dice blu

      assistant camel odds --edition 2 --camels '1:blue,red 2:green,yellow,purple 15:white,black'
    """
    from assistant.games.camel_up.odds import MAX_RACE_SAMPLES
    from assistant.games.camel_up.odds_state import question_of
    from assistant.games.camel_up.odds_value import to_json

    runtime = current()
    if race_samples is not None and race_samples > MAX_RACE_SAMPLES:
        raise UsageError(
            "input/race-samples",
            Msg(
                N_("--race-samples is at most {most} (given {given}): about ten seconds of work."),
                {"most": MAX_RACE_SAMPLES, "given": race_samples},
            ),
        )
    state: State | None = None
    session_name: str | None = None
    if camels is None:
        typed = (tiles, dice, leg_tiles, race_cards, bets, edition)
        given = [name for name, value in zip(TYPED_ONLY, typed, strict=True) if value is not None]
        if given:
            raise UsageError(
                "input/needs-camels",
                Msg(
                    N_("{options} describe a typed position: give --camels too."),
                    {"options": ", ".join(given)},
                ),
            )
        session, _, state = play.open_game(runtime, GAME_ID)
        session_name = session.name
        question = question_of(state, acting(state, player) if player is not None else None)
    else:
        question = typed_question(
            camels,
            tiles,
            dice,
            player=player,
            leg_tiles=leg_tiles,
            race_cards=race_cards,
            bets=bets,
            edition=edition or 1,
        )

    bar: AbstractContextManager[Callable[[int, int], None] | None] = nullcontext(None)
    if not runtime.json and not runtime.quiet:
        console = runtime.console(stderr=True)
        if console.is_terminal:
            from assistant.render.camel_up import delayed_progress

            bar = delayed_progress(console, runtime.t, PROGRESS_AFTER)
    wanted = None if runtime.json or top == 0 else top
    with bar as progress:
        analysis = question.analyse(race_samples, seed, progress, top=wanted, target=race_error)

    doc = {**to_json(analysis), "position": question.to_json(), "session": session_name}

    def human(console: Any, t: Any) -> None:
        from assistant.render.camel_odds import odds_report

        odds_report(console, t, analysis, question, state=state, session=session_name, top=top)

    runtime.emit(doc, human)


# -- check -------------------------------------------------------------------------------------

play.add_check(
    app,
    GAME,
    (
        N_("assistant camel check desert 7 mirage --player bo"),
        N_("assistant camel check bet blue"),
        N_("assistant camel check roll green 2"),
        N_("assistant camel check race winner white --player cy"),
        N_("assistant camel check reveal winner blue,green  # exit 3: race not over"),
    ),
)


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
    chosen = play.current_session(runtime, GAME_ID)
    moves = [GAME.move_from_json(row.payload) for row in runtime.journal.moves(chosen)]

    bar: AbstractContextManager[Callable[[int, int], None] | None] = nullcontext(None)
    if not runtime.json and not runtime.quiet:
        console = runtime.console(stderr=True)
        if console.is_terminal:
            from assistant.render.camel_up import delayed_progress

            bar = delayed_progress(
                console, runtime.t, PROGRESS_AFTER, Msg(N_("Reviewing the decisions…"))
            )
    with bar as progress:
        result = run_review(chosen.setup, moves, seed=seed, target=race_error, progress=progress)

    def human(console: Any, t: Any) -> None:
        from assistant.render.camel_review import review_report

        review_report(console, t, result, chosen.name)

    runtime.emit({"session": chosen.name, **to_json(result)}, human)
