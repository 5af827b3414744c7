"""The words of Der Schatz des Pharao: every acting command, in English, French and Italian.

The one-shot commands (`assistant pharao jouer échelle 3`), the table prompt, completion,
help, `check`, hints and the replay export are generated from `GRAMMAR` (see
`assistant.syntax`). Cards answer to their names in the three languages and on the German
edition (`Leiter`, `Zauber`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
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
from assistant.games.pharao.rules import discard_example
from assistant.games.pharao.state import (
    CARD_ALIASES,
    CARD_NAMES,
    PROTECTION,
    SPEC,
    SYMBOLS,
    Card,
    State,
    listing,
)
from assistant.messages import N_, Msg, Say
from assistant.syntax import (
    ELIDED,
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
    """The card `word` names, in any language; an elided article before it is left out
    (`l'échelle`, `l’échelle`, `sull'échelle`)."""
    kind = Kind("card", N_("card"), term("CARD", "CARTE", "CARTA"), NAMES, names, CARD_ALIASES)
    spellings = names_spellings(kind)
    try:
        return resolve(word, spellings, kind.noun, shown=kind_shown(kind))
    except UsageError:
        bare = ELIDED.sub("", word.strip())
        if bare == word.strip():
            raise
        return resolve(bare, spellings, kind.noun, shown=kind_shown(kind))


def read_discard(word: str) -> tuple[str, Card]:
    """`bo=ladder:3` or `cy=protection` -> ("bo", Card): the player as typed, the card read
    in any language; `bo=ladder`, without its value, is the ladder bo shows when bo shows
    one (`_discard_in_full`)."""
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
    if not value.strip():  # the value the player's display shows (`_discard_in_full`)
        return who.strip(), Card(kind)
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
    # the marker said to stay: `le pion reste où il est` is `keep` (`Grammar.redirects`)
    "stay": Kind(
        "stay",
        N_("staying"),
        term("STAY", "RESTE", "RESTA"),
        NAMES,
        {"stays": N_("stays")},
        {"stays": ("reste", "restent", "demeure", "resta", "rimane", "remains", "stay")},
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
    discards = list(values.get("discard", []))
    if values.get("keeps") and kind == "curse":  # `Marco tiene la protezione`: the other
        discards += [
            (who, _given_up(state, _player(who, _names(state)) if who else player, card))
            for who, card in values["keeps"]
        ]
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
        if values.get("kept"):  # `joue un sort et laisse le pion sur la pelle`
            _kept(state, marker, "play")
            return PlaySpell(player, None)
        return PlaySpell(player, marker)
    if kind == "curse":
        players = _names(state)
        named = [(_player(who, players) if who else player, card) for who, card in discards]
        return PlayCurse(player, tuple((who, _discard_in_full(state, who, c)) for who, c in named))
    return PlayProtection(player)


GIVES_UP = frozenset(
    {
        *("perd", "perdre", "perdent", "cede", "ceder", "cedent", "defausse", "defausser"),
        *("donne", "sacrifie", "abandonne", "jette", "lose", "loses", "lost", "give", "gives"),
        *("discard", "discards", "drops", "perde", "perdere", "cedere", "scarta", "scartare"),
        *("sacrifica", "butta"),
    }
)
"""The verbs of a player giving up a card to a curse, folded: `malédiction et Paul perd sa
protection`, `maledizione, Sara cede la scala 3`, the log's own `(Paul perd la carte
protection)`."""

GIVEN_ASIDE = frozenset(
    {
        *("se", "si", "s'", "up", "de", "d'", "sa", "son", "ses", "la", "le", "l'", "une", "un"),
        *("carte", "carta", "card", "sua", "suo", "sue", "his", "her", "their", "one", "of"),
        *("a", "the", "una", "uno", "delle", "dei", "il", "lo", "its"),
    }
)
"""Words said between a player, the verb and the card given up, folded (`il se défausse
de sa protection`, `cede una delle sue protezioni`, `gives up her ladder`)."""

SELF = frozenset({"il", "elle", "lui", "lei", "he", "she", "et", "e", "and", "puis", "poi"})
"""Who gives up a card said as no one's name (`malédiction et perd sa protection`, `il se
défausse de sa protection`): the curse's own player (`_play`), folded."""


KEEPS_CARD = frozenset(
    {
        *("garde", "conserve", "tient", "preserve", "sauve", "tiene", "conserva"),
        *("mantiene", "salva", "keeps", "saves"),
    }
)
"""The verbs of a player keeping a card through a curse, folded: `Paul garde sa
protection` gives up the other card Paul shows; `Paul garde sa pelle et perd la protection`
says the card given up too."""


def _discards_said(words: list[str]) -> tuple[list[str], Values]:
    """A curse's discards said in words after it (`Command.said`): `et Paul perd sa
    protection`, `, Zoé donne son échelle 4 et Léa sa corde 5`, `et perd sa protection`
    (the curse's player: no name, see `SELF`), the log's own `(Paul perd la carte
    protection)`, the cards kept (`KEEPS_CARD`: `Marco tiene la protezione e Sara perde la
    scala`); the words left and `{"discard": [(player or "", card)...]}`, with `"keeps"` for
    the players said to keep a card and not said to give one up."""
    plain = [fold(w.strip("(),;:.")) for w in words]
    verbs = [i for i, word in enumerate(plain) if word in GIVES_UP | KEEPS_CARD]
    if not verbs:
        return words, {}
    start = verbs[0]
    while start > 0 and plain[start - 1] in {"se", "si", "s'"}:
        start -= 1  # `il se défausse de sa protection`
    giver = ""
    if start > 0 and plain[start - 1] in SELF:
        start -= 1
    elif start > 0 and plain[start - 1] and not _names_card(words[start - 1]):
        giver, start = words[start - 1].strip("(),;:"), start - 1
    said: list[tuple[str, bool, Card]] = []  # (player, kept, card)
    clause: tuple[str, bool, int] | None = (giver, plain[verbs[0]] in KEEPS_CARD, verbs[0])
    at = verbs[0]
    while clause is not None:
        giver, kept, at = clause
        card, at = _given_card(words, plain, at)
        if card is None:
            return words, {}  # `joue un sort et garde le pion`: the marker's, not a card's
        said.append((giver, kept, card))
        clause = _next_clause(words, plain, at, giver, kept)
    if any(plain[at:]):
        return words, {}  # more words after them: no discards said in words
    found = [(who, card) for who, kept, card in said if not kept]
    giving = {who for who, _ in found}
    keeps = [(who, card) for who, kept, card in said if kept and who not in giving]
    return words[:start], {
        **({"discard": found} if found else {}),
        **({"keeps": keeps} if keeps else {}),
    }


BUT_ALSO = frozenset({"et", "e", "and", "mais", "ma", "but"})

REFLEXIVE_SAID = frozenset({"se", "si", "s'"})


def _next_clause(
    words: list[str], plain: list[str], at: int, giver: str, kept: bool
) -> tuple[str, bool, int] | None:
    """After a card given up or kept: the next clause (`et Léa sa corde 5`, `, Zoé perd son
    échelle`, `et perd la protection`: the same player), its player, whether it keeps
    (`tiene`) or gives up, and where its words start; None when no other is said."""
    if at >= len(plain) or not (plain[at] in BUT_ALSO or words[at - 1].endswith(",")):
        return None
    if plain[at] in BUT_ALSO:
        at += 1
    if at < len(plain) and plain[at] in REFLEXIVE_SAID:
        at += 1
    if at >= len(plain) or (plain[at] in GIVEN_ASIDE and plain[at] not in GIVES_UP):
        return None
    if plain[at] in GIVES_UP | KEEPS_CARD:  # the same player: `et perd la protection`
        return giver, plain[at] in KEEPS_CARD, at
    who, at = words[at].strip("(),;:"), at + 1
    if at < len(plain) and plain[at] in REFLEXIVE_SAID:
        at += 1
    if at < len(plain) and plain[at] in GIVES_UP | KEEPS_CARD:
        kept = plain[at] in KEEPS_CARD
    return who, kept, at  # (no verb: `et Léa sa corde 5`, as the clause before)


def _names_card(word: str) -> bool:
    """Whether `word` is exactly a card's name, in any language (`malédiction perd ...`:
    the curse, not a player)."""
    every = names_spellings(KINDS["card"])
    key = fold(ELIDED.sub("", word.strip("(),;:.")))
    return any(key == fold(s) for i in every.by_id for s in every.every(i))


def _given_card(words: list[str], plain: list[str], at: int) -> tuple[Card | None, int]:
    """The card given up said from `words[at]` on (after the words around it) and where the
    words after it start; None when no card is said there."""
    while at < len(plain) and plain[at] in GIVEN_ASIDE | GIVES_UP | KEEPS_CARD:
        at += 1
    if at >= len(plain):
        return None, at
    word = words[at].strip("(),;:.")
    kind = None
    for each in dict.fromkeys((word, word.rstrip("s"))):  # `une de ses protections`
        try:
            kind = _card_kind(each, DISCARD_NAMES)
            break
        except UsageError:
            continue
    if kind is None:
        return None, at
    at += 1
    if kind == PROTECTION:
        return Card(PROTECTION), at
    value = words[at].strip("(),;:.") if at < len(words) else ""
    if value.isdecimal() or number_word(value) is not None:
        return Card(kind, read_number(value)), at + 1
    return Card(kind), at


def _discard_in_full(state: State, player: str, card: Card) -> Card:
    """The card a curse takes from `player`, named by its symbol alone (`--discard
    Paul=ladder`): the one of that symbol `player` shows, with its value; refused when
    `player` shows several of different values. A symbol `player` does not show is left
    for the rules to refuse with their reason."""
    if card.kind == PROTECTION or card.value is not None:
        return card
    shows = state.seat(player).equipment
    values = sorted({c.value for c in shows if c.kind == card.kind and c.value is not None})
    if len(values) == 1:
        return Card(card.kind, values[0])
    if not values:
        return card
    shown = [Card(card.kind, value) for value in values]
    raise UsageError(
        "input/bad-discard",
        Msg(
            N_(
                "{player} shows more than one {card} ({cards}): say which, e.g. --discard "
                "{example}."
            ),
            {
                "player": player,
                "card": Msg(CARD_NAMES[card.kind]),
                "cards": listing([c.msg() for c in shown]),
                "example": discard_example(player, shown[0]),
            },
        ),
        rule=SPEC.rule("curse"),
    )


def _names(state: State) -> list[str]:
    return [seat.name for seat in state.seats]


def _given_up(state: State, player: str, kept: Card) -> Card:
    """The card a curse takes from `player` who said they keep `kept` (`Paul garde sa
    protection`): the one other card they show; refused, with the cards they show, when
    there is none or more than one to choose from."""
    shown = list(dict.fromkeys(state.seat(player).display))
    left = [
        card
        for card in shown
        if card.kind != kept.kind or (kept.value is not None and card.value != kept.value)
    ]
    if len(left) == len(shown):
        return kept  # not shown: the rules refuse it with their reason
    if len(left) == 1:
        return left[0]
    raise UsageError(
        "input/bad-discard",
        Msg(
            N_(
                "{player} keeps the {card}: which card do they give up to the curse? They "
                "show {cards}; say it with the curse, e.g. `… and {player} loses {example}`."
            ),
            {
                "player": player,
                "card": Msg(CARD_NAMES[kept.kind]),
                "cards": listing([c.msg() for c in shown]),
                "example": (left or shown)[0].msg(),
            },
        ),
        rule=SPEC.rule("curse"),
    )


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

PLAY_SAID = frozenset(
    {
        # `joue sa dernière carte, une échelle 3`, `gioca l'ultima carta: una scala 3`
        *("derniere", "last", "ultima", "l'ultima", "final"),
        # the last card said after the play: `…, era la sua ultima carta`, `c'était sa
        # dernière carte`, `it was her last card`
        *("era", "etait", "c'etait", "was", "it's"),
        # a spell's marker: `sort pour mettre le pion sur la torche`, `e sceglie la corda`
        *("pour", "per", "mettre", "mettere", "placer", "put", "choisit", "choisir"),
        *("sceglie", "scegliere", "chooses", "choose", "picks"),
        # `joue une corde qui vaut 5`, `gioca una corda che vale 5`, `a rope worth 5`
        *("qui", "che", "that", "which", "valeur", "valore", "value"),
        # a card cast: `Léa lance un sort`, `Marco lancia una maledizione`, `casts a curse`
        *("lance", "lancer", "lancia", "lanciare", "casts", "cast"),
        # `met une protection devant elle`, `mette una protezione davanti a sé`
        *("devant", "lui", "elle", "soi", "davanti", "se", "front", "him", "herself"),
        *("himself", "themselves", "them"),
    }
)
"""What a table says around a card it plays, folded (a play's fillers): the last card of
a hand, the value said with `vaut`, a card cast, a protection put in front of its
player."""

