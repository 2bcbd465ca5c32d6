"""The side panel's note at a designer's playtest: what is shown, from which files,
and any saved file that failed to read (then edged in red)."""

from __future__ import annotations

import pygame

from game.cards.fonts import font
from game.cards.palette import GOLD, NOPE
from game.session import Session
from game.table.log_panel import wrap

NOTE_FONT = 14


class DesignerNote:
    """The designer-mode note of one table (none outside a playtest)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.problem = ""  # a designer's file that failed to read, in their words
        self.box = pygame.Rect(0, 0, 0, 0)

    @property
    def text(self) -> str:
        """The note's words: what is shown, from which files, and any file that failed."""
        session = self.session
        text = "Designer mode: every hand is shown"
        if session.cards is not None:
            text += f" — cards from {session.cards.name}"
        if session.layout is not None:
            text += f", faces from {session.layout.name}"
        text += ". Not saved."
        if self.problem:
            text += f" {self.problem}"
        return text

    def rows(self, width: int) -> list[list[str]]:
        """The note wrapped to `width`: its own rows, then the problem's ([] outside a
        playtest)."""
        if not self.session.designer:
            return []
        rows = [wrap(self.text.removesuffix(f" {self.problem}"), width, font(NOTE_FONT, True))]
        if self.problem:
            rows.append(wrap(self.problem, width, font(NOTE_FONT)))
        return rows

    def place(self, left: int, top: int, width: int) -> int:
        """Put the note at (`left`, `top`), `width` wide; the height it takes (0: none)."""
        rows = self.rows(width - 24)
        if not rows:
            self.box = pygame.Rect(0, 0, 0, 0)
            return 0
        height = sum(len(r) for r in rows) * font(NOTE_FONT).get_linesize() + 14
        self.box = pygame.Rect(left, top, width, height)
        return height

    def draw(self, surface: pygame.Surface) -> None:
        if not self.session.designer:
            return
        box = self.box
        pygame.draw.rect(surface, (34, 30, 26), box, border_radius=8)
        pygame.draw.rect(surface, NOPE if self.problem else GOLD, box, 1, border_radius=8)
        y = box.y + 7
        for n, part in enumerate(self.rows(box.w - 24)):
            f = font(NOTE_FONT, n == 0)
            for row in part:
                surface.blit(f.render(row, True, GOLD if n == 0 else NOPE), (box.x + 12, y))
                y += f.get_linesize()
