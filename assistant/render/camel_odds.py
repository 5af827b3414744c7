"""Drawing the Camel Up odds (`assistant camel odds`): the position, what the player holds,
the leg and race odds and the best actions, in the reader's language, for both editions.

Kept apart from `render.camel_up` so that a move or `status` never loads the odds engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from rich.console import Console

from assistant.games.camel_up.odds import OASIS, LegOdds, RaceOdds
from assistant.games.camel_up.odds_state import OddsQuestion
from assistant.games.camel_up.odds_value import ActionValue, Analysis, Holding, Unvalued
from assistant.games.camel_up.state import (
    CRAZY,
    RACING_2,
    DesertTile,
    Position,
    State,
    colour_msg,
    pile_msg,
    side_msg,
)
from assistant.i18n import Translator
from assistant.messages import N_, Msg, Plural
from assistant.render import fit_table, titled
from assistant.render.camel_up import (
    _track_table,
    colour_name,
    colour_text,
    draw_track,
    legend,
    supplies,
    tiles_left,
    tiles_shown,
    track,
)


def _side(action_side: int | None, edition: int) -> Msg:
    forward = action_side == OASIS
    if edition == 2:
        return side_msg("cheering" if forward else "booing")
    return side_msg("oasis" if forward else "mirage")


def action_msg(action: ActionValue, own_tile: int | None = None) -> Msg:
    """An action of the odds in words: `bet white` with its 3 -> "bet white (3)", "parier sur
    le blanc (3)", "scommetti sul bianco (3)".

    `own_tile` is the space of the player's tile when it lies on the track (a tile action
    then moves or flips it).
    """
    if action.kind == "pyramid":
        return Msg(N_("take a pyramid tile"))
    if action.kind == "desert":
        side = _side(action.side, 1)
        if own_tile is None:
            text = N_("desert tile on space {space}, {side}")
        elif action.space == own_tile:
            text = N_("flip the desert tile on space {space} to {side}")
        else:
            text = N_("move the desert tile to space {space}, {side}")
        return Msg(text, {"space": action.space, "side": side})
    if action.kind == "spectator":
        side = _side(action.side, 2)
        text = (
            N_("spectator tile on space {space}, {side}")
            if own_tile is None
            else N_("move the spectator tile to space {space}, {side}")
        )
        return Msg(text, {"space": action.space, "side": side})
    if action.kind == "partner":
        return Msg(N_("partnership with {player}"), {"player": action.partner})
    assert action.colour is not None
    if action.kind == "bet":
        return Msg(
            N_("bet {colour} ({face})"), {"colour": colour_msg(action.colour), "face": action.face}
        )
    return Msg(
        N_("{colour} race card on the {pile} pile"),
        {"colour": colour_msg(action.colour), "pile": pile_msg(action.kind)},
    )


def action_msg_2(action: ActionValue, own_tile: int | None = None) -> Msg:
    """`action_msg` in the second edition's words (pyramid ticket, finish card)."""
    if action.kind == "pyramid":
        return Msg(N_("take a pyramid ticket"))
    if action.kind in ("winner", "loser"):
        assert action.colour is not None
        return Msg(
            N_("{colour} finish card on the {pile} pile"),
            {"colour": colour_msg(action.colour), "pile": pile_msg(action.kind)},
        )
    return action_msg(action, own_tile)


def action_words(action: ActionValue, edition: int, own_tile: int | None = None) -> Msg:
    """An action in the words of the edition."""
    return action_msg_2(action, own_tile) if edition == 2 else action_msg(action, own_tile)


def holding_msg(holding: Holding) -> Msg:
    """Something the player holds, in words: "white leg-bet tile 5", "desert tile on space 7,
    mirage", "blue race card on the winner pile (8 if right)"."""
    second = holding.edition == 2
    if holding.kind == "tile":
        side = _side(holding.side, holding.edition)
        text = (
            N_("spectator tile on space {space}, {side}")
            if second
            else N_("desert tile on space {space}, {side}")
        )
        return Msg(text, {"space": holding.space, "side": side})
    if holding.kind == "partner":
        return Msg(N_("the best ticket of your partner, copied"))
    assert holding.colour is not None
    colour = colour_msg(holding.colour)
    if holding.kind == "bet":
        text = (
            N_("{colour} betting ticket {face}") if second else N_("{colour} leg-bet tile {face}")
        )
        return Msg(text, {"colour": colour, "face": holding.face})
    text = (
        N_("{colour} finish card on the {pile} pile ({payout} if right)")
        if second
        else N_("{colour} race card on the {pile} pile ({payout} if right)")
    )
    return Msg(
        text,
        {"colour": colour, "pile": pile_msg(holding.pile or "winner"), "payout": holding.face},
    )


