"""A searching bot at the real table (SDL's dummy driver, real mouse events): when the
table's time cap cuts its search short, the table says so after its move, with the
seconds, the cap and the iterations it ran of its budget."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.bots.search import SearchBot
from game.games import REGISTRY
from game.scenes.curtain import CurtainScene
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.scenes.driver import Driver, play_move

CUT = re.compile(
    r"Brann thought (\d+\.\d) s, cut at its 0\.02 s cap after (\d+) of (\d+) iterations"
)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=0.0))
    yield application
    pygame.quit()


def open_table(
    app: App, cap: float | None, iterations: int | None = None
) -> tuple[Driver, TableScene]:
    session = Session(
        REGISTRY,
        REGISTRY.get("hatch"),
        [SeatPlan("Aria"), SeatPlan("Brann", human=False, bot="strong")],
        4,
        {},
    )
    bot = session.bots[1]
    assert isinstance(bot, SearchBot)
    if iterations is not None:
        bot.iterations = iterations
    scene = TableScene(app, session)
    if cap is not None:
        scene.bots.cap = cap
    app.stack.push(scene)
    driver = Driver(app)
    driver.frames(1)
    if isinstance(app.stack.top, CurtainScene):
        driver.pass_curtain()
    return driver, scene


def play_until_the_bot_has_searched(driver: Driver, scene: TableScene) -> list[str]:
    """Aria makes her first listed move by hand whenever it is hers; the frames run on
    until Brann's search has made a move. What the table told after each bot move."""
    told: list[str] = []
    bot = scene.session.bots[1]
    assert isinstance(bot, SearchBot)
    for _ in range(40):
        if driver.ready():
            seat = scene.session.seat_to_act()
            assert seat == 0
            play_move(driver, scene.session.ruleset.legal_moves(scene.session.state, 0)[0])
            continue
        before = driver.moves()
        for _ in range(600):
            driver.frames(1)
            if driver.moves() > before:
                break
        notice = scene.messages.notice
        told.append(notice.text if notice is not None else "")
        if bot.last is not None:
            return told
    raise AssertionError(f"Brann never searched; the table told {told}")


def test_a_search_cut_by_the_tables_cap_is_told_with_its_iterations(app: App) -> None:
    driver, scene = open_table(app, cap=0.02)
    told = play_until_the_bot_has_searched(driver, scene)
    found = CUT.search(told[-1])
    assert found is not None, told
    ran, budget = int(found[2]), int(found[3])
    bot = scene.session.bots[1]
    assert isinstance(bot, SearchBot) and bot.last is not None
    assert budget == bot.iterations and 0 < ran < budget == 600
    assert ran == bot.last.iterations and bot.last.cut
    assert float(found[1]) < 1.0


def test_a_search_within_its_cap_tells_nothing_more(app: App) -> None:
    # the table's own 2 s cap, and a budget well within it
    driver, scene = open_table(app, cap=None, iterations=30)
    bot = scene.session.bots[1]
    assert isinstance(bot, SearchBot)
    told = play_until_the_bot_has_searched(driver, scene)
    assert bot.last is not None and not bot.last.cut and bot.last.iterations <= 30
    assert "thought" not in told[-1] and "cap" not in told[-1]
    assert scene.bots.note == ""
