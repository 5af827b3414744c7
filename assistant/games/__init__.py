"""The registry of games: static specs, alias lookup and lazy loading of the rules packages.

This is the one place a game is registered: `SPECS` are the games that ship, `BY_ID` every
game of this process, and `register` adds one more (a game of the tests, a game of one's
own) with nothing else to patch. The CLI finds each game's command group from
`GameSpec.cli` and `GameSpec.cli_module`, i18n its catalog domain from `GameSpec.domain`, the
rulebook loader its file from `GameSpec.rulebook` (else `rulebooks/<id>.yaml`), the journal
its rules version from `GameSpec.rules_version`.

Importing this module is cheap: a game's rules are imported only by `load`.
"""

from __future__ import annotations

import importlib
import unicodedata
from dataclasses import replace
from typing import Any

from assistant.games.base import Game, GameSpec
from assistant.messages import N_

SPECS: tuple[GameSpec, ...] = (
    GameSpec(
        id="camel-up",
        name=N_("Camel Up"),
        aliases=("camel-up", "camel", "camelup", "camel-up-1"),
        min_players=2,
        max_players=8,
        module="assistant.games.camel_up",
        cli="camel",
        help=N_(
            "Camel Up: record every action at the table, enforce the rules, pay out legs and the "
            "race. Colour names in English, French or Italian.\n\n"
            "Examples:\n\n"
            "  assistant camel new --players ana,bo,cy "
            "--start '1:green,yellow,orange 3:blue,white'\n\n"
            "  assistant camel bet blue\n\n"
            "  assistant camel roll orange 3\n\n"
            "  assistant camel check desert 8 oasis --player cy\n\n"
            "  assistant --lang fr camel status\n\n"
            "  assistant camel odds --camels '1:blue 2:green,orange 3:yellow,white'"
        ),
        views="assistant.render.views.camel_up",
        domain="camel_up",
        rules_version=1,
    ),
    GameSpec(
        id="through-the-desert",
        name=N_("Through the Desert"),
        aliases=(
            "through-the-desert",
            "desert",
            "durch-die-wueste",
            "durch-die-wuste",
            "a-travers-le-desert",
            "attraverso-il-deserto",
            "deserto",
        ),
        min_players=2,
        max_players=5,
        module="assistant.games.desert",
        cli="desert",
        help=N_(
            "Through the Desert (Knizia): leaders, camels, water holes, oases, enclosed areas "
            "and the final score, on a board kept as data.\n\n"
            "Examples:\n\n"
            "  assistant desert new --players ana,bo --oases D3,J3,Q3,M7,B8\n\n"
            "  assistant desert water Q1 2\n\n"
            "  assistant desert leader yellow F2\n\n"
            "  assistant desert check leader pink I2\n\n"
            "  assistant desert status"
        ),
        views="assistant.render.views.desert",
        domain="desert",
        rules_version=2,
    ),
    GameSpec(
        id="schatz-der-pharao",
        name=N_("Der Schatz des Pharao"),
        aliases=(
            "schatz-der-pharao",
            "schatz-des-pharao",
            "der-schatz-des-pharao",
            "pharao",
            "pharaoh",
            "pharaon",
            "faraone",
            "tresor-du-pharaon",
            "le-tresor-du-pharaon",
            "il-tesoro-del-faraone",
            "tesoro-del-faraone",
        ),
        min_players=2,
        max_players=6,
        module="assistant.games.pharao",
        cli="pharao",
        help=N_(
            "Der Schatz des Pharao: track a game, check every play, announce the winner.\n\n"
            "Examples:\n\n"
            "  assistant pharao new --players ana,bo,cy --adventures 7,4,10,5,9\n\n"
            "  assistant pharao play ladder 3\n\n"
            "  assistant --lang fr pharao status"
        ),
        views="assistant.render.views.pharao",
        domain="pharao",
        # 2: only the acting player's own play beats an adventure; a curse that leaves a
        # display at exactly 12 no longer lets a later card win the treasure.
        rules_version=2,
    ),
    GameSpec(
        id="ramses",
        name=N_("Ramsès"),
        aliases=("ramses", "ramsès", "ramses-2015"),
        min_players=1,
        max_players=5,
        module="assistant.games.ramses",
        cli="ramses",
        help=N_(
            "Ramsès: the cards sought and won, turns, special actions, advanced tokens, score.\n\n"
            "Examples:\n\n"
            "  assistant ramses new --players ana,bo,cy --advanced\n\n"
            "  assistant ramses reveal 3 crown\n\n"
            "  assistant ramses check found --player bo\n\n"
            "  assistant ramses found\n\n"
            "  assistant ramses score"
        ),
        views="assistant.render.views.ramses",
        domain="ramses",
        # 2: one token per slide (a scorpion stings the token's finder); a treasure name a
        # short edit away from one already seen is refused unless the move says it is new.
        rules_version=2,
    ),
)

