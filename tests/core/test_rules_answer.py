"""A question about the rules is answered with the section that speaks of it best, shown in
full, and the names of the next ones (`rules --answer`); a search that one section matches
shows that section. Sections are named in the reader's words."""

from __future__ import annotations

import pytest

START_2 = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"


def _camel_2(cli, lang: str) -> None:
    cli.ok("camel", "new", "--players", "Léa,Marc", "--edition", "2", "--start", START_2)


@pytest.mark.parametrize(
    ("lang", "line", "first", "others"),
    [
        (
            "fr",
            "que se passe-t-il si le dé gris sort et que le noir est sur le blanc ?",
            "Le dé gris  (camel-up/de-gris)",
            "Autres sections à ce sujet",
        ),
        (
            "it",
            "cosa succede se esce il dado grigio e il nero è sopra il bianco?",
            "Il dado grigio  (camel-up/dado-grigio)",
            "Altre sezioni sull’argomento:",
        ),
        (
            "en",
            "what happens if the grey die comes out and black is on white?",
            "The grey die  (camel-up/grey-die)",
            "Other sections on this:",
        ),
    ],
)
def test_a_rule_question_shows_the_best_section(cli, prompt_lines, lang, line, first, others):
    """camel-up/grey-die: `que se passe-t-il si le dé gris sort … ?` at the prompt shows the
    grey die's section whole (its text and its "See also"), then names other sections, each
    with the command that shows it; no table of sections."""
    _camel_2(cli, lang)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert lines[0].strip() == first, result.out
    flat = " ".join(result.out.split())
    assert others in flat and "┃" not in result.out and "───" not in result.out
    told = flat.split(others, 1)[1]
    assert told.count("`") >= 2 and "chameaux-fous" not in told.split("(`")[0]


def test_the_other_sections_leave_out_those_of_see_also(cli, prompt_lines) -> None:
    """camel-up/crazy-camels: the sections an answer names after it are not those its own
    "See also" names already."""
    _camel_2(cli, "fr")
    line = "qu'est-ce qui se passe si un chameau fou recule derrière la case 1 ?\n"
    result = prompt_lines(line, lang="fr")
    assert result.out.startswith("Chameaux fous  (camel-up/chameaux-fous)"), result.out
    out = " ".join(result.out.split())
    see, _, others = out.partition("Autres sections à ce sujet")
    assert "Voir aussi" in see and others
    for name in ("de-gris", "qui-est-devant-deuxieme-edition"):
        assert f"règles {name}`" in see and f"règles {name}`" not in others


def test_a_typed_search_still_lists_the_sections(cli, prompt_lines) -> None:
    """camel-up/grey-die: `règles chercher dé gris` (a search typed, no question) keeps the
    table of sections."""
    _camel_2(cli, "fr")
    result = prompt_lines("règles chercher dé gris\n", lang="fr")
    assert result.code == 0, result.err
    assert result.out.splitlines()[0].strip() == "Règles correspondant à «\u202fdé gris\u202f»"


def test_one_section_found_is_shown_whole(cli) -> None:
    """through-the-desert/setup: a search that one section matches (`regole
    attraverso-il-deserto restituire`) shows that section, not a table of one row."""
    out = cli.ok("rules", "attraverso-il-deserto", "restituire", lang="it").out
    assert out.splitlines()[0] == "Preparazione  (through-the-desert/preparazione)", out
    assert "capocarovana" in out and "┃" not in out


def test_answer_from_the_command_line_and_in_json(cli) -> None:
    """camel-up/desert-tile: `rules search mirage --game camel --answer` shows the best
    section; with --json the ranked list is the same as without `--answer`."""
    out = cli.ok("rules", "search", "mirage", "--game", "camel", "--answer").out
    assert out.splitlines()[0] == "Desert tiles: oasis and mirage  (camel-up/desert-tile)", out
    assert "Other sections on this:" in " ".join(out.split())
    listed = cli.ok("rules", "search", "mirage", "--game", "camel", json=True).json
    answered = cli.ok("rules", "search", "mirage", "--game", "camel", "--answer", json=True)
    assert answered.json == listed and listed["results"][0]["id"] == "camel-up/desert-tile"
    french = cli.ok("règles", "chercher", "mirage", "--jeu", "camel", "--réponse", lang="fr").out
    assert french.splitlines()[0].endswith("(camel-up/tuile-desert)"), french


def test_a_rule_question_before_any_game_answers_from_every_game(cli, prompt_lines) -> None:
    """schatz-der-pharao/draw-pile: before a game is open, `cosa succede se il mazzo
    finisce?` is answered from every game's rules (it was refused: no game open)."""
    result = prompt_lines("cosa succede se il mazzo finisce?\n", lang="it")
    assert result.code == 0, result.err
    first = result.out.splitlines()[0]
    assert first == "Il mazzo si esaurisce  (schatz-der-pharao/mazzo-si-esaurisce)", result.out
    assert "Altre sezioni sull’argomento:" in result.out


@pytest.mark.parametrize(
    ("lang", "line", "first"),
    [
        (
            "fr",
            "que se passe-t-il si deux joueurs ont le même nombre de points ?",
            "Fin de partie et décompte  (ramses/fin-de-partie-et-decompte)",
        ),
        (
            "it",
            "cosa succede se due giocatori hanno gli stessi punti?",
            "Fine della partita e punteggio  (ramses/fine-della-partita-e-punteggio)",
        ),
    ],
)
def test_a_tie_is_answered_with_the_end_of_the_game(cli, prompt_lines, lang, line, first):
    """ramses/end: a question about two players on the same points is answered with the
    section that breaks the tie (it showed the components first)."""
    cli.ok("ramses", "new", "--players", "Léa,Marc,Zoé")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert result.out.splitlines()[0] == first, result.out
