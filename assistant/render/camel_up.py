"""Drawing Camel Up: the track, the supplies, the money, what a move did, leg and final scoring.

Every function takes `(console, t, ...)` and prints in the reader's language; nothing here
changes the game. Colours are styled when the terminal allows it and named in words too, so
the picture survives NO_COLOR and plain text.
"""

from __future__ import annotations

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from assistant.games.base import N_, Msg, Plural
from assistant.games.camel_up.moves import Bet, Desert, Move, RaceBet, Reveal, Roll
from assistant.games.camel_up.rules import Movement
from assistant.games.camel_up.state import (
    COLOURS,
    PILES,
    TRACK_LENGTH,
    FinalResult,
    LegItem,
    LegResult,
    State,
    colour_msg,
    pile_msg,
    side_msg,
)
from assistant.i18n import Translator

STYLES = {
    "blue": "bold bright_blue",
    "green": "bold green",
    "orange": "bold dark_orange",
    "yellow": "bold yellow",
    "white": "bold bright_white",
}


def colour_name(t: Translator, colour: str) -> str:
    return t.render(colour_msg(colour))


def short(t: Translator, colour: str) -> str:
    """A three-letter tag of a colour in the reader's language (unique in en, fr and it)."""
    return colour_name(t, colour)[:3].capitalize()


def colour_text(t: Translator, colour: str, tag: bool = False) -> Text:
    return Text(short(t, colour) if tag else colour_name(t, colour), style=STYLES[colour])


# -- the state -------------------------------------------------------------------------------


def track(console: Console, t: Translator, state: State) -> None:
    """Spaces 1-16 and past the finish, stacks drawn bottom to top, desert tiles underneath."""
    position = state.position
    height = max((len(stack) for _, stack in position.stacks), default=1)
    past = [space for space, _ in position.stacks if space > TRACK_LENGTH]
    table = Table(
        box=box.SIMPLE_HEAD, show_edge=False, header_style="bold", pad_edge=False, padding=0
    )
    for space in range(1, TRACK_LENGTH + 1):
        table.add_column(str(space), justify="center", width=3, no_wrap=True)
    table.add_column("»", justify="center", width=3, no_wrap=True, style="bold")
    for level in range(height - 1, -1, -1):
        cells: list[Text] = []
        for space in range(1, TRACK_LENGTH + 1):
            stack = position.stack_at(space)
            cells.append(colour_text(t, stack[level], tag=True) if level < len(stack) else Text())
        beyond = position.stack_at(past[0]) if past else ()
        cells.append(colour_text(t, beyond[level], tag=True) if level < len(beyond) else Text())
        table.add_row(*cells)
    marks: list[Text] = []
    for space in range(1, TRACK_LENGTH + 1):
        tile = state.tile_at(space)
        if tile is None:
            marks.append(Text("·", style="dim"))
        else:
            marks.append(Text("+1" if tile.side == "oasis" else "−1", style="bold magenta"))
    marks.append(Text("|", style="dim"))
    table.add_section()
    table.add_row(*marks)
    console.print(table)
    legend = ", ".join(f"{short(t, c)} = {colour_name(t, c)}" for c in COLOURS)
    console.print(
        t(
            N_("Camels bottom to top, the top one leads. {legend}. » = past the finish."),
            legend=legend,
        ),
        markup=False,
        style="dim",
    )
    if state.tiles:
        tiles = [
            t(
                N_("space {space}: {side} of {owner}"),
                space=tile.space,
                side=side_msg(tile.side),
                owner=tile.owner,
            )
            for tile in state.tiles
        ]
        console.print(
            t(N_("Desert tiles (+1 oasis, −1 mirage): {tiles}."), tiles=t.join(tiles)),
            markup=False,
        )


