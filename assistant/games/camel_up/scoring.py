"""Scoring: the end of a leg, the race piles at the end, who wins, and the status document
(`state_json`, what `status --json` prints).

Decisions (GAMES.md): a leg is paid as one net amount per player, clamped at 0; the race
piles are paid card by card in placement order, winner pile first, each step clamped at 0.
Second edition: rankings leave the crazy camels out (`State.ranking`), and a partner adds
the reward of the partner's most valuable ticket when it is positive (nothing otherwise),
inside the same net amount.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from assistant.games.base import Count, Standings
from assistant.games.camel_up.moves import format_position, format_tiles
from assistant.games.camel_up.state import (
    PILES,
    RACE_PAYOUT_REST,
    RACE_PAYOUTS,
    RACE_PENALTY,
    SPEC,
    CardResult,
    FinalResult,
    LegItem,
    LegResult,
    Player,
    PlayerLeg,
    State,
    colour_msg,
)
from assistant.messages import N_, Msg, Plural


def leader_and_second(state: State) -> tuple[str, str]:
    ranking = state.ranking()
    return ranking[0], ranking[1]


def leg_items(
    bets: Iterable[tuple[str, int]], pyramid_tiles: int, first: str, second: str
) -> tuple[LegItem, ...]:
    """Why a player gains or loses money at the end of a leg, one item per tile."""
    items: list[LegItem] = []
    for colour, face in bets:
        if colour == first:
            items.append(LegItem("first", face, colour, face))
        elif colour == second:
            items.append(LegItem("second", 1, colour, face))
        else:
            items.append(LegItem("other", -1, colour, face))
    if pyramid_tiles:
        items.append(LegItem("pyramid", pyramid_tiles, count=pyramid_tiles))
    return tuple(items)


def partner_item(
    bets: Iterable[tuple[str, int]], pyramid_tiles: int, first: str, second: str, partner: str
) -> LegItem | None:
    """Second edition: the partner's ticket worth the most to copy, when it pays something
    (the first such ticket in the order taken; a pyramid ticket is worth 1)."""
    best: LegItem | None = None
    for item in leg_items(bets, min(pyramid_tiles, 1), first, second):
        if item.amount > 0 and (best is None or item.amount > best.amount):
            best = LegItem(
                "partner",
                item.amount,
                item.colour,
                item.face,
                partner=partner,
                copied=item.kind,
            )
    return best


def score_leg(state: State, ended_by: str, next_player: str | None) -> LegResult:
    """The leg scoring of `state` (the position after the last move of the leg)."""
    first, second = leader_and_second(state)
    players = []
    for p in state.players:
        items = leg_items(p.leg_bets, p.pyramid_tiles, first, second)
        if p.partner is not None:
            other = state.player(p.partner)
            copy = partner_item(other.leg_bets, other.pyramid_tiles, first, second, other.name)
            if copy is not None:
                items = (*items, copy)
        net = sum(item.amount for item in items)
        players.append(
            PlayerLeg(
                name=p.name,
                items=items,
                net=net,
                before=p.money,
                after=max(0, p.money + net),
                desert_coins=p.desert_coins,
            )
        )
    return LegResult(state.leg, first, second, ended_by, tuple(players), next_player, state.edition)


def race_payout(rank: int) -> int:
    """What the `rank`-th correct card of a pile earns (1-based)."""
    return RACE_PAYOUTS[rank - 1] if rank <= len(RACE_PAYOUTS) else RACE_PAYOUT_REST


def score_race(state: State) -> FinalResult:
    """The final scoring of the race piles; every card of `state` must be known."""
    ranking = state.ranking()
    winner, loser = ranking[0], ranking[-1]
    money = {p.name: p.money for p in state.players}
    cards: list[CardResult] = []
    for pile in PILES:
        target = winner if pile == "winner" else loser
        rank = 0
        for card in state.pile(pile):
            assert card.colour is not None, "every card is revealed before the final scoring"
            if card.colour == target:
                rank += 1
                amount = race_payout(rank)
                paid = amount
            else:
                amount = -RACE_PENALTY
                paid = -min(RACE_PENALTY, money[card.owner])
            money[card.owner] += paid
            cards.append(
                CardResult(
                    pile=pile,
                    owner=card.owner,
                    colour=card.colour,
                    correct=card.colour == target,
                    rank=rank if card.colour == target else None,
                    amount=amount,
                    paid=paid,
                    money_after=money[card.owner],
                )
            )
    final_money = tuple((p.name, money[p.name]) for p in state.players)
    return FinalResult(winner, loser, tuple(cards), final_money, winners(final_money))


def winners(money: Iterable[tuple[str, int]]) -> tuple[str, ...]:
    """Everyone with the most money (ties share the win)."""
    table = list(money)
    best = max(amount for _, amount in table)
    return tuple(name for name, amount in table if amount == best)


PYRAMID_NOUNS = frozenset(
    {
        *("tuiles pyramide", "tuile pyramide", "tickets pyramide", "ticket pyramide"),
        *("tessere piramide", "tessera piramide", "biglietti piramide", "biglietto piramide"),
        *("pyramid tiles", "pyramid tile", "pyramid tickets", "pyramid ticket"),
    }
)
"""What a player's pyramid tiles are asked by (`combien de tuiles pyramide a Léa ?`), folded."""

