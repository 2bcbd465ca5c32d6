"""What the balance lab counts in Dragon Riders: the cards each seat drafted and played."""

from __future__ import annotations

from typing import Any

from game.core.state import GameState
from game.core.uses import uses_from_moves

KINDS = {"draft_pick": ("drafted", "card"), "play_card": ("played", "card")}


def card_name(rules: Any, card: str) -> str:
    """The card a move's argument names, as the lab reports it (an ablation bans it)."""
    return str(rules.cat.name_of(card))


def card_uses(rules: Any, state: GameState) -> dict[str, list[set[str]]]:
    return uses_from_moves(state, KINDS, lambda card: card_name(rules, card))


def all_cards(rules: Any) -> list[str]:
    return sorted({card.name for card in rules.cat.cards.values()})


def choices(rules: Any, state: GameState) -> dict[str, list[str]]:
    """The Rider and the Dragon each seat took into the game (§3): the lab reads their
    own win shares and, where they sat both ways round, seat 1's share net of them."""
    out: dict[str, list[str]] = {"rider": [], "dragon": []}
    for player in state.players:  # type: ignore[attr-defined]
        out["rider"].append(player.rider.name if player.rider else "")
        out["dragon"].append(player.dragon.name if player.dragon else "")
    return out


def pick_order(rules: Any, state: GameState) -> list[list[str]]:
    """Each seat's draft picks by card name, in order (none in a quick deal)."""
    out: list[list[str]] = [[] for _ in state.seats]
    for move in state.moves:
        if move.kind == "draft_pick" and 0 <= move.seat < len(out):
            out[move.seat].append(card_name(rules, str(move["card"])))
    return out


def dealt(rules: Any, state: GameState) -> list[list[str]]:
    """With quick decks (R2) each seat's 20 cards are dealt at random: its decklist.
    Drafted decks are chosen, so nothing is said of them."""
    if state.options.get("draft_mode") != "quick":
        return []
    names = {card.id: card.name for card in rules.cat.cards.values()}
    return [
        [names.get(kind, kind) for kind, n in p.decklist.items() for _ in range(n)]
        for p in state.players  # type: ignore[attr-defined]
    ]
