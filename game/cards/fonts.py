"""Fonts, loaded once per size: Noto Sans (found by `paths.font_file`), or
pygame's built-in font if it is missing."""

from __future__ import annotations

from functools import cache

import pygame

from game import paths


def font_file(bold: bool) -> str | None:
    path = paths.font_file(bold)
    return str(path) if path else None


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_file(bold), size)
