"""Hatch card faces and the card back, drawn by our own code from a layout.

A face: the value large in a medallion top right with the droplets the dragon is worth
as a sacrifice under it; the cost top left as resource icons, then blood droplets; the
tier's picture; the species name on a ribbon, its tier and its flavour; and a band
along the bottom with the ONE resource the card gives, an icon at each end and its
name between, light on dark, so a card fanned below an egg with only its bottom strip
showing still says what it gives. The frame takes the colour of that resource.

Shapes are drawn at a multiple of the final size and smoothly scaled down, so edges
are anti-aliased; text and icons are drawn afterwards at the final size so they stay
crisp. Faces are cached per (species, width): copies of a species share one face.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pygame

from game import paths
from game.cards.draw import finish, gradient, shade, supersample
from game.cards.fonts import font
from game.cards.glyphs import icon_problem
from game.cards.layout import Box, Colour
from game.cards.text import Align, draw_fitted, fit_line, fit_text, outlined
from game.core.errors import DataError
from game.core.zones import HIDDEN_CARD
from game.games.hatch.cards import Catalog, Species
from game.games.hatch.table.art import draw_art, draw_egg
from game.games.hatch.table.icons import BLOOD, droplet_icon, resource_icon
from game.games.hatch.table.layout import Layout

MIN_ICON_PX = 4  # cost icons are never drawn smaller, even when they overflow


def hex_colour(text: str) -> Colour:
    """ "#e4572e" as (228, 87, 46) (the card file checked its form)."""
    return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))


@dataclass(frozen=True, slots=True)
class CostRows:
    """The cost laid out at a face's final size: icon side, gap and rows of icon names."""

    size: int
    gap: int
    rows: tuple[tuple[str, ...], ...]
    overflow: bool

    @property
    def width(self) -> int:
        longest = max((len(r) for r in self.rows), default=0)
        return longest * self.size + max(0, longest - 1) * self.gap

    @property
    def height(self) -> int:
        return len(self.rows) * self.size + max(0, len(self.rows) - 1) * self.gap


