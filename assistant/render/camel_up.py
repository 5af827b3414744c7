"""Drawing Camel Up: the track, the supplies, the money, what a move did, leg and final scoring.

Every function takes `(console, t, ...)` and prints in the reader's language; nothing here
changes the game. Colours are styled when the terminal allows it and named in words too, so
the picture survives NO_COLOR and plain text.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from assistant.games.camel_up.state import (
    COLOURS,
    PILES,
    TRACK_LENGTH,
    DesertTile,
    FinalResult,
    LegItem,
    LegResult,
    Position,
    State,
    colour_msg,
    pile_msg,
    side_msg,
)
from assistant.i18n import Translator
from assistant.messages import N_, Msg, Plural, Say
from assistant.render import compact, natural_width, share_room, titled

if TYPE_CHECKING:
    from assistant.sessions import Outcome

STYLES = {
    "blue": "bold bright_blue",
    "green": "bold green",
    "orange": "bold dark_orange",
    "yellow": "bold yellow",
    "white": "bold bright_white",
    "red": "bold red",
    "purple": "bold magenta",
    "black": "bold bright_black",
    "grey": "bold grey70",
}
CRAZY_MARK = "«"
"""Before a crazy camel's tag on the track (second edition): it runs backward."""


def colour_name(t: Translator, colour: str) -> str:
    return t.render(colour_msg(colour))


def short(t: Translator, colour: str) -> str:
    """A three-letter tag of a colour in the reader's language (unique in en, fr and it)."""
    return colour_name(t, colour)[:3].capitalize()


def legend(t: Translator, racing: Iterable[str], crazy: Iterable[str] = ()) -> str:
    """`Gre = green, «Bl = black`: each tag of the track and its colour, the tags that are
    the whole name left out (`Blu` in Italian: `Blu = blu` says nothing)."""
    tags = [(short(t, c), c) for c in racing]
    tags += [(f"{CRAZY_MARK}{short(t, c)[:2]}", c) for c in crazy]
    return ", ".join(
        f"{tag} = {colour_name(t, c)}"
        for tag, c in tags
        if tag.lstrip(CRAZY_MARK).casefold() != colour_name(t, c).casefold()
    )


def colour_text(t: Translator, colour: str, tag: bool = False) -> Text:
    return Text(short(t, colour) if tag else colour_name(t, colour), style=STYLES[colour])


def camel_tag(t: Translator, colour: str, crazy: Sequence[str] = ()) -> Text:
    """A camel on the track: its three-letter tag, or « and two letters for a crazy camel."""
    if colour in crazy:
        return Text(CRAZY_MARK + short(t, colour)[:2], style=STYLES[colour] + " italic")
    return colour_text(t, colour, tag=True)


# -- the state -------------------------------------------------------------------------------


def track(console: Console, t: Translator, state: State) -> None:
    """Spaces 1-16 and past the finish, stacks drawn bottom to top, desert tiles underneath
    (second edition: crazy camels marked «, spectator tiles, and behind the start)."""
    if state.edition == 2:
        draw_track_2(console, t, state)
        return
    draw_track(console, t, state.position, state.tiles)


def draw_track(
    console: Console, t: Translator, position: Position, tiles: Sequence[DesertTile]
) -> None:
    """The track of `track` for any position; a desert tile's owner may be empty (unknown)."""
    _track_table(console, t, position, tiles)
    console.print(
        t(
            N_("Camels bottom to top, the top one leads. {legend}. » = past the finish."),
            legend=legend(t, COLOURS),
        ),
        markup=False,
        style="dim",
    )
    if tiles:
        console.print(
            t(
                N_("Desert tiles (+1 oasis, −1 mirage): {tiles}."),
                tiles=t.join(tiles_shown(t, tiles)),
            ),
            markup=False,
        )


def tiles_shown(t: Translator, tiles: Iterable[Any]) -> list[str]:
    """Each tile (`space`, `side`, `owner` possibly empty), in space order: `space 7: oasis
    of ana`."""
    from assistant.games.camel_up.odds_state import ME

    shown = []
    for tile in sorted(tiles, key=lambda tile: tile.space):
        args = {"space": tile.space, "side": side_msg(tile.side)}
        if not tile.owner:
            shown.append(t(N_("space {space}: {side}"), **args))
        elif tile.owner.casefold() in ME:  # a typed position's own tile: `7:mirage:moi`
            shown.append(t(N_("space {space}: {side} (yours)"), **args))
        else:
            shown.append(t(N_("space {space}: {side} of {owner}"), owner=tile.owner, **args))
    return shown


