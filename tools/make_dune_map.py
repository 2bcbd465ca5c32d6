"""Regenerate the Dragon Dune board: `maps/dragon_dune.tmx` and `maps/dragon_dune_tiles.png`.

The board is the seed's ASCII grid, one Tiled tile per character: `#` is a wall
(a river where it is one character thick between two regions, a mountain
elsewhere), every other character is floor. Regions are the 4-connected floor
areas; the script checks them against the reference's table of boxes, derives
the borders with the reference's rule (a single wall cell with one region
directly on one side and the other directly on the opposite side) and checks
them against the reference's 42 borders before writing anything.

All art (ground, walls, castles, forts, the griffin, the palace, the digits) is
drawn here with pygame shapes. The output is deterministic: running the script
twice gives the same files.

    python tools/make_dune_map.py            # writes into maps/
    python tools/make_dune_map.py --out DIR  # writes into DIR
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # after the variable that keeps it quiet

ROOT = Path(__file__).resolve().parent.parent
TMX_NAME = "dragon_dune.tmx"
PNG_NAME = "dragon_dune_tiles.png"
T = 32  # tile size in pixels
COLUMNS = 8  # tiles per row in the tileset image
TILE_ROWS = 4

# The seed board, rows 0-24 x cols 0-56 (row 6's trailing space dropped).
GRID = (
    "#########################################################",
    "#      #      #      #      3      #  4f  #   5c  (t)   #",
    "#  1c  #  1   #  2   #             #      #             #",
    "#      #      #      ####################################",
    "#      #      #      ####       ####      ########      #",
    "#      #      #      ####  3c   ####  4   ########  6   #",
    "#########################  (t)  ####      #      #      #",
    "#      ########      ####       ####      #  7   #      #",
    "#  18  ########  2f  ####       ####      #      #      #",
    "#      ########      #################################  #",
    "#      ########      #             #      #      #####  #",
    "#      ########      #             #  8f  #  8   #####  #",
    "######################     0f      #      #      ########",
    "#        17          #             #      #      #####  #",
    "#                    #             #      #      #####  #",
    "######################################################  #",
    "#     16f     #      #     12f     #      #      #      #",
    "#             #      #             #  11  #  9f  #  9   #",
    "###############      ###############      #      #      #",
    "#  16  ########  14  #      ########      #      ########",
    "#      ########      #  13  ########      #      ########",
    "###############      #      #############################",
    "#  15c #  15  #      #      #      10     #     10c     #",
    "#      #      #      #      #             #             #",
    "#########################################################",
)
WIDTH, HEIGHT = len(GRID[0]), len(GRID)

Box = tuple[int, int, int, int]  # rows r0-r1, cols c0-c1, inclusive floor cells


@dataclass(frozen=True)
class Spec:
    kind: str  # city / fort / plain
    boxes: tuple[Box, ...]  # the first box is the main one (label, anchors)
    orcish: bool = False
    travel_bonus: bool = False
    neutral: bool = False
    event_card: str = ""
    event_gold: int = 0
    start: str = ""  # the faction letter of who starts here


# The reference's table (§1.2), in the board's stable order.
REGIONS: dict[str, Spec] = {
    "0f": Spec("fort", ((10, 14, 22, 34),), neutral=True),
    "1": Spec("plain", ((1, 5, 8, 13),), orcish=True, event_card="7C", event_gold=6),
    "1c": Spec("city", ((1, 5, 1, 6),), orcish=True, start="O"),
    "2": Spec("plain", ((1, 5, 15, 20),), orcish=True, event_card="7D", event_gold=8),
    "2f": Spec("fort", ((7, 11, 15, 20),), orcish=True),
    "3": Spec("plain", ((1, 2, 22, 34),), event_card="7H", event_gold=6),
    "3c": Spec("city", ((4, 8, 25, 31),), travel_bonus=True),
    "4": Spec("plain", ((4, 8, 36, 41),), event_card="7S", event_gold=8),
    "4f": Spec("fort", ((1, 2, 36, 41),)),
    "5c": Spec("city", ((1, 2, 43, 55),), travel_bonus=True, start="E"),
    "6": Spec("plain", ((4, 8, 50, 55), (9, 11, 54, 55)), event_card="8C", event_gold=6),
    "7": Spec("plain", ((6, 8, 43, 48),), event_card="8D", event_gold=6),
    "8": Spec("plain", ((10, 14, 43, 48),), event_card="8H", event_gold=8),
    "8f": Spec("fort", ((10, 14, 36, 41),)),
    "9": Spec("plain", ((16, 18, 50, 55), (13, 15, 54, 55)), event_card="8S", event_gold=8),
    "9f": Spec("fort", ((16, 20, 43, 48),), start="O"),
    "10": Spec("plain", ((22, 23, 29, 41),), event_card="9C", event_gold=10),
    "10c": Spec("city", ((22, 23, 43, 55),), start="G"),
    "11": Spec("plain", ((16, 20, 36, 41),), event_card="9D", event_gold=8),
    "12f": Spec("fort", ((16, 17, 22, 34),)),
    "13": Spec("plain", ((19, 23, 22, 27),), event_card="9H", event_gold=12),
    "14": Spec("plain", ((16, 23, 15, 20),), event_card="9S", event_gold=6),
    "15": Spec("plain", ((22, 23, 8, 13),), event_card="10C", event_gold=10),
    "15c": Spec("city", ((22, 23, 1, 6),)),
    "16": Spec("plain", ((19, 20, 1, 6),), orcish=True, event_card="10D", event_gold=8),
    "16f": Spec("fort", ((16, 17, 1, 13),), orcish=True, start="O"),
    "17": Spec("plain", ((13, 14, 1, 20),), orcish=True, event_card="10H", event_gold=10),
    "18": Spec("plain", ((7, 11, 1, 6),), orcish=True, event_card="10S", event_gold=6),
}

# The reference's outlines (§9) of the two L-shaped regions, grid corners (col, row).
POLYGONS: dict[str, tuple[tuple[int, int], ...]] = {
    "6": ((50, 4), (56, 4), (56, 12), (54, 12), (54, 9), (50, 9)),
    "9": ((54, 13), (56, 13), (56, 19), (50, 19), (50, 16), (54, 16)),
}

# The reference's 42 borders (§1.3), checked against the ones derived from the grid.
DOC_BORDERS: dict[str, str] = {
    "0f": "2f 3c 8f 12f 17",
    "1": "1c 2",
    "1c": "1 18",
    "2": "1 2f 3",
    "2f": "0f 2 17",
    "3": "2 3c 4f",
    "3c": "0f 3",
    "4": "4f 7 8f",
    "4f": "3 4 5c",
    "5c": "4f 6",
    "6": "5c 7 9",
    "7": "4 6 8",
    "8": "7 8f 9f",
    "8f": "0f 4 8 11",
    "9": "6 9f",
    "9f": "8 9 10c 11",
    "10": "10c 11 13",
    "10c": "9f 10",
    "11": "8f 9f 10 12f",
    "12f": "0f 11 13 14",
    "13": "10 12f 14",
    "14": "12f 13 15 16f 17",
    "15": "14 15c",
    "15c": "15 16",
    "16": "15c 16f",
    "16f": "14 16 17",
    "17": "0f 2f 14 16f 18",
    "18": "1c 17",
}

Cell = tuple[int, int]  # (row, col)


def floor(cell: Cell) -> bool:
    r, c = cell
    return 0 <= r < HEIGHT and 0 <= c < WIDTH and GRID[r][c] != "#"


def box_cells(box: Box) -> set[Cell]:
    r0, r1, c0, c1 = box
    return {(r, c) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)}


def components() -> list[set[Cell]]:
    """The 4-connected floor areas of the grid, in reading order of their first cell."""
    seen: set[Cell] = set()
    out: list[set[Cell]] = []
    for r in range(HEIGHT):
        for c in range(WIDTH):
            if (r, c) in seen or not floor((r, c)):
                continue
            area, todo = set(), [(r, c)]
            while todo:
                cell = todo.pop()
                if cell in area:
                    continue
                area.add(cell)
                y, x = cell
                todo.extend(n for n in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)) if floor(n))
            seen |= area
            out.append(area)
    return out


def region_cells() -> dict[str, set[Cell]]:
    """Each region's floor cells: its boxes, checked to be exactly one floor area."""
    areas = components()
    assert len(areas) == len(REGIONS), f"{len(areas)} floor areas, {len(REGIONS)} regions"
    out: dict[str, set[Cell]] = {}
    for rid, spec in REGIONS.items():
        cells = set().union(*(box_cells(b) for b in spec.boxes))
        assert cells in areas, f"region {rid}: its boxes are not one floor area of the grid"
        out[rid] = cells
    return out


