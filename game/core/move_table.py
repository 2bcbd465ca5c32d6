"""Each move kind of a game, declared once: its arguments, where it is open, its reason,
what it does and how its legal moves are listed, side by side.

boardgame.io declares each move per phase in its flow config; pokerkit keeps
`verify_x`, `can_x` and `x` together. Here a game hands the kernel one `MoveKind` per
kind of move, and the kernel (`rules_base.Rules`) runs the shape gate (a kind the game
has, a seat it has, the arguments the kind takes, each of the kind and range it must
be) and the phase gate (the kind is open in the current phase or decision) from this
table for every game, before the game's own reason. A move that fails the shape gate
is refused with the game's malformed code and a sentence naming the move, the
argument and what was expected; nothing malformed ever reaches a game's own code.

Pure: no pygame, no pymunk.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from game.core.errors import IllegalMove
from game.core.move import ArgValue, Move, freeze
from game.core.state import GameState

S = TypeVar("S", bound=GameState)

Reason = Callable[[S, Move], IllegalMove | None]
"""Why a move of this kind is illegal now (None: it is legal); the gates already passed."""
Apply = Callable[[S, Move], None]
"""Carry out a legal move of this kind (already recorded in `state.moves`)."""
Lister = Callable[[S, int], list[Move]]
"""Every legal move of this kind (or of the kinds listed with it) for a seat; a new list."""
Shape = Callable[[Move], str | None]
"""What a move's arguments must satisfy together (depends on the move alone)."""


class _Required:
    """The default of an argument that has none: a move must give it."""

    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()

NoneType = type(None)


def _kind_words(kinds: tuple[type, ...]) -> str:
    return " or ".join("nothing" if k is NoneType else k.__name__ for k in kinds)


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument of a move kind: its name, the kinds of value it takes (a bool is
    never taken for an int), and optionally its choices, range, the kind of each item of
    a tuple, and a default that makes it optional (a move without it means the default,
    and the listed move carries the default too)."""

    name: str
    kinds: tuple[type, ...]
    choices: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None
    items: type | None = None
    items_words: str = ""  # what a tuple lists: "cards by their ids"
    distinct: bool = False
    one_item: str = "a card"  # the words for one item, when it is named twice
    default: Any = REQUIRED
    wrong: str = ""  # the sentence for a value out of its choices or range ({value!r})

    @property
    def optional(self) -> bool:
        return self.default is not REQUIRED

    def problem(self, kind: str, value: Any) -> str | None:
        """What is wrong with `value` for this argument of a `kind` move (None: nothing)."""
        kinds = self.kinds
        if type(value) is bool:
            if bool not in kinds:
                return f"{kind}'s {self.name} should be {_kind_words(kinds)}, not {value!r}."
        elif not isinstance(value, kinds):
            return f"{kind}'s {self.name} should be {_kind_words(kinds)}, not {value!r}."
        if value is None:
            return None
        if self.items is not None and type(value) is tuple:
            items = self.items
            for item in value:
                if type(item) is bool or not isinstance(item, items):
                    return f"{kind} lists {self.items_words or 'its items by name'}."
            if self.distinct and len(set(value)) != len(value):
                return f"{kind} names {self.one_item} twice."
        if self.choices and value not in self.choices:
            if self.wrong:
                return self.wrong.format(value=value)
            shown = ", ".join(str(c) for c in self.choices)
            return f"{kind}'s {self.name} should be one of {shown}, not {value!r}."
        if type(value) is int and (
            (self.low is not None and value < self.low)
            or (self.high is not None and value > self.high)
        ):
            if self.wrong:
                return self.wrong.format(value=value)
            if self.high is None:
                return f"{kind}'s {self.name} should be {self.low} or more, not {value}."
            if self.low is None:
                return f"{kind}'s {self.name} should be {self.high} or less, not {value}."
            return f"{kind}'s {self.name} should be from {self.low} to {self.high}, not {value}."
        return None


# -- arguments, as a game declares them -----------------------------------------------------


def text(
    name: str, *, choices: Sequence[str] = (), wrong: str = "", default: Any = REQUIRED
) -> Arg:
    """A word: a card id, a region, a pile's name (one of `choices`, if given)."""
    return Arg(name, (str,), tuple(choices), wrong=wrong, default=default)


def maybe_text(name: str, *, default: Any = REQUIRED) -> Arg:
    """A word or nothing (an artifact a plan may leave out)."""
    return Arg(name, (str, NoneType), default=default)


def whole(
    name: str,
    *,
    low: int | None = None,
    high: int | None = None,
    choices: Sequence[int] = (),
    wrong: str = "",
    default: Any = REQUIRED,
) -> Arg:
    """A whole number, never a bool, optionally within `low`..`high`."""
    return Arg(name, (int,), tuple(choices), low, high, wrong=wrong, default=default)


def maybe_whole(name: str, *, low: int | None = None, default: Any = REQUIRED) -> Arg:
    """A whole number or nothing."""
    return Arg(name, (int, NoneType), low=low, default=default)


def flag(name: str, *, default: Any = REQUIRED) -> Arg:
    """True or false."""
    return Arg(name, (bool,), default=default)


def words(
    name: str,
    lists: str = "cards by their ids",
    *,
    distinct: bool = True,
    one: str = "a card",
) -> Arg:
    """A tuple of words: cards by their ids (each once, by default), a path of regions."""
    return Arg(name, (tuple,), items=str, items_words=lists, distinct=distinct, one_item=one)


