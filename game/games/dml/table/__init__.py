"""Dragon's Money Laundering at the table (pygame): the Wheel of Profit, the piles, the
Acquisition Attempt and its dice, every seat's Court and Treasury, on standard
playing cards drawn by code with each card's role in this game.

The app finds this package through the game's entry; `make_kit` builds the kit the
shared table scene draws, `make_lab_deck` gives the layout lab the 54 cards, and
`CHECKS` are the self-test's checks of what only the client reads (the faces).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.entry import Check


def make_kit(ruleset: Any, layout: Path | None = None) -> Any:
    """The table for `ruleset`. DML's cards are standard playing cards drawn by code,
    so there is no face layout to read (`layout` is accepted and not used)."""
    from game.games.dml.table.kit import dml_kit

    return dml_kit(ruleset)


def playing_cards() -> str:
    """DML's 54 cards: drawn by code, each with its role line, the right size."""
    import pygame

    from game.cards import playing
    from game.games.dml.cards import default_catalog
    from game.games.dml.rules import DmlRules
    from game.games.dml.table.kit import DmlTableView

    pygame.font.init()
    kit = DmlTableView(DmlRules(default_catalog()))
    cards = kit.cat.card_ids()
    for card in cards:
        if kit.face(card, 58).get_size() != (58, playing.height_for(58)):
            raise AssertionError(f"{card}'s face came out the wrong size")
    return f"standard playing cards drawn by code ({len(cards)} faces with their roles)"


def make_lab_deck(cards: Path | None = None, layout: Path | None = None) -> Any:
    """The game's cards for the layout lab, from a card file (None: its own)."""
    from game.games.dml.table.lab import DmlDeck

    return DmlDeck(cards, layout)


CHECKS: tuple[tuple[str, Check], ...] = (("face layout", playing_cards),)
