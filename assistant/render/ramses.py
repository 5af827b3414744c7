"""Drawing a game of Ramsès: the card sought, the deck, each player's cards and tokens, the
score and the solo title."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rich.console import Console
from rich.table import Table

from assistant.games.ramses.moves import card_msg
from assistant.games.ramses.rules import special_help
from assistant.games.ramses.scoring import final_msg, score
from assistant.games.ramses.state import (
    DECK_SIZE,
    MODE_NAMES,
    SCARAB_USES,
    SOLO_LADDER,
    SPECIAL_NAMES,
    TITLE_NAMES,
    Card,
    State,
)
from assistant.i18n import Translator
from assistant.messages import N_, Msg, Plural, Say
from assistant.render import titled

if TYPE_CHECKING:
    from assistant.sessions import Outcome


def _card(card: Card) -> str:
    return f"{card.treasure} ({card.value})"


def _hats(tokens: tuple[int, ...]) -> str:
    """`6 (3+2+1)`: the hats in all and the egyptologist tokens they come from."""
    total = str(sum(tokens))
    return f"{total} ({'+'.join(map(str, tokens))})" if len(tokens) > 1 else total


def lines(console: Console, t: Translator, messages: Iterable[Msg]) -> None:
    """Print translated lines, one per message."""
    for message in messages:
        console.print(t.render(message), markup=False)


def status(console: Console, t: Translator, state: State, session_name: str) -> None:
    """The whole table at a glance: deck, card sought, special action, turn, players."""
    console.print(
        t(
            N_("Ramsès — {mode} — session {name}"),
            mode=Msg(MODE_NAMES[state.mode]),
            name=session_name,
        ),
        style="bold",
        markup=False,
    )
    if state.back is None:
        deck = t(N_("Deck: spent ({total} cards drawn)."), total=DECK_SIZE)
    else:
        deck = t(
            Plural(
                "Deck: {n} of {total} cards drawn, {left} left; deck {back} in play.",
                "Deck: {n} of {total} cards drawn, {left} left; deck {back} in play.",
                state.drawn,
                total=DECK_SIZE,
                left=state.left,
                back=state.back,
            )
        )
    console.print(deck, markup=False)
    if state.target is not None:
        console.print(
            t(N_("Card sought: {card}."), card=t.render(card_msg(state.target))),
            style="bold",
            markup=False,
        )
    elif not state.finished and state.phase == "play":
        console.print(t(N_("No card face up: the next one is to be revealed.")), markup=False)
    if state.special is not None and not state.finished:
        if state.phase != "play":
            console.print(t.render(special_help(state, state.special)), markup=False)
        else:
            console.print(
                t(
                    N_("Special action of this card: {action}."),
                    action=Msg(SPECIAL_NAMES[state.special]),
                ),
                markup=False,
            )
    if state.solo and state.discarded:
        console.print(t(N_("Cards thrown out: {count}."), count=len(state.discarded)), markup=False)
    if state.finished:
        lines(console, t, [final_msg(state)])
    else:
        console.print(
            t(N_("Now it is {player}'s turn."), player=state.current), style="bold", markup=False
        )
    players_table(console, t, state)


def hidden_note(console: Console, t: Translator) -> None:
    """Why no value or treasure of a won card shows (the hidden-information option)."""
    console.print(
        t(
            N_(
                "Hidden information: the cards won lie face down, so only how many each "
                "player holds is shown until the game is over."
            )
        ),
        markup=False,
        style="dim",
    )


def players_table(console: Console, t: Translator, state: State) -> None:
    scored_doc = score(state)
    scored = {row["name"]: row for row in scored_doc["players"]}
    winners = set(scored_doc["winners"] or [])
    secret = state.secret
    table = titled(t(N_("Players")), expand=False)
    table.add_column(t(N_("Player")), style="bold", no_wrap=True)
    table.add_column(t(N_("Cards")), justify="right", no_wrap=True)
    if not secret:
        table.add_column(t(N_("Points")), justify="right", no_wrap=True)
    if state.advanced:
        table.add_column(t(N_("Hats")), justify="right", no_wrap=True)
        table.add_column(t(N_("Bonus")), justify="right", no_wrap=True)
        if not secret:
            table.add_column(t(N_("Total")), justify="right", no_wrap=True)
        table.add_column(t(N_("Scarab")), justify="right", no_wrap=True)
    for i, seat in enumerate(state.seats):
        row = scored[seat.name]
        name = seat.name + (" ★" if seat.name in winners else "")
        if not state.finished and i == state.turn:
            name = "▶ " + name
        cells = [name, str(row["cards"])]
        if not secret:
            cells.append(str(row["points"]))
        if state.advanced:
            cells += [_hats(seat.hats), str(row["bonus"])]
            if not secret:
                cells.append(str(row["total"]))
            cells.append(str(SCARAB_USES - seat.scarabs_used))
        table.add_row(*cells)
    console.print(table)
    if secret:
        hidden_note(console, t)
    else:
        grid = Table.grid(padding=(0, 1))
        grid.add_column(no_wrap=True)
        grid.add_column(ratio=1)
        for seat in state.seats:
            grid.add_row(
                t.typography(f"  {seat.name}:"), ", ".join(_card(c) for c in seat.cards) or "—"
            )
        console.print(t(N_("Cards won")), style="bold", markup=False)
        console.print(grid)
    if state.mummy is not None and not state.finished:
        console.print(
            t(
                N_("{player} holds the mummy and skips their next turn."),
                player=state.seats[state.mummy].name,
            ),
            markup=False,
        )


def new_game(console: Console, t: Translator, name: str, state: State) -> None:
    """`new`: the table, then how to reveal the first card."""
    status(console, t, state, name)
    console.print(
        t(N_("Reveal the next card: `{command}`."), command=Say("ramses", "reveal")),
        markup=False,
        style="dim",
    )


def score_view(console: Console, t: Translator, state: State) -> None:
    """The final score (or the score so far), with the winners or the solo title."""
    scored = score(state)
    if state.solo:
        solo = scored["solo"]
        title = t(TITLE_NAMES[solo["title"]])
        if state.finished:
            lines(console, t, [final_msg(state)])
        else:
            console.print(
                t(
                    Plural(
                        "So far {n} card won: {title} if the game ended now.",
                        "So far {n} cards won: {title} if the game ended now.",
                        solo["cards"],
                        title=title,
                    )
                ),
                markup=False,
            )
        ladder_table(console, t, solo["title"])
        return
    table = Table(
        title=t(N_("Final score")) if state.finished else t(N_("Score so far")),
        title_justify="left",
    )
    secret = state.secret
    table.add_column(t(N_("Player")), style="bold")
    table.add_column(t(N_("Cards")), justify="right")
    if not secret:
        table.add_column(t(N_("Points")), justify="right")
    if state.advanced:
        table.add_column(t(N_("Hats")), justify="right")
        table.add_column(t(N_("Bonus")), justify="right")
    if not secret:
        table.add_column(t(N_("Total")), justify="right", style="bold")
    winners = set(scored["winners"] or [])
    rows = scored["players"]
    if not secret:  # in seat order while the values are hidden: a ranking would tell them
        rows = sorted(rows, key=lambda r: (-r["total"], -r["cards"]))
    for row in rows:
        cells = [row["name"] + (" ★" if row["name"] in winners else ""), str(row["cards"])]
        if not secret:
            cells.append(str(row["points"]))
        if state.advanced:
            cells += [str(row["egyptologists"]), str(row["bonus"])]
        if not secret:
            cells.append(str(row["total"]))
        table.add_row(*cells)
    console.print(table)
    if secret:
        hidden_note(console, t)
    if state.finished:
        lines(console, t, [final_msg(state)])
    else:
        console.print(t(N_("The game is not over yet.")), markup=False, style="dim")


def ladder_table(console: Console, t: Translator, earned: str) -> None:
    table = titled(t(N_("The solo ladder")))
    table.add_column(t(N_("Cards")), justify="right")
    table.add_column(t(N_("Title")))
    upper: int | None = None
    for fewest, title, name in SOLO_LADDER:
        if upper is None:
            span = f"> {fewest - 1}"
        elif upper == fewest:
            span = str(fewest)
        else:
            span = f"{fewest}–{upper}"
        mark = " ◀" if title == earned else ""
        table.add_row(span, t(name) + mark, style="bold" if mark else None)
        upper = fewest - 1
    console.print(table)


def move_report(console: Console, t: Translator, outcome: Outcome[State]) -> None:
    """What the table hears after a move: its events, and the score once the game is over
    (which announces the end: the `game/over` event is not said twice)."""
    finished = outcome.after.finished
    lines(console, t, (e.msg for e in outcome.events if not (finished and e.code == "game/over")))
    if finished:
        score_view(console, t, outcome.after)
