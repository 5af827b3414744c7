"""Drawing the rules reference."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from assistant.games import BY_ID
from assistant.i18n import Translator
from assistant.messages import N_, Say
from assistant.render import escaped, titled
from assistant.render.markdown import markdown
from assistant.rulebook import Hit, Rulebook, Section, available, load, section_name

if TYPE_CHECKING:
    from rich.console import Console


def games_doc(t: Translator) -> list[dict[str, Any]]:
    shipped = set(available())
    return [
        {
            "id": spec.id,
            "name": t.gettext(spec.name),
            "aliases": list(spec.aliases),
            "players": [spec.min_players, spec.max_players],
            "sections": len(load(spec.id).sections) if spec.id in shipped else 0,
        }
        for spec in BY_ID.values()
    ]


def games_table(console: Console, t: Translator) -> None:

    table = titled(t(N_("The games")))
    table.add_column(t(N_("Game")), style="bold")
    table.add_column("id")
    table.add_column(t(N_("Players")), justify="right")
    table.add_column(t(N_("Sections")), justify="right")
    for row in games_doc(t):
        low, high = row["players"]
        table.add_row(row["name"], row["id"], f"{low}–{high}", str(row["sections"]))
    console.print(table)
    command = Say(None, "rules", (t(N_("GAME")),))  # `règles JEU` at the table's prompt
    console.print(
        t(N_("Contents of a game: `{command}`."), command=command), markup=False, style="dim"
    )


def contents(console: Console, t: Translator, game_id: str, book: Rulebook) -> None:

    from assistant.games import BY_ID
    from assistant.render import fit_table

    table = titled(t(BY_ID[game_id].name), show_header=False)
    table.add_column("name", style="cyan", no_wrap=True)  # what is typed: never cut
    table.add_column(t(N_("Title")))
    for section in book.sections:
        table.add_row(section_name(section, t), t.gettext(section.title))
    fit_table(console, table)
    console.print(table)
    # TRANSLATORS: what stands for a section's name in a command (`rules GAME SECTION`)
    command = Say(None, "rules", (game_id, t(N_("SECTION"))))
    console.print(t(N_("One section: `{command}`."), command=command), markup=False, style="dim")


def section_text(t: Translator, section: Section) -> str:
    """A section's text in `t`'s language, the commands it shows in the reader's words; at
    the table's prompt (which shows its own game's sections), as typed there, without
    `assistant <game>` (`duel --stakes …`, not `assistant ramses duel --stakes …`)."""
    spec = BY_ID.get(section.id.split("/", 1)[0])
    text = t.with_commands(t.gettext(section.text), spec.cli if spec is not None else None)
    if t.at_prompt and spec is not None:
        text = re.sub(rf"`(?:assistant )?{re.escape(spec.cli)} (?=[^`\s-])", "`", text)
    return text


def section(console: Console, t: Translator, section: Section) -> None:
    """A section: its title and its name in the reader's words (`camel-up/tuile-desert`),
    its text, the sections it points to."""
    name = f"{section.id.partition('/')[0]}/{section_name(section, t)}"
    console.print(
        f"[bold]{escaped(t.gettext(section.title))}[/]  [dim]({escaped(name)})[/]", markup=True
    )
    console.print(markdown(section_text(t, section)))
    if section.see:
        console.print(t(N_("See also: {sections}"), sections=see_also(t, section)), markup=False)


def see_also(t: Translator, section: Section) -> str:
    """The sections `section` points to, each by its title and the command that shows it
    (`The draw pile runs out (`rules draw-pile`)`), in the reader's words and syntax."""
    seen = []
    for other_id in section.see:
        other = load(other_id.partition("/")[0]).section(other_id)
        seen.append(other_id if other is None else pointer(t, other))
    # TRANSLATORS: between the sections of "See also" (French: a narrow space before)
    return t(N_("; ")).join(seen)


def pointer(t: Translator, section: Section) -> str:
    """A section by its title and the command that shows it: `The draw pile runs out
    (`rules pharao draw-pile`)`, in the reader's words and syntax."""
    command = Say(None, "rules", (section.id.partition("/")[0], section_name(section, t)))
    return t(N_("{title} (`{command}`)"), title=t.gettext(section.title), command=command)


ANSWER_OTHERS = 4
"""How many more sections an answer names after the one it shows."""


def answer(console: Console, t: Translator, query: str, hits: list[Hit]) -> None:
    """A question about the rules (`que se passe-t-il si … ?`), or a search that one
    section matches: the best section in full, then the next ones that speak of it, each
    with the command that shows it."""
    shown = hits[0].section
    section(console, t, shown)
    pointed = {shown.id, *shown.see}  # its "See also" names those already
    others = [pointer(t, h.section) for h in hits[1:] if h.section.id not in pointed]
    if others:
        sections = t(N_("; ")).join(others[:ANSWER_OTHERS])
        console.print(
            t(N_("Other sections on this: {sections}."), sections=sections),
            markup=False,
            style="dim",
        )


def search_results(console: Console, t: Translator, query: str, hits: list[Hit]) -> None:

    if not hits:
        console.print(t(N_("Nothing found for “{query}”."), query=query), markup=False)
        return
    from assistant.render import fit_table

    table = titled(t(N_("Rules matching “{query}”"), query=query))
    games = {hit.section.id.partition("/")[0] for hit in hits}
    if len(games) > 1:  # a game's name kept on one line when the title keeps 16 columns
        longest = max(len(t.gettext(BY_ID[game].name)) for game in games)
        names = max(len(section_name(hit.section, t)) for hit in hits)
        fits = longest + names + 16 + 6 <= console.width
        table.add_column(t(N_("Game")), min_width=longest if fits else None)
    table.add_column(t(N_("Section")), style="cyan", no_wrap=True)  # its name, as typed
    table.add_column(t(N_("Title")))
    # A section of one edition of a game (Camel Up) says which: a search covers both.
    by_edition = any(hit.section.edition is not None for hit in hits)
    if by_edition:
        table.add_column(t(N_("Edition")), justify="right")
    for hit in hits:
        game_id = hit.section.id.partition("/")[0]
        row = [t.gettext(BY_ID[game_id].name)] if len(games) > 1 else []
        row += [section_name(hit.section, t), t.gettext(hit.section.title)]
        if by_edition:
            row.append(str(hit.section.edition or ""))
        table.add_row(*row)
    fit_table(console, table)
    console.print(table)
    game = hits[0].section.id.partition("/")[0]
    name = section_name(hits[0].section, t)
    console.print(
        t(N_("Read one by its name: `{command}`."), command=Say(None, "rules", (game, name))),
        style="dim",
        markup=False,
    )
