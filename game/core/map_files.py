"""A Tiled map (.tmx) from someone else, read safely: its size bounded before anything is
allocated, and every file it names kept inside its own folder.

A map names other files by `source` (a tileset image, an external tileset, an image
layer's picture, a template). Such a name may only be a plain relative path that stays
in the map's folder: no absolute path, no drive, no `..`, no web address, no link
leading out (`source_problem`). A map is refused before it is parsed when its file is
larger than `MAX_BYTES` or holds a document type (`<!DOCTYPE`, where XML's entity
tricks live; Tiled never writes one), and after the XML is parsed but before any layer
is built when its width, height, tile size or number of layers and cells is beyond
the caps below (`read_root`), so a 200000×200000 map is refused at once, not after
gigabytes. Pure: no pygame.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path, PurePosixPath, PureWindowsPath

from game.core.errors import DataError

MAX_BYTES = 8_000_000
"""The largest map file: the shipped map is 41 KB; 8 MB holds a 1,000×1,000 map in CSV."""
MAX_SIDE = 1_024
"""The most tiles a map (or a layer) may have across or down (the shipped map: 57×25)."""
MAX_CELLS = 262_144
"""The most cells one layer may hold (512×512)."""
MAX_LAYERS = 64
"""The most layers (tile, object, image and group layers together)."""
MAX_ALL_CELLS = 2_000_000
"""The most cells of all the tile layers together."""
MAX_TILE = 512
"""The largest tile side, in pixels (the shipped tiles are 32)."""
MAX_PIXELS = 16_384
"""The largest map side in pixels (tiles across × tile width)."""
MAX_OBJECTS = 10_000
"""The most objects of all the object layers (the shipped map has 160)."""

_LAYERS = ("layer", "objectgroup", "imagelayer", "group")


TILED_JSON_SUFFIXES = (".tmj", ".json")
"""The names Tiled gives a map saved in its JSON format, which this app does not read."""

SAVE_AS_TMX = (
    "save it as .tmx (in Tiled: File > Export As… and choose the TMX format, or Save As "
    "with the TMX format)"
)


def json_map_problem(path: str | Path, raw: bytes | None = None) -> str | None:
    """What is wrong when `path` is a Tiled JSON map (by its name, or by its text starting
    with `{` when `raw` is given): the app reads Tiled's XML maps only. None otherwise."""
    named = Path(path).suffix.lower() in TILED_JSON_SUFFIXES
    if named or (raw is not None and raw.lstrip()[:1] == b"{"):
        return f"this is a Tiled JSON map; Dragon Table reads .tmx maps: {SAVE_AS_TMX}"
    return None


def read_root(path: str | Path) -> ElementTree.Element:
    """The map's XML, checked for size before it is parsed and for its dimensions after;
    `DataError` naming the file and what is wrong."""
    shown = str(path)
    file = Path(path)
    try:
        size = file.stat().st_size
    except FileNotFoundError:
        raise DataError(shown, "the map file is missing") from None
    except OSError as exc:
        raise DataError(shown, f"the map cannot be read ({exc.strerror or exc})") from None
    if size > MAX_BYTES:
        raise DataError(
            shown, f"the map is {size:,} bytes; a map may be {MAX_BYTES:,} bytes at most"
        )
    try:
        raw = file.read_bytes()
    except OSError as exc:
        raise DataError(shown, f"the map cannot be read ({exc.strerror or exc})") from None
    json_map = json_map_problem(file, raw)
    if json_map is not None:
        raise DataError(shown, json_map)
    if b"<!DOCTYPE" in raw or b"<!ENTITY" in raw:
        raise DataError(
            shown, "the map holds a document type (<!DOCTYPE or <!ENTITY); Tiled writes none"
        )
    try:
        root = ElementTree.fromstring(raw)
    except ElementTree.ParseError as exc:
        raise DataError(shown, f"the map is not well-formed XML ({exc})") from None
    except RecursionError:
        raise DataError(shown, "the map nests its elements too deep to be a map") from None
    problem = size_problem(root)
    if problem is not None:
        raise DataError(shown, problem)
    return root


def _whole(element: ElementTree.Element, name: str) -> int | None:
    """The attribute as a whole number, or None when it is absent or not one."""
    value = element.get(name)
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return None


