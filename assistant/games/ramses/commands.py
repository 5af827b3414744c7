"""The words of Ramsès: every acting command, in English, French and Italian, declared once.

The one-shot commands (`assistant ramses retourner 3 couronne`), the table prompt,
completion, help, `check`, hints and the replay export are generated from `GRAMMAR` (see
`assistant.syntax`). Treasures are the table's own words, kept as typed (`masque d'or`,
`golden scarab`): the rules compare them, any case, accents and apostrophes folded.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from assistant.errors import UsageError
from assistant.games import ARTICLES, fold
from assistant.games.base import IllegalMoveError, InvalidMoveError, RulesError
from assistant.games.ramses.moves import (
    TOKEN_NAMES,
    CardSpec,
    Duel,
    Found,
    Miss,
    Reveal,
    Scorpion,
    Special,
    Token,
    card_msg,
    parse_card,
    reveal_words,
    treasure_words,
)
from assistant.games.ramses.state import SPEC, SPECIAL_NAMES, State
from assistant.messages import N_, Msg, Say
from assistant.syntax import (
    ACTOR_NONE,
    ACTOR_OPTIONAL,
    ELIDED,
    LITERAL,
    NUMBER,
    SEPARATORS,
    WINS,
    Command,
    Grammar,
    Kind,
    Param,
    Values,
    plain_spellings,
    resolve,
    separates,
    term,
)

TREASURE_SAMPLES: tuple[str, ...] = (
    N_("amulet"),
    N_("bracelet"),
    N_("crown"),
    N_("dagger"),
    N_("goblet"),
    N_("golden scarab"),
    N_("lamp"),
    N_("mask"),
    N_("necklace"),
    N_("papyrus"),
    N_("ring"),
    N_("statue"),
    N_("vase"),
)
"""Treasures the help's examples name (`crown`), shown in the reader's words there."""


def read_card(word: str) -> CardSpec:
    """`crown`, `crown:3` or `3:crown`."""
    try:
        return parse_card(word)
    except RulesError as error:
        raise UsageError("input/bad-card", error.msg) from error


def read_stakes(word: str) -> list[tuple[str, CardSpec]]:
    """`ana=crown,bo=vase:2` -> [("ana", crown), ("bo", vase:2)] (players as typed)."""
    pairs = []
    for item in (part.strip() for part in word.split(",")):
        if not item:
            continue
        who, sep, card = item.partition("=")
        if not sep or not card.strip() or not who.strip():
            raise UsageError(
                "usage/bad-stakes",
                Msg(
                    N_("Write the stakes as NAME=TREASURE pairs: ana=crown,bo=vase (“{item}”)."),
                    {"item": item},
                ),
            )
        pairs.append((who.strip(), read_card(card)))
    return pairs


BOARD = frozenset({"tabellone", "plateau", "board", "plancia", "tableau"})
"""The board said turned before the card (`Anna ruota il tabellone e scopre un vaso da 3`,
the sandstorm), folded."""

THEN = frozenset({"e", "et", "and", "poi", "puis", "then", "ensuite", "quindi"})
"""What joins the board turned to the card revealed, folded."""


def _board_turned(words: list[str]) -> list[str]:
    """The words of a card revealed after the board said turned (the sandstorm: `ruota il
    tabellone e scopre un vaso da 3`, `tourne le plateau, puis retourne 3 vase`): those
    after the board's turn and its `and`, without the reveal's verb; `words` when they say
    no board."""
    folded = _folded(words)
    board = next((i for i, f in enumerate(folded[:4]) if f in BOARD), None)
    if board is None:
        return words
    then = next(
        (i for i in range(board, len(words)) if folded[i] in THEN or words[i].endswith(",")),
        None,
    )
    if then is None:
        return words
    rest = words[then + 1 :]
    verbs = {fold(w) for w in GRAMMAR.command("reveal").words.spellings()}
    while rest and _folded(rest[:1])[0] in verbs | THEN:
        rest = rest[1:]
    return rest or words


def _reveal_words(words: list[str]) -> Values:
    words = _board_turned(words)  # the sandstorm: `ruota il tabellone e scopre …`
    slid = _slid(words, lifted=True)  # `solleva una piramide rossa e trova la corona`
    if slid is not None:
        return slid
    if set(_folded(words)) <= NOTHING | ARTICLES:  # `Luca: niente`: the slide showed none
        return {"value": None, "treasure": None, "slide": True}
    said = set(_folded(words))
    if said & NEXT and said <= NEXT | A_CARD | ARTICLES:  # `può scoprire la prossima carta?`
        return {"value": None, "treasure": None, "next": " ".join(words)}
    special = _special_said(words)
    if special is not None:
        key, rest = special
        if not any(ch.isdigit() for ch in "".join(words)):
            return {"value": None, "treasure": None, "special": key}
        if reveal_words(rest) is not None:
            words = rest  # `Paul retourne la carte Duel : lampe 3`
    remark = _remark(words)
    if remark is not None:
        return remark
    found = reveal_words(words)
    if found is None:
        if set(_folded(words)) & WIN_SAID:  # `est-ce que Zoé peut encore gagner ?`
            return {"value": None, "treasure": None, "win": " ".join(words)}
        treasure = treasure_words(words)
        if treasure is None:
            raise _no_value(words)
        if len(treasure.split()) > TREASURE_WORDS:  # `combien de scarabées reste-t-il à Paul`
            raise _not_understood(words)
        lifted = any(fold(w.strip(",;:")) in PYRAMID for w in words)
        return {"value": None, "treasure": treasure, "words": " ".join(words), "lifted": lifted}
    return {"value": found[0], "treasure": found[1]}


WIN_SAID = WINS | {"gagner", "vincere", "win", "winning", "remporter", "gagnera", "vincera"}
"""Words of winning the game, folded: no treasure's name (`Zoé peut encore gagner ?`)."""


def _win_asked(words: str) -> UsageError:
    """Who wins asked (`est-ce que Zoé peut encore gagner ?`): no treasure; the points now
    are what the table can read."""
    return UsageError(
        "input/not-understood",
        Msg(
            N_(
                "“{words}” names no treasure: who wins is known at the game's end; "
                "`{score}` gives the points now."
            ),
            {"words": words, "score": Say("ramses", "score")},
        ),
        rule="ramses/end",
    )


LUCKY_SAID = frozenset(
    {
        *("visible", "visibles", "visibile", "visibili", "showing", "luckily", "fortunately"),
        *("heureusement", "fortunatamente", "bol"),
    }
)
"""Words of a remark after a card that say its treasure already shows (`…, per fortuna è
già visibile`, `…, heureusement elle est déjà visible`): the lucky reveal, folded; so are
the spoken words of `--lucky` (`fortuna`, `chance`)."""


def _remark(words: list[str]) -> Values | None:
    """A card said before a comma, then a remark (`una statua da 2, per fortuna è già
    visibile`): the lucky reveal when the remark says that its treasure already shows,
    else refused with the words not read. None when no card is said before a comma."""
    lucky = LUCKY_SAID | _option_words("reveal", spoken=True)
    for at, word in enumerate(words[:-1]):
        card = reveal_words(words[: at + 1]) if word.endswith(",") else None
        start = at + 1
        if card is None and word.endswith(","):  # `une bague de 1 : coup de chance, elle …`
            said = [w.rstrip(":") for w in words]  # `un vaso da 2: che fortuna, …`
            cut = next((c for c in range(at, 0, -1) if reveal_words(said[:c])), None)
            rest = set(_folded(words[cut:])) if cut is not None else set()
            if cut is not None and rest & lucky and not rest & _move_words():
                card, start = reveal_words(said[:cut]), cut
        if card is None:
            continue
        remark = set(_folded(words[start:]))
        if remark & lucky and not remark & _move_words():
            return {"value": card[0], "treasure": card[1], "lucky": True}
        value, treasure = str(card[0]), card[1]
        texts = {
            "card": card_msg(CardSpec(treasure, card[0])),
            "extra": " ".join(words[at + 1 :]),
            "example": Say("ramses", "reveal", (value, treasure)),
            "lucky": Say("ramses", "reveal", (value, treasure, "--lucky")),
        }
        text = N_(
            "The card {card} is read, but not “{extra}” after it: say the card alone, "
            "`{example}`, or `{lucky}` if its treasure already shows on the board."
        )
        raise UsageError("input/extra-words", Msg(text, texts), rule="ramses/turn")
    return None


