"""Every table, at the smallest window, a laptop and a large screen, at the start and
later in a game: no two lines of text overlap, and no text is cut off at an edge.

The screens are drawn on a recording surface that notes where each line of text
lands (`tests/scenes/ledger.py`); pictures of the smallest size are in `docs/`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.rng import Rng
from game.games import REGISTRY
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.scenes.ledger import problems, recording

SIZES = ((960, 600), (1280, 720), (1366, 768), (2560, 1440))
PLAYED = (0, 12, 40, 120)  # moves in: the start, early, later, and well into play


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=0.0))
    yield application
    pygame.quit()


def session_after(game: str, moves: int, seed: int = 3) -> Session:
    """A hot-seat game played `moves` random legal moves in (stopping short of its end), the
    seat to act at the screen."""
    ruleset = REGISTRY.get(game)
    seats = [SeatPlan(f"Player {i + 1}") for i in range(ruleset.min_seats)]
    session = Session(REGISTRY, ruleset, seats, seed=seed)
    rng = Rng(seed)
    for _ in range(moves):
        acting = ruleset.to_act(session.state)
        if not acting:
            break
        legal = ruleset.legal_moves(session.state, acting[0])
        move = legal[rng.below(len(legal))]
        if ruleset.result(ruleset.apply(session.state.clone(), move)) is not None:
            break  # the table of a game still being played (the end has its own banner)
        ruleset.apply(session.state, move)
    acting = ruleset.to_act(session.state)
    session.take_screen(acting[0] if acting else 0)
    return session


def drawn_texts(app: App, session: Session, size: tuple[int, int]) -> list[str]:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    app.pointer = (-100, -100)  # nothing under the pointer: no hover help
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    for _ in range(90):  # let the cards glide to their places
        scene.update(1 / 30)
    with recording(size) as screen:
        scene.draw(screen)
        found = problems(screen.texts)
        assert screen.texts, "the table drew no text at all"
    app.stack.pop()
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", REGISTRY.names())
def test_no_text_overlaps_or_is_cut_off_at_the_table(
    app: App, game: str, size: tuple[int, int]
) -> None:
    found = []
    for moves in PLAYED:
        session = session_after(game, moves)
        found += [f"{moves} moves in: {p}" for p in drawn_texts(app, session, size)]
    assert not found, "\n".join(found)
