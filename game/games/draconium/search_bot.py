"""The normal and strong Draconium players: the generic search bot (game.bots.search)
with Draconium's hooks (search.py), which takes at once the moves no search could better.

Before its first buy a player who plays all their Treasures gives up nothing (§1.3:
Treasures are only played, and only before the first buy; a Treasure's own question,
such as Abyssal Scale's, is still searched when it is asked), and a Clandestine card
drawn is best revealed (§2.9: it draws again). A search over one Treasure at a time, or
over ending the turn with the $ unplayed, only spreads its budget thin: each such move
is a node whose own moves must all be tried before the best of them counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.bots.search import SearchBot
from game.core.entry import SearchHooks
from game.core.move import Move
from game.core.state import GameState

EXPLORE = 0.3
"""UCT's exploration weight for Draconium's estimate (search.py): its rewards differ by a
few hundredths between good buys, so the generic 0.7 would try every buy alike."""


MARGIN = 0.05
"""How much better (in estimated win chance) the search's move must look than the easy
player's before the search overrides it."""


class DraconiumSearchBot(SearchBot):
    """The search bot with Draconium's obvious moves taken at once (module docstring)."""

    def __init__(
        self, rules: Any, seed: int, hooks: SearchHooks, iterations: int, explore: float = EXPLORE
    ) -> None:
        from game.games.draconium.dragon_bot import DragonBot

        guide = DragonBot(rules, seed)  # the easy player: its move stands unless beaten
        super().__init__(rules, seed, hooks, iterations, explore=explore, guide=guide,
                         margin=MARGIN)  # fmt: skip

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        obvious = obvious_move(legal)
        if obvious is not None:
            return obvious
        return super().choose(view, legal)


def obvious_move(legal: Sequence[Move]) -> Move | None:
    """Playing all Treasures before the first buy; revealing a Clandestine card drawn."""
    for move in legal:
        if move.kind == "play_all_treasures":
            return move
        if move.kind == "reveal_clandestine" and move["answer"] == "yes":
            return move
    return None
