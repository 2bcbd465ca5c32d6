"""Building Dragon Dune positions for tests without playing up to them."""

from __future__ import annotations

from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.options import resolve_options
from game.core.rng import Rng
from game.games.dune import battle, bidding, council, dragon, recruit, setup
from game.games.dune.board import default_board
from game.games.dune.cards import default_data
from game.games.dune.common import Ctx
from game.games.dune.options import OPTIONS
from game.games.dune.rules import DuneRuleset
from game.games.dune.state import (
    BATTLE,
    BIDDING,
    COUNCIL,
    DRAGON,
    RECRUIT,
    SETUP,
    DuneState,
    new_player,
)

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


# -- playing one round's moves straight through its move kinds ------------------------------

CTX = Ctx(default_board(), default_data())
RULES = DuneRuleset(CTX.board, CTX.data)
ROUND_OF = {
    setup: SETUP,
    dragon: DRAGON,
    council: COUNCIL,
    bidding: BIDDING,
    recruit: RECRUIT,
    battle: BATTLE,
}


def why_not(state: DuneState, move: Move) -> IllegalMove | None:
    """The reason of `move`'s kind (the Ruleset's move table), as the Ruleset asks it once
    the shape, the round and the seat are checked."""
    found = RULES.kind_of(move.kind)
    assert found is not None, move.kind
    return found.reason(state, RULES.normal(move)) if found.reason is not None else None


def carry_out(state: DuneState, move: Move) -> None:
    """What `move`'s kind does (the Ruleset's move table), without the flow that follows."""
    found = RULES.kind_of(move.kind)
    assert found is not None, move.kind
    found.apply(state, RULES.normal(move))


class Round:
    """One round's moves, checked and applied by their kinds as the Ruleset would (without
    its gates and turn wrapper), so a test reaches a rule in a few lines."""

    def __init__(self, module: Any) -> None:
        self.round: str = ROUND_OF[module]

    def play(self, state: DuneState, seat: int, kind: str, /, **args: Any) -> None:
        move = Move.make(seat, kind, **args)
        assert state.pending is not None and seat in state.pending.seats, state.pending
        problem = why_not(state, move)
        assert problem is None, problem
        carry_out(state, move)

    def refused(self, state: DuneState, seat: int, kind: str, /, **args: Any) -> tuple[str, str]:
        """The code and message of the rejection; the move must be rejected."""
        problem = why_not(state, Move.make(seat, kind, **args))
        assert problem is not None
        return problem.code, problem.message

    def legal(self, state: DuneState, seat: int) -> list[Move]:
        """Every legal move of `seat` in this round: its kinds' listers in the order the
        Ruleset calls them (none for a seat the round does not wait for)."""
        if state.pending is None or seat not in state.pending.seats:
            return []
        moves: list[Move] = []
        for lister in RULES.moves_table.listers(self.round):
            moves += lister(state, seat)
        return moves


def asked(state: DuneState) -> tuple[str, tuple[int, ...]] | None:
    """The decision the game waits for: its kind and who answers it."""
    return None if state.pending is None else (state.pending.kind, state.pending.seats)


def texts(state: DuneState, seat: int | None = None) -> list[str]:
    """The public log lines, or those private to `seat`."""
    return [line.text for line in state.log if line.seat == seat]


def all_texts(state: DuneState) -> list[str]:
    return [line.text for line in state.log]
