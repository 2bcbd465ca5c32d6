"""What a click takes in a fan (game/table/sprites.py), and marks that never pile up (messages)."""

from __future__ import annotations

import pygame

from game.table.sprites import CardLayer, Placement


def face(card: str, width: int) -> pygame.Surface:
    return pygame.Surface((width, width * 2))


def test_a_card_rising_from_a_fan_is_the_one_under_the_pointer() -> None:
    """A fan: B lies over A's right half. A card picked to discard rises out of the
    fan, drawn over its neighbour while it moves: the click there takes it, not B."""
    layer = CardLayer(face, lambda w: w * 2)
    fan = [
        Placement("A", "hand", (100, 100), 40, "A", True),
        Placement("B", "hand", (120, 100), 40, "B", True),
    ]
    layer.sync(fan, {})
    layer.settle()
    overlap = (110, 100)  # A spans x 80–120, B 100–140
    assert layer.sprite_at(overlap).piece == "B"  # type: ignore[union-attr]
    lifted = [Placement("A", "hand", (100, 90), 40, "A", True), fan[1]]
    layer.sync(lifted, {})  # A glides up: drawn on top until it rests
    assert not layer.sprites["A"].resting()
    assert layer.sprite_at(overlap).piece == "A"  # type: ignore[union-attr]
    layer.settle()
    assert layer.sprite_at(overlap).piece == "B"  # type: ignore[union-attr]
    assert layer.sprite_at((90, 100)).piece == "A"  # type: ignore[union-attr]


def test_marks_from_quick_moves_never_start_on_top_of_each_other() -> None:
    """Bots playing bots: "+2" then "-3" at one place within a moment used to be drawn
    over each other; the second starts a line lower, and one far away is left alone."""
    from game.table.kit import Mark
    from game.table.messages import MARK_APART, Messages

    said = Messages()
    said.float_marks([Mark((100, 100), "+2")])
    said.update(0.1)
    said.float_marks([Mark((100, 100), "-3", good=False), Mark((400, 100), "+1")])
    said.float_marks([Mark((100, 100), "+5")])
    starts = [(m.text, m.pos) for m, _ in said.marks]
    assert starts == [
        ("+2", (100, 100)),
        ("-3", (100, 100 + MARK_APART[1])),
        ("+1", (400, 100)),
        ("+5", (100, 100 + 2 * MARK_APART[1])),
    ]
