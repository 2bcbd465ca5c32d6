"""Named saves, driven as a person drives them: the in-game menu's Save game…, the Load
screen from the title and from the menu, with real mouse clicks and keys, reaching the
real table (no stand-in)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.serial import to_plain
from game.games import REGISTRY
from game.scenes.load_game import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.save_game import SaveScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from game.session import SeatPlan, Session
from game.settings import Settings

FRAME = 1 / 60
PLAYERS = [
    SeatPlan("Aria"),
    SeatPlan("Brann", human=False, bot="random"),
    SeatPlan("Cora", human=False, bot="random"),
    SeatPlan("Dax", human=False, bot="random"),
]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=0.05))
    pygame.event.clear()
    yield application
    pygame.quit()


def frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.step(FRAME)


def click_at(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app)


def click(app: App, scene: Any, name: str) -> None:
    click_at(app, scene.buttons[name].rect.center)


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod))
    frames(app)


def type_text(app: App, words: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    frames(app)


def dune_at_arias_move(app: App) -> TableScene:
    """Dragon Dune from the title's New game path's end: the real table, the three bots
    having played until Aria (the one person) is to act."""
    title = TitleScene(app)
    app.stack.push(title)
    frames(app)
    session = Session(REGISTRY, REGISTRY.get("dune"), PLAYERS, 3, {})
    table = app.stack.push("table", session=session)
    assert isinstance(table, TableScene)
    for _ in range(2000):
        if session.my_turn() and not session.bot_to_act():
            break
        frames(app, 1)
    assert session.my_turn()
    frames(app, 30)  # the bots' moves finish gliding
    return table


def riders_at_arias_move(app: App) -> TableScene:
    """A lighter table for the Save screen's own checks: Dragon Riders, Aria to act."""
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=False, bot="random")]
    session = Session(REGISTRY, REGISTRY.get("riders"), plans, 3, {})
    table = app.stack.push("table", session=session)
    frames(app)
    assert isinstance(table, TableScene) and session.my_turn()
    return table


def save_from_menu(app: App, name: str) -> SaveScene:
    key(app, pygame.K_ESCAPE)  # the table's menu
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, menu, "save")
    scene = app.stack.top
    assert isinstance(scene, SaveScene)
    type_text(app, name)  # the suggestion is selected: typing replaces it
    key(app, pygame.K_RETURN)
    return scene


def saves_folder(tmp_path: Path) -> Path:
    return tmp_path / "saves"


def write_riders(path: Path, seed: int, when: datetime, bots: int = 0) -> Session:
    """A Dragon Riders save at `path` whose bots have played `bots` moves, dated `when`."""
    plans = [SeatPlan("Aria", human=False, bot="random"), SeatPlan("Brann", human=False)]
    session = Session(REGISTRY, REGISTRY.get("riders"), plans, seed, {})
    for _ in range(bots):
        session.play_bot()
    session.save(path)
    os.utime(path, (when.timestamp(), when.timestamp()))
    return session


# -- save, list, load -----------------------------------------------------------------


