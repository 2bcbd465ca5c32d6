"""The Balance tab's charts, drawn with pygame from a simulation's summary: rates as
bars with their 95 % intervals (win rate by seat and by bot against the fair share,
how games ended), the game-length histogram with its median and 95th percentile,
and the per-card effects (grey where the interval crosses zero).

Each chart returns the bars it drew, with the numbers they stand for, so what is
on the screen can be checked against the summary.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.cards.fonts import font
from game.core.words import ellipsize
from game.scenes import ui

GREY = (112, 100, 90)
TRACK = (44, 31, 26)
ROW_MIN, ROW_MAX = 16, 26


@dataclass(frozen=True)
class Bar:
    """One drawn bar: its words, the number it shows (a rate, a difference or a
    count), the interval drawn on it, and where it was drawn."""

    label: str
    value: float
    low: float
    high: float
    rect: pygame.Rect
    clear: bool = True


def percent(rate: float) -> str:
    return f"{rate * 100:.1f} %"


def frame(surface: pygame.Surface, box: pygame.Rect, title: str) -> pygame.Rect:
    """A chart's board and title; returns the room inside it."""
    pygame.draw.rect(surface, (30, 20, 17), box, border_radius=8)
    pygame.draw.rect(surface, ui.BRONZE, box, 1, border_radius=8)
    shown = ellipsize(title, box.w - 20, lambda t: font(15, True).size(t)[0])
    surface.blit(ui.text(shown, 15, ui.GOLD, True), (box.x + 10, box.y + 6))
    return pygame.Rect(box.x + 10, box.y + 30, box.w - 20, box.h - 38)


def _label(surface: pygame.Surface, words: str, rect: pygame.Rect, colour: ui.Colour) -> None:
    shown = ellipsize(words, rect.w, lambda t: font(13).size(t)[0])
    image = ui.text(shown, 13, colour)
    surface.blit(image, image.get_rect(midleft=(rect.x, rect.centery)))


def _right(surface: pygame.Surface, words: str, x: int, y: int, colour: ui.Colour) -> None:
    image = ui.text(words, 13, colour)
    surface.blit(image, image.get_rect(midright=(x, y)))


def _whisker(surface: pygame.Surface, x0: int, x1: int, y: int, colour: ui.Colour) -> None:
    pygame.draw.line(surface, colour, (x0, y), (x1, y), 2)
    pygame.draw.line(surface, colour, (x0, y - 5), (x0, y + 5), 2)
    pygame.draw.line(surface, colour, (x1, y - 5), (x1, y + 5), 2)


def _dashed(surface: pygame.Surface, x: int, top: int, bottom: int, colour: ui.Colour) -> None:
    for y in range(top, bottom, 8):
        pygame.draw.line(surface, colour, (x, y), (x, min(bottom, y + 4)), 1)


