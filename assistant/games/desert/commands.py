"""The words of Through the Desert: every acting command, in English, French and Italian.

The one-shot commands (`assistant desert poser rose D4`), the table prompt, completion, help,
`check`, hints and the replay export are generated from `GRAMMAR` (see `assistant.syntax`).
Hexes are named as on the map (`F2`, `c4`, `C04`); colours in any language or edition
(`lemon`, `saumon`, `lilla`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from assistant.errors import AssistantError, OpenChoice, UsageError
from assistant.games import fold
from assistant.games.base import IllegalMoveError
from assistant.games.desert.moves import LeaderMove, PlaceMove, WaterMove
from assistant.games.desert.state import COLOUR_ALIASES, COLOUR_NAMES, COLOURS, EMPTY, State
from assistant.messages import N_, Msg, Say
from assistant.syntax import (
    ACTOR_NONE,
    LITERAL,
    NUMBER,
    Command,
    Grammar,
    Kind,
    Param,
    Values,
    flatten,
    read_name,
    read_number,
    term,
)


def cell_name(state: State, word: str) -> str:
    """A hex as the board names it (`c4` -> `C4`); an unknown name is left to the rules."""
    cell = state.board.cell_index(word)
    return state.board.cell_name(cell) if cell is not None else word.strip()


def cell_or_letter(state: State, word: str, player: str, colour: str) -> str:
    """A hex by its name, or by its letter among the choices `desert options` shows for
    `player`'s next `colour` camel or leader (`b`): hex names always hold a digit."""
    from assistant.games.desert.aids import cell_for_letter, letter_index

    if state.board.cell_index(word) is None and letter_index(word) is not None:
        return cell_for_letter(state, player, colour, word)
    return cell_name(state, word)


PICK_SAID = frozenset(
    {
        *("je", "j'", "io", "i", "we", "on", "noi"),
        *("prends", "prend", "prendre", "prendo", "prende", "take", "takes", "pick", "picks"),
        *("choisis", "choisit", "scelgo", "sceglie", "choose", "chooses"),
        *("pose", "poser", "posa", "mets", "met", "mette", "metto", "piazzo", "piazza"),
        *("place", "places", "put", "puts"),
        *("le", "la", "l'", "il", "lo", "the", "mon", "son", "ma", "sa", "mio", "suo", "my"),
        *("his", "her", "sur", "su", "sulla", "on", "en", "in", "lettre", "lettera", "letter"),
        *("chef", "meneur", "capo", "capocarovana", "leader", "chameau", "cammello", "camel"),
        *("un", "une", "uno", "una", "un'", "one", "another", "other", "altro", "autre"),
    }
)
"""The words said before a letter of the choices (`je prends la a`, `je pose mon chameau
turquoise sur la a`, `prendo la c`, `mette un rosa sulla b e uno sulla d`), folded."""


def picked(state: State, shown: Any, words: Sequence[str], line: str) -> list[str] | None:
    """After `options COLOUR [--player NAME]` at the prompt, a letter alone (`b`, `je prends
    la b`, `prendo la b`) places that camel (or, before every leader is out, that leader)
    there; a camel's letter may be followed by the value of the marker it takes (`e, le
    point d'eau vaut 3`, `e qui vaut 3`). The letters stand for the turn's second camel
    while they name the same hexes in the position they were shown at (`shown`); else the
    answer says to ask `options` again."""
    from assistant.games.desert.aids import letter_index

    colour = [w for w in words if not w.startswith("-")][:1]
    options = [w for w in words if w.startswith("-")]
    player = list(words[words.index(options[0]) + 1 :][:1]) if options else []
    word, *said = _letter_first(line.split(), colour, player or [state.current or ""])
    word = word.rstrip(",;:") if said else word
    if letter_index(word) is None or state.board.cell_index(word) is not None:
        return None
    command = "leader" if state.phase == "leaders" else "place"
    letter = word
    if said:  # the letter's hex, for the value said after it
        word = _said_value(state, [*colour, word, *player], said) if command == "place" else ""
        if not word:
            return None
    if shown is not None and colour:
        _same_letters(state, shown, colour[0], letter, player)
    if colour and not said:  # the hex shown, not a letter read again after a first camel
        word = _letter_cell(state, colour[0], letter, player) or word
    return [command, *colour, word, *said, *(["--player", *player] if player else [])]


