"""The pinned games (golden.py): every seeded game plays the same moves, writes the same
log and ends with the same result as when the file was written."""

from __future__ import annotations

import json

from tests.games.draconium.golden import FILE, games, record


def test_the_pinned_games_play_exactly_as_before() -> None:
    pinned = json.loads(FILE.read_text(encoding="utf-8"))
    now = [record(key, state) for key, state in games()]
    assert len(now) == len(pinned) == 220
    changed = [
        f"{old['kind']} {old['seats']} seats seed {old['seed']}: {old['moves']} moves -> "
        f"{new['moves']}, {old['summary']!r} -> {new['summary']!r}"
        for old, new in zip(pinned, now, strict=True)
        if old != new
    ]
    assert not changed, f"{len(changed)} games changed:\n" + "\n".join(changed[:10])