def test_save_from_the_table_menu_list_it_and_load_the_same_game(app: App, tmp_path: Path) -> None:
    table = dune_at_arias_move(app)
    moves = len(table.session.state.moves)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, menu, "save")
    scene = app.stack.top
    assert isinstance(scene, SaveScene)
    assert scene.entry.get_text() == "Dragon Dune – turn 1"  # the suggestion
    type_text(app, "Sunday: the desert")
    key(app, pygame.K_RETURN)

    assert app.stack.top is menu
    assert menu.note == "Saved as “Sunday: the desert”."
    path = saves_folder(tmp_path) / "Sunday%3A the desert.json"
    assert path.is_file()
    assert sorted(p.name for p in saves_folder(tmp_path).iterdir()) == [path.name]

    click(app, menu, "load")
    load = app.stack.top
    assert isinstance(load, LoadScene)
    # the named save, and the game itself: in progress, in its own autosave
    names = [g.name for g in load.games]
    assert sorted(names) == ["Dragon Dune, in progress", "Sunday: the desert"]
    i = names.index("Sunday: the desert")
    game, going = load.games[i], load.games[1 - i]
    assert going.autosave and going.path == table.session.autosave_path
    assert going.moves == moves and not game.autosave
    texts = [label.text for label in load.row_labels[i]]
    assert texts == [
        "Sunday: the desert",
        game.date_text,
        f"Dragon Dune · turn 1 · {moves} moves made · Aria to act",
        "Aria, Brann (bot), Cora (bot) and Dax (bot)",
    ]
    assert game.saved.date() == datetime.now().date()
    before = to_plain(table.session.state)

    if i:
        key(app, pygame.K_DOWN)  # choose the named save
    assert load.selected == i
    key(app, pygame.K_RETURN)  # and load it
    loaded = app.stack.top
    assert isinstance(loaded, TableScene) and loaded is not table
    assert isinstance(app.stack.scenes[0], TitleScene) and len(app.stack.scenes) == 2
    assert to_plain(loaded.session.state) == before
    assert loaded.session.plans == PLAYERS
    assert loaded.session.my_turn()


def test_the_load_screen_from_the_title_opens_the_chosen_save_at_the_table(
    app: App, tmp_path: Path
) -> None:
    folder = saves_folder(tmp_path)
    folder.mkdir()
    old = write_riders(folder / "Old.json", 5, datetime(2025, 3, 2, 9, 15))
    new = write_riders(folder / "New.json", 6, datetime(2025, 5, 3, 14, 5), bots=3)
    title = TitleScene(app)
    app.stack.push(title)
    frames(app)
    click(app, title, "load")
    load = app.stack.top
    assert isinstance(load, LoadScene)
    assert [g.name for g in load.games] == ["New", "Old"]  # newest first
    assert [label.text for label in load.row_labels[0]][:2] == ["New", "3 May 2025, 14:05"]
    assert [label.text for label in load.row_labels[1]][:2] == ["Old", "2 Mar 2025, 09:15"]
    assert load.games[1].moves == 0 and len(new.state.moves) == 3

    click_at(app, load.rows[1].rect.center)  # choose Old with the mouse ...
    assert load.selected == 1 and load.rows[1].is_selected and not load.rows[0].is_selected
    click(app, load, "load")  # ... and load it
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert to_plain(table.session.state) == to_plain(old.state)


