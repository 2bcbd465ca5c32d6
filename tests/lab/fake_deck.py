"""A small lab deck for the export tests: each card's face one plain colour, so where a
card went can be read back from the PDF or the sheet; the back red above, blue below,
so a turned back can be told from an upright one."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.lab.deck import LabCard

BACK_TOP = (200, 30, 30)
BACK_BOTTOM = (30, 30, 200)


def colour(n: int) -> tuple[int, int, int]:
    """The face colour of the n-th card (counted from 0), different for each of 100."""
    return (20 + (n * 37) % 200, 40 + (n * 11) % 160, 60 + (n * 23) % 180)


class FakeDeck:
    """Cards c0, c1, ... named "Card 0", ... with the copies given; poker proportions."""

    title = "Test Deck"
    cards_path = Path("test_cards.toml")
    layout_path: Path | None = None

    def __init__(self, copies: list[int]) -> None:
        self._cards = [
            LabCard(id=f"c{n}", name=f"Card {n}", kind="Test", cost=None, copies=c, fields=())
            for n, c in enumerate(copies)
        ]
        self.faces_drawn: list[tuple[str, int]] = []

    def cards(self) -> list[LabCard]:
        return list(self._cards)

    def height_for(self, width: int) -> int:
        return round(width * 88 / 63)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        self.faces_drawn.append((card_id, width))
        surface = pygame.Surface((width, self.height_for(width)))
        surface.fill(colour(int(card_id[1:])))
        return surface

    def back(self, width: int) -> pygame.Surface:
        height = self.height_for(width)
        surface = pygame.Surface((width, height))
        surface.fill(BACK_TOP)
        surface.fill(BACK_BOTTOM, (0, height // 2, width, height - height // 2))
        return surface

    def overflows(self, card_id: str) -> tuple[str, ...]:
        return ()


TILE_BACK = (40, 160, 90)
PROPORTIONS = {"card": 88 / 63, "tile": 1.0, "token": 1.0, "mat": 0.5, "board": 0.6}
"""Height for a width of 1 of each shape in ComponentDeck."""


class ComponentDeck(FakeDeck):
    """A FakeDeck whose components have shapes and piles: `parts` as (copies, shape,
    pile); each shape at its PROPORTIONS, a token a disc on a transparent square, and
    tiles backed in TILE_BACK. `too_long` names the cards whose text does not fit."""

    def __init__(
        self, parts: list[tuple[int, str, str]], too_long: dict[str, tuple[str, ...]] | None = None
    ) -> None:
        super().__init__([copies for copies, _, _ in parts])
        self._cards = [
            LabCard(
                id=f"c{n}",
                name=f"Card {n}",
                kind=shape.title(),
                cost=None,
                copies=copies,
                fields=(),
                line=10 + n,
                shape=shape,
                pile=pile,
            )
            for n, (copies, shape, pile) in enumerate(parts)
        ]
        self.too_long = too_long or {}

    def _shape(self, card_id: str) -> str:
        return self._cards[int(card_id[1:])].shape

    def height_of(self, card_id: str, width: int) -> int:
        return round(width * PROPORTIONS[self._shape(card_id)])

    def face(self, card_id: str, width: int) -> pygame.Surface:
        self.faces_drawn.append((card_id, width))
        size = (width, self.height_of(card_id, width))
        if self._shape(card_id) != "token":
            surface = pygame.Surface(size)
            surface.fill(colour(int(card_id[1:])))
            return surface
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        pygame.draw.circle(
            surface, colour(int(card_id[1:])), (width // 2, size[1] // 2), width // 2
        )
        return surface

    def back_of(self, card_id: str, width: int) -> pygame.Surface:
        height = self.height_of(card_id, width)
        if self._shape(card_id) != "tile":
            return pygame.transform.scale(self.back(width), (width, height))
        surface = pygame.Surface((width, height))
        surface.fill(TILE_BACK)
        return surface

    def overflows(self, card_id: str) -> tuple[str, ...]:
        return self.too_long.get(card_id, ())
