"""The table scene: draws the view of the seat in front of the screen and turns
drags, clicks and keys into moves for the rules.

Every drop goes through `Session.drop`: accepted, the state changes and the
cards glide to their new places; rejected, the card springs home and the
rules' reason is shown. Nothing here decides legality or changes game state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game import paths
from game.cards.fonts import font
from game.cards.palette import FELT, GOLD, INK, NOPE, PANEL_BG, TOAST_BG
from game.scenes.base import Scene
from game.session import Session
from game.table.drag import Drag
from game.table.kit import PANEL, Button, Grab, TableKit, kit_for
from game.table.log_panel import LogPanel, wrap
from game.table.sprites import CardLayer

if TYPE_CHECKING:
    from game.scenes.base import Host

TOAST_SECONDS = 4.0
NOTICE_SECONDS = 2.5
HOVER_W = 240
HOVER_DELAY = 0.35


def autosave_path() -> Any:
    return paths.user_data_dir() / "autosave.json"


BUTTONS_TOP = 166  # the panel: status above, then up to two buttons, then the log


class TableScene(Scene):
    def __init__(self, app: Host, session: Session, autosave: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.autosaves = autosave  # off for the self-test, which must not touch a real save
        self.board: TableKit = kit_for(session.ruleset)
        self.layer = CardLayer(self.board.face, self.board.height_for)
        self.log = LogPanel()
        theme = paths.asset("ui_theme.json")
        self.ui = pygame_gui.UIManager(app.size, str(theme) if theme.exists() else None)
        self.ui_buttons: dict[Any, Button | str] = {}
        self.shown_buttons: list[tuple[str, bool]] = []
        self.drag: Drag | None = None
        self.grabbed: Grab | None = None
        self.drag_piece = ""
        self.drag_from = ""
        self.drag_face = ""
        self.drag_width = 0
        self.glow: set[str] = set()
        self.refuse: str | None = None
        self.refuse_reason = ""
        self.allowed: str | None = None  # the zone last found to accept the held piece
        self.hover_piece: str | None = None
        self.hover_time = 0.0  # the enlarged card shows after a short dwell
        self.toast = ""  # a refusal, in the middle of the table
        self.toast_time = 0.0
        self.notice = ""  # news that is no refusal, at the top
        self.notice_time = 0.0
        self.bot_time = 0.0
        self.end_time = 0.0
        self.view: Any = session.view()
        self.legal = session.legal()
        self.layout_ui(app.size)
        self.refresh()

    # -- layout and refresh ---------------------------------------------------------------

    def layout_ui(self, size: tuple[int, int]) -> None:
        w, h = size
        self.ui.set_window_resolution(size)
        self.ui.clear_and_reset()
        self.ui_buttons = {}
        self.shown_buttons = []
        menu = pygame_gui.elements.UIButton(
            pygame.Rect(w - PANEL + 12, h - 52, PANEL - 24, 40), "Menu  [Esc]", self.ui
        )
        self.ui_buttons[menu] = "menu"
        top = BUTTONS_TOP + 2 * 46 + 4  # room for two buttons above the log
        self.log.rect = pygame.Rect(w - PANEL + 10, top, PANEL - 20, h - top - 70)
        self.log.forget()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout_ui(size)
        self.refresh()

    def refresh(self) -> None:
        """Read the view again after a change; sprites glide to their new places."""
        self.view = self.session.view()
        self.legal = self.session.legal()
        self.board.on_refresh(self.view)
        self.board.arrange(self.view, self.app.size).fitted()
        self.layer.sync(self.board.placements(self.view), self.board.spawn_points())
        self.log.set_lines(self.view.log)
        self._sync_buttons()
        if self.drag is None:
            self._settle_hover(self.app.pointer)

    def _sync_buttons(self) -> None:
        wanted = self.board.buttons(self.view, self.legal)
        shown = [(b.label, b.enabled) for b in wanted]
        if shown == self.shown_buttons:
            for element, button in self.ui_buttons.items():  # keep their moves current
                if isinstance(button, Button):
                    match = next((b for b in wanted if b.label == button.label), None)
                    if match:
                        self.ui_buttons[element] = match
            return
        for element, button in list(self.ui_buttons.items()):
            if isinstance(button, Button):
                element.kill()
                del self.ui_buttons[element]
        w, _ = self.app.size
        for i, button in enumerate(wanted):
            rect = pygame.Rect(w - PANEL + 12, BUTTONS_TOP + i * 46, PANEL - 24, 42)
            element = pygame_gui.elements.UIButton(rect, button.label, self.ui)
            if not button.enabled:
                element.disable()
            self.ui_buttons[element] = button
        self.shown_buttons = shown

    # -- events -------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if self.ui.process_events(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            target = self.ui_buttons.get(event.ui_element)
            if target == "menu":
                self.open_menu()
            elif isinstance(target, Button):
                self.press(target)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEWHEEL:
            if self.drag is not None and self.drag.home is None:
                return self._carry(event.y)
            return self.log.handle_wheel(self.app.pointer, event.y)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        return False

    def _key(self, key: int) -> bool:
        if self.drag is not None and self.drag.home is None:
            if pygame.K_1 <= key <= pygame.K_9:
                return self._carry(key - pygame.K_0, absolute=True)
            if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                return self._carry(1)
            if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                return self._carry(-1)
        if key == pygame.K_ESCAPE:
            self.open_menu()
            return True
        for button in self.board.buttons(self.view, self.legal):
            if button.key == key or (key == pygame.K_SPACE and button.key == pygame.K_e):
                self.press(button)
                return True
        return False

    def _carry(self, change: int, absolute: bool = False) -> bool:
        """While a stack is held: carry more or fewer of its tokens (wheel, 1–9, + and −)."""
        face = self.board.carry(self.view, change, absolute)
        if face is None:
            return False
        self.drag_face = face
        self.refuse, self.refuse_reason, self.allowed = None, "", None
        self._motion(self.app.pointer)  # the new count may fit where the old did not
        return True

    def press(self, button: Button) -> None:
        if button.enabled and button.move is not None:
            self.submit(button.move)

    def _press(self, pos: tuple[int, int]) -> bool:
        if self.drag is not None or self.session.result is not None:
            return False
        if self.board.overlay_click(pos):
            return True
        sprite = self.layer.sprite_at(pos)
        if sprite is not None and sprite.draggable:
            if self.board.press_piece(self.view, sprite.piece):
                self.refresh()
                return True
            self._start_drag(sprite.piece, sprite.zone, sprite.face, sprite.width, sprite.pos, pos)
            self.layer.hold(sprite.piece)
            return True
        grab = self.board.grab(self.view, pos)
        if grab is not None and self.session.my_turn():
            self._start_drag(grab.piece, grab.zone, grab.face, grab.width, grab.center, pos)
            self.grabbed = grab
            return True
        move = self.board.click(self.view, self.legal, pos)
        if move is not None:
            self.submit(move)
            return True
        return False

    def _start_drag(
        self,
        piece: str,
        zone: str,
        face: str,
        width: int,
        center: tuple[float, float],
        pos: tuple[int, int],
    ) -> None:
        size = (width, self.board.height_for(width))
        self.drag = Drag(center, size, pos)
        face = self.board.start_hold(self.view, piece, face)
        self.drag_piece, self.drag_from, self.drag_face, self.drag_width = piece, zone, face, width
        self.glow = self.session.targets_for(piece, zone)
        self.allowed = None
        self.hover_piece = None

    def _under(self, pos: tuple[int, int]) -> str | None:
        """What hover help would describe here: a card face, a tile or a zone."""
        sprite = self.layer.sprite_at(pos)
        if sprite is not None:
            return sprite.face if self.board.enlargeable(sprite.face) else None
        return self.board.thing_at(pos)

    def _settle_hover(self, pos: tuple[int, int]) -> None:
        """After a change the pointer did not make: drop help for what has moved away,
        but start none until the pointer moves (no enlarged card pops up after a drop)."""
        if self.hover_piece is not None and self._under(pos) != self.hover_piece:
            self.hover_piece = None

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.drag is None or self.drag.home is not None:
            if self.drag is not None:
                return
            piece = self._under(pos)
            if piece != self.hover_piece:
                self.hover_piece, self.hover_time = piece, 0.0
            return
        self.drag.move_to(pos)
        zone = self.board.drop_zone_at(pos)
        if zone is None or zone == self.drag_from:
            self.refuse, self.refuse_reason = None, ""
        elif zone != self.refuse and zone != self.allowed:
            reason = self.session.check_drop(
                self.drag_piece, self.drag_from, zone, self.board.drop_args()
            )
            self.refuse, self.refuse_reason = (zone, reason) if reason else (None, "")
            self.allowed = None if reason else zone

    def _release(self, pos: tuple[int, int]) -> bool:
        drag = self.drag
        if drag is None or drag.home is not None:
            return False
        zone = self.board.drop_zone_at(pos)
        self.refuse, self.refuse_reason = None, ""
        problem = None
        if zone is not None and zone != self.drag_from:
            problem = self.session.drop(
                self.drag_piece, self.drag_from, zone, self.board.drop_args()
            )
            if problem is None:
                sprite = self.layer.sprites.get(self.drag_piece)
                if sprite is not None:  # glide on from where it was let go
                    sprite.pos = drag.center
                self._end_drag()
                self._after_move()
                return True
            self.show(problem.message)
        sprite = self.layer.sprites.get(self.drag_piece)
        home = sprite.target if sprite is not None else drag.center
        if self.grabbed is not None and self.grabbed.piece == self.drag_piece:
            home = self.grabbed.center
        drag.return_home(home)
        self.glow = set()
        return True

    def _end_drag(self) -> None:
        self.board.end_hold()
        self.drag = None
        self.grabbed = None
        self.hover_piece = None
        self.glow = set()
        self.layer.hold(None)

    # -- moves --------------------------------------------------------------------------

    def submit(self, move: Any) -> None:
        problem = self.session.submit(move)
        if problem is not None:
            self.show(problem.message)
            return
        self._after_move()

    def _after_move(self) -> None:
        self.bot_time = 0.0
        self.autosave()
        self.refresh()

    def autosave(self) -> None:
        if not self.autosaves:
            return
        path = autosave_path()
        try:
            if self.session.result is not None:
                path.unlink(missing_ok=True)
            else:
                self.session.save(path)
        except OSError as exc:
            self.show(f"Could not autosave to {path}: {exc.strerror}.")

    def show(self, message: str) -> None:
        self.toast = message
        self.toast_time = TOAST_SECONDS

    def open_menu(self) -> None:
        self.app.stack.push("menu", on_resign=self.resign)

    def resign(self) -> None:
        seat = self.session.viewer if self.session.viewer is not None else 0
        from game.core.move import Move

        self.submit(Move.make(seat, "resign"))

    # -- time ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        speed = self.app.settings.speed
        self.ui.update(dt)
        self.layer.update(dt, speed)
        self.board.update(dt * speed)
        if self.drag is not None:
            self.drag.step(dt * speed if self.drag.home else dt)
            if self.drag.settled():
                self._end_drag()
        if self.toast_time > 0:
            self.toast_time -= dt
        if self.notice_time > 0:
            self.notice_time -= dt
        self.hover_time += dt
        if self.session.result is not None:
            self.end_time += dt
            if self.end_time > 1.5 and self.drag is None:
                self._finish()
            return
        before = self.session.viewer
        seat = self.session.handover()
        if seat is not None and self.drag is None:
            self.app.stack.push(
                "curtain", name=self.session.plans[seat].name, on_lift=lambda: self._lift(seat)
            )
            return
        if self.session.viewer != before:
            # Nothing hidden changed hands (the open draft), so no curtain; say
            # plainly that the table has turned round to the other side.
            name = self.session.plans[self.session.viewer or 0].name
            self.notice = f"{name} to play: the table turns to {name}'s side."
            self.notice_time = NOTICE_SECONDS
            self.refresh()
        if self.session.bot_to_act() and self.drag is None and not self.board.busy():
            self.bot_time += dt
            if self.bot_time >= self.app.settings.bot_delay / speed:
                self.session.play_bot()
                self._after_move()

    def _lift(self, seat: int) -> None:
        self.session.take_screen(seat)
        self.refresh()

    def _finish(self) -> None:
        self.app.stack.replace("results", session=self.session)

    # -- drawing (reads only) -------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        self.board.draw_under(surface, self.view, self.glow, self.refuse)
        self.layer.draw(surface)
        self.board.draw_over(surface, self.view)
        self._draw_panel(surface)
        self.ui.draw_ui(surface)
        if self.drag is not None:
            image = self.board.face(self.drag_face, self.drag_width)
            tilted = pygame.transform.rotozoom(image, self.drag.tilt_degrees, 1.04)
            held = tilted.get_rect(center=self.drag.center)
            surface.blit(tilted, held)
            if self.refuse_reason:
                self._bubble(surface, [self.refuse_reason], self.app.pointer, (90, 36, 36), held)
            elif self.board.hold_hint() and self.drag.home is None:
                hint = [self.board.hold_hint()]
                self._bubble(surface, hint, self.app.pointer, (30, 34, 44), held)
        elif self.hover_piece and self.hover_time > HOVER_DELAY:
            self._draw_hover(surface)
        if self.notice_time > 0 and self.notice:
            self._draw_notice(surface)
        if self.toast_time > 0 and self.toast:
            self._draw_toast(surface)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, PANEL_BG, (w - PANEL, 0, PANEL, h))
        y, bottom = 10, BUTTONS_TOP - 24
        rows = [
            (row, i == 0)
            for i, line in enumerate(self.board.status(self.view))
            for row in wrap(line, PANEL - 24, font(20 if i == 0 else 16, i == 0))
        ]
        for n, (row, head) in enumerate(rows):
            f = font(20 if head else 16, head)
            if y + 2 * f.get_linesize() > bottom and n < len(rows) - 1:
                row = row.rstrip(" ,.;") + " …"  # the rest is in the log
                rows = rows[: n + 1]
            image = f.render(row, True, GOLD if head else INK)
            surface.blit(image, (w - PANEL + 12, y))
            y += f.get_linesize()
            if len(rows) == n + 1:
                break
        if self.session.viewer is not None:
            me = font(14).render(
                f"Screen: {self.session.plans[self.session.viewer].name}", True, (150, 144, 132)
            )
            surface.blit(me, (w - PANEL + 12, BUTTONS_TOP - 22))
        self.log.draw(surface)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        assert self.hover_piece is not None
        x, y = self.app.pointer
        lines = self.board.hover_text(self.view, (x, y), self.hover_piece)
        if not self.board.enlargeable(self.hover_piece):
            # Help for a tile or zone sits just below it (above, if no room), off its face.
            layout = self.board.layout
            rect = layout.tiles.get(self.hover_piece) or layout.zones.get(self.hover_piece)
            if lines and rect is not None:
                self._bubble(surface, lines, (x, rect.bottom - 12), (30, 34, 44), rect)
            return
        image = self.board.face(self.hover_piece, HOVER_W)
        rect = image.get_rect(midbottom=(x, y - 20))
        rect.clamp_ip(pygame.Rect(0, 0, surface.get_width() - PANEL, surface.get_height()))
        surface.blit(image, rect)
        if lines:
            self._bubble(surface, lines, (rect.centerx, rect.bottom + 4), (30, 34, 44))

    def _bubble(
        self,
        surface: pygame.Surface,
        lines: list[str],
        at: tuple[int, int],
        bg: Any,
        avoid: pygame.Rect | None = None,
    ) -> None:
        """A box of wrapped text below `at`; above it if that would cover `avoid`."""
        f = font(15)
        rows = [row for line in lines for row in wrap(line, 320, f)]
        images = [f.render(r, True, INK) for r in rows]
        box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 16, len(images) * 20 + 10)
        box.midtop = (at[0], at[1] + 18)
        if avoid is not None and box.colliderect(avoid):
            box.midbottom = (at[0], avoid.top - 6)
            if box.top < 0:
                box.midtop = (at[0], avoid.bottom + 6)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, bg, box, border_radius=8)
        pygame.draw.rect(surface, GOLD, box, 1, border_radius=8)
        for i, image in enumerate(images):
            surface.blit(image, (box.x + 8, box.y + 5 + i * 20))

    def _draw_toast(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        rows = wrap(self.toast, 560, font(18, True))
        images = [font(18, True).render(r, True, INK) for r in rows]
        box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 32, len(images) * 26 + 18)
        box.center = ((w - PANEL) // 2, h // 2 - 70)  # between the sides, clear of names
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((*TOAST_BG, 235))
        surface.blit(shade, box)
        pygame.draw.rect(surface, NOPE, box, 2, border_radius=10)
        for i, image in enumerate(images):
            surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 9 + i * 26)))

    def _draw_notice(self, surface: pygame.Surface) -> None:
        w = surface.get_width() - PANEL
        image = font(18, True).render(self.notice, True, GOLD)
        box = image.get_rect(midtop=(w // 2, 8)).inflate(28, 14)
        box.top = 8
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((*TOAST_BG, 235))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
        surface.blit(image, image.get_rect(center=box.center))
