"""A Dragon Dune faction sheet, drawn by code from the card file: the faction's name and
suit, its numbers, where its tokens start, and its power, Ace and alliance texts
(written from the powers it names, or its own wording).

The sheet is drawn at one size (SHEET_SIZE, twice as wide as tall, the lab's mats'
proportions) and scaled, so it looks the same in
the lab's grid, the print-and-play PDF, the PNG export and Tabletop Simulator (a mat).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.cards.draw import finish
from game.cards.fonts import font
from game.cards.symbols import draw_suit
from game.cards.text import draw_fitted, fit_text, tokens
from game.core.words import plural
from game.games.dune.cards import DuneData
from game.games.dune.powers import SLOT_WORDS, SLOTS
from game.games.dune.table.kit import FACTION_COLOURS

SHEET_SIZE = (1000, 500)
RATIO = SHEET_SIZE[1] / SHEET_SIZE[0]
PAPER = (246, 236, 212)
INK = (44, 34, 24)
DIM = (110, 96, 78)
TEXT_SIZE, LEAST_SIZE = 21, 13
"""The texts' size, shrunk down to LEAST_SIZE before a text counts as not fitting."""
SUIT_WORDS = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}


@dataclass(frozen=True, slots=True)
class SheetFace:
    """A drawn sheet and the texts (slots) that did not fit their boxes."""

    image: pygame.Surface
    overflowing: tuple[str, ...]


def sheet_height(width: int) -> int:
    return max(1, round(width * RATIO))


def number_lines(data: DuneData, seat: int) -> list[tuple[str, str]]:
    """The sheet's numbers, as label and value."""
    spec = data.factions[seat]
    return [
        ("Gold", str(spec.gold)),
        ("Artifacts", str(spec.artifacts)),
        ("Hand limit", str(spec.hand_limit)),
        ("Tokens", str(data.tokens)),
        ("Conscript", f"up to {spec.conscript}"),
        ("Move", plural(spec.move_range, "region")),
    ]


def start_words(data: DuneData, seat: int) -> str:
    """Where the faction's tokens start: "10 on 5c", "4 on 1c, 3 on 9f, 3 on 16f", "none"."""
    spec = data.factions[seat]
    if not spec.tokens:
        return "none"
    return ", ".join(f"{n} on {region}" for region, n in spec.tokens.items())


def draw_sheet(data: DuneData, seat: int, width: int) -> SheetFace:
    """The faction sheet of `seat` at `width` pixels (see the module's docstring)."""
    spec = data.factions[seat]
    w, h = SHEET_SIZE
    image = pygame.Surface(SHEET_SIZE, pygame.SRCALPHA)
    colour = FACTION_COLOURS[seat % len(FACTION_COLOURS)]
    pygame.draw.rect(image, PAPER, image.get_rect(), border_radius=24)
    pygame.draw.rect(image, colour, image.get_rect(), 10, border_radius=24)
    band = pygame.Rect(0, 0, w, 80)
    pygame.draw.rect(image, colour, band, border_top_left_radius=24, border_top_right_radius=24)
    title = font(44, True).render(spec.name, True, (255, 250, 240))
    image.blit(title, title.get_rect(midleft=(40, band.centery)))
    pygame.draw.circle(image, PAPER, (w - 70, band.centery), 34)
    draw_suit(image, spec.suit, (w - 70, band.centery), 40)
    suit = font(22).render(SUIT_WORDS.get(spec.suit, spec.suit), True, (255, 250, 240))
    image.blit(suit, suit.get_rect(midright=(w - 120, band.centery)))

    left = pygame.Rect(34, 96, 250, h - 96 - 24)
    y = left.y
    for label, value in number_lines(data, seat):
        image.blit(font(21).render(label, True, DIM), (left.x, y))
        shown = font(24, True).render(value, True, INK)
        image.blit(shown, shown.get_rect(topright=(left.right, y - 2)))
        y += 36
    image.blit(font(21).render("Start", True, DIM), (left.x, y))
    where = pygame.Rect(left.x + 80, y, left.w - 80, left.bottom - y)
    starts = [tokens(line, INK) for line in start_words(data, seat).split(", ")]
    draw_fitted(image, fit_text(starts, where, 21, 12, 1.0, 0.8), where, centre=False)
    pygame.draw.line(image, colour, (left.right + 22, 100), (left.right + 22, h - 26), 3)

    right = pygame.Rect(left.right + 46, 92, w - left.right - 46 - 34, h - 92 - 20)
    shares = {"powers": 0.56, "ace": 0.22, "alliance": 0.22}
    overflowing = []
    top = right.y
    for slot in SLOTS:
        box_h = int(right.h * shares[slot])
        heading = font(20, True).render(SLOT_WORDS[slot].upper(), True, colour)
        image.blit(heading, (right.x, top))
        box = pygame.Rect(right.x, top + 26, right.w, box_h - 30)
        paragraphs = [tokens(text, INK) for text in data.paragraphs(seat, slot)]
        fitted = fit_text(paragraphs, box, TEXT_SIZE, LEAST_SIZE, 1.15)
        if fitted.overflow:
            overflowing.append(slot)
        draw_fitted(image, fitted, box, centre=False)
        top += box_h
    scaled = pygame.transform.smoothscale(image, (width, sheet_height(width)))
    return SheetFace(finish(scaled), tuple(overflowing))
