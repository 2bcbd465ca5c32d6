"""Hatch's resource icons, drawn by our own code: Ember a flame, Tide a three-crest wave,
Stone a hexagonal rock, Gale a spiral gust, and blood a droplet.

Each is told apart by its SHAPE alone (a player who does not see the colours still
reads every cost and every band): one tall flame with side tongues, a wide wave with
three curling crests, a six-sided stone, a spiral with a trailing gust, a single
smooth drop. Shapes are drawn on a larger canvas and smoothly scaled down; the
finished icons are cached per (icon, size, colours).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.cards.draw import at, finish, shade
from game.cards.layout import Colour

Point = tuple[float, float]
Shape = Callable[[pygame.Surface, float, float, float, Colour, Colour], None]

BLOOD = "blood"
INK: Colour = (26, 18, 12)


def _chaikin(points: Sequence[Point], rounds: int) -> list[Point]:
    """A closed outline with its corners cut `rounds` times: smooth curves from a few
    points. A point written twice stays a sharp tip."""
    pts = list(points)
    for _ in range(rounds):
        out: list[Point] = []
        for k, (x0, y0) in enumerate(pts):
            x1, y1 = pts[(k + 1) % len(pts)]
            out.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
            out.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
        pts = out
    return pts


def stroke(
    s: pygame.Surface, colour: Colour, pts: Sequence[Point], width: float, taper: bool = False
) -> None:
    """A round-capped stroke along a polyline (pixels), optionally thinning to its end."""
    n = len(pts)
    for k in range(n - 1):
        w0 = width * (1 - 0.6 * k / n if taper else 1.0)
        w1 = width * (1 - 0.6 * (k + 1) / n if taper else 1.0)
        (x0, y0), (x1, y1) = pts[k], pts[k + 1]
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        quad = [
            (x0 + nx * w0 / 2, y0 + ny * w0 / 2),
            (x1 + nx * w1 / 2, y1 + ny * w1 / 2),
            (x1 - nx * w1 / 2, y1 - ny * w1 / 2),
            (x0 - nx * w0 / 2, y0 - ny * w0 / 2),
        ]
        pygame.draw.polygon(s, colour, quad)
        pygame.draw.circle(s, colour, (x1, y1), w1 / 2)
    pygame.draw.circle(s, colour, pts[0], width / 2)


# ---------------------------------------------------------------- the shapes

_FLAME = _chaikin(
    [
        (0.0, 0.96), (-0.46, 0.88), (-0.74, 0.58), (-0.8, 0.16), (-0.74, -0.2),
        (-0.66, -0.62), (-0.66, -0.62), (-0.42, -0.3), (-0.28, 0.02), (-0.28, 0.02),
        (-0.22, -0.42), (-0.1, -0.76), (0.04, -1.0), (0.04, -1.0), (0.22, -0.66),
        (0.3, -0.3), (0.32, -0.06), (0.32, -0.06), (0.46, -0.36), (0.66, -0.74),
        (0.66, -0.74), (0.78, -0.3), (0.82, 0.16), (0.74, 0.58), (0.46, 0.88),
    ],
    2,
)  # fmt: skip
_FLAME_CORE = [(x * 0.5, y * 0.5 + 0.46) for x, y in _FLAME]  # a small flame inside


def _flame(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    pygame.draw.polygon(s, fill, at(cx, cy, r, _FLAME))
    pygame.draw.polygon(s, detail, at(cx, cy, r, _FLAME_CORE))


def _crest(x0: float, w: float, base: float, h: float) -> list[Point]:
    """One crest of the wave from x0 to x0 + w: a gentle back, a curl over, a steep face."""
    shape = [
        (0.0, 0.0), (0.22, 0.22), (0.45, 0.58), (0.64, 0.86), (0.82, 0.96), (0.97, 0.84),
        (1.0, 0.62), (0.9, 0.46), (0.9, 0.46), (0.82, 0.6), (0.74, 0.5), (0.76, 0.26),
        (0.86, 0.1),
    ]  # fmt: skip
    return [(x0 + u * w, base - v * h) for u, v in shape]


_WAVE = [
    (-1.0, 0.78), (-1.0, 0.12),
    *_crest(-1.0, 0.68, 0.12, 0.86), *_crest(-0.34, 0.68, 0.12, 0.86),
    *_crest(0.32, 0.68, 0.12, 0.86), (1.0, 0.12), (1.0, 0.78),
]  # fmt: skip


def _wave(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    pygame.draw.polygon(s, fill, at(cx, cy, r, _WAVE))
    for y in (0.36, 0.58):  # the swell's lines
        line = at(cx, cy, r, [(-0.8 + 0.1 * k, y + 0.06 * math.sin(k * 1.1)) for k in range(17)])
        stroke(s, detail, line, r * 0.08)


def _hexagon(scale: float, dy: float = 0.0) -> list[Point]:
    return [
        (math.cos(k * math.pi / 3) * scale, math.sin(k * math.pi / 3) * scale * 0.86 + dy)
        for k in range(6)
    ]


def _stone(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    outer, inner = _hexagon(0.98), _hexagon(0.5, -0.12)
    pygame.draw.polygon(s, fill, at(cx, cy, r, outer))
    for k in (3, 4, 5):  # the lit facets on top
        facet = [outer[k], outer[(k + 1) % 6], inner[(k + 1) % 6], inner[k]]
        pygame.draw.polygon(s, detail, at(cx, cy, r, facet))
    pygame.draw.polygon(s, shade(detail, 0.3), at(cx, cy, r, inner))


def _spiral(turns: float, start: float, end: float, n: int) -> list[Point]:
    """An outward spiral from radius `start` to `end` (unit coordinates), then a gust tail."""
    out = []
    total = turns * 2 * math.pi
    for k in range(n + 1):
        t = k / n
        a = -math.pi / 2 - t * total  # counter-clockwise on screen, ending at the bottom
        rad = start + (end - start) * t
        out.append((math.cos(a) * rad, math.sin(a) * rad))
    return out


def _gale(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    curl = [(x + 0.28, y - 0.22) for x, y in _spiral(1.3, 0.1, 0.62, 48)]
    tail = [curl[-1], (-0.3, curl[-1][1] + 0.02), (-0.95, curl[-1][1] - 0.04)]
    stroke(s, fill, at(cx, cy, r, curl + tail[1:]), r * 0.22)
    stroke(s, fill, at(cx, cy, r, [(-0.85, 0.72), (-0.2, 0.74), (0.45, 0.66)]), r * 0.18, True)
    pygame.draw.circle(s, detail, at(cx, cy, r, [(0.28, -0.22)])[0], r * 0.07)


_DROP = [
    (0.7 * math.sin(t) * abs(math.sin(t / 2)) ** 1.5, -math.cos(t) * 0.98)
    for t in (2 * math.pi * i / 48 for i in range(48))
]


def _droplet(
    s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour
) -> None:
    pygame.draw.polygon(s, fill, at(cx, cy, r, _DROP))
    gleam = pygame.Rect(0, 0, r * 0.18, r * 0.42)
    gleam.center = (round(cx - r * 0.26), round(cy + r * 0.28))
    pygame.draw.ellipse(s, detail, gleam)


SHAPES: dict[str, Shape] = {
    "flame": _flame,
    "wave": _wave,
    "rock": _stone,
    "gust": _gale,
    BLOOD: _droplet,
}
"""The drawing of each icon shape a card file's resources may name, and of blood."""


