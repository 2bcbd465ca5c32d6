"""The table under SDL's dummy driver, driven by real mouse and key events."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.move import Gesture, Move
from game.core.rng import Rng
from game.core.serial import strings_in, to_plain
from game.core.zones import hidden_ids
from game.games import REGISTRY
from game.scenes.curtain import CurtainScene
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.games.riders.helpers import table
from tests.scenes.driver import Driver, play_hot_seat, play_move

RIDERS = REGISTRY.get("riders")
QUICK = {"draft_mode": "quick", "quick_random_units": True}
FRAME = 1 / 60


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    application = App(REGISTRY, settings=Settings(bot_delay=0.5))
    yield application
    pygame.quit()


def open_table(app: App, plans: list[SeatPlan], seed: int = 3) -> TableScene:
    """A table at its first human move; the opening curtain, if any, is lifted."""
    session = Session(REGISTRY, RIDERS, plans, seed, QUICK)
    scene = TableScene(app, session)
    app.stack.push(scene)
    frames(app, 1)
    if isinstance(app.stack.top, CurtainScene):
        Driver(app).pass_curtain()
    settle(app, scene)
    return scene


def settle(app: App, scene: TableScene) -> None:
    """Let the cards finish gliding to their places."""
    for _ in range(240):
        if not scene.layer.moving():
            return
        frames(app, 1)
    raise AssertionError("cards never came to rest")


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(FRAME)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
    """Press, move in steps and release, as a hand on a mouse does."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        )
        frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 2)


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    frames(app, 2)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def test_dragging_a_card_onto_a_legal_target_plays_it(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")])
    session = scene.session
    play = next(m for m in session.legal() if m.kind == "play_card")
    card, zone = play["card"], play.gesture.to_zone
    moves_before = len(session.state.moves)
    drag(app, scene.layer.sprites[card].rect.center, scene.board.layout.zones[zone].center)
    assert len(session.state.moves) == moves_before + 1
    assert session.state.moves[-1] == play
    seat = session.viewer
    assert card not in session.state.players[seat].hand.cards
    assert card in session.state.players[seat].discard.cards


def test_dragging_onto_an_illegal_target_changes_nothing_and_says_why(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")])
    session = scene.session
    seat = session.viewer
    hand = session.state.players[seat].hand.cards
    card, zone = next(
        (c, z)
        for c in hand
        for z in (f"dragon:{seat}", f"rider:{seat}", f"dragon:{1 - seat}", f"rider:{1 - seat}")
        if session.why_not(c, f"hand:{seat}", z)
    )
    move = RIDERS.move_for_gesture(session.state, seat, Gesture(card, f"hand:{seat}", zone))
    with pytest.raises(ValueError) as expected:
        RIDERS.check(session.state, move)
    before = to_plain(session.state)
    drag(app, scene.layer.sprites[card].rect.center, scene.board.layout.zones[zone].center)
    assert to_plain(session.state) == before
    assert scene.toast == expected.value.message
    home = scene.layer.sprites[card].target
    frames(app, 90)  # the card springs home
    assert scene.pointer.held is None
    assert scene.layer.sprites[card].pos == home


def test_hovering_a_refusing_target_shows_the_reason_while_dragging(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")])
    session = scene.session
    seat = session.viewer
    card = session.state.players[seat].hand.cards[0]
    start = scene.layer.sprites[card].rect.center
    legal_zones = session.targets_for(card, f"hand:{seat}")
    refusing = next(
        z
        for z in (f"dragon:{seat}", f"rider:{seat}", f"dragon:{1 - seat}", f"rider:{1 - seat}")
        if z not in legal_zones
    )
    target = scene.board.layout.zones[refusing].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 1)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
    )
    frames(app, 2)
    assert scene.pointer.held.glow == legal_zones
    assert scene.pointer.held.refuse == refusing
    assert scene.pointer.held.reason == session.why_not(card, f"hand:{seat}", refusing) != ""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    frames(app, 2)


def test_dragging_your_dragon_onto_an_enemy_unit_attacks(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")], seed=5)
    session = scene.session
    seat = session.viewer
    session.state.players[seat].energy = 5
    scene.refresh()
    moves = len(session.state.moves)
    zones = scene.board.layout.zones
    drag(app, zones[f"dragon:{seat}"].center, zones[f"rider:{1 - seat}"].center)
    assert len(session.state.moves) == moves + 1
    assert session.state.moves[-1].kind == "attack"
    assert session.state.moves[-1]["target"] == "enemy_rider"
    assert session.state.players[seat].first_attack_used


def test_the_curtain_covers_a_hand_over_between_people(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")])
    session = scene.session
    first = session.viewer
    key(app, pygame.K_e)  # end turn
    assert isinstance(app.stack.top, CurtainScene)
    assert app.stack.top.name == session.plans[1 - first].name
    assert session.viewer == first  # nothing of the next seat is shown yet
    click(app, (400, 300))
    assert app.stack.top is scene
    assert session.viewer == 1 - first


def test_no_curtain_against_a_bot_and_the_bot_waits_before_moving(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann", human=False)], seed=4)
    session = scene.session
    if session.seat_to_act() != 0:  # let the bot open; its delay is 0.5 s
        frames(app, 10)
        assert session.seat_to_act() == 1
        frames(app, 200)
    assert session.seat_to_act() == 0
    key(app, pygame.K_e)
    assert app.stack.top is scene
    moves = len(session.state.moves)
    frames(app, 10)  # well under the bot's delay
    assert len(session.state.moves) == moves


def test_no_card_face_outside_the_viewers_view_is_ever_drawn(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")], seed=8)
    session = scene.session
    drawn: list[tuple[str, int | None, set[str]]] = []
    real_face = scene.board.faces.face

    def spy(card: str, width: int) -> pygame.Surface:
        hidden = hidden_ids(session.state.zones(), session.viewer)
        drawn.append((card, session.viewer, hidden))
        return real_face(card, width)

    scene.board.faces.face = spy  # type: ignore[method-assign]
    scene.layer.invalidate()
    for _turn in range(6):
        seat = session.viewer
        for card in list(session.state.players[seat].hand.cards)[:2]:
            sprite = scene.layer.sprites.get(card)
            if sprite:  # hover enlarges, and a drag onto the enemy Dragon may play it
                pygame.event.post(
                    pygame.event.Event(
                        pygame.MOUSEMOTION, pos=sprite.rect.center, rel=(0, 0), buttons=(0, 0, 0)
                    )
                )
                frames(app, 30)
                drag(app, sprite.rect.center, scene.board.layout.zones[f"dragon:{1 - seat}"].center)
        key(app, pygame.K_e)
        if isinstance(app.stack.top, CurtainScene):
            frames(app, 5)
            click(app, (300, 300))
        frames(app, 5)
    assert drawn, "the spy saw no faces at all"
    leaks = [(card, viewer) for card, viewer, hidden in drawn if card in hidden]
    assert leaks == []


def test_a_hot_seat_game_opens_behind_the_curtain(app: App) -> None:
    session = Session(REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann")], 3, QUICK)
    scene = TableScene(app, session)
    drawn: list[str] = []
    real_face = scene.board.faces.face
    scene.board.faces.face = lambda card, width: drawn.append(card) or real_face(card, width)  # type: ignore[method-assign]
    scene.layer.invalidate()
    app.stack.push(scene)
    frames(app, 3)
    to_act = session.seat_to_act()
    assert isinstance(app.stack.top, CurtainScene)
    assert app.stack.top.name == session.plans[to_act].name
    assert session.viewer is None
    assert drawn == []  # no face of any hand before its owner is at the screen
    click(app, (400, 300))
    assert session.viewer == to_act


def test_the_log_shows_only_the_viewers_private_lines_after_a_hand_over(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")], seed=5)
    session = scene.session
    first = session.viewer
    key(app, pygame.K_e)
    click(app, (400, 300))
    assert session.viewer == 1 - first
    shown = {text for text, _private in scene.log.rows}
    for line in session.state.log:
        if line.seat == first:  # the other seat's private lines
            assert not any(row and row in line.text for row in shown if len(row) > 12), line
    expected = [line.text for line in session.view().log]
    assert " ".join(text for text, _ in scene.log.rows) == " ".join(expected)


def test_the_mouse_wheel_up_shows_older_lines_and_down_newer(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")])
    for _ in range(4):  # enough turns for the log to overflow its panel
        key(app, pygame.K_e)
        click(app, (400, 300))
    log = scene.log
    assert len(log.rows) > log.rect.height // 18
    app.pointer = log.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frames(app, 1)
    assert log.scroll == 3
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app, 1)
    assert log.scroll == 0


def test_no_enlarged_card_pops_up_after_a_drop_until_the_pointer_moves(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")])
    session = scene.session
    seat = session.viewer
    card = session.state.players[seat].hand.cards[0]
    start = scene.layer.sprites[card].rect.center
    drag(app, start, (start[0] + 5, start[1] - 40))  # let go over nothing: it springs back
    frames(app, 90)
    assert scene.pointer.held is None
    assert scene.pointer.hover is None


def test_hovering_a_unit_shows_its_help(app: App) -> None:
    scene = open_table(app, [SeatPlan("Aria"), SeatPlan("Brann")])
    seat = scene.session.viewer
    where = scene.board.layout.zones[f"dragon:{seat}"].center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 30)
    assert scene.pointer.hover == f"dragon:{seat}"
    lines = scene.board.hover_text(scene.view, where, scene.pointer.hover)
    assert lines[-1] == "Drag your Dragon onto an enemy unit to attack."


def test_r3_option_shows_one_shield_fewer_on_the_dragon_choice(app: App) -> None:
    options = {"starting_shields_minus_one": True}
    session = Session(REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann")], 3, options)
    app.stack.push(TableScene(app, session, autosave=False))
    driver = Driver(app)
    for name in ("Talia", "Kael"):  # each clicks a Rider tile: then the Dragon choice is up
        if driver.curtain():
            driver.pass_curtain()
        seat = session.seat_to_act()
        assert seat is not None
        assert driver.click(driver.scene.board.layout.tiles[name].center)
        assert session.state.moves[-1] == Move.make(seat, "choose_rider", rider=name)
    scene = driver.scene
    steelhorn = scene.board.layout.tiles["Steelhorn"]
    lines = scene.board.hover_text(scene.view, steelhorn.center, None)
    printed = RIDERS.cat.dragons["Steelhorn"].rider_shields
    assert lines[0] == f"Steelhorn: 40 HP, Rider starts with {printed - 1} Shields"
    assert scene.board.faces.dragon_tile(
        "Steelhorn", 168, printed - 1
    ) is not scene.board.faces.dragon_tile("Steelhorn", 168)


# -- the buttons, clicked with the mouse ----------------------------------------------------

SIX = ("strike_1", "strike_2", "strike_3", "strike_4", "heavy_blow_1", "heavy_blow_2")


def seated(app: App, state: Any, people: int = 2) -> Driver:
    """Aria and Brann at the table at `state`; the curtain lifted for whoever acts."""
    plans = [SeatPlan("Aria"), SeatPlan("Brann", human=people == 2)]
    app.stack.push(
        TableScene(app, Session(REGISTRY, RIDERS, plans, state.seed, state=state), autosave=False)
    )
    driver = Driver(app)
    driver.frames(1)
    if driver.curtain():
        driver.pass_curtain()
    assert driver.ready()
    return driver


def test_clicking_end_turn_then_two_cards_and_discard_makes_those_moves_r9(app: App) -> None:
    driver = seated(app, table(hands=(SIX, ())))
    state = driver.session.state
    assert driver.buttons().keys() >= {"End turn  [E]", "Undo  [Ctrl+Z]", "Menu  [Esc]"}
    assert driver.click_button("End turn")
    assert state.moves[-1] == Move.make(0, "end_turn")
    assert state.pending is not None and state.pending.prompt == "Discard 1 card down to 5."
    assert "Discard 0/1  [D]" in driver.buttons()
    assert not driver.button("Discard 0/1").is_enabled
    assert not driver.click_button("Discard 0/1")  # greyed out: nothing happens
    driver.select("heavy_blow_2")
    assert driver.scene.board.selected == {"heavy_blow_2"}
    assert driver.click_button("Discard 1/1")
    assert state.moves[-1] == Move.make(0, "discard", cards=("heavy_blow_2",))
    assert sorted(state.players[0].hand.cards) == sorted(SIX[:5])
    assert state.players[0].discard.cards[-1] == "heavy_blow_2"


def test_clicking_a_rider_tile_chooses_that_rider(app: App) -> None:
    session = Session(REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann", human=False)], 3, {})
    app.stack.push(TableScene(app, session, autosave=False))
    driver = Driver(app)
    driver.frames(1)
    for _ in range(120):  # Brann's bot may choose first
        if driver.ready():
            break
        driver.frames(1)
    move = next(m for m in session.legal() if m.kind == "choose_rider")
    play_move(driver, move)
    assert (
        session.state.players[0].rider is None
        or session.state.players[0].rider.name == move["rider"]
    )
    assert session.state.moves[-1] == move


def test_resigning_from_the_menu_ends_the_game_for_the_other_side(app: App) -> None:
    driver = seated(app, table(hands=(SIX, ())))
    assert driver.resign()
    state = driver.session.state
    assert state.moves[-1] == Move.make(0, "resign")
    result = driver.session.result
    assert result is not None and result.winners == (1,)


# -- whole games, every move made with the mouse --------------------------------------------


def no_secret_on_screen(driver: Driver) -> None:
    """Nothing hidden from the seat at the screen is in what the table draws from."""
    session = driver.session
    assert session.viewer is not None
    secret = hidden_ids(session.state.zones(), session.viewer)
    assert not secret & strings_in(to_plain(driver.scene.view)), "another seat's card is on screen"
    shown = {s.face for s in driver.scene.layer.sprites.values()}
    assert not secret & shown, "a hidden card lies face up on the table"


def replayed(state: Any) -> Any:
    """The game the rules make of the same seed, options and moves, with no table."""
    again = RIDERS.new_game(list(state.seats), state.seed, state.options)
    for move in state.moves:
        RIDERS.apply(again, move)
    return again


def random_choice(seed: int) -> Any:
    """Picks one of the screen's legal moves with the seeded RNG."""
    rng = Rng(seed)
    return lambda session: session.legal()[rng.below(len(session.legal()))]


def test_two_people_play_a_whole_game_with_tiles_drags_buttons_and_the_curtain(app: App) -> None:
    """Rider and Dragon by clicking tiles, every card and attack by dragging, End turn by
    its button; the curtain at each hand-over (the quick deal keeps the game short)."""
    session = Session(
        REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann")], 3, {"draft_mode": "quick"}
    )
    app.stack.push(TableScene(app, session, autosave=False))
    curtains = play_hot_seat(Driver(app), random_choice(3), 150, no_secret_on_screen)
    result = session.result
    assert result is not None and result.how in ("Rider Kill", "Dragon Kill")
    assert to_plain(session.state) == to_plain(replayed(session.state))
    kinds = {m.kind for m in session.state.moves}
    assert kinds == {"choose_rider", "choose_dragon", "play_card", "attack", "end_turn"}
    assert curtains >= 10


def test_the_market_draft_is_picked_by_dragging_cards_to_your_picks(app: App) -> None:
    session = Session(
        REGISTRY, RIDERS, [SeatPlan("Aria"), SeatPlan("Brann")], 4, {"draft_mode": "market"}
    )
    app.stack.push(TableScene(app, session, autosave=False))
    play_hot_seat(Driver(app), random_choice(4), 16, no_secret_on_screen)
    picks = [m for m in session.state.moves if m.kind == "draft_pick"]
    assert len(picks) == 12  # after two Riders and two Dragons
    assert sum(len(p.drafted) for p in session.state.players) == 12


def test_tiny_pile_is_played_to_the_end_with_a_drag_and_its_buttons(
    app: App,
) -> None:
    """The throwaway game of tests/tiny_game: a drag takes 1, the buttons take 1 or 2."""
    from tests.tiny_game import ENTRY

    REGISTRY.add(ENTRY)
    try:
        session = Session(
            REGISTRY, REGISTRY.get("tiny"), [SeatPlan("Aria"), SeatPlan("Brann")], 5, {}
        )
        app.stack.push(TableScene(app, session, autosave=False))
        play_hot_seat(Driver(app), random_choice(5), 7)
    finally:
        REGISTRY.remove(ENTRY.name)
    result = session.result
    assert result is not None and result.how == "the last token"
    assert sum(m["count"] for m in session.state.moves) == 7
    assert session.state.pile.cards == []
