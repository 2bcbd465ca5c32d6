"""Supply piles as landscape tiles, for windows too small for readable card faces.

A tile is one row of a list: the cost on a coin at the left, the card's name on a
parchment band in a font no smaller than `NAME_SIZES[-1]`, and room at the right
for the pile's count (drawn over the tile as a badge, since it changes). The
frame takes the card's type colours, like a card's frame. Tiles are cached per
(card name, width, height); the pile's count, padlock and shade are not part of it.
"""

from __future__ import annotations

import pygame

from game.cards.draw import finish, shade
from game.cards.fonts import font
from game.games.draconium.table.faces import DominionFaces, _coin

NAME_SIZES = (14, 13, 12, 11)  # the name's sizes, tried largest first
COUNT_W = 28  # the right end of a tile, left for the pile's count
PAD = 4


def coin_box(width: int, height: int) -> pygame.Rect:
    """Where the cost coin sits: a square at the tile's left end."""
    side = min(height - 2 * PAD, 24)
    return pygame.Rect(PAD + 1, (height - side) // 2, side, side)


def name_room(width: int, height: int) -> pygame.Rect:
    """The parchment band the name is written on, between the coin and the count."""
    coin = coin_box(width, height)
    left = coin.right + PAD
    return pygame.Rect(left, PAD, max(8, width - left - COUNT_W - PAD), height - 2 * PAD)


def count_box(width: int, height: int) -> pygame.Rect:
    """The right end of a tile, where the pile's count is drawn."""
    return pygame.Rect(width - COUNT_W - 1, 0, COUNT_W, height)


def fitted_name(name: str, width: int, height: int) -> tuple[str, int]:
    """The name as the tile shows it and its size: the largest size that fits the band
    and its height, else the smallest size cut with an ellipsis (the hover shows it all)."""
    room = name_room(width, height)
    for size in NAME_SIZES:
        f = font(size, True)
        if f.size(name)[0] <= room.w - 6 and f.get_linesize() <= room.h + 4:
            return name, size
    size = NAME_SIZES[-1]
    f = font(size, True)
    text = name
    while text and f.size(text + "…")[0] > room.w - 6:
        text = text[:-1].rstrip()
    return text + "…", size


def fits(name: str, width: int, height: int) -> bool:
    """Whether a tile of this size shows the whole name."""
    return fitted_name(name, width, height)[0] == name


class Tiles:
    """Draws and caches Supply tiles in the colours of the card faces."""

    def __init__(self, faces: DominionFaces) -> None:
        self.faces = faces
        self._tiles: dict[tuple[str, int, int], pygame.Surface] = {}

    def tile(self, card: str, width: int, height: int) -> pygame.Surface:
        name = self.faces.name_of(card)
        key = (name, width, height)
        if key not in self._tiles:
            self._tiles[key] = finish(self._draw(name, width, height))
        return self._tiles[key]

    def _draw(self, name: str, width: int, height: int) -> pygame.Surface:
        L = self.faces.layout
        spec = self.faces.spec(name)
        types = tuple(spec.types) if spec is not None else ()
        bands = self.faces.frame_colours(types)
        s = pygame.Surface((width, height), pygame.SRCALPHA)
        whole = s.get_rect()
        radius = min(8, height // 3)
        for i, colour in enumerate(bands):  # one band per coloured type, top to bottom
            top, bottom = round(height * i / len(bands)), round(height * (i + 1) / len(bands))
            band = pygame.Surface((width, bottom - top), pygame.SRCALPHA)
            band.fill(shade(colour, 0.1))
            s.blit(band, (0, top))
        mask = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), whole, border_radius=radius)
        s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.rect(s, L.outline, whole, 1, border_radius=radius)
        room = name_room(width, height)
        pygame.draw.rect(s, L.name_banner, room, border_radius=min(6, room.h // 2))
        pygame.draw.rect(s, shade(L.name_banner, -0.45), room, 1, border_radius=min(6, room.h // 2))
        coin = coin_box(width, height)
        _coin(s, coin.centerx, coin.centery, coin.w / 2, L.cost_fill, L.cost_edge)
        cost = (
            "?" if spec is None else f"{spec.cost}{'' if getattr(spec, 'buyable', True) else '*'}"
        )
        digits = font(max(9, min(14, coin.h - 8)), True).render(cost, True, L.cost_text)
        s.blit(digits, digits.get_rect(center=coin.center))
        text, size = fitted_name(name, width, height)
        label = font(size, True).render(text, True, L.name_colour)
        s.blit(label, label.get_rect(midleft=(room.x + 4, room.centery + 1)))
        return s
