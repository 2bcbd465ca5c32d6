"""The table scene: draws the view of the seat in front of the screen and turns
drags, clicks and keys into moves for the rules.

Every drop goes through `Session.drop`: accepted, the state changes and the
cards glide to their new places; rejected, the card springs home and the
rules' reason is shown. Nothing here decides legality or changes game state.

The pointer (`PointerControl`) holds the drag, the hover and the clicks; the bots
are paced by `BotTurns`. A designer's playtest (`session.designer`) says so in the
panel (`DesignerNote`) and watches the session's card and layout files
(`PlaytestWatch`): a saved layout redraws the faces in place, a saved card file
offers to deal the game again from the same seed with the new cards, and a damaged
file is named in the note while the game goes on.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game import autosaves, paths
from game.cards.fonts import font
from game.cards.palette import FELT, GOLD, INK, PANEL_BG
from game.core.errors import DataError, IllegalMove
from game.core.guide import Guide
from game.core.move import Move
from game.core.state import LogLine
from game.core.words import ellipsize
from game.lab.playtest import PlaytestWatch, file_problem
from game.reports import write_report
from game.scenes.base import Scene
from game.scenes.ui import update_manager
from game.session import Session
from game.table.bot_turns import BotTurns
from game.table.designer_note import DesignerNote
from game.table.kit import PANEL, Button, TableKit, kit_for
from game.table.log_panel import LogPanel, wrap
from game.table.messages import Messages, banner
from game.table.pointer import Held, PointerControl, Released
from game.table.sprites import CardLayer

if TYPE_CHECKING:
    from game.scenes.base import Host

HOVER_W = 240
HOVER_DELAY = 0.35
FLASH_SECONDS = 1.4  # what a bot's move touched glows this long


BUTTONS_TOP = 166  # the panel: status above, then up to two buttons, then the log


GUIDE_H = 190  # the most room the guide's box takes above the log
FAREWELL_SECONDS = 12.0  # how long a guide's last words stay at the foot of the table
BUTTON_PAD = 24  # a panel button's text keeps this much of its width clear
BUTTON_FONT = 17  # the theme's button text size


def fit_label(label: str, width: int) -> str:
    """A button's words as they fit its width: the key at the end ("  [Enter]") always
    shows whole; the words before it are shortened with "…" (the tooltip says them all)."""
    f = font(BUTTON_FONT)
    if f.size(label)[0] <= width:
        return label
    words, sep, key = label.rpartition("  [")
    if not sep:
        return ellipsize(label, width, lambda t: f.size(t)[0])
    tail = f"  [{key}"
    return ellipsize(words, width - f.size(tail)[0], lambda t: f.size(t)[0]) + tail


class TableScene(Scene):
    def __init__(
        self, app: Host, session: Session, autosave: bool = True, guide: Guide | None = None
    ) -> None:
        super().__init__(app)
        self.session = session
        self.guide = guide  # a guided first game: one move asked for at each step
        self._guide_move: tuple[int, Move | None] = (-1, None)  # (moves made, the one asked)
        self._guide_bot: Any = None
        self.farewell_left = 0.0  # seconds the guide's last words stay, once it is done
        self.guide_rect: pygame.Rect | None = None  # where the step is said, in the panel
        if guide is not None:
            entry = session.registry.entry(session.ruleset.name)
            self._guide_bot = entry.make_bot("easy", guide.script.seed * 31, session.ruleset)
            session.gate = self._guide_gate
        # Off for the self-test, which must not touch a real save, and for a playtest,
        # whose cards the save could not replay (`session.unsaved` says why).
        self.autosaves = autosave and not session.unsaved
        self.autosave_problem = ""  # why the last autosave failed ("" when it did not)
        # a playtest's kit draws its faces from the designer's layout
        entry = session.registry.entry(session.ruleset.name)
        self.board: TableKit = kit_for(entry, session.ruleset, session.layout)
        self.files = PlaytestWatch(session, getattr(self.board, "faces_path", None))
        self.note = DesignerNote(session)
        self.layer = CardLayer(self.board.face, self.board.height_for)
        self.log = LogPanel()
        theme = paths.asset("ui_theme.json")
        self.ui = pygame_gui.UIManager(app.size, str(theme) if theme.exists() else None)
        self.ui_buttons: dict[Any, Button | str] = {}
        self.shown_buttons: list[tuple[str, bool]] = []
        self.pointer = PointerControl(session, self.board)
        self.bots = BotTurns(session, report=write_report)
        self.messages = Messages()
        self._picked: Move | None = None  # the legal move Tab has selected (Enter plays it)
        self.flash: tuple[set[str], set[str]] = (set(), set())  # zones and pieces a move touched
        self.flash_time = 0.0
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
        half = (PANEL - 24 - 8) // 2
        undo = pygame_gui.elements.UIButton(
            pygame.Rect(w - PANEL + 12, h - 52, half, 40),
            "Undo  [Ctrl+Z]",
            self.ui,
            tool_tip_text="Take back your last move. Moves that rolled dice, shuffled or "
            "showed you a hidden card can't be taken back.",
        )
        self.ui_buttons[undo] = "undo"
        menu = pygame_gui.elements.UIButton(
            pygame.Rect(w - PANEL + 20 + half, h - 52, half, 40),
            "Menu  [Esc]",
            self.ui,
            tool_tip_text="Pause: resign, save, load, options, how to play (F1).",
        )
        self.ui_buttons[menu] = "menu"
        self._place_log(size)

    def _place_log(self, size: tuple[int, int]) -> None:
        """The log fills the panel below the buttons (and a playtest's designer note)."""
        w, h = size
        top = BUTTONS_TOP + 2 * 46 + 4  # room for two buttons above the log
        height = self.note.place(w - PANEL + 10, top, PANEL - 20)
        if height:
            top += height + 8
        self.guide_rect = None
        guide = self.guide
        guiding = guide is not None and (
            self.farewell_left > 0 or not guide.done(self.session.state)
        )
        if guiding or self._picked is not None:
            room = max(110, min(GUIDE_H, (h - top - 70) // 2))  # the log keeps half at least
            self.guide_rect = pygame.Rect(w - PANEL + 10, top, PANEL - 20, room)
            top += room + 8
        self.log.rect = pygame.Rect(w - PANEL + 10, top, PANEL - 20, h - top - 70)
        self.log.forget()

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out again, at once: the table may be under a menu, which gets the frames."""
        self.layout_ui(size)
        self.refresh()
        self.layer.settle()
        self.ui.update(0.0)

    def refresh(self) -> None:
        """Read the view again after a change; sprites glide to their new places."""
        self.view = self.session.view()
        self.legal = self.session.legal()
        self.board.on_refresh(self.view)
        self.board.arrange(self.view, self.app.size).fitted()
        self.layer.sync(self.board.placements(self.view), self.board.spawn_points())
        self.log.set_lines(self.shown_log())
        self._sync_buttons()
        if self.pointer.held is None:
            self.pointer.moved_away(self._under(self.app.pointer))

    def _sync_buttons(self) -> None:
        for element, name in self.ui_buttons.items():
            if name == "undo":
                if self.session.can_take_back():
                    element.enable()
                else:
                    element.disable()
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
            element = pygame_gui.elements.UIButton(
                rect,
                fit_label(button.label, rect.w - BUTTON_PAD),
                self.ui,
                tool_tip_text=button.help or button.label,
            )
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
            elif target == "undo":
                self.take_back()
            elif isinstance(target, Button):
                self.press(target)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key, getattr(event, "mod", 0))
        if event.type == pygame.MOUSEWHEEL:
            if self.pointer.carrying() is not None:
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

    def _key(self, key: int, mod: int = 0) -> bool:
        if self.session.result is not None:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._finish()
                return True
            if key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            return False
        if self.pointer.carrying() is not None:
            if pygame.K_1 <= key <= pygame.K_9:
                return self._carry(key - pygame.K_0, absolute=True)
            if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                return self._carry(1)
            if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                return self._carry(-1)
        if key == pygame.K_z and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.take_back()
            return True
        if key == pygame.K_F1:
            self.open_help()
            return True
        if key == pygame.K_TAB:
            self._pick(-1 if mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.picked is not None:
            move, self.picked = self.picked, None
            self.propose(move)
            return True
        if key == pygame.K_ESCAPE:
            if self.picked is not None:
                self.picked = None
                return True
            self.open_menu()
            return True
        for button in self.board.buttons(self.view, self.legal):
            if button.key == key or (key == pygame.K_SPACE and button.key == pygame.K_e):
                self.press(button)
                return True
        return False

    def _pick(self, step: int) -> None:
        """Keyboard play: select the next (or previous) legal move; its target glows."""
        legal = self.legal
        if not legal:
            self.picked = None
            self.messages.tell(
                "Nothing to play here now."
                if not self.session.my_turn()
                else "No move to choose from."
            )
            return
        at = legal.index(self.picked) if self.picked in legal else (-1 if step > 0 else 0)
        self.picked = legal[(at + step) % len(legal)]

    def _carry(self, change: int, absolute: bool = False) -> bool:
        """While a stack is held: carry more or fewer of its tokens (wheel, 1–9, + and −)."""
        if self.pointer.carry(self.view, change, absolute) is None:
            return False
        self.pointer.move(self.app.pointer)  # the new count may fit where the old did not
        return True

    def press(self, button: Button) -> None:
        if not button.enabled or button.move is None:
            return
        move = button.move
        if button.confirm:
            self.app.stack.push(
                "confirm",
                question=button.confirm,
                yes=button.label,
                on_yes=lambda: self.submit(move),
            )
            return
        self.submit(move)

    def _press(self, pos: tuple[int, int]) -> bool:
        pointer = self.pointer
        if self.session.result is not None:
            if pointer.held is None and pos[0] < self.app.size[0] - PANEL:
                self._finish()  # the final board stays until a click on it
                return True
            return False
        if pointer.held is not None:
            return False
        pointer.press(pos)
        if self.board.overlay_click(pos):
            return True
        sprite = self.layer.sprite_at(pos)
        if sprite is not None and sprite.draggable:
            if self.board.press_piece(self.view, sprite.piece):
                self.refresh()
                return True
            face, width = sprite.face, sprite.width
            pointer.grab(self.view, sprite.piece, sprite.zone, face, width, sprite.pos, pos)
            self.layer.hold(sprite.piece)
            return True
        grab = self.board.grab(self.view, pos)
        if grab is not None and self.session.my_turn():
            pointer.grab(
                self.view,
                grab.piece,
                grab.zone,
                grab.face,
                grab.width,
                grab.center,
                pos,
                home=grab.center,
            )
            return True
        move = self.board.click(self.view, self.legal, pos)
        if move is not None:
            self.submit(move)
            return True
        return False

    def _under(self, pos: tuple[int, int]) -> str | None:
        """What hover help would describe here: a card face, a tile or a zone."""
        sprite = self.layer.sprite_at(pos)
        if sprite is not None:
            return sprite.face if self.board.enlargeable(sprite.face) else None
        return self.board.thing_at(pos)

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.pointer.held is None:
            self.pointer.rest_on(self._under(pos))
        else:
            self.pointer.move(pos)

    def _release(self, pos: tuple[int, int]) -> bool:
        release = self.pointer.release(pos)
        if release is None:
            return False
        held = self.pointer.held
        assert held is not None
        if release.what is Released.CLICK:  # nothing was dragged: the piece stays put
            self._clicked(release.piece, release.zone)
            self._let_go()
            return True
        if release.what is Released.CHOOSE:  # one drop, several kinds of move: ask which
            self._let_go()  # the piece waits in its place for the answer
            self._ask_which(release.moves)
            return True
        problem = release.problem
        if release.move is not None:
            question = self.board.ask_before(self.view, release.move)
            if question:  # the piece waits in its place for the answer
                self._let_go()
                self._ask(question, release.move)
                return True
            problem = self.session.submit(release.move)
            if problem is None:
                sprite = self.layer.sprites.get(release.piece)
                if sprite is not None:  # glide on from where it was let go
                    sprite.pos = held.drag.center
                self._let_go()
                self._after_move()
                return True
        if problem is not None:
            self.show(problem.message)
        self.pointer.spring_home(self._home(held))
        return True

    def _home(self, held: Held) -> tuple[float, float]:
        """Where a held piece springs back to: its sprite's place."""
        sprite = self.layer.sprites.get(held.piece)
        return sprite.target if sprite is not None else held.drag.center

    def _ask_which(self, moves: list[Move]) -> None:
        labels = [self.board.move_label(self.view, move) for move in moves]
        self.app.stack.push("choose", labels=labels, on_choose=lambda i: self.submit(moves[i]))

    def _clicked(self, piece: str, zone: str) -> bool:
        """A click (no drag) on a piece: where the kit says a click takes (a Supply pile,
        a draft card), or on a second click soon after the first, it makes the piece's
        one move; with several places to go, it says to drag. True: a move was made."""
        double = self.pointer.double_click(piece)
        if not (double or self.board.click_takes(zone)):
            return False
        targets = sorted(self.session.targets_for(piece, zone))
        if len(targets) != 1:
            if len(targets) > 1:
                self.messages.tell("It can go to more than one place: drag it to the one you want.")
            elif (target := self.board.click_target(zone)) is not None:  # say why not
                reason = self.session.check_drop(piece, zone, target, self.board.drop_args())
                if reason:
                    self.show(reason)
            return False
        try:
            move = self.session.find_drop(piece, zone, targets[0], self.board.drop_args())
        except IllegalMove as exc:
            self.show(exc.message)
            return False
        self.pointer.forget_click()
        self.propose(move)
        return True

    def _let_go(self) -> None:
        self.pointer.let_go()
        self.layer.hold(None)

    # -- moves --------------------------------------------------------------------------

    def propose(self, move: Move) -> None:
        """A move made by a drop, a double-click or Enter: asked about first, privately,
        when the kit has a question (a move that dooms something); else made at once."""
        question = self.board.ask_before(self.view, move)
        if question:
            self._ask(question, move)
            return
        self.submit(move)

    def _ask(self, question: str, move: Move) -> None:
        self.app.stack.push(
            "confirm", question=question, yes="Go ahead", on_yes=lambda: self.submit(move)
        )

    def submit(self, move: Any) -> None:
        problem = self.session.submit(move)
        if problem is not None:
            self.show(problem.message)
            return
        self._after_move()

    def _after_move(self, by_bot: Move | None = None) -> None:
        """A move was accepted: refusals from before it go, what it changed is shown."""
        guide = self.guide
        if (  # the person's last step just made: the guide hands the game over
            guide is not None and by_bot is None and guide.at(self.session.state) == guide.moves
        ):
            self.farewell_left = FAREWELL_SECONDS
            self._place_log(self.app.size)
        before = self.view
        self.bots.restart()
        self.picked = None
        self.messages.move_made()
        self.autosave()
        self.refresh()
        if self.session.viewer is not None or by_bot is not None:
            self.messages.float_marks(self.board.marks(before, self.view))
        if by_bot is not None:
            self._follow(by_bot)

    def _follow(self, move: Move) -> None:
        """A bot's move: say it, and let what it touched glow for a moment."""
        made = len(self.session.state.moves)
        viewer = self.session.viewer
        said = [  # the public lines and the viewer's own: never another seat's "You …"
            line.text for line in self.view.log if line.move == made and line.seat in (None, viewer)
        ]
        if not said:  # a game that logs nothing for it: the kit's words for the move
            said = [
                f"{self.session.plans[move.seat].name}: {self.board.move_label(self.view, move)}"
            ]
        self.messages.tell(" ".join(said[:3]))
        gesture = move.gesture
        if gesture is not None:
            self.flash = ({gesture.from_zone, gesture.to_zone}, {gesture.piece})
            self.flash_time = FLASH_SECONDS

    def take_back(self) -> None:
        """Undo (the button, Ctrl+Z): the seat at the screen takes back its last move."""
        if self.pointer.held is not None:
            return
        if not self.session.can_take_back():
            self.show(
                "There is no move of yours to take back: moves that rolled dice, "
                "drew or showed a hidden card stay made."
            )
            return
        said = self.session.take_back()
        self.messages.move_made()
        self.messages.tell(said)
        self.picked = None
        self.autosave()
        self.refresh()

    def autosave(self) -> None:
        """Write the game to its own autosave (a new one at its first move, so no other
        game's is overwritten); a game that has ended removes it."""
        if not self.autosaves:
            return
        session = self.session
        path = session.autosave_path
        try:
            if session.result is not None:
                if path is not None:
                    path.unlink(missing_ok=True)
                return
            if path is None:
                path = session.autosave_path = autosaves.new_slot(session.ruleset.name)
            path.parent.mkdir(parents=True, exist_ok=True)
            session.save(path)
            self.autosave_problem = ""
        except OSError as exc:
            self.autosave_problem = f"Could not autosave to {path}: {exc.strerror}."
            self.show(self.autosave_problem)

    def show(self, message: str) -> None:
        """A refusal, for the seat at the screen only."""
        self.messages.refuse(message, self.session.viewer)

    @property
    def toast(self) -> str:
        """The refusal the seat at the screen sees now ("" if none)."""
        return self.messages.refusal_for(self.session.viewer)

    def open_help(self) -> None:
        self.app.stack.push(
            "howto", game=self.session.ruleset.name, title=self.session.ruleset.title
        )

    def open_menu(self) -> None:
        self.app.stack.push("menu", on_resign=self.resign, session=self.session)

    def resign(self) -> None:
        seat = self.session.viewer if self.session.viewer is not None else 0
        from game.core.move import Move

        self.submit(Move.make(seat, "resign"))

    # -- time ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.farewell_left > 0 and self.farewell_left <= dt:  # the guide's words go:
            self.farewell_left = 0.0
            self._place_log(self.app.size)  # the log takes its room back
            self.log.set_lines(self.shown_log())
        self.farewell_left = max(0.0, self.farewell_left - dt)
        speed = self.app.settings.speed
        for saved in self.files.saved():
            self._file_saved(saved)
        update_manager(self.ui, dt, self.app.scale)
        self.layer.update(dt, speed)
        self.board.update(dt * speed)
        self.messages.update(dt)
        if self.flash_time > 0:
            self.flash_time -= dt
            if self.flash_time <= 0:
                self.flash = (set(), set())
        pointer = self.pointer
        pointer.tick(dt)
        if pointer.step(dt, speed):  # a piece that sprang home is put down again
            self.layer.hold(None)
        if self.session.result is not None:
            return  # the final board stays until a click or Enter
        before = self.session.viewer
        seat = self.session.handover()
        if seat is not None and pointer.held is None:
            self.messages.seat_changed()  # nothing said to the last player stays
            self.picked = None
            name = self.session.plans[seat].name
            self.app.stack.push(
                "curtain",
                name=name,
                words=self.board.curtain_words(self.view, seat, name),
                on_lift=lambda: self._lift(seat),
            )
            return
        if self.session.viewer != before:
            # Nothing hidden changed hands (the open draft), so no curtain; say
            # plainly that the table has turned round to the other side.
            self.messages.seat_changed()
            self.picked = None
            name = self.session.plans[self.session.viewer or 0].name
            self.messages.tell(f"{name} to play: the table turns to {name}'s side.")
            self.refresh()
        idle = pointer.held is None and not self.board.busy()
        move = self.bots.update(dt, self.app.settings.bot_wait / speed, idle)
        if move is not None:
            self._after_move(by_bot=move)
            note = self.bots.note  # a search its cap cut short, or one that dropped worlds
            if note:
                told = self.messages.notice
                self.messages.tell(f"{told.text} ({note})" if told is not None else note)

    # -- a designer's files, saved while the game is open ---------------------------------

    def _file_saved(self, saved: Any) -> None:
        """A saved layout redraws the faces in place; a saved card file that reads asks
        the designer whether to deal again with the new cards; a damaged one is named."""
        if saved.faces is not None:
            self._reload_faces(saved.faces)
        elif saved.problem:
            self._file_problem(saved.problem)
        elif saved.rules is not None:
            self._file_problem("")
            cards = self.session.cards.name if self.session.cards else "The card file"
            rules = saved.rules
            self.app.stack.push(
                "confirm",
                question=f"{cards} changed. Restart from the same seed with the new cards?",
                yes="Restart",
                on_yes=lambda: self._restart(rules),
            )

    def _reload_faces(self, layout: Path) -> None:
        reload = getattr(self.board, "reload_faces", None)
        if reload is None:
            return
        try:
            reload(layout)
        except (DataError, OSError) as exc:
            self._file_problem(file_problem(exc, layout))
            return
        self._file_problem("")
        self.layer.invalidate()
        self.refresh()
        self.layer.settle()
        self.messages.tell(f"Faces redrawn from {layout.name}.")

    def shown_log(self) -> list[LogLine]:
        """The view's log as this screen says it: another seat's private line (shown once
        the game is over, or to a spectator) says whose it is, so "You draw Silver" is
        never read as the viewer's."""
        viewer = self.session.viewer
        out = []
        for line in self.view.log:
            if line.seat is None or line.seat == viewer:
                out.append(line)
            else:
                name = self.session.plans[line.seat].name
                out.append(LogLine(f"{name}, privately: {line.text}", line.seat, line.move))
        return out

    @property
    def picked(self) -> Move | None:
        """The legal move Tab has selected (Enter plays it), said in the side panel."""
        return self._picked

    @picked.setter
    def picked(self, move: Move | None) -> None:
        shown = self._picked is not None
        self._picked = move
        if shown != (move is not None) and hasattr(self, "log"):  # the note box comes or goes
            self._place_log(self.app.size)
            self.log.set_lines(self.shown_log())

    # -- a guided first game ----------------------------------------------------------

    def guide_move(self) -> Move | None:
        """The move the guide asks for now (None: no guide, its steps are done, or it is
        not the person's move)."""
        guide, state = self.guide, self.session.state
        if guide is None or not self.session.my_turn():
            return None
        made, move = self._guide_move
        if made == len(state.moves):
            return move
        legal = self.session.legal()

        def prefer(moves: list[Move]) -> Move:
            try:
                chosen: Move = self._guide_bot.choose(self.session.view(), moves)
            except Exception:  # a bot that fails never stops the guide: the first will do
                return moves[0]
            return chosen

        move = guide.expected(state, legal, prefer)
        self._guide_move = (len(state.moves), move)
        return move

    def guide_words(self) -> str:
        """The step's words, with the move it asks for named ("" when there is none)."""
        guide = self.guide
        if guide is not None and self.farewell_left > 0:
            return guide.script.farewell
        move = self.guide_move()
        if guide is None or move is None:
            return ""
        step = guide.step(self.session.state)
        assert step is not None
        n, total = guide.number(self.session.state) + 1, len(guide.script.steps)
        said = step.say.replace("{move}", self.board.move_label(self.view, move))
        return f"Guided game, step {n} of {total}: {said}"

    def _guide_gate(self, move: Move) -> IllegalMove | None:
        """The person's move goes to the rules only if it is the one the step asks for."""
        guide = self.guide
        asked = self.guide_move()
        if guide is None or asked is None:
            return None
        return guide.refusal(move, asked, self.board.move_label(self.view, asked))

    def _file_problem(self, problem: str) -> None:
        """Show (or, with "", clear) a designer's file that failed to read."""
        if problem != self.note.problem:
            self.note.problem = problem
            self._place_log(self.app.size)
            self.log.set_lines(self.shown_log())

    def _restart(self, rules: Any) -> None:
        """The same game dealt again under the new cards: same seed, seats and options."""
        self.app.stack.replace("table", session=self.session.restart(rules))

    def leave(self) -> None:
        """Gone from the stack (not just covered by a menu): stop watching the files."""
        if self not in self.app.stack.scenes:
            self.files.close()

    def _lift(self, seat: int) -> None:
        self.session.take_screen(seat)
        self.messages.seat_changed()
        self.refresh()

    def _finish(self) -> None:
        self.app.stack.replace("results", session=self.session)

    # -- drawing (reads only) -------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT)
        chosen = self.picked if self.picked is not None else self.guide_move()
        picked = chosen.gesture if chosen is not None else None
        held = self.pointer.held
        glow = (held.glow if held else set()) | self.flash[0]
        glow |= {picked.to_zone} if picked else set()
        self.board.draw_under(surface, self.view, glow, held.refuse if held else None)
        self.layer.draw(surface)
        self._ring(surface, self.flash[1] | ({picked.piece} if picked else set()))
        self.board.draw_over(surface, self.view)
        self._draw_panel(surface)
        self._draw_guide(surface)
        self.ui.draw_ui(surface)
        if held is not None:
            image = self.board.face(held.face, held.width)
            tilted = pygame.transform.rotozoom(image, held.drag.tilt_degrees, 1.04)
            spot = tilted.get_rect(center=held.drag.center)
            surface.blit(tilted, spot)
            if held.reason:
                self._bubble(surface, [held.reason], self.app.pointer, (90, 36, 36), spot)
            elif held.carried and self.board.hold_hint():
                hint = self.board.hold_hint(self.board.drop_zone_at(self.app.pointer))
                self._bubble(surface, [hint], self.app.pointer, (30, 34, 44), spot)
        elif self.pointer.hover and self.pointer.hover_time > HOVER_DELAY:
            self._draw_hover(surface)
        w, h = surface.get_size()
        area = pygame.Rect(0, 0, w - PANEL, h)
        self.messages.draw(surface, area, self.session.viewer, self._busy_rects)
        thinking = self.bots.thinking
        if thinking:
            dots = "." * (1 + int(self.pointer.clock * 3) % 3)
            banner(surface, f"{thinking} is thinking{dots}", area, GOLD, where="bottom", at=16)

        if self.session.result is not None and held is None:
            self._draw_game_over(surface, area)

    def _busy_rects(self) -> list[pygame.Rect]:
        """What a notice should not cover: the kit's zones and tiles and the cards."""
        layout = self.board.layout
        return [
            *layout.zones.values(),
            *layout.tiles.values(),
            *layout.keep_clear,
            *(sprite.rect for sprite in self.layer.sprites.values()),
        ]

    def _draw_guide(self, surface: pygame.Surface) -> None:
        """The side panel's note, above the log: the move Tab selected (keyboard play), or
        the guided game's step (what to do and why); never over the table's cards."""
        box = self.guide_rect
        words = self.picked_words() or self.guide_words()
        if box is None or not words:
            return
        pygame.draw.rect(surface, (58, 40, 22), box, border_radius=8)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=8)
        head, _, said = words.partition(": ")
        if not said:  # the farewell: no step number
            head, said = "Guided game", words
        f, bold = font(15), font(15, True)
        surface.blit(bold.render(head, True, GOLD), (box.x + 10, box.y + 7))
        rows = wrap(said, box.w - 20, f)
        room = (box.h - 36) // 19
        if len(rows) > room:
            rows = [
                *rows[: room - 1],
                ellipsize(" ".join(rows[room - 1 :]), box.w - 20, lambda t: f.size(t)[0]),
            ]
        for i, row in enumerate(rows):
            surface.blit(f.render(row, True, INK), (box.x + 10, box.y + 30 + 19 * i))

    def _ring(self, surface: pygame.Surface, pieces: set[str]) -> None:
        """A gold ring round the pieces a bot's move touched, or the one Tab selected."""
        for piece in pieces:
            sprite = self.layer.sprites.get(piece)
            if sprite is not None:
                pygame.draw.rect(surface, GOLD, sprite.rect.inflate(8, 8), 3, border_radius=8)

    def picked_words(self) -> str:
        """Keyboard play: the selected move and the keys, as the side panel says them."""
        if self.picked is None:
            return ""
        label = self.board.move_label(self.view, self.picked)
        n = self.legal.index(self.picked) + 1 if self.picked in self.legal else 0
        return f"Move {n} of {len(self.legal)}: {label}. Enter plays it, Tab the next, Esc none."

    def _draw_game_over(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        result = self.session.result
        assert result is not None
        names = [self.session.plans[s].name for s in result.winners]
        head = f"{' and '.join(names)} won" if names else "A draw"
        text = f"Game over: {head} ({result.how}). Click the table or press Enter for the results."
        banner(surface, text, area, GOLD, where="top", at=60, size=17)

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
                while f.size(row)[0] > PANEL - 24 and " " in row[:-2]:
                    row = row[:-2].rsplit(" ", 1)[0].rstrip(" ,.;") + " …"  # "…" fits too
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
        self.note.draw(surface)
        self.log.draw(surface)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        hover = self.pointer.hover
        assert hover is not None
        x, y = self.app.pointer
        lines = self.board.hover_text(self.view, (x, y), hover)
        if not self.board.enlargeable(hover):
            # Help for a tile or zone sits just below it (above, if no room), off its face.
            layout = self.board.layout
            rect = layout.tiles.get(hover) or layout.zones.get(hover)
            if lines and rect is not None:
                self._bubble(surface, lines, (x, rect.bottom - 12), (30, 34, 44), rect)
            return
        image = self.board.face(self.board.enlarged(hover), HOVER_W)
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