PYRAMID_EXTRAS = frozenset(
    {"pris", "prises", "cette", "manche", "preso", "prese", "questa", "tappa", "taken", "this"}
)
"""Other words of a question of the pyramid tiles (`prises cette manche`), folded."""


def standings(state: State) -> Standings:
    """Money per player in seat order; the winners once the final scoring is known. The
    pyramid tiles taken this leg are said in a sentence when asked."""
    totals = tuple((p.name, p.money) for p in state.players)
    won = state.final.winners if state.final is not None else ()
    pyramid = Count(
        PYRAMID_NOUNS,
        tuple(
            (p.name, pyramid_said(p.name, p.pyramid_tiles, state.edition)) for p in state.players
        ),
        PYRAMID_EXTRAS,
    )
    return Standings(state.finished, Msg(N_("coins")), totals, won, counts=(pyramid,))


def pyramid_said(player: str, n: int, edition: int) -> Msg:
    """`Léa has taken 2 pyramid tiles this leg.` (second edition: tickets)."""
    if edition == 2:
        return Plural(
            "{player} has taken {n} pyramid ticket this leg.",
            "{player} has taken {n} pyramid tickets this leg.", n, player=player,
        )  # fmt: skip
    return Plural(
        "{player} has taken {n} pyramid tile this leg.",
        "{player} has taken {n} pyramid tiles this leg.", n, player=player,
    )  # fmt: skip


# -- JSON ----------------------------------------------------------------------------------


def leg_json(result: LegResult) -> dict[str, object]:
    """A leg scoring as JSON: the two leading camels and each player's reasons.

    Second edition: the coins a player's tile earned during the leg are `spectator_coins`
    (first edition: `desert_coins`), and a copied ticket is an item of kind `partner` with
    `partner` (whose ticket) and `copied` (its kind: first, second or pyramid).
    """
    coins = "spectator_coins" if result.edition == 2 else "desert_coins"
    return {
        "leg": result.leg,
        "first": result.first,
        "second": result.second,
        "ended_by": result.ended_by,
        "next_player": result.next_player,
        "players": [
            {
                "name": p.name,
                "items": [item_json(i) for i in p.items],
                "net": p.net,
                "before": p.before,
                "after": p.after,
                coins: p.desert_coins,
            }
            for p in result.players
        ],
    }


def item_json(item: LegItem) -> dict[str, object]:
    doc: dict[str, object] = {
        "kind": item.kind,
        "colour": item.colour,
        "face": item.face,
        "count": item.count,
        "amount": item.amount,
    }
    if item.kind == "partner":
        doc["partner"] = item.partner
        doc["copied"] = item.copied
    return doc


def final_json(final: FinalResult) -> dict[str, object]:
    """The final scoring as JSON: the race piles card by card, the money and the winners."""
    return {
        "winner_camel": final.winner_camel,
        "loser_camel": final.loser_camel,
        "cards": [
            {
                "pile": c.pile,
                "owner": c.owner,
                "colour": c.colour,
                "correct": c.correct,
                "rank": c.rank,
                "amount": c.amount,
                "paid": c.paid,
                "money_after": c.money_after,
            }
            for c in final.cards
        ],
        "money": dict(final.money),
        "winners": list(final.winners),
    }


def _signed(amount: int) -> str:
    return f"+{amount}" if amount > 0 else ("\u2212" + str(-amount) if amount < 0 else "0")


def _leg_score(p: PlayerLeg, edition: int) -> Msg:
    """`ana +1 → 4`, and the coins the player's tile earned during the leg, already in the
    total (`bo 0 → 12 (+1 from the spectator tile during the leg)`)."""
    args = {"player": p.name, "net": _signed(p.net), "money": p.after, "coins": p.desert_coins}
    if not p.desert_coins:
        return Msg("{player} {net} → {money}", args)
    text = (
        N_("{player} {net} → {money} (+{coins} from the spectator tile during the leg)")
        if edition == 2
        else N_("{player} {net} → {money} (+{coins} from the desert tile during the leg)")
    )
    return Msg(text, args)


def milestones(before: State, after: State) -> tuple[Msg, ...]:
    """The legs scored between two states and the race piles, once paid, each as one line:
    `Leg 1 scored (yellow first, white second): ana +1 → 4, bo +3 → 7 and cy +2 → 7.`"""
    lines: list[Msg] = []
    for result in after.legs[len(before.legs) :]:
        scores = [_leg_score(p, after.edition) for p in result.players]
        lines.append(
            Msg(
                N_("Leg {leg} scored ({first} first, {second} second): {scores}."),
                {
                    "leg": result.leg,
                    "first": colour_msg(result.first),
                    "second": colour_msg(result.second),
                    "scores": scores,
                },
            )
        )
    final = after.final
    if final is not None and before.final is None:
        last = {p.name: p.after for p in after.legs[-1].players} if after.legs else {}
        scores = [
            Msg(
                "{player} {net} → {money}",
                {"player": name, "net": _signed(money - last.get(name, money)), "money": money},
            )
            for name, money in final.money
        ]
        lines.append(
            Msg(
                N_("Race piles scored ({winner} won the race, {loser} came last): {scores}."),
                {
                    "winner": colour_msg(final.winner_camel),
                    "loser": colour_msg(final.loser_camel),
                    "scores": scores,
                },
            )
        )
    return tuple(lines)


