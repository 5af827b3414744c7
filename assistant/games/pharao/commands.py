"""The words of Der Schatz des Pharao: every acting command, in English, French and Italian.

The one-shot commands (`assistant pharao jouer échelle 3`), the table prompt, completion,
help, `check`, hints and the replay export are generated from `GRAMMAR` (see
`assistant.syntax`). Cards answer to their names in the three languages and on the German
edition (`Leiter`, `Zauber`).
"""

from __future__ import annotations

from typing import Any

from assistant.errors import UsageError
from assistant.games import ARTICLES, fold, number_word
from assistant.games.pharao.moves import (
    Draw,
    MoveMarker,
    PlayCurse,
    PlayEquipment,
    PlayProtection,
    PlaySpell,
    Swap,
)
from assistant.games.pharao.state import (
    CARD_ALIASES,
    CARD_NAMES,
    PROTECTION,
    SYMBOLS,
    Card,
    State,
)
from assistant.messages import N_, Msg, Say
from assistant.syntax import (
    NAMES,
    NUMBER,
    STATUS_AND_SCORE,
    Command,
    Grammar,
    Kind,
    Param,
    Term,
    Values,
    kind_shown,
    names_spellings,
    read_number,
    resolve,
    term,
    translated,
)

SYMBOL_NAMES = {key: CARD_NAMES[key] for key in SYMBOLS}
DISCARD_NAMES = {key: CARD_NAMES[key] for key in (*SYMBOLS, PROTECTION)}

MARKER = term("--marker", "--pion", "--segnalino")
DISCARD = term("--discard", ("--défausse", "--defausse"), "--scarta")


def _card_kind(word: str, names: dict[str, str]) -> str:
    kind = Kind("card", N_("card"), term("CARD", "CARTE", "CARTA"), NAMES, names, CARD_ALIASES)
    return resolve(word, names_spellings(kind), kind.noun, shown=kind_shown(kind))


def read_discard(word: str) -> tuple[str, Card]:
    """`bo=ladder:3` or `cy=protection` -> ("bo", Card): the player as typed, the card read
    in any language."""
    who, sep, what = word.partition("=")
    if not sep or not who.strip() or not what.strip():
        raise UsageError(
            "input/bad-discard",
            Msg(
                N_(
                    "Write a curse discard as PLAYER=SYMBOL:VALUE or PLAYER=protection, "
                    "not “{given}”."
                ),
                {"given": word},
            ),
        )
    name, _, value = what.partition(":")
    kind = _card_kind(name, DISCARD_NAMES)
    if kind == PROTECTION:
        if value.strip():
            raise UsageError(
                "input/bad-discard",
                Msg(N_("A protection has no value: write {player}=protection."), {"player": who}),
            )
        return who.strip(), Card(PROTECTION)
    if not value.strip():
        raise UsageError(
            "input/bad-discard",
            Msg(
                N_("Give the value of the equipment card to give up: {player}=SYMBOL:VALUE."),
                {"player": who},
            ),
        )
    return who.strip(), Card(kind, read_number(value))


def write_discard(discard: tuple[str, Card], lang: str) -> str:
    player, card = discard
    name = translated(CARD_NAMES[card.kind], lang) if lang != "en" else card.kind
    return f"{player}={name}" if card.value is None else f"{player}={name}:{card.value}"


VALUE = Kind("value", N_("value"), term("VALUE", "VALEUR", "VALORE"), NUMBER)


def _value_or_symbol(word: str) -> int | tuple[str, str]:
    """A card's value, or a symbol where a spell's marker goes without `--marker` (`play
    spell rope`): then `(symbol, word)`, for `_play` to place or refuse as a value."""
    try:
        return read_number(word, VALUE)
    except UsageError:
        try:
            return _card_kind(word, SYMBOL_NAMES), word
        except UsageError:
            pass
        raise


KINDS = {
    "count": Kind("count", N_("number of cards"), term("COUNT", "NOMBRE", "NUMERO"), NUMBER),
    "card": Kind(
        "card", N_("card"), term("CARD", "CARTE", "CARTA"), NAMES, CARD_NAMES, CARD_ALIASES
    ),
    "symbol": Kind(
        "symbol",
        N_("symbol"),
        term("SYMBOL", "SYMBOLE", "SIMBOLO"),
        NAMES,
        SYMBOL_NAMES,
        CARD_ALIASES,
    ),
    "value": Kind(
        "value", N_("value"), term("VALUE", "VALEUR", "VALORE"), NUMBER, read=_value_or_symbol
    ),
    "discard": Kind(
        "discard",
        N_("discard"),
        term("PLAYER=CARD", "JOUEUR=CARTE", "GIOCATORE=CARTA"),
        read=read_discard,
        write=write_discard,
    ),
}


