"""What the balance lab counts in Dragon Riders: the cards each seat drafted and played."""

from __future__ import annotations

from typing import Any

from game.core.state import GameState
from game.core.uses import uses_from_moves

KINDS = {"draft_pick": ("drafted", "card"), "play_card": ("played", "card")}


def card_uses(rules: Any, state: GameState) -> dict[str, list[set[str]]]:
    return uses_from_moves(state, KINDS, rules.cat.name_of)


def all_cards(rules: Any) -> list[str]:
    return sorted({card.name for card in rules.cat.cards.values()})
