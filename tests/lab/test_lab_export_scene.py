"""Print and Tabletop Simulator from the lab's buttons, by real clicks: the files are
written where the dialog says, with the options chosen there."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from pypdf import PdfReader

from tests.lab.test_lab_export_dialog import open_dialog
from tests.scenes.events import click, frames, tiny_app


def test_print_writes_the_pdf_with_the_chosen_toggles(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, "print")
        try:
            click(app, dialog.buttons["calibration"].rect.center)  # leave the rulers out
            click(app, dialog.buttons["one_each"].rect.center)  # one of each of the 20 kinds
            assert not dialog.options.calibration and dialog.options.one_each
            click(app, dialog.buttons["export"].rect.center)
            pdf = tmp_path / "exports" / "riders_cards.pdf"
            reader = PdfReader(pdf)
            assert dialog.message == (
                f"Wrote {len(reader.pages)} pages (20 cards, 9 a page; 10 tiles) to {pdf} in "
                f"{dialog.message.rsplit(' in ', 1)[1]}"
            )
            drawn = lab.model.deck.faces._faces  # type: ignore[union-attr]
            assert drawn and all(width < 500 for _, width in drawn)  # the 300 dpi faces let go
            assert len(reader.pages) >= 6  # 3 pages of faces, each followed by its backs; tiles
            width, height = (float(v) for v in reader.pages[0].mediabox.upper_right)
            assert (round(width, 1), round(height, 1)) == (595.3, 841.9)  # A4
            pygame.event.post(
                pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0
                )
            )
            frames(app, 2)
            assert app.stack.top is lab
        finally:
            lab.close()


def test_tabletop_simulator_writes_sheets_and_the_saved_object(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, "tts")
        try:
            click(app, dialog.buttons["export"].rect.center)
            folder = tmp_path / "exports" / "riders_tts"
            assert dialog.message.startswith("Wrote 1 sheet and the deck's saved object to ")
            saved = [p for p in folder.iterdir() if p.suffix == ".json"]
            assert len(saved) == 1
            data = json.loads(saved[0].read_text(encoding="utf-8"))
            decks = [o for o in data["ObjectStates"] if o["Name"] == "DeckCustom"]
            assert sum(len(deck["DeckIDs"]) for deck in decks) == 44  # every copy of 20 kinds
        finally:
            lab.close()


def test_a_place_that_cannot_be_written_is_said_and_nothing_breaks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder", encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, "print")
        try:
            click(app, dialog.entry.rect.center)  # into the field, all of it selected, typed over
            pygame.event.post(
                pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=0
                )
            )
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=str(blocker / "cards.pdf")))
            frames(app, 2)
            assert dialog.target == str(blocker / "cards.pdf")
            click(app, dialog.buttons["export"].rect.center)
            assert dialog.failed
            assert dialog.message.startswith("Could not write the PDF: ")
            assert app.stack.top is dialog
        finally:
            lab.close()
