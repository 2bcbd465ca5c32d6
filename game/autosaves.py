"""Autosaves: one for each game in progress, so starting or loading another game never
overwrites one.

A table writes its game after every move to a file of its own in the `autosaves`
folder of the user's data directory, named by the game and the moment it was first
written ("hatch-20261129-101502.json"); a game continued from its autosave goes on
writing to that same file, a game loaded from a named save gets a new one (the named
save stays as it was saved), and a game that ends removes its autosave. Continue on
the title screen picks up the newest; the Load screen lists them all beside the
named saves. The single `autosave.json` of earlier versions is still read as one of
them, so an update loses no game. Nothing here draws or imports pygame.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path

from game import paths
from game.core.registry import Registry
from game.saved_games import SUFFIX, SavedGame, describe

FOLDER = "autosaves"
LEGACY = "autosave.json"
"""The one autosave of earlier versions, beside the folder: read, continued, never
written for a new game."""


def autosaves_dir() -> Path:
    return paths.user_data_dir() / FOLDER


def legacy_path() -> Path:
    return paths.user_data_dir() / LEGACY


def is_autosave(path: Path) -> bool:
    """Whether `path` is an autosave (a game continued from it writes to it again)."""
    return path.parent == autosaves_dir() or path == legacy_path()


def new_slot(game: str, now: datetime | None = None) -> Path:
    """A file for a new game's autosave, taken by no other game."""
    folder = autosaves_dir()
    stem = f"{game}-{(now or datetime.now()):%Y%m%d-%H%M%S}"
    path, n = folder / f"{stem}{SUFFIX}", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}{SUFFIX}"
    return path


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def slots() -> list[Path]:
    """Every autosave, the most recently written first."""
    try:
        found = [p for p in autosaves_dir().iterdir() if p.name.endswith(SUFFIX) and p.is_file()]
    except OSError:  # no folder yet: no game has been autosaved
        found = []
    if legacy_path().is_file():
        found.append(legacy_path())
    return sorted(found, key=lambda p: (-_modified(p), p.name))


def latest() -> Path | None:
    """The autosave Continue picks up: the game played last."""
    found = slots()
    return found[0] if found else None


def list_autosaves(registry: Registry) -> list[SavedGame]:
    """Every autosave as the Load screen lists it, newest first, named as a game in
    progress ("Hatch, in progress"); a damaged one is listed with its problem."""
    games = []
    for path in slots():
        game = describe(path, registry)
        name = f"{game.title}, in progress" if game.title else "A game in progress"
        games.append(replace(game, name=name, autosave=True))
    return games
