"""What the pointer does at the table: holding a piece (grab, carry, hover over zones,
release) and resting on something whose help shows after a dwell.

The controller keeps the held piece on its spring (`Drag`), asks the session once per
zone the piece is held over whether a drop there would be taken (the zones that would
take it glow; one that would not says why), and on release turns the drop into what it
means through one Session call (`resolve_drop`). It changes no game state: the scene
makes the move it hands back, and tells the controller whether the piece settles where
it was dropped or springs home.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.core.errors import IllegalMove
from game.core.move import Move
from game.session import Session
from game.table.drag import Drag
from game.table.kit import TableKit

CLICK_SLOP = 6  # pixels a press may wander and still be a click, not a drag
DOUBLE_CLICK = 0.45  # seconds between two clicks on one piece that play its move


class Released(Enum):
    """What a release of a held piece came to."""

    CLICK = "click"  # it hardly moved: a click on the piece
    NOWHERE = "nowhere"  # over no zone, or over its own: it springs home
    MOVE = "move"  # a drop meaning one move (`Release.move`)
    CHOOSE = "choose"  # a drop answering moves of several kinds (`Release.moves`)
    REFUSED = "refused"  # a drop the rules refuse (`Release.problem`)


@dataclass(frozen=True)
class Release:
    what: Released
    piece: str
    zone: str
    moves: list[Move] = field(default_factory=list)
    move: Move | None = None
    problem: IllegalMove | None = None


@dataclass
class Held:
    """A piece in the hand: what it is, where it came from, how it looks, its spring, the
    zones that would take it and the last zone that said why not."""

    piece: str
    zone: str
    face: str
    width: int
    drag: Drag
    home: tuple[float, float] | None = None  # where a piece taken from a pile lies
    glow: set[str] = field(default_factory=set)
    refuse: str | None = None
    reason: str = ""
    allowed: str | None = None

    @property
    def carried(self) -> bool:
        """Still in the hand (not springing home)."""
        return self.drag.home is None


class PointerControl:
    """The pointer at one table: the held piece, the press, and what it rests on."""

    def __init__(self, session: Session, board: TableKit) -> None:
        self.session = session
        self.board = board
        self.held: Held | None = None
        self.press_pos = (0, 0)
        self.hover: str | None = None  # what the pointer rests on (a face, tile or zone)
        self.hover_time = 0.0  # the enlarged card shows after a short dwell
        self.clock = 0.0  # seconds at this table, for double-clicks
        self.last_click: tuple[str, float] = ("", -1.0)

    # -- holding a piece ----------------------------------------------------------------

    def grab(
        self,
        view: Any,
        piece: str,
        zone: str,
        face: str,
        width: int,
        center: tuple[float, float],
        pos: tuple[int, int],
        home: tuple[float, float] | None = None,
    ) -> Held:
        """Take `piece` from `zone` into the hand at `pos`; the zones that accept it glow."""
        drag = Drag(center, (width, self.board.height_for(width)), pos)
        face = self.board.start_hold(view, piece, face)
        self.held = Held(piece, zone, face, width, drag, home)
        self.held.glow = self.session.targets_for(piece, zone)
        self.hover = None
        return self.held

    def carrying(self) -> Held | None:
        """The piece in the hand, if one is (not one springing home)."""
        held = self.held
        return held if held is not None and held.carried else None

    def move(self, pos: tuple[int, int]) -> None:
        """The pointer moved while a piece is held: it follows; over a new zone, the rules
        are asked once whether a drop there would be taken."""
        held = self.carrying()
        if held is None:
            return
        held.drag.move_to(pos)
        zone = self.board.drop_zone_at(pos)
        if zone is None or zone == held.zone:
            held.refuse, held.reason = None, ""
        elif zone != held.refuse and zone != held.allowed:
            reason = self.session.check_drop(held.piece, held.zone, zone, self.board.drop_args())
            held.refuse, held.reason = (zone, reason) if reason else (None, "")
            held.allowed = None if reason else zone

    def carry(self, view: Any, change: int, absolute: bool = False) -> str | None:
        """Carry more or fewer of a held stack's tokens; the new face, or None."""
        held = self.carrying()
        if held is None:
            return None
        face = self.board.carry(view, change, absolute)
        if face is None:
            return None
        held.face = face
        held.refuse, held.reason, held.allowed = None, "", None
        return face

    def release(self, pos: tuple[int, int]) -> Release | None:
        """Let go at `pos`: what the release means (None: nothing was held)."""
        held = self.carrying()
        if held is None:
            return None
        held.refuse, held.reason = None, ""
        dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
        if abs(dx) <= CLICK_SLOP and abs(dy) <= CLICK_SLOP:
            return Release(Released.CLICK, held.piece, held.zone)
        zone = self.board.drop_zone_at(pos)
        if zone is None or zone == held.zone:
            return Release(Released.NOWHERE, held.piece, held.zone)
        drop = self.session.resolve_drop(held.piece, held.zone, zone, self.board.drop_args())
        if drop.problem is not None:
            return Release(Released.REFUSED, held.piece, zone, problem=drop.problem)
        if drop.move is None:
            return Release(Released.CHOOSE, held.piece, zone, moves=drop.moves)
        return Release(Released.MOVE, held.piece, zone, moves=drop.moves, move=drop.move)

    def spring_home(self, home: tuple[float, float]) -> None:
        """The drop was not taken: the piece springs back to `home` (a pile's piece to
        where it was taken from)."""
        held = self.held
        if held is not None:
            held.drag.return_home(held.home or home)
            held.glow = set()

    def let_go(self) -> None:
        """The piece leaves the hand: its move was made, or it waits in place for a
        question to be answered."""
        if self.held is not None:
            self.board.end_hold()
        self.held = None
        self.hover = None

    def step(self, dt: float, speed: float) -> bool:
        """Run the held piece's spring; True when a piece home again left the hand."""
        held = self.held
        if held is None:
            return False
        held.drag.step(dt if held.carried else dt * speed)
        if held.drag.settled():
            self.let_go()
            return True
        return False

    # -- clicks and what the pointer rests on ---------------------------------------------

    def press(self, pos: tuple[int, int]) -> None:
        self.press_pos = pos

    def double_click(self, piece: str) -> bool:
        """A click on `piece`; True when it is the second soon after the first."""
        now = self.clock
        double = self.last_click[0] == piece and now - self.last_click[1] <= DOUBLE_CLICK
        self.last_click = (piece, now)
        return double

    def forget_click(self) -> None:
        self.last_click = ("", -1.0)

    def rest_on(self, thing: str | None) -> None:
        """The pointer moved onto `thing` (None: nothing with help): its dwell starts."""
        if thing != self.hover:
            self.hover, self.hover_time = thing, 0.0

    def moved_away(self, thing: str | None) -> None:
        """After a change the pointer did not make: drop help for what has moved away,
        but start none until the pointer moves (no enlarged card pops up after a drop)."""
        if self.hover is not None and thing != self.hover:
            self.hover = None

    def tick(self, dt: float) -> None:
        self.clock += dt
        self.hover_time += dt
