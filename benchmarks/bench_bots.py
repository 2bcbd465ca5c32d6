"""Bot strength: one kind of bot against another, seats alternating, with the 95 %
interval of its win rate, and its decision times.

Run: python -m benchmarks.bench_bots GAME --bot strong --against easy [--games 200]
[--players N] [--seed 1] [--jobs auto] [--cards FILE]

Game i is played from seed `seed + i`; the measured bot sits in seat i mod N and the
others are `--against` bots, so every seat is taken in turn. A shared win counts as a
share. It prints the win rate with its Wilson interval (against the fair share 1/N),
games cut off by the move budget, games where a bot failed, and the measured bot's
decision time p50, p95 and the longest (wall clock, a core each, no time cap: what a
table sees on this machine). A measurement, never a test.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.runner import GameTooLong, play
from game.sim.stats import wilson


@dataclass
class Played:
    """One game: the measured bot's seat, its share of the win, its decision times."""

    seed: int
    seat: int
    share: float
    moves: int
    cut: bool = False
    failed: str = ""
    times: list[float] = field(default_factory=list)


class Timed:
    """A bot whose every decision is timed."""

    def __init__(self, bot: Any, times: list[float]) -> None:
        self.bot, self.times = bot, times
        self.needs_view = bot.needs_view
        self.takes_forced_moves = getattr(bot, "takes_forced_moves", False)

    def choose(self, view: Any, legal: Any) -> Any:
        began = time.perf_counter()
        move = self.bot.choose(view, legal)
        self.times.append(time.perf_counter() - began)
        return move


def one_game(task: tuple[str, str, str, int, int, str]) -> Played:
    game, bot, against, players, seed, cards = task
    from game.games import REGISTRY

    entry = REGISTRY.entry(game)
    rules = entry.rules_from(Path(cards)) if cards and entry.rules_from else REGISTRY.get(game)
    seat = seed % players
    times: list[float] = []
    bots = [
        Timed(entry.make_bot(bot, seed * 16 + s, rules), times)
        if s == seat
        else entry.make_bot(against, seed * 16 + s, rules)
        for s in range(players)
    ]
    try:
        state = play(rules, bots, seed, max_moves=entry.max_moves)
    except GameTooLong as exc:
        moves = len(exc.state.moves) if exc.state is not None else 0
        return Played(seed, seat, 1 / players, moves, cut=True, times=times)
    except Exception as exc:  # a bot that failed: the game counts as failed, the run goes on
        return Played(seed, seat, 0.0, 0, failed=f"{type(exc).__name__}: {exc}", times=times)
    result = rules.result(state)
    winners = result.winners if result is not None else ()
    share = (1 / len(winners) if seat in winners else 0.0) if winners else 1 / players
    return Played(seed, seat, share, len(state.moves), times=times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--bot", default="strong")
    parser.add_argument("--against", default="easy")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", default="auto")
    parser.add_argument("--cards", default="")
    args = parser.parse_args(argv)
    from game.games import REGISTRY
    from game.sim.pool import jobs_for

    rules = REGISTRY.get(args.game)
    players = args.players or rules.min_seats
    tasks = [
        (args.game, args.bot, args.against, players, args.seed + i, args.cards)
        for i in range(args.games)
    ]
    began = time.perf_counter()
    jobs = jobs_for(args.jobs)
    if jobs > 1:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(jobs, mp_context=context) as pool:
            played = list(pool.map(one_game, tasks, chunksize=4))
    else:
        played = [one_game(t) for t in tasks]
    seconds = time.perf_counter() - began
    counted = [p for p in played if not p.failed]
    wins = sum(p.share for p in counted)
    rate = wilson(round(wins), len(counted)) if counted else None
    times = sorted(t for p in played for t in p.times)
    print(f"{args.game}: {args.bot} against {args.against}, {players} players, {len(played)} games")
    if rate is not None:
        print(
            f"  {args.bot} wins {100 * rate.rate:.1f} % (95 %: {100 * rate.low:.1f}–"
            f"{100 * rate.high:.1f}); fair share {100 / players:.1f} %"
        )
    print(f"  cut off: {sum(p.cut for p in played)}; failed: {len(played) - len(counted)}")
    for p in played:
        if p.failed:
            print(f"    seed {p.seed}: {p.failed}")
    if times:
        p50 = statistics.median(times)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(
            f"  {args.bot}'s decisions: {len(times)}, p50 {1000 * p50:.0f} ms, "
            f"p95 {1000 * p95:.0f} ms, longest {1000 * times[-1]:.0f} ms"
        )
    print(f"  {len(played) / seconds * 60:.0f} games a minute on {jobs} processes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
