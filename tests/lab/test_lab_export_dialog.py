"""The export dialog's newer exports by real events on the real lab: one PNG per card
from the Print dialog, the web address of a Tabletop Simulator deck's uploaded folder
(and the advice on sharing without one), and the cards whose text does not fit."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pygame
import pytest

from game import paths
from game.scenes import lab_print, ui
from game.scenes.lab import LabScene
from game.scenes.lab_print import LabPrintScene
from tests.scenes.events import choose, click, frames, key, tiny_app, type_into
from tests.scenes.ledger import problems, recording

RIDER_HEAL = 'text = "Heal your Rider 3; this ends Crippled."'
SONG = " And then the healer sings a long song of old dragons, of fire and of ash." * 6
SHARE = (
    "Only this computer can load it (its pictures are file:/// addresses). To share it, "
    "upload the folder's pictures to a web host, type the web address of their folder "
    "above, and export again."
)


def open_dialog(
    app: object, button: str, cards: Path | None = None
) -> tuple[LabScene, LabPrintScene]:
    lab = app.stack.push("lab", game="riders", cards=cards)  # type: ignore[attr-defined]
    assert isinstance(lab, LabScene)
    frames(app, 3)  # type: ignore[arg-type]
    click(app, lab.buttons[button].rect.center)  # type: ignore[arg-type]
    dialog = app.stack.top  # type: ignore[attr-defined]
    assert isinstance(dialog, LabPrintScene)
    return lab, dialog


def long_rider_heal(tmp_path: Path) -> tuple[Path, int]:
    """A copy of the card file whose Rider Heal text is far too long, and the line its
    warning names (its text's line)."""
    copy = tmp_path / "riders.toml"
    shutil.copy(paths.card_file("riders"), copy)
    text = copy.read_text(encoding="utf-8")
    assert text.count(RIDER_HEAL) == 1
    copy.write_text(text.replace(RIDER_HEAL, RIDER_HEAL[:-1] + SONG + '"'), encoding="utf-8")
    line = text.splitlines().index(RIDER_HEAL) + 1
    return copy, line


def seconds_of(message: str) -> str:
    """The time a message reports, which the test cannot know."""
    return message.split(" in ", 1)[1].split(" s.", 1)[0]


def drawn_words(dialog: LabPrintScene, size: tuple[int, int]) -> list[str]:
    """Every line of text the dialog draws, after checking none overlaps or is cut off."""
    ui.text.cache_clear()
    with recording(size) as screen:
        dialog.draw(screen)
        assert problems(screen.texts) == []
    return [text.words for text in screen.texts]


def test_the_print_dialog_writes_one_png_per_card_copy_and_the_backs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(lab_print, "draw_progress", lambda d, t, words: shown.append(words))
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, "print")
        try:
            assert dialog.target == str(tmp_path / "exports" / "riders_cards.pdf")
            choose(app, dialog.menus["format"], "One PNG per card (a folder)")
            folder = tmp_path / "exports" / "riders_png"
            assert dialog.form == "png" and dialog.target == str(folder)
            assert dialog.entry.get_text() == str(folder)
            off = [dialog.menus["paper"], dialog.menus["backs"], dialog.buttons["calibration"]]
            assert [widget.is_enabled for widget in off] == [False, False, False]
            choose(app, dialog.menus["bleed"], "Bleed 3 mm")
            assert dialog.options.bleed_mm == 3.0 and dialog.form == "png"
            click(app, dialog.buttons["export"].rect.center)
            assert not dialog.failed
            assert dialog.message == (
                "Wrote 44 card faces, 10 tile faces and 2 backs, 300 dpi with 3 mm bleed "
                f"(a card 815 × 1110 px), to {folder} in {seconds_of(dialog.message)} s."
            )
            files = sorted(p.name for p in folder.iterdir())
            assert len(files) == 44 + 10 + 2
            assert files[:2] == ["back-card.png", "back-tile.png"]
            assert {"rider_heal-1.png", "rider_heal-4.png"} <= set(files)
            assert "rider_heal-5.png" not in files  # four copies in the file
            assert pygame.image.load(folder / "strike-1.png").get_size() == (815, 1110)
            assert pygame.image.load(folder / "back-tile.png").get_size() == (815, 1261)
            assert shown[0] == "Writing the PNG pictures: 0 of 30 cards"
            assert shown[-1] == "Writing the PNG pictures: 30 of 30 cards"
            assert dialog.warning == ""  # the shipped texts all fit
            drawn = lab.model.deck.faces._faces  # type: ignore[union-attr]
            assert all(width < 500 for _, width in drawn)  # the 300 dpi faces let go
        finally:
            lab.close()


