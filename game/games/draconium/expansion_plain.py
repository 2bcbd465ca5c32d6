"""The Draconium Treasure whose part beyond its printed $ does not fit the card
vocabulary: Dragon's Hoard (`script = "dragons_hoard"`). Every other Draconium card
that needs no decision is data (its `effects`, run by effect_ops.py).
"""

from __future__ import annotations

from game.games.draconium import counters
from game.games.draconium.cards import name_of
from game.games.draconium.state import DraconiumState, Step
from game.games.draconium.turns import treasure


@treasure("dragons_hoard")
def _dragons_hoard(state: DraconiumState, seat: int, card: str) -> list[Step]:
    """+$1 more with a dispatched beast: added at once, so the play's log shows it."""
    if counters.dispatched(state, seat):
        state.coins += 1
        state.say(f"{name_of(card)}: a dispatched beast adds $1.")
    return []
