"""Conventions of a well-made command-line tool (issue: conventions and languages)."""

from __future__ import annotations

from pathlib import Path

from assistant import __version__

REPO = Path(__file__).resolve().parents[2]


def test_version_long_and_short(cli) -> None:  # type: ignore[no-untyped-def]
    for flag in ("--version", "-V"):
        result = cli(flag)
        assert result.code == 0
        assert result.out == f"assistant {__version__}\n"


def test_license_file_matches_the_declared_license() -> None:
    text = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert 'license = "MIT"' in (REPO / "pyproject.toml").read_text(encoding="utf-8")
