"""Play-test 9 at the Through the Desert table: follow-up questions, a question of a camel
said without its colour, `où est-ce que je peux mettre …`, the letters of `options` said
with words around them or kept for the turn's second camel, two camels each with its own
preposition, and a tie of the largest caravans said of the tied players only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "through-the-desert" / "two-players.txt"


def replayed(cli: Any, tmp_path: Path, lines: int) -> None:
    """The two-player example up to its line `lines` (38: bo's turn starts; 44: bo's turn,
    where D6 and F6 take a green or a turquoise camel)."""
    part = tmp_path / "part.txt"
    text = EXAMPLE.read_text(encoding="utf-8").splitlines()[:lines]
    part.write_text("\n".join(text) + "\n", encoding="utf-8")
    cli.ok("replay", str(part))


def logged(cli: Any) -> list[dict[str, Any]]:
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


@pytest.mark.parametrize(
    ("lang", "lines", "answer"),
    [
        (
            "fr",
            "est-ce que bo peut mettre son turquoise en H12 ?\net en E5 ?\n",
            "Oui, bo peut poser un chameau turquoise en E5.",
        ),
        (
            "it",
            "bo può mettere il suo turchese in H12?\ne in E5?\n",
            "Sì, bo può mettere un cammello turchese in E5.",
        ),
        ("en", "can bo put his turquoise on H12?\nand on E5?\n", "Yes, bo can put a turquoise"),
    ],
)
def test_a_follow_up_question_asks_the_same_of_another_hex(
    cli: Any, tmp_path: Path, prompt_lines: Any, lang: str, lines: str, answer: str
) -> None:
    """through-the-desert/placement: `et en E5 ?` after a question about a camel asks it of
    E5, same player and colour, as a question (nothing recorded)."""
    replayed(cli, tmp_path, 38)
    before = len(logged(cli))
    result = prompt_lines(lines, lang=lang)
    assert answer in result.out, result.out + result.err
    assert "E5" not in result.err
    assert len(logged(cli)) == before


def test_a_question_without_colour_takes_the_one_colour(
    cli: Any, tmp_path: Path, prompt_lines: Any
) -> None:
    """through-the-desert/placement: a question of a camel said without its colour, where
    one colour only may go, is answered for that colour; a move so said is still refused."""
    replayed(cli, tmp_path, 38)
    lines = "est-ce que bo peut mettre un chameau en F6 ?\net en E5 ?\n"
    result = prompt_lines(lines, lang="fr")
    assert "Oui, bo peut poser un chameau vert en F6." in result.out, result.err
    assert "Oui, bo peut poser un chameau turquoise en E5." in result.out, result.err
    assert result.err == ""
    assert cli("desert", "check", "place", "F6").code == 0
    assert cli("desert", "check", "place", "H12").code == 3
    result = prompt_lines("bo met un chameau en F6\n", lang="fr")
    assert "Quelle couleur" in result.err
    assert result.code == 2


def test_a_question_without_colour_lists_the_colours(
    cli: Any, tmp_path: Path, prompt_lines: Any
) -> None:
    """through-the-desert/placement: where several colours may go, the question's answer
    lists them (exit 0, no error)."""
    replayed(cli, tmp_path, 44)
    result = prompt_lines("bo può mettere un cammello in D6?\n", lang="it")
    assert "Sì, bo può mettere in D6 un cammello verde o turchese" in result.out, result.err
    assert result.err == ""
    checked = cli("desert", "check", "place", "D6", json=True)
    assert checked.code == 0
    assert {m["colour"] for m in checked.json["moves"]} == {"green", "turquoise"}


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "où est-ce que je peux mettre mon chameau turquoise ?"),
        ("it", "dove posso mettere il mio cammello turchese?"),
        ("en", "where can I put my turquoise camel?"),
    ],
)
def test_where_can_i_put_is_the_choices(
    cli: Any, tmp_path: Path, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/placement: `où est-ce que je peux mettre …` shows the lettered
    choices, as `options turquoise` does."""
    replayed(cli, tmp_path, 38)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.err == "", result.err
    assert "(a–g)" in result.out


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("fr", "choix turquoise\nje prends la f, le marqueur vaut 2\n"),
        ("fr", "choix turquoise\nje pose mon chameau turquoise sur la f, le marqueur vaut 2\n"),
        ("it", "scelte turchese\nprendo la f, la pozza vale 2\n"),
        ("en", "options turquoise\nI take f, the marker is worth 2\n"),
    ],
)
def test_a_letter_said_with_words_around_it(
    cli: Any, tmp_path: Path, prompt_lines: Any, lang: str, lines: str
) -> None:
    """through-the-desert/placement: `je prends la f, le marqueur vaut 2` picks letter f
    (F5) with its marker's value."""
    replayed(cli, tmp_path, 38)
    result = prompt_lines(lines, lang=lang)
    assert result.err == "", result.err
    move = logged(cli)[-1]
    assert (move["colour"], move["cell"], move["water"]) == ("turquoise", "F5", {"F5": 2})


