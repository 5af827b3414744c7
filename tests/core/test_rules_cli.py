"""The rules reference with the shipped rulebooks, in the three languages."""

from __future__ import annotations

import re

import pytest

from assistant import rulebook
from assistant.games import SPECS


def test_every_game_ships_a_rulebook_that_loads() -> None:
    assert rulebook.available() == [spec.id for spec in SPECS]
    for spec in SPECS:
        assert len(rulebook.load(spec.id).sections) >= 10


def test_games_are_listed_in_the_chosen_language(cli) -> None:
    names = {g["id"]: g["name"] for g in cli.ok("rules", json=True, lang="fr").json["games"]}
    assert names["through-the-desert"] == "À travers le désert"
    assert all(g["sections"] > 0 for g in cli.ok("rules", json=True).json["games"])


@pytest.mark.parametrize(("lang", "title"), [("en", "Desert"), ("fr", "Désert"), ("it", "Deserto")])
def test_contents_and_sections_are_translated(cli, lang: str, title: str) -> None:
    contents = cli.ok("rules", "camel-up", lang=lang, json=True).json
    tile = next(s for s in contents["sections"] if s["id"] == "camel-up/desert-tile")
    assert title in tile["title"]
    section = cli.ok("rules", "camel", "desert-tile", lang=lang, json=True).json
    assert section["id"] == "camel-up/desert-tile"
    assert section["see"]
    human = cli.ok("rules", "camel", "desert-tile", lang=lang).out
    assert section["title"] in human


def test_italian_contents_differ_from_english(cli) -> None:
    english = cli.ok("rules", "camel-up", json=True).json["sections"]
    italian = cli.ok("rules", "camel-up", lang="it", json=True).json["sections"]
    assert [s["id"] for s in english] == [s["id"] for s in italian]
    assert sum(e["title"] != i["title"] for e, i in zip(english, italian, strict=True)) >= 10


@pytest.mark.parametrize(
    ("lang", "query"),
    [("it", "miraggio"), ("it", "MIRAGGIO"), ("fr", "mirage"), ("en", "Mirage"), ("fr", "Mirâge")],
)
def test_search_finds_the_desert_tile(cli, lang: str, query: str) -> None:
    found = cli.ok("rules", "search", query, lang=lang, json=True).json
    assert found["results"][0]["id"] == "camel-up/desert-tile"


@pytest.mark.parametrize(
    ("lang", "search", "shown"),
    [("fr", "chercher", "`chercher MOTS...`"), ("it", "cerca", "`cerca PAROLE...`")],
)
def test_search_is_asked_in_the_readers_words(cli, prompt_lines, lang, search, shown) -> None:
    """`règles chercher mirage`, `regole cerca miraggio`: the search word in any language,
    one-shot and at the prompt, and the help shows the reader's."""
    found = cli.ok("rules", search, "mirage", lang=lang, json=True).json
    assert found["results"][0]["id"] == "camel-up/desert-tile"
    assert cli.ok("rules", "RECHERCHE" if lang == "fr" else "Ricerca", "oasis", lang=lang).out
    page = cli.ok("rules", "--help", lang=lang).out
    assert shown in " ".join(page.replace("│", " ").split()), page
    cli.ok("camel", "new", "--players", "ana,bo", "--start", "1:blue,green 2:orange,yellow,white")
    at_table = prompt_lines(f"rules {search} mirage\n", lang=lang)
    name = "tuile-desert" if lang == "fr" else "tessera-deserto"  # the section's own name
    assert at_table.code == 0
    assert name in at_table.out.replace("\n", " ")


def test_search_can_be_limited_to_one_game(cli) -> None:
    found = cli.ok("rules", "search", "oasis", "--game", "desert", json=True).json
    assert found["results"]
    assert {r["game"] for r in found["results"]} == {"through-the-desert"}


@pytest.mark.parametrize(
    "alias",
    [
        "desert",
        "durch-die-wueste",
        "attraverso-il-deserto",
        "pharao",
        "tresor-du-pharaon",
        "ramses",
    ],
)
def test_aliases_open_the_contents(cli, alias: str) -> None:
    assert cli.ok("rules", alias, json=True).json["sections"]