def _option_words(command: str, spoken: bool = False) -> set[str]:
    """The words of `command`'s options without their dashes (`--lucky` said as `chance`),
    folded; of its spoken flags only with `spoken`."""
    return {
        fold(w.lstrip("-"))
        for param in GRAMMAR.command(command).options
        if param.option and (param.spoken or not spoken)
        for w in param.option.spellings()
    }


def _nothing_shown(state: State, unread: str | None = None) -> UsageError:
    """A pyramid slid that showed no treasure: nothing to record (during a scorpion the
    slides go round the table until a treasure shows: then the sting). `unread`: the words
    of another move said after it, not read (refused, not a plain answer)."""
    if unread:
        return UsageError(
            "input/extra-words",
            Msg(
                N_(
                    "A pyramid slid that shows no treasure records nothing, but “{words}” "
                    "after it is not read: say it on its own line."
                ),
                {"words": unread},
            ),
            rule="ramses/turn",
        )
    if state.phase == "scorpion":
        return UsageError(
            "input/nothing-shown",
            Msg(
                N_(
                    "Nothing to record: during the scorpion the slides go round until one "
                    "shows a treasure; then say who is stung: `{scorpion}`."
                ),
                {"scorpion": Say("ramses", "scorpion", (None,))},
            ),
            rule="ramses/scorpion",
        )
    return UsageError(
        "input/nothing-shown",
        Msg(
            N_(
                "Nothing to record: a pyramid slid that shows no treasure does not end the "
                "turn. Say what a pyramid shows when one does: `{found}` or `{miss}`."
            ),
            {"found": Say("ramses", "found"), "miss": Say("ramses", "miss")},
        ),
        rule="ramses/turn",
    )


def _not_understood(words: list[str]) -> UsageError:
    return UsageError(
        "input/not-understood",
        Msg(
            N_(
                "“{words}” is no move here: a card turned over is `{reveal}`, a pyramid that "
                "showed the treasure sought `{found}`, another treasure `{miss}`."
            ),
            {
                "words": " ".join(words),
                "reveal": Say("ramses", "reveal", ("3", "crown")),
                "found": Say("ramses", "found"),
                "miss": Say("ramses", "miss"),
            },
        ),
    )


PYRAMID = frozenset({"pyramid", "pyramide", "piramide", "pyramids", "pyramides", "piramidi"})
"""A pyramid named before the treasure alone: it was lifted and showed that treasure
(`Léa soulève la pyramide : vase`)."""

SLIDE = frozenset(
    {
        *("pousse", "pousser", "glisse", "glisser", "deplace", "deplacer", "bouge", "bouger"),
        *("spinge", "spingere", "sposta", "spostare", "scivolare", "muove", "muovere"),
        *("slides", "slide", "slid", "pushes", "push", "pushed", "moves", "move", "moved"),
    }
)
"""The verbs of a pyramid slid (`Léa pousse une pyramide`), folded."""

LIFT = frozenset(
    {
        *("souleve", "soulever", "leve", "lever", "solleva", "sollevare", "alza", "alzare"),
        *("lifts", "lift", "lifted"),
    }
)
"""The verbs of a pyramid said lifted, read as slid (`Anna solleva una piramide rossa e
trova la corona`), folded."""

PYRAMID_SAID = frozenset(
    {
        *("bleue", "bleu", "rouge", "verte", "vert", "jaune", "violette", "violet", "orange"),
        *("blanche", "noire", "grise", "doree", "d'or", "blu", "rossa", "verde", "gialla"),
        *("viola", "arancione", "bianca", "nera", "grigia", "dorata", "d'oro", "oro", "blue"),
        *("red", "green", "yellow", "purple", "white", "black", "grey", "gold", "golden"),
        *("et", "e", "and", "puis", "poi", "then", "qui", "che", "which", "montre", "mostra"),
        *("shows", "voit", "vede", "sees", "decouvre", "scopre", "apparait", "n'apparait"),
        *("appare", "appears", "c'est", "it's", "is", "rien", "niente", "nulla", "nothing"),
        *("ne", "non", "not", "pas", "no", "il", "y", "n'y", "sous", "sotto", "under", "elle"),
        *("lui", "lei", "she", "he", "dessous", "c'e", "there", "a", "une", "un", "uno", "una"),
        "d",  # `piramide d oro`, the apostrophe left out
    }
)
"""What a table says after a pyramid slid besides the treasure it shows (`pousse une
pyramide rouge et voit la lampe`, `spinge una piramide: niente`), folded."""


def _folded(words: list[str]) -> list[str]:
    """Each word folded, without its punctuation and an elided article (`l'amulette`)."""
    return [fold(ELIDED.sub("", w.strip(",;:!?."))) for w in words]


def _special_said(words: list[str]) -> tuple[str, list[str]] | None:
    """The special action named in `words` (`tempête de sable !`, `c'è uno scorpione`, `carte
    spéciale : duel`) and the words without its name; None when none is named."""
    from assistant.syntax import names_spellings

    folded = _folded(words)
    every = names_spellings(KINDS["special"])
    for key in every.by_id:
        for spelling in every.every(key):
            name = fold(spelling).split()
            for at in range(len(folded) - len(name) + 1):
                if folded[at : at + len(name)] == name:
                    return key, [*words[:at], *words[at + len(name) :]]
    return None


NOTHING = frozenset({"rien", "niente", "nulla", "nothing", "vide", "vuota", "empty"})
"""What a slide that showed no treasure is said to show, folded."""

ROW = frozenset({"fila", "riga", "rangee", "ligne", "row", "colonna", "colonne", "column"})
"""A row of pyramids pushed at once (superhuman strength: `Sara spinge tutta la fila e
trova il papiro`, `pousse toute la rangée`, `pushes the whole row`), folded."""

NEXT = frozenset({"prossima", "successiva", "suivante", "prochaine", "next"})
"""The next card said without its value (`Sara può scoprire la prossima carta?`), folded:
a question of whose turn it is to turn it over."""

ANOTHER = frozenset({"autre", "altra", "another", "other", "l'autre", "l'altra"})
"""A pyramid said as another one after a slide's verb (`il en pousse une autre`, `ne spinge
un'altra`, `pushes another`), folded."""


