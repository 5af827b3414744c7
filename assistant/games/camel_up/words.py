"""Reading the words of a Camel Up position typed by the table, for what is not a move: the
camels of `camel new --start` and `camel odds --camels`, the sides of the tiles, the dice, and
the whole typed position of `camel odds` (`typed_question`).

The same reader as the moves' words (`assistant.syntax.resolve`, with the kinds of the game's
grammar, `assistant.games.camel_up.commands`): any language, any case, accents optional, a
unique prefix, and on a typo the closest name in the reader's language `lang` (given by the
caller: the command line passes the language of the run). Nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from typing import TYPE_CHECKING

from assistant.errors import UsageError
from assistant.games.camel_up.commands import GRAMMAR
from assistant.games.camel_up.moves import NotationError
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    from assistant.games.camel_up.odds_state import OddsQuestion


def _word(kind_id: str, word: str, lang: str) -> str:
    """A name of one of the game's kinds of words (a colour, a side) in any language."""
    from assistant import syntax

    kind = GRAMMAR.kinds[kind_id]
    return syntax.resolve(
        word,
        syntax.names_spellings(kind),
        kind.noun,
        lang,
        shown=syntax.kind_shown(kind),
    )


def colour_id(word: str, lang: str = "en") -> str:
    """A camel of the first edition in any language, prefixes too."""
    return start_colour(word, 1, lang)


def colour_id_2(word: str, lang: str = "en") -> str:
    """A camel of the second edition (racing or crazy) in any language, prefixes too."""
    return start_colour(word, 2, lang)


def start_colour(word: str, edition: int, lang: str = "en") -> str:
    """A camel of `edition` (names of any language, prefixes, suggestions within the
    edition); the exact name of a camel of the other edition says which edition it is of.

    :raises UsageError: not a camel of `edition`.
    """
    from assistant import syntax
    from assistant.games import fold
    from assistant.games.camel_up.state import COMPONENTS

    kind = GRAMMAR.kinds["colour"]
    components = COMPONENTS[edition]
    camels = (*components.racing, *components.crazy)
    every = syntax.names_spellings(kind)
    scoped = syntax.Spellings({c: every.by_id[c] for c in camels})
    try:
        return syntax.resolve(word, scoped, kind.noun, lang, shown=syntax.kind_shown(kind))
    except UsageError:
        key = fold(word.strip())
        other = next((c for c in every.by_id if key in map(fold, every.every(c))), None)
        if other is None or other in camels:
            raise  # a typo: the suggestion was of this edition's camels
        raise UsageError(
            "input/other-edition",
            Msg(
                N_("“{word}” is a camel of the other edition of Camel Up: {advice}"),
                {
                    "word": word,
                    "advice": Msg(
                        N_("add --edition 2.")
                        if edition == 1
                        else N_("this game plays the second edition.")
                    ),
                },
            ),
        ) from None


def side_id(word: str, lang: str = "en") -> str:
    """`oasis` or `mirage`: a side name in any language, or `+1` / `-1`."""
    return _word("side", word.strip(), lang)


@contextmanager
def reading() -> Iterator[None]:
    """Notation that cannot be read is a usage error (exit 2) with the reader's code."""
    try:
        yield
    except NotationError as error:
        raise UsageError(error.code, error.msg) from error


# -- a typed position (`camel odds --camels`) ------------------------------------------------


def _among(word: str, colours: tuple[str, ...], lang: str) -> str:
    """One of `colours` (names of any language, prefixes, suggestions among them only)."""
    from assistant import syntax

    kind = GRAMMAR.kinds["colour"]
    every = syntax.names_spellings(kind)
    scoped = syntax.Spellings({c: every.by_id[c] for c in colours})
    return syntax.resolve(word, scoped, kind.noun, lang, shown=syntax.kind_shown(kind))


def dice_id_2(word: str, lang: str = "en") -> str:
    """A die of the second edition (racing or grey) in any language, prefixes too."""
    from assistant.games.camel_up.state import GREY, RACING_2

    return _among(word, (*RACING_2, GREY), lang)


def racing_id_2(word: str, lang: str = "en") -> str:
    """A racing camel of the second edition in any language, prefixes too."""
    from assistant.games.camel_up.state import RACING_2

    return _among(word, RACING_2, lang)


