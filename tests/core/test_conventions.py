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


def test_global_options_work_after_the_command(cli) -> None:  # type: ignore[no-untyped-def]
    before = cli("--json", "--lang", "fr", "rules", "camel-up", "nothing")
    after = cli("rules", "camel-up", "nothing", "--json", "--lang=fr")
    assert before.code == after.code == 2
    assert before.json == after.json
    assert after.json["error"]["message"].startswith("Pas de section")
    listing = cli("sessions", "--json")
    assert listing.code == 0 and listing.json == {"current": None, "sessions": []}


def test_words_after_a_double_dash_are_left_alone() -> None:
    from assistant.cli.app import hoist_global_options

    assert hoist_global_options(["rules", "search", "--", "--json"]) == [
        "rules",
        "search",
        "--",
        "--json",
    ]
    assert hoist_global_options(["camel", "status", "--session", "x", "--json"]) == [
        "--session",
        "x",
        "--json",
        "camel",
        "status",
    ]


def test_help_is_in_the_readers_language(cli, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    english = cli("--help")
    assert english.code == 0 and "Usage:" in english.out and "Print the version" in english.out
    french = cli("--help", "--lang", "fr")
    assert "Utilisation" in french.out and "Affiche la version et quitte." in french.out
    assert "Print the version" not in french.out
    italian = cli("log", "--help", lang="it")
    assert "Uso:" in italian.out and "chi ha fatto cosa" in italian.out
    assert "Opzioni" in italian.out
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    from_env = cli("sessions", "--help")
    assert "Les parties gardées dans le journal" in from_env.out
    # Translating a help page leaves the English texts in place for the next reader.
    monkeypatch.delenv("LANG")
    again = cli("sessions", "--help")
    assert "The games kept in the journal" in again.out


def test_sessions_accept_a_unique_prefix_and_name_the_candidates(cli, toy) -> None:  # type: ignore[no-untyped-def]
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "schatz-sunday")
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "camel-a")
    cli.ok("toy", "new", "--players", "ana,bo", "--name", "camel-b")
    used = cli("sessions", "use", "SCHATZ", json=True)
    assert used.code == 0 and used.json == {"current": "schatz-sunday"}
    ambiguous = cli("sessions", "use", "camel", json=True)
    assert ambiguous.code == 2
    assert ambiguous.json["error"]["code"] == "session/ambiguous"
    assert "camel-a" in ambiguous.json["error"]["message"]
    assert "camel-b" in ambiguous.json["error"]["message"]
    missing = cli("sessions", "use", "ramses", json=True)
    assert missing.code == 4 and missing.json["error"]["code"] == "session/not-found"
    renamed = cli("sessions", "rename", "camel-b", "bee", json=True)
    assert renamed.code == 0 and renamed.json["name"] == "bee"
    assert cli("sessions", "export", "sch", "--format", "json", json=True).code == 0
    assert cli("sessions", "delete", "be", "--yes").code == 0
    assert cli("--session", "camel-a", "toy", "status").code == 0
    names = [s["name"] for s in cli.ok("sessions", json=True).json["sessions"]]
    assert sorted(names) == ["camel-a", "schatz-sunday"]
