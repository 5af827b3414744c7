"""The project's texts in its own words: `tools/check_overlap.py` against the seed rulebooks."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]
SEEDS = REPO.parent / "shared" / "seeds"
TOOL = REPO / "tools" / "check_overlap.py"


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("check_overlap", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_words_fold_case_and_apostrophes() -> None:
    words = tool().words
    assert words("L’Oasis d'ana") == words("l'oasis D’ana") == ["l'oasis", "d'ana"]
    assert words("cafe\u0301") == words("café")


def test_a_wrapped_catalog_line_is_one_text(tmp_path: Path) -> None:
    po = tmp_path / "x.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "a"\nmsgstr ""\n"un deux trois quatre "\n"cinq\\nsix"\n',
        encoding="utf-8",
    )
    text = tool().catalog_text(po)
    assert tool().words(text) == ["un", "deux", "trois", "quatre", "cinq", "six"]


def test_a_missing_seeds_folder_fails_instead_of_passing(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(TOOL), str(tmp_path / "nowhere")], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert "nothing was compared" in done.stderr


def test_eight_words_in_a_row_are_a_copy_seven_are_not(tmp_path: Path) -> None:
    """The project's rule: never 8 words in a row from a seed (COMMON.md, issue 23)."""
    assert tool().N == 8
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    passage = ["the", "flagged", "passage", "comes", "word", "for", "word", "from", "the", "seed"]
    project = tmp_path / "project"
    project.mkdir()
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    for length, found in ((7, False), (8, True)):
        (seeds / "s.txt").write_text(" ".join(passage[:length]), encoding="utf-8")
        (project / "rules.md").write_text(f"Zz {' '.join(passage)} zz.", encoding="utf-8")
        assert bool(tool().overlaps(seeds, project)) is found, length


def test_a_repeated_word_is_not_a_passage(tmp_path: Path) -> None:
    """OCR noise ("s s s s ...") and code letters repeat one word: not a copy."""
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "s.txt").write_text("a " + "s " * 12 + "b", encoding="utf-8")
    project = tmp_path / "project"
    project.mkdir()
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    (project / "code.py").write_text("x = " + " ".join(["s"] * 12), encoding="utf-8")
    assert tool().overlaps(seeds, project) == []


def test_a_copied_passage_is_found(tmp_path: Path) -> None:
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    rng = random.Random(7)
    made_up = " ".join("".join(rng.choices("bcdfglmnprstvz", k=7)) for _ in range(40))
    (seeds / "s.txt").write_text(made_up, encoding="utf-8")
    assert tool().overlaps(seeds) == []  # nothing in the project shares these words
    (seeds / "s.txt").write_text(
        "Les rulebooks in this project are written in its own words; this is the check the "
        "maintainers",
        encoding="utf-8",
    )
    assert any("tools/check_overlap.py" in hit for hit in tool().overlaps(seeds))


@pytest.mark.skipif(not SEEDS.is_dir(), reason=f"no seed rulebooks at {SEEDS}")
def test_no_text_of_the_project_repeats_a_seed_rulebook() -> None:
    done = subprocess.run([sys.executable, str(TOOL), str(SEEDS)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
