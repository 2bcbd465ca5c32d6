"""Which cards each seat used, and how, read from a finished game's moves.

The balance lab asks each game what "using a card" means there (drafted, bought,
played, hatched…); most games answer with a table of move kinds, which this
reads. Pure: no pygame, no game imported.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core.state import GameState


def uses_from_moves(
    state: GameState,
    kinds: Mapping[str, tuple[str, str]],
    name_of: Callable[[str], str],
) -> dict[str, list[set[str]]]:
    """`kinds` maps a move kind to (use, argument): e.g. {"buy": ("bought", "pile")}.
    Every move of that kind adds its argument's card, named by `name_of`, to its
    seat's set for that use."""
    seats = len(state.seats)
    out: dict[str, list[set[str]]] = {
        use: [set() for _ in range(seats)] for use, _ in kinds.values()
    }
    for move in state.moves:
        how = kinds.get(move.kind)
        if how is None:
            continue
        use, arg = how
        value: Any = move.get(arg)
        if isinstance(value, str) and 0 <= move.seat < seats:
            out[use][move.seat].add(name_of(value))
    return out
