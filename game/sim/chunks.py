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
from game.core.errors import DataError
from game.core.map_files import read_root, safe_target, sources, unsafe_sources
from game.core.registry import Registry, registry_at
from game.sim.play import hooks_for, play_game, rules_for
from game.sim.records import GameRecord, SimSpec

Progress = Callable[[int, int], None]
"""Told (games done, games in all) as chunks finish."""

_CACHE: dict[tuple[int, str, str, str], tuple[GameEntry, Any, ModuleType | None]] = {}
"""This process's rules for (registry, game, card file, map): built once, kept for the
next chunk."""


def _rules(registry: Registry, spec: SimSpec) -> tuple[GameEntry, Any, ModuleType | None]:
    key = (id(registry), spec.game, str(spec.cards or ""), str(spec.map_file or ""))
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
    spec: SimSpec,
    start: int,
    stop: int,
    registry: str,
    cards_text: str | None,
    map_files: dict[str, bytes] | None = None,
) -> list[GameRecord]:
    """`play_chunk` on a machine that may not have the designer's card file or map: the
    card file's text, and the map with the images it names (by their paths relative to
    the map, the map's own name first), travel with the task and are written to a
    private folder."""
    carried = cards_text is not None and spec.cards is not None
    if not carried and not (map_files and spec.map_file is not None):
        return play_chunk(spec, start, stop, registry)
    folder = Path(tempfile.mkdtemp(prefix="dragon-table-sim-"))
    if cards_text is not None and spec.cards is not None:
        copy = folder / spec.cards.name
        copy.write_text(cards_text, encoding="utf-8")
        spec = replace(spec, cards=copy)
    if map_files and spec.map_file is not None:
        for relative, data in map_files.items():
            # Checked again here: a task from elsewhere writes only inside its folder.
            target = safe_target(folder / "map", relative)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        spec = replace(spec, map_file=folder / "map" / next(iter(map_files)))
    return play_chunk(spec, start, stop, registry)


def map_files_of(path: Path) -> dict[str, bytes]:
    """A map file and the tileset images (or external tilesets) it names beside it, by
    their paths relative to the map (the map's own name first), to send to a worker. A
    map too large, or naming a file outside its folder (an absolute path, `..`), is
    refused with `DataError` naming every such name: nothing of it is sent."""
    root = read_root(path)
    unsafe = unsafe_sources(path, root)
    if unsafe:
        raise DataError(str(path), unsafe[0], tuple(unsafe[1:]))
    found = {path.name: path.read_bytes()}
    for _, source in sources(root):
        if source not in found and (path.parent / source).is_file():
            found[source] = (path.parent / source).read_bytes()
    return found
