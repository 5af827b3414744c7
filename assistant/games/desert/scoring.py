"""Points: water-hole markers, oases, owned areas and the largest caravan of each colour.

The same computation serves during the game (points so far; the largest-caravan bonuses are
then provisional) and at the end (the final score). Points never depend on the physical
scoring markers running out.

With the table option `hidden` (`State.secret` while the game goes on), the score is
computed exactly as always, but what is shown of it (`Score.to_json`, `standings`) leaves
the markers' values out: how many markers each player holds, and the points in sight.

`state_json` is the whole state as `status --json` prints it, the score included.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from assistant.games.base import Count, Standings
from assistant.games.desert.state import (
    COLOURS,
    EMPTY,
    LARGEST_POINTS,
    OASIS_POINTS,
    SPEC,
    TIED_POINTS,
    State,
    camels_this_turn,
    caravan_colour,
    caravan_id,
    caravan_player,
)
from assistant.messages import N_, Msg, Plural


@dataclass(frozen=True)
class PlayerScore:
    """One player's points, part by part."""

    name: str
    water: int
    oases: int
    areas: int
    caravans: int
    water_markers: tuple[tuple[int, int], ...]  # (cell, value)
    oases_reached: tuple[tuple[int, int], ...]  # (colour, oasis cell)
    largest: tuple[tuple[int, int, int], ...]  # (colour, caravan size, points)

    @property
    def total(self) -> int:
        return self.water + self.oases + self.areas + self.caravans

    @property
    def shown(self) -> int:
        """The points anyone can count on the board: everything but the markers."""
        return self.oases + self.areas + self.caravans


@dataclass(frozen=True)
class Score:
    """Every player's points, the caravan sizes and, once the game is over, the winners."""

    finished: bool
    players: tuple[PlayerScore, ...]
    sizes: tuple[tuple[int, ...], ...]  # per colour, per player: caravan size
    winners: tuple[str, ...] | None

    def to_json(self, state: State) -> dict[str, Any]:
        """The score as `score --json` prints it. While `state.secret`, `hidden` is true,
        `total` counts the points in sight (no marker), `water` is left out and the
        markers' values are null; `markers` always says how many each player took."""
        name = state.board.cell_name
        secret = state.secret
        return {
            "finished": self.finished,
            "hidden": secret,
            "winners": list(self.winners) if self.winners is not None else None,
            "players": [
                {
                    "name": p.name,
                    "total": p.shown if secret else p.total,
                    **({} if secret else {"water": p.water}),
                    "oases": p.oases,
                    "areas": p.areas,
                    "caravans": p.caravans,
                    "markers": len(p.water_markers),
                    "water_markers": [
                        {"cell": name(c), "value": None if secret else v}
                        for c, v in p.water_markers
                    ],
                    "oases_reached": [
                        {"colour": COLOURS[colour], "oasis": name(cell)}
                        for colour, cell in p.oases_reached
                    ],
                    "largest_caravans": [
                        {"colour": COLOURS[colour], "size": size, "points": points}
                        for colour, size, points in p.largest
                    ],
                }
                for p in self.players
            ],
            "caravan_sizes": {
                COLOURS[colour]: dict(zip(state.players, sizes, strict=True))
                for colour, sizes in enumerate(self.sizes)
            },
        }


def largest_caravans(state: State) -> list[dict[int, int]]:
    """Per colour: player -> bonus points (10 alone, 5 each when tied)."""
    result: list[dict[int, int]] = []
    for colour in range(len(COLOURS)):
        sizes = {
            p: len(state.caravans[caravan_id(p, colour)])
            for p in range(state.n_players)
            if state.returned[p] != colour
        }
        best = max(sizes.values(), default=0)
        leaders = [p for p, size in sizes.items() if size == best and best > 0]
        points = LARGEST_POINTS if len(leaders) == 1 else TIED_POINTS
        result.append(dict.fromkeys(leaders, points))
    return result


def score(state: State) -> Score:
    n = state.n_players
    bonuses = largest_caravans(state)
    sizes = tuple(
        tuple(len(state.caravans[caravan_id(p, colour)]) for p in range(n))
        for colour in range(len(COLOURS))
    )
    players: list[PlayerScore] = []
    for p in range(n):
        markers = tuple(
            (cell, state.water_value[cell])
            for cell in range(state.board.size)
            if state.taken_by[cell] == p
        )
        reached = tuple(
            sorted(
                (caravan_colour(caravan), oasis)
                for caravan, oasis in state.reached
                if caravan_player(caravan) == p
            )
        )
        area_points = sum(area.points for area in state.areas if area.player == p)
        largest = tuple(
            (colour, sizes[colour][p], bonuses[colour][p])
            for colour in range(len(COLOURS))
            if p in bonuses[colour]
        )
        players.append(
            PlayerScore(
                name=state.players[p],
                water=sum(v for _, v in markers),
                oases=OASIS_POINTS * len(reached),
                areas=area_points,
                caravans=sum(points for _, _, points in largest),
                water_markers=markers,
                oases_reached=reached,
                largest=largest,
            )
        )
    finished = state.phase == "over"
    winners: tuple[str, ...] | None = None
    if finished:
        best = max(p.total for p in players)
        winners = tuple(p.name for p in players if p.total == best)
    return Score(finished, tuple(players), sizes, winners)