def _misplaced(option: Term, card: str) -> UsageError:
    return UsageError(
        "input/misplaced-option",
        Msg(N_("{option} goes with a {card} only."), {"option": option, "card": Msg(card)}),
    )


def _play(values: Values, state: State) -> Any:
    player, kind = values["player"], values["card"]
    value, marker = values.get("value"), values.get("marker")
    if isinstance(value, tuple):  # a symbol where a value goes
        symbol, typed = value
        if kind != "spell" or marker is not None:
            read_number(typed, VALUE)  # refused: a value is a number
        value, marker = None, symbol  # `play spell rope` is `play spell --marker rope`
    discards = values.get("discard", [])
    name = Msg(CARD_NAMES[kind])
    if marker is not None and kind != "spell":
        raise _misplaced(MARKER, CARD_NAMES["spell"])
    if discards and kind != "curse":
        raise _misplaced(DISCARD, CARD_NAMES["curse"])
    if kind in SYMBOLS:
        if value is None:
            raise UsageError(
                "input/missing-value",
                Msg(N_("Give the value printed on the {card} card."), {"card": name}),
            )
        return PlayEquipment(player, kind, value)
    if value is not None:
        raise UsageError(
            "input/extra-value", Msg(N_("A {card} card has no value."), {"card": name})
        )
    if kind == "spell":
        return PlaySpell(player, marker)
    if kind == "curse":
        players = [seat.name for seat in state.seats]
        return PlayCurse(player, tuple((_player(who, players), card) for who, card in discards))
    return PlayProtection(player)


def _player(word: str, players: list[str]) -> str:
    from assistant.syntax import plain_spellings

    return resolve(word, plain_spellings(players), N_("player"))


def _play_values(move: Any) -> Values:
    if isinstance(move, PlayEquipment):
        return {"card": move.symbol, "value": move.value, "player": move.player}
    if isinstance(move, PlaySpell):
        return {"card": "spell", "marker": move.marker, "player": move.player}
    if isinstance(move, PlayCurse):
        return {"card": "curse", "discard": list(move.discards), "player": move.player}
    return {"card": PROTECTION, "player": move.player}


PILE = frozenset({"from", "dans", "dal", "dalla", "deck", "pioche", "draw"})
"""The draw pile said around cards drawn or swapped, folded: `pioche 2 cartes dans la
pioche`, `pesca due carte dal mazzo`, `draws 2 cards from the deck` (a draw's and a swap's
fillers only: after a card played they start another move, `joue échelle 8 et pioche une
carte`)."""

KEEPS_MARKER = frozenset(
    {
        *("laisse", "lascia", "leaves", "leave", "sans", "senza", "without", "deplacer"),
        *("spostare", "moving", "en", "place", "dov'e", "where", "it", "is"),
    }
)
"""What a table says of a spell that leaves the marker where it is, folded (a play's
fillers): `joue un sort et laisse le pion noir en place`, the log's own words, `gioca un
incantesimo senza spostare il segnalino`."""

REDRAW = frozenset(
    {
        *("and", "et", "e", "then", "puis", "poi", "ne", "en", "as", "many", "autant"),
        *("draws", "redraws", "pioche", "repioche", "pesca", "ripesca", "altrettante"),
        *("se", "de", "des", "cartes", "carte", "cards", "card", "carta"),
    }
)
"""What a table says around the cards swapped, folded: `scarta due carte e ne pesca due`,
`se défausse de 2 cartes et en repioche 2`, `swaps 2 cards and draws 2`."""


def _swap_words(words: list[str]) -> Values:
    """The count of a swap, said once or with the cards drawn again (`2 e ne pesca 2`)."""
    counts: list[int] = []
    for word in words:
        plain = word.strip(",;:")
        if not plain or fold(plain) in REDRAW | PILE or (fold(plain) in ARTICLES and counts):
            continue
        count = int(plain) if plain.isdecimal() else number_word(plain)
        if count is None:
            counts = []
            break
        counts.append(count)
    if len(set(counts)) != 1:
        raise UsageError(
            "input/bad-count",
            Msg(
                N_("How many cards are swapped, 1 or 2? e.g. `{example}` (not “{given}”)."),
                {"example": Say("pharao", "swap", ("2",)), "given": " ".join(words)},
            ),
        )
    return {"count": counts[0]}


