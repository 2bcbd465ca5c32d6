"""The window, the frame loop and the scene stack."""

from __future__ import annotations

import os
from collections.abc import Callable

import pygame

from game import paths
from game.cards.fonts import forget_fonts
from game.core.saves import remove_stray_temp_files
from game.scenes.base import Scene, SceneStack
from game.settings import Settings

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 600)
FPS = 60


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, settings: Settings | None = None):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.init()
        forget_fonts()  # fonts made before an earlier pygame.quit() are dead
        pygame.key.set_repeat(400, 40)
        pygame.display.set_caption("Dragon Table")
        remove_stray_temp_files(paths.user_data_dir())  # left by a write that was killed
        self.settings = settings or Settings.load()
        self.windowed_size = size
        self.screen = self._open_window(self.settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack(self)
        self.running = True
        self.pointer = (0, 0)  # last pointer position seen in an event

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.screen = self._open_window(self.settings.fullscreen)
        self.stack.resize(self.size)
        self.settings.save()

    def step(self, dt: float) -> None:
        """One frame: events, update, draw. Tests call this directly."""
        for event in pygame.event.get():
            self.dispatch(event)
        self.stack.update(dt)
        self.screen.fill((24, 26, 32))
        self.stack.draw(self.screen)
        pygame.display.flip()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            width = max(event.w, MIN_SIZE[0])
            height = max(event.h, MIN_SIZE[1])
            self.windowed_size = (width, height)
            if (width, height) != (event.w, event.h):
                self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            else:
                self.screen = pygame.display.get_surface() or self.screen
            self.stack.resize(self.size)
            return
        self.stack.handle(event)

    def run(self, first: Scene | Callable[[App], Scene], max_frames: int = 0) -> None:
        """The frame loop, until the window closes (or after `max_frames`, if given)."""
        self.stack.push(first if isinstance(first, Scene) else first(self))
        frames = 0
        while self.running and self.stack.top is not None:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, 0.1))
            frames += 1
            if frames == max_frames:
                break
        pygame.quit()

    def quit(self) -> None:
        self.running = False
