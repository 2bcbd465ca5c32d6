"""The Hatch table under SDL's dummy driver, played by real mouse and key events only:
laying, feeding and hatching eggs (sacrifices dragged onto the egg, a click taking one
back; with the private warnings, R10 and R13), an attack
and a defence with a mercenary behind the curtain (§4), the loot, a whole hot-seat
game, and a way at the table for every kind of move."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.move import Move
from game.core.rng import Rng
from game.core.serial import strings_in, to_plain
from game.core.zones import HIDDEN_CARD, hidden_ids
from game.games import REGISTRY, hatch
from game.games.hatch.bots import EasyHatchBot
from game.games.hatch.state import DEFEND, DISCARD, LOOT, MAIN, HatchState
from game.games.hatch.table.kit import HatchTableView
from game.scenes.confirm import ConfirmScene
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.games.hatch.helpers import CARDS, card, egg, table, zone_of_egg
from tests.scenes.driver import Driver, play_hot_seat, play_move


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    added = "hatch" not in REGISTRY.names()
    if added:  # until the game list names Hatch
        REGISTRY.add(hatch.ENTRY)
    application = App(REGISTRY, settings=Settings(bot_delay=30.0))  # a bot waits while we test
    yield application
    pygame.quit()
    if added:
        REGISTRY.remove("hatch")


def open_at(app: App, state: HatchState, people: int = 1) -> Driver:
    """The table at `state`, Ann at the screen; Ben a person too when `people` is 2 (the
    first curtain is lifted)."""
    plans = [SeatPlan("Ann"), SeatPlan("Ben", human=people == 2)]
    session = Session(REGISTRY, REGISTRY.get("hatch"), plans, state.seed, state=state)
    app.stack.push(TableScene(app, session, autosave=False))
    driver = Driver(app)
    driver.frames(1)
    if driver.curtain() is not None:
        assert driver.curtain().words == "Pass to Ann"  # type: ignore[union-attr]
        driver.pass_curtain()
    driver.settle()
    return driver


def kit(driver: Driver) -> HatchTableView:
    board = driver.scene.board
    assert isinstance(board, HatchTableView)
    return board


def state_of(driver: Driver) -> HatchState:
    state = driver.session.state
    assert isinstance(state, HatchState)
    return state


def last(driver: Driver) -> Move:
    return driver.session.state.moves[-1]


WYRM = {  # Magma Wyrm (14): E E S and 1 blood; fed E, E, S: only its blood is to pay
    "hand": ["Brine Whelp", "Zephyr Whelp", "Cragjaw"],
    "dragons": ["Pebble Whelp", "Cinder Whelp"],  # worth 1 and 2 droplets
    "eggs": [{"card": "Magma Wyrm", "fed": ["Cinder Whelp", "Scorchling", "Pebble Whelp"]}],
}


def wyrm_table() -> HatchState:
    return table(turn={"active": "Ann"}, Ann=WYRM, Ben={"hand": ["Reefback"]})


# -- laying and feeding --------------------------------------------------------------------------


def test_a_hand_card_dropped_on_your_territory_is_laid_face_down(app: App) -> None:
    state = table(turn={"active": "Ann"}, Ann={"hand": ["Magma Wyrm", "Pebble Whelp"]})
    driver = open_at(app, state)
    wyrm = card(state, 0, "Magma Wyrm")
    assert driver.drag(wyrm, "territory:0")
    assert last(driver) == Move.make(0, "lay_egg", card=wyrm)
    driver.settle()
    zone = zone_of_egg(state_of(driver), wyrm)
    sprite = driver.scene.layer.sprites[zone]
    assert sprite.face == zone and wyrm not in driver.scene.layer.sprites  # only its back
    assert kit(driver).enlarged(sprite.face) == wyrm  # its owner may look at it (R14)


def test_a_card_dropped_on_your_egg_feeds_it_and_every_band_below_shows(app: App) -> None:
    state = wyrm_table()
    driver = open_at(app, state)
    wyrm = egg(state, 0, "Magma Wyrm")
    whelp = card(state, 0, "Zephyr Whelp")
    zone = zone_of_egg(state, wyrm)
    # Gale is not in a Magma Wyrm's cost: the owner is asked first, privately (R10)
    assert driver.drag(whelp, zone)
    assert driver.questions == [
        "Only you see this: Magma Wyrm (14) takes no Gale: this would doom the egg. Feed it anyway?"
    ]
    assert last(driver) == Move.make(0, "nurture", card=whelp, egg=wyrm)
    driver.settle()
    sprites = driver.scene.layer.sprites
    fed = state_of(driver).egg_of(wyrm)
    assert fed is not None and len(fed.fed.cards) == 4
    band = kit(driver).faces.band_height(sprites[zone].width)
    bottoms = [sprites[zone].rect.bottom] + [sprites[c].rect.bottom for c in fed.fed.cards]
    shown = [b - a for a, b in pairwise(bottoms)]
    assert all(strip >= band for strip in shown), (shown, band)


def test_no_to_the_warning_before_a_doomed_feed_changes_nothing(app: App) -> None:
    state = wyrm_table()
    driver = open_at(app, state)
    before = to_plain(state_of(driver))
    brine = card(state, 0, "Brine Whelp")
    start = driver.piece_point(brine)
    driver.point(start)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    driver.frames(1)
    end = driver.drop_point(zone_of_egg(state, egg(state, 0, "Magma Wyrm")))
    driver.point(end, held=True)
    driver.frames(1)
    driver.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    driver.frames(2)
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene)
    assert asked.question == (
        "Only you see this: Magma Wyrm (14) takes no Tide: this would doom the egg. Feed it anyway?"
    )
    driver.press_key(pygame.K_ESCAPE)  # No, go back
    assert app.stack.top is driver.scene
    assert to_plain(state_of(driver)) == before
    driver.settle()
    assert driver.scene.layer.sprites[brine].zone == "hand:0"


# -- hatching --------------------------------------------------------------------------------------


def hatch_button(driver: Driver) -> Any:
    return next(e for e in driver.buttons().values() if e.text.startswith("Hatch"))


def test_an_egg_is_clicked_its_sacrifice_dragged_onto_it_the_blood_is_shown_and_it_hatches(
    app: App,
) -> None:
    state = wyrm_table()
    driver = open_at(app, state)
    wyrm = egg(state, 0, "Magma Wyrm")
    pebble = card(state, 0, "Pebble Whelp", "dragons")
    driver.select(zone_of_egg(state, wyrm))
    assert hatch_button(driver).text == "Hatch: blood 0 of 1  [H]"
    assert driver.drag(pebble, zone_of_egg(state, wyrm))  # named as its sacrifice (R12)
    assert last(driver) == Move.make(0, "nominate_sacrifice", dragon=pebble, egg=wyrm)
    assert hatch_button(driver).text == "Hatch: blood 1 of 1  [H]"
    assert driver.click_element(hatch_button(driver))
    assert driver.questions == []  # it will hatch: nothing to warn of
    assert last(driver) == Move.make(0, "hatch", egg=wyrm)
    after = state_of(driver)
    assert after.players[0].dragons.cards == [card(state, 0, "Cinder Whelp", "dragons"), wyrm]
    assert pebble in after.discard.cards
    assert after.log[-1].text == (
        "Ann hatched Magma Wyrm (14), sacrificing Pebble Whelp (3); dynasty 15."
    )


def test_a_hatch_that_will_fail_is_warned_of_privately_no_changes_nothing_yes_fails(
    app: App,
) -> None:
    state = wyrm_table()
    driver = open_at(app, state)
    wyrm = egg(state, 0, "Magma Wyrm")
    cinder = card(state, 0, "Cinder Whelp", "dragons")  # ●● for a wyrm that needs ●
    assert driver.drag(cinder, zone_of_egg(state, wyrm))  # the egg is chosen with it
    assert hatch_button(driver).text == "Hatch: blood 2 of 1  [H]"
    before = to_plain(state_of(driver))
    button = hatch_button(driver)
    at = button.rect.center
    driver.point(at)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    driver.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    driver.frames(2)
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene)
    assert asked.question == (
        "Only you see this: Magma Wyrm (14) will not hatch: it needs 1 blood exactly "
        "(the sacrifices give 2 blood). Hatch it anyway?"
    )
    driver.press_key(pygame.K_ESCAPE)
    assert to_plain(state_of(driver)) == before
    assert driver.click_element(hatch_button(driver))  # the driver answers yes
    after = state_of(driver)
    assert last(driver) == Move.make(0, "hatch", egg=wyrm)
    assert after.players[0].eggs == [] and wyrm in after.discard.cards
    assert cinder in after.players[0].dragons.cards  # R16: the sacrifice stays in play
    assert "hatch failed" in after.log[-1].text


def test_a_named_sacrifice_is_taken_back_by_a_click_and_only_its_owner_sees_it(
    app: App,
) -> None:
    state = wyrm_table()
    driver = open_at(app, state)
    wyrm = egg(state, 0, "Magma Wyrm")
    zone = zone_of_egg(state, wyrm)
    pebble = card(state, 0, "Pebble Whelp", "dragons")
    assert driver.drag(pebble, zone)
    driver.settle()
    board = kit(driver)
    assert board.chosen == zone
    assert not driver.scene.layer.sprites[pebble].draggable  # it stays put while named
    assert board.hover_text(driver.scene.view, (0, 0), pebble)[-1] == (
        f"Named as a sacrifice for egg {zone.partition(':')[2]}: click it to take it back."
    )
    assert driver.click(board.layout.tiles[f"sacrifice:{pebble}"].center)
    assert last(driver) == Move.make(0, "withdraw_sacrifice", dragon=pebble)
    assert state_of(driver).egg_of(wyrm).sacrifices == []  # type: ignore[union-attr]
    assert hatch_button(driver).text == "Hatch: blood 0 of 1  [H]"


# -- an attack, a defence behind the curtain, the loot -----------------------------------------------

RAID = {
    "Ann": {
        "hand": ["Cinder Whelp", "Brine Whelp", "Reefback"],
        "dragons": ["Emberclaw", "Stormkite", "Ripplefin"],
    },
    "Ben": {
        "hand": ["Tidal Wyrm", "Zephyr Whelp"],
        "dragons": ["Pebble Whelp"],
        "eggs": [
            {"card": "Magma Wyrm", "fed": ["Cinder Whelp", "Scorchling"]},
            {"card": "Tempest Elder"},
        ],
    },
}


def raid(app: App) -> tuple[Driver, HatchState]:
    """Ann sends Emberclaw, Stormkite and Ripplefin against Ben; the curtain falls."""
    state = table(turn={"active": "Ann"}, **RAID)
    driver = open_at(app, state, people=2)
    for name in ("Emberclaw", "Stormkite", "Ripplefin"):
        assert driver.drag(card(state, 0, name, "dragons"), "territory:1")
    assert last(driver).kind == "attack_with"
    assert driver.click_button("Attack Ben with 3 dragons")
    driver.frames(1)
    curtain = driver.curtain()
    assert curtain is not None and curtain.words == "Pass to Ben — 3 dragons attack you"
    driver.pass_curtain()
    driver.settle()
    return driver, state


def test_a_defence_with_a_mercenary_behind_the_curtain(app: App) -> None:
    driver, state = raid(app)
    assert driver.session.viewer == 1 and state_of(driver).phase == DEFEND
    emberclaw = card(state, 0, "Emberclaw", "dragons")
    tidal = card(state, 1, "Tidal Wyrm")
    whelp = card(state, 1, "Zephyr Whelp")
    shown = {s.face for s in driver.scene.layer.sprites.values()}
    assert not shown & set(state.players[0].hand.cards)  # Ann's hand stays hidden
    # a hand card too weak springs back with the rules' sentence
    assert not driver.drag(whelp, f"attacker:{emberclaw}")
    assert driver.refusal() == "Only a dragon of value higher than 12 can block Emberclaw (12)."
    assert whelp in state_of(driver).players[1].hand.cards
    assert driver.drag(tidal, f"attacker:{emberclaw}")
    assert last(driver) == Move.make(1, "contract_mercenary", card=tidal, attacker=emberclaw)
    driver.settle()
    merc = driver.scene.layer.sprites[tidal]
    assert merc.face == f"side:{tidal}" and merc.rect.w > merc.rect.h  # sideways
    assert driver.click_button("Confirm defence")
    driver.frames(1)
    curtain = driver.curtain()
    assert curtain is not None and curtain.words == "Pass back to Ann"
    driver.pass_curtain()
    assert driver.session.viewer == 0 and state_of(driver).phase == LOOT


def test_a_blocker_is_withdrawn_by_a_click_and_placed_again(app: App) -> None:
    driver, state = raid(app)
    pebble = card(state, 1, "Pebble Whelp", "dragons")
    ripplefin = card(state, 0, "Ripplefin", "dragons")
    assert driver.drag(pebble, f"attacker:{ripplefin}") is False  # 3 does not beat 6
    tidal = card(state, 1, "Tidal Wyrm")
    assert driver.drag(tidal, f"attacker:{ripplefin}")
    driver.settle()
    assert driver.click(kit(driver).layout.tiles[f"blocker:{tidal}"].center)
    assert last(driver) == Move.make(1, "withdraw_blocker", dragon=tidal)
    assert tidal in state_of(driver).players[1].hand.cards  # back to the hand
    driver.settle()
    stormkite = card(state, 0, "Stormkite", "dragons")
    assert driver.drag(tidal, f"attacker:{stormkite}")


def test_the_loot_a_stolen_egg_then_three_drawn_and_two_discarded(app: App) -> None:
    driver, state = raid(app)
    assert driver.click_button("Confirm defence")  # no block: three loots
    driver.frames(1)
    driver.pass_curtain()
    driver.settle()
    labels = [c.label for c in kit(driver).bar.chips]
    wyrm = egg(state, 1, "Magma Wyrm")
    wyrm_zone = zone_of_egg(state_of(driver), wyrm)
    elder_zone = zone_of_egg(state_of(driver), egg(state, 1, "Tempest Elder"))
    wyrm_n, elder_n = wyrm_zone.partition(":")[2], elder_zone.partition(":")[2]
    assert labels == [f"Steal egg {wyrm_n}", f"Steal egg {elder_n}", "Draw 3, discard 2", "Pass"]
    assert driver.click_chip(f"Steal egg {wyrm_n}")
    after = state_of(driver)
    assert [e.zone for e in after.players[0].eggs] == [wyrm_zone]
    driver.settle()
    # the thief sees its face behind a click (R14), and Ben only what he knew
    board = kit(driver)
    sprite = driver.scene.layer.sprites[wyrm_zone]
    assert sprite.face == wyrm_zone
    driver.select(wyrm_zone)
    assert board.chosen == wyrm_zone
    assert board.enlarged(wyrm_zone) == wyrm
    assert board.enlarged(elder_zone) == HIDDEN_CARD
    assert driver.click_chip("Draw 3, discard 2")
    assert state_of(driver).phase == DISCARD
    driver.settle()
    hand = list(state_of(driver).players[0].hand.cards)
    assert len(hand) == 6
    driver.select(hand[0])
    driver.select(hand[1])
    assert driver.click_button("Discard 2 of 2")
    assert last(driver) == Move.make(0, "discard", cards=(hand[0], hand[1]))
    assert driver.click_chip("Pass")
    assert state_of(driver).phase == MAIN


def test_the_defence_is_asked_even_when_nothing_can_block(app: App) -> None:
    """§4: skipping it would tell Ann that Ben's hand holds no blocker."""
    state = table(
        turn={"active": "Ann"},
        Ann={"dragons": ["Emberclaw"], "hand": ["Brine Whelp"]},
        Ben={"hand": ["Cinder Whelp"]},
    )
    driver = open_at(app, state, people=2)
    assert driver.drag(card(state, 0, "Emberclaw", "dragons"), "territory:1")
    assert driver.click_button("Attack Ben with 1 dragon")
    driver.frames(1)
    curtain = driver.curtain()
    assert curtain is not None and curtain.words == "Pass to Ben — 1 dragon attacks you"
    driver.pass_curtain()
    status = kit(driver).status(driver.scene.view)
    assert status[1] == (
        "Nothing in your hand or in play can block these attackers: confirm the defence."
    )
    assert driver.click_button("Confirm defence")