def value(name: str, *kinds: type, wrong: str = "") -> Arg:
    """An argument of any of several kinds (a card or a list of cards)."""
    return Arg(name, tuple(kinds), wrong=wrong)


# -- the move kinds -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoveKind(Generic[S]):
    """One kind of move: its arguments, the phases (or pending decisions) where it is
    open, its own reason, what it does, and its legal-move lister.

    `moves` is None for a kind whose moves another kind's lister lists with its own (a
    pass listed after the answers it passes on), and for an `anytime` kind: a move any
    seat may make at any moment (resigning), which no phase gate or seat gate stops and
    no legal list offers (a bot never resigns by chance; the menu offers it)."""

    name: str
    args: tuple[Arg, ...]
    phases: frozenset[Hashable]
    apply: Apply[S]
    reason: Reason[S] | None = None
    moves: Lister[S] | None = None
    shape: Shape | None = None
    anytime: bool = False
    # worked out from `args` once
    names: tuple[str, ...] = field(init=False)  # every argument's name, sorted (Move's order)
    required: tuple[str, ...] = field(init=False)  # in declaration order
    defaults: tuple[tuple[str, ArgValue], ...] = field(init=False)
    checks: tuple[tuple[int, Arg], ...] = field(init=False)  # (place in `names`, arg)

    def __post_init__(self) -> None:
        names = tuple(sorted(a.name for a in self.args))
        if len(set(names)) != len(names):
            raise ValueError(f"{self.name} names an argument twice")
        by_name = {a.name: a for a in self.args}
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "required", tuple(a.name for a in self.args if not a.optional))
        object.__setattr__(
            self,
            "defaults",
            tuple((n, freeze(by_name[n].default)) for n in names if by_name[n].optional),
        )
        places = {n: i for i, n in enumerate(names)}
        object.__setattr__(self, "checks", tuple((places[a.name], a) for a in self.args))


def kind(
    name: str,
    *args: Arg,
    phases: Iterable[Hashable] = (),
    apply: Apply[S],
    reason: Reason[S] | None = None,
    moves: Lister[S] | None = None,
    shape: Shape | None = None,
    anytime: bool = False,
) -> MoveKind[S]:
    """A move kind, as a game declares it: `kind("attack", text("target"), phases={ACTION},
    reason=..., apply=..., moves=...)`."""
    return MoveKind(name, tuple(args), frozenset(phases), apply, reason, moves, shape, anytime)


class MoveTable(Generic[S]):
    """A game's move kinds, looked up by name and by phase.

    `open_in(phase)` gives the kinds open in a phase, in the order they were declared,
    and `listers(phase)` the listers that give their legal moves, so a position's
    legal moves come in declaration order."""

    def __init__(self, kinds: Iterable[MoveKind[S]]) -> None:
        self.kinds: dict[str, MoveKind[S]] = {}
        for k in kinds:
            if k.name in self.kinds:
                raise ValueError(f"two move kinds are called {k.name!r}")
            self.kinds[k.name] = k
        self._open: dict[Hashable, tuple[MoveKind[S], ...]] = {}
        self._listers: dict[Hashable, tuple[Lister[S], ...]] = {}
        for k in self.kinds.values():
            for phase in k.phases:
                self._open[phase] = (*self._open.get(phase, ()), k)
        for phase, open_kinds in self._open.items():
            listers: list[Lister[S]] = []
            for k in open_kinds:
                if k.moves is not None and k.moves not in listers:
                    listers.append(k.moves)
            self._listers[phase] = tuple(listers)

    def open_in(self, phase: Hashable) -> tuple[MoveKind[S], ...]:
        return self._open.get(phase, ())

    def listers(self, phase: Hashable) -> tuple[Lister[S], ...]:
        return self._listers.get(phase, ())

    @property
    def phases(self) -> tuple[Hashable, ...]:
        return tuple(self._open)

    def shape_problem(self, k: MoveKind[S], move: Move) -> str | None:
        """What is wrong with `move`'s arguments for its kind `k` (None: nothing)."""
        args = move.args
        names = k.names
        if len(args) != len(names) or any(a[0] != n for a, n in zip(args, names, strict=True)):
            given = [a[0] for a in args]
            if (
                len(set(given)) != len(given)
                or any(n not in names for n in given)
                or any(n not in given for n in k.required)
            ):
                wanted = ", ".join(k.required) or "no arguments"
                optional = [a.name for a in k.args if a.optional]
                if optional:
                    wanted += f" (optional: {', '.join(optional)})"
                return f"{k.name} takes {wanted}; got {', '.join(given) or 'none'}."
            if given != sorted(given):  # a move made by hand, not by `Move.make`
                return f"{k.name} gives its arguments out of order ({', '.join(given)})."
            args = normal(k, move).args
        for place, arg in k.checks:
            problem = arg.problem(k.name, args[place][1])
            if problem is not None:
                return problem
        return k.shape(move) if k.shape is not None else None


def normal(k: MoveKind[Any], move: Move) -> Move:
    """`move` with every optional argument it leaves out given its default (the form the
    rules list and record); the move itself when it gives them all."""
    if len(move.args) == len(k.names) or not k.defaults:
        return move
    given = dict(move.args)
    args = tuple(sorted((*move.args, *((n, v) for n, v in k.defaults if n not in given))))
    return Move(move.seat, move.kind, args, move.gesture)
