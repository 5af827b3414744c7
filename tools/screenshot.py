"""Screenshots of exported reports and pictures with headless Chromium, to look at them.

    python tools/screenshot.py report.html                   # -> report.png next to it
    python tools/screenshot.py board.svg -o /tmp/board.png --width 700 --height 700
    python tools/screenshot.py report.html --pdf report.pdf  # the print version (A4)
    python tools/screenshot.py --examples /tmp/shots         # every game of examples/

`--examples` replays each game of `examples/` into a fresh `ASSISTANT_HOME`, exports it as
HTML, SVG, Markdown and replay lines (`assistant sessions export`), and takes a screenshot of
the report, of the picture and a PDF of the printed report, all in the given folder.

Needs Debian's `chromium` (`apt-get install chromium`); without it the script says so and
exits 0. Chromium runs with a fresh profile and every background service off, so nothing is
fetched from the network (the pages themselves load nothing either).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BROWSERS = ("chromium", "chromium-browser", "google-chrome")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--no-first-run",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--no-pdf-header-footer",
)
FORMATS = (("html", "html"), ("svg", "svg"), ("markdown", "md"), ("replay", "replay.txt"))


def browser() -> str | None:
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    return None


def chromium(exe: str, page: Path, *extra: str) -> None:
    """Run Chromium once on `page` with a throwaway profile."""
    with tempfile.TemporaryDirectory(prefix="screenshot-profile-") as profile:
        command = [exe, *FLAGS, f"--user-data-dir={profile}", *extra, page.resolve().as_uri()]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    if result.returncode != 0:
        sys.exit(f"chromium failed on {page}:\n{result.stderr[-2000:]}")


def screenshot(exe: str, page: Path, out: Path, width: int, height: int) -> Path:
    chromium(exe, page, f"--screenshot={out.resolve()}", f"--window-size={width},{height}")
    return out


def pdf(exe: str, page: Path, out: Path) -> Path:
    chromium(exe, page, f"--print-to-pdf={out.resolve()}")
    return out


def assistant(home: Path, *args: str) -> str:
    """Run `assistant ARGS` on the journal in `home`; its standard output."""
    exe = Path(sys.executable).parent / "assistant"
    env = dict(os.environ, ASSISTANT_HOME=str(home), NO_COLOR="1")
    result = subprocess.run(
        [str(exe), *args], capture_output=True, text=True, env=env, check=False, cwd=ROOT
    )
    if result.returncode != 0:
        raise RuntimeError(f"assistant {' '.join(args)}: {(result.stderr or result.stdout)[-600:]}")
    return result.stdout


def examples(exe: str, folder: Path, lang: str, width: int) -> bool:
    """Export every example game and take its screenshots into `folder`; False if one
    could not be exported (the others are still done)."""
    folder.mkdir(parents=True, exist_ok=True)
    ok = True
    for game in sorted((ROOT / "examples").glob("*/*.txt")):
        name = f"{game.parent.name}-{game.stem}"
        with tempfile.TemporaryDirectory(prefix="screenshot-home-") as tmp:
            home = Path(tmp)
            try:
                assistant(home, "replay", str(game))
                session = json.loads(assistant(home, "--json", "sessions"))["current"]
                for fmt, suffix in FORMATS:
                    target = folder / f"{name}.{suffix}"
                    export = ["sessions", "export", session, "--format", fmt, "-o", str(target)]
                    assistant(home, "--lang", lang, *export)
            except RuntimeError as error:
                print(f"{name}: not exported: {error}", file=sys.stderr)
                ok = False
                continue
        screenshot(exe, folder / f"{name}.html", folder / f"{name}.html.png", width, 4000)
        screenshot(exe, folder / f"{name}.svg", folder / f"{name}.svg.png", width, 1000)
        pdf(exe, folder / f"{name}.html", folder / f"{name}.pdf")
        print(f"{name}: {folder / name}.html.png, .svg.png, .pdf")
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("page", nargs="?", type=Path, help="an .html or .svg file")
    parser.add_argument("-o", "--output", type=Path, help="the PNG (default: PAGE.png)")
    parser.add_argument("--width", type=int, default=1100)
    parser.add_argument("--height", type=int, default=3000)
    parser.add_argument("--pdf", type=Path, help="also print the page to this PDF (A4)")
    parser.add_argument("--examples", type=Path, metavar="FOLDER", help="export every example")
    parser.add_argument("--lang", default="en", help="the reports' language (with --examples)")
    args = parser.parse_args(argv)
    exe = browser()
    if exe is None:
        print("chromium is not installed (apt-get install chromium): no screenshot taken.")
        return 0
    if args.examples is not None:
        return 0 if examples(exe, args.examples, args.lang, args.width) else 1
    if args.page is None:
        parser.error("give a page or --examples FOLDER")
    out = args.output or args.page.with_name(args.page.name + ".png")
    screenshot(exe, args.page, out, args.width, args.height)
    print(out)
    if args.pdf is not None:
        print(pdf(exe, args.page, args.pdf))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
