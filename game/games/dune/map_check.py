"""Checks of a Dragon Dune map for designers editing it: every problem, not the first.

`read_map` notes each thing that makes a map unplayable (a region missing or twice,
a polygon of under 3 points, an adjacency one side does not list, a property of the
wrong type or a value pytmx cannot read, an anchor outside its region...) and goes on
to the next. `map_problems` lists them all, and adds what the loader lets through
that still spoils a game: territories that no path of borders reaches from the rest
of the board (checked from the `adjacent` properties read, even when other things are
wrong, as long as every territory's list could be read).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from game.games.dune.board import Board, read_map, region_order


def map_problems(path: str | Path) -> list[str]:
    """Every problem of the map at `path`, one sentence each naming the file; [] if none."""
    reading = read_map(path)
    if reading.board is not None:
        return board_problems(reading.board)
    problems = [f"{reading.path}: {problem}" for problem in reading.problems]
    if reading.territories and all(rid in reading.adjacency for rid in reading.territories):
        problems += reach_problems(reading.path, reading.territories, reading.adjacency)
    return problems


def board_problems(board: Board) -> list[str]:
    """The problems of a board that loaded: each group of territories cut off from the
    rest (the largest group is the board; of equal ones, the first region's)."""
    return reach_problems(board.path, list(board.regions), board.adjacency)


def reach_problems(
    where: str, regions: Iterable[str], adjacency: dict[str, frozenset[str]]
) -> list[str]:
    """Each group of `regions` that the borders in `adjacency` do not join to the rest."""
    order = list(regions)
    groups = connected_groups(order, adjacency)
    if len(groups) <= 1:
        return []
    main = max(groups, key=len)
    problems = []
    for group in groups:
        if group is main:
            continue
        names = ", ".join(repr(rid) for rid in group)
        if len(group) == 1:
            problems.append(
                f"{where}: territory {names} cannot be reached: no border joins it "
                f"to the other territories (check its 'adjacent' property)"
            )
        else:
            problems.append(
                f"{where}: territories {names} cannot be reached from the other "
                f"{len(order) - len(group)}: no border joins them to the rest "
                f"(check their 'adjacent' properties)"
            )
    return problems


def connected_groups(regions: list[str], adjacency: dict[str, frozenset[str]]) -> list[list[str]]:
    """The territories in groups joined by borders, each in board order, the group of
    the first region first. A border counts if either side lists it (the loader names
    one that only one side lists)."""
    known = set(regions)
    joined: dict[str, set[str]] = {rid: set() for rid in regions}
    for rid in regions:
        for other in adjacency.get(rid, frozenset()):
            if other in known:
                joined[rid].add(other)
                joined[other].add(rid)
    seen: set[str] = set()
    groups: list[list[str]] = []
    for start in regions:
        if start in seen:
            continue
        seen.add(start)
        group, todo = [], [start]
        while todo:
            rid = todo.pop()
            group.append(rid)
            for other in joined[rid]:
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
        groups.append(sorted(group, key=region_order))
    return groups
