"""Dynasty values and who wins (§3.5, §3.10, R15, R25, R26), for the rules and the
results screen."""

from __future__ import annotations

from game.core.words import plural
from game.games.hatch.cards import Catalog
from game.games.hatch.state import HatchState


def dynasty(cat: Catalog, state: HatchState, seat: int) -> int:
    """The sum of the values of `seat`'s hatched dragons in play (§3.5); eggs, hand
    cards and mercenaries do not count. Copies of a species score separately (R15)."""
    cards = cat.cards
    return sum(cards[c].value for c in state.players[seat].dragons.cards)


def dynasties(cat: Catalog, state: HatchState) -> list[int]:
    return [dynasty(cat, state, seat) for seat in range(len(state.players))]


def winners(cat: Catalog, state: HatchState) -> tuple[tuple[int, ...], str]:
    """Who wins when the game ends now, and how.

    The highest dynasty wins. A tie for it goes to the trigger player, even one with a
    lower value (R25, the seed read literally); under `strict_tie_break` only if the
    trigger player is among the tied, otherwise the tied players share the win. With no
    trigger (the stall guard ended the game, R26) tied players share it.
    """
    values = dynasties(cat, state)
    top = max(values)
    tied = tuple(seat for seat, v in enumerate(values) if v == top)
    if len(tied) == 1:
        return tied, f"the highest dynasty ({top})"
    trigger = state.trigger
    if trigger is None:
        return tied, f"a shared highest dynasty ({top})"
    if state.options["strict_tie_break"] and trigger not in tied:
        return tied, f"a shared highest dynasty ({top}); the trigger player was not tied (R25)"
    return (trigger,), f"the tie-break: a tie at {top}, and they triggered the end (R25)"


def scores(cat: Catalog, state: HatchState) -> list[tuple[str, str]]:
    """(name, "dynasty 212 · 7 dragons · triggered the end") per seat."""
    rows = []
    for seat, p in enumerate(state.players):
        text = f"dynasty {dynasty(cat, state, seat)} · {plural(len(p.dragons.cards), 'dragon')}"
        if state.trigger == seat:
            text += " · triggered the end"
        rows.append((state.name(seat), text))
    return rows
