"""Where the text of a drawn screen went: every line of text blitted onto the screen,
with its rectangle, so a layout test can find text that overlaps or is cut off.

Text images are known by the font's ledger (`game.cards.fonts.open_ledger`); the
screen is a `Recording` surface that notes each blit of one of them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

from game.cards import fonts


@dataclass(frozen=True)
class Text:
    words: str
    rect: pygame.Rect
    clipped: bool  # part of it fell outside the surface or its clip, or only part was drawn

    def __str__(self) -> str:
        return f"{self.words!r} at {tuple(self.rect)}"


class Recording(pygame.Surface):
    """A screen that notes where each text image lands."""

    texts: list[Text]
    ledger: Any

    def blit(  # type: ignore[override]
        self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0
    ) -> pygame.Rect:
        self._note(source, dest, area)
        return super().blit(source, dest, area, special_flags)

    def fblits(self, blit_sequence: Any, special_flags: int = 0) -> None:  # type: ignore[override]
        pairs = list(blit_sequence)
        for source, dest in pairs:
            self._note(source, dest, None)
        super().fblits(pairs, special_flags)

    def _note(self, source: pygame.Surface, dest: Any, area: Any) -> None:
        words = self.ledger.get(source) if self.ledger is not None else None
        if not words or not words.strip():
            return
        at = pygame.Rect(dest).topleft if len(dest) == 4 else (int(dest[0]), int(dest[1]))
        rect = pygame.Rect(at, source.get_size())
        partial = area is not None and pygame.Rect(area).size != source.get_size()
        inside = self.get_clip().contains(rect)
        self.texts.append(Text(words, rect, partial or not inside))


@contextmanager
def recording(size: tuple[int, int]) -> Iterator[Recording]:
    """A recording screen of `size`, with the font ledger open while it is in use."""
    surface = Recording(size)
    surface.texts = []
    surface.ledger = fonts.open_ledger()
    try:
        yield surface
    finally:
        fonts.close_ledger()


def ink_box(text: Text) -> pygame.Rect:
    """The part of a text image that can hold ink: a font's image has some air above
    and below the letters, which may touch the next line's air without harm."""
    rect = text.rect.copy()
    air = max(1, rect.h // 6)
    return rect.inflate(-2, -2 * air)


def problems(texts: Sequence[Text]) -> list[str]:
    """Every clipped text and every pair of texts whose letters overlap."""
    found = [f"cut off: {t}" for t in texts if t.clipped]
    boxes = [ink_box(t) for t in texts]
    for i, a in enumerate(texts):
        for j in range(i + 1, len(texts)):
            b = texts[j]
            if boxes[i].colliderect(boxes[j]) and a.words != b.words:
                found.append(f"overlap: {a} and {b}")
    return found
