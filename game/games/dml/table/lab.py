"""Dragon's Money Laundering in the layout lab: the 54 playing cards, each with its
role in the game (Egg, King, Character, Guild House, Resource, Thief).

DML is played with a standard deck drawn by code, so it has no layout file; the card
file (`dml.toml`) gives each suit's Resource type and what each rank is. Every card
has the same back; each lies at setup in the pile `PILES` names (rules §3.1).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.cards import playing
from game.core.data import read_text
from game.games.dml.cards import load_catalog
from game.games.dml.rules import DmlRules
from game.games.dml.table import words
from game.games.dml.table.kit import DmlTableView
from game.lab.deck import LabCard, entry_lines

PILES = {"A": "Dragon's Nest", "K": "Kings", "2": "Starting piles", "3": "Starting piles"}
"""Where a rank lies when the game is set up (rules §3.1): the Eggs in the Nest, a King
dealt to each player, the 2s and 3s in the four starting piles; the other 38 cards are
the Event Deck."""
EVENT_DECK = "Event Deck"


class DmlDeck:
    """DML's 54 cards and the roles of one card file (the lab's `LabDeck`)."""

    title = "Dragon's Money Laundering"

    def __init__(self, cards: Path | None = None, layout: Path | None = None) -> None:
        self.cards_path = cards or paths.card_file("dml")
        self.extra_files: tuple[Path, ...] = ()
        self.layout_path: Path | None = None  # standard cards: drawn by code alone
        cat = load_catalog(self.cards_path)
        self.kit = DmlTableView(DmlRules(cat))
        text = read_text(self.cards_path, "card file")
        suit_lines = dict(zip(cat.suits, entry_lines(text, "suit"), strict=False))
        rank_lines = dict(zip(cat.ranks, entry_lines(text, "rank"), strict=False))
        self._cards = []
        for card in cat.card_ids():
            rank, suit = cat.rank_of[card], cat.suit_of.get(card, "")
            role = words.role_of(cat, card)
            fields = [("card", words.card_name(cat, card)), ("role", role)]
            if suit:
                fields.append(("type", words.type_word(cat, suit)))
            if cat.is_resource(card):
                fields.append(("face value", str(cat.fv[card])))
            named = cat.ranks.get(rank)
            if named is not None:
                fields.append(("name", named.name))
            line = rank_lines.get(rank, suit_lines.get(suit, 0))
            name = words.card_name(cat, card)
            pile = PILES.get(rank, EVENT_DECK)
            fields.append(("pile", pile))
            self._cards.append(LabCard(card, name, role, None, 1, tuple(fields), line, pile=pile))

    def cards(self) -> list[LabCard]:
        return list(self._cards)

    def height_for(self, width: int) -> int:
        return playing.height_for(width)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        return self.kit.face(card_id, width)

    def back(self, width: int) -> pygame.Surface:
        return playing.back(width)

    def forget_wide(self, width: int) -> None:
        playing.face.cache_clear()  # standard faces are quick to draw again at any width
        playing.back.cache_clear()

    def overflows(self, card_id: str) -> tuple[str, ...]:
        return ()
