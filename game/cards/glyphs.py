"""The icons drawn inside lines of card text (`{energy}`, `{coin2}`, `{spade}`…), our own shapes.

Each glyph is drawn four times larger and smoothly scaled down to the line's size,
then cached. Some have their own colours (a gold coin, a blue energy gem); the
type icons of game/cards/draw.py take the text's colour. A number on a glyph
(`{coin2}`) is set at the final size so it stays crisp.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.cards.draw import ICON_DRAWERS, at, draw_gem, draw_icon, finish, shade
from game.cards.fonts import font
from game.cards.inline import Icon, unknown_icons
from game.cards.layout import Colour

Glyph = Callable[[pygame.Surface, float, float, float, Colour], None]

ENERGY: Colour = (58, 126, 222)
GOLD: Colour = (226, 178, 52)
EMBER: Colour = (230, 104, 36)
VP_GREEN: Colour = (62, 132, 58)
SUIT_RED: Colour = (196, 32, 44)
DARK: Colour = (36, 24, 10)


def _energy(s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour) -> None:
    draw_gem(s, (cx, cy), r * 0.93, 6, ENERGY, (214, 230, 255), (16, 26, 56))


def _coin(s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour) -> None:
    pygame.draw.circle(s, shade(GOLD, -0.55), (cx, cy), r)
    pygame.draw.circle(s, GOLD, (cx, cy), r * 0.86)
    pygame.draw.circle(s, shade(GOLD, 0.45), (cx, cy), r * 0.7)
    pygame.draw.circle(s, shade(GOLD, 0.08), (cx, cy), r * 0.62)


def _ember(s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour) -> None:
    dark = shade(EMBER, -0.6)
    for k in range(8):  # a dark rim, so the flame reads on parchment and on colour
        a = k * math.pi / 4
        ICON_DRAWERS["flame"](
            s, cx + math.cos(a) * r * 0.07, cy + math.sin(a) * r * 0.07, r * 0.86, dark, dark
        )
    ICON_DRAWERS["flame"](s, cx, cy, r * 0.86, EMBER, (255, 206, 84))


def _crest_points(scale: float) -> list[tuple[float, float]]:
    return [(-0.8 * scale, -0.82 * scale), (0.8 * scale, -0.82 * scale), (0.8 * scale, 0.1 * scale),
            (0.0, 0.95 * scale), (-0.8 * scale, 0.1 * scale)]  # fmt: skip


def _vp(s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour) -> None:
    pygame.draw.polygon(s, shade(VP_GREEN, -0.55), at(cx, cy, r, _crest_points(1.0)))
    pygame.draw.polygon(s, VP_GREEN, at(cx, cy, r, _crest_points(0.82)))
    pygame.draw.polygon(s, shade(VP_GREEN, 0.2), at(cx, cy - r * 0.08, r, _crest_points(0.55)))


def _heart_points() -> list[tuple[float, float]]:
    pts = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((x / 17, -y / 16 + 0.05))
    return pts


def _heart_suit(s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour) -> None:
    pygame.draw.polygon(s, SUIT_RED, at(cx, cy, r, _heart_points()))


def _diamond(s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour) -> None:
    pygame.draw.polygon(s, SUIT_RED, at(cx, cy, r, [(0, -1), (0.72, 0), (0, 1), (-0.72, 0)]))


def _stem(s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour) -> None:
    pygame.draw.polygon(s, ink, at(cx, cy, r, [(0, 0.2), (0.42, 0.98), (-0.42, 0.98)]))


def _spade(s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour) -> None:
    flipped = [(x * 1.02, -y * 0.92 - 0.1) for x, y in _heart_points()]
    pygame.draw.polygon(s, ink, at(cx, cy, r, flipped))
    _stem(s, cx, cy, r, ink)


def _club(s: pygame.Surface, cx: float, cy: float, r: float, ink: Colour) -> None:
    for x, y in ((0.0, -0.5), (-0.46, 0.12), (0.46, 0.12)):
        pygame.draw.circle(s, ink, at(cx, cy, r, [(x, y)])[0], r * 0.42)
    _stem(s, cx, cy, r, ink)


GLYPHS: dict[str, Glyph] = {
    "energy": _energy,
    "coin": _coin,
    "ember": _ember,
    "vp": _vp,
    "spade": _spade,
    "heart_suit": _heart_suit,
    "diamond": _diamond,
    "club": _club,
}
NUMBERED = frozenset({"energy", "coin", "vp"})  # glyphs with room for a number on them
KNOWN = frozenset(GLYPHS) | frozenset(ICON_DRAWERS)
_NUMBER_INK = {"energy": (255, 255, 255), "coin": DARK, "vp": (255, 255, 255)}


def icon_problem(text: str, where: str) -> str | None:
    """Why a text's inline icons cannot be drawn (`where` names the card and field), or None."""
    bad = unknown_icons(text, KNOWN, NUMBERED)
    if not bad:
        return None
    names = ", ".join(f"{{{n}}}" for n in sorted(KNOWN))
    return (
        f"{where} has {', '.join(bad)}, which is not an inline icon; "
        f"icons are {names} (a number only on {{coin2}}, {{energy2}} or {{vp2}})."
    )


@lru_cache(maxsize=512)
def glyph(icon: Icon, side: int, ink: Colour) -> pygame.Surface:
    """The icon as a side x side image; a type icon takes the text's colour `ink`."""
    side = max(1, side)
    ss = 4
    big = pygame.Surface((side * ss, side * ss), pygame.SRCALPHA)
    half = side * ss / 2
    if icon.name in GLYPHS:
        GLYPHS[icon.name](big, half, half, half * 0.96, ink)
    else:  # a type icon, in the text's colour
        draw_icon(big, icon.name, big.get_rect(), ink, shade(ink, 0.55))
    image = pygame.transform.smoothscale(big, (side, side))
    if icon.number:
        px = max(5, round(side * (0.72 if len(icon.number) == 1 else 0.56)))
        digits = font(px, True).render(icon.number, True, _NUMBER_INK.get(icon.name, DARK))
        image.blit(digits, digits.get_rect(center=(side / 2, side / 2 + side * 0.02)))
    return finish(image)
