"""Card text: keyword tokens, word wrap, and fitting text into a box by shrinking it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.cards.fonts import font
from game.cards.layout import Colour

FLOOR_PX = 6  # text never shrinks below this, even when it overflows
Token = tuple[str, bool, Colour]  # a word, whether it is bold, its colour

_NUMBER = re.compile(r"^[+\-−]?\d+[.,;:]?$")


def tokens(text: str, colour: Colour, keywords: frozenset[str] = frozenset()) -> list[Token]:
    """Split text into words; numbers and keywords (one word or several) are set in bold."""
    words = text.split()
    bare = [w.strip(".,;:!?()") for w in words]
    bold = [bool(_NUMBER.match(w)) for w in words]
    for phrase in keywords:
        parts = phrase.split()
        for i in range(len(words) - len(parts) + 1):
            if bare[i : i + len(parts)] == parts:
                bold[i : i + len(parts)] = [True] * len(parts)
    return [(w, b, colour) for w, b in zip(words, bold, strict=True)]


@dataclass(frozen=True, slots=True)
class Fitted:
    size: int
    lines: list[list[Token]]  # an empty line marks a gap between paragraphs
    height: int
    overflow: bool  # had to shrink below the minimum (or still does not fit)


def _line_height(size: int, spacing: float) -> int:
    return max(1, round(font(size).get_linesize() * spacing))


def _wrap(
    paragraphs: Sequence[Sequence[Token]], size: int, width: int
) -> tuple[list[list[Token]], bool]:
    space = font(size).size(" ")[0]
    lines: list[list[Token]] = []
    too_wide = False
    for n, para in enumerate(paragraphs):
        if n:
            lines.append([])
        line: list[Token] = []
        used = 0
        for tok in para:
            w = font(size, tok[1]).size(tok[0])[0]
            if line and used + space + w > width:
                lines.append(line)
                line, used = [], 0
            used += (space if line else 0) + w
            too_wide |= w > width
            line.append(tok)
        lines.append(line)
    return lines, too_wide


def fit_text(
    paragraphs: Sequence[Sequence[Token]], box: pygame.Rect, start: int, least: int, spacing: float
) -> Fitted:
    """The largest size from `start` down at which the paragraphs fit in box."""
    for size in range(max(start, FLOOR_PX), FLOOR_PX - 1, -1):
        lines, too_wide = _wrap(paragraphs, size, box.w)
        lh = _line_height(size, spacing)
        height = sum(lh if line else lh // 3 for line in lines)
        if not too_wide and height <= box.h:
            return Fitted(size, lines, height, size < least)
    return Fitted(FLOOR_PX, lines, height, True)


def draw_fitted(
    surface: pygame.Surface, fitted: Fitted, box: pygame.Rect, spacing: float, centre: bool = True
) -> None:
    """Draw fitted text in box: lines centred (or left-aligned), the block centred vertically."""
    lh = _line_height(fitted.size, spacing)
    y = box.y + (box.h - fitted.height) // 2 if centre else box.y
    space = font(fitted.size).size(" ")[0]
    for line in fitted.lines:
        if not line:
            y += lh // 3
            continue
        parts = [font(fitted.size, bold).render(word, True, colour) for word, bold, colour in line]
        total = sum(p.get_width() for p in parts) + space * (len(parts) - 1)
        x = box.x + (box.w - total) // 2 if centre else box.x
        for part in parts:
            surface.blit(part, (x, y + (lh - part.get_height()) // 2))
            x += part.get_width() + space
        y += lh


def outlined(
    text: str, size: int, bold: bool, fill: Colour, line: Colour, px: int = 1
) -> pygame.Surface:
    """Text with a dark rim, legible on any background."""
    f = font(size, bold)
    core = f.render(text, True, fill)
    rim = f.render(text, True, line)
    out = pygame.Surface((core.get_width() + 2 * px, core.get_height() + 2 * px), pygame.SRCALPHA)
    for dx in range(-px, px + 1):
        for dy in range(-px, px + 1):
            if dx or dy:
                out.blit(rim, (px + dx, px + dy))
    out.blit(core, (px, px))
    return out


def fit_line(text: str, width: int, start: int, least: int, bold: bool) -> tuple[int, bool]:
    """The largest size at which one line of text fits in width, and whether it overflows."""
    for size in range(max(start, FLOOR_PX), FLOOR_PX - 1, -1):
        if font(size, bold).size(text)[0] <= width:
            return size, size < least
    return FLOOR_PX, True


# ---------------------------------------------------------------- the renderer
