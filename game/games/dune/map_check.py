"""Checks of a Dragon Dune map beyond what the loader refuses, for designers editing it.

`load_board` stops at the first thing that makes a map unplayable (a region
missing or twice, a polygon of under 3 points, an adjacency one side does not
list, a property of the wrong type, an anchor outside its region…).
`map_problems` says that problem, or, on a map that loads, what the loader
lets through that still spoils a game: territories that no path of borders
reaches from the rest of the board. When pytmx itself cannot read a typed
property (a bool that is not true or false), its message names no object, so
each such property is named as well.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

from game.core.errors import DataError
from game.games.dune.board import Board, load_board, region_order


def map_problems(path: str | Path) -> list[str]:
    """Every problem of the map at `path`, one sentence each naming the file; [] if none."""
    try:
        board = load_board(path)
    except DataError as exc:
        return [str(exc), *typed_property_problems(path)]
    return board_problems(board)


def typed_property_problems(path: str | Path) -> list[str]:
    """Each object property whose value does not read as its type (bool, int, float),
    naming its layer and object; [] for a map that is not XML (the loader says so)."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return []
    problems = []
    for layer in root.iter("objectgroup"):
        for obj in layer.iter("object"):
            for prop in obj.iter("property"):
                kind = prop.get("type", "string")
                value = prop.get("value", prop.text or "")
                if not _reads_as(kind, value):
                    what = _object_words(layer.get("name", ""), obj)
                    problems.append(
                        f"{path}: {what}: property {prop.get('name')!r} is {_A[kind]}, "
                        f"not {value!r}"
                    )
    return problems


_A = {"bool": "a bool (true or false)", "int": "a whole number", "float": "a number"}


def _reads_as(kind: str, value: str) -> bool:
    """Whether pytmx reads `value` as `kind` (a bool by its first letter, as pytmx does)."""
    text = value.strip()
    if kind == "bool":
        return not text or text.lower()[0] in "1yt-0nf"
    convert = {"int": int, "float": float}.get(kind)
    if convert is None:
        return True
    try:
        convert(text)
    except ValueError:
        return False
    return True


def _object_words(layer: str, obj: ElementTree.Element) -> str:
    name = obj.get("name", "")
    if layer == "territories":
        return f"territory {name!r}"
    return f"layer {layer!r}, object {name or obj.get('id')!r}"


def board_problems(board: Board) -> list[str]:
    """The problems of a board that loaded: each group of territories cut off from the
    rest (the largest group is the board; of equal ones, the first region's)."""
    groups = connected_groups(board)
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
                f"{board.path}: territory {names} cannot be reached: no border joins it "
                f"to the other territories (check its 'adjacent' property)"
            )
        else:
            problems.append(
                f"{board.path}: territories {names} cannot be reached from the other "
                f"{len(board.regions) - len(group)}: no border joins them to the rest "
                f"(check their 'adjacent' properties)"
            )
    return problems


def connected_groups(board: Board) -> list[list[str]]:
    """The territories in groups joined by borders, each in board order, the group of
    the first region first."""
    seen: set[str] = set()
    groups: list[list[str]] = []
    for start in board.regions:
        if start in seen:
            continue
        seen.add(start)
        group, todo = [], [start]
        while todo:
            rid = todo.pop()
            group.append(rid)
            for other in board.adjacency.get(rid, frozenset()):
                if other not in seen and other in board.regions:
                    seen.add(other)
                    todo.append(other)
        groups.append(sorted(group, key=region_order))
    return groups
