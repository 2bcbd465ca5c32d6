"""The shared half of every game's rules: the generic gates once, in a fixed order.

`Rules` implements the `Ruleset` protocol's common part, as boardgame.io's reducer
does for every game: it rejects a move in one fixed order,

1. malformed: a move kind the game does not have, or arguments of the wrong shape
   (checked once per `Move` value: moves are values, a good one stays good);
2. game over;
3. a specific reason the game's reference puts before the seat gate (Dragon Dune's
   "Alliances are formed or broken only at a Great Council", Draconium's R40);
4. not this seat's decision;
5. the game's own reason for this kind of move,

so `check`, `apply` and the client's drop feedback give the same reason for the
same move. A game supplies only its words and codes for these gates, its own
reasons, what a legal move does (`perform`), its legal moves, and what its views
hide beyond the zones' visibility. Pure: no pygame, no pymunk.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import Any, Generic, TypeVar, cast

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.options import Option, resolve_options
from game.core.rng import Rng
from game.core.state import GameState, LogLine, Result
from game.core.zones import HIDDEN_CARD, Visibility, Zone

S = TypeVar("S", bound=GameState)

_PUBLIC, _OWNER = Visibility.PUBLIC, Visibility.OWNER


def mask_zones(pairs: Iterable[tuple[Zone, Zone]], seat: int | None) -> None:
    """Turn every card that `seat` may not see into a back without an id.

    `pairs` are (a view's zone, the same zone in the state the view copies); each is
    masked by the state's zone's visibility (public, owner only, hidden, count only).
    """
    for shown, real in pairs:
        visibility = real.visibility
        if visibility is _PUBLIC or (
            visibility is _OWNER and seat is not None and seat == real.owner
        ):
            continue
        shown.cards = [HIDDEN_CARD] * len(real.cards)


KNOWN_KEPT = 20_000
"""How many well-formed move objects `Rules.reason` remembers by identity."""


def _has_bool(value: Any) -> bool:
    """Whether a bool hides anywhere in a move's arguments (tuples of them, nested).

    A plain loop on exact types: this runs for every move applied, and a generator
    with `isinstance` was a tenth of a random bot's game."""
    kind = type(value)
    if kind is bool:
        return True
    if kind is tuple:
        for item in value:
            if _has_bool(item):
                return True
    return False


class Rules(Generic[S]):
    """A game's `Ruleset` with the generic gates, `to_act`, `result`, `check`, `apply`,
    `legal_moves`, `new_game` and a view driven by zone visibility.

    A game subclass sets `name`, `title`, the seat range and `options`, and writes the
    hooks: `start` (a new game), `malformed`, `game_over`, `not_yours`, `own_reason`,
    `perform`, `own_moves` and `move_for_gesture`; where its reference says so,
    `first_reason` (a specific reason that wins over "not your turn") and `any_seat`
    (moves any seat may make, like resigning); and `view_extra` for what its views
    hide beyond the zones (`view_copy`, `view_zones` and `view_log` where it is faster).
    """

    name: str
    title: str
    min_seats: int
    max_seats: int
    options: tuple[Option, ...] = ()

    any_seat: frozenset[str] = frozenset()
    """Move kinds any seat may make at any moment (resigning): no seat gate for them."""

    remember_well_formed = True
    """Keep the moves found well formed, so each `Move` value is checked once. A game
    whose shape check is cheaper than hashing a move turns this off."""

    def __init__(self) -> None:
        # None: the game does not remember well-formed moves.
        self._well_formed: set[Move] | None = set() if self.remember_well_formed else None
        # Move objects already found well formed, by identity: games that offer the
        # same objects again (`MoveMemo`) skip even hashing them.
        self._known: dict[int, Move] = {}
        # A game without a first reason pays no call for it on the hot path (every
        # legal move of every position is checked).
        self._first_reason = (
            self.first_reason if type(self).first_reason is not Rules.first_reason else None
        )

    # -- the protocol ---------------------------------------------------------------------

    def new_game(
        self, seats: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
    ) -> S:
        """Check the number of players and the options, then set the table (`start`)."""
        low, high = self.min_seats, self.max_seats
        if not low <= len(seats) <= high:
            players = f"{low}" if low == high else f"{low} to {high}"
            raise ValueError(f"{self.title} is for {players} players, not {len(seats)}.")
        return self.start(seats, seed, resolve_options(self.options, options, self.title))

    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats the game waits for: none once it is over or while nothing is asked."""
        if state.result is not None or state.pending is None:
            return ()
        return state.pending.seats

    def result(self, state: S) -> Result | None:
        return state.result

    def check(self, state: S, move: Move) -> None:
        problem = self.reason(state, move)
        if problem is not None:
            raise problem

    def apply(self, state: S, move: Move) -> S:
        """Validate completely, then record the move and carry it out."""
        problem = self.reason(state, move)
        if problem is not None:
            raise problem
        state.moves.append(move)
        self.perform(state, move)
        return state

    def legal_moves(self, state: S, seat: int) -> list[Move]:
        pending = state.pending
        if state.result is not None or pending is None or seat not in pending.seats:
            return []
        return self.own_moves(state, seat)

    def reason(self, state: S, move: Move) -> IllegalMove | None:
        """Why `move` is illegal now (None: it is legal), the gates in their fixed order."""
        known = self._known
        if known.get(id(move)) is not move:  # this very object was found well formed before
            well_formed = self._well_formed
            if well_formed is not None and _has_bool(move.args):
                well_formed = None  # True == 1 for a set: a remembered n=1 would pass n=True
            if well_formed is None or move not in well_formed:
                problem = self.malformed(move)
                if problem is not None:
                    return problem
                if well_formed is not None:
                    well_formed.add(move)
            if len(known) >= KNOWN_KEPT:
                known.clear()
            known[id(move)] = move  # held here, so no other object can take its id
        if state.result is not None:
            return self.game_over(state)
        if self._first_reason is not None:
            problem = self._first_reason(state, move)
            if problem is not None:
                return problem
        pending = state.pending
        if (pending is None or move.seat not in pending.seats) and move.kind not in self.any_seat:
            return self.not_yours(state, move)
        return self.own_reason(state, move)

    def view(self, state: S, seat: int | None) -> S:
        """All that `seat` (None: a spectator) may know: every zone masked by its
        visibility, the decision as `seat` sees it, the log lines that are public or
        `seat`'s own, no moves and a blank RNG; then what the game hides besides."""
        view = self.view_copy(state, seat)
        mask_zones(self.view_zones(view, state), seat)
        view.pending = state.pending.seen_by(seat) if state.pending is not None else None
        view.log = self.view_log(state, seat)
        view.rng = Rng(0)
        view.moves = []
        view.viewer = seat
        view.is_view = True
        self.view_extra(view, state, seat)
        return view

    # -- hooks: the gates' words --------------------------------------------------------------

    def malformed(self, move: Move) -> IllegalMove | None:
        """Why `move` can never be a move of this game (its kind, seat or arguments).
        It must depend on the move alone: the answer is remembered per move."""
        return None

    def game_over(self, state: S) -> IllegalMove:
        """The rejection of any move once the game is over (`state.result` is set)."""
        raise NotImplementedError

    def first_reason(self, state: S, move: Move) -> IllegalMove | None:
        """A specific reason the game's reference puts before "not your turn"."""
        return None

    def not_yours(self, state: S, move: Move) -> IllegalMove:
        """The rejection of a move by a seat that is not asked now."""
        raise NotImplementedError

    def own_reason(self, state: S, move: Move) -> IllegalMove | None:
        """The game's own rules for this move, the generic gates passed."""
        raise NotImplementedError

    # -- hooks: the game itself -----------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> S:
        """A new game with these seats, seed and (checked, complete) options."""
        raise NotImplementedError

    def perform(self, state: S, move: Move) -> None:
        """Carry out a legal move (already recorded in `state.moves`)."""
        raise NotImplementedError

    def own_moves(self, state: S, seat: int) -> list[Move]:
        """Every legal move of `seat`, which the game is waiting for."""
        raise NotImplementedError

    def canonical(self, move: Move) -> Hashable:
        """The decision a move stands for. `check` passes exactly for moves whose
        canonical form is that of a listed move; by default a move is its own form. A
        game that lists one of several equal moves (one path per destination) says so
        here."""
        return move

    def move_for_gesture(self, state: S, seat: int, gesture: Gesture) -> Move | None:
        """The move a drag means, legal or not (see `Ruleset.move_for_gesture`)."""
        return None

    # -- hooks: views ------------------------------------------------------------------------

    def view_copy(self, state: S, seat: int | None) -> S:
        """The copy a view starts from (a game may share what views never change)."""
        return cast(S, state.clone())

    def view_zones(self, view: S, state: S) -> Iterable[tuple[Zone, Zone]]:
        """Each zone of the view with the same zone of the state: by default all of them,
        in `zones()` order (a game whose rules make some zones public by definition may
        leave those out, for speed)."""
        return zip(view.zones(), state.zones(), strict=True)

    def view_log(self, state: S, seat: int | None) -> list[LogLine]:
        """The log lines `seat` may read: the public ones and its own."""
        return [line for line in state.log if line.seat is None or line.seat == seat]

    def view_extra(self, view: S, state: S, seat: int | None) -> None:
        """Hide what the game keeps secret outside its zones (None: nothing)."""
