"""Tiny Pile: two players take 1 or 2 tokens from a pile of 7; whoever takes the last wins."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import GameState, Gesture, IllegalMove, Move, Pending, Result, Rng, Visibility, Zone
from game.core.options import Option, resolve_options

TOKENS = tuple(f"t{n}" for n in range(1, 8))
MOST = 2


@dataclass(slots=True)
class TinyState(GameState):
    pile: Zone = field(default_factory=lambda: Zone("pile", None, Visibility.PUBLIC))
    taken: list[Zone] = field(default_factory=list)

    def zones(self) -> Iterator[Zone]:
        yield self.pile
        yield from self.taken


class TinyRuleset:
    name = "tiny"
    title = "Tiny Pile"
    min_seats = max_seats = 2
    options: tuple[Option, ...] = ()

    def new_game(self, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> TinyState:
        if len(seats) != 2:
            raise ValueError(f"Tiny Pile is for 2 players, not {len(seats)}.")
        chosen = resolve_options(self.options, options, "tiny")
        state = TinyState("tiny", list(seats), chosen, seed, Rng(seed))
        state.pile.cards = list(TOKENS)
        state.taken = [Zone(f"taken:{s}", s, Visibility.PUBLIC) for s in range(2)]
        first = state.rng.below(2)
        state.say(f"{state.name(first)} takes first from a pile of {len(TOKENS)}.")
        state.pending = self._ask(first)
        return state

    def _ask(self, seat: int) -> Pending:
        return Pending("take", (seat,), "Take 1 or 2 tokens", ("1", "2"), 1, MOST)

    def to_act(self, state: TinyState) -> tuple[int, ...]:
        return state.pending.seats if state.pending else ()

    def legal_moves(self, state: TinyState, seat: int) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        top = Gesture(state.pile.cards[-1], "pile", f"taken:{seat}")
        return [
            Move.make(seat, "take", top, count=n) for n in range(1, min(MOST, len(state.pile)) + 1)
        ]

    def check(self, state: TinyState, move: Move) -> None:
        if state.result is not None:
            raise IllegalMove("tiny/game-over", "The game is over; no more moves.")
        if move.kind == "resign" and 0 <= move.seat < 2 and not move.args:
            return
        if move.seat not in self.to_act(state):
            raise IllegalMove("tiny/not-your-turn", f"It is not seat {move.seat + 1}'s turn.")
        if move.kind != "take" or [k for k, _ in move.args] != ["count"]:
            raise IllegalMove("tiny/unknown-move", f"Tiny Pile has no move {move.describe()}.")
        count, left = move["count"], len(state.pile)
        if type(count) is not int or count < 1:
            raise IllegalMove("tiny/bad-count", f"Take 1 or 2 tokens, not {count!r}.")
        if count > MOST:
            raise IllegalMove("tiny/too-many", f"You may take at most {MOST} tokens, not {count}.")
        if count > left:
            raise IllegalMove("tiny/too-many", f"The pile holds {left}; you asked for {count}.")

    def apply(self, state: TinyState, move: Move) -> TinyState:
        self.check(state, move)
        seat, other = move.seat, 1 - move.seat
        state.moves.append(move)
        if move.kind == "resign":
            state.say(f"{state.name(seat)} resigns; {state.name(other)} wins.")
            state.result, state.pending = Result((other,), "resignation", state.log[-1].text), None
            return state
        count = move["count"]
        for _ in range(count):
            state.taken[seat].cards.append(state.pile.cards.pop())
        state.say(f"{state.name(seat)} takes {count}; {len(state.pile)} left.")
        if state.pile.cards:
            state.pending = self._ask(other)
        else:
            summary = f"{state.name(seat)} took the last token."
            state.result, state.pending = Result((seat,), "the last token", summary), None
        return state

    def view(self, state: TinyState, seat: int | None) -> TinyState:
        view = state.clone()
        assert isinstance(view, TinyState)
        view.viewer, view.is_view, view.moves, view.rng = seat, True, [], Rng(0)  # all is public
        return view

    def result(self, state: TinyState) -> Result | None:
        return state.result

    def move_for_gesture(self, state: TinyState, seat: int, gesture: Gesture) -> Move | None:
        if gesture.from_zone == "pile" and gesture.to_zone == f"taken:{seat}":
            return Move.make(seat, "take", gesture, count=1)
        return None


class PerfectBot:
    """Leaves the other player a multiple of three whenever it can."""

    needs_view = True

    def choose(self, view: GameState | None, legal: Sequence[Move]) -> Move:
        assert isinstance(view, TinyState)
        want = len(view.pile) % 3 or 1
        return next((m for m in legal if m["count"] == want), legal[0])
