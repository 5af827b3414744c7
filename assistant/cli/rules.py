"""`assistant rules`: the rules reference, by game, by section or by search."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Annotated, Any

from assistant.cli.lazyapp import App
from assistant.cli.runtime import Runtime, current
from assistant.messages import N_

if TYPE_CHECKING:
    import typer

app = App(name="rules", add_completion=False)


@app.command("rules")
def rules(
    words: Annotated[
        list[str] | None,
        typer.Argument(
            help="Nothing (the games), GAME (its contents), GAME SECTION (one section; words "
            "that name none search the game's rules), `search WORDS...`, or words that name "
            "no game (every game's rules searched).",
            show_default=False,
        ),
    ] = None,
    game: Annotated[
        str | None, typer.Option("--game", help="With `search`: only this game's rules.")
    ] = None,
    edition: Annotated[
        int | None,
        typer.Option(
            "--edition",
            help="The sections of this edition of the game (Camel Up: 1 or 2); default: the "
            "current session's edition, else the first. Without it a search covers every "
            "edition, that one first.",
        ),
    ] = None,
    answer: Annotated[
        bool,
        typer.Option(
            "--answer",
            help="A search answered as a question: the best section in full, then the names "
            "of the next ones (the table's prompt answers its questions so).",
        ),
    ] = False,
) -> None:
    """The rules of the four games in English, French or Italian.

    Examples:

      assistant rules

      assistant --lang it rules camel-up

      assistant rules camel desert-tile

      assistant --lang fr rules camel tuile-desert

      assistant --lang fr rules search mirage --game camel

      assistant rules camel-up --edition 2

      assistant --lang it rules search mazzo finisce --game pharao --answer
    """
    from assistant.render import rules as view

    runtime = current()
    args = list(words or [])
    if args and _is_search(args[0]):
        _search(runtime, " ".join(args[1:]), game, edition, answer=answer)
    elif not args:
        doc: dict[str, Any] = {"lang": runtime.t.lang, "games": view.games_doc(runtime.t)}
        runtime.emit(doc, view.games_table)
    elif game is None and _names_no_game(args[0]):
        # `rules chameau fou`: words that name no game search every game's rules; a
        # mistyped game (nothing found) gets the unknown-game error
        if not _search(runtime, " ".join(args), None, edition, quiet_if_none=True, answer=answer):
            _book(runtime, args[0], args[1:], edition, answer)
    else:
        _book(runtime, args[0], args[1:], edition, answer)


def _in_play_first(hits: list[Any], editions: dict[str, int]) -> list[Any]:
    """The ten best `hits`, the sections of another edition than the one in play left out
    unless they match better than every section of the edition in play (`dado grigio` at a
    first-edition table finds the grey die; `mirage` does not list the spectator tiles)."""
    best: dict[str, float] = {}
    for hit in hits:
        if hit.section.edition in (None, editions.get(hit.game, hit.section.edition)):
            best.setdefault(hit.game, hit.score)
    return [
        hit
        for hit in hits
        if hit.section.edition in (None, editions.get(hit.game, hit.section.edition))
        or hit.score > best.get(hit.game, 0.0)
    ][:10]


def _names_no_game(word: str) -> bool:
    from assistant.games import find_spec

    return find_spec(word) is None


def _is_search(word: str) -> bool:
    """`search`, `chercher`, `cerca`...: the rules searched, not a game named."""
    from assistant.syntax import COMMON_WORDS

    return COMMON_WORDS["search"].means(word)


def _search(
    runtime: Runtime,
    query: str,
    game: str | None,
    edition: int | None,
    *,
    quiet_if_none: bool = False,
    answer: bool = False,
) -> bool:
    """`rules search WORDS... [--game GAME]`: the ten best sections; with `answer`, or when
    one section matches, the best in full and the names of the next (`view.answer`). With
    `quiet_if_none`, nothing is shown when nothing matches (False is returned)."""
    from assistant import rulebook
    from assistant.render import rules as view

    t = runtime.t
    if not query.strip():
        from assistant.errors import usage

        raise usage(
            "usage/missing-words",
            N_("Search for what? Example: `assistant rules search mirage`."),
        )
    games = [rulebook.resolve_game(game)] if game else None
    searched = games or rulebook.available()
    if edition is not None and games is None:
        # `--edition 2` over every game: the games that have that edition keep to it.
        having = [g for g in searched if edition in rulebook.load(g).editions]
        searched = having or searched  # none: the error names the first game
    editions = {
        game_id: chosen
        for game_id in searched
        if (chosen := _edition(runtime, game_id, edition)) is not None
    }
    # `--edition` keeps to that edition; else every edition is searched (`dado grigio` finds
    # the second edition's grey die at a first-edition table), the edition in play first.
    if edition is None:
        hits = _in_play_first(rulebook.search(query, t, games, preferred=editions), editions)
    else:
        hits = rulebook.search(query, t, games, editions)[:10]
    if quiet_if_none and not hits:
        return False
    if answer:  # a section titled with the words asked comes first (`maledizione`)
        asked = rulebook.slug(query)
        hits = sorted(hits, key=lambda h: rulebook.slug(t.gettext(h.section.title)) != asked)
    found = {
        "query": query,
        "lang": t.lang,
        "results": [
            {
                "game": h.game,
                "id": h.section.id,
                "title": t.gettext(h.section.title),
                "score": round(h.score, 2),
                **({"edition": h.section.edition} if h.section.edition is not None else {}),
            }
            for h in hits
        ],
    }
    shown = view.answer if hits and (answer or len(hits) == 1) else view.search_results
    runtime.emit(found, lambda console, t: shown(console, t, query, hits))
    return True


def _book(
    runtime: Runtime,
    game: str,
    section_words: list[str],
    edition: int | None,
    answer: bool = False,
) -> None:
    """`rules GAME`: its contents; `rules GAME SECTION`: one section (words that name none:
    a search, answered as a question with `answer`)."""
    from assistant import rulebook
    from assistant.render import rules as view

    t = runtime.t
    game_id = rulebook.resolve_game(game)
    chosen = _edition(runtime, game_id, edition)
    book = rulebook.load(game_id).for_edition(chosen)
    if not section_words:
        doc = {
            "game": game_id,
            "lang": t.lang,
            **({"edition": chosen} if chosen is not None else {}),
            "sections": [
                {"id": s.id, "name": rulebook.section_name(s, t), "title": t.gettext(s.title)}
                for s in book.sections
            ],
        }
        runtime.emit(doc, lambda console, t: view.contents(console, t, game_id, book))
        return
    if _is_search(section_words[0]):  # `rules camel search mirage`
        _search(runtime, " ".join(section_words[1:]), game_id, edition, answer=answer)
        return
    words = "-".join(section_words)
    unnamed = not rulebook.names_a_section(game_id, words)
    near = rulebook.near_section(game_id, words) if unnamed else None
    if near is not None:  # `desrt-tile`: a section's name, a letter off
        words, unnamed = near.id, False
    query = " ".join(section_words)  # no section of that name: the words searched in the game
    if unnamed and _search(runtime, query, game_id, edition, quiet_if_none=True, answer=answer):
        return
    section = rulebook.find_section(game_id, words, t)
    doc = {
        "game": game_id,
        "lang": t.lang,
        "id": section.id,
        "name": rulebook.section_name(section, t),
        "title": t.gettext(section.title),
        "text": view.section_text(t, section),
        "see": list(section.see),
    }
    runtime.emit(doc, lambda console, t: view.section(console, t, section))


def _edition(runtime: Runtime, game_id: str, asked: int | None) -> int | None:
    """The edition whose sections are shown for `game_id`: `--edition`, else the edition of
    the current session when it is a game of `game_id`, else the first; None for a game
    printed in one edition.

    :raises UsageError: `rules/unknown-edition` for an edition the game does not have.
    """
    from assistant import rulebook

    editions = rulebook.load(game_id).editions
    if not editions:
        if asked is None:
            return None
        editions = (1,)
    if asked is not None:
        if asked not in editions:
            from assistant.errors import usage

            raise usage(
                "rules/unknown-edition",
                N_("{game} has no edition {edition} (editions: {editions})."),
                game=game_id,
                edition=asked,
                editions=", ".join(str(e) for e in editions),
            )
        return asked
    found = _session_edition(runtime, game_id)
    return found if found in editions else editions[0]


def _session_edition(runtime: Runtime, game_id: str) -> int | None:
    """The edition of the current session (`setup["edition"]`, 1 when absent) if it is a
    game of `game_id`; None without such a session. A journal is not created for this."""
    from assistant.errors import AssistantError
    from assistant.paths import journal_file

    if runtime.opened_journal is None and not os.path.exists(journal_file()):
        return None
    from assistant.cli.recording import named_session
    from assistant.games import BY_ID

    try:
        session = named_session(runtime)
        if session.game not in BY_ID or session.game != game_id:
            return None  # (a game this copy does not know, as `current_session` finds)
        edition = session.setup.get("edition", 1)
    except AssistantError:
        return None
    return edition if isinstance(edition, int) and not isinstance(edition, bool) else 1
