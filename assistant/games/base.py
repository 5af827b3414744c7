"""The contract every game package satisfies: rules errors, events, verdicts and `Game`.

Game logic is pure: it never prints, never reads files and never imports typer, rich or
sqlite3. It speaks through value types that a front end turns into words or JSON:

* `Msg` (from `assistant.messages`): an English template plus arguments, translated at display.
* `RulesError`: an `assistant.errors.AssistantError` (exit code 3) carrying a stable machine
  code (`move/illegal`, `turn/out-of-order`, ...), the id of the rule section that forbids the
  move and a `Msg`.
* `Event`: something a move caused (a camel moved, a leg was scored, an area was closed),
  with a stable code, a translatable message and JSON data.
* `Verdict`: the answer to a dispute, legal or not by the rules, and whether it is the
  player's turn now (judged apart from each other).
* `Standings`: totals per player, winners and whether the game is over.

`Game` is the one interface the front ends (one-shot commands, the table-mode prompt, exports,
the generic tests) are written against. `BaseGame` implements the parts that are the same in
every game: the game-over / unknown-player / out-of-turn guard, `apply` and `judge`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from assistant.errors import EXIT_RULES, AssistantError
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    import random

    from assistant.syntax import Grammar

# -- rules errors ------------------------------------------------------------------------------


class RulesError(AssistantError):
    """A move that breaks a rule (exit code 3). Nothing is recorded when one is raised.

    Each kind has its code as a class attribute (`move/illegal`, `turn/out-of-order`...).

    :param msg: what is wrong, as a translatable message.
    :param rule: the id of the rulebook section that forbids the move (`camel-up/desert-tile`).
    """

    code = "move/illegal"
    exit_code = EXIT_RULES

    def __init__(self, msg: Msg, rule: str | None = None) -> None:
        super().__init__(type(self).code, msg, rule)


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


# -- static facts -------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameSpec:
    """Static facts about a game, importable without loading the game's rules.

    The registry (`assistant.games`) is the one place a game is registered: the CLI finds its
    command group (`cli_module`, run as `assistant <cli>`), i18n its catalog domain, the
    rulebook loader its file (`rulebook`, else the shipped `rulebooks/<id>.yaml`) and the
    journal its rules version from here.
    """

    id: str
    name: str
    aliases: tuple[str, ...]
    min_players: int
    max_players: int
    module: str
    """The game's rules package, whose `GAME` implements `Game`."""
    cli: str
    """The command word of the game's group: `assistant <cli> ...`."""
    domain: str = ""
    rules_version: int = 1
    views: str = ""
    """The module of `assistant.render.views` whose `VIEWS` draws the game (its move's answer,
    picture, report figures, charts and sections); none: `BaseViews`."""
    help: str = ""
    """The help of the game's command group, as its module gives it (a message id in the
    game's catalog): the root's `--help` lists the games from here, without loading them."""
    cli_module: str = ""
    """The module holding the game's Typer app (default: `assistant.cli.<cli>`)."""
    rulebook: str = ""
    """The game's rulebook file (default: the shipped `rulebooks/<id>.yaml`)."""

    def __post_init__(self) -> None:
        if not self.cli_module:
            object.__setattr__(self, "cli_module", f"assistant.cli.{self.cli}")

    def rule(self, section: str) -> str:
        """The full id of one of the game's rule sections: `camel-up/desert-tile`."""
        return f"{self.id}/{section}"


# -- what a move causes and what a dispute is answered with -------------------------------------


@dataclass(frozen=True)
class Event:
    """Something a move caused, for the table to read and for machines to follow.

    :param code: a stable id such as `camel/moved`, `leg/scored`, `area/closed`, `turn/next`.
    :param msg: the event in words (translated at display time).
    :param data: JSON-able details with canonical English ids.
    """

    code: str
    msg: Msg
    data: Mapping[str, Any] = field(default_factory=dict)


S = TypeVar("S")
M = TypeVar("M")


@dataclass(frozen=True)
class Step(Generic[S]):
    """The result of applying a move: the new state and the events the move caused."""

    state: S
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Verdict:
    """Would a move be accepted? `legal` judges the rules as if it were the player's turn;
    `turn` says separately whether it is the player's turn now.

    :param player: the player the move is for (`None` for moves nobody owns: a die, a marker).
    :param current: whose turn it is now (`None` when the game is over).
    :param error: why the move is refused (`None` when legal).
    :param notes: what the table will still have to say when it records the move (a legal
        move whose words leave a choice open: which card each player gives up to a curse).
    """

    legal: bool
    turn: bool
    player: str | None
    current: str | None
    error: RulesError | None = None
    notes: tuple[Msg, ...] = ()


