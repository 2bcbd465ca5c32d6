"""The pictures on Hatch cards, drawn by our own code: a silhouette for each tier and the
egg on the back.

A whelp breaks out of its shell, a drake spreads its wings, a wyrm winds across the
box, a serpent rolls through the swell, an elder wears a crown of horns and an
ancient rises before a sun. All are drawn at the size they are given (the faces
draw on a larger canvas and scale it down).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.cards.draw import at, draw_dragon, radial, shade
from game.cards.layout import Colour
from game.games.hatch.table.icons import Point, stroke

_GOLDEN = math.pi * (3 - math.sqrt(5))  # spreads speckles evenly without randomness


def egg_outline(n: int = 48) -> list[Point]:
    """An egg in unit coordinates (y down), narrower at the top, from y -1 to 1."""
    out = []
    for i in range(n):
        t = 2 * math.pi * i / n
        y = -math.cos(t)
        out.append((0.74 * math.sin(t) * (1 + 0.14 * y), y))
    return out


@lru_cache(maxsize=32)
def _glow(size: tuple[int, int], colour: Colour) -> pygame.Surface:
    """The art box's light, the same for every card of a colour and size: drawn once."""
    glow = pygame.Surface(size, pygame.SRCALPHA)
    radial(glow, glow.get_rect(), shade(colour, 0.62), shade(colour, -0.2))
    return glow


def draw_art(
    surface: pygame.Surface, style: str, rect: pygame.Rect, scale: float, colour: Colour
) -> None:
    """The tier's picture in rect: a glow of the card's colour behind a dark silhouette."""
    surface.blit(_glow(rect.size, colour), rect)
    ink = shade(colour, -0.74)
    light = shade(colour, 0.8)
    cx, cy = rect.centerx, rect.centery
    r = min(rect.w * 0.46, rect.h * 0.5) * scale
    old = surface.get_clip()
    surface.set_clip(rect)
    if style == "hatchling":
        _hatchling(surface, cx, cy, r, ink, light)
    elif style == "drake":
        draw_dragon(surface, (cx, cy + r * 0.05), r, ink, shade(colour, -0.3))
    elif style == "wyrm":
        _wyrm(surface, rect, scale, ink, light)
    elif style == "serpent":
        _serpent(surface, rect, scale, ink, light)
    elif style == "elder":
        _elder(surface, cx, cy, r, ink, light, colour)
    else:
        _ancient(surface, rect, cx, cy, r, ink, light, colour)
    surface.set_clip(old)


def _hatchling(
    s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour, shell: Colour
) -> None:
    """A small dragon breaking out of the top of its egg."""
    draw_dragon(s, (cx, cy - r * 0.12), r * 0.72, ink, shade(shell, -0.4))
    lower = [(x, y) for x, y in egg_outline() if y > -0.05]  # right side, bottom, left side
    zigzag = [(-0.72 + 0.18 * k, -0.05 - (0.2 if k % 2 else 0.0)) for k in range(9)]
    shape = lower + zigzag
    pts = at(cx, cy + r * 0.32, r * 0.62, shape)
    pygame.draw.polygon(s, ink, [(x, y + r * 0.03) for x, y in pts])
    pygame.draw.polygon(s, shell, at(cx, cy + r * 0.32, r * 0.58, shape))


def _body(rect: pygame.Rect, scale: float, amp: float, waves: float) -> list[Point]:
    """A winding line across the box, left to right."""
    w, h = rect.w * scale * 0.86, rect.h * scale
    x0, cy = rect.centerx - w / 2, rect.centery + h * 0.1
    return [
        (x0 + w * t, cy + math.sin(t * waves * 2 * math.pi + 0.4) * h * amp)
        for t in (k / 40 for k in range(41))
    ]


def _head(s: pygame.Surface, x: float, y: float, r: float, ink: Colour, light: Colour) -> None:
    """A dragon's head in profile, facing right, with a horn and an eye."""
    pygame.draw.polygon(
        s,
        ink,
        at(
            x,
            y,
            r,
            [(-0.55, -0.35), (0.2, -0.45), (0.95, -0.05), (0.9, 0.2), (0.1, 0.3), (-0.55, 0.35)],
        ),
    )
    pygame.draw.polygon(s, ink, at(x, y, r, [(-0.4, -0.3), (-0.95, -1.0), (-0.1, -0.4)]))
    pygame.draw.circle(s, light, at(x, y, r, [(0.25, -0.15)])[0], r * 0.1)


