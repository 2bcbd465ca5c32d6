"""Memory over a long session: one process plays many games of a game with one ruleset
(as the client and `simulate --jobs 1` do) and reports its resident memory as it goes.

Run: python -m benchmarks.bench_memory [GAME ...] [--games 2000] [--bots easy]

Each game is measured in a process of its own (so one game's memory never counts for
the next). Game i is played from seed i + 1 at the game's fewest seats by the `--bots`
bots, all with the one ruleset; the resident set size (RSS, from /proc/self/statm) is read after
the first tenth of the games (the warm caches) and at the end. A session whose memory is
bounded ends within 10 % of its warm figure. A measurement, never a test.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import subprocess
import sys
from pathlib import Path

from game.core.runner import GameTooLong, play


def rss_mb() -> float:
    """This process's resident memory, in MB (Linux)."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def measure(game: str, games: int, bots: str) -> tuple[float, float, float, int, int]:
    """(RSS after the first tenth of the games, after all, the most seen), in MB, and the
    blocks Python's allocator holds at those two points (`sys.getallocatedblocks`: the
    live objects, which RSS overstates once freed memory stays with the process)."""
    from game.games import REGISTRY

    entry, rules = REGISTRY.entry(game), REGISTRY.get(game)
    players = rules.min_seats
    warm_at = max(1, games // 10)
    warm = most = 0.0
    warm_blocks = 0
    for i in range(games):
        seed = i + 1
        seated = [entry.make_bot(bots, seed * 16 + s, rules) for s in range(players)]
        with contextlib.suppress(GameTooLong):  # a game cut by its budget still counts
            play(rules, seated, seed, max_moves=entry.max_moves)
        if (i + 1) % 100 == 0 or i + 1 in (warm_at, games):
            gc.collect()
            now = rss_mb()
            most = max(most, now)
            if i + 1 == warm_at:
                warm, warm_blocks = now, sys.getallocatedblocks()
    return warm, rss_mb(), most, warm_blocks, sys.getallocatedblocks()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games_to_play", nargs="*", metavar="GAME")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--bots", default="easy")
    parser.add_argument("--here", action="store_true", help="in this process (one game only)")
    args = parser.parse_args(argv)
    from game.games import REGISTRY

    names = args.games_to_play or REGISTRY.names()
    if not args.here:  # each game in a fresh process of its own
        for game in names:
            command = [sys.executable, "-m", "benchmarks.bench_memory", game, "--here"]
            subprocess.run([*command, "--games", str(args.games), "--bots", args.bots], check=True)
        return 0
    for game in names:
        warm, end, most, blocks_warm, blocks_end = measure(game, args.games, args.bots)
        growth = (end - warm) / warm if warm else 0.0
        grown = (blocks_end - blocks_warm) / blocks_warm if blocks_warm else 0.0
        print(
            f"{game}: {args.games} games of {args.bots} bots in one process: RSS {warm:.1f} MB "
            f"after {max(1, args.games // 10)}, {end:.1f} MB after {args.games} "
            f"({100 * growth:+.1f} %), at most {most:.1f} MB; live blocks {blocks_warm:,} and "
            f"{blocks_end:,} ({100 * grown:+.1f} %)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
