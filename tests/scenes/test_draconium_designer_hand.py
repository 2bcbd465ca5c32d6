"""Designer mode's "every hand is shown" is true at the Draconium table: the other
seat's hand is drawn face up in their box and named on hover; outside a playtest it
stays a row of backs. Real mouse events on the real table."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.zones import HIDDEN_CARD
from game.games import REGISTRY
from game.games.draconium.cards import name_of
from game.games.draconium.table.help import grouped
from game.lab.playtest import playtest_session
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.scenes.events import frames
from tests.scenes.ledger import recording

DRACONIUM = REGISTRY.get("draconium")
PEOPLE = [SeatPlan("Aria"), SeatPlan("Brann", human=False)]
OPTIONS = {"kingdom": "First Game", "egg_pool": "no Eggs"}


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=30.0))  # the bot waits
    yield application
    pygame.quit()


def hover_words(app: App, scene: TableScene, pos: tuple[int, int]) -> list[str]:
    """What the table says after the pointer rests at `pos`, by a real mouse event."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 40)  # longer than the hover's delay
    with recording(app.size) as screen:
        app.stack.draw(screen)
    return [t.words for t in screen.texts]


def brann_box(scene: TableScene) -> pygame.Rect:
    return scene.board.layout.zones["player:1"]


@pytest.mark.parametrize("designer", [True, False], ids=["playtest", "game"])
def test_the_other_hand_is_face_up_and_named_only_in_a_playtest(app: App, designer: bool) -> None:
    if designer:
        session = playtest_session(REGISTRY, "draconium", None, None, PEOPLE, 1, OPTIONS)
    else:
        session = Session(REGISTRY, DRACONIUM, PEOPLE, 1, OPTIONS)
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    frames(app, 3)
    hand = list(session.state.players[1].hand.cards)  # type: ignore[attr-defined]
    assert len(hand) == 5
    shown = scene.view.players[1].hand.cards
    assert (HIDDEN_CARD not in shown) is designer
    box = brann_box(scene)
    words = hover_words(app, scene, (box.x + 30, box.bottom - 8))
    named = f"In hand: {grouped(hand)}."
    assert named.startswith("In hand: Copper ×")
    assert (named in words) is designer, words
    # the row in the box: the faces of Brann's cards, or their backs
    with recording(app.size) as screen:
        app.stack.draw(screen)
    board = scene.board
    y = box.y + (32 if board.geometry.opp_compact else 52)
    first = pygame.Rect(box.x + 10, y, 14, 20)
    drawn = screen.subsurface(first).copy()
    face = board.faces.face(hand[0], 22) if designer else board.faces.back(22)
    expected = pygame.Surface(first.size)
    expected.fill(screen.get_at((box.x + 5, y + 5)))  # the box's own fill, left of the row
    expected.blit(face, (0, 0))
    assert name_of(hand[0]) in {"Copper", "Estate"}
    differ = sum(
        1
        for px in range(first.w)
        for py in range(first.h)
        if tuple(drawn.get_at((px, py)))[:3] != tuple(expected.get_at((px, py)))[:3]
    )
    assert differ < first.w * first.h // 10, differ  # the face (or back) lies there


def test_beside_a_roost_mat_the_other_hand_is_shown_face_up_in_a_playtest(app: App) -> None:
    options = {"kingdom": "First Game"}  # Eggs in play: each box holds a Roost mat
    session = playtest_session(REGISTRY, "draconium", None, None, PEOPLE, 1, options)
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    frames(app, 3)
    board = scene.board
    mat = board.roost_rects[1]
    hand = list(session.state.players[1].hand.cards)  # type: ignore[attr-defined]
    with recording(app.size) as screen:
        app.stack.draw(screen)
    first = pygame.Rect(mat.right + 12, mat.y, 14, 20)
    expected = pygame.Surface(first.size)
    expected.fill(screen.get_at((mat.right + 4, mat.y + 2)))  # the box's fill beside the mat
    expected.blit(board.faces.face(hand[0], 22), (0, 0))
    drawn = screen.subsurface(first).copy()
    differ = sum(
        1
        for px in range(first.w)
        for py in range(first.h)
        if tuple(drawn.get_at((px, py)))[:3] != tuple(expected.get_at((px, py)))[:3]
    )
    assert differ < first.w * first.h // 10, differ
