"""Dominion: Draconium at the table (pygame): the Supply, hands, Roost and Recycling
mats, and Dominion-style card faces drawn from `assets/layouts/draconium.toml`.

The app finds this package through the game's entry; `make_kit` builds the kit
the shared table scene draws, and `CHECKS` are the self-test's checks of what
only the client reads (the face layout and every card's face).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.entry import Check


def make_kit(ruleset: Any, layout: Path | None = None) -> Any:
    """The table for `ruleset`; faces from `layout` (a designer's file; None: the game's own)."""
    from game.games.draconium.table.kit import draconium_kit

    return draconium_kit(ruleset, layout)


def faces() -> str:
    """The layout file and a face of every card in the catalog."""
    import pygame

    from game import paths
    from game.cards.fonts import forget_fonts
    from game.games.draconium.cards import default_catalog
    from game.games.draconium.table.faces import DominionFaces, load_dominion_layout

    pygame.font.init()
    forget_fonts()  # fonts made before an earlier pygame.quit() are dead
    path = paths.asset("layouts", "draconium.toml")
    drawn = DominionFaces(default_catalog(), load_dominion_layout(path))
    for name in drawn.catalog.cards:
        if drawn.face(name, 72).get_size() != (72, drawn.height_for(72)):
            raise AssertionError(f"{name}'s face came out the wrong size")
    return f"{path.name}: {len(drawn.catalog.cards)} faces drawn"


def make_lab_deck(cards: Path | None = None, layout: Path | None = None) -> Any:
    """The game's cards for the layout lab, from a card file and a layout (None: its own)."""
    from game.games.draconium.table.lab import DraconiumDeck

    return DraconiumDeck(cards, layout)


CHECKS: tuple[tuple[str, Check], ...] = (("face layout", faces),)
