"""Ctrl-C and the journal: what the table is told is what the journal holds.

A Ctrl-C (SIGINT) that arrives before a transaction commits stops the command, the
transaction rolls back and the answer says that nothing was recorded (exit 130). Once the
commit has begun it must not turn a recorded move into an error that invites typing it
again, so:

* `deferred()` blocks SIGINT while SQLite commits or rolls back (the syncs, the unlink of
  the rollback journal, the lock release): a signal that arrives meanwhile stays pending;
* `hold()`, called once a commit succeeded, replaces the SIGINT handler by one that only
  notes the signal, until the command has printed its answer and calls `release()`, which
  says whether a Ctrl-C came meanwhile (the command then adds a line saying that what it
  recorded is in the journal, and its exit code stays what it was).

`FAULT` is for the fault-injection tests: when set, `fault(point)` calls it at every point
where a signal could arrive (`begin`, `write` after each statement that changes the
journal, `commit` just before SQLite commits, `committed` just after, `output` on every
write to stdout or stderr). The tests send SIGINT from it at each point in turn.

Where signals cannot be masked or handled (another thread, a platform without
`pthread_sigmask`) the functions do nothing.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

FAULT: Callable[[str], None] | None = None
"""A test hook called at each point named in the module's docstring (None: nothing)."""

_previous: Any = None  # the SIGINT handler `hold` replaced, while it holds
_noted = False  # a SIGINT arrived while held


def fault(point: str) -> None:
    """Call the test hook `FAULT` at `point`, if one is armed."""
    hook = FAULT
    if hook is not None:
        hook(point)


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


@contextmanager
def deferred() -> Iterator[None]:
    """SIGINT is blocked while this lasts; one that arrived meanwhile is delivered after."""
    if not hasattr(signal, "pthread_sigmask") or not _main_thread():
        yield
        return
    saved = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, saved)


def _note(signum: int, frame: Any) -> None:
    global _noted
    _noted = True


def hold() -> None:
    """From now until `release()`, a Ctrl-C is noted instead of stopping the command."""
    global _previous
    if _previous is not None or not _main_thread():
        return
    try:
        previous = signal.getsignal(signal.SIGINT)
        signal.signal(signal.SIGINT, _note)
    except (ValueError, OSError):  # pragma: no cover - no signals here
        return
    _previous = previous if previous is not None else signal.default_int_handler


def holding() -> bool:
    return _previous is not None


def noted() -> bool:
    """Whether a Ctrl-C came while held (without ending the hold)."""
    return _noted


def release() -> bool:
    """Ctrl-C acts again; returns whether one came while it was held."""
    global _previous, _noted
    if _previous is not None:
        with_previous, _previous = _previous, None
        with contextlib.suppress(ValueError, OSError, TypeError):
            signal.signal(signal.SIGINT, with_previous)
    came, _noted = _noted, False
    return came
