"""The shipped cards play exactly as they did before species and abilities became data:
the pinned games (tests/games/hatch/golden.py) replay move for move."""

from __future__ import annotations

import json

from game.games.hatch.rules import HatchRules
from tests.games.hatch.golden import GOLDEN, games


def test_the_pinned_games_play_exactly_as_before() -> None:
    pinned = json.loads(GOLDEN.read_text(encoding="utf-8"))
    played = games(HatchRules())
    assert list(played) == list(pinned)
    for name, game in played.items():
        assert game == pinned[name], name
