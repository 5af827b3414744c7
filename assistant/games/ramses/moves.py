"""The moves the table records, their JSON form for the journal and their descriptions.

Every move names the player it is for (`player`): the one whose turn it is for `reveal`,
`found`, `miss` and `special`; the one who turned over the gold pyramid for `token`; the
stung player for `scorpion`; for `duel` the duellist who slid last (by default the winner),
since play goes on to the left of the last player who slid.

A card named by the table (`--give`, `--stakes`) is a `CardSpec`: a treasure, and a value
when the treasure alone is not enough (two cards of the same treasure, or a card drawn from
the deck that the assistant has not seen yet). Written `crown`, `crown:3` or `3:crown`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from assistant.games import ARTICLES, fold, number_word
from assistant.games.base import InvalidMoveError
from assistant.games.ramses.state import SPEC, SPECIAL_NAMES, Card
from assistant.messages import N_, Msg, Plural


@dataclass(frozen=True)
class CardSpec:
    """A card as the table names it: a treasure and, if needed, its value."""

    treasure: str
    value: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"treasure": self.treasure, "value": self.value}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> CardSpec:
        value = data.get("value")
        return CardSpec(str(data["treasure"]), int(value) if value is not None else None)

    def text(self) -> str:
        return self.treasure if self.value is None else f"{self.treasure}:{self.value}"


@dataclass(frozen=True)
class Reveal:
    """The next card of the deck is turned face up: the treasure sought and its value.

    `lucky`: its treasure already shows on the board, so the player wins it at once and the
    turn ends (the lucky reveal). `new`: the table says the treasure is one not seen yet,
    although its name is a short edit away from one already seen (otherwise refused as a
    likely typo).
    """

    player: str
    value: int
    treasure: str
    lucky: bool = False
    new: bool = False


@dataclass(frozen=True)
class Found:
    """The player revealed the treasure sought and wins the card face up."""

    player: str


@dataclass(frozen=True)
class Miss:
    """The player revealed another treasure; with a scarab (advanced) they go on.

    `treasure`: the treasure that showed, when the table says it (`raté, c'est un vase`):
    with the treasures of the cards, the board's 12 at most."""

    player: str
    scarab: bool = False
    treasure: str | None = None


@dataclass(frozen=True)
class Token:
    """Advanced: a token found under a gold pyramid (`egyptologist` with hats, or `mummy`)."""

    player: str
    kind: str
    hats: int | None = None


@dataclass(frozen=True)
class Special:
    """The back of the next card shows a special action (from the deck marked 2 on)."""

    player: str
    action: str


@dataclass(frozen=True)
class Scorpion:
    """The scorpion stung `player`: they give `give` to their right-hand neighbour, or,
    having no card, that neighbour takes the top card of the deck, `drawn` (`new`: its
    treasure is one not seen yet, as for `Reveal`)."""

    player: str
    give: CardSpec | None = None
    drawn: CardSpec | None = None
    new: bool = False


@dataclass(frozen=True)
class Duel:
    """A duel is over: the stakes of both duellists and the winner, who takes both cards.

    `player` is the duellist who slid last (play goes on to their left). With no `winner`
    the duel was called off: the duellists could not stake different treasures. `new`: a
    card drawn from under the duel card shows a treasure not seen yet, as for `Reveal`.
    """

    player: str
    stakes: tuple[tuple[str, CardSpec], ...]
    winner: str | None
    new: bool = False


Move = Reveal | Found | Miss | Token | Special | Scorpion | Duel

TOKEN_NAMES = {"egyptologist": N_("egyptologist"), "mummy": N_("mummy")}

_CARD = re.compile(r"^\s*(?:(\d+)\s*:\s*(.+?)|(.+?)\s*:\s*(\d+))\s*$")


_LEADING_ARTICLE = re.compile(
    r"^(?:(?:c['’]est|c['’]è|il y a|there['’]s|there is|it['’]s|it is|è|ecco|voilà|vede|voit|"
    r"sees)\s+)?"  # `c'est une lampe`, `è una corona`, `c'è uno scettro`, `vede una lampada`
    r"(?:(?:the|an?|le|la|les|une?|il|lo|i|gli|uno|una)\s+|l['’](?=\w))?",
    re.IGNORECASE,
)


def clean_treasure(word: str) -> str:
    """A treasure as typed, trimmed and with single spaces, without a leading article (`la
    corona`, `l’amulette` and `the crown` are `corona`, `amulette`, `crown`)."""
    plain = " ".join(word.split())
    return _LEADING_ARTICLE.sub("", plain, count=1) or plain


