"""One set of worker processes for every simulation of an experiment (`kept_workers`):
an ablation's arms, a comparison's files and a nudge's values start their workers once,
and play the same records as one process does."""

from __future__ import annotations

import multiprocessing

import pytest

from game.games import REGISTRY
from game.sim.pool import kept_workers, simulate
from game.sim.records import SimSpec


def spec(games: int = 30, **more: object) -> SimSpec:
    fields: dict[str, object] = {"bots": ("random", "greedy"), "players": 2, **more}
    return SimSpec("riders", games, **fields)  # type: ignore[arg-type]


def workers_alive() -> set[int]:
    return {p.pid for p in multiprocessing.active_children() if p.pid is not None}


def test_every_arm_of_an_experiment_plays_on_the_same_two_workers() -> None:
    before = workers_alive()
    with kept_workers() as workers:
        run = simulate(REGISTRY, spec(), jobs=2)
        pool = workers.pool(2)
        started = workers_alive() - before
        arm = simulate(REGISTRY, spec(ablate="Heavy Blow"), jobs=2)
        again = simulate(REGISTRY, spec(seed=31), jobs=2)
        assert workers.pool(2) is pool
        assert len(started) == 2
        assert workers_alive() - before == started  # no worker started for the arms
    assert not workers_alive() & started  # ended on leaving
    with pytest.raises(RuntimeError, match="after shutdown"):
        pool.submit(len, "")
    assert run == simulate(REGISTRY, spec(), jobs=1)
    assert arm == simulate(REGISTRY, spec(ablate="Heavy Blow"), jobs=1)
    assert again == simulate(REGISTRY, spec(seed=31), jobs=1)
    assert [r.index for r in again] == list(range(30)) and again[0].seed == 31


def test_a_run_that_wants_another_number_of_workers_gets_new_ones() -> None:
    with kept_workers() as workers:
        simulate(REGISTRY, spec(12), jobs=2)
        two = workers.pool(2)
        assert simulate(REGISTRY, spec(12), jobs=3) == simulate(REGISTRY, spec(12), jobs=1)
        assert workers.pool(3) is not two
    with pytest.raises(RuntimeError, match="after shutdown"):
        two.submit(len, "")


def test_a_stopped_run_ends_its_workers_and_the_next_run_starts_new_ones() -> None:
    with kept_workers() as workers:
        stopped = simulate(REGISTRY, spec(200), jobs=2, stop=lambda: True)
        assert len(stopped) < 200
        first = workers.pool(2)
        assert simulate(REGISTRY, spec(20), jobs=2) == simulate(REGISTRY, spec(20), jobs=1)
        assert workers.pool(2) is first  # the run after the stop kept its own


def test_without_kept_workers_each_run_ends_its_own() -> None:
    before = workers_alive()
    simulate(REGISTRY, spec(12), jobs=2)
    assert not workers_alive() - before