def _slid(words: list[str], lifted: bool = False) -> Values | None:
    """A pyramid slid, said with a slide's verb (`Léa pousse une pyramide et trouve la
    lampe`, `glisse une pyramide rouge et voit la lampe`): the move said after it (`found`,
    `miss`) or the treasure it showed; `slide` alone when it showed none (nothing to
    record: the player slides on). None when the words say no slide. `lifted`: the words
    follow a verb of lifting (`solleva`, the command's own word), which says it as well."""
    folded = _folded(words)
    pyramids = PYRAMID | ROW  # `spinge tutta la fila e trova il papiro`: its pyramids
    if not (lifted or set(folded) & (SLIDE | LIFT)) or not set(folded) & (pyramids | ANOTHER):
        return None
    named = pyramids if set(folded) & pyramids else ANOTHER  # `ne spinge un'altra e trova …`
    at = max(i for i, f in enumerate(folded) if f in named)
    after = list(zip(words[at + 1 :], folded[at + 1 :], strict=True))
    if set(folded[at + 1 :]) & TOKEN_NOUNS:  # `… piramide d'oro e trova un gettone con 2
        return {"value": None, "treasure": None, "token": _token_words(words[at + 1 :])}
    if any(said in NOTHING for _, said in after):  # `et ne trouve rien`, `non trova niente`
        return {"value": None, "treasure": None, "slide": True, **_said_after(after)}
    for i, (_, said) in enumerate(after):
        for kind in ("found", "miss"):
            if said in {fold(w) for w in GRAMMAR.command(kind).words.spellings()}:
                treasure = treasure_words([w for w, _ in after[i + 1 :]])
                if kind == "found" and treasure is not None:  # `e trova una lampada`: the
                    return {  # treasure decides, the one sought (found) or another (miss)
                        "value": None,
                        "treasure": treasure,
                        "words": " ".join(words),
                        "lifted": True,
                    }
                return {"value": None, "treasure": treasure, "shown": kind}
    rest = [w for w, said in after if said and said not in PYRAMID_SAID and said not in ARTICLES]
    if not rest:
        return {"value": None, "treasure": None, "slide": True}
    treasure = treasure_words(rest)
    if treasure is None:
        return None
    return {"value": None, "treasure": treasure, "words": " ".join(words), "lifted": True}


def _said_after(after: list[tuple[str, str]]) -> Values:
    """The words said after a slide that showed nothing when they say another move (`…:
    niente; ne spinge un'altra e trova il pugnale`): `unread`, for the refusal to name
    them (the line is then read part by part); nothing when they say none."""
    at = next(i for i, (_, said) in enumerate(after) if said in NOTHING)
    rest = after[at + 1 :]
    if not {said for _, said in rest} & (SLIDE | LIFT | _move_words()):
        return {}
    return {"unread": " ".join(word for word, _ in rest if word.strip(",;:"))}


def _no_value(words: Any) -> UsageError:
    given = words if isinstance(words, str) else " ".join(words)
    return UsageError(
        "input/bad-card",
        Msg(
            N_(
                "Give the card's value (1 to 4) and its treasure, in either order: "
                "`{example}` or `{other}` (not “{given}”)."
            ),
            {
                "example": Say("ramses", "reveal", ("3", "crown")),
                "other": Say("ramses", "reveal", ("crown", "3")),
                "given": given,
            },
        ),
    )


def _reveal(values: Values, state: State) -> Reveal | Found | Miss | Special | Token:
    """`reveal VALUE TREASURE`; a treasure already seen, alone, while a card is face up is what
    the player's pyramid showed (`Marco gira la corona`, `Léa retourne un vase`): `found`
    when it is the treasure sought, `miss` when another. A treasure not seen so far is
    refused with what to say instead (`found` or `miss`)."""
    player, value, treasure = values["player"], values["value"], values["treasure"]
    if values.get("slide"):
        raise _nothing_shown(state, values.get("unread"))
    if values.get("next"):
        _next_card(state, player, values["next"])
    if values.get("token"):  # a token under the gold pyramid slid: `… e trova 3 cappelli`
        return _token({"player": player, **values["token"]}, state)
    if state.phase == "scorpion" and value is None and treasure is not None:
        return Found(player)  # a treasure uncovered: the guard asks for the sting
    if values.get("win"):
        raise _win_asked(values["win"])
    if values.get("special"):
        return Special(player, values["special"])
    if values.get("shown"):
        return _shown({"player": player, "treasure": treasure}, state, values["shown"] == "found")
    if value is not None:
        _check_treasure(treasure, value, state)
        return Reveal(player, value, treasure, bool(values.get("lucky")), bool(values.get("new")))
    target = state.target
    if target is None or state.phase != "play" or values.get("lucky") or values.get("new"):
        raise _no_value(values.get("words", treasure))
    known = state.canonical_treasure(treasure)
    if known is not None:
        return Found(player) if fold(known) == fold(target.treasure) else Miss(player, False, known)
    from assistant.games.ramses.rules import near_treasure

    texts = {
        "treasure": treasure,
        "sought": target.treasure,
        "found": Say("ramses", "found"),
        "miss": Say("ramses", "miss"),
    }
    near = near_treasure(state, treasure)
    if near is None and values.get("lifted"):  # a treasure no card has shown yet
        return Miss(player, False, treasure)
    if near == target.treasure:
        text = N_(
            "Is “{treasure}” the treasure sought ({sought})? Say `{found}` if it is, `{miss}` "
            "if another treasure showed."
        )
    else:
        text = N_(
            "No card has shown the treasure “{treasure}” so far: say `{found}` if the "
            "pyramid showed the treasure sought ({sought}), `{miss}` if another treasure "
            "showed."
        )
    raise UsageError("input/treasure-shown", Msg(text, texts))


def _next_card(state: State, player: str | None, words: str) -> None:
    """The next card said turned over without its value (`Sara può scoprire la prossima
    carta?`): refused out of turn, or while a card is face up (the rules' reasons); else
    which card to say (a question: yes, with the words to say it, `OpenChoice`)."""
    from assistant.errors import OpenChoice
    from assistant.games.base import OutOfTurnError

    name = _player(player, state) if player else state.current
    current = state.current
    if state.phase != "play" or current is None or name is None:
        return
    if name != current:
        raise OutOfTurnError.not_their_turn(current, name, SPEC.rule("turn"))
    if state.target is not None:
        text = N_(
            "A card is already face up: {card}. It must be found before the next one is revealed."
        )
        raise IllegalMoveError(Msg(text, {"card": card_msg(state.target)}), SPEC.rule("turn"))
    refused = _no_value(words)
    answer = N_("Yes, it is {player}'s turn: say the card turned over, as in `{example}`.")
    args = {"player": name, "example": Say("ramses", "reveal", ("3", "crown"))}
    raise OpenChoice(refused.code, refused.msg, (), Msg(answer, args))


TREASURE_WORDS = 3
"""The most words a treasure's name has (`collier de perles`, `scarabeo d'oro`): more is
the words of something else (`lampe coup de bol elle est visible`)."""


def _check_treasure(treasure: str, value: int, state: State) -> None:
    """Refuse a treasure's name that holds what no treasure is named with: a special action
    (`retourne 3 scorpion`), a number, another move's words or a player's name (`3 couronne
    et 2 vase`, `retourne 3 masque ; raté ; Paul : trouvé`: read as several moves once
    refused), or too many words."""
    from assistant.syntax import names_spellings

    special = names_spellings(KINDS["special"])
    folded = fold(treasure)
    for key in special.by_id:
        if folded in {fold(s) for s in special.every(key)}:
            raise UsageError(
                "input/special-as-treasure",
                Msg(
                    N_("“{special}” is a special action, not a treasure: say `{say}`."),
                    {"special": Msg(SPECIAL_NAMES[key]), "say": Say("ramses", "special", (key,))},
                ),
                rule="ramses/special-actions",
            )
    words = treasure.replace("’", "'").split()
    odd = _odd_word(words, state)
    if odd is None and len(words) <= TREASURE_WORDS:
        return
    example = Say("ramses", "reveal", (str(value), " ".join(words[:1]) or "crown"))
    if odd is not None:
        text = N_(
            "“{treasure}” is no treasure's name: “{word}” is not said in one. Say the card "
            "alone: `{example}`."
        )
    else:
        text = N_(
            "“{treasure}” is too long for a treasure's name ({most} words at most): say the "
            "card alone, `{example}`."
        )
    texts = {"treasure": treasure, "word": odd or "", "example": example, "most": TREASURE_WORDS}
    raise UsageError("input/bad-card", Msg(text, texts), rule="ramses/turn")


