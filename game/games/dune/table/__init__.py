"""Dragon Dune at the table (pygame): the Tiled map, token stacks, dice and hands.

The app finds this package through the game's entry; `make_kit` builds the kit
the shared table scene draws, and `CHECKS` are the self-test's checks of what
only the client reads (the playing-card faces).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.entry import Check


def make_kit(ruleset: Any, layout: Path | None = None) -> Any:
    """The table for `ruleset`. Dragon Dune's cards are standard playing cards drawn by
    code, so there is no face layout to read (`layout` is accepted and not used)."""
    from game.games.dune.table.kit import dune_kit

    return dune_kit(ruleset)


def playing_cards() -> str:
    """Dragon Dune's standard cards: drawn by code, no layout file."""
    import pygame

    from game.cards import playing
    from game.games.dune.table.kit import role_of

    pygame.font.init()
    cards = ("AH", "5S", "QD", "JC", "KH", "10D")
    faces = [playing.face(card, 58, role_of(card)) for card in cards]
    if any(f.get_size() != (58, playing.height_for(58)) for f in faces):
        raise AssertionError("a playing card came out the wrong size")
    return f"standard playing cards drawn by code ({len(cards)} sample faces)"


def make_lab_deck(cards: Path | None = None, layout: Path | None = None) -> Any:
    """The game's cards for the layout lab, from a card file and a layout (None: its own)."""
    from game.games.dune.table.lab import DuneDeck

    return DuneDeck(cards, layout)


CHECKS: tuple[tuple[str, Check], ...] = (("face layout", playing_cards),)
