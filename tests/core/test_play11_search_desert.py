"""Play-test findings of the French and Italian tables (round 11, part a)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

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
    """schatz-der-pharao/draw-pile: at the prompt of a Pharao game, the question is answered
    with the section on the draw pile, not the end of the game."""
    cli.ok("pharao", "new", "--players", "Anna,Luca", "--adventures", "7,4,10,5,9")
    result = prompt_lines(question + "\n", lang=lang)
    assert result.code == 0, result.err
    assert f"(schatz-der-pharao/{section})" in result.out.splitlines()[0], result.out


def desert_turn_before_the_last_purple(cli: Any, tmp_path: Path) -> None:
    """A random legal game (the one of tests/desert/test_last_camels.py) replayed up to bo's
    turn, with one purple camel left beside the board."""
    import yaml

    from assistant.games.desert.board import board_from_data
    from tests.desert.test_last_camels import game_lines, replayed

    board_file = Path(__file__).resolve().parents[2] / "rulebooks/boards/kosmos-2-3p.yaml"
    board = board_from_data(yaml.safe_load(board_file.read_text(encoding="utf-8")))
    lines, move = game_lines(7, board.to_data(), left=1)
    assert move == "bo: place purple L11"
    replayed(cli, tmp_path, lines, move)


@pytest.mark.parametrize(
    ("lang", "line", "ends", "over"),
    [
        (
            "fr",
            "bo pose son dernier violet en L11 et un rose en L7",
            "Le dernier chameau violet est sur le plateau : la partie s’arrête avec ce tour.",
            "la partie est terminée",
        ),
        (
            "it",
            "bo mette l'ultimo viola in L11 e un rosa in L7",
            "L’ultimo cammello viola è sul tabellone: la partita finisce con questo turno.",
            "la partita è finita",
        ),
        (
            "en",
            "bo puts the last purple on L11 and a pink on L7",
            "The last purple camel is on the board: the game ends with this turn.",
            "the game is over",
        ),
    ],
)
def test_the_end_is_said_once_for_a_line_that_ends_the_turn(
    cli, prompt_lines, tmp_path: Path, lang: str, line: str, ends: str, over: str
) -> None:
    """through-the-desert/end: a line of the turn's two camels, the first the last of its
    colour: the end of the game is said once, after the first, where it happens (play-test
    13), not said again after the second (play-test 10: `the game is over` at once after
    `the game ends with this turn`)."""
    desert_turn_before_the_last_purple(cli, tmp_path)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    said = " ".join(result.out.replace("\u202f", " ").split())
    assert said.count(ends) == 1, said
    assert over not in said, said
    assert said.index(ends) < said.index("L7")


def test_the_end_with_this_turn_is_still_said_after_the_first_camel_alone(
    cli, prompt_lines, tmp_path: Path
) -> None:
    """through-the-desert/end: the last camel of a colour typed alone as the turn's first:
    the game ends with this turn, said at once (the second camel is still to come)."""
    desert_turn_before_the_last_purple(cli, tmp_path)
    result = prompt_lines("bo pose son dernier violet en L11\n", lang="fr")
    said = " ".join(result.out.replace("\u202f", " ").split())
    assert "la partie s’arrête avec ce tour" in said, said


@pytest.mark.parametrize(
    ("lang", "question", "answer"),
    [
        ("fr", "il reste combien de roses ?", "Il reste {n} chameaux roses."),
        ("fr", "il reste combien de turquoises ?", "Il reste {n} chameaux turquoises."),
        ("fr", "combien de chameaux roses reste-t-il ?", "Il reste {n} chameaux roses."),
        ("fr", "combien reste-t-il de verts ?", "Il reste {n} chameaux verts."),
        ("it", "quanti cammelli rosa restano?", "Restano {n} cammelli rosa."),
        ("it", "quanti rosa sono rimasti?", "Restano {n} cammelli rosa."),
        ("it", "quanti gialli restano?", "Restano {n} cammelli gialli."),
        ("en", "how many pink camels are left?", "There are {n} pink camels left."),
        ("en", "how many turquoise camels remain?", "There are {n} turquoise camels left."),
        ("fr", "combien de chameaux jaunes il reste ?", "Il reste {n} chameaux jaunes."),
        ("it", "quanti turchesi restano?", "Restano {n} cammelli turchesi."),
        ("it", "ne restano quanti gialli?", "Restano {n} cammelli gialli."),
        ("en", "how many yellow camels are left?", "There are {n} yellow camels left."),
    ],
)
def test_the_camels_left_of_a_colour_in_one_sentence(
    cli, prompt_lines, lang: str, question: str, answer: str
) -> None:
    """through-the-desert/components: `il reste combien de roses ?`, `quanti rosa sono
    rimasti?`: one sentence with the camels of that colour beside the board, the colour
    agreeing with the noun (not the status)."""
    cli.ok("desert", "new", "--players", "Léa,Marc", "--oases", "D3,J3,Q3,M7,B8")
    colour = {"roses": "pink", "rosa": "pink", "pink": "pink", "turquoises": "turquoise"}
    colour |= {"turquoise": "turquoise", "verts": "green", "gialli": "yellow"}
    colour |= {"jaunes": "yellow", "turchesi": "turquoise", "yellow": "yellow"}
    left = cli.ok("desert", "status", json=True).json["supply"]
    n = next(left[c] for word, c in colour.items() if f" {word}" in f" {question} ")
    result = prompt_lines(question + "\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.replace("\u202f", " ").strip() == answer.format(n=n)


def test_a_colour_gone_is_said_with_none_left(cli, prompt_lines, tmp_path: Path) -> None:
    """through-the-desert/end: once the last camel of a colour is on the board, `il reste
    combien de violets ?` answers that none is left, in French and Italian."""
    desert_turn_before_the_last_purple(cli, tmp_path)
    prompt_lines("bo pose son dernier violet en L11\n", lang="fr")
    fr = prompt_lines("il reste combien de violets ?\n", lang="fr").out.strip()
    it = prompt_lines("quanti viola restano?\n", lang="it").out.strip()
    assert (fr, it) == ("Il ne reste aucun chameau violet.", "Non resta nessun cammello viola.")


def test_camels_left_without_a_colour_still_show_the_status(cli, prompt_lines) -> None:
    """through-the-desert/components: `combien de chameaux reste-t-il ?` names no colour:
    the status shows the camels left of every colour."""
    cli.ok("desert", "new", "--players", "Léa,Marc", "--oases", "D3,J3,Q3,M7,B8")
    out = prompt_lines("combien de chameaux reste-t-il ?\n", lang="fr").out
    assert "jaune 22 rose 22" in " ".join(out.split())


def test_a_word_said_around_a_camel_is_never_its_hex(cli, tmp_path: Path) -> None:
    """through-the-desert/placement: `place two turquoise` names no hex: the hex is missing
    (bad usage), not `two` taken as a letter of `options`."""
    from tests.desert.test_play9_desert import replayed

    replayed(cli, tmp_path, 38)
    result = cli("desert", "check", "place", "two", "turquoise", "--player", "bo")
    assert result.code == 2, result.out
    assert "CELL" in result.err
