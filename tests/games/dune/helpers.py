"""Building Dragon Dune positions for tests without playing up to them."""

from __future__ import annotations

from typing import Any

from game.core.move import Move
from game.core.options import resolve_options
from game.core.rng import Rng
from game.games.dune.board import default_board
from game.games.dune.cards import default_data
from game.games.dune.common import Ctx
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


# -- playing one round's moves straight through its module ----------------------------------

CTX = Ctx(default_board(), default_data())


class Round:
    """One round module's moves, checked and applied as the Ruleset would (without its
    turn wrapper), so a test reaches a rule in a few lines."""

    def __init__(self, module: Any) -> None:
        self.module = module

    def play(self, state: DuneState, seat: int, kind: str, /, **args: Any) -> None:
        move = Move.make(seat, kind, **args)
        assert state.pending is not None and seat in state.pending.seats, state.pending
        problem = self.module.reason(state, CTX, move)
        assert problem is None, problem
        self.module.apply(state, CTX, move)

    def refused(self, state: DuneState, seat: int, kind: str, /, **args: Any) -> tuple[str, str]:
        """The code and message of the rejection; the move must be rejected."""
        problem = self.module.reason(state, CTX, Move.make(seat, kind, **args))
        assert problem is not None
        return problem.code, problem.message


def asked(state: DuneState) -> tuple[str, tuple[int, ...]] | None:
    """The decision the game waits for: its kind and who answers it."""
    return None if state.pending is None else (state.pending.kind, state.pending.seats)


def texts(state: DuneState, seat: int | None = None) -> list[str]:
    """The public log lines, or those private to `seat`."""
    return [line.text for line in state.log if line.seat == seat]


def all_texts(state: DuneState) -> list[str]:
    return [line.text for line in state.log]