def test_hover_help_tells_the_owner_an_egg_and_others_only_its_tucked_cards(app: App) -> None:
    state = table(
        turn={"active": "Ann"},
        Ann=WYRM,
        Ben={"eggs": [{"card": "Tidal Wyrm", "fed": ["Brine Whelp"]}]},
    )
    driver = open_at(app, state)
    board, view = kit(driver), driver.scene.view
    mine = zone_of_egg(state, egg(state, 0, "Magma Wyrm"))
    theirs = zone_of_egg(state, egg(state, 1, "Tidal Wyrm"))
    n, m = mine.partition(":")[2], theirs.partition(":")[2]
    assert board.hover_text(view, (0, 0), mine) == [
        f"Your egg {n}, face down. Tucked under it: Ember, Ember, Stone.",
        "It is Magma Wyrm (14), needing 2 Ember, 1 Stone, 1 blood.",
        "Its resources are complete; it needs 1 blood.",
        "Click it to hatch it.",
    ]
    assert board.hover_text(view, (0, 0), theirs) == [
        f"Ben's egg {m}, face down. Tucked under it: Tide."
    ]
    assert board.enlarged(mine) == egg(state, 0, "Magma Wyrm")
    assert board.enlarged(theirs) == HIDDEN_CARD


# -- the piles --------------------------------------------------------------------------------------


