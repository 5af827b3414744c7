"""Articles and prepositions where a name or a colour meets them, in French and Italian."""

from __future__ import annotations

import pytest

from assistant.grammar import Word, inflect
from assistant.i18n import Translator
from assistant.messages import Msg


@pytest.mark.parametrize(
    ("spec", "word", "expected"),
    [
        ("de", "ana", "d’ana"),
        ("de", "bo", "de bo"),
        ("de", "Hélène", "d’Hélène"),
        ("de", "Émile", "d’Émile"),
        ("de", "Yves", "d’Yves"),
        ("de", "Yann", "de Yann"),
        ("le", "orange", "l’orange"),
        ("le", "bleu", "le bleu"),
        ("Le", "orange", "L’orange"),
        ("la", "oasis", "l’oasis"),
        ("du", "orange", "de l’orange"),
        ("du", "blanc", "du blanc"),
        ("au", "ana", "à l’ana"),
        ("au", "vert", "au vert"),
        ("que", "ana", "qu’ana"),
    ],
)
def test_french(spec: str, word: str, expected: str) -> None:
    assert inflect("fr", spec, word) == expected


@pytest.mark.parametrize(
    ("spec", "word", "expected"),
    [
        ("a", "ana", "ad ana"),
        ("a", "Anna", "ad Anna"),
        ("a", "bo", "a bo"),
        ("a", "eli", "a eli"),
        ("e", "Eva", "ed Eva"),
        ("e", "élodie", "ed élodie"),
        ("e", "bo", "e bo"),
        ("e", "ana", "e ana"),
        ("su", "giallo", "sul giallo"),
        ("su", "arancione", "sull’arancione"),
        ("su", "scarabeo", "sullo scarabeo"),
        ("di", "blu", "del blu"),
        ("di", "zaino", "dello zaino"),
        ("di", "0,2%", "dello 0,2%"),
        ("di", "5%", "del 5%"),
        ("di", "8%", "dell’8%"),
        ("il", "gnomo", "lo gnomo"),
        ("il", "iato", "lo iato"),
        ("il", "verde", "il verde"),
        ("sulla", "oasi", "sull’oasi"),
        ("sulla", "casella", "sulla casella"),
        ("della", "corona", "della corona"),
        ("Il", "arancione", "L’arancione"),
    ],
)
def test_italian(spec: str, word: str, expected: str) -> None:
    assert inflect("it", spec, word) == expected


def test_other_specs_format_as_usual() -> None:
    assert f"{Word('ana', 'fr'):>5}" == "  ana"
    assert inflect("en", "de", "ana") is None


def test_a_translated_template_inflects_its_arguments() -> None:
    # A French template with a spec, rendered through the Translator's argument handling.
    t = Translator("fr")
    values = {"player": t._value("ana"), "colour": t._value(Msg("orange"))}
    assert "C’est au tour {player:de}, sur {colour:le}.".format(**values) == (
        "C’est au tour d’ana, sur l’orange."
    )
    it = Translator("it")
    assert "Ora tocca {player:a}.".format(player=it._value("ana")) == "Ora tocca ad ana."


@pytest.mark.parametrize(
    ("names", "joined"),
    [
        (["Ana", "Eva"], "Ana ed Eva"),
        (["Ana", "Bo", "Eva"], "Ana, Bo ed Eva"),
        (["Eva", "Bo"], "Eva e Bo"),
        (["Ana", "Bo", "Cy"], "Ana, Bo e Cy"),
    ],
)
def test_an_italian_list_takes_ed_before_an_e(names: list[str], joined: str) -> None:
    assert Translator("it").join(names) == joined
    assert Translator("it").join(names, style="or") == joined.replace(" ed ", " o ").replace(
        " e ", " o "
    )
    assert Translator("fr").join(names) == joined.replace(" ed ", " et ").replace(" e ", " et ")


def test_a_command_may_give_player_a_meaning_of_its_own() -> None:
    """Ramsès's duel: `--player` is the duellist who slid last, not "only this player's
    part" (the help of other commands whose player is optional); in three languages."""
    from assistant.games.ramses.commands import GRAMMAR
    from assistant.i18n import Translator

    duel = GRAMMAR.command("duel")
    player = duel.all_params[-1]
    assert player.name == "player" and "slid last" in player.help
    assert "scivol" not in Translator("it").gettext(player.help)
    assert "ha spinto per ultimo" in Translator("it").gettext(player.help)
    reveal = GRAMMAR.command("reveal")
    assert "slid last" not in reveal.all_params[-1].help