def draw_track_2(console: Console, t: Translator, state: State) -> None:
    """The second edition's track: crazy camels marked « (they run backward), spectator
    tiles under the spaces, a column behind the start once a unit is carried back there."""
    crazy = state.components.crazy
    _track_table(console, t, state.position, state.tiles, crazy)
    tags = legend(t, state.components.racing, crazy)
    console.print(
        t(
            N_(
                "Camels bottom to top, the top one leads; crazy camels (marked «) run "
                "backward and are not ranked. {legend}. » = past the finish, « = behind the "
                "start."
            ),
            legend=tags,
        ),
        markup=False,
        style="dim",
    )
    if state.tiles:
        shown = [
            t(
                N_("space {space}: {side} of {owner}"),
                space=tile.space,
                side=side_msg(tile.side),
                owner=tile.owner,
            )
            for tile in state.tiles
        ]
        console.print(
            t(
                N_(
                    "Spectator tiles (+1 cheering, −1 booing, the other way round for crazy "
                    "camels): {tiles}."
                ),
                tiles=t.join(shown),
            ),
            markup=False,
        )


def _track_table(
    console: Console,
    t: Translator,
    position: Position,
    tiles: Sequence[DesertTile],
    crazy: Sequence[str] = (),
) -> None:
    """Spaces 1-16 with their stacks, a column past the finish and, when a unit stands
    there, one behind the start; each tile's +1 or −1 under its space."""
    by_space = {tile.space: tile for tile in tiles}
    height = max((len(stack) for _, stack in position.stacks), default=1)
    past = [space for space, _ in position.stacks if space > TRACK_LENGTH]
    behind = [space for space, _ in position.stacks if space < 1]
    table = Table(
        box=box.SIMPLE_HEAD, show_edge=False, header_style="bold", pad_edge=False, padding=0
    )
    if behind:
        table.add_column("«", justify="center", width=3, no_wrap=True, style="bold")
    for space in range(1, TRACK_LENGTH + 1):
        table.add_column(str(space), justify="center", width=3, no_wrap=True)
    table.add_column("»", justify="center", width=3, no_wrap=True, style="bold")
    for level in range(height - 1, -1, -1):
        cells: list[Text] = []
        spaces = [*behind[:1], *range(1, TRACK_LENGTH + 1)]
        for space in spaces:
            stack = position.stack_at(space)
            cells.append(camel_tag(t, stack[level], crazy) if level < len(stack) else Text())
        beyond = position.stack_at(past[0]) if past else ()
        cells.append(camel_tag(t, beyond[level], crazy) if level < len(beyond) else Text())
        table.add_row(*cells)
    marks: list[Text] = [Text("|", style="dim")] if behind else []
    for space in range(1, TRACK_LENGTH + 1):
        tile = by_space.get(space)
        if tile is None:
            marks.append(Text("·", style="dim"))
        else:
            forward = tile.side in ("oasis", "cheering")
            marks.append(Text("+1" if forward else "−1", style="bold magenta"))
    marks.append(Text("|", style="dim"))
    table.add_section()
    table.add_row(*marks)
    console.print(table)


SEMICOLON = N_("; ")
"""Between the items of a list that has commas inside them (French: a narrow space before)."""


def tiles_left(t: Translator, leg_tiles: Sequence[tuple[str, Sequence[int]]], second: bool) -> str:
    """`Leg-bet tiles left (top first): blue 5 3 2; green 3 2.` (second edition: the
    betting tickets), in the reader's words and punctuation."""
    parts = []
    for colour, values in leg_tiles:
        shown = " ".join(str(v) for v in values) if values else "—"
        parts.append(f"{colour_name(t, colour)} {shown}")
    left = (
        N_("Betting tickets left (top first): {tiles}.")
        if second
        else N_("Leg-bet tiles left (top first): {tiles}.")
    )
    return t(left, tiles=t.gettext(SEMICOLON).join(parts))


def supplies(console: Console, t: Translator, state: State) -> None:
    """Dice still in the pyramid, leg-bet tiles left, race piles."""
    if not state.race_over:
        dice = t.join([colour_name(t, c) for c in state.dice_left])
        console.print(
            t(N_("Dice in the pyramid ({count}): {dice}."), count=len(state.dice_left), dice=dice),
            markup=False,
        )
        console.print(tiles_left(t, state.leg_tiles, state.edition == 2), markup=False)
    for pile in PILES:
        cards = state.pile(pile)
        if cards:
            shown = ", ".join(
                f"{c.owner} ({colour_name(t, c.colour) if c.colour and not state.secret else '?'})"
                for c in cards
            )
        else:
            shown = "—"
        text = (
            N_("Winner pile, first card first: {cards}.")
            if pile == "winner"
            else N_("Loser pile, first card first: {cards}.")
        )
        console.print(t(text, cards=shown), markup=False)