def test_the_discard_pile_spreads_out_on_a_click_and_any_click_puts_it_away(app: App) -> None:
    state = table(
        turn={"active": "Ann"},
        piles={"discard": ["Worldspine", "Cinder Whelp"]},
        Ann={"hand": ["Pebble Whelp"]},
    )
    driver = open_at(app, state)
    top = state.discard.cards[-1]
    assert CARDS[top].name == "Worldspine"  # the top of the pile is named first
    before = driver.moves()
    driver.select(top)
    assert kit(driver).browsing
    driver.click((20, 20))
    assert not kit(driver).browsing and driver.moves() == before


# -- whole games and every way ---------------------------------------------------------------------


def test_two_people_play_a_whole_game_at_the_table_and_never_see_each_others_secrets(
    app: App,
) -> None:
    rules = REGISTRY.get("hatch")
    session = Session(REGISTRY, rules, [SeatPlan("Ann"), SeatPlan("Ben")], 7)
    app.stack.push(TableScene(app, session, autosave=False))
    easy = EasyHatchBot(rules)

    def watch(driver: Driver) -> None:
        viewer = session.viewer
        assert viewer is not None
        secret = hidden_ids(session.state.zones(), viewer)
        assert not secret & strings_in(to_plain(driver.scene.view)), "another seat's card"
        board = kit(driver)
        faces = {board.enlarged(s.face) for s in driver.scene.layer.sprites.values()}
        assert not secret & faces, "a card hidden from the screen's player is drawn"

    def choose(s: Session) -> Move:
        return easy.choose(s.view(), s.legal())

    curtains = play_hot_seat(Driver(app), choose, 1500, watch)
    assert session.result is not None, "the game did not end within 1500 moves"
    kinds = {m.kind for m in session.state.moves}
    assert {"lay_egg", "nurture", "nominate_sacrifice", "hatch", "attack_with"} <= kinds
    assert "declare_attack" in kinds
    assert curtains >= session.state.turn