def derive_borders(cells: dict[str, set[Cell]]) -> dict[str, set[str]]:
    """The reference's rule: one wall cell with the two regions on opposite sides."""
    owner = {cell: rid for rid, area in cells.items() for cell in area}
    borders: dict[str, set[str]] = {rid: set() for rid in cells}
    for r in range(HEIGHT):
        for c in range(WIDTH):
            if floor((r, c)):
                continue
            for a, b in (((r, c - 1), (r, c + 1)), ((r - 1, c), (r + 1, c))):
                ra, rb = owner.get(a), owner.get(b)
                if ra and rb and ra != rb:
                    borders[ra].add(rb)
                    borders[rb].add(ra)
    return borders


def region_order(rid: str) -> tuple[int, str]:
    return (track_number(rid), rid)


def track_number(rid: str) -> int:
    return int(rid.rstrip("cf"))


# -- labels, decor and anchors ---------------------------------------------------------------


def words(cells: set[Cell]) -> list[tuple[str, list[Cell]]]:
    """The runs of non-space characters inside a region, e.g. ('1c', cells), ('(t)', cells)."""
    out: list[tuple[str, list[Cell]]] = []
    for r, c in sorted(cells):
        ch = GRID[r][c]
        if ch == " ":
            continue
        if out and out[-1][1][-1] == (r, c - 1):
            out[-1] = (out[-1][0] + ch, [*out[-1][1], (r, c)])
        else:
            out.append((ch, [(r, c)]))
    return out


