"""Hatch in the layout lab: the 28 species of a card file, drawn with one face layout.

The lab lists one card per species (its id is the species name, which copies share);
the type filter offers the tiers, and the cost filter the number of icons printed top
left: the resources an egg needs plus its blood droplets (a Whelp 1, an Ancient 9).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.core.data import read_text
from game.games.hatch.cards import Catalog, Species, load_catalog
from game.games.hatch.table.faces import HatchFaces
from game.games.hatch.table.layout import layout_file, load_layout
from game.lab.deck import CHECK_WIDTH, LabCard, entry_lines, shown


def printed_cost(species: Species) -> int:
    """What the cost filter sorts by: the resource icons plus the blood droplets."""
    return len(species.cost) + species.blood


class HatchDeck:
    """The Hatch species of one card file, drawn with one layout (the lab's `LabDeck`)."""

    title = "Hatch"

    def __init__(self, cards: Path | None = None, layout: Path | None = None) -> None:
        self.cards_path = cards or paths.card_file("hatch")
        self.extra_files: tuple[Path, ...] = ()
        self.layout_path: Path | None = layout or layout_file()
        self.catalog: Catalog = load_catalog(self.cards_path)
        self.faces = HatchFaces(self.catalog, load_layout(self.layout_path), self.cards_path)
        lines = entry_lines(read_text(self.cards_path, "card file"), "species")
        self._cards = [
            LabCard(
                id=s.name,
                name=s.name,
                kind=s.tier,
                cost=printed_cost(s),
                copies=s.copies,
                fields=(
                    ("name", s.name),
                    ("tier", s.tier),
                    ("value", str(s.value)),
                    ("cost", shown(list(s.cost))),
                    ("blood", str(s.blood)),
                    ("sac", str(s.sac)),
                    ("provides", s.provides),
                    ("copies", str(s.copies)),
                    ("flavour", s.flavour),
                ),
                line=lines[n] if n < len(lines) else 0,
            )
            for n, s in enumerate(self.catalog.species.values())
        ]

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