WAYS = {  # each kind of move, and how a player makes it at the Hatch table
    "lay_egg": ("dragging",),
    "nurture": ("dragging",),
    "nominate_sacrifice": ("dragging",),
    "withdraw_sacrifice": ("a click",),
    "hatch": ("picking",),
    "attack_with": ("dragging",),
    "call_back": ("a click",),
    "declare_attack": ("the button",),
    "contract_mercenary": ("dragging",),
    "assign_blocker": ("dragging",),
    "withdraw_blocker": ("a click",),
    "confirm_defence": ("the button",),
    "choose_loot": ("the chips", "a click"),
    "discard": ("picking",),
    "end_turn": ("the button",),
}


def first_with(kind: str, seed: int) -> HatchState:
    """Easy bot's moves from a new game of two until someone may make a `kind`; a defender
    places a blocker first when a withdrawal is wanted."""
    rules = REGISTRY.get("hatch")
    easy = EasyHatchBot(rules)
    state: HatchState = rules.new_game(["Ann", "Ben"], seed, {})
    for _ in range(3000):
        seat = rules.to_act(state)[0]
        legal = rules.legal_moves(state, seat)
        if any(m.kind == kind for m in legal):
            return state
        block = [m for m in legal if m.kind in ("assign_blocker", "contract_mercenary")]
        move = (
            block[0]
            if block and kind == "withdraw_blocker"
            else easy.choose(rules.view(state, seat), legal)
        )
        rules.apply(state, move)
    raise AssertionError(f"no {kind} came up")


