"""The lab's grid: which components the filters let through, and where each one sits.

Arithmetic over `LabCard`s and rectangles (a deck is asked only for its components'
proportions), so the scene only draws and the filters, the sizes and the scrolling are
tested without a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.lab.deck import LabCard, LabDeck, face_height

ZOOMS = (64, 84, 108, 136, 172, 216, 272)  # card widths in the grid, in pixels
GAP = 12
ANY = ""  # a filter that lets every card through
HEIGHTS = {"card": 1.0, "tile": 1.0, "mat": 1.0, "token": 0.5, "board": 2.0}
"""How tall each shape stands in the grid against a card: tiles and mats in one row of
cards' height, a token half of it, a board twice (it is wide, and would be small)."""
PROBE = 1000  # the width at which a component's proportions are read


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


def span(width: int, card_w: int) -> int:
    """How wide the columns of cards `card_w` wide are across an area `width` wide: the
    widest a component may be (a board in a narrow window) and still line up with them."""
    columns = max(1, (width - GAP) // (card_w + GAP))
    return min(width - 2 * GAP, columns * (card_w + GAP) - GAP)


def component_size(deck: LabDeck, card: LabCard, card_w: int, room: int) -> tuple[int, int]:
    """A component's width and height in the grid when a card is `card_w` wide: a card
    that wide; another shape as tall as `HEIGHTS` says against a card, in its own
    proportions, and no wider than `room` (a board in a narrow window)."""
    if card.shape == "card":
        return card_w, face_height(deck, card.id, card_w)
    tall = deck.height_for(card_w) * HEIGHTS.get(card.shape, 1.0)
    per_width = max(1, face_height(deck, card.id, PROBE)) / PROBE
    width = max(8, min(room, round(tall / per_width)))
    return width, face_height(deck, card.id, width)


def sizes_of(
    deck: LabDeck, cards: Sequence[LabCard], card_w: int, room: int
) -> tuple[tuple[int, int], ...]:
    """Each component's size in the grid (`component_size`)."""
    return tuple(component_size(deck, card, card_w, room) for card in cards)


@dataclass(frozen=True, slots=True)
class Grid:
    """Components in rows across an area `width` wide, scrolled down by `scroll`.

    Every component is `card_w` × `card_h` unless `sizes` gives each its own (a tile, a
    wide board, a small token beside the cards); components flow left to right, a row
    as tall as its tallest, and each new `groups` value (the component's shape) starts a
    new row, so tiles, tokens and the board each begin at the left. The first row starts
    where the columns of cards would be centred, so a deck of cards alone is a grid.
    """

    width: int  # the area's width
    height: int  # the area's height
    card_w: int
    card_h: int
    count: int
    sizes: tuple[tuple[int, int], ...] = ()  # each component's size (empty: all cards)
    groups: tuple[str, ...] = ()  # each component's group; a new one starts a new row
    _spots: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)
    _rows: tuple[tuple[int, int, int, int], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.sizes and len(self.sizes) != self.count:
            raise ValueError(f"{len(self.sizes)} sizes for {self.count} components")
        spots: list[tuple[int, int]] = []
        rows: list[tuple[int, int, int, int]] = []  # top, height, first, end
        left, right = self.origin(), self.width - self.origin()
        x, top, tall, first = left, GAP, 0, 0
        for index in range(self.count):
            w, h = self.size(index)
            new_group = (
                bool(self.groups) and index > 0 and self.groups[index] != self.groups[index - 1]
            )
            if index > first and (x + w > right or new_group):
                rows.append((top, tall, first, index))
                x, top, tall, first = left, top + tall + GAP, 0, index
            spots.append((x, top))
            x += w + GAP
            tall = max(tall, h)
        if self.count:
            rows.append((top, tall, first, self.count))
        object.__setattr__(self, "_spots", tuple(spots))
        object.__setattr__(self, "_rows", tuple(rows))

    def size(self, index: int) -> tuple[int, int]:
        """The width and height of component `index`."""
        return self.sizes[index] if self.sizes else (self.card_w, self.card_h)

    @property
    def columns(self) -> int:
        """How many cards a row holds."""
        return max(1, (self.width - GAP) // (self.card_w + GAP))

    @property
    def rows(self) -> int:
        return len(self._rows)

    @property
    def content_height(self) -> int:
        if not self._rows:
            return GAP
        top, tall, _, _ = self._rows[-1]
        return top + tall + GAP

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.height)

    def origin(self) -> int:
        """The left edge of the first column: the columns of cards are centred in the area."""
        used = self.columns * (self.card_w + GAP) - GAP
        return max(GAP, (self.width - used) // 2)

    def place(self, index: int, scroll: int) -> tuple[int, int]:
        """The top left of component `index`, relative to the area."""
        x, y = self._spots[index]
        return (x, y - scroll)

    def rect(self, index: int, scroll: int) -> tuple[int, int, int, int]:
        """Component `index`'s left, top, width and height, relative to the area."""
        return (*self.place(index, scroll), *self.size(index))

    def visible(self, scroll: int) -> range:
        """The indexes of the components in the rows at least partly inside the area."""
        shown = [
            (first, end)
            for top, tall, first, end in self._rows
            if top + tall > scroll and top < scroll + self.height
        ]
        if not shown:
            return range(0)
        return range(shown[0][0], shown[-1][1])

    def at(self, x: int, y: int, scroll: int) -> int | None:
        """The index of the component under (x, y) in the area, if any."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None
        for top, tall, first, end in self._rows:
            if top <= y + scroll < top + tall:
                for index in range(first, end):
                    left, up, w, h = self.rect(index, scroll)
                    if left <= x < left + w and up <= y < up + h:
                        return index
                return None  # in a gap, or below a shorter component of the row
        return None
