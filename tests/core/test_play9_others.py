"""Play-test 9 at French and Italian tables (Ramsès, Camel Up, Pharao): the words that were
not understood and the answers that were worded wrong."""

from __future__ import annotations

import pytest

from tests.core.test_play_mode_games import deck_two, logged


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "Zoé gagne le duel : Paul a misé son vase et Zoé sa lampe, "
            "c'est Paul qui a poussé en dernier",
        ),
        (
            "fr",
            "Zoé gagne le duel contre Paul : Paul a misé son vase et Zoé sa lampe, "
            "Paul a poussé en dernier",
        ),
        (
            "it",
            "Zoé vince il duello contro Paul: Paul ha puntato il vase e Zoé la lampe, "
            "è Paul che ha spinto per ultimo",
        ),
        (
            "it",
            "Zoé vince il duello contro Paul: Paul ha puntato il vase e Zoé la lampe, "
            "Paul ha spinto per ultimo",
        ),
        (
            "en",
            "Zoé wins the duel against Paul: Paul staked his vase and Zoé her lamp, Paul slid last",
        ),
    ],
)
def test_the_duellist_who_slid_last_said_in_words(cli, prompt_lines, lang, line) -> None:
    """ramses/duel: the duellist who slid last said after the stakes (`c'est Paul qui a
    poussé en dernier`, `è Paul che ha spinto per ultimo`, `Paul slid last`) is the duel's
    `--player`, with or without `contre Paul` after the duel's word; one duel recorded."""
    deck_two(cli)
    cli.ok("ramses", "special", "duel")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    move = logged(cli)[-1]
    assert move["type"] == "duel" and move["winner"] == "Zoé" and move["player"] == "Paul"
    assert (move["stakes"]["Paul"]["treasure"], move["stakes"]["Zoé"]["treasure"]) == (
        "vase",
        "lampe",
    )


def test_a_duellist_who_slid_last_must_be_in_the_duel(cli, prompt_lines) -> None:
    """ramses/duel: `c'est Léa qui a poussé en dernier` when Léa is no duellist is refused,
    nothing recorded."""
    deck_two(cli)
    cli.ok("ramses", "special", "duel")
    before = len(logged(cli))
    line = "Zoé gagne le duel : Paul a misé son vase et Zoé sa lampe, c'est Léa qui a poussé\n"
    result = prompt_lines(line, lang="fr")
    assert "Léa" in result.err and len(logged(cli)) == before


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        ("fr", "est-ce que Paul peut encore utiliser son scarabée ?", "Non, Paul ne peut pas"),
        ("fr", "puis-je encore utiliser mon scarabée ?", "Non, Paul ne peut pas"),
        ("it", "Paul può ancora usare il suo scarabeo?", "No, Paul non può"),
        ("it", "posso ancora usare lo scarabeo?", "No, Paul non può"),
        ("en", "can Paul still use his scarab?", "No, Paul cannot"),
    ],
)
def test_a_scarab_still_asked(cli, prompt_lines, lang, line, answer) -> None:
    """ramses/scarab: `peut encore`, `può ancora`, `can … still`: an adverb between the
    modal and the move asks about the move (`check miss --scarab`), nothing recorded."""
    deck_two(cli)
    before = len(logged(cli))
    result = prompt_lines(line + "\n", lang=lang)
    assert answer in " ".join(result.out.replace("\u202f", " ").split()) + result.err
    assert len(logged(cli)) == before
