"""The words of Camel Up: every acting command, in English, French and Italian, declared once.

The one-shot commands (`assistant camel parier bleu`), the table prompt, completion, help,
`check`, hints and the replay export are generated from `GRAMMAR` (see `assistant.syntax`).
The French and Italian words are the ones of the boxes' rulebooks where they name a thing
(tuile Pari-Manche, tessera Piramide...), else the verbs a table says. Both editions share
the words: a camel or a move of the other edition is read (exactly) and refused by the rules
with their reason; prefixes, suggestions and completion keep to the session's edition. The
two tiles read each other's words (`instead`): `tuile 7 acclamations` in a second-edition game
is the spectator tile, `spectateur 7 oasis` in a first-edition game the desert tile.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from assistant.games import fold
from assistant.games.base import IllegalMoveError
from assistant.games.camel_up.moves import (
    ANY_DIE,
    ANY_FACE,
    EITHER,
    Bet,
    Desert,
    Partner,
    RaceBet,
    Reveal,
    Roll,
    Spectator,
)
from assistant.games.camel_up.state import (
    COLOUR_ALIASES,
    COLOUR_NAMES,
    COLOUR_NAMES_2,
    CRAZY,
    DIE_NAMES,
    PARTNERSHIP_PLAYERS,
    PILE_NAMES,
    PILES,
    SIDE_NAMES,
    SPECTATOR_SIDE_NAMES,
    colour_msg,
)
from assistant.messages import N_, Msg
from assistant.syntax import (
    ACTOR_OPTIONAL,
    NUMBER,
    STATUS_AND_SCORE,
    Command,
    Grammar,
    Kind,
    Param,
    Values,
    flatten,
    read_number,
    term,
)

ALL_COLOURS = {**COLOUR_NAMES, **COLOUR_NAMES_2, **DIE_NAMES}


def edition_colours(state: Any) -> tuple[str, ...]:
    """The camels (and dice) of the session's edition."""
    components = state.components
    return (*components.racing, *components.crazy, *components.dice)


KINDS = {
    "colour": Kind(
        "colour",
        N_("colour"),
        term("COLOUR", "COULEUR", "COLORE"),
        names=ALL_COLOURS,
        aliases=COLOUR_ALIASES,
        scope=edition_colours,
    ),
    "crazy": Kind(
        "crazy",
        N_("colour of the grey die's number"),
        term("SHOWN", "COULEUR-DU-CHIFFRE", "COLORE-DEL-NUMERO"),
        names={c: COLOUR_NAMES_2[c] for c in CRAZY},
        aliases=COLOUR_ALIASES,
    ),
    "cheer": Kind(
        "cheer",
        N_("side"),
        term("SIDE", "FACE", "LATO"),
        names=SPECTATOR_SIDE_NAMES,
        # also other words a table says for them (`lato tifo`, `côté sifflets`); the first
        # edition's oasis and mirage are refused with the edition's rule (`camel-up/editions`)
        aliases={
            # and the verbs and adjectives of the side (`côté encourageant`, `côté qui hue`,
            # `lato incoraggiamento`, `lato che fischia`)
            "cheering": (
                *("+1", "+", "cheer", "cheers"),
                *("acclamation", "encouragements", "applaudissements"),
                *("encourageant", "encourageante", "encourage", "encourager", "acclame"),
                *("applauso", "tifo", "incitamento", "acclamazioni", "acclamazione"),
                *("incoraggiamento", "incoraggiamenti", "incoraggiante", "incoraggia"),
                *("tifa", "applaude", "incita"),
            ),
            "booing": (
                *("-1", "-", "\u22121", "boo", "boos"),
                *("huee", "hue", "huant", "huante", "huer", "sifflets", "siffle", "sifflant"),
                *("fischio", "fischia", "fischiano", "fischiata", "buu"),
            ),
        },
    ),
    "side": Kind(
        "side",
        N_("side"),
        term("SIDE", "FACE", "LATO"),
        names=SIDE_NAMES,
        aliases={"oasis": ("+1", "+"), "mirage": ("-1", "-", "\u22121")},
    ),
    "pile": Kind(
        "pile",
        N_("pile"),
        term("PILE", "PILE", "MAZZO"),
        names=PILE_NAMES,
        aliases={
            "winner": (
                "first",
                "win",
                "vainqueur",
                "premier",
                "gagnant",
                "gagnante",
                "première",
                "vincitore",
                "vincente",
                "primo",
                *("wins", "gagne", "vince"),  # `parie que le bleu gagne`
                *("victorieux", "victorieuse", "vittorioso"),  # `le chameau victorieux`
                *("gagnera", "gagner", "vincera", "vincere", "win"),  # `que le bleu va gagner`
                *("victoire", "vittoria", "victory"),  # `parier sur le blanc pour la victoire`
            ),
            "loser": (
                *("last", "lose", "perdant", "perdante", "dernier", "dernière"),
                *("perdente", "ultimo", "loses", "perd", "perde"),
                *("defaite", "sconfitta", "defeat", "loss"),  # `per la sconfitta`
            ),
        },
    ),
    "space": Kind("space", N_("space"), term("SPACE", "CASE", "CASELLA"), source=NUMBER),
    "value": Kind("value", N_("value"), term("VALUE", "VALEUR", "VALORE"), source=NUMBER),
    # a betting ticket's value or its place in the stack (`le deuxième ticket jaune`)
    "ticket": Kind(
        "ticket",
        N_("value"),
        term("VALUE", "VALEUR", "VALORE"),
        source=NUMBER,
        read=lambda word: read_ticket(word),
    ),
}


