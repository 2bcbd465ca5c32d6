"""A damaged data file gets one clear message naming the file and the problem, and the
game it belongs to is marked unavailable while the other games play on."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.app import App
from game.core.data import MAX_BYTES, read_text, read_toml
from game.core.errors import DataError
from game.games import REGISTRY
from game.games.riders.cards import load_catalog
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene
from game.settings import Settings
from tests.tiny_game import ENTRY as TINY

RIDERS_FILE = Path(__file__).resolve().parent.parent / "assets" / "cards" / "riders.toml"


# -- the one reading path ---------------------------------------------------------------


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(DataError) as err:
        read_toml(tmp_path / "cards.toml", "card file")
    assert str(err.value) == f"{tmp_path / 'cards.toml'}: the card file is missing."


def test_a_folder_is_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="the layout file is a folder, not a file"):
        read_text(tmp_path, "layout file")


def test_bytes_that_are_not_utf8_name_the_line_and_byte(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_bytes(b'name = "ok"\nother = "\xff"\n')
    with pytest.raises(DataError) as err:
        read_toml(path, "card file")
    assert err.value.problem == "the card file is not UTF-8 text (line 2, byte 22)."


def test_damaged_toml_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_text("a = 1\nb = ]\nc = 3\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        read_toml(path, "card file")
    assert err.value.problem.startswith("the file is damaged: ")
    assert "line 2" in err.value.problem


def test_a_huge_file_is_not_read_as_data(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_bytes(b"#" * (MAX_BYTES + 1))
    with pytest.raises(DataError, match="no data file is that large"):
        read_toml(path, "card file")


# -- ranges -------------------------------------------------------------------------------


def test_a_negative_hp_is_refused_with_the_rider_and_the_field(tmp_path: Path) -> None:
    text = RIDERS_FILE.read_text(encoding="utf-8").replace("hp = 18", "hp = -3", 1)
    path = tmp_path / "riders.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_catalog(path)
    assert err.value.problem == "rider Talia: 'hp' should be a whole number from 1 to 999, not -3."


def test_a_critical_line_above_the_wounded_line_is_refused(tmp_path: Path) -> None:
    text = RIDERS_FILE.read_text(encoding="utf-8").replace("critical_at = 7", "critical_at = 14", 1)
    path = tmp_path / "riders.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match="'critical_at' should be a whole number from 0 to 13"):
        load_catalog(path)


# -- a game marked unavailable ------------------------------------------------------------


def damaged_check() -> str:
    raise DataError("/data/broken.toml", "card 7: 'cost' should be a whole number, not 'x'.")


BROKEN = dataclasses.replace(
    TINY, name="broken", title="Broken Pile", checks=(("card data", damaged_check),)
)
PROBLEM = "/data/broken.toml: card 7: 'cost' should be a whole number, not 'x'."


@pytest.fixture
def broken(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    REGISTRY.add(BROKEN)
    try:
        yield
    finally:
        REGISTRY.remove(BROKEN.name)


def test_the_registry_says_why_a_game_cannot_be_played(broken: None) -> None:
    assert REGISTRY.problem("broken") == PROBLEM
    assert "broken" not in REGISTRY.playable()
    assert REGISTRY.playable()[: len(REGISTRY.names()) - 1]
    assert REGISTRY.problem("riders") is None


def test_demo_and_play_refuse_a_damaged_game_in_one_line(
    broken: None, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", "broken"]) == 2
    assert main(["play", "broken"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [f"Broken Pile can't be played: {PROBLEM}"] * 2


@pytest.fixture
def app(broken: None) -> Iterator[App]:
    application = App(REGISTRY, settings=Settings())
    yield application
    pygame.quit()


def test_the_title_screen_names_the_damaged_game(app: App) -> None:
    title = TitleScene(app)
    app.stack.push(title)
    app.step(1 / 60)
    app.step(1 / 60)
    assert title.unavailable == [f"Broken Pile can't be played: {PROBLEM}"]
    assert title.buttons["new"].is_enabled


def test_the_new_game_screen_lists_it_as_unavailable_and_says_why(app: App) -> None:
    scene = NewGameScene(app, "broken")
    app.stack.push(scene)
    app.step(1 / 60)
    assert scene.game != "broken"  # a playable game is chosen instead
    assert "Broken Pile (unavailable)" in scene.titles
    assert scene.menu_changed(scene.game_menu, "Broken Pile (unavailable)")
    assert scene.game != "broken"
    # The file by its name alone, so the line fits the smallest window.
    assert scene.message == f"Broken Pile can't be played: {PROBLEM.removeprefix('/data/')}"


@pytest.mark.parametrize("aspect", ["[0, 7]", "[5, 0]", "[5.5, 7]", "[-5, 7]"])
def test_a_dominion_layout_with_a_zero_or_broken_aspect_says_so(
    tmp_path: Path, aspect: str
) -> None:
    from game.games.draconium.table.faces import load_dominion_layout

    shipped = RIDERS_FILE.parent.parent / "layouts" / "draconium.toml"
    text = shipped.read_text(encoding="utf-8")
    start = text.index("aspect = ")
    end = text.index("\n", start)
    path = tmp_path / "draconium.toml"
    path.write_text(text[:start] + f"aspect = {aspect}" + text[end:], encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_dominion_layout(path)
    assert err.value.problem.startswith(
        "[card] 'aspect' should be 2 whole numbers from 1 to 1000, width and height, not "
    )


def test_a_huge_count_is_refused_before_any_card_is_made(tmp_path: Path) -> None:
    """A damaged copies count once made the app build cards until memory ran out."""
    text = RIDERS_FILE.read_text(encoding="utf-8")
    start = text.index("copies = ")
    end = text.index("\n", start)
    path = tmp_path / "riders.toml"
    path.write_text(text[:start] + "copies = 99999999999999999999" + text[end:], encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_catalog(path)
    assert err.value.problem.endswith(
        " is 99999999999999999999; no number in a data file is beyond 10,000 either way."
    )
    assert err.value.problem.startswith("'card[")


def test_a_copies_count_has_its_own_range(tmp_path: Path) -> None:
    text = RIDERS_FILE.read_text(encoding="utf-8")
    start = text.index("copies = ")
    end = text.index("\n", start)
    path = tmp_path / "riders.toml"
    path.write_text(text[:start] + "copies = 500" + text[end:], encoding="utf-8")
    with pytest.raises(DataError, match="'copies' should be a whole number from 1 to 99, not 500"):
        load_catalog(path)
