"""Many games on all cores: the same records, in the same order, for any number of jobs.

Games are played in chunks; each worker process builds the rules once. Worker
processes are spawned, never forked, so a simulation started from the app (which
has a window and its threads) starts clean workers. `--backend ray` sends the same
chunks to a Ray cluster instead (the optional `[cluster]` extra).
"""

from __future__ import annotations

import multiprocessing
import os
import tempfile
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

from game.sim.play import hooks_for, play_game, rules_for
from game.sim.records import GameRecord, SimSpec

Progress = Callable[[int, int], None]
"""Told (games done, games in all) as chunks finish."""

Stop = Callable[[], bool]
"""Asked between chunks: True ends the simulation early (the app's Stop button)."""

_CACHE: dict[tuple[str, str], tuple[Any, ModuleType | None]] = {}
"""This process's rules for (game, card file): built once, kept for the next chunk."""


def jobs_for(wanted: str | int) -> int:
    """`auto` (every core this process may use) or a number, at least 1."""
    if isinstance(wanted, int):
        return max(1, wanted)
    if wanted == "auto":
        try:
            return max(1, len(os.sched_getaffinity(0)))
        except AttributeError:  # not on Linux
            return max(1, os.cpu_count() or 1)
    if wanted.isdigit() and int(wanted) >= 1:
        return int(wanted)
    raise ValueError(f"--jobs is a number of processes or auto, not {wanted!r}")


def chunk_size(games: int, jobs: int) -> int:
    """Small enough to share the work evenly and move the progress bar; large
    enough that sending records back costs little."""
    return max(1, min(100, games // (jobs * 8) or 1))


def _rules(spec: SimSpec) -> tuple[Any, ModuleType | None]:
    key = (spec.game, str(spec.cards or ""))
    if key not in _CACHE:
        _CACHE.clear()
        _CACHE[key] = (rules_for(spec), hooks_for(spec.game))
    return _CACHE[key]


def play_chunk(spec: SimSpec, start: int, stop: int) -> list[GameRecord]:
    """Games `start`..`stop - 1` of `spec` (in a worker, or here)."""
    rules, hooks = _rules(spec)
    return [play_game(spec, rules, i, hooks) for i in range(start, stop)]


def play_chunk_with_cards(
    spec: SimSpec, start: int, stop: int, cards_text: str | None
) -> list[GameRecord]:
    """`play_chunk` on a machine that may not have the designer's card file: the
    file's text travels with the task and is written to a private copy."""
    if cards_text is None or spec.cards is None:
        return play_chunk(spec, start, stop)
    folder = Path(tempfile.mkdtemp(prefix="dragon-table-sim-"))
    copy = folder / spec.cards.name
    if not copy.exists():
        copy.write_text(cards_text, encoding="utf-8")
    return play_chunk(replace(spec, cards=copy), start, stop)


def simulate(
    spec: SimSpec,
    jobs: int = 1,
    progress: Progress | None = None,
    backend: str = "local",
    stop: Stop | None = None,
) -> list[GameRecord]:
    """Play every game of `spec`; the records sorted by game index. When `stop()` says
    so between chunks, the games not started are dropped and those played returned."""
    size = chunk_size(spec.games, jobs)
    chunks = [(a, min(a + size, spec.games)) for a in range(0, spec.games, size)]
    rules_for(spec)  # a damaged card file fails here, once, with its name
    if backend == "ray":
        from game.sim.cluster import run_on_ray

        records = run_on_ray(spec, chunks, progress)
    elif jobs <= 1 or len(chunks) == 1:
        records = []
        for a, b in chunks:
            if stop is not None and stop():
                break
            records.extend(play_chunk(spec, a, b))
            if progress is not None:
                progress(len(records), spec.games)
    else:
        records = _run_local(spec, chunks, jobs, progress, stop)
    records.sort(key=lambda r: r.index)
    return records


def _run_local(
    spec: SimSpec,
    chunks: list[tuple[int, int]],
    jobs: int,
    progress: Progress | None,
    stop: Stop | None = None,
) -> list[GameRecord]:
    records: list[GameRecord] = []
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context)
    stopped = False
    try:
        pending: set[Future[list[GameRecord]]] = {
            pool.submit(play_chunk, spec, a, b) for a, b in chunks
        }
        while pending:
            done, pending = wait(pending, timeout=0.25, return_when=FIRST_COMPLETED)
            for future in done:
                records.extend(future.result())
            if done and progress is not None:
                progress(len(records), spec.games)
            if stop is not None and stop():
                stopped = True
                break
    finally:
        # stopped: the chunks not started are cancelled, the running ones left to end
        pool.shutdown(wait=not stopped, cancel_futures=True)
    return records
