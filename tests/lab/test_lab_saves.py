"""What a save does in the layout lab, by real file saves and real events: a card changed
only when its own data or its drawn face did, the changed cards listed beside the grid
(never a dialog that waits for a key), every problem of a broken file with its line,
and a status line that fits the smallest window whole."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game import paths
from game.app import App
from game.scenes import ui
from game.scenes.lab import LabScene
from tests.scenes.events import click, frames, key, tiny_app, wait_until
from tests.scenes.ledger import problems, recording

STRIKE = 'id = "strike"\nname = "Strike"\ncost = 1\n'
HEALING = '[groups.healing]\ncolour = "#3f9a4f"'


def designer_copy(tmp_path: Path, name: str = "my_riders.toml") -> Path:
    path = tmp_path / name
    shutil.copy(paths.card_file("riders"), path)
    assert STRIKE in path.read_text(encoding="utf-8")
    return path


def save(path: Path, text: str) -> None:
    """Save as an editor does: a new file renamed over the old one."""
    temp = path.with_suffix(".tmp")
    temp.write_text(text, encoding="utf-8")
    temp.replace(path)


def open_lab(app: App, **kwargs: object) -> LabScene:
    scene = app.stack.push("lab", game="riders", **kwargs)
    assert isinstance(scene, LabScene)
    frames(app, 3)
    return scene


def read_again(app: App, scene: LabScene) -> None:
    """Wait until the lab has read the saved file and compared every face."""
    before = scene.model.last
    wait_until(
        app,
        lambda: scene.model.last is not before and not scene.model.comparing,
        "the lab reading the saved file",
    )


def test_a_comment_and_a_blank_line_change_no_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = designer_copy(tmp_path)
    text = cards.read_text(encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_lab(app, cards=cards)
        try:
            width = scene.card_width()
            drawn = {card.id: scene.face(card.id, width) for card in scene.shown}
            line = next(c.line for c in scene.deck_cards() if c.id == "strike")
            save(cards, "# the designer's note\n\n" + text)
            read_again(app, scene)
            assert scene.model.last is not None and scene.model.last.changes == []
            assert not scene.changes  # nothing listed beside the grid
            assert not scene.buttons["clear_changes"].visible
            assert scene.status.endswith(": no card changed")
            assert scene.flash == {}
            assert all(scene.faces[(card, width)] is face for card, face in drawn.items())
            # the card's entry moved two lines down, and the lab knows it
            assert next(c.line for c in scene.deck_cards() if c.id == "strike") == line + 2
        finally:
            scene.close()


def test_a_cost_changed_on_one_card_lists_exactly_that_card_and_opens_no_dialog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = designer_copy(tmp_path)
    text = cards.read_text(encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_lab(app, cards=cards)
        try:
            save(cards, text.replace(STRIKE, STRIKE.replace("cost = 1", "cost = 3")))
            read_again(app, scene)
            assert scene.changes.cards() == ["strike"]
            change = scene.changes.changes[0]
            assert change.fields() == [("cost", "1", "3")]
            assert change.summary() == "cost 1 → 3"
            assert app.stack.top is scene  # no dialog over the lab
            assert scene.status.endswith(": 1 card changed")
            assert scene.buttons["clear_changes"].visible
            # the grid answers the very next click: nothing waits for Enter
            target = scene.shown[-1].id
            click(app, centre_of(scene, target))
            assert scene.selected == target
            # a click on the row beside the grid selects the changed card
            row = scene.changes.row_rect(scene.panel_rect(), 0)
            click(app, row.center)
            assert scene.selected == "strike"
            assert scene.before_face("strike", 100) is not None  # shown before and after
            key(app, pygame.K_RETURN)  # Enter is not needed, and changes nothing
            assert scene.changes.cards() == ["strike"] and app.stack.top is scene
        finally:
            scene.close()


def centre_of(scene: LabScene, card: str) -> tuple[int, int]:
    index = [c.id for c in scene.shown].index(card)
    scene.scroll = 0
    grid = scene.layout_grid()
    x, y = grid.place(index, 0)
    if y + grid.card_h > grid.height:  # scroll it into view first
        scene.scroll = min(grid.max_scroll, y)
        x, y = grid.place(index, scene.scroll)
    area = scene.grid_rect()
    return (area.x + x + grid.card_w // 2, area.y + y + min(grid.card_h, 40) // 2)


def test_an_edit_to_another_card_changes_only_that_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = designer_copy(tmp_path)
    text = cards.read_text(encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_lab(app, cards=cards)
        try:
            save(cards, text.replace('name = "Heavy Blow"', 'name = "Crushing Blow"', 1))
            read_again(app, scene)
            assert scene.changes.cards() == ["heavy_blow"]
            assert scene.changes.changes[0].summary() == "name changed"
        finally:
            scene.close()


def test_a_layout_save_redraws_every_face_and_lists_the_faces_that_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    layout = tmp_path / "my_layout.toml"
    shutil.copy(paths.asset("layouts", "riders.toml"), layout)
    text = layout.read_text(encoding="utf-8")
    assert HEALING in text
    with tiny_app(tmp_path, monkeypatch) as app:
        scene = open_lab(app, layout=layout)
        try:
            healing = sorted(c.id for c in scene.deck_cards() if c.kind == "Healing")
            assert healing == ["dragon_heal", "rider_heal"]
            save(layout, text.replace(HEALING, HEALING.replace("#3f9a4f", "#205a2c")))
            read_again(app, scene)
            assert sorted(scene.changes.cards()) == healing  # only their faces differ
            assert {c.summary() for c in scene.changes.changes} == {"face redrawn"}
            assert scene.status.endswith(": faces redrawn, 2 cards changed")
            assert scene.status.count("redrawn") == 1  # said once
        finally:
            scene.close()


def test_a_broken_save_lists_every_problem_with_its_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = designer_copy(tmp_path)
    good = cards.read_text(encoding="utf-8")
    broken = good.replace(STRIKE, STRIKE.replace("cost = 1", "cost = -1")).replace(
        'name = "Heavy Blow"\ncost = 3', 'name = "Heavy Blow"\ncost = -3'
    )
    assert broken.count("cost = -") == 2
    with tiny_app(tmp_path, monkeypatch, size=(960, 600)) as app:
        scene = open_lab(app, cards=cards)
        try:
            save(cards, broken)
            wait_until(app, lambda: bool(scene.model.problems), "the broken save")
            lines = broken.splitlines()
            found = [(p.line, p.message.split(":")[0]) for p in scene.model.problems]
            assert found == [
                (lines.index("cost = -1") + 1, "card strike"),
                (lines.index("cost = -3") + 1, "card heavy_blow"),
            ]
            assert scene.status == "my_riders.toml did not load: 2 problems"
            ui.text.cache_clear()
            with recording(app.size) as screen:
                app.stack.draw(screen)
            words = [t.words for t in screen.texts]
            assert "my_riders.toml did not load: 2 problems" in words
            for problem in scene.model.problems:
                assert any(
                    w.startswith(f"line {problem.line}: {problem.message[:20]}") for w in words
                )
            assert not problems(screen.texts)
        finally:
            scene.close()


@pytest.mark.parametrize("size", [(960, 600), (1600, 1000)], ids=["960x600", "1600x1000"])
def test_the_status_line_fits_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    cards = designer_copy(tmp_path, "dragon_riders_second_printing_playtest.toml")
    text = cards.read_text(encoding="utf-8")
    with tiny_app(tmp_path, monkeypatch, size=size) as app:
        scene = open_lab(app, cards=cards)
        try:
            save(cards, text.replace(STRIKE, STRIKE.replace("cost = 1", "cost = 2")))
            read_again(app, scene)
            wait_until(app, lambda: not scene.unchecked, "the texts checked")
            ui.text.cache_clear()
            with recording(app.size) as screen:
                app.stack.draw(screen)
            foot_top = scene.size[1] - 52
            left_of_buttons = min(
                b.rect.left for b in scene.buttons.values() if b.rect.top > foot_top
            )
            foot = [t for t in screen.texts if t.rect.top >= foot_top]
            assert len(foot) == 2
            for line in foot:
                assert "…" not in line.words
                assert line.rect.right <= left_of_buttons, line
            shown = " · ".join(t.words for t in foot)
            assert "1 card changed" in shown  # what the save did is never left out
            assert f"{len(scene.shown)} of {len(scene.deck_cards())} cards" in shown
            if size[0] >= 1600:  # room for all of it, the files with their folders
                assert scene.status in shown
                assert "dragon_riders_second_printing_playtest.toml" in shown
        finally:
            scene.close()
