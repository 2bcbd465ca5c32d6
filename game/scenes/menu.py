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
    """The menu over the table: Resume (Esc), Resign (after a yes), Options, Quit to title."""

    heading = "Paused"
    panel_size = (380, 100 + 4 * STEP + 20)

    def __init__(self, app: Host, on_resign: Callable[[], None]) -> None:
        super().__init__(app)
        self.on_resign = on_resign
        self.confirm: UIConfirmationDialog | None = None
        self.build()

    def build(self) -> None:
        box = self.panel_rect()
        x, y = box.centerx - BUTTON_W // 2, box.y + 100
        rows = [
            ("resume", "Resume", (pygame.K_ESCAPE,), "primary"),
            ("resign", "Resign…", (), ""),
            ("options", "Options", (pygame.K_o,), ""),
            ("title", "Quit to title", (pygame.K_t,), ""),
        ]
        for i, (name, words, keys, classes) in enumerate(rows):
            rect = (x, y + i * STEP, BUTTON_W, BUTTON_H)
            self.button(name, rect, words, keys=keys, classes=classes or "big")

    def activate(self, name: str) -> None:
        if name == "resume":
            self.app.stack.pop()
        elif name == "resign":
            self.ask_resign()
        elif name == "options":
            self.app.stack.push("options")
        elif name == "title":
            self.app.stack.clear_to("title")

    def ask_resign(self) -> None:
        if self.confirm is not None and self.confirm.alive():
            return
        rect = pygame.Rect(0, 0, 440, 220)
        rect.center = (self.size[0] // 2, self.size[1] // 2)
        self.confirm = UIConfirmationDialog(
            rect,
            "Resign this game? It ends now, and it can't be taken back.",
            self.manager,
            window_title="Resign",
            action_short_name="Resign",
        )
        ui.roomy(self.confirm.cancel_button, self.confirm.confirm_button)

    def ui_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
            and event.ui_element is self.confirm
        ):
            self.confirm = None
            # Leave first, so the table is on top again when it takes the resignation.
            if self.app.stack.top is self:
                self.app.stack.pop()
            self.on_resign()
            return True
        return False