def parse_card(text: str) -> CardSpec:
    """`crown` -> CardSpec('crown'); `crown:3` or `3:crown` -> CardSpec('crown', 3).

    :raises InvalidMoveError: an empty treasure.
    """
    match = _CARD.match(text)
    if match:
        if match.group(1) is not None:
            number, name = match.group(1), match.group(2)
        else:
            name, number = match.group(3), match.group(4)
        spec = CardSpec(clean_treasure(name or ""), int(number))
    else:
        spec = CardSpec(clean_treasure(text))
    if not spec.treasure or (":" in text and not match):
        raise InvalidMoveError(
            Msg(
                N_("A card is named by its treasure, e.g. crown or crown:3 (“{text}”)."),
                {"text": text},
            ),
            rule=SPEC.rule("cards"),
        )
    return spec


_LEAD = frozenset(
    {
        *("the", "le", "la", "il", "a", "an", "un", "une", "uno", "una"),
        *("card", "carte", "carta", "sought", "trouver", "da", "trovare"),
        # a pyramid lifted (`Marco alza la piramide: corona`, `soulève la pyramide : vase`)
        *("pyramid", "pyramide", "piramide"),
        # the card drawn (`tire une carte : vase 2`, `la carte du dessus : un vase 2`,
        # `sa carte suivante`, `pesca la prossima carta`, `draws the next card`)
        *("tire", "draws", "pesca", "next", "top", "suivante", "prochaine", "du", "dessus"),
        *("sa", "son", "his", "her", "sua", "prossima", "successiva", "in", "cima", "of"),
        *("premiere", "prima", "first", "derniere", "ultima", "last"),  # `la première carte`
        *("sotto", "dessous", "under", "underneath", "poi", "puis", "then", "y"),  # `il y a`
        # a gold pyramid lifted: no treasure's name (`solleva una piramide d'oro`)
        *("doree", "dorata", "d'or", "d'oro", "oro", "gold", "d"),
        # a pyramid by its colour: no treasure's name either (`solleva una piramide rossa`)
        *("rouge", "bleue", "bleu", "verte", "vert", "jaune", "blanche", "noire", "violette"),
        *("rossa", "rosso", "blu", "verde", "gialla", "giallo", "bianca", "nera", "viola"),
        *("red", "blue", "green", "yellow", "white", "black", "purple"),
    }
)
"""Words before a card's value and treasure, the log's own (`the card sought: crown (3)`,
`la carte à trouver : couronne (3)`, `la carta da trovare: corona (3)`), folded."""

_WORTH = frozenset({"da", "de", "di", "of", "a"})
"""The word before a value at the end: `una corona da 2`, `couronne de 2`."""

_VALUE = frozenset({"valeur", "valore", "value", "worth", "vaut", "vale"})
"""The value named before it at the end: `un vase de valeur 2`, `corona di valore 3`."""


def _lead(word: str) -> bool:
    """Whether `word` is said before a card's value and treasure (`_LEAD`), an elided
    article glued to it or not (`l'ultima`, `l’autre`)."""
    from assistant.syntax import ELIDED

    key = fold(word.rstrip(":"))
    return key in _LEAD or fold(ELIDED.sub("", key)) in _LEAD


def reveal_words(words: Sequence[str]) -> tuple[int, str] | None:
    """The value and the treasure of `reveal`'s words, in either order: `3 crown`, `crown 3`,
    `golden mask 2`, `crown:3`, `3:crown`, the value spelled out (`three crown`, `vaso due`;
    `un vase` is the treasure, not a value of one), commas and brackets aside (`la 5,
    corona`), the log's own words before them too (`la carte à trouver : couronne (3)`).
    `None` when no value is given or the words are empty."""
    plain = [part for word in words if (part := word.strip(",;() ")) not in ("", ":")]
    while plain and _lead(plain[0]):  # `la carte à trouver : couronne`, `l'ultima carta`
        plain = plain[1:]
    text = clean_treasure(" ".join(plain))
    if not text:
        return None
    if ":" in text:
        match = _CARD.match(text)
        if not match:
            return None
        if match.group(1) is not None:
            return int(match.group(1)), clean_treasure(match.group(2))
        return int(match.group(4)), clean_treasure(match.group(3))
    parts = text.split(" ")
    if len(parts) < 2:
        return None
    before = parts[:-1]
    if len(before) > 1 and fold(before[-1]) in _VALUE:  # `un vase de valeur 2`
        before = before[:-1]
    if len(before) > 1 and fold(before[-1]) in _WORTH:  # `corona da 2`
        before = before[:-1]
    ends = ((True, parts[0], parts[1:]), (False, parts[-1], before))
    for _, value, rest in ends:  # digits first: `cinque terre 3` is a treasure and a 3
        if value.isdecimal():
            return int(value), clean_treasure(" ".join(rest))
    for first, value, rest in ends:
        number = number_word(value)
        if number is not None and not (first and fold(value) in ARTICLES):
            return number, clean_treasure(" ".join(rest))
    return None


