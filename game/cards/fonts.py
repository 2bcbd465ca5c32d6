"""Fonts, loaded once per size: Noto Sans (found by `paths.font_file`), or
pygame's built-in font if it is missing."""

from __future__ import annotations

import weakref

import pygame

from game import paths
from game.cards import symbols

# Text images made while a ledger is open, with their words: a layout test draws a
# screen on a recording surface and finds every line of text by its image.
_LEDGER: weakref.WeakKeyDictionary[pygame.Surface, str] | None = None


class _Font(pygame.font.Font):
    """pygame's font, which draws the symbols it lacks as shapes (`game.cards.symbols`:
    the suits, the droplet, the arrow) and notes the text images it renders while a
    ledger is open."""

    def render(self, text: object, *args: object, **kwargs: object) -> pygame.Surface:
        drawn = isinstance(text, str) and symbols.has_symbols(text) and not kwargs
        if drawn and len(args) in (2, 3) and (len(args) == 2 or args[2] is None):
            assert isinstance(text, str)
            image = symbols.compose(self, text, bool(args[0]), args[1])
        else:
            image = super().render(text, *args, **kwargs)  # type: ignore[arg-type]
        if _LEDGER is not None and text:
            _LEDGER[image] = str(text)
        return image


def open_ledger() -> weakref.WeakKeyDictionary[pygame.Surface, str]:
    """Start noting text images (for layout tests); `close_ledger` stops it."""
    global _LEDGER
    _LEDGER = weakref.WeakKeyDictionary()
    return _LEDGER


def close_ledger() -> None:
    global _LEDGER
    _LEDGER = None


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
        made = _FONTS[key] = _Font(font_file(bold), size)
    return made


def forget_fonts() -> None:
    """Drop every font made so far (after `pygame.quit()`, which kills them)."""
    _FONTS.clear()


def missing_glyphs(text: str, bold: bool = False) -> set[str]:
    """The characters of `text` the app's font cannot draw (it would show its empty
    box), the symbols drawn as shapes (`game.cards.symbols`) left out: a test of every
    game's texts, and of a designer's card texts."""
    f = font(16, bold)
    box = f.render("\ue000", True, (255, 255, 255))
    box_bytes = pygame.image.tobytes(box, "RGBA")
    found = set()
    for ch in set(text) - symbols.SYMBOLS:
        if ch.isspace() or not ch.isprintable():
            continue
        image = f.render(ch, True, (255, 255, 255))
        if image.get_size() == box.get_size() and pygame.image.tobytes(image, "RGBA") == box_bytes:
            found.add(ch)
    return found