def signed_number(t: Translator, value: float, digits: int = 2) -> str:
    """`+1.25`, `−0.50`, `0.00` in the reader's number format."""
    rounded = round(value, digits)
    sign = "+" if rounded > 0 else ("−" if rounded < 0 else "")
    return sign + t.number(abs(rounded), digits)


def exact_text(t: Translator, value: Fraction | float | None) -> str:
    """The exact fraction, or “simulated” for a value that rests on the simulated race."""
    if isinstance(value, Fraction):
        return str(value).replace("-", "−")
    return t(N_("simulated"))


def odds_report(
    console: Console,
    t: Translator,
    analysis: Analysis,
    question: OddsQuestion,
    *,
    state: State | None = None,
    session: str | None = None,
    top: int = 10,
) -> None:
    """The position, what the player holds, the leg odds, the race odds and the best actions
    (`top`; 0: all)."""
    odds_position(console, t, question, state, session)
    holdings_table(console, t, analysis.holdings, question)
    leg_odds_table(console, t, analysis.leg, question)
    race_odds_table(console, t, analysis.race, question.edition)
    actions_table(console, t, analysis.actions, question, top, analysis.unvalued)


def odds_position(
    console: Console,
    t: Translator,
    question: OddsQuestion,
    state: State | None,
    session: str | None,
) -> None:
    """What the odds are about: the session's board and the asking player, or the typed
    position and what was said of the player's situation."""
    if state is not None and question.player is not None:
        header = t(N_("Camel Up odds — {session} — leg {leg}"), session=session, leg=state.leg)
        console.print(header, style="bold", markup=False)
        track(console, t, state)
        supplies(console, t, state)
        player_options(console, t, state, question)
        return
    second = question.edition == 2
    title = (
        N_("Camel Up odds, second edition — a typed position")
        if second
        else N_("Camel Up odds — a typed position")
    )
    console.print(t(title), style="bold", markup=False)
    position = question.position
    names = ("cheering", "booing") if second else ("oasis", "mirage")
    tiles = [
        DesertTile(tile.space, names[0] if tile.side == OASIS else names[1], tile.owner or "")
        for tile in position.tiles
    ]
    if second:
        _typed_track_2(console, t, Position(position.stacks), tiles)
    else:
        draw_track(console, t, Position(position.stacks), tiles)
    dice = [c for c in position.components.dice if c in position.dice]
    console.print(
        t(
            N_("Dice in the pyramid ({count}): {dice}."),
            count=len(dice),
            dice=", ".join(colour_name(t, c) for c in dice),
        ),
        markup=False,
    )
    seat = question.seat
    console.print(tiles_left(t, seat.leg_tiles, second), markup=False)
    hand = ", ".join(colour_name(t, c) for c in seat.race_cards) if seat.race_cards else "—"
    cards = (
        N_("Your finish cards in hand: {colours}.")
        if second
        else N_("Your race cards in hand: {colours}.")
    )
    console.print(t(cards, colours=hand), markup=False)
    hint = (
        N_(
            "A typed position: the finish piles count as empty; --leg-tiles, --race-cards, "
            "--bets and a spectator tile of yours (7:cheering:me) say what you have."
        )
        if second
        else N_(
            "A typed position: the race piles count as empty; --leg-tiles, --race-cards, "
            "--bets and a desert tile of yours (7:mirage:me) say what you have."
        )
    )
    console.print(t(hint), markup=False, style="dim")


def _typed_track_2(
    console: Console,
    t: Translator,
    where: Position,
    tiles: Sequence[DesertTile],
) -> None:
    """A typed second-edition position: the track with crazy camels marked « and the
    spectator tiles."""
    _track_table(console, t, where, tiles, CRAZY)
    tags = legend(t, RACING_2, CRAZY)
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
    if tiles:
        shown = tiles_shown(t, tiles)
        console.print(
            t(
                N_(
                    "Spectator tiles (+1 cheering, −1 booing, the other way round for crazy "
                    "camels): {tiles}."
                ),
                tiles=", ".join(shown),
            ),
            markup=False,
        )