def test_the_letters_stand_for_the_second_camel(
    cli: Any, tmp_path: Path, prompt_lines: Any
) -> None:
    """through-the-desert/placement: the letters of `scelte` still pick the turn's second
    camel while they name the same hexes; changed, the refusal says to ask again."""
    replayed(cli, tmp_path, 38)
    lines = "scelte turchese\nf, la pozza vale 1\ng\nd\n"
    result = prompt_lines(lines, lang="it")
    assert "Le lettere di `scelte` sono cambiate" in result.err  # g: G5, now E6
    assert [m["cell"] for m in logged(cli)[-2:]] == ["F5", "G4"]  # d: G4 still
    result = prompt_lines("f, la pozza vale 3\n", lang="it")
    assert "solo fino alla fine del turno" in result.err
    assert "sconosciuto" not in result.err


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "bo met deux turquoises, en E5 et en G5"),
        ("it", "bo mette due turchesi, in E5 e in G5"),
        ("en", "bo puts two turquoises, on E5 and on G5"),
        ("en", "bo puts two turquoise camels, on E5 and on G5"),
        ("en", "bo puts two turquoise camels, on E5 and G5"),
        ("fr", "bo met deux chameaux turquoises, en E5 et en G5"),
        ("it", "bo mette due cammelli turchesi, in E5 e in G5"),
    ],
)
def test_two_camels_each_with_its_preposition(
    cli: Any, tmp_path: Path, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/placement: two camels said with one hex each after the comma; the
    part before it, with or without the camels' noun, is no move of its own (`two`, said
    only around a camel's values, is never read as its hex in another order)."""
    replayed(cli, tmp_path, 38)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.err == "", result.err
    assert [(m["colour"], m["cell"]) for m in logged(cli)[-2:]] == [
        ("turquoise", "E5"),
        ("turquoise", "G5"),
    ]


@pytest.mark.parametrize(
    ("lang", "word", "said"),
    [
        ("fr", "menaces", "rose : ana 1 et bo 1 à égalité"),
        ("it", "minacce", "rosa: ana 1 e bo 1 a pari merito"),
        ("en", "threats", "pink: ana 1 and bo 1 tied"),
    ],
)
def test_a_tie_of_the_largest_caravans_names_the_tied(
    cli: Any, tmp_path: Path, lang: str, word: str, said: str
) -> None:
    """through-the-desert/scoring: the tie of the largest caravans is said of the tied
    players only (`Sara 7 e Luca 7 a pari merito, poi Anna 6`)."""
    from assistant.games.desert.aids import Largest
    from assistant.i18n import Translator
    from assistant.render.desert_aids import _largest_line

    replayed(cli, tmp_path, 38)
    out = cli.ok("desert", "threats", lang=lang).out.replace("\u202f", " ")
    assert said in out
    t = Translator(lang)
    players = ["Sara", "Luca", "Anna", "Marco"]
    tie = Largest(1, ((0, 7), (1, 7), (2, 6), (3, 6)), (0, 1), 0)
    then = {"fr": "à égalité, puis", "it": "a pari merito, poi", "en": "tied, then"}[lang]
    assert (
        _largest_line(t, players, tie)
        .replace("\u202f", " ")
        .endswith(f"Luca 7 {then} Anna 6, Marco 6")
    )


def test_a_colour_taken_in_the_first_round_is_said_of_the_player(
    cli: Any, prompt_lines: Any
) -> None:
    """through-the-desert/first-round: the colours still free are said for the player asked
    about (*Encore libres pour Zoé*), the colour with its article (*le vert est déjà pris*)."""
    cli.ok("desert", "new", "--players", "Léa,Zoé", "--oases", "D3,J3,Q3,M7,B8")
    cli.ok("desert", "leader", "green", "F2")
    result = prompt_lines("est-ce que Zoé peut poser son chef vert en K9 ?\n", lang="fr")
    said = " ".join(result.out.replace("\u202f", " ").split())
    assert "le vert est déjà pris. Encore libres pour Zoé : jaune" in said
