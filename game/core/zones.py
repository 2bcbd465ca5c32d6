"""Zones: every card or piece lies in exactly one zone, which says who may see it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

HIDDEN_CARD = "?"
"""What a card looks like to a seat that may not see it: a back, with no id."""


class Visibility(Enum):
    PUBLIC = "public"  # everyone sees the cards and their order (discard, market)
    OWNER = "owner"  # the owner sees the cards; others see backs (a hand)
    HIDDEN = "hidden"  # face down to everyone, backs shown (a deck, a draft stack)
    COUNT = "count"  # face down to everyone, drawn as a number only (a bank)


@dataclass(slots=True)
class Zone:
    id: str
    owner: int | None
    visibility: Visibility
    cards: list[str] = field(default_factory=list)

    def visible_to(self, seat: int | None) -> bool:
        """May `seat` (None: a spectator) see which cards are here?"""
        if self.visibility is Visibility.PUBLIC:
            return True
        if self.visibility is Visibility.OWNER:
            return seat is not None and seat == self.owner
        return False

    def seen_by(self, seat: int | None) -> Zone:
        """This zone as `seat` sees it: hidden cards become backs without ids."""
        if self.visible_to(seat):
            return Zone(self.id, self.owner, self.visibility, list(self.cards))
        return Zone(self.id, self.owner, self.visibility, [HIDDEN_CARD] * len(self.cards))

    def copy(self) -> Zone:
        return Zone(self.id, self.owner, self.visibility, list(self.cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards


def hidden_ids(zones: Iterable[Zone], seat: int | None) -> set[str]:
    """Every card id that `seat` may not see, over the given zones."""
    hidden: set[str] = set()
    for zone in zones:
        if not zone.visible_to(seat):
            hidden.update(zone.cards)
    return hidden
