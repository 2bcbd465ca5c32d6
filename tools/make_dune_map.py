"""Draw the Dragon Dune map's art from the map itself: the tile layers of
`maps/dragon_dune.tmx` (or a designer's copy) and, when asked, its tileset image.

The .tmx is the source: its object layers hold the board (what a designer edits in
Tiled) and this script only draws the art those objects give. It reads the
territories' polygons and properties and the `art` layer's points, and writes four
tile layers:

- `terrain`: each cell's ground, from the territory whose polygon holds its centre
  (see game/games/dune/terrain.py);
- `walls`: every cell no territory holds: a river between two held cells, else
  mountains;
- `decor`: a castle before each city's label, a fort before each fort's, the palace
  before the neutral territory's, and a griffin on each travel-bonus territory's
  point `<id>.griffin`;
- `labels`: each territory's id, centred on its point `<id>` of the `art` layer.

Nothing else in the file changes: the object layers, the map's attributes and any
tile layer of another name stay byte for byte as they were, so edits made in Tiled
are kept (paint art of your own on a layer of another name). A map with problems is
refused, each problem listed. The tileset image is drawn when it is missing, or again
with --tileset; its art never changes.

    python tools/make_dune_map.py                 # maps/dragon_dune.tmx
    python tools/make_dune_map.py my/copy.tmx     # a designer's copy
    python tools/make_dune_map.py --check [MAP]   # exit 1 if the tile layers are stale
    python tools/make_dune_map.py --tileset       # draw the tileset image again too
"""

from __future__ import annotations

import argparse
import math
import os
import random
import re
import sys
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # after the variable that keeps it quiet

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the game package is beside tools/

from game.games.dune.board import Board, read_map  # noqa: E402
from game.games.dune.terrain import TILES, ground_layers, owners  # noqa: E402

TMX = ROOT / "maps" / "dragon_dune.tmx"
T = 32  # tile size in pixels of the tileset this script draws
COLUMNS = 8  # tiles per row in the tileset image
TILE_ROWS = 4
ART_LAYERS = ("terrain", "walls", "decor", "labels")
ART = "art"  # the object layer of label and griffin points
assert len(TILES) <= COLUMNS * TILE_ROWS

Cell = tuple[int, int]  # (row, col)
Grid = list[list[str | None]]


# -- the art the objects give ------------------------------------------------------------------


@dataclass
class Art:
    """The four tile layers as tile names, and what the script had to guess."""

    layers: dict[str, Grid]
    notes: list[str] = field(default_factory=list)


def art_points(root: ElementTree.Element) -> dict[str, tuple[float, float]] | None:
    """The `art` layer's points by name; None when the map has no such layer."""
    for layer in root.iter("objectgroup"):
        if layer.get("name") == ART:
            return {
                obj.get("name", ""): (float(obj.get("x", 0)), float(obj.get("y", 0)))
                for obj in layer.iter("object")
            }
    return None


