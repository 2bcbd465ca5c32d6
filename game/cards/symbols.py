"""Lines of text that hold the few symbols the app's font lacks: the suits ♠ ♥ ♦ ♣ and
the blood droplet ●. They are drawn as shapes in the text's colour, the width of a
letter, so a log line such as "Ann buys 7♠ with 9♥" reads as the rules wrote it.
"""

from __future__ import annotations

import pygame

from game.cards.fonts import font
from game.cards.playing import draw_suit

SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
DROP = "●"
SYMBOLS = frozenset((*SUITS, DROP))


def has_symbols(text: str) -> bool:
    return any(ch in SYMBOLS for ch in text)


def _symbol(ch: str, size: int, colour: tuple[int, int, int], bold: bool) -> pygame.Surface:
    """The symbol as a shape as wide as the font measures the character (its box), so a
    line wraps where the font's measure says."""
    width = font(size, bold).size(ch)[0]
    side = max(6, min(width, round(size * 0.8)))
    big = pygame.Surface((side * 4, side * 4), pygame.SRCALPHA)
    centre = (side * 2, side * 2)
    if ch == DROP:
        pygame.draw.circle(big, (255, 255, 255), centre, side * 1.2)
    else:
        draw_suit(big, SUITS[ch], centre, side * 3)
    shape = pygame.mask.from_surface(big).to_surface(
        setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0)
    )
    out = pygame.Surface((max(width, side), side), pygame.SRCALPHA)
    out.blit(pygame.transform.smoothscale(shape, (side, side)), ((out.get_width() - side) // 2, 0))
    return out


def render(
    text: str, size: int, colour: tuple[int, int, int], bold: bool = False
) -> pygame.Surface:
    """The line as one image; without symbols, exactly the font's own rendering."""
    f = font(size, bold)
    if not has_symbols(text):
        return f.render(text, True, colour)
    parts: list[pygame.Surface] = []
    run = ""
    for ch in text:
        if ch in SYMBOLS:
            if run:
                parts.append(f.render(run, True, colour))
                run = ""
            parts.append(_symbol(ch, size, colour, bold))
        else:
            run += ch
    if run:
        parts.append(f.render(run, True, colour))
    height = f.get_height()
    line = pygame.Surface((sum(p.get_width() for p in parts), height), pygame.SRCALPHA)
    x = 0
    for part in parts:
        y = (height - part.get_height()) // 2 + (1 if part.get_height() < height else 0)
        line.blit(part, (x, y))
        x += part.get_width()
    return line
