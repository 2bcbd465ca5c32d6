"""The symbols the app's font lacks (♠ ♥ ♦ ♣ ● →) are drawn as shapes wherever the app's
font draws text: log lines, toasts, results, hover texts."""

from __future__ import annotations

import pygame

from game.cards.fonts import font

INK = (220, 214, 200)


def render(text: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A line as every text of the app is drawn: by its font (game.cards.fonts)."""
    return font(size).render(text, True, colour)


def test_a_line_without_symbols_is_the_fonts_own_rendering() -> None:
    pygame.font.init()
    plain = render("Ann lays an egg.", 14, INK)
    assert plain.get_size() == font(14).render("Ann lays an egg.", True, INK).get_size()


def test_each_symbol_is_a_shape_of_its_own_in_the_texts_colour() -> None:
    pygame.font.init()
    shapes = {}
    for ch in "♠♥♦♣●→":
        image = render(ch, 20, INK)
        mask = pygame.mask.from_surface(image)
        assert mask.count() > 20, f"{ch} has no ink"
        solid = [
            image.get_at((x, y))[:3]
            for x in range(image.get_width())
            for y in range(image.get_height())
            if image.get_at((x, y))[3] == 255
        ]
        assert solid and all(
            max(abs(a - b) for a, b in zip(px, INK, strict=True)) <= 2 for px in solid
        )
        shapes[ch] = mask
    pairs = [(a, b) for a in shapes for b in shapes if a < b]
    for a, b in pairs:  # the font's missing-glyph box would make them all alike
        overlap = shapes[a].overlap_area(shapes[b], (0, 0))
        assert overlap < 0.9 * max(shapes[a].count(), shapes[b].count()), (a, b)


def test_a_line_with_symbols_is_as_wide_as_the_font_measures_it() -> None:
    """The log wraps lines by the font's measure; the drawn line must not be much wider."""
    pygame.font.init()
    text = "Ann buys 7♠ with 9♥ and 2♦."
    drawn = render(text, 14, INK).get_width()
    measured = font(14).size(text)[0]
    assert abs(drawn - measured) <= 2