def _odd_word(words: list[str], state: State) -> str | None:
    """The first of a treasure's `words` that no treasure is named with: a number, a move's
    word, a player's name, `pour` or `c'est` (`raté pour Marc c'est un poignard`)."""
    others = set(_move_words()) | _option_words("reveal")  # `--lucky`, said as `chance`
    others |= {fold(name) for name in state.names} | SEPARATORS | FOR_PLAYER | SHOWN_LEAD
    others |= CARD_SAID | SHOWN_WHEN
    return next(
        (
            w
            for w in words
            if any(ch.isdigit() for ch in w)
            or fold(w.strip(",;:!?.")) in others
            or fold(ELIDED.sub("", w.strip(",;:!?."))) in CARD_SAID | SHOWN_WHEN
        ),
        None,
    )


CARD_SAID = frozenset(
    {
        *("card", "carte", "carta", "cards", "cartes", "last", "derniere", "ultima"),
        *("first", "premiere", "prima", "next", "suivante", "prochaine", "prossima"),
    }
)
"""Words about the cards, said in a remark (`…, l'ultima carta`): no treasure's name holds
them, folded."""


def _check_shown(treasure: str, state: State) -> None:
    """Refuse the name of a treasure no card has shown, said with a miss or a find, that
    holds what no treasure is named with or too many words: it would count among the
    board's 12 treasures (`raté pour Marc c'est un poignard`)."""
    words = treasure.replace("’", "'").split()
    odd = _odd_word(words, state)
    if odd is None and len(words) <= TREASURE_WORDS:
        return
    texts = {
        "treasure": treasure,
        "word": odd or "",
        "most": TREASURE_WORDS,
        "example": Say("ramses", "miss", (words[-1],)),
    }
    if odd is not None:
        text = N_(
            "“{treasure}” is no treasure's name: “{word}” is not said in one. Say the "
            "treasure that showed alone: `{example}`."
        )
    else:
        text = N_(
            "“{treasure}” is too long for a treasure's name ({most} words at most): say the "
            "treasure that showed alone, `{example}`."
        )
    raise UsageError("input/bad-card", Msg(text, texts), rule="ramses/turn")


TOKEN_SAID = frozenset(
    {
        *("pyramid", "pyramide", "piramide", "gold", "golden", "doree", "dorata", "d'or"),
        *("d'oro", "oro", "and", "et", "e", "finds", "found", "trouve", "trova", "sous"),
        *("sotto", "under", "lifts", "souleve", "solleva", "alza", "token", "jeton"),
        *("gettone", "tombe", "sur", "falls", "on", "cade", "con", "with", "avec", "a"),
        *("hat", "hats", "chapeau", "chapeaux", "cappello", "cappelli", "de", "la", "della"),
        *("da", "di", "of", "showing", "montrant", "qui", "che", "mostra", "montre", "shows"),
        *SLIDE,  # `spinge una piramide d'oro e trova la mummia`
        *LIFT,  # `lève une pyramide dorée et trouve un jeton chapeau 3`
        "or",  # `pyramide d'or`, its article left out
        # `solleva una piramide d'oro: c'è la mummia`, `il y a la momie`, `there's the mummy`
        *("c'e", "c'est", "il", "y", "there's", "there", "is"),
    }
)
"""What a table says around a token (a token's fillers), folded: `solleva una piramide d'oro
e trova un gettone egittologo con 2 cappelli`, `la malédiction de la momie`, the log's `tombe
sur la malédiction de la momie`."""


def _token_words(words: list[str]) -> Values:
    """A token's kind and hats among the words a table says around them (`TOKEN_SAID`):
    `un égyptologue à 2 chapeaux`, `la malédiction de la momie` (two names of the mummy)."""
    from assistant.games import number_word
    from assistant.syntax import kind_shown, names_spellings

    spellings = names_spellings(KINDS["token"])
    kinds: list[str] = []
    hats: list[int] = []
    for word in words:
        plain = ELIDED.sub("", word.strip(",;:!?"))
        if not plain or fold(plain) in TOKEN_SAID or fold(plain) in ARTICLES:
            continue
        count = int(plain) if plain.isdecimal() else number_word(plain)
        if count is not None and (kinds or hats or _hats_follow(words, word)):
            hats.append(count)  # `gettone con 2 cappelli`: hats say an egyptologist
            continue
        kinds.append(resolve(plain, spellings, N_("token"), shown=kind_shown(KINDS["token"])))
    if not kinds and hats:
        kinds.append("egyptologist")
    if not kinds:
        raise UsageError(
            "input/missing-words",
            Msg(
                N_("Which token: egyptologist or mummy? e.g. `{example}`."),
                {"example": Say("ramses", "token", ("egyptologist", "2"))},
            ),
        )
    if len(set(kinds)) > 1 or len(hats) > 1:
        raise UsageError(
            "input/extra-words",
            Msg(N_("Unexpected extra words: {extra}."), {"extra": " ".join(words)}),
        )
    return {"kind": kinds[0], **({"hats": hats[0]} if hats else {})}


def _hats_follow(words: list[str], word: str) -> bool:
    """Whether the hats' noun is said beside the number `word` (`con 2 cappelli`, `jeton
    chapeau 2`)."""
    at = words.index(word)
    return any(fold(w.strip(",;:!?")) in HATS for w in words[max(at - 1, 0) : at + 2])


HATS = frozenset({"hat", "hats", "chapeau", "chapeaux", "cappello", "cappelli"})

TOKEN_NOUNS = HATS | {"token", "tokens", "jeton", "jetons", "gettone", "gettoni"}
"""A token said by its noun or its hats, not its kind (`trova un gettone con 2 cappelli`):
the token, not the card sought found, folded."""


def _move_words() -> frozenset[str]:
    """Every word of Ramsès's moves, folded: none is said inside a treasure's name."""
    return frozenset(fold(w) for c in GRAMMAR.commands for w in c.words.spellings())


def _shown_words(words: list[str]) -> Values:
    """The treasure said after `found` or `miss`, if any (`Léa trouve le vase`, `raté, c'est
    un masque`, `Anna trova la corona`)."""
    folded = _folded(words)
    lifted = bool(set(folded) & PYRAMID)  # `sposta una piramide e trova il vaso`
    if lifted:
        at = max(i for i, f in enumerate(folded) if f in PYRAMID)
        words = [
            w
            for w, f in zip(words[at + 1 :], folded[at + 1 :], strict=True)
            if f not in PYRAMID_SAID and f not in SLIDE and f not in ARTICLES
        ]
    plain = [w for w in words if w.strip("!.,;:") and fold(w.strip("!.,;:")) not in SHOWN_ASIDE]
    plain, named = _for_player(plain)  # `raté pour Marc, c'est un poignard`
    while plain and fold(plain[0].strip(",;:")) in SHOWN_LEAD:
        plain = plain[1:]
    comma = next((i for i, w in enumerate(plain[:-1]) if w.endswith(",")), None)
    plain, after = (plain, []) if comma is None else (plain[: comma + 1], plain[comma + 1 :])
    moves = _move_words()
    if any(fold(w.strip("!.,;:")) in moves for w in words) or ";" in "".join(words):
        raise UsageError(  # another move said after it: `rate puis trouve`, `rate ; trouvé`
            "input/extra-words",
            Msg(N_("Unexpected extra words: {extra}."), {"extra": " ".join(words)}),
        )
    cut = next((i for i, w in enumerate(plain) if separates(w)), len(plain))
    plain = plain[:cut]  # `trova la lampada e la vince`
    treasure = treasure_words(plain) if plain else None
    if plain and treasure is None:
        raise UsageError(
            "usage/extra-argument",
            Msg(
                N_("Say the treasure that showed without a value: “{words}”."),
                {"words": " ".join(words)},
            ),
        )
    said: Values = {"for": named} if named else {}
    if after:  # `raté, c'est une lampe, elle joue son scarabée`: read with the player's
        said["after"] = " ".join(after)  # name and the scarab, else refused
    if treasure:
        said["treasure"] = treasure
        if lifted:
            said["lifted"] = True
    return said