def player_options(console: Console, t: Translator, state: State, question: OddsQuestion) -> None:
    """The asking player: whose turn it is, their tile, the race cards they may still play,
    their partner."""
    player = question.player or ""
    _whose_turn(console, t, state, question.player)
    _tile_note(console, t, state, player)
    _race_cards_note(console, t, state, player, question.seat.race_cards)
    if state.partnerships:
        _partner_note(console, t, state, question.player)
    if state.face_down():
        unknown = (
            N_(
                "Face-down cards count as unknown colours: a finish card may be worth less "
                "than shown."
            )
            if state.edition == 2
            else N_(
                "Face-down cards count as unknown colours: a race card may be worth less "
                "than shown."
            )
        )
        console.print(
            t(unknown),
            markup=False,
            style="dim",
        )


def _whose_turn(console: Console, t: Translator, state: State, player: str | None) -> None:
    if player == state.current:
        console.print(t(N_("{player} is to play."), player=player), markup=False, style="bold")
    else:
        console.print(
            t(
                N_("Values for {player}, as if it were their turn ({current} is to play)."),
                player=player,
                current=state.current,
            ),
            markup=False,
            style="bold",
        )


def _tile_note(console: Console, t: Translator, state: State, player: str) -> None:
    """Where the player's desert (spectator) tile lies, if it does."""
    second = state.edition == 2
    tile = state.tile_of(player)
    if tile is None:
        text = (
            N_("Their spectator tile is not on the track yet.")
            if second
            else N_("Their desert tile is not on the track yet.")
        )
        console.print(t(text), markup=False)
    else:
        text = (
            N_(
                "Their spectator tile lies on space {space}, {side} side: moving it is worth "
                "what it would earn elsewhere minus what it earns there."
            )
            if second
            else N_(
                "Their desert tile lies on space {space}, {side} side: moving it is worth "
                "what it would earn elsewhere minus what it earns there."
            )
        )
        console.print(t(text, space=tile.space, side=side_msg(tile.side)), markup=False)


def _race_cards_note(
    console: Console, t: Translator, state: State, player: str, race_cards: Sequence[str]
) -> None:
    """The race (finish) cards the player may still play: all those of `race_cards`, or
    some of them when some of their cards lie face down."""
    second = state.edition == 2
    in_hand = state.race_cards_in_hand(player)
    colours = ", ".join(colour_name(t, c) for c in race_cards)
    if in_hand == 0:
        text = t(N_("No finish card left in hand.") if second else N_("No race card left in hand."))
    elif in_hand == len(race_cards):
        text = t(
            Plural(
                "Finish card in hand: {colours}.",
                "Finish cards in hand: {colours}.",
                in_hand,
                colours=colours,
            )
            if second
            else Plural(
                "Race card in hand: {colours}.",
                "Race cards in hand: {colours}.",
                in_hand,
                colours=colours,
            )
        )
    elif second:
        text = t(
            Plural(
                "{n} finish card in hand, one of {colours} (their other cards lie face down).",
                "{n} finish cards in hand, among {colours} (some of their cards lie face down).",
                in_hand,
                colours=colours,
            )
        )
    else:
        text = t(
            Plural(
                "{n} race card in hand, one of {colours} (their other cards lie face down).",
                "{n} race cards in hand, among {colours} (some of their cards lie face down).",
                in_hand,
                colours=colours,
            )
        )
    console.print(text, markup=False)


def _partner_note(console: Console, t: Translator, state: State, player: str | None) -> None:
    """The player's partner this leg, or the partnership card they may still play."""
    partner = state.player(player or "").partner
    if partner is not None:
        note = t(
            N_(
                "Partner this leg: {partner}; at the leg scoring {player} adds the reward "
                "of {partner}'s best ticket."
            ),
            partner=partner,
            player=player,
        )
    else:
        note = t(
            N_(
                "Their partnership card is available: a partnership is worth the reward "
                "of the partner's best ticket at the leg scoring (their tickets so far)."
            )
        )
    console.print(note, markup=False)


