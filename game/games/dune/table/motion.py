"""What changed between two views, for the eye: stacks that moved (to slide them
along their path) and gains and losses (to float over the board as marks).

Both compare the view before a move with the view after it, whoever made the
move; neither changes anything.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from game.games.dune.board import Board
from game.games.dune.state import ELVES, DuneState
from game.games.dune.table.words import faction, plural
from game.table.kit import Mark

SLIDE_STEP = 0.22  # seconds a sliding stack takes from one region to the next
MAX_SLIDE_STEPS = 5  # a longer way (the Orcs' Ace) slides straight there

Point = tuple[float, float]


@dataclass(frozen=True)
class Shift:
    """`n` tokens of `seat` went from `src` to `dst` (a stack's move, hidden or not)."""

    seat: int
    src: str
    dst: str
    n: int


def _counts(view: DuneState, seat: int) -> dict[str, int]:
    """Tokens of `seat` per region, hidden Elves with the visible ones."""
    out = {rid: c[seat] for rid, c in view.tokens.items() if c[seat]}
    if seat == ELVES:
        for rid, n in view.hidden.items():
            if n:
                out[rid] = out.get(rid, 0) + n
    return out


def shifts(before: DuneState, after: DuneState) -> list[Shift]:
    """Stacks that moved: a seat with the same number of tokens on the board, fewer in
    exactly one region and as many more in exactly one other."""
    found = []
    for seat in range(4):
        old, new = _counts(before, seat), _counts(after, seat)
        diff = {r: new.get(r, 0) - old.get(r, 0) for r in set(old) | set(new)}
        diff = {r: d for r, d in diff.items() if d}
        down = [r for r, d in diff.items() if d < 0]
        up = [r for r, d in diff.items() if d > 0]
        if len(down) == 1 and len(up) == 1 and diff[down[0]] == -diff[up[0]]:
            found.append(Shift(seat, down[0], up[0], diff[up[0]]))
    return found


def way(board: Board, src: str, dst: str) -> list[str]:
    """The regions a slide passes, `src` first: a shortest way over the borders, or
    straight there when that is long (or there is none)."""
    back: dict[str, str | None] = {src: None}
    todo: deque[str] = deque([src])
    order = list(board.regions)
    while todo:
        here = todo.popleft()
        if here == dst:
            break
        for nxt in sorted(board.adjacency.get(here, ()), key=order.index):
            if nxt not in back:
                back[nxt] = here
                todo.append(nxt)
    if dst not in back:
        return [src, dst]
    path: list[str] = []
    at: str | None = dst
    while at is not None:
        path.append(at)
        at = back[at]
    path.reverse()
    return path if len(path) - 1 <= MAX_SLIDE_STEPS else [src, dst]


@dataclass
class Slide:
    """A stack on its way: map points it passes, and how long it has been going."""

    seat: int
    n: int
    points: list[Point]
    hidden: bool = False
    t: float = 0.0

    def duration(self) -> float:
        return SLIDE_STEP * max(1, len(self.points) - 1)

    def done(self) -> bool:
        return self.t >= self.duration()

    def where(self) -> Point:
        """Its map point now, easing in and out of every region on the way."""
        if len(self.points) < 2:
            return self.points[-1]
        i = min(int(self.t / SLIDE_STEP), len(self.points) - 2)
        f = min(1.0, (self.t - i * SLIDE_STEP) / SLIDE_STEP)
        f = f * f * (3 - 2 * f)
        (x0, y0), (x1, y1) = self.points[i], self.points[i + 1]
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)


def marks(
    before: DuneState,
    after: DuneState,
    at_region: Callable[[str], tuple[int, int]],
    at_gold: Callable[[str], tuple[int, int]],
    at_box: Callable[[int], tuple[int, int]],
) -> list[Mark]:
    """Gains and losses a move brought: tokens lost or raised, gold won or paid, gold
    put on or taken from the plains, artifacts gained or lost."""
    out: list[Mark] = []
    moved = {s.seat for s in shifts(before, after)}
    for seat in range(4):
        if seat in moved:
            continue
        old, new = _counts(before, seat), _counts(after, seat)
        for rid in sorted(set(old) | set(new), key=lambda r: (len(r), r)):
            d = new.get(rid, 0) - old.get(rid, 0)
            if d:
                sign = "+" if d > 0 else "−"
                text = f"{sign}{plural(abs(d), 'token')} {faction(seat)}"
                x, y = at_region(rid)
                out.append(Mark((x, y - 24 - 18 * seat), text, d > 0))
    for rid in sorted(set(before.gold_on) | set(after.gold_on), key=lambda r: (len(r), r)):
        d = after.gold_on.get(rid, 0) - before.gold_on.get(rid, 0)
        if d:
            sign = "+" if d > 0 else "−"
            out.append(Mark(at_gold(rid), f"{sign}{abs(d)} gold", d > 0))
    for seat in range(4):
        x, y = at_box(seat)
        d = after.players[seat].gold - before.players[seat].gold
        if d:
            sign = "+" if d > 0 else "−"
            out.append(Mark((x, y), f"{sign}{abs(d)} gold", d > 0))
        c = len(after.players[seat].hand) - len(before.players[seat].hand)
        if c:
            sign = "+" if c > 0 else "−"
            out.append(Mark((x, y + 20), f"{sign}{plural(abs(c), 'artifact')}", c > 0))
    return out