MARKER_NOUNS = frozenset(
    {
        *("marqueurs", "marqueur", "points d'eau", "segnalini", "segnalino", "pozze"),
        *("markers", "marker", "water-hole markers", "water markers", "water holes"),
    }
)
"""What a player's water-hole markers are asked by (`combien de marqueurs a Léa ?`), folded."""

MARKER_EXTRAS = frozenset(
    {
        *(
            "point",
            "points",
            "d'eau",
            "eau",
            "d",
            "pris",
            "della",
            "delle",
            "pozza",
            "pozze",
            "presi",
        ),
        *("taken", "water"),
    }
)
"""Other words of a question of the markers (`marqueurs point d'eau`), folded."""


def standings(state: State) -> Standings:
    """Points per player in seat order; the winners once the game is over. While the
    markers are kept secret, the points in sight (everything but the markers). The
    water-hole markers taken are said in a sentence when asked (their points once seen)."""
    result = score(state)
    markers = Count(
        MARKER_NOUNS,
        tuple((p.name, markers_said(p, state.secret)) for p in result.players),
        MARKER_EXTRAS,
    )
    if state.secret:
        shown = tuple((p.name, p.shown) for p in result.players)
        return Standings(False, Msg(N_("points in sight")), shown, (), counts=(markers,))
    totals = tuple((p.name, p.total) for p in result.players)
    won = result.winners or ()
    return Standings(result.finished, Msg(N_("points")), totals, won, counts=(markers,))


def markers_said(player: PlayerScore, secret: bool) -> Msg:
    """`Léa has taken 4 water-hole markers (8 points).`; their number only while secret."""
    n = len(player.water_markers)
    if secret:
        return Plural(
            "{player} has taken {n} water-hole marker.",
            "{player} has taken {n} water-hole markers.", n, player=player.name,
        )  # fmt: skip
    points = Plural("{n} point", "{n} points", player.water)
    return Plural(
        "{player} has taken {n} water-hole marker ({points}).",
        "{player} has taken {n} water-hole markers ({points}).", n,
        player=player.name, points=points,
    )  # fmt: skip


def in_sight(player: str, points: int) -> Msg:
    """`ana: 12 points in sight` (a player's points while the markers stay face down)."""
    return Plural(
        "{player}: {n} point in sight", "{player}: {n} points in sight", points, player=player
    )


# -- the status document ------------------------------------------------------------------


def to_place(state: State) -> int | None:
    """How many leaders or camels the player to move still places this turn."""
    if state.phase == "camels":
        return camels_this_turn(state) - state.placed
    if state.phase == "leaders":
        return 1
    return None


def state_json(state: State) -> dict[str, Any]:
    """What `status --json` prints: board, phase, supplies, caravans, areas, score.

    With the table option `hidden`, until the game is over, the values of the markers
    taken are null and the score counts the points in sight (see `scoring`).
    """
    board = state.board
    name = board.cell_name
    caravans = []
    for p, player in enumerate(state.players):
        for colour, colour_id in enumerate(COLOURS):
            cells = state.caravans[caravan_id(p, colour)]
            if not cells:
                continue
            caravans.append(
                {
                    "player": player,
                    "colour": colour_id,
                    "leader": name(cells[0]),
                    "size": len(cells),
                    "cells": [name(c) for c in cells],
                }
            )
    return {
        "game": SPEC.id,
        "board": board.name,
        "players": list(state.players),
        "phase": state.phase,
        "finished": state.finished,
        "current_player": state.current,
        "to_place": to_place(state),
        "supply": dict(zip(COLOURS, state.supply, strict=True)),
        "leaders_in_hand": {
            player: [COLOURS[c] for c in state.hand[p]] for p, player in enumerate(state.players)
        },
        "returned": {
            player: COLOURS[state.returned[p]]
            for p, player in enumerate(state.players)
            if state.returned[p] != EMPTY
        },
        "hidden": state.hidden,
        "oases": [name(c) for c in sorted(state.layout.oases)],
        "water_holes": [
            {
                "cell": name(c),
                "value": (
                    None
                    if state.secret and state.taken_by[c] != EMPTY
                    else state.water_value[c] or None
                ),
                "taken_by": (
                    state.players[state.taken_by[c]] if state.taken_by[c] != EMPTY else None
                ),
            }
            for c in sorted(state.layout.water_holes)
        ],
        "caravans": caravans,
        "areas": [
            {
                "player": state.players[area.player],
                "colour": COLOURS[area.colour],
                "cells": [name(c) for c in area.cells],
                "points": area.points,
            }
            for area in state.areas
        ],
        "score": score(state).to_json(state),
    }
