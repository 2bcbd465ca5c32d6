"""The curtain: hides the table at every hand-over between people at one screen.

Its words are the game's (`TableKit.curtain_words`): "Pass to Brann", or why the screen
passes now ("Pass to Brann — 2 dragons attack you"), shrunk to fit the window."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.cards.fonts import font
from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.scenes.base import Host

CLOTH = (58, 22, 30)
FOLD = (74, 30, 40)
INK = (240, 226, 200)
GOLD = (232, 186, 92)
TITLE, TITLE_LEAST = 44, 20  # the words' size, and the smallest they shrink to in a narrow window


class CurtainScene(Scene):
    """Opaque: nothing of the table is drawn while it is up."""

    def __init__(self, app: Host, name: str, on_lift: Callable[[], None], words: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.words = words or f"Pass to {name}"
        self.on_lift = on_lift
        self.clock = 0.0
        self.lifted = False

    def handle(self, event: pygame.event.Event) -> bool:
        lift = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        )
        if lift and not self.lifted:
            self.lifted = True
            self.app.stack.pop()
            self.on_lift()
            return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(CLOTH)
        for x in range(0, w, 48):  # folds of the cloth
            pygame.draw.rect(surface, FOLD, (x, 0, 20, h))
        pygame.draw.rect(surface, GOLD, (0, h - 30, w, 8))
        size = TITLE
        while size > TITLE_LEAST and font(size, True).size(self.words)[0] > w - 40:
            size -= 2
        title = font(size, True).render(self.words, True, INK)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - 30)))
        alpha = int(170 + 80 * math.sin(self.clock * 3))
        hint = font(22).render("Click when ready (or press Enter)", True, GOLD)
        hint.set_alpha(alpha)
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + 30)))
        note = font(16).render("Everyone else: look away.", True, INK)
        surface.blit(note, note.get_rect(center=(w // 2, h // 2 + 70)))