@dataclass(frozen=True)
class Layout:
    label: list[Cell]  # one glyph per cell
    decor: dict[Cell, str]  # cell -> icon tile name
    anchor: tuple[float, float]  # pixels
    gold: tuple[float, float]
    hidden: tuple[float, float]
    dragon: tuple[float, float] | None


def centre(row: float, col: float) -> tuple[float, float]:
    """The pixel centre of grid cell (row, col); halves fall between cells."""
    return ((col + 0.5) * T, (row + 0.5) * T)


def layout(rid: str, cells: set[Cell]) -> Layout:
    """Where a region's label, icons, token stack, gold, hidden tokens and dragon go.

    The label row reads [dragon] [icon] label [gold]; the token stack sits in the
    middle of the rows under the label and the hidden tokens at its left end.
    """
    spec = REGIONS[rid]
    found = dict(words(cells))
    assert rid in found, f"region {rid}: its label is not in the grid"
    label = found[rid]
    row = label[0][0]
    first, last = label[0][1], label[-1][1]
    _, r1, c0, c1 = spec.boxes[0]
    decor: dict[Cell, str] = {}
    if spec.kind == "city":
        decor[(row, first - 1)] = "castle"
    elif spec.neutral:
        decor[(row, first - 1)] = "palace"
    elif spec.kind == "fort":
        decor[(row, first - 1)] = "fort"
    if spec.travel_bonus:
        assert "(t)" in found, f"region {rid}: travel bonus without (t) in the grid"
        decor[found["(t)"][1]] = "griffin"
    left = min([first, *(c for (_, c) in decor)])
    below = row + 1 if row < r1 else row
    stack_row = (below + r1) / 2
    anchor = centre(stack_row, (c0 + c1) / 2)
    dragon = None
    if spec.kind == "plain" or rid in ("5c", "12f"):
        dragon = centre(row, max(left - 2, c0))
    # The hidden tokens go to the left end of the stack's row, or the right end
    # when the dragon sits above the left end; the gold moves in to make room.
    hidden = centre(stack_row, c0)
    if dragon and apart(hidden, dragon) < CLEAR["dragon", "hidden"]:
        hidden = centre(stack_row, c1)
    gold = centre(row, min(last + 2, c1))
    if apart(gold, hidden) < CLEAR["gold", "hidden"]:
        gold = centre(row, last + 1)
    return Layout(label, decor, anchor, gold, hidden, dragon)


# How far apart (in pixels) the client's round markers must be not to overlap.
CLEAR = {
    ("dragon", "hidden"): 1.5 * T,
    ("gold", "hidden"): 1.2 * T,
    ("dragon", "gold"): 1.3 * T,
}


def apart(a: tuple[float, float], b: tuple[float, float]) -> float:
    return float(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5)


# -- tiles -------------------------------------------------------------------------------------

GLYPHS = "0123456789cf"
TILES = [
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
]
GID = {name: i + 1 for i, name in enumerate(TILES)}  # firstgid = 1
assert len(TILES) <= COLUMNS * TILE_ROWS


def speckle(r: int, c: int) -> bool:
    """A fixed scatter of cells that get the second variant of their ground."""
    return ((r * 73856093) ^ (c * 19349663)) % 7 == 0


