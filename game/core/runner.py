"""Play a game between players that choose moves: for demos, benchmarks and tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from game.core.move import Move
from game.core.ruleset import Ruleset
from game.core.state import GameState


class Player(Protocol):
    """Anything that picks a move. Bots see only their own view (see game.bots)."""

    needs_view: bool
    # A player may also set `takes_forced_moves = True`: it always plays the only legal
    # move, so the runner plays it without building a view (a speed-up for bot games).

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move: ...


class GameTooLong(RuntimeError):
    """A game that did not end within the allowed number of moves; `state` is where
    it stood (the balance lab counts it as cut off)."""

    def __init__(self, message: str, state: GameState | None = None) -> None:
        super().__init__(message)
        self.state = state


def play(
    ruleset: Ruleset[Any],
    players: Sequence[Player],
    seed: int,
    options: Mapping[str, Any] | None = None,
    seat_names: Sequence[str] | None = None,
    max_moves: int = 20_000,
    on_move: Callable[[GameState, Move], None] | None = None,
) -> GameState:
    """Play to the end. Each player sees only `ruleset.view(state, seat)`."""
    names = list(seat_names or [f"P{i + 1}" for i in range(len(players))])
    state: GameState = ruleset.new_game(names, seed, options or {})
    for _ in range(max_moves):
        if ruleset.result(state) is not None:
            return state
        seat = ruleset.to_act(state)[0]
        player = players[seat]
        legal = ruleset.legal_moves(state, seat)
        if len(legal) == 1 and getattr(player, "takes_forced_moves", False):
            move = legal[0]  # nothing to decide: no view needed (bots that say so)
        else:
            view = ruleset.view(state, seat) if player.needs_view else None
            move = player.choose(view, legal)
        ruleset.apply(state, move)
        if on_move is not None:
            on_move(state, move)
    if ruleset.result(state) is not None:
        return state
    raise GameTooLong(f"{ruleset.name} seed {seed} did not end in {max_moves} moves", state)
