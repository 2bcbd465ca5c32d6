"""The text size setting (100–200 %): the app lays every scene out for the window
divided by the scale (never less room than the smallest window) and draws it larger;
pointer events land where the player sees things."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.scenes.options import OptionsScene
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.scenes.events import click, tiny_app


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    settings = Settings(bot_delay=5.0, text_size=200)
    with tiny_app(tmp_path, monkeypatch, (1920, 1200), settings) as application:
        yield application


def test_at_200_percent_the_layout_has_half_the_window_and_clicks_land_on_what_is_seen(
    app: App,
) -> None:
    assert app.scale == 2.0 and app.size == (960, 600)
    session = Session(
        REGISTRY, REGISTRY.get("tiny"), [SeatPlan("Aria"), SeatPlan("Brann", human=False)], 3
    )
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    app.step(1 / 60)
    if session.seat_to_act() == 1:
        app.settings.bot_delay = 0.0
        app.step(1 / 60)
        app.settings.bot_delay = 5.0
    take = next(e for e, b in scene.ui_buttons.items() if getattr(b, "label", "") == "Take 1")
    x, y = take.rect.center  # where it is laid out; on the screen it is twice as far
    before = len(session.state.moves)
    click(app, (x * 2, y * 2))
    assert len(session.state.moves) == before + 1 and session.state.moves[-1]["count"] == 1


def test_the_scale_never_leaves_less_room_than_the_smallest_window(app: App) -> None:
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    assert app.scale == pytest.approx(1.2) and app.size == (1066, 600)
    app.settings.text_size = 100
    assert app.scale == 1.0 and app.size == (1280, 720)


def test_the_options_change_the_text_size_and_save_it(app: App) -> None:
    scene = OptionsScene(app)
    app.stack.push(scene)
    app.step(1 / 60)
    x, y = scene.buttons["text:150"].rect.center
    click(app, (int(x * app.scale), int(y * app.scale)))
    assert app.settings.text_size == 150 and app.scale == 1.5 and app.size == (1280, 800)
    assert json.loads(Settings.path().read_text())["text_size"] == 150
    assert app.stack.top is scene and scene.size == (1280, 800)  # laid out again


def test_a_window_larger_than_the_largest_layout_draws_it_larger(app: App) -> None:
    """2560×1440 shows the 1920×1080 layout a third larger (panel text, tokens, chips),
    so a huge window reads like a large one; the text size setting multiplies it."""
    app.settings.text_size = 100
    for window, scale, size in (
        ((1920, 1080), 1.0, (1920, 1080)),
        ((2560, 1440), 4 / 3, (1920, 1080)),
        ((3840, 2160), 2.0, (1920, 1080)),
    ):
        pygame.display.set_mode(window, pygame.RESIZABLE)
        app.screen = pygame.display.get_surface()
        assert app.scale == pytest.approx(scale) and app.size == size
    pygame.display.set_mode((2560, 1440), pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    app.settings.text_size = 150
    assert app.scale == pytest.approx(2.0) and app.size == (1280, 720)