KEEP_WHERE = frozenset(
    {
        *("ou", "est", "en", "place", "tel", "quel", "ici", "la", "reste", "etait", "era"),
        *("pas", "au", "y", "move", "moves", "touch", "sposta", "muove", "tocca", "was"),
        *("dov'e", "dove", "e", "si", "trova", "posto", "li", "qui", "resta", "com'e"),
        *("dov'era", "rimane", "restent", "demeure", "remains", "stay"),
        *("where", "it", "is", "in", "as", "alone", "there", "stays", "same"),
    }
)
"""What a table says of the marker it leaves where it is, folded (`keep`'s fillers): `laisse
le pion où il est`, `lascia il segnalino dov'è`, `keeps the marker where it is`."""


def _keep(values: Values, state: State) -> MoveMarker:
    """The marker left where it is, right after an exact hit: `marker` on the symbol it is
    on (`laisse le pion où il est`); a symbol said with it must be that one (`laisse le pion
    sur la pelle` while it is on the ladder is refused: moving it is `pion pelle`)."""
    _kept(state, values.get("symbol"), "marker")
    return MoveMarker(values["player"], state.marker)


def _kept(state: State, said: str | None, command: str) -> None:
    """Refuse the marker said to stay on `said` while it is on another symbol, saying how
    to move it there (`command`: `marker`, or `play` for a spell); None says no symbol."""
    if said is None or said == state.marker:
        return
    words = ("spell", "--marker", said) if command == "play" else (said,)
    raise UsageError(
        "input/marker-elsewhere",
        Msg(
            N_(
                "The marker is on the {marker}, not on the {symbol}: to move it there, "
                "say `{move}`."
            ),
            {
                "marker": Msg(CARD_NAMES[state.marker]),
                "symbol": Msg(CARD_NAMES[said]),
                "move": Say("pharao", command, words),
            },
        ),
        rule=SPEC.rule("exact-hit"),
    )


