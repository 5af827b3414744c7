"""What the tests of every game do the same way (import it as `helpers`: `tests/` is on the
path, see `tests/conftest.py`).

* `play(game, state, *moves)`: the state after the moves, each through `game.apply` (the
  shared guard, then the rules).
* `assert_refused(game, state, move, kind, rule)`: the move is refused with an error of
  `kind` citing the rule section `rule` (its full id, `camel-up/desert-tile`); the error, for
  more checks. Game states are frozen, so nothing can have changed.
* `assert_rule(error, rule)`: the same check for an error caught some other way.
* `assert_cli_refused(cli, *args, code=3, error=..., rule=..., lang=...)`: the command exits
  with `code`, says why as one JSON document (with `--json`) and as a line without a
  traceback (without), and the current session is as it was (its moves and its state).
"""

from __future__ import annotations

from typing import Any, TypeVar

import pytest

from assistant.games.base import Game, RulesError

S = TypeVar("S")


def play(game: Game[S, Any], state: S, *moves: Any) -> S:
    for move in moves:
        state = game.apply(state, move)
    return state


def assert_rule(error: BaseException, rule: str) -> None:
    """`error` is a rules error citing `rule` (a full section id)."""
    assert isinstance(error, RulesError), error
    assert error.rule == rule, (error.rule, error.msg.english())


def assert_refused(
    game: Game[S, Any],
    state: S,
    move: Any,
    kind: type[RulesError] = RulesError,
    rule: str | None = None,
) -> RulesError:
    with pytest.raises(kind) as caught:
        game.apply(state, move)
    if rule is not None:
        assert_rule(caught.value, rule)
    return caught.value


def session_snapshot(cli: Any) -> Any:
    """The current session as `sessions export` has it (moves and state), or None."""
    current = cli.ok("sessions", json=True).json["current"]
    if current is None:
        return None
    return cli.ok("sessions", "export", current, json=True).json


def assert_cli_refused(
    cli: Any,
    *args: str,
    code: int = 3,
    error: str | None = None,
    rule: str | None = None,
    lang: str | None = None,
) -> dict[str, Any]:
    """Run a command that must be refused; its JSON error (`code`, `rule`, `message`)."""
    before = session_snapshot(cli)
    result = cli(*args, lang=lang, json=True)
    assert result.code == code, (args, result.code, result.out, result.err)
    found: dict[str, Any] = result.json["error"]
    assert found["code"] and found["message"], found
    if error is not None:
        assert found["code"] == error, found
    if rule is not None:
        assert found["rule"] == rule, found
    assert session_snapshot(cli) == before, "a refused command changed the session"
    human = cli(*args, lang=lang)
    assert human.code == code and "Traceback" not in human.err, human.err
    return found
