"""From a drop on the table to a move: the one path every drag takes.

`find_move` turns a gesture (this piece, from this zone, to that one) into the
legal move it means, or raises the rules' `IllegalMove` saying why not
(python-chess's `find_move` does the same for a from-square and a to-square).
The table asks it while a piece is held over a zone and again on release; the
Session hands it the legal moves it computed once for the position.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.ruleset import Ruleset

NOTHING_THERE = "That can't be dropped there."


def match_drop(
    legal: Sequence[Move],
    piece: str,
    from_zone: str,
    to_zone: str,
    want: Mapping[str, Any] | None = None,
) -> Move | None:
    """The legal move a drag answers, or None.

    `want` narrows the choice when one drag can mean several moves (how many
    tokens of a stack to carry): only a move whose arguments include all of
    `want` answers it. Without it the first matching move, the rules' default,
    answers.
    """
    for move in legal:
        g = move.gesture
        if g is None or (g.piece, g.from_zone, g.to_zone) != (piece, from_zone, to_zone):
            continue
        if want and any(move.get(k) != v for k, v in want.items()):
            continue
        return move
    return None


def find_move(
    ruleset: Ruleset[Any],
    state: Any,
    seat: int,
    gesture: Gesture,
    want: Mapping[str, Any] | None = None,
    legal: Sequence[Move] | None = None,
) -> Move:
    """The legal move this drop means; raises `IllegalMove` with the rules' reason.

    `legal` may be given when the caller already has `seat`'s legal moves.
    A drop that matches a legal move only without `want` (carry 7 tokens where
    the city holds 4) is the same move with the wanted arguments, which the
    rules then refuse with the exact reason. A drop that matches no legal move
    is what the game says the gesture means (`move_for_gesture`), refused with
    the rules' reason; a gesture that means nothing there says so.
    """
    if legal is None:
        legal = ruleset.legal_moves(state, seat)
    piece, from_zone, to_zone = gesture.piece, gesture.from_zone, gesture.to_zone
    move = match_drop(legal, piece, from_zone, to_zone, want)
    if move is not None:
        return move
    near = match_drop(legal, piece, from_zone, to_zone) if want else None
    meant: Move | None
    if near is not None and want:
        meant = Move.make(near.seat, near.kind, near.gesture, **{**dict(near.args), **want})
    else:
        meant = ruleset.move_for_gesture(state, seat, gesture)
    if meant is None:
        raise IllegalMove(f"{ruleset.name}/bad-drop", NOTHING_THERE)
    ruleset.check(state, meant)
    return meant
