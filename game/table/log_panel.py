"""The scrollable game log in the side panel (mouse wheel scrolls)."""

from __future__ import annotations

import pygame

from game.cards.fonts import font
from game.core.state import LogLine

INK = (220, 214, 200)
PRIVATE = (150, 200, 240)
LINE_H = 18


def wrap(text: str, width: int, f: pygame.font.Font) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        trial = f"{line} {word}".strip()
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


class LogPanel:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.rows: list[tuple[str, bool]] = []
        self.shown: tuple[tuple[str, int | None], ...] | None = None
        self.scroll = 0  # rows scrolled up from the bottom
        self._cache: dict[tuple[str, bool], pygame.Surface] = {}

    def set_lines(self, lines: list[LogLine]) -> None:
        """Show these lines. Compared by content, not count: after a hand-over the
        new viewer's log has as many lines as the last one's, but other private ones."""
        shown = tuple((line.text, line.seat) for line in lines)
        if shown == self.shown:
            return
        grew = self.shown is not None and shown[: len(self.shown)] == self.shown
        f = font(14)
        old_rows = len(self.rows)
        self.rows = [
            (row, line.seat is not None)
            for line in lines
            for row in wrap(line.text, self.rect.width - 14, f)
        ]
        if not grew or self.scroll == 0:
            self.scroll = 0
        else:  # keep the reader's place while new lines arrive below
            self.scroll += len(self.rows) - old_rows
        self.shown = shown

    def forget(self) -> None:
        """Lay the lines out again (after a resize)."""
        self.shown = None

    def handle_wheel(self, pos: tuple[int, int], dy: int) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        visible = self.rect.height // LINE_H
        self.scroll = max(0, min(self.scroll + dy * 3, max(0, len(self.rows) - visible)))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (28, 30, 38), self.rect, border_radius=8)
        visible = self.rect.height // LINE_H - 1
        end = len(self.rows) - self.scroll
        start = max(0, end - visible)
        f = font(14)
        y = self.rect.y + 6
        for text, private in self.rows[start:end]:
            key = (text, private)
            image = self._cache.get(key)
            if image is None:
                image = f.render(text, True, PRIVATE if private else INK)
                self._cache[key] = image
            surface.blit(image, (self.rect.x + 7, y))
            y += LINE_H
        if self.scroll:
            more = f.render(f"{self.scroll} newer lines below (scroll down)", True, (232, 186, 92))
            surface.blit(more, (self.rect.x + 7, self.rect.bottom - LINE_H))
