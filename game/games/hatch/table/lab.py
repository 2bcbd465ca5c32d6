"""Hatch in the layout lab: the 28 species of a card file, drawn with one face layout.

The lab lists one card per species (its id is the species name, which copies share);
the type filter offers the tiers, and the cost filter the number of icons printed top
left: the resources an egg needs plus its blood droplets (a Whelp 1, an Ancient 9).

A species with abilities (or a text of its own) shows its rules text on its face; a
text kept by hand is compared with the abilities (`text_problems`), and `lab --check`
lists each sentence the rules do not do.

An egg is any card laid face down (rules §1.2): what the table draws for every egg is
the card back, which all 72 cards share, so the lab lists the egg once, as the back
(printed on the back of every card, never on its own: no copies of its own).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.core.data import read_text
from game.games.hatch.abilities import Ability
from game.games.hatch.cards import Catalog, Species, load_catalog
from game.games.hatch.table.faces import HatchFaces
from game.games.hatch.table.layout import layout_file, load_layout
from game.games.hatch.text_check import text_mismatches
from game.lab.deck import CHECK_WIDTH, LabCard, entry_lines, shown

EGG = "egg"  # the egg's id: the card back every egg shows


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
                    ("abilities", shown([_ability(a) for a in s.abilities])),
                    ("text", s.rules_text or "—"),
                ),
                line=lines[n] if n < len(lines) else 0,
            )
            for n, s in enumerate(self.catalog.species.values())
        ]
        total = sum(s.copies for s in self.catalog.species.values())
        self._cards.append(
            LabCard(
                id=EGG,
                name="Egg (the card back)",
                kind="Egg",
                cost=None,
                copies=0,
                fields=(
                    ("is", "any card laid face down"),
                    ("back", f"the same for all {total} cards"),
                ),
            )
        )

    def cards(self) -> list[LabCard]:
        return list(self._cards)

    def height_for(self, width: int) -> int:
        return self.faces.height_for(width)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        if card_id == EGG:
            return self.faces.back(width)
        return self.faces.face(card_id, width)

    def back(self, width: int) -> pygame.Surface:
        return self.faces.back(width)

    def forget_wide(self, width: int) -> None:
        self.faces.forget_wide(width)

    def overflows(self, card_id: str) -> tuple[str, ...]:
        if card_id == EGG:
            return ()
        return self.faces.overflow_fields(card_id, CHECK_WIDTH)

    def text_problems(self) -> list[str]:
        """Each species whose own text says what its abilities do not, one sentence each,
        opening with the species' name (its `LabCard.name`)."""
        return text_mismatches(self.catalog)


def _ability(a: Ability) -> str:
    """ "hatch: draw 2", as the lab lists an ability."""
    return f"{a.when}: {a.step} {a.n}"
