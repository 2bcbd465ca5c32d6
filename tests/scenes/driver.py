"""A test driver for the real table: it does what a player's hand does, and nothing else.

Every action posts real pygame events (MOUSEMOTION, MOUSEBUTTONDOWN/UP, KEYDOWN/UP)
to a real `App` and steps it, so the table scene, pygame_gui and the kit see what
they would see from a mouse and a keyboard. No action calls `scene.submit` or
`session.submit`. Each action returns whether a move reached the rules (the game's
list of moves grew).

`play_move(driver, move)` makes one given legal move the way a player would: by
its drag if it has one, else by the button or the chips whose move it is, else by
picking cards and pressing the button that answers, else by a click on the table.
A legal move with no way to make it at the table fails the test, naming the move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame

from game.app import App
from game.core.gesture import match_drop
from game.core.move import Move
from game.scenes.choose import ChooseScene
from game.scenes.curtain import CurtainScene
from game.scenes.table import TableScene
from game.session import Session
from game.table.choices import Chip
from game.table.kit import Button

FRAME = 1 / 60
DRAG_STEPS = 3  # pointer positions between the press and the release of a drag


class Driver:
    """A player's hand on the table at the top of `app`'s scene stack."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.questions: list[str] = []  # what the table asked before a move, answered yes
        self._last: TableScene | None = None

    # -- what is on the screen ----------------------------------------------------------

    @property
    def scene(self) -> TableScene:
        """The table (under a curtain or a dialog, it is still the table being played)."""
        for scene in reversed(self.app.stack.scenes):
            if isinstance(scene, TableScene):
                self._last = scene
                return scene
        raise AssertionError(f"no table on the scene stack: {self.app.stack.scenes}")

    @property
    def session(self) -> Session:
        return self.scene.session

    def curtain(self) -> CurtainScene | None:
        top = self.app.stack.top
        return top if isinstance(top, CurtainScene) else None

    def moves(self) -> int:
        """How many moves the game at the table has (the last table seen, once it is gone)."""
        on_stack = [s for s in self.app.stack.scenes if isinstance(s, TableScene)]
        table = on_stack[-1] if on_stack else self._last
        assert table is not None, "no table was ever on the scene stack"
        return len(table.session.state.moves)

    def ready(self) -> bool:
        """The table is on top, and it is the turn of the person at the screen."""
        return self.app.stack.top is self.scene and self.session.my_turn()

    # -- time ---------------------------------------------------------------------------

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(FRAME)

    def settle(self, limit: int = 600) -> None:
        """Let cards glide home and the kit's dice, walks and reveals finish."""
        scene = self.scene
        for _ in range(limit):
            if scene.pointer.held is None and not scene.layer.moving() and not scene.board.busy():
                return
            self.frames(1)
        raise AssertionError("the table never came to rest")

    def _did(self, before: int, frames: int = 1) -> bool:
        self.frames(frames)
        return self.moves() > before

    # -- raw hands ----------------------------------------------------------------------

    @staticmethod
    def post(kind: int, **attrs: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def point(self, pos: tuple[int, int], held: bool = False) -> None:
        buttons = (1, 0, 0) if held else (0, 0, 0)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)

    def click(self, pos: tuple[int, int]) -> bool:
        """Move the pointer there, press and release the left button."""
        before = self.moves()
        self.point(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        return self._did(before)

    def press_key(self, key: int, unicode: str = "") -> bool:
        before = self.moves()
        self.post(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=0, unicode=unicode, scancode=0)
        return self._did(before)

    # -- the curtain --------------------------------------------------------------------

    def pass_curtain(self) -> bool:
        """Whoever's name is on the curtain clicks it (the curtain lifts on the release of
        a click, or on Enter). Fails if no curtain is up or it does not lift."""
        curtain = self.curtain()
        assert curtain is not None, f"no curtain is up: {self.app.stack.top}"
        before = self.moves()
        w, h = self.app.size
        self.post(pygame.MOUSEBUTTONDOWN, pos=(w // 2, h // 2), button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=(w // 2, h // 2), button=1)
        moved = self._did(before)
        assert curtain not in self.app.stack.scenes, "the curtain did not lift"
        return moved

    # -- pygame_gui buttons -------------------------------------------------------------

    def buttons(self) -> dict[str, Any]:
        """The table's buttons on screen by label: pygame_gui elements."""
        return {element.text: element for element in self.scene.ui_buttons if element.alive()}

    def button(self, label: str) -> Any:
        shown = self.buttons()
        found = [e for text, e in shown.items() if text == label or text.split("  [")[0] == label]
        assert found, f"no button {label!r} on the table; there are {sorted(shown)}"
        return found[0]

    def button_for(self, move: Move) -> Any:
        """The table's button that makes `move`, whatever its words."""
        found = [e for e, b in self.scene.ui_buttons.items() if getattr(b, "move", None) == move]
        shown = [getattr(b, "label", b) for b in self.scene.ui_buttons.values()]
        assert found, f"no button makes {move.describe()}; there are {shown}"
        return found[0]

    def click_button(self, label: str) -> bool:
        """Click a button of the table's panel by its label (with or without its [key]).
        A button that asks first ("Are you sure?") is answered yes."""
        return self.click_element(self.button(label))

    def click_element(self, element: Any) -> bool:
        before = self.moves()
        at = element.rect.center
        self.point(at)
        self.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
        self.frames(2)  # pygame_gui sees the click, then the table its UI_BUTTON_PRESSED
        self._answer_yes()
        return self._did(before, 0)

    def _answer_yes(self) -> None:
        """A question asked before a move (a scene with a "yes" button): say yes."""
        top = self.app.stack.top
        buttons = getattr(top, "buttons", None)
        if top is self.scene or not isinstance(buttons, dict) or "yes" not in buttons:
            return
        self.questions.append(str(getattr(top, "question", "")))
        at = buttons["yes"].rect.center
        self.point(at)
        self.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
        self.frames(2)

    # -- the choice bar's chips ---------------------------------------------------------

    def chips(self) -> list[Chip]:
        bar = getattr(self.scene.board, "bar", None)
        return list(bar.chips) if bar is not None else []

    def chip(self, label: str, kind: str | None = None) -> Chip:
        found = [
            c
            for c in self.chips()
            if c.label == label and (kind is None or (len(c.action) > 1 and c.action[1] == kind))
        ]
        shown = [(c.label, c.action[:2]) for c in self.chips()]
        assert found, f"no chip {label!r} (kind {kind}) on the table; there are {shown}"
        return found[0]

    def click_chip(self, label: str, kind: str | None = None) -> bool:
        return self.click(self.chip(label, kind).rect.center)

    # -- pieces -------------------------------------------------------------------------

    def piece_point(self, piece: str) -> tuple[int, int]:
        """A point where a press takes hold of `piece`: a visible part of its sprite (a card
        in a fan is partly under the next), or a place the kit lets you grab it from."""
        scene = self.scene
        sprite = scene.layer.sprites.get(piece)
        if sprite is not None and not sprite.resting():
            self.settle()  # a hand waits for a card still flying in (from the deck) to land
        if sprite is not None:
            for p in _points_in(sprite.rect):
                if scene.layer.sprite_at(p) is sprite:
                    return p
            raise AssertionError(f"{piece} is entirely covered by other pieces")
        layout = scene.board.layout
        rect = layout.zones.get(piece) or layout.tiles.get(piece)
        if rect is not None:
            for p in _points_in(rect):
                if scene.layer.sprite_at(p) is None:
                    grab = scene.board.grab(scene.view, p)
                    if grab is not None and grab.piece == piece:
                        return p
        raise AssertionError(f"nothing on the table to take hold of {piece!r}")

    def drop_point(self, zone: str) -> tuple[int, int]:
        """A point that the kit reads as `zone` for the piece now held."""
        board = self.scene.board
        rect = board.layout.zones.get(zone)
        assert rect is not None, f"the table has no zone {zone!r}"
        for p in _points_in(rect):
            if board.drop_zone_at(p) == zone:
                return p
        raise AssertionError(f"no point of {zone} takes a drop (rect {tuple(rect)})")

    def drag(self, piece: str, to_zone: str, n: int | None = None) -> bool:
        """Press on the piece, carry `n` of it if given (1–9 keys, + and −), move the
        pointer over the zone in steps and let go there."""
        before = self.moves()
        start = self.piece_point(piece)
        self.point(start)
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frames(1)
        scene = self.scene
        assert scene.pointer.held is not None, f"pressing {piece} at {start} picked nothing up"
        try:
            if n is not None:
                self._carry(n)
            end = self.drop_point(to_zone)
        except AssertionError:
            self.post(pygame.MOUSEBUTTONUP, pos=start, button=1)  # let go where it was
            self._wait_for_hand()
            raise
        for i in range(1, DRAG_STEPS + 1):
            at = (
                start[0] + (end[0] - start[0]) * i // DRAG_STEPS,
                start[1] + (end[1] - start[1]) * i // DRAG_STEPS,
            )
            self.point(at, held=True)
            self.frames(1)
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.frames(1)
        self._answer_yes()  # a question before the move (a feed that dooms an egg): yes
        moved = self._did(before, 0)
        if not moved:  # refused: the piece springs home before anything else is picked up
            self._wait_for_hand()
        return moved

    def _wait_for_hand(self) -> None:
        for _ in range(240):
            self.frames(1)
            if self.scene.pointer.held is None:
                return
        raise AssertionError("the held piece never came home")

    def _carry(self, n: int) -> None:
        board = self.scene.board
        if board.drop_args().get("n") == n:
            return
        if 1 <= n <= 9:
            self.press_key(pygame.K_0 + n, str(n))
        for _ in range(40):
            held = board.drop_args().get("n")
            assert held is not None, f"this piece cannot be split to carry {n}"
            if held == n:
                return
            self.press_key(pygame.K_PLUS if held < n else pygame.K_MINUS)
        raise AssertionError(f"could not carry {n}: holding {board.drop_args()}")

    def select(self, piece: str) -> None:
        """Click a piece that a press picks rather than lifts (a card for a discard)."""
        self.click(self.piece_point(piece))

    # -- the menu -----------------------------------------------------------------------

    def resign(self) -> bool:
        """Esc opens the menu; Resign…, then the dialog's Resign."""
        before = self.moves()
        self.press_key(pygame.K_ESCAPE)
        menu = self.app.stack.top
        buttons = getattr(menu, "buttons", {})
        assert "resign" in buttons, f"Esc opened {menu}, not the menu"
        self.click_element(buttons["resign"])
        dialog = getattr(menu, "confirm", None)
        assert dialog is not None, "Resign… asked nothing"
        self.click_element(dialog.confirm_button)
        for _ in range(5):  # the dialog says "confirmed" a frame after its button is pressed
            if menu not in self.app.stack.scenes:
                break
            self.frames(1)
        assert menu not in self.app.stack.scenes, "the menu stayed after resigning"
        return self._did(before, 0)

    # -- what the table said ------------------------------------------------------------

    def refusal(self) -> str:
        """The reason shown in the middle of the table to the seat at the screen."""
        return self.scene.toast


def _points_in(rect: pygame.Rect) -> Iterator[tuple[int, int]]:
    """The centre of a rectangle, then points on a grid across it, nearest first."""
    yield rect.center
    step = max(2, min(rect.w, rect.h) // 8)
    grid = [
        (x, y)
        for x in range(rect.x + 1, rect.right - 1, step)
        for y in range(rect.y + 1, rect.bottom - 1, step)
    ]
    grid.sort(key=lambda p: (p[0] - rect.centerx) ** 2 + (p[1] - rect.centery) ** 2)
    yield from grid


# -- one legal move, the way a player makes it -------------------------------------------


def play_move(driver: Driver, move: Move) -> str:
    """Make `move` at the table with real events; fail if no way to make it is there or
    the rules heard another move. Returns the way it was made ("the chips", …)."""
    scene = driver.scene
    assert driver.ready(), f"not this screen's turn to make {move.describe()}"
    legal = driver.session.legal()
    assert move in legal, f"{move.describe()} is not legal here"
    _dismiss_overlay(driver)
    before = driver.moves()
    how = _make(driver, move, legal)
    after = driver.session.state.moves  # a bot may answer within the same frame
    assert len(after) > before, f"{how} for {move.describe()} reached no rules"
    made = after[before]
    assert made == move, f"{how} made {made.describe()}, not {move.describe()}"
    assert scene.session is driver.session
    return how


def _dismiss_overlay(driver: Driver) -> None:
    """Revealed battle plans (Dragon Dune) lie over the map until a click puts them away."""
    board: Any = driver.scene.board
    if getattr(board, "reveal", None) is not None:
        driver.click(board.map_rect.center)
        assert board.reveal is None, "a click did not put the revealed plans away"


def _make(driver: Driver, move: Move, legal: list[Move]) -> str:
    """Try the ways a player has, in order; return which one was used."""
    g = move.gesture
    if g is not None:
        n = move.get("n") if isinstance(move.get("n"), int) else None
        want = {"n": n} if n is not None else None
        kinds = driver.session.resolve_drop(g.piece, g.from_zone, g.to_zone, want).moves
        asked = len(kinds) > 1 and move in kinds  # the table asks which kind is meant
        first = match_drop(legal, g.piece, g.from_zone, g.to_zone, want) == move
        if (first or asked) and _holdable(driver, g.piece):
            driver.drag(g.piece, g.to_zone, n)
            if asked:
                which = driver.app.stack.top
                assert isinstance(which, ChooseScene), "one drop, several kinds: nobody asked"
                driver.click_element(which.buttons[f"pick:{kinds.index(move)}"])
                return f"dragging {g.piece} to {g.to_zone}, then choosing {move.kind}"
            return f"dragging {g.piece} to {g.to_zone}"
    for element, button in driver.scene.ui_buttons.items():
        if isinstance(button, Button) and button.move == move and element.alive():
            assert button.enabled, f"the button {button.label!r} is greyed out"
            driver.click_element(element)
            return f"the button {button.label!r}"
    if _by_chips(driver, move):
        return "the chips"
    if _by_picking(driver, move):
        return "picking cards, then the button"
    spot = _click_spot(driver, move, legal)
    if spot is not None:
        driver.click(spot)
        return f"a click at {spot}"
    raise AssertionError(f"no way at the table to make {move.describe()}")


def _holdable(driver: Driver, piece: str) -> bool:
    """Whether a press can pick this piece up (a Supply pile is clicked, not dragged,
    while a card lets you gain)."""
    scene = driver.scene
    sprite = scene.layer.sprites.get(piece)
    if sprite is not None:
        return sprite.draggable
    try:
        driver.piece_point(piece)
    except AssertionError:
        return False
    return True


def _by_chips(driver: Driver, move: Move) -> bool:
    """A chip that plays the move at once, or chips that pick each of its values and Go."""
    bar = getattr(driver.scene.board, "bar", None)
    if bar is None or move not in bar.forms.get(move.kind, []):
        return False
    direct = getattr(bar, "direct", [])
    if move in direct:
        chip = next(
            (c for c in bar.chips if c.action[0] == "play" and direct[c.action[1]] == move), None
        )
        assert chip is not None, f"no chip plays {move.describe()}: {[c.label for c in bar.chips]}"
        driver.click(chip.rect.center)
        return True
    kind = move.kind
    for name, value in move.args:
        chips = [c for c in bar.chips if len(c.action) == 4 and c.action[1:3] == (kind, name)]
        pick = next((c for c in chips if c.action[0] == "pick" and c.action[3] == value), None)
        if pick is not None:
            driver.click(pick.rect.center)
            continue
        values = list(dict.fromkeys(m.get(name) for m in bar.forms[kind]))  # as the bar lists them
        assert any(c.action[0] == "step" for c in chips), (
            f"no chip for {name}={value!r} of {kind}: {[c.label for c in bar.chips]}"
        )
        for _ in range(len(values)):
            at = values.index(bar.chosen[kind][name])
            want = values.index(value)
            if at == want:
                break
            # the chips are laid out again after each step (a longer label moves the +)
            steps = {
                c.action[3]: c
                for c in bar.chips
                if len(c.action) == 4 and c.action[:3] == ("step", kind, name)
            }
            driver.click(steps[1 if want > at else -1].rect.center)
    go = next((c for c in bar.chips if c.action == ("go", kind)), None)
    assert go is not None, f"no Go chip for {kind}"
    driver.click(go.rect.center)
    return True


def _by_picking(driver: Driver, move: Move) -> bool:
    """Cards picked by clicking them (a discard, a card's question), then the button
    whose move the picks make. A kit may name the pieces to click for a move itself
    (`picks_for(view, move)`: an egg, then the dragons to sacrifice for it)."""
    named = getattr(driver.scene.board, "picks_for", None)
    cards = named(driver.scene.view, move) if named is not None else None
    if cards is None:
        cards = move.get("cards")
    if not isinstance(cards, tuple) or not cards:
        return False
    sprites = driver.scene.layer.sprites
    pieces = [c if c in sprites else f"pick:{c}" for c in cards]
    if not all(p in sprites for p in pieces):
        return False
    for piece in pieces:
        driver.select(piece)
    for element, button in driver.scene.ui_buttons.items():
        if isinstance(button, Button) and button.move == move and element.alive():
            assert button.enabled, f"the button {button.label!r} is greyed out"
            driver.click_element(element)
            return True
    shown = [
        (getattr(b, "label", b), getattr(b, "move", None)) for b in driver.scene.ui_buttons.values()
    ]
    raise AssertionError(f"after picking {pieces}, no button makes {move.describe()}: {shown}")


def _click_spot(driver: Driver, move: Move, legal: list[Move]) -> tuple[int, int] | None:
    """A tile or a pile that a plain click turns into this move."""
    scene = driver.scene
    board = scene.board
    layout = board.layout
    bar = getattr(board, "bar", None)
    for rect in (*layout.tiles.values(), *layout.zones.values()):
        at = rect.center
        sprite = scene.layer.sprite_at(at)
        if sprite is not None and sprite.draggable:
            continue  # a press there picks the piece up
        if bar is not None and bar.hit(at):
            continue
        if board.click(scene.view, legal, at) == move:
            return at
    return None


# -- a game played by people at one screen ------------------------------------------------


def play_hot_seat(
    driver: Driver,
    choose: Callable[[Session], Move],
    max_moves: int,
    watch: Callable[[Driver], None] | None = None,
) -> int:
    """Everyone at the table is a person: whoever the curtain names takes the screen,
    and `choose(session)` picks their move, which `play_move` makes with real events.
    `watch(driver)` runs before every move. Stops when the game ends or after
    `max_moves` moves; returns how many curtains were lifted."""
    session = driver.session
    curtains = made = 0
    for _ in range(max_moves * 40 + 600):
        if session.result is not None or made >= max_moves:
            break
        if driver.curtain() is not None:
            driver.pass_curtain()
            curtains += 1
            continue
        if not driver.ready():
            driver.frames(1)
            continue
        if watch is not None:
            watch(driver)
        move = choose(session)
        play_move(driver, move)
        assert session.state.moves[-1] == move  # people only: nothing moved after it
        made += 1
    else:
        raise AssertionError(f"the game stalled after {made} moves")
    return curtains
