"""Many games on all cores: the same records, in the same order, for any number of jobs.

Games are played in chunks; each worker process builds the rules once. Worker
processes are spawned, never forked, so a simulation started from the app (which
has a window and its threads) starts clean workers. Inside `kept_workers()` every
simulation of an experiment (an ablation's arms, a comparison's two files, a nudge's
values) shares one set of workers: each starts (imports the app, reads the cards)
once, not once an arm. `--backend ray` sends the same chunks to a Ray cluster instead
(the optional `[cluster]` extra).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from contextvars import ContextVar

from game.core.registry import Registry
from game.sim.chunks import Progress, play_chunk
from game.sim.play import rules_for
from game.sim.records import GameRecord, SimSpec

Stop = Callable[[], bool]
"""Asked between chunks: True ends the simulation early (the app's Stop button)."""


class Workers:
    """Worker processes kept from one simulation to the next: started at the first that
    needs them, replaced only when another wants a different number, ended by `close`."""

    def __init__(self) -> None:
        self._pool: Executor | None = None
        self._jobs = 0

    def pool(self, jobs: int) -> Executor:
        """The pool of `jobs` spawned workers, started now if none is running."""
        if self._pool is None or self._jobs != jobs:
            self.close()
            import multiprocessing  # only when processes are started: not at the app's start
            from concurrent.futures import ProcessPoolExecutor

            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context)
            self._jobs = jobs
        return self._pool

    def close(self, wait: bool = True) -> None:
        """End the workers: waiting for them, or (wait=False, after a Stop or a worker
        that died) cancelling what has not started and leaving the rest to end."""
        if self._pool is not None:
            self._pool.shutdown(wait=wait, cancel_futures=True)
            self._pool, self._jobs = None, 0


_KEPT: ContextVar[Workers | None] = ContextVar("kept_workers", default=None)
"""The workers that `kept_workers()` keeps for the code it runs (a thread has its own)."""


@contextmanager
def kept_workers() -> Iterator[Workers]:
    """Every local simulation run inside shares one set of worker processes, ended on
    leaving (an experiment: a run and its ablations, both files of a comparison)."""
    workers = Workers()
    token = _KEPT.set(workers)
    try:
        yield workers
    except BaseException:
        workers.close(wait=False)
        raise
    finally:
        _KEPT.reset(token)
        workers.close()


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
    """The first chunks' size: small enough to share the work evenly and move the
    progress bar; large enough that sending records back costs little."""
    return max(1, min(100, games // (jobs * 8) or 1))


def chunk_plan(games: int, jobs: int) -> list[tuple[int, int]]:
    """Games `start`..`stop` per chunk, in order: guided scheduling, each chunk a share
    of the games still left, so the chunks shrink towards the end and the last are one
    game each. One long game then holds back only itself, not a chunk of a hundred, at
    the tail of a run where the other workers would wait for it."""
    plan: list[tuple[int, int]] = []
    start, first = 0, chunk_size(games, jobs)
    while start < games:
        left = games - start
        size = max(1, min(first, left // (jobs * 4)))
        plan.append((start, start + size))
        start += size
    return plan


def simulate(
    registry: Registry,
    spec: SimSpec,
    jobs: int = 1,
    progress: Progress | None = None,
    backend: str = "local",
    stop: Stop | None = None,
) -> list[GameRecord]:
    """Play every game of `spec` (one of `registry`'s games); the records sorted by game
    index. When `stop()` says so between chunks, the games not started are dropped and
    those played returned."""
    chunks = chunk_plan(spec.games, jobs)
    rules_for(registry.entry(spec.game), spec)  # a damaged card file fails here, once
    if backend == "ray":
        from game.sim.cluster import run_on_ray

        records = run_on_ray(registry, spec, chunks, progress)
    elif jobs <= 1 or len(chunks) == 1:
        records = []
        for a, b in chunks:
            if stop is not None and stop():
                break
            records.extend(play_chunk(spec, a, b, registry))
            if progress is not None:
                progress(len(records), spec.games)
    else:
        records = _run_local(registry, spec, chunks, jobs, progress, stop)
    records.sort(key=lambda r: r.index)
    return records


def _run_local(
    registry: Registry,
    spec: SimSpec,
    chunks: list[tuple[int, int]],
    jobs: int,
    progress: Progress | None,
    stop: Stop | None = None,
) -> list[GameRecord]:
    from concurrent.futures import FIRST_COMPLETED, Future, wait

    if not registry.source:
        raise ValueError("a simulation on several processes needs a registry they can find")
    kept = _KEPT.get()
    workers = kept if kept is not None else Workers()
    pool = workers.pool(jobs)
    records: list[GameRecord] = []
    stopped = False
    try:
        pending: set[Future[list[GameRecord]]] = {
            pool.submit(play_chunk, spec, a, b, registry.source) for a, b in chunks
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
    except BaseException:
        workers.close(wait=False)  # a worker that died: the next run starts new ones
        raise
    finally:
        if stopped or kept is None:  # stopped: the chunks not started are cancelled,
            workers.close(wait=not stopped)  # the running ones left to end
    return records
