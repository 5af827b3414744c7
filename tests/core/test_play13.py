"""Stop 43's table findings: questions about a roll that leave the die or its face out."""

from __future__ import annotations

from typing import Any

import pytest

START = "1:blue 2:green,orange 3:yellow,white"
START_2 = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"


def logged(cli: Any) -> list[dict[str, Any]]:
    return [m["move"] for m in cli.ok("log", json=True).json["moves"]]


@pytest.mark.parametrize(
    ("lang", "line", "answer"),
    [
        (
            "it",
            "Luca può tirare il dado?",
            "Sì, Luca può prendere una tessera Piramide, qualunque dado esca.",
        ),
        (
            "fr",
            "est-ce que Luca peut lancer un dé ?",
            "Oui, Luca peut prendre une tuile Pyramide, quel que soit le dé qui sort.",
        ),
        ("en", "can Luca roll?", "Yes, Luca can take a pyramid tile, whichever die comes out."),
        (
            "it",
            "Luca può tirare il verde?",
            "Sì, Luca può prendere una tessera Piramide con il dado verde, qualunque cosa mostri.",
        ),
    ],
)
def test_a_roll_asked_without_its_die_or_face_is_answered(cli, prompt_lines, lang, line, answer):
    """camel-up/pyramid-tile: a roll asked about without the die, or without its face, is
    judged for every die left in the pyramid (and every face): yes, nothing recorded."""
    cli.ok("camel", "new", "--players", "Luca,Anna", "--start", START)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert answer in result.out, result.out
    assert logged(cli) == []


def test_a_roll_asked_of_a_die_already_out_or_out_of_turn(cli, prompt_lines) -> None:
    """camel-up/pyramid-tile, camel-up/turn: the blue die out, `Anna peut-elle lancer le dé
    bleu ?` is no, with the reason and the rule; `Luca può tirare?` on Anna's turn is yes
    when his turn comes, and says whose turn it is."""
    cli.ok("camel", "new", "--players", "Luca,Anna", "--start", START)
    cli.ok("camel", "roll", "blue", "2")
    result = prompt_lines("Anna peut-elle lancer le dé bleu ?\n", lang="fr")
    assert result.code == 0, result.err
    assert "Non, Anna ne peut pas prendre une tuile Pyramide avec le dé bleu" in result.out
    assert "Le dé bleu est déjà sorti de la pyramide" in result.out, result.out
    assert "camel-up/pyramid-tile" in result.out
    result = prompt_lines("Luca può tirare?\n", lang="it")
    assert "Sì, quando sarà il suo turno, Luca potrà prendere una tessera Piramide" in result.out
    assert "Ora è il turno di Anna." in result.out, result.out
    assert len(logged(cli)) == 1


def test_a_roll_asked_in_the_second_edition_names_the_pyramid_ticket(cli, prompt_lines) -> None:
    """camel-up/pyramid-ticket: in the second edition the answer names the pyramid ticket."""
    cli.ok("camel", "new", "--edition", "2", "--players", "Luca,Anna", "--start", START_2)
    result = prompt_lines("Luca può tirare un dado?\n", lang="it")
    assert result.code == 0, result.err
    assert "Sì, Luca può prendere un biglietto piramide, qualunque dado esca." in result.out


def test_a_roll_said_without_its_die_is_still_asked_for(cli, prompt_lines) -> None:
    """camel-up/pyramid-tile: said, not asked (`Luca tira il dado`), the roll still needs its
    die and face: nothing is recorded and the missing colour is named."""
    cli.ok("camel", "new", "--players", "Luca,Anna", "--start", START)
    result = prompt_lines("Luca tira il dado\n", lang="it")
    assert result.code == 2
    assert "Manca COLORE" in result.err, result.err
    assert logged(cli) == []


def test_rules_answers_before_any_game_name_commands_as_typed_there(cli, prompt_lines) -> None:
    """camel-up/desert-tile: before any game, the prompt takes the command line's words
    without `assistant`; a rules answer's pointers say them so (`règles camel-up …`)."""
    result = prompt_lines("comment marche la tuile désert ?\n", lang="fr")
    assert result.code == 0, result.err
    assert "Voir aussi" in result.out and "(`règles camel-up" in result.out, result.out
    assert "assistant règles" not in result.out


def test_encircling_finds_the_section_on_closing_an_area(cli, prompt_lines) -> None:
    """through-the-desert/enclosure: the French rulebook's word, `encercler`, asked as a noun
    (`comment marche l'encerclement ?`), finds the section on closing an area first."""
    cli.ok("desert", "new", "--players", "Léa,Marc", "--oases", "D3,J3,Q3,M7,B8")
    result = prompt_lines("comment marche l'encerclement ?\n", lang="fr")
    assert result.code == 0, result.err
    first = result.out.splitlines()[0]
    assert "(through-the-desert/fermer-un-territoire)" in first, result.out


