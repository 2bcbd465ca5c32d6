"""The easy Dragon Dune player: scores each legal move by rules of thumb read from the
board and the numbers of the card file (heuristics.Judge), and picks the Orcs' opening
split by a one-move lookahead through the rules and seeded chance.

It goes for cities (three win the game), keeps its tokens off the plains the dragon is
about to cross, bids on artifacts while it can afford them, fights with everything it
has and its strongest artifact, betrays whenever its Usurper and Jack allow, and plays
the moves its rules of thumb say nothing of (a proposal, a disbanding) at seeded chance,
as the greedy bot before it did. It sees only its own view. The normal and strong
players are the generic search bot with this game's hooks (search.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState
from game.games.dune.heuristics import Judge, best_by_thumb
from game.games.dune.search import determinize, evaluate
from game.games.dune.state import DuneState

SPLIT_CHOICES = 6
"""The Orcs open with one of this many best-looking splits, at random (R19)."""


class EasyDuneBot:
    """Rules of thumb over its own view, seeded (see the module's docstring)."""

    needs_view = True

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.rules = ruleset
        self.rng = Rng(seed)

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, DuneState) and view.viewer is not None
        if legal[0].kind == "set_orc_split":
            return self.split(view, legal)
        return best_by_thumb(Judge(self.rules.ctx, view, view.viewer), legal, self.rng)

    def split(self, view: DuneState, legal: Sequence[Move]) -> Move:
        """R19: each split played on a world of the view and estimated (search.evaluate),
        then one of the best few at random, so the Orcs do not open alike every game."""
        rules, seat = self.rules, view.viewer
        assert seat is not None
        rated = []
        for i, move in enumerate(legal):
            world = determinize(rules, view, self.rng)
            rules.apply(world, move)
            rated.append((evaluate(rules, world, seat), -i, move))
        rated.sort(key=lambda r: (r[0], r[1]), reverse=True)
        return self.rng.choice(rated[:SPLIT_CHOICES])[2]


GreedyDuneBot = EasyDuneBot
"""The easy bot's name before the three levels: old code and saves ("greedy") keep it."""
