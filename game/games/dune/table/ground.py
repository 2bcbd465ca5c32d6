"""The map's art drawn where the territories are now: the tiles of the `terrain` and
`walls` layers that disagree with the polygons are drawn as the polygons give them.

A designer who moves a border in Tiled moves a polygon; the tile layers are the art
generator's (tools/make_dune_map.py) and still show the old border until it runs
again. At load the client compares each cell of those layers with the ground its
territory gives (game.games.dune.terrain): a cell whose kind of ground differs (grass
where a city now is, a wall inside a territory, ground where no territory is) is
drawn as the polygons say. A cell that agrees keeps its tile, and so does a tile of
the designer's own (one the shipped tileset does not have). Icons and labels left on
a cell no territory holds are not drawn. Other tile layers are drawn as they are.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytmx

from game.games.dune.terrain import GROUND_LAYERS, TILES, family, ground_layers, owners

ART_LAYERS = ("decor", "labels")  # drawn as they are, except on cells no territory holds

Fixes = dict[str, dict[tuple[int, int], str | None]]
"""Per layer, the cells (column, row) drawn otherwise: the tile to draw, or None."""


def tile_names(tmx: Any) -> dict[int, str]:
    """pytmx's gid of each tile of the map's tileset -> the tile's name."""
    if not tmx.tilesets:
        return {}
    first = int(tmx.tilesets[0].firstgid)
    names: dict[int, str] = {}
    for index, name in enumerate(TILES):
        for gid, _flags in tmx.map_gid(first + index) or []:
            names[gid] = name
    return names


def tile_image(tmx: Any, name: str) -> pygame.Surface | None:
    """The tileset's picture of the tile called `name` (unflipped), None if it has none."""
    if not tmx.tilesets or name not in TILES:
        return None
    entries = tmx.map_gid(int(tmx.tilesets[0].firstgid) + TILES.index(name)) or []
    for gid, flags in entries:
        if not flags or not any(flags):
            image: pygame.Surface | None = tmx.images[gid]
            return image
    return None


def corrections(tmx: Any, board: Any) -> Fixes:
    """Where the map's tile layers disagree with its territories, and what to draw there."""
    held = owners(board)
    wanted = ground_layers(board, held)
    names = tile_names(tmx)
    fixes: Fixes = {}
    for layer in tmx.visible_layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        if layer.name not in GROUND_LAYERS + ART_LAYERS:
            continue
        fix: dict[tuple[int, int], str | None] = {}
        for row, line in enumerate(held):
            for col, rid in enumerate(line):
                gid = _gid(layer, row, col)
                have = names.get(gid) if gid else None
                if gid and have is None:
                    continue  # a tile of the designer's own
                if layer.name in ART_LAYERS:
                    if have is not None and rid is None:
                        fix[(col, row)] = None
                    continue
                want = wanted[layer.name][row][col]
                if (have is None) != (want is None) or (
                    have is not None and want is not None and family(have) != family(want)
                ):
                    fix[(col, row)] = want
        fixes[layer.name] = fix
    return fixes


def _gid(layer: Any, row: int, col: int) -> int:
    try:
        return int(layer.data[row][col])
    except IndexError:
        return 0


def draw_map(tmx: Any, board: Any) -> pygame.Surface:
    """The map's tile layers at full size, bottom to top, each cell where the territories'
    polygons disagree with the tiles drawn as the polygons give it."""
    width, height = tmx.tilewidth, tmx.tileheight
    image = pygame.Surface((tmx.width * width, tmx.height * height))
    image.fill((60, 54, 40))
    fixes = corrections(tmx, board)
    for layer in tmx.visible_layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        fix = fixes.get(layer.name, {})
        for x, y, tile in layer.tiles():
            if (x, y) not in fix:
                image.blit(tile, (x * width, y * height))
        for (x, y), name in fix.items():
            drawn = tile_image(tmx, name) if name is not None else None
            if drawn is not None:
                image.blit(drawn, (x * width, y * height))
    return image