KEEPS = frozenset(
    {
        *("laisse", "laisser", "garde", "garder", "sans", "ne", "pas", "lascia", "lasciare"),
        *("tiene", "tenere", "senza", "non", "leaves", "leave", "keeps", "keep", "without"),
        *("not", "doesn't"),
    }
)
"""Words that say the marker stays (folded): `joue un sort et laisse le pion sur la pelle`,
`sans déplacer le pion`, `ne déplace pas le pion`, `non sposta il segnalino`."""


def _play_said(words: list[str]) -> tuple[list[str], Values]:
    """A card played said with what goes with it (`Command.said`): a curse's discards
    (`_discards_said`), and a spell that leaves the marker (`kept`: the symbol said with
    it, if any, must be the marker's)."""
    words, values = _discards_said(words)
    if any(fold(word.strip(",;:")) in KEEPS for word in words):
        values["kept"] = True
    return words, values


REDRAW = frozenset(
    {
        *("and", "et", "e", "then", "puis", "poi", "ne", "en", "as", "many", "autant"),
        *("draws", "redraws", "pioche", "repioche", "pesca", "ripesca", "altrettante"),
        *("se", "de", "des", "cartes", "carte", "cards", "card", "carta"),
        # `se défausse d'une carte et en pioche une autre`, `ne pesca un'altra`
        *("autre", "autres", "nouvelle", "nouvelles", "altra", "altre", "un'altra"),
        *("nuova", "nuove", "other", "another", "new"),
        # `défausse deux cartes et en reprend deux`, `ne riprende due`
        *("reprend", "reprends", "tire", "prend", "riprende", "prende", "takes"),
        # `échange une carte avec la pioche`, `cambia una carta con il mazzo`
        *("avec", "con", "with", "la", "le", "les", "du", "il", "lo", "del", "the", "mazzo"),
        "pile",
    }
)
"""What a table says around the cards swapped, folded: `scarta due carte e ne pesca due`,
`se défausse de 2 cartes et en repioche 2`, `swaps 2 cards and draws 2`."""