FOR_PLAYER = frozenset({"pour", "per", "for"})
"""What names the player a miss or a find is said for (`raté pour Marc`), folded."""


def _for_player(words: list[str]) -> tuple[list[str], str | None]:
    """`words` without `pour NAME` (`raté pour Marc, c'est un poignard`), and the name."""
    at = next((i for i, w in enumerate(words[:-1]) if fold(w) in FOR_PLAYER), None)
    if at is None:
        return words, None
    return words[:at] + words[at + 2 :], words[at + 1].strip(",;:!?.")


SCARAB_SAID = frozenset(
    {
        *("joue", "jouer", "gioca", "giocare", "plays", "play", "mais", "ma", "but", "et"),
        *("e", "and", "lei", "lui", "elle", "il", "she", "he", "qui", "who"),
    }
)
"""Words said after a miss's treasure with the scarab (`raté, c'est une lampe, elle joue
son scarabée`) besides the player's name, folded."""


def _shown_player(values: Values, state: State) -> str:
    """Who a miss or a find is said for: the player named with `pour` or, with the scarab,
    after the treasure (`…, mais Léa utilise son scarabée`), else the one acting; refused
    when the words after the treasure say something else."""
    from assistant.syntax import plain_spellings

    player = values["player"]
    after = values.get("after", "").split()
    names = [values["for"]] if values.get("for") else []
    names += [w.strip(",;:!?.") for w in after if fold(w.strip(",;:!?.")) not in SCARAB_SAID]
    if (after and not values.get("scarab")) or len({fold(n) for n in names}) > 1:
        raise UsageError(
            "input/extra-words",
            Msg(N_("Unexpected extra words: {extra}."), {"extra": " ".join(after) or names[-1]}),
        )
    spellings = plain_spellings({p: p for p in state.names})
    return resolve(names[0], spellings, N_("player")) if names else str(player)


SHOWN_LEAD = frozenset(
    {
        *("c'est", "c’est", "cetait", "etait", "c'etait", "c’etait", "il", "y", "avait"),
        *("c'era", "c’era", "it's", "it", "is", "was", "era", "there"),
    }
)
"""Words before the treasure said after `miss` (`raté, c'est un masque`, `raté pour Marc :
c'était un sceptre`, `raté, il y avait un masque`), folded."""

SHOWN_WHEN = frozenset(
    {
        *("heure", "heures", "tout", "tantot", "avant", "deja", "tard", "ora", "poco"),
        *("prima", "dopo", "earlier", "before", "ago", "later", "time"),
    }
)
"""Words of time said after a treasure (`le poignard de tout à l'heure`): no treasure's name
holds them, folded."""

SHOWN_ASIDE = frozenset(
    {
        *("enfin", "finalement", "encore", "aussi", "deja", "bien", "alors"),
        *("finalmente", "ancora", "anche", "gia", "bene", "allora"),
        *("finally", "again", "also", "too", "already", "then", "at", "last"),
        # `Sara sbaglia anche lei: pugnale`, `Paul rate lui aussi : vase`
        *("lei", "lui", "elle", "she", "he"),
        # `le trouve tout de suite`, `lo trova subito`, `du premier coup`
        *("tout", "de", "suite", "direct", "directement", "subito", "immediately", "away"),
        *("du", "premier", "coup", "al", "primo", "colpo", "right"),
    }
)
"""Words said with `found` or `miss` that name no treasure (`Marco trouve enfin`), folded."""


def stung_said(player: str | None) -> IllegalMoveError:
    """A treasure said uncovered during the scorpion: whoever uncovers it is stung, and
    gives a card (or draws one): the sting is the move to say."""
    return IllegalMoveError(
        Msg(
            N_(
                "During the scorpion, the player who uncovers a treasure is stung: say it "
                "with the card they give, `{example}` (`{sting}`)."
            ),
            {
                "example": Msg(N_("{player} is stung and gives …"), {"player": player or "…"}),
                "sting": Say("ramses", "scorpion", (player or None,)),
            },
        ),
        "ramses/scorpion",
    )


def _shown(values: Values, state: State, found: bool) -> Found | Miss:
    """`found` or `miss`, with the treasure that showed when it is said: `found` names the
    treasure sought, `miss` another (else refused: the words and the move disagree)."""
    player, treasure = _shown_player(values, state), values.get("treasure")
    target = state.target
    if treasure is not None and target is not None:
        known = state.canonical_treasure(treasure)
        if known is None:
            _check_shown(treasure, state)
        sought = fold(treasure) == fold(target.treasure) or (
            known is None and _near(state, treasure) == target.treasure
        )
        # `miss` with a treasure no card has shown (`sbagliato, era uno scarabeo`) says
        # nothing against it; `found` with one is refused (`trouve une lampe`: another),
        # unless a pyramid is said slid (`spinge una piramide e trova una lampada`: a miss)
        if found and not sought and values.get("lifted"):
            return Miss(player, bool(values.get("scarab")), treasure)
        if sought != found and (sought or found or known is not None):
            texts = {
                "treasure": treasure,
                "sought": target.treasure,
                "found": Say("ramses", "found"),
                "miss": Say("ramses", "miss"),
            }
            near = _near(state, treasure) if known is None else None
            if not found:
                text = N_("“{treasure}” is the treasure sought: say `{found}`.")
            elif near is not None:  # `trova la coronna`: the crown seen, a letter off
                texts["near"] = near
                text = N_(
                    "The treasure sought is {sought}, not {near} (“{treasure}”): say `{miss}` "
                    "if the {near} showed."
                )
            elif known is None:
                text = N_(
                    "The treasure sought is {sought}, not “{treasure}”: say `{miss}` if "
                    "“{treasure}” showed, `{found}` alone if the {sought} did."
                )
            else:
                text = N_(
                    "The treasure sought is {sought}, not “{treasure}”: say `{miss}` if it showed."
                )
            raise UsageError("input/treasure-shown", Msg(text, texts), rule="ramses/turn")
    return Found(player) if found else Miss(player, bool(values.get("scarab")), treasure)


def _near(state: State, treasure: str) -> str | None:
    from assistant.games.ramses.rules import near_treasure

    return near_treasure(state, treasure)


WINNER = term("--winner", "--gagnant", "--vincitore")
NEW = Param(
    "new",
    "value",
    N_(
        "The treasure is one not seen yet, although its name is close to one already seen "
        "(without it, `colier` after `collier` is refused as a typo)."
    ),
    option=term("--new", "--nouveau", "--nuovo"),
    flag=True,
)

KINDS = {
    "value": Kind("value", N_("value"), term("VALUE", "VALEUR", "VALORE"), NUMBER),
    "hats": Kind("hats", N_("hats"), term("HATS", "CHAPEAUX", "CAPPELLI"), NUMBER),
    "treasure": Kind(
        "treasure",
        N_("treasure"),
        term("TREASURE", "TRÉSOR", "TESORO"),
        LITERAL,
        samples=TREASURE_SAMPLES,
    ),
    "token": Kind(
        "token",
        N_("token"),
        term("TOKEN", "JETON", "GETTONE"),
        names=TOKEN_NAMES,
        # the rulebooks' curse of the mummy: `jeton malédiction`, `gettone maledizione`
        aliases={"mummy": ("curse", "malédiction", "maledizione")},
    ),
    "special": Kind(
        "special",
        N_("special action"),
        term("ACTION", "ACTION", "AZIONE"),
        names=SPECIAL_NAMES,
        aliases={
            "strength": ("strength", "force", "forza"),
            "sandstorm": ("storm", "tempête", "tempesta"),
        },
    ),
    "card": Kind(
        "card",
        N_("card"),
        term("TREASURE[:VALUE]", "TRÉSOR[:VALEUR]", "TESORO[:VALORE]"),
        LITERAL,
        read=read_card,
        write=lambda card, lang: card.text(),
        samples=TREASURE_SAMPLES,
    ),
    "stakes": Kind(
        "stakes",
        N_("stakes"),
        term("NAME=TREASURE,...", "NOM=TRÉSOR,...", "NOME=TESORO,..."),
        LITERAL,
        read=read_stakes,
        write=lambda stakes, lang: ",".join(f"{who}={card.text()}" for who, card in stakes),
        samples=TREASURE_SAMPLES,
    ),
}


