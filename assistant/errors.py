"""Every error a user can cause, and the exit code of each kind.

`AssistantError` is the one base: a stable code, a translatable message, the rule involved (if
any) and an exit code. Exit codes: 0 done; 2 bad usage or unreadable input (`UsageError`); 3
the move breaks a rule (nothing recorded: `assistant.games.base.RulesError`, which extends
`AssistantError` there because game logic raises it); 4 session or storage problem
(`StorageError`); 130 interrupted (`Interrupted`, Ctrl-C). This module imports nothing but
`assistant.messages`: every layer, the games included, may import it.
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
    """A user-facing error with a stable code, a translatable message and an exit code.

    :param code: a stable machine id (`session/none`, `move/illegal`, ...).
    :param msg: what is wrong, as a translatable message.
    :param rule: the id of the rulebook section involved (`camel-up/desert-tile`), if any.
    """

    exit_code = EXIT_USAGE
    command_path: str | None = None
    """The command whose words were refused (`assistant camel`), when the error is Click's:
    its help is then pointed to."""

    def __init__(self, code: str, msg: Msg, rule: str | None = None) -> None:
        super().__init__(msg.english())
        self.code = code
        self.msg = msg
        self.rule = rule


class UsageError(AssistantError):
    """Bad usage or unreadable input: an unknown name, a malformed file, a missing option."""

    exit_code = EXIT_USAGE


class OpenChoice(UsageError):
    """Words of a move that leave one of its values open, for the state to offer several
    (a camel said without its colour: `peut-elle mettre un chameau en F3 ?`): a move
    refuses them, a question (`check`) takes the one `moves` when there is one, else
    answers with the message, the choices in it.

    :param moves: the moves the words may mean, each legal now.
    :param answer: the answer to the question of several (default: the message).
    """

    def __init__(
        self, code: str, msg: Msg, moves: tuple[Any, ...], answer: Msg | None = None
    ) -> None:
        super().__init__(code, msg)
        self.moves = moves
        self.answer = answer or msg


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
    if isinstance(error, AssistantError):
        return error.exit_code
    return 1