# -- the status document ------------------------------------------------------------------


def state_json(state: State) -> dict[str, Any]:
    """The JSON the scoreboard prints (`status --json`): canonical English ids throughout.

    `leg_tiles` lists what is left of each colour, top first; `race_cards_left` the colours a
    player is not known to have played (a face-down card may be one of them), and
    `race_cards_in_hand` how many cards the player still holds.

    Under the table's hidden option, while the race runs (`State.secret`), what the rules
    keep face down is left out: `race_cards_left` is `null` and every card on the race piles
    shows its owner with `colour` `null`; the counts stay. `hidden` (present only in
    sessions started with the option) says whether that is so now.

    The second edition has a document of its own (`_state_json_2`).
    """
    if state.edition == 2:
        return _state_json_2(state)
    secret = state.secret
    doc = {
        "game": SPEC.id,
        "leg": state.leg,
        "current_player": state.current,
        "finished": state.finished,
        "race_over": state.race_over,
        "camels": format_position(state.position),
        "ranking": list(state.position.ranking()),
        "tiles": format_tiles((t.space, t.side, None) for t in state.tiles),
        "desert_tiles": [{"space": t.space, "side": t.side, "owner": t.owner} for t in state.tiles],
        "dice_left": list(state.dice_left),
        "leg_tiles": {colour: list(values) for colour, values in state.leg_tiles},
        "leg_starter": state.players[state.leg_starter].name,
        "players": [_player_json(state, p, "desert_tile") for p in state.players],
        **_race_json(state),
    }
    if state.hidden:
        doc["hidden"] = secret
    return doc


def _player_json(state: State, p: Player, tile_key: str) -> dict[str, Any]:
    """A player in `status --json`, their own tile under `tile_key` (either edition)."""
    tile = state.tile_of(p.name)
    return {
        "name": p.name,
        "money": p.money,
        "leg_bets": [[colour, face] for colour, face in p.leg_bets],
        "pyramid_tiles": p.pyramid_tiles,
        "race_cards_left": None if state.secret else list(state.race_cards_left(p.name)),
        "race_cards_in_hand": state.race_cards_in_hand(p.name),
        tile_key: None if tile is None else {"space": tile.space, "side": tile.side},
    }


def _race_json(state: State) -> dict[str, Any]:
    """The race piles, the legs scored and the final scoring in `status --json`."""
    secret = state.secret
    return {
        "race_piles": {
            pile: [
                {"owner": c.owner, "colour": None if secret else c.colour} for c in state.pile(pile)
            ]
            for pile in PILES
        },
        "face_down_cards": state.face_down(),
        "legs": [leg_json(result) for result in state.legs],
        "final_scoring": None if state.final is None else final_json(state.final),
        "winners": None if state.final is None else list(state.final.winners),
    }


def _state_json_2(state: State) -> dict[str, Any]:
    """`status --json` of the second edition: the first edition's keys where they mean the
    same (`leg_tiles` are the betting tickets, `pyramid_tiles` the pyramid tickets,
    `race_cards_*` and `race_piles` the finish cards), with `"edition": 2`; `camels` holds
    the crazy camels too (`14:white 16:black`), `ranking` only the racing camels;
    `spectator_tiles` (and each player's `spectator_tile`) replace the desert tiles; each
    player has a `partner` (null: none this leg) and, with 6+ players, a `partnership_card`
    (`available` or `partnership`); `partnerships` lists this leg's pairs in the order formed.
    """
    secret = state.secret
    pairs: list[list[str]] = []
    for p in state.players:
        if p.partner is not None and not any(p.name in pair for pair in pairs):
            pairs.append([p.name, p.partner])
    doc: dict[str, Any] = {
        "game": SPEC.id,
        "edition": 2,
        "leg": state.leg,
        "current_player": state.current,
        "finished": state.finished,
        "race_over": state.race_over,
        "camels": format_position(state.position),
        "ranking": list(state.ranking()),
        "crazy_camels": list(state.components.crazy),
        "tiles": format_tiles((t.space, t.side, None) for t in state.tiles),
        "spectator_tiles": [
            {"space": t.space, "side": t.side, "owner": t.owner} for t in state.tiles
        ],
        "dice_left": list(state.dice_left),
        "leg_tiles": {colour: list(values) for colour, values in state.leg_tiles},
        "leg_starter": state.players[state.leg_starter].name,
        "players": [
            {
                **_player_json(state, p, "spectator_tile"),
                "partner": p.partner,
                "partnership_card": None
                if not state.partnerships
                else ("available" if p.partner is None else "partnership"),
            }
            for p in state.players
        ],
        "partnerships": pairs,
        **_race_json(state),
    }
    if state.hidden:
        doc["hidden"] = secret
    return doc
