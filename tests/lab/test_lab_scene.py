"""The layout lab at the real app: opened from the title, live reload of a designer's
card file (a change, a broken save, the recovery), the before/after comparison, zoom
and the overflow filter, all by real events and real file saves."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pygame
import pytest

from game import paths
from game.app import App
from game.scenes.lab import LabScene
from tests.scenes.events import click, frames, key, tiny_app

STRIKE_COST = 'id = "strike"\nname = "Strike"\ncost = 1\n'


def designer_copy(tmp_path: Path) -> Path:
    """A designer's own copy of the Riders card file."""
    path = tmp_path / "my_riders.toml"
    shutil.copy(paths.card_file("riders"), path)
    assert STRIKE_COST in path.read_text(encoding="utf-8")
    return path


def save(path: Path, text: str) -> None:
    """Save as an editor does: a new file renamed over the old one."""
    temp = path.with_suffix(".tmp")
    temp.write_text(text, encoding="utf-8")
    temp.replace(path)


def until(app: App, done: object, limit: float = 5.0) -> None:
    """Let frames pass (real time too: the watch runs beside the app) until done()."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        app.step(1 / 60)
        if done():  # type: ignore[operator]
            return
        time.sleep(0.01)
    raise AssertionError("the lab did not notice the saved file in time")


def open_lab(app: App, cards: Path) -> LabScene:
    scene = app.stack.push("lab", game="riders", cards=cards)
    assert isinstance(scene, LabScene)
    frames(app, 3)
    return scene


def card_centre(scene: LabScene, card: str) -> tuple[int, int]:
    index = [c.id for c in scene.shown].index(card)
    grid = scene.layout_grid()
    x, y = grid.place(index, scene.scroll)
    area = scene.grid_rect()
    return (area.x + x + grid.card_w // 2, area.y + y + grid.card_h // 2)


def test_the_title_screen_opens_the_lab_on_the_first_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        app.stack.push("title")
        frames(app, 3)
        button = app.stack.top.buttons["lab"]  # type: ignore[union-attr]
        click(app, button.rect.center)
        scene = app.stack.top
        assert isinstance(scene, LabScene)
        assert scene.game == "riders"
        assert len(scene.shown) == 30  # every kind of Riders card, and its 10 tiles
        scene.close()
        key(app, pygame.K_ESCAPE)
        assert app.stack.top.__class__.__name__ == "TitleScene"


def test_a_saved_change_redraws_only_that_card_and_lists_it_beside_the_grid(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = designer_copy(tmp_path)
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_lab(app, cards)
        try:
            width = scene.card_width()
            strike_before = scene.faces[("strike", width)]
            other = scene.faces[("heavy_blow", width)]
            save(
                cards,
                cards.read_text(encoding="utf-8").replace(
                    STRIKE_COST, STRIKE_COST.replace("cost = 1", "cost = 2")
                ),
            )
            until(app, lambda: scene.changes and not scene.model.comparing)
            assert scene.changes.cards() == ["strike"]
            assert scene.changes.changes[0].fields() == [("cost", "1", "2")]
            assert "1 card changed" in scene.status
            frames(app, 2)
            assert scene.faces[("strike", width)] is not strike_before  # drawn again
            assert scene.faces[("heavy_blow", width)] is other  # untouched
            click(app, card_centre(scene, "heavy_blow"))  # the grid answers at once
            assert scene.selected == "heavy_blow"
            click(app, scene.buttons["clear_changes"].rect.center)  # the list put away
            assert not scene.changes
        finally:
            scene.close()


def test_a_broken_save_keeps_the_last_good_faces_and_names_the_line_and_the_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = designer_copy(tmp_path)
    good = cards.read_text(encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_lab(app, cards)
        try:
            deck = scene.model.deck
            save(cards, good.replace(STRIKE_COST, STRIKE_COST.replace("cost = 1", "cost = -1")))
            until(app, lambda: scene.model.problem is not None)
            problem = scene.model.problem
            assert problem is not None
            line = good.splitlines().index('id = "strike"') + 3  # its cost = line
            assert good.splitlines()[line - 1] == "cost = 1"
            assert problem.line == line
            assert (
                problem.message
                == "card strike: 'cost' should be a whole number from 0 to 99, not -1."
            )
            assert str(problem) == f"my_riders.toml, line {line}: {problem.message}"
            assert scene.model.deck is deck  # the last good cards stay
            frames(app, 2)  # and are drawn, with the problem over them
            save(cards, good.replace("cost = 1\n", "cost = 1\nname_typo = \n", 1))
            until(
                app,
                lambda: "damaged" in (scene.model.problem.message if scene.model.problem else ""),
            )
            assert "line" in str(scene.model.problem)
            save(cards, good)
            until(app, lambda: scene.model.problem is None)
            assert scene.model.deck is not deck
        finally:
            scene.close()


def test_zoom_and_the_too_long_filter(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    layout = tmp_path / "tight.toml"
    text = paths.asset("layouts", "riders.toml").read_text(encoding="utf-8")
    # a text box a tenth as tall: the longer texts can no longer fit
    layout.write_text(
        text.replace("box = [0.085, 0.565, 0.83, 0.38]", "box = [0.085, 0.565, 0.83, 0.038]"),
        encoding="utf-8",
    )
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = app.stack.push("lab", game="riders", layout=layout)
        assert isinstance(scene, LabScene)
        try:
            until(app, lambda: not scene.unchecked)
            long_ones = sorted(card for card, fields in scene.too_long.items() if fields)
            assert long_ones  # the tight box flags cards
            width = scene.card_width()
            key(app, pygame.K_EQUALS)
            assert scene.card_width() > width
            key(app, pygame.K_MINUS)
            assert scene.card_width() == width
            click(app, scene.buttons["too_long"].rect.center)
            assert sorted(c.id for c in scene.shown) == long_ones
        finally:
            scene.close()


def test_pointing_at_a_card_shows_it_large_with_its_fields(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_lab(app, paths.card_file("riders"))
        try:
            spot = card_centre(scene, "strike")
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
            )
            frames(app, 2)
            assert scene.hover == "strike"
            panel = scene.panel_rect()
            assert any(k[0] == "strike" and k[1] > scene.card_width() for k in scene.faces)
            click(app, spot)
            assert scene.selected == "strike"
            assert panel.w >= 280
        finally:
            scene.close()


def test_a_larger_window_after_scrolling_to_the_foot_still_shows_the_last_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch, (960, 600)) as app:
        scene = app.stack.push("lab", game="dune")
        assert isinstance(scene, LabScene)
        try:
            frames(app, 3)
            pygame.mouse.set_pos(300, 300)
            for _ in range(80):  # the wheel, down to the foot of the grid
                pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
            frames(app, 3)
            before = scene.layout_grid()
            assert before.max_scroll > 0 and scene.scroll == before.max_scroll
            app.screen = pygame.display.set_mode((1920, 1200), pygame.RESIZABLE)
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1200))
            frames(app, 3)
            grid = scene.layout_grid()
            assert scene.scroll <= grid.max_scroll < before.max_scroll
            assert len(scene.shown) - 1 in grid.visible(scene.scroll)  # the last one is there
        finally:
            scene.close()
