"""The easy DML bot: quick, from its own view and the card data only. It buys toward its
King's suit and toward monopolies, bids just enough to make its rolls likely, seizes
when its card can win, tries a Black Market when the card file's Target Value makes it
likely (game.games.dml.tactics), and judges an Ultimate Power by playing it out: a few
worlds its view allows (the search's determinizer), the Power and the pass each played
through the Stack's resolution, the standings compared. No card is named, so a card
file's changed or added cards are played at once."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.move import Move
from game.core.rng import Rng
from game.core.state import GameState
from game.games.dml import search, tactics
from game.games.dml.state import BID, MARKET, SEIZE, DmlState

LOOKAHEAD_WORLDS = 3
"""Worlds a Power is played out in before the easy bot uses it."""
LOOKAHEAD_MOVES = 60
"""Moves a lookahead plays at most (the Stack resolves well within them)."""
POWER_MARGIN = 2.0
"""Points of standing a Power must gain over passing to be played."""
SETTLED = frozenset((MARKET, SEIZE, BID))
"""Decisions that come only once the Character Power Phase and its Stack are done."""


class EasyDmlBot:
    """The easy level (see the module's docstring); seeded, deciding from its view."""

    needs_view = True
    takes_forced_moves = True

    def __init__(self, ruleset: Any, seed: int = 0) -> None:
        self.rules = ruleset
        self.cat = ruleset.cat
        self.rng = Rng(seed)

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, DmlState)
        seat = legal[0].seat
        kinds = {m.kind for m in legal}
        if "choose_start_pile" in kinds:  # the piles are face down: a blind pick (R5)
            return legal[self.rng.below(len(legal))]
        if "play_character_power" in kinds:
            move = self._power(view, seat, legal)
            if move is not None:
                return move
        return tactics.greedy(self.cat, view, seat, legal)

    def _power(self, view: DmlState, seat: int, legal: Sequence[Move]) -> Move | None:
        """The Power that gains most over passing in a few played-out worlds, if it gains
        at least `POWER_MARGIN`; None leaves the chance to the quick judgement."""
        if view.stack.cards and view.stack_owners and view.stack_owners[-1] == seat:
            return None  # one card a chance is plenty
        passing = next(m for m in legal if m.kind == "pass_power")
        options = [passing] + [m for m in legal if m.kind == "play_character_power"]
        seeds = [self.rng.next64() for _ in range(LOOKAHEAD_WORLDS)]
        gains = {m: sum(self._played_out(view, seat, m, s) for s in seeds) for m in options}
        best = max(options, key=lambda m: gains[m])
        if gains[best] - gains[passing] >= POWER_MARGIN * len(seeds):
            return best
        return None

    def _played_out(self, view: DmlState, seat: int, move: Move, seed: int) -> float:
        """`seat`'s standing less its best opponent's after `move` and the Stack's
        resolution, in the world `seed` deals: every chance after it passes, every
        other decision the quick judgement takes."""
        rules, cat = self.rules, self.cat
        rng = Rng(seed)
        world = search.determinize(rules, view, rng)
        rules.apply(world, _same(rules.legal_moves(world, seat), move))
        for _ in range(LOOKAHEAD_MOVES):
            pending = world.pending
            if world.result is not None or pending is None or pending.kind in SETTLED:
                break
            mover = pending.seats[0]
            moves = rules.legal_moves(world, mover)
            passing = [m for m in moves if m.kind == "pass_power"]
            rules.apply(world, passing[0] if passing else tactics.greedy(cat, world, mover, moves))
        result = world.result
        if result is not None:
            return 100.0 if seat in result.winners else -100.0
        mine = search.standing(cat, world, seat)
        return mine - max(search.standing(cat, world, s) for s in range(world.n) if s != seat)


def _same(legal: Sequence[Move], move: Move) -> Move:
    """The world's own listed move equal to `move` (a world lists the view's moves)."""
    for m in legal:
        if m == move:
            return m
    raise ValueError(f"{move.describe()} is not legal in the sampled world")


GreedyDmlBot = EasyDmlBot
"""The easy bot's old name (a benchmark and old code import it)."""