def _token(values: Values, state: State) -> Token:
    kind, hats = values["kind"], values.get("hats")
    if kind == "egyptologist" and hats is None:
        raise UsageError(
            "usage/missing-hats",
            Msg(
                N_("How many hats does the egyptologist token show? e.g. `{example}`."),
                {"example": Say("ramses", "token", ("egyptologist", "2"))},
            ),
        )
    if kind == "mummy" and hats is not None:
        raise UsageError("usage/extra-argument", Msg(N_("A mummy token has no hats.")))
    return Token(values["player"], kind, hats)


def _player(word: str, state: State) -> str:
    return resolve(word, plain_spellings(state.names), N_("player"))


STING_SAID = frozenset(
    {
        *("est", "a", "ete", "se", "fait", "s'est", "s’est", "par", "qui", "il", "elle"),
        *("son", "sa", "ses", "sua", "suo", "his", "her", "their"),
        *("e", "viene", "stato", "stata", "si", "fa", "dallo", "dal", "che", "lui", "lei"),
        *("is", "was", "gets", "got", "been", "by", "who", "he", "she"),
        *("scorpion", "scorpione", "then", "puis", "poi", "and", "et", "ed"),
    }
)
"""Words said around a sting (`Zoé est piquée par le scorpion`, `Anna viene punta dallo
scorpione`, `bo was stung by the scorpion`), folded."""

GIVE_SAID = frozenset(
    {
        *("donne", "donner", "cede", "ceder", "passe", "passer", "perd"),
        *("da", "dare", "dona", "regala", "passa", "perde"),
        *("gives", "give", "gave", "hands", "passes", "loses"),
    }
)
"""The verbs of the card the stung player gives (`donne sa couronne à Paul`, `dà la corona
a Marco`), folded."""

A_CARD = frozenset(
    {"carte", "carta", "card", "cartes", "cards", "son", "mon", "sa", "sua", "his", "her"}
    | {"la", "le", "the"}
)
"""A card said without its treasure (`donne une carte à Marc`, `dà una carta a Luca`): no
card said, folded."""

TO_SAID = frozenset({"a", "au", "to", "al", "alla", "allo", "ad"})
"""The word before the neighbour who gets the card (`à Paul`, `a Marco`), folded."""


def _scorpion_words(words: list[str]) -> Values:
    """The stung player and the card they give, as a table says them: `Zoé est piquée par
    le scorpion et donne sa couronne à Paul`, `le scorpion pique Zoé`, `scorpion Zoé
    couronne` (`to`: the neighbour named, which the rules check)."""
    raw = [r for w in words if (r := w.strip(",;:!?.")) and ELIDED.sub("", r)]
    plain = [ELIDED.sub("", r) for r in raw]
    own = {fold(w) for w in GRAMMAR.command("scorpion").words.spellings()}
    said: list[str] = []
    card: list[str] | None = None
    for at, word in enumerate(plain):
        folded = fold(word)
        if card is not None:
            card.append(raw[at] if card else word)  # `scarabée d'or`, not `scarabée or`
        elif folded in GIVE_SAID:
            card = []
        elif folded in TO_SAID and at == len(plain) - 2 and len(said) > 1:
            said.append(word)  # `Zoé donne sa lampe à Paul`: `donne` the command's word
        elif folded not in STING_SAID and folded not in ARTICLES and folded not in own:
            said.append(raw[at] if said else word)  # `Léa : scorpion, scarabée d'or`
    values: Values = {"stung": said[0]} if said else {}
    card = [*said[1:], *(card or [])]  # `scorpion Zoé couronne`: the card after the name
    cut = max((i for i, w in enumerate(card) if fold(w) in TO_SAID), default=-1)
    if 0 < cut == len(card) - 2:  # `… la couronne à Paul`, not `gives a crown`
        values["to"], card = card[-1], card[:cut]
    if card and {fold(w) for w in card} <= A_CARD | ARTICLES:  # `donne une carte à Marc`
        values["any_card"], card = True, []
    if card:
        found = reveal_words(card)
        treasure = found[1] if found else treasure_words(card)
        if not treasure:
            raise UsageError(
                "input/bad-card",
                Msg(
                    N_("Say the card given by its treasure: “{words}”."),
                    {"words": " ".join(card)},
                ),
            )
        values["give_said"] = CardSpec(treasure, found[0] if found else None)
    return values


def _scorpion(values: Values, state: State) -> Any:
    from assistant.games.ramses.rules import in_full

    stung = values.get("stung")
    if stung is None:
        raise UsageError(
            "input/missing-argument",
            Msg(
                N_("Say who the scorpion stung: `{example}`."),
                {"example": Say("ramses", "scorpion", ("bo", "--give", "crown"))},
            ),
        )
    give = values.get("give")
    said = values.get("give_said")
    if give is not None and said is not None:
        raise UsageError(
            "input/extra-words",
            Msg(
                N_("The card given is said twice: {give} and {said}."),
                {"give": give.text(), "said": said.text()},
            ),
        )
    move = Scorpion(
        _player(stung, state), give or said, values.get("drawn"), bool(values.get("new"))
    )
    to = values.get("to")
    if to is not None:
        _scorpion_to(state, move.player, to)
    if values.get("any_card") and move.give is None:
        _any_card(state, move)
    return in_full(state, move)


def _any_card(state: State, move: Scorpion) -> None:
    """A card said without its treasure (`Anna dà una carta a Luca`) while the stung player
    holds several: a move is refused for it, a question (`deve dare una carta a Luca?`)
    answered yes, with their cards (`OpenChoice`)."""
    from assistant.errors import OpenChoice
    from assistant.games.ramses.rules import cards_text

    if state.phase != "scorpion" or move.player not in state.names:
        return
    seat = state.seats[state.index(move.player)]
    if len(set(seat.cards)) < 2:
        return  # one card, or none: the rules take it, or the top card drawn
    args = {
        "player": seat.name,
        "right": state.names[state.right_of(state.index(move.player))],
        "cards": cards_text(seat.cards),
    }
    text = N_("Say which card {player} gives to {right}: --give TREASURE (their cards: {cards}).")
    answer = N_(
        "Yes: {player} gives one of their cards ({cards}) to the right-hand neighbour, "
        "{right}; say which."
    )
    moves = tuple(replace(move, give=CardSpec(c.treasure, c.value)) for c in seat.cards)
    raise OpenChoice("input/which-card", Msg(text, args), moves, Msg(answer, args))


def _scorpion_to(state: State, stung: str, to: str) -> None:
    """The neighbour said to get the card (`à Paul`) must be the stung player's right-hand
    neighbour: the rule gives them no choice."""
    if state.phase != "scorpion" or stung not in state.names:
        return  # the rules refuse the move with their own reason
    right = state.names[state.right_of(state.index(stung))]
    if fold(_player(to, state)) != fold(right):
        raise InvalidMoveError(
            Msg(
                N_(
                    "The scorpion's card goes to the right-hand neighbour of {stung}, {right}, "
                    "not to {to}."
                ),
                {"stung": stung, "right": right, "to": to},
            ),
            rule=SPEC.rule("scorpion"),
        )


STAKE_SAID = frozenset(
    {
        *("a", "mise", "met", "ha", "mette", "punta", "messo", "puntato", "stakes", "staked"),
        *("poste", "posta", "mises", "puts", "put", "sa", "son", "sua", "suo", "his", "her"),
        *("contre", "contro", "against", "fanno", "font", "un", "une", "duel", "duello"),
        *("the", "le", "la", "il", "lo", "l'", "i", "de", "di", "sur", "sul", "on", "et"),
    }
)
"""The words around a duel's stakes said in words (`Léa a misé sa couronne`, `Sara mette
il vaso`), folded."""

