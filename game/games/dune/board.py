"""The Dragon Dune board, read from its Tiled map (`maps/dragon_dune.tmx`).

The map's object layer `territories` holds one object per region (name = the
region's id; class `territory`, or none: Tiled 1.8 writes no class) with the
rules' facts as custom properties: kind, dragon number, event card and gold,
orcish/neutral/travel-bonus flags, who starts there and the comma-separated list
of adjacent regions. The layer
`anchors` says where the client puts each region's token stack, gold and hidden
tokens; `dragon_track` where the dragon marker stands for each number.

pytmx reads the objects and loads no images, so this module needs no display;
it checks that the tileset image the client will draw is next to the map. A
damaged map raises `DataError` naming the file and what is wrong.
"""

from __future__ import annotations

import importlib
import logging
import re
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from game import paths
from game.core.data import check_png
from game.core.errors import DataError


def _import_pytmx() -> ModuleType:
    """pytmx without its pygame helpers.

    pytmx's package `__init__` imports `pytmx.util_pygame`, and so pygame, whenever
    pygame is installed; the rules must not load pygame. Unless pygame is already
    loaded (the client), its import is blocked while pytmx loads: pytmx then skips
    the helpers, and the client can still `import pytmx.util_pygame` later.
    """
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        return importlib.import_module("pytmx")
    quiet = logging.getLogger("pytmx.util_pygame")  # it logs an error when pygame is missing
    was_disabled = quiet.disabled
    quiet.disabled = True
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail
    try:
        return importlib.import_module("pytmx")
    finally:
        del sys.modules["pygame"]
        quiet.disabled = was_disabled


pytmx = _import_pytmx()

MAP_FILE = "dragon_dune.tmx"
KINDS = ("city", "fort", "plain")
FACTIONS = ("D", "E", "G", "O")
CLASS = "territory"

# The 28 regions, in the board's stable order: by dragon number, then id.
REGION_IDS = (
    "0f", "1", "1c", "2", "2f", "3", "3c", "4", "4f", "5c", "6", "7", "8", "8f",
    "9", "9f", "10", "10c", "11", "12f", "13", "14", "15", "15c", "16", "16f", "17", "18",
)  # fmt: skip
TRACK = range(1, 19)  # the dragon's numbers
_CARD = re.compile(r"(?:[2-9]|10|[JQKA])[CDHS]")

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Region:
    """One territory: the rules' facts and where the client draws it (map pixels)."""

    id: str
    kind: str  # city / fort / plain
    track: int  # the dragon number: the id's leading number (0 for the palace)
    event_card: str  # the event card that names this plain ("7C"), "" if none
    event_gold: int  # the gold that card puts here, 0 if none
    travel_bonus: bool  # griffins: +1 movement from here
    neutral: bool  # the Imperial palace
    orcish: bool
    start: str  # the faction letter of who starts here, "" if nobody
    rect: tuple[float, float, float, float]  # bounding box x, y, w, h
    polygon: tuple[Point, ...]  # outline (4 corners for rectangles)
    anchor: Point  # token stacks
    gold_anchor: Point
    hidden_anchor: Point  # Elven hidden tokens

    @property
    def is_city(self) -> bool:
        return self.kind == "city"

    @property
    def is_fort(self) -> bool:
        return self.kind == "fort"

    @property
    def is_plain(self) -> bool:
        return self.kind == "plain"


@dataclass(frozen=True)
class Board:
    """The whole board: regions in a stable order, borders and the dragon track."""

    path: str
    regions: dict[str, Region]
    adjacency: dict[str, frozenset[str]]
    track: dict[int, Point]  # dragon number -> where its marker stands
    size: tuple[int, int]  # map size in pixels
    tile: int  # tile size in pixels

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.adjacency.get(a, frozenset())

    def plains_on_track(self, n: int) -> list[Region]:
        return [r for r in self.regions.values() if r.is_plain and r.track == n]

    def region_for_event(self, card: str) -> Region:
        for region in self.regions.values():
            if region.event_card == card:
                return region
        raise KeyError(f"no region has the event card {card!r}")

    def starts(self, faction: str) -> list[str]:
        return [rid for rid, r in self.regions.items() if r.start == faction]

    def cities(self) -> list[str]:
        return [rid for rid, r in self.regions.items() if r.is_city]

    def orcish(self) -> list[str]:
        return [rid for rid, r in self.regions.items() if r.orcish]


