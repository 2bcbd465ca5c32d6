"""Dragon Dune's Ruleset: the kernel's contract over the round modules.

`reason` checks what every move shares (the game is on, the move belongs to
this round, the seat is the one to decide) and hands the rest to the current
round's module, so `check`, `apply` and the client's drop feedback give the
same reason for the same move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.options import resolve_options
from game.core.rng import Rng
from game.core.state import Result
from game.games.dune import bidding, flow, setup
from game.games.dune.board import Board, default_board
from game.games.dune.cards import DuneData, default_data
from game.games.dune.common import Ctx, err
from game.games.dune.options import OPTIONS
from game.games.dune.state import (
    BATTLE,
    BIDDING,
    ELVES,
    ROUND_NAMES,
    DuneState,
)

BIDDING_FIRST = frozenset({"dune/E_HAND_FULL", "dune/E_ALREADY_PASSED"})
COUNCIL_KINDS = frozenset(
    {"propose_alliance", "accept_alliance", "decline_alliance", "break_alliance", "pass_council"}
)


class DuneRuleset:
    name = "dune"
    title = "Dragon Dune"
    min_seats = 4
    max_seats = 4
    options = OPTIONS

    def __init__(self, board: Board | None = None, data: DuneData | None = None) -> None:
        self._board = board
        self._data = data

    @property
    def ctx(self) -> Ctx:
        """The board and numbers, read from their files the first time they are needed."""
        if self._board is None:
            self._board = default_board()
        if self._data is None:
            self._data = default_data()
        return Ctx(self._board, self._data)

    @property
    def board(self) -> Board:
        return self.ctx.board

    # -- the protocol -------------------------------------------------------------------

    def new_game(
        self, seats: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
    ) -> DuneState:
        if len(seats) != 4:
            raise ValueError(f"Dragon Dune is for 4 players, not {len(seats)}.")
        resolved = resolve_options(self.options, options, self.title)
        state = setup.new_state(self.ctx, list(seats), seed, resolved)
        flow.advance(state, self.ctx)
        return state

    def to_act(self, state: DuneState) -> tuple[int, ...]:
        if state.result is not None or state.pending is None:
            return ()
        return state.pending.seats

    def result(self, state: DuneState) -> Result | None:
        return state.result

    def check(self, state: DuneState, move: Move) -> None:
        problem = self.reason(state, move)
        if problem is not None:
            raise problem

    def apply(self, state: DuneState, move: Move) -> DuneState:
        problem = self.reason(state, move)
        if problem is not None:
            raise problem
        state.moves.append(move)
        ctx = self.ctx
        flow.MODULES[state.round].apply(state, ctx, move)
        flow.advance(state, ctx)
        return state

    def legal_moves(self, state: DuneState, seat: int) -> list[Move]:
        if state.result is not None or state.pending is None or seat not in state.pending.seats:
            return []
        moves: list[Move] = flow.MODULES[state.round].legal(state, self.ctx, seat)
        return moves

    def view(self, state: DuneState, seat: int | None) -> DuneState:
        """§5: hands, Queens and Jacks to their owner; the auction card to the Elves; the
        decks to nobody; secret battle plans to their owner until the reveal."""
        v: DuneState = state.clone()  # type: ignore[assignment]
        for p, real in zip(v.players, state.players, strict=True):
            p.hand = real.hand.seen_by(seat)
            p.secret = real.secret.seen_by(seat)
        v.artifact_deck = state.artifact_deck.seen_by(seat)
        v.event_deck = state.event_deck.seen_by(seat)
        v.auction = state.auction.seen_by(seat)
        if state.options.get("secret_hiding") and seat != ELVES:
            v.hidden = {}  # R23 [option]: where the Elves hide is theirs to know
        if state.pending is not None:
            v.pending = state.pending.seen_by(seat)
        v.log = [line for line in state.log if line.seat is None or line.seat == seat]
        v.rng = Rng(0)
        v.moves = []
        v.viewer = seat
        v.is_view = True
        return v

    def move_for_gesture(self, state: DuneState, seat: int, gesture: Gesture) -> Move | None:
        """A drag on the board means the legal move with that gesture, if there is one."""
        moves: list[Move] = flow.MODULES[state.round].legal(state, self.ctx, seat)
        return next((move for move in moves if move.gesture == gesture), None)

    # -- why a move is illegal ------------------------------------------------------------

    def reason(self, state: DuneState, move: Move) -> IllegalMove | None:
        if state.result is not None:
            winners = " and ".join(state.faction_name(s) for s in state.result.winners)
            return err("E_GAME_OVER", f"The game is over: {winners} won by {state.result.how}.")
        rounds = flow.ROUNDS_OF_KIND.get(move.kind)
        if rounds is None:
            return err("E_UNKNOWN_MOVE", f"Dragon Dune has no move called {move.kind!r}.")
        if not 0 <= move.seat < 4:
            return err("E_NO_SEAT", f"There is no seat {move.seat}; Dragon Dune has four.")
        if state.round not in rounds:
            if move.kind in COUNCIL_KINDS:
                return err(
                    "E_COUNCIL_ONLY", "Alliances are formed or broken only at a Great Council."
                )
            if move.kind == "hide" and BATTLE in rounds and state.round != BATTLE:
                return err(
                    "E_CANNOT_HIDE",
                    "Elves hide only at the start of the Battle round, in a contested region.",
                )
            return err(
                "E_WRONG_PHASE",
                f"That action is not allowed in the current round/step "
                f"({ROUND_NAMES[state.round]}).",
            )
        pending = state.pending
        if state.round == BIDDING and move.kind in ("place_bid", "pass_bid"):
            # §8: a full hand or a pass on this card says so, not just "not your turn".
            early = bidding.reason(state, self.ctx, move)
            if early is not None and early.code in BIDDING_FIRST:
                return early
        if pending is None or move.seat not in pending.seats:
            who = (
                " and ".join(state.name(s) for s in pending.seats)
                if pending is not None and pending.seats
                else "nobody"
            )
            return err("E_NOT_YOUR_TURN", f"It is {who}'s decision now.")
        problem: IllegalMove | None = flow.MODULES[state.round].reason(state, self.ctx, move)
        return problem
