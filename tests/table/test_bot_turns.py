"""The table's bot pacing (game/table/bot_turns.py): a bot moves once it has waited its
pause while the table is idle, the pause restarts after every move, and nothing moves
while a person is to act."""

from __future__ import annotations

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
