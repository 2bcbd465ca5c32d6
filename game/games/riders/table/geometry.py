"""Where everything of a Dragon Riders table goes, at any window size.

Every size is a base size (the smallest window, 960x600, less the right-hand
panel) times one scale, so the table grows as a whole and nothing drawn at the
smallest window overlaps anything else: each player's side is a band of its own
(hand, a line of words, then a row of Dragon, Rider, deck and discard), and the
two sides meet in the middle of the felt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

BASE_W, BASE_H = 660, 600  # the table area of the smallest window (960x600 less the panel)

TILE_W = 168  # a Rider or Dragon choice tile at scale 1, when there is room
MARKET_W = 170  # a market card at scale 1, when there is room
PICKS_H = 118  # each player's picks in the draft
BOARD_H = 110  # a unit board
HAND_W = 118  # a card in your hand
BACK_W = 50  # a card back in the other hand
LIFT = 14  # how far a card picked for a discard rises
LINE_H = 26  # the line of words above (or below) a side's row of boards
HEADING_H = 28  # "The market · n in the draft stack"


def scale_for(size: tuple[int, int], panel: int) -> float:
    """One number that sizes the whole table: 1 at the smallest window, more on larger ones,
    limited by whichever of width and height runs out first."""
    w, h = size
    return max(0.8, min((w - panel) / BASE_W, h / BASE_H))


@dataclass(frozen=True)
class Sizes:
    """The sizes of things at one scale."""

    scale: float
    pad: int
    gap: int
    board_h: int
    pile_w: int
    hand_w: int
    back_w: int
    lift: int
    line_h: int
    font: int  # the side lines' words

    @classmethod
    def at(cls, scale: float, height_for: Callable[[int], int]) -> Sizes:
        board_h = round(BOARD_H * scale)
        pile_w = board_h
        while pile_w > 8 and height_for(pile_w) > board_h:  # the piles stand as tall as a board
            pile_w -= 1
        return cls(
            scale,
            pad=round(12 * scale),
            gap=round(8 * scale),
            board_h=board_h,
            pile_w=pile_w,
            hand_w=round(HAND_W * scale),
            back_w=round(BACK_W * scale),
            lift=round(LIFT * scale),
            line_h=round(LINE_H * scale),
            font=max(14, round(17 * scale)),
        )


def play_zones(
    size: tuple[int, int], panel: int, me: int, height_for: Callable[[int], int]
) -> tuple[dict[str, pygame.Rect], Sizes]:
    """The action phase (and the discard and the end): both sides, the viewer's at the bottom.

    Per side: `hand`, `energy` (the line with the energy gem, name and hand size), and a row
    of `dragon`, `rider`, `deck` and `discard`, each keyed `<kind>:<seat>`.
    """
    w, h = size
    area = w - panel
    s = Sizes.at(scale_for(size, panel), height_for)
    foe = 1 - me
    zones: dict[str, pygame.Rect] = {}
    pad, gap = s.pad, s.gap

    # The other side, from the top: the backs of their hand, their line, their row.
    back_h = height_for(s.back_w)
    zones[f"hand:{foe}"] = pygame.Rect(pad, gap // 2, area - 2 * pad, back_h)
    foe_line = pygame.Rect(pad, gap // 2 + back_h + gap // 2, area - 2 * pad, s.line_h)
    foe_row = foe_line.bottom + gap // 2

    # Your side, from the bottom: your hand (with room to lift a card), your line, your row.
    hand_h = height_for(s.hand_w)
    hand = pygame.Rect(pad, h - gap // 2 - hand_h - s.lift, area - 2 * pad, hand_h + s.lift)
    zones[f"hand:{me}"] = hand
    my_line = pygame.Rect(pad, hand.top - gap // 2 - s.line_h, area - 2 * pad, s.line_h)
    my_row = my_line.top - gap // 2 - s.board_h

    for seat, top, line in ((foe, foe_row, foe_line), (me, my_row, my_line)):
        zones[f"energy:{seat}"] = line
        discard = pygame.Rect(area - pad - s.pile_w, top, s.pile_w, s.board_h)
        deck = discard.move(-(s.pile_w + gap), 0)
        room = deck.left - 2 * pad  # both boards and the space between them
        board_w = (room - pad) // 2
        zones[f"dragon:{seat}"] = pygame.Rect(pad, top, board_w, s.board_h)
        zones[f"rider:{seat}"] = pygame.Rect(2 * pad + board_w, top, board_w, s.board_h)
        zones[f"deck:{seat}"] = deck
        zones[f"discard:{seat}"] = discard
    return zones, s


def middle(zones: dict[str, pygame.Rect], me: int) -> int:
    """The y of the line between the two sides."""
    return (zones[f"dragon:{1 - me}"].bottom + zones[f"dragon:{me}"].top) // 2


def draft_zones(size: tuple[int, int], panel: int, me: int) -> dict[str, pygame.Rect]:
    """The draft: the other player's picks at the top, yours at the bottom, the market
    (or the open pool) between them."""
    w, h = size
    area = w - panel
    s = scale_for(size, panel)
    pad, gap = round(12 * s), round(10 * s)
    picks_h = round(PICKS_H * s)
    top = pad + picks_h + gap
    return {
        f"drafted:{1 - me}": pygame.Rect(pad, pad, area - 2 * pad, picks_h),
        f"drafted:{me}": pygame.Rect(pad, h - pad - picks_h, area - 2 * pad, picks_h),
        "market": pygame.Rect(pad, top, area - 2 * pad, h - pad - picks_h - gap - top),
    }


def choice_tiles(
    size: tuple[int, int], panel: int, names: list[str], tile_height_for: Callable[[int], int]
) -> tuple[dict[str, pygame.Rect], int]:
    """The Rider or Dragon choice: every tile in one row that fits the table, under the
    title; returns the tiles and the title's font size."""
    w, h = size
    area = w - panel
    s = scale_for(size, panel)
    gap = round(12 * s)
    title = max(22, round(28 * s))
    top = round(30 * s) + title + gap
    width = min(round(TILE_W * s), (area - gap * (len(names) + 1)) // len(names))
    while width > 40 and tile_height_for(width) > h - top - gap:
        width -= 2
    height = tile_height_for(width)
    left = (area - len(names) * width - (len(names) - 1) * gap) // 2
    y = top + max(0, (h - top - gap - height) // 2)
    tiles = {
        name: pygame.Rect(left + i * (width + gap), y, width, height)
        for i, name in enumerate(names)
    }
    return tiles, title
