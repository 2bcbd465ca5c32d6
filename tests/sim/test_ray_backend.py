"""`--backend ray`: the same records as one machine gives, from a local Ray instance
the test starts (skipped where Ray, the optional `[cluster]` extra, is not installed)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game import paths
from game.games import REGISTRY
from game.sim.pool import simulate
from game.sim.records import SimSpec

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_plays_the_same_games_as_one_process(local_ray: None, tmp_path: Path) -> None:
    cards = tmp_path / "my_riders.toml"  # the designer's file travels as text with each task
    cards.write_text(paths.card_file("riders").read_text(encoding="utf-8"), encoding="utf-8")
    spec = SimSpec("riders", 24, ("random", "greedy"), 2, seed=7, cards=cards)
    seen: list[int] = []
    on_ray = simulate(
        REGISTRY, spec, jobs=2, progress=lambda done, total: seen.append(done), backend="ray"
    )
    here = simulate(REGISTRY, spec, jobs=1)
    assert on_ray == here
    assert seen[-1] == 24 and seen == sorted(seen)
