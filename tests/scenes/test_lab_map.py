"""The lab's Map view by real clicks: Dragon Dune's board drawn from the designer's copy of
the map, redrawn when it is saved, its problems listed while the last good board stays,
and a Playtest that plays on the edited map."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.scenes.lab import LabScene
from game.scenes.lab_map import LabMapScene
from game.scenes.lab_playtest import LabPlaytestScene
from game.scenes.table import TableScene
from tests.scenes.events import click, frames, tiny_app, wait_until

MAPS = Path(__file__).resolve().parents[2] / "maps"
TMX, PNG = "dragon_dune.tmx", "dragon_dune_tiles.png"


@pytest.fixture
def map_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "maps"
    folder.mkdir()
    for name in (TMX, PNG):
        shutil.copy(MAPS / name, folder / name)
    return folder / TMX


@pytest.fixture
def polling(monkeypatch: pytest.MonkeyPatch) -> None:
    """The watch compares file times, which every file system a test runs on has."""
    monkeypatch.setenv("DRAGON_TABLE_POLL", "1")


def set_property(tmx: Path, region: str, name: str, value: str) -> None:
    """Write a territory's property as a designer saving in Tiled would."""
    text = tmx.read_text(encoding="utf-8")
    start = text.index(f'name="{region}" class="territory"')
    if start < 0:
        raise AssertionError(region)
    key = f'<property name="{name}" '
    at = text.index(key, start)
    end = text.index("/>", at)
    line = text[at:end]
    quoted = line[line.index('value="') :]
    text = text[:at] + line.replace(quoted, f'value="{value}"') + text[end:]
    tmx.write_text(text, encoding="utf-8")


def wait_for(app: App, done: Callable[[], bool]) -> int:
    """Step frames until `done()` holds (the watch polls every 0.1 s); the frames it took."""
    return wait_until(app, done, "the saved map's read")


@pytest.fixture
def opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, map_copy: Path, polling: None
) -> Iterator[tuple[App, LabScene, LabMapScene]]:
    with tiny_app(tmp_path, monkeypatch) as app:
        lab = app.stack.push("lab", game="dune", map_file=map_copy)
        assert isinstance(lab, LabScene)
        frames(app, 3)
        click(app, lab.buttons["map"].rect.center)
        view = app.stack.top
        assert isinstance(view, LabMapScene)
        try:
            yield app, lab, view
        finally:
            view.close()
            lab.close()


def test_the_map_view_draws_every_territory_border_and_track_number(
    opened: tuple[App, LabScene, LabMapScene], map_copy: Path
) -> None:
    app, _, view = opened
    assert view.model.path == map_copy
    assert len(view.labels) == 28
    assert view.labels["3c"] == ["3c city", "travel bonus"]
    assert view.labels["0f"] == ["0f fort", "neutral"]
    assert view.labels["1"] == ["1 plain", "Orcish"]
    assert view.labels["4"] == ["4 plain"]
    assert len(view.lines) == 42
    assert ("1", "1c") in view.lines
    assert view.numbers == list(range(1, 19))
    assert view.model.problems == []
    click(app, view.buttons["back"].rect.center)
    assert isinstance(app.stack.top, LabScene)


def test_only_dragon_dune_has_a_map_button(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with tiny_app(tmp_path, monkeypatch) as app:
        lab = app.stack.push("lab", game="riders")
        try:
            frames(app, 2)
            assert "map" not in lab.buttons  # type: ignore[attr-defined]
        finally:
            lab.close()  # type: ignore[attr-defined]


def test_a_saved_map_redraws(opened: tuple[App, LabScene, LabMapScene], map_copy: Path) -> None:
    app, _, view = opened
    reads = view.model.reads
    set_property(map_copy, "4", "travel_bonus", "true")
    wait_for(app, lambda: view.model.reads > reads)
    assert view.labels["4"] == ["4 plain", "travel bonus"]
    assert view.model.board is not None and view.model.board.regions["4"].travel_bonus
    assert view.status.startswith("Read dragon_dune.tmx in ")


def test_a_broken_map_lists_its_problem_and_the_last_board_stays(
    opened: tuple[App, LabScene, LabMapScene], map_copy: Path
) -> None:
    app, _, view = opened
    board = view.model.board
    set_property(map_copy, "4", "kind", "castle")
    wait_for(app, lambda: view.model.broken)
    assert view.model.problems == [
        f"{map_copy}: territory '4': property 'kind' must be one of 'city', 'fort', 'plain', "
        "not 'castle'"
    ]
    assert view.model.board is board
    frames(app, 2)
    assert len(view.labels) == 28  # the last good board is still drawn
    assert view.flagged == {"4"}  # outlined in red
    assert view.status == "dragon_dune.tmx did not load; the last good board stays shown."
    set_property(map_copy, "4", "kind", "plain")
    wait_for(app, lambda: not view.model.broken)
    assert view.model.problems == []
    assert view.model.board is not board
    frames(app, 1)
    assert view.flagged == set()


def test_pointing_at_a_territory_says_all_the_map_says_of_it(
    opened: tuple[App, LabScene, LabMapScene],
) -> None:
    app, _, view = opened
    board = view.model.board
    assert board is not None
    rect = view.map_rect(board)
    at = view.to_screen(board, rect, board.regions["5c"].anchor)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    assert view.hover == "5c"


def test_playtest_plays_on_the_edited_map(
    opened: tuple[App, LabScene, LabMapScene], map_copy: Path
) -> None:
    app, lab, view = opened
    set_property(map_copy, "4", "travel_bonus", "true")
    click(app, view.buttons["back"].rect.center)
    assert app.stack.top is lab
    click(app, lab.buttons["playtest"].rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, LabPlaytestScene)
    click(app, dialog.buttons["start"].rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene), dialog.message
    board = table.session.ruleset.board  # type: ignore[attr-defined]
    assert board.path == str(map_copy)
    assert board.regions["4"].travel_bonus
    assert table.session.designer


def test_a_map_whose_outlines_disagree_with_its_borders_is_warned_in_amber(
    opened: tuple[App, LabScene, LabMapScene], map_copy: Path
) -> None:
    """Region 6 loses its leg in Tiled: it still borders 9 by its property, so the map
    plays, but the picture disagrees; the view says so in amber and outlines both."""
    from game.scenes import ui
    from tests.games.dune.test_map_outlines import SIX_WITH_ITS_LEG, SIX_WITHOUT_ITS_LEG, far

    app, _, view = opened
    reads = view.model.reads
    text = map_copy.read_text(encoding="utf-8")
    map_copy.write_text(text.replace(SIX_WITH_ITS_LEG, SIX_WITHOUT_ITS_LEG), encoding="utf-8")
    wait_for(app, lambda: view.model.reads > reads)
    assert view.model.problems == [] and not view.model.broken
    assert view.model.warnings == [far(map_copy, "6", "9", "4 tiles")]
    frames(app, 2)
    assert view.warned == {"6", "9"} and view.flagged == set()
    area = view.area()
    screen = app.screen
    edge = [screen.get_at((area.centerx, y))[:3] for y in range(area.bottom - 200, area.bottom)]
    assert ui.WARNING in edge  # the amber box over the foot of the board
    map_copy.write_text(text, encoding="utf-8")
    reads = view.model.reads
    wait_for(app, lambda: view.model.reads > reads)
    frames(app, 2)
    assert view.model.warnings == [] and view.warned == set()