@pytest.mark.parametrize(
    ("lang", "line", "section"),
    [
        ("fr", "que se passe-t-il si deux chameaux arrivent ensemble ?", "qui-est-devant"),
        ("it", "cosa succede se due cammelli arrivano insieme?", "chi-e-davanti"),
    ],
)
def test_camels_arriving_together_find_who_is_ahead(cli, prompt_lines, lang, line, section):
    """camel-up/ranking: there is no tie (the top camel of a stack is ahead); `deux`, `due`
    no longer find the two editions' section."""
    cli.ok("camel", "new", "--players", "Léa,Marc", "--start", START)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert f"(camel-up/{section})" in result.out.splitlines()[0], result.out


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "qui gagne si deux chameaux sont sur la même case ?"),
        ("it", "chi vince se due cammelli sono sulla stessa casella?"),
        ("en", "who wins if two camels are on the same space?"),
    ],
)
def test_who_wins_if_is_a_rules_question(cli, prompt_lines, lang, line) -> None:
    """camel-up/movement, camel-up/ranking: `qui gagne si …` asks the rules, not the scores;
    the answer is a section of the game (not "Mots en trop")."""
    cli.ok("camel", "new", "--players", "Léa,Marc", "--start", START)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert "(camel-up/" in " ".join(result.out.splitlines()[:2]), result.out


def test_a_rules_answer_that_finds_nothing_says_so(cli) -> None:
    """A question whose words no section holds is answered "nothing found", exit 0."""
    result = cli("rules", "chercher", "zzzqqq", "--réponse", lang="fr")
    assert result.code == 0, result.err
    assert "Rien trouvé pour «\u202fzzzqqq\u202f»." in result.out


@pytest.mark.parametrize(
    ("lang", "first", "line", "told"),
    [
        (
            "it",
            "Giulia gioca una scala da 3",
            "no aspetta, era una scala da 5",
            "«era una scala da 5» corregge l’ultima mossa e non viene registrato come mossa: "
            "per cambiarla, scrivi `annulla`, poi `Giulia gioca una scala da 5`.",
        ),
        (
            "fr",
            "Giulia joue une échelle de 3",
            "ah non, c'était une échelle de 5",
            "« c'était une échelle de 5 » corrige le dernier coup",
        ),
        (
            "en",
            "Giulia plays a ladder 3",
            "no wait, it was a ladder 5",
            "“it was a ladder 5” corrects the last move and is not recorded as a move: to "
            "change that move, type `undo`, then `Giulia plays a ladder 5`.",
        ),
    ],
)
def test_a_correction_without_an_undo_is_never_the_next_players_move(
    cli, prompt_lines, lang, first, line, told
) -> None:
    """schatz-der-pharao/turn: `no aspetta, era una scala da 5` after Giulia's ladder 3 is
    not Marco's ladder 5 (play-test 14): nothing more is recorded and the refusal says to
    undo, then what to type."""
    cli.ok("pharao", "new", "--players", "Giulia,Marco", "--adventures", "4,5,6,7,8")
    result = prompt_lines(f"{first}\n{line}\n", lang=lang)
    assert result.code == 2
    assert told in " ".join(result.err.split()), result.err
    moves = logged(cli)
    assert [(m["player"], m.get("value")) for m in moves] == [("Giulia", 3)]


@pytest.mark.parametrize(
    ("lang", "line", "colour"),
    [
        ("it", "Anna scommette anche lei sul bianco", "white"),
        ("it", "Anna prende anche lei il giallo", "yellow"),
        ("fr", "Anna parie elle aussi sur le vert", "green"),
    ],
)
def test_also_said_with_a_pronoun_is_the_same_move(cli, prompt_lines, lang, line, colour):
    """camel-up/leg-bet: `anche lei`, `elle aussi` after the player's verb say nothing of the
    move: the bet is taken (play-test 14: "«lui» sconosciuto")."""
    cli.ok("camel", "new", "--players", "Marco,Anna", "--start", START)
    cli.ok("camel", "bet", "white")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    value = 3 if colour == "white" else 5
    assert logged(cli)[-1] == {"type": "bet", "player": "Anna", "colour": colour, "value": value}