def holdings_table(
    console: Console, t: Translator, holdings: Sequence[Holding], question: OddsQuestion
) -> None:
    """What the player holds and what it is worth now (expected coins)."""
    who = question.player
    second = question.edition == 2
    if not holdings:
        if who is not None:
            text = (
                N_("{player} holds no betting ticket, spectator tile or known finish card.")
                if second
                else N_("{player} holds no leg-bet tile, desert tile or known race card.")
            )
            console.print(t(text, player=who), markup=False)
        else:
            text = (
                N_("You hold no betting ticket, spectator tile or finish card.")
                if second
                else N_("You hold no leg-bet tile, desert tile or race card.")
            )
            console.print(t(text), markup=False)
        return
    title = (
        t(N_("What {player} holds, worth now"), player=who)
        if who is not None
        else t(N_("What you hold, worth now"))
    )
    table = titled(title)
    table.add_column(t(N_("Held")))
    table.add_column(t(N_("Expected coins")), justify="right")
    table.add_column(t(N_("Exact value")), justify="right")
    for holding in holdings:
        value = holding.value
        table.add_row(
            t.render(holding_msg(holding)),
            "—" if value is None else signed_number(t, float(value)),
            "—" if value is None else exact_text(t, value),
        )
    console.print(table)


def leg_odds_table(console: Console, t: Translator, leg: LegOdds, question: OddsQuestion) -> None:
    """First, second and last of this leg for every racing camel, most likely winner first."""
    table = titled(t(N_("This leg, exact")))
    table.add_column(t(N_("Camel")))
    for heading in (N_("First"), N_("Second"), N_("Last")):
        table.add_column(t(heading), justify="right")
    ranked = sorted(leg.first, key=lambda c: (-leg.first[c], -leg.second[c], leg.last[c]))
    for colour in ranked:
        table.add_row(
            colour_text(t, colour),
            *(t.percent(float(odds[colour])) for odds in (leg.first, leg.second, leg.last)),
        )
    console.print(table)
    if question.edition == 1:
        note = N_("Over {outcomes} equally likely rolls of the dice left.")
    elif "grey" in question.position.dice:
        note = N_(
            "Over the {outcomes} outcomes of the dice still to come out (every order and "
            "face; a face of the grey die counts half a face of a racing die)."
        )
    else:  # the grey die is out: every outcome weighs the same
        note = N_(
            "Over the {outcomes} outcomes of the dice still to come out (every order and face)."
        )
    console.print(t(note, outcomes=t.number(leg.outcomes, 0)), markup=False, style="dim")
    if leg.race_ends:
        console.print(
            t(
                N_("The race ends during this leg with a probability of {p}."),
                p=t.percent(float(leg.race_ends)),
            ),
            markup=False,
        )
    second = question.edition == 2
    for tile in question.position.tiles:
        value = round(float(leg.landings[tile.space]), 2)
        count = decimal_count(value)
        expected = t.number(value, 2)
        if tile.owner:
            msg = (
                Plural(
                    "Spectator tile on space {space} ({owner}): {coins} coin expected this leg.",
                    "Spectator tile on space {space} ({owner}): {coins} coins expected this leg.",
                    count,
                )
                if second
                else Plural(
                    "Desert tile on space {space} ({owner}): {coins} coin expected this leg.",
                    "Desert tile on space {space} ({owner}): {coins} coins expected this leg.",
                    count,
                )
            )
        else:
            msg = (
                Plural(
                    "Spectator tile on space {space}: {coins} landing expected this leg.",
                    "Spectator tile on space {space}: {coins} landings expected this leg.",
                    count,
                )
                if second
                else Plural(
                    "Desert tile on space {space}: {coins} landing expected this leg.",
                    "Desert tile on space {space}: {coins} landings expected this leg.",
                    count,
                )
            )
        args = {"space": tile.space, "owner": tile.owner, "coins": expected}
        console.print(t(Msg(msg.text, {**msg.args, **args}, msg.plural, msg.n)), markup=False)


def decimal_count(value: float) -> int:
    """The count that picks the plural form of a decimal amount in every language: 1 for
    exactly one, 2 from two on, 0 below two otherwise, so that English and Italian say
    "0.72 coins" and French, singular below 2, "0,72 pièce"."""
    if value == 1:
        return 1
    return 2 if value >= 2 else 0