def spectator_side_id(word: str, lang: str = "en") -> str:
    """`cheering` or `booing`: a side name in any language, or `+1` / `-1`."""
    return _word("cheer", word.strip(), lang)


TYPED_ONLY = ("--tiles", "--dice", "--leg-tiles", "--race-cards", "--bets", "--edition")
"""The options of `odds` that describe a typed position, in the order `refuse_typed_options`
takes their values."""


def refuse_typed_options(typed: tuple[object, ...], lang: str) -> None:
    """The options of a typed position (`TYPED_ONLY`, in that order) given without
    `--camels`.

    :raises UsageError: any of them given (exit 2), naming them in the reader's words.
    """
    from assistant import syntax

    given = [name for name, value in zip(TYPED_ONLY, typed, strict=True) if value is not None]
    if given:
        words = syntax.option_words(GRAMMAR)
        shown = ", ".join(syntax.option_shown(name, lang, words) for name in given)
        raise UsageError(
            "input/needs-camels",
            Msg(N_("{options} describe a typed position: give --camels too."), {"options": shown}),
        )


def check_race_samples(race_samples: int | None) -> None:
    """:raises UsageError: more races asked for than `MAX_RACE_SAMPLES` (exit 2)."""
    from assistant.games.camel_up.odds import MAX_RACE_SAMPLES

    if race_samples is not None and race_samples > MAX_RACE_SAMPLES:
        raise UsageError(
            "input/race-samples",
            Msg(
                N_("--race-samples is at most {most} (given {given}): about ten seconds of work."),
                {"most": MAX_RACE_SAMPLES, "given": race_samples},
            ),
        )


def typed_question(
    camels: str,
    tiles: str | None,
    dice: str | None,
    *,
    player: str | None = None,
    leg_tiles: str | None = None,
    race_cards: str | None = None,
    bets: str | None = None,
    edition: int = 1,
    lang: str = "en",
) -> OddsQuestion:
    """The `OddsQuestion` of a position typed with `--camels`, `--tiles` and `--dice` (the
    notation of `camel new --start`, read by the same reader), and the asking player's
    situation: `--leg-tiles`, `--race-cards`, `--bets`, their tile owned by `me`. In the
    second edition the camels include the crazy ones, the dice the grey die and the tiles
    are spectator tiles (`7:cheering:me`)."""
    from assistant.games.camel_up import odds_state
    from assistant.games.camel_up.odds import (
        Position,
        parse_bets,
        parse_camels,
        parse_dice,
        parse_leg_tiles,
    )
    from assistant.games.camel_up.odds import parse_tiles as parse_desert
    from assistant.games.camel_up.state import COMPONENTS

    second = edition == 2
    colour = partial(colour_id_2 if second else colour_id, lang=lang)
    racing = partial(racing_id_2 if second else colour_id, lang=lang)
    with reading():
        stacks = parse_camels(camels, colour)
        if not stacks:
            example = (
                "'1:blue,red 2:green 3:yellow,purple 14:white 16:black'"
                if second
                else "'1:blue 2:green,orange 3:yellow,white'"
            )
            raise UsageError(
                "input/camels",
                Msg(N_("Give every camel with --camels, e.g. {example}."), {"example": example}),
            )
        desert = parse_desert(
            tiles or "", partial(spectator_side_id if second else side_id, lang=lang)
        )
        full = frozenset(COMPONENTS[edition].dice)
        pyramid = (
            full
            if dice is None
            else parse_dice(dice, partial(dice_id_2, lang=lang) if second else colour)
        )
        tops = parse_leg_tiles(leg_tiles or "", racing, edition)
        held = parse_bets(bets or "", racing, edition)
        hand = (
            None
            if race_cards is None
            else ()
            if race_cards.strip() == "-"
            else parse_dice(race_cards, racing)
        )
    if not pyramid:
        raise UsageError(
            "input/dice",
            Msg(N_("Name at least one die still in the pyramid, e.g. --dice blue,green.")),
        )
    return odds_state.typed_question(
        Position(stacks, desert, pyramid, edition),
        player=player,
        tops=tops,
        race_cards=None if hand is None else tuple(hand),
        bets=held,
    )
