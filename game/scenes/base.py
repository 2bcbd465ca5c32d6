"""The scene stack: push, pop, replace; events go to the top scene first.

A scene gets `handle(event)`, `update(dt)` and `draw(surface)`. `draw` never
changes any state. An overlay scene (a menu) is drawn over the scene below it;
an opaque one (the curtain) hides everything beneath.

Scenes reach each other by name (`stack.push("table", session=…)`): the stack
looks the name up in `SCENES` and imports the scene's module only then, so no
scene imports another and the base knows the app only as the `Host` it needs.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

import pygame

from game.core.registry import Registry
from game.settings import Settings

# Every scene, by name: the module and class the stack builds it from.
SCENES: dict[str, str] = {
    "title": "game.scenes.title:TitleScene",
    "new_game": "game.scenes.new_game:NewGameScene",
    "table": "game.scenes.table:TableScene",
    "curtain": "game.scenes.curtain:CurtainScene",
    "menu": "game.scenes.menu:MenuScene",
    "options": "game.scenes.options:OptionsScene",
    "results": "game.scenes.results:ResultsScene",
    "replay": "game.scenes.replay:ReplayScene",
    "howto": "game.scenes.howto:HowToScene",
    "confirm": "game.scenes.confirm:ConfirmScene",
    "choose": "game.scenes.choose:ChooseScene",
    "save_game": "game.scenes.save_game:SaveScene",
    "load_game": "game.scenes.load_game:LoadScene",
    "lab": "game.scenes.lab:LabScene",
    "lab_print": "game.scenes.lab_print:LabPrintScene",
    "lab_playtest": "game.scenes.lab_playtest:LabPlaytestScene",
    "lab_map": "game.scenes.lab_map:LabMapScene",
    "balance": "game.scenes.balance:BalanceScene",
}


class Host(Protocol):
    """What scenes use of the app that runs them: the window, the stack, the settings, and
    the games it plays (its registry)."""

    stack: SceneStack
    settings: Settings
    registry: Registry
    pointer: tuple[int, int]

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def scale(self) -> float: ...

    def set_text_size(self, percent: int) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def quit(self) -> None: ...


class Scene:
    opaque = True  # False: the scene below is drawn first (menus, dialogs)
    replaces_panel = False  # True: a panel that hides another such panel beneath it

    def __init__(self, app: Host) -> None:
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


SceneRef = Scene | str


class SceneStack:
    def __init__(self, host: Host | None = None) -> None:
        self.scenes: list[Scene] = []
        self.host = host

    def make(self, scene: str, /, **kwargs: Any) -> Scene:
        """The scene called `scene` (see `SCENES`), built for this stack's app."""
        if self.host is None:
            raise RuntimeError("this scene stack has no app to build scenes for")
        try:
            module, _, cls = SCENES[scene].partition(":")
        except KeyError:
            raise KeyError(f"there is no scene called {scene!r}") from None
        made: Scene = getattr(importlib.import_module(module), cls)(self.host, **kwargs)
        return made

    def _scene(self, scene: SceneRef, kwargs: dict[str, Any]) -> Scene:
        return self.make(scene, **kwargs) if isinstance(scene, str) else scene

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: SceneRef, /, **kwargs: Any) -> Scene:
        """Put a scene (or the scene called so, built with `kwargs`) on top."""
        scene = self._scene(scene, kwargs)
        if self.top:
            self.top.leave()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        """Take the top scene off. Going back from the only scene there is lands on the
        title screen (a game opened straight from the command line has nothing below
        it); only Quit ends the app."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.top:
            self.top.enter()
        elif self.host is not None and not isinstance(scene, self._scene_class("title")):
            self.push("title")
        return scene

    @staticmethod
    def _scene_class(name: str) -> type:
        module, _, cls = SCENES[name].partition(":")
        found: type = getattr(importlib.import_module(module), cls)
        return found

    def replace(self, scene: SceneRef, /, **kwargs: Any) -> Scene:
        """Put a scene in place of the top one."""
        scene = self._scene(scene, kwargs)
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def clear_to(self, scene: SceneRef, /, **kwargs: Any) -> Scene:
        """Empty the stack, then put this scene on it."""
        scene = self._scene(scene, kwargs)
        while self.scenes:
            self.scenes.pop().leave()
        return self.push(scene)

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