def _letter_first(said: list[str], colour: list[str], player: list[str]) -> list[str]:
    """The words of a line that picks a letter, from the letter on: the words said before
    it left out (`PICK_SAID`, the colour of the choices, their player's name)."""
    names = {fold(w) for w in player}
    shown = colour_named(colour[0]) if colour else None
    while len(said) > 1:
        key = fold(said[0].strip(",;:"))
        if key in PICK_SAID or key in names or (shown and colour_named(key) == shown):
            said = said[1:]
        else:
            break
    return said or [""]


def colour_named(word: str) -> str | None:
    """The colour a word names whole (in any language, singular or plural: `t` is no
    `turquoise`, `roses` is `pink`), else None."""
    from assistant.syntax import names_spellings

    every = names_spellings(KINDS["colour"])
    key = fold(word.strip(",;:"))
    return next((i for i in every.by_id if key in {fold(s) for s in every.every(i)}), None)


def _same_letters(state: State, shown: State, colour: str, letter: str, named: list[str]) -> None:
    """Refuse a letter that names another hex now than in the choices shown (a camel put
    since then changed the letters)."""
    found = [_letter_cell(position, colour, letter, named) for position in (shown, state)]
    if found[0] != found[1]:
        text = N_(
            "The letters of `{options}` have changed since the last move: ask "
            "`{options} {colour}` again for the new letters."
        )
        options = Say("desert", "options")
        raise UsageError("table/letters-changed", Msg(text, {"options": options, "colour": colour}))


def _letter_cell(state: State, colour: str, letter: str, named: Sequence[str]) -> str:
    """The hex a letter of the choices names in `state` for the next `colour` camel or
    leader of the player named (else the player whose turn it is); `` when none."""
    from assistant.games.desert.aids import cell_for_letter

    player = named[0] if named else state.current
    player = next((p for p in state.players if fold(p) == fold(player or "")), "")
    try:
        return cell_for_letter(state, player, read_name(KINDS["colour"], colour, "en"), letter)
    except (AssistantError, ValueError):
        return ""


def _said_value(state: State, chosen: list[str], said: list[str]) -> str:
    """The hex of a letter picked (`chosen`: the colour, the letter, the player if named)
    when the words after it say only the value of the marker its camel takes; else ``."""
    colour, letter, *named = chosen
    cell = _letter_cell(state, colour, letter, named)
    if not cell:
        return ""
    kept, values = _place_said([colour, cell, *said])
    return cell if values.get("water") and [w.rstrip(",;:") for w in kept] == [colour, cell] else ""


def legal_words(state: State, command: str, values: Values, param: str) -> list[str] | None:
    """For completion: the hexes a `leader` or `place` of the colour typed may use now."""
    from assistant.games.desert.aids import legal_cells

    if param != "cell" or command not in ("leader", "place") or not values.get("player"):
        return None
    if values["player"] not in state.players:
        return None
    return legal_cells(state, command, values["player"], values.get("colour"))


def read_water(word: str) -> list[tuple[str, int]]:
    """`C1=2` or `C1=2,D9=3` -> [("C1", 2), ("D9", 3)] (hexes as typed)."""
    pairs = []
    for item in (part.strip() for part in word.split(",")):
        if not item:
            continue
        cell, sep, value = item.partition("=")
        if not sep or not cell.strip():
            raise UsageError(
                "input/bad-water",
                Msg(
                    N_("Write a water-hole value as CELL=VALUE, for example C1=2; not “{given}”."),
                    {"given": item},
                ),
            )
        pairs.append((cell.strip(), read_number(value)))
    return pairs


WATER = term("--water", "--eau", "--pozza")

KINDS = {
    "colour": Kind(
        "colour",
        N_("colour"),
        term("COLOUR", "COULEUR", "COLORE"),
        names=COLOUR_NAMES,
        aliases=COLOUR_ALIASES,
        careful=True,  # `orange` is no `jaune`: the five colours are listed
    ),
    "cell": Kind("cell", N_("cell"), term("CELL", "CASE", "CASELLA"), source=LITERAL),
    "value": Kind("value", N_("value"), term("VALUE", "VALEUR", "VALORE"), source=NUMBER),
    "water": Kind(
        "water",
        N_("water-hole value"),
        term("CELL=VALUE", "CASE=VALEUR", "CASELLA=VALORE"),
        source=LITERAL,
        read=read_water,
        write=lambda pair, lang: f"{pair[0]}={pair[1]}",
    ),
}


THE = frozenset({"le", "la", "l'", "il", "lo", "the"})
"""The definite articles, folded: before a colour said apart (`son dernier chef, le
turquoise, en N11`), never a colour's first letters (`le` is no `lemon`)."""


