"""Chunks of a simulation's games, as a worker plays them (a local process or a Ray
task): the rules are built once per process and kept for the next chunk.

A worker process starts with the spec and the name of the registry it plays from
(`Registry.source`), which it imports by name; in the process that started the
simulation, the registry it was handed is used itself."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

from game.core.entry import GameEntry
from game.core.registry import Registry, registry_at
from game.sim.play import hooks_for, play_game, rules_for
from game.sim.records import GameRecord, SimSpec

Progress = Callable[[int, int], None]
"""Told (games done, games in all) as chunks finish."""

_CACHE: dict[tuple[int, str, str], tuple[GameEntry, Any, ModuleType | None]] = {}
"""This process's rules for (registry, game, card file): built once, kept for the next
chunk."""


def _rules(registry: Registry, spec: SimSpec) -> tuple[GameEntry, Any, ModuleType | None]:
    key = (id(registry), spec.game, str(spec.cards or ""))
    if key not in _CACHE:
        _CACHE.clear()
        entry = registry.entry(spec.game)
        _CACHE[key] = (entry, rules_for(entry, spec), hooks_for(entry))
    return _CACHE[key]


def play_chunk(spec: SimSpec, start: int, stop: int, registry: Registry | str) -> list[GameRecord]:
    """Games `start`..`stop - 1` of `spec`, here (with the registry the simulation was
    handed) or in a worker (with its name, `Registry.source`)."""
    found = registry_at(registry) if isinstance(registry, str) else registry
    entry, rules, hooks = _rules(found, spec)
    return [play_game(spec, entry, rules, i, hooks) for i in range(start, stop)]


def play_chunk_with_cards(
    spec: SimSpec, start: int, stop: int, registry: str, cards_text: str | None
) -> list[GameRecord]:
    """`play_chunk` on a machine that may not have the designer's card file: the
    file's text travels with the task and is written to a private copy."""
    if cards_text is None or spec.cards is None:
        return play_chunk(spec, start, stop, registry)
    folder = Path(tempfile.mkdtemp(prefix="dragon-table-sim-"))
    copy = folder / spec.cards.name
    if not copy.exists():
        copy.write_text(cards_text, encoding="utf-8")
    return play_chunk(replace(spec, cards=copy), start, stop, registry)
