"""The shared half of every game's rules: the move table's gates once, in a fixed order.

`Rules` implements the `Ruleset` protocol's common part, as boardgame.io's reducer
does for every game. A game declares its move kinds once (`declare`: a `MoveTable` of
`MoveKind`s, game.core.move_table), and the kernel rejects a move in one fixed order,

1. malformed: a move kind the game does not have, a seat it does not have, or
   arguments of the wrong shape, from the table (checked once per `Move` value:
   moves are values, a good one stays good);
2. game over;
3. the phase gate, where the game's reference puts it first (`phase_first`: Dragon
   Dune's "not in this round", Money Laundering's §7 step 2): the kind is not open in
   the current phase or decision;
4. a specific reason the game's reference puts before the seat gate (Draconium's R40);
5. not this seat's decision (no gate for an `anytime` kind, such as resigning);
6. the phase gate, where it comes after the seat gate;
7. the kind's own reason, from the table;

so `check`, `apply` and the client's drop feedback give the same reason for the same
move. `check` and `apply` add one gate at the end: the move (or its `canonical` form)
must be one the rules list now, so `apply` accepts exactly the listed moves. A game
supplies its words and codes for the gates, its move table, what its views hide beyond
the zones' visibility, and `start` (a new game). Pure: no pygame, no pymunk.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from itertools import repeat
from operator import attrgetter, is_
from typing import Any, ClassVar, Generic, TypeVar

from game.core.errors import IllegalMove
from game.core.move import Gesture, Move, MoveMemo
from game.core.move_table import MoveKind, MoveTable, normal
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


KNOWN_KEPT = 100_000
"""How many well-formed move objects `Rules.reason` remembers by identity."""


SCAN_IN_PYTHON = 16
"""A legal list this short is scanned for a move in a loop; a longer one in C (`map`),
whose start costs more than a short loop. A list looked at again gets a set of ids."""

KEPT_BETWEEN_GAMES = 20_000
"""The most moves the rules' memories keep from one game to the next (`new_game`)."""
ENTRIES_BETWEEN_GAMES = 5_000
"""The most entries (moves and lists of moves) the listers' store keeps from one game to
the next: Dune's hire lists are keyed by the gold and cards at hand, new in every game."""

WELL_FORMED_KEPT = 100_000
"""How many well-formed move values `Rules` remembers (a game whose ids grow without end,
Hatch's eggs, would otherwise grow the set without end)."""


def _kinds_of(value: Any) -> Any:
    """The kinds of a move's argument values, nested as the values are."""
    if type(value) is tuple:
        return tuple(_kinds_of(item) for item in value)
    return type(value)


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


GATE_CODES: Mapping[str, str] = {
    "malformed": "malformed",  # arguments of the wrong shape
    "unknown": "malformed",  # a move kind the game does not have
    "no_seat": "malformed",  # a seat the game does not have
    "unlisted": "not-listed",  # a move the rules do not list now
}
"""The kernel's gates' codes, after the game's name; a game may word them its own way."""