@dataclass(frozen=True)
class Count:
    """Something the status counts for each player that a table asks about in words
    (`combien de cartes a Zoé en main ?`, `quante tessere piramide ha Anna?`): the prompt
    answers it in one sentence.

    :param nouns: what it is asked by, folded, in every language (`cartes`, `carte`,
        `cards`; `tuiles pyramide`).
    :param said: `(player, sentence)` in seat order (`Zoé has 5 cards in hand.`).
    :param extras: other words the question may hold, folded (`en main`, `in mano`).
    """

    nouns: frozenset[str]
    said: tuple[tuple[str, Msg], ...]
    extras: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Standings:
    """Where the players stand: a total per player (coins, points, adventures beaten...),
    the winners once the game is over.

    :param unit: what the totals count, as a noun for headings (`coins`, `points`).
    :param totals: `(player, total)` in seat order.
    :param winners: empty while the game goes on.
    :param tiebreak: `(player, count)` of the rules' tie-break, when the game has one (the
        cards won in Ramsès): of equal totals, the higher count ranks first.
    :param tiebreak_unit: what the tie-break counts, as a noun (`cards won`).
    :param counts: what else the status counts per player, said in a sentence when asked.
    """

    finished: bool
    unit: Msg
    totals: tuple[tuple[str, int], ...]
    winners: tuple[str, ...] = ()
    tiebreak: tuple[tuple[str, int], ...] = ()
    tiebreak_unit: Msg | None = None
    counts: tuple[Count, ...] = ()

    def ranking(self) -> list[tuple[int, str, int]]:
        """`(place, player, total)`, best first; equal totals share a place, unless the
        tie-break tells them apart."""
        second = dict(self.tiebreak)
        ordered = sorted(self.totals, key=lambda item: (-item[1], -second.get(item[0], 0)))
        result: list[tuple[int, str, int]] = []
        for index, (player, total) in enumerate(ordered):
            _, last, last_total = result[-1] if result else (0, "", None)
            same = last_total == total and second.get(last, 0) == second.get(player, 0)
            place = result[-1][0] if result and same else index + 1
            result.append((place, player, total))
        return result

    def to_json(self) -> dict[str, Any]:
        return {
            "finished": self.finished,
            "unit": self.unit.english(),
            "totals": {player: total for player, total in self.totals},
            "ranking": [
                {"place": place, "player": player, "total": total}
                for place, player, total in self.ranking()
            ],
            "winners": list(self.winners),
        }


# -- the interface --------------------------------------------------------------------------------


class GameState(Protocol):
    """What every game's `State` says the same way: the players in seat order, the player to
    move and whether the game is over (`BaseGame` answers `players`, `current_player` and
    `is_finished` from these)."""

    @property
    def names(self) -> Sequence[str]:
        """The players' names, in seat order."""
        ...

    @property
    def current(self) -> str | None:
        """The player to move; `None` when nobody is (the game is over, or only reveals and
        tokens are left that anyone may enter)."""
        ...

    @property
    def finished(self) -> bool: ...


