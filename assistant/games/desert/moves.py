"""The moves of Through the Desert: their types, their JSON, their words and their description.

Three moves, as frozen values with canonical English ids (colour ids of `COLOURS`, cell
names such as `F2`):

* `LeaderMove`: a player puts a caravan leader on the board (`leader yellow F2`);
* `PlaceMove`: a player puts one camel next to a caravan of that colour, with the values of
  the water-hole markers it takes when they are not recorded yet (`place pink D1 --water
  D1=2`);
* `WaterMove`: the value of a water-hole marker as read on the table (`water D1 2`); it is
  nobody's turn: chance, like a die in the other games.

`format_move` gives the words after `assistant desert` that record a move; `parse_move` reads
them back (canonical ids; any case; cells as `c4` or `C04`). The CLI itself takes more:
colour names in three languages, prefixes, suggestions on a typo.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from assistant.games.base import InvalidMoveError
from assistant.games.desert.state import COLOURS, SPEC, colour_msg
from assistant.messages import N_, Msg


@dataclass(frozen=True)
class LeaderMove:
    """`player` puts the leader of `colour` on `cell`."""

    player: str
    colour: str
    cell: str


@dataclass(frozen=True)
class PlaceMove:
    """`player` puts a camel of `colour` on `cell`; `water` gives marker values on the way."""

    player: str
    colour: str
    cell: str
    water: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class WaterMove:
    """The value of the water-hole marker on `cell`, as seen on the table (nobody's turn)."""

    cell: str
    value: int


Move = LeaderMove | PlaceMove | WaterMove
COMMANDS = ("leader", "place", "water")


def _not_a_move(data: Any) -> InvalidMoveError:
    return InvalidMoveError(
        Msg(N_("Not a move of Through the Desert: {data}"), {"data": data}), SPEC.rule("turn")
    )


# --------------------------------------------------------------------------- JSON


def move_to_json(move: Move) -> dict[str, Any]:
    """The move as the journal stores it: `{"type", "player", "colour", "cell", ...}`."""
    if isinstance(move, WaterMove):
        return {"type": "water", "player": None, "cell": move.cell, "value": move.value}
    data: dict[str, Any] = {
        "type": "leader" if isinstance(move, LeaderMove) else "place",
        "player": move.player,
        "colour": move.colour,
        "cell": move.cell,
    }
    if isinstance(move, PlaceMove) and move.water:
        data["water"] = dict(move.water)
    return data


def move_from_json(data: Mapping[str, Any]) -> Move:
    """A stored move (every payload written since the first version reads back)."""
    kind = data.get("type")
    try:
        if kind == "water":
            return WaterMove(str(data["cell"]), int(data["value"]))
        if kind == "leader":
            return LeaderMove(str(data["player"]), str(data["colour"]), str(data["cell"]))
        if kind == "place":
            water = tuple((str(c), int(v)) for c, v in (data.get("water") or {}).items())
            return PlaceMove(str(data["player"]), str(data["colour"]), str(data["cell"]), water)
    except (AttributeError, KeyError, TypeError, ValueError):
        pass
    raise _not_a_move(dict(data))


# --------------------------------------------------------------------------- words


def describe(move: Move) -> Msg:
    """What the move does, as a verb phrase after the player's name (`puts a ...`)."""
    if isinstance(move, WaterMove):
        return Msg(
            N_("water hole {cell} is worth {value}"), {"cell": move.cell, "value": move.value}
        )
    colour = colour_msg(COLOURS.index(move.colour)) if move.colour in COLOURS else move.colour
    if isinstance(move, LeaderMove):
        return Msg(N_("puts the {colour} leader on {cell}"), {"colour": colour, "cell": move.cell})
    if move.water:
        values = ", ".join(f"{c}={v}" for c, v in move.water)
        text = (
            N_("puts a {colour} camel on {cell} (water hole: {values})")
            if len(move.water) == 1
            else N_("puts a {colour} camel on {cell} (water holes: {values})")
        )
        return Msg(text, {"colour": colour, "cell": move.cell, "values": values})
    return Msg(N_("puts a {colour} camel on {cell}"), {"colour": colour, "cell": move.cell})


def attempt(move: Move) -> Msg | None:
    """The move as an infinitive phrase after `can` (`put a pink camel on K3`), for the
    answers of `check`; `None` for a water-hole value, which nobody plays."""
    if isinstance(move, WaterMove):
        return None
    colour = colour_msg(COLOURS.index(move.colour)) if move.colour in COLOURS else move.colour
    if isinstance(move, LeaderMove):
        return Msg(N_("put the {colour} leader on {cell}"), {"colour": colour, "cell": move.cell})
    return Msg(N_("put a {colour} camel on {cell}"), {"colour": colour, "cell": move.cell})
