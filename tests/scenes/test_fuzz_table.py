"""Seeded, bounded fuzzing of every game's table: random clicks, drags, keys, wheel
turns and window sizes from 960×600 to 3840×2160, posted as real pygame events.

Whatever happens, nothing raises, and the game at the table is always exactly the
replay of the moves the rules accepted (a longer run: `python -m benchmarks.soak`).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import App
from game.core.rng import Rng
from game.core.serial import to_plain
from game.games import REGISTRY
from game.scenes.table import TableScene
from game.session import SeatPlan, Session

SIZES = ((960, 600), (3840, 2160))
# Sizes tried first, before random ones: the corners, and wide-and-short windows.
EDGES = ((960, 600), (3840, 600), (1300, 620), (960, 2160), (3840, 2160), (1366, 768))
KEYS = (
    pygame.K_e,
    pygame.K_SPACE,
    pygame.K_d,
    pygame.K_t,
    pygame.K_RETURN,
    pygame.K_ESCAPE,
    pygame.K_PLUS,
    pygame.K_MINUS,
    pygame.K_1,
    pygame.K_3,
    pygame.K_TAB,
)


def replayed(ruleset: Any, state: Any) -> Any:
    """The game replayed from its seed and options through the moves it holds."""
    again = ruleset.new_game(list(state.seats), state.seed, state.options)
    for move in state.moves:
        ruleset.apply(again, move)
    return again


def random_event(rng: Rng, size: tuple[int, int], held: bool) -> pygame.event.Event:
    w, h = size
    pos = (rng.below(w), rng.below(h))
    roll = rng.below(100)
    if roll < 30:
        buttons = (1, 0, 0) if held else (0, 0, 0)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)
    if roll < 50:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    if roll < 70:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if roll < 80:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.below(3) - 1, flipped=False)
    key = KEYS[rng.below(len(KEYS))]
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def guided_drag(app: App, scene: TableScene, rng: Rng) -> None:
    """Drag a piece that some legal move takes (or press a button) with real events."""
    legal = [m for m in scene.session.legal() if m.gesture is not None]
    sprites = scene.layer.sprites
    zones = scene.board.layout.zones
    dragged = [m for m in legal if m.gesture and m.gesture.piece in sprites]
    if dragged and rng.below(3):
        g = dragged[rng.below(len(dragged))].gesture
        assert g is not None
        if g.to_zone in zones:
            start, end = sprites[g.piece].rect.center, zones[g.to_zone].center
            steps = [
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
            ]
            for event in steps:
                pygame.event.post(event)
                app.step(1 / 60)
            return
    bar = getattr(scene.board, "bar", None)  # the kit's decision chips, if it has any
    tiles = list(scene.board.layout.tiles.values()) + [c.rect for c in getattr(bar, "chips", [])]
    if tiles and rng.below(2):  # a choice tile, chip or pile: click its middle
        pos = tiles[rng.below(len(tiles))].center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.step(1 / 60)
        return
    buttons = scene.board.buttons(scene.view, scene.legal)
    if buttons:
        key = buttons[rng.below(len(buttons))].key
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )
    app.step(1 / 60)


def random_size(rng: Rng) -> tuple[int, int]:
    (w0, h0), (w1, h1) = SIZES
    return (w0 + rng.below(w1 - w0 + 1), h0 + rng.below(h1 - h0 + 1))


def fuzz(app: App, session: Session, seed: int, events: int) -> int:
    """Post `events` random events (a resize now and then); returns the moves made."""
    rng = Rng(seed)
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    start = len(session.state.moves)
    held = False
    for i in range(events):
        if i % 60 == 0:
            n = i // 60
            size = EDGES[n] if n < len(EDGES) else random_size(rng)
            pygame.display.set_mode(size, pygame.RESIZABLE)
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1]))
        if not held and rng.below(4) == 0 and app.stack.top is scene:
            guided_drag(app, scene, rng)  # a drag some legal move answers, to make progress
            continue
        event = random_event(rng, app.size, held)
        held = (held or event.type == pygame.MOUSEBUTTONDOWN) and event.type != pygame.MOUSEBUTTONUP
        pygame.event.post(event)
        app.step(1 / 60)
        if scene not in app.stack.scenes:  # the menu's "quit to title" and beyond: come back
            app.stack.clear_to(scene)
    return len(session.state.moves) - start


@pytest.mark.parametrize("game", REGISTRY.names())
def test_random_events_and_window_sizes_never_break_a_table(app: App, game: str) -> None:
    ruleset = REGISTRY.get(game)
    humans = [SeatPlan(f"P{i + 1}") for i in range(ruleset.min_seats)]
    session = Session(REGISTRY, ruleset, humans, seed=11)
    moves = fuzz(app, session, seed=len(game), events=700)
    print(f"{game}: {moves} moves accepted")
    assert to_plain(session.state) == to_plain(replayed(ruleset, session.state))


@pytest.mark.parametrize("game", REGISTRY.names())
def test_a_table_with_bots_survives_random_events_at_random_sizes(app: App, game: str) -> None:
    ruleset = REGISTRY.get(game)
    seats = [SeatPlan("P1")] + [
        SeatPlan(f"Bot {i}", human=False) for i in range(1, ruleset.min_seats)
    ]
    session = Session(REGISTRY, ruleset, seats, seed=5)
    fuzz(app, session, seed=100 + len(game), events=500)
    assert to_plain(session.state) == to_plain(replayed(ruleset, session.state))
