"""Playtest from the lab by real clicks: the designer's edited card file deals the game,
in designer mode, with the seats and the scenario chosen in the dialog."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game import paths
from game.scenes.lab import LabScene
from game.scenes.lab_playtest import LabPlaytestScene
from game.scenes.table import TableScene
from tests.scenes.events import choose, click, frames, tiny_app, type_into


def open_dialog(app: object, cards: Path) -> tuple[LabScene, LabPlaytestScene]:
    lab = app.stack.push("lab", game="riders", cards=cards)  # type: ignore[attr-defined]
    assert isinstance(lab, LabScene)
    frames(app, 3)  # type: ignore[arg-type]
    click(app, lab.buttons["playtest"].rect.center)  # type: ignore[arg-type]
    dialog = app.stack.top  # type: ignore[attr-defined]
    assert isinstance(dialog, LabPlaytestScene)
    return lab, dialog


def test_playtest_deals_the_edited_cards_against_a_bot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = tmp_path / "mine.toml"
    text = paths.card_file("riders").read_text(encoding="utf-8")
    cards.write_text(
        text.replace('name = "Strike"\ncost = 1', 'name = "Strike"\ncost = 3', 1), encoding="utf-8"
    )
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, cards)
        try:
            assert dialog.seating == "You and 1 bot"
            click(app, dialog.buttons["start"].rect.center)
            table = app.stack.top
            assert isinstance(table, TableScene)
            session = table.session
            assert session.designer and session.cards == cards
            assert session.ruleset.cat.cards["strike"].cost == 3  # the designer's number
            assert [p.human for p in session.plans] == [True, False]
            assert app.stack.scenes[-2] is lab  # the lab waits under the game
        finally:
            lab.close()


def test_playtest_from_a_scenario_with_two_people(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = tmp_path / "mine.toml"
    shutil.copy(paths.card_file("riders"), cards)
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, cards)
        try:
            choose(app, dialog.seat_menu, "2 people at this screen")
            assert dialog.seating == "2 people at this screen"
            choose(app, dialog.scenario_menu, "both critical")
            assert dialog.scenario == "both critical"
            dialog = app.stack.top
            click(app, dialog.buttons["start"].rect.center)
            table = app.stack.top
            assert isinstance(table, TableScene), getattr(dialog, "message", "")
            session = table.session
            assert session.scenario is not None and session.scenario.name == "both_critical.toml"
            assert all(p.human for p in session.plans)
        finally:
            lab.close()


def test_a_broken_card_file_is_said_in_the_dialog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = tmp_path / "mine.toml"
    shutil.copy(paths.card_file("riders"), cards)
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, cards)
        try:
            cards.write_text("[[card]]\nid = \n", encoding="utf-8")
            pygame.event.post(
                pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0
                )
            )
            frames(app, 2)
            assert app.stack.top is dialog
            assert dialog.message.startswith("mine.toml, line 2: the file is damaged: ")
        finally:
            lab.close()


def test_a_designers_own_scenario_is_offered_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = tmp_path / "my_puzzle.toml"
    shutil.copy(paths.scenarios("riders") / "first_blood.toml", mine)
    with tiny_app(tmp_path, monkeypatch) as app:
        lab = app.stack.push("lab", game="riders", scenario=mine)
        frames(app, 3)
        try:
            click(app, lab.buttons["playtest"].rect.center)
            dialog = app.stack.top
            assert isinstance(dialog, LabPlaytestScene)
            assert dialog.scenario == "my puzzle"
            click(app, dialog.buttons["start"].rect.center)
            table = app.stack.top
            assert isinstance(table, TableScene), dialog.message
            assert table.session.scenario is not None
            assert table.session.scenario.name == "my_puzzle.toml"
        finally:
            lab.close()


BOTH_RIDE_KAEL = """[game]
seats = ["Aria", "Brann"]

[player.Aria]
rider = "Kael"
dragon = "Emberfang"

[player.Brann]
rider = "Kael"
dragon = "Emberfang"
"""


def enter(app: object) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    frames(app, 2)  # type: ignore[arg-type]


def test_any_scenario_file_starts_from_its_typed_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = tmp_path / "mine.toml"
    shutil.copy(paths.card_file("riders"), cards)
    elsewhere = tmp_path / "puzzles" / "last_stand.toml"
    elsewhere.parent.mkdir()
    shutil.copy(paths.scenarios("riders") / "both_critical.toml", elsewhere)
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, cards)
        try:
            assert "last stand" not in dialog.scenarios  # not one of the game's own
            type_into(app, dialog.file_entry, str(elsewhere))
            assert dialog.typed == str(elsewhere)
            assert not dialog.seed_entry.is_enabled  # the scenario has its own seed
            enter(app)  # Enter in the field starts
            table = app.stack.top
            assert isinstance(table, TableScene), dialog.message
            session = table.session
            assert session.scenario is not None and session.scenario.name == "last_stand.toml"
            assert session.designer and session.cards == cards
        finally:
            lab.close()


def test_a_damaged_scenario_file_is_named_with_its_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = tmp_path / "mine.toml"
    shutil.copy(paths.card_file("riders"), cards)
    broken = tmp_path / "two_kaels.toml"
    broken.write_text(BOTH_RIDE_KAEL, encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, cards)
        try:
            type_into(app, dialog.file_entry, str(broken))
            click(app, dialog.buttons["start"].rect.center)
            assert app.stack.top is dialog  # the lab's dialog stays, and says why
            assert dialog.message.startswith("two_kaels.toml, line 9: ")
            assert dialog.message.endswith(
                "Aria and Brann both ride Kael; two players share a Rider only with the "
                "option mirror_units (R1)."
            )
            type_into(app, dialog.file_entry, str(tmp_path / "gone.toml"))
            enter(app)
            assert dialog.message == "gone.toml: the scenario file is missing."
            type_into(app, dialog.file_entry, str(tmp_path / "notes.txt"))
            enter(app)
            assert dialog.message == (
                "notes.txt: a scenario is a .toml file (see scenarios/README.md)."
            )
            assert app.stack.top is dialog
        finally:
            lab.close()


def test_a_scenario_file_dropped_on_the_window_fills_the_field(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = tmp_path / "mine.toml"
    shutil.copy(paths.card_file("riders"), cards)
    dropped = tmp_path / "dropped.toml"
    shutil.copy(paths.scenarios("riders") / "first_blood.toml", dropped)
    with tiny_app(tmp_path, monkeypatch) as app:
        lab, dialog = open_dialog(app, cards)
        try:
            pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(dropped)))
            frames(app, 2)
            assert dialog.file_entry.get_text() == str(dropped)
            click(app, dialog.buttons["start"].rect.center)
            table = app.stack.top
            assert isinstance(table, TableScene), dialog.message
            assert table.session.scenario is not None
            assert table.session.scenario.name == "dropped.toml"
        finally:
            lab.close()
