"""The end of a game, by real events: the results show every seat's standing in its
game's own words and the whole log, which scrolls; the replay steps through the game's
moves forward and back on the game's own table, and nothing in it makes a move."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.serial import to_plain
from game.core.state import GameState
from game.games import REGISTRY
from game.scenes.confirm import ConfirmScene
from game.scenes.replay import Replay, ReplayScene
from game.scenes.results import ResultsScene, standings, wrap_parts
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from game.table.kit import PANEL
from tests.scenes import events
from tests.scenes.events import frames, key, tiny_app
from tests.scenes.ledger import problems, recording


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    settings = Settings(bot_delay=0.0)
    with tiny_app(tmp_path, monkeypatch, (960, 600), settings) as application:
        yield application


def click(app: App, pos: tuple[int, int]) -> None:
    events.click(app, pos, after=3)


def press(app: App, scene: Any, name: str) -> None:
    """Click a scene's button where it is drawn."""
    click(app, scene.buttons[name].rect.center)


def wheel(app: App, y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    frames(app, 1)


def drawn(app: App, scene: Any) -> list[str]:
    """Every line of text the scene draws now (laid out again, so each is noted)."""
    with recording(app.size) as screen:
        scene.resize(app.size)
        scene.draw(screen)
        return [t.words for t in screen.texts]


def riders_results(app: App, seed: int = 5) -> ResultsScene:
    """A quick Dragon Riders game between two bots at the real table, to its results."""
    plans = [SeatPlan("Aria", False, "greedy"), SeatPlan("Brann", False, "random")]
    session = Session(REGISTRY, REGISTRY.get("riders"), plans, seed, {"draft_mode": "quick"})
    table = TableScene(app, session, autosave=False)
    app.stack.push(table)
    for _ in range(200):
        if session.result is not None:
            break
        frames(app, 1)
    assert session.result is not None
    frames(app, 30)
    assert app.stack.top is table  # the final board stays until a click on it
    click(app, (200, 200))
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    return results


def replayed(session: Session, step: int, side: int) -> Any:
    """The position after `step` moves, by the rules alone, as the replay shows it."""
    state: GameState = session.ruleset.new_game(
        list(session.state.seats), session.state.seed, session.state.options
    )
    for move in session.state.moves[:step]:
        session.ruleset.apply(state, move)
    state.viewer = side if side >= 0 else None
    return to_plain(state)


def open_replay(app: App, results: ResultsScene) -> ReplayScene:
    press(app, results, "replay")
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    return scene


# -- the results ----------------------------------------------------------------------------


def test_the_results_of_a_riders_game_show_each_seats_hp_and_the_summary(app: App) -> None:
    results = riders_results(app)
    assert [(r.name, r.kind, r.score, r.won) for r in results.rows] == [
        ("Aria", "greedy bot", "Dragon Steelhorn: 33 of 40 HP · Rider Morrik: 12 of 19 HP", True),
        (
            "Brann",
            "random bot",
            "Dragon Cryowyrm: 25 of 30 HP · Rider Kael: 0 of 17 HP, down",
            False,
        ),
    ]
    text = " ".join(drawn(app, results))
    assert "Aria wins" in text and "by Rider Kill" in text and "Final standing" in text
    assert wrap_parts("Dragon Steelhorn: 33 of 40 HP · Rider Morrik: 12 of 19 HP", 16, 320) == [
        "Dragon Steelhorn: 33 of 40 HP",
        "Rider Morrik: 12 of 19 HP",
    ]
    for row in results.rows:  # a long standing breaks between its parts, not inside one
        for part in row.score.split(" · "):
            assert part in text
    assert "Aria won by Rider Kill: Brann's Kael fell on turn 9." in text
    assert "Dragon Riders · 9 turns · 32 moves played · seed 5" in text


def test_the_whole_log_scrolls_to_its_last_line_by_wheel_arrows_and_page_keys(app: App) -> None:
    results = riders_results(app)
    log = results.session.state.log
    assert len(results.entries) == len(log) == 108  # every line, the private ones too
    assert results.scroll == 0
    assert results.shown_rows()[0] == "Dragon Riders: Aria (P1) against Brann (P2)."
    opening = next(e for e in results.entries if e.private)
    assert opening.text.startswith("Only Aria saw: Your opening hand: ")
    wheel(app, -1)
    assert results.scroll == 3
    key(app, pygame.K_DOWN)
    assert results.scroll == 4
    key(app, pygame.K_UP)
    assert results.scroll == 3
    page = results.visible_rows() - 1
    key(app, pygame.K_PAGEDOWN)
    assert results.scroll == 3 + page
    for _ in range(20):
        key(app, pygame.K_PAGEDOWN)
    assert results.scroll == results.max_scroll() > 0
    last = "Aria won by Rider Kill: Brann's Kael fell on turn 9."
    assert log[-1].text == last
    assert results.shown_rows()[-1] == last
    assert last in drawn(app, results)
    key(app, pygame.K_PAGEUP)
    assert results.scroll == results.max_scroll() - page
    key(app, pygame.K_HOME)
    assert results.scroll == 0
    wheel(app, 2)  # up at the top stays there
    assert results.scroll == 0


def test_each_game_says_its_standing_in_its_own_words() -> None:
    """The games' `scores` hooks, at the start of a game (exact numbers of the set-up)."""
    names = ["Aria", "Brann", "Cora", "Dain"]
    dune = REGISTRY.get("dune")
    assert dune.scores(dune.new_game(names, 3, {})) == [
        ("Aria (Dwarves)", "no city · 0 tokens on the board · 10 gold"),
        ("Brann (Elves)", "1 city: 5c · 10 tokens on the board · 10 gold"),
        ("Cora (Goblins)", "1 city: 10c · 5 tokens on the board · 5 gold"),
        ("Dain (Orcs)", "no city · 0 tokens on the board · 5 gold"),
    ]
    draconium = REGISTRY.get("draconium")
    assert draconium.scores(draconium.new_game(names[:2], 3, {})) == [
        ("Aria", "3 VP in 1 turn · 10 cards"),
        ("Brann", "3 VP in 0 turns · 10 cards"),
    ]
    riders = REGISTRY.get("riders")
    assert riders.scores(riders.new_game(names[:2], 3, {})) == [
        ("Aria", "no Dragon chosen · no Rider chosen"),
        ("Brann", "no Dragon chosen · no Rider chosen"),
    ]


def test_a_game_without_scores_shows_its_winner_and_summary(app: App) -> None:
    results = tiny_results(app)
    session = results.session
    assert session.result is not None
    (winner,) = session.result.winners
    rows = standings(session)
    assert [(r.seat, r.score, r.won) for r in rows] == [
        (winner, "", True),
        (1 - winner, "", False),
    ]
    text = drawn(app, results)
    name = session.plans[winner].name
    assert f"{name} wins" in text and "by the last token" in text
    assert f"{name} took the last token." in text


def test_an_unfinished_game_has_no_replay_to_watch(app: App) -> None:
    plans = [SeatPlan("Aria", False, "greedy"), SeatPlan("Brann", False, "random")]
    session = Session(REGISTRY, REGISTRY.get("riders"), plans, 3, {})
    results = ResultsScene(app, session)
    app.stack.push(results)
    frames(app)
    assert not results.buttons["replay"].is_enabled
    key(app, pygame.K_w)
    assert app.stack.top is results
    assert "Standing when the game stopped" in drawn(app, results)


# -- the replay -----------------------------------------------------------------------------


def test_the_replay_steps_back_to_the_setup_and_on_to_the_end(app: App) -> None:
    results = riders_results(app)
    session = results.session
    scene = open_replay(app, results)
    last = len(session.state.moves)
    assert scene.replay.last == last == 32 and scene.step == 0 and scene.side == 0
    assert to_plain(scene.view) == replayed(session, 0, 0)
    key(app, pygame.K_END)
    assert scene.step == last
    assert to_plain(scene.view) == replayed(session, last, 0)
    final = session.state.clone()
    final.viewer = 0
    assert to_plain(scene.view) == to_plain(final)  # the replay ends where the game did
    key(app, pygame.K_HOME)
    assert scene.step == 0
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert scene.step == 3 and to_plain(scene.view) == replayed(session, 3, 0)
    press(app, scene, "next")
    assert scene.step == 4 and to_plain(scene.view) == replayed(session, 4, 0)
    key(app, pygame.K_PAGEDOWN)
    assert scene.step == 14 and to_plain(scene.view) == replayed(session, 14, 0)
    press(app, scene, "back")
    assert scene.step == 13 and to_plain(scene.view) == replayed(session, 13, 0)
    key(app, pygame.K_LEFT)
    assert scene.step == 12 and to_plain(scene.view) == replayed(session, 12, 0)
    # The move's own lines, and where we are, as the panel says them.
    said = [line for line in session.state.log if line.move == 12]
    shown = " ".join(row for row, _ in scene.move_rows())
    names = session.state.seats  # a line only one seat saw is said to be so
    assert said and shown == " ".join(
        line.text if line.seat is None else f"Only {names[line.seat]} saw: {line.text}"
        for line in said
    )
    text = drawn(app, scene)
    assert "Move 12 of 32" in text and "Brann's move" in text
    press(app, scene, "last")
    assert scene.step == last and not scene.buttons["next"].is_enabled
    key(app, pygame.K_RIGHT)
    assert scene.step == last
    press(app, scene, "first")
    assert scene.step == 0 and not scene.buttons["back"].is_enabled
    key(app, pygame.K_LEFT)
    assert scene.step == 0
    assert to_plain(scene.view) == replayed(session, 0, 0)
    assert "The set-up (32 moves follow)" in drawn(app, scene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is results


def test_the_progress_bar_and_play_move_through_the_game(app: App) -> None:
    results = riders_results(app)
    scene = open_replay(app, results)
    bar = scene.bar
    click(app, (bar.right - 1, bar.centery))
    assert scene.step == 32
    click(app, (bar.x, bar.centery))
    assert scene.step == 0
    click(app, (bar.x + bar.width // 2, bar.centery))
    assert scene.step == 16  # half of 32 moves
    key(app, pygame.K_SPACE)  # play
    assert scene.playing and scene.buttons["play"].text == "Pause"
    for _ in range(60 * 6):
        frames(app, 1)
        if scene.step >= 18:
            break
    assert scene.step == 18
    key(app, pygame.K_SPACE)  # pause
    assert not scene.playing and scene.buttons["play"].text == "Play"
    frames(app, 200)
    assert scene.step == 18
    assert to_plain(scene.view) == replayed(results.session, 18, 0)


def test_tab_turns_the_table_to_the_next_players_side(app: App) -> None:
    results = riders_results(app)
    scene = open_replay(app, results)
    key(app, pygame.K_END)
    key(app, pygame.K_TAB)
    assert scene.side == 1 and scene.view.viewer == 1
    assert to_plain(scene.view) == replayed(results.session, 32, 1)
    assert "Seen from Brann's side" in drawn(app, scene)
    press(app, scene, "turn")
    assert scene.side == 0


def tiny_results(app: App) -> ResultsScene:
    """Tiny Pile played by two people at the table with the keys, to its results."""
    plans = [SeatPlan("Aria"), SeatPlan("Brann")]
    session = Session(REGISTRY, REGISTRY.get("tiny"), plans, seed=3)
    app.stack.push(TableScene(app, session, autosave=False))
    frames(app)
    click(app, (300, 300))  # two people: the curtain first
    for _ in range(7):
        if session.result is not None:
            break
        key(app, pygame.K_1)
        if isinstance(app.stack.top, ConfirmScene):  # leaving the last token: yes
            key(app, pygame.K_RETURN)
    assert session.result is not None
    click(app, (200, 200))
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    return results


def test_nothing_in_the_replay_makes_a_move(app: App) -> None:
    results = tiny_results(app)
    session = results.session
    moves = list(session.state.moves)
    key(app, pygame.K_w)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.step == 0
    frames(app, 60)
    top = scene.view.pile.cards[-1]
    start = scene.layer.sprites[top].rect.center
    to = scene.kit.layout.zones[f"taken:{scene.side}"].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
    frames(app)
    key(app, pygame.K_1)  # the table's Take 1
    key(app, pygame.K_2)
    click(app, start)
    click(app, start)  # a double-click plays a piece's one move at the table; not here
    assert session.state.moves == moves and scene.step == 0
    assert len(scene.view.pile.cards) == 7
    assert to_plain(scene.view) == replayed(session, 0, scene.side)
    key(app, pygame.K_END)
    assert scene.step == len(moves) and not scene.view.pile.cards


def test_a_replay_keeps_positions_so_any_step_is_a_few_moves_away() -> None:
    ruleset = REGISTRY.get("riders")
    plans = [SeatPlan("Aria", False, "greedy"), SeatPlan("Brann", False, "random")]
    session = Session(REGISTRY, ruleset, plans, 5, {"draft_mode": "quick"})
    while session.result is None:
        session.play_bot()
    state = session.state
    replay = Replay.of(ruleset, state)
    last = replay.last
    assert last == 32 and sorted(replay.kept) == [0, 10, 20, 30, 32]
    for step in (last, 0, 17, 18, 11, 26, 31, 3):
        assert to_plain(replay.state_at(step)) == replayed(session, step, -1)
        assert replay.lines_of(step) == [line for line in state.log if line.move == step]


# -- how the screens look -------------------------------------------------------------------


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_no_text_overlaps_or_is_cut_off_on_the_results_and_the_replay(
    app: App, size: tuple[int, int]
) -> None:
    results = riders_results(app)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    app.pointer = (-100, -100)
    with recording(size) as screen:
        results.resize(size)
        results.draw(screen)
        assert problems(screen.texts) == []
    scene = open_replay(app, results)
    for step in (0, 12, 29):
        scene.resize(size)
        scene.go(step)
        for _ in range(90):
            scene.update(1 / 30)
        with recording(size) as screen:
            scene.draw(screen)
            panel = [t for t in screen.texts if t.rect.x >= size[0] - PANEL]
            assert panel and problems(panel) == []
