"""The lab's working copy of a game's board map: read from the map, read again on each save.

A game whose board is a Tiled map says how to read it in its entry (`BoardMap`).
`MapModel.poll()` is called once a frame. When the `.tmx` or its tileset image
changed on disk it reads the map again: a good read replaces the board; a bad
one keeps the last good board and holds every problem of the file until the next
good save.
A board that loads can still have problems (a territory no border reaches): they
are listed too, with the new board shown.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game import paths
from game.core.entry import BoardMap
from game.core.errors import DataError
from game.core.map_files import read_root, source_problem, sources
from game.lab.watch import FileWatch


def tileset_files(path: Path) -> list[Path]:
    """The files the map names (tileset images, external tilesets, image layers), next
    to it, to watch for changes; [] for a map that cannot be read (the loader says why).
    A name leading out of the map's folder is never watched (the loader refuses it)."""
    try:
        root = read_root(path)
    except DataError:
        return []
    return [
        path.parent / source
        for _, source in sources(root)
        if source_problem(path.parent, source) is None
    ]


def borders(board: Any) -> list[tuple[str, str]]:
    """Each border once, as a pair of territories in board order."""
    order = {rid: n for n, rid in enumerate(board.regions)}
    pairs = {
        tuple(sorted((a, b), key=order.__getitem__))
        for a, others in board.adjacency.items()
        for b in others
        if b in order
    }
    return sorted((p[0], p[1]) for p in pairs)


def inside(point: tuple[float, float], polygon: list[tuple[float, float]]) -> bool:
    """Whether `point` lies inside `polygon` (even-odd rule)."""
    x, y = point
    found = False
    j = len(polygon) - 1
    for i, (xi, yi) in enumerate(polygon):
        xj, yj = polygon[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            found = not found
        j = i
    return found


class MapModel:
    """A game's board as the designer's map says, read again whenever it is saved."""

    def __init__(
        self,
        board_map: BoardMap,
        path: Path | None = None,
        watch: bool = True,
        poll: bool = False,
    ) -> None:
        self.board_map = board_map
        self.path = Path(path) if path is not None else paths.MAPS / board_map.file
        self.poll_mode = poll
        self.board: Any = None  # the last good board
        self.problems: list[str] = []  # what is wrong with the file as it is now
        self.warnings: list[str] = []  # what plays but looks wrong (outlines vs borders)
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
            board = self.board_map.load(self.path)
        except DataError as exc:
            # every problem of the file, and a territory cut off by its borders too
            self.problems = self.board_map.check(self.path) or [
                f"{exc.path}: {problem}" for problem in exc.problems
            ]
            self.broken = True
            self.warnings = []
            self.seconds = time.perf_counter() - began
            return False
        self.board = board
        self.problems = self.board_map.problems(board)
        self.warnings = self.board_map.warnings(self.path) if self.board_map.warnings else []
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