def _how_many(command: str) -> Callable[[Mapping[str, Any]], Msg]:
    """What a draw or a swap said without its count is told (`Léa pioche`)."""
    return lambda values: Msg(
        N_("How many cards, 1 or 2? e.g. `{example}`."),
        {"example": Say("pharao", command, ("2",))},
    )


def _swap_words(words: list[str]) -> Values:
    """The count of a swap, said once or with the cards drawn again (`2 e ne pesca 2`)."""
    if not words:  # `Léa échange`
        raise UsageError("input/missing-words", _how_many("swap")({}))
    counts: list[int] = []
    for word in words:
        plain = ELIDED.sub("", word.strip(",;:"))  # `se défausse d'une carte`
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
        (Param("count", "count", N_("How many cards: 1 or 2."), missing=_how_many("draw")),),
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
        (Param("count", "count", N_("How many cards: 1 or 2."), missing=_how_many("swap")),),
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
        fillers=KEEPS_MARKER | KEEPS | PLAY_SAID,
        said=_play_said,
    ),
    Command(
        "marker",
        term("marker", "pion", "segnalino"),
        N_("Move the marker of the pharaoh card, right after an exact hit."),
        (
            Param(
                "symbol",
                "symbol",
                N_("ladder, rope, shovel or torch."),
                missing=lambda values: Msg(
                    N_("To leave it where it is, say `{keep}`."), {"keep": Say("pharao", "keep")}
                ),
            ),
        ),
        examples=("marker rope",),
        build=lambda values, state: MoveMarker(values["player"], values["symbol"]),
        values=lambda m: {"symbol": m.symbol, "player": m.player},
        moves=(MoveMarker,),
    ),
    Command(
        "keep",
        term(
            ("keep", "keeps", "leave", "leaves"),
            # the marker said by its pronoun: `laisse-le là`, `lascialo lì`
            ("laisser", "laisse", "garder", "garde", "laisse-le", "garde-le"),
            (
                *("lascia", "lasciare", "lascio", "tiene", "tenere", "mantiene", "lascialo"),
                *("lasciarlo", "tienilo"),
            ),
        ),
        N_(
            "Right after an exact hit: leave the marker where it is (recorded as `marker` "
            "on its symbol)."
        ),
        (
            Param(
                "symbol",
                "symbol",
                N_("The symbol the marker is on, if said (it must be that one)."),
                optional=True,
            ),
        ),
        examples=("keep",),
        build=_keep,
        moves=(),  # recorded as `marker` on the symbol the marker is on
        when=lambda state: bool(state.may_move_marker),
        fillers=KEEP_WHERE,
    ),
)

