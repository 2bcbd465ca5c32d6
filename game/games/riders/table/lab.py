"""Dragon Riders in the layout lab: the 44-card pool from a card file and a face layout."""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.core.data import read_text
from game.games.riders.cards import Catalog, load_catalog
from game.games.riders.table.faces import FaceRenderer
from game.games.riders.table.layout import layout_file, load_layout
from game.games.riders.text_check import text_mismatches
from game.lab.deck import CHECK_WIDTH, LabCard, entry_lines, shown


class RidersDeck:
    """The Riders cards of one card file, drawn with one layout (the lab's `LabDeck`)."""

    title = "Dragon Riders"

    def __init__(self, cards: Path | None = None, layout: Path | None = None) -> None:
        self.cards_path = cards or paths.card_file("riders")
        self.extra_files: tuple[Path, ...] = ()
        self.layout_path: Path | None = layout or layout_file("riders")
        self.catalog: Catalog = load_catalog(self.cards_path)
        self.faces = FaceRenderer(self.catalog, load_layout(self.layout_path), self.cards_path)
        lines = entry_lines(read_text(self.cards_path, "card file"), "card")
        groups = self.faces.layout.groups
        self._cards = [
            LabCard(
                id=card.id,
                name=card.name,
                kind=groups[card.group].label,
                cost=card.cost,
                copies=card.copies,
                fields=(
                    ("id", card.id),
                    ("name", card.name),
                    ("cost", str(card.cost)),
                    ("group", card.group),
                    ("copies", str(card.copies)),
                    ("target", card.target),
                    ("text", card.text),
                    ("effects", shown([_effect(e.op, e.unit, e.amount) for e in card.effects])),
                ),
                line=lines[n] if n < len(lines) else 0,
            )
            for n, card in enumerate(self.catalog.cards.values())
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

    def text_problems(self) -> list[str]:
        """Each card whose written text disagrees with its effects, one sentence each."""
        return text_mismatches(self.catalog)


def _effect(op: str, unit: str, amount: int) -> str:
    return " ".join(part for part in (op, unit, str(amount) if amount else "") if part)
