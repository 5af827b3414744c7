"""`assistant camel odds` for the second edition end to end: a typed position with
`--edition 2` (crazy camels, the grey die, spectator tiles, in three languages), the session
of a second-edition game handed to the engine (its tickets, spectator tiles, finish cards and
partnerships), and the refusals: one die left in the pyramid (camel-up/leg-end-2, exit 3),
`--edition` without `--camels` (exit 2)."""

from __future__ import annotations

from typing import Any

from assistant.games.camel_up.moves import Bet, Partner, Roll, Spectator
from assistant.games.camel_up.odds import DesertTile, Position, parse_camels
from assistant.games.camel_up.odds_value import Seat, analyse, to_json
from assistant.games.camel_up.state import RACING_2
from tests.camel_up.test_cli_edition2 import SIX, new, record

TYPED = "1:blue,red 2:green 3:yellow,purple 14:white 16:black"


def odds(cli: Any, *args: str, lang: str | None = None) -> dict[str, Any]:
    doc: dict[str, Any] = cli.ok("camel", "odds", *args, lang=lang, json=True).json
    return doc


def engine_part(doc: dict[str, Any]) -> dict[str, Any]:
    return {key: doc[key] for key in ("edition", "leg", "race", "actions", "holdings")}


def test_a_typed_second_edition_position(cli: Any) -> None:
    doc = odds(
        cli,
        "--edition",
        "2",
        "--camels",
        TYPED,
        "--tiles",
        "7:cheering:me",
        "--dice",
        "blue,grey,red",
        "--race-samples",
        "0",
    )
    assert doc["edition"] == 2
    assert list(doc["leg"]["first"]) == list(RACING_2)
    assert doc["position"]["dice"] == ["blue", "red", "grey"]
    assert doc["position"]["spectator_tile"] == {"space": 7, "side": "cheering"}
    assert doc["position"]["leg_tiles"]["red"] == [5, 3, 2, 2]
    labels = [a["action"] for a in doc["actions"]]
    assert "pyramid" in labels and "bet red" in labels and "bet black" not in labels
    assert any(label.startswith("spectator ") for label in labels)
    assert "spectator 7 booing" not in labels  # a move goes to another space
    position = Position(
        parse_camels(TYPED, edition=2),
        (DesertTile(7, 1, "me"),),
        frozenset({"blue", "grey", "red"}),
        2,
    )
    seat = Seat(leg_tiles=Seat.fresh(2).leg_tiles, race_cards=RACING_2, own_tile=7)
    assert engine_part(doc) == to_json(analyse(position, seat, race_samples=0))


def test_typed_in_french_and_italian(cli: Any) -> None:
    french = odds(
        cli,
        "--edition",
        "2",
        "--camels",
        "1:bleu,rouge 2:vert 3:jaune,violet 14:blanc 16:noir",
        "--tiles",
        "7:acclamations",
        "--dice",
        "bleu,gris",
        "--race-samples",
        "0",
        lang="fr",
    )
    assert french["position"]["camels"] == TYPED
    assert french["position"]["tiles"] == "7:cheering"
    assert french["position"]["dice"] == ["blue", "grey"]
    shown = cli.ok(
        "camel", "odds", "--edition", "2", "--camels", TYPED, "--race-samples", "0", lang="it"
    ).out
    assert "seconda edizione" in shown.lower()
    flat = " ".join(shown.split())  # the second edition's finish cards, by their name
    assert "le carte Traguardo non sono valutate" in flat and "Scommessa di Gara" not in flat


def test_one_die_left_is_refused(cli: Any) -> None:
    result = cli("camel", "odds", "--edition", "2", "--camels", TYPED, "--dice", "grey", json=True)
    assert result.code == 3
    assert result.json["error"]["rule"] == "camel-up/leg-end-2"
    result = cli("camel", "odds", "--edition", "2", json=True)
    assert result.code == 2
    assert result.json["error"]["code"] == "input/needs-camels"


def test_a_second_edition_session_reaches_the_engine(cli: Any) -> None:
    """Six players: tickets, a spectator tile, a grey die, a partnership; the session's
    odds equal the engine called by hand with the same seat."""
    new(cli, SIX)
    record(
        "camel-up-1",
        Bet("ana", "red"),
        Spectator("bo", 8, "booing"),
        Roll("cy", "grey", 2, shown="black"),
        Partner("dee", "ana"),
        Bet("eli", "red"),
    )
    doc = odds(cli, "--race-samples", "0")
    assert doc["session"] == "camel-up-1" and doc["position"]["player"] == "fay"
    assert doc["position"]["tiles"] == "8:booing:bo"
    assert "grey" not in doc["position"]["dice"]
    assert doc["position"]["leg_tiles"]["red"] == [2, 2]
    partners = doc["position"]["partners"]
    assert set(partners) == {"bo", "cy", "eli"}  # ana and dee are partners already
    assert partners["eli"] == {"bets": [{"colour": "red", "tile": 3}], "pyramid_tickets": 0}
    assert any(a["action"] == "partner eli" for a in doc["actions"])
    dee = odds(cli, "--player", "dee", "--race-samples", "0")
    assert dee["position"]["partner"] == {
        "bets": [{"colour": "red", "tile": 5}],
        "pyramid_tickets": 0,
    }
    assert not any(a["action"].startswith("partner") for a in dee["actions"])
    assert any(h["holding"] == "partner" for h in dee["holdings"])
    status = cli.ok("camel", "status", json=True).json
    assert status["edition"] == 2
    position = Position(
        parse_camels(doc["position"]["camels"], edition=2),
        (DesertTile(8, -1, "bo"),),
        frozenset(doc["position"]["dice"]),
        2,
    )
    seat = Seat(
        leg_tiles=tuple((c, tuple(v)) for c, v in doc["position"]["leg_tiles"].items()),
        race_cards=RACING_2,
        partners=tuple(
            (name, (tuple((b["colour"], b["tile"]) for b in t["bets"]), t["pyramid_tickets"]))
            for name, t in partners.items()
        ),
    )
    assert engine_part(doc) == to_json(analyse(position, seat, race_samples=0))
    shown = cli.ok("camel", "odds", "--race-samples", "0").out
    assert "partnership" in shown.lower()


def test_the_value_note_names_what_the_second_edition_holds(cli: Any) -> None:
    """The note under the actions: tickets, finish cards and the spectator tile, not the
    first edition's desert tile, in the reader's words."""
    new(cli)
    out = " ".join(cli.ok("camel", "odds", "--race-samples", "0", "--top", "2").out.split())
    assert "finish cards and spectator tile already held" in out and "desert tile" not in out
    fr = " ".join(cli.ok("camel", "odds", "--race-samples", "0", lang="fr").out.split())
    assert "tuile Spectateur déjà en main" in fr and "tuile Désert" not in fr


def test_the_grey_dies_weight_is_noted_only_while_it_is_in_the_pyramid(cli: Any) -> None:
    """The leg's note says how a face of the grey die weighs only while the grey die is in
    the pyramid; once it is out every outcome weighs the same, and the note says so."""
    new(cli)
    assert "grey die" in cli.ok("camel", "odds", "--race-samples", "0").out
    cli.ok("camel", "roll", "grey", "white", "1")
    out = cli.ok("camel", "odds", "--race-samples", "0").out
    assert "grey die" not in " ".join(out.split()) and "(every order and face)." in out
    assert (
        "(ogni ordine e ogni faccia)."
        in cli.ok("camel", "odds", "--race-samples", "0", lang="it").out
    )
