"""Chunks of a simulation's games, as a worker plays them (a local process or a Ray
task): the rules are built once per process and kept for the next chunk.

A worker process starts with nothing but the spec: it reads the app's list of
games itself (`app_registry`), the one import in the project that runs up the
layers. In the process that started the simulation, the registry it was handed
is used instead."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

from game.core.entry import GameEntry
from game.core.registry import Registry
from game.sim.play import hooks_for, play_game, rules_for
from game.sim.records import GameRecord, SimSpec

Progress = Callable[[int, int], None]
"""Told (games done, games in all) as chunks finish."""

_CACHE: dict[tuple[int, str, str], tuple[GameEntry, Any, ModuleType | None]] = {}
"""This process's rules for (registry, game, card file): built once, kept for the next
chunk."""


def app_registry() -> Registry:
    """The app's list of games, for a worker process that was handed only a spec."""
    from game.games import REGISTRY

    return REGISTRY


def _rules(registry: Registry, spec: SimSpec) -> tuple[GameEntry, Any, ModuleType | None]:
    key = (id(registry), spec.game, str(spec.cards or ""))
    if key not in _CACHE:
        _CACHE.clear()
        entry = registry.entry(spec.game)
        _CACHE[key] = (entry, rules_for(entry, spec), hooks_for(entry))
    return _CACHE[key]


def play_chunk(
    spec: SimSpec, start: int, stop: int, registry: Registry | None = None
) -> list[GameRecord]:
    """Games `start`..`stop - 1` of `spec`, in a worker (which reads the app's list of
    games) or here (with the registry the simulation was handed)."""
    entry, rules, hooks = _rules(registry or app_registry(), spec)
    return [play_game(spec, entry, rules, i, hooks) for i in range(start, stop)]


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
