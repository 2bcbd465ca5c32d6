"""Fonts, loaded once per size: Noto Sans (found by `paths.font_file`), or
pygame's built-in font if it is missing."""

from __future__ import annotations

import pygame

from game import paths


def font_file(bold: bool) -> str | None:
    path = paths.font_file(bold)
    return str(path) if path else None


_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The text font at `size`, made once. Fonts die with `pygame.quit()`, so when the
    font module has to be started again, every font made before is dropped."""
    if not pygame.font.get_init():
        pygame.font.init()
        _FONTS.clear()
    key = (size, bold)
    made = _FONTS.get(key)
    if made is None:
        made = _FONTS[key] = pygame.font.Font(font_file(bold), size)
    return made


def forget_fonts() -> None:
    """Drop every font made so far (after `pygame.quit()`, which kills them)."""
    _FONTS.clear()