# ---------------------------------------------------------------- drawing


def draw_shape(
    surface: pygame.Surface, name: str, rect: pygame.Rect, fill: Colour, detail: Colour
) -> None:
    """Draw icon `name` ("flame", "wave", "rock", "gust" or "blood") filling the square in
    rect, without anti-aliasing: draw it large, then scale the surface down."""
    r = min(rect.w, rect.h) / 2 * 0.94
    SHAPES[name](surface, rect.centerx, rect.centery, r, fill, detail)


@lru_cache(maxsize=512)
def icon(name: str, size: int, colour: Colour, line: Colour | None = INK) -> pygame.Surface:
    """Icon `name` ("flame", "wave", "rock", "gust" or "blood") as a size x size image,
    anti-aliased, in `colour` with lighter details and, unless `line` is None, a dark rim."""
    size = max(1, size)
    ss = 4 if size < 64 else 2
    big = size * ss
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    rim = max(1.0, big * 0.045) if line is not None else 0.0
    inner = pygame.Rect(0, 0, big, big).inflate(-2 * math.ceil(rim) - 2, -2 * math.ceil(rim) - 2)
    if line is not None:
        edge = pygame.Surface((big, big), pygame.SRCALPHA)
        draw_shape(edge, name, inner, line, line)
        for k in range(12):
            a = k * math.pi / 6
            surf.blit(edge, (round(math.cos(a) * rim), round(math.sin(a) * rim)))
    draw_shape(surf, name, inner, colour, shade(colour, 0.45))
    return finish(pygame.transform.smoothscale(surf, (size, size)))


def resource_icon(
    shape: str, size: int, colour: Colour, line: Colour | None = INK
) -> pygame.Surface:
    """A basic resource's icon by the shape its card file names: flame, wave, rock or gust."""
    return icon(shape, size, colour, line)


def droplet_icon(size: int, colour: Colour, line: Colour | None = INK) -> pygame.Surface:
    """One blood droplet, for a cost's blood and a dragon's sacrifice worth."""
    return icon(BLOOD, size, colour, line)
