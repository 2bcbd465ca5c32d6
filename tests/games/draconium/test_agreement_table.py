"""R41 at the table: the end by agreement is a button with a key, offered only once the
table has been still for 60 turns, and it asks before it is made."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.move import Move
from game.games import REGISTRY
from game.games.draconium import agreement
from game.games.draconium.table.kit import DraconiumTableView
from game.games.draconium.table.words import move_words
from game.scenes.table import TableScene
from game.session import SeatPlan, Session
from game.settings import Settings
from tests.games.draconium.helpers import R
from tests.scenes.test_table import frames


@pytest.mark.parametrize(("still", "offered"), [(59, False), (60, True)])
def test_the_table_offers_the_end_by_agreement_after_60_still_turns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, still: int, offered: bool
) -> None:
    monkeypatch.setenv("DRAGON_TABLE_HOME", str(tmp_path))
    app = App(REGISTRY, settings=Settings(bot_delay=30.0))
    try:
        state = R.new_game(["Aria", "Brann"], 1, {"kingdom": "First Game"})
        me = state.active
        state.turn = 80
        state.extra["still"] = agreement.progress(state)
        state.extra["still_since"] = 80 - still
        people = [SeatPlan("Aria"), SeatPlan("Brann")]
        scene = TableScene(
            app, Session(REGISTRY, R, people, state.seed, state=state), autosave=False
        )
        app.stack.push(scene)
        frames(app, 2)
        board = scene.board
        assert isinstance(board, DraconiumTableView)
        buttons = board.buttons(scene.view, R.legal_moves(state, me))
        agree = [b for b in buttons if b.move is not None and b.move.kind == "agree_end"]
        if not offered:
            assert agree == []
            return
        (button,) = agree
        assert (button.label, button.key, button.move) == (
            "End by agreement  [A]",
            pygame.K_a,
            Move.make(me, "agree_end"),
        )
        assert button.confirm.startswith("Agree to end the game as a draw?")
        assert move_words(scene.view, button.move, lambda card: None) == (
            "Agree to end the game as a draw"
        )
    finally:
        pygame.quit()
