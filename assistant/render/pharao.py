"""Drawing a game of Der Schatz des Pharao in the terminal (Rich).

Everything here reads the JSON state of the game (`GAME.state_json(state)`), so what the
terminal shows and what `--json` prints never disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from assistant.games.pharao import GAME
from assistant.games.pharao.state import CARD_NAMES, SYMBOLS, State
from assistant.i18n import Translator
from assistant.messages import N_, Msg, Say
from assistant.render import titled

if TYPE_CHECKING:
    from assistant.sessions import Outcome


def card_text(t: Translator, card: list[Any]) -> str:
    """`["ladder", 3]` -> `ladder 3` (`échelle 3`, `scala 3`); a protection has no value."""
    kind, value = card
    name = t.gettext(CARD_NAMES[kind])
    return name if value is None else f"{name} {value}"


def adventure_row(t: Translator, doc: dict[str, Any]) -> Table:
    """The row of adventures with every pawn under the last card it has beaten."""
    adventures: list[int] = doc["adventures"]
    table = titled(t(N_("Adventures")), show_lines=False)
    table.add_column(t(N_("Start")), justify="center")
    for number, value in enumerate(adventures, start=1):
        label = f"{number} · {value}"
        if number == len(adventures):
            label = t(N_("{number} · {value} treasure"), number=number, value=value)
        table.add_column(label, justify="center")
    cells: list[list[str]] = [[] for _ in range(len(adventures) + 1)]
    for player in doc["players"]:
        cells[player["beaten"]].append(player["name"])
    table.add_row(*("\n".join(names) for names in cells))
    return table


def pharaoh_card(t: Translator, marker: str) -> Text:
    """The four symbols of the pharaoh card, the one under the marker highlighted."""
    line = Text(t(N_("Marker:")) + " ")
    for symbol in SYMBOLS:
        name = t.gettext(CARD_NAMES[symbol])
        if symbol == marker:
            line.append(f"[● {name}]", style="bold reverse")
        else:
            line.append(f" {name} ", style="dim")
        line.append(" ")
    return line


def players_table(t: Translator, doc: dict[str, Any]) -> Table:
    table = titled(t(N_("Players")))
    table.add_column("", width=1)
    table.add_column(t(N_("Player")), style="bold")
    table.add_column(t(N_("Hand")), justify="right")
    table.add_column(t(N_("Display")))
    table.add_column(t(N_("Total / next")), justify="right")
    table.add_column(t(N_("Beaten")), justify="right")
    for player in doc["players"]:
        display = ", ".join(card_text(t, c) for c in player["display"]) or "—"
        target = player["next_adventure"]
        total = f"{player['total']} / {target}" if target is not None else "—"
        table.add_row(
            "▶" if player["name"] == doc["current_player"] else "",
            player["name"],
            str(player["hand"]),
            display,
            total,
            f"{player['beaten']} / {len(doc['adventures'])}",
        )
    return table


def whose_turn(t: Translator, doc: dict[str, Any]) -> str:
    if doc["winners"]:
        return t(
            N_("{winner} has won the pharaoh's treasure. The game is over."),
            winner=t.join(doc["winners"]),
        )
    player = doc["current_player"]
    if doc["may_move_marker"]:
        return t.render(
            Msg(
                N_(
                    "{player} plays again after an exact hit and may first move the marker "
                    "(`{command}`)."
                ),
                {"player": player, "command": Say("pharao", "marker", spoken=marker_said(doc))},
            )
        )
    if doc["plays_again"] == "exact":
        return t(N_("{player} plays again after an exact hit."), player=player)
    if doc["plays_again"] == "spell":
        return t(N_("{player} plays again after a spell."), player=player)
    return t(N_("Now it is {player}'s turn."), player=player)


def marker_said(doc: dict[str, Any]) -> Msg:
    """The marker moved, as the table says it (`Giulia sposta il segnalino sulla corda`):
    the example a hint gives at the prompt, on the symbol after the marker's."""
    symbol = SYMBOLS[(SYMBOLS.index(doc["marker"]) + 1) % len(SYMBOLS)]
    return Msg(
        N_("{player} moves the marker to {symbol}"),
        {"player": doc["current_player"], "symbol": Msg(CARD_NAMES[symbol])},
    )


def status(console: Console, t: Translator, state: State, session: str | None = None) -> None:
    """The whole table: adventures and pawns, marker, piles, hands, displays and totals."""
    doc = GAME.state_json(state)
    if session:
        console.print(
            t(N_("Der Schatz des Pharao — session {name}"), name=session),
            style="bold",
            markup=False,
        )
    console.print(adventure_row(t, doc))
    console.print(pharaoh_card(t, doc["marker"]))
    console.print(
        t(
            N_("Draw pile: {draw} · discard pile: {discard}"),
            draw=doc["draw_pile"],
            discard=doc["discard_pile"],
        ),
        markup=False,
    )
    console.print(players_table(t, doc))
    console.print(whose_turn(t, doc), markup=False, style="bold")


def new_game(console: Console, t: Translator, name: str, state: State) -> None:
    """`new`: the game, the session's name, who plays and who starts, then the table."""
    names = [seat.name for seat in state.seats]
    message = N_("New game of Der Schatz des Pharao {name}: {players}. {first} starts.")
    line = t(message, name=name, players=t.join(names), first=names[0])
    console.print(line, markup=False, style="bold")
    status(console, t, state, None)


def outcome(console: Console, t: Translator, done: Outcome[State]) -> None:
    """After a move: what was played, what it caused, and who acts next.

    The `turn/next`, `turn/again` and `marker/may-move` events are left to the last line,
    which says it in the words of the state (plays again after an exact hit and may move the
    marker, after a spell, or whose turn it is).
    """
    player = GAME.actor(done.move)
    console.print(f"{player} — {t.render(done_said(done))}", markup=False)
    for event in done.events:
        if event.code not in ("turn/next", "turn/again", "marker/may-move"):
            console.print("  " + t.render(event.msg), markup=False)
    console.print(whose_turn(t, GAME.state_json(done.after)), markup=False, style="bold")


def done_said(done: Outcome[State]) -> Msg:
    """What the move was, in words; the marker left where it is after an exact hit (`lascia
    il segnalino dov'è`, recorded as `marker` on its symbol) said as left, not as put."""
    stayed = [e.data["symbol"] for e in done.events if e.code == "marker/stayed"]
    if stayed:
        return Msg(N_("leaves the marker on {symbol}"), {"symbol": Msg(CARD_NAMES[stayed[0]])})
    return GAME.describe(done.move)


move_report = outcome
"""The view of a recorded move (the game's registered views)."""
