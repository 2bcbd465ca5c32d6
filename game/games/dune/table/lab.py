"""Dragon Dune in the layout lab: the 52 playing cards, with each card's part in the game.

Dune is played with a standard deck drawn by code, so it has no layout file; the
card file (`dune.toml`) gives each suit's faction and what its Ace does.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.cards import playing
from game.core.data import read_text
from game.games.dune.cards import load_dune_data
from game.games.dune.state import full_deck
from game.games.dune.table.kit import role_of
from game.lab.deck import LabCard, entry_lines

SUIT_NAMES = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}


class DuneDeck:
    """Dragon Dune's playing cards and the factions of one card file (the lab's `LabDeck`)."""

    title = "Dragon Dune"

    def __init__(self, cards: Path | None = None, layout: Path | None = None) -> None:
        self.cards_path = cards or paths.card_file("dune")
        self.extra_files: tuple[Path, ...] = ()
        self.layout_path: Path | None = None  # standard cards: drawn by code alone
        data = load_dune_data(self.cards_path)
        lines = entry_lines(read_text(self.cards_path, "card file"), "faction")
        by_suit = {
            f.suit: (f, lines[n] if n < len(lines) else 0) for n, f in enumerate(data.factions)
        }
        self._cards = []
        for card in full_deck():
            rank, suit = card[:-1], card[-1]
            faction, line = by_suit.get(suit, (None, 0))
            role = role_of(card)
            fields = [("card", f"{rank} of {SUIT_NAMES[suit]}"), ("role", role)]
            if faction is not None:
                fields.append(("faction", faction.name))
                if rank == "A":
                    fields.append(("ace", faction.ace))
                elif rank == "K":
                    fields.append(("power", faction.power))
            self._cards.append(LabCard(card, fields[0][1], role, None, 1, tuple(fields), line))

    def cards(self) -> list[LabCard]:
        return list(self._cards)

    def height_for(self, width: int) -> int:
        return playing.height_for(width)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        return playing.face(card_id, width, role_of(card_id))

    def back(self, width: int) -> pygame.Surface:
        return playing.back(width)

    def forget_wide(self, width: int) -> None:
        playing.face.cache_clear()  # standard faces are quick to draw again at any width
        playing.back.cache_clear()

    def overflows(self, card_id: str) -> tuple[str, ...]:
        return ()
