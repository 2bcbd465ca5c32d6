"""Drawing primitives for card art: gradients, shapes and the icons, all our own.

Shapes are drawn at a multiple of the final size and smoothly scaled down, so
edges are anti-aliased.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.cards.layout import Colour

Point = tuple[float, float]


def shade(c: Colour, f: float) -> Colour:
    """Lighter towards white for f > 0, darker towards black for f < 0."""
    r, g, b = (round(v + (255 - v) * f) if f >= 0 else round(v * (1 + f)) for v in c)
    return (r, g, b)


def supersample(width: int) -> int:
    return 3 if width < 200 else 2


def finish(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha() only once a display mode is set (it needs one)."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def gradient(size: tuple[int, int], top: Colour, bottom: Colour, radius: int) -> pygame.Surface:
    """A rounded rectangle filled with a vertical gradient."""
    w, h = size
    strip = pygame.Surface((1, 2), pygame.SRCALPHA)
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    grad = pygame.transform.smoothscale(strip, (w, h))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    mask.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return mask


def radial(surface: pygame.Surface, rect: pygame.Rect, inner: Colour, outer: Colour) -> None:
    """A soft glow from the centre of rect (clipped to it)."""
    old = surface.get_clip()
    surface.set_clip(rect)
    surface.fill(outer, rect)
    reach = math.hypot(rect.w, rect.h) / 2
    steps = 24
    for i in range(steps):
        t = i / (steps - 1)
        colour = tuple(round(o + (n - o) * t) for o, n in zip(outer, inner, strict=True))
        pygame.draw.circle(surface, colour, rect.center, max(1, round(reach * (1 - t * 0.85))))
    surface.set_clip(old)


def at(cx: float, cy: float, r: float, pts: Sequence[Point], turn: float = 0.0) -> list[Point]:
    """Unit-square points (y down) to pixels around (cx, cy), optionally turned (radians)."""
    c, s = math.cos(turn), math.sin(turn)
    return [(cx + (x * c - y * s) * r, cy + (x * s + y * c) * r) for x, y in pts]


def _mirror(pts: Sequence[Point]) -> list[Point]:
    return [(-x, y) for x, y in pts]


def _stroke(
    a: Point, b: Point, bulge: float, width: float, taper: bool, n: int = 14
) -> list[Point]:
    """A curved, tapered stroke from a to b as one polygon (claws, horns, tails)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    left, right = [], []
    for i in range(n + 1):
        t = i / n
        bend = bulge * math.sin(math.pi * t)
        x, y = a[0] + dx * t + nx * bend, a[1] + dy * t + ny * bend
        half = width / 2 * (math.sin(math.pi * t) ** 0.6 if not taper else (1 - t) ** 0.8)
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1]


def _bar(a: Point, b: Point, width: float) -> list[Point]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    return [
        (a[0] + nx, a[1] + ny),
        (b[0] + nx, b[1] + ny),
        (b[0] - nx, b[1] - ny),
        (a[0] - nx, a[1] - ny),
    ]


def _teardrop(m: float = 1.4, a: float = 0.62, n: int = 40) -> list[Point]:
    """A drop pointing up, spanning y from -1 (tip) to 1."""
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        out.append((a * math.sin(t) * abs(math.sin(t / 2)) ** m, -math.cos(t)))
    return out


# ---------------------------------------------------------------- icons

IconDraw = Callable[[pygame.Surface, float, float, float, Colour, Colour], None]


def _poly(s: pygame.Surface, colour: Colour, pts: Sequence[Point]) -> None:
    pygame.draw.polygon(s, colour, pts)


