"""Dragon Dune's Ruleset: the kernel's contract over the round modules.

Every move kind is declared once (`declare`: each round module's `kinds`, and `done`,
which two rounds share), with its arguments, the round it belongs to, its reason, what
it does and its legal moves. The kernel's base (rules_base) runs the gates every move
shares in their fixed order: a move Dune does not have or of the wrong shape, the game
over, then §8's specific codes (the move belongs to another round; a bid from a full
hand or on a card passed), then the seat that decides, then the kind's own reason; so
`check`, `apply` and the client's drop feedback give the same reason for the same move.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, TypeVar

from game.core.errors import DataError, IllegalMove
from game.core.move import Gesture, Move
from game.core.move_table import MoveKind, kind
from game.core.rules_base import Rules
from game.games.dune import (
    battle,
    bidding,
    council,
    dragon,
    flow,
    recruit,
    setup,
    standing,
)
from game.games.dune.board import Board, default_board
from game.games.dune.cards import DuneData, default_data
from game.games.dune.common import Check, Ctx, List, err, stage_of, wrong_step
from game.games.dune.options import OPTIONS
from game.games.dune.state import (
    BATTLE,
    ELVES,
    RECRUIT,
    ROUND_NAMES,
    DuneState,
)

T = TypeVar("T")
R = TypeVar("R")

BIDDING_FIRST = frozenset({"dune/E_HAND_FULL", "dune/E_ALREADY_PASSED"})
COUNCIL_KINDS = frozenset(
    {"propose_alliance", "accept_alliance", "decline_alliance", "break_alliance", "pass_council"}
)
DONE_STAGES = frozenset({recruit.UNHIDE, recruit.BLOCK, battle.HIDE})
"""The decisions `done` closes: the Elves' and the Goblins' step 0 of the Recruitment
round (R23c, R42) and the Elves' hiding in the Battle round (R23a)."""


def done_reason(state: DuneState, ctx: Ctx, move: Move) -> IllegalMove | None:
    """`done` carries on from step 0 of the Recruitment round or from the Elves' hiding."""
    return None if stage_of(state) in DONE_STAGES else wrong_step()


def do_done(state: DuneState, ctx: Ctx, move: Move) -> None:
    """Carry on in the round that asked (listed with the moves it passes on)."""
    if stage_of(state) == battle.HIDE:
        battle.do_done(state, ctx, move)
    else:
        recruit.do_done(state, ctx, move)


class Binder:
    """The round modules' functions of (state, ctx, x) bound to a Ruleset's board and
    numbers (`common.Bind`): one small closure each, which checks the stage itself, since
    the kernel calls every lister of the round at every position."""

    __slots__ = ("rules",)

    def __init__(self, rules: DuneRuleset) -> None:
        self.rules = rules

    def __call__(self, f: Callable[[DuneState, Ctx, T], R], /) -> Callable[[DuneState, T], R]:
        rules = self.rules

        def bound(state: DuneState, x: T) -> R:
            return f(state, rules._ctx or rules.ctx, x)

        return bound

    def during(
        self, stages: Collection[str], check: Check | None = None, /
    ) -> Callable[[DuneState, Move], IllegalMove | None]:
        rules, open_in = self.rules, frozenset(stages)

        def reason(state: DuneState, move: Move) -> IllegalMove | None:
            pending = state.pending
            if pending is None or pending.kind not in open_in:
                return wrong_step()
            return check(state, rules._ctx or rules.ctx, move) if check is not None else None

        return reason

    def lists(self, stage: str, f: List, /) -> Callable[[DuneState, int], list[Move]]:
        rules = self.rules

        def moves(state: DuneState, seat: int) -> list[Move]:
            pending = state.pending
            if pending is None or pending.kind != stage:
                return []
            return f(state, rules._ctx or rules.ctx, seat)

        return moves


