"""Dominion: Draconium in the layout lab: every card of the card files, Dominion-style faces."""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.core.data import read_text
from game.games.draconium.cards import Catalog, load_catalog
from game.games.draconium.setup import pile_size
from game.games.draconium.table.faces import DominionFaces, load_dominion_layout
from game.lab.deck import CHECK_WIDTH, LabCard, entry_lines, shown

PRINT_PLAYERS = 4  # piles are printed as large as a four-player game needs them


class DraconiumDeck:
    """The cards of a Draconium card file (and the expansion file), drawn with one layout."""

    title = "Dominion: Draconium"

    def __init__(self, cards: Path | None = None, layout: Path | None = None) -> None:
        self.cards_path = cards or paths.card_file("draconium")
        self.layout_path: Path | None = layout or paths.asset("layouts", "draconium.toml")
        expansion = paths.card_file("draconium_expansion")
        self.extra_files: tuple[Path, ...] = (expansion,)
        self.catalog: Catalog = load_catalog(self.cards_path, expansion)
        self.faces = DominionFaces(self.catalog, load_dominion_layout(self.layout_path))
        lines = entry_lines(read_text(self.cards_path, "card file"), "card")
        more = entry_lines(read_text(expansion, "card file"), "card")
        places = [(n, "") for n in lines] + [(n, expansion.name) for n in more]
        self._cards = []
        for n, card in enumerate(self.catalog.cards.values()):
            line, file = places[n] if n < len(places) else (0, "")
            self._cards.append(
                LabCard(
                    id=card.name,
                    name=card.name,
                    kind=" – ".join(card.types),
                    cost=card.cost,
                    copies=_copies(self.catalog, card.name),
                    fields=(
                        ("name", card.name),
                        ("cost", f"{card.cost}{'' if card.buyable else '*'}"),
                        ("types", shown(card.types)),
                        ("set", card.set),
                        ("text", card.text),
                        ("coins", str(card.coins)),
                        ("vp", str(card.vp)),
                        ("pile", card.pile or "—"),
                        ("requires", shown(card.requires)),
                    ),
                    line=line,
                    file=file,
                )
            )

    def cards(self) -> list[LabCard]:
        return list(self._cards)

    def height_for(self, width: int) -> int:
        return self.faces.height_for(width)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        return self.faces.face(card_id, width)

    def back(self, width: int) -> pygame.Surface:
        return self.faces.back(width)

    def forget_wide(self, width: int) -> None:
        self.faces.forget_wide(width)

    def overflows(self, card_id: str) -> tuple[str, ...]:
        return self.faces.overflow_fields(card_id, CHECK_WIDTH)


def _copies(catalog: Catalog, name: str) -> int:
    """How many of the card a printed set needs: the pile of a four-player game."""
    card = catalog.cards[name]
    if card.copies:
        return card.copies
    if card.set in ("nonsupply", "ruins"):
        return 1
    return pile_size(catalog, name, PRINT_PLAYERS)
