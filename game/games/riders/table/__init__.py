"""Dragon Riders at the table (pygame): its kit, card faces, tiles and unit boards.

The app finds this package through the game's entry; `make_kit` builds the kit
the shared table scene draws, and `CHECKS` are the self-test's checks of what
only the client reads (the face layout).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.entry import Check


def make_kit(ruleset: Any, layout: Path | None = None) -> Any:
    """The table for `ruleset`; faces from `layout` (a designer's file; None: the game's own)."""
    from game.games.riders.table.kit import riders_kit

    return riders_kit(ruleset, layout)


def face_layout() -> str:
    from game.games.riders.table.layout import layout_file, load_layout

    path = layout_file("riders")
    layout = load_layout(path)
    return f"{path.name}: cards {layout.card.aspect[0]}:{layout.card.aspect[1]}"


def make_lab_deck(cards: Path | None = None, layout: Path | None = None) -> Any:
    """The game's cards for the layout lab, from a card file and a layout (None: its own)."""
    from game.games.riders.table.lab import RidersDeck

    return RidersDeck(cards, layout)


CHECKS: tuple[tuple[str, Check], ...] = (("face layout", face_layout),)