PRONOUNS = frozenset({"elle", "il", "lui", "lei", "she", "he"})
"""A duellist said by a pronoun (`lei punta la maschera`): see `_owners`."""

STAKED = frozenset({"a", "mise", "met", "son", "sa", "ses"})
"""The verbs of a stake and the possessives after French `il`, a pronoun there, not the
Italian article (`il mise son vase`, `elle sa lampe, il son vase`), folded."""


def _pronoun_first(chunk: list[str]) -> list[str]:
    """The words of a part of a duel said in words without those around its stake
    (`STAKE_SAID`); French `il` before a verb of staking kept: a duellist said by a
    pronoun (`il mise son vase`), not the Italian article (`il vaso`)."""
    kept = [w for w in chunk if fold(w) not in STAKE_SAID | ARTICLES]
    if len(chunk) > 1 and fold(chunk[0]) == "il" and fold(chunk[1]) in STAKED:
        return [chunk[0], *kept]
    return kept


PUSHED = SLIDE | LIFT | {"spinto", "spostato", "mosso", "sollevato", "fatto", "scivolato"}
"""The verbs of the duellist who slid last (`c'est Paul qui a poussé en dernier`, `Paul ha
spinto per ultimo`), folded: see `_pusher`."""

PUSHED_SAID = frozenset(
    {
        *("c'est", "qui", "a", "en", "dernier", "derniere", "le", "la", "une", "pyramide"),
        *("che", "ha", "per", "ultimo", "ultima", "una", "piramide", "e", "stato", "l'ultima"),
        *("it", "was", "who", "the", "pyramid", "has", "is", "poussee", "joue", "jouer"),
        *("gioca", "giocato", "giocare", "played", "plays", "turn", "tour", "turno"),
        # `l'ultima a spingere è stata Sara`, `le dernier à avoir poussé est Paul`
        *("stata", "est", "avoir", "to", "play", "one"),
    }
)
"""The words around the duellist who slid last besides their name, folded."""

LAST = frozenset({"dernier", "derniere", "ultimo", "ultima", "l'ultimo", "l'ultima", "last"})
"""The duellist who played last (`Paul a joué en dernier`): the one who slid last, folded."""


def _pusher(said: list[str], named: bool = True) -> str | None:
    """The duellist who slid last, when the words of one part of a duel say it (`c'est
    Paul qui a poussé en dernier`, `è Paul che ha spinto per ultimo`, `Paul slid last`,
    `Paul a joué en dernier`, `l'ultimo a giocare è stato Paul`): the name among its words;
    None when they say no slide. Not `named`: "" when they say the last slide and no name
    (`le dernier à jouer`, a name after a comma to come)."""
    plain = [fold(ELIDED.sub("", w)) for w in said]
    if not set(plain) & (PUSHED | LAST):
        return None
    names = [w for w, p in zip(said, plain, strict=True) if p not in PUSHED | PUSHED_SAID | LAST]
    if not named:
        return "" if not names else None
    return names[0] if len(names) == 1 else None


def _duel_said(words: list[str]) -> tuple[list[str], Values]:
    """A duel's stakes and winner said in words: `Léa a misé sa couronne et Paul son
    collier`, `Sara mette il vaso, Luca la collana, vince Luca`, `poste Sara vaso, Luca
    collana`; each stake a name and the treasure after it, the winner after or before a
    verb of winning. Nothing read (the words as they are) when no stake is said."""
    chunks: list[list[str]] = [[]]
    for word in words:
        plain = word.strip(",;:.!?")
        if separates(plain) or not plain:
            chunks.append([])
        else:
            chunks[-1].append(plain)
        if word.endswith((",", ";", ":")):
            chunks.append([])
    stakes: list[tuple[str, CardSpec]] = []
    winner: str | None = None
    slid: str | None = None
    held: list[str] = []  # `le dernier à jouer, c'est Paul`: the name after the comma
    for chunk in filter(None, chunks):
        said = [*held, *_pronoun_first(chunk)]
        held = []
        won = next((i for i, w in enumerate(said) if fold(w) in WINS), None)
        if won is not None:
            others = said[won + 1 : won + 2] or said[won - 1 : won]
            winner = others[0] if others else winner
            continue
        if len(said) < 2:
            continue  # a name alone: `Sara e Luca fanno un duello`, `contro Sara`
        if (pusher := _pusher(said)) is not None:
            slid = pusher  # `…, c'est Paul qui a poussé en dernier`: the `--player`
            continue
        if _pusher(said, named=False) is not None:
            held = said  # the last to slide said, not yet who
            continue
        found = reveal_words(said[1:])
        treasure = found[1] if found else treasure_words(said[1:])
        if treasure:
            stakes.append((said[0], CardSpec(treasure, found[0] if found else None)))
    if not stakes:
        return words, {}
    said_too = {"winner": winner, "player": slid}
    return [], {"stakes": stakes, **{k: v for k, v in said_too.items() if v}}


def _owners(said: list[str], winner: str | None, state: State) -> list[str]:
    """The duellist each stake is said of: a name as said; a pronoun (`il mise son vase,
    elle sa couronne`, `lui punta il vaso, lei la corona`) the duellists not named, in turn:
    the winner first, then the other (during a duel, the one it can only be)."""
    named = [_player(who, state) for who in said if fold(who) not in PRONOUNS]
    left = [winner] if winner is not None and winner not in named else []
    if state.phase == "duel":
        left += [d for d in (state.names[i] for i in state.duellists) if d not in {*named, *left}]
    owners = []
    for who in said:
        if fold(who) not in PRONOUNS:
            owners.append(_player(who, state))
        elif left:
            owners.append(left.pop(0))
        else:  # no duellist left for it: the winner's, or refused as no player
            owners.append(winner or _player(who, state))
    return owners


def _duel(values: Values, state: State) -> Any:
    from assistant.games.ramses.rules import in_full

    winner = values.get("winner")
    if winner is not None:
        winner = _player(winner, state)
    owners = _owners([who for who, _ in values["stakes"]], winner, state)
    stakes = tuple(zip(owners, (card for _, card in values["stakes"]), strict=True))
    slid = values.get("player") or winner or state.current or state.names[0]
    slid = _player(slid, state)  # `c'est Paul qui a poussé en dernier`: said in words
    return in_full(state, Duel(slid, stakes, winner, bool(values.get("new"))))


