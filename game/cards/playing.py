"""Standard playing cards, drawn by our code, for every game played with them.

A face shows the rank in two corners, the suit drawn as a shape (no font
glyphs), and a role line that the game names (what the card is in that game).
"""

from __future__ import annotations

from functools import cache

import pygame

from game.cards.fonts import font
from game.cards.symbols import BLACK, RED, draw_suit

PAPER = (246, 240, 226)
EDGE = (90, 80, 66)
ASPECT = 1.4


def height_for(width: int) -> int:
    return round(width * ASPECT)


@cache
def face(card: str, width: int, role: str = "") -> pygame.Surface:
    """The face of `card` (rank then suit: "QH", "10S"), with the game's `role` line."""
    height = height_for(width)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(4, width // 12)
    pygame.draw.rect(image, PAPER, rect, border_radius=radius)
    pygame.draw.rect(image, EDGE, rect, 2, border_radius=radius)
    rank, suit = card[:-1], card[-1]
    colour = RED if suit in ("H", "D") else BLACK
    corner = font(max(10, width // 5), True).render(rank, True, colour)
    image.blit(corner, (width * 0.08, height * 0.04))
    draw_suit(
        image,
        suit,
        (width * 0.08 + corner.get_width() / 2, height * 0.04 + corner.get_height() + width * 0.08),
        width * 0.14,
    )
    flipped = pygame.transform.rotate(image.subsurface((0, 0, width // 2, height // 3)).copy(), 180)
    image.blit(flipped, (width - flipped.get_width(), height - flipped.get_height()))
    draw_suit(image, suit, (width / 2, height * 0.48), width * 0.42)
    if role:
        line = font(max(9, width // 9)).render(role, True, (110, 100, 86))
        image.blit(line, line.get_rect(midbottom=(width / 2, height * 0.78)))
    return image


@cache
def back(width: int) -> pygame.Surface:
    height = height_for(width)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(4, width // 12)
    pygame.draw.rect(image, (92, 30, 36), rect, border_radius=radius)
    inner = rect.inflate(-width // 8, -width // 8)
    pygame.draw.rect(image, (150, 110, 60), inner, 2, border_radius=radius)
    step = max(6, width // 8)
    for i in range(-height, width, step):
        pygame.draw.line(
            image, (112, 42, 48), (inner.x + i, inner.y), (inner.x + i + inner.h, inner.bottom)
        )
    draw_suit(image, "D", rect.center, width * 0.3)
    pygame.draw.rect(image, (40, 14, 18), rect, 2, border_radius=radius)
    return image
