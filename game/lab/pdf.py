"""Print-and-play sheets: every card of a lab deck as a PDF to print at home or at a shop.

Faces are rendered at 300 dpi at the trim size, with the bleed filled by
extending each face's edge outwards (corners squared), and placed where
`sheets.sheet_layout` says, with crop marks in the margins and TrimBox and
BleedBox on each page. Backs follow for duplex (each page of faces, then its
backs mirrored for the binding edge) or sit beside the faces for fold-over. The
first page is a calibration page: rulers and the card at true size, to check the
printer did not scale the sheets.

Components of other shapes (tiles, tokens, mats, a board) follow the cards on sheets
of their own, each at its own proportions and `sheets.SHAPE_WIDTHS` of the card's
width; one too large for a page is scaled down to fit one page, and the report says so.
Each component has its own back (`deck.face_back`), stored once however many share it.
"""

from __future__ import annotations

import hashlib
import math
import os
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.words import plural, verb
from game.lab.deck import SHAPES, LabCard, LabDeck, face_back, face_height, overflow_list
from game.lab.safe_area import safe_warnings
from game.lab.sheets import (
    MARK_GAP_MM,
    MARK_LENGTH_MM,
    MM,
    PAPERS,
    TILE_OVERLAP_MM,
    CardSize,
    PrintOptions,
    Rect,
    SheetLayout,
    TilePlan,
    component_size,
    fitted_layout,
    pixels,
    sheet_layout,
    tile_plan,
)

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

__all__ = [
    "PrintOptions",
    "PrintReport",
    "as_printed",
    "export_pdf",
    "overflow_warnings",
    "print_list",
    "shape_counts",
    "with_bleed",
]

Progress = Callable[[int, int], None]
"""Called as (cards placed so far, cards in all) while an export runs."""

_BACK_WORDS = {
    "duplex-long": "on the page after each page of faces: print double-sided, "
    "flip on the long edge.",
    "duplex-short": "on the page after each page of faces: print double-sided, "
    "flip on the short edge.",
    "fold": "beside the faces: fold each sheet on the dashed line, glue, then cut.",
    "none": "none printed.",
}


@dataclass(frozen=True, slots=True)
class PrintReport:
    """What an export wrote: the file, its pages, the cards on them, the cards a page,
    the time it took, and anything the designer should know (faces whose proportions
    differ from the card size, a board scaled to fit a page). `others` counts the
    components of other shapes by shape (("tile", 6), ("board", 1)); `warnings` names
    each card whose text does not fit (`overflow_warnings`)."""

    path: Path
    pages: int
    cards: int
    per_page: int
    seconds: float
    notes: tuple[str, ...] = ()
    others: tuple[tuple[str, int], ...] = ()
    warnings: tuple[str, ...] = ()
    safe: tuple[str, ...] = ()  # each element of a face past the safe line (safe_area)


def print_list(deck: LabDeck, one_each: bool = False) -> list[LabCard]:
    """Every component to print in the card file's order: each kind `copies` times (once
    each with `one_each`)."""
    return [card for card in deck.cards() for _ in range(1 if one_each else max(0, card.copies))]


def shape_counts(components: list[LabCard]) -> tuple[tuple[str, int], ...]:
    """How many components of each shape but cards, in SHAPES order: (("tile", 6),)."""
    counts = Counter(card.shape for card in components if card.shape != "card")
    return tuple((shape, counts[shape]) for shape in SHAPES if counts[shape])


def overflow_warnings(deck: LabDeck) -> tuple[str, ...]:
    """One line per card with a text that does not fit its box even at the layout's
    smallest size, naming the card and its fields: exports write such a card as it is
    (its text over its neighbours), so each says so."""
    names = {card.id: card.name for card in deck.cards()}
    fields: dict[str, list[str]] = {}
    where: dict[str, str] = {}
    for found in overflow_list(deck):
        fields.setdefault(found.card, []).append(found.field)
        of = f" of {found.file}" if found.file else ""
        where.setdefault(found.card, f" (line {found.line}{of})" if found.line else "")
    lines = []
    for card, too_long in fields.items():
        name = names.get(card, card)
        shown = name if name == card else f"{name} ({card})"
        lines.append(
            f"{shown}: {_listed(too_long)} {verb(len(too_long), 'does', 'do')} not fit "
            f"{verb(len(too_long), 'its box', 'their boxes')}{where[card]}; written as it is"
        )
    return tuple(lines)


