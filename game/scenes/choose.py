"""Which do you mean? A drop that answers moves of different kinds (the reserve dropped
on a region: conscript, or hire mercenaries) lists them; a click (or its number key)
makes that move, Esc makes none."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.scenes.menu import OverlayScene

if TYPE_CHECKING:
    from game.scenes.base import Host

WIDTH, ROW = 520, 58


class ChooseScene(OverlayScene):
    heading = "Which do you mean?"

    def __init__(self, app: Host, labels: Sequence[str], on_choose: Callable[[int], None]) -> None:
        super().__init__(app)
        self.labels = list(labels)
        self.on_choose = on_choose
        self.build()

    def panel_rect(self) -> pygame.Rect:
        width = min(WIDTH, self.size[0] - 40)
        rect = pygame.Rect(0, 0, width, 110 + ROW * (len(self.labels) + 1) + 20)
        rect.center = (self.size[0] // 2, self.size[1] // 2)
        return rect

    def build(self) -> None:
        box = self.panel_rect()
        x, width = box.x + 30, box.width - 60
        for i, label in enumerate(self.labels):
            keys = (pygame.K_1 + i,) if i < 9 else ()
            self.button(f"pick:{i}", (x, box.y + 100 + i * ROW, width, 48), label, keys=keys)
        bottom = box.y + 100 + len(self.labels) * ROW
        self.button("cancel", (x, bottom, width, 48), "None of these", keys=(pygame.K_ESCAPE,))

    def activate(self, name: str) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        if name.startswith("pick:"):
            self.on_choose(int(name.removeprefix("pick:")))
