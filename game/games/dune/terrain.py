"""The ground of Dragon Dune's map, from its territories: which tile each cell of the
map's `terrain` and `walls` layers shows.

A cell belongs to the territory whose polygon holds the cell's centre (the first in
board order if two do). It shows that territory's ground: grass on a plain, dry earth
on an Orcish one, cobbles in a city, flagstones in a fort, marble in the palace (a
fixed scatter of cells takes the second look of grass, earth or mountain). A cell no
territory holds is a wall: a river where it lies between two held cells (left and
right, or above and below), mountains elsewhere.

The map's art generator (tools/make_dune_map.py) writes these tiles into the .tmx; the
client draws them wherever the tiles in the file disagree with the polygons (a border
moved in Tiled before the art was drawn again). Pure: no pygame.
"""

from __future__ import annotations

from typing import Any

from game.games.dune.board import inside

GLYPHS = "0123456789cf"
TILES = (
    "grass",
    "grass2",
    "orc",
    "orc2",
    "city",
    "orc_city",
    "fort_floor",
    "orc_fort_floor",
    "palace_floor",
    "mountain",
    "mountain2",
    "river_h",
    "river_v",
    "castle",
    "fort",
    "griffin",
    "palace",
    *(f"glyph_{g}" for g in GLYPHS),
)
"""The tileset's tiles in order (tile id = index; gid = the tileset's firstgid + index).
A designer may redraw the tileset image, keeping each tile in its place."""
GROUND_LAYERS = ("terrain", "walls")

Grid = list[list[str | None]]  # rows of tile names, None where the layer is empty


def speckle(row: int, col: int) -> bool:
    """A fixed scatter of cells that get the second look of their ground."""
    return ((row * 73856093) ^ (col * 19349663)) % 7 == 0


def ground(region: Any, row: int, col: int) -> str:
    """The terrain tile of a cell of `region` (kind, Orcish, neutral)."""
    if region.neutral:
        return "palace_floor"
    if region.kind == "city":
        return "orc_city" if region.orcish else "city"
    if region.kind == "fort":
        return "orc_fort_floor" if region.orcish else "fort_floor"
    base = "orc" if region.orcish else "grass"
    return base + "2" if speckle(row, col) else base


def family(name: str) -> str:
    """A tile's look without its scatter variant: grass2 is grass, mountain2 mountain."""
    return name[:-1] if name.endswith("2") else name


def owners(board: Any) -> list[list[str | None]]:
    """Which territory holds each cell (its centre inside the polygon), row by row."""
    tile = board.tile
    cols, rows = board.size[0] // tile, board.size[1] // tile
    grid: list[list[str | None]] = [[None] * cols for _ in range(rows)]
    for rid, region in board.regions.items():
        x, y, w, h = region.rect
        for row in range(max(0, int(y // tile)), min(rows, int((y + h) // tile) + 1)):
            for col in range(max(0, int(x // tile)), min(cols, int((x + w) // tile) + 1)):
                centre = ((col + 0.5) * tile, (row + 0.5) * tile)
                if grid[row][col] is None and inside(centre, region.polygon):
                    grid[row][col] = rid
    return grid


def wall(held: list[list[str | None]], row: int, col: int) -> str:
    """The wall tile of a cell no territory holds."""

    def is_held(r: int, c: int) -> bool:
        return 0 <= r < len(held) and 0 <= c < len(held[r]) and held[r][c] is not None

    if is_held(row, col - 1) and is_held(row, col + 1):
        return "river_v"
    if is_held(row - 1, col) and is_held(row + 1, col):
        return "river_h"
    return "mountain2" if speckle(row, col) else "mountain"


def ground_layers(board: Any, held: list[list[str | None]] | None = None) -> dict[str, Grid]:
    """The `terrain` and `walls` layers the territories give, as tile names."""
    held = owners(board) if held is None else held
    terrain: Grid = []
    walls: Grid = []
    for row, line in enumerate(held):
        terrain.append(
            [
                None if rid is None else ground(board.regions[rid], row, col)
                for col, rid in enumerate(line)
            ]
        )
        walls.append(
            [wall(held, row, col) if rid is None else None for col, rid in enumerate(line)]
        )
    return {"terrain": terrain, "walls": walls}