class Game(Protocol[S, M]):
    """The one surface every game package offers to the platform: the front ends (one-shot
    commands, the prompt, exports, the generic tests) read nothing else of a game.

    Every package exposes `GAME` and proves it conforms with a typed assignment checked by
    mypy: `_CONFORMS: Game[State, Move] = GAME`.
    """

    @property
    def spec(self) -> GameSpec: ...

    @property
    def turn_section(self) -> str:
        """The rule section the shared guard cites for a move out of turn (`turn`)."""
        ...

    @property
    def end_section(self) -> str:
        """The rule section the shared guard cites for a move after the end (`end`)."""
        ...

    @property
    def grammar(self) -> Grammar:
        """The game's words: every acting command in three languages (`assistant.syntax`),
        from which every front end is generated."""
        ...

    def initial_state(self, setup: Mapping[str, Any]) -> S:
        """The state at the start, from the JSON-able setup recorded with the session.

        :raises SetupError: the setup breaks a rule.
        """
        ...

    def random_setup(self, rng: random.Random, players: Sequence[str]) -> dict[str, Any]:
        """A valid setup for `players` (for the generic random-game tests)."""
        ...

    def step(self, state: S, move: M) -> Step[S]:
        """The state after `move` and the events it caused.

        :raises RulesError: the move breaks a rule; nothing changes.
        """
        ...

    def apply(self, state: S, move: M) -> S:
        """`step(state, move).state`."""
        ...

    def judge(self, state: S, move: M) -> Verdict:
        """Would `move` be legal for its player, as if it were their turn? Changes nothing."""
        ...

    def as_turn_of(self, state: S, player: str) -> S:
        """The state as it would be at the start of `player`'s turn (for `judge`)."""
        ...

    def actor(self, move: M) -> str | None:
        """The player a move is for; `None` for moves bound to nobody's turn."""
        ...

    def players(self, state: S) -> Sequence[str]: ...

    def current_player(self, state: S) -> str | None:
        """The player to move; `None` when the game is over."""
        ...

    def is_finished(self, state: S) -> bool: ...

    def standings(self, state: S) -> Standings: ...

    def state_json(self, state: S) -> dict[str, Any]:
        """The state as `status --json` prints it (canonical English ids, JSON types only)."""
        ...

    def move_to_json(self, move: M) -> dict[str, Any]:
        """The move as the journal stores it (`{"type": ..., "player": ..., ...}`)."""
        ...

    def move_from_json(self, data: Mapping[str, Any]) -> M: ...

    def describe(self, move: M, state: S | None = None) -> Msg:
        """What the move does, as a verb phrase after the player's name (`takes a ...`).

        :param state: any state of the move's session, for the words of its edition (a Camel
            Up betting ticket of the second edition, a leg-bet tile of the first); None: the
            words of the move alone.
        """
        ...

    def attempt(self, move: M, state: S | None = None) -> Msg | None:
        """The move as an infinitive phrase after "can" (`take a ...`), so that `check`
        answers "No, ana cannot take ..."; `None` when the game has none for it. `state` as
        for `describe`."""
        ...

    def as_seen(self, state: S, move: M) -> M:
        """`move` as the table may see it while the game is in `state`: what the hidden
        option keeps face down (a Camel Up race card's colour while the race runs) left
        out. Every output of a recorded move (answers, log, exports) goes through it."""
        ...

    def milestones(self, before: S, after: S) -> tuple[Msg, ...]:
        """The parts of the game a move closed, each as one line with its scoring (a Camel
        Up leg: "Leg 1 scored (...): ana +1 → 4, ..."), for the log and the reports."""
        ...

    def title(self, setup: Mapping[str, Any]) -> Msg:
        """The game's name for a session of `setup`, with its edition when the box has more
        than one (`Camel Up, second edition`), for the log's heading."""
        ...

    def lead_note(self, state: S) -> Msg | None:
        """What leads on the board besides the players' totals (Camel Up: the leading
        camel), said after who leads; None when the totals say it all."""
        ...

    def left(self, state: S, words: Sequence[str]) -> Msg | None:
        """How many of the pieces `words` name are left to play, in a sentence (Through the
        Desert: `il reste combien de roses ?`, the pink camels beside the board); None when
        the words name none (the status answers)."""
        ...

    def turn_rule(self, state: S | None) -> str:
        """The rule section of a turn for a session in `state` (Camel Up's second edition
        has its own), cited by the guard and by a turn said passed."""
        ...

    def format_move(self, move: M, lang: str = "en") -> list[str]:
        """The words after `assistant <cli>` that record this move, in `lang`'s words
        (English: canonical ids, `["roll", "blue", "2", "--player", "ana"]`); `parse_move`
        reads them back in any language."""
        ...

    def parse_move(self, words: Sequence[str], state: S, lang: str = "en") -> M:
        """The move that `words` (a command's words, in any language) name in `state`.

        :raises UsageError: the words name no move of this game (`lang`: the language of the
            suggestions on a typo).
        """
        ...

    def format_setup(self, setup: Mapping[str, Any], lang: str = "en") -> list[str]:
        """The options after `assistant <cli> new` that start a game with `setup`, the names
        in their values in `lang`'s words (`--start '1:bleu,vert'`; the options themselves
        stay English: the caller shows them in the reader's words)."""
        ...

    def random_move(self, state: S, rng: random.Random) -> M | None:
        """A random legal move (chance included: a die with its value); `None` at the end."""
        ...

    def vocabulary(self, state: S) -> Mapping[str, Mapping[str, str]]:
        """The names the moves take, per kind: `{"colour": {"blue": "blue", ...}}`, id to
        English name (a catalog message id), for completion and input in any language."""
        ...


GS = TypeVar("GS", bound=GameState)


