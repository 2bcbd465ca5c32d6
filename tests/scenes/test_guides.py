"""A guided first game for each of the five games (assets/guides/, game/core/guide.py),
played through by real events: from the title screen's New game, the game chosen in its
menu and G pressed; at each step the banner names the move asked for, another legal
move is refused with the step's hint and changes nothing, and the move asked for is made
by the mouse or the keys as a player would. After the last step the game goes on
against the easy bots."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.errors import DataError
from game.core.guide import Guide, load_guide
from game.core.serial import to_plain
from game.games import REGISTRY
from game.scenes.new_game import NewGameScene
from game.scenes.table import FAREWELL_SECONDS, TableScene
from game.scenes.title import TitleScene
from tests.scenes.driver import Driver, play_move
from tests.scenes.events import choose

GAMES = ("riders", "dune", "draconium", "hatch", "dml")


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    for _ in range(3):
        app.step(1 / 60)


@pytest.mark.parametrize("game", GAMES)
def test_each_guide_is_played_through_by_real_events(app: App, game: str) -> None:
    app.stack.push(TitleScene(app))
    press(app, pygame.K_n)
    form = app.stack.top
    assert isinstance(form, NewGameScene)
    title = REGISTRY.get(game).title
    if form.game != game:
        choose(app, form.game_menu, title)
    assert form.game == game and "guide" in form.buttons
    press(app, pygame.K_g)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.guide is not None
    guide: Guide = table.guide
    script = guide.script
    session = table.session
    assert session.state.seats == list(script.seats) and session.seed == script.seed
    assert [p.human for p in session.plans] == [True] + [False] * (len(script.seats) - 1)
    driver = Driver(app)
    refused = False
    for _ in range(guide.moves):
        for _ in range(3000):  # the bots play their turns first
            driver.settle()
            if driver.ready():
                break
            driver.frames(1)
        assert driver.ready(), f"{game}: the guide waits for a move that is not the person's"
        asked = table.guide_move()
        assert asked is not None, f"{game}: step {guide.number(session.state) + 1} asks nothing"
        words = table.guide_words()
        step = guide.number(session.state) + 1
        assert words.startswith(f"Guided game, step {step} of {len(script.steps)}: ")
        assert table.board.move_label(table.view, asked) in words
        other = next((m for m in session.legal() if m != asked and m.seat == asked.seat), None)
        if other is not None and not refused:
            before = to_plain(session.state)
            problem = session.submit(other)  # the gate the table's every move goes through
            label = table.board.move_label(table.view, asked)
            assert problem is not None and problem.code == "guide/another-move"
            assert problem.message == f"This guided game asks for this move now: {label}."
            assert to_plain(session.state) == before
            refused = True
        play_move(driver, asked)
    assert guide.done(session.state) and refused
    assert table.guide_words() == script.farewell  # at the foot of the table, a while
    assert table.guide_move() is None
    driver.settle()
    for _ in range(int(60 * FAREWELL_SECONDS) + 2):
        app.step(1 / 60)
    assert table.guide_words() == ""
    assert session.result is None or len(session.state.moves) > guide.moves  # it went on


def test_a_guide_file_with_an_unknown_key_names_it(tmp_path: Path) -> None:
    bad = tmp_path / "riders.toml"
    bad.write_text(
        'seats = ["Aria", "Brann"]\nseed = 1\n[[step]]\nkinds = ["choose_rider"]\nsay = "x"\n'
        "colour = 3\n",
        encoding="utf-8",
    )
    with pytest.raises(DataError) as raised:
        load_guide("riders", bad)
    assert str(raised.value) == (
        "riders.toml: step 1: there is no key 'colour'; the keys are args, kinds, say, times."
    )


def test_how_to_play_offers_the_guided_game_by_click_and_key(app: App) -> None:
    """Someone reading the rules from New game starts the guided game from the page."""
    from game.scenes.howto import HowToScene

    app.stack.push(TitleScene(app))
    press(app, pygame.K_n)
    form = app.stack.top
    assert isinstance(form, NewGameScene)
    press(app, pygame.K_F1)
    page = app.stack.top
    assert isinstance(page, HowToScene) and page.guide_rect().w > 0
    assert not page.guide_rect().colliderect(page.close_rect())
    spot = page.guide_rect().center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=spot, button=1))
    for _ in range(3):
        app.step(1 / 60)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.guide is not None
    assert table.session.ruleset.name == form.game
    assert not any(isinstance(s, (HowToScene, NewGameScene)) for s in app.stack.scenes)


def test_how_to_play_over_a_table_offers_no_guided_game(app: App) -> None:
    """At a table, F1's page only reads: a guided game there would end the game at hand."""
    from game.scenes.howto import HowToScene

    app.stack.push(HowToScene(app, "dune", "Dragon Dune"))
    page = app.stack.top
    assert isinstance(page, HowToScene) and page.guide_rect().w == 0
    press(app, pygame.K_g)
    assert app.stack.top is page
