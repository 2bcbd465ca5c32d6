"""A/A: the same card file compared with itself on other seeds, to count false stars.

Run: python -m benchmarks.bench_aa [--games N] [--runs 10] [--jobs 1] [--record FILE].
Each run plays Dragon Riders' card file as it stands with the easy bots twice, on
different seed ranges (A: seeds 1 + 2kN to (2k + 1)N, B: the next N, for run k), so the
arms are independent games of one and the same file: every difference `--compare`
finds is chance. Per run it counts the rows whose 95 % interval leaves out zero (before
the correction) and the rows starred (after Benjamini–Hochberg across the table). The
bar: at most 5 % of rows before correction and none after, in 9 runs of 10. Prints
Markdown for docs/performance.md. A measurement, never a test.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from pathlib import Path
from typing import Any

from game import paths
from game.games import REGISTRY
from game.sim.experiments import compare, run_games
from game.sim.rates import wilson
from game.sim.records import SimSpec


def arms(games: int, run: int) -> tuple[SimSpec, SimSpec]:
    """Run `run`'s two arms: the same file, seed ranges side by side."""
    cards = paths.card_file("riders")
    first = 1 + 2 * run * games
    a = SimSpec("riders", games, ("easy",), 2, seed=first, cards=cards, label="A")
    b = SimSpec("riders", games, ("easy",), 2, seed=first + games, cards=cards, label="B")
    return a, b


def aa_run(games: int, run: int, jobs: int = 1) -> dict[str, Any]:
    """One A/A comparison: its rows, those clear alone and those starred."""
    a_spec, b_spec = arms(games, run)
    a, a_records = run_games(REGISTRY, a_spec, jobs)
    b, b_records = run_games(REGISTRY, b_spec, jobs)
    found = compare(a, b, "A", "B", a_records, b_records)
    players = a_spec.players
    rows = found["rows"][:players] + found["all_cards"]
    rows += [r for r in found["rows"] if "card" not in r and r not in rows]
    alone = [r for r in rows if r["difference"]["low"] > 0 or r["difference"]["high"] < 0]
    starred = [r for r in rows if r["difference"]["clear"]]
    return {
        "run": run + 1,
        "seeds_a": [a_spec.seed, a_spec.seed + games - 1],
        "seeds_b": [b_spec.seed, b_spec.seed + games - 1],
        "paired": found["paired"],
        "rows": len(rows),
        "before": len(alone),
        "after": len(starred),
        "before_rows": [r["what"] for r in alone],
        "starred_rows": [r["what"] for r in starred],
    }


def table(results: list[dict[str, Any]], games: int) -> list[str]:
    lines = [
        "| run | seeds A | seeds B | rows | starred before correction | after BH |",
        "| ---: | --- | --- | ---: | ---: | ---: |",
    ]
    for r in results:
        share = wilson(r["before"], r["rows"])
        lines.append(
            f"| {r['run']} | {r['seeds_a'][0]:,}–{r['seeds_a'][1]:,} | "
            f"{r['seeds_b'][0]:,}–{r['seeds_b'][1]:,} | {r['rows']} | {r['before']} "
            f"({share.words()}) | {r['after']} |"
        )
    good = sum(r["before"] <= 0.05 * r["rows"] and r["after"] == 0 for r in results)
    before = sum(r["before"] for r in results)
    rows = sum(r["rows"] for r in results)
    lines.append("")
    lines.append(
        f"{games:,} games an arm. All runs: {before} of {rows} rows clear before correction "
        f"({wilson(before, rows).words()}; rows of one run are not independent), "
        f"{sum(r['after'] for r in results)} starred after. Runs meeting the bar (≤ 5 % "
        f"before and none after): {good} of {len(results)}."
    )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games an arm (default 1000)")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--record", type=Path, default=None, help="JSON lines, one a run")
    args = parser.parse_args(argv)
    results = []
    start = time.perf_counter()
    for run in range(args.runs):
        result = aa_run(args.games, run, args.jobs)
        results.append(result)
        if args.record:
            with args.record.open("a", encoding="utf-8") as f:
                f.write(json.dumps(result) + "\n")
        print(f"run {run + 1}: {result['before']} of {result['rows']} before, "
              f"{result['after']} after", flush=True)  # fmt: skip
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print()
    print("\n".join(table(results, args.games)))
    print()
    print(
        f"{platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} cores, load {load:.2f} at the end, "
        f"{time.perf_counter() - start:.0f} s."
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
