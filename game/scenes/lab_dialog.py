"""The frame the layout lab's dialogs are drawn in (Print and play, Tabletop Simulator,
Playtest).

A panel over the lab, which is dimmed well behind it (`dim`: the grid's cards stay
recognisable but no longer compete with the dialog), a title, Close (Esc) and one
primary action (Enter), a message the action leaves, and the hint line that names
the two keys.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes import ui

MESSAGE_LINES = 4  # the most lines a message takes above the buttons
DIM_ALPHA = 215  # the veil over the lab behind a dialog: what shows through is a sixth as bright


def dim(surface: pygame.Surface) -> None:
    """Dim everything drawn so far on `surface`: what lies behind a dialog."""
    surface.blit(ui.shade(surface.get_size(), DIM_ALPHA), (0, 0))


def items(words: Any) -> list[str | tuple[str, str]]:
    """A drop-down's options, in the list type pygame_gui asks for."""
    return list(words)


class LabDialog(ui.UIScene):
    opaque = False
    replaces_panel = True
    panel_size = (600, 400)
    action = ("start", "Start")  # the primary button's name and words

    def panel_rect(self) -> pygame.Rect:
        w, h = self.size
        rect = pygame.Rect(0, 0, min(self.panel_size[0], w - 40), min(self.panel_size[1], h - 40))
        rect.center = (w // 2, h // 2)
        return rect

    def add_actions(self) -> None:
        """Close and the primary action along the panel's foot."""
        rect = self.panel_rect()
        bottom = rect.bottom - 54
        self.button(
            "cancel", (rect.right - 28 - 110, bottom, 110, 38), "Close", keys=(pygame.K_ESCAPE,)
        )
        name, words = self.action
        self.button(
            name,
            (rect.right - 28 - 110 - 12 - 150, bottom, 150, 38),
            words,
            keys=(pygame.K_RETURN,),
            classes="primary",
        )

    def draw_keycaps(self, surface: pygame.Surface) -> None:
        """Enter and Esc are said in the hint line instead."""

    def draw_frame(self, surface: pygame.Surface, title: str, top: int) -> pygame.Rect:
        """The veil, the panel and its title `top` pixels down; returns the panel."""
        dim(surface)
        rect = self.panel_rect()
        surface.blit(ui.panel(rect.size), rect)
        head = ui.text(title, 22, ui.GOLD, True)
        surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.y + top)))
        return rect

    def draw_message(self, surface: pygame.Surface, message: str, colour: ui.Colour) -> None:
        """What the action said, above the buttons, and the hint line under it."""
        rect = self.panel_rect()
        if message:
            lines = [
                line for said in message.splitlines() for line in ui.wrap(said, 15, rect.w - 56)
            ]
            if len(lines) > MESSAGE_LINES:  # whole lines only, and how many more there are
                rest = len(lines) - MESSAGE_LINES + 1
                lines = [*lines[: MESSAGE_LINES - 1], f"and {rest} more lines"]
            top = rect.bottom - 70 - 20 * len(lines)
            ui.blit_lines(surface, lines, (rect.x + 28, top), 15, colour, centred=False, gap=2)
        verb = self.action[1].lower()
        hint = ui.text(f"Enter {verb}s · Esc closes", 13, ui.MUTED)
        surface.blit(hint, (rect.x + 28, rect.bottom - 42))
