"""Chunks of a simulation's games, as a worker plays them (a local process or a Ray
task): the rules are built once per process and kept for the next chunk."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

from game.sim.play import hooks_for, play_game, rules_for
from game.sim.records import GameRecord, SimSpec

Progress = Callable[[int, int], None]
"""Told (games done, games in all) as chunks finish."""

_CACHE: dict[tuple[str, str], tuple[Any, ModuleType | None]] = {}
"""This process's rules for (game, card file): built once, kept for the next chunk."""


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