def treasure_words(words: Sequence[str]) -> str | None:
    """The treasure of words that name one and no value (`la corona`, `un vase`), as
    `reveal_words` cleans them; None when they are empty or hold a value."""
    plain = [part for word in words if (part := word.strip(",;() ")) not in ("", ":")]
    while plain and _lead(plain[0]):
        plain = plain[1:]
    text = clean_treasure(" ".join(plain))
    if not text or ":" in text or any(ch.isdigit() for ch in text):
        return None
    return text


def move_to_json(move: Move) -> dict[str, Any]:
    if isinstance(move, Reveal):
        doc: dict[str, Any] = {
            "type": "reveal",
            "player": move.player,
            "value": move.value,
            "treasure": move.treasure,
        }
        if move.lucky:
            doc["lucky"] = True
        if move.new:
            doc["new"] = True
        return doc
    if isinstance(move, Found):
        return {"type": "found", "player": move.player}
    if isinstance(move, Miss):
        doc = {"type": "miss", "player": move.player, "scarab": move.scarab}
        return {**doc, "treasure": move.treasure} if move.treasure else doc
    if isinstance(move, Token):
        return {"type": "token", "player": move.player, "kind": move.kind, "hats": move.hats}
    if isinstance(move, Special):
        return {"type": "special", "player": move.player, "action": move.action}
    if isinstance(move, Scorpion):
        doc = {
            "type": "scorpion",
            "player": move.player,
            "give": move.give.to_json() if move.give else None,
            "drawn": move.drawn.to_json() if move.drawn else None,
        }
    else:
        doc = {
            "type": "duel",
            "player": move.player,
            "stakes": {name: spec.to_json() for name, spec in move.stakes},
            "winner": move.winner,
        }
    if move.new:
        doc["new"] = True
    return doc


def move_from_json(data: Mapping[str, Any]) -> Move:
    kind = data.get("type")
    player = str(data.get("player", ""))
    new = bool(data.get("new", False))
    if kind == "reveal":
        lucky = bool(data.get("lucky", False))
        return Reveal(player, int(data["value"]), str(data["treasure"]), lucky, new)
    if kind == "found":
        return Found(player)
    if kind == "miss":
        treasure = data.get("treasure")
        return Miss(player, bool(data.get("scarab", False)), str(treasure) if treasure else None)
    if kind == "token":
        hats = data.get("hats")
        return Token(player, str(data["kind"]), int(hats) if hats is not None else None)
    if kind == "special":
        return Special(player, str(data["action"]))
    if kind == "scorpion":
        give, drawn = data.get("give"), data.get("drawn")
        return Scorpion(
            player,
            CardSpec.from_json(give) if give else None,
            CardSpec.from_json(drawn) if drawn else None,
            new,
        )
    if kind == "duel":
        stakes = tuple(
            (str(name), CardSpec.from_json(spec)) for name, spec in dict(data["stakes"]).items()
        )
        winner = data.get("winner")
        return Duel(player, stakes, str(winner) if winner is not None else None, new)
    raise InvalidMoveError(
        Msg(N_("Unknown kind of move “{kind}”."), {"kind": str(kind)}), rule=SPEC.rule("turn")
    )


def card_msg(card: Card | CardSpec) -> Msg:
    """`crown (3)`, or just `crown` when the value is not known."""
    if card.value is None:
        return Msg("{treasure}", {"treasure": card.treasure})
    return Msg(N_("{treasure} ({value})"), {"treasure": card.treasure, "value": card.value})