def ground(spec: Spec, r: int, c: int) -> str:
    if spec.neutral:
        return "palace_floor"
    if spec.kind == "city":
        return "orc_city" if spec.orcish else "city"
    if spec.kind == "fort":
        return "orc_fort_floor" if spec.orcish else "fort_floor"
    base = "orc" if spec.orcish else "grass"
    return base + "2" if speckle(r, c) else base


def wall_tile(r: int, c: int) -> str:
    """A river where the wall is one cell thick between floor, a mountain elsewhere."""
    if floor((r, c - 1)) and floor((r, c + 1)):
        return "river_v"
    if floor((r - 1, c)) and floor((r + 1, c)):
        return "river_h"
    return "mountain2" if speckle(r, c) else "mountain"


def layers(cells: dict[str, set[Cell]], layouts: dict[str, Layout]) -> dict[str, list[list[int]]]:
    owner = {cell: rid for rid, area in cells.items() for cell in area}
    empty = [[0] * WIDTH for _ in range(HEIGHT)]
    terrain, walls, decor, labels = ([row[:] for row in empty] for _ in range(4))
    for r in range(HEIGHT):
        for c in range(WIDTH):
            if (r, c) in owner:
                terrain[r][c] = GID[ground(REGIONS[owner[(r, c)]], r, c)]
            else:
                walls[r][c] = GID[wall_tile(r, c)]
    for rid, lay in layouts.items():
        for (r, c), icon in lay.decor.items():
            assert owner.get((r, c)) == rid, f"region {rid}: {icon} outside the region"
            decor[r][c] = GID[icon]
        for r, c in lay.label:
            labels[r][c] = GID[f"glyph_{GRID[r][c]}"]
    return {"terrain": terrain, "walls": walls, "decor": decor, "labels": labels}


# -- the .tmx ----------------------------------------------------------------------------------


def num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


def prop(name: str, value: object) -> str:
    if isinstance(value, bool):
        return f'<property name="{name}" type="bool" value="{str(value).lower()}"/>'
    if isinstance(value, int):
        return f'<property name="{name}" type="int" value="{value}"/>'
    return f'<property name="{name}" value="{value}"/>'


def territory_props(rid: str, borders: Iterable[str]) -> list[str]:
    spec = REGIONS[rid]
    values: dict[str, object] = {
        "adjacent": ",".join(sorted(borders, key=region_order)),
        "city": spec.kind == "city",
        "event_card": spec.event_card,
        "event_gold": spec.event_gold,
        "fort": spec.kind == "fort",
        "kind": spec.kind,
        "neutral": spec.neutral,
        "orcish": spec.orcish,
        "start": spec.start,
        "track": track_number(rid),
        "travel_bonus": spec.travel_bonus,
    }
    return [prop(k, values[k]) for k in sorted(values)]  # Tiled sorts properties by name


def tmx_text(
    grids: dict[str, list[list[int]]],
    borders: dict[str, set[str]],
    layouts: dict[str, Layout],
) -> str:
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal"'
        f' renderorder="right-down" width="{WIDTH}" height="{HEIGHT}" tilewidth="{T}"'
        f' tileheight="{T}" infinite="0" nextlayerid="8" nextobjectid="{{next_id}}">',
        f' <tileset firstgid="1" name="dragon_dune_tiles" tilewidth="{T}" tileheight="{T}"'
        f' tilecount="{COLUMNS * TILE_ROWS}" columns="{COLUMNS}">',
        f'  <image source="{PNG_NAME}" width="{COLUMNS * T}" height="{TILE_ROWS * T}"/>',
        " </tileset>",
    ]
    layer_id = 1
    for name, grid in grids.items():
        out.append(f' <layer id="{layer_id}" name="{name}" width="{WIDTH}" height="{HEIGHT}">')
        out.append('  <data encoding="csv">')
        rows = [",".join(str(g) for g in row) for row in grid]
        out.append(",\n".join(rows))
        out.append("</data>")
        out.append(" </layer>")
        layer_id += 1
    object_id = 1

    out.append(f' <objectgroup id="{layer_id}" name="territories">')
    layer_id += 1
    for rid, spec in REGIONS.items():
        head = f'  <object id="{object_id}" name="{rid}" class="territory"'
        object_id += 1
        props = territory_props(rid, borders[rid])
        if rid in POLYGONS:
            corners = POLYGONS[rid]
            ox, oy = corners[0][0] * T, corners[0][1] * T
            out.append(f'{head} x="{ox}" y="{oy}">')
            tail = " ".join(f"{c * T - ox},{r * T - oy}" for c, r in corners)
            body = [f'   <polygon points="{tail}"/>']
        else:
            ((r0, r1, c0, c1),) = spec.boxes
            out.append(
                f'{head} x="{c0 * T}" y="{r0 * T}"'
                f' width="{(c1 - c0 + 1) * T}" height="{(r1 - r0 + 1) * T}">'
            )
            body = []
        out.append("   <properties>")
        out.extend(f"    {p}" for p in props)
        out.append("   </properties>")
        out.extend(body)
        out.append("  </object>")
    out.append(" </objectgroup>")

    def point(name: str, at: tuple[float, float]) -> None:
        nonlocal object_id
        out.append(
            f'  <object id="{object_id}" name="{name}" x="{num(at[0])}" y="{num(at[1])}">'
            "<point/></object>"
        )
        object_id += 1

    out.append(f' <objectgroup id="{layer_id}" name="anchors">')
    layer_id += 1
    for rid, lay in layouts.items():
        point(rid, lay.anchor)
        point(f"{rid}.gold", lay.gold)
        point(f"{rid}.hidden", lay.hidden)
    out.append(" </objectgroup>")

    out.append(f' <objectgroup id="{layer_id}" name="dragon_track">')
    track = {track_number(rid): lay.dragon for rid, lay in layouts.items() if lay.dragon}
    assert sorted(track) == list(range(1, 19)), f"dragon track numbers {sorted(track)}"
    for n in range(1, 19):
        spot = track[n]
        assert spot is not None
        point(str(n), spot)
    out.append(" </objectgroup>")
    out.append("</map>")
    return "\n".join(out).replace("{next_id}", str(object_id)) + "\n"


