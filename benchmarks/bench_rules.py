"""Rules speed on one core: bot games per second and moves validated per second.

Run: python -m benchmarks.bench_rules [--games N]. Prints a Markdown table for
docs/performance.md. This is a measurement, never a test: nothing fails on time.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import platform
import time
from collections.abc import Callable

from game.bots.random_bot import RandomBot
from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.runner import play
from game.games import REGISTRY, make_bot

MORE_SEATS = ("dml", "hatch")
"""Games whose targets are set at their most players: measured there too."""


def best_of(repeats: int, work: Callable[[], int]) -> tuple[float, int]:
    """Best wall time of `repeats` runs (the least disturbed), and the work count."""
    best, count = float("inf"), 0
    for _ in range(repeats):
        start = time.perf_counter()
        count = work()
        best = min(best, time.perf_counter() - start)
    return best, count


def random_games(game: str, games: int, seats: int = 0) -> Callable[[], int]:
    """`games` random-bot games at `seats` players (0: the fewest the game allows)."""
    ruleset = REGISTRY.get(game)
    seats = seats or ruleset.min_seats

    def run() -> int:
        moves = 0
        for seed in range(games):
            bots = [RandomBot(seed + i) for i in range(seats)]
            state = play(ruleset, bots, seed)
            moves += len(state.moves)
        return moves

    return run


def bot_games(game: str, games: int, kind: str = "greedy", seats: int = 0) -> Callable[[], int]:
    ruleset = REGISTRY.get(game)
    seats = seats or ruleset.min_seats

    def run() -> int:
        for seed in range(games):
            bots = [make_bot(game, kind, seed + i, ruleset) for i in range(seats)]
            play(ruleset, bots, seed)
        return games

    return run


def validations(game: str, games: int) -> Callable[[], int]:
    """Check every legal move, and one illegal one, at every position of random games."""
    ruleset = REGISTRY.get(game)
    positions = []
    for seed in range(games):
        seats = [f"P{i + 1}" for i in range(ruleset.min_seats)]
        state = ruleset.new_game(seats, seed, {})
        bot = RandomBot(seed)
        while ruleset.result(state) is None:
            seat = ruleset.to_act(state)[0]
            legal = ruleset.legal_moves(state, seat)
            positions.append((state.clone(), legal))
            ruleset.apply(state, bot.choose(None, legal))

    def run() -> int:
        checked = 0
        for state, legal in positions:
            for move in legal:
                ruleset.check(state, move)
            other = (legal[0].seat + 1) % len(state.seats)
            with contextlib.suppress(IllegalMove):
                ruleset.check(state, Move(other, legal[0].kind, legal[0].args))
            checked += len(legal) + 1
        return checked

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    args = parser.parse_args()
    n = args.games
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.processor() or '?'}")
    print(f"python: {platform.python_implementation()} {platform.python_version()}")
    print()
    print("| game | measure | result |")
    print("|---|---|---|")
    for game in args.game or REGISTRY.names():
        seconds, moves = best_of(args.repeats, random_games(game, n))
        rate = f"{n / seconds:,.0f} ({moves / seconds:,.0f} moves/s)"
        print(f"| {game} | random-bot games / s | {rate} |")
        entry = REGISTRY.entry(game)
        seconds, count = best_of(1, bot_games(game, max(n // 25, 4), entry.default_bot))
        print(f"| {game} | {entry.default_bot}-bot games / s | {count / seconds:,.1f} |")
        most = REGISTRY.get(game).max_seats
        if game in MORE_SEATS and most > REGISTRY.get(game).min_seats:
            seconds, moves = best_of(args.repeats, random_games(game, n, most))
            rate = f"{n / seconds:,.0f} ({moves / seconds:,.0f} moves/s)"
            print(f"| {game} | random-bot games / s, {most} players | {rate} |")
            work = bot_games(game, max(n // 25, 4), entry.default_bot, most)
            seconds, count = best_of(1, work)
            rate = f"{count / seconds:,.1f}"
            print(f"| {game} | {entry.default_bot}-bot games / s, {most} players | {rate} |")
        for kind in entry.bot_kinds[1:]:  # the game's other bots (Big Money, …)
            if kind != "random":
                seconds, count = best_of(args.repeats, bot_games(game, max(n // 5, 10), kind))
                print(f"| {game} | {kind} games / s | {count / seconds:,.1f} |")
        seconds, count = best_of(args.repeats, validations(game, max(n // 10, 10)))
        print(f"| {game} | moves validated / s | {count / seconds:,.0f} |")


if __name__ == "__main__":
    main()