def test_a_second_edition_camel_is_said_on_top_of_the_camels_it_lands_on(cli, prompt_lines):
    """camel-up/movement-2: as in the first edition, a racing camel that stops on others is
    said on top of them (play-tests 13 and 14)."""
    cli.ok("camel", "new", "--edition", "2", "--players", "Luca,Anna", "--start", START_2)
    result = prompt_lines("tira blu 1\n", lang="it")
    assert result.code == 0, result.err
    assert "blu e rosso vanno dalla casella 1 alla casella 2, sopra il cammello verde." in (
        " ".join(result.out.split())
    )


def test_another_game_is_taken_up_at_the_prompt(cli, prompt_lines) -> None:
    """The table moves to another open game with `partite usa NAME` (`parties utiliser`,
    `sessions use`): its state and banner are shown, its moves recorded there, and a bare
    undo there never undoes the other game's lines (play-test 14)."""
    cli.ok("camel", "new", "--players", "Luca,Anna", "--start", START)
    cli.ok("pharao", "new", "--players", "Giulia,Marco", "--adventures", "7,4,10,5,9")
    lines = "partite usa camel-up-1\ntira blu 2\npartite usa schatz-der-pharao-1\nannulla\n"
    result = prompt_lines(lines, lang="it")
    assert "Camel Up — partita camel-up-1, giocatori Luca e Anna." in result.out, result.out
    assert "Il tesoro del faraone — partita schatz-der-pharao-1" in result.out
    camel = cli.ok("log", "--session", "camel-up-1", json=True).json["moves"]
    assert [m["move"]["type"] for m in camel] == ["roll"]
    assert "Niente da annullare" in result.out + result.err
    result = prompt_lines("parties utiliser zzz\n", lang="fr")
    assert result.code == 4, result.err
    assert "zzz" in result.err


@pytest.mark.parametrize(
    ("lang", "line", "remark"),
    [
        ("it", "Marco mette un giallo in N3 vicino all'oasi e poi un giallo in M3", "vicino"),
        ("fr", "Marco met un jaune en N3 près de l'oasis, puis un jaune en M3", "près de"),
    ],
)
def test_a_remark_between_two_camels_is_left_out(cli, prompt_lines, lang, line, remark):
    """through-the-desert/placement: a remark after the first of two camels (play-test 14:
    "Troppe parole") is left out and named; both camels are placed."""
    from tests.core.test_play7_desert import placed, started

    started(cli, prompt_lines)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert [cell for _, _, cell, _ in placed(cli)[-2:]] == ["N3", "M3"]
    assert remark in result.out, result.out


def test_hints_at_the_prompt_are_said_as_the_table_says_them(cli, prompt_lines, race_over):
    """camel-up/reveal, schatz-der-pharao/marker: at the prompt, the hint after the race
    (face-down cards) and after an exact hit (the marker) is a sentence the table can say,
    not a command with its argument names (play-tests 13 and 14); a shell keeps the
    command."""
    result = prompt_lines("stato\n", lang="it")
    assert "`sul vincitore, ana aveva messo il …`" in " ".join(result.out.split())
    assert "reveal PILE COLOUR" in " ".join(cli.ok("camel", "status").out.split())
    cli.ok("pharao", "new", "--players", "Giulia,Marco", "--adventures", "4,5,10,7,9")
    result = prompt_lines("Giulia gioca una scala da 4\n", lang="it")
    assert "(`Giulia sposta il segnalino sulla corda`)" in " ".join(result.out.split())


def test_a_what_if_of_two_camels_plays_both_out(cli, prompt_lines) -> None:
    """through-the-desert/placement: `cosa succede se Marco mette un giallo in N3 e uno in
    M3?` plays both camels out and records nothing (play-test 14: a rules section instead);
    a second camel the rules refuse gets its reason and rule, still an answer (exit 0)."""
    from tests.core.test_play7_desert import placed, started

    started(cli, prompt_lines)
    before = len(placed(cli))
    lines = (
        "cosa succede se Marco mette un giallo in N3 e uno in M3?\n"
        "cosa succede se Marco mette un giallo in N3 e uno in N3?\n"
    )
    result = prompt_lines(lines, lang="it")
    assert result.code == 0, result.err
    out = " ".join(result.out.split())
    assert "Marco: cammello giallo in N3" in out and "Marco: cammello giallo in M3" in out
    assert out.count("Era una domanda") == 2, out
    assert "through-the-desert/placement" in out and "Errore" not in out + result.err
    assert len(placed(cli)) == before
    result = prompt_lines("cosa succede se Anna mette un giallo in N3 e uno in M3?\n", lang="it")
    assert "Ora tocca a Marco, non ad Anna" in " ".join(result.out.split()), result.out