GRAMMAR = Grammar(
    game="pharao",
    commands=COMMANDS,
    kinds=KINDS,
    others={"status": STATUS_AND_SCORE},
    options={"--adventures": term("--adventures", "--aventures", "--avventure")},
    implicit=lambda state: ("play",),  # `échelle 3`: a card and its value
    redirects={"marker": (("stay", "keep"),)},  # `le pion reste sur l'échelle`
    # the marker not moved, said first: `ne déplace pas le pion`, `non sposta il segnalino`
    phrases={
        **dict.fromkeys(("ne deplace", "ne bouge", "ne touche", "n'y touche"), "keep"),
        **dict.fromkeys(("non sposta", "non muove", "non tocca"), "keep"),
        **dict.fromkeys(("doesn't move", "does not", "don't move"), "keep"),
    },
    together=("play spell", "draw 2"),  # a spell's player plays again: one action a turn
    # the marker moved by a spell, said after it: `joue un sort et met le pion sur la pelle`,
    # `gioca un incantesimo e sposta il segnalino sulla pala` (`play spell shovel`)
    fillers=frozenset(
        {
            *("marker", "pion", "segnalino", "black", "noir", "nero"),
            *("and", "et", "e", "move", "moves", "puts", "met", "deplace", "sposta", "mette"),
            # `e rimette il segnalino sulla scala`, `et ramène le pion sur l'échelle`
            *("rimette", "riporta", "porta", "remet", "ramene", "brings", "returns"),
            # a card laid down: `pose une échelle de 3`, `mette giù una scala 3`
            *("pose", "poser", "lays", "giu", "cala", "calo", "metto"),
            # the marker going to a symbol: `déplace le pion vers la corde`, `le pion passe
            # sur la corde` (the answer's words), `il segnalino va sulla corda`
            *("vers", "verso", "towards", "toward", "passe", "passa", "va", "goes"),
            # what the card did, said after it: `joue une pelle 1 et réussit l'aventure`,
            # `pose une torche 3 et gagne !`, `gioca la corda 4 e supera l'avventura`
            *("reussit", "aventure", "gagne", "supera", "avventura", "vince", "beats", "wins"),
            *("adventure", "passes", "l'aventure", "l'avventura"),
            # `scala 7 e vince il tesoro!`, `et remporte le trésor`, `wins the treasure`
            *("tesoro", "tresor", "treasure", "remporte", "conquista", "partita", "partie"),
            # the last card said with what it is: `l'ultima carta che ha, una pala 6`
            *("ultima", "derniere", "last", "che", "qu'il", "qu'elle", "ha", "has"),
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