def fit(console: Console, table: Table) -> None:
    """`table` drawn narrower (no side lines, one space between columns) when the whole
    words of its headings do not fit the console's width with its lines: six players of the
    second edition at 80 columns."""
    if natural_width(console, table) <= console.width:
        return
    least = console.measure(table, options=console.options.update_width(10_000)).minimum
    if least > console.width:  # (the names in it count: `Marco`, a partner's)
        compact(table)
    share_room(console, table)  # Rich's own shrinking may still leave it too wide


def money_table(console: Console, t: Translator, state: State) -> None:
    second = state.edition == 2
    table = titled(t(N_("Players")))

    def column(header: str, **options: Any) -> None:  # never cut inside a word of the header
        longest = max(len(word) for word in header.split())
        table.add_column(header, min_width=longest, **options)

    table.add_column("", width=1)
    column(t(N_("Player")), style="bold")
    column(t(N_("Money")), justify="right")
    column(t(N_("Betting tickets") if second else N_("Leg-bet tiles")))
    column(t(N_("Pyramid tickets") if second else N_("Pyramid tiles")), justify="right")
    column(t(N_("Spectator tile") if second else N_("Desert tile")))
    column(t(N_("Finish cards in hand") if second else N_("Race cards in hand")))
    if state.partnerships:
        column(t(N_("Partner")))
    for p in state.players:
        bets = Text(", ").join(
            [Text(f"{colour_name(t, c)} {face}", style=STYLES[c]) for c, face in p.leg_bets]
        )
        tile = state.tile_of(p.name)
        tile_text = (
            t(N_("{space}, {side}"), space=tile.space, side=side_msg(tile.side)) if tile else ""
        )
        in_hand = state.race_cards_in_hand(p.name)
        left = state.race_cards_left(p.name)
        hand = Text(str(in_hand))
        if 0 < in_hand < len(state.components.racing) and len(left) == in_hand and not state.secret:
            hand = Text(" ").join([hand, *(colour_text(t, c, tag=True) for c in left)])
        partner = [p.partner or "—"] if state.partnerships else []
        table.add_row(
            "▶" if p.name == state.current else "",
            p.name,
            str(p.money),
            bets,
            str(p.pyramid_tiles),
            tile_text,
            hand,
            *partner,
        )
    fit(console, table)
    console.print(table)


def history(console: Console, t: Translator, state: State) -> None:
    """Money after every scored leg (and after the race piles), one row per leg."""
    if not state.legs:
        return
    table = titled(t(N_("Money after each leg")))
    table.add_column(t(N_("Leg")), justify="right")
    table.add_column(t(N_("First")))
    table.add_column(t(N_("Second")))
    for p in state.players:
        table.add_column(p.name, justify="right")
    for result in state.legs:
        table.add_row(
            str(result.leg),
            colour_text(t, result.first),
            colour_text(t, result.second),
            *(str(p.after) for p in result.players),
        )
    if state.final is not None:
        money = dict(state.final.money)
        order = state.ranking()  # the race's end: its first and second camels
        table.add_row(
            t(N_("race")),
            colour_text(t, state.final.winner_camel),
            colour_text(t, order[1]) if len(order) > 1 else "",
            *(str(money[p.name]) for p in state.players),
        )
    console.print(table)


def new_game(console: Console, t: Translator, name: str, state: State) -> None:
    """The answer to `new`: who plays, who starts, then the table."""
    message = N_("New game {name}: {players}. {first} starts.")
    first = state.names[0]
    console.print(
        t(message, name=name, players=t.join(list(state.names)), first=first), markup=False
    )
    status(console, t, state, name)


def status(console: Console, t: Translator, state: State, session: str) -> None:
    """The whole scoreboard: header, track, supplies, money, history, final result."""
    header = (
        t(N_("Camel Up, second edition — {session} — leg {leg}"), session=session, leg=state.leg)
        if state.edition == 2
        else t(N_("Camel Up — {session} — leg {leg}"), session=session, leg=state.leg)
    )
    console.print(header, style="bold", markup=False)
    track(console, t, state)
    supplies(console, t, state)
    money_table(console, t, state)
    if state.secret:
        hidden = (
            N_(
                "Hidden information: finish cards are secret, so only how many each player "
                "holds and who played on which pile are shown while the race runs."
            )
            if state.edition == 2
            else N_(
                "Hidden information: race cards are secret, so only how many each player "
                "holds and who played on which pile are shown while the race runs."
            )
        )
        console.print(t(hidden), markup=False, style="dim")
    history(console, t, state)
    if state.final is not None:
        final_scoring(console, t, state.final, edition=state.edition)
    elif state.race_over:
        reveal_needed(console, t, state)
    else:
        whose_turn(console, t, state)


