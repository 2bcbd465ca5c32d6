"""The lab's dialogs at the smallest window and a large one: no text overlaps another, is
cut off, or lies under a button, a field or a menu."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.scenes import ui
from game.settings import Settings
from tests.scenes.ledger import ink_box, problems, recording

SIZES = ((960, 600), (1920, 1080))


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings())
    yield application
    pygame.quit()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("dialog", ["print", "tts", "playtest"])
def test_the_dialog_fits(app: App, dialog: str, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    lab = app.stack.push("lab", game="draconium")
    try:
        for _ in range(2):
            app.step(1 / 60)
        lab.activate(dialog)  # the button's own action: the dialog over the lab
        top = app.stack.top
        assert top is not lab
        top.message = "Could not write the PDF: [Errno 13] Permission denied: '/a/long/path/to/somewhere/cards.pdf'"  # type: ignore[attr-defined]
        app.step(1 / 60)
        ui.text.cache_clear()
        with recording(size) as screen:
            top.draw(screen)  # the dialog alone: the lab under its veil is not read
            found = problems(screen.texts)
            assert screen.texts
        widgets = [e.rect for e in top.manager.get_root_container().elements]  # type: ignore[attr-defined]
        found += [
            f"{text} under a widget at {tuple(rect)}"
            for text in screen.texts
            for rect in widgets
            if ink_box(text).colliderect(rect)
        ]
        assert not found, "\n".join(found)
    finally:
        lab.close()  # type: ignore[attr-defined]
