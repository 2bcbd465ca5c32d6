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
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


@pytest.mark.cluster  # it starts a Ray instance: only where `.ci/run` confines it to loopback
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


@pytest.mark.cluster
@pytest.mark.parametrize("game", ["riders", "dune"])
def test_a_real_cluster_plays_every_game_from_a_job_that_carries_the_app(
    game: str, tmp_path: Path
) -> None:
    """Through the cluster RAY_ADDRESS names (`.ci/run` starts one with `ray start`),
    run from a folder far from the checkout, so the workers have only what the job
    carries (the package and its card files and maps): the same games as here."""
    import os
    import subprocess
    import sys

    address = os.environ.get("RAY_ADDRESS")
    if not address:
        pytest.skip("no cluster: RAY_ADDRESS is not set (.ci/run starts one)")
    out = {}
    for backend in ("ray", "local"):
        folder = tmp_path / backend
        command = [sys.executable, "-m", "game", "simulate", game, "--games", "6"]
        command += ["--seed", "5", "--backend", backend, "--jobs", "1", "--quiet"]
        command += ["--no-plots", "--out", str(folder)]
        done = subprocess.run(
            command, cwd=tmp_path, capture_output=True, text=True, timeout=600, check=False
        )
        assert done.returncode == 0, done.stderr[-2000:]
        assert "Traceback" not in done.stderr
        out[backend] = (folder / "games.csv").read_text(encoding="utf-8")
    assert out["ray"] == out["local"]
    assert len(out["ray"].splitlines()) == 7  # a header and six games


def test_a_cluster_nobody_answers_at_is_one_sentence(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "RAY_ADDRESS": "127.0.0.1:1"}
    command = [sys.executable, "-m", "game", "simulate", "riders", "--games", "2"]
    command += ["--backend", "ray", "--quiet", "--no-plots", "--out", str(tmp_path / "out")]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1] == (
        "simulate: Can't reach the Ray cluster at 127.0.0.1:1: nothing answers at "
        "127.0.0.1:1 (Connection refused)."
    )
    assert "Traceback" not in done.stderr