def _listed(words: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    *most, last = words
    return f"{', '.join(most)} and {last}" if most else last


def export_pdf(
    deck: LabDeck,
    path: Path,
    options: PrintOptions | None = None,
    progress: Progress | None = None,
) -> PrintReport:
    """Writes the deck's print-and-play PDF to `path` (through a temporary file, so an
    old PDF is replaced only by a complete new one). ValueError with a one-line message
    for options no sheet can follow or a deck with nothing to print; OSError when the
    file cannot be written."""
    options = options or PrintOptions()
    layout = sheet_layout(options)
    everything = print_list(deck, options.one_each)
    if not everything:
        raise ValueError(
            f"{deck.title}: no card has copies to print ({deck.cards_path}); "
            "--one-each prints one of each."
        )
    cards = [card for card in everything if card.shape == "card"]
    started = time.perf_counter()
    path = Path(path)
    images = _Images(deck, options)
    runs = [_Run(layout, cards, images.trim)] if cards else []
    notes: list[str] = []
    for size, group in _by_size(deck, options, everything):
        fitted, scale = fitted_layout(replace(options, card=size))
        if scale < 1 and options.tile_large:
            plan = tile_plan(replace(options, card=size))
            trim = (pixels(size.width_mm, options.dpi), pixels(size.height_mm, options.dpi))
            runs.append(_Run(fitted, group, trim, plan))
            names = _listed(list(dict.fromkeys(card.name for card in group)))
            notes.append(
                f"{names} ({_mm(size.width_mm)} x {_mm(size.height_mm)} mm) "
                f"{verb(len(group), 'is', 'are')} larger than {PAPERS[options.paper].name}: "
                f"tiled at true size over {plan.pages} pages each ({plan.columns} x "
                f"{plan.rows}, {_mm(TILE_OVERLAP_MM)} mm overlapping), on one side."
            )
            continue
        _, _, w, h = fitted.faces[0]
        runs.append(_Run(fitted, group, (pixels(w / MM, options.dpi), pixels(h / MM, options.dpi))))
        if scale < 1:
            names = _listed(list(dict.fromkeys(card.name for card in group)))
            notes.append(
                f"{names} ({_mm(size.width_mm)} x {_mm(size.height_mm)} mm) "
                f"{verb(len(group), 'is', 'are')} larger than "
                f"{PAPERS[options.paper].name}: printed at {math.floor(scale * 100)} % "
                f"({_mm(w / MM)} x {_mm(h / MM)} mm), one a page."
            )
    warnings = overflow_warnings(deck)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        temporary.write_bytes(b"")  # a folder that cannot be written fails before the work
        with _binary_streams():
            pages = _write(temporary, deck, options, layout, runs, images, progress)
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
    return PrintReport(
        path=path,
        pages=pages,
        cards=len(cards),
        per_page=layout.per_page,
        seconds=time.perf_counter() - started,
        notes=images.notes() + tuple(notes),
        others=shape_counts(everything),
        warnings=warnings,
        safe=safe_warnings(deck, options.card, _shapes(everything), options.dpi),
    )


def _shapes(components: list[LabCard]) -> frozenset[str]:
    return frozenset(card.shape for card in components)


@dataclass(frozen=True, slots=True)
class _Run:
    """Pages of one size of component: their grid, the copies on them in order, and
    each one's trim in pixels."""

    layout: SheetLayout
    items: list[LabCard]
    trim: tuple[int, int]
    tiles: TilePlan | None = None  # a component at true size over several pages


def _by_size(
    deck: LabDeck, options: PrintOptions, components: list[LabCard]
) -> list[tuple[CardSize, list[LabCard]]]:
    """The components other than cards grouped by trim size, tiles first, then tokens,
    mats and boards (deck.SHAPES), each group in the card file's order."""
    groups: dict[CardSize, list[LabCard]] = {}
    ratios: dict[str, float] = {}
    for card in components:
        if card.shape == "card":
            continue
        if card.id not in ratios:
            ratios[card.id] = face_height(deck, card.id, _RATIO_WIDTH) / _RATIO_WIDTH
        size = component_size(options.card, card.shape, ratios[card.id])
        groups.setdefault(size, []).append(card)
    order = {shape: n for n, shape in enumerate(SHAPES)}
    return sorted(groups.items(), key=lambda group: order.get(group[0].name, len(order)))


_RATIO_WIDTH = 1000
"""The width at which a component's proportions are read (its height at this width)."""


def _write(
    path: Path,
    deck: LabDeck,
    options: PrintOptions,
    layout: SheetLayout,
    runs: list[_Run],
    images: _Images,
    progress: Progress | None,
) -> int:
    """Draws every page into the file at `path`; the number of pages."""
    from reportlab.pdfgen.canvas import Canvas  # only when a PDF is asked for

    canvas = Canvas(str(path), pagesize=layout.page, pageCompression=1)
    canvas.setTitle(f"{deck.title}: print-and-play cards")
    canvas.setCreator("Dragon Table layout lab")
    pages = 0
    total = sum(len(run.items) for run in runs)
    if options.calibration:
        cards = len(runs[0].items) if runs and runs[0].layout is layout else 0
        pages += _calibration_pages(canvas, deck, options, layout, cards, total - cards)
    placed = 0
    if progress:
        progress(0, total)
    for run in runs:
        if run.tiles is not None:
            for card in run.items:
                pages += _tiled_pages(canvas, images, run, card, run.tiles)
                placed += 1
                if progress:
                    progress(placed, total)
            continue
        for batch in _batches(run.items, run.layout.per_page):
            canvas.setPageSize(run.layout.page)
            _face_page(canvas, images, run, batch)
            pages += 1
            if run.layout.duplex:
                canvas.setPageSize(run.layout.page)
                _back_page(canvas, images, run, batch)
                pages += 1
            placed += len(batch)
            if progress:
                progress(placed, total)
    canvas.save()
    return pages


@contextmanager
def _binary_streams() -> Iterator[None]:
    """Streams stored as compressed bytes, without reportlab's default ASCII85 text
    encoding: a quarter smaller, and several times faster for 300 dpi faces."""
    from reportlab import rl_config

    before = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = before


def with_bleed(face: pygame.Surface, trim: tuple[int, int], bleed: int) -> pygame.Surface:
    """The face on an opaque surface of the trim size plus `bleed` pixels on every
    side: the face fills the trim (as it is when within 0.5 % of it, centred at its
    own proportions when they differ by more than 2 %), its transparent corners are
    squared with its most common edge colour, and all around it is its edge pulled
    outwards."""
    trim_w, trim_h = trim
    face_w, face_h = face.get_size()
    scale = min(trim_w / face_w, trim_h / face_h)
    size = (round(face_w * scale), round(face_h * scale))
    if _near(face_w, trim_w, 0.005) and _near(face_h, trim_h, 0.005):
        size = (face_w, face_h)  # within a few pixels: sharper unresampled, centred
    elif _near(size[0], trim_w, 0.02) and _near(size[1], trim_h, 0.02):
        size = (trim_w, trim_h)
    fill = edge_colour(face)
    flat = pygame.Surface((face_w, face_h))
    flat.fill(fill)
    flat.blit(face, (0, 0))
    if size != (face_w, face_h):
        flat = _resize(flat, size)
    out = pygame.Surface((trim_w + 2 * bleed, trim_h + 2 * bleed))
    out.fill(fill)
    w, h = size
    x = (out.get_width() - w) // 2
    y = (out.get_height() - h) // 2
    right, below = out.get_width() - x - w, out.get_height() - y - h
    strips = (
        ((0, 0, w, 1), (w, y), (x, 0)),
        ((0, h - 1, w, 1), (w, below), (x, y + h)),
        ((0, 0, 1, h), (x, h), (0, y)),
        ((w - 1, 0, 1, h), (right, h), (x + w, y)),
    )
    for source, stretched, at in strips:
        if stretched[0] > 0 and stretched[1] > 0:
            out.blit(pygame.transform.scale(flat.subsurface(source), stretched), at)
    out.blit(flat, (x, y))
    return out


def as_printed(
    face: pygame.Surface, shape: str, trim: tuple[int, int], bleed: int
) -> pygame.Surface:
    """The face as it goes to print, its trim plus `bleed` pixels each side: a card's,
    tile's, mat's or board's by `with_bleed`; a token, punched out round, on white paper
    all around (its rim is not pulled outwards)."""
    if shape != "token":
        return with_bleed(face, trim, bleed)
    flat = pygame.Surface(face.get_size())
    flat.fill((255, 255, 255))
    flat.blit(face, (0, 0))
    paper = pygame.Surface((trim[0] + 2 * bleed, trim[1] + 2 * bleed))
    paper.fill((255, 255, 255))
    paper.blit(with_bleed(flat, trim, 0), (bleed, bleed))
    return paper


def edge_colour(face: pygame.Surface) -> tuple[int, int, int]:
    """The most common opaque colour on the face's outermost pixels (a little further
    in where the outermost are transparent); white when none is opaque."""
    w, h = face.get_size()
    for inset in range(max(1, min(w, h) // 20)):
        seen: Counter[tuple[int, int, int]] = Counter()
        for x in range(inset, w - inset, 3):
            for y in (inset, h - 1 - inset):
                _count(face, x, y, seen)
        for y in range(inset, h - inset, 3):
            for x in (inset, w - 1 - inset):
                _count(face, x, y, seen)
        if seen:
            return seen.most_common(1)[0][0]
    return (255, 255, 255)


def _count(face: pygame.Surface, x: int, y: int, seen: Counter[tuple[int, int, int]]) -> None:
    r, g, b, a = face.get_at((x, y))
    if a >= 200:
        seen[(r, g, b)] += 1


def _near(size: int, target: int, share: float) -> bool:
    return abs(size - target) <= target * share


def _resize(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """The (opaque) surface at another size: each side enlarged smoothly to a power of two
    times its new length, then halved as often, so a plain colour stays exactly that
    colour (pygame's smoothscale darkens a little when it shrinks by any other factor), a
    side that keeps its length keeps its pixels, and each pixel is close to the average
    of the area it covers."""
    w, h = surface.get_size()
    across, down = 1, 1
    while size[0] * across < w:
        across *= 2
    while size[1] * down < h:
        down *= 2
    out = pygame.transform.smoothscale(surface, (size[0] * across, size[1] * down))
    while across > 1 or down > 1:
        across, down = max(1, across // 2), max(1, down // 2)
        out = pygame.transform.smoothscale(out, (size[0] * across, size[1] * down))
    return out


class _Pixels:
    """A picture as reportlab takes one it does not open itself: its size and RGB bytes,
    named for the PDF. The lab needs no imaging library beside pygame's, so the built app
    leaves Pillow out."""

    mode = "RGB"

    def __init__(self, surface: pygame.Surface, name: str) -> None:
        self.size = surface.get_size()
        self.data = pygame.image.tobytes(surface, "RGB")
        self.name = name  # one per picture of a document: reportlab keeps one per name

    def __str__(self) -> str:
        return f"dragon-table-picture:{self.name}"

    def jpeg_fh(self) -> None:
        return None  # raw pixels, not a JPEG file to copy in

    def getSize(self) -> tuple[int, int]:  # reportlab names these three
        return self.size

    def getRGBData(self) -> bytes:
        return self.data

    def getTransparent(self) -> None:
        return None  # no colour is transparent: the pixels are RGB only


class _Images:
    """Each card's face (and each back) rendered once, stored once in the PDF as a form
    and drawn by name wherever a copy goes; backs alike in every pixel share one form."""

    def __init__(self, deck: LabDeck, options: PrintOptions) -> None:
        self.deck = deck
        self.trim = (
            pixels(options.card.width_mm, options.dpi),
            pixels(options.card.height_mm, options.dpi),
        )
        self.bleed = pixels(options.bleed_mm, options.dpi)
        self.card = options.card
        self.forms: dict[str, str] = {}
        self.backs: dict[str, str] = {}  # form names by the digest of their pixels
        self._notes: list[str] = []

    def face(self, canvas: Canvas, card: LabCard, trim: tuple[int, int]) -> str:
        key = f"face:{card.id}:{trim}"
        if key not in self.forms:
            surface = self.deck.face(card.id, trim[0])
            if card.shape == "card":
                self._check_shape(surface)
            surface = as_printed(surface, card.shape, trim, self.bleed)
            self.forms[key] = self._form(canvas, f"face{len(self.forms)}", surface)
        return self.forms[key]

    def back(self, canvas: Canvas, card: LabCard, trim: tuple[int, int], turned: bool) -> str:
        key = f"back:{card.id}:{trim}:{turned}"
        if key not in self.forms:
            back = face_back(self.deck, card.id, trim[0])
            surface = as_printed(back, card.shape, trim, self.bleed)
            if turned:
                surface = pygame.transform.rotate(surface, 180)
            digest = hashlib.blake2b(pygame.image.tobytes(surface, "RGB"), digest_size=16)
            seen = f"{digest.hexdigest()}:{surface.get_size()}"
            if seen not in self.backs:
                name = f"back{len(self.backs)}{'_turned' if turned else ''}"
                self.backs[seen] = self._form(canvas, name, surface)
            self.forms[key] = self.backs[seen]
        return self.forms[key]

    def _form(self, canvas: Canvas, name: str, surface: pygame.Surface) -> str:
        canvas.beginForm(name, 0, 0, 1, 1)
        canvas.drawImage(_Pixels(surface, name), 0, 0, 1, 1)
        canvas.endForm()
        return name

    def _check_shape(self, surface: pygame.Surface) -> None:
        if self._notes:
            return
        face_w, face_h = surface.get_size()
        trim_w, trim_h = self.trim
        if abs(face_h / face_w - trim_h / trim_w) > 0.02 * trim_h / trim_w:
            shape = "taller" if face_h / face_w > trim_h / trim_w else "wider"
            self._notes.append(
                f"{self.deck.title} faces are {shape} than a {self.card.label()} card "
                f"({face_w / face_h:.2f} wide for 1 tall, the card {trim_w / trim_h:.2f}): "
                "each face is centred on its card, its edge colour around it."
            )

    def notes(self) -> tuple[str, ...]:
        return tuple(self._notes)


def _batches(cards: list[LabCard], size: int) -> Iterator[list[LabCard]]:
    for start in range(0, len(cards), size):
        yield cards[start : start + size]


def _place(canvas: Canvas, form: str, trim: Rect, bleed: float, painted: Rect) -> None:
    """Draws a card's image over its trim rectangle and its bleed, cut to `painted`
    (less bleed where shared cuts or a narrow gutter put a neighbour close)."""
    x, y, w, h = trim
    canvas.saveState()
    if painted != (x - bleed, y - bleed, w + 2 * bleed, h + 2 * bleed):
        clip = canvas.beginPath()
        clip.rect(*painted)
        canvas.clipPath(clip, stroke=0, fill=0)
    canvas.transform(w + 2 * bleed, 0, 0, h + 2 * bleed, x - bleed, y - bleed)
    canvas.doForm(form)
    canvas.restoreState()


def _face_page(canvas: Canvas, images: _Images, run: _Run, batch: list[LabCard]) -> None:
    layout = run.layout
    trim_box, bleed_box = layout.face_boxes()
    canvas.setTrimBox(trim_box)
    canvas.setBleedBox(bleed_box)
    painted = layout.painted(layout.faces, len(batch))
    for slot, card, paint in zip(layout.faces, batch, painted, strict=False):
        _place(canvas, images.face(canvas, card, run.trim), slot, layout.bleed, paint)
    if layout.mode == "fold":
        painted = layout.painted(layout.backs, len(batch))
        for slot, card, paint in zip(layout.backs, batch, painted, strict=False):
            back = images.back(canvas, card, run.trim, False)
            _place(canvas, back, slot, layout.bleed, paint)
        _fold_line(canvas, layout)
    _marks(canvas, layout, len(batch))
    canvas.showPage()


def _back_page(canvas: Canvas, images: _Images, run: _Run, batch: list[LabCard]) -> None:
    layout = run.layout
    trim_box, bleed_box = layout.back_boxes()
    canvas.setTrimBox(trim_box)
    canvas.setBleedBox(bleed_box)
    painted = layout.painted(layout.backs, len(batch))
    for slot, card, paint in zip(layout.backs, batch, painted, strict=False):
        back = images.back(canvas, card, run.trim, layout.backs_turned)
        _place(canvas, back, slot, layout.bleed, paint)
    canvas.showPage()


def _tiled_pages(canvas: Canvas, images: _Images, run: _Run, card: LabCard, plan: TilePlan) -> int:
    """One copy of a large component at true size over the plan's pages, row by row,
    each with the alignment marks in its overlaps, crop marks where the trim line
    crosses its margins, and a line saying which page it is (for duplex, each with a
    blank back); the pages drawn."""
    ax, ay, aw, ah = plan.area
    w, h = plan.size
    gap, length = MARK_GAP_MM * MM, MARK_LENGTH_MM * MM
    for row in range(plan.rows):
        for column in range(plan.columns):
            canvas.setPageSize(plan.page)
            canvas.setTrimBox((ax, ay, ax + aw, ay + ah))
            canvas.setBleedBox((ax, ay, ax + aw, ay + ah))
            x, y, _, _ = trim = plan.origin(row, column)
            _place(canvas, images.face(canvas, card, run.trim), trim, plan.bleed, plan.area)
            canvas.saveState()
            for mx, my in plan.marks():
                px, py = x + mx, y + my
                if ax <= px <= ax + aw and ay <= py <= ay + ah:
                    _alignment_mark(canvas, px, py)
            canvas.setLineWidth(0.25)
            canvas.setStrokeColorRGB(0, 0, 0)
            for edge in (x, x + w):
                if ax <= edge <= ax + aw:
                    canvas.line(edge, ay + ah + gap, edge, ay + ah + gap + length)
                    canvas.line(edge, ay - gap, edge, ay - gap - length)
            for edge in (y, y + h):
                if ay <= edge <= ay + ah:
                    canvas.line(ax - gap, edge, ax - gap - length, edge)
                    canvas.line(ax + aw + gap, edge, ax + aw + gap + length, edge)
            canvas.setFont("Helvetica", 7)
            canvas.setFillColorRGB(0.3, 0.3, 0.3)
            canvas.drawCentredString(
                plan.page[0] / 2,
                ay - gap - length - 1.5 * MM,
                f"{card.name}: page {row * plan.columns + column + 1} of {plan.pages}, row "
                f"{row + 1} of {plan.rows}, column {column + 1} of {plan.columns}. Lay the "
                "pages over each other so the round marks meet, glue, then cut on the marks.",
            )
            canvas.restoreState()
            canvas.showPage()
            if run.layout.duplex:  # its back left blank, so the next page is not on it
                canvas.setPageSize(plan.page)
                canvas.setFont("Helvetica", 7)
                canvas.drawCentredString(
                    plan.page[0] / 2, plan.page[1] / 2, "The back of a board's page: left blank."
                )
                canvas.showPage()
    return plan.pages * (2 if run.layout.duplex else 1)


def _alignment_mark(canvas: Canvas, x: float, y: float) -> None:
    """A circle with a cross through it, black over white so it shows on any art."""
    r = 2.5 * MM
    for width, grey in ((1.4, 1.0), (0.4, 0.0)):
        canvas.setLineWidth(width)
        canvas.setStrokeColorRGB(grey, grey, grey)
        canvas.circle(x, y, r, stroke=1, fill=0)
        canvas.line(x - 1.6 * r, y, x + 1.6 * r, y)
        canvas.line(x, y - 1.6 * r, x, y + 1.6 * r)


def _marks(canvas: Canvas, layout: SheetLayout, used: int) -> None:
    canvas.saveState()
    canvas.setLineWidth(0.25)
    canvas.setStrokeColorRGB(0, 0, 0)
    for x1, y1, x2, y2 in layout.face_marks(used):
        canvas.line(x1, y1, x2, y2)
    canvas.restoreState()


def _fold_line(canvas: Canvas, layout: SheetLayout) -> None:
    assert layout.fold_x is not None
    height = layout.page[1]
    canvas.saveState()
    canvas.setLineWidth(0.5)
    canvas.setStrokeColorRGB(0.45, 0.45, 0.45)
    canvas.setDash(4, 3)
    canvas.line(layout.fold_x, 4 * MM, layout.fold_x, height - 4 * MM)
    canvas.setFillColorRGB(0.45, 0.45, 0.45)
    canvas.setFont("Helvetica", 7)
    canvas.drawCentredString(layout.fold_x, height - 3.2 * MM, "fold")
    canvas.restoreState()


def _calibration_pages(
    canvas: Canvas,
    deck: LabDeck,
    options: PrintOptions,
    layout: SheetLayout,
    cards: int,
    others: int = 0,
) -> int:
    """The calibration page (and for duplex its blank back); the pages drawn."""
    width, height = layout.page
    canvas.setTrimBox((0, 0, width, height))
    canvas.setBleedBox((0, 0, width, height))
    left = 20 * MM
    top = height - 22 * MM
    canvas.setFont("Helvetica-Bold", 18)
    canvas.drawString(left, top, f"{deck.title}: print-and-play cards")
    canvas.setFont("Helvetica-Bold", 14)
    canvas.drawString(left, top - 11 * MM, "Print at 100 % / actual size")
    canvas.setFont("Helvetica", 10)
    lines = (
        "Not 'fit to page' or 'shrink to fit': measure the rulers below; they must read "
        "exactly 50 mm and 2 inches.",
        f"Card: {options.card.label()}, bleed {_mm(options.bleed_mm)} mm. "
        f"Paper: {PAPERS[options.paper].name}, {layout.per_page} cards a page.",
        f"{cards} cards on {layout.sheets_for(cards)} "
        f"{'sheet' if layout.sheets_for(cards) == 1 else 'sheets'} of faces"
        f"{' (one of each kind)' if options.one_each else ''}.",
        *[f"After them, {plural(others, 'other component')} on pages of their own."][:others],
        f"Backs: {_BACK_WORDS[options.backs]}",
        "Cut along the lines the crop marks in the margins point to.",
    )
    y = top - 19 * MM
    for line in lines:
        canvas.drawString(left, y, line)
        y -= 5.5 * MM
    y -= 8 * MM
    _ruler_mm(canvas, left, y)
    y -= 22 * MM
    _ruler_inch(canvas, left, y)
    y -= 16 * MM
    _card_outline(canvas, options, left, y)
    canvas.showPage()
    if not layout.duplex:
        return 1
    canvas.setTrimBox((0, 0, width, height))
    canvas.setBleedBox((0, 0, width, height))
    canvas.setFont("Helvetica", 9)
    canvas.drawCentredString(
        width / 2,
        height / 2,
        "The back of the calibration page, left blank so each page of faces "
        "has its backs on its reverse.",
    )
    canvas.showPage()
    return 2


def _ruler_mm(canvas: Canvas, x: float, y: float) -> None:
    """A 50 mm ruler with a tick every millimetre, its top edge at y."""
    canvas.setLineWidth(0.4)
    canvas.line(x, y, x + 50 * MM, y)
    canvas.setFont("Helvetica", 8)
    for mm in range(51):
        tick = 6 if mm % 10 == 0 else 4 if mm % 5 == 0 else 2.5
        canvas.line(x + mm * MM, y, x + mm * MM, y - tick * MM)
        if mm % 10 == 0:
            label = "50 mm" if mm == 50 else str(mm)
            canvas.drawCentredString(x + mm * MM, y - 10 * MM, label)


def _ruler_inch(canvas: Canvas, x: float, y: float) -> None:
    """A 2 inch ruler with a tick every eighth of an inch, its top edge at y."""
    canvas.setLineWidth(0.4)
    canvas.line(x, y, x + 144, y)
    canvas.setFont("Helvetica", 8)
    for eighth in range(17):
        tick = 6 if eighth % 8 == 0 else 4.5 if eighth % 4 == 0 else 3.5 if eighth % 2 == 0 else 2
        canvas.line(x + eighth * 9, y, x + eighth * 9, y - tick * MM)
        if eighth % 8 == 0:
            label = "2 in" if eighth == 16 else str(eighth // 8)
            canvas.drawCentredString(x + eighth * 9, y - 10 * MM, label)


def _card_outline(canvas: Canvas, options: PrintOptions, x: float, top: float) -> None:
    """The card at true size: its trim line solid, its bleed dashed, top edge at `top`."""
    w, h, b = options.card.width_mm * MM, options.card.height_mm * MM, options.bleed_mm * MM
    left, bottom = x + b, top - b - h
    canvas.setLineWidth(0.6)
    canvas.rect(left, bottom, w, h)
    canvas.setFont("Helvetica", 8)
    canvas.drawCentredString(left + w / 2, bottom + h / 2 + 6, options.card.label())
    canvas.drawCentredString(left + w / 2, bottom + h / 2 - 6, "trim line")
    if b:
        canvas.saveState()
        canvas.setDash(3, 2)
        canvas.setLineWidth(0.4)
        canvas.rect(left - b, bottom - b, w + 2 * b, h + 2 * b)
        canvas.restoreState()
        canvas.drawCentredString(
            left + w / 2, bottom + h / 2 - 18, f"bleed {_mm(options.bleed_mm)} mm (dashed)"
        )


def _mm(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")
