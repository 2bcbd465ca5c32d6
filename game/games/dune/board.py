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
damaged map raises `DataError` naming the file and listing every problem: the
reader notes each one and goes on, checking what it can of the rest.
"""

from __future__ import annotations

import copy
import importlib
import logging
import re
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from game import paths
from game.core import map_files
from game.core.data import check_png
from game.core.errors import DataError
from game.core.words import plural
from game.games.dune.map_xml import precheck


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

TRACK = range(1, 19)  # the dragon's numbers
NO_TRACK = 0  # a territory the dragon never reaches (the palace, 0f)
EVENT_CARDS = tuple(f"{rank}{suit}" for rank in ("7", "8", "9", "10") for suit in "CDHS")
"""The 16 event cards: each names one plain of the board (§1.2)."""
_CARD = re.compile(r"(?:[2-9]|10|[JQKA])[CDHS]")
_LEADING = re.compile(r"\d+")

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Region:
    """One territory: the rules' facts and where the client draws it (map pixels)."""

    id: str
    kind: str  # city / fort / plain
    track: int  # the dragon number, property `track` (0: the dragon never comes)
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
    """An id's place when regions are listed: by its leading number, then as text
    ("2" < "2f" < "10"); an id without a number after every numbered one."""
    number = _leading_number(rid)
    return (number if number is not None else sys.maxsize, rid)


def _leading_number(rid: str) -> int | None:
    found = _LEADING.match(rid)
    return int(found.group()) if found else None


def _no_images(filename: str, colorkey: Any, **kwargs: Any) -> Callable[..., None]:
    """pytmx image loader that loads nothing: the rules need the objects only."""

    def load(*args: Any) -> None:
        return None

    return load


@cache
def default_board() -> Board:
    return load_board(paths.MAPS / MAP_FILE)


def load_board(path: str | Path) -> Board:
    """Read and check the board map; a map with problems raises `DataError` naming the
    file and listing every problem found (`DataError.problems`)."""
    reading = read_map(path)
    if reading.board is None:
        first, *more = reading.problems
        raise DataError(reading.path, first, tuple(more))
    return reading.board


@dataclass(frozen=True)
class MapReading:
    """All that reading a map found: its board (None if anything is wrong), every problem
    in the order found, and the borders each region's `adjacent` property gave (those
    read, so a map with other problems can still be checked for cut-off territories), and
    the names of all its territories."""

    path: str
    board: Board | None
    problems: tuple[str, ...]
    adjacency: dict[str, frozenset[str]]
    territories: tuple[str, ...] = ()  # every territory's name the map has, in id order


def read_map(path: str | Path) -> MapReading:
    """Read the map at `path`, going on past each problem to find the next. The file is
    parsed once while it stays as it is (`_ROOTS`), and read again only when it or a file
    it names changed (`_READINGS`): the rules, the table, the lab and a simulation's
    workers all ask for the same map."""
    where = str(path)
    file = Path(path)
    if not file.is_file():
        return MapReading(where, None, ("the map file is missing",), {})
    try:
        stat = file.stat()
        key = (str(file.resolve()), stat.st_mtime_ns, stat.st_size)
        root = _ROOTS.get(key)
        if root is None:
            root = _keep(_ROOTS, key, map_files.read_root(file), ROOTS_KEPT)
    except DataError as exc:
        return MapReading(where, None, exc.problems, {})
    except OSError as exc:
        return MapReading(where, None, (f"the map cannot be read ({exc.strerror or exc})",), {})
    unsafe = map_files.unsafe_sources(file, root)
    if unsafe:  # nothing it names is opened, here or in the client
        return MapReading(where, None, tuple(unsafe), {})
    named = (_stamp(file.parent / source) for _, source in map_files.sources(root))
    reading_key = (where, key, tuple(named))
    found = _READINGS.get(reading_key)
    if found is None:
        found = _keep(_READINGS, reading_key, _read(where, file, copy.deepcopy(root)), ROOTS_KEPT)
    return found


def map_root(path: str | Path) -> ElementTree.Element:
    """The map's XML as read for the board (a copy: pytmx may build from it again, as the
    table's drawing does), once `load_board(path)` found it sound."""
    load_board(path)
    file = Path(path)
    stat = file.stat()
    root = _ROOTS.get((str(file.resolve()), stat.st_mtime_ns, stat.st_size))
    return copy.deepcopy(root if root is not None else map_files.read_root(file))