@dataclass(frozen=True)
class Rank:
    """A betting ticket said by its place in its stack (`le deuxième ticket jaune`): 1 is
    the top of a full stack."""

    place: int


RANKS: dict[str, int] = {
    # (`premier`, `primo`, `first` also name the winner pile: with a ticket, its first)
    **dict.fromkeys(("1st", "1er", "1re", "1ere", "prima", "1o", "1a", "1°"), 1),
    **dict.fromkeys(("premier", "premiere", "primo", "first"), 1),
    **dict.fromkeys(("second", "2nd", "deuxieme", "seconde", "2e", "2eme"), 2),
    **dict.fromkeys(("secondo", "seconda", "2o", "2a", "2°"), 2),
    **dict.fromkeys(("third", "3rd", "troisieme", "3e", "3eme", "terzo", "terza", "3°"), 3),
    **dict.fromkeys(("fourth", "4th", "quatrieme", "4e", "4eme", "quarto", "quarta", "4°"), 4),
}
"""The ordinals a table says before a ticket, folded."""


def read_ticket(word: str) -> int | Rank:
    """A betting ticket's value (`5`, `cinq`) or its place in the stack (`deuxième`)."""
    place = RANKS.get(fold(word.strip()))
    return Rank(place) if place is not None else read_number(word, KINDS["value"])


def _start_said(words: Sequence[str]) -> list[str] | None:
    """`blu e verde sulla 1, arancione sulla 2, giallo e bianco sulla 3` -> `--start
    '1:blue,green 2:orange 3:yellow,white'`: the camels named before each space, bottom to
    top (`… bianco sulla 16 e nero sulla 14` too), or after each space when a part between
    commas says a space first (`sulla 1 il blu, sulla 2 il verde con sopra l'arancione`),
    each part its own way; None when a space has no camel or camels are left without one."""
    from assistant.syntax import ELIDED, names_spellings

    every = names_spellings(KINDS["colour"])
    colour_of = {fold(s): key for key in every.by_id for s in every.every(key)}
    items: list[str] = []
    for part in " ".join(words).replace(";", ",").split(","):
        said = [ELIDED.sub("", fold(w)) for w in part.split()]
        said = [w for w in said if w.isdecimal() or w in colour_of]
        found = _spaces_said(said, colour_of)
        if found is None:
            return None
        items += found
    return ["--start", " ".join(items)] if items else None


def _spaces_said(said: list[str], colour_of: Mapping[str, str]) -> list[str] | None:
    """`SPACE:COLOURS` of one part of a start said in words (`_start_said`): a space first
    takes the camels after it, else each space the camels before it."""
    items: list[str] = []
    camels: list[str] = []
    if said and said[0].isdecimal():  # `sulla 2 il verde con sopra l'arancione`
        for word in [*said, "0"]:
            if word.isdecimal():
                if items and not camels:
                    return None
                if items:
                    items[-1] += ",".join(camels)
                items.append(f"{word}:")
                camels = []
            else:
                camels.append(colour_of[word])
        return items[:-1]
    for word in said:
        if word.isdecimal():  # a space ends its camels (`bianco sulla 16 e nero sulla 14`)
            if not camels:
                return None
            items.append(f"{word}:{','.join(camels)}")
            camels = []
        else:
            camels.append(colour_of[word])
    return None if camels else items  # (camels named after the last space: None)


