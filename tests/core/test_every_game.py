"""What every registered game owes, checked the same way for each (parametrised over the
registry, so a new game is checked without a line here):

* its recorded games: every shipped example (`examples/<game id>/*.txt`) has an expectation
  (`tests/<domain>/expected/<name>.json`, worked out by hand, not copied from the program)
  and replays to it, through the CLI; a translated example (`*.fr.txt`, `*.it.txt`) is the
  English game in other words (it must end as that game: `test_translated_examples.py`);
* its rulebook: every rule the code cites is a section, every section is named by a test of
  the game, every section is in the French and Italian catalogs (the catalogs themselves are
  checked, domain by domain, in `test_catalogs.py`).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

import pytest

from assistant import rulebook
from assistant.games import SPECS
from assistant.games.base import GameSpec
from assistant.i18n import Translator, _catalogs

REPO = Path(__file__).resolve().parents[2]
LANGS = ("en", "fr", "it")


def expectations(spec: GameSpec) -> Path:
    return REPO / "tests" / spec.domain / "expected"


def examples(spec: GameSpec) -> list[Path]:
    """The English examples of a game (a translated one ends as its English game)."""
    folder = REPO / "examples" / spec.id
    return sorted(p for p in folder.glob("*.txt") if len(p.suffixes) == 1)


GOLDEN = [
    pytest.param(spec, path, LANGS[i % len(LANGS)], id=f"{spec.id}/{path.stem}")
    for spec in SPECS
    for i, path in enumerate(examples(spec))
]
"""Each example once, replayed by a reader of one of the three languages in turn."""


def test_every_shipped_example_has_an_expectation() -> None:
    folders = {p.name for p in (REPO / "examples").iterdir() if p.is_dir()}
    assert folders == {spec.id for spec in SPECS}, "an example folder per registered game"
    for spec in SPECS:
        shipped = {p.stem for p in examples(spec)}
        assert shipped, f"{spec.id} ships no example game"
        assert {p.stem for p in expectations(spec).glob("*.json")} == shipped, spec.id
        for translated in (REPO / "examples" / spec.id).glob("*.*.txt"):
            english = translated.name.split(".")[0]
            assert english in shipped, f"{translated.name} translates no English example"
    for path in (REPO / "examples").glob("*/*.txt"):
        assert "--name" not in path.read_text(encoding="utf-8"), path


@pytest.mark.parametrize(("spec", "path", "lang"), GOLDEN)
def test_an_example_replays_to_its_expectation(
    cli: Any, spec: GameSpec, path: Path, lang: str
) -> None:
    """The recorded game, replayed, ends in the state worked out by hand."""
    expected = json.loads((expectations(spec) / f"{path.stem}.json").read_text(encoding="utf-8"))
    replayed = cli.ok("replay", str(path), json=True, lang=lang).json
    assert replayed["state"] == expected
    assert cli.ok(spec.cli, "status", json=True).json == expected


# -- the rulebook ------------------------------------------------------------------------------


def sources(spec: GameSpec) -> str:
    """The game's rules package and its command module."""
    paths = [
        *sorted((REPO / "assistant" / "games" / spec.domain).glob("*.py")),
        REPO / "assistant" / "cli" / f"{spec.cli}.py",
    ]
    return "".join(path.read_text(encoding="utf-8") for path in paths)


def cited(spec: GameSpec) -> set[str]:
    """Every rule id the game's code cites: `rule("x")`, `illegal("x", ...)`, the guard's
    sections, or a full id written out."""
    text = sources(spec)
    slugs = set(re.findall(r'rule\(\s*"([\w-]+)"', text))
    slugs |= set(re.findall(r'(?:illegal|invalid)\(\s*"([\w-]+)"', text))
    slugs |= set(re.findall(r'_section = "([\w-]+)"', text))
    return {spec.rule(slug) for slug in slugs} | set(
        re.findall(rf'"({re.escape(spec.id)}/[\w-]+)"', text)
    )


@functools.cache
def catalog_ids(lang: str) -> frozenset[str]:
    catalogs: Any = _catalogs(lang)
    ids: set[str] = set()
    while catalogs is not None:
        ids.update(str(k) for k in getattr(catalogs, "_catalog", {}))
        catalogs = getattr(catalogs, "_fallback", None)
    return frozenset(ids)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_rule_the_code_cites_is_a_section(spec: GameSpec) -> None:
    book = rulebook.load(spec.id)
    ids = {section.id for section in book.sections}
    assert len(cited(spec)) >= 5, f"{spec.id}: the rule ids of the code were not found"
    assert cited(spec) <= ids, cited(spec) - ids
    for section in book.sections:
        for link in section.see:
            assert link in ids or link.split("/")[0] in {s.id for s in SPECS}, link


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_rule_section_is_named_by_a_test(spec: GameSpec) -> None:
    """Each section (beyond the overview and the box contents) is named by a test of the
    game, which checks what it says."""
    tests = "".join(
        p.read_text(encoding="utf-8") for p in (REPO / "tests" / spec.domain).glob("test_*.py")
    )
    untested = [
        section.id
        for section in rulebook.load(spec.id).sections
        if section.id not in tests and not section.id.endswith(("/overview", "/components"))
    ]
    assert not untested


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_rule_section_is_translated(spec: GameSpec, lang: str) -> None:
    t = Translator(lang)
    for section in rulebook.load(spec.id).sections:
        assert section.title in catalog_ids(lang), (section.id, "title")
        assert t.gettext(section.text) != section.text, (section.id, "text")


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_new_without_players_says_how_to_name_them(cli: Any, spec: GameSpec) -> None:
    """<game>/setup: `new` without `--players` says how to name them, with an example in
    the reader's words and the game's setup rule (exit 2), instead of Click's bare missing
    option; nothing is started."""
    fr = cli(spec.cli, "nouvelle", lang="fr")
    assert fr.code == 2, fr.err
    said = " ".join(fr.err.split()).replace("\u202f", " ")
    assert "Nommez les joueurs : --joueurs ana,bo,cy" in said, said
    assert f"({spec.id}/setup)" in said and "Il manque" not in said
    it = cli(spec.cli, "nuova", lang="it")
    assert it.code == 2 and "Indica i giocatori: --giocatori ana,bo,cy" in it.err
    doc = cli(spec.cli, "new", "--players", " , ", json=True).json["error"]
    assert doc["code"] == "usage/missing-players" and doc["rule"] == f"{spec.id}/setup"
    assert cli.ok("sessions", json=True).json["sessions"] == []


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_the_grammars_fillers_are_folded(spec: GameSpec) -> None:
    """The fillers are compared folded (`grammar.filler`): an accent in one would never
    match (`déplace` must be written `deplace`); a command's own too."""
    from assistant.games import fold, load

    grammar = load(spec.id).grammar
    fillers = grammar.fillers.union(*(command.fillers for command in grammar.commands))
    assert {word for word in fillers if fold(word) != word} == set()
