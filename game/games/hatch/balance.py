"""What the balance lab counts in Hatch: the species each seat laid as eggs and hatched."""

from __future__ import annotations

from typing import Any

from game.core.state import GameState
from game.core.uses import uses_from_moves

KINDS = {"lay_egg": ("laid", "card"), "hatch": ("hatched", "egg")}


def card_name(rules: Any, card: str) -> str:
    """The card a move's argument names, as the lab reports it (an ablation bans it)."""
    return str(rules.cat.of(card).name)


def card_uses(rules: Any, state: GameState) -> dict[str, list[set[str]]]:
    return uses_from_moves(state, KINDS, lambda card: card_name(rules, card))


def all_cards(rules: Any) -> list[str]:
    return sorted(rules.cat.species)


def dealt(rules: Any, state: GameState) -> list[list[str]]:
    """Each seat's opening hand (§2: dealt from the shuffled draw pile): the same seed,
    seats and options deal it again."""
    start = rules.new_game(list(state.seats), state.seed, state.options)
    return [[card_name(rules, c) for c in p.hand.cards] for p in start.players]
