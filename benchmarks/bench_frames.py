"""Frame time with many cards on the table while one is dragged (dummy video driver).

Run: python -m benchmarks.bench_frames. Prints p50/p95 frame times for 300 and
1000 resting cards plus one held card on the pymunk spring, and for the real
Dragon Riders, Dragon Dune, Draconium and Hatch table scenes mid-drag. A measurement, never a test.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game import paths
from game.games import REGISTRY
from game.games.riders.cards import default_catalog
from game.games.riders.table.faces import FaceRenderer
from game.games.riders.table.layout import load_layout
from game.table.drag import Drag
from game.table.sprites import CardLayer, Placement

SIZE = (1280, 720)
WARMUP, FRAMES = 30, 600
DT = 1 / 60


def percentiles(samples: list[float]) -> tuple[float, float, float]:
    ordered = sorted(samples)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    return statistics.median(ordered), p95, ordered[-1]


def many_cards(screen: pygame.Surface, faces: FaceRenderer, count: int) -> list[float]:
    ids = default_catalog().instance_ids()
    layer = CardLayer(faces.face, faces.height_for)
    width = 100
    height = faces.height_for(width)
    per_row = 9
    placements = []
    for i in range(count):  # piles in a grid, each card a little offset on its pile
        pile, depth = divmod(i, max(1, count // (per_row * 4)))
        col, row = pile % per_row, (pile // per_row) % 4
        center = (70 + col * 105 + depth % 7, 90 + row * 175 + depth % 5)
        face = ids[i % len(ids)]
        placements.append(Placement(f"{face}#{i}", "table", center, width, face))
    layer.sync(placements, {})
    held = placements[-1]
    layer.hold(held.piece)
    drag = Drag(held.center, (width, height), (held.center[0] + 20, held.center[1] - 40))
    image = faces.face(held.face, width)
    times = []
    for frame in range(WARMUP + FRAMES):
        start = time.perf_counter()
        angle = frame / 25
        drag.move_to((640 + 300 * math.cos(angle), 360 + 200 * math.sin(angle)))
        drag.step(DT)
        layer.update(DT, 1.0)
        screen.fill((30, 52, 46))
        layer.draw(screen)
        tilted = pygame.transform.rotozoom(image, drag.tilt_degrees, 1.04)
        screen.blit(tilted, tilted.get_rect(center=drag.center))
        pygame.display.flip()
        if frame >= WARMUP:
            times.append((time.perf_counter() - start) * 1000)
    return times


def circling(app: Any, center: tuple[int, int], radius: tuple[int, int]) -> list[float]:
    """Frame times of a table scene while the held piece circles round `center`."""
    step = app.step
    times = []
    for frame in range(WARMUP + FRAMES):
        angle = frame / 25
        pos = (
            int(center[0] + radius[0] * math.cos(angle)),
            int(center[1] + radius[1] * math.sin(angle)),
        )
        motion = {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)}
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, motion))
        start = time.perf_counter()
        step(DT)
        if frame >= WARMUP:
            times.append((time.perf_counter() - start) * 1000)
    return times


def hold_at_table(session: Any, piece: str | None = None) -> tuple[Any, Any]:
    """The table scene of `session` after two seconds of frames, with the left button
    pressed on `piece` (default: the first card in the hand of the seat at the screen)."""
    from game.app import App
    from game.scenes.table import TableScene
    from game.settings import Settings

    app = App(REGISTRY, SIZE, Settings())
    scene = TableScene(app, session, autosave=False)
    app.stack.push(scene)
    for _ in range(120):
        app.step(DT)
    if piece is None:
        piece = session.state.players[session.viewer or 0].hand.cards[0]
    start_pos = scene.layer.sprites[piece].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1))
    return app, scene


def real_table() -> list[float]:
    """The Dragon Riders table scene mid-game, one hand card held and moving."""
    from game.games import REGISTRY
    from game.session import SeatPlan, Session

    os.environ["DRAGON_TABLE_HOME"] = "/tmp/dragon-table-bench"
    options = {"draft_mode": "quick", "quick_random_units": True}
    session = Session(
        REGISTRY, REGISTRY.get("riders"), [SeatPlan("Aria"), SeatPlan("Brann")], 3, options
    )
    session.take_screen(session.seat_to_act() or 0)  # as if the opening curtain was lifted
    app, _ = hold_at_table(session)
    return circling(app, (480, 300), (250, 120))


def dune_table() -> list[float]:
    """The Dragon Dune table in Recruitment, one stack held over the map (regions glow)."""
    from game.games import REGISTRY
    from game.games.dune.bots import GreedyDuneBot
    from game.session import SeatPlan, Session

    os.environ["DRAGON_TABLE_HOME"] = "/tmp/dragon-table-bench"
    dune = REGISTRY.get("dune")
    names = ["Dain", "Elora", "Grik", "Urg"]
    state = dune.new_game(names, 5, {})
    bots = [GreedyDuneBot(dune, 5 + i) for i in range(4)]
    while not any(
        m.kind == "move_stack" for s in dune.to_act(state) for m in dune.legal_moves(state, s)
    ):
        seat = dune.to_act(state)[0]
        state = dune.apply(
            state, bots[seat].choose(dune.view(state, seat), dune.legal_moves(state, seat))
        )
    session = Session(REGISTRY, dune, [SeatPlan(n) for n in names], 5, state=state)
    session.take_screen(dune.to_act(state)[0])
    piece = next(m.gesture.piece for m in session.legal() if m.kind == "move_stack" and m.gesture)
    app, scene = hold_at_table(session, piece)
    app.step(DT)
    assert scene.pointer.held is not None and scene.pointer.held.glow, (
        "a stack is held and some regions glow"
    )
    return circling(app, (480, 220), (300, 150))


def draconium_table() -> list[float]:
    """The Dominion: Draconium table in the Action phase, a hand card held and circling."""
    from game.games import REGISTRY
    from game.session import SeatPlan, Session

    os.environ["DRAGON_TABLE_HOME"] = "/tmp/dragon-table-bench"
    session = Session(
        REGISTRY, REGISTRY.get("draconium"), [SeatPlan("Aria"), SeatPlan("Brann")], 11
    )
    session.take_screen(session.seat_to_act() or 0)
    app, _ = hold_at_table(session)
    return circling(app, (480, 380), (250, 120))


def hatch_table() -> list[float]:
    """The Hatch table of four in a main phase well into the game (eggs with cards tucked
    under them, dragons, a mercenary or two), a hand card held over the territories."""
    from game.games import REGISTRY
    from game.games.hatch.bots import GreedyHatchBot
    from game.games.hatch.state import MAIN
    from game.session import SeatPlan, Session

    os.environ["DRAGON_TABLE_HOME"] = "/tmp/dragon-table-bench"
    rules = REGISTRY.get("hatch")
    names = ["Ann", "Ben", "Cora", "Dov"]
    session = Session(REGISTRY, rules, [SeatPlan(n) for n in names], 4)
    bot = GreedyHatchBot(rules)
    state = session.state
    for _ in range(400):  # about the fifth round, at the start of someone's main phase
        seat = rules.to_act(state)[0]
        move = bot.choose(rules.view(state, seat), rules.legal_moves(state, seat))
        rules.apply(state, move)
        if state.round >= 5 and state.phase == MAIN and move.kind == "end_turn":
            break
    session.take_screen(rules.to_act(state)[0])
    app, scene = hold_at_table(session)
    app.step(DT)
    assert scene.pointer.held is not None and scene.pointer.held.glow, (
        "a card is held and some places glow"
    )
    return circling(app, (480, 330), (300, 150))


def dml_table() -> list[float]:
    """The Dragon's Money Laundering table of four in a Market slot well into the game, a
    Treasury card held over the Wheel of Profit (the Target Value said live)."""
    from game.games import REGISTRY
    from game.games.dml.bots import GreedyDmlBot
    from game.session import SeatPlan, Session

    os.environ["DRAGON_TABLE_HOME"] = "/tmp/dragon-table-bench"
    rules = REGISTRY.get("dml")
    session = Session(REGISTRY, rules, [SeatPlan(n) for n in ("Ann", "Ben", "Cora", "Dov")], 4)
    bot = GreedyDmlBot(rules, 4)
    state = session.state
    for n in range(600):  # a few rounds in, at a Market slot of someone holding cards
        seat = rules.to_act(state)[0]
        pending = state.pending
        holding = len(state.players[seat].treasury.cards) >= 3
        if n > 60 and pending is not None and pending.kind == "market" and holding:
            break
        move = bot.choose(rules.view(state, seat), rules.legal_moves(state, seat))
        rules.apply(state, move)
    session.take_screen(rules.to_act(state)[0])
    app, scene = hold_at_table(session, state.players[session.viewer or 0].treasury.cards[0])
    app.step(DT)
    assert scene.pointer.held is not None, "a Treasury card is held"
    return circling(app, (480, 330), (300, 150))


def main() -> None:
    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    faces = FaceRenderer(default_catalog(), load_layout(paths.asset("layouts", "riders.toml")))
    print(f"driver: {pygame.display.get_driver()}, {SIZE[0]}x{SIZE[1]}, {FRAMES} frames measured")
    print()
    print("| scene | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|")
    for count in (300, 1000):
        p50, p95, worst = percentiles(many_cards(screen, faces, count))
        print(f"| {count} cards, one dragged | {p50:.2f} | {p95:.2f} | {worst:.2f} |")
    p50, p95, worst = percentiles(real_table())
    print(f"| Dragon Riders table, card dragged | {p50:.2f} | {p95:.2f} | {worst:.2f} |")
    p50, p95, worst = percentiles(dune_table())
    print(f"| Dragon Dune table, stack held | {p50:.2f} | {p95:.2f} | {worst:.2f} |")
    p50, p95, worst = percentiles(draconium_table())
    print(f"| Draconium table, card held | {p50:.2f} | {p95:.2f} | {worst:.2f} |")
    p50, p95, worst = percentiles(hatch_table())
    print(f"| Hatch table of four, card held | {p50:.2f} | {p95:.2f} | {worst:.2f} |")
    p50, p95, worst = percentiles(dml_table())
    print(f"| Money Laundering table of four, card held | {p50:.2f} | {p95:.2f} | {worst:.2f} |")


if __name__ == "__main__":
    main()
