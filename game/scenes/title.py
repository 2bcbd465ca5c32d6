"""The title screen: the name, a dragon emblem, and the way in (new, continue, options)."""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.windows import UIMessageWindow

from game import paths
from game.cards.fonts import font
from game.core.errors import SaveError
from game.scenes import ui

if TYPE_CHECKING:
    from game.app import App

AUTOSAVE = "autosave.json"
TAGLINE = "Dragon card and board games, hot-seat at one table"


def autosave_path() -> Path:
    return paths.user_data_dir() / AUTOSAVE


class TitleScene(ui.UIScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.time = 0.0  # seconds shown, for the drifting embers
        self.error = ""  # the last reason Continue failed, shown in a dialog
        self.dialog: UIMessageWindow | None = None
        self.build()

    def build(self) -> None:
        w, h = self.size
        width, height, gap = 320, 50, 14
        top = int(h * 0.56)
        x = (w - width) // 2
        rows = [
            ("new", "New game", pygame.K_n, "primary"),
            ("continue", "Continue last game", pygame.K_c, ""),
            ("options", "Options", pygame.K_o, ""),
            ("quit", "Quit", pygame.K_q, ""),
        ]
        for i, (name, words, key, classes) in enumerate(rows):
            rect = (x, top + i * (height + gap), width, height)
            self.button(name, rect, words, keys=(key,), classes=classes or "big")
        self.shortcuts[pygame.K_ESCAPE] = "quit"
        self.refresh_continue()

    def resize(self, size: tuple[int, int]) -> None:
        showing = self.dialog is not None and self.dialog.alive()
        super().resize(size)
        if showing:
            self.show_error(self.error)

    def enter(self) -> None:
        self.refresh_continue()

    def refresh_continue(self) -> None:
        button = self.buttons["continue"]
        if autosave_path().is_file():
            button.enable()
            button.set_tooltip("Pick up the game that was being played")
        else:
            button.disable()
            button.set_tooltip("No game has been saved yet")

    def activate(self, name: str) -> None:
        if name == "new":
            from game.scenes.new_game import NewGameScene

            self.app.stack.push(NewGameScene(self.app))
        elif name == "continue":
            self.continue_last()
        elif name == "options":
            from game.scenes.menu import OptionsScene

            self.app.stack.push(OptionsScene(self.app))
        elif name == "quit":
            self.app.quit()

    def continue_last(self) -> None:
        """Load the autosave; a damaged one is reported and the title stays."""
        from game.session import Session

        path = autosave_path()
        try:
            session = Session.load(path)
        except SaveError as exc:
            self.show_error(str(exc))
            return
        except (ValueError, KeyError, OSError) as exc:  # a save that replays but won't seat
            self.show_error(f"Can't load the save '{path}': {exc}")
            return
        self.error = ""
        from game.scenes.table import TableScene

        self.app.stack.push(TableScene(self.app, session))

    def show_error(self, message: str) -> None:
        self.error = message
        if self.dialog is not None and self.dialog.alive():
            self.dialog.kill()
        w, h = self.size
        rect = pygame.Rect(0, 0, min(620, w - 80), 250)
        rect.center = (w // 2, h // 2)
        body = f"{html.escape(message)}<br><br><i>The file was left as it is.</i>"
        self.dialog = UIMessageWindow(
            rect, body, self.manager, window_title="Can't continue the last game"
        )
        if self.dialog.dismiss_button is not None:
            ui.roomy(self.dialog.dismiss_button)

    def update(self, dt: float) -> None:
        self.time += dt
        super().update(dt)

    def draw_back(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(ui.backdrop((w, h)), (0, 0))
        draw_embers(surface, self.time)
        radius = max(48, min(int(h * 0.135), 100))
        badge = emblem(radius)
        surface.blit(badge, badge.get_rect(center=(w // 2, int(h * 0.19))))
        name = title_text(max(44, min(int(h * 0.1), 84)))
        surface.blit(name, name.get_rect(center=(w // 2, int(h * 0.38))))
        ui.rule(surface, (w // 2, int(h * 0.46)), 360)
        tag = ui.text(TAGLINE, 18, ui.MUTED)
        surface.blit(tag, tag.get_rect(center=(w // 2, int(h * 0.5))))
        foot = ui.text("F11 full screen", 14, (120, 98, 80))
        surface.blit(foot, foot.get_rect(bottomright=(w - 16, h - 12)))


# -- the pictures ----------------------------------------------------------------------


def draw_embers(surface: pygame.Surface, time: float) -> None:
    """Sparks rising from the bottom of the screen; their paths are fixed, only time moves."""
    w, h = surface.get_size()
    for i in range(36):
        seed = (i * 0.6180339887) % 1.0
        speed = 18 + 30 * ((i * 0.381966) % 1.0)
        y = h - ((time * speed + seed * h * 1.7) % (h * 1.1))
        x = seed * w + math.sin(time * 0.7 + i) * 14
        fade = max(0.0, min(1.0, y / h))
        size = 1 + (i % 3)
        glow = (int(120 + 120 * fade), int(50 + 60 * fade), 20)
        pygame.draw.circle(surface, glow, (int(x), int(y)), size)


@lru_cache(maxsize=4)
def title_text(size: int) -> pygame.Surface:
    """'Dragon Table' in bold, gilded top to bottom, over a soft dark shadow."""
    face = font(size, True)
    words = "Dragon Table"
    shape = face.render(words, True, (255, 255, 255))
    gilt = pygame.Surface(shape.get_size(), pygame.SRCALPHA)
    top, bottom = (255, 226, 150), (196, 112, 40)
    for y in range(gilt.get_height()):
        t = y / max(1, gilt.get_height() - 1)
        colour = [int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.line(gilt, (*colour, 255), (0, y), (gilt.get_width(), y))
    gilt.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shadow = face.render(words, True, (0, 0, 0))
    shadow.set_alpha(160)
    out = pygame.Surface((shape.get_width() + 8, shape.get_height() + 8), pygame.SRCALPHA)
    for dx, dy in ((4, 5), (3, 4), (5, 6)):
        out.blit(shadow, (dx, dy))
    out.blit(gilt, (0, 0))
    return out


# A dragon's head in profile, facing right, in a box from -1 to 1 (y down).
HEAD = [
    (-0.62, 0.95),
    (-0.70, 0.50),
    (-0.66, 0.12),
    (-0.52, -0.16),
    (-0.30, -0.30),
    (-0.05, -0.33),
    (0.14, -0.27),
    (0.36, -0.20),
    (0.62, -0.14),
    (0.76, -0.06),
    (0.74, 0.02),
    (0.46, 0.06),
    (0.12, 0.08),
    (0.44, 0.16),
    (0.58, 0.22),
    (0.50, 0.30),
    (0.18, 0.33),
    (-0.10, 0.38),
    (-0.26, 0.58),
    (-0.30, 0.95),
]
HORN_BACK = [(-0.44, -0.22), (-0.78, -0.58), (-0.98, -0.86), (-0.66, -0.54), (-0.28, -0.30)]
HORN_FRONT = [(-0.22, -0.30), (-0.40, -0.62), (-0.50, -0.84), (-0.26, -0.58), (-0.04, -0.33)]
SPINES = [
    [(-0.66, 0.14), (-0.90, 0.02), (-0.68, 0.30)],
    [(-0.69, 0.40), (-0.94, 0.34), (-0.70, 0.58)],
    [(-0.68, 0.66), (-0.92, 0.66), (-0.66, 0.84)],
]
FLAME = [
    (0.58, 0.12),
    (0.78, 0.04),
    (0.92, -0.08),
    (0.86, 0.10),
    (1.0, 0.10),
    (0.84, 0.20),
    (0.95, 0.30),
    (0.74, 0.24),
]
TEETH = [[(0.22, 0.08), (0.27, 0.15), (0.32, 0.08)], [(0.36, 0.07), (0.41, 0.14), (0.45, 0.07)]]


@lru_cache(maxsize=4)
def emblem(radius: int) -> pygame.Surface:
    """A gold-rimmed medallion with a horned dragon's head breathing a little flame."""
    scale = 4  # drawn large, then smoothed down
    r = radius * scale
    size = 2 * r + 8 * scale
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2

    def pts(shape: list[tuple[float, float]], k: float = 0.74) -> list[tuple[float, float]]:
        return [(c + (x - 0.08) * r * k, c + (y + 0.02) * r * k) for x, y in shape]

    pygame.draw.circle(big, (0, 0, 0, 120), (c + 2 * scale, c + 3 * scale), r + 2 * scale)
    pygame.draw.circle(big, (196, 128, 52), (c, c), r)
    pygame.draw.circle(big, (118, 64, 26), (c, c), r - 3 * scale)
    pygame.draw.circle(big, (246, 206, 122), (c, c), r - 5 * scale)
    pygame.draw.circle(big, (64, 18, 12), (c, c), r - 8 * scale)
    for i in range(24):  # a ring of little scales
        a = i * math.tau / 24
        x, y = c + math.cos(a) * (r - 14 * scale), c + math.sin(a) * (r - 14 * scale)
        pygame.draw.circle(big, (96, 30, 16), (x, y), 4 * scale)
    pygame.draw.circle(big, (46, 12, 8), (c, c), r - 19 * scale)
    art = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_head(art, pts, scale)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), r - 19 * scale)
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(art, (0, 0))
    pygame.draw.circle(big, (246, 206, 122), (c, c), r - 19 * scale, scale)
    return pygame.transform.smoothscale(big, (size // scale, size // scale))


def draw_head(
    big: pygame.Surface, pts: Callable[..., list[tuple[float, float]]], scale: int
) -> None:
    pygame.draw.polygon(big, (255, 150, 50), pts(FLAME))
    for horn in (HORN_BACK, HORN_FRONT):
        pygame.draw.polygon(big, (232, 200, 140), pts(horn))
    for spine in SPINES:
        pygame.draw.polygon(big, (200, 140, 60), pts(spine))
    head = pts(HEAD)
    pygame.draw.polygon(big, (214, 150, 62), head)
    pygame.draw.polygon(big, (120, 62, 22), head, 2 * scale)
    for tooth in TEETH:
        pygame.draw.polygon(big, (250, 240, 220), pts(tooth))
    eye = pts([(0.10, -0.16)])[0]
    pygame.draw.ellipse(
        big,
        (255, 226, 90),
        pygame.Rect(0, 0, 16 * scale, 9 * scale).move(eye[0] - 8 * scale, eye[1] - 4 * scale),
    )
    pygame.draw.ellipse(
        big,
        (30, 8, 4),
        pygame.Rect(0, 0, 3 * scale, 9 * scale).move(eye[0] - 1.5 * scale, eye[1] - 4 * scale),
    )
    nostril = pts([(0.62, -0.08)])[0]
    pygame.draw.circle(big, (90, 40, 16), nostril, 2 * scale)
    brow = pts([(-0.06, -0.24), (0.26, -0.22)])
    pygame.draw.line(big, (120, 62, 22), brow[0], brow[1], 2 * scale)
