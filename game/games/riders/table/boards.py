"""The large boards of the Riders and Dragons on the table, and the energy counter.

A board shows only public facts (§5): HP, Shields, Energy Shield charges, the
Rider's breakpoint, Burn, Freeze and Freeze Immunity. The parts that do not
change from frame to frame (panel, medallion, name, words, icons) are cached,
so four boards cost a few blits and rectangles per frame.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.cards.draw import draw_gem, icon_surface, shade
from game.cards.fonts import font
from game.cards.layout import Colour
from game.cards.palette import GLOW
from game.cards.text import outlined
from game.games.riders import combat
from game.games.riders.cards import Catalog
from game.games.riders.state import Player, Unit
from game.games.riders.table.faces import CRITICAL, WOUNDED
from game.games.riders.table.layout import Layout, layout_file, load_layout

HEALTHY: Colour = (70, 160, 80)
CRIPPLED: Colour = (150, 80, 190)
CONDITION_COLOURS: dict[str, Colour] = {
    "Healthy": HEALTHY,
    "Wounded": WOUNDED,
    "Critical": CRITICAL,
    "Crippled": CRIPPLED,
}
SHIELD: Colour = (90, 150, 215)
SPENT: Colour = (120, 124, 132)
CHARGE: Colour = (150, 95, 220)
BURN: Colour = (240, 120, 40)
FREEZE: Colour = (140, 200, 245)
INK: Colour = (245, 240, 230)
DIM: Colour = (190, 182, 168)
ENERGY: Colour = (52, 120, 220)


def rider_conditions(cat: Catalog, player: Player) -> tuple[str, ...]:
    """The Rider's breakpoint labels, worst first.

    R31: a Critical Rider is also Wounded, so Critical alone is shown. R35: a
    Crippled Rider counts as Wounded at any HP but never as Critical, so it shows
    "Crippled", or "Critical" and "Crippled" when its HP is that low too.
    """
    if combat.critical(cat, player):
        return ("Critical", "Crippled") if player.crippled else ("Critical",)
    if player.crippled:
        return ("Crippled",)
    return ("Wounded",) if combat.wounded(cat, player) else ("Healthy",)


@lru_cache(maxsize=1)
def _layout() -> Layout:
    return load_layout(layout_file("riders"))


def _unit_style(name: str, is_rider: bool) -> tuple[Colour, str]:
    lay = _layout()
    style = (lay.riders if is_rider else lay.dragons).get(name)
    if style:
        return style.colour, style.icon
    return (lay.tile.rider, "helm") if is_rider else (lay.tile.dragon, "flame")


@lru_cache(maxsize=512)
def _text(text: str, size: int, bold: bool, colour: Colour) -> pygame.Surface:
    return font(size, bold).render(text, True, colour)


@lru_cache(maxsize=128)
def _shadowed(text: str, size: int, colour: Colour) -> pygame.Surface:
    return outlined(text, size, True, colour, (20, 16, 12), 1)


@lru_cache(maxsize=32)
def _panel(name: str, is_rider: bool, w: int, h: int) -> pygame.Surface:
    """The unchanging part of a board: panel, medallion with the unit's icon, name, kind."""
    colour, icon = _unit_style(name, is_rider)
    ss = 2
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    radius = max(4, h // 10) * ss
    pygame.draw.rect(big, (18, 14, 10), big.get_rect(), border_radius=radius)
    inner = big.get_rect().inflate(-2 * ss, -2 * ss)
    strip = pygame.Surface((1, 2), pygame.SRCALPHA)
    strip.set_at((0, 0), shade(colour, -0.35))
    strip.set_at((0, 1), shade(colour, -0.7))
    grad = pygame.transform.smoothscale(strip, inner.size)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - ss)
    mask.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(mask, inner)
    g = _geometry(w, h)
    centre = (g.medal.centerx * ss, g.medal.centery * ss)
    r = g.medal.w / 2 * ss
    pygame.draw.circle(big, shade(colour, -0.8), centre, r + 2 * ss)
    pygame.draw.circle(big, shade(colour, 0.1), centre, r)
    pygame.draw.circle(big, shade(colour, 0.45), centre, r, ss)
    out = pygame.transform.smoothscale(big, (w, h))
    size = round(g.medal.w * 0.72)
    mark = icon_surface(icon, size, shade(colour, 0.85), shade(colour, -0.2), shade(colour, -0.8))
    out.blit(mark, mark.get_rect(center=g.medal.center))
    title = _shadowed(name, g.name_size, INK)
    out.blit(title, (g.medal.right + g.pad, g.medal.top - 2))
    kind = _text("RIDER" if is_rider else "DRAGON", g.small, True, shade(colour, 0.55))
    out.blit(kind, (g.medal.right + g.pad + 1, g.medal.top + title.get_height() - 3))
    return out


