"""Through the Desert at the table, play-test 13 (a French table): a 4-player game started
in words with its board file, the board builder's sides said with their prepositions, two
camels joined by `, puis`, two water-hole values on one line, "where can NAME place" asked
in words, and the last camel of a colour announced whatever its place on the line."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.core.test_play7_desert import placed, started

pytestmark = pytest.mark.real_game

BOARD = Path(__file__).resolve().parent / "made-up-board-2-5.yaml"


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "nouvelle partie de désert avec Léa, Marc, Zoé et Inès sur mon-plateau.yaml, "
            "oasis en D3, J3, Q3, M7 et B8",
        ),
        (
            "fr",
            "nouvelle partie de désert avec Léa, Marc, Zoé et Inès, avec le plateau "
            "mon-plateau.yaml, oasis D3, J3, Q3, M7 et B8",
        ),
        (
            "fr",
            "nouvelle partie de désert avec Léa, Marc, Zoé et Inès, oasis D3, J3, Q3, M7 "
            "et B8 sur le plateau mon-plateau.yaml",
        ),
        (
            "it",
            "nuova partita di desert con Léa, Marc, Zoé e Inès sul tabellone "
            "mon-plateau.yaml, oasi in D3, J3, Q3, M7 e B8",
        ),
        (
            "it",
            "nuova partita di desert con Léa, Marc, Zoé e Inès, con la mappa "
            "mon-plateau.yaml, oasi D3, J3, Q3, M7 e B8",
        ),
        (
            "en",
            "new game of desert with Léa, Marc, Zoé and Inès on my board mon-plateau.yaml, "
            "oases at D3, J3, Q3, M7 and B8",
        ),
    ],
)
def test_a_new_game_said_with_its_board_file(
    cli: Any, prompt_lines: Any, tmp_path: Path, monkeypatch: Any, lang: str, line: str
) -> None:
    """through-the-desert/setup: the board file said with `sur`, `avec le plateau`, `sul
    tabellone`, `con la mappa`, `on my board` is the board, not a fifth player (play-test
    13: `pas à 6`); the oases said with `en`, `in`, `at` are read too."""
    shutil.copy(BOARD, tmp_path / "mon-plateau.yaml")
    monkeypatch.chdir(tmp_path)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    state = cli.ok("desert", "status", json=True).json
    assert state["players"] == ["Léa", "Marc", "Zoé", "Inès"]
    assert state["board"] == "made-up-2-5"
    assert state["oases"] == ["D3", "J3", "Q3", "M7", "B8"] or len(state["oases"]) == 5


@pytest.mark.parametrize(
    ("lang", "side", "first"),
    [
        ("fr", "à droite", "Colonne S"),
        ("fr", "en bas", "Rangée 14"),
        ("fr", "du côté droit", "Colonne S"),
        ("it", "a destra", "Colonna S"),
        ("it", "in basso", "Riga 14"),
        ("en", "to the right", "Column S"),
        ("en", "at the bottom", "Row 14"),
    ],
)
def test_the_board_builder_reads_a_side_said_with_its_preposition(
    cli: Any, monkeypatch: Any, tmp_path: Path, lang: str, side: str, first: str
) -> None:
    """through-the-desert/boards: `à droite`, `a destra`, `en bas`, `in basso`, `to the
    right` name a side of the board as `droite`, `destra`, `dessous` do (play-test 13:
    `« à droite » inconnu`)."""
    import io
    import sys

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{side}\nq\n"))
    result = cli("desert", "map", "extend", "new.yaml", lang=lang)
    text = " ".join(result.out.split())
    assert first in text, text[-600:]


@pytest.mark.parametrize(
    ("lang", "word", "said"),
    [("fr", "quitter", "Arrêté"), ("it", "esci", "Fermato"), ("en", "quit", "Stopped")],
)
def test_quit_at_the_side_question(
    cli: Any, monkeypatch: Any, tmp_path: Path, lang: str, word: str, said: str
) -> None:
    """through-the-desert/boards: `quitter` at the first question ends the dialogue, nothing
    written (it was refused as an unknown side)."""
    import io
    import sys

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{word}\n"))
    result = cli("desert", "map", "extend", "new.yaml", lang=lang)
    assert result.code != 0 and said in result.err
    assert not (tmp_path / "new.yaml").exists()


@pytest.mark.parametrize(
    ("lang", "line", "remark"),
    [
        ("fr", "Marco met un jaune en N3, puis un jaune en M3 près de l'oasis", "près de l'oasis"),
        ("fr", "Marco jaune en N3, puis jaune en M3 près de l'oasis", "près de l'oasis"),
        ("fr", "Marco met un jaune en N3 puis un jaune en M3 près de l'oasis", "près de l'oasis"),
        (
            "it",
            "Marco mette un giallo in N3, poi un giallo in M3 vicino all'oasi",
            "vicino all'oasi",
        ),
        (
            "en",
            "Marco puts a yellow on N3, then a yellow on M3 next to the oasis",
            "next to the oasis",
        ),
    ],
)
def test_two_camels_then_a_remark_without_its_comma(
    cli: Any, prompt_lines: Any, lang: str, line: str, remark: str
) -> None:
    """through-the-desert/placement: `…, puis un jaune en M3 près de l'oasis`: a remark
    after the last camel with no comma before it is left out and named, as one after a
    comma is (play-test 13: `Trop de mots … : puis jaune T4 près`)."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [cell for _, _, cell, _ in placed(cli)[-2:]] == ["N3", "M3"]
    assert f"{remark}" in result.out


