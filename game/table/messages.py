"""What the table says, each with its lifetime: a refusal for the seat that made it,
news for everyone, and marks (gains and losses) that float over the board.

A refusal is cleared by the next accepted move, by a change of the seat at the
screen, or by time, so it is never shown to the next player.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from game.cards.fonts import font
from game.cards.palette import GOLD, INK, NOPE, TOAST_BG
from game.table.kit import Mark
from game.table.log_panel import wrap

TOAST_SECONDS = 4.0
NOTICE_SECONDS = 2.5
MARK_SECONDS = 1.8
MARK_RISE = 36  # pixels a mark floats up over its life
MARK_APART = (60, 26)  # how far apart two marks' starts must be (across, down)
GAIN, LOSS = (255, 214, 90), (255, 120, 110)


@dataclass
class Said:
    text: str
    seconds: float
    seat: int | None = None  # a refusal belongs to the seat that was refused
    at: int | None = None  # a notice's place, found once so it never jumps


class Messages:
    def __init__(self) -> None:
        self.refusal: Said | None = None
        self.notice: Said | None = None
        self.marks: list[tuple[Mark, float]] = []

    # -- what is said ------------------------------------------------------------------

    def refuse(self, text: str, seat: int | None) -> None:
        """A rejected move's reason, shown in the middle of the table to `seat` alone."""
        self.refusal = Said(text, TOAST_SECONDS, seat)

    def tell(self, text: str, seconds: float = NOTICE_SECONDS) -> None:
        """News for whoever is at the screen (a bot's move, the table turning round)."""
        self.notice = Said(text, seconds)

    def float_marks(self, marks: list[Mark]) -> None:
        """New marks float up from where they happened; one that would start on top of a
        mark still rising there (moves in quick succession, bots playing bots) starts a
        line lower, so no two numbers are drawn over each other."""
        for mark in marks:
            x, y = mark.pos
            while any(
                abs(x - other.pos[0]) < MARK_APART[0]
                and abs(y - (other.pos[1] - MARK_RISE * age / MARK_SECONDS)) < MARK_APART[1]
                for other, age in self.marks
            ):
                y += MARK_APART[1]
            self.marks.append((replace(mark, pos=(x, y)), 0.0))

    def move_made(self) -> None:
        """A move was accepted: a refusal from before it no longer applies."""
        self.refusal = None

    def seat_changed(self) -> None:
        """Someone else is at the screen now: nothing said to the last one stays."""
        self.refusal = None
        self.notice = None
        self.marks = []

    def refusal_for(self, seat: int | None) -> str:
        """The refusal to show to `seat` at the screen, if there is one for them."""
        said = self.refusal
        return said.text if said is not None and said.seat == seat else ""

    # -- time and drawing ----------------------------------------------------------------

    def update(self, dt: float) -> None:
        for attr in ("refusal", "notice"):
            said = getattr(self, attr)
            if said is not None:
                said.seconds -= dt
                if said.seconds <= 0:
                    setattr(self, attr, None)
        self.marks = [(mark, age + dt) for mark, age in self.marks if age + dt < MARK_SECONDS]

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        seat: int | None,
        busy: Callable[[], list[pygame.Rect]] | None = None,
    ) -> None:
        """Marks over the board, the notice in the clearest band of `area` (the highest
        that covers the least of the `busy` rects: the map, the cards, the headings), the
        refusal in its middle. `busy` is asked only when a new notice needs its place."""
        for mark, age in self.marks:
            self._draw_mark(surface, mark, age, area)
        if self.notice is not None:
            notice = self.notice
            if notice.at is None or notice.at > area.height:
                notice.at = clearest_band(notice.text, area, busy() if busy else [])
            banner(surface, notice.text, area, GOLD, ink=GOLD, where="top", at=notice.at)
        text = self.refusal_for(seat)
        if text:
            self._draw_refusal(surface, text, area)

    def _draw_mark(
        self, surface: pygame.Surface, mark: Mark, age: float, area: pygame.Rect
    ) -> None:
        image = font(22, True).render(mark.text, True, GAIN if mark.good else LOSS)
        fade = max(0.0, 1.0 - max(0.0, age - MARK_SECONDS * 0.6) / (MARK_SECONDS * 0.4))
        image.set_alpha(int(255 * fade))
        x, y = mark.pos
        rect = image.get_rect(center=(x, y - int(MARK_RISE * age / MARK_SECONDS)))
        shadow = font(22, True).render(mark.text, True, (20, 20, 24))
        shadow.set_alpha(int(200 * fade))
        rect.clamp_ip(area)
        surface.blit(shadow, rect.move(2, 2))
        surface.blit(image, rect)

    def _draw_refusal(self, surface: pygame.Surface, text: str, area: pygame.Rect) -> None:
        # between the two sides, clear of the names
        banner(surface, text, area, NOPE, where="middle", at=70, width=560)


BAND_STEP = 4  # how finely the notice's band is searched, in pixels


def clearest_band(text: str, area: pygame.Rect, busy: list[pygame.Rect], size: int = 18) -> int:
    """How far below `area`'s top a notice of `text` covers the least of `busy` (summed
    overlap); among equals, the highest. With nothing busy it sits at the top."""
    box = banner_box(text, area, size=size)
    best, best_cover = 8, None
    for at in range(8, max(9, area.height - box.height - 8), BAND_STEP):
        band = box.move(0, area.top + at - box.top)
        cover = sum(band.clip(rect).width * band.clip(rect).height for rect in busy)
        if best_cover is None or cover < best_cover:
            best, best_cover = at, cover
        if cover == 0:
            break
    return best


def banner_box(
    text: str, area: pygame.Rect, *, width: int | None = None, size: int = 18
) -> pygame.Rect:
    """The box `banner` would draw for `text`, at the top of `area`."""
    f = font(size, True)
    wide = area.width - 60 if width is None else min(width, area.width - 60)
    rows = wrap(text, max(120, wide), f)
    step = f.get_linesize() + 2
    box = pygame.Rect(
        0, 0, max((f.size(row)[0] for row in rows), default=0) + 30, len(rows) * step + 14
    )
    box.midtop = area.midtop
    return box


def banner(
    surface: pygame.Surface,
    text: str,
    area: pygame.Rect,
    edge: tuple[int, int, int],
    *,
    ink: tuple[int, int, int] = INK,
    where: str = "top",
    at: int = 8,
    width: int | None = None,
    size: int = 18,
) -> pygame.Rect:
    """A shaded box of wrapped text with a coloured edge, inside `area`: its top `at`
    below the area's top ("top"), its bottom `at` above the area's bottom ("bottom"),
    or its centre `at` above the area's middle ("middle"). Returns the box."""
    f = font(size, True)
    wide = area.width - 60 if width is None else min(width, area.width - 60)
    images = [f.render(row, True, ink) for row in wrap(text, max(120, wide), f)]
    step = f.get_linesize() + 2
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 30, len(images) * step + 14)
    if where == "top":
        box.midtop = (area.centerx, area.top + at)
    elif where == "bottom":
        box.midbottom = (area.centerx, area.bottom - at)
    else:
        box.center = (area.centerx, area.centery - at)
    box.clamp_ip(area)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((*TOAST_BG, 235))
    surface.blit(shade, box)
    pygame.draw.rect(surface, edge, box, 2, border_radius=10)
    for i, image in enumerate(images):
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 7 + i * step)))
    return box