def _unarticled(words: list[str]) -> tuple[list[str], Values]:
    """A leader's or a camel's words without an article first (`le turquoise`): alone between
    commas, `le turquoise` is no yellow (`lemon`) leader on a hex named `turquoise`."""
    return (words[1:] if len(words) > 1 and fold(words[0]) in THE else words), {}


def _leader(values: Values, state: State) -> LeaderMove:
    player, colour = values["player"], values["colour"]
    return LeaderMove(player, colour, cell_or_letter(state, values["cell"], player, colour))


WATER_WORTH = frozenset({"vaut", "vale", "worth", "valeur", "valore"})
"""The verb of a marker's value said after the camel (`le point d'eau vaut 3`), folded."""

WATER_NOUNS = frozenset(
    {
        *("point", "d'eau", "pozza", "segnalino", "marqueur", "marker", "hole", "water"),
        *("jeton", "gettone", "token"),
    }
)
"""A water hole's nouns, never a camel's value (`sur le point d'eau N5 qui vaut 3`)."""

WATER_SAID = frozenset(
    {
        *("le", "la", "l'", "il", "the", "son", "sa", "suo", "sua", "its", "qui", "che"),
        *("which", "eau", "water", "de", "di", "del", "della", "of", "is", "est", "e"),
        *WATER_NOUNS,
    }
)
"""The words around a marker's value said after the camel put on it, folded."""

WATER_BRACKETED = WATER_SAID | WATER_WORTH | {"da", "a", "at", "of"}
"""The words of a marker's value said in brackets after its camel (`(marqueur de 2)`,
`(segnalino da 2)`, `(vaut 2)`), folded, besides the value."""


def _bracketed(words: list[str]) -> list[str]:
    """`violet D9 (marqueur de 2)` -> `violet D9 vaut 2`: a marker's value said in
    brackets after the camel is read as `qui vaut 2`; other brackets are left as they are."""
    from assistant.games import number_word

    opened = next((i for i, w in enumerate(words) if w.startswith("(")), None)
    if opened is None:
        return words
    shut = next((i for i in range(opened, len(words)) if words[i].endswith(")")), None)
    if shut is None:
        return words
    inside = [w.strip("(),;:") for w in words[opened : shut + 1]]
    value = inside[-1] if inside else ""
    if not (value.isdecimal() or number_word(value) is not None):
        return words
    if not all(fold(w) in WATER_BRACKETED for w in inside[:-1] if w):
        return words
    return [*words[:opened], "vaut", value, *words[shut + 1 :]]


VALUE_OF = frozenset({"da", "de", "di", "of"})
"""The word between a water hole named and its marker's value (`sulla pozza E5 da 3`)."""


def _noun_valued(words: list[str]) -> list[str]:
    """`sulla pozza E5 da 3`, `sur le point d'eau E5 de 3`, `in E5 da 3` -> `… E5 qui vaut
    3`: the camel put on the water hole named, its marker's value said after the hex."""
    from assistant.games import number_word

    plain = [w.strip(",;:") for w in words]
    for at in range(len(words) - 2):
        if not CELL_WORD.match(plain[at]):
            continue
        noun = at > 0 and fold(plain[at - 1]) in WATER_NOUNS
        value = at + 2 if fold(plain[at + 1]) in VALUE_OF else at + 1
        said = plain[value] if (noun or value == at + 2) and value < len(plain) else ""
        if said.isdecimal() or (said and number_word(said) is not None):
            return [*words[: at + 1], "qui", "vaut", *words[value:]]
    return words


def _said_start(plain: list[str], at: int) -> int:
    """Where the words of a marker's value said before its verb (`at`) start: `le point
    d'eau`, `qui`, and a hex named after a water hole's noun (`le point d'eau B16 vaut 3`)."""
    start = at
    while start > 0:
        word = fold(plain[start - 1])
        if word in WATER_SAID or not word:
            start -= 1
        elif start > 1 and CELL_WORD.match(plain[start - 1]) and start == at:
            if fold(plain[start - 2]) not in WATER_NOUNS:
                break
            start -= 1  # the hex said: `la pozza B16 vale 3`
        else:
            break
    return start