COMMANDS = (
    Command(
        "draw",
        term(
            ("draw", "drew", "draws", "takes"),
            ("piocher", "prendre", "prend", "tirer", "tire"),
            ("pesca", "pescare", "pesco", "pescato", "prende", "prendere", "prendo"),
        ),
        N_("Take 1 or 2 cards from the draw pile (a hand holds at most 10)."),
        (Param("count", "count", N_("How many cards: 1 or 2.")),),
        examples=("draw 2", "draw 1 --player bo"),
        build=lambda values, state: Draw(values["player"], values["count"]),
        values=lambda m: {"count": m.count, "player": m.player},
        moves=(Draw,),
        fillers=PILE,
    ),
    Command(
        "swap",
        term(
            ("swap", "swaps"),
            ("échanger", "echanger", "échange", "défausser", "défausse"),
            (
                *("scambia", "scambiare", "cambia", "cambiare", "scambio", "cambio", "scambiato"),
                *("scarta", "scartare"),
            ),
        ),
        N_("Discard 1 or 2 cards from the hand, then draw as many."),
        (Param("count", "count", N_("How many cards: 1 or 2.")),),
        examples=("swap 2",),
        build=lambda values, state: Swap(values["player"], values["count"]),
        values=lambda m: {"count": m.count, "player": m.player},
        moves=(Swap,),
        read_words=_swap_words,
    ),
    Command(
        "play",
        term(("play", "played", "plays"), "jouer", ("gioca", "giocare", "gioco", "giocato")),
        N_("Play one card: equipment of the symbol under the marker, or a special card."),
        (
            Param(
                "card",
                "card",
                N_("ladder, rope, shovel, torch (with the VALUE), spell, curse or protection."),
            ),
            Param("value", "value", N_("The value printed on an equipment card."), optional=True),
            Param(
                "marker",
                "symbol",
                N_(
                    "With a spell: move the marker to this symbol (also written right after "
                    "the spell: `play spell rope`)."
                ),
                option=MARKER,
                optional=True,
            ),
            Param(
                "discard",
                "discard",
                N_(
                    "With a curse: what a player with a choice gives up, PLAYER=SYMBOL:VALUE or "
                    "PLAYER=protection (repeat the option for each player)."
                ),
                option=DISCARD,
                optional=True,
                many=True,
            ),
        ),
        examples=(
            "play ladder 3",
            "play protection",
            "play ladder 2",
            "play spell --marker rope",
            "play curse --discard ana=ladder:3",
        ),
        build=_play,
        values=_play_values,
        moves=(PlayEquipment, PlaySpell, PlayCurse, PlayProtection),
        fillers=KEEPS_MARKER,
    ),
    Command(
        "marker",
        term("marker", "pion", "segnalino"),
        N_("Move the marker of the pharaoh card, right after an exact hit."),
        (Param("symbol", "symbol", N_("ladder, rope, shovel or torch.")),),
        examples=("marker rope",),
        build=lambda values, state: MoveMarker(values["player"], values["symbol"]),
        values=lambda m: {"symbol": m.symbol, "player": m.player},
        moves=(MoveMarker,),
    ),
)

GRAMMAR = Grammar(
    game="pharao",
    commands=COMMANDS,
    kinds=KINDS,
    others={"status": STATUS_AND_SCORE},
    options={"--adventures": term("--adventures", "--aventures", "--avventure")},
    implicit=lambda state: ("play",),  # `échelle 3`: a card and its value
    together=("play spell", "draw 2"),  # a spell's player plays again: one action a turn
    # the marker moved by a spell, said after it: `joue un sort et met le pion sur la pelle`,
    # `gioca un incantesimo e sposta il segnalino sulla pala` (`play spell shovel`)
    fillers=frozenset(
        {
            *("marker", "pion", "segnalino", "black", "noir", "nero"),
            *("and", "et", "e", "move", "moves", "puts", "met", "deplace", "sposta", "mette"),
            # a card laid down: `pose une échelle de 3`, `mette giù una scala 3`
            *("pose", "poser", "lays", "giu", "cala", "calo", "metto"),
        }
    ),
    check_examples=(
        "play ladder 3",
        "play ladder 2 --player bo",
        "draw 2",
        "swap 1",
        "play spell --marker torch",
        "play curse",
        "play rope 3  # " + N_("exit 3: the marker is on ladder"),
    ),
)
