"""The tiles' powers are data (R22–R34): the shipped Riders and Dragons play exactly the
games they played when those powers were code, over the pinned seeds (golden.py)."""

from __future__ import annotations

import json

from tests.games.riders.golden import FILE, games


def test_the_shipped_tiles_play_the_pinned_games() -> None:
    pinned = json.loads(FILE.read_text(encoding="utf-8"))
    now = games()
    assert len(now) == len(pinned) == 72
    changed = [name for name in pinned if now[name] != pinned[name]]
    assert changed == [], f"{len(changed)} games play differently: {changed[:5]}"
