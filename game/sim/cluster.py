"""`--backend ray`: the same chunks of games on a Ray cluster.

Needs the optional extra (`pip install 'dragon-table[cluster]'`). Ray connects to the
cluster named by RAY_ADDRESS, the head's own `host:6379` as `ray start --head` prints
it (or starts a local one when none is set); a `ray://` address is Ray Client's, which
needs `ray[client]` besides, and is said so before Ray is asked. A worker on another
machine has nothing of the app: the job carries it, as a Ray runtime environment
holding a copy of the `game` package with the data it reads inside it (`game/_data/`:
the card files, layouts, maps and scenarios, where an installed app keeps them), and
the designer's card file travels as text with each task (a designer's map as bytes,
with the tileset images it names). The records are the same as on one machine. A
missing Ray, or a cluster that cannot be reached, is one sentence, never a traceback.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import tempfile
from pathlib import Path
from typing import Any

from game import paths
from game.core.registry import Registry
from game.sim.chunks import Progress, map_files_of, play_chunk_with_cards
from game.sim.records import GameRecord, SimSpec

DATA = ("assets", "maps", "scenarios")
"""The folders of data a worker reads, shipped inside the package as `game/_data/`."""


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ValueError(
            "--backend ray needs Ray: pip install 'dragon-table[cluster]' "
            "(and a cluster to join: see the README's balance lab section)."
        ) from None
    return ray


def job_package(folder: Path) -> Path:
    """A copy of the `game` package with its data inside it (`game/_data/`), in `folder`:
    all a worker needs, whatever machine it runs on."""
    package = Path(__file__).resolve().parents[1]  # the `game` package
    staged = folder / "game"
    shutil.copytree(package, staged, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    if not (staged / "_data").is_dir():  # a checkout: the data lies beside the package
        for name in DATA:
            source = paths.ROOT / name
            if source.is_dir():
                shutil.copytree(source, staged / "_data" / name)
    return staged


def unreachable(address: str, seconds: float = 5.0) -> str:
    """Why nothing answers at `address` (host:port, or ray://host:port), or "" when it
    does: asked first, since Ray itself waits minutes for a cluster that is not there."""
    where = address.removeprefix("ray://")
    host, _, port = where.rpartition(":")
    if not host or not port.isdigit():
        return ""  # "auto" and other forms: Ray finds (or says it cannot find) the cluster
    try:
        with socket.create_connection((host, int(port)), timeout=seconds):
            return ""
    except OSError as exc:
        return f"nothing answers at {where} ({exc.strerror or exc})"


CLIENT = "ray://"
"""A Ray Client address: it needs the `ray[client]` package, and a client server on the
head (which `ray start --head` runs only where that package is installed)."""


def head_address(address: str) -> str:
    """The head's own address (host:6379) for a Ray Client address on that host."""
    host = address.removeprefix(CLIENT).rpartition(":")[0] or address.removeprefix(CLIENT)
    return f"{host}:6379"


def client_problem(address: str, has_client: bool) -> str:
    """Why a `ray://` address cannot be used from here, or "": it names the package to
    install and the cluster's own address, which needs nothing more."""
    if not address.startswith(CLIENT) or has_client:
        return ""
    return (
        f"RAY_ADDRESS={address} is a Ray Client address, which needs "
        "pip install 'ray[client]' here and on the head; or give the cluster's own "
        f"address, RAY_ADDRESS={head_address(address)} (the one `ray start --head` prints)"
    )


def has_ray_client() -> bool:
    """Whether Ray Client's own dependency (grpcio, of `ray[client]`) is installed."""
    return importlib.util.find_spec("grpc") is not None


def connect(ray: Any, folder: Path) -> None:
    """Join the cluster RAY_ADDRESS names (a local instance when it names none), with the
    job's package; a cluster that cannot be reached says so in one sentence."""
    address = os.environ.get("RAY_ADDRESS") or None
    if address and (problem := client_problem(address, has_ray_client())):
        raise ValueError(f"{problem}.")
    problem = unreachable(address) if address else ""
    if problem and address and address.startswith(CLIENT):
        problem += f"; the cluster's own address is {head_address(address)}"
        problem += " (the one `ray start --head` prints)"
    if problem:
        raise ValueError(f"Can't reach the Ray cluster at {address}: {problem}.")
    try:
        ray.init(
            address=address,
            runtime_env={"py_modules": [str(job_package(folder))]},
            include_dashboard=False,
            log_to_driver=False,
        )
    except (ConnectionError, RuntimeError, ValueError, TimeoutError) as exc:
        where = f"the Ray cluster at {address}" if address else "a local Ray instance"
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise ValueError(f"Can't reach {where}: {first}") from None


def run_on_ray(
    registry: Registry, spec: SimSpec, chunks: list[tuple[int, int]], progress: Progress | None
) -> list[GameRecord]:
    ray = _ray()
    with tempfile.TemporaryDirectory(prefix="dragon-table-job-") as folder:
        if not ray.is_initialized():
            connect(ray, Path(folder))
        cards_text = spec.cards.read_text(encoding="utf-8") if spec.cards else None
        maps = map_files_of(spec.map_file) if spec.map_file else None
        task = ray.remote(play_chunk_with_cards)
        waiting = [task.remote(spec, a, b, registry.source, cards_text, maps) for a, b in chunks]
        records: list[GameRecord] = []
        while waiting:
            done, waiting = ray.wait(waiting, num_returns=1)
            records.extend(ray.get(done[0]))
            if progress is not None:
                progress(len(records), spec.games)
    return records
