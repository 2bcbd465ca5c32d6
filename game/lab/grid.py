"""The lab's card grid: which cards the filters let through, and where each one sits.

Pure arithmetic over `LabCard`s and rectangles, so the scene only draws and the
filters and the scrolling are tested without a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.lab.deck import LabCard

ZOOMS = (64, 84, 108, 136, 172, 216, 272)  # card widths in the grid, in pixels
GAP = 12
ANY = ""  # a filter that lets every card through


@dataclass(frozen=True, slots=True)
class Filters:
    """What the designer narrowed the grid to: a name search, a type, a cost, overflows."""

    search: str = ""
    kind: str = ANY
    cost: str = ANY  # the cost as text ("3"), or ANY
    too_long_only: bool = False

    def admit(self, card: LabCard, too_long: bool) -> bool:
        words = self.search.strip().lower()
        if words and words not in card.name.lower() and words not in card.id.lower():
            return False
        if self.kind != ANY and card.kind != self.kind:
            return False
        if self.cost != ANY and str(card.cost) != self.cost:
            return False
        return not self.too_long_only or too_long


def kinds(cards: Sequence[LabCard]) -> list[str]:
    """The types the type filter offers, in the order the cards first show them."""
    return list(dict.fromkeys(c.kind for c in cards))


def costs(cards: Sequence[LabCard]) -> list[str]:
    """The costs the cost filter offers, cheapest first."""
    return [str(c) for c in sorted({c.cost for c in cards if c.cost is not None})]


@dataclass(frozen=True, slots=True)
class Grid:
    """Cards of one width in rows across an area `width` wide, scrolled down by `scroll`."""

    width: int  # the area's width
    height: int  # the area's height
    card_w: int
    card_h: int
    count: int

    @property
    def columns(self) -> int:
        return max(1, (self.width - GAP) // (self.card_w + GAP))

    @property
    def rows(self) -> int:
        return -(-self.count // self.columns)

    @property
    def content_height(self) -> int:
        return GAP + self.rows * (self.card_h + GAP)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.height)

    def origin(self) -> int:
        """The left edge of the first column: the columns are centred in the area."""
        used = self.columns * (self.card_w + GAP) - GAP
        return max(GAP, (self.width - used) // 2)

    def place(self, index: int, scroll: int) -> tuple[int, int]:
        """The top left of card `index`, relative to the area."""
        row, col = divmod(index, self.columns)
        return (self.origin() + col * (self.card_w + GAP), GAP + row * (self.card_h + GAP) - scroll)

    def visible(self, scroll: int) -> range:
        """The indexes of the cards at least partly inside the area."""
        step = self.card_h + GAP
        first_row = max(0, (scroll - GAP - self.card_h) // step + 1)  # its bottom is below the top
        end_row = -(-(scroll + self.height - GAP) // step)  # rows whose top is above the bottom
        first = min(self.count, first_row * self.columns)
        return range(first, max(first, min(self.count, end_row * self.columns)))

    def at(self, x: int, y: int, scroll: int) -> int | None:
        """The index of the card under (x, y) in the area, if any."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None
        col = (x - self.origin()) // (self.card_w + GAP)
        row = (y + scroll - GAP) // (self.card_h + GAP)
        if not 0 <= col < self.columns or row < 0:
            return None
        left, top = self.place(row * self.columns + col, scroll)
        if not (left <= x < left + self.card_w and top <= y < top + self.card_h):
            return None  # in the gap between two cards
        index = row * self.columns + col
        return index if index < self.count else None
