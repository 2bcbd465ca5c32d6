"""Longer runs of the suite's fuzzers, for docs/reliability.md.

    python -m benchmarks.soak [--ui EVENTS] [--data TRIES] [--saves TRIES] [--seed S]

- ui: random real events and window sizes on every game's table, hot seat and
  with bots (tests/scenes/test_fuzz_table.py), checking that nothing raises and
  that each game equals the replay of its accepted moves;
- data: every card file, layout, map and tileset damaged at random
  (tests/test_data_fuzz.py): each loads or raises DataError naming the file;
- saves: damaged saves of every game (tests/core/test_save_fuzz.py), if present.

Prints what was tried and every failure found; exits 1 if any.
"""

from __future__ import annotations

import argparse
import importlib
import os
import tempfile
import time
import traceback
from pathlib import Path

from game.games import REGISTRY


def soak_ui(events: int, seed: int) -> tuple[int, int, list[str]]:
    import pygame

    from game.app import App
    from game.core.serial import to_plain
    from game.session import SeatPlan, Session
    from game.settings import Settings
    from tests.scenes.test_fuzz_table import fuzz, replayed

    failures: list[str] = []
    moves = 0
    per_game = max(1, events // (2 * len(REGISTRY.names())))
    for game in REGISTRY.names():
        ruleset = REGISTRY.get(game)
        for with_bots in (False, True):
            seats = [SeatPlan("P1")] + [
                SeatPlan(f"P{i + 1}", human=not with_bots) for i in range(1, ruleset.min_seats)
            ]
            app = App(REGISTRY, settings=Settings(bot_delay=0.0))
            try:
                session = Session(REGISTRY, ruleset, seats, seed=seed)
                moves += fuzz(app, session, seed, per_game)
                if to_plain(session.state) != to_plain(replayed(ruleset, session.state)):
                    failures.append(f"ui {game}: the game differs from the replay of its moves")
            except Exception:
                failures.append(f"ui {game} (bots: {with_bots}):\n{traceback.format_exc()}")
            finally:
                pygame.quit()
    return per_game * 2 * len(REGISTRY.names()), moves, failures


def soak_data(tries: int, seed: int) -> tuple[int, int, list[str]]:
    from tests.test_data_fuzz import LOADERS, fuzz_file

    failures: list[str] = []
    refused = 0
    for name in sorted(LOADERS):
        with tempfile.TemporaryDirectory() as folder:
            try:
                bad, _ = fuzz_file(name, tries, seed + sum(name.encode()), Path(folder))
                refused += bad
            except Exception:
                failures.append(f"data {name}:\n{traceback.format_exc()}")
    return tries * len(LOADERS), refused, failures


def soak_saves(tries: int, seed: int) -> tuple[int, int, list[str]] | None:
    try:
        module = importlib.import_module("tests.core.test_save_fuzz")
    except ImportError:
        return None
    run = getattr(module, "soak", None)
    if run is None:
        return None
    result: tuple[int, int, list[str]] = run(tries, seed)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ui", type=int, default=6000, help="random UI events in all")
    parser.add_argument("--data", type=int, default=300, help="damaged copies per data file")
    parser.add_argument("--saves", type=int, default=2000, help="damaged saves in all")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as home:
        os.environ["DRAGON_TABLE_HOME"] = home
        start = time.perf_counter()
        if args.ui:
            events, moves, found = soak_ui(args.ui, args.seed)
            failures += found
            print(f"ui: {events:,} events, {moves:,} moves accepted, {len(found)} failures")
        if args.data:
            files, refused, found = soak_data(args.data, args.seed)
            failures += found
            print(
                f"data: {files:,} damaged files, {refused:,} refused by name, {len(found)} failures"
            )
        if args.saves:
            saves = soak_saves(args.saves, args.seed)
            if saves is not None:
                tried, refused, found = saves
                failures += found
                print(f"saves: {tried:,} damaged saves, {refused:,} refused, {len(found)} failures")
        print(f"in {time.perf_counter() - start:.0f} s")
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
