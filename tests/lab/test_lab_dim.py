"""Every dialog of the layout lab dims the lab behind it: opened by a real click, the
grid's pixels beside the dialog are far darker than the same pixels without it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.scenes.lab import LabScene
from game.scenes.lab_dialog import LabDialog
from tests.scenes.events import click, frames, tiny_app


def brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean of the red, green and blue of the pixels in `rect`."""
    r, g, b, _ = pygame.transform.average_color(surface, rect)
    return (r + g + b) / 3


def beside(dialog: pygame.Rect, lab: LabScene) -> pygame.Rect:
    """Grid left of the dialog's panel: cards drawn there without it."""
    area = lab.grid_rect()
    return pygame.Rect(area.x, area.y, dialog.x - area.x - 4, area.h)


@pytest.mark.parametrize("size", [(960, 600), (1600, 1000)], ids=["960x600", "1600x1000"])
@pytest.mark.parametrize("button", ["print", "tts", "playtest"])
def test_a_dialog_dims_the_lab_behind_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, button: str, size: tuple[int, int]
) -> None:
    with tiny_app(tmp_path, monkeypatch, size=size) as app:
        lab = app.stack.push("lab", game="riders")
        assert isinstance(lab, LabScene)
        try:
            frames(app, 4)  # every face in view drawn
            plain = app.screen.copy()
            click(app, lab.buttons[button].rect.center)
            dialog = app.stack.top
            assert isinstance(dialog, LabDialog)
            frames(app, 1)
            behind = beside(dialog.panel_rect(), lab)
            assert behind.w > 100  # cards lie there
            before = brightness(plain, behind)
            after = brightness(app.screen, behind)
            assert before > 60  # the cards' bright faces
            assert after < before * 0.25, (before, after)
        finally:
            lab.close()


def test_the_undimmed_lab_is_the_same_before_and_after_a_dialog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The veil belongs to the dialog: closed, the lab is as bright as it was."""
    with tiny_app(tmp_path, monkeypatch, size=(960, 600)) as app:
        lab = app.stack.push("lab", game="riders")
        assert isinstance(lab, LabScene)
        try:
            frames(app, 4)
            area = lab.grid_rect()
            before = brightness(app.screen, area)
            click(app, lab.buttons["print"].rect.center)
            assert isinstance(app.stack.top, LabDialog)
            pygame.event.post(
                pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0
                )
            )
            frames(app, 2)
            assert app.stack.top is lab
            assert abs(brightness(app.screen, area) - before) < 2
        finally:
            lab.close()
