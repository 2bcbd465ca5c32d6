"""The app most scene tests use: 1280×720, bots moving at once, in the test's own user
folder (a test file may define its own `app` for another size or settings)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.settings import Settings


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=0.0))
    yield application
    pygame.quit()
