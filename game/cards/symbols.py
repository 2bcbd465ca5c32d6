"""The few symbols the app's font lacks, drawn as shapes: the suits ♠ ♥ ♦ ♣, the blood
droplet ● and the arrow →. Every text the app draws with its font goes through here
(`game.cards.fonts` renders with `compose` whenever a line holds one), so a toast, a
log line, a results row or a hover text such as "Ann buys 7♠ with 9♥" reads as the
rules wrote it. Each shape is drawn in the text's colour, as wide as the font measures
the character, so lines wrap where the font's measure says.
"""

from __future__ import annotations

import math

import pygame

RED = (176, 38, 44)  # the suits' inks on a playing card
BLACK = (30, 30, 36)
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
DROP = "●"
ARROW = "→"
SYMBOLS = frozenset((*SUITS, DROP, ARROW))


def has_symbols(text: str) -> bool:
    """Whether the line holds a symbol drawn as a shape (asked of every line the font
    renders, so it is a set test in C, not a loop)."""
    return not SYMBOLS.isdisjoint(text)


def _shape(ch: str, side: int) -> pygame.Surface:
    """The symbol in white on a square `side` pixels across."""
    big = pygame.Surface((side * 4, side * 4), pygame.SRCALPHA)
    centre = (side * 2, side * 2)
    if ch == DROP:
        pygame.draw.circle(big, (255, 255, 255), centre, side * 1.2)
    elif ch == ARROW:
        s = side * 4
        pygame.draw.rect(big, (255, 255, 255), (s * 0.04, s * 0.4, s * 0.56, s * 0.2))
        pygame.draw.polygon(
            big, (255, 255, 255), [(s * 0.5, s * 0.14), (s * 0.98, s * 0.5), (s * 0.5, s * 0.86)]
        )
    else:
        draw_suit(big, SUITS[ch], centre, side * 3.9)
    mask = pygame.mask.from_surface(big)
    shape = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    return pygame.transform.smoothscale(shape, (side, side))


def _symbol(f: pygame.font.Font, ch: str, colour: tuple[int, int, int]) -> pygame.Surface:
    width = f.size(ch)[0]
    side = max(6, min(width, round(f.get_height() * 0.62)))
    shape = _shape(ch, side)
    shape.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.Surface((max(width, side), side), pygame.SRCALPHA)
    out.blit(shape, ((out.get_width() - side) // 2, 0))
    return out


def compose(f: pygame.font.Font, text: str, antialias: bool, colour: object) -> pygame.Surface:
    """The line as one image: the font's own rendering of the runs between symbols, and
    each symbol's shape (`f.render` of a run holds no symbol, so this never recurses)."""
    c = pygame.Color(colour)  # type: ignore[call-overload]
    ink = (c.r, c.g, c.b)
    parts: list[pygame.Surface] = []
    run = ""
    for ch in text:
        if ch in SYMBOLS:
            if run:
                parts.append(f.render(run, antialias, ink))
                run = ""
            parts.append(_symbol(f, ch, ink))
        else:
            run += ch
    if run:
        parts.append(f.render(run, antialias, ink))
    height = f.get_height()
    line = pygame.Surface((sum(p.get_width() for p in parts), height), pygame.SRCALPHA)
    x = 0
    for part in parts:
        y = (height - part.get_height()) // 2 + (1 if part.get_height() < height else 0)
        line.blit(part, (x, y))
        x += part.get_width()
    return line


def draw_suit(surface: pygame.Surface, suit: str, center: tuple[float, float], size: float) -> None:
    """A suit symbol from circles and polygons, `size` pixels across."""
    x, y = center
    r = size / 2
    colour = RED if suit in ("H", "D") else BLACK
    if suit == "D":
        points = [(x, y - r), (x + r * 0.72, y), (x, y + r), (x - r * 0.72, y)]
        pygame.draw.polygon(surface, colour, points)
    elif suit == "H":
        lobe = r * 0.52
        pygame.draw.circle(surface, colour, (x - lobe * 0.95, y - r * 0.25), lobe)
        pygame.draw.circle(surface, colour, (x + lobe * 0.95, y - r * 0.25), lobe)
        points = [(x - r * 0.98, y - r * 0.12), (x + r * 0.98, y - r * 0.12), (x, y + r)]
        pygame.draw.polygon(surface, colour, points)
    elif suit == "S":
        lobe = r * 0.48
        pygame.draw.circle(surface, colour, (x - lobe * 0.95, y + r * 0.12), lobe)
        pygame.draw.circle(surface, colour, (x + lobe * 0.95, y + r * 0.12), lobe)
        points = [(x - r * 0.95, y + r * 0.02), (x + r * 0.95, y + r * 0.02), (x, y - r)]
        pygame.draw.polygon(surface, colour, points)
        stem = [(x, y + r * 0.2), (x + r * 0.32, y + r), (x - r * 0.32, y + r)]
        pygame.draw.polygon(surface, colour, stem)
    else:  # clubs
        lobe = r * 0.4
        for angle in (-90, 30, 150):
            a = math.radians(angle)
            pygame.draw.circle(
                surface, colour, (x + math.cos(a) * r * 0.45, y + math.sin(a) * r * 0.42), lobe
            )
        stem = [(x, y), (x + r * 0.3, y + r), (x - r * 0.3, y + r)]
        pygame.draw.polygon(surface, colour, stem)