ROOTS_KEPT = 8
"""Maps (and readings of them) kept in memory: the shipped map and a designer's copies."""
_ROOTS: dict[tuple[str, int, int], ElementTree.Element] = {}
_READINGS: dict[tuple[Any, ...], MapReading] = {}
_K = TypeVar("_K")
_V = TypeVar("_V")


def _keep(store: dict[_K, _V], key: _K, value: _V, most: int) -> _V:
    """`store[key] = value`, the oldest entry forgotten past `most`."""
    if len(store) >= most:
        store.pop(next(iter(store)))
    store[key] = value
    return value


def _stamp(file: Path) -> tuple[str, int, int]:
    """A named file's name, time and size (0, 0 when it is missing), to see it change."""
    try:
        stat = file.stat()
    except OSError:
        return (str(file), 0, 0)
    return (str(file), stat.st_mtime_ns, stat.st_size)


def _read(where: str, file: Path, root: ElementTree.Element) -> MapReading:
    found = precheck(root)
    try:
        tmx = pytmx.TiledMap(image_loader=_no_images, allow_duplicate_names=False)
        tmx.filename = where
        tmx.parse_xml(root)
    except Exception as exc:  # pytmx raises bare Exception, ValueError, KeyError...
        problem = f"pytmx cannot read the map ({type(exc).__name__}: {exc})"
        return MapReading(where, None, (*found.problems, problem), {})
    reader = _Reader(where, file, tmx, found.taken_out)
    reader.problems.extend(found.problems)
    board = reader.board()
    territories = tuple(sorted(reader.ids, key=region_order))
    return MapReading(where, board, tuple(reader.problems), reader.adjacency, territories)


class _Unreadable(Exception):
    """A property whose problem is already said: the check that needs it is skipped."""


