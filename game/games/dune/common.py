"""What every Dragon Dune round module shares: the context and the error maker."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.core.words import plural

if TYPE_CHECKING:
    from game.games.dune.board import Board
    from game.games.dune.cards import DuneData
    from game.games.dune.state import DuneState

WRONG_STEP = "That action is not allowed in the current round/step."


@dataclass(frozen=True, slots=True)
class Ctx:
    """The fixed things a round needs besides the state: the board and the numbers."""

    board: Board
    data: DuneData
    # What the rounds compute once per board and offer again at every position: the
    # same Move objects (the kernel checks an object's shape once), shortest paths.
    memo: dict[Any, Any] = field(default_factory=dict, compare=False, hash=False)


def made(ctx: Ctx, seat: int, kind: str, /, **args: Any) -> Move:
    """`Move.make(seat, kind, **args)` made once per board and offered again at every
    position: the kernel checks a Move object's shape once, and making one costs more
    than finding it. An argument name must keep one type per kind (True == 1 as a key)."""
    key = (seat, kind, *args.items())
    move: Move | None = ctx.memo.get(key)
    if move is None:
        move = ctx.memo[key] = Move.make(seat, kind, **args)
    return move


def err(code: str, message: str) -> IllegalMove:
    """A rejection with the reference's code (§8), e.g. ``dune/E_CITY_FULL``."""
    return IllegalMove(f"dune/{code}", message)


def who(state: DuneState, seat: int) -> str:
    """A player as the log names them: "Dain (Dwarves)"."""
    return f"{state.name(seat)} ({state.faction_name(seat)})"


def tokens(n: int) -> str:
    return plural(n, "token")


def seat_arg(value: object) -> int | None:
    """A move's seat argument, if it is one of the four seats."""
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 4
    return value if ok and isinstance(value, int) else None
