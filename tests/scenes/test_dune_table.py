"""The Dragon Dune table under SDL's dummy driver, driven by real mouse and key events."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.move import Move
from game.core.serial import to_plain
from game.games import REGISTRY
from game.games.dune.battle import PLAN
from game.games.dune.bots import GreedyDuneBot
from game.games.dune.state import BATTLE, FACTION_NAMES, RECRUIT, DuneState
from game.scenes.curtain import CurtainScene
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.scenes.test_table import click, drag, frames, play_hot_seat

DUNE = REGISTRY.get("dune")
PEOPLE = [SeatPlan(name) for name in ("Dain", "Elora", "Grik", "Urg")]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(settings=Settings(bot_delay=0.5))
    yield application
    pygame.quit()


def play_until(seed: int, wanted: Callable[[DuneState], bool]) -> DuneState:
    """Bots play real moves from a new game until `wanted` holds."""
    state: DuneState = DUNE.new_game([p.name for p in PEOPLE], seed, {})
    bots = [GreedyDuneBot(DUNE, seed + i) for i in range(4)]
    for _ in range(2000):
        if wanted(state):
            return state
        seat = DUNE.to_act(state)[0]
        DUNE.apply(state, bots[seat].choose(DUNE.view(state, seat), DUNE.legal_moves(state, seat)))
    raise AssertionError("the position never came up")


def open_at(app: App, state: DuneState) -> TableScene:
    """The table for four people at `state`, the curtain lifted for the seat to act."""
    scene = TableScene(app, Session(DUNE, PEOPLE, state.seed, state=state), autosave=False)
    app.stack.push(scene)
    frames(app, 1)
    assert isinstance(app.stack.top, CurtainScene)
    click(app, (400, 300))
    for _ in range(240):
        if not scene.layer.moving() and not scene.board.busy():
            break
        frames(app, 1)
    return scene


def stack_moves(state: DuneState, seat: int) -> list[Move]:
    return [m for m in DUNE.legal_moves(state, seat) if m.kind == "move_stack"]


def moving_time(state: DuneState) -> bool:
    return (
        state.round == RECRUIT
        and bool(state.pending)
        and any(
            m.kind == "move_stack" and m["n"] >= 2
            for m in stack_moves(state, state.pending.seats[0])
        )
    )


def region_point(scene: TableScene, region: str) -> tuple[int, int]:
    kit = scene.board
    return kit.to_screen(kit.board.regions[region].anchor)  # type: ignore[attr-defined]


def test_dragging_a_whole_stack_moves_it_through_the_rules(app: App) -> None:
    state = play_until(5, moving_time)
    seat = state.pending.seats[0]  # type: ignore[union-attr]
    scene = open_at(app, state)
    move = next(m for m in stack_moves(state, seat) if m["n"] >= 2)
    src, dst, n = move["from"], move["path"][-1], move["n"]
    here, there = state.on(src, seat), state.on(dst, seat)
    start = scene.layer.sprites[f"stack:{src}:{seat}"].pos
    drag(app, (round(start[0]), round(start[1])), region_point(scene, dst))
    moved = scene.session.state
    assert moved.on(src, seat) == here - n and moved.on(dst, seat) == there + n
    assert moved.moves[-1].kind == "move_stack"


def test_the_wheel_carries_one_token_fewer_and_the_rest_stay(app: App) -> None:
    state = play_until(5, moving_time)
    seat = state.pending.seats[0]  # type: ignore[union-attr]
    scene = open_at(app, state)
    move = next(m for m in stack_moves(state, seat) if m["n"] >= 2)
    src, dst = move["from"], move["path"][-1]
    here = state.on(src, seat)
    start = scene.layer.sprites[f"stack:{src}:{seat}"].pos
    begin = (round(start[0]), round(start[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=begin, button=1))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app, 1)
    assert scene.board.hold_hint() == f"Carrying {here - 1} of {here}: wheel, 1–9, + or − to change"
    assert scene.drag_face == f"token:{seat}:{here - 1}"
    end = region_point(scene, dst)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    )
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 2)
    assert scene.session.state.on(src, seat) == 1
    assert scene.session.state.moves[-1]["n"] == here - 1


def test_a_key_sets_the_count_and_a_drop_out_of_reach_changes_nothing(app: App) -> None:
    state = play_until(5, moving_time)
    seat = state.pending.seats[0]  # type: ignore[union-attr]
    scene = open_at(app, state)
    move = next(m for m in stack_moves(state, seat) if m["n"] >= 2)
    src = move["from"]
    reachable = {m["path"][-1] for m in stack_moves(state, seat) if m["from"] == src}
    far = next(r for r in DUNE.board.regions if r not in reachable and r != src)  # type: ignore[attr-defined]
    before = to_plain(scene.session.state)
    start = scene.layer.sprites[f"stack:{src}:{seat}"].pos
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(start[0]), round(start[1])), button=1)
    )
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    frames(app, 1)
    assert scene.drag_face == f"token:{seat}:1"
    end = region_point(scene, far)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    )
    frames(app, 1)
    assert scene.refuse == f"region:{far}" and scene.refuse_reason
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 2)
    assert to_plain(scene.session.state) == before
    assert scene.toast == scene.refuse_reason or scene.toast


def test_the_dragon_roll_tumbles_dice_that_land_on_the_rolled_number(app: App) -> None:
    state = play_until(3, lambda s: s.turn == 1 and s.round == RECRUIT)
    scene = open_at(app, state)
    seat = scene.session.seat_to_act()
    assert seat is not None
    while scene.session.state.turn == 1:  # finish turn 1: the next Dragon round rolls
        seat = DUNE.to_act(scene.session.state)[0]
        scene.session.take_screen(seat)
        scene.submit(GreedyDuneBot(DUNE, 1).choose(scene.session.view(), scene.session.legal()))
    scene.session.take_screen(DUNE.to_act(scene.session.state)[0])  # as if the curtain lifted
    kit = scene.board
    assert kit.dice is not None and kit.busy()  # type: ignore[attr-defined]
    rolled = scene.session.state.last_roll
    for _ in range(400):
        if kit.dice is None:  # type: ignore[attr-defined]
            break
        shown = list(kit.dice.shown)  # type: ignore[attr-defined]
        frames(app, 1)
    assert tuple(shown) == rolled, "the dice come to rest on what the seeded RNG rolled"
    start = scene.session.state.dragon
    while scene.session.state.dragon == start:  # the Orcs answer; then the dragon flies
        seat = DUNE.to_act(scene.session.state)[0]
        scene.session.take_screen(seat)
        scene.submit(GreedyDuneBot(DUNE, 1).choose(scene.session.view(), scene.session.legal()))
    scene.session.take_screen(DUNE.to_act(scene.session.state)[0])
    assert kit.walk is not None and kit.busy()  # type: ignore[attr-defined]
    assert kit._dragon_point(scene.view) == kit.board.track[start]  # type: ignore[attr-defined]
    for _ in range(400):
        if not kit.busy():
            break
        frames(app, 1)
    assert not kit.busy()
    assert kit._dragon_point(scene.view) == kit.board.track[scene.session.state.dragon]  # type: ignore[attr-defined]


def test_hovering_a_region_names_it_its_owner_and_its_tokens(app: App) -> None:
    state = play_until(5, moving_time)
    scene = open_at(app, state)
    region = next(r for r, counts in state.tokens.items() if sum(1 for c in counts if c) == 1)
    owner = next(s for s in range(4) if state.tokens[region][s])
    lines = scene.board.hover_text(scene.view, region_point(scene, region), None)
    assert lines[0].startswith(f"{region}: ")
    assert f"Controlled by the {state.faction_name(owner)}" in lines
    assert any(line.startswith("Tokens: ") for line in lines)


def test_battle_plans_are_entered_behind_the_curtain_and_revealed_together(app: App) -> None:
    state = play_until(
        7, lambda s: s.round == BATTLE and s.pending is not None and s.pending.kind == PLAN
    )
    first, second = state.pending.seats  # type: ignore[union-attr]
    scene = open_at(app, state)
    assert scene.session.viewer == first
    plan = next(m for m in scene.legal if m.kind == "choose_army")
    scene.submit(plan)
    frames(app, 1)
    assert isinstance(app.stack.top, CurtainScene), "the second fighter takes the screen behind it"
    click(app, (400, 300))
    assert scene.session.viewer == second
    frames(app, 1)
    assert scene.view.pending.answers == {first: "answered"}, "the first plan stays secret"
    assert scene.board.reveal is None
    other = next(m for m in scene.legal if m.kind == "choose_army")
    scene.submit(other)
    frames(app, 2)
    fight = scene.session.state.work[BATTLE]["fight"]
    sides = {fight["attacker"]: "attacker", fight["defender"]: "defender"}
    shown = scene.board.reveal  # type: ignore[attr-defined]
    assert shown is not None and shown[0] == f"Battle in {fight['region']}: the plans are revealed"
    for seat, move in ((first, plan), (second, other)):
        card = move["artifact"] or "no artifact"
        assert any(
            line.startswith(f"{FACTION_NAMES[seat]} ({sides[seat]}): army {move['n']}, {card}")
            for line in shown
        )
    if isinstance(app.stack.top, CurtainScene):  # the next decision is someone else's
        click(app, (400, 300))
    assert scene.board.reveal == shown, "the reveal waits for whoever takes the screen"
    before = to_plain(scene.session.state)
    click(app, scene.board.map_rect.center)  # type: ignore[attr-defined]
    assert scene.board.reveal is None  # type: ignore[attr-defined]
    assert to_plain(scene.session.state) == before, "putting the reveal away is no move"


def test_four_people_play_a_whole_game_and_each_screen_shows_only_its_own_secrets(
    app: App,
) -> None:
    """Every decision made at the table by whoever holds the screen, the curtain between."""
    session = Session(DUNE, PEOPLE, 11, {})
    assert play_hot_seat(app, session, GreedyDuneBot(DUNE, 11), 3000) >= 20