def test_a_miss_said_with_se_tromper(cli, prompt_lines) -> None:
    """ramses/turn: `Léa se trompe : poignard` is a miss showing the dagger (play-test 14)."""
    cli.ok("ramses", "new", "--players", "Léa,Marc,Zoé")
    cli.ok("ramses", "reveal", "3", "couronne")
    result = prompt_lines("Léa se trompe : poignard\n", lang="fr")
    assert result.code == 0, result.err
    assert logged(cli)[-1] == {
        "type": "miss",
        "player": "Léa",
        "scarab": False,
        "treasure": "poignard",
    }


def test_the_end_of_a_ramses_game_won_on_cards_says_so(monkeypatch) -> None:
    """ramses/end: a winner level on points with others is said to have won on the most
    cards (play-test 14: a three-way tie ended with "Léa gagne." alone)."""
    from types import SimpleNamespace

    from assistant.games.base import Standings
    from assistant.games.ramses import scoring
    from assistant.i18n import Translator
    from assistant.messages import Msg

    level = Standings(
        True,
        Msg("points"),
        (("Léa", 28), ("Marc", 28), ("Zoé", 28)),
        ("Léa",),
        (("Léa", 12), ("Marc", 10), ("Zoé", 8)),
        Msg("cards won"),
    )
    monkeypatch.setattr(scoring, "standings", lambda state: level)
    said = Translator("fr").render(scoring.final_msg(SimpleNamespace(solo=False)))
    assert said == (
        "La partie est terminée. Léa gagne\u202f: à égalité de points avec Marc et Zoé, "
        "Léa a gagné le plus de cartes."
    )
    alone = Standings(True, Msg("points"), (("Léa", 30), ("Marc", 28)), ("Léa",))
    monkeypatch.setattr(scoring, "standings", lambda state: alone)
    said = Translator("it").render(scoring.final_msg(SimpleNamespace(solo=False)))
    assert said == "La partita è finita. Vince Léa."


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Zoé retourne une bague de 1 : coup de chance, elle est déjà visible"),
        ("it", "Zoé gira una bague da 1: che fortuna, è già visibile"),
    ],
)
def test_a_lucky_reveal_said_twice_is_read_whole(cli, prompt_lines, lang, line) -> None:
    """ramses/lucky: `… : coup de chance, elle est déjà visible` is the lucky reveal, and the
    words after the comma, which say the same, are not named as not read (play-test 14)."""
    cli.ok("ramses", "new", "--players", "Zoé,Marc")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert "Non lu" not in result.out and "Non letto" not in result.out, result.out
    assert logged(cli) == [
        {"type": "reveal", "player": "Zoé", "value": 1, "treasure": "bague", "lucky": True}
    ]


def test_a_game_taken_up_again_keeps_its_lines_for_undo(cli, prompt_lines) -> None:
    """through-the-desert/placement: a two-camel line, a switch to another game and back,
    then a bare `annulla` takes back the whole line, as without the switch (play-test 15:
    only the second camel was taken back)."""
    from tests.core.test_play7_desert import placed, started

    started(cli, prompt_lines)
    before = len(placed(cli))
    cli.ok("pharao", "new", "--players", "Giulia,Marco", "--adventures", "7,4,10,5,9")
    lines = (
        "partite usa through-the-desert-1\n"
        "Marco mette un giallo in N3 e uno in M3\n"
        "partite usa schatz-der-pharao-1\n"
        "partite usa through-the-desert-1\n"
        "annulla\n"
    )
    result = prompt_lines(lines, lang="it")
    assert result.code == 0, result.err
    assert len(placed(cli)) == before, result.out


@pytest.mark.parametrize(
    ("said", "line"),
    [
        ("no aspetta, era una torcia da 5", "`Marco gioca una torcia da 5`"),
        ("no aspetta, era un 3", "`Marco gioca una scala da 3`"),
    ],
)
def test_a_correction_names_the_card_said(cli, prompt_lines, said, line) -> None:
    """schatz-der-pharao/turn: the line a correction suggests keeps the card said (`era una
    torcia da 5` after a ladder 2 is a torch 5, not a ladder 5); a value alone replaces the
    value (play-test 15)."""
    cli.ok("pharao", "new", "--players", "Marco,Giulia", "--adventures", "4,5,10,7,9")
    result = prompt_lines(f"Marco gioca una scala da 2\n{said}\n", lang="it")
    assert line in " ".join(result.err.split()), result.err


