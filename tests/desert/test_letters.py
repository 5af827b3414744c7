"""through-the-desert/placement: a hex by its letter among the choices of `options`, one-shot
and at the prompt (the letter alone after `options`), and completion of legal hexes only."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "through-the-desert" / "two-players.txt"


@pytest.fixture
def middle(cli: Any, tmp_path: Path) -> None:
    """The two-player example up to its camels: bo's turn, the leaders all out."""
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()[:40]
    part = tmp_path / "part.txt"
    part.write_text("\n".join(lines) + "\n", encoding="utf-8")
    cli.ok("replay", str(part))


def choices(cli: Any, colour: str) -> list[dict[str, Any]]:
    options: list[dict[str, Any]] = cli.ok("desert", "options", colour, json=True).json["options"]
    return options


def test_place_by_letter_one_shot(cli: Any, middle: None) -> None:
    first = choices(cli, "yellow")[1]
    doc = cli.ok("desert", "place", "yellow", first["letter"], json=True).json
    assert doc["move"]["cell"] == first["cell"]
    refused = cli("desert", "place", "yellow", "zz", json=True)
    assert refused.code == 3 and refused.json["error"]["rule"] == "through-the-desert/placement"


@pytest.mark.parametrize(
    ("lang", "options", "place"), [("fr", "choix", "poser"), ("it", "scelte", "piazza")]
)
def test_the_letter_alone_at_the_prompt(
    cli: Any, middle: None, monkeypatch: pytest.MonkeyPatch, lang: str, options: str, place: str
) -> None:
    shown = choices(cli, "yellow")
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{options} jaune\nc\n"))
    result = cli("play", lang=lang)
    assert result.code == 0, result.err
    moves = cli.ok("log", json=True).json["moves"]
    assert moves[-1]["move"]["cell"] == shown[2]["cell"]
    # once the move is made the letters are gone: a letter alone is no command any more
    monkeypatch.setattr(sys, "stdin", io.StringIO("c\n"))
    assert cli("play", lang=lang).code == 2
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{place} jaune b\n"))
    assert cli("play", lang=lang).code == 0


def test_completion_offers_only_legal_hexes(cli: Any, middle: None) -> None:
    from assistant.cli.completion import complete
    from assistant.cli.prompt import TablePrompt as Table
    from assistant.cli.runtime import Runtime

    runtime = Runtime(lang_option="it")
    table = Table(runtime, runtime.journal.current_name() or "")
    legal = {option["cell"] for option in choices(cli, "yellow")}
    offered = {c.text.strip() for c in complete(table, "piazza giallo ")[1]}
    assert offered == legal
    assert [c.text.strip() for c in complete(table, "capo giallo ")[1]] == []  # no leaders now
    runtime.close()
