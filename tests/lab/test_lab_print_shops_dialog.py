"""The Print dialog's print-shop presets, custom size and spacing, by real events on the
real lab: a shop's template brings its bleed and writes its exact pixels, a typed size
is taken or refused with its reason, and shared cuts put nine cards on a page."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.lab.sheets import CARD_SIZES, CardSize
from game.scenes import lab_print
from tests.lab.test_lab_export_dialog import open_dialog
from tests.scenes.events import choose, click, tiny_app, type_into


def test_a_shop_preset_brings_its_bleed_and_writes_its_pixels(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lab_print, "draw_progress", lambda d, t, words: None)
    with tiny_app(tmp_path, monkeypatch, size=(960, 600)) as app:
        _lab, dialog = open_dialog(app, "print")
        try:
            assert dialog.options.bleed_mm == 0.0  # home printing: no bleed until asked
            choose(app, dialog.menus["format"], "One PNG per card (a folder)")
            assert not dialog.menus["spacing"].is_enabled  # the PDF's alone
            choose(app, dialog.menus["card"], "MakePlayingCards 822 × 1122 px")
            assert dialog.options.card == CARD_SIZES["mpc"]
            assert dialog.options.bleed_mm == 3.048
            assert dialog.menus["bleed"].selected_option[0] == "Bleed 0.12 in (3.05 mm)"
            choose(app, dialog.menus["card"], "poker (63 x 88 mm)")
            assert dialog.options.bleed_mm == 3.048  # a size of no shop keeps the bleed
            choose(app, dialog.menus["card"], "DriveThruCards 825 × 1125 px")
            assert dialog.options.bleed_mm == 3.175
            choose(app, dialog.menus["card"], "MakePlayingCards 822 × 1122 px")
            click(app, dialog.buttons["one_each"].rect.center)
            click(app, dialog.buttons["export"].rect.center)
            assert not dialog.failed, dialog.message
            folder = Path(dialog.target)
            assert pygame.image.load(folder / "strike-1.png").get_size() == (822, 1122)
            assert "(a card 822 × 1122 px)" in dialog.message
        finally:
            app.stack.pop()
            app.stack.pop()


def test_a_typed_size_is_the_card_size_or_refused_with_its_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lab_print, "draw_progress", lambda d, t, words: None)
    with tiny_app(tmp_path, monkeypatch, size=(960, 600)) as app:
        _lab, dialog = open_dialog(app, "print")
        try:
            assert dialog.size_entry is not None and not dialog.size_entry.is_enabled
            choose(app, dialog.menus["card"], "Custom size (type it)")
            assert dialog.size_entry is not None and dialog.size_entry.is_enabled
            assert dialog.options.card == CardSize("custom", 63, 88)
            type_into(app, dialog.size_entry, "10 x 90")
            assert dialog.failed and dialog.message == (
                "Card size '10 x 90' is too small: each side must be at least 20 mm."
            )
            click(app, dialog.buttons["export"].rect.center)
            assert dialog.message.startswith("Could not write the PDF: Card size '10 x 90'")
            assert not Path(dialog.target).exists()
            type_into(app, dialog.size_entry, "70 x 100")
            assert dialog.options.card == CardSize("custom", 70, 100)
            assert (dialog.message, dialog.failed) == ("", False)
        finally:
            app.stack.pop()
            app.stack.pop()


def test_shared_cuts_from_the_dialog_put_nine_cards_with_bleed_on_a_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lab_print, "draw_progress", lambda d, t, words: None)
    with tiny_app(tmp_path, monkeypatch, size=(960, 600)) as app:
        _lab, dialog = open_dialog(app, "print")
        try:
            choose(app, dialog.menus["card"], "poker with bleed (63 x 88 mm)")
            assert dialog.options.bleed_mm == 3.0
            choose(app, dialog.menus["spacing"], "Shared cuts")
            assert dialog.options.gutter_mm == 0.0
            choose(app, dialog.menus["paper"], "Letter")
            assert dialog.buttons["tile_large"].text == "Boards: one page"
            click(app, dialog.buttons["tile_large"].rect.center)
            assert dialog.options.tile_large
            assert dialog.buttons["tile_large"].text == "Boards: tiled, true size"
            click(app, dialog.buttons["one_each"].rect.center)
            click(app, dialog.buttons["export"].rect.center)
            assert not dialog.failed, dialog.message
            assert "9 a page" in dialog.message, dialog.message
        finally:
            app.stack.pop()
            app.stack.pop()