def supplies(console: Console, t: Translator, state: State) -> None:
    """Dice still in the pyramid, leg-bet tiles left, race piles."""
    if not state.race_over:
        dice = t.join([colour_name(t, c) for c in state.dice_left])
        console.print(
            t(N_("Dice in the pyramid ({count}): {dice}."), count=len(state.dice_left), dice=dice),
            markup=False,
        )
        parts = []
        for colour, values in state.leg_tiles:
            shown = " ".join(str(v) for v in values) if values else "—"
            parts.append(f"{colour_name(t, colour)} {shown}")
        console.print(
            t(N_("Leg-bet tiles left (top first): {tiles}."), tiles="; ".join(parts)),
            markup=False,
        )
    for pile in PILES:
        cards = state.pile(pile)
        if cards:
            shown = ", ".join(
                f"{c.owner} ({colour_name(t, c.colour) if c.colour else '?'})" for c in cards
            )
        else:
            shown = "—"
        text = (
            N_("Winner pile, first card first: {cards}.")
            if pile == "winner"
            else N_("Loser pile, first card first: {cards}.")
        )
        console.print(t(text, cards=shown), markup=False)


def money_table(console: Console, t: Translator, state: State) -> None:
    table = Table(title=t(N_("Players")), title_justify="left")
    table.add_column("", width=1)
    table.add_column(t(N_("Player")), style="bold")
    table.add_column(t(N_("Money")), justify="right")
    table.add_column(t(N_("Leg-bet tiles")))
    table.add_column(t(N_("Pyramid tiles")), justify="right")
    table.add_column(t(N_("Desert tile")))
    table.add_column(t(N_("Race cards in hand")))
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
        if 0 < in_hand < len(COLOURS) and len(left) == in_hand:
            hand = Text(" ").join([hand, *(colour_text(t, c, tag=True) for c in left)])
        table.add_row(
            "▶" if p.name == state.current else "",
            p.name,
            str(p.money),
            bets,
            str(p.pyramid_tiles),
            tile_text,
            hand,
        )
    console.print(table)


def history(console: Console, t: Translator, state: State) -> None:
    """Money after every scored leg (and after the race piles), one row per leg."""
    if not state.legs:
        return
    table = Table(title=t(N_("Money after each leg")), title_justify="left")
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
        table.add_row(
            t(N_("race")),
            colour_text(t, state.final.winner_camel),
            "",
            *(str(money[p.name]) for p in state.players),
        )
    console.print(table)


def status(console: Console, t: Translator, state: State, session: str) -> None:
    """The whole scoreboard: header, track, supplies, money, history, final result."""
    header = t(N_("Camel Up — {session} — leg {leg}"), session=session, leg=state.leg)
    console.print(header, style="bold", markup=False)
    track(console, t, state)
    supplies(console, t, state)
    money_table(console, t, state)
    history(console, t, state)
    if state.final is not None:
        final_scoring(console, t, state.final)
    elif state.race_over:
        reveal_needed(console, t, state)
    else:
        whose_turn(console, t, state)


def whose_turn(console: Console, t: Translator, state: State) -> None:
    if state.current is not None:
        console.print(
            t(N_("Now it is {player}'s turn."), player=state.current), markup=False, style="bold"
        )


def reveal_needed(console: Console, t: Translator, state: State) -> None:
    counts = ", ".join(
        f"{t.render(pile_msg(p))}: {state.face_down(p)}" for p in PILES if state.face_down(p)
    )
    console.print(
        t(
            Plural(
                "The race is over. {n} face-down race card must be revealed before the final "
                "scoring ({counts}): `assistant camel reveal PILE COLOURS`.",
                "The race is over. {n} face-down race cards must be revealed before the final "
                "scoring ({counts}): `assistant camel reveal PILE COLOURS`.",
                state.face_down(),
                counts=counts,
            )
        ),
        markup=False,
        style="bold",
    )


# -- what a move did ---------------------------------------------------------------------------


def movement(console: Console, t: Translator, m: Movement) -> None:
    group = t.join([colour_name(t, c) for c in m.group])
    console.print(
        t(
            Plural(
                "The {colour} die shows {value}: {group} moves from space {start} to space "
                "{landed}.",
                "The {colour} die shows {value}: {group} move from space {start} to space "
                "{landed}.",
                len(m.group),
                colour=colour_msg(m.colour),
                value=m.value,
                group=group,
                start=m.start,
                landed=m.landed,
            )
        ),
        markup=False,
    )
    if m.tile is not None:
        text = (
            N_(
                "{owner}'s oasis on space {landed}: {owner} earns 1 coin and the camels go on "
                "to space {end}, on top."
            )
            if m.tile.side == "oasis"
            else N_(
                "{owner}'s mirage on space {landed}: {owner} earns 1 coin and the camels "
                "fall back to space {end}, underneath."
            )
        )
        console.print(t(text, owner=m.tile.owner, landed=m.landed, end=m.end), markup=False)
    if m.crossed:
        console.print(
            t(N_("The camels cross the finish line: the race is over!")),
            markup=False,
            style="bold",
        )


