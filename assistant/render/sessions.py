"""Drawing the list of sessions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from assistant.games import BY_ID
from assistant.i18n import Translator
from assistant.messages import N_
from assistant.render import plain, titled, visible

if TYPE_CHECKING:
    from rich.table import Table


HEADINGS = (
    N_("Name"),
    N_("Game"),
    N_("Players"),
    N_("Moves"),
    N_("Last change"),
    N_("Finished"),
    N_("Language"),
)


def _cells(row: dict[str, Any], t: Translator) -> list[str]:
    """A session's columns as words (names as they are: the caller shows them as data)."""
    return [
        row["name"],
        t(BY_ID[row["game"]].name) if row["game"] in BY_ID else row["game"],
        ", ".join(row["players"]) if not row.get("damaged") else t(N_("(damaged)")),
        str(row["moves"]),
        row["last_change"].replace("T", " ").replace("+00:00", " UTC"),
        t(N_("yes")) if row["finished"] else t(N_("no")),
        row.get("lang") or "",
    ]


def sessions_lines(rows: list[dict[str, Any]], t: Translator) -> str:
    """The listing as plain lines for a file or a pipe: a heading line, then one line per
    session, tab-separated, `*` first on the current one's; names are shown as data (control
    characters visible, tabs too), without Rich."""
    lines = ["\t".join(["", *(t(heading) for heading in HEADINGS)])]
    for row in rows:
        cells = [visible(cell).replace("\t", "\\t") for cell in _cells(row, t)]
        lines.append("\t".join(["*" if row["current"] else "", *cells]))
    return "\n".join(lines) + "\n"


def sessions_table(rows: list[dict[str, Any]], t: Translator) -> Table:
    """The listing of `assistant sessions`; names are data (see `assistant.render`)."""

    table = titled(t(N_("Sessions")))
    games = [t(BY_ID[row["game"]].name) if row["game"] in BY_ID else row["game"] for row in rows]
    # The name is what the table types (`play NAME`): on one line up to 40 characters, and
    # never cut (`fit_table` makes room for it at 80 columns).
    longest = max(len(row["name"]) for row in rows)
    table.add_column("", width=1)
    table.add_column(t(N_("Name")), style="bold", no_wrap=longest <= 40, overflow="fold")
    table.add_column(t(N_("Game")))
    table.add_column(t(N_("Players")))
    table.add_column(t(N_("Moves")), justify="right")
    table.add_column(t(N_("Last change")))
    table.add_column(t(N_("Finished")))
    table.add_column(t(N_("Language")))
    for row, game in zip(rows, games, strict=True):
        table.add_row(
            "*" if row["current"] else "",
            plain(row["name"]),
            plain(game),
            plain(", ".join(row["players"])) if not row.get("damaged") else t(N_("(damaged)")),
            str(row["moves"]),
            plain(_minute(row["last_change"])),
            t(N_("yes")) if row["finished"] else t(N_("no")),
            row.get("lang") or "",
        )
    return table


def _minute(stamp: str) -> str:
    """`2026-11-26T15:03:43+00:00` as `2026-11-26 15:03 UTC` (the JSON keeps the seconds)."""
    day, _, time = stamp.partition("T")
    return f"{day} {time[:5]} UTC" if time.endswith("+00:00") else stamp.replace("T", " ")
