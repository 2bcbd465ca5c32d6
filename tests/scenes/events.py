"""Real events for scene tests that need no table driver: frames, keys, clicks and
drags posted to pygame's queue, and an app with the throwaway Tiny Pile game plugged
in (`tests/tiny_game`). Whole games at a table use `tests/scenes/driver.py`."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.settings import Settings
from tests.tiny_game import ENTRY


@contextmanager
def tiny_app(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int] = (1280, 720),
    settings: Settings | None = None,
) -> Iterator[App]:
    """An app in a fresh home folder with Tiny Pile registered for as long as it runs."""
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    REGISTRY.add(ENTRY)
    application = App(REGISTRY, size, settings=settings or Settings())
    pygame.event.clear()
    try:
        yield application
    finally:
        REGISTRY.remove(ENTRY.name)
        pygame.quit()


def frames(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.step(1 / 60)


def wait_until(app: App, done: Callable[[], bool], what: str, seconds: float = 20.0) -> int:
    """Let frames pass, with the other threads (a file watch, a simulation) given time to
    run, until `done()`; the frames it took. `seconds` is a deadline against a test that
    would hang, not a measurement: a loaded machine (both cores busy with tests) may take
    far longer than the app does alone."""
    deadline = time.monotonic() + seconds
    n = 0
    while time.monotonic() < deadline:
        frames(app, 1)
        n += 1
        if done():
            return n
        time.sleep(1 / 120)
    raise AssertionError(f"{what} did not happen within {seconds:.0f} s ({n} frames)")


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    frames(app)


def type_into(app: App, widget: Any, words: str) -> None:
    """Click a text field, select all it holds, and type `words` over it."""
    click(app, widget.rect.center)
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="a", scancode=0
        )
    )
    frames(app)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    frames(app)


def click(app: App, pos: tuple[int, int], after: int = 2) -> None:
    """Point at `pos`, press and let go there, then let `after` frames pass."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, after)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(1 / 60)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    )
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)


def choose(app: Any, menu: Any, words: str) -> None:
    """Open a drop-down by a click and click one of its options (the list tells the
    menu, which tells the scene: a few frames)."""
    click(app, menu.rect.center)
    listed = menu.current_state.options_selection_list
    for item in listed.item_list:
        if item["text"] == words:
            click(app, item["button_element"].rect.center, after=6)
            return
    raise AssertionError(f"{words!r} is not offered")
