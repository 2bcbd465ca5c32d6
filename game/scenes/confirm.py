"""A question asked once before a move that gives up something (a whole phase with
actions left): "Yes" makes the move, "No" (or Esc) goes back to the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes import ui
from game.scenes.menu import OverlayScene

if TYPE_CHECKING:
    from game.scenes.base import Host

WIDTH = 520


class ConfirmScene(OverlayScene):
    heading = "Are you sure?"

    def __init__(self, app: Host, question: str, yes: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question, self.yes, self.on_yes = question, yes, on_yes
        self.build()

    def rows(self) -> list[str]:
        return ui.wrap(self.question, 20, min(WIDTH, self.size[0] - 40) - 60)

    def panel_rect(self) -> pygame.Rect:
        width = min(WIDTH, self.size[0] - 40)
        rect = pygame.Rect(0, 0, width, 200 + 28 * len(self.rows()))
        rect.center = (self.size[0] // 2, self.size[1] // 2)
        return rect

    def build(self) -> None:
        box = self.panel_rect()
        half = (box.width - 100) // 2
        y = box.bottom - 74
        self.button(
            "yes", (box.x + 40, y, half, 50), self.yes, keys=(pygame.K_RETURN,), classes="primary"
        )
        self.button(
            "no", (box.right - 40 - half, y, half, 50), "No, go back", keys=(pygame.K_ESCAPE,)
        )

    def draw_back(self, surface: pygame.Surface) -> None:
        super().draw_back(surface)
        box = self.panel_rect()
        ui.blit_lines(surface, self.rows(), (box.centerx, box.y + 96), 20)

    def activate(self, name: str) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        if name == "yes":
            self.on_yes()