@pytest.mark.parametrize("kind", list(WAYS))
def test_every_kind_of_move_has_a_way_at_the_table(app: App, kind: str) -> None:
    state = first_with(kind, 3)
    people = [SeatPlan("Ann"), SeatPlan("Ben")]
    app.stack.push(
        TableScene(
            app, Session(REGISTRY, REGISTRY.get("hatch"), people, 3, state=state), autosave=False
        )
    )
    driver = Driver(app)
    driver.frames(1)
    driver.pass_curtain()
    driver.settle()
    moves = [m for m in driver.session.legal() if m.kind == kind]
    move = moves[Rng(len(kind)).below(len(moves))]
    how = play_move(driver, move)
    assert any(how == way or how.startswith(f"{way} ") for way in WAYS[kind]), how
    assert driver.session.state.moves[-1] == move


# -- five players, the smallest window and a large one -------------------------------------------


@pytest.mark.parametrize("size", [(960, 600), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_five_players_text_never_overlaps_or_is_cut_off(app: App, size: tuple[int, int]) -> None:
    from tests.scenes.test_layout_sizes import drawn_texts

    rules = REGISTRY.get("hatch")
    easy = EasyHatchBot(rules)
    found = []
    for moves in (0, 60, 240):
        names = ["Ann", "Ben", "Cora", "Dov", "Eli"]
        session = Session(REGISTRY, rules, [SeatPlan(n) for n in names], 8)
        state = session.state
        for _ in range(moves):
            seat = rules.to_act(state)[0]
            rules.apply(state, easy.choose(rules.view(state, seat), rules.legal_moves(state, seat)))
        session.take_screen(rules.to_act(state)[0])
        found += [f"{moves} moves in: {p}" for p in drawn_texts(app, session, size)]
    assert not found, "\n".join(found)


def test_after_blocking_all_it_can_the_defence_is_not_told_nothing_can_block(
    app: App,
) -> None:
    """Ben blocks the one attacker with his dragon: the line says the blocking is done,
    not that nothing could block."""
    state = table(
        turn={"active": "Ann"},
        Ann={"dragons": ["Emberclaw"], "hand": ["Brine Whelp"]},
        Ben={"dragons": ["Granite Elder"], "hand": ["Cinder Whelp"]},
    )
    driver = open_at(app, state, people=2)
    assert driver.drag(card(state, 0, "Emberclaw", "dragons"), "territory:1")
    assert driver.click_button("Attack Ben with 1 dragon")
    driver.frames(1)
    driver.pass_curtain()
    block = next(m for m in driver.session.legal() if m.kind == "assign_blocker")
    play_move(driver, block)
    driver.settle()
    status = kit(driver).status(driver.scene.view)
    assert status[1] == "Every attacker you can block is blocked: confirm the defence."
    assert driver.click_button("Confirm defence")
