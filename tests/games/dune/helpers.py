"""Building Dragon Dune positions for tests without playing up to them."""

from __future__ import annotations

from typing import Any

from game.core.options import resolve_options
from game.core.rng import Rng
from game.games.dune.options import OPTIONS
from game.games.dune.state import DuneState, new_player

NAMES = ("Dain", "Elora", "Grik", "Urg")  # Dwarves, Elves, Goblins, Orcs


def bare(seed: int = 1, options: dict[str, Any] | None = None, turn: int = 1) -> DuneState:
    """Four players with nothing: no tokens, no gold, no cards, the Dwarves Emperor."""
    state = DuneState(
        game="dune",
        seats=list(NAMES),
        options=resolve_options(OPTIONS, options or {}, "Dragon Dune"),
        seed=seed,
        rng=Rng(seed),
    )
    state.players = [new_player(i) for i in range(4)]
    state.turn = turn
    state.emperor = 0
    state.dragon = 1
    return state


def put(state: DuneState, region: str, seat: int, n: int) -> None:
    state.add(region, seat, n)