def test_one_camel_then_a_remark_without_its_comma(cli: Any, prompt_lines: Any) -> None:
    """through-the-desert/placement: one camel and a remark after it, no comma: the camel,
    the remark named as not read."""
    started(cli, prompt_lines)
    result = prompt_lines("Marco met un jaune en N3 près de l'oasis\n", lang="fr")
    assert result.code == 0, result.err
    assert placed(cli)[-1][2] == "N3"
    assert "Non lu : « près de l'oasis »" in " ".join(result.out.split())


def test_a_question_with_a_remark_records_nothing(cli: Any, prompt_lines: Any) -> None:
    """through-the-desert/placement: a question ending with such words records no camel."""
    started(cli, prompt_lines)
    prompt_lines("est-ce que Marco peut poser un jaune en N3 près de l'oasis ?\n", lang="fr")
    assert [cell for _, _, cell, _ in placed(cli)] == ["E9"]


def water(cli: Any) -> list[tuple[str, int]]:
    moves = [m["move"] for m in cli.ok("log", json=True).json["moves"]]
    return [(m["cell"], m["value"]) for m in moves if m["type"] == "water"]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "O9 vaut 2 et O7 vaut 3"),
        ("fr", "O9 vaut 2, O7 vaut 3"),
        ("it", "O9 vale 2 e O7 vale 3"),
        ("en", "O9 is worth 2 and O7 is worth 3"),
    ],
)
def test_two_marker_values_on_one_line(cli: Any, prompt_lines: Any, lang: str, line: str) -> None:
    """through-the-desert/water-holes: `O9 vaut 2 et O7 vaut 3`: each `HEX vaut N` is that
    marker's value (play-test 13: read as camels put on them, the values asked again)."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert water(cli) == [("O9", 2), ("O7", 3)]
    assert [cell for _, _, cell, _ in placed(cli)] == ["E9"]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Marco met un turquoise en O9, O9 vaut 2 et O7 vaut 3, et un turquoise en O8"),
        ("fr", "Marco met un turquoise en O9 (O9 vaut 2, O7 vaut 3) et un turquoise en O8"),
        (
            "fr",
            "Marco met un turquoise en O9 (le point d'eau O9 vaut 2, le point d'eau O7 vaut 3) "
            "et un turquoise en O8",
        ),
        ("it", "Marco mette un turchese in O9, O9 vale 2 e O7 vale 3, e un turchese in O8"),
        ("it", "Marco mette un turchese in O9 (O9 vale 2 e O7 vale 3) e un turchese in O8"),
        (
            "en",
            "Marco puts a turquoise on O9, O9 is worth 2 and O7 is worth 3, and a turquoise on O8",
        ),
    ],
)
def test_two_marker_values_among_two_camels(
    cli: Any, prompt_lines: Any, lang: str, line: str
) -> None:
    """through-the-desert/water-holes: two values said among a turn's two camels, after a
    comma or in brackets, are both recorded (first), then the camels."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert sorted(water(cli) + [(c, v) for c, v in placed(cli)[-2][3].items()]) in (
        [("O7", 3), ("O9", 2)],
        [("O7", 3), ("O9", 2), ("O9", 2)],
    )
    assert [cell for _, _, cell, _ in placed(cli)[-2:]] == ["O9", "O8"]


