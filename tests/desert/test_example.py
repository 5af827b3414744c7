"""The recorded game of examples/through-the-desert/, recounted independently (its golden
replay is in `tests/core/test_every_game.py`).

The recount does not use the rules package: it reads the example's commands, rebuilds the
final board with its own hex geometry (cube coordinates instead of the odd-q offset rule),
finds the enclosed areas on the final board by flood fill, and scores from scratch. It must
agree with what the assistant printed, camel by camel and point by point.
"""

from __future__ import annotations

import json
import shlex
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(
    p for p in (REPO / "examples" / "through-the-desert").glob("*.txt") if len(p.suffixes) == 1
)
EXPECTED = Path(__file__).parent / "expected"
BOARD = REPO / "rulebooks" / "boards" / "kosmos-2-3p.yaml"


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_the_expected_summary_is_a_finished_game_with_an_enclosure(example: Path) -> None:
    """through-the-desert/end: the expectation the golden replay compares with
    (`tests/core/test_every_game.py`) is a whole game, with at least one area."""
    expected = json.loads((EXPECTED / f"{example.stem}.json").read_text(encoding="utf-8"))
    assert expected["finished"] is True
    assert expected["current_player"] is None
    assert expected["areas"], "the example game must contain an enclosure"


# --------------------------------------------------------------------------- independent recount


def cube_neighbours(col: int, row: int) -> list[tuple[int, int]]:
    """Neighbours through cube coordinates (odd columns shifted down), back to (col, row)."""
    x, z = col, row - (col - (col & 1)) // 2
    result = []
    for dx, dz in ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)):
        nx, nz = x + dx, z + dz
        result.append((nx, nz + (nx - (nx & 1)) // 2))
    return result


def parse_cell(name: str) -> tuple[int, int]:
    return ord(name[0].upper()) - ord("A"), int(name[1:]) - 1


def recount(example: Path) -> dict[str, Any]:
    grid = yaml.safe_load(BOARD.read_text(encoding="utf-8"))["grid"].split()
    rows, cols = len(grid), len(grid[0])
    playable = {(c, r) for r in range(rows) for c in range(cols) if grid[r][c] in ".WP"}
    players: list[str] = []
    oases: set[tuple[int, int]] = set()
    values: dict[tuple[int, int], int] = {}
    camels: dict[tuple[int, int], tuple[str, str]] = {}
    leaders = 0
    placed = 0
    for line in example.read_text(encoding="utf-8").splitlines():
        words = shlex.split(line, comments=True)
        if not words:
            continue
        noted = line.partition("#")[2].split()  # a letter's hex, noted after it
        if words[1] in ("leader", "place") and words[3].isalpha() and noted:
            words[3] = noted[0]
        assert words[0] == "desert"
        command, args = words[1], words[2:]
        if command == "new":
            players = args[args.index("--players") + 1].split(",")
            oases = {parse_cell(c) for c in args[args.index("--oases") + 1].split(",")}
        elif command == "water":
            values[parse_cell(args[0])] = int(args[1])
        elif command == "leader":
            owner = players[leaders % len(players)]
            leaders += 1
            camels[parse_cell(args[1])] = (owner, args[0])
        elif command == "place":
            # The first player (with 3 or more, the first two) opens with one camel, then
            # two camels a turn.
            single = 1 if len(players) == 2 else 2
            turn = placed if placed < single else single + (placed - single) // 2
            owner = players[turn % len(players)]
            placed += 1
            camels[parse_cell(args[1])] = (owner, args[0])
            for i, word in enumerate(args):
                if word == "--water":
                    cell, value = args[i + 1].split("=")
                    values[parse_cell(cell)] = int(value)
    palms = {(c, r) for (c, r) in playable if grid[r][c] == "P"}
    holes = {(c, r) for (c, r) in playable if grid[r][c] == "W"} | (palms - oases)

    def around(cell: tuple[int, int]) -> list[tuple[int, int]]:
        return [n for n in cube_neighbours(*cell) if n in playable]

    # areas on the final board: camel-free regions touching camels of one caravan only
    free = playable - set(camels)
    areas: list[tuple[tuple[str, str], set[tuple[int, int]]]] = []
    seen: set[tuple[int, int]] = set()
    for start in sorted(free):
        if start in seen:
            continue
        region, stack, touching = {start}, [start], set()
        while stack:
            here = stack.pop()
            for nb in around(here):
                if nb in camels:
                    touching.add(camels[nb])
                elif nb not in region:
                    region.add(nb)
                    stack.append(nb)
        seen |= region
        if len(touching) == 1:
            areas.append((touching.pop(), region))
    score = {p: Counter() for p in players}
    for (owner, _), region in areas:
        score[owner]["areas"] += len(region - oases)
    for hole in holes:
        if hole in camels:
            score[camels[hole][0]]["water"] += values[hole]
        for (owner, _), region in areas:
            if hole in region:
                score[owner]["water"] += values[hole]
    caravans: dict[tuple[str, str], set[tuple[int, int]]] = {}
    for cell, caravan in camels.items():
        caravans.setdefault(caravan, set()).add(cell)
    for caravan, cells in caravans.items():
        reached = {n for c in cells for n in cube_neighbours(*c) if n in oases}
        reached |= {o for owner, region in areas if owner == caravan for o in region & oases}
        score[caravan[0]]["oases"] += 5 * len(reached)
    for colour in {colour for _, colour in caravans}:
        sizes = {p: len(caravans.get((p, colour), ())) for p in players}
        best = max(sizes.values())
        top = [p for p, size in sizes.items() if size == best]
        for p in top:
            score[p]["caravans"] += 10 if len(top) == 1 else 5
    per_colour = Counter(colour for cell, (_, colour) in camels.items())
    return {
        "score": score,
        "areas": sorted(sorted(f"{chr(65 + c)}{r + 1}" for c, r in region) for _, region in areas),
        "placed": placed,
        "camels": {f"{chr(65 + c)}{r + 1}": v for (c, r), v in camels.items()},
        "per_colour": per_colour,
    }


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_example_final_score_recounted_independently(cli: Any, example: Path) -> None:
    """through-the-desert/scoring, end, enclosure: an independent recount agrees."""
    mine = recount(example)
    cli.ok("replay", str(example))
    status = cli.ok("desert", "status", json=True).json
    shown = {p["name"]: p for p in status["score"]["players"]}
    for name, parts in mine["score"].items():
        for part in ("water", "oases", "areas", "caravans"):
            assert shown[name][part] == parts[part], (name, part)
        assert shown[name]["total"] == sum(parts.values())
    assert sorted(sorted(a["cells"]) for a in status["areas"]) == mine["areas"]
    camels = {cell: (c["player"], c["colour"]) for c in status["caravans"] for cell in c["cells"]}
    assert camels == mine["camels"]
    # the game ended by itself: some colour's supply (22 with 2 players, 26 with 3) is used up
    assert 0 in status["supply"].values()
    leaders_per_colour = len(status["players"])
    supply = {2: 22, 3: 26}[leaders_per_colour]
    assert max(mine["per_colour"].values()) == supply + leaders_per_colour
