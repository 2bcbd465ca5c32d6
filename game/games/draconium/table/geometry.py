"""Where everything on the Dominion: Draconium table goes, at any window size.

From the top: the other players, the Supply (with the Trash or Recycling mat at
its right), the play area with your resources at its left, the prompt strip with
your Roost mat at its left, and your hand with your deck and discard pile at its
left. Cards grow with the window. The Supply is a grid of cards where cards can
be wide enough to read; in smaller windows it becomes a list of tiles (name, cost
and count, see tiles.py), in as many rows as show every name whole where possible.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from math import ceil

import pygame

from game.games.draconium.table import tiles
from game.games.draconium.table.layout import (
    LEFT_W,
    MIN_PLAY_H,
    OPP_COMPACT_H,
    OPP_COMPACT_W,
    OPP_H,
    PROMPT_H,
    TRASH_W,
    TRASH_W_SMALL,
)
from game.table.kit import PANEL

CARD_MIN = 96  # narrower Supply cards than this cannot be read: the Supply becomes tiles
CARD_MAX = 150
CARDS_PLAY_H = 120  # with Supply cards, the play area keeps at least this much height
HAND_MIN, HAND_MAX = 116, 170
TILE_MIN_H, TILE_MAX_H = 18, 40
TILE_MAX_W = 220  # below the table's enlarged-card width: a tile key at that width is the card
GROUP_GAP = 14  # between the basic piles and the Kingdom
TRASH = "trash"
ASIDE = "nonsupply:"  # a pile outside the Supply (R17), as a zone


@dataclass
class Geometry:
    zones: dict[str, pygame.Rect] = field(default_factory=dict)
    piles: dict[str, pygame.Rect] = field(default_factory=dict)
    roost_rects: dict[int, pygame.Rect] = field(default_factory=dict)
    tiles: bool = False  # the Supply is a list of tiles, not cards
    hand_w: int = HAND_MIN
    pile_w: int = 80  # your deck and discard pile
    play_w: int = 80  # the widest a card in the play area is drawn
    opp_compact: bool = False  # the other players' boxes have their words on one line


def arrange(
    size: tuple[int, int],
    me: int,
    others: Sequence[int],
    basics: Sequence[str],
    kingdom: Sequence[str],
    treasure: Callable[[str], bool],
    height_for: Callable[[int], int],
    names: Callable[[str], str],
    with_roosts: bool,
    aside: Sequence[str] = (),
) -> Geometry:
    """The table's rectangles for a window of `size`. `basics` and `kingdom` are the
    Supply's piles, `treasure` says which basic piles are Treasures, `names` gives the
    name a pile's tile shows (its top card's), `aside` the piles outside the Supply.
    With cards, the Trash is a box at the Supply's right; with tiles, it is one more
    tile after the basic piles (then the piles outside the Supply), so the list gets
    the whole width."""
    w, h = size
    area = w - PANEL
    g = Geometry()
    zones = g.zones
    # the other players, along the top
    n = max(1, len(others))
    box_w = (area - 20 - 8 * (n - 1)) // n
    g.opp_compact = box_w >= OPP_COMPACT_W
    opp_h = OPP_COMPACT_H if g.opp_compact else OPP_H
    for i, seat in enumerate(others):
        zones[f"player:{seat}"] = pygame.Rect(10 + i * (box_w + 8), 6, box_w, opp_h)
    top = opp_h + 12
    # the bottom: the hand, your deck and discard pile
    g.hand_w = max(HAND_MIN, min(HAND_MAX, round(h * 0.13)))
    hand_h = height_for(g.hand_w) + 28
    g.pile_w = max(80, min(110, round(g.hand_w * 0.69)))
    left_w = max(LEFT_W, 2 * g.pile_w + 26)
    middle = h - top - hand_h - 6 - PROMPT_H - 6 - 8  # the Supply and the play area
    trash_w = TRASH_W if area >= 1200 else TRASH_W_SMALL
    supply_w = area - 20 - trash_w - 10
    treasures = [p for p in basics if treasure(p)]
    rest = [p for p in basics if p not in treasures]
    g.piles, supply_h = _card_grid(treasures, rest, kingdom, top, supply_w, middle, height_for)
    if g.piles:
        zones["trash"] = pygame.Rect(area - 10 - trash_w, top, trash_w, max(supply_h, 60))
    else:
        g.tiles = True
        extra = [TRASH, *(f"{ASIDE}{name}" for name in aside)]
        placed, supply_h = _tile_grid(
            [*treasures, *rest, *extra], kingdom, top, area - 20, middle, names
        )
        zones["trash"] = placed.pop(TRASH)
        for name in aside:
            zones[f"{ASIDE}{name}"] = placed.pop(f"{ASIDE}{name}")
        g.piles = placed
    for pile, rect in g.piles.items():
        zones[f"supply:{pile}"] = rect
    supply_bottom = top + max(supply_h, 60)
    # the middle: the play area over the prompt strip; the hand below
    x = 20 + left_w
    hand = pygame.Rect(x, h - 6 - hand_h, area - 10 - x, hand_h)
    prompt = pygame.Rect(x, hand.y - 6 - PROMPT_H, hand.w, PROMPT_H)
    play = pygame.Rect(
        x, supply_bottom + 8, hand.w, max(MIN_PLAY_H, prompt.y - 6 - supply_bottom - 8)
    )
    g.play_w = max(36, min(round(g.hand_w * 0.85), round((play.h - 10) * 5 / 7)))
    zones[f"hand:{me}"] = hand
    zones["prompt"] = prompt
    zones[f"play:{me}"] = play
    zones["resources"] = pygame.Rect(10, play.y, left_w, play.h)
    pile_h = height_for(g.pile_w)
    zones[f"deck:{me}"] = pygame.Rect(14, hand.y + 22, g.pile_w, pile_h)
    zones[f"discard:{me}"] = pygame.Rect(14 + g.pile_w + 12, hand.y + 22, g.pile_w, pile_h)
    if with_roosts:
        g.roost_rects[me] = pygame.Rect(10, prompt.y, left_w, prompt.h)
        for seat in others:
            box = zones[f"player:{seat}"]
            room = box.w - 44 - 28  # the discard pile's top card sits at the right
            if g.opp_compact:
                wide = min(420, room)
                g.roost_rects[seat] = pygame.Rect(box.x + 8, box.y + 30, wide, box.h - 36)
            else:
                wide = min(360, room)
                g.roost_rects[seat] = pygame.Rect(box.x + 8, box.y + 48, wide, box.h - 54)
    for seat, rect in g.roost_rects.items():
        zones[f"roost:{seat}"] = rect
    return g


def _card_grid(
    treasures: list[str],
    rest: list[str],
    kingdom: Sequence[str],
    top: int,
    width: int,
    room: int,
    height_for: Callable[[int], int],
) -> tuple[dict[str, pygame.Rect], int]:
    """Two rows of cards (basic Treasures over the other basic piles, then the Kingdom in
    two rows), if they can be at least `CARD_MIN` wide; else nothing."""
    half = (len(kingdom) + 1) // 2
    basic_cols = max(len(treasures), len(rest), 1)
    cols = basic_cols + max(half, 1)
    by_width = (width - GROUP_GAP - 6 * (cols - 1)) // cols
    by_height = (room - CARDS_PLAY_H - 6) // 2
    card_w = min(CARD_MAX, by_width)
    while card_w >= CARD_MIN and height_for(card_w) > by_height:
        card_w -= 1
    if card_w < CARD_MIN:
        return {}, 0
    card_h = height_for(card_w)
    piles: dict[str, pygame.Rect] = {}
    rows = [(treasures, list(kingdom[:half])), (rest, list(kingdom[half:]))]
    for r, (left, right) in enumerate(rows):
        y = top + r * (card_h + 6)
        for i, pile in enumerate(left):
            piles[pile] = pygame.Rect(10 + i * (card_w + 6), y, card_w, card_h)
        x0 = 10 + basic_cols * (card_w + 6) + GROUP_GAP - 6
        for i, pile in enumerate(right):
            piles[pile] = pygame.Rect(x0 + i * (card_w + 6), y, card_w, card_h)
    return piles, 2 * card_h + 6


def _tile_grid(
    basics: list[str],
    kingdom: Sequence[str],
    top: int,
    width: int,
    room: int,
    names: Callable[[str], str],
) -> tuple[dict[str, pygame.Rect], int]:
    """The Supply as columns of tiles: the basic piles, then the Kingdom. Of the row
    counts that fit, the one that shows the most names whole (then the tallest tiles)."""
    gap = 4
    best: tuple[tuple[int, int, int], int, int, int] | None = None
    for rows in range(2, 13):
        basic_cols = ceil(len(basics) / rows) if basics else 0
        kingdom_cols = ceil(len(kingdom) / rows) if kingdom else 0
        cols = max(1, basic_cols + kingdom_cols)
        tile_w = min(TILE_MAX_W, (width - GROUP_GAP - 6 * (cols - 1)) // cols)
        tile_h = min(TILE_MAX_H, (room - MIN_PLAY_H - gap * (rows - 1)) // rows)
        if tile_h < TILE_MIN_H and best is not None:
            continue
        tile_h = max(tile_h, TILE_MIN_H)
        whole = sum(tiles.fits(names(p), tile_w, tile_h) for p in [*basics, *kingdom])
        score = (whole, min(tile_h, 28), tile_w * tile_h)
        if best is None or score > best[0]:
            best = (score, rows, tile_w, tile_h)
    assert best is not None
    _, rows, tile_w, tile_h = best
    piles: dict[str, pygame.Rect] = {}
    x = 10
    for group in (basics, list(kingdom)):
        if not group:
            continue
        cols = ceil(len(group) / rows)
        per_col = ceil(len(group) / cols)  # balanced columns: 5 and 5, not 7 and 3
        for i, pile in enumerate(group):
            col, row = divmod(i, per_col)
            piles[pile] = pygame.Rect(
                x + col * (tile_w + 6), top + row * (tile_h + gap), tile_w, tile_h
            )
        x += cols * (tile_w + 6) + GROUP_GAP - 6
    used = max(r.bottom for r in piles.values()) - top if piles else 0
    return piles, used