def test_unknown_section_is_exit_2(cli) -> None:
    result = cli("rules", "camel", "qwxz-of-doom", lang="it")
    assert result.code == 2
    assert "Nessuna sezione" in result.err and "nessuna regola ne parla" in result.err


@pytest.mark.parametrize(
    ("lang", "words", "first"),
    [
        ("en", ("camel", "mirage"), "camel-up/desert-tile"),
        ("en", ("camel", "search", "mirage"), "camel-up/desert-tile"),
        ("fr", ("camel", "chercher", "mirage"), "camel-up/desert-tile"),
        ("it", ("camel", "miraggio"), "camel-up/desert-tile"),
        ("it", ("ramses", "cerca", "scarabeo"), "ramses/scarab"),
    ],
)
def test_words_that_name_no_section_search_the_games_rules(
    cli, lang: str, words: tuple[str, ...], first: str
) -> None:  # type: ignore[no-untyped-def]
    """`rules GAME WORDS...` (or `rules GAME search WORDS...`): a section when the words name
    one, else the game's rules searched for them, as at the table's prompt."""
    found = cli.ok("rules", *words, lang=lang, json=True).json
    assert found["results"][0]["id"] == first
    assert {r["game"] for r in found["results"]} == {first.split("/")[0]}
    assert cli.ok("rules", "camel", "desert-tile", json=True).json["id"] == "camel-up/desert-tile"


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
@pytest.mark.parametrize("game", [spec.id for spec in SPECS])
def test_contents_at_80_columns_show_every_section_name_whole(
    cli, monkeypatch: pytest.MonkeyPatch, lang: str, game: str
) -> None:
    """A section's name is what the reader types (`rules GAME NAME`): at 80 columns, in every
    language, the contents show each one whole, never cut with "…"."""
    monkeypatch.setenv("COLUMNS", "80")
    names = [s["name"] for s in cli.ok("rules", game, lang=lang, json=True).json["sections"]]
    page = cli.ok("rules", game, lang=lang).out
    assert "…" not in page
    assert max(len(line.rstrip()) for line in page.splitlines()) <= 80
    words = set(page.split())
    assert [name for name in names if name not in words] == []


@pytest.mark.parametrize(
    ("lang", "query", "first"),
    [
        ("it", "cammello pazzo", "camel-up/crazy-camels"),
        ("it", "quando finisce la tappa", "camel-up/leg-end"),
        ("it", "scarabei", "ramses/scarab"),
        ("it", "pila di cammelli", "camel-up/movement"),
        ("it", "cosa succede se la mano è vuota", "schatz-der-pharao/empty-hand"),
        ("fr", "chameau fou", "camel-up/crazy-camels"),
        ("fr", "quand finit la manche", "camel-up/leg-end"),
        ("fr", "scarabées", "ramses/scarab"),
        ("fr", "combien d'argent au départ", "camel-up/money"),
        ("en", "when does the leg end", "camel-up/leg-end"),
        ("en", "mummies", "ramses/mummy"),
        ("en", "crazy camel", "camel-up/crazy-camels"),
    ],
)
def test_search_finds_what_a_table_asks_in_its_own_words(
    cli, lang: str, query: str, first: str
) -> None:
    """A word finds its other forms (cammello: Cammelli pazzi; finit: La fin d'une manche),
    the title counts most, and words found everywhere (quando, when) count little."""
    found = cli.ok("rules", "search", *query.split(), lang=lang, json=True).json
    assert found["results"][0]["id"] == first, found["results"][:3]


