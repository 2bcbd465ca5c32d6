"""What the balance lab counts in Dominion: Draconium: the cards each seat bought and
the Action cards it played."""

from __future__ import annotations

from typing import Any

from game.core.state import GameState
from game.core.uses import uses_from_moves
from game.games.draconium.cards import name_of

KINDS = {"buy": ("bought", "pile"), "play_action": ("played", "card")}


def card_uses(rules: Any, state: GameState) -> dict[str, list[set[str]]]:
    return uses_from_moves(state, KINDS, name_of)


def all_cards(rules: Any) -> list[str]:
    return sorted(rules.catalog.cards)