COMMANDS = (
    Command(
        "reveal",
        term(
            ("reveal", "card", "reveals", "revealed", "lifts"),
            (
                *("retourner", "révéler", "carte", "retourne", "révèle", "retourné", "révélé"),
                *("soulève", "soulever"),
            ),
            (
                *("scopri", "rivela", "carta", "scoprire", "rivelare", "scopro", "rivelo"),
                *("scoperto", "scopre", "gira", "giro", "girare", "girato", "alza", "solleva"),
            ),
        ),
        N_("Turn the next card face up: the treasure sought and its value."),
        (
            Param(
                "value",
                "value",
                N_("The card's value, 1 to 4, before or after its treasure (3 crown, crown:3)."),
            ),
            Param("treasure", "treasure", N_("The treasure, in the table's own words.")),
            Param(
                "lucky",
                "value",
                N_(
                    "Its treasure already shows on the board: the player wins the card at "
                    "once and the turn ends."
                ),
                option=term("--lucky", ("--chance", "--veine"), "--fortuna"),
                flag=True,
                spoken=True,
            ),
            NEW,
        ),
        examples=("reveal 3 crown", "found", "reveal vase 2 --lucky", "reveal 1 golden scarab"),
        build=_reveal,
        values=lambda m: {
            "value": m.value,
            "treasure": m.treasure,
            "lucky": m.lucky,
            "new": m.new,
            "player": m.player,
        },
        moves=(Reveal,),
        read_words=_reveal_words,
    ),
    Command(
        "found",
        term(
            ("found", "finds", "find"),
            ("trouvé", "trouve", "trouver", "trouvée"),
            ("trovato", "trova", "trovo", "trovare", "trovata"),
        ),
        N_("The player revealed the treasure sought: they win the card and the turn passes."),
        examples=("reveal 3 crown", "found", "reveal 1 vase", "found --player bo"),
        build=lambda v, state: _shown(v, state, True),
        values=lambda m: {"player": m.player},
        moves=(Found,),
        read_words=lambda words: _shown_words(words),
    ),
    Command(
        "miss",
        term(
            ("miss", "missed", "misses", "uses"),
            ("raté", "rate", "rater", "utilise", "utiliser", "trompe", "trompé", "tromper"),
            ("sbagliato", "sbaglia", "sbaglio", "sbagliare", "usa", "usare"),
        ),
        N_("A wrong treasure showed: the turn passes (solo: the card is thrown out)."),
        (
            Param(
                "treasure",
                "treasure",
                N_(
                    "The treasure that showed, if said: the cards and the misses name the "
                    "board's 12 treasures at most."
                ),
                optional=True,
            ),
            Param(
                "scarab",
                "value",
                N_("Advanced: use a scarab to play on (twice a game)."),
                option=term("--scarab", "--scarabée", "--scarabeo"),
                flag=True,
                spoken=True,
            ),
        ),
        examples=("reveal 2 crown", "miss --scarab", "miss"),
        build=lambda v, state: _shown(v, state, False),
        values=lambda m: {"treasure": m.treasure, "scarab": m.scarab, "player": m.player},
        moves=(Miss,),
        read_words=lambda words: _shown_words(words),
    ),
    Command(
        "token",
        term("token", ("jeton", "tombe"), "gettone"),  # the log's `tombe sur la malédiction`
        N_("Advanced: a token found under a gold pyramid (type it before `found` or `miss`)."),
        (
            Param("kind", "token", N_("egyptologist or mummy.")),
            Param(
                "hats",
                "hats",
                N_("For an egyptologist: the hats on the token, 1-3."),
                optional=True,
            ),
        ),
        examples=("reveal 2 crown", "token egyptologist 2", "miss", "token mummy", "found"),
        build=_token,
        values=lambda m: {"kind": m.kind, "hats": m.hats, "player": m.player},
        moves=(Token,),
        read_words=lambda words: _token_words(words),
    ),
    Command(
        "special",
        term("special", ("spécial", "special"), "speciale"),
        N_("The back of the next card shows a special action (deck 2 on): resolve it first."),
        (Param("action", "special", N_("sandstorm, scorpion, strength or duel.")),),
        examples=("special sandstorm", "reveal 2 necklace", "found", "special scorpion"),
        build=lambda v, state: Special(v["player"], v["action"]),
        values=lambda m: {"action": m.action, "player": m.player},
        moves=(Special,),
    ),
    Command(
        "scorpion",
        term(
            ("scorpion", "stung", "stings", "gives", "give"),
            ("scorpion", "piqué", "piquée", "pique", "piquer", "donne", "donner"),
            ("scorpione", "punto", "punta", "punge", "pungere", "dà", "dare"),
        ),
        N_("The scorpion stung a player: they give a card to their right-hand neighbour."),
        (
            Param("stung", "player", N_("The player stung: whose slide showed a treasure.")),
            Param(
                "give",
                "card",
                N_("The card the stung player gives: TREASURE or TREASURE:VALUE."),
                option=term("--give", "--donne", "--cede"),
                optional=True,
            ),
            Param(
                "drawn",
                "card",
                N_(
                    "Stung player without cards: the top card the right-hand neighbour takes, "
                    "TREASURE:VALUE."
                ),
                option=term("--drawn", "--tirée", "--pescata"),
                optional=True,
            ),
            NEW,
        ),
        details=N_("The stung player slid last: play goes on to their left."),
        examples=(
            "special scorpion",
            "scorpion bo --give crown",
            "reveal 2 necklace",
            "found",
            "special scorpion",
            "scorpion dan --drawn bracelet:3",
        ),
        build=_scorpion,
        values=lambda m: {"stung": m.player, "give": m.give, "drawn": m.drawn, "new": m.new},
        moves=(Scorpion,),
        actor=ACTOR_NONE,
        read_words=_scorpion_words,
        instead_when=lambda state: state is not None and state.phase == "play",
        instead="special",  # `scorpion !`, the card's back: `special scorpion`
        instead_words=("scorpion",),
    ),
    Command(
        "duel",
        term("duel", "duel", "duello"),
        N_(
            "A duel is over: the winner takes both stakes (or, without a winner, the duel is "
            "called off because the duellists cannot stake different treasures)."
        ),
        (
            Param(
                "stakes",
                "stakes",
                N_(
                    "Each duellist's stake: ana=TREASURE,bo=TREASURE (TREASURE:VALUE for a card "
                    "drawn from under the duel card, or to tell two cards apart)."
                ),
                option=term("--stakes", "--mises", "--poste"),
            ),
            Param(
                "winner",
                "player",
                N_(
                    "Who won the duel. Leave it out when the duellists cannot stake different "
                    "treasures: the duel is called off."
                ),
                option=WINNER,
                optional=True,
            ),
            NEW,
        ),
        player_help=N_(
            "The duellist who slid last (default: the winner; for a duel called off, the "
            "player whose turn it is); play goes on to their left."
        ),
        examples=("special duel", "duel --stakes cy=mask,dan=vase:2 --winner dan --player cy"),
        build=_duel,
        values=lambda m: {
            "stakes": list(m.stakes),
            "winner": m.winner,
            "new": m.new,
            "player": m.player,
        },
        moves=(Duel,),
        actor=ACTOR_OPTIONAL,
        said=_duel_said,
        instead_when=lambda state: state is not None and state.phase == "play",
        instead="special",  # `duel !`, the card's back: `special duel`
        instead_words=("duel",),
    ),
)

GRAMMAR = Grammar(
    game="ramses",
    commands=COMMANDS,
    kinds=KINDS,
    options={
        "--advanced": term("--advanced", ("--avancé", "--avancée"), ("--avanzato", "--avanzata")),
        "--solo": term("--solo", "--solo", "--solo"),
    },
    implicit=lambda state: ("reveal",),  # `3 couronne`: the card turned over
    # a token found: `Léa trouve la momie`, `Marco trova un egittologo con 2 cappelli`
    redirects={"found": (("token", "token"),), "reveal": (("token", "token"),)},
    # a token said by its noun or its hats alone: `trova un gettone con 2 cappelli`
    noun_redirects={"found": (TOKEN_NOUNS, "token"), "reveal": (TOKEN_NOUNS, "token")},
    won="duel",  # `Paul gagne le duel : …`, `Luca vince il duello contro Sara: …`
    negated={"found": "miss"},  # `Léa ne l'a pas trouvé`: another treasure showed
    nothing_said=("reveal", "pyramid", "nothing"),  # `Léa ne trouve rien`: nothing showed
    together=("reveal 3 crown", "miss"),  # two cards are never turned over in one turn
    # a token's hats said with their noun: `jeton égyptologue à 2 chapeaux`; a move said
    # again: `il rate encore et utilise encore son scarabée`
    fillers=frozenset(
        {"hat", "hats", "chapeau", "chapeaux", "cappello", "cappelli", "encore", "ancora"}
        | {"again", "toujours", "nouveau"}
    ),
    check_examples=(
        "found --player bo",
        "miss --scarab",
        "token mummy --player cy",
        "token egyptologist 2",
        "reveal 3 vase  # " + N_("exit 3: a card is sought"),
    ),
)
