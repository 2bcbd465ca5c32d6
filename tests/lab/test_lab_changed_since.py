"""The lab's list of changed cards keeps every card changed since the lab opened, newest
first, until Clear or Reload begins it again: by real saves and real clicks."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import App
from game.scenes import ui
from game.scenes.lab import LabScene
from tests.lab.test_lab_saves import STRIKE, designer_copy, open_lab, read_again, save
from tests.scenes.events import click, tiny_app
from tests.scenes.ledger import problems, recording


def title_words(app: App, scene: LabScene) -> list[str]:
    ui.text.cache_clear()
    with recording(app.size) as screen:
        app.stack.draw(screen)
    assert not problems(screen.texts)
    panel = scene.panel_rect()
    return [
        t.words for t in screen.texts if t.words.startswith("Changed") and panel.contains(t.rect)
    ]


@pytest.mark.parametrize(
    ("size", "title"),
    [((960, 600), "Changed, newest first: 2"), ((1600, 1000), "Changed since the lab opened: 2")],
)
def test_three_saves_list_both_cards_newest_first_each_since_the_lab_opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], title: str
) -> None:
    cards = designer_copy(tmp_path)
    text = cards.read_text(encoding="utf-8")
    strike_3 = text.replace(STRIKE, STRIKE.replace("cost = 1", "cost = 3"))
    blow = strike_3.replace('name = "Heavy Blow"', 'name = "Crushing Blow"', 1)
    strike_4 = blow.replace(STRIKE.replace("cost = 1", "cost = 3"), STRIKE.replace("1", "4"))
    with tiny_app(tmp_path, monkeypatch, size=size) as app:
        scene = open_lab(app, cards=cards)
        try:
            save(cards, strike_3)
            read_again(app, scene)
            assert scene.changes.cards() == ["strike"]
            save(cards, blow)
            read_again(app, scene)
            assert scene.changes.cards() == ["heavy_blow", "strike"]  # the newest on top
            assert [c.summary() for c in scene.changes.changes] == ["name changed", "cost 1 → 3"]
            save(cards, strike_4)
            read_again(app, scene)
            assert scene.changes.cards() == ["strike", "heavy_blow"]
            # each card as it was when the lab opened, and as it is now
            assert scene.changes.changes[0].fields() == [("cost", "1", "4")]
            assert [c.summary() for c in scene.changes.changes] == ["cost 1 → 4", "name changed"]
            assert scene.status.endswith(": 1 card changed")  # the last save's own count
            assert title_words(app, scene) == [title]
            # a click on the older row still shows that card before and after
            click(app, scene.changes.row_rect(scene.panel_rect(), 1).center)
            assert scene.selected == "heavy_blow"
            assert scene.before_face("heavy_blow", 100) is not None
        finally:
            scene.close()


def test_clear_and_reload_each_begin_the_list_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = designer_copy(tmp_path)
    text = cards.read_text(encoding="utf-8")
    strike_3 = text.replace(STRIKE, STRIKE.replace("cost = 1", "cost = 3"))
    blow = strike_3.replace('name = "Heavy Blow"', 'name = "Crushing Blow"', 1)
    with tiny_app(tmp_path, monkeypatch, size=(1600, 1000)) as app:
        scene = open_lab(app, cards=cards)
        try:
            save(cards, strike_3)
            read_again(app, scene)
            click(app, scene.buttons["clear_changes"].rect.center)
            assert not scene.changes and not scene.buttons["clear_changes"].visible
            save(cards, blow)
            read_again(app, scene)
            assert scene.changes.cards() == ["heavy_blow"]
            assert title_words(app, scene) == ["Changed since the list was cleared: 1"]
            save(cards, text)  # back to the game's own cards, then Reload
            read_again(app, scene)
            assert scene.changes.cards() == ["strike", "heavy_blow"]
            # since Clear: Strike was cost 3, Heavy Blow was as it is again
            assert [c.summary() for c in scene.changes.changes] == ["cost 3 → 1", "changed back"]
            click(app, scene.buttons["reload"].rect.center)
            assert not scene.changes  # the reload read nothing new
            save(cards, strike_3)
            read_again(app, scene)
            assert scene.changes.cards() == ["strike"]
            assert title_words(app, scene) == ["Changed since the reload: 1"]
        finally:
            scene.close()
