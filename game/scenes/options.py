"""The options panel: animation and bot speed, the size of text, full screen. Each
change is saved at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes import ui
from game.scenes.menu import OverlayScene
from game.settings import ANIMATION_SPEEDS, BOT_SPEEDS, TEXT_SIZES

if TYPE_CHECKING:
    from game.scenes.base import Host


class OptionsScene(OverlayScene):
    """Animation speed, bot speed, text size and full screen; each change is saved at once."""

    heading = "Options"
    panel_size = (560, 540)

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        box = self.panel_rect()
        x, width = box.x + 40, box.width - 80
        y = box.y + 96
        sizes = tuple(str(n) for n in TEXT_SIZES)
        rows = (
            ("speed", "Animation speed", ANIMATION_SPEEDS, pygame.K_1, ""),
            ("bots", "Bot speed", BOT_SPEEDS, pygame.K_5, "How long each bot move stays on screen"),
            ("text", "Text size", sizes, 0, "Everything larger, as far as the window has room"),
        )
        for prefix, heading, values, first_key, tip in rows:
            self.label((x, y, width, 28), heading, "heading")
            seg_w = (width - (len(values) - 1) * 10) // len(values)
            for i, value in enumerate(values):
                rect = (x + i * (seg_w + 10), y + 32, seg_w, 40)
                self.button(
                    f"{prefix}:{value}",
                    rect,
                    f"{value} %" if prefix == "text" else value.capitalize(),
                    classes="segment",
                    keys=(first_key + i,) if first_key else (),
                    tooltip=tip or None,
                )
            y += 84
        self.label((x, y, width, 28), "Full screen", "heading")
        self.button(
            "fullscreen",
            (x + width - 140, y - 6, 140, 40),
            "",
            classes="toggle",
            keys=(pygame.K_f,),
            tooltip="F11 does this anywhere",
        )
        self.label((x, y + 30, width, 24), "Changes are saved as you make them.", "muted")
        self.button(
            "done",
            (box.centerx - 110, box.bottom - 70, 220, 50),
            "Done",
            keys=(pygame.K_ESCAPE,),
            classes="primary",
        )
        self.show_settings()

    def show_settings(self) -> None:
        settings = self.app.settings
        chosen = {
            f"speed:{settings.animation_speed}",
            f"bots:{settings.bot_speed}",
            f"text:{settings.text_size}",
        }
        for name, button in self.buttons.items():
            if name.startswith(("speed:", "bots:", "text:")):
                if name in chosen:
                    button.select()
                else:
                    button.unselect()
        switch = self.buttons["fullscreen"]
        switch.set_text("On" if settings.fullscreen else "Off")
        if settings.fullscreen:
            switch.select()
        else:
            switch.unselect()

    def activate(self, name: str) -> None:
        if name.startswith("speed:"):
            self.app.settings.animation_speed = name.removeprefix("speed:")
            self.app.settings.save()
            self.show_settings()
        elif name.startswith("bots:"):
            self.app.settings.bot_speed = name.removeprefix("bots:")
            self.app.settings.save()
            self.show_settings()
        elif name.startswith("text:"):
            self.app.set_text_size(int(name.removeprefix("text:")))  # lays every scene out again
            self.app.settings.save()
        elif name == "fullscreen":
            self.app.toggle_fullscreen()  # saves, and lays every scene out again
            self.show_settings()
        elif name == "done":
            self.app.stack.pop()

    def draw_keycaps(self, surface: pygame.Surface) -> None:
        """Only Done and the switch get key caps; the speed buttons are too narrow."""
        for name in ("done", "fullscreen"):
            widget = self.buttons[name]
            key = pygame.K_ESCAPE if name == "done" else pygame.K_f
            cap = ui.keycap(ui.key_name(key))
            surface.blit(cap, cap.get_rect(midright=(widget.rect.right - 10, widget.rect.centery)))