def whose_turn(console: Console, t: Translator, state: State) -> None:
    if state.current is not None:
        console.print(
            t(N_("Now it is {player}'s turn."), player=state.current), markup=False, style="bold"
        )


REVEAL_SAID = {
    "winner": N_("on the winner pile, {player} had put …"),
    "loser": N_("on the loser pile, {player} had put …"),
}
"""A face-down card turned over as the table says it, the hint's example at the prompt."""


def reveal_said(state: State) -> Msg | None:
    """The first face-down card, said as the table turns it over (`sul vincitore, Luca
    aveva messo il …`); None when none is face down."""
    for pile in PILES:
        for card in state.pile(pile):
            if card.colour is None:
                return Msg(REVEAL_SAID[pile], {"player": card.owner})
    return None


def reveal_needed(console: Console, t: Translator, state: State) -> None:
    counts = ", ".join(
        t.typography(f"{t.render(pile_msg(p))}: {state.face_down(p)}")
        for p in PILES
        if state.face_down(p)
    )
    n, command = state.face_down(), Say("camel", "reveal", spoken=reveal_said(state))
    if state.edition == 2:  # the second edition's box calls them finish cards
        message = Plural(
            "The race is over. {n} face-down finish card must be revealed before the final "
            "scoring ({counts}): `{command}`.",
            "The race is over. {n} face-down finish cards must be revealed before the final "
            "scoring ({counts}): `{command}`.",
            n,
            counts=counts,
            command=command,
        )
    else:
        message = Plural(
            "The race is over. {n} face-down race card must be revealed before the final "
            "scoring ({counts}): `{command}`.",
            "The race is over. {n} face-down race cards must be revealed before the final "
            "scoring ({counts}): `{command}`.",
            n,
            counts=counts,
            command=command,
        )
    console.print(t(message), markup=False, style="bold")


# -- what a move did ---------------------------------------------------------------------------

EVENT_STYLES = {"turn/next": "bold", "race/finished": "bold", "game/over": "bold green"}


def move_report(console: Console, t: Translator, outcome: Outcome[State]) -> None:
    """What the move did, event by event: the action, the camels moved, the leg and final
    scoring as tables, then what comes next (whose turn, or the reveals still needed)."""
    after = outcome.after
    for event in outcome.events:
        if event.code == "leg/scored":
            leg_summary(console, t, after.legs[int(event.data["leg"]) - 1])
        elif event.code == "race/scored" and after.final is not None:
            final_scoring(console, t, after.final, winners=False, edition=after.edition)
        elif event.code == "race/reveal-needed":
            reveal_needed(console, t, after)
        elif event.code == "partnership/copied":
            continue  # a line of the leg scoring's table
        else:
            style = EVENT_STYLES.get(event.code)
            console.print(t.render(event.msg), markup=False, style=style)


# -- scoring -----------------------------------------------------------------------------------


def item_text(t: Translator, item: LegItem, edition: int = 1) -> str:
    if item.kind == "pyramid" and edition == 2:  # the second edition's box says tickets
        return t(
            Plural(
                "{n} pyramid ticket: +{amount}",
                "{n} pyramid tickets: +{amount}",
                item.count,
                amount=item.amount,
            )
        )
    if item.kind == "pyramid":
        return t(
            Plural(
                "{n} pyramid tile: +{amount}",
                "{n} pyramid tiles: +{amount}",
                item.count,
                amount=item.amount,
            )
        )
    if item.kind == "partner":
        if item.copied == "pyramid":
            return t(
                N_("copied from {partner}: a pyramid ticket: +{amount}"),
                partner=item.partner,
                amount=item.amount,
            )
        return t(
            N_("copied from {partner}: {colour} {face}: +{amount}"),
            partner=item.partner,
            colour=colour_msg(item.colour or ""),
            face=item.face,
            amount=item.amount,
        )
    assert item.colour is not None
    texts = {
        "first": N_("{colour} {face} (first): +{amount}"),
        "second": N_("{colour} {face} (second): +1"),
        "other": N_("{colour} {face} (neither first nor second): −1"),
    }
    return t(texts[item.kind], colour=colour_msg(item.colour), face=item.face, amount=item.amount)


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