def _place_said(words: list[str]) -> tuple[list[str], Values]:
    """A marker's value said after the camel that takes it: `jaune H2, le point d'eau vaut
    3`, `giallo D1, la pozza vale 2`, `jaune en H2 qui vaut 3`, `violet D9 (marqueur de 2)`
    (the hex the camel's, unless said: `le point d'eau H2 vaut 3`) -> `--water H2=3`; the
    other words as they are."""
    from assistant.games import number_word

    words = [w for w in _unarticled(words)[0] if fold(w.strip(",;:")) not in ANOTHER]
    words = _noun_valued(_bracketed(words))  # (`un altro rosa in J12`: one more pink camel)
    plain = [w.strip(",;:") for w in words]
    at = next((i for i, w in enumerate(plain) if fold(w) in WATER_WORTH), None)
    if at is None or at + 1 >= len(plain) or at == 0:
        return _colour_unsaid(words)
    value = int(plain[at + 1]) if plain[at + 1].isdecimal() else number_word(plain[at + 1])
    start = _said_start(plain, at)
    said = [w for w in plain[start:at] if w and fold(w) not in WATER_SAID]
    cells = [w for w in plain[:start] if CELL_WORD.match(w)]
    if value is None or len(said) > 1 or not (said or cells):
        return _colour_unsaid(words)
    cell = said[0] if said else cells[-1]
    kept = [w.rstrip(",;:") for w in words[:start] if fold(w.strip(",;:")) not in WATER_NOUNS]
    placed, unsaid = _colour_unsaid(kept)
    return [*placed, *words[at + 2 :]], {"water": [[(cell, value)]], **unsaid}


CELL_WORD = re.compile(r"^[A-Za-z]{1,2}\d{1,2}$")
"""A hex's name as typed (`H2`, `h12`)."""


def _place(values: Values, state: State) -> PlaceMove:
    player, colour = values["player"], values["colour"]
    water = tuple((cell_name(state, c), v) for c, v in flatten(values.get("water", [])))
    if values.get(UNSAID):
        colour = _turn_colour(state, player, values["cell"], water)
    return PlaceMove(player, colour, cell_or_letter(state, values["cell"], player, colour), water)


ANOTHER = frozenset({"another", "other", "autre", "altro", "altra", "encore", "ancora"})
"""`un autre`, `un altro`, `another` before a camel (`un altro rosa in J12`), folded."""

UNSAID = "unsaid"
"""The value `said` gives a camel said without its colour (`un autre en P7`): its colour is
the one of the camel the player put this turn, else the answer lists the colours."""


def _around(word: str) -> bool:
    """Whether `word` is only said around a camel and its hex (`un`, `mon`, `chameau`)."""
    from assistant.games import ARTICLES
    from assistant.syntax import FILLERS

    key = fold(word)
    return key in FILLERS or key in ARTICLES or key in ANOTHER or key in GRAMMAR.fillers


def _colour_unsaid(words: list[str]) -> tuple[list[str], Values]:
    """`un autre en P7`, `posso mettere il mio cammello in M5`: a camel said by its hex
    alone -> a colour that stands for none (`UNSAID`), for `_place` to find or ask."""
    plain = [w.strip(",;:") for w in words]
    cells = [w for w in plain if CELL_WORD.match(w)]
    if len(cells) != 1 or not all(_around(w) for w in plain if w and w != cells[0]):
        return words, {}
    return [COLOURS[0], cells[0]], {UNSAID: True}


def _turn_colour(state: State, player: str, word: str, water: tuple[tuple[str, int], ...]) -> str:
    """The colour of the camel `player` put this turn (`et un autre en P7`); else why
    the colour must be said, with the colours `player` may put on the hex `word` (a
    question takes the one colour there is: `OpenChoice`)."""
    from assistant.games.desert.rules import camel_error, cell_index
    from assistant.i18n import OneOf

    turn = state.phase == "camels" and state.placed and state.current == player
    if turn and state.last_colour != EMPTY:
        return COLOURS[state.last_colour]
    if player not in state.players:
        raise UsageError("input/which-colour", Msg(N_("Say the camel's colour.")))
    cell = cell_index(state, cell_name(state, word))
    seat = state.players.index(player)
    refused = [camel_error(state, seat, c, cell) for c in range(len(COLOURS))]
    free = [COLOURS[c] for c, error in enumerate(refused) if error is None]
    name = state.board.cell_name(cell)
    if free:
        text = N_(
            "Which colour? {player} may put a {colours} camel on {cell}: say it, as in `{example}`."
        )
        colours = OneOf(Msg(COLOUR_NAMES[c]) for c in free)
        example = Say("desert", "place", (free[0], name))
        args = {"player": player, "colours": colours, "cell": name, "example": example}
        moves = tuple(PlaceMove(player, c, name, water) for c in free)
        answer = N_(
            "Yes, {player} can put a {colours} camel on {cell}: say which, as in `{example}`."
        )
        raise OpenChoice("input/which-colour", Msg(text, args), moves, Msg(answer, args))
    first = refused[0]
    assert first is not None
    said = Msg(
        N_("{player} may put no camel on {cell} now, whatever its colour."),
        {"player": player, "cell": name},
    )
    if all(error is not None and error.msg == first.msg for error in refused):
        said = Msg("{said} {reason}", {"said": said, "reason": first.msg})
    raise IllegalMoveError(said, first.rule)