class DuneRuleset(Rules[DuneState]):
    """The kernel's gates (rules_base) in Dragon Dune's words; the moves per round."""

    name = "dune"
    title = "Dragon Dune"
    min_seats = 4
    max_seats = 4
    options = OPTIONS
    codes: ClassVar[Mapping[str, str]] = {
        "malformed": "E_MALFORMED",
        "unknown": "E_UNKNOWN_MOVE",
        "no_seat": "E_NO_SEAT",
        "unlisted": "E_NOT_LISTED",
    }
    phase_first = True  # §8: "not in this round" comes before "not your turn"
    phase_field = "round"  # the phase is the round (`phase`), read without a call

    def __init__(self, board: Board | None = None, data: DuneData | None = None) -> None:
        self._board = board
        self._data = data
        self._ctx: Ctx | None = None
        # Moves found well formed, with their arguments' types (see `malformed`).
        super().__init__()
        # the card file must fit the board it is played on (a designer's map or cards)
        if board is not None or data is not None:
            data = data or default_data()
            problems = setup.fit_problems(self._board or default_board(), data)
            if problems:
                raise DataError(data.path, problems[0], tuple(problems[1:]))

    @property
    def ctx(self) -> Ctx:
        """The board and numbers, read from their files the first time they are needed;
        the kernel's `memo` keeps what the rounds make once per board."""
        ctx = self._ctx
        if ctx is None:
            if self._board is None:
                self._board = default_board()
            if self._data is None:
                self._data = default_data()
            ctx = self._ctx = Ctx(self._board, self._data, self.memo)
        return ctx

    @property
    def board(self) -> Board:
        return self.ctx.board

    def declare(self) -> Iterable[MoveKind[DuneState]]:
        """Every move of the game, round by round (§3), and `done`, which carries on from
        the decisions of two rounds: its moves are listed with the ones it passes on."""
        on = Binder(self)
        if self._board is None:  # the split's arguments are the map's Orc camps (R19)
            self._board = default_board()
        return [
            *setup.kinds(on, self._board),
            *dragon.kinds(on),
            *council.kinds(on),
            *bidding.kinds(on),
            *recruit.kinds(on),
            *battle.kinds(on),
            kind("done", phases={RECRUIT, BATTLE}, reason=on(done_reason), apply=on(do_done)),
        ]

    def phase(self, state: DuneState) -> Hashable:
        """The round (§3.2): a move of another round is refused before the seat."""
        return state.round

    # -- the game -------------------------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> DuneState:
        state = setup.new_state(self.ctx, list(seats), seed, options)
        flow.advance(state, self.ctx)
        return state

    def settle(self, state: DuneState, move: Move) -> None:
        """The rounds without decisions, and the next round's start (R4)."""
        flow.advance(state, self.ctx)

    def scores(self, state: DuneState) -> list[tuple[str, str]]:
        """Each seat's name, cities, tokens, gold and allies, for the results screen."""
        return standing.scores(state, self.ctx)

    def view_extra(self, view: DuneState, state: DuneState, seat: int | None) -> None:
        """§5: hands, Queens and Jacks to their owner, the auction card to the Elves, the
        decks to nobody (the zones); where the Elves hide, with R23's option, to them."""
        if state.options.get("secret_hiding") and seat != ELVES:
            view.hidden = {}  # R23 [option]: where the Elves hide is theirs to know

    def move_for_gesture(self, state: DuneState, seat: int, gesture: Gesture) -> Move | None:
        """A drag on the board means the legal move with that gesture, if there is one; a
        stack dropped where no open path leads means the step straight there, so the
        rules say why not ("3 and 9 do not share a border") (R20)."""
        moves = self.legal_moves(state, seat)
        found = next((move for move in moves if move.gesture == gesture), None)
        if found is not None:
            return found
        piece, _, src = gesture.piece.partition(":")
        src = src.split(":")[0]
        frm, to = gesture.from_zone, gesture.to_zone
        if piece not in ("stack", "hidden") or not (
            frm == f"region:{src}" and to.startswith("region:")
        ):
            return None
        dst = to.removeprefix("region:")
        if dst == src:
            return None
        args = {"from": src, "path": (dst,), "n": 1, "hidden": piece == "hidden"}
        return Move.make(seat, "move_stack", gesture, **args)

    # -- why a move is illegal ------------------------------------------------------------

    def no_seat(self, move: Move) -> IllegalMove:
        return err("E_NO_SEAT", f"There is no seat {move.seat}; Dragon Dune has four.")

    def canonical(self, move: Move) -> Hashable:
        """One path per destination (R20): every open path of a stack's move to the same
        region moves it alike, so the rules list the shortest and accept any; and a move
        that leaves `hidden` out is the one that says `hidden=False` (its default)."""
        if move.kind == "move_stack" and isinstance(move.get("path"), tuple) and move["path"]:
            args = tuple(
                (k, v[-1] if isinstance(v, tuple) else v) for k, v in self.normal(move).args
            )
            return (move.seat, move.kind, args)
        return move

    def game_over(self, state: DuneState) -> IllegalMove:
        assert state.result is not None
        if not state.result.winners:  # a draw: nobody won (no default victory, R29)
            return err("E_GAME_OVER", f"The game is over: {state.result.summary}")
        winners = " and ".join(state.faction_name(s) for s in state.result.winners)
        return err("E_GAME_OVER", f"The game is over: {winners} won by {state.result.how}.")

    def wrong_phase(self, state: DuneState, move: Move) -> IllegalMove:
        """§8: a move of another round says which round it belongs to."""
        if move.kind in COUNCIL_KINDS:
            return err("E_COUNCIL_ONLY", "Alliances are formed or broken only at a Great Council.")
        if move.kind == "hide":
            return err("E_CANNOT_HIDE", battle.CANNOT_HIDE)
        return err(
            "E_WRONG_PHASE",
            f"That action is not allowed in the current round/step ({ROUND_NAMES[state.round]}).",
        )

    def first_reason(self, state: DuneState, move: Move) -> IllegalMove | None:
        """§8: a bid from a full hand or on a card already passed says so, not just "not
        your turn" (the round is already the Bidding round: the phase gate came first)."""
        if move.kind in ("place_bid", "pass_bid"):
            early = bidding.bid_reason(state, self.ctx, move)
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