def region_order(rid: str) -> tuple[int, str]:
    return (_track_of(rid), rid)


def _track_of(rid: str) -> int:
    return int(rid.rstrip("cf"))


def _no_images(filename: str, colorkey: Any, **kwargs: Any) -> Callable[..., None]:
    """pytmx image loader that loads nothing: the rules need the objects only."""

    def load(*args: Any) -> None:
        return None

    return load


@cache
def default_board() -> Board:
    return load_board(paths.MAPS / MAP_FILE)


def load_board(path: str | Path) -> Board:
    """Read and check the board map; any problem raises `DataError` naming the file."""
    where = str(path)
    file = Path(path)
    if not file.is_file():
        raise DataError(where, "the map file is missing")
    try:
        tmx = pytmx.TiledMap(where, image_loader=_no_images, allow_duplicate_names=False)
    except ElementTree.ParseError as exc:
        raise DataError(where, f"the map is not well-formed XML ({exc})") from exc
    except Exception as exc:  # pytmx raises bare Exception, ValueError, KeyError...
        raise DataError(where, f"pytmx cannot read the map ({type(exc).__name__}: {exc})") from exc
    return _Reader(where, file, tmx).board()


class _Reader:
    def __init__(self, where: str, file: Path, tmx: Any) -> None:
        self.where = where
        self.file = file
        self.tmx = tmx

    def fail(self, problem: str) -> DataError:
        return DataError(self.where, problem)

    def board(self) -> Board:
        tile = self._tiles()
        objects = self._territories()
        regions: dict[str, Region] = {}
        adjacency: dict[str, frozenset[str]] = {}
        shapes = {rid: self._shape(rid, obj) for rid, obj in objects.items()}
        anchors = self._anchors(shapes)
        for rid in REGION_IDS:
            regions[rid], adjacency[rid] = self._region(rid, objects[rid], shapes[rid], anchors)
        self._check_adjacency(adjacency)
        self._check_cards(regions)
        return Board(
            path=self.where,
            regions=regions,
            adjacency=adjacency,
            track=self._track(regions),
            size=(int(self.tmx.width) * tile, int(self.tmx.height) * tile),
            tile=tile,
        )

    # -- the map as a whole -------------------------------------------------------------------

    def _tiles(self) -> int:
        width, height = int(self.tmx.tilewidth), int(self.tmx.tileheight)
        if width <= 0 or width != height:
            raise self.fail(f"the tiles are {width}x{height} pixels; the board needs square tiles")
        sources = [ts.source for ts in self.tmx.tilesets if ts.source]
        if not sources:
            raise self.fail("the map has no tileset image")
        for tileset in self.tmx.tilesets:
            if not tileset.source:
                continue
            image = self.file.parent / tileset.source
            if not image.is_file():
                raise self.fail(
                    f"the tileset image '{tileset.source}' is missing (looked for {image})"
                )
            w, h = check_png(image, "tileset image")  # a damaged image names itself
            tiles = (w // width) * (h // height)
            if tiles == 0:
                raise self.fail(
                    f"the tileset image '{tileset.source}' is {w}x{h} pixels, "
                    f"smaller than one {width}x{height} tile"
                )
            last = tileset.firstgid + tiles - 1
            self._check_tile_ids(tileset.source, tileset.firstgid, last)
        return width

    def _check_tile_ids(self, source: str, first: int, last: int) -> None:
        """Every tile a layer places is one the tileset image has."""
        for layer in self.tmx.visible_layers:
            if not isinstance(layer, pytmx.TiledTileLayer):
                continue
            for y, row in enumerate(layer.data):
                for x, gid in enumerate(row):
                    tiled = self.tmx.tiledgidmap.get(gid, gid) if gid else 0
                    if tiled and not first <= tiled <= last:
                        raise self.fail(
                            f"layer '{layer.name}' places tile {tiled} at column {x + 1}, "
                            f"row {y + 1}, but '{source}' has tiles {first} to {last} only"
                        )

    def _layer(self, name: str) -> list[Any]:
        layer = self.tmx.layernames.get(name)
        if not isinstance(layer, pytmx.TiledObjectGroup):
            raise self.fail(f"the map has no object layer '{name}'")
        return list(layer)

    # -- territories ----------------------------------------------------------------------------

    def _territories(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for obj in self._layer("territories"):
            rid = obj.name
            if rid not in REGION_IDS:
                raise self.fail(f"layer 'territories' has an object named {rid!r}, not a region")
            if rid in found:
                raise self.fail(f"layer 'territories' has region {rid!r} twice")
            found[rid] = obj
        missing = [rid for rid in REGION_IDS if rid not in found]
        if len(missing) == 1:
            raise self.fail(f"layer 'territories' has no region {missing[0]!r}")
        if missing:
            raise self.fail(f"layer 'territories' has no regions {', '.join(map(repr, missing))}")
        return found

    def _shape(self, rid: str, obj: Any) -> tuple[Point, ...]:
        # A territory is known by its layer. Tiled 1.9 and later write its class as
        # `class`, Tiled 1.8 as `type`, and Tiled 1.8 drops a `class` it does not know
        # when it saves: no class is fine, only another one is a mistake.
        cls = getattr(obj, "class", None) or getattr(obj, "type", None)
        if cls not in (None, "", CLASS):
            raise self.fail(f"territory {rid!r} has class {cls!r}; a territory's is {CLASS!r}")
        points = getattr(obj, "points", None)
        if points:
            if len(points) < 3:
                raise self.fail(f"territory {rid!r}: its polygon has fewer than 3 points")
            return tuple((float(p[0]), float(p[1])) for p in points)
        x, y, w, h = float(obj.x), float(obj.y), float(obj.width), float(obj.height)
        if w <= 0 or h <= 0:
            raise self.fail(f"territory {rid!r} is neither a rectangle nor a polygon")
        return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))

    def _prop(self, rid: str, obj: Any, name: str) -> Any:
        if name not in obj.properties:
            raise self.fail(f"territory {rid!r}: property {name!r} is missing")
        return obj.properties[name]

    def _text(self, rid: str, obj: Any, name: str, allowed: Iterable[str] = ()) -> str:
        value = self._prop(rid, obj, name)
        if value is None:  # pytmx reads an empty string property as None
            value = ""
        if not isinstance(value, str):
            raise self.fail(f"territory {rid!r}: property {name!r} must be a string, not {value!r}")
        choices = tuple(allowed)
        if choices and value not in choices:
            raise self.fail(
                f"territory {rid!r}: property {name!r} must be one of "
                f"{', '.join(map(repr, choices))}, not {value!r}"
            )
        return value

    def _flag(self, rid: str, obj: Any, name: str) -> bool:
        value = self._prop(rid, obj, name)
        if not isinstance(value, bool):
            raise self.fail(f"territory {rid!r}: property {name!r} must be a bool, not {value!r}")
        return value

    def _number(self, rid: str, obj: Any, name: str) -> int:
        value = self._prop(rid, obj, name)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(f"territory {rid!r}: property {name!r} must be an int, not {value!r}")
        return value

    def _region(
        self, rid: str, obj: Any, polygon: tuple[Point, ...], anchors: dict[str, Point]
    ) -> tuple[Region, frozenset[str]]:
        kind = self._text(rid, obj, "kind", KINDS)
        for flag in ("city", "fort"):
            if self._flag(rid, obj, flag) != (kind == flag):
                raise self.fail(f"territory {rid!r}: property {flag!r} contradicts kind {kind!r}")
        track = self._number(rid, obj, "track")
        if track != _track_of(rid):
            raise self.fail(f"territory {rid!r}: property 'track' is {track}, its id says {rid}")
        card = self._text(rid, obj, "event_card")
        if card and not _CARD.fullmatch(card):
            raise self.fail(f"territory {rid!r}: property 'event_card' {card!r} is not a card")
        if bool(card) != (kind == "plain"):
            raise self.fail(f"territory {rid!r}: a plain needs an event card and only a plain")
        gold = self._number(rid, obj, "event_gold")
        if gold < 0 or bool(gold) != bool(card):
            raise self.fail(
                f"territory {rid!r}: property 'event_gold' must be positive with an event "
                f"card and 0 without, not {gold}"
            )
        text = self._text(rid, obj, "adjacent")
        adjacent = frozenset(n.strip() for n in text.split(",") if n.strip())
        for other in sorted(adjacent):
            if other == rid:
                raise self.fail(f"territory {rid!r}: property 'adjacent' names the region itself")
            if other not in REGION_IDS:
                raise self.fail(
                    f"territory {rid!r}: property 'adjacent' names an unknown region {other!r}"
                )
        xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
        region = Region(
            id=rid,
            kind=kind,
            track=track,
            event_card=card,
            event_gold=gold,
            travel_bonus=self._flag(rid, obj, "travel_bonus"),
            neutral=self._flag(rid, obj, "neutral"),
            orcish=self._flag(rid, obj, "orcish"),
            start=self._text(rid, obj, "start", ("", *FACTIONS)),
            rect=(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)),
            polygon=polygon,
            anchor=anchors[rid],
            gold_anchor=anchors[f"{rid}.gold"],
            hidden_anchor=anchors[f"{rid}.hidden"],
        )
        return region, adjacent

    def _check_adjacency(self, adjacency: dict[str, frozenset[str]]) -> None:
        for rid in REGION_IDS:
            for other in sorted(adjacency[rid], key=region_order):
                if rid not in adjacency[other]:
                    raise self.fail(
                        f"territory {rid!r} lists {other!r} as adjacent "
                        f"but territory {other!r} does not list {rid!r}"
                    )

    def _check_cards(self, regions: dict[str, Region]) -> None:
        seen: dict[str, str] = {}
        for rid, region in regions.items():
            card = region.event_card
            if card and card in seen:
                raise self.fail(f"event card {card!r} names both {seen[card]!r} and {rid!r}")
            seen[card] = rid

    # -- points -------------------------------------------------------------------------------

    def _points(self, layer: str) -> dict[str, Point]:
        out: dict[str, Point] = {}
        for obj in self._layer(layer):
            name = str(obj.name)
            if name in out:
                raise self.fail(f"layer '{layer}' has two points named {name!r}")
            out[name] = (float(obj.x), float(obj.y))
        return out

    def _anchors(self, shapes: dict[str, tuple[Point, ...]]) -> dict[str, Point]:
        points = self._points("anchors")
        for rid in REGION_IDS:
            for name in (rid, f"{rid}.gold", f"{rid}.hidden"):
                if name not in points:
                    raise self.fail(f"layer 'anchors' has no point {name!r}")
                if not inside(points[name], shapes[rid]):
                    raise self.fail(
                        f"layer 'anchors': point {name!r} at {_show(points[name])} "
                        f"is outside region {rid!r}"
                    )
        return points

    def _track(self, regions: dict[str, Region]) -> dict[int, Point]:
        points = self._points("dragon_track")
        track: dict[int, Point] = {}
        for n in TRACK:
            at = points.get(str(n))
            if at is None:
                raise self.fail(f"layer 'dragon_track' has no point '{n}'")
            if not any(r.track == n and inside(at, r.polygon) for r in regions.values()):
                raise self.fail(
                    f"layer 'dragon_track': point '{n}' at {_show(at)} is not on a region "
                    f"numbered {n}"
                )
            track[n] = at
        return track


def _show(at: Point) -> str:
    return f"({at[0]:g}, {at[1]:g})"


def inside(at: Point, polygon: tuple[Point, ...]) -> bool:
    """Whether a point lies inside a polygon (even-odd rule)."""
    x, y = at
    result = False
    j = len(polygon) - 1
    for i in range(len(polygon)):
        xi, yi = polygon[i]
        xj, yj = polygon[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            result = not result
        j = i
    return result
