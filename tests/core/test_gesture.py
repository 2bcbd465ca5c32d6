"""One gesture path: `find_move` turns a drop into the legal move or the rules' reason,
and the table computes a position's legal moves once for a whole drag."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.errors import IllegalMove
from game.core.gesture import NOTHING_THERE, find_move
from game.core.move import Gesture, Move
from game.core.rng import Rng
from game.core.serial import to_plain
from game.games import REGISTRY
from game.scenes.curtain import CurtainScene
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings

RIDERS = REGISTRY.get("riders")
DUNE = REGISTRY.get("dune")
QUICK = {"draft_mode": "quick", "quick_random_units": True}


def riders_in_play(seed: int = 3) -> Any:
    """A quick-deal Riders game at its first action."""
    return RIDERS.new_game(["Aria", "Brann"], seed, QUICK)


def test_a_legal_drop_is_the_legal_move_itself() -> None:
    state = riders_in_play()
    seat = RIDERS.to_act(state)[0]
    legal = RIDERS.legal_moves(state, seat)
    play = next(m for m in legal if m.kind == "play_card")
    assert play.gesture is not None
    assert find_move(RIDERS, state, seat, play.gesture) is play
    assert find_move(RIDERS, state, seat, play.gesture, legal=legal) is play


def test_an_illegal_drop_raises_the_rules_reason_and_changes_nothing() -> None:
    state = riders_in_play()
    seat = RIDERS.to_act(state)[0]
    state.players[seat].energy = 0
    card = next(
        c for c in state.players[seat].hand.cards if RIDERS.cat.card_of(c).targets[0] != "x"
    )
    target = RIDERS.cat.card_of(card).targets[0]
    zone = f"{target.split('_')[1]}:{1 - seat if target.startswith('enemy') else seat}"
    before = to_plain(state)
    with pytest.raises(IllegalMove) as refused:
        find_move(RIDERS, state, seat, Gesture(card, f"hand:{seat}", zone))
    meant = RIDERS.move_for_gesture(state, seat, Gesture(card, f"hand:{seat}", zone))
    with pytest.raises(IllegalMove) as rules:
        RIDERS.check(state, meant)
    assert (refused.value.code, refused.value.message) == (rules.value.code, rules.value.message)
    assert refused.value.code == "riders/not-enough-energy"
    assert to_plain(state) == before


def test_a_drop_that_means_nothing_there_says_so() -> None:
    state = riders_in_play()
    seat = RIDERS.to_act(state)[0]
    card = state.players[seat].hand.cards[0]
    with pytest.raises(IllegalMove) as refused:
        find_move(RIDERS, state, seat, Gesture(card, f"hand:{seat}", f"discard:{seat}"))
    assert refused.value.code == "riders/bad-drop"
    assert refused.value.message == NOTHING_THERE == "That can't be dropped there."


def test_a_game_specific_refusal_of_the_gesture_itself_is_raised() -> None:
    state = RIDERS.new_game(["Aria", "Brann"], 1, {"draft_mode": "market"})
    while RIDERS.legal_moves(state, RIDERS.to_act(state)[0])[0].kind != "draft_pick":
        seat = RIDERS.to_act(state)[0]
        RIDERS.apply(state, RIDERS.legal_moves(state, seat)[0])
    seat = RIDERS.to_act(state)[0]
    card = state.market.cards[0]
    with pytest.raises(IllegalMove) as refused:
        find_move(RIDERS, state, seat, Gesture(card, "market", f"drafted:{1 - seat}"))
    assert refused.value.code == "riders/not-your-pile"
    assert (
        refused.value.message == f"Your picks go on your own pile, not on {state.name(1 - seat)}'s."
    )


def test_a_wanted_count_no_legal_move_offers_goes_to_the_rules_for_its_reason() -> None:
    # Random legal play until a stack move with a token count is offered.
    state = DUNE.new_game(["A", "B", "C", "D"], 2, {})
    rng = Rng(5)
    for _ in range(400):
        if DUNE.result(state) is not None:
            break
        seat = DUNE.to_act(state)[0]
        legal = DUNE.legal_moves(state, seat)
        counted = [m for m in legal if m.gesture is not None and m.get("n") is not None]
        if counted:
            move = counted[0]
            listed = {m.get("n") for m in legal if m.gesture == move.gesture}
            too_many = max(listed) + 50
            with pytest.raises(IllegalMove) as refused:
                find_move(DUNE, state, seat, move.gesture, {"n": too_many}, legal)
            assert refused.value.code.startswith("dune/")
            asked = Move.make(seat, move.kind, move.gesture, **{**dict(move.args), "n": too_many})
            with pytest.raises(IllegalMove) as rules:
                DUNE.check(state, asked)
            assert refused.value.message == rules.value.message
            assert find_move(DUNE, state, seat, move.gesture, {"n": move["n"]}, legal) == move
            return
        DUNE.apply(state, legal[rng.below(len(legal))])
    pytest.fail("no stack move with a count came up in 400 random moves")


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=0.5))
    yield application
    pygame.quit()


def test_one_drag_computes_the_legal_moves_once(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session(REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann")], 3, QUICK)
    scene = TableScene(app, session)
    app.stack.push(scene)
    app.step(1 / 60)
    if isinstance(app.stack.top, CurtainScene):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(400, 300), button=1))
        app.step(1 / 60)
    for _ in range(240):
        if not scene.layer.moving():
            break
        app.step(1 / 60)
    calls: list[int] = []
    real = RIDERS.legal_moves

    def counting(state: Any, seat: int) -> Any:
        calls.append(seat)
        return real(state, seat)

    monkeypatch.setattr(RIDERS, "legal_moves", counting)
    seat = session.viewer
    assert seat is not None
    card = session.state.players[seat].hand.cards[0]
    start = scene.layer.sprites[card].rect.center
    zones = [
        scene.board.layout.zones[z].center
        for z in (f"dragon:{1 - seat}", f"rider:{1 - seat}", f"rider:{seat}")
    ]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(1 / 60)
    for pos in zones:  # hover three targets while holding the card
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
        app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    app.step(1 / 60)
    assert calls == []  # the table had them from when the position was drawn
