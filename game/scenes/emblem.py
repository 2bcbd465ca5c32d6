"""The Dragon Table emblem: a gold-rimmed medallion with a dragon's head, drawn by code."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

HEAD = [
    (-0.62, 0.95),
    (-0.70, 0.50),
    (-0.66, 0.12),
    (-0.52, -0.16),
    (-0.30, -0.30),
    (-0.05, -0.33),
    (0.14, -0.27),
    (0.36, -0.20),
    (0.62, -0.14),
    (0.76, -0.06),
    (0.74, 0.02),
    (0.46, 0.06),
    (0.12, 0.08),
    (0.44, 0.16),
    (0.58, 0.22),
    (0.50, 0.30),
    (0.18, 0.33),
    (-0.10, 0.38),
    (-0.26, 0.58),
    (-0.30, 0.95),
]
HORN_BACK = [(-0.44, -0.22), (-0.78, -0.58), (-0.98, -0.86), (-0.66, -0.54), (-0.28, -0.30)]
HORN_FRONT = [(-0.22, -0.30), (-0.40, -0.62), (-0.50, -0.84), (-0.26, -0.58), (-0.04, -0.33)]
SPINES = [
    [(-0.66, 0.14), (-0.90, 0.02), (-0.68, 0.30)],
    [(-0.69, 0.40), (-0.94, 0.34), (-0.70, 0.58)],
    [(-0.68, 0.66), (-0.92, 0.66), (-0.66, 0.84)],
]
FLAME = [
    (0.58, 0.12),
    (0.78, 0.04),
    (0.92, -0.08),
    (0.86, 0.10),
    (1.0, 0.10),
    (0.84, 0.20),
    (0.95, 0.30),
    (0.74, 0.24),
]
TEETH = [[(0.22, 0.08), (0.27, 0.15), (0.32, 0.08)], [(0.36, 0.07), (0.41, 0.14), (0.45, 0.07)]]


@lru_cache(maxsize=4)
def emblem(radius: int) -> pygame.Surface:
    """A gold-rimmed medallion with a horned dragon's head breathing a little flame."""
    scale = 4  # drawn large, then smoothed down
    r = radius * scale
    size = 2 * r + 8 * scale
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2

    def pts(shape: list[tuple[float, float]], k: float = 0.74) -> list[tuple[float, float]]:
        return [(c + (x - 0.08) * r * k, c + (y + 0.02) * r * k) for x, y in shape]

    pygame.draw.circle(big, (0, 0, 0, 120), (c + 2 * scale, c + 3 * scale), r + 2 * scale)
    pygame.draw.circle(big, (196, 128, 52), (c, c), r)
    pygame.draw.circle(big, (118, 64, 26), (c, c), r - 3 * scale)
    pygame.draw.circle(big, (246, 206, 122), (c, c), r - 5 * scale)
    pygame.draw.circle(big, (64, 18, 12), (c, c), r - 8 * scale)
    for i in range(24):  # a ring of little scales
        a = i * math.tau / 24
        x, y = c + math.cos(a) * (r - 14 * scale), c + math.sin(a) * (r - 14 * scale)
        pygame.draw.circle(big, (96, 30, 16), (x, y), 4 * scale)
    pygame.draw.circle(big, (46, 12, 8), (c, c), r - 19 * scale)
    art = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_head(art, pts, scale)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), r - 19 * scale)
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(art, (0, 0))
    pygame.draw.circle(big, (246, 206, 122), (c, c), r - 19 * scale, scale)
    return pygame.transform.smoothscale(big, (size // scale, size // scale))


def draw_head(
    big: pygame.Surface, pts: Callable[..., list[tuple[float, float]]], scale: int
) -> None:
    pygame.draw.polygon(big, (255, 150, 50), pts(FLAME))
    for horn in (HORN_BACK, HORN_FRONT):
        pygame.draw.polygon(big, (232, 200, 140), pts(horn))
    for spine in SPINES:
        pygame.draw.polygon(big, (200, 140, 60), pts(spine))
    head = pts(HEAD)
    pygame.draw.polygon(big, (214, 150, 62), head)
    pygame.draw.polygon(big, (120, 62, 22), head, 2 * scale)
    for tooth in TEETH:
        pygame.draw.polygon(big, (250, 240, 220), pts(tooth))
    eye = pts([(0.10, -0.16)])[0]
    pygame.draw.ellipse(
        big,
        (255, 226, 90),
        pygame.Rect(0, 0, 16 * scale, 9 * scale).move(eye[0] - 8 * scale, eye[1] - 4 * scale),
    )
    pygame.draw.ellipse(
        big,
        (30, 8, 4),
        pygame.Rect(0, 0, 3 * scale, 9 * scale).move(eye[0] - 1.5 * scale, eye[1] - 4 * scale),
    )
    nostril = pts([(0.62, -0.08)])[0]
    pygame.draw.circle(big, (90, 40, 16), nostril, 2 * scale)
    brow = pts([(-0.06, -0.24), (0.26, -0.22)])
    pygame.draw.line(big, (120, 62, 22), brow[0], brow[1], 2 * scale)
