"""Start-up of the one-shot commands and of the table's prompt, as ratios to `python -c pass`.

    .venv/bin/python benchmarks/startup.py [--runs 15] [--quick] [--before DIR]

Every command runs once per round, alternately with the others and with a bare
`python -c pass` of the same interpreter, in a temporary ASSISTANT_HOME holding a Camel Up
session; the medians and their ratio to `python -c pass` are printed, with the goal of each
group (issue 24): `--json` commands at most 6x, human `status`, a move, `check`, `undo` at
most 9x, `--help` and `rules ... SECTION` at most 8x, the first prompt of `play` (spawn to
the prompt on the screen, in a pseudo-terminal) at most 12x; also printed, with no goal, when
prompt_toolkit's prompt is open for editing (keys typed before are kept for it).

A move and an undo alternate, so the session stays the same length over the rounds. With
`--before DIR` (a source checkout of another version, say `git worktree add /tmp/before
main`), that copy runs the same commands in the same loop (through `PYTHONPATH`, with its
own ASSISTANT_HOME), so "before" and "after" share the machine's noise. The machine is
shared and noisy: only ratios within one run mean much. Bytecode caching is left on, as on
a user's machine. `--quick`: 5 rounds, no prompt.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SETUP = ["camel", "new", "--players", "ana,bo", "--start", "1:blue 2:green,orange 3:yellow,white"]
PROMPT_STARTS = "\x1b[?2004h"  # prompt_toolkit turns bracketed paste on as each prompt opens
PROMPT_SHOWN = " › "  # the end of the prompt, `camel-up-1 · ana › `

# (group, command); the commands run in this order in every round.
COMMANDS: list[tuple[str, list[str]]] = [
    ("json", ["--json", "camel", "status"]),
    ("json", ["--json", "camel", "roll", "blue", "2"]),
    ("human", ["undo"]),
    ("human", ["camel", "roll", "blue", "2"]),
    ("json", ["--json", "undo"]),
    ("json", ["--json", "sessions"]),
    ("json", ["--json", "log"]),
    ("json", ["--json", "camel", "check", "roll", "blue", "2"]),
    ("human", ["camel", "status"]),
    ("human", ["--lang", "it", "camel", "status"]),
    ("human", ["camel", "check", "roll", "blue", "2"]),
    ("help", ["--help"]),
    ("help", ["--lang", "fr", "--help"]),
    ("help", ["camel", "--help"]),
    ("help", ["rules", "camel", "desert-tile"]),
]
GOALS = {"json": 6.0, "human": 9.0, "help": 8.0, "prompt": 12.0}
LAUNCH = "import sys\nfrom assistant.cli.app import main\nsys.exit(main())"


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def first_prompt(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning `assistant play` in a pseudo-terminal to its first prompt: to
    the prompt on the screen (`... › `, drawn before prompt_toolkit is loaded since stop 43,
    what the table types meanwhile kept) and to prompt_toolkit's prompt, open for editing."""
    import pexpect

    start = time.perf_counter()
    child = pexpect.spawn(
        command[0], [*command[1:], "play"], env=env, encoding="utf-8", timeout=30,
        dimensions=(50, 120),
    )  # fmt: skip
    first = child.expect_exact([PROMPT_SHOWN, PROMPT_STARTS])  # prompt_toolkit's: ready
    shown = ready = time.perf_counter() - start  # now (before stop 43, ready comes first)
    if first == 0:
        child.expect_exact(PROMPT_STARTS)
        ready = time.perf_counter() - start
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    return shown, ready


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--quick", action="store_true", help="5 rounds, no prompt")
    parser.add_argument("--before", help="a source checkout of another version, run alongside")
    args = parser.parse_args()
    runs = 5 if args.quick else args.runs
    copies = {"now": None} if not args.before else {"before": args.before, "now": None}
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)  # `python -c` puts the current folder first on sys.path: not a checkout
        envs: dict[str, dict[str, str]] = {}
        for label, source in copies.items():
            home = Path(tmp) / label
            env = dict(os.environ, ASSISTANT_HOME=str(home), COLUMNS="100", TERM="xterm")
            env["PROMPT_TOOLKIT_NO_CPR"] = "1"
            env.pop("PYTHONDONTWRITEBYTECODE", None)  # as a user runs it: bytecode cached
            env.pop("LANGUAGE", None)
            if source is not None:
                env["PYTHONPATH"] = source
            envs[label] = env
            script = [sys.executable, "-c", LAUNCH]
            subprocess.run([*script, *SETUP], env=env, check=True, capture_output=True)
            for _, command in COMMANDS:  # warm up: bytecode caches written
                subprocess.run([*script, *command], env=env, capture_output=True)
        script = [sys.executable, "-c", LAUNCH]
        bare: list[float] = []
        times: dict[tuple[str, int], list[float]] = {}
        prompts: dict[str, list[float]] = {label: [] for label in copies}
        ready: dict[str, list[float]] = {label: [] for label in copies}
        for _ in range(runs):
            bare.append(timed([sys.executable, "-c", "pass"], envs["now"]))
            for label in copies:
                for i, (_, command) in enumerate(COMMANDS):
                    took = timed([*script, *command], envs[label])
                    times.setdefault((label, i), []).append(took)
                if not args.quick:
                    shown, live = first_prompt(script, envs[label])
                    prompts[label].append(shown)
                    ready[label].append(live)
    b = statistics.median(bare) * 1000
    print(f"{'python -c pass':<44} {'':>6} {b:7.1f} ms  ({runs} rounds, medians)")
    rows = [(group, "assistant " + " ".join(c), i) for i, (group, c) in enumerate(COMMANDS)]
    if not args.quick:
        rows.append(("prompt", "assistant play (first prompt shown)", -1))
        rows.append(("ready", "assistant play (prompt_toolkit ready)", -2))
    for group, text, i in rows:
        for label in copies:
            values = {-1: prompts, -2: ready}[i][label] if i < 0 else times[(label, i)]
            ms = statistics.median(values) * 1000
            ratio = ms / b
            goal = GOALS.get(group)
            mark = "" if goal is None or ratio <= goal else "  over the goal"
            shown = label if len(copies) > 1 else ""
            aim = f"(goal {goal:.0f}x)" if goal is not None else "(no goal)"
            print(f"{text:<44} {shown:>6} {ms:7.1f} ms  {ratio:5.1f}x  {aim}{mark}")


if __name__ == "__main__":
    main()
