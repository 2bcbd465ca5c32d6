"""The shipped card file plays exactly the games it played before its numbers became
data: same moves, same results, same public log (golden_games.json, golden.py)."""

from __future__ import annotations

import json

from game.games.dml import ENTRY
from tests.games.dml.golden import GOLDEN, all_games


def test_the_shipped_cards_replay_the_pinned_games() -> None:
    pinned = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert len(pinned) == 40
    assert all_games(ENTRY.make_rules()) == pinned
