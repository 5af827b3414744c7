"""A session's cost at every length, and the listing at every number of sessions, as ratios.

    .venv/bin/python benchmarks/journal.py [--lengths 200,2000,20000] [--runs 7] [--quick]
        [--before DIR]

A game of Der Schatz des Pharao that never ends (`pharao swap 1`, over and over: the cards go
round the draw pile and its reshuffles) is recorded at every length, by `replay` (its time
is shown too, per line). Then, in rounds, every command runs once on each length, alternately:
one more move (`--json pharao swap 1`, then `undo` timed too, so the length stays), `status`
(JSON and human), `log` (JSON and human) and each export (json, markdown, html, svg, replay);
and `sessions` (JSON and human, on a pipe) on journals of 10 and of 5,000 sessions. Medians;
each command's ratio to the shortest length (or to 10 sessions), and the exports' ratio to a
one-shot `status` of the shortest game.

Goals (issue 24): one more move, `undo` and `status` at 20,000 moves at most 1.3x the same at
200; `log` and the exports growing linearly with a small constant (the 2,000-move HTML export
at most 3x a one-shot `status`); `sessions` with 5,000 sessions at most 3x with 10.

With `--before DIR` (a source checkout of another version), that copy records and runs the
same commands in the same loop (through `PYTHONPATH`, with its own ASSISTANT_HOME). The
machine is shared and noisy: only ratios within one run mean much. `--quick`: lengths 200 and
2,000, 3 rounds, 1,000 sessions.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LAUNCH = "import sys\nfrom assistant.cli.app import main\nsys.exit(main())"
NEW = "pharao new --players ana,bo --adventures 7,4,10,5,9 --name g{n}"
MOVE = "pharao swap 1"
EXPORTS = ("json", "markdown", "html", "svg", "replay")


def run(args: list[str], env: dict[str, str], check: bool = True) -> float:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", LAUNCH, *args],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        check=False,
    )
    took = time.perf_counter() - start
    if check and done.returncode != 0:
        raise SystemExit(f"{' '.join(args)}: exit {done.returncode}\n{done.stderr.decode()}")
    return took


def record(folder: Path, n: int, env: dict[str, str]) -> float:
    """Record the game of `n` moves (session `g{n}`) by a replay; its seconds per line."""
    path = folder / f"game-{n}.txt"
    path.write_text(NEW.format(n=n) + "\n" + f"{MOVE}\n" * n, encoding="utf-8")
    took = run(["replay", str(path)], env)
    return took / (n + 1)


def many_sessions(home: Path, count: int, env: dict[str, str]) -> None:
    """A journal of `count` sessions: one made by the program, copied by SQL (quickly)."""
    run(["pharao", "new", "--players", "ana,bo", "--adventures", "7,4,10,5,9", "--name", "s0"], env)
    db = sqlite3.connect(home / "journal.sqlite3")
    with db:
        row = db.execute("SELECT * FROM sessions WHERE name = 's0'").fetchone()
        columns = [c[1] for c in db.execute("PRAGMA table_info(sessions)")]
        others = [c for c in columns if c not in ("id", "name")]
        db.executemany(
            f"INSERT INTO sessions(name, {', '.join(others)}) VALUES (?{', ?' * len(others)})",
            [(f"s{i}", *(row[columns.index(c)] for c in others)) for i in range(1, count)],
        )
    db.close()


def commands(n: int) -> list[tuple[str, list[str]]]:
    s = ["--session", f"g{n}"]
    found = [
        ("move", [*s, "--json", *MOVE.split()]),
        ("undo", [*s, "undo"]),
        ("status --json", [*s, "--json", "pharao", "status"]),
        ("status", [*s, "pharao", "status"]),
        ("log --json", [*s, "--json", "log"]),
        ("log", [*s, "log"]),
    ]
    found += [
        (f"export {fmt}", ["sessions", "export", f"g{n}", "--format", fmt]) for fmt in EXPORTS
    ]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="200,2000,20000")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sessions", type=int, default=None, help="default 5,000 (1,000 quick)")
    parser.add_argument("--quick", action="store_true", help="200 and 2,000 moves, 3 rounds")
    parser.add_argument("--before", help="a source checkout of another version, run alongside")
    args = parser.parse_args()
    lengths = [200, 2000] if args.quick else [int(n) for n in args.lengths.split(",")]
    runs = 3 if args.quick else args.runs
    many = args.sessions or (1000 if args.quick else 5000)
    copies = {"now": None} if not args.before else {"before": args.before, "now": None}
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)  # `python -c` puts the current folder first on sys.path: not a checkout
        folder = Path(tmp)
        envs: dict[str, dict[str, str]] = {}
        homes: dict[tuple[str, str], dict[str, str]] = {}
        per_line: dict[tuple[str, int], float] = {}
        for label, source in copies.items():
            env = dict(os.environ, COLUMNS="100")
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            if source is not None:
                env["PYTHONPATH"] = source
            envs[label] = env
            games = dict(env, ASSISTANT_HOME=str(folder / label / "games"))
            homes[label, "games"] = games
            for n in lengths:
                per_line[label, n] = record(folder, n, games)
            for count in (10, many):
                home = folder / label / f"sessions-{count}"
                homes[label, str(count)] = dict(env, ASSISTANT_HOME=str(home))
                many_sessions(home, count, homes[label, str(count)])
        times: dict[tuple[str, str, object], list[float]] = {}
        for _ in range(runs):
            for label in copies:
                games = homes[label, "games"]
                for n in lengths:
                    for name, command in commands(n):
                        took = run(command, games)
                        times.setdefault((label, name, n), []).append(took)
                for count in (10, many):
                    env = homes[label, str(count)]
                    for name, command in (
                        ("sessions --json", ["--json", "sessions"]),
                        ("sessions", ["sessions"]),
                    ):
                        times.setdefault((label, name, count), []).append(run(command, env))
    report(copies, lengths, many, times, per_line, runs)


def report(
    copies: dict[str, str | None],
    lengths: list[int],
    many: int,
    times: dict[tuple[str, str, object], list[float]],
    per_line: dict[tuple[str, int], float],
    runs: int,
) -> None:
    def ms(label: str, name: str, size: object) -> float:
        return statistics.median(times[label, name, size]) * 1000

    print(f"{runs} rounds, medians; ratios to the shortest length (or to 10 sessions)")
    for label in copies:
        if len(copies) > 1:
            print(f"\n== {label}")
        head = "".join(f"{n:>10}" for n in lengths)
        print(f"{'moves':<18}{head}   {lengths[-1]} vs {lengths[0]}")
        names = [name for name, _ in commands(lengths[0])]
        for name in names:
            row = "".join(f"{ms(label, name, n):8.0f}ms" for n in lengths)
            growth = ms(label, name, lengths[-1]) / ms(label, name, lengths[0])
            print(f"{name:<18}{row}   {growth:5.2f}x")
        status = ms(label, "status", lengths[0])
        print(f"(one-shot `status` at {lengths[0]} moves: {status:.0f} ms)")
        for name in (f"export {fmt}" for fmt in EXPORTS):
            row = "".join(f"{ms(label, name, n) / status:8.1f}x " for n in lengths)
            print(f"{name + ' / status':<18}{row}")
        for name in ("sessions --json", "sessions"):
            few, lots = ms(label, name, 10), ms(label, name, many)
            print(f"{name:<18}{few:8.0f}ms (10) {lots:8.0f}ms ({many})   {lots / few:5.2f}x")
        lines = ", ".join(f"{n}: {per_line[label, n] * 1000:.2f} ms" for n in lengths)
        print(f"replay, per line: {lines}")


if __name__ == "__main__":
    main()