def _claw(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    for x0 in (-0.48, 0.0, 0.48):
        stroke = _stroke((x0 + 0.3, -0.9), (x0 - 0.3, 0.9), 0.16, 0.3, taper=False)
        _poly(s, fill, at(cx, cy, r, stroke))


def _sword(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    turn = math.pi / 4
    blade = [(0, -1.05), (0.15, -0.8), (0.15, 0.32), (-0.15, 0.32), (-0.15, -0.8)]
    _poly(s, fill, at(cx, cy, r, blade, turn))
    _poly(s, detail, at(cx, cy, r, _bar((0, -0.72), (0, 0.25), 0.07), turn))
    _poly(s, fill, at(cx, cy, r, [(-0.5, 0.3), (0.5, 0.3), (0.45, 0.45), (-0.45, 0.45)], turn))
    _poly(s, fill, at(cx, cy, r, _bar((0, 0.4), (0, 0.82), 0.16), turn))
    px, py = at(cx, cy, r, [(0, 0.9)], turn)[0]
    pygame.draw.circle(s, fill, (px, py), r * 0.15)


def _bolt(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    pts = [
        (0.3, -1.0),
        (-0.5, 0.12),
        (-0.04, 0.12),
        (-0.3, 1.0),
        (0.55, -0.2),
        (0.08, -0.2),
        (0.42, -1.0),
    ]
    _poly(s, fill, at(cx, cy, r, pts))


def _snowflake(
    s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour
) -> None:
    for k in range(6):
        a = math.pi / 2 + k * math.pi / 3
        ux, uy = math.cos(a), -math.sin(a)
        _poly(s, fill, at(cx, cy, r, _bar((0, 0), (ux * 0.95, uy * 0.95), 0.15)))
        for side in (-1, 1):
            b = a + side * math.pi / 4
            base = (ux * 0.5, uy * 0.5)
            tip = (base[0] + math.cos(b) * 0.34, base[1] - math.sin(b) * 0.34)
            _poly(s, fill, at(cx, cy, r, _bar(base, tip, 0.13)))
        pygame.draw.circle(s, fill, at(cx, cy, r, [(ux * 0.95, uy * 0.95)])[0], r * 0.075)
    hexagon = [
        (math.cos(k * math.pi / 3) * 0.26, math.sin(k * math.pi / 3) * 0.26) for k in range(6)
    ]
    _poly(s, detail, at(cx, cy, r, hexagon))


def _shield_outline(scale: float) -> list[Point]:
    side = []
    for i in range(9):
        t = i / 8
        x = (1 - t) ** 2 * 0.78 + 2 * (1 - t) * t * 0.74 + t * t * 0.0
        y = (1 - t) ** 2 * -0.2 + 2 * (1 - t) * t * 0.62 + t * t * 0.98
        side.append((x, y))
    top = [(-0.78, -0.78), (-0.4, -0.84), (0.0, -0.96), (0.4, -0.84), (0.78, -0.78)]
    pts = top + side + _mirror(side[::-1])[1:]
    return [(x * scale, y * scale) for x, y in pts]


def _shield(
    s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour
) -> None:
    _poly(s, fill, at(cx, cy, r, _shield_outline(1.0)))
    _poly(s, detail, at(cx, cy - r * 0.03, r, _shield_outline(0.68)))
    _poly(s, fill, at(cx, cy - r * 0.05, r, _shield_outline(0.46)))


def _heart(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    pts = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((x / 16.5, -y / 15 - 0.1))
    _poly(s, fill, at(cx, cy, r, pts))
    _poly(s, detail, at(cx, cy + r * 0.02, r * 0.5, pts))


def _star(points: int, outer: float, inner: float) -> list[Point]:
    out = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        rad = outer if i % 2 == 0 else inner
        out.append((math.cos(a) * rad, math.sin(a) * rad))
    return out


def _sparkle(
    s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour
) -> None:
    _poly(s, fill, at(cx - r * 0.12, cy + r * 0.12, r, _star(4, 0.88, 0.2)))
    _poly(s, fill, at(cx + r * 0.58, cy - r * 0.58, r, _star(4, 0.36, 0.09)))
    pygame.draw.circle(s, detail, (cx - r * 0.12, cy + r * 0.12), r * 0.12)


def _flame(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    drop = _teardrop()
    for dx, turn, size in ((-0.42, -0.45, 0.55), (0.42, 0.45, 0.55)):
        _poly(s, fill, at(cx + dx * r, cy + 0.38 * r, r * size, drop, turn))
    _poly(s, fill, at(cx, cy + 0.05 * r, r * 0.95, drop))
    _poly(s, detail, at(cx, cy + 0.45 * r, r * 0.5, _teardrop(1.2, 0.7)))


def _gem(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    outline = [(-0.95, -0.3), (-0.52, -0.8), (0.52, -0.8), (0.95, -0.3), (0.0, 0.95)]
    _poly(s, fill, at(cx, cy, r, outline))
    _poly(s, detail, at(cx, cy, r, [(-0.52, -0.8), (-0.26, -0.3), (0.26, -0.3), (0.52, -0.8)]))
    _poly(s, detail, at(cx, cy, r, [(-0.26, -0.3), (0.26, -0.3), (0.0, 0.95)]))


def _horn(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    _poly(s, fill, at(cx, cy, r, _stroke((-0.45, 0.9), (0.55, -0.95), -0.35, 0.75, taper=True)))
    for t in (0.25, 0.45, 0.62):
        x, y = -0.45 + t * 1.0 - 0.3 * math.sin(math.pi * t) * 0.9, 0.9 - t * 1.85
        w = 0.35 * (1 - t) ** 0.8
        _poly(s, detail, at(cx, cy, r, _bar((x - w, y - w * 0.5), (x + w, y + w * 0.5), 0.07)))


def _void(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    pygame.draw.circle(s, fill, (cx, cy), r * 0.92)
    pygame.draw.circle(s, detail, (cx + r * 0.2, cy - r * 0.14), r * 0.64)
    pygame.draw.circle(s, fill, (cx + r * 0.2, cy - r * 0.14), r * 0.16)


def _helm(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    dome = [
        (math.cos(a) * 0.72, -0.1 - math.sin(a) * 0.78)
        for a in [i * math.pi / 16 for i in range(17)]
    ]
    _poly(s, fill, at(cx, cy, r, [*dome, (-0.72, 0.75), (-0.25, 0.95), (0.25, 0.95), (0.72, 0.75)]))
    _poly(s, detail, at(cx, cy, r, _bar((-0.6, 0.05), (0.6, 0.05), 0.16)))
    _poly(s, detail, at(cx, cy, r, _bar((0, 0.12), (0, 0.72), 0.12)))
    _poly(s, fill, at(cx, cy, r, _stroke((0.0, -0.85), (-0.2, -1.0), 0.1, 0.22, taper=True)))


ICON_DRAWERS: dict[str, IconDraw] = {
    "claw": _claw,
    "sword": _sword,
    "bolt": _bolt,
    "snowflake": _snowflake,
    "shield": _shield,
    "heart": _heart,
    "sparkle": _sparkle,
    "flame": _flame,
    "gem": _gem,
    "horn": _horn,
    "void": _void,
    "helm": _helm,
}


def draw_icon(
    surface: pygame.Surface, name: str, rect: pygame.Rect, fill: Colour, detail: Colour
) -> None:
    """Draw icon `name` filling the square in rect (no anti-aliasing: draw big, then scale)."""
    r = min(rect.w, rect.h) / 2
    ICON_DRAWERS[name](surface, rect.centerx, rect.centery, r * 0.92, fill, detail)


@lru_cache(maxsize=256)
def icon_surface(
    name: str, size: int, fill: Colour, detail: Colour, line: Colour | None
) -> pygame.Surface:
    """An anti-aliased icon of size x size pixels, with a dark outline if `line` is given."""
    ss = 4 if size < 64 else 2
    big = size * ss
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    inner = pygame.Rect(0, 0, big, big).inflate(-big * 0.14, -big * 0.14)
    if line is not None:
        edge = pygame.Surface((big, big), pygame.SRCALPHA)
        draw_icon(edge, name, inner, line, line)
        reach = max(1.0, big * 0.05)
        for k in range(12):
            a = k * math.pi / 6
            surf.blit(edge, (round(math.cos(a) * reach), round(math.sin(a) * reach)))
    draw_icon(surf, name, inner, fill, detail)
    return finish(pygame.transform.smoothscale(surf, (size, size)))


# ---------------------------------------------------------------- text


def draw_gem(
    surface: pygame.Surface,
    centre: Point,
    r: float,
    sides: int,
    fill: Colour,
    edge: Colour,
    outline: Colour,
) -> None:
    """A cut gem: a dark rim, a light edge, facets lit from the top left, a flat table."""
    cx, cy = centre

    def ring(rad: float) -> list[Point]:
        step = 2 * math.pi / sides
        return [
            (
                cx + math.cos(-math.pi / 2 + k * step) * rad,
                cy + math.sin(-math.pi / 2 + k * step) * rad,
            )
            for k in range(sides)
        ]

    pygame.draw.polygon(
        surface, (0, 0, 0, 110), [(x + r * 0.06, y + r * 0.1) for x, y in ring(r * 1.06)]
    )
    pygame.draw.polygon(surface, outline, ring(r * 1.06))
    pygame.draw.polygon(surface, edge, ring(r))
    outer, inner = ring(r * 0.86), ring(r * 0.56)
    for k in range(sides):
        a = -math.pi / 2 + (k + 0.5) * 2 * math.pi / sides
        light = -math.cos(a + math.pi / 4) * 0.35
        facet = [outer[k], outer[(k + 1) % sides], inner[(k + 1) % sides], inner[k]]
        pygame.draw.polygon(surface, shade(fill, light), facet)
    pygame.draw.polygon(surface, shade(fill, 0.12), inner)


def draw_dragon(
    surface: pygame.Surface, centre: Point, r: float, colour: Colour, dark: Colour
) -> None:
    """The dragon emblem of the card back: spread wings, horned head, curling tail."""
    cx, cy = centre
    wing = [
        (0.1, -0.2),
        (0.32, -0.55),
        (0.62, -0.72),
        (0.98, -0.7),
        (0.84, -0.42),
        (0.9, -0.08),
        (0.7, -0.2),
        (0.64, 0.1),
        (0.46, -0.04),
        (0.34, 0.18),
        (0.2, 0.02),
        (0.1, 0.14),
    ]
    for side in (wing, _mirror(wing)):
        pygame.draw.polygon(surface, colour, at(cx, cy, r, side))
        sx = 1 if side is wing else -1
        for tip in ((0.84, -0.42), (0.7, -0.2), (0.46, -0.04), (0.2, 0.02)):
            pygame.draw.polygon(
                surface,
                dark,
                at(cx, cy, r, _bar((sx * 0.2, -0.38), (sx * tip[0] * 0.96, tip[1] - 0.02), 0.025)),
            )
    body = [(0, -0.5), (0.15, -0.24), (0.13, 0.26), (0, 0.58), (-0.13, 0.26), (-0.15, -0.24)]
    pygame.draw.polygon(surface, colour, at(cx, cy, r, body))
    tail = _stroke((0.0, 0.5), (0.34, 0.88), -0.22, 0.16, taper=True)
    pygame.draw.polygon(surface, colour, at(cx, cy, r, tail))
    head = [(0, -0.86), (0.15, -0.62), (0.09, -0.46), (-0.09, -0.46), (-0.15, -0.62)]
    pygame.draw.polygon(surface, colour, at(cx, cy, r, head))
    for sx in (1, -1):
        horn = _stroke((sx * 0.09, -0.66), (sx * 0.3, -0.95), sx * 0.06, 0.09, taper=True)
        pygame.draw.polygon(surface, colour, at(cx, cy, r, horn))
        pygame.draw.circle(surface, dark, at(cx, cy, r, [(sx * 0.06, -0.62)])[0], r * 0.03)
    for y in (-0.15, 0.02, 0.19):  # belly scales
        pygame.draw.polygon(surface, dark, at(cx, cy, r, _bar((-0.08, y), (0.08, y), 0.025)))
