"""`--backend ray`: the same chunks of games on an existing Ray cluster.

Needs the optional extra (`pip install 'dragon-table[cluster]'`). Ray connects to
the cluster named by RAY_ADDRESS (or starts a local one when none is set); the
app's own code travels to the workers as a Ray runtime environment, and the
designer's card file as text with each task, so the workers need nothing beside
Ray and the app's dependencies. The records are the same as on one machine.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from game.core.registry import Registry
from game.sim.chunks import Progress, play_chunk_with_cards
from game.sim.records import GameRecord, SimSpec


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ValueError(
            "--backend ray needs Ray: pip install 'dragon-table[cluster]' "
            "(and a cluster to join: see the README's balance lab section)."
        ) from None
    return ray


def run_on_ray(
    registry: Registry, spec: SimSpec, chunks: list[tuple[int, int]], progress: Progress | None
) -> list[GameRecord]:
    ray = _ray()
    if not ray.is_initialized():
        package = Path(__file__).resolve().parents[1]  # the `game` package
        ray.init(
            address=os.environ.get("RAY_ADDRESS") or None,
            runtime_env={"py_modules": [str(package)]},
            include_dashboard=False,
            log_to_driver=False,
        )
    cards_text = spec.cards.read_text(encoding="utf-8") if spec.cards else None
    task = ray.remote(play_chunk_with_cards)
    waiting = [task.remote(spec, a, b, registry.source, cards_text) for a, b in chunks]
    records: list[GameRecord] = []
    while waiting:
        done, waiting = ray.wait(waiting, num_returns=1)
        records.extend(ray.get(done[0]))
        if progress is not None:
            progress(len(records), spec.games)
    return records
