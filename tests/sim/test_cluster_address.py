"""`--backend ray`'s address, read before Ray is asked: a Ray Client address (`ray://`)
without the client package names what to install and the head's own address."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.sim.cluster import client_problem, has_ray_client, head_address


def test_a_client_address_without_the_client_package_names_both_ways_out() -> None:
    assert client_problem("ray://head-node:10001", has_client=False) == (
        "RAY_ADDRESS=ray://head-node:10001 is a Ray Client address, which needs "
        "pip install 'ray[client]' here and on the head; or give the cluster's own "
        "address, RAY_ADDRESS=head-node:6379 (the one `ray start --head` prints)"
    )


def test_the_heads_own_address_and_a_client_address_with_its_package_pass() -> None:
    assert client_problem("head-node:6379", has_client=False) == ""
    assert client_problem("ray://head-node:10001", has_client=True) == ""
    assert head_address("ray://10.0.0.5:10001") == "10.0.0.5:6379"
    assert head_address("ray://head-node") == "head-node:6379"


def test_the_command_says_it_in_one_line_without_a_traceback(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    if has_ray_client():
        pytest.skip("the Ray Client package is installed here")
    env = {**os.environ, "RAY_ADDRESS": "ray://127.0.0.1:10001"}
    command = [sys.executable, "-m", "game", "simulate", "riders", "--games", "2"]
    command += ["--backend", "ray", "--quiet", "--no-plots", "--out", str(tmp_path)]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "simulate: RAY_ADDRESS=ray://127.0.0.1:10001 is a Ray Client address, which needs "
        "pip install 'ray[client]' here and on the head; or give the cluster's own "
        "address, RAY_ADDRESS=127.0.0.1:6379 (the one `ray start --head` prints)."
    ]


def test_a_client_address_nobody_answers_at_names_the_heads_own_address(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """With the client package installed, a `ray://` address with no client server
    behind it says so and names the address that needs none (asked before Ray is)."""
    from game.sim import cluster

    monkeypatch.setattr(cluster, "has_ray_client", lambda: True)
    monkeypatch.setenv("RAY_ADDRESS", "ray://127.0.0.1:1")
    with pytest.raises(ValueError) as refused:
        cluster.connect(None, tmp_path)
    assert str(refused.value) == (
        "Can't reach the Ray cluster at ray://127.0.0.1:1: nothing answers at 127.0.0.1:1 "
        "(Connection refused); the cluster's own address is 127.0.0.1:6379 "
        "(the one `ray start --head` prints)."
    )