def _worth_unsaid(words: list[str]) -> tuple[list[str], Values]:
    """A marker's words without those said around its value (`la pozza N5 vale 3`, `the
    water hole is worth 1`): `vale` is no hex (`la pozza vale 1`, said of the camel before
    it, is then no marker of its own)."""
    return [w for w in words if fold(w.strip(",;:")) not in WATER_WORTH | WATER_SAID], {}


def _water(values: Values, state: State) -> WaterMove:
    return WaterMove(cell_name(state, values["cell"]), values["value"])


def _place_values(move: Any) -> Values:
    return {
        "colour": move.colour,
        "cell": move.cell,
        "player": move.player,
        "water": [tuple(pair) for pair in move.water],
    }


def _where(values: Mapping[str, Any]) -> Msg:
    """What to type to see the hexes a camel or a leader of the colour typed may take."""
    return Msg(
        N_("`{options} {colour}` shows each hex it may take, with a letter to type."),
        {"options": Say("desert", "options"), "colour": Msg(COLOUR_NAMES[values["colour"]])},
    )


def says_marker(said: Sequence[str]) -> bool:
    """Whether the folded words of a line say a marker's value and nothing of a camel (`U11
    vaut 2`, `V11 vale 3`, `the marker on O7 is worth 2`): one hex, the verb of a value
    and one number, the other words those said around a marker's value."""
    from assistant.games import number_word

    words = {w.strip(",;:.") for w in said} - {"place", ""}
    cells = {w for w in words if CELL_WORD.match(w)}
    numbers = {w for w in words if w.isdecimal() or number_word(w) is not None}
    around = WATER_SAID | WATER_WORTH | {"on", "sur", "en", "in", "a", "at"}
    if len(cells) != 1 or len(numbers) != 1 or not words & WATER_WORTH:
        return False
    return words - cells - numbers <= around


CAMEL_NOUNS = frozenset({"camel", "camels", "chameau", "chameaux", "cammello", "cammelli"})
"""A camel named, folded."""

COMMANDS = (
    Command(
        "leader",
        term("leader", ("chef", "meneur"), ("capo", "capocarovana")),
        N_("Put a caravan leader on the board (one a turn, before any camel)."),
        (
            Param("colour", "colour", N_("The leader's camel colour.")),
            Param(
                "cell", "cell", N_("The hex, e.g. F2, or its letter in `options`."), missing=_where
            ),
        ),
        examples=("leader yellow F2", "leader pink I2 --player bo"),
        build=_leader,
        values=lambda m: {"colour": m.colour, "cell": m.cell, "player": m.player},
        moves=(LeaderMove,),
        said=_unarticled,
    ),
    Command(
        "place",
        term(
            ("place", "camel", "camels"),
            ("poser", "chameau", "chameaux"),
            ("piazza", "cammello", "piazzare", "cammelli", "piazzo", "piazzato"),
        ),
        N_("Put one camel next to your caravan of that colour; the turn passes after its quota."),
        (
            Param("colour", "colour", N_("The camel's colour.")),
            Param(
                "cell", "cell", N_("The hex, e.g. G2, or its letter in `options`."), missing=_where
            ),
            Param(
                "water",
                "water",
                N_("A water-hole marker's value, CELL=VALUE (repeat, or separate with commas)."),
                option=WATER,
                optional=True,
                many=True,
            ),
        ),
        details=N_(
            "A camel that takes a water-hole marker (standing on it, or enclosing it) needs "
            "the marker's value: record it first with `water`, or give it here with --water."
        ),
        examples=(
            "place green M8",
            "place turquoise F5 --water F5=3",
            "place yellow J2 --player bo",
        ),
        build=_place,
        values=_place_values,
        moves=(PlaceMove,),
        # two camels said at once: `pose deux chameaux jaunes en I4 et K4`
        fillers=frozenset({"deux", "due", "two"}),
        said=_place_said,
    ),
    Command(
        "water",
        term(("water", "marker"), ("eau", "marqueur"), ("pozza", "acqua", "segnalino")),
        N_("Record the value of the marker lying on a water hole (at setup or any time)."),
        (
            Param("cell", "cell", N_("The water hole, e.g. D1.")),
            Param("value", "value", N_("The marker's value: 1, 2 or 3.")),
        ),
        examples=("water D1 2", "water H11 3"),
        build=_water,
        values=lambda m: {"cell": m.cell, "value": m.value},
        moves=(WaterMove,),
        actor=ACTOR_NONE,
        said=_worth_unsaid,
    ),
)

