"""Hatch at the table (pygame): card faces and the egg back drawn from
`assets/layouts/hatch.toml`, the resource icons, and the game's cards in the layout lab.

The app finds this package through the game's entry; `make_lab_deck` gives the
layout lab its deck, and `CHECKS` are the self-test's checks of what only the client
reads (the face layout and a face of every species).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.entry import Check


def make_kit(ruleset: Any, layout: Path | None = None) -> Any:
    """The table for `ruleset`; faces from `layout` (a designer's file; None: the game's own)."""
    from game.games.hatch.table.kit import hatch_kit

    return hatch_kit(ruleset, layout)


def faces() -> str:
    """The layout file and a face of every species, each the size the layout says."""
    import pygame

    from game.cards.fonts import forget_fonts
    from game.games.hatch.cards import default_catalog
    from game.games.hatch.table.faces import HatchFaces
    from game.games.hatch.table.layout import layout_file, load_layout

    pygame.font.init()
    forget_fonts()  # fonts made before an earlier pygame.quit() are dead
    path = layout_file()
    drawn = HatchFaces(default_catalog(), load_layout(path))
    for name in drawn.catalog.species:
        if drawn.face(name, 72).get_size() != (72, drawn.height_for(72)):
            raise AssertionError(f"{name}'s face came out the wrong size")
    if drawn.back(72).get_size() != (72, drawn.height_for(72)):
        raise AssertionError("the card back came out the wrong size")
    return f"{path.name}: {len(drawn.catalog.species)} faces drawn"


def make_lab_deck(cards: Path | None = None, layout: Path | None = None) -> Any:
    """The game's cards for the layout lab, from a card file and a layout (None: its own)."""
    from game.games.hatch.table.lab import HatchDeck

    return HatchDeck(cards, layout)


CHECKS: tuple[tuple[str, Check], ...] = (("face layout", faces),)
