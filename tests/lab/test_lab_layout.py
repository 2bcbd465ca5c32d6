"""The layout lab at the smallest window, a laptop and a large screen: no two lines of
text overlap and none is cut off, with a card shown large, with a change listed beside
the grid and shown before and after, and with a broken file's problems over the grid."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import paths
from game.app import App
from game.games import REGISTRY
from game.scenes import ui
from game.scenes.lab import LabScene
from game.settings import Settings
from tests.scenes.ledger import ink_box, problems, recording

SIZES = ((960, 600), (1280, 720), (2560, 1440))


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings())
    yield application
    pygame.quit()


def drawn(app: App, scene: LabScene, size: tuple[int, int]) -> list[str]:
    ui.text.cache_clear()  # text drawn before the recording began is not known to it
    with recording(app.size) as screen:  # the layout's size (a large window scales it)
        app.stack.draw(screen)
        found = problems(screen.texts)
        assert screen.texts, "the lab drew no text"
    shown = [e for e in scene.manager.get_root_container().elements if e.visible]
    found += [
        f"{text} under a widget at {tuple(widget.rect)}"
        for text in screen.texts
        for widget in shown
        if ink_box(text).colliderect(widget.rect)
    ]
    return found


def open_at(app: App, size: tuple[int, int], **kwargs: object) -> LabScene:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    scene = app.stack.push("lab", **kwargs)
    assert isinstance(scene, LabScene)
    for _ in range(3):
        app.step(1 / 60)
    return scene


def point_at_first_card(app: App, scene: LabScene) -> None:
    grid = scene.layout_grid()
    x, y = grid.place(0, scene.scroll)
    area = scene.grid_rect()
    at = (area.x + x + 10, area.y + y + 10)  # on the layout; the window is scaled from it
    pos = (int(at[0] * app.scale), int(at[1] * app.scale))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(1 / 60)
    assert scene.hover == scene.shown[0].id


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["riders", "draconium", "dune"])
def test_a_card_shown_large_with_its_fields(app: App, game: str, size: tuple[int, int]) -> None:
    scene = open_at(app, size, game=game)
    try:
        point_at_first_card(app, scene)
        assert not drawn(app, scene, size)
    finally:
        scene.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_change_and_a_broken_file(app: App, tmp_path: Path, size: tuple[int, int]) -> None:
    cards = tmp_path / "riders.toml"
    shutil.copy(paths.card_file("riders"), cards)
    good = cards.read_text(encoding="utf-8")
    scene = open_at(app, size, game="riders", cards=cards)
    try:
        cards.write_text(
            good.replace('name = "Strike"\ncost = 1', 'name = "Strike of the Long Name"\ncost = 2'),
            encoding="utf-8",
        )
        scene.reload_now()
        assert scene.changes.cards() == ["strike"]
        assert not drawn(app, scene, size)  # listed beside the grid
        scene.select("strike")
        assert not drawn(app, scene, size)  # and shown before and after
        scene.dismiss()
        cards.write_text(good.replace("cost = 1", "cost = -1", 1), encoding="utf-8")
        scene.reload_now()
        assert scene.model.problem is not None
        assert not drawn(app, scene, size)
    finally:
        scene.close()
