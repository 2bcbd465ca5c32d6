"""The table opened at a scenario (`play --scenario FILE`): its position on the screen,
a move made there by real events, and the autosave that holds the scenario."""

from pathlib import Path

from game import autosaves
from game.__main__ import make_session
from game.app import App
from game.core.serial import to_plain
from game.games import REGISTRY
from game.scenes.curtain import CurtainScene
from game.scenes.table import TableScene
from game.session import Session
from tests.scenes.driver import Driver, play_move

EXAMPLE = Path(__file__).resolve().parents[2] / "scenarios" / "riders" / "both_critical.toml"


def test_a_move_at_a_scenario_table_is_autosaved_with_the_scenario(app: App) -> None:
    session = make_session("riders", "human,human", "", None, {}, str(EXAMPLE))
    scene = TableScene(app, session)
    app.stack.push(scene)
    driver = Driver(app)
    driver.frames(2)
    if isinstance(app.stack.top, CurtainScene):
        driver.pass_curtain()
    driver.settle()
    assert session.state.log[0].text == "The game starts from the scenario both_critical.toml."
    surge = next(
        m
        for m in session.legal()
        if m.get("card") == "energy_surge_1" and m.get("target") == "own_rider"
    )
    assert surge.gesture is not None  # a drag from the hand onto Aria's Rider
    play_move(driver, surge)
    assert session.state.moves == [surge]
    assert session.state.players[0].energy == 3
    path = session.autosave_path
    assert path is not None and path.parent == autosaves.autosaves_dir()
    assert autosaves.slots() == [path]  # the game's own autosave, the only one
    loaded = Session.load(path, REGISTRY)
    assert loaded.autosave_path == path  # continued, it goes on in the same file
    assert loaded.scenario is not None and loaded.scenario.text == EXAMPLE.read_text("utf-8")
    assert to_plain(loaded.state) == to_plain(session.state)