def move_report(
    console: Console,
    t: Translator,
    before: State,
    after: State,
    move: Move,
    moved: Movement | None,
) -> None:
    """What the move did, then the leg and final scoring it triggered, then whose turn."""
    if isinstance(move, Bet):
        face = before.leg_tiles_left(move.colour)[0]
        console.print(
            t(
                N_("{player} takes the {colour} leg-bet tile worth {face}."),
                player=move.player,
                colour=colour_msg(move.colour),
                face=face,
            ),
            markup=False,
        )
    elif isinstance(move, Desert):
        old = before.tile_of(move.player)
        text = (
            N_("{player} puts the desert tile on space {space}, {side} side.")
            if old is None
            else N_(
                "{player} moves the desert tile from space {old} to space {space}, {side} side."
            )
        )
        console.print(
            t(
                text,
                player=move.player,
                space=move.space,
                side=side_msg(move.side),
                old=old.space if old else "",
            ),
            markup=False,
        )
    elif isinstance(move, Roll):
        console.print(t(N_("{player} takes a pyramid tile."), player=move.player), markup=False)
        if moved is not None:
            movement(console, t, moved)
    elif isinstance(move, RaceBet):
        text = (
            N_("{player} puts a race card face down on the {pile} pile.")
            if move.colour is None
            else N_("{player} puts the {colour} race card on the {pile} pile.")
        )
        console.print(
            t(
                text,
                player=move.player,
                pile=pile_msg(move.pile),
                colour=colour_msg(move.colour) if move.colour else "",
            ),
            markup=False,
        )
    elif isinstance(move, Reveal):
        console.print(
            t(
                N_("Face-down cards of the {pile} pile: {colours}."),
                pile=pile_msg(move.pile),
                colours=[colour_msg(c) for c in move.colours],
            ),
            markup=False,
        )
    for result in after.legs[len(before.legs) :]:
        leg_summary(console, t, result)
    if after.final is not None and before.final is None:
        final_scoring(console, t, after.final)
    elif after.race_over:
        reveal_needed(console, t, after)
    else:
        whose_turn(console, t, after)


# -- scoring -----------------------------------------------------------------------------------


def item_text(t: Translator, item: LegItem) -> str:
    if item.kind == "pyramid":
        return t(
            Plural(
                "{n} pyramid tile: +{amount}",
                "{n} pyramid tiles: +{amount}",
                item.count,
                amount=item.amount,
            )
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
    table = Table(title=title, title_justify="left")
    table.add_column(t(N_("Player")), style="bold")
    table.add_column(t(N_("Why")))
    table.add_column(t(N_("Net")), justify="right")
    table.add_column(t(N_("Money")), justify="right")
    for p in result.players:
        reasons = [item_text(t, item) for item in p.items]
        if p.desert_coins:
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


def final_scoring(console: Console, t: Translator, final: FinalResult) -> None:
    """The race piles card by card, then the final money and the winners."""
    title = t(
        N_("Final scoring: {winner} wins the race, {loser} comes last."),
        winner=colour_msg(final.winner_camel),
        loser=colour_msg(final.loser_camel),
    )
    table = Table(title=title, title_justify="left")
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
        console.print(title, markup=False, style="bold")
        console.print(t(N_("Nobody played a race card.")), markup=False)
    ranking = sorted(final.money, key=lambda item: -item[1])
    standings = Table(title=t(N_("Final money")), title_justify="left")
    standings.add_column(t(N_("Player")), style="bold")
    standings.add_column(t(N_("Money")), justify="right")
    for name, money in ranking:
        standings.add_row(name, str(money))
    console.print(standings)
    winners = t.join(list(final.winners))
    text = (
        Msg(N_("Winner: {players}."), {"players": winners})
        if len(final.winners) == 1
        else Msg(N_("Shared win: {players}."), {"players": winners})
    )
    console.print(t.render(text), markup=False, style="bold green")
