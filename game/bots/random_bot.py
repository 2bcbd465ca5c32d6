"""A bot that picks uniformly among the legal moves, with its own seeded RNG."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState


class RandomBot:
    # The legal moves a seat is offered come from what that seat may see, so a
    # random choice among them needs no view.
    needs_view = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        return legal[self.rng.below(len(legal))]
