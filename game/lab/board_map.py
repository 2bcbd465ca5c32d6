"""The lab's working copy of Dragon Dune's board: read from the map, read again on each save.

`MapModel.poll()` is called once a frame. When the `.tmx` or its tileset image
changed on disk it reads the map again: a good read replaces the board; a bad
one keeps the last good board and holds the problems (`map_problems`) until the
next good save. A board that loads can still have problems (a territory no
border reaches): they are listed too, with the new board shown.
"""

from __future__ import annotations

import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from game import paths
from game.core.errors import DataError
from game.games.dune import MAP_FILE
from game.games.dune.board import Board, Region, load_board, region_order
from game.games.dune.map_check import board_problems
from game.lab.watch import FileWatch


def default_map() -> Path:
    """Dragon Dune's own map."""
    return paths.MAPS / MAP_FILE


def tileset_files(path: Path) -> list[Path]:
    """The tileset images (and external tilesets) the map names, next to it; [] for a map
    that cannot be parsed (the loader says why)."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return []
    found = []
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if source:
            found.append(path.parent / source)
        for image in tileset.iter("image"):
            if image.get("source"):
                found.append(path.parent / str(image.get("source")))
    return found


def region_label(region: Region) -> list[str]:
    """What the Map view writes on a territory: its id and kind, then its flags."""
    flags = []
    if region.travel_bonus:
        flags.append("travel bonus")
    if region.neutral:
        flags.append("neutral")
    if region.orcish:
        flags.append("Orcish")
    return [f"{region.id} {region.kind}", *([" · ".join(flags)] if flags else [])]


def region_facts(board: Board, rid: str) -> str:
    """One line of everything the map says of a territory, for the pointer's region."""
    region = board.regions[rid]
    parts = [f"{rid}: {region.kind}", f"dragon number {region.track}"]
    if region.event_card:
        parts.append(f"event card {region.event_card} ({region.event_gold} gold)")
    for flag, words in (
        (region.travel_bonus, "travel bonus"),
        (region.neutral, "neutral"),
        (region.orcish, "Orcish"),
    ):
        if flag:
            parts.append(words)
    if region.start:
        parts.append(f"starts {region.start}")
    borders = sorted(board.adjacency.get(rid, frozenset()), key=region_order)
    parts.append("borders " + (", ".join(borders) if borders else "none"))
    return " · ".join(parts)


def borders(board: Board) -> list[tuple[str, str]]:
    """Each border once, as a pair of territories in board order."""
    order = {rid: n for n, rid in enumerate(board.regions)}
    pairs = {
        tuple(sorted((a, b), key=order.__getitem__))
        for a, others in board.adjacency.items()
        for b in others
        if b in order
    }
    return sorted((p[0], p[1]) for p in pairs)


class MapModel:
    """Dragon Dune's board as the designer's map says, read again whenever it is saved."""

    def __init__(self, path: Path | None = None, watch: bool = True, poll: bool = False) -> None:
        self.path = Path(path) if path is not None else default_map()
        self.poll_mode = poll
        self.board: Board | None = None  # the last good board
        self.problems: list[str] = []  # what is wrong with the file as it is now
        self.broken = False  # the last read failed: the board shown is an older one
        self.reads = 0  # good reads so far (a view redraws when this grows)
        self.seconds = 0.0
        self.files: list[Path] = []
        self.watch: FileWatch | None = None
        self.read()
        if watch:
            self._watch()

    def _watch(self) -> None:
        files = [self.path, *tileset_files(self.path)]
        if files == self.files and self.watch is not None:
            return
        if self.watch is not None:
            self.watch.close()
        self.files = files
        self.watch = FileWatch(files, poll=self.poll_mode)

    def read(self) -> bool:
        """Read the map now; True if it loaded (its board replaces the last one)."""
        began = time.perf_counter()
        try:
            board = load_board(self.path)
        except DataError as exc:
            self.problems = [str(exc)]
            self.broken = True
            self.seconds = time.perf_counter() - began
            return False
        self.board = board
        self.problems = board_problems(board)
        self.broken = False
        self.reads += 1
        self.seconds = time.perf_counter() - began
        return True

    def poll(self) -> bool:
        """Read the map again if it or its tileset changed on disk; True if it was read."""
        if self.watch is None or not self.watch.changed():
            return False
        self.read()
        self._watch()  # the map may name another tileset now
        return True

    def close(self) -> None:
        if self.watch is not None:
            self.watch.close()
            self.watch = None