def race_odds_table(
    console: Console, t: Translator, race: RaceOdds | None, edition: int = 1
) -> None:
    """Who wins and who comes last in the whole race, most likely winner first, with what
    is exact and what is simulated, and the standard error."""
    if race is None:
        skipped = (
            N_("Race odds skipped (--race-samples 0): finish cards are not valued.")
            if edition == 2
            else N_("Race odds skipped (--race-samples 0): race cards are not valued.")
        )
        console.print(t(skipped), markup=False, style="dim")
        return
    title = N_("The whole race, exact") if race.exact else N_("The whole race")
    table = titled(t(title))
    table.add_column(t(N_("Camel")))
    table.add_column(t(N_("Wins the race")), justify="right")
    table.add_column(t(N_("Comes last")), justify="right")
    for colour in sorted(race.winner, key=lambda c: (-race.winner[c], race.loser[c])):
        table.add_row(
            colour_text(t, colour), t.percent(race.winner[colour]), t.percent(race.loser[colour])
        )
    console.print(table)
    if race.exact:
        note = t(N_("The race ends during this leg whatever the dice: every figure is exact."))
    elif race.ends_this_leg:
        note = t(
            N_(
                "Of {samples} races, the {share} that end this leg are counted exactly and "
                "the other {simulated} played on from the exact end of this leg; standard "
                "error {stderr}."
            ),
            samples=t.number(race.samples, 0),
            share=t.percent(float(race.ends_this_leg)),
            simulated=t.number(race.simulated, 0),
            stderr=t.percent(race.stderr, 2),
        )
    else:
        note = t(
            N_(
                "{samples} races played on from the exact end of this leg; standard error {stderr}."
            ),
            samples=t.number(race.samples, 0),
            stderr=t.percent(race.stderr, 2),
        )
    if race.short and race.target is not None:
        note += " " + t(
            N_("The time allowed ran out before the standard error came down to {target}."),
            target=t.percent(race.target, 2),
        )
    console.print(note, markup=False, style="dim")


def actions_table(
    console: Console,
    t: Translator,
    actions: Sequence[ActionValue],
    question: OddsQuestion,
    top: int,
    unvalued: Sequence[Unvalued] = (),
) -> None:
    """The actions best first, with their value and its parts (`top` of them; 0: all)."""
    who = question.player
    title = (
        t(N_("Best actions for {player}"), player=who) if who is not None else t(N_("Best actions"))
    )
    shown = list(actions) if top == 0 else list(actions[:top])
    hidden = len(actions) - len(shown) + len(unvalued)
    table = titled(title)
    table.add_column("#", justify="right")
    table.add_column(t(N_("Action")))
    table.add_column(t(N_("Value")), justify="right")
    table.add_column(t(N_("On held")), justify="right")
    table.add_column(t(N_("Exact value")), justify="right")
    for rank, action in enumerate(shown, 1):
        on_held = action.held + (action.held_race or 0)
        table.add_row(
            str(rank),
            t.render(action_words(action, question.edition, question.own_tile)),
            signed_number(t, float(action.ev)),
            signed_number(t, float(on_held)) if on_held else "",
            exact_text(t, action.ev),
        )
    fit_table(console, table)  # French and Italian labels are long: the headings wrap first
    console.print(table)
    if question.edition == 2:
        note = t(
            N_(
                "Value: the change in expected money, what the action brings plus what it "
                "changes in the tickets, finish cards and spectator tile already held (On "
                "held)."
            )
        )
    else:
        note = t(
            N_(
                "Value: the change in expected money, what the action brings plus what it "
                "changes in the bets and desert tile already held (On held)."
            )
        )
    if any(not action.exact for action in shown):
        note += " " + t(N_("“simulated”: it rests on the simulated race odds."))
    errors = [action.error for action in shown if action.error is not None]
    if errors:
        paired = (
            N_(
                "What a tile changes in the finish cards held is drawn from races played "
                "with and without it: standard error up to {error} coins."
            )
            if question.edition == 2
            else N_(
                "What a tile changes in the race cards held is drawn from races played with "
                "and without it: standard error up to {error} coins."
            )
        )
        note += " " + t(paired, error=t.number(max(errors), 2))
    console.print(note, markup=False, style="dim")
    if hidden:
        console.print(
            t(
                Plural(
                    "{n} more action, worth less: --top 0 shows every action.",
                    "{n} more actions, worth less: --top 0 shows every action.",
                    hidden,
                )
            ),
            markup=False,
            style="dim",
        )
