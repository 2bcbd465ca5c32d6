"""Where everything of a Hatch table goes, at any window size, for 2 to 5 players.

From the top: the other players' territories (one row of up to three, two rows for
four), the centre strip (the draw and discard piles, then the stage where an attack
is gathered, blocked and looted), your territory (your eggs with the cards tucked
under them fanned below each, then your dragons and mercenaries), and your hand.
Sizes are a base size (the smallest window, 960x600, less the right-hand panel)
times one scale, so the table grows as a whole; an egg is drawn only as wide as lets
the bottom band of every card tucked under it show whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from math import ceil

import pygame

from game.table.kit import PANEL

BASE_W, BASE_H = 660, 600  # the table area of the smallest window
HAND_W = 70  # a hand card at scale 1
PILE_W = 52  # the draw and discard piles
CENTRE_H = 100  # the strip of the piles and the stage
FIGHT_H = 128  # the strip while an attack is gathered and blocked: larger cards on the stage
MY_CARD_MAX = 80  # your eggs and dragons at scale 1, at most
OPP_CARD_MAX = {1: 72, 2: 64, 3: 56, 4: 50}  # another player's, by how many others there are
LEAST_CARD = 24  # no card on the table is drawn narrower
FAN_ROOM = 3  # your egg leaves room for at least this many tucked cards below it (others' 2)
HEADER_H = 22  # a territory's line of words, at scale 1
ASPECT = 7 / 5  # a card's height over its width


def scale_for(size: tuple[int, int]) -> float:
    """One number that sizes the whole table: 1 at the smallest window, more on larger
    ones, limited by whichever of width and height runs out first."""
    w, h = size
    return max(1.0, min((w - PANEL) / BASE_W, h / BASE_H))


@dataclass(frozen=True)
class Sizes:
    scale: float
    pad: int
    gap: int
    hand_w: int
    pile_w: int
    lift: int  # how far a hand card picked for a discard rises
    font: int  # your territory's line
    small_font: int  # the other players' lines, the piles' counts

    @classmethod
    def at(cls, scale: float) -> Sizes:
        return cls(
            scale,
            pad=round(8 * scale),
            gap=round(6 * scale),
            hand_w=round(HAND_W * scale),
            pile_w=round(PILE_W * scale),
            lift=round(14 * scale),
            font=max(14, round(15 * scale)),
            small_font=max(13, round(13 * scale)),
        )


@dataclass
class Territory:
    """One player's box: the line of words on top, then eggs at the left and dragons
    (then mercenaries) at the right."""

    seat: int
    rect: pygame.Rect  # the whole box: where a card is laid, or dragons sent to attack
    header: pygame.Rect
    content: pygame.Rect
    egg_w: int
    dragon_w: int
    mine: bool


@dataclass
class Geometry:
    size: tuple[int, int] = (960, 600)
    sizes: Sizes = field(default_factory=lambda: Sizes.at(1.0))
    territories: dict[int, Territory] = field(default_factory=dict)
    hand: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    draw: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    discard: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    stage: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    stage_w: int = 50  # a card on the stage (an attacker, a blocker)


def egg_width(room: int, fed: int, most: int, least_fed: int = FAN_ROOM) -> int:
    """The widest egg (at most `most`) whose card and the bottom bands of `fed` cards
    tucked under it (room for `least_fed` at least) fit in `room` pixels of height: a
    band is a fifth of a card."""
    fed = max(fed, least_fed)
    per_width = ASPECT * (1 + 0.2 * fed) + 0.02 * fed  # + a pixel or so between bands
    return max(LEAST_CARD, min(most, int(room / per_width)))


def arrange(
    size: tuple[int, int],
    me: int,
    others: Sequence[int],
    most_fed: Callable[[int], int],
    height_for: Callable[[int], int],
    fight: bool = False,
) -> Geometry:
    """The table's rectangles for a window of `size`; `others` are the other seats in
    turn order after `me`, and `most_fed(seat)` the most cards under one of that seat's
    eggs (the eggs are narrowed until every band below them shows). While an attack is
    gathered or blocked (`fight`) the stage takes more of the height."""
    w, h = size
    area_w = w - PANEL
    s = Sizes.at(scale_for(size))
    g = Geometry(size, s)
    pad, gap = s.pad, s.gap
    hand_h = height_for(s.hand_w) + s.lift + pad
    centre_h = round((FIGHT_H if fight else CENTRE_H) * s.scale)
    n = max(1, len(others))
    rows = 2 if n >= 4 else 1
    cols = ceil(n / rows)
    room = h - hand_h - centre_h - 4 * gap - pad
    opp_share = 0.42 if rows == 1 else 0.56
    opp_total = round(room * opp_share)
    mine_h = room - opp_total
    # the other players, along the top
    box_w = (area_w - 2 * pad - gap * (cols - 1)) // cols
    box_h = (opp_total - gap * (rows - 1)) // rows
    header = round(HEADER_H * s.scale * 0.85)
    for i, seat in enumerate(others):
        row, col = divmod(i, cols)
        rect = pygame.Rect(pad + col * (box_w + gap), pad + row * (box_h + gap), box_w, box_h)
        most = OPP_CARD_MAX.get(n, 46)
        g.territories[seat] = _territory(seat, rect, header, most_fed(seat), most, s, False)
    top = pad + opp_total + gap
    # the centre strip: the piles, then the stage
    pile_h = height_for(s.pile_w)
    pile_y = top + max(s.gap, (centre_h - pile_h - s.small_font - 4) // 2)
    g.draw = pygame.Rect(pad + gap, pile_y, s.pile_w, pile_h)
    g.discard = pygame.Rect(g.draw.right + 2 * gap, pile_y, s.pile_w, pile_h)
    stage_x = g.discard.right + 3 * gap
    g.stage = pygame.Rect(stage_x, top, area_w - pad - stage_x, centre_h)
    label = round(22 * s.scale)
    g.stage_w = max(LEAST_CARD, min(round(72 * s.scale), int((centre_h - label - gap) / ASPECT)))
    top += centre_h + gap
    # your territory, then your hand
    mine = pygame.Rect(pad, top, area_w - 2 * pad, mine_h)
    g.territories[me] = _territory(
        me, mine, round(HEADER_H * s.scale), most_fed(me), MY_CARD_MAX, s, True
    )
    g.hand = pygame.Rect(pad, mine.bottom + gap, area_w - 2 * pad, h - mine.bottom - gap - pad // 2)
    return g


def _territory(
    seat: int,
    rect: pygame.Rect,
    header_h: int,
    fed: int,
    most: int,
    s: Sizes,
    mine: bool,
) -> Territory:
    header = pygame.Rect(rect.x + s.gap, rect.y + 2, rect.w - 2 * s.gap, header_h)
    content = pygame.Rect(
        rect.x + s.gap, header.bottom + 2, rect.w - 2 * s.gap, rect.bottom - header.bottom - 6
    )
    egg_w = egg_width(content.h, fed, round(most * s.scale), FAN_ROOM if mine else 2)
    dragon_w = max(LEAST_CARD, min(round(most * s.scale), int(content.h / ASPECT)))
    return Territory(seat, rect, header, content, egg_w, dragon_w, mine)


@dataclass(frozen=True)
class Slot:
    """Where a card lies in a row: its centre and width (and its height, sideways)."""

    center: tuple[int, int]
    width: int
    height: int = 0


def row_steps(count: int, width: int, room: int, gap: int) -> int:
    """The step between cards in a row of `count` in `room` pixels: a gap between them
    when they fit, else overlapping just enough."""
    if count <= 1:
        return width + gap
    return max(4, min(width + gap, (room - width) // (count - 1)))


def upright_width(side_width: int, height_for: Callable[[int], int]) -> int:
    """The width of a card whose upright height is `side_width`: a card on its side is as
    wide as it stands tall (a mercenary lies sideways)."""
    guess = round(side_width / ASPECT)
    for width in (guess, guess - 1, guess + 1):
        if height_for(width) == side_width:
            return width
    return guess
