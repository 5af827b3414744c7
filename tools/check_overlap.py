"""Flag rule text that repeats a seed rulebook word for word (9 or more words in a row).

    python tools/check_overlap.py [SEEDS_DIR]     # default: ../shared/seeds beside the repo

The rulebooks in this project are written in its own words; this is the same check the
maintainers' before-stop hook runs, usable at any time. Exit 1 when something overlaps.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

N = 9
WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)
SUFFIXES = {".po", ".pot", ".yaml", ".yml", ".md", ".txt", ".py", ".rst", ".json"}


def words(text: str) -> list[str]:
    return [w.lower() for w in WORD.findall(text)]


def main(argv: list[str]) -> int:
    root = Path(__file__).resolve().parent.parent
    seeds = Path(argv[0]) if argv else root.parent / "shared" / "seeds"
    if not seeds.is_dir():
        print(f"no seeds folder at {seeds}; nothing to compare")
        return 0
    grams: set[tuple[str, ...]] = set()
    for seed in seeds.glob("*.txt"):
        ws = words(seed.read_text(encoding="utf-8", errors="ignore"))
        grams.update(tuple(ws[i : i + N]) for i in range(len(ws) - N + 1))
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"],
        capture_output=True,
        text=True,
        cwd=root,
        check=True,
    ).stdout.split()
    hits = 0
    for name in listed:
        path = root / name
        if path.suffix not in SUFFIXES or not path.is_file():
            continue
        ws = words(path.read_text(encoding="utf-8", errors="ignore"))
        for i in range(len(ws) - N + 1):
            if tuple(ws[i : i + N]) in grams:
                print(f'{name}: "{" ".join(ws[i : i + N])} ..."')
                hits += 1
                break
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
