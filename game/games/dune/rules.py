"""Dragon Dune's Ruleset: the kernel's contract over the round modules.

The kernel's base (rules_base) runs the gates every move shares in their fixed
order: a move Dune does not have, the game over, then §8's specific codes (the
move belongs to another round; a bid from a full hand or on a card passed), then
the seat that decides; the rest goes to the current round's module, so `check`,
`apply` and the client's drop feedback give the same reason for the same move.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.rules_base import Rules
from game.games.dune import bidding, flow, setup, standing
from game.games.dune.board import Board, default_board
from game.games.dune.cards import DuneData, default_data
from game.games.dune.common import Ctx, err
from game.games.dune.options import OPTIONS
from game.games.dune.shapes import shape_problem
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


class DuneRuleset(Rules[DuneState]):
    """The kernel's gates (rules_base) in Dragon Dune's words; the rest per round (flow.py)."""

    name = "dune"
    title = "Dragon Dune"
    min_seats = 4
    max_seats = 4
    options = OPTIONS

    def __init__(self, board: Board | None = None, data: DuneData | None = None) -> None:
        super().__init__()
        self._board = board
        self._data = data
        self._ctx: Ctx | None = None

    @property
    def ctx(self) -> Ctx:
        """The board and numbers, read from their files the first time they are needed."""
        ctx = self._ctx
        if ctx is None:
            if self._board is None:
                self._board = default_board()
            if self._data is None:
                self._data = default_data()
            ctx = self._ctx = Ctx(self._board, self._data)
        return ctx

    @property
    def board(self) -> Board:
        return self.ctx.board

    # -- the game -------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> DuneState:
        state = setup.new_state(self.ctx, list(seats), seed, options)
        flow.advance(state, self.ctx)
        return state

    def perform(self, state: DuneState, move: Move) -> None:
        ctx = self.ctx
        flow.MODULES[state.round].apply(state, ctx, move)
        flow.advance(state, ctx)

    def own_moves(self, state: DuneState, seat: int) -> list[Move]:
        moves: list[Move] = flow.MODULES[state.round].legal(state, self.ctx, seat)
        return moves

    def scores(self, state: DuneState) -> list[tuple[str, str]]:
        """Each seat's name, cities, tokens, gold and allies, for the results screen."""
        return standing.scores(state, self.ctx)

    def view_copy(self, state: DuneState, seat: int | None) -> DuneState:
        """A copy without the log and moves: the view gets its own log and no moves."""
        return state.clone(history=False)

    def view_extra(self, view: DuneState, state: DuneState, seat: int | None) -> None:
        """§5: hands, Queens and Jacks to their owner, the auction card to the Elves, the
        decks to nobody (the zones); where the Elves hide, with R23's option, to them."""
        if state.options.get("secret_hiding") and seat != ELVES:
            view.hidden = {}  # R23 [option]: where the Elves hide is theirs to know

    def move_for_gesture(self, state: DuneState, seat: int, gesture: Gesture) -> Move | None:
        """A drag on the board means the legal move with that gesture, if there is one; a
        stack dropped where no open path leads means the step straight there, so the
        rules say why not ("3 and 9 do not share a border") (R20)."""
        moves: list[Move] = flow.MODULES[state.round].legal(state, self.ctx, seat)
        found = next((move for move in moves if move.gesture == gesture), None)
        if found is not None:
            return found
        kind, _, src = gesture.piece.partition(":")
        src = src.split(":")[0]
        frm, to = gesture.from_zone, gesture.to_zone
        if kind not in ("stack", "hidden") or not (
            frm == f"region:{src}" and to.startswith("region:")
        ):
            return None
        dst = to.removeprefix("region:")
        if dst == src:
            return None
        args: dict[str, Any] = {"from": src, "path": (dst,), "n": 1}
        if kind == "hidden":
            args["hidden"] = True
        return Move.make(seat, "move_stack", gesture, **args)

    # -- why a move is illegal ------------------------------------------------------------

    def malformed(self, move: Move) -> IllegalMove | None:
        if move.kind not in flow.ROUNDS_OF_KIND:
            return err("E_UNKNOWN_MOVE", f"Dragon Dune has no move called {move.kind!r}.")
        if not 0 <= move.seat < 4:
            return err("E_NO_SEAT", f"There is no seat {move.seat}; Dragon Dune has four.")
        problem = shape_problem(move.kind, move.args)
        return err("E_MALFORMED", problem) if problem is not None else None

    def canonical(self, move: Move) -> Hashable:
        """One path per destination (R20): every open path of a stack's move to the same
        region moves it alike, so the rules list the shortest and accept any."""
        if move.kind == "move_stack" and isinstance(move.get("path"), tuple) and move["path"]:
            args = tuple((k, v[-1] if isinstance(v, tuple) else v) for k, v in move.args)
            return (move.seat, move.kind, args)
        return move

    def game_over(self, state: DuneState) -> IllegalMove:
        assert state.result is not None
        winners = " and ".join(state.faction_name(s) for s in state.result.winners)
        return err("E_GAME_OVER", f"The game is over: {winners} won by {state.result.how}.")

    def first_reason(self, state: DuneState, move: Move) -> IllegalMove | None:
        """§8: a move of another round says which round it belongs to, and a bid from a
        full hand or on a card already passed says so, not just "not your turn"."""
        rounds = flow.ROUNDS_OF_KIND[move.kind]
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
        if state.round == BIDDING and move.kind in ("place_bid", "pass_bid"):
            early = bidding.reason(state, self.ctx, move)
            if early is not None and early.code in BIDDING_FIRST:
                return early
        return None

    def not_yours(self, state: DuneState, move: Move) -> IllegalMove:
        pending = state.pending
        who = (
            " and ".join(state.name(s) for s in pending.seats)
            if pending is not None and pending.seats
            else "nobody"
        )
        return err("E_NOT_YOUR_TURN", f"It is {who}'s decision now.")

    def own_reason(self, state: DuneState, move: Move) -> IllegalMove | None:
        problem: IllegalMove | None = flow.MODULES[state.round].reason(state, self.ctx, move)
        return problem
