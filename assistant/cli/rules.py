"""`assistant rules`: the rules reference, by game, by section or by search."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from assistant.cli.runtime import current
from assistant.messages import N_

app = typer.Typer(name="rules", add_completion=False)


@app.command("rules")
def rules(
    words: Annotated[
        list[str] | None,
        typer.Argument(
            help="Nothing (the games), GAME (its contents), GAME SECTION (one section) or "
            "`search WORDS...`.",
            show_default=False,
        ),
    ] = None,
    game: Annotated[
        str | None, typer.Option("--game", help="With `search`: only this game's rules.")
    ] = None,
) -> None:
    """The rules of the four games in English, French or Italian.

    Examples:

      assistant rules

      assistant --lang it rules camel-up

      assistant rules camel desert-tile

      assistant --lang fr rules camel tuile-desert

      assistant --lang fr rules search mirage --game camel
    """
    from assistant import rulebook
    from assistant.render import rules as view

    runtime = current()
    t = runtime.t
    args = list(words or [])
    if args and args[0].lower() == "search":
        query = " ".join(args[1:])
        if not query.strip():
            from assistant.errors import usage

            raise usage(
                "usage/missing-words",
                N_("Search for what? Example: `assistant rules search mirage`."),
            )
        games = [rulebook.resolve_game(game)] if game else None
        hits = rulebook.search(query, t, games)[:10]
        found = {
            "query": query,
            "lang": t.lang,
            "results": [
                {
                    "game": h.game,
                    "id": h.section.id,
                    "title": t.gettext(h.section.title),
                    "score": round(h.score, 2),
                }
                for h in hits
            ],
        }
        runtime.emit(found, lambda console, t: view.search_results(console, t, query, hits))
        return
    if not args:
        doc: dict[str, Any] = {"lang": t.lang, "games": view.games_doc(t)}
        runtime.emit(doc, view.games_table)
        return
    game_id = rulebook.resolve_game(args[0])
    book = rulebook.load(game_id)
    if len(args) == 1:
        doc = {
            "game": game_id,
            "lang": t.lang,
            "sections": [
                {"id": s.id, "name": rulebook.section_name(s, t), "title": t.gettext(s.title)}
                for s in book.sections
            ],
        }
        runtime.emit(doc, lambda console, t: view.contents(console, t, game_id, book))
        return
    section = rulebook.find_section(game_id, "-".join(args[1:]), t)
    doc = {
        "game": game_id,
        "lang": t.lang,
        "id": section.id,
        "name": rulebook.section_name(section, t),
        "title": t.gettext(section.title),
        "text": t.gettext(section.text),
        "see": list(section.see),
    }
    runtime.emit(doc, lambda console, t: view.section(console, t, section))
