"""Where everything of a DML table goes, for any window: pure rectangle arithmetic.

From the top: the other players (their Court, Treasury count and hidden King), the
Marketplace's four Stocks as the Wheel of Profit (left to right Slaves, Spice, Iron,
Wood: each Stock is bought with its left neighbour's cards, Wood with Slaves's
right neighbour round the wheel), the piles (Event Deck, Active Event, Nest, Hoard,
Character Power Stack, Black Markets, Exile), the Acquisition Attempt with the
dice, the seat at the screen (Court, Treasury, King, seize), and at the foot the
bar of chips, where no card ever glides across it on its way somewhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.cards import playing
from game.table.kit import PANEL

M = 6  # the margin between boxes
LABEL = 18  # the height of a box's heading line
BAR_H = 76  # two rows of chips
SMALL = 0.7  # the other players' cards, as a share of the table's card width
MIN_CARD, MAX_CARD = 26, 120


@dataclass
class Plan:
    """Every box of the table, in screen pixels."""

    size: tuple[int, int] = (1280, 720)
    card_w: int = 60
    small_w: int = 42
    others: dict[int, pygame.Rect] = field(default_factory=dict)  # seat -> box
    stocks: dict[str, pygame.Rect] = field(default_factory=dict)  # suit -> box
    piles: dict[str, pygame.Rect] = field(default_factory=dict)  # deck, event, nest, ...
    markets: dict[str, pygame.Rect] = field(default_factory=dict)  # bm:<n> -> box
    acq: dict[str, pygame.Rect] = field(default_factory=dict)  # acq:target, ... -> box
    tray: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    bar: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    court: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    treasury: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    king: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    seize: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))


def card_width(size: tuple[int, int]) -> int:
    """The widest card for which every row fits the window's height and the Stocks'
    row fits its width."""
    bw, h = size[0] - PANEL, size[1]
    fixed = M + (LABEL + M) + 3 * (LABEL + M) + (LABEL + M) + BAR_H + M
    rows = SMALL + 4  # card heights stacked: the others' row and four rows of full cards
    by_height = (h - fixed) / rows / playing.ASPECT
    return max(MIN_CARD, min(MAX_CARD, int(min(bw / 13, by_height))))


def split(rect: pygame.Rect, shares: list[float]) -> list[pygame.Rect]:
    """`rect` cut left to right into boxes by `shares`, with a margin between them."""
    total = sum(shares) or 1.0
    room = rect.w - M * (len(shares) - 1)
    out, x = [], rect.x
    for share in shares:
        w = max(1, int(room * share / total))
        out.append(pygame.Rect(x, rect.y, w, rect.h))
        x += w + M
    return out


def plan(size: tuple[int, int], others: list[int], markets: list[str]) -> Plan:
    """The table for a window of `size`, the other seats in order (counter-clockwise
    from the seat at the screen) and the Black Markets in play."""
    bw, h = max(200, size[0] - PANEL), size[1]
    cw = card_width(size)
    ch = playing.height_for(cw)
    sw = max(MIN_CARD - 8, int(cw * SMALL))
    p = Plan(size, cw, sw)
    y = M
    row = pygame.Rect(M, y, bw - 2 * M, LABEL + playing.height_for(sw) + 4)
    for seat, box in zip(others, split(row, [1.0] * max(1, len(others))), strict=False):
        p.others[seat] = box
    y = row.bottom + M
    row = pygame.Rect(M, y, bw - 2 * M, LABEL + ch + 4)
    for suit, box in zip("HDSC", split(row, [1.0] * 4), strict=True):
        p.stocks[suit] = box
    y = row.bottom + M
    row = pygame.Rect(M, y, bw - 2 * M, LABEL + ch + 4)
    names = ["deck", "event", "nest", "hoard", "stack", "exile"]
    shares = [1.0, 1.0, 1.0, 1.0, 1.6, 1.0] + [0.9] * len(markets)
    boxes = split(row, shares)
    p.piles = dict(zip(names, boxes[: len(names)], strict=True))
    p.markets = dict(zip(markets, boxes[len(names) :], strict=True))
    y = row.bottom + M
    row = pygame.Rect(M, y, bw - 2 * M, LABEL + ch + 4)
    target, bids, seizer, secondary, tray = split(row, [1.4, 1.2, 1.2, 1.2, 1.3])
    p.acq = {"acq:target": target, "acq:bids": bids, "acq:seizer": seizer}
    p.acq["acq:secondary"] = secondary
    p.tray = tray
    y = row.bottom + M
    bar_top = max(y + LABEL + ch + 4 + M, h - M - BAR_H)
    row = pygame.Rect(M, y, bw - 2 * M, bar_top - M - y)
    p.court, p.treasury, p.king, p.seize = split(row, [1.6, 3.6, 0.8, 0.8])
    p.bar = pygame.Rect(M, bar_top, bw - 2 * M, BAR_H)
    return p


def fan(box: pygame.Rect, width: int, n: int, top: int = LABEL) -> list[tuple[int, int]]:
    """Centres of `n` cards of `width` laid left to right in `box` under its heading,
    overlapping when they do not fit side by side."""
    if n <= 0:
        return []
    height = playing.height_for(width)
    room = box.w - 8 - width
    step = min(width + 4, room / (n - 1)) if n > 1 else 0
    y = box.y + top + 2 + height // 2
    return [(round(box.x + 4 + width / 2 + i * step), y) for i in range(n)]
