"""The table's pointer controller (game/table/pointer.py) on a real Dragon Riders table:
a held card glows where some legal move takes it and says why where none does, a
release becomes one move through one Session call, a refusal springs home, a press
that hardly moves is a click, a second click soon after is a double click, and a
piece home again leaves the hand."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.games import REGISTRY
from game.session import SeatPlan, Session
from game.table.kit import TableKit, kit_for
from game.table.pointer import CLICK_SLOP, DOUBLE_CLICK, PointerControl, Released

SIZE = (1280, 720)
UNITS = ("dragon:0", "rider:0", "dragon:1", "rider:1")


@pytest.fixture
def table() -> Iterator[tuple[Session, TableKit, PointerControl]]:
    pygame.init()
    pygame.display.set_mode(SIZE)
    rules = REGISTRY.get("riders")
    people = [SeatPlan("Aria"), SeatPlan("Brann")]
    session = Session(REGISTRY, rules, people, 3, {"draft_mode": "quick"})
    while session.state.phase != "action":  # both choose their units: to the first turn
        seat = session.seat_to_act()
        assert seat is not None
        session.take_screen(seat)
        session.submit(session.legal()[0])
    session.take_screen(session.seat_to_act() or 0)
    board = kit_for(REGISTRY.entry("riders"), rules)
    board.arrange(session.view(), SIZE).fitted()
    yield session, board, PointerControl(session, board)
    pygame.quit()


def card_and_zones(session: Session) -> tuple[str, set[str], str]:
    """A hand card, the zones that take it, and one that refuses it."""
    seat = session.viewer
    assert seat is not None
    for card in session.state.players[seat].hand.cards:
        taking = session.targets_for(card, f"hand:{seat}")
        refusing = [z for z in UNITS if z not in taking]
        if taking and refusing:
            return card, taking, refusing[0]
    raise AssertionError("no hand card has both a legal and an illegal target")


def grab(session: Session, board: TableKit, pointer: PointerControl, card: str) -> None:
    seat = session.viewer
    pointer.press((100, 600))
    pointer.grab(session.view(), card, f"hand:{seat}", card, 120, (100.0, 600.0), (100, 600))


def test_a_held_card_glows_where_it_is_taken_and_says_why_where_it_is_not(table) -> None:
    session, board, pointer = table
    card, taking, refusing = card_and_zones(session)
    grab(session, board, pointer, card)
    held = pointer.carrying()
    assert held is not None and held.glow == taking
    pointer.move(board.layout.zones[refusing].center)
    assert held.refuse == refusing
    assert held.reason == session.check_drop(card, held.zone, refusing) != ""
    legal = sorted(taking)[0]
    pointer.move(board.layout.zones[legal].center)
    assert (held.refuse, held.reason, held.allowed) == (None, "", legal)


def test_a_release_on_a_taking_zone_is_the_legal_move(table) -> None:
    session, board, pointer = table
    card, taking, _ = card_and_zones(session)
    grab(session, board, pointer, card)
    zone = sorted(taking)[0]
    release = pointer.release(board.layout.zones[zone].center)
    assert release is not None and release.what is Released.MOVE
    assert release.move in session.legal()
    assert release.move.gesture is not None and release.move.gesture.to_zone == zone
    assert session.state.moves[-1:] != [release.move]  # nothing is made by the pointer


def test_a_refused_release_springs_home_and_leaves_the_hand(table) -> None:
    session, board, pointer = table
    card, _, refusing = card_and_zones(session)
    grab(session, board, pointer, card)
    release = pointer.release(board.layout.zones[refusing].center)
    assert release is not None and release.what is Released.REFUSED
    assert release.problem is not None and release.problem.message == session.check_drop(
        card, f"hand:{session.viewer}", refusing
    )
    pointer.spring_home((100.0, 600.0))
    assert pointer.carrying() is None and pointer.held is not None  # on its way home
    for _ in range(240):
        if pointer.step(1 / 60, 1.0):
            break
    assert pointer.held is None


def test_a_press_that_hardly_moves_is_a_click_and_two_soon_are_a_double_click(table) -> None:
    session, board, pointer = table
    card, _, _ = card_and_zones(session)
    grab(session, board, pointer, card)
    release = pointer.release((100 + CLICK_SLOP, 600 - CLICK_SLOP))
    assert release is not None and release.what is Released.CLICK
    assert not pointer.double_click(card)
    pointer.tick(DOUBLE_CLICK - 0.05)
    assert pointer.double_click(card)
    pointer.tick(DOUBLE_CLICK + 0.05)
    assert not pointer.double_click(card)


def test_a_release_over_no_zone_or_its_own_is_nowhere(table) -> None:
    session, board, pointer = table
    card, _, _ = card_and_zones(session)
    grab(session, board, pointer, card)
    release = pointer.release((5, 5))
    assert release is not None and release.what is Released.NOWHERE
