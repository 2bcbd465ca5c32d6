"""What a kit may add to the shared table, on the throwaway Tiny Pile game and by real
events only: the curtain's words, a private question before a dropped move, and the
front of a face-down piece enlarged on hover."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.scenes.confirm import ConfirmScene
from game.scenes.curtain import CurtainScene
from game.scenes.table import HOVER_W, TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from game.table.kit import PANEL
from tests.scenes.events import click, drag, frames, key, tiny_app
from tests.scenes.ledger import problems, recording
from tests.tiny_game.table import TinyKit, token


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    with tiny_app(tmp_path, monkeypatch, settings=Settings(bot_delay=5.0)) as application:
        yield application


def open_table(app: App, people: int) -> TableScene:
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=people == 2)]
    scene = TableScene(app, Session(REGISTRY, REGISTRY.get("tiny"), plans, seed=3), autosave=False)
    app.stack.push(scene)
    frames(app)
    return scene


def to_aria(app: App, scene: TableScene) -> None:
    """With a bot, let it take first if it is to: then Aria is to move."""
    if scene.session.seat_to_act() == 1:
        app.settings.bot_delay = 0.0
        frames(app, 3)
        app.settings.bot_delay = 5.0
    for _ in range(120):
        if not scene.layer.moving():
            return
        app.step(1 / 60)


def top_token(scene: TableScene) -> tuple[str, tuple[int, int]]:
    piece = scene.session.state.pile.cards[-1]
    return piece, scene.layer.sprites[piece].rect.center


# -- the curtain's words ----------------------------------------------------------------------


def test_the_curtain_says_what_the_kit_says_and_shrinks_to_fit_a_small_window(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[tuple[int, str]] = []

    def words(self: TinyKit, view: Any, seat: int, name: str) -> str:
        said.append((seat, name))
        return f"Pass to {name} — the pile is yours to take from, one token or two"

    monkeypatch.setattr(TinyKit, "curtain_words", words, raising=False)
    scene = open_table(app, people=2)
    curtain = app.stack.top
    assert isinstance(curtain, CurtainScene)
    seat = scene.session.seat_to_act()
    assert seat is not None
    name = scene.session.plans[seat].name
    assert said == [(seat, name)]
    assert curtain.words == f"Pass to {name} — the pile is yours to take from, one token or two"
    pygame.display.set_mode((960, 600))
    with recording((960, 600)) as screen:
        curtain.draw(screen)
        drawn = [t.words for t in screen.texts]
        found = problems(screen.texts)
    assert curtain.words in drawn and not found, found


def test_without_words_of_its_own_the_curtain_says_pass_to(app: App) -> None:
    scene = open_table(app, people=2)
    curtain = app.stack.top
    assert isinstance(curtain, CurtainScene)
    seat = scene.session.seat_to_act()
    assert seat is not None
    assert curtain.words == f"Pass to {scene.session.plans[seat].name}"


# -- a private question before a dropped move ----------------------------------------------------


def test_a_drop_the_kit_asks_about_waits_for_yes_and_no_changes_nothing(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def ask(self: TinyKit, view: Any, move: Any) -> str:
        asked.append(move.kind)
        return f"Take {move['count']}? Brann will see the pile shrink."

    monkeypatch.setattr(TinyKit, "ask_before", ask, raising=False)
    scene = open_table(app, people=1)
    to_aria(app, scene)
    session = scene.session
    before = list(session.state.moves)
    _, at = top_token(scene)
    drag(app, at, scene.board.layout.zones["taken:0"].center)
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    assert question.question == "Take 1? Brann will see the pile shrink."
    assert session.state.moves == before and scene.pointer.held is None
    key(app, pygame.K_ESCAPE)  # No, go back
    assert app.stack.top is scene and session.state.moves == before
    _, at = top_token(scene)
    drag(app, at, scene.board.layout.zones["taken:0"].center)
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    click(app, question.buttons["yes"].rect.center)
    assert app.stack.top is scene
    assert len(session.state.moves) == len(before) + 1
    assert session.state.moves[-1]["count"] == 1
    assert asked == ["take", "take"]


def test_enter_on_a_move_the_kit_asks_about_asks_first(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(TinyKit, "ask_before", lambda self, view, move: "Sure?", raising=False)
    scene = open_table(app, people=1)
    to_aria(app, scene)
    before = len(scene.session.state.moves)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ConfirmScene)
    assert len(scene.session.state.moves) == before
    click(app, app.stack.top.buttons["yes"].rect.center)
    assert len(scene.session.state.moves) == before + 1


# -- the front of a face-down piece on hover ----------------------------------------------------------


def test_hover_enlarges_the_face_the_kit_names(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[str, int]] = []

    def face(self: TinyKit, key: str, width: int) -> pygame.Surface:
        drawn.append((key, width))
        return token(width)

    monkeypatch.setattr(TinyKit, "face", face)
    monkeypatch.setattr(TinyKit, "enlargeable", lambda self, key: True)
    monkeypatch.setattr(TinyKit, "enlarged", lambda self, key: f"front of {key}", raising=False)
    scene = open_table(app, people=1)
    to_aria(app, scene)
    piece, at = top_token(scene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 40)  # past the hover's dwell
    assert scene.pointer.hover == piece
    drawn.clear()
    scene.draw(app.screen)
    assert (f"front of {piece}", HOVER_W) in drawn
    assert (piece, HOVER_W) not in drawn


# -- the panel's status -------------------------------------------------------------------------------


def test_a_status_too_long_for_the_panel_ends_in_an_ellipsis_that_fits(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    long = " ".join(["ii"] * 200)  # narrow words: every row is filled to the panel's edge
    monkeypatch.setattr(TinyKit, "status", lambda self, view: ["Heading", long, long, long])
    scene = open_table(app, people=1)
    with recording(app.size) as screen:
        scene.draw(screen)
        texts = screen.texts
    cut = [t for t in texts if t.words.endswith("…")]
    assert len(cut) == 1 and not problems(texts), problems(texts)
    assert cut[0].rect.w <= PANEL - 24, f"{cut[0]} is wider than the panel's text"
