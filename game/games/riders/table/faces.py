"""Card faces, card backs and Rider/Dragon tiles, drawn by our own code from a layout.

Shapes are drawn at a multiple of the final size and smoothly scaled down, so edges
are anti-aliased; text is drawn afterwards at the final size so it stays crisp.
Every surface is cached per (card kind, width): copies of a card share one face.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import paths
from game.cards.draw import (
    at,
    draw_dragon,
    draw_gem,
    draw_icon,
    finish,
    gradient,
    icon_surface,
    radial,
    shade,
    supersample,
)
from game.cards.fonts import font
from game.cards.glyphs import icon_problem
from game.cards.layout import Colour
from game.cards.text import (
    FLOOR_PX,
    Align,
    Token,
    draw_fitted,
    fit_line,
    fit_text,
    outlined,
    tokens,
)
from game.core.errors import DataError
from game.games.riders.cards import Catalog
from game.games.riders.table.layout import Layout

HIDDEN = "?"  # the face id of a card nobody may see

WHITE: Colour = (255, 255, 255)
HP_RED: Colour = (214, 64, 64)
ENERGY_BLUE: Colour = (74, 144, 226)
SHIELD_BLUE: Colour = (96, 150, 200)
WOUNDED: Colour = (222, 150, 40)
CRITICAL: Colour = (206, 52, 46)


class FaceRenderer:
    """Draws and caches the faces of one game's cards from its catalog and layout.

    `cards_path` is the card file the catalog was read from (the game's own when not
    given), named when a card's text asks for an icon there is no drawing of.
    """

    def __init__(
        self, catalog: Catalog, layout: Layout, cards_path: Path | str | None = None
    ) -> None:
        self.catalog = catalog
        self.layout = layout
        self.cards_path = str(cards_path or paths.card_file("riders"))
        self._faces: dict[tuple[str, int], pygame.Surface] = {}
        self._overflow: dict[tuple[str, int], tuple[str, ...]] = {}
        self._backs: dict[int, pygame.Surface] = {}
        self._tiles: dict[tuple[object, ...], pygame.Surface] = {}
        self._tile_overflow: dict[tuple[object, ...], bool] = {}
        self._elements: dict[tuple[object, ...], list[Element]] = {}
        self._drawn: list[Element] = []  # the elements of the face being drawn
        for card in catalog.cards.values():
            if card.group not in layout.groups:
                raise DataError(
                    layout.path, f"card {card.id}'s group '{card.group}' has no style in [groups]."
                )
        self._check_icons()

    def _check_icons(self) -> None:
        """Every `{icon}` in a card's, Rider's or Dragon's text must be one we can draw."""
        texts = [(f"card {c.id}'s text", c.text) for c in self.catalog.cards.values()]
        for name, rider in self.catalog.riders.items():
            for field in ("passive", "wounded", "critical"):
                texts.append((f"Rider {name}'s {field}", getattr(rider, field)))
        for name, dragon in self.catalog.dragons.items():
            texts.append((f"Dragon {name}'s ability", dragon.ability))
        for where, text in texts:
            problem = icon_problem(text, where)
            if problem is not None:
                raise DataError(self.cards_path, problem)

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
            self._faces[key] = finish(surface)
            self._overflow[key] = overflow
            self._elements[key] = self._drawn
        return self._faces[key]

    def elements(self, card_id: str, width: int) -> list[Element]:
        """Where the face's elements are at this width, each (what, (x, y, w, h)) in
        pixels: the cost badge, the art box, the name banner, the type line and the text
        box; what the lab checks against a print size's safe line."""
        self.face(card_id, width)
        return list(self._elements[(self.kind(card_id), width)])

    def tile_elements(self, kind: str, name: str, width: int) -> list[Element]:
        """The elements of a Rider's (`kind` "rider") or a Dragon's tile: its name, its
        kind, its medal, each pill and the text box."""
        if kind == "rider":
            self.rider_tile(name, width)
            return list(self._elements[("rider", name, width)])
        self.dragon_tile(name, width)
        count = self.catalog.dragons[name].rider_shields
        return list(self._elements[("dragon", name, width, count)])

    def overflow_fields(self, card_id: str, width: int) -> tuple[str, ...]:
        """The fields of the card ("name", "type line", "text") that do not fit their box
        at the layout's minimum size at this width; empty when all fit."""
        if card_id == HIDDEN:
            return ()
        self.face(card_id, width)
        return self._overflow[(self.kind(card_id), width)]

    def overflows(self, card_id: str, width: int) -> bool:
        """Whether any of the card's texts had to shrink below the layout's minimum at width."""
        return bool(self.overflow_fields(card_id, width))

    def forget_wide(self, width: int) -> None:
        """Forget the faces, backs and tiles drawn at `width` or wider (print exports' big
        ones)."""
        self._faces = {k: v for k, v in self._faces.items() if k[1] < width}
        self._backs = {k: v for k, v in self._backs.items() if k < width}
        narrow = {k for k in self._tiles if isinstance(k[2], int) and k[2] < width}
        self._tiles = {k: v for k, v in self._tiles.items() if k in narrow}
        self._tile_overflow = {k: v for k, v in self._tile_overflow.items() if k in narrow}

    def clear(self) -> None:
        """Forget every cached surface (the layout lab reloads a changed file)."""
        self._faces.clear()
        self._overflow.clear()
        self._backs.clear()
        self._tiles.clear()
        self._tile_overflow.clear()
        self._elements.clear()

    # ------------------------------------------------------------ faces

    def _draw_face(self, kind: str, width: int) -> tuple[pygame.Surface, tuple[str, ...]]:
        lay, card = self.layout, self.catalog.cards[kind]
        group = lay.groups[card.group]
        height = self.height_for(width)
        cost = lay.cost
        r = cost.radius * width
        cx, cy = cost.centre[0] * width, cost.centre[1] * height
        badge = (round(cx - r), round(cy - r), round(2 * r), round(2 * r))
        self._drawn = [
            ("cost badge", badge),
            ("art box", lay.art.box.at(width, height)),
            ("name banner", lay.name.box.at(width, height)),
            ("type line", lay.type_line.box.at(width, height)),
            ("text box", lay.text.box.at(width, height)),
        ]
        ss = supersample(width)
        W, H = width * ss, height * ss

        big = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = round(lay.card.corner_radius * W)
        pygame.draw.rect(big, lay.card.outline, big.get_rect(), border_radius=radius)
        edge = max(ss, round(W * 0.01))
        frame = gradient(
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
        radial(art, inner, shade(colour, 0.45), shade(colour, -0.3))
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
        big.blit(gradient(rect.size, lay.card.panel, shade(lay.card.panel, -0.08), radius), rect)

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
    ) -> tuple[str, ...]:
        """The words at the final size, so they stay crisp; returns the fields that overflow."""
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
        size, name_over = fit_line(
            name, room, round(lay.name.font * width), round(lay.name.min_font * width), True
        )
        title = outlined(name, size, True, lay.name.colour, lay.name.banner, 1)
        surface.blit(title, title.get_rect(center=box.center))

        tl = lay.type_line
        tbox = pygame.Rect(tl.box.at(width, height))
        type_over = False
        if round(tl.font * width) >= tl.min_px:  # smaller faces leave the label out
            tsize, type_over = fit_line(
                label.upper(), tbox.w, round(tl.font * width), tl.min_px, True
            )
            tag = font(tsize, True).render(label.upper(), True, tl.colour)
            surface.blit(tag, tag.get_rect(center=tbox.center))

        tx = lay.text
        tbox = pygame.Rect(tx.box.at(width, height))
        paragraphs = [tokens(text, tx.colour, tx.keywords)]
        fitted = fit_text(
            paragraphs,
            tbox,
            round(tx.font * width),
            round(tx.min_font * width),
            tx.line_spacing,
            tx.min_line_spacing,
        )
        align: Align = (
            "left" if tx.align == "left" else "right" if tx.align == "right" else "centre"
        )
        draw_fitted(surface, fitted, tbox, align=align)
        overflow = (("name", name_over), ("type line", type_over), ("text", fitted.overflow))
        return tuple(field for field, over in overflow if over)

    # ------------------------------------------------------------ the back

    def back(self, width: int) -> pygame.Surface:
        """The face-down side of every card."""
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
                big, back.emblem, at(px, py, W * 0.035, [(0, -1), (0.7, 0), (0, 1), (-0.7, 0)])
            )
        draw_dragon(big, centre, r * 0.82, back.emblem, shade(back.colour, -0.45))
        return pygame.transform.smoothscale(big, (width, height))

    # ------------------------------------------------------------ tiles

    def rider_tile(self, name: str, width: int) -> pygame.Surface:
        """The Rider choice tile: HP, economy, breakpoints and the three texts."""
        key = ("rider", name, width)
        if key not in self._tiles:
            surface, self._tile_overflow[key] = self._draw_rider_tile(name, width)
            self._tiles[key] = finish(surface)
            self._elements[key] = self._drawn
        return self._tiles[key]

    def dragon_tile(self, name: str, width: int, shields: int | None = None) -> pygame.Surface:
        """The Dragon choice tile: HP, the Rider's starting Shields, the attack and the ability.

        `shields` overrides the printed number when a table rule changes it (R3).
        """
        count = self.catalog.dragons[name].rider_shields if shields is None else shields
        key = ("dragon", name, width, count)
        if key not in self._tiles:
            surface, self._tile_overflow[key] = self._draw_dragon_tile(name, width, count)
            self._tiles[key] = finish(surface)
            self._elements[key] = self._drawn
        return self._tiles[key]

    def tile_overflows(self, kind: str, name: str, width: int) -> bool:
        """Whether the texts of a Rider's (`kind` "rider") or a Dragon's ("dragon") tile
        had to shrink below the layout's smallest tile text at this width."""
        if kind == "rider":
            self.rider_tile(name, width)
            return self._tile_overflow[("rider", name, width)]
        self.dragon_tile(name, width)
        return self._tile_overflow[
            ("dragon", name, width, self.catalog.dragons[name].rider_shields)
        ]

    def tile_height_for(self, width: int) -> int:
        w, h = self.layout.tile.aspect
        return round(width * h / w)

    def _draw_rider_tile(self, name: str, width: int) -> tuple[pygame.Surface, bool]:
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

    def _draw_dragon_tile(self, name: str, width: int, count: int) -> tuple[pygame.Surface, bool]:
        spec = self.catalog.dragons[name]
        style = self.layout.dragons.get(name)
        colour, icon = (style.colour, style.icon) if style else (self.layout.tile.dragon, "flame")
        ink = self.layout.tile.ink
        stats: list[list[Stat]] = [
            [
                ("heart", HP_RED, f"{spec.hp} HP"),
                ("shield", SHIELD_BLUE, f"{count} Shields"),
            ],
            [("claw", CRITICAL, f"Attack {spec.attack_damage} for {spec.attack_cost} energy")],
        ]
        keys = self.layout.text.keywords
        shields = f"Your Rider starts with {count} Shields."
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
    ) -> tuple[pygame.Surface, bool]:
        """The tile, and whether its texts overflow (shrank below the smallest tile text)."""
        tile = self.layout.tile
        height = self.tile_height_for(width)
        side = round(tile.border * width)
        gap = max(2, width // 45)

        # Geometry at the final size first; shapes are then drawn ss times larger.
        title_size, _ = fit_line(name, width - 2 * side, round(tile.name_font * width), 1, True)
        title = outlined(name, title_size, True, WHITE, shade(colour, -0.7), max(1, width // 120))
        sub_size = max(FLOOR_PX, round(tile.stat_font * width * 0.8))
        sub = font(sub_size, True).render(kind.upper(), True, shade(colour, 0.7))
        title_y = max(round(height * 0.02), side)  # inside the frame: the safe line
        sub_y = title_y + title.get_height() - max(2, title_size // 5)
        medal_r = width * 0.12
        medal = (width / 2, sub_y + sub.get_height() + gap + medal_r)
        rows_top = round(medal[1] + medal_r + gap * 2)
        chips, rows_bottom = _chip_rows(stats, rows_top, width, side, gap, tile.stat_font)
        labels = [words for row in stats for _, _, words in row]
        panel = pygame.Rect(
            side, rows_bottom + gap, width - 2 * side, height - side - rows_bottom - gap
        )

        ss = supersample(width)
        W, H = width * ss, height * ss
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = round(tile.corner_radius * W)
        pygame.draw.rect(big, self.layout.card.outline, big.get_rect(), border_radius=radius)
        edge = max(ss, round(W * 0.01))
        big.blit(
            gradient(
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
        radial(glow, glow.get_rect(), shade(colour, 0.5), shade(colour, -0.25))
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
        big.blit(gradient(pr.size, tile.panel, shade(tile.panel, -0.08), radius // 2), pr)
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
        around = round(medal_r + width * 0.02)
        medal_box = (round(medal[0]) - around, round(medal[1]) - around, 2 * around, 2 * around)
        self._drawn = [
            ("name", _xywh(title.get_rect(midtop=(width // 2, title_y)))),
            ("kind label", _xywh(sub.get_rect(midtop=(width // 2, sub_y)))),
            ("medal", medal_box),
            *(
                (f"pill '{label}'", _xywh(chip.rect))
                for chip, label in zip(chips, labels, strict=True)
            ),
            ("text box", _xywh(text_box)),
        ]
        start, least = round(tile.text_font * width), round(tile.min_text_font * width)
        fitted = fit_text(paragraphs, text_box, start, least, 1.0)
        draw_fitted(surface, fitted, text_box)
        return surface, fitted.overflow


Stat = tuple[str | None, Colour, str]  # an icon (or none), its tint, the words
Element = tuple[str, tuple[int, int, int, int]]  # what, and where: x, y, w, h in pixels


def _xywh(rect: pygame.Rect) -> tuple[int, int, int, int]:
    return (rect.x, rect.y, rect.w, rect.h)


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