def test_double_clicking_a_row_loads_it(app: App, tmp_path: Path) -> None:
    folder = saves_folder(tmp_path)
    folder.mkdir()
    saved = write_riders(folder / "Only.json", 9, datetime(2025, 5, 3, 14, 5), bots=2)
    load = app.stack.push("load_game")
    frames(app)
    click_at(app, load.rows[0].rect.center)
    click_at(app, load.rows[0].rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert to_plain(table.session.state) == to_plain(saved.state)


# -- damaged saves --------------------------------------------------------------------


def test_a_damaged_save_is_listed_with_its_problem_and_cannot_be_loaded(
    app: App, tmp_path: Path
) -> None:
    folder = saves_folder(tmp_path)
    folder.mkdir()
    write_riders(folder / "Good.json", 5, datetime(2025, 5, 1, 10, 0))
    broken = folder / "Broken.json"
    broken.write_text('{"format": "dragon-table-save", "version": 1, "game": "riders", ')
    os.utime(broken, (datetime(2025, 5, 2, 10, 0).timestamp(),) * 2)
    load = app.stack.push("load_game")
    frames(app)
    assert [g.name for g in load.games] == ["Broken", "Good"]  # the others are still there
    damaged = load.games[0]
    assert damaged.error == (
        f"Can't load the save '{broken}': the file ends too early; it was cut off."
    )
    assert [label.text for label in load.row_labels[0]] == [
        "Broken",
        "2 May 2025, 10:00",
        "Can't be loaded: The file ends too early; it was cut off.",
        "Delete it, or mend the file and come back.",
    ]
    assert load.selected == 0 and not load.buttons["load"].is_enabled
    why = "“Broken” can't be loaded: The file ends too early; it was cut off."
    key(app, pygame.K_RETURN)  # Enter tries, and is told why not
    assert app.stack.top is load and load.message == why
    key(app, pygame.K_DOWN)
    assert load.message == ""
    click_at(app, load.rows[0].rect.center)
    click_at(app, load.rows[0].rect.center)  # so does a double click
    assert app.stack.top is load and load.message == why
    key(app, pygame.K_UP)
    key(app, pygame.K_DOWN)
    assert load.selected == 1 and load.buttons["load"].is_enabled
    assert broken.read_text().endswith('"riders", ')  # nothing overwritten


# -- overwrite and delete ask first ---------------------------------------------------


def test_saving_under_a_name_in_use_asks_before_replacing_it(app: App, tmp_path: Path) -> None:
    riders_at_arias_move(app)
    folder = saves_folder(tmp_path)
    folder.mkdir()
    path = folder / "Mine.json"
    path.write_text("an older save")
    scene = save_from_menu(app, "Mine")
    assert app.stack.top is scene and scene.confirm is not None and scene.confirm.alive()
    assert "There is already a save called “Mine”. Replace it with this game?" in (
        scene.confirm.confirmation_text.html_text
    )
    click_at(app, scene.confirm.cancel_button.rect.center)  # no: nothing is written
    assert path.read_text() == "an older save" and app.stack.top is scene
    key(app, pygame.K_RETURN)  # the field still says Mine: asked again
    assert scene.confirm is not None and scene.confirm.alive()
    click_at(app, scene.confirm.confirm_button.rect.center)
    assert isinstance(app.stack.top, MenuScene)
    assert path.read_text().startswith("{")
    assert Session.load(path, REGISTRY).plans[1] == SeatPlan("Brann", human=False, bot="random")


def test_delete_asks_first_then_removes_the_file(app: App, tmp_path: Path) -> None:
    folder = saves_folder(tmp_path)
    folder.mkdir()
    write_riders(folder / "Keep.json", 5, datetime(2025, 5, 1, 10, 0))
    write_riders(folder / "Bin.json", 6, datetime(2025, 5, 2, 10, 0))
    load = app.stack.push("load_game")
    frames(app)
    assert load.games[0].name == "Bin"
    key(app, pygame.K_DELETE)
    assert load.confirm is not None and load.confirm.alive()
    assert "Delete the save “Bin”? It can't be taken back." in (
        load.confirm.confirmation_text.html_text
    )
    key(app, pygame.K_ESCAPE)  # Esc closes the question, and nothing is deleted
    assert not load.confirm.alive() and app.stack.top is load
    assert (folder / "Bin.json").is_file()
    click(app, load, "delete")
    assert load.confirm is not None
    click_at(app, load.confirm.confirm_button.rect.center)
    assert sorted(p.name for p in folder.iterdir()) == ["Keep.json"]
    assert [g.name for g in load.games] == ["Keep"]
    assert load.row_labels[0][0].text == "Keep"
    assert load.selected == 0 and app.stack.top is load


# -- the disk refuses -----------------------------------------------------------------


def test_a_save_the_disk_refuses_is_said_and_the_screen_stays(app: App, tmp_path: Path) -> None:
    riders_at_arias_move(app)
    (tmp_path / "saves").write_text("a file where the saves folder should be")
    scene = save_from_menu(app, "Mine")
    assert app.stack.top is scene
    assert scene.message == f"Could not save “Mine”: {tmp_path / 'saves'} is a file, not a folder."


def test_an_empty_name_is_refused(app: App) -> None:
    riders_at_arias_move(app)
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top, "save")
    scene = app.stack.top
    assert isinstance(scene, SaveScene)
    key(app, pygame.K_BACKSPACE)  # the selected suggestion goes
    assert scene.entry.get_text() == ""
    click(app, scene, "save")
    assert app.stack.top is scene and scene.message == "Type a name for the save."


