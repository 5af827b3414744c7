"""Drawing the list of sessions."""

from __future__ import annotations

from typing import Any

from rich.table import Table

from assistant.games import BY_ID
from assistant.i18n import Translator
from assistant.messages import N_
from assistant.render import plain


def sessions_table(rows: list[dict[str, Any]], t: Translator) -> Table:
    """The listing of `assistant sessions`; names are data (see `assistant.render`)."""
    table = Table(title=t(N_("Sessions")), title_justify="left")
    table.add_column("", width=1)
    table.add_column(t(N_("Name")), style="bold")
    table.add_column(t(N_("Game")))
    table.add_column(t(N_("Players")))
    table.add_column(t(N_("Moves")), justify="right")
    table.add_column(t(N_("Last change")))
    table.add_column(t(N_("Finished")))
    table.add_column(t(N_("Language")))
    for row in rows:
        table.add_row(
            "*" if row["current"] else "",
            plain(row["name"]),
            t(BY_ID[row["game"]].name) if row["game"] in BY_ID else plain(row["game"]),
            plain(", ".join(row["players"])) if not row.get("damaged") else t(N_("(damaged)")),
            str(row["moves"]),
            plain(row["last_change"].replace("T", " ").replace("+00:00", " UTC")),
            t(N_("yes")) if row["finished"] else t(N_("no")),
            row.get("lang") or "",
        )
    return table
