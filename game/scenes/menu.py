"""Overlays: the in-game menu (resume, resign, options, leave); the options panel is in
`game.scenes.options`.

Both are drawn over the scene below them, which stays visible behind a dark veil.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.windows import UIConfirmationDialog

from game.scenes import ui

if TYPE_CHECKING:
    from game.scenes.base import Host
    from game.session import Session

BUTTON_W, BUTTON_H, STEP = 300, 50, 62


class OverlayScene(ui.UIScene):
    """A panel in the middle of the screen over the dimmed scene beneath."""

    opaque = False
    replaces_panel = True
    heading = ""
    panel_size = (380, 300)

    def panel_rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.panel_size)
        rect.center = (self.size[0] // 2, self.size[1] // 2)
        return rect

    def draw_back(self, surface: pygame.Surface) -> None:
        surface.blit(ui.shade(surface.get_size()), (0, 0))
        box = self.panel_rect()
        surface.blit(ui.panel(box.size, 245), box)
        title = ui.text(self.heading, 30, ui.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 22)))
        ui.rule(surface, (box.centerx, box.y + 74), box.width - 80)


class MenuScene(OverlayScene):
    """The menu over the table: Resume (Esc), Save game…, Load game…, How to play (F1),
    Resign (after a yes), Options, Quit to title.

    `session` is the game being played, for Save game…; when it is not given, the
    menu saves the game of the scene it was opened over (the table).
    """

    heading = "Paused"
    panel_size = (380, 100 + 7 * STEP + 40)

    def __init__(
        self, app: Host, on_resign: Callable[[], None], session: Session | None = None
    ) -> None:
        super().__init__(app)
        self.on_resign = on_resign
        below = getattr(app.stack.top, "session", None)
        self.session = session if session is not None else below
        self.confirm: UIConfirmationDialog | None = None
        self.note = ""  # "Saved as …", after a save
        self.leaving = ""  # where the open question would go ("title", "load"); "": resign
        self.build()

    def build(self) -> None:
        box = self.panel_rect()
        x, y = box.centerx - BUTTON_W // 2, box.y + 100
        rows = [
            ("resume", "Resume", (pygame.K_ESCAPE,), "primary"),
            ("save", "Save game…", (pygame.K_s,), ""),
            ("load", "Load game…", (pygame.K_l,), ""),
            ("help", "How to play", (pygame.K_F1,), ""),
            ("resign", "Resign…", (), ""),
            ("options", "Options", (pygame.K_o,), ""),
            ("title", "Quit to title", (pygame.K_t,), ""),
        ]
        for i, (name, words, keys, classes) in enumerate(rows):
            rect = (x, y + i * STEP, BUTTON_W, BUTTON_H)
            self.button(name, rect, words, keys=keys, classes=classes or "big")
        if not hasattr(self.session, "ruleset"):
            self.buttons["help"].disable()
        if not hasattr(self.session, "save"):
            self.buttons["save"].disable()
            self.buttons["save"].set_tooltip("There is no game here to save")
        unsaved = getattr(self.session, "unsaved", "")
        if unsaved:  # a designer's playtest: its save would replay under other cards
            self.buttons["save"].set_text("Playtests aren't saved")
            self.buttons["save"].disable()
            self.buttons["save"].set_tooltip(unsaved)

    def activate(self, name: str) -> None:
        if name == "resume":
            self.app.stack.pop()
        elif name == "save":
            self.app.stack.push("save_game", session=self.session, on_saved=self.saved)
        elif name == "load":
            self.leave_for("load")
        elif name == "help":
            ruleset = getattr(self.session, "ruleset", None)
            if ruleset is not None:
                self.app.stack.push("howto", game=ruleset.name, title=ruleset.title)
        elif name == "resign":
            self.ask_resign()
        elif name == "options":
            self.app.stack.push("options")
        elif name == "title":
            self.leave_for("title")

    def loss(self) -> str:
        """What leaving this game would lose, in a sentence ("" when nothing: a game in
        progress is in its autosave, and an ended one is over)."""
        session = self.session
        if session is None or getattr(session, "result", None) is not None:
            return ""
        if getattr(session, "unsaved", ""):
            return "This playtest is not saved (playtests never are): leaving it ends it."
        table = next(
            (s for s in reversed(self.app.stack.scenes) if hasattr(s, "autosave_problem")), None
        )
        problem = getattr(table, "autosave_problem", "")
        if problem:
            return f"{problem} Leaving now loses the moves since the last autosave."
        return ""

    def leave_for(self, where: str) -> None:
        """Quit to the title or open Load game; first ask, if the game would be lost."""
        lost = self.loss()
        if not lost:
            self.go(where)
            return
        if self.confirm is not None and self.confirm.alive():
            return
        self.leaving = where
        self.confirm = ui.confirmation(
            self.manager,
            self.size,
            f"{lost} Leave anyway?",
            "Leave this game?",
            "Leave",
            box=(480, 240),
        )

    def go(self, where: str) -> None:
        if where == "load":
            self.app.stack.push("load_game")
        else:
            self.app.stack.clear_to("title")

    def saved(self, name: str) -> None:
        self.note = f"Saved as “{name}”."

    def draw_back(self, surface: pygame.Surface) -> None:
        super().draw_back(surface)
        if self.note:
            box = self.panel_rect()
            lines = ui.wrap(self.note, 15, box.width - 40)
            if len(lines) > 2 or any(ui.text(x, 15).get_width() > box.width - 40 for x in lines):
                lines = ["Saved: the Load screen lists it."]  # a name too long to show here
            top = box.bottom - 12 - 20 * len(lines)
            ui.blit_lines(surface, lines, (box.centerx, top), 15, ui.MUTED, gap=1)

    def ask_resign(self) -> None:
        if self.confirm is not None and self.confirm.alive():
            return
        self.leaving = ""
        self.confirm = ui.confirmation(
            self.manager,
            self.size,
            "Resign this game? It ends now, and it can't be taken back.",
            "Resign",
            "Resign",
            box=(440, 220),
        )

    def ui_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
            and event.ui_element is self.confirm
        ):
            self.confirm = None
            if self.leaving:
                where, self.leaving = self.leaving, ""
                self.go(where)
                return True
            # Leave first, so the table is on top again when it takes the resignation.
            if self.app.stack.top is self:
                self.app.stack.pop()
            self.on_resign()
            return True
        return False