def test_a_path_typed_for_the_pdf_becomes_a_folder_for_the_pngs_and_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, "print")
        try:
            type_into(app, dialog.entry, str(tmp_path / "shop.pdf"))
            choose(app, dialog.menus["format"], "One PNG per card (a folder)")
            assert dialog.entry.get_text() == str(tmp_path / "shop")
            choose(app, dialog.menus["format"], "Print-and-play PDF")
            assert dialog.form == "pdf"
            assert dialog.entry.get_text() == str(tmp_path / "shop.pdf")
            assert [dialog.menus["paper"].is_enabled, dialog.buttons["calibration"].is_enabled]
        finally:
            lab.close()


def test_a_typed_web_address_gives_a_deck_without_file_addresses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, "tts")
        try:
            folder = tmp_path / "exports" / "riders_tts"
            saved = folder / "dragon_riders.json"
            click(app, dialog.buttons["export"].rect.center)  # first without an address
            first, advice = dialog.message.splitlines()
            assert first == (
                f"Wrote 1 sheet and the deck's saved object to {folder} in "
                f"{seconds_of(first)} s. Copy dragon_riders.json into Tabletop Simulator's "
                "Saves/Saved Objects folder."
            )
            assert advice == SHARE
            assert "file:///" in saved.read_text(encoding="utf-8")
            assert dialog.url_entry is not None
            type_into(app, dialog.url_entry, "https://example.com/decks/riders")
            assert dialog.url_text == "https://example.com/decks/riders"
            click(app, dialog.buttons["export"].rect.center)
            assert not dialog.failed
            assert dialog.message.splitlines()[1] == (
                "It loads the pictures from https://example.com/decks/riders/: upload every "
                "picture of this folder there, under the same names, before you share it."
            )
            text = saved.read_text(encoding="utf-8")
            assert "file://" not in text
            data = json.loads(text)
            decks = [o for o in data["ObjectStates"] if o["Name"] == "DeckCustom"]
            urls = {
                url
                for deck in decks
                for sheet in deck["CustomDeck"].values()
                for url in (sheet["FaceURL"], sheet["BackURL"])
            }
            assert urls and all(u.startswith("https://example.com/decks/riders/") for u in urls)
            assert all((folder / u.rsplit("/", 1)[1]).is_file() for u in urls)
        finally:
            lab.close()


def test_a_bad_web_address_is_refused_with_its_message_and_nothing_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, "tts")
        try:
            assert dialog.url_entry is not None
            type_into(app, dialog.url_entry, "ftp://example.com/decks/")
            key(app, pygame.K_RETURN)  # Enter in the field exports
            assert dialog.failed
            assert dialog.message == (
                "The URL base 'ftp://example.com/decks/' is not the web address of a folder: "
                "give one such as https://example.com/decks/dragon_riders/ (the pictures' "
                "names are added to it)."
            )
            assert not (tmp_path / "exports" / "riders_tts").exists()
            assert app.stack.top is dialog
            words = drawn_words(dialog, app.size)
            assert "The URL base 'ftp://example.com/decks/' is not the web address of a" in (
                " ".join(words)
            )
            type_into(app, dialog.url_entry, "https://example.com/decks/")
            click(app, dialog.buttons["export"].rect.center)  # corrected, it is written
            assert not dialog.failed
            assert (tmp_path / "exports" / "riders_tts" / "dragon_riders.json").is_file()
        finally:
            lab.close()