def cost_rows(species: Species, box: pygame.Rect, start: int, least: int, gap: int) -> CostRows:
    """The largest icons from `start` down at which the cost fits in box: all in one row,
    or the resources in one and the blood in the next, or rows of as many as fit."""
    res, blood = list(species.cost), [BLOOD] * species.blood
    items = res + blood
    for size in range(max(start, MIN_ICON_PX), MIN_ICON_PX - 1, -1):
        across = (box.w + gap) // (size + gap)
        down = (box.h + gap) // (size + gap)
        if across < 1 or down < 1:
            continue
        rows: list[list[str]]
        if len(items) <= across:
            rows = [items]
        elif res and blood and len(res) <= across and len(blood) <= across and down >= 2:
            rows = [res, blood]
        elif -(-len(items) // across) <= down:
            rows = [items[k : k + across] for k in range(0, len(items), across)]
        else:
            continue
        return CostRows(size, gap, tuple(tuple(r) for r in rows), size < least)
    return CostRows(MIN_ICON_PX, gap, (tuple(items),), True)


@lru_cache(maxsize=32)
def _shaded(size: tuple[int, int], top: Colour, bottom: Colour, radius: int) -> pygame.Surface:
    """A rounded gradient (a frame, a panel): the same for every card of a colour and size,
    so drawn once."""
    return gradient(size, top, bottom, radius)


class HatchFaces:
    """Draws and caches Hatch faces from a catalog (card ids and species) and a layout.

    `cards_path` is the card file the catalog was read from (the game's own when not
    given), named when a flavour asks for an icon there is no drawing of.
    """

    def __init__(
        self, catalog: Catalog, layout: Layout, cards_path: Path | str | None = None
    ) -> None:
        self.catalog = catalog
        self.layout = layout
        self.cards_path = str(cards_path or paths.card_file("hatch"))
        self._faces: dict[tuple[str, int], pygame.Surface] = {}
        self._overflow: dict[tuple[str, int], tuple[str, ...]] = {}
        self._backs: dict[int, pygame.Surface] = {}
        for s in catalog.species.values():
            if s.tier not in layout.tiers:
                known = ", ".join(layout.tiers)
                raise DataError(
                    layout.path,
                    f"species {s.name}'s tier '{s.tier}' has no art in [tiers] (it has {known}).",
                )
            problem = icon_problem(s.flavour, f"species {s.name}'s flavour")
            if problem is not None:
                raise DataError(self.cards_path, problem)

    # ------------------------------------------------------------ what the table asks

    def height_for(self, width: int) -> int:
        return self.layout.height_for(width)

    @property
    def band_fraction(self) -> float:
        """The share of a card's height, from its bottom, that the resource band fills: a fan
        of cards tucked under an egg must leave at least this much of each one showing."""
        return self.layout.band_fraction

    def band_height(self, width: int) -> int:
        """The resource band's height in pixels on a face this wide."""
        height = self.height_for(width)
        return height - round(self.layout.band.box.y * height)

    def resource_colour(self, code: str) -> Colour:
        """The colour of a basic resource (by its code) or of "blood": the layout's, else
        the card file's (§1.1)."""
        colours = self.layout.resources
        if code == BLOOD:
            return colours.blood
        if code in colours.by_code:
            return colours.by_code[code]
        for r in self.catalog.resources:
            if r.code == code:
                return hex_colour(r.colour)
        return colours.line

    def shape_of(self, code: str) -> str:
        """The icon shape a basic resource's code is drawn with (the card file's)."""
        for r in self.catalog.resources:
            if r.code == code:
                return r.icon
        return BLOOD

    def species_of(self, card: str) -> Species:
        """The species of a card id (`H01`) or a species name; KeyError for neither."""
        found = self.catalog.cards.get(card) or self.catalog.species.get(card)
        if found is None:
            raise KeyError(card)
        return found

    def face(self, card: str, width: int) -> pygame.Surface:
        """The face of a card (by id or species name); the hidden id gives the back."""
        if card == HIDDEN_CARD:
            return self.back(width)
        key = (self.species_of(card).name, width)
        if key not in self._faces:
            surface, overflow = self._draw_face(self.species_of(card), width)
            self._faces[key] = finish(surface)
            self._overflow[key] = overflow
        return self._faces[key]

    def overflow_fields(self, card: str, width: int) -> tuple[str, ...]:
        """The fields of the card ("cost", "value", "name", "tier", "flavour") that do not
        fit their box at the layout's minimum size at this width; empty when all fit."""
        if card == HIDDEN_CARD:
            return ()
        self.face(card, width)
        return self._overflow[(self.species_of(card).name, width)]

    def forget_wide(self, width: int) -> None:
        """Forget the faces and backs drawn at `width` or wider (print exports' big ones)."""
        self._faces = {k: v for k, v in self._faces.items() if k[1] < width}
        self._overflow = {k: v for k, v in self._overflow.items() if k[1] < width}
        self._backs = {k: v for k, v in self._backs.items() if k < width}

    def clear(self) -> None:
        """Forget every cached surface."""
        self._faces.clear()
        self._overflow.clear()
        self._backs.clear()

    # ------------------------------------------------------------ faces

    def _draw_face(self, s: Species, width: int) -> tuple[pygame.Surface, tuple[str, ...]]:
        lay = self.layout
        colour = self.resource_colour(s.provides)
        height = self.height_for(width)
        small = width < lay.small.below
        cost = self._cost_rows(s, width, height, small)
        ss = supersample(width)
        W, H = width * ss, height * ss
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = round(lay.card.corner_radius * W)
        pygame.draw.rect(big, lay.card.outline, big.get_rect(), border_radius=radius)
        edge = max(ss, round(W * 0.01))
        frame = _shaded(
            (W - 2 * edge, H - 2 * edge), shade(colour, 0.2), shade(colour, -0.3), radius - edge
        )
        big.blit(frame, (edge, edge))
        self._draw_panel(big, W, H, small, ss)
        art_box = lay.small.art_box if small else lay.art.box
        art = pygame.Rect(art_box.at(W, H))
        pygame.draw.rect(
            big,
            shade(colour, -0.65),
            art.inflate(2 * ss, 2 * ss),
            border_radius=round(lay.art.corner_radius * W) + ss,
        )
        tier = lay.tiers[s.tier]
        draw_art(big, tier.art, art, tier.scale, colour)
        self._draw_banner(big, lay.small.name_box if small else lay.name.box, colour, W, H, ss)
        self._draw_band(big, colour, W, H, edge, radius, ss)
        self._draw_plates(big, s, cost, W, H, ss, small)
        surface = pygame.transform.smoothscale(big, (width, height))
        overflow = self._draw_marks(surface, s, cost, width, height, small)
        return surface, overflow

    def _cost_box(self, small: bool) -> Box:
        return self.layout.small.cost_box if small else self.layout.cost.box

    def _cost_rows(self, s: Species, width: int, height: int, small: bool) -> CostRows:
        c = self.layout.cost
        box = pygame.Rect(self._cost_box(small).at(width, height))
        pad = max(1, round(width * 0.015))
        return cost_rows(
            s,
            box.inflate(-2 * pad, -2 * pad),
            round((self.layout.small.icon if small else c.icon) * width),
            round(c.min_icon * width),
            max(1, round(c.gap * width)),
        )

    def _draw_panel(self, big: pygame.Surface, W: int, H: int, small: bool, ss: int) -> None:
        lay = self.layout
        name = lay.small.name_box if small else lay.name.box
        side = round(lay.card.border * W)
        top = round(name.y * H) + round(name.h * H) // 2
        bottom = round(lay.band.box.y * H) - ss * 3
        rect = pygame.Rect(side, top, W - 2 * side, bottom - top)
        radius = round(lay.card.corner_radius * W * 0.5)
        pygame.draw.rect(
            big,
            shade(lay.card.outline, 0.1),
            rect.inflate(2 * ss, 2 * ss),
            border_radius=radius + ss,
        )
        big.blit(_shaded(rect.size, lay.card.panel, shade(lay.card.panel, -0.08), radius), rect)

    def _draw_banner(
        self, big: pygame.Surface, box: Box, colour: Colour, W: int, H: int, ss: int
    ) -> None:
        rect = pygame.Rect(box.at(W, H))
        banner = self.layout.name.banner or (0, 0, 0)
        notch = rect.h // 3
        pts = [
            (rect.left, rect.top),
            (rect.right, rect.top),
            (rect.right - notch, rect.centery),
            (rect.right, rect.bottom),
            (rect.left, rect.bottom),
            (rect.left + notch, rect.centery),
        ]
        pygame.draw.polygon(big, shade(colour, -0.6), [(x, y + ss * 2) for x, y in pts])
        pygame.draw.polygon(big, banner, pts)
        inset = rect.inflate(-notch * 2, -ss * 4)
        pygame.draw.line(big, shade(colour, 0.2), inset.topleft, inset.topright, ss)
        pygame.draw.line(big, shade(colour, 0.2), inset.bottomleft, inset.bottomright, ss)

    def _draw_band(
        self, big: pygame.Surface, colour: Colour, W: int, H: int, edge: int, radius: int, ss: int
    ) -> None:
        band = self.layout.band
        x, y, w, h = band.box.at(W, H)
        rect = pygame.Rect(max(x, edge), y, min(w, W - 2 * edge), h - edge)
        inner = max(0, radius - edge)
        dark = shade(colour, -0.72)
        pygame.draw.rect(
            big, dark, rect, border_bottom_left_radius=inner, border_bottom_right_radius=inner
        )
        pygame.draw.rect(big, colour, (rect.x, rect.y, rect.w, max(ss, round(H * 0.008))))
        for cx in self._disc_centres(W, H):
            pygame.draw.circle(big, colour, (cx, rect.centery), self._disc_radius(H) + 2 * ss)
            pygame.draw.circle(big, band.disc, (cx, rect.centery), self._disc_radius(H))

    def _disc_radius(self, height: int) -> int:
        return round(self.layout.band.box.h * height * 0.36)

    def _disc_centres(self, width: int, height: int) -> tuple[int, int]:
        x, _, w, _ = self.layout.band.box.at(width, height)
        r = self._disc_radius(height)
        pad = round(self.layout.card.border * width * 0.6) + r
        return (x + pad, x + w - pad)

    def _draw_plates(
        self, big: pygame.Surface, s: Species, cost: CostRows, W: int, H: int, ss: int, small: bool
    ) -> None:
        """The light plate behind the cost, the value medallion, the dark plate of the
        sacrifice droplets."""
        lay = self.layout
        c = lay.cost
        plate = self._cost_plate(cost, W // ss, H // ss, small)
        plate = pygame.Rect(plate.x * ss, plate.y * ss, plate.w * ss, plate.h * ss)
        pygame.draw.rect(
            big, lay.card.outline, plate.inflate(2 * ss, 2 * ss), border_radius=round(W * 0.03) + ss
        )
        pygame.draw.rect(big, c.plate, plate, border_radius=round(W * 0.03))
        v = lay.value
        centre = (v.centre[0] * W, v.centre[1] * H)
        pygame.draw.circle(big, lay.card.outline, centre, v.radius * W + ss * 2)
        pygame.draw.circle(big, v.edge, centre, v.radius * W)
        pygame.draw.circle(big, v.fill, centre, v.radius * W * 0.86)
        pygame.draw.circle(big, shade(v.edge, -0.3), centre, v.radius * W * 0.86, max(1, ss))
        pill = self._sac_plate(s.sac, W // ss, H // ss)
        pill = pygame.Rect(pill.x * ss, pill.y * ss, pill.w * ss, pill.h * ss)
        pygame.draw.rect(big, lay.card.outline, pill.inflate(2 * ss, 2 * ss), border_radius=pill.h)
        pygame.draw.rect(big, lay.sac.plate, pill, border_radius=pill.h // 2)

    def _cost_plate(self, cost: CostRows, width: int, height: int, small: bool) -> pygame.Rect:
        x, y, _, _ = self._cost_box(small).at(width, height)
        pad = max(1, round(width * 0.015))
        return pygame.Rect(x, y, cost.width + 2 * pad, cost.height + 2 * pad)

    def _sac_plate(self, count: int, width: int, height: int) -> pygame.Rect:
        sac = self.layout.sac
        size = max(3, round(sac.droplet * width))
        gap = max(1, size // 6)
        w = count * size + (count - 1) * gap + size // 2
        rect = pygame.Rect(0, 0, w, size + max(2, size // 4))
        rect.center = (round(sac.centre[0] * width), round(sac.centre[1] * height))
        return rect

    def _draw_marks(
        self,
        surface: pygame.Surface,
        s: Species,
        cost: CostRows,
        width: int,
        height: int,
        small: bool,
    ) -> tuple[str, ...]:
        """Icons and words at the final size; returns the fields that do not fit."""
        lay = self.layout
        line = lay.resources.line
        over: list[str] = ["cost"] if cost.overflow else []
        plate = self._cost_plate(cost, width, height, small)
        pad = max(1, round(width * 0.015))
        for r, row in enumerate(cost.rows):
            for k, item in enumerate(row):
                at = (
                    plate.x + pad + k * (cost.size + cost.gap),
                    plate.y + pad + r * (cost.size + cost.gap),
                )
                surface.blit(self._icon(item, cost.size, line), at)
        v = lay.value
        text = str(s.value)
        room = round(v.radius * width * 1.5)
        size, too_small = fit_line(
            text, room, round(v.font * width), round(v.min_font * width), True
        )
        if too_small:
            over.append("value")
        digits = font(size, True).render(text, True, v.text)
        surface.blit(
            digits,
            digits.get_rect(
                center=(round(v.centre[0] * width), round(v.centre[1] * height + width * 0.004))
            ),
        )
        pill = self._sac_plate(s.sac, width, height)
        drop = max(3, round(lay.sac.droplet * width))
        gap = max(1, drop // 6)
        x = pill.centerx - (s.sac * drop + (s.sac - 1) * gap) // 2
        for _ in range(s.sac):
            surface.blit(
                droplet_icon(drop, lay.resources.blood, line), (x, pill.centery - drop // 2)
            )
            x += drop + gap
        over += self._draw_words(surface, s, width, height, small)
        self._draw_band_marks(surface, s.provides, width, height)
        return tuple(over)

    def _icon(self, item: str, size: int, line: Colour) -> pygame.Surface:
        if item == BLOOD:
            return droplet_icon(size, self.layout.resources.blood, line)
        return resource_icon(self.shape_of(item), size, self.resource_colour(item), line)

    def _draw_words(
        self, surface: pygame.Surface, s: Species, width: int, height: int, small: bool
    ) -> list[str]:
        lay = self.layout
        over: list[str] = []
        name = lay.name
        box = pygame.Rect((lay.small.name_box if small else name.box).at(width, height))
        room = box.w - 2 * (box.h // 3) - max(2, width // 40)
        size, too_small = fit_line(
            s.name,
            room,
            round(name.font * width * (1.25 if small else 1)),
            round(name.min_font * width),
            True,
        )
        if too_small:
            over.append("name")
        title = outlined(s.name, size, True, name.colour, name.banner or (0, 0, 0), 1)
        surface.blit(title, title.get_rect(center=box.center))
        if small:
            return over
        tier = lay.tier
        tbox = pygame.Rect(tier.box.at(width, height))
        label = s.tier.upper()
        tsize, too_small = fit_line(
            label, tbox.w, round(tier.font * width), round(tier.min_font * width), True
        )
        if too_small:
            over.append("tier")
        tag = font(tsize, True).render(label, True, tier.colour)
        surface.blit(tag, tag.get_rect(center=tbox.center))
        rules = s.rules_text
        fl = lay.text if rules else lay.flavour
        fbox = pygame.Rect(fl.box.at(width, height))
        if rules:  # what it does, its numbers in bold, in place of the flavour
            words = [(w, any(c.isdigit() for c in w), fl.colour) for w in rules.split()]
        else:
            words = [(w, False, fl.colour) for w in s.flavour.split()]
        fitted = fit_text(
            [words],
            fbox,
            round(fl.font * width),
            round(fl.min_font * width),
            fl.line_spacing,
            fl.min_line_spacing,
        )
        if fitted.overflow:
            over.append(("text" if s.text else "abilities") if rules else "flavour")
        align: Align = (
            "left" if fl.align == "left" else "right" if fl.align == "right" else "centre"
        )
        draw_fitted(surface, fitted, fbox, align=align)
        return over

    def _draw_band_marks(self, surface: pygame.Surface, code: str, width: int, height: int) -> None:
        lay = self.layout
        band = pygame.Rect(lay.band.box.at(width, height))
        edge = max(1, round(width * 0.01))
        cy = band.y + (band.h - edge) // 2
        r = self._disc_radius(height)
        side = max(3, round(r * 1.55))
        mark = resource_icon(
            self.shape_of(code), side, self.resource_colour(code), lay.resources.line
        )
        left, right = self._disc_centres(width, height)
        for cx in (left, right):
            surface.blit(mark, mark.get_rect(center=(cx, cy)))
        word = self.catalog.resource_name(code).upper()
        room = right - left - 2 * r - max(4, width // 20)
        size, _ = fit_line(word, room, round(lay.band.font * width), 1, True)
        text = outlined(word, size, True, lay.band.word, (0, 0, 0), max(1, width // 150))
        surface.blit(text, text.get_rect(center=((left + right) // 2, cy + 1)))

    # ------------------------------------------------------------ the back

    def back(self, width: int) -> pygame.Surface:
        """The face-down side of every card: an egg, the same for all."""
        if width not in self._backs:
            self._backs[width] = finish(self._draw_back(width))
        return self._backs[width]

    def _draw_back(self, width: int) -> pygame.Surface:
        lay, back = self.layout, self.layout.back
        height = self.height_for(width)
        ss = supersample(width)
        W, H = width * ss, height * ss
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = round(lay.card.corner_radius * W)
        pygame.draw.rect(big, lay.card.outline, big.get_rect(), border_radius=radius)
        edge = max(ss, round(W * 0.01))
        big.blit(
            gradient(
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
        step = W / 6  # rows of scales
        for row in range(-1, round(H / step * 2) + 2):
            y = field.y + row * step / 2
            shift = step / 2 if row % 2 else 0
            for col in range(-1, 8):
                centre = (field.x + col * step + shift, y)
                pygame.draw.circle(big, back.pattern, centre, step / 2, max(1, ss))
        big.set_clip(old)
        pygame.draw.rect(
            big, back.accent, field, max(ss, round(W * 0.012)), border_radius=round(radius * 0.6)
        )
        cx, cy = W / 2, H / 2
        pygame.draw.ellipse(
            big,
            shade(back.colour, -0.45),
            pygame.Rect(0, 0, W * 0.78, W * 0.98).move(cx - W * 0.39, cy - W * 0.49),
        )
        draw_egg(big, cx, cy, W * 0.36, back.egg, back.speckle, back.accent)
        return pygame.transform.smoothscale(big, (width, height))
