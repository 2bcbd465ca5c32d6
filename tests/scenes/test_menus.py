"""The menu scenes, driven the way a person drives them: real mouse events and keys.

Each test opens the App headless (tests/conftest.py sets SDL_VIDEODRIVER=dummy)
with its user data in a temporary folder, posts MOUSEMOTION, MOUSEBUTTONDOWN
and MOUSEBUTTONUP at a button's centre, and runs a few frames. A game started
from a menu sits down at the real table.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from pygame_gui.elements import UIButton

from game import paths
from game.app import App
from game.core import saves
from game.games import REGISTRY
from game.scenes.base import Scene
from game.scenes.curtain import CurtainScene
from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene
from game.scenes.options import OptionsScene
from game.scenes.results import ResultsScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.scenes.driver import Driver, play_move


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    app = App(REGISTRY)
    pygame.event.clear()  # nothing left over from an earlier test's frames
    return app


def tables(app: App) -> list[TableScene]:
    return [s for s in app.stack.scenes if isinstance(s, TableScene)]


def frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.step(1 / 60)


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


def key(app: App, key: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
    frames(app)


def type_into(app: App, widget: Any, words: str) -> None:
    """Click a text field, select all it holds, and type over it."""
    click_at(app, widget.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL, "a")
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    frames(app)


def push(app: App, scene: Scene) -> Any:
    app.stack.push(scene)
    frames(app)
    return scene


# -- title ---------------------------------------------------------------------------


def test_new_game_button_opens_the_new_game_scene(app: App) -> None:
    title = push(app, TitleScene(app))
    click(app, title, "new")
    assert isinstance(app.stack.top, NewGameScene)


def test_n_key_opens_the_new_game_scene(app: App) -> None:
    push(app, TitleScene(app))
    key(app, pygame.K_n, unicode="n")
    assert isinstance(app.stack.top, NewGameScene)


def test_continue_is_disabled_without_an_autosave(app: App) -> None:
    title = push(app, TitleScene(app))
    assert not title.buttons["continue"].is_enabled
    click(app, title, "continue")
    assert app.stack.top is title and title.error == ""


def test_continue_with_a_damaged_autosave_shows_the_error_naming_the_file(
    app: App, tmp_path: Path
) -> None:
    save = tmp_path / "autosave.json"
    save.write_text('{"format": "dragon-table-save", "version": 1, "game": "riders", ')
    title = push(app, TitleScene(app))
    assert title.buttons["continue"].is_enabled
    click(app, title, "continue")
    assert app.stack.top is title
    assert tables(app) == []
    assert title.error.startswith(f"Can't load the save '{save}': ")
    assert title.dialog is not None and title.dialog.alive()
    assert str(save) in title.dialog.text_block.html_text
    assert save.read_text().endswith('"riders", ')  # nothing overwritten


def test_the_error_dialog_is_dismissed_and_the_title_stays(app: App, tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_text("not json at all")
    title = push(app, TitleScene(app))
    click(app, title, "continue")
    assert title.dialog is not None
    click_at(app, title.dialog.dismiss_button.rect.center)
    assert not title.dialog.alive()
    assert app.stack.top is title and app.running


def test_continue_with_a_good_autosave_sits_down_at_the_table_and_plays_on(
    app: App, tmp_path: Path
) -> None:
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=False, bot="random")]
    saved = Session(REGISTRY, REGISTRY.get("riders"), plans, 31, {"draft_mode": "quick"})
    seat = saved.seat_to_act()
    assert seat is not None
    saved.ruleset.apply(saved.state, saved.ruleset.legal_moves(saved.state, seat)[0])  # so far
    autosave = tmp_path / "autosave.json"
    saved.save(autosave)
    title = push(app, TitleScene(app))
    click(app, title, "continue")
    (table,) = tables(app)
    assert app.stack.top is table and app.stack.scenes == [title, table]
    session = table.session
    assert session.plans == plans and session.seed == 31
    assert session.state.moves == saved.state.moves
    driver = Driver(app)
    for _ in range(300):  # Brann's bot may be first to move
        if driver.ready():
            break
        frames(app, 1)
    move = session.legal()[0]
    play_move(driver, move)  # Aria makes a move at the table ...
    assert saves.read(autosave, REGISTRY).state.moves[: len(session.state.moves)] == (
        session.state.moves
    )  # ... and the autosave holds it


# -- new game ------------------------------------------------------------------------


def test_start_with_a_bad_seed_shows_the_message_and_stays(app: App) -> None:
    scene = push(app, NewGameScene(app))
    type_into(app, scene.seed_entry, "12ab")
    click(app, scene, "start")
    assert app.stack.top is scene
    assert tables(app) == []
    assert scene.message == "The seed must be a whole number, like 4242; '12ab' is not."
    assert scene.message_label.text == scene.message


def test_start_with_a_repeated_name_shows_the_message_and_stays(app: App) -> None:
    scene = push(app, NewGameScene(app))
    type_into(app, scene.names[1], "aria")
    click(app, scene, "start")
    assert app.stack.top is scene and tables(app) == []
    assert scene.message == "Seats 1 and 2 are both called aria; use two names."


def test_start_with_an_empty_name_shows_the_message_and_stays(app: App) -> None:
    scene = push(app, NewGameScene(app))
    click_at(app, scene.names[0].rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL, "a")
    key(app, pygame.K_BACKSPACE)
    click(app, scene, "start")
    assert app.stack.top is scene and tables(app) == []
    assert scene.message == "Seat 1 needs a name."


def test_start_with_valid_inputs_reaches_the_table_with_those_plans(app: App) -> None:
    title = push(app, TitleScene(app))
    click(app, title, "new")
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    type_into(app, scene.names[0], "Wren")
    click(app, scene, "seat1")  # Brann: human -> bot
    click_at(app, scene.kind_menus[1].rect.center)  # open the bot menu ...
    click_at(app, button_labelled(scene, "random").rect.center)  # ... and pick random
    click(app, scene, "opt:mirror_units")
    draft = next(m for m, o in scene.choice_menus.items() if o.name == "draft_mode")
    click_at(app, draft.rect.center)
    click_at(app, button_labelled(scene, "snake").rect.center)
    type_into(app, scene.seed_entry, "4242")
    click(app, scene, "start")

    (table,) = tables(app)
    assert app.stack.top is table  # one person at the screen: no curtain
    assert app.stack.scenes == [title, table]  # the new-game screen was replaced, not stacked
    session = table.session
    assert session.viewer == 0 and session.ruleset is REGISTRY.get("riders")
    assert session.plans == [
        SeatPlan("Wren", human=True, bot="normal"),
        SeatPlan("Brann", human=False, bot="random"),
    ]
    assert session.seed == 4242
    assert session.state.options["mirror_units"] is True
    assert session.state.options["draft_mode"] == "snake"
    assert session.state.options["starting_shields_minus_one"] is False


def test_enter_starts_and_esc_goes_back(app: App) -> None:
    title = push(app, TitleScene(app))
    push(app, NewGameScene(app))
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title
    push(app, NewGameScene(app))
    key(app, pygame.K_RETURN)
    (table,) = tables(app)
    assert [p.name for p in table.session.plans] == ["Aria", "Brann"]
    assert all(p.human for p in table.session.plans)
    curtain = app.stack.top  # two people: the first to act takes the screen behind it
    assert isinstance(curtain, CurtainScene) and table.session.viewer is None
    seat = table.session.seat_to_act()
    assert seat is not None and curtain.name == table.session.plans[seat].name
    Driver(app).pass_curtain()
    assert app.stack.top is table and table.session.viewer == seat


def test_every_option_of_the_game_has_a_control(app: App) -> None:
    scene = push(app, NewGameScene(app))
    ruleset = REGISTRY.get(scene.game)
    switches = {n.removeprefix("opt:") for n in scene.buttons if n.startswith("opt:")}
    menus = {o.name for o in scene.choice_menus.values()}
    assert switches | menus == {o.name for o in ruleset.options}
    assert all(o.choices for o in scene.choice_menus.values())


def button_labelled(scene: Any, words: str) -> UIButton:
    found = [
        s
        for s in scene.manager.get_sprite_group().sprites()
        if isinstance(s, UIButton) and s.text == words
    ]
    assert found, f"no button says {words!r}"
    return found[-1]


# -- options, menu, results ----------------------------------------------------------


def test_options_change_the_animation_speed_and_save_it(app: App, tmp_path: Path) -> None:
    scene = push(app, OptionsScene(app))
    click(app, scene, "speed:fast")
    assert app.settings.animation_speed == "fast"
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["animation_speed"] == "fast"
    assert Settings.load().animation_speed == "fast"
    assert scene.buttons["speed:fast"].is_selected
    assert not scene.buttons["speed:normal"].is_selected


def test_options_toggle_full_screen_and_save_it(app: App, tmp_path: Path) -> None:
    scene = push(app, OptionsScene(app))
    click(app, scene, "fullscreen")
    assert app.settings.fullscreen is True
    assert json.loads((tmp_path / "settings.json").read_text())["fullscreen"] is True
    assert scene.buttons["fullscreen"].text == "On"
    click(app, scene, "fullscreen")
    assert Settings.load().fullscreen is False


def test_resign_from_the_menu_asks_then_calls_on_resign(app: App) -> None:
    resigned: list[bool] = []
    below = push(app, Scene(app))
    menu = push(app, MenuScene(app, on_resign=lambda: resigned.append(True)))
    click(app, menu, "resign")
    assert resigned == [] and menu.confirm is not None  # nothing happens before the yes
    click_at(app, menu.confirm.confirm_button.rect.center)
    assert resigned == [True]
    assert app.stack.top is below


def test_cancelling_the_resignation_changes_nothing(app: App) -> None:
    resigned: list[bool] = []
    push(app, Scene(app))
    menu = push(app, MenuScene(app, on_resign=lambda: resigned.append(True)))
    click(app, menu, "resign")
    assert menu.confirm is not None
    click_at(app, menu.confirm.cancel_button.rect.center)
    assert resigned == [] and app.stack.top is menu


def test_menu_is_an_overlay_and_esc_resumes(app: App) -> None:
    below = push(app, Scene(app))
    menu = push(app, MenuScene(app, on_resign=lambda: None))
    assert menu.opaque is False
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is below


def test_play_again_keeps_seats_and_options_with_a_new_seed(app: App) -> None:
    plans = [SeatPlan("Aria", False, "greedy"), SeatPlan("Brann", False, "random")]
    old = Session(REGISTRY, REGISTRY.get("riders"), plans, 7, {"mirror_units": True})
    while old.result is None and old.play_bot() is not None:
        pass
    scene = push(app, ResultsScene(app, old))
    click(app, scene, "again")
    (table,) = tables(app)
    assert app.stack.top is table and scene not in app.stack.scenes
    session = table.session
    assert session is not old and session.plans == plans
    assert session.state.options == old.state.options
    assert session.seed != old.seed and session.state.moves == []


def test_play_again_after_a_playtest_keeps_designer_mode_and_the_designers_files(
    app: App, tmp_path: Path
) -> None:
    from game.lab.playtest import playtest_session

    cards = tmp_path / "mine.toml"
    cards.write_text(paths.card_file("riders").read_text(encoding="utf-8"), encoding="utf-8")
    plans = [SeatPlan("Aria", False, "greedy"), SeatPlan("Brann", False, "random")]
    old = playtest_session(REGISTRY, "riders", cards, None, plans, 7)
    for _ in range(2000):  # bounded: a Riders game between bots ends long before
        if old.result is not None or old.play_bot() is None:
            break
    scene = push(app, ResultsScene(app, old))
    click(app, scene, "again")
    (table,) = tables(app)
    session = table.session
    assert session.designer and session.cards == cards and session.unsaved
    assert session.ruleset is old.ruleset  # the designer's cards, not the game's own


def test_a_finished_game_at_the_table_goes_to_its_results_and_plays_again(app: App) -> None:
    """The last move at the table, a click on the final board, the results, Play again:
    a new game at a real table with the same people."""
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=False, bot="random")]
    session = Session(REGISTRY, REGISTRY.get("riders"), plans, 5, {"draft_mode": "quick"})
    title = push(app, TitleScene(app))
    app.stack.push(TableScene(app, session))
    driver = Driver(app)
    for _ in range(300):
        if driver.ready():
            break
        frames(app, 1)
    assert driver.resign()  # Aria gives up at the table, by the menu
    assert session.result is not None and session.result.winners == (1,)
    driver.click((100, 100))  # the final board stays until a click on it
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    click(app, results, "again")
    (table,) = tables(app)
    assert app.stack.top is table and app.stack.scenes == [title, table]
    assert table.session is not session and table.session.plans == plans
    assert table.session.state.options == session.state.options


def test_results_title_button_returns_to_the_title(app: App) -> None:
    plans = [SeatPlan("Aria", False, "greedy"), SeatPlan("Brann", False, "random")]
    session = Session(REGISTRY, REGISTRY.get("riders"), plans, 3, {})
    scene = push(app, ResultsScene(app, session))
    click(app, scene, "title")
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1


def test_a_resize_lays_the_form_out_again_and_keeps_what_was_typed(app: App) -> None:
    scene = push(app, NewGameScene(app))
    type_into(app, scene.names[0], "Wren")
    click(app, scene, "opt:mirror_units")
    scene.resize((1000, 650))
    frames(app)
    assert scene.names[0].get_text() == "Wren"
    assert scene.buttons["opt:mirror_units"].text == "On"
    assert scene.buttons["start"].rect.right == 1000 - 40


def test_results_new_game_then_esc_lands_on_the_title_and_the_app_goes_on(app: App) -> None:
    """A game opened straight from the command line has nothing below its results."""
    plans = [SeatPlan("Aria", False, "greedy"), SeatPlan("Brann", False, "random")]
    session = Session(REGISTRY, REGISTRY.get("riders"), plans, 3, {})
    scene = push(app, ResultsScene(app, session))
    assert len(app.stack.scenes) == 1
    click(app, scene, "new")
    assert isinstance(app.stack.top, NewGameScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1
    assert app.running


def test_a_name_with_an_invisible_control_character_is_refused() -> None:
    from game.scenes.new_game import check_names

    assert check_names(["Aria", "Br\u200bann"]) == (  # invisible: a save would refuse it
        "Seat 2's name holds a character that cannot be shown (U+200B ZERO WIDTH SPACE)."
    )
    assert check_names(["Aria", "Br\x07ann"]) == (
        "Seat 2's name holds a character that cannot be shown (U+0007, a control character)."
    )
