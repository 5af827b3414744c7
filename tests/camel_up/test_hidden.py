"""camel-up/hidden: the table's hidden-information option (`camel new ... --hidden`).

While the race runs, `status` (human and JSON) shows how many race cards each player holds
and who played on which pile, never a colour; scoring is exactly what it would be without
the option; once the race is over everything known is shown.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from assistant.games.base import SetupError
from assistant.games.camel_up import GAME
from assistant.games.camel_up.state import State

START = "1:green,yellow,orange 3:blue,white"


def new(cli: Any, *extra: str, lang: str | None = None) -> Any:
    return cli.ok(
        "camel", "new", "--players", "ana,bo,cy", "--start", START, *extra, lang=lang, json=True
    )


def test_hidden_status_shows_counts_not_colours(cli: Any) -> None:
    """camel-up/hidden: race cards in hand as a count, cards on the piles without colours."""
    created = new(cli, "--hidden").json
    assert created["state"]["hidden"] is True
    exported = cli.ok("sessions", "export", created["session"], "--format", "json").json
    assert exported["setup"]["hidden"] is True  # the option is stored with the session
    cli.ok("camel", "race", "winner", "blue")  # ana, with its colour
    cli.ok("camel", "race", "loser")  # bo, face down
    cli.ok("camel", "race", "winner", "green")  # cy
    doc = cli.ok("camel", "status", json=True).json
    assert doc["hidden"] is True
    assert doc["race_piles"] == {
        "winner": [{"owner": "ana", "colour": None}, {"owner": "cy", "colour": None}],
        "loser": [{"owner": "bo", "colour": None}],
    }
    assert [p["race_cards_left"] for p in doc["players"]] == [None, None, None]
    assert [p["race_cards_in_hand"] for p in doc["players"]] == [4, 4, 4]
    # The envelope of an acting command carries the same hidden view.
    envelope = cli.ok("camel", "bet", "blue", json=True).json
    assert envelope["state"]["race_piles"]["winner"][0]["colour"] is None
    for lang, hand, note in (
        (None, "ana (?)", "Hidden information: race cards are secret"),
        ("fr", "ana (?)", "Information cachée\u202f: les cartes Pari-Course sont secrètes"),
        ("it", "ana (?)", "Informazione nascosta: le carte Scommessa di Gara sono segrete"),
    ):
        out = cli.ok("camel", "status", lang=lang).out
        assert hand in out and note in out
        for colour in ("blue", "bleu", "blu", "green", "vert", "verde"):
            assert f"ana ({colour})" not in out and f"cy ({colour})" not in out


def test_without_the_option_nothing_changes(cli: Any) -> None:
    """camel-up/hidden: a session started without --hidden shows every colour it knows."""
    new(cli)
    cli.ok("camel", "race", "winner", "blue")
    doc = cli.ok("camel", "status", json=True).json
    assert "hidden" not in doc
    assert doc["race_piles"]["winner"] == [{"owner": "ana", "colour": "blue"}]
    assert "blue" not in doc["players"][0]["race_cards_left"]
    assert "ana (blue)" in cli.ok("camel", "status").out


def test_hidden_setup_must_be_true_or_false() -> None:
    """camel-up/hidden: the setup key is a boolean."""
    with pytest.raises(SetupError) as caught:
        GAME.initial_state({"players": ["ana", "bo"], "start": START, "hidden": "yes"})
    assert caught.value.rule == "camel-up/hidden"


def _race(seed: int, hidden: bool) -> list[State]:
    """The states of one random game to the end, with or without the option."""
    rng = random.Random(seed)
    setup: dict[str, Any] = {"players": ["ana", "bo", "cy"], "start": START}
    if hidden:
        setup["hidden"] = True
    state = GAME.initial_state(setup)
    states = [state]
    while (move := GAME.random_move(state, rng)) is not None:
        state = GAME.apply(state, move)
        states.append(state)
    return states


@pytest.mark.parametrize("seed", range(6))
def test_hidden_scoring_is_exact_and_everything_shows_after_the_race(seed: int) -> None:
    """camel-up/hidden: the same moves give the same money, legs and final scoring; while
    the race runs no colour of a race card shows, once it is over every known one does."""
    plain, hidden = _race(seed, False), _race(seed, True)
    assert len(plain) == len(hidden)
    for a, b in zip(plain, hidden, strict=True):
        shown, secret = GAME.state_json(a), GAME.state_json(b)
        assert GAME.standings(a) == GAME.standings(b)
        assert secret.pop("hidden") is (not b.race_over)
        if b.race_over:
            assert shown == secret
            continue
        for key in ("race_piles", "players"):
            shown.pop(key), secret.pop(key)
        assert shown == secret
        doc = GAME.state_json(b)
        assert all(c["colour"] is None for pile in doc["race_piles"].values() for c in pile)
        assert all(p["race_cards_left"] is None for p in doc["players"])
        assert [p["race_cards_in_hand"] for p in doc["players"]] == [
            a.race_cards_in_hand(name) for name in a.names
        ]
    assert hidden[-1].finished and GAME.state_json(hidden[-1])["final_scoring"] is not None


SPRINT = "3:blue,green,orange,yellow,white"


def shown(cli: Any, session: str) -> dict[str, str]:
    """Everything the table can see of `session`: its log, status and every export, in
    three languages and in JSON, with the session's name and the clock left out."""
    cli.ok("sessions", "use", session)
    seen = {}
    for lang in (None, "fr", "it"):
        seen[f"log {lang}"] = cli.ok("log", lang=lang).out
        seen[f"status {lang}"] = cli.ok("camel", "status", lang=lang).out
        for kind in ("markdown", "html", "svg", "replay"):
            seen[f"{kind} {lang}"] = cli.ok(
                "sessions", "export", session, "--format", kind, lang=lang
            ).out
    seen["log json"] = cli.ok("log", json=True).out
    seen["status json"] = cli.ok("camel", "status", json=True).out
    seen["export json"] = cli.ok("sessions", "export", session, "--format", "json").out
    clock = re.compile(r"\d{4}-\d\d-\d\d[T ][\d:.+Z-]+|\d\d?:\d\d(:\d\d)?(\s?[AP]M)?")
    return {key: clock.sub("T", counted(text, session)) for key, text in seen.items()}


