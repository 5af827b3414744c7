"""The recorded games of examples/schatz-der-pharao/, followed move by move through the rules
alone (their golden replays, against tests/pharao/expected/, worked out by hand, are in
`tests/core/test_every_game.py`).
"""

from __future__ import annotations

import shlex
from pathlib import Path

from assistant.games.pharao import GAME

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "schatz-der-pharao"
GAMES = sorted(p.stem for p in EXAMPLES.glob("*.txt"))


def test_full_game_story() -> None:
    """schatz-der-pharao/adventure: the full game, move by move, through the rules alone.

    Checks the milestones the example's comments announce: the exact hits, the spell, the
    curses, the empty hands, the hand limit and the final exact 12.
    """
    lines = [
        shlex.split(line, comments=True)
        for line in (EXAMPLES / "full-game.txt").read_text(encoding="utf-8").splitlines()
    ]
    commands = [words for words in lines if words]
    assert commands[0][:2] == ["pharao", "new"]
    state = GAME.initial_state({"players": ["ana", "bo", "cy"], "adventures": [7, 4, 10, 5, 9]})
    from assistant.games.pharao.moves import (
        Draw,
        MoveMarker,
        PlayCurse,
        PlayEquipment,
        PlayProtection,
        PlaySpell,
        Swap,
    )
    from assistant.games.pharao.state import Card

    seen: dict[str, int] = {"exact": 0, "empty": 0, "limit": 0, "curse": 0, "spell": 0}
    for words in commands[1:]:
        verb, args = words[1], words[2:]
        player = state.current
        if verb == "check":
            continue
        if verb == "draw":
            move: object = Draw(player, int(args[0]))
        elif verb == "swap":
            move = Swap(player, int(args[0]))
        elif verb == "marker":
            move = MoveMarker(player, args[0])
        elif args[0] == "spell":
            move = PlaySpell(player, args[2] if len(args) > 1 else None)
            seen["spell"] += 1
        elif args[0] == "curse":
            picks = []
            for option in args[1:]:
                if option == "--discard":
                    continue
                who, _, what = option.partition("=")
                kind, _, value = what.partition(":")
                picks.append((who, Card(kind, int(value)) if value else Card(kind)))
            move = PlayCurse(player, tuple(picks))
            seen["curse"] += 1
        elif args[0] == "protection":
            move = PlayProtection(player)
        else:
            move = PlayEquipment(player, args[0], int(args[1]))
        before = state
        state = GAME.apply(state, move)  # type: ignore[arg-type]
        mover = state.seat(player)
        if state.may_move_marker:
            seen["exact"] += 1
        emptied = before.seat(player).hand == 1 and not isinstance(move, (Draw, Swap))
        if emptied and mover.beaten > before.seat(player).beaten:
            seen["empty"] += 1
        if mover.hand == 10:
            seen["limit"] += 1
    assert state.winner == "ana"
    assert [s.hand for s in state.seats] == [0, 9, 6]
    assert seen["exact"] >= 5
    assert seen["empty"] >= 2
    assert seen["limit"] >= 1
    assert seen["curse"] == 2
    assert seen["spell"] == 4
