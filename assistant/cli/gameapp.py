"""What every game's command module declares alike, written once: the game's group
(`game_app`), a command that only draws the open game (`view`: `status`, `score`), and the
end of `new` (`started`: the session created, then the answer).

The drawing functions are named as `"module:function"` and imported when a human answer is
drawn, so `--json` never loads Rich or the game's views.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli import recording
from assistant.cli.lazyapp import App, Option
from assistant.cli.runtime import current

if TYPE_CHECKING:
    from rich.console import Console

    from assistant.games.base import Game
    from assistant.i18n import Translator

SessionNameOption = Annotated[
    str | None,
    Option(
        "--name",
        help="A name for the session (default: the game's id followed by a number).",
    ),
]
"""`new --name`, the same in every game."""


def game_app(game: Game[Any, Any]) -> App:
    """`assistant <game>`: its name and help from the game's registry entry."""
    return App(name=game.spec.cli, help=game.spec.help, no_args_is_help=True, add_completion=False)


def drawing(draw: str) -> Callable[..., None]:
    """The function `"module:function"` names (imported now)."""
    module, _, function = draw.partition(":")
    found: Callable[..., None] = getattr(importlib.import_module(module), function)
    return found


def view(
    app: App,
    name: str,
    game: Game[Any, Any],
    *,
    help: str,
    draw: str,
    doc: Callable[[Any], Any] | None = None,
    named: bool = True,
) -> None:
    """Declare on `app` the command `name`, which opens the current session of `game` and
    answers `doc(state)` (default: the state's JSON), drawn for a human by `draw`, called
    as `(console, t, state)` and the session's name when `named`."""

    def command() -> None:
        runtime = current()
        session, _, state = recording.open_game(runtime, game.spec.id)

        def human(console: Console, t: Translator) -> None:
            extra = (session.name,) if named else ()
            drawing(draw)(console, t, state, *extra)

        runtime.emit((doc or game.state_json)(state), human)

    command.__name__ = name
    app.command(name, help=help)(command)


def named_players(game: Game[Any, Any], players: str | None) -> list[str]:
    """The names `--players` gives (comma-separated); none given: a usage error that shows
    how to name them, with the game's setup rule (rather than Click's bare missing option)."""
    from assistant.cli.words import split_list
    from assistant.errors import UsageError
    from assistant.messages import N_, Msg

    names = split_list(players or "")
    if not names:
        raise UsageError(
            "usage/missing-players",
            Msg(N_("Name the players: --players ana,bo,cy.")),
            rule=game.spec.rule("setup"),
        )
    return names


def started(game: Game[Any, Any], setup: Mapping[str, Any], name: str | None, draw: str) -> None:
    """`new`: the session of `game` created from `setup` (and made current), answered with
    the session's name and state, drawn for a human by `draw(console, t, name, state)`."""
    runtime = current()
    session, state = recording.create(runtime, game.spec.id, setup, name)

    def human(console: Console, t: Translator) -> None:
        drawing(draw)(console, t, session.name, state)

    runtime.emit({"session": session.name, "state": game.state_json(state)}, human)
