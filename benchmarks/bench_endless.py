"""No endless game: K seeded bot games a game and bot level, each level against itself,
counting the games cut by the move budget, the games a bot failed in, and the games
ended by a draw (an agreed end is a draw with its reason).

Run: python -m benchmarks.bench_endless [--games 2000] [--game draconium,riders]
[--bots easy,bigmoney] [--players N] [--seed 1] [--jobs 1] [--max-moves N]
[--record FILE.jsonl]

By default every game of the registry is played by each of its bots that is not the
search (`normal`, `strong`: name them in `--bots` where affordable), at the game's
fewest seats, with the game's own move budget (its entry's `max_moves`). Game i is
played from seed `seed + i`. With `--record`, each (game, bot) total is appended as one
JSON line when it is done, with the seeds that were cut or failed, so a long run can be
read back: `python -m benchmarks.bench_endless --summarize FILE.jsonl`. A measurement,
never a test.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.core.runner import GameTooLong, play
from game.sim.stats import wilson

SEARCH_LEVELS = ("normal", "strong")
"""The generic search bot's levels: left out unless `--bots` names them."""


@dataclass
class Tally:
    """What K games of one game and bot level gave."""

    game: str
    bot: str
    players: int
    games: int = 0
    cut: list[int] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)  # seed -> why
    draws: dict[str, int] = field(default_factory=dict)  # how a drawn game ended -> games
    longest: int = 0
    seconds: float = 0.0


def one_game(task: tuple[str, str, int, int, int]) -> tuple[int, str, str, int]:
    """(seed, "cut" | "failed" | "draw" | "won", the reason or ending, moves)."""
    game, bot, players, seed, budget = task
    from game.games import REGISTRY

    entry = REGISTRY.entry(game)
    rules = REGISTRY.get(game)
    bots = [entry.make_bot(bot, seed * 16 + s, rules) for s in range(players)]
    try:
        state = play(rules, bots, seed, max_moves=budget)
    except GameTooLong as exc:
        moves = len(exc.state.moves) if exc.state is not None else budget
        return seed, "cut", "", moves
    except Exception as exc:  # a bot that failed: counted, and the run goes on
        return seed, "failed", f"{type(exc).__name__}: {exc}", 0
    result = rules.result(state)
    if result is None:
        return seed, "cut", "", len(state.moves)
    if result.winners:
        return seed, "won", "", len(state.moves)
    return seed, "draw", result.how, len(state.moves)


def run(game: str, bot: str, players: int, games: int, seed: int, budget: int, jobs: int) -> Tally:
    """`games` games of `game` between `bot`s, on `jobs` processes."""
    tally = Tally(game, bot, players)
    tasks = [(game, bot, players, seed + i, budget) for i in range(games)]
    began = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
            results = list(pool.map(one_game, tasks, chunksize=8))
    else:
        results = [one_game(task) for task in tasks]
    draws: Counter[str] = Counter()
    for played, what, why, moves in results:
        tally.games += 1
        tally.longest = max(tally.longest, moves)
        if what == "cut":
            tally.cut.append(played)
        elif what == "failed":
            tally.failed[str(played)] = why
        elif what == "draw":
            draws[why] += 1
    tally.draws = dict(draws)
    tally.seconds = time.perf_counter() - began
    return tally


def report(tally: Tally) -> str:
    """Lines for one (game, bot): cut, failed and drawn games with a 95 % interval."""
    n = tally.games
    cut = wilson(len(tally.cut), n)
    drawn = sum(tally.draws.values())
    lines = [
        f"{tally.game}, {tally.bot} x{tally.players}: {n} games, "
        f"cut by the move budget {len(tally.cut)} (95 %: {100 * cut.low:.2f}–"
        f"{100 * cut.high:.2f} %), failed {len(tally.failed)}, drawn {drawn}, "
        f"longest {tally.longest} moves, {n / max(tally.seconds, 1e-9) * 60:.0f} games a minute"
    ]
    if tally.cut:
        lines.append(f"  cut seeds: {', '.join(map(str, tally.cut[:20]))}")
    for seed, why in list(tally.failed.items())[:5]:
        lines.append(f"  failed seed {seed}: {why}")
    for how, k in sorted(tally.draws.items(), key=lambda kv: -kv[1]):
        lines.append(f"  drawn {k}: {how}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--game", default="", help="comma list (default: every game)")
    parser.add_argument("--bots", default="", help="comma list (default: non-search bots)")
    parser.add_argument("--players", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", default="1")
    parser.add_argument("--max-moves", type=int, default=0, help="default: the game's own")
    parser.add_argument("--record", default="")
    parser.add_argument("--summarize", nargs="+", default=[])
    args = parser.parse_args(argv)
    if args.summarize:
        for path in args.summarize:
            for line in Path(path).read_text(encoding="utf-8").splitlines():
                print(report(Tally(**json.loads(line))))
        return 0
    from game.games import REGISTRY
    from game.sim.pool import jobs_for

    jobs = jobs_for(args.jobs)
    wanted = [g.strip() for g in args.game.split(",") if g.strip()]
    levels = [b.strip() for b in args.bots.split(",") if b.strip()]
    for entry in REGISTRY.entries():
        if wanted and entry.name not in wanted:
            continue
        rules = REGISTRY.get(entry.name)
        players = args.players or rules.min_seats
        kinds = (
            [k for k in levels if k in entry.bots]
            if levels
            else [k for k in entry.bots if k not in SEARCH_LEVELS]
        )
        for kind in kinds:
            budget = args.max_moves or entry.max_moves
            tally = run(entry.name, kind, players, args.games, args.seed, budget, jobs)
            print(report(tally), flush=True)
            if args.record:
                with open(args.record, "a", encoding="utf-8") as out:
                    out.write(json.dumps(asdict(tally)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
