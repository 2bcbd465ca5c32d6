"""The window, the frame loop and the scene stack."""

from __future__ import annotations

import os
from collections.abc import Callable

import pygame

from game import paths
from game.autosaves import autosaves_dir
from game.cards.fonts import forget_fonts
from game.core.registry import Registry
from game.core.saves import remove_stray_temp_files
from game.saved_games import saves_dir
from game.scenes.base import Scene, SceneStack
from game.settings import Settings

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 600)
GROW_FROM = (1920, 1080)
"""The largest layout: a larger window draws it larger, in proportion (`App.scale`)."""
FPS = 60
POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class App:
    """The window and its frame loop, for the games of `registry` (handed in by the
    command line, which builds it: the app and its scenes never import the list)."""

    def __init__(
        self,
        registry: Registry,
        size: tuple[int, int] = DEFAULT_SIZE,
        settings: Settings | None = None,
    ):
        self.registry = registry
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.display.init()  # the window, its events and keys: no sound, no joystick
        pygame.font.init()
        forget_fonts()  # fonts made before an earlier pygame.quit() are dead
        pygame.key.set_repeat(400, 40)
        pygame.display.set_caption("Dragon Table")
        for folder in (paths.user_data_dir(), autosaves_dir(), saves_dir()):
            remove_stray_temp_files(folder)  # left by a write that was killed
        self.settings = settings or Settings.load()
        self.windowed_size = size
        self.screen = self._open_window(self.settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack(self)
        self.running = True
        self.pointer = (0, 0)  # last pointer position seen in an event
        self._canvas: pygame.Surface | None = None  # the layout's surface when scaled

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    @property
    def scale(self) -> float:
        """How much larger than 100 % everything is drawn: the text size setting, times
        how far the window outgrows `GROW_FROM` (a 2560×1440 window shows the 1920×1080
        layout, every text, token and chip a third larger), as far as the window allows
        (the layout never gets less room than the smallest window)."""
        w, h = self.screen.get_size()
        grow = max(1.0, min(w / GROW_FROM[0], h / GROW_FROM[1]))
        wanted = self.settings.text_size / 100 * grow
        return max(1.0, min(wanted, w / MIN_SIZE[0], h / MIN_SIZE[1]))

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes lay out for: the window's, divided by the scale."""
        w, h = self.screen.get_size()
        scale = self.scale
        if scale == 1.0:
            return (w, h)
        return (int(w / scale), int(h / scale))

    def set_text_size(self, percent: int) -> None:
        """Change the text size setting and lay every scene out again for it."""
        self.settings.text_size = percent
        self.stack.resize(self.size)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.screen = self._open_window(self.settings.fullscreen)
        self.stack.resize(self.size)
        self.settings.save()

    def step(self, dt: float) -> None:
        """One frame: events, update, draw. Tests call this directly."""
        for event in pygame.event.get():
            self.dispatch(self.scaled(event))
        self.stack.update(dt)
        size, scale = self.size, self.scale
        canvas = self.screen
        if scale != 1.0:  # draw at the layout's size, then enlarge it to the window
            if self._canvas is None or self._canvas.get_size() != size:
                self._canvas = pygame.Surface(size).convert()
            canvas = self._canvas
        canvas.fill((24, 26, 32))
        self.stack.draw(canvas)
        if canvas is not self.screen:
            pygame.transform.smoothscale(canvas, self.screen.get_size(), self.screen)
        pygame.display.flip()

    def scaled(self, event: pygame.event.Event) -> pygame.event.Event:
        """A pointer event in the window, moved to where it is on the scaled layout."""
        scale = self.scale
        if scale == 1.0 or event.type not in POINTER_EVENTS:
            return event
        data = dict(event.dict)
        data["pos"] = (int(event.pos[0] / scale), int(event.pos[1] / scale))
        if "rel" in data:
            data["rel"] = (int(event.rel[0] / scale), int(event.rel[1] / scale))
        return pygame.event.Event(event.type, data)

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
