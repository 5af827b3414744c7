"""Python's cyclic garbage collector, held while a command runs.

A command loads a few hundred modules (Rich, the game's rules, prompt_toolkit at the table)
and builds objects that live as long as the process: the collector would walk them again and
again and find nothing, since the commands make next to no cyclic garbage (a replayed game,
an HTML export, a review, an odds analysis: a few hundred objects at most, counted with
`gc.collect()` after each). So the console script holds the collector from the start of
`main` to its end (about 10 ms of the first prompt of `play`, 7 to 12% of a long odds
analysis), and gives it back as it found it. Table mode lets it run again once its prompt is
up, the start-up's objects set apart first (`gc.freeze`: never walked again), and before it
reads piped lines: a prompt may stay open all evening. So does `replay` (a replayed line
leaves about ten objects of cyclic garbage, and a file may hold thousands of lines).
"""

from __future__ import annotations

import gc

_held = {"by_us": False}


def hold() -> None:
    """Stop the collector, if it runs (nothing if something else stopped it)."""
    if gc.isenabled():
        gc.disable()
        _held["by_us"] = True


def release(*, freeze: bool = False) -> None:
    """Let the collector run again, if `hold` stopped it. With `freeze`, what exists now is
    set apart first: the first collections then cost what later ones do."""
    if _held["by_us"]:
        _held["by_us"] = False
        if freeze:
            gc.freeze()
        gc.enable()
