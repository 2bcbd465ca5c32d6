"""The protocol every game implements."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from game.core.move import Gesture, Move
from game.core.options import Option
from game.core.state import GameState, Result

S = TypeVar("S", bound=GameState)


class Ruleset(Protocol[S]):
    """One game's rules. The client, the bots, the saves and the tests use only this.

    `apply` validates the move completely before it changes anything, then
    mutates `state` and returns it; a rejection raises `IllegalMove` and leaves
    the state exactly as it was. Callers that need the old state `clone()` it.
    """

    name: str
    title: str
    min_seats: int
    max_seats: int
    options: tuple[Option, ...]

    def new_game(self, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> S: ...

    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats the game waits for now (several for simultaneous secret choices)."""
        ...

    def legal_moves(self, state: S, seat: int) -> list[Move]: ...

    def check(self, state: S, move: Move) -> None:
        """Raise `IllegalMove` with the reason if `move` is not legal now; change nothing."""
        ...

    def apply(self, state: S, move: Move) -> S: ...

    def view(self, state: S, seat: int | None) -> S:
        """All that `seat` may know (None: a spectator), as a state of the same kind."""
        ...

    def result(self, state: S) -> Result | None: ...

    def move_for_gesture(self, state: S, seat: int, gesture: Gesture) -> Move | None:
        """The move a drag means, legal or not, so a rejected drop can say why.

        `game.core.gesture.find_move` asks this only for a drop that matches no
        legal move; a legal drop is matched against `legal_moves` directly.

        None when the gesture means nothing; raises IllegalMove when it plainly
        means something that can never be done (a pick dropped on the other
        player's pile), so the player hears why.
        """
        ...
