"""The wheel: built from this tree, installed in a fresh venv, run from another folder.

Dependencies are not downloaded again: the fresh venv sees the test environment's
site-packages through a `.pth` line (which does not bring the editable install with it), so
the only `assistant` it can import is the one inside the wheel.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(work / "dist"),
            str(REPO),
        ],
        check=True,
    )
    wheel = next((work / "dist").glob("boxside_assistant-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert "assistant/rulebooks/camel-up.yaml" in names
    assert "assistant/locales/it/LC_MESSAGES/assistant.mo" in names
    for cited in cited_paths():
        assert f"assistant/{cited}" in names, f"the help cites {cited}, the wheel lacks it"
    assert {f"assistant/{p.relative_to(REPO)}" for p in REPO.glob("examples/*/*.txt")} <= set(names)
    assert {f"assistant/{p.relative_to(REPO)}" for p in REPO.glob("docs/*.md")} <= set(names)
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "-q",
            "--no-deps",
            str(wheel),
        ],
        check=True,
    )
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    deps = sysconfig.get_paths()["purelib"]
    Path(site, "test-deps.pth").write_text(deps + "\n")
    return venv


SHIPPED_PATH = re.compile(r"\b(?:examples|docs|rulebooks)/[\w./-]*\.(?:txt|md|yaml)\b")


def cited_paths() -> set[str]:
    """The shipped files (`examples/...`, `docs/...`, `rulebooks/...`) that a command's help
    or a message of the program names."""
    found: set[str] = set()
    for source in (REPO / "assistant").rglob("*.py"):
        found.update(SHIPPED_PATH.findall(source.read_text(encoding="utf-8")))
    return {path for path in found if "{" not in path and not path.endswith("/")}


def test_the_cited_paths_exist_in_the_tree() -> None:
    assert "examples/camel-up/full-game.txt" in cited_paths()
    for cited in cited_paths():
        assert (REPO / cited).exists(), cited


def run(venv: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LANG", "LC_"))}
    env["ASSISTANT_HOME"] = str(cwd / "home")
    return subprocess.run(
        [str(venv / "bin" / "assistant"), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_installed_copy_is_the_wheel_and_serves_italian(installed: Path, tmp_path: Path) -> None:
    where = subprocess.run(
        [str(installed / "bin" / "python"), "-c", "import assistant; print(assistant.__file__)"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert where.startswith(str(installed))
    listing = run(installed, "--lang", "it", "--json", "rules", cwd=tmp_path)
    assert listing.returncode == 0, listing.stderr
    names = {g["id"]: g["name"] for g in json.loads(listing.stdout)["games"]}
    assert names["through-the-desert"] == "Attraverso il deserto"
    contents = run(installed, "--lang", "it", "--json", "rules", "camel-up", cwd=tmp_path)
    assert contents.returncode == 0, contents.stderr
    titles = [s["title"] for s in json.loads(contents.stdout)["sections"]]
    english = run(installed, "--json", "rules", "camel-up", cwd=tmp_path)
    assert titles != [s["title"] for s in json.loads(english.stdout)["sections"]]
    found = run(installed, "--lang", "it", "--json", "rules", "search", "miraggio", cwd=tmp_path)
    assert json.loads(found.stdout)["results"][0]["id"] == "camel-up/desert-tile"
    sessions = run(installed, "--json", "sessions", cwd=tmp_path)
    assert json.loads(sessions.stdout) == {"current": None, "sessions": []}
    error = run(installed, "--lang", "it", "sessions", "use", "x", cwd=tmp_path)
    assert error.returncode == 4
    assert "Non esiste una partita di nome x." in error.stderr


def test_installed_copy_replays_a_shipped_example(installed: Path, tmp_path: Path) -> None:
    """The paths the help cites (`assistant replay examples/camel-up/full-game.txt`, a board
    under rulebooks/) work from any folder: the wheel carries them."""
    replayed = run(installed, "--json", "replay", "examples/camel-up/full-game.txt", cwd=tmp_path)
    assert replayed.returncode == 0, replayed.stderr
    doc = json.loads(replayed.stdout)
    assert doc["commands"] > 10 and doc["state"]["finished"]
    board = run(
        installed,
        "--json",
        "desert",
        "map",
        "validate",
        "rulebooks/boards/kosmos-2-3p.yaml",
        cwd=tmp_path,
    )
    assert board.returncode == 0, board.stderr
    assert json.loads(board.stdout)["valid"] is True
    missing = run(installed, "replay", "examples/nothing-here.txt", cwd=tmp_path)
    assert missing.returncode == 2
