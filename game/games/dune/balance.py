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


def card_name(rules: Any, card: str) -> str:
    """The card a move's argument names, as the lab reports it (an ablation bans it)."""
    return card


def card_uses(rules: Any, state: GameState) -> dict[str, list[set[str]]]:
    return uses_from_moves(state, KINDS, lambda card: card_name(rules, card))


def choices(rules: Any, state: GameState) -> dict[str, list[str]]:
    """The faction of each seat. Seat i always plays the same faction (R1), so this is
    the seat's own rate under the faction's name: the lab says the choices never sat
    both ways round and reads the seats beside them."""
    return {"faction": [state.faction_name(seat) for seat in range(len(state.players))]}  # type: ignore[attr-defined]
