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


def _boxes(width: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The title's box (up to two lines), the heading's and the body's, at this width."""
    height = playing.height_for(width)
    pad = max(4, width // 12)
    inner = width - 2 * pad
    title = pygame.Rect(pad, round(height * 0.03), inner, round(height * 0.15))
    heading = pygame.Rect(pad, title.bottom, inner, round(height * 0.06))
    body = pygame.Rect(pad, heading.bottom + pad // 2, inner, round(height * 0.95) - heading.bottom)
    return title, heading, body


def _body(aid: Aid) -> list[list[Token]]:
    return [tokens(p, BODY) for p in aid.paragraphs]


def _sizes(width: int) -> tuple[int, int]:
    """The body's first size tried and its least."""
    return max(8, round(width * START_SIZE)), max(6, round(width * LEAST_SIZE))


def overflows(aid: Aid, width: int) -> bool:
    """Whether the aid's text does not fit its box at this width."""
    start, least = _sizes(width)
    return fit_text(_body(aid), _boxes(width)[2], start, least, 1.1).overflow


def face(aid: Aid, width: int) -> pygame.Surface:
    height = playing.height_for(width)
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, width // 12)
    pygame.draw.rect(image, playing.PAPER, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, playing.EDGE, image.get_rect(), 2, border_radius=radius)
    title_box, heading_box, body_box = _boxes(width)
    title: list[Token] = [(word, True, TITLE) for word in aid.title.split()]
    big = max(9, width // 8)
    fitted = fit_text([title], title_box, big, 6, 1.0)
    draw_fitted(image, fitted, title_box, centre=True)
    size, _ = fit_line(aid.heading, heading_box.w, max(8, width // 12), 6, False)
    line = font(size).render(aid.heading, True, HEADING)
    image.blit(line, line.get_rect(center=heading_box.center))
    start, least = _sizes(width)
    fitted = fit_text(_body(aid), body_box, start, least, 1.1)
    draw_fitted(image, fitted, body_box, centre=False, align="left")
    return image
