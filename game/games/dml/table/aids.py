"""DML's player aids in the layout lab: one card per rank, suit, Ultimate Power and Event,
and one for the game's numbers, each with its text written from the card file
(card_text), drawn by code on the playing cards' paper. They show a designer what the
deck's numbers say; the table itself plays with the 54 playing cards alone."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.cards import playing
from game.cards.fonts import font
from game.cards.text import Token, draw_fitted, fit_line, fit_text, tokens

TITLE = (120, 60, 150)
HEADING = (110, 100, 86)
BODY = (44, 38, 32)  # dark ink on the paper
START_SIZE = 0.085  # the body's first size tried, as a share of the width
LEAST_SIZE = 0.05  # below it the body counts as overflowing


@dataclass(frozen=True, slots=True)
class Aid:
    """A player aid: its title, what kind it is, and its paragraphs of text."""

    title: str
    heading: str
    paragraphs: tuple[str, ...]


def _body(aid: Aid, width: int) -> tuple[pygame.Rect, list[list[Token]]]:
    height = playing.height_for(width)
    pad = max(4, width // 12)
    box = pygame.Rect(pad, round(height * 0.22), width - 2 * pad, round(height * 0.72))
    paragraphs = [tokens(p, BODY) for p in aid.paragraphs]
    return box, paragraphs


def overflows(aid: Aid, width: int) -> bool:
    """Whether the aid's text does not fit its box at this width."""
    box, paragraphs = _body(aid, width)
    start, least = max(8, round(width * START_SIZE)), max(6, round(width * LEAST_SIZE))
    return fit_text(paragraphs, box, start, least, 1.1).overflow


def face(aid: Aid, width: int) -> pygame.Surface:
    height = playing.height_for(width)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, width // 12)
    pygame.draw.rect(image, playing.PAPER, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, playing.EDGE, image.get_rect(), 2, border_radius=radius)
    pad = max(4, width // 12)
    size, _ = fit_line(aid.title, width - 2 * pad, max(9, width // 8), 6, True)
    title = font(size, True).render(aid.title, True, TITLE)
    image.blit(title, title.get_rect(midtop=(width // 2, round(height * 0.04))))
    line = font(max(8, width // 12)).render(aid.heading, True, HEADING)
    image.blit(line, line.get_rect(midtop=(width // 2, round(height * 0.04) + title.get_height())))
    box, paragraphs = _body(aid, width)
    start, least = max(8, round(width * START_SIZE)), max(6, round(width * LEAST_SIZE))
    fitted = fit_text(paragraphs, box, start, least, 1.1)
    draw_fitted(image, fitted, box, centre=False, align="left")
    return image