def _bet(values: Values, state: Any) -> Bet:
    """The top ticket of the colour, with its value; a value said (`giallo da 5`) is the
    rules' to check, a place said (`le deuxième ticket jaune`) must be the top's now."""
    colour, said = values["colour"], values.get("value")
    left = state.leg_tiles_left(colour) if colour in dict(state.leg_tiles) else ()
    if isinstance(said, Rank):
        top = len(state.components.ticket_values) - len(left) + 1
        if left and said.place != top:
            text = (
                N_(
                    "The top {colour} betting ticket is number {top} of its stack (worth "
                    "{value}), not number {said}: they are taken from the top."
                )
                if state.edition == 2
                else N_(
                    "The top {colour} leg-bet tile is number {top} of its stack (worth "
                    "{value}), not number {said}: they are taken from the top."
                )
            )
            args = {"colour": colour_msg(colour), "top": top, "value": left[0]}
            raise IllegalMoveError(
                Msg(text, {**args, "said": said.place}), state.components.rule("leg-bet")
            )
        said = None
    return Bet(values["player"], colour, said if said is not None or not left else left[0])


def _desert(values: Values, state: Any) -> Desert:
    """The tile; its side None when a question leaves it out (`EITHER`: judged for both)."""
    return Desert(values["player"], values["space"], values["side"] or EITHER)


def _roll(values: Values, state: Any) -> Roll:
    """The die; its colour or face None when a question leaves it out (`Luca può tirare il
    dado?`: judged for every die left in the pyramid, `moves.open_roll`)."""
    colour, value = values["colour"] or ANY_DIE, values["value"] or ANY_FACE
    return Roll(values["player"], colour, value, values.get("shown"))


def _race(values: Values, state: Any) -> RaceBet:
    return RaceBet(values["player"], values["pile"], values.get("colour"))


def _reveal(values: Values, state: Any) -> Reveal:
    return Reveal(values.get("player"), values["pile"], tuple(flatten(values["colours"])))


NO_OWN_TILE = N_("{player} has no tile on the track to turn over: say the space it goes on.")


def _own_space(state: Any, player: str | None) -> str | None:
    """The space of `player`'s own tile, when the move leaves it out: the tile is turned
    over where it lies (`retourne sa tuile côté mirage`)."""
    if state is None or player is None:
        return None
    names = {p.name.casefold(): p.name for p in state.players}
    tile = state.tile_of(names.get(player.casefold(), player))
    return str(tile.space) if tile is not None else None


def _face_down_pile(state: Any, player: str | None) -> str | None:
    """The pile of the face-down cards to reveal, when the move leaves it out and they all
    lie on one pile (`Marco gira la sua carta: verde`: Marco's, else anyone's)."""
    if state is None:
        return None
    names = {p.name.casefold(): p.name for p in state.players}
    owner = names.get(player.casefold(), player) if player is not None else None
    piles = {
        pile
        for pile in PILES
        for card in state.pile(pile)
        if card.colour is None and owner in (None, card.owner)
    }
    return piles.pop() if len(piles) == 1 else None


def _pile_first(words: list[str]) -> tuple[list[str], Values]:
    """The words of a reveal with the pile said first (`le vert sur le dernier`, said after
    the colour, is `dernier … vert`): the colours are the positional words that follow it."""
    from assistant.syntax import ELIDED, names_spellings

    every = names_spellings(KINDS["pile"])
    piles = {fold(s) for key in every.by_id for s in every.every(key)}
    plain = [ELIDED.sub("", fold(w.strip(",;:"))) for w in words]  # `sull'ultimo`
    at = next((i for i, w in enumerate(plain) if w in piles), None)
    return ([words[at], *words[:at], *words[at + 1 :]] if at else words), {}


PUT_BEFORE = frozenset(
    {"mis", "mise", "messo", "messa", "posato", "posata", "put", "placed", "had"}
)
"""The words of a card said put before (`et Inès avait mis le jaune`, `Anna aveva messo il
giallo`), folded."""