@lru_cache(maxsize=16)
def _glow(w: int, h: int) -> pygame.Surface:
    reach = max(4, h // 16)
    out = pygame.Surface((w + 2 * reach, h + 2 * reach), pygame.SRCALPHA)
    radius = max(4, h // 10)
    for i in range(reach):
        alpha = round(200 * ((i + 1) / reach) ** 2)
        rect = out.get_rect().inflate(-2 * i, -2 * i)
        pygame.draw.rect(out, (*GLOW, alpha), rect, 2, border_radius=radius + reach - i)
    return out


class _Geometry:
    """Where a board of w x h pixels puts things; cached per size."""

    def __init__(self, w: int, h: int) -> None:
        self.pad = max(3, h // 14)
        d = round(h * 0.4)
        self.medal = pygame.Rect(self.pad, self.pad, d, d)
        self.name_size = max(10, round(h * 0.15))
        self.small = max(8, round(h * 0.085))
        bar_h = max(10, round(h * 0.15))
        self.bar = pygame.Rect(self.pad, self.medal.bottom + self.pad, w - 2 * self.pad, bar_h)
        self.icon = max(12, round(h * 0.2))
        self.row_y = self.bar.bottom + self.pad
        self.count_size = max(9, round(h * 0.12))
        self.chip_size = max(8, round(h * 0.09))


@lru_cache(maxsize=16)
def _geometry(w: int, h: int) -> _Geometry:
    return _Geometry(w, h)


def _hp_colour(unit: Unit, cat: Catalog, player: Player, is_rider: bool) -> Colour:
    if is_rider:
        return CONDITION_COLOURS[rider_conditions(cat, player)[0]]
    share = unit.hp / unit.max_hp if unit.max_hp else 0
    return HEALTHY if share > 0.5 else WOUNDED if share > 0.25 else CRITICAL


def _draw_hp(
    surface: pygame.Surface, bar: pygame.Rect, unit: Unit, colour: Colour, ticks: tuple[int, ...]
) -> None:
    radius = bar.h // 2
    pygame.draw.rect(surface, (24, 18, 14), bar.inflate(2, 2), border_radius=radius + 1)
    pygame.draw.rect(surface, (58, 48, 40), bar, border_radius=radius)
    hp = max(unit.hp, 0)
    if hp and unit.max_hp:
        fill = bar.copy()
        fill.w = max(bar.h, round(bar.w * min(hp, unit.max_hp) / unit.max_hp))
        pygame.draw.rect(surface, colour, fill, border_radius=radius)
        shine = pygame.Rect(
            fill.x + radius // 2, fill.y + 2, max(0, fill.w - radius), max(1, bar.h // 4)
        )
        pygame.draw.rect(surface, shade(colour, 0.35), shine, border_radius=shine.h // 2)
    for at in ticks:  # the Rider's breakpoints on the bar
        if 0 < at < unit.max_hp:
            x = bar.x + round(bar.w * at / unit.max_hp)
            pygame.draw.line(surface, (20, 16, 12), (x, bar.y + 1), (x, bar.bottom - 2), 2)
    label = _shadowed(f"{hp} / {unit.max_hp} HP", max(9, bar.h - 3), INK)
    surface.blit(label, label.get_rect(center=bar.center))


def _stack(
    surface: pygame.Surface, x: int, y: int, mark: pygame.Surface, count: str, g: _Geometry
) -> int:
    """An icon with its count beside it; returns the x after it."""
    surface.blit(mark, (x, y))
    x += mark.get_width()
    if count:
        text = _shadowed(count, g.count_size, INK)
        surface.blit(text, text.get_rect(midleft=(x, y + mark.get_height() // 2)))
        x += text.get_width()
    return x + g.pad


def _chip(
    surface: pygame.Surface, right: int, y: int, label: str, colour: Colour, size: int
) -> int:
    """A condition chip ending at `right`; returns its left edge."""
    text = _text(label, size, True, INK)
    rect = pygame.Rect(0, y, text.get_width() + size, text.get_height() + 2)
    rect.right = right
    pygame.draw.rect(surface, shade(colour, -0.45), rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, colour, rect, 1, border_radius=rect.h // 2)
    surface.blit(text, text.get_rect(center=rect.center))
    return rect.left


def draw_unit_board(
    surface: pygame.Surface,
    rect: pygame.Rect,
    unit: Unit,
    player: Player,
    cat: Catalog,
    *,
    is_rider: bool,
    highlight: bool = False,
) -> None:
    """Draw a Rider's or Dragon's board in rect: name, HP, Shields, breakpoint, statuses."""
    rect = pygame.Rect(rect)
    w, h = rect.size
    g = _geometry(w, h)
    if highlight:
        glow = _glow(w, h)
        surface.blit(glow, glow.get_rect(center=rect.center))
    surface.blit(_panel(unit.name, is_rider, w, h), rect)

    ticks: tuple[int, ...] = ()
    if is_rider:
        spec = cat.riders[unit.name]
        ticks = (spec.wounded_at, spec.critical_at)
        right = rect.right - g.pad
        for label in reversed(rider_conditions(cat, player)):
            right = (
                _chip(surface, right, rect.y + g.pad, label, CONDITION_COLOURS[label], g.chip_size)
                - 3
            )
    _draw_hp(
        surface, g.bar.move(rect.topleft), unit, _hp_colour(unit, cat, player, is_rider), ticks
    )

    x, y, size = rect.x + g.pad, rect.y + g.row_y, g.icon
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-g.pad, 0).clip(clip))  # many statuses must not spill out
    if is_rider:
        ready = icon_surface("shield", size, SHIELD, shade(SHIELD, -0.45), (16, 22, 34))
        x = _stack(surface, x, y, ready, f"{player.shields}", g)
        if player.exhausted_shields:
            spent = icon_surface("shield", size, SPENT, shade(SPENT, -0.4), (30, 30, 30))
            x = _stack(surface, x, y, spent, f"{player.exhausted_shields} spent", g)
        if player.energy_shield:
            charge = icon_surface("sparkle", size, CHARGE, shade(CHARGE, 0.6), (26, 14, 40))
            x = _stack(surface, x, y, charge, f"{player.energy_shield}", g)
    if unit.burn:
        flame = icon_surface("flame", size, BURN, (255, 220, 90), (50, 16, 6))
        x = _stack(surface, x, y, flame, f"{unit.burn}", g)
    if unit.freeze:
        flake = icon_surface("snowflake", size, FREEZE, (40, 90, 150), (14, 30, 60))
        x = _stack(surface, x, y, flake, f"{unit.freeze}", g)
    if unit.immune_through:  # R14: immune through the owner's turn with this number
        flake = icon_surface("snowflake", size, DIM, (90, 90, 90), (30, 30, 30))
        surface.blit(flake, (x, y))
        pygame.draw.line(surface, CRITICAL, (x + 2, y + size - 3), (x + size - 3, y + 2), 2)
        _stack(surface, x + size, y, pygame.Surface((0, size)), "Immune", g)
    surface.set_clip(clip)


@lru_cache(maxsize=8)
def _energy_gem(size: int) -> pygame.Surface:
    ss = 3
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    r = size * ss * 0.44
    draw_gem(big, (size * ss / 2, size * ss / 2), r, 6, ENERGY, (220, 235, 255), (14, 18, 30))
    return pygame.transform.smoothscale(big, (size, size))


def draw_energy(
    surface: pygame.Surface, pos: tuple[int, int], energy: int, size: int = 48
) -> pygame.Rect:
    """A gem-style energy counter centred on pos; returns the rect it covers."""
    gem = _energy_gem(size)
    rect = gem.get_rect(center=pos)
    surface.blit(gem, rect)
    digits = len(str(energy))
    number = _shadowed(str(energy), round(size * (0.5 if digits < 3 else 0.36)), INK)
    surface.blit(number, number.get_rect(center=(pos[0], pos[1] + 1)))
    return rect
