"""One picture per card for print-on-demand shops: every copy's face as its own PNG at
300 dpi of the chosen card size with its bleed, and each distinct back once.

Shops that print custom decks ask for a file per card, at the trim size plus bleed on
every side, so a deck of 44 cards is 44 face files (`heavy_blow-1.png`,
`heavy_blow-2.png`, ...) and its back (`back.png`; with several, `back-card.png`,
`back-tile.png`, or `back-<pile>.png` when piles have backs of their own). Tiles,
tokens, mats and a board come at their own proportions and `sheets.SHAPE_WIDTHS` of
the card's width, like the PDF's. The whole picture is exactly the trim plus twice the
bleed at the resolution (69 x 94 mm is 815 x 1110 pixels at 300 dpi), the bleed is the
face's edge pulled outwards, and each file says its resolution.
"""

from __future__ import annotations

import hashlib
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.lab.deck import LabCard, LabDeck, face_back, face_height
from game.lab.files import copy_file, safe_name, save_png, unique_names
from game.lab.pdf import as_printed, overflow_warnings
from game.lab.safe_area import safe_warnings
from game.lab.sheets import CardSize, PrintOptions, component_size, pixels

__all__ = ["PngGroup", "PngReport", "export_png", "picture_size"]

Progress = Callable[[int, int], None]
"""Called as (kinds written so far, kinds in all) while an export runs."""

_RATIO_WIDTH = 1000
"""The width at which a component's proportions are read."""


@dataclass(frozen=True, slots=True)
class PngGroup:
    """Pictures written together: what one is ("card face", "tile face", "back"),
    their files in order, their size in pixels with the bleed (the first file's, for
    backs of several sizes), and the trim size they print at."""

    what: str
    files: tuple[Path, ...]
    pixels: tuple[int, int]
    trim: CardSize


@dataclass(frozen=True, slots=True)
class PngReport:
    """What an export wrote: the folder, the groups of pictures, the bleed and the
    resolution, the time it took, and the cards whose text does not fit."""

    folder: Path
    groups: tuple[PngGroup, ...]
    bleed_mm: float
    dpi: int
    seconds: float
    warnings: tuple[str, ...] = ()
    safe: tuple[str, ...] = ()  # each element of a face past the safe line (safe_area)

    @property
    def files(self) -> int:
        """Every picture written."""
        return sum(len(group.files) for group in self.groups)


def picture_size(size: CardSize, bleed_mm: float, dpi: int) -> tuple[tuple[int, int], int]:
    """The trim in pixels and the bleed on each side in pixels of a picture whose whole
    size is the trim plus twice the bleed, each way rounded once (63 x 88 mm with 3 mm
    bleed at 300 dpi: 815 x 1110 in all, 35 of bleed, a trim of 745 x 1040)."""
    bleed = pixels(bleed_mm, dpi)
    whole = (pixels(size.width_mm + 2 * bleed_mm, dpi), pixels(size.height_mm + 2 * bleed_mm, dpi))
    return (whole[0] - 2 * bleed, whole[1] - 2 * bleed), bleed


