"""Card faces, card backs and Rider/Dragon tiles, drawn by our own code from a layout.

Shapes are drawn at a multiple of the final size and smoothly scaled down, so edges
are anti-aliased; text is drawn afterwards at the final size so it stays crisp.
Every surface is cached per (card kind, width): copies of a card share one face.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.cards.fonts import font
from game.cards.layout import Colour, Layout
from game.core.errors import DataError
from game.games.riders.cards import Catalog

HIDDEN = "?"  # the face id of a card nobody may see
FLOOR_PX = 6  # text never shrinks below this, even when it overflows
Point = tuple[float, float]

WHITE: Colour = (255, 255, 255)
HP_RED: Colour = (214, 64, 64)
ENERGY_BLUE: Colour = (74, 144, 226)
SHIELD_BLUE: Colour = (96, 150, 200)
WOUNDED: Colour = (222, 150, 40)
CRITICAL: Colour = (206, 52, 46)


# ---------------------------------------------------------------- colours and shapes


def shade(c: Colour, f: float) -> Colour:
    """Lighter towards white for f > 0, darker towards black for f < 0."""
    r, g, b = (round(v + (255 - v) * f) if f >= 0 else round(v * (1 + f)) for v in c)
    return (r, g, b)


def _supersample(width: int) -> int:
    return 3 if width < 200 else 2


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha() only once a display mode is set (it needs one)."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def _gradient(size: tuple[int, int], top: Colour, bottom: Colour, radius: int) -> pygame.Surface:
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


def _radial(surface: pygame.Surface, rect: pygame.Rect, inner: Colour, outer: Colour) -> None:
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


def _at(cx: float, cy: float, r: float, pts: Sequence[Point], turn: float = 0.0) -> list[Point]:
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
        _poly(s, fill, _at(cx, cy, r, stroke))


def _sword(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    turn = math.pi / 4
    blade = [(0, -1.05), (0.15, -0.8), (0.15, 0.32), (-0.15, 0.32), (-0.15, -0.8)]
    _poly(s, fill, _at(cx, cy, r, blade, turn))
    _poly(s, detail, _at(cx, cy, r, _bar((0, -0.72), (0, 0.25), 0.07), turn))
    _poly(s, fill, _at(cx, cy, r, [(-0.5, 0.3), (0.5, 0.3), (0.45, 0.45), (-0.45, 0.45)], turn))
    _poly(s, fill, _at(cx, cy, r, _bar((0, 0.4), (0, 0.82), 0.16), turn))
    px, py = _at(cx, cy, r, [(0, 0.9)], turn)[0]
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
    _poly(s, fill, _at(cx, cy, r, pts))


def _snowflake(
    s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour
) -> None:
    for k in range(6):
        a = math.pi / 2 + k * math.pi / 3
        ux, uy = math.cos(a), -math.sin(a)
        _poly(s, fill, _at(cx, cy, r, _bar((0, 0), (ux * 0.95, uy * 0.95), 0.15)))
        for side in (-1, 1):
            b = a + side * math.pi / 4
            base = (ux * 0.5, uy * 0.5)
            tip = (base[0] + math.cos(b) * 0.34, base[1] - math.sin(b) * 0.34)
            _poly(s, fill, _at(cx, cy, r, _bar(base, tip, 0.13)))
        pygame.draw.circle(s, fill, _at(cx, cy, r, [(ux * 0.95, uy * 0.95)])[0], r * 0.075)
    hexagon = [
        (math.cos(k * math.pi / 3) * 0.26, math.sin(k * math.pi / 3) * 0.26) for k in range(6)
    ]
    _poly(s, detail, _at(cx, cy, r, hexagon))


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
    _poly(s, fill, _at(cx, cy, r, _shield_outline(1.0)))
    _poly(s, detail, _at(cx, cy - r * 0.03, r, _shield_outline(0.68)))
    _poly(s, fill, _at(cx, cy - r * 0.05, r, _shield_outline(0.46)))


def _heart(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    pts = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((x / 16.5, -y / 15 - 0.1))
    _poly(s, fill, _at(cx, cy, r, pts))
    _poly(s, detail, _at(cx, cy + r * 0.02, r * 0.5, pts))


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
    _poly(s, fill, _at(cx - r * 0.12, cy + r * 0.12, r, _star(4, 0.88, 0.2)))
    _poly(s, fill, _at(cx + r * 0.58, cy - r * 0.58, r, _star(4, 0.36, 0.09)))
    pygame.draw.circle(s, detail, (cx - r * 0.12, cy + r * 0.12), r * 0.12)


def _flame(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    drop = _teardrop()
    for dx, turn, size in ((-0.42, -0.45, 0.55), (0.42, 0.45, 0.55)):
        _poly(s, fill, _at(cx + dx * r, cy + 0.38 * r, r * size, drop, turn))
    _poly(s, fill, _at(cx, cy + 0.05 * r, r * 0.95, drop))
    _poly(s, detail, _at(cx, cy + 0.45 * r, r * 0.5, _teardrop(1.2, 0.7)))


def _gem(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    outline = [(-0.95, -0.3), (-0.52, -0.8), (0.52, -0.8), (0.95, -0.3), (0.0, 0.95)]
    _poly(s, fill, _at(cx, cy, r, outline))
    _poly(s, detail, _at(cx, cy, r, [(-0.52, -0.8), (-0.26, -0.3), (0.26, -0.3), (0.52, -0.8)]))
    _poly(s, detail, _at(cx, cy, r, [(-0.26, -0.3), (0.26, -0.3), (0.0, 0.95)]))


def _horn(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    _poly(s, fill, _at(cx, cy, r, _stroke((-0.45, 0.9), (0.55, -0.95), -0.35, 0.75, taper=True)))
    for t in (0.25, 0.45, 0.62):
        x, y = -0.45 + t * 1.0 - 0.3 * math.sin(math.pi * t) * 0.9, 0.9 - t * 1.85
        w = 0.35 * (1 - t) ** 0.8
        _poly(s, detail, _at(cx, cy, r, _bar((x - w, y - w * 0.5), (x + w, y + w * 0.5), 0.07)))


def _void(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    pygame.draw.circle(s, fill, (cx, cy), r * 0.92)
    pygame.draw.circle(s, detail, (cx + r * 0.2, cy - r * 0.14), r * 0.64)
    pygame.draw.circle(s, fill, (cx + r * 0.2, cy - r * 0.14), r * 0.16)


def _helm(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, detail: Colour) -> None:
    dome = [
        (math.cos(a) * 0.72, -0.1 - math.sin(a) * 0.78)
        for a in [i * math.pi / 16 for i in range(17)]
    ]
    _poly(
        s, fill, _at(cx, cy, r, [*dome, (-0.72, 0.75), (-0.25, 0.95), (0.25, 0.95), (0.72, 0.75)])
    )
    _poly(s, detail, _at(cx, cy, r, _bar((-0.6, 0.05), (0.6, 0.05), 0.16)))
    _poly(s, detail, _at(cx, cy, r, _bar((0, 0.12), (0, 0.72), 0.12)))
    _poly(s, fill, _at(cx, cy, r, _stroke((0.0, -0.85), (-0.2, -1.0), 0.1, 0.22, taper=True)))


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
    return _finish(pygame.transform.smoothscale(surf, (size, size)))


# ---------------------------------------------------------------- text

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


def _fit_line(text: str, width: int, start: int, least: int, bold: bool) -> tuple[int, bool]:
    """The largest size at which one line of text fits in width, and whether it overflows."""
    for size in range(max(start, FLOOR_PX), FLOOR_PX - 1, -1):
        if font(size, bold).size(text)[0] <= width:
            return size, size < least
    return FLOOR_PX, True


# ---------------------------------------------------------------- the renderer


class FaceRenderer:
    """Draws and caches the faces of one game's cards from its catalog and layout."""

    def __init__(self, catalog: Catalog, layout: Layout) -> None:
        self.catalog = catalog
        self.layout = layout
        self._faces: dict[tuple[str, int], pygame.Surface] = {}
        self._overflow: dict[tuple[str, int], bool] = {}
        self._backs: dict[int, pygame.Surface] = {}
        self._tiles: dict[tuple[str, str, int], pygame.Surface] = {}
        for card in catalog.cards.values():
            if card.group not in layout.groups:
                raise DataError(
                    layout.path, f"card {card.id}'s group '{card.group}' has no style in [groups]."
                )

    def height_for(self, width: int) -> int:
        return self.layout.height_for(width)

    def kind(self, card_id: str) -> str:
        """The card kind of an instance id (`strike_2`) or a kind (`strike`)."""
        if card_id in self.catalog.cards:
            return card_id
        return self.catalog.card_of(card_id).id

    def face(self, card_id: str, width: int) -> pygame.Surface:
        """The face of a card (by instance id or kind); "?" gives the back."""
        if card_id == HIDDEN:
            return self.back(width)
        key = (self.kind(card_id), width)
        if key not in self._faces:
            surface, overflow = self._draw_face(key[0], width)
            self._faces[key] = _finish(surface)
            self._overflow[key] = overflow
        return self._faces[key]

    def overflows(self, card_id: str, width: int) -> bool:
        """Whether the card's name or text had to shrink below the layout's minimum at width."""
        if card_id == HIDDEN:
            return False
        self.face(card_id, width)
        return self._overflow[(self.kind(card_id), width)]

    def clear(self) -> None:
        """Forget every cached surface (the layout lab reloads a changed file)."""
        self._faces.clear()
        self._overflow.clear()
        self._backs.clear()
        self._tiles.clear()

    # ------------------------------------------------------------ faces

    def _draw_face(self, kind: str, width: int) -> tuple[pygame.Surface, bool]:
        lay, card = self.layout, self.catalog.cards[kind]
        group = lay.groups[card.group]
        height = self.height_for(width)
        ss = _supersample(width)
        W, H = width * ss, height * ss

        big = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = round(lay.card.corner_radius * W)
        pygame.draw.rect(big, lay.card.outline, big.get_rect(), border_radius=radius)
        edge = max(ss, round(W * 0.01))
        frame = _gradient(
            (W - 2 * edge, H - 2 * edge),
            shade(group.colour, 0.18),
            shade(group.colour, -0.35),
            radius - edge,
        )
        big.blit(frame, (edge, edge))
        self._draw_art(big, pygame.Rect(lay.art.box.at(W, H)), group.colour, group.icon, ss)
        self._draw_panel(big, W, H, group.colour, ss)
        self._draw_banner(big, pygame.Rect(lay.name.box.at(W, H)), group.colour, ss)
        self._draw_gem(big, W, H)
        surface = pygame.transform.smoothscale(big, (width, height))
        overflow = self._draw_words(
            surface, card.name, card.cost, group.label, card.text, width, height
        )
        return surface, overflow

    def _draw_art(
        self, big: pygame.Surface, rect: pygame.Rect, colour: Colour, icon: str, ss: int
    ) -> None:
        lay = self.layout.art
        radius = round(lay.corner_radius * big.get_width())
        pygame.draw.rect(
            big, shade(colour, -0.6), rect.inflate(2 * ss, 2 * ss), border_radius=radius + ss
        )
        art = pygame.Surface(rect.size, pygame.SRCALPHA)
        inner = art.get_rect()
        _radial(art, inner, shade(colour, 0.45), shade(colour, -0.3))
        cx, cy = inner.center
        reach = max(inner.w, inner.h)
        for k in range(12):  # faint rays, like light behind the emblem
            a, b = k * math.pi / 6, k * math.pi / 6 + math.pi / 14
            ray = [
                (cx, cy),
                (cx + math.cos(a) * reach, cy + math.sin(a) * reach),
                (cx + math.cos(b) * reach, cy + math.sin(b) * reach),
            ]
            pygame.draw.polygon(art, (*shade(colour, 0.3), 60), ray)
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), inner, border_radius=radius)
        art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(art, rect)
        size = round(rect.h * lay.icon_scale)
        icon_box = pygame.Rect(0, 0, size, size)
        icon_box.center = (rect.centerx, rect.centery + rect.h // 16)
        shadow = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        draw_icon(shadow, icon, icon_box.move(size // 24, size // 18), (0, 0, 0), (0, 0, 0))
        shadow.set_alpha(90)
        big.blit(shadow, (0, 0))
        for k in range(12):
            a = k * math.pi / 6
            reach_px = max(ss, size // 30)
            draw_icon(
                big,
                icon,
                icon_box.move(round(math.cos(a) * reach_px), round(math.sin(a) * reach_px)),
                lay.icon_line,
                lay.icon_line,
            )
        draw_icon(big, icon, icon_box, lay.icon_fill, shade(colour, -0.15))

    def _draw_panel(self, big: pygame.Surface, W: int, H: int, colour: Colour, ss: int) -> None:
        lay = self.layout
        top = round(lay.type_line.box.y * H) - ss * 2
        bottom = H - round(lay.card.border * W)
        side = round(lay.card.border * W)
        rect = pygame.Rect(side, top, W - 2 * side, bottom - top)
        radius = round(lay.card.corner_radius * W * 0.6)
        pygame.draw.rect(
            big, shade(colour, -0.55), rect.inflate(2 * ss, 2 * ss), border_radius=radius + ss
        )
        big.blit(_gradient(rect.size, lay.card.panel, shade(lay.card.panel, -0.08), radius), rect)

    def _draw_banner(self, big: pygame.Surface, rect: pygame.Rect, colour: Colour, ss: int) -> None:
        banner = self.layout.name.banner
        notch = rect.h // 3
        pts = [
            (rect.left, rect.top), (rect.right, rect.top), (rect.right - notch, rect.centery),
            (rect.right, rect.bottom), (rect.left, rect.bottom), (rect.left + notch, rect.centery),
        ]  # fmt: skip
        pygame.draw.polygon(big, shade(colour, -0.6), [(x, y + ss * 2) for x, y in pts])
        pygame.draw.polygon(big, banner, pts)
        inset = rect.inflate(-notch * 2, -ss * 4)
        pygame.draw.line(big, shade(colour, 0.25), inset.topleft, inset.topright, ss)
        pygame.draw.line(big, shade(colour, 0.25), inset.bottomleft, inset.bottomright, ss)

    def _draw_gem(self, big: pygame.Surface, W: int, H: int) -> None:
        cost = self.layout.cost
        centre = (cost.centre[0] * W, cost.centre[1] * H)
        draw_gem(
            big, centre, cost.radius * W, cost.sides, cost.fill, cost.edge, self.layout.card.outline
        )

    def _draw_words(
        self,
        surface: pygame.Surface,
        name: str,
        cost: int,
        label: str,
        text: str,
        width: int,
        height: int,
    ) -> bool:
        lay = self.layout
        gem = outlined(
            str(cost),
            round(lay.cost.font * width),
            True,
            lay.cost.text,
            shade(lay.cost.fill, -0.65),
            max(1, width // 100),
        )
        cx, cy = lay.cost.centre[0] * width, lay.cost.centre[1] * height
        surface.blit(gem, gem.get_rect(center=(round(cx), round(cy + width * 0.005))))

        box = pygame.Rect(lay.name.box.at(width, height))
        room = box.w - 2 * (box.h // 3) - max(2, width // 40)
        size, name_over = _fit_line(
            name, room, round(lay.name.font * width), round(lay.name.min_font * width), True
        )
        title = outlined(name, size, True, lay.name.colour, lay.name.banner, 1)
        surface.blit(title, title.get_rect(center=box.center))

        tl = lay.type_line
        tsize = round(tl.font * width)
        if tsize >= tl.min_px:
            tag = font(tsize, True).render(label.upper(), True, tl.colour)
            surface.blit(tag, tag.get_rect(center=pygame.Rect(tl.box.at(width, height)).center))

        tx = lay.text
        tbox = pygame.Rect(tx.box.at(width, height))
        paragraphs = [tokens(text, tx.colour, tx.keywords)]
        fitted = fit_text(
            paragraphs, tbox, round(tx.font * width), round(tx.min_font * width), tx.line_spacing
        )
        draw_fitted(surface, fitted, tbox, tx.line_spacing)
        return name_over or fitted.overflow

    # ------------------------------------------------------------ the back

    def back(self, width: int) -> pygame.Surface:
        """The face-down side of every card."""
        if width not in self._backs:
            self._backs[width] = _finish(self._draw_back(width))
        return self._backs[width]

    def _draw_back(self, width: int) -> pygame.Surface:
        lay, back = self.layout, self.layout.back
        height = self.height_for(width)
        ss = _supersample(width)
        W, H = width * ss, height * ss
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = round(lay.card.corner_radius * W)
        pygame.draw.rect(big, lay.card.outline, big.get_rect(), border_radius=radius)
        edge = max(ss, round(W * 0.01))
        big.blit(
            _gradient(
                (W - 2 * edge, H - 2 * edge),
                shade(back.colour, 0.12),
                shade(back.colour, -0.3),
                radius - edge,
            ),
            (edge, edge),
        )
        inset = round(lay.card.border * W * 1.3)
        field = pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset)
        old = big.get_clip()
        big.set_clip(field)
        step = W / 7
        for k in range(-8, 16):  # a diamond lattice
            x = k * step
            pygame.draw.line(big, back.pattern, (x, 0), (x + H, H), max(1, ss))
            pygame.draw.line(big, back.pattern, (x, 0), (x - H, H), max(1, ss))
        big.set_clip(old)
        pygame.draw.rect(
            big, back.accent, field, max(ss, round(W * 0.012)), border_radius=round(radius * 0.6)
        )
        pygame.draw.rect(
            big,
            back.accent,
            field.inflate(-W * 0.05, -W * 0.05),
            max(1, ss // 2 + 1),
            border_radius=round(radius * 0.4),
        )
        centre = (W / 2, H / 2)
        r = W * 0.33
        pygame.draw.circle(big, shade(back.colour, -0.45), centre, r)
        pygame.draw.circle(big, back.accent, centre, r, max(ss, round(W * 0.018)))
        pygame.draw.circle(big, back.accent, centre, r * 0.9, max(1, ss // 2 + 1))
        for k in range(4):  # diamonds on the ring at the four points
            a = k * math.pi / 2
            px, py = centre[0] + math.cos(a) * r, centre[1] + math.sin(a) * r
            pygame.draw.polygon(
                big, back.emblem, _at(px, py, W * 0.035, [(0, -1), (0.7, 0), (0, 1), (-0.7, 0)])
            )
        draw_dragon(big, centre, r * 0.82, back.emblem, shade(back.colour, -0.45))
        return pygame.transform.smoothscale(big, (width, height))

    # ------------------------------------------------------------ tiles

    def rider_tile(self, name: str, width: int) -> pygame.Surface:
        """The Rider choice tile: HP, economy, breakpoints and the three texts."""
        key = ("rider", name, width)
        if key not in self._tiles:
            self._tiles[key] = _finish(self._draw_rider_tile(name, width))
        return self._tiles[key]

    def dragon_tile(self, name: str, width: int) -> pygame.Surface:
        """The Dragon choice tile: HP, the Rider's starting Shields, the attack and the ability."""
        key = ("dragon", name, width)
        if key not in self._tiles:
            self._tiles[key] = _finish(self._draw_dragon_tile(name, width))
        return self._tiles[key]

    def tile_height_for(self, width: int) -> int:
        w, h = self.layout.tile.aspect
        return round(width * h / w)

    def _draw_rider_tile(self, name: str, width: int) -> pygame.Surface:
        spec = self.catalog.riders[name]
        style = self.layout.riders.get(name)
        colour, icon = (style.colour, style.icon) if style else (self.layout.tile.rider, "helm")
        ink = self.layout.tile.ink
        keys = self.layout.text.keywords
        stats: list[list[Stat]] = [
            [("heart", HP_RED, f"{spec.hp} HP"), ("gem", ENERGY_BLUE, f"+{spec.economy} energy")],
            [
                (None, WOUNDED, f"Wounded at {spec.wounded_at}"),
                (None, CRITICAL, f"Critical at {spec.critical_at}"),
            ],
        ]
        paragraphs = [
            tokens(spec.passive, ink, keys),
            [("Wounded:", True, shade(WOUNDED, -0.35)), *tokens(spec.wounded, ink, keys)],
            [("Critical:", True, shade(CRITICAL, -0.2)), *tokens(spec.critical, ink, keys)],
        ]
        return self._draw_tile(name, "Rider", colour, icon, stats, paragraphs, width)

    def _draw_dragon_tile(self, name: str, width: int) -> pygame.Surface:
        spec = self.catalog.dragons[name]
        style = self.layout.dragons.get(name)
        colour, icon = (style.colour, style.icon) if style else (self.layout.tile.dragon, "flame")
        ink = self.layout.tile.ink
        stats: list[list[Stat]] = [
            [
                ("heart", HP_RED, f"{spec.hp} HP"),
                ("shield", SHIELD_BLUE, f"{spec.rider_shields} Shields"),
            ],
            [("claw", CRITICAL, f"Attack {spec.attack_damage} for {spec.attack_cost} energy")],
        ]
        keys = self.layout.text.keywords
        shields = f"Your Rider starts with {spec.rider_shields} Shields."
        paragraphs = [tokens(spec.ability, ink, keys), tokens(shields, shade(ink, 0.35), keys)]
        return self._draw_tile(name, "Dragon", colour, icon, stats, paragraphs, width)

    def _draw_tile(
        self,
        name: str,
        kind: str,
        colour: Colour,
        icon: str,
        stats: list[list[Stat]],
        paragraphs: list[list[Token]],
        width: int,
    ) -> pygame.Surface:
        tile = self.layout.tile
        height = self.tile_height_for(width)
        side = round(tile.border * width)
        gap = max(2, width // 45)

        # Geometry at the final size first; shapes are then drawn ss times larger.
        title_size, _ = _fit_line(name, width - 2 * side, round(tile.name_font * width), 1, True)
        title = outlined(name, title_size, True, WHITE, shade(colour, -0.7), max(1, width // 120))
        sub_size = max(FLOOR_PX, round(tile.stat_font * width * 0.8))
        sub = font(sub_size, True).render(kind.upper(), True, shade(colour, 0.7))
        title_y = round(height * 0.02)
        sub_y = title_y + title.get_height() - max(2, title_size // 5)
        medal_r = width * 0.12
        medal = (width / 2, sub_y + sub.get_height() + gap + medal_r)
        rows_top = round(medal[1] + medal_r + gap * 2)
        chips, rows_bottom = _chip_rows(stats, rows_top, width, side, gap, tile.stat_font)
        panel = pygame.Rect(
            side, rows_bottom + gap, width - 2 * side, height - side - rows_bottom - gap
        )

        ss = _supersample(width)
        W, H = width * ss, height * ss
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = round(tile.corner_radius * W)
        pygame.draw.rect(big, self.layout.card.outline, big.get_rect(), border_radius=radius)
        edge = max(ss, round(W * 0.01))
        big.blit(
            _gradient(
                (W - 2 * edge, H - 2 * edge),
                shade(colour, 0.15),
                shade(colour, -0.4),
                radius - edge,
            ),
            (edge, edge),
        )
        mx, my = medal[0] * ss, medal[1] * ss
        pygame.draw.circle(big, shade(colour, -0.65), (mx, my), (medal_r + width * 0.02) * ss)
        glow = pygame.Surface((round(medal_r * 2 * ss),) * 2, pygame.SRCALPHA)
        _radial(glow, glow.get_rect(), shade(colour, 0.5), shade(colour, -0.25))
        mask = pygame.Surface(glow.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), glow.get_rect().center, glow.get_width() / 2)
        glow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(glow, glow.get_rect(center=(mx, my)))
        pygame.draw.circle(big, shade(colour, 0.55), (mx, my), medal_r * ss, max(1, ss))
        for chip in chips:
            r = pygame.Rect(chip.rect.x * ss, chip.rect.y * ss, chip.rect.w * ss, chip.rect.h * ss)
            pygame.draw.rect(big, shade(chip.tint, -0.55), r, border_radius=r.h // 2)
            pygame.draw.rect(big, shade(chip.tint, -0.15), r, max(1, ss), border_radius=r.h // 2)
        pr = pygame.Rect(panel.x * ss, panel.y * ss, panel.w * ss, panel.h * ss)
        pygame.draw.rect(
            big, shade(colour, -0.6), pr.inflate(2 * ss, 2 * ss), border_radius=radius // 2 + ss
        )
        big.blit(_gradient(pr.size, tile.panel, shade(tile.panel, -0.08), radius // 2), pr)
        surface = pygame.transform.smoothscale(big, (width, height))

        surface.blit(title, title.get_rect(midtop=(width // 2, title_y)))
        surface.blit(sub, sub.get_rect(midtop=(width // 2, sub_y)))
        size = round(medal_r * 1.4)
        emblem = icon_surface(
            icon, size, shade(colour, 0.85), shade(colour, -0.1), shade(colour, -0.75)
        )
        surface.blit(emblem, emblem.get_rect(center=(round(medal[0]), round(medal[1]))))
        for chip in chips:
            chip.draw(surface)
        text_box = panel.inflate(-2 * max(3, width // 25), -2 * max(3, width // 30))
        start, least = round(tile.text_font * width), round(tile.min_text_font * width)
        fitted = fit_text(paragraphs, text_box, start, least, 1.0)
        draw_fitted(surface, fitted, text_box, 1.0)
        return surface


Stat = tuple[str | None, Colour, str]  # an icon (or none), its tint, the words


@dataclass(slots=True)
class _Chip:
    rect: pygame.Rect
    icon: str | None
    tint: Colour
    label: pygame.Surface

    def draw(self, surface: pygame.Surface) -> None:
        h = self.rect.h
        x = self.rect.x + h // 4
        if self.icon:
            mark = icon_surface(self.icon, h - 2, self.tint, shade(self.tint, 0.45), None)
            surface.blit(mark, mark.get_rect(midleft=(x - 1, self.rect.centery)))
            x += h - 2
        surface.blit(self.label, self.label.get_rect(midleft=(x, self.rect.centery)))


def _chip_rows(
    stats: list[list[Stat]], top: int, width: int, side: int, gap: int, font_frac: float
) -> tuple[list[_Chip], int]:
    """Lay out rows of stat chips, centred; a row too wide for the tile gets a smaller font."""
    chips: list[_Chip] = []
    y = top
    for items in stats:
        size = max(FLOOR_PX, round(font_frac * width))
        while True:
            h = round(size * 1.6)
            labels = [font(size, True).render(text, True, WHITE) for _, _, text in items]
            widths = [
                lab.get_width() + h // 2 + (h - 2 if ic else 0)
                for (ic, _, _), lab in zip(items, labels, strict=True)
            ]
            total = sum(widths) + gap * (len(items) - 1)
            if total <= width - 2 * side or size <= FLOOR_PX:
                break
            size -= 1
        x = (width - total) // 2
        for (ic, tint, _), lab, w in zip(items, labels, widths, strict=True):
            chips.append(_Chip(pygame.Rect(x, y, w, h), ic, tint, lab))
            x += w + gap
        y += h + gap
    return chips, y


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
        pygame.draw.polygon(surface, colour, _at(cx, cy, r, side))
        sx = 1 if side is wing else -1
        for tip in ((0.84, -0.42), (0.7, -0.2), (0.46, -0.04), (0.2, 0.02)):
            pygame.draw.polygon(
                surface,
                dark,
                _at(cx, cy, r, _bar((sx * 0.2, -0.38), (sx * tip[0] * 0.96, tip[1] - 0.02), 0.025)),
            )
    body = [(0, -0.5), (0.15, -0.24), (0.13, 0.26), (0, 0.58), (-0.13, 0.26), (-0.15, -0.24)]
    pygame.draw.polygon(surface, colour, _at(cx, cy, r, body))
    tail = _stroke((0.0, 0.5), (0.34, 0.88), -0.22, 0.16, taper=True)
    pygame.draw.polygon(surface, colour, _at(cx, cy, r, tail))
    head = [(0, -0.86), (0.15, -0.62), (0.09, -0.46), (-0.09, -0.46), (-0.15, -0.62)]
    pygame.draw.polygon(surface, colour, _at(cx, cy, r, head))
    for sx in (1, -1):
        horn = _stroke((sx * 0.09, -0.66), (sx * 0.3, -0.95), sx * 0.06, 0.09, taper=True)
        pygame.draw.polygon(surface, colour, _at(cx, cy, r, horn))
        pygame.draw.circle(surface, dark, _at(cx, cy, r, [(sx * 0.06, -0.62)])[0], r * 0.03)
    for y in (-0.15, 0.02, 0.19):  # belly scales
        pygame.draw.polygon(surface, dark, _at(cx, cy, r, _bar((-0.08, y), (0.08, y), 0.025)))
