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


def answers(
    legal: Sequence[Move], gesture: Gesture, want: Mapping[str, Any] | None = None
) -> tuple[list[Move], Move | None]:
    """One scan of the legal moves: those of each kind this drop answers with the wanted
    arguments (the first of each kind, in list order), and the rules' default for the drop
    whatever is wanted (the first move with the gesture at all)."""
    piece, from_zone, to_zone = gesture.piece, gesture.from_zone, gesture.to_zone
    wanted = list(want.items()) if want else []
    kinds: dict[str, Move] = {}
    near: Move | None = None
    for move in legal:
        g = move.gesture
        if g is None or g.piece != piece or g.from_zone != from_zone or g.to_zone != to_zone:
            continue
        if near is None:
            near = move
        if move.kind not in kinds and all(move.get(k) == v for k, v in wanted):
            kinds[move.kind] = move
    return list(kinds.values()), near


def find_moves(
    ruleset: Ruleset[Any],
    state: Any,
    seat: int,
    gesture: Gesture,
    want: Mapping[str, Any] | None = None,
    legal: Sequence[Move] | None = None,
) -> list[Move]:
    """The legal moves (one of each kind) this drop answers, from one scan of `legal`
    (the seat's legal moves, made here if not given); when it answers none, the one move
    it means, checked: raises `IllegalMove` with the rules' reason.

    A drop that matches a legal move only without `want` (carry 7 tokens where the city
    holds 4) is the same move with the wanted arguments, which the rules then refuse
    with the exact reason. A drop that matches no legal move is what the game says the
    gesture means (`move_for_gesture`), refused with the rules' reason; a gesture that
    means nothing there says so."""
    if legal is None:
        legal = ruleset.legal_moves(state, seat)
    kinds, near = answers(legal, gesture, want)
    if kinds:
        return kinds
    meant: Move | None
    if near is not None and want:
        meant = Move.make(near.seat, near.kind, near.gesture, **{**dict(near.args), **want})
    else:
        meant = ruleset.move_for_gesture(state, seat, gesture)
    if meant is None:
        raise IllegalMove(f"{ruleset.name}/bad-drop", NOTHING_THERE)
    ruleset.check(state, meant)
    return [meant]


def find_move(
    ruleset: Ruleset[Any],
    state: Any,
    seat: int,
    gesture: Gesture,
    want: Mapping[str, Any] | None = None,
    legal: Sequence[Move] | None = None,
) -> Move:
    """The legal move this drop means (the first, where it answers moves of several
    kinds); raises `IllegalMove` with the rules' reason (see `find_moves`)."""
    return find_moves(ruleset, state, seat, gesture, want, legal)[0]
