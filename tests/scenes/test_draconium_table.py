"""The Dominion: Draconium table under SDL's dummy driver, driven by real mouse and key events."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.errors import IllegalMove
from game.core.move import Gesture
from game.core.serial import strings_in, to_plain
from game.core.zones import HIDDEN_CARD, hidden_ids
from game.games import REGISTRY
from game.games.draconium import mats
from game.games.draconium.bots import BigMoneyBot
from game.games.draconium.cards import name_of
from game.games.draconium.state import ACTION, BUY, DraconiumState
from game.games.draconium.table.kit import LOCKED, DraconiumTableView
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.scenes.test_table import click, drag, frames, key, play_hot_seat

DRACONIUM = REGISTRY.get("draconium")
PEOPLE = [SeatPlan("Aria"), SeatPlan("Brann", human=False)]
SEED = 1  # Aria goes first, holding an Estate and four Coppers


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(settings=Settings(bot_delay=30.0))  # the bot waits while we test
    yield application
    pygame.quit()


def new_state(give: str | None = None) -> DraconiumState:
    """A First Game table where Aria is to act; `give` swaps a Kingdom card into her hand
    for her Estate (the Estate goes back to its pile, so every card is still somewhere)."""
    state: DraconiumState = DRACONIUM.new_game(
        [p.name for p in PEOPLE], SEED, {"kingdom": "First Game"}
    )
    assert state.active == 0 and state.phase == ACTION
    if give is not None:
        hand = state.players[0].hand.cards
        estate = next(c for c in hand if name_of(c) == "Estate")
        hand.remove(estate)
        state.supply["Estate"].cards.append(estate)
        hand.append(state.supply[give].cards.pop())
    return state


def open_at(app: App, state: DraconiumState) -> TableScene:
    scene = TableScene(app, Session(DRACONIUM, PEOPLE, state.seed, state=state), autosave=False)
    app.stack.push(scene)
    settle(app, scene)
    return scene


def settle(app: App, scene: TableScene) -> None:
    for _ in range(240):
        frames(app, 1)
        if not scene.layer.moving():
            return
    raise AssertionError("cards never came to rest")


def kit(scene: TableScene) -> DraconiumTableView:
    board = scene.board
    assert isinstance(board, DraconiumTableView)
    return board


def centre_of(scene: TableScene, piece: str) -> tuple[int, int]:
    return scene.layer.sprites[piece].rect.center


def zone(scene: TableScene, name: str) -> tuple[int, int]:
    return kit(scene).layout.zones[name].center


def expected_refusal(state: DraconiumState, card: str, src: str, dst: str) -> str:
    move = DRACONIUM.move_for_gesture(state, 0, Gesture(card, src, dst))
    assert move is not None
    with pytest.raises(IllegalMove) as refused:
        DRACONIUM.check(state, move)
    return refused.value.message


def test_dragging_an_action_card_to_the_play_area_plays_it(app: App) -> None:
    scene = open_at(app, new_state(give="Village"))
    state = scene.session.state
    village = next(c for c in state.players[0].hand.cards if name_of(c) == "Village")
    before = len(state.moves)
    drag(app, centre_of(scene, village), zone(scene, "play:0"))
    assert len(state.moves) == before + 1
    assert state.moves[-1].kind == "play_action" and state.moves[-1]["card"] == village
    assert village in state.players[0].play.cards
    settle(app, scene)
    assert scene.layer.sprites[village].zone == "play:0"  # it lies in the play area now


def test_a_treasure_dragged_in_the_action_phase_is_refused_with_the_rules_reason(
    app: App,
) -> None:
    scene = open_at(app, new_state())
    state = scene.session.state
    copper = next(c for c in state.players[0].hand.cards if name_of(c) == "Copper")
    reason = expected_refusal(state, copper, "hand:0", "play:0")
    assert reason == "Treasures can only be played in your Buy phase."
    before = to_plain(state)
    drag(app, centre_of(scene, copper), zone(scene, "play:0"))
    assert to_plain(state) == before
    assert scene.toast == reason


def test_e_ends_the_action_phase_and_t_plays_all_treasures(app: App) -> None:
    scene = open_at(app, new_state())
    state = scene.session.state
    key(app, pygame.K_e)
    assert state.phase == BUY and state.moves[-1].kind == "end_phase"
    key(app, pygame.K_t)
    assert state.moves[-1].kind == "play_all_treasures"
    assert state.coins == 4 and not any(name_of(c) == "Copper" for c in state.players[0].hand.cards)
    key(app, pygame.K_e)  # the Buy phase ends: Clean-up (an Egg may ask first), then Brann
    assert state.phase != BUY and state.moves[-1].kind == "end_phase"


def test_buying_what_you_cannot_afford_is_refused_and_changes_nothing(app: App) -> None:
    scene = open_at(app, new_state())
    state = scene.session.state
    key(app, pygame.K_e)
    key(app, pygame.K_t)
    settle(app, scene)
    gold = state.supply["Gold"].cards[-1]
    reason = expected_refusal(state, gold, "supply:Gold", "discard:0")
    assert reason == "You need $6 to buy Gold; you have $4."
    before = to_plain(state)
    drag(app, centre_of(scene, gold), zone(scene, "discard:0"))
    assert to_plain(state) == before
    assert scene.toast == reason


def test_dragging_a_supply_pile_onto_your_discard_pile_buys_it(app: App) -> None:
    scene = open_at(app, new_state())
    state = scene.session.state
    key(app, pygame.K_e)
    key(app, pygame.K_t)
    settle(app, scene)
    silver = state.supply["Silver"].cards[-1]
    drag(app, centre_of(scene, silver), zone(scene, "discard:0"))
    assert state.moves[-1].kind == "buy" and state.moves[-1]["pile"] == "Silver"
    assert state.players[0].discard.cards[-1] == silver
    assert state.coins == 1 and state.buys == 0


def test_cellar_is_answered_by_clicking_hand_cards_then_done(app: App) -> None:
    scene = open_at(app, new_state(give="Cellar"))
    state = scene.session.state
    cellar = next(c for c in state.players[0].hand.cards if name_of(c) == "Cellar")
    drag(app, centre_of(scene, cellar), zone(scene, "play:0"))
    assert state.pending is not None and state.pending.kind == "choose_cards"
    settle(app, scene)
    picked = sorted(state.players[0].hand.cards)[:2]
    for card in picked:
        click(app, centre_of(scene, card))
    assert kit(scene).selected == picked
    assert scene.shown_buttons == [("Done: 2 chosen of up to 4  [D]", True)]
    key(app, pygame.K_d)
    answer = state.moves[-1]
    assert answer.kind == "choose_cards"
    assert sorted(name_of(c) for c in answer["cards"]) == sorted(name_of(c) for c in picked)
    assert all(c in state.players[0].discard.cards for c in answer["cards"])


def test_a_locked_pile_shows_a_padlock_and_says_why_on_hover(app: App) -> None:
    state = new_state()
    if mats.lock_lifted(state):
        pytest.skip("this game has no Eggs, so nothing is locked (R6)")
    scene = open_at(app, state)
    board = kit(scene)
    province = board.piles["Province"]
    lines = board.hover_text(scene.view, province.center, state.supply["Province"].cards[-1])
    assert LOCKED in lines
    assert set(board.roost_rects) == {0, 1}  # both Roost mats are on the table


def test_no_card_hidden_from_the_viewer_is_ever_drawn(app: App) -> None:
    """A few turns with Aria's moves made at the table: every face drawn is one she may see."""
    scene = open_at(app, new_state(give="Militia"))
    session = scene.session
    drawn: list[tuple[str, set[str]]] = []
    faces = kit(scene).faces
    real_face = faces.face

    def spy(card: str, width: int) -> pygame.Surface:
        drawn.append((card, hidden_ids(session.state.zones(), 0)))
        return real_face(card, width)

    faces.face = spy  # type: ignore[method-assign]
    faces._faces.clear()
    scene.layer.invalidate()
    app.settings.bot_delay = 0.0
    chooser = BigMoneyBot(DRACONIUM, 5)
    for _ in range(600):
        frames(app, 1)
        if session.state.turn >= 8 or session.result is not None:
            break
        secret = hidden_ids(session.state.zones(), 0)
        shown = {s.face for s in scene.layer.sprites.values()}
        shown |= {s.piece for s in scene.layer.sprites.values()}
        assert not secret & shown, "a hidden card is on the table"
        assert not secret & strings_in(to_plain(scene.view))
        if session.my_turn() and not scene.layer.moving():
            scene.submit(chooser.choose(session.view(), session.legal()))
    assert session.state.turn >= 8
    assert drawn, "the spy saw no faces at all"
    assert [card for card, hidden in drawn if card in hidden and card != HIDDEN_CARD] == []


def test_three_people_play_a_whole_game_behind_the_curtain_seeing_only_their_own_cards(
    app: App,
) -> None:
    """Hot seat with Militia and Moat in the Kingdom: every turn, and every reaction or
    discard asked of another seat, is a hand-over behind the curtain (§5)."""
    from game.games.draconium.dragon_bot import DragonBot

    people = [SeatPlan("Aria"), SeatPlan("Brann"), SeatPlan("Cora")]
    session = Session(DRACONIUM, people, 5, {"kingdom": "First Game"})
    assert play_hot_seat(app, session, DragonBot(DRACONIUM, 5), 4000) >= 3 * 10
