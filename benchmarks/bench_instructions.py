"""Rules speed before and after a change, in instructions: the same seeded games played
by the tree at a git revision and by the working tree, each under valgrind's callgrind,
which counts instructions rather than seconds, so the figures do not drift with the
machine's load or clock (a shared 2-core machine's wall-clock rates move by a third).

Run: python -m benchmarks.bench_instructions --before REV [--game riders] [--scale 1]
(needs `valgrind`). For each game it plays random-bot games, default-bot games, and
checks every legal move (and one out-of-turn move) at every position of random games,
each with the data already loaded (a run with no games is subtracted), and prints a
Markdown table: millions of instructions before and after, and the speed ratio
(before / after: above 1 is faster now). This is a measurement, never a test.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Games per workload at --scale 1 (chosen so each run takes seconds under valgrind).
GAMES = {
    "riders": (30, 10, 30),
    "dune": (4, 2, 4),
    "draconium": (6, 2, 6),
    "hatch": (3, 1, 3),
    "dml": (8, 3, 8),
}
MODES = ("random", "bot", "validate")

WORK = r"""
import contextlib, sys
from game.bots.random_bot import RandomBot
from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.runner import play
from game.games import REGISTRY
mode, game, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
rules, entry = REGISTRY.get(game), REGISTRY.entry(game)
seats = rules.min_seats
rules.new_game([f"P{i}" for i in range(seats)], 0, {})
moves = 0
for seed in range(n):
    if mode == "random":
        moves += len(play(rules, [RandomBot(seed + i) for i in range(seats)], seed).moves)
    elif mode == "bot":
        bots = [entry.make_bot(entry.default_bot, seed * 16 + i, rules) for i in range(seats)]
        moves += len(play(rules, bots, seed).moves)
    else:
        state, bot = rules.new_game([f"P{i}" for i in range(seats)], seed, {}), RandomBot(seed)
        while rules.result(state) is None:
            seat = rules.to_act(state)[0]
            legal = rules.legal_moves(state, seat)
            for move in legal:
                rules.check(state, move)
            with contextlib.suppress(IllegalMove):
                rules.check(state, Move((seat + 1) % seats, legal[0].kind, legal[0].args))
            moves += len(legal) + 1
            rules.apply(state, bot.choose(None, legal))
print(moves)
"""


def instructions(tree: Path, mode: str, game: str, n: int) -> tuple[int, int]:
    """(instructions, moves or checks) of the workload in `tree`, via callgrind."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as script:
        script.write(WORK)
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    try:
        done = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--callgrind-out-file=/dev/null",
                sys.executable,
                script.name,
                mode,
                game,
                str(n),
            ],
            cwd=tree,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
    finally:
        os.unlink(script.name)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind said nothing of {mode} {game}: {done.stderr[-300:]}")
    return int(found.group(1)), int(done.stdout.strip() or 0)


def measure(tree: Path, mode: str, game: str, n: int) -> tuple[float, int]:
    """Millions of instructions of `n` games (the start-up subtracted), and their moves."""
    total, moves = instructions(tree, mode, game, n)
    empty, _ = instructions(tree, mode, game, 0)
    return (total - empty) / 1e6, moves


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", required=True, help="the git revision to compare with")
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    parser.add_argument("--scale", type=int, default=1, help="more games per workload")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="dragon-table-before-") as folder:
        before = Path(folder) / "tree"
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(before), args.before],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        try:
            print("| game | work | games | before (M instr.) | after (M instr.) | speed |")
            print("| --- | --- | ---: | ---: | ---: | ---: |")
            for game in args.game or list(GAMES):
                for mode, n in zip(MODES, GAMES[game], strict=True):
                    n *= args.scale
                    old, old_moves = measure(before, mode, game, n)
                    new, new_moves = measure(ROOT, mode, game, n)
                    note = ""
                    if old_moves != new_moves:  # other games (a ruling changed): per move
                        old, new = old / old_moves * new_moves, new
                        note = f" (per move: {old_moves} before, {new_moves} now)"
                    print(
                        f"| {game} | {mode} | {n} | {old:,.0f} | {new:,.0f} | "
                        f"×{old / new:.2f}{note} |",
                        flush=True,
                    )
        finally:
            with contextlib.suppress(subprocess.CalledProcessError):
                subprocess.run(
                    ["git", "worktree", "remove", "--force", str(before)],
                    cwd=ROOT,
                    check=True,
                    capture_output=True,
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