def leg_summary(console: Console, t: Translator, result: LegResult) -> None:
    """What each player earned at the end of a leg, and why."""
    title = t(
        N_("Leg {leg} scored: {first} first, {second} second."),
        leg=result.leg,
        first=colour_msg(result.first),
        second=colour_msg(result.second),
    )
    table = titled(title)
    table.add_column(t(N_("Player")), style="bold")
    table.add_column(t(N_("Why")))
    table.add_column(t(N_("Net")), justify="right")
    table.add_column(t(N_("Money")), justify="right")
    for p in result.players:
        reasons = [item_text(t, item, result.edition) for item in p.items]
        if p.desert_coins and result.edition == 2:
            reasons.append(
                t(
                    Plural(
                        "(spectator tile: {n} coin, already paid during the leg)",
                        "(spectator tile: {n} coins, already paid during the leg)",
                        p.desert_coins,
                    )
                )
            )
        elif p.desert_coins:
            reasons.append(
                t(
                    Plural(
                        "(desert tile: {n} coin, already paid during the leg)",
                        "(desert tile: {n} coins, already paid during the leg)",
                        p.desert_coins,
                    )
                )
            )
        if not reasons:
            reasons.append(t(N_("nothing this leg")))
        money = f"{p.before} → {p.after}"
        if p.before + p.net < 0:
            money += " " + t(N_("(cannot go below 0)"))
        table.add_row(p.name, "\n".join(reasons), signed(p.net), money)
    console.print(table)
    if result.next_player is not None:
        console.print(
            t(N_("Leg {leg} starts with {player}."), leg=result.leg + 1, player=result.next_player),
            markup=False,
        )


def final_scoring(
    console: Console, t: Translator, final: FinalResult, winners: bool = True, edition: int = 1
) -> None:
    """The race piles card by card, then the final money and (`winners`) the winners, in the
    words of `edition`."""
    title = t(
        N_("Final scoring: {winner} wins the race, {loser} comes last."),
        winner=colour_msg(final.winner_camel),
        loser=colour_msg(final.loser_camel),
    )
    console.print(title, markup=False, style="bold")  # a line of its own: never wrapped
    table = Table()
    table.add_column(t(N_("Pile")))
    table.add_column(t(N_("Player")), style="bold")
    table.add_column(t(N_("Card")))
    table.add_column(t(N_("Result")))
    table.add_column(t(N_("Money")), justify="right")
    for card in final.cards:
        if card.correct:
            result = t(
                N_("right, correct card no. {rank}: +{amount}"), rank=card.rank, amount=card.amount
            )
        elif card.paid == 0:
            result = t(N_("wrong: −1, waived at 0"))
        else:
            result = t(N_("wrong: −1"))
        table.add_row(
            t.render(pile_msg(card.pile)),
            card.owner,
            colour_text(t, card.colour),
            result,
            str(card.money_after),
        )
    if final.cards:
        console.print(table)
    else:
        nobody = (
            N_("Nobody played a finish card.") if edition == 2 else N_("Nobody played a race card.")
        )
        console.print(t(nobody), markup=False)
    ranking = sorted(final.money, key=lambda item: -item[1])
    standings = titled(t(N_("Final money")))
    standings.add_column(t(N_("Player")), style="bold")
    standings.add_column(t(N_("Money")), justify="right")
    for name, money in ranking:
        standings.add_row(name, str(money))
    console.print(standings)
    if not winners:
        return
    names = t.join(list(final.winners))
    text = (
        Msg(N_("Winner: {players}."), {"players": names})
        if len(final.winners) == 1
        else Msg(N_("Shared win: {players}."), {"players": names})
    )
    console.print(t.render(text), markup=False, style="bold green")


@contextmanager
def delayed_progress(
    console: Console, t: Translator, after: float = 0.5, what: Msg | None = None
) -> Iterator[Callable[[int, int], None]]:
    """A `progress(done, total)` callback that shows a transient bar on `console` once the
    work has taken longer than `after` seconds (quick answers show nothing). The odds and
    the review use it; `what` describes the work (default: working out the odds)."""
    from rich.progress import BarColumn, Progress, TaskID, TaskProgressColumn, TextColumn

    started = time.monotonic()
    bar: Progress | None = None
    task: TaskID | None = None
    description = t.render(what) if what is not None else t(N_("Working out the odds…"))

    def update(done: int, total: int) -> None:
        nonlocal bar, task
        if bar is None:
            if time.monotonic() - started < after:
                return
            bar = Progress(
                TextColumn("{task.description}", markup=False),
                BarColumn(),
                TaskProgressColumn(),
                console=console,
                transient=True,
            )
            bar.start()
            task = bar.add_task(description, total=total)
        assert task is not None
        bar.update(task, completed=done, total=total)

    try:
        yield update
    finally:
        if bar is not None:
            bar.stop()