def test_esc_cancels_the_save_screen(app: App, tmp_path: Path) -> None:
    riders_at_arias_move(app)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    click(app, menu, "save")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu and menu.note == ""
    assert not (tmp_path / "saves").exists()


# -- many saves scroll ------------------------------------------------------------------


def test_many_saves_scroll_with_the_keys_and_the_wheel(app: App, tmp_path: Path) -> None:
    folder = saves_folder(tmp_path)
    folder.mkdir()
    first = folder / "Game 00.json"
    write_riders(first, 5, datetime(2025, 1, 1, 12, 0))
    for i in range(1, 12):
        copy = folder / f"Game {i:02}.json"
        shutil.copyfile(first, copy)
        stamp = datetime(2025, 1, 1 + i, 12, 0).timestamp()
        os.utime(copy, (stamp, stamp))
    load = app.stack.push("load_game")
    frames(app)
    assert len(load.games) == 12 and load.games[0].name == "Game 11"
    assert 0 in load.visible_rows() and 11 not in load.visible_rows()
    key(app, pygame.K_END)
    frames(app)
    assert load.selected == 11 and load.games[11].name == "Game 00"
    assert 11 in load.visible_rows() and 0 not in load.visible_rows()
    key(app, pygame.K_HOME)
    frames(app)
    assert load.selected == 0 and 0 in load.visible_rows()
    for _ in range(6):
        key(app, pygame.K_DOWN)
    assert load.selected == 6 and 6 in load.visible_rows() and 0 not in load.visible_rows()
    key(app, pygame.K_PAGEUP)
    assert load.selected == 2 and load.visible_rows() == [2, 3, 4, 5, 6]  # a page: 4 rows
    centre = load.list_rect.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 2)
    for _ in range(5):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0)
        )
        frames(app, 2)
    frames(app, 10)
    assert load.visible_rows() == [5, 6, 7, 8]  # 5 notches of 40 pixels: 200 pixels on
    assert load.selected == 2  # the wheel scrolls; it does not choose
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


# -- the title screen ----------------------------------------------------------------


def test_continue_says_which_game_it_picks_up(app: App, tmp_path: Path) -> None:
    session = Session(REGISTRY, REGISTRY.get("dune"), PLAYERS, 3, {})
    while session.bot_to_act():
        session.play_bot()
    session.save(tmp_path / "autosave.json")
    title = TitleScene(app)
    app.stack.push(title)
    frames(app)
    button = title.buttons["continue"]
    assert button.text == "Continue: Dragon Dune, turn 1, Aria to act"
    assert button.tool_tip_text == (
        "Pick up Dragon Dune, turn 1, Aria to act. "
        "Players: Aria, Brann (bot), Cora (bot) and Dax (bot)."
    )
    key(app, pygame.K_c, unicode="c")
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert to_plain(table.session.state) == to_plain(session.state)


def test_a_damaged_autosave_says_so_and_continue_shows_why(app: App, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text("not json at all")
    title = TitleScene(app)
    app.stack.push(title)
    frames(app)
    button = title.buttons["continue"]
    assert button.text == "Continue: the save is damaged" and button.is_enabled
    click(app, title, "continue")
    assert app.stack.top is title
    assert title.error == (
        f"Can't load the save '{path}': the file is damaged at line 1, column 1 (Expecting value)."
    )
    assert title.dialog is not None and title.dialog.alive()


def test_load_on_the_title_is_off_until_a_game_is_saved(app: App, tmp_path: Path) -> None:
    title = TitleScene(app)
    app.stack.push(title)
    frames(app)
    assert not title.buttons["load"].is_enabled
    assert title.buttons["continue"].text == "Continue last game"
    folder = saves_folder(tmp_path)
    folder.mkdir()
    write_riders(folder / "Mine.json", 5, datetime(2025, 5, 1, 10, 0))
    app.stack.push("new_game")
    frames(app)
    key(app, pygame.K_ESCAPE)  # back on the title, which looks again
    assert app.stack.top is title and title.buttons["load"].is_enabled
    key(app, pygame.K_l, unicode="l")
    assert isinstance(app.stack.top, LoadScene)
