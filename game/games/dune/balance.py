"""What the balance lab counts in Dragon Dune: the Aces each seat played and the
artifacts it took into battle."""

from __future__ import annotations

from typing import Any

from game.core.state import GameState
from game.core.uses import uses_from_moves

KINDS = {
    "ace_extra_move": ("played", "card"),
    "goblin_ace_block": ("played", "card"),
    "choose_army": ("taken into battle", "artifact"),
}


def card_uses(rules: Any, state: GameState) -> dict[str, list[set[str]]]:
    return uses_from_moves(state, KINDS, str)
