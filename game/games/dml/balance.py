"""What the balance lab counts in Dragon's Money Laundering: the cards each seat put
into a declaration, and the Powers and Emblems it played."""

from __future__ import annotations

from typing import Any

from game.core.state import GameState
from game.core.uses import uses_from_moves

KINDS = {
    "add_to_declaration": ("declared", "card"),
    "play_character_power": ("played as a Power", "card"),
    "play_emblem": ("played as an Emblem", "card"),
}


def card_name(rules: Any, card: str) -> str:
    """The card a move's argument names, as the lab reports it (an ablation bans it)."""
    return str(rules.cat.label(card))


def card_uses(rules: Any, state: GameState) -> dict[str, list[set[str]]]:
    return uses_from_moves(state, KINDS, lambda card: card_name(rules, card))


def all_cards(rules: Any) -> list[str]:
    return sorted(rules.cat.label(card) for card in rules.cat.card_ids())