# -- checks ------------------------------------------------------------------------------------


def inside(cells: set[Cell], at: tuple[float, float]) -> bool:
    """A pixel point lies in one of the cells (points on a cell edge count for both sides)."""
    x, y = at[0] / T, at[1] / T
    candidates = {(int(y - e), int(x - f)) for e in (0, 1e-6) for f in (0, 1e-6)}
    return bool(candidates & cells)


def check(cells: dict[str, set[Cell]], layouts: dict[str, Layout]) -> None:
    derived = derive_borders(cells)
    doc = {rid: set(text.split()) for rid, text in DOC_BORDERS.items()}
    assert derived == doc, f"borders differ from the reference: {derived} != {doc}"
    pairs = {frozenset((a, b)) for a, bs in derived.items() for b in bs}
    assert len(pairs) == 42, f"{len(pairs)} borders, the reference has 42"
    cards = [s.event_card for s in REGIONS.values() if s.event_card]
    plains = [rid for rid, s in REGIONS.items() if s.kind == "plain"]
    assert len(cards) == len(set(cards)) == len(plains) == 16, "16 event cards name 16 plains"
    for rid, corners in POLYGONS.items():
        # A cell centre lies inside the outline exactly when the cell is the region's.
        xs = [c for c, _ in corners]
        ys = [r for _, r in corners]
        for r in range(min(ys), max(ys)):
            for c in range(min(xs), max(xs)):
                assert point_in(corners, (c + 0.5, r + 0.5)) == ((r, c) in cells[rid]), (rid, r, c)
    for rid, lay in layouts.items():
        spots = {"anchor": lay.anchor, "gold": lay.gold, "hidden": lay.hidden}
        if lay.dragon:
            spots["dragon"] = lay.dragon
        for what, at in spots.items():
            assert inside(cells[rid], at), f"region {rid}: {what} {at} is outside the region"
        for (one, two), gap in CLEAR.items():
            if one in spots and two in spots:
                assert apart(spots[one], spots[two]) >= gap, f"region {rid}: {one} on {two}"


def point_in(poly: tuple[tuple[int, int], ...], at: tuple[float, float]) -> bool:
    x, y = at
    result = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            result = not result
        j = i
    return result


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


def build() -> tuple[str, dict[str, set[Cell]], dict[str, Layout]]:
    cells = region_cells()
    layouts = {rid: layout(rid, cells[rid]) for rid in REGIONS}
    check(cells, layouts)
    text = tmx_text(layers(cells, layouts), derive_borders(cells), layouts)
    return text, cells, layouts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "maps", help="folder to write into")
    args = parser.parse_args(argv)
    assert all(len(row) == WIDTH for row in GRID), "every grid row is 57 characters"
    text, _, _ = build()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    (out / TMX_NAME).write_text(text, encoding="utf-8", newline="\n")
    draw_tileset(out / PNG_NAME)
    print(f"wrote {out / TMX_NAME} and {out / PNG_NAME}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