def size_problem(root: ElementTree.Element) -> str | None:
    """Why the map is too large to read (its attributes only), or None."""
    if root.tag != "map":
        return f"the file is not a Tiled map (its first element is <{root.tag}>, not <map>)"
    width, height = _whole(root, "width") or 0, _whole(root, "height") or 0
    tile_w, tile_h = _whole(root, "tilewidth") or 0, _whole(root, "tileheight") or 0
    if not (0 <= width <= MAX_SIDE and 0 <= height <= MAX_SIDE):
        return (
            f"the map is {width}×{height} tiles; a map may be {MAX_SIDE}×{MAX_SIDE} tiles at most"
        )
    if width * height > MAX_CELLS:
        return f"the map has {width * height:,} cells; a map may have {MAX_CELLS:,} at most"
    if not (0 <= tile_w <= MAX_TILE and 0 <= tile_h <= MAX_TILE):
        return f"its tiles are {tile_w}×{tile_h} pixels; a tile may be {MAX_TILE} at most"
    if width * tile_w > MAX_PIXELS or height * tile_h > MAX_PIXELS:
        return (
            f"the map is {width * tile_w:,}×{height * tile_h:,} pixels; a map may be "
            f"{MAX_PIXELS:,} pixels across and down at most"
        )
    layers = [node for node in root.iter() if node.tag in _LAYERS]
    if len(layers) > MAX_LAYERS:
        return f"the map has {len(layers)} layers; a map may have {MAX_LAYERS} at most"
    objects = sum(1 for _ in root.iter("object"))
    if objects > MAX_OBJECTS:
        return f"the map has {objects:,} objects; a map may have {MAX_OBJECTS:,} at most"
    cells = 0
    for layer in layers:
        if layer.tag != "layer":
            continue
        w, h = _whole(layer, "width") or 0, _whole(layer, "height") or 0
        name = layer.get("name", "")
        if not (0 <= w <= MAX_SIDE and 0 <= h <= MAX_SIDE) or w * h > MAX_CELLS:
            return (
                f"layer '{name}' is {w}×{h} tiles; a layer may be {MAX_SIDE}×{MAX_SIDE} "
                f"and {MAX_CELLS:,} cells at most"
            )
        for chunk in layer.iter("chunk"):  # an infinite map's pieces
            cw, ch = _whole(chunk, "width") or 0, _whole(chunk, "height") or 0
            if not (0 <= cw <= MAX_SIDE and 0 <= ch <= MAX_SIDE):
                return f"layer '{name}' has a chunk of {cw}×{ch} tiles; too large for a map"
            cells += cw * ch
        cells += w * h
    if cells > MAX_ALL_CELLS:
        return (
            f"the map's tile layers hold {cells:,} cells; a map may hold {MAX_ALL_CELLS:,} at most"
        )
    return None


def sources(root: ElementTree.Element) -> list[tuple[str, str]]:
    """Every file the map names: (the element naming it, its `source`), in file order
    (tilesets, their images, image layers' pictures, templates)."""
    found = []
    for node in root.iter():
        source = node.get("source")
        if source is not None:
            found.append((node.tag, source))
        template = node.get("template")
        if template is not None:
            found.append((node.tag, template))
    return found


def source_problem(folder: Path, source: str) -> str | None:
    """Why a map may not name `source` (relative to the map's `folder`), or None: only a
    plain relative path inside the folder is allowed."""
    quoted = repr(source)
    if not source.strip():
        return "names an empty file name"
    if "://" in source or source.lower().startswith(("file:", "data:", "http:", "https:")):
        return f"names {quoted}, a web address; a map names files beside it only"
    posix, windows = PurePosixPath(source), PureWindowsPath(source)
    if posix.is_absolute() or windows.is_absolute() or windows.drive or source.startswith("\\"):
        return f"names {quoted}, an absolute path; a map names files in its own folder only"
    if ".." in posix.parts or ".." in windows.parts:
        return f"names {quoted}, which leads out of the map's folder ('..')"
    if "\x00" in source:
        return f"names {quoted}, which holds a NUL character"
    try:
        inside = (folder / source).resolve().is_relative_to(folder.resolve())
    except (OSError, ValueError):
        inside = False
    if not inside:
        return f"names {quoted}, which leads out of the map's folder (through a link)"
    return None


def unsafe_sources(path: Path, root: ElementTree.Element) -> list[str]:
    """A sentence for each file the map at `path` may not name (`source_problem`)."""
    said = []
    for tag, source in sources(root):
        problem = source_problem(path.parent, source)
        if problem is not None:
            said.append(f"its <{tag}> {problem}")
    return said


def safe_target(folder: Path, relative: str) -> Path:
    """Where a file a map names goes inside `folder` (a worker's copy of the map);
    ValueError when `relative` would lead anywhere else."""
    problem = source_problem(folder, relative)
    if problem is not None:
        raise ValueError(f"a map file {problem}")
    return folder / relative