def _wyrm(s: pygame.Surface, rect: pygame.Rect, scale: float, ink: Colour, light: Colour) -> None:
    """A long winged body winding across the box."""
    line = _body(rect, scale, 0.16, 1.25)
    thick = rect.h * scale * 0.2
    stroke(s, ink, line[::-1], thick, taper=True)
    hx, hy = line[-1]
    _head(s, hx + thick * 0.5, hy - thick * 0.4, thick * 1.3, ink, light)
    mx, my = line[len(line) // 2]
    wing = [
        (-0.1, 0.0), (-0.35, -0.7), (-0.1, -1.0), (0.25, -0.52), (0.5, -0.9), (0.62, -0.38),
        (0.95, -0.62), (0.85, -0.12), (0.5, 0.05),
    ]  # fmt: skip
    pygame.draw.polygon(s, ink, at(mx, my - thick * 0.3, thick * 2.1, wing))
    for k in range(6):  # a row of spines
        px, py = line[6 + k * 5]
        pygame.draw.polygon(
            s, ink, at(px, py - thick * 0.45, thick * 0.4, [(-0.4, 0), (0, -1), (0.4, 0)])
        )


def _serpent(
    s: pygame.Surface, rect: pygame.Rect, scale: float, ink: Colour, light: Colour
) -> None:
    """Coils rising out of the swell, the head held high on the right."""
    w, h = rect.w * scale * 0.9, rect.h * scale
    x0, water = rect.centerx - w / 2, rect.centery + h * 0.22
    thick = h * 0.17
    for k in range(3):
        left, span = x0 + w * (0.02 + 0.25 * k), w * 0.2
        arch = [
            (left + span * t, water - math.sin(math.pi * t) * h * (0.28 + 0.06 * k))
            for t in (i / 16 for i in range(17))
        ]
        stroke(s, ink, arch, thick)
    neck = [
        (x0 + w * (0.77 + 0.2 * t), water - h * 0.55 * math.sin(t * math.pi / 2))
        for t in (i / 12 for i in range(13))
    ]
    stroke(s, ink, neck, thick)
    hx, hy = neck[-1]
    _head(s, hx + thick * 0.2, hy - thick * 0.2, thick * 1.05, ink, light)
    swell = [
        (x0 - w * 0.05 + w * 1.1 * t, water + math.sin(t * 9 * math.pi) * h * 0.035)
        for t in (i / 60 for i in range(61))
    ]
    stroke(s, light, swell, max(2.0, h * 0.05))


def _elder(
    s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour, light: Colour, colour: Colour
) -> None:
    """A great dragon before a ring, crowned with horns."""
    pygame.draw.circle(s, light, (cx, cy), r * 0.9, max(2, round(r * 0.09)))
    pygame.draw.circle(s, shade(colour, 0.3), (cx, cy), r * 0.74, max(1, round(r * 0.04)))
    head = (cx, cy + r * 0.08 - r * 0.66)
    for k in range(5):  # the crown: five horns fanning up from the head
        a = -math.pi / 2 + (k - 2) * 0.38
        tip = (head[0] + math.cos(a) * r * 0.44, head[1] + math.sin(a) * r * 0.44)
        side = r * 0.07
        base = (head[0] + math.cos(a) * r * 0.1, head[1] + math.sin(a) * r * 0.1)
        pygame.draw.polygon(
            s,
            ink,
            [
                (base[0] - side * math.sin(a), base[1] + side * math.cos(a)),
                tip,
                (base[0] + side * math.sin(a), base[1] - side * math.cos(a)),
            ],
        )
    draw_dragon(s, (cx, cy + r * 0.08), r, ink, shade(colour, -0.3))


def _ancient(
    s: pygame.Surface,
    rect: pygame.Rect,
    cx: float,
    cy: float,
    r: float,
    ink: Colour,
    light: Colour,
    colour: Colour,
) -> None:
    """The greatest dragons rise before a blazing sun."""
    sun = (cx, cy - r * 0.1)
    reach = max(rect.w, rect.h)
    for k in range(16):
        a, b = k * math.pi / 8, k * math.pi / 8 + math.pi / 20
        ray = [
            sun,
            (sun[0] + math.cos(a) * reach, sun[1] + math.sin(a) * reach),
            (sun[0] + math.cos(b) * reach, sun[1] + math.sin(b) * reach),
        ]
        pygame.draw.polygon(s, shade(colour, 0.45), ray)
    pygame.draw.circle(s, light, sun, r * 0.66)
    pygame.draw.circle(s, shade(colour, 0.35), sun, r * 0.66, max(2, round(r * 0.05)))
    draw_dragon(s, (cx, cy + r * 0.06), r, ink, shade(colour, -0.3))


def draw_egg(
    s: pygame.Surface, cx: float, cy: float, r: float, shell: Colour, speckle: Colour, line: Colour
) -> None:
    """The back's egg: a shell with a shadowed side, a gleam and speckles."""
    egg = egg_outline()
    pygame.draw.polygon(s, line, at(cx, cy, r * 1.05, egg))
    pygame.draw.polygon(s, shade(shell, -0.18), at(cx, cy, r, egg))
    pygame.draw.polygon(s, shell, at(cx - r * 0.07, cy - r * 0.04, r * 0.9, egg))
    for k in range(22):  # speckles spread by the golden angle, smaller towards the edge
        rad = math.sqrt((k + 0.5) / 22) * 0.78
        a = k * _GOLDEN
        x, y = math.cos(a) * rad * 0.66, math.sin(a) * rad * 0.9
        size = r * (0.07 - 0.035 * rad)
        pygame.draw.ellipse(
            s,
            speckle,
            pygame.Rect(cx + x * r - size, cy + y * r - size * 0.8, size * 2, size * 1.6),
        )
    gleam = pygame.Rect(0, 0, r * 0.2, r * 0.46)
    gleam.center = (round(cx - r * 0.34), round(cy - r * 0.36))
    pygame.draw.ellipse(s, shade(shell, 0.6), gleam)
