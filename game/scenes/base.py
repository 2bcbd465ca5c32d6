"""The scene stack: push, pop, replace; events go to the top scene first.

A scene gets `handle(event)`, `update(dt)` and `draw(surface)`. `draw` never
changes any state. An overlay scene (a menu) is drawn over the scene below it;
an opaque one (the curtain) hides everything beneath.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    opaque = True  # False: the scene below is drawn first (menus, dialogs)
    replaces_panel = False  # True: a panel that hides another such panel beneath it

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def leave(self) -> None:
        """Called when another scene covers it or it is removed."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True if the event was used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.leave()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.top:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def handle(self, event: pygame.event.Event) -> None:
        if self.top:
            self.top.handle(event)

    def update(self, dt: float) -> None:
        if self.top:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        shown = self.scenes[start:]
        for i, scene in enumerate(shown):
            above = shown[i + 1] if i + 1 < len(shown) else None
            if above is not None and above.replaces_panel and scene.replaces_panel:
                continue  # a dialog over a dialog: only the top one is drawn on the veil
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)
