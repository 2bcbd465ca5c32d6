"""A greedy DML bot that decides from its own view only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState


class GreedyDmlBot:
    needs_view = True
    takes_forced_moves = True

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.rules = ruleset
        self.rng = Rng(seed)

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        return legal[self.rng.below(len(legal))]