def _reveal_in_state(state: Any, command: str, said: Sequence[str]) -> str | None:
    """Once the race is over and cards are face down, a card said to be on a pile is the
    card turned over (`sur le dernier, Inès avait mis le violet`, `Anna aveva messo il viola
    sul perdente`): no card is put any more. So is a card said put before, its pile left
    out (`et Inès avait mis le jaune`: the pile of her face-down card). `command` is empty
    when the line's first word names none (`Anna aveva messo il giallo`)."""
    if not state.race_over or not state.face_down() or command not in ("race", "bet", ""):
        return None
    if command == "race" or PUT_BEFORE & set(said) or GRAMMAR.redirected("bet", said) == "race":
        return "reveal"
    return None


TILE_SPACE = Param(
    "space",
    "space",
    N_("A space of the track, 2 to 16."),
    found=_own_space,
    found_none=NO_OWN_TILE,
)
"""Where a desert or spectator tile goes: left out, the player's own tile's space."""

DIE_NOUNS = frozenset({"dé", "dés", "dado", "dadi", "die", "dice"})
"""A die named (`le dé bleu`), as typed: `de` is no `dé`."""

DIE_WORDS = frozenset(
    {
        *("pyramide", "pyramid", "piramide", "fait", "fa", "montre", "mostra", "shows"),
        *("sort", "sorti", "sortie", "esce", "uscito", "uscita", "tire", "tira", "lance"),
        *("lancia", "pesca", "rolls", "draws", "comes", "came", "avance", "avanza", "moves"),
    }
)
"""The words of a die drawn and what it shows, folded: a line with one of them is a die
even with a verb of taking (`prend une tuile pyramide, le blanc fait 2`)."""

TAKE_VERBS = frozenset(
    {
        *("prend", "prends", "prendre", "prenez", "pris", "prise"),
        *("prende", "prendi", "prendo", "prendere", "preso", "presa"),
        *("take", "takes", "took", "taken", "grabs"),
    }
)
"""Verbs of taking, folded: a colour and a value taken (`prend la bleue à 5`) are a leg-bet
tile; a die is drawn, not taken."""

PILE_WORDS = frozenset(
    {"winner", "loser", "vainqueur", "perdant", "dernier", "vincitore", "perdente", "ultimo"}
    | {"last"}
)
"""The race piles' names, folded: a colour put on one is a race card."""