GRAMMAR = Grammar(
    game="desert",
    commands=COMMANDS,
    kinds=KINDS,
    others={
        "map": term("map", ("carte", "plateau"), ("mappa", "tabellone")),
        "where": term("where", "où", "dove"),
        "options": term(("options", "choices"), ("choix", "options"), ("scelte", "opzioni")),
        "threats": term("threats", "menaces", "minacce"),
    },
    # the water hole's name around its values: `point d’eau Q1 vaut 2`, `pozza d'acqua Q1`;
    # the camels and the caravan: `piazza un cammello della carovana verde in L5`
    fillers=frozenset(
        {
            *("hole", "d'eau", "eau", "d'acqua", "acqua"),  # `d’eau` folds to `d'eau`
            *("camel", "camels", "chameaux", "cammelli", "caravan", "caravane", "carovana"),
            # a caravan made longer: `Anna aggiunge un verde in E10`, `ajoute un jaune en G2`
            *("add", "adds", "extends", "ajoute", "prolonge", "aggiunge", "aggiungo"),
            *("allunga",),
            # `pose son dernier chef, le turquoise, en N11`, `l'ultimo giallo`
            *("dernier", "derniere", "derniers", "ultimo", "ultima", "ultimi", "last"),
            *("l'ultimo", "l'ultima"),
            # a camel put down: `Marco mette viola su L6`, `Léa met un jaune en G2`
            *("mette", "metto", "met", "mets", "puts", "mettere", "mettre", "put"),
            *("aggiungere", "ajouter", "add"),
            # the hex's kind said before its name: `sur l'oasis D3` (refused by the rules)
            *("oasis", "oasi", "l'oasis", "l'oasi"),
        }
    ),
    file_option="--map",  # `avec Léa, Marc, Zoé et Inès sur mon-plateau.yaml`
    phrases={"point d'eau": "water", "point d’eau": "water", "water hole": "water"},
    options={
        "--map": term("--map", ("--plateau", "--carte"), ("--tabellone", "--mappa")),
        "--oases": term("--oases", "--oasis", "--oasi"),
        "--returned": term("--returned", "--rendus", "--restituiti"),
        "--water": WATER,
        "--brief": term("--brief", "--bref", "--breve"),
        "--around": term("--around", "--autour", "--intorno"),
        "--labels": term("--labels", "--étiquettes", "--etichette"),
        "--print": term("--print", "--imprimer", "--stampa"),
        "--from": term("--from", "--source", ("--origine", "--sorgente")),
        "--side": term("--side", "--côté", "--lato"),
        "--force": term("--force", "--forcer", "--forza"),
    },
    # `mette un rosa sulla pozza E5 da 3`: a camel put on the water hole, not its marker
    redirects={"water": (("colour", "place"),)},
    follow_up=("options", picked),
    keeps_choices=frozenset({"water"}),
    ahead=frozenset({"water"}),
    # `jaune F3`: a leader while leaders are placed, then a camel
    implicit=lambda state: ("leader",) if state.phase == "leaders" else ("place",),
    # `Zoé pose le turquoise en C15` while the leaders are placed: a leader (a camel named,
    # `pose un chameau jaune`, stays a camel, refused with how to place a leader)
    # `U11 vaut 2`: a marker's value, no camel named
    in_state=lambda state, command, said: (
        "leader"
        if command == "place" and state.phase == "leaders" and not CAMEL_NOUNS & set(said)
        else "water"
        if command == "place" and says_marker(said)
        else None
    ),
    complete=legal_words,
    check_examples=(
        "place green M8",
        "place purple Q7 --water Q7=2",
        "place yellow J2 --player bo",
        "water D1 2",
        "leader turquoise I10  # " + N_("exit 3: leaders all placed"),
    ),
)
