"""ramses/end: of equal points, more cards ranks first, in every answer that ranks players
(`qui a gagné ?` lists them in the final table's order)."""

from __future__ import annotations

import pytest

from assistant.games.base import Standings
from assistant.messages import Msg


def test_equal_points_are_ranked_by_cards_won() -> None:
    standings = Standings(
        True,
        Msg("points"),
        (("Léa", 20), ("Paul", 20), ("Zoé", 22), ("Marc", 24)),
        ("Marc",),
        (("Léa", 7), ("Paul", 8), ("Zoé", 9), ("Marc", 9)),
    )
    assert standings.ranking() == [(1, "Marc", 24), (2, "Zoé", 22), (3, "Paul", 20), (4, "Léa", 20)]
    level = Standings(
        False, Msg("points"), (("Léa", 5), ("Paul", 5)), (), (("Léa", 2), ("Paul", 2))
    )
    assert level.ranking() == [(1, "Léa", 5), (1, "Paul", 5)]
    plain = Standings(False, Msg("coins"), (("ana", 3), ("bo", 3)))
    assert plain.ranking() == [(1, "ana", 3), (1, "bo", 3)]


def test_a_players_hats_asked_at_the_table_are_the_status(cli, prompt_lines) -> None:
    """ramses/egyptologists: `combien de chapeaux a Léa ?`, `quanti cappelli ha Marco?` are
    the status (which shows the hats), not a rules search."""
    cli.ok("ramses", "new", "--players", "Léa,Marco")
    for line, lang in (("combien de chapeaux a Léa ?", "fr"), ("quanti cappelli ha Marco?", "it")):
        result = prompt_lines(line + "\n", lang=lang)
        assert result.code == 0, result.err
        assert "Léa" in result.out and "Marco" in result.out
        assert "egyptologues" not in result.out and "egittologi-e" not in result.out


def test_a_win_on_the_tie_break_says_so(cli, prompt_lines, monkeypatch) -> None:
    """ramses/end: when the winner of the final scoring has as many points as others, `chi
    ha vinto?` says who was level and that the most cards won decide."""
    from assistant.games.ramses import GAME

    cli.ok("ramses", "new", "--players", "Marco,Anna,Sara")
    level = Standings(
        True,
        Msg("points"),
        (("Marco", 28), ("Anna", 28), ("Sara", 28)),
        ("Marco",),
        (("Marco", 11), ("Anna", 10), ("Sara", 9)),
        Msg("cards won"),
    )
    monkeypatch.setattr(type(GAME), "standings", lambda self, state: level)
    result = prompt_lines("chi ha vinto?\n", lang="it")
    assert result.code == 0, result.err
    said = " ".join(result.out.split())
    assert "Vittoria di Marco (punti: 28)." in said
    assert "Marco, Anna e Sara sono alla pari (punti); Marco ha più carte vinte (11)." in said


def test_a_scarab_asked_about_between_cards_says_it_is_still_there(cli, prompt_lines) -> None:
    """ramses/scarab: `Marco può ancora usare il suo scarabeo?` with no card face up: no, not
    now, but Marco still has it (and how many uses), not a plain "reveal a card first"."""
    cli.ok("ramses", "new", "--players", "Marco,Anna", "--advanced")
    result = prompt_lines("Marco può ancora usare il suo scarabeo?\n", lang="it")
    said = " ".join(result.out.split())
    assert "Marco ha ancora lo scarabeo (2 usi rimasti)" in said and "ramses/scarab" in said
    assert cli.ok("log", json=True).json["moves"] == []


def test_the_last_card_turned_over(cli, prompt_lines) -> None:
    """ramses/turn: `Anna scopre l'ultima carta, un calice da 1` (the elided article glued to
    `ultima`) turns over a goblet worth 1, as `la prima carta` does."""
    cli.ok("ramses", "new", "--players", "Anna,Marco")
    result = prompt_lines("Anna scopre l'ultima carta, un calice da 1\n", lang="it")
    assert result.code == 0, result.err
    moves = [m["move"] for m in cli.ok("log", json=True).json["moves"]]
    assert [(m["type"], m["value"], m["treasure"]) for m in moves] == [("reveal", 1, "calice")]


def test_a_miss_said_with_also(cli, prompt_lines) -> None:
    """ramses/turn: `Sara sbaglia anche lei: pugnale`: a miss, the treasure that showed
    after it, `anche lei` said around it."""
    cli.ok("ramses", "new", "--players", "Anna,Sara")
    result = prompt_lines("scopri 3 corona\nAnna sbaglia anche lei: pugnale\n", lang="it")
    assert result.code == 0, result.err
    moves = [m["move"] for m in cli.ok("log", json=True).json["moves"]]
    assert [m["type"] for m in moves] == ["reveal", "miss"]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("it", "scopri 3 corona\nAnna solleva una piramide d'oro: c'è la mummia\n"),
        ("fr", "retourne 3 couronne\nAnna soulève une pyramide d'or : il y a la momie\n"),
    ],
)
def test_a_token_said_as_what_is_there(cli, prompt_lines, lang, lines) -> None:
    """ramses/mummy: `solleva una piramide d'oro: c'è la mummia`, `il y a la momie`: the
    mummy token."""
    cli.ok("ramses", "new", "--players", "Anna,Sara", "--advanced")
    result = prompt_lines(lines, lang=lang)
    assert result.code == 0, result.err
    moves = [m["move"] for m in cli.ok("log", json=True).json["moves"]]
    assert [(m["type"], m.get("kind")) for m in moves][-1] == ("token", "mummy")


def test_also_said_before_the_player(cli, prompt_lines) -> None:
    """ramses/turn: `anche Sara sbaglia: pugnale`: Sara's miss, `anche` said before her."""
    cli.ok("ramses", "new", "--players", "Anna,Sara")
    lines = "scopri 3 corona\nAnna sbaglia: vaso\nanche Sara sbaglia: pugnale\n"
    result = prompt_lines(lines, lang="it")
    assert result.code == 0, result.err
    moves = [m["move"] for m in cli.ok("log", json=True).json["moves"]]
    assert [(m["type"], m.get("player")) for m in moves][-1] == ("miss", "Sara")
