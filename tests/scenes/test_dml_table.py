"""The Dragon's Money Laundering table under SDL's dummy driver, played by real mouse
events only (tests/scenes/driver.py): an acquisition declared by drags with its Target
Value shown while a bid is held, secret Seize Attempts behind the curtain, the dice,
and a hot-seat game of three where every move is made the way a player makes it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.bots.random_bot import RandomBot
from game.core.move import Move
from game.core.rng import Rng
from game.core.serial import strings_in, to_plain
from game.core.zones import hidden_ids
from game.games import REGISTRY
from game.games.dml.bots import EasyDmlBot
from game.games.dml.state import BID, DABO, MARKET, ROLL, SEIZE, DmlState
from game.games.dml.table import make_lab_deck
from game.games.dml.table.kit import EVENT, DmlTableView
from game.scenes.howto import load_guide
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.games.dml.helpers import RULES, position
from tests.games.dml.test_rules import IRON, iron
from tests.scenes.driver import Driver, play_hot_seat, play_move

PEOPLE = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("Cyd")]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=30.0, animation_speed="fast"))
    yield application
    pygame.quit()


def open_at(app: App, state: DmlState) -> Driver:
    """The table at `state` with three people; the first curtain lifted."""
    session = Session(REGISTRY, REGISTRY.get("dml"), PEOPLE, state.seed, state=state)
    app.stack.push(TableScene(app, session, autosave=False))
    driver = Driver(app)
    driver.frames(1)
    if driver.curtain() is not None:
        driver.pass_curtain()
    driver.settle()
    return driver


def kit(driver: Driver) -> DmlTableView:
    board = driver.scene.board
    assert isinstance(board, DmlTableView)
    return board


def state_of(driver: Driver) -> DmlState:
    state = driver.session.state
    assert isinstance(state, DmlState)
    return state


def hold_over(driver: Driver, piece: str, zone: str) -> None:
    """Press on a piece and carry it over a zone without letting go."""
    start = driver.piece_point(piece)
    driver.point(start)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    driver.frames(1)
    end = driver.drop_point(zone)
    for i in range(1, 4):
        at = (start[0] + (end[0] - start[0]) * i // 3, start[1] + (end[1] - start[1]) * i // 3)
        driver.point(at, held=True)
        driver.frames(1)


def let_go(driver: Driver, zone: str) -> bool:
    before = driver.moves()
    driver.post(pygame.MOUSEBUTTONUP, pos=driver.drop_point(zone), button=1)
    driver.frames(2)
    return driver.moves() > before


def declared(app: App, tmp_path: Path) -> Driver:
    """Ann declares 5♠ from the Iron Stock with 4♦ as a Primary bid, by drags and a chip."""
    driver = open_at(app, iron(tmp_path))
    assert driver.drag("5S", "acq:target")
    assert driver.drag("2D", "stock:S")  # a Treasury card onto the Stock: a bid
    assert driver.click_chip("Declare (TV 3)")
    return driver


# -- an acquisition by drags ------------------------------------------------------------------


def test_an_acquisition_is_declared_by_drags_with_its_target_value_shown_live(
    app: App, tmp_path: Path
) -> None:
    driver = open_at(app, iron(tmp_path))
    board = kit(driver)
    assert driver.session.viewer == 0 and state_of(driver).pending.kind == MARKET  # type: ignore[union-attr]
    hold_over(driver, "5S", "acq:target")
    assert board.live_words(driver.scene.view) == "Declaring 5 Iron: Target Value 5"
    assert let_go(driver, "acq:target")
    assert state_of(driver).target.cards == ["5S"]
    assert "Target Value 5" in board.status(driver.scene.view)
    hold_over(driver, "4D", "stock:S")
    assert board.live_words(driver.scene.view) == "With 4 Spice bid: Target Value 1"
    assert let_go(driver, "stock:S")
    assert state_of(driver).bids.cards == ["4D"]
    marks = [(m.text, m.good, m.pos) for m, _ in driver.scene.messages.marks]
    assert marks == [("-1 card", False, board.plan.treasury.center)]
    assert driver.click_chip("Declare (TV 1)")
    state = state_of(driver)
    assert state.acq is not None and state.acq.declared and state.acq.suit == "S"
    assert state.pending is not None and state.pending.kind == SEIZE
    assert [m.kind for m in state.moves] == [
        "add_to_declaration",
        "add_bid",
        "declare_acquisition",
    ]


def test_a_card_the_wheel_refuses_springs_back_with_the_rules_reason(
    app: App, tmp_path: Path
) -> None:
    driver = open_at(app, iron(tmp_path))
    assert driver.drag("5S", "acq:target")
    assert not driver.drag("7H", "stock:S")  # Slaves do not buy Iron: Spice does
    assert "Spice" in driver.refusal()
    assert state_of(driver).bids.cards == []


def with_black_market(tmp_path: Path, options: str = "") -> DmlState:
    text = IRON.replace("{event}", "10C").replace(
        'deck = ["2H"', 'black_markets = [["3H", "6C"]]\nhoard = ["2S", "7C"]\ndeck = ["2H"'
    )
    return position(text.replace("[round]", f"{options}\n[round]", 1), tmp_path)


def test_a_click_on_a_black_market_tries_it_and_a_dropped_card_says_why_not(
    app: App, tmp_path: Path
) -> None:
    """§3.7: an attempt takes no cards (R53), so a card dropped on a Black Market springs
    back with the reason, and a click on the Black Market makes the attempt."""
    driver = open_at(app, with_black_market(tmp_path))
    board = kit(driver)
    market = state_of(driver).markets[0].id
    box = board.layout.zones[market]
    words = board.hover_text(driver.scene.view, box.center, None)
    assert words[0] == "Black Market 1: 2 cards, face down"
    assert words[-1] == "Click it to try it now."
    assert not driver.drag("2D", market)
    assert driver.refusal() == "A Black Market's Target Value is always 7; no bids."
    assert "2D" in state_of(driver).players[0].treasury.cards
    assert driver.click(box.center)
    state = state_of(driver)
    assert state.moves[-1] == Move.make(0, "black_market_attempt", None, market=market, bids=())
    assert state.pending is not None and state.pending.kind == ROLL


def test_the_hoard_shows_its_top_card_or_with_open_hoard_all_of_it(
    app: App, tmp_path: Path
) -> None:
    """R46: only the Hoard's top card and count are drawn; the open_hoard option shows
    every card in it."""
    shut = open_at(app, with_black_market(tmp_path))
    shown = {s.face for s in shut.scene.layer.sprites.values()}
    assert "7C" in shown and "2S" not in shown
    app.stack.pop()
    opened = open_at(app, with_black_market(tmp_path, "options = { open_hoard = true }"))
    shown = {s.face for s in opened.scene.layer.sprites.values()}
    assert {"7C", "2S"} <= shown


# -- a seize behind the curtain, the bidding and the dice --------------------------------------


def test_seizes_are_chosen_one_seat_at_a_time_behind_the_curtain(app: App, tmp_path: Path) -> None:
    driver = declared(app, tmp_path)
    for _ in range(5):
        driver.frames(1)
    curtain = driver.curtain()
    assert curtain is not None
    assert curtain.words == "Pass to Ben — choose in secret whether to seize"
    driver.pass_curtain()
    assert driver.session.viewer == 1
    assert driver.drag("5C", "seize:1")  # a bluff: Wood cannot seize Iron
    assert state_of(driver).players[1].seize.cards == ["5C"]
    driver.frames(2)
    curtain = driver.curtain()
    assert curtain is not None
    assert curtain.words == "Pass to Cyd — choose in secret whether to seize"
    driver.pass_curtain()
    view = driver.scene.view
    assert "5C" not in strings_in(to_plain(view))  # Ben's choice stays face down for Cyd
    assert "5C" not in {s.piece for s in driver.scene.layer.sprites.values()}
    assert driver.drag("9D", "seize:2")
    state = state_of(driver)
    assert state.acq is not None and state.acq.seizer == 2  # 9♦ is Spice: Iron's Primary
    assert "5C" in state.players[1].treasury.cards  # the bluff goes home
    assert state.pending is not None and state.pending.kind == BID


def test_the_bidding_ends_and_the_dice_tumble_to_the_seeded_roll(app: App, tmp_path: Path) -> None:
    driver = declared(app, tmp_path)
    for _ in range(20):  # both pass on seizing, each behind the curtain
        if driver.curtain() is not None:
            driver.pass_curtain()
            continue
        if state_of(driver).pending.kind != SEIZE:  # type: ignore[union-attr]
            break
        assert driver.click_chip("Pass")
    state = state_of(driver)
    assert state.pending is not None and state.pending.kind == ROLL
    for _ in range(5):
        if driver.curtain() is not None:
            driver.pass_curtain()
    assert driver.session.viewer == 0
    assert driver.click_chip("Roll (TV 3)")
    board = kit(driver)
    state = state_of(driver)
    assert board.dice is not None and board.busy()
    assert board.dice.results == state.last_dice
    driver.settle()
    assert board.dice is None and not board.busy()
    if state.pending is None or state.pending.kind != DABO:  # resolved: 5♠ went by the dice
        got = "5S" in state.players[0].treasury.cards
        assert got == RULES.reached(3, state.last_dice)


# -- faces ----------------------------------------------------------------------------------


def test_every_card_has_its_role_in_this_game_on_its_face_line() -> None:
    deck = make_lab_deck()
    roles = {card.id: card.kind for card in deck.cards() if card.kind != "Player aid"}
    assert len(roles) == 54
    assert (roles["AS"], roles["KH"], roles["QD"], roles["JC"]) == (
        "Egg",
        "King",
        "Character",
        "Character",
    )
    assert (roles["10H"], roles["7S"], roles["2C"], roles["JK1"]) == (
        "Guild House",
        "Resource",
        "Resource",
        "Thief",
    )
    assert deck.face("JK2", 60).get_size() == (60, 84)
    assert deck.face("7S", 60).get_size() == (60, 84)


# -- a hot-seat game ----------------------------------------------------------------------------


def test_three_people_play_a_whole_game_with_every_move_made_at_the_table(app: App) -> None:
    """Each decision made by whoever holds the screen, by drags and chips, the curtain
    between; moves of a kind not yet made are chosen first, so the table meets many
    kinds; nothing another seat hides is ever on screen."""
    session = Session(REGISTRY, REGISTRY.get("dml"), PEOPLE, 5, {})
    app.stack.push(TableScene(app, session, autosave=False))
    rng = Rng(5)
    made: set[str] = set()

    def watch(driver: Driver) -> None:
        viewer = session.viewer
        assert viewer is not None
        secret = hidden_ids(session.state.zones(), viewer)
        assert not secret & strings_in(to_plain(driver.scene.view)), "a hidden card leaked"
        faces = {s.face.removeprefix(EVENT) for s in driver.scene.layer.sprites.values()}
        assert not secret & faces, "a card hidden from the screen's player is drawn"

    def choose(s: Session) -> Move:
        legal = s.legal()
        fresh = [m for m in legal if m.kind not in made]
        pool = fresh if fresh and rng.below(3) else legal
        move = pool[rng.below(len(pool))]
        made.add(move.kind)
        return move

    curtains = play_hot_seat(Driver(app), choose, 600, watch)
    kinds = {m.kind for m in session.state.moves}
    assert session.result is not None, "the game did not end within 600 moves"
    assert curtains >= 60
    assert {
        "add_bid",
        "black_market_attempt",
        "forfeit_bid",
        "play_emblem",
        "play_character_power",
        "seize_bid",
        "roll_initiative",
        "choose_start_pile",
        "pass_power",
        "add_to_declaration",
        "declare_acquisition",
        "skip_action",
        "seize_pass",
        "roll",
    } <= kinds, sorted(kinds)


def test_a_three_card_bid_is_made_with_the_stepper_and_go(app: App, tmp_path: Path) -> None:
    """A bid of several cards has no single drag: the bar steps through the sets."""
    driver = declared(app, tmp_path)
    for _ in range(20):
        if driver.curtain() is not None:
            driver.pass_curtain()
            continue
        if driver.session.viewer == 1 and state_of(driver).pending.kind == SEIZE:  # type: ignore[union-attr]
            assert driver.drag("3D", "seize:1")
        elif state_of(driver).pending.kind == SEIZE:  # type: ignore[union-attr]
            assert driver.click_chip("Pass")
        else:
            break
    state = state_of(driver)
    assert state.acq is not None and state.acq.seizer == 1
    assert state.pending is not None and state.pending.kind == BID
    for _ in range(5):
        if driver.curtain() is not None:
            driver.pass_curtain()
    seat = driver.session.viewer
    legal = [m for m in driver.session.legal() if m.kind == "bid_primary" and m.gesture is None]
    if not legal:
        pytest.skip("no bid of several cards in this position")
    move = legal[-1]
    how = play_move(driver, move)
    assert how == "the chips"
    assert state_of(driver).moves[-1] == move and move.seat == seat


# -- a way at the table for every kind of move -------------------------------------------------

WAYS = {  # each kind of move, and how a player makes it at the DML table
    "roll_initiative": ("the chips",),
    "choose_start_pile": ("the chips",),
    "play_emblem": ("dragging",),
    "play_character_power": ("dragging",),
    "pass_power": ("the chips",),
    "thief_take": ("the chips",),
    "thief_give": ("dragging",),
    "tithe_give": ("dragging",),
    "confiscate": ("the chips",),
    "archduchess_take": ("the chips",),
    "heiress_take": ("the chips",),
    "add_to_declaration": ("dragging",),
    "add_bid": ("dragging",),
    "declare_acquisition": ("the chips",),
    "black_market_attempt": ("the chips",),
    "skip_action": ("the chips",),
    "seize_bid": ("dragging",),
    "seize_pass": ("the chips",),
    "bid_primary": ("dragging", "the chips"),
    "bid_secondary": ("dragging", "the chips"),
    "forfeit_bid": ("the chips",),
    "roll": ("the chips",),
    "reroll_dabo": ("the chips",),
    "keep_roll": ("the chips",),
}


def first_with(kind: str) -> DmlState:
    """Bots (random on odd seeds, easy on even) play games of three until the seat to
    act may make a `kind`."""
    rules = REGISTRY.get("dml")
    for seed in range(1, 30):
        state: DmlState = rules.new_game([p.name for p in PEOPLE], seed, {})
        bots = [RandomBot(seed + i) if seed % 2 else EasyDmlBot(rules, seed + i) for i in range(3)]
        for _ in range(3000):
            if rules.result(state) is not None:
                break
            seat = rules.to_act(state)[0]
            legal = rules.legal_moves(state, seat)
            if any(m.kind == kind for m in legal):
                return state
            rules.apply(state, bots[seat].choose(rules.view(state, seat), legal))
    raise AssertionError(f"no {kind} came up")


@pytest.mark.parametrize("kind", list(WAYS))
def test_every_kind_of_move_has_a_way_at_the_table(app: App, kind: str) -> None:
    driver = open_at(app, first_with(kind))
    moves = [m for m in driver.session.legal() if m.kind == kind]
    move = moves[Rng(len(kind)).below(len(moves))]
    how = play_move(driver, move)
    assert any(how == way or how.startswith(f"{way} ") for way in WAYS[kind]), how
    assert driver.session.state.moves[-1] == move


def test_the_guide_says_how_to_buy_on_the_wheel_of_profit() -> None:
    blocks = load_guide("dml", "Dragon's Money Laundering")
    heads = [b.text for b in blocks if b.kind in ("h1", "h2")]
    assert heads == [
        "Dragon's Money Laundering",
        "The goal",
        "What each card is",
        "The Wheel of Profit",
        "Setting up",
        "A round",
        "Buying: an Acquisition Attempt",
        "The dice",
        "Privacy",
    ]
