"""Language negotiation, translated output and input in the three languages."""

from __future__ import annotations

import pytest

from assistant.i18n import Translator, negotiate
from assistant.messages import Msg


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANGUAGE": "de:it:fr", "LANG": "fr_FR"}, "it"),
        ({"LC_MESSAGES": "it_CH.UTF-8", "LANG": "fr_FR"}, "it"),
        ({"LC_ALL": "fr_CA.UTF-8", "LC_MESSAGES": "it_IT"}, "fr"),
        ({"LANGUAGE": "", "LANG": "it"}, "it"),
    ],
)
def test_negotiation_follows_gettext_variables(environ: dict[str, str], expected: str) -> None:
    assert negotiate(None, environ) == expected


def test_explicit_language_wins_and_unknown_is_refused() -> None:
    assert negotiate("IT", {"LANG": "fr_FR"}) == "it"
    assert negotiate("fr-CA", {}) == "fr"
    with pytest.raises(ValueError):
        negotiate("de", {})


def test_environment_reaches_the_cli(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert "Il n’existe pas de partie nommée x." in cli("sessions", "use", "x").err
    monkeypatch.setenv("LANGUAGE", "it")
    assert "Non esiste una partita di nome x." in cli("sessions", "use", "x").err
    assert "There is no session named x." in cli("sessions", "use", "x", lang="en").err


def test_unknown_language_option_is_a_usage_error(cli) -> None:
    result = cli("--lang", "de", "sessions", json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == "usage/unknown-language"


def test_messages_translate_their_arguments_and_lists() -> None:
    msg = Msg(
        "Session {name} is a game of {game}, not of {wanted}.",
        {"name": "x", "game": Msg("Through the Desert"), "wanted": Msg("Camel Up")},
    )
    assert (
        Translator("fr").render(msg)
        == "La partie x est une partie d’À travers le désert, pas de Camel Up."
    )
    assert (
        Translator("it")
        .render(msg)
        .startswith("La partita x è una partita di Attraverso il deserto")
    )
    assert Translator("en").join(["ana", "bo", "cy"]) == "ana, bo, and cy"
    assert Translator("fr").join(["ana", "bo", "cy"]) == "ana, bo et cy"
    assert Translator("it").join(["ana", "bo", "cy"]) == "ana, bo e cy"


def test_a_broken_translation_falls_back_to_english() -> None:
    t = Translator("fr")
    assert t.render(Msg("{missing} placeholder", {"missing": 1})) == "1 placeholder"


def test_numbers_follow_the_language() -> None:
    assert Translator("en").number(1234.5) == "1,234.50"
    assert Translator("fr").number(1234.5).replace("\u202f", " ") == "1 234,50"
    assert Translator("it").percent(0.215) == "21,5%"


@pytest.mark.parametrize(
    ("args", "lang", "expected"),
    [
        (("sessions", "rename"), "fr", "Il manque l’argument NOM."),
        (("sessions", "use", "a", "b"), "it", "Parole in più: b."),
        (("sessions", "--bogus"), "fr", "Option inconnue\u202f: --bogus."),
        (("sessionz",), "it", "Comando sconosciuto: sessionz. Forse intendevi «partite»?"),
        (("sessions", "rename"), "en", "Missing argument NAME."),
        (
            ("sessions", "export", "--format", "pdf"),
            "it",
            "Valore non valido per '--formato': pdf non è tra le scelte possibili "
            "(json, markdown, html, svg o replay).",
        ),
    ],
)
def test_usage_errors_speak_the_language(
    cli, args: tuple[str, ...], lang: str, expected: str
) -> None:
    result = cli(*args, lang=lang, json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == "usage/invalid"
    assert result.json["error"]["message"] == expected
    human = cli(*args, lang=lang)
    assert expected in human.err
    assert "--help" in human.err
