"""The balance lab's worker processes: what one costs to start, what a game costs, and
1 worker against 2 on the same experiment, alternated in one run.

Run: python -m benchmarks.bench_workers [GAME] [--games 300] [--arms 6] [--rounds 3]
[--record FILE.jsonl]. An experiment is a run and `--arms` ablation arms (each a card
taken from one seat a game) of `--games` games each, on the same seeds: the shape of
`--ablate` and of the Balance tab. Each round plays it with 1 worker and with 2 (the
order swapped every round, so a change in the machine's load falls on both), each
way with a new set of workers for every arm (as before the workers were kept) and
with one set kept for the whole experiment (`kept_workers`). Wall time, the main
process's CPU and the workers' CPU (`os.times` of the reaped children) are printed
as Markdown, with the load average. A measurement, never a test: nothing fails on time.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import replace
from multiprocessing import get_context
from typing import Any

from game.games import REGISTRY
from game.sim.ablation import banned_arm
from game.sim.chunks import play_chunk
from game.sim.experiments import universe_for
from game.sim.pool import chunk_plan, kept_workers, simulate
from game.sim.records import SimSpec


def spec_of(game: str, games: int, seed: int) -> SimSpec:
    entry = REGISTRY.entry(game)
    return SimSpec(game, games, (entry.default_bot,), REGISTRY.get(game).min_seats, seed=seed)


def arms_of(spec: SimSpec, arms: int) -> list[SimSpec]:
    """The run itself, then `arms` of its cards each taken from one seat a game."""
    cards = sorted({name for names in universe_for(REGISTRY, spec).values() for name in names})
    return [spec] + [banned_arm(spec, card) for card in cards[:arms]]


def startup(game: str) -> dict[str, float]:
    """A spawned worker's start-up: the wall time from a new pool to the records of one
    game, less that game played in a warm process; and the per-game CPU in one process."""
    spec = spec_of(game, 60, 1)
    play_chunk(spec, 0, 1, REGISTRY)  # warm: the rules built, the first game's costs paid
    clock = time.process_time()
    play_chunk(spec, 1, spec.games, REGISTRY)
    per_game = (time.process_time() - clock) / (spec.games - 1)
    before = os.times()
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn")) as pool:
        pool.submit(play_chunk, spec, 0, 1, REGISTRY.source).result()
        first = time.perf_counter() - start
    after = os.times()
    cpu = after.children_user - before.children_user + after.children_system
    cpu -= before.children_system
    return {"startup_wall": first - per_game, "startup_cpu": cpu - per_game, "per_game": per_game}


def experiment(arms: list[SimSpec], jobs: int, kept: bool) -> dict[str, Any]:
    """Every arm with `jobs` workers; the clocks of the whole experiment."""
    before, load = os.times(), os.getloadavg()[0]
    start = time.perf_counter()
    with kept_workers() if kept else nullcontext():
        records = [simulate(REGISTRY, arm, jobs) for arm in arms]
    wall = time.perf_counter() - start
    after = os.times()
    return {
        "jobs": jobs,
        "kept": kept,
        "wall": wall,
        "main_cpu": after.user - before.user + after.system - before.system,
        "workers_cpu": after.children_user
        - before.children_user
        + after.children_system
        - before.children_system,
        "games": sum(len(r) for r in records),
        "load_before": load,
        "load_after": os.getloadavg()[0],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", nargs="?", default="riders")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--arms", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--record", default="")
    args = parser.parse_args()
    first = startup(args.game)
    spec = spec_of(args.game, args.games, args.seed)
    arms = arms_of(spec, args.arms)
    print(
        f"{args.game}: {len(arms)} simulations of {args.games} games "
        f"({len(chunk_plan(args.games, 2))} chunks each on 2 workers); a worker starts in "
        f"{first['startup_wall'] * 1000:.0f} ms wall, {first['startup_cpu'] * 1000:.0f} ms "
        f"CPU; a game is {first['per_game'] * 1000:.2f} ms CPU in one process"
    )
    print("\n| round | workers | kept | wall s | main CPU s | workers' CPU s | load |")
    print("| ---: | ---: | --- | ---: | ---: | ---: | --- |")
    rows = []
    for n in range(args.rounds):
        order = (1, 2) if n % 2 == 0 else (2, 1)
        for kept in (False, True):
            for jobs in order:
                arms = [replace(a, seed=args.seed + n * args.games) for a in arms]
                row = {"round": n + 1, "game": args.game, **first, **experiment(arms, jobs, kept)}
                rows.append(row)
                print(
                    f"| {n + 1} | {jobs} | {'yes' if kept else 'no'} | {row['wall']:.2f} | "
                    f"{row['main_cpu']:.2f} | {row['workers_cpu']:.2f} | "
                    f"{row['load_before']:.1f}–{row['load_after']:.1f} |",
                    flush=True,
                )
                if args.record:
                    with open(args.record, "a", encoding="utf-8") as out:
                        out.write(json.dumps(row) + "\n")
    for kept in (False, True):
        one = [r for r in rows if r["jobs"] == 1 and r["kept"] == kept]
        two = [r for r in rows if r["jobs"] == 2 and r["kept"] == kept]
        ratios = [a["wall"] / b["wall"] for a, b in zip(one, two, strict=True)]
        cpu = [
            (b["workers_cpu"] + b["main_cpu"]) / (a["workers_cpu"] + a["main_cpu"])
            for a, b in zip(one, two, strict=True)
        ]
        print(
            f"\nkept {'yes' if kept else 'no'}: 2 workers against 1, wall speed-up "
            + ", ".join(f"{x:.2f}×" for x in ratios)
            + "; CPU of 2 against 1: "
            + ", ".join(f"{x:+.0%}" for x in (c - 1 for c in cpu))
        )


if __name__ == "__main__":
    main()
