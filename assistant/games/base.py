"""What every game package shares: messages, rules errors and the `Game` protocol.

Game logic is pure: it never prints, never reads files and never imports typer, rich or
sqlite3. It speaks through two value types that a front end turns into words:

* `Msg`: an English template (the gettext message id) plus its arguments. Arguments that are
  themselves `Msg` values are translated too, so a colour name inside a sentence comes out in
  the reader's language. Every English literal meant for a reader is wrapped in `N_()` (or
  `Plural()`), which is what `pybabel extract` looks for: `Msg(N_("{colour} is out"), ...)`.
* `RulesError`: a `ValueError` carrying a stable machine code (`move/illegal`,
  `turn/out-of-order`, ...), the id of the rule section that forbids the move and a `Msg`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar


def N_(text: str) -> str:
    """Mark `text` for extraction by `pybabel extract`; translation happens at display time."""
    return text


@dataclass(frozen=True)
class Msg:
    """A translatable message: an English template with `{name}` placeholders and arguments.

    `plural` and `n` select a plural form (`ngettext`) when given.
    """

    text: str
    args: Mapping[str, Any] = field(default_factory=dict)
    plural: str | None = None
    n: int | None = None

    def english(self) -> str:
        """The message in English, without any catalog (for logs and `str()`)."""
        template = self.text if self.n is None or self.n == 1 else (self.plural or self.text)
        values = {k: v.english() if isinstance(v, Msg) else v for k, v in self.args.items()}
        return template.format(**values)

    def __str__(self) -> str:
        return self.english()


def Plural(singular: str, plural: str, n: int, **args: Any) -> Msg:
    """A message with a plural form chosen by `n` (extracted with the keyword `Plural:1,2`).

    `n` is also available to the template as `{n}`.
    """
    return Msg(singular, {"n": n, **args}, plural=plural, n=n)


class RulesError(ValueError):
    """A move that breaks a rule. Nothing is recorded when one is raised.

    :param msg: what is wrong, as a translatable message.
    :param rule: the id of the rulebook section that forbids the move (`camel-up/desert-tile`).
    """

    code = "move/illegal"

    def __init__(self, msg: Msg, rule: str | None = None) -> None:
        super().__init__(msg.english())
        self.msg = msg
        self.rule = rule


class IllegalMoveError(RulesError):
    """The move is well formed but the rules do not allow it now."""

    code = "move/illegal"


class OutOfTurnError(RulesError):
    """Someone other than the player whose turn it is tried to act."""

    code = "turn/out-of-order"

    @classmethod
    def not_their_turn(cls, current: str, player: str, rule: str) -> OutOfTurnError:
        """The usual refusal: it is `current`'s turn, not `player`'s."""
        return cls(
            Msg(
                N_("It is {current}'s turn, not {player}'s."),
                {"current": current, "player": player},
            ),
            rule,
        )


class GameOverError(RulesError):
    """The game has ended; no move is accepted any more."""

    code = "game/over"


class SetupError(RulesError):
    """The setup of a new game breaks a rule (player count, start position, ...)."""

    code = "setup/invalid"


class InvalidMoveError(RulesError):
    """The move names something that does not exist (a colour, a space, a player)."""

    code = "move/invalid"


@dataclass(frozen=True)
class GameSpec:
    """Static facts about a game, importable without loading the game's rules."""

    id: str
    name: str
    aliases: tuple[str, ...]
    min_players: int
    max_players: int
    module: str
    cli: str


S = TypeVar("S")
M = TypeVar("M")


class Game(Protocol, Generic[S, M]):
    """The small surface every game package offers to the platform.

    `initial_state` takes the JSON-able setup recorded when the session was created;
    `apply` returns the state after a move or raises `RulesError`; moves round-trip through
    `move_to_json`/`move_from_json` so the journal can store them.
    """

    spec: GameSpec

    def initial_state(self, setup: Mapping[str, Any]) -> S: ...

    def apply(self, state: S, move: M) -> S: ...

    def move_to_json(self, move: M) -> dict[str, Any]: ...

    def move_from_json(self, data: Mapping[str, Any]) -> M: ...

    def describe(self, move: M) -> Msg: ...

    def players(self, state: S) -> Sequence[str]: ...

    def current_player(self, state: S) -> str | None: ...

    def is_finished(self, state: S) -> bool: ...

    def summary(self, state: S) -> dict[str, Any]: ...