COMMANDS = (
    Command(
        "bet",
        term(
            ("bet", "leg-bet", "bets", "ticket"),
            ("parier", "pari", "miser", "pari-manche", "ticket"),  # `prend le ticket vert`
            (
                *("scommetti", "scommessa", "punta", "scommettere", "puntare", "scommetto"),
                *("punto", "scommesso", "puntato", "biglietto"),
            ),
        ),
        N_(
            "Take the top leg-bet tile of a colour (5, then 3, then 2 in a leg; second "
            "edition: the betting tickets 5, 3, 2, 2)."
        ),
        (
            Param("colour", "colour", N_("The colour of the camel: blue, vert, giallo...")),
            Param(
                "value",
                "ticket",
                N_(
                    "The top tile's value, or its place in the stack (second...), if said (it "
                    "must be the top one's)."
                ),
                optional=True,
            ),
        ),
        examples=("bet blue", "bet yellow --player bo"),
        build=_bet,
        values=lambda m: {"colour": m.colour, "player": m.player},
        moves=(Bet,),
        fillers=frozenset({"pari"}),  # `prend le ticket de pari violet`, the answers' words
    ),
    Command(
        "desert",
        term(("desert", "tile"), ("désert", "tuile"), ("deserto", "tessera")),
        N_("Put your desert tile on a space, or move it there, oasis or mirage side up."),
        (
            TILE_SPACE,
            Param("side", "side", N_("oasis (+1) or mirage (-1)."), asked="oasis"),
        ),
        examples=("desert 7 mirage", "desert 11 oasis --player bo"),
        build=_desert,
        values=lambda m: {"space": m.space, "side": m.side, "player": m.player},
        instead="spectator",
        moves=(Desert,),
        when=lambda state: state.edition == 1,
    ),
    Command(
        "roll",
        term(
            ("roll", "pyramid", "die"),
            ("pyramide", "dé", "lancer", "tire", "tirer", "sort"),  # `sort le dé bleu`
            (
                *("piramide", "dado", "tira", "lancia", "tiro", "lancio", "tirato", "lanciato"),
                *("pesca", "tirare", "lanciare", "pescare"),  # `Luca può tirare il dado?`
            ),
        ),
        N_(
            "Take a pyramid tile (second edition: a pyramid ticket): the die of a colour came "
            "out showing a value; its camel moves."
        ),
        (
            Param("colour", "colour", N_("The colour of the die that came out."), asked="blue"),
            Param(
                "shown",
                "crazy",
                N_(
                    "Second edition, the grey die: the colour its number is printed in, black "
                    "or white (the rules pick the crazy camel that moves)."
                ),
                optional=True,
                after=("colour", "grey"),
            ),
            Param("value", "value", N_("What it shows: 1, 2 or 3."), asked="1"),
        ),
        examples=("roll orange 3", "roll white 1 --player bo"),
        # `le dé orange est sorti sur 2`, `il dado verde è uscito con 2`, `came out showing 2`
        fillers=frozenset(
            {"est", "sorti", "sortie", "uscito", "esce", "came", "out", "showing", "qui"}
            | {"sort", "sortent", "uscita", "comes"}  # `c'est le bleu qui sort avec un 3`
            | {"viene", "venuto", "venuta"}  # `tira il grigio, viene un 3 bianco`
            # the die drawn after the ticket: `prende un biglietto piramide e tira il dado
            # grigio: 2 nero`, `prend un ticket pyramide et tire le dé gris : 2 noir`
            | {"tira", "tire", "lancia", "lance", "pesca", "rolls", "draws", "dado", "de"}
            | {"fuori"}  # `tira fuori il dado verde: 1`
            # `tira l'ultimo dado, il verde: 3`, `lance le dernier dé, le vert : 3`
            | {"ultimo", "dernier", "last"}
        ),
        other_examples=("roll red 2", "roll grey black 1", "roll purple 3 --player bo"),
        build=_roll,
        values=lambda m: {
            "colour": m.colour,
            "shown": m.shown,
            "value": m.value,
            "player": m.player,
        },
        moves=(Roll,),
    ),
    Command(
        "race",
        term(("race", "card"), ("course", "carte", "cartes"), ("corsa", "carta", "carte")),
        N_(
            "Put a race card (second edition: a finish card) on the winner or loser pile, its "
            "colour left out to keep it secret."
        ),
        (
            Param("pile", "pile", N_("winner or loser.")),
            Param(
                "colour",
                "colour",
                N_("The card's colour; leave it out to record the card face down."),
                optional=True,
            ),
        ),
        details=N_(
            "Race cards (finish cards in the second edition) are secret: leave the colour out "
            "to record the card face down, then "
            "give the colours when the piles are turned over at the end (`reveal`). In a "
            "session started with --hidden, a colour given now stays out of every answer, log "
            "and export until the race is over."
        ),
        examples=("race loser", "race winner blue"),
        # the rulebooks' and the answers' words around a pile and a card: `sull'ultimo
        # classificato`, `sul vincente della corsa`, `le vainqueur de la course`, `une carte
        # face cachée`, `una carta coperta`, `que le bleu sera dernier`
        fillers=frozenset(
            {
                *("classificato", "corsa", "course", "race", "cachee", "coperta", "down"),
                *("face-down", "pari", "«", "»", "sera", "sara", "be", "va", "arrivera"),
                *("arriva", "arrivare", "finira", "finisce"),
                *("pour", "per", "for"),  # `sur le blanc pour la victoire`, `per la sconfitta`
                *("finale", "final"),  # `per la vittoria finale`, `pour la victoire finale`
                # two verbs: `prend une carte Arrivée et la met sur le vainqueur`, `prende una
                # carta traguardo e la mette sul vincitore`
                *("met", "mets", "pose", "place", "mette", "metti", "posa", "piazza", "puts"),
            }
        ),
        build=_race,
        values=lambda m: {"pile": m.pile, "colour": m.colour, "player": m.player},
        moves=(RaceBet,),
    ),
    Command(
        "reveal",
        term(
            "reveal",
            ("révéler", "retourner"),
            (
                *("rivela", "scopri", "rivelare", "scoprire", "rivelo", "scopro", "rivelato"),
                *("scoperto", "gira", "girare", "scopre"),
            ),
        ),
        N_("After the race: the colours of the face-down cards of a pile, in placement order."),
        (
            Param(
                "pile",
                "pile",
                N_("winner or loser."),
                found=_face_down_pile,
                found_none=N_(
                    "Say which pile: winner or loser (the face-down cards left are not all "
                    "on one pile)."
                ),
            ),
            Param(
                "colours",
                "colour",
                N_("The colours of the face-down cards, first placed first: blue,green."),
                many=True,
            ),
        ),
        examples=("reveal winner white,orange", "reveal loser blue --player bo"),
        other_examples=("reveal winner red,purple",),
        build=_reveal,
        values=lambda m: {"pile": m.pile, "colours": list(m.colours), "player": m.player},
        moves=(Reveal,),
        actor=ACTOR_OPTIONAL,
        said=_pile_first,
        # `gira la sua carta coperta sul vincitore: rosso`, `scopre la sua carta: è gialla`
        fillers=frozenset(
            {"coperta", "coperte", "cachee", "cachees", "face-down", "down", "est", "sont"}
            | {"sono", "is", "are", "c'est", "era", "etait", "erano", "etaient", "were", "was"}
            # `les cartes cachées du perdant sont bleue et verte`
            | {"carte", "cartes", "carta", "cards", "card"}
        ),
    ),
    Command(
        "spectator",
        term(("spectator", "cheer"), ("spectateur", "spectatrice"), ("spettatore", "tifoso")),
        N_(
            "Second edition: put your spectator tile on a space, or move it there, cheering or "
            "booing side up."
        ),
        (
            TILE_SPACE,
            Param("side", "cheer", N_("cheering (+1) or booing (-1)."), asked="cheering"),
        ),
        examples=("spectator 7 cheering", "spectator 11 booing --player bo"),
        build=lambda v, state: Spectator(v["player"], v["space"], v["side"] or EITHER),
        values=lambda m: {"space": m.space, "side": m.side, "player": m.player},
        moves=(Spectator,),
        # `côté qui encourage`, `côté qui hue`, `dalla parte dei fischi`
        fillers=frozenset({"qui", "parte"}),
        when=lambda state: state.edition == 2,
        instead="desert",
    ),
    Command(
        "partner",
        term(
            ("partner", "partnership", "alliance", "ally"),
            ("partenaire", "partenariat", "associer", "allier", "alliance", "associe", "allie"),
            (
                *("alleanza", "socio", "allearsi", "associarsi", "allea", "associa", "allearmi"),
                *("alleo", "associo", "stringe"),  # `mi alleo con Marco`, the log's `stringe`
            ),
        ),
        N_(
            "Second edition, 6 players or more: swap partnership cards with another player; "
            "you are partners for the rest of the leg."
        ),
        (Param("partner", "player", N_("The player you swap cards with.")),),
        examples=("partner bo",),
        build=lambda v, state: Partner(v["player"], v["partner"]),
        values=lambda m: {"partner": m.partner, "player": m.player},
        moves=(Partner,),
        # the noun after the verb: `stringe un'alleanza con Marco`, `fait alliance avec Paul`
        fillers=frozenset({"alleanza", "alliance", "partenariat", "partnership", "fait"}),
        when=lambda state: state.edition == 2 and len(state.players) >= PARTNERSHIP_PLAYERS,
    ),
)

