"""No game in progress is lost (game/autosaves.py): each game writes its own autosave,
so quitting a Hatch game, loading a Draconium save and playing on leaves the Hatch game
to Continue or Load; an ended game removes only its own; leaving a game that could
not be kept (a playtest) asks first. All by real events on the real scenes."""

from __future__ import annotations

import pygame

from game import autosaves
from game.__main__ import make_session
from game.app import App
from game.core.serial import to_plain
from game.games import REGISTRY
from game.saved_games import saves_dir
from game.scenes.load_game import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from game.session import SeatPlan, Session
from tests.scenes.driver import Driver, play_move
from tests.scenes.test_save_load import click, click_at, key


def one_move(app: App) -> Driver:
    """The person at the table makes the first move offered, by real events."""
    driver = Driver(app)
    driver.settle()
    play_move(driver, driver.session.legal()[0])
    driver.settle()
    return driver


def test_quitting_a_game_and_loading_another_keeps_both(app: App) -> None:
    title = TitleScene(app)
    app.stack.push(title)
    hatch = make_session("hatch", "human,bot", "", 7, {})
    app.stack.push(TableScene(app, hatch))
    one_move(app)
    hatch_file = hatch.autosave_path
    assert hatch_file is not None and hatch_file.parent == autosaves.autosaves_dir()
    hatch_state = to_plain(hatch.state)

    draconium = make_session("draconium", "human,bot", "", 3, {})  # saved some day before
    saves_dir().mkdir(parents=True, exist_ok=True)
    draconium.save(saves_dir() / "Sunday.json")

    key(app, pygame.K_ESCAPE)  # the menu, then Quit to title: nothing to ask
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, menu, "title")
    title = app.stack.top  # a fresh title screen
    assert isinstance(title, TitleScene)
    app.step(1 / 60)
    assert title.buttons["continue"].text.startswith("Continue: Hatch")
    click(app, title, "load")
    load = app.stack.top
    assert isinstance(load, LoadScene)
    names = [g.name for g in load.games]
    assert sorted(names) == ["Hatch, in progress", "Sunday"]
    for _ in range(names.index("Sunday")):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.ruleset.name == "draconium"
    one_move(app)

    # the Hatch game is as it was left, and the Draconium game has an autosave of its own
    assert hatch_file.is_file()
    assert to_plain(Session.load(hatch_file, REGISTRY).state) == hatch_state
    mine = table.session.autosave_path
    assert mine is not None and mine != hatch_file
    assert set(autosaves.slots()) == {hatch_file, mine}
    assert autosaves.latest() == mine  # Continue picks up the game played last
    assert (saves_dir() / "Sunday.json").is_file()  # the named save is as it was saved


def test_a_game_that_ends_removes_its_own_autosave_only(app: App) -> None:
    other = autosaves.new_slot("riders")
    other.parent.mkdir(parents=True, exist_ok=True)
    make_session("riders", "human,bot", "", 1, {}).save(other)
    session = make_session("riders", "human,bot", "", 2, {})
    app.stack.push(TableScene(app, session))
    driver = one_move(app)
    mine = session.autosave_path
    assert mine is not None and mine.is_file() and other.is_file()
    assert driver.resign()
    assert session.result is not None
    assert not mine.exists() and other.is_file()


def test_leaving_a_playtest_asks_first(app: App) -> None:
    """A playtest is never saved: Quit to title and Load game ask before ending it."""
    app.stack.push(TitleScene(app))
    ruleset = REGISTRY.get("riders")
    plans = [SeatPlan("Aria"), SeatPlan("Brann", False, "easy")]
    session = Session(REGISTRY, ruleset, plans, 5, designer=True)
    table = TableScene(app, session)
    app.stack.push(table)
    assert not table.autosaves
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, menu, "title")
    assert app.stack.top is menu and menu.confirm is not None and menu.confirm.alive()
    assert "This playtest is not saved" in menu.confirm.confirmation_text.html_text
    click_at(app, menu.confirm.cancel_button.rect.center)
    assert app.stack.top is menu and table in app.stack.scenes
    click(app, menu, "load")  # the same question before Load game
    assert menu.confirm is not None and menu.confirm.alive() and menu.leaving == "load"
    click_at(app, menu.confirm.confirm_button.rect.center)
    assert isinstance(app.stack.top, LoadScene)
    assert autosaves.slots() == []  # nothing was written for the playtest
