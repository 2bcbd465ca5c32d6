"""Dragon Riders in the layout lab: the 44-card pool from a card file and a face layout,
and the Rider and Dragon tiles the players choose from (taller than a card: the
layout's tile proportions), their texts checked like the cards'."""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.core.data import read_text
from game.games.riders.cards import Catalog, DragonSpec, RiderSpec, load_catalog
from game.games.riders.powers import Power
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
        text = read_text(self.cards_path, "card file")
        lines = entry_lines(text, "card")
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
        self._cards += tiles(self.catalog, text)

    def cards(self) -> list[LabCard]:
        return list(self._cards)

    def height_for(self, width: int) -> int:
        return self.faces.height_for(width)

    def height_of(self, card_id: str, width: int) -> int:
        """A tile's height in the layout's tile proportions; a card's in the card's."""
        if tile_of(card_id) is not None:
            return self.faces.tile_height_for(width)
        return self.faces.height_for(width)

    def face(self, card_id: str, width: int) -> pygame.Surface:
        tile = tile_of(card_id)
        if tile is None:
            return self.faces.face(card_id, width)
        kind, name = tile
        if kind == "rider":
            return self.faces.rider_tile(name, width)
        return self.faces.dragon_tile(name, width)

    def back(self, width: int) -> pygame.Surface:
        return self.faces.back(width)

    def elements(self, card_id: str, width: int) -> list[tuple[str, tuple[int, int, int, int]]]:
        """Where each element of the face is at this width (for the print safe line)."""
        tile = tile_of(card_id)
        if tile is None:
            return self.faces.elements(card_id, width)
        return self.faces.tile_elements(*tile, width)

    def back_of(self, card_id: str, width: int) -> pygame.Surface:
        """A card's back; a tile, printed on one side, has the card back in its own
        proportions behind it."""
        if tile_of(card_id) is None:
            return self.faces.back(width)
        size = (width, self.faces.tile_height_for(width))
        return pygame.transform.smoothscale(self.faces.back(width), size)

    def forget_wide(self, width: int) -> None:
        self.faces.forget_wide(width)

    def overflows(self, card_id: str) -> tuple[str, ...]:
        tile = tile_of(card_id)
        if tile is None:
            return self.faces.overflow_fields(card_id, CHECK_WIDTH)
        kind, name = tile
        if self.faces.tile_overflows(kind, name, CHECK_WIDTH):
            return ("text",) if kind == "rider" else ("ability",)
        return ()

    def text_problems(self) -> list[str]:
        """Each card whose written text disagrees with its effects, one sentence each."""
        return text_mismatches(self.catalog)


def _effect(op: str, unit: str, amount: int) -> str:
    return " ".join(part for part in (op, unit, str(amount) if amount else "") if part)


RIDER_TILE = "rider:"  # the ids of the Rider tiles ("rider:Talia") and the Dragon tiles
DRAGON_TILE = "dragon:"


def tile_of(card_id: str) -> tuple[str, str] | None:
    """("rider" or "dragon", the unit's name) for a tile's id; None for a card's."""
    for prefix in (RIDER_TILE, DRAGON_TILE):
        if card_id.startswith(prefix):
            return prefix[:-1], card_id.removeprefix(prefix)
    return None


def tiles(catalog: Catalog, text: str) -> list[LabCard]:
    """The Rider tiles, then the Dragon tiles, in the card file's order (`text`)."""
    riders = entry_lines(text, "rider")
    dragons = entry_lines(text, "dragon")
    found = [
        _tile(RIDER_TILE + r.name, r.name, "Rider tile", _rider_fields(r), riders, n)
        for n, r in enumerate(catalog.riders.values())
    ]
    found += [
        _tile(DRAGON_TILE + d.name, d.name, "Dragon tile", _dragon_fields(d), dragons, n)
        for n, d in enumerate(catalog.dragons.values())
    ]
    return found


def _tile(
    id_: str, name: str, kind: str, fields: tuple[tuple[str, str], ...], lines: list[int], n: int
) -> LabCard:
    line = lines[n] if n < len(lines) else 0
    return LabCard(id_, name, kind, None, 1, fields, line, shape="tile")


def _rider_fields(r: RiderSpec) -> tuple[tuple[str, str], ...]:
    return (
        ("name", r.name),
        ("hp", str(r.hp)),
        ("economy", str(r.economy)),
        ("wounded_at", str(r.wounded_at)),
        ("critical_at", str(r.critical_at)),
        ("passive", r.passive),
        ("wounded", r.wounded),
        ("critical", r.critical),
        ("powers", shown([_power(w) for w in r.powers])),
    )


def _dragon_fields(d: DragonSpec) -> tuple[tuple[str, str], ...]:
    return (
        ("name", d.name),
        ("hp", str(d.hp)),
        ("rider_shields", str(d.rider_shields)),
        ("attack_cost", str(d.attack_cost)),
        ("attack_damage", str(d.attack_damage)),
        ("ability", d.ability),
        ("powers", shown([_power(w) for w in d.powers])),
    )


def _power(w: Power) -> str:
    """A power as the lab lists it: "first_attack_damage 2/1/1", a Dragon's one number."""
    numbers = dict.fromkeys((w.healthy, w.wounded, w.critical))
    said = (
        "/".join(str(n) for n in (w.healthy, w.wounded, w.critical))
        if len(numbers) > 1
        else str(w.healthy)
    )
    return " ".join(p for p in (w.power, w.unit, said) if p)
