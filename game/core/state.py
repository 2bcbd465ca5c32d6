"""What every game state has in common: seats, options, seed, RNG, log, moves, result."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import Any, Self

from game.core.rng import Rng
from game.core.zones import HIDDEN_CARD, Zone


def copy_plain(value: Any) -> Any:
    """A copy of plain data (dicts, lists, tuples and sets of scalars) sharing nothing
    mutable; anything else goes to `copy.deepcopy`. Far quicker than `deepcopy` for the
    working data and secret answers the games keep in their states."""
    kind = type(value)
    if value is None or kind is int or kind is str or kind is bool or kind is float:
        return value
    if kind is dict:
        return {k: copy_plain(v) for k, v in value.items()}
    if kind is list:
        return [copy_plain(v) for v in value]
    if kind is tuple:
        return tuple(copy_plain(v) for v in value)
    if kind is set:
        return {copy_plain(v) for v in value}
    return copy.deepcopy(value)


@dataclass(slots=True)
class LogLine:
    """One line of the game log: public (seat None) or private to one seat.

    Never changed once written (nothing assigns to a line), but not frozen: a frozen
    dataclass costs four times as much to make, and every step writes lines."""

    text: str
    seat: int | None = None
    move: int = -1  # index of the move that wrote it; -1 for set-up


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended. `winners` is empty for a draw."""

    winners: tuple[int, ...]
    how: str
    summary: str = ""


ANSWERED = "answered"
"""What a secret answer looks like to the other seats before the reveal."""


@dataclass(slots=True)
class Pending:
    """A decision the game waits for: who, what kind, which choices, how many.

    Simultaneous secret choices (bids, army sizes) are collected one seat at a
    time: `seats` lists who still has to answer, `answers` holds what the others
    wrote, and views show other seats' answers only as ``"answered"`` until the
    game reveals them all together.
    """

    kind: str
    seats: tuple[int, ...]
    prompt: str = ""
    choices: tuple[str, ...] = ()
    min: int = 0
    max: int = 0
    secret: bool = False
    answers: dict[int, Any] = field(default_factory=dict)
    private_to: tuple[int, ...] = ()  # if set, only these seats see the choices (a hand)

    def answer(self, seat: int, value: Any) -> bool:
        """Record `seat`'s answer; True once every seat has answered."""
        if seat not in self.seats:
            raise ValueError(f"seat {seat} has no answer to give to {self.kind}")
        self.answers[seat] = value
        self.seats = tuple(s for s in self.seats if s != seat)
        return not self.seats

    def seen_by(self, seat: int | None) -> Pending:
        """The decision as `seat` sees it: others' secret answers and private choices hidden."""
        seen = self.copy()
        if self.secret:
            seen.answers = {s: (a if s == seat else ANSWERED) for s, a in self.answers.items()}
        if self.private_to and seat not in self.private_to:
            seen.choices = (HIDDEN_CARD,) * len(self.choices)
        return seen

    def copy(self) -> Pending:
        return Pending(
            self.kind,
            self.seats,
            self.prompt,
            self.choices,
            self.min,
            self.max,
            self.secret,
            {seat: copy_plain(answer) for seat, answer in self.answers.items()},
            self.private_to,
        )


@dataclass(slots=True)
class GameState:
    """The fields the kernel, saves and tests rely on; each game subclasses it.

    `viewer` is None in the real state and the seat number in a view made by
    `Ruleset.view`: a view holds no card id that seat may not see, no move list
    and a blank RNG.
    """

    game: str
    seats: list[str]
    options: dict[str, Any]
    seed: int
    rng: Rng
    pending: Pending | None = None
    log: list[LogLine] = field(default_factory=list)
    moves: list[Any] = field(default_factory=list)  # list[Move]; Any keeps the import light
    result: Result | None = None
    viewer: int | None = None
    is_view: bool = False
    # The last legal list the rules made for this position: (moves made, seat, the
    # moves, their ids once asked for). Not part of the game: never compared or saved.
    listed: Any = field(
        default=None, compare=False, repr=False, kw_only=True, metadata={"plain": False}
    )

    def zones(self) -> Iterator[Zone]:
        """Every zone of the game; each card id lies in exactly one of them."""
        return iter(())

    def clone(self, history: bool = True) -> Self:
        """An independent copy: the kernel's fields here, the game's own in `copy_own`.
        Without `history` the log and the move list are left empty (a view fills in its
        own log and shows no moves)."""
        new = self.copy_kernel(history)
        self.copy_own(new)
        return new

    def copy_kernel(self, history: bool = True, view: bool = False) -> Self:
        """A new state of this kind holding a copy of the kernel's fields only; the
        game's own fields are for its `copy_own` (or its own `clone`) to fill in. A copy
        for a `view` shares the RNG and the decision, which the view replaces at once."""
        new = object.__new__(type(self))
        new.game = self.game
        new.seats = list(self.seats)
        new.options = dict(self.options)
        new.seed = self.seed
        pending = self.pending
        if view:
            new.rng, new.pending = self.rng, pending
        else:
            new.rng = self.rng.copy()
            new.pending = pending.copy() if pending is not None else None
        new.log = list(self.log) if history else []
        new.moves = list(self.moves) if history else []
        new.result = self.result
        new.viewer = self.viewer
        new.is_view = self.is_view
        new.listed = self.listed if history and not view else None
        return new

    def copy_own(self, new: Self) -> None:
        """Copy what the game adds to the kernel's fields into `new`. By default a deep
        copy of each; a game whose states are copied often (by bots, by views) copies
        its own fields by hand."""
        for f in fields(self)[len(KERNEL_FIELDS) :]:
            setattr(new, f.name, copy.deepcopy(getattr(self, f.name)))

    def say(self, text: str, seat: int | None = None) -> None:
        self.log.append(LogLine(text, seat, len(self.moves)))

    def name(self, seat: int) -> str:
        return self.seats[seat]


KERNEL_FIELDS = tuple(f.name for f in fields(GameState))
"""The kernel's fields of every state, in order; a game's own come after them."""
