"""The table's bot pacing (game/table/bot_turns.py): a bot moves once it has waited its
pause while the table is idle, the pause restarts after every move, and nothing moves
while a person is to act."""

from __future__ import annotations

import threading
import time

from game.core.move import Move
from game.games import REGISTRY
from game.session import SeatPlan, Session
from game.table.bot_turns import BotTurns


def bots_only() -> Session:
    plans = [SeatPlan("Aria", human=False), SeatPlan("Brann", human=False)]
    return Session(REGISTRY, REGISTRY.get("riders"), plans, 4)


def test_a_bot_moves_once_it_has_waited_its_pause() -> None:
    session = bots_only()
    turns = BotTurns(session)
    assert turns.update(0.3, 0.5, idle=True) is None
    assert session.state.moves == []
    move = turns.update(0.3, 0.5, idle=True)  # 0.6 s waited: past the pause
    assert move is not None and session.state.moves == [move]
    assert turns.update(0.3, 0.5, idle=True) is None  # the pause starts again


def test_a_busy_table_holds_the_bot_back_and_a_move_restarts_the_pause() -> None:
    session = bots_only()
    turns = BotTurns(session)
    assert turns.update(5.0, 0.5, idle=False) is None  # a card glides: no waiting counted
    assert turns.update(0.4, 0.5, idle=True) is None
    turns.restart()
    assert turns.update(0.4, 0.5, idle=True) is None
    assert turns.update(0.2, 0.5, idle=True) is not None


def test_nothing_moves_while_a_person_is_to_act() -> None:
    session = Session(REGISTRY, REGISTRY.get("riders"), [SeatPlan("Aria"), SeatPlan("Brann")], 4)
    turns = BotTurns(session)
    assert turns.update(10.0, 0.1, idle=True) is None
    assert session.state.moves == []


class Failing:
    """A bot that raises, as a bot with a table of card ids did on a designer's new card."""

    needs_view = True

    def choose(self, view: object, legal: object) -> object:
        raise KeyError("wyrm_fury")


class Slow:
    """A searching bot (it has a time cap) that takes a while and plays the last move."""

    needs_view = False

    def __init__(self) -> None:
        self.time_cap: float | None = None
        self.release = threading.Event()

    def choose(self, view: object, legal: list[Move]) -> Move:
        self.release.wait(5)
        return legal[-1]


def test_a_bot_that_raises_is_replaced_by_its_first_listed_move_and_the_log_says_so() -> None:
    session = bots_only()
    session.bots[session.seat_to_act() or 0] = Failing()  # type: ignore[assignment]
    reports: list[Exception] = []
    turns = BotTurns(session, report=lambda exc, s: reports.append(exc))
    first = session.bot_turn()
    assert first is not None
    move = turns.update(1.0, 0.5, idle=True)
    assert move == first.legal[0] and session.state.moves == [move]
    assert [type(r) for r in reports] == [KeyError]
    said = [line.text for line in session.state.log if "ran into a problem" in line.text]
    assert said == [
        "Aria's bot ran into a problem (KeyError: 'wyrm_fury') and made its first listed "
        "move instead; the game goes on."
    ]
    assert session.failures == [(first.seat, reports[0])]


def test_a_searching_bot_thinks_on_another_thread_and_says_so() -> None:
    session = bots_only()
    slow = Slow()
    seat = session.seat_to_act() or 0
    session.bots[seat] = slow  # type: ignore[assignment]
    turns = BotTurns(session, cap=1.5)
    assert turns.update(1.0, 0.1, idle=True) is None  # thinking: no frame waits for it
    assert turns.thinking == session.plans[seat].name and slow.time_cap == 1.5
    slow.release.set()
    for _ in range(200):
        move = turns.update(0.02, 0.1, idle=True)
        if move is not None:
            break
        time.sleep(0.005)
    assert move is not None and session.state.moves == [move] and not turns.thinking


def test_a_thought_made_stale_by_another_move_is_thought_again() -> None:
    session = bots_only()
    slow = Slow()
    seat = session.seat_to_act() or 0
    session.bots[seat] = slow  # type: ignore[assignment]
    turns = BotTurns(session)
    turns.update(0.0, 0.0, idle=True)
    old = turns.thought
    session.submit(session.ruleset.legal_moves(session.state, seat)[0])  # a move meanwhile
    slow.release.set()
    turns.update(0.0, 0.0, idle=True)
    assert turns.thought is not old
