"""Each seat's standing in a Draconium game, for the results screen: its VP, the turns
it took (the tie-break, §1.5) and how many cards it has."""

from __future__ import annotations

from game.core.words import plural
from game.games.draconium.scoring import victory_points
from game.games.draconium.state import DraconiumState


def scores(state: DraconiumState) -> list[tuple[str, str]]:
    """(name, "29 VP in 14 turns · 31 cards") per seat."""
    return [
        (
            state.name(seat),
            f"{victory_points(state, seat)} VP in {plural(p.turns, 'turn')} · "
            f"{plural(len(p.owned()), 'card')}",
        )
        for seat, p in enumerate(state.players)
    ]
