"""The Dominion: Draconium table under SDL's dummy driver, driven by real mouse and key events."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.errors import IllegalMove
from game.core.move import Gesture, Move
from game.core.rng import Rng
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
from tests.scenes.driver import Driver, play_hot_seat, play_move
from tests.scenes.test_table import click, drag, frames, key

DRACONIUM = REGISTRY.get("draconium")
PEOPLE = [SeatPlan("Aria"), SeatPlan("Brann", human=False)]
SEED = 1  # Aria goes first, holding an Estate and four Coppers


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=30.0))  # the bot waits while we test
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
    scene = TableScene(
        app, Session(REGISTRY, DRACONIUM, PEOPLE, state.seed, state=state), autosave=False
    )
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
    assert [r.egg for r in mats.roosts(state)] == ["Rubbish Egg", "Enormous Egg"]
    assert not mats.lock_lifted(state)  # Eggs and no Dragon yet: Province is locked (R6)
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
    driver = Driver(app)
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
    made = 0
    for _ in range(600):
        frames(app, 1)
        if session.state.turn >= 8 or session.result is not None:
            break
        secret = hidden_ids(session.state.zones(), 0)
        shown = {s.face for s in scene.layer.sprites.values()}
        shown |= {s.piece for s in scene.layer.sprites.values()}
        assert not secret & shown, "a hidden card is on the table"
        assert not secret & strings_in(to_plain(scene.view))
        if driver.ready():
            play_move(driver, chooser.choose(session.view(), session.legal()))
            made += 1
    assert session.state.turn >= 8 and made >= 10
    assert drawn, "the spy saw no faces at all"
    assert [card for card, hidden in drawn if card in hidden and card != HIDDEN_CARD] == []


def test_end_phase_and_play_all_treasures_are_clicked_with_the_mouse(app: App) -> None:
    open_at(app, new_state())
    driver = Driver(app)
    state = driver.session.state
    end = Move.make(0, "end_phase")
    assert driver.click_element(driver.button_for(end))  # no Action card in hand: no question
    assert state.moves[-1] == end and state.phase == BUY
    treasures = Move.make(0, "play_all_treasures")
    assert driver.click_element(driver.button_for(treasures))
    assert state.moves[-1] == treasures and state.coins == 4
    assert driver.click_element(driver.button_for(end))
    assert state.moves[-1] == end and state.phase != BUY
    assert driver.questions == []


def test_ending_the_action_phase_with_an_action_to_play_asks_first_and_yes_ends_it(
    app: App,
) -> None:
    open_at(app, new_state(give="Village"))
    driver = Driver(app)
    state = driver.session.state
    end = Move.make(0, "end_phase")
    assert driver.click_element(driver.button_for(end))
    assert driver.questions == [
        "End your Action phase? You still have 1 Action and 1 Action card in hand."
    ]
    assert state.moves[-1] == end and state.phase == BUY


def test_cellar_is_answered_by_clicking_cards_then_the_done_button(app: App) -> None:
    scene = open_at(app, new_state(give="Cellar"))
    driver = Driver(app)
    state = scene.session.state
    cellar = next(c for c in state.players[0].hand.cards if name_of(c) == "Cellar")
    assert driver.drag(cellar, "play:0")
    picked = sorted(state.players[0].hand.cards)[:3]
    for card in picked:
        driver.select(card)
    assert kit(scene).selected == picked
    assert driver.click_button("Done: 3 chosen of up to 4")
    answer = state.moves[-1]
    assert answer.kind == "choose_cards"
    assert sorted(name_of(c) for c in answer["cards"]) == sorted(name_of(c) for c in picked)


# -- every kind of prompt ------------------------------------------------------------------

CHIPS, PICKING = "the chips", "picking cards, then the button"
PROMPTS = [  # kind, the ways a player may make it, the Kingdom and seed of a game with one
    ("invest", (CHIPS,), "First Game", 1),
    ("pass", (CHIPS,), "First Game", 1),
    ("may", (CHIPS,), "First Game", 4),
    ("reveal_reaction", (CHIPS,), "First Game", 3),
    ("choose_option", (CHIPS,), "Deck Top", 2),
    ("order_cards", (CHIPS, PICKING), "Deck Top", 2),  # chips, or the cards clicked in order
    ("choose_gain", ("a click",), "First Game", 2),
    ("choose_cards", (PICKING,), "First Game", 2),
]


def first_with(kind: str, kingdom: str, seed: int) -> DraconiumState:
    """Moves picked by the seeded RNG from a new game until someone may make a `kind`."""
    state: DraconiumState = DRACONIUM.new_game(["Aria", "Brann"], seed, {"kingdom": kingdom})
    rng = Rng(seed)
    for _ in range(1000):
        seat = DRACONIUM.to_act(state)[0]
        legal = DRACONIUM.legal_moves(state, seat)
        if any(m.kind == kind for m in legal):
            return state
        DRACONIUM.apply(state, legal[rng.below(len(legal))])
    raise AssertionError(f"no {kind} came up")


@pytest.mark.parametrize(("kind", "ways", "kingdom", "seed"), PROMPTS, ids=[p[0] for p in PROMPTS])
def test_each_kind_of_prompt_is_answered_by_clicking_its_chips_or_cards(
    app: App, kind: str, ways: tuple[str, ...], kingdom: str, seed: int
) -> None:
    state = first_with(kind, kingdom, seed)
    people = [SeatPlan("Aria"), SeatPlan("Brann")]
    app.stack.push(
        TableScene(app, Session(REGISTRY, DRACONIUM, people, seed, state=state), autosave=False)
    )
    driver = Driver(app)
    driver.frames(1)
    driver.pass_curtain()
    moves = [m for m in driver.session.legal() if m.kind == kind]
    move = moves[Rng(seed).below(len(moves))]
    how = play_move(driver, move)
    assert any(how == way or how.startswith(f"{way} ") for way in ways), how
    assert driver.session.state.moves[-1] == move


def test_the_dragon_phase_step_is_taken_with_its_button(app: App) -> None:
    state = first_with("resolve_dragon_phase", "First Game", 4)
    people = [SeatPlan("Aria"), SeatPlan("Brann")]
    app.stack.push(
        TableScene(app, Session(REGISTRY, DRACONIUM, people, 4, state=state), autosave=False)
    )
    driver = Driver(app)
    driver.frames(1)
    driver.pass_curtain()
    (step,) = [m for m in driver.session.legal() if m.kind == "resolve_dragon_phase"]
    assert driver.click_button("Dragon phase step")
    assert driver.session.state.moves[-1] == step


@pytest.mark.parametrize("which", [0, 1])
def test_a_gain_from_the_mat_is_answered_at_the_table(app: App, which: int) -> None:
    state = first_with("choose_gain", "Size Distortion", 4)
    assert state.pending is not None
    assert state.pending.prompt.startswith("Detritus Drake: you may gain a card costing up to $4")
    people = [SeatPlan("Aria"), SeatPlan("Brann")]
    app.stack.push(
        TableScene(app, Session(REGISTRY, DRACONIUM, people, 4, state=state), autosave=False)
    )
    driver = Driver(app)
    driver.frames(1)
    driver.pass_curtain()
    play_move(driver, driver.session.legal()[which])  # the Copper on the mat, or nothing


def test_three_people_play_ninety_moves_at_the_table_behind_the_curtain(app: App) -> None:
    """Hot seat with Militia and Moat in the Kingdom: every turn, and every reaction or
    discard asked of another seat, is a hand-over behind the curtain (§5); each move is
    a drag, a click on a chip, a card or a button."""
    people = [SeatPlan("Aria"), SeatPlan("Brann"), SeatPlan("Cora")]
    session = Session(REGISTRY, DRACONIUM, people, 5, {"kingdom": "First Game"})
    app.stack.push(TableScene(app, session, autosave=False))
    rng = Rng(5)

    def watch(driver: Driver) -> None:
        viewer = session.viewer
        assert viewer is not None
        secret = hidden_ids(session.state.zones(), viewer)
        assert not secret & strings_in(to_plain(driver.scene.view)), "another seat's card shows"

    def choose(s: Session) -> Move:
        return s.legal()[rng.below(len(s.legal()))]

    curtains = play_hot_seat(Driver(app), choose, 90, watch)
    assert len(session.state.moves) == 90 and curtains >= 12
    kinds = {m.kind for m in session.state.moves}
    assert {"end_phase", "buy", "play_treasure", "play_all_treasures"} <= kinds, kinds


def test_a_click_on_a_pile_that_cannot_be_bought_says_why(app: App) -> None:
    """A plain click on a Supply pile buys it; on a locked or too dear pile it used to do
    nothing at all: now the rules' reason shows, as a drag would give it."""
    state = new_state()
    scene = open_at(app, state)
    key(app, pygame.K_e)  # to the Buy phase: Treasures played, coins to spend
    key(app, pygame.K_t)
    settle(app, scene)
    before = len(state.moves)
    province = state.supply["Province"].cards[-1]
    click(app, centre_of(scene, province))
    assert len(state.moves) == before
    reason = scene.session.check_drop(province, "supply:Province", "discard:0")
    refusal = scene.messages.refusal
    assert reason and refusal is not None and refusal.text == reason