def cell_of(at: tuple[float, float], tile: int) -> Cell:
    return int(at[1] // tile), int(at[0] // tile)


def draw_art(board: Board, points: dict[str, tuple[float, float]] | None) -> Art:
    """The tile layers of `board`, with labels and griffins where `points` put them."""
    tile = board.tile
    held = owners(board)
    art = Art(ground_layers(board, held))
    empty: Grid = [[None] * len(held[0]) for _ in held]
    decor, labels = [row[:] for row in empty], [row[:] for row in empty]
    layer_found = points is not None
    if points is None:
        art.notes.append(f"the map has no object layer '{ART}': labels go above the tokens")
        points = {}

    def put(grid: Grid, cell: Cell, name: str, rid: str, what: str) -> None:
        r, c = cell
        if 0 <= r < len(held) and 0 <= c < len(held[r]) and held[r][c] == rid:
            grid[r][c] = name
        else:
            art.notes.append(f"territory {rid!r}: its {what} would fall outside it; not drawn")

    for rid, region in board.regions.items():
        at = points.get(rid)
        if at is None:  # above the token stack
            at = (region.anchor[0], region.anchor[1] - tile)
            if layer_found:
                art.notes.append(
                    f"layer '{ART}' has no point {rid!r}: its label goes above the tokens"
                )
        row, _ = cell_of(at, tile)
        first = math.floor(at[0] / tile - len(rid) / 2 + 0.5)
        missing = sorted({g for g in rid if f"glyph_{g}" not in TILES})  # 0-9, c, f only
        if missing:
            art.notes.append(
                f"territory {rid!r}: the tileset has no letter {', '.join(map(repr, missing))}; "
                "its label leaves it out"
            )
        for i, glyph in enumerate(rid):
            if glyph not in missing:
                put(labels, (row, first + i), f"glyph_{glyph}", rid, "label")
        icon = (
            "castle" if region.kind == "city"
            else "palace" if region.neutral
            else "fort" if region.kind == "fort"
            else None
        )  # fmt: skip
        if icon:
            put(decor, (row, first - 1), icon, rid, icon)
        if region.travel_bonus:
            griffin = points.get(f"{rid}.griffin")
            spot = cell_of(griffin, tile) if griffin else (row, first + len(rid) + 1)
            put(decor, spot, "griffin", rid, "griffin")
    art.layers["decor"] = decor
    art.layers["labels"] = labels
    return art


# -- the .tmx ----------------------------------------------------------------------------------


class Refused(Exception):
    """The map cannot be drawn; the message says why."""


def firstgid(root: ElementTree.Element) -> int:
    tilesets = list(root.iter("tileset"))
    if not tilesets:
        raise Refused("the map has no tileset")
    return int(tilesets[0].get("firstgid", "1"))


def csv_data(grid: Grid, first: int) -> str:
    gid = {name: first + i for i, name in enumerate(TILES)}
    rows = [",".join(str(gid[name]) if name else "0" for name in row) for row in grid]
    return '<data encoding="csv">\n' + ",\n".join(rows) + "\n</data>"


def with_layers(text: str, layers: dict[str, Grid], first: int) -> str:
    """`text` with the `<data>` of each named tile layer replaced, nothing else changed."""
    for name in ART_LAYERS:
        layer = re.search(
            rf'<layer\b[^>]*\bname="{name}"[^>]*>(.*?)</layer>', text, flags=re.DOTALL
        )
        if layer is None:
            raise Refused(
                f"the map has no tile layer '{name}' (add one in Tiled: Layer > New > Tile Layer)"
            )
        inner = layer.group(1)
        data = re.search(r"<data\b[^>]*>.*?</data>|<data\b[^>]*/>", inner, flags=re.DOTALL)
        if data is None:
            raise Refused(f"tile layer '{name}' has no data")
        start = layer.start(1) + data.start()
        end = layer.start(1) + data.end()
        text = text[:start] + csv_data(layers[name], first) + text[end:]
    return text


def changed_cells(old: str, new: str) -> dict[str, int]:
    """How many cells of each tile layer differ between two texts of the map."""

    def grids(text: str) -> dict[str, list[str]]:
        found = {}
        for name in ART_LAYERS:
            data = re.search(
                rf'<layer\b[^>]*\bname="{name}"[^>]*>.*?<data\b[^>]*>(.*?)</data>',
                text,
                flags=re.DOTALL,
            )
            found[name] = re.split(r"[,\s]+", data.group(1).strip()) if data else []
        return found

    before, after = grids(old), grids(new)
    return {
        name: sum(a != b for a, b in zip(before[name], after[name], strict=False))
        + abs(len(before[name]) - len(after[name]))
        for name in ART_LAYERS
    }


def redraw(path: Path) -> tuple[str, str, list[str]]:
    """The map's text as it is and with its tile layers drawn from its objects, and the
    script's notes; Refused (listing every problem) for a map that does not load."""
    reading = read_map(path)
    if reading.board is None:
        listed = "\n".join(f"  {problem}" for problem in reading.problems)
        raise Refused(f"the map has problems; nothing was written:\n{listed}")
    board = reading.board
    if board.tile != T:
        raise Refused(f"the map's tiles are {board.tile} pixels; this art is drawn for {T}")
    text = path.read_text(encoding="utf-8")
    root = ElementTree.fromstring(text.encode("utf-8"))
    if root.get("infinite") == "1":
        raise Refused("the map is infinite; the art is drawn for a fixed-size map")
    art = draw_art(board, art_points(root))
    return text, with_layers(text, art.layers, firstgid(root)), art.notes


# -- the tileset image -------------------------------------------------------------------------

# 5 x 7 bitmaps for the label glyphs, drawn by hand for this board.
FONT = {
    "0": (".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."),
    "1": ("..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."),
    "2": (".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"),
    "3": ("####.", "....#", "....#", ".###.", "....#", "....#", "####."),
    "4": ("...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."),
    "5": ("#####", "#....", "####.", "....#", "....#", "#...#", ".###."),
    "6": ("..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."),
    "7": ("#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."),
    "8": (".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."),
    "9": (".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."),
    "c": (".....", ".....", ".####", "#....", "#....", "#....", ".####"),
    "f": ("..##.", ".#...", ".#...", "####.", ".#...", ".#...", ".#..."),
}


def draw_tileset(path: Path) -> None:
    sheet = pygame.Surface((COLUMNS * T, TILE_ROWS * T), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    for index, name in enumerate(TILES):
        tile = pygame.Surface((T, T), pygame.SRCALPHA)
        tile.fill((0, 0, 0, 0))
        paint(tile, name, random.Random(f"{name}-{T}"))
        sheet.blit(tile, ((index % COLUMNS) * T, (index // COLUMNS) * T))
    pygame.image.save(sheet, str(path))


def paint(s: pygame.Surface, name: str, rng: random.Random) -> None:
    """Draw one tile; `rng` is seeded with the tile's name so the art never changes."""
    draw = pygame.draw

    def dots(colours: list[tuple[int, ...]], n: int, size: int = 2) -> None:
        for _ in range(n):
            x, y = rng.randrange(T - size), rng.randrange(T - size)
            s.fill(rng.choice(colours), (x, y, size, size))

    if name in ("grass", "grass2"):
        s.fill((104, 140, 70))
        dots([(92, 126, 60), (120, 156, 82), (86, 118, 56)], 40)
        for _ in range(6):
            x, y = rng.randrange(2, T - 2), rng.randrange(4, T - 1)
            draw.line(s, (78, 112, 50), (x, y), (x + rng.choice((-1, 1)), y - 3))
        if name == "grass2":
            for _ in range(3):
                x, y = rng.randrange(4, T - 4), rng.randrange(4, T - 4)
                draw.circle(s, (236, 220, 120), (x, y), 2)
                s.set_at((x, y), (200, 120, 60))
    elif name in ("orc", "orc2"):
        s.fill((146, 118, 80))
        dots([(132, 104, 70), (160, 132, 92), (120, 94, 62)], 40)
        if name == "orc2":
            x = rng.randrange(6, T - 10)
            y = rng.randrange(6, T - 10)
            draw.lines(
                s, (96, 72, 48), False, [(x, y), (x + 4, y + 3), (x + 3, y + 7), (x + 8, y + 9)]
            )
            draw.circle(s, (214, 206, 190), (T - 8, 8), 2)  # a bone
            draw.circle(s, (214, 206, 190), (T - 12, 11), 2)
            draw.line(s, (214, 206, 190), (T - 8, 8), (T - 12, 11), 2)
    elif name in ("city", "orc_city"):
        base, stone, edge = (
            ((120, 110, 100), (178, 168, 150), (96, 88, 80))
            if name == "city"
            else ((98, 80, 70), (150, 120, 104), (76, 60, 52))
        )
        s.fill(base)
        for row in range(4):
            shift = 4 if row % 2 else 0
            for col in range(-1, 4):
                rect = pygame.Rect(col * 8 + shift + 1, row * 8 + 1, 7, 7)
                shade = rng.randrange(-12, 12)
                colour = tuple(max(0, min(255, v + shade)) for v in stone)
                draw.rect(s, colour, rect, border_radius=2)
                draw.line(s, edge, rect.bottomleft, rect.bottomright)
    elif name in ("fort_floor", "orc_fort_floor"):
        base, stone = (
            ((84, 86, 92), (138, 140, 146))
            if name == "fort_floor"
            else ((84, 66, 60), (136, 110, 98))
        )
        s.fill(base)
        for box in ((1, 1, 14, 14), (17, 1, 14, 14), (1, 17, 14, 14), (17, 17, 14, 14)):
            shade = rng.randrange(-10, 10)
            draw.rect(s, tuple(v + shade for v in stone), box, border_radius=1)
        dots([tuple(v - 20 for v in stone)], 10, 1)
    elif name == "palace_floor":
        for y in range(4):
            for x in range(4):
                colour = (232, 222, 196) if (x + y) % 2 == 0 else (176, 148, 104)
                s.fill(colour, (x * 8, y * 8, 8, 8))
        draw.rect(s, (212, 176, 80), (0, 0, T, T), 1)
    elif name in ("mountain", "mountain2"):
        s.fill((88, 80, 66))
        dots([(78, 70, 58), (100, 92, 76)], 20)
        peaks = [(4, 28, 16), (14, 30, 20)] if name == "mountain" else [(2, 30, 14), (16, 30, 18)]
        for left, bottom, height in peaks:
            top = (left + 8, bottom - height)
            draw.polygon(s, (124, 118, 108), [(left, bottom), top, (left + 16, bottom)])
            draw.polygon(s, (150, 144, 134), [(left, bottom), top, (left + 8, bottom)])
            snow = [(top[0] - 3, top[1] + 5), top, (top[0] + 3, top[1] + 5), (top[0], top[1] + 4)]
            draw.polygon(s, (240, 240, 244), snow)
    elif name in ("river_h", "river_v"):
        s.fill((104, 132, 74))
        band = pygame.Rect(0, 7, T, 18) if name == "river_h" else pygame.Rect(7, 0, 18, T)
        s.fill((150, 136, 96), band.inflate(4, 0) if name == "river_v" else band.inflate(0, 4))
        s.fill((58, 110, 170), band)
        for i in range(3):
            if name == "river_h":
                y = 11 + i * 5
                x = (i * 11) % 16
                draw.line(s, (140, 190, 230), (x, y), (x + 8, y))
                draw.line(s, (140, 190, 230), (x + 16, y), (x + 22, y))
            else:
                x = 11 + i * 5
                y = (i * 11) % 16
                draw.line(s, (140, 190, 230), (x, y), (x, y + 8))
                draw.line(s, (140, 190, 230), (x, y + 16), (x, y + 22))
    elif name == "castle":
        stone, dark = (196, 188, 172), (70, 60, 56)
        draw.rect(s, stone, (5, 12, 22, 16))
        for x in (3, 21):
            draw.rect(s, stone, (x, 7, 8, 21))
            for k in range(3):
                draw.rect(s, stone, (x + k * 3, 4, 2, 3))
        for k in range(4):
            draw.rect(s, stone, (9 + k * 4, 9, 2, 3))
        draw.rect(s, dark, (13, 19, 6, 9), border_top_left_radius=3, border_top_right_radius=3)
        draw.rect(s, dark, (6, 13, 2, 3))
        draw.rect(s, dark, (24, 13, 2, 3))
        draw.line(s, dark, (14, 2), (14, 9))
        draw.polygon(s, (200, 40, 40), [(15, 2), (21, 4), (15, 6)])
        draw.rect(s, (40, 36, 34), (3, 4, 26, 24), 1)
    elif name == "fort":
        wood, dark = (150, 104, 60), (70, 46, 26)
        for x in range(4, 28, 4):
            draw.polygon(s, wood, [(x, 28), (x, 14), (x + 1, 11), (x + 3, 14), (x + 3, 28)])
            draw.line(s, dark, (x + 3, 14), (x + 3, 28))
        draw.rect(s, (120, 84, 48), (11, 5, 10, 23))
        draw.rect(s, dark, (11, 5, 10, 23), 1)
        draw.polygon(s, (90, 60, 36), [(9, 6), (16, 0), (23, 6)])
        draw.rect(s, dark, (14, 10, 4, 4))
        draw.rect(s, dark, (14, 21, 4, 7))
    elif name == "griffin":
        gold, wing, dark = (214, 170, 70), (236, 226, 200), (70, 50, 20)
        draw.ellipse(s, gold, (7, 15, 18, 10))  # body
        draw.line(s, gold, (9, 23), (8, 29), 3)  # legs
        draw.line(s, gold, (21, 23), (22, 29), 3)
        draw.line(s, gold, (7, 19), (2, 14), 2)  # tail
        draw.polygon(s, wing, [(12, 16), (4, 3), (14, 8), (20, 2), (19, 16)])  # wing
        draw.polygon(s, dark, [(12, 16), (4, 3), (14, 8), (20, 2), (19, 16)], 1)
        draw.circle(s, wing, (25, 12), 5)  # head
        draw.polygon(s, (230, 140, 30), [(29, 11), (32, 14), (28, 15)])  # beak
        s.set_at((26, 11), dark)
        draw.ellipse(s, dark, (7, 15, 18, 10), 1)
    elif name == "palace":
        gold, wall, dark = (226, 184, 60), (238, 230, 210), (90, 70, 40)
        draw.rect(s, wall, (3, 16, 26, 13))
        draw.ellipse(s, gold, (9, 5, 14, 14))
        draw.rect(s, wall, (8, 12, 16, 6))
        draw.line(s, gold, (16, 0), (16, 5), 2)
        for x in (5, 10, 20, 25):
            draw.rect(s, (200, 190, 170), (x, 18, 2, 10))
        draw.rect(s, (110, 60, 140), (14, 20, 4, 9))
        draw.line(s, dark, (3, 16), (28, 16))
        draw.rect(s, dark, (3, 16, 26, 13), 1)
        for x in (1, 28):
            draw.rect(s, wall, (x, 10, 3, 19))
            draw.circle(s, gold, (x + 1, 9), 2)
    elif name.startswith("glyph_"):
        bits = FONT[name[-1]]
        scale = 4
        ox = (T - 5 * scale) // 2
        oy = (T - 7 * scale) // 2
        for shadow, colour in ((True, (24, 20, 16)), (False, (252, 248, 232))):
            for y, line in enumerate(bits):
                for x, ch in enumerate(line):
                    if ch == "#":
                        rect = pygame.Rect(ox + x * scale, oy + y * scale, scale, scale)
                        if shadow:
                            draw.rect(s, colour, rect.inflate(2, 2))
                        else:
                            draw.rect(s, colour, rect)
    else:
        raise AssertionError(f"no art for tile {name}")


# -- main --------------------------------------------------------------------------------------


def tileset_path(path: Path) -> Path:
    if not path.is_file():
        raise Refused("the map file is missing")
    root = ElementTree.parse(path).getroot()
    for image in root.iter("image"):
        if image.get("source"):
            return path.parent / str(image.get("source"))
    raise Refused("the map's tileset names no image")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("map", nargs="?", type=Path, default=TMX, help="the .tmx to draw")
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if the tile layers are stale"
    )
    parser.add_argument(
        "--tileset", action="store_true", help="draw the tileset image again even if it exists"
    )
    args = parser.parse_args(argv)
    path: Path = args.map
    try:
        tiles = tileset_path(path)
        if not args.check and (args.tileset or not tiles.exists()):
            draw_tileset(tiles)
            print(f"wrote {tiles}")
        old, new, notes = redraw(path)
    except ElementTree.ParseError as exc:
        print(f"{path}: the map is not well-formed XML ({exc})", file=sys.stderr)
        return 2
    except (Refused, OSError) as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 2
    for note in notes:
        print(f"{path}: note: {note}")
    counts = changed_cells(old, new)
    changes = ", ".join(f"{name} {n}" for name, n in counts.items() if n)
    if args.check:
        if new == old:
            print(f"{path}: the tile layers are what the territories give.")
            return 0
        print(f"{path}: the tile layers are stale (cells to change: {changes}).")
        return 1
    if new != old:
        path.write_text(new, encoding="utf-8", newline="\n")
        print(f"{path}: tile layers drawn from the territories (cells changed: {changes}).")
    else:
        print(f"{path}: the tile layers were already what the territories give.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
