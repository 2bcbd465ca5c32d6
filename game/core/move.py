"""Moves: small frozen values that every gesture, button and bot decision becomes."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")

# An argument is a JSON scalar or a tuple of them (tuples keep a Move hashable).
ArgValue = str | int | bool | None | tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Gesture:
    """What a drag on the table looks like: which piece went from where to where."""

    piece: str
    from_zone: str
    to_zone: str

    def to_json(self) -> dict[str, str]:
        return {"piece": self.piece, "from": self.from_zone, "to": self.to_zone}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Gesture:
        return cls(str(data["piece"]), str(data["from"]), str(data["to"]))


def freeze(value: Any) -> ArgValue:
    """Lists from JSON become tuples so the move stays hashable."""
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    if value is None or isinstance(value, str | int | bool):
        return value
    raise TypeError(f"a move argument must be a JSON scalar or a list, not {value!r}")


def _thaw(value: ArgValue) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Move:
    """A seat's decision: `kind` plus named arguments.

    `gesture` records the drag a move answers (card, from-zone, to-zone) so the
    client can match a drop to a legal move. It does not take part in equality:
    the same decision made by a button or by a drag is the same move.
    """

    seat: int
    kind: str
    args: tuple[tuple[str, ArgValue], ...] = ()
    gesture: Gesture | None = field(default=None, compare=False)

    @classmethod
    def make(cls, seat: int, kind: str, gesture: Gesture | None = None, /, **args: Any) -> Move:
        return cls(seat, kind, tuple(sorted((k, freeze(v)) for k, v in args.items())), gesture)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def __getitem__(self, name: str) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def describe(self) -> str:
        """A plain line for logs and debugging; games give richer lines in their log."""
        shown = ", ".join(f"{k}={_thaw(v)}" for k, v in self.args)
        return f"seat {self.seat}: {self.kind}({shown})"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seat": self.seat,
            "kind": self.kind,
            "args": {k: _thaw(v) for k, v in self.args},
        }
        if self.gesture is not None:
            data["gesture"] = self.gesture.to_json()
        return data

    @classmethod
    def from_json(cls, data: Any) -> Move:
        """Build a move from its JSON form; raises ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"a move must be an object, not {type(data).__name__}")
        seat, kind, args = data.get("seat"), data.get("kind"), data.get("args", {})
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError(f"a move's seat must be a number, not {seat!r}")
        if not isinstance(kind, str) or not kind:
            raise ValueError(f"a move's kind must be a name, not {kind!r}")
        if not isinstance(args, dict):
            raise ValueError(f"a move's args must be an object, not {args!r}")
        try:
            frozen = tuple(sorted((str(k), freeze(v)) for k, v in args.items()))
        except TypeError as exc:
            raise ValueError(str(exc)) from None
        raw_gesture = data.get("gesture")
        gesture = None
        if raw_gesture is not None:
            try:
                gesture = Gesture.from_json(raw_gesture)
            except (KeyError, TypeError):
                raise ValueError(f"a move's gesture is damaged: {raw_gesture!r}") from None
        return cls(seat, kind, frozen, gesture)


class MoveMemo:
    """The moves (and lists of moves) a game offers again and again, each made once.

    Legal-move lists are rebuilt at every position, and a frozen `Move` with its
    `Gesture` costs far more to make than to look up. Keys are plain values, tagged by
    what they stand for; the store is bounded (`limit`): past it, it starts afresh, so
    a game whose ids grow without end (Hatch's eggs) does not grow it without end. The
    rules' memory of well-formed moves (`known`), which holds every move noted in it,
    is bounded by the same limit: it too starts afresh past it."""

    __slots__ = ("_moves", "find", "held", "known", "limit")

    def __init__(self, limit: int = 100_000, known: dict[int, Move] | None = None) -> None:
        self._moves: dict[Hashable, Any] = {}
        self.limit = limit
        self.held = 0  # the moves the store holds, those in its lists counted one by one
        self.known = known
        """Where the moves made here are noted by identity as well formed (the rules'
        memory of checked moves): a lister's moves are made well formed, and the shared
        playout test checks every listed move's shape."""
        self.find: Callable[[Hashable], Any] = self._moves.get
        """What was made for a key, or None: the quickest look, for a hot loop that
        makes what is missing itself (with `get` or `put`)."""

    def get(self, key: Hashable, make: Callable[[], T]) -> T:
        """What `make()` made for `key`, made the first time it is asked for."""
        found: T | None = self._moves.get(key)
        if found is None:
            found = self.put(key, make())
        return found

    def plain(self, seat: int, kind: str) -> Move:
        """A move without arguments (roll, pass, skip)."""
        key = (seat, kind)
        move: Move | None = self._moves.get(key)
        if move is None:
            move = self.put(key, Move(seat, kind))
        return move

    def card(self, seat: int, kind: str, card: str, src: str, dst: str) -> Move:
        """`kind(card=card)`, made by dragging `card` from `src` to `dst`."""
        key = (seat, kind, card, src, dst)
        move: Move | None = self._moves.get(key)
        if move is None:
            move = self.put(key, Move(seat, kind, (("card", card),), Gesture(card, src, dst)))
        return move

    def args(
        self,
        seat: int,
        kind: str,
        args: tuple[tuple[str, ArgValue], ...],
        gesture: Gesture | None = None,
    ) -> Move:
        """A move with these arguments (sorted by name, as `Move.make` sorts them)."""
        key = (seat, kind, args, gesture)
        move: Move | None = self._moves.get(key)
        if move is None:
            move = self.put(key, Move(seat, kind, args, gesture))
        return move

    def note(self, move: Move) -> Move:
        """A move a lister made and keeps itself (in a table of its own): noted as made
        well formed, like the moves kept here."""
        known = self.known
        if known is not None:
            if len(known) >= self.limit:
                known.clear()  # bounded like the store: a forgotten move is checked again
            known[id(move)] = move
        return move

    def put(self, key: Hashable, made: T) -> T:
        """Keep `made` for `key` (what `find` will give), and give it back."""
        if len(self._moves) >= self.limit:
            self.clear()
        self._moves[key] = made
        kept: Any = made
        known = self.known
        if known is not None and len(known) >= self.limit:
            known.clear()  # bounded like the store: a forgotten move is checked again
        if type(kept) is Move:
            self.held += 1
            if known is not None:
                known[id(kept)] = kept
        elif type(kept) is tuple or type(kept) is list:
            self.held += len(kept)
            if known is not None:
                for item in kept:
                    if type(item) is Move:
                        known[id(item)] = item
        return made

    def clear(self) -> None:
        """Forget every move made here (and the rules' memory of them)."""
        self._moves.clear()
        self.held = 0
        if self.known is not None:
            self.known.clear()

    def trim(self, most: int, entries: int) -> None:
        """Between games: forget everything if the store holds more than `most` moves or
        `entries` entries (a lister may fill a list it put here, which `held` does not
        see), so a long session (the client, a simulation on one worker) keeps at most
        about that and one game's worth, however many games it plays."""
        if self.held > most or len(self._moves) > entries:
            self.clear()

    def __len__(self) -> int:
        return len(self._moves)