class _Reader:
    """Reads the board, noting each problem and going on to the next."""

    def __init__(self, where: str, file: Path, tmx: Any, taken_out: set[tuple[str, str, str]]):
        self.where = where
        self.file = file
        self.tmx = tmx
        self.taken_out = taken_out
        self.problems: list[str] = []
        self.adjacency: dict[str, frozenset[str]] = {}
        self.ids: frozenset[str] = frozenset()  # the territories' names, once read
        self.unknown: dict[str, list[str]] = {}  # a name no territory has -> who names it

    def note(self, problem: str) -> None:
        self.problems.append(problem)

    def board(self) -> Board | None:
        tile = self._tiles()
        objects = self._territories()
        shapes = {rid: self._shape(rid, obj) for rid, obj in objects.items()}
        facts = {rid: self._facts(rid, obj) for rid, obj in objects.items()}
        self._check_adjacency()
        anchors = self._anchors({rid: s for rid, s in shapes.items() if s is not None})
        regions: dict[str, Region] = {}
        for rid in self._in_board_order(facts):
            shape, known = shapes.get(rid), facts.get(rid)
            spots = (rid, f"{rid}.gold", f"{rid}.hidden")
            if shape is None or known is None or any(s not in anchors for s in spots):
                continue
            xs, ys = [p[0] for p in shape], [p[1] for p in shape]
            regions[rid] = Region(
                id=rid,
                **known,
                rect=(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)),
                polygon=shape,
                anchor=anchors[rid],
                gold_anchor=anchors[f"{rid}.gold"],
                hidden_anchor=anchors[f"{rid}.hidden"],
            )
        self._check_cards(regions)
        track = self._track(regions)
        if self.problems or tile is None:
            return None
        return Board(
            path=self.where,
            regions=regions,
            adjacency=dict(self.adjacency),
            track=track,
            size=(int(self.tmx.width) * tile, int(self.tmx.height) * tile),
            tile=tile,
        )

    def _in_board_order(self, facts: dict[str, dict[str, Any] | None]) -> list[str]:
        """The territories read, by dragon number, then id (the board's stable order)."""

        def key(rid: str) -> tuple[int, tuple[int, str]]:
            track = (facts.get(rid) or {}).get("track")
            return (track if isinstance(track, int) else NO_TRACK, region_order(rid))

        return sorted(facts, key=key)

    # -- the map as a whole -------------------------------------------------------------------

    def _tiles(self) -> int | None:
        width, height = int(self.tmx.tilewidth), int(self.tmx.tileheight)
        if width <= 0 or width != height:
            self.note(f"the tiles are {width}x{height} pixels; the board needs square tiles")
            return None
        sources = [ts.source for ts in self.tmx.tilesets if ts.source]
        if not sources:
            self.note("the map has no tileset image")
        for tileset in self.tmx.tilesets:
            if not tileset.source:
                continue
            image = self.file.parent / tileset.source
            if not image.is_file():
                self.note(f"the tileset image '{tileset.source}' is missing (looked for {image})")
                continue
            try:
                w, h = check_png(image, "tileset image")
            except DataError as exc:  # a damaged image names itself
                self.problems.extend(f"{exc.path}: {said}" for said in exc.problems)
                continue
            tiles = (w // width) * (h // height)
            if tiles == 0:
                self.note(
                    f"the tileset image '{tileset.source}' is {w}x{h} pixels, "
                    f"smaller than one {width}x{height} tile"
                )
                continue
            last = tileset.firstgid + tiles - 1
            self._check_tile_ids(tileset.source, tileset.firstgid, last)
        return width

    def _check_tile_ids(self, source: str, first: int, last: int) -> None:
        """Every tile a layer places is one the tileset image has (the first cell of each
        layer that places one it has not is named, with how many more there are)."""
        for layer in self.tmx.visible_layers:
            if not isinstance(layer, pytmx.TiledTileLayer):
                continue
            wrong = [
                (x, y, tiled)
                for y, row in enumerate(layer.data)
                for x, gid in enumerate(row)
                if gid and not first <= (tiled := self.tmx.tiledgidmap.get(gid, gid)) <= last
            ]
            if wrong:
                x, y, tiled = wrong[0]
                more = f" (and {plural(len(wrong) - 1, 'other cell')})" if len(wrong) > 1 else ""
                self.note(
                    f"layer '{layer.name}' places tile {tiled} at column {x + 1}, "
                    f"row {y + 1}{more}, but '{source}' has tiles {first} to {last} only"
                )

    def _layer(self, name: str) -> list[Any] | None:
        layer = self.tmx.layernames.get(name)
        if not isinstance(layer, pytmx.TiledObjectGroup):
            self.note(f"the map has no object layer '{name}'")
            return None
        return list(layer)

    # -- territories ----------------------------------------------------------------------------

    def _territories(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        layer = self._layer("territories")
        if layer is None:
            return found
        for obj in layer:
            rid = obj.name
            if not isinstance(rid, str) or not rid.strip():
                self.note(
                    f"layer 'territories' has an object with no name (id {obj.id}); "
                    "a territory's name is its region id"
                )
            elif rid != rid.strip() or "," in rid or "." in rid:
                self.note(
                    f"layer 'territories' has an object named {rid!r}; a region id has no "
                    "commas, full stops or spaces at its ends"
                )
            elif rid in found:
                self.note(f"layer 'territories' has region {rid!r} twice")
            else:
                found[rid] = obj
        if not found:
            self.note("layer 'territories' has no territories")
        self.ids = frozenset(found)
        return found

    def _shape(self, rid: str, obj: Any) -> tuple[Point, ...] | None:
        # A territory is known by its layer. Tiled 1.9 and later write its class as
        # `class`, Tiled 1.8 as `type`, and Tiled 1.8 drops a `class` it does not know
        # when it saves: no class is fine, only another one is a mistake.
        cls = getattr(obj, "class", None) or getattr(obj, "type", None)
        if cls not in (None, "", CLASS):
            self.note(f"territory {rid!r} has class {cls!r}; a territory's is {CLASS!r}")
        points = getattr(obj, "points", None)
        if points:
            if len(points) < 3:
                self.note(f"territory {rid!r}: its polygon has fewer than 3 points")
                return None
            return tuple((float(p[0]), float(p[1])) for p in points)
        x, y, w, h = float(obj.x), float(obj.y), float(obj.width), float(obj.height)
        if w <= 0 or h <= 0:
            self.note(f"territory {rid!r} is neither a rectangle nor a polygon")
            return None
        return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))

    def _prop(self, rid: str, obj: Any, name: str) -> Any:
        if ("territories", rid, name) in self.taken_out:
            raise _Unreadable
        if name not in obj.properties:
            self.note(f"territory {rid!r}: property {name!r} is missing")
            raise _Unreadable
        return obj.properties[name]

    def _text(self, rid: str, obj: Any, name: str, allowed: Iterable[str] = ()) -> str:
        value = self._prop(rid, obj, name)
        if value is None:  # pytmx reads an empty string property as None
            value = ""
        if not isinstance(value, str):
            self.note(f"territory {rid!r}: property {name!r} must be a string, not {value!r}")
            raise _Unreadable
        choices = tuple(allowed)
        if choices and value not in choices:
            self.note(
                f"territory {rid!r}: property {name!r} must be one of "
                f"{', '.join(map(repr, choices))}, not {value!r}"
            )
            raise _Unreadable
        return value

    def _flag(self, rid: str, obj: Any, name: str) -> bool:
        value = self._prop(rid, obj, name)
        if not isinstance(value, bool):
            self.note(f"territory {rid!r}: property {name!r} must be a bool, not {value!r}")
            raise _Unreadable
        return value

    def _number(self, rid: str, obj: Any, name: str) -> int:
        value = self._prop(rid, obj, name)
        if isinstance(value, bool) or not isinstance(value, int):
            self.note(f"territory {rid!r}: property {name!r} must be an int, not {value!r}")
            raise _Unreadable
        return value

    def _read(self, read: Callable[[], Any]) -> Any:
        """One property's reading: its value, or None when its problem is noted."""
        try:
            return read()
        except _Unreadable:
            return None

    def _facts(self, rid: str, obj: Any) -> dict[str, Any] | None:
        """A territory's facts, each property checked on its own; None if any is wrong."""
        before = len(self.problems)
        kind = self._read(lambda: self._text(rid, obj, "kind", KINDS))
        flags: dict[str, Any] = {}  # a flag whose problem is noted is None
        for name in ("city", "fort", "travel_bonus", "neutral", "orcish"):
            flags[name] = self._read(partial(self._flag, rid, obj, name))
        for flag in ("city", "fort"):
            if None not in (kind, flags[flag]) and flags[flag] != (kind == flag):
                self.note(f"territory {rid!r}: property {flag!r} contradicts kind {kind!r}")
        track = self._read(lambda: self._number(rid, obj, "track"))
        said = _leading_number(rid)
        if track is not None and not (track == NO_TRACK or track in TRACK):
            self.note(
                f"territory {rid!r}: property 'track' is {track}; the dragon's numbers are "
                f"{TRACK[0]} to {TRACK[-1]} (or {NO_TRACK}: the dragon never comes)"
            )
        elif (
            track is not None
            and said is not None
            and said != track
            and (said == NO_TRACK or said in TRACK)
        ):  # an id that starts with a dragon number is that number's territory (§1.2)
            self.note(f"territory {rid!r}: property 'track' is {track}, its id says {rid}")
        card = self._read(lambda: self._text(rid, obj, "event_card"))
        if card and not _CARD.fullmatch(card):
            self.note(f"territory {rid!r}: property 'event_card' {card!r} is not a card")
        if None not in (card, kind) and bool(card) != (kind == "plain"):
            self.note(f"territory {rid!r}: a plain needs an event card and only a plain")
        gold = self._read(lambda: self._number(rid, obj, "event_gold"))
        if None not in (gold, card) and (gold < 0 or bool(gold) != bool(card)):
            self.note(
                f"territory {rid!r}: property 'event_gold' must be positive with an event "
                f"card and 0 without, not {gold}"
            )
        self._adjacent(rid, obj)
        start = self._read(lambda: self._text(rid, obj, "start", ("", *FACTIONS)))
        read = (kind, track, card, gold, start, *flags.values())
        if len(self.problems) > before or None in read:  # None: a value pytmx could not read
            return None
        return {
            "kind": kind,
            "track": track,
            "event_card": card,
            "event_gold": gold,
            "travel_bonus": flags["travel_bonus"],
            "neutral": flags["neutral"],
            "orcish": flags["orcish"],
            "start": start,
        }

    def _adjacent(self, rid: str, obj: Any) -> None:
        """The regions a territory's `adjacent` property names, kept when they all exist
        (a name no territory has is said once for all who name it, `_check_adjacency`)."""
        text = self._read(lambda: self._text(rid, obj, "adjacent"))
        if text is None:
            return
        adjacent = frozenset(n.strip() for n in text.split(",") if n.strip())
        good = True
        for other in sorted(adjacent, key=region_order):
            if other == rid:
                self.note(f"territory {rid!r}: property 'adjacent' names the region itself")
                good = False
            elif other not in self.ids:
                self.unknown.setdefault(other, []).append(rid)
                good = False
        if good:
            self.adjacency[rid] = adjacent

    def _check_adjacency(self) -> None:
        """Each region a border names is on the map, and each border both sides list
        (between territories whose lists were read)."""
        for other in sorted(self.unknown, key=region_order):
            naming = self.unknown[other]
            names = _listed([repr(rid) for rid in naming])
            self.note(
                f"layer 'territories' has no region {other!r} "
                f"({names} {'names' if len(naming) == 1 else 'name'} it as adjacent)"
            )
        for rid in sorted(self.ids, key=region_order):
            for other in sorted(self.adjacency.get(rid, frozenset()), key=region_order):
                if other in self.adjacency and rid not in self.adjacency[other]:
                    self.note(
                        f"territory {rid!r} lists {other!r} as adjacent "
                        f"but territory {other!r} does not list {rid!r}"
                    )

    def _check_cards(self, regions: dict[str, Region]) -> None:
        seen: dict[str, str] = {}
        for rid, region in regions.items():
            card = region.event_card
            if card and card in seen:
                self.note(f"event card {card!r} names both {seen[card]!r} and {rid!r}")
            seen[card] = rid
        if self.ids and len(regions) == len(self.ids):  # all read: a card no plain has is lost
            lost = [card for card in EVENT_CARDS if card not in seen]
            if lost:
                self.note(
                    f"{plural(len(lost), 'event card')} ({', '.join(lost)}) "
                    f"{'names' if len(lost) == 1 else 'name'} no plain; each of the 16 "
                    "event cards names one plain"
                )

    # -- points -------------------------------------------------------------------------------

    def _points(self, layer: str) -> dict[str, Point] | None:
        objects = self._layer(layer)
        if objects is None:
            return None
        out: dict[str, Point] = {}
        for obj in objects:
            name = str(obj.name)
            if name in out:
                self.note(f"layer '{layer}' has two points named {name!r}")
                continue
            out[name] = (float(obj.x), float(obj.y))
        return out

    def _anchors(self, shapes: dict[str, tuple[Point, ...]]) -> dict[str, Point]:
        """The anchors layer's points, each checked to lie in its region (for the
        regions whose shape was read)."""
        points = self._points("anchors")
        if points is None:
            return {}
        for rid in sorted(self.ids, key=region_order):
            if rid not in shapes:
                continue
            for name in (rid, f"{rid}.gold", f"{rid}.hidden"):
                if name not in points:
                    self.note(f"layer 'anchors' has no point {name!r}")
                elif not inside(points[name], shapes[rid]):
                    self.note(
                        f"layer 'anchors': point {name!r} at {_show(points[name])} "
                        f"is outside region {rid!r}"
                    )
        return points

    def _track(self, regions: dict[str, Region]) -> dict[int, Point]:
        points = self._points("dragon_track")
        if points is None:
            return {}
        track: dict[int, Point] = {}
        for n in TRACK:
            at = points.get(str(n))
            if at is None:
                self.note(f"layer 'dragon_track' has no point '{n}'")
                continue
            numbered = [rid for rid, region in regions.items() if region.track == n]
            unread = [rid for rid in self.ids if rid not in regions]
            # a territory not read may be numbered n unless its id says another number
            unsure = any(_leading_number(rid) in (None, n) for rid in unread)
            if (
                self.ids
                and not unsure
                and not any(inside(at, regions[rid].polygon) for rid in numbered)
            ):
                self.note(
                    f"layer 'dragon_track': point '{n}' at {_show(at)} is not on a region "
                    f"numbered {n}"
                )
            track[n] = at
        return track


def _listed(words: list[str]) -> str:
    """ "'4'", "'4' and '6'", "'4', '6' and '8'"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


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