def export_png(
    deck: LabDeck,
    folder: Path,
    options: PrintOptions | None = None,
    progress: Progress | None = None,
) -> PngReport:
    """Writes a PNG of each copy of each component (once each with `options.one_each`)
    and one of each distinct back into `folder` (made if missing). ValueError with a
    one-line message for options no picture can follow or a deck with nothing to write;
    OSError when a file cannot be written."""
    options = options or PrintOptions()
    options.check()
    kinds = [card for card in deck.cards() if options.one_each or card.copies > 0]
    if not kinds:
        raise ValueError(
            f"{deck.title}: no card has copies to write ({deck.cards_path}); "
            "--one-each writes one of each."
        )
    started = time.perf_counter()
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    stems = unique_names(card.id for card in kinds)
    faces: dict[tuple[str, CardSize], list[Path]] = {}
    pictures: dict[tuple[str, CardSize], tuple[int, int]] = {}
    backs: dict[str, tuple[pygame.Surface, LabCard, CardSize]] = {}
    sharing: Counter[str] = Counter()  # kinds with each back
    if progress:
        progress(0, len(kinds))
    for n, card in enumerate(kinds, 1):
        ratio = face_height(deck, card.id, _RATIO_WIDTH) / _RATIO_WIDTH
        size = component_size(options.card, card.shape, ratio)
        trim, bleed = picture_size(size, options.bleed_mm, options.dpi)
        face = as_printed(deck.face(card.id, trim[0]), card.shape, trim, bleed)
        files = faces.setdefault((card.shape, size), [])
        pictures[(card.shape, size)] = face.get_size()
        first = folder / f"{stems[card.id]}-1.png"
        save_png(face, first, options.dpi)
        files.append(first)
        for copy in range(2, _copies(card, options.one_each) + 1):
            files.append(folder / f"{stems[card.id]}-{copy}.png")
            copy_file(first, files[-1])
        back = as_printed(face_back(deck, card.id, trim[0]), card.shape, trim, bleed)
        digest = hashlib.blake2b(pygame.image.tobytes(back, "RGB"), digest_size=16)
        key = f"{digest.hexdigest()}:{back.get_size()}"
        backs.setdefault(key, (back, card, size))
        sharing[key] += 1
        if progress:
            progress(n, len(kinds))
    groups = [
        PngGroup(f"{shape} face", tuple(files), pictures[(shape, size)], size)
        for (shape, size), files in faces.items()
    ]
    groups += _write_backs(folder, list(backs.values()), list(sharing.values()), options.dpi)
    return PngReport(
        folder=folder,
        groups=tuple(groups),
        bleed_mm=options.bleed_mm,
        dpi=options.dpi,
        seconds=time.perf_counter() - started,
        warnings=overflow_warnings(deck),
        safe=safe_warnings(deck, options.card, frozenset(c.shape for c in kinds), options.dpi),
    )


def _copies(card: LabCard, one_each: bool) -> int:
    return 1 if one_each else card.copies


def _write_backs(
    folder: Path,
    backs: list[tuple[pygame.Surface, LabCard, CardSize]],
    sharing: list[int],
    dpi: int,
) -> list[PngGroup]:
    """Writes each back (as (picture, first component with it, trim size), and how many
    kinds share it) and returns them grouped by shape and size. Its name is `back.png`
    for a deck with one back; `back-<shape>.png` for the one back of a shape; else
    `back-<pile>.png` after the first pile with it when kinds share it (the first
    pile's name not yet taken), `back-<id>.png` for a back of one kind alone."""
    shapes = Counter(card.shape for _, card, _ in backs)
    taken: set[str] = set()
    groups: dict[tuple[str, CardSize], list[Path]] = {}
    sizes: dict[tuple[str, CardSize], tuple[int, int]] = {}
    for (surface, card, size), kinds in zip(backs, sharing, strict=True):
        if len(backs) == 1:
            wished = ["back"]
        elif shapes[card.shape] == 1:
            wished = [f"back-{safe_name(card.shape)}"]
        else:
            wished = [f"back-{safe_name(card.stack)}"] if kinds > 1 else []
            wished.append(f"back-{safe_name(card.id)}")
        name = next((stem for stem in wished if stem not in taken), "")
        n = 1
        while not name or name in taken:
            n += 1
            name = f"{wished[-1]}_{n}"
        taken.add(name)
        path = folder / f"{name}.png"
        save_png(surface, path, dpi)
        groups.setdefault((card.shape, size), []).append(path)
        sizes[(card.shape, size)] = surface.get_size()
    found = []
    for (shape, trim), files in groups.items():
        what = f"{shape} back" if len(backs) > 1 else "back"
        found.append(PngGroup(what, tuple(files), sizes[(shape, trim)], trim))
    return found