def counted(text: str, session: str) -> str:
    """`text` without the session's name and the count of cards typed without a colour
    (`face_down_cards`, which the final reveal needs: it tells nothing of a colour)."""
    return re.sub(r'"face_down_cards": \d+', "", text.replace(session, "S"))


def test_a_hidden_race_card_leaves_no_trace_until_the_race_is_over(cli: Any) -> None:
    """camel-up/hidden: in a --hidden session a race card typed with its colour shows
    exactly like one recorded face down: in the move's answer, `log`, `status`, `check`,
    `undo`, every export and their JSON. Once the race is over, its colour shows."""
    answers = {}
    for session, words, other in (("hide-a", ["blue"], ["green"]), ("hide-b", [], [])):
        cli.ok("camel", "new", "--players", "ana,bo", "--start", SPRINT, "--hidden")
        cli.ok("sessions", "rename", "camel-up-1", session)
        answers[session] = [
            counted(cli.ok("camel", "race", "winner", *words, json=True).out, session),
            cli.ok("undo").out + cli.ok("redo").out,
            cli.ok("camel", "check", "race", "loser", *other, "--player", "ana").out,
        ]
        for lang in ("fr", "it"):
            answers[session].append(cli.ok("undo", lang=lang).out)
            answers[session].append(cli.ok("camel", "race", "winner", *words, lang=lang).out)
    assert answers["hide-a"] == answers["hide-b"]
    assert '"colour": null' in answers["hide-a"][0]
    assert shown(cli, "hide-a") == shown(cli, "hide-b")
    # The race ends: the colour typed during the race shows, the face-down card needs a reveal.
    for session in ("hide-a", "hide-b"):
        cli.ok("sessions", "use", session)
        for colour in ("blue", "green", "orange", "yellow", "white"):
            cli.ok("camel", "roll", colour, "3")
    cli.ok("camel", "reveal", "winner", "blue")
    assert "reveals the face-down card of the winner pile: blue" in cli.ok("log").out
    cli.ok("sessions", "use", "hide-a")
    log = cli.ok("log", json=True).json["moves"]
    assert log[0]["move"]["colour"] == "blue"
    assert "ana — puts the blue race card on the winner pile" in cli.ok("log").out


def test_a_race_card_in_a_session_without_the_option_shows_its_colour(cli: Any) -> None:
    """camel-up/race-bet: without --hidden, the table chose to see what it types."""
    new(cli)
    out = cli.ok("camel", "race", "winner", "blue").out
    assert "ana puts the blue race card on the winner pile." in out
    assert cli.ok("log", json=True).json["moves"][0]["move"]["colour"] == "blue"


def test_race_help_offers_the_face_down_card_first(cli: Any) -> None:
    """camel-up/race-bet: the help of `race` says a card may go face down and be revealed
    at the end, in three languages."""
    for lang, words in (
        (None, ("face down", "`reveal`")),
        ("fr", ("face cachée", "`révéler`")),  # the command in the reader's words
        ("it", ("coperta", "`rivela`")),
    ):
        out = " ".join(cli.ok("camel", "race", "--help", lang=lang).out.split())
        assert all(word in out for word in words), out
