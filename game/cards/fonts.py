"""Fonts, loaded once per size. Noto Sans from pygame_gui's package if present."""

from __future__ import annotations

from functools import cache
from importlib import resources

import pygame


def font_file(bold: bool) -> str | None:
    """The bundled Noto Sans file (None: pygame's built-in font)."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    try:
        path = resources.files("pygame_gui") / "data" / name
        return str(path) if path.is_file() else None
    except (ModuleNotFoundError, FileNotFoundError):
        return None


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_file(bold), size)
