"""What the second edition (2018) adds to the rules: crazy camels and the grey die, camel
units moving both ways, spectator tiles, partnerships and its start.

Pure functions over the frozen `State`; `rules` calls them when `State.edition` is 2 and
keeps what both editions share (turns, bets, race cards, leg and race ends). Decisions of
GAMES.md followed here:

* the grey die is recorded as it shows (`Roll(..., "grey", 2, shown="black")`); the rules
  choose the crazy camel: if exactly one crazy camel carries racing camels (any racing camel
  above it in its stack) that one moves, else if one sits directly on the other the top one
  moves, else the one of the colour shown;
* a unit that stops on a spectator tile pays its owner 1 coin and moves one more space in
  the direction of the camel whose die moved it: cheering on (on top), booing back
  (underneath); crazy camels obey the tiles in their own direction;
* a unit past space 16 or carried back behind space 1 has crossed the line: the race ends.
  Such spaces are written 17, 18, ... and 0, -1, ... Racing camels carried back behind the
  start are the last of the ranking, in their stack order (`State.ranking`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from assistant.games.base import IllegalMoveError, InvalidMoveError, RulesError, SetupError
from assistant.games.camel_up.state import (
    CRAZY,
    CRAZY_START,
    RACING_2,
    SPEC,
    SPECTATOR_STEPS,
    START_SPACES,
    TRACK_LENGTH,
    DesertTile,
    Position,
    State,
    side_msg,
    start_problem,
)
from assistant.messages import N_, Msg

if TYPE_CHECKING:
    pass

FORWARD = 1
BACKWARD = -1

# -- setup ---------------------------------------------------------------------------------


def check_start(position: Position) -> None:
    """Five racing camels, each once, on spaces 1 to 3; the two crazy camels, each once, on
    spaces 14 to 16 (a grey 3, 2 or 1 at setup).

    :raises SetupError: otherwise (citing `camel-up/setup-2`).
    """
    problem = start_problem(position.camels(), (*RACING_2, *CRAZY))
    if problem is not None:
        raise SetupError(problem, SPEC.rule("setup-2"))
    crazy_spaces = tuple(sorted(CRAZY_START.values()))
    for space, stack in position.stacks:
        for colour in stack:
            if colour in CRAZY and space not in crazy_spaces:
                raise SetupError(
                    Msg(
                        N_(
                            "The crazy camels start on spaces 14, 15 or 16 (a grey 3, 2 or 1), "
                            "not {space}."
                        ),
                        {"space": space},
                    ),
                    SPEC.rule("setup-2"),
                )
            if colour not in CRAZY and space not in START_SPACES:
                raise SetupError(
                    Msg(
                        N_(
                            "Racing camels start on spaces 1, 2 or 3 (the value of their die), "
                            "not {space}."
                        ),
                        {"space": space},
                    ),
                    SPEC.rule("setup-2"),
                )


# -- the grey die --------------------------------------------------------------------------

REASONS = ("carrying", "on-top", "shown")
"""Why a crazy camel moves: the first exception (only it carries racing camels), the second
(it sits directly on the other crazy camel), or the colour of the number shown."""


def crazy_to_move(position: Position, shown: str) -> tuple[str, str]:
    """Which crazy camel the grey die moves when its number is printed in `shown`, and why
    (one of `REASONS`)."""
    carrying = []
    for camel in CRAZY:
        space, height = position.locate(camel)
        if any(c in RACING_2 for c in position.stack_at(space)[height + 1 :]):
            carrying.append(camel)
    if len(carrying) == 1:
        return carrying[0], "carrying"
    for camel in CRAZY:
        space, height = position.locate(camel)
        if height > 0 and position.stack_at(space)[height - 1] in CRAZY:
            return camel, "on-top"
    return shown, "shown"


# -- moving a unit -------------------------------------------------------------------------


@dataclass(frozen=True)
class UnitMovement:
    """What one die did: the unit that moved, which way, the spectator tile it met.

    `camel` is the camel the die moved (for the grey die: the crazy camel chosen), `group`
    the unit (that camel and everything on top of it, bottom to top).
    """

    die: str
    camel: str
    value: int
    direction: int  # FORWARD or BACKWARD
    start: int
    group: tuple[str, ...]
    landed: int  # where the die took the unit, before any spectator tile
    tile: DesertTile | None  # the spectator tile on `landed`, if any
    end: int  # where the unit stopped
    under: bool  # put under the stack there (a booing tile)
    crossed: bool  # over the finish line, or back over the start line: the race is over
    position: Position


def move_unit(
    position: Position,
    tiles: Sequence[DesertTile],
    die: str,
    camel: str,
    value: int,
    direction: int,
) -> UnitMovement:
    """Move `camel` and every camel on top of it `value` spaces in `direction`.

    The unit lands on top of the camels where it stops; a spectator tile there pays its
    owner (the caller does) and sends the unit one more space: cheering on in `direction`
    (on top), booing back against it (underneath, under the camels it may have just left).
    """
    start, height = position.locate(camel)
    stack = position.stack_at(start)
    group, rest = stack[height:], stack[:height]
    after = position.with_stack(start, rest)
    landed = start + direction * value
    tile = next((t for t in tiles if t.space == landed), None)
    end, under = landed, False
    if tile is not None:
        step = SPECTATOR_STEPS[tile.side]
        end = landed + direction * step
        under = step < 0
    there = after.stack_at(end)
    after = after.with_stack(end, group + there if under else there + group)
    crossed = end > TRACK_LENGTH or end < 1
    return UnitMovement(
        die, camel, value, direction, start, group, landed, tile, end, under, crossed, after
    )


def movement_json(m: UnitMovement) -> dict[str, Any]:
    """What a die did, as JSON (the data of the `camel/moved` event of the second edition)."""
    return {
        "colour": m.die,
        "value": m.value,
        "camel": m.camel,
        "direction": "forward" if m.direction == FORWARD else "backward",
        "from": m.start,
        "group": list(m.group),
        "landed": m.landed,
        "spectator_tile": None
        if m.tile is None
        else {"space": m.tile.space, "side": m.tile.side, "owner": m.tile.owner},
        "to": m.end,
        "under": m.under,
        "crossed_finish": m.crossed,
    }


# -- spectator tiles -----------------------------------------------------------------------


def spectator_problem(state: State, player: str, space: int, side: str) -> RulesError | None:
    """Why `player` may not put the spectator tile on `space` with `side` up (None: legal).

    Spaces 2-16 only; no camel and no other tile there nor next to it (one's own tile,
    when moved, does not count); moving means to a different space (no flipping in place).
    """
    rule = SPEC.rule("spectator-tile")
    if not 1 <= space <= TRACK_LENGTH:
        return InvalidMoveError(
            Msg(
                N_("The track has spaces 1 to {last}, not {space}."),
                {"last": TRACK_LENGTH, "space": space},
            ),
            rule,
        )
    if space == 1:
        return IllegalMoveError(Msg(N_("A spectator tile never goes on space 1.")), rule)
    if state.position.stack_at(space):
        return IllegalMoveError(Msg(N_("Space {space} has a camel on it."), {"space": space}), rule)
    mine = state.tile_of(player)
    if mine is not None and mine.space == space:
        return IllegalMoveError(
            Msg(
                N_(
                    "{player}'s spectator tile is already on space {space} ({side}): moving "
                    "it means putting it on another space."
                ),
                {"player": player, "space": space, "side": side_msg(mine.side)},
            ),
            rule,
        )
    for tile in state.tiles:
        if tile.owner == player:
            continue  # the old place of one's own tile does not count
        if tile.space == space:
            return IllegalMoveError(
                Msg(
                    N_("{owner}'s spectator tile is already on space {space}."),
                    {"owner": tile.owner, "space": space},
                ),
                rule,
            )
        if abs(tile.space - space) == 1:
            return IllegalMoveError(
                Msg(
                    N_("Space {space} is next to {owner}'s spectator tile on space {other}."),
                    {"space": space, "owner": tile.owner, "other": tile.space},
                ),
                rule,
            )
    return None


# -- partnerships --------------------------------------------------------------------------


def partner_problem(state: State, player: str, partner: str) -> RulesError | None:
    """Why `player` may not enter a partnership with `partner` now (None: legal)."""
    rule = SPEC.rule("partnership")
    if not state.partnerships:
        return IllegalMoveError(
            Msg(
                N_("Partnerships are played with 6 or more players; this game has {count}."),
                {"count": len(state.players)},
            ),
            rule,
        )
    if partner not in state.names:
        return InvalidMoveError(
            Msg(N_("There is no player {player} in this game."), {"player": partner}), rule
        )
    if partner == player:
        return IllegalMoveError(
            Msg(N_("{player} cannot enter a partnership with themselves."), {"player": player}),
            rule,
        )
    for name in (player, partner):
        current = state.player(name).partner
        if current is not None:
            return IllegalMoveError(
                Msg(
                    N_(
                        "{player}'s partnership card is not available: {player} is already "
                        "{partner}'s partner in this leg."
                    ),
                    {"player": name, "partner": current},
                ),
                rule,
            )
    return None
