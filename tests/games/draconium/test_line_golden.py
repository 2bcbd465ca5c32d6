"""The Eggs, Drakes and Dragons play exactly the games they played before their effects
became data: the same seats, seed and set-up give the same moves, result and public log
(line_golden.json, written by line_golden.py from the code the lines had)."""

from __future__ import annotations

import json
from collections import Counter

from tests.games.draconium.line_golden import GOLDEN, all_games, lines_seen


def test_every_line_and_piece_is_pinned_by_several_games() -> None:
    pinned = json.loads(GOLDEN.read_text(encoding="utf-8"))
    seen = lines_seen(pinned)
    assert len(seen) == 10 and min(seen.values()) >= 5, seen
    ran: Counter[str] = Counter()
    for game in pinned:
        ran.update(game["pieces"])
    hatched = [piece for piece in ran if piece.endswith(": hatch")]
    assert len(hatched) == 10  # every Egg hatches in some game
    assert sum(1 for piece in ran if piece.endswith(": grown")) == 10  # and every Drake grows
    for side in ("dispatch", "disengage"):
        assert sum(1 for piece in ran if piece.endswith(f": {side}")) == 20


def test_the_bots_play_the_pinned_games_move_for_move() -> None:
    pinned = json.loads(GOLDEN.read_text(encoding="utf-8"))
    played = all_games()
    assert len(played) == len(pinned) == 108
    for now, then in zip(played, pinned, strict=True):
        where = f"{then['seats']} seats, seed {then['seed']}, {then['options']}"
        assert now == then, where
