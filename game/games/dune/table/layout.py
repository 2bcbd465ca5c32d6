"""Where the Dragon Dune table puts things at a given window size.

The map fills the width left of the shared panel; under it a strip holds the
decision bar (with the auction card at its right end), the reserve and the hand,
and the four faction boxes. The boxes go beside the hand in one row when the
window is wide, in a 2 × 2 block when it is less wide, and in a row of four
under the hand when it is narrow (960 × 600), so their text is never squeezed.
The map shrinks to leave the strip the height it needs.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.cards.playing import height_for
from game.table.kit import PANEL

MARGIN = 10
BAR_ROW = 38  # one row of the decision bar
BAR_ROWS = 3
BANK_W = 80  # the reserve stack and its label
BOX_MIN = 190  # the narrowest a faction box beside the hand may be
BOX_GAP = 6
CARD_MIN, CARD_MAX = 58, 96
HAND_SLOTS = 6  # room kept for this many cards before the boxes take the rest


@dataclass(frozen=True)
class Plan:
    """The rectangles of one window size, in screen pixels."""

    scale: float  # map pixels to screen pixels
    map_rect: pygame.Rect
    bar: pygame.Rect  # the decision bar
    auction: pygame.Rect  # the card up for auction, at the bar's right end
    bank: pygame.Rect  # the reserve
    hand: pygame.Rect
    card_w: int
    token_w: int
    boxes: tuple[pygame.Rect, ...]  # the four faction boxes, in seat order
    ui: float  # text scale: 1 at laptop sizes, up to 1.4 on large screens
    boxes_where: str  # "beside" (one row), "block" (2 × 2) or "below" (a row under the hand)

    @property
    def box_line(self) -> int:
        """The height of one line of small text in a faction box."""
        return round(16 * self.ui)


def text_scale(size: tuple[int, int]) -> float:
    return max(1.0, min(1.4, size[1] / 900))


def box_height(ui: float) -> int:
    """A faction box: a bold name line and three lines of figures."""
    return round(22 * ui) + 3 * round(16 * ui) + 8


def plan(size: tuple[int, int], board: tuple[int, int]) -> Plan:
    """Lay the table out for a window of `size` and a map of `board` pixels: the
    largest cards (58 to 96 pixels wide) that leave the map as large as it can be."""
    least = plan_with(size, board, CARD_MIN)
    most = min(CARD_MAX, round(size[1] * 0.11))
    for card_w in range(most, CARD_MIN, -2):
        bigger = plan_with(size, board, card_w, least.boxes_where)
        narrowest = min(b.width for b in bigger.boxes)
        if bigger.scale >= least.scale and narrowest >= min(BOX_MIN, least.boxes[0].width):
            return bigger
    return least


def plan_with(size: tuple[int, int], board: tuple[int, int], card_w: int, where: str = "") -> Plan:
    """The layout with cards `card_w` pixels wide (and the faction boxes `where` asked,
    else where they fit)."""
    w, h = size
    ui = text_scale(size)
    left, right = MARGIN, max(MARGIN + 200, w - PANEL - MARGIN)
    avail = right - left
    card_h = height_for(card_w)
    box_h = box_height(ui)
    bar_h = BAR_ROWS * BAR_ROW
    hand_keep = HAND_SLOTS * (card_w + 6)
    spare = avail - BANK_W - MARGIN - hand_keep - MARGIN
    if not where:
        if spare >= 4 * BOX_MIN + 3 * BOX_GAP:
            where = "beside"
        elif spare >= 2 * BOX_MIN + BOX_GAP:
            where = "block"
        else:
            where = "below"
    if where == "beside":
        row_h = max(card_h + 4, box_h)
    elif where == "block":
        row_h = max(card_h + 4, 2 * box_h + BOX_GAP)
    else:
        row_h = card_h + 4 + BOX_GAP + box_h
    strip = 6 + bar_h + 6 + row_h + 8
    mw, mh = board
    scale = max(0.05, min(avail / mw, (h - 8 - strip) / mh))
    map_w, map_h = round(mw * scale), round(mh * scale)
    map_rect = pygame.Rect(left + (avail - map_w) // 2, 8, map_w, map_h)
    top = map_rect.bottom + 6
    auction_w = min(card_w, int(bar_h / 1.4))
    auction = pygame.Rect(0, 0, auction_w, height_for(auction_w))
    auction.topright = (right, top)
    bar = pygame.Rect(left, top, avail - auction_w - 12, bar_h)
    row = bar.bottom + 6
    bank = pygame.Rect(left, row, BANK_W, card_h)
    hand_x = bank.right + MARGIN
    if where == "below":
        hand = pygame.Rect(hand_x, row, right - hand_x, card_h)
        width = (avail - 3 * BOX_GAP) // 4
        y = row + card_h + 4 + BOX_GAP
        boxes = tuple(pygame.Rect(left + i * (width + BOX_GAP), y, width, box_h) for i in range(4))
    else:
        hand = pygame.Rect(hand_x, row, hand_keep, card_h)
        x0 = hand.right + MARGIN
        room = right - x0
        if where == "beside":
            width = (room - 3 * BOX_GAP) // 4
            boxes = tuple(
                pygame.Rect(x0 + i * (width + BOX_GAP), row, width, box_h) for i in range(4)
            )
        else:
            width = (room - BOX_GAP) // 2
            boxes = tuple(
                pygame.Rect(
                    x0 + (i % 2) * (width + BOX_GAP),
                    row + (i // 2) * (box_h + BOX_GAP),
                    width,
                    box_h,
                )
                for i in range(4)
            )
    token_w = max(28, min(44, round(24 + 9 * scale)))
    return Plan(scale, map_rect, bar, auction, bank, hand, card_w, token_w, boxes, ui, where)


def hand_centres(hand: pygame.Rect, card_w: int, n: int) -> list[tuple[int, int]]:
    """Where `n` cards sit in the hand: side by side, overlapping when there are many."""
    if n <= 0:
        return []
    step = card_w + 6
    if n > 1 and card_w + (n - 1) * step > hand.width:
        step = max(12, (hand.width - card_w) // (n - 1))
    y = hand.y + height_for(card_w) // 2
    return [(hand.x + card_w // 2 + i * step, y) for i in range(n)]