def describe(move: Move, neighbour: str | None = None) -> Msg:
    """One line for `assistant log` (the player's name is shown beside it)."""
    if isinstance(move, Reveal):
        card = card_msg(CardSpec(move.treasure, move.value))
        if move.lucky:
            return Msg(
                N_("reveals {card}, whose treasure already shows on the board, and wins it"),
                {"card": card},
            )
        return Msg(N_("reveals the card sought: {card}"), {"card": card})
    if isinstance(move, Found):
        return Msg(N_("finds the treasure sought and wins the card"))
    if isinstance(move, Miss) and move.treasure:  # the treasure said: named (`lampe`)
        if move.scarab:
            return Msg(
                N_("reveals a wrong treasure ({treasure}) and plays on with a scarab"),
                {"treasure": move.treasure},
            )
        return Msg(N_("reveals a wrong treasure ({treasure})"), {"treasure": move.treasure})
    if isinstance(move, Miss):
        if move.scarab:
            return Msg(N_("reveals a wrong treasure and plays on with a scarab"))
        return Msg(N_("reveals a wrong treasure"))
    if isinstance(move, Token):
        if move.kind == "mummy":
            return Msg(N_("finds the mummy's curse"))
        return Plural(
            "finds an egyptologist token with {n} hat",
            "finds an egyptologist token with {n} hats",
            move.hats or 0,
        )
    if isinstance(move, Special):
        return Msg(
            N_("sees a special action on the back of the next card: {action}"),
            {"action": Msg(SPECIAL_NAMES.get(move.action, move.action))},
        )
    if isinstance(move, Scorpion):
        if move.give is not None and neighbour is not None:
            return Msg(
                N_("is stung by the scorpion and gives {card} to {neighbour} on their right"),
                {"card": card_msg(move.give), "neighbour": neighbour},
            )
        if move.give is not None:
            return Msg(
                N_("is stung by the scorpion and gives {card} to the right-hand neighbour"),
                {"card": card_msg(move.give)},
            )
        if move.drawn is not None and neighbour is not None:
            return Msg(
                N_(
                    "is stung by the scorpion with no card: {neighbour} on their right takes {card}"
                ),
                {"card": card_msg(move.drawn), "neighbour": neighbour},
            )
        if move.drawn is not None:
            return Msg(
                N_("is stung by the scorpion with no card: the right-hand neighbour takes {card}"),
                {"card": card_msg(move.drawn)},
            )
        # Only journals written before the card was recorded in full come here.
        return Msg(N_("is stung by the scorpion and gives a card to the right-hand neighbour"))
    stakes = [
        Msg(N_("{player}: {card}"), {"player": name, "card": card_msg(spec)})
        for name, spec in move.stakes
    ]
    if move.winner is None:
        return Msg(
            N_("calls the duel off (stakes {stakes}): they cannot stake different treasures"),
            {"stakes": stakes},
        )
    return Msg(
        N_("slides last in the duel (stakes {stakes}): {winner} wins both cards"),
        {"stakes": stakes, "winner": move.winner},
    )


def attempt(move: Move) -> Msg:
    """The move as an infinitive phrase after `can` (`reveal crown (3)`), for `check`."""
    if isinstance(move, Reveal):
        card = card_msg(CardSpec(move.treasure, move.value))
        if move.lucky:
            return Msg(N_("reveal {card} and win it at once (lucky reveal)"), {"card": card})
        return Msg(N_("reveal {card} as the card sought"), {"card": card})
    if isinstance(move, Found):
        return Msg(N_("find the treasure sought and win the card"))
    if isinstance(move, Miss):
        if move.scarab:
            return Msg(N_("play on with a scarab after a wrong treasure"))
        return Msg(N_("end the turn on a wrong treasure"))
    if isinstance(move, Token):
        if move.kind == "mummy":
            return Msg(N_("take the mummy's curse"))
        return Plural(
            "keep an egyptologist token with {n} hat",
            "keep an egyptologist token with {n} hats",
            move.hats or 0,
        )
    if isinstance(move, Special):
        return Msg(
            N_("declare a special action on the back of the next card: {action}"),
            {"action": Msg(SPECIAL_NAMES.get(move.action, move.action))},
        )
    if isinstance(move, Scorpion):
        if move.drawn is not None:
            return Msg(
                N_("be stung by the scorpion with no card, the right-hand neighbour taking {card}"),
                {"card": card_msg(move.drawn)},
            )
        if move.give is not None:
            return Msg(
                N_("be stung by the scorpion and give {card} to the right-hand neighbour"),
                {"card": card_msg(move.give)},
            )
        return Msg(N_("be stung by the scorpion and give a card to the right-hand neighbour"))
    stakes = [
        Msg(N_("{player}: {card}"), {"player": name, "card": card_msg(spec)})
        for name, spec in move.stakes
    ]
    if move.winner is None:
        return Msg(N_("call the duel off (stakes {stakes})"), {"stakes": stakes})
    return Msg(
        N_("slide last in the duel (stakes {stakes}), {winner} winning both cards"),
        {"stakes": stakes, "winner": move.winner},
    )
