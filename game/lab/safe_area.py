"""The safe line: every element of a face (a cost badge, a pill, a text box, an icon) kept
inside the print size's safe area, `CardSize.safe_mm` inside the trim line (1/8 in
unless the size says otherwise), since a shop's cut may wander that far.

A deck whose faces can say where their elements are gives `elements(card_id, width)`:
(what, (x, y, w, h)) in pixels on the face at that width, "cost badge", "pill '12 HP'",
"text box". Each element that reaches past the safe line is one warning naming the
card, the element, the sides and by how much in millimetres at the print size. A deck
without `elements` is not checked.
"""

from __future__ import annotations

from game.lab.deck import LabCard, LabDeck, face_height
from game.lab.sheets import DPI, CardSize, component_size, pixels

__all__ = ["safe_warnings"]

_RATIO_WIDTH = 1000
"""The width at which a component's proportions are read."""

_SIDES = ("left", "top", "right", "bottom")


def safe_warnings(
    deck: LabDeck, card: CardSize, shapes: frozenset[str] | None = None, dpi: int = DPI
) -> tuple[str, ...]:
    """One line per element of a face that crosses the safe line of `card` (each other
    shape at its own size beside it, `sheets.component_size`), in the card file's order:
    "Strike (strike): the cost badge crosses the safe line (3.2 mm inside the trim) by
    1.9 mm at the left, 2.3 mm at the top". Only components of `shapes` (None: all) are
    checked; each face is measured at its print width at `dpi`, as an export draws it."""
    elements = getattr(deck, "elements", None)
    if elements is None:
        return ()
    lines = []
    for each in deck.cards():
        if shapes is not None and each.shape not in shapes:
            continue
        ratio = face_height(deck, each.id, _RATIO_WIDTH) / _RATIO_WIDTH
        size = component_size(card, each.shape, ratio)
        width = pixels(size.width_mm, dpi)
        height = face_height(deck, each.id, width)
        per_x, per_y = size.width_mm / width, size.height_mm / height
        safe = card.safe_mm
        for what, (x, y, w, h) in elements(each.id, width):
            past = (
                safe - x * per_x,
                safe - y * per_y,
                (x + w) * per_x - (size.width_mm - safe),
                (y + h) * per_y - (size.height_mm - safe),
            )
            sides = [
                f"{_mm(by)} mm at the {side}"
                for side, by in zip(_SIDES, past, strict=True)
                if by >= 0.05
            ]
            if sides:
                lines.append(
                    f"{_named(each)}: the {what} crosses the safe line "
                    f"({_mm(safe)} mm inside the trim) by {', '.join(sides)}"
                )
    return tuple(lines)


def _named(card: LabCard) -> str:
    return card.name if card.name == card.id else f"{card.name} ({card.id})"


def _mm(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")