class BaseGame(ABC, Generic[GS, M]):
    """What is the same in every game: the players, the player to move and the end read from
    the state (`GameState`), the guard before a move, `apply`, `judge` and the words of moves
    (from `grammar`).

    A game sets `spec`, `grammar`, the sections its guard cites (`turn_section`,
    `end_section`) and implements `advance` (the rules proper, once the guard has passed) and
    the rest of `Game`; `takes_turn` is its one turn hook.
    """

    spec: ClassVar[GameSpec]
    grammar: ClassVar[Grammar]
    turn_section: ClassVar[str] = "turn"
    end_section: ClassVar[str] = "end"

    # -- to implement ---------------------------------------------------------------------

    @abstractmethod
    def advance(self, state: GS, move: M) -> Step[GS]:
        """Apply `move` once `guard` has passed: the rules proper."""

    @abstractmethod
    def actor(self, move: M) -> str | None: ...

    @abstractmethod
    def as_turn_of(self, state: GS, player: str) -> GS: ...

    # -- shared -----------------------------------------------------------------------------

    def rule(self, section: str) -> str:
        return self.spec.rule(section)

    def players(self, state: GS) -> Sequence[str]:
        return state.names

    def current_player(self, state: GS) -> str | None:
        return state.current

    def is_finished(self, state: GS) -> bool:
        return state.finished

    def format_move(self, move: M, lang: str = "en") -> list[str]:
        from assistant.syntax import write

        return write(self.grammar, move, lang)

    def parse_move(self, words: Sequence[str], state: GS, lang: str = "en") -> M:
        from assistant.syntax import parse

        move: M = parse(self, words, state, lang)
        return move

    def format_setup(self, setup: Mapping[str, Any], lang: str = "en") -> list[str]:
        return ["--players", ",".join(str(p) for p in setup["players"])]

    def takes_turn(self, state: GS, move: M) -> bool:
        """The turn hook: whether the out-of-turn guard applies to `move` in `state` (default:
        the move has an actor). A Camel Up reveal is nobody's turn; in Ramsès any player may
        find a token while a scorpion is loose, only the player to move otherwise."""
        return self.actor(move) is not None

    def turn_over(self, state: GS, player: str) -> Msg | None:
        """Why `player`, out of turn, cannot play on, when the state tells it (Through the
        Desert: their turn just ended with the camels it allows); None (the default): the
        usual refusal, whose turn it is."""
        return None

    def attempt(self, move: M, state: GS | None = None) -> Msg | None:
        """The move as an infinitive phrase for `check` (default: none; `check` then
        quotes `describe`)."""
        return None

    def as_seen(self, state: GS, move: M) -> M:
        """`move` as the table may see it in `state` (default: all of it)."""
        return move

    def milestones(self, before: GS, after: GS) -> tuple[Msg, ...]:
        """The parts of the game closed between two states (default: none)."""
        return ()

    def title(self, setup: Mapping[str, Any]) -> Msg:
        """The game's name (default: the spec's, whatever the setup)."""
        return Msg(self.spec.name)

    def lead_note(self, state: GS) -> Msg | None:
        """Nothing leads besides the totals (default)."""
        return None

    def left(self, state: GS, words: Sequence[str]) -> Msg | None:
        """No pieces counted apart (default: the status answers)."""
        return None

    def turn_rule(self, state: GS | None) -> str:
        """The game's one turn section (default)."""
        return self.rule(self.turn_section)

    def guard(self, state: GS, move: M) -> None:
        """Refuse a move after the end, for an unknown player or out of turn.

        :raises GameOverError: the game is over.
        :raises InvalidMoveError: the move names a player who is not in the game.
        :raises OutOfTurnError: it is another player's turn.
        """
        if self.is_finished(state):
            raise GameOverError(
                Msg(N_("The game is over: no move is accepted any more.")),
                self.rule(self.end_section),
            )
        player = self.actor(move)
        if player is None:
            return
        if player not in self.players(state):
            raise InvalidMoveError(
                Msg(N_("There is no player {player} in this game."), {"player": player}),
                self.rule(self.turn_section),
            )
        current = self.current_player(state)
        if self.takes_turn(state, move) and current is not None and player != current:
            over = self.turn_over(state, player)
            if over is not None:
                raise OutOfTurnError(over, self.rule(self.turn_section))
            raise OutOfTurnError.not_their_turn(current, player, self.rule(self.turn_section))

    def step(self, state: GS, move: M) -> Step[GS]:
        self.guard(state, move)
        return self.advance(state, move)

    def apply(self, state: GS, move: M) -> GS:
        return self.step(state, move).state

    def judge(self, state: GS, move: M) -> Verdict:
        player = self.actor(move)
        current = None if self.is_finished(state) else self.current_player(state)
        turn = player is None or not self.takes_turn(state, move) or player == current
        try:
            trial = state
            known = player is not None and player in self.players(state)
            if not turn and known and player is not None and not self.is_finished(state):
                trial = self.as_turn_of(state, player)
            self.apply(trial, move)
        except RulesError as error:
            return Verdict(False, turn, player, current, error)
        return Verdict(True, turn, player, current, None)