class Rules(Generic[S]):
    """A game's `Ruleset` from its move table: the gates, `to_act`, `result`, `check`,
    `apply`, `legal_moves`, `new_game` and a view driven by zone visibility.

    A game subclass sets `name`, `title`, the seat range and `options`, declares its move
    kinds (`declare`), says which phase a state is in (`phase`, by default the pending
    decision's kind) and writes the gates' words: `game_over`, `not_yours`,
    `wrong_phase`, and where its reference says so `first_reason` (a specific reason that
    wins over "not your turn"). `start` deals a new game, `settle` runs what follows every
    move (the automatic steps), and `view_extra` hides what its views keep secret beyond
    the zones (`view_copy`, `view_zones` and `view_log` where it is faster). A subclass
    sets what its move kinds read before it calls `Rules.__init__`, which declares them.
    """

    name: str
    title: str
    min_seats: int
    max_seats: int
    options: tuple[Option, ...] = ()

    short_title: ClassVar[str] = ""
    """The game's name in the kernel's sentences, where it is shorter than `title`."""

    codes: ClassVar[Mapping[str, str]] = GATE_CODES
    """The codes of the kernel's own gates (see `GATE_CODES`)."""

    phase_first: bool = False

    phase_field: ClassVar[str] = ""
    """The state's field that says its phase, where `phase` is just that field (read
    without a call); empty: `phase` says it."""
    """Whether the phase gate comes before the seat gate (and `first_reason`)."""

    remember_well_formed: ClassVar[bool] = True
    """Keep the moves found well formed, so each `Move` value is checked once. A game
    whose shape check is cheaper than hashing a move turns this off."""

    def __init__(self) -> None:
        self.moves_table: MoveTable[S] = MoveTable(self.declare())
        self._kinds = self.moves_table.kinds
        self._listers = {
            phase: self.moves_table.listers(phase) for phase in self.moves_table.phases
        }
        self._known: dict[int, Move] = {}
        self.memo = MoveMemo(known=self._known)
        """The moves (and lists of moves) the game's listers make, each made once."""
        # None: the game does not remember well-formed moves.
        self._well_formed: set[Hashable] | None = set() if self.remember_well_formed else None
        # Move objects already found well formed (and the memo's moves), by identity:
        # games that offer the same objects again skip even hashing them.
        # A game without a first reason pays no call for it on the hot path (every
        # legal move of every position is checked).
        self._first_reason = (
            self.first_reason if type(self).first_reason is not Rules.first_reason else None
        )
        self._noun = self.short_title or self.title
        # A game whose every move is its kind's apply alone pays no call for `settle`;
        # one that lists its moves with the kernel's `own_moves` pays no call for it.
        cls = type(self)
        self._plain_perform = cls.perform is Rules.perform and cls.settle is Rules.settle
        self._own_moves = self.own_moves if cls.own_moves is not Rules.own_moves else None
        self._phase: Callable[[S], Hashable] = (
            attrgetter(self.phase_field) if self.phase_field else self.phase
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
        self._between_games()
        return self.start(seats, seed, resolve_options(self.options, options, self.title))

    def _between_games(self) -> None:
        """Keep a long session's memory of moves bounded (`KEPT_BETWEEN_GAMES`): a game
        whose ids grow without end (Hatch's eggs) would otherwise fill it game after game;
        a game whose moves repeat keeps all of them."""
        self.memo.trim(KEPT_BETWEEN_GAMES, ENTRIES_BETWEEN_GAMES)
        if len(self._known) > KEPT_BETWEEN_GAMES:
            self._known.clear()
        well_formed = self._well_formed
        if well_formed is not None and len(well_formed) > KEPT_BETWEEN_GAMES:
            well_formed.clear()

    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats the game waits for: none once it is over or while nothing is asked."""
        if state.result is not None or state.pending is None:
            return ()
        return state.pending.seats

    def result(self, state: S) -> Result | None:
        return state.result

    def check(self, state: S, move: Move) -> None:
        """Raise `IllegalMove` with the reason if `move` is not legal now; change nothing."""
        self._admit(state, move)

    def can(self, state: S, move: Move) -> bool:
        """Whether `move` is legal now: `check` raises nothing."""
        return self.verify(state, move) is None

    def verify(self, state: S, move: Move) -> IllegalMove | None:
        """Why `move` may not be applied now (None: it may): its `reason`, or that the
        rules do not list it (a reason that lets through what no lister offers is a bug,
        and this gate keeps it from changing a game)."""
        try:
            self._admit(state, move)
        except IllegalMove as problem:
            return problem
        return None

    def apply(self, state: S, move: Move) -> S:
        """Validate completely, then record the move (with its defaults) and carry it out."""
        kind = self._admit(state, move)
        if kind.defaults:
            move = normal(kind, move)
        state.moves.append(move)
        if self._plain_perform:
            kind.apply(state, move)
        else:
            self.perform(state, move)
        return state

    def legal_moves(self, state: S, seat: int) -> list[Move]:
        pending = state.pending
        if state.result is not None or pending is None or seat not in pending.seats:
            return []
        if self._own_moves is None:  # the kinds' listers, in declaration order
            listers = self._listers.get(self._phase(state), ())
            if len(listers) == 1:
                moves = listers[0](state, seat)
            else:
                moves = []
                for lister in listers:
                    moves += lister(state, seat)
        else:
            moves = self._own_moves(state, seat)
        state.listed = (len(state.moves), seat, moves, None)
        return moves

    def _admit(self, state: S, move: Move) -> MoveKind[S]:
        """The kind of `move`, which may be applied now; else raises the reason (the
        gates, then the listed gate). The one path of `check`, `verify` and `apply`.

        A move from the legal list last made for this very position (`state.listed`) is
        one the rules list: it may be applied, and no gate needs asking (the playout and
        fuzz tests hold every listed move to the gates). Any other move goes through the
        gates, then is looked for in a list made afresh."""
        kind = self._kinds.get(move.kind)
        last = state.listed
        if (
            last is not None
            and kind is not None
            and last[0] == len(state.moves)
            and last[1] == move.seat
            and state.result is None
        ):
            ids = last[3]
            if ids is None:  # the first look at this list: a scan for the very move
                listed = last[2]
                state.listed = (last[0], last[1], listed, False)
                if len(listed) <= SCAN_IN_PYTHON:
                    for other in listed:
                        if other is move:
                            return kind
                elif any(map(is_, listed, repeat(move))):
                    return kind
            else:  # looked at again (every legal move checked): a set of ids, made once
                if ids is False:
                    ids = set(map(id, last[2]))
                    state.listed = (last[0], last[1], last[2], ids)
                if id(move) in ids:
                    return kind
        if kind is None or self._known.get(id(move)) is not move:
            self._shape_gate(move)
            assert kind is not None
        # the gates after the shape, in their fixed order (`_gates`, written out here:
        # this runs for every move applied and every legal move checked)
        norm = normal(kind, move) if kind.defaults else move
        if state.result is not None:
            raise self.game_over(state)
        anytime = kind.anytime
        open_now = anytime or self._phase(state) in kind.phases
        if self.phase_first and not open_now:
            raise self.wrong_phase(state, norm)
        if self._first_reason is not None:
            problem = self._first_reason(state, norm)
            if problem is not None:
                raise problem
        if anytime:
            own = kind.reason
            problem = own(state, norm) if own is not None else None
            if problem is not None:
                raise problem
            return kind
        pending = state.pending
        if pending is None or move.seat not in pending.seats:
            raise self.not_yours(state, norm)
        if not open_now:
            raise self.wrong_phase(state, norm)
        own = kind.reason
        if own is not None:
            problem = own(state, norm)
            if problem is not None:
                raise problem
        if not self.listed(state, norm):
            raise self.unlisted(state, move)
        return kind

    def reason(self, state: S, move: Move) -> IllegalMove | None:
        """Why `move` is illegal now (None: it is legal), the gates in their fixed order
        (without the listed gate, so a game's own code may ask it of any move)."""
        kind = self._kinds.get(move.kind)
        if kind is None or self._known.get(id(move)) is not move:
            try:
                self._shape_gate(move)
            except IllegalMove as problem:
                return problem
            assert kind is not None
        return self._gates(state, move, kind)

    def _shape_gate(self, move: Move) -> None:
        """Raise why `move` is malformed; remember it as well formed if it is not (by
        value, and for a move holding a bool by value and its arguments' kinds: True == 1
        for a set, so a remembered n=1 must not pass n=True)."""
        well_formed = self._well_formed
        key: Hashable = move
        if well_formed is not None and _has_bool(move.args):
            key = (move, _kinds_of(move.args))
        if well_formed is None or key not in well_formed:
            problem = self.malformed(move)
            if problem is not None:
                raise problem
            if well_formed is not None:
                if len(well_formed) >= WELL_FORMED_KEPT:
                    well_formed.clear()
                well_formed.add(key)
        known = self._known
        if len(known) >= KNOWN_KEPT:
            known.clear()
        known[id(move)] = move  # held here, so no other object can take its id

    def _gates(self, state: S, move: Move, kind: MoveKind[S]) -> IllegalMove | None:
        """The gates after the shape, in their fixed order, for a well-formed move."""
        if kind.defaults:
            move = normal(kind, move)
        if state.result is not None:
            return self.game_over(state)
        anytime = kind.anytime
        open_now = anytime or self._phase(state) in kind.phases
        phase_first = self.phase_first
        if phase_first and not open_now:
            return self.wrong_phase(state, move)
        if self._first_reason is not None:
            problem = self._first_reason(state, move)
            if problem is not None:
                return problem
        if not anytime:
            pending = state.pending
            if pending is None or move.seat not in pending.seats:
                return self.not_yours(state, move)
            if not open_now:
                return self.wrong_phase(state, move)
        own = kind.reason
        return own(state, move) if own is not None else None

    def malformed(self, move: Move) -> IllegalMove | None:
        """Why `move` can never be a move of this game: a kind it does not have, a seat it
        does not have, or arguments of the wrong shape (the move table's). It depends on
        the move alone: `reason` remembers the moves found well formed (by identity, and
        by value), so each is checked once."""
        kind = self._kinds.get(move.kind)
        if kind is None:
            return self.gate_error("unknown", f"{self._noun} has no move called {move.kind!r}.")
        if not 0 <= move.seat < self.max_seats:
            return self.no_seat(move)
        problem = self.moves_table.shape_problem(kind, move)
        return self.gate_error("malformed", problem) if problem is not None else None

    def listed(self, state: S, move: Move) -> bool:
        """Whether the rules list `move` (or a move of the same `canonical` form) now,
        looked for in the list made afresh (`verify` first looks in the last list made
        for this position, `state.listed`, which a copy of the state keeps too). An
        `anytime` move (resigning) is never listed, and always open."""
        kind = self._kinds.get(move.kind)
        if kind is not None and kind.anytime:
            return True
        canonical = self.canonical
        form = canonical(move)
        return any(canonical(m) == form for m in self.own_moves(state, move.seat))

    def normal(self, move: Move) -> Move:
        """`move` with the defaults of the optional arguments it leaves out."""
        kind = self._kinds.get(move.kind)
        return move if kind is None or not kind.defaults else normal(kind, move)

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

    def kind_of(self, name: str) -> MoveKind[S] | None:
        """The declared move kind called `name` (None: the game has none)."""
        return self._kinds.get(name)

    # -- what a game declares -----------------------------------------------------------------

    def declare(self) -> Iterable[MoveKind[S]]:
        """Every move kind of the game, once (`game.core.move_table.kind`)."""
        raise NotImplementedError

    def phase(self, state: S) -> Hashable:
        """The phase (or decision) `state` is in, as the move kinds' `phases` name it: by
        default the pending decision's kind."""
        pending = state.pending
        return pending.kind if pending is not None else None

    # -- hooks: the gates' words --------------------------------------------------------------

    def gate_error(self, gate: str, message: str) -> IllegalMove:
        """A refusal by one of the kernel's own gates, with the game's code for it."""
        return IllegalMove(f"{self.name}/{self.codes.get(gate, GATE_CODES[gate])}", message)

    def no_seat(self, move: Move) -> IllegalMove:
        """The refusal of a move by a seat the game does not have."""
        return self.gate_error("no_seat", f"There is no seat {move.seat} in {self._noun}.")

    def unlisted(self, state: S, move: Move) -> IllegalMove:
        """The refusal of a move the rules' reasons let through but do not list."""
        return self.gate_error("unlisted", "That is not one of the moves open to you now.")

    def game_over(self, state: S) -> IllegalMove:
        """The rejection of any move once the game is over (`state.result` is set)."""
        raise NotImplementedError

    def first_reason(self, state: S, move: Move) -> IllegalMove | None:
        """A specific reason the game's reference puts before "not your turn"."""
        return None

    def not_yours(self, state: S, move: Move) -> IllegalMove:
        """The rejection of a move by a seat that is not asked now."""
        raise NotImplementedError

    def wrong_phase(self, state: S, move: Move) -> IllegalMove:
        """The rejection of a move whose kind is not open in the current phase."""
        raise NotImplementedError

    # -- hooks: the game itself -----------------------------------------------------------

    def start(self, seats: Sequence[str], seed: int, options: dict[str, Any]) -> S:
        """A new game with these seats, seed and (checked, complete) options."""
        raise NotImplementedError

    def perform(self, state: S, move: Move) -> None:
        """Carry out a legal move (already recorded in `state.moves`): its kind's apply,
        then what follows every move (`settle`)."""
        self._kinds[move.kind].apply(state, move)
        self.settle(state, move)

    def settle(self, state: S, move: Move) -> None:
        """What follows every move: the automatic steps up to the next decision."""

    def own_moves(self, state: S, seat: int) -> list[Move]:
        """Every legal move of `seat`, which the game is waiting for: the listers of the
        kinds open in the current phase, in the order the kinds were declared."""
        listers = self._listers.get(self._phase(state), ())
        if len(listers) == 1:
            return listers[0](state, seat)
        moves: list[Move] = []
        for lister in listers:
            moves += lister(state, seat)
        return moves

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
        return state.clone(history=False)

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
