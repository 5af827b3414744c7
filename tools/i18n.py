"""Translation workflow: extract, update and compile the catalogs of every domain.

    python tools/i18n.py update            # extract all domains, merge into fr and it .po
    python tools/i18n.py update camel_up   # only one domain
    python tools/i18n.py compile           # .po -> .mo (the .mo files are committed)
    python tools/i18n.py init de           # start a new language for every domain

Each domain has a mapping file `locales/<domain>.cfg` (which sources and rulebooks feed it)
and a template `locales/<domain>.pot`. This script only calls Babel's own `pybabel`
commands with the project's settings; docs/development.md shows the same commands spelled out.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
LANGUAGES = ("fr", "it")
KEYWORDS = ["-k", "N_", "-k", "Plural:1,2"]


def domains(selected: list[str]) -> list[str]:
    found = sorted(p.stem for p in LOCALES.glob("*.cfg"))
    unknown = set(selected) - set(found)
    if unknown:
        sys.exit(f"unknown domain(s): {', '.join(sorted(unknown))}; known: {', '.join(found)}")
    return selected or found


def pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])


def extract(domain: str) -> None:
    pybabel(
        "extract",
        "-F",
        str(LOCALES / f"{domain}.cfg"),
        *KEYWORDS,
        "--no-default-keywords",
        "--sort-by-file",
        "--add-comments",
        "TRANSLATORS:",
        "--project",
        "assistant",
        "--msgid-bugs-address",
        "maintainers@example.invalid",
        "-o",
        str(LOCALES / f"{domain}.pot"),
        ".",
    )


def update(domain: str) -> None:
    extract(domain)
    for lang in LANGUAGES:
        po = LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"
        command = "update" if po.exists() else "init"
        pybabel(
            command,
            "-i",
            str(LOCALES / f"{domain}.pot"),
            "-d",
            str(LOCALES),
            "-D",
            domain,
            "-l",
            lang,
            *(["--no-wrap", "--ignore-obsolete"] if command == "update" else []),
        )


def compile_(domain: str) -> None:
    for lang in LANGUAGES:
        if not (LOCALES / lang / "LC_MESSAGES" / f"{domain}.po").exists():
            print(f"{lang}/{domain}.po does not exist yet: run `update {domain}` first")
            continue
        pybabel("compile", "-d", str(LOCALES), "-D", domain, "-l", lang)


def main(argv: list[str]) -> None:
    os.chdir(ROOT)  # source locations in the catalogs stay relative to the repository
    if not argv or argv[0] not in {"extract", "update", "compile", "init"}:
        sys.exit(__doc__)
    action, rest = argv[0], argv[1:]
    if action == "init":
        for domain in domains([]):
            for lang in rest:
                pybabel(
                    "init",
                    "-i",
                    str(LOCALES / f"{domain}.pot"),
                    "-d",
                    str(LOCALES),
                    "-D",
                    domain,
                    "-l",
                    lang,
                )
        return
    for domain in domains(rest):
        {"extract": extract, "update": update, "compile": compile_}[action](domain)


if __name__ == "__main__":
    main(sys.argv[1:])
