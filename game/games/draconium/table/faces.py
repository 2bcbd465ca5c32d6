"""Dominion: Draconium card faces and backs, drawn by our own code from the card catalog.

A face is a frame coloured by the card's types (split into bands when it has
several), a name banner, a type icon drawn with shapes, a type line, the text
wrapped to fit (shrinking down to a floor), and the cost in a coin. Narrow faces
(Supply tiles) keep the name, a bigger icon and the cost. Treasures show their
$ on the coin icon and Victory cards their VP on the crest. Places, sizes and
colours come from assets/layouts/draconium.toml. Every surface is cached per
(card name, width): copies of a card share one face.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from game.cards.draw import draw_icon, finish, shade, supersample
from game.cards.fonts import font
from game.cards.glyphs import icon_problem
from game.cards.layout import Colour
from game.cards.text import Token, draw_fitted, fit_line, fit_text
from game.core.errors import DataError
from game.core.zones import HIDDEN_CARD
from game.games.draconium.table.face_layout import DominionLayout as DominionLayout
from game.games.draconium.table.face_layout import load_dominion_layout as load_dominion_layout

# ---------------------------------------------------------------- text with emphasis

_COINS = re.compile(r"^\(?\+?\$\d+\*?[.,;:)]?$")
_PLUS = re.compile(r"^\+\d+$")
_UNITS = {"Card", "Cards", "Action", "Actions", "Buy", "Buys"}
_NUMBER = re.compile(r"^[−-]?\d+$")
_DOLLARS = re.compile(r"\$(\d+)")


def card_tokens(text: str, layout: DominionLayout) -> list[Token]:
    """Words of card text; "+2 Cards", "+1 Buy", "$3" and "2 VP" are set in bold colour,
    and an amount of money is a gold coin with its number (`$3` as `{coin3}`)."""
    words = text.split()
    bare = [w.strip(".,;:!?()") for w in words]
    out: list[Token] = []
    for i, word in enumerate(words):
        after = bare[i + 1] if i + 1 < len(words) else ""
        before = bare[i - 1] if i else ""
        if "$" in word:
            word = _DOLLARS.sub(r"{coin\1}", word)
        if _COINS.match(words[i]) or "{coin" in word:
            out.append((word, True, layout.coins_colour))
        elif (_PLUS.match(bare[i]) and after in _UNITS) or (
            bare[i] in _UNITS and _PLUS.match(before)
        ):
            out.append((word, True, layout.plus_colour))
        elif bare[i] == "VP" or (_NUMBER.match(bare[i]) and after == "VP"):
            out.append((word, True, layout.vp_colour))
        else:
            out.append((word, False, layout.text_colour))
    return out


# ---------------------------------------------------------------- icons (shapes)


def _scroll(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, line: Colour) -> None:
    body = pygame.Rect(0, 0, r * 1.3, r * 1.5)
    body.center = (round(cx), round(cy))
    pygame.draw.rect(s, fill, body)
    for y in (body.top, body.bottom):
        roll = pygame.Rect(0, 0, r * 1.62, r * 0.34)
        roll.center = (round(cx), y)
        pygame.draw.rect(s, shade(fill, -0.12), roll, border_radius=round(r * 0.17))
        pygame.draw.rect(s, line, roll, max(1, round(r * 0.05)), border_radius=round(r * 0.17))
    for k in range(4):
        row = body.top + r * 0.32 + k * r * 0.27
        end = body.right - r * 0.2 - (k == 3) * r * 0.4
        pygame.draw.line(s, line, (body.left + r * 0.2, row), (end, row), max(1, round(r * 0.06)))
    pygame.draw.rect(s, line, body, max(1, round(r * 0.05)))


def _coin(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, line: Colour) -> None:
    pygame.draw.circle(s, shade(fill, -0.35), (cx + r * 0.06, cy + r * 0.08), r)
    pygame.draw.circle(s, fill, (cx, cy), r)
    pygame.draw.circle(s, shade(fill, 0.35), (cx, cy), r * 0.8)
    pygame.draw.circle(s, fill, (cx, cy), r * 0.72)
    pygame.draw.circle(s, line, (cx, cy), r, max(1, round(r * 0.06)))


def _crest(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, line: Colour) -> None:
    pts = [(-0.8, -0.75), (0.8, -0.75), (0.8, 0.05), (0.0, 0.95), (-0.8, 0.05)]
    poly = [(cx + x * r, cy + y * r) for x, y in pts]
    pygame.draw.polygon(s, fill, poly)
    inner = [(cx + x * r * 0.78, cy + y * r * 0.78 - r * 0.03) for x, y in pts]
    pygame.draw.polygon(s, shade(fill, 0.25), inner)
    pygame.draw.polygon(s, line, poly, max(1, round(r * 0.07)))
    for dx in (-0.5, 0.0, 0.5):  # a little crown on top
        tip = [(cx + (dx - 0.2) * r, cy - 0.75 * r), (cx + dx * r, cy - 1.05 * r)]
        tip.append((cx + (dx + 0.2) * r, cy - 0.75 * r))
        pygame.draw.polygon(s, fill, tip)
        pygame.draw.polygon(s, line, tip, max(1, round(r * 0.05)))


def _skull(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, line: Colour) -> None:
    pygame.draw.circle(s, fill, (cx, cy - r * 0.15), r * 0.78)
    jaw = pygame.Rect(0, 0, r * 0.9, r * 0.55)
    jaw.midtop = (round(cx), round(cy + r * 0.3))
    pygame.draw.rect(s, fill, jaw, border_radius=round(r * 0.12))
    for dx in (-0.32, 0.32):
        pygame.draw.circle(s, line, (cx + dx * r, cy - r * 0.12), r * 0.2)
    pygame.draw.polygon(
        s, line, [(cx, cy + r * 0.12), (cx - r * 0.1, cy + r * 0.3), (cx + r * 0.1, cy + r * 0.3)]
    )
    for dx in (-0.22, 0.0, 0.22):
        pygame.draw.line(
            s, line, (cx + dx * r, cy + r * 0.5), (cx + dx * r, cy + r * 0.82),
            max(1, round(r * 0.07)),
        )  # fmt: skip


def _eye(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, line: Colour) -> None:
    n = 24
    top = [
        (cx - r + 2 * r * k / n, cy - math.sin(math.pi * k / n) * r * 0.62) for k in range(n + 1)
    ]
    bottom = [(x, 2 * cy - y) for x, y in reversed(top)]
    pygame.draw.polygon(s, fill, top + bottom)
    pygame.draw.polygon(s, line, top + bottom, max(1, round(r * 0.07)))
    pygame.draw.circle(s, line, (cx, cy), r * 0.36)
    pygame.draw.circle(s, shade(fill, 0.6), (cx - r * 0.1, cy - r * 0.1), r * 0.1)
    hood = [(cx - r * 1.05, cy - r * 0.35), (cx, cy - r * 1.05), (cx + r * 1.05, cy - r * 0.35)]
    pygame.draw.lines(s, line, False, hood, max(1, round(r * 0.09)))


def _ruin(s: pygame.Surface, cx: float, cy: float, r: float, fill: Colour, line: Colour) -> None:
    base = pygame.Rect(0, 0, r * 1.9, r * 0.3)
    base.midbottom = (round(cx), round(cy + r * 0.95))
    pygame.draw.rect(s, fill, base)
    pygame.draw.rect(s, line, base, max(1, round(r * 0.05)))
    for dx, tall in ((-0.6, 1.5), (0.0, 0.9), (0.6, 1.2)):
        col = pygame.Rect(0, 0, r * 0.36, r * tall)
        col.midbottom = (round(cx + dx * r), base.top)
        pygame.draw.rect(s, fill, col)
        pygame.draw.rect(s, line, col, max(1, round(r * 0.05)))
        crack = [(col.left, col.top), (col.centerx, col.top + r * 0.16), (col.right, col.top)]
        pygame.draw.polygon(s, shade(fill, -0.4), crack)


MY_DRAWERS = {
    "scroll": _scroll,
    "coin": _coin,
    "crest": _crest,
    "skull": _skull,
    "eye": _eye,
    "ruin": _ruin,
}


def draw_type_icon(
    surface: pygame.Surface, name: str, rect: pygame.Rect, fill: Colour, line: Colour
) -> None:
    """A type icon filling the square in rect (draw it big, then scale it down)."""
    if name in MY_DRAWERS:
        r = min(rect.w, rect.h) / 2 * 0.9
        MY_DRAWERS[name](surface, rect.centerx, rect.centery, r, fill, line)
    else:
        draw_icon(surface, name, rect, fill, line)


# ---------------------------------------------------------------- the renderer


@lru_cache(maxsize=4)
def _corners(w: int, h: int, radius: int) -> pygame.Surface:
    """White inside a rounded card, clear outside: cuts a face's corners round."""
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    return mask