GRAMMAR = Grammar(
    game="camel",
    commands=COMMANDS,
    kinds=KINDS,
    others={
        "status": STATUS_AND_SCORE,
        "odds": term(
            ("odds", "chances"), ("cotes", "chances", "probabilités"), ("quote", "probabilità")
        ),
        "review": term("review", "revue", "revisione"),
    },
    options={
        "--start": term("--start", "--départ", "--partenza"),
        "--camels": term("--camels", "--chameaux", "--cammelli"),
        "--tiles": term("--tiles", "--tuiles", "--tessere"),
        "--dice": term("--dice", "--dés", "--dadi"),
        "--leg-tiles": term("--leg-tiles", "--tuiles-manche", "--tessere-tappa"),
        "--race-cards": term("--race-cards", "--cartes-course", ("--carte-gara", "--carte-corsa")),
        "--bets": term("--bets", "--paris", "--scommesse"),
        "--race-samples": term("--race-samples", "--simulations", "--simulazioni"),
        "--race-error": term("--race-error", "--erreur", "--errore"),
        "--top": term("--top", "--meilleures", "--migliori"),
    },
    # `bleu 2`: the die and its face, as the table says them; `miraggio 7`, `mette l'oasi
    # sulla 9`: a tile by its side (the side said, the tile is understood)
    implicit=lambda state: ("roll", "desert", "spectator"),
    check_examples=(
        "desert 7 mirage --player bo",
        "bet blue",
        "roll green 2",
        "race winner white --player cy",
        "reveal winner blue,green  # " + N_("exit 3: race not over"),
    ),
    # the components the answers name around a value: `carte Arrivée du chameau rouge sur la
    # pile du dernier`, `carta Scommessa di Gara del cammello blu`, `the blue camel's finish card`
    # `punta sul vincitore arancione`, `parie sur le perdant : bleu`: a race card
    # `retourne sa tuile en 8 côté mirage`, `gira la sua tessera sul 7 fischi`: the tile
    # `le carte coperte del perdente sono blu e verde`: the face-down cards turned over
    noun_redirects={
        "reveal": (
            (frozenset({"tessera", "tuile", "tile"}), "desert"),
            # `retourne le dé bleu : 1`, `gira il dado blu: 1`: the die drawn, not the cards
            (DIE_NOUNS, "roll"),
        ),
        # `prend la bleue à 5`, `prende il blu da 5`: a betting tile taken, not a die drawn
        "roll": (TAKE_VERBS, "bet"),
        # `mette l'arancione sul perdente`: a race card put on a pile, not a tile
        "desert": (PILE_WORDS, "race"),
        "spectator": (PILE_WORDS, "race"),
        "race": (
            frozenset({"coperte", "cachees", "sono", "sont", "erano", "etaient", "were"})
            # one card said as what it is: `la carte cachée de Zoé … est verte`, `… è blu`
            | frozenset({"est", "è", "is", "was", "etait", "era"}),
            "reveal",
        ),
    },
    possessed=frozenset({"reveal"}),  # `la carta coperta di Anna sul perdente è blu`
    in_state=_reveal_in_state,
    setup_said=_start_said,  # `con Anna e Marco: blu e verde sulla 1, arancione sulla 2, …`
    # `prend le premier ticket jaune`: a ticket, the top one, not a card on the winner pile
    kept_by={
        "bet": frozenset({"ticket", "tickets", "biglietto", "biglietti", "pari-manche"}),
        # `prend une tuile pyramide, le blanc fait 2`, `prende il dado blu: 1`: a die drawn
        "roll": DIE_NOUNS | DIE_WORDS,
    },
    redirects={
        "bet": (("pile", "race"),),
        # `prend la tuile bleue`, `prende la tessera blu`: the colour's leg-bet tile, not
        # the player's own tile
        "desert": (("colour", "bet"),),
        "spectator": (("colour", "bet"),),
        "reveal": (("side", "desert"), ("cheer", "spectator")),
    },
    fillers=frozenset(
        {
            *("camel", "camels", "chameaux", "cammelli", "finish", "ticket", "tickets"),
            *("arrivee", "pari-course", "traguardo", "scommessa", "gara", "biglietto"),
            *("pari-manche", "tappa", "leg"),  # `tessera Scommessa di Tappa`
            # the tile's name after the word of its command: `tuile Désert`, `tessera Spettatore`
            *("tile", "tuile", "tessera", "desert", "deserto", "spectator", "spectateur"),
            *("spettatore",),
            # a camel said to move: `le jaune avance de 2 cases`, `il giallo avanza di 2`,
            # `il dado verde ha fatto 1`, `blue moves 2 spaces`
            *("avance", "avanza", "moves", "advances", "muove", "si"),
            *("recule", "arretra", "back"),  # a crazy camel: `il nero arretra di 2`
            *("torna", "indietro", "goes"),  # `il nero torna indietro di 2`
            # `elle prend une tuile pyramide et le bleu fait 3`: one move
            *("and", "et", "e", "ed"),
            *("that", "que", "che", "will"),  # `scommette che il blu vince`
            *("ha", "fatto", "cases", "caselle", "spaces"),
            *("c'est", "it's", "esce"),  # `tire le dé gris, c'est un 1 blanc`
            *("aussi", "anche", "also", "too"),  # `Paul parie aussi sur le bleu`
            # a card turned over said as what it is: `… sur le perdant est verte`, `è blu`
            *("est", "is", "etait", "era", "was"),
        }
    ),
)
