"""What every Dragon Dune round module shares: the context and the error maker."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.errors import IllegalMove

if TYPE_CHECKING:
    from game.games.dune.board import Board
    from game.games.dune.cards import DuneData


@dataclass(frozen=True, slots=True)
class Ctx:
    """The fixed things a round needs besides the state: the board and the numbers."""

    board: Board
    data: DuneData


def err(code: str, message: str) -> IllegalMove:
    """A rejection with the reference's code (§8), e.g. ``dune/E_CITY_FULL``."""
    return IllegalMove(f"dune/{code}", message)