def test_a_card_whose_text_does_not_fit_is_named_after_the_export(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards, line = long_rider_heal(tmp_path)
    with tiny_app(tmp_path, monkeypatch, (960, 600)) as app:
        lab, dialog = open_dialog(app, "print", cards)
        try:
            click(app, dialog.buttons["calibration"].rect.center)
            click(app, dialog.buttons["one_each"].rect.center)
            click(app, dialog.buttons["export"].rect.center)
            assert not dialog.failed
            assert (tmp_path / "exports" / "riders_cards.pdf").is_file()  # written all the same
            warning = (
                f"Warning: Rider Heal (rider_heal): text does not fit its box (line {line}); "
                "written as it is."
            )
            assert dialog.warning == warning
            words = drawn_words(dialog, (960, 600))
            assert "Warning: Rider Heal (rider_heal): text does not fit its box (line" in (
                " ".join(words)
            )
            type_into(app, dialog.entry, str(tmp_path / "a_file" / "x.pdf"))
            (tmp_path / "a_file").write_text("not a folder", encoding="utf-8")
            click(app, dialog.buttons["export"].rect.center)
            assert dialog.failed and dialog.warning == ""  # a failed export warns of nothing
        finally:
            lab.close()


def test_several_cards_that_do_not_fit_are_named_the_first_four_and_counted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "riders.toml"
    text = paths.card_file("riders").read_text(encoding="utf-8")
    names = ["Strike", "Heavy Blow", "Burning Hit", "Weakening Strike", "Precision Strike"]
    for name in names:
        text = text.replace(f'name = "{name}"\n', f'name = "{name}"\ntext = "{SONG * 2}"\n', 1)
    copy.write_text(text, encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch, (960, 600)) as app:
        lab, dialog = open_dialog(app, "tts", copy)
        try:
            click(app, dialog.buttons["export"].rect.center)
            assert not dialog.failed
            assert dialog.warning == (
                "Warning: the texts of 5 cards do not fit their boxes and were written as they "
                "are: Strike, Heavy Blow, Burning Hit, Weakening Strike and 1 more. The lab's "
                "Too long button shows them."
            )
            said = " ".join(drawn_words(dialog, (960, 600)))
            assert SHARE in said  # the advice and the warning both shown in whole
            assert "Strike, Heavy Blow, Burning Hit, Weakening Strike and 1 more." in said
        finally:
            lab.close()


@pytest.mark.parametrize("size", [(960, 600), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("form", ["png", "tts"])
def test_a_long_message_and_warning_fit_between_the_fields_and_the_buttons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, form: str, size: tuple[int, int]
) -> None:
    with tiny_app(tmp_path, monkeypatch, size) as app:
        lab, dialog = open_dialog(app, "tts" if form == "tts" else "print")
        try:
            if form == "png":
                choose(app, dialog.menus["format"], "One PNG per card (a folder)")
            far = "/a/very/long/folder/name/that/goes/on/and/on/" * 3
            dialog.message = f"Wrote 44 card faces to {far} in 2.0 s.\n" + "\n".join([SHARE] * 4)
            dialog.warning = "Warning: the texts of 9 cards do not fit their boxes. " * 3
            frames(app, 2)
            words = drawn_words(dialog, size)
            assert any(w.startswith("and ") and w.endswith(" more lines") for w in words)
            # the warning whole, just above the hint line: the message gave up its lines
            assert " ".join(words).endswith(f"{dialog.warning.strip()} Enter exports · Esc closes")
            ui.text.cache_clear()
            with recording(size) as screen:
                dialog.draw(screen)
            widgets = [e.rect for e in dialog.manager.get_root_container().elements]
            said = [t for t in screen.texts if t.rect.top > dialog.content_bottom]
            assert said and not [
                str(t) for t in said for rect in widgets if t.rect.colliderect(rect)
            ]
        finally:
            lab.close()
