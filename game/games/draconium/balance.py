"""What the balance lab counts in Dominion: Draconium: the cards each seat bought and
the Action cards it played."""

from __future__ import annotations

from typing import Any

from game.core.state import GameState
from game.core.uses import uses_from_moves
from game.games.draconium import counters
from game.games.draconium.cards import name_of

KINDS = {"buy": ("bought", "pile"), "play_action": ("played", "card")}


def card_name(rules: Any, card: str) -> str:
    """The card a move's argument names, as the lab reports it (an ablation bans it)."""
    return name_of(card)


def card_uses(rules: Any, state: GameState) -> dict[str, list[set[str]]]:
    return uses_from_moves(state, KINDS, lambda card: card_name(rules, card))


def all_cards(rules: Any) -> dict[str, list[str]]:
    """Every card with a price can be bought (R17); only Actions are played as one (§3)."""
    cards = rules.catalog.cards
    return {
        "bought": sorted(name for name, spec in cards.items() if spec.buyable),
        "played": sorted(name for name, spec in cards.items() if spec.is_("Action")),
    }


def choices(rules: Any, state: GameState) -> dict[str, list[str]]:
    """The line of each seat's Egg (§2.2; with two Eggs, both, as "A + B"); nothing
    when the game was played without Eggs (R6)."""
    lines: list[str] = []
    for seat in range(len(state.seats)):
        records = counters.slots(state, seat)  # type: ignore[arg-type]
        lines.append(" + ".join(str(r.get("line") or "") for _, r in records))
    return {"egg": lines} if any(lines) else {}
