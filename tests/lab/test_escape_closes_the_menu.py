"""Esc with a drop-down open closes the drop-down only; the next Esc closes the dialog:
by real clicks and keys on the real lab and its Print dialog."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.scenes.lab import LabScene
from game.scenes.lab_print import LabPrintScene
from game.scenes.title import TitleScene
from tests.scenes.events import click, frames, key, tiny_app


def expanded(menu: object) -> bool:
    return menu.current_state is menu.menu_states["expanded"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", [(960, 600), (1600, 1000)], ids=["960x600", "1600x1000"])
def test_esc_in_the_print_dialog_closes_an_open_menu_then_the_dialog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    with tiny_app(tmp_path, monkeypatch, size=size) as app:
        lab = app.stack.push("lab", game="riders")
        assert isinstance(lab, LabScene)
        frames(app, 3)
        try:
            click(app, lab.buttons["print"].rect.center)
            dialog = app.stack.top
            assert isinstance(dialog, LabPrintScene)
            paper = dialog.menus["paper"]
            chosen = dialog.options
            click(app, paper.rect.center)
            assert expanded(paper)
            key(app, pygame.K_ESCAPE)
            frames(app, 2)
            assert app.stack.top is dialog  # the dialog stays
            assert not expanded(paper)  # only its menu closed
            assert dialog.options == chosen  # and nothing was chosen
            key(app, pygame.K_ESCAPE)
            assert app.stack.top is lab  # the next Esc closes the dialog
        finally:
            lab.close()


def test_esc_in_the_lab_closes_its_type_menu_not_the_lab(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch, size=(960, 600)) as app:
        lab = app.stack.push("lab", game="riders")
        assert isinstance(lab, LabScene)
        frames(app, 3)
        try:
            click(app, lab.kind_menu.rect.center)
            assert expanded(lab.kind_menu)
            key(app, pygame.K_ESCAPE)
            frames(app, 2)
            assert app.stack.top is lab and not expanded(lab.kind_menu)
            key(app, pygame.K_ESCAPE)
            assert isinstance(app.stack.top, TitleScene)  # the lab went back
        finally:
            lab.close()
