"""The search bot's decision time in CPU seconds (`time.process_time`, the measure a
busy machine does not inflate), and the sampled worlds it dropped, game by game.

Run: python -m benchmarks.bench_decisions [GAME ...] [--bot strong] [--against easy]
[--games 2] [--seed 1] [--whole-budget]

Game i of each game is played from seed `seed + i`, the measured bot in seat i mod N
(N the game's fewest seats), the others `--against` bots, no time cap, in this one
process. It prints, per game, the measured bot's decisions with their CPU p50, p95 and
longest, its CPU for a whole game (the most of the games), and every dropped world's
count with its first reasons (a dropped world is a bug in a determinizer or the rules).
`--whole-budget` makes the measured bot spend its whole budget of iterations at every
decision, as before a search stopped once its move was settled (the same moves, more
time): run with and without it for a before and after. A measurement, never a test.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from game.core.runner import GameTooLong, play


class Timed:
    """A bot whose every decision's CPU time is kept."""

    def __init__(self, bot: Any, times: list[float]) -> None:
        self.bot, self.times = bot, times
        self.needs_view = bot.needs_view
        self.takes_forced_moves = getattr(bot, "takes_forced_moves", False)

    def choose(self, view: Any, legal: Any) -> Any:
        began = time.process_time()
        move = self.bot.choose(view, legal)
        self.times.append(time.process_time() - began)
        return move


def measure(
    game: str, bot: str, against: str, games: int, seed: int, whole_budget: bool = False
) -> None:
    from game.games import REGISTRY

    entry, rules = REGISTRY.entry(game), REGISTRY.get(game)
    players = rules.min_seats
    times: list[float] = []
    whole: list[float] = []
    dropped, reasons, cut = 0, [], 0
    for i in range(games):
        s = seed + i
        seat = i % players
        mine: list[float] = []
        measured = entry.make_bot(bot, s * 16 + seat, rules)
        if whole_budget and hasattr(measured, "settle"):
            measured.settle = False
        bots = [
            Timed(measured, mine) if k == seat else entry.make_bot(against, s * 16 + k, rules)
            for k in range(players)
        ]
        try:
            play(rules, bots, s, max_moves=entry.max_moves)
        except GameTooLong:
            cut += 1
        times += mine
        whole.append(sum(mine))
        dropped += getattr(measured, "dropped", 0)
        reasons += getattr(measured, "drop_reasons", [])
    times.sort()
    p50 = statistics.median(times) if times else 0.0
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
    longest = times[-1] if times else 0.0
    print(
        f"{game}: {bot}{' (whole budget)' if whole_budget else ''} against {against}, "
        f"{games} games, {len(times)} decisions: CPU p50 "
        f"{p50:.3f} s, p95 {p95:.3f} s, longest {longest:.3f} s; a whole game's "
        f"{bot} CPU at most {max(whole, default=0.0):.1f} s; cut off {cut}; "
        f"dropped worlds {dropped}{' (' + '; '.join(reasons[:3]) + ')' if reasons else ''}",
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games_to_play", nargs="*", metavar="GAME")
    parser.add_argument("--bot", default="strong")
    parser.add_argument("--against", default="easy")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--whole-budget", action="store_true", help="never stop a search early")
    args = parser.parse_args(argv)
    from game.games import REGISTRY

    for game in args.games_to_play or REGISTRY.names():
        measure(game, args.bot, args.against, args.games, args.seed, args.whole_budget)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