def test_a_camel_said_with_its_hex_worth_stays_a_camel(cli: Any, prompt_lines: Any) -> None:
    """through-the-desert/water-holes: `un autre en O7 qui vaut 2` is still a camel put on the
    water hole (a camel word is said), not a marker alone."""
    started(cli, prompt_lines)
    result = prompt_lines("Marco met un turquoise en O8 et un autre en O9 qui vaut 2\n", lang="fr")
    assert result.code == 0, result.err
    assert placed(cli)[-1][2:] == ("O9", {"O9": 2})


@pytest.mark.parametrize(
    ("lang", "line", "head"),
    [
        ("fr", "où est-ce que Anna peut poser un chameau jaune ?", "Anna, chameau jaune"),
        ("fr", "où est-ce qu'Anna peut poser un chameau jaune ?", "Anna, chameau jaune"),
        ("fr", "où Anna peut-elle poser son jaune ?", "Anna, chameau jaune"),
        ("fr", "choix jaune --joueur Anna", "Anna, chameau jaune"),
        ("fr", "où est-ce que je peux poser un jaune ?", "Marco, chameau jaune"),
        ("it", "dove può mettere Anna un cammello giallo?", "Anna, cammello giallo"),
        ("it", "dove Anna può mettere un cammello giallo?", "Anna, cammello giallo"),
        ("it", "dove può Anna mettere un giallo?", "Anna, cammello giallo"),
        ("it", "scelte giallo --giocatore Anna", "Anna, cammello giallo"),
        ("en", "where can Anna place a yellow camel?", "Anna, yellow camel"),
    ],
)
def test_where_can_a_player_place_a_camel(
    cli: Any, prompt_lines: Any, lang: str, line: str, head: str
) -> None:
    """through-the-desert/placement: `où est-ce que Léa peut poser un chameau jaune ?` is the
    choices of that player's yellow camel, as `choix jaune --joueur Léa` (play-test 13:
    `Mots en trop : que Léa peut poser jaune`), whoever's turn it is."""
    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.startswith(head), result.out[:200]
    assert [cell for _, _, cell, _ in placed(cli)] == ["E9"]


@pytest.mark.parametrize(
    ("lang", "line", "ends"),
    [
        (
            "fr",
            "bon, bo pose le dernier violet en L11 et un rose en L7",
            "Le dernier chameau violet est sur le plateau : la partie s’arrête avec ce tour.",
        ),
        (
            "fr",
            "bo met son dernier violet en L11, puis un rose en L7",
            "Le dernier chameau violet est sur le plateau : la partie s’arrête avec ce tour.",
        ),
        (
            "it",
            "bo mette l'ultimo viola in L11, poi un rosa in L7",
            "L’ultimo cammello viola è sul tabellone: la partita finisce con questo turno.",
        ),
    ],
)
def test_the_last_camel_first_on_a_line_is_announced(
    cli: Any, prompt_lines: Any, tmp_path: Path, lang: str, line: str, ends: str
) -> None:
    """through-the-desert/end: the last camel of a colour said first of a line of two is
    announced after it (play-test 13: nothing after S4), once; the game then ends with the
    second camel, its score shown."""
    from tests.core.test_play11_search_desert import desert_turn_before_the_last_purple

    desert_turn_before_the_last_purple(cli, tmp_path)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    said = " ".join(result.out.replace("\u202f", " ").split())
    assert said.count(ends) == 1, said
    assert said.index(ends) < said.index("L7")
    assert cli.ok("desert", "status", json=True).json["finished"]
