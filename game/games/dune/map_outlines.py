"""Whether Dragon Dune's outlines agree with its borders: warnings for a designer.

The rules read borders only from each territory's `adjacent` property; the outlines
only draw the map. The art puts a one-tile wall between regions, a river where the
cells on both sides are held (a border you can cross) and mountains elsewhere. So two
listed neighbours should come within about one tile of each other, and two regions
that face each other across one tile of river (or touch) look like neighbours to a
player and should be listed.

These are warnings, not problems: the game stays whole and plays by `adjacent`
whatever the picture shows, and a designer may mean a link the outlines do not draw
(a pass through the mountains). A problem would refuse the copy for playtests and the
balance simulation; a warning is printed by `lab --check`, which still exits 0.
Pure geometry: no pygame.
"""

from __future__ import annotations

import math
from pathlib import Path

from game.games.dune.board import Board, Point, inside, read_map, region_order
from game.games.dune.terrain import owners

SLACK = 0.25
"""How far past one tile (as a share of a tile) two neighbours' outlines may lie apart:
a quarter tile lets an outline be dragged a little off the grid, and keeps out two
regions that meet only corner to corner across a wall cell (1.41 tiles apart)."""


def map_warnings(path: str | Path) -> list[str]:
    """The warnings of the map at `path`, one sentence each naming the file; [] when it
    does not load (its problems come first) or when its outlines agree with its borders."""
    board = read_map(path).board
    return [] if board is None else outline_warnings(board)


def outline_warnings(board: Board) -> list[str]:
    """Listed neighbours whose outlines lie apart, then unlisted regions that look like
    neighbours, each pair once in board order."""
    return [f"{board.path}: {said}" for said in (*far_neighbours(board), *unlisted_borders(board))]


def far_neighbours(board: Board) -> list[str]:
    """Each pair listed as adjacent whose outlines are more than a wall apart."""
    said = []
    most = board.tile * (1 + SLACK)
    for a, b in _pairs(board, listed=True):
        gap = outline_gap(board.regions[a].polygon, board.regions[b].polygon)
        if gap > most:
            said.append(
                f"'{a}' and '{b}' are neighbours by their 'adjacent' property, but their "
                f"outlines are {_tiles(gap / board.tile)} apart (move them to face each "
                f"other across one tile, or take each out of the other's 'adjacent')"
            )
    return said


def unlisted_borders(board: Board) -> list[str]:
    """Each pair not listed as adjacent whose cells face each other across one wall cell
    the art draws as a river (held on both sides, left and right or above and below), or
    touch with no wall between them."""
    held = owners(board)
    rivers: set[tuple[str, str]] = set()
    touching: set[tuple[str, str]] = set()
    for row, cells in enumerate(held):
        for col, here in enumerate(cells):
            for dr, dc in ((0, 1), (1, 0)):
                there = _at(held, row + dr, col + dc)
                across = _at(held, row + 2 * dr, col + 2 * dc)
                if here and there and here != there:
                    touching.add(_pair(here, there))
                elif here and there is None and across and across != here:
                    rivers.add(_pair(here, across))
    said = []
    for a, b in _pairs(board, listed=False):
        if (a, b) in touching:
            said.append(
                f"'{a}' and '{b}' look like neighbours: their outlines touch with no wall "
                f"between them, but neither lists the other in 'adjacent'"
            )
        elif (a, b) in rivers:
            said.append(
                f"'{a}' and '{b}' look like neighbours: they face each other across one "
                f"tile of river, but neither lists the other in 'adjacent'"
            )
    return said


def outline_gap(first: tuple[Point, ...], second: tuple[Point, ...]) -> float:
    """The distance in pixels between two polygons: 0 when their outlines cross or one
    holds the other, else the shortest way from one outline to the other."""
    edges_a, edges_b = _edges(first), _edges(second)
    if any(_cross(p, q, r, s) for p, q in edges_a for r, s in edges_b):
        return 0.0
    if inside(second[0], first) or inside(first[0], second):
        return 0.0
    return min(
        min(_to_segment(p, r, s) for p in first for r, s in edges_b),
        min(_to_segment(r, p, q) for r in second for p, q in edges_a),
    )


def _pairs(board: Board, listed: bool) -> list[tuple[str, str]]:
    ids = list(board.regions)
    return [
        (a, b) for i, a in enumerate(ids) for b in ids[i + 1 :] if board.adjacent(a, b) == listed
    ]


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if region_order(a) <= region_order(b) else (b, a)


def _at(held: list[list[str | None]], row: int, col: int) -> str | None:
    """The territory holding a cell; None for a wall cell or one off the map."""
    return held[row][col] if 0 <= row < len(held) and 0 <= col < len(held[row]) else None


def _tiles(count: float) -> str:
    shown = f"{count:.1f}".rstrip("0").rstrip(".")
    return f"{shown} tile" if shown == "1" else f"{shown} tiles"


def _edges(polygon: tuple[Point, ...]) -> list[tuple[Point, Point]]:
    return [(polygon[i - 1], polygon[i]) for i in range(len(polygon))]


def _to_segment(at: Point, start: Point, end: Point) -> float:
    (x, y), (x1, y1), (x2, y2) = at, start, end
    dx, dy = x2 - x1, y2 - y1
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / length))
    return math.hypot(x - x1 - t * dx, y - y1 - t * dy)


def _side(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _cross(p: Point, q: Point, r: Point, s: Point) -> bool:
    """Whether segments pq and rs meet (touching counts)."""
    d1, d2 = _side(r, s, p), _side(r, s, q)
    d3, d4 = _side(p, q, r), _side(p, q, s)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    return any(
        side == 0 and _to_segment(point, a, b) == 0
        for side, point, a, b in ((d1, p, r, s), (d2, q, r, s), (d3, r, p, q), (d4, s, p, q))
    )