def rate_bars(
    surface: pygame.Surface,
    box: pygame.Rect,
    title: str,
    rows: Sequence[tuple[str, dict[str, Any]]],
    fair: float | None = None,
    label_share: float = 0.3,
    note: str = "",
) -> list[Bar]:
    """Rates from 0 to 100 %, one row each (`rows`: label, {rate, low, high}), with the
    fair share as a dashed line. Labels too long for their column go above their bars
    when there is room for two lines a row. A `note` (what the rows mean) is written
    under them, in up to two lines."""
    room = frame(surface, box, title)
    if not rows:
        return []
    if note:
        lines = ui.wrap(note, 12, room.w)
        if len(lines) > 2:
            rest = " ".join(lines[1:])
            lines = [lines[0], ellipsize(rest, room.w, lambda t: font(12).size(t)[0])]
        room.h -= 16 * len(lines) + 2
        ui.blit_lines(surface, lines, (room.x, room.bottom + 4), 12, ui.MUTED, False, 2)
    label_w = min(180, int(room.w * label_share))
    each = (room.h - 18) // len(rows)
    long = any(font(13).size(words)[0] > label_w for words, _ in rows)
    stacked = long and each >= 2 * ROW_MIN + 4
    row_h = max(ROW_MIN, min(ROW_MAX * (2 if stacked else 1), each))
    rows = rows[: max(1, (room.h - 18) // row_h)]
    if stacked:
        label_w = 0
    value_w = 56
    track = pygame.Rect(room.x + label_w + 6 * (not stacked), room.y, 0, 0)
    track.w = room.right - value_w - 6 - track.x
    bars: list[Bar] = []
    for n, (words, rate) in enumerate(rows):
        y = room.y + n * row_h
        if stacked:
            _label(surface, words, pygame.Rect(room.x, y, room.w, ROW_MIN), ui.PARCHMENT)
            lane = pygame.Rect(track.x, y + ROW_MIN + 1, track.w, min(18, row_h - ROW_MIN - 5))
        else:
            _label(surface, words, pygame.Rect(room.x, y, label_w, row_h), ui.PARCHMENT)
            lane = pygame.Rect(track.x, y + 3, track.w, row_h - 6)
        pygame.draw.rect(surface, TRACK, lane)
        bar = pygame.Rect(lane.x, lane.y, round(lane.w * rate["rate"]), lane.h)
        pygame.draw.rect(surface, ui.EMBER, bar)
        x0, x1 = lane.x + round(lane.w * rate["low"]), lane.x + round(lane.w * rate["high"])
        _whisker(surface, x0, x1, lane.centery, ui.PARCHMENT)
        _right(surface, percent(rate["rate"]), room.right, lane.centery, ui.PARCHMENT)
        bars.append(Bar(words, rate["rate"], rate["low"], rate["high"], bar))
    bottom = room.y + len(rows) * row_h
    if fair is not None:
        x = track.x + round(track.w * fair)
        _dashed(surface, x, room.y, bottom, ui.GOLD)
        share = ui.text(f"fair share {fair * 100:.0f} %", 12, ui.GOLD)
        surface.blit(share, share.get_rect(midtop=(x, bottom + 2)))
    return bars


def card_bars(
    surface: pygame.Surface, box: pygame.Rect, title: str, cards: Sequence[dict[str, Any]]
) -> list[Bar]:
    """Each card's effect: how much more (or less) often the players who used it won,
    in points, from a centre line; grey where the interval crosses zero."""
    room = frame(surface, box, title)
    if not cards:
        _label(surface, "No card was used in these games.", room.copy(), ui.MUTED)
        return []
    fits = max(1, room.h // ROW_MIN)
    shown = list(cards[: min(12, fits)])
    row_h = max(ROW_MIN, min(ROW_MAX, room.h // len(shown)))
    spans = [c["association"] for c in shown]
    reach = max(max(abs(a["low"]), abs(a["high"])) for a in spans) or 1.0
    label_w = min(190, room.w * 2 // 5)
    value_w = 74
    lane_x, lane_w = room.x + label_w + 6, room.w - label_w - value_w - 12
    centre = lane_x + lane_w // 2
    bars: list[Bar] = []
    for n, card in enumerate(shown):
        effect = card["association"]
        y = room.y + n * row_h
        colour = ui.EMBER if effect["clear"] else GREY
        words = f"{card['card']} {card['use']}"
        _label(surface, words, pygame.Rect(room.x, y, label_w, row_h), ui.PARCHMENT)

        def at(value: float) -> int:
            return centre + round(value / reach * (lane_w // 2))

        top, h = y + 3, row_h - 6
        a, b = sorted((centre, at(effect["diff"])))
        bar = pygame.Rect(a, top, max(1, b - a), h)
        pygame.draw.rect(surface, colour, bar)
        _whisker(surface, at(effect["low"]), at(effect["high"]), top + h // 2, ui.PARCHMENT)
        value = f"{effect['diff'] * 100:+.1f} pts".replace("-", "−")
        _right(surface, value, room.right, top + h // 2, ui.PARCHMENT if effect["clear"] else GREY)
        bars.append(
            Bar(words, effect["diff"], effect["low"], effect["high"], bar, bool(effect["clear"]))
        )
    pygame.draw.line(surface, ui.GOLD, (centre, room.y), (centre, room.y + len(shown) * row_h))
    return bars


def length_bars(
    surface: pygame.Surface, box: pygame.Rect, title: str, length: dict[str, Any]
) -> list[Bar]:
    """The histogram of game lengths, with the median and the 95th percentile marked."""
    room = frame(surface, box, title)
    edges, counts = length["histogram"]["edges"], length["histogram"]["counts"]
    if not counts:
        return []
    plot = pygame.Rect(room.x, room.y + 16, room.w, room.h - 16 - 18)
    tallest = max(counts) or 1.0
    width = plot.w / len(counts)
    bars: list[Bar] = []
    for n, count in enumerate(counts):
        h = round(plot.h * count / tallest)
        x0, x1 = plot.x + round(n * width), plot.x + round((n + 1) * width)
        bar = pygame.Rect(x0, plot.bottom - h, max(1, x1 - x0 - 1), h)
        pygame.draw.rect(surface, ui.EMBER, bar)
        bars.append(Bar(f"{edges[n]:g}–{edges[n + 1]:g}", count, edges[n], edges[n + 1], bar))
    pygame.draw.line(surface, ui.BRONZE, plot.bottomleft, plot.bottomright)
    first, span = float(edges[0]), float(edges[-1] - edges[0]) or 1.0

    def x_of(value: float) -> int:
        return plot.x + round(plot.w * (value - first) / span)

    surface.blit(ui.text(f"{edges[0]:g}", 12, ui.MUTED), (plot.x, plot.bottom + 2))
    _right(surface, f"{length['max']:g} {length['unit']}", plot.right, plot.bottom + 9, ui.MUTED)
    marks = (("median", length["median"], ui.GOLD), ("95 %", length["p95"], ui.PARCHMENT))
    previous = pygame.Rect(0, 0, 0, 0)
    for n, (name, value, colour) in enumerate(marks):
        x = x_of(value)
        _dashed(surface, x, plot.y, plot.bottom, colour)
        note = ui.text(f"{name} {value:.0f}", 12, colour)
        spot = note.get_rect(midbottom=(x, plot.y - 1))
        spot.clamp_ip(room)
        if n == 1 and spot.colliderect(previous):
            spot.left = previous.right + 6
            spot.clamp_ip(room)
        surface.blit(note, spot)
        previous = spot
    return bars


def precision_lines(words: str, width: int) -> list[str]:
    return ui.wrap(words, 14, width)
