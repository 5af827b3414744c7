"""Play-test findings of the French and Italian tables (round 11, part a)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "rebattre"),
        ("fr", "remélanger"),
        ("fr", "rebat"),
        ("fr", "rebattre la défausse"),
        ("fr", "quand est-ce qu'on rebat les cartes ?"),
        ("it", "rimescolare"),
        ("it", "rimescola il mazzo"),
        ("en", "reshuffle"),
        ("en", "shuffle the discard pile"),
    ],
)
def test_a_reshuffle_said_with_any_verb_finds_the_draw_pile(cli, lang: str, words: str) -> None:
    """schatz-der-pharao/draw-pile: `rebattre`, `rebat`, `rebattre la défausse` (a verb in
    -re by its stem: rebattre, rebat, bat), `rimescola il mazzo`, `reshuffle` lead to the
    section on the draw pile running out."""
    found = cli.ok("rules", "pharao", *words.split(), lang=lang, json=True).json
    assert found["results"][0]["id"] == "schatz-der-pharao/draw-pile", found["results"][:3]


@pytest.mark.parametrize(
    ("lang", "question", "first"),
    [
        ("it", "il mazzo è finito, cosa succede se pesco?", "draw-pile"),
        ("it", "cosa succede se il mazzo finisce?", "draw-pile"),
        ("fr", "la pioche est finie, que se passe-t-il si je pioche ?", "draw-pile"),
        ("fr", "que se passe-t-il si la pioche est finie ?", "draw-pile"),
        ("en", "the draw pile is finished, what happens if I draw?", "draw-pile"),
        ("it", "quando finisce la partita?", "end"),
        ("fr", "quand finit la partie ?", "end"),
    ],
)
def test_a_word_said_of_every_games_end_does_not_outweigh_the_subject(
    cli, lang: str, question: str, first: str
) -> None:
    """schatz-der-pharao/draw-pile: `il mazzo è finito`, `se il mazzo finisce` are about the
    draw pile, not the end of the game: `fine` is said once in Pharao's sections but in
    every game's end, so it weighs little; `mazzo` and `pesco`, with `finito` between them,
    are said together in the section on the draw pile. The end is still found by its name."""
    found = cli.ok("rules", "pharao", *question.split(), lang=lang, json=True).json
    assert found["results"][0]["id"] == f"schatz-der-pharao/{first}", found["results"][:3]


@pytest.mark.parametrize(
    ("lang", "question", "section"),
    [
        ("it", "il mazzo è finito, cosa succede se pesco?", "mazzo-si-esaurisce"),
        ("it", "cosa succede se il mazzo finisce?", "mazzo-si-esaurisce"),
        ("fr", "que se passe-t-il si la pioche est finie ?", "pioche-s-epuise"),
    ],
)
def test_the_draw_pile_run_out_is_listed_first_at_the_table(
    cli, prompt_lines, lang: str, question: str, section: str
) -> None:
    """schatz-der-pharao/draw-pile: at the prompt of a Pharao game, the question lists the
    section on the draw pile first, before the end of the game."""
    cli.ok("pharao", "new", "--players", "Anna,Luca", "--adventures", "7,4,10,5,9")
    result = prompt_lines(question + "\n", lang=lang)
    assert result.code == 0, result.err
    listed = [w for w in result.out.split() if "-" in w and w.islower()]
    assert listed[:1] == [section], result.out
