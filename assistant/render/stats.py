"""Drawing the statistics on the screen (the only part of `assistant stats` that uses Rich)."""

from __future__ import annotations

from rich import box
from rich.console import Console
from rich.table import Table

from assistant.i18n import Translator
from assistant.messages import N_
from assistant.render import plain
from assistant.render.stats_report import (
    count_note,
    filters_line,
    game_name,
    overall_heads,
    overall_rows,
    places_legend,
    player_heads,
    player_rows,
    summary,
    table_heading,
)
from assistant.stats import Stats


def _table(title: str, heads: list[str], rows: list[list[str]], numeric: range) -> Table:
    table = Table(
        title=title,
        title_justify="left",
        box=box.SIMPLE_HEAD,  # eight columns: no room for vertical rules on 80 columns
        pad_edge=False,
        collapse_padding=True,
    )
    for i, head in enumerate(heads):
        if i == 0:
            table.add_column(head, style="bold", no_wrap=True)
        elif i in numeric:
            table.add_column(head, justify="right")
        else:  # the latest places: wrapped between places, never inside one
            table.add_column(head, min_width=11)
    for row in rows:
        table.add_row(plain(row[0]), *row[1:])
    return table


def show(console: Console, t: Translator, stats: Stats) -> None:
    """A line of summary, a table per game (and one over all games when there are several),
    then what was left out."""
    console.print(summary(stats, t), markup=False, style="bold")
    only = filters_line(stats, t)
    if only:
        console.print(only, markup=False)
    if len({g.game for g in stats.games}) > 1:
        console.print()
        console.print(
            _table(t(N_("All games")), overall_heads(t), overall_rows(stats, t), range(1, 4))
        )
    for table in stats.games:
        console.print()
        title = f"{game_name(table.game, t)} — {table_heading(table, t)}"
        rows = player_rows(table, t)
        console.print(_table(title, player_heads(t), rows, range(1, 7)))
    notes = count_note(stats, t)
    if stats.games:
        notes.insert(0, places_legend(t))
    if notes and not stats.games:  # a table ends with a blank line of its own
        console.print()
    for note in notes:
        console.print(note, markup=False, style="dim")
