"""What every game state has in common: seats, options, seed, RNG, log, moves, result."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from game.core.rng import Rng
from game.core.zones import HIDDEN_CARD, Zone


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
            dict(self.answers),
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

    def zones(self) -> Iterator[Zone]:
        """Every zone of the game; each card id lies in exactly one of them."""
        return iter(())

    def clone(self) -> GameState:
        """An independent copy (log and move lists are shared-nothing, their items immutable)."""
        return copy.deepcopy(self)

    def say(self, text: str, seat: int | None = None) -> None:
        self.log.append(LogLine(text, seat, len(self.moves)))

    def name(self, seat: int) -> str:
        return self.seats[seat]