def test_who_wins_if_a_move_is_made_plays_it_out(cli, prompt_lines) -> None:
    """schatz-der-pharao/adventures: `chi vince se Giulia gioca una scala da 4?` names a move:
    it is played out and nothing recorded; `chi vince se …` without a move asks the rules."""
    cli.ok("pharao", "new", "--players", "Giulia,Marco", "--adventures", "4,5,10,7,9")
    result = prompt_lines("chi vince se Giulia gioca una scala da 4?\n", lang="it")
    assert result.code == 0, result.err
    assert "Valore esatto: Giulia supera l’avventura 1 (4)." in " ".join(result.out.split())
    assert "Era una domanda" in result.out
    assert logged(cli) == []


def test_misses_said_in_the_past_record_the_treasure_alone(cli, prompt_lines) -> None:
    """ramses/turn: `c'était`, `il y avait` before the treasure are left out; words of time
    after it (`de tout à l'heure`) never become a treasure's name (play-test 15)."""
    cli.ok("ramses", "new", "--players", "Léa,Marc,Zoé", "--advanced")
    cli.ok("ramses", "reveal", "3", "couronne")
    lines = (
        "raté pour Léa : c'était un sceptre\n"
        "raté, c'était une lampe, Marc joue son scarabée\n"
        "raté, il y avait un masque\n"
        "raté pour Zoé, c'est le poignard de tout à l'heure\n"
    )
    prompt_lines(lines, lang="fr")
    misses = [(m["player"], m.get("treasure")) for m in logged(cli) if m["type"] == "miss"]
    assert misses == [("Léa", "sceptre"), ("Marc", "lampe"), ("Marc", "masque"), ("Zoé", None)]


def test_a_correction_with_a_pronoun_is_never_the_next_players_move(cli, prompt_lines):
    """camel-up/leg-bet: `pardon, elle a parié sur le vert` after Léa's bet, on Marc's turn,
    corrects Léa's bet: refused with what to type, nothing recorded for Marc (play-test 15)."""
    cli.ok("camel", "new", "--players", "Léa,Marc", "--start", START)
    result = prompt_lines("Léa parie sur le bleu\npardon, elle a parié sur le vert\n", lang="fr")
    assert result.code == 2
    assert "tapez `annuler`, puis `Léa parie sur le vert`" in " ".join(result.err.split())
    assert [(m["player"], m["colour"]) for m in logged(cli)] == [("Léa", "blue")]


def test_the_log_names_the_treasure_of_a_miss(cli) -> None:
    """ramses/turn: the journal says which wrong treasure showed when it was said (play-test
    15: every miss read "découvre un autre trésor")."""
    cli.ok("ramses", "new", "--players", "Léa,Marc")
    cli.ok("ramses", "reveal", "3", "couronne")
    cli.ok("ramses", "miss", "lampe")
    assert "Léa — découvre un autre trésor (lampe)" in cli.ok("log", lang="fr").out


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "qui gagne la manche ?"),
        ("fr", "qui va gagner la course ?"),
        ("it", "chi vincerà la corsa?"),
        ("en", "who is winning the race?"),
    ],
)
def test_who_is_winning_the_leg_or_race_is_who_leads(cli, prompt_lines, lang, line) -> None:
    """camel-up/ranking: who is winning the leg or the race is answered by who leads (the
    leading camel and the coins), not refused (play-test 15)."""
    cli.ok("camel", "new", "--players", "Léa,Marc", "--start", START)
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert {"fr": "Chameau de tête : blanc.", "it": "Cammello in testa: bianco."}.get(
        lang, "Leading camel: white."
    ) in " ".join(result.out.replace("\u202f", " ").split()), result.out


def test_who_wins_in_case_of_a_tie_asks_the_rules(cli, prompt_lines) -> None:
    """camel-up/final-scoring: `qui gagne en cas d'égalité ?` (elided `d'`) is a rules
    question."""
    cli.ok("camel", "new", "--players", "Léa,Marc", "--start", START)
    result = prompt_lines("qui gagne en cas d'égalité ?\n", lang="fr")
    assert result.code == 0, result.err
    assert "(camel-up/" in result.out.splitlines()[0], result.out


def test_the_open_games_listed_at_a_games_prompt(cli, prompt_lines) -> None:
    """`parties`, `parties liste`, `partite elenco` at a game's prompt list the open games,
    as `sessions` does (play-test 15: "« parties » inconnu")."""
    cli.ok("camel", "new", "--players", "Luca,Anna", "--start", START)
    cli.ok("pharao", "new", "--players", "Giulia,Marco", "--adventures", "7,4,10,5,9")
    for line, lang in (("parties", "fr"), ("parties liste", "fr"), ("partite elenco", "it")):
        result = prompt_lines(line + "\n", lang=lang)
        assert result.code == 0, result.err
        assert "camel-up-1" in result.out and "schatz-der-pharao-1" in result.out