BY_ID: dict[str, GameSpec] = {spec.id: spec for spec in SPECS}
"""Every game of this process by its id: the games that ship and those `register` added."""


def register(
    spec: GameSpec, *, cli_module: str | None = None, rulebook: str | None = None
) -> GameSpec:
    """Make `spec` a game of this process: `assistant <spec.cli> ...`, `rules <spec.id>`,
    sessions, replays and exports then work for it as for the games that ship. Registering
    a game of the same id again replaces it (a new rules version, say).

    :param cli_module: the module of its Typer app (default: `spec.cli_module`).
    :param rulebook: its rulebook file (default: `spec.rulebook`).
    :raises ValueError: its command word or one of its names is another game's.
    """
    spec = replace(
        spec,
        cli_module=spec.cli_module if cli_module is None else cli_module,
        rulebook=spec.rulebook if rulebook is None else rulebook,
    )
    names = {fold(spec.id), fold(spec.cli), *(fold(a) for a in spec.aliases)}
    for other in BY_ID.values():
        if other.id == spec.id:
            continue
        taken = {fold(other.id), fold(other.cli), *(fold(a) for a in other.aliases)}
        if names & taken:
            raise ValueError(f"{spec.id}: {sorted(names & taken)} already name {other.id}")
    BY_ID[spec.id] = spec
    return spec


def unregister(game_id: str) -> None:
    """Forget a game `register` added (a game that ships is put back as it ships)."""
    shipped = {spec.id: spec for spec in SPECS}
    if game_id in shipped:
        BY_ID[game_id] = shipped[game_id]
    else:
        BY_ID.pop(game_id, None)


_APOSTROPHES = str.maketrans(dict.fromkeys("\u2019\u2018\u02bc", "'"))


def fold(text: str) -> str:
    """Case- and accent-insensitive form of `text` used for every lookup of user words; every
    apostrophe is the plain one (`masque d’or` and `masque d'or` are the same words)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_APOSTROPHES))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_NUMBER_WORDS = (
    ("zero", "zero", "zero"),
    ("one", "un une", "uno una"),
    ("two", "deux", "due"),
    ("three", "trois", "tre"),
    ("four", "quatre", "quattro"),
    ("five", "cinq", "cinque"),
    ("six", "six", "sei"),
    ("seven", "sept", "sette"),
    ("eight", "huit", "otto"),
    ("nine", "neuf", "nove"),
    ("ten", "dix", "dieci"),
    ("eleven", "onze", "undici"),
    ("twelve", "douze", "dodici"),
    ("thirteen", "treize", "tredici"),
    ("fourteen", "quatorze", "quattordici"),
    ("fifteen", "quinze", "quindici"),
    ("sixteen", "seize", "sedici"),
)
NUMBER_WORDS: dict[str, int] = {
    word: value
    for value, words in enumerate(_NUMBER_WORDS)
    for spelled in words
    for word in spelled.split()
}
"""The numbers 0 to 16 in words, English, French and Italian, folded (`fold`): the counts,
values and spaces of the four games stay within them (`pesca due`, `lancer bleu trois`)."""


ARTICLES = frozenset({"a", "an", "un", "une", "uno", "una"})
"""Articles, folded; `un`, `une`, `uno`, `una` are also the number one (`pesca una carta`),
so a reader leaves them out only where a number does not fit (`un vase`, `gioca una scala`)."""


def number_word(word: str) -> int | None:
    """The number that `word` spells out (`due`, `Deux`, `zéro`), else None."""
    return NUMBER_WORDS.get(fold(word.strip()))


def find_spec(word: str) -> GameSpec | None:
    """The game whose id or alias is `word` (any case, accents optional, spaces or dashes)."""
    key = fold(word).strip().replace(" ", "-").replace("_", "-")
    for spec in BY_ID.values():
        if key == spec.id or key in {fold(a) for a in spec.aliases}:
            return spec
    return None


def load(game_id: str) -> Game[Any, Any]:
    """Import the rules package of `game_id` and return its `GAME` object."""
    module = importlib.import_module(BY_ID[game_id].module)
    game: Game[Any, Any] = module.GAME
    return game