@lru_cache(maxsize=128)
def _sheen(colour: Colour, span: int, ss: int) -> pygame.Surface:
    """A frame band's gentle sheen, lighter at its top, as a column one pixel wide with a
    row for every `ss` pixels of a band `span` pixels tall."""
    step = max(1, ss)
    rows = list(range(0, span, step))
    column = pygame.Surface((1, max(1, len(rows))), pygame.SRCALPHA)
    for k, y in enumerate(rows):
        column.set_at((0, k), shade(colour, 0.18 - 0.3 * y / max(1, span)))
    return column


class DominionFaces:
    """Draws and caches Dominion faces from a catalog (name -> spec) and a layout."""

    def __init__(self, catalog: Any, layout: DominionLayout) -> None:
        self.catalog = catalog
        self.layout = layout
        self._faces: dict[tuple[str, int], pygame.Surface] = {}
        self._backs: dict[int, pygame.Surface] = {}
        self._overflow: dict[tuple[str, int], tuple[str, ...]] = {}
        self._check_icons()

    def _check_icons(self) -> None:
        """Every `{icon}` in a card's text must be one we can draw; else the card file,
        the card and the field are named."""
        for name, spec in getattr(self.catalog, "cards", {}).items():
            problem = icon_problem(getattr(spec, "text", ""), f"card {name}'s text")
            if problem is not None:
                raise DataError(self._file_of(name), problem)

    def _file_of(self, name: str) -> str:
        """The card file that holds the card (the first one when none can be read)."""
        files = tuple(getattr(self.catalog, "files", ())) or ("the card file",)
        wanted = re.compile(rf"^\s*name\s*=\s*\"{re.escape(name)}\"", re.MULTILINE)
        for each in files:
            try:
                text = Path(each).read_text(encoding="utf-8")
            except OSError:
                continue
            if wanted.search(text):
                return str(each)
        return str(files[0])

    def height_for(self, width: int) -> int:
        return self.layout.height_for(width)

    @staticmethod
    def name_of(card: str) -> str:
        """``Copper-07`` is a Copper; a bare name stands for itself."""
        return card.rpartition("-")[0] or card

    def spec(self, card: str) -> Any | None:
        return self.catalog.cards.get(self.name_of(card))

    def face(self, card: str, width: int) -> pygame.Surface:
        """The face of a card (by id or name); the hidden id gives the back."""
        if card == HIDDEN_CARD:
            return self.back(width)
        key = (self.name_of(card), width)
        if key not in self._faces:
            image, overflow = self._draw_face(key[0], width)
            self._faces[key] = finish(image)
            self._overflow[key] = overflow
        return self._faces[key]

    def elements(self, card: str, width: int) -> list[tuple[str, tuple[int, int, int, int]]]:
        """Where the face's elements are at this width, each (what, (x, y, w, h)) in
        pixels: the cost coin, the name banner, the art window and, on faces large
        enough for them, the type line and the text box (for the print safe line)."""
        L = self.layout
        height = L.height_for(width)
        small = width < L.small_below
        r = L.cost_radius * width * (1.25 if small else 1.0)
        cx, cy = L.cost_centre[0] * width, L.cost_centre[1] * height
        found = [
            ("cost coin", (round(cx - r), round(cy - r), round(2 * r), round(2 * r))),
            ("name banner", (L.small_name_box if small else L.name_box).at(width, height)),
            ("art window", (L.small_art_box if small else L.art_box).at(width, height)),
        ]
        if not small:
            found += [("type line", L.type_box.at(width, height))]
            found += [("text box", L.text_box.at(width, height))]
        return found

    def forget_wide(self, width: int) -> None:
        """Forget the faces and backs drawn at `width` or wider (print exports' big ones)."""
        self._faces = {k: v for k, v in self._faces.items() if k[1] < width}
        self._backs = {k: v for k, v in self._backs.items() if k < width}

    def overflow_fields(self, card: str, width: int) -> tuple[str, ...]:
        """The fields of the card ("name", "type line", "text") that do not fit their box at
        the layout's minimum size at this width; empty when all fit."""
        if card == HIDDEN_CARD:
            return ()
        self.face(card, width)
        return self._overflow[(self.name_of(card), width)]

    def overflows(self, card: str, width: int) -> bool:
        """Whether any text had to shrink below the layout's minimum at this width."""
        return bool(self.overflow_fields(card, width))

    def frame_colours(self, types: tuple[str, ...]) -> list[Colour]:
        bands = [self.layout.types[t].colour for t in types if t in self.layout.types]
        return bands or [self.layout.types["Action"].colour]

    def icon_for(self, types: tuple[str, ...]) -> tuple[str, Colour]:
        for kind in self.layout.icon_order:
            if kind in types:
                style = self.layout.types[kind]
                return style.icon, style.colour
        return "scroll", self.layout.types["Action"].colour

    def _draw_face(self, name: str, width: int) -> tuple[pygame.Surface, tuple[str, ...]]:
        L = self.layout
        spec = self.spec(name)
        types: tuple[str, ...] = tuple(spec.types) if spec is not None else ()
        height = L.height_for(width)
        small = width < L.small_below
        ss = supersample(width)
        big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
        W, H = width * ss, height * ss
        radius = max(2, round(L.corner_radius * W))
        # the frame: one band per coloured type, top to bottom
        bands = self.frame_colours(types)
        for i, colour in enumerate(bands):
            top, bottom = round(H * i / len(bands)), round(H * (i + 1) / len(bands))
            column = _sheen(colour, bottom - top, ss)
            big.blit(pygame.transform.scale(column, (W, column.get_height() * ss)), (0, top))
        big.blit(_corners(W, H, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.rect(big, L.outline, (0, 0, W, H), max(2, ss * 2), border_radius=radius)
        # the name banner
        nx, ny, nw, nh = (L.small_name_box if small else L.name_box).at(W, H)
        pygame.draw.rect(big, L.name_banner, (nx, ny, nw, nh), border_radius=nh // 2)
        pygame.draw.rect(big, L.outline, (nx, ny, nw, nh), max(1, ss), border_radius=nh // 2)
        # the art window and icon
        art = L.small_art_box if small else L.art_box
        ax, ay, aw, ah = art.at(W, H)
        main = bands[0]
        window = pygame.Rect(ax, ay, aw, ah)
        pygame.draw.rect(big, shade(main, -0.45), window, border_radius=round(L.art_radius * W))
        glow = window.inflate(-aw * 0.1, -ah * 0.1)
        pygame.draw.ellipse(big, shade(main, -0.2), glow)
        pygame.draw.ellipse(big, shade(main, 0.05), glow.inflate(-aw * 0.3, -ah * 0.3))
        pygame.draw.rect(big, L.outline, window, max(1, ss), border_radius=round(L.art_radius * W))
        icon, icon_colour = self.icon_for(types)
        size = round(min(aw, ah) * L.icon_scale)
        icon_rect = pygame.Rect(0, 0, size, size)
        icon_rect.center = window.center
        draw_type_icon(big, icon, icon_rect, shade(icon_colour, 0.15), (28, 20, 14))
        if not small:
            tx, ty, tw, th = L.type_box.at(W, H)
            pygame.draw.rect(big, L.type_banner, (tx, ty, tw, th), border_radius=th // 2)
            bx, by, bw, bh = L.text_box.at(W, H)
            panel = pygame.Rect(bx, by, bw, bh).inflate(W * 0.05, H * 0.01)
            pygame.draw.rect(big, L.panel, panel, border_radius=round(W * 0.03))
            pygame.draw.rect(
                big, shade(L.panel, -0.3), panel, max(1, ss), border_radius=round(W * 0.03)
            )
        cx, cy = L.cost_centre[0] * W, L.cost_centre[1] * H
        cr = L.cost_radius * W * (1.25 if small else 1.0)
        _coin(big, cx, cy, cr, L.cost_fill, L.cost_edge)
        image = pygame.transform.smoothscale(big, (width, height))
        overflow = self._draw_words(image, name, spec, types, width, height, small, icon_rect, ss)
        return image, overflow

    def _draw_words(
        self,
        image: pygame.Surface,
        name: str,
        spec: Any | None,
        types: tuple[str, ...],
        width: int,
        height: int,
        small: bool,
        icon_big: pygame.Rect,
        ss: int,
    ) -> tuple[str, ...]:
        """Text at the final size so it stays crisp: name, type line, text, cost, icon value.
        Returns the fields that do not fit at the layout's minimum size."""
        L = self.layout
        overflow: list[str] = []
        nx, ny, nw, nh = (L.small_name_box if small else L.name_box).at(width, height)
        start = L.small_name_px if small else round(L.name_font * width)
        least = 7 if small else round(L.name_min * width)
        size, too_small = fit_line(name, nw - 6, start, least, True)
        if too_small:
            overflow.append("name")
        label = font(size, True).render(name, True, L.name_colour)
        image.blit(label, label.get_rect(center=(nx + nw // 2, ny + nh // 2 + 1)))
        # the value on the icon: a Treasure's $, a Victory card's VP
        icon = pygame.Rect(icon_big.x // ss, icon_big.y // ss, icon_big.w // ss, icon_big.h // ss)
        value = ""
        if spec is not None:
            if self.icon_for(types)[0] == "coin" and spec.coins:
                value = f"${spec.coins}" if not small else str(spec.coins)
            elif self.icon_for(types)[0] == "crest" and spec.vp:
                value = str(spec.vp)
        if value:
            px = max(8, round(icon.h * (0.42 if len(value) < 3 else 0.34)))
            mark = font(px, True).render(value, True, (40, 26, 8))
            image.blit(mark, mark.get_rect(center=(icon.centerx, icon.centery + icon.h * 0.02)))
        if not small:
            tx, ty, tw, th = L.type_box.at(width, height)
            line = " – ".join(types) if types else "Card"
            tsize, type_over = fit_line(
                line, tw - 8, round(L.type_font * width), round(L.type_min * width), True
            )
            if type_over:
                overflow.append("type line")
            kind = font(tsize, True).render(line, True, L.type_colour)
            image.blit(kind, kind.get_rect(center=(tx + tw // 2, ty + th // 2 + 1)))
            text = spec.text if spec is not None else "This card is not in the card file."
            paragraphs = [card_tokens(part.strip(), L) for part in text.split("⟂") if part.strip()]
            box = pygame.Rect(L.text_box.at(width, height))
            fitted = fit_text(
                paragraphs,
                box,
                round(L.text_font * width),
                round(L.text_min * width),
                L.line_spacing,
                L.min_line_spacing,
            )
            if fitted.overflow:
                overflow.append("text")
            draw_fitted(image, fitted, box, align=L.align)
        cost = (
            "?" if spec is None else f"{spec.cost}{'' if getattr(spec, 'buyable', True) else '*'}"
        )
        cx, cy = L.cost_centre[0] * width, L.cost_centre[1] * height
        cr = L.cost_radius * width * (1.25 if small else 1.0)
        px = max(8, round(L.cost_font * width * (1.25 if small else 1.0)))
        if len(cost) > 1:
            px = round(px * 0.8)
        digits = font(px, True).render(cost, True, L.cost_text)
        image.blit(digits, digits.get_rect(center=(round(cx), round(cy + cr * 0.04))))
        return tuple(overflow)

    def back(self, width: int) -> pygame.Surface:
        """The card back: a dark field, a lattice, a golden dragon emblem."""
        if width not in self._backs:
            self._backs[width] = finish(self._draw_back(width))
        return self._backs[width]

    def _draw_back(self, width: int) -> pygame.Surface:
        from game.cards.draw import draw_dragon

        L = self.layout
        height = L.height_for(width)
        ss = supersample(width)
        W, H = width * ss, height * ss
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = max(2, round(L.corner_radius * W))
        pygame.draw.rect(big, L.back_fill, (0, 0, W, H), border_radius=radius)
        inner = pygame.Rect(0, 0, W, H).inflate(-W * 0.14, -W * 0.14)
        step = max(8, W // 7)
        old = big.get_clip()
        big.set_clip(inner)
        for i in range(-H, W + H, step):
            pygame.draw.line(big, L.back_pattern, (i, inner.y), (i + H, inner.y + H), ss * 2)
            pygame.draw.line(big, L.back_pattern, (i, inner.y), (i - H, inner.y + H), ss * 2)
        big.set_clip(old)
        pygame.draw.rect(big, L.back_edge, inner, max(1, ss * 2), border_radius=radius)
        draw_dragon(big, (W / 2, H / 2), W * 0.32, L.back_emblem, shade(L.back_emblem, -0.5))
        pygame.draw.rect(big, L.outline, (0, 0, W, H), max(2, ss * 2), border_radius=radius)
        return pygame.transform.smoothscale(big, (width, height))