@pytest.mark.parametrize(
    ("lang", "game", "question", "first"),
    [
        ("it", "faraone", "quante carte posso pescare", "schatz-der-pharao/draw"),
        ("en", "pharao", "how many cards can I draw", "schatz-der-pharao/draw"),
        ("it", "ramses", "cosa succede con la mummia", "ramses/mummy"),
        ("fr", "désert", "combien de chameaux par tour", "through-the-desert/turn"),
        ("fr", "ramses", "quand peut-on utiliser le scarabée", "ramses/scarab"),
        ("fr", "ramses", "comment on compte les points", "ramses/end"),  # compte: décompte
        ("it", "ramses", "come si contano i punti", "ramses/end"),  # punti: punteggio
        ("en", "ramses", "how are points counted", "ramses/end"),
        ("fr", "camel", "comment on compte les points", "camel-up/final-scoring"),
        ("it", "camel", "come si contano i punti", "camel-up/final-scoring"),
        ("fr", "désert", "comment on compte les points", "through-the-desert/scoring"),
        ("it", "faraone", "rimescolare", "schatz-der-pharao/draw-pile"),  # mescola
        ("fr", "pharaon", "mélanger", "schatz-der-pharao/draw-pile"),  # the rulebook's verb
    ],
)
def test_a_question_is_searched_by_its_subject(
    cli, lang: str, game: str, question: str, first: str
) -> None:
    """The words that only make a question (`quante`, `posso`, `how many`, `combien`) do not
    weigh: in one game's few sections, `quante` in a sentence about the draw pile put it
    before the section on drawing."""
    found = cli.ok("rules", game, *question.split(), lang=lang, json=True).json
    assert found["results"][0]["id"] == first, found["results"][:3]


@pytest.mark.parametrize(
    ("lang", "question", "first", "then"),
    [
        ("fr", "que se passe-t-il quand la pioche est vide", "draw-pile", "empty-hand"),
        ("fr", "que faire quand ma main est vide", "empty-hand", "draw-pile"),
        ("it", "cosa succede se la mano è vuota", "empty-hand", "draw-pile"),
    ],
)
def test_words_said_together_rank_the_section_that_says_them_together(
    cli, lang: str, question: str, first: str, then: str
) -> None:
    """`pioche ... vide`: the section on the empty hand has `vide` in its title and speaks
    of drawing, but the one that says `la pioche est vide` answers the question."""
    found = cli.ok("rules", "pharao", *question.split(), lang=lang, json=True).json
    ids = [r["id"].split("/")[1] for r in found["results"]]
    assert ids.index(first) == 0 and then in ids, ids[:3]


def test_search_covers_both_editions_the_one_in_play_first(cli) -> None:
    """`dado grigio` at a first-edition table finds the second edition's grey die; a
    section of the other edition is listed only when it matches better than every section
    of the edition in play (`quando finisce la tappa` lists the leg's end of the edition
    played, not the other's), and `--edition` keeps to one edition."""

    def ids(*words: str) -> list[str]:
        found = cli.ok("rules", "search", *words, lang="it", json=True).json
        return [r["id"] for r in found["results"]]

    assert ids("dado", "grigio")[0] == "camel-up/grey-die"
    assert "camel-up/grey-die" not in ids("dado", "grigio", "--edition", "1")
    first = ids("quando", "finisce", "la", "tappa")
    assert first[0] == "camel-up/leg-end" and "camel-up/leg-end-2" not in first
    mirage = ids("cosa", "succede", "quando", "un", "cammello", "si", "ferma", "sul", "miraggio")
    assert not [i for i in mirage if i.endswith("-2") or "crazy" in i or "spectator" in i]
    cli.ok("camel", "new", "--edition", "2", "--players", "ana,bo", "--start",
           "1:blue,red 2:green 3:yellow,purple 14:white 16:black")  # fmt: skip
    second = ids("quando", "finisce", "la", "tappa")
    assert second[0] == "camel-up/leg-end-2" and "camel-up/leg-end" not in second
    assert ids("tessera", "deserto")[0] == "camel-up/desert-tile"  # only in the first
    assert ids("fine", "tappa", "--edition", "2")[0] == "camel-up/leg-end-2"
    assert "camel-up/leg-end" not in ids("fine", "tappa", "--edition", "2")


def test_words_that_name_no_game_search_every_games_rules(cli) -> None:
    """`règles chameau fou`: no game is called `chameau`, so every game's rules are searched;
    a mistyped game that no rule speaks of is still the unknown game (exit 2)."""
    found = cli.ok("rules", "chameau", "fou", lang="fr", json=True).json
    assert found["results"][0]["id"] == "camel-up/crazy-camels"
    typo = cli("rules", "camle", lang="fr")
    assert typo.code == 2 and "Jeu inconnu" in typo.err


