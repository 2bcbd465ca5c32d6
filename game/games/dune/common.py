"""What every Dragon Dune round module shares: the context, the error maker, and the
binding of a round's functions to the move table."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from game.core.errors import IllegalMove
from game.core.move import Move, MoveMemo
from game.core.words import plural

if TYPE_CHECKING:
    from game.games.dune.board import Board
    from game.games.dune.cards import DuneData
    from game.games.dune.state import DuneState

WRONG_STEP = "That action is not allowed in the current round/step."

T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True, slots=True)
class Ctx:
    """The fixed things a round needs besides the state: the board and the numbers."""

    board: Board
    data: DuneData
    # What the rounds compute once per board and offer again at every position: the
    # same Move objects (the kernel checks an object's shape once), shortest paths. The
    # Ruleset hands in its own `memo` (the kernel's), so there is one store per ruleset.
    memo: MoveMemo = field(default_factory=MoveMemo, compare=False, hash=False)


Check = Callable[["DuneState", Ctx, Move], IllegalMove | None]
"""A round's reason for a move kind: why the move is illegal now (None: it is legal)."""
List = Callable[["DuneState", Ctx, int], list[Move]]
"""A round's lister for a move kind: its legal moves for a seat."""


class Bind(Protocol):
    """Turns a round's functions of (state, ctx, x) into the move table's (state, x), with
    the Ruleset's board and numbers (read when first needed). A kind open only while the
    round waits for some decisions (`Pending.kind`, its "stage") is bound with its stage,
    so a move of another step is refused (§8: E_WRONG_PHASE) and lists nothing."""

    def __call__(self, f: Callable[[DuneState, Ctx, T], R], /) -> Callable[[DuneState, T], R]: ...

    def during(
        self, stages: Collection[str], check: Check | None = None, /
    ) -> Callable[[DuneState, Move], IllegalMove | None]:
        """A reason: the wrong step unless the round waits for one of `stages`, then
        `check` (None: nothing more to check)."""
        ...

    def lists(self, stage: str, f: List, /) -> Callable[[DuneState, int], list[Move]]:
        """A lister: `f`'s moves while the round waits for `stage`, else none."""
        ...


def made(ctx: Ctx, seat: int, kind: str, /, **args: Any) -> Move:
    """`Move.make(seat, kind, **args)` for plain arguments given in name order (the order
    a Move keeps them in), made once per ruleset (`ctx.memo`) and offered again at every
    position: the kernel checks a Move object's shape once, and making one costs more
    than finding it."""
    return ctx.memo.args(seat, kind, tuple(args.items()))


def err(code: str, message: str) -> IllegalMove:
    """A rejection with the reference's code (§8), e.g. ``dune/E_CITY_FULL``."""
    return IllegalMove(f"dune/{code}", message)


def wrong_step() -> IllegalMove:
    """A move of the current round, but not of the decision it waits for (§8)."""
    return err("E_WRONG_PHASE", WRONG_STEP)


def stage_of(state: DuneState) -> str:
    """The decision the round waits for (the pending decision's kind; "" for none)."""
    pending = state.pending
    return pending.kind if pending is not None else ""


def who(state: DuneState, seat: int) -> str:
    """A player as the log names them: "Dain (Dwarves)"."""
    return f"{state.name(seat)} ({state.faction_name(seat)})"


def tokens(n: int) -> str:
    return plural(n, "token")


def seat_arg(value: object) -> int | None:
    """A move's seat argument, if it is one of the four seats."""
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 4
    return value if ok and isinstance(value, int) else None
