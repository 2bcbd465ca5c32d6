"""One truth for legality: at every position, `check(m)` passes exactly for the moves
`legal_moves` lists. Moves near the legal ones (an argument dropped, an unknown one
added, a value swapped for another seen in play, another seat, another kind) are
refused with an `IllegalMove`. Where a game lists one of several equal moves (Dragon
Dune: one path per destination) it says so in `Rules.canonical`."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.rng import Rng
from game.games import REGISTRY


def near_moves(move: Move, values: list[Any], kinds: list[str], rng: Rng) -> list[Move]:
    """Moves a small edit away from `move`."""
    args = dict(move.args)
    out = [
        Move.make(move.seat, move.kind, move.gesture, **args, bogus=1),
        Move.make(move.seat + 1, move.kind, move.gesture, **args),
        Move.make(move.seat, kinds[rng.below(len(kinds))], move.gesture, **args),
    ]
    for name in args:
        fewer = {k: v for k, v in args.items() if k != name}
        out.append(Move.make(move.seat, move.kind, move.gesture, **fewer))
        if values:
            other = values[rng.below(len(values))]
            out.append(Move.make(move.seat, move.kind, move.gesture, **{**args, name: other}))
    return out


def positions(game: str, games: int, seed: int) -> Any:
    """(state, seat, legal) along random games of `game`."""
    ruleset = REGISTRY.get(game)
    rng = Rng(seed)
    for n in range(games):
        seats = [f"P{i + 1}" for i in range(ruleset.max_seats)]
        state = ruleset.new_game(seats, seed + n, {})
        for _ in range(400):
            if ruleset.result(state) is not None:
                break
            seat = ruleset.to_act(state)[0]
            legal = ruleset.legal_moves(state, seat)
            yield ruleset, state, seat, legal
            ruleset.apply(state, legal[rng.below(len(legal))])


@pytest.mark.parametrize("game", REGISTRY.names())
def test_check_passes_exactly_for_the_listed_moves(game: str) -> None:
    rng = Rng(3)
    values: list[Any] = []
    kinds: list[str] = []
    wrong: list[str] = []
    for ruleset, state, _seat, legal in positions(game, games=3, seed=5):
        # Every seat asked now (simultaneous secret choices ask several) may move.
        everyone = [m for s in ruleset.to_act(state) for m in ruleset.legal_moves(state, s)]
        listed = {ruleset.canonical(m) for m in everyone}
        for move in legal:
            values.extend(v for _, v in move.args)
            if move.kind not in kinds:
                kinds.append(move.kind)
        values = values[-200:]
        sample = [legal[rng.below(len(legal))] for _ in range(min(3, len(legal)))]
        for move in sample:
            for near in near_moves(move, values, kinds, rng):
                try:
                    ruleset.check(state, near)
                except IllegalMove:
                    continue
                if ruleset.canonical(near) not in listed:
                    wrong.append(f"{near.describe()} passes check but is not listed")
        if len(wrong) > 20:
            break
    assert wrong == []
