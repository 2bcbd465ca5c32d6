"""Which piece a click takes in a fan (game/table/sprites.py): the one drawn on top."""

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
