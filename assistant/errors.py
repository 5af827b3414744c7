"""Errors a user can cause outside the rules of a game, and the exit code of each kind.

Exit codes (DESIGN.md): 0 done; 2 bad usage or unreadable input; 3 the move breaks a rule
(nothing recorded); 4 session or storage problem; 130 interrupted (Ctrl-C). Rules errors live in
`assistant.games.base` because game logic raises them; this module adds the rest and does
not import the games (it is imported by every layer above them).
"""

from __future__ import annotations

from typing import Any

from assistant.messages import Msg

EXIT_OK = 0
EXIT_USAGE = 2
EXIT_RULES = 3
EXIT_STORAGE = 4
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report it


class AssistantError(Exception):
    """A user-facing error with a stable code, a translatable message and an exit code."""

    exit_code = EXIT_USAGE

    def __init__(self, code: str, msg: Msg, rule: str | None = None) -> None:
        super().__init__(msg.english())
        self.code = code
        self.msg = msg
        self.rule = rule


class UsageError(AssistantError):
    """Bad usage or unreadable input: an unknown name, a malformed file, a missing option."""

    exit_code = EXIT_USAGE


class StorageError(AssistantError):
    """A session or storage problem: no such session, a name taken, an unreadable journal."""

    exit_code = EXIT_STORAGE


class Interrupted(AssistantError):
    """Ctrl-C (or the end of input at a prompt): the command stopped where it was."""

    exit_code = EXIT_INTERRUPTED


class CommandExit(Exception):
    """A command that has answered and ends with its own exit code (`check` of an illegal
    move: 3), without Click: the same in a one-shot command, a replay and the table."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


def usage(code: str, text: str, **args: Any) -> UsageError:
    return UsageError(code, Msg(text, args))


def storage(code: str, text: str, **args: Any) -> StorageError:
    return StorageError(code, Msg(text, args))


def exit_code_of(error: BaseException) -> int:
    from assistant.games.base import RulesError

    if isinstance(error, RulesError):
        return EXIT_RULES
    if isinstance(error, AssistantError):
        return error.exit_code
    return 1
