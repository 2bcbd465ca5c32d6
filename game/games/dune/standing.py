"""Each seat's standing in a Dragon Dune game, for the results screen: the cities it
holds alone (R27, R29), its tokens on the board, its gold and its allies (R12)."""

from __future__ import annotations

from game.core.words import plural
from game.games.dune.collection import cities_held
from game.games.dune.common import Ctx, who
from game.games.dune.council import alliance_of, listing
from game.games.dune.state import DuneState


def scores(state: DuneState, ctx: Ctx) -> list[tuple[str, str]]:
    """(name and faction, "2 cities: A and B · 14 tokens on the board · 9 gold") per seat."""
    rows = []
    for seat, p in enumerate(state.players):
        held = cities_held(state, ctx, (seat,))
        cities = f"{plural(len(held), 'city', 'cities')}: {listing(held)}" if held else "no city"
        parts = [cities, f"{plural(state.on_board(seat), 'token')} on the board", f"{p.gold} gold"]
        allies = [state.faction_name(s) for s in alliance_of(state, seat) if s != seat]
        if allies:
            parts.append(f"allied with the {listing(allies)}")
        rows.append((who(state, seat), " · ".join(parts)))
    return rows
