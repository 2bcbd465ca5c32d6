"""What the table scene needs from a game's screen layout: one kit per game.

The table scene is the same for every game: it draws the kit's boards and the
cards the kit places, turns drags, clicks and keys into moves through the
session, and shows the rules' reasons. A kit says where everything goes and
what a press, click or hover means in its game. It never changes game state.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

import pygame

from game.core.entry import GameEntry
from game.core.move import Move
from game.table.sprites import Placement

PANEL = 300  # the right-hand panel every table has: status, buttons, log


@dataclass(frozen=True)
class Grab:
    """A piece picked up from the board rather than from the card layer (a Dragon token)."""

    piece: str
    zone: str
    face: str
    width: int
    center: tuple[int, int]


@dataclass
class Button:
    label: str
    key: int
    move: Move | None  # None: a client action named by `action`
    action: str = ""
    enabled: bool = True
    confirm: str = ""
    """Asked once before the move is made, when pressing it gives up something the
    player may not mean to (skipping a whole phase with actions left); "" asks nothing."""
    help: str = ""  # hover help: what pressing it does, in full


@dataclass(frozen=True)
class Mark:
    """News floated over the board after a move: a gain or a loss where it happened."""

    pos: tuple[int, int]
    text: str
    good: bool = True  # gold for a gain, red for a loss


@dataclass
class Layout:
    size: tuple[int, int] = (1280, 720)
    zones: dict[str, pygame.Rect] = field(default_factory=dict)  # drop targets and piles
    tiles: dict[str, pygame.Rect] = field(default_factory=dict)  # things to click, by name
    keep_clear: list[pygame.Rect] = field(default_factory=list)
    """Pictures a notice should not cover besides the zones, tiles and cards (a map)."""

    def fitted(self) -> Layout:
        """The shared guard: every rect at least `MIN_SIDE` wide and high, changed in
        place (kits keep references to their rects), so nothing drawn from a cramped
        layout ever gets a size of zero or less."""
        for rect in (*self.zones.values(), *self.tiles.values()):
            rect.w = max(rect.w, MIN_SIDE)
            rect.h = max(rect.h, MIN_SIDE)
        return self


MIN_SIDE = 8


class TableKit(Protocol):
    layout: Layout

    # faces of the pieces the card layer draws
    def face(self, key: str, width: int) -> pygame.Surface: ...
    def height_for(self, width: int) -> int: ...
    def enlargeable(self, key: str) -> bool: ...

    # where things go
    def arrange(self, view: Any, size: tuple[int, int]) -> Layout: ...
    def placements(self, view: Any) -> list[Placement]: ...
    def spawn_points(self) -> dict[str, tuple[int, int]]: ...
    def drop_zone_at(self, pos: tuple[int, int]) -> str | None: ...
    def thing_at(self, pos: tuple[int, int]) -> str | None: ...

    # what gestures mean
    def on_refresh(self, view: Any) -> None: ...
    def press_piece(self, view: Any, piece: str) -> bool: ...
    def grab(self, view: Any, pos: tuple[int, int]) -> Grab | None: ...
    def click(self, view: Any, legal: list[Move], pos: tuple[int, int]) -> Move | None: ...
    def buttons(self, view: Any, legal: list[Move]) -> list[Button]: ...

    # words and drawing
    def status(self, view: Any) -> list[str]: ...
    def hover_text(self, view: Any, pos: tuple[int, int], piece: str | None) -> list[str]: ...
    def draw_under(
        self, surface: pygame.Surface, view: Any, glow: set[str], refuse: str | None
    ) -> None: ...
    def draw_over(self, surface: pygame.Surface, view: Any) -> None: ...

    # a held piece that can be split (how many tokens of a stack to carry)
    def start_hold(self, view: Any, piece: str, face: str) -> str: ...
    def carry(self, view: Any, change: int, absolute: bool = False) -> str | None: ...
    def end_hold(self) -> None: ...
    def hold_hint(self, zone: str | None = None) -> str: ...
    def drop_args(self) -> dict[str, Any]: ...

    # animations the kit runs itself (dice, a walking dragon); bots wait while busy
    def update(self, dt: float) -> None: ...
    def busy(self) -> bool: ...
    def overlay_click(self, pos: tuple[int, int]) -> bool: ...

    # what a move looks like to a player, and what it changed
    def move_label(self, view: Any, move: Move) -> str: ...
    def marks(self, before: Any, after: Any) -> list[Mark]: ...
    def click_takes(self, zone: str) -> bool: ...
    def click_target(self, zone: str) -> str | None: ...

    # hot seat and private questions
    def curtain_words(self, view: Any, seat: int, name: str) -> str: ...
    def ask_before(self, view: Any, move: Move) -> str: ...
    def enlarged(self, key: str) -> str: ...


class KitDefaults:
    """What a kit does when its game has no splittable pieces and no animations."""

    def start_hold(self, view: Any, piece: str, face: str) -> str:
        return face

    def carry(self, view: Any, change: int, absolute: bool = False) -> str | None:
        return None

    def end_hold(self) -> None:
        pass

    def click_target(self, zone: str) -> str | None:
        """Where a plain click on a piece in `zone` sends it, when the click takes it
        (`click_takes`): the table asks the rules why not there when it can't go."""
        return None

    def hold_hint(self, zone: str | None = None) -> str:
        """Words beside a carried piece (`zone`: the zone under the pointer, if any)."""
        return ""

    def drop_args(self) -> dict[str, Any]:
        return {}

    def update(self, dt: float) -> None:
        pass

    def busy(self) -> bool:
        return False

    def overlay_click(self, pos: tuple[int, int]) -> bool:
        """A click that closes something shown over the table (True: nothing else happens)."""
        return False

    def move_label(self, view: Any, move: Move) -> str:
        """The move in a player's words, for keyboard play (Tab picks, Enter plays)."""
        return plain_label(move)

    def marks(self, before: Any, after: Any) -> list[Mark]:
        """Gains and losses to float over the board after a move (`before` and `after`
        are the views of the seat at the screen)."""
        return []

    def click_takes(self, zone: str) -> bool:
        """Whether a plain click on a piece in `zone` makes its one move (a Supply pile
        to buy, a draft card to pick); elsewhere a double-click does."""
        return False

    def curtain_words(self, view: Any, seat: int, name: str) -> str:
        """The curtain's words when `seat` (called `name`) takes the screen: "Pass to
        Brann", unless the game says why it is their turn to look ("Pass to Brann — 2
        dragons attack you"). `view` is what the screen showed before: public facts only."""
        return f"Pass to {name}"

    def ask_before(self, view: Any, move: Move) -> str:
        """A question for the player at the screen before a move made by a drop, a
        double-click or Enter that they may not mean (a legal move that dooms something of
        theirs); "" asks nothing. The scene asks it privately; only Yes makes the move."""
        return ""

    def enlarged(self, key: str) -> str:
        """The face shown enlarged on hover for a piece whose face is `key`: the same face,
        unless the piece lies face down and the player at the screen may look at it."""
        return key


def plain_label(move: Move) -> str:
    """A move named from its kind and what it moves: "Buy: Silver", "Pass bid"."""
    words = move.kind.replace("_", " ").capitalize()
    if move.gesture is not None:
        piece = move.gesture.piece.split(":")[-1]
        return f"{words}: {piece} to {move.gesture.to_zone.split(':')[0]}"
    shown = ", ".join(f"{v}" for _, v in move.args if isinstance(v, str | int))
    return f"{words}: {shown}" if shown else words


def client_of(entry: GameEntry) -> ModuleType | None:
    """A game's client package (its kit and face checks), imported now; None if it has none."""
    return importlib.import_module(entry.client) if entry.client else None


def kit_for(entry: GameEntry, ruleset: Any, layout: Path | None = None) -> TableKit:
    """The game's table kit, from the client package its entry names; with `layout`, its
    faces drawn from a designer's layout file."""
    client = client_of(entry)
    if client is None:
        raise ValueError(f"There is no table for {ruleset.title} yet.")
    kit: TableKit = client.make_kit(ruleset) if layout is None else client.make_kit(ruleset, layout)
    return kit
