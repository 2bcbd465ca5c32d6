"""Bot strength: one kind of bot against another, seats alternating, with the 95 %
interval of its win rate, and its decision times.

Run: python -m benchmarks.bench_bots GAME --bot strong --against easy [--games 200]
[--players N] [--seed 1] [--jobs auto] [--cards FILE] [--record FILE.jsonl]

With `--record`, every game is appended to the file as it ends (one JSON line), so a
long measurement can be run in parts (`--seed 1`, `--seed 101`, …) and read back
whole: `python -m benchmarks.bench_bots --summarize FILE.jsonl [FILE2.jsonl …]`.

Game i is played from seed `seed + i`; the measured bot sits in seat i mod N and the
others are `--against` bots, so every seat is taken in turn. A shared win counts as a
share. It prints the win rate with its Wilson interval (against the fair share 1/N),
games cut off by the move budget, games where a bot failed, and the measured bot's
decision time p50, p95 and the longest (wall clock, a core each, no time cap: what a
table sees on this machine), and the same in CPU time (what the bot itself costs, on a
busy machine too). A measurement, never a test.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
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
    cpu: list[float] = field(default_factory=list)


class Timed:
    """A bot whose every decision is timed, on the wall clock and in CPU time."""

    def __init__(self, bot: Any, times: list[float], cpu: list[float] | None = None) -> None:
        self.bot, self.times = bot, times
        self.cpu = cpu if cpu is not None else []
        self.needs_view = bot.needs_view
        self.takes_forced_moves = getattr(bot, "takes_forced_moves", False)

    def choose(self, view: Any, legal: Any) -> Any:
        began, began_cpu = time.perf_counter(), time.process_time()
        move = self.bot.choose(view, legal)
        self.times.append(time.perf_counter() - began)
        self.cpu.append(time.process_time() - began_cpu)
        return move


def one_game(task: tuple[str, str, str, int, int, str]) -> Played:
    game, bot, against, players, seed, cards = task
    from game.games import REGISTRY

    entry = REGISTRY.entry(game)
    rules = entry.rules_from(Path(cards)) if cards and entry.rules_from else REGISTRY.get(game)
    seat = seed % players
    times: list[float] = []
    cpu: list[float] = []
    bots = [
        Timed(entry.make_bot(bot, seed * 16 + s, rules), times, cpu)
        if s == seat
        else entry.make_bot(against, seed * 16 + s, rules)
        for s in range(players)
    ]
    try:
        state = play(rules, bots, seed, max_moves=entry.max_moves)
    except GameTooLong as exc:
        moves = len(exc.state.moves) if exc.state is not None else 0
        return Played(seed, seat, 1 / players, moves, cut=True, times=times, cpu=cpu)
    except Exception as exc:  # a bot that failed: the game counts as failed, the run goes on
        failed = f"{type(exc).__name__}: {exc}"
        return Played(seed, seat, 0.0, 0, failed=failed, times=times, cpu=cpu)
    result = rules.result(state)
    winners = result.winners if result is not None else ()
    share = (1 / len(winners) if seat in winners else 0.0) if winners else 1 / players
    return Played(seed, seat, share, len(state.moves), times=times, cpu=cpu)


def summarize(played: list[Played], title: str, players: int, seconds: float, jobs: int) -> None:
    """Print the win rate with its interval, cut and failed games, and decision times."""
    counted = [p for p in played if not p.failed]
    wins = sum(p.share for p in counted)
    rate = wilson(round(wins), len(counted)) if counted else None
    times = sorted(t for p in played for t in p.times)
    print(f"{title}, {players} players, {len(played)} games")
    if rate is not None:
        print(
            f"  wins {100 * rate.rate:.1f} % (95 %: {100 * rate.low:.1f}–"
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
            f"  decisions: {len(times)}, p50 {1000 * p50:.0f} ms, "
            f"p95 {1000 * p95:.0f} ms, longest {1000 * times[-1]:.0f} ms"
        )
    cpu = sorted(t for p in played for t in p.cpu)
    if cpu:
        p95 = cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))]
        print(
            f"  CPU a decision: p50 {1000 * statistics.median(cpu):.0f} ms, "
            f"p95 {1000 * p95:.0f} ms, longest {1000 * cpu[-1]:.0f} ms"
        )
    if seconds > 0:
        print(f"  {len(played) / seconds * 60:.1f} games a minute on {jobs} processes")


def read_records(paths: list[str]) -> tuple[list[Played], str, int, float, int]:
    """The games recorded in `paths`, with the run's title, players, seconds and jobs."""
    played: list[Played] = []
    title, players, seconds, jobs = "", 0, 0.0, 1
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            title, players, jobs = row.pop("title"), row.pop("players"), row.pop("jobs")
            seconds += row.pop("seconds")
            played.append(Played(**row))
    return played, title, players, seconds, jobs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="?", default="")
    parser.add_argument("--bot", default="strong")
    parser.add_argument("--against", default="easy")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", default="auto")
    parser.add_argument("--cards", default="")
    parser.add_argument("--record", default="")
    parser.add_argument("--summarize", nargs="+", default=[])
    args = parser.parse_args(argv)
    if args.summarize:
        summarize(*read_records(args.summarize))
        return 0
    from game.games import REGISTRY
    from game.sim.pool import jobs_for

    rules = REGISTRY.get(args.game)
    players = args.players or rules.min_seats
    tasks = [
        (args.game, args.bot, args.against, players, args.seed + i, args.cards)
        for i in range(args.games)
    ]
    title = f"{args.game}: {args.bot} against {args.against}"
    began = last = time.perf_counter()
    jobs = jobs_for(args.jobs)
    played: list[Played] = []
    pool = None
    if jobs > 1:
        pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"))
        results = pool.map(one_game, tasks, chunksize=1)
    else:
        results = map(one_game, tasks)
    for game in results:
        played.append(game)
        if args.record:
            now = time.perf_counter()
            row = {**asdict(game), "title": title, "players": players, "jobs": jobs}
            row["seconds"], last = now - last, now
            with open(args.record, "a", encoding="utf-8") as out:
                out.write(json.dumps(row) + "\n")
    if pool is not None:
        pool.shutdown()
    summarize(played, title, players, time.perf_counter() - began, jobs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