@pytest.mark.parametrize(
    ("lang", "game", "name", "section"),
    [
        ("en", "camel", "desrt-tile", "camel-up/desert-tile"),
        ("fr", "camel", "tuile-dessert", "camel-up/desert-tile"),
        ("it", "faraone", "carte-equipagiamento", "schatz-der-pharao/equipment"),
    ],
)
def test_a_section_name_a_letter_off_is_that_section(
    cli, prompt_lines, lang: str, game: str, name: str, section: str
) -> None:
    """A section's name with a dash, as the hints give it, misspelt by a letter or two, is
    that section, one-shot and at the prompt (it was searched word by word: `desrt-tile`
    put the leg-bet tiles first)."""
    assert cli.ok("rules", game, name, lang=lang, json=True).json["id"] == section
    from assistant.games import find_spec

    spec = find_spec(game)
    assert spec is not None
    players = ["--players", "ana,bo"]
    if spec.id == "camel-up":
        players += ["--start", "1:blue 2:green,orange 3:yellow,white"]
    elif spec.id == "schatz-der-pharao":
        players += ["--adventures", "7,4,10,5,9"]
    cli.ok(spec.cli, "new", *players)
    at_table = prompt_lines(f"rules {name}\n", lang=lang, json=True).json
    assert at_table["id"] == section


def test_an_unknown_section_names_each_close_section_once_in_the_readers_words(cli) -> None:
    """`protezzione` is close to both `protezione` and `protection` (one section): it is
    named once, in Italian."""
    refused = cli("rules", "faraone", "protezzione", lang="it")
    assert refused.code == 2
    said = " ".join(refused.err.split())
    assert "Le più vicine: protezione, " in said and "protection" not in said


def test_see_also_names_each_section_and_how_to_read_it(cli, prompt_lines) -> None:
    """A section's "see also" gives each section's title and the command that shows it, in
    the reader's words (it gave bare ids: `schatz-der-pharao/draw-pile`)."""
    out = " ".join(cli.ok("rules", "faraone", "pescare", lang="it").out.split())
    assert (
        "Vedi anche: Il mazzo si esaurisce (`assistant regole schatz-der-pharao "
        "mazzo-si-esaurisce`)"
    ) in out
    cli.ok("pharao", "new", "--players", "ana,bo", "--adventures", "7,4,10,5,9")
    at_table = " ".join(prompt_lines("regles piocher\n", lang="fr").out.split())
    assert "Voir aussi : La pioche s’épuise (`règles pioche-s-epuise`)" in at_table


def test_see_also_separates_sections_in_the_readers_punctuation(cli) -> None:
    """ramses/scorpion points to two sections: French puts a narrow space before the
    semicolon between them, Italian and English none."""
    fr = re.sub(r"[ \n]+", " ", cli.ok("rules", "ramses", "scorpion", lang="fr").out)
    assert "actions-speciales`)\u202f; Les cartes Objectif" in fr, fr
    it = " ".join(cli.ok("rules", "ramses", "scorpione", lang="it").out.split())
    assert "azioni-speciali`); Le carte obiettivo" in it, it
    assert "ramses scorpione bo --pescata vaso:2" in it  # a command broken over two lines


def test_a_search_over_games_keeps_each_game_name_on_one_line(cli, monkeypatch) -> None:
    """rules: at 80 columns, a search whose sections come from several games keeps each
    game's name whole on its line (the title wraps instead), in Italian too."""
    monkeypatch.setenv("COLUMNS", "80")
    out = cli.ok("rules", "si", "rimescolano", "gli", "scarti", lang="it").out
    rows = [line for line in out.splitlines() if line.startswith("Il tesoro")]
    assert rows and all("araone" in line for line in rows), out
    assert max(map(len, out.splitlines())) <= 80


@pytest.mark.parametrize(
    ("lang", "line", "section"),
    [
        ("it", "il mazzo è finito, cosa succede se pesco?", "mazzo-si-esaurisce"),
        ("fr", "la pioche est vide, qu'est-ce qui se passe si je pioche ?", "pioche-s-epuise"),
    ],
)
def test_a_rule_question_after_what_happened(cli, prompt_lines, lang, line, section) -> None:
    """schatz-der-pharao/draw-pile: a question about a rule after a clause that says what
    happened (`il mazzo è finito, cosa succede se pesco?`) searches both."""
    cli.ok("pharao", "new", "--players", "Anna,Luca", "--adventures", "7,4,10,5,9")
    result = prompt_lines(line + "\n", lang=lang)
    assert result.code == 0, result.err
    assert section in result.out, result.out
