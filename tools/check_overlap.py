"""Flag text that repeats a seed rulebook word for word (8 or more words in a row).

    python tools/check_overlap.py [SEEDS_DIR]     # default: ../shared/seeds beside the repo

The rulebooks and catalogs of this project are written in its own words; this is the check
the maintainers' before-stop hook runs, usable at any time and run by the test suite.

A run counts when it holds at least 4 different words: OCR noise in a seed ("s s s s s s s
s") and the letters of code (`{s}` again and again) repeat a word, not a passage.

Words are compared after Unicode NFC normalisation, with case folded and curly apostrophes
read as straight ones (a catalog writes "l’oasis" where a seed writes "l'oasis"). Catalogs
(.po) are read with Babel, so a wrapped line is the same text as an unwrapped one and the
escapes of the file format never count as words.

Exit codes: 0 nothing overlaps; 1 something does (each file is listed with the first run of
words it shares); 2 the seeds folder is missing or holds no seed (nothing could be compared).
"""

from __future__ import annotations

import re
import subprocess
import sys
import unicodedata
from collections.abc import Iterable
from pathlib import Path

N = 8
DIFFERENT = 4  # the fewest different words in a run that counts as a passage
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?", re.UNICODE)
SUFFIXES = {".po", ".pot", ".yaml", ".yml", ".md", ".txt", ".py", ".rst", ".json"}
ROOT = Path(__file__).resolve().parent.parent


def words(text: str) -> list[str]:
    """The words of `text`, normalised: NFC, case folded, apostrophes made straight."""
    text = unicodedata.normalize("NFC", text).replace("\u2019", "'").replace("\u2018", "'")
    return WORD.findall(text.casefold())


def catalog_text(path: Path) -> str:
    """The translated texts of a .po file (msgstr), as Babel reads them."""
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        catalog = read_po(handle)
    parts: list[str] = []
    for message in catalog:
        if not message.id:
            continue  # the header
        strings: Iterable[str] = (
            message.string if isinstance(message.string, tuple) else (message.string,)
        )
        parts.extend(s for s in strings if s)
    return "\n".join(parts)


def seed_grams(seeds: Path) -> set[tuple[str, ...]]:
    grams: set[tuple[str, ...]] = set()
    for seed in sorted(seeds.glob("*.txt")):
        ws = words(seed.read_text(encoding="utf-8", errors="ignore"))
        runs = (tuple(ws[i : i + N]) for i in range(len(ws) - N + 1))
        grams.update(run for run in runs if len(set(run)) >= DIFFERENT)
    return grams


def project_files(root: Path) -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"],
        capture_output=True,
        text=True,
        cwd=root,
        check=True,
    ).stdout.splitlines()
    return [root / name for name in listed if Path(name).suffix in SUFFIXES]


def overlaps(seeds: Path, root: Path = ROOT) -> list[str]:
    """One line per file that shares a run of `N` words with a seed: `path: "words ..."`."""
    grams = seed_grams(seeds)
    hits: list[str] = []
    for path in project_files(root):
        if not path.is_file():
            continue
        if path.suffix == ".po":
            text = catalog_text(path)
        else:
            text = path.read_text(encoding="utf-8", errors="ignore")
        ws = words(text)
        for i in range(len(ws) - N + 1):
            if tuple(ws[i : i + N]) in grams:
                hits.append(f'{path.relative_to(root)}: "{" ".join(ws[i : i + N])} ..."')
                break
    return hits


def main(argv: list[str]) -> int:
    seeds = Path(argv[0]) if argv else ROOT.parent / "shared" / "seeds"
    if not seeds.is_dir() or not any(seeds.glob("*.txt")):
        print(f"no seed rulebooks at {seeds}: nothing was compared", file=sys.stderr)
        return 2
    hits = overlaps(seeds)
    for hit in hits:
        print(hit)
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
